//! The character between attacks: statistic and Strength modification (seed
//! 002, sections O and P, Table 21; RULINGS B22), encumbrance (B7, B26),
//! conditions and action timing (Tables 20, 23; B5, B29) and item slots
//! (section R, Table 3).

use super::codes::{BACKPACKS, DEVICES};
use super::{items, produce};
use crate::boundary::{Out, try_buffer, try_ref};
use crate::convert::{convert_into, decode, flag, yes_no};
use crate::status::rr_status;
use roguerules_tabletop::conditions::{Condition, Modifier, awaken_segments};
use roguerules_tabletop::encumbrance::{backpack_encumbrance, magical_encumbrance, strength_modified};
use roguerules_tabletop::slots::{Item, MAX_SLOT_VIOLATIONS, SlotViolation, check_slots_into};
use roguerules_tabletop::strength::{Limited, StrengthEffectsOf, modify_statistic, modify_strength};
use roguerules_tabletop::tables::{Armour, strength_device};
use std::ffi::{CStr, c_char};

/// A statistic effect with an upper limit: `+amount`, never raising past
/// `limit` (seed 002, section O; e.g. Heighten Dexterity, limit 30).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_limited {
    /// The increase, -100..=100.
    pub amount: i64,
    /// The limit, -100..=200.
    pub limit: i64,
}

/// The most effects in each list of `rr_tt_modify_statistic` (seed 002, section O).
pub const RR_TT_MAX_STATISTIC_EFFECTS: usize = 64;

/// Section O (seed 002; RULINGS B22): a statistic (-100..=200) after its
/// unlimited effects (-100..=100 each), then its limited ones, lowest limit
/// first, each `max(s, min(s + amount, limit))`. Either array may be NULL
/// when its length is 0; at most `RR_TT_MAX_STATISTIC_EFFECTS` of each.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// code, flag, yes/no value or number out of its documented range.
///
/// # Safety
///
/// `unlimited` and `limited` must be valid for their lengths; `value_out`,
/// when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_modify_statistic(
    base: i64,
    unlimited: *const i64,
    unlimited_len: usize,
    limited: *const rr_tt_limited,
    limited_len: usize,
    value_out: *mut i64,
) -> rr_status {
    // SAFETY: valid for their lengths, `value_out` writable (the caller's contract).
    unsafe {
        produce(value_out, || {
            let max = RR_TT_MAX_STATISTIC_EFFECTS;
            let unlimited = items(unlimited, unlimited_len, max)?;
            let limited = items(limited, limited_len, max)?;
            let blank = Limited { amount: 0, limit: 0 };
            let (limited, n) = super::on_stack::<_, _, RR_TT_MAX_STATISTIC_EFFECTS>(limited, blank, |l| {
                Ok(Limited { amount: l.amount, limit: l.limit })
            })?;
            Ok(modify_statistic(base, unlimited, &limited[..n])?)
        })
    }
}

/// The most effects in each list of `rr_tt_strength_effects` (seed 002, section P).
pub const RR_TT_MAX_STRENGTH_EFFECTS: usize = 16;

/// Section P's Strength effects (seed 002; RULINGS B22), applied in this
/// order. Each array may be NULL when its length is 0; at most
/// `RR_TT_MAX_STRENGTH_EFFECTS` in each, amounts -100..=100.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct rr_tt_strength_effects {
    /// Strength +x items (e.g. a Ring of Strength +2), cumulative.
    pub plus: *const i64,
    /// The number of `plus` items.
    pub plus_len: usize,
    /// Strength spells (each an amount, limit 30), cumulative.
    pub strength_spells: *const i64,
    /// The number of Strength spells.
    pub strength_spells_len: usize,
    /// Improved Strength spells (each an amount, limit 40), cumulative.
    pub improved_strength_spells: *const i64,
    /// The number of Improved Strength spells.
    pub improved_strength_spells_len: usize,
    /// Ogre Power items, 0..=16: Table 21 once per item.
    pub ogre_power_items: u8,
    /// Giant Strength items, 0..=16: Table 21 once per item.
    pub giant_strength_items: u8,
    /// A Giant Strength spell or potion (at most one counts).
    pub giant_strength_spell: u8,
    /// Times Strength's multiplier, 1..=4; 0: none.
    pub times_strength: u8,
}

/// Section P (seed 002, Table 21; RULINGS B22): Strength (1..=55) after every
/// effect in `effects`, in the order listed.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// number out of range, or a Strength below -3 before a Table 21 effect.
///
/// # Safety
///
/// `effects` must be NULL or valid, its arrays valid for their lengths;
/// `strength_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_modify_strength(
    base: i64,
    effects: *const rr_tt_strength_effects,
    strength_out: *mut i64,
) -> rr_status {
    // SAFETY: `effects` valid or NULL (its arrays for their lengths),
    // `strength_out` writable (the caller's contract).
    unsafe {
        produce(strength_out, || {
            let e = try_ref(effects)?;
            let max = RR_TT_MAX_STRENGTH_EFFECTS;
            let effects = StrengthEffectsOf {
                plus: items(e.plus, e.plus_len, max)?,
                strength_spells: items(e.strength_spells, e.strength_spells_len, max)?,
                improved_strength_spells: items(e.improved_strength_spells, e.improved_strength_spells_len, max)?,
                ogre_power_items: e.ogre_power_items,
                giant_strength_items: e.giant_strength_items,
                giant_strength_spell: yes_no(e.giant_strength_spell)?,
                times_strength: (e.times_strength != 0).then_some(e.times_strength),
            };
            Ok(modify_strength(base, &effects)?)
        })
    }
}

/// Table 21: Strength after one application of a device (`RR_TT_DEVICE_*`),
/// for a Strength of -3 or more; 54 and above are unchanged (seed 002, section
/// P; RULINGS B22).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// code, flag, yes/no value or number out of its documented range.
///
/// # Safety
///
/// `strength_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_strength_device(strength: i64, device: u32, strength_out: *mut i64) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(strength_out, || Ok(strength_device(strength, decode(&DEVICES, device)?)?)) }
}

/// A magical item's encumbrance: `round(base x max(10 - plus, 2) / 10)` for a
/// base 0..=100000000 and a plus 0..=10 (seed 002, notes to Tables 6-8;
/// RULINGS B7, B1).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// code, flag, yes/no value or number out of its documented range.
///
/// # Safety
///
/// `encumbrance_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_magical_encumbrance(base: i64, plus: i64, encumbrance_out: *mut i64) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(encumbrance_out, || Ok(magical_encumbrance(base, plus)?)) }
}

/// Encumbrance after Table 4's Strength multiplier: `round(sum x multiplier)`
/// for a sum 0..=100000000 and Strength 1..=55 (seed 002, sections A-C, I, L;
/// RULINGS B7, B14).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// code, flag, yes/no value or number out of its documented range.
///
/// # Safety
///
/// `encumbrance_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_strength_modified_encumbrance(
    sum: i64,
    strength: i64,
    encumbrance_out: *mut i64,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(encumbrance_out, || Ok(strength_modified(sum, strength)?)) }
}

/// The encumbrance a packed backpack (`RR_TT_BACKPACK_*`) adds for a `load`
/// (Large 0..=300, Small 0..=100): its own weight plus half (rounded) of the
/// load beyond the free part (seed 002, the miscellaneous encumbrance list;
/// RULINGS B26, B1).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// code, flag, yes/no value or number out of its documented range.
///
/// # Safety
///
/// `encumbrance_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_backpack_encumbrance(pack: u32, load: i64, encumbrance_out: *mut i64) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(encumbrance_out, || Ok(backpack_encumbrance(decode(&BACKPACKS, pack)?, load)?)) }
}

/// A modifier to attacks (seed 002, Tables 20 and 23; RULINGS B5, B29).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_modifier {
    /// `RR_TT_MODIFIER_*`.
    pub kind: u32,
    /// The situational points (0 for `RR_TT_MODIFIER_NONE`).
    pub points: i64,
}

fn modifier_to_c(m: Modifier) -> rr_tt_modifier {
    use super::codes::{RR_TT_MODIFIER_FREE_ATTACK_OR, RR_TT_MODIFIER_NONE, RR_TT_MODIFIER_POINTS};
    match m {
        Modifier::Points(points) => rr_tt_modifier { kind: RR_TT_MODIFIER_POINTS, points },
        Modifier::FreeAttackOr(points) => rr_tt_modifier { kind: RR_TT_MODIFIER_FREE_ATTACK_OR, points },
        Modifier::None => rr_tt_modifier { kind: RR_TT_MODIFIER_NONE, points: 0 },
    }
}

/// What a condition does in combat (seed 002, Table 20).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_condition {
    /// The "Attacking" column: the modifier when the attacker has it.
    pub attacking: rr_tt_modifier,
    /// The "Attacked" column: the modifier for attacks on a target with it.
    pub attacked: rr_tt_modifier,
    /// Whether a target with it can interpose a shield.
    pub can_interpose: u8,
}

/// Table 20: the attacking and attacked modifiers of a condition
/// (`RR_TT_CONDITION_*`) and whether it allows interposing a shield (seed 002;
/// RULINGS B5, B29). Situational points go into `rr_tt_sheet.situational`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// code, flag, yes/no value or number out of its documented range.
///
/// # Safety
///
/// `condition_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_condition_of(condition: u32, condition_out: *mut rr_tt_condition) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(condition_out, || {
            let c = decode(Condition::ALL.as_slice(), condition)?;
            Ok(rr_tt_condition {
                attacking: modifier_to_c(c.attacking()),
                attacked: modifier_to_c(c.attacked()),
                can_interpose: flag(c.can_interpose()),
            })
        })
    }
}

/// Table 23: the segments an Awaken (telepathic alert) takes at a level: 2 at
/// level 12 or more, else 3 (seed 002; RULINGS B29). `RR_INVALID_ARGUMENT` for a
/// level outside 1..=30 (RULINGS B21).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned.
///
/// # Safety
///
/// `segments_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_awaken_segments(level: i32, segments_out: *mut u8) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(segments_out, || Ok(awaken_segments(level.into())?)) }
}

/// One broken Table 3 limit. The strings are static and NUL-terminated: do not
/// free them (seed 002, section R).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct rr_tt_slot_violation {
    /// The slot, as Table 3 names it (e.g. `"Finger"`).
    pub slot: *const c_char,
    /// How many are worn (slot units).
    pub worn: u32,
    /// The limit.
    pub limit: u32,
    /// What is wrong (e.g. `"two rings, one per hand"`).
    pub message: *const c_char,
}

/// Every slot name and message `check_slots` reports (seed 002, Table 3), as
/// static C strings. A test checks that the rule reports no other text.
const SLOT_TEXTS: [&CStr; 34] = [
    c"Feet",
    c"Shield",
    c"Waist",
    c"Arm",
    c"Belly",
    c"Neck",
    c"Finger",
    c"Finger (metaphysical)",
    c"Hand",
    c"Head",
    c"Ears",
    c"Baldric",
    c"Armor",
    c"Cloak / Robe",
    c"Weapon",
    c"one pair of boots",
    c"one shield",
    c"one belt",
    c"one item per arm (a pair of bracers fills both)",
    c"one girdle",
    c"one necklace",
    c"one amulet",
    c"two rings, one per hand",
    c"two metaphysical rings",
    c"one pair of gloves or gauntlets",
    c"one helm or circlet",
    c"two earrings, one per ear",
    c"one baldric",
    c"one suit of armour",
    c"one cloak or robe",
    c"two weapons",
    c"a robe will not fit over plate",
    c"fighting with two weapons allows no shield",
    c"fighting with two weapons allows no two-handed weapon",
];

/// The static C string with the text of `s` (`RR_PANIC` for a text the tables
/// above lack, which the tests rule out).
fn static_c_str(s: &str) -> Result<*const c_char, rr_status> {
    SLOT_TEXTS.iter().find(|c| c.to_bytes() == s.as_bytes()).map(|c| c.as_ptr()).ok_or(rr_status::RR_PANIC)
}

/// The most worn items `rr_tt_check_slots` accepts (seed 002, section R).
pub const RR_TT_MAX_WORN_ITEMS: usize = 256;

/// Checks worn items (`RR_TT_ITEM_*` codes, at most `RR_TT_MAX_WORN_ITEMS`;
/// NULL when `items_len` is 0) against Table 3 (seed 002, section R): every
/// slot's limit, metaphysical rings, a robe not over plate (`armour`, an
/// `RR_TT_ARMOUR_*`, when `has_armour`), two weapons with no shield and no
/// two-handed weapon. Writes every violation (none when the outfit is legal).
/// Length protocol: `buf` NULL gives the number of violations in `*len_out`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// code, flag, yes/no value or number out of its documented range;
/// `RR_BUFFER_TOO_SMALL` (the length protocol of `rr_dice_pmf`; an impossible
/// `len` is `RR_INVALID_ARGUMENT`).
///
/// # Safety
///
/// `items` must be valid for `items_len` reads; `buf`, when not NULL, valid
/// for `len` writes; `len_out`, when not NULL, for one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_check_slots(
    items: *const u32,
    items_len: usize,
    has_armour: u8,
    armour: u32,
    buf: *mut rr_tt_slot_violation,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    crate::boundary::guard(|| {
        let out = Out::new(len_out)?;
        // SAFETY: valid for `items_len` reads; `buf` for `len` writes when not
        // NULL (the caller's contract).
        let (codes, buf) = unsafe { (super::items(items, items_len, RR_TT_MAX_WORN_ITEMS)?, try_buffer(buf, len)?) };
        let (worn, n) = super::on_stack::<_, _, RR_TT_MAX_WORN_ITEMS>(codes, Item::Boots, |&c| decode(&Item::ALL, c))?;
        let armour = yes_no(has_armour)?.then(|| decode(Armour::ALL, armour)).transpose()?;
        let blank = SlotViolation { slot: "", worn: 0, limit: 0, message: "" };
        // At most MAX_SLOT_VIOLATIONS: more would be a broken rule (RR_PANIC below).
        let mut found = [blank; MAX_SLOT_VIOLATIONS];
        let mut next = 0;
        let count = check_slots_into(&worn[..n], armour, |v| {
            if let Some(slot) = found.get_mut(next) {
                *slot = v;
            }
            next += 1;
        });
        let violations = found.get(..count).ok_or(rr_status::RR_PANIC)?;
        let n = convert_into(buf, violations.len(), violations, |v| {
            Ok(rr_tt_slot_violation {
                slot: static_c_str(v.slot)?,
                worn: v.worn,
                limit: v.limit,
                message: static_c_str(v.message)?,
            })
        })?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(n) };
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use roguerules_tabletop::slots::check_slots;

    #[test]
    fn static_strings_are_made_once() {
        let a = static_c_str("Finger").unwrap();
        let b = static_c_str("Finger").unwrap();
        assert_eq!(a, b);
        // SAFETY: a NUL-terminated string kept for the life of the program.
        assert_eq!(unsafe { CStr::from_ptr(a) }.to_bytes(), b"Finger");
        assert_eq!(static_c_str("a\0b"), Err(rr_status::RR_PANIC));
    }

    #[test]
    fn every_text_the_rule_reports_has_a_c_string() {
        // Three of everything breaks every limit; a robe over plate and two
        // weapons with a shield and a two-handed weapon break the other rules.
        let worn: Vec<Item> = Item::ALL.iter().flat_map(|&i| [i; 3]).collect();
        let violations = check_slots(&worn, Some(Armour::Plate));
        let mut seen = std::collections::BTreeSet::new();
        for v in &violations {
            for text in [v.slot, v.message] {
                let c = static_c_str(text).unwrap_or_else(|_| panic!("no C string for {text:?}"));
                // SAFETY: a pointer into a static C string.
                assert_eq!(unsafe { CStr::from_ptr(c) }.to_bytes(), text.as_bytes());
                seen.insert(text);
            }
        }
        // And every string in the tables is one the rule reports.
        assert_eq!(seen.len(), SLOT_TEXTS.len());
    }
}
