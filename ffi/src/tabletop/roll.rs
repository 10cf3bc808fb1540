//! Rolling an attack (seed 002, section D), its overhit and extra damage (H),
//! and their exact odds in closed form (RULINGS B9, B10).

use super::damage::{base_damage_of_dice, rr_tt_dice};
use super::produce;
use crate::boundary::{Out, guard, produce_in_place, try_buffer, try_ref};
use crate::convert::rr_value_probability;
use crate::convert::{flag, rows_into, rr_fraction, to_i32, yes_no};
use crate::random::{rr_random, with_roller};
use crate::status::rr_status;
use roguerules_tabletop::attack_roll::{
    self as ar, AttackRoll, AttackRollInput, Overhit, Truncated, open_ended_probability, success_probability,
};

/// What an attack is rolled against (seed 002, section D).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_attack_input {
    /// The attack value, situational modifiers included (RULINGS B5),
    /// -10000..=10000.
    pub attack_value: i64,
    /// The miss chance (nominally `RR_TT_NOMINAL_MISS_CHANCE`); 0 or less means
    /// no automatic miss; -1000..=1000.
    pub miss_chance: i64,
}

/// The nominal miss chance (seed 002, section D).
pub const RR_TT_NOMINAL_MISS_CHANCE: i64 = 10;

pub(crate) fn attack_input(c: &rr_tt_attack_input) -> AttackRollInput {
    AttackRollInput { attack_value: c.attack_value, miss_chance: c.miss_chance }
}

/// The split of an overhit into d4s and a bonus (seed 002, section H; RULINGS
/// B10).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_overhit {
    /// Open-ended total minus attack value.
    pub overhit: i64,
    /// Overhit d4s: `overhit div 15` (0 below 5).
    pub dice: u32,
    /// Extra damage: +1 for a remainder 5..=9, +2 for 10..=14, else 0 (0
    /// below 5).
    pub bonus: i32,
}

#[inline(always)]
fn overhit_to_c(o: Overhit) -> Result<rr_tt_overhit, rr_status> {
    Ok(rr_tt_overhit { overhit: o.overhit, dice: o.dice, bonus: to_i32(o.bonus)? })
}

/// How many d100s `rr_tt_attack_roll.rolls` lists (a fair d100 needs more with
/// probability 20^-16; seed 002, section D).
pub const RR_TT_LISTED_ROLLS: usize = 16;

/// The outcome of rolling an attack (seed 002, sections D and H; RULINGS B9,
/// B10).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_attack_roll {
    /// How many d100s were rolled (the first is the attack roll); only the
    /// first `RR_TT_LISTED_ROLLS` are listed in `rolls`.
    pub rolls_len: u32,
    /// The d100s rolled, in order (unused entries 0).
    pub rolls: [i64; RR_TT_LISTED_ROLLS],
    /// Their sum (the open-ended total).
    pub total: i64,
    /// The attack roll was at or below the miss chance: failed, nothing more drawn.
    pub missed_by_chance: u8,
    /// The attack succeeded.
    pub success: u8,
    /// It succeeded only by the "> 90" rule (total below the attack value).
    pub by_over_90: u8,
    /// Failed with an attack roll of 10 or less: a fumble may have occurred (B9).
    pub fumble_possible: u8,
    /// Whether `overhit` is set (a success).
    pub has_overhit: u8,
    /// On a success, the overhit and its dice.
    pub overhit: rr_tt_overhit,
    /// The sum of the overhit d4s (0 when none).
    pub extra_roll: i32,
    /// Extra damage: d4 sum + bonus (0 on a failure).
    pub extra_damage: i32,
}

/// The d100s of an attack roll as the rule gives them (`ar::roll_attack_into`): the
/// first `RR_TT_LISTED_ROLLS` kept in order (the rest 0), and how many there
/// were, so the C entry points build no list.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct CD100s {
    len: u32,
    listed: [i64; RR_TT_LISTED_ROLLS],
}

impl CD100s {
    /// One d100: listed while there is room, counted either way.
    #[inline(always)]
    pub(crate) fn push(&mut self, d100: i64) {
        if let Some(slot) = self.listed.get_mut(self.len as usize) {
            *slot = d100;
        }
        self.len = self.len.saturating_add(1);
    }
}

/// Writes the C roll of `r`, whose d100s went to `d100s` (`r.rolls` is not
/// read), into `*p` field by field (no copy of the struct through the
/// stack); the numbers that may not fit `int32_t` are checked first, so
/// nothing is written on failure.
///
/// # Safety
///
/// `p` must be valid for one write of `rr_tt_attack_roll`.
#[inline(always)]
pub(crate) unsafe fn write_attack_roll(
    p: *mut rr_tt_attack_roll,
    r: &AttackRoll,
    d100s: &CD100s,
) -> Result<(), rr_status> {
    let overhit = r.overhit.map(overhit_to_c).transpose()?.unwrap_or_default();
    let (extra_roll, extra_damage) = (to_i32(r.extra_roll)?, to_i32(r.extra_damage)?);
    // SAFETY: `p` is valid for one write (the function's contract); each
    // write is one of its fields.
    unsafe {
        std::ptr::addr_of_mut!((*p).rolls_len).write(d100s.len);
        std::ptr::addr_of_mut!((*p).rolls).write(d100s.listed);
        std::ptr::addr_of_mut!((*p).total).write(r.total);
        std::ptr::addr_of_mut!((*p).missed_by_chance).write(flag(r.missed_by_chance));
        std::ptr::addr_of_mut!((*p).success).write(flag(r.success));
        std::ptr::addr_of_mut!((*p).by_over_90).write(flag(r.by_over_90));
        std::ptr::addr_of_mut!((*p).fumble_possible).write(flag(r.fumble_possible));
        std::ptr::addr_of_mut!((*p).has_overhit).write(flag(r.overhit.is_some()));
        std::ptr::addr_of_mut!((*p).overhit).write(overhit);
        std::ptr::addr_of_mut!((*p).extra_roll).write(extra_roll);
        std::ptr::addr_of_mut!((*p).extra_damage).write(extra_damage);
    }
    Ok(())
}

/// Rolls an attack (seed 002, section D) and its extra damage (H): the
/// `attack roll` d100; when above the miss chance and 96 or more, further
/// d100s while the latest is 96 or more; on a success with overhit dice, those
/// d4s (RULINGS G3, B9, B10).
///
/// Callback span: at most `hi - lo` = 99 (each d100 asks (1, 100); the overhit
/// d4s (1, 4)).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL or `random` names
/// no generator; `RR_MISALIGNED_POINTER` if one is misaligned;
/// `RR_INVALID_ARGUMENT` for an attack value outside -10000..=10000 or a miss
/// chance outside -1000..=1000, `RR_BUDGET_EXCEEDED` if the open-ended roll
/// goes on for 10000 d100s (a broken random source); `RR_INVALID_ARGUMENT` if
/// `random` names both generators; `RR_RNG_OUT_OF_RANGE` /
/// `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving or too narrow `rr_roller`.
///
/// # Safety
///
/// `input` must be NULL or valid; `random` must follow `rr_random`'s rules;
/// `roll_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_roll_attack(
    random: rr_random,
    input: *const rr_tt_attack_input,
    roll_out: *mut rr_tt_attack_roll,
) -> rr_status {
    // SAFETY: `input` valid or NULL, `roll_out` writable, `random` follows
    // rr_random's rules (the caller's contract).
    unsafe {
        produce_in_place(roll_out, |out| {
            let input = attack_input(try_ref(input)?);
            let mut d100s = CD100s::default();
            with_roller!(
                random,
                |r| ar::roll_attack_into(r, &input, |d100| d100s.push(d100)),
                |roll| write_attack_roll(out.as_ptr(), roll, &d100s)
            )
        })
    }
}

/// The exact probability that an attack succeeds (seed 002, section D;
/// RULINGS B9): `#{r in 1..=100 : r > miss chance and (r >= AV or r > 90)} /
/// 100`. Ranges as `rr_tt_roll_attack`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned.
///
/// # Safety
///
/// `input` must be NULL or valid; `probability_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_success_probability(
    input: *const rr_tt_attack_input,
    probability_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: `input` valid or NULL, `probability_out` writable (the caller's contract).
    unsafe { produce(probability_out, || rr_fraction::from_big(&success_probability(&attack_input(try_ref(input)?))?)) }
}

/// The exact probability that the open-ended d100 (seed 002, section D; no
/// miss chance) totals exactly `total`; 0 outside 0..=10000. Probabilities of
/// totals past 95 have denominators beyond 64 bits: `exact` is then false.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned.
///
/// # Safety
///
/// `probability_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_open_ended_probability(total: i64, probability_out: *mut rr_fraction) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(probability_out, || rr_fraction::from_big(&open_ended_probability(total))) }
}

/// The split of an overhit (open-ended total minus attack value) into d4s and
/// a bonus (seed 002, section H; RULINGS B10): below 5 nothing; else
/// `overhit div 15` d4 plus 1 for a remainder 5..=9, 2 for 10..=14.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned.
///
/// # Safety
///
/// `overhit_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_overhit_of(overhit: i64, overhit_out: *mut rr_tt_overhit) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(overhit_out, || overhit_to_c(Overhit::new(overhit))) }
}

/// Writes a truncated distribution: its rows (length protocol) and the exact
/// probability of the values above its cap; returns the row count.
///
/// # Safety
///
/// `buf`, when not NULL, must be valid for `len` writes.
unsafe fn truncated_into(
    t: &Truncated,
    buf: *mut rr_value_probability,
    len: usize,
    tail_out: Out<rr_fraction>,
) -> Result<usize, rr_status> {
    let tail = rr_fraction::from_big(&t.tail)?;
    // SAFETY: valid for `len` writes when not NULL (the caller's contract).
    let buf = unsafe { try_buffer(buf, len) }?;
    let n = rows_into(buf, t.points.len(), t.points.iter().cloned())?;
    // SAFETY: writable (the caller's contract).
    unsafe { tail_out.write(tail) };
    Ok(n)
}

/// The exact distribution of section H's extra damage given that the attack
/// succeeds, every value up to `cap` (0..=200) by increasing value, and the
/// exact probability of more in `*tail_out` (seed 002, sections D, H; RULINGS
/// B9, B10). Length protocol: `buf` NULL gives the number of values in
/// `*len_out` (and the tail).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// cap or input out of range, `RR_RULE_ERROR` when the attack cannot succeed
/// (probability 0); `RR_BUFFER_TOO_SMALL` (the length protocol of
/// `rr_dice_pmf`; an impossible `len` is `RR_INVALID_ARGUMENT`).
///
/// # Safety
///
/// `input` must be NULL or valid; `buf`, when not NULL, valid for `len`
/// writes; `len_out` and `tail_out`, when not NULL, for one write each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_extra_damage(
    input: *const rr_tt_attack_input,
    cap: i32,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
    tail_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(len_out, || {
            let input = attack_input(try_ref(input)?);
            let tail_out = Out::new(tail_out)?;
            let t = ar::extra_damage(&input, cap.into())?;
            truncated_into(&t, buf, len, tail_out)
        })
    }
}

/// The most base-damage values times extra-damage values `rr_tt_total_damage`
/// combines (seed 002, sections E-H): the Rust crate's
/// `attack_roll::MAX_TOTAL_DAMAGE_PAIRS`.
pub const RR_TT_TOTAL_DAMAGE_BUDGET: u64 = 200_000;

/// The exact distribution of a successful attack's total damage: base damage
/// `damage` (seed 002, sections E-G) plus extra damage (H), halved and rounded last when
/// `long_range` (RULINGS B20, B1). Every value up to `*cap_out` is listed by
/// increasing value (extra damage up to `cap`, 0..=200, covers them); the
/// exact probability of more is `*tail_out`. Length protocol as
/// `rr_tt_extra_damage`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for
/// invalid dice (see `rr_tt_dice`), a cap or input out of range;
/// `RR_RULE_ERROR` when the attack cannot succeed; `RR_BUDGET_EXCEEDED` when
/// the dice's values times the extra damage's exceed
/// `RR_TT_TOTAL_DAMAGE_BUDGET`; `RR_BUFFER_TOO_SMALL` (the length protocol of
/// `rr_dice_pmf`; an impossible `len` is `RR_INVALID_ARGUMENT`).
///
/// # Safety
///
/// `input` and `damage` must be NULL or valid; `buf`, when not NULL, valid
/// for `len` writes; `len_out`, `cap_out` and `tail_out`, when not NULL, for
/// one write each.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn rr_tt_total_damage(
    input: *const rr_tt_attack_input,
    damage: *const rr_tt_dice,
    long_range: u8,
    cap: i32,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
    cap_out: *mut i32,
    tail_out: *mut rr_fraction,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let (input, damage) = unsafe { (attack_input(try_ref(input)?), try_ref(damage)?) };
        let (len_out, cap_out, tail_out) = (Out::new(len_out)?, Out::new(cap_out)?, Out::new(tail_out)?);
        let base = base_damage_of_dice(damage)?;
        let t = ar::total_damage(&input, &base.pmf(), yes_no(long_range)?, cap.into())?;
        let cap = to_i32(t.cap)?;
        // SAFETY: valid for `len` writes when not NULL, `tail_out` writable (the
        // caller's contract).
        let n = unsafe { truncated_into(&t, buf, len, tail_out) }?;
        // SAFETY: writable (the caller's contract).
        unsafe {
            len_out.write(n);
            cap_out.write(cap);
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_d100s_past_the_listed_ones_are_counted_not_listed() {
        let mut d = CD100s::default();
        for v in 1..=20 {
            d.push(95 + v % 6);
        }
        let roll = AttackRoll {
            rolls: Vec::new(),
            total: 7,
            missed_by_chance: false,
            success: true,
            by_over_90: false,
            fumble_possible: false,
            overhit: Some(Overhit::new(20)),
            extra_roll: 3,
            extra_damage: 4,
        };
        let mut c = rr_tt_attack_roll::default();
        // SAFETY: a local valid for one write.
        assert_eq!(unsafe { write_attack_roll(&mut c, &roll, &d) }, Ok(()));
        assert_eq!(c.rolls_len, 20);
        assert_eq!(c.rolls.to_vec(), (1..=16).map(|v| 95 + v % 6).collect::<Vec<i64>>());
        assert_eq!((c.total, c.success, c.has_overhit, c.overhit.dice, c.extra_damage), (7, 1, 1, 1, 4));
        // Fewer than 16: the rest are 0; a number outside int32_t writes nothing.
        let mut short = CD100s::default();
        short.push(50);
        let before = c;
        let big = AttackRoll { extra_damage: i64::from(i32::MAX) + 1, ..roll.clone() };
        // SAFETY: as above.
        assert_eq!(unsafe { write_attack_roll(&mut c, &big, &short) }, Err(rr_status::RR_OVERFLOW));
        assert_eq!(c, before);
        // SAFETY: as above.
        assert_eq!(unsafe { write_attack_roll(&mut c, &roll, &short) }, Ok(()));
        assert_eq!((c.rolls_len, c.rolls[0], c.rolls[1..].iter().all(|&v| v == 0)), (1, 50, true));
    }

    #[test]
    fn constants_match_the_rules() {
        assert_eq!(RR_TT_NOMINAL_MISS_CHANCE, ar::NOMINAL_MISS_CHANCE);
        assert!(RR_TT_LISTED_ROLLS as u32 <= ar::MAX_OPEN_ENDED_ROLLS);
        assert_eq!(RR_TT_TOTAL_DAMAGE_BUDGET, ar::MAX_TOTAL_DAMAGE_PAIRS);
    }
}
