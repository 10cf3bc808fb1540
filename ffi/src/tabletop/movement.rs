//! Movement (seed 002, section L, Tables 16 and 18), backing up and following
//! (M, Table 17) and disengaging (M; RULINGS B14-B16).

use super::produce;
use crate::boundary::{Out, try_ref};
use crate::convert::{decode, flag, rr_fraction, yes_no};
use crate::random::{rr_random, with_roller};
use crate::status::rr_status;
use roguerules_tabletop::movement::{
    DisengageSide, MovementInput, backing_up_feet, disengage_chance, disengage_probability, movement, retreat_penalty,
    roll_disengage, squares,
};
use roguerules_tabletop::tables::Class;

/// What section L needs (seed 002).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_movement_input {
    /// Total encumbrance before the Strength multiplier, 0..=100000000
    /// (`rr_tt_encumbrance_of`).
    pub encumbrance: i64,
    /// Strength, 1..=55 (Table 4).
    pub strength: i64,
    /// A creature's base rate in feet/round, 1..=10000; 0 for the standard 82.
    pub base_rate: i64,
    /// A Speed effect is active.
    pub speed: u8,
    /// A Movement Speed effect (e.g. Boots of Speed) is active.
    pub movement_speed: u8,
    /// A Haste effect is active.
    pub haste: u8,
}

/// Table 18: 5' squares per round and in each segment (seed 002, section L).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_squares {
    /// Squares per round.
    pub per_round: i64,
    /// Squares in segments 1..=5.
    pub per_segment: [i64; 5],
}

fn squares_to_c(feet: i64) -> rr_tt_squares {
    let (per_round, per_segment) = squares(feet);
    rr_tt_squares { per_round, per_segment }
}

/// Section L's result (seed 002; RULINGS B14, B15).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_movement {
    /// Strength-modified encumbrance.
    pub encumbrance_points: i64,
    /// Table 16's standard rate for it (0 above 2500, RULINGS B14).
    pub table_feet: i64,
    /// Table 16's percentage of base rate.
    pub percent: i64,
    /// The base rate after the percentage (creatures) or the standard rate.
    pub base_feet: i64,
    /// Feet per round after Speed (x2) or Haste (x4/3).
    pub feet_per_round: i64,
    /// Table 18's squares for `feet_per_round`.
    pub squares: rr_tt_squares,
    /// 25 ft/round or more: may shift one square every segment when engaged
    /// (section M's note).
    pub shift_every_segment: u8,
}

/// The movement rate (seed 002, section L; RULINGS B14, B15): Strength-modified
/// encumbrance, Table 16, a creature's percentage, Speed or Movement Speed x2,
/// else Haste x4/3 (rounded), then Table 18's squares.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// number out of range.
///
/// # Safety
///
/// `input` must be NULL or valid; `movement_out`, when not NULL, must be valid
/// for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_movement_of(
    input: *const rr_tt_movement_input,
    movement_out: *mut rr_tt_movement,
) -> rr_status {
    // SAFETY: `input` valid or NULL, `movement_out` writable (the caller's contract).
    unsafe {
        produce(movement_out, || {
            let c = try_ref(input)?;
            let input = MovementInput {
                encumbrance: c.encumbrance,
                strength: c.strength,
                base_rate: (c.base_rate != 0).then_some(c.base_rate),
                speed: yes_no(c.speed)?,
                movement_speed: yes_no(c.movement_speed)?,
                haste: yes_no(c.haste)?,
            };
            let m = movement(&input)?;
            Ok(rr_tt_movement {
                encumbrance_points: m.encumbrance_points,
                table_feet: m.table_feet,
                percent: m.percent,
                base_feet: m.base_feet,
                feet_per_round: m.feet_per_round,
                squares: rr_tt_squares { per_round: m.squares_per_round, per_segment: m.per_segment },
                shift_every_segment: flag(m.shift_every_segment),
            })
        })
    }
}

/// Table 18: a movement rate in feet per round as 5' squares per round and per
/// segment (seed 002, section L; RULINGS B15): below 2.5 ft none; beyond
/// 302.5 ft the 10-ft rows continue.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned.
///
/// # Safety
///
/// `squares_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_squares_of(feet_per_round: i64, squares_out: *mut rr_tt_squares) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(squares_out, || Ok(squares_to_c(feet_per_round))) }
}

/// Backing up: `round(feet / 3)` feet per round, converted to squares
/// afterwards with `rr_tt_squares_of` (seed 002, sections L and M; RULINGS B1,
/// B15).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned.
///
/// # Safety
///
/// `feet_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_backing_up_feet(feet_per_round: i64, feet_out: *mut i64) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(feet_out, || Ok(backing_up_feet(feet_per_round))) }
}

/// Table 17: the follower's combat penalty (signed points, RULINGS B5) when
/// the retreater backs up `retreat_feet` per round and the follower moves
/// `follower_feet` per round, comparing the exact fraction (seed 002, section
/// M; RULINGS B15). `*can_follow_out` is false when the follower cannot stay
/// engaged (the fraction is above 1); `*penalty_out` is then 0.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned.
///
/// # Safety
///
/// `can_follow_out` and `penalty_out`, when not NULL, must be valid for one
/// write each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_retreat_penalty(
    retreat_feet: i64,
    follower_feet: i64,
    can_follow_out: *mut u8,
    penalty_out: *mut i64,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(can_follow_out, || {
            let penalty_out = Out::new(penalty_out)?;
            let penalty = retreat_penalty(retreat_feet, follower_feet);
            penalty_out.write(penalty.unwrap_or(0));
            Ok(flag(penalty.is_some()))
        })
    }
}

/// One side of a disengage (seed 002, section M).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_disengage_side {
    /// `RR_TT_CLASS_*` (Table 11).
    pub pclass: u32,
    /// Level, 1..=30 (RULINGS B21).
    pub level: i32,
    /// Movement in feet per round (section L), 0..=100000.
    pub feet_per_round: i64,
}

fn side(c: &rr_tt_disengage_side) -> Result<DisengageSide, rr_status> {
    Ok(DisengageSide::new(decode(Class::ALL, c.pclass)?, c.level.into(), c.feet_per_round)?)
}

/// The disengage chance `50 + own factor - opponent's factor`, each factor
/// level x class factor + hexes per round, hexes = round(1.5 x squares) (seed
/// 002, section M; RULINGS B16). Pass it to `rr_tt_disengage_probability` or
/// `rr_tt_disengage_roll`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for an
/// unknown class or a number out of range.
///
/// # Safety
///
/// `disengager` and `opponent` must be NULL or valid; `chance_out`, when not
/// NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_disengage_chance(
    disengager: *const rr_tt_disengage_side,
    opponent: *const rr_tt_disengage_side,
    chance_out: *mut i64,
) -> rr_status {
    // SAFETY: valid or NULL, `chance_out` writable (the caller's contract).
    unsafe { produce(chance_out, || Ok(disengage_chance(&side(try_ref(disengager)?)?, &side(try_ref(opponent)?)?))) }
}

/// The exact probability of disengaging with chance `chance`:
/// `clamp(chance, 0, 100) / 100` (seed 002, section M; RULINGS B16).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned.
///
/// # Safety
///
/// `probability_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_disengage_probability(chance: i64, probability_out: *mut rr_fraction) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(probability_out, || rr_fraction::from_big(&disengage_probability(chance))) }
}

/// Rolls a disengage with chance `chance`: one `disengage roll`, a
/// `chance(clamp(chance, 0, 100), 100)` draw (seed 002, section M; RULINGS
/// B16). On a failure the disengager may retreat anyway (the opponent gets a
/// free attack) or stay engaged (the opponent gets +35 on his next attack,
/// RULINGS B5).
///
/// Callback span: at most `hi - lo` = 99 (a d100).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL or `random` names
/// no generator; `RR_MISALIGNED_POINTER` if one is misaligned;
/// `RR_INVALID_ARGUMENT` for a code, flag, yes/no value or number out of its
/// documented range; `RR_INVALID_ARGUMENT` if `random` names both generators;
/// `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving or too
/// narrow `rr_roller`.
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `success_out`, when not NULL,
/// must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_disengage_roll(random: rr_random, chance: i64, success_out: *mut u8) -> rr_status {
    // SAFETY: `success_out` writable, `random` follows rr_random's rules (the
    // caller's contract).
    unsafe { produce(success_out, || Ok(flag(with_roller!(random, |r| roll_disengage(r, chance))?))) }
}
