//! The draws the projection rules make, over any [`Roller`], with the one
//! comparison draw ([`Rolls::exceeds`]) every "greater than a random number
//! between a and b" of seed 000 goes through.

use roguerules_dice::{RollError, Roller};

/// A roller as the rules see it: the draws they make, labelled with string
/// literals, and the comparison draw.
///
/// The comparison "x is greater than a random number between lo and hi" is made
/// in exactly one place, [`Rolls::exceeds`], so that it can become the dice
/// crate's `RollerExt::exceeds` (one draw when sampling, two branches when
/// enumerating) by changing this file alone. Until then it is lowered here:
/// sampling, scripting and tracing draw `uniform(lo, hi)` and compare, as the game
/// does; the exact odds ([`Rolls::enumerating`]) draw the same event as one
/// `chance(x - lo, hi - lo + 1)`, which has exactly the same probability but two
/// branches instead of `hi - lo + 1`.
#[derive(Debug)]
pub(crate) struct Rolls<'a, R: ?Sized> {
    r: &'a mut R,
    enumerating: bool,
}

impl<'a, R: Roller + ?Sized> Rolls<'a, R> {
    /// Draws as the game draws (sampling, scripts, traces).
    #[inline]
    pub(crate) fn sampling(r: &'a mut R) -> Self {
        Rolls { r, enumerating: false }
    }

    /// Draws for the exact odds: comparisons as two-way branches.
    #[inline]
    pub(crate) fn enumerating(r: &'a mut R) -> Self {
        Rolls { r, enumerating: true }
    }

    /// "A random number between `lo` and `hi`", inclusive (RULINGS G2); `lo`
    /// without a draw when `hi <= lo`.
    #[inline]
    pub(crate) fn uniform(&mut self, label: &'static str, lo: i64, hi: i64) -> Result<i64, RollError> {
        self.r.uniform(label, lo, hi)
    }

    /// `1dN`, `1..=sides` (RULINGS G2).
    #[inline]
    pub(crate) fn die(&mut self, label: &'static str, sides: i64) -> Result<i64, RollError> {
        self.r.uniform(label, 1, sides)
    }

    /// `n d sides` (RULINGS G2): a die of 1 side or fewer is not rolled and shows 1,
    /// so `3d0` is 3. `sides` above `u32::MAX` cannot occur within the validated
    /// inputs and is clamped.
    #[inline]
    pub(crate) fn dice(&mut self, label: &'static str, n: u32, sides: i64) -> Result<i64, RollError> {
        let sides = u32::try_from(sides.max(0)).unwrap_or(u32::MAX);
        self.r.dice(label, n, sides)
    }

    /// "1 in n" (RULINGS G2).
    #[inline]
    pub(crate) fn one_in(&mut self, label: &'static str, n: i64) -> Result<bool, RollError> {
        self.r.chance(label, 1, n.max(1))
    }

    /// "num in den" ("an ac / 200 chance").
    #[inline]
    pub(crate) fn chance(&mut self, label: &'static str, num: i64, den: i64) -> Result<bool, RollError> {
        self.r.chance(label, num, den)
    }

    /// The comparison draw: "`x` is greater than a random number between `lo` and
    /// `hi`" (RULINGS G2: inclusive; a range with `hi <= lo` is `lo`, no draw).
    /// Scripts answer it with the random number.
    #[inline]
    pub(crate) fn exceeds(&mut self, label: &'static str, x: i64, lo: i64, hi: i64) -> Result<bool, RollError> {
        if hi <= lo {
            return Ok(x > lo);
        }
        if self.enumerating {
            // x > U(lo..=hi) for exactly the x - lo values lo..x of the hi - lo + 1.
            let den = hi.saturating_sub(lo).saturating_add(1);
            let num = x.saturating_sub(lo).clamp(0, den);
            self.r.chance(label, num, den)
        } else {
            Ok(x > self.r.uniform(label, lo, hi)?)
        }
    }

    /// "A random number between `lo` and `hi` is greater than `x`" (RULINGS P5:
    /// strictly): the complement of [`Rolls::exceeds`]`(x + 1, lo, hi)`.
    #[inline]
    pub(crate) fn roll_above(&mut self, label: &'static str, lo: i64, hi: i64, x: i64) -> Result<bool, RollError> {
        Ok(!self.exceeds(label, x.saturating_add(1), lo, hi)?)
    }

    /// "A random number between `lo` and `hi` is at least `x`" (RULINGS P5): the
    /// complement of [`Rolls::exceeds`]`(x, lo, hi)`.
    #[inline]
    pub(crate) fn roll_at_least(&mut self, label: &'static str, lo: i64, hi: i64, x: i64) -> Result<bool, RollError> {
        Ok(!self.exceeds(label, x, lo, hi)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use roguerules_dice::{BigRational, Scripted, exact};

    fn ratio(n: i64, d: i64) -> BigRational {
        BigRational::new(n.into(), d.into())
    }

    #[test]
    fn exceeds_has_the_same_odds_both_ways() {
        for (x, lo, hi) in
            [(5, 1, 10), (0, 1, 10), (1, 1, 10), (11, 1, 10), (50, 0, 399), (-3, -5, 5), (7, 7, 7), (9, 7, 3)]
        {
            let by_uniform = exact(|r| Rolls::sampling(r).exceeds("x", x, lo, hi)).unwrap();
            let by_chance = exact(|r| Rolls::enumerating(r).exceeds("x", x, lo, hi)).unwrap();
            assert_eq!(by_uniform, by_chance, "{x} > U({lo}..={hi})");
        }
        let p = exact(|r| Rolls::enumerating(r).exceeds("x", 5, 1, 10)).unwrap();
        assert_eq!(p.probability(&true), ratio(4, 10));
    }

    #[test]
    fn scripts_answer_with_the_number() {
        let mut s = Scripted::new([4, 5, 90, 10]);
        let mut r = Rolls::sampling(&mut s);
        assert!(r.exceeds("x", 5, 1, 10).unwrap());
        assert!(!r.exceeds("x", 5, 1, 10).unwrap());
        assert!(r.roll_above("r", 1, 90, 89).unwrap());
        assert!(r.roll_at_least("r", 1, 10, 10).unwrap());
        s.finish().unwrap();
    }
}
