//! Dungeon trap effects (seed 004, "Dungeon Trap Effects").
//!
//! "Once a trap is generated, everything about it will be consistent" (seed
//! 004): [`generate`] makes the draws that decide *what* a trap is (a pit's
//! nastiness and kind, a gas trap's gas, a murder hole's missile, ...) and
//! returns a [`DungeonTrap`] value for the game to store; [`trigger`] makes the
//! draws of one triggering (damage, durations, hit rolls) from it. [`resolve`]
//! does both, for one-off triggers and exact distributions.
//!
//! Draws follow the order of the seed's text (RULINGS G3); a draw that only
//! happens when an earlier test passes is made only then.

use crate::common::{
    Centre, Change, Depth, Effect, Effects, EffectsExt, Element, Missile, Outcome, PackItem, PlayerFlags, PlayerOf,
    Stat, SummonKind, Timed, drain, game_poison_hit, game_trap_hits, poison_gas, rand_int, randint, saving_throw,
    summon_level, trap_hits,
};
use crate::creation::DungeonTrapKind;
use crate::error::TrapError;
use roguerules_dice::{Roller, RollerExt, retry};
use roguerules_vocab::Reading;

/// What a pit is, decided by its nastiness when generated (seed 004, "pit trap").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum PitKind {
    /// A plain pit: 2d6.
    Plain,
    /// A spiked pit (nastiness > 30): 2d6, 85% impaled for `(2 + 1d4)` times.
    Spiked,
    /// A poisonous spiked pit (nastiness > 55): 2d6, 85% impaled for `(3 + 1d6)` times, poison.
    PoisonSpiked,
    /// A pit of daggers (nastiness > 80): `5 + 1d10` daggers of 3d4.
    Daggers,
    /// A pit of Morgul blades (1/6 of dagger pits): Black Breath, 20d15, summons.
    MorgulBlades,
}

/// A gas trap's gas (seed 004, "gas trap", 1/4 each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum GasKind {
    /// Blindness: `15 + 1d30` more turns unless resisted.
    Blindness,
    /// Confusion: `10 + 1d20` more turns unless resisted.
    Confusion,
    /// Poison (see the seed's resistance cases).
    Poison,
    /// Sleep: paralysis for `5 + 1d10` more turns unless free action.
    Sleep,
}

/// What a summoning rune summons (seed 004, "summoning rune").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum RuneKind {
    /// A den of thieves (1/5 at 400' or deeper): `2 + 1d3` thieves.
    Thieves,
    /// A single unique (1/8 of the rest), six levels deeper.
    Unique,
    /// `2 + 1d3` monsters.
    Monsters,
}

/// A character alteration trap's kind (seed 004, 15/20/15/25/15/10 percent).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum AlterationKind {
    /// Trap of drain wands (15%).
    DrainWands,
    /// Trap of forgetting (20%).
    Forgetting,
    /// Trap of alter reality (15%).
    AlterReality,
    /// Trap of remold player (25%).
    RemoldPlayer,
    /// Time ball trap (15%).
    TimeBall,
    /// Trap of software bugs (10%).
    SoftwareBugs,
}

impl AlterationKind {
    /// The kinds in the seed's order.
    pub const ALL: [AlterationKind; 6] = [
        AlterationKind::DrainWands,
        AlterationKind::Forgetting,
        AlterationKind::AlterReality,
        AlterationKind::RemoldPlayer,
        AlterationKind::TimeBall,
        AlterationKind::SoftwareBugs,
    ];
    /// Their chances in percent, in the same order.
    pub const PERCENT: [u64; 6] = [15, 20, 15, 25, 15, 10];
}

/// A murder hole's missile family; the depth when it fires decides the seeker
/// variant (seed 004, "murder hole", 1/3 each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MissileFamily {
    /// Shots (seeker shots at level 40 or deeper).
    Shot,
    /// Arrows (seeker arrows at level 55 or deeper).
    Arrow,
    /// Bolts (seeker bolts at level 65 or deeper).
    Bolt,
}

impl MissileFamily {
    /// The missile fired at `depth` ("if the current level is less than 40 ...").
    pub fn missile(self, depth: Depth) -> Missile {
        let level = depth.level();
        match self {
            MissileFamily::Shot if level < 40 => Missile::Shot,
            MissileFamily::Shot => Missile::SeekerShot,
            MissileFamily::Arrow if level < 55 => Missile::Arrow,
            MissileFamily::Arrow => Missile::SeekerArrow,
            MissileFamily::Bolt if level < 65 => Missile::Bolt,
            MissileFamily::Bolt => Missile::SeekerBolt,
        }
    }
}

/// The fixed parameters of a generated dungeon trap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
pub enum TrapParams {
    /// A trap door.
    TrapDoor,
    /// A pit.
    Pit {
        /// `1d(level)`, +20 (1 in 20) or else +10 (1 in 5).
        nastiness: i64,
        /// What the nastiness made of it.
        pit: PitKind,
    },
    /// A dart trap.
    Dart {
        /// `1d(level)`; above 50, a hit drains `1d4` times one time in three.
        nastiness: i64,
    },
    /// A discolored spot.
    DiscoloredSpot {
        /// `1d(level)`, +10 one time in five.
        nastiness: i64,
        /// 6d30 (one time in two at nastiness 50 or more) rather than 4d8.
        heavy: bool,
        /// Fire, cold, electricity or acid.
        element: Element,
    },
    /// A gas trap.
    Gas {
        /// Which gas.
        gas: GasKind,
    },
    /// A summoning rune.
    SummoningRune {
        /// What it summons.
        rune: RuneKind,
    },
    /// A dungeon alteration trap.
    DungeonAlteration {
        /// `1d(level)`, +10 one time in five.
        nastiness: i64,
    },
    /// A character alteration trap.
    CharacterAlteration {
        /// Which alteration.
        alteration: AlterationKind,
    },
    /// A teleportation trap.
    Teleportation,
    /// A murder hole.
    MurderHole {
        /// Which missiles it fires.
        family: MissileFamily,
    },
}

/// A generated dungeon trap: its depth and fixed parameters. The game stores
/// this value and passes it to [`trigger`] each time the trap goes off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DungeonTrap {
    /// The depth of the level the trap is on.
    pub depth: Depth,
    /// What the trap is.
    pub params: TrapParams,
}

impl DungeonTrap {
    /// The trap's kind.
    pub fn kind(&self) -> DungeonTrapKind {
        match self.params {
            TrapParams::TrapDoor => DungeonTrapKind::TrapDoor,
            TrapParams::Pit { .. } => DungeonTrapKind::Pit,
            TrapParams::Dart { .. } => DungeonTrapKind::Dart,
            TrapParams::DiscoloredSpot { .. } => DungeonTrapKind::DiscoloredSpot,
            TrapParams::Gas { .. } => DungeonTrapKind::GasTrap,
            TrapParams::SummoningRune { .. } => DungeonTrapKind::SummoningRune,
            TrapParams::DungeonAlteration { .. } => DungeonTrapKind::DungeonAlteration,
            TrapParams::CharacterAlteration { .. } => DungeonTrapKind::CharacterAlteration,
            TrapParams::Teleportation => DungeonTrapKind::Teleportation,
            TrapParams::MurderHole { .. } => DungeonTrapKind::MurderHole,
        }
    }

    /// The trap with the parameters [`trigger`] never reads cleared (a pit's and
    /// a discolored spot's nastiness, which only decided their kind and damage
    /// when they were generated): traps with the same key trigger alike draw for
    /// draw, so exact odds over generated traps enumerate each key once (a pit at
    /// 6350 feet took 14 s enumerating its 127 nastinesses; issue 24).
    ///
    /// ```
    /// use roguerules_traps::{Depth, DungeonTrap, PitKind, TrapParams};
    ///
    /// let depth = Depth::from_feet(500)?;
    /// let a = DungeonTrap { depth, params: TrapParams::Pit { nastiness: 40, pit: PitKind::Spiked } };
    /// let b = DungeonTrap { depth, params: TrapParams::Pit { nastiness: 45, pit: PitKind::Spiked } };
    /// assert_eq!(a.trigger_key(), b.trigger_key());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn trigger_key(&self) -> DungeonTrap {
        let params = match self.params {
            TrapParams::Pit { pit, .. } => TrapParams::Pit { nastiness: 0, pit },
            TrapParams::DiscoloredSpot { heavy, element, .. } => {
                TrapParams::DiscoloredSpot { nastiness: 0, heavy, element }
            }
            other => other,
        };
        DungeonTrap { depth: self.depth, params }
    }
}

/// A summoning rune's kind: where thieves may come (`thieves`), 1 in 5 a den
/// of thieves; otherwise 1 in 8 a unique; otherwise monsters (both readings
/// draw alike; only where thieves may come differs).
fn rune<R: Roller + ?Sized>(r: &mut R, thieves: bool) -> Result<RuneKind, TrapError> {
    Ok(if thieves && r.one_in("den of thieves", 5)? {
        RuneKind::Thieves
    } else if r.one_in("unique", 8)? {
        RuneKind::Unique
    } else {
        RuneKind::Monsters
    })
}

/// `1d(level)`, with the seed's "1/5 chance that this is increased by 10".
fn nastiness_plus_ten<R: Roller + ?Sized>(r: &mut R, depth: Depth) -> Result<i64, TrapError> {
    let base = r.die("nastiness", depth.level())?;
    Ok(if r.one_in("nastiness +10", 5)? { base + 10 } else { base })
}

/// Generates a trap of `kind` at `depth`: the draws that fix what it is.
///
/// * pit: nastiness `1d(level)`, then 1 in 20 for +20, else 1 in 5 for +10;
///   above 80, 2 in 3 a dagger pit, of which 1 in 6 Morgul blades; otherwise
///   above 55, 2 in 3 poisonous spiked; otherwise above 30, 2 in 3 spiked;
///   otherwise plain;
/// * dart: nastiness `1d(level)`;
/// * discolored spot: nastiness `1d(level)` (+10 one time in five); at 50 or
///   more, 1 in 2 heavy (6d30); then the element, 1/4 each;
/// * gas trap: the gas, 1/4 each; summoning rune: at 400' or deeper 1 in 5
///   thieves, else 1 in 8 a unique, else monsters; dungeon alteration:
///   nastiness as the spot's; character alteration: 15/20/15/25/15/10 percent;
///   murder hole: shot, arrow or bolt, 1/3 each.
///
/// A level of 0 yields a nastiness of 1 (RULINGS G2: `1d0` is not rolled).
///
/// # Errors
///
/// Only a failing roller.
///
/// # Example
///
/// ```
/// use roguerules_traps::{generate, Depth, DungeonTrapKind, PitKind, TrapParams};
/// use roguerules_dice::{Scripted, Step};
///
/// // At 4500' (level 90): nastiness 75, +20 (1 in 20) = 95 > 80, a dagger pit
/// // (2 in 3) but not Morgul blades (1 in 6).
/// let depth = Depth::from_feet(4500)?;
/// let mut r = Scripted::new([Step::from(75), Step::from(true), Step::from(true), Step::from(false)]);
/// let trap = generate(&mut r, DungeonTrapKind::Pit, depth)?;
/// assert_eq!(trap.params, TrapParams::Pit { nastiness: 95, pit: PitKind::Daggers });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn generate<R: Roller + ?Sized>(r: &mut R, kind: DungeonTrapKind, depth: Depth) -> Result<DungeonTrap, TrapError> {
    generate_in(r, kind, depth, Reading::Seed)
}

/// [`generate`] under a reading. The seed's is [`generate`]'s. Oangband
/// 1.1.0's (`hit_trap`, `src/cmd1.c`, which rolls these with its quick RNG
/// seeded by the trap's coordinates, so a trap stays the same) differs:
///
/// * pit: a dagger pit is not yet told from a Morgul pit (the game rolls that
///   only when the player does not feather fall: [`trigger`] does);
/// * dart: nothing (the game rolls the nastiness at each hit: [`trigger`]
///   does; the stored nastiness is 0);
/// * discolored spot: the element (`randint(4)`: electricity, cold, fire,
///   acid) before the heavy roll;
/// * summoning rune: thieves only deeper than level 8 (450 feet);
/// * murder hole: `randint(3) == 1` shots, else `randint(2) == 1` arrows, else bolts.
///
/// # Errors
///
/// Only a failing roller.
pub fn generate_in<R: Roller + ?Sized>(
    r: &mut R,
    kind: DungeonTrapKind,
    depth: Depth,
    reading: Reading,
) -> Result<DungeonTrap, TrapError> {
    if reading.is_game() {
        return Ok(DungeonTrap { depth, params: game_params(r, kind, depth)? });
    }
    let params = match kind {
        DungeonTrapKind::TrapDoor => TrapParams::TrapDoor,
        DungeonTrapKind::Pit => {
            let mut nastiness = r.die("nastiness", depth.level())?;
            if r.one_in("nastiness +20", 20)? {
                nastiness += 20;
            } else if r.one_in("nastiness +10", 5)? {
                nastiness += 10;
            }
            let mut pit = None;
            if nastiness > 80 && r.chance("dagger pit", 2, 3)? {
                pit = Some(if r.one_in("morgul blades", 6)? { PitKind::MorgulBlades } else { PitKind::Daggers });
            }
            if pit.is_none() && nastiness > 55 && r.chance("poisonous spiked pit", 2, 3)? {
                pit = Some(PitKind::PoisonSpiked);
            }
            if pit.is_none() && nastiness > 30 && r.chance("spiked pit", 2, 3)? {
                pit = Some(PitKind::Spiked);
            }
            TrapParams::Pit { nastiness, pit: pit.unwrap_or(PitKind::Plain) }
        }
        DungeonTrapKind::Dart => TrapParams::Dart { nastiness: r.die("nastiness", depth.level())? },
        DungeonTrapKind::DiscoloredSpot => {
            let nastiness = nastiness_plus_ten(r, depth)?;
            let heavy = nastiness >= 50 && r.one_in("heavy damage", 2)?;
            let element =
                [Element::Fire, Element::Cold, Element::Elec, Element::Acid][r.uniform("element", 0, 3)? as usize & 3];
            TrapParams::DiscoloredSpot { nastiness, heavy, element }
        }
        DungeonTrapKind::GasTrap => {
            let gas = [GasKind::Blindness, GasKind::Confusion, GasKind::Poison, GasKind::Sleep]
                [r.uniform("gas", 0, 3)? as usize & 3];
            TrapParams::Gas { gas }
        }
        // The seed's thieves come from 400 feet; the game's from level 9 (450 feet).
        DungeonTrapKind::SummoningRune => TrapParams::SummoningRune { rune: rune(r, depth.feet() >= 400)? },
        DungeonTrapKind::DungeonAlteration => {
            TrapParams::DungeonAlteration { nastiness: nastiness_plus_ten(r, depth)? }
        }
        DungeonTrapKind::CharacterAlteration => {
            let i = r.choose("alteration", &AlterationKind::PERCENT)?;
            let alteration = AlterationKind::ALL.get(i).copied().unwrap_or(AlterationKind::SoftwareBugs);
            TrapParams::CharacterAlteration { alteration }
        }
        DungeonTrapKind::Teleportation => TrapParams::Teleportation,
        DungeonTrapKind::MurderHole => {
            let family = [MissileFamily::Shot, MissileFamily::Arrow, MissileFamily::Bolt]
                [r.uniform("missile", 0, 2)? as usize % 3];
            TrapParams::MurderHole { family }
        }
    };
    Ok(DungeonTrap { depth, params })
}

/// Triggers a generated trap on the player (seed 004, "Dungeon Trap Effects").
///
/// Every branch of the seed, in its order (RULINGS G1 integer arithmetic, G3
/// draw order):
///
/// * **trap door**: one level deeper; 2d8 damage unless feather falling;
/// * **pit**: feather falling avoids everything (a Morgul pit still disappears:
///   it was triggered). Morgul blades: Black Breath,
///   20d15, 1 in 2 a summon of `2 + 1d3` monsters, cuts `+ 1d(damage)`; the trap
///   disappears. Daggers: `5 + 1d10` daggers of 3d4, cuts `+ 1d(damage)`.
///   Poisonous spiked: 2d6; 85% impaled: damage `× (3 + 1d6)`, cuts
///   `+ 1d(damage)`, then a poison hit of the multiplied damage (see below).
///   Spiked: 2d6; 85% impaled: `× (2 + 1d4)`, cuts `+ 1d(damage)`. Plain: 2d6;
/// * **dart**: attacks with power `50 + level` ([`trap_hits`]); on a hit a stat,
///   1/6 each, is drained once, or `1d4` times one time in three when the
///   nastiness exceeds 50; sustains apply; the seed names no dart damage, so
///   there is none;
/// * **discolored spot**: 6d30 or 4d8 of its element (resistances are seed 000's);
/// * **gas trap**: blindness `+15 + 1d30`, confusion `+10 + 1d20` (unless
///   resisted), poison (resistance cases), sleep: paralysis `+5 + 1d10` unless
///   free action;
/// * **summoning rune** (disappears): thieves or monsters `2 + 1d3` at
///   `level + 1 + min(level / 5, 4)`, or one unique at `level + 6 + ...`;
/// * **dungeon alteration** (disappears): above 60, 1 in 12 the level is
///   destroyed (confusion `+10 + 1d20`, blindness `+15 + 1d30`, both ignoring
///   resistance, stun `+50 + 1d50`, 15d15); otherwise above 20, 1 in 4 an
///   earthquake of radius 10; otherwise at 5 or more, 1 in 2 a falling rock (2d10,
///   stun `+10 + 1d10`); otherwise 1d8;
/// * **character alteration** (disappears): drain wands (up to 20 random pack
///   slots, the first device drained), forgetting and remold player (a normal
///   saving throw avoids them), alter reality, a time ball of 75 on the player
///   (the seed gives no radius: reported as 0), software bugs (confusion
///   `+10 + 1d20` unless resisted, hallucination `+1d40` unless chaos is resisted,
///   `2 + 1d4` bugs; the seed gives their level no bonus: the current level);
/// * **teleportation**: 250 squares;
/// * **murder hole**: power `75 + level`; on a hit, the missile's dice, 1 in 2 a
///   critical (`× (1 + 1d2)`), independently 1 in 2 a gouge (`× 3 / 2`, cuts
///   `+ 1d(damage)`); the missile is dropped in either case.
///
/// The poison hit of a poisonous spiked pit (only when impaled: the hit is "the
/// multiplied damage", which exists only then): nothing with both poison
/// resistances; with one, `hit / 3`, and with the temporary one plus Enhance
/// Magic, a further `ceil(that / 6)`; then an unpoisoned player's counter is set
/// to `4 + (a number between ceil(hit / 2) and hit)`, a poisoned one's increased
/// by a number between `hit / 3` and `ceil(2 * hit / 3)`.
///
/// # Errors
///
/// [`TrapError::OutOfRange`] if the player state is invalid; a failing roller;
/// under the Oangband 1.1.0 reading, [`TrapError::EndlessLoop`] for a
/// drain-wands search the game would never end (19 slots or fewer and no
/// device) and [`TrapError::Budget`] (`Limit::Retries`) when the roller keeps
/// one of the game's retry loops going ([`roguerules_dice::retry`]).
///
/// # Example
///
/// ```
/// use roguerules_traps::{trigger, Depth, DungeonTrap, Effect, Player, TrapParams};
/// use roguerules_dice::Scripted;
///
/// let trap = DungeonTrap { depth: Depth::from_feet(500)?, params: TrapParams::TrapDoor };
/// let outcome = trigger(&mut Scripted::new([9]), &trap, &Player::default())?;
/// assert_eq!(outcome.effects[0], Effect::LevelChange { levels: 1 });
/// assert_eq!(outcome.damage(), 9);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn trigger<R: Roller + ?Sized>(
    r: &mut R,
    trap: &DungeonTrap,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
) -> Result<Outcome, TrapError> {
    let mut out = Outcome::default();
    trigger_into(r, trap, player, &mut out)?;
    Ok(out)
}

/// [`trigger`], pushing each effect into `out` as it happens instead of
/// returning a list (the same draws and effects; see [`Effects`]). Nothing is
/// pushed when the player is refused (checked before the first draw); a
/// failing roller leaves the effects pushed before it.
///
/// # Errors
///
/// As [`trigger`].
pub fn trigger_into<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    trap: &DungeonTrap,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    out: &mut E,
) -> Result<(), TrapError> {
    player.validate()?;
    trigger_checked(r, trap, player, out)
}

/// [`trigger_into`] with the player already checked.
fn trigger_checked<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    trap: &DungeonTrap,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    out: &mut E,
) -> Result<(), TrapError> {
    if player.reading.is_game() { game_trigger(r, trap, player, out) } else { seed_trigger(r, trap, player, out) }
}

/// [`trigger`]'s seed branches (the game reading shares the ones that draw alike;
/// the durations branch inside by the player's reading).
fn seed_trigger<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    trap: &DungeonTrap,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    out: &mut E,
) -> Result<(), TrapError> {
    let depth = trap.depth;
    let level = depth.level();
    match trap.params {
        TrapParams::TrapDoor => {
            out.push(Effect::LevelChange { levels: 1 });
            if player.has(PlayerFlags::FEATHER_FALL) {
                out.push(Effect::FeatherFall);
            } else {
                out.damage_of(r.dice("fall damage", 2, 8)?, Element::Physical);
            }
        }
        TrapParams::Pit { pit, .. } => {
            pit_effect(r, pit, depth, player, out)?;
        }
        TrapParams::Dart { nastiness } => {
            if trap_hits(r, 50 + level, player.armour_class)? {
                let stat = Stat::ALL[r.uniform("stat", 0, 5)? as usize % 6];
                let times = if nastiness > 50 && r.one_in("repeated drain", 3)? { r.die("drains", 4)? } else { 1 };
                drain(out, player, stat, times);
            } else {
                out.push(Effect::Miss);
            }
        }
        TrapParams::DiscoloredSpot { heavy, element, .. } => {
            let amount = if heavy { r.dice("spot damage", 6, 30)? } else { r.dice("spot damage", 4, 8)? };
            out.damage_of(amount, element);
        }
        TrapParams::Gas { gas } => match gas {
            GasKind::Blindness => {
                if player.has(PlayerFlags::RES_BLIND) {
                    out.push(Effect::Resisted { counter: Timed::Blind });
                } else {
                    out.timed(Timed::Blind, Change::Add, blindness_turns(r, player.reading)?);
                }
            }
            GasKind::Confusion => confuse(r, player, out)?,
            GasKind::Poison => poison_gas(r, player, out)?,
            GasKind::Sleep => {
                if player.has(PlayerFlags::FREE_ACTION) {
                    out.push(Effect::Resisted { counter: Timed::Paralyzed });
                } else {
                    out.timed(Timed::Paralyzed, Change::Add, 5 + r.die("paralysis", 10)?);
                }
            }
        },
        TrapParams::SummoningRune { rune } => {
            out.disappear();
            let (kind, count, at) = match rune {
                RuneKind::Thieves => (SummonKind::Thief, 2 + r.die("summon count", 3)?, level + 1),
                RuneKind::Unique => (SummonKind::Unique, 1, level + 6),
                RuneKind::Monsters => (SummonKind::Monster, 2 + r.die("summon count", 3)?, level + 1),
            };
            out.push(Effect::Summon { kind, count, level: summon_level(at, depth) });
        }
        TrapParams::DungeonAlteration { nastiness } => {
            out.disappear();
            dungeon_alteration(r, nastiness, player.reading, out)?;
        }
        TrapParams::CharacterAlteration { alteration } => {
            out.disappear();
            alteration_effect(r, alteration, depth, player, out)?;
        }
        TrapParams::Teleportation => out.push(Effect::Teleport { distance: 250 }),
        TrapParams::MurderHole { family } => {
            let missile = family.missile(depth);
            if trap_hits(r, 75 + level, player.armour_class)? {
                let (n, sides) = missile.dice();
                let mut dam = r.dice("missile damage", n, sides)?;
                if r.one_in("critical", 2)? {
                    dam *= 1 + r.die("critical multiplier", 2)?;
                }
                let gouge = r.one_in("gouge", 2)?;
                if gouge {
                    dam = 3 * dam / 2;
                }
                out.damage_of(dam, Element::Physical);
                if gouge {
                    out.timed(Timed::Cut, Change::Add, r.die("cuts", dam)?);
                }
            } else {
                out.push(Effect::Miss);
            }
            out.push(Effect::DropAmmo { missile });
        }
    }
    Ok(())
}

/// Confusion `+10 + 1d20` unless resisted ([`confusion_turns`]).
fn confuse<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    out: &mut E,
) -> Result<(), TrapError> {
    if player.has(PlayerFlags::RES_CONF) {
        out.push(Effect::Resisted { counter: Timed::Confused });
    } else {
        out.timed(Timed::Confused, Change::Add, confusion_turns(r, player.reading)?);
    }
    Ok(())
}

/// A trap's confusion: the seed's `10 + 1d20`; Oangband 1.1.0's `rand_int(20)
/// + 10`, one lower (`hit_trap`: gas trap, dungeon destruction, software bugs).
fn confusion_turns<R: Roller + ?Sized>(r: &mut R, reading: Reading) -> Result<i64, TrapError> {
    Ok(if reading.is_game() { rand_int(r, "confusion", 20)? + 10 } else { 10 + r.die("confusion", 20)? })
}

/// A trap's blindness: the seed's `15 + 1d30`; Oangband 1.1.0's `rand_int(30)
/// + 15`, one lower (`hit_trap`: gas trap, dungeon destruction).
fn blindness_turns<R: Roller + ?Sized>(r: &mut R, reading: Reading) -> Result<i64, TrapError> {
    Ok(if reading.is_game() { rand_int(r, "blindness", 30)? + 15 } else { 15 + r.die("blindness", 30)? })
}

/// The dungeon alteration trap (seed 004; `hit_trap`'s is the same but for
/// [`confusion_turns`] and [`blindness_turns`]).
fn dungeon_alteration<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    nastiness: i64,
    reading: Reading,
    out: &mut E,
) -> Result<(), TrapError> {
    if nastiness > 60 && r.one_in("destroy level", 12)? {
        out.push(Effect::DestroyLevel);
        out.timed(Timed::Confused, Change::Add, confusion_turns(r, reading)?);
        out.timed(Timed::Blind, Change::Add, blindness_turns(r, reading)?);
        out.timed(Timed::Stun, Change::Add, 50 + r.die("stun", 50)?);
        out.damage_of(r.dice("destruction damage", 15, 15)?, Element::Physical);
    } else if nastiness > 20 && r.one_in("earthquake", 4)? {
        out.push(Effect::Earthquake { radius: 10 });
    } else if nastiness >= 5 && r.one_in("falling rock", 2)? {
        out.damage_of(r.dice("rock damage", 2, 10)?, Element::Physical);
        out.timed(Timed::Stun, Change::Add, 10 + r.die("stun", 10)?);
    } else {
        out.damage_of(r.die("minor damage", 8)?, Element::Physical);
    }
    Ok(())
}

fn pit_effect<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    pit: PitKind,
    depth: Depth,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    out: &mut E,
) -> Result<(), TrapError> {
    if pit == PitKind::MorgulBlades {
        // "Morgul traps disappear after being triggered once."
        out.disappear();
    }
    if player.has(PlayerFlags::FEATHER_FALL) {
        out.push(Effect::FeatherFall);
        return Ok(());
    }
    match pit {
        PitKind::MorgulBlades => {
            out.push(Effect::BlackBreath);
            let dam = r.dice("morgul damage", 20, 15)?;
            out.damage_of(dam, Element::Physical);
            if r.one_in("morgul summon", 2)? {
                let count = 2 + r.die("summon count", 3)?;
                out.push(Effect::Summon {
                    kind: SummonKind::Monster,
                    count,
                    level: summon_level(depth.level() + 1, depth),
                });
            }
            out.timed(Timed::Cut, Change::Add, r.die("cuts", dam)?);
        }
        PitKind::Daggers => {
            let daggers = 5 + r.die("daggers", 10)?;
            // Each dagger does 3d4: the daggers' dice in one draw of 3 × daggers d4.
            let dice = u32::try_from(3 * daggers).unwrap_or(45);
            let dam = r.dice("dagger damage", dice, 4)?;
            out.damage_of(dam, Element::Physical);
            out.timed(Timed::Cut, Change::Add, r.die("cuts", dam)?);
        }
        PitKind::PoisonSpiked => {
            let mut dam = r.dice("pit damage", 2, 6)?;
            let impaled = r.percent("impaled", 85)?;
            if impaled {
                dam *= 3 + r.die("impale multiplier", 6)?;
            }
            out.damage_of(dam, Element::Physical);
            if impaled {
                out.timed(Timed::Cut, Change::Add, r.die("cuts", dam)?);
                poison_hit(r, dam, player, out)?;
            }
        }
        PitKind::Spiked => {
            let mut dam = r.dice("pit damage", 2, 6)?;
            let impaled = r.percent("impaled", 85)?;
            if impaled {
                dam *= 2 + r.die("impale multiplier", 4)?;
            }
            out.damage_of(dam, Element::Physical);
            if impaled {
                out.timed(Timed::Cut, Change::Add, r.die("cuts", dam)?);
            }
        }
        PitKind::Plain => out.damage_of(r.dice("pit damage", 2, 6)?, Element::Physical),
    }
    Ok(())
}

/// The size of a poison hit after resistances (seed 004, "poisonous spiked
/// pit"): `None` with both resistances; `hit / 3` with one, then
/// `ceil(that / 6)` with the temporary one and Enhance Magic (RULINGS G1).
pub fn poison_hit_size(hit: i64, player: &PlayerOf<impl AsRef<[PackItem]>>) -> Option<i64> {
    let temp = player.has(PlayerFlags::RES_POIS_TEMP);
    let perm = player.has(PlayerFlags::RES_POIS_PERM);
    match (temp, perm) {
        (true, true) => None,
        (false, false) => Some(hit),
        _ => {
            let third = hit / 3;
            if temp && player.has(PlayerFlags::ENHANCE_MAGIC) { Some((third + 5) / 6) } else { Some(third) }
        }
    }
}

fn poison_hit<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    hit: i64,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    out: &mut E,
) -> Result<(), TrapError> {
    let Some(h) = poison_hit_size(hit, player) else {
        out.push(Effect::Resisted { counter: Timed::Poisoned });
        return Ok(());
    };
    if h <= 0 {
        return Ok(());
    }
    if player.poison > 0 {
        out.timed(Timed::Poisoned, Change::Add, r.between("poison increase", h / 3, (2 * h + 2) / 3)?);
    } else {
        out.timed(Timed::Poisoned, Change::Set, 4 + r.between("poison duration", (h + 1) / 2, h)?);
    }
    Ok(())
}

fn alteration_effect<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    alteration: AlterationKind,
    depth: Depth,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    out: &mut E,
) -> Result<(), TrapError> {
    match alteration {
        AlterationKind::DrainWands => {
            if !player.pack().is_empty() {
                let last = player.pack().len() as i64 - 1;
                for _ in 0..20 {
                    let slot = r.uniform("pack slot", 0, last)? as usize;
                    let item = player.pack().get(slot).copied().unwrap_or(PackItem::Other);
                    if item.is_device() {
                        out.push(Effect::DrainDevice { slot, device: item });
                        break;
                    }
                }
            }
        }
        AlterationKind::Forgetting => {
            out.push(if saving_throw(r, player)? { Effect::Saved } else { Effect::Amnesia });
        }
        AlterationKind::AlterReality => out.push(Effect::AlterReality),
        AlterationKind::RemoldPlayer => {
            if saving_throw(r, player)? {
                out.push(Effect::Saved);
            } else {
                // Two different stats, each pair equally likely: the first of six,
                // the second of the other five.
                let first = r.uniform("first stat", 0, 5)? as usize % 6;
                let mut second = r.uniform("second stat", 0, 4)? as usize % 5;
                if second >= first {
                    second += 1;
                }
                out.push(Effect::SwapStats { first: Stat::ALL[first], second: Stat::ALL[second % 6] });
            }
        }
        AlterationKind::TimeBall => {
            out.push(Effect::Ball { element: Element::Time, radius: 0, damage: 75, centre: Centre::Player })
        }
        AlterationKind::SoftwareBugs => {
            confuse(r, player, out)?;
            if player.has(PlayerFlags::RES_CHAOS) {
                out.push(Effect::Resisted { counter: Timed::Hallucination });
            } else {
                out.timed(Timed::Hallucination, Change::Add, r.die("hallucination", 40)?);
            }
            let count = 2 + r.die("summon count", 4)?;
            out.push(Effect::Summon { kind: SummonKind::SoftwareBug, count, level: depth.level() });
        }
    }
    Ok(())
}

/// Generates a trap of `kind` at `depth` and triggers it once: [`generate`]
/// then [`trigger`], for one-off triggers and exact distributions.
///
/// # Errors
///
/// As [`trigger`].
pub fn resolve<R: Roller + ?Sized>(
    r: &mut R,
    kind: DungeonTrapKind,
    depth: Depth,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
) -> Result<(DungeonTrap, Outcome), TrapError> {
    let mut out = Outcome::default();
    let trap = resolve_into(r, kind, depth, player, &mut out)?;
    Ok((trap, out))
}

/// [`resolve`], pushing each effect into `out` as it happens (see
/// [`trigger_into`]); returns the trap generated.
///
/// # Errors
///
/// As [`trigger`].
pub fn resolve_into<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    kind: DungeonTrapKind,
    depth: Depth,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    out: &mut E,
) -> Result<DungeonTrap, TrapError> {
    player.validate()?;
    let trap = generate_in(r, kind, depth, player.reading)?;
    trigger_checked(r, &trap, player, out)?;
    Ok(trap)
}

// ---------------------------------------------------------------------------
// Oangband 1.1.0 (`hit_trap` and `check_trap_hit`, src/cmd1.c)
// ---------------------------------------------------------------------------

/// The draws of `hit_trap` that decide what a trap is (see [`generate_in`]).
fn game_params<R: Roller + ?Sized>(r: &mut R, kind: DungeonTrapKind, depth: Depth) -> Result<TrapParams, TrapError> {
    let level = depth.level();
    Ok(match kind {
        DungeonTrapKind::Pit => {
            let mut nastiness = randint(r, "nastiness", level)?;
            if r.one_in("nastiness +20", 20)? {
                nastiness += 20;
            } else if r.one_in("nastiness +10", 5)? {
                nastiness += 10;
            }
            // `randint(3) != 3`: two in three.
            let pit = if nastiness > 80 && r.chance("dagger pit", 2, 3)? {
                PitKind::Daggers
            } else if nastiness > 55 && r.chance("poisonous spiked pit", 2, 3)? {
                PitKind::PoisonSpiked
            } else if nastiness > 30 && r.chance("spiked pit", 2, 3)? {
                PitKind::Spiked
            } else {
                PitKind::Plain
            };
            TrapParams::Pit { nastiness, pit }
        }
        DungeonTrapKind::Dart => TrapParams::Dart { nastiness: 0 },
        DungeonTrapKind::DiscoloredSpot => {
            let mut nastiness = randint(r, "nastiness", level)?;
            if r.one_in("nastiness +10", 5)? {
                nastiness += 10;
            }
            let element =
                [Element::Elec, Element::Cold, Element::Fire, Element::Acid][r.uniform("element", 0, 3)? as usize & 3];
            let heavy = nastiness >= 50 && r.one_in("heavy damage", 2)?;
            TrapParams::DiscoloredSpot { nastiness, heavy, element }
        }
        DungeonTrapKind::SummoningRune => TrapParams::SummoningRune { rune: rune(r, level > 8)? },
        DungeonTrapKind::MurderHole => {
            let family = if r.one_in("shot", 3)? {
                MissileFamily::Shot
            } else if r.one_in("arrow", 2)? {
                MissileFamily::Arrow
            } else {
                MissileFamily::Bolt
            };
            TrapParams::MurderHole { family }
        }
        // The trap door, gas trap, both alteration traps and the teleportation
        // trap draw as the seed does.
        _ => generate_in(r, kind, depth, Reading::Seed)?.params,
    })
}

/// The rest of `hit_trap`, after the draws of [`game_params`].
fn game_trigger<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    trap: &DungeonTrap,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    out: &mut E,
) -> Result<(), TrapError> {
    let depth = trap.depth;
    let level = depth.level();
    match trap.params {
        TrapParams::Pit { pit, .. } => game_pit(r, pit, depth, player, out)?,
        TrapParams::Dart { .. } => {
            if game_trap_hits(r, 50 + level, player.armour_class)? {
                let stat = Stat::ALL[rand_int(r, "stat", 6)? as usize % 6];
                out.damage_of(r.die("dart damage", 4)?, Element::Physical);
                let nastiness = randint(r, "nastiness", level)?;
                let times = if nastiness > 50 && r.one_in("repeated drain", 3)? { r.die("drains", 4)? } else { 1 };
                drain(out, player, stat, times);
            } else {
                out.push(Effect::Miss);
            }
        }
        TrapParams::Gas { gas } => match gas {
            // `pois_hit(25)`; sleep: paralysis `rand_int(10) + 5`, one lower.
            GasKind::Poison => game_poison_hit(r, 25, player, out)?,
            GasKind::Sleep if !player.has(PlayerFlags::FREE_ACTION) => {
                out.timed(Timed::Paralyzed, Change::Add, rand_int(r, "paralysis", 10)? + 5);
            }
            _ => return seed_trigger(r, trap, player, out),
        },
        TrapParams::SummoningRune { rune } => {
            // `summon_specific` gets the level as is (it adds its own bonus).
            let (kind, count, at) = match rune {
                RuneKind::Thieves => (SummonKind::Thief, 2 + r.die("summon count", 3)?, level),
                RuneKind::Unique => (SummonKind::Unique, 1, level + 5),
                RuneKind::Monsters => (SummonKind::Monster, 2 + r.die("summon count", 3)?, level),
            };
            out.push(Effect::Summon { kind, count, level: at });
            out.disappear();
        }
        TrapParams::CharacterAlteration { alteration } => {
            out.disappear();
            game_alteration(r, alteration, depth, player, out)?;
        }
        TrapParams::MurderHole { family } => {
            let missile = family.missile(depth);
            let (n, sides) = missile.dice();
            let mut dam = r.dice("missile damage", n, sides)?;
            if game_trap_hits(r, 75 + level, player.armour_class)? {
                if r.one_in("critical", 2)? {
                    dam *= 1 + r.die("critical multiplier", 2)?;
                }
                if r.one_in("gouge", 2)? {
                    dam = 3 * dam / 2;
                    out.timed(Timed::Cut, Change::Add, randint(r, "cuts", dam)?);
                }
                out.damage_of(dam, Element::Physical);
            } else {
                out.push(Effect::Miss);
            }
            out.push(Effect::DropAmmo { missile });
        }
        // The trap door, the discolored spot's damage, the dungeon alteration
        // trap and the teleportation trap are the seed's (with the game's
        // durations: `confusion_turns`, `blindness_turns`).
        TrapParams::TrapDoor
        | TrapParams::DiscoloredSpot { .. }
        | TrapParams::DungeonAlteration { .. }
        | TrapParams::Teleportation => return seed_trigger(r, trap, player, out),
    }
    Ok(())
}

/// `hit_trap`'s pits: feather falling avoids every pit (a dagger pit is then
/// never found to be a Morgul pit, and stays); a dagger pit is Morgul blades
/// one time in six (`randint(6) == 1`); the cuts come before the damage.
fn game_pit<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    pit: PitKind,
    depth: Depth,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    out: &mut E,
) -> Result<(), TrapError> {
    if player.has(PlayerFlags::FEATHER_FALL) {
        out.push(Effect::FeatherFall);
        return Ok(());
    }
    let pit = match pit {
        PitKind::Daggers if r.one_in("morgul blades", 6)? => PitKind::MorgulBlades,
        other => other,
    };
    match pit {
        PitKind::MorgulBlades => {
            out.push(Effect::BlackBreath);
            let dam = r.dice("morgul damage", 20, 15)?;
            if r.one_in("morgul summon", 2)? {
                let count = r.die("summon count", 3)? + 2;
                out.push(Effect::Summon { kind: SummonKind::Undead, count, level: depth.level() });
            }
            out.disappear();
            out.timed(Timed::Cut, Change::Add, randint(r, "cuts", dam)?);
            out.damage_of(dam, Element::Physical);
        }
        PitKind::Daggers => {
            let daggers = r.die("daggers", 10)? + 5;
            let dice = u32::try_from(3 * daggers).unwrap_or(45);
            let dam = r.dice("dagger damage", dice, 4)?;
            out.timed(Timed::Cut, Change::Add, randint(r, "cuts", dam)?);
            out.damage_of(dam, Element::Physical);
        }
        PitKind::PoisonSpiked | PitKind::Spiked => {
            let mut dam = r.dice("pit damage", 2, 6)?;
            if r.percent("impaled", 85)? {
                dam *= if pit == PitKind::PoisonSpiked {
                    r.die("impale multiplier", 6)? + 3
                } else {
                    2 + r.die("impale multiplier", 4)?
                };
                out.timed(Timed::Cut, Change::Add, randint(r, "cuts", dam)?);
                if pit == PitKind::PoisonSpiked {
                    game_poison_hit(r, dam, player, out)?;
                }
            }
            out.damage_of(dam, Element::Physical);
        }
        PitKind::Plain => out.damage_of(r.dice("pit damage", 2, 6)?, Element::Physical),
    }
    Ok(())
}

/// `hit_trap`'s character alteration traps.
fn game_alteration<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    alteration: AlterationKind,
    depth: Depth,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    out: &mut E,
) -> Result<(), TrapError> {
    match alteration {
        AlterationKind::DrainWands => game_drain_wands(r, player, out)?,
        AlterationKind::RemoldPlayer => {
            if saving_throw(r, player)? {
                out.push(Effect::Saved);
            } else {
                // `ii = rand_int(6)`, then `jj = rand_int(6)` again until it
                // differs (a roller that keeps answering `ii` is refused
                // after `MAX_RETRIES` draws).
                let first = rand_int(r, "first stat", 6)?;
                let second = retry(|| rand_int(r, "second stat", 6), |&s| s != first)?;
                out.push(Effect::SwapStats {
                    first: Stat::ALL[first as usize % 6],
                    second: Stat::ALL[second as usize % 6],
                });
            }
        }
        AlterationKind::SoftwareBugs => {
            confuse(r, player, out)?;
            if player.has(PlayerFlags::RES_CHAOS) {
                out.push(Effect::Resisted { counter: Timed::Hallucination });
            } else {
                out.timed(Timed::Hallucination, Change::Add, r.die("hallucination", 40)?);
            }
            let count = r.die("summon count", 4)? + 2;
            out.push(Effect::Summon { kind: SummonKind::SoftwareBug, count, level: depth.level() });
            for _ in 0..count {
                out.push(Effect::PlaceBug { distance: r.die("bug distance", 3)? });
            }
        }
        AlterationKind::Forgetting | AlterationKind::AlterReality | AlterationKind::TimeBall => {
            alteration_effect(r, alteration, depth, player, out)?;
        }
    }
    Ok(())
}

/// The trap of drain wands as `hit_trap` runs it: `for (i = 0; i < 20; i++)`
/// whose body sets `i = rand_int(slots)` (the loop counter itself): a slot
/// holding a device is drained and ends the search; otherwise the search goes
/// on while the drawn slot + 1 is below 20 (so it can last any number of draws,
/// and never ends when fewer than 20 slots hold no device).
fn game_drain_wands<R: Roller + ?Sized, E: Effects + ?Sized>(
    r: &mut R,
    player: &PlayerOf<impl AsRef<[PackItem]>>,
    out: &mut E,
) -> Result<(), TrapError> {
    let slots = player.pack().len() as i64;
    if slots <= 19 && !player.pack().iter().any(|item| item.is_device()) {
        return Err(TrapError::EndlessLoop { what: "drain wands" });
    }
    let item = |slot: usize| player.pack().get(slot).copied().unwrap_or(PackItem::Other);
    // A roller that keeps picking plain items below slot 19 is refused after
    // `MAX_RETRIES` draws.
    let slot = retry(
        || rand_int(r, "pack slot", slots).map(|s| s as usize),
        |&slot| item(slot).is_device() || slot + 1 >= 20,
    )?;
    if item(slot).is_device() {
        out.push(Effect::DrainDevice { slot, device: item(slot) });
    }
    Ok(())
}
