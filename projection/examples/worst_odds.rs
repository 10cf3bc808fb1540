//! The heaviest exact odds of the monster rule at the top of the damage range
//! (5000): the turning, confusing and storm notes, with their leaf counts and
//! times. Run: `cargo run --release -p roguerules-projection --example worst_odds`.

use roguerules_projection::monster::{self, Monster, MonsterInput};
use roguerules_projection::{Class, Gf, PlayerSource, Source, Terrain};
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let caster = |class| Source::Player(PlayerSource { level: 50, class, beguile: true, holy_light: true });
    let m = Monster { hp: 32767, maxhp: 32767, level: 10, ..Monster::default() };
    let cases = [
        (
            "(K) turn all, priest, Beguile",
            MonsterInput { source: caster(Class::Priest), ..MonsterInput::new(Gf::TurnAll, 5000, m.clone()) },
        ),
        (
            "(I) turn undead, necromancer",
            MonsterInput {
                source: caster(Class::Necromancer),
                monster: Monster { flags: monster::MonsterFlags::UNDEAD, ..m.clone() },
                ..MonsterInput::new(Gf::TurnUndead, 5000, m.clone())
            },
        ),
        (
            "(C) confuse, mage, Beguile",
            MonsterInput { source: caster(Class::Mage), ..MonsterInput::new(Gf::OldConf, 5000, m.clone()) },
        ),
        (
            "(q) storm from a monster, rubble",
            MonsterInput {
                source: Source::Monster,
                terrain: Terrain::Rubble,
                ..MonsterInput::new(Gf::Storm, 5000, m.clone())
            },
        ),
    ];
    for (name, input) in cases {
        let t = Instant::now();
        let odds = monster::odds(&input)?;
        println!("{name:<36} {:>6} outcomes  {:>8.1} ms", odds.len(), t.elapsed().as_secs_f64() * 1e3);
    }
    Ok(())
}
