//! The projection rules' phrasings of their draws over any [`Roller`]: the
//! seed's "a random number between a and b is greater than x" and "... at least
//! x" as compare draws (one uniform draw when sampling, two branches when
//! enumerating: [`RollerExt::exceeds`]), and dice whose sides are computed from
//! the damage.

use roguerules_dice::{RollError, Roller, RollerExt};

/// `n d sides` with `sides` computed as an `i64` (RULINGS G2): a die of 1 side or
/// fewer is not rolled and shows 1, so `3d0` is 3. `sides` above `u32::MAX`
/// cannot occur within the validated inputs and is clamped.
#[inline]
pub(crate) fn dice<R: Roller + ?Sized>(r: &mut R, label: &'static str, n: u32, sides: i64) -> Result<i64, RollError> {
    let sides = u32::try_from(sides.max(0)).unwrap_or(u32::MAX);
    r.dice(label, n, sides)
}

/// [`dice`] for a rule that only uses the sum up to `cap` (a counter capped at
/// 200): the same draws, `cap` for any larger sum, and an exact enumeration that
/// branches only below the cap ([`Roller::dice_capped`]).
#[inline]
pub(crate) fn dice_capped<R: Roller + ?Sized>(
    r: &mut R,
    label: &'static str,
    n: u32,
    sides: i64,
    cap: i64,
) -> Result<i64, RollError> {
    let sides = u32::try_from(sides.max(0)).unwrap_or(u32::MAX);
    r.dice_capped(label, n, sides, cap)
}

/// "A random number between `lo` and `hi` is greater than `x`" (RULINGS P5:
/// strictly): one compare draw, the complement of `exceeds(x + 1, lo, hi)`.
#[inline]
pub(crate) fn roll_above<R: Roller + ?Sized>(
    r: &mut R,
    label: &'static str,
    lo: i64,
    hi: i64,
    x: i64,
) -> Result<bool, RollError> {
    Ok(!r.exceeds(label, x.saturating_add(1), lo, hi)?)
}

/// "A random number between `lo` and `hi` is at least `x`" (RULINGS P5): one
/// compare draw, the complement of `exceeds(x, lo, hi)`.
#[inline]
pub(crate) fn roll_at_least<R: Roller + ?Sized>(
    r: &mut R,
    label: &'static str,
    lo: i64,
    hi: i64,
    x: i64,
) -> Result<bool, RollError> {
    Ok(!r.exceeds(label, x, lo, hi)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use roguerules_dice::{BigRational, Scripted, exact};

    fn ratio(n: i64, d: i64) -> BigRational {
        BigRational::new(n.into(), d.into())
    }

    #[test]
    fn comparisons_have_the_texts_odds_and_replay_the_number() {
        // "1..=10 is greater than 5": 6..=10, half.
        let p = exact(|r| roll_above(r, "x", 1, 10, 5)).unwrap();
        assert_eq!(p.probability(&true), ratio(1, 2));
        // "1..=10 is at least 5": 5..=10.
        let p = exact(|r| roll_at_least(r, "x", 1, 10, 5)).unwrap();
        assert_eq!(p.probability(&true), ratio(3, 5));
        // Scripts answer with the number rolled.
        assert!(roll_above(&mut Scripted::new([6]), "x", 1, 10, 5).unwrap());
        assert!(!roll_above(&mut Scripted::new([5]), "x", 1, 10, 5).unwrap());
        // A range of one value draws nothing.
        assert!(roll_at_least(&mut Scripted::new(Vec::<i64>::new()), "x", 7, 7, 7).unwrap());
    }
}
