//! The numbers of seed 000's monster table ("Damage Types, Resistances, and Other
//! Effects on Monsters") and of its terrain table ("Effects of Terrain on Damage to
//! Monsters"), as data: one row per group of damage types (RULINGS P1), with its
//! terrain rule, its resist lines in table order and its note letters.
//!
//! The rules read these rows ([`monster_row`]); `roguerules project table`
//! prints them ([`MonsterRow::lines`]); a test compares them with the seed's rows.

use super::input::{MonsterFlags, MonsterView, NAME_DISEN, NAME_NEXUS, NAME_WATER};
use roguerules_dice::{RollError, Roller};
use roguerules_vocab::{Gf, Terrain};
use std::fmt;

/// How terrain affects a damage type (the table's Terr column; RULINGS P2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Terr {
    /// The full terrain adjustment applies.
    Full,
    /// Half of it applies (`adj / 2`, truncated; RULINGS P2).
    Half,
    /// The terrain adjustment does not apply (the rubble and tree avoidance still
    /// does, RULINGS P2).
    None,
}

impl fmt::Display for Terr {
    /// `Full`, `Half`, `None`, as the seed prints them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Terr::Full => "Full",
            Terr::Half => "Half",
            Terr::None => "None",
        })
    }
}

/// The damage a resisting monster takes (the table's R D column; RULINGS P3,
/// G1: multiply first, truncate).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Fraction {
    /// `1/9`: `dam / 9` (the `IM_*` immunities).
    Ninth,
    /// Note (e): `3 * dam / k`, `k` uniform in {14, 15, 16}.
    E,
    /// Note (f): `3 * dam / k`, `k` uniform in {11, 12, 13}.
    F,
    /// Note (g): `3 * dam / k`, `k` uniform in {5, 6, 7}.
    G,
    /// `3/2`: `3 * dam / 2` (a vulnerability: `HURT_LITE`, evil under a holy orb).
    ThreeHalves,
    /// `2/3`: `2 * dam / 3`.
    TwoThirds,
    /// `1/2`: `dam / 2`.
    Half,
    /// `0`: immune.
    Zero,
    /// Immune, as the note in the Resist? column says (note (L)); the seed's R D
    /// cell is blank.
    NoteImmune,
}

impl Fraction {
    /// The R D cell as the seed prints it (`1/9`, `(e)`, `3/2`, `0`; blank for
    /// [`Fraction::NoteImmune`]).
    pub const fn rd_cell(self) -> &'static str {
        match self {
            Fraction::NoteImmune => "",
            other => other.name(),
        }
    }

    /// The fraction's name, as serialized: the R D cell, `immune` for
    /// [`Fraction::NoteImmune`].
    pub const fn name(self) -> &'static str {
        match self {
            Fraction::Ninth => "1/9",
            Fraction::E => "(e)",
            Fraction::F => "(f)",
            Fraction::G => "(g)",
            Fraction::ThreeHalves => "3/2",
            Fraction::TwoThirds => "2/3",
            Fraction::Half => "1/2",
            Fraction::Zero => "0",
            Fraction::NoteImmune => "immune",
        }
    }

    /// Every fraction.
    pub const ALL: [Fraction; 9] = [
        Fraction::Ninth,
        Fraction::E,
        Fraction::F,
        Fraction::G,
        Fraction::ThreeHalves,
        Fraction::TwoThirds,
        Fraction::Half,
        Fraction::Zero,
        Fraction::NoteImmune,
    ];

    /// The damage left of `dam` (RULINGS P3). (e), (f) and (g) draw their divisor
    /// ("(e) divisor 14..16", ...); the others draw nothing.
    #[inline]
    pub(crate) fn apply<R: Roller + ?Sized>(self, r: &mut R, dam: i64) -> Result<i64, RollError> {
        Ok(match self {
            Fraction::Ninth => dam / 9,
            Fraction::E => 3 * dam / r.uniform("(e) divisor 14..16", 14, 16)?,
            Fraction::F => 3 * dam / r.uniform("(f) divisor 11..13", 11, 13)?,
            Fraction::G => 3 * dam / r.uniform("(g) divisor 5..7", 5, 7)?,
            Fraction::ThreeHalves => 3 * dam / 2,
            Fraction::TwoThirds => 2 * dam / 3,
            Fraction::Half => dam / 2,
            Fraction::Zero | Fraction::NoteImmune => 0,
        })
    }

    /// The largest factor this fraction multiplies damage by, as `(num, den)`
    /// (for bounds: (e)'s largest is 3/14).
    pub const fn max_factor(self) -> (i64, i64) {
        match self {
            Fraction::Ninth => (1, 9),
            Fraction::E => (3, 14),
            Fraction::F => (3, 11),
            Fraction::G => (3, 5),
            Fraction::ThreeHalves => (3, 2),
            Fraction::TwoThirds => (2, 3),
            Fraction::Half => (1, 2),
            Fraction::Zero | Fraction::NoteImmune => (0, 1),
        }
    }
}

impl fmt::Display for Fraction {
    /// [`Fraction::name`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

macro_rules! conditions {
    ($($(#[$doc:meta])* $variant:ident => $text:literal;)*) => {
        /// When a resist line applies: the table's Resist? column, one variant per
        /// distinct cell, displayed (and serialized) exactly as the seed prints it.
        ///
        /// "If multiple flags are listed, having any one of them causes the monster
        /// to resist" (the legend); `not` means lacking the flag; notes (m), (r),
        /// (u), (v) and (L) add the name, character and hit point tests.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Condition {
            $($(#[$doc])* $variant,)*
        }

        impl Condition {
            /// Every condition of the table.
            pub const ALL: &'static [Condition] = &[$(Condition::$variant,)*];

            /// The Resist? cell, as the seed prints it.
            pub const fn text(self) -> &'static str {
                match self {
                    $(Condition::$variant => $text,)*
                }
            }
        }
    };
}

conditions! {
    /// `IM_ACID`.
    ImAcid => "IM_ACID";
    /// `IM_ELEC`.
    ImElec => "IM_ELEC";
    /// `IM_FIRE`.
    ImFire => "IM_FIRE";
    /// `IM_COLD`.
    ImCold => "IM_COLD";
    /// `IM_POIS`.
    ImPois => "IM_POIS";
    /// `BRTH_PLAS` or `RES_PLAS`.
    PlasmaResistant => "BRTH_PLAS, RES_PLAS";
    /// Both `IM_FIRE` and `IM_ELEC`.
    ImFireAndElec => "IM_FIRE and IM_ELEC";
    /// Exactly one of `IM_FIRE` and `IM_ELEC`.
    ImFireXorElec => "IM_FIRE xor IM_ELEC";
    /// Lacking `HURT_LITE`.
    NotHurtLite => "not HURT_LITE";
    /// `BRTH_LITE`.
    BrthLite => "BRTH_LITE";
    /// `HURT_LITE`.
    HurtLite => "HURT_LITE";
    /// `BRTH_DARK`.
    BrthDark => "BRTH_DARK";
    /// `MORGUL_MAGIC`.
    MorgulMagic => "MORGUL_MAGIC";
    /// `ORC`.
    Orc => "ORC";
    /// `BRTH_CONFU`.
    BrthConfu => "BRTH_CONFU";
    /// `NO_CONF`.
    NoConf => "NO_CONF";
    /// `BRTH_SOUND`.
    BrthSound => "BRTH_SOUND";
    /// `BRTH_SHARD`.
    BrthShard => "BRTH_SHARD";
    /// `BRTH_INER`.
    BrthIner => "BRTH_INER";
    /// `BRTH_GRAV`.
    BrthGrav => "BRTH_GRAV";
    /// `BRTH_FORCE`.
    BrthForce => "BRTH_FORCE";
    /// `RES_WATER`, or a name beginning with `Water` (note (m)).
    WaterResistant => "RES_WATER, (m)";
    /// `RES_NEXU`, `BRTH_NEXUS`, or a name beginning with `Nexus` (note (r)).
    NexusResistant => "RES_NEXU, BRTH_NEXUS, (r)";
    /// `UNDEAD`.
    Undead => "UNDEAD";
    /// `RES_NETH` or `BRTH_NETHR`.
    NetherResistant => "RES_NETH or BRTH_NETHR";
    /// `EVIL`.
    Evil => "EVIL";
    /// `BRTH_CHAOS`.
    BrthChaos => "BRTH_CHAOS";
    /// `RES_DISE`, `BRTH_DISE`, or a name beginning with `Disen` (note (u)).
    DisenchantResistant => "RES_DISE, BRTH_DISE, (u)";
    /// `BRTH_TIME`.
    BrthTime => "BRTH_TIME";
    /// `UNDEAD`, `DEMON`, or shown as `E`, `g` or `v` (note (v)).
    DrainResistant => "UNDEAD, DEMON, (v)";
    /// Lacking `HURT_ROCK`.
    NotHurtRock => "not HURT_ROCK";
    /// Lacking `UNDEAD`.
    NotUndead => "not UNDEAD";
    /// Lacking `EVIL`.
    NotEvil => "not EVIL";
    /// Lacking `DEMON`.
    NotDemon => "not DEMON";
    /// Lacking `DRAGON`.
    NotDragon => "not DRAGON";
    /// At least as many hit points as the damage (note (L); RULINGS P12:
    /// current HP >= damage).
    HpAtLeastDamage => "(L)";
}

/// [`Condition::any_of`] of each condition, at its discriminant.
const ANY_OF: [MonsterFlags; Condition::ALL.len()] = {
    let mut table = [MonsterFlags::empty(); Condition::ALL.len()];
    let mut i = 0;
    while i < Condition::ALL.len() {
        table[Condition::ALL[i] as usize] = Condition::ALL[i].any_of();
        i += 1;
    }
    table
};

impl Condition {
    /// The flags of a condition that is only "has one of these flags"
    /// (`IM_FIRE`; `BRTH_PLAS, RES_PLAS`); empty for the others.
    const fn any_of(self) -> MonsterFlags {
        use MonsterFlags as F;
        match self {
            Condition::ImAcid => F::IM_ACID,
            Condition::ImElec => F::IM_ELEC,
            Condition::ImFire => F::IM_FIRE,
            Condition::ImCold => F::IM_COLD,
            Condition::ImPois => F::IM_POIS,
            Condition::PlasmaResistant => F::BRTH_PLAS.union(F::RES_PLAS),
            Condition::BrthLite => F::BRTH_LITE,
            Condition::HurtLite => F::HURT_LITE,
            Condition::BrthDark => F::BRTH_DARK,
            Condition::MorgulMagic => F::MORGUL_MAGIC,
            Condition::Orc => F::ORC,
            Condition::BrthConfu => F::BRTH_CONFU,
            Condition::NoConf => F::NO_CONF,
            Condition::BrthSound => F::BRTH_SOUND,
            Condition::BrthShard => F::BRTH_SHARD,
            Condition::BrthIner => F::BRTH_INER,
            Condition::BrthGrav => F::BRTH_GRAV,
            Condition::BrthForce => F::BRTH_FORCE,
            Condition::Undead => F::UNDEAD,
            Condition::NetherResistant => F::RES_NETH.union(F::BRTH_NETHR),
            Condition::Evil => F::EVIL,
            Condition::BrthChaos => F::BRTH_CHAOS,
            Condition::BrthTime => F::BRTH_TIME,
            _ => F::empty(),
        }
    }

    /// Whether the line applies to `m` hit by `dam` (the damage after terrain).
    ///
    /// Names are compared case-sensitively, as the seed quotes them: notes (m),
    /// (r), (u) ("begins with "Water"", "Nexus", "Disen"); note (v)'s characters
    /// are `E`, `g` and `v` exactly.
    ///
    /// A condition that is only a test of flags (`IM_FIRE`; `BRTH_PLAS,
    /// RES_PLAS`) is decided in line by a table; the others out of line.
    #[inline(always)]
    pub fn holds<M: MonsterView + ?Sized>(self, m: &M, dam: i64) -> bool {
        let any = ANY_OF[self as usize];
        if any.is_empty() { self.holds_other(m, dam) } else { m.flags().intersects(any) }
    }

    /// [`Condition::holds`] for the conditions that are more than a test of
    /// flags. Kept out of line: inlined into the search of a row's lines, the
    /// compiler evaluated every condition's test before the search, about a
    /// hundred instructions for a row of one line.
    #[inline(never)]
    fn holds_other<M: MonsterView + ?Sized>(self, m: &M, dam: i64) -> bool {
        use MonsterFlags as F;
        let has = |f: F| m.flags().intersects(f);
        match self {
            Condition::ImFireAndElec => m.flags().contains(F::IM_FIRE | F::IM_ELEC),
            Condition::ImFireXorElec => has(F::IM_FIRE) != has(F::IM_ELEC),
            Condition::NotHurtLite => !has(F::HURT_LITE),
            Condition::WaterResistant => has(F::RES_WATER) || m.name().starts_with(NAME_WATER),
            Condition::NexusResistant => has(F::RES_NEXU | F::BRTH_NEXUS) || m.name().starts_with(NAME_NEXUS),
            Condition::DisenchantResistant => has(F::RES_DISE | F::BRTH_DISE) || m.name().starts_with(NAME_DISEN),
            Condition::DrainResistant => has(F::UNDEAD | F::DEMON) || matches!(m.char(), 'E' | 'g' | 'v'),
            Condition::NotHurtRock => !has(F::HURT_ROCK),
            Condition::NotUndead => !has(F::UNDEAD),
            Condition::NotEvil => !has(F::EVIL),
            Condition::NotDemon => !has(F::DEMON),
            Condition::NotDragon => !has(F::DRAGON),
            Condition::HpAtLeastDamage => m.hp() >= dam,
            // The tests of flags alone.
            _ => has(self.any_of()),
        }
    }
}

impl fmt::Display for Condition {
    /// The Resist? cell ([`Condition::text`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text())
    }
}

/// One resist line of the monster table: who resists, and how much damage is left
/// (RULINGS P3: the first line that applies, alone).
///
/// In JSON: `{"condition": "IM_FIRE", "fraction": "1/9"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ResistLine {
    /// Who resists.
    pub condition: Condition,
    /// The damage they take.
    pub fraction: Fraction,
}

const fn line(condition: Condition, fraction: Fraction) -> ResistLine {
    ResistLine { condition, fraction }
}

impl fmt::Display for ResistLine {
    /// `IM_FIRE: 1/9`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.condition, self.fraction)
    }
}

/// One row of seed 000's monster table: a damage type and the types grouped with
/// it (RULINGS P1: a blank Terr cell joins the type above), the terrain rule,
/// the resist lines in table order and the notes of the Other column.
///
/// The R # column (how many monsters resist) is data of the monster list, not a
/// rule, and is not carried.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MonsterRow {
    /// The group, its first type first (RULINGS P1).
    pub types: &'static [Gf],
    /// The Terr column.
    pub terr: Terr,
    /// The resist lines, strongest first (RULINGS P3).
    pub resists: &'static [ResistLine],
    /// The Other column's note letters (`'a'` for (a)), in order.
    pub notes: &'static [char],
}

/// One printed line of seed 000's monster table, in the seed's layout
/// ([`MonsterRow::lines`]; RULINGS P1: grouped types on their own lines).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableLine {
    /// The Damage type cell (a member of the group), if any.
    pub gf: Option<Gf>,
    /// The Terr cell, on the group's first line only.
    pub terr: Option<Terr>,
    /// The Resist? and R D cells, if this line has a resist line.
    pub resist: Option<ResistLine>,
    /// The Other cell: the group's notes, on its first line only.
    pub notes: &'static [char],
}

impl MonsterRow {
    /// The row's printed lines, as the seed lays them out: one line per grouped
    /// type or resist line (whichever are more), the type and resist line `i` on
    /// line `i`, the terrain rule and the notes on the first line.
    ///
    /// (The seed repeats GF_LITE's (N) on its second line; here the notes are
    /// printed once.)
    pub fn lines(&self) -> Vec<TableLine> {
        let n = self.types.len().max(self.resists.len()).max(1);
        (0..n)
            .map(|i| TableLine {
                gf: self.types.get(i).copied(),
                terr: if i == 0 { Some(self.terr) } else { None },
                resist: self.resists.get(i).copied(),
                notes: if i == 0 { self.notes } else { &[] },
            })
            .collect()
    }

    /// The notes as the Other column prints them: `(a) (b)`.
    pub fn notes_text(&self) -> String {
        self.notes.iter().map(|c| format!("({c})")).collect::<Vec<_>>().join(" ")
    }

    /// The first resist line that applies to `m` hit by `dam` (RULINGS P3).
    #[inline(always)]
    pub fn resist_for<M: MonsterView + ?Sized>(&self, m: &M, dam: i64) -> Option<ResistLine> {
        self.resists.iter().find(|l| l.condition.holds(m, dam)).copied()
    }
}

use Condition as C;
use Fraction as Fr;

macro_rules! rows {
    ($($name:ident: [$($gf:ident),+], $terr:ident, [$($cond:ident $frac:ident),*], [$($note:literal),*];)*) => {
        $(
            static $name: MonsterRow = MonsterRow {
                types: &[$(Gf::$gf),+],
                terr: Terr::$terr,
                resists: &[$(line(C::$cond, Fr::$frac)),*],
                notes: &[$($note),*],
            };
        )*
        /// Seed 000's monster table, row by row in the seed's order ([`table`]).
        pub static MONSTER_TABLE: &[&MonsterRow] = &[$(&$name),*];
    };
}

rows! {
    ROCK: [Rock], Full, [], ['a', 'b'];
    SHOT: [Shot, Arrow, Missile, Pmissile], Full, [], ['b'];
    ACID: [Acid], Full, [ImAcid Ninth], [];
    ELEC: [Elec], Full, [ImElec Ninth], ['c'];
    FIRE: [Fire, Hellfire], Full, [ImFire Ninth], [];
    COLD: [Cold], Full, [ImCold Ninth], [];
    POIS: [Pois], Half, [ImPois Ninth], [];
    ICE: [Ice], Full, [ImCold Ninth], ['d'];
    PLASMA: [Plasma], Full, [PlasmaResistant E, ImFireAndElec F, ImFireXorElec G], [];
    LITE_WEAK: [LiteWeak], Half, [NotHurtLite Zero], ['M'];
    LITE: [Lite], Half, [BrthLite E, HurtLite ThreeHalves], ['N'];
    DARK: [Dark, MorgulDark], Half, [BrthDark E, MorgulMagic G, Orc G], [];
    CONFUSION: [Confusion], Half, [BrthConfu E, NoConf G], ['h'];
    SOUND: [Sound], Half, [BrthSound E], ['i'];
    SHARD: [Shard], Half, [BrthShard E], [];
    INERTIA: [Inertia], Half, [BrthIner E], [];
    GRAVITY: [Gravity], None, [BrthGrav E], ['j'];
    FORCE: [Force], Full, [BrthForce E], ['k', 'l'];
    WATER: [Water], Full, [WaterResistant Zero], [];
    STORM: [Storm], Full, [WaterResistant Zero, ImElec Half], ['n', 'o', 'p', 'q'];
    NEXUS: [Nexus], None, [NexusResistant E], ['s'];
    NETHER: [Nether], Half, [Undead Zero, NetherResistant E, Evil TwoThirds], [];
    CHAOS: [Chaos], Half, [BrthChaos E], ['k', 't'];
    DISENCHANT: [Disenchant], None, [DisenchantResistant E], ['O'];
    TIME: [Time], None, [BrthTime E], [];
    MANA: [Mana], Full, [], [];
    HOLY_ORB: [HolyOrb], Half, [Evil ThreeHalves], [];
    METEOR: [Meteor], Full, [], [];
    SPIRIT: [Spirit], None, [Undead Zero], [];
    OLD_DRAIN: [OldDrain], Half, [DrainResistant Zero], [];
    OLD_POLY: [OldPoly], None, [], ['w'];
    OLD_CLONE: [OldClone], None, [], ['x'];
    OLD_HEAL: [OldHeal], None, [], ['y'];
    OLD_SPEED: [OldSpeed], None, [], ['z'];
    OLD_SLOW: [OldSlow], None, [], ['A'];
    OLD_SLEEP: [OldSleep], None, [], ['B'];
    OLD_CONF: [OldConf], None, [], ['C'];
    HOLD: [Hold], None, [], ['D'];
    HOLD_UNDEAD: [HoldUndead], None, [], ['E'];
    KILL_WALL: [KillWall], None, [NotHurtRock Zero], [];
    AWAY_UNDEAD: [AwayUndead], None, [], ['F'];
    AWAY_EVIL: [AwayEvil], None, [], ['G'];
    AWAY_ALL: [AwayAll], None, [], ['H'];
    TURN_UNDEAD: [TurnUndead], None, [], ['I'];
    TURN_EVIL: [TurnEvil], None, [], ['J'];
    TURN_ALL: [TurnAll], None, [], ['K'];
    DISP_UNDEAD: [DispUndead], None, [NotUndead Zero], [];
    DISP_EVIL: [DispEvil], None, [NotEvil Zero], [];
    DISP_NOT_EVIL: [DispNotEvil], None, [Evil Zero], [];
    DISP_DEMON: [DispDemon], None, [NotDemon Zero], [];
    DISP_DRAGON: [DispDragon], None, [NotDragon Zero], [];
    DISP_ALL: [DispAll], None, [], [];
    DISP_SMALL_ALL: [DispSmallAll], None, [HpAtLeastDamage NoteImmune], [];
}

/// Seed 000's monster table, row by row in the seed's order: the per-type numbers
/// every monster rule reads, in one table.
///
/// # Example
///
/// ```
/// use roguerules_projection::monster::{table, Terr};
/// use roguerules_projection::Gf;
///
/// let plasma = table().iter().find(|row| row.types[0] == Gf::Plasma).unwrap();
/// assert_eq!(plasma.terr, Terr::Full);
/// let cells: Vec<String> = plasma.resists.iter().map(|l| format!("{} | {}", l.condition, l.fraction.rd_cell())).collect();
/// assert_eq!(cells, ["BRTH_PLAS, RES_PLAS | (e)", "IM_FIRE and IM_ELEC | (f)", "IM_FIRE xor IM_ELEC | (g)"]);
/// ```
pub fn table() -> &'static [&'static MonsterRow] {
    MONSTER_TABLE
}

/// The monster table's row for `gf` (the row of its group, RULINGS P1), or `None`
/// for the two types the table does not list (`GF_WHIP`, `GF_KILL_TRAP`).
// Forced in line, like `terrain_adjusted`: the C entry point's instance of
// the rule called both out of line (c-bolt 437 -> 413 instructions a call
// with the two; the Rust instance had them in line already).
#[inline(always)]
pub const fn monster_row(gf: Gf) -> Option<&'static MonsterRow> {
    Some(match gf {
        Gf::Rock => &ROCK,
        Gf::Shot | Gf::Arrow | Gf::Missile | Gf::Pmissile => &SHOT,
        Gf::Acid => &ACID,
        Gf::Elec => &ELEC,
        Gf::Fire | Gf::Hellfire => &FIRE,
        Gf::Cold => &COLD,
        Gf::Pois => &POIS,
        Gf::Ice => &ICE,
        Gf::Plasma => &PLASMA,
        Gf::LiteWeak => &LITE_WEAK,
        Gf::Lite => &LITE,
        Gf::Dark | Gf::MorgulDark => &DARK,
        Gf::Confusion => &CONFUSION,
        Gf::Sound => &SOUND,
        Gf::Shard => &SHARD,
        Gf::Inertia => &INERTIA,
        Gf::Gravity => &GRAVITY,
        Gf::Force => &FORCE,
        Gf::Water => &WATER,
        Gf::Storm => &STORM,
        Gf::Nexus => &NEXUS,
        Gf::Nether => &NETHER,
        Gf::Chaos => &CHAOS,
        Gf::Disenchant => &DISENCHANT,
        Gf::Time => &TIME,
        Gf::Mana => &MANA,
        Gf::HolyOrb => &HOLY_ORB,
        Gf::Meteor => &METEOR,
        Gf::Spirit => &SPIRIT,
        Gf::OldDrain => &OLD_DRAIN,
        Gf::OldPoly => &OLD_POLY,
        Gf::OldClone => &OLD_CLONE,
        Gf::OldHeal => &OLD_HEAL,
        Gf::OldSpeed => &OLD_SPEED,
        Gf::OldSlow => &OLD_SLOW,
        Gf::OldSleep => &OLD_SLEEP,
        Gf::OldConf => &OLD_CONF,
        Gf::Hold => &HOLD,
        Gf::HoldUndead => &HOLD_UNDEAD,
        Gf::KillWall => &KILL_WALL,
        Gf::AwayUndead => &AWAY_UNDEAD,
        Gf::AwayEvil => &AWAY_EVIL,
        Gf::AwayAll => &AWAY_ALL,
        Gf::TurnUndead => &TURN_UNDEAD,
        Gf::TurnEvil => &TURN_EVIL,
        Gf::TurnAll => &TURN_ALL,
        Gf::DispUndead => &DISP_UNDEAD,
        Gf::DispEvil => &DISP_EVIL,
        Gf::DispNotEvil => &DISP_NOT_EVIL,
        Gf::DispDemon => &DISP_DEMON,
        Gf::DispDragon => &DISP_DRAGON,
        Gf::DispAll => &DISP_ALL,
        Gf::DispSmallAll => &DISP_SMALL_ALL,
        Gf::Whip | Gf::KillTrap => return None,
    })
}

/// Which damage types a line of seed 000's terrain table affects (its Dam Types
/// column; RULINGS P2: "All" still follows each type's Terr).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum AdjustedTypes {
    /// Every damage type (as far as its Terr column lets it, RULINGS P2).
    All,
    /// The listed types.
    Only(&'static [Gf]),
}

/// One line of seed 000's "Effects of Terrain on Damage to Monsters" table: the
/// terrain, the adjustment `±dam / divisor` and the types it applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TerrainAdjustment {
    /// The terrain.
    pub terrain: Terrain,
    /// `+1` (more damage) or `-1` (less).
    pub sign: i64,
    /// The divisor: the adjustment is `dam / divisor` (RULINGS P2, G1).
    pub divisor: i64,
    /// Whether the table's note (a) applies: a monster that can move avoids the
    /// projection one time in 4 (RULINGS P2).
    pub avoidance: bool,
    /// The types it applies to.
    pub types: AdjustedTypes,
}

impl TerrainAdjustment {
    /// The Adjust cell as the seed prints it: `-1 / 4 (a)`.
    pub fn adjust_text(&self) -> String {
        let sign = if self.sign < 0 { '-' } else { '+' };
        let note = if self.avoidance { " (a)" } else { "" };
        format!("{sign}1 / {}{note}", self.divisor)
    }

    /// The Dam Types cell: `All` or the names joined by `, `.
    pub fn types_text(&self) -> String {
        match self.types {
            AdjustedTypes::All => "All".to_owned(),
            AdjustedTypes::Only(types) => types.iter().map(|g| g.name()).collect::<Vec<_>>().join(", "),
        }
    }

    #[inline]
    fn applies(&self, gf: Gf) -> bool {
        match self.types {
            AdjustedTypes::All => true,
            AdjustedTypes::Only(types) => types.contains(&gf),
        }
    }
}

const fn adjust(terrain: Terrain, sign: i64, divisor: i64, avoidance: bool, types: AdjustedTypes) -> TerrainAdjustment {
    TerrainAdjustment { terrain, sign, divisor, avoidance, types }
}

/// Seed 000's "Effects of Terrain on Damage to Monsters", line by line.
pub static TERRAIN_ADJUSTMENTS: [TerrainAdjustment; 6] = [
    adjust(Terrain::Rubble, -1, 4, true, AdjustedTypes::All),
    adjust(Terrain::Water, -1, 2, false, AdjustedTypes::Only(&[Gf::Fire, Gf::Hellfire, Gf::Plasma])),
    adjust(Terrain::Water, 1, 3, false, AdjustedTypes::Only(&[Gf::Water, Gf::Storm])),
    adjust(Terrain::Lava, -1, 3, false, AdjustedTypes::Only(&[Gf::Cold, Gf::Ice, Gf::Water, Gf::Storm])),
    adjust(Terrain::Lava, 1, 5, false, AdjustedTypes::Only(&[Gf::Fire, Gf::Hellfire, Gf::Plasma])),
    adjust(Terrain::Tree, -1, 4, true, AdjustedTypes::All),
];

/// The lines of [`TERRAIN_ADJUSTMENTS`] (seed 000's terrain table) for
/// `terrain`, in table order (a test checks that these are exactly the table's
/// lines for each terrain).
#[inline]
pub fn adjustments_for(terrain: Terrain) -> &'static [TerrainAdjustment] {
    match terrain {
        Terrain::Floor => &[],
        Terrain::Rubble => &TERRAIN_ADJUSTMENTS[0..1],
        Terrain::Water => &TERRAIN_ADJUSTMENTS[1..3],
        Terrain::Lava => &TERRAIN_ADJUSTMENTS[3..5],
        Terrain::Tree => &TERRAIN_ADJUSTMENTS[5..6],
    }
}

/// Whether a monster that can move may avoid a projection on `terrain` (the
/// table's note (a): rubble and trees; RULINGS P2).
#[inline]
pub fn avoidance_terrain(terrain: Terrain) -> bool {
    adjustments_for(terrain).iter().any(|a| a.avoidance)
}

/// The damage after terrain (RULINGS P2): the first line of the terrain table
/// for `terrain` and `gf` gives `adj = dam / divisor`, added or subtracted in
/// full for [`Terr::Full`], as `adj / 2` (truncated) for [`Terr::Half`], not at
/// all for [`Terr::None`]. Any `dam` is accepted: the sum saturates at the `i64`
/// bounds instead of overflowing (the rules themselves only pass `0..=5000`).
///
/// # Example
///
/// ```
/// use roguerules_projection::monster::{terrain_adjusted, Terr};
/// use roguerules_projection::{Gf, Terrain};
///
/// assert_eq!(terrain_adjusted(Gf::Fire, Terr::Full, Terrain::Lava, 100), 120); // +1/5
/// assert_eq!(terrain_adjusted(Gf::Pois, Terr::Half, Terrain::Rubble, 100), 88); // -(25/2)
/// assert_eq!(terrain_adjusted(Gf::Nexus, Terr::None, Terrain::Rubble, 100), 100);
/// assert_eq!(terrain_adjusted(Gf::Fire, Terr::Full, Terrain::Lava, i64::MAX), i64::MAX);
/// ```
// Forced in line: see `monster_row`.
#[inline(always)]
pub fn terrain_adjusted(gf: Gf, terr: Terr, terrain: Terrain, dam: i64) -> i64 {
    let Some(a) = adjustments_for(terrain).iter().find(|a| a.applies(gf)) else {
        return dam;
    };
    let adj = a.sign * (dam / a.divisor);
    match terr {
        Terr::Full => dam.saturating_add(adj),
        Terr::Half => dam.saturating_add(adj / 2),
        Terr::None => dam,
    }
}

#[cfg(feature = "serde")]
mod serde_impls {
    use super::{Condition, Fraction, ResistLine};
    use serde::de::Error;

    impl serde::Serialize for Condition {
        /// The Resist? cell: `"IM_FIRE and IM_ELEC"`.
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.serialize_str(self.text())
        }
    }

    impl<'de> serde::Deserialize<'de> for Condition {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Condition, D::Error> {
            let s = String::deserialize(d)?;
            Condition::ALL
                .iter()
                .copied()
                .find(|c| c.text() == s)
                .ok_or_else(|| D::Error::custom(format!("unknown resist condition '{s}'")))
        }
    }

    impl serde::Serialize for Fraction {
        /// [`Fraction::name`]: `"1/9"`, `"(e)"`, `"immune"`.
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.serialize_str(self.name())
        }
    }

    impl<'de> serde::Deserialize<'de> for Fraction {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Fraction, D::Error> {
            let s = String::deserialize(d)?;
            Fraction::ALL
                .iter()
                .copied()
                .find(|f| f.name() == s)
                .ok_or_else(|| D::Error::custom(format!("unknown resisted fraction '{s}'")))
        }
    }

    #[derive(serde::Serialize, serde::Deserialize)]
    struct Repr {
        condition: Condition,
        fraction: Fraction,
    }

    impl serde::Serialize for ResistLine {
        /// `{"condition": "IM_FIRE", "fraction": "1/9"}`.
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            Repr { condition: self.condition, fraction: self.fraction }.serialize(s)
        }
    }

    impl<'de> serde::Deserialize<'de> for ResistLine {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<ResistLine, D::Error> {
            let r = Repr::deserialize(d)?;
            Ok(ResistLine { condition: r.condition, fraction: r.fraction })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adjustments_for_each_terrain_are_the_tables_lines() {
        for t in Terrain::ALL {
            let want: Vec<&TerrainAdjustment> = TERRAIN_ADJUSTMENTS.iter().filter(|a| a.terrain == t).collect();
            let got: Vec<&TerrainAdjustment> = adjustments_for(t).iter().collect();
            assert_eq!(got, want, "{t}");
        }
    }
}
