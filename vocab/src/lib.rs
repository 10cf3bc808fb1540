//! Vocabulary shared by the roguerules rule crates: Oangband's
//! `GF_*` damage types ([`Gf`]) and the `FEAT_*` terrain its projections meet
//! ([`Terrain`]), with Oangband 1.1.0's integer codes, so neither Rust nor C callers
//! map one crate's codes to another's by hand.
//!
//! # Quick start
//!
//! ```
//! use roguerules_vocab::{Gf, Terrain};
//!
//! // Names parse in the seed's spelling, bare, or in lower case.
//! let fire: Gf = "GF_FIRE".parse()?;
//! assert_eq!(fire, "fire".parse()?);
//! assert_eq!(fire.to_string(), "GF_FIRE");
//! assert_eq!(fire.code(), 10); // Oangband 1.1.0's GF_FIRE
//! assert_eq!(Gf::from_code(10), Some(Gf::Fire));
//! // The player table's GF_LIGHT is the monster table's GF_LITE.
//! assert_eq!("light".parse::<Gf>()?, Gf::Lite);
//!
//! let rubble: Terrain = "FEAT_RUBBLE".parse()?;
//! assert_eq!((rubble.code(), rubble.to_string()), (0x31, "FEAT_RUBBLE".to_owned()));
//! # Ok::<(), roguerules_vocab::UnknownName>(())
//! ```
//!
//! # Features
//!
//! * `serde` (default): `Serialize`/`Deserialize` for [`Gf`] and [`Terrain`], as
//!   their lowercase names (`"fire"`, `"lite_weak"`, `"rubble"`); deserializing
//!   accepts every spelling [`FromStr`](std::str::FromStr) accepts.
//!
//! # Readings
//!
//! "RULINGS P1" (or just "P1") in these docs means the section P1 of this
//! crate's [`readings`] page, which says what each rule source is and how the
//! crate reads its unclear passages.
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]
#![doc(test(attr(deny(warnings))))]

mod gf;
pub mod name;
mod reading;
pub mod readings;
mod terrain;

pub use gf::Gf;
pub use reading::Reading;
pub use terrain::Terrain;

/// A name that is not one of the vocabulary's names.
///
/// Its message lists what is accepted.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown {what} '{input}': expected {expected}")]
pub struct UnknownName {
    /// What kind of name was expected (`damage type`, `terrain`).
    pub what: &'static str,
    /// The text given.
    pub input: String,
    /// What is accepted, in words.
    pub expected: String,
}

/// Normalises a name for lookup: trimmed, upper case, `-` and ` ` read as `_`,
/// and the given prefix (`GF_`, `FEAT_`) removed.
pub(crate) fn normalise(s: &str, prefix: &str) -> String {
    let upper: String = s
        .trim()
        .chars()
        .map(|c| match c {
            '-' | ' ' => '_',
            c => c.to_ascii_uppercase(),
        })
        .collect();
    match upper.strip_prefix(prefix) {
        Some(rest) => rest.to_owned(),
        None => upper,
    }
}

/// The README's example, run as a doc test.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
