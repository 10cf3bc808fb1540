//! Benchmarks for roguerules-traps (issue 3).
//!
//! * chest trap resolution (rolling the trap level and set, then triggering
//!   every trap), beside a baseline of the same mean number of raw unbiased
//!   draws (`Sampler::below_u64`) from the same generator, measured in the same run;
//! * the exact computation behind `roguerules traps chest --all` (eight
//!   enumerations of the T2 procedure), beside the closed-form 4d9 convolution
//!   (`Pmf::dice(4, 9)`) as the cost floor of one chest;
//! * one dungeon trap, generated and triggered, and the power table.
//!
//! Run: `cargo bench -p roguerules-traps -- --quick`.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use roguerules_dice::{Pmf, Sampler, Tracing};
use roguerules_traps::{
    Chest, ChestTraps, Depth, DungeonTrapKind, Player, average_power, chest_traps, open_trapped_chest, resolve,
    resolve_chest_traps, trap_set_counts,
};
use std::hint::black_box;

/// The mean number of raw draws one call makes, measured with a tracing roller.
fn mean_draws(mut call: impl FnMut(&mut Tracing<Sampler>)) -> u64 {
    let mut r = Tracing::new(Sampler::seed_from_u64(99));
    let runs = 20_000u64;
    let mut draws = 0u64;
    for _ in 0..runs {
        call(&mut r);
        // The uniform draws the source makes for each traced draw.
        for d in r.take_draws() {
            draws += d.kind.source_ranges().len() as u64;
        }
    }
    (draws + runs / 2) / runs
}

fn raw_draws(s: &mut Sampler, n: u64) -> u64 {
    let mut acc = 0u64;
    for _ in 0..n {
        acc = acc.wrapping_add(s.below_u64(black_box(9)));
    }
    acc
}

fn chest_resolution(c: &mut Criterion) {
    let mut g = c.benchmark_group("chest resolution");
    let player = Player { saving_throw: 60, ..Player::default() };
    for chest in [Chest::SmallWooden, Chest::LargeSteel, Chest::LargeJeweled] {
        let depth = chest.native_depth();
        let n = mean_draws(|r| {
            let _ = open_trapped_chest(r, depth, depth, &player);
        });
        let name = format!("{} ({n} draws)", chest.name());
        let mut s = Sampler::seed_from_u64(1);
        g.bench_function(BenchmarkId::new("raw draws", &name), |b| b.iter(|| raw_draws(&mut s, n)));
        let mut s = Sampler::seed_from_u64(1);
        g.bench_function(BenchmarkId::new("open_trapped_chest", &name), |b| {
            b.iter(|| open_trapped_chest(&mut s, black_box(depth), depth, &player))
        });
    }
    // The trap level and set alone: 4d9 and sometimes 1d4.
    let depth = Chest::LargeJeweled.native_depth();
    let n = mean_draws(|r| {
        let _ = chest_traps(r, depth);
    });
    let mut s = Sampler::seed_from_u64(1);
    g.bench_function(BenchmarkId::new("raw draws", format!("trap level ({n} draws)")), |b| {
        b.iter(|| raw_draws(&mut s, n))
    });
    let mut s = Sampler::seed_from_u64(1);
    g.bench_function(BenchmarkId::new("chest_traps", format!("trap level ({n} draws)")), |b| {
        b.iter(|| chest_traps(&mut s, black_box(depth)))
    });
    // The heaviest single trap: runes of evil at level 95.
    let lvl = Depth::from_level(60).unwrap();
    let n = mean_draws(|r| {
        let _ = resolve_chest_traps(r, ChestTraps::RUNES_OF_EVIL, 95, lvl, &player);
    });
    let mut s = Sampler::seed_from_u64(1);
    g.bench_function(BenchmarkId::new("raw draws", format!("runes of evil ({n} draws)")), |b| {
        b.iter(|| raw_draws(&mut s, n))
    });
    let mut s = Sampler::seed_from_u64(1);
    g.bench_function(BenchmarkId::new("resolve_chest_traps", format!("runes of evil ({n} draws)")), |b| {
        b.iter(|| resolve_chest_traps(&mut s, black_box(ChestTraps::RUNES_OF_EVIL), 95, lvl, &player))
    });
    g.finish();
}

fn chest_all_exact(c: &mut Criterion) {
    let mut g = c.benchmark_group("chest --all exact");
    g.bench_function("Pmf::dice(4, 9) (floor for one chest)", |b| b.iter(|| Pmf::dice(black_box(4), black_box(9))));
    g.bench_function("trap_set_counts, one chest", |b| {
        b.iter(|| trap_set_counts(black_box(Chest::SmallSteel.native_depth())).unwrap())
    });
    g.bench_function("trap_set_counts, eight chests", |b| {
        b.iter(|| Chest::ALL.map(|c| trap_set_counts(black_box(c.native_depth())).unwrap()))
    });
    g.bench_function("average_power, levels 1..=50", |b| {
        b.iter(|| (1..=50).map(|l| average_power(black_box(l)).unwrap()).collect::<Vec<_>>())
    });
    g.finish();
}

fn dungeon(c: &mut Criterion) {
    let mut g = c.benchmark_group("dungeon trap");
    let player = Player::default();
    let depth = Depth::from_feet(2500).unwrap();
    for kind in [DungeonTrapKind::Pit, DungeonTrapKind::GasTrap, DungeonTrapKind::MurderHole] {
        let n = mean_draws(|r| {
            let _ = resolve(r, kind, depth, &player);
        });
        let name = format!("{kind} ({n} draws)");
        let mut s = Sampler::seed_from_u64(1);
        g.bench_function(BenchmarkId::new("raw draws", &name), |b| b.iter(|| raw_draws(&mut s, n)));
        let mut s = Sampler::seed_from_u64(1);
        g.bench_function(BenchmarkId::new("resolve", &name), |b| {
            b.iter(|| resolve(&mut s, black_box(kind), depth, &player))
        });
    }
    g.finish();
}

criterion_group!(benches, chest_resolution, chest_all_exact, dungeon);
criterion_main!(benches);
