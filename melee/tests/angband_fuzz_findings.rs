//! Regression tests for the fuzz findings in `melee::angband` (fuzz/README.md,
//! "Findings so far"): each calls the public function the `angband_melee` target
//! reached with the extreme values it found, and asserts the fixed behaviour.

use num_traits::One;
use roguerules_dice::{BigRational, Sampler, Scripted, Step};
use roguerules_melee::angband::*;

fn thrown_missile(skill: i32) -> Missile {
    Missile {
        level: 1,
        skill,
        crit_bonus: 0,
        dice: Dice { count: 1, sides: 4 },
        slays: Slays::empty(),
        weight: Weight::from_tenths(10),
        launch: Launch::Throw { to_dam: 0 },
    }
}

/// F2: a hand-built launcher multiplier of `i64::MAX` overflowed the damage; it is
/// now a typed error from both the roll and the exact odds, and the whole
/// accepted range still works.
#[test]
fn f2_launcher_multiplier_out_of_range_is_an_error() {
    let monster = Monster::new(0);
    for multiplier in [i64::MIN, -1, 0, 101, i64::MAX] {
        let m = Missile { launch: Launch::Fire { multiplier, to_dam: i32::MAX }, ..thrown_missile(100) };
        let mut r = Scripted::new([Step::from(0), Step::from(1)]);
        assert_eq!(missile(&mut r, &m, &monster, 1), Err(AngbandError::Multiplier { multiplier }));
        assert_eq!(missile_damage_pmf(&m, &monster, 1), Err(AngbandError::Multiplier { multiplier }));
        assert!(AngbandError::Multiplier { multiplier }.to_string().contains("1..=100"));
    }
    // The extremes that are accepted: (4 + i32::MAX) x 100, no critical (dice 4,
    // then k = 0 hits, then the critical draw 4999 is not below the power 12).
    let m = Missile { launch: Launch::Fire { multiplier: 100, to_dam: i32::MAX }, ..thrown_missile(100) };
    let mut r = Scripted::new([Step::from(4), Step::from(0), Step::from(4999)]);
    let out = missile(&mut r, &m, &monster, 1).unwrap();
    assert_eq!(out.damage, (4 + i64::from(i32::MAX)) * 100);
    let pmf = missile_damage_pmf(&m, &monster, 1).unwrap();
    assert_eq!(*pmf.max(), out.damage.max(*pmf.max()));
    assert!(pmf.probability(&out.damage) > BigRational::from_integer(0.into()));
}

/// F3: `visible_skill(i32::MAX, false)` overflowed `K + 1`; the halving now runs in
/// 64 bits, and the hit test and its odds accept every skill.
#[test]
fn f3_unseen_maximum_skill_halves_without_overflow() {
    assert_eq!(visible_skill(i32::MAX, false), 1 << 30);
    assert_eq!(visible_skill(i32::MIN, false), -(1 << 30) + 1);
    assert_eq!(visible_skill(7, false), 4);
    assert_eq!(visible_skill(-7, false), -3);
    for skill in [i32::MIN, -1, 0, 1, i32::MAX] {
        let p = hit_chance(skill, u16::MAX, false);
        assert!(p >= BigRational::new(1.into(), 20.into()) && p <= BigRational::new(19.into(), 20.into()));
        let mut rng = Sampler::seed_from_u64(3);
        hit_test(&mut rng, skill, u16::MAX, false).unwrap();
    }
    // 3 * 65535 / 4 = 49151 below 2^30: 5% + 90% of (2^30 - 49151) / 2^30.
    let k = BigRational::from_integer((1i64 << 30).into());
    let expected = BigRational::new(1.into(), 20.into())
        + BigRational::new(9.into(), 10.into()) * (BigRational::one() - BigRational::from_integer(49151.into()) / k);
    assert_eq!(hit_chance(i32::MAX, u16::MAX, false), expected);
}

/// F4: `Missile::skill_at` overflowed for skills near `i32::MIN`; it saturates, and
/// such a missile always misses but for the automatic 1 in 20.
#[test]
fn f4_lowest_skill_at_a_distance_saturates_and_misses() {
    let m = thrown_missile(i32::MIN + 3);
    assert_eq!(m.skill_at(u16::MAX), i32::MIN);
    assert_eq!(m.skill_at(2), i32::MIN + 1);
    let monster = Monster::new(10);
    let pmf = missile_damage_pmf(&m, &monster, u16::MAX).unwrap();
    assert_eq!(pmf.probability(&0), BigRational::new(19.into(), 20.into()));
    // The dice are rolled at launch (the game's order), then k = 50.
    let mut r = Scripted::new([Step::from(3), Step::from(50)]);
    let out = missile(&mut r, &m, &monster, u16::MAX).unwrap();
    assert_eq!((out.hit, out.damage), (HitRoll::NoSkill, 0));
}

/// F6: a hand-built round of dozens of blows took minutes; it now runs on integer
/// weights, and without hit points its distribution is the blows-fold sum of one
/// blow's (checked against the dice crate's convolution).
#[test]
fn f6_long_rounds_are_exact_and_quick() {
    let weapon = WeaponBlow {
        dice: Dice { count: 3, sides: 8 },
        slays: Slays::empty(),
        weight: Weight::from_tenths(150),
        to_dam: 5,
    };
    let blows = Blows { blows: 16, heavy: false, asb: 0, swi: 0, natural: 16 };
    let m = Melee { level: 30, skill: 150, bonus: 20, to_dam: 3, blows, weapon: Some(weapon) };
    let monster = Monster::new(40);
    let round = round_damage_pmf(&m, &monster).unwrap();
    let one = blow_damage_pmf(&m, &monster).unwrap();
    let mut sum = one.clone();
    for _ in 1..16 {
        sum = sum.convolve(&one);
    }
    assert_eq!(round, sum);
    assert_eq!(expected_round_damage(&m, &monster).unwrap(), round.mean());

    // With hit points the round stops at the kill: the odds still sum to 1 and the
    // kill chance is the weight of the totals that kill.
    let monster = Monster { hp: Some(150), ..monster };
    let stopped = round_damage_pmf(&m, &monster).unwrap();
    let kill = kill_chance(&m, &monster).unwrap();
    assert_eq!(kill, stopped.probability_where(|d| *d > 150));
    assert!(kill > BigRational::new(99.into(), 100.into()) && kill < BigRational::one());

    // A round too large to compute is refused up front, not computed for hours.
    let wide = WeaponBlow { dice: Dice { count: 100, sides: 100 }, ..weapon };
    let blows = Blows { blows: 255, heavy: false, asb: 0, swi: 0, natural: 255 };
    let huge = Melee { blows, weapon: Some(wide), ..m };
    assert!(matches!(round_damage_pmf(&huge, &Monster::new(40)), Err(AngbandError::Budget(_))));
    assert!(matches!(kill_chance(&huge, &Monster { hp: Some(u32::MAX), ..monster }), Err(AngbandError::Budget(_))));
}

/// The long fuzz run after F6: a round of three blows whose damage is either 0 or
/// about 25 000 was refused, because the budget counted every value between the
/// smallest and largest total rather than the totals that can occur (at most one
/// per pair of a running total and a blow's damage).
#[test]
fn a_few_blows_of_widely_spread_damage_are_not_over_budget() {
    let weapon = WeaponBlow {
        dice: Dice { count: 1, sides: 2 },
        slays: Slays::empty(),
        weight: Weight::from_tenths(0),
        to_dam: 0,
    };
    let blows = Blows { blows: 3, heavy: false, asb: 0, swi: 0, natural: 3 };
    let m = Melee { level: 1, skill: 100, bonus: 0, to_dam: 50_000, blows, weapon: Some(weapon) };
    let monster = Monster::new(0);
    let round = round_damage_pmf(&m, &monster).unwrap();
    let one = blow_damage_pmf(&m, &monster).unwrap();
    assert_eq!(round, one.convolve(&one).convolve(&one));
    assert!(*round.max() - *round.min() > 100_000);
}
