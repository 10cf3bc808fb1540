//! Exact damage odds of blows, rounds and missiles, expected damage and the
//! chance to kill (seed 003), computed by enumerating the same rules.

use super::blow::melee_and_monster;
use super::inputs::rr_ang_monster;
use super::missile::rr_ang_missile;
use super::profile::rr_ang_melee;
use crate::boundary::{pmf_entry, produce, try_ref};
use crate::convert::{rr_fraction, rr_value_probability};
use crate::status::rr_status;
use roguerules_melee::angband::{self as ang, Missile, Monster};

/// The exact distribution of one blow's damage (`rr_ang_blow`), by increasing
/// damage, following the length protocol of `rr_dice_pmf`. A probability that
/// does not fit 64 bits comes back with `exact` = 0 (see `rr_fraction`).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `melee`, `monster` or `len_out` is
/// NULL; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for invalid input (as
/// `rr_ang_blow`) or an impossible `len`; `RR_BUFFER_TOO_SMALL`;
/// `RR_BUDGET_EXCEEDED` if the enumeration is too large.
///
/// # Safety
///
/// `melee` and `monster` must be NULL or valid; `buf`, when not NULL, valid for
/// `len` writes; `len_out`, when not NULL, for one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_blow_damage_pmf(
    melee: *const rr_ang_melee,
    monster: *const rr_ang_monster,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        pmf_entry(buf, len, len_out, || {
            let (m, mon) = melee_and_monster(melee, monster)?;
            Ok(ang::blow_damage_pmf(&m, &mon)?)
        })
    }
}

/// The exact distribution of a melee round's total damage (`rr_ang_melee_round`),
/// as `rr_ang_blow_damage_pmf`.
///
/// Returns as `rr_ang_blow_damage_pmf`.
///
/// # Safety
///
/// As `rr_ang_blow_damage_pmf`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_round_damage_pmf(
    melee: *const rr_ang_melee,
    monster: *const rr_ang_monster,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        pmf_entry(buf, len, len_out, || {
            let (m, mon) = melee_and_monster(melee, monster)?;
            Ok(ang::round_damage_pmf(&m, &mon)?)
        })
    }
}

/// The exact mean damage of one blow.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for invalid input (as
/// `rr_ang_blow`); `RR_BUDGET_EXCEEDED` if the enumeration is too large.
///
/// # Safety
///
/// `melee` and `monster` must be NULL or valid; `mean_out`, when not NULL, valid
/// for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_expected_blow_damage(
    melee: *const rr_ang_melee,
    monster: *const rr_ang_monster,
    mean_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(mean_out, || {
            let (m, mon) = melee_and_monster(melee, monster)?;
            rr_fraction::from_big(&ang::expected_blow_damage(&m, &mon)?)
        })
    }
}

/// The exact mean damage of one melee round.
///
/// Returns as `rr_ang_expected_blow_damage`.
///
/// # Safety
///
/// As `rr_ang_expected_blow_damage`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_expected_round_damage(
    melee: *const rr_ang_melee,
    monster: *const rr_ang_monster,
    mean_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(mean_out, || {
            let (m, mon) = melee_and_monster(melee, monster)?;
            rr_fraction::from_big(&ang::expected_round_damage(&m, &mon)?)
        })
    }
}

/// The exact chance that one melee round kills the monster (0 when its hit
/// points are not known).
///
/// Returns as `rr_ang_expected_blow_damage`.
///
/// # Safety
///
/// As `rr_ang_expected_blow_damage`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_kill_chance(
    melee: *const rr_ang_melee,
    monster: *const rr_ang_monster,
    chance_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(chance_out, || {
            let (m, mon) = melee_and_monster(melee, monster)?;
            rr_fraction::from_big(&ang::kill_chance(&m, &mon)?)
        })
    }
}

/// The exact distribution of one missile's damage at `distance`, as
/// `rr_ang_blow_damage_pmf`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `missile`, `monster` or `len_out` is
/// NULL; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for invalid input (as
/// `rr_ang_missile_shoot`) or an impossible `len`; `RR_BUFFER_TOO_SMALL`;
/// `RR_BUDGET_EXCEEDED` if the enumeration is too large.
///
/// # Safety
///
/// `missile` and `monster` must be NULL or valid; `buf`, when not NULL, valid
/// for `len` writes; `len_out`, when not NULL, for one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_missile_damage_pmf(
    missile: *const rr_ang_missile,
    monster: *const rr_ang_monster,
    distance: u16,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        pmf_entry(buf, len, len_out, || {
            let (m, mon) = (Missile::try_from(try_ref(missile)?)?, Monster::try_from(try_ref(monster)?)?);
            Ok(ang::missile_damage_pmf(&m, &mon, distance)?)
        })
    }
}
