//! Randomness, dice expressions and exact distributions for roguerules.
//!
//! Every random decision of every rule in roguerules goes through the [`Roller`]
//! trait as a typed, labelled draw. The same rule code then serves four uses:
//! sampling ([`Sampler`]), scripted replays of the sources' worked
//! examples ([`Scripted`]), traces of why something happened ([`Tracing`]) and
//! exact distributions ([`exact`], [`Pmf`]).
//!
//! # Quick start
//!
//! ```
//! use roguerules_dice::{DiceExpr, Roller, RollerExt, Sampler, Scripted, exact};
//!
//! // A rule: "roll 1d20 to hit; on a hit, 2d6+1 damage".
//! fn attack<R: Roller + ?Sized>(r: &mut R) -> Result<i64, roguerules_dice::RollError> {
//!     if r.die("hit roll", 20)? < 11 {
//!         return Ok(0);
//!     }
//!     Ok(r.dice("damage", 2, 6)? + 1)
//! }
//!
//! // 1. Sample it.
//! let dealt = attack(&mut Sampler::seed_from_u64(1))?;
//! assert!(dealt == 0 || (3..=13).contains(&dealt));
//! // 2. Replay it from a script.
//! assert_eq!(attack(&mut Scripted::new([16, 9]))?, 10);
//! // 3. Know its exact odds.
//! let pmf = exact(|r| attack(r))?;
//! assert_eq!(pmf.probability(&0).to_string(), "1/2");
//! assert_eq!(pmf.mean().to_string(), "4");
//!
//! // Dice expressions parse, print, roll and have exact distributions too.
//! let e: DiceExpr = "4d6kh3".parse()?;
//! assert_eq!(e.mean()?.to_string(), "15869/1296");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Readings
//!
//! "RULINGS G2" (or just "G2") in these docs means the section G2 of this
//! crate's [`readings`] page, which says what each rule source is and how the
//! crate reads its unclear passages.
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]
#![doc(test(attr(deny(warnings))))]

mod budget;
mod convolve;
mod exact;
mod expr;
mod pmf;
pub mod readings;
mod replay;
mod retry;
mod roller;
mod sampler;
mod scripted;
mod source;
mod trace;
mod weight;

pub use budget::{Budget, BudgetExceeded, Limit};
pub use exact::{ExactRoller, exact, exact_with};
pub use expr::{
    DiceExpr, ExprError, ExprErrorKind, Keep, MAX_CONSTANT, MAX_COUNT, MAX_SIDES, MAX_TERMS, MAX_WEIGHT_BYTES, Term,
};
pub use pmf::{Pmf, PmfError, Prob, fraction_string};
pub use replay::{Replay, ReplayFault};
pub use retry::{MAX_RETRIES, retry};
pub use roller::{
    DrawKind, InvalidDraw, NonDeterministic, RollError, Roller, RollerExt, ScriptError, SourceError, SourceFailure,
};
pub use sampler::{DefaultRng, Sampler};
pub use scripted::{Scripted, Step};
pub use source::Source;
pub use trace::{Draw, Tracing};

/// Re-exported so users can name the generator trait and big integers without
/// matching versions by hand.
pub use num_bigint::{BigInt, BigUint};
pub use num_rational::BigRational;
/// Re-exported so users can turn a [`Prob`] into an `f64` (`p.to_f64()`) without
/// depending on num-traits themselves.
pub use num_traits::ToPrimitive;
pub use rand_core;
/// Re-exported: [`DefaultRng`] is `rand_pcg::Pcg32`; name its type, or build one
/// from a state, without depending on rand_pcg.
pub use rand_pcg;

/// The README's examples, run as doc tests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
