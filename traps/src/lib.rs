//! Oangband traps, exactly: dungeon traps, chest traps and player-set traps
//! (seed 004, `TRAPS--Dungeon Traps, Chest Traps, and Player Traps`, version
//! 0.1.1), following RULINGS G1-G4 and T1-T4.
//!
//! Every rule is written once against the dice crate's [`Roller`](roguerules_dice::Roller),
//! so the same function samples, replays a script, traces its draws, or
//! enumerates its exact distribution. Inputs and outcomes are plain data: a
//! rule never mutates a game world, it returns what happens.
//!
//! * [`creation`]: which of the ten dungeon traps is placed at a depth (T3);
//! * [`dungeon`]: generating a dungeon trap ([`generate`], a value the game
//!   stores) and triggering it ([`trigger`]);
//! * [`chest`]: the 0..=99 chest trap table, the trap level (T2), the per-chest
//!   distributions (computed by enumeration) and the chest trap effects;
//! * [`player_trap`]: monsters entering the player's traps (T4).
//!
//! # Quick start
//!
//! ```
//! use roguerules_traps::{trap_set_counts, Chest, ChestTraps, average_power};
//! use roguerules_dice::BigRational;
//!
//! // The seed's per-chest table, from the rules: a small wooden chest has no
//! // trap 879 times out of 6561.
//! let rows = trap_set_counts(Chest::SmallWooden.native_depth())?;
//! let none = rows.iter().find(|row| row.traps == ChestTraps::empty()).map(|row| row.count);
//! assert_eq!(none, Some(879));
//!
//! // The average trap power at character level 10 is 17.5.
//! assert_eq!(average_power(10)?, BigRational::new(35.into(), 2.into()));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Readings
//!
//! Every trap input that the released game reads differently carries a
//! [`Reading`](roguerules_vocab::Reading): the seed (the default) or Oangband
//! 1.1.0's code, draw for draw ([`oangband_reading`] lists where they differ).
//!
//! "RULINGS T1" (or just "T1") in these docs means the section T1 of this
//! crate's [`readings`] page, which says what each rule source is and how the
//! crate reads its unclear passages.
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]
#![doc(test(attr(deny(warnings))))]

pub mod chest;
mod common;
pub mod creation;
pub mod dungeon;
mod error;
mod input;
#[doc = include_str!("../docs/oangband-1.1.0.md")]
pub mod oangband_reading {}
pub mod player_trap;
pub mod readings;

pub use chest::{
    CHEST_TABLE_TOTAL, CHEST_TRAP_NAMES, CHEST_TRAP_TABLE, Chest, ChestTraps, TrapSetCount, chest_trap_level,
    chest_traps, open_trapped_chest, open_trapped_chest_into, resolve_chest_traps, resolve_chest_traps_into,
    trap_set_counts, trap_set_distribution, traps_at_level,
};
pub use common::{
    Centre, Change, Depth, Effect, Effects, Element, FEET_PER_LEVEL, MAX_LEVEL, MAX_PACK, Missile, Outcome, PackItem,
    Player, PlayerFlags, PlayerOf, Stat, SummonKind, Sustains, Timed, summon_level, trap_hit_chance, trap_hits,
};
pub use creation::{DungeonTrapKind, allowed_kinds, choose_kind, kind_probabilities};
pub use dungeon::{
    AlterationKind, DungeonTrap, GasKind, MissileFamily, PitKind, RuneKind, TrapParams, generate, generate_in,
    poison_hit_size, resolve, resolve_into, trigger, trigger_into,
};
pub use error::TrapError;
pub use input::{ChestInput, DungeonTrapInput, PlayerTrapInput, TrapKindsInput, TrapPowerInput};

/// bitflags, re-exported: the flag types here are bitflags types; its
/// [`Flags`](bitflags::Flags) trait names their common methods in generic code.
pub use bitflags;
pub use player_trap::{
    Mobility, Monster, MonsterEffect, MonsterTrapOutcome, PlayerTrapKind, ResultOdds, Setter, average_power,
    base_power, becomes_wary, becomes_wary_in, critical_chance, disarm_chance, loses_wariness, monster_disarm_skill,
    monster_enters_trap, monster_enters_trap_into, power_distribution, result_odds, trap_effect, trap_effect_into,
    trap_power, wary_avoid_chance,
};
/// The dice crate, re-exported so that this crate alone is enough: the
/// [`Roller`](dice::Roller) every rule takes, the [`Sampler`](dice::Sampler) and
/// its generator, [`Scripted`](dice::Scripted), [`Pmf`](dice::Pmf),
/// [`Prob`](dice::Prob), [`BigRational`](dice::BigRational), `exact`, ...
/// (`use roguerules_traps::dice::{Sampler, exact};`).
pub use roguerules_dice as dice;

/// The README's example, run as a doc test.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
