//! Critical hits, melee and missile (seed 003, "Calculating the probability of a
//! critical hit", "... with a missile" and damage step 3; RULINGS M6).

use super::error::AngbandError;
use super::weight::Weight;
use roguerules_dice::{BigInt, BigRational, Roller, RollerExt};

/// The type of a critical hit (seed 003's tables), in increasing order.
///
/// The discriminants are 1 to 5 (`Good` is 1), so `Option<Critical>` holds
/// `None` as 0: the C API's `RR_ANG_CRIT_*` code is the byte itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Critical {
    /// "It was a good hit!": x2 + 5.
    #[cfg_attr(feature = "serde", serde(rename = "good"))]
    Good = 1,
    /// "It was a great hit!": x2 + 10.
    #[cfg_attr(feature = "serde", serde(rename = "great"))]
    Great,
    /// "It was a superb hit!": x3 + 15.
    #[cfg_attr(feature = "serde", serde(rename = "superb"))]
    Superb,
    /// "It was a *GREAT* hit!": x3 + 20 (melee only).
    #[cfg_attr(feature = "serde", serde(rename = "*GREAT*"))]
    StarGreat,
    /// "It was a *SUPERB* hit!": `7 * dam / 2 + 25` (melee only; RULINGS M6).
    #[cfg_attr(feature = "serde", serde(rename = "*SUPERB*"))]
    StarSuperb,
}

impl Critical {
    /// Every type, in order.
    pub const ALL: [Critical; 5] =
        [Critical::Good, Critical::Great, Critical::Superb, Critical::StarGreat, Critical::StarSuperb];

    /// The name the seed uses: `good`, `great`, `superb`, `*GREAT*`, `*SUPERB*`.
    pub const fn name(self) -> &'static str {
        match self {
            Critical::Good => "good",
            Critical::Great => "great",
            Critical::Superb => "superb",
            Critical::StarGreat => "*GREAT*",
            Critical::StarSuperb => "*SUPERB*",
        }
    }

    /// The seed's operation on the damage (damage step 3, missile step 6; G1
    /// truncation toward zero, so a negative missile total passes through, M7).
    pub const fn apply(self, dam: i64) -> i64 {
        match self {
            Critical::Good => 2 * dam + 5,
            Critical::Great => 2 * dam + 10,
            Critical::Superb => 3 * dam + 15,
            Critical::StarGreat => 3 * dam + 20,
            Critical::StarSuperb => 7 * dam / 2 + 25,
        }
    }
}

/// Melee or missile: the two critical tables of seed 003.
///
/// Parsed from `melee` or `missile` in any case, in JSON too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CritTable {
    /// Melee: power = weight + 5 x bonus + 3 x level; type from weight + 1d650.
    Melee,
    /// Missiles: power = weight + 4 x (bonus + missile to-hit) + 2 x level; type
    /// from weight + 1d500 (RULINGS M6).
    Missile,
}

impl std::str::FromStr for CritTable {
    type Err = roguerules_vocab::UnknownName;

    /// `melee` or `missile`, in any case.
    fn from_str(s: &str) -> Result<CritTable, Self::Err> {
        let name = |t: CritTable| match t {
            CritTable::Melee => "melee",
            CritTable::Missile => "missile",
        };
        roguerules_vocab::name::find_name(s, &[CritTable::Melee, CritTable::Missile], name, "critical table")
    }
}

// JSON names in any case, through the parser above (roguerules-vocab's one mechanism).
roguerules_vocab::deserialize_by_name!(CritTable);

impl CritTable {
    /// The die added to the weight for the type (650 or 500).
    pub const fn type_die(self) -> i64 {
        match self {
            CritTable::Melee => 650,
            CritTable::Missile => 500,
        }
    }

    /// The type for a sum `weight + roll` (the seed's "Sum" tables).
    pub const fn classify(self, sum: i64) -> Critical {
        match self {
            CritTable::Melee => {
                if sum < 400 {
                    Critical::Good
                } else if sum < 700 {
                    Critical::Great
                } else if sum < 900 {
                    Critical::Superb
                } else if sum < 1300 {
                    Critical::StarGreat
                } else {
                    Critical::StarSuperb
                }
            }
            CritTable::Missile => {
                if sum < 500 {
                    Critical::Good
                } else if sum < 1000 {
                    Critical::Great
                } else {
                    Critical::Superb
                }
            }
        }
    }

    /// The thresholds of the sum table: each type starts at its entry.
    #[inline(always)]
    const fn bounds(self) -> &'static [i64] {
        match self {
            CritTable::Melee => &[400, 700, 900, 1300],
            CritTable::Missile => &[500, 1000],
        }
    }

    /// The critical power `P` (the chance is `P` in 5000): melee `weight + 5 *
    /// bonus + 3 * level`, missiles `weight + 4 * bonus + 2 * level`, where for
    /// missiles `bonus` already includes the missile's own to-hit (RULINGS M6).
    #[inline(always)]
    pub fn power(self, weight: Weight, bonus: i32, level: u8) -> i64 {
        let (b, l) = match self {
            CritTable::Melee => (5, 3),
            CritTable::Missile => (4, 2),
        };
        i64::from(weight.tenths()) + b * i64::from(bonus) + l * i64::from(level)
    }

    /// The rolls of the type die at which the type changes for a weapon of this
    /// weight: `weight + roll < t` is `roll < t - weight` for each threshold `t`.
    // Always inlined: a prepared blow computes it on every call of the C API's
    // `rr_ang_blow` (out of line, with its loop, it was 33 instructions).
    #[inline(always)]
    fn type_cuts(self, weight: Weight) -> [i64; 4] {
        let w = i64::from(weight.tenths());
        let t = self.bounds();
        let at = |i: usize| if i < t.len() { t[i] - w } else { i64::MAX };
        [at(0), at(1), at(2), at(3)]
    }
}

/// Bare hands: a melee "weapon" weighing nothing (seed 003: bare hands never crit).
const fn is_bare_hands(table: CritTable, weight: Weight) -> bool {
    matches!(table, CritTable::Melee) && weight.tenths() == 0
}

/// The critical chance denominator: `P` in 5000.
pub const CRIT_DENOMINATOR: i64 = 5000;

/// Roll for a critical hit (RULINGS M6, M9): the draw "critical", a compare draw
/// on `0..=4999` cut at `P` (a critical when below: the game's `randint(5000) <=
/// P` in `critical_norm` and `critical_shot`), then only on a critical the type
/// draw "critical type", `weight + 1dN` matched in the table. The chance draw is
/// made whatever `P` is, as the game makes it: at `P <= 0` it never crits and at
/// `P >= 5000` it always does, but the number is drawn all the same.
///
/// On the melee table a weight of 0 is bare hands, which never crit (seed 003;
/// RULINGS M6): no critical and no draw, whatever the bonus and level.
///
/// The type draw is a compare draw of the game's `randint(N)` on `1..=N`, cut
/// where `weight + roll` crosses a threshold of the table (so an exact
/// enumeration branches once per type, not per face). It is drawn even when only
/// one type is possible (a weapon of 130 lb or more always gives *SUPERB*), as
/// the game draws it.
///
/// # Errors
///
/// Only the roller's.
///
/// # Example
///
/// ```
/// use roguerules_melee::angband::{critical, Critical, CritTable, Weight};
/// use roguerules_dice::{Scripted, Step};
///
/// // A 15 lb weapon: 150 + 1d650 is at most 800, so the types are good, great, superb;
/// // a roll of 300 makes 450, a great hit.
/// // P = 150 + 50 + 60 = 260: a critical draw of 123 (below 260) crits.
/// let mut r = Scripted::new([Step::labelled("critical", 123), Step::labelled("critical type", 300)]);
/// assert_eq!(critical(&mut r, CritTable::Melee, Weight::from_tenths(150), 10, 20)?, Some(Critical::Great));
/// # Ok::<(), roguerules_melee::angband::AngbandError>(())
/// ```
// Always inlined, like `blow`: see `damage.rs`.
#[inline(always)]
pub fn critical<R: Roller + ?Sized>(
    r: &mut R,
    table: CritTable,
    weight: Weight,
    bonus: i32,
    level: u8,
) -> Result<Option<Critical>, AngbandError> {
    PreparedCritical::new(table, weight, bonus, level).roll(r)
}

/// [`critical`] for one table, weight, bonus and level, with what it computes
/// before its draws (bare hands, the power `P`, the type draw's cuts) done
/// once: a blow prepared from a profile ([`PreparedBlow`](super::PreparedBlow))
/// holds one, so each blow only draws. [`critical`] is this, made and rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PreparedCritical {
    table: CritTable,
    /// Bare hands on the melee table: no critical and no draw.
    never: bool,
    /// The weight in tenths of a pound.
    weight: i64,
    /// The chance's `P` in [`CRIT_DENOMINATOR`].
    power: i64,
    /// Where `weight + roll` crosses the table's thresholds.
    cuts: [i64; 4],
}

impl PreparedCritical {
    /// Prepares [`critical`]`(_, table, weight, bonus, level)`.
    #[inline(always)]
    pub fn new(table: CritTable, weight: Weight, bonus: i32, level: u8) -> PreparedCritical {
        PreparedCritical {
            table,
            never: is_bare_hands(table, weight),
            weight: i64::from(weight.tenths()),
            power: table.power(weight, bonus, level),
            cuts: table.type_cuts(weight),
        }
    }

    /// Rolls it: the draws and outcome of [`critical`].
    ///
    /// # Errors
    ///
    /// Only the roller's.
    // Always inlined, like `critical`.
    #[inline(always)]
    pub fn roll<R: Roller + ?Sized>(&self, r: &mut R) -> Result<Option<Critical>, AngbandError> {
        if self.never {
            return Ok(None);
        }
        if !r.exceeds("critical", self.power, 0, CRIT_DENOMINATOR - 1)? {
            return Ok(None);
        }
        let roll = r.compare("critical type", 1, self.table.type_die(), &self.cuts)?;
        Ok(Some(self.table.classify(self.weight + roll)))
    }
}

/// The exact distribution of [`critical`]: the probability of no critical and of
/// each type (seed 003's chance and sum tables; RULINGS M6).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CritOdds {
    /// Which table.
    pub table: CritTable,
    /// P(no critical).
    pub none: BigRational,
    /// P(each type), in [`Critical::ALL`] order; missiles have three entries.
    pub types: Vec<(Critical, BigRational)>,
}

impl CritOdds {
    /// The probability of an outcome (`None` = no critical).
    pub fn probability(&self, outcome: Option<Critical>) -> BigRational {
        match outcome {
            None => self.none.clone(),
            Some(c) => self.types.iter().find(|(t, _)| *t == c).map_or_else(zero, |(_, p)| p.clone()),
        }
    }
}

fn zero() -> BigRational {
    BigRational::from_integer(BigInt::from(0))
}

/// The exact critical distribution, computed from the tables by counting the
/// faces of the type die (not by enumerating [`critical`], which the tests
/// compare it with). Bare hands (the melee table with weight 0) never crit:
/// `none` is 1 (RULINGS M6).
///
/// # Example
///
/// ```
/// use roguerules_melee::angband::{crit_odds, Critical, CritTable, Weight};
///
/// let o = crit_odds(CritTable::Melee, Weight::from_tenths(150), 10, 20);
/// // P = 150 + 50 + 60 = 260 in 5000.
/// assert_eq!(o.none.to_string(), "237/250");
/// // 150 + 1d650 < 400 on 249 faces of 650.
/// assert_eq!(o.probability(Some(Critical::Good)).to_string(), "249/12500");
/// // Bare hands never crit.
/// assert_eq!(crit_odds(CritTable::Melee, Weight::from_tenths(0), 10, 20).none.to_string(), "1");
/// ```
pub fn crit_odds(table: CritTable, weight: Weight, bonus: i32, level: u8) -> CritOdds {
    let power =
        if is_bare_hands(table, weight) { 0 } else { table.power(weight, bonus, level).clamp(0, CRIT_DENOMINATOR) };
    let crit = BigRational::new(BigInt::from(power), BigInt::from(CRIT_DENOMINATOR));
    let none = BigRational::from_integer(BigInt::from(1)) - &crit;
    let die = table.type_die();
    let kinds: &[Critical] = match table {
        CritTable::Melee => &Critical::ALL,
        CritTable::Missile => &Critical::ALL[..3],
    };
    let mut counts = vec![0i64; kinds.len()];
    for roll in 1..=die {
        let t = table.classify(i64::from(weight.tenths()) + roll);
        if let Some(i) = kinds.iter().position(|k| *k == t) {
            counts[i] += 1;
        }
    }
    let types = kinds
        .iter()
        .zip(counts)
        .map(|(k, c)| (*k, &crit * BigRational::new(BigInt::from(c), BigInt::from(die))))
        .collect();
    CritOdds { table, none, types }
}
