//! Benchmarks for the player side of roguerules-projection.
//!
//! * **One projection on the player against the raw draws it consumes**: 1000
//!   seeded projections, beside the very draws those 1000 projections made
//!   (recorded once with a tracing roller: `DrawKind::source_ranges`, what the
//!   generator is asked for) replayed as raw unbiased draws
//!   (`Sampler::below_u64`) from the same generator.
//! * **Exact marginals** (the damage and the nine counters, `player::marginals`)
//!   for note (E), Morgul darkness at 400 damage, and a storm at 1600 (target:
//!   under 100 ms each), and the whole `exact_report` for the same two.
//!
//! Run: `cargo bench -p roguerules-projection --bench player -- --warm-up-time 1 --measurement-time 3`.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use roguerules_dice::{Sampler, Tracing};
use roguerules_projection::player::{self, Item, PlayerFlags, PlayerInput};
use roguerules_projection::{Gf, Terrain};
use std::hint::black_box;

const RUNS: usize = 1000;

/// The ranges of every raw draw `RUNS` projections make from seed 1.
fn recorded_spans(input: &PlayerInput) -> Vec<u64> {
    let mut r = Tracing::new(Sampler::seed_from_u64(1));
    let mut spans = Vec::new();
    for _ in 0..RUNS {
        player::project(&mut r, input).unwrap();
        for d in r.take_draws() {
            spans.extend(d.kind.source_ranges().map(|(lo, hi)| (hi - lo + 1) as u64));
        }
    }
    spans
}

/// Morgul darkness of `dam` from a level-60 unique wraith at a character with
/// 35% darkness resistance and free action.
fn morgul_dark(dam: i64) -> PlayerInput {
    let mut i = PlayerInput::new(Gf::MorgulDark, dam);
    i.source.level = 60;
    i.source.unique_wraith = true;
    i.player.resist.dark = 35;
    i.player.flags = PlayerFlags::FREE_ACTION;
    i.player.exp = 1_000_000;
    i.player.equip.weapon = Some(Item { to_h: 10, to_d: 10, ..Item::default() });
    i
}

/// A storm of `dam` from a Morgul monster at a level-20 character standing in
/// water and landing in rubble, with 35% lightning and 50% cold resistance.
fn storm(dam: i64) -> PlayerInput {
    let mut i = PlayerInput { terrain: Terrain::Water, land: Terrain::Rubble, ..PlayerInput::new(Gf::Storm, dam) };
    i.source.level = 40;
    i.source.morgul = true;
    i.player.level = 20;
    i.player.resist.elec = 35;
    i.player.resist.cold = 50;
    i.player.exp = 1_000_000;
    i
}

fn cases() -> Vec<(&'static str, PlayerInput)> {
    let mut fire = PlayerInput::new(Gf::Fire, 150);
    fire.player.resist.fire = 35;
    let mut rock = PlayerInput::new(Gf::Rock, 60);
    rock.source.level = 30;
    rock.player.ac = 60;
    let gravity = PlayerInput { land: Terrain::Rubble, ..PlayerInput::new(Gf::Gravity, 200) };
    vec![
        ("fire bolt, 35% resistance", fire),
        ("boulder (b) (c) (d)", rock),
        ("gravity (M), rubble landing", gravity),
        ("storm (P) (Q) (u), rubble landing", storm(400)),
        ("Morgul darkness (D) (E)", morgul_dark(400)),
    ]
}

fn one_projection(c: &mut Criterion) {
    let mut g = c.benchmark_group("one player projection vs its raw draws (x1000)");
    for (name, input) in cases() {
        let spans = recorded_spans(&input);
        let label = format!("{name} ({:.2} draws each)", spans.len() as f64 / RUNS as f64);
        let mut s = Sampler::seed_from_u64(1);
        g.bench_function(BenchmarkId::new("raw draws", &label), |b| {
            b.iter(|| {
                let mut acc = 0u64;
                for &span in &spans {
                    acc = acc.wrapping_add(s.below_u64(black_box(span)));
                }
                acc
            })
        });
        let mut s = Sampler::seed_from_u64(1);
        g.bench_function(BenchmarkId::new("player::project", &label), |b| {
            b.iter(|| {
                for _ in 0..RUNS {
                    // The whole result, by reference (recorded_spans checked it is Ok).
                    black_box(&player::project(&mut s, black_box(&input)));
                }
            })
        });
    }
    g.finish();
}

fn exact_marginals(c: &mut Criterion) {
    let mut g = c.benchmark_group("player exact odds");
    g.sample_size(10);
    for (name, input) in [("(E) Morgul darkness, 400", morgul_dark(400)), ("storm (P) (Q), 1600", storm(1600))] {
        g.bench_function(BenchmarkId::new("marginals", name), |b| {
            b.iter(|| player::marginals(black_box(&input)).unwrap())
        });
        g.bench_function(BenchmarkId::new("exact_report", name), |b| {
            b.iter(|| player::exact_report(black_box(&input)).unwrap())
        });
    }
    g.finish();
}

criterion_group!(benches, one_projection, exact_marginals);
criterion_main!(benches);
