//! A projection on a grid's terrain from C (seed 000, "Damage Types and Effects
//! on Terrain": lava solidifying, lava from fire, boiling water, burning
//! forest, flooding), sampled and as its exact distribution.

use super::{feat, gf, terrain};
use crate::boundary::{produce, rows_entry, try_ref};
use crate::convert::{rows_into, rr_value_probability};
use crate::random::{rr_random, with_roller};
use crate::status::rr_status;
use roguerules_projection::TerrainInput;
use roguerules_projection::terrain as rules;

/// A projection on one grid's terrain (seed 000, "Damage Types and Effects on
/// Terrain").
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_project_terrain_input {
    /// The damage type: Oangband's `GF_*` number (`RR_GF_*`; any type, most
    /// of which leave terrain alone).
    pub gf: u32,
    /// The projection's damage as given (no monster-side adjustment,
    /// RULINGS P13), 0..=5000.
    pub dam: i32,
    /// The grid's terrain: `RR_FEAT_*`.
    pub terrain: u32,
    /// The seed's `k`: how many of the 8 neighbouring grids are water,
    /// 0..=8 (boiling and flooding).
    pub adjacent_water: i32,
    /// The reading to follow: `RR_READING_SEED` (0) or
    /// `RR_READING_OANGBAND_1_1_0` (1, the released game's code, draw for
    /// draw); any other code is `RR_INVALID_ARGUMENT`.
    pub reading: u32,
}

impl TryFrom<&rr_project_terrain_input> for TerrainInput {
    type Error = rr_status;

    fn try_from(c: &rr_project_terrain_input) -> Result<TerrainInput, rr_status> {
        let input = TerrainInput {
            gf: gf(c.gf)?,
            dam: c.dam.into(),
            terrain: terrain(c.terrain)?,
            adjacent_water: c.adjacent_water.into(),
            reading: crate::reading::reading(c.reading)?,
        };
        rules::validate(&input)?;
        Ok(input)
    }
}

/// What the projection does to the grid (seed 000, "Damage Types and Effects on
/// Terrain"; RULINGS G2, G3, P5, P13): writes the new terrain's `RR_FEAT_*`
/// code to `*terrain_out`, or `RR_PROJECT_NO_CHANGE` (0) when the grid keeps
/// its terrain. The terrain is tested before anything is drawn, so a
/// projection that cannot change the grid asks nothing. Cold of 900 on lava
/// draws "solidify 301..1200" (900 is greater than the number: solidified),
/// then "solidify to floor 1 in 3" (floor, else rubble).
///
/// Callback span: at most `hi - lo` = 1799 (fire melting floor or rubble to
/// lava past a number in 601..=2400); boiling water asks at most 623
/// (201..=824 with 8 adjacent water grids), solidifying lava 899, burning
/// forest 399, flooding 399. Under the Oangband 1.1.0 reading (`reading` 1)
/// at most 2999: boiling water's `201..=800 + 300 * k` with 8 adjacent water
/// grids (fire types draw their 1..=1800 first on every grid).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `input` or `terrain_out` is NULL or
/// `random` names no generator; `RR_MISALIGNED_POINTER`;
/// `RR_INVALID_ARGUMENT` for an unknown `GF_*`, `FEAT_*` or reading code, `dam`
/// outside 0..=5000, `adjacent_water` outside 0..=8, or `random` naming both
/// generators; `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` for a
/// misbehaving `rr_roller`.
///
/// # Safety
///
/// `input` must be NULL or valid; `random` must follow `rr_random`'s rules;
/// `terrain_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_project_terrain(
    random: rr_random,
    input: *const rr_project_terrain_input,
    terrain_out: *mut u32,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(terrain_out, || {
            let input = TerrainInput::try_from(try_ref(input)?)?;
            Ok(feat(with_roller!(random, |r| rules::project(r, &input))?))
        })
    }
}

/// What a projection does to a grid, whole: the new terrain and whether
/// something buried in it comes to light (`rr_project_terrain_full`).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_project_terrain_result {
    /// The new terrain's `RR_FEAT_*` code, or `RR_PROJECT_NO_CHANGE` (0).
    pub terrain: u32,
    /// 1 when rubble dissolved by `RR_GF_KILL_WALL` held an object, which the
    /// game then places on the grid (Oangband 1.1.0's `project_f` draws
    /// `rand_int(100) < 1`; never in the seed reading), else 0.
    pub buried_object: u8,
}

/// `rr_project_terrain`, with everything the game must then do: writes the
/// new terrain and whether a buried object is found to `*result_out`. The
/// draws, spans and statuses are `rr_project_terrain`'s; use this entry point
/// under the Oangband 1.1.0 reading, where `RR_GF_KILL_WALL` on rubble draws
/// for a buried object whose result the game needs.
///
/// Callback span: at most `hi - lo` = 1799 in the seed reading, 2999 in the
/// Oangband 1.1.0 reading (as `rr_project_terrain`; the buried object's roll
/// asks 99).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `input` or `result_out` is NULL or
/// `random` names no generator; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT`
/// as `rr_project_terrain`; `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED`
/// for a misbehaving `rr_roller`.
///
/// # Safety
///
/// `input` must be NULL or valid; `random` must follow `rr_random`'s rules;
/// `result_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_project_terrain_full(
    random: rr_random,
    input: *const rr_project_terrain_input,
    result_out: *mut rr_project_terrain_result,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(result_out, || {
            let input = TerrainInput::try_from(try_ref(input)?)?;
            let o = with_roller!(random, |r| rules::outcome(r, &input))?;
            Ok(rr_project_terrain_result { terrain: feat(o.terrain), buried_object: u8::from(o.buried_object) })
        })
    }
}

/// The exact distribution of `rr_project_terrain`'s result: one row per
/// possible result, `value` the new terrain's `RR_FEAT_*` code or
/// `RR_PROJECT_NO_CHANGE` (0, first), by increasing code, following the
/// length protocol of `rr_dice_pmf` (at most 3 rows).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `input` or `len_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for invalid input (as
/// `rr_project_terrain`) or an impossible `len`; `RR_BUFFER_TOO_SMALL`.
///
/// # Safety
///
/// `input` must be NULL or valid; `buf`, when not NULL, valid for `len`
/// writes; `len_out`, when not NULL, for one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_project_terrain_distribution(
    input: *const rr_project_terrain_input,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        rows_entry(buf, len, len_out, |buf| {
            let odds = rules::odds(&TerrainInput::try_from(try_ref(input)?)?)?;
            rows_into(buf, odds.len(), odds.iter().map(|(t, p)| (i64::from(feat(*t)), p)))
        })
    }
}
