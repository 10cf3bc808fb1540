//! Damage (seed 001, "Damage Calculation"): the damage reduction, and per damage
//! type the multiplier after resistances and vulnerabilities, the multiplied dice,
//! the enchant bonus and the minimum damage.

use super::PowderError;
use super::buffers::{Fresh, Lists};
use super::input::{AttackInput, DamageDice, DamageType};
use roguerules_dice::{DiceExpr, Roller, RollerExt};

/// The damage reduction (seed 001; RULINGS W5).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DamageReduction {
    /// Before the random reduction: AC roll - 10 when the AC roll is over 10, else 0.
    pub before: i64,
    /// The two rolls from 0 to `before` (none when `before` is 0).
    pub rolls: Vec<i64>,
    /// The lesser roll: subtracted from every damage type (W5).
    pub after: i64,
}

/// One damage type's damage (seed 001, "For each damage type from this attack").
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TypeDamage {
    /// The damage type.
    pub damage_type: DamageType,
    /// The weapon's basic dice for it.
    pub base: DiceExpr,
    /// The defender resists it: the multiplier was set to 0.
    pub resisted: bool,
    /// Vulnerabilities that raised the multiplier (to this type, plus the attack's
    /// material vulnerabilities).
    pub vulnerabilities: u32,
    /// The multiplier for this type.
    pub multiplier: u32,
    /// The dice after multiplying (`2d6+1` × 2 = `4d6+2`).
    pub dice: DiceExpr,
    /// What the multiplied dice rolled (constants included).
    pub rolled: i64,
    /// The enchant bonus's maximum: enchantment × multiplier (negative for a minus).
    pub enchant_max: i64,
    /// The enchant rolls, signed (RULINGS W6); empty without an enchantment.
    pub enchant_rolls: Vec<i64>,
    /// The kept (highest) enchant roll, 0 without one.
    pub enchant_bonus: i64,
    /// rolled + enchant bonus.
    pub before_reduction: i64,
    /// The damage dealt: above 0, less the damage reduction but at least 1;
    /// otherwise 0.
    pub damage: i64,
}

/// The damage of a hit.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Damage {
    /// The damage reduction.
    pub reduction: DamageReduction,
    /// Each damage type, in the weapon's order.
    pub types: Vec<TypeDamage>,
    /// The sum over the types.
    pub total: i64,
}

/// "If the AC roll was over 10, we subtract 10 from it for a damage reduction value
/// (otherwise 0)".
pub fn reduction_before(ac_roll: i64) -> i64 {
    if ac_roll > 10 { ac_roll - 10 } else { 0 }
}

/// The multiplier for one damage type (seed 001): a resistance sets it to 0, then
/// each vulnerability (to the type, and each of the attack's material
/// vulnerabilities) raises it by one. Returns `(resisted, vulnerabilities,
/// multiplier)`.
pub fn type_multiplier(input: &AttackInput, t: DamageType, multiplier: u32) -> (bool, u32, u32) {
    let resisted = input.defender.resistances.contains(t.flag());
    let vulns = input.defender.vulnerabilities_to(t).saturating_add(input.material_vulnerabilities);
    let base = if resisted { 0 } else { multiplier };
    (resisted, vulns, base.saturating_add(vulns))
}

/// The final damage of one type: above 0, less the reduction but at least 1;
/// otherwise 0 (seed 001).
pub fn minimum_damage(before_reduction: i64, reduction: i64) -> i64 {
    if before_reduction > 0 { before_reduction.saturating_sub(reduction).max(1) } else { 0 }
}

/// The largest multiplier [`roll_enchant`] accepts (a charge, a critical threat and
/// every vulnerability [`Limits`](super::Limits) allows stay far below it).
pub const MAX_MULTIPLIER: u32 = 1000;

/// Rolls the enchant bonus: from 1 to |enchantment × multiplier|, `multiplier`
/// times when it is above 1, keeping the highest; negative for a minus, keeping the
/// least negative (RULINGS W6). Label "enchant roll". The product saturates at the
/// `i64` bounds.
///
/// # Errors
///
/// [`PowderError::OutOfRange`] when `multiplier` exceeds [`MAX_MULTIPLIER`]; what the
/// roller reports.
pub fn roll_enchant<R: Roller + ?Sized>(
    r: &mut R,
    enchantment: i64,
    multiplier: u32,
) -> Result<(i64, Vec<i64>, i64), PowderError> {
    roll_enchant_in(r, enchantment, multiplier, Vec::with_capacity)
}

/// [`roll_enchant`], its rolls kept in `list(n)` (empty, room for `n`).
fn roll_enchant_in<R: Roller + ?Sized>(
    r: &mut R,
    enchantment: i64,
    multiplier: u32,
    list: impl FnOnce(usize) -> Vec<i64>,
) -> Result<(i64, Vec<i64>, i64), PowderError> {
    if multiplier > MAX_MULTIPLIER {
        return Err(PowderError::OutOfRange {
            field: "multiplier",
            value: i64::from(multiplier),
            min: 0,
            max: i64::from(MAX_MULTIPLIER),
        });
    }
    let max = enchantment.saturating_mul(i64::from(multiplier));
    if max == 0 {
        return Ok((0, Vec::new(), 0));
    }
    let sides = i64::try_from(max.unsigned_abs()).unwrap_or(i64::MAX);
    let mut rolls = list(multiplier as usize);
    for _ in 0..multiplier.max(1) {
        let roll = r.die("enchant roll", sides)?;
        rolls.push(if max < 0 { -roll } else { roll });
    }
    let best = rolls.iter().copied().max().unwrap_or(0);
    Ok((max, rolls, best))
}

/// Rolls one damage type.
///
/// # Errors
///
/// [`PowderError::Dice`] when the multiplied dice pass the dice crate's bounds;
/// what the roller reports.
pub fn roll_type<R: Roller + ?Sized>(
    r: &mut R,
    input: &AttackInput,
    dd: &DamageDice,
    multiplier: u32,
    reduction: i64,
) -> Result<TypeDamage, PowderError> {
    roll_type_in(r, input, dd, multiplier, reduction, &mut Fresh)
}

/// [`roll_type`], its enchant rolls kept in a list taken from `lists`.
fn roll_type_in<R: Roller + ?Sized, L: Lists>(
    r: &mut R,
    input: &AttackInput,
    dd: &DamageDice,
    multiplier: u32,
    reduction: i64,
    lists: &mut L,
) -> Result<TypeDamage, PowderError> {
    let (resisted, vulnerabilities, m) = type_multiplier(input, dd.damage_type, multiplier);
    let dice = if m == 1 {
        dd.dice.clone()
    } else {
        dd.dice.multiply(m).map_err(|e| PowderError::Dice { dice: dd.dice.to_string(), multiplier: m, reason: e })?
    };
    let rolled = dice.roll(r, "damage")?;
    let (enchant_max, enchant_rolls, enchant_bonus) =
        roll_enchant_in(r, input.weapon.enchantment(), m, |n| lists.enchant_rolls(n))?;
    let before_reduction = rolled.saturating_add(enchant_bonus);
    Ok(TypeDamage {
        damage_type: dd.damage_type,
        base: dd.dice.clone(),
        resisted,
        vulnerabilities,
        multiplier: m,
        dice,
        rolled,
        enchant_max,
        enchant_rolls,
        enchant_bonus,
        before_reduction,
        damage: minimum_damage(before_reduction, reduction),
    })
}

/// The damage reduction of a hit with AC roll `ac_roll` (RULINGS W5): the
/// reduction before is [`reduction_before`]; when positive, two rolls "damage
/// reduction" on `0..=before`, keeping the lesser.
///
/// # Errors
///
/// Only what the roller reports.
pub fn roll_reduction<R: Roller + ?Sized>(r: &mut R, ac_roll: i64) -> Result<DamageReduction, PowderError> {
    roll_reduction_in(r, ac_roll, Vec::new())
}

/// [`roll_reduction`], its rolls kept in `rolls` (empty).
fn roll_reduction_in<R: Roller + ?Sized>(
    r: &mut R,
    ac_roll: i64,
    mut rolls: Vec<i64>,
) -> Result<DamageReduction, PowderError> {
    let before = reduction_before(ac_roll);
    if before > 0 {
        rolls.push(r.between("damage reduction", 0, before)?);
        rolls.push(r.between("damage reduction", 0, before)?);
    }
    let after = rolls.iter().copied().min().unwrap_or(0);
    Ok(DamageReduction { before, rolls, after })
}

/// Rolls the damage of a hit with AC roll `ac_roll` and multiplier `multiplier`:
/// the damage reduction once (two rolls 0..=DR keeping the lesser, label "damage
/// reduction"; RULINGS W5), then each damage type in order.
///
/// # Errors
///
/// As [`roll_type`].
pub fn roll_damage<R: Roller + ?Sized>(
    r: &mut R,
    input: &AttackInput,
    ac_roll: i64,
    multiplier: u32,
) -> Result<Damage, PowderError> {
    roll_damage_in(r, input, ac_roll, multiplier, &mut Fresh)
}

/// [`roll_damage`], its lists taken from `lists`.
pub(crate) fn roll_damage_in<R: Roller + ?Sized, L: Lists>(
    r: &mut R,
    input: &AttackInput,
    ac_roll: i64,
    multiplier: u32,
    lists: &mut L,
) -> Result<Damage, PowderError> {
    let reduction = roll_reduction_in(r, ac_roll, lists.reduction_rolls())?;
    let after = reduction.after;
    let mut types = lists.types(input.weapon.damage.len());
    let mut total = 0;
    for dd in &input.weapon.damage {
        let t = roll_type_in(r, input, dd, multiplier, after, lists)?;
        total = i64::saturating_add(total, t.damage);
        types.push(t);
    }
    Ok(Damage { reduction, types, total })
}
