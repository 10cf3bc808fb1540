//! The tabletop RPG's combat rules (seed 002), exact: attack values, the open-ended
//! attack roll and its odds, damage, segments, movement, disengaging, shields,
//! parries, Strength, absorption, item slots, aiming and conditions, with every
//! table of the source as typed data.
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]
#![doc(test(attr(deny(warnings))))]

mod error;
mod rounding;
pub mod tables;

pub use error::TabletopError;
pub use rounding::round_half_even;
pub mod attack_roll;
pub mod attack_value;
pub mod damage;
pub mod encumbrance;
pub mod sheet;
