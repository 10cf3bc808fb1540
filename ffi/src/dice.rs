//! Dice expressions from C: parse, roll, bounds and the exact distribution
//! (roguerules-dice's `DiceExpr`).

use crate::boundary::{guard_or, pmf_entry, produce, try_ref};
use crate::convert::rr_value_probability;
use crate::random::{rr_random, with_roller};
use crate::status::rr_status;
use roguerules_dice::DiceExpr;
use std::ffi::{CStr, c_char};

/// A parsed dice expression (`"3d6"`, `"d20"`, `"2d6+1"`, `"1d8+1d6-2"`,
/// `"4d6kh3"`). Create with `rr_dice_parse`, free with `rr_dice_free`. Immutable
/// once made: it may be shared between threads for reading.
#[derive(Debug)]
pub struct rr_dice {
    pub(crate) expr: DiceExpr,
}

/// Parses a NUL-terminated dice expression and writes a new `rr_dice` to
/// `*dice_out` (free it with `rr_dice_free`).
///
/// Grammar: terms `N`, `XdY` or `dY`, optionally `khN`/`klN` (keep the highest or
/// lowest N dice), joined by `+` or `-`; spaces allowed; case-insensitive. Bounds:
/// at most 10000 dice per term, 1000000 sides, constants up to 1000000000, 64
/// terms.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `text` or `dice_out` is NULL;
/// `RR_MISALIGNED_POINTER` if `dice_out` is misaligned; `RR_PARSE_ERROR` if the
/// text is not a valid expression (or not UTF-8); `RR_BUDGET_EXCEEDED` if it
/// passes the bounds.
///
/// # Safety
///
/// `text`, when not NULL, must point to a NUL-terminated string; `dice_out`, when
/// not NULL, must be valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dice_parse(text: *const c_char, dice_out: *mut *mut rr_dice) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(dice_out, || {
            if text.is_null() {
                return Err(rr_status::RR_NULL_ARGUMENT);
            }
            // Non-NULL (checked) and NUL-terminated (the caller's contract).
            let text = CStr::from_ptr(text).to_str().map_err(|_| rr_status::RR_PARSE_ERROR)?;
            let expr: DiceExpr = text.parse()?;
            Ok(Box::into_raw(Box::new(rr_dice { expr })))
        })
    }
}

/// Frees an expression made by `rr_dice_parse`. Calling with NULL does nothing.
///
/// # Safety
///
/// `dice` must be NULL or a pointer returned by `rr_dice_parse` that has not been
/// freed yet; it must not be used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dice_free(dice: *mut rr_dice) {
    guard_or((), || {
        if !dice.is_null() {
            // SAFETY: from `Box::into_raw` in `rr_dice_parse`, freed once (the
            // caller's contract).
            drop(unsafe { Box::from_raw(dice) });
        }
    })
}

/// Rolls the expression with `random` and writes the total to `*total_out`.
/// Each plain `XdY` term is X uniform draws `1..=Y` in order; a term that keeps
/// some dice draws each die the same way.
///
/// Callback span: at most `hi - lo` = Y - 1 for the largest Y of the
/// expression (each die asks `(1, Y)`).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `dice` or `total_out` is NULL (or
/// `random` names no generator); `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT`
/// if `random` names two; `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` for
/// a misbehaving or too narrow `rr_roller`.
///
/// # Safety
///
/// `dice` must be NULL or a live `rr_dice`; `random` must follow `rr_random`'s
/// rules; `total_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dice_roll(dice: *const rr_dice, random: rr_random, total_out: *mut i64) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(total_out, || {
            let dice = try_ref(dice)?;
            with_roller!(random, |r| dice.expr.roll(r, "dice"))
        })
    }
}

/// Writes the smallest total the expression can roll to `*min_out`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `dice` or `min_out` is NULL;
/// `RR_MISALIGNED_POINTER` if `min_out` is misaligned.
///
/// # Safety
///
/// `dice` must be NULL or a live `rr_dice`; `min_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dice_min(dice: *const rr_dice, min_out: *mut i64) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(min_out, || Ok(try_ref(dice)?.expr.min())) }
}

/// Writes the largest total the expression can roll to `*max_out`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `dice` or `max_out` is NULL;
/// `RR_MISALIGNED_POINTER` if `max_out` is misaligned.
///
/// # Safety
///
/// `dice` must be NULL or a live `rr_dice`; `max_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dice_max(dice: *const rr_dice, max_out: *mut i64) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(max_out, || Ok(try_ref(dice)?.expr.max())) }
}

/// The exact distribution of the expression: every possible total, in
/// increasing order, with its exact probability.
///
/// Length protocol (the same for every function with a buffer): call with
/// `buf` NULL (`len` is then ignored) to get the number of rows in `*len_out`;
/// then call again with a buffer of at least that many rows and its length in
/// `len`. On success the first `*len_out` rows are written. A buffer that is
/// too small gives `RR_BUFFER_TOO_SMALL` and writes nothing. `len` must be the
/// buffer's true length: a length above `PTRDIFF_MAX / sizeof(row)` (such as
/// `SIZE_MAX`) with a non-NULL `buf` is `RR_INVALID_ARGUMENT`.
///
/// A probability whose reduced fraction does not fit 64-bit integers (30d6:
/// denominator 6^30) is written with `exact` = 0 and only its double `value`,
/// as every function that returns fractions does; this is never `RR_OVERFLOW`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `dice` or `len_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for an impossible `len`;
/// `RR_BUFFER_TOO_SMALL`; `RR_BUDGET_EXCEEDED` if the distribution is too large
/// to compute.
///
/// # Safety
///
/// `dice` must be NULL or a live `rr_dice`; `buf`, when not NULL, must be valid
/// for writing `len` entries; `len_out`, when not NULL, must be valid for one
/// write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dice_pmf(
    dice: *const rr_dice,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { pmf_entry(buf, len, len_out, || Ok(try_ref(dice)?.expr.pmf()?)) }
}
