//! How many attacks a fight takes: the exact distribution of the number of
//! melee rounds ([`rounds_to_kill_pmf`]) or missiles ([`shots_to_kill_pmf`]) a
//! character needs to kill a monster of known hit points (seed 003,
//! "Calculating the number of blows per move" and the missile sections;
//! RULINGS M9), built from one attack's exact damage ([`round_damage_pmf_with`],
//! [`missile_damage_pmf_with`]) by [`attacks_to_kill_pmf`].
//!
//! Attacks are independent (each blow or missile has its own hit test, damage
//! and critical), and damage is never negative, so the monster is dead after `n`
//! attacks exactly when the sum `S_n` of `n` attacks' damage kills it
//! ([`kills`]: `S_n > hp`, the game's monster dying below 0 hit points). The
//! rounds are summed on the monster's remaining hit points `0..=hp` (a total
//! above `hp` is absorbed: the monster is dead, whatever the excess), with
//! exact integer weights over the common denominator `T^n` (`T` one round's
//! total weight).

use super::character::Monster;
use super::damage::Melee;
use super::error::AngbandError;
use super::missile::Missile;
use super::odds::{missile_damage_pmf_with, round_damage_pmf_with};
use super::round::kills;
use num_bigint::{BigInt, BigUint};
use num_traits::Zero;
use roguerules_dice::{BigRational, Budget, Pmf};
use std::collections::BTreeMap;

/// The most rounds (or shots) [`attacks_to_kill_pmf`] lists before it stops and reports the
/// rest as one tail.
pub const MAX_FIGHT_ROUNDS: u32 = 1000;

/// Listing stops once P(more rounds) is below 1 / this (1e-9).
const TAIL_INVERSE: u64 = 1_000_000_000;

/// The distribution of the attacks a fight takes ([`attacks_to_kill_pmf`]:
/// melee rounds or missiles), as exact integer weights over one common
/// denominator.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundsToKill {
    /// `by_round[k - 1] / total` is the exact probability that the monster dies
    /// in round `k` (and not before), for `k` in `1..=by_round.len()`.
    pub by_round: Vec<BigUint>,
    /// `more / total` is the exact probability that it is still alive after the
    /// last listed round (below 1e-9, 0 when the fight certainly ends by then, or
    /// larger when the listing stopped at [`MAX_FIGHT_ROUNDS`]).
    pub more: BigUint,
    /// The common denominator: one round's total weight to the power of the
    /// rounds listed (the weights and `more` sum to it).
    pub total: BigUint,
}

impl RoundsToKill {
    /// The exact probability that the monster dies in round `k` (0 outside the
    /// listed rounds, and for round 0).
    pub fn probability(&self, k: usize) -> BigRational {
        let w = k.checked_sub(1).and_then(|i| self.by_round.get(i)).cloned().unwrap_or_default();
        ratio(&w, &self.total)
    }

    /// The exact probability that the fight takes more rounds than are listed.
    pub fn more_probability(&self) -> BigRational {
        ratio(&self.more, &self.total)
    }
}

/// The exact distribution of the number of melee rounds needed to kill a
/// monster of `hp` hit points (`monster`'s own `hp` is replaced by `hp`).
///
/// Lists rounds `1..=K`, stopping at the first `K` where P(more than `K`
/// rounds) is below 1e-9, or at [`MAX_FIGHT_ROUNDS`]; that tail is
/// [`RoundsToKill::more`]. Probabilities are exact (the listed ones and the tail
/// sum to 1).
///
/// # Errors
///
/// [`AngbandError::NoDamage`] when a round never deals damage (the fight never
/// ends); [`AngbandError::Budget`] as [`round_damage_pmf_with`], or when the
/// summing passes `budget`'s leaves, counted as (remaining-hit-point states) x
/// (distinct round damages) per round: refused at once when a lower bound on
/// that count (the rounds the monster surely survives) passes it, otherwise as
/// soon as the running count does.
///
/// # Example
///
/// ```
/// use roguerules_melee::angband::{rounds_to_kill_pmf, Character, Class, Melee, Monster};
/// use roguerules_dice::Budget;
///
/// // Bare hands, Strength 18/100: 7 damage a hit; 10 hit points need two hits.
/// let c = Character::new(Class::Warrior, "18/100".parse()?, "10".parse()?);
/// let m = Melee::of(&c)?;
/// let fight = rounds_to_kill_pmf(&m, &Monster::new(0), 10, Budget::default())?;
/// assert_eq!(fight.probability(1).to_string(), "0"); // one round is never enough
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn rounds_to_kill_pmf(m: &Melee, monster: &Monster, hp: u32, budget: Budget) -> Result<RoundsToKill, AngbandError> {
    let monster = Monster { hp: Some(hp), ..*monster };
    let round = round_damage_pmf_with(budget, m, &monster)?;
    attacks_to_kill_pmf(&round, hp, budget)
}

/// The exact distribution of the number of missiles needed to kill a monster
/// of `hp` hit points, each fired or thrown at `distance` (one missile's damage
/// is [`missile_damage_pmf_with`]'s; `monster`'s own `hp` plays no part in it).
/// Listed and cut off as [`rounds_to_kill_pmf`]: `by_round[k - 1]` is the
/// weight of the `k`th missile killing it.
///
/// # Errors
///
/// [`AngbandError::NoDamage`] when a missile never deals damage; as
/// [`missile_damage_pmf_with`] and [`attacks_to_kill_pmf`] otherwise.
///
/// # Example
///
/// ```
/// use roguerules_melee::angband::*;
/// use roguerules_dice::Budget;
///
/// let c = Character::new(Class::Warrior, "18/100".parse()?, "18/100".parse()?);
/// let rock = Thrown {
///     kind: ObjectKind::Other, dice: Dice::new(1, 4)?, to_hit: 0, to_dam: 0, weight: "1".parse()?,
///     slays: Slays::empty(),
/// };
/// let m = Missile::throw(&c, &rock)?;
/// let fight = shots_to_kill_pmf(&m, &Monster::new(10), 1, 5, Budget::default())?;
/// assert!(fight.by_round.len() > 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn shots_to_kill_pmf(
    m: &Missile,
    monster: &Monster,
    distance: u16,
    hp: u32,
    budget: Budget,
) -> Result<RoundsToKill, AngbandError> {
    let shot = missile_damage_pmf_with(budget, m, monster, distance)?;
    attacks_to_kill_pmf(&shot, hp, budget)
}

/// The exact distribution of the number of independent attacks, each dealing
/// damage distributed as `attack`, needed to kill a monster of `hp` hit points
/// (dead when the total is above `hp`, [`kills`]): the machinery of
/// [`rounds_to_kill_pmf`] and [`shots_to_kill_pmf`], for any attack. A damage
/// below 0 in `attack` counts as 0 (the rules' damage never is).
///
/// Lists attacks `1..=K`, stopping at the first `K` where P(more than `K`) is
/// below 1e-9, or at [`MAX_FIGHT_ROUNDS`]; that tail is [`RoundsToKill::more`].
///
/// # Errors
///
/// [`AngbandError::NoDamage`] when an attack never deals damage;
/// [`AngbandError::Budget`] when the summing passes `budget`'s leaves, counted
/// as (remaining-hit-point states) x (distinct damages) per attack: refused at
/// once when a lower bound on that count (the attacks the monster surely
/// survives) passes it, otherwise as soon as the running count does.
///
/// # Example
///
/// ```
/// use roguerules_melee::angband::attacks_to_kill_pmf;
/// use roguerules_dice::{Budget, Pmf};
///
/// // 0 or 5 damage, even odds, against 4 hit points: the kth attack kills with 1/2^k.
/// let attack = Pmf::from_weights([(0i64, 1u8), (5, 1)])?;
/// let fight = attacks_to_kill_pmf(&attack, 4, Budget::default())?;
/// assert_eq!(fight.probability(3).to_string(), "1/8");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn attacks_to_kill_pmf(attack: &Pmf<i64>, hp: u32, budget: Budget) -> Result<RoundsToKill, AngbandError> {
    // Each damage capped at hp + 1 (any total above hp kills), weights merged.
    let cap = u64::from(hp) + 1;
    let mut steps: BTreeMap<u64, BigUint> = BTreeMap::new();
    for (d, w) in attack.weights() {
        let d = u64::try_from(*d).unwrap_or(0).min(cap);
        *steps.entry(d).or_default() += w;
    }
    rounds_to_kill(&steps, &attack.total(), hp, budget)
}

/// The sum over attacks of one attack's capped damage `steps` (weights over
/// `total`), for [`attacks_to_kill_pmf`].
fn rounds_to_kill(
    steps: &BTreeMap<u64, BigUint>,
    total: &BigUint,
    hp: u32,
    budget: Budget,
) -> Result<RoundsToKill, AngbandError> {
    if steps.keys().all(|&d| d == 0) {
        return Err(AngbandError::NoDamage);
    }
    let support = steps.len() as u64;
    let over = || AngbandError::Budget(budget.leaves_exceeded());
    if work_at_least(steps, hp) > budget.leaves {
        return Err(over());
    }
    // Remaining hit points' damage so far -> weight over `denominator`.
    let mut alive: BTreeMap<u64, BigUint> = BTreeMap::from([(0, BigUint::from(1u8))]);
    let mut denominator = BigUint::from(1u8);
    let mut by_round: Vec<BigUint> = Vec::new();
    let mut work: u64 = 0;
    let tail_inverse = BigUint::from(TAIL_INVERSE);
    loop {
        work = work.saturating_add((alive.len() as u64).saturating_mul(support));
        if work > budget.leaves {
            return Err(over());
        }
        let mut next: BTreeMap<u64, BigUint> = BTreeMap::new();
        let mut killed = BigUint::zero();
        for (s, a) in &alive {
            for (d, w) in steps {
                let t = s + d;
                let weight = a * w;
                if kills(hp, i64::try_from(t).unwrap_or(i64::MAX)) {
                    killed += weight;
                } else {
                    *next.entry(t).or_default() += weight;
                }
            }
        }
        denominator *= total;
        // Over total^k for now; brought to the common denominator at the end.
        by_round.push(killed);
        alive = next;
        let left: BigUint = alive.values().sum();
        let rounds = by_round.len() as u32;
        if &left * &tail_inverse < denominator || rounds >= MAX_FIGHT_ROUNDS {
            // Round k's weight times total^(K - k), from the last round back.
            let mut scale = BigUint::from(1u8);
            for w in by_round.iter_mut().rev() {
                *w *= &scale;
                scale *= total;
            }
            return Ok(RoundsToKill { by_round, more: left, total: denominator });
        }
    }
}

/// A lower bound on the work of [`rounds_to_kill`], so a fight far over the
/// budget is refused at once: while `(n - 1) x` the largest step is at most
/// `hp`, every total of `n - 1` rounds is alive, and `n - 1` rounds of `s`
/// distinct steps have at least `(n - 1)(s - 1) + 1` distinct totals (a sum of
/// integer sets has at least `|A| + |B| - 1` elements); each alive total meets
/// every step.
fn work_at_least(steps: &BTreeMap<u64, BigUint>, hp: u32) -> u64 {
    let s = steps.len() as u64;
    let largest = steps.keys().next_back().copied().unwrap_or(0).max(1);
    let sure_rounds = u64::from(hp) / largest + 1;
    let mut work: u64 = 0;
    for n in 1..=sure_rounds.min(u64::from(MAX_FIGHT_ROUNDS)) {
        let totals = ((n - 1).saturating_mul(s - 1) + 1).min(u64::from(hp) + 1);
        work = work.saturating_add(totals.saturating_mul(s));
    }
    work
}

/// `num / den` as an exact, reduced rational.
fn ratio(num: &BigUint, den: &BigUint) -> BigRational {
    BigRational::new(BigInt::from(num.clone()), BigInt::from(den.clone()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn steps(pairs: &[(u64, u32)]) -> (BTreeMap<u64, BigUint>, BigUint) {
        let map: BTreeMap<u64, BigUint> = pairs.iter().map(|&(d, w)| (d, BigUint::from(w))).collect();
        let total = map.values().sum();
        (map, total)
    }

    fn q(n: i64, d: i64) -> BigRational {
        BigRational::new(n.into(), d.into())
    }

    fn probabilities(f: &RoundsToKill) -> Vec<BigRational> {
        (1..=f.by_round.len()).map(|k| f.probability(k)).collect()
    }

    /// The listed weights and the tail sum to the denominator.
    fn sums_to_one(f: &RoundsToKill) -> bool {
        f.by_round.iter().sum::<BigUint>() + &f.more == f.total
    }

    #[test]
    fn one_or_two_against_one_hit_point() {
        // 1 or 2 damage, 1/2 each; 1 HP needs a total above 1: round 1 kills
        // on a 2 (1/2), round 2 kills on any damage after a 1 (1/2).
        let (s, t) = steps(&[(1, 1), (2, 1)]);
        let f = rounds_to_kill(&s, &t, 1, Budget::default()).unwrap();
        assert_eq!(probabilities(&f), vec![q(1, 2), q(1, 2)]);
        assert_eq!(f.more_probability(), q(0, 1));
        assert!(sums_to_one(&f));
    }

    #[test]
    fn misses_make_a_geometric_tail() {
        // 0 or 5 damage (1/2 each) against 4 HP: P(round k) = 1/2^k, listed
        // until the tail 1/2^K is below 1e-9 (K = 30: 2^30 > 1e9).
        let (s, t) = steps(&[(0, 1), (5, 1)]);
        let f = rounds_to_kill(&s, &t, 4, Budget::default()).unwrap();
        assert_eq!(f.by_round.len(), 30);
        assert_eq!(f.probability(3), q(1, 8));
        assert_eq!(f.more_probability(), BigRational::new(1.into(), BigInt::from(1u64 << 30)));
        assert!(sums_to_one(&f));
    }

    #[test]
    fn exactly_hp_does_not_kill() {
        // A certain 3 damage against 6 HP: 6 is not below 0 HP, the third kills.
        let (s, t) = steps(&[(3, 1)]);
        let f = rounds_to_kill(&s, &t, 6, Budget::default()).unwrap();
        assert_eq!(probabilities(&f), vec![q(0, 1), q(0, 1), q(1, 1)]);
    }

    #[test]
    fn a_round_without_damage_never_ends() {
        let (s, t) = steps(&[(0, 3)]);
        assert_eq!(rounds_to_kill(&s, &t, 0, Budget::default()), Err(AngbandError::NoDamage));
    }

    #[test]
    fn the_cap_reports_the_rest() {
        // 0 with 999/1000: after 1000 rounds much mass is left, reported as the tail.
        let (s, t) = steps(&[(0, 999), (1, 1)]);
        let f = rounds_to_kill(&s, &t, 0, Budget::default()).unwrap();
        assert_eq!(f.by_round.len(), MAX_FIGHT_ROUNDS as usize);
        assert_eq!(f.probability(1), q(1, 1000));
        assert!(sums_to_one(&f));
        assert!(f.more_probability() > q(1, 3));
    }

    #[test]
    fn the_lower_bound_is_below_the_work() {
        // 1 or 2 against 100 HP: rounds 1..=51 surely alive before they start
        // (totals 1, 2, 3, ... up to min(n, 101)), 2 steps each.
        let (s, _) = steps(&[(1, 1), (2, 1)]);
        let bound = work_at_least(&s, 100);
        assert_eq!(bound, (1..=51u64).map(|n| n.min(101) * 2).sum::<u64>());
        let (s, t) = steps(&[(1, 1), (2, 1)]);
        assert!(matches!(rounds_to_kill(&s, &t, 100, Budget::leaves(bound - 1)), Err(AngbandError::Budget(_))));
    }

    #[test]
    fn the_budget_refuses() {
        let (s, t) = steps(&[(1, 1), (2, 1)]);
        let e = rounds_to_kill(&s, &t, 100, Budget::leaves(10)).unwrap_err();
        assert!(matches!(e, AngbandError::Budget(_)));
        assert!(matches!(rounds_to_kill(&s, &t, 100, Budget::leaves(1)), Err(AngbandError::Budget(_))));
    }

    #[test]
    fn any_attack_pmf_is_summed() {
        // 1 or 2 (even odds) against 1 HP, as a Pmf: the first test's case.
        let attack = Pmf::from_weights([(1i64, 1u8), (2, 1)]).unwrap();
        let f = attacks_to_kill_pmf(&attack, 1, Budget::default()).unwrap();
        assert_eq!(probabilities(&f), vec![q(1, 2), q(1, 2)]);
        // Negative damage counts as none: -3 or 2 against 1 HP is 0 or 2.
        let attack = Pmf::from_weights([(-3i64, 1u8), (2, 1)]).unwrap();
        let f = attacks_to_kill_pmf(&attack, 1, Budget::default()).unwrap();
        assert_eq!(f.probability(2), q(1, 4));
    }

    #[test]
    fn shots_sum_one_missiles_damage() {
        use super::super::{Character, Class, Dice, ObjectKind, Slays, Thrown, Weight, missile_damage_pmf};
        let c = Character::new(Class::Warrior, "18/100".parse().unwrap(), "18/100".parse().unwrap());
        let rock = Thrown {
            kind: ObjectKind::Other,
            dice: Dice::new(1, 4).unwrap(),
            to_hit: 0,
            to_dam: 0,
            weight: Weight::from_tenths(10),
            slays: Slays::empty(),
        };
        let m = Missile::throw(&c, &rock).unwrap();
        let monster = Monster::new(10);
        let f = shots_to_kill_pmf(&m, &monster, 1, 3, Budget::default()).unwrap();
        // The first shot kills when its damage is above 3 hit points.
        let one = missile_damage_pmf(&m, &monster, 1).unwrap();
        assert_eq!(f.probability(1), one.probability_where(|d| *d > 3));
        assert!(sums_to_one(&f));
    }

    #[test]
    fn a_real_round_matches_its_kill_chance() {
        use super::super::{Character, Class, Dice, Weapon, Weight, kill_chance};
        let mut c = Character::new(Class::Warrior, "18/100".parse().unwrap(), "18/100".parse().unwrap());
        c.weapon =
            Some(Weapon { dice: Dice::new(2, 5).unwrap(), weight: Weight::from_tenths(120), ..Weapon::default() });
        let m = Melee::of(&c).unwrap();
        let monster = Monster { hp: Some(12), ..Monster::new(20) };
        let f = rounds_to_kill_pmf(&m, &Monster::new(20), 12, Budget::default()).unwrap();
        assert_eq!(f.probability(1), kill_chance(&m, &monster).unwrap());
        assert!(sums_to_one(&f));
        assert!(f.more_probability() < q(1, 1_000_000_000));
    }
}
