//! Benchmarks for roguerules-tabletop (issue 7): computing an attack value (section
//! A) and resolving an attack (sections D, E, H), with the raw-draw baseline in the
//! same run (three unbiased d100-sized draws from the same generator: an attack roll,
//! the overhit dice and the base damage), and the closed-form odds.
//!
//! Run: `cargo bench -p roguerules-tabletop`.

use criterion::{Criterion, criterion_group, criterion_main};
use roguerules_dice::Sampler;
use roguerules_tabletop::attack_roll::{AttackRollInput, extra_damage, roll_attack, success_probability};
use roguerules_tabletop::attack_value::attack_value;
use roguerules_tabletop::damage::{AttackInput, Attacker, melee_damage, resolve_attack};
use roguerules_tabletop::sheet::{ArmourWorn, ExtraWeapon, Grip, MeleeWielded, Sheet, ShieldWorn, Spells, WeaponTable};
use roguerules_tabletop::tables::{Armour, Class, MeleeWeapon, Shield};
use std::hint::black_box;

fn sheet() -> Sheet {
    let sword =
        MeleeWielded { table: WeaponTable::Melee, kind: MeleeWeapon::LongSword, plus: 1, grip: Grip::OneHanded };
    let mut s = Sheet::melee(Class::Fighter, 10, 18, 15, sword);
    s.armour = Some(ArmourWorn { kind: Armour::Chain, plus: 2 });
    s.shield = Some(ShieldWorn { kind: Shield::Medium, plus: 1 });
    s.extra_weapons = vec![ExtraWeapon::Melee { kind: MeleeWeapon::Dagger, plus: 0 }];
    s.misc_encumbrance = 100;
    s.training = 5;
    s.spells = Spells { bless: true, speed: true, ..Spells::default() };
    s.situational = vec![40, -60];
    s
}

fn attack_values(c: &mut Criterion) {
    let s = sheet();
    c.bench_function("attack_value (section A, full sheet)", |b| b.iter(|| attack_value(black_box(&s))));
}

fn resolving(c: &mut Criterion) {
    let mut g = c.benchmark_group("resolve");
    let fighter = Attacker { class: Class::Fighter, level: 10, strength: 18, mass: 0, special: 0 };
    let damage = melee_damage(&fighter, MeleeWeapon::LongSword, 1, Grip::OneHanded, false, false).unwrap();
    let input = AttackInput { roll: AttackRollInput::new(15), damage, range: None, absorption: 4 };
    let mut s = Sampler::seed_from_u64(1);
    g.bench_function("raw draws (3 x below_u64(100))", |b| {
        b.iter(|| {
            let a = s.below_u64(black_box(100));
            let b2 = s.below_u64(black_box(100));
            let c2 = s.below_u64(black_box(100));
            a + b2 + c2
        })
    });
    let mut s = Sampler::seed_from_u64(1);
    g.bench_function("roll_attack (D, H)", |b| b.iter(|| roll_attack(&mut s, black_box(&input.roll))));
    let mut s = Sampler::seed_from_u64(1);
    g.bench_function("resolve_attack (D, H, E, absorption)", |b| b.iter(|| resolve_attack(&mut s, black_box(&input))));
    g.finish();
}

fn odds(c: &mut Criterion) {
    let input = AttackRollInput::new(15);
    c.bench_function("success_probability", |b| b.iter(|| success_probability(black_box(&input))));
    c.bench_function("extra_damage closed form (cap 40)", |b| b.iter(|| extra_damage(black_box(&input), 40)));
}

criterion_group!(benches, attack_values, resolving, odds);
criterion_main!(benches);
