//! Exact odds beside the rolls: blow, round and missile damage distributions
//! computed in closed form from the rules' tables (seed 003; DESIGN.md "Exact
//! distributions"). The tests check each against the exact enumeration of the
//! sampling function it describes.

use super::character::Monster;
use super::critical::{CritOdds, CritTable, crit_odds};
use super::damage::Melee;
use super::error::AngbandError;
use super::hit::hit_chance;
use super::missile::{Launch, Missile};
use super::round::kills;
use num_traits::{One, Signed, Zero};
use roguerules_dice::{BigInt, BigRational, BigUint, Pmf};
use std::collections::BTreeMap;

type Dist = BTreeMap<i64, BigRational>;

/// The most distinct damage totals [`round_damage_pmf`] tracks (far above any
/// real character's round; a hand-built [`Melee`] with hundreds of blows is an
/// error rather than a very long computation).
pub const MAX_ROUND_OUTCOMES: usize = 100_000;

/// The most (total, blow damage) pairs [`round_damage_pmf`] combines for one blow.
const MAX_ROUND_WORK: usize = 10_000_000;

fn gcd(mut a: BigInt, mut b: BigInt) -> BigInt {
    while !b.is_zero() {
        let t = &a % &b;
        a = b;
        b = t;
    }
    a.abs()
}

/// A distribution given as exact probabilities (summing to 1) as a [`Pmf`].
fn to_pmf(d: Dist) -> Result<Pmf<i64>, AngbandError> {
    let mut lcm = BigInt::one();
    for p in d.values() {
        let den = p.denom().clone();
        let g = gcd(lcm.clone(), den.clone());
        lcm = &lcm / g * den;
    }
    let pairs = d.into_iter().filter(|(_, p)| !p.is_zero()).map(|(v, p)| {
        let w = (p * BigRational::from_integer(lcm.clone())).to_integer();
        (v, w.to_biguint().unwrap_or_default())
    });
    Pmf::from_weights::<BigUint>(pairs).map_err(|e| AngbandError::Budget(e.to_string()))
}

fn add(d: &mut Dist, v: i64, p: BigRational) {
    let e = d.entry(v).or_insert_with(BigRational::zero);
    *e += p;
}

/// The damage of one hitting weapon blow or missile after the dice: each dice
/// total mapped through `before_crit`, then each critical branch, then
/// `after_crit`.
fn hit_damage(
    dice: &Pmf<i64>,
    before_crit: impl Fn(i64) -> i64,
    crit: &CritOdds,
    after_crit: impl Fn(i64) -> i64,
) -> Dist {
    let mut d = Dist::new();
    for (roll, p) in dice.iter() {
        let x = before_crit(*roll);
        add(&mut d, after_crit(x), &p * &crit.none);
        for (c, pc) in &crit.types {
            add(&mut d, after_crit(c.apply(x)), &p * pc);
        }
    }
    d
}

fn with_miss(hit: BigRational, on_hit: Dist) -> Dist {
    let mut d = Dist::new();
    add(&mut d, 0, BigRational::one() - &hit);
    for (v, p) in on_hit {
        add(&mut d, v, &hit * p);
    }
    d
}

/// The exact damage distribution of one [`blow()`](super::blow()) (misses count as 0).
///
/// # Errors
///
/// Never for valid inputs; [`AngbandError::Budget`] if the distribution cannot be
/// built.
///
/// # Example
///
/// ```
/// use roguerules_melee::angband::{blow_damage_pmf, Character, Class, Melee, Monster};
///
/// // Bare hands, Strength 18/100 (+6 to dam): 7 damage on a hit.
/// let c = Character::new(Class::Warrior, "18/100".parse()?, "10".parse()?);
/// let pmf = blow_damage_pmf(&Melee::of(&c)?, &Monster::new(0))?;
/// assert_eq!(pmf.probability(&7).to_string(), "19/20");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn blow_damage_pmf(m: &Melee, monster: &Monster) -> Result<Pmf<i64>, AngbandError> {
    let hit = hit_chance(m.skill, monster.ac, monster.visible);
    let on_hit = match &m.weapon {
        None => Dist::from([((1 + i64::from(m.to_dam)).max(0), BigRational::one())]),
        Some(w) => {
            let dice = Pmf::dice(w.dice.count.into(), w.dice.sides.into());
            let mult = w.slays.multiplier(monster.flags);
            let crit = crit_odds(CritTable::Melee, w.weight, m.bonus, m.level);
            let plus = i64::from(w.to_dam) + i64::from(m.to_dam);
            hit_damage(&dice, |d| d * mult, &crit, |k| (k + plus).max(0))
        }
    };
    to_pmf(with_miss(hit, on_hit))
}

/// The exact expected damage of one blow.
///
/// # Errors
///
/// As [`blow_damage_pmf`].
pub fn expected_blow_damage(m: &Melee, monster: &Monster) -> Result<BigRational, AngbandError> {
    Ok(blow_damage_pmf(m, monster)?.mean())
}

/// The exact distribution of the total damage of one [`melee_round()`](super::melee_round()):
/// the blows' damages added, the round stopping once the monster is dead when
/// its hit points are given.
///
/// # Errors
///
/// As [`blow_damage_pmf`]; [`AngbandError::Budget`] beyond
/// [`MAX_ROUND_OUTCOMES`] damage totals (or ten million pairs of a running total
/// and one blow's damage to combine for one blow).
pub fn round_damage_pmf(m: &Melee, monster: &Monster) -> Result<Pmf<i64>, AngbandError> {
    let one = blow_damage_pmf(m, monster)?;
    let per_blow: Vec<(i64, BigRational)> = one.iter().map(|(v, p)| (*v, p)).collect();
    let mut alive = Dist::from([(0, BigRational::one())]);
    let mut dead = Dist::new();
    let blow_span = one.max() - one.min();
    for _ in 0..m.blows.blows {
        // The totals after this blow lie in a range of this many values: check
        // before computing them.
        let span = match (alive.keys().next(), alive.keys().next_back()) {
            (Some(lo), Some(hi)) => hi - lo + blow_span + 1,
            _ => 0,
        };
        let work = alive.len().saturating_mul(per_blow.len());
        if span.saturating_add(dead.len() as i64) > MAX_ROUND_OUTCOMES as i64 || work > MAX_ROUND_WORK {
            return Err(AngbandError::Budget(format!(
                "a round of {} blows has more than {MAX_ROUND_OUTCOMES} damage totals",
                m.blows.blows
            )));
        }
        let mut next = Dist::new();
        for (total, p) in &alive {
            for (v, q) in &per_blow {
                let t = total + v;
                let pq = p * q;
                match monster.hp {
                    Some(hp) if kills(hp, t) => add(&mut dead, t, pq),
                    _ => add(&mut next, t, pq),
                }
            }
        }
        alive = next;
    }
    for (v, p) in dead {
        add(&mut alive, v, p);
    }
    to_pmf(alive)
}

/// The exact expected damage of one round (blows x one blow's mean without hit
/// points; the stopped sum otherwise).
///
/// # Errors
///
/// As [`blow_damage_pmf`].
pub fn expected_round_damage(m: &Melee, monster: &Monster) -> Result<BigRational, AngbandError> {
    match monster.hp {
        None => Ok(expected_blow_damage(m, monster)? * BigRational::from_integer(m.blows.blows.into())),
        Some(_) => Ok(round_damage_pmf(m, monster)?.mean()),
    }
}

/// The exact probability that a round kills a monster with known hit points
/// (0 when they are not given).
///
/// # Errors
///
/// As [`blow_damage_pmf`].
pub fn kill_chance(m: &Melee, monster: &Monster) -> Result<BigRational, AngbandError> {
    let Some(hp) = monster.hp else { return Ok(BigRational::zero()) };
    Ok(round_damage_pmf(m, monster)?.probability_where(|d| kills(hp, *d)))
}

/// The exact damage distribution of one [`missile()`](super::missile()) at `distance`.
///
/// # Errors
///
/// As [`blow_damage_pmf`].
pub fn missile_damage_pmf(m: &Missile, monster: &Monster, distance: u16) -> Result<Pmf<i64>, AngbandError> {
    let hit = hit_chance(m.skill_at(distance), monster.ac, monster.visible);
    let dice = Pmf::dice(m.dice.count.into(), m.dice.sides.into());
    let slay = m.slays.multiplier(monster.flags);
    let crit = crit_odds(CritTable::Missile, m.weight, m.crit_bonus, m.level);
    let launch = m.launch;
    let before = move |d: i64| match launch {
        Launch::Fire { multiplier, to_dam } => (d + i64::from(to_dam)) * multiplier * slay,
        Launch::Throw { to_dam } => (d + i64::from(to_dam)) * slay,
    };
    to_pmf(with_miss(hit, hit_damage(&dice, before, &crit, |k| k.max(0))))
}
