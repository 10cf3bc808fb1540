//! Player-set traps triggered by monsters (seed 004, "Player Trap Effects";
//! RULINGS T1, T4).
//!
//! The order of one triggering: whether the trap affects the monster at all
//! (the avoidance table), disarming by an intelligent monster, a wary monster's
//! last chance to avoid it, the trap's power (T4), the wary reduction or the
//! critical, the kind's effect, and whether the trap is destroyed (RULINGS G3).
//! Whether the monster becomes wary depends on its hit points after the game
//! applied the effect: [`becomes_wary`] decides it afterwards.

use crate::common::{Element, check, rand_int, randint};
use crate::error::TrapError;
use roguerules_dice::{BigRational, Pmf, Roller, RollerExt, exact};
use roguerules_vocab::Reading;
use std::fmt;
use std::str::FromStr;

/// The ten kinds of trap a player can set (seed 004, "Player Trap Effects" 1]-10]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
// JSON: written in snake case, read as `FromStr` reads it (any case).
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum PlayerTrapKind {
    /// Base trap: the power in damage.
    Base,
    /// Sturdy trap: 3/4 of the power; destroyed 1 time in 8.
    Sturdy,
    /// Netted trap: 3/4 of the power; affects normal monsters 1 time in 3, flyers always, ghosts never.
    Netted,
    /// Confusion trap.
    Confusion,
    /// Poison gas trap: a radius-3 poison ball of half the power.
    PoisonGas,
    /// Spirit trap: 3/4 of the power; only ghosts.
    Spirit,
    /// Lightning trap: a radius-0 electricity ball of 7/8 of the power.
    Lightning,
    /// Explosive trap: radius-1 fire and shard balls of 3/8 of the power each; always destroyed.
    Explosive,
    /// Portal trap: teleports `5 + power / 10` squares.
    Portal,
    /// Stasis trap: stasis for `3 + power / 12` turns; always destroyed.
    Stasis,
    /// Oangband 1.1.0 reading only (`FEAT_MTRAP_DRAIN_LIFE`): a radius-3
    /// life-draining ball (`GF_OLD_DRAIN`) of 3/4 of the power.
    DrainLife,
    /// Oangband 1.1.0 reading only (`FEAT_MTRAP_UNMAGIC`): a radius-0
    /// disenchantment ball (`GF_DISENCHANT`) of 3/4 of the power.
    Unmagic,
    /// Oangband 1.1.0 reading only (`FEAT_MTRAP_DISPEL_M`): `power / 2 +
    /// randint(power / 4)` dispel damage (`GF_DISP_ALL`) to every monster in
    /// line of sight of the trap.
    DispelMonsters,
}

impl PlayerTrapKind {
    /// The ten kinds in the seed's order.
    pub const ALL: [PlayerTrapKind; 10] = [
        PlayerTrapKind::Base,
        PlayerTrapKind::Sturdy,
        PlayerTrapKind::Netted,
        PlayerTrapKind::Confusion,
        PlayerTrapKind::PoisonGas,
        PlayerTrapKind::Spirit,
        PlayerTrapKind::Lightning,
        PlayerTrapKind::Explosive,
        PlayerTrapKind::Portal,
        PlayerTrapKind::Stasis,
    ];

    /// The thirteen kinds of the released Oangband 1.1.0 (`FEAT_MTRAP_BASE` ..
    /// `FEAT_MTRAP_DISPEL_M`, in the game's order): the seed's ten, then
    /// [`DrainLife`](PlayerTrapKind::DrainLife), [`Unmagic`](PlayerTrapKind::Unmagic)
    /// and [`DispelMonsters`](PlayerTrapKind::DispelMonsters).
    pub const GAME: [PlayerTrapKind; 13] = [
        PlayerTrapKind::Base,
        PlayerTrapKind::Sturdy,
        PlayerTrapKind::Netted,
        PlayerTrapKind::Confusion,
        PlayerTrapKind::PoisonGas,
        PlayerTrapKind::Spirit,
        PlayerTrapKind::Lightning,
        PlayerTrapKind::Explosive,
        PlayerTrapKind::Portal,
        PlayerTrapKind::Stasis,
        PlayerTrapKind::DrainLife,
        PlayerTrapKind::Unmagic,
        PlayerTrapKind::DispelMonsters,
    ];

    /// Whether the seed has this kind (the first ten).
    pub const fn in_seed(self) -> bool {
        !matches!(self, PlayerTrapKind::DrainLife | PlayerTrapKind::Unmagic | PlayerTrapKind::DispelMonsters)
    }

    /// The name: `base`, `sturdy`, `netted`, `confusion`, `poison gas`, `spirit`,
    /// `lightning`, `explosive`, `portal`, `stasis`.
    pub const fn name(self) -> &'static str {
        match self {
            PlayerTrapKind::Base => "base",
            PlayerTrapKind::Sturdy => "sturdy",
            PlayerTrapKind::Netted => "netted",
            PlayerTrapKind::Confusion => "confusion",
            PlayerTrapKind::PoisonGas => "poison gas",
            PlayerTrapKind::Spirit => "spirit",
            PlayerTrapKind::Lightning => "lightning",
            PlayerTrapKind::Explosive => "explosive",
            PlayerTrapKind::Portal => "portal",
            PlayerTrapKind::Stasis => "stasis",
            PlayerTrapKind::DrainLife => "drain life",
            PlayerTrapKind::Unmagic => "unmagic",
            PlayerTrapKind::DispelMonsters => "dispel monsters",
        }
    }

    /// The chance `(num, den)` that the trap affects a monster that moves this
    /// way (the seed's avoidance table; "Other" covers every kind not listed).
    pub const fn affect_chance(self, mobility: Mobility) -> (i64, i64) {
        match (self, mobility) {
            (PlayerTrapKind::Netted, Mobility::Normal) => (1, 3),
            (PlayerTrapKind::Netted, Mobility::Flying) => (1, 1),
            (PlayerTrapKind::Netted, Mobility::Ghost) => (0, 1),
            (PlayerTrapKind::Spirit, Mobility::Ghost) => (1, 1),
            (PlayerTrapKind::Spirit, _) => (0, 1),
            (PlayerTrapKind::Stasis, _) => (1, 1),
            (PlayerTrapKind::Lightning, Mobility::Ghost) => (1, 4),
            (PlayerTrapKind::Lightning, _) => (1, 1),
            (_, Mobility::Normal) => (1, 1),
            (_, _) => (1, 4),
        }
    }

    /// The chance `(num, den)` that the trap is destroyed after going off
    /// (the seed's "Dest Chance" table).
    pub const fn destruction_chance(self) -> (i64, i64) {
        match self {
            PlayerTrapKind::Explosive | PlayerTrapKind::Stasis => (1, 1),
            PlayerTrapKind::Sturdy => (1, 8),
            _ => (1, 3),
        }
    }
}

impl fmt::Display for PlayerTrapKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for PlayerTrapKind {
    type Err = TrapError;
    /// The name (`-`/`_` for spaces, any case; `net` for `netted`, `gas` for `poison gas`).
    fn from_str(s: &str) -> Result<Self, TrapError> {
        let wanted = s.trim().to_ascii_lowercase().replace(['-', '_'], " ");
        let wanted = match wanted.as_str() {
            "net" => "netted",
            "gas" | "poison" => "poison gas",
            w => w,
        };
        PlayerTrapKind::GAME.into_iter().find(|k| k.name() == wanted).ok_or_else(|| TrapError::UnknownName {
            what: "player trap kind",
            name: s.to_owned(),
            expected: PlayerTrapKind::GAME.map(PlayerTrapKind::name).join(", "),
        })
    }
}

/// How a monster crosses a trap: "Ghost refers to any monster which can pass
/// through walls; flying to any non-ghost which flies, and normal to any monster
/// not in one of the previous two categories" (seed 004).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
// JSON: written in snake case, read in any case.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Mobility {
    /// Neither of the others.
    #[default]
    Normal,
    /// Flies (and cannot pass walls).
    Flying,
    /// Passes through walls.
    Ghost,
}

impl FromStr for Mobility {
    type Err = roguerules_vocab::UnknownName;
    /// `normal`, `flying` or `ghost`, in any case.
    fn from_str(s: &str) -> Result<Mobility, Self::Err> {
        let name = |m: Mobility| match m {
            Mobility::Normal => "normal",
            Mobility::Flying => "flying",
            Mobility::Ghost => "ghost",
        };
        roguerules_vocab::name::find_name(s, &[Mobility::Normal, Mobility::Flying, Mobility::Ghost], name, "mobility")
    }
}

roguerules_vocab::deserialize_by_name!(PlayerTrapKind, Mobility);

impl Mobility {
    /// The category of a monster from its two flags (ghost wins).
    pub const fn of(passes_walls: bool, flies: bool) -> Mobility {
        if passes_walls {
            Mobility::Ghost
        } else if flies {
            Mobility::Flying
        } else {
            Mobility::Normal
        }
    }
}

/// The monster entering the trap's square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct Monster {
    /// Its level, `0..=127`.
    pub level: i64,
    /// How it moves.
    pub mobility: Mobility,
    /// Intelligent: may disarm traps.
    pub smart: bool,
    /// Stupid: never becomes wary.
    pub stupid: bool,
    /// Currently wary of traps.
    pub wary: bool,
    /// Can be confused at all.
    pub can_be_confused: bool,
    /// Already confused.
    pub confused: bool,
    /// The reading to follow: the seed (the default) or the released Oangband
    /// 1.1.0's `apply_monster_trap` (`src/monmove.c`), draw for draw
    /// ([`Reading`]). Under the game reading
    /// [`Mobility::Ghost`] is a monster that passes walls and does not fly
    /// (`RF2_PASS_WALL` without `RF2_FLYING`). JSON: left out when the seed.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "roguerules_vocab::Reading::is_seed"))]
    pub reading: Reading,
}

/// The player who set the trap.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Setter {
    /// Character level, `1..=100` (the seed tabulates 1..=50).
    pub level: i64,
    /// Disarming skill, `0..=1000`.
    pub disarm_skill: i64,
}

/// What a triggered player trap does to the monster (and around it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "effect", rename_all = "snake_case"))]
pub enum MonsterEffect {
    /// Damage to the monster that triggered the trap.
    Damage {
        /// Hit points.
        amount: i64,
    },
    /// A ball centred on the trap.
    Ball {
        /// Its element.
        element: Element,
        /// Its radius.
        radius: i64,
        /// Its damage.
        damage: i64,
    },
    /// The monster is confused for this many (more) turns.
    Confused {
        /// Turns.
        turns: i64,
    },
    /// The confusion trap did nothing (value not above 0, or the monster
    /// cannot be confused).
    NotConfused,
    /// The monster is teleported.
    Teleport {
        /// Squares.
        distance: i64,
    },
    /// The monster is held in stasis.
    Stasis {
        /// Turns.
        turns: i64,
    },
    /// Oangband 1.1.0 reading: dispel damage (`GF_DISP_ALL`) to every monster
    /// in line of sight of the trap, not the player (`project_los_not_player`).
    Dispel {
        /// The damage.
        damage: i64,
    },
}

/// The result of a monster entering a player's trap.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "result", rename_all = "snake_case"))]
pub enum MonsterTrapOutcome {
    /// The monster flew over or passed through the trap.
    Ignored,
    /// An intelligent monster disarmed it.
    Disarmed,
    /// A wary monster avoided it this time.
    Avoided,
    /// The trap went off.
    Triggered {
        /// Its power after the wary reduction or the critical.
        power: i64,
        /// Whether it scored a critical.
        critical: bool,
        /// What it did, in order.
        effects: Vec<MonsterEffect>,
        /// Whether the trap is destroyed.
        destroyed: bool,
    },
}

/// `P(1dN > t)` exactly: `clamp(N - t, 0, N) / N` (a die of `N <= 1` shows 1, RULINGS G2).
fn die_exceeds(sides: i64, threshold: i64) -> BigRational {
    let n = sides.max(1);
    let wins = (n - threshold.clamp(0, n)).clamp(0, n);
    BigRational::new(wins.into(), n.into())
}

/// The exact chance that an intelligent monster disarms the trap, once the trap
/// would affect it: `P(1d(skill) > disarming skill - 15)` (seed 004).
///
/// # Errors
///
/// [`TrapError::OutOfRange`] for a monster level outside `0..=127` or a
/// disarming skill outside `0..=1000`.
pub fn disarm_chance(monster_level: i64, disarm_skill: i64) -> Result<BigRational, TrapError> {
    check("monster level", monster_level, 0, 127, "0..=127")?;
    check("disarming skill", disarm_skill, 0, 1000, "0..=1000")?;
    Ok(die_exceeds(monster_disarm_skill(monster_level), disarm_skill - 15))
}

/// The exact chance that a wary monster avoids the trap this time:
/// `P(1d(skill) > (disarming skill - 15) / 2)` (seed 004; RULINGS G1).
///
/// # Errors
///
/// As [`disarm_chance`].
pub fn wary_avoid_chance(monster_level: i64, disarm_skill: i64) -> Result<BigRational, TrapError> {
    check("monster level", monster_level, 0, 127, "0..=127")?;
    check("disarming skill", disarm_skill, 0, 1000, "0..=1000")?;
    Ok(die_exceeds(monster_disarm_skill(monster_level), (disarm_skill - 15) / 2))
}

/// The exact chance that the trap scores a critical on a monster that is not
/// wary: `P(1d(disarming skill) > monster level + 50)` (seed 004).
///
/// # Errors
///
/// As [`disarm_chance`].
pub fn critical_chance(monster_level: i64, disarm_skill: i64) -> Result<BigRational, TrapError> {
    check("monster level", monster_level, 0, 127, "0..=127")?;
    check("disarming skill", disarm_skill, 0, 1000, "0..=1000")?;
    Ok(die_exceeds(disarm_skill, monster_level + 50))
}

/// The exact odds of the four results of [`monster_enters_trap`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultOdds {
    /// The monster flies over or passes through.
    pub ignored: BigRational,
    /// An intelligent monster disarms it.
    pub disarmed: BigRational,
    /// A wary monster avoids it.
    pub avoided: BigRational,
    /// The trap goes off.
    pub triggered: BigRational,
}

/// The exact odds of ignoring, disarming, avoiding and triggering, from the
/// avoidance table, [`disarm_chance`] (intelligent monsters only) and
/// [`wary_avoid_chance`] (wary monsters only), in the order of
/// [`monster_enters_trap`] — without enumerating the power and effect rolls.
///
/// # Errors
///
/// As [`monster_enters_trap`].
pub fn result_odds(kind: PlayerTrapKind, monster: &Monster, setter: &Setter) -> Result<ResultOdds, TrapError> {
    check_setter(setter)?;
    check_kind(kind, monster.reading)?;
    let zero = BigRational::from_integer(0.into());
    let one = BigRational::from_integer(1.into());
    // Oangband 1.1.0's netted trap catches only flying monsters ([`affects_monster`]).
    let (num, den) = if monster.reading.is_game() && kind == PlayerTrapKind::Netted {
        (i64::from(monster.mobility == Mobility::Flying), 1)
    } else {
        kind.affect_chance(monster.mobility)
    };
    let affects = BigRational::new(num.into(), den.into());
    let disarm = if monster.smart { disarm_chance(monster.level, setter.disarm_skill)? } else { zero.clone() };
    let avoid = if monster.wary { wary_avoid_chance(monster.level, setter.disarm_skill)? } else { zero };
    let disarmed = &affects * &disarm;
    let reaches = &affects * (&one - &disarm);
    let avoided = &reaches * &avoid;
    let triggered = &reaches * (&one - &avoid);
    Ok(ResultOdds { ignored: &one - &affects, disarmed, avoided, triggered })
}

/// A monster's disarming skill: `40 + 2 × level`, at most 215 (seed 004).
pub fn monster_disarm_skill(level: i64) -> i64 {
    (40 + 2 * level).min(215)
}

/// A trap's base power for a character level: `L + L * L / 25` (RULINGS T4, G1).
pub fn base_power(level: i64) -> i64 {
    level + level * level / 25
}

/// The largest power [`trap_effect`] accepts.
const MAX_TRAP_EFFECT_POWER: i64 = 1_000_000;

fn check_setter(setter: &Setter) -> Result<(), TrapError> {
    check("character level", setter.level, 1, 100, "1..=100")?;
    check("disarming skill", setter.disarm_skill, 0, 1000, "0..=1000")
}

/// A trap's power before the wary reduction and the critical: `b / 2 + 3 + 1d(b)`
/// with `b` the [`base_power`] (RULINGS T4). One draw, "trap power".
///
/// # Errors
///
/// [`TrapError::OutOfRange`] unless `1 <= level <= 100`; a failing roller.
///
/// # Example
///
/// ```
/// use roguerules_traps::trap_power;
/// use roguerules_dice::Scripted;
///
/// // Level 10: b = 10 + 100 / 25 = 14; 14 / 2 + 3 + 9 = 19.
/// assert_eq!(trap_power(&mut Scripted::new([9]), 10)?, 19);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn trap_power<R: Roller + ?Sized>(r: &mut R, level: i64) -> Result<i64, TrapError> {
    check("character level", level, 1, 100, "1..=100")?;
    let b = base_power(level);
    Ok(b / 2 + 3 + r.die("trap power", b)?)
}

/// The exact distribution of [`trap_power`] at a character level.
///
/// # Errors
///
/// As [`trap_power`].
pub fn power_distribution(level: i64) -> Result<Pmf<i64>, TrapError> {
    check("character level", level, 1, 100, "1..=100")?;
    exact(|r| trap_power(r, level))
}

/// The exact average power at a character level (the seed's table; RULINGS T1, T4).
///
/// # Errors
///
/// As [`trap_power`].
pub fn average_power(level: i64) -> Result<BigRational, TrapError> {
    Ok(power_distribution(level)?.mean())
}

/// A monster enters a square holding a player's trap (seed 004, "Player Trap
/// Effects"). Draws, each only when the previous step lets it happen (RULINGS G3):
///
/// 1. "affects monster": the avoidance table's chance (no draw when it is 0 or 1);
/// 2. an intelligent monster: "monster disarm" `1d(skill)`, disarmed when it
///    exceeds the setter's disarming skill − 15;
/// 3. a wary monster: "wary avoidance" `1d(skill)`, avoided when it exceeds
///    `(disarming skill − 15) / 2` (RULINGS G1);
/// 4. "trap power" (T4); wary: power / 3; otherwise "critical" `1d(disarming
///    skill)`, a critical when it exceeds the monster level + 50: power + power / 2;
/// 5. the kind's effect (the confusion trap draws "confusion" in `0..3p/2-1`,
///    subtracts `10 + monster level`, and confuses for `4 + x`, or `2 + x / 2`
///    when already confused, if `x > 0` and the monster can be confused);
/// 6. "trap destroyed" with the kind's destruction chance.
///
/// The monster skill is [`monster_disarm_skill`].
///
/// # Errors
///
/// [`TrapError::OutOfRange`] for a monster level outside `0..=127` or an invalid
/// setter; a failing roller.
///
/// # Example
///
/// ```
/// use roguerules_traps::{monster_enters_trap, Monster, MonsterEffect, MonsterTrapOutcome, PlayerTrapKind, Setter};
/// use roguerules_dice::{Scripted, Step};
///
/// let orc = Monster { level: 10, ..Monster::default() };
/// let setter = Setter { level: 10, disarm_skill: 40 };
/// // Power 7 + 3 + 9 = 19; critical roll 30 (not above 60); not destroyed.
/// let mut r = Scripted::new([Step::from(9), Step::from(30), Step::from(false)]);
/// let out = monster_enters_trap(&mut r, PlayerTrapKind::Base, &orc, &setter)?;
/// assert_eq!(out, MonsterTrapOutcome::Triggered {
///     power: 19, critical: false, effects: vec![MonsterEffect::Damage { amount: 19 }], destroyed: false,
/// });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn monster_enters_trap<R: Roller + ?Sized>(
    r: &mut R,
    kind: PlayerTrapKind,
    monster: &Monster,
    setter: &Setter,
) -> Result<MonsterTrapOutcome, TrapError> {
    let mut effects = Vec::new();
    let mut outcome = monster_enters_trap_into(r, kind, monster, setter, |e| effects.push(e))?;
    if let MonsterTrapOutcome::Triggered { effects: listed, .. } = &mut outcome {
        *listed = effects;
    }
    Ok(outcome)
}

/// [`monster_enters_trap`], giving each effect to `effects` as it happens
/// instead of listing them (a caller with storage of its own, the C API's
/// fixed array, builds no list): a [`MonsterTrapOutcome::Triggered`] returned
/// has an empty `effects` list, and is otherwise [`monster_enters_trap`]'s
/// (the same draws). Nothing is given unless the trap goes off.
///
/// # Errors
///
/// As [`monster_enters_trap`].
pub fn monster_enters_trap_into<R: Roller + ?Sized>(
    r: &mut R,
    kind: PlayerTrapKind,
    monster: &Monster,
    setter: &Setter,
    effects: impl FnMut(MonsterEffect),
) -> Result<MonsterTrapOutcome, TrapError> {
    check("monster level", monster.level, 0, 127, "0..=127")?;
    check_setter(setter)?;
    check_kind(kind, monster.reading)?;
    if !affects_monster(r, kind, monster)? {
        return Ok(MonsterTrapOutcome::Ignored);
    }
    let skill = monster_disarm_skill(monster.level);
    let player_skill = setter.disarm_skill - 15;
    if monster.smart && r.die("monster disarm", skill)? > player_skill {
        return Ok(MonsterTrapOutcome::Disarmed);
    }
    if monster.wary && r.die("wary avoidance", skill)? > player_skill / 2 {
        return Ok(MonsterTrapOutcome::Avoided);
    }
    // Oangband 1.1.0 rolls the destruction before the power.
    let destroyed_first = if monster.reading.is_game() { Some(trap_destroyed(r, kind)?) } else { None };
    let mut power = trap_power(r, setter.level)?;
    let mut critical = false;
    if monster.wary {
        power /= 3;
    } else if r.die("critical", setter.disarm_skill)? > monster.level + 50 {
        critical = true;
        power += power / 2;
    }
    trap_effect_into(r, kind, power, monster, effects)?;
    let destroyed = match destroyed_first {
        Some(destroyed) => destroyed,
        None => trap_destroyed(r, kind)?,
    };
    Ok(MonsterTrapOutcome::Triggered { power, critical, effects: Vec::new(), destroyed })
}

/// The seed has ten kinds; the three more of Oangband 1.1.0 need its reading.
fn check_kind(kind: PlayerTrapKind, reading: Reading) -> Result<(), TrapError> {
    if kind.in_seed() || reading.is_game() {
        Ok(())
    } else {
        Err(TrapError::UnknownName {
            what: "player trap kind of the seed reading",
            name: kind.name().to_owned(),
            expected: PlayerTrapKind::ALL.map(PlayerTrapKind::name).join(", "),
        })
    }
}

/// Whether the trap affects the monster at all: the seed's avoidance table
/// ([`PlayerTrapKind::affect_chance`]). Oangband 1.1.0 is the same but for the
/// netted trap, whose test `rand_int(3) != 0 || (RF2_PASS_WALL)` is always true
/// (a flag constant, not the monster's flag): every monster that does not fly
/// avoids it, after the draw.
fn affects_monster<R: Roller + ?Sized>(r: &mut R, kind: PlayerTrapKind, monster: &Monster) -> Result<bool, TrapError> {
    if monster.reading.is_game() && kind == PlayerTrapKind::Netted {
        if monster.mobility == Mobility::Flying {
            return Ok(true);
        }
        rand_int(r, "affects monster", 3)?;
        return Ok(false);
    }
    let (num, den) = kind.affect_chance(monster.mobility);
    Ok(r.chance("affects monster", num, den)?)
}

/// The trap's destruction roll ([`PlayerTrapKind::destruction_chance`]).
fn trap_destroyed<R: Roller + ?Sized>(r: &mut R, kind: PlayerTrapKind) -> Result<bool, TrapError> {
    let (num, den) = kind.destruction_chance();
    Ok(r.chance("trap destroyed", num, den)?)
}

/// The effect of a trap of `kind` with `power` on `monster` (seed 004, 1]-10]):
/// base `p`; sturdy, netted, spirit `3p/4`; confusion (see
/// [`monster_enters_trap`]); poison gas: poison ball radius 3, `p/2`; lightning:
/// electricity ball radius 0, `7p/8`; explosive: fire then shard balls of radius
/// 1, `3p/8` each; portal: teleport `5 + p/10`; stasis: `3 + p/12` turns
/// (RULINGS G1: multiply first, truncate).
///
/// A power of 0 or less acts as 0.
///
/// # Errors
///
/// [`TrapError::OutOfRange`] when the power exceeds 1 000 000 (far above any
/// trap's: level 100 gives at most 1 128 with a critical) or the monster level is
/// outside 0..=127; a failing roller.
pub fn trap_effect<R: Roller + ?Sized>(
    r: &mut R,
    kind: PlayerTrapKind,
    power: i64,
    monster: &Monster,
) -> Result<Vec<MonsterEffect>, TrapError> {
    let mut effects = Vec::with_capacity(2); // the most one trap has
    trap_effect_into(r, kind, power, monster, |e| effects.push(e))?;
    Ok(effects)
}

/// [`trap_effect`], giving the effects (one, or two for the explosive trap) to
/// `push` as they happen instead of listing them. Nothing is given when the
/// input is refused (checked before the first draw).
///
/// # Errors
///
/// As [`trap_effect`].
pub fn trap_effect_into<R: Roller + ?Sized>(
    r: &mut R,
    kind: PlayerTrapKind,
    power: i64,
    monster: &Monster,
    mut push: impl FnMut(MonsterEffect),
) -> Result<(), TrapError> {
    check("trap power", power, i64::MIN, MAX_TRAP_EFFECT_POWER, "at most 1000000")?;
    check("monster level", monster.level, 0, 127, "0..=127")?;
    check_kind(kind, monster.reading)?;
    let power = power.max(0);
    match kind {
        PlayerTrapKind::Base => push(MonsterEffect::Damage { amount: power }),
        PlayerTrapKind::Sturdy | PlayerTrapKind::Netted | PlayerTrapKind::Spirit => {
            push(MonsterEffect::Damage { amount: 3 * power / 4 })
        }
        PlayerTrapKind::Confusion if monster.reading.is_game() => {
            // `apply_monster_trap`: `tmp = rand_int(3p/2) - level - 10`, and a
            // `tmp` of 0 confuses too.
            let x = rand_int(r, "confusion", 3 * power / 2)? - monster.level - 10;
            if monster.can_be_confused && x >= 0 {
                let turns = if monster.confused { 2 + x / 2 } else { 4 + x };
                push(MonsterEffect::Confused { turns })
            } else {
                push(MonsterEffect::NotConfused)
            }
        }
        PlayerTrapKind::Confusion => {
            let x = r.uniform("confusion", 0, 3 * power / 2 - 1)? - (10 + monster.level);
            if monster.can_be_confused && x > 0 {
                let turns = if monster.confused { 2 + x / 2 } else { 4 + x };
                push(MonsterEffect::Confused { turns })
            } else {
                push(MonsterEffect::NotConfused)
            }
        }
        PlayerTrapKind::PoisonGas => {
            push(MonsterEffect::Ball { element: Element::Poison, radius: 3, damage: power / 2 })
        }
        PlayerTrapKind::Lightning => {
            push(MonsterEffect::Ball { element: Element::Elec, radius: 0, damage: 7 * power / 8 })
        }
        PlayerTrapKind::Explosive => {
            push(MonsterEffect::Ball { element: Element::Fire, radius: 1, damage: 3 * power / 8 });
            push(MonsterEffect::Ball { element: Element::Shards, radius: 1, damage: 3 * power / 8 });
        }
        PlayerTrapKind::Portal => push(MonsterEffect::Teleport { distance: 5 + power / 10 }),
        PlayerTrapKind::Stasis => push(MonsterEffect::Stasis { turns: 3 + power / 12 }),
        PlayerTrapKind::DrainLife => {
            push(MonsterEffect::Ball { element: Element::DrainLife, radius: 3, damage: 3 * power / 4 })
        }
        PlayerTrapKind::Unmagic => {
            push(MonsterEffect::Ball { element: Element::Disenchant, radius: 0, damage: 3 * power / 4 })
        }
        PlayerTrapKind::DispelMonsters => {
            push(MonsterEffect::Dispel { damage: power / 2 + randint(r, "dispel damage", power / 4)? })
        }
    }
    Ok(())
}

/// Whether a monster becomes wary after triggering a trap (seed 004): a stupid
/// monster never does; any other always does when it has fewer than half its
/// maximum hit points after the trap took effect (`2 × hp < max_hp`, no draw),
/// and otherwise one time in four ("becomes wary").
///
/// # Errors
///
/// Only a failing roller.
pub fn becomes_wary<R: Roller + ?Sized>(r: &mut R, stupid: bool, hp: i64, max_hp: i64) -> Result<bool, TrapError> {
    becomes_wary_in(r, Reading::Seed, stupid, hp, max_hp)
}

/// [`becomes_wary`] under a reading. Oangband 1.1.0's `apply_monster_trap`
/// draws first: a monster that is not stupid becomes wary when `rand_int(4) ==
/// 0` or, if not, when `hp < max_hp / 2` (C division: a monster of 5 maximum
/// hit points needs 1 or less, where the seed's `2 × hp < max_hp` takes 2).
///
/// # Errors
///
/// Only a failing roller.
pub fn becomes_wary_in<R: Roller + ?Sized>(
    r: &mut R,
    reading: Reading,
    stupid: bool,
    hp: i64,
    max_hp: i64,
) -> Result<bool, TrapError> {
    if stupid {
        return Ok(false);
    }
    if reading.is_game() {
        return Ok(r.one_in("becomes wary", 4)? || hp < max_hp / 2);
    }
    if hp.saturating_mul(2) < max_hp {
        return Ok(true);
    }
    Ok(r.one_in("becomes wary", 4)?)
}

/// Whether a wary monster loses its wariness on a turn it can see the player:
/// one time in four (seed 004).
///
/// # Errors
///
/// Only a failing roller.
pub fn loses_wariness<R: Roller + ?Sized>(r: &mut R) -> Result<bool, TrapError> {
    Ok(r.one_in("loses wariness", 4)?)
}
