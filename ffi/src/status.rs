//! `rr_status`: what every fallible C function returns.

use roguerules_dice::{BudgetExceeded, ExprError, ExprErrorKind, RollError, SourceError};
use roguerules_melee::angband::AngbandError;
use roguerules_melee::powder::PowderError;
use roguerules_projection::ProjectionError;
use roguerules_tabletop::TabletopError;
use roguerules_traps::TrapError;
use std::ffi::c_char;

/// What a fallible `rr_*` function returns: `RR_OK` (0) on success, otherwise why
/// it failed (one of the `RR_*` status numbers below). Out-pointers are written
/// only when the status is `RR_OK`.
///
/// The numbers are stable: a value is never reused for another meaning, and a
/// retired value stays listed here as a comment. In C the type is a `uint32_t`
/// and the statuses are `#define`d integers (no C enum: its trailing comma is not
/// C89, and an enum's width is the compiler's choice), so unknown numbers can be
/// passed to `rr_status_message` safely.
#[repr(transparent)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct rr_status(u32);

/// Success.
pub const RR_OK: rr_status = rr_status(0);
/// A required pointer argument was NULL.
pub const RR_NULL_ARGUMENT: rr_status = rr_status(1);
/// A pointer argument was not aligned for its type.
pub const RR_MISALIGNED_POINTER: rr_status = rr_status(2);
/// An argument was out of its documented range: an unknown code, a yes/no
/// (`uint8_t`) flag other than 0 or 1, a negative count, unknown flag bits, or a
/// random source given both or neither generator.
pub const RR_INVALID_ARGUMENT: rr_status = rr_status(3);
/// A dice expression could not be parsed (or was not UTF-8).
pub const RR_PARSE_ERROR: rr_status = rr_status(4);
/// A caller's buffer is smaller than the result; call with a NULL buffer first
/// to learn the length needed.
pub const RR_BUFFER_TOO_SMALL: rr_status = rr_status(5);
/// An exact computation would exceed its budget (too many outcomes, or too
/// many draws on one path).
pub const RR_BUDGET_EXCEEDED: rr_status = rr_status(6);
/// A result does not fit the fixed-width fields of the C struct: more blows or
/// effects than the struct's array holds. (Probabilities never overflow: a
/// fraction whose reduced terms need more than 64 bits comes back with
/// `exact` = 0 and only its double `value`; see `rr_fraction`.)
pub const RR_OVERFLOW: rr_status = rr_status(7);
/// A caller-supplied `rr_roller` answered a value outside the `[lo, hi]` it was
/// asked for. The answer is never used.
pub const RR_RNG_OUT_OF_RANGE: rr_status = rr_status(8);
/// A rule needed a draw whose range does not fit the `int32_t` arguments of
/// `rr_roller.uniform` (use the built-in `rr_rng` for such ranges).
pub const RR_RNG_RANGE_UNSUPPORTED: rr_status = rr_status(9);
/// The rule rejected its input (a value outside what the rule's source
/// allows, for example a level or skill out of range).
pub const RR_RULE_ERROR: rr_status = rr_status(10);
/// A Rust panic was caught at the boundary. This is a bug in roguerules;
/// the library's state is still consistent (nothing is half-written).
pub const RR_PANIC: rr_status = rr_status(11);
/// The rule does not follow the reading asked for: `rr_project_player_land`
/// under `RR_READING_SEED` (the seed's landing is part of
/// `rr_project_player`). An unknown reading code is `RR_INVALID_ARGUMENT`.
pub const RR_READING_UNSUPPORTED: rr_status = rr_status(12);

/// The statuses as associated constants, so Rust code can write
/// `rr_status::RR_OK` (C has only the `#define`s above).
///
/// cbindgen:ignore
impl rr_status {
    /// `RR_OK`.
    pub const RR_OK: rr_status = RR_OK;
    /// `RR_NULL_ARGUMENT`.
    pub const RR_NULL_ARGUMENT: rr_status = RR_NULL_ARGUMENT;
    /// `RR_MISALIGNED_POINTER`.
    pub const RR_MISALIGNED_POINTER: rr_status = RR_MISALIGNED_POINTER;
    /// `RR_INVALID_ARGUMENT`.
    pub const RR_INVALID_ARGUMENT: rr_status = RR_INVALID_ARGUMENT;
    /// `RR_PARSE_ERROR`.
    pub const RR_PARSE_ERROR: rr_status = RR_PARSE_ERROR;
    /// `RR_BUFFER_TOO_SMALL`.
    pub const RR_BUFFER_TOO_SMALL: rr_status = RR_BUFFER_TOO_SMALL;
    /// `RR_BUDGET_EXCEEDED`.
    pub const RR_BUDGET_EXCEEDED: rr_status = RR_BUDGET_EXCEEDED;
    /// `RR_OVERFLOW`.
    pub const RR_OVERFLOW: rr_status = RR_OVERFLOW;
    /// `RR_RNG_OUT_OF_RANGE`.
    pub const RR_RNG_OUT_OF_RANGE: rr_status = RR_RNG_OUT_OF_RANGE;
    /// `RR_RNG_RANGE_UNSUPPORTED`.
    pub const RR_RNG_RANGE_UNSUPPORTED: rr_status = RR_RNG_RANGE_UNSUPPORTED;
    /// `RR_RULE_ERROR`.
    pub const RR_RULE_ERROR: rr_status = RR_RULE_ERROR;
    /// `RR_PANIC`.
    pub const RR_PANIC: rr_status = RR_PANIC;
    /// `RR_READING_UNSUPPORTED`.
    pub const RR_READING_UNSUPPORTED: rr_status = RR_READING_UNSUPPORTED;

    /// The status's number.
    pub const fn number(self) -> u32 {
        self.0
    }

    /// The status's name (`"RR_OK"`, ...).
    pub fn name(self) -> &'static str {
        const NAMES: [&str; 13] = [
            "RR_OK",
            "RR_NULL_ARGUMENT",
            "RR_MISALIGNED_POINTER",
            "RR_INVALID_ARGUMENT",
            "RR_PARSE_ERROR",
            "RR_BUFFER_TOO_SMALL",
            "RR_BUDGET_EXCEEDED",
            "RR_OVERFLOW",
            "RR_RNG_OUT_OF_RANGE",
            "RR_RNG_RANGE_UNSUPPORTED",
            "RR_RULE_ERROR",
            "RR_PANIC",
            "RR_READING_UNSUPPORTED",
        ];
        NAMES.get(self.0 as usize).copied().unwrap_or("unknown")
    }
}

impl rr_status {
    /// Every status, in number order.
    pub const fn all() -> [rr_status; 13] {
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
            rr_status::RR_READING_UNSUPPORTED,
        ]
    }

    /// The status with this number, if there is one.
    pub fn from_number(n: u32) -> Option<rr_status> {
        rr_status::all().get(usize::try_from(n).ok()?).copied()
    }

    /// The static, NUL-terminated message of this status.
    pub fn message(self) -> &'static std::ffi::CStr {
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
            RR_READING_UNSUPPORTED => c"the rule does not follow this reading (see the function's documentation)",
            _ => UNKNOWN,
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

impl From<RollError> for rr_status {
    /// A failed draw: a misbehaving `rr_roller` is `RR_RNG_OUT_OF_RANGE`, a
    /// range it cannot be asked for `RR_RNG_RANGE_UNSUPPORTED`, a budget
    /// `RR_BUDGET_EXCEEDED`, a draw the rule should not have made
    /// `RR_RULE_ERROR`.
    fn from(e: RollError) -> rr_status {
        match e {
            RollError::Source(f) => match f.error {
                SourceError::OutOfRange { .. } => RR_RNG_OUT_OF_RANGE,
                _ => RR_RNG_RANGE_UNSUPPORTED,
            },
            RollError::Budget(_) => RR_BUDGET_EXCEEDED,
            RollError::InvalidDraw(_) => RR_RULE_ERROR,
            // Scripted and replay errors cannot arise from the C API's rollers.
            _ => RR_PANIC,
        }
    }
}

impl From<ExprError> for rr_status {
    /// A dice expression too large to compute is `RR_BUDGET_EXCEEDED`; any
    /// other error `RR_PARSE_ERROR`.
    fn from(e: ExprError) -> rr_status {
        match e.kind {
            ExprErrorKind::TooLarge => RR_BUDGET_EXCEEDED,
            _ => RR_PARSE_ERROR,
        }
    }
}

impl From<BudgetExceeded> for rr_status {
    fn from(_: BudgetExceeded) -> rr_status {
        RR_BUDGET_EXCEEDED
    }
}

impl From<AngbandError> for rr_status {
    /// Invalid input is `RR_INVALID_ARGUMENT`, an enumeration over budget
    /// `RR_BUDGET_EXCEEDED`, a failed draw the draw's status.
    fn from(e: AngbandError) -> rr_status {
        match e {
            AngbandError::Roll(e) => e.into(),
            AngbandError::Budget(_) => RR_BUDGET_EXCEEDED,
            _ => RR_INVALID_ARGUMENT,
        }
    }
}

impl From<TrapError> for rr_status {
    /// Out-of-range input is `RR_INVALID_ARGUMENT`, an enumeration over budget
    /// `RR_BUDGET_EXCEEDED`, a failed draw the draw's status.
    fn from(e: TrapError) -> rr_status {
        match e {
            TrapError::Roll(e) => e.into(),
            TrapError::Budget(_) => RR_BUDGET_EXCEEDED,
            _ => RR_INVALID_ARGUMENT,
        }
    }
}

impl From<TabletopError> for rr_status {
    /// Invalid input is `RR_INVALID_ARGUMENT`, a runaway open-ended roll (a
    /// random source answering 96 or more ten thousand times) or an exact
    /// distribution too large to compute `RR_BUDGET_EXCEEDED`, a distribution
    /// given an impossible success `RR_RULE_ERROR`, a failed draw the draw's
    /// status.
    fn from(e: TabletopError) -> rr_status {
        match e {
            TabletopError::Roll(e) => e.into(),
            TabletopError::RunawayRoll { .. } | TabletopError::Budget(_) => RR_BUDGET_EXCEEDED,
            TabletopError::CannotSucceed => RR_RULE_ERROR,
            _ => RR_INVALID_ARGUMENT,
        }
    }
}

impl From<PowderError> for rr_status {
    /// Invalid input is `RR_INVALID_ARGUMENT`, multiplied dice past the dice
    /// crate's bounds `RR_RULE_ERROR`, an exact computation over budget
    /// `RR_BUDGET_EXCEEDED`, a failed draw the draw's status.
    fn from(e: PowderError) -> rr_status {
        match e {
            PowderError::Roll(e) => e.into(),
            PowderError::Budget(_) => RR_BUDGET_EXCEEDED,
            PowderError::Dice { .. } => RR_RULE_ERROR,
            _ => RR_INVALID_ARGUMENT,
        }
    }
}

impl From<ProjectionError> for rr_status {
    /// Input out of its range or invalid (a damage type the target's table
    /// does not list, `GF_HOLD` from a monster, flag bits naming nothing) is
    /// `RR_INVALID_ARGUMENT`, a reading the rule does not follow yet
    /// `RR_READING_UNSUPPORTED`, an exact computation over budget
    /// `RR_BUDGET_EXCEEDED`, a failed draw the draw's status.
    fn from(e: ProjectionError) -> rr_status {
        match e {
            ProjectionError::Roll(e) => e.into(),
            ProjectionError::Budget(_) => RR_BUDGET_EXCEEDED,
            ProjectionError::ReadingNotSupported { .. } => RR_READING_UNSUPPORTED,
            _ => RR_INVALID_ARGUMENT,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_stable_and_dense() {
        for (i, s) in rr_status::all().iter().enumerate() {
            assert_eq!(s.number() as usize, i);
            assert_eq!(rr_status::from_number(i as u32), Some(*s));
        }
        assert_eq!(RR_OK.number(), 0);
        assert_eq!(RR_PANIC.number(), 11);
        assert_eq!(RR_READING_UNSUPPORTED.number(), 12);
        assert_eq!(rr_status::from_number(13), None);
    }

    #[test]
    fn every_number_has_a_distinct_message() {
        let mut seen = std::collections::HashSet::new();
        for s in rr_status::all() {
            assert!(seen.insert(s.message().to_bytes()), "{s:?}");
        }
        assert_eq!(rr_status::message_for(13).to_bytes(), b"unknown rr_status value");
        assert_eq!(rr_status::message_for(u32::MAX).to_bytes(), b"unknown rr_status value");
        assert!(!rr_status_message(u32::MAX).is_null());
    }
}
