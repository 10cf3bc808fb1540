//! Chest traps: native levels, the trap level and set, the exact per-chest
//! table, resolving the traps and opening a chest (seed 004; RULINGS T2).

use super::codes::*;
use super::depth;
use super::effects::{fill_outcome, player_converted, rr_trap_outcome, rr_trap_player};
use crate::boundary::{Out, guard, guard_or, produce, produce_in_place, produce2, rows_entry};
use crate::convert::{convert_into, rr_fraction};
use crate::random::{rr_random, with_roller};
use crate::status::rr_status;
use roguerules_traps as traps;

/// The native dungeon level of a chest kind (`RR_CHEST_KIND_*`, the game's
/// `sval`): 15, 25, 40, 50, 65, 75, 85 or 95 (seed 004, the per-chest table).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `level_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for an unknown chest.
///
/// # Safety
///
/// `level_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_chest_native_level(code: u32, level_out: *mut i32) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(level_out, || Ok(chest(code)?.native_level() as i32)) } // 15..=95
}

/// `rr_chest_native_level` as a value, for use inside an expression: the
/// native level (15..=95) of a chest kind (`RR_CHEST_KIND_*`, the game's
/// `sval`), or 0 for a code that names no
/// chest kind (no chest is native to level 0, so 0 is never a real answer).
#[unsafe(no_mangle)]
pub extern "C" fn rr_chest_native_level_of(code: u32) -> i32 {
    guard_or(0, || chest(code).map_or(0, |c| c.native_level() as i32))
}

/// Rolls a chest's trap level from its native level (0..=127): `native + 20 -
/// 4d9`, and if that exceeds the native level, `native + 1d4`; then clamped to
/// 5..=99 (RULINGS T2).
///
/// Callback span: at most `hi - lo` = 8 (four calls `(1, 9)`, then perhaps
/// one `(1, 4)`).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `level_out` is NULL or `random` names
/// no generator; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for a level
/// outside 0..=127 or `random` naming both generators; `RR_RNG_OUT_OF_RANGE` /
/// `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving `rr_roller`.
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `level_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_chest_trap_level(random: rr_random, native_level: i32, level_out: *mut i32) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(level_out, || {
            let native = depth(native_level)?;
            Ok(with_roller!(random, |r| traps::chest_trap_level(r, native))? as i32) // 5..=99
        })
    }
}

/// The trap set (`RR_CHEST_*` bits) of a chest at trap level 0..=99: the seed's
/// table entry.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `traps_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` outside 0..=99.
///
/// # Safety
///
/// `traps_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_chest_traps_at_level(trap_level: i32, traps_out: *mut u16) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(traps_out, || Ok(chest_traps_to_c(traps::traps_at_level(trap_level.into())?))) }
}

/// `rr_chest_traps_at_level` as a value, for use inside an expression or a
/// `switch`: the trap set (`RR_CHEST_*` bits) of a chest at trap level
/// 0..=99. The trap level is what a game stores in the chest's `pval` (the
/// value `rr_chest_trap_level` rolls, as Oangband 1.1.0's `a_m_aux_4` stores
/// it in `o_ptr->pval` and `chest_traps[o_ptr->pval]` reads it back). Total: a negative level, which is how the games mark a disarmed
/// chest's `pval`, gives 0 (no trap), and so does a level above 99 (which no
/// roll makes).
#[unsafe(no_mangle)]
pub extern "C" fn rr_chest_traps_of_level(trap_level: i32) -> u16 {
    guard_or(0, || traps::traps_at_level(trap_level.into()).map_or(0, chest_traps_to_c))
}

/// Rolls a chest's trap level (`rr_chest_trap_level`) and writes it with its
/// trap set (`RR_CHEST_*` bits, Oangband's numbers).
///
/// Callback span: at most `hi - lo` = 8, as `rr_chest_trap_level`.
///
/// Returns as `rr_chest_trap_level` (`RR_NULL_ARGUMENT` also for a NULL
/// `traps_out`).
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `level_out` and `traps_out`, when
/// not NULL, must be valid for one write each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_chest_traps(
    random: rr_random,
    native_level: i32,
    level_out: *mut i32,
    traps_out: *mut u16,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce2(level_out, traps_out, || {
            let native = depth(native_level)?;
            let (level, set) = with_roller!(random, |r| traps::chest_traps(r, native))?;
            Ok((level as i32, chest_traps_to_c(set))) // 5..=99
        })
    }
}

/// One row of a chest's exact trap-set distribution.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct rr_chest_trap_set {
    /// The trap set (`RR_CHEST_*` bits; 0 for no trap).
    pub traps: u16,
    /// Its count out of `RR_CHEST_TABLE_TOTAL` (6561 = 9^4), as the seed prints it.
    pub count: u64,
    /// Its exact probability in lowest terms.
    pub probability: rr_fraction,
}

/// The denominator of the per-chest table: the 9^4 outcomes of 4d9.
pub const RR_CHEST_TABLE_TOTAL: u64 = 6561;

/// The exact distribution of the trap set of a chest of native level
/// `native_level` (0..=127), by enumeration of the rules: every possible set
/// with its count out of 6561, by count descending (the seed's per-chest
/// table). Length protocol as `rr_dice_pmf`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `len_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for a level outside 0..=127
/// or an impossible `len`; `RR_BUFFER_TOO_SMALL`.
///
/// # Safety
///
/// `buf`, when not NULL, must be valid for `len` writes; `len_out`, when not
/// NULL, for one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_chest_trap_distribution(
    native_level: i32,
    buf: *mut rr_chest_trap_set,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        rows_entry(buf, len, len_out, |buf| {
            let rows = traps::trap_set_counts(depth(native_level)?)?;
            convert_into(buf, rows.len(), &rows, |row| {
                let count = i64::try_from(row.count).map_err(|_| rr_status::RR_OVERFLOW)?;
                Ok(rr_chest_trap_set {
                    traps: chest_traps_to_c(row.traps),
                    count: row.count,
                    probability: rr_fraction::from_parts(count, RR_CHEST_TABLE_TOTAL as i64)?,
                })
            })
        })
    }
}

/// Triggers a chest's traps (`RR_CHEST_*` bits) at trap level 0..=99 on the
/// player, at dungeon level `depth` (0..=127; summons are appropriate for it),
/// in the order of RULINGS T2, and writes what happens to `*outcome_out`.
///
/// Callback span: at most `hi - lo` = max(99, 2 * trap_level - 1) (the runes
/// of evil's saving throws ask (1, 2 * trap_level); a stun (1, 100)).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` for a NULL pointer (including a NULL
/// `pack` with `pack_len` > 0) or `random` naming no generator;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for unknown trap bits, a
/// level out of range, an invalid player or `random` naming both generators;
/// `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving
/// `rr_roller`.
///
/// On failure `*outcome_out` is not left as it was: unless an out-pointer is
/// NULL or misaligned, its `len` and `disappears` are 0 and its entries
/// unspecified (the effects are written into it as they happen; see
/// `rr_trap_outcome`).
///
/// # Safety
///
/// `player` must be NULL or valid (and its `pack` valid for `pack_len` reads);
/// `random` must follow `rr_random`'s rules; `outcome_out`, when not NULL, must
/// be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_chest_resolve_traps(
    random: rr_random,
    traps: u16,
    trap_level: i32,
    depth: i32,
    player: *const rr_trap_player,
    outcome_out: *mut rr_trap_outcome,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce_in_place(outcome_out, |out| {
            fill_outcome(out, |effects| {
                let player = player_converted(player)?;
                let (set, level, d) = (chest_traps_from_c(traps)?, i64::from(trap_level), self::depth(depth)?);
                with_roller!(random, |r| traps::resolve_chest_traps_into(r, set, level, d, &player, effects))
            })
        })
    }
}

/// Opens a trapped chest of native level `native_level` at dungeon level
/// `depth`: rolls its trap level and set (`rr_chest_traps`) and triggers them
/// (`rr_chest_resolve_traps`). Writes the level, the set and the outcome.
///
/// Callback span: at most `hi - lo` = 197 (the runes of evil at trap level
/// 99); see `rr_chest_resolve_traps`.
///
/// Returns as `rr_chest_resolve_traps`.
///
/// On failure `*outcome_out` is not left as it was: unless an out-pointer is
/// NULL or misaligned, its `len` and `disappears` are 0 and its entries
/// unspecified (the effects are written into it as they happen; see
/// `rr_trap_outcome`).
///
/// # Safety
///
/// As `rr_chest_resolve_traps`; `level_out` and `traps_out`, when not NULL, must
/// be valid for one write each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_chest_open(
    random: rr_random,
    native_level: i32,
    depth: i32,
    player: *const rr_trap_player,
    level_out: *mut i32,
    traps_out: *mut u16,
    outcome_out: *mut rr_trap_outcome,
) -> rr_status {
    guard(|| {
        let outs = (Out::new(level_out)?, Out::new(traps_out)?, Out::new(outcome_out)?);
        // SAFETY: writable (the caller's contract); the level and the set
        // are written only on success.
        unsafe {
            let (level, set) = fill_outcome(outs.2, |effects| {
                // SAFETY: the same contract.
                let player = player_converted(player)?;
                let (native, d) = (self::depth(native_level)?, self::depth(depth)?);
                // SAFETY: `random` follows rr_random's rules (the caller's contract).
                with_roller!(random, |r| traps::open_trapped_chest_into(r, native, d, &player, effects))
            })?;
            outs.0.write(level as i32); // 5..=99
            outs.1.write(chest_traps_to_c(set));
        }
        Ok(())
    })
}
