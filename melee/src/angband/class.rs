//! Classes and races with their tables (seed 003, "Calculating the number of blows
//! per move", "Calculating melee combat ability" I.A-C and "Calculating
//! shooting/thrown weapon ability"; RULINGS M2).

use std::fmt;
use std::str::FromStr;

/// A character class of Angband 2.7.9v6 (seed 003).
///
/// Parsed from its name in any case (`warrior`, `Mage`, `PRIEST`, ...), in JSON
/// too; serialized in lower case.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[repr(u8)]
pub enum Class {
    /// Warrior.
    Warrior = 0,
    /// Mage.
    Mage = 1,
    /// Priest (the edged-weapon penalty, seed 003 II.H and damage step 5e).
    Priest = 2,
    /// Rogue.
    Rogue = 3,
    /// Ranger.
    Ranger = 4,
    /// Paladin.
    Paladin = 5,
}

/// One class's row of every class table of seed 003.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClassTable {
    /// Base melee skill (I.A).
    pub melee_base: i32,
    /// Melee skill increase per level, in tenths (I.C: the warrior's 4.5 is 45; RULINGS M2).
    pub melee_per_level_tenths: i32,
    /// Base missile skill.
    pub missile_base: i32,
    /// Missile skill gain per level, in tenths.
    pub missile_per_level_tenths: i32,
    /// Minimum weapon weight (MWW) for blows, in tenths of a pound (3.0 lb is 30).
    pub min_weapon_weight: u16,
    /// Weapon speed modifier (WSM) in tenths (0.5 is 5).
    pub weapon_speed_tenths: u16,
    /// Most natural blows per round (mages 4, warriors 6, the others 5).
    pub max_blows: u8,
}

impl Class {
    /// Every class, in the seed's order.
    pub const ALL: [Class; 6] =
        [Class::Warrior, Class::Mage, Class::Priest, Class::Rogue, Class::Ranger, Class::Paladin];

    /// The class's row of the seed's tables.
    pub const fn table(self) -> ClassTable {
        let (melee_base, melee_per_level_tenths, missile_base, missile_per_level_tenths, mww, wsm, max_blows) =
            match self {
                Class::Warrior => (70, 45, 55, 45, 30, 5, 6),
                Class::Mage => (34, 15, 20, 15, 40, 2, 4),
                Class::Priest => (48, 20, 35, 20, 35, 3, 5),
                Class::Rogue => (60, 40, 66, 30, 30, 3, 5),
                Class::Ranger => (56, 30, 72, 45, 35, 4, 5),
                Class::Paladin => (68, 35, 40, 30, 30, 4, 5),
            };
        ClassTable {
            melee_base,
            melee_per_level_tenths,
            missile_base,
            missile_per_level_tenths,
            min_weapon_weight: mww,
            weapon_speed_tenths: wsm,
            max_blows,
        }
    }

    /// The class's name as the game prints it.
    pub const fn name(self) -> &'static str {
        match self {
            Class::Warrior => "Warrior",
            Class::Mage => "Mage",
            Class::Priest => "Priest",
            Class::Rogue => "Rogue",
            Class::Ranger => "Ranger",
            Class::Paladin => "Paladin",
        }
    }

    /// The class with this C API number (0 Warrior .. 5 Paladin).
    pub const fn from_u8(n: u8) -> Option<Class> {
        match n {
            0 => Some(Class::Warrior),
            1 => Some(Class::Mage),
            2 => Some(Class::Priest),
            3 => Some(Class::Rogue),
            4 => Some(Class::Ranger),
            5 => Some(Class::Paladin),
            _ => None,
        }
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a class or race.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown {what} '{name}': expected one of {expected}")]
pub struct UnknownName {
    /// `class` or `race`.
    pub what: &'static str,
    /// The name given.
    pub name: String,
    /// The accepted names.
    pub expected: &'static str,
}

impl FromStr for Class {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Class, UnknownName> {
        Class::ALL.into_iter().find(|c| c.name().eq_ignore_ascii_case(s.trim())).ok_or_else(|| UnknownName {
            what: "class",
            name: s.to_owned(),
            expected: "warrior, mage, priest, rogue, ranger, paladin",
        })
    }
}

/// A character race of Angband 2.7.9v6 (seed 003, I.B and the missile race table).
///
/// Parsed from its name in any case, with or without the hyphen (`half-elf`,
/// `halfelf`, `High-Elf`), in JSON too; serialized as `half-elf`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[repr(u8)]
pub enum Race {
    /// Human.
    #[default]
    Human = 0,
    /// Half-Elf.
    HalfElf = 1,
    /// Elf.
    Elf = 2,
    /// Hobbit.
    Hobbit = 3,
    /// Gnome.
    Gnome = 4,
    /// Dwarf.
    Dwarf = 5,
    /// Half-Orc.
    HalfOrc = 6,
    /// Half-Troll.
    HalfTroll = 7,
    /// Dunadan.
    Dunadan = 8,
    /// High-Elf.
    HighElf = 9,
}

impl Race {
    /// Every race, in the seed's order.
    pub const ALL: [Race; 10] = [
        Race::Human,
        Race::HalfElf,
        Race::Elf,
        Race::Hobbit,
        Race::Gnome,
        Race::Dwarf,
        Race::HalfOrc,
        Race::HalfTroll,
        Race::Dunadan,
        Race::HighElf,
    ];

    /// Melee skill modifier (I.B).
    pub const fn melee_modifier(self) -> i32 {
        match self {
            Race::Human => 0,
            Race::HalfElf => -1,
            Race::Elf => -5,
            Race::Hobbit => -10,
            Race::Gnome => -8,
            Race::Dwarf => 15,
            Race::HalfOrc => 12,
            Race::HalfTroll => 20,
            Race::Dunadan => 15,
            Race::HighElf => 10,
        }
    }

    /// Missile skill modifier (the shooting ability table).
    pub const fn missile_modifier(self) -> i32 {
        match self {
            Race::Human => 0,
            Race::HalfElf => 5,
            Race::Elf => 15,
            Race::Hobbit => 20,
            Race::Gnome => 12,
            Race::Dwarf => 0,
            Race::HalfOrc => -5,
            Race::HalfTroll => -10,
            Race::Dunadan => 10,
            Race::HighElf => 25,
        }
    }

    /// The race's name as the game prints it.
    pub const fn name(self) -> &'static str {
        match self {
            Race::Human => "Human",
            Race::HalfElf => "Half-Elf",
            Race::Elf => "Elf",
            Race::Hobbit => "Hobbit",
            Race::Gnome => "Gnome",
            Race::Dwarf => "Dwarf",
            Race::HalfOrc => "Half-Orc",
            Race::HalfTroll => "Half-Troll",
            Race::Dunadan => "Dunadan",
            Race::HighElf => "High-Elf",
        }
    }

    /// The race with this C API number (0 Human .. 9 High-Elf).
    pub fn from_u8(n: u8) -> Option<Race> {
        Race::ALL.get(usize::from(n)).copied()
    }
}

impl fmt::Display for Race {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

// JSON names in any case (`"class": "Warrior"`), through the parsers here
// (roguerules-vocab's one mechanism).
roguerules_vocab::deserialize_by_name!(Class, Race);

impl FromStr for Race {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Race, UnknownName> {
        let want: String = s.trim().chars().filter(|c| *c != '-' && *c != '_').collect();
        Race::ALL.into_iter().find(|r| r.name().replace('-', "").eq_ignore_ascii_case(&want)).ok_or_else(|| {
            UnknownName {
                what: "race",
                name: s.to_owned(),
                expected: "human, half-elf, elf, hobbit, gnome, dwarf, half-orc, half-troll, dunadan, high-elf",
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_in_any_case() {
        assert_eq!("WARRIOR".parse::<Class>().unwrap(), Class::Warrior);
        assert_eq!("mage".parse::<Class>().unwrap(), Class::Mage);
        assert!("wizard".parse::<Class>().is_err());
        assert_eq!("half-troll".parse::<Race>().unwrap(), Race::HalfTroll);
        assert_eq!("HighElf".parse::<Race>().unwrap(), Race::HighElf);
        for (i, c) in Class::ALL.into_iter().enumerate() {
            assert_eq!(Class::from_u8(i as u8), Some(c));
        }
        assert_eq!(Class::from_u8(6), None);
        assert_eq!(Race::from_u8(10), None);
    }
}
