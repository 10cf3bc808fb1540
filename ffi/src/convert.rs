//! Conversions shared by the rule modules: exact fractions and integer codes of
//! enums.

use crate::status::rr_status;
use crate::traps::rr_value_probability;
use num_traits::ToPrimitive;
use roguerules_dice::{BigInt, BigRational, Pmf, Prob};

/// An exact probability (or other non-negative rational, such as a mean) in
/// lowest terms, with its value as a double.
///
/// When the reduced fraction does not fit 64-bit integers (the exact odds of a
/// whole melee round can have denominators like 100^3 x 5000^3), `exact` is
/// false, `numerator` and `denominator` are both 0, and only `value` is given.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct rr_fraction {
    /// The numerator (0 when not `exact`).
    pub numerator: u64,
    /// The denominator (never 0 when `exact`; 0 otherwise).
    pub denominator: u64,
    /// The value as the nearest double.
    pub value: f64,
    /// Whether `numerator / denominator` is the exact value.
    pub exact: bool,
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
            (Ok(numerator), Ok(denominator)) => rr_fraction { numerator, denominator, value, exact: true },
            _ => rr_fraction { numerator: 0, denominator: 0, value, exact: false },
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
pub(crate) fn to_u64(n: &BigInt) -> Result<u64, rr_status> {
    u64::try_from(n).map_err(|_| rr_status::RR_OVERFLOW)
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
/// `RR_BUFFER_TOO_SMALL`), converting only when they fit; returns `count`.
pub(crate) fn convert_into<T, U: Copy>(
    buf: Option<&mut [U]>,
    count: usize,
    items: impl IntoIterator<Item = T>,
    convert: impl FnMut(T) -> Result<U, rr_status>,
) -> Result<usize, rr_status> {
    match buf {
        None => Ok(count),
        Some(b) if b.len() < count => Err(rr_status::RR_BUFFER_TOO_SMALL),
        Some(b) => fill(Some(b), &items.into_iter().map(convert).collect::<Result<Vec<_>, rr_status>>()?),
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
        assert_eq!((sixth.numerator, sixth.denominator, sixth.exact), (1, 6, true));
        assert!((sixth.value - 1.0 / 6.0).abs() < 1e-15);
        assert_eq!(rr_fraction::from_parts(1, 0), Err(rr_status::RR_OVERFLOW));
        assert_eq!(rr_fraction::from_parts(-1, 2), Err(rr_status::RR_OVERFLOW));
        let huge = BigRational::new(1.into(), BigInt::from(u64::MAX) * 4);
        let f = rr_fraction::from_big(&huge).unwrap();
        assert_eq!((f.numerator, f.denominator, f.exact), (0, 0, false));
        assert!(f.value > 0.0 && f.value < 1e-19);
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
