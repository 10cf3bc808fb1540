//! Integer weights for exact distributions: `u128` while they fit, a big integer
//! only on overflow (never a silent overflow). The exact results
//! are the same either way; the small case allocates nothing.

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{ToPrimitive, Zero};
use std::cmp::Ordering;

/// A non-negative integer weight. Invariant: `Big` only holds values above
/// `u128::MAX`, so equal values have equal representations.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum W {
    Small(u128),
    Big(BigUint),
}

impl Default for W {
    fn default() -> Self {
        W::ZERO
    }
}

impl W {
    pub(crate) const ZERO: W = W::Small(0);
    pub(crate) const ONE: W = W::Small(1);

    /// From a big integer, small when it fits.
    pub(crate) fn from_big(b: BigUint) -> W {
        match b.to_u128() {
            Some(v) => W::Small(v),
            None => W::Big(b),
        }
    }

    pub(crate) fn to_big(&self) -> BigUint {
        match self {
            W::Small(v) => BigUint::from(*v),
            W::Big(b) => b.clone(),
        }
    }

    pub(crate) fn into_big(self) -> BigUint {
        match self {
            W::Small(v) => BigUint::from(v),
            W::Big(b) => b,
        }
    }

    pub(crate) fn is_zero(&self) -> bool {
        matches!(self, W::Small(0))
    }

    /// The value as a `u128` (callers know it fits: `Big` never does, and gives
    /// `u128::MAX`).
    pub(crate) fn to_u128(&self) -> u128 {
        match self {
            W::Small(v) => *v,
            W::Big(_) => u128::MAX,
        }
    }

    /// The number of bits of the value (0 for 0).
    pub(crate) fn bits(&self) -> u64 {
        match self {
            W::Small(v) => u64::from(u128::BITS - v.leading_zeros()),
            W::Big(b) => b.bits(),
        }
    }

    pub(crate) fn is_one(&self) -> bool {
        matches!(self, W::Small(1))
    }

    /// `self * other`.
    #[inline]
    pub(crate) fn mul(&self, other: &W) -> W {
        match (self, other) {
            (w, W::Small(1)) | (W::Small(1), w) => w.clone(),
            (W::Small(a), W::Small(b)) => match a.checked_mul(*b) {
                Some(p) => W::Small(p),
                None => W::Big(BigUint::from(*a) * *b),
            },
            (W::Small(a), W::Big(b)) | (W::Big(b), W::Small(a)) => W::from_big(b * *a),
            (W::Big(a), W::Big(b)) => W::Big(a * b),
        }
    }

    /// `self += other`.
    #[inline]
    pub(crate) fn add_assign(&mut self, other: &W) {
        match (&mut *self, other) {
            (W::Small(a), W::Small(b)) => match a.checked_add(*b) {
                Some(s) => *a = s,
                None => *self = W::Big(BigUint::from(*a) + *b),
            },
            (W::Big(a), W::Small(b)) => *a += *b,
            (W::Big(a), W::Big(b)) => *a += b,
            (W::Small(a), W::Big(b)) => *self = W::Big(b + *a),
        }
    }

    /// `self - other` (`other <= self`).
    pub(crate) fn sub(&self, other: &W) -> W {
        match (self, other) {
            (W::Small(a), W::Small(b)) => W::Small(a.saturating_sub(*b)),
            _ => W::from_big(self.to_big() - other.to_big().min(self.to_big())),
        }
    }

    /// `self / other`, exact in every use (`other` divides `self`).
    pub(crate) fn div(&self, other: &W) -> W {
        match (self, other) {
            (_, W::Small(0)) => W::ZERO,
            (W::Small(a), W::Small(b)) => W::Small(a / b),
            _ => W::from_big(self.to_big() / other.to_big()),
        }
    }

    pub(crate) fn gcd(&self, other: &W) -> W {
        match (self, other) {
            (W::Small(a), W::Small(b)) => W::Small(a.gcd(b)),
            (W::Small(a), W::Big(b)) | (W::Big(b), W::Small(a)) => {
                if *a == 0 {
                    W::Big(b.clone())
                } else {
                    // b mod a fits u128, then the small gcd.
                    let r = (b % *a).to_u128().unwrap_or(0);
                    W::Small(a.gcd(&r))
                }
            }
            // One Euclid step first (a division, fast on big limbs): the running
            // gcd of a distribution's weights usually divides the next weight,
            // and Stein's shifts on two big values dominated exact odds
            // with big weights (a pit at 6350 feet: half its time).
            (W::Big(a), W::Big(b)) => {
                let (small, large) = if a <= b { (a, b) } else { (b, a) };
                let r = large % small;
                if r.is_zero() { W::Big(small.clone()) } else { W::from_big(small.gcd(&r)) }
            }
        }
    }

    pub(crate) fn lcm(&self, other: &W) -> W {
        if self.is_zero() || other.is_zero() {
            return W::ZERO;
        }
        self.div(&self.gcd(other)).mul(other)
    }
}

impl PartialOrd for W {
    fn partial_cmp(&self, other: &W) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for W {
    fn cmp(&self, other: &W) -> Ordering {
        match (self, other) {
            (W::Small(a), W::Small(b)) => a.cmp(b),
            (W::Small(_), W::Big(_)) => Ordering::Less,
            (W::Big(_), W::Small(_)) => Ordering::Greater,
            (W::Big(a), W::Big(b)) => a.cmp(b),
        }
    }
}

impl From<u64> for W {
    fn from(v: u64) -> W {
        W::Small(u128::from(v))
    }
}

impl From<u128> for W {
    fn from(v: u128) -> W {
        W::Small(v)
    }
}

impl From<BigUint> for W {
    fn from(b: BigUint) -> W {
        W::from_big(b)
    }
}

impl Zero for W {
    fn zero() -> W {
        W::ZERO
    }
    fn is_zero(&self) -> bool {
        W::is_zero(self)
    }
}

impl std::ops::Add for W {
    type Output = W;
    fn add(mut self, other: W) -> W {
        self.add_assign(&other);
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_overflows_into_big_and_back() {
        let max = W::Small(u128::MAX);
        let two = W::Small(2);
        let p = max.mul(&two);
        assert!(matches!(p, W::Big(_)));
        assert_eq!(p.to_big(), BigUint::from(u128::MAX) * 2u32);
        assert_eq!(p.div(&two), max);
        let mut s = max.clone();
        s.add_assign(&W::ONE);
        assert_eq!(s.to_big(), BigUint::from(u128::MAX) + 1u32);
        assert_eq!(s.sub(&W::ONE), max);
        assert_eq!(W::from_big(BigUint::from(7u32)), W::Small(7));
    }

    #[test]
    fn gcd_and_lcm() {
        assert_eq!(W::Small(12).gcd(&W::Small(18)), W::Small(6));
        assert_eq!(W::Small(0).gcd(&W::Small(5)), W::Small(5));
        assert_eq!(W::Small(7).gcd(&W::Small(0)), W::Small(7));
        assert_eq!(W::Small(u128::MAX).gcd(&W::ZERO), W::Small(u128::MAX));
        assert_eq!(W::Small(6 << 100).gcd(&W::Small(4 << 90)), W::Small(4 << 90));
        assert_eq!(W::Small(3 << 70).gcd(&W::Small(9)), W::Small(3));
        assert_eq!(W::Small(4).lcm(&W::Small(6)), W::Small(12));
        let big = W::from_big(BigUint::from(u128::MAX) * 6u32);
        assert_eq!(big.gcd(&W::Small(4)), W::Small(2));
        assert_eq!(big.gcd(&big), big);
        assert!(W::Small(3) < big && big > W::Small(u128::MAX));
    }
}
