//! `rr_status`: what every fallible C function returns.

use roguerules_dice::{ExprError, ExprErrorKind, RollError, SourceError};
use std::ffi::c_char;

/// What a fallible `rr_*` function returns: `RR_OK` (0) on success, otherwise why
/// it failed. Out-pointers are written only when the status is `RR_OK`.
///
/// The numbers are stable: a value is never reused for another meaning, and a
/// retired value stays listed here as a comment. In C the type is a `uint32_t`,
/// so unknown numbers can be passed to `rr_status_message` safely.
#[allow(non_camel_case_types)]
#[repr(u32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum rr_status {
    /// Success.
    RR_OK = 0,
    /// A required pointer argument was NULL.
    RR_NULL_ARGUMENT = 1,
    /// A pointer argument was not aligned for its type.
    RR_MISALIGNED_POINTER = 2,
    /// An argument was out of its documented range: an unknown enum value, a
    /// negative count, unknown flag bits, or a random source given both or neither
    /// generator.
    RR_INVALID_ARGUMENT = 3,
    /// A dice expression could not be parsed (or was not UTF-8).
    RR_PARSE_ERROR = 4,
    /// A caller's buffer is smaller than the result; call with a NULL buffer first
    /// to learn the length needed.
    RR_BUFFER_TOO_SMALL = 5,
    /// An exact computation would exceed its budget (too many outcomes, or too
    /// many draws on one path).
    RR_BUDGET_EXCEEDED = 6,
    /// An exact result does not fit the fixed-width fields of the C struct (for
    /// example a probability whose reduced denominator needs more than 64 bits).
    RR_OVERFLOW = 7,
    /// A caller-supplied `rr_roller` answered a value outside the `[lo, hi]` it was
    /// asked for. The answer is never used.
    RR_RNG_OUT_OF_RANGE = 8,
    /// A rule needed a draw whose range does not fit the `int32_t` arguments of
    /// `rr_roller.uniform` (use the built-in `rr_rng` for such ranges).
    RR_RNG_RANGE_UNSUPPORTED = 9,
    /// The rule rejected its input (a value outside what the rule's source
    /// allows, for example a level or skill out of range).
    RR_RULE_ERROR = 10,
    /// A Rust panic was caught at the boundary. This is a bug in roguerules;
    /// the library's state is still consistent (nothing is half-written).
    RR_PANIC = 11,
}

impl rr_status {
    /// Every status, in number order.
    pub const fn all() -> [rr_status; 12] {
        [
            rr_status::RR_OK,
            rr_status::RR_NULL_ARGUMENT,
            rr_status::RR_MISALIGNED_POINTER,
            rr_status::RR_INVALID_ARGUMENT,
            rr_status::RR_PARSE_ERROR,
            rr_status::RR_BUFFER_TOO_SMALL,
            rr_status::RR_BUDGET_EXCEEDED,
            rr_status::RR_OVERFLOW,
            rr_status::RR_RNG_OUT_OF_RANGE,
            rr_status::RR_RNG_RANGE_UNSUPPORTED,
            rr_status::RR_RULE_ERROR,
            rr_status::RR_PANIC,
        ]
    }

    /// The status with this number, if there is one.
    pub fn from_number(n: u32) -> Option<rr_status> {
        rr_status::all().get(usize::try_from(n).ok()?).copied()
    }

    /// The static, NUL-terminated message of this status.
    pub fn message(self) -> &'static std::ffi::CStr {
        use rr_status::*;
        match self {
            RR_OK => c"success",
            RR_NULL_ARGUMENT => c"a required pointer argument was NULL",
            RR_MISALIGNED_POINTER => c"a pointer argument was not aligned for its type",
            RR_INVALID_ARGUMENT => c"an argument was out of its documented range",
            RR_PARSE_ERROR => c"the dice expression could not be parsed",
            RR_BUFFER_TOO_SMALL => c"the buffer is too small for the result",
            RR_BUDGET_EXCEEDED => c"the exact computation would exceed its budget",
            RR_OVERFLOW => c"an exact result does not fit 64-bit integers",
            RR_RNG_OUT_OF_RANGE => c"the caller's random source answered outside the range asked for",
            RR_RNG_RANGE_UNSUPPORTED => c"a draw's range does not fit the int32_t arguments of rr_roller",
            RR_RULE_ERROR => c"the rule rejected its input",
            RR_PANIC => c"internal error: a panic was caught (a bug in roguerules)",
        }
    }
}

/// The message for an unknown status number.
const UNKNOWN: &std::ffi::CStr = c"unknown rr_status value";

impl rr_status {
    /// `rr_status_message`, in Rust.
    pub fn message_for(status: u32) -> &'static std::ffi::CStr {
        rr_status::from_number(status).map_or(UNKNOWN, rr_status::message)
    }
}

/// A static, NUL-terminated English message for any status number, including
/// numbers this version does not know (those get "unknown rr_status value").
/// Never NULL; the caller must not free it.
#[unsafe(no_mangle)]
pub extern "C" fn rr_status_message(status: u32) -> *const c_char {
    crate::boundary::guard_or(UNKNOWN.as_ptr(), || rr_status::message_for(status).as_ptr())
}

/// A roll failed: which status it becomes.
pub(crate) fn roll_status(e: &RollError) -> rr_status {
    match e {
        RollError::Source(f) => match f.error {
            SourceError::OutOfRange { .. } => rr_status::RR_RNG_OUT_OF_RANGE,
            _ => rr_status::RR_RNG_RANGE_UNSUPPORTED,
        },
        RollError::Budget(_) => rr_status::RR_BUDGET_EXCEEDED,
        RollError::InvalidDraw(_) => rr_status::RR_RULE_ERROR,
        // Scripted and replay errors cannot arise from the C API's rollers.
        _ => rr_status::RR_PANIC,
    }
}

/// A dice-expression error: which status it becomes.
pub(crate) fn expr_status(e: &ExprError) -> rr_status {
    match e.kind {
        ExprErrorKind::TooLarge => rr_status::RR_BUDGET_EXCEEDED,
        _ => rr_status::RR_PARSE_ERROR,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_stable_and_dense() {
        for (i, s) in rr_status::all().iter().enumerate() {
            assert_eq!(*s as u32 as usize, i);
            assert_eq!(rr_status::from_number(i as u32), Some(*s));
        }
        assert_eq!(rr_status::RR_OK as u32, 0);
        assert_eq!(rr_status::RR_PANIC as u32, 11);
        assert_eq!(rr_status::from_number(12), None);
    }

    #[test]
    fn every_number_has_a_distinct_message() {
        let mut seen = std::collections::HashSet::new();
        for s in rr_status::all() {
            assert!(seen.insert(s.message().to_bytes()), "{s:?}");
        }
        assert_eq!(rr_status::message_for(12).to_bytes(), b"unknown rr_status value");
        assert_eq!(rr_status::message_for(u32::MAX).to_bytes(), b"unknown rr_status value");
        assert!(!rr_status_message(u32::MAX).is_null());
    }
}
