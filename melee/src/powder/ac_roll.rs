//! The AC roll (seed 001, "The AC Roll"): the body part, the worn AC roll with
//! armour-skill rerolls, the shield parry, the natural AC roll and their combination.

use super::PowderError;
use super::buffers::{Fresh, Lists};
use super::input::{ArmourPiece, AttackInput, BodyPart};
use roguerules_dice::{Roller, RollerExt};

/// The parried shield (seed 001, "The AC Roll").
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ShieldRoll {
    /// The parry chance in percent: 25, 50 or 75 for shield skill 0, 1, 2 or more.
    pub parry_chance: i64,
    /// Whether the defender parried.
    pub parried: bool,
    /// Shield AC + skill (only rolled when parried).
    pub ac: i64,
    /// The rolls from 1 to that AC (RULINGS W3); empty when not parried.
    pub rolls: Vec<i64>,
    /// The kept roll, added into the worn AC roll (0 when not parried).
    pub roll: i64,
}

/// The AC roll and its parts (seed 001, "The AC Roll"; RULINGS W3, W4).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AcRoll {
    /// The body part the "body part" draw chose.
    pub part_rolled: BodyPart,
    /// The part struck: the body when the defender has no slot for the part rolled.
    pub part: BodyPart,
    /// The armour's AC + the defender's skill with it (0 without armour).
    pub worn_ac: i64,
    /// The worn-armour rolls (RULINGS W3); empty without armour or when the AC is
    /// 0 or less.
    pub worn_rolls: Vec<i64>,
    /// The kept worn-armour roll.
    pub worn_roll: i64,
    /// The shield, when the defender has one.
    pub shield: Option<ShieldRoll>,
    /// The "Worn AC roll": worn roll + parried shield roll.
    pub worn_total: i64,
    /// The natural AC.
    pub natural_ac: i64,
    /// The "Natural AC roll" (0 when the natural AC is 0 or less).
    pub natural_roll: i64,
    /// The lower of worn total and natural roll, divided by 3 rounding up (W4).
    pub lower_third: i64,
    /// The AC roll: the higher of the two + `lower_third`.
    pub total: i64,
}

/// The shield's parry chance in percent for a shield skill (seed 001: 25%, 50% or
/// 75% for skill 0, 1 or 2; higher skills keep 75%).
pub fn parry_chance(skill: u32) -> i64 {
    match skill {
        0 => 25,
        1 => 50,
        _ => 75,
    }
}

/// "Roll from 1 to this armor AC, rerolling according to skill level" (RULINGS W3):
/// skill 0 rolls twice and keeps the lowest, 1 rolls once, 2 or more twice keeping
/// the highest. An AC of 0 or less rolls nothing and gives 0 (the seed: "If there is
/// no armor, the AC is 0"; as the natural AC of 0 "will be 0").
///
/// # Errors
///
/// Only what the roller reports.
pub fn skill_roll<R: Roller + ?Sized>(
    r: &mut R,
    label: &'static str,
    ac: i64,
    skill: u32,
) -> Result<(Vec<i64>, i64), PowderError> {
    skill_roll_in(r, label, ac, skill, Vec::with_capacity)
}

/// [`skill_roll`], its rolls kept in `list(n)` (empty, room for `n`).
fn skill_roll_in<R: Roller + ?Sized>(
    r: &mut R,
    label: &'static str,
    ac: i64,
    skill: u32,
    list: impl FnOnce(usize) -> Vec<i64>,
) -> Result<(Vec<i64>, i64), PowderError> {
    if ac < 1 {
        return Ok((Vec::new(), 0));
    }
    let n = if skill == 1 { 1 } else { 2 };
    let mut rolls = list(n);
    for _ in 0..n {
        rolls.push(r.die(label, ac)?);
    }
    let kept = if skill == 0 { rolls.iter().min() } else { rolls.iter().max() };
    let kept = kept.copied().unwrap_or(0);
    Ok((rolls, kept))
}

/// The body part struck (seed 001, "The AC Roll"): a `choose` over the seed's
/// percentages for the relative size, labelled "body part".
///
/// # Errors
///
/// Only what the roller reports.
pub fn roll_part<R: Roller + ?Sized>(r: &mut R, input: &AttackInput) -> Result<BodyPart, PowderError> {
    let index = r.choose("body part", &input.relative_size.weights())?;
    Ok(BodyPart::ALL.get(index).copied().unwrap_or(BodyPart::Body))
}

/// The shield's part of the worn AC roll (seed 001, "The AC Roll"; RULINGS W3):
/// the parry ("shield parry", 25/50/75%), then on a parry the shield AC roll
/// ("shield AC roll") with the shield skill's rerolls. `None` without a shield.
///
/// # Errors
///
/// Only what the roller reports.
pub fn roll_shield<R: Roller + ?Sized>(r: &mut R, input: &AttackInput) -> Result<Option<ShieldRoll>, PowderError> {
    roll_shield_in(r, input, &mut Fresh)
}

/// [`roll_shield`], its rolls kept in a list taken from `lists`.
fn roll_shield_in<R: Roller + ?Sized, L: Lists>(
    r: &mut R,
    input: &AttackInput,
    lists: &mut L,
) -> Result<Option<ShieldRoll>, PowderError> {
    let d = &input.defender;
    let Some(s) = d.shield else { return Ok(None) };
    let skill = d.skill_for(s);
    let parry_chance = parry_chance(skill);
    let parried = r.percent("shield parry", parry_chance)?;
    let ac = s.ac.saturating_add(i64::from(skill));
    let (rolls, roll) = if parried {
        skill_roll_in(r, "shield AC roll", ac, skill, |n| lists.shield_rolls(n))?
    } else {
        (Vec::new(), 0)
    };
    Ok(Some(ShieldRoll { parry_chance, parried, ac, rolls, roll }))
}

/// The natural AC roll (seed 001, "The AC Roll"): 1 to the natural AC, labelled
/// "natural AC roll"; 0 without drawing for a natural AC of 0 or less.
///
/// # Errors
///
/// Only what the roller reports.
pub fn roll_natural<R: Roller + ?Sized>(r: &mut R, input: &AttackInput) -> Result<i64, PowderError> {
    let ac = input.defender.natural_ac;
    Ok(if ac >= 1 { r.die("natural AC roll", ac)? } else { 0 })
}

/// W4: the lower of two rolls divided by 3, rounded up, added to the higher.
pub fn combine(worn: i64, natural: i64) -> (i64, i64) {
    let (lo, hi) = if worn <= natural { (worn, natural) } else { (natural, worn) };
    // Rounding up: lo / 3 truncates toward zero, which is already up for lo <= 0.
    let third = lo / 3 + i64::from(lo > 0 && lo % 3 != 0);
    (third, hi.saturating_add(third))
}

/// The AC of a piece of armour plus the skill that counts for it.
pub(crate) fn piece_ac(input: &AttackInput, piece: Option<ArmourPiece>) -> (i64, u32) {
    match piece {
        None => (0, 0),
        Some(p) => {
            let skill = input.defender.skill_for(p);
            (p.ac.saturating_add(i64::from(skill)), skill)
        }
    }
}

/// The part actually struck when `rolled` comes up (seed 001: a missing slot goes
/// to the body).
pub fn struck_part(input: &AttackInput, rolled: BodyPart) -> BodyPart {
    if input.defender.slots.contains(rolled.slot()) { rolled } else { BodyPart::Body }
}

/// Rolls the AC roll in the order the seed lists its steps: the body part (a
/// `choose` over the seed's percentages), the worn armour roll, the shield parry
/// (a `percent` draw) and the parried shield roll, then the natural AC roll.
/// Labels: "body part", "worn AC roll", "shield parry", "shield AC roll",
/// "natural AC roll".
///
/// # Errors
///
/// Only what the roller reports.
pub fn roll_ac<R: Roller + ?Sized>(r: &mut R, input: &AttackInput) -> Result<AcRoll, PowderError> {
    roll_ac_in(r, input, &mut Fresh)
}

/// [`roll_ac`], its lists taken from `lists`.
pub(crate) fn roll_ac_in<R: Roller + ?Sized, L: Lists>(
    r: &mut R,
    input: &AttackInput,
    lists: &mut L,
) -> Result<AcRoll, PowderError> {
    let d = &input.defender;
    let part_rolled = roll_part(r, input)?;
    let part = struck_part(input, part_rolled);
    let (worn_ac, skill) = piece_ac(input, d.armour(part));
    let (worn_rolls, worn_roll) = skill_roll_in(r, "worn AC roll", worn_ac, skill, |n| lists.worn_rolls(n))?;
    let shield = roll_shield_in(r, input, lists)?;
    let worn_total = worn_roll.saturating_add(shield.as_ref().map_or(0, |s| s.roll));
    let natural_roll = roll_natural(r, input)?;
    let (lower_third, total) = combine(worn_total, natural_roll);
    Ok(AcRoll {
        part_rolled,
        part,
        worn_ac,
        worn_rolls,
        worn_roll,
        shield,
        worn_total,
        natural_ac: d.natural_ac,
        natural_roll,
        lower_third,
        total,
    })
}
