//! Shield interposition (seed 002, section J; RULINGS B18).

use crate::error::{TabletopError, check_range};
use crate::sheet::ShieldWorn;
use crate::tables::{Class, class_interposition};
use roguerules_dice::{BigInt, BigRational, Prob, Roller};

/// The interposition cap, percent (G4).
pub const INTERPOSITION_CAP: i64 = 90;

/// Section J's value: Table 7 base + Table 14 + 2 x plus + training, at most 90
/// (RULINGS B18). `None` without a shield (no interposition at all).
///
/// # Errors
///
/// Level outside 1..=30, plus outside 0..=10, training outside -1000..=1000.
///
/// # Example
///
/// ```
/// use roguerules_tabletop::shield::interposition;
/// use roguerules_tabletop::sheet::ShieldWorn;
/// use roguerules_tabletop::tables::{Class, Shield};
/// let large = ShieldWorn { kind: Shield::Large, plus: 2 };
/// assert_eq!(interposition(Class::Fighter, 10, Some(large), 0)?, Some(85)); // 66 + 15 + 4
/// assert_eq!(interposition(Class::Fighter, 20, Some(large), 0)?, Some(90)); // capped
/// # Ok::<(), roguerules_tabletop::TabletopError>(())
/// ```
pub fn interposition(
    class: Class,
    level: i64,
    shield: Option<ShieldWorn>,
    training: i64,
) -> Result<Option<i64>, TabletopError> {
    let table14 = class_interposition(class, level)?;
    check_range("training", training, -1000, 1000)?;
    let Some(shield) = shield else { return Ok(None) };
    check_range("shield.plus", shield.plus, 0, 10)?;
    let value = shield.kind.row().interposition + table14 + 2 * shield.plus + training;
    Ok(Some(value.min(INTERPOSITION_CAP)))
}

/// The exact probability of interposing: `clamp(value, 0, 90) / 100`; 0 without a
/// shield.
pub fn interposition_probability(value: Option<i64>) -> Prob {
    let v = value.map_or(0, |v| v.clamp(0, INTERPOSITION_CAP));
    BigRational::new(BigInt::from(v), BigInt::from(100))
}

/// Rolls the interposition (`shield interposition`, a `chance(value, 100)` draw: a
/// d100 at or below the value); no draw without a shield or at value <= 0.
///
/// # Errors
///
/// A failed draw.
pub fn roll_interposition<R: Roller + ?Sized>(r: &mut R, value: Option<i64>) -> Result<bool, TabletopError> {
    match value {
        None => Ok(false),
        Some(v) => Ok(r.chance("shield interposition", v.min(INTERPOSITION_CAP), 100)?),
    }
}

/// The input of [`interposition`] as one value (what a program, or the CLI's
/// `--input FILE`, writes as JSON): the defender, its shield (`null`: none)
/// and its training points (0 when left out).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct InterposeInput {
    /// The defender's class.
    pub class: Class,
    /// The defender's level, 1..=30.
    pub level: i64,
    /// The shield (`{"type", "plus"}`), or none.
    pub shield: Option<ShieldWorn>,
    /// Training points, -1000..=1000.
    #[cfg_attr(feature = "serde", serde(default))]
    pub training: i64,
}
