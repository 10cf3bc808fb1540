//! Who projects: the player (with level, class and specialties) or a monster
//! (seed 000, monster table notes (A)-(N); RULINGS P6, P11).

use crate::error::{ProjectionError, check};
use std::fmt;
use std::str::FromStr;

/// The highest character level (Oangband's `PY_MAX_LEVEL`).
pub const MAX_PLAYER_LEVEL: i64 = 50;

/// A character class of Oangband, as far as seed 000's notes name them: mages and
/// druids supercharge (A)-(C); necromancers and priests (I); priests, paladins and
/// necromancers (J); priests (K).
///
/// Parsed from its name in any case (`mage`, `Necromancer`); serialized in lower
/// case. The default is [`Class::Warrior`], which no note names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Class {
    /// Warrior.
    #[default]
    Warrior,
    /// Mage: supercharges (A)-(C) one time in 3.
    Mage,
    /// Priest: (I) one time in 4, (J) one time in 2, (K) one time in 3.
    Priest,
    /// Rogue.
    Rogue,
    /// Ranger.
    Ranger,
    /// Paladin: (J) one time in 4 (1/3 more).
    Paladin,
    /// Druid: supercharges (A)-(C) one time in 3.
    Druid,
    /// Necromancer: (I) one time in 2, (J) one time in 4 (1/3 more).
    Necromancer,
    /// Assassin.
    Assassin,
}

impl Class {
    /// Every class.
    pub const ALL: [Class; 9] = [
        Class::Warrior,
        Class::Mage,
        Class::Priest,
        Class::Rogue,
        Class::Ranger,
        Class::Paladin,
        Class::Druid,
        Class::Necromancer,
        Class::Assassin,
    ];

    /// The class's name as the game prints it.
    pub const fn name(self) -> &'static str {
        match self {
            Class::Warrior => "Warrior",
            Class::Mage => "Mage",
            Class::Priest => "Priest",
            Class::Rogue => "Rogue",
            Class::Ranger => "Ranger",
            Class::Paladin => "Paladin",
            Class::Druid => "Druid",
            Class::Necromancer => "Necromancer",
            Class::Assassin => "Assassin",
        }
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Class {
    type Err = ProjectionError;
    fn from_str(s: &str) -> Result<Class, ProjectionError> {
        Class::ALL.into_iter().find(|c| c.name().eq_ignore_ascii_case(s.trim())).ok_or_else(|| {
            ProjectionError::UnknownName {
                what: "class",
                name: s.to_owned(),
                expected: "one of warrior, mage, priest, rogue, ranger, paladin, druid, necromancer, assassin"
                    .to_owned(),
            }
        })
    }
}

// JSON names in any case (`"class": "Ranger"`), through the parser above.
roguerules_vocab::deserialize_by_name!(Class);

/// The player as the source of a projection (seed 000, notes (A)-(N)).
///
/// Missing JSON fields take the defaults: level 1, a warrior, no specialty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct PlayerSource {
    /// Character level, `1..=50`: (D) and (E) compare twice it with the monster;
    /// (M) and (N) roll with it (RULINGS P12).
    pub level: i64,
    /// Character class (supercharging in (A)-(C), (I)-(K)).
    pub class: Class,
    /// The Beguile specialty: 1/2 more power in (A)-(C) and (I)-(K), after any
    /// supercharge.
    pub beguile: bool,
    /// The Holy Light specialty: the fear attempts of (M) and (N).
    pub holy_light: bool,
}

impl Default for PlayerSource {
    fn default() -> Self {
        PlayerSource { level: 1, class: Class::Warrior, beguile: false, holy_light: false }
    }
}

/// Who projects (seed 000, monster table: the player, or another monster's
/// breath or spell).
///
/// In JSON: `{"kind": "player", "level": 30, "class": "mage", "beguile": true,
/// "holy_light": false}` or `{"kind": "monster"}`. The default is the player
/// with [`PlayerSource::default`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
pub enum Source {
    /// The player.
    Player(PlayerSource),
    /// A monster: it cannot kill a unique (final note i, RULINGS P6), does not
    /// supercharge nor beguile (RULINGS P11), and cannot cast `GF_HOLD` or
    /// `GF_HOLD_UNDEAD` (P11: invalid input).
    Monster,
}

impl Default for Source {
    fn default() -> Self {
        Source::Player(PlayerSource::default())
    }
}

impl Source {
    /// The player, if the player is the source.
    pub const fn player(&self) -> Option<&PlayerSource> {
        match self {
            Source::Player(p) => Some(p),
            Source::Monster => None,
        }
    }

    /// Checks the player's level.
    ///
    /// # Errors
    ///
    /// [`ProjectionError::OutOfRange`] for a level outside `1..=50`.
    #[inline]
    pub fn validate(&self) -> Result<(), ProjectionError> {
        match self {
            Source::Player(p) => check("source.level", p.level, 1, MAX_PLAYER_LEVEL, "1..=50"),
            Source::Monster => Ok(()),
        }
    }
}

#[cfg(all(test, feature = "serde"))]
mod names_tests {
    use super::*;

    /// Issue 24: the class is read from JSON in any case (`"class": "Ranger"`).
    #[test]
    fn classes_are_read_in_any_case() {
        let p: PlayerSource = serde_json::from_str(r#"{"class": "Ranger"}"#).unwrap();
        assert_eq!(p.class, Class::Ranger);
        let o: crate::ObjectInput = serde_json::from_str(r#"{"gf": "Fire", "dam": 3, "class": "Soft Armor"}"#).unwrap();
        assert_eq!(o.class, crate::ObjectClass::SoftArmor);
        assert_eq!(serde_json::to_string(&Class::Necromancer).unwrap(), "\"necromancer\"");
        assert!(serde_json::from_str::<Class>("\"bard\"").is_err());
    }
}
