//! The one lowering: every draw of a [`Roller`] onto "a uniform integer in
//! `lo..=hi`" from a [`Source`].
//!
//! A rand_core generator ([`Sampler`](crate::Sampler)) and a C game's own
//! generator (the C API's callback) are both sources, so they lower the draws the
//! same way, draw for draw:
//!
//! | draw | lowers to |
//! |---|---|
//! | `uniform(lo, hi)`, `compare(lo, hi, _)` | one draw on `lo..=hi` |
//! | `dice(n, s)` | `n` draws on `1..=s`, in order, summed |
//! | `chance(num, den)` | one draw on `0..=den - 1`, true when `< num` |
//! | `choose(w)` | one draw on `0..=total - 1`, the first index whose running weight exceeds it |
//!
//! Degenerate draws (RULINGS G2, the table on [`Roller`]) ask the source nothing.
//! A source that fails (answers outside the range, or cannot draw from a range that
//! wide) reports a [`SourceError`]; the draw fails with [`RollError::Source`],
//! naming the draw.

use crate::roller::{
    RollError, Roller, SourceError, SourceFailure, chance_shortcut, choose_shortcut, chosen, dice_shortcut,
};

/// A source of uniform integers: what a game's own random number generator or a
/// rand_core generator provides. Every `Source` is a [`Roller`] by the lowering
/// described in this module.
///
/// # Example
///
/// ```
/// use roguerules_dice::{Roller, Source, SourceError};
///
/// /// A game's generator: xorshift32, `lo + r % span` (biased, as many games are).
/// struct Xorshift(u32);
///
/// impl Source for Xorshift {
///     fn draw(&mut self, lo: i64, hi: i64) -> Result<i64, SourceError> {
///         self.0 ^= self.0 << 13;
///         self.0 ^= self.0 >> 17;
///         self.0 ^= self.0 << 5;
///         let span = u64::try_from(hi - lo + 1).map_err(|_| SourceError::RangeUnsupported)?;
///         Ok(lo + (u64::from(self.0) % span) as i64)
///     }
/// }
///
/// let mut game = Xorshift(2463534242);
/// let d = game.dice("damage", 3, 6)?; // three draws on 1..=6
/// assert!((3..=18).contains(&d));
/// # Ok::<(), roguerules_dice::RollError>(())
/// ```
pub trait Source {
    /// A uniform integer on `lo..=hi`. Called only with `lo < hi`.
    ///
    /// # Errors
    ///
    /// [`SourceError::RangeUnsupported`] when the source cannot draw from so wide
    /// a range. (An answer outside `lo..=hi` need not be reported: the lowering
    /// checks every answer and fails the draw with [`SourceError::OutOfRange`].)
    fn draw(&mut self, lo: i64, hi: i64) -> Result<i64, SourceError>;

    /// Whether every answer of [`draw`](Source::draw) lies on `lo..=hi` by
    /// construction, so the lowering need not check it: `true` only for the
    /// crate's own [`Sampler`](crate::Sampler). Every other source's answers
    /// are checked (the default).
    #[doc(hidden)]
    const IN_RANGE: bool = false;
}

impl<S: Source + ?Sized> Source for &mut S {
    const IN_RANGE: bool = S::IN_RANGE;

    #[inline(always)]
    fn draw(&mut self, lo: i64, hi: i64) -> Result<i64, SourceError> {
        (**self).draw(lo, hi)
    }
}

/// One checked draw on `lo..=hi` (`lo < hi`): an answer outside the range is
/// never used, and the source's failures become the draw's error, out of line.
#[inline(always)]
fn draw<S: Source + ?Sized>(s: &mut S, label: &'static str, lo: i64, hi: i64) -> Result<i64, RollError> {
    match s.draw(lo, hi) {
        // `lo <= v && v <= hi` as one unsigned compare (`lo < hi`, so `hi - lo`
        // does not wrap; a `v` below `lo` wraps to above it).
        Ok(v) if S::IN_RANGE || (v.wrapping_sub(lo) as u64) <= (hi.wrapping_sub(lo) as u64) => Ok(v),
        Ok(value) => Err(failed(label, lo, hi, SourceError::OutOfRange { value })),
        Err(error) => Err(failed(label, lo, hi, error)),
    }
}

#[cold]
#[inline(never)]
fn failed(label: &'static str, lo: i64, hi: i64, error: SourceError) -> RollError {
    RollError::Source(Box::new(SourceFailure { label, lo, hi, error }))
}

// The draws are always inlined: a few instructions each, they were left out of
// line in large callers (the C API's entry points, which hold a rule once per
// source of randomness), returning through memory at several times their cost.
impl<S: Source + ?Sized> Roller for S {
    #[inline(always)]
    fn uniform(&mut self, label: &'static str, lo: i64, hi: i64) -> Result<i64, RollError> {
        if hi <= lo {
            return Ok(lo);
        }
        draw(self, label, lo, hi)
    }

    #[inline(always)]
    fn dice(&mut self, label: &'static str, n: u32, sides: u32) -> Result<i64, RollError> {
        if let Some(sum) = dice_shortcut(label, n, sides)? {
            return Ok(sum);
        }
        // At least one die here (no die is the shortcut's): the count is
        // tested after each draw, not also before the first.
        let (mut sum, mut left) = (0i64, n);
        loop {
            sum += draw(self, label, 1, i64::from(sides))?;
            left -= 1;
            if left == 0 {
                return Ok(sum);
            }
        }
    }

    #[inline(always)]
    fn compare(&mut self, label: &'static str, lo: i64, hi: i64, _cuts: &[i64]) -> Result<i64, RollError> {
        self.uniform(label, lo, hi)
    }

    #[inline(always)]
    fn chance(&mut self, label: &'static str, num: i64, den: i64) -> Result<bool, RollError> {
        if let Some(answer) = chance_shortcut(label, num, den)? {
            return Ok(answer);
        }
        Ok(draw(self, label, 0, den - 1)? < num)
    }

    #[inline]
    fn choose(&mut self, label: &'static str, weights: &[u64]) -> Result<usize, RollError> {
        let (total, only) = choose_shortcut(label, weights)?;
        if let Some(index) = only {
            return Ok(index);
        }
        // total <= i64::MAX (checked by the shortcut), so the bound fits.
        let r = draw(self, label, 0, total as i64 - 1)?;
        Ok(chosen(weights, r as u64))
    }
}
