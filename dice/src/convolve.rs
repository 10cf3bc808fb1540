//! Sums of plain dice on dense weights: the one convolution behind
//! [`Pmf::dice`](crate::Pmf::dice) and the dice expressions' exact
//! distributions.
//!
//! Adding a die of `s` faces to the weights of the totals so far is a sliding
//! window: the weight of a new total is the sum of `s` consecutive old weights,
//! so each new total costs one addition and one subtraction. The weights grow to
//! `s^n` times the old total, so they are kept as fixed-width unsigned integers
//! in 64-bit limbs, wide enough for the last die (an upper bound known before
//! the first), in one flat buffer: no allocation per weight, and only the limbs
//! the current die can reach are touched. Totals that fit a `u128` use it
//! directly.

use crate::weight::W;
use num_bigint::BigUint;

/// The dense weights of the totals after adding `count` dice of `sides` faces
/// to the dense weights `acc` (index `i` of the result is `i` above the lowest
/// total of `acc` plus `count`). `count == 0` or `sides <= 1` changes nothing.
pub(crate) fn add_dice(acc: &[W], count: u32, sides: u32) -> Vec<W> {
    if count == 0 || sides <= 1 || acc.is_empty() {
        return acc.to_vec();
    }
    // Every weight after k dice is at most sum(acc) * sides^k.
    let base_bits = bits_of_sum(acc);
    let die_bits = u64::from(u32::BITS - sides.leading_zeros());
    let last_bits = base_bits + u64::from(count) * die_bits;
    if last_bits <= 128 {
        let mut cur: Vec<u128> = acc.iter().map(|w| w.to_u128()).collect();
        for _ in 0..count {
            cur = window_u128(&cur, sides as usize);
        }
        return cur.into_iter().map(W::Small).collect();
    }
    let stride = last_bits.div_ceil(64) as usize;
    let s = sides as usize;
    let final_len = acc.len() + count as usize * (s - 1);
    let mut cur = vec![0u64; final_len * stride];
    let mut next = vec![0u64; final_len * stride];
    for (i, w) in acc.iter().enumerate() {
        write_limbs(&mut cur[i * stride..(i + 1) * stride], w);
    }
    let mut len = acc.len();
    let mut window = vec![0u64; stride];
    for k in 1..=u64::from(count) {
        // The limbs a weight can reach after k dice.
        let active = ((base_bits + k * die_bits).div_ceil(64) as usize).min(stride);
        let new_len = len + s - 1;
        window.fill(0);
        for i in 0..new_len {
            if i < len {
                add_limbs(&mut window[..active], &cur[i * stride..i * stride + active]);
            }
            if i >= s {
                sub_limbs(&mut window[..active], &cur[(i - s) * stride..(i - s) * stride + active]);
            }
            next[i * stride..i * stride + active].copy_from_slice(&window[..active]);
        }
        std::mem::swap(&mut cur, &mut next);
        len = new_len;
    }
    cur.chunks_exact(stride).take(len).map(from_limbs).collect()
}

/// The word operations [`add_dice`] makes adding `count` dice of `sides` faces
/// to `len` dense weights whose sum has `base_bits` bits, counted from the same
/// loop bounds before any work: each die visits every total of its new range
/// once, at one `u128` step (counted as two words) while the weights fit one,
/// else at the 64-bit limbs the weights can reach after that die. Wide weights
/// cost more per limb (their carries and cache misses): a weight of `a` limbs
/// counts `a (1 + a / 32)` (measured: 10000d2, 157 limbs, ran six times slower
/// per limb than 30d10000, 7 limbs).
pub(crate) fn add_dice_ops(len: u64, base_bits: u64, count: u32, sides: u32) -> u64 {
    if count == 0 || sides <= 1 || len == 0 {
        return 0;
    }
    let die_bits = u64::from(u32::BITS - sides.leading_zeros());
    let (c, s1) = (u64::from(count), u64::from(sides) - 1);
    let last_bits = base_bits + c * die_bits;
    // Sum over k = 1..=c of (len + k (s - 1)) x words(k).
    let totals = |k: u64| len.saturating_add(k.saturating_mul(s1));
    if last_bits <= 128 {
        let steps = c.saturating_mul(len).saturating_add(s1.saturating_mul(c * (c + 1) / 2));
        return steps.saturating_mul(2);
    }
    let stride = last_bits.div_ceil(64);
    let mut ops: u64 = 0;
    for k in 1..=c {
        let active = (base_bits + k * die_bits).div_ceil(64).min(stride);
        let per_total = active * (32 + active) / 32;
        ops = ops.saturating_add(totals(k).saturating_mul(per_total));
    }
    ops
}

/// One die of `s` faces added to `acc`, on `u128` weights known not to overflow.
fn window_u128(acc: &[u128], s: usize) -> Vec<u128> {
    let len = acc.len() + s - 1;
    let mut next = Vec::with_capacity(len);
    let mut window = 0u128;
    for i in 0..len {
        if let Some(w) = acc.get(i) {
            window += w;
        }
        if i >= s {
            window -= acc[i - s];
        }
        next.push(window);
    }
    next
}

/// The bits of the sum of the weights (an upper bound on every weight's).
fn bits_of_sum(acc: &[W]) -> u64 {
    let mut sum = W::ZERO;
    for w in acc {
        sum.add_assign(w);
    }
    sum.bits().max(1)
}

fn write_limbs(out: &mut [u64], w: &W) {
    match w {
        W::Small(v) => {
            out[0] = *v as u64;
            if out.len() > 1 {
                out[1] = (*v >> 64) as u64;
            }
        }
        W::Big(b) => {
            for (o, d) in out.iter_mut().zip(b.iter_u64_digits()) {
                *o = d;
            }
        }
    }
}

fn from_limbs(limbs: &[u64]) -> W {
    let top = limbs.iter().rposition(|&d| d != 0).map_or(0, |p| p + 1);
    if top <= 2 {
        let lo = u128::from(limbs.first().copied().unwrap_or(0));
        let hi = u128::from(limbs.get(1).copied().unwrap_or(0));
        return W::Small(lo | (hi << 64));
    }
    let digits: Vec<u32> = limbs[..top].iter().flat_map(|&d| [d as u32, (d >> 32) as u32]).collect();
    W::from_big(BigUint::new(digits))
}

/// `a += b` on equal-width limbs (the bound keeps the carry out of the top).
#[inline]
fn add_limbs(a: &mut [u64], b: &[u64]) {
    let mut carry = false;
    for (x, &y) in a.iter_mut().zip(b) {
        let (s1, c1) = x.overflowing_add(y);
        let (s2, c2) = s1.overflowing_add(u64::from(carry));
        *x = s2;
        carry = c1 | c2;
    }
}

/// `a -= b` on equal-width limbs (`b <= a` in every use).
#[inline]
fn sub_limbs(a: &mut [u64], b: &[u64]) {
    let mut borrow = false;
    for (x, &y) in a.iter_mut().zip(b) {
        let (d1, b1) = x.overflowing_sub(y);
        let (d2, b2) = d1.overflowing_sub(u64::from(borrow));
        *x = d2;
        borrow = b1 | b2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain sliding window on `W`, one die at a time: the reference.
    fn reference(acc: &[W], count: u32, sides: usize) -> Vec<W> {
        let mut cur = acc.to_vec();
        for _ in 0..count {
            let len = cur.len() + sides - 1;
            let mut next = Vec::with_capacity(len);
            let mut window = W::ZERO;
            for i in 0..len {
                if let Some(w) = cur.get(i) {
                    window.add_assign(w);
                }
                if i >= sides {
                    window = window.sub(&cur[i - sides]);
                }
                next.push(window.clone());
            }
            cur = next;
        }
        cur
    }

    #[test]
    fn limbs_agree_with_the_plain_window() {
        for (count, sides) in [(3, 6), (40, 100), (25, 1000), (130, 7), (2, 2), (5, 65536)] {
            let one = [W::ONE];
            assert_eq!(add_dice(&one, count, sides), reference(&one, count, sides as usize), "{count}d{sides}");
        }
        // A running distribution with big and zero weights already in it.
        let start = reference(&[W::ONE, W::ZERO, W::ONE], 30, 50);
        assert_eq!(add_dice(&start, 20, 9), reference(&start, 20, 9));
    }

    #[test]
    fn nothing_to_add_changes_nothing() {
        let acc = [W::ONE, W::Small(3)];
        assert_eq!(add_dice(&acc, 0, 6), acc.to_vec());
        assert_eq!(add_dice(&acc, 5, 1), acc.to_vec());
    }
}
