//! Reproducibility contract: a fixed seed gives a fixed sequence of draws.
//!
//! If one of these fails, a release would change every seeded game replay:
//! that is a *reproducibility-breaking change* and goes in the CHANGELOG.

use roguerules_dice::rand_core::RngCore;
use roguerules_dice::{DiceExpr, Roller, RollerExt, Sampler};

#[test]
fn default_generator_raw_output_is_pinned() {
    let mut s = Sampler::seed_from_u64(42);
    let raw: Vec<u32> = (0..4).map(|_| s.rng_mut().next_u32()).collect();
    assert_eq!(raw, PINNED_RAW);
}

#[test]
fn draw_sequence_is_pinned() {
    let mut s = Sampler::seed_from_u64(42);
    // Drawn in this order (an array literal evaluates left to right).
    let seen = [
        s.die("d20", 20).unwrap(),
        s.dice("3d6", 3, 6).unwrap(),
        i64::from(s.one_in("1 in 20", 20).unwrap()),
        s.choose("weights", &[1, 2, 3, 4]).unwrap() as i64,
        s.uniform("wide", -1_000_000_000_000, 1_000_000_000_000).unwrap(),
        s.below("rand_int(100)", 100).unwrap(),
        "4d6kh3".parse::<DiceExpr>().unwrap().roll(&mut s, "stat").unwrap(),
    ];
    assert_eq!(seen, PINNED_DRAWS);
}

#[test]
fn lemire_matches_its_definition() {
    // The documented algorithm, written out independently on a copy of the stream.
    let mut a = Sampler::seed_from_u64(7);
    let mut b = Sampler::seed_from_u64(7);
    for range in [1u64, 2, 3, 6, 20, 100, 650, 1 << 31, (1 << 32) - 1] {
        for _ in 0..50 {
            let got = a.below_u64(range);
            let want = loop {
                let x = u64::from(b.rng_mut().next_u32());
                let m = x * range;
                let low = m & 0xffff_ffff;
                let threshold = (1u64 << 32) % range;
                if low >= threshold {
                    break m >> 32;
                }
            };
            assert_eq!(got, want, "range {range}");
        }
    }
}

// Pcg32::seed_from_u64(42), first four `next_u32` words (rand_pcg 0.9).
const PINNED_RAW: [u32; 4] = [3400036912, 3349765444, 515166382, 4224707908];
// Captured when the algorithm was fixed (roguerules-dice 0.1.0). The first is
// checkable by hand: 3400036912 * 20 >> 32 = 15, so the d20 shows 16.
const PINNED_DRAWS: [i64; 7] = [16, 12, 0, 3, -348221726788, 91, 9];
