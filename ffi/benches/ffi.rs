//! The cost of the C boundary: the same roll through the C API (built-in
//! generator) and through the Rust API, with raw generator draws as the baseline
//! measured in the same run.
//!
//! Run with `cargo bench -p roguerules-ffi -- --quick`.

use criterion::{Criterion, criterion_group, criterion_main};
use roguerules::{rr_dice, rr_dice_parse, rr_dice_roll, rr_random, rr_rng, rr_rng_new, rr_status};
use roguerules_dice::{DiceExpr, Sampler};
use std::hint::black_box;

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
    let mut rng: *mut rr_rng = std::ptr::null_mut();
    // SAFETY: valid out-pointers and a NUL-terminated string.
    unsafe {
        assert_eq!(rr_dice_parse(c"2d6+1".as_ptr(), &mut dice), rr_status::RR_OK);
        assert_eq!(rr_rng_new(1, &mut rng), rr_status::RR_OK);
    }
    let random = rr_random { rng, roller: std::ptr::null() };
    g.bench_function("c api", |b| {
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

criterion_group!(benches, dice_roll);
criterion_main!(benches);
