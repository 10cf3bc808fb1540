//! The exact engine on real rules (issue 14), each staged computation beside the
//! path replay of the same rule written as one stage, in the same run:
//!
//! * (a) a blow's damage distribution, a level-30 warrior with a 2d5 and with a
//!   10d10 weapon (`blow_damage_pmf`: hit test, then the strike);
//! * (b) a 4-blow round (`round_damage_pmf`: one blow's distribution per blow
//!   while the monster lives) beside the path replay of `melee_round`;
//! * (c) a projection-shaped rule at damage 100, 1000 and 5000: "1 in 3: damage
//!   x3/2, else 1 in 6: x4/3; resisted when level + 20 > a random number between 1
//!   and the damage; else confused for 3d(dam / 5) + 1 turns, stacking with a
//!   current counter, capped at 200".
//!
//! The closed-form twins the engine replaced were measured against it here before
//! they were deleted (the melee CHANGELOG has the figures).
//!
//! Run: `cargo bench -p roguerules-melee --bench engine`.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use roguerules_dice::{Budget, Pmf, RollError, Roller, RollerExt, exact, exact_with};
use roguerules_melee::angband::{
    Character, Class, Dice, Melee, Monster, MonsterFlags, Race, Weapon, Weight, blow, blow_damage_pmf, melee_round,
    round_damage_pmf,
};
use std::hint::black_box;

/// A level-30 dwarf warrior, STR 18/100, DEX 18/50, with `dice` (+5,+5) weighing 15 lb.
fn warrior(dice: Dice) -> Melee {
    let mut c = Character::new(Class::Warrior, "18/100".parse().unwrap(), "18/50".parse().unwrap());
    c.race = Race::Dwarf;
    c.level = 30;
    c.weapon = Some(Weapon { dice, to_hit: 5, to_dam: 5, weight: Weight::from_tenths(150), ..Weapon::default() });
    Melee::of(&c).unwrap()
}

fn orc() -> Monster {
    Monster { flags: MonsterFlags::ORC | MonsterFlags::EVIL, ..Monster::new(36) }
}

const REPLAY: Budget = Budget { leaves: 1 << 24, depth: 64 };

fn blow_pmf(c: &mut Criterion) {
    let mut g = c.benchmark_group("(a) blow damage pmf");
    let monster = orc();
    for (name, dice) in [("2d5", Dice::new(2, 5).unwrap()), ("10d10", Dice::new(10, 10).unwrap())] {
        let m = warrior(dice);
        g.bench_function(BenchmarkId::new("staged", name), |b| b.iter(|| blow_damage_pmf(black_box(&m), &monster)));
        g.bench_function(BenchmarkId::new("path replay", name), |b| {
            b.iter(|| exact_with(REPLAY, |r| blow(r, black_box(&m), &monster).map(|o| o.damage)))
        });
    }
    g.finish();
}

fn round_pmf(c: &mut Criterion) {
    let mut g = c.benchmark_group("(b) 4-blow round pmf");
    let mut m = warrior(Dice::new(2, 5).unwrap());
    m.blows.blows = 4;
    let monster = Monster { hp: Some(60), ..orc() };
    g.bench_function("staged", |b| b.iter(|| round_damage_pmf(black_box(&m), &monster)));
    g.sample_size(10);
    g.bench_function("path replay", |b| {
        b.iter(|| exact_with(REPLAY, |r| melee_round(r, black_box(&m), &monster).map(|o| o.damage)))
    });
    g.finish();
}

/// (c)'s damage stage: the supercharge and the extra third.
fn charged<R: Roller + ?Sized>(r: &mut R, dam: i64) -> Result<i64, RollError> {
    if r.one_in("supercharge", 3)? {
        return Ok(3 * dam / 2);
    }
    Ok(if r.one_in("extra third", 6)? { 4 * dam / 3 } else { dam })
}

/// (c)'s effect stage: the resistance test, then the confusion.
fn confused<R: Roller + ?Sized>(r: &mut R, dam: i64, level: i64, current: i64) -> Result<i64, RollError> {
    if r.exceeds("resist", level + 20, 1, dam)? {
        return Ok(current);
    }
    let turns = r.dice("confusion", 3, (dam / 5) as u32)? + 1;
    let after = if current == 0 { turns } else { current + turns / 2 };
    Ok(after.min(200))
}

fn projection_shaped(c: &mut Criterion) {
    let mut g = c.benchmark_group("(c) projection-shaped rule");
    let (level, current) = (30, 12);
    for dam in [100i64, 1000, 5000] {
        g.bench_function(BenchmarkId::new("staged", dam), |b| {
            b.iter(|| {
                exact(|r| charged(r, black_box(dam)))?.and_then(|&d, r| confused(r, d, level, current))
                    as Result<Pmf<i64>, RollError>
            })
        });
        g.bench_function(BenchmarkId::new("path replay", dam), |b| {
            b.iter(|| {
                exact_with(REPLAY, |r| {
                    let d = charged(r, black_box(dam))?;
                    confused(r, d, level, current)
                })
            })
        });
    }
    g.finish();
}

criterion_group!(benches, blow_pmf, round_pmf, projection_shaped);
criterion_main!(benches);
