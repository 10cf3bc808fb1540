//! The crate's error type.

use roguerules_dice::{BudgetExceeded, RollError};

/// Why a trap rule could not be applied.
///
/// Every public function of this crate returns this error instead of panicking
/// on bad input: rules are pure functions over plain data.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TrapError {
    /// An input value lies outside the range the rule accepts.
    #[error("{what} is {value}, expected {expected}")]
    OutOfRange {
        /// The input's name.
        what: &'static str,
        /// The value given.
        value: i64,
        /// What is accepted, in words (e.g. `0..=127`).
        expected: &'static str,
    },
    /// A name (trap kind, chest, ...) that is not known.
    #[error("unknown {what} '{name}'; expected one of: {expected}")]
    UnknownName {
        /// What kind of name it was.
        what: &'static str,
        /// The name given.
        name: String,
        /// The accepted names, comma-separated.
        expected: String,
    },
    /// No dungeon trap may be placed at this depth (seed 004, "Dungeon Trap
    /// Creation": every trap needs at least 50 feet).
    #[error("no trap kind is allowed at {feet} feet (the shallowest traps need 50 feet)")]
    NoTrapAtDepth {
        /// The depth in feet.
        feet: i64,
    },
    /// The game's loop would not end whatever the draws (Oangband 1.1.0
    /// reading: the drain-wands trap's search when no slot it can reach holds
    /// a device). A retry loop that a roller keeps going is
    /// [`TrapError::Budget`] with `Limit::Retries` (`roguerules_dice::retry`).
    #[error("the game's {what} loop does not end")]
    EndlessLoop {
        /// Which loop.
        what: &'static str,
    },
    /// A draw failed (a scripted roller ran out, an external source misbehaved).
    #[error(transparent)]
    Roll(RollError),
    /// An exact computation would pass its budget (roguerules-dice's one budget
    /// error).
    #[error(transparent)]
    Budget(BudgetExceeded),
}

roguerules_dice::from_roll_error!(TrapError);
