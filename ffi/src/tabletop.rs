//! The tabletop RPG's combat rules from C (roguerules-tabletop, seed 002;
//! RULINGS B1-B29): attack values of a character sheet (sections A-C), the
//! open-ended attack roll and its exact odds (D, H), base damage (E-G),
//! segments (I, N), shield interposition (J), parry (K), movement and
//! disengaging (L, M), statistic and Strength modification (O, P), absorption
//! (Q), item slots (R), aiming (Table 22) and conditions (Tables 20, 23).
//!
//! Every name is `rr_tt_*` / `RR_TT_*` (tt: tabletop). Enums cross as
//! `uint32_t` codes (each the position of the value in the seed's table order)
//! and flag sets as `uint8_t` bits; unknown codes and bits, numbers outside the
//! rules' domains (RULINGS B21) and impossible combinations are
//! `RR_INVALID_ARGUMENT`. Arrays inside input structs are a pointer and a
//! length; the pointer may be NULL when the length is 0.

mod character;
mod codes;
mod damage;
mod defence;
mod missile;
mod movement;
mod roll;
mod round;
mod sheet;

pub use character::*;
pub use codes::*;
pub use damage::*;
pub use defence::*;
pub use missile::*;
pub use movement::*;
pub use roll::*;
pub use round::*;
pub use sheet::*;

use crate::boundary::{Out, check_ptr, guard, try_buffer};
use crate::convert::pmf_into;
use crate::status::{roll_status, rr_status};
use crate::traps::rr_value_probability;
use roguerules_dice::Pmf;
use roguerules_tabletop::TabletopError;

/// The status of a tabletop rule's error: invalid input is
/// `RR_INVALID_ARGUMENT`, a runaway open-ended roll (a random source answering
/// 96 or more ten thousand times) or an exact distribution too large to compute
/// `RR_BUDGET_EXCEEDED`, a distribution given an
/// impossible success `RR_RULE_ERROR`, a failed draw the draw's status.
pub(crate) fn tt_status(e: &TabletopError) -> rr_status {
    match e {
        TabletopError::Roll(e) => roll_status(e),
        TabletopError::RunawayRoll { .. } | TabletopError::Budget(_) => rr_status::RR_BUDGET_EXCEEDED,
        TabletopError::CannotSucceed => rr_status::RR_RULE_ERROR,
        _ => rr_status::RR_INVALID_ARGUMENT,
    }
}

/// Runs an entry point that writes one value: checks `value_out`, computes the
/// value, and writes it only on success (inside the panic guard).
///
/// # Safety
///
/// `value_out`, when not NULL, must be valid for one write.
unsafe fn produce<T>(value_out: *mut T, body: impl FnOnce() -> Result<T, rr_status>) -> rr_status {
    guard(|| {
        let out = Out::new(value_out)?;
        let value = body()?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(value) };
        Ok(())
    })
}

/// An array inside a caller's struct: `len` items at `ptr` (NULL allowed when
/// `len` is 0), at most `max` of them (`RR_INVALID_ARGUMENT` beyond).
///
/// # Safety
///
/// When `len` is positive and at most `max`, `ptr` must point to `len` readable
/// items that nothing mutates for `'a`.
unsafe fn items<'a, T>(ptr: *const T, len: usize, max: usize) -> Result<&'a [T], rr_status> {
    if len == 0 {
        return Ok(&[]);
    }
    if len > max {
        return Err(rr_status::RR_INVALID_ARGUMENT);
    }
    check_ptr(ptr)?;
    // SAFETY: non-NULL and aligned (checked), `len` <= `max` readable items (the
    // caller's contract).
    Ok(unsafe { std::slice::from_raw_parts(ptr, len) })
}

/// Runs an entry point that writes an exact distribution of integers into a
/// caller's buffer (length protocol) and its length to `len_out`.
///
/// # Safety
///
/// `buf`, when not NULL, must be valid for `len` writes; `len_out`, when not
/// NULL, for one.
unsafe fn pmf_entry(
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
    pmf: impl FnOnce() -> Result<Pmf<i64>, rr_status>,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(len_out, || {
            let pmf = pmf()?;
            // `buf` is valid for `len` writes when not NULL (the caller's contract).
            let buf = try_buffer(buf, len)?;
            pmf_into(buf, &pmf)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use roguerules_dice::{RollError, SourceError, SourceFailure};

    #[test]
    fn errors_map_to_statuses() {
        let out = TabletopError::OutOfRange { field: "level", value: 0, min: 1, max: 30 };
        assert_eq!(tt_status(&out), rr_status::RR_INVALID_ARGUMENT);
        assert_eq!(tt_status(&TabletopError::RunawayRoll { rolls: 3 }), rr_status::RR_BUDGET_EXCEEDED);
        assert_eq!(tt_status(&TabletopError::CannotSucceed), rr_status::RR_RULE_ERROR);
        let failure = SourceFailure { label: "d", lo: 1, hi: 2, error: SourceError::OutOfRange { value: 3 } };
        let roll = RollError::Source(Box::new(failure));
        assert_eq!(tt_status(&TabletopError::Roll(roll)), rr_status::RR_RNG_OUT_OF_RANGE);
    }

    #[test]
    fn arrays_are_checked_before_reading() {
        let xs = [1i64, 2, 3];
        // SAFETY: NULL with length 0, a live array, and lengths checked before reading.
        unsafe {
            assert_eq!(items(std::ptr::null::<i64>(), 0, 4), Ok(&[][..]));
            assert_eq!(items(xs.as_ptr(), 3, 4), Ok(&xs[..]));
            assert_eq!(items(xs.as_ptr(), 5, 4), Err(rr_status::RR_INVALID_ARGUMENT));
            assert_eq!(items(std::ptr::null::<i64>(), 1, 4), Err(rr_status::RR_NULL_ARGUMENT));
        }
    }
}
