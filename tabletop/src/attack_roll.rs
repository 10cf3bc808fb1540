//! Rolling an attack (seed 002, section D) and its extra damage (section H), with
//! the exact odds in closed form beside the roll (the open-ended d100 is
//! unbounded, so it cannot be enumerated; RULINGS B9, B10).

use crate::error::{TabletopError, check_range};
use roguerules_dice::{BigInt, BigRational, Budget, BudgetExceeded, Pmf, Prob, Roller, RollerExt};
use std::collections::BTreeMap;

/// Section D's nominal miss chance.
pub const NOMINAL_MISS_CHANCE: i64 = 10;

/// The most d100s one open-ended roll may make before [`roll_attack`] gives up with
/// [`TabletopError::RunawayRoll`] (a fair d100 gets there with probability 20^-9999).
pub const MAX_OPEN_ENDED_ROLLS: u32 = 10_000;

/// The accepted attack values (situational modifiers included), `-10000..=10000`.
pub const ATTACK_VALUE_RANGE: (i64, i64) = (-10_000, 10_000);

/// What is rolled against: the attack value and the miss chance (section D).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct AttackRollInput {
    /// The attack value, situational modifiers included (RULINGS B5), -10000..=10000.
    pub attack_value: i64,
    /// The miss chance (nominally 10); `<= 0` means no automatic miss, -1000..=1000.
    /// JSON: the nominal 10 when left out.
    #[cfg_attr(feature = "serde", serde(default = "nominal_miss_chance"))]
    pub miss_chance: i64,
}

/// [`NOMINAL_MISS_CHANCE`], for serde's default.
#[cfg(feature = "serde")]
const fn nominal_miss_chance() -> i64 {
    NOMINAL_MISS_CHANCE
}

impl AttackRollInput {
    /// An input with the nominal miss chance of 10.
    pub const fn new(attack_value: i64) -> Self {
        AttackRollInput { attack_value, miss_chance: NOMINAL_MISS_CHANCE }
    }

    /// Checks the domains.
    ///
    /// # Errors
    ///
    /// [`TabletopError::OutOfRange`] naming `attack_value` or `miss_chance`.
    pub fn validate(&self) -> Result<(), TabletopError> {
        check_range("attack_value", self.attack_value, ATTACK_VALUE_RANGE.0, ATTACK_VALUE_RANGE.1)?;
        check_range("miss_chance", self.miss_chance, -1000, 1000)?;
        Ok(())
    }
}

/// Section H's extra damage from an overhit: `dice` d4 plus `bonus` (RULINGS B10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Overhit {
    /// Open-ended total minus attack value.
    pub overhit: i64,
    /// `overhit div 15` (0 below 5).
    pub dice: u32,
    /// 1 for a remainder 5..=9, 2 for 10..=14, else 0 (0 below 5).
    pub bonus: i64,
}

impl Overhit {
    /// Splits an overhit as section H does (RULINGS B10): below 5 nothing; else
    /// `q = O div 15`, `r = O mod 15`, extra = q d4 + (1 if 5 <= r <= 9, 2 if 10 <= r <= 14).
    ///
    /// # Example
    ///
    /// ```
    /// use roguerules_tabletop::attack_roll::Overhit;
    /// assert_eq!((Overhit::new(4).dice, Overhit::new(4).bonus), (0, 0));
    /// assert_eq!((Overhit::new(5).dice, Overhit::new(5).bonus), (0, 1));
    /// assert_eq!((Overhit::new(14).dice, Overhit::new(14).bonus), (0, 2));
    /// assert_eq!((Overhit::new(15).dice, Overhit::new(15).bonus), (1, 0));
    /// ```
    pub fn new(overhit: i64) -> Overhit {
        if overhit < 5 {
            return Overhit { overhit, dice: 0, bonus: 0 };
        }
        let r = overhit % 15;
        let bonus = match r {
            5..=9 => 1,
            10..=14 => 2,
            _ => 0,
        };
        Overhit { overhit, dice: u32::try_from(overhit / 15).unwrap_or(u32::MAX), bonus }
    }
}

/// The outcome of rolling an attack (sections D and H).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AttackRoll {
    /// Every d100 rolled, the first being the attack roll.
    pub rolls: Vec<i64>,
    /// Their sum (the open-ended total).
    pub total: i64,
    /// The attack roll was at or below the miss chance: failed, nothing more drawn.
    pub missed_by_chance: bool,
    /// The attack succeeded.
    pub success: bool,
    /// It succeeded only by the "> 90" rule (total below the attack value).
    pub by_over_90: bool,
    /// Failed with an attack roll of 10 or less: a fumble may have occurred (the
    /// fumble procedure is not in the source; RULINGS B9).
    pub fumble_possible: bool,
    /// On a success, the overhit and its dice.
    pub overhit: Option<Overhit>,
    /// The sum of the overhit d4s (0 when none).
    pub extra_roll: i64,
    /// Extra damage: d4 sum + bonus (0 on a failure).
    pub extra_damage: i64,
}

/// An [`AttackRoll`] from [`roll_attack_limited`], which may stop the open-ended
/// roll early.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LimitedRoll {
    /// The roll, as far as it went.
    pub roll: AttackRoll,
    /// The last allowed d100 was 96 or more, so the open-ended roll was cut short.
    pub cut_off: bool,
}

/// Rolls an attack (section D) and its extra damage (section H).
///
/// Draws, in order (RULINGS G3, B9, B10): `attack roll` (1d100); when it is above
/// the miss chance and 96 or more, `open-ended roll` d100s while the latest is 96
/// or more; on a success with at least one overhit die, `overhit damage` (q d4).
///
/// # Errors
///
/// [`TabletopError::OutOfRange`] for an invalid input, [`TabletopError::Roll`] from
/// the roller, [`TabletopError::RunawayRoll`] after [`MAX_OPEN_ENDED_ROLLS`] d100s.
///
/// # Example
///
/// ```
/// use roguerules_dice::Scripted;
/// use roguerules_tabletop::attack_roll::{AttackRollInput, roll_attack};
///
/// // AV 40: 97 rerolls, 12 is added; overhit 109 - 40 = 69 = 4 x 15 + 9: 4d4 + 1.
/// let mut script = Scripted::new([97, 12, 10]);
/// let roll = roll_attack(&mut script, &AttackRollInput::new(40))?;
/// assert!(roll.success);
/// assert_eq!(roll.total, 109);
/// assert_eq!(roll.extra_damage, 11);
/// script.finish()?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn roll_attack<R: Roller + ?Sized>(r: &mut R, input: &AttackRollInput) -> Result<AttackRoll, TabletopError> {
    let mut rolls = Vec::with_capacity(1); // as many as most rolls make
    let mut roll = roll_attack_into(r, input, |d100| rolls.push(d100))?;
    roll.rolls = rolls;
    Ok(roll)
}

/// [`roll_attack`], giving each d100 to `rolls` as it is rolled instead of
/// listing them (what [`roll_attack`] does with a `Vec`; a caller with storage
/// of its own, the C API's fixed array, builds no list): the [`AttackRoll`]
/// returned has an empty [`rolls`](AttackRoll::rolls), and is otherwise
/// [`roll_attack`]'s (the same draws). Nothing is given when the input is
/// refused (checked before the first draw).
///
/// # Errors
///
/// As [`roll_attack`].
#[inline]
pub fn roll_attack_into<R: Roller + ?Sized>(
    r: &mut R,
    input: &AttackRollInput,
    mut rolls: impl FnMut(i64),
) -> Result<AttackRoll, TabletopError> {
    Ok(roll_with_limit(r, input, MAX_OPEN_ENDED_ROLLS, true, &mut rolls)?.roll)
}

/// [`roll_attack`] with at most `max_rolls` d100s (at least 1): when the last
/// allowed d100 is 96 or more, the roll stops there, flagged `cut_off`, and is
/// scored on the total so far. This is the rule the exact enumerator can handle
/// (`exact_with` and [`extra_damage_limited`] agree on it exactly); for play use
/// [`roll_attack`].
///
/// # Errors
///
/// As [`roll_attack`], without the runaway error.
pub fn roll_attack_limited<R: Roller + ?Sized>(
    r: &mut R,
    input: &AttackRollInput,
    max_rolls: u32,
) -> Result<LimitedRoll, TabletopError> {
    let mut rolls = Vec::with_capacity(1); // as many as most rolls make
    let mut limited = roll_with_limit(r, input, max_rolls, false, &mut |d100| rolls.push(d100))?;
    limited.roll.rolls = rolls;
    Ok(limited)
}

/// The roll, its d100s given to `rolls` (the roll returned lists none);
/// `runaway_is_error` turns a cut-off into [`TabletopError::RunawayRoll`]
/// before anything else is drawn.
#[inline(always)]
fn roll_with_limit<R: Roller + ?Sized>(
    r: &mut R,
    input: &AttackRollInput,
    max_rolls: u32,
    runaway_is_error: bool,
    rolls: &mut impl FnMut(i64),
) -> Result<LimitedRoll, TabletopError> {
    input.validate()?;
    let max_rolls = max_rolls.max(1);
    let first = r.die("attack roll", 100)?;
    rolls(first);
    let mut rolled: u32 = 1;
    if first <= input.miss_chance {
        let roll = AttackRoll {
            rolls: Vec::new(),
            total: first,
            missed_by_chance: true,
            success: false,
            by_over_90: false,
            fumble_possible: first <= 10,
            overhit: None,
            extra_roll: 0,
            extra_damage: 0,
        };
        return Ok(LimitedRoll { roll, cut_off: false });
    }
    let mut total = first;
    let mut last = first;
    let mut cut_off = false;
    while last >= 96 {
        if rolled >= max_rolls {
            if runaway_is_error {
                return Err(TabletopError::RunawayRoll { rolls: max_rolls });
            }
            cut_off = true;
            break;
        }
        last = r.die("open-ended roll", 100)?;
        rolls(last);
        rolled += 1;
        total += last;
    }
    let success = total >= input.attack_value || first > 90;
    let by_over_90 = success && total < input.attack_value;
    let (overhit, extra_roll) = if success {
        let o = Overhit::new(total - input.attack_value);
        let roll = if o.dice >= 1 { r.dice("overhit damage", o.dice, 4)? } else { 0 };
        (Some(o), roll)
    } else {
        (None, 0)
    };
    let extra_damage = overhit.map_or(0, |o| extra_roll + o.bonus);
    let roll = AttackRoll {
        rolls: Vec::new(),
        total,
        missed_by_chance: false,
        success,
        by_over_90,
        fumble_possible: !success && first <= 10,
        overhit,
        extra_roll,
        extra_damage,
    };
    Ok(LimitedRoll { roll, cut_off })
}

fn ratio(num: i64, den: i64) -> Prob {
    BigRational::new(BigInt::from(num), BigInt::from(den))
}

/// The exact probability that an attack succeeds (RULINGS B9):
/// `#{r in 1..=100 : r > M and (r >= AV or r > 90)} / 100`. Finite and exact: rolls
/// of 96+ only raise a total that already succeeds by the "> 90" rule.
///
/// # Errors
///
/// [`TabletopError::OutOfRange`] for an invalid input.
///
/// # Example
///
/// ```
/// use roguerules_tabletop::attack_roll::{AttackRollInput, success_probability};
/// assert_eq!(success_probability(&AttackRollInput::new(50))?.to_string(), "51/100");
/// // Above 90 only the "> 90" rule hits.
/// assert_eq!(success_probability(&AttackRollInput::new(150))?.to_string(), "1/10");
/// // The miss chance takes precedence (RULINGS B9).
/// assert_eq!(success_probability(&AttackRollInput { attack_value: 150, miss_chance: 95 })?.to_string(), "1/20");
/// # Ok::<(), roguerules_tabletop::TabletopError>(())
/// ```
pub fn success_probability(input: &AttackRollInput) -> Result<Prob, TabletopError> {
    input.validate()?;
    Ok(ratio(success_count(input), 100))
}

/// Whether a first roll `r` succeeds (for `r >= 96` the total only grows).
fn succeeds_on_first(input: &AttackRollInput, r: i64) -> bool {
    r > input.miss_chance && (r >= input.attack_value || r > 90)
}

/// Integer weights of the open-ended total limited to `k` d100s (a last roll of 96+
/// ends it): `P(T = t) = w[t] / 100^k` for `t` in `0..=tmax`, from
/// `w_1(t) = [1 <= t <= 100]`, `w_j(t) = [1 <= t <= 95] 100^(j-1) + sum over a in
/// 96..=100 of w_(j-1)(t - a)`. For `t < 96k` this is also the unlimited roll's
/// probability (a path of `j` rolls totals at least `96(j - 1) + 1`).
fn open_ended(tmax: i64, k: u32) -> Vec<BigInt> {
    let n = usize::try_from(tmax.max(0)).unwrap_or(0) + 1;
    let mut w: Vec<BigInt> = (0..n).map(|t| BigInt::from(u8::from((1..=100).contains(&t)))).collect();
    let mut unit = BigInt::from(1);
    for _ in 1..k.max(1) {
        unit *= 100;
        let next: Vec<BigInt> = (0..n)
            .map(|t| {
                let mut v = if (1..=95).contains(&t) { unit.clone() } else { BigInt::from(0) };
                for a in 96..=100 {
                    if t > a {
                        v += &w[t - a];
                    }
                }
                v
            })
            .collect();
        w = next;
    }
    w
}

/// The unlimited roll's weights for `t` in `0..=tmax` over `100^k`, `k =
/// rolls_for(tmax)`, in one pass: `w(t) = [1 <= t <= 95] 100^(k-1) + sum of
/// w(t - a) / 100` (exact: `P(t - a)` needs at most `k - 1` rolls).
fn open_ended_unlimited(tmax: i64) -> Vec<BigInt> {
    let n = usize::try_from(tmax.max(0)).unwrap_or(0) + 1;
    let k = rolls_for(tmax);
    let unit = num_traits::pow(BigInt::from(100), k as usize - 1);
    let mut w: Vec<BigInt> = Vec::with_capacity(n);
    for t in 0..n {
        let mut carried = BigInt::from(0);
        for a in 96..=100 {
            if t > a {
                carried += &w[t - a];
            }
        }
        let mut v = carried / 100;
        if (1..=95).contains(&t) {
            v += &unit;
        }
        w.push(v);
    }
    w
}

/// The number of d100s after which the unlimited roll's totals up to `tmax` are all
/// exact in [`open_ended`].
fn rolls_for(tmax: i64) -> u32 {
    u32::try_from(tmax.max(0) / 96 + 1).unwrap_or(u32::MAX)
}

/// The exact probability that an open-ended d100 (section D, no miss chance) totals
/// exactly `t`. Finite: a total `t` needs at most `t / 96 + 1` rolls. 0 outside
/// `0..=10000`.
///
/// # Example
///
/// ```
/// use roguerules_tabletop::attack_roll::open_ended_probability;
/// assert_eq!(open_ended_probability(50).to_string(), "1/100");
/// assert_eq!(open_ended_probability(96).to_string(), "0");
/// assert_eq!(open_ended_probability(97).to_string(), "1/10000");
/// ```
pub fn open_ended_probability(t: i64) -> Prob {
    if !(0..=10_000).contains(&t) {
        return ratio(0, 1);
    }
    let k = rolls_for(t);
    let w = open_ended_unlimited(t);
    let weight = w.last().cloned().unwrap_or_default();
    BigRational::new(weight, num_traits::pow(BigInt::from(100), k as usize))
}

/// `P(success and total = t) = j[t] / 100^s` for `t` in `0..=tmax`, returned as
/// `(j, s)`. `max_rolls`: `None` for the unlimited roll (exact up to `tmax`).
fn success_totals(input: &AttackRollInput, tmax: i64, max_rolls: Option<u32>) -> (Vec<BigInt>, u32) {
    let n = usize::try_from(tmax.max(0)).unwrap_or(0) + 1;
    // Rolls allowed after a first roll of 96+.
    let rest_rolls = match max_rolls {
        Some(k) => k.max(1) - 1,
        None => rolls_for(tmax - 96),
    };
    let s = rest_rolls + 1;
    let unit = num_traits::pow(BigInt::from(100), rest_rolls as usize);
    let rest = match max_rolls {
        _ if rest_rolls == 0 => Vec::new(),
        None => open_ended_unlimited(tmax - 96),
        Some(_) => open_ended(tmax - 96, rest_rolls),
    };
    let mut out = vec![BigInt::from(0); n];
    for r1 in 1..=100usize {
        if !succeeds_on_first(input, r1 as i64) {
            continue;
        }
        if r1 <= 95 || rest_rolls == 0 {
            if r1 < n {
                out[r1] += &unit;
            }
            continue;
        }
        for (u, w) in rest.iter().enumerate() {
            if r1 + u < n {
                out[r1 + u] += w;
            }
        }
    }
    (out, s)
}

/// An exact distribution truncated at a value: every `(value, probability)` up to
/// `cap`, and the probability of everything above it (the open-ended roll makes the
/// support unbounded).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Truncated {
    /// `(value, exact probability)` for every value `<= cap` with positive probability.
    pub points: Vec<(i64, Prob)>,
    /// The largest value listed.
    pub cap: i64,
    /// The exact probability of a value above `cap`.
    pub tail: Prob,
}

impl Truncated {
    /// The exact probability of `value` (0 for values above `cap`: see `tail`).
    pub fn probability(&self, value: i64) -> Prob {
        self.points.iter().find(|(v, _)| *v == value).map_or_else(|| ratio(0, 1), |(_, p)| p.clone())
    }
}

/// Joint weights of success and extra damage, over a common denominator: values up
/// to `cap`, the weight above `cap` (among totals up to `tmax`), the weight of all
/// totals up to `tmax`, and the denominator.
struct Joint {
    points: BTreeMap<i64, BigInt>,
    above: BigInt,
    listed_totals: BigInt,
    denominator: BigInt,
}

/// The work of combining the overhit dice groups is counted as 64-bit limbs of
/// the weights multiplied; one unit of a [`Budget`]'s leaves allows this many
/// (the default budget, [`Budget::DEFAULT_LEAVES`], allows 50331648: well under a
/// second in a release build). Attack values near the bottom of their range with
/// many rolls would need far more (fuzz finding F9).
pub const EXTRA_WORK_PER_LEAF: u64 = 48;

fn joint_extra(
    input: &AttackRollInput,
    tmax: i64,
    max_rolls: Option<u32>,
    cap: i64,
    budget: Budget,
) -> Result<Joint, TabletopError> {
    let (totals, s) = success_totals(input, tmax, max_rolls);
    let mut by_split: BTreeMap<(u32, i64), BigInt> = BTreeMap::new();
    let mut listed_totals = BigInt::from(0);
    for (t, w) in totals.iter().enumerate() {
        if w.sign() == num_bigint::Sign::NoSign {
            continue;
        }
        listed_totals += w;
        let o = Overhit::new(t as i64 - input.attack_value);
        *by_split.entry((o.dice, o.bonus)).or_default() += w;
    }
    let q_max = by_split.keys().map(|&(q, _)| q).max().unwrap_or(0);
    // Each group below the cap spreads over the 3q + 1 totals of qd4, with
    // weights of about s * log2(100) + 2 * q_max bits: refuse before the work.
    let limbs = (u64::from(s) * 7 + 2 * u64::from(q_max)) / 64 + 1;
    let work = by_split
        .keys()
        .filter(|&&(q, bonus)| i64::from(q) + bonus <= cap)
        .fold(0u64, |acc, &(q, _)| acc.saturating_add((3 * u64::from(q) + 1).saturating_mul(limbs)));
    if work.div_ceil(EXTRA_WORK_PER_LEAF) > budget.leaves {
        return Err(TabletopError::Budget(budget.leaves_exceeded()));
    }
    // Groups come in increasing q: qd4 is built once and grown by one d4 at a
    // time (building each group's qd4 afresh cost seconds: F9).
    let d4 = Pmf::dice(1, 4);
    let mut dice = Pmf::certain(0i64);
    let mut dice_q = 0u32;
    let mut points: BTreeMap<i64, BigInt> = BTreeMap::new();
    let mut above = BigInt::from(0);
    let full = num_traits::pow(BigInt::from(4), q_max as usize);
    for (&(q, bonus), w) in &by_split {
        if i64::from(q) + bonus > cap {
            // Even the lowest roll is above the cap: the whole group is above it.
            above += w * &full;
            continue;
        }
        let scale = num_traits::pow(BigInt::from(4), (q_max - q) as usize);
        let weighted = w * &scale;
        if dice_q == 0 && q > 0 {
            (dice, dice_q) = (Pmf::dice(q, 4), q);
        }
        while dice_q < q {
            (dice, dice_q) = (dice.convolve(&d4), dice_q + 1);
        }
        for (v, count) in dice.weights() {
            let x = v + bonus;
            let mass = &weighted * BigInt::from(count.clone());
            if x <= cap {
                *points.entry(x).or_default() += mass;
            } else {
                above += mass;
            }
        }
    }
    let denominator = num_traits::pow(BigInt::from(100), s as usize) * &full;
    Ok(Joint { points, above, listed_totals: listed_totals * full, denominator })
}

/// The number of first rolls that succeed (out of 100).
fn success_count(input: &AttackRollInput) -> i64 {
    (1..=100).filter(|&r| succeeds_on_first(input, r)).count() as i64
}

/// The exact distribution of section H's extra damage **given that the attack
/// succeeds**, listed up to `cap` (0..=200) with the exact probability of more
/// (RULINGS B9, B10). Each listed probability is exact: extra damage `x` needs at
/// most `x` overhit dice, so only totals up to `AV + 15x + 14` contribute, and the
/// open-ended total's probabilities come from a finite recurrence.
///
/// # Errors
///
/// [`TabletopError::CannotSucceed`] when the success probability is 0;
/// [`TabletopError::OutOfRange`] for an invalid input or `cap`;
/// [`TabletopError::Budget`] when combining the overhit dice would take more
/// than the default [`Budget`] (about a second; attack values far below zero):
/// [`extra_damage_with`] takes another.
///
/// # Example
///
/// ```
/// use roguerules_tabletop::attack_roll::{AttackRollInput, extra_damage};
/// let d = extra_damage(&AttackRollInput::new(50), 40)?;
/// // Totals 50..=54 of 51 successes give no extra damage.
/// assert_eq!(d.probability(0).to_string(), "5/51");
/// # Ok::<(), roguerules_tabletop::TabletopError>(())
/// ```
pub fn extra_damage(input: &AttackRollInput, cap: i64) -> Result<Truncated, TabletopError> {
    extra_damage_with(input, cap, Budget::default())
}

/// [`extra_damage`] within `budget`: its leaves bound the work of combining the
/// overhit dice, [`EXTRA_WORK_PER_LEAF`] limb multiplications a leaf.
///
/// # Errors
///
/// As [`extra_damage`], [`TabletopError::Budget`] naming `budget`'s leaves.
pub fn extra_damage_with(input: &AttackRollInput, cap: i64, budget: Budget) -> Result<Truncated, TabletopError> {
    check_range("cap", cap, 0, 200)?;
    input.validate()?;
    let count = success_count(input);
    if count == 0 {
        return Err(TabletopError::CannotSucceed);
    }
    let tmax = (input.attack_value + 15 * cap + 14).max(100);
    let joint = joint_extra(input, tmax, None, cap, budget)?;
    // P(x | success) = weight / denominator / (count / 100).
    let den = &joint.denominator * BigInt::from(count);
    let conditional = |w: BigInt| BigRational::new(w * 100, den.clone());
    // Successes with a total above tmax all have more than `cap` extra damage.
    let beyond = &joint.denominator * BigInt::from(count) / 100 - &joint.listed_totals;
    let points: Vec<(i64, Prob)> = joint.points.into_iter().map(|(x, w)| (x, conditional(w))).collect();
    Ok(Truncated { points, cap, tail: conditional(joint.above + beyond) })
}

/// The exact, finite distribution of extra damage given success for
/// [`roll_attack_limited`] with `max_rolls` (1..=20) d100s.
///
/// # Errors
///
/// As [`extra_damage`]; `max_rolls` outside 1..=20 is out of range.
pub fn extra_damage_limited(input: &AttackRollInput, max_rolls: u32) -> Result<Pmf<i64>, TabletopError> {
    check_range("max_rolls", max_rolls.into(), 1, 20)?;
    input.validate()?;
    if success_count(input) == 0 {
        return Err(TabletopError::CannotSucceed);
    }
    let joint = joint_extra(input, 100 * i64::from(max_rolls), Some(max_rolls), i64::MAX, Budget::default())?;
    let weights = joint.points.into_iter().filter_map(|(x, w)| w.to_biguint().map(|w| (x, w)));
    Pmf::from_weights(weights).map_err(|_| TabletopError::CannotSucceed)
}

/// The most (base damage, extra damage) pairs of values [`total_damage`] combines,
/// each an exact multiply-add (a fraction of a second in a release build).
pub const MAX_TOTAL_DAMAGE_PAIRS: u64 = 200_000;

/// The exact distribution of total damage for a successful attack: base damage
/// (sections E-G, as a distribution) plus extra damage (H), halved and rounded at
/// the end for long-range missiles (RULINGS B20, B1). Every value up to the
/// returned `cap` is listed with its exact probability (extra damage up to the
/// given `cap` covers them); `tail` is the exact probability of more.
///
/// # Errors
///
/// As [`extra_damage`]; [`TabletopError::Budget`] when `base` has so many values
/// that, times the `cap + 1` values of extra damage, they exceed
/// [`MAX_TOTAL_DAMAGE_PAIRS`].
pub fn total_damage(
    input: &AttackRollInput,
    base: &Pmf<i64>,
    long_range: bool,
    cap: i64,
) -> Result<Truncated, TabletopError> {
    // Extra damage has at most `cap + 1` values (0..=cap): refuse before any work.
    check_range("cap", cap, 0, 200)?;
    if (base.len() as u64).saturating_mul(cap as u64 + 1) > MAX_TOTAL_DAMAGE_PAIRS {
        return Err(TabletopError::Budget(BudgetExceeded::work(MAX_TOTAL_DAMAGE_PAIRS)));
    }
    let extra = extra_damage(input, cap)?;
    let mut out: BTreeMap<i64, Prob> = BTreeMap::new();
    for (b, pb) in base.iter() {
        for (x, px) in &extra.points {
            let sum = b.saturating_add(*x);
            let dmg = if long_range { crate::rounding::round_half_even(sum, 2) } else { sum };
            *out.entry(dmg).or_insert_with(|| ratio(0, 1)) += &pb * px;
        }
    }
    // Sums up to min(base) + cap are complete; halving maps them onto values up to
    // one below the halved bound (the bound itself may also come from a larger sum).
    // Sums saturate at i64::MAX, so a bound that reaches it is not complete there:
    // any larger extra damage lands on i64::MAX too (fuzz finding F16).
    let complete = match base.min().checked_add(cap) {
        Some(c) if c < i64::MAX => c,
        _ => i64::MAX - 1,
    };
    let cap = if long_range { crate::rounding::round_half_even(complete, 2) - 1 } else { complete };
    type Points = Vec<(i64, Prob)>;
    let (points, dropped): (Points, Points) = out.into_iter().partition(|(v, _)| *v <= cap);
    let tail = extra.tail + dropped.into_iter().map(|(_, p)| p).sum::<Prob>();
    Ok(Truncated { points, cap, tail })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_pass_recurrence_equals_the_level_by_level_one() {
        for tmax in [0, 95, 96, 191, 192, 500, 777] {
            let k = rolls_for(tmax);
            assert_eq!(open_ended_unlimited(tmax), open_ended(tmax, k), "tmax {tmax}");
        }
    }

    #[test]
    fn open_ended_probabilities_sum_towards_one() {
        // Totals up to 287 hold every path of at most 2 rolls (at most 195) and no
        // path of 4 or more (at least 289): the missing mass is between (5/100)^3
        // and (5/100)^2.
        let sum: Prob = (0..=287).map(open_ended_probability).sum();
        let missing = ratio(1, 1) - sum;
        assert!(missing >= ratio(1, 8000) && missing <= ratio(1, 400), "{missing}");
    }
}
