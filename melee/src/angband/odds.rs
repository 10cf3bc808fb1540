//! Exact odds beside the rolls: the damage distributions of a blow, a round and a
//! missile, computed by running the rules themselves ([`blow`](super::blow), [`strike`],
//! [`missile_strike`]) through roguerules-dice's exact engine (seed 003;
//! there is no second, closed-form copy of a rule for its odds).
//!
//! Each is written in the rule's own stages: the hit test (three compare draws, so
//! two states: hit or miss), then the damage of a hit (the dice as one node, the
//! critical chance, the critical type as a compare draw with one branch per type).
//! A round adds one blow's distribution per blow while the monster lives, the loop
//! of [`melee_round`](super::melee_round) on distributions ([`Pmf::combine`]).

use super::character::Monster;
use super::damage::{Melee, strike};
use super::error::AngbandError;
use super::hit::hit_test;
use super::missile::{Missile, missile_strike};
use super::round::kills;
use roguerules_dice::{BigRational, Budget, BudgetExceeded, MAX_WEIGHT_BYTES, Pmf, exact_with};

/// The most distinct damage totals [`round_damage_pmf_with`] tracks, whatever
/// the budget (with [`MAX_WEIGHT_BYTES`] on their weights, this bounds its
/// memory).
pub const MAX_ROUND_OUTCOMES: usize = 1 << 22;

/// The work of [`round_damage_pmf_with`] a unit of [`Budget::leaves`] pays for,
/// counted as the 64-bit limbs of the weights it multiplies and adds: the
/// default budget allows about 10^8 of them, well under a second in a release
/// build (a real character's round of up to a dozen blows needs well under 1%).
pub const ROUND_WORK_PER_UNIT: u64 = 96;

/// The exact damage distribution of one [`blow()`](super::blow()) (misses count as 0),
/// by the rule in two stages: [`hit_test`], then [`strike`] on a hit.
///
/// # Errors
///
/// Never for valid inputs ([`Melee::of`]); [`AngbandError::Budget`] for a
/// hand-built [`Melee`] whose dice have more sums than the default
/// [`Budget`] allows.
///
/// # Example
///
/// ```
/// use roguerules_melee::angband::{blow, blow_damage_pmf, Character, Class, Melee, Monster};
/// use roguerules_dice::exact;
///
/// // Bare hands, Strength 18/100 (+6 to dam): 7 damage on a hit.
/// let c = Character::new(Class::Warrior, "18/100".parse()?, "10".parse()?);
/// let m = Melee::of(&c)?;
/// let pmf = blow_damage_pmf(&m, &Monster::new(0))?;
/// assert_eq!(pmf.probability(&7).to_string(), "19/20");
/// // The same odds as enumerating the whole rule in one stage.
/// assert_eq!(pmf, exact(|r| blow(r, &m, &Monster::new(0)).map(|b| b.damage))?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn blow_damage_pmf(m: &Melee, monster: &Monster) -> Result<Pmf<i64>, AngbandError> {
    blow_damage_pmf_with(Budget::default(), m, monster)
}

/// [`blow_damage_pmf`] under an explicit [`Budget`] (its leaves bound the paths
/// of draws explored).
///
/// # Errors
///
/// As [`blow_damage_pmf`].
pub fn blow_damage_pmf_with(budget: Budget, m: &Melee, monster: &Monster) -> Result<Pmf<i64>, AngbandError> {
    exact_with(budget, |r| Ok::<_, AngbandError>(hit_test(r, m.skill, monster.ac, monster.visible)?.hit()))?
        .and_then_with(budget, |&hit, r| Ok(if hit { strike(r, m, monster)?.damage } else { 0 }))
}

/// The exact expected damage of one blow.
///
/// # Errors
///
/// As [`blow_damage_pmf`].
pub fn expected_blow_damage(m: &Melee, monster: &Monster) -> Result<BigRational, AngbandError> {
    Ok(blow_damage_pmf(m, monster)?.mean())
}

/// The exact distribution of the total damage of one [`melee_round()`](super::melee_round()):
/// the blows' damages added, the round stopping once the monster is dead when
/// its hit points are given.
///
/// # Errors
///
/// As [`round_damage_pmf_with`] at the default [`Budget`].
///
/// # Example
///
/// ```
/// use roguerules_melee::angband::{melee_round, round_damage_pmf, Character, Class, Melee, Monster};
/// use roguerules_dice::exact;
///
/// let c = Character::new(Class::Warrior, "18/100".parse()?, "18/100".parse()?);
/// let m = Melee::of(&c)?; // bare hands: 2 blows
/// let monster = Monster { hp: Some(5), ..Monster::new(20) };
/// let pmf = round_damage_pmf(&m, &monster)?;
/// assert_eq!(pmf, exact(|r| melee_round(r, &m, &monster).map(|o| o.damage))?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn round_damage_pmf(m: &Melee, monster: &Monster) -> Result<Pmf<i64>, AngbandError> {
    round_damage_pmf_with(Budget::default(), m, monster)
}

/// [`round_damage_pmf`] within `budget`: its work (the blow's odds by
/// [`blow_damage_pmf_with`], then [`ROUND_WORK_PER_UNIT`] limb operations a unit
/// for combining the blows) is bounded before any of the combining is done.
///
/// # Errors
///
/// As [`blow_damage_pmf`]; [`AngbandError::Budget`] with
/// [`Limit::Leaves`](roguerules_dice::Limit) when the work could pass `budget`
/// (refused at once: first from the dice alone, before one blow's odds are
/// computed, then from the blow's odds), and with
/// [`Limit::Outcomes`](roguerules_dice::Limit), whatever the budget, beyond
/// [`MAX_ROUND_OUTCOMES`] damage totals or [`MAX_WEIGHT_BYTES`] of weights.
pub fn round_damage_pmf_with(budget: Budget, m: &Melee, monster: &Monster) -> Result<Pmf<i64>, AngbandError> {
    let cap = u128::from(budget.leaves).saturating_mul(u128::from(ROUND_WORK_PER_UNIT));
    let over = || AngbandError::Budget(budget.leaves_exceeded());
    let blows = u64::from(m.blows.blows);
    // Refused before one blow's odds are computed (255d255 took seconds for them
    // only to be refused; issue 24) when the second blow alone passes the budget.
    if blows >= 2 {
        let values = hit_values_at_least(m, monster);
        let alive = monster.hp.map_or(values, |hp| values.min(u128::from(hp) + 1));
        if alive.saturating_mul(values) > cap {
            return Err(over());
        }
    }
    let one = blow_damage_pmf_with(budget, m, monster)?;
    if round_work_bound(&one, blows, monster.hp) > cap {
        return Err(over());
    }
    // The round so far: (damage done, the monster is dead).
    let mut round = Pmf::certain((0i64, false));
    for _ in 0..blows {
        // The next blow is independent of the round so far; a dead monster takes
        // no more blows (melee_round's loop).
        round = round.combine(&one, |&(total, dead), &d| {
            if dead { (total, true) } else { (total + d, monster.hp.is_some_and(|hp| kills(hp, total + d))) }
        });
        let bytes = (round.len() as u64).saturating_mul(round.total().bits() / 64 + 1).saturating_mul(8);
        if round.len() > MAX_ROUND_OUTCOMES || bytes > MAX_WEIGHT_BYTES {
            return Err(AngbandError::Budget(BudgetExceeded::outcomes(MAX_ROUND_OUTCOMES as u64)));
        }
    }
    Ok(round.map(|&(total, _)| total))
}

/// An upper bound on the work of [`round_damage_pmf`] for `blows` blows of `one`,
/// computed before any is done (so a round too large is refused at once, not
/// after a second or two of arithmetic): per blow, each state so far meets each
/// value of one blow, and the weights grow by one blow's denominator. After `d`
/// blows there are at most as many totals as multisets of `d` of the blow's
/// values, and at most `d` times its span plus one; with hit points, at most
/// `hp + 1` of them alive (a total above `hp` kills) and as many dead as one
/// blow's largest damage (the round stops at the kill).
fn round_work_bound(one: &Pmf<i64>, blows: u64, hp: Option<u32>) -> u128 {
    let values = one.len() as u128;
    let span = one.max().abs_diff(*one.min()) as u128;
    let largest = one.max().unsigned_abs() as u128;
    let limbs = u128::from(one.total().bits() / 64 + 1);
    let (mut states, mut multisets, mut work) = (1u128, 1u128, 0u128);
    for done in 1..=u128::from(blows) {
        let pairs = states.saturating_mul(values);
        work = work.saturating_add(pairs.saturating_mul(limbs).saturating_mul(done));
        // C(done + values - 1, values - 1), from the one before.
        multisets = multisets.saturating_mul(done + values - 1) / done;
        let totals = multisets.min(span.saturating_mul(done) + 1);
        states = pairs.min(match hp {
            None => totals,
            Some(hp) => totals.min(u128::from(hp) + 1) + totals.min(largest),
        });
    }
    work
}

/// A lower bound on the distinct damages of one blow, from its dice alone: a
/// hit (whose chance is at least 1/20) deals `dice x multiplier + to-dam`, or
/// more with a critical, each strictly increasing in the dice (so as many
/// distinct damages as dice sums that leave it positive), at least 0.
/// [`round_work_bound`] counts at least `min(this, hp + 1) x this` pairs at the
/// second blow.
fn hit_values_at_least(m: &Melee, monster: &Monster) -> u128 {
    let Some(w) = &m.weapon else { return 1 };
    let (n, s) = (i128::from(w.dice.count), i128::from(w.dice.sides));
    let mult = i128::from(w.slays.multiplier(monster.flags)).max(1);
    let to_dam = i128::from(w.to_dam) + i128::from(m.to_dam);
    // The least dice sum whose damage is positive: sum x mult > -to_dam.
    let least = if to_dam >= 0 { n } else { n.max((-to_dam).div_euclid(mult) + 1) };
    u128::try_from(n * s - least + 1).unwrap_or(0).max(1)
}

/// The exact expected damage of one round (blows x one blow's mean without hit
/// points; the stopped sum otherwise).
///
/// # Errors
///
/// As [`blow_damage_pmf`].
pub fn expected_round_damage(m: &Melee, monster: &Monster) -> Result<BigRational, AngbandError> {
    match monster.hp {
        None => Ok(expected_blow_damage(m, monster)? * BigRational::from_integer(m.blows.blows.into())),
        Some(_) => Ok(round_damage_pmf(m, monster)?.mean()),
    }
}

/// The exact probability that a round kills a monster with known hit points
/// (0 when they are not given).
///
/// # Errors
///
/// As [`round_damage_pmf`].
pub fn kill_chance(m: &Melee, monster: &Monster) -> Result<BigRational, AngbandError> {
    let Some(hp) = monster.hp else { return Ok(BigRational::from_integer(0.into())) };
    Ok(round_damage_pmf(m, monster)?.probability_where(|d| kills(hp, *d)))
}

/// The exact damage distribution of one [`missile()`](super::missile()) at `distance`.
///
/// Staged as the hit test, then [`missile_strike`] on a hit: `missile()` rolls the
/// dice first (the game's order), but they do not depend on the hit test, so the
/// distribution is the same and a miss needs no dice (tested against
/// `missile()` itself).
///
/// # Errors
///
/// As [`blow_damage_pmf`]; invalid missiles as [`missile()`](super::missile()).
pub fn missile_damage_pmf(m: &Missile, monster: &Monster, distance: u16) -> Result<Pmf<i64>, AngbandError> {
    missile_damage_pmf_with(Budget::default(), m, monster, distance)
}

/// [`missile_damage_pmf`] under an explicit [`Budget`] (its leaves bound the
/// paths of draws explored).
///
/// # Errors
///
/// As [`missile_damage_pmf`].
pub fn missile_damage_pmf_with(
    budget: Budget,
    m: &Missile,
    monster: &Monster,
    distance: u16,
) -> Result<Pmf<i64>, AngbandError> {
    m.validate()?;
    let skill = m.skill_at(distance);
    exact_with(budget, |r| Ok::<_, AngbandError>(hit_test(r, skill, monster.ac, monster.visible)?.hit()))?
        .and_then_with(budget, |&hit, r| Ok(if hit { missile_strike(r, m, monster)?.damage } else { 0 }))
}
