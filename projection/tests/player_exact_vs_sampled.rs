//! The exact marginals (and, where tractable, the whole distribution) of the
//! player side agree with 100,000 seeded samples of the same rule, for branchy
//! cases: a Morgul storm landing in rubble, Morgul darkness from a unique wraith,
//! gravity landing in rubble and in a tree, hellfire, a Deathlord's poisoned
//! missiles.
//!
//! Tolerance, as the monster side's: every value's sampled frequency `f` lies
//! within four standard errors of its exact probability `p`, plus one sample,
//! `|f - p| <= 4 * sqrt(p (1 - p) / n) + 1 / n`; and no sampled value lies
//! outside the exact support. The seeds are fixed, so a run is reproducible.

mod player_common;

use player_common::input;
use roguerules_dice::{Pmf, Sampler};
use roguerules_projection::player::{self, Counter, PlayerFlags, PlayerInput, PlayerOutcome};
use roguerules_projection::{Gf, ProjectionError, Terrain};
use std::collections::BTreeMap;
use std::fmt::Debug;

const N: usize = 100_000;

fn agree<T: Ord + Clone + Debug>(name: &str, exact: &Pmf<T>, samples: impl Iterator<Item = T>) {
    let mut counts: BTreeMap<T, u64> = BTreeMap::new();
    for v in samples {
        *counts.entry(v).or_insert(0) += 1;
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

/// Samples `input` N times from `seed` and checks every marginal (and the whole
/// distribution when `whole`).
fn case(name: &str, seed: u64, input: &PlayerInput, whole: bool) {
    let mut s = Sampler::seed_from_u64(seed);
    let outs: Vec<PlayerOutcome> = (0..N).map(|_| player::project(&mut s, input).unwrap()).collect();
    let m = player::marginals(input).unwrap();
    agree(&format!("{name}: damage"), &m.damage, outs.iter().map(|o| o.damage));
    for c in Counter::ALL {
        agree(&format!("{name}: {c:?}"), m.counter(c), outs.iter().map(|o| o.counters.get(c)));
    }
    if whole {
        let odds = match player::odds(input) {
            Ok(odds) => odds,
            Err(ProjectionError::Budget(b)) => panic!("{name}: the whole distribution was expected tractable ({b})"),
            Err(e) => panic!("{e}"),
        };
        agree(&format!("{name}: whole"), &odds, outs.into_iter());
    }
}

#[test]
fn morgul_storm_landing_in_rubble() {
    let mut i = PlayerInput { land: Terrain::Rubble, ..input(Gf::Storm, 200) };
    i.source.morgul = true;
    i.player.level = 5;
    i.player.resist.elec = 35;
    i.player.resist.cold = 50;
    i.player.counters.stun = 12;
    case("storm (P) (Q) (u), rubble landing", 41, &i, false);
}

#[test]
fn morgul_darkness_from_a_unique_wraith() {
    let mut i = input(Gf::MorgulDark, 300);
    i.source.level = 60;
    i.source.unique_wraith = true;
    i.player.resist.dark = 35;
    i.player.flags = PlayerFlags::FREE_ACTION;
    i.player.counters.poison = 4;
    case("morgul dark (D) (E)", 42, &i, false);
}

#[test]
fn gravity_landing_in_rubble() {
    let mut i = PlayerInput { land: Terrain::Rubble, ..input(Gf::Gravity, 150) };
    i.player.flags = PlayerFlags::FEATHER_FALL;
    // Some 60 000 outcomes, most too rare for 100 000 samples to check one by
    // one: the marginals only.
    case("gravity (M), rubble landing", 43, &i, false);
}

#[test]
fn gravity_landing_in_a_tree() {
    let mut i = PlayerInput { land: Terrain::Tree, ..input(Gf::Gravity, 90) };
    i.player.resist.nexus = 20;
    i.player.counters.stun = 20;
    case("gravity (M), tree landing", 46, &i, true);
}

#[test]
fn hellfire_with_darkness_resistance() {
    let mut i = input(Gf::Hellfire, 120);
    i.player.resist.dark = 35;
    i.player.resist.fire = 50;
    i.player.save = 20;
    i.player.flags = PlayerFlags::RESIST_FEAR;
    case("hellfire (x) (y)", 44, &i, false);
}

#[test]
fn a_deathlord_archers_poisoned_missiles() {
    let mut i = input(Gf::Pmissile, 60);
    i.source.deathlord = true;
    i.source.archer = true;
    i.source.ranged_freq = 40;
    i.player.exp = 20_000;
    i.player.flags = PlayerFlags::HOLD_LIFE;
    i.player.ac = 40;
    case("pmissile (k) (l)", 45, &i, true);
}

/// The Oangband 1.1.0 reading: its steps draw through the same compare draws,
/// so its exact odds must agree with its samples too (the game's sound gate and
/// random stuns, Morgul darkness's powers at a power of 80, gravity's slowness
/// set to 2 or 4).
#[test]
fn the_games_reading_agrees_with_its_samples() {
    let game = |gf, dam| PlayerInput { reading: roguerules_projection::Reading::Oangband110, ..input(gf, dam) };
    let mut sound = game(Gf::Sound, 120);
    sound.player.save = 40;
    case("game sound", 31, &sound, false);
    let mut morgul = game(Gf::MorgulDark, 200);
    morgul.source.level = 40;
    morgul.player.exp = 50_000;
    case("game Morgul darkness", 33, &morgul, false);
    let mut gravity = game(Gf::Gravity, 60);
    gravity.player.counters.slow = 39;
    case("game gravity", 35, &gravity, true);
}
