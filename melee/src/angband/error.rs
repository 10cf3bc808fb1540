//! The errors of the `angband` module: one small enum (the C API maps each variant
//! to a status number).

use roguerules_dice::{BudgetExceeded, RollError};

/// Why a stat could not be read (seed 003, "18/xx" notation; RULINGS M).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum StatError {
    /// A plain stat outside 3..=18 (`2`, `19`).
    #[error("stat {value} is out of range: plain stats run from 3 to 18, then 18/00 to 18/999")]
    OutOfRange {
        /// The number given.
        value: i64,
    },
    /// `18/` followed by nothing, a sign, or more than three digits.
    #[error("'{text}' is not a stat: after '18/' write 0 to 999 (e.g. 18/50, 18/100)")]
    BadPercentile {
        /// The text given.
        text: String,
    },
    /// Not a number at all.
    #[error("'{text}' is not a stat: write 3 to 18, or 18/00 to 18/999 (e.g. 17, 18/50, 18/220)")]
    NotANumber {
        /// The text given.
        text: String,
    },
}

/// Why an Angband rule could not be applied (seed 003).
///
/// Invalid inputs are rejected here rather than extrapolated; a rule never
/// panics. The variants carry only small values so that a C API can map them to
/// status numbers.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum AngbandError {
    /// An invalid stat.
    #[error(transparent)]
    Stat(#[from] StatError),
    /// Experience level outside 1..=50.
    #[error("level {level} is out of range 1..=50")]
    Level {
        /// The level given.
        level: u8,
    },
    /// Dice with no sides (RULINGS G2: rejected at the API boundary).
    #[error("dice {count}d{sides}: a die needs at least one side")]
    Dice {
        /// Number of dice.
        count: u8,
        /// Sides per die.
        sides: u8,
    },
    /// A stun counter above 100: the character is knocked out and cannot attack
    /// (seed 003, "Stunning penalty": only 1..=100 is described).
    #[error("stun counter {stun} is above 100: a knocked-out character cannot attack")]
    KnockedOut {
        /// The stun counter given.
        stun: u16,
    },
    /// A weapon's extra blows would take the blows per round past 255, the most
    /// the game's counter (and [`Blows::blows`](super::Blows::blows)) holds. Not
    /// clamped: refused (issue 13).
    #[error("{natural} blows + {extra} extra blows is more than 255 blows per round (at most {} extra blows here)", 255 - *natural as u16)]
    TooManyBlows {
        /// The blows per round before extra blows.
        natural: u8,
        /// The weapon's extra blows.
        extra: u8,
    },
    /// A launcher's extra shots would take the shots per turn past 255. Not
    /// clamped: refused (issue 13).
    #[error("{natural} shots + {extra} extra shots is more than 255 shots per turn (at most {} extra shots here)", 255 - *natural as u16)]
    TooManyShots {
        /// The shots per turn before the launcher's extra shots.
        natural: u8,
        /// The launcher's extra shots.
        extra: u8,
    },
    /// Ammunition that the launcher cannot fire (seed 003: slings fire shots and
    /// pebbles, bows arrows, crossbows bolts). Throw it instead.
    #[error("a {launcher} cannot fire {ammo}")]
    AmmoMismatch {
        /// The launcher's name.
        launcher: &'static str,
        /// The ammunition's name.
        ammo: &'static str,
    },
    /// A launcher multiplier outside
    /// [`LAUNCH_MULTIPLIERS`](super::LAUNCH_MULTIPLIERS) in a hand-built
    /// [`Missile`](super::Missile).
    #[error("launcher multiplier {multiplier} is out of range 1..=100 (the game's launchers have 2 to 5)")]
    Multiplier {
        /// The multiplier given.
        multiplier: i64,
    },
    /// A weight that cannot be read (the command line takes pounds with at most
    /// one decimal, `12.5`).
    #[error("'{text}' is not a weight: write pounds with at most one decimal, from 0 to 6553.5 (e.g. 12.5)")]
    Weight {
        /// The text given.
        text: String,
    },
    /// A fight that can never end: the round never deals damage, so no number
    /// of rounds kills the monster ([`rounds_to_kill_pmf`](super::rounds_to_kill_pmf)).
    #[error("the round never deals damage: the fight never ends")]
    NoDamage,
    /// An exact computation would pass its budget (roguerules-dice's one budget
    /// error).
    #[error(transparent)]
    Budget(BudgetExceeded),
    /// The roller failed (a script ran out, an external source misbehaved).
    #[error(transparent)]
    Roll(RollError),
}

roguerules_dice::from_roll_error!(AngbandError);
