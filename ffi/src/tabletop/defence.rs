//! The defender's side: shield interposition (seed 002, section J; RULINGS
//! B18), parry (K; B25) and absorption (Q, Table 2; B19, B28).

use super::codes::{PES, attacker_kind};
use super::sheet::{armour_worn, rr_tt_armour_worn, rr_tt_shield_worn, shield_worn};
use super::{items, pmf_entry, produce};
use crate::boundary::try_ref;
use crate::convert::rr_value_probability;
use crate::convert::{decode, flag, rr_fraction, yes_no};
use crate::random::{rr_random, with_roller};
use crate::status::rr_status;
use roguerules_tabletop::absorption::{Absorption, AbsorptionInputOf, absorption};
use roguerules_tabletop::parry::{Factor, apply_parry, parry_value};
use roguerules_tabletop::shield::{interposition, interposition_probability, roll_interposition};
use roguerules_tabletop::tables::Class;

/// Shield interposition (seed 002, section J; RULINGS B18): Table 7's base for
/// `shield` + Table 14 for the class (`RR_TT_CLASS_*`) at a level 1..=30 + 2 x
/// the shield's plus (0..=10) + training (-1000..=1000), at most 90. Without a
/// shield there is no interposition at all: do not call.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// code, flag, yes/no value or number out of its documented range.
///
/// # Safety
///
/// `shield` must be NULL or valid; `value_out`, when not NULL, must be valid
/// for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_interposition(
    pclass: u32,
    level: i32,
    shield: *const rr_tt_shield_worn,
    training: i64,
    value_out: *mut i64,
) -> rr_status {
    // SAFETY: `shield` valid or NULL, `value_out` writable (the caller's contract).
    unsafe {
        produce(value_out, || {
            let s = shield_worn(try_ref(shield)?)?;
            let value = interposition(decode(Class::ALL, pclass)?, level.into(), Some(s), training);
            // With a shield the rule always gives a value: none would be a broken
            // invariant, reported as such rather than as a value of 0.
            value?.ok_or(rr_status::RR_PANIC)
        })
    }
}

/// The exact probability of interposing a shield with interposition `value`:
/// `clamp(value, 0, 90) / 100` (seed 002, section J; RULINGS B18, G4).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned.
///
/// # Safety
///
/// `probability_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_interposition_probability(value: i64, probability_out: *mut rr_fraction) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(probability_out, || rr_fraction::from_big(&interposition_probability(Some(value)))) }
}

/// Rolls a shield interposition with interposition `value`: one `shield
/// interposition` draw, `chance(min(value, 90), 100)` (a d100 at or below the
/// value; no draw at 0 or less) (seed 002, section J; RULINGS B18).
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
/// `random` must follow `rr_random`'s rules; `interposed_out`, when not NULL,
/// must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_interposition_roll(random: rr_random, value: i64, interposed_out: *mut u8) -> rr_status {
    // SAFETY: `interposed_out` writable, `random` follows rr_random's rules (the
    // caller's contract).
    unsafe { produce(interposed_out, || Ok(flag(with_roller!(random, |r| roll_interposition(r, Some(value)))?))) }
}

/// A multiplicative parry adjustment `num / den` (e.g. 3/2), rounded at once
/// (seed 002, section K; RULINGS B25, B1).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_factor {
    /// Numerator, 0..=1000.
    pub num: i64,
    /// Denominator, 1..=1000.
    pub den: i64,
}

/// The most parry adjustments of each kind (seed 002, section K).
pub const RR_TT_MAX_PARRY_ADJUSTMENTS: usize = 16;

/// The parry value (seed 002, section K; RULINGS B25, B1): level (1..=30) x
/// class factor (Table 11), then each multiplicative adjustment rounded to
/// even at once, then the additive ones (-1000..=1000 each). Add it to the
/// opponent's attack value (`rr_tt_apply_parry`). Either array may be NULL
/// when its length is 0; at most `RR_TT_MAX_PARRY_ADJUSTMENTS` of each.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// code, flag, yes/no value or number out of its documented range.
///
/// # Safety
///
/// `multiplicative` and `additive` must be valid for their lengths;
/// `value_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_parry_value(
    pclass: u32,
    level: i32,
    multiplicative: *const rr_tt_factor,
    multiplicative_len: usize,
    additive: *const i64,
    additive_len: usize,
    value_out: *mut i64,
) -> rr_status {
    // SAFETY: valid for their lengths, `value_out` writable (the caller's contract).
    unsafe {
        produce(value_out, || {
            let max = RR_TT_MAX_PARRY_ADJUSTMENTS;
            let mult = items(multiplicative, multiplicative_len, max)?;
            let blank = Factor { num: 0, den: 1 };
            let (mult, n) = super::on_stack::<_, _, RR_TT_MAX_PARRY_ADJUSTMENTS>(mult, blank, |f| {
                Ok(Factor { num: f.num, den: f.den })
            })?;
            let add = items(additive, additive_len, max)?;
            Ok(parry_value(decode(Class::ALL, pclass)?, level.into(), &mult[..n], add)?)
        })
    }
}

/// The opponent's attack value against a parry: raised by the parry value
/// (seed 002, section K: subtracted from his chance to hit; RULINGS B25),
/// saturating at the ends of `int64_t`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned.
///
/// # Safety
///
/// `attack_value_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_apply_parry(attack_value: i64, parry: i64, attack_value_out: *mut i64) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(attack_value_out, || Ok(apply_parry(attack_value, parry))) }
}

/// The most values in each list of `rr_tt_absorption_input` (seed 002, section Q).
pub const RR_TT_MAX_ABSORPTION_EFFECTS: usize = 32;

/// The defender's absorption effects (seed 002, section Q: Table 2 rows,
/// Tables 6 and 7; RULINGS B19, B28). A level or value of 0 means the effect
/// is not active.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct rr_tt_absorption_input {
    /// Whether body armour is worn.
    pub has_armour: u8,
    /// The body armour.
    pub armour: rr_tt_armour_worn,
    /// Whether a shield is carried (it counts only when interposed).
    pub has_shield: u8,
    /// The shield.
    pub shield: rr_tt_shield_worn,
    /// The shield was interposed against this blow (`rr_tt_interposition_roll`).
    pub shield_interposed: u8,
    /// Protection effects (spells, rings), each 0..=50; may be NULL when
    /// `protection_len` is 0.
    pub protection: *const i64,
    /// The number of protection effects, 0..=`RR_TT_MAX_ABSORPTION_EFFECTS`.
    pub protection_len: usize,
    /// Protection from Evil is active.
    pub protection_from_evil: u8,
    /// `RR_TT_PE_*`: Improved or Greater Protection from Evil.
    pub improved_pe: u32,
    /// Shield Wall is active.
    pub shield_wall: u8,
    /// Static Shield levels, each 0..=5 (0 counts as none); may be NULL when
    /// `static_shield_len` is 0.
    pub static_shield: *const i64,
    /// The number of Static Shields, 0..=`RR_TT_MAX_ABSORPTION_EFFECTS`.
    pub static_shield_len: usize,
    /// Invulnerability levels, each 0..=4 (0 counts as none); may be NULL when
    /// `invulnerability_len` is 0.
    pub invulnerability: *const i64,
    /// The number of Invulnerabilities, 0..=`RR_TT_MAX_ABSORPTION_EFFECTS`.
    pub invulnerability_len: usize,
    /// Armor of Kurn's caster level, 1..=30; 0: not active.
    pub armor_of_kurn: i32,
    /// Shield of Kurn is active.
    pub shield_of_kurn: u8,
    /// Dispel Evil is active.
    pub dispel_evil: u8,
    /// Banish Evil is active.
    pub banish_evil: u8,
    /// Greater Blessing's caster level, 1..=30; 0: not active.
    pub greater_blessing: i32,
    /// Kurnian Invulnerability's caster level, 1..=30; 0: not active.
    pub kurnian_invulnerability: i32,
    /// Bracers of Absorption value, 0..=50 (0: none).
    pub bracers_of_absorption: i64,
    /// Bracers of Mage Defense value, 0..=50 (0: none).
    pub bracers_of_mage_defense: i64,
    /// The last applied Natural Armor value, 0..=50 (0: none).
    pub natural_armor: i64,
    /// `RR_TT_ATTACKER_*` bits: who attacks.
    pub attacker: u8,
}

/// The rules' absorption input of a C one.
///
/// # Safety
///
/// The struct's arrays must be valid for their lengths.
unsafe fn absorption_input(c: &rr_tt_absorption_input) -> Result<AbsorptionInputOf<&[i64]>, rr_status> {
    let max = RR_TT_MAX_ABSORPTION_EFFECTS;
    let active = |v: i64| (v != 0).then_some(v);
    // SAFETY: valid for their lengths (the caller's contract).
    let (protection, static_shield, invulnerability) = unsafe {
        (
            items(c.protection, c.protection_len, max)?,
            items(c.static_shield, c.static_shield_len, max)?,
            items(c.invulnerability, c.invulnerability_len, max)?,
        )
    };
    Ok(AbsorptionInputOf {
        armour: yes_no(c.has_armour)?.then(|| armour_worn(&c.armour)).transpose()?,
        shield: yes_no(c.has_shield)?.then(|| shield_worn(&c.shield)).transpose()?,
        shield_interposed: yes_no(c.shield_interposed)?,
        protection,
        protection_from_evil: yes_no(c.protection_from_evil)?,
        improved_pe: decode(&PES, c.improved_pe)?,
        shield_wall: yes_no(c.shield_wall)?,
        static_shield,
        invulnerability,
        armor_of_kurn: active(c.armor_of_kurn.into()),
        shield_of_kurn: yes_no(c.shield_of_kurn)?,
        dispel_evil: yes_no(c.dispel_evil)?,
        banish_evil: yes_no(c.banish_evil)?,
        greater_blessing: active(c.greater_blessing.into()),
        kurnian_invulnerability: active(c.kurnian_invulnerability.into()),
        bracers_of_absorption: active(c.bracers_of_absorption),
        bracers_of_mage_defense: active(c.bracers_of_mage_defense),
        natural_armor: active(c.natural_armor),
        attacker: attacker_kind(c.attacker)?,
    })
}

/// The absorption of a C input, computed by the rules.
///
/// # Safety
///
/// `input` must be NULL or valid, its arrays valid for their lengths.
unsafe fn absorption_of_c(input: *const rr_tt_absorption_input) -> Result<Absorption, rr_status> {
    // SAFETY: the same contract.
    let input = unsafe { absorption_input(try_ref(input)?) }?;
    Ok(absorption(&input)?)
}

/// Absorption by Table 2 group (seed 002, section Q; RULINGS B28).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_absorption {
    /// Armour (Table 6) or bracers, the larger.
    pub armour: i64,
    /// A +0 Leather Jerkin counted as armour: one more point with probability
    /// 66/100 (RULINGS B19).
    pub jerkin_chance: u8,
    /// The Protection group: the largest of Protection effects, the armour's
    /// plus and Improved/Greater PE.
    pub protection: i64,
    /// Protection from Evil's +1 (not with Improved/Greater PE) and +2 against
    /// undead or enchanted monsters.
    pub protection_from_evil: i64,
    /// Shield Wall (front attacks only).
    pub shield_wall: i64,
    /// The largest Static Shield.
    pub static_shield: i64,
    /// The largest Invulnerability.
    pub invulnerability: i64,
    /// Armor of Kurn and Shield of Kurn against evil.
    pub kurn: i64,
    /// Dispel (+7) or Banish (+10) Evil against evil summoned beings.
    pub dispel_banish: i64,
    /// Greater Blessing and Kurnian Invulnerability.
    pub blessings: i64,
    /// Natural Armor.
    pub natural_armor: i64,
    /// Shield (Table 7), when interposed.
    pub shield: i64,
    /// The sum of the fixed parts.
    pub fixed: i64,
}

/// Combines the defender's absorption effects (seed 002, section Q, Table 2;
/// RULINGS B19, B28): one value per group (its largest), groups added, each
/// only against its own kind of attacker.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for an
/// unknown code or bit, or a value out of range.
///
/// # Safety
///
/// `input` must be NULL or valid, its arrays valid for their lengths;
/// `absorption_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_absorption_of(
    input: *const rr_tt_absorption_input,
    absorption_out: *mut rr_tt_absorption,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(absorption_out, || {
            let a = absorption_of_c(input)?;
            Ok(rr_tt_absorption {
                armour: a.armour,
                jerkin_chance: flag(a.jerkin_chance),
                protection: a.protection,
                protection_from_evil: a.protection_from_evil,
                shield_wall: a.shield_wall,
                static_shield: a.static_shield,
                invulnerability: a.invulnerability,
                kurn: a.kurn,
                dispel_banish: a.dispel_banish,
                blessings: a.blessings,
                natural_armor: a.natural_armor,
                shield: a.shield,
                fixed: a.fixed,
            })
        })
    }
}

/// Rolls the absorption against one blow: the fixed parts, plus one point on
/// a `leather jerkin` `chance(66, 100)` draw for a +0 jerkin (seed 002,
/// section Q; RULINGS B19). Pass it to `rr_tt_attack.absorption`.
///
/// Callback span: at most `hi - lo` = 99 (the jerkin's `chance(66, 100)`).
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
/// As `rr_tt_absorption_of`; `random` must follow `rr_random`'s rules.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_absorption_roll(
    random: rr_random,
    input: *const rr_tt_absorption_input,
    absorbed_out: *mut i64,
) -> rr_status {
    // SAFETY: `input` valid or NULL, `absorbed_out` writable, `random` follows
    // rr_random's rules (the caller's contract).
    unsafe {
        produce(absorbed_out, || {
            let a = absorption_of_c(input)?;
            with_roller!(random, |r| a.roll(r))
        })
    }
}

/// The exact distribution of the absorption (the fixed value, or fixed + 1
/// with probability 66/100 for a +0 jerkin; seed 002, section Q; RULINGS B19),
/// by increasing value. Length protocol: `buf` NULL gives the number of values
/// in `*len_out`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// code, flag, yes/no value or number out of its documented range;
/// `RR_BUFFER_TOO_SMALL` (the length protocol of `rr_dice_pmf`; an impossible
/// `len` is `RR_INVALID_ARGUMENT`).
///
/// # Safety
///
/// `input` must be NULL or valid, its arrays valid for their lengths; `buf`,
/// when not NULL, valid for `len` writes; `len_out`, when not NULL, for one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_absorption_pmf(
    input: *const rr_tt_absorption_input,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { pmf_entry(buf, len, len_out, || Ok(absorption_of_c(input)?.pmf())) }
}
