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
    if recurs(acc.len() as u64, base_bits, count) {
        return sum_by_recurrence(count, sides);
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
    if recurs(len, base_bits, count) {
        // Half the totals computed, every total copied out.
        let top = c.saturating_mul(s1);
        let words = stride + 1;
        return (top / 2 + 1)
            .saturating_mul(words)
            .saturating_mul(RECURRENCE_OPS_PER_LIMB)
            .saturating_add(top.saturating_mul(words));
    }
    let mut ops: u64 = 0;
    for k in 1..=c {
        let active = (base_bits + k * die_bits).div_ceil(64).min(stride);
        let per_total = active * (32 + active) / 32;
        ops = ops.saturating_add(totals(k).saturating_mul(per_total));
    }
    ops
}

/// Whether [`add_dice`] builds the weights by [`sum_by_recurrence`]: from a
/// single weight of one (the first plain dice of an expression), for three dice
/// or more whose weights pass a `u128` (below that the window is as fast).
fn recurs(len: u64, base_bits: u64, count: u32) -> bool {
    len == 1 && base_bits == 1 && count >= 3
}

/// Word operations per limb of each total [`sum_by_recurrence`] computes (three
/// scalar multiply-adds, an exact division, the mirror copy).
const RECURRENCE_OPS_PER_LIMB: u64 = 8;

/// The weights of the totals `0..=n (s - 1)` of `n` dice showing `0..s`, the
/// coefficients of `P = ((1 - x^s) / (1 - x))^n`, each from the last `s + 1`
/// by the recurrence that `P' (1 - x)(1 - x^s) = n P (1 - s x^(s-1) + (s-1) x^s)`
/// gives (the logarithmic derivative of `P`):
///
/// `(k+1) p(k+1) = (k+n) p(k) + (ns - n - k + s) p(k-s) - (ns + s - 1 - k) p(k-s+1)`,
///
/// three multiplications by a word and one exact division by a word per total,
/// instead of `n` window steps; only the lower half is computed (the weights
/// are symmetric). The right side is never negative and `k + 1` divides it, so
/// every step stays in unsigned limbs wide enough for `s^n` times `2 n s`.
fn sum_by_recurrence(count: u32, sides: u32) -> Vec<W> {
    let (n, s) = (u64::from(count), u64::from(sides));
    let top = n * (s - 1);
    let half = (top / 2) as usize;
    let die_bits = u64::from(u32::BITS - sides.leading_zeros());
    // p(k) <= s^n; the products and sums at most 2 n s + 2 s times that.
    let scale_bits = u64::from(u64::BITS - (2 * n * s + 2 * s).leading_zeros());
    let stride = (n * die_bits + scale_bits + 1).div_ceil(64) as usize;
    let mut p = vec![0u64; (half + 1) * stride];
    p[0] = 1;
    let mut tmp = vec![0u64; stride];
    // The limbs the weights so far reach (they grow up to the middle).
    let mut used = 1usize;
    for k in 0..half {
        let k64 = k as u64;
        let active = (used + 1).min(stride);
        tmp[..active].fill(0);
        mul_add_word(&mut tmp[..active], &p[k * stride..k * stride + active], k64 + n);
        let s_us = s as usize;
        if k >= s_us {
            let j = k - s_us;
            mul_add_word(&mut tmp[..active], &p[j * stride..j * stride + active], n * s - n - k64 + s);
        }
        if k + 1 >= s_us {
            let j = k + 1 - s_us;
            mul_sub_word(&mut tmp[..active], &p[j * stride..j * stride + active], n * s + s - 1 - k64);
        }
        div_exact_word(&mut tmp[..active], k64 + 1);
        used = tmp[..active].iter().rposition(|&d| d != 0).map_or(1, |i| i + 1).max(used);
        p[(k + 1) * stride..(k + 1) * stride + active].copy_from_slice(&tmp[..active]);
    }
    let lower: Vec<W> = p.chunks_exact(stride).map(from_limbs).collect();
    let mut out = Vec::with_capacity(top as usize + 1);
    out.extend_from_slice(&lower);
    let mirrored = top as usize + 1 - lower.len();
    out.extend(lower[..mirrored].iter().rev().cloned());
    out
}

/// `a += b * m` (the bound keeps the carry out of the top).
#[inline]
fn mul_add_word(a: &mut [u64], b: &[u64], m: u64) {
    let mut carry: u64 = 0;
    for (x, &y) in a.iter_mut().zip(b) {
        let t = u128::from(y) * u128::from(m) + u128::from(*x) + u128::from(carry);
        *x = t as u64;
        carry = (t >> 64) as u64;
    }
}

/// `a -= b * m` (`b * m <= a` in every use).
#[inline]
fn mul_sub_word(a: &mut [u64], b: &[u64], m: u64) {
    let mut borrow: u64 = 0;
    for (x, &y) in a.iter_mut().zip(b) {
        let t = u128::from(y) * u128::from(m) + u128::from(borrow);
        let (d, under) = x.overflowing_sub(t as u64);
        *x = d;
        borrow = (t >> 64) as u64 + u64::from(under);
    }
}

/// `a /= d` where `d` divides `a` exactly: the power of two shifted out, then
/// the odd part by multiplying with its inverse modulo 2^64, limb by limb from
/// the bottom (Jebelean's exact division), no hardware division.
fn div_exact_word(a: &mut [u64], d: u64) {
    let shift = d.trailing_zeros();
    let odd = d >> shift;
    if shift > 0 {
        for i in 0..a.len() {
            let hi = a.get(i + 1).copied().unwrap_or(0);
            a[i] = (a[i] >> shift) | (hi << (64 - shift));
        }
    }
    if odd == 1 {
        return;
    }
    // Newton's iteration: each step doubles the correct low bits (3 to start).
    let mut inv = odd;
    for _ in 0..5 {
        inv = inv.wrapping_mul(2u64.wrapping_sub(odd.wrapping_mul(inv)));
    }
    let mut borrow: u64 = 0;
    for x in a.iter_mut() {
        let (v, under) = x.overflowing_sub(borrow);
        let q = v.wrapping_mul(inv);
        *x = q;
        borrow = ((u128::from(q) * u128::from(odd)) >> 64) as u64 + u64::from(under);
    }
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

    /// The recurrence against the window, through the middle and past widths
    /// where the products need an extra limb.
    #[test]
    fn the_recurrence_agrees_with_the_window() {
        for (count, sides) in
            [(3, 2), (3, 6), (4, 3), (40, 100), (100, 100), (25, 1000), (130, 7), (9, 65536), (300, 2)]
        {
            assert_eq!(sum_by_recurrence(count, sides), reference(&[W::ONE], count, sides as usize), "{count}d{sides}");
        }
    }

    #[test]
    fn exact_division_by_a_word() {
        let a = BigUint::from(3u32).pow(400) * BigUint::from(1_000_006u32) * BigUint::from(96u32);
        for d in [1u64, 2, 3, 96, 1_000_006, 7 * 1024] {
            let mut limbs: Vec<u64> = a.iter_u64_digits().collect();
            if (&a % d) != BigUint::from(0u32) {
                continue;
            }
            div_exact_word(&mut limbs, d);
            assert_eq!(
                BigUint::from_slice(&limbs.iter().flat_map(|&l| [l as u32, (l >> 32) as u32]).collect::<Vec<_>>()),
                &a / d,
                "{d}"
            );
        }
    }

    #[test]
    fn nothing_to_add_changes_nothing() {
        let acc = [W::ONE, W::Small(3)];
        assert_eq!(add_dice(&acc, 0, 6), acc.to_vec());
        assert_eq!(add_dice(&acc, 5, 1), acc.to_vec());
    }
}
