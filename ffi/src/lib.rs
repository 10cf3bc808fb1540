//! The C API of roguerules: `libroguerules.a` / `libroguerules.so` and
//! `include/roguerules.h` (in this crate: `ffi/include/`).
//!
//! Every function is `rr_`-prefixed. Conventions, written once:
//!
//! * Every fallible function returns an [`rr_status`] (`RR_OK` = 0; stable
//!   numbers) and writes its results through out-pointers (`…_out`) **only on
//!   success**. `rr_status_message` names any status, known or not.
//! * Handles come in `_new`/`_parse` and `_free` pairs; `_free(NULL)` is a no-op.
//!   A `const` handle argument is not modified.
//! * A buffer argument is followed by its length; call with a NULL buffer to learn
//!   the length needed.
//! * NULL and misaligned pointers are reported (`RR_NULL_ARGUMENT`,
//!   `RR_MISALIGNED_POINTER`); enums and flag words cross as integers and are
//!   validated (`RR_INVALID_ARGUMENT`), never trusted. There is no `bool`: yes/no
//!   crosses as `uint8_t` 0 or 1 (any other value is `RR_INVALID_ARGUMENT`), so
//!   the header needs only `<stdint.h>` and `<stddef.h>` and stays C89-clean.
//! * Every function's doc lists the statuses it returns, and every rolling
//!   function's the widest `hi - lo` it asks a game's callback for.
//! * No panic crosses into C: every entry point runs inside `catch_unwind` and a
//!   panic becomes `RR_PANIC`.
//! * Randomness: every rolling function takes an [`rr_random`] naming either the
//!   built-in seeded generator ([`rr_rng_new`]) or the game's own
//!   ([`rr_roller`], a `uniform(user, lo, hi)` callback).
//!
//! The Rust functions here are the C functions; Rust code should use the rule
//! crates directly.
//!
//! # Example
//!
//! The calls a C program makes, written in Rust (see `examples/c/` for C):
//!
//! ```
//! use roguerules::{rr_dice_free, rr_dice_parse, rr_dice_roll, rr_random, rr_rng_free, rr_rng_new, rr_status};
//!
//! let (mut rng, mut dice) = (std::ptr::null_mut(), std::ptr::null_mut());
//! let mut total = 0i64;
//! // SAFETY: valid out-pointers, a NUL-terminated string, live handles freed once.
//! unsafe {
//!     assert_eq!(rr_rng_new(2026, &mut rng), rr_status::RR_OK);
//!     assert_eq!(rr_dice_parse(c"2d6+1".as_ptr(), &mut dice), rr_status::RR_OK);
//!     let random = rr_random { rng, roller: std::ptr::null() };
//!     assert_eq!(rr_dice_roll(dice, random, &mut total), rr_status::RR_OK);
//!     // Bad input is a status, never a crash; the out-pointer is left alone.
//!     assert_eq!(rr_dice_roll(std::ptr::null(), random, &mut total), rr_status::RR_NULL_ARGUMENT);
//!     rr_dice_free(dice);
//!     rr_rng_free(rng);
//! }
//! assert!((3..=13).contains(&total));
//! ```
//!
//! # Readings
//!
//! "RULINGS M6" (or just "M6") in these docs means the section M6 of this
//! crate's [`readings`] page, which says what each rule source is and how the
//! crate reads its unclear passages.
// The C API's names are C's: `rr_status`, `rr_ang_melee`, ...
#![allow(non_camel_case_types)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]
#![doc(test(attr(deny(warnings))))]

pub mod angband;
mod boundary;
pub mod convert;
pub mod dice;
pub mod powder;
pub mod projection;
pub mod random;
pub mod reading;
pub mod readings;
pub mod status;
pub mod tabletop;
pub mod traps;
mod version;

pub use convert::{rr_fraction, rr_value_probability};
pub use dice::{rr_dice, rr_dice_free, rr_dice_max, rr_dice_min, rr_dice_parse, rr_dice_pmf, rr_dice_roll};
pub use random::{rr_random, rr_random_from_rng, rr_random_from_roller, rr_rng, rr_rng_free, rr_rng_new, rr_roller};
pub use reading::{RR_READING_OANGBAND_1_1_0, RR_READING_SEED};
pub use status::*;
pub use version::rr_version;
