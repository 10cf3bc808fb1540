//! Each rule's whole input as one value: what a program (or the CLI's
//! `--input FILE`) writes as JSON to ask a rule. One shape per input: the
//! [`Player`] of every rule that takes the player, the [`Monster`] and
//! [`Setter`] of every rule that takes them. Names are read in any case
//! (`"kind": "Trap Door"`); a depth is a dungeon level (feet / 50).

use crate::{Depth, DungeonTrapKind, Monster, Player, PlayerTrapKind, Setter};

/// The input of [`trap_set_counts`](crate::trap_set_counts): a chest's native
/// depth (seed 004, "chest traps"; RULINGS T2).
///
/// ```
/// # #[cfg(feature = "serde")] {
/// use roguerules_traps::{ChestInput, Depth};
/// let input: ChestInput = serde_json::from_str(r#"{"depth": 65}"#).unwrap();
/// assert_eq!(input.depth, Depth::from_level(65).unwrap());
/// # }
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ChestInput {
    /// The chest's native depth, a dungeon level `0..=127`.
    pub depth: Depth,
}

/// The input of [`power_distribution`](crate::power_distribution): the level of
/// the character who sets the trap (RULINGS T4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TrapPowerInput {
    /// The character level, `1..=100`.
    pub level: i64,
}

/// The input of [`kind_probabilities`](crate::kind_probabilities): where a
/// dungeon trap is placed (RULINGS T3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TrapKindsInput {
    /// The depth, a dungeon level `0..=127`.
    pub depth: Depth,
    /// A quest level (no trap doors). JSON: false when left out.
    #[cfg_attr(feature = "serde", serde(default))]
    pub quest: bool,
}

/// The input of [`resolve`](crate::resolve): a dungeon trap of a kind,
/// generated at a depth and set off by a player. The shape of the
/// `"dungeon-trap"` conformance traces' `"input"`.
///
/// ```
/// # #[cfg(feature = "serde")] {
/// use roguerules_traps::{DungeonTrapInput, DungeonTrapKind};
/// let input: DungeonTrapInput =
///     serde_json::from_str(r#"{"kind": "Trap Door", "depth": 10, "player": {"armour_class": 30}}"#).unwrap();
/// assert_eq!((input.kind, input.player.armour_class), (DungeonTrapKind::TrapDoor, 30));
/// # }
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DungeonTrapInput {
    /// The trap's kind.
    pub kind: DungeonTrapKind,
    /// The depth, a dungeon level `0..=127`.
    pub depth: Depth,
    /// The player who sets it off. JSON: [`Player::default`] when left out.
    #[cfg_attr(feature = "serde", serde(default))]
    pub player: Player,
}

/// The input of [`monster_enters_trap`](crate::monster_enters_trap) and
/// [`result_odds`](crate::result_odds): a monster entering a player's trap.
/// The shape of the `"player-trap"` conformance traces' `"input"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PlayerTrapInput {
    /// The trap's kind.
    pub kind: PlayerTrapKind,
    /// The monster. JSON: [`Monster::default`] when left out.
    #[cfg_attr(feature = "serde", serde(default))]
    pub monster: Monster,
    /// The player who set the trap.
    pub setter: Setter,
}
