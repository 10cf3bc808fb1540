//! Exact odds of POWDER's attack (seed 001), by running the procedure's own steps
//! through roguerules-dice's exact engine, in stages whose states merge (no
//! second, closed-form copy of the rule).
//!
//! The stages are the steps [`attack`](super::attack) takes, each the same
//! function it calls: the hitroll, the modifier's rolls
//! ([`bonus_roll`]), the AC roll ([`roll_part`], the worn
//! [`skill_roll`], [`roll_shield`], [`roll_natural`], [`combine`]), then
//! [`resolve`] (hit test, critical threat, avoidance), the damage reduction
//! ([`roll_reduction`]) and each damage type ([`roll_type`]). The hitroll, the
//! modifier and the AC roll are independent draws, so their distributions are
//! combined directly; the later stages run once per distinct state.
//! [`hit_chance_enumerated`] runs [`to_hit`] whole through the enumerator (every
//! path of draws), for the tests.

use super::ac_roll::{combine, piece_ac, roll_natural, roll_part, roll_shield, skill_roll, struck_part};
use super::attack_roll::{bonus_parts, bonus_roll, forced_hit, forced_miss};
use super::damage::{roll_reduction, roll_type};
use super::input::AttackInput;
use super::{HitResult, PowderError, Swing, resolve, to_hit};
use roguerules_dice::{Budget, Pmf, Prob, RollerExt, exact_with};

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

/// How the to-hit part of an attack ends, with what its damage needs: the state
/// between the to-hit stages and the damage stages of the exact odds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Landing {
    /// How it ended.
    pub result: HitResult,
    /// The damage multiplier (1, 2 for a charge, +1 when the threat raised it).
    pub multiplier: u32,
    /// The AC roll, when the hit landed (the damage reduction needs it); else 0.
    pub ac: i64,
}

/// The exact distribution of the AC roll (seed 001, "The AC Roll"; W3, W4): the
/// body part, the worn roll, the shield and the natural roll as stages.
///
/// # Errors
///
/// [`PowderError::OutOfRange`] / [`PowderError::NoSlot`] for invalid input;
/// [`PowderError::Budget`] when a stage has more paths than `budget` (armour
/// ACs in the hundreds: every pair of rerolled faces is a path).
pub fn ac_pmf(input: &AttackInput, budget: Budget) -> Result<Pmf<i64>, PowderError> {
    input.validate()?;
    let d = &input.defender;
    let worn = exact_with(budget, |r| {
        Ok::<_, PowderError>(piece_ac(input, d.armour(struck_part(input, roll_part(r, input)?))))
    })?
    .and_then_with(budget, |&(ac, skill), r| Ok::<_, PowderError>(skill_roll(r, "worn AC roll", ac, skill)?.1))?;
    // The shield's roll and the natural roll do not depend on the worn roll:
    // their distributions are combined with it directly, pair by pair (issue
    // 24: run once per worn value, armour ACs of 1000 took 1e9 paths).
    let shield = exact_with(budget, |r| Ok::<_, PowderError>(roll_shield(r, input)?.map_or(0, |s| s.roll)))?;
    let natural = exact_with(budget, |r| roll_natural(r, input))?;
    let worn_total = combine_within(&worn, &shield, budget, |w, s| w.saturating_add(*s))?;
    combine_within(&worn_total, &natural, budget, |w, n| combine(*w, *n).1)
}

/// `a.combine(b, f)` when its pairs fit the budget (each pair is a unit of
/// work, as a path is).
fn combine_within(
    a: &Pmf<i64>,
    b: &Pmf<i64>,
    budget: Budget,
    f: impl FnMut(&i64, &i64) -> i64,
) -> Result<Pmf<i64>, PowderError> {
    if (a.len() as u64).saturating_mul(b.len() as u64) > budget.leaves {
        return Err(PowderError::Budget(budget.leaves_exceeded()));
    }
    Ok(a.combine(b, f))
}

/// The exact distribution of the modifier (seed 001; RULINGS W2): the bonus rolls
/// of [`roll_modifier`](super::attack_roll::roll_modifier) as stages, one per roll, keeping the highest so far.
///
/// # Errors
///
/// As [`ac_pmf`].
pub fn modifier_pmf(input: &AttackInput, budget: Budget) -> Result<Pmf<i64>, PowderError> {
    input.validate()?;
    let (_, _, _, skill, max, adjustments) = bonus_parts(input);
    let mut best = Pmf::certain(0i64);
    if max >= 1 {
        for _ in 0..=skill {
            best = best.and_then_with(budget, |&b, r| Ok::<_, PowderError>(b.max(bonus_roll(r, max)?)))?;
        }
    }
    Ok(best.map(|b| adjustments.iter().fold(*b, |t, a| t.saturating_add(*a))))
}

/// The exact distribution of how the to-hit part ends ([`to_hit`]), with the
/// multiplier and AC roll the damage needs.
///
/// # Errors
///
/// As [`ac_pmf`].
pub fn landing_pmf(input: &AttackInput, budget: Budget) -> Result<Pmf<Landing>, PowderError> {
    let start = if input.charge { 2 } else { 1 };
    let hit_rolls = exact_with(budget, |r| Ok::<_, PowderError>(r.die("hit roll", 20)?))?;
    let modifier = modifier_pmf(input, budget)?;
    let ac = ac_pmf(input, budget)?;
    // The hitroll, the modifier and the AC roll are independent draws (a forced
    // miss draws neither of the others, which changes no probability); each
    // triple is a unit of work against the budget.
    let triples = (hit_rolls.len() as u64).saturating_mul(modifier.len() as u64).saturating_mul(ac.len() as u64);
    if triples > budget.leaves {
        return Err(PowderError::Budget(budget.leaves_exceeded()));
    }
    let swings = hit_rolls
        .combine(&modifier, |&h, &m| {
            forced_miss(input, h).is_none().then(|| (forced_hit(input, h), h + m - 10, (h == 20).then_some(m)))
        })
        .combine(&ac, |s, &ac| {
            s.map(|(forced_hit, attack, threat_modifier)| Swing { forced_hit, attack, threat_modifier, ac })
        });
    // A landed hit carries its AC roll to the damage; the rest only needs the
    // swing's canonical form.
    let swings = swings.map(|s| s.map(|s| (s.canonical(), s.ac)));
    swings.and_then_with(budget, |swing, r| {
        let Some((s, ac)) = swing else {
            return Ok(Landing { result: HitResult::ForcedMiss, multiplier: start, ac: 0 });
        };
        let resolved = resolve(r, input, s)?;
        let critical = resolved.threat.as_ref().is_some_and(|t| t.raised);
        let result = HitResult::of(false, resolved.hit, resolved.avoided_by.is_some(), critical);
        let landed = matches!(result, HitResult::Hit { .. });
        Ok(Landing { result, multiplier: start + u32::from(critical), ac: if landed { *ac } else { 0 } })
    })
}

/// The exact odds of the to-hit part of an attack (seed 001), from [`landing_pmf`]
/// with the default [`Budget`].
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
    hit_chance_with(input, Budget::default())
}

/// [`hit_chance`] under an explicit [`Budget`].
///
/// # Errors
///
/// As [`ac_pmf`].
pub fn hit_chance_with(input: &AttackInput, budget: Budget) -> Result<HitChance, PowderError> {
    let landing = landing_pmf(input, budget)?;
    Ok(HitChance::of(|f| landing.probability_where(|l| f(&l.result))))
}

impl HitChance {
    /// The odds from the probability of each kind of result.
    fn of(p: impl Fn(fn(&HitResult) -> bool) -> Prob) -> HitChance {
        HitChance {
            forced_miss: p(|r| *r == HitResult::ForcedMiss),
            miss: p(|r| *r == HitResult::Miss),
            avoided: p(|r| *r == HitResult::Avoided),
            hit: p(|r| matches!(r, HitResult::Hit { .. })),
            critical: p(|r| *r == HitResult::Hit { critical: true }),
        }
    }
}

/// The same odds as [`hit_chance`], by enumerating [`to_hit`] whole in one stage
/// (every path of draws; practical for small bonuses and ACs only).
///
/// # Errors
///
/// [`PowderError::Budget`] over budget; [`PowderError::OutOfRange`] /
/// [`PowderError::NoSlot`] for invalid input.
pub fn hit_chance_enumerated(input: &AttackInput, budget: Budget) -> Result<HitChance, PowderError> {
    let pmf = exact_with(budget, |r| to_hit(r, input).map(|o| o.result()))?;
    Ok(HitChance::of(|f| pmf.probability_where(f)))
}

/// The exact distribution of an attack's total damage (0 when it does not land):
/// [`landing_pmf`], then the damage reduction ([`roll_reduction`]) and each damage
/// type in order ([`roll_type`]) as stages, each run once per distinct state
/// (`budget` bounds the paths of each stage).
///
/// # Errors
///
/// [`PowderError::Budget`] over budget; invalid input as [`ac_pmf`];
/// [`PowderError::Dice`] when multiplied dice pass the dice crate's bounds.
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
    let landed =
        landing_pmf(input, budget)?.map(|l| matches!(l.result, HitResult::Hit { .. }).then_some((l.ac, l.multiplier)));
    // The state of a landed hit: (damage reduction, multiplier, damage so far).
    let mut hit = landed.and_then_with(budget, |l, r| match *l {
        None => Ok::<_, PowderError>(None),
        Some((ac, m)) => Ok(Some((roll_reduction(r, ac)?.after, m, 0i64))),
    })?;
    for dd in &input.weapon.damage {
        hit = hit.and_then_with(budget, |s, r| match *s {
            None => Ok::<_, PowderError>(None),
            Some((after, m, total)) => {
                Ok(Some((after, m, total.saturating_add(roll_type(r, input, dd, m, after)?.damage))))
            }
        })?;
    }
    Ok(hit.map(|s| s.map_or(0, |(_, _, total)| total)))
}
