//! The [`Roller`]: every random decision of every rule, as a typed, labelled draw.
//!
//! Rules never touch a raw generator. They *describe* what they roll through the
//! four draws of this trait, and the roller decides what that means: sampling
//! ([`Sampler`](crate::Sampler)), replaying a script ([`Scripted`](crate::Scripted)),
//! recording a trace ([`Tracing`](crate::Tracing)) or enumerating every outcome
//! exactly ([`exact`](crate::exact)): one rule implementation, four uses (the
//! [crate](crate) docs).

use crate::budget::BudgetExceeded;
use std::fmt;

/// Why a draw could not be answered.
///
/// Sampling from a generator never fails on a valid draw; scripted, enumerating and
/// externally supplied rollers can, and rules pass the error up with `?`.
///
/// Small on purpose: every variant's details are boxed, so a draw's
/// `Result<i64, RollError>` is two words and comes back in registers.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RollError {
    /// The draw's parameters describe no distribution (`chance` with a zero
    /// denominator, `choose` with no positive weight, dice whose sum cannot be
    /// represented).
    #[error("draw '{}' is invalid: {}", .0.label, .0.reason)]
    InvalidDraw(Box<InvalidDraw>),
    /// A scripted roller could not answer (see [`ScriptError`]).
    #[error(transparent)]
    Script(Box<ScriptError>),
    /// An external source of randomness (a C game's callback) failed (see
    /// [`SourceFailure`]).
    #[error(transparent)]
    Source(Box<SourceFailure>),
    /// An exact computation would pass its [`Budget`](crate::Budget).
    #[error(transparent)]
    Budget(Box<BudgetExceeded>),
    /// An enumerating roller was given a rule that drew differently on replay.
    #[error("the rule is not deterministic: draw #{} '{}' changed on replay", .0.index, .0.label)]
    NonDeterministic(Box<NonDeterministic>),
}

impl RollError {
    /// The budget this error reports passing, if it is a budget error.
    pub fn budget(&self) -> Option<BudgetExceeded> {
        match self {
            RollError::Budget(b) => Some(**b),
            _ => None,
        }
    }

    /// An invalid draw (kept out of line: only error paths build it).
    #[cold]
    #[inline(never)]
    pub fn invalid(label: &'static str, reason: String) -> RollError {
        RollError::InvalidDraw(Box::new(InvalidDraw { label, reason }))
    }
}

impl From<BudgetExceeded> for RollError {
    #[cold]
    fn from(b: BudgetExceeded) -> RollError {
        RollError::Budget(Box::new(b))
    }
}

impl From<ScriptError> for RollError {
    #[cold]
    fn from(e: ScriptError) -> RollError {
        RollError::Script(Box::new(e))
    }
}

/// The details of [`RollError::InvalidDraw`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvalidDraw {
    /// The draw's label.
    pub label: &'static str,
    /// What is wrong with it.
    pub reason: String,
}

/// The details of [`RollError::NonDeterministic`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NonDeterministic {
    /// Zero-based position of the draw on its path.
    pub index: usize,
    /// The draw's label.
    pub label: &'static str,
}

/// Why a scripted roller ([`Scripted`](crate::Scripted)) could not answer a draw.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ScriptError {
    /// No value left for this draw.
    #[error("script ran out at draw #{index} '{label}' ({kind})")]
    Exhausted {
        /// Zero-based position of the draw in the script.
        index: usize,
        /// The draw's label.
        label: &'static str,
        /// The draw, e.g. `1d20`.
        kind: String,
    },
    /// The scripted value does not fit the draw it was given to.
    #[error("script value #{index} for draw '{label}' ({kind}) is {value}, expected {expected}")]
    Mismatch {
        /// Zero-based position of the draw in the script.
        index: usize,
        /// The draw's label.
        label: &'static str,
        /// The draw, e.g. `1d20`.
        kind: String,
        /// The scripted value, as written.
        value: String,
        /// What the draw accepts.
        expected: String,
    },
    /// The scripted value was labelled for a different draw.
    #[error("script value #{index} is labelled '{expected}' but the rule drew '{label}' ({kind})")]
    Label {
        /// Zero-based position of the draw in the script.
        index: usize,
        /// The label the rule used.
        label: &'static str,
        /// The draw, e.g. `1d20`.
        kind: String,
        /// The label the script expected.
        expected: String,
    },
    /// The script was finished with values left unused.
    #[error("script has {left} unused value(s), the first for '{next}'")]
    Leftover {
        /// How many values were not drawn.
        left: usize,
        /// The first unused value's label, or its value when unlabelled.
        next: String,
    },
}

/// How an external source of randomness ([`Source`](crate::Source)) failed a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum SourceError {
    /// It answered `value`, outside the range it was asked for.
    OutOfRange {
        /// What came back.
        value: i64,
    },
    /// It cannot draw from a range this wide (a C callback takes `int32_t`
    /// bounds).
    RangeUnsupported,
}

/// The details of [`RollError::Source`]: which draw the source failed, and how.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct SourceFailure {
    /// The draw's label.
    pub label: &'static str,
    /// The lower bound asked for.
    pub lo: i64,
    /// The upper bound asked for.
    pub hi: i64,
    /// What went wrong.
    pub error: SourceError,
}

impl fmt::Display for SourceFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (label, lo, hi) = (self.label, self.lo, self.hi);
        match self.error {
            SourceError::OutOfRange { value } => {
                write!(f, "random source answered {value} for draw '{label}', outside {lo}..={hi}")
            }
            SourceError::RangeUnsupported => {
                write!(f, "random source cannot draw '{label}' from {lo}..={hi} (range too wide)")
            }
        }
    }
}

/// The kind and parameters of one draw, as recorded in traces and errors.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
pub enum DrawKind {
    /// `uniform(lo, hi)`.
    Uniform {
        /// Lowest value.
        lo: i64,
        /// Highest value.
        hi: i64,
    },
    /// `dice(n, sides)`.
    Dice {
        /// Number of dice.
        n: u32,
        /// Sides per die.
        sides: u32,
    },
    /// `chance(num, den)`.
    Chance {
        /// Numerator.
        num: i64,
        /// Denominator.
        den: i64,
    },
    /// `choose(weights)`.
    Choose {
        /// The weights, in order.
        weights: Vec<u64>,
    },
    /// `compare(lo, hi, cuts)`: a number on `lo..=hi`, compared with the cuts.
    Compare {
        /// Lowest value.
        lo: i64,
        /// Highest value.
        hi: i64,
        /// The numbers it is compared with.
        cuts: Vec<i64>,
    },
}

impl DrawKind {
    /// The ranges this draw asks of a [`Source`](crate::Source), in order: what
    /// the one lowering (`impl Roller for S: Source`) makes of it, with its own
    /// shortcuts. A degenerate draw (RULINGS G2: one possible value, dice of one
    /// side, a certain chance, one choice with weight) asks nothing; `dice(n, s)`
    /// asks `n` times for `1..=s`; an invalid draw (refused by the lowering) asks
    /// nothing.
    ///
    /// Benchmarks replay these as raw draws, the floor of a rule's randomness.
    ///
    /// ```
    /// use roguerules_dice::DrawKind;
    ///
    /// let ranges = |k: DrawKind| k.source_ranges().collect::<Vec<_>>();
    /// assert_eq!(ranges(DrawKind::Dice { n: 2, sides: 6 }), [(1, 6), (1, 6)]);
    /// assert_eq!(ranges(DrawKind::Chance { num: 1, den: 4 }), [(0, 3)]);
    /// assert_eq!(ranges(DrawKind::Dice { n: 5, sides: 1 }), []);
    /// ```
    pub fn source_ranges(&self) -> impl ExactSizeIterator<Item = (i64, i64)> + use<> {
        const NONE: ((i64, i64), usize) = ((0, 0), 0);
        let (range, times) = match self {
            DrawKind::Uniform { lo, hi } | DrawKind::Compare { lo, hi, .. } => ((*lo, *hi), usize::from(hi > lo)),
            DrawKind::Dice { n, sides } => match dice_shortcut("", *n, *sides) {
                Ok(None) => ((1, i64::from(*sides)), *n as usize),
                _ => NONE,
            },
            DrawKind::Chance { num, den } => match chance_shortcut("", *num, *den) {
                Ok(None) => ((0, den - 1), 1),
                _ => NONE,
            },
            DrawKind::Choose { weights } => match choose_shortcut("", weights) {
                Ok((total, None)) => ((0, total as i64 - 1), 1),
                _ => NONE,
            },
        };
        std::iter::repeat_n(range, times)
    }

    /// The lowest and highest value this draw can yield (`chance` is 0..=1,
    /// `choose` an index).
    pub fn range(&self) -> (i64, i64) {
        match self {
            DrawKind::Uniform { lo, hi } | DrawKind::Compare { lo, hi, .. } => (*lo, (*hi).max(*lo)),
            DrawKind::Dice { n, sides } => {
                let n = i64::from(*n);
                (n, n.saturating_mul(i64::from((*sides).max(1))))
            }
            DrawKind::Chance { .. } => (0, 1),
            DrawKind::Choose { weights } => (0, weights.len().saturating_sub(1) as i64),
        }
    }
}

impl fmt::Display for DrawKind {
    /// `1d20` for a die from 1, `3d6` for dice, `0..=99` for other ranges (and
    /// compare draws), `1 in 20` for a chance, `choice of 4` for a choice.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DrawKind::Uniform { lo: 1, hi } | DrawKind::Compare { lo: 1, hi, .. } if *hi >= 1 => write!(f, "1d{hi}"),
            DrawKind::Uniform { lo, hi } | DrawKind::Compare { lo, hi, .. } => write!(f, "{lo}..={hi}"),
            DrawKind::Dice { n, sides } => write!(f, "{n}d{sides}"),
            DrawKind::Chance { num, den } => write!(f, "{num} in {den}"),
            DrawKind::Choose { weights } => write!(f, "choice of {}", weights.len()),
        }
    }
}

/// The source of every random decision a rule makes (one rule
/// implementation, four uses: see the [crate](crate) docs).
///
/// Five labelled draws; the label names the rule step ("hit roll", "crit type")
/// and shows up in traces and script errors. Implementors must follow the
/// degenerate-draw table below (RULINGS G2).
///
/// Any [`Source`](crate::Source) of uniform integers (a rand_core generator via
/// [`Sampler`](crate::Sampler), a C game's callback) is a `Roller` through the one
/// lowering of the draws onto "a uniform integer in `lo..=hi`"; the other rollers
/// ([`Scripted`](crate::Scripted), [`Tracing`](crate::Tracing), the enumerator of
/// [`exact`](crate::exact)) answer the draws themselves.
///
/// # Degenerate draws (RULINGS G2)
///
/// The games never roll a die with no sides or a range whose upper bound is below
/// its lower bound: such a draw yields its lower bound and consumes nothing. Every
/// roller follows this, so a rule can pass computed bounds without special cases:
///
/// | draw | degenerate when | yields, without drawing |
/// |---|---|---|
/// | `uniform(lo, hi)`, `compare(lo, hi, _)` | `hi <= lo` | `lo` |
/// | `dice(n, sides)` | `n == 0` or `sides <= 1` | `n` (each die shows 1; `0d6` is 0) |
/// | `chance(num, den)` | `num <= 0` or `num >= den` (with `den > 0`) | `false` / `true` |
/// | `choose(weights)` | exactly one non-zero weight | that index |
///
/// `chance` with `den <= 0` and `choose` with no positive weight are not draws at
/// all: they return [`RollError::InvalidDraw`].
///
/// # Compare draws
///
/// Most of the sources' rolls are only *compared*: "if the monster's level is
/// greater than a random number between 1 and the damage". [`Roller::compare`]
/// draws that number exactly as `uniform` does (one draw on `lo..=hi`: the same
/// stream consumption, the same range a C game's callback is asked for) but
/// promises that the rule only compares it with the given cuts, so an exact
/// enumeration branches once per band between cuts (two branches for one cut)
/// instead of once per number. [`RollerExt::exceeds`] and [`RollerExt::band`]
/// are the forms rules use; [`Roller::chance`] is the case `compare(0, den - 1,
/// [num])`.
///
/// Rules take `roller: &mut R` with `R: Roller + ?Sized`, so both concrete rollers
/// (fast, monomorphised) and `&mut dyn Roller` work. Conveniences in the sources'
/// own words ("1 in n", "p percent", "XdY") live in [`RollerExt`].
///
/// # Example
///
/// ```
/// use roguerules_dice::{Roller, RollerExt, Sampler};
///
/// // A rule, written once: "roll 1d20; a 20 always hits".
/// fn hits<R: Roller + ?Sized>(r: &mut R, ac: i64) -> Result<bool, roguerules_dice::RollError> {
///     let roll = r.die("hit roll", 20)?;
///     Ok(roll == 20 || roll >= ac)
/// }
///
/// let mut sampler = Sampler::seed_from_u64(7);
/// let _ = hits(&mut sampler, 15)?;
/// # Ok::<(), roguerules_dice::RollError>(())
/// ```
pub trait Roller {
    /// An integer uniform on `lo..=hi` (one draw). Yields `lo` without drawing
    /// when `hi <= lo`.
    fn uniform(&mut self, label: &'static str, lo: i64, hi: i64) -> Result<i64, RollError>;

    /// The sum of `n` dice of `1..=sides` ("XdY", RULINGS G2). Yields `n` without
    /// drawing when `sides <= 1` or `n == 0`.
    ///
    /// # Errors
    ///
    /// [`RollError::InvalidDraw`] when `n * sides` exceeds `i64::MAX` (the sum
    /// could not be represented).
    fn dice(&mut self, label: &'static str, n: u32, sides: u32) -> Result<i64, RollError>;

    /// The sum of `n` dice of `1..=sides`, or `cap` when the sum is larger: for a
    /// rule that only uses the sum up to a cap (a counter "up to a maximum of
    /// 200"). Drawn, scripted and traced exactly as [`Roller::dice`] (the trace
    /// shows the whole sum); an enumerating roller branches once per sum below the
    /// cap and once for all the sums at or above it.
    ///
    /// # Errors
    ///
    /// As [`Roller::dice`].
    fn dice_capped(&mut self, label: &'static str, n: u32, sides: u32, cap: i64) -> Result<i64, RollError> {
        Ok(self.dice(label, n, sides)?.min(cap))
    }

    /// A number on `lo..=hi` drawn exactly as [`Roller::uniform`] draws it, which
    /// the rule only compares with `cuts` (a cut `c` splits the numbers below `c`
    /// from those at or above it; the order of the cuts does not matter).
    ///
    /// Sampling and scripted rollers return the number drawn. An enumerating
    /// roller returns, for each band of numbers between cuts, the smallest number
    /// of the band, weighted by the band's size: so the rule must use the number
    /// only through comparisons with the cuts (as [`RollerExt::exceeds`] and
    /// [`RollerExt::band`] do), never its value. Yields `lo` without drawing when
    /// `hi <= lo`.
    fn compare(&mut self, label: &'static str, lo: i64, hi: i64, cuts: &[i64]) -> Result<i64, RollError>;

    /// True with probability exactly `num / den` ("num in den"): one draw on
    /// `0..den`, true when it is below `num` (a [`Roller::compare`] with the cut
    /// `num`). Decided without a draw when `num <= 0` (false) or `num >= den`
    /// (true).
    ///
    /// # Errors
    ///
    /// [`RollError::InvalidDraw`] when `den <= 0`.
    fn chance(&mut self, label: &'static str, num: i64, den: i64) -> Result<bool, RollError>;

    /// An index into `weights`, chosen with probability proportional to its weight
    /// (one draw on `0..total`, the first index whose running weight exceeds it).
    ///
    /// # Errors
    ///
    /// [`RollError::InvalidDraw`] when no weight is positive or the total
    /// exceeds `i64::MAX`.
    fn choose(&mut self, label: &'static str, weights: &[u64]) -> Result<usize, RollError>;
}

/// Conveniences in the sources' own words, for every [`Roller`].
///
/// Each lowers to exactly one of the five draws, so traces and scripts see the
/// draw named here.
pub trait RollerExt: Roller {
    /// A die `1..=sides` ("1dN", "dN"; RULINGS G2).
    #[inline(always)]
    fn die(&mut self, label: &'static str, sides: i64) -> Result<i64, RollError> {
        self.uniform(label, 1, sides)
    }

    /// "A random number between `a` and `b`", inclusive of both (RULINGS G2).
    #[inline(always)]
    fn between(&mut self, label: &'static str, a: i64, b: i64) -> Result<i64, RollError> {
        self.uniform(label, a, b)
    }

    /// Angband's `rand_int(n)`: uniform on `0..n` (`0..=n-1`); `0` when `n <= 1`.
    #[inline(always)]
    fn below(&mut self, label: &'static str, n: i64) -> Result<i64, RollError> {
        self.uniform(label, 0, n.saturating_sub(1))
    }

    /// "1 in n": true with probability exactly `1/n` (RULINGS G2). `n <= 1` is
    /// always true (without a draw); `n == 0` is treated as `1`.
    #[inline(always)]
    fn one_in(&mut self, label: &'static str, n: i64) -> Result<bool, RollError> {
        self.chance(label, 1, n.max(1))
    }

    /// "p percent": true with probability `p/100` (`p <= 0` never, `p >= 100`
    /// always, without a draw).
    #[inline(always)]
    fn percent(&mut self, label: &'static str, p: i64) -> Result<bool, RollError> {
        self.chance(label, p, 100)
    }

    /// "`x` is greater than a random number between `a` and `b`" (RULINGS G2):
    /// one compare draw on `a..=b` (two branches when enumerated). When `b <= a`
    /// nothing is drawn and the number is `a`.
    ///
    /// ```
    /// use roguerules_dice::{exact, RollerExt, Scripted};
    ///
    /// // "level + 20 > a random number between 1 and the damage": 30 > 1..=100.
    /// assert!(Scripted::new([29]).exceeds("resist", 30, 1, 100)?);
    /// assert!(!Scripted::new([30]).exceeds("resist", 30, 1, 100)?);
    /// let odds = exact(|r| r.exceeds("resist", 30, 1, 100))?;
    /// assert_eq!(odds.probability(&true).to_string(), "29/100");
    /// # Ok::<(), roguerules_dice::RollError>(())
    /// ```
    #[inline(always)]
    fn exceeds(&mut self, label: &'static str, x: i64, a: i64, b: i64) -> Result<bool, RollError> {
        Ok(x > self.compare(label, a, b, &[x])?)
    }

    /// One compare draw on `lo..=hi`, answered as the number of `cuts` at or
    /// below the number drawn (`cuts` in increasing order): "draw `k` in 0..=99;
    /// below 5 hits, below 10 misses" is `band("hit roll", 0, 99, &[5, 10])`,
    /// 0, 1 or 2.
    #[inline(always)]
    fn band(&mut self, label: &'static str, lo: i64, hi: i64, cuts: &[i64]) -> Result<usize, RollError> {
        let v = self.compare(label, lo, hi, cuts)?;
        Ok(cuts.iter().filter(|&&c| c <= v).count())
    }
}

impl<R: Roller + ?Sized> RollerExt for R {}

/// Checks a `chance` draw: `Ok(Some(answer))` when it needs no draw.
#[inline(always)]
pub(crate) fn chance_shortcut(label: &'static str, num: i64, den: i64) -> Result<Option<bool>, RollError> {
    if den <= 0 {
        return Err(chance_below_one(label, num, den));
    }
    Ok(if num <= 0 {
        Some(false)
    } else if num >= den {
        Some(true)
    } else {
        None
    })
}

/// The error of a `chance` draw with a denominator below 1 (out of line).
#[cold]
#[inline(never)]
fn chance_below_one(label: &'static str, num: i64, den: i64) -> RollError {
    RollError::invalid(label, format!("chance {num} in {den} has a denominator below 1"))
}

/// Checks a `dice` draw: `Ok(Some(sum))` when it needs no draw; an error when
/// the largest sum does not fit an `i64`.
#[inline(always)]
pub(crate) fn dice_shortcut(label: &'static str, n: u32, sides: u32) -> Result<Option<i64>, RollError> {
    // Two u32s multiply exactly in a u64. The largest sum is at most `n`
    // exactly when `n` is 0 or `sides` at most 1: no draw (one compare).
    let most = u64::from(n) * u64::from(sides);
    if most <= u64::from(n) {
        return Ok(Some(i64::from(n)));
    }
    if most > i64::MAX as u64 {
        return Err(dice_too_large(label, n, sides));
    }
    Ok(None)
}

/// The error of a `dice` draw whose largest sum does not fit an `i64` (kept out
/// of line: the hot path only compares).
#[cold]
#[inline(never)]
fn dice_too_large(label: &'static str, n: u32, sides: u32) -> RollError {
    RollError::invalid(label, format!("{n}d{sides} can exceed the largest representable sum"))
}

/// Checks a `choose` draw: the total weight, and `Some(index)` when only one
/// weight is positive.
pub(crate) fn choose_shortcut(label: &'static str, weights: &[u64]) -> Result<(u64, Option<usize>), RollError> {
    let mut total: u64 = 0;
    let mut positive = 0usize;
    let mut last = 0usize;
    for (i, &w) in weights.iter().enumerate() {
        if w > 0 {
            positive += 1;
            last = i;
        }
        total = total.saturating_add(w);
    }
    if total > i64::MAX as u64 {
        return Err(RollError::invalid(label, "choice weights add up to more than i64::MAX".to_owned()));
    }
    match positive {
        0 => {
            Err(RollError::invalid(label, format!("choice among {} option(s) with no positive weight", weights.len())))
        }
        1 => Ok((total, Some(last))),
        _ => Ok((total, None)),
    }
}

/// The index chosen by a draw `r` in `0..total` over `weights`: the first whose
/// running weight exceeds `r`.
#[inline]
pub(crate) fn chosen(weights: &[u64], mut r: u64) -> usize {
    for (i, &w) in weights.iter().enumerate() {
        if r < w {
            return i;
        }
        r -= w;
    }
    // `r < total` always finds an index; the last is the safe answer otherwise.
    weights.len().saturating_sub(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draws_result_is_two_words() {
        // Returned in registers on the hot path (issue 14: 104 bytes before).
        assert!(std::mem::size_of::<Result<i64, RollError>>() <= 16);
        assert!(std::mem::size_of::<Result<bool, RollError>>() <= 16);
        assert!(std::mem::size_of::<RollError>() <= 16);
    }

    #[test]
    fn errors_read_well() {
        let e = RollError::invalid("hit roll", "a reason".to_owned());
        assert_eq!(e.to_string(), "draw 'hit roll' is invalid: a reason");
        let s = RollError::Source(Box::new(SourceFailure {
            label: "damage",
            lo: 1,
            hi: 6,
            error: SourceError::OutOfRange { value: 7 },
        }));
        assert_eq!(s.to_string(), "random source answered 7 for draw 'damage', outside 1..=6");
        assert_eq!(s.budget(), None);
    }
}
