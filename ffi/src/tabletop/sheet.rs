//! The character sheet from C and what is computed from it: the attack value
//! (seed 002, sections A-C), the segment of attack (I) and the total
//! encumbrance (I, L).

use super::codes::{GRIPS, KINDS, RANGES, RR_TT_TABLE_MELEE, RR_TT_TABLE_MISSILE, spells};
use super::{items, produce};
use crate::boundary::try_ref;
use crate::convert::{decode, encode, flag, yes_no};
use crate::status::rr_status;
use roguerules_tabletop::attack_value::{AttackValue, attack_value};
use roguerules_tabletop::segments::{SegmentOfAttack, segment_of_attack};
use roguerules_tabletop::sheet::{
    ArmourWorn, ExtraWeapon, MeleeWielded, MissileWielded, SheetOf, ShieldWorn, WeaponTable,
};
use roguerules_tabletop::tables::{Armour, Class, MeleeWeapon, MissileWeapon, Shield};

/// Worn body armour: a Table 6 type and its plus (seed 002, sections A-C, Q).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_armour_worn {
    /// `RR_TT_ARMOUR_*`.
    pub kind: u32,
    /// Magical plus, 0..=10 (0 for `RR_TT_ARMOUR_NONE`; RULINGS B21).
    pub plus: i64,
}

pub(crate) fn armour_worn(c: &rr_tt_armour_worn) -> Result<ArmourWorn, rr_status> {
    Ok(ArmourWorn { kind: decode(Armour::ALL, c.kind)?, plus: c.plus })
}

/// A carried shield: a Table 7 type and its plus (seed 002, sections A-C, J, Q).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_shield_worn {
    /// `RR_TT_SHIELD_*`.
    pub kind: u32,
    /// Magical plus, 0..=10.
    pub plus: i64,
}

pub(crate) fn shield_worn(c: &rr_tt_shield_worn) -> Result<ShieldWorn, rr_status> {
    Ok(ShieldWorn { kind: decode(Shield::ALL, c.kind)?, plus: c.plus })
}

/// The wielded melee weapon: a Table 8 type, its plus and grip (seed 002,
/// sections A, B, E, I; RULINGS B20).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_melee_wielded {
    /// `RR_TT_MELEE_*`.
    pub kind: u32,
    /// Magical (base) plus, 0..=10.
    pub plus: i64,
    /// `RR_TT_GRIP_*` (two-handed only weapons refuse one hand; no two-handed
    /// grip with a shield, RULINGS B21).
    pub grip: u32,
}

/// The missile or thrown weapon: a Table 9 type and its plus (seed 002,
/// sections C, G, I).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_missile_wielded {
    /// `RR_TT_MISSILE_*`.
    pub kind: u32,
    /// Magical (base) plus, 0..=10.
    pub plus: i64,
}

/// A carried weapon that is not the one attacking: it only counts for
/// encumbrance (seed 002, sections A-C; RULINGS B7).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_extra_weapon {
    /// `RR_TT_TABLE_MELEE` (Table 8) or `RR_TT_TABLE_MISSILE` (Table 9).
    pub table: u32,
    /// `RR_TT_MELEE_*` or `RR_TT_MISSILE_*`, by `table`.
    pub kind: u32,
    /// Magical plus, 0..=10.
    pub plus: i64,
}

fn extra_weapon(c: &rr_tt_extra_weapon) -> Result<ExtraWeapon, rr_status> {
    match c.table {
        RR_TT_TABLE_MELEE => Ok(ExtraWeapon::Melee { kind: decode(MeleeWeapon::ALL, c.kind)?, plus: c.plus }),
        RR_TT_TABLE_MISSILE => Ok(ExtraWeapon::Missile { kind: decode(MissileWeapon::ALL, c.kind)?, plus: c.plus }),
        _ => Err(rr_status::RR_INVALID_ARGUMENT),
    }
}

/// The most extra weapons and situational modifiers on a sheet (RULINGS B21;
/// seed 002, sections A-C).
pub const RR_TT_MAX_SHEET_ITEMS: usize = 64;

/// A character sheet for one attack (seed 002, sections A-C): the fields of
/// `roguerules tabletop attack-value --input`. Optional parts have a `has_*`
/// flag; when it is false the part is ignored.
///
/// Domains (RULINGS B21, B11): level 1..=30, Strength 1..=55, Dexterity
/// 1..=41, every plus 0..=10, misc encumbrance 0..=1000000, training
/// -1000..=1000, each situational modifier -1000..=1000, at most
/// `RR_TT_MAX_SHEET_ITEMS` extra weapons and situational modifiers. A melee
/// attack needs a weapon, a bash a shield and Table 19's "B" at this level, a
/// missile attack a missile weapon and a range.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct rr_tt_sheet {
    /// `RR_TT_ATTACK_*`: melee (A), shield bash (B) or missile (C).
    pub kind: u32,
    /// `RR_TT_CLASS_*` (Table 11).
    pub pclass: u32,
    /// Level, 1..=30 (RULINGS B21).
    pub level: i32,
    /// Strength, 1..=55 (Table 4).
    pub strength: i64,
    /// Dexterity, 1..=41 (Table 5).
    pub dexterity: i64,
    /// Whether body armour is worn.
    pub has_armour: u8,
    /// The body armour.
    pub armour: rr_tt_armour_worn,
    /// Whether a shield is carried.
    pub has_shield: u8,
    /// The shield.
    pub shield: rr_tt_shield_worn,
    /// Whether a melee weapon is wielded (required for melee; for a bash it
    /// only counts as encumbrance).
    pub has_weapon: u8,
    /// The melee weapon.
    pub weapon: rr_tt_melee_wielded,
    /// Whether a missile weapon is carried (required for missile attacks).
    pub has_missile_weapon: u8,
    /// The missile weapon.
    pub missile_weapon: rr_tt_missile_wielded,
    /// Whether `range` is given (required for missile attacks).
    pub has_range: u8,
    /// `RR_TT_RANGE_SHORT`, `_MEDIUM` or `_LONG`.
    pub range: u32,
    /// A segment was spent aiming (missile attacks; RULINGS B6).
    pub aimed: u8,
    /// Other carried weapons (encumbrance only); may be NULL when
    /// `extra_weapons_len` is 0.
    pub extra_weapons: *const rr_tt_extra_weapon,
    /// The number of extra weapons, 0..=`RR_TT_MAX_SHEET_ITEMS`.
    pub extra_weapons_len: usize,
    /// Miscellaneous encumbrance points, 0..=1000000.
    pub misc_encumbrance: i64,
    /// Training points, -1000..=1000.
    pub training: i64,
    /// `RR_TT_SPELL_*` bits.
    pub spells: u8,
    /// Situational modifiers in signed points, positive when they help the
    /// attacker (RULINGS B5); may be NULL when `situational_len` is 0.
    pub situational: *const i64,
    /// The number of situational modifiers, 0..=`RR_TT_MAX_SHEET_ITEMS`.
    pub situational_len: usize,
}

/// Runs `rule` on the rules' sheet of a C sheet (validated by the rule that
/// uses it), built without allocating: the situational modifiers read in
/// place, the extra weapons decoded into an array on the stack.
///
/// # Safety
///
/// `c.extra_weapons` and `c.situational` must be valid for their lengths (when
/// those are within `RR_TT_MAX_SHEET_ITEMS`).
unsafe fn with_sheet<T>(
    c: &rr_tt_sheet,
    rule: impl FnOnce(&SheetOf<&[ExtraWeapon], &[i64]>) -> Result<T, rr_status>,
) -> Result<T, rr_status> {
    // SAFETY: valid for their lengths (the caller's contract).
    let (extra, situational) = unsafe {
        (
            items(c.extra_weapons, c.extra_weapons_len, RR_TT_MAX_SHEET_ITEMS)?,
            items(c.situational, c.situational_len, RR_TT_MAX_SHEET_ITEMS)?,
        )
    };
    let weapon = |w: &rr_tt_melee_wielded| -> Result<MeleeWielded, rr_status> {
        let kind = decode(MeleeWeapon::ALL, w.kind)?;
        Ok(MeleeWielded { table: WeaponTable::Melee, kind, plus: w.plus, grip: decode(&GRIPS, w.grip)? })
    };
    let missile = |w: &rr_tt_missile_wielded| -> Result<MissileWielded, rr_status> {
        Ok(MissileWielded { table: WeaponTable::Missile, kind: decode(MissileWeapon::ALL, w.kind)?, plus: w.plus })
    };
    let blank = ExtraWeapon::Melee { kind: MeleeWeapon::ALL[0], plus: 0 };
    let (extra, n) = super::on_stack::<_, _, RR_TT_MAX_SHEET_ITEMS>(extra, blank, extra_weapon)?;
    rule(&SheetOf {
        kind: decode(&KINDS, c.kind)?,
        class: decode(Class::ALL, c.pclass)?,
        level: c.level.into(),
        strength: c.strength,
        dexterity: c.dexterity,
        armour: yes_no(c.has_armour)?.then(|| armour_worn(&c.armour)).transpose()?,
        shield: yes_no(c.has_shield)?.then(|| shield_worn(&c.shield)).transpose()?,
        weapon: yes_no(c.has_weapon)?.then(|| weapon(&c.weapon)).transpose()?,
        missile_weapon: yes_no(c.has_missile_weapon)?.then(|| missile(&c.missile_weapon)).transpose()?,
        range: yes_no(c.has_range)?.then(|| decode(&RANGES, c.range)).transpose()?,
        aimed: yes_no(c.aimed)?,
        extra_weapons: &extra[..n],
        misc_encumbrance: c.misc_encumbrance,
        training: c.training,
        spells: spells(c.spells)?,
        situational,
    })
}

/// Runs an entry point that computes one value from a sheet.
///
/// # Safety
///
/// `sheet` must be NULL or valid (its arrays valid for their lengths);
/// `value_out`, when not NULL, must be valid for one write.
unsafe fn from_sheet<T>(
    c: *const rr_tt_sheet,
    value_out: *mut T,
    rule: impl FnOnce(&SheetOf<&[ExtraWeapon], &[i64]>) -> Result<T, rr_status>,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(value_out, || with_sheet(try_ref(c)?, rule)) }
}

/// The lines of an attack-value computation, as sections A-C list them
/// (seed 002; RULINGS B1-B8). Lines that do not apply to the kind are 0.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_breakdown {
    /// `RR_TT_ATTACK_*`.
    pub kind: u32,
    /// Level x class attack factor (Table 11); halved and rounded for missiles.
    pub level_factor: i64,
    /// Strength modifier (Table 4); 0 for missiles.
    pub strength: i64,
    /// Dexterity modifier (Table 5).
    pub dexterity: i64,
    /// The Strength-modified encumbrance the combat penalty is taken on (B7).
    pub encumbrance_points: i64,
    /// -1 per full 50 of `encumbrance_points`.
    pub encumbrance: i64,
    /// Armour modifier, Tables 6 + 10, at most -1 (B8).
    pub armour: i64,
    /// Shield modifier, Tables 7 + 10, at most -1 (B8).
    pub shield: i64,
    /// Weapon modifier, Table 8 or 9 + Table 10 (0 for a bash).
    pub weapon: i64,
    /// Whether `halved` applies (a bash, section B).
    pub has_halved: u8,
    /// The bash's halved sum of the factors above.
    pub halved: i64,
    /// Training.
    pub training: i64,
    /// Greater Blessing +10 or Bless +5.
    pub blessing: i64,
    /// Slow: -5 (A, B) or -2 (C, B2).
    pub slow: i64,
    /// Speed (B3, B4).
    pub speed: i64,
    /// Haste (B4).
    pub haste: i64,
    /// The total before situational modifiers.
    pub subtotal: i64,
    /// The unaimed medium/long-range reduction (C, B6).
    pub unaimed: i64,
    /// Situational modifiers as applied (B5).
    pub situational: i64,
    /// The final total; the attack value is `100 - total`.
    pub total: i64,
}

/// An attack value and its breakdown (seed 002, sections A-C).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_attack_value {
    /// `100 - total`: the d100 total needed to hit (section D).
    pub attack_value: i64,
    /// Every line of the computation.
    pub breakdown: rr_tt_breakdown,
}

fn attack_value_to_c(av: &AttackValue) -> rr_tt_attack_value {
    let b = &av.breakdown;
    rr_tt_attack_value {
        attack_value: av.attack_value,
        breakdown: rr_tt_breakdown {
            kind: encode(&KINDS, &b.kind),
            level_factor: b.level_factor,
            strength: b.strength,
            dexterity: b.dexterity,
            encumbrance_points: b.encumbrance_points,
            encumbrance: b.encumbrance,
            armour: b.armour,
            shield: b.shield,
            weapon: b.weapon,
            has_halved: flag(b.halved.is_some()),
            halved: b.halved.unwrap_or(0),
            training: b.training,
            blessing: b.blessing,
            slow: b.slow,
            speed: b.speed,
            haste: b.haste,
            subtotal: b.subtotal,
            unaimed: b.unaimed,
            situational: b.situational,
            total: b.total,
        },
    }
}

/// The attack value of a character sheet and its breakdown line by line (seed
/// 002, section A, B or C by `sheet->kind`; RULINGS B1-B8): what
/// `roguerules tabletop attack-value --json` prints.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for an
/// unknown code or spell bit, a number outside its domain, a missing weapon,
/// shield or range, or an impossible combination (RULINGS B11, B21).
///
/// # Safety
///
/// `sheet` must be NULL or valid, its `extra_weapons` and `situational` valid
/// for their lengths; `value_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_attack_value_of(
    sheet: *const rr_tt_sheet,
    value_out: *mut rr_tt_attack_value,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { from_sheet(sheet, value_out, |s| Ok(attack_value_to_c(&attack_value(s)?))) }
}

/// The segment of attack, line by line (seed 002, section I).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_tt_attack_segment {
    /// Dexterity speed factor (Table 5).
    pub dexterity: i64,
    /// Weapon speed factor (Table 8, or 9 for a missile attack).
    pub weapon: i64,
    /// Class/level speed factor (Table 12).
    pub class_level: i64,
    /// `-ceil(plus / 3)` (RULINGS B13).
    pub plus: i64,
    /// The Strength-modified total encumbrance.
    pub encumbrance_points: i64,
    /// +1 for 450..=899, +2 for 900 or more (RULINGS B7).
    pub encumbrance: i64,
    /// -1 if Haste is active and Speed is not.
    pub haste: i64,
    /// The speed factor: the sum of the lines above.
    pub speed_factor: i64,
    /// Table 1's segment for the speed factor.
    pub table_segment: u8,
    /// The segment after Speed (-1) and Slow (+1), clamped to 1..=5 (B13).
    pub segment: u8,
}

fn segment_to_c(s: &SegmentOfAttack) -> rr_tt_attack_segment {
    rr_tt_attack_segment {
        dexterity: s.dexterity,
        weapon: s.weapon,
        class_level: s.class_level,
        plus: s.plus,
        encumbrance_points: s.encumbrance_points,
        encumbrance: s.encumbrance,
        haste: s.haste,
        speed_factor: s.speed_factor,
        table_segment: s.table_segment,
        segment: s.segment,
    }
}

/// The segment of attack of a sheet (seed 002, section I, Table 1; RULINGS
/// B7, B13): melee and bash use the melee weapon, missile attacks the missile
/// weapon. Pass `segment_out->segment` to `rr_tt_engaged_round`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` as
/// `rr_tt_attack_value_of`.
///
/// # Safety
///
/// As `rr_tt_attack_value_of`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_segment_of(
    sheet: *const rr_tt_sheet,
    segment_out: *mut rr_tt_attack_segment,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { from_sheet(sheet, segment_out, |s| Ok(segment_to_c(&segment_of_attack(s)?))) }
}

/// The total encumbrance of a sheet (armour, shield, every weapon with the
/// magical reductions, miscellaneous), before the Strength multiplier (seed
/// 002, sections I and L; RULINGS B7): the `encumbrance` of
/// `rr_tt_movement_input`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for a
/// code, flag, yes/no value or number out of its documented range.
///
/// # Safety
///
/// As `rr_tt_attack_value_of`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_tt_encumbrance_of(sheet: *const rr_tt_sheet, encumbrance_out: *mut i64) -> rr_status {
    // SAFETY: the same contract.
    unsafe { from_sheet(sheet, encumbrance_out, |s| Ok(s.total_encumbrance()?)) }
}
