//! Plain data shared by the dungeon, chest and player-trap rules: depths, the
//! player's state that traps look at, and the outcome a trap produces.

use crate::error::TrapError;
use roguerules_dice::{BigRational, Roller, RollerExt};
use roguerules_vocab::{Gf, Reading};
use std::fmt;

/// The deepest dungeon level: the bottom floor at 6350 feet (seed 004, "Dungeon
/// Trap Creation", note (*)).
pub const MAX_LEVEL: i64 = 127;

/// Feet per dungeon level (RULINGS T3: 50 feet per level).
pub const FEET_PER_LEVEL: i64 = 50;

/// The largest pack the drain-wands trap may search (Oangband's 23 pack slots).
pub const MAX_PACK: usize = 23;

/// A dungeon depth, `0..=127` levels of 50 feet (seed 004; RULINGS T3).
///
/// The seed speaks of "the current dungeon level" and of depths in feet; both
/// are this type. Level 0 is the town.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "i64", into = "i64"))]
pub struct Depth(i64);

impl Depth {
    /// A depth from a dungeon level.
    ///
    /// # Errors
    ///
    /// [`TrapError::OutOfRange`] unless `0 <= level <= 127`.
    pub fn from_level(level: i64) -> Result<Depth, TrapError> {
        if (0..=MAX_LEVEL).contains(&level) {
            Ok(Depth(level))
        } else {
            Err(TrapError::OutOfRange { what: "dungeon level", value: level, expected: "0..=127" })
        }
    }

    /// A depth from feet (a multiple of 50).
    ///
    /// # Errors
    ///
    /// [`TrapError::OutOfRange`] unless `0 <= feet <= 6350` and a multiple of 50.
    pub fn from_feet(feet: i64) -> Result<Depth, TrapError> {
        if (0..=MAX_LEVEL * FEET_PER_LEVEL).contains(&feet) && feet % FEET_PER_LEVEL == 0 {
            Ok(Depth(feet / FEET_PER_LEVEL))
        } else {
            Err(TrapError::OutOfRange { what: "depth in feet", value: feet, expected: "a multiple of 50 in 0..=6350" })
        }
    }

    /// The dungeon level.
    pub const fn level(self) -> i64 {
        self.0
    }

    /// The depth in feet.
    pub const fn feet(self) -> i64 {
        self.0 * FEET_PER_LEVEL
    }

    /// Whether this is the bottom floor of the dungeon (6350 feet).
    pub const fn is_bottom(self) -> bool {
        self.0 == MAX_LEVEL
    }
}

impl TryFrom<i64> for Depth {
    type Error = TrapError;
    fn try_from(level: i64) -> Result<Depth, TrapError> {
        Depth::from_level(level)
    }
}

impl From<Depth> for i64 {
    fn from(d: Depth) -> i64 {
        d.0
    }
}

impl fmt::Display for Depth {
    /// `1000' (level 20)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}' (level {})", self.feet(), self.0)
    }
}

/// The level of monsters a trap summons: `base` plus one fifth of the current
/// depth, that fifth capped at 4 (seed 004: "appropriate for one level deeper
/// than ..., plus one fifth the player's current depth (to a maximum of 4)";
/// RULINGS G1 truncation, G4: the cap is on the added fifth itself).
///
/// Saturates at `i64::MAX` for absurd `base` levels instead of overflowing.
pub fn summon_level(base: i64, depth: Depth) -> i64 {
    base.saturating_add((depth.level() / 5).min(4))
}

/// One of the six stats, in Oangband's order (seed 004: darts "target each of
/// the six stats", runes of evil reduce "each of the player's unsustained stats").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
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
    /// The six stats in order (the index is the draw of "1/6 chance to target
    /// each of the six stats").
    pub const ALL: [Stat; 6] = [Stat::Str, Stat::Int, Stat::Wis, Stat::Dex, Stat::Con, Stat::Chr];

    /// The sustain flag of this stat.
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

bitflags::bitflags! {
    /// Sustained stats (seed 004, dart trap: "sustains apply as normal"; chest
    /// needles "if not sustained").
    // JSON: bitflags' text, `"STR | CON"`, read in any case (below).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    #[cfg_attr(feature = "serde", serde(transparent))]
    pub struct Sustains: u8 {
        /// Sustain strength.
        const STR = 1 << 0;
        /// Sustain intelligence.
        const INT = 1 << 1;
        /// Sustain wisdom.
        const WIS = 1 << 2;
        /// Sustain dexterity.
        const DEX = 1 << 3;
        /// Sustain constitution.
        const CON = 1 << 4;
        /// Sustain charisma.
        const CHR = 1 << 5;
    }
}

bitflags::bitflags! {
    /// The player's protections and conditions that seed 004's trap effects look
    /// at (feather fall for trap doors and pits, resistances for gas traps, free
    /// action, Enhance Magic for poison, shapechange for the runes of evil).
    // JSON: bitflags' text, `"FEATHER_FALL | RES_CONF"`, read in any case (below).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    #[cfg_attr(feature = "serde", serde(transparent))]
    pub struct PlayerFlags: u16 {
        /// Feather falling (trap doors, pits).
        const FEATHER_FALL = 1 << 0;
        /// Free action (sleep gas, paralysis, runes of evil).
        const FREE_ACTION = 1 << 1;
        /// Temporary resistance to poison.
        const RES_POIS_TEMP = 1 << 2;
        /// Permanent resistance to poison.
        const RES_POIS_PERM = 1 << 3;
        /// Resistance to blindness.
        const RES_BLIND = 1 << 4;
        /// Resistance to confusion.
        const RES_CONF = 1 << 5;
        /// Resistance to chaos (hallucination from the software-bugs trap).
        const RES_CHAOS = 1 << 6;
        /// The Enhance Magic specialty (poison with the temporary resistance).
        const ENHANCE_MAGIC = 1 << 7;
        /// Shapechanged: "a perfect defense" against the runes' disenchantment.
        const SHAPECHANGED = 1 << 8;
    }
}

/// Reads flags written as bitflags writes them (`"A | B"`, `""` for none),
/// each name in any case and with any of `-`, `_`, a space between words.
#[cfg(feature = "serde")]
fn deserialize_flags<'de, D, F>(d: D, what: &'static str) -> Result<F, D::Error>
where
    D: serde::Deserializer<'de>,
    F: bitflags::Flags + Copy,
{
    let text = <String as serde::Deserialize>::deserialize(d)?;
    let names: Vec<(&'static str, F)> = F::all().iter_names().collect();
    let mut flags = F::empty();
    for name in text.split('|').map(str::trim).filter(|n| !n.is_empty()) {
        let (_, f) =
            roguerules_vocab::name::find_name(name, &names, |(n, _)| n, what).map_err(serde::de::Error::custom)?;
        flags.insert(f);
    }
    Ok(flags)
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Sustains {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Sustains, D::Error> {
        deserialize_flags(d, "sustain")
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for PlayerFlags {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<PlayerFlags, D::Error> {
        deserialize_flags(d, "player flag")
    }
}

/// What a pack slot holds, as far as the drain-wands trap cares (seed 004,
/// "character alteration", 1]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
// JSON: written in snake case, read in any case.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum PackItem {
    /// A rod: drained by setting its timeout to twice the stack's recharge time.
    Rod,
    /// A staff: all charges of the stack drained.
    Staff,
    /// A wand: all charges of the stack drained.
    Wand,
    /// Anything else.
    Other,
}

impl std::str::FromStr for PackItem {
    type Err = roguerules_vocab::UnknownName;
    /// `rod`, `staff`, `wand` or `other`, in any case.
    fn from_str(s: &str) -> Result<PackItem, Self::Err> {
        let all = [PackItem::Rod, PackItem::Staff, PackItem::Wand, PackItem::Other];
        let name = |p: PackItem| match p {
            PackItem::Rod => "rod",
            PackItem::Staff => "staff",
            PackItem::Wand => "wand",
            PackItem::Other => "other",
        };
        roguerules_vocab::name::find_name(s, &all, name, "pack item")
    }
}

roguerules_vocab::deserialize_by_name!(PackItem);

impl PackItem {
    /// Whether the drain-wands trap drains this item.
    pub const fn is_device(self) -> bool {
        !matches!(self, PackItem::Other)
    }
}

/// The player's state as far as seed 004's traps look at it, its pack held in
/// `P`: [`Player`] (a `Vec`) for Rust callers and JSON; a borrowed slice or a
/// fixed array of the caller's (the C API's, on its stack) works the same, as
/// every rule takes a `&PlayerOf<impl AsRef<[PackItem]>>`, so no list is built.
///
/// Plain data; [`PlayerOf::validate`] checks the ranges (every rule calls it).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct PlayerOf<P = Vec<PackItem>> {
    /// Protections and conditions.
    pub flags: PlayerFlags,
    /// Sustained stats.
    pub sustains: Sustains,
    /// Total armour class (`ac + to_a`), against which dart traps and murder
    /// holes roll to hit. `-1000..=1000`.
    pub armour_class: i64,
    /// The saving throw in percent, `0..=100` (a "normal saving throw" succeeds
    /// when a draw in `0..=99` is below it; the runes of evil roll against it).
    pub saving_throw: i64,
    /// The current poison counter (0: not poisoned), `0..=10000`.
    pub poison: i64,
    /// The pack, in slot order (at most 23 items), for the drain-wands trap.
    ///
    /// Oangband 1.1.0 reading: every slot the game searches, `INVEN_PACK -
    /// pack_size_reduce` of them (the span of its `rand_int`), in the game's
    /// order, with [`PackItem::Other`] for an empty slot and for a device the
    /// game would not drain (a wand or staff without charges, a rod whose
    /// `timeout` is already `pval * number` or more).
    pub pack: P,
    /// Oangband 1.1.0 reading: the poison resistance as the game stores it, a
    /// percentage (`extract_resistance[p_ptr->res_list[P_RES_POIS]]`,
    /// `-100..=100`, negative for a vulnerability). The seed reading uses the
    /// flags instead and ignores it. JSON: left out when 0.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "is_zero"))]
    pub poison_resistance: i64,
    /// The reading to follow: the seed (the default) or the released Oangband
    /// 1.1.0's `hit_trap` (`src/cmd1.c`), draw for draw
    /// ([`Reading`]). JSON: left out when the seed.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "roguerules_vocab::Reading::is_seed"))]
    pub reading: Reading,
}

/// The player with a pack of its own (a `Vec`): what Rust callers build and
/// JSON reads and writes.
pub type Player = PlayerOf;

#[cfg(feature = "serde")]
fn is_zero(v: &i64) -> bool {
    *v == 0
}

impl<P: AsRef<[PackItem]>> PlayerOf<P> {
    /// Checks every field's range.
    ///
    /// # Errors
    ///
    /// [`TrapError::OutOfRange`] naming the first field out of range.
    // Inlined: the checks themselves are one function of this crate (not
    // made again, with calls to `check`, in each caller's crate).
    #[inline]
    pub fn validate(&self) -> Result<(), TrapError> {
        validate_ranges(self.armour_class, self.saving_throw, self.poison, self.pack().len(), self.poison_resistance)
    }

    /// The pack's items, in slot order.
    #[inline]
    pub fn pack(&self) -> &[PackItem] {
        self.pack.as_ref()
    }
}

/// [`PlayerOf::validate`]'s checks, whatever holds the pack.
fn validate_ranges(
    armour_class: i64,
    saving_throw: i64,
    poison: i64,
    pack_len: usize,
    poison_resistance: i64,
) -> Result<(), TrapError> {
    check("armour class", armour_class, -1000, 1000, "-1000..=1000")?;
    check("saving throw", saving_throw, 0, 100, "0..=100")?;
    check("poison counter", poison, 0, 10_000, "0..=10000")?;
    let pack = i64::try_from(pack_len).unwrap_or(i64::MAX);
    check("pack size", pack, 0, MAX_PACK as i64, "0..=23")?;
    check("poison resistance", poison_resistance, -100, 100, "-100..=100")?;
    Ok(())
}

impl<P> PlayerOf<P> {
    /// Whether the player has all of `flags`.
    pub fn has(&self, flags: PlayerFlags) -> bool {
        self.flags.contains(flags)
    }
}

/// `Ok` when `lo <= value <= hi`.
pub(crate) fn check(what: &'static str, value: i64, lo: i64, hi: i64, expected: &'static str) -> Result<(), TrapError> {
    if (lo..=hi).contains(&value) { Ok(()) } else { Err(TrapError::OutOfRange { what, value, expected }) }
}

/// The kind of damage a trap deals. Resistances and side effects of elemental
/// damage are the projection rules' business (seed 000): an outcome reports the
/// damage before them, and [`Element::gf`] names its damage type as projection
/// takes it (the `Gf` of roguerules-vocab, Oangband's `GF_*` codes), so a game
/// hands a trap's damage straight to the projection rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Element {
    /// Plain physical damage (falls, spikes, daggers, needles, missiles, explosions).
    Physical,
    /// Fire.
    Fire,
    /// Cold.
    Cold,
    /// Electricity.
    Elec,
    /// Acid.
    Acid,
    /// Poison.
    Poison,
    /// Time.
    Time,
    /// Nether.
    Nether,
    /// Force.
    Force,
    /// Shards.
    Shards,
    /// Life drain (`GF_OLD_DRAIN`; Oangband 1.1.0's drain life trap).
    DrainLife,
    /// Disenchantment (`GF_DISENCHANT`; Oangband 1.1.0's unmagic trap).
    Disenchant,
}

impl Element {
    /// The damage type this element is (seed 000's `GF_*`): `None` for plain
    /// physical damage (falls, spikes, needles), which is no projection.
    ///
    /// ```
    /// use roguerules_traps::Element;
    /// use roguerules_vocab::Gf;
    ///
    /// assert_eq!(Element::Fire.gf(), Some(Gf::Fire));
    /// assert_eq!(Element::Fire.gf().map(Gf::code), Some(10)); // Oangband's GF_FIRE
    /// assert_eq!(Element::Physical.gf(), None);
    /// ```
    pub const fn gf(self) -> Option<Gf> {
        Some(match self {
            Element::Physical => return None,
            Element::Fire => Gf::Fire,
            Element::Cold => Gf::Cold,
            Element::Elec => Gf::Elec,
            Element::Acid => Gf::Acid,
            Element::Poison => Gf::Pois,
            Element::Time => Gf::Time,
            Element::Nether => Gf::Nether,
            Element::Force => Gf::Force,
            Element::Shards => Gf::Shard,
            Element::DrainLife => Gf::OldDrain,
            Element::Disenchant => Gf::Disenchant,
        })
    }
}

/// A timed counter of the player that a trap changes (seed 004). Amounts are the
/// seed's; the seed states no cap on these counters (RULINGS G4 applies only to
/// stated caps), so the game applies its own limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Timed {
    /// Blindness.
    Blind,
    /// Confusion.
    Confused,
    /// Poison.
    Poisoned,
    /// Paralysis.
    Paralyzed,
    /// The stun counter.
    Stun,
    /// The cuts counter.
    Cut,
    /// Hallucination.
    Hallucination,
}

/// How a timed counter changes: seed 004's "sets the poison counter to" is
/// [`Change::Set`]; "(more) turns", "increased by", "adds" are [`Change::Add`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Change {
    /// The counter is set to the amount.
    Set,
    /// The amount is added to the counter ("(more) turns", "increased by").
    Add,
}

/// Where a ball is centred (seed 004: "centered on the chest", "on the trap",
/// "on the player").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Centre {
    /// On the player.
    Player,
    /// On the trap.
    Trap,
    /// On the chest.
    Chest,
}

/// What a trap summons (seed 004, summoning runes, Morgul pits, chest summons,
/// software bugs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SummonKind {
    /// Any monsters.
    Monster,
    /// Thieves (den of thieves).
    Thief,
    /// A unique.
    Unique,
    /// Elementals.
    Elemental,
    /// Birds.
    Bird,
    /// A demon.
    Demon,
    /// Dragons.
    Dragon,
    /// Hybrid monsters.
    Hybrid,
    /// Vortices.
    Vortex,
    /// Software bugs.
    SoftwareBug,
    /// Undead (Oangband 1.1.0 reading: a pit of Morgul blades calls undead,
    /// `SUMMON_UNDEAD`).
    Undead,
}

/// A murder hole's missile (seed 004, "murder hole").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Missile {
    /// A shot, 2d3.
    Shot,
    /// A seeker shot, 3d7 (level 40 or deeper).
    SeekerShot,
    /// An arrow, 2d4.
    Arrow,
    /// A seeker arrow, 3d9 (level 55 or deeper).
    SeekerArrow,
    /// A bolt, 2d5.
    Bolt,
    /// A seeker bolt, 3d11 (level 65 or deeper).
    SeekerBolt,
}

impl Missile {
    /// The damage dice `(n, sides)`.
    pub const fn dice(self) -> (u32, u32) {
        match self {
            Missile::Shot => (2, 3),
            Missile::SeekerShot => (3, 7),
            Missile::Arrow => (2, 4),
            Missile::SeekerArrow => (3, 9),
            Missile::Bolt => (2, 5),
            Missile::SeekerBolt => (3, 11),
        }
    }
}

/// One thing that happens when a trap goes off, in the order it happens (seed
/// 004's effects, drawn in text order: RULINGS G3).
///
/// Outcomes are plain data; the game applies them (a rule never changes a game's
/// world, so a game can adopt one rule at a time).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "effect", rename_all = "snake_case"))]
pub enum Effect {
    /// The trap's attack roll missed the player.
    Miss,
    /// Feather falling avoided all damage and side effects.
    FeatherFall,
    /// A protection stopped a counter change (resist blindness, resist
    /// confusion, resist chaos, free action, both poison resistances).
    Resisted {
        /// The counter that would have changed.
        counter: Timed,
    },
    /// Damage to the player, before resistances (seed 000 applies them).
    Damage {
        /// Hit points, never negative.
        amount: i64,
        /// The kind of damage.
        element: Element,
    },
    /// A ball projected by the trap (it hits whatever is in its radius).
    Ball {
        /// The kind of damage.
        element: Element,
        /// The radius.
        radius: i64,
        /// The damage at the centre.
        damage: i64,
        /// Where it is centred.
        centre: Centre,
    },
    /// A timed counter changes.
    Timed {
        /// The counter.
        counter: Timed,
        /// Set or add.
        change: Change,
        /// The amount (never negative).
        amount: i64,
    },
    /// A stat is reduced by one, `times` times ("until restored"), unless sustained.
    DrainStat {
        /// The stat.
        stat: Stat,
        /// How many reductions by one.
        times: i64,
        /// Whether a sustain prevented it (then nothing is lost).
        sustained: bool,
    },
    /// Two stats are swapped.
    SwapStats {
        /// One stat.
        first: Stat,
        /// The other.
        second: Stat,
    },
    /// A saving throw against the effect succeeded: nothing happens.
    Saved,
    /// Monsters are summoned.
    Summon {
        /// What.
        kind: SummonKind,
        /// How many.
        count: i64,
        /// The monster level they are appropriate for.
        level: i64,
    },
    /// The player moves this many levels deeper.
    LevelChange {
        /// Levels (1 for a trap door).
        levels: i64,
    },
    /// The player is teleported this far.
    Teleport {
        /// Squares.
        distance: i64,
    },
    /// A magic device in the pack is drained.
    DrainDevice {
        /// The pack slot (index into [`Player::pack`]).
        slot: usize,
        /// The device (a rod's timeout is set to twice its stack's recharge
        /// time; a wand's or staff's charges are all drained).
        device: PackItem,
    },
    /// The player is infected with the Black Breath.
    BlackBreath,
    /// The entire level is destroyed.
    DestroyLevel,
    /// An earthquake centred on the trap.
    Earthquake {
        /// Its radius.
        radius: i64,
    },
    /// The level is regenerated (as the Alter Reality spell).
    AlterReality,
    /// Amnesia: the level's layout and the pack's non-*ID*ed identities are forgotten.
    Amnesia,
    /// An attempt to disenchant a random equipment slot (the slot and the
    /// artifact's save are the game's: seed 004 names neither).
    Disenchant,
    /// Being shapechanged blocked a disenchantment ("a perfect defense").
    DisenchantBlocked,
    /// A missile of this type is created, identified and dropped near the trap.
    DropAmmo {
        /// The missile.
        missile: Missile,
    },
    /// The chest is destroyed.
    DestroyChest,
    /// The chest's objects are generated and scattered over the level.
    Scatter,
    /// Oangband 1.1.0 reading: one software bug (race 453, awake) is placed at
    /// a grid `scatter`ed this far from the trap (the game's first attempt; if
    /// that grid is impassable or a glyph of warding, the game retries itself
    /// at distance `attempt / 10 + 1d3`).
    PlaceBug {
        /// The scatter distance, `1..=3`.
        distance: i64,
    },
}

/// Everything a trap does when it goes off (seed 004, "Dungeon Trap Effects"
/// and "Chest Trap Effects").
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Outcome {
    /// The effects, in the order they happen.
    pub effects: Vec<Effect>,
    /// Whether the trap disappears afterwards.
    pub disappears: bool,
}

impl Outcome {
    /// The total damage dealt directly to the player ([`Effect::Damage`]; balls
    /// are not counted, since they hit whatever is in their radius).
    pub fn damage(&self) -> i64 {
        self.effects
            .iter()
            .map(|e| if let Effect::Damage { amount, .. } = e { *amount } else { 0 })
            .fold(0i64, i64::saturating_add)
    }

    /// The total amount added to or set on `counter` by this outcome
    /// (adds summed; a set counts its amount).
    pub fn counter(&self, counter: Timed) -> i64 {
        self.effects
            .iter()
            .map(|e| match e {
                Effect::Timed { counter: c, amount, .. } if *c == counter => *amount,
                _ => 0,
            })
            .fold(0i64, i64::saturating_add)
    }

    /// The summons, as `(kind, count, level)`.
    pub fn summons(&self) -> Vec<(SummonKind, i64, i64)> {
        self.effects
            .iter()
            .filter_map(|e| match e {
                Effect::Summon { kind, count, level } => Some((*kind, *count, *level)),
                _ => None,
            })
            .collect()
    }
}

/// Where a trap rule puts what happens: each effect in the order it happens,
/// and whether the trap disappears. [`Outcome`] collects them (what
/// [`trigger`](crate::trigger) and the other rules returning an `Outcome`
/// use); a caller with storage of its own (the C API's fixed array) takes
/// them one by one through the `_into` forms of the rules
/// ([`trigger_into`](crate::trigger_into),
/// [`resolve_chest_traps_into`](crate::resolve_chest_traps_into), ...), so no
/// list is built. The rule is the same either way: same draws, same effects.
pub trait Effects {
    /// The next effect, after every one pushed before it.
    fn push(&mut self, effect: Effect);
    /// The trap disappears afterwards (never undone within one trigger).
    fn disappear(&mut self);
}

impl Effects for Outcome {
    #[inline]
    fn push(&mut self, effect: Effect) {
        self.effects.push(effect);
    }

    #[inline]
    fn disappear(&mut self) {
        self.disappears = true;
    }
}

/// The rules' shorthands for the effects they push most.
pub(crate) trait EffectsExt: Effects {
    /// Damage, never negative.
    #[inline]
    fn damage_of(&mut self, amount: i64, element: Element) {
        self.push(Effect::Damage { amount: amount.max(0), element });
    }

    /// A counter change, never negative.
    #[inline]
    fn timed(&mut self, counter: Timed, change: Change, amount: i64) {
        self.push(Effect::Timed { counter, change, amount: amount.max(0) });
    }
}

impl<E: Effects + ?Sized> EffectsExt for E {}

/// A trap's attack on the player "as a monster with an attack power" (dart
/// traps, murder holes).
///
/// The seed gives only the power; the test is the Angband family's trap
/// `check_hit` (the games settle what the seed leaves open, RULINGS preamble):
/// a draw `k` in `0..=99`; `k < 10` hits iff `k < 5`; otherwise a power of 0 or
/// less misses, and the trap hits iff `1d(power) > 3 * ac / 4` (RULINGS G1).
///
/// # Errors
///
/// Only a failing roller.
///
/// Both draws are compare draws ([`RollerExt::band`], [`Roller::compare`]): the
/// same numbers drawn, but exact odds branch on the three bands of `k` and the
/// two sides of the threshold, not on every number (a murder hole's exact odds
/// took 100 x power paths for this test alone; issue 24).
pub fn trap_hits<R: Roller + ?Sized>(r: &mut R, power: i64, armour_class: i64) -> Result<bool, TrapError> {
    match r.band("trap hit roll", 0, 99, &[5, 10])? {
        0 => return Ok(true),
        1 => return Ok(false),
        _ => {}
    }
    if power <= 0 {
        return Ok(false);
    }
    // i128: `3 * ac` is exact for every i64 armour class (fuzz finding F5); a
    // quarter of it fits an i64 again.
    let threshold = (3 * i128::from(armour_class) / 4) as i64;
    Ok(r.compare("trap power roll", 1, power, &[threshold.saturating_add(1)])? > threshold)
}

/// The exact chance that [`trap_hits`] hits: `5/100` for `k < 5`, plus `90/100`
/// times `P(1d(power) > 3 * ac / 4)` (0 when the power is 0 or less).
///
/// # Example
///
/// ```
/// use roguerules_traps::trap_hit_chance;
/// use roguerules_dice::BigRational;
///
/// // Power 70 against AC 80 (threshold 60): 5% + 90% × 10/70.
/// assert_eq!(trap_hit_chance(70, 80), BigRational::new(5.into(), 28.into()));
/// ```
pub fn trap_hit_chance(power: i64, armour_class: i64) -> BigRational {
    let auto = BigRational::new(5.into(), 100.into());
    if power <= 0 {
        return auto;
    }
    // i128 keeps every product exact for any i64 input (fuzz finding F5).
    let power = i128::from(power);
    let threshold = (3 * i128::from(armour_class) / 4).clamp(0, power);
    auto + BigRational::new((90 * (power - threshold)).into(), (100 * power).into())
}

/// The poison gas of a gas trap or a chest's poison trap (seed 004, "gas
/// trap" 3] and chest trap "poison", worded identically).
///
/// Both resistances: nothing. The temporary one with Enhance Magic (and not the
/// permanent one): set to 6, or +1 if already poisoned. Exactly one of the
/// permanent resistance and the temporary one without the specialty: set to
/// `8 + 1d4`, or `+ 2 + 1d3`. No resistance: set to `16 + 1d13`, or `+ 8 + 1d9`.
pub(crate) fn poison_gas<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    out: &mut E,
) -> Result<(), TrapError> {
    let temp = player.has(PlayerFlags::RES_POIS_TEMP);
    let perm = player.has(PlayerFlags::RES_POIS_PERM);
    let poisoned = player.poison > 0;
    if temp && perm {
        out.push(Effect::Resisted { counter: Timed::Poisoned });
        return Ok(());
    }
    let (change, amount) = if temp && player.has(PlayerFlags::ENHANCE_MAGIC) {
        if poisoned { (Change::Add, 1) } else { (Change::Set, 6) }
    } else if temp || perm {
        if poisoned {
            (Change::Add, 2 + r.die("poison increase", 3)?)
        } else {
            (Change::Set, 8 + r.die("poison duration", 4)?)
        }
    } else if poisoned {
        (Change::Add, 8 + r.die("poison increase", 9)?)
    } else {
        (Change::Set, 16 + r.die("poison duration", 13)?)
    };
    out.timed(Timed::Poisoned, change, amount);
    Ok(())
}

/// A stat drain by one, `times` times, unless sustained ("sustains apply as normal").
pub(crate) fn drain<E: Effects + ?Sized>(
    out: &mut E,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    stat: Stat,
    times: i64,
) {
    let sustained = player.sustains.contains(stat.sustain());
    out.push(Effect::DrainStat { stat, times, sustained });
}

/// A "normal saving throw": saved when a draw in `0..=99` is below the saving
/// throw (the Angband family's test; the seed does not spell it out).
pub(crate) fn saving_throw<R: Roller + ?Sized>(
    r: &mut R,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
) -> Result<bool, TrapError> {
    Ok(r.below("saving throw", 100)? < player.saving_throw)
}

/// The game's `randint(n)` (`1 + Rand_div(n)`): `1..=n`, no draw when `n < 2`
/// (Oangband 1.1.0 reading).
pub(crate) fn randint<R: Roller + ?Sized>(r: &mut R, label: &'static str, n: i64) -> Result<i64, TrapError> {
    Ok(if n < 2 { 1 } else { r.die(label, n)? })
}

/// The game's `rand_int(n)` (`Rand_div(n)`): `0..n`, no draw when `n < 2`
/// (Oangband 1.1.0 reading).
pub(crate) fn rand_int<R: Roller + ?Sized>(r: &mut R, label: &'static str, n: i64) -> Result<i64, TrapError> {
    Ok(if n < 2 { 0 } else { r.below(label, n)? })
}

/// Oangband 1.1.0's `check_trap_hit(power)` (`src/cmd1.c`): `k = rand_int(100)`
/// hits when `k < 5`; then, whatever `k`, a power above 0 draws `randint(power)`
/// and hits when it is at least `3 * ac / 4`. So there is no 5% sure miss, the
/// power roll is drawn even after `k < 5`, and it compares with `>=`.
///
/// # Errors
///
/// Only a failing roller.
///
/// Both draws are compare draws, as in [`trap_hits`]: the game's numbers are
/// drawn, and exact odds branch on the two sides of each test only.
pub(crate) fn game_trap_hits<R: Roller + ?Sized>(r: &mut R, power: i64, armour_class: i64) -> Result<bool, TrapError> {
    let sure = r.compare("trap hit roll", 0, 99, &[5])? < 5;
    if power <= 0 {
        return Ok(sure);
    }
    // `3 * ac / 4` in i128 (any i64 armour class), clamped into the roll's span
    // so the cut is an i64; `randint(1)` draws nothing (`compare` on 1..=1).
    let threshold = (3 * i128::from(armour_class) / 4).clamp(1, i128::from(power) + 1) as i64;
    let roll = r.compare("trap power roll", 1, power, &[threshold])?;
    Ok(sure | (roll >= threshold))
}

/// Oangband 1.1.0's `pois_hit(inc)` (`src/spells1.c`): nothing for `inc <= 0`;
/// nothing at 80% poison resistance or more; otherwise the increment is cut by
/// `resist_damage` (`(inc * percent + 99) / 100`, C division), then a poisoned
/// player's counter grows by `2 + randint((inc + 2) / 3) + inc / 3`, an
/// unpoisoned one's is set to `8 + randint((inc + 1) / 2) + inc / 2`
/// (`set_poisoned` is the game's).
pub(crate) fn game_poison_hit<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    inc: i64,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    out: &mut E,
) -> Result<(), TrapError> {
    if inc <= 0 {
        return Ok(());
    }
    if player.poison_resistance >= 80 {
        out.push(Effect::Resisted { counter: Timed::Poisoned });
        return Ok(());
    }
    let inc = inc - (inc * player.poison_resistance + 99) / 100;
    if player.poison > 0 {
        out.timed(Timed::Poisoned, Change::Add, 2 + randint(r, "poison increase", (inc + 2) / 3)? + inc / 3);
    } else {
        out.timed(Timed::Poisoned, Change::Set, 8 + randint(r, "poison duration", (inc + 1) / 2)? + inc / 2);
    }
    Ok(())
}
