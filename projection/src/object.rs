//! Damage to objects on the floor: seed 000, "Damage Types and Effects on
//! Objects", following RULINGS G2, G3, P1, P5, P9 and P13.
//!
//! The table's rows are data ([`OBJECT_TABLE`], [`object_row`]); an object is
//! checked once per line of its damage type's row that affects it (RULINGS P9:
//! destroyed when the damage is greater than a random number between 1 and the
//! threshold, certain without a threshold; destroyed if any check succeeds),
//! unless it is an artifact or has the line's `IGNORE` flag. Types absent from the
//! table do nothing to floor objects (the seed; RULINGS P1).
//!
//! Under [`Reading::Oangband110`] the same table drives the released game's
//! `project_o` (`src/spells1.c`), draw for draw: the threshold check is
//! `dam > rand_int(T)`; every line that touches the object is checked, its
//! threshold drawn even for an artifact or an object with the `IGNORE` flag,
//! which then resist; chests hate acid and slings acid and fire
//! ([`ObjectClass::hates_in`]). What the game passes: `cursed` is its
//! `cursed_p` (`IDENT_CURSED`), `artifact` its `artifact_p`, `trapped` a chest
//! whose `pval` is positive (a trap or a lock, both undone by `GF_KILL_TRAP`).
//! Spikes and gold (`TV_SPIKE`, `TV_GOLD`) hate nothing: pass them as any class
//! that hates nothing ([`ObjectClass::Food`]).
//!
//! # Example
//!
//! ```
//! use roguerules_projection::object::{self, IgnoreFlags, ObjectClass, ObjectInput};
//! use roguerules_projection::Gf;
//!
//! // A fire ball of 40 on a scroll: destroyed unless 1..=40 rolls 40 (P9).
//! let scroll = ObjectInput::new(Gf::Fire, 40, ObjectClass::Scroll);
//! assert_eq!(object::destroy_chance(&scroll)?.to_string(), "39/40");
//! // ... but never with TR3_IGNORE_FIRE, and swords do not hate fire at all.
//! let proof = ObjectInput { flags: IgnoreFlags::IGNORE_FIRE, ..scroll };
//! assert_eq!(object::destroy_chance(&proof)?.to_string(), "0");
//! assert_eq!(object::destroy_chance(&ObjectInput::new(Gf::Fire, 400, ObjectClass::Sword))?.to_string(), "0");
//! # Ok::<(), roguerules_projection::ProjectionError>(())
//! ```

use crate::error::{ProjectionError, check};
use crate::flags;
use crate::monster::MAX_DAMAGE;
use roguerules_dice::{Budget, Pmf, Prob, RollError, Roller, RollerExt, exact_with};
use roguerules_vocab::{Gf, Reading};
use std::fmt;
use std::str::FromStr;

macro_rules! classes {
    ($($(#[$doc:meta])* $variant:ident = $name:literal;)*) => {
        /// The classes of objects seed 000's object section names.
        ///
        /// Parsed from and serialized as the snake-case names (`arrow`,
        /// `soft_armor`, `dragon_armor`, `light`, `spellbook`, ...).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize))]
        #[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
        pub enum ObjectClass {
            $($(#[$doc])* $variant,)*
        }

        impl ObjectClass {
            /// Every class.
            pub const ALL: &'static [ObjectClass] = &[$(ObjectClass::$variant,)*];

            /// The snake-case name (`soft_armor`).
            pub const fn name(self) -> &'static str {
                match self {
                    $(ObjectClass::$variant => $name,)*
                }
            }
        }
    };
}

classes! {
    /// Arrows (hate acid and fire).
    Arrow = "arrow";
    /// Crossbow bolts (hate acid).
    Bolt = "bolt";
    /// Sling shots ("cannot be affected by acid").
    Shot = "shot";
    /// Bows (hate acid and fire; RULINGS P13).
    Bow = "bow";
    /// Crossbows (hate acid and fire; RULINGS P13).
    Crossbow = "crossbow";
    /// Slings (hate nothing; RULINGS P13; Oangband 1.1.0: acid and fire, as
    /// `TV_BOW`).
    Sling = "sling";
    /// Swords (hate acid; "cannot be affected by fire").
    Sword = "sword";
    /// Hafted weapons (hate acid and fire).
    Hafted = "hafted";
    /// Polearms (hate acid and fire).
    Polearm = "polearm";
    /// Diggers ("cannot be affected by acid").
    Digger = "digger";
    /// Helms (hate acid).
    Helm = "helm";
    /// Crowns (hate acid).
    Crown = "crown";
    /// Shields (hate acid).
    Shield = "shield";
    /// Boots (hate acid and fire).
    Boots = "boots";
    /// Gloves (hate acid and fire).
    Gloves = "gloves";
    /// Cloaks (hate acid and fire).
    Cloak = "cloak";
    /// Soft armour (hates acid and fire).
    SoftArmor = "soft_armor";
    /// Hard armour (hates acid; "cannot be affected by fire").
    HardArmor = "hard_armor";
    /// Dragon scale mail (hates acid).
    DragonArmor = "dragon_armor";
    /// Staffs (hate acid and fire).
    Staff = "staff";
    /// Scrolls (hate acid and fire).
    Scroll = "scroll";
    /// Skeletons (hate acid).
    Skeleton = "skeleton";
    /// Bottles (hate acid and cold).
    Bottle = "bottle";
    /// Junk (hates acid).
    Junk = "junk";
    /// Rings (hate electricity).
    Ring = "ring";
    /// Amulets (hate nothing).
    Amulet = "amulet";
    /// Wands (hate electricity).
    Wand = "wand";
    /// Rods (hate electricity).
    Rod = "rod";
    /// Light sources (hate fire).
    Light = "light";
    /// Spellbooks (hate fire; "cannot be affected by acid").
    Spellbook = "spellbook";
    /// Chests (hate fire; Oangband 1.1.0: also acid; their traps go with
    /// `GF_KILL_TRAP`).
    Chest = "chest";
    /// Potions (hate cold).
    Potion = "potion";
    /// Flasks of oil (hate cold).
    Flask = "flask";
    /// Food (hates nothing).
    Food = "food";
}

// JSON names in any case (`"class": "Soft Armor"`), through the parser below.
roguerules_vocab::deserialize_by_name!(ObjectClass);

impl fmt::Display for ObjectClass {
    /// The snake-case name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ObjectClass {
    type Err = ProjectionError;

    /// The snake-case name in any case, `-` or ` ` for `_`.
    fn from_str(s: &str) -> Result<ObjectClass, ProjectionError> {
        let key = s.trim().to_ascii_lowercase().replace(['-', ' '], "_");
        ObjectClass::ALL.iter().copied().find(|c| c.name() == key).ok_or_else(|| ProjectionError::UnknownName {
            what: "object class",
            name: s.to_owned(),
            expected: format!("one of {}", ObjectClass::ALL.iter().map(|c| c.name()).collect::<Vec<_>>().join(", ")),
        })
    }
}

/// The four hating classes of seed 000's object section ("acid-hating",
/// "electricity-hating", "fire-hating", "cold-hating" objects).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Hate {
    /// Acid haters.
    Acid,
    /// Electricity haters.
    Elec,
    /// Fire haters.
    Fire,
    /// Cold haters.
    Cold,
}

impl ObjectClass {
    /// Whether objects of this class are `hate` haters, as the seed lists them:
    ///
    /// * acid: arrows, bolts, bows and crossbows, swords, hafted weapons,
    ///   polearms, helms, crowns, shields, boots, gloves, cloaks, soft and hard
    ///   armor, dragon scale mail, staffs, scrolls, skeletons, bottles, junk;
    /// * electricity: rings, wands, rods;
    /// * fire: lights, arrows, bows and crossbows, hafted weapons, polearms, boots,
    ///   gloves, cloaks, soft armor, spellbooks, chests, staffs, scrolls;
    /// * cold: potions, oil flasks, bottles.
    ///
    /// "Bows and crossbows" are not slings (RULINGS P13). The seed reading of
    /// [`ObjectClass::hates_in`].
    pub const fn hates(self, hate: Hate) -> bool {
        self.hates_in(hate, Reading::Seed)
    }

    /// Whether objects of this class are `hate` haters in `reading`: the seed's
    /// lists ([`ObjectClass::hates`]), or Oangband 1.1.0's `hates_acid`,
    /// `hates_elec`, `hates_fire` and `hates_cold`, which go by `tval` and so
    /// add chests to the acid haters and slings (`TV_BOW`, with bows and
    /// crossbows) to the acid and fire haters.
    pub const fn hates_in(self, hate: Hate, reading: Reading) -> bool {
        self.seed_hates(hate) || (reading.is_game() && game_adds_hate(self, hate))
    }

    /// The seed's lists.
    const fn seed_hates(self, hate: Hate) -> bool {
        use ObjectClass as O;
        match hate {
            Hate::Acid => matches!(
                self,
                O::Arrow
                    | O::Bolt
                    | O::Bow
                    | O::Crossbow
                    | O::Sword
                    | O::Hafted
                    | O::Polearm
                    | O::Helm
                    | O::Crown
                    | O::Shield
                    | O::Boots
                    | O::Gloves
                    | O::Cloak
                    | O::SoftArmor
                    | O::HardArmor
                    | O::DragonArmor
                    | O::Staff
                    | O::Scroll
                    | O::Skeleton
                    | O::Bottle
                    | O::Junk
            ),
            Hate::Elec => matches!(self, O::Ring | O::Wand | O::Rod),
            Hate::Fire => matches!(
                self,
                O::Light
                    | O::Arrow
                    | O::Bow
                    | O::Crossbow
                    | O::Hafted
                    | O::Polearm
                    | O::Boots
                    | O::Gloves
                    | O::Cloak
                    | O::SoftArmor
                    | O::Spellbook
                    | O::Chest
                    | O::Staff
                    | O::Scroll
            ),
            Hate::Cold => matches!(self, O::Potion | O::Flask | O::Bottle),
        }
    }
}

/// The haters Oangband 1.1.0 has beyond the seed's lists: `hates_acid` names
/// `TV_CHEST` ("Ouch") and `TV_BOW`, `hates_fire` names `TV_BOW`; a sling is a
/// `TV_BOW` like bows and crossbows. The game's lists are otherwise the seed's.
const fn game_adds_hate(class: ObjectClass, hate: Hate) -> bool {
    matches!((class, hate), (ObjectClass::Chest, Hate::Acid) | (ObjectClass::Sling, Hate::Acid | Hate::Fire))
}

bitflags::bitflags! {
    /// An object's `IGNORE` flags (seed 000 spells them `TR3_IGNORE_ACID`, ...).
    ///
    /// In JSON: a list of the seed's names (`["TR3_IGNORE_FIRE"]`; the `TR3_`
    /// prefix and the case are optional when reading).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
    pub struct IgnoreFlags: u8 {
        /// `TR3_IGNORE_ACID`.
        const IGNORE_ACID = 1 << 0;
        /// `TR3_IGNORE_ELEC`.
        const IGNORE_ELEC = 1 << 1;
        /// `TR3_IGNORE_FIRE`.
        const IGNORE_FIRE = 1 << 2;
        /// `TR3_IGNORE_COLD`.
        const IGNORE_COLD = 1 << 3;
    }
}

impl IgnoreFlags {
    /// The flags' names as the seed spells them (`TR3_IGNORE_ACID`).
    pub fn names(&self) -> Vec<String> {
        flags::names(self, "TR3_")
    }

    /// Parses names separated by `,`, `|` or spaces (`"TR3_IGNORE_FIRE,
    /// ignore_cold"`).
    ///
    /// # Errors
    ///
    /// [`ProjectionError::UnknownName`] naming the first unknown name.
    pub fn parse(s: &str) -> Result<IgnoreFlags, ProjectionError> {
        flags::parse_list(s, "TR3_", "IGNORE flag")
    }

    /// The seed's name of a single flag (`TR3_IGNORE_FIRE`); `-` for none.
    fn cell(flag: Option<IgnoreFlags>) -> String {
        match flag {
            Some(f) => f.names().join(", "),
            None => "-".to_owned(),
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for IgnoreFlags {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        flags::serde_names::serialize(self, "TR3_", s)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for IgnoreFlags {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<IgnoreFlags, D::Error> {
        flags::serde_names::deserialize(d, "TR3_", "IGNORE flag")
    }
}

/// What a line of the object table affects (its Affects column).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum Affects {
    /// The haters of one element.
    Haters(Hate),
    /// Every object (`GF_MANA`).
    AllObjects,
    /// Cursed objects (`GF_HOLY_ORB`).
    CursedObjects,
    /// The traps on chests (`GF_KILL_TRAP`: the trap goes, the chest stays;
    /// RULINGS P13).
    ChestTraps,
}

impl fmt::Display for Affects {
    /// The Affects cell as the seed prints it (`Electricity haters`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Affects::Haters(Hate::Acid) => "Acid haters",
            Affects::Haters(Hate::Elec) => "Electricity haters",
            Affects::Haters(Hate::Fire) => "Fire haters",
            Affects::Haters(Hate::Cold) => "Cold haters",
            Affects::AllObjects => "All objects",
            Affects::CursedObjects => "Cursed objects",
            Affects::ChestTraps => "Traps on chests",
        })
    }
}

/// One line of the object table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ObjectLine {
    /// What it affects.
    pub affects: Affects,
    /// The threshold `T`: destroyed when the damage is greater than a random
    /// number in `1..=T` (RULINGS P9); `None` ("-"): always.
    pub threshold: Option<i64>,
    /// The flag that protects; `None` ("-"): nothing does (RULINGS P9).
    pub ignore: Option<IgnoreFlags>,
}

impl ObjectLine {
    /// The Threshold cell: the number, or `-`.
    pub fn threshold_cell(&self) -> String {
        self.threshold.map_or_else(|| "-".to_owned(), |t| t.to_string())
    }

    /// The IGNORE flag cell: `TR3_IGNORE_FIRE`, or `-`.
    pub fn ignore_cell(&self) -> String {
        IgnoreFlags::cell(self.ignore)
    }

    /// Whether the line can touch `o` at all (before artifacts, flags and the
    /// threshold draw).
    fn touches(&self, o: &ObjectInput) -> bool {
        match self.affects {
            Affects::Haters(h) => o.class.hates_in(h, o.reading),
            Affects::AllObjects => true,
            Affects::CursedObjects => o.cursed,
            Affects::ChestTraps => o.class == ObjectClass::Chest && o.trapped,
        }
    }
}

/// One row of the object table: a damage type and those grouped with it
/// (RULINGS P1: `GF_SHARD`, `GF_FORCE`, `GF_SOUND` share `GF_ICE`'s row), and
/// its lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ObjectRow {
    /// The group, its first type first.
    pub types: &'static [Gf],
    /// The lines, in table order.
    pub lines: &'static [ObjectLine],
}

const fn haters(h: Hate, threshold: Option<i64>, ignore: Option<IgnoreFlags>) -> ObjectLine {
    ObjectLine { affects: Affects::Haters(h), threshold, ignore }
}

const fn other(affects: Affects) -> ObjectLine {
    ObjectLine { affects, threshold: None, ignore: None }
}

const ACID: IgnoreFlags = IgnoreFlags::IGNORE_ACID;
const ELEC: IgnoreFlags = IgnoreFlags::IGNORE_ELEC;
const FIRE: IgnoreFlags = IgnoreFlags::IGNORE_FIRE;
const COLD: IgnoreFlags = IgnoreFlags::IGNORE_COLD;

static ROW_ACID: ObjectRow = ObjectRow { types: &[Gf::Acid], lines: &[haters(Hate::Acid, Some(50), Some(ACID))] };
static ROW_ELEC: ObjectRow = ObjectRow { types: &[Gf::Elec], lines: &[haters(Hate::Elec, Some(40), Some(ELEC))] };
static ROW_FIRE: ObjectRow = ObjectRow { types: &[Gf::Fire], lines: &[haters(Hate::Fire, Some(40), Some(FIRE))] };
static ROW_COLD: ObjectRow = ObjectRow { types: &[Gf::Cold], lines: &[haters(Hate::Cold, Some(40), Some(COLD))] };
static ROW_PLASMA: ObjectRow = ObjectRow {
    types: &[Gf::Plasma],
    lines: &[haters(Hate::Fire, Some(40), Some(FIRE)), haters(Hate::Elec, Some(40), Some(ELEC))],
};
static ROW_METEOR: ObjectRow = ObjectRow {
    types: &[Gf::Meteor],
    lines: &[haters(Hate::Fire, None, Some(FIRE)), haters(Hate::Cold, None, Some(COLD))],
};
static ROW_ICE: ObjectRow =
    ObjectRow { types: &[Gf::Ice, Gf::Shard, Gf::Force, Gf::Sound], lines: &[haters(Hate::Cold, Some(40), None)] };
static ROW_MANA: ObjectRow = ObjectRow { types: &[Gf::Mana], lines: &[other(Affects::AllObjects)] };
static ROW_HOLY_ORB: ObjectRow = ObjectRow { types: &[Gf::HolyOrb], lines: &[other(Affects::CursedObjects)] };
static ROW_KILL_TRAP: ObjectRow = ObjectRow { types: &[Gf::KillTrap], lines: &[other(Affects::ChestTraps)] };

/// Seed 000's object table, row by row in the seed's order (RULINGS P1: GF_ICE's
/// row carries GF_SHARD, GF_FORCE and GF_SOUND).
pub static OBJECT_TABLE: &[&ObjectRow] = &[
    &ROW_ACID,
    &ROW_ELEC,
    &ROW_FIRE,
    &ROW_COLD,
    &ROW_PLASMA,
    &ROW_METEOR,
    &ROW_ICE,
    &ROW_MANA,
    &ROW_HOLY_ORB,
    &ROW_KILL_TRAP,
];

/// The object table's row for `gf` (the one exhaustive `match` over [`Gf`] for
/// floor objects); `None` for the types that "do not affect objects on the
/// floor" (RULINGS P1: `GF_HELLFIRE` among them).
pub const fn object_row(gf: Gf) -> Option<&'static ObjectRow> {
    match gf {
        Gf::Acid => Some(&ROW_ACID),
        Gf::Elec => Some(&ROW_ELEC),
        Gf::Fire => Some(&ROW_FIRE),
        Gf::Cold => Some(&ROW_COLD),
        Gf::Plasma => Some(&ROW_PLASMA),
        Gf::Meteor => Some(&ROW_METEOR),
        Gf::Ice | Gf::Shard | Gf::Force | Gf::Sound => Some(&ROW_ICE),
        Gf::Mana => Some(&ROW_MANA),
        Gf::HolyOrb => Some(&ROW_HOLY_ORB),
        Gf::KillTrap => Some(&ROW_KILL_TRAP),
        Gf::Rock
        | Gf::Shot
        | Gf::Arrow
        | Gf::Missile
        | Gf::Pmissile
        | Gf::Whip
        | Gf::Pois
        | Gf::Hellfire
        | Gf::LiteWeak
        | Gf::Lite
        | Gf::Dark
        | Gf::MorgulDark
        | Gf::Confusion
        | Gf::Inertia
        | Gf::Gravity
        | Gf::Water
        | Gf::Storm
        | Gf::Nexus
        | Gf::Nether
        | Gf::Chaos
        | Gf::Disenchant
        | Gf::Time
        | Gf::Spirit
        | Gf::KillWall
        | Gf::Hold
        | Gf::HoldUndead
        | Gf::AwayUndead
        | Gf::AwayEvil
        | Gf::AwayAll
        | Gf::TurnUndead
        | Gf::TurnEvil
        | Gf::TurnAll
        | Gf::DispUndead
        | Gf::DispEvil
        | Gf::DispNotEvil
        | Gf::DispDemon
        | Gf::DispDragon
        | Gf::DispAll
        | Gf::DispSmallAll
        | Gf::OldClone
        | Gf::OldPoly
        | Gf::OldHeal
        | Gf::OldSpeed
        | Gf::OldSlow
        | Gf::OldConf
        | Gf::OldSleep
        | Gf::OldDrain => None,
    }
}

/// A projection on one object lying on the floor (seed 000, "Damage Types and
/// Effects on Objects").
///
/// `dam` lies in `0..=5000`; only a chest may be `trapped`. In JSON, every field
/// but `gf` and `class` has a default (0, no flags, not an artifact, not cursed,
/// not trapped).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ObjectInput {
    /// The damage type.
    pub gf: Gf,
    /// The projection's damage, as given.
    #[cfg_attr(feature = "serde", serde(default))]
    pub dam: i64,
    /// The object's class.
    pub class: ObjectClass,
    /// Its `IGNORE` flags.
    #[cfg_attr(feature = "serde", serde(default))]
    pub flags: IgnoreFlags,
    /// An artifact: "artifacts are always immune" (never destroyed; a trap on an
    /// artifact chest would still be removed by `GF_KILL_TRAP`, which destroys
    /// nothing).
    #[cfg_attr(feature = "serde", serde(default))]
    pub artifact: bool,
    /// Cursed (`GF_HOLY_ORB`).
    #[cfg_attr(feature = "serde", serde(default))]
    pub cursed: bool,
    /// A chest with a trap on it (`GF_KILL_TRAP`).
    #[cfg_attr(feature = "serde", serde(default))]
    pub trapped: bool,
    /// The reading to follow: the seed (the default) or the released
    /// Oangband 1.1.0's code, draw for draw ([`Reading`]).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "roguerules_vocab::Reading::is_seed"))]
    pub reading: roguerules_vocab::Reading,
}

impl ObjectInput {
    /// An ordinary object of `class` (no flags, not an artifact, not cursed, not
    /// trapped) hit by `gf` for `dam`.
    pub const fn new(gf: Gf, dam: i64, class: ObjectClass) -> Self {
        ObjectInput {
            gf,
            dam,
            class,
            flags: IgnoreFlags::empty(),
            artifact: false,
            cursed: false,
            trapped: false,
            reading: roguerules_vocab::Reading::Seed,
        }
    }
}

/// What a projection does to a floor object.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct ObjectOutcome {
    /// The object is destroyed.
    pub destroyed: bool,
    /// The chest's trap is removed (`GF_KILL_TRAP`; the chest stays, RULINGS P13).
    pub trap_removed: bool,
}

/// Checks `input` against the documented ranges (seed 000, object section: only
/// a chest carries a trap, RULINGS P13).
///
/// # Errors
///
/// [`ProjectionError::OutOfRange`] for `dam` outside `0..=5000`;
/// [`ProjectionError::Invalid`] for a trapped object that is not a chest or flag
/// bits that name no flag.
pub fn validate(input: &ObjectInput) -> Result<(), ProjectionError> {
    check("dam", input.dam, 0, MAX_DAMAGE, "0..=5000")?;
    if input.trapped && input.class != ObjectClass::Chest {
        return Err(ProjectionError::Invalid { reason: "only a chest can be trapped" });
    }
    if IgnoreFlags::from_bits(input.flags.bits()).is_none() {
        return Err(ProjectionError::Invalid { reason: "flags has bits that name no IGNORE flag" });
    }
    Ok(())
}

/// What the projection does to the object (seed 000, "Damage Types and Effects
/// on Objects"; RULINGS P1, P9, P13).
///
/// # Errors
///
/// As [`validate`]; [`ProjectionError::Roll`] when the roller fails.
///
/// # Example
///
/// Acid of 50 on a bow, replayed: 50 is not greater than a 50 on `1..=50`.
///
/// ```
/// use roguerules_projection::object::{self, ObjectClass, ObjectInput};
/// use roguerules_projection::Gf;
/// use roguerules_dice::{Scripted, Step};
///
/// let mut r = Scripted::new([Step::labelled("object threshold 1..T", 50)]);
/// let out = object::project(&mut r, &ObjectInput::new(Gf::Acid, 50, ObjectClass::Bow))?;
/// assert!(!out.destroyed);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn project<R: Roller + ?Sized>(r: &mut R, input: &ObjectInput) -> Result<ObjectOutcome, ProjectionError> {
    validate(input)?;
    Ok(check_row(r, object_row(input.gf), input)?)
}

/// The exact distribution of [`project`]'s outcome (RULINGS P9's threshold
/// checks as two-way branches with the same odds).
///
/// # Errors
///
/// As [`validate`].
pub fn odds(input: &ObjectInput) -> Result<Pmf<ObjectOutcome>, ProjectionError> {
    odds_with(input, Budget::default())
}

/// [`odds`] within `budget` (the paths of draws it may explore).
///
/// # Errors
///
/// As [`validate`]; [`ProjectionError::Budget`] past `budget`.
pub fn odds_with(input: &ObjectInput, budget: Budget) -> Result<Pmf<ObjectOutcome>, ProjectionError> {
    validate(input)?;
    let row = object_row(input.gf);
    exact_with(budget, |r| check_row(r, row, input).map_err(ProjectionError::from))
}

/// The exact chance that the object is destroyed (`p_destroyed`; RULINGS P9:
/// `(T - 1) / T` at the threshold, 1 above it).
///
/// # Errors
///
/// As [`validate`].
pub fn destroy_chance(input: &ObjectInput) -> Result<Prob, ProjectionError> {
    Ok(odds(input)?.probability_where(|o| o.destroyed))
}

/// The driver: every line of the type's row that touches the object, in table
/// order, with one threshold check each (RULINGS P9).
///
/// The seed reading draws a line's threshold only for an object it can destroy
/// (not an artifact, without the line's `IGNORE` flag: such an object is
/// "otherwise immune", so nothing is drawn, RULINGS G3), and the first
/// successful check destroys it and ends the checks. Oangband 1.1.0's
/// `project_o` checks every line that touches the object, drawing its threshold
/// whatever the object's flags ([`draws_every_line`]); a check that succeeds
/// sets the kill and whether the object ignores it (its `IGNORE` flag for that
/// line, the last success deciding); then artifacts and ignoring objects
/// resist. In both readings: destroyed when the last successful check's line
/// does not protect it and it is not an artifact.
fn check_row<R: Roller + ?Sized>(
    r: &mut R,
    row: Option<&ObjectRow>,
    o: &ObjectInput,
) -> Result<ObjectOutcome, RollError> {
    let mut out = ObjectOutcome::default();
    let Some(row) = row else { return Ok(out) };
    // Whether the line of the last successful check protects the object.
    let mut struck: Option<bool> = None;
    for line in row.lines {
        if !line.touches(o) {
            continue;
        }
        if line.affects == Affects::ChestTraps {
            out.trap_removed = true;
            continue;
        }
        let ignores = line.ignore.is_some_and(|f| o.flags.intersects(f));
        if !draws_every_line(o.reading) && (struck.is_some() || o.artifact || ignores) {
            continue;
        }
        if strikes(r, o.reading, line.threshold, o.dam)? {
            struck = Some(ignores);
        }
    }
    out.destroyed = !o.artifact && struck == Some(false);
    Ok(out)
}

/// Whether the threshold is drawn for an artifact, for an object with the
/// line's `IGNORE` flag and after a successful check: never in the seed reading
/// (RULINGS G3); always in Oangband 1.1.0's `project_o`, which draws in its
/// `switch` and looks at artifacts and `IGNORE` flags after it.
const fn draws_every_line(reading: Reading) -> bool {
    reading.is_game()
}

/// One threshold check: certain without a threshold; the seed's "greater than a
/// random number between 1 and the threshold" (RULINGS P9), or Oangband 1.1.0's
/// `dam > rand_int(T)` (`0..=T-1`: a damage of `T` always succeeds, 1 one time
/// in `T`).
fn strikes<R: Roller + ?Sized>(
    r: &mut R,
    reading: Reading,
    threshold: Option<i64>,
    dam: i64,
) -> Result<bool, RollError> {
    let Some(t) = threshold else { return Ok(true) };
    match reading {
        Reading::Seed => r.exceeds("object threshold 1..T", dam, 1, t),
        Reading::Oangband110 => r.exceeds("object threshold rand_int(T)", dam, 0, t - 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use roguerules_dice::{Scripted, exact};

    /// RULINGS P9: an object in several hating classes of one row is checked once
    /// per class and destroyed if any check succeeds. No class of the seed is in
    /// two lines of one row (plasma's fire and electricity haters, meteor's fire
    /// and cold haters are disjoint), so the rule is shown on a made-up row: an
    /// arrow hates both acid and fire.
    #[test]
    fn several_classes_are_checked_once_each() {
        static BOTH: ObjectRow = ObjectRow {
            types: &[Gf::Acid],
            lines: &[haters(Hate::Fire, Some(40), Some(FIRE)), haters(Hate::Acid, Some(50), Some(ACID))],
        };
        let arrow = ObjectInput::new(Gf::Acid, 40, ObjectClass::Arrow);
        let run = |steps: Vec<i64>| {
            let mut s = Scripted::new(steps);
            let out = check_row(&mut s, Some(&BOTH), &arrow).unwrap();
            s.finish().unwrap();
            out.destroyed
        };
        assert!(!run(vec![40, 45])); // 40 > 40 no, 40 > 45 no
        assert!(run(vec![40, 39])); // the second check succeeds
        assert!(run(vec![39])); // the first succeeds: nothing more is drawn
        let fire_proof = ObjectInput { flags: IgnoreFlags::IGNORE_FIRE, ..arrow };
        let mut s = Scripted::new([45]);
        assert!(!check_row(&mut s, Some(&BOTH), &fire_proof).unwrap().destroyed);
        s.finish().unwrap();
        let p = exact(|r| check_row(r, Some(&BOTH), &arrow)).unwrap();
        // 1 - (1/40) * (11/50)
        assert_eq!(p.probability_where(|o| o.destroyed).to_string(), "1989/2000");
    }

    /// Oangband 1.1.0's `project_o` (GF_PLASMA, GF_METEOR: two `if`s, the second
    /// resetting `ignore`): every line that touches the object is checked, even
    /// after a success, and the `IGNORE` flag of the last line that succeeded
    /// decides. No class hates both elements of one of the game's rows, so the
    /// rule is shown on the made-up row above, the arrow hating fire and acid.
    #[test]
    fn the_game_checks_every_line_and_the_last_success_decides() {
        static BOTH: ObjectRow = ObjectRow {
            types: &[Gf::Acid],
            lines: &[haters(Hate::Fire, Some(40), Some(FIRE)), haters(Hate::Acid, Some(50), Some(ACID))],
        };
        let arrow = ObjectInput { reading: Reading::Oangband110, ..ObjectInput::new(Gf::Acid, 30, ObjectClass::Arrow) };
        let run = |o: &ObjectInput, steps: Vec<i64>| {
            let mut s = Scripted::new(steps);
            let out = check_row(&mut s, Some(&BOTH), o).unwrap();
            s.finish().unwrap();
            out.destroyed
        };
        // Both thresholds drawn (rand_int(40), rand_int(50)) whatever the first gave.
        assert!(run(&arrow, vec![0, 49]));
        assert!(run(&arrow, vec![30, 0]));
        assert!(!run(&arrow, vec![30, 30]));
        // Fire succeeds on a fire-proof arrow, acid too: acid's flag decides.
        let fire_proof = ObjectInput { flags: IgnoreFlags::IGNORE_FIRE, ..arrow };
        assert!(run(&fire_proof, vec![0, 0]));
        assert!(!run(&fire_proof, vec![0, 45]));
        // Fire destroys an acid-proof arrow unless acid also succeeds.
        let acid_proof = ObjectInput { flags: IgnoreFlags::IGNORE_ACID, ..arrow };
        assert!(run(&acid_proof, vec![0, 45]));
        assert!(!run(&acid_proof, vec![0, 0]));
        let p = exact(|r| check_row(r, Some(&BOTH), &acid_proof)).unwrap();
        // fire succeeds (30/40) and acid fails (20/50)
        assert_eq!(p.probability_where(|o| o.destroyed).to_string(), "3/10");
    }
}
