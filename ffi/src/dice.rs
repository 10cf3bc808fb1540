//! Dice expressions from C: parse, roll, bounds and the exact distribution
//! (roguerules-dice's `DiceExpr`).

use crate::boundary::{Out, guard, try_buffer, try_ref};
use crate::convert::to_u64;
use crate::random::{rr_random, with_roller};
use crate::status::{expr_status, roll_status, rr_status};
use roguerules_dice::DiceExpr;
use std::ffi::{CStr, c_char};

/// A parsed dice expression (`"3d6"`, `"d20"`, `"2d6+1"`, `"1d8+1d6-2"`,
/// `"4d6kh3"`). Create with `rr_dice_parse`, free with `rr_dice_free`. Immutable
/// once made: it may be shared between threads for reading.
#[allow(non_camel_case_types)]
#[derive(Debug)]
pub struct rr_dice {
    pub(crate) expr: DiceExpr,
}

/// One value of an exact distribution and its probability.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct rr_dice_probability {
    /// The value (a total of the expression).
    pub value: i64,
    /// The exact probability's numerator, in lowest terms.
    pub numerator: u64,
    /// The exact probability's denominator, in lowest terms (never 0).
    pub denominator: u64,
    /// The same probability as a double (approximate; for display only).
    pub probability: f64,
}

/// Parses a NUL-terminated dice expression and writes a new `rr_dice` to
/// `*dice_out` (free it with `rr_dice_free`).
///
/// Grammar: terms `N`, `XdY` or `dY`, optionally `khN`/`klN` (keep the highest or
/// lowest N dice), joined by `+` or `-`; spaces allowed; case-insensitive. Bounds:
/// at most 10000 dice per term, 1000000 sides, constants up to 1000000000, 64
/// terms.
///
/// Returns `RR_NULL_ARGUMENT` if `text` or `dice_out` is NULL, `RR_PARSE_ERROR`
/// if the text is not a valid expression (or not UTF-8).
///
/// # Safety
///
/// `text`, when not NULL, must point to a NUL-terminated string; `dice_out`, when
/// not NULL, must be valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dice_parse(text: *const c_char, dice_out: *mut *mut rr_dice) -> rr_status {
    guard(|| {
        if text.is_null() {
            return Err(rr_status::RR_NULL_ARGUMENT);
        }
        let out = Out::new(dice_out)?;
        // SAFETY: non-NULL (checked) and NUL-terminated (the caller's contract).
        let text = unsafe { CStr::from_ptr(text) };
        let text = text.to_str().map_err(|_| rr_status::RR_PARSE_ERROR)?;
        let expr: DiceExpr = text.parse().map_err(|e| expr_status(&e))?;
        // SAFETY: `dice_out` is writable (the caller's contract).
        unsafe { out.write(Box::into_raw(Box::new(rr_dice { expr }))) };
        Ok(())
    })
}

/// Frees an expression made by `rr_dice_parse`. Calling with NULL does nothing.
///
/// # Safety
///
/// `dice` must be NULL or a pointer returned by `rr_dice_parse` that has not been
/// freed yet; it must not be used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dice_free(dice: *mut rr_dice) {
    crate::boundary::guard_or((), || {
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
/// Returns `RR_NULL_ARGUMENT` if `dice` or `total_out` is NULL (or `random` names
/// no generator), `RR_INVALID_ARGUMENT` if `random` names two, and
/// `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving or too
/// narrow `rr_roller`.
///
/// # Safety
///
/// `dice` must be NULL or a live `rr_dice`; `random` must follow `rr_random`'s
/// rules; `total_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dice_roll(dice: *const rr_dice, random: rr_random, total_out: *mut i64) -> rr_status {
    guard(|| {
        // SAFETY: a live rr_dice or NULL (the caller's contract).
        let dice = unsafe { try_ref(dice) }?;
        let out = Out::new(total_out)?;
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let total = unsafe { with_roller!(random, |r| dice.expr.roll(r, "dice").map_err(|e| roll_status(&e))) }?;
        // SAFETY: `total_out` is writable (the caller's contract).
        unsafe { out.write(total) };
        Ok(())
    })
}

/// Writes the smallest total the expression can roll to `*min_out`.
///
/// Returns `RR_NULL_ARGUMENT` if `dice` or `min_out` is NULL.
///
/// # Safety
///
/// `dice` must be NULL or a live `rr_dice`; `min_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dice_min(dice: *const rr_dice, min_out: *mut i64) -> rr_status {
    guard(|| {
        // SAFETY: a live rr_dice or NULL (the caller's contract).
        let dice = unsafe { try_ref(dice) }?;
        let out = Out::new(min_out)?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(dice.expr.min()) };
        Ok(())
    })
}

/// Writes the largest total the expression can roll to `*max_out`.
///
/// Returns `RR_NULL_ARGUMENT` if `dice` or `max_out` is NULL.
///
/// # Safety
///
/// `dice` must be NULL or a live `rr_dice`; `max_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dice_max(dice: *const rr_dice, max_out: *mut i64) -> rr_status {
    guard(|| {
        // SAFETY: a live rr_dice or NULL (the caller's contract).
        let dice = unsafe { try_ref(dice) }?;
        let out = Out::new(max_out)?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(dice.expr.max()) };
        Ok(())
    })
}

/// The exact distribution of the expression: every possible total, in
/// increasing order, with its exact probability.
///
/// Length protocol: call with `buf` NULL (and any `len`) to get the number of
/// entries in `*len_out`; then call again with a buffer of at least that many
/// entries and its length in `len`. On success the first `*len_out` entries are
/// written. A buffer that is too small gives `RR_BUFFER_TOO_SMALL` and writes
/// nothing.
///
/// Returns `RR_NULL_ARGUMENT` if `dice` or `len_out` is NULL,
/// `RR_BUDGET_EXCEEDED` if the distribution is too large to compute, and
/// `RR_OVERFLOW` if a probability in lowest terms does not fit 64-bit integers
/// (for example 30d6, whose denominator is 6^30).
///
/// # Safety
///
/// `dice` must be NULL or a live `rr_dice`; `buf`, when not NULL, must be valid
/// for writing `len` entries; `len_out`, when not NULL, must be valid for one
/// write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dice_pmf(
    dice: *const rr_dice,
    buf: *mut rr_dice_probability,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    guard(|| {
        // SAFETY: a live rr_dice or NULL (the caller's contract).
        let dice = unsafe { try_ref(dice) }?;
        let out = Out::new(len_out)?;
        // SAFETY: valid for `len` writes when not NULL (the caller's contract).
        let buf = unsafe { try_buffer(buf, len) }?;
        let pmf = dice.expr.pmf().map_err(|e| expr_status(&e))?;
        let needed = pmf.len();
        if let Some(buf) = buf {
            if buf.len() < needed {
                return Err(rr_status::RR_BUFFER_TOO_SMALL);
            }
            let mut entries = Vec::with_capacity(needed);
            for (value, p) in pmf.iter() {
                let (numerator, denominator) = (to_u64(p.numer())?, to_u64(p.denom())?);
                entries.push(rr_dice_probability {
                    value: *value,
                    numerator,
                    denominator,
                    probability: numerator as f64 / denominator as f64,
                });
            }
            buf[..needed].copy_from_slice(&entries);
        }
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(needed) };
        Ok(())
    })
}
