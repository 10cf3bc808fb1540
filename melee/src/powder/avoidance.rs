//! Avoidance by defensive skills (seed 001: "there is still a chance for the target
//! to avoid the attack with special skills, unless they cannot move, or it was a
//! forced hit").

use super::PowderError;
use super::buffers::{Fresh, Lists};
use super::input::{AttackInput, Defences};
use roguerules_dice::{Roller, RollerExt};
use std::fmt;

/// A defensive skill that avoided (or could have avoided) a hit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Avoidance {
    /// Dodging: 10%.
    Dodge,
    /// Moving Target: 20% against missile, wand or spell attacks, if the target
    /// moved last turn.
    MovingTarget,
    /// Parrying with an appropriate weapon: 10%.
    Parry,
}

impl Avoidance {
    /// The chance in percent.
    pub fn percent(self) -> i64 {
        match self {
            Avoidance::Dodge | Avoidance::Parry => 10,
            Avoidance::MovingTarget => 20,
        }
    }

    /// The draw's label and the name in traces.
    pub fn name(self) -> &'static str {
        match self {
            Avoidance::Dodge => "dodge",
            Avoidance::MovingTarget => "moving target",
            Avoidance::Parry => "parry",
        }
    }
}

impl fmt::Display for Avoidance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One avoidance check that was drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AvoidanceCheck {
    /// The skill.
    pub skill: Avoidance,
    /// Whether it avoided the attack.
    pub avoided: bool,
}

/// The checks that apply to a hit that was not forced, in the seed's order (dodge,
/// moving target, parry); none when the target cannot move.
pub fn applicable(input: &AttackInput) -> Vec<Avoidance> {
    let d = &input.defender;
    let mut v = Vec::new();
    if d.immobile {
        return v;
    }
    if d.defences.contains(Defences::DODGE) {
        v.push(Avoidance::Dodge);
    }
    if d.defences.contains(Defences::MOVING_TARGET) && d.moved_last_turn && input.kind.is_ranged() {
        v.push(Avoidance::MovingTarget);
    }
    if d.defences.contains(Defences::PARRY) {
        v.push(Avoidance::Parry);
    }
    v
}

/// Draws the applicable checks in order, stopping at the first that avoids (RULINGS
/// G3: later checks are not drawn). Each is a `percent` draw labelled with the
/// skill's name.
///
/// # Errors
///
/// Only what the roller reports.
pub fn roll_avoidance<R: Roller + ?Sized>(
    r: &mut R,
    input: &AttackInput,
) -> Result<(Vec<AvoidanceCheck>, Option<Avoidance>), PowderError> {
    roll_avoidance_in(r, input, &mut Fresh)
}

/// [`roll_avoidance`], its checks kept in a list taken from `lists`.
pub(crate) fn roll_avoidance_in<R: Roller + ?Sized, L: Lists>(
    r: &mut R,
    input: &AttackInput,
    lists: &mut L,
) -> Result<(Vec<AvoidanceCheck>, Option<Avoidance>), PowderError> {
    let mut checks = lists.avoidance_checks();
    for skill in applicable(input) {
        let avoided = r.percent(skill.name(), skill.percent())?;
        checks.push(AvoidanceCheck { skill, avoided });
        if avoided {
            return Ok((checks, Some(skill)));
        }
    }
    Ok((checks, None))
}
