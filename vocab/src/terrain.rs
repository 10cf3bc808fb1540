//! The `FEAT_*` terrain of seed 000 ("Effects of Terrain on Damage to Monsters",
//! "Damage Types and Effects on Terrain"), with Oangband 1.1.0's codes.

use crate::{UnknownName, normalise};
use std::fmt;
use std::str::FromStr;

/// The terrain a projection meets (seed 000: `FEAT_FLOOR`, `FEAT_LAVA`,
/// `FEAT_WATER`, `FEAT_TREE`, `FEAT_RUBBLE`), numbered as Oangband 1.1.0 numbers it.
///
/// Parsed case-insensitively from the seed's spelling (`FEAT_RUBBLE`) or without
/// the prefix (`rubble`); `forest` (the terrain section's word) names
/// [`Terrain::Tree`]. Displayed as the seed spells it; serialized (feature
/// `serde`) as the lowercase name (`"rubble"`). The default is [`Terrain::Floor`]
/// (no adjustment, no avoidance).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[repr(u8)]
pub enum Terrain {
    /// Open floor (`FEAT_FLOOR`, 0x01).
    #[default]
    Floor = 0x01,
    /// Lava (`FEAT_LAVA`, 0x08).
    Lava = 0x08,
    /// Water (`FEAT_WATER`, 0x09).
    Water = 0x09,
    /// Trees, "forest" (`FEAT_TREE`, 0x0A).
    Tree = 0x0A,
    /// Passable rubble (`FEAT_RUBBLE`, 0x31).
    Rubble = 0x31,
}

impl Terrain {
    /// Every terrain, in order of code.
    pub const ALL: [Terrain; 5] = [Terrain::Floor, Terrain::Lava, Terrain::Water, Terrain::Tree, Terrain::Rubble];

    /// Oangband 1.1.0's number for this terrain.
    pub const fn code(self) -> u8 {
        self as u8
    }

    /// The terrain with Oangband 1.1.0's number `code`, if it is one of these.
    #[inline]
    pub const fn from_code(code: u8) -> Option<Terrain> {
        match code {
            0x01 => Some(Terrain::Floor),
            0x08 => Some(Terrain::Lava),
            0x09 => Some(Terrain::Water),
            0x0A => Some(Terrain::Tree),
            0x31 => Some(Terrain::Rubble),
            _ => None,
        }
    }

    /// The name as the seed spells it: `FEAT_RUBBLE`.
    pub const fn name(self) -> &'static str {
        match self {
            Terrain::Floor => "FEAT_FLOOR",
            Terrain::Lava => "FEAT_LAVA",
            Terrain::Water => "FEAT_WATER",
            Terrain::Tree => "FEAT_TREE",
            Terrain::Rubble => "FEAT_RUBBLE",
        }
    }

    /// The lowercase name without the prefix (`rubble`), as serialized.
    pub const fn key(self) -> &'static str {
        match self {
            Terrain::Floor => "floor",
            Terrain::Lava => "lava",
            Terrain::Water => "water",
            Terrain::Tree => "tree",
            Terrain::Rubble => "rubble",
        }
    }
}

impl fmt::Display for Terrain {
    /// The seed's spelling: `FEAT_RUBBLE`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Terrain {
    type Err = UnknownName;

    /// `FEAT_FLOOR`, `floor`, `Floor`, ...; `forest` for [`Terrain::Tree`].
    fn from_str(s: &str) -> Result<Terrain, UnknownName> {
        let bare = normalise(s, "FEAT_");
        let found = match bare.as_str() {
            "FLOOR" => Some(Terrain::Floor),
            "LAVA" => Some(Terrain::Lava),
            "WATER" => Some(Terrain::Water),
            "TREE" | "FOREST" => Some(Terrain::Tree),
            "RUBBLE" => Some(Terrain::Rubble),
            _ => None,
        };
        found.ok_or_else(|| UnknownName {
            what: "terrain",
            input: s.to_owned(),
            expected: "one of FEAT_FLOOR, FEAT_LAVA, FEAT_WATER, FEAT_TREE, FEAT_RUBBLE \
                       (case-insensitive, with or without FEAT_; forest for FEAT_TREE)"
                .to_owned(),
        })
    }
}

impl TryFrom<u8> for Terrain {
    type Error = u8;

    /// [`Terrain::from_code`], giving back the code when it names no terrain.
    fn try_from(code: u8) -> Result<Terrain, u8> {
        Terrain::from_code(code).ok_or(code)
    }
}

impl From<Terrain> for u8 {
    fn from(t: Terrain) -> u8 {
        t.code()
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Terrain {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.key())
    }
}

crate::deserialize_by_name!(Terrain);
