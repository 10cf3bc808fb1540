//! Attack values: melee (seed 002, section A), shield bash (B) and missiles (C),
//! every factor, spell line and situational modifier (RULINGS B1-B8).

use crate::encumbrance::{combat_penalty, strength_modified};
use crate::error::TabletopError;
use crate::rounding::round_half_even;
use crate::sheet::{AttackKind, ExtraWeapon, Range, SheetOf};
use crate::tables::{Armour, dexterity_row, plus_row, strength_row};

/// An attack value and how it was reached, line by line as sections A-C list them.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AttackValue {
    /// `100 - total`: the d100 total needed to hit (section D).
    pub attack_value: i64,
    /// Every line of the computation.
    pub breakdown: Breakdown,
}

/// The lines of an attack-value computation (sections A-C). Lines that do not
/// apply to the attack's kind are 0.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Breakdown {
    /// Melee, bash or missile.
    pub kind: AttackKind,
    /// Level x class attack factor (Table 11); halved and rounded for missiles (C).
    pub level_factor: i64,
    /// Strength modifier (Table 4); 0 for missiles.
    pub strength: i64,
    /// Dexterity modifier (Table 5).
    pub dexterity: i64,
    /// Strength-modified encumbrance that the combat penalty is taken on: misc +
    /// extra weapons (A, C) or misc + all weapons (B) (RULINGS B7).
    pub encumbrance_points: i64,
    /// -1 per full 50 of `encumbrance_points`.
    pub encumbrance: i64,
    /// Armour modifier, Table 6 + Table 10, at most -1 (RULINGS B8).
    pub armour: i64,
    /// Shield modifier, Table 7 + Table 10, at most -1 (RULINGS B8).
    pub shield: i64,
    /// Weapon modifier, Table 8 or 9 + Table 10 (0 for a bash).
    pub weapon: i64,
    /// The bash's halved sum of the factors above (section B), else `None`.
    pub halved: Option<i64>,
    /// Training.
    pub training: i64,
    /// Greater Blessing +10 or Bless +5.
    pub blessing: i64,
    /// Slow: -5 (A, B) or -2.5 rounded = -2 (C, RULINGS B2).
    pub slow: i64,
    /// Speed: the greater of 10 and 10% of the total (A, B), 5 and 5% (C).
    pub speed: i64,
    /// Haste: the greater of 5 and 5% (A, B), 2.5 (= 2) and 2.5% (C); RULINGS B4.
    pub haste: i64,
    /// The total before situational modifiers.
    pub subtotal: i64,
    /// The unaimed medium/long-range reduction (C, RULINGS B6): `round(2T/3) - T`
    /// for a positive total `T`, else 0.
    pub unaimed: i64,
    /// Situational modifiers as applied (RULINGS B5).
    pub situational: i64,
    /// The final total; the attack value is `100 - total`.
    pub total: i64,
}

/// Table 6 + Table 10 armour modifier, at most -1 for a piece (RULINGS B8).
pub(crate) fn armour_modifier<E, S>(sheet: &SheetOf<E, S>) -> Result<i64, TabletopError> {
    Ok(match sheet.armour {
        None => 0,
        Some(a) if a.kind == Armour::None => 0,
        Some(a) => (a.kind.row().attack_modifier + plus_row(a.plus)?.0).min(-1),
    })
}

/// Table 7 + Table 10 shield modifier, at most -1 (RULINGS B8).
pub(crate) fn shield_modifier<E, S>(sheet: &SheetOf<E, S>) -> Result<i64, TabletopError> {
    Ok(match sheet.shield {
        None => 0,
        Some(s) => (s.kind.row().attack_modifier + plus_row(s.plus)?.1).min(-1),
    })
}

/// The greater of `constant` and `round(total x num / den)` (RULINGS B3).
fn percent_line(total: i64, num: i64, den: i64, constant: i64) -> i64 {
    round_half_even(total * num, den).max(constant)
}

/// Computes the attack value of a sheet (seed 002, section A, B or C by
/// `sheet.kind`), following RULINGS B1-B8.
///
/// "Extra weapons" (A, C) are every carried weapon but the one attacking: the
/// sheet's `extra_weapons` plus the other of `weapon` / `missile_weapon`; a bash
/// counts all weapons (RULINGS B7). In C the blessing lines keep the text's 10 and
/// 5; the Slow, Speed and Haste lines are halved (-2.5 -> -2, 5 / 5%, 2.5 -> 2 /
/// 2.5%; RULINGS B2, B4).
///
/// # Errors
///
/// Any [`SheetOf::validate`] error (RULINGS B21).
///
/// # Example
///
/// ```
/// use roguerules_tabletop::attack_value::attack_value;
/// use roguerules_tabletop::sheet::{Grip, MeleeWielded, Sheet, WeaponTable};
/// use roguerules_tabletop::tables::{Class, MeleeWeapon};
///
/// let sword = MeleeWielded { table: WeaponTable::Melee, kind: MeleeWeapon::LongSword, plus: 1, grip: Grip::OneHanded };
/// let sheet = Sheet::melee(Class::Fighter, 5, 16, 13, sword);
/// let av = attack_value(&sheet)?;
/// // 5 x 8 + 4 (Str 16) + 39 (Dex 13) - 6 + 8 (Long Sword +1) = 85
/// assert_eq!(av.breakdown.total, 85);
/// assert_eq!(av.attack_value, 15);
/// # Ok::<(), roguerules_tabletop::TabletopError>(())
/// ```
pub fn attack_value(
    sheet: &SheetOf<impl AsRef<[ExtraWeapon]>, impl AsRef<[i64]>>,
) -> Result<AttackValue, TabletopError> {
    sheet.validate()?;
    let kind = sheet.kind;
    let factor = sheet.level * sheet.class.attack_factor();
    let level_factor = if kind == AttackKind::Missile { round_half_even(factor, 2) } else { factor };
    let strength = if kind == AttackKind::Missile { 0 } else { strength_row(sheet.strength)?.attack_modifier };
    let dexterity = dexterity_row(sheet.dexterity)?.0;
    let (melee_enc, missile_enc, extra_enc) = sheet.weapon_encumbrances()?;
    // RULINGS B7: misc + extra weapons (A, C), misc + all weapons (B).
    let counted = match kind {
        AttackKind::Melee => sheet.misc_encumbrance + extra_enc + missile_enc,
        AttackKind::Missile => sheet.misc_encumbrance + extra_enc + melee_enc,
        AttackKind::Bash => sheet.misc_encumbrance + extra_enc + melee_enc + missile_enc,
    };
    let encumbrance_points = strength_modified(counted, sheet.strength)?;
    let encumbrance = combat_penalty(encumbrance_points);
    let armour = armour_modifier(sheet)?;
    let shield = shield_modifier(sheet)?;
    let weapon = match kind {
        AttackKind::Melee => match sheet.weapon {
            Some(w) => w.kind.row().attack_modifier + plus_row(w.plus)?.2,
            None => 0,
        },
        AttackKind::Missile => match sheet.missile_weapon {
            Some(w) => w.kind.row().attack_modifier + plus_row(w.plus)?.2,
            None => 0,
        },
        AttackKind::Bash => 0,
    };
    let factors = level_factor + strength + dexterity + encumbrance + armour + shield + weapon;
    let halved = (kind == AttackKind::Bash).then(|| round_half_even(factors, 2));
    let mut total = halved.unwrap_or(factors) + sheet.training;

    // Spell lines, in order, each on the running total (RULINGS B3, B4; B2 for C).
    let spells = sheet.spells;
    let missile = kind == AttackKind::Missile;
    let blessing = if spells.greater_blessing {
        10
    } else if spells.bless {
        5
    } else {
        0
    };
    total += blessing;
    let slow = match (spells.slow, missile) {
        (false, _) => 0,
        (true, false) => -5,
        (true, true) => round_half_even(-5, 2), // -2.5 -> -2 (RULINGS B2)
    };
    total += slow;
    let speed = match (spells.speed, missile) {
        (false, _) => 0,
        (true, false) => percent_line(total, 10, 100, 10),
        (true, true) => percent_line(total, 5, 100, 5),
    };
    total += speed;
    let haste_applies = spells.haste && (!spells.speed || spells.slow);
    let haste = match (haste_applies, missile) {
        (false, _) => 0,
        (true, false) => percent_line(total, 5, 100, 5),
        (true, true) => percent_line(total, 25, 1000, round_half_even(5, 2)), // 2.5 -> 2 (RULINGS B2)
    };
    total += haste;
    let subtotal = total;

    // RULINGS B6: unaimed at medium/long range loses 1/3 of a positive total.
    let unaimed_reduces = missile && !sheet.aimed && matches!(sheet.range, Some(Range::Medium | Range::Long));
    let unaimed = if unaimed_reduces && total > 0 { round_half_even(2 * total, 3) - total } else { 0 };
    total += unaimed;

    // RULINGS B5: bonuses in full (A), half (B, C) or a third (C unaimed); penalties in full.
    let situational = sheet.situational.as_ref();
    let bonuses: i64 = situational.iter().filter(|&&s| s > 0).sum();
    let penalties: i64 = situational.iter().filter(|&&s| s < 0).sum();
    let situational = match kind {
        AttackKind::Melee => bonuses + penalties,
        AttackKind::Bash => round_half_even(bonuses, 2) + penalties,
        AttackKind::Missile if unaimed_reduces => round_half_even(bonuses, 3) + penalties,
        AttackKind::Missile => round_half_even(bonuses, 2) + penalties,
    };
    total += situational;
    Ok(AttackValue {
        attack_value: 100 - total,
        breakdown: Breakdown {
            kind,
            level_factor,
            strength,
            dexterity,
            encumbrance_points,
            encumbrance,
            armour,
            shield,
            weapon,
            halved,
            training: sheet.training,
            blessing,
            slow,
            speed,
            haste,
            subtotal,
            unaimed,
            situational,
            total,
        },
    })
}
