//! The [`Roller`]: every random decision of every rule, as a typed, labelled draw.
//!
//! Rules never touch a raw generator. They *describe* what they roll through the
//! four draws of this trait, and the roller decides what that means: sampling
//! ([`Sampler`](crate::Sampler)), replaying a script ([`Scripted`](crate::Scripted)),
//! recording a trace ([`Tracing`](crate::Tracing)) or enumerating every outcome
//! exactly ([`exact`](crate::exact)). See DESIGN.md, "One rule implementation, four
//! uses".

use std::fmt;

/// Why a draw could not be answered.
///
/// Sampling from a generator never fails on a valid draw; scripted, enumerating and
/// externally supplied rollers can, and rules pass the error up with `?`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RollError {
    /// The draw's parameters describe no distribution (`chance` with a zero
    /// denominator, `choose` with no positive weight).
    #[error("draw '{label}' is invalid: {reason}")]
    InvalidDraw {
        /// The draw's label.
        label: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A scripted roller had no value left for this draw.
    #[error("script ran out at draw #{index} '{label}' ({kind})")]
    ScriptExhausted {
        /// Zero-based position of the draw in the script.
        index: usize,
        /// The draw's label.
        label: String,
        /// The draw, e.g. `1d20`.
        kind: String,
    },
    /// A scripted value does not fit the draw it was given to.
    #[error("script value #{index} for draw '{label}' ({kind}) is {value}, expected {expected}")]
    ScriptMismatch {
        /// Zero-based position of the draw in the script.
        index: usize,
        /// The draw's label.
        label: String,
        /// The draw, e.g. `1d20`.
        kind: String,
        /// The scripted value, as written.
        value: String,
        /// What the draw accepts.
        expected: String,
    },
    /// A scripted value was labelled for a different draw.
    #[error("script value #{index} is labelled '{expected}' but the rule drew '{label}' ({kind})")]
    ScriptLabel {
        /// Zero-based position of the draw in the script.
        index: usize,
        /// The label the rule used.
        label: String,
        /// The draw, e.g. `1d20`.
        kind: String,
        /// The label the script expected.
        expected: String,
    },
    /// A scripted roller was finished with values left unused.
    #[error("script has {left} unused value(s), the first for '{next}'")]
    ScriptLeftover {
        /// How many values were not drawn.
        left: usize,
        /// The first unused value's label, or its value when unlabelled.
        next: String,
    },
    /// An external source of randomness (a C game's callback) answered outside
    /// the range it was asked for.
    #[error("random source answered {value} for draw '{label}', outside {lo}..={hi}")]
    SourceOutOfRange {
        /// The draw's label.
        label: String,
        /// The lower bound asked for.
        lo: i64,
        /// The upper bound asked for.
        hi: i64,
        /// What came back.
        value: i64,
    },
    /// An enumerating roller reached its depth budget on one path of draws.
    #[error("more than {limit} draws on one path (depth budget)")]
    DepthBudget {
        /// The budget.
        limit: usize,
    },
    /// An enumerating roller met a draw with more outcomes than its leaf budget.
    #[error("a draw with more than {limit} outcomes (leaf budget)")]
    LeafBudget {
        /// The budget.
        limit: u64,
    },
    /// An enumerating roller was given a rule that drew differently on replay.
    #[error("the rule is not deterministic: draw #{index} '{label}' changed on replay")]
    NonDeterministic {
        /// Zero-based position of the draw.
        index: usize,
        /// The draw's label.
        label: String,
    },
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
}

impl DrawKind {
    /// The lowest and highest value this draw can yield (`chance` is 0..=1,
    /// `choose` an index).
    pub fn range(&self) -> (i64, i64) {
        match self {
            DrawKind::Uniform { lo, hi } => (*lo, (*hi).max(*lo)),
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
    /// `1d20` for a die from 1, `3d6` for dice, `0..=99` for other ranges,
    /// `1 in 20` for a chance, `choice of 4` for a choice.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DrawKind::Uniform { lo: 1, hi } if *hi >= 1 => write!(f, "1d{hi}"),
            DrawKind::Uniform { lo, hi } => write!(f, "{lo}..={hi}"),
            DrawKind::Dice { n, sides } => write!(f, "{n}d{sides}"),
            DrawKind::Chance { num, den } => write!(f, "{num} in {den}"),
            DrawKind::Choose { weights } => write!(f, "choice of {}", weights.len()),
        }
    }
}

/// The source of every random decision a rule makes (DESIGN.md, "One rule
/// implementation, four uses").
///
/// Four labelled draws; the label names the rule step ("hit roll", "crit type")
/// and shows up in traces and script errors. Implementors must follow the
/// degenerate-draw table below (RULINGS G2).
///
/// # Degenerate draws (RULINGS G2)
///
/// The games never roll a die with no sides or a range whose upper bound is below
/// its lower bound: such a draw yields its lower bound and consumes nothing. Every
/// roller follows this, so a rule can pass computed bounds without special cases:
///
/// | draw | degenerate when | yields, without drawing |
/// |---|---|---|
/// | `uniform(lo, hi)` | `hi <= lo` | `lo` |
/// | `dice(n, sides)` | `n == 0` or `sides <= 1` | `n` (each die shows 1; `0d6` is 0) |
/// | `chance(num, den)` | `num <= 0` or `num >= den` (with `den > 0`) | `false` / `true` |
/// | `choose(weights)` | exactly one non-zero weight | that index |
///
/// `chance` with `den == 0` and `choose` with no positive weight are not draws at
/// all: they return [`RollError::InvalidDraw`].
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
    fn uniform(&mut self, label: &str, lo: i64, hi: i64) -> Result<i64, RollError>;

    /// The sum of `n` dice of `1..=sides` ("XdY", RULINGS G2). Yields `n` without
    /// drawing when `sides <= 1` or `n == 0`.
    ///
    /// # Errors
    ///
    /// [`RollError::InvalidDraw`] when `n * sides` exceeds `i64::MAX` (the sum
    /// could not be represented).
    fn dice(&mut self, label: &str, n: u32, sides: u32) -> Result<i64, RollError>;

    /// True with probability exactly `num / den` ("num in den"). Decided without a
    /// draw when `num <= 0` (false) or `num >= den` (true).
    ///
    /// # Errors
    ///
    /// [`RollError::InvalidDraw`] when `den <= 0`.
    fn chance(&mut self, label: &str, num: i64, den: i64) -> Result<bool, RollError>;

    /// An index into `weights`, chosen with probability proportional to its weight.
    ///
    /// # Errors
    ///
    /// [`RollError::InvalidDraw`] when no weight is positive or the total
    /// overflows `u64`.
    fn choose(&mut self, label: &str, weights: &[u64]) -> Result<usize, RollError>;
}

impl<R: Roller + ?Sized> Roller for &mut R {
    fn uniform(&mut self, label: &str, lo: i64, hi: i64) -> Result<i64, RollError> {
        (**self).uniform(label, lo, hi)
    }
    fn dice(&mut self, label: &str, n: u32, sides: u32) -> Result<i64, RollError> {
        (**self).dice(label, n, sides)
    }
    fn chance(&mut self, label: &str, num: i64, den: i64) -> Result<bool, RollError> {
        (**self).chance(label, num, den)
    }
    fn choose(&mut self, label: &str, weights: &[u64]) -> Result<usize, RollError> {
        (**self).choose(label, weights)
    }
}

/// Conveniences in the sources' own words, for every [`Roller`].
///
/// Each lowers to exactly one of the four draws, so traces and scripts see the
/// draw named here.
pub trait RollerExt: Roller {
    /// A die `1..=sides` ("1dN", "dN"; RULINGS G2).
    fn die(&mut self, label: &str, sides: i64) -> Result<i64, RollError> {
        self.uniform(label, 1, sides)
    }

    /// "A random number between `a` and `b`", inclusive of both (RULINGS G2).
    fn between(&mut self, label: &str, a: i64, b: i64) -> Result<i64, RollError> {
        self.uniform(label, a, b)
    }

    /// Angband's `rand_int(n)`: uniform on `0..n` (`0..=n-1`); `0` when `n <= 1`.
    fn below(&mut self, label: &str, n: i64) -> Result<i64, RollError> {
        self.uniform(label, 0, n.saturating_sub(1))
    }

    /// "1 in n": true with probability exactly `1/n` (RULINGS G2). `n <= 1` is
    /// always true (without a draw); `n == 0` is treated as `1`.
    fn one_in(&mut self, label: &str, n: i64) -> Result<bool, RollError> {
        self.chance(label, 1, n.max(1))
    }

    /// "p percent": true with probability `p/100` (`p <= 0` never, `p >= 100`
    /// always, without a draw).
    fn percent(&mut self, label: &str, p: i64) -> Result<bool, RollError> {
        self.chance(label, p, 100)
    }
}

impl<R: Roller + ?Sized> RollerExt for R {}

/// Checks a `chance` draw: `Ok(Some(answer))` when it needs no draw.
#[inline]
pub(crate) fn chance_shortcut(label: &str, num: i64, den: i64) -> Result<Option<bool>, RollError> {
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
fn chance_below_one(label: &str, num: i64, den: i64) -> RollError {
    RollError::InvalidDraw {
        label: label.to_owned(),
        reason: format!("chance {num} in {den} has a denominator below 1"),
    }
}

/// Checks a `dice` draw: `Ok(Some(sum))` when it needs no draw; an error when
/// the largest sum does not fit an `i64`.
#[inline]
pub(crate) fn dice_shortcut(label: &str, n: u32, sides: u32) -> Result<Option<i64>, RollError> {
    if sides <= 1 || n == 0 {
        return Ok(Some(i64::from(n)));
    }
    // Two u32s multiply exactly in a u64.
    if u64::from(n) * u64::from(sides) > i64::MAX as u64 {
        return Err(dice_too_large(label, n, sides));
    }
    Ok(None)
}

/// The error of a `dice` draw whose largest sum does not fit an `i64` (kept out
/// of line: the hot path only compares).
#[cold]
#[inline(never)]
fn dice_too_large(label: &str, n: u32, sides: u32) -> RollError {
    RollError::InvalidDraw {
        label: label.to_owned(),
        reason: format!("{n}d{sides} can exceed the largest representable sum"),
    }
}

/// Checks a `choose` draw: the total weight, and `Some(index)` when only one
/// weight is positive.
pub(crate) fn choose_shortcut(label: &str, weights: &[u64]) -> Result<(u64, Option<usize>), RollError> {
    let mut total: u64 = 0;
    let mut positive = 0usize;
    let mut last = 0usize;
    for (i, &w) in weights.iter().enumerate() {
        if w > 0 {
            positive += 1;
            last = i;
        }
        total = total.checked_add(w).ok_or_else(|| RollError::InvalidDraw {
            label: label.to_owned(),
            reason: "choice weights overflow u64".to_owned(),
        })?;
    }
    match positive {
        0 => Err(RollError::InvalidDraw {
            label: label.to_owned(),
            reason: format!("choice among {} option(s) with no positive weight", weights.len()),
        }),
        1 => Ok((total, Some(last))),
        _ => Ok((total, None)),
    }
}
