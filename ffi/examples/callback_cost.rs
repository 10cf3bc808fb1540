//! Instructions the library spends per call, for callgrind (`valgrind
//! --tool=callgrind` this program; `ffi/README.md`, "The boundary at the
//! game's speed" and "What the callback path costs", have the commands and
//! figures). The calls are the bench's (`benches/blow_setup/families.rs`).
//!
//! `cargo run --release -p roguerules-ffi --example callback_cost -- MODE [N]`
//! makes N calls (100,000 by default) of:
//!
//! * `<family>`: the family's C call with a game-style generator (xorshift32)
//!   passed as `rr_roller`: compare the entry point's inclusive instructions
//!   with the callback's (`blow`: the Dwarf's blow; `bolt`: a drawless fire
//!   bolt);
//! * `c-<family>`: the family's C call with the built-in generator seeded 1;
//! * `rust-<family>`: the same rule through the Rust API, roguerules' own
//!   sampler seeded 1 (the C / Rust ratio of instructions per call);
//! * `dice`: `rr_dice_roll` of `100d6` through the callback (100 draws a call).
//!
//! The families are `bolt`, `player`, `blow`, `blow-profile` (the C
//! `rr_ang_profile` handle, the Rust `PreparedBlow`), `missile`,
//! `missile-profile` (the C `rr_ang_missile_profile` handle, the Rust
//! `PreparedMissile`), `tt`, `chest`, `pit` and `powder`.

#[allow(dead_code)]
#[path = "../benches/blow_setup/mod.rs"]
mod blow_setup;

use blow_setup::families::{Families, check, each_family};
use blow_setup::{new_rng, xorshift_roller};
use roguerules::{rr_dice, rr_dice_free, rr_dice_parse, rr_dice_roll, rr_random, rr_rng_free, rr_status};
use roguerules_dice::Sampler;
use std::hint::black_box;

/// Which side of a family to call.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    /// The C call with the game-style generator as the callback.
    Callback,
    /// The C call with the built-in generator.
    BuiltIn,
    /// The Rust call.
    Rust,
}

/// Makes `n` calls of one side of the family `key`.
struct Calls {
    key: String,
    side: Side,
    n: u64,
    found: bool,
}

impl Families for Calls {
    fn family(
        &mut self,
        key: &str,
        _name: &str,
        mut rust: impl FnMut(&mut Sampler) -> bool,
        mut c: impl FnMut(rr_random) -> rr_status,
    ) {
        if key != self.key {
            return;
        }
        self.found = true;
        check(key, &mut rust, &mut c);
        match self.side {
            Side::Rust => {
                let mut s = Sampler::seed_from_u64(1);
                for _ in 0..self.n {
                    rust(&mut s);
                }
            }
            Side::BuiltIn => {
                let rng = new_rng(1);
                for _ in 0..self.n {
                    c(rr_random { rng, roller: std::ptr::null() });
                }
                // SAFETY: made above, freed once.
                unsafe { rr_rng_free(rng) };
            }
            Side::Callback => {
                let mut state = 2_463_534_242u32;
                let roller = xorshift_roller(&mut state);
                for _ in 0..self.n {
                    c(rr_random { rng: std::ptr::null_mut(), roller: &roller });
                }
            }
        }
    }
}

/// `n` rolls of `100d6` through the game-style generator.
fn dice(n: u64) {
    let mut state = 2_463_534_242u32;
    let roller = xorshift_roller(&mut state);
    let random = rr_random { rng: std::ptr::null_mut(), roller: &roller };
    let mut dice: *mut rr_dice = std::ptr::null_mut();
    // SAFETY: a valid out-pointer and a NUL-terminated string.
    assert_eq!(unsafe { rr_dice_parse(c"100d6".as_ptr(), &mut dice) }, rr_status::RR_OK);
    let mut sum = 0i64;
    for _ in 0..n {
        let mut total = 0i64;
        // SAFETY: live handles, a valid out-pointer.
        unsafe { rr_dice_roll(black_box(dice), random, &mut total) };
        sum += total;
    }
    // SAFETY: made above, freed once.
    unsafe { rr_dice_free(dice) };
    black_box(sum);
}

fn main() {
    let mode = std::env::args().nth(1).unwrap_or_else(|| "blow".to_owned());
    let n: u64 = std::env::args().nth(2).and_then(|s| s.parse().ok()).unwrap_or(100_000);
    if mode == "dice" {
        return dice(n);
    }
    let (side, key) = match mode.split_once('-') {
        Some(("c", key)) => (Side::BuiltIn, key),
        Some(("rust", key)) => (Side::Rust, key),
        _ => (Side::Callback, mode.as_str()),
    };
    let mut calls = Calls { key: key.to_owned(), side, n, found: false };
    each_family(&mut calls);
    if !calls.found {
        eprintln!(
            "callback_cost: unknown mode {mode:?}: dice, or a family (bolt, player, blow, blow-profile, missile, missile-profile, tt, chest, pit, powder), alone or after c- or rust-"
        );
        std::process::exit(2);
    }
}
