//! One POWDER attack (seed 001) against the raw draws it consumes, in the same run.
//!
//! The attack is Fred's charge on the troll from the seed's worked example, sampled
//! from a seeded generator. The baseline draws the same number of raw unbiased
//! integers (`Sampler::below_u64`) as the attack consumes on average, counted
//! beforehand over 100 000 attacks (a `dice(n, s)` draw is n raw draws). The to-hit
//! part alone (`to_hit`) is measured the same way.

use criterion::{Criterion, criterion_group, criterion_main};
use roguerules_dice::{Sampler, Source, SourceError};
use roguerules_melee::powder::{
    ArmourPiece, AttackInput, Attacker, AttackerSkill, DamageDice, DamageType, Defender, RelativeSize, Weapon, attack,
    to_hit,
};
use std::hint::black_box;

/// Counts the raw draws a sampler makes.
struct Counting {
    inner: Sampler,
    draws: u64,
}

impl Source for Counting {
    fn draw(&mut self, lo: i64, hi: i64) -> Result<i64, SourceError> {
        self.draws += 1;
        self.inner.draw(lo, hi)
    }
}

fn charge() -> AttackInput {
    AttackInput {
        charge: true,
        relative_size: RelativeSize::Smaller,
        attacker: Attacker {
            physical_level: 8,
            magical_level: 5,
            skill: AttackerSkill::Avatar { attack_type: true, size_or_ranged: true, special: false },
            ..Attacker::default()
        },
        weapon: Weapon {
            natural_bonus: 0,
            enchantments: vec![2],
            damage: vec![
                DamageDice::new(DamageType::Physical, "1d8".parse().expect("valid dice")),
                DamageDice::new(DamageType::Fire, "1d3".parse().expect("valid dice")),
            ],
        },
        defender: Defender {
            monster: true,
            natural_ac: 8,
            head: Some(ArmourPiece { ac: 3, skill: 0 }),
            ..Defender::default()
        },
        ..AttackInput::default()
    }
}

fn bench(c: &mut Criterion) {
    let input = charge();
    let mut counting = Counting { inner: Sampler::seed_from_u64(1), draws: 0 };
    let runs = 100_000u64;
    for _ in 0..runs {
        attack(&mut counting, &input).expect("valid input");
    }
    // Raw draws per attack, rounded to the nearest whole draw.
    let per_attack = (counting.draws + runs / 2) / runs;
    eprintln!("powder charge: {:.2} raw draws per attack on average", counting.draws as f64 / runs as f64);

    let mut counting_hit = Counting { inner: Sampler::seed_from_u64(1), draws: 0 };
    for _ in 0..runs {
        to_hit(&mut counting_hit, &input).expect("valid input");
    }
    let per_to_hit = (counting_hit.draws + runs / 2) / runs;
    eprintln!("powder to_hit: {:.2} raw draws per call on average", counting_hit.draws as f64 / runs as f64);

    let mut g = c.benchmark_group("powder");
    let mut sampler = Sampler::seed_from_u64(2);
    g.bench_function("attack (Fred's charge)", |b| b.iter(|| attack(&mut sampler, black_box(&input))));
    let mut raw = Sampler::seed_from_u64(3);
    g.bench_function(format!("raw draws ({per_attack} x below_u64(20))"), |b| {
        b.iter(|| {
            let mut acc = 0u64;
            for _ in 0..per_attack {
                acc = acc.wrapping_add(raw.below_u64(black_box(20)));
            }
            acc
        })
    });
    let mut sampler = Sampler::seed_from_u64(4);
    g.bench_function("to_hit only (Fred's charge)", |b| b.iter(|| to_hit(&mut sampler, black_box(&input))));
    let mut raw = Sampler::seed_from_u64(5);
    g.bench_function(format!("raw draws ({per_to_hit} x below_u64(20))"), |b| {
        b.iter(|| {
            let mut acc = 0u64;
            for _ in 0..per_to_hit {
                acc = acc.wrapping_add(raw.below_u64(black_box(20)));
            }
            acc
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
