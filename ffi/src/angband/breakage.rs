//! Whether a missile breaks where it lands, and its exact odds (RULINGS M8).

use super::codes::OBJECTS;
use crate::boundary::{produce, try_ref};
use crate::convert::{decode, flag, rr_fraction, yes_no};
use crate::random::{rr_random, with_roller};
use crate::status::rr_status;
use roguerules_melee::angband::{self as ang, Landing};

/// Where a missile ended, for breakage (RULINGS M8).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_landing {
    /// `RR_ANG_OBJECT_*`.
    pub kind: u32,
    /// 1: an artifact, which never breaks; 0: not.
    pub artifact: u8,
    /// 1: it hit a monster, which doubles the chance (at most 100%); 0: not.
    pub hit_monster: u8,
    /// 1: thrown straight down, so a non-artifact always breaks; 0: not.
    pub straight_down: u8,
}

impl TryFrom<&rr_ang_landing> for Landing {
    type Error = rr_status;

    fn try_from(l: &rr_ang_landing) -> Result<Landing, rr_status> {
        Ok(Landing {
            kind: decode(&OBJECTS, l.kind)?,
            artifact: yes_no(l.artifact)?,
            hit_monster: yes_no(l.hit_monster)?,
            straight_down: yes_no(l.straight_down)?,
        })
    }
}

/// The breakage percentage of a landing, 0..=100 (RULINGS M8).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for an unknown object kind or
/// a yes/no field other than 0 or 1.
///
/// # Safety
///
/// `landing` must be NULL or valid; `percent_out`, when not NULL, valid for one
/// write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_breakage_chance(landing: *const rr_ang_landing, percent_out: *mut u8) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(percent_out, || Ok(ang::breakage_chance(&Landing::try_from(try_ref(landing)?)?))) }
}

/// The exact breakage probability of a landing (RULINGS M8).
///
/// Returns as `rr_ang_breakage_chance`.
///
/// # Safety
///
/// `landing` must be NULL or valid; `probability_out`, when not NULL, valid for
/// one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_breakage_probability(
    landing: *const rr_ang_landing,
    probability_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(probability_out, || {
            rr_fraction::from_big(&ang::breakage_probability(&Landing::try_from(try_ref(landing)?)?))
        })
    }
}

/// Rolls whether a missile breaks where it landed (RULINGS M8): writes 1 (it
/// breaks) or 0.
///
/// Callback span: at most `hi - lo` = 99 (a percentage).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL or `random` names
/// no generator; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for an invalid
/// landing or `random` naming both generators; `RR_RNG_OUT_OF_RANGE` /
/// `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving or too narrow `rr_roller`.
///
/// # Safety
///
/// `landing` must be NULL or valid; `random` must follow `rr_random`'s rules;
/// `breaks_out`, when not NULL, valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_breaks(
    random: rr_random,
    landing: *const rr_ang_landing,
    breaks_out: *mut u8,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(breaks_out, || {
            let l = Landing::try_from(try_ref(landing)?)?;
            Ok(flag(with_roller!(random, |r| ang::breaks(r, &l))?))
        })
    }
}
