//! A projection on an object lying on the floor from C (seed 000, "Damage
//! Types and Effects on Objects"): sampled, and the exact chance it is
//! destroyed.

use super::codes::*;
use super::gf;
use crate::boundary::{produce, try_ref};
use crate::convert::{decode, flag, rr_fraction, yes_no};
use crate::random::{rr_random, with_roller};
use crate::status::rr_status;
use roguerules_projection::object::{self as rules, IgnoreFlags, ObjectInput, ObjectOutcome};

/// A projection on one object lying on the floor (seed 000, "Damage Types and
/// Effects on Objects"). Yes/no fields are 1 or 0.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_project_object_input {
    /// The damage type: Oangband's `GF_*` number (`RR_GF_*`; the types the
    /// object table does not list do nothing).
    pub gf: u32,
    /// The projection's damage as given, 0..=5000.
    pub dam: i32,
    /// The object's class: `RR_OBJ_*`.
    pub object_class: u32,
    /// Its `IGNORE` flags: `RR_TR3_IGNORE_*` bits, Oangband 1.1.0's `flags3`
    /// bits (pass `flags3 & RR_TR3_IGNORE_MASK`).
    pub flags: u32,
    /// An artifact: never destroyed.
    pub artifact: u8,
    /// Cursed (`GF_HOLY_ORB`).
    pub cursed: u8,
    /// A chest with a trap on it (`GF_KILL_TRAP`); only a chest may be trapped.
    pub trapped: u8,
    /// The reading to follow: `RR_READING_SEED` (0) or
    /// `RR_READING_OANGBAND_1_1_0` (1, the released game's code, draw for
    /// draw); any other code is `RR_INVALID_ARGUMENT`.
    pub reading: u32,
}

/// What a projection does to a floor object.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_project_object_outcome {
    /// 1: the object is destroyed.
    pub destroyed: u8,
    /// 1: the chest's trap is removed (`GF_KILL_TRAP`; the chest stays).
    pub trap_removed: u8,
}

/// Each C `TR3_IGNORE_*` bit and the Rust flag it stands for.
const IGNORE_BITS: [(u32, IgnoreFlags); 4] = [
    (RR_TR3_IGNORE_ACID, IgnoreFlags::IGNORE_ACID),
    (RR_TR3_IGNORE_ELEC, IgnoreFlags::IGNORE_ELEC),
    (RR_TR3_IGNORE_FIRE, IgnoreFlags::IGNORE_FIRE),
    (RR_TR3_IGNORE_COLD, IgnoreFlags::IGNORE_COLD),
];

/// The `IGNORE` flags from Oangband's `TR3_IGNORE_*` bits; any other bit is
/// `RR_INVALID_ARGUMENT`.
pub(crate) fn ignore_flags(bits: u32) -> Result<IgnoreFlags, rr_status> {
    if bits & !RR_TR3_IGNORE_MASK != 0 {
        return Err(rr_status::RR_INVALID_ARGUMENT);
    }
    Ok(IGNORE_BITS.iter().filter(|(bit, _)| bits & bit != 0).fold(IgnoreFlags::empty(), |acc, (_, f)| acc | *f))
}

impl TryFrom<&rr_project_object_input> for ObjectInput {
    type Error = rr_status;

    fn try_from(c: &rr_project_object_input) -> Result<ObjectInput, rr_status> {
        let input = ObjectInput {
            gf: gf(c.gf)?,
            dam: c.dam.into(),
            class: decode(&OBJECT_CLASSES, c.object_class)?,
            flags: ignore_flags(c.flags)?,
            artifact: yes_no(c.artifact)?,
            cursed: yes_no(c.cursed)?,
            trapped: yes_no(c.trapped)?,
            reading: crate::reading::reading(c.reading)?,
        };
        rules::validate(&input)?;
        Ok(input)
    }
}

impl From<&ObjectOutcome> for rr_project_object_outcome {
    fn from(o: &ObjectOutcome) -> rr_project_object_outcome {
        rr_project_object_outcome { destroyed: flag(o.destroyed), trap_removed: flag(o.trap_removed) }
    }
}

/// What the projection does to a floor object (seed 000, "Damage Types and
/// Effects on Objects"; RULINGS P1, P9, P13): each line of the type's row that
/// touches the object ("object threshold 1..T": destroyed when the damage is
/// greater than a number in `1..=T`; certain without a threshold), unless it
/// is an artifact or has the line's `TR3_IGNORE_*` flag (then nothing is
/// drawn); the first check that destroys it ends the checks.
///
/// Callback span: at most `hi - lo` = 49 (acid's threshold of 50).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `input` or `outcome_out` is NULL or
/// `random` names no generator; `RR_MISALIGNED_POINTER`;
/// `RR_INVALID_ARGUMENT` for an unknown `GF_*`, `RR_OBJ_*` or reading code, a bit
/// outside `RR_TR3_IGNORE_MASK`, a yes/no field other than 0 or 1, `dam`
/// outside 0..=5000, a trapped object that is not a chest, or `random` naming
/// both generators; `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` for a
/// misbehaving `rr_roller`.
///
/// # Safety
///
/// `input` must be NULL or valid; `random` must follow `rr_random`'s rules;
/// `outcome_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_project_object(
    random: rr_random,
    input: *const rr_project_object_input,
    outcome_out: *mut rr_project_object_outcome,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(outcome_out, || {
            let input = ObjectInput::try_from(try_ref(input)?)?;
            Ok((&with_roller!(random, |r| rules::project(r, &input))?).into())
        })
    }
}

/// The exact chance that `rr_project_object` destroys the object (RULINGS
/// P9: `(T - 1) / T` at the threshold, 1 above it; 0 for an artifact or an
/// object its flags protect).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for invalid input (as
/// `rr_project_object`).
///
/// # Safety
///
/// `input` must be NULL or valid; `chance_out`, when not NULL, valid for one
/// write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_project_object_destroy_chance(
    input: *const rr_project_object_input,
    chance_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(chance_out, || rr_fraction::from_big(&rules::destroy_chance(&ObjectInput::try_from(try_ref(input)?)?)?))
    }
}
