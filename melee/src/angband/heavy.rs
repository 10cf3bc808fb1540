//! The heavy-weapon limit and penalty (seed 003, II.G; RULINGS M4, an erratum).

use super::stat::{STAT_ROWS, Stat};
use super::weight::Weight;

/// The weight limit in pounds by Strength row (seed 003, II.G's chart).
const LIMIT: [u16; STAT_ROWS] = [
    4, 5, 6, 7, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, // 3..=17
    30, 30, 35, 40, 45, 50, 55, 60, 65, 70, // 18/00 .. 18/90-99
    80, 80, 80, 80, 80, 90, 90, 90, 90, 90, 100, 100, 100, // 18/100 .. 18/220+
];

/// The heaviest weapon (or launcher) in pounds this Strength wields without great
/// effort (seed 003, II.G).
pub fn weight_limit(str: Stat) -> u16 {
    LIMIT[str.index()]
}

/// Whether a weapon is too heavy, and the penalty to the bonus to combat skill.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Heavy {
    /// The Strength's weight limit, in pounds.
    pub limit: u16,
    /// The weight in whole pounds exceeds the limit.
    pub heavy: bool,
    /// The penalty (0 or positive) subtracted from the bonus to combat skill.
    pub penalty: i32,
}

/// Is a weapon or launcher of this weight heavy for this Strength?
///
/// RULINGS M4 (erratum: the spoiler says one point per 0.5 lb): heavy iff the
/// weight in whole pounds (truncated) exceeds the limit, and the penalty is
/// `2 * (whole pounds - limit)` off the bonus to combat skill.
///
/// # Example
///
/// ```
/// use roguerules_melee::angband::{heavy, Stat, Weight};
///
/// let str: Stat = "10".parse()?; // limit 14 lb
/// assert!(!heavy(str, Weight::from_tenths(149)).heavy); // 14.9 lb is 14 whole pounds
/// let h = heavy(str, Weight::from_tenths(150));
/// assert_eq!((h.heavy, h.penalty), (true, 2));
/// # Ok::<(), roguerules_melee::angband::StatError>(())
/// ```
pub fn heavy(str: Stat, weight: Weight) -> Heavy {
    let limit = weight_limit(str);
    let pounds = weight.whole_pounds();
    if pounds > limit {
        Heavy { limit, heavy: true, penalty: 2 * (i32::from(pounds) - i32::from(limit)) }
    } else {
        Heavy { limit, heavy: false, penalty: 0 }
    }
}
