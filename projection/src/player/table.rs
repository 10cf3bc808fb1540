//! The numbers of seed 000's player tables, as data: "Damage Types, Resistances,
//! and Other Effects on the Player" (per type its Terr, its Resist? cell and its
//! notes) and "Effects of Terrain on Damage to the Player" (RULINGS Q2-Q4, P8).
//!
//! The rules read these rows ([`player_row`], [`player_terrain_adjusted`]); a
//! test compares them with the seed's rows.

use super::input::Element;
use crate::monster::Terr;
use crate::source::Class;
use roguerules_vocab::{Gf, Terrain};
use std::fmt;

/// How a type's damage is resisted (the player table's Resist? column; the
/// legend, RULINGS P7, Q6, Q7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum ResistKind {
    /// The cell names only notes (the missiles' (a) (b) (c) ...): armour,
    /// evasion and dodging, no percentage.
    Notes,
    /// "None": no resistance exists.
    None,
    /// "Constant": exactly the percentage (RULINGS Q6: `ceil(dam * p / 100)`
    /// removed).
    Constant,
    /// "Variable": the percentage varies by `min(p, 100 - p) / 10` either way
    /// (RULINGS P7).
    Variable,
    /// "V. Variable": by `2 * min(p, 100 - p) / 10` (RULINGS P7).
    VeryVariable,
    /// "Weak": read as Variable (RULINGS Q7).
    Weak,
    /// "Mixed": parts resisted separately (notes (x), (P)).
    Mixed,
    /// "Special": note (W) (the holy orb).
    Special,
}

impl ResistKind {
    /// The kind as the seed prints it (`Constant`, `V. Variable`; empty for
    /// [`ResistKind::Notes`]).
    pub const fn text(self) -> &'static str {
        match self {
            ResistKind::Notes => "",
            ResistKind::None => "None",
            ResistKind::Constant => "Constant",
            ResistKind::Variable => "Variable",
            ResistKind::VeryVariable => "V. Variable",
            ResistKind::Weak => "Weak",
            ResistKind::Mixed => "Mixed",
            ResistKind::Special => "Special",
        }
    }

    /// The spread factor `f` of RULINGS P7: 0 for a constant resistance, 1 for
    /// Variable and Weak (RULINGS Q7), 2 for V. Variable.
    pub const fn spread(self) -> i64 {
        match self {
            ResistKind::Variable | ResistKind::Weak => 1,
            ResistKind::VeryVariable => 2,
            _ => 0,
        }
    }
}

impl fmt::Display for ResistKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text())
    }
}

/// One row of seed 000's player table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct PlayerRow {
    /// The damage type (`GF_LIGHT` is [`Gf::Lite`]).
    pub gf: Gf,
    /// The Terr column (RULINGS Q2, Q3).
    pub terr: Terr,
    /// The Resist? column's kind.
    pub resist: ResistKind,
    /// The note letters printed in the Resist? cell (`m` of "Constant (m)").
    pub resist_notes: &'static [char],
    /// The percentage that reduces the type's damage, for the types resisted as
    /// one element (RULINGS Q5, Q7); `None` where there is none or the parts
    /// are resisted separately (plasma, hellfire, storm).
    pub element: Option<Element>,
    /// The Other column's note letters.
    pub notes: &'static [char],
    /// The seed prints the Terr and Resist? cells blank: `GF_PMISSILE`, whose
    /// cells are `GF_MISSILE`'s (RULINGS Q45).
    pub printed_blank: bool,
}

impl PlayerRow {
    /// The Damage type cell as the seed prints it (`GF_LIGHT` for [`Gf::Lite`]).
    pub const fn name(&self) -> &'static str {
        match self.gf {
            Gf::Lite => "GF_LIGHT",
            g => g.name(),
        }
    }

    /// The Resist? cell as the seed prints it: `Constant (m)`, `(a) (b) (c)`,
    /// `V. Variable`; empty for a row printed blank (RULINGS Q45).
    pub fn resist_text(&self) -> String {
        if self.printed_blank {
            return String::new();
        }
        let notes = notes_text(self.resist_notes);
        match (self.resist.text(), notes.is_empty()) {
            ("", _) => notes,
            (kind, true) => kind.to_owned(),
            (kind, false) => format!("{kind} {notes}"),
        }
    }

    /// The Terr cell as the seed prints it (empty for a blank row).
    pub fn terr_text(&self) -> String {
        if self.printed_blank { String::new() } else { self.terr.to_string() }
    }

    /// The Other cell's notes: `(n) (o) (p)`.
    pub fn notes_text(&self) -> String {
        notes_text(self.notes)
    }
}

fn notes_text(notes: &[char]) -> String {
    notes.iter().map(|c| format!("({c})")).collect::<Vec<_>>().join(" ")
}

const fn row(
    gf: Gf,
    terr: Terr,
    resist: ResistKind,
    resist_notes: &'static [char],
    element: Option<Element>,
    notes: &'static [char],
) -> PlayerRow {
    PlayerRow { gf, terr, resist, resist_notes, element, notes, printed_blank: false }
}

use Element as E;
use ResistKind as K;

/// Seed 000's player table, row by row in the seed's order (the per-type
/// numbers in one table).
pub static PLAYER_TABLE: [PlayerRow; 33] = [
    row(Gf::Rock, Terr::Full, K::Notes, &['a', 'b', 'c'], None, &['d']),
    row(Gf::Shot, Terr::Full, K::Notes, &['a', 'e', 'f'], None, &['g', 'h']),
    row(Gf::Arrow, Terr::Full, K::Notes, &['a', 'f', 'i'], None, &['j']),
    row(Gf::Missile, Terr::Full, K::Notes, &['a', 'f', 'k'], None, &[]),
    // RULINGS Q45: the blank cells are GF_MISSILE's.
    PlayerRow { printed_blank: true, ..row(Gf::Pmissile, Terr::Full, K::Notes, &['a', 'f', 'k'], None, &['l']) },
    row(Gf::Whip, Terr::Full, K::None, &[], None, &[]),
    row(Gf::Acid, Terr::Full, K::Constant, &['m'], Some(E::Acid), &['n', 'o', 'p']),
    row(Gf::Elec, Terr::Full, K::Constant, &[], Some(E::Elec), &['p', 'q', 'r']),
    row(Gf::Fire, Terr::Full, K::Constant, &[], Some(E::Fire), &['p', 's']),
    row(Gf::Cold, Terr::Full, K::Constant, &[], Some(E::Cold), &['p', 't', 'u']),
    row(Gf::Pois, Terr::Half, K::Constant, &[], Some(E::Pois), &['v']),
    row(Gf::Plasma, Terr::Full, K::Constant, &['w'], None, &[]),
    row(Gf::Hellfire, Terr::Full, K::Mixed, &['x'], None, &['y']),
    row(Gf::Ice, Terr::Full, K::Constant, &['z'], Some(E::Cold), &['A']),
    row(Gf::Lite, Terr::Half, K::Variable, &[], Some(E::Light), &['B']),
    row(Gf::Dark, Terr::Half, K::Variable, &[], Some(E::Dark), &['C']),
    row(Gf::MorgulDark, Terr::Half, K::Weak, &['D'], Some(E::Dark), &['E']),
    row(Gf::Confusion, Terr::Half, K::Variable, &[], Some(E::Confusion), &['F']),
    row(Gf::Sound, Terr::Half, K::Variable, &[], Some(E::Sound), &['G', 'H']),
    row(Gf::Shard, Terr::Full, K::Weak, &['I'], Some(E::Shards), &['J', 'K']),
    row(Gf::Inertia, Terr::None, K::None, &[], None, &['L']),
    row(Gf::Gravity, Terr::None, K::None, &[], None, &['M']),
    row(Gf::Force, Terr::Full, K::None, &[], None, &['N']),
    row(Gf::Water, Terr::Full, K::None, &[], None, &['O']),
    row(Gf::Storm, Terr::Full, K::Mixed, &['P'], None, &['Q']),
    row(Gf::Nexus, Terr::None, K::Variable, &[], Some(E::Nexus), &['R']),
    row(Gf::Nether, Terr::Half, K::Variable, &[], Some(E::Nether), &['S']),
    row(Gf::Chaos, Terr::Half, K::VeryVariable, &[], Some(E::Chaos), &['T']),
    row(Gf::Disenchant, Terr::None, K::Variable, &[], Some(E::Disenchant), &['U', 'X', 'Y']),
    row(Gf::Time, Terr::None, K::None, &[], None, &['V']),
    row(Gf::Mana, Terr::Full, K::None, &[], None, &[]),
    row(Gf::HolyOrb, Terr::Half, K::Special, &['W'], None, &[]),
    row(Gf::Meteor, Terr::Full, K::None, &[], None, &[]),
];

/// The player table's row for `gf`, or `None` for the types it does not list
/// (the monster-only ones: `GF_LITE_WEAK`, `GF_SPIRIT`, `GF_KILL_WALL`,
/// `GF_KILL_TRAP`, the `GF_OLD_*`, hold, away, turn and dispel types).
///
/// # Example
///
/// ```
/// use roguerules_projection::player::{player_row, ResistKind};
/// use roguerules_projection::monster::Terr;
/// use roguerules_projection::Gf;
///
/// let chaos = player_row(Gf::Chaos).unwrap();
/// assert_eq!((chaos.terr, chaos.resist, chaos.notes_text()), (Terr::Half, ResistKind::VeryVariable, "(T)".to_owned()));
/// assert!(player_row(Gf::OldSlow).is_none());
/// ```
#[inline]
pub fn player_row(gf: Gf) -> Option<&'static PlayerRow> {
    let i = match gf {
        Gf::Rock => 0,
        Gf::Shot => 1,
        Gf::Arrow => 2,
        Gf::Missile => 3,
        Gf::Pmissile => 4,
        Gf::Whip => 5,
        Gf::Acid => 6,
        Gf::Elec => 7,
        Gf::Fire => 8,
        Gf::Cold => 9,
        Gf::Pois => 10,
        Gf::Plasma => 11,
        Gf::Hellfire => 12,
        Gf::Ice => 13,
        Gf::Lite => 14,
        Gf::Dark => 15,
        Gf::MorgulDark => 16,
        Gf::Confusion => 17,
        Gf::Sound => 18,
        Gf::Shard => 19,
        Gf::Inertia => 20,
        Gf::Gravity => 21,
        Gf::Force => 22,
        Gf::Water => 23,
        Gf::Storm => 24,
        Gf::Nexus => 25,
        Gf::Nether => 26,
        Gf::Chaos => 27,
        Gf::Disenchant => 28,
        Gf::Time => 29,
        Gf::Mana => 30,
        Gf::HolyOrb => 31,
        Gf::Meteor => 32,
        _ => return None,
    };
    PLAYER_TABLE.get(i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_row_finds_each_rows_own_type() {
        for (i, row) in PLAYER_TABLE.iter().enumerate() {
            assert_eq!(player_row(row.gf).map(|r| r.gf), Some(row.gf), "row {i}");
        }
        let listed = Gf::ALL.iter().filter(|&&g| player_row(g).is_some()).count();
        assert_eq!(listed, PLAYER_TABLE.len());
    }
}

/// Where a line of the player's terrain table applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum Place {
    /// The character stands on this terrain.
    On(Terrain),
    /// The character's grid is dark (and the character has Unlight).
    DarkGrid,
}

/// Which types a line of the player's terrain table affects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum PlayerAdjustedTypes {
    /// "All" (as far as each type's Terr column lets it, RULINGS Q3).
    All,
    /// The listed types.
    Only(&'static [Gf]),
    /// "All others": the types not named on the terrain's other lines (RULINGS Q2).
    AllOthers,
}

/// The terrain table's avoidance notes (RULINGS P8, Q4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Avoidance {
    /// The note letter: `a` (rubble) or `b` (trees).
    pub note: char,
    /// 1 in this many avoid all damage.
    pub one_in: i64,
    /// Only these classes avoid (`None`: every character).
    pub classes: Option<&'static [Class]>,
}

/// One line of seed 000's "Effects of Terrain on Damage to the Player".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct PlayerTerrainLine {
    /// Where it applies.
    pub place: Place,
    /// `+1` or `-1`.
    pub sign: i64,
    /// The adjustment is `dam / divisor` (RULINGS Q2, G1).
    pub divisor: i64,
    /// The avoidance note on this line, if any.
    pub avoidance: Option<Avoidance>,
    /// The types it applies to.
    pub types: PlayerAdjustedTypes,
}

impl PlayerTerrainLine {
    /// The Terrain cell as the seed prints it (`FEAT_RUBBLE`, `Dark grids`).
    pub fn place_text(&self) -> String {
        match self.place {
            Place::On(t) => t.to_string(),
            Place::DarkGrid => "Dark grids".to_owned(),
        }
    }

    /// The Adjust cell: `-1 / 6 (a)`.
    pub fn adjust_text(&self) -> String {
        let sign = if self.sign < 0 { '-' } else { '+' };
        match self.avoidance {
            Some(a) => format!("{sign}1 / {} ({})", self.divisor, a.note),
            None => format!("{sign}1 / {}", self.divisor),
        }
    }

    /// The Dam Types cell.
    pub fn types_text(&self) -> String {
        match (self.types, self.place) {
            (PlayerAdjustedTypes::All, Place::DarkGrid) => "All, if Unlight is possessed".to_owned(),
            (PlayerAdjustedTypes::All, _) => "All".to_owned(),
            (PlayerAdjustedTypes::AllOthers, _) => "All others".to_owned(),
            (PlayerAdjustedTypes::Only(types), _) => types.iter().map(|g| g.name()).collect::<Vec<_>>().join(", "),
        }
    }
}

const HOT: &[Gf] = &[Gf::Fire, Gf::Hellfire, Gf::Plasma];
const WET: &[Gf] = &[Gf::Water, Gf::Storm];
const COLD: &[Gf] = &[Gf::Cold, Gf::Ice, Gf::Water, Gf::Storm];

/// Seed 000's "Effects of Terrain on Damage to the Player", line by line.
pub static PLAYER_TERRAIN: [PlayerTerrainLine; 8] = [
    PlayerTerrainLine {
        place: Place::On(Terrain::Rubble),
        sign: -1,
        divisor: 6,
        avoidance: Some(Avoidance { note: 'a', one_in: 10, classes: None }),
        types: PlayerAdjustedTypes::All,
    },
    PlayerTerrainLine {
        place: Place::On(Terrain::Water),
        sign: -1,
        divisor: 4,
        avoidance: None,
        types: PlayerAdjustedTypes::Only(HOT),
    },
    PlayerTerrainLine {
        place: Place::On(Terrain::Water),
        sign: 1,
        divisor: 2,
        avoidance: None,
        types: PlayerAdjustedTypes::Only(WET),
    },
    PlayerTerrainLine {
        place: Place::On(Terrain::Water),
        sign: 1,
        divisor: 10,
        avoidance: None,
        types: PlayerAdjustedTypes::AllOthers,
    },
    PlayerTerrainLine {
        place: Place::On(Terrain::Lava),
        sign: -1,
        divisor: 4,
        avoidance: None,
        types: PlayerAdjustedTypes::Only(COLD),
    },
    PlayerTerrainLine {
        place: Place::On(Terrain::Lava),
        sign: 1,
        divisor: 4,
        avoidance: None,
        types: PlayerAdjustedTypes::Only(HOT),
    },
    PlayerTerrainLine {
        place: Place::On(Terrain::Tree),
        sign: -1,
        divisor: 6,
        avoidance: Some(Avoidance { note: 'b', one_in: 8, classes: Some(&[Class::Ranger, Class::Druid]) }),
        types: PlayerAdjustedTypes::All,
    },
    PlayerTerrainLine {
        place: Place::DarkGrid,
        sign: -1,
        divisor: 4,
        avoidance: None,
        types: PlayerAdjustedTypes::All,
    },
];

/// The lines of [`PLAYER_TERRAIN`] for `terrain`, in table order.
fn lines_for(terrain: Terrain) -> &'static [PlayerTerrainLine] {
    match terrain {
        Terrain::Floor => &[],
        Terrain::Rubble => &PLAYER_TERRAIN[0..1],
        Terrain::Water => &PLAYER_TERRAIN[1..4],
        Terrain::Lava => &PLAYER_TERRAIN[4..6],
        Terrain::Tree => &PLAYER_TERRAIN[6..7],
    }
}

/// The avoidance a character of `class` has on `terrain` (RULINGS P8, Q4):
/// rubble's 1 in 10 for everyone, trees' 1 in 8 for rangers and druids.
pub fn avoidance(terrain: Terrain, class: Class) -> Option<Avoidance> {
    lines_for(terrain)
        .iter()
        .filter_map(|l| l.avoidance)
        .find(|a| a.classes.is_none_or(|classes| classes.contains(&class)))
}

/// `dam` adjusted by one line: `dam / divisor`, in full for Full, halved for
/// Half, nothing for None (RULINGS Q2, G1).
fn adjust_by(line: &PlayerTerrainLine, terr: Terr, dam: i64) -> i64 {
    let adj = line.sign * (dam / line.divisor);
    match terr {
        Terr::Full => dam.saturating_add(adj),
        Terr::Half => dam.saturating_add(adj / 2),
        Terr::None => dam,
    }
}

/// The damage after the player's terrain table: the first line for `terrain`
/// that applies to `gf` (RULINGS Q2: water's "All others" only for the types its
/// other lines do not name), then, on a dark grid with Unlight, `-dam / 4` of
/// that (RULINGS Q3), each following `terr` (halved for Half, nothing for None).
/// Any `dam` is accepted; the sum saturates.
///
/// # Example
///
/// ```
/// use roguerules_projection::player::player_terrain_adjusted;
/// use roguerules_projection::monster::Terr;
/// use roguerules_projection::{Gf, Terrain};
///
/// assert_eq!(player_terrain_adjusted(Gf::Fire, Terr::Full, Terrain::Lava, false, 2000), 2500); // +1/4
/// assert_eq!(player_terrain_adjusted(Gf::Nether, Terr::Half, Terrain::Water, false, 100), 105); // +(10/2)
/// // Unlight on a dark grid, after the terrain: 100 - 100/6 = 84, then 84 - 84/4 = 63.
/// assert_eq!(player_terrain_adjusted(Gf::Mana, Terr::Full, Terrain::Tree, true, 100), 63);
/// ```
pub fn player_terrain_adjusted(gf: Gf, terr: Terr, terrain: Terrain, unlight_dark: bool, dam: i64) -> i64 {
    let lines = lines_for(terrain);
    let named = |g: Gf| lines.iter().any(|l| matches!(l.types, PlayerAdjustedTypes::Only(types) if types.contains(&g)));
    let applies = |l: &&PlayerTerrainLine| match l.types {
        PlayerAdjustedTypes::All => true,
        PlayerAdjustedTypes::Only(types) => types.contains(&gf),
        PlayerAdjustedTypes::AllOthers => !named(gf),
    };
    let dam = match lines.iter().find(applies) {
        Some(line) => adjust_by(line, terr, dam),
        None => dam,
    };
    if unlight_dark { adjust_by(&PLAYER_TERRAIN[7], terr, dam) } else { dam }
}
