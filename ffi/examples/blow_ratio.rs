//! A noise-resistant companion to the criterion bench: times one Angband blow
//! in interleaved batches and prints the best batch of each variant and their
//! ratios (the best batch is the least disturbed by other processes on a shared
//! machine). Like the bench, every variant hands the whole outcome to
//! `black_box` by reference. The variants:
//!
//! * the Rust API, inlined and not inlined (a C caller's call never is);
//! * the C API with the built-in generator (`rr_rng`);
//! * the C API with a game's own generator as the `rr_roller` callback (a small
//!   C-style generator: xorshift32 with `lo + r % (hi - lo + 1)`);
//! * the callback's calls alone, the same calls the blows made: the floor of
//!   the callback variant.
//!
//! Run with `cargo run --release -p roguerules-ffi --example blow_ratio`.

// The POWDER, chest and trap inputs in it are the bench's only.
#[allow(dead_code)]
#[path = "../benches/blow_setup/mod.rs"]
mod blow_setup;

use blow_setup::{
    Recorded, c_inputs, new_rng, raw_calls, recording_uniform, rust_blow_out_of_line, rust_inputs, xorshift_roller,
};
use roguerules::angband::{rr_ang_attack, rr_ang_blow};
use roguerules::{rr_random, rr_rng_free, rr_roller};
use roguerules_dice::Sampler;
use roguerules_melee::angband as ang;
use std::hint::black_box;
use std::time::Instant;

const BATCH: u32 = 200_000;
const ROUNDS: u32 = 100;

/// The best time per blow of `ROUNDS` batches of `f` (each a whole batch).
fn best(times: &mut f64, f: impl FnOnce()) {
    let t = Instant::now();
    f();
    *times = times.min(t.elapsed().as_nanos() as f64 / f64::from(BATCH));
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let (melee, orc) = rust_inputs();
    let (cmelee, corc) = c_inputs();
    let rng = new_rng(1);
    let builtin = rr_random { rng, roller: std::ptr::null() };
    let mut state = 2_463_534_242u32;
    let roller = xorshift_roller(&mut state);
    let callback = rr_random { rng: std::ptr::null_mut(), roller: &roller };

    // The calls a batch of blows makes through the callback, for the floor.
    let mut rec = Recorded { state: 2_463_534_242, calls: Vec::new() };
    let recording = rr_roller { uniform: Some(recording_uniform), user: (&mut rec as *mut Recorded).cast() };
    let recording = rr_random { rng: std::ptr::null_mut(), roller: &recording };
    for _ in 0..BATCH {
        let mut out = rr_ang_attack::default();
        // SAFETY: live handles and valid pointers.
        unsafe { rr_ang_blow(recording, &cmelee, &corc, &mut out) };
    }
    let calls = std::mem::take(&mut rec.calls);

    let mut s1 = Sampler::seed_from_u64(1);
    let mut s2 = Sampler::seed_from_u64(1);
    let mut floor_state = 2_463_534_242u32;
    let [mut rust, mut rust_call, mut c_builtin, mut c_callback, mut floor] = [f64::MAX; 5];
    for _ in 0..ROUNDS {
        best(&mut rust, || {
            for _ in 0..BATCH {
                black_box(&ang::blow(&mut s1, black_box(&melee), black_box(&orc)));
            }
        });
        best(&mut rust_call, || {
            for _ in 0..BATCH {
                black_box(&rust_blow_out_of_line(&mut s2, black_box(&melee), black_box(&orc)));
            }
        });
        for (times, random) in [(&mut c_builtin, builtin), (&mut c_callback, callback)] {
            best(times, || {
                for _ in 0..BATCH {
                    let mut out = rr_ang_attack::default();
                    // SAFETY: live handles and valid pointers.
                    let s = unsafe { rr_ang_blow(random, black_box(&cmelee), black_box(&corc), &mut out) };
                    black_box((s, &out));
                }
            });
        }
        best(&mut floor, || {
            black_box(raw_calls(black_box(&calls), &mut floor_state));
        });
    }
    // SAFETY: made above, freed once.
    unsafe { rr_rng_free(rng) };
    let per_blow = calls.len() as f64 / f64::from(BATCH);
    println!("one Angband blow, best of {ROUNDS} interleaved batches of {BATCH}:");
    println!("  rust api:                       {rust:.1} ns");
    println!("  rust api, not inlined:          {rust_call:.1} ns");
    println!("  c api, built-in rng:            {c_builtin:.1} ns");
    println!("  c api, game's rng as callback:  {c_callback:.1} ns");
    println!("  the callback's calls alone:     {floor:.1} ns ({per_blow:.2} calls a blow)");
    println!("  ratio c built-in / rust:        {:.2}", c_builtin / rust);
    println!("  ratio c built-in / rust not inlined: {:.2}", c_builtin / rust_call);
    println!("  ratio c callback / c built-in:  {:.2}", c_callback / c_builtin);
    Ok(())
}
