//! Angband 2.7.9v6 melee and missile attacks (seed 003, `attack.spo` 1.12), with
//! exact odds beside every roll.
//!
//! Where the spoiler misdescribes the game, the game wins (RULINGS M1-M9 list the
//! errata); each item says which ruling it follows. Weights are in tenths of a
//! pound ([`Weight`]) and stats use the `18/xx` notation ([`Stat`]).
//!
//! | rule | sampling | exact odds |
//! |---|---|---|
//! | blows per round | — | [`blows()`] |
//! | skill | — | [`skills`], [`combat_bonus`] |
//! | hit test (M1, M3) | [`hit_test`] | [`hit_chance`] |
//! | critical (M6) | [`critical()`] | [`crit_odds`] |
//! | melee blow (M7, M9) | [`blow`], [`PreparedBlow`] (a profile prepared once) | [`blow_damage_pmf`], [`expected_blow_damage`] |
//! | melee round | [`melee_round`] | [`round_damage_pmf`], [`expected_round_damage`], [`kill_chance`] |
//! | rounds or shots to kill | — | [`rounds_to_kill_pmf`], [`shots_to_kill_pmf`], [`attacks_to_kill_pmf`] |
//! | shots per turn (M4) | — | [`shots`] |
//! | missiles (M3, M6, M7) | [`missile()`], [`PreparedMissile`] (a missile prepared once) | [`missile_damage_pmf`] |
//! | breakage (M8) | [`breaks`] | [`breakage_probability`] |
//!
//! # Draws whose result is certain
//!
//! Seed 003 follows the game's code (RULINGS), and the game draws through
//! `rand_int(m)`, which consumes a number whenever `m >= 2`, whether or not the
//! result can change anything. So does this module (issue 21; checked against
//! traces of the game in `tests/angband_conformance.rs`):
//!
//! - Armour roll against AC 0 or 1 (`3 * ac / 4` is 0, always past): drawn on
//!   `0..K`, as `test_hit_norm` / `test_hit_fire` draw `rand_int(chance)`.
//! - Armour roll with `3 * ac / 4 >= K` (always stopped): drawn, same functions.
//! - Armour roll with `K == 1`: not drawn (`rand_int(1)` is 0 without a draw); a
//!   miss from AC 2 up.
//! - Critical chance at `P <= 0` (never) or `P >= 5000` (always): drawn on
//!   `0..5000`, as `critical_norm` / `critical_shot` draw `randint(5000)`.
//! - Critical type when one type is possible (melee 129.9 lb and up, missiles
//!   99.9 lb and up): drawn, `randint(650)` / `randint(500)`, same functions.
//! - Bare hands: no damage dice and no critical draw (`py_attack` calls neither
//!   `damroll` nor `critical_norm` without a weapon).
//! - Damage dice of one side: not drawn (`randint(1)` draws nothing in `damroll`).
//! - Missile damage dice: drawn at launch, before the hit test, hit or miss
//!   (`do_cmd_fire` / `do_cmd_throw`).
//! - Breakage at 100% (a flask that hit): drawn, `drop_near`'s `rand_int(100)`;
//!   an artifact draws nothing (`drop_near` tests it first).
//!
//! # JSON (feature `serde`)
//!
//! Every input serializes with serde as plain named fields, and reads back
//! with the same names; what a rule takes is its own types, each its own
//! object: a [`Character`] (class, race, level, stats, rings, effects), a
//! [`Weapon`], a [`Launcher`] with its [`Ammo`] or a [`Thrown`] object, a
//! [`Monster`]. The `roguerules` command's `--input` files (`angband blows`,
//! `blow`, `fight`, `missile`) are one object holding them, so one character
//! serves every rule:
//!
//! ```json
//! {"character": {"class": "warrior", "race": "dwarf", "level": 20, "str": "18/100", "dex": "18/50"},
//!  "weapon": {"dice": {"count": 2, "sides": 5}, "to_hit": 3, "to_dam": 4, "weight": 150},
//!  "monster": {"ac": 36, "flags": "EVIL | ORC", "hp": 60}}
//! ```
//!
//! - Names (class, race, launcher, ammunition and object kinds, critical
//!   table) are read in any case, with `-`, `_` or a space between words
//!   (roguerules-vocab's `deserialize_by_name!`); flag sets ([`Slays`],
//!   [`MonsterFlags`], [`Effects`]) are their names joined by ` | ` as
//!   serialized (`"SLAY_EVIL | BRAND_FIRE"`), read in any case, also
//!   separated by `,` or as a list.
//! - Stats are strings as the game writes them (`"18/50"`; a number `3` to
//!   `18` reads too); weights are in tenths of a pound (`150` is 15 lb;
//!   [`Weight`]).
//! - Fields a rule cannot do without are required (a character's `class`,
//!   `str`, `dex`; a weapon's `dice` and `weight`; a launcher's `kind`; ammo's
//!   `kind`, `dice`, `weight`; a thrown object's `dice` and `weight`; a
//!   monster's `ac`); the others default to nothing (level 1, human, no bonus,
//!   no flag, a visible monster of unknown hit points); unknown fields are
//!   refused.
//!
//! # Example
//!
//! ```
//! use roguerules_melee::angband::*;
//! use roguerules_dice::{exact, Sampler};
//!
//! // A level-20 Dwarf warrior with a Broad Sword (2d5) (+3,+4), 15 lb.
//! let mut c = Character::new(Class::Warrior, "18/100".parse()?, "18/50".parse()?);
//! c.race = Race::Dwarf;
//! c.level = 20;
//! c.weapon = Some(Weapon {
//!     dice: Dice::new(2, 5)?, to_hit: 3, to_dam: 4, weight: "15".parse()?,
//!     ..Weapon::default()
//! });
//! let melee = Melee::of(&c)?;
//! assert_eq!((melee.blows.blows, melee.blows.heavy), (3, false));
//! let orc = Monster { ac: 36, flags: MonsterFlags::ORC | MonsterFlags::EVIL, ..Monster::new(36) };
//!
//! // Roll a blow, or know its odds exactly.
//! let b = blow(&mut Sampler::seed_from_u64(7), &melee, &orc)?;
//! assert!(b.damage >= 0);
//! let pmf = blow_damage_pmf(&melee, &orc)?;
//! assert_eq!(pmf, exact(|r| blow(r, &melee, &orc).map(|b| b.damage))?);
//! println!("mean damage per round: {}", expected_round_damage(&melee, &orc)?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod blows;
pub mod breakage;
pub mod character;
pub mod class;
pub mod critical;
pub mod damage;
pub mod error;
pub mod fight;
pub mod heavy;
pub mod hit;
pub mod missile;
pub mod odds;
pub mod round;
pub mod skill;
pub mod slay;
pub mod stat;
pub mod view;
pub mod weight;

pub use blows::{Blows, adjusted_strength, blows, blows_table, dex_row, strength_weapon_index};
pub use breakage::{Landing, ObjectKind, breakage_chance, breakage_probability, breaks};
pub use character::{Ammo, Bonus, Character, Dice, Effects, Launcher, Monster, Thrown, Weapon};
pub use class::{Class, ClassTable, Race, UnknownName};
pub use critical::{CRIT_DENOMINATOR, CritOdds, CritTable, Critical, PreparedCritical, crit_odds, critical};
pub use damage::{BlowOutcome, Melee, PreparedBlow, Strike, WeaponBlow, blow, other_to_dam, str_to_dam, strike};
pub use error::{AngbandError, StatError};
pub use fight::{MAX_FIGHT_ROUNDS, RoundsToKill, attacks_to_kill_pmf, rounds_to_kill_pmf, shots_to_kill_pmf};
pub use heavy::{Heavy, heavy, weight_limit};
pub use hit::{HitRoll, hit_chance, hit_test, visible_skill};
pub use missile::{
    AmmoKind, LAUNCH_MULTIPLIERS, Launch, LauncherKind, Missile, MissileOutcome, PreparedMissile, launcher_multiplier,
    missile, missile_strike, shots,
};
pub use odds::{
    MAX_ROUND_OUTCOMES, ROUND_WORK_PER_UNIT, blow_damage_pmf, blow_damage_pmf_with, expected_blow_damage,
    expected_round_damage, kill_chance, missile_damage_pmf, missile_damage_pmf_with, round_damage_pmf,
    round_damage_pmf_with,
};
pub use round::{RoundOutcome, kills, melee_round, melee_round_into};
pub use skill::{
    CombatBonus, Skills, base_melee_skill, base_missile_skill, combat_bonus, dex_to_hit, skills, str_to_hit,
};
pub use slay::{MonsterFlags, Slays};
pub use stat::{MAX_STAT, STAT_ROWS, Stat};
pub use view::{MeleeView, MissileView};
pub use weight::Weight;
