//! The crate's one error type: invalid characters and inputs (RULINGS B21) and
//! failed draws.

use roguerules_dice::{BudgetExceeded, RollError};

/// Why a tabletop rule could not be applied (seed 002; RULINGS B21).
///
/// A small, plain enum so the C API and fuzz targets can map it to statuses.
/// Every variant names the offending input field where there is one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TabletopError {
    /// A number outside its domain (RULINGS B21: level 1..=30, Strength 1..=55,
    /// Dexterity 1..=41, plus 0..=10, ...).
    #[error("{field} is {value}, expected {min}..={max}")]
    OutOfRange {
        /// The input field, e.g. `level` or `armour.plus`.
        field: &'static str,
        /// The value given.
        value: i64,
        /// The lowest accepted value.
        min: i64,
        /// The highest accepted value.
        max: i64,
    },
    /// A name that is not in the seed's tables (CLI and text inputs).
    #[error("unknown {what} '{name}', expected one of: {expected}")]
    UnknownName {
        /// What was being named (`class`, `armour`, ...).
        what: &'static str,
        /// The name given.
        name: String,
        /// The accepted names, comma-separated.
        expected: String,
    },
    /// A required input is absent (e.g. a melee attack without a `weapon`).
    #[error("{field} is required: {reason}")]
    Missing {
        /// The missing field.
        field: &'static str,
        /// Why it is needed.
        reason: &'static str,
    },
    /// Inputs that cannot go together (a two-handed grip with a shield, a shield bash
    /// without a shield or below the Table 19 level, ...; RULINGS B11, B21).
    #[error("{field}: {reason}")]
    Invalid {
        /// The field at fault.
        field: &'static str,
        /// What is wrong and what is accepted.
        reason: &'static str,
    },
    /// A value beyond the end of a seed table that the rules do not extend
    /// (Table 15 at 70 000 encumbrance points or more, RULINGS B17).
    #[error("{value} is outside {table}")]
    OutsideTable {
        /// The table.
        table: &'static str,
        /// The value looked up.
        value: i64,
    },
    /// The open-ended d100 rerolled more than the crate's safety limit (a broken
    /// random source answering 96+ forever; a fair d100 reaches it with
    /// probability 20^-9999).
    #[error("the open-ended roll rerolled {rolls} times (a broken random source?)")]
    RunawayRoll {
        /// Rolls made.
        rolls: u32,
    },
    /// An exact distribution would take too long to compute (an attack value near
    /// the bottom of its range with many rolls; fuzz finding F9): roguerules-dice's
    /// one budget error.
    #[error(transparent)]
    Budget(BudgetExceeded),
    /// A conditional distribution was asked for an event of probability zero
    /// (extra damage given success when the attack cannot succeed).
    #[error("the attack cannot succeed (probability 0), so there is no damage distribution given success")]
    CannotSucceed,
    /// A draw failed (scripted or external rollers).
    #[error(transparent)]
    Roll(RollError),
}

roguerules_dice::from_roll_error!(TabletopError);

/// Checks `value` in `min..=max`, naming `field` in the error.
pub(crate) fn check_range(field: &'static str, value: i64, min: i64, max: i64) -> Result<i64, TabletopError> {
    if (min..=max).contains(&value) { Ok(value) } else { Err(TabletopError::OutOfRange { field, value, min, max }) }
}
