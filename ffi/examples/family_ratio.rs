//! A noise-resistant companion to the criterion bench's `family: ...` groups:
//! times each family's Rust call and C call (built-in generator) in
//! interleaved batches and prints the best batch of each side and their ratio
//! (the best batch is the least disturbed by other processes on a shared
//! machine). The calls are those of the bench (`benches/blow_setup/families.rs`).
//!
//! `cargo run --release -p roguerules-ffi --example family_ratio -- [KEY...]`
//! with KEY among `bolt`, `player`, `blow`, `blow-profile`, `missile`,
//! `missile-profile`, `tt`, `chest`, `pit`, `powder` (all when none is
//! given).

#[allow(dead_code)]
#[path = "../benches/blow_setup/mod.rs"]
mod blow_setup;

use blow_setup::families::{Families, check, each_family};
use blow_setup::new_rng;
use roguerules::{rr_random, rr_rng_free, rr_status};
use roguerules_dice::Sampler;
use std::time::Instant;

/// Calls in one batch.
const BATCH: u32 = 20_000;
/// Batches of each side.
const ROUNDS: u32 = 60;

/// Times the families named on the command line (all when none is).
struct Ratio(Vec<String>);

/// The time per call of one batch of `f`.
fn batch(mut f: impl FnMut()) -> f64 {
    let t = Instant::now();
    for _ in 0..BATCH {
        f();
    }
    t.elapsed().as_nanos() as f64 / f64::from(BATCH)
}

impl Families for Ratio {
    fn family(
        &mut self,
        key: &str,
        name: &str,
        mut rust: impl FnMut(&mut Sampler) -> bool,
        mut c: impl FnMut(rr_random) -> rr_status,
    ) {
        if !self.0.is_empty() && !self.0.iter().any(|k| k == key) {
            return;
        }
        check(key, &mut rust, &mut c);
        let mut sampler = Sampler::seed_from_u64(1);
        let rng = new_rng(1);
        let random = rr_random { rng, roller: std::ptr::null() };
        let (mut best_rust, mut best_c) = (f64::MAX, f64::MAX);
        for _ in 0..ROUNDS {
            best_rust = best_rust.min(batch(|| {
                rust(&mut sampler);
            }));
            best_c = best_c.min(batch(|| {
                c(random);
            }));
        }
        // SAFETY: made above, freed once.
        unsafe { rr_rng_free(rng) };
        println!("{key:16} {best_rust:8.2} ns  {best_c:8.2} ns  {:5.2}x  {name}", best_c / best_rust);
    }
}

fn main() {
    println!("{:16} {:>11}  {:>11}  {:>6}", "family", "Rust API", "C API", "C/Rust");
    each_family(&mut Ratio(std::env::args().skip(1).collect()));
}
