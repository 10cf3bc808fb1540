//! Missile breakage (seed 003, "Missile breakage"; RULINGS M8, an erratum).

use super::error::AngbandError;
use roguerules_dice::{BigInt, BigRational, Roller, RollerExt};

/// What was thrown or fired, as far as breakage cares (RULINGS M8).
///
/// Parsed from its name ([`ObjectKind::name`]) in any case, with `-`, `_` or a
/// space between words (`flask of oil`, `Flask-Of-Oil`), in JSON too;
/// serialized as `flask-of-oil`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[repr(u8)]
pub enum ObjectKind {
    /// Flask of oil: 100%.
    FlaskOfOil = 0,
    /// Potion: 50%.
    Potion = 1,
    /// Bottle: 50%.
    Bottle = 2,
    /// Food: 50%.
    Food = 3,
    /// Junk: 50% (RULINGS M8; the spoiler puts it under "all other").
    Junk = 4,
    /// Light source: 30%.
    Light = 5,
    /// Scroll: 30%.
    Scroll = 6,
    /// Arrow: 30%.
    Arrow = 7,
    /// Skeleton: 30%.
    Skeleton = 8,
    /// Wand: 20%.
    Wand = 9,
    /// Shot or pebble: 20%.
    Shot = 10,
    /// Bolt: 20%.
    Bolt = 11,
    /// Spike: 20%.
    Spike = 12,
    /// Any other object (weapons included): 10%.
    #[default]
    Other = 13,
}

impl ObjectKind {
    /// Every object kind, in discriminant order.
    pub const ALL: [ObjectKind; 14] = [
        ObjectKind::FlaskOfOil,
        ObjectKind::Potion,
        ObjectKind::Bottle,
        ObjectKind::Food,
        ObjectKind::Junk,
        ObjectKind::Light,
        ObjectKind::Scroll,
        ObjectKind::Arrow,
        ObjectKind::Skeleton,
        ObjectKind::Wand,
        ObjectKind::Shot,
        ObjectKind::Bolt,
        ObjectKind::Spike,
        ObjectKind::Other,
    ];

    /// Its name, as serialized: `flask-of-oil`, `potion`, ..., `other`.
    pub const fn name(self) -> &'static str {
        match self {
            ObjectKind::FlaskOfOil => "flask-of-oil",
            ObjectKind::Potion => "potion",
            ObjectKind::Bottle => "bottle",
            ObjectKind::Food => "food",
            ObjectKind::Junk => "junk",
            ObjectKind::Light => "light",
            ObjectKind::Scroll => "scroll",
            ObjectKind::Arrow => "arrow",
            ObjectKind::Skeleton => "skeleton",
            ObjectKind::Wand => "wand",
            ObjectKind::Shot => "shot",
            ObjectKind::Bolt => "bolt",
            ObjectKind::Spike => "spike",
            ObjectKind::Other => "other",
        }
    }

    /// The base breakage percentage (RULINGS M8).
    pub const fn breakage(self) -> u8 {
        match self {
            ObjectKind::FlaskOfOil => 100,
            ObjectKind::Potion | ObjectKind::Bottle | ObjectKind::Food | ObjectKind::Junk => 50,
            ObjectKind::Light | ObjectKind::Scroll | ObjectKind::Arrow | ObjectKind::Skeleton => 30,
            ObjectKind::Wand | ObjectKind::Shot | ObjectKind::Bolt | ObjectKind::Spike => 20,
            ObjectKind::Other => 10,
        }
    }
}

impl std::str::FromStr for ObjectKind {
    type Err = roguerules_vocab::UnknownName;

    /// The kind's name in any case (`flask of oil`, `Flask-Of-Oil`).
    fn from_str(s: &str) -> Result<ObjectKind, Self::Err> {
        roguerules_vocab::name::find_name(s, &ObjectKind::ALL, ObjectKind::name, "object kind")
    }
}

// JSON names in any case, through the parser above (roguerules-vocab's one mechanism).
roguerules_vocab::deserialize_by_name!(ObjectKind);

/// Where a missile ended, for breakage.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Landing {
    /// What it is.
    pub kind: ObjectKind,
    /// An artifact: never breaks.
    pub artifact: bool,
    /// It hit a monster: the chance doubles, at most 100% (RULINGS M8: not for
    /// walls, whatever the distance).
    pub hit_monster: bool,
    /// Thrown straight down at the ground: a non-artifact always breaks (seed 003).
    pub straight_down: bool,
}

/// The breakage percentage of a landing: 0 for artifacts, 100 thrown straight
/// down, otherwise the kind's chance, doubled (cap 100) after hitting a monster
/// (RULINGS M8).
pub fn breakage_chance(l: &Landing) -> u8 {
    if l.artifact {
        0
    } else if l.straight_down {
        100
    } else if l.hit_monster {
        l.kind.breakage().saturating_mul(2).min(100)
    } else {
        l.kind.breakage()
    }
}

/// Does the missile break? A uniform draw in 0..=99 below the chance (RULINGS M8):
/// a compare draw on `0..=99` labelled "breakage", cut at the chance. An artifact
/// never breaks and draws nothing; any other object draws, even at 100% (a flask
/// that hit a monster), as the game's `drop_near` draws `rand_int(100) >= chance`
/// for every object that is not an artifact.
///
/// # Errors
///
/// Only the roller's.
pub fn breaks<R: Roller + ?Sized>(r: &mut R, l: &Landing) -> Result<bool, AngbandError> {
    if l.artifact {
        return Ok(false);
    }
    Ok(r.exceeds("breakage", breakage_chance(l).into(), 0, 99)?)
}

/// The exact probability that [`breaks`] is true.
pub fn breakage_probability(l: &Landing) -> BigRational {
    BigRational::new(BigInt::from(breakage_chance(l)), BigInt::from(100))
}
