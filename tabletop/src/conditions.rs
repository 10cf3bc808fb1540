//! Conditions (seed 002, Table 20) and action timing (Table 23; RULINGS B29, B5).

use crate::error::{TabletopError, check_range};

/// A Table 20 condition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Condition {
    /// Blind (or in magical darkness): -60 when attacking.
    Blind,
    /// Stunned: cannot act or interpose; attacked at +40, no free attacks.
    Stunned,
    /// Dazed: cannot act, defends normally.
    Dazed,
    /// Held / paralysed / immobile: attacked with a free attack or +80.
    Held,
    /// Concentrating (spell, wand, rod): attacked with a free attack or +80.
    Concentrating,
    /// Using a 1/2-segment device, attacked in the same segment: +120.
    ConcentratingHalfSegment,
}

/// A Table 20/23 modifier to attacks (RULINGS B5, B29).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Modifier {
    /// No modifier.
    None,
    /// Situational points (positive helps the attacker).
    Points(i64),
    /// The attacker chooses: one attack every segment without a bonus (outside the
    /// section N schedule), or normal attacks with these points (RULINGS B29).
    FreeAttackOr(i64),
}

impl Condition {
    /// Every condition, in Table 20's order.
    pub const ALL: [Condition; 6] = [
        Condition::Blind,
        Condition::Stunned,
        Condition::Dazed,
        Condition::Held,
        Condition::Concentrating,
        Condition::ConcentratingHalfSegment,
    ];

    /// Table 20's "Attacking" column: the modifier when the attacker has it.
    pub const fn attacking(self) -> Modifier {
        match self {
            Condition::Blind => Modifier::Points(-60),
            _ => Modifier::None,
        }
    }

    /// Table 20's "Attacked" column: the modifier for attacks on a target with it.
    pub const fn attacked(self) -> Modifier {
        match self {
            Condition::Stunned => Modifier::Points(40),
            Condition::Held | Condition::Concentrating => Modifier::FreeAttackOr(80),
            Condition::ConcentratingHalfSegment => Modifier::Points(120),
            Condition::Blind | Condition::Dazed => Modifier::None,
        }
    }

    /// Whether a target with this condition can interpose a shield (Stunned: "even
    /// interpose a shield" is impossible; Dazed "can defend normally").
    pub const fn can_interpose(self) -> bool {
        !matches!(self, Condition::Stunned)
    }
}

/// The segments of a round in which the attacker may strike when he takes the free
/// attacks against a held or concentrating target: every segment (RULINGS B29).
pub const FREE_ATTACK_SEGMENTS: [u8; 5] = [1, 2, 3, 4, 5];

/// Table 23's time column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum ActionTime {
    /// A whole number of segments.
    Segments(u8),
    /// Free.
    Free,
    /// 1/16th of a segment (FeatherFall).
    Sixteenth,
    /// Not given in the seed.
    Unknown,
    /// 2 segments at level 12 or more, else 3 (Awaken; RULINGS B29).
    ByLevel,
}

/// Table 23's "in combat effect" column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum ActionEffect {
    /// Blank in the seed.
    Blank,
    /// "?" in the seed.
    Unknown,
    /// "none".
    NoEffect,
    /// "Next attack on you +60%".
    NextAttackOnYou(i64),
    /// "free chop or +80%".
    FreeAttackOr(i64),
}

/// One row of Table 23.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Action {
    /// The action, as printed.
    pub name: &'static str,
    /// Its time.
    pub time: ActionTime,
    /// Its effect in combat.
    pub effect: ActionEffect,
}

const fn act(name: &'static str, time: ActionTime, effect: ActionEffect) -> Action {
    Action { name, time, effect }
}

use ActionEffect::{Blank, FreeAttackOr, NextAttackOnYou, NoEffect, Unknown as Q};
use ActionTime::{ByLevel, Free, Segments as S, Sixteenth, Unknown};

/// Table 23, in the seed's order.
pub const ACTIONS: [Action; 20] = [
    act("Pop Potion (spring loaded)", S(1), Q),
    act("Pull potion from belt", S(2), Q),
    act("Drink potion", S(1), NextAttackOnYou(60)),
    act("Potion takes effect", S(1), NoEffect),
    act("Pull wand from ready position", S(1), Q),
    act("Wand ready/aim", S(1), Q),
    act("Trigger wand", S(1), FreeAttackOr(80)),
    act("Trigger staff (in hand)", S(1), Blank),
    act("Drop weapon", Free, Blank),
    act("Grab weapon from sheath or thong", S(1), Blank),
    act("Take off ring", S(1), Q),
    act("Put on ring", S(1), Q),
    act("Put away ring", S(1), Q),
    act("Take off or put on amulet", S(2), Q),
    act("Take off gauntlets/gloves", Unknown, Q),
    act("Put on gauntlets/gloves", Unknown, Q),
    act("Scrolls?", Unknown, Blank),
    act("Apply dust", S(2), Q),
    act("Awaken (telepathic alert)", ByLevel, Blank),
    act("FeatherFall", Sixteenth, Blank),
];

/// Awaken (telepathic alert): 2 segments at level 12 or more, else 3 (Table 23;
/// "if >= L12" is inclusive, RULINGS B29).
///
/// # Errors
///
/// [`TabletopError::OutOfRange`] for a level outside 1..=30 (RULINGS B21).
///
/// # Example
///
/// ```
/// use roguerules_tabletop::conditions::awaken_segments;
/// assert_eq!((awaken_segments(11)?, awaken_segments(12)?), (3, 2));
/// assert!(awaken_segments(31).is_err());
/// # Ok::<(), roguerules_tabletop::TabletopError>(())
/// ```
pub fn awaken_segments(level: i64) -> Result<u8, TabletopError> {
    check_range("level", level, 1, 30)?;
    Ok(if level >= 12 { 2 } else { 3 })
}
