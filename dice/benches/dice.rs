//! Benchmarks for roguerules-dice (issue 2).
//!
//! Every sampling figure has its baseline in the same run: the same number of
//! raw unbiased draws (`Sampler::below_u64`) from the same generator.
//!
//! Run: `cargo bench -p roguerules-dice`.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use roguerules_dice::{Budget, DiceExpr, Pmf, RollError, Roller, RollerExt, Sampler, exact_with};
use std::hint::black_box;

fn sampling(c: &mut Criterion) {
    let mut g = c.benchmark_group("sample");
    for (n, sides) in [(3u32, 8u32), (20, 15)] {
        let name = format!("{n}d{sides}");
        let mut s = Sampler::seed_from_u64(1);
        g.bench_function(BenchmarkId::new("raw draws", &name), |b| {
            b.iter(|| {
                // `n` and `sides` are opaque here as in the calls measured below,
                // so the baseline is not unrolled for a known dice count.
                let (n, sides) = (black_box(n), black_box(sides));
                let mut sum = 0u64;
                for _ in 0..n {
                    sum += s.below_u64(u64::from(sides));
                }
                sum
            })
        });
        let mut s = Sampler::seed_from_u64(1);
        g.bench_function(BenchmarkId::new("Roller::dice", &name), |b| {
            b.iter(|| s.dice("damage", black_box(n), black_box(sides)))
        });
        let expr: DiceExpr = name.parse().unwrap();
        let mut s = Sampler::seed_from_u64(1);
        g.bench_function(BenchmarkId::new("DiceExpr::roll", &name), |b| {
            b.iter(|| black_box(&expr).roll(&mut s, "damage"))
        });
        let mut s = Sampler::seed_from_u64(1);
        g.bench_function(BenchmarkId::new("dyn Roller::dice", &name), |b| {
            let r: &mut dyn Roller = &mut s;
            b.iter(|| r.dice("damage", black_box(n), black_box(sides)))
        });
    }
    g.finish();
}

fn exact_pmfs(c: &mut Criterion) {
    let mut g = c.benchmark_group("exact pmf");
    for text in ["20d15", "10d10+5d6", "4d6kh3"] {
        let expr: DiceExpr = text.parse().unwrap();
        g.bench_function(text, |b| b.iter(|| black_box(&expr).pmf()));
    }
    g.bench_function("Pmf::dice(20, 15)", |b| b.iter(|| Pmf::dice(black_box(20), black_box(15))));
    // Issue 24: many big dice, at most 20 ms (48 ms on main before it; 2.1 ms by
    // the recurrence, measured with --measurement-time 3).
    let many: DiceExpr = "100d100".parse().unwrap();
    g.bench_function("100d100", |b| b.iter(|| black_box(&many).pmf()));
    g.bench_function("Pmf::dice(100, 100)", |b| b.iter(|| Pmf::dice(black_box(100), black_box(100))));
    g.finish();
}

/// "A 1 in 20 always hits; otherwise hit when randint(100) beats 40": 101 leaves.
fn hit_rule<R: Roller + ?Sized>(r: &mut R) -> Result<bool, RollError> {
    if r.one_in("auto", 20)? {
        return Ok(true);
    }
    Ok(r.die("randint(100)", 100)? > 40)
}

/// Three blows of that rule, summed: 101^3 = 1 030 301 leaves.
fn three_blows<R: Roller + ?Sized>(r: &mut R) -> Result<u8, RollError> {
    let mut hits = 0;
    for _ in 0..3 {
        hits += u8::from(hit_rule(r)?);
    }
    Ok(hits)
}

fn enumerator(c: &mut Criterion) {
    let mut g = c.benchmark_group("enumerator");
    let budget = Budget { leaves: 2_000_000, depth: 16 };
    g.throughput(Throughput::Elements(101));
    g.bench_function("1-in-20 + randint(100), leaves", |b| b.iter(|| exact_with(budget, hit_rule).unwrap()));
    g.throughput(Throughput::Elements(101 * 101));
    g.bench_function("two blows, leaves", |b| {
        b.iter(|| exact_with(budget, |r| Ok::<_, RollError>(u8::from(hit_rule(r)?) + u8::from(hit_rule(r)?))).unwrap())
    });
    g.sample_size(10);
    g.throughput(Throughput::Elements(101 * 101 * 101));
    g.bench_function("three blows, leaves", |b| b.iter(|| exact_with(budget, three_blows).unwrap()));
    g.finish();
}

/// A hand-written parser of `NdS+C`, the floor for parsing (no errors reported,
/// no bounds: what a game would write for one fixed form).
fn parse_by_hand(text: &str) -> (u64, u64, i64) {
    let b = text.as_bytes();
    let mut i = 0;
    let mut num = || {
        let mut v = 0u64;
        while i < b.len() && b[i].is_ascii_digit() {
            v = v * 10 + u64::from(b[i] - b'0');
            i += 1;
        }
        i += 1; // the separator
        v
    };
    let (n, s, c) = (num(), num(), num());
    (n, s, c as i64)
}

/// `3d6+2` at the floor (issue 14): the pre-parsed expression against a
/// hand-written Lemire loop on the same generator, and parsing + rolling against
/// a hand-written parser plus that loop.
fn floor(c: &mut Criterion) {
    let mut g = c.benchmark_group("3d6+2 floor");
    let mut s = Sampler::seed_from_u64(1);
    g.bench_function("hand-written Lemire loop", |b| {
        b.iter(|| {
            let (n, sides, plus) = black_box((3u64, 6u64, 2i64));
            let mut sum = plus;
            for _ in 0..n {
                sum += 1 + s.below_u64(sides) as i64;
            }
            sum
        })
    });
    let expr: DiceExpr = "3d6+2".parse().unwrap();
    let mut s = Sampler::seed_from_u64(1);
    // Each side hands back the total as an i64 (the roll's Result checked).
    g.bench_function("DiceExpr::roll (pre-parsed)", |b| {
        b.iter(|| black_box(&expr).roll(&mut s, "damage").unwrap_or(0))
    });
    let mut s = Sampler::seed_from_u64(1);
    g.bench_function("hand-written parser + loop", |b| {
        b.iter(|| {
            let (n, sides, plus) = parse_by_hand(black_box("3d6+2"));
            let mut sum = plus;
            for _ in 0..n {
                sum += 1 + s.below_u64(sides) as i64;
            }
            sum
        })
    });
    let mut s = Sampler::seed_from_u64(1);
    g.bench_function("parse + DiceExpr::roll", |b| {
        b.iter(|| black_box("3d6+2").parse::<DiceExpr>().map_or(0, |e| e.roll(&mut s, "damage").unwrap_or(0)))
    });
    g.finish();
}

criterion_group!(benches, sampling, exact_pmfs, enumerator, floor);
criterion_main!(benches);
