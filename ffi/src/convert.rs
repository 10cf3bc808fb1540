//! Conversions shared by the rule modules: exact fractions and integer codes of
//! enums.

use crate::status::rr_status;
use roguerules_dice::{BigInt, BigRational};

/// An exact probability (or other non-negative fraction) in lowest terms.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_fraction {
    /// The numerator.
    pub numerator: u64,
    /// The denominator (never 0).
    pub denominator: u64,
}

impl rr_fraction {
    /// A non-negative rational in lowest terms, or `RR_OVERFLOW` when a part does
    /// not fit 64 bits (or the value is negative).
    pub(crate) fn from_big(p: &BigRational) -> Result<rr_fraction, rr_status> {
        Ok(rr_fraction { numerator: to_u64(p.numer())?, denominator: to_u64(p.denom())? })
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
pub(crate) fn decode<T: Copy>(table: &[T], code: u32) -> Result<T, rr_status> {
    usize::try_from(code).ok().and_then(|i| table.get(i)).copied().ok_or(rr_status::RR_INVALID_ARGUMENT)
}

/// The C code of `value`: its position in `table` (every value is listed).
pub(crate) fn encode<T: PartialEq>(table: &[T], value: &T) -> u32 {
    table.iter().position(|v| v == value).map_or(u32::MAX, |i| i as u32)
}

/// Flag bits from C, rejecting unknown bits.
pub(crate) fn flags<F: bitflags::Flags>(bits: F::Bits) -> Result<F, rr_status> {
    F::from_bits(bits).ok_or(rr_status::RR_INVALID_ARGUMENT)
}

/// An `i64` input checked against its documented range.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fractions_reduce_and_refuse_overflow() {
        assert_eq!(rr_fraction::from_parts(6, 36), Ok(rr_fraction { numerator: 1, denominator: 6 }));
        assert_eq!(rr_fraction::from_parts(1, 0), Err(rr_status::RR_OVERFLOW));
        let huge = BigRational::new(1.into(), BigInt::from(u64::MAX) * 2);
        assert_eq!(rr_fraction::from_big(&huge), Err(rr_status::RR_OVERFLOW));
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
