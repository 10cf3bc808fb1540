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
//! The callback path (issue 18): the blow, a large steel chest opened, a pit
//! sprung and the POWDER attack, each through the C API with the built-in
//! generator, with a game's own generator as the `rr_roller` callback (a small
//! C-style generator: xorshift32 with `lo + r % (hi - lo + 1)`), and the
//! callback's calls alone (the very calls the callback variant makes, recorded
//! once) as the floor. Each iteration is a batch of 1024 operations.
//!
//! Run with `cargo bench -p roguerules-ffi -- --quick`.

mod blow_setup;

use blow_setup::families::{Families, each_family};
use blow_setup::{
    Recorded, c_inputs, new_rng, pit, raw_calls, recording_uniform, rust_blow_out_of_line, rust_inputs, trap_player,
    xorshift_roller,
};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use roguerules::angband::{rr_ang_attack, rr_ang_blow};
use roguerules::powder::{rr_powder_attack, rr_powder_outcome};
use roguerules::rr_roller;
use roguerules::traps::{RR_CHEST_LARGE_STEEL, rr_chest_native_level, rr_chest_open, rr_dungeon_trap_trigger};
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

/// Operations in one iteration of the callback-path benches.
const OPS: u64 = 1024;

/// The three variants of one C call (`op` makes it with the given source):
/// built-in generator, the game's generator as callback, and that callback's
/// calls alone.
fn callback_path(c: &mut Criterion, name: &str, mut op: impl FnMut(rr_random)) {
    let mut g = c.benchmark_group(format!("callback path: {name}"));
    g.throughput(Throughput::Elements(OPS));
    // The calls `OPS` operations make through the callback, for the floor.
    let mut rec = Recorded { state: 2_463_534_242, calls: Vec::new() };
    let recording = rr_roller { uniform: Some(recording_uniform), user: (&mut rec as *mut Recorded).cast() };
    for _ in 0..OPS {
        op(rr_random { rng: std::ptr::null_mut(), roller: &recording });
    }
    let calls = std::mem::take(&mut rec.calls);
    let rng = new_rng(1);
    g.bench_function("built-in rng", |b| {
        b.iter(|| {
            for _ in 0..OPS {
                op(rr_random { rng, roller: std::ptr::null() });
            }
        })
    });
    let mut state = 2_463_534_242u32;
    let roller = xorshift_roller(&mut state);
    g.bench_function("game's rng as callback", |b| {
        b.iter(|| {
            for _ in 0..OPS {
                op(rr_random { rng: std::ptr::null_mut(), roller: &roller });
            }
        })
    });
    let mut floor = 2_463_534_242u32;
    g.bench_function(format!("the callback's calls alone ({} calls)", calls.len()), |b| {
        b.iter(|| black_box(raw_calls(black_box(&calls), &mut floor)))
    });
    g.finish();
    // SAFETY: made above, freed once.
    unsafe { roguerules::rr_rng_free(rng) };
}

fn callback_paths(c: &mut Criterion) {
    let (melee, orc) = c_inputs();
    callback_path(c, "angband blow", |random| {
        let mut out = rr_ang_attack::default();
        // SAFETY: valid pointers; `random` names a live source.
        let s = unsafe { rr_ang_blow(random, black_box(&melee), black_box(&orc), &mut out) };
        black_box((s, &out));
    });
    let player = trap_player();
    let mut native = 0i32;
    // SAFETY: a valid out-pointer.
    assert_eq!(unsafe { rr_chest_native_level(RR_CHEST_LARGE_STEEL, &mut native) }, rr_status::RR_OK);
    callback_path(c, "large steel chest opened", |random| {
        let (mut level, mut traps) = (0i32, 0u16);
        let mut out = std::mem::MaybeUninit::uninit();
        // SAFETY: valid pointers; `random` names a live source.
        let s = unsafe { rr_chest_open(random, native, 50, &player, &mut level, &mut traps, out.as_mut_ptr()) };
        black_box((s, level, traps, &out));
    });
    let trap = pit();
    callback_path(c, "pit sprung", |random| {
        let mut out = std::mem::MaybeUninit::uninit();
        // SAFETY: valid pointers; `random` names a live source.
        let s = unsafe { rr_dungeon_trap_trigger(random, black_box(&trap), &player, out.as_mut_ptr()) };
        black_box((s, &out));
    });
    let (_, cinput) = blow_setup::powder_inputs();
    callback_path(c, "powder attack", |random| {
        let mut out = rr_powder_outcome::default();
        // SAFETY: valid pointers; the input's lists live in `cinput`.
        let s = unsafe { rr_powder_attack(random, black_box(cinput.input()), &mut out) };
        black_box((s, &out));
    });
}

/// One family's three calls in one group, each a batch of [`OPS`] operations:
/// the Rust API (roguerules' own sampler), the C API with the built-in
/// generator, and the C API with a game's generator as the callback.
struct CriterionFamilies<'a>(&'a mut Criterion);

impl Families for CriterionFamilies<'_> {
    fn family(&mut self, _key: &str, name: &str, mut rust: impl FnMut(&mut Sampler), mut op: impl FnMut(rr_random)) {
        let mut g = self.0.benchmark_group(format!("family: {name}"));
        g.throughput(Throughput::Elements(OPS));
        let mut sampler = Sampler::seed_from_u64(1);
        g.bench_function("rust api", |b| {
            b.iter(|| {
                for _ in 0..OPS {
                    rust(&mut sampler);
                }
            })
        });
        let rng = new_rng(1);
        g.bench_function("c api (built-in rng)", |b| {
            b.iter(|| {
                for _ in 0..OPS {
                    op(rr_random { rng, roller: std::ptr::null() });
                }
            })
        });
        let mut state = 2_463_534_242u32;
        let roller = xorshift_roller(&mut state);
        g.bench_function("c api (game's rng as callback)", |b| {
            b.iter(|| {
                for _ in 0..OPS {
                    op(rr_random { rng: std::ptr::null_mut(), roller: &roller });
                }
            })
        });
        g.finish();
        // SAFETY: made above, freed once.
        unsafe { roguerules::rr_rng_free(rng) };
    }
}

/// Every family of `blow_setup::families`.
fn families(c: &mut Criterion) {
    each_family(&mut CriterionFamilies(c));
}

criterion_group!(benches, angband_blow, dice_roll, powder_attack, callback_paths, families);
criterion_main!(benches);
