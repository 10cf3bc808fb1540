//! Angband 2.7.9v6 melee and missiles (seed 003, module [`angband`]) and POWDER's
//! to-hit procedure (seed 001, module [`powder`]), exact: every rule is written once
//! against the dice crate's `Roller`, so it samples, replays scripts, traces its
//! draws and yields exact distributions.
//!
//! # Quick start (angband)
//!
//! ```
//! use roguerules_melee::angband::{
//!     blow, blow_damage_pmf, hit_chance, Character, Class, Dice, Melee, Monster, Weapon,
//! };
//! use roguerules_dice::Sampler;
//!
//! // A warrior, Strength 18/100, Dexterity 18/50, with a Tulwar (2d4) (+0,+0), 10 lb.
//! let mut c = Character::new(Class::Warrior, "18/100".parse()?, "18/50".parse()?);
//! c.weapon = Some(Weapon { dice: Dice::new(2, 4)?, weight: "10".parse()?, ..Weapon::default() });
//! let melee = Melee::of(&c)?;
//! let orc = Monster::new(36);
//!
//! println!("{} blows, {} to hit", melee.blows.blows, hit_chance(melee.skill, orc.ac, orc.visible));
//! let one = blow(&mut Sampler::seed_from_u64(42), &melee, &orc)?;
//! let pmf = blow_damage_pmf(&melee, &orc)?;
//! assert!(pmf.support().any(|d| *d == one.damage));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Readings
//!
//! "RULINGS M6" (or just "M6") in these docs means the section M6 of this
//! crate's [`readings`] page, which says what each rule source is and how the
//! crate reads its unclear passages.
#![deny(missing_docs)]

pub mod angband;
pub mod powder;
pub mod readings;

/// bitflags, re-exported: the flag types here are bitflags types; its
/// [`Flags`](bitflags::Flags) trait names their common methods in generic code.
pub use bitflags;
/// The dice crate, re-exported so that this crate alone is enough: the
/// [`Roller`](dice::Roller) every rule takes, the [`Sampler`](dice::Sampler) and
/// its generator, [`Scripted`](dice::Scripted), [`Pmf`](dice::Pmf),
/// [`Prob`](dice::Prob), [`BigRational`](dice::BigRational), `exact`, ...
/// (`use roguerules_melee::dice::{Sampler, exact};`).
pub use roguerules_dice as dice;

/// The README's examples, run as doc tests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
