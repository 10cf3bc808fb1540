//! Sampling: answering draws from a rand_core generator.
//!
//! # The integer algorithm (a reproducibility contract)
//!
//! A uniform draw on a range of `n` values takes Lemire's nearly-divisionless
//! method ("Fast Random Integer Generation in an Interval", 2019) on the
//! generator's raw output: multiply a raw word by `n`, keep the high half, and
//! reject only when the low half falls below `2^w mod n` (rare). Ranges of up to
//! `2^32` values use one `next_u32` per attempt, larger ranges `next_u64` (the
//! whole `i64` range takes one raw `next_u64`).
//!
//! A `Sampler` is a [`Source`]: the other draws lower onto that one uniform draw
//! as every source's do (`src/source.rs`: dice are `n` draws on `1..=s`, a chance
//! one draw on `0..den`, a choice one draw on `0..total`). Degenerate draws
//! (RULINGS G2) consume nothing. A fixed seed therefore gives a fixed sequence of
//! answers, whatever rand's own samplers do in later releases;
//! `tests/value_stability.rs` pins it.

use crate::roller::SourceError;
use crate::source::Source;
use rand_core::{RngCore, SeedableRng};

/// The default generator: PCG XSH RR 64/32 (`rand_pcg::Pcg32`), a portable
/// generator whose output rand_pcg keeps stable across releases.
pub type DefaultRng = rand_pcg::Pcg32;

/// A [`Roller`](crate::Roller) that samples from any rand_core 0.9 generator (a
/// [`Source`], lowered like every source).
///
/// # Example
///
/// ```
/// use roguerules_dice::{Roller, Sampler};
///
/// let mut a = Sampler::seed_from_u64(2024);
/// let mut b = Sampler::seed_from_u64(2024);
/// let x = a.dice("damage", 3, 6)?;
/// assert_eq!(x, b.dice("damage", 3, 6)?); // same seed, same rolls
/// assert!((3..=18).contains(&x));
/// # Ok::<(), roguerules_dice::RollError>(())
/// ```
#[derive(Clone)]
pub struct Sampler<G = DefaultRng> {
    rng: G,
}

impl<G> std::fmt::Debug for Sampler<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Like rand's generators, do not print the state.
        f.write_str("Sampler { .. }")
    }
}

impl Sampler<DefaultRng> {
    /// The default generator seeded from a `u64` (`Pcg32::seed_from_u64`).
    pub fn seed_from_u64(seed: u64) -> Self {
        Sampler::new(DefaultRng::seed_from_u64(seed))
    }
}

impl<G: RngCore> Sampler<G> {
    /// Wraps a generator.
    pub fn new(rng: G) -> Self {
        Sampler { rng }
    }

    /// The wrapped generator.
    pub fn rng_mut(&mut self) -> &mut G {
        &mut self.rng
    }

    /// Unwraps the generator.
    pub fn into_inner(self) -> G {
        self.rng
    }

    /// A uniform value in `0..range` by Lemire's method; `range` must be at
    /// least 1. This is the one primitive every draw lowers to.
    #[inline(always)]
    pub fn below_u64(&mut self, range: u64) -> u64 {
        debug_assert!(range > 0);
        if range <= 1 << 32 {
            if range == 1 << 32 {
                return u64::from(self.rng.next_u32());
            }
            u64::from(lemire32(&mut self.rng, range as u32))
        } else {
            lemire64(&mut self.rng, range)
        }
    }

    #[cold]
    fn range_draw(&mut self, lo: i64, hi: i64) -> i64 {
        // hi > lo here; the span fits u64 even for the extreme i64 range minus one.
        let span = (hi as i128 - lo as i128) as u128 + 1;
        if span > u128::from(u64::MAX) {
            // The full i64 range: every 64-bit word is a value.
            return self.rng.next_u64() as i64;
        }
        (lo as i128 + i128::from(self.below_u64(span as u64))) as i64
    }
}

#[inline(always)]
fn lemire32<G: RngCore>(rng: &mut G, range: u32) -> u32 {
    let mut m = u64::from(rng.next_u32()) * u64::from(range);
    let mut low = m as u32;
    if low < range {
        let threshold = range.wrapping_neg() % range;
        while low < threshold {
            m = u64::from(rng.next_u32()) * u64::from(range);
            low = m as u32;
        }
    }
    (m >> 32) as u32
}

#[inline]
fn lemire64<G: RngCore>(rng: &mut G, range: u64) -> u64 {
    let mut m = u128::from(rng.next_u64()) * u128::from(range);
    let mut low = m as u64;
    if low < range {
        let threshold = range.wrapping_neg() % range;
        while low < threshold {
            m = u128::from(rng.next_u64()) * u128::from(range);
            low = m as u64;
        }
    }
    (m >> 64) as u64
}

impl<G: RngCore> Source for Sampler<G> {
    // `lo + below(hi - lo + 1)`: never outside `lo..=hi`.
    const IN_RANGE: bool = true;

    /// Lemire's method on `hi - lo + 1` values (`lo < hi`); never fails.
    #[inline(always)]
    fn draw(&mut self, lo: i64, hi: i64) -> Result<i64, SourceError> {
        // The common case, a span below 2^32 values: the same `lemire32` draw that
        // `below_u64` makes for it, without the 128-bit span arithmetic.
        if let Some(d) = hi.checked_sub(lo).filter(|&d| d < i64::from(u32::MAX)) {
            return Ok(lo + i64::from(lemire32(&mut self.rng, (d + 1) as u32)));
        }
        Ok(self.range_draw(lo, hi))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::roller::{RollError, Roller};

    #[test]
    fn degenerate_draws_consume_nothing() {
        let mut a = Sampler::seed_from_u64(1);
        let mut b = Sampler::seed_from_u64(1);
        assert_eq!(a.uniform("x", 5, 5).unwrap(), 5);
        assert_eq!(a.uniform("x", 5, 2).unwrap(), 5);
        assert_eq!(a.dice("x", 3, 0).unwrap(), 3);
        assert_eq!(a.dice("x", 3, 1).unwrap(), 3);
        assert!(!a.chance("x", 0, 10).unwrap());
        assert!(a.chance("x", 10, 10).unwrap());
        assert_eq!(a.choose("x", &[0, 4, 0]).unwrap(), 1);
        assert_eq!(a.rng_mut().next_u32(), b.rng_mut().next_u32());
    }

    #[test]
    fn invalid_draws_are_errors() {
        let mut s = Sampler::seed_from_u64(1);
        assert!(matches!(s.chance("c", 1, 0), Err(RollError::InvalidDraw(_))));
        assert!(matches!(s.choose("c", &[]), Err(RollError::InvalidDraw(_))));
        assert!(matches!(s.choose("c", &[u64::MAX, 1]), Err(RollError::InvalidDraw(_))));
        assert!(matches!(s.choose("c", &[1 << 62, 1 << 62]), Err(RollError::InvalidDraw(_))));
    }

    #[test]
    fn extreme_ranges_stay_in_range() {
        let mut s = Sampler::seed_from_u64(3);
        for _ in 0..1000 {
            let v = s.uniform("x", i64::MIN, i64::MAX).unwrap();
            let _ = v;
            let w = s.uniform("x", -5, i64::MAX).unwrap();
            assert!(w >= -5);
            let z = s.uniform("x", 0, 1 << 40).unwrap();
            assert!((0..=1 << 40).contains(&z));
        }
    }

    #[test]
    fn uniform_is_roughly_uniform() {
        // A fixed seed: counts of 60_000 d6 rolls each within 5% of 10_000.
        let mut s = Sampler::seed_from_u64(99);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[(s.uniform("d6", 1, 6).unwrap() - 1) as usize] += 1;
        }
        for c in counts {
            assert!((9_500..=10_500).contains(&c), "{counts:?}");
        }
    }
}
