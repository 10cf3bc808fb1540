//! Benchmarks for roguerules-projection.
//!
//! * **One projection on a monster against the raw draws it consumes** (target:
//!   at most 2x): 1000 seeded projections, beside the very draws those 1000
//!   projections made (recorded once with a tracing roller:
//!   `DrawKind::source_ranges`, what the generator is asked for) replayed as
//!   raw unbiased draws (`Sampler::below_u64`) from the same generator. Each projection's whole
//!   result goes to `black_box` by reference (as in the ffi benches): moved out
//!   by value, the copy of the 120-byte outcome stalled on its flag bytes
//!   (missed store forwarding), a third of the time, not the rule's.
//! * **Exact odds** at damage 100, 1000 and 5000 for notes (C), (K) and (q)
//!   (target: at most 10 ms each, with today's path enumerator).
//!
//! Run: `cargo bench -p roguerules-projection -- --warm-up-time 1 --measurement-time 3`.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use roguerules_dice::{Sampler, Tracing};
use roguerules_projection::monster::{self, Monster, MonsterFlags, MonsterInput};
use roguerules_projection::{Class, Gf, PlayerSource, Source, Terrain};
use std::hint::black_box;

const RUNS: usize = 1000;

/// The ranges of every raw draw `RUNS` projections make from seed 1.
fn recorded_spans(input: &MonsterInput) -> Vec<u64> {
    let mut r = Tracing::new(Sampler::seed_from_u64(1));
    let mut spans = Vec::new();
    for _ in 0..RUNS {
        monster::project(&mut r, input).unwrap();
        for d in r.take_draws() {
            spans.extend(d.kind.source_ranges().map(|(lo, hi)| (hi - lo + 1) as u64));
        }
    }
    spans
}

fn player(level: i64, class: Class, beguile: bool) -> Source {
    Source::Player(PlayerSource { level, class, beguile, holy_light: false })
}

fn cases() -> Vec<(&'static str, MonsterInput)> {
    let m =
        Monster { name: "Cave troll".into(), char: 'T', level: 33, hp: 500, maxhp: 500, ac: 50, ..Monster::default() };
    vec![
        (
            "fire bolt on rubble",
            MonsterInput { terrain: Terrain::Rubble, ..MonsterInput::new(Gf::Fire, 150, m.clone()) },
        ),
        (
            "storm (n)-(q) from a monster",
            MonsterInput { source: Source::Monster, ..MonsterInput::new(Gf::Storm, 200, m.clone()) },
        ),
        ("boulder (a) (b)", MonsterInput::new(Gf::Rock, 60, m.clone())),
        (
            "plasma (e)-(g) on an immune",
            MonsterInput::new(Gf::Plasma, 300, Monster { flags: MonsterFlags::IM_FIRE, ..m.clone() }),
        ),
        (
            "turn all (K), priest",
            MonsterInput { source: player(40, Class::Priest, true), ..MonsterInput::new(Gf::TurnAll, 100, m) },
        ),
    ]
}

fn one_projection(c: &mut Criterion) {
    let mut g = c.benchmark_group("one projection vs its raw draws (x1000)");
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
        g.bench_function(BenchmarkId::new("monster::project", &label), |b| {
            b.iter(|| {
                for _ in 0..RUNS {
                    // The whole result, by reference (recorded_spans checked it is Ok).
                    black_box(&monster::project(&mut s, black_box(&input)));
                }
            })
        });
    }
    g.finish();
}

fn exact_odds(c: &mut Criterion) {
    let mut g = c.benchmark_group("exact odds");
    g.sample_size(10);
    let m = Monster { level: 10, hp: 32767, maxhp: 32767, ..Monster::default() };
    for dam in [100, 1000, 5000] {
        let conf =
            MonsterInput { source: player(50, Class::Mage, true), ..MonsterInput::new(Gf::OldConf, dam, m.clone()) };
        let turn =
            MonsterInput { source: player(50, Class::Priest, true), ..MonsterInput::new(Gf::TurnAll, dam, m.clone()) };
        let storm = MonsterInput {
            source: Source::Monster,
            monster: Monster { hp: 1000, maxhp: 1000, ..m.clone() },
            ..MonsterInput::new(Gf::Storm, dam, m.clone())
        };
        for (note, input) in
            [("(C) mage, Beguile", conf), ("(K) priest, Beguile", turn), ("(q) storm from a monster", storm)]
        {
            g.bench_function(BenchmarkId::new(note, dam), |b| b.iter(|| monster::odds(black_box(&input)).unwrap()));
        }
    }
    g.finish();
}

criterion_group!(benches, one_projection, exact_odds);
criterion_main!(benches);
