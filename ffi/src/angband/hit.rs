//! The hit test and criticals, and their exact odds (seed 003; RULINGS M1, M3,
//! M6).

use super::codes::{CRIT_TABLES, HIT_ROLLS, crit_code};
use super::inputs::level32;
use super::limited;
use crate::boundary::{produce, produce2};
use crate::convert::{decode, encode, flag, rr_fraction, yes_no};
use crate::random::{rr_random, with_roller};
use crate::status::rr_status;
use roguerules_melee::angband::{self as ang, Critical, Weight};

/// The hit test (seed 003; RULINGS M1, M3): one draw in 0..=99 for the 1 in 20
/// automatic hit and miss, then, for a positive `skill` (-1000000..=1000000),
/// the armour roll against the visibility-modified skill (`visible` 1 or 0).
/// Writes the `RR_ANG_HIT_*` code to `*roll_out` and whether it hit (1 or 0)
/// to `*hit_out`.
///
/// Callback span: at most `hi - lo` = max(99, K - 1), K the
/// visibility-modified skill (at most 999999).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if an out-pointer is NULL or `random`
/// names no generator; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for a
/// skill out of range, `visible` other than 0 or 1, or `random` naming both
/// generators; `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` for a
/// misbehaving or too narrow `rr_roller`.
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `roll_out` and `hit_out`, when not
/// NULL, must be valid for one write each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_hit_test(
    random: rr_random,
    skill: i32,
    ac: u16,
    visible: u8,
    roll_out: *mut u32,
    hit_out: *mut u8,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce2(roll_out, hit_out, || {
            let (skill, visible) = (limited(skill)?, yes_no(visible)?);
            let roll = with_roller!(random, |r| ang::hit_test(r, skill, ac, visible))?;
            Ok((encode(&HIT_ROLLS, &roll), flag(roll.hit())))
        })
    }
}

/// The exact chance that `rr_ang_hit_test` hits (RULINGS M1): always within
/// 1/20..=19/20.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `chance_out` is NULL;
/// `RR_MISALIGNED_POINTER` if it is misaligned; `RR_INVALID_ARGUMENT` for a
/// skill outside -1000000..=1000000 or `visible` other than 0 or 1.
///
/// # Safety
///
/// `chance_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_hit_chance(
    skill: i32,
    ac: u16,
    visible: u8,
    chance_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(chance_out, || rr_fraction::from_big(&ang::hit_chance(limited(skill)?, ac, yes_no(visible)?))) }
}

/// Rolls a critical hit on `table` (`RR_ANG_CRIT_TABLE_*`) for an object of
/// `weight` tenths of a pound, a `bonus` (-1000000..=1000000; for missiles
/// including the missile's to-hit) and a `level` 1..=50 (seed 003; RULINGS M6).
/// Writes an `RR_ANG_CRIT_*` code.
///
/// Callback span: at most `hi - lo` = 4999 (the chance `P` in 5000; the type
/// asks (1, 650) in melee, (1, 500) for missiles).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `critical_out` is NULL or `random`
/// names no generator; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for an
/// unknown table, a bonus or level out of range, or `random` naming both
/// generators; `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` for a
/// misbehaving or too narrow `rr_roller`.
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `critical_out`, when not NULL, must
/// be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_critical(
    random: rr_random,
    table: u32,
    weight: u16,
    bonus: i32,
    level: i32,
    critical_out: *mut u32,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(critical_out, || {
            let (table, bonus, level, w) =
                (decode(&CRIT_TABLES, table)?, limited(bonus)?, level32(level)?, Weight::from_tenths(weight));
            Ok(crit_code(with_roller!(random, |r| ang::critical(r, table, w, bonus, level))?))
        })
    }
}

/// The exact distribution of a critical: `probability[RR_ANG_CRIT_*]`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct rr_ang_crit_odds {
    /// The probability of each outcome, indexed by `RR_ANG_CRIT_*` (none first).
    pub probability: [rr_fraction; 6],
}

/// The exact odds of `rr_ang_critical` with the same arguments (seed 003's
/// chance and sum tables; RULINGS M6).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `odds_out` is NULL;
/// `RR_MISALIGNED_POINTER` if it is misaligned; `RR_INVALID_ARGUMENT` for an
/// unknown table or a bonus or level out of range.
///
/// # Safety
///
/// `odds_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_critical_odds(
    table: u32,
    weight: u16,
    bonus: i32,
    level: i32,
    odds_out: *mut rr_ang_crit_odds,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(odds_out, || {
            let (table, bonus, level) = (decode(&CRIT_TABLES, table)?, limited(bonus)?, level32(level)?);
            let odds = ang::crit_odds(table, Weight::from_tenths(weight), bonus, level);
            let mut c = rr_ang_crit_odds::default();
            c.probability[0] = rr_fraction::from_big(&odds.probability(None))?;
            for (i, t) in Critical::ALL.iter().enumerate() {
                c.probability[i + 1] = rr_fraction::from_big(&odds.probability(Some(*t)))?;
            }
            Ok(c)
        })
    }
}
