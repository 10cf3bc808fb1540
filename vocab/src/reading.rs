//! The reading a rule follows: the seed text, or the released game's code
//! (the crate's [`readings`](crate::readings) page, "Seed readings and game
//! readings").

use crate::UnknownName;
use std::fmt;
use std::str::FromStr;

/// Which reading of a rule to follow: the spoiler text as the project reads it
/// (the default), or what a released game's code does, draw for draw.
///
/// Parsed case-insensitively (`seed`, `oangband-1.1.0`, `Oangband-1.1.0`,
/// `oangband_1.1.0`, `oangband`); displayed and serialized (feature `serde`) as
/// `"seed"` and `"oangband-1.1.0"`. In C the reading is a `uint32_t`:
/// [`Reading::code`] (0 for the seed, 1 for Oangband 1.1.0).
///
/// * [`Reading::Seed`]: the seed documents as the project's readings interpret
///   them (each crate's `readings` notes, cited by rule number).
/// * [`Reading::Oangband110`]: the released Oangband 1.1.0's code (public source,
///   tag `v1.1.0`): its rules where they differ from the seed, and every draw the
///   game makes, in the game's order, even where the result is certain or unused,
///   so a game that hands its own generator to the library keeps its stream.
///
/// ```
/// use roguerules_vocab::Reading;
///
/// assert_eq!(Reading::default(), Reading::Seed);
/// let game: Reading = "Oangband-1.1.0".parse()?;
/// assert_eq!((game, game.code(), game.to_string()), (Reading::Oangband110, 1, "oangband-1.1.0".to_owned()));
/// assert_eq!(Reading::from_code(0), Some(Reading::Seed));
/// assert!("oangband-1.2".parse::<Reading>().is_err());
/// # Ok::<(), roguerules_vocab::UnknownName>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[repr(u8)]
pub enum Reading {
    /// The seed text as the project reads it (the default).
    #[default]
    Seed = 0,
    /// Oangband 1.1.0 as released: the game's code, draw for draw.
    Oangband110 = 1,
}

impl Reading {
    /// Every reading, in order of code.
    pub const ALL: &'static [Reading] = &[Reading::Seed, Reading::Oangband110];

    /// The reading's name: `seed`, `oangband-1.1.0`.
    pub const fn name(self) -> &'static str {
        match self {
            Reading::Seed => "seed",
            Reading::Oangband110 => "oangband-1.1.0",
        }
    }

    /// The C API's code: 0 for the seed, 1 for Oangband 1.1.0.
    pub const fn code(self) -> u32 {
        self as u32
    }

    /// The reading of a C code, or `None` for a code that names none.
    #[inline]
    pub const fn from_code(code: u32) -> Option<Reading> {
        match code {
            0 => Some(Reading::Seed),
            1 => Some(Reading::Oangband110),
            _ => None,
        }
    }

    /// Whether this is the seed reading (the default; JSON writers leave it out).
    pub const fn is_seed(&self) -> bool {
        matches!(self, Reading::Seed)
    }

    /// Whether this reading follows a game's code (and so makes every draw the
    /// game makes, even those whose result is certain).
    pub const fn is_game(self) -> bool {
        matches!(self, Reading::Oangband110)
    }
}

impl fmt::Display for Reading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Reading {
    type Err = UnknownName;

    /// `seed`, `oangband-1.1.0` (also `oangband`, `oangband_1.1.0`), in any case.
    fn from_str(s: &str) -> Result<Reading, UnknownName> {
        let key: String =
            s.trim().chars().map(|c| if c == '_' || c == ' ' { '-' } else { c.to_ascii_lowercase() }).collect();
        match key.as_str() {
            "seed" => Ok(Reading::Seed),
            "oangband-1.1.0" | "oangband" | "oangband-110" => Ok(Reading::Oangband110),
            _ => Err(UnknownName {
                what: "reading",
                input: s.to_owned(),
                expected: "one of seed, oangband-1.1.0 (case-insensitive)".to_owned(),
            }),
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Reading {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

crate::deserialize_by_name!(Reading);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_names_round_trip() {
        for &r in Reading::ALL {
            assert_eq!(Reading::from_code(r.code()), Some(r));
            assert_eq!(r.name().parse::<Reading>().unwrap(), r);
            assert_eq!(r.name().to_uppercase().parse::<Reading>().unwrap(), r);
        }
        assert_eq!(Reading::from_code(2), None);
        let e = "game".parse::<Reading>().unwrap_err();
        assert!(e.to_string().contains("seed, oangband-1.1.0"), "{e}");
    }
}
