//! Exact probability distributions over exact rationals (what [`exact`](crate::exact) computes).

use crate::roller::RollError;
use crate::weight::W;
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};
use std::collections::BTreeMap;
use std::collections::btree_map::Entry;
use std::ops::Add;

/// An exact probability: an arbitrary-precision rational, always reduced.
pub type Prob = BigRational;

/// Why a distribution could not be built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PmfError {
    /// No outcome had a positive weight.
    #[error("a distribution needs at least one outcome with a positive weight")]
    Empty,
    /// An operation would build more outcomes than it is allowed to.
    #[error("the distribution would have more than {limit} outcomes")]
    TooLarge {
        /// The limit.
        limit: usize,
    },
}

/// An exact probability mass function over values `T`.
///
/// Stored as integer weights over one common denominator ([`Pmf::total`]), sorted
/// by value, every weight positive and the whole reduced. Weights are machine
/// integers (`u128`) while they fit and big integers beyond, with the same exact
/// results. Probabilities come out as reduced [`Prob`] fractions; [`Pmf::to_f64`]
/// is for display only.
///
/// # Example
///
/// ```
/// use roguerules_dice::Pmf;
///
/// let d6 = Pmf::uniform(1..=6i64)?;
/// let two = d6.convolve(&d6);
/// assert_eq!(two.probability(&7).to_string(), "1/6");
/// assert_eq!(two.mean().to_string(), "7");
/// assert_eq!(d6.max_of(2).probability(&6).to_string(), "11/36");
/// # Ok::<(), roguerules_dice::PmfError>(())
/// ```
///
/// With the `serde` feature it serializes as `[[value, "num/den"], ...]`, the
/// reduced probability of each value as a string.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pmf<T> {
    points: Vec<(T, W)>,
    total: W,
}

impl<T: Ord> Pmf<T> {
    /// The distribution that is always `value`.
    pub fn certain(value: T) -> Self {
        Pmf { points: vec![(value, W::ONE)], total: W::ONE }
    }

    /// Builds a distribution from `(value, weight)` pairs: equal values are merged,
    /// zero weights dropped, the result reduced.
    ///
    /// # Errors
    ///
    /// [`PmfError::Empty`] when no weight is positive.
    pub fn from_weights<Wt: Into<BigUint>>(pairs: impl IntoIterator<Item = (T, Wt)>) -> Result<Self, PmfError> {
        let mut map: BTreeMap<T, W> = BTreeMap::new();
        for (value, weight) in pairs {
            let weight = W::from_big(weight.into());
            if !weight.is_zero() {
                map.entry(value).or_default().add_assign(&weight);
            }
        }
        Self::from_map(map)
    }

    /// Every value of `values` equally likely (duplicates count twice).
    ///
    /// # Errors
    ///
    /// [`PmfError::Empty`] when `values` is empty.
    pub fn uniform(values: impl IntoIterator<Item = T>) -> Result<Self, PmfError> {
        let mut map: BTreeMap<T, W> = BTreeMap::new();
        for v in values {
            map.entry(v).or_default().add_assign(&W::ONE);
        }
        Self::from_map(map)
    }

    pub(crate) fn from_map(map: BTreeMap<T, W>) -> Result<Self, PmfError> {
        let points: Vec<(T, W)> = map.into_iter().filter(|(_, w)| !w.is_zero()).collect();
        if points.is_empty() {
            return Err(PmfError::Empty);
        }
        let mut total = W::ZERO;
        for (_, w) in &points {
            total.add_assign(w);
        }
        Ok(Self::reduced(points, total))
    }

    /// `points` sorted, distinct, positive; `total` their sum.
    pub(crate) fn reduced(mut points: Vec<(T, W)>, mut total: W) -> Self {
        let mut g = total.clone();
        for (_, w) in &points {
            if g.is_one() {
                break;
            }
            g = g.gcd(w);
        }
        if !g.is_one() && !g.is_zero() {
            for (_, w) in &mut points {
                *w = w.div(&g);
            }
            total = total.div(&g);
        }
        Pmf { points, total }
    }

    /// The common denominator of every weight.
    pub fn total(&self) -> BigUint {
        self.total.to_big()
    }

    /// `(value, weight)` in increasing order of value; each probability is
    /// `weight / total()`.
    pub fn weights(&self) -> impl ExactSizeIterator<Item = (&T, BigUint)> {
        self.points.iter().map(|(v, w)| (v, w.to_big()))
    }

    /// `(value, probability)` in increasing order of value.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (&T, Prob)> {
        self.points.iter().map(|(v, w)| (v, self.fraction(w)))
    }

    /// The values with positive probability, increasing.
    pub fn support(&self) -> impl ExactSizeIterator<Item = &T> {
        self.points.iter().map(|(v, _)| v)
    }

    /// How many values have positive probability.
    pub fn len(&self) -> usize {
        self.points.len()
    }

    /// Always false: a distribution has at least one outcome.
    pub fn is_empty(&self) -> bool {
        self.points.is_empty()
    }

    fn fraction(&self, weight: &W) -> Prob {
        BigRational::new(BigInt::from(weight.to_big()), BigInt::from(self.total.to_big()))
    }

    /// P(X = value).
    pub fn probability(&self, value: &T) -> Prob {
        match self.points.binary_search_by(|(v, _)| v.cmp(value)) {
            Ok(i) => self.fraction(&self.points[i].1),
            Err(_) => Prob::zero(),
        }
    }

    /// P(pred(X)).
    pub fn probability_where(&self, mut pred: impl FnMut(&T) -> bool) -> Prob {
        let mut w = W::ZERO;
        for (v, pw) in &self.points {
            if pred(v) {
                w.add_assign(pw);
            }
        }
        self.fraction(&w)
    }

    /// P(X <= value).
    pub fn cdf(&self, value: &T) -> Prob {
        self.probability_where(|v| v <= value)
    }

    /// The smallest possible value.
    pub fn min(&self) -> &T {
        &self.points[0].0
    }

    /// The largest possible value.
    pub fn max(&self) -> &T {
        &self.points[self.points.len() - 1].0
    }

    /// The distribution of `f(X)`.
    pub fn map<U: Ord>(&self, mut f: impl FnMut(&T) -> U) -> Pmf<U> {
        let mut map: BTreeMap<U, W> = BTreeMap::new();
        for (v, w) in &self.points {
            map.entry(f(v)).or_default().add_assign(w);
        }
        let points: Vec<(U, W)> = map.into_iter().collect();
        if points.len() == self.points.len() {
            // Nothing merged: the weights are this distribution's, already reduced.
            return Pmf { points, total: self.total.clone() };
        }
        Pmf::reduced(points, self.total.clone())
    }

    /// A mixture: pick part `i` with probability proportional to `weight_i`, then
    /// a value from it.
    ///
    /// # Errors
    ///
    /// [`PmfError::Empty`] when no part has a positive weight.
    pub fn mixture<'a, Wt: Into<BigUint> + Clone>(
        parts: impl IntoIterator<Item = (Wt, &'a Pmf<T>)>,
    ) -> Result<Self, PmfError>
    where
        T: Clone + 'a,
    {
        let parts: Vec<(W, &Pmf<T>)> =
            parts.into_iter().map(|(w, p)| (W::from_big(w.into()), p)).filter(|(w, _)| !w.is_zero()).collect();
        let mut acc = Accumulator::new();
        for (w, p) in &parts {
            for (v, pw) in &p.points {
                acc.add(v.clone(), pw.mul(w), &p.total);
            }
        }
        acc.finish()
    }

    /// The distribution of the largest of `n` independent draws (`n = 0` is
    /// treated as 1).
    pub fn max_of(&self, n: u32) -> Self
    where
        T: Clone,
    {
        self.order_statistic(n.max(1), true)
    }

    /// The distribution of the smallest of `n` independent draws (`n = 0` is
    /// treated as 1).
    pub fn min_of(&self, n: u32) -> Self
    where
        T: Clone,
    {
        self.order_statistic(n.max(1), false)
    }

    fn order_statistic(&self, n: u32, largest: bool) -> Self
    where
        T: Clone,
    {
        // P(max <= v) = F(v)^n; P(min >= v) = S(v)^n; weights over total^n.
        let pow = |w: &W| W::from_big(num_traits::pow(w.to_big(), n as usize));
        let total = pow(&self.total);
        let mut points = Vec::with_capacity(self.points.len());
        let mut cumulative = W::ZERO;
        let mut previous = W::ZERO;
        let ordered: Box<dyn Iterator<Item = &(T, W)>> =
            if largest { Box::new(self.points.iter()) } else { Box::new(self.points.iter().rev()) };
        for (v, w) in ordered {
            cumulative.add_assign(w);
            let now = pow(&cumulative);
            points.push((v.clone(), now.sub(&previous)));
            previous = now;
        }
        if !largest {
            points.reverse();
        }
        points.retain(|(_, w)| !w.is_zero());
        Self::reduced(points, total)
    }

    /// `(value, probability as f64)`, for display.
    pub fn to_f64(&self) -> Vec<(T, f64)>
    where
        T: Clone,
    {
        let total = self.total.to_big();
        self.points.iter().map(|(v, w)| (v.clone(), ratio_f64(&w.to_big(), &total))).collect()
    }

    /// The points and total with their internal weights.
    pub(crate) fn into_weights(self) -> (Vec<(T, W)>, W) {
        (self.points, self.total)
    }

    /// `(value, weight)` with the internal weights.
    pub(crate) fn weighted(&self) -> impl Iterator<Item = (&T, &W)> {
        self.points.iter().map(|(v, w)| (v, w))
    }

    /// The total with its internal weight.
    pub(crate) fn total_weight(&self) -> &W {
        &self.total
    }

    /// Consumes the distribution into `(value, weight)` pairs and the total.
    pub fn into_parts(self) -> (Vec<(T, BigUint)>, BigUint) {
        (self.points.into_iter().map(|(v, w)| (v, w.into_big())).collect(), self.total.into_big())
    }

    /// The distribution of `Y` where `X` is this distribution and `Y` given `X =
    /// x` has the distribution `f(x)`: the staged form of a rule whose next step
    /// is already known as a distribution (a melee round's next blow, added to
    /// the total so far).
    ///
    /// # Errors
    ///
    /// What `f` returns.
    ///
    /// # Example
    ///
    /// ```
    /// use roguerules_dice::{Pmf, RollError};
    ///
    /// // Roll 1d2 dice of 6 sides.
    /// let count = Pmf::uniform([1u32, 2]).expect("two values");
    /// let total = count.flat_map(|&n| Ok::<_, RollError>(Pmf::dice(n, 6)))?;
    /// assert_eq!(total.probability(&1).to_string(), "1/12");
    /// # Ok::<(), RollError>(())
    /// ```
    pub fn flat_map<U: Ord, E: From<RollError>>(
        &self,
        mut f: impl FnMut(&T) -> Result<Pmf<U>, E>,
    ) -> Result<Pmf<U>, E> {
        let mut acc = Accumulator::new();
        for (v, w) in &self.points {
            let next = f(v)?;
            let den = next.total.mul(&self.total);
            for (u, uw) in next.points {
                acc.add(u, uw.mul(w), &den);
            }
        }
        acc.finish_nonempty()
    }
}

impl<T: Ord> Pmf<T> {
    /// The distribution of `f(X, Y)` for independent `X` (this distribution) and
    /// `Y` (`other`): the step of a rule whose next draw does not depend on the
    /// state so far (a melee round's next blow, added to the total while the
    /// monster lives). [`Pmf::convolve`] is `combine` with `+`.
    ///
    /// # Example
    ///
    /// ```
    /// use roguerules_dice::Pmf;
    ///
    /// // The higher of a d6 and a d4.
    /// let higher = Pmf::dice(1, 6).combine(&Pmf::dice(1, 4), |a, b| *a.max(b));
    /// assert_eq!(higher.probability(&4).to_string(), "7/24");
    /// ```
    pub fn combine<V, U: Ord>(&self, other: &Pmf<V>, mut f: impl FnMut(&T, &V) -> U) -> Pmf<U> {
        let mut map: BTreeMap<U, W> = BTreeMap::new();
        for (a, wa) in &self.points {
            for (b, wb) in &other.points {
                let w = wa.mul(wb);
                match map.entry(f(a, b)) {
                    Entry::Occupied(mut e) => e.get_mut().add_assign(&w),
                    Entry::Vacant(e) => {
                        e.insert(w);
                    }
                }
            }
        }
        let points: Vec<(U, W)> = map.into_iter().collect();
        Pmf::reduced(points, self.total.mul(&other.total))
    }
}

/// Weighted outcomes gathered from paths or parts whose denominators differ:
/// grouped by denominator, brought to their least common multiple once at the end.
///
/// A rule's paths have few distinct denominators (one per combination of draws
/// taken), so they are kept in a short list, the last one used checked first.
#[derive(Debug)]
pub(crate) struct Accumulator<T> {
    by_den: Vec<(W, BTreeMap<T, W>)>,
    last: usize,
    /// Distinct entries held (over every denominator).
    entries: usize,
}

/// The most bytes of distinct outcomes one exact computation may hold while it
/// accumulates them: a fixed bound whatever the budget, so that the accumulator,
/// the stage before it and the final merge stay well under 1 GiB together.
pub(crate) const MAX_ACCUMULATED_BYTES: usize = 192 << 20;

impl<T: Ord> Accumulator<T> {
    pub(crate) fn new() -> Self {
        Accumulator { by_den: Vec::new(), last: 0, entries: 0 }
    }

    /// The most distinct outcomes of type `T` held within
    /// [`MAX_ACCUMULATED_BYTES`] (a tree entry costs its key, its weight and
    /// about 24 bytes of node overhead; big weights' digits are not counted).
    pub(crate) const fn max_entries() -> usize {
        MAX_ACCUMULATED_BYTES / (std::mem::size_of::<T>() + std::mem::size_of::<W>() + 24)
    }

    /// Distinct outcomes held so far.
    pub(crate) fn entries(&self) -> usize {
        self.entries
    }

    /// Adds `num / den` to the probability of `value`.
    #[inline]
    pub(crate) fn add(&mut self, value: T, num: W, den: &W) {
        if self.by_den.get(self.last).is_none_or(|(d, _)| d != den) {
            self.last = match self.by_den.iter().position(|(d, _)| d == den) {
                Some(i) => i,
                None => {
                    self.by_den.push((den.clone(), BTreeMap::new()));
                    self.by_den.len() - 1
                }
            };
        }
        match self.by_den[self.last].1.entry(value) {
            Entry::Occupied(mut w) => w.get_mut().add_assign(&num),
            Entry::Vacant(e) => {
                e.insert(num);
                self.entries += 1;
            }
        }
    }

    /// The distribution of everything added, where something was certainly added
    /// (every distribution has a value of positive weight): the impossible empty
    /// case is an error rather than a panic.
    pub(crate) fn finish_nonempty<E: From<RollError>>(self) -> Result<Pmf<T>, E> {
        self.finish().map_err(|e| E::from(RollError::invalid("exact", e.to_string())))
    }

    /// The distribution of everything added.
    pub(crate) fn finish(self) -> Result<Pmf<T>, PmfError> {
        let lcm = self.by_den.iter().fold(W::ONE, |acc, (d, _)| acc.lcm(d));
        let mut merged: BTreeMap<T, W> = BTreeMap::new();
        for (den, values) in self.by_den {
            let scale = lcm.div(&den);
            for (v, w) in values {
                merged.entry(v).or_default().add_assign(&w.mul(&scale));
            }
        }
        Pmf::from_map(merged)
    }
}

impl<T: Ord + Clone + Add<Output = T>> Pmf<T> {
    /// The distribution of `X + Y` for independent `X` (self) and `Y`.
    pub fn convolve(&self, other: &Pmf<T>) -> Pmf<T> {
        self.combine(other, |a, b| a.clone() + b.clone())
    }
}

impl<T: Ord + Clone + Into<BigInt>> Pmf<T> {
    /// `E[X]`, exact.
    pub fn mean(&self) -> Prob {
        let s: BigInt = self.points.iter().map(|(v, w)| v.clone().into() * BigInt::from(w.to_big())).sum();
        BigRational::new(s, BigInt::from(self.total.to_big()))
    }

    /// `Var[X] = E[X²] − E[X]²`, exact.
    pub fn variance(&self) -> Prob {
        let s2: BigInt = self
            .points
            .iter()
            .map(|(v, w)| {
                let v: BigInt = v.clone().into();
                &v * &v * BigInt::from(w.to_big())
            })
            .sum();
        let m = self.mean();
        BigRational::new(s2, BigInt::from(self.total.to_big())) - &m * &m
    }
}

impl Pmf<i64> {
    /// The exact distribution of `n` dice of `1..=sides` ("XdY"), by a
    /// sliding-window count over sums. Degenerate dice (RULINGS G2: `sides <= 1`)
    /// always yield `n`.
    pub fn dice(n: u32, sides: u32) -> Pmf<i64> {
        if sides <= 1 || n == 0 {
            return Pmf::certain(i64::from(n));
        }
        let counts = crate::convolve::add_dice(&[W::ONE], n, sides);
        let total = W::from_big(num_traits::pow(BigUint::from(sides), n as usize));
        let points = counts.into_iter().enumerate().map(|(i, c)| (i64::from(n) + i as i64, c)).collect();
        Pmf { points, total }
    }

    /// The distribution of `X + c`.
    pub fn shift(&self, c: i64) -> Option<Pmf<i64>> {
        let mut points = Vec::with_capacity(self.points.len());
        for (v, w) in &self.points {
            points.push((v.checked_add(c)?, w.clone()));
        }
        Some(Pmf { points, total: self.total.clone() })
    }

    /// The distribution of `-X`.
    pub fn negate(&self) -> Option<Pmf<i64>> {
        let mut points = Vec::with_capacity(self.points.len());
        for (v, w) in self.points.iter().rev() {
            points.push((v.checked_neg()?, w.clone()));
        }
        Some(Pmf { points, total: self.total.clone() })
    }
}

/// A probability as `"num/den"`, always with a denominator (`"1/1"`, `"0/1"`).
pub fn fraction_string(p: &Prob) -> String {
    format!("{}/{}", p.numer(), p.denom())
}

#[cfg(feature = "serde")]
impl<T: serde::Serialize + Ord> serde::Serialize for Pmf<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let mut seq = s.serialize_seq(Some(self.points.len()))?;
        for (v, w) in &self.points {
            seq.serialize_element(&(v, fraction_string(&self.fraction(w))))?;
        }
        seq.end()
    }
}

/// `num / den` as the nearest f64 (for display; exact values stay rational).
fn ratio_f64(num: &BigUint, den: &BigUint) -> f64 {
    // Scale so both fit comfortably in f64 without losing the ratio.
    let shift = den.bits().saturating_sub(60);
    let n = (num >> shift).to_f64().unwrap_or(f64::INFINITY);
    let d = (den >> shift).to_f64().unwrap_or(f64::INFINITY);
    if d == 0.0 { 0.0 } else { n / d }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_d6_ten_is_one_eighth() {
        let p = Pmf::dice(3, 6);
        assert_eq!(p.probability(&10).to_string(), "1/8");
        assert_eq!(*p.min(), 3);
        assert_eq!(*p.max(), 18);
        assert_eq!(p.mean().to_string(), "21/2");
        assert_eq!(p.variance().to_string(), "35/4");
        assert_eq!(p.cdf(&3).to_string(), "1/216");
    }

    #[test]
    fn dice_agree_with_repeated_convolution() {
        for sides in 1..=7u32 {
            let die = Pmf::dice(1, sides);
            let mut acc = Pmf::certain(0i64);
            for n in 0..=6u32 {
                assert_eq!(Pmf::dice(n, sides), acc, "{n}d{sides}");
                acc = acc.convolve(&die);
            }
        }
    }

    #[test]
    fn mixture_and_order_statistics() {
        let coin = Pmf::uniform([0i64, 1]).unwrap();
        let d4 = Pmf::dice(1, 4);
        let m = Pmf::mixture([(1u32, &coin), (3u32, &d4)]).unwrap();
        assert_eq!(m.probability(&1).to_string(), "5/16");
        assert_eq!(m.probability(&0).to_string(), "1/8");
        let lo = d4.min_of(2);
        assert_eq!(lo.probability(&1).to_string(), "7/16");
        assert_eq!(lo.probability(&4).to_string(), "1/16");
        assert!(Pmf::<i64>::mixture([(0u32, &d4)]).is_err());
        let big = Pmf::dice(40, 6).convolve(&Pmf::dice(40, 6));
        assert_eq!(big, Pmf::dice(80, 6), "weights past u128 agree");
        assert_eq!(Pmf::<i64>::from_weights([(1, 0u32)]), Err(PmfError::Empty));
    }

    #[test]
    fn f64_view() {
        let v = Pmf::dice(1, 4).to_f64();
        assert_eq!(v, vec![(1, 0.25), (2, 0.25), (3, 0.25), (4, 0.25)]);
    }
}
