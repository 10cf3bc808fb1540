//! Chest traps (seed 004, "Chest Trap Creation" and "Chest Trap Effects";
//! RULINGS T1, T2).

use crate::common::{
    Centre, Change, Depth, Effect, Effects, EffectsExt, Element, Outcome, PackItem, PlayerFlags, PlayerOf, Stat,
    SummonKind, Timed, check, drain, poison_gas, summon_level,
};
use crate::error::TrapError;
use roguerules_dice::{BigUint, Pmf, Roller, RollerExt, exact};
use std::fmt;
use std::str::FromStr;

bitflags::bitflags! {
    /// A chest's set of traps. The flags are declared in the order several
    /// traps take effect (RULINGS T2), and iterate in that order.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "serde", serde(transparent))]
    pub struct ChestTraps: u16 {
        /// `-str`: poison needle, 1d4 damage, strength -1.
        const LOSE_STR = 1 << 0;
        /// `-con`: poison needle, 1d4 damage, constitution -1.
        const LOSE_CON = 1 << 1;
        /// `poison`: gas trap, poison.
        const POISON = 1 << 2;
        /// `paralysis`: gas trap, paralysis `10 + 1d20`.
        const PARALYZE = 1 << 3;
        /// `summon`: `2 + 1d3` monsters.
        const SUMMON = 1 << 4;
        /// `explode`: 5d8 damage, the chest is destroyed.
        const EXPLODE = 1 << 5;
        /// `scatter`: the contents are scattered over the level.
        const SCATTER = 1 << 6;
        /// `elemental summon`: `5 + 1d3` elementals.
        const ELEMENTAL_SUMMON = 1 << 7;
        /// `bird summon`: balls of force, then birds.
        const BIRD_SUMMON = 1 << 8;
        /// `typed summon`: demons, dragons, hybrids or vortices.
        const TYPED_SUMMON = 1 << 9;
        /// `runes of evil`: `4 + 1d3` tricks.
        const RUNES_OF_EVIL = 1 << 10;
    }
}

/// The trap names, in RULINGS T2 order, as the CLI prints them.
pub const CHEST_TRAP_NAMES: [(ChestTraps, &str); 11] = [
    (ChestTraps::LOSE_STR, "-str"),
    (ChestTraps::LOSE_CON, "-con"),
    (ChestTraps::POISON, "poison"),
    (ChestTraps::PARALYZE, "paralysis"),
    (ChestTraps::SUMMON, "summon"),
    (ChestTraps::EXPLODE, "explode"),
    (ChestTraps::SCATTER, "scatter"),
    (ChestTraps::ELEMENTAL_SUMMON, "elemental summon"),
    (ChestTraps::BIRD_SUMMON, "bird summon"),
    (ChestTraps::TYPED_SUMMON, "typed summon"),
    (ChestTraps::RUNES_OF_EVIL, "runes of evil"),
];

impl ChestTraps {
    /// The names of the traps in the set, in RULINGS T2 order (empty for none).
    pub fn names(self) -> Vec<&'static str> {
        CHEST_TRAP_NAMES.iter().filter(|(t, _)| self.contains(*t)).map(|(_, n)| *n).collect()
    }
}

impl fmt::Display for ChestTraps {
    /// `None`, or the names joined by `, ` (`poison, paralysis, -str` is printed
    /// `-str, poison, paralysis`: T2 order).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() { f.write_str("None") } else { f.write_str(&self.names().join(", ")) }
    }
}

const NONE: ChestTraps = ChestTraps::empty();
const STR: ChestTraps = ChestTraps::LOSE_STR;
const CON: ChestTraps = ChestTraps::LOSE_CON;
const POIS: ChestTraps = ChestTraps::POISON;
const PARA: ChestTraps = ChestTraps::PARALYZE;
const SUMM: ChestTraps = ChestTraps::SUMMON;
const EXPL: ChestTraps = ChestTraps::EXPLODE;
const SCAT: ChestTraps = ChestTraps::SCATTER;
const ELEM: ChestTraps = ChestTraps::ELEMENTAL_SUMMON;
const BIRD: ChestTraps = ChestTraps::BIRD_SUMMON;
const TYPE: ChestTraps = ChestTraps::TYPED_SUMMON;
const RUNE: ChestTraps = ChestTraps::RUNES_OF_EVIL;

const fn or(a: ChestTraps, b: ChestTraps) -> ChestTraps {
    a.union(b)
}

const fn or3(a: ChestTraps, b: ChestTraps, c: ChestTraps) -> ChestTraps {
    a.union(b).union(c)
}

/// The array of chest traps indexed by trap level `0..=99`, as duplicated in
/// seed 004 ("Chest Trap Creation", the three-column table), transcribed
/// row by row.
pub const CHEST_TRAP_TABLE: [ChestTraps; 100] = [
    // 0..=9
    NONE,
    POIS,
    STR,
    CON,
    STR,
    CON,
    NONE,
    POIS,
    POIS,
    STR,
    // 10..=19
    CON,
    POIS,
    SCAT,
    or(STR, CON),
    or(STR, CON),
    SUMM,
    NONE,
    STR,
    SCAT,
    PARA,
    // 20..=29
    or(STR, CON),
    SUMM,
    PARA,
    STR,
    CON,
    EXPL,
    NONE,
    ELEM,
    or(CON, POIS),
    or(STR, CON),
    // 30..=39
    or(EXPL, SUMM),
    BIRD,
    or(POIS, SUMM),
    ELEM,
    EXPL,
    BIRD,
    NONE,
    SUMM,
    EXPL,
    ELEM,
    // 40..=49
    or(EXPL, SUMM),
    BIRD,
    EXPL,
    BIRD,
    ELEM,
    BIRD,
    NONE,
    ELEM,
    or(STR, CON),
    or3(POIS, PARA, STR),
    // 50..=59
    ELEM,
    BIRD,
    ELEM,
    TYPE,
    BIRD,
    or(POIS, PARA),
    BIRD,
    or(EXPL, SUMM),
    ELEM,
    TYPE,
    // 60..=69
    BIRD,
    or(EXPL, SUMM),
    BIRD,
    SCAT,
    or(STR, CON),
    TYPE,
    BIRD,
    or3(POIS, PARA, CON),
    BIRD,
    SCAT,
    // 70..=79
    TYPE,
    or3(POIS, PARA, SCAT),
    TYPE,
    or(EXPL, SUMM),
    TYPE,
    or(EXPL, SUMM),
    or(EXPL, SUMM),
    or(EXPL, SUMM),
    TYPE,
    or(EXPL, SUMM),
    // 80..=89
    BIRD,
    or(SCAT, TYPE),
    TYPE,
    BIRD,
    or(STR, CON),
    TYPE,
    TYPE,
    TYPE,
    ELEM,
    TYPE,
    // 90..=99
    RUNE,
    or(POIS, PARA),
    TYPE,
    RUNE,
    TYPE,
    RUNE,
    RUNE,
    TYPE,
    RUNE,
    or(RUNE, EXPL),
];

/// The trap level of a chest of native depth `native` (RULINGS T2): `native +
/// 20 - 4d9`; if that exceeds `native`, `native + 1d4` instead; then clamped to
/// `5..=99`. Draws: "chest trap 4d9", then (only when it exceeded) "chest trap 1d4".
///
/// # Errors
///
/// Only a failing roller.
///
/// # Example
///
/// The seed's worked example: a small steel chest (native depth 65), 4d9 = 13:
/// `65 + 20 - 13 = 72 > 65`, so 1d4 = 2 gives level 67, whose traps are poison,
/// paralysis and -con.
///
/// ```
/// use roguerules_traps::{chest_trap_level, CHEST_TRAP_TABLE, ChestTraps, Depth};
/// use roguerules_dice::Scripted;
///
/// let mut r = Scripted::new([13, 2]);
/// let level = chest_trap_level(&mut r, Depth::from_level(65)?)?;
/// assert_eq!(level, 67);
/// assert_eq!(CHEST_TRAP_TABLE[67], ChestTraps::POISON | ChestTraps::PARALYZE | ChestTraps::LOSE_CON);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn chest_trap_level<R: Roller + ?Sized>(r: &mut R, native: Depth) -> Result<i64, TrapError> {
    let native = native.level();
    let mut level = native + 20 - r.dice("chest trap 4d9", 4, 9)?;
    if level > native {
        level = native + r.die("chest trap 1d4", 4)?;
    }
    Ok(level.clamp(5, 99))
}

/// The trap set of a chest at a trap level `0..=99` (the table's entry).
///
/// # Errors
///
/// [`TrapError::OutOfRange`] outside `0..=99`.
pub fn traps_at_level(trap_level: i64) -> Result<ChestTraps, TrapError> {
    check("chest trap level", trap_level, 0, 99, "0..=99")?;
    Ok(CHEST_TRAP_TABLE[trap_level as usize])
}

/// Rolls a chest's trap level and returns it with its trap set (RULINGS T2).
///
/// # Errors
///
/// Only a failing roller.
pub fn chest_traps<R: Roller + ?Sized>(r: &mut R, native: Depth) -> Result<(i64, ChestTraps), TrapError> {
    let level = chest_trap_level(r, native)?;
    Ok((level, traps_at_level(level)?))
}

/// The exact distribution of the trap set of a chest of native depth `native`,
/// by enumerating [`chest_traps`] with the dice crate's [`exact`].
///
/// # Errors
///
/// None in practice (the enumeration has 33 × 4 paths at most).
pub fn trap_set_distribution(native: Depth) -> Result<Pmf<ChestTraps>, TrapError> {
    exact(|r| chest_traps(r, native).map(|(_, set)| set))
}

/// The number of outcomes of 4d9 (`9^4`), the denominator of the seed's
/// per-chest table: every trap set's probability is a whole number of 6561ths.
pub const CHEST_TABLE_TOTAL: u64 = 6561;

/// One row of a per-chest table: a trap set and its count out of 6561.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TrapSetCount {
    /// The trap set (empty for none).
    pub traps: ChestTraps,
    /// How many of the 6561 equally likely 4d9 outcomes give it (after the 1d4
    /// branch, whose four cases each carry a quarter of their 4d9 weight).
    pub count: u64,
}

/// The per-chest table for native depth `native`, as the seed prints it:
/// every possible trap set with its count out of 6561, by count descending
/// (ties in [`ChestTraps`] order). Computed from [`trap_set_distribution`].
///
/// # Errors
///
/// As [`trap_set_distribution`]; [`TrapError::OutOfRange`] if a probability is
/// not a whole number of 6561ths (it always is).
pub fn trap_set_counts(native: Depth) -> Result<Vec<TrapSetCount>, TrapError> {
    let pmf = trap_set_distribution(native)?;
    let total = BigUint::from(CHEST_TABLE_TOTAL);
    let mut rows = Vec::with_capacity(pmf.len());
    for (traps, weight) in pmf.weights() {
        let scaled = weight * &total;
        if &scaled % pmf.total() != BigUint::ZERO {
            return Err(TrapError::OutOfRange {
                what: "chest trap count",
                value: -1,
                expected: "a whole number of 6561ths",
            });
        }
        let count = u64::try_from(scaled / pmf.total()).unwrap_or(u64::MAX);
        rows.push(TrapSetCount { traps: *traps, count });
    }
    rows.sort_by(|a, b| b.count.cmp(&a.count).then(a.traps.cmp(&b.traps)));
    Ok(rows)
}

/// The chests of Oangband with their native depths (seed 004, the per-chest table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Chest {
    /// Small wooden chest, 15.
    SmallWooden,
    /// Large wooden chest, 25.
    LargeWooden,
    /// Small iron chest, 40.
    SmallIron,
    /// Large iron chest, 50.
    LargeIron,
    /// Small steel chest, 65.
    SmallSteel,
    /// Large steel chest, 75.
    LargeSteel,
    /// Small jeweled chest, 85.
    SmallJeweled,
    /// Large jeweled chest, 95.
    LargeJeweled,
}

impl Chest {
    /// The eight chests in the seed's order.
    pub const ALL: [Chest; 8] = [
        Chest::SmallWooden,
        Chest::LargeWooden,
        Chest::SmallIron,
        Chest::LargeIron,
        Chest::SmallSteel,
        Chest::LargeSteel,
        Chest::SmallJeweled,
        Chest::LargeJeweled,
    ];

    /// The native depth (dungeon level).
    pub const fn native_level(self) -> i64 {
        match self {
            Chest::SmallWooden => 15,
            Chest::LargeWooden => 25,
            Chest::SmallIron => 40,
            Chest::LargeIron => 50,
            Chest::SmallSteel => 65,
            Chest::LargeSteel => 75,
            Chest::SmallJeweled => 85,
            Chest::LargeJeweled => 95,
        }
    }

    /// The native depth as a [`Depth`].
    pub fn native_depth(self) -> Depth {
        // Every native level is in 0..=127.
        Depth::from_level(self.native_level()).unwrap_or_default()
    }

    /// The seed's name, e.g. `Small wooden chest`.
    pub const fn name(self) -> &'static str {
        match self {
            Chest::SmallWooden => "Small wooden chest",
            Chest::LargeWooden => "Large wooden chest",
            Chest::SmallIron => "Small iron chest",
            Chest::LargeIron => "Large iron chest",
            Chest::SmallSteel => "Small steel chest",
            Chest::LargeSteel => "Large steel chest",
            Chest::SmallJeweled => "Small Jeweled chest",
            Chest::LargeJeweled => "Large Jeweled chest",
        }
    }
}

impl fmt::Display for Chest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Chest {
    type Err = TrapError;
    /// The seed's name, with or without " chest"; case, `-` and `_` are ignored.
    fn from_str(s: &str) -> Result<Chest, TrapError> {
        let wanted = s.trim().to_ascii_lowercase().replace(['-', '_'], " ");
        let wanted = wanted.strip_suffix(" chest").unwrap_or(&wanted).to_owned();
        Chest::ALL
            .into_iter()
            .find(|c| c.name().to_ascii_lowercase().strip_suffix(" chest") == Some(wanted.as_str()))
            .ok_or_else(|| TrapError::UnknownName {
                what: "chest",
                name: s.to_owned(),
                expected: Chest::ALL.map(Chest::name).join(", "),
            })
    }
}

/// Triggers a chest's traps on the player, in RULINGS T2 order (seed 004,
/// "Chest Trap Effects").
///
/// `trap_level` is the chest's trap level (`0..=99`), `depth` the player's
/// current depth (for the summons' "one fifth the player's current depth, to a
/// maximum of 4"). Monsters are summoned at `trap_level + 1 + min(depth / 5, 4)`.
///
/// * `-str` / `-con`: 1d4 damage, the stat -1 unless sustained;
/// * `poison`: as the poison gas trap; `paralysis`: `10 + 1d20` unless free action;
/// * `summon`: `2 + 1d3` monsters; `explode`: 5d8, the chest is destroyed;
///   `scatter`: the contents are scattered; `elemental summon`: `5 + 1d3`;
/// * `bird summon`: `3 + 1d3` force balls of radius 7 doing `trap_level / 5` on
///   the chest, then `trap_level / 5 + 1d5` birds;
/// * `typed summon`, 1/4 each: `2 + 1d3` times a fire ball (radius 5, 10) then a
///   demon; `2 + 1d3` dragons; `3 + 1d5` hybrids; `2 + 1d3` vortices;
/// * `runes of evil`: `4 + 1d3` tricks; each is avoided when `1d(2 × trap_level)`
///   is at most the saving throw, else 1/6 each: 5d20 damage; cuts +200;
///   paralysis `+2 + 1d6` (with free action, stun `+10 + 1d100` instead); a
///   disenchantment (blocked when shapechanged); every unsustained stat -1; a
///   nether ball of radius 1 doing 150 on the chest.
///
/// # Errors
///
/// [`TrapError::OutOfRange`] for a trap level outside `0..=99` or an invalid
/// player; a failing roller.
///
/// # Example
///
/// ```
/// use roguerules_traps::{resolve_chest_traps, ChestTraps, Depth, Player};
/// use roguerules_dice::Scripted;
///
/// // An explode trap: 5d8 = 22.
/// let out = resolve_chest_traps(&mut Scripted::new([22]), ChestTraps::EXPLODE, 25, Depth::from_level(20)?, &Player::default())?;
/// assert_eq!(out.damage(), 22);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn resolve_chest_traps<R: Roller + ?Sized>(
    r: &mut R,
    traps: ChestTraps,
    trap_level: i64,
    depth: Depth,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
) -> Result<Outcome, TrapError> {
    let mut out = Outcome::default();
    resolve_chest_traps_into(r, traps, trap_level, depth, player, &mut out)?;
    Ok(out)
}

/// [`resolve_chest_traps`], pushing each effect into `out` as it happens
/// instead of returning a list (the same draws and effects; see [`Effects`]).
/// Nothing is pushed when the trap level or the player is refused (they are
/// checked before the first draw); a failing roller leaves the effects pushed
/// before it.
///
/// # Errors
///
/// As [`resolve_chest_traps`].
pub fn resolve_chest_traps_into<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    traps: ChestTraps,
    trap_level: i64,
    depth: Depth,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    out: &mut E,
) -> Result<(), TrapError> {
    check("chest trap level", trap_level, 0, 99, "0..=99")?;
    player.validate()?;
    chest_effects(r, traps, trap_level, depth, player, out)
}

/// [`resolve_chest_traps_into`] with the trap level and the player already
/// checked.
fn chest_effects<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    traps: ChestTraps,
    trap_level: i64,
    depth: Depth,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    out: &mut E,
) -> Result<(), TrapError> {
    let at = summon_level(trap_level + 1, depth);
    if traps.contains(ChestTraps::LOSE_STR) {
        out.damage_of(r.die("needle damage", 4)?, Element::Physical);
        drain(out, player, Stat::Str, 1);
    }
    if traps.contains(ChestTraps::LOSE_CON) {
        out.damage_of(r.die("needle damage", 4)?, Element::Physical);
        drain(out, player, Stat::Con, 1);
    }
    if traps.contains(ChestTraps::POISON) {
        poison_gas(r, player, out)?;
    }
    if traps.contains(ChestTraps::PARALYZE) {
        if player.has(PlayerFlags::FREE_ACTION) {
            out.push(Effect::Resisted { counter: Timed::Paralyzed });
        } else {
            out.timed(Timed::Paralyzed, Change::Add, 10 + r.die("paralysis", 20)?);
        }
    }
    if traps.contains(ChestTraps::SUMMON) {
        let count = 2 + r.die("summon count", 3)?;
        out.push(Effect::Summon { kind: SummonKind::Monster, count, level: at });
    }
    if traps.contains(ChestTraps::EXPLODE) {
        out.damage_of(r.dice("explosion damage", 5, 8)?, Element::Physical);
        out.push(Effect::DestroyChest);
    }
    if traps.contains(ChestTraps::SCATTER) {
        out.push(Effect::Scatter);
    }
    if traps.contains(ChestTraps::ELEMENTAL_SUMMON) {
        let count = 5 + r.die("summon count", 3)?;
        out.push(Effect::Summon { kind: SummonKind::Elemental, count, level: at });
    }
    if traps.contains(ChestTraps::BIRD_SUMMON) {
        let balls = 3 + r.die("force balls", 3)?;
        for _ in 0..balls {
            out.push(Effect::Ball {
                element: Element::Force,
                radius: 7,
                damage: trap_level / 5,
                centre: Centre::Chest,
            });
        }
        let count = trap_level / 5 + r.die("summon count", 5)?;
        out.push(Effect::Summon { kind: SummonKind::Bird, count, level: at });
    }
    if traps.contains(ChestTraps::TYPED_SUMMON) {
        match r.uniform("summon type", 0, 3)? {
            0 => {
                let times = 2 + r.die("demons", 3)?;
                for _ in 0..times {
                    out.push(Effect::Ball { element: Element::Fire, radius: 5, damage: 10, centre: Centre::Chest });
                    out.push(Effect::Summon { kind: SummonKind::Demon, count: 1, level: at });
                }
            }
            1 => {
                let count = 2 + r.die("summon count", 3)?;
                out.push(Effect::Summon { kind: SummonKind::Dragon, count, level: at });
            }
            2 => {
                let count = 3 + r.die("summon count", 5)?;
                out.push(Effect::Summon { kind: SummonKind::Hybrid, count, level: at });
            }
            _ => {
                let count = 2 + r.die("summon count", 3)?;
                out.push(Effect::Summon { kind: SummonKind::Vortex, count, level: at });
            }
        }
    }
    if traps.contains(ChestTraps::RUNES_OF_EVIL) {
        let tricks = 4 + r.die("tricks", 3)?;
        for _ in 0..tricks {
            if r.die("trick save", 2 * trap_level)? <= player.saving_throw {
                out.push(Effect::Saved);
                continue;
            }
            rune_trick(r, player, out)?;
        }
    }
    Ok(())
}

fn rune_trick<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    out: &mut E,
) -> Result<(), TrapError> {
    match r.uniform("trick", 0, 5)? {
        0 => out.damage_of(r.dice("trick damage", 5, 20)?, Element::Physical),
        1 => out.timed(Timed::Cut, Change::Add, 200),
        2 => {
            if player.has(PlayerFlags::FREE_ACTION) {
                out.timed(Timed::Stun, Change::Add, 10 + r.die("stun", 100)?);
            } else {
                out.timed(Timed::Paralyzed, Change::Add, 2 + r.die("paralysis", 6)?);
            }
        }
        3 => {
            out.push(if player.has(PlayerFlags::SHAPECHANGED) { Effect::DisenchantBlocked } else { Effect::Disenchant })
        }
        4 => {
            for stat in Stat::ALL {
                drain(out, player, stat, 1);
            }
        }
        _ => out.push(Effect::Ball { element: Element::Nether, radius: 1, damage: 150, centre: Centre::Chest }),
    }
    Ok(())
}

/// Rolls a chest's traps and triggers them: [`chest_traps`] then
/// [`resolve_chest_traps`]. Returns the trap level, the set and the outcome.
///
/// # Errors
///
/// As [`resolve_chest_traps`]; an invalid player is refused before the first
/// draw.
pub fn open_trapped_chest<R: Roller + ?Sized>(
    r: &mut R,
    native: Depth,
    depth: Depth,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
) -> Result<(i64, ChestTraps, Outcome), TrapError> {
    let mut out = Outcome::default();
    let (level, traps) = open_trapped_chest_into(r, native, depth, player, &mut out)?;
    Ok((level, traps, out))
}

/// [`open_trapped_chest`], pushing each effect into `out` as it happens (see
/// [`resolve_chest_traps_into`]); returns the trap level and the set.
///
/// # Errors
///
/// As [`open_trapped_chest`].
pub fn open_trapped_chest_into<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    native: Depth,
    depth: Depth,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    out: &mut E,
) -> Result<(i64, ChestTraps), TrapError> {
    player.validate()?;
    let (level, traps) = chest_traps(r, native)?;
    // `chest_traps` rolls a level in 5..=99, inside the checked range.
    chest_effects(r, traps, level, depth, player, out)?;
    Ok((level, traps))
}
