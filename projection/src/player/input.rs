//! The character, the monster that projects, and the projection's input, as
//! plain data (seed 000, "Effects of Terrain on Damage to the Player" and
//! "Damage Types, Resistances, and Other Effects on the Player"; rules
//! are pure functions over plain data).

use super::view::{PlayerInputView, PlayerView};
use crate::error::{ProjectionError, check};
use crate::flags;
use crate::monster::MAX_DAMAGE;
use crate::source::{Class, MAX_PLAYER_LEVEL};
use roguerules_vocab::{Gf, Terrain};

/// The cap on the damage to the player (RULINGS P8): a larger `dam` is treated as
/// 1600 before anything else (terrain may then raise it, RULINGS Q1).
pub const PLAYER_DAMAGE_CAP: i64 = 1600;

/// The largest value a counter may have on input (Oangband keeps its timed
/// effects below 10 000). The seed states no cap for most counters, so an
/// outcome may report more; the game applies its own limit.
pub const MAX_PLAYER_COUNTER: i64 = 10_000;

/// The most temporary magical effects an input may list (note (Y), RULINGS Q43).
pub const MAX_TEMP_EFFECTS: usize = 32;

/// The most experience a character can have (Oangband's `PY_MAX_EXP`).
pub const MAX_EXP: i64 = 99_999_999;

/// A stat's highest current value, 18/100, stored as 18 + 100 (RULINGS Q40).
pub const MAX_STAT: i64 = 118;

macro_rules! lower_flags_serde {
    ($ty:ident, $what:literal) => {
        impl $ty {
            /// The flags' names in lower case (`hold_life`), in declaration order.
            pub fn names(&self) -> Vec<String> {
                self.iter_names().map(|(n, _)| n.to_ascii_lowercase()).collect()
            }

            /// Parses names separated by `,`, `|` or spaces, in any case, `-` or `
            /// ` for `_` (empty text is no flag).
            ///
            /// # Errors
            ///
            /// [`ProjectionError::UnknownName`] naming the first unknown name.
            pub fn parse(s: &str) -> Result<$ty, ProjectionError> {
                flags::parse_list(s, "", $what)
            }
        }

        #[cfg(feature = "serde")]
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                flags::serde_names::serialize_lower(self, s)
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$ty, D::Error> {
                flags::serde_names::deserialize(d, "", $what)
            }
        }
    };
}

bitflags::bitflags! {
    /// The character's specialties that seed 000's player section names.
    ///
    /// In JSON: a list of lower-case names (`["evasion", "unlight"]`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
    pub struct Specialties: u8 {
        /// Evasion: note (a), a chance to avoid boulders, shots and missiles
        /// ([`Player::evasion_pct`], RULINGS Q10).
        const EVASION = 1 << 0;
        /// Enhance Magic: note (v), a temporary poison resistance divides by 18.
        const ENHANCE_MAGIC = 1 << 1;
        /// Shield Mastery: notes (i) and (I), +3 to the shield's base AC.
        const SHIELD_MASTERY = 1 << 2;
        /// Armor Mastery: part of the base AC of note (e), which the caller
        /// supplies with its effect included ([`Player::base_ac`]).
        const ARMOR_MASTERY = 1 << 3;
        /// Unlight: the terrain table's "Dark grids" row (RULINGS Q3).
        const UNLIGHT = 1 << 4;
    }
}
lower_flags_serde!(Specialties, "specialty");

bitflags::bitflags! {
    /// The character's protections that are flags rather than percentages
    /// (RULINGS Q5).
    ///
    /// In JSON: a list of lower-case names (`["hold_life", "free_action"]`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
    pub struct PlayerFlags: u8 {
        /// Hold life: experience drains (notes (l), (u), (E), (S), (T)).
        const HOLD_LIFE = 1 << 0;
        /// Free action: paralysis (notes (u), (E)).
        const FREE_ACTION = 1 << 1;
        /// Feather fall: teleports of notes (M) and (Q).
        const FEATHER_FALL = 1 << 2;
        /// Resist fear: notes (u), (y), (E).
        const RESIST_FEAR = 1 << 3;
        /// Resist blindness: notes (B), (C).
        const RESIST_BLIND = 1 << 4;
    }
}
lower_flags_serde!(PlayerFlags, "player flag");

bitflags::bitflags! {
    /// Sustained stats: a sustained stat is not drained by notes (l), (o), (q),
    /// (s), (t), (u) ("affected normally by sustains"); (V) ignores sustains.
    ///
    /// In JSON: a list of lower-case names (`["str", "con"]`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
    pub struct Sustains: u8 {
        /// Strength.
        const STR = 1 << 0;
        /// Intelligence.
        const INT = 1 << 1;
        /// Wisdom.
        const WIS = 1 << 2;
        /// Dexterity.
        const DEX = 1 << 3;
        /// Constitution.
        const CON = 1 << 4;
        /// Charisma.
        const CHR = 1 << 5;
    }
}
lower_flags_serde!(Sustains, "stat");

/// One of the six stats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Stat {
    /// Strength.
    Str,
    /// Intelligence.
    Int,
    /// Wisdom.
    Wis,
    /// Dexterity.
    Dex,
    /// Constitution.
    Con,
    /// Charisma.
    Chr,
}

impl Stat {
    /// The six stats in the game's order.
    pub const ALL: [Stat; 6] = [Stat::Str, Stat::Int, Stat::Wis, Stat::Dex, Stat::Con, Stat::Chr];

    /// The stat's sustain flag.
    pub const fn sustain(self) -> Sustains {
        match self {
            Stat::Str => Sustains::STR,
            Stat::Int => Sustains::INT,
            Stat::Wis => Sustains::WIS,
            Stat::Dex => Sustains::DEX,
            Stat::Con => Sustains::CON,
            Stat::Chr => Sustains::CHR,
        }
    }
}

/// A number per stat: the character's current stats (as the game stores them,
/// 18/xx as 18 + xx, RULINGS Q40), or per-stat amounts in an outcome.
///
/// In JSON: `{"str": 17, "int": 10, "wis": 10, "dex": 18, "con": 16, "chr": 68}`
/// (68 is 18/50). Missing stats are 10.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Stats {
    /// Strength.
    pub str: i64,
    /// Intelligence.
    pub int: i64,
    /// Wisdom.
    pub wis: i64,
    /// Dexterity.
    pub dex: i64,
    /// Constitution.
    pub con: i64,
    /// Charisma.
    pub chr: i64,
}

impl Default for Stats {
    /// Every stat 10.
    fn default() -> Self {
        Stats::splat(10)
    }
}

impl Stats {
    /// Every stat `v`.
    pub const fn splat(v: i64) -> Stats {
        Stats { str: v, int: v, wis: v, dex: v, con: v, chr: v }
    }

    /// The value for `stat`.
    pub const fn get(&self, stat: Stat) -> i64 {
        match stat {
            Stat::Str => self.str,
            Stat::Int => self.int,
            Stat::Wis => self.wis,
            Stat::Dex => self.dex,
            Stat::Con => self.con,
            Stat::Chr => self.chr,
        }
    }

    /// The value for `stat`, mutably.
    pub fn get_mut(&mut self, stat: Stat) -> &mut i64 {
        match stat {
            Stat::Str => &mut self.str,
            Stat::Int => &mut self.int,
            Stat::Wis => &mut self.wis,
            Stat::Dex => &mut self.dex,
            Stat::Con => &mut self.con,
            Stat::Chr => &mut self.chr,
        }
    }
}

/// One of the nine counters (timed effects) the player section changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Counter {
    /// Stun.
    Stun,
    /// Cuts.
    Cut,
    /// Poison.
    Poison,
    /// Confusion.
    Confusion,
    /// Blindness.
    Blind,
    /// Fear.
    Fear,
    /// Hallucination.
    Hallucination,
    /// Slowness.
    Slow,
    /// Paralysis.
    Paralysis,
}

impl Counter {
    /// The nine counters, in the order of [`Counters`].
    pub const ALL: [Counter; 9] = [
        Counter::Stun,
        Counter::Cut,
        Counter::Poison,
        Counter::Confusion,
        Counter::Blind,
        Counter::Fear,
        Counter::Hallucination,
        Counter::Slow,
        Counter::Paralysis,
    ];

    /// The lower-case name, as in JSON (`"hallucination"`).
    pub const fn key(self) -> &'static str {
        match self {
            Counter::Stun => "stun",
            Counter::Cut => "cut",
            Counter::Poison => "poison",
            Counter::Confusion => "confusion",
            Counter::Blind => "blind",
            Counter::Fear => "fear",
            Counter::Hallucination => "hallucination",
            Counter::Slow => "slow",
            Counter::Paralysis => "paralysis",
        }
    }
}

/// The nine counters: the character's on input, after the projection in an
/// outcome (RULINGS Q13, Q14, G4).
///
/// In JSON: `{"stun": 0, "cut": 0, "poison": 0, "confusion": 0, "blind": 0,
/// "fear": 0, "hallucination": 0, "slow": 0, "paralysis": 0}`; missing ones are 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Counters {
    /// Stun.
    pub stun: i64,
    /// Cuts.
    pub cut: i64,
    /// Poison.
    pub poison: i64,
    /// Confusion.
    pub confusion: i64,
    /// Blindness.
    pub blind: i64,
    /// Fear.
    pub fear: i64,
    /// Hallucination.
    pub hallucination: i64,
    /// Slowness.
    pub slow: i64,
    /// Paralysis.
    pub paralysis: i64,
}

impl Counters {
    /// The nine counters in the order of [`Counter::ALL`] (a caller holding
    /// them as an array, the C API's, converts them with plain loads).
    #[inline]
    pub const fn to_array(&self) -> [i64; 9] {
        [
            self.stun,
            self.cut,
            self.poison,
            self.confusion,
            self.blind,
            self.fear,
            self.hallucination,
            self.slow,
            self.paralysis,
        ]
    }

    /// The counters from an array in the order of [`Counter::ALL`] (the
    /// inverse of [`Counters::to_array`]).
    #[inline]
    pub const fn from_array(a: [i64; 9]) -> Counters {
        let [stun, cut, poison, confusion, blind, fear, hallucination, slow, paralysis] = a;
        Counters { stun, cut, poison, confusion, blind, fear, hallucination, slow, paralysis }
    }

    /// The counter `c`.
    pub const fn get(&self, c: Counter) -> i64 {
        match c {
            Counter::Stun => self.stun,
            Counter::Cut => self.cut,
            Counter::Poison => self.poison,
            Counter::Confusion => self.confusion,
            Counter::Blind => self.blind,
            Counter::Fear => self.fear,
            Counter::Hallucination => self.hallucination,
            Counter::Slow => self.slow,
            Counter::Paralysis => self.paralysis,
        }
    }

    /// The counter `c`, mutably.
    pub fn get_mut(&mut self, c: Counter) -> &mut i64 {
        match c {
            Counter::Stun => &mut self.stun,
            Counter::Cut => &mut self.cut,
            Counter::Poison => &mut self.poison,
            Counter::Confusion => &mut self.confusion,
            Counter::Blind => &mut self.blind,
            Counter::Fear => &mut self.fear,
            Counter::Hallucination => &mut self.hallucination,
            Counter::Slow => &mut self.slow,
            Counter::Paralysis => &mut self.paralysis,
        }
    }
}

/// An element the character may resist by a percentage (RULINGS Q5): the
/// fourteen of [`Resistances`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Element {
    /// Acid.
    Acid,
    /// Electricity.
    Elec,
    /// Fire.
    Fire,
    /// Cold.
    Cold,
    /// Poison.
    Pois,
    /// Light.
    Light,
    /// Darkness.
    Dark,
    /// Confusion.
    Confusion,
    /// Sound.
    Sound,
    /// Shards.
    Shards,
    /// Nexus.
    Nexus,
    /// Nether.
    Nether,
    /// Chaos.
    Chaos,
    /// Disenchantment.
    Disenchant,
}

impl Element {
    /// The fourteen elements, in the order of [`Resistances`].
    pub const ALL: [Element; 14] = [
        Element::Acid,
        Element::Elec,
        Element::Fire,
        Element::Cold,
        Element::Pois,
        Element::Light,
        Element::Dark,
        Element::Confusion,
        Element::Sound,
        Element::Shards,
        Element::Nexus,
        Element::Nether,
        Element::Chaos,
        Element::Disenchant,
    ];

    /// The lower-case name, as in JSON (`"disenchant"`).
    pub const fn key(self) -> &'static str {
        match self {
            Element::Acid => "acid",
            Element::Elec => "elec",
            Element::Fire => "fire",
            Element::Cold => "cold",
            Element::Pois => "pois",
            Element::Light => "light",
            Element::Dark => "dark",
            Element::Confusion => "confusion",
            Element::Sound => "sound",
            Element::Shards => "shards",
            Element::Nexus => "nexus",
            Element::Nether => "nether",
            Element::Chaos => "chaos",
            Element::Disenchant => "disenchant",
        }
    }
}

/// The character's resistance to each element as a percentage, `0..=100`
/// (RULINGS Q5: above 0 "possesses" the resistance, 100 is immunity, 0 none).
///
/// In JSON: `{"acid": 0, "elec": 0, "fire": 35, ...}`; missing ones are 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Resistances {
    /// Acid.
    pub acid: i64,
    /// Electricity.
    pub elec: i64,
    /// Fire.
    pub fire: i64,
    /// Cold.
    pub cold: i64,
    /// Poison (the percentage that reduces `GF_POIS` damage; the poison
    /// *counter* follows [`Player::pois_temp`] and [`Player::pois_perm`],
    /// RULINGS Q5).
    pub pois: i64,
    /// Light.
    pub light: i64,
    /// Darkness.
    pub dark: i64,
    /// Confusion.
    pub confusion: i64,
    /// Sound.
    pub sound: i64,
    /// Shards.
    pub shards: i64,
    /// Nexus.
    pub nexus: i64,
    /// Nether.
    pub nether: i64,
    /// Chaos.
    pub chaos: i64,
    /// Disenchantment.
    pub disenchant: i64,
}

impl Resistances {
    /// The percentage for `e`.
    pub const fn get(&self, e: Element) -> i64 {
        match e {
            Element::Acid => self.acid,
            Element::Elec => self.elec,
            Element::Fire => self.fire,
            Element::Cold => self.cold,
            Element::Pois => self.pois,
            Element::Light => self.light,
            Element::Dark => self.dark,
            Element::Confusion => self.confusion,
            Element::Sound => self.sound,
            Element::Shards => self.shards,
            Element::Nexus => self.nexus,
            Element::Nether => self.nether,
            Element::Chaos => self.chaos,
            Element::Disenchant => self.disenchant,
        }
    }

    /// The percentage for `e`, mutably.
    pub fn get_mut(&mut self, e: Element) -> &mut i64 {
        match e {
            Element::Acid => &mut self.acid,
            Element::Elec => &mut self.elec,
            Element::Fire => &mut self.fire,
            Element::Cold => &mut self.cold,
            Element::Pois => &mut self.pois,
            Element::Light => &mut self.light,
            Element::Dark => &mut self.dark,
            Element::Confusion => &mut self.confusion,
            Element::Sound => &mut self.sound,
            Element::Shards => &mut self.shards,
            Element::Nexus => &mut self.nexus,
            Element::Nether => &mut self.nether,
            Element::Chaos => &mut self.chaos,
            Element::Disenchant => &mut self.disenchant,
        }
    }

    /// "Resist X is possessed": a nominal percentage above 0 (RULINGS Q5).
    pub const fn has(&self, e: Element) -> bool {
        self.get(e) > 0
    }
}

/// A piece of equipment in one of the seven non-shield slots: its bonuses and
/// protections (notes (n), (U)).
///
/// In JSON: `{"to_h": 5, "to_d": 7, "to_a": 0, "artifact": false,
/// "ignore_acid": false}`; missing fields are 0 / false.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Item {
    /// To-hit bonus.
    pub to_h: i64,
    /// To-dam (to-deadliness) bonus.
    pub to_d: i64,
    /// To-AC bonus.
    pub to_a: i64,
    /// An artifact: 70% chance to resist disenchantment (note (U)).
    pub artifact: bool,
    /// Immune to acid: loses no armour bonus to (n) (RULINGS Q16).
    pub ignore_acid: bool,
    /// Oangband 1.1.0 reading: the item's base AC (`o_ptr->ac`): `minus_ac`
    /// spares an item whose base AC plus to-AC is 0 or less. The seed reading
    /// ignores it (the shield's is [`Shield::base_ac`]). JSON: left out when 0.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "is_zero"))]
    pub base_ac: i64,
}

/// The shield: an [`Item`] with its base AC and whether it is carried on the
/// back (notes (i), (I)).
///
/// In JSON: the item's fields plus `"base_ac"` and `"on_back"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Shield {
    /// To-hit bonus.
    pub to_h: i64,
    /// To-dam bonus.
    pub to_d: i64,
    /// To-AC bonus.
    pub to_a: i64,
    /// An artifact.
    pub artifact: bool,
    /// Immune to acid.
    pub ignore_acid: bool,
    /// The shield's base AC (notes (i), (I)).
    pub base_ac: i64,
    /// Carried on the back: it neither deflects (i) nor blocks (I).
    pub on_back: bool,
}

impl Shield {
    /// The shield's bonuses and protections as an [`Item`].
    pub const fn item(&self) -> Item {
        Item {
            to_h: self.to_h,
            to_d: self.to_d,
            to_a: self.to_a,
            artifact: self.artifact,
            ignore_acid: self.ignore_acid,
            base_ac: self.base_ac,
        }
    }
}

/// An equipment slot of note (U) ("6 armor, 1 weapon, 1 bow"), in the order the
/// draw numbers them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Slot {
    /// The wielded weapon.
    Weapon,
    /// The bow (missile launcher).
    Bow,
    /// Body armour.
    Body,
    /// Cloak.
    Cloak,
    /// Shield.
    Shield,
    /// Helm.
    Head,
    /// Gloves.
    Hands,
    /// Boots.
    Feet,
}

impl Slot {
    /// The eight slots of note (U), as its draw numbers them (0..=7).
    pub const ALL: [Slot; 8] =
        [Slot::Weapon, Slot::Bow, Slot::Body, Slot::Cloak, Slot::Shield, Slot::Head, Slot::Hands, Slot::Feet];
    /// The six armour slots of note (n), as its draw numbers them (0..=5;
    /// RULINGS Q16).
    pub const ARMOUR: [Slot; 6] = [Slot::Body, Slot::Cloak, Slot::Shield, Slot::Head, Slot::Hands, Slot::Feet];
}

/// The character's equipment, by slot (`None`, JSON `null`, for an empty slot).
///
/// In JSON: `{"weapon": {...}, "bow": null, "body": {...}, "cloak": null,
/// "shield": {..., "base_ac": 8, "on_back": false}, "head": null, "hands": null,
/// "feet": null}`; missing slots are empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Equipment {
    /// The wielded weapon.
    pub weapon: Option<Item>,
    /// The bow.
    pub bow: Option<Item>,
    /// Body armour.
    pub body: Option<Item>,
    /// Cloak.
    pub cloak: Option<Item>,
    /// Shield.
    pub shield: Option<Shield>,
    /// Helm.
    pub head: Option<Item>,
    /// Gloves.
    pub hands: Option<Item>,
    /// Boots.
    pub feet: Option<Item>,
}

impl Equipment {
    /// The item in `slot`, if any (the shield as an [`Item`]).
    pub fn item(&self, slot: Slot) -> Option<Item> {
        match slot {
            Slot::Weapon => self.weapon,
            Slot::Bow => self.bow,
            Slot::Body => self.body,
            Slot::Cloak => self.cloak,
            Slot::Shield => self.shield.map(|s| s.item()),
            Slot::Head => self.head,
            Slot::Hands => self.hands,
            Slot::Feet => self.feet,
        }
    }
}

/// The character a projection hits: everything seed 000's player section and
/// RULINGS Q1-Q46 look at.
///
/// Accepted ranges ([`Player::validate`]):
///
/// | field | range | why |
/// |---|---|---|
/// | `level` | `1..=50` | `PY_MAX_LEVEL` |
/// | `exp` | `0..=99_999_999` | `PY_MAX_EXP` |
/// | `evasion_pct` | `0..=100` | a percentage (RULINGS Q10) |
/// | `resist.*` | `0..=100` | percentages (RULINGS Q5) |
/// | `stats.*` | `3..=118` | 3 to 18/100, stored as 18 + xx (RULINGS Q40) |
/// | `ac` | `-1000..=1000` | may be negative (cursed armour) |
/// | `base_ac` | `0..=1000` | armour only |
/// | `dex_to_hit` | `-4..=15` | note (b): twice it is "-8 to 30" |
/// | `energy` | `1..=49` | note (b): "1 to 49" |
/// | `weight_limit` | `60..=300` | note (b): whole pounds, "60 to 300" |
/// | `pack_weight` | `0..=100_000` | whole pounds (RULINGS Q46) |
/// | `save` | `0..=1000` | the saving-throw skill (RULINGS Q25) |
/// | `mana` | `0..=32767` | |
/// | `temp_effects` | at most 32 names | RULINGS Q43 |
/// | `counters.*` | `0..=10000` | [`MAX_PLAYER_COUNTER`] |
/// | equipment `to_h`, `to_d`, `to_a` | `-255..=255` | |
/// | shield `base_ac` | `0..=255` | |
///
/// The default (and JSON's missing fields): a level-1 warrior with no
/// experience, specialties, resistances or flags, every stat 10, AC 0, normal
/// speed (energy 10), a weight limit of 100 pounds and an empty pack, no saving
/// throw, no mana, no temporary effects, every counter 0 and no equipment.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Player {
    /// Character level (notes (Q), (E)vi).
    pub level: i64,
    /// Experience (the drains of notes (l), (u), (E), (S), (T), (V); RULINGS Q31).
    pub exp: i64,
    /// Class: trees' avoidance for rangers and druids (terrain note (b)), the
    /// holy orb's (W).
    pub class: Class,
    /// Specialties.
    pub specialties: Specialties,
    /// The Evasion specialty's chance in percent (note (a), RULINGS Q10; used
    /// only with [`Specialties::EVASION`]).
    pub evasion_pct: i64,
    /// Oangband 1.1.0 reading: the Evasion specialty's chance as the game
    /// stores it (`p_ptr->evasion_chance`, `0..=100`): with
    /// [`Specialties::EVASION`] a missile is evaded when `randint(75)` is at
    /// most this. The seed reading reads [`Player::evasion_pct`] instead.
    /// JSON: left out when 0.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "is_zero"))]
    pub evasion_chance: i64,
    /// Oangband 1.1.0 reading: the light radius (`p_ptr->cur_lite`,
    /// `-10..=10`): the Unlight adjustment needs an unlit grid *and* a radius
    /// of at most 0. The seed reading ignores it. JSON: left out when 0.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "is_zero"))]
    pub light_radius: i64,
    /// Oangband 1.1.0 reading: the pack's total weight in tenths of a pound,
    /// as the game keeps it (`p_ptr->total_weight`, `0..=1000000`): the dodge
    /// of boulders and missiles reads it (with [`Player::weight_limit`] as
    /// `adj_str_wgt * 10`). The seed reading reads [`Player::pack_weight`]
    /// instead. JSON: left out when 0.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "is_zero"))]
    pub total_weight: i64,
    /// Resistances as percentages (RULINGS Q5); the Oangband 1.1.0 reading
    /// also takes the game's vulnerability, `-30`
    /// (`extract_resistance[p_ptr->res_list[i]]`).
    pub resist: Resistances,
    /// Temporary poison resistance (note (v), RULINGS Q5).
    pub pois_temp: bool,
    /// Permanent poison resistance (note (v)).
    pub pois_perm: bool,
    /// Hold life, free action, feather fall, resist fear, resist blindness.
    pub flags: PlayerFlags,
    /// Already has the Black Breath (notes (l), (E)vi).
    pub black_breath: bool,
    /// Sustained stats.
    pub sustains: Sustains,
    /// Current stats (note (V), (R)iv).
    pub stats: Stats,
    /// Total armour class (notes (c), (f), (i)).
    pub ac: i64,
    /// Base armour class: from armour, before enchantment, including the Armor and
    /// Shield Mastery specialties (note (e)).
    pub base_ac: i64,
    /// Dexterity bonus to hit (notes (b), (k)).
    pub dex_to_hit: i64,
    /// Energy gained per game turn (notes (b), (k)).
    pub energy: i64,
    /// Weight limit in whole pounds (notes (b), (k); RULINGS Q46).
    pub weight_limit: i64,
    /// Total weight of the pack in whole pounds.
    pub pack_weight: i64,
    /// Saving-throw skill (RULINGS Q25).
    pub save: i64,
    /// Currently shapechanged (note (U), RULINGS Q28, Q29).
    pub shapechanged: bool,
    /// Current mana (note (X)).
    pub mana: i64,
    /// The temporary magical effects in force, by name, in the order they save
    /// (note (Y), RULINGS Q43).
    pub temp_effects: Vec<String>,
    /// The nine counters before the projection.
    pub counters: Counters,
    /// Equipment by slot.
    pub equip: Equipment,
}

impl Default for Player {
    fn default() -> Self {
        Player {
            level: 1,
            exp: 0,
            class: Class::Warrior,
            specialties: Specialties::empty(),
            evasion_pct: 0,
            evasion_chance: 0,
            light_radius: 0,
            total_weight: 0,
            resist: Resistances::default(),
            pois_temp: false,
            pois_perm: false,
            flags: PlayerFlags::empty(),
            black_breath: false,
            sustains: Sustains::empty(),
            stats: Stats::default(),
            ac: 0,
            base_ac: 0,
            dex_to_hit: 0,
            energy: 10,
            weight_limit: 100,
            pack_weight: 0,
            save: 0,
            shapechanged: false,
            mana: 0,
            temp_effects: Vec::new(),
            counters: Counters::default(),
            equip: Equipment::default(),
        }
    }
}

impl Player {
    /// Whether the character has every flag of `f`.
    pub const fn has(&self, f: PlayerFlags) -> bool {
        self.flags.contains(f)
    }

    /// Whether the character has the specialty `s`.
    pub const fn specialty(&self, s: Specialties) -> bool {
        self.specialties.contains(s)
    }

    /// Checks every field against the ranges in the type's documentation.
    ///
    /// # Errors
    ///
    /// [`ProjectionError::OutOfRange`] naming the first field out of range (as in
    /// JSON: `player.resist.fire`, `player.equip.shield.base_ac`);
    /// [`ProjectionError::Invalid`] for flag bits that name no flag or too many
    /// temporary effects.
    pub fn validate(&self) -> Result<(), ProjectionError> {
        validate_player(self, false)
    }

    /// [`Player::validate`] under the Oangband 1.1.0 reading: the resistances
    /// may also be the game's vulnerability (`-30..=100`), and the game's own
    /// inputs are checked: `evasion_chance` `0..=100`, `light_radius`
    /// `-10..=10`, `total_weight` `0..=1000000`.
    ///
    /// # Errors
    ///
    /// As [`Player::validate`].
    pub fn validate_game(&self) -> Result<(), ProjectionError> {
        validate_player(self, true)
    }
}

/// [`Player::validate`] (`game` false) or [`Player::validate_game`] (`game`
/// true) of any view of a character: the one check of the ranges.
#[inline]
pub(crate) fn validate_player<P: PlayerView + ?Sized>(p: &P, game: bool) -> Result<(), ProjectionError> {
    if game {
        check("player.evasion_chance", p.evasion_chance(), 0, 100, "0..=100")?;
        check("player.light_radius", p.light_radius(), -10, 10, "-10..=10")?;
        check("player.total_weight", p.total_weight(), 0, 1_000_000, "0..=1000000")?;
        for e in Element::ALL {
            check(RESIST_FIELDS[e as usize], p.resist(e), -30, 100, "-30..=100")?;
        }
    }
    // The game's vulnerability (checked above) is lifted to 0 for the rest.
    let resist = |e: Element| if game { p.resist(e).max(0) } else { p.resist(e) };
    // One branch for the common case; the checks one by one only to report.
    let within = |v: i64, lo: i64, hi: i64| (v >= lo) & (v <= hi);
    let mut ok = within(p.level(), 1, MAX_PLAYER_LEVEL)
        & within(p.exp(), 0, MAX_EXP)
        & within(p.evasion_pct(), 0, 100)
        & within(p.ac(), -1000, 1000)
        & within(p.base_ac(), 0, 1000)
        & within(p.dex_to_hit(), -4, 15)
        & within(p.energy(), 1, 49)
        & within(p.weight_limit(), 60, 300)
        & within(p.pack_weight(), 0, 100_000)
        & within(p.save(), 0, 1000)
        & within(p.mana(), 0, 32767)
        & (p.temp_effects() <= MAX_TEMP_EFFECTS)
        & (p.specialties().bits() & !Specialties::all().bits() == 0)
        & (p.flags().bits() & !PlayerFlags::all().bits() == 0)
        & (p.sustains().bits() & !Sustains::all().bits() == 0);
    for e in Element::ALL {
        ok &= within(resist(e), 0, 100);
    }
    for s in Stat::ALL {
        ok &= within(p.stat(s), 3, MAX_STAT);
    }
    let counters = p.counters();
    for c in Counter::ALL {
        ok &= within(counters.get(c), 0, MAX_PLAYER_COUNTER);
    }
    for slot in Slot::ALL {
        if let Some(item) = p.item(slot) {
            ok &= within(item.to_h, -255, 255) & within(item.to_d, -255, 255) & within(item.to_a, -255, 255);
        }
    }
    if let Some(s) = p.shield() {
        ok &= within(s.base_ac, 0, 255);
    }
    if ok { Ok(()) } else { first_error(p, resist) }
}

/// The first field out of range (the slow path of [`validate_player`]).
#[cold]
#[inline(never)]
fn first_error<P: PlayerView + ?Sized>(p: &P, resist: impl Fn(Element) -> i64) -> Result<(), ProjectionError> {
    check("player.level", p.level(), 1, MAX_PLAYER_LEVEL, "1..=50")?;
    check("player.exp", p.exp(), 0, MAX_EXP, "0..=99999999")?;
    check("player.evasion_pct", p.evasion_pct(), 0, 100, "0..=100")?;
    for e in Element::ALL {
        check(RESIST_FIELDS[e as usize], resist(e), 0, 100, "0..=100")?;
    }
    for s in Stat::ALL {
        check(STAT_FIELDS[s as usize], p.stat(s), 3, MAX_STAT, "3..=118 (18/100 is 118)")?;
    }
    check("player.ac", p.ac(), -1000, 1000, "-1000..=1000")?;
    check("player.base_ac", p.base_ac(), 0, 1000, "0..=1000")?;
    check("player.dex_to_hit", p.dex_to_hit(), -4, 15, "-4..=15")?;
    check("player.energy", p.energy(), 1, 49, "1..=49")?;
    check("player.weight_limit", p.weight_limit(), 60, 300, "60..=300")?;
    check("player.pack_weight", p.pack_weight(), 0, 100_000, "0..=100000")?;
    check("player.save", p.save(), 0, 1000, "0..=1000")?;
    check("player.mana", p.mana(), 0, 32767, "0..=32767")?;
    let counters = p.counters();
    for c in Counter::ALL {
        check(COUNTER_FIELDS[c as usize], counters.get(c), 0, MAX_PLAYER_COUNTER, "0..=10000")?;
    }
    for slot in Slot::ALL {
        if let Some(item) = p.item(slot) {
            let [h, d, a] = EQUIP_FIELDS[slot as usize];
            check(h, item.to_h, -255, 255, "-255..=255")?;
            check(d, item.to_d, -255, 255, "-255..=255")?;
            check(a, item.to_a, -255, 255, "-255..=255")?;
        }
    }
    if let Some(s) = p.shield() {
        check("player.equip.shield.base_ac", s.base_ac, 0, 255, "0..=255")?;
    }
    if p.temp_effects() > MAX_TEMP_EFFECTS {
        return Err(ProjectionError::Invalid { reason: "player.temp_effects lists more than 32 effects" });
    }
    Err(ProjectionError::Invalid {
        reason: "player.specialties, player.flags or player.sustains has bits that name nothing",
    })
}

const RESIST_FIELDS: [&str; 14] = [
    "player.resist.acid",
    "player.resist.elec",
    "player.resist.fire",
    "player.resist.cold",
    "player.resist.pois",
    "player.resist.light",
    "player.resist.dark",
    "player.resist.confusion",
    "player.resist.sound",
    "player.resist.shards",
    "player.resist.nexus",
    "player.resist.nether",
    "player.resist.chaos",
    "player.resist.disenchant",
];

const STAT_FIELDS: [&str; 6] = [
    "player.stats.str",
    "player.stats.int",
    "player.stats.wis",
    "player.stats.dex",
    "player.stats.con",
    "player.stats.chr",
];

const COUNTER_FIELDS: [&str; 9] = [
    "player.counters.stun",
    "player.counters.cut",
    "player.counters.poison",
    "player.counters.confusion",
    "player.counters.blind",
    "player.counters.fear",
    "player.counters.hallucination",
    "player.counters.slow",
    "player.counters.paralysis",
];

const EQUIP_FIELDS: [[&str; 3]; 8] = [
    ["player.equip.weapon.to_h", "player.equip.weapon.to_d", "player.equip.weapon.to_a"],
    ["player.equip.bow.to_h", "player.equip.bow.to_d", "player.equip.bow.to_a"],
    ["player.equip.body.to_h", "player.equip.body.to_d", "player.equip.body.to_a"],
    ["player.equip.cloak.to_h", "player.equip.cloak.to_d", "player.equip.cloak.to_a"],
    ["player.equip.shield.to_h", "player.equip.shield.to_d", "player.equip.shield.to_a"],
    ["player.equip.head.to_h", "player.equip.head.to_d", "player.equip.head.to_a"],
    ["player.equip.hands.to_h", "player.equip.hands.to_d", "player.equip.hands.to_a"],
    ["player.equip.feet.to_h", "player.equip.feet.to_d", "player.equip.feet.to_a"],
];

/// The monster that projects on the character: what the player section's notes
/// ask of it.
///
/// Accepted ranges ([`MonsterSource::validate`]): `level` `0..=255` (its level,
/// native depth and base depth are one number, RULINGS Q41), `ranged_freq`
/// `0..=100` (percent, RULINGS Q33). The default (and JSON's missing fields): a
/// level-0 monster with none of the flags.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct MonsterSource {
    /// Level = native depth = base depth (RULINGS Q41): notes (b), (e), (i), (k),
    /// (y), (E).
    pub level: i64,
    /// Uses Morgul magic (notes (l), (u)). A Deathlord ghost uses Morgul magic
    /// too, whether or not this is set (note (l): "those with Morgul magic--that
    /// is, the missile-using ringwraiths and missile-using Deathlord player
    /// ghosts").
    pub morgul: bool,
    /// A unique wraith or Sauron: (E)'s power is at least 175.
    pub unique_wraith: bool,
    /// A Deathlord player ghost (note (l)ii, iii).
    pub deathlord: bool,
    /// An archer (note (l)ii).
    pub archer: bool,
    /// Adjacent to the character (note (l)ii).
    pub adjacent: bool,
    /// Ranged-attack frequency in percent (note (l)ii, RULINGS Q33).
    pub ranged_freq: i64,
    /// Oangband 1.1.0 reading: an animal (`RF3_ANIMAL`): its `GF_WHIP` is
    /// spit, which does no damage. The seed reading ignores it. JSON: left out
    /// when false.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "std::ops::Not::not"))]
    pub animal: bool,
}

impl MonsterSource {
    /// Whether the monster uses Morgul magic: [`MonsterSource::morgul`] or a
    /// Deathlord ghost (note (l)).
    pub const fn uses_morgul(&self) -> bool {
        self.morgul || self.deathlord
    }

    /// Checks the fields against the ranges in the type's documentation.
    ///
    /// # Errors
    ///
    /// [`ProjectionError::OutOfRange`] for `source.level` or `source.ranged_freq`.
    pub fn validate(&self) -> Result<(), ProjectionError> {
        check("source.level", self.level, 0, 255, "0..=255")?;
        check("source.ranged_freq", self.ranged_freq, 0, 100, "0..=100")
    }
}

/// One projection on the character (seed 000, player section): the damage type,
/// its damage, the terrain stood on, whether the grid is dark, where a teleport
/// or thrust lands (RULINGS Q35), the character and the monster that projects.
///
/// `dam` lies in `0..=5000` (capped at 1600 before anything else, RULINGS P8,
/// Q1). In JSON: `{"gf": "fire", "dam": 120, "terrain": "floor", "dark": false,
/// "land": "floor", "player": {...}, "source": {...}}`; every field but `gf` has
/// a neutral default (0, floor, lit, floor, [`Player::default`],
/// [`MonsterSource::default`]). The damage type has no neutral value: it is
/// required, as on the monster side.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PlayerInput {
    /// The damage type (one of the 33 of the player table; `GF_LIGHT` is
    /// [`Gf::Lite`]).
    pub gf: Gf,
    /// The damage, as given (before P8's cap).
    #[cfg_attr(feature = "serde", serde(default))]
    pub dam: i64,
    /// The terrain the character stands on.
    #[cfg_attr(feature = "serde", serde(default))]
    pub terrain: Terrain,
    /// The character's grid is dark (the Unlight row, RULINGS Q3).
    #[cfg_attr(feature = "serde", serde(default))]
    pub dark: bool,
    /// Where a teleport or thrust lands (RULINGS Q35): notes (M), (N), (Q), (R)i.
    #[cfg_attr(feature = "serde", serde(default))]
    pub land: Terrain,
    /// The character.
    #[cfg_attr(feature = "serde", serde(default))]
    pub player: Player,
    /// The monster that projects.
    #[cfg_attr(feature = "serde", serde(default))]
    pub source: MonsterSource,
    /// Oangband 1.1.0 reading: no monster projects (the game's `who <= 0`:
    /// the character's own projection, a trap): [`PlayerInput::source`] is not
    /// read, and every test on the source is false. Only the game reading takes
    /// it (the seed's notes always have a monster). JSON: left out when false.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "std::ops::Not::not"))]
    pub self_inflicted: bool,
    /// The reading to follow: the seed (the default) or the released
    /// Oangband 1.1.0's code, draw for draw ([`Reading`](roguerules_vocab::Reading)).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "roguerules_vocab::Reading::is_seed"))]
    pub reading: roguerules_vocab::Reading,
}

impl PlayerInput {
    /// `gf` for `dam` on the default character standing on a lit floor, from the
    /// default monster, landing (if at all) on floor.
    pub fn new(gf: Gf, dam: i64) -> Self {
        PlayerInput {
            gf,
            dam,
            terrain: Terrain::Floor,
            dark: false,
            land: Terrain::Floor,
            player: Player::default(),
            source: MonsterSource::default(),
            self_inflicted: false,
            reading: Default::default(),
        }
    }

    /// Checks every field (the reading, the damage, [`Player::validate`],
    /// [`MonsterSource::validate`]).
    ///
    /// # Errors
    ///
    /// [`ProjectionError::OutOfRange`] or [`ProjectionError::Invalid`] naming
    /// the first field at fault ([`Player::validate`], or
    /// [`Player::validate_game`] under the Oangband 1.1.0 reading);
    /// [`ProjectionError::Invalid`] for [`PlayerInput::self_inflicted`] under
    /// the seed reading.
    pub fn validate_fields(&self) -> Result<(), ProjectionError> {
        validate_input(self)
    }
}

/// [`PlayerInput::validate_fields`] of any view of a projection.
#[inline]
pub(crate) fn validate_input<V: PlayerInputView + ?Sized>(v: &V) -> Result<(), ProjectionError> {
    check("dam", v.dam(), 0, MAX_DAMAGE, "0..=5000")?;
    let game = v.reading().is_game();
    validate_player(v.player(), game)?;
    if !game && v.self_inflicted() {
        return Err(ProjectionError::Invalid {
            reason: "self_inflicted is read only under the oangband-1.1.0 reading (the seed's notes always have a monster)",
        });
    }
    v.source().validate()
}

#[cfg(feature = "serde")]
fn is_zero(v: &i64) -> bool {
    *v == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_as_arrays_follow_counter_all() {
        let mut k = Counters::default();
        for (i, c) in Counter::ALL.into_iter().enumerate() {
            *k.get_mut(c) = 10 * i as i64 + 1;
        }
        let a = k.to_array();
        for (i, c) in Counter::ALL.into_iter().enumerate() {
            assert_eq!(a[i], k.get(c), "{c:?}");
        }
        assert_eq!(Counters::from_array(a), k);
    }
}
