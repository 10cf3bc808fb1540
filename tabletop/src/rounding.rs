//! Rounding, seed 002's own (RULINGS B1; G1 does not apply to this seed).

/// `num / den` rounded to the nearest integer, ties to even (RULINGS B1: "every
/// fractional value is rounded ... as soon as it is generated", Python 3 `round`).
///
/// `den` must be positive; a zero or negative denominator is treated by sign (the
/// crate only calls this with positive constants). Computed in `i128`, so any
/// `i64` numerator and denominator is exact; the result saturates to `i64`.
///
/// # Example
///
/// ```
/// use roguerules_tabletop::round_half_even;
///
/// assert_eq!(round_half_even(25, 2), 12); // 12.5 -> 12
/// assert_eq!(round_half_even(35, 2), 18); // 17.5 -> 18
/// assert_eq!(round_half_even(-15, 2), -8); // -7.5 -> -8
/// assert_eq!(round_half_even(245, 10), 24); // 24.5 -> 24
/// ```
pub fn round_half_even(num: i64, den: i64) -> i64 {
    let (mut n, mut d) = (i128::from(num), i128::from(den));
    if d == 0 {
        return 0;
    }
    if d < 0 {
        n = -n;
        d = -d;
    }
    let q = n.div_euclid(d);
    let r = n.rem_euclid(d);
    let twice = 2 * r;
    let rounded = if twice > d || (twice == d && q.rem_euclid(2) == 1) { q + 1 } else { q };
    i64::try_from(rounded).unwrap_or(if rounded > 0 { i64::MAX } else { i64::MIN })
}

#[cfg(test)]
mod tests {
    use super::round_half_even;

    #[test]
    fn ties_go_to_even() {
        assert_eq!(round_half_even(25, 2), 12);
        assert_eq!(round_half_even(85, 2), 42);
        assert_eq!(round_half_even(35, 2), 18);
        assert_eq!(round_half_even(-15, 2), -8);
        assert_eq!(round_half_even(-5, 2), -2);
        assert_eq!(round_half_even(5, 2), 2);
        assert_eq!(round_half_even(7, 3), 2);
        assert_eq!(round_half_even(8, 3), 3);
        assert_eq!(round_half_even(-8, 3), -3);
        assert_eq!(round_half_even(1005, 10), 100);
        assert_eq!(round_half_even(1015, 10), 102);
        assert_eq!(round_half_even(i64::MAX, 1), i64::MAX);
        assert_eq!(round_half_even(3, -2), -2);
    }
}
