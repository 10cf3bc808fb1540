//! Dungeon trap creation (seed 004, "Dungeon Trap Creation"; RULINGS T3).

use crate::common::Depth;
use crate::error::TrapError;
use roguerules_dice::{Pmf, Roller, exact};
use std::fmt;
use std::str::FromStr;

/// The ten kinds of dungeon trap, in the seed's table order (seed 004,
/// "Dungeon Trap Creation").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
// JSON: written in snake case, read as `FromStr` reads it (any case).
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DungeonTrapKind {
    /// Trap door (100'; never on quest levels or the bottom floor).
    TrapDoor,
    /// Pit (100').
    Pit,
    /// Dart trap (400').
    Dart,
    /// Discolored spot (250').
    DiscoloredSpot,
    /// Gas trap (50').
    GasTrap,
    /// Summoning rune (150').
    SummoningRune,
    /// Dungeon alteration (1000').
    DungeonAlteration,
    /// Character alteration (3000').
    CharacterAlteration,
    /// Teleportation, the seed's "player movement trap" (50').
    Teleportation,
    /// Murder hole (200').
    MurderHole,
}

impl DungeonTrapKind {
    /// The ten kinds in the seed's table order.
    pub const ALL: [DungeonTrapKind; 10] = [
        DungeonTrapKind::TrapDoor,
        DungeonTrapKind::Pit,
        DungeonTrapKind::Dart,
        DungeonTrapKind::DiscoloredSpot,
        DungeonTrapKind::GasTrap,
        DungeonTrapKind::SummoningRune,
        DungeonTrapKind::DungeonAlteration,
        DungeonTrapKind::CharacterAlteration,
        DungeonTrapKind::Teleportation,
        DungeonTrapKind::MurderHole,
    ];

    /// The minimum depth in feet (the seed's "Min. Depth" column).
    pub const fn min_depth_feet(self) -> i64 {
        match self {
            DungeonTrapKind::TrapDoor => 100,
            DungeonTrapKind::Pit => 100,
            DungeonTrapKind::Dart => 400,
            DungeonTrapKind::DiscoloredSpot => 250,
            DungeonTrapKind::GasTrap => 50,
            DungeonTrapKind::SummoningRune => 150,
            DungeonTrapKind::DungeonAlteration => 1000,
            DungeonTrapKind::CharacterAlteration => 3000,
            DungeonTrapKind::Teleportation => 50,
            DungeonTrapKind::MurderHole => 200,
        }
    }

    /// The seed's name: `trap door`, `pit`, `dart`, `discolored spot`, `gas trap`,
    /// `summoning rune`, `dungeon alteration`, `character alteration`,
    /// `teleportation`, `murder hole`.
    pub const fn name(self) -> &'static str {
        match self {
            DungeonTrapKind::TrapDoor => "trap door",
            DungeonTrapKind::Pit => "pit",
            DungeonTrapKind::Dart => "dart",
            DungeonTrapKind::DiscoloredSpot => "discolored spot",
            DungeonTrapKind::GasTrap => "gas trap",
            DungeonTrapKind::SummoningRune => "summoning rune",
            DungeonTrapKind::DungeonAlteration => "dungeon alteration",
            DungeonTrapKind::CharacterAlteration => "character alteration",
            DungeonTrapKind::Teleportation => "teleportation",
            DungeonTrapKind::MurderHole => "murder hole",
        }
    }
}

impl fmt::Display for DungeonTrapKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for DungeonTrapKind {
    type Err = TrapError;
    /// The seed's name; `-` and `_` may stand for spaces, case is ignored.
    fn from_str(s: &str) -> Result<Self, TrapError> {
        let wanted = s.trim().to_ascii_lowercase().replace(['-', '_'], " ");
        DungeonTrapKind::ALL.into_iter().find(|k| k.name() == wanted).ok_or_else(|| TrapError::UnknownName {
            what: "dungeon trap kind",
            name: s.to_owned(),
            expected: DungeonTrapKind::ALL.map(DungeonTrapKind::name).join(", "),
        })
    }
}

roguerules_vocab::deserialize_by_name!(DungeonTrapKind);

/// The kinds that may be placed at `depth`, in table order: those whose minimum
/// depth is at most the depth, without trap doors on a quest level or the
/// bottom floor (seed 004; RULINGS T3).
pub fn allowed_kinds(depth: Depth, quest_level: bool) -> Vec<DungeonTrapKind> {
    allowed(depth, quest_level).collect()
}

/// [`allowed_kinds`] without a list: the kinds allowed, in table order.
fn allowed(depth: Depth, quest_level: bool) -> impl Iterator<Item = DungeonTrapKind> + Clone {
    DungeonTrapKind::ALL
        .into_iter()
        .filter(move |k| k.min_depth_feet() <= depth.feet())
        .filter(move |k| *k != DungeonTrapKind::TrapDoor || !(quest_level || depth.is_bottom()))
}

/// Chooses the kind of a new trap: uniform among [`allowed_kinds`] (seed 004,
/// "Dungeon Trap Creation"; RULINGS T3). One draw, `uniform(0, n - 1)`
/// labelled "trap kind".
///
/// # Errors
///
/// [`TrapError::NoTrapAtDepth`] at 0 feet (the town), where no kind is allowed.
///
/// # Example
///
/// ```
/// use roguerules_traps::{choose_kind, Depth, DungeonTrapKind};
/// use roguerules_dice::Scripted;
///
/// // At 50 feet only gas traps and teleportation traps exist.
/// let depth = Depth::from_feet(50)?;
/// assert_eq!(choose_kind(&mut Scripted::new([1]), depth, false)?, DungeonTrapKind::Teleportation);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn choose_kind<R: Roller + ?Sized>(
    r: &mut R,
    depth: Depth,
    quest_level: bool,
) -> Result<DungeonTrapKind, TrapError> {
    // Counted, then walked to the drawn index: no list is built.
    let kinds = allowed(depth, quest_level);
    let n = kinds.clone().count();
    if n == 0 {
        return Err(TrapError::NoTrapAtDepth { feet: depth.feet() });
    }
    let i = r.uniform("trap kind", 0, n as i64 - 1)?;
    usize::try_from(i).ok().and_then(|i| kinds.clone().nth(i)).ok_or(TrapError::OutOfRange {
        what: "trap kind draw",
        value: i,
        expected: "an index of an allowed kind",
    })
}

/// The exact probability of each kind at `depth`, by enumerating [`choose_kind`].
///
/// # Errors
///
/// As [`choose_kind`].
pub fn kind_probabilities(depth: Depth, quest_level: bool) -> Result<Pmf<DungeonTrapKind>, TrapError> {
    exact(|r| choose_kind(r, depth, quest_level))
}
