//! Oangband's damage types, exactly: seed 000 (`DAMAGE TYPES--Effects on
//! Monsters, Terrain, and Items`, version 0.1.1) on monsters, terrain, floor
//! objects and the player, following RULINGS G1-G4, P1-P13 and Q1-Q46.
//!
//! Every rule is written once against the dice crate's
//! [`Roller`](roguerules_dice::Roller), so the same function samples a game's
//! rolls, replays a script, traces its draws, or enumerates its exact odds.
//! Inputs and outcomes are plain data: a rule never mutates a game world, it
//! returns what happens.
//!
//! * [`monster`]: the monster table, its notes (a)-(O) and final notes i-v, and
//!   the terrain adjustment — [`monster::project`], [`monster::odds`],
//!   [`monster::table`];
//! * [`terrain`]: damage on terrain — [`terrain::project`], [`terrain::odds`];
//! * [`object`]: floor objects — [`object::project`], [`object::odds`],
//!   [`object::destroy_chance`];
//! * [`player`]: the player table, its notes (a)-(Y), the legend and the
//!   player's terrain table — [`player::project`], [`player::odds`],
//!   [`player::marginals`], [`player::exact_report`], [`player::PLAYER_TABLE`].
//!
//! Every input carries a [`Reading`]: the seed (the
//! default), or the released Oangband 1.1.0's code, draw for draw
//! ([`oangband_reading`] lists where they differ).
//!
//! The damage types and terrain are the shared vocabulary's ([`Gf`], [`Terrain`],
//! Oangband 1.1.0's codes).
//!
//! # Readings
//!
//! Every input carries a [`Reading`]: [`Reading::Seed`] (the default) follows
//! the seed text as the project reads it (RULINGS); [`Reading::Oangband110`]
//! follows the released Oangband 1.1.0's code, draw for draw, for monsters,
//! the player, terrain and floor objects (its rules where they differ from the
//! seed, and every draw the game makes, in its order, even where the result is
//! certain, so a game handing its generator to the library keeps its stream;
//! [`player::land`] says what the grid the game's own teleport chose does). A
//! game's monster as it holds it: [`monster::RaceFlags`] reads Oangband
//! 1.1.0's `monster_race.flags1..flags4`, [`monster::speed_from_game`] its
//! speeds stored +110.
//!
//! # Quick start
//!
//! ```
//! use roguerules_projection::monster::{self, Monster, MonsterFlags, MonsterInput};
//! use roguerules_projection::{Gf, PlayerSource, Class, Source, Terrain};
//! use roguerules_dice::{Sampler, Scripted, Step};
//!
//! // An orc on rubble hit by a darkness ball of 100 from a player.
//! let orc = Monster { name: "Cave orc".into(), char: 'o', level: 7, hp: 30, maxhp: 30,
//!                     flags: MonsterFlags::ORC | MonsterFlags::EVIL, ..Monster::default() };
//! let input = MonsterInput { terrain: Terrain::Rubble, ..MonsterInput::new(Gf::Dark, 100, orc) };
//!
//! // Sample it.
//! let out = monster::project(&mut Sampler::seed_from_u64(7), &input)?;
//! assert!(out.avoided || out.damage > 0);
//!
//! // Replay it: not avoided; 100 - (100/4)/2 = 88 on rubble (Half, RULINGS P2);
//! // orcs resist at (g): 3 * 88 / 6 = 44; 44 > 30 HP: killed.
//! let mut r = Scripted::new([Step::labelled("terrain avoidance (a) 1 in 4", false),
//!                            Step::labelled("(g) divisor 5..7", 6)]);
//! let out = monster::project(&mut r, &input)?;
//! assert_eq!((out.damage, out.killed, out.hp), (44, true, None));
//!
//! // Its exact odds.
//! assert_eq!(monster::kill_chance(&input)?.to_string(), "3/4");
//! assert_eq!(monster::mean_damage(&input)?.to_string(), "133/4");
//!
//! // Note (C) from a mage with Beguile: power supercharged, then the saving roll.
//! let source = Source::Player(PlayerSource { level: 30, class: Class::Mage, beguile: true, holy_light: false });
//! let conf = MonsterInput { source, ..MonsterInput::new(Gf::OldConf, 100, Monster::default()) };
//! let p = monster::odds(&conf)?.probability_where(|o| o.confusion > 0);
//! assert!(p > roguerules_dice::BigRational::new(9.into(), 10.into()));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Features
//!
//! * `serde` (default): `Serialize`/`Deserialize` for every input and outcome (the
//!   JSON the CLI reads and writes; missing fields take neutral defaults) and
//!   `Serialize` for the tables.
//!
//! # Integers
//!
//! Arithmetic truncates toward zero after every multiplication and division, in
//! the order written (RULINGS G1). Inputs are validated against documented
//! ranges (damage `0..=5000`, ...) so no product can overflow an `i64`; no public
//! function panics.
//!
//! # The player
//!
//! ```
//! use roguerules_projection::player::{self, PlayerInput};
//! use roguerules_projection::Gf;
//!
//! // Chaos of 90 at a character with 50% chaos resistance (V. Variable: 40..=60%,
//! // RULINGS P7): resisted, so no hallucination, confusion or drain (note (T)).
//! let mut input = PlayerInput::new(Gf::Chaos, 90);
//! input.player.resist.chaos = 50;
//! let damage = player::damage_pmf(&input)?;
//! assert_eq!((*damage.min(), *damage.max()), (36, 54));
//! assert_eq!(player::marginals(&input)?.hallucination.len(), 1);
//! # Ok::<(), roguerules_projection::ProjectionError>(())
//! ```
//!
//! # Readings
//!
//! "RULINGS P10" (or just "P10") in these docs means the section P10 of this
//! crate's [`readings`] page, which says what each rule source is and how the
//! crate reads its unclear passages.
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]
#![doc(test(attr(deny(warnings))))]

mod error;
mod flags;
pub mod monster;
pub mod object;
#[doc = include_str!("../docs/oangband-1.1.0.md")]
pub mod oangband_reading {}
pub mod player;
pub mod readings;
mod rolls;
mod source;
pub mod terrain;

pub use error::ProjectionError;
pub use monster::{Monster, MonsterFlags, MonsterInput, MonsterOutcome};
pub use object::{IgnoreFlags, ObjectClass, ObjectInput, ObjectOutcome};
pub use player::{PlayerInput, PlayerOutcome};
pub use roguerules_vocab::{Gf, Reading, Terrain, UnknownName};
pub use source::{Class, MAX_PLAYER_LEVEL, PlayerSource, Source};
pub use terrain::TerrainInput;

/// bitflags, re-exported: the flag types here are bitflags types; its
/// [`Flags`](bitflags::Flags) trait names their common methods in generic code.
pub use bitflags;
/// The dice crate, re-exported so that this crate alone is enough: the
/// [`Roller`](dice::Roller) every rule takes, the [`Sampler`](dice::Sampler) and
/// its generator, [`Scripted`](dice::Scripted), [`Pmf`](dice::Pmf),
/// [`Prob`](dice::Prob), [`BigRational`](dice::BigRational), `exact`, ...
/// (`use roguerules_projection::dice::{Sampler, exact};`).
pub use roguerules_dice as dice;
/// The vocabulary crate, re-exported: [`Gf`], [`Terrain`] and the reading
/// selector the inputs carry.
pub use roguerules_vocab as vocab;

/// The README's example, run as a doc test.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
