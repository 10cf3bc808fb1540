//! The character sheet: what a game master writes down to compute an attack value
//! (seed 002, sections A-C), as plain data that derives serde with the `serde`
//! feature. Numbers are `i64` so that an out-of-range value is a typed error naming
//! its field (RULINGS B21), not a parse failure.

use crate::encumbrance::magical_encumbrance;
use crate::error::{TabletopError, check_range};
use crate::tables::{Armour, Class, MeleeWeapon, MissileWeapon, Shield, multiple_attacks};

/// Which attack value to compute: section A, B or C.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum AttackKind {
    /// Section A: a melee attack.
    Melee,
    /// Section B: a shield bash.
    Bash,
    /// Section C: a missile or thrown weapon.
    Missile,
}

/// How a melee weapon is held (Table 8's parentheses; RULINGS B20).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Grip {
    /// One hand.
    OneHanded,
    /// Both hands (no shield, RULINGS B21).
    TwoHanded,
}

/// Missile range band (Table 9; RULINGS B6, B24).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Range {
    /// Short range: no aiming needed.
    Short,
    /// Medium range: aim one segment or lose 1/3 of the chance to hit.
    Medium,
    /// Long range: as medium, and half damage.
    Long,
}

/// The snake_case names of the sheet's own choices (as JSON writes them), read
/// in any case from JSON and by `FromStr` (roguerules-vocab's one mechanism).
macro_rules! sheet_names {
    ($($ty:ident, $what:literal { $($variant:ident => $key:literal),+ })+) => {$(
        impl $ty {
            /// Every value.
            pub const ALL: &'static [$ty] = &[$($ty::$variant),+];

            /// The snake_case name used in JSON.
            pub const fn key(self) -> &'static str {
                match self { $($ty::$variant => $key,)+ }
            }
        }

        impl std::str::FromStr for $ty {
            type Err = roguerules_vocab::UnknownName;

            /// The snake_case name in any case (`melee`, `Melee`).
            fn from_str(s: &str) -> Result<$ty, Self::Err> {
                roguerules_vocab::name::find_name(s, $ty::ALL, $ty::key, $what)
            }
        }

        roguerules_vocab::deserialize_by_name!($ty);
    )+};
}

sheet_names! {
    AttackKind, "attack kind" { Melee => "melee", Bash => "bash", Missile => "missile" }
    Grip, "grip" { OneHanded => "one_handed", TwoHanded => "two_handed" }
    Range, "range" { Short => "short", Medium => "medium", Long => "long" }
}

/// Which weapon table an item comes from (the sheet's `"table"` field).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum WeaponTable {
    /// Table 8.
    #[default]
    Melee,
    /// Table 9.
    Missile,
}

/// Worn body armour: Table 6 type and its plus (0..=10).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ArmourWorn {
    /// Table 6 type.
    #[cfg_attr(feature = "serde", serde(rename = "type"))]
    pub kind: Armour,
    /// Magical plus, 0..=10.
    #[cfg_attr(feature = "serde", serde(default))]
    pub plus: i64,
}

/// A carried shield: Table 7 type and its plus (0..=10).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ShieldWorn {
    /// Table 7 type.
    #[cfg_attr(feature = "serde", serde(rename = "type"))]
    pub kind: Shield,
    /// Magical plus, 0..=10.
    #[cfg_attr(feature = "serde", serde(default))]
    pub plus: i64,
}

/// The wielded melee weapon (sections A, B, E, I).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct MeleeWielded {
    /// Must be `melee` (the sheet names the table).
    #[cfg_attr(feature = "serde", serde(default))]
    pub table: WeaponTable,
    /// Table 8 type.
    #[cfg_attr(feature = "serde", serde(rename = "type"))]
    pub kind: MeleeWeapon,
    /// Magical (base) plus, 0..=10.
    #[cfg_attr(feature = "serde", serde(default))]
    pub plus: i64,
    /// One- or two-handed.
    pub grip: Grip,
}

/// The missile or thrown weapon used (sections C, G, I).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct MissileWielded {
    /// Must be `missile`.
    #[cfg_attr(feature = "serde", serde(default = "missile_table"))]
    pub table: WeaponTable,
    /// Table 9 type.
    #[cfg_attr(feature = "serde", serde(rename = "type"))]
    pub kind: MissileWeapon,
    /// Magical (base) plus, 0..=10.
    #[cfg_attr(feature = "serde", serde(default))]
    pub plus: i64,
}

#[cfg(feature = "serde")]
fn missile_table() -> WeaponTable {
    WeaponTable::Missile
}

/// A carried weapon that is not the one attacking ("extra weapons"), from either
/// table: it only counts for encumbrance (RULINGS B7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "table", rename_all = "snake_case", deny_unknown_fields))]
pub enum ExtraWeapon {
    /// A Table 8 weapon.
    Melee {
        /// Table 8 type.
        #[cfg_attr(feature = "serde", serde(rename = "type"))]
        kind: MeleeWeapon,
        /// Magical plus, 0..=10.
        #[cfg_attr(feature = "serde", serde(default))]
        plus: i64,
    },
    /// A Table 9 weapon.
    Missile {
        /// Table 9 type.
        #[cfg_attr(feature = "serde", serde(rename = "type"))]
        kind: MissileWeapon,
        /// Magical plus, 0..=10.
        #[cfg_attr(feature = "serde", serde(default))]
        plus: i64,
    },
}

/// Effects active on the attacker (sections A-C, I, L; RULINGS B4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Spells {
    /// A Greater Blessing is active (+10).
    pub greater_blessing: bool,
    /// A Bless is active (+5 unless Greater Blessing).
    pub bless: bool,
    /// A Slow effect is active.
    pub slow: bool,
    /// A Speed effect (any source) is active.
    pub speed: bool,
    /// A Haste effect (any source) is active.
    pub haste: bool,
}

/// A character sheet for one attack (seed 002, sections A-C), the JSON shape of
/// `roguerules tabletop attack-value --input`.
///
/// [`Sheet`] is the owned sheet (its lists `Vec`s). The lists' storage is a
/// parameter so that a caller holding them elsewhere (the C API's arrays) passes a
/// `SheetOf<&[ExtraWeapon], &[i64]>` to the same rules without building a list;
/// every rule taking a sheet takes any `SheetOf` whose lists are slices
/// (`AsRef<[_]>`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SheetOf<E = Vec<ExtraWeapon>, S = Vec<i64>> {
    /// Melee (A), shield bash (B) or missile (C).
    pub kind: AttackKind,
    /// Class (Table 11).
    pub class: Class,
    /// Level, 1..=30.
    pub level: i64,
    /// Strength, 1..=55 (Table 4).
    pub strength: i64,
    /// Dexterity, 1..=41 (Table 5).
    pub dexterity: i64,
    /// Body armour, or none.
    #[cfg_attr(feature = "serde", serde(default))]
    pub armour: Option<ArmourWorn>,
    /// Shield, or none.
    #[cfg_attr(feature = "serde", serde(default))]
    pub shield: Option<ShieldWorn>,
    /// The melee weapon (required for melee; for a bash it only counts as
    /// encumbrance).
    #[cfg_attr(feature = "serde", serde(default))]
    pub weapon: Option<MeleeWielded>,
    /// The missile weapon (required for missile attacks).
    #[cfg_attr(feature = "serde", serde(default))]
    pub missile_weapon: Option<MissileWielded>,
    /// Range band (required for missile attacks).
    #[cfg_attr(feature = "serde", serde(default))]
    pub range: Option<Range>,
    /// A segment was spent aiming (missile attacks).
    #[cfg_attr(feature = "serde", serde(default))]
    pub aimed: bool,
    /// Other carried weapons (encumbrance only).
    #[cfg_attr(feature = "serde", serde(default))]
    pub extra_weapons: E,
    /// Miscellaneous encumbrance points, 0..=1 000 000.
    #[cfg_attr(feature = "serde", serde(default))]
    pub misc_encumbrance: i64,
    /// Training points, -1000..=1000.
    #[cfg_attr(feature = "serde", serde(default))]
    pub training: i64,
    /// Active effects.
    #[cfg_attr(feature = "serde", serde(default))]
    pub spells: Spells,
    /// Situational modifiers in signed points, positive when they help the attacker
    /// (RULINGS B5), each -1000..=1000, at most 64.
    #[cfg_attr(feature = "serde", serde(default))]
    pub situational: S,
}

/// The owned character sheet: [`SheetOf`] with `Vec` lists (what JSON reads).
pub type Sheet = SheetOf;

impl Sheet {
    /// A minimal melee sheet: no armour, no shield, nothing extra.
    pub fn melee(class: Class, level: i64, strength: i64, dexterity: i64, weapon: MeleeWielded) -> Sheet {
        Sheet {
            kind: AttackKind::Melee,
            class,
            level,
            strength,
            dexterity,
            armour: None,
            shield: None,
            weapon: Some(weapon),
            missile_weapon: None,
            range: None,
            aimed: false,
            extra_weapons: Vec::new(),
            misc_encumbrance: 0,
            training: 0,
            spells: Spells::default(),
            situational: Vec::new(),
        }
    }
}

impl<E: AsRef<[ExtraWeapon]>, S: AsRef<[i64]>> SheetOf<E, S> {
    /// Checks every domain and combination (RULINGS B21, B11); the rules call it
    /// first, so they never see an invalid sheet.
    ///
    /// # Errors
    ///
    /// The first problem found, naming its field.
    pub fn validate(&self) -> Result<(), TabletopError> {
        check_range("level", self.level, 1, 30)?;
        check_range("strength", self.strength, 1, 55)?;
        check_range("dexterity", self.dexterity, 1, 41)?;
        check_range("misc_encumbrance", self.misc_encumbrance, 0, 1_000_000)?;
        check_range("training", self.training, -1000, 1000)?;
        let situational = self.situational.as_ref();
        check_range("situational (count)", situational.len() as i64, 0, 64)?;
        for &s in situational {
            check_range("situational", s, -1000, 1000)?;
        }
        if let Some(a) = self.armour {
            check_range("armour.plus", a.plus, 0, 10)?;
            if a.kind == Armour::None && a.plus != 0 {
                return Err(TabletopError::Invalid {
                    field: "armour.plus",
                    reason: "armour 'none' has no plus (use plus 0 or armour null)",
                });
            }
        }
        if let Some(s) = self.shield {
            check_range("shield.plus", s.plus, 0, 10)?;
        }
        if let Some(w) = self.weapon {
            check_range("weapon.plus", w.plus, 0, 10)?;
            if w.table != WeaponTable::Melee {
                return Err(TabletopError::Invalid {
                    field: "weapon.table",
                    reason: "the weapon must be from the melee table",
                });
            }
            if w.grip == Grip::TwoHanded && self.shield.is_some() {
                return Err(TabletopError::Invalid {
                    field: "weapon.grip",
                    reason: "a two-handed grip cannot be used with a shield",
                });
            }
            if w.grip == Grip::OneHanded && w.kind.row().damage.one_handed.is_none() {
                return Err(TabletopError::Invalid {
                    field: "weapon.grip",
                    reason: "this weapon is two-handed only (parenthesised in Table 8)",
                });
            }
        }
        if let Some(m) = self.missile_weapon {
            check_range("missile_weapon.plus", m.plus, 0, 10)?;
            if m.table != WeaponTable::Missile {
                return Err(TabletopError::Invalid {
                    field: "missile_weapon.table",
                    reason: "the missile weapon must be from the missile table",
                });
            }
        }
        let extra_weapons = self.extra_weapons.as_ref();
        check_range("extra_weapons (count)", extra_weapons.len() as i64, 0, 64)?;
        for w in extra_weapons {
            let plus = match *w {
                ExtraWeapon::Melee { plus, .. } | ExtraWeapon::Missile { plus, .. } => plus,
            };
            check_range("extra_weapons.plus", plus, 0, 10)?;
        }
        match self.kind {
            AttackKind::Melee => {
                if self.weapon.is_none() {
                    return Err(TabletopError::Missing {
                        field: "weapon",
                        reason: "a melee attack needs a Table 8 weapon",
                    });
                }
            }
            AttackKind::Bash => {
                if self.shield.is_none() {
                    return Err(TabletopError::Missing { field: "shield", reason: "a shield bash needs a shield" });
                }
                if !multiple_attacks(self.class, self.level)?.bash {
                    return Err(TabletopError::Invalid {
                        field: "level",
                        reason: "Table 19 gives no shield bash to this class at this level",
                    });
                }
            }
            AttackKind::Missile => {
                if self.missile_weapon.is_none() {
                    return Err(TabletopError::Missing {
                        field: "missile_weapon",
                        reason: "a missile attack needs a Table 9 weapon",
                    });
                }
                if self.range.is_none() {
                    return Err(TabletopError::Missing {
                        field: "range",
                        reason: "a missile attack needs a range: short, medium or long",
                    });
                }
            }
        }
        Ok(())
    }

    /// Encumbrance (magical reductions applied, before Strength) of every carried
    /// weapon: the wielded melee weapon, the missile weapon and the extra weapons.
    pub(crate) fn weapon_encumbrances(&self) -> Result<(i64, i64, i64), TabletopError> {
        let melee = match self.weapon {
            Some(w) => magical_encumbrance(w.kind.row().encumbrance, w.plus)?,
            None => 0,
        };
        let missile = match self.missile_weapon {
            Some(w) => magical_encumbrance(w.kind.row().encumbrance, w.plus)?,
            None => 0,
        };
        let mut extra = 0;
        for w in self.extra_weapons.as_ref() {
            extra += match *w {
                ExtraWeapon::Melee { kind, plus } => magical_encumbrance(kind.row().encumbrance, plus)?,
                ExtraWeapon::Missile { kind, plus } => magical_encumbrance(kind.row().encumbrance, plus)?,
            };
        }
        Ok((melee, missile, extra))
    }

    /// Encumbrance of armour and shield (magical reductions applied).
    pub(crate) fn armour_encumbrance(&self) -> Result<i64, TabletopError> {
        let a = match self.armour {
            Some(a) => magical_encumbrance(a.kind.row().encumbrance, a.plus)?,
            None => 0,
        };
        let s = match self.shield {
            Some(s) => magical_encumbrance(s.kind.row().encumbrance, s.plus)?,
            None => 0,
        };
        Ok(a + s)
    }

    /// The total encumbrance (armour, shield, every weapon, miscellaneous) before the
    /// Strength multiplier (sections I and L).
    ///
    /// # Errors
    ///
    /// As [`SheetOf::validate`].
    pub fn total_encumbrance(&self) -> Result<i64, TabletopError> {
        self.validate()?;
        let (m, s, e) = self.weapon_encumbrances()?;
        Ok(self.armour_encumbrance()? + m + s + e + self.misc_encumbrance)
    }
}

#[cfg(all(test, feature = "serde"))]
mod names_tests {
    /// Issue 24: a sheet's names are read in any case, as the CLI reads names.
    #[test]
    fn sheet_names_are_read_in_any_case() {
        use crate::tables::{Class, MeleeWeapon};
        let kind: super::AttackKind = serde_json::from_str("\"Melee\"").unwrap();
        assert_eq!(kind, super::AttackKind::Melee);
        let grip: super::Grip = serde_json::from_str("\"Two Handed\"").unwrap();
        assert_eq!(grip, super::Grip::TwoHanded);
        let class: Class = serde_json::from_str("\"Priest-of-Kurn\"").unwrap();
        assert_eq!(class, Class::PriestOfKurn);
        let weapon: MeleeWeapon = serde_json::from_str("\"LONG_SWORD\"").unwrap();
        assert_eq!(weapon.key(), "long_sword");
        let e = serde_json::from_str::<super::Range>("\"far\"").unwrap_err().to_string();
        assert!(e.contains("unknown range 'far'") && e.contains("short, medium, long"), "{e}");
        // Serialized as before: the snake_case key.
        assert_eq!(serde_json::to_string(&super::Grip::OneHanded).unwrap(), "\"one_handed\"");
    }
}
