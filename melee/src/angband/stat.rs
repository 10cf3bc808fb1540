//! Stats in the `18/xx` notation (seed 003, every stat table; RULINGS M: "stats
//! `18/xx` are 18 + xx").

use super::error::StatError;
use std::fmt;
use std::str::FromStr;

/// A character stat (Strength, Dexterity, ...) as Angband 2.7.9v6 stores it.
///
/// Stats run from 3 to 18, then from `18/00` (the same as 18) to `18/999`; the game
/// stores `18/xx` as `18 + xx`, and so does [`Stat::game_value`]. Every stat table of
/// seed 003 stops at a `18/220+` row, which covers `18/220` to `18/999`
/// ([`Stat::index`]).
///
/// Parsing accepts what the game prints: `3` to `18`, `18/00` to `18/999`
/// (`18/5` is read as `18/05`), and the game's `18/***` for 18/220 and above
/// (read as `18/220`). It rejects `2`, `19`, `18/`, `18/-1` and `18/1000` with a
/// [`StatError`] saying what is accepted. Printing gives `17`, `18`, `18/05`,
/// `18/100`.
///
/// In JSON (feature `serde`) a stat is written as the game prints it, a string
/// (`"18/50"`); a number `3` to `18` is read as the string of its digits.
///
/// # Example
///
/// ```
/// use roguerules_melee::angband::Stat;
///
/// let s: Stat = "18/50".parse()?;
/// assert_eq!(s.game_value(), 68);
/// assert_eq!(s.to_string(), "18/50");
/// assert_eq!("18/999".parse::<Stat>()?.index(), "18/220".parse::<Stat>()?.index());
/// assert!("19".parse::<Stat>().is_err());
/// assert!("18/-1".parse::<Stat>().is_err());
/// # Ok::<(), roguerules_melee::angband::StatError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(into = "String"))]
pub struct Stat(u16);

/// The highest stat: `18/999`.
pub const MAX_STAT: u16 = 18 + 999;

/// The number of rows of the game's stat tables: 3..=17 (15 rows), then one per ten
/// points from `18/00-18/09` to `18/220+` (23 rows).
pub const STAT_ROWS: usize = 38;

impl Stat {
    /// The lowest stat, 3.
    pub const MIN: Stat = Stat(3);
    /// The highest stat, `18/999`.
    pub const MAX: Stat = Stat(MAX_STAT);

    /// A stat from the game's encoding (`18/xx` is `18 + xx`): 3..=1017.
    ///
    /// # Errors
    ///
    /// [`StatError::OutOfRange`] below 3 or above 1017.
    pub fn from_game(value: u16) -> Result<Stat, StatError> {
        if (3..=MAX_STAT).contains(&value) {
            Ok(Stat(value))
        } else {
            Err(StatError::OutOfRange { value: value.into() })
        }
    }

    /// A plain stat, 3..=18.
    ///
    /// # Errors
    ///
    /// [`StatError::OutOfRange`] outside 3..=18.
    pub fn plain(value: u16) -> Result<Stat, StatError> {
        if (3..=18).contains(&value) { Ok(Stat(value)) } else { Err(StatError::OutOfRange { value: value.into() }) }
    }

    /// `18/xx` for `xx` in 0..=999.
    ///
    /// # Errors
    ///
    /// [`StatError::BadPercentile`] above 999.
    pub fn eighteen(xx: u16) -> Result<Stat, StatError> {
        if xx <= 999 { Ok(Stat(18 + xx)) } else { Err(StatError::BadPercentile { text: format!("18/{xx}") }) }
    }

    /// The game's encoding: the stat itself up to 18, `18 + xx` for `18/xx`.
    pub const fn game_value(self) -> u16 {
        self.0
    }

    /// The `xx` of `18/xx` (`Some(0)` for 18 itself), or `None` below 18.
    pub const fn percentile(self) -> Option<u16> {
        if self.0 >= 18 { Some(self.0 - 18) } else { None }
    }

    /// The row of the game's stat tables (`stat_ind`): 0 for 3, ..., 14 for 17,
    /// 15 for `18/00-18/09`, 16 for `18/10-18/19`, ..., 37 for `18/220+`.
    pub const fn index(self) -> usize {
        if self.0 < 18 {
            (self.0 - 3) as usize
        } else {
            let tens = ((self.0 - 18) / 10) as usize;
            15 + if tens > 22 { 22 } else { tens }
        }
    }
}

impl fmt::Display for Stat {
    /// `17`, `18`, `18/05`, `18/100`, `18/220`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            v if v <= 18 => write!(f, "{v}"),
            v => write!(f, "18/{:02}", v - 18),
        }
    }
}

impl FromStr for Stat {
    type Err = StatError;

    fn from_str(s: &str) -> Result<Stat, StatError> {
        let text = s.trim();
        if let Some(rest) = text.strip_prefix("18/") {
            if rest == "***" {
                return Ok(Stat(18 + 220));
            }
            if rest.is_empty() || rest.len() > 3 || !rest.bytes().all(|b| b.is_ascii_digit()) {
                return Err(StatError::BadPercentile { text: text.to_owned() });
            }
            let xx: u16 = rest.parse().map_err(|_| StatError::BadPercentile { text: text.to_owned() })?;
            return Stat::eighteen(xx);
        }
        if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit() || b == b'-') || text.contains('/') {
            return Err(StatError::NotANumber { text: text.to_owned() });
        }
        let value: i64 = text.parse().map_err(|_| StatError::NotANumber { text: text.to_owned() })?;
        if (3..=18).contains(&value) { Ok(Stat(value as u16)) } else { Err(StatError::OutOfRange { value }) }
    }
}

impl TryFrom<String> for Stat {
    type Error = StatError;
    fn try_from(s: String) -> Result<Stat, StatError> {
        s.parse()
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Stat {
    /// A string as [`FromStr`] reads it, or a number read as its digits
    /// (`17`; `68` is refused, as `"68"` is: 18/50 is `"18/50"`).
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Stat, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = Stat;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a stat as the game prints it: 3..=18, then \"18/00\"..=\"18/999\"")
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<Stat, E> {
                s.parse().map_err(E::custom)
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<Stat, E> {
                self.visit_str(&n.to_string())
            }
            fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<Stat, E> {
                self.visit_str(&n.to_string())
            }
        }
        d.deserialize_any(V)
    }
}

impl From<Stat> for String {
    fn from(s: Stat) -> String {
        s.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_print_round_trip() {
        for v in 3..=MAX_STAT {
            let s = Stat::from_game(v).unwrap();
            assert_eq!(s.to_string().parse::<Stat>().unwrap(), s);
        }
        assert_eq!("18/00".parse::<Stat>().unwrap(), Stat(18));
        assert_eq!("18/5".parse::<Stat>().unwrap().to_string(), "18/05");
        assert_eq!("18/***".parse::<Stat>().unwrap().to_string(), "18/220");
    }

    #[test]
    fn rejects_what_the_issue_lists() {
        assert_eq!("2".parse::<Stat>(), Err(StatError::OutOfRange { value: 2 }));
        assert_eq!("19".parse::<Stat>(), Err(StatError::OutOfRange { value: 19 }));
        assert!(matches!("18/".parse::<Stat>(), Err(StatError::BadPercentile { .. })));
        assert!(matches!("18/-1".parse::<Stat>(), Err(StatError::BadPercentile { .. })));
        assert!(matches!("18/1000".parse::<Stat>(), Err(StatError::BadPercentile { .. })));
        assert!(matches!("abc".parse::<Stat>(), Err(StatError::NotANumber { .. })));
        assert!(matches!("".parse::<Stat>(), Err(StatError::NotANumber { .. })));
        assert!(matches!("17/50".parse::<Stat>(), Err(StatError::NotANumber { .. })));
        assert!(Stat::from_game(2).is_err() && Stat::from_game(1018).is_err());
    }

    #[test]
    fn index_rows() {
        let idx = |t: &str| t.parse::<Stat>().unwrap().index();
        assert_eq!(idx("3"), 0);
        assert_eq!(idx("17"), 14);
        assert_eq!(idx("18"), 15);
        assert_eq!(idx("18/09"), 15);
        assert_eq!(idx("18/10"), 16);
        assert_eq!(idx("18/219"), 36);
        assert_eq!(idx("18/220"), 37);
        assert_eq!(idx("18/999"), 37);
    }
}
