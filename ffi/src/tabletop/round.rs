//! The melee actions of a round and the segments they fall in (seed 002,
//! section N, Table 19; RULINGS B11, B12).

use super::produce;
use crate::boundary::Out;
use crate::convert::{decode, yes_no};
use crate::status::rr_status;
use roguerules_tabletop::segments::{action_segments_into, actions_per_round, engaged_round_into};
use roguerules_tabletop::tables::Class;

/// The segments (1..=5) of one round in which melee actions are taken, in
/// order (seed 002, section N).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_segments {
    /// How many entries of `segments` are used.
    pub len: u32,
    /// The segments, in order (unused entries 0).
    pub segments: [u8; 5],
}

impl rr_tt_segments {
    /// Appends a segment the rule gives (at most 5, so each fits).
    fn push(&mut self, segment: u8) {
        if let Some(slot) = self.segments.get_mut(self.len as usize) {
            *slot = segment;
            self.len += 1;
        }
    }
}

/// A round engaged throughout (seed 002, section N).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_round {
    /// Attacks per round (Table 19).
    pub attacks: u8,
    /// Shield bashes per round: 1 when Table 19 has "B" and a shield is
    /// carried (RULINGS B11), else 0.
    pub bashes: u8,
    /// The segments in which a melee action is taken.
    pub segments: rr_tt_segments,
}

/// Table 19's attacks per round and usable shield bashes for a class
/// (`RR_TT_CLASS_*`) at a level 1..=30, with or without a shield (seed 002,
/// section N; RULINGS B11).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// code, flag, yes/no value or number out of its documented range.
///
/// # Safety
///
/// `attacks_out` and `bashes_out`, when not NULL, must be valid for one write
/// each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_actions_per_round(
    pclass: u32,
    level: i32,
    shield: u8,
    attacks_out: *mut u8,
    bashes_out: *mut u8,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(attacks_out, || {
            let bashes_out = Out::new(bashes_out)?;
            let (attacks, bashes) = actions_per_round(decode(Class::ALL, pclass)?, level.into(), yes_no(shield)?)?;
            bashes_out.write(bashes);
            Ok(attacks)
        })
    }
}

/// Engagement bits as the rules' flags: bit `i` is the end of segment `i + 1`.
fn engaged(bits: u8) -> Result<[bool; 5], rr_status> {
    if bits > 0x1f {
        return Err(rr_status::RR_INVALID_ARGUMENT);
    }
    Ok(std::array::from_fn(|i| bits & (1 << i) != 0))
}

/// The segments of one round in which a character with first segment
/// `first_segment` (1..=5, from `rr_tt_segment_of`) and `actions` melee
/// actions per round acts (seed 002, section N; RULINGS B12). `engaged` has
/// bit `i` (0..=4) set when he was engaged with his target at the end of
/// segment `i + 1` of this round, `engaged_before` the same for the previous
/// round (`0x1f`: engaged throughout).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// first segment outside 1..=5 or bits above `0x1f`.
///
/// # Safety
///
/// `segments_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_action_segments(
    first_segment: u8,
    actions: u8,
    engaged_before: u8,
    engaged: u8,
    segments_out: *mut rr_tt_segments,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(segments_out, || {
            let (before, now) = (self::engaged(engaged_before)?, self::engaged(engaged)?);
            let mut c = rr_tt_segments::default();
            action_segments_into(first_segment, actions, before, now, |s| c.push(s))?;
            Ok(c)
        })
    }
}

/// One round engaged throughout for a class (`RR_TT_CLASS_*`) at a level
/// 1..=30 striking first on `first_segment` (1..=5), with or without a
/// shield: Table 19's actions in the section N schedule N, 2N+1, 3N+2, ...
/// (3 or fewer actions) or N, N+1, ... (4 or more) (seed 002, section N;
/// RULINGS B11, B12). A level 18 Fighter on segment 1 acts on 1, 3 and 5.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// code, flag, yes/no value or number out of its documented range.
///
/// # Safety
///
/// `round_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_engaged_round(
    pclass: u32,
    level: i32,
    first_segment: u8,
    shield: u8,
    round_out: *mut rr_tt_round,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(round_out, || {
            let mut segments = rr_tt_segments::default();
            let (class, shield) = (decode(Class::ALL, pclass)?, yes_no(shield)?);
            let (attacks, bashes) =
                engaged_round_into(class, level.into(), first_segment, shield, |s| segments.push(s))?;
            Ok(rr_tt_round { attacks, bashes, segments })
        })
    }
}
