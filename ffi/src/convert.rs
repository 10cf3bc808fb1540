//! Conversions shared by the rule modules: exact fractions and the rows of
//! exact distributions, yes/no flags, integer codes of enums, flag words and
//! ranges.

use crate::status::rr_status;
use num_traits::ToPrimitive;
use roguerules_dice::{BigInt, BigRational, Pmf, Prob};

/// An exact probability (or other non-negative rational, such as a mean) in
/// lowest terms, with its value as a double.
///
/// One rule for every function that returns fractions (single values and the
/// rows of distributions alike): when the reduced fraction does not fit 64-bit
/// integers (30d6 has denominator 6^30; the exact odds of a whole melee round
/// can have denominators like 100^3 x 5000^3), the fraction is still returned
/// with `exact` = 0, `numerator` and `denominator` both 0, and only `value`
/// given. It is never `RR_OVERFLOW`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct rr_fraction {
    /// The numerator (0 when not `exact`).
    pub numerator: u64,
    /// The denominator (never 0 when `exact`; 0 otherwise).
    pub denominator: u64,
    /// The value as the nearest double.
    pub value: f64,
    /// 1 when `numerator / denominator` is the exact value, 0 when only
    /// `value` is given.
    pub exact: u8,
}

impl rr_fraction {
    /// A non-negative rational: exact when both parts fit 64 bits, otherwise
    /// only its double value; `RR_OVERFLOW` for a negative value.
    pub(crate) fn from_big(p: &BigRational) -> Result<rr_fraction, rr_status> {
        let value = p.to_f64().unwrap_or(f64::NAN);
        if p.numer().sign() == num_bigint::Sign::Minus {
            return Err(rr_status::RR_OVERFLOW);
        }
        Ok(match (to_u64(p.numer()), to_u64(p.denom())) {
            (Ok(numerator), Ok(denominator)) => rr_fraction { numerator, denominator, value, exact: 1 },
            _ => rr_fraction { numerator: 0, denominator: 0, value, exact: 0 },
        })
    }

    /// `num / den` reduced (`den > 0`).
    pub(crate) fn from_parts(num: i64, den: i64) -> Result<rr_fraction, rr_status> {
        if den <= 0 || num < 0 {
            return Err(rr_status::RR_OVERFLOW);
        }
        rr_fraction::from_big(&BigRational::new(num.into(), den.into()))
    }
}

/// A non-negative big integer as `u64`, or `RR_OVERFLOW`.
fn to_u64(n: &BigInt) -> Result<u64, rr_status> {
    u64::try_from(n).map_err(|_| rr_status::RR_OVERFLOW)
}

/// One value of an exact distribution of integers and its probability (every
/// `..._pmf` and `..._distribution` function's row).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct rr_value_probability {
    /// The value.
    pub value: i64,
    /// Its exact probability (`exact` = 0 when the fraction does not fit 64
    /// bits; see `rr_fraction`).
    pub probability: rr_fraction,
}

/// A yes/no flag from C: 0 or 1 (`uint8_t`; there is no `bool` in the C API),
/// anything else `RR_INVALID_ARGUMENT`.
#[inline(always)]
pub(crate) fn yes_no(v: u8) -> Result<bool, rr_status> {
    match v {
        0 => Ok(false),
        1 => Ok(true),
        _ => Err(rr_status::RR_INVALID_ARGUMENT),
    }
}

/// Yes/no flags from C checked at once, with one branch: `RR_INVALID_ARGUMENT`
/// unless each byte is 0 or 1 ([`yes_no`] of their OR, which is 0 or 1
/// exactly when each byte is). A byte may be the OR of several flags (the
/// same test).
#[inline(always)]
pub(crate) fn yes_nos(v: &[u8]) -> Result<(), rr_status> {
    yes_no(v.iter().fold(0, |a, &b| a | b)).map(drop)
}

/// A yes/no flag for C: 0 or 1.
#[inline(always)]
pub(crate) fn flag(v: bool) -> u8 {
    u8::from(v)
}

/// A number of an outcome that C receives as `int32_t` where the entry point
/// documents why every value fits (a bound of the rule over the input it
/// accepted): narrowed without a test in release builds, asserted in debug
/// builds (the tests and the fuzz targets), so a wrong bound shows there as
/// `RR_PANIC` instead of a silently truncated number.
#[inline(always)]
pub(crate) fn bounded_i32(v: i64) -> i32 {
    debug_assert!(i32::try_from(v).is_ok(), "an outcome beyond int32_t: {v}");
    v as i32
}

/// A number that C receives as `int32_t` (levels, depths, damage), or
/// `RR_OVERFLOW` if a rule produced one beyond it (none does for valid input).
#[inline(always)]
pub(crate) fn to_i32(v: i64) -> Result<i32, rr_status> {
    i32::try_from(v).map_err(|_| rr_status::RR_OVERFLOW)
}

/// The value at position `code` of a table of an enum's values (the C code of
/// each value is its position), or `RR_INVALID_ARGUMENT`.
#[inline]
pub(crate) fn decode<T: Copy>(table: &[T], code: u32) -> Result<T, rr_status> {
    usize::try_from(code).ok().and_then(|i| table.get(i)).copied().ok_or(rr_status::RR_INVALID_ARGUMENT)
}

/// The C code of `value`: its position in `table` (every value is listed).
#[inline]
pub(crate) fn encode<T: PartialEq>(table: &[T], value: &T) -> u32 {
    table.iter().position(|v| v == value).map_or(u32::MAX, |i| i as u32)
}

/// Flag bits from C, rejecting unknown bits.
#[inline]
pub(crate) fn flags<F: bitflags::Flags>(bits: F::Bits) -> Result<F, rr_status> {
    F::from_bits(bits).ok_or(rr_status::RR_INVALID_ARGUMENT)
}

/// An `i64` input checked against its documented range.
#[inline]
pub(crate) fn in_range(value: i64, lo: i64, hi: i64) -> Result<i64, rr_status> {
    if (lo..=hi).contains(&value) { Ok(value) } else { Err(rr_status::RR_INVALID_ARGUMENT) }
}

/// Copies `items` into a caller's buffer following the length protocol (NULL
/// buffer: length only; too small: `RR_BUFFER_TOO_SMALL`); returns the length.
pub(crate) fn fill<T: Copy>(buf: Option<&mut [T]>, items: &[T]) -> Result<usize, rr_status> {
    if let Some(buf) = buf {
        let dest = buf.get_mut(..items.len()).ok_or(rr_status::RR_BUFFER_TOO_SMALL)?;
        dest.copy_from_slice(items);
    }
    Ok(items.len())
}

/// Writes `count` items, each converted by `convert`, into a caller's buffer
/// following the length protocol (NULL buffer: `count` only; too small:
/// `RR_BUFFER_TOO_SMALL` with nothing written), converting only when they fit
/// and each straight into its row (no list in between); returns the number of
/// rows written (`count` when `items` has `count` items). A refused conversion
/// (none for a rule's valid rows) is the error, the rows before it written.
pub(crate) fn convert_into<T, U: Copy>(
    buf: Option<&mut [U]>,
    count: usize,
    items: impl IntoIterator<Item = T>,
    mut convert: impl FnMut(T) -> Result<U, rr_status>,
) -> Result<usize, rr_status> {
    match buf {
        None => Ok(count),
        Some(b) if b.len() < count => Err(rr_status::RR_BUFFER_TOO_SMALL),
        Some(b) => {
            let mut written = 0;
            for item in items {
                *b.get_mut(written).ok_or(rr_status::RR_BUFFER_TOO_SMALL)? = convert(item)?;
                written += 1;
            }
            Ok(written)
        }
    }
}

/// [`convert_into`] for `count` `(value, probability)` rows.
pub(crate) fn rows_into(
    buf: Option<&mut [rr_value_probability]>,
    count: usize,
    points: impl IntoIterator<Item = (i64, Prob)>,
) -> Result<usize, rr_status> {
    convert_into(buf, count, points, |(value, p)| {
        Ok(rr_value_probability { value, probability: rr_fraction::from_big(&p)? })
    })
}

/// [`rows_into`] for a distribution of integers, in increasing value.
pub(crate) fn pmf_into(buf: Option<&mut [rr_value_probability]>, pmf: &Pmf<i64>) -> Result<usize, rr_status> {
    rows_into(buf, pmf.len(), pmf.iter().map(|(v, p)| (*v, p)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fractions_reduce_and_refuse_overflow() {
        let sixth = rr_fraction::from_parts(6, 36).unwrap();
        assert_eq!((sixth.numerator, sixth.denominator, sixth.exact), (1, 6, 1));
        assert!((sixth.value - 1.0 / 6.0).abs() < 1e-15);
        assert_eq!(rr_fraction::from_parts(1, 0), Err(rr_status::RR_OVERFLOW));
        assert_eq!(rr_fraction::from_parts(-1, 2), Err(rr_status::RR_OVERFLOW));
        let huge = BigRational::new(1.into(), BigInt::from(u64::MAX) * 4);
        let f = rr_fraction::from_big(&huge).unwrap();
        assert_eq!((f.numerator, f.denominator, f.exact), (0, 0, 0));
        assert!(f.value > 0.0 && f.value < 1e-19);
    }

    #[test]
    fn yes_no_flags_are_0_or_1() {
        assert_eq!(yes_no(0), Ok(false));
        assert_eq!(yes_no(1), Ok(true));
        assert_eq!(yes_no(2), Err(rr_status::RR_INVALID_ARGUMENT));
        assert_eq!(yes_no(255), Err(rr_status::RR_INVALID_ARGUMENT));
        assert_eq!((flag(false), flag(true)), (0, 1));
        assert_eq!(yes_nos(&[0, 1, 1, 0]), Ok(()));
        assert_eq!(yes_nos(&[]), Ok(()));
        assert_eq!(yes_nos(&[0, 1, 2, 0]), Err(rr_status::RR_INVALID_ARGUMENT));
        assert_eq!(yes_nos(&[1, 128]), Err(rr_status::RR_INVALID_ARGUMENT));
    }

    #[test]
    fn codes_round_trip() {
        let table = ['a', 'b', 'c'];
        assert_eq!(decode(&table, 2), Ok('c'));
        assert_eq!(decode(&table, 3), Err(rr_status::RR_INVALID_ARGUMENT));
        assert_eq!(decode(&table, u32::MAX), Err(rr_status::RR_INVALID_ARGUMENT));
        assert_eq!(encode(&table, &'b'), 1);
    }

    #[test]
    fn fill_follows_the_length_protocol() {
        let mut buf = [0u8; 3];
        assert_eq!(fill(None, &[1u8, 2]), Ok(2));
        assert_eq!(fill(Some(&mut buf[..1]), &[1u8, 2]), Err(rr_status::RR_BUFFER_TOO_SMALL));
        assert_eq!(buf, [0, 0, 0]);
        assert_eq!(fill(Some(&mut buf), &[1u8, 2]), Ok(2));
        assert_eq!(buf, [1, 2, 0]);
    }
}
