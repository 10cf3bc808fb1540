//! Missile ranges (seed 002, Table 9; RULINGS B24) and aiming deviation
//! (Table 22; RULINGS B23).

use super::codes::{DIRECTIONS, RANGES, RR_TT_RANGE_OUT_OF_RANGE};
use super::produce;
use crate::convert::{decode, encode};
use crate::status::rr_status;
use roguerules_tabletop::aim::{AimTime, deviation};
use roguerules_tabletop::tables::MissileWeapon;

/// The range band of a target `distance` feet away for a missile weapon
/// (`RR_TT_MISSILE_*`): at most Table 9's short range is `RR_TT_RANGE_SHORT`,
/// at most the medium range `RR_TT_RANGE_MEDIUM`, at most the long range
/// `RR_TT_RANGE_LONG`, beyond it (or a negative distance)
/// `RR_TT_RANGE_OUT_OF_RANGE` (seed 002, Table 9; RULINGS B24).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// code, flag, yes/no value or number out of its documented range.
///
/// # Safety
///
/// `band_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_range_band(weapon: u32, distance: i64, band_out: *mut u32) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(band_out, || {
            let band = decode(MissileWeapon::ALL, weapon)?.range_band(distance);
            Ok(band.map_or(RR_TT_RANGE_OUT_OF_RANGE, |b| encode(&RANGES, &b)))
        })
    }
}

/// Where a missile lands: feet off target (0 on target) and an
/// `RR_TT_DIRECTION_*` (seed 002).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_deviation {
    /// Feet off target.
    pub feet: i64,
    /// `RR_TT_DIRECTION_*`.
    pub direction: u32,
}

/// Table 22: the deviation of a missile for a d100 `roll` (1..=100) and an
/// aim time (`RR_TT_AIM_*`): row `roll` (1..=50) or `101 - roll` (51..=100),
/// "-" as 0, direction by the roll (seed 002, Table 22; RULINGS B23).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// code, flag, yes/no value or number out of its documented range.
///
/// # Safety
///
/// `deviation_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_aim_deviation(roll: i64, aim: u32, deviation_out: *mut rr_tt_deviation) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(deviation_out, || {
            let d = deviation(roll, decode(AimTime::ALL.as_slice(), aim)?)?;
            Ok(rr_tt_deviation { feet: d.feet, direction: encode(&DIRECTIONS, &d.direction) })
        })
    }
}
