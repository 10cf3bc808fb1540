//! Benchmarks for the `angband` module (issue 4): one complete melee blow (hit
//! test, damage dice, critical chance and type) against the raw draws it
//! consumes, measured in the same run.
//!
//! The baseline replays exactly the draws the blows made: the 1024 blows of one
//! batch are first traced, each draw turned into the raw unbiased draw(s) it lowers
//! to (`Sampler::below_u64` over the same range; `dice(n, s)` is `n` of them), and
//! the baseline makes those raw draws from the same seed. Both sides reseed the
//! generator per batch.
//!
//! Run: `cargo bench -p roguerules-melee --bench angband -- --quick`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use roguerules_dice::{Sampler, Tracing};
use roguerules_melee::angband::{
    Character, Class, Dice, Melee, Monster, MonsterFlags, Slays, Weapon, Weight, blow, blow_damage_pmf, hit_chance,
};
use std::hint::black_box;

const BATCH: usize = 1024;
const SEED: u64 = 0x5b3a_5ad5;

fn setup() -> (Melee, Monster) {
    let mut c = Character::new(Class::Warrior, "18/100".parse().unwrap(), "18/50".parse().unwrap());
    c.level = 30;
    c.weapon = Some(Weapon {
        dice: Dice::new(2, 5).unwrap(),
        to_hit: 8,
        to_dam: 9,
        weight: Weight::from_tenths(150),
        slays: Slays::SLAY_ORC | Slays::SLAY_EVIL,
        ..Weapon::default()
    });
    let m = Melee::of(&c).unwrap();
    let orc = Monster { flags: MonsterFlags::ORC | MonsterFlags::EVIL, ..Monster::new(36) };
    (m, orc)
}

/// The raw ranges the batch's blows draw, in order.
fn raw_ranges(m: &Melee, monster: &Monster) -> Vec<u64> {
    let mut r = Tracing::new(Sampler::seed_from_u64(SEED));
    for _ in 0..BATCH {
        blow(&mut r, m, monster).unwrap();
    }
    let mut out = Vec::new();
    for d in r.draws() {
        out.extend(d.kind.source_ranges().map(|(lo, hi)| (hi - lo + 1) as u64));
    }
    out
}

fn one_blow(c: &mut Criterion) {
    let (m, orc) = setup();
    let ranges = raw_ranges(&m, &orc);
    eprintln!(
        "angband blow: {} raw draws per {BATCH} blows ({:.2} per blow); P(hit) = {}",
        ranges.len(),
        ranges.len() as f64 / BATCH as f64,
        hit_chance(m.skill, orc.ac, orc.visible)
    );
    let mut g = c.benchmark_group("angband blow");
    g.throughput(Throughput::Elements(BATCH as u64));
    g.bench_function("raw draws (same ranges)", |b| {
        b.iter(|| {
            let mut s = Sampler::seed_from_u64(SEED);
            let mut sum = 0u64;
            for &n in black_box(&ranges) {
                sum = sum.wrapping_add(s.below_u64(n));
            }
            sum
        })
    });
    g.bench_function("blow (hit + damage + critical)", |b| {
        b.iter(|| {
            let mut s = Sampler::seed_from_u64(SEED);
            let mut sum = 0i64;
            for _ in 0..BATCH {
                sum += blow(&mut s, black_box(&m), black_box(&orc)).map_or(0, |o| o.damage);
            }
            sum
        })
    });
    g.finish();
}

fn exact_odds(c: &mut Criterion) {
    let (m, orc) = setup();
    c.bench_function("angband blow_damage_pmf (exact)", |b| b.iter(|| blow_damage_pmf(black_box(&m), black_box(&orc))));
}

criterion_group!(benches, one_blow, exact_odds);
criterion_main!(benches);
