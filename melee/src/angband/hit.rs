//! The hit test, melee and missiles alike (seed 003, "Calculating the probability
//! of successfully landing a blow" and "... hitting a monster with a missile";
//! RULINGS M1, M3).

use super::error::AngbandError;
use roguerules_dice::{BigInt, BigRational, Roller, RollerExt};

/// How a hit test came out (RULINGS M1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum HitRoll {
    /// The 1 in 20 that always hits (`k < 5`).
    AutoHit,
    /// The 1 in 20 that always misses (`5 <= k < 10`).
    AutoMiss,
    /// A skill of 0 or less: the other 90% all miss.
    NoSkill,
    /// The skill roll fell below 3/4 of the armour class.
    Armour,
    /// The skill roll beat the armour.
    Skill,
}

impl HitRoll {
    /// Whether the attack hit.
    pub const fn hit(self) -> bool {
        matches!(self, HitRoll::AutoHit | HitRoll::Skill)
    }
}

/// The visibility-modified skill `K`: halved rounding up when unseen (`(K + 1) /
/// 2`, RULINGS M1). Callers pass a skill already reduced by the distance for
/// missiles (RULINGS M3).
///
/// Defined for every `i32` (the halving is done in 64 bits, so `i32::MAX` unseen
/// is `1 << 30`, not an overflow: fuzz finding F3).
pub const fn visible_skill(skill: i32, visible: bool) -> i32 {
    if visible { skill } else { ((skill as i64 + 1) / 2) as i32 }
}

/// The hit test (RULINGS M1): draw `k` uniform in 0..=99; `k < 5` hits,
/// `5 <= k < 10` misses; otherwise a skill `K <= 0` misses; unseen, `K = (K + 1)
/// / 2`; then hit iff a uniform draw in `0..K` is `>= 3 * ac / 4`.
///
/// For missiles pass the missile skill minus the distance (RULINGS M3).
///
/// The draws: `k` is a compare draw on `0..=99` labelled "hit roll" (the game's
/// `rand_int(100)`, compared with 5 and 10), and the armour test is a compare draw
/// on `0..=K-1` labelled "armour roll", cut at `3 * ac / 4`: a miss when it falls
/// below — the game's `rand_int(K) < ac * 3 / 4` (`test_hit_norm`,
/// `test_hit_fire`). Like the game, it is drawn whenever `K >= 2`, even when its
/// result is certain: against AC 0 or 1 (`3 * ac / 4` is 0, always past the
/// armour) and when `3 * ac / 4 >= K` (always stopped). Only `K == 1` draws
/// nothing (the game's `rand_int(1)` is 0 without a draw): a miss from AC 2 up.
///
/// # Errors
///
/// Only the roller's.
///
/// # Example
///
/// ```
/// use roguerules_melee::angband::{hit_test, HitRoll};
/// use roguerules_dice::{Scripted, Step};
///
/// // k = 57 (neither automatic case), then the armour roll 41 of 0..=59 is not below 3 * 40 / 4 = 30: a hit.
/// let mut r = Scripted::new([Step::labelled("hit roll", 57), Step::labelled("armour roll", 41)]);
/// assert_eq!(hit_test(&mut r, 60, 40, true)?, HitRoll::Skill);
/// // Against AC 0 the armour roll is still drawn (its result is certain), as the game draws it.
/// let mut r = Scripted::new([Step::labelled("hit roll", 57), Step::labelled("armour roll", 0)]);
/// assert_eq!(hit_test(&mut r, 60, 0, true)?, HitRoll::Skill);
/// # Ok::<(), roguerules_melee::angband::AngbandError>(())
/// ```
// Always inlined, like `blow`: see `damage.rs`.
#[inline(always)]
pub fn hit_test<R: Roller + ?Sized>(r: &mut R, skill: i32, ac: u16, visible: bool) -> Result<HitRoll, AngbandError> {
    Ok(match hit_or_miss(r, skill, ac, visible)? {
        Ok(hit) | Err(hit) => hit,
    })
}

/// [`hit_test`] with its outcome split by whether it hit: `Ok` a hit
/// ([`HitRoll::AutoHit`], [`HitRoll::Skill`]), `Err` a miss. The blow
/// branches on the split, which is where each test itself decides it, so its
/// outcome is not selected as a [`HitRoll`] and decoded again by
/// [`HitRoll::hit`] (about 5 instructions a blow through the C API).
#[inline(always)]
pub(crate) fn hit_or_miss<R: Roller + ?Sized>(
    r: &mut R,
    skill: i32,
    ac: u16,
    visible: bool,
) -> Result<Result<HitRoll, HitRoll>, AngbandError> {
    // The game's `k = rand_int(100)` compared with 5 and 10: one compare draw
    // cut at both, then the two tests themselves (not the number of cuts
    // passed, which costs a count and a second comparison of it).
    //
    // The armour test's two numbers are worked out before the first draw:
    // across it they are two values to keep where the skill, the visibility
    // and the armour class were three. `chance <= 0` exactly when `skill <= 0`
    // (halving rounds 1 up to 1, and 0 and below to 0 and below).
    let chance = visible_skill(skill, visible);
    let armour = 3 * i64::from(ac) / 4;
    let k = r.compare("hit roll", 0, 99, &[5, 10])?;
    if k < 5 {
        return Ok(Ok(HitRoll::AutoHit));
    }
    if k < 10 {
        return Ok(Err(HitRoll::AutoMiss));
    }
    if chance <= 0 {
        return Ok(Err(HitRoll::NoSkill));
    }
    if r.exceeds("armour roll", armour, 0, i64::from(chance) - 1)? {
        Ok(Err(HitRoll::Armour))
    } else {
        Ok(Ok(HitRoll::Skill))
    }
}

/// The exact chance that [`hit_test`] hits: `5/100 + 90/100 * max(0, K - 3ac/4) / K`
/// with `K` the visibility-modified skill, 0 for `K <= 0` (RULINGS M1; the
/// spoiler's "(K - 3/4 AC) in K", within the 1-in-20s). Always within
/// `[1/20, 19/20]`.
///
/// # Example
///
/// ```
/// use roguerules_melee::angband::hit_chance;
///
/// assert_eq!(hit_chance(100, 40, true).to_string(), "17/25"); // 5% + 90% * 70/100
/// assert_eq!(hit_chance(0, 0, true).to_string(), "1/20");
/// assert_eq!(hit_chance(101, 0, false).to_string(), "19/20");
/// ```
pub fn hit_chance(skill: i32, ac: u16, visible: bool) -> BigRational {
    let auto = BigRational::new(BigInt::from(5), BigInt::from(100));
    if skill <= 0 {
        return auto;
    }
    let k = i64::from(visible_skill(skill, visible));
    let beat = (k - 3 * i64::from(ac) / 4).max(0);
    auto + BigRational::new(BigInt::from(90 * beat), BigInt::from(100 * k))
}
