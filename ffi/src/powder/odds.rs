//! Exact odds of a POWDER attack: how the to-hit part ends, and the
//! distribution of the total damage (seed 001), computed from the same rules.

use super::input::{rr_powder_attack_input, with_attack_input};
use crate::boundary::{pmf_entry, produce};
use crate::convert::{rr_fraction, rr_value_probability};
use crate::status::rr_status;
use roguerules_dice::Budget;
use roguerules_melee::powder;

/// The exact odds of how the to-hit part of an attack ends:
/// `forced_miss + miss + avoided + hit = 1`; `critical` is the part of `hit`
/// whose critical threat raised the multiplier.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct rr_powder_odds {
    /// "Completely miss!".
    pub forced_miss: rr_fraction,
    /// The attack roll fell below the AC roll.
    pub miss: rr_fraction,
    /// Hit, then avoided by a defensive skill.
    pub avoided: rr_fraction,
    /// The hit landed.
    pub hit: rr_fraction,
    /// The hit landed and the critical threat raised the multiplier.
    pub critical: rr_fraction,
}

/// The exact odds of `rr_powder_to_hit` with the same input (seed 001).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for invalid input (as
/// `rr_powder_to_hit`); `RR_BUDGET_EXCEEDED` if the distributions are too
/// large to combine.
///
/// # Safety
///
/// `input` must be NULL or valid (its lists valid for their lengths);
/// `chance_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_powder_hit_chance(
    input: *const rr_powder_attack_input,
    chance_out: *mut rr_powder_odds,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(chance_out, || {
            let h = with_attack_input(input, |input, _| {
                input.validate()?;
                Ok(powder::hit_chance(input)?)
            })?;
            Ok(rr_powder_odds {
                forced_miss: rr_fraction::from_big(&h.forced_miss)?,
                miss: rr_fraction::from_big(&h.miss)?,
                avoided: rr_fraction::from_big(&h.avoided)?,
                hit: rr_fraction::from_big(&h.hit)?,
                critical: rr_fraction::from_big(&h.critical)?,
            })
        })
    }
}

/// The exact distribution of `rr_powder_attack`'s total damage (0 for an
/// attack that does not land), by increasing damage, following the length
/// protocol of `rr_dice_pmf`; enumerated under roguerules-dice's default
/// budget (2^20 paths). A probability that does not fit 64 bits comes back
/// with `exact` = 0 (see `rr_fraction`).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `input` or `len_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for invalid input (as
/// `rr_powder_to_hit`) or an impossible `len`; `RR_BUFFER_TOO_SMALL`;
/// `RR_BUDGET_EXCEEDED` if the enumeration passes the budget;
/// `RR_RULE_ERROR` when multiplied dice pass the dice crate's bounds.
///
/// # Safety
///
/// `input` must be NULL or valid (its lists valid for their lengths); `buf`,
/// when not NULL, valid for `len` writes; `len_out`, when not NULL, for one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_powder_damage_pmf(
    input: *const rr_powder_attack_input,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        pmf_entry(buf, len, len_out, || {
            with_attack_input(input, |input, _| {
                input.validate()?;
                Ok(powder::damage_distribution(input, Budget::default())?)
            })
        })
    }
}
