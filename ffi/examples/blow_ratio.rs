//! A noise-resistant companion to the criterion bench: times one Angband blow
//! through the C API (built-in generator) and through the Rust API in
//! interleaved batches, and prints the best batch of each and their ratio
//! (the best batch is the least disturbed by other processes on a shared
//! machine). Like the bench, both sides hand the whole outcome to `black_box`
//! by reference.
//!
//! Run with `cargo run --release -p roguerules-ffi --example blow_ratio`.

// The POWDER inputs in it are the bench's only.
#[allow(dead_code)]
#[path = "../benches/blow_setup/mod.rs"]
mod blow_setup;

use blow_setup::{c_inputs, new_rng, rust_blow_out_of_line, rust_inputs};
use roguerules::angband::{rr_ang_attack, rr_ang_blow};
use roguerules::{rr_random, rr_rng_free};
use roguerules_dice::Sampler;
use roguerules_melee::angband as ang;
use std::hint::black_box;
use std::time::Instant;

const BATCH: u32 = 200_000;
const ROUNDS: u32 = 40;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let (melee, orc) = rust_inputs();
    let (cmelee, corc) = c_inputs();
    let rng = new_rng(1);
    let random = rr_random { rng, roller: std::ptr::null() };
    let mut sampler = Sampler::seed_from_u64(1);

    let mut sampler2 = Sampler::seed_from_u64(1);
    let (mut best_rust, mut best_c, mut best_call) = (f64::MAX, f64::MAX, f64::MAX);
    for _ in 0..ROUNDS {
        let t = Instant::now();
        for _ in 0..BATCH {
            let outcome = ang::blow(&mut sampler, black_box(&melee), black_box(&orc));
            black_box(&outcome);
        }
        best_rust = best_rust.min(t.elapsed().as_nanos() as f64 / f64::from(BATCH));
        let t = Instant::now();
        for _ in 0..BATCH {
            let outcome = rust_blow_out_of_line(&mut sampler2, black_box(&melee), black_box(&orc));
            black_box(&outcome);
        }
        best_call = best_call.min(t.elapsed().as_nanos() as f64 / f64::from(BATCH));
        let t = Instant::now();
        for _ in 0..BATCH {
            let mut out = rr_ang_attack::default();
            // SAFETY: live handles and valid pointers.
            let s = unsafe { rr_ang_blow(random, black_box(&cmelee), black_box(&corc), &mut out) };
            black_box((s, &out));
        }
        best_c = best_c.min(t.elapsed().as_nanos() as f64 / f64::from(BATCH));
    }
    // SAFETY: made above, freed once.
    unsafe { rr_rng_free(rng) };
    println!("one Angband blow, best of {ROUNDS} interleaved batches of {BATCH}:");
    println!("  rust api:             {best_rust:.1} ns");
    println!("  rust api, not inlined: {best_call:.1} ns");
    println!("  c api (built-in rng): {best_c:.1} ns");
    println!("  ratio c/rust:         {:.2}", best_c / best_rust);
    println!("  ratio c/rust not inlined: {:.2}", best_c / best_call);
    Ok(())
}
