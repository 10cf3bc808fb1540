//! TEMPORARY: the closed-form twins, kept only to measure them against the engine
//! in the same bench run (issue 14 item 6).

use super::character::Monster;
use super::critical::{CritOdds, CritTable, Critical, crit_odds};
use super::damage::Melee;
use super::error::AngbandError;
use super::hit::hit_chance;
use super::missile::{Launch, Missile};
use super::round::kills;
use num_traits::{One, Signed, Zero};
use roguerules_dice::{BigInt, BigRational, BigUint, Pmf};
use std::collections::BTreeMap;

/// The most distinct damage totals [`round_damage_pmf`] tracks (far above any
/// real character's round; a hand-built [`Melee`] with hundreds of blows is an
/// error rather than a very long computation).
use super::odds::MAX_ROUND_OUTCOMES;

/// The most work [`round_damage_pmf`] does for one round, counted as the 64-bit
/// limbs of the weights it multiplies and adds (well under a second in a release
/// build; a real character's round of up to a dozen blows needs well under 1%).
const MAX_ROUND_WORK: u64 = 100_000_000;

fn gcd(mut a: BigInt, mut b: BigInt) -> BigInt {
    while !b.is_zero() {
        let t = &a % &b;
        a = b;
        b = t;
    }
    a.abs()
}

/// Probabilities that sum to 1 as integer weights over their least common
/// denominator, in the same order.
fn integer_weights<'a>(ps: impl IntoIterator<Item = &'a BigRational> + Clone) -> Vec<BigUint> {
    let mut lcm = BigInt::one();
    for p in ps.clone() {
        let den = p.denom().clone();
        let g = gcd(lcm.clone(), den.clone());
        lcm = &lcm / g * den;
    }
    ps.into_iter().map(|p| (p.numer() * (&lcm / p.denom())).to_biguint().unwrap_or_default()).collect()
}

/// The damage of one blow or missile: a miss is 0; a hit maps each dice total
/// through `before_crit`, then each critical branch, then `after_crit`.
///
/// Worked in integer weights (the dice's over their total, the critical odds and
/// the hit chance each over their own common denominator), so the cost is one
/// small multiply-add per (dice total, critical) pair: no fraction is reduced
/// until the end (wide dice such as `100d100` took seconds in rationals).
fn damage_pmf(
    hit: &BigRational,
    dice: &Pmf<i64>,
    before_crit: impl Fn(i64) -> i64,
    crit: &CritOdds,
    after_crit: impl Fn(i64) -> i64,
) -> Result<Pmf<i64>, AngbandError> {
    // The hit chance p/q (in lowest terms, within 0..=1) as weights: p for a hit,
    // q - p for a miss.
    let hit_w = hit.numer().to_biguint().unwrap_or_default();
    let miss_w = (hit.denom() - hit.numer()).to_biguint().unwrap_or_default();
    let crit_ps: Vec<&BigRational> = std::iter::once(&crit.none).chain(crit.types.iter().map(|(_, p)| p)).collect();
    let crit_ws = integer_weights(crit_ps.iter().copied());
    let crit_total: BigUint = crit_ws.iter().sum();
    let branches: Vec<(Option<Critical>, BigUint)> = std::iter::once(None)
        .chain(crit.types.iter().map(|(c, _)| Some(*c)))
        .zip(crit_ws)
        .filter(|(_, w)| !w.is_zero())
        .map(|(c, w)| (c, w * &hit_w))
        .collect();
    let mut d: BTreeMap<i64, BigUint> = BTreeMap::new();
    if !miss_w.is_zero() {
        d.insert(0, miss_w * dice.total() * crit_total);
    }
    for (roll, w) in dice.weights() {
        let x = before_crit(*roll);
        for (c, cw) in &branches {
            let v = after_crit(c.map_or(x, |c| c.apply(x)));
            *d.entry(v).or_default() += &w * cw;
        }
    }
    Pmf::from_weights(d).map_err(|_| AngbandError::Budget(roguerules_dice::BudgetExceeded::outcomes(0)))
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
pub fn blow_damage_pmf_closed_form(m: &Melee, monster: &Monster) -> Result<Pmf<i64>, AngbandError> {
    let hit = hit_chance(m.skill, monster.ac, monster.visible);
    match &m.weapon {
        // Bare hands: 1 damage + step 5, never a critical (RULINGS M6).
        None => {
            let never = CritOdds { table: CritTable::Melee, none: BigRational::one(), types: Vec::new() };
            let plus = i64::from(m.to_dam);
            damage_pmf(&hit, &Pmf::certain(1), |d| d, &never, |k| (k + plus).max(0))
        }
        Some(w) => {
            let dice = Pmf::dice(w.dice.count.into(), w.dice.sides.into());
            let mult = w.slays.multiplier(monster.flags);
            let crit = crit_odds(CritTable::Melee, w.weight, m.bonus, m.level);
            let plus = i64::from(w.to_dam) + i64::from(m.to_dam);
            damage_pmf(&hit, &dice, |d| d * mult, &crit, |k| (k + plus).max(0))
        }
    }
}

/// The exact distribution of the total damage of one [`melee_round()`](super::melee_round()):
/// the blows' damages added, the round stopping once the monster is dead when
/// its hit points are given.
///
/// # Errors
///
/// As [`blow_damage_pmf`](super::blow_damage_pmf); [`AngbandError::Budget`] beyond
/// [`MAX_ROUND_OUTCOMES`] damage totals, or when the exact arithmetic would take
/// more than about a second (a hand-built round of a hundred or more blows).
pub fn round_damage_pmf_closed_form(m: &Melee, monster: &Monster) -> Result<Pmf<i64>, AngbandError> {
    let one = blow_damage_pmf_closed_form(m, monster)?;
    let blows = usize::from(m.blows.blows);
    // Integer weights over one common denominator: after k blows the running
    // totals' weights are over `W^k` (W = one blow's total weight), so each step
    // is a plain multiply-add with no fraction to reduce (fuzz finding F6: rational
    // arithmetic made rounds of dozens of blows take minutes).
    let per_blow: Vec<(i64, BigUint)> = one.weights().map(|(v, w)| (*v, w)).collect();
    let one_total = one.total();
    let mut alive: BTreeMap<i64, BigUint> = BTreeMap::from([(0, BigUint::one())]);
    let mut dead: BTreeMap<i64, BigUint> = BTreeMap::new();
    let blow_span = one.max() - one.min();
    let mut work: u64 = 0;
    for done in 1..=blows as u64 {
        if alive.is_empty() {
            // Every round has ended: bring the kills to over W^blows at once.
            let scale = num_traits::pow(one_total.clone(), blows - done as usize + 1);
            dead.values_mut().for_each(|w| *w *= &scale);
            break;
        }
        // The totals after this blow lie in a range of this many values, and
        // combining them costs pairs x limbs: check before computing them.
        let span = match (alive.keys().next(), alive.keys().next_back()) {
            (Some(lo), Some(hi)) => hi - lo + blow_span + 1,
            _ => 0,
        };
        let limbs = one_total.bits().saturating_mul(done) / 64 + 1;
        let pairs = (alive.len() as u64).saturating_mul(per_blow.len() as u64).saturating_add(dead.len() as u64);
        work = work.saturating_add(pairs.saturating_mul(limbs));
        // At most one total per pair, and at most one per value in the span.
        let totals = span.min(i64::try_from(alive.len().saturating_mul(per_blow.len())).unwrap_or(i64::MAX));
        if totals.saturating_add(dead.len() as i64) > MAX_ROUND_OUTCOMES as i64 || work > MAX_ROUND_WORK {
            return Err(AngbandError::Budget(roguerules_dice::BudgetExceeded::outcomes(MAX_ROUND_OUTCOMES as u64)));
        }
        // Rounds that ended earlier: from over W^(done - 1) to over W^done.
        for w in dead.values_mut() {
            *w *= &one_total;
        }
        let mut next: BTreeMap<i64, BigUint> = BTreeMap::new();
        for (total, p) in &alive {
            for (v, q) in &per_blow {
                let t = total + v;
                let pq = p * q;
                match monster.hp {
                    // A kill ends the round.
                    Some(hp) if kills(hp, t) => *dead.entry(t).or_default() += pq,
                    _ => *next.entry(t).or_default() += pq,
                }
            }
        }
        alive = next;
    }
    for (v, w) in dead {
        *alive.entry(v).or_default() += w;
    }
    Pmf::from_weights(alive).map_err(|_| AngbandError::Budget(roguerules_dice::BudgetExceeded::outcomes(0)))
}

/// The exact damage distribution of one [`missile()`](super::missile()) at `distance`.
///
/// # Errors
///
/// As [`blow_damage_pmf`](super::blow_damage_pmf).
pub fn missile_damage_pmf_closed_form(m: &Missile, monster: &Monster, distance: u16) -> Result<Pmf<i64>, AngbandError> {
    m.validate()?;
    let hit = hit_chance(m.skill_at(distance), monster.ac, monster.visible);
    let dice = Pmf::dice(m.dice.count.into(), m.dice.sides.into());
    let slay = m.slays.multiplier(monster.flags);
    let crit = crit_odds(CritTable::Missile, m.weight, m.crit_bonus, m.level);
    let launch = m.launch;
    let before = move |d: i64| match launch {
        Launch::Fire { multiplier, to_dam } => (d + i64::from(to_dam)) * multiplier * slay,
        Launch::Throw { to_dam } => (d + i64::from(to_dam)) * slay,
    };
    damage_pmf(&hit, &dice, before, &crit, |k| k.max(0))
}
