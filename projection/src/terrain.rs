//! Damage on terrain: seed 000, "Damage Types and Effects on Terrain" (lava
//! solidifying, lava from fire, boiling water, burning forest, flooding),
//! following RULINGS G1-G3, P5 and P13.
//!
//! The damage compared is the projection's damage as given: no monster-side
//! terrain or resistance adjustment (RULINGS P13). Every "greater than a random
//! number between a and b" is one comparison draw; the terrain is tested first,
//! so a projection that cannot change its terrain draws nothing (RULINGS G3).
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
use roguerules_dice::{Pmf, RollError, Roller, RollerExt, exact};
use roguerules_vocab::{Gf, Terrain};

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
    /// Oangband 1.1.0's code, draw for draw ([`Reading`](roguerules_vocab::Reading)).
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

/// What the projection does to the terrain (seed 000, "Damage Types and Effects
/// on Terrain"; RULINGS G2, G3, P5, P13): the new terrain, or `None` when it stays
/// as it is.
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
    validate(input)?;
    exact(|r| change(r, input).map_err(ProjectionError::from))
}

/// The one exhaustive `match` over [`Gf`] for terrain.
fn change<R: Roller + ?Sized>(r: &mut R, input: &TerrainInput) -> Result<Option<Terrain>, RollError> {
    let TerrainInput { gf, dam, terrain, adjacent_water: k, .. } = *input;
    match gf {
        Gf::Cold | Gf::Ice => solidify(r, terrain, dam),
        Gf::Fire | Gf::Hellfire | Gf::Plasma => burn(r, terrain, dam, k),
        Gf::Water | Gf::Storm => flood(r, terrain, dam, k),
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
        | Gf::KillWall
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
        | Gf::OldDrain => Ok(None),
    }
}

/// `GF_COLD`, `GF_ICE`: "if the damage is greater than a random number between
/// 301 and 1200 and the terrain is lava, it will be solidified ... a 1/3 chance
/// ... floor; otherwise ... rubble".
fn solidify<R: Roller + ?Sized>(r: &mut R, terrain: Terrain, dam: i64) -> Result<Option<Terrain>, RollError> {
    if terrain != Terrain::Lava || !r.exceeds("solidify 301..1200", dam, 301, 1200)? {
        return Ok(None);
    }
    Ok(Some(if r.one_in("solidify to floor 1 in 3", 3)? { Terrain::Floor } else { Terrain::Rubble }))
}

/// `GF_FIRE`, `GF_HELLFIRE`, `GF_PLASMA`: floor or rubble to lava past
/// `601..=2400`; water to floor past `201..=800 + 3k`; forest to floor past
/// `101..=500`.
fn burn<R: Roller + ?Sized>(r: &mut R, terrain: Terrain, dam: i64, k: i64) -> Result<Option<Terrain>, RollError> {
    let (label, lo, hi, to) = match terrain {
        Terrain::Floor | Terrain::Rubble => ("melt to lava 601..2400", 601, 2400, Terrain::Lava),
        Terrain::Water => ("boil 201..800+3k", 201, 800 + 3 * k, Terrain::Floor),
        Terrain::Tree => ("burn forest 101..500", 101, 500, Terrain::Floor),
        Terrain::Lava => return Ok(None),
    };
    Ok(if r.exceeds(label, dam, lo, hi)? { Some(to) } else { None })
}

/// `GF_WATER`, `GF_STORM`: floor to water when the damage is greater than both
/// 60 and `100 - 20k + r`, `r` in `0..=399` (drawn only past 60, RULINGS G3;
/// `dam > 100 - 20k + r` is `dam - 100 + 20k > r`, the comparison draw).
fn flood<R: Roller + ?Sized>(r: &mut R, terrain: Terrain, dam: i64, k: i64) -> Result<Option<Terrain>, RollError> {
    if terrain != Terrain::Floor || dam <= 60 {
        return Ok(None);
    }
    Ok(if r.exceeds("flood 0..399", dam - 100 + 20 * k, 0, 399)? { Some(Terrain::Water) } else { None })
}
