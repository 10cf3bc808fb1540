//! The critical threat (seed 001: "If the original hitroll was 20").

use super::PowderError;
use roguerules_dice::Roller;

/// A critical threat's fresh roll (seed 001, "critical threat").
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Threat {
    /// The fresh d20 "threat roll".
    pub roll: i64,
    /// threat roll + modifier - 10, compared with the AC roll.
    pub attack: i64,
    /// Whether the damage multiplier went up by one: a 20, or not a 1 and
    /// `attack >= AC roll`.
    pub raised: bool,
}

/// Whether a threat roll raises the multiplier, reusing the modifier and AC roll:
/// "If the threat roll is 20, or if it is not 1 and (threat roll+modifier-10) >= AC
/// roll from above".
///
/// The sum is taken in `i128`, so it is exact for every `i64` input (a
/// saturating sum missed `10 + i64::MAX - 10 >= i64::MAX`: fuzz finding F17).
pub fn raises(roll: i64, modifier: i64, ac_roll: i64) -> bool {
    roll == 20 || (roll != 1 && i128::from(roll) + i128::from(modifier) - 10 >= i128::from(ac_roll))
}

/// Rolls the threat (label "threat roll"): a d20 that [`raises`] only compares,
/// with 2, with 20, and with the roll at which `roll + modifier - 10` reaches the
/// AC roll (a compare draw: an exact enumeration branches on those bands, not on
/// twenty faces).
///
/// # Errors
///
/// Only what the roller reports.
pub fn roll_threat<R: Roller + ?Sized>(r: &mut R, modifier: i64, ac_roll: i64) -> Result<Threat, PowderError> {
    // The first roll with `roll + modifier - 10 >= ac_roll`, exact in i128 and
    // clamped to 0..=21 (at or below 1 every roll reaches it, above 20 none).
    let reaches = (i128::from(ac_roll) + 10 - i128::from(modifier)).clamp(0, 21) as i64;
    let roll = r.compare("threat roll", 1, 20, &[2, reaches, 20])?;
    Ok(Threat {
        roll,
        attack: roll.saturating_add(modifier).saturating_sub(10),
        raised: raises(roll, modifier, ac_roll),
    })
}
