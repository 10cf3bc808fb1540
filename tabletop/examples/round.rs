//! A game master's round: a fighter's attack value, his odds, the segments he acts
//! in, and one seeded attack with damage (seed 002, sections A, D, E, H, I, N).
//!
//! Run: `cargo run -p roguerules-tabletop --example round`.

use roguerules_dice::{Sampler, Tracing};
use roguerules_tabletop::TabletopError;
use roguerules_tabletop::attack_roll::{AttackRollInput, success_probability};
use roguerules_tabletop::attack_value::attack_value;
use roguerules_tabletop::damage::{AttackInput, Attacker, melee_damage, resolve_attack};
use roguerules_tabletop::segments::{engaged_round, segment_of_attack};
use roguerules_tabletop::sheet::{ArmourWorn, Grip, MeleeWielded, Sheet, WeaponTable};
use roguerules_tabletop::tables::{Armour, Class, MeleeWeapon};

fn main() -> Result<(), TabletopError> {
    let sword =
        MeleeWielded { table: WeaponTable::Melee, kind: MeleeWeapon::BroadSword, plus: 2, grip: Grip::OneHanded };
    let mut sheet = Sheet::melee(Class::Fighter, 18, 17, 16, sword);
    sheet.armour = Some(ArmourWorn { kind: Armour::Chain, plus: 1 });

    let av = attack_value(&sheet)?;
    let p = success_probability(&AttackRollInput::new(av.attack_value))?;
    println!("attack value {} (total {}), P(success) = {p}", av.attack_value, av.breakdown.total);

    let segment = segment_of_attack(&sheet)?.segment;
    let round = engaged_round(sheet.class, sheet.level, segment, false)?;
    println!("segment {segment}: {} attacks, in segments {:?}", round.attacks, round.segments);

    let attacker = Attacker { class: sheet.class, level: sheet.level, strength: sheet.strength, mass: 0, special: 0 };
    let damage = melee_damage(&attacker, MeleeWeapon::BroadSword, 2, Grip::OneHanded, false, false)?;
    let input = AttackInput { roll: AttackRollInput::new(av.attack_value), damage, range: None, absorption: 4 };
    let mut roller = Tracing::new(Sampler::seed_from_u64(18));
    for s in &round.segments {
        let outcome = resolve_attack(&mut roller, &input)?;
        println!("segment {s}: {}", roller.render().trim_end().replace('\n', "; "));
        println!("  success {}, damage {}, dealt {}", outcome.roll.success, outcome.damage, outcome.dealt);
        roller.take_draws();
    }
    Ok(())
}
