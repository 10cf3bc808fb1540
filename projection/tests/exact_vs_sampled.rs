//! The exact distributions agree with 100,000 seeded samples of the same rule,
//! for a few cases per target.
//!
//! Tolerance: every outcome's sampled frequency `f` lies within four standard
//! errors of its exact probability `p`, plus one sample:
//! `|f - p| <= 4 * sqrt(p (1 - p) / n) + 1 / n` (a fair sampler fails one outcome
//! about once in 16 000; the seeds are fixed, so a run is reproducible); and no
//! sampled outcome lies outside the exact support.

mod common;

use common::{input, mon, with};
use roguerules_dice::{Pmf, Sampler};
use roguerules_projection::monster::{self, Monster, MonsterFlags as F, MonsterInput};
use roguerules_projection::object::{self, ObjectClass, ObjectInput};
use roguerules_projection::terrain::{self, TerrainInput};
use roguerules_projection::{Class, Gf, PlayerSource, Source, Terrain};
use std::collections::BTreeMap;
use std::fmt::Debug;

const N: u64 = 100_000;

fn agree<T: Ord + Clone + Debug>(name: &str, seed: u64, exact: Pmf<T>, mut sample: impl FnMut(&mut Sampler) -> T) {
    let mut s = Sampler::seed_from_u64(seed);
    let mut counts: BTreeMap<T, u64> = BTreeMap::new();
    for _ in 0..N {
        *counts.entry(sample(&mut s)).or_insert(0) += 1;
    }
    for v in counts.keys() {
        assert!(
            exact.probability(v) > roguerules_dice::BigRational::from_integer(0.into()),
            "{name}: sampled {v:?} is outside the exact support"
        );
    }
    let n = N as f64;
    for (v, p) in exact.to_f64() {
        let f = counts.get(&v).copied().unwrap_or(0) as f64 / n;
        let tolerance = 4.0 * (p * (1.0 - p) / n).sqrt() + 1.0 / n;
        assert!((f - p).abs() <= tolerance, "{name}: {v:?} sampled {f}, exact {p}, tolerance {tolerance}");
    }
}

fn monster_case(name: &str, seed: u64, i: MonsterInput) {
    let exact = monster::odds(&i).unwrap();
    agree(name, seed, exact, |s| monster::project(s, &i).unwrap());
}

#[test]
fn storm_from_a_monster_on_rubble() {
    let m = Monster { hp: 250, maxhp: 250, ..mon() };
    let i = MonsterInput { terrain: Terrain::Rubble, source: Source::Monster, ..input(Gf::Storm, 100, m) };
    monster_case("storm (n)-(q)", 11, i);
}

#[test]
fn confuse_from_a_beguiling_mage() {
    let m = Monster { level: 20, ..with(F::UNDEAD) };
    let source = Source::Player(PlayerSource { level: 20, class: Class::Mage, beguile: true, holy_light: false });
    monster_case("old_conf (C)", 12, MonsterInput { source, ..input(Gf::OldConf, 60, m) });
}

#[test]
fn morgul_darkness_in_the_trees() {
    let m = Monster { hp: 90, maxhp: 90, ..with(F::MORGUL_MAGIC) };
    monster_case("dark (g)", 13, MonsterInput { terrain: Terrain::Tree, ..input(Gf::Dark, 150, m) });
}

#[test]
fn chaos_on_a_stunned_monster() {
    let m = Monster { level: 45, stun: 10, ..with(F::BRTH_CHAOS) };
    monster_case("chaos (k) (t)", 14, input(Gf::Chaos, 300, m));
}

#[test]
fn holy_light_on_an_evil_light_hater() {
    let m = Monster { level: 20, hp: 2000, maxhp: 2000, ..with(F::EVIL | F::HURT_LITE) };
    let source = Source::Player(PlayerSource { level: 40, class: Class::Priest, beguile: false, holy_light: true });
    monster_case("lite (N)", 15, MonsterInput { source, ..input(Gf::Lite, 80, m) });
}

#[test]
fn terrain_cases() {
    for (seed, i) in [
        (
            21,
            TerrainInput {
                gf: Gf::Water,
                dam: 200,
                terrain: Terrain::Floor,
                adjacent_water: 2,
                reading: Default::default(),
            },
        ),
        (
            22,
            TerrainInput {
                gf: Gf::Ice,
                dam: 900,
                terrain: Terrain::Lava,
                adjacent_water: 0,
                reading: Default::default(),
            },
        ),
        (
            23,
            TerrainInput {
                gf: Gf::Plasma,
                dam: 700,
                terrain: Terrain::Water,
                adjacent_water: 5,
                reading: Default::default(),
            },
        ),
    ] {
        agree(&format!("{i:?}"), seed, terrain::odds(&i).unwrap(), |s| terrain::project(s, &i).unwrap());
    }
}

#[test]
fn object_cases() {
    for (seed, i) in [
        (31, ObjectInput::new(Gf::Plasma, 30, ObjectClass::Ring)),
        (32, ObjectInput::new(Gf::Acid, 45, ObjectClass::Arrow)),
        (33, ObjectInput::new(Gf::Sound, 20, ObjectClass::Potion)),
    ] {
        agree(&format!("{i:?}"), seed, object::odds(&i).unwrap(), |s| object::project(s, &i).unwrap());
    }
}
