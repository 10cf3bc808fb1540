//! The cost of the C boundary: one Angband blow (seed 003) resolved through the
//! C API with the built-in generator, and the same blow through the Rust API,
//! with raw generator draws as a baseline measured in the same run; likewise a
//! dice roll. Both sides hand the whole outcome (hit roll, dice, multiplier,
//! critical, damage) to `black_box` by reference, as a game uses all of it: the
//! Rust side keeping only the damage would let the compiler drop work the C side
//! must do, and copying the outcome by value would time the copy.
//!
//! The same for one POWDER attack (seed 001's worked example).
//!
//! Run with `cargo bench -p roguerules-ffi -- --quick`.

mod blow_setup;

use blow_setup::{c_inputs, new_rng, rust_blow_out_of_line, rust_inputs};
use criterion::{Criterion, criterion_group, criterion_main};
use roguerules::angband::{rr_ang_attack, rr_ang_blow};
use roguerules::powder::{rr_powder_attack, rr_powder_outcome};
use roguerules::{rr_dice, rr_dice_parse, rr_dice_roll, rr_random, rr_status};
use roguerules_dice::{DiceExpr, Sampler};
use roguerules_melee::angband as ang;
use roguerules_melee::powder;
use std::hint::black_box;

fn angband_blow(c: &mut Criterion) {
    let mut g = c.benchmark_group("angband blow");
    let (melee, orc) = rust_inputs();
    let mut sampler = Sampler::seed_from_u64(1);
    // A hit needs about four draws (hit roll, armour roll, 2 damage dice, critical).
    g.bench_function("raw draws (4x below_u64)", |b| {
        b.iter(|| {
            black_box(
                sampler.below_u64(black_box(100))
                    + sampler.below_u64(black_box(211))
                    + sampler.below_u64(black_box(5))
                    + sampler.below_u64(black_box(5000)),
            )
        })
    });
    let mut sampler = Sampler::seed_from_u64(1);
    g.bench_function("rust api", |b| {
        b.iter(|| {
            let outcome = ang::blow(&mut sampler, black_box(&melee), black_box(&orc));
            black_box(&outcome);
        })
    });
    let mut sampler = Sampler::seed_from_u64(1);
    g.bench_function("rust api (not inlined)", |b| {
        b.iter(|| {
            let outcome = rust_blow_out_of_line(&mut sampler, black_box(&melee), black_box(&orc));
            black_box(&outcome);
        })
    });
    let (cmelee, corc) = c_inputs();
    let rng = new_rng(1);
    let random = rr_random { rng, roller: std::ptr::null() };
    g.bench_function("c api (built-in rng)", |b| {
        b.iter(|| {
            let mut out = rr_ang_attack::default();
            // SAFETY: live handles and valid pointers.
            let s = unsafe { rr_ang_blow(random, black_box(&cmelee), black_box(&corc), &mut out) };
            black_box((s, &out));
        })
    });
    g.finish();
    // SAFETY: made above, freed once.
    unsafe { roguerules::rr_rng_free(rng) };
}

fn dice_roll(c: &mut Criterion) {
    let mut g = c.benchmark_group("dice 2d6+1");
    let expr: DiceExpr = "2d6+1".parse().expect("a valid expression");
    let mut sampler = Sampler::seed_from_u64(1);
    g.bench_function("raw draws (2x below_u64(6))", |b| {
        b.iter(|| black_box(sampler.below_u64(black_box(6)) + sampler.below_u64(black_box(6))))
    });
    let mut sampler = Sampler::seed_from_u64(1);
    g.bench_function("rust api", |b| b.iter(|| black_box(black_box(&expr).roll(&mut sampler, "dice"))));
    let mut dice: *mut rr_dice = std::ptr::null_mut();
    // SAFETY: a valid out-pointer and a NUL-terminated string.
    assert_eq!(unsafe { rr_dice_parse(c"2d6+1".as_ptr(), &mut dice) }, rr_status::RR_OK);
    let rng = new_rng(1);
    let random = rr_random { rng, roller: std::ptr::null() };
    g.bench_function("c api (built-in rng)", |b| {
        b.iter(|| {
            let mut total = 0i64;
            // SAFETY: live handles made above, a valid out-pointer.
            let s = unsafe { rr_dice_roll(black_box(dice), random, &mut total) };
            black_box((s, total))
        })
    });
    g.finish();
    // SAFETY: made above, freed once.
    unsafe {
        roguerules::rr_dice_free(dice);
        roguerules::rr_rng_free(rng);
    }
}

/// Fred charges the troll (seed 001's worked example): one POWDER attack
/// through the C API with the built-in generator and through the Rust API.
fn powder_attack(c: &mut Criterion) {
    let mut g = c.benchmark_group("powder attack");
    let (input, cinput) = blow_setup::powder_inputs();
    let mut sampler = Sampler::seed_from_u64(1);
    g.bench_function("rust api", |b| {
        b.iter(|| {
            let outcome = powder::attack(&mut sampler, black_box(&input));
            black_box(&outcome);
        })
    });
    let rng = new_rng(1);
    let random = rr_random { rng, roller: std::ptr::null() };
    g.bench_function("c api (built-in rng)", |b| {
        b.iter(|| {
            let mut out = rr_powder_outcome::default();
            // SAFETY: live handles and valid pointers; the input's lists live in `cinput`.
            let s = unsafe { rr_powder_attack(random, black_box(cinput.input()), &mut out) };
            black_box((s, &out));
        })
    });
    g.finish();
    // SAFETY: made above, freed once.
    unsafe { roguerules::rr_rng_free(rng) };
}

criterion_group!(benches, angband_blow, dice_roll, powder_attack);
criterion_main!(benches);
