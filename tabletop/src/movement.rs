//! Movement (seed 002, section L, Tables 16 and 18), backing up (M, Table 17) and
//! disengaging (M; RULINGS B14-B16).

use crate::encumbrance::strength_modified;
use crate::error::{TabletopError, check_range};
use crate::rounding::round_half_even;
use crate::tables::{Class, MOVEMENT_ROWS, RETREAT_PENALTY_ROWS, squares_rows};
use roguerules_dice::{BigInt, BigRational, Prob, Roller};

/// The standard base movement rate (Table 16's first row), feet per round.
pub const STANDARD_RATE: i64 = 82;

/// What section L needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct MovementInput {
    /// Total encumbrance before the Strength multiplier, 0..=100 000 000.
    pub encumbrance: i64,
    /// Strength 1..=55 (Table 4).
    pub strength: i64,
    /// A creature's base rate in feet/round if not the standard 82 (1..=10 000).
    /// JSON: the standard when left out.
    #[cfg_attr(feature = "serde", serde(default))]
    pub base_rate: Option<i64>,
    /// A Speed effect is active. JSON: false when left out, as the two below.
    #[cfg_attr(feature = "serde", serde(default))]
    pub speed: bool,
    /// A Movement Speed effect (e.g. Boots of Speed) is active.
    #[cfg_attr(feature = "serde", serde(default))]
    pub movement_speed: bool,
    /// A Haste effect is active.
    #[cfg_attr(feature = "serde", serde(default))]
    pub haste: bool,
}

/// Section L's result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Movement {
    /// Strength-modified encumbrance.
    pub encumbrance_points: i64,
    /// Table 16's standard rate for it (0 above 2500, RULINGS B14).
    pub table_feet: i64,
    /// Table 16's percentage of base rate.
    pub percent: i64,
    /// The base rate after the percentage (creatures) or the standard rate.
    pub base_feet: i64,
    /// Feet per round after Speed (x2) or Haste (x4/3).
    pub feet_per_round: i64,
    /// Table 18: 5' squares per round.
    pub squares_per_round: i64,
    /// Table 18: squares in segments 1..=5.
    pub per_segment: [i64; 5],
    /// 25 ft/round or more: may shift one square every segment when engaged
    /// (section M's note).
    pub shift_every_segment: bool,
}

/// Computes the movement rate (section L; RULINGS B14, B15).
///
/// # Errors
///
/// Out-of-range inputs.
///
/// # Example
///
/// ```
/// use roguerules_tabletop::movement::{MovementInput, movement};
/// let m = movement(&MovementInput { encumbrance: 300, strength: 12, base_rate: None, speed: false, movement_speed: false, haste: true })?;
/// // Table 16: 300 -> 47 ft; Haste x4/3 = 62.67 -> 63 ft = 13 squares (3,2,3,2,3).
/// assert_eq!((m.feet_per_round, m.squares_per_round, m.per_segment), (63, 13, [3, 2, 3, 2, 3]));
/// # Ok::<(), roguerules_tabletop::TabletopError>(())
/// ```
pub fn movement(input: &MovementInput) -> Result<Movement, TabletopError> {
    let e = strength_modified(input.encumbrance, input.strength)?;
    let (table_feet, percent) =
        MOVEMENT_ROWS.iter().find(|&&(lo, hi, _, _)| (lo..=hi).contains(&e)).map_or((0, 0), |&(_, _, f, p)| (f, p));
    let base_feet = match input.base_rate {
        None => table_feet,
        Some(rate) => {
            check_range("base_rate", rate, 1, 10_000)?;
            if rate == STANDARD_RATE { table_feet } else { round_half_even(rate * percent, 100) }
        }
    };
    let feet_per_round = if input.speed || input.movement_speed {
        base_feet * 2
    } else if input.haste {
        round_half_even(base_feet * 4, 3)
    } else {
        base_feet
    };
    let (squares_per_round, per_segment) = squares(feet_per_round);
    Ok(Movement {
        encumbrance_points: e,
        table_feet,
        percent,
        base_feet,
        feet_per_round,
        squares_per_round,
        per_segment,
        shift_every_segment: feet_per_round >= 25,
    })
}

/// The per-segment split of `s` squares: `s = 5k + r` gives k in every segment plus
/// one more in the segments of Table 18's pattern for r (r = 1: 3; 2: 2, 4; 3: 1, 3,
/// 5; 4: all but 3).
fn pattern(s: i64) -> [i64; 5] {
    let (k, r) = (s / 5, s % 5);
    let extra: [i64; 5] = match r {
        1 => [0, 0, 1, 0, 0],
        2 => [0, 1, 0, 1, 0],
        3 => [1, 0, 1, 0, 1],
        4 => [1, 1, 0, 1, 1],
        _ => [0; 5],
    };
    extra.map(|e| k + e)
}

/// Table 18: feet per round to 5' squares per round and per segment (RULINGS
/// B15): below 2.5 ft none; beyond 302.5 ft the 10-ft rows continue,
/// `2 x floor((ft + 7.5) / 10)` squares split by the pattern.
///
/// # Example
///
/// ```
/// use roguerules_tabletop::movement::squares;
/// assert_eq!(squares(82), (16, [3, 3, 4, 3, 3]));
/// assert_eq!(squares(240), (48, [10, 9, 10, 9, 10])); // the reconstructed row
/// assert_eq!(squares(2), (0, [0; 5]));
/// ```
pub fn squares(feet: i64) -> (i64, [i64; 5]) {
    let tenths = feet.saturating_mul(10);
    if let Some(&(_, _, s, segs)) =
        squares_rows().iter().find(|&&(lo, hi, _, _)| i64::from(lo) < tenths && tenths < i64::from(hi))
    {
        return (s.into(), segs.map(i64::from));
    }
    if feet <= 2 {
        return (0, [0; 5]);
    }
    let s = 2 * ((i128::from(feet) * 2 + 15) / 20);
    let s = i64::try_from(s).unwrap_or(i64::MAX - 1);
    (s, pattern(s))
}

/// Backing up: `round(feet / 3)` feet per round, converted to squares afterwards
/// (section M and L's note; RULINGS B1, B15).
pub fn backing_up_feet(feet_per_round: i64) -> i64 {
    round_half_even(feet_per_round, 3)
}

/// Table 17: the follower's combat penalty when the retreater backs up
/// `retreat_feet` per round and the follower moves `follower_feet` per round: the
/// fraction needed is compared exactly (RULINGS B15). `None`: the follower cannot
/// stay engaged (fraction above 1).
pub fn retreat_penalty(retreat_feet: i64, follower_feet: i64) -> Option<i64> {
    if retreat_feet <= 0 {
        return Some(0);
    }
    if follower_feet <= 0 {
        return None;
    }
    let (a, b) = (i128::from(retreat_feet), i128::from(follower_feet));
    RETREAT_PENALTY_ROWS.iter().find(|&&((n, d), _)| a * i128::from(d) <= b * i128::from(n)).map(|&(_, p)| p)
}

/// One side of a disengage: level x class factor and movement (section M).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DisengageSide {
    /// Level x class attack factor (Table 11).
    pub level_factor: i64,
    /// Movement in feet per round (section L).
    pub feet_per_round: i64,
}

impl DisengageSide {
    /// A character's side.
    ///
    /// # Errors
    ///
    /// Level outside 1..=30, feet outside 0..=100 000.
    pub fn new(class: Class, level: i64, feet_per_round: i64) -> Result<Self, TabletopError> {
        check_range("level", level, 1, 30)?;
        check_range("feet_per_round", feet_per_round, 0, 100_000)?;
        Ok(DisengageSide { level_factor: level * class.attack_factor(), feet_per_round })
    }

    /// Hexes per round: `round(1.5 x squares)` (12/17; RULINGS B16, B1).
    pub fn hexes(&self) -> i64 {
        round_half_even(squares(self.feet_per_round).0.saturating_mul(3), 2)
    }

    /// The disengage factor: level x factor + hexes per round.
    pub fn factor(&self) -> i64 {
        self.level_factor.saturating_add(self.hexes())
    }
}

/// The disengage chance `C = 50 + own factor - opponent's factor` (section M),
/// saturating at the ends of `i64`.
pub fn disengage_chance(disengager: &DisengageSide, opponent: &DisengageSide) -> i64 {
    disengager.factor().saturating_sub(opponent.factor()).saturating_add(50)
}

/// The exact probability of disengaging: `clamp(C, 0, 100) / 100` (RULINGS B16).
pub fn disengage_probability(chance: i64) -> Prob {
    BigRational::new(BigInt::from(chance.clamp(0, 100)), BigInt::from(100))
}

/// Rolls a disengage (`disengage roll`, a `chance(C, 100)` draw; RULINGS B16). On a
/// failure the disengager may retreat anyway (the opponent gets a free attack) or
/// stay engaged (the opponent gets +35 on his next attack, RULINGS B5).
///
/// # Errors
///
/// A failed draw.
pub fn roll_disengage<R: Roller + ?Sized>(r: &mut R, chance: i64) -> Result<bool, TabletopError> {
    Ok(r.chance("disengage roll", chance.clamp(0, 100), 100)?)
}

/// Section M's bonus to the opponent's next attack when a failed disengager stays
/// engaged, in points (RULINGS B5).
pub const FAILED_DISENGAGE_BONUS: i64 = 35;

/// One side of a disengage as given (section M): class, level and movement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Combatant {
    /// The class.
    pub class: Class,
    /// The level, 1..=30.
    pub level: i64,
    /// Movement in feet per round (section L), 0..=100 000.
    pub feet_per_round: i64,
}

impl Combatant {
    /// Its side of the disengage ([`DisengageSide::new`]).
    ///
    /// # Errors
    ///
    /// Level outside 1..=30, feet outside 0..=100 000.
    pub fn side(&self) -> Result<DisengageSide, TabletopError> {
        DisengageSide::new(self.class, self.level, self.feet_per_round)
    }
}

/// The input of a disengage as one value (what a program, or the CLI's
/// `--input FILE`, writes as JSON): who disengages and from whom.
///
/// ```
/// # #[cfg(feature = "serde")] {
/// use roguerules_tabletop::movement::{DisengageInput, disengage_chance};
/// let i: DisengageInput = serde_json::from_str(
///     r#"{"disengager": {"class": "fighter", "level": 5, "feet_per_round": 82},
///         "opponent": {"class": "Thief", "level": 5, "feet_per_round": 67}}"#,
/// ).unwrap();
/// assert_eq!(disengage_chance(&i.disengager.side().unwrap(), &i.opponent.side().unwrap()), 79);
/// # }
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct DisengageInput {
    /// The one who disengages.
    pub disengager: Combatant,
    /// The one disengaged from.
    pub opponent: Combatant,
}
