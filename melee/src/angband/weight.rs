//! Object weights in tenths of a pound (seed 003 speaks of pounds; RULINGS M:
//! "weights are in tenths of a pound, as the game stores them").

use super::error::AngbandError;
use std::fmt;
use std::str::FromStr;

/// A weight in tenths of a pound, as Angband stores it (a 12.5 lb weapon is 125).
///
/// Parsing reads pounds as the game displays them, with at most one decimal
/// (`12.5`, `3`, `0.5`); printing gives the same form (`12.5 lb` is printed
/// `12.5`, `3 lb` is `3.0`).
///
/// # Example
///
/// ```
/// use roguerules_melee::angband::Weight;
///
/// let w: Weight = "12.5".parse()?;
/// assert_eq!(w.tenths(), 125);
/// assert_eq!(w.whole_pounds(), 12);
/// assert_eq!(w.to_string(), "12.5");
/// assert!("12.25".parse::<Weight>().is_err());
/// # Ok::<(), roguerules_melee::angband::AngbandError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Weight(pub u16);

impl Weight {
    /// A weight of `tenths` tenths of a pound.
    pub const fn from_tenths(tenths: u16) -> Weight {
        Weight(tenths)
    }

    /// The weight in tenths of a pound (the game's unit).
    pub const fn tenths(self) -> u16 {
        self.0
    }

    /// The weight in whole pounds, truncated (the game's `weight / 10`; RULINGS M4).
    pub const fn whole_pounds(self) -> u16 {
        self.0 / 10
    }
}

impl fmt::Display for Weight {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

impl FromStr for Weight {
    type Err = AngbandError;

    /// Pounds with at most one decimal: `12.5`, `3`, `0`, up to `6553.5`.
    fn from_str(s: &str) -> Result<Weight, AngbandError> {
        let text = s.trim();
        let bad = || AngbandError::Weight { text: text.to_owned() };
        let (whole, frac) = match text.split_once('.') {
            Some((w, f)) => (w, f),
            None => (text, "0"),
        };
        let digits = |p: &str| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit());
        if !digits(whole) || !digits(frac) || frac.len() > 1 || whole.len() > 5 {
            return Err(bad());
        }
        let pounds: u32 = whole.parse().map_err(|_| bad())?;
        let tenth: u32 = frac.parse().map_err(|_| bad())?;
        let tenths = pounds.checked_mul(10).and_then(|t| t.checked_add(tenth)).ok_or_else(bad)?;
        u16::try_from(tenths).map(Weight).map_err(|_| bad())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pounds_with_one_decimal() {
        assert_eq!("12.5".parse::<Weight>().unwrap(), Weight(125));
        assert_eq!("3".parse::<Weight>().unwrap(), Weight(30));
        assert_eq!("0".parse::<Weight>().unwrap(), Weight(0));
        assert_eq!("6553.5".parse::<Weight>().unwrap(), Weight(65535));
        for bad in ["", "12.25", "-1", "1e3", ".5", "5.", "6553.6", "abc", "1.-1", "999999"] {
            assert!(bad.parse::<Weight>().is_err(), "{bad}");
        }
        assert_eq!(Weight(125).to_string(), "12.5");
        assert_eq!(Weight(30).to_string(), "3.0");
    }
}
