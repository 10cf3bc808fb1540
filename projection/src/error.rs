//! The crate's error type.

use roguerules_dice::{BudgetExceeded, RollError};
use roguerules_vocab::{Gf, Reading};

/// Why a projection could not be computed.
///
/// Every public function of this crate returns this error instead of panicking on
/// bad input (rules are pure functions over plain data). The accepted
/// ranges are listed on [`MonsterInput`](crate::MonsterInput),
/// [`TerrainInput`](crate::TerrainInput), [`ObjectInput`](crate::ObjectInput)
/// and [`PlayerInput`](crate::player::PlayerInput).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ProjectionError {
    /// An input value lies outside the range the rules accept.
    #[error("{field} is {value}, expected {expected}")]
    OutOfRange {
        /// The input's name, as in the JSON (`dam`, `monster.hp`, `source.level`).
        field: &'static str,
        /// The value given.
        value: i64,
        /// What is accepted, e.g. `0..=5000`.
        expected: &'static str,
    },
    /// `GF_HOLD` or `GF_HOLD_UNDEAD` from a monster: notes (D) and (E) need the
    /// player's level (RULINGS P11).
    #[error("{gf} needs the player as its source: notes (D) and (E) compare with the player's level (RULINGS P11)")]
    NeedsPlayerSource {
        /// The damage type.
        gf: Gf,
    },
    /// The damage type has no row in seed 000's monster table (`GF_WHIP` and
    /// `GF_KILL_TRAP`), so the seed says nothing of what it does to a monster.
    #[error("seed 000's monster table has no row for {gf}: its effect on a monster is not specified")]
    NoMonsterRule {
        /// The damage type.
        gf: Gf,
    },
    /// The damage type has no row in seed 000's player table ("Damage Types,
    /// Resistances, and Other Effects on the Player": the monster-only types such
    /// as `GF_OLD_SLOW`, `GF_TURN_ALL`, `GF_DISP_EVIL`), so the seed says nothing
    /// of what it does to the character.
    #[error("seed 000's player table has no row for {gf}: its effect on the character is not specified")]
    NoPlayerRule {
        /// The damage type.
        gf: Gf,
    },
    /// The rule does not follow this reading yet: the player under
    /// [`Reading::Oangband110`] (its Oangband 1.1.0 reading is issue 22's work;
    /// use [`Reading::Seed`]).
    #[error("{rule}'s Oangband 1.1.0 reading ({reading}) is not built yet: use the seed reading (seed, the default)")]
    ReadingNotSupported {
        /// The reading asked for.
        reading: Reading,
        /// The rule that refuses it, in words (`the player`).
        rule: &'static str,
    },
    /// An input combination the rules cannot meet (a trapped object that is not a
    /// chest, flag bits that name no flag).
    #[error("invalid input: {reason}")]
    Invalid {
        /// What is wrong, in words.
        reason: &'static str,
    },
    /// A name (class, object class, flag) that is not known.
    #[error("unknown {what} '{name}': expected {expected}")]
    UnknownName {
        /// What kind of name it was.
        what: &'static str,
        /// The name given.
        name: String,
        /// What is accepted.
        expected: String,
    },
    /// A draw failed: a scripted roller ran out or was given a value outside the
    /// draw, an external source answered out of range.
    #[error(transparent)]
    Roll(RollError),
    /// An exact computation would pass its budget (roguerules-dice's one budget
    /// error).
    #[error(transparent)]
    Budget(BudgetExceeded),
}

roguerules_dice::from_roll_error!(ProjectionError);

/// `value` must lie in `lo..=hi`.
#[inline]
pub(crate) fn check(
    field: &'static str,
    value: i64,
    lo: i64,
    hi: i64,
    expected: &'static str,
) -> Result<(), ProjectionError> {
    if (lo..=hi).contains(&value) { Ok(()) } else { Err(out_of_range(field, value, expected)) }
}

/// The error of [`check`] (out of line: only error paths build it).
#[cold]
#[inline(never)]
fn out_of_range(field: &'static str, value: i64, expected: &'static str) -> ProjectionError {
    ProjectionError::OutOfRange { field, value, expected }
}
