//! Damage on terrain: seed 000, "Damage Types and Effects on Terrain" (lava
//! solidifying, lava from fire, boiling water, burning forest, flooding),
//! following RULINGS G1-G3, P5 and P13.
//!
//! The damage compared is the projection's damage as given: no monster-side
//! terrain or resistance adjustment (RULINGS P13). Every "greater than a random
//! number between a and b" is one comparison draw; the terrain is tested first,
//! so a projection that cannot change its terrain draws nothing (RULINGS G3).
//!
//! Under [`Reading::Oangband110`] the rule is the released game's
//! `project_f` and the terrain part of `project_t` (`src/spells1.c`), draw for
//! draw: lava solidifies to floor 2 times in 3; water boils past `201..=800 +
//! 300k`; floods start at 60; a fire type draws its lava roll on every grid;
//! `GF_KILL_WALL` dissolves rubble, with a roll for a buried object
//! ([`TerrainOutcome::buried_object`]). The game calls the rule only for the
//! grids `project_f` marks (within 1 of the centre; a `GF_STORM` grid a monster
//! or the player stands on at any distance): the rule has no distance.
//!
//! # Example
//!
//! ```
//! use roguerules_projection::terrain::{self, TerrainInput};
//! use roguerules_projection::{Gf, Terrain};
//!
//! // "Any water attack doing at least 500 damage will always change all affected
//! // floor squares to water."
//! let flood = TerrainInput::new(Gf::Water, 500, Terrain::Floor, 0);
//! assert_eq!(terrain::odds(&flood)?.probability(&Some(Terrain::Water)).to_string(), "1");
//! // A fire of 1501 on floor: lava when 1501 is greater than a number in
//! // 601..=2400, 900 times in 1800.
//! let burn = TerrainInput { gf: Gf::Fire, dam: 1501, ..flood };
//! assert_eq!(terrain::odds(&burn)?.probability(&Some(Terrain::Lava)).to_string(), "1/2");
//! # Ok::<(), roguerules_projection::ProjectionError>(())
//! ```

use crate::error::{ProjectionError, check};
use crate::monster::MAX_DAMAGE;
use roguerules_dice::{Budget, Pmf, RollError, Roller, RollerExt, exact, exact_with};
use roguerules_vocab::{Gf, Reading, Terrain};

/// A projection on one grid's terrain (seed 000, "Damage Types and Effects on
/// Terrain").
///
/// `dam` lies in `0..=5000`; `adjacent_water` (the seed's `k`: water squares in
/// the 8 directions around) in `0..=8`. In JSON, every field but `gf` has a
/// default (0, floor, 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TerrainInput {
    /// The damage type.
    pub gf: Gf,
    /// The projection's damage, as given (RULINGS P13).
    #[cfg_attr(feature = "serde", serde(default))]
    pub dam: i64,
    /// The grid's terrain.
    #[cfg_attr(feature = "serde", serde(default))]
    pub terrain: Terrain,
    /// `k`, the number of adjacent water squares (boiling and flooding).
    #[cfg_attr(feature = "serde", serde(default))]
    pub adjacent_water: i64,
    /// The reading to follow: the seed (the default) or the released
    /// Oangband 1.1.0's code, draw for draw ([`Reading`]).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "roguerules_vocab::Reading::is_seed"))]
    pub reading: roguerules_vocab::Reading,
}

impl TerrainInput {
    /// `gf` for `dam` on a grid of `terrain` with `adjacent_water` water squares
    /// around it, in the seed reading.
    pub const fn new(gf: Gf, dam: i64, terrain: Terrain, adjacent_water: i64) -> Self {
        TerrainInput { gf, dam, terrain, adjacent_water, reading: roguerules_vocab::Reading::Seed }
    }
}

/// Checks `input` against the documented ranges (seed 000, "Damage Types and
/// Effects on Terrain": `k` counts the 8 neighbours).
///
/// # Errors
///
/// [`ProjectionError::OutOfRange`] for `dam` outside `0..=5000` or
/// `adjacent_water` outside `0..=8`.
pub fn validate(input: &TerrainInput) -> Result<(), ProjectionError> {
    check("dam", input.dam, 0, MAX_DAMAGE, "0..=5000")?;
    check("adjacent_water", input.adjacent_water, 0, 8, "0..=8")
}

/// What a projection does to a grid: its new terrain, and whether the game
/// must place an object found in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TerrainOutcome {
    /// The new terrain, or `None` when it stays as it is.
    pub terrain: Option<Terrain>,
    /// Something was buried in dissolved rubble: the game places an object on
    /// the grid (Oangband 1.1.0's `project_f`, `GF_KILL_WALL`; never in the seed
    /// reading).
    #[cfg_attr(feature = "serde", serde(default))]
    pub buried_object: bool,
}

/// What the projection does to the terrain (seed 000, "Damage Types and Effects
/// on Terrain"; RULINGS G2, G3, P5, P13): the new terrain, or `None` when it stays
/// as it is. The terrain part of [`outcome`].
///
/// # Errors
///
/// As [`validate`]; [`ProjectionError::Roll`] when the roller fails.
///
/// # Example
///
/// Cold of 900 on lava, replayed: 900 beats a 600 on `301..=1200`, and the 1 in 3
/// for floor fails: rubble.
///
/// ```
/// use roguerules_projection::terrain::{self, TerrainInput};
/// use roguerules_projection::{Gf, Terrain};
/// use roguerules_dice::{Scripted, Step};
///
/// let input = TerrainInput::new(Gf::Cold, 900, Terrain::Lava, 0);
/// let mut r = Scripted::new([Step::labelled("solidify 301..1200", 600), Step::labelled("solidify to floor 1 in 3", false)]);
/// assert_eq!(terrain::project(&mut r, &input)?, Some(Terrain::Rubble));
/// r.finish()?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn project<R: Roller + ?Sized>(r: &mut R, input: &TerrainInput) -> Result<Option<Terrain>, ProjectionError> {
    Ok(outcome(r, input)?.terrain)
}

/// What the projection does to the grid: [`project`]'s terrain, and the buried
/// object of dissolved rubble (Oangband 1.1.0 only).
///
/// # Errors
///
/// As [`validate`]; [`ProjectionError::Roll`] when the roller fails.
///
/// # Example
///
/// Oangband 1.1.0's stone to mud on rubble: floor, and a `rand_int(100) < 1`
/// for something buried in it.
///
/// ```
/// use roguerules_projection::terrain::{self, TerrainInput, TerrainOutcome};
/// use roguerules_projection::{Gf, Terrain};
/// use roguerules_vocab::Reading;
/// use roguerules_dice::Scripted;
///
/// let mud = TerrainInput { reading: Reading::Oangband110, ..TerrainInput::new(Gf::KillWall, 20, Terrain::Rubble, 0) };
/// let out = terrain::outcome(&mut Scripted::new([0]), &mud)?;
/// assert_eq!(out, TerrainOutcome { terrain: Some(Terrain::Floor), buried_object: true });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn outcome<R: Roller + ?Sized>(r: &mut R, input: &TerrainInput) -> Result<TerrainOutcome, ProjectionError> {
    validate(input)?;
    Ok(change(r, input)?)
}

/// The exact distribution of [`project`]'s result (each comparison draw as two
/// branches with the same odds).
///
/// # Errors
///
/// As [`validate`].
pub fn odds(input: &TerrainInput) -> Result<Pmf<Option<Terrain>>, ProjectionError> {
    odds_with(input, Budget::default())
}

/// [`odds`] within `budget` (the paths of draws it may explore).
///
/// # Errors
///
/// As [`validate`]; [`ProjectionError::Budget`] past `budget`.
pub fn odds_with(input: &TerrainInput, budget: Budget) -> Result<Pmf<Option<Terrain>>, ProjectionError> {
    validate(input)?;
    exact_with(budget, |r| Ok(change(r, input)?.terrain))
}

/// The exact distribution of [`outcome`].
///
/// # Errors
///
/// As [`validate`].
pub fn outcome_odds(input: &TerrainInput) -> Result<Pmf<TerrainOutcome>, ProjectionError> {
    validate(input)?;
    exact(|r| change(r, input).map_err(ProjectionError::from))
}

/// The one exhaustive `match` over [`Gf`] for terrain.
fn change<R: Roller + ?Sized>(r: &mut R, input: &TerrainInput) -> Result<TerrainOutcome, RollError> {
    let TerrainInput { gf, dam, terrain, adjacent_water: k, reading } = *input;
    let to = |terrain| TerrainOutcome { terrain, buried_object: false };
    match gf {
        Gf::Cold | Gf::Ice => solidify(r, reading, terrain, dam).map(to),
        Gf::Fire | Gf::Hellfire | Gf::Plasma => burn(r, reading, terrain, dam, k).map(to),
        Gf::Water | Gf::Storm => flood(r, reading, terrain, dam, k).map(to),
        Gf::KillWall => dissolve(r, reading, terrain),
        Gf::Rock
        | Gf::Shot
        | Gf::Arrow
        | Gf::Missile
        | Gf::Pmissile
        | Gf::Whip
        | Gf::Acid
        | Gf::Elec
        | Gf::Pois
        | Gf::LiteWeak
        | Gf::Lite
        | Gf::Dark
        | Gf::MorgulDark
        | Gf::Confusion
        | Gf::Sound
        | Gf::Shard
        | Gf::Inertia
        | Gf::Gravity
        | Gf::Force
        | Gf::Nexus
        | Gf::Nether
        | Gf::Chaos
        | Gf::Disenchant
        | Gf::Time
        | Gf::Mana
        | Gf::HolyOrb
        | Gf::Meteor
        | Gf::Spirit
        | Gf::KillTrap
        | Gf::Hold
        | Gf::HoldUndead
        | Gf::AwayUndead
        | Gf::AwayEvil
        | Gf::AwayAll
        | Gf::TurnUndead
        | Gf::TurnEvil
        | Gf::TurnAll
        | Gf::DispUndead
        | Gf::DispEvil
        | Gf::DispNotEvil
        | Gf::DispDemon
        | Gf::DispDragon
        | Gf::DispAll
        | Gf::DispSmallAll
        | Gf::OldClone
        | Gf::OldPoly
        | Gf::OldHeal
        | Gf::OldSpeed
        | Gf::OldSlow
        | Gf::OldConf
        | Gf::OldSleep
        | Gf::OldDrain => Ok(to(None)),
    }
}

/// `GF_COLD`, `GF_ICE`: "if the damage is greater than a random number between
/// 301 and 1200 and the terrain is lava, it will be solidified ... a 1/3 chance
/// ... floor; otherwise ... rubble" (Oangband 1.1.0: floor 2 times in 3, see
/// [`solidifies_to_floor`]; `project_f` marks only lava, so nothing is drawn on
/// other terrain in either reading).
fn solidify<R: Roller + ?Sized>(
    r: &mut R,
    reading: Reading,
    terrain: Terrain,
    dam: i64,
) -> Result<Option<Terrain>, RollError> {
    if terrain != Terrain::Lava || !r.exceeds("solidify 301..1200", dam, 301, 1200)? {
        return Ok(None);
    }
    Ok(Some(if solidifies_to_floor(r, reading)? { Terrain::Floor } else { Terrain::Rubble }))
}

/// Whether solidified lava becomes floor: the seed's "1/3 chance", one in 3;
/// Oangband 1.1.0's `project_t`: `randint(3) != 1`, 2 in 3 (one draw on 1..=3).
fn solidifies_to_floor<R: Roller + ?Sized>(r: &mut R, reading: Reading) -> Result<bool, RollError> {
    match reading {
        Reading::Seed => r.one_in("solidify to floor 1 in 3", 3),
        Reading::Oangband110 => Ok(r.compare("solidify to floor randint(3) != 1", 1, 3, &[2])? != 1),
    }
}

/// `GF_FIRE`, `GF_HELLFIRE`, `GF_PLASMA`: floor or rubble to lava past
/// `601..=2400`; water to floor past `201..=` [`boil_top`]; forest to floor
/// past `101..=500`. The seed draws only the roll of the grid's terrain; the
/// game's `project_t` draws the lava roll on every grid it is given, then the
/// boiling or burning roll of water or forest ([`lava_roll_on_any_terrain`]).
fn burn<R: Roller + ?Sized>(
    r: &mut R,
    reading: Reading,
    terrain: Terrain,
    dam: i64,
    k: i64,
) -> Result<Option<Terrain>, RollError> {
    let meltable = matches!(terrain, Terrain::Floor | Terrain::Rubble);
    if meltable || lava_roll_on_any_terrain(reading) {
        let melts = r.exceeds("melt to lava 601..2400", dam, 601, 2400)?;
        if meltable {
            return Ok(melts.then_some(Terrain::Lava));
        }
    }
    let (label, lo, hi) = match terrain {
        Terrain::Water => (boil_label(reading), 201, boil_top(reading, k)),
        Terrain::Tree => ("burn forest 101..500", 101, 500),
        Terrain::Floor | Terrain::Rubble | Terrain::Lava => return Ok(None),
    };
    Ok(r.exceeds(label, dam, lo, hi)?.then_some(Terrain::Floor))
}

/// Whether a fire type draws its lava roll whatever the terrain: the seed tests
/// the terrain first (RULINGS G3); Oangband 1.1.0's `project_t` draws
/// `randint(1800) + 600` before it looks at the grid.
const fn lava_roll_on_any_terrain(reading: Reading) -> bool {
    reading.is_game()
}

/// The top of the boiling range: the seed's `800 + 3 * k`; Oangband 1.1.0's
/// `project_t`: `randint(600 + k * 300) + 200`, so `800 + 300 * k`.
const fn boil_top(reading: Reading, k: i64) -> i64 {
    match reading {
        Reading::Seed => 800 + 3 * k,
        Reading::Oangband110 => 800 + 300 * k,
    }
}

/// The boiling draw's label, after its range.
const fn boil_label(reading: Reading) -> &'static str {
    match reading {
        Reading::Seed => "boil 201..800+3k",
        Reading::Oangband110 => "boil 201..800+300k",
    }
}

/// `GF_WATER`, `GF_STORM`: floor to water when the damage is greater than both
/// 60 and `100 - 20k + r`, `r` in `0..=399` (drawn only from [`flood_least`],
/// RULINGS G3; `dam > 100 - 20k + r` is `dam - 100 + 20k > r`, the comparison
/// draw).
fn flood<R: Roller + ?Sized>(
    r: &mut R,
    reading: Reading,
    terrain: Terrain,
    dam: i64,
    k: i64,
) -> Result<Option<Terrain>, RollError> {
    if terrain != Terrain::Floor || dam < flood_least(reading) {
        return Ok(None);
    }
    Ok(if r.exceeds("flood 0..399", dam - 100 + 20 * k, 0, 399)? { Some(Terrain::Water) } else { None })
}

/// The least damage that can flood: the seed's "greater than ... 60" (RULINGS
/// P5), 61; Oangband 1.1.0's `project_t`: `dam >= 60`.
const fn flood_least(reading: Reading) -> i64 {
    match reading {
        Reading::Seed => 61,
        Reading::Oangband110 => 60,
    }
}

/// `GF_KILL_WALL`: the seed names no effect on terrain. Oangband 1.1.0's
/// `project_f` turns rubble (the only wall among [`Terrain`]'s grids; trees are
/// spared) into floor and draws `rand_int(100) < 1` for an object buried in it.
fn dissolve<R: Roller + ?Sized>(r: &mut R, reading: Reading, terrain: Terrain) -> Result<TerrainOutcome, RollError> {
    if !reading.is_game() || terrain != Terrain::Rubble {
        return Ok(TerrainOutcome::default());
    }
    let buried_object = r.compare("buried object rand_int(100) < 1", 0, 99, &[1])? < 1;
    Ok(TerrainOutcome { terrain: Some(Terrain::Floor), buried_object })
}
