//! Exact odds of the to-hit procedure (seed 001), beside the rolls (DESIGN.md: "Where
//! a seed gives odds as a formula, also expose the exact odds as a function beside
//! the roll").
//!
//! [`hit_chance`] composes exact distributions (the modifier as the highest of
//! `1 + skill` uniform rolls, the AC roll as a mixture over body parts of the
//! combined worn, shield and natural rolls) and is fast for any valid input.
//! [`hit_chance_enumerated`] runs [`to_hit`] itself through the dice
//! crate's enumerator under a budget; the tests check that both agree.

use super::ac_roll::{combine, parry_chance, piece_ac, struck_part};
use super::attack_roll::{bonus_parts, forced_hit, forced_miss};
use super::avoidance::applicable;
use super::input::{AttackInput, BodyPart};
use super::threat::raises;
use super::{HitResult, PowderError, to_hit};
use num_traits::{One, Zero};
use roguerules_dice::{BigInt, BigRational, BigUint, Budget, BudgetExceeded, Pmf, Prob, exact_with};

/// Exact probabilities of how the to-hit part of an attack ends (seed 001).
/// `forced_miss + miss + avoided + hit = 1`; `critical` is the part of `hit` whose
/// critical threat raised the multiplier. With `serde`, each serializes as an exact
/// `"num/den"` string.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct HitChance {
    /// "Completely miss!" (W1).
    #[cfg_attr(feature = "serde", serde(serialize_with = "fraction"))]
    pub forced_miss: Prob,
    /// The attack roll fell below the AC roll.
    #[cfg_attr(feature = "serde", serde(serialize_with = "fraction"))]
    pub miss: Prob,
    /// Hit, then avoided by a defensive skill.
    #[cfg_attr(feature = "serde", serde(serialize_with = "fraction"))]
    pub avoided: Prob,
    /// The hit landed (forced or not, with or without a raised multiplier).
    #[cfg_attr(feature = "serde", serde(serialize_with = "fraction"))]
    pub hit: Prob,
    /// The hit landed and the critical threat raised the multiplier.
    #[cfg_attr(feature = "serde", serde(serialize_with = "fraction"))]
    pub critical: Prob,
}

#[cfg(feature = "serde")]
fn fraction<S: serde::Serializer>(p: &Prob, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&roguerules_dice::fraction_string(p))
}

fn too_large(_: impl std::fmt::Display) -> PowderError {
    PowderError::Budget(BudgetExceeded::outcomes(MAX_PAIRS as u64))
}

fn ratio(num: u64, den: u64) -> Prob {
    BigRational::new(BigInt::from(num), BigInt::from(den))
}

/// Most outcome pairs one product of distributions may visit.
const MAX_PAIRS: usize = 4_000_000;

fn product<A: Ord, B: Ord, C: Ord>(a: &Pmf<A>, b: &Pmf<B>, f: impl Fn(&A, &B) -> C) -> Result<Pmf<C>, PowderError> {
    if a.len().saturating_mul(b.len()) > MAX_PAIRS {
        return Err(too_large(format!("more than {MAX_PAIRS} combinations of rolls")));
    }
    let f = &f;
    let pairs = a.weights().flat_map(|(x, wx)| b.weights().map(move |(y, wy)| (f(x, y), &wx * wy)));
    Pmf::from_weights::<BigUint>(pairs).map_err(too_large)
}

/// The largest AC [`skill_roll_pmf`] takes: as many faces as a die of the dice
/// crate may have ([`roguerules_dice::MAX_SIDES`]).
pub const MAX_SKILL_ROLL_AC: i64 = roguerules_dice::MAX_SIDES as i64;

/// The distribution of one "roll from 1 to `ac`" with armour-skill rerolls (RULINGS
/// W3): the lower of two for skill 0, one roll for 1, the higher of two for 2 or
/// more; 0 for an AC of 0 or less.
///
/// # Errors
///
/// [`PowderError::Budget`] for an AC above [`MAX_SKILL_ROLL_AC`] (one outcome per
/// face would not fit in memory); never for an AC of a valid input, which is at
/// most [`Limits::VALUE`](super::Limits::VALUE) + [`Limits::SKILL`](super::Limits::SKILL).
pub fn skill_roll_pmf(ac: i64, skill: u32) -> Result<Pmf<i64>, PowderError> {
    if ac < 1 {
        return Ok(Pmf::certain(0));
    }
    if ac > MAX_SKILL_ROLL_AC {
        return Err(too_large(format!("a roll from 1 to {ac} (at most {MAX_SKILL_ROLL_AC} faces)")));
    }
    let u = Pmf::uniform(1..=ac).map_err(too_large)?;
    Ok(match skill {
        0 => u.min_of(2),
        1 => u,
        _ => u.max_of(2),
    })
}

/// The exact distribution of the modifier (seed 001; RULINGS W2).
///
/// # Errors
///
/// [`PowderError::OutOfRange`] for invalid input.
pub fn modifier_pmf(input: &AttackInput) -> Result<Pmf<i64>, PowderError> {
    input.validate()?;
    let (_, _, _, skill, max, adjustments) = bonus_parts(input);
    let shift: i64 = adjustments.iter().sum();
    if max < 1 {
        return Ok(Pmf::certain(shift));
    }
    let best = Pmf::uniform(1..=max).map_err(too_large)?.max_of(skill + 1);
    Ok(best.map(|v| v + shift))
}

/// The exact distribution of the AC roll (seed 001, "The AC Roll"; W3, W4).
///
/// # Errors
///
/// [`PowderError::OutOfRange`] / [`PowderError::NoSlot`] for invalid input;
/// [`PowderError::Budget`] when the rolls have too many combinations.
pub fn ac_pmf(input: &AttackInput) -> Result<Pmf<i64>, PowderError> {
    input.validate()?;
    let d = &input.defender;
    let natural = skill_roll_pmf(d.natural_ac, 1)?;
    let weights = input.relative_size.weights();
    let mut parts = Vec::with_capacity(4);
    for (i, part) in BodyPart::ALL.into_iter().enumerate() {
        let (ac, skill) = piece_ac(input, d.armour(struck_part(input, part)));
        let worn = skill_roll_pmf(ac, skill)?;
        let worn_total = match d.shield {
            None => worn,
            Some(s) => {
                let skill = d.skill_for(s);
                let p = parry_chance(skill) as u64;
                let shield = skill_roll_pmf(s.ac + i64::from(skill), skill)?;
                let parried = worn.convolve(&shield);
                Pmf::mixture([(p, &parried), (100 - p, &worn)]).map_err(too_large)?
            }
        };
        parts.push((weights[i], product(&worn_total, &natural, |&w, &n| combine(w, n).1)?));
    }
    Pmf::mixture(parts.iter().map(|(w, p)| (*w, p))).map_err(too_large)
}

/// The exact odds of the to-hit part of an attack (seed 001), by composing exact
/// distributions: the hitroll's 20 faces, the forced miss (W1) and hit, `P(modifier -
/// AC roll >= 10 - hitroll)`, the critical threat's fresh d20 against the same
/// modifier and AC roll, and the avoidance checks.
///
/// # Errors
///
/// As [`ac_pmf`].
///
/// # Example
///
/// ```
/// use roguerules_melee::powder::{hit_chance, AttackInput, Attacker, Defender};
///
/// // A level-6 monster (skill 2) against a defender with natural AC 8.
/// let input = AttackInput {
///     attacker: Attacker { physical_level: 6, ..Attacker::default() },
///     defender: Defender { natural_ac: 8, ..Defender::default() },
///     ..AttackInput::default()
/// };
/// let odds = hit_chance(&input)?;
/// assert_eq!(odds.forced_miss.to_string(), "1/20");
/// assert!(odds.hit > odds.critical);
/// # Ok::<(), roguerules_melee::powder::PowderError>(())
/// ```
pub fn hit_chance(input: &AttackInput) -> Result<HitChance, PowderError> {
    let modifier = modifier_pmf(input)?;
    let ac = ac_pmf(input)?;
    // D = modifier - AC roll: a non-forced attack hits iff hitroll + D - 10 >= 0.
    let diff = product(&modifier, &ac, |m, a| m - a)?;
    let mut forced_miss = 0u64;
    let mut forced = 0u64;
    let mut open = Prob::zero();
    let mut critical = Prob::zero();
    for h in 1..=20i64 {
        if forced_miss_at(input, h) {
            forced_miss += 1;
            continue;
        }
        if h == 20 {
            // The threat's fresh d20 against the same modifier and AC roll.
            let threat = diff.iter().fold(Prob::zero(), |acc, (d, p)| {
                let faces = (1..=20).filter(|&t| raises(t, *d, 0)).count() as u64;
                acc + p * ratio(faces, 20)
            });
            critical = threat * ratio(1, 20);
        }
        if forced_hit(input, h).is_some() {
            forced += 1;
        } else {
            open += diff.probability_where(|d| h + d - 10 >= 0);
        }
    }
    let open = open * ratio(1, 20);
    let kept = applicable(input).iter().fold(Prob::one(), |acc, a| acc * ratio(100 - a.percent() as u64, 100));
    let avoided = &open * (Prob::one() - &kept);
    let hit = ratio(forced, 20) + &open * kept;
    let forced_miss = ratio(forced_miss, 20);
    let miss = Prob::one() - &forced_miss - &hit - &avoided;
    Ok(HitChance { forced_miss, miss, avoided, hit, critical })
}

fn forced_miss_at(input: &AttackInput, h: i64) -> bool {
    forced_miss(input, h).is_some()
}

/// The same odds as [`hit_chance`], by enumerating [`to_hit`] itself with the dice
/// crate's exact enumerator under `budget` (every path of draws; practical for small
/// bonuses and ACs only).
///
/// # Errors
///
/// [`PowderError::Budget`] over budget; [`PowderError::OutOfRange`] /
/// [`PowderError::NoSlot`] for invalid input.
pub fn hit_chance_enumerated(input: &AttackInput, budget: Budget) -> Result<HitChance, PowderError> {
    let pmf = exact_with(budget, |r| to_hit(r, input).map(|o| o.result()))?;
    let p = |f: fn(&HitResult) -> bool| pmf.probability_where(f);
    Ok(HitChance {
        forced_miss: p(|r| *r == HitResult::ForcedMiss),
        miss: p(|r| *r == HitResult::Miss),
        avoided: p(|r| *r == HitResult::Avoided),
        hit: p(|r| matches!(r, HitResult::Hit { .. })),
        critical: p(|r| *r == HitResult::Hit { critical: true }),
    })
}

/// The exact distribution of an attack's total damage (0 when it does not land), by
/// enumerating [`attack`](super::attack) itself under `budget`. Every path of draws
/// is a leaf, so this suits small bonuses, ACs and dice only; larger inputs give
/// [`PowderError::Budget`] quickly instead of running for long.
///
/// # Errors
///
/// [`PowderError::Budget`] over budget; [`PowderError::OutOfRange`] /
/// [`PowderError::NoSlot`] for invalid input.
///
/// # Example
///
/// ```
/// use roguerules_dice::Budget;
/// use roguerules_melee::powder::{damage_distribution, AttackInput, DamageDice, DamageType, Defender, Weapon};
///
/// // A level-0 monster (skill 2, maximum bonus 2) with a 1d2 club; natural AC 1.
/// let input = AttackInput {
///     weapon: Weapon { damage: vec![DamageDice::new(DamageType::Physical, "1d2".parse()?)], ..Weapon::default() },
///     defender: Defender { natural_ac: 1, ..Defender::default() },
///     ..AttackInput::default()
/// };
/// let pmf = damage_distribution(&input, Budget::default())?;
/// assert_eq!(*pmf.max(), 4); // a critical threat doubles the dice: 2d2
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn damage_distribution(input: &AttackInput, budget: Budget) -> Result<Pmf<i64>, PowderError> {
    exact_with(budget, |r| super::attack(r, input).map(|o| o.damage.as_ref().map_or(0, |d| d.total)))
}
