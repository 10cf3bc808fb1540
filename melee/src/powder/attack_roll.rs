//! The attack roll (seed 001, "The Attack Roll"): the hitroll, forced misses and
//! hits, the maximum bonus, the modifier rolls and the situational adjustments.

use super::PowderError;
use super::buffers::{Fresh, Lists};
use super::input::{AttackInput, AttackKind};
use roguerules_dice::Roller;

/// Why an attack was a forced miss ("Completely miss!"; seed 001, RULINGS W1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ForcedMiss {
    /// The attacker is Off Balance (melee and thrown attacks).
    OffBalance,
    /// The hitroll was 1 (melee and thrown attacks).
    NaturalOne,
}

/// Why an attack was a forced hit (seed 001, "The Attack Roll").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ForcedHit {
    /// The hitroll was 20: a forced hit and a critical threat.
    NaturalTwenty,
    /// The attacker is properly using True Aim.
    TrueAim,
}

/// The modifier: the maximum bonus, its rolls and the situational adjustments
/// (seed 001, "The Attack Roll"; RULINGS W2).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Modifier {
    /// The level that counts for this attack kind (Physical for melee and thrown,
    /// Magical for spells, both for wands, 0 otherwise).
    pub level: i64,
    /// The weapon's natural bonus.
    pub natural_bonus: i64,
    /// The weapon's magical bonuses, summed.
    pub magic_bonus: i64,
    /// The attacker's skill level (0..=3).
    pub skill_level: u32,
    /// The maximum bonus: level + natural + magic + skill.
    pub max_bonus: i64,
    /// The rolls from 1 to the maximum bonus, one plus one per skill level; empty
    /// when the maximum bonus is 0 or less (W2).
    pub rolls: Vec<i64>,
    /// The highest roll (0 when there were none).
    pub best: i64,
    /// -4 when the attacker cannot sense the target, else 0.
    pub unseen: i64,
    /// +4 for a missile from atop a tree at a target not in a tree, else 0.
    pub tree: i64,
    /// +4 when the target is the attacker's Natural Enemy, else 0.
    pub natural_enemy: i64,
    /// The modifier: best + unseen + tree + natural enemy.
    pub total: i64,
}

/// The level that counts toward the maximum bonus (seed 001: Physical dice for
/// melee or thrown, Magical for spells, both for wands, 0 for the rest).
pub fn level_for(input: &AttackInput) -> i64 {
    let a = &input.attacker;
    match input.kind {
        AttackKind::Melee | AttackKind::Thrown => a.physical_level,
        AttackKind::Spell => a.magical_level,
        AttackKind::Wand => a.physical_level.saturating_add(a.magical_level),
        AttackKind::Other => 0,
    }
}

/// The maximum bonus and the situational adjustments, without rolling: `(level,
/// natural, magic, skill level, maximum bonus, situational sum)`.
pub(crate) fn bonus_parts(input: &AttackInput) -> (i64, i64, i64, u32, i64, [i64; 3]) {
    let level = level_for(input);
    let natural = input.weapon.natural_bonus;
    let magic = input.weapon.enchantment();
    let skill = input.attacker.skill.level(input.kind);
    let max = level.saturating_add(natural).saturating_add(magic).saturating_add(i64::from(skill));
    let unseen = if input.target_unseen { -4 } else { 0 };
    let tree =
        if input.kind == AttackKind::Thrown && input.attacker.in_tree && !input.defender.in_tree { 4 } else { 0 };
    let enemy = if input.natural_enemy { 4 } else { 0 };
    (level, natural, magic, skill, max, [unseen, tree, enemy])
}

/// Sums saturate at the `i64` bounds (only reachable without [`AttackInput::validate`]).
///
/// Rolls the modifier: from 1 to the maximum bonus, once plus once per skill
/// level, keeping the highest (RULINGS W2: nothing is drawn and the roll is 0 when
/// the maximum bonus is 0 or less), then -4 unseen, +4 tree, +4 natural enemy.
/// Draws are labelled "bonus roll".
///
/// # Errors
///
/// Only what the roller reports.
pub fn roll_modifier<R: Roller + ?Sized>(r: &mut R, input: &AttackInput) -> Result<Modifier, PowderError> {
    roll_modifier_in(r, input, &mut Fresh)
}

/// [`roll_modifier`], its rolls kept in a list taken from `lists`.
pub(crate) fn roll_modifier_in<R: Roller + ?Sized, L: Lists>(
    r: &mut R,
    input: &AttackInput,
    lists: &mut L,
) -> Result<Modifier, PowderError> {
    let (level, natural_bonus, magic_bonus, skill_level, max_bonus, [unseen, tree, natural_enemy]) = bonus_parts(input);
    let mut rolls = lists.modifier_rolls();
    if max_bonus >= 1 {
        for _ in 0..=skill_level {
            rolls.push(bonus_roll(r, max_bonus)?);
        }
    }
    let best = rolls.iter().copied().max().unwrap_or(0);
    Ok(Modifier {
        level,
        natural_bonus,
        magic_bonus,
        skill_level,
        max_bonus,
        rolls,
        best,
        unseen,
        tree,
        natural_enemy,
        total: best.saturating_add(unseen + tree + natural_enemy),
    })
}

/// One modifier roll "from 1 to the maximum bonus" (RULINGS W2), labelled
/// "bonus roll"; [`roll_modifier`] makes one plus one per skill level and keeps
/// the highest.
///
/// # Errors
///
/// Only what the roller reports.
pub fn bonus_roll<R: Roller + ?Sized>(r: &mut R, max_bonus: i64) -> Result<i64, PowderError> {
    Ok(r.uniform("bonus roll", 1, max_bonus)?)
}

/// The forced miss, if any, for this hitroll (seed 001; RULINGS W1: only melee and
/// thrown attacks; Off Balance first).
pub fn forced_miss(input: &AttackInput, hit_roll: i64) -> Option<ForcedMiss> {
    if !input.kind.is_physical() {
        None
    } else if input.attacker.off_balance {
        Some(ForcedMiss::OffBalance)
    } else if hit_roll == 1 {
        Some(ForcedMiss::NaturalOne)
    } else {
        None
    }
}

/// The forced hit, if any, for a hitroll that was not a forced miss (seed 001:
/// a 20, else True Aim).
pub fn forced_hit(input: &AttackInput, hit_roll: i64) -> Option<ForcedHit> {
    if hit_roll == 20 {
        Some(ForcedHit::NaturalTwenty)
    } else if input.attacker.true_aim {
        Some(ForcedHit::TrueAim)
    } else {
        None
    }
}
