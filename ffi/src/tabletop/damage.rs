//! Base damage of melee weapons (seed 002, section E), shield bashes (F) and
//! missiles (G), its roll and exact distribution, and a whole attack resolved
//! (D-H; RULINGS B10, B20).

use super::codes::GRIPS;
use super::roll::{CD100s, attack_input, rr_tt_attack_input, rr_tt_attack_roll, write_attack_roll};
use super::{pmf_entry, produce};
use crate::boundary::{produce_in_place, try_ref};
use crate::convert::rr_value_probability;
use crate::convert::{decode, in_range, to_i32, yes_no};
use crate::random::{rr_random, with_roller};
use crate::status::rr_status;
use roguerules_tabletop::damage::{self as dmg, AttackInput, AttackOutcome, Attacker, BaseDamage, dealt, final_damage};
use roguerules_tabletop::sheet::Range;
use roguerules_tabletop::tables::{Class, Dice, MeleeWeapon, MissileWeapon};

/// Damage dice with a constant, `count`D`sides` + `plus` (seed 002's
/// notation). Dice given to a function: `count` 0..=100, `sides` 1..=100,
/// `plus` -1000000..=1000000 (Tables 8 and 9 go up to 4D6).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_dice {
    /// Number of dice.
    pub count: u32,
    /// Sides per die.
    pub sides: u32,
    /// The constant added.
    pub plus: i32,
}

fn dice_to_c(d: Dice) -> Result<rr_tt_dice, rr_status> {
    Ok(rr_tt_dice { count: d.n, sides: d.sides, plus: to_i32(d.plus)? })
}

/// Base damage of just these dice (the lines do not matter to rolls and odds).
pub(crate) fn base_damage_of_dice(c: &rr_tt_dice) -> Result<BaseDamage, rr_status> {
    in_range(c.count.into(), 0, 100)?;
    in_range(c.sides.into(), 1, 100)?;
    let dice = Dice::new(c.count, c.sides, in_range(c.plus.into(), -1_000_000, 1_000_000)?);
    Ok(BaseDamage::of_dice(dice))
}

/// The attacker and target facts base damage depends on (seed 002, sections
/// E-G).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_attacker {
    /// `RR_TT_CLASS_*` (Table 13).
    pub pclass: u32,
    /// Level, 1..=30 (RULINGS B21).
    pub level: i32,
    /// Strength, 1..=55 (Table 4).
    pub strength: i64,
    /// The attacker's weight in encumbrance points for Table 15, 0..=69999 (0
    /// for ordinary characters; RULINGS B17).
    pub mass: i64,
    /// Special factors (spells, abilities): damage points, -1000..=1000.
    pub special: i32,
}

/// Base damage as dice plus a constant, with the lines that made it (seed 002,
/// sections E-G).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_base_damage {
    /// The dice rolled; its `plus` is the whole constant. Pass it to
    /// `rr_tt_damage_roll`, `rr_tt_damage_pmf` or `rr_tt_attack.damage`.
    pub dice: rr_tt_dice,
    /// The weapon's own entry (Table 8/9) or 1D4 for a bash.
    pub weapon: rr_tt_dice,
    /// Strength damage bonus (Table 4); halved for thrown weapons, 0 for launchers.
    pub strength: i32,
    /// Class/level damage bonus (Table 13).
    pub class_level: i32,
    /// Exceptional mass damage bonus (Table 15), melee and bash.
    pub mass: i32,
    /// 1 point per plus of the weapon.
    pub plus: i32,
    /// `*` (+2 against heavy armour) and `**` (+2 against an interposed shield).
    pub weapon_special: i32,
    /// Special factors.
    pub special: i32,
    /// The least damage (no floor: it may be 0 or less, RULINGS B20).
    pub min: i32,
    /// The most damage.
    pub max: i32,
}

/// Base damage for C: every line is a damage amount (`int32_t`); valid input
/// keeps each far inside it (special factors within 1000, Table 15's bonus
/// small), so `RR_OVERFLOW` cannot occur.
fn base_damage_to_c(d: &BaseDamage) -> Result<rr_tt_base_damage, rr_status> {
    Ok(rr_tt_base_damage {
        dice: dice_to_c(d.dice)?,
        weapon: dice_to_c(d.weapon)?,
        strength: to_i32(d.strength)?,
        class_level: to_i32(d.class_level)?,
        mass: to_i32(d.mass)?,
        plus: to_i32(d.plus)?,
        weapon_special: to_i32(d.weapon_special)?,
        special: to_i32(d.special)?,
        min: to_i32(d.min())?,
        max: to_i32(d.max())?,
    })
}

/// Runs a base-damage entry point: the attacker from C, the rule, the result
/// to C.
///
/// # Safety
///
/// `attacker` must be NULL or valid; `damage_out`, when not NULL, valid for
/// one write.
unsafe fn base_damage(
    attacker: *const rr_tt_attacker,
    damage_out: *mut rr_tt_base_damage,
    rule: impl FnOnce(&Attacker) -> Result<BaseDamage, rr_status>,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(damage_out, || {
            let a = try_ref(attacker)?;
            let a = Attacker {
                class: decode(Class::ALL, a.pclass)?,
                level: a.level.into(),
                strength: a.strength,
                mass: a.mass,
                special: a.special.into(),
            };
            base_damage_to_c(&rule(&a)?)
        })
    }
}

/// Melee base damage (seed 002, section E; RULINGS B20): weapon damage
/// (Table 8, by `grip`, an `RR_TT_GRIP_*`) + Strength (Table 4) + class/level
/// (Table 13) + exceptional mass (Table 15) + 1 per `plus` (0..=10) + special
/// factors; `*` weapons add 2 against `target_heavy_armour`, `**` weapons 2
/// against `target_shield_interposed`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for an
/// unknown code, a number out of range, a one-handed grip on a two-handed-only
/// weapon, or a mass of 70000 or more (RULINGS B17, B21).
///
/// # Safety
///
/// `attacker` must be NULL or valid; `damage_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_melee_damage(
    attacker: *const rr_tt_attacker,
    weapon: u32,
    plus: i64,
    grip: u32,
    target_heavy_armour: u8,
    target_shield_interposed: u8,
    damage_out: *mut rr_tt_base_damage,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        base_damage(attacker, damage_out, |a| {
            let (weapon, grip) = (decode(MeleeWeapon::ALL, weapon)?, decode(&GRIPS, grip)?);
            let (heavy, interposed) = (yes_no(target_heavy_armour)?, yes_no(target_shield_interposed)?);
            Ok(dmg::melee_damage(a, weapon, plus, grip, heavy, interposed)?)
        })
    }
}

/// Shield bash base damage (seed 002, section F): 1D4 + Strength + class/level
/// + exceptional mass + special factors.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` as
/// `rr_tt_melee_damage`.
///
/// # Safety
///
/// As `rr_tt_melee_damage`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_bash_damage(
    attacker: *const rr_tt_attacker,
    damage_out: *mut rr_tt_base_damage,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { base_damage(attacker, damage_out, |a| Ok(dmg::bash_damage(a)?)) }
}

/// Missile base damage (seed 002, section G; RULINGS B1, B20): weapon damage
/// (Table 9) + class/level; thrown weapons add half the Strength bonus,
/// rounded to even; + 1 per `plus` (0..=10) + special factors; no mass. Long
/// range halves the final damage (`rr_tt_final_damage`).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` as
/// `rr_tt_melee_damage`.
///
/// # Safety
///
/// As `rr_tt_melee_damage`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_missile_damage(
    attacker: *const rr_tt_attacker,
    weapon: u32,
    plus: i64,
    damage_out: *mut rr_tt_base_damage,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        base_damage(attacker, damage_out, |a| Ok(dmg::missile_damage(a, decode(MissileWeapon::ALL, weapon)?, plus)?))
    }
}

/// Rolls base damage `dice` (seed 002, sections E-G): one `base damage` draw
/// of `count` dice, plus the constant; no floor (RULINGS B20).
///
/// Callback span: at most `hi - lo` = `sides` - 1, 99 at most (each die asks
/// (1, `sides`)).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL or `random` names
/// no generator; `RR_MISALIGNED_POINTER` if one is misaligned;
/// `RR_INVALID_ARGUMENT` for dice out of range (see `rr_tt_dice`);
/// `RR_INVALID_ARGUMENT` if `random` names both generators;
/// `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving or too
/// narrow `rr_roller`.
///
/// # Safety
///
/// `dice` must be NULL or valid; `random` must follow `rr_random`'s rules;
/// `damage_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_damage_roll(
    random: rr_random,
    dice: *const rr_tt_dice,
    damage_out: *mut i32,
) -> rr_status {
    // SAFETY: `dice` valid or NULL, `damage_out` writable, `random` follows
    // rr_random's rules (the caller's contract).
    unsafe {
        produce(damage_out, || {
            let d = base_damage_of_dice(try_ref(dice)?)?;
            to_i32(with_roller!(random, |r| d.roll(r))?)
        })
    }
}

/// The exact distribution of base damage `dice` (seed 002, sections E-G), by
/// increasing damage. Length protocol: `buf` NULL gives the number of values
/// in `*len_out`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for dice
/// out of range (see `rr_tt_dice`); `RR_BUFFER_TOO_SMALL` (the length protocol
/// of `rr_dice_pmf`; an impossible `len` is `RR_INVALID_ARGUMENT`).
///
/// # Safety
///
/// `dice` must be NULL or valid; `buf`, when not NULL, valid for `len`
/// writes; `len_out`, when not NULL, for one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_damage_pmf(
    dice: *const rr_tt_dice,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { pmf_entry(buf, len, len_out, || Ok(base_damage_of_dice(try_ref(dice)?)?.pmf())) }
}

fn long(long_range: bool) -> Option<Range> {
    long_range.then_some(Range::Long)
}

/// The damage of a hit: `base + extra`, halved and rounded to even last at
/// long range (seed 002, sections G, H; RULINGS B20, B1). No floor; a sum
/// beyond `int32_t` (only from numbers no roll gives) saturates at its ends.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` if
/// `long_range` is not 0 or 1.
///
/// # Safety
///
/// `damage_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_final_damage(base: i32, extra: i32, long_range: u8, damage_out: *mut i32) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(damage_out, || Ok(saturate(final_damage(base.into(), extra.into(), long(yes_no(long_range)?))))) }
}

/// A damage amount clamped to `int32_t` (the sum of two of them may not fit).
fn saturate(v: i64) -> i32 {
    i32::try_from(v).unwrap_or(if v < 0 { i32::MIN } else { i32::MAX })
}

/// The damage dealt after absorption: `damage - absorption` (a negative
/// absorption counts as 0), at least 0 and never more than a positive
/// `damage` (seed 002, section Q; RULINGS B20). `absorption` is an absorption value
/// (`rr_tt_absorption.fixed`), `int64_t` like the rest of section Q.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned.
///
/// # Safety
///
/// `dealt_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_damage_dealt(damage: i32, absorption: i64, dealt_out: *mut i32) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(dealt_out, || to_i32(dealt(damage.into(), absorption))) }
}

/// Everything needed to resolve one attack (seed 002, sections D-H).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_attack {
    /// Attack value and miss chance.
    pub roll: rr_tt_attack_input,
    /// Base damage dice (`rr_tt_base_damage.dice`).
    pub damage: rr_tt_dice,
    /// A missile at long range: the damage is halved (RULINGS B20).
    pub long_range: u8,
    /// The target's fixed absorption (`rr_tt_absorption.fixed`, or rolled with
    /// `rr_tt_absorption_roll`).
    pub absorption: i64,
}

/// The outcome of a resolved attack (seed 002, sections D-H).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_attack_outcome {
    /// The attack roll and extra damage.
    pub roll: rr_tt_attack_roll,
    /// The base damage rolled (0 on a failure: not rolled).
    pub base_damage: i32,
    /// Base + extra, halved at long range (0 on a failure).
    pub damage: i32,
    /// Damage after absorption, at least 0.
    pub dealt: i32,
}

/// Writes `o`, whose d100s went to `d100s`, into `*p` in place; nothing is
/// written on failure (the attack roll's numbers are checked before any
/// write, then the three damage numbers before the roll is written).
///
/// # Safety
///
/// `p` must be valid for one write of `rr_tt_attack_outcome`.
#[inline(always)]
unsafe fn write_outcome(p: *mut rr_tt_attack_outcome, o: &AttackOutcome, d100s: &CD100s) -> Result<(), rr_status> {
    let (base_damage, damage, dealt) = (to_i32(o.base_damage)?, to_i32(o.damage)?, to_i32(o.dealt)?);
    // SAFETY: `p` is valid for one write (the function's contract); each
    // write is one of its fields; `write_attack_roll` writes nothing when it
    // fails.
    unsafe {
        write_attack_roll(std::ptr::addr_of_mut!((*p).roll), &o.roll, d100s)?;
        std::ptr::addr_of_mut!((*p).base_damage).write(base_damage);
        std::ptr::addr_of_mut!((*p).damage).write(damage);
        std::ptr::addr_of_mut!((*p).dealt).write(dealt);
    }
    Ok(())
}

/// Resolves one attack (seed 002, sections D-H): the attack roll and overhit
/// (the draws of `rr_tt_roll_attack`), then on a success the `base damage`
/// dice, long-range halving and absorption (RULINGS B9, B10, B20).
///
/// Callback span: at most `hi - lo` = 99 (the d100s; the damage dice ask (1,
/// `sides`) with `sides` at most 100).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL or `random` names
/// no generator; `RR_MISALIGNED_POINTER` if one is misaligned;
/// `RR_INVALID_ARGUMENT` for an input out of range (see `rr_tt_roll_attack` and
/// `rr_tt_dice`), `RR_BUDGET_EXCEEDED` as `rr_tt_roll_attack`;
/// `RR_INVALID_ARGUMENT` if `random` names both generators;
/// `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving or too
/// narrow `rr_roller`.
///
/// # Safety
///
/// `attack` must be NULL or valid; `random` must follow `rr_random`'s rules;
/// `outcome_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_resolve_attack(
    random: rr_random,
    attack: *const rr_tt_attack,
    outcome_out: *mut rr_tt_attack_outcome,
) -> rr_status {
    // SAFETY: `attack` valid or NULL, `outcome_out` writable, `random` follows
    // rr_random's rules (the caller's contract).
    unsafe {
        produce_in_place(outcome_out, |out| {
            let a = try_ref(attack)?;
            let input = AttackInput {
                roll: attack_input(&a.roll),
                damage: base_damage_of_dice(&a.damage)?,
                range: long(yes_no(a.long_range)?),
                absorption: a.absorption,
            };
            let mut d100s = CD100s::default();
            with_roller!(random, |r| dmg::resolve_attack_into(r, &input, |d100| d100s.push(d100)), |o| write_outcome(
                out.as_ptr(),
                o,
                &d100s
            ))
        })
    }
}
