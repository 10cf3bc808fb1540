//! Parry (seed 002, section K; RULINGS B25).

use crate::error::{TabletopError, check_range};
use crate::rounding::round_half_even;
use crate::tables::Class;

/// A multiplicative parry adjustment `num / den` (e.g. 3/2), rounded at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Factor {
    /// Numerator, 0..=1000.
    pub num: i64,
    /// Denominator, 1..=1000.
    pub den: i64,
}

/// The parry value: level x class factor (Table 11), then each multiplicative
/// adjustment (rounded to even at once), then the additive ones (RULINGS B25, B1).
/// It is subtracted from the opponent's chance to hit: add it to his attack value
/// ([`apply_parry`]).
///
/// # Errors
///
/// Level outside 1..=30; factors outside their ranges; more than 16 adjustments of
/// either kind; additive adjustments outside -1000..=1000.
///
/// # Example
///
/// ```
/// use roguerules_tabletop::parry::{Factor, parry_value};
/// use roguerules_tabletop::tables::Class;
/// // Thief 5: 15, x 1/2 = 7.5 -> 8, + 3 = 11.
/// assert_eq!(parry_value(Class::Thief, 5, &[Factor { num: 1, den: 2 }], &[3])?, 11);
/// # Ok::<(), roguerules_tabletop::TabletopError>(())
/// ```
pub fn parry_value(
    class: Class,
    level: i64,
    multiplicative: &[Factor],
    additive: &[i64],
) -> Result<i64, TabletopError> {
    check_range("level", level, 1, 30)?;
    check_range("multiplicative (count)", multiplicative.len() as i64, 0, 16)?;
    check_range("additive (count)", additive.len() as i64, 0, 16)?;
    let mut value = level * class.attack_factor();
    for f in multiplicative {
        check_range("multiplicative.num", f.num, 0, 1000)?;
        check_range("multiplicative.den", f.den, 1, 1000)?;
        value = round_half_even(value.saturating_mul(f.num), f.den);
    }
    for &a in additive {
        check_range("additive", a, -1000, 1000)?;
        value = value.saturating_add(a);
    }
    Ok(value)
}

/// The opponent's attack value against a parry: raised by the parry value
/// (section K: subtracted from his chance to hit; RULINGS B25).
pub fn apply_parry(attack_value: i64, parry: i64) -> i64 {
    attack_value.saturating_add(parry)
}
