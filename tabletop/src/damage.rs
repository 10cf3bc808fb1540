//! Base damage for melee (seed 002, section E), shield bashes (F) and missiles (G),
//! and the damage of a whole attack (D, E-G, H; RULINGS B20, B10).

use crate::attack_roll::{AttackRoll, AttackRollInput, roll_attack_into};
use crate::error::{TabletopError, check_range};
use crate::rounding::round_half_even;
use crate::sheet::{Grip, Range};
use crate::tables::{
    Class, Dice, MeleeWeapon, MissileKind, MissileWeapon, class_damage_bonus, exceptional_mass_bonus, strength_row,
};
use roguerules_dice::{Pmf, Roller};

/// Base damage as dice plus a constant, with the lines that made it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BaseDamage {
    /// The dice rolled (weapon dice, or 1D4 for a bash); its `plus` is the whole
    /// constant.
    pub dice: Dice,
    /// The weapon's own dice entry (Table 8/9) or 1D4.
    pub weapon: Dice,
    /// Strength damage bonus (Table 4); halved and rounded for thrown weapons, 0 for
    /// launchers.
    pub strength: i64,
    /// Class/level damage bonus (Table 13).
    pub class_level: i64,
    /// Exceptional mass damage bonus (Table 15), melee and bash.
    pub mass: i64,
    /// 1 point per plus of the weapon.
    pub plus: i64,
    /// `*` (+2 against heavy armour) and `**` (+2 against an interposed shield).
    pub weapon_special: i64,
    /// Special factors given by the caller (spells, abilities).
    pub special: i64,
}

impl BaseDamage {
    /// Base damage given as dice alone (`dice.plus` the whole constant), with no
    /// breakdown: for callers that already know the dice of an attack.
    ///
    /// # Example
    ///
    /// ```
    /// use roguerules_tabletop::damage::BaseDamage;
    /// use roguerules_tabletop::tables::Dice;
    ///
    /// let d = BaseDamage::of_dice(Dice::new(2, 6, 3));
    /// assert_eq!((d.min(), d.max()), (5, 15));
    /// ```
    pub const fn of_dice(dice: Dice) -> Self {
        BaseDamage { dice, weapon: dice, strength: 0, class_level: 0, mass: 0, plus: 0, weapon_special: 0, special: 0 }
    }

    /// The exact distribution (no floor: base damage may be 0 or less, RULINGS B20).
    /// Like [`BaseDamage::roll`], a sum past the ends of `i64` saturates (only a
    /// hand-built constant gets there).
    pub fn pmf(&self) -> Pmf<i64> {
        let dice = Pmf::dice(self.dice.n, self.dice.sides);
        let plus = self.dice.plus;
        dice.shift(plus).unwrap_or_else(|| dice.map(|v| v.saturating_add(plus)))
    }

    /// The least value of [`BaseDamage::pmf`], without building it.
    pub fn min(&self) -> i64 {
        i64::from(self.dice.n).saturating_add(self.dice.plus)
    }

    /// The greatest value of [`BaseDamage::pmf`], without building it
    /// (degenerate dice, `sides <= 1`, always roll `n`: RULINGS G2).
    pub fn max(&self) -> i64 {
        let faces = i64::from(self.dice.sides.max(1));
        i64::from(self.dice.n).saturating_mul(faces).saturating_add(self.dice.plus)
    }

    /// Rolls it (`base damage`, one dice draw).
    ///
    /// # Errors
    ///
    /// A failed draw.
    #[inline]
    pub fn roll<R: Roller + ?Sized>(&self, r: &mut R) -> Result<i64, TabletopError> {
        Ok(r.dice("base damage", self.dice.n, self.dice.sides)?.saturating_add(self.dice.plus))
    }

    fn build(
        weapon: Dice,
        strength: i64,
        class_level: i64,
        mass: i64,
        plus: i64,
        weapon_special: i64,
        special: i64,
    ) -> Self {
        let constant = weapon.plus + strength + class_level + mass + plus + weapon_special + special;
        BaseDamage {
            dice: Dice::new(weapon.n, weapon.sides, constant),
            weapon,
            strength,
            class_level,
            mass,
            plus,
            weapon_special,
            special,
        }
    }
}

/// The attacker and target facts that base damage depends on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Attacker {
    /// Class (Table 13).
    pub class: Class,
    /// Level 1..=30.
    pub level: i64,
    /// Strength 1..=55 (Table 4).
    pub strength: i64,
    /// The attacker's weight in encumbrance points, for Table 15 (0 for ordinary
    /// characters).
    pub mass: i64,
    /// Special factors (spells, abilities), -1000..=1000.
    pub special: i64,
}

impl Attacker {
    fn check(&self) -> Result<(), TabletopError> {
        check_range("level", self.level, 1, 30)?;
        check_range("strength", self.strength, 1, 55)?;
        check_range("special", self.special, -1000, 1000)?;
        Ok(())
    }
}

/// Melee base damage (section E): weapon damage (Table 8, by grip; RULINGS B20) +
/// Strength damage (Table 4) + class/level (Table 13) + exceptional mass (Table 15) +
/// 1 per plus + special factors; `*` adds 2 against heavy armour, `**` 2 against an
/// interposed shield.
///
/// # Errors
///
/// Out-of-range inputs; a one-handed grip on a two-handed-only weapon; a mass of
/// 70 000 or more (RULINGS B17, B21).
///
/// # Example
///
/// ```
/// use roguerules_tabletop::damage::{Attacker, melee_damage};
/// use roguerules_tabletop::sheet::Grip;
/// use roguerules_tabletop::tables::{Class, MeleeWeapon};
///
/// let fighter = Attacker { class: Class::Fighter, level: 5, strength: 18, mass: 0, special: 0 };
/// let d = melee_damage(&fighter, MeleeWeapon::BastardSword, 1, Grip::TwoHanded, false, false)?;
/// // 2D6+2 two-handed, +2 Str 18, +3 Fighter 5, +1 plus
/// assert_eq!(d.dice.to_string(), "2D6+8");
/// # Ok::<(), roguerules_tabletop::TabletopError>(())
/// ```
pub fn melee_damage(
    attacker: &Attacker,
    weapon: MeleeWeapon,
    plus: i64,
    grip: Grip,
    target_heavy_armour: bool,
    target_shield_interposed: bool,
) -> Result<BaseDamage, TabletopError> {
    attacker.check()?;
    check_range("weapon.plus", plus, 0, 10)?;
    let row = weapon.row().damage;
    let dice = match grip {
        Grip::TwoHanded => row.two_handed,
        Grip::OneHanded => row.one_handed.ok_or(TabletopError::Invalid {
            field: "weapon.grip",
            reason: "this weapon is two-handed only (parenthesised in Table 8)",
        })?,
    };
    let special = 2 * i64::from(row.vs_heavy_armour && target_heavy_armour)
        + 2 * i64::from(row.vs_interposed_shield && target_shield_interposed);
    Ok(BaseDamage::build(
        dice,
        strength_row(attacker.strength)?.damage_bonus,
        class_damage_bonus(attacker.class, attacker.level)?,
        exceptional_mass_bonus(attacker.mass)?,
        plus,
        special,
        attacker.special,
    ))
}

/// Shield bash base damage (section F): 1D4 + Strength damage + class/level +
/// exceptional mass + special factors.
///
/// # Errors
///
/// Out-of-range inputs.
pub fn bash_damage(attacker: &Attacker) -> Result<BaseDamage, TabletopError> {
    attacker.check()?;
    Ok(BaseDamage::build(
        Dice::new(1, 4, 0),
        strength_row(attacker.strength)?.damage_bonus,
        class_damage_bonus(attacker.class, attacker.level)?,
        exceptional_mass_bonus(attacker.mass)?,
        0,
        0,
        attacker.special,
    ))
}

/// Missile base damage (section G): weapon damage (Table 9) + class/level; thrown
/// weapons add half the Strength damage bonus, rounded to even (footnote 1, RULINGS
/// B1, B20); + 1 per plus + special factors. No exceptional mass. Long range halves
/// the final damage ([`final_damage`]).
///
/// # Errors
///
/// Out-of-range inputs.
pub fn missile_damage(attacker: &Attacker, weapon: MissileWeapon, plus: i64) -> Result<BaseDamage, TabletopError> {
    attacker.check()?;
    check_range("missile_weapon.plus", plus, 0, 10)?;
    let row = weapon.row();
    let strength = match row.kind {
        MissileKind::Thrown => round_half_even(strength_row(attacker.strength)?.damage_bonus, 2),
        MissileKind::Launcher => 0,
    };
    Ok(BaseDamage::build(
        row.damage,
        strength,
        class_damage_bonus(attacker.class, attacker.level)?,
        0,
        plus,
        0,
        attacker.special,
    ))
}

/// Total damage of a hit: base + extra, halved (rounded to even) last at long range
/// (RULINGS B20, B1). No floor.
pub fn final_damage(base: i64, extra: i64, range: Option<Range>) -> i64 {
    let sum = base.saturating_add(extra);
    if range == Some(Range::Long) { round_half_even(sum, 2) } else { sum }
}

/// Damage dealt after absorption: at least 0 (RULINGS B20).
pub fn dealt(damage: i64, absorption: i64) -> i64 {
    damage.saturating_sub(absorption.max(0)).max(0)
}

/// Everything needed to resolve one attack.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AttackInput {
    /// Attack value and miss chance.
    pub roll: AttackRollInput,
    /// Base damage of the weapon, bash or missile.
    pub damage: BaseDamage,
    /// Range band of a missile attack (`Some(Long)` halves the damage).
    pub range: Option<Range>,
    /// The target's fixed absorption (see [`crate::absorption`]).
    pub absorption: i64,
}

/// The outcome of a resolved attack.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct AttackOutcome {
    /// The attack roll and extra damage.
    pub roll: AttackRoll,
    /// The base damage rolled (0 on a failure: not rolled).
    pub base_damage: i64,
    /// Base + extra, halved at long range (0 on a failure).
    pub damage: i64,
    /// Damage after absorption, at least 0.
    pub dealt: i64,
}

/// Resolves one attack: the attack roll and overhit (sections D, H; see
/// [`roll_attack`](crate::attack_roll::roll_attack) for its draws), then on a success the `base damage` dice
/// (E-G), long-range halving and absorption.
///
/// # Errors
///
/// As [`roll_attack`](crate::attack_roll::roll_attack).
pub fn resolve_attack<R: Roller + ?Sized>(r: &mut R, input: &AttackInput) -> Result<AttackOutcome, TabletopError> {
    let mut rolls = Vec::with_capacity(1); // as many as most rolls make
    let mut outcome = resolve_attack_into(r, input, |d100| rolls.push(d100))?;
    outcome.roll.rolls = rolls;
    Ok(outcome)
}

/// [`resolve_attack`], giving each d100 of the attack roll to `rolls` as it
/// is rolled (see [`roll_attack_into`]): the outcome's
/// [`roll.rolls`](AttackRoll::rolls) is left empty; the rest is
/// [`resolve_attack`]'s, with the same draws.
///
/// # Errors
///
/// As [`resolve_attack`].
#[inline(always)]
pub fn resolve_attack_into<R: Roller + ?Sized>(
    r: &mut R,
    input: &AttackInput,
    rolls: impl FnMut(i64),
) -> Result<AttackOutcome, TabletopError> {
    let roll = roll_attack_into(r, &input.roll, rolls)?;
    if !roll.success {
        return Ok(AttackOutcome { roll, base_damage: 0, damage: 0, dealt: 0 });
    }
    let base_damage = input.damage.roll(r)?;
    let damage = final_damage(base_damage, roll.extra_damage, input.range);
    Ok(AttackOutcome { roll, base_damage, damage, dealt: dealt(damage, input.absorption) })
}
