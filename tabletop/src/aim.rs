//! Aiming deviation (seed 002, Table 22; RULINGS B23).

use crate::error::{TabletopError, check_range};
use crate::tables::aim_rows;

/// Segments spent aiming: Table 22's columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
// JSON: written in snake case, read in any case (`FromStr`).
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum AimTime {
    /// 1/4 segment.
    Quarter,
    /// 1/2 segment.
    Half,
    /// 1 segment.
    One,
    /// 2 segments.
    Two,
    /// 3 segments.
    Three,
    /// 4 segments.
    Four,
    /// 5 segments.
    Five,
    /// 6 segments.
    Six,
}

impl AimTime {
    /// Every column, in order.
    pub const ALL: [AimTime; 8] = [
        AimTime::Quarter,
        AimTime::Half,
        AimTime::One,
        AimTime::Two,
        AimTime::Three,
        AimTime::Four,
        AimTime::Five,
        AimTime::Six,
    ];

    /// The snake_case name used in JSON (`quarter`, `half`, `one` ... `six`).
    pub const fn key(self) -> &'static str {
        match self {
            AimTime::Quarter => "quarter",
            AimTime::Half => "half",
            AimTime::One => "one",
            AimTime::Two => "two",
            AimTime::Three => "three",
            AimTime::Four => "four",
            AimTime::Five => "five",
            AimTime::Six => "six",
        }
    }

    fn column(self) -> usize {
        AimTime::ALL.iter().position(|&a| a == self).unwrap_or(0)
    }
}

impl std::str::FromStr for AimTime {
    type Err = roguerules_vocab::UnknownName;
    /// The snake_case name in any case (`quarter`, `Half`, `ONE`).
    fn from_str(s: &str) -> Result<AimTime, Self::Err> {
        roguerules_vocab::name::find_name(s, &AimTime::ALL, AimTime::key, "aim time")
    }
}

roguerules_vocab::deserialize_by_name!(AimTime);

/// Which way a shot deviates (RULINGS B23).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Direction {
    /// Rolls 1-5.
    Left,
    /// Rolls 6-20.
    Up,
    /// Rolls 21-50.
    Near,
    /// Rolls 51-80.
    Far,
    /// Rolls 81-95.
    Down,
    /// Rolls 96-100.
    Right,
}

/// A deviation: feet off target (0 = on target) and direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Deviation {
    /// Feet off target.
    pub feet: i64,
    /// Direction.
    pub direction: Direction,
}

/// Table 22: the deviation for a d100 `roll` and an aim time (RULINGS B23): row
/// `roll` (1..=50) or `101 - roll` (51..=100).
///
/// # Errors
///
/// A roll outside 1..=100.
///
/// # Example
///
/// ```
/// use roguerules_tabletop::aim::{AimTime, Direction, deviation};
/// let d = deviation(100, AimTime::Quarter)?; // "00", right
/// assert_eq!((d.feet, d.direction), (33, Direction::Right));
/// assert_eq!(deviation(45, AimTime::Quarter)?.feet, 0);
/// # Ok::<(), roguerules_tabletop::TabletopError>(())
/// ```
pub fn deviation(roll: i64, aim: AimTime) -> Result<Deviation, TabletopError> {
    check_range("roll", roll, 1, 100)?;
    let row = if roll <= 50 { roll } else { 101 - roll };
    let feet = aim_rows()
        .iter()
        .find(|&&(lo, hi, _)| (i64::from(lo)..=i64::from(hi)).contains(&row))
        .map_or(0, |&(_, _, f)| i64::from(f[aim.column()]));
    let direction = match roll {
        1..=5 => Direction::Left,
        6..=20 => Direction::Up,
        21..=50 => Direction::Near,
        51..=80 => Direction::Far,
        81..=95 => Direction::Down,
        _ => Direction::Right,
    };
    Ok(Deviation { feet, direction })
}

/// The input of [`deviation`] as one value (what a program, or the CLI's
/// `--input FILE`, writes as JSON): the d100 roll and the aim time.
///
/// ```
/// # #[cfg(feature = "serde")] {
/// use roguerules_tabletop::aim::{AimInput, deviation};
/// let i: AimInput = serde_json::from_str(r#"{"roll": 45, "aim": "quarter"}"#).unwrap();
/// assert_eq!(deviation(i.roll, i.aim).unwrap().feet, 0);
/// # }
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct AimInput {
    /// The d100 roll, 1..=100.
    pub roll: i64,
    /// The time spent aiming.
    pub aim: AimTime,
}
