//! The monster, the projection's input and its outcome, as plain data (seed 000,
//! monster table; rules are pure functions over plain data).

use super::table::ResistLine;
use crate::error::{ProjectionError, check};
use crate::flags;
use crate::source::Source;
use roguerules_vocab::{Gf, Terrain};
use std::borrow::Cow;

/// Note (m)'s name test: a monster whose name begins with `Water` resists water.
pub const NAME_WATER: &str = "Water";
/// Note (r)'s name test: a name beginning with `Nexus` resists nexus.
pub const NAME_NEXUS: &str = "Nexus";
/// Note (u)'s name test: a name beginning with `Disen` resists disenchantment.
pub const NAME_DISEN: &str = "Disen";
/// Oangband 1.1.0's `project_m` test `prefix(name, "Plasma")` (plasma's first
/// resist line).
pub const NAME_PLASMA: &str = "Plasma";

/// Every beginning of a name the rules test ([`Monster::name`]): nothing else
/// of a name is read, and no name begins with two of them.
pub const NAME_PREFIXES: [&str; 4] = [NAME_WATER, NAME_NEXUS, NAME_DISEN, NAME_PLASMA];

/// The part of a name the rules read: the one of [`NAME_PREFIXES`] for which
/// `begins_with` answers true, or `""`. A caller holding a name in some other
/// form (a C string) tests its bytes in place and passes the result as
/// [`Monster::name`] without copying the name:
///
/// ```
/// use roguerules_projection::monster::name_as_read;
///
/// let name = b"Water spirit\0";
/// assert_eq!(name_as_read(|p| name.starts_with(p.as_bytes())), "Water");
/// assert_eq!(name_as_read(|p| b"Cave orc".starts_with(p.as_bytes())), "");
/// ```
#[inline]
pub fn name_as_read(mut begins_with: impl FnMut(&'static str) -> bool) -> &'static str {
    NAME_PREFIXES.into_iter().find(|p| begins_with(p)).unwrap_or("")
}

/// The largest damage (or power) the rules accept: `dam` lies in `0..=5000` for
/// every target, sampled or exact.
pub const MAX_DAMAGE: i64 = 5000;

/// The most a stun, confusion or fear counter can reach (final notes iii-v: "up
/// to a maximum of 200 rounds"; RULINGS G4).
pub const MAX_COUNTER: i64 = 200;

/// The most a projection can multiply its damage by, as `(num, den)`: `GF_STORM`
/// on water (`+1/3`, RULINGS P2) taking note (n)'s extra half gives at most
/// `2 * dam` (`dam + dam/3`, then `+ half` of that). Every other path gives less
/// (fire on lava 6/5; a `3/2` vulnerability only on `Half` types, which water
/// and lava do not raise).
pub const MAX_DAMAGE_FACTOR: (i64, i64) = (2, 1);

bitflags::bitflags! {
    /// The monster flags seed 000's monster table and notes name, spelled as the
    /// seed spells them (`IM_FIRE`, `BRTH_SOUND`, `HURT_LITE`, `NO_CONF`, ...).
    ///
    /// In JSON: a list of those names (`["IM_FIRE", "UNDEAD"]`; any case, `-` for
    /// `_` accepted). Uniqueness is [`Monster::unique`], not a flag.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
    pub struct MonsterFlags: u64 {
        /// Immune to acid (1/9 damage).
        const IM_ACID = 1 << 0;
        /// Immune to lightning (1/9; plasma (f)/(g); storm 1/2).
        const IM_ELEC = 1 << 1;
        /// Immune to fire (1/9; plasma (f)/(g)).
        const IM_FIRE = 1 << 2;
        /// Immune to cold (1/9; ice's stun (d) does not apply).
        const IM_COLD = 1 << 3;
        /// Immune to poison (1/9).
        const IM_POIS = 1 << 4;
        /// Resists plasma ((e); "not actually possessed by any monsters").
        const RES_PLAS = 1 << 5;
        /// Breathes plasma ((e)).
        const BRTH_PLAS = 1 << 6;
        /// Hurt by light (3/2 from `GF_LITE`; the only ones `GF_LITE_WEAK` hurts; (M), (N)).
        const HURT_LITE = 1 << 7;
        /// Breathes light ((e)).
        const BRTH_LITE = 1 << 8;
        /// Breathes darkness ((e)).
        const BRTH_DARK = 1 << 9;
        /// Uses Morgul magic ((g) against darkness).
        const MORGUL_MAGIC = 1 << 10;
        /// An orc ((g) against darkness).
        const ORC = 1 << 11;
        /// Breathes confusion ((e); immune to confusion, final note iv).
        const BRTH_CONFU = 1 << 12;
        /// Cannot be confused ((g) against `GF_CONFUSION`; final note iv; (C)).
        const NO_CONF = 1 << 13;
        /// Breathes sound ((e); immune to stunning, final note iii).
        const BRTH_SOUND = 1 << 14;
        /// Breathes shards ((e)).
        const BRTH_SHARD = 1 << 15;
        /// Breathes inertia ((e)).
        const BRTH_INER = 1 << 16;
        /// Breathes gravity ((e); not teleported by (j) or (q)).
        const BRTH_GRAV = 1 << 17;
        /// Breathes force ((e); not thrust by (l); immune to stunning, final note iii).
        const BRTH_FORCE = 1 << 18;
        /// Resists water (immune to `GF_WATER` and `GF_STORM`).
        const RES_WATER = 1 << 19;
        /// Resists nexus ((e); still teleported by (s), RULINGS P10).
        const RES_NEXU = 1 << 20;
        /// Breathes nexus ((e); not teleported by (s)).
        const BRTH_NEXUS = 1 << 21;
        /// Undead.
        const UNDEAD = 1 << 22;
        /// Resists nether ((e)).
        const RES_NETH = 1 << 23;
        /// Breathes nether ((e)).
        const BRTH_NETHR = 1 << 24;
        /// Evil.
        const EVIL = 1 << 25;
        /// Breathes chaos ((e); immune to confusion, final note iv).
        const BRTH_CHAOS = 1 << 26;
        /// Resists disenchantment ((e)).
        const RES_DISE = 1 << 27;
        /// Breathes disenchantment ((e)).
        const BRTH_DISE = 1 << 28;
        /// Breathes time ((e)).
        const BRTH_TIME = 1 << 29;
        /// A demon.
        const DEMON = 1 << 30;
        /// A dragon.
        const DRAGON = 1 << 31;
        /// Hurt by rock remover (the only ones `GF_KILL_WALL` hurts).
        const HURT_ROCK = 1 << 32;
        /// Cannot be slept ((B)).
        const NO_SLEEP = 1 << 33;
        /// Cannot be frightened ((I)-(K); (M) and (N) frighten it anyway).
        const NO_FEAR = 1 << 34;
    }
}

impl MonsterFlags {
    /// The flags' names as the seed spells them, in declaration order.
    pub fn names(&self) -> Vec<String> {
        flags::names(self, "")
    }

    /// Parses names separated by `,`, `|` or spaces (`"IM_FIRE, UNDEAD"`; any
    /// case; empty text is no flag).
    ///
    /// # Errors
    ///
    /// [`ProjectionError::UnknownName`] naming the first unknown name and listing
    /// the flags.
    pub fn parse(s: &str) -> Result<MonsterFlags, ProjectionError> {
        flags::parse_list(s, "", "monster flag")
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for MonsterFlags {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        flags::serde_names::serialize(self, "", s)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for MonsterFlags {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<MonsterFlags, D::Error> {
        flags::serde_names::deserialize(d, "", "monster flag")
    }
}

/// The monster a projection hits: everything seed 000's monster table and notes
/// look at.
///
/// Accepted ranges ([`Monster::validate`]; the game's own storage where it has
/// one):
///
/// | field | range | why |
/// |---|---|---|
/// | `level` | `0..=255` | a byte in the game |
/// | `maxhp` | `1..=32767` | a 16-bit count in the game |
/// | `hp` | `0..=maxhp` | 0 HP is alive (final note i) |
/// | `ac` | `0..=32767` | |
/// | `speed`, `race_speed` | `-110..=145` | offsets from normal speed (RULINGS P12), the game's byte 0..=255 |
/// | `stun`, `confusion`, `fear` | `0..=200` | the counters' cap (final notes iii-v) |
/// | `sleep`, `mana` | `0..=32767` | |
/// | `stasis` | `0..=255` | the game's byte (Oangband 1.1.0 reading) |
///
/// In JSON, missing fields take neutral defaults: an empty name, the
/// character `' '`, level 0, `can_move` true, no flags, normal speed, no
/// counters; `hp` defaults to `maxhp`, `maxhp` to `hp`, both to 1.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(from = "MonsterJson"))]
pub struct Monster {
    /// The monster's name: notes (m), (r), (u) test how it begins (only
    /// [`NAME_PREFIXES`] are tested, so [`name_as_read`] of a name is as good
    /// as the name). Borrowed or owned: `"Water spirit".into()`.
    pub name: Cow<'static, str>,
    /// The display character: note (v) (`E`, `g`, `v` resist draining).
    pub char: char,
    /// The monster's level.
    pub level: i64,
    /// Current hit points.
    pub hp: i64,
    /// Maximum hit points (notes (q), (x), (y)).
    pub maxhp: i64,
    /// Armour class (note (b): an `ac / 200` chance of no damage).
    pub ac: i64,
    /// A unique: cannot be killed by a monster (final note i), never polymorphed
    /// (ii), harder to slow, sleep, confuse, turn and frighten.
    pub unique: bool,
    /// Can move: only such monsters avoid projections on rubble and trees
    /// (terrain note (a); RULINGS P2).
    pub can_move: bool,
    /// The flags the table and notes name.
    pub flags: MonsterFlags,
    /// Current speed as an offset from normal (RULINGS P12: +0 normal, +10 fast).
    pub speed: i64,
    /// The race's base speed, likewise (note (A)).
    pub race_speed: i64,
    /// Current stun counter.
    pub stun: i64,
    /// Current confusion counter.
    pub confusion: i64,
    /// Current fear counter.
    pub fear: i64,
    /// Current sleep counter.
    pub sleep: i64,
    /// Current mana (note (O)).
    pub mana: i64,
    /// Not seen by the player (the game's `m_ptr->ml` is false). Oangband
    /// 1.1.0 reading: the monster memory learns nothing and the plasma
    /// memory's `rand_int(2)` is not drawn (`project_m`: `if (seen)`). The seed
    /// reading ignores it. JSON: left out when false.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "std::ops::Not::not"))]
    pub unseen: bool,
    /// Turns of stasis already on the monster (the game's `m_ptr->stasis`,
    /// `0..=255`). Oangband 1.1.0 reading: a monster in stasis is invulnerable:
    /// `project_m` returns before its first draw and nothing changes. The seed
    /// reading ignores it. JSON: left out when 0.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "is_zero"))]
    pub stasis: i64,
}

#[cfg(feature = "serde")]
fn is_zero(v: &i64) -> bool {
    *v == 0
}

impl Default for Monster {
    fn default() -> Self {
        Monster {
            name: Cow::Borrowed(""),
            char: ' ',
            level: 0,
            hp: 1,
            maxhp: 1,
            ac: 0,
            unique: false,
            can_move: true,
            flags: MonsterFlags::empty(),
            speed: 0,
            race_speed: 0,
            stun: 0,
            confusion: 0,
            fear: 0,
            sleep: 0,
            mana: 0,
            unseen: false,
            stasis: 0,
        }
    }
}

impl Monster {
    /// Checks every field against the ranges in the type's documentation
    /// ([`MonsterView::validate`]).
    ///
    /// # Errors
    ///
    /// [`ProjectionError::OutOfRange`] naming the first field out of range;
    /// [`ProjectionError::Invalid`] for flag bits that name no flag.
    #[inline]
    pub fn validate(&self) -> Result<(), ProjectionError> {
        MonsterView::validate(self)
    }
}

/// What the rules read of a monster, field by field, as [`Monster`] holds it:
/// the rules are generic over it, so a caller holding its monster in another
/// form (the C API's struct, read in place) passes a view of it instead of
/// building a [`Monster`] on every call. [`Monster`] is the view of itself;
/// every method answers as the [`Monster`] field of the same name.
///
/// A view must answer the same on every call for the same monster (the
/// rules may ask twice).
pub trait MonsterView {
    /// [`Monster::name`]: only how it begins is read ([`NAME_PREFIXES`]).
    fn name(&self) -> &str;
    /// [`Monster::char`].
    fn char(&self) -> char;
    /// [`Monster::level`].
    fn level(&self) -> i64;
    /// [`Monster::hp`].
    fn hp(&self) -> i64;
    /// [`Monster::maxhp`].
    fn maxhp(&self) -> i64;
    /// [`Monster::ac`].
    fn ac(&self) -> i64;
    /// [`Monster::unique`].
    fn unique(&self) -> bool;
    /// [`Monster::can_move`].
    fn can_move(&self) -> bool;
    /// [`Monster::flags`].
    fn flags(&self) -> MonsterFlags;
    /// [`Monster::speed`].
    fn speed(&self) -> i64;
    /// [`Monster::race_speed`].
    fn race_speed(&self) -> i64;
    /// [`Monster::stun`].
    fn stun(&self) -> i64;
    /// [`Monster::confusion`].
    fn confusion(&self) -> i64;
    /// [`Monster::fear`].
    fn fear(&self) -> i64;
    /// [`Monster::sleep`].
    fn sleep(&self) -> i64;
    /// [`Monster::mana`].
    fn mana(&self) -> i64;
    /// [`Monster::unseen`].
    fn unseen(&self) -> bool;
    /// [`Monster::stasis`].
    fn stasis(&self) -> i64;

    /// Checks every field against the ranges in [`Monster`]'s documentation.
    ///
    /// # Errors
    ///
    /// [`ProjectionError::OutOfRange`] naming the first field out of range;
    /// [`ProjectionError::Invalid`] for flag bits that name no flag.
    #[inline]
    fn validate(&self) -> Result<(), ProjectionError> {
        // One branch for the common case; the checks one by one only to report.
        // `lo <= v <= hi` as one unsigned comparison of `v - lo` with `hi - lo`
        // (exact for every `v` when `0 <= hi - lo < 2^63`: `v` below `lo` or
        // above `hi` lands above `hi - lo`; `hp`'s `hi` is `maxhp`, whose own
        // check fails whenever `maxhp` is not such a bound).
        let within = |v: i64, lo: i64, hi: i64| (v.wrapping_sub(lo) as u64) <= (hi.wrapping_sub(lo) as u64);
        let ok = within(self.level(), 0, 255)
            & within(self.maxhp(), 1, 32767)
            & within(self.hp(), 0, self.maxhp())
            & within(self.ac(), 0, 32767)
            & within(self.speed(), -110, 145)
            & within(self.race_speed(), -110, 145)
            & within(self.stun(), 0, MAX_COUNTER)
            & within(self.confusion(), 0, MAX_COUNTER)
            & within(self.fear(), 0, MAX_COUNTER)
            & within(self.sleep(), 0, 32767)
            & within(self.mana(), 0, 32767)
            & within(self.stasis(), 0, 255)
            & (self.flags().bits() & !MonsterFlags::all().bits() == 0);
        if ok { Ok(()) } else { first_error(self) }
    }
}

/// The first field out of range (the slow path of [`MonsterView::validate`]).
#[cold]
#[inline(never)]
fn first_error<M: MonsterView + ?Sized>(m: &M) -> Result<(), ProjectionError> {
    check("monster.level", m.level(), 0, 255, "0..=255")?;
    check("monster.maxhp", m.maxhp(), 1, 32767, "1..=32767")?;
    check("monster.hp", m.hp(), 0, m.maxhp(), "0..=monster.maxhp")?;
    check("monster.ac", m.ac(), 0, 32767, "0..=32767")?;
    check("monster.speed", m.speed(), -110, 145, "-110..=145")?;
    check("monster.race_speed", m.race_speed(), -110, 145, "-110..=145")?;
    check("monster.stun", m.stun(), 0, MAX_COUNTER, "0..=200")?;
    check("monster.confusion", m.confusion(), 0, MAX_COUNTER, "0..=200")?;
    check("monster.fear", m.fear(), 0, MAX_COUNTER, "0..=200")?;
    check("monster.sleep", m.sleep(), 0, 32767, "0..=32767")?;
    check("monster.mana", m.mana(), 0, 32767, "0..=32767")?;
    check("monster.stasis", m.stasis(), 0, 255, "0..=255")?;
    Err(ProjectionError::Invalid { reason: "monster.flags has bits that name no flag" })
}

impl MonsterView for Monster {
    #[inline(always)]
    fn name(&self) -> &str {
        &self.name
    }

    #[inline(always)]
    fn char(&self) -> char {
        self.char
    }

    #[inline(always)]
    fn level(&self) -> i64 {
        self.level
    }

    #[inline(always)]
    fn hp(&self) -> i64 {
        self.hp
    }

    #[inline(always)]
    fn maxhp(&self) -> i64 {
        self.maxhp
    }

    #[inline(always)]
    fn ac(&self) -> i64 {
        self.ac
    }

    #[inline(always)]
    fn unique(&self) -> bool {
        self.unique
    }

    #[inline(always)]
    fn can_move(&self) -> bool {
        self.can_move
    }

    #[inline(always)]
    fn flags(&self) -> MonsterFlags {
        self.flags
    }

    #[inline(always)]
    fn speed(&self) -> i64 {
        self.speed
    }

    #[inline(always)]
    fn race_speed(&self) -> i64 {
        self.race_speed
    }

    #[inline(always)]
    fn stun(&self) -> i64 {
        self.stun
    }

    #[inline(always)]
    fn confusion(&self) -> i64 {
        self.confusion
    }

    #[inline(always)]
    fn fear(&self) -> i64 {
        self.fear
    }

    #[inline(always)]
    fn sleep(&self) -> i64 {
        self.sleep
    }

    #[inline(always)]
    fn mana(&self) -> i64 {
        self.mana
    }

    #[inline(always)]
    fn unseen(&self) -> bool {
        self.unseen
    }

    #[inline(always)]
    fn stasis(&self) -> i64 {
        self.stasis
    }
}

/// The JSON form of [`Monster`], with the defaults of its documentation.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize, Default)]
#[serde(default, deny_unknown_fields)]
struct MonsterJson {
    name: String,
    char: Option<char>,
    level: i64,
    hp: Option<i64>,
    maxhp: Option<i64>,
    ac: i64,
    unique: bool,
    can_move: Option<bool>,
    flags: MonsterFlags,
    speed: i64,
    race_speed: i64,
    stun: i64,
    confusion: i64,
    fear: i64,
    sleep: i64,
    mana: i64,
    unseen: bool,
    stasis: i64,
}

#[cfg(feature = "serde")]
impl From<MonsterJson> for Monster {
    fn from(j: MonsterJson) -> Monster {
        let hp = j.hp.or(j.maxhp).unwrap_or(1);
        Monster {
            name: j.name.into(),
            char: j.char.unwrap_or(' '),
            level: j.level,
            hp,
            maxhp: j.maxhp.unwrap_or(hp),
            ac: j.ac,
            unique: j.unique,
            can_move: j.can_move.unwrap_or(true),
            flags: j.flags,
            speed: j.speed,
            race_speed: j.race_speed,
            stun: j.stun,
            confusion: j.confusion,
            fear: j.fear,
            sleep: j.sleep,
            mana: j.mana,
            unseen: j.unseen,
            stasis: j.stasis,
        }
    }
}

/// One projection on one monster (seed 000, monster table): the damage type, its
/// damage (or power, RULINGS P13), the terrain the monster stands on, the source
/// and the monster.
///
/// `dam` lies in `0..=5000` ([`MAX_DAMAGE`]). In JSON: `{"gf": "fire", "dam":
/// 100, "terrain": "rubble", "source": {"kind": "player", ...}, "monster":
/// {...}}`; every field but `gf` has a default (0, floor, the player, the
/// default monster).
///
/// The monster is a [`Monster`] unless the caller passes another
/// [`MonsterView`] of it (`M`; the C API reads its struct in place).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct MonsterInput<M = Monster> {
    /// The damage type.
    pub gf: Gf,
    /// The damage, or the power or distance of the types that do no damage
    /// (RULINGS P13).
    #[cfg_attr(feature = "serde", serde(default))]
    pub dam: i64,
    /// The terrain under the monster.
    #[cfg_attr(feature = "serde", serde(default))]
    pub terrain: Terrain,
    /// Who projects.
    #[cfg_attr(feature = "serde", serde(default))]
    pub source: Source,
    /// The monster hit.
    #[cfg_attr(feature = "serde", serde(default))]
    pub monster: M,
    /// The reading to follow: the seed (the default) or the released
    /// Oangband 1.1.0's code, draw for draw ([`Reading`](roguerules_vocab::Reading)).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "roguerules_vocab::Reading::is_seed"))]
    pub reading: roguerules_vocab::Reading,
}

impl MonsterInput {
    /// A projection of `gf` for `dam` from the default source (the player) on
    /// `monster` standing on the floor.
    pub fn new(gf: Gf, dam: i64, monster: Monster) -> Self {
        MonsterInput {
            gf,
            dam,
            terrain: Terrain::Floor,
            source: Source::default(),
            monster,
            reading: Default::default(),
        }
    }
}

/// What a projection does to a monster (seed 000, monster table and final notes):
/// the values after every cap and stacking rule, for the game to apply.
///
/// Counters, speed and mana are the values *after* the projection (unchanged
/// when it does not touch them); `teleport`, `thrust` and `stasis` are 0 when
/// nothing happens. A killed monster gets nothing but the damage (RULINGS P4):
/// its counters, speed and mana are reported unchanged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct MonsterOutcome {
    /// The monster avoided the projection on rubble or trees: nothing else
    /// happened (terrain note (a); RULINGS P2).
    pub avoided: bool,
    /// The damage done: after terrain (P2), resistance (P3), note (b)'s armour
    /// and (n)'s extra half; 0 for the types that do no damage (P13).
    pub damage: i64,
    /// Killed (final note i: `damage > hp`, never a unique hit by a monster).
    pub killed: bool,
    /// Hit points after, `None` (JSON `null`) when killed.
    pub hp: Option<i64>,
    /// Hit points lost: the damage, or less when a unique is left at 0 by a
    /// monster (RULINGS P6, P10).
    pub hp_lost: i64,
    /// Hit points healed (notes (x), (y)).
    pub healed: i64,
    /// The resist line that applied, if any (RULINGS P3), for display.
    pub resist: Option<ResistLine>,
    /// Note (b): the armour took the whole hit.
    pub ac_blocked: bool,
    /// Stun counter after (final note iii, RULINGS P4, G4).
    pub stun: i64,
    /// Confusion counter after (final note iv).
    pub confusion: i64,
    /// Fear counter after (final note v).
    pub fear: i64,
    /// Sleep counter after (note (B) sets 350).
    pub sleep: i64,
    /// Turns of stasis imposed (notes (D), (E)); 0 for none.
    pub stasis: i64,
    /// Distance teleported (notes (j), (q), (s), (F)-(H)); 0 for none.
    pub teleport: i64,
    /// Distance thrust away (note (l)); 0 for none.
    pub thrust: i64,
    /// Polymorphed (notes (t), (w); final note ii; RULINGS P12).
    pub polymorph: bool,
    /// Cloned (note (x)).
    pub clone: bool,
    /// Speed after, as an offset from normal (notes (x), (z), (A)).
    pub speed: i64,
    /// Mana after (note (O)).
    pub mana: i64,
    /// What the player's monster memory learned, under the Oangband 1.1.0
    /// reading (`project_m`'s `l_ptr->flags3 |= ...` for a seen monster, some
    /// after a game draw: a plasma immunity is learned on a `rand_int(2)`).
    /// Always empty under the seed reading (which has no monster memory); left
    /// out of JSON when empty.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "MonsterFlags::is_empty"))]
    pub learned: MonsterFlags,
}

impl MonsterOutcome {
    /// The outcome of a projection that does nothing to `m`.
    pub fn unchanged(m: &(impl MonsterView + ?Sized)) -> Self {
        let mut out = MonsterOutcome::BLANK;
        super::sink::write_unchanged(&mut out, m);
        out
    }

    /// Every field 0, false or `None`: a place for the rule to write an
    /// outcome into ([`MonsterOutcomeSink`](super::MonsterOutcomeSink); it
    /// writes every field).
    pub(crate) const BLANK: MonsterOutcome = MonsterOutcome {
        avoided: false,
        damage: 0,
        killed: false,
        hp: None,
        hp_lost: 0,
        healed: 0,
        resist: None,
        ac_blocked: false,
        stun: 0,
        confusion: 0,
        fear: 0,
        sleep: 0,
        stasis: 0,
        teleport: 0,
        thrust: 0,
        polymorph: false,
        clone: false,
        speed: 0,
        mana: 0,
        learned: MonsterFlags::empty(),
    };
}
