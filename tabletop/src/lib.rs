#![doc = include_str!("../README.md")]
//!
//! # Modules by section of seed 002
//!
//! | section | module |
//! |---|---|
//! | Tables 1-23, misc encumbrance | [`tables`], [`encumbrance`], [`conditions`] |
//! | A, B, C attack values | [`attack_value`] (inputs in [`sheet`]) |
//! | D rolling an attack, H overhit, exact odds | [`attack_roll`] |
//! | E, F, G damage | [`damage`] |
//! | I segment of attack, N attacks per round | [`segments`] |
//! | J shield interposition | [`shield`] |
//! | K parry | [`parry`] |
//! | L movement, M disengage, Tables 16-18 | [`movement`] |
//! | O, P statistics and Strength, Table 21 | [`strength`] |
//! | Q absorption, Table 2 | [`absorption`] |
//! | R item slots, Table 3 | [`slots`] |
//! | Table 22 aiming | [`aim`] |
//! | Tables 20, 23 conditions and actions | [`conditions`] |
//!
//! # Readings
//!
//! "RULINGS B1" (or just "B1") in these docs means the section B1 of this
//! crate's [`readings`] page, which says what each rule source is and how the
//! crate reads its unclear passages.
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]
#![doc(test(attr(deny(warnings))))]

mod error;
mod rounding;
pub mod tables;

pub use error::TabletopError;
pub use rounding::round_half_even;
pub mod absorption;
pub mod aim;
pub mod attack_roll;
pub mod attack_value;
pub mod conditions;
pub mod damage;
pub mod encumbrance;
pub mod movement;
pub mod parry;
pub mod readings;
pub mod segments;
pub mod sheet;
pub mod shield;
pub mod slots;
pub mod strength;

/// bitflags, re-exported: the flag types here are bitflags types; its
/// [`Flags`](bitflags::Flags) trait names their common methods in generic code.
pub use bitflags;
/// The dice crate, re-exported so that this crate alone is enough: the
/// [`Roller`](dice::Roller) every rule takes, the [`Sampler`](dice::Sampler) and
/// its generator, [`Scripted`](dice::Scripted), [`Pmf`](dice::Pmf),
/// [`Prob`](dice::Prob), [`BigRational`](dice::BigRational), `exact`, ...
/// (`use roguerules_tabletop::dice::{Sampler, exact};`).
pub use roguerules_dice as dice;
