//! The enumerator: exact distributions of any rule written against [`Roller`]
//! (DESIGN.md, use 4).
//!
//! The rule is run once per *path* of draws, depth first: each run replays a
//! prefix of choices already explored and then takes the first branch of every
//! new draw; afterwards the deepest draw with an untried branch advances. Each
//! path is weighted by the product of its branches' exact probabilities.
//!
//! * `uniform(lo, hi)`: `hi - lo + 1` branches of weight 1;
//! * `dice(n, s)`: one node whose branches are the sums `n..=n*s`, weighted by the
//!   convolved counts (so a rule that only compares a dice sum stays cheap);
//! * `chance(num, den)`: two branches (yes `num`, no `den - num`);
//! * `choose(w)`: one branch per positive weight.
//!
//! Degenerate draws (RULINGS G2) are not nodes. A [`Budget`] bounds the number of
//! paths (leaves) and the draws on one path, so an intractable or unbounded rule
//! is a clear error, never a hang.

use crate::pmf::Pmf;
use crate::roller::{RollError, Roller, chance_shortcut, choose_shortcut, dice_shortcut};
use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::One;
use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::rc::Rc;

/// Limits on an enumeration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// The most paths (runs of the rule) to explore.
    pub leaves: u64,
    /// The most draws on one path.
    pub depth: usize,
}

impl Default for Budget {
    /// 1 048 576 leaves, 256 draws per path.
    fn default() -> Self {
        Budget { leaves: 1 << 20, depth: 256 }
    }
}

/// Why an enumeration failed.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ExactError<E = RollError> {
    /// More paths than [`Budget::leaves`].
    TooManyLeaves {
        /// The budget.
        limit: u64,
    },
    /// More draws on one path than [`Budget::depth`].
    TooDeep {
        /// The budget.
        limit: usize,
    },
    /// The rule drew differently when a prefix was replayed.
    NonDeterministic {
        /// Zero-based position of the draw.
        index: usize,
        /// The draw's label.
        label: String,
    },
    /// The rule itself failed (its own error, or an invalid draw).
    Rule(E),
}

impl<E: fmt::Display> fmt::Display for ExactError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExactError::TooManyLeaves { limit } => {
                write!(f, "exact enumeration needs more than {limit} paths (leaf budget)")
            }
            ExactError::TooDeep { limit } => {
                write!(f, "exact enumeration found a path of more than {limit} draws (depth budget)")
            }
            ExactError::NonDeterministic { index, label } => {
                write!(f, "the rule is not deterministic: draw #{index} '{label}' changed on replay")
            }
            ExactError::Rule(e) => write!(f, "{e}"),
        }
    }
}

impl<E: std::error::Error + 'static> std::error::Error for ExactError<E> {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ExactError::Rule(e) => Some(e),
            _ => None,
        }
    }
}

/// One draw on the current path.
#[derive(Debug, Clone, Copy)]
struct Node {
    choice: usize,
    branches: usize,
}

/// The [`Roller`] the enumerator hands to the rule. Only [`exact`] and
/// [`exact_with`] create it.
#[derive(Debug)]
pub struct ExactRoller {
    path: Vec<Node>,
    /// Draws answered in the current run.
    pos: usize,
    /// `num[i] / den[i]`: probability of the path up to and including draw `i`;
    /// entries below `valid` are still right for the current run.
    num: Vec<BigUint>,
    den: Vec<BigUint>,
    valid: usize,
    depth_limit: usize,
    leaf_limit: u64,
    failure: Option<Failure>,
    dice_cache: HashMap<(u32, u32), Rc<DiceNode>>,
}

/// Why the roller stopped a run.
#[derive(Debug)]
enum Failure {
    Leaves(u64),
    Deep(usize),
    NonDeterministic(usize, String),
}

impl Failure {
    fn into_error<E>(self) -> ExactError<E> {
        match self {
            Failure::Leaves(limit) => ExactError::TooManyLeaves { limit },
            Failure::Deep(limit) => ExactError::TooDeep { limit },
            Failure::NonDeterministic(index, label) => ExactError::NonDeterministic { index, label },
        }
    }
}

#[derive(Debug)]
struct DiceNode {
    counts: Vec<BigUint>,
    total: BigUint,
}

impl ExactRoller {
    fn new(budget: Budget) -> Self {
        ExactRoller {
            path: Vec::new(),
            pos: 0,
            num: Vec::new(),
            den: Vec::new(),
            valid: 0,
            depth_limit: budget.depth,
            leaf_limit: budget.leaves,
            failure: None,
            dice_cache: HashMap::new(),
        }
    }

    /// Takes the next branch of a draw with `branches` outcomes; `weight(i)`
    /// gives branch `i`'s weight out of `total`.
    fn branch(
        &mut self,
        label: &str,
        branches: usize,
        weight: impl FnOnce(usize) -> BigUint,
        total: impl FnOnce() -> BigUint,
    ) -> Result<usize, RollError> {
        let pos = self.pos;
        if pos >= self.depth_limit {
            self.failure = Some(Failure::Deep(self.depth_limit));
            return Err(RollError::DepthBudget { limit: self.depth_limit });
        }
        if branches as u64 > self.leaf_limit {
            return Err(self.too_wide());
        }
        let choice = if pos < self.path.len() {
            let node = self.path[pos];
            if node.branches != branches {
                self.failure = Some(Failure::NonDeterministic(pos, label.to_owned()));
                return Err(RollError::NonDeterministic { index: pos, label: label.to_owned() });
            }
            node.choice
        } else {
            self.path.push(Node { choice: 0, branches });
            0
        };
        if pos >= self.valid {
            let (n, d) = if pos == 0 {
                (weight(choice), total())
            } else {
                (&self.num[pos - 1] * weight(choice), &self.den[pos - 1] * total())
            };
            self.num.truncate(pos);
            self.den.truncate(pos);
            self.num.push(n);
            self.den.push(d);
            self.valid = pos + 1;
        }
        self.pos += 1;
        Ok(choice)
    }

    fn dice_node(&mut self, n: u32, sides: u32) -> Rc<DiceNode> {
        self.dice_cache
            .entry((n, sides))
            .or_insert_with(|| {
                let (points, total) = Pmf::dice(n, sides).into_parts();
                Rc::new(DiceNode { counts: points.into_iter().map(|(_, w)| w).collect(), total })
            })
            .clone()
    }

    /// A draw with more branches than the leaf budget allows.
    fn too_wide(&mut self) -> RollError {
        self.failure = Some(Failure::Leaves(self.leaf_limit));
        RollError::LeafBudget { limit: self.leaf_limit }
    }

    /// Moves to the next path; false when every path has been explored.
    fn advance(&mut self) -> bool {
        self.path.truncate(self.pos);
        while let Some(last) = self.path.last_mut() {
            if last.choice + 1 < last.branches {
                last.choice += 1;
                self.valid = self.valid.min(self.path.len() - 1);
                return true;
            }
            self.path.pop();
        }
        false
    }

    /// The current path's probability as `(num, den)`.
    fn leaf_weight(&self) -> (BigUint, BigUint) {
        match self.pos {
            0 => (BigUint::one(), BigUint::one()),
            p => (self.num[p - 1].clone(), self.den[p - 1].clone()),
        }
    }
}

impl Roller for ExactRoller {
    fn uniform(&mut self, label: &str, lo: i64, hi: i64) -> Result<i64, RollError> {
        if hi <= lo {
            return Ok(lo);
        }
        let span = (hi as i128 - lo as i128 + 1) as u128;
        let branches = usize::try_from(span).unwrap_or(usize::MAX);
        let i = self.branch(label, branches, |_| BigUint::one(), || BigUint::from(span))?;
        Ok(lo + i as i64)
    }

    fn dice(&mut self, label: &str, n: u32, sides: u32) -> Result<i64, RollError> {
        if let Some(sum) = dice_shortcut(label, n, sides)? {
            return Ok(sum);
        }
        let branches = (u64::from(n) * u64::from(sides - 1) + 1) as usize;
        if branches as u64 > self.leaf_limit {
            // Refuse before building a huge table.
            return Err(self.too_wide());
        }
        let node = self.dice_node(n, sides);
        let i = self.branch(label, branches, |i| node.counts[i].clone(), || node.total.clone())?;
        Ok(i64::from(n) + i as i64)
    }

    fn chance(&mut self, label: &str, num: i64, den: i64) -> Result<bool, RollError> {
        if let Some(answer) = chance_shortcut(label, num, den)? {
            return Ok(answer);
        }
        // Branch 0 is "yes" (weight num), branch 1 "no".
        let (num, den) = (num as u64, den as u64);
        let i =
            self.branch(label, 2, |i| BigUint::from(if i == 0 { num } else { den - num }), || BigUint::from(den))?;
        Ok(i == 0)
    }

    fn choose(&mut self, label: &str, weights: &[u64]) -> Result<usize, RollError> {
        let (total, only) = choose_shortcut(label, weights)?;
        if let Some(index) = only {
            return Ok(index);
        }
        let positive: Vec<usize> = (0..weights.len()).filter(|&i| weights[i] > 0).collect();
        let i = self.branch(label, positive.len(), |i| BigUint::from(weights[positive[i]]), || BigUint::from(total))?;
        Ok(positive[i])
    }
}

/// The exact distribution of a rule's result, with the default [`Budget`].
///
/// The rule is any closure that draws through the roller it is given; it is run
/// once per path of draws, so it must be deterministic apart from its draws.
///
/// # Errors
///
/// [`ExactError::TooManyLeaves`] / [`ExactError::TooDeep`] when the budget is
/// exceeded, [`ExactError::Rule`] when the rule returns an error.
///
/// # Example
///
/// ```
/// use roguerules_dice::{exact, RollerExt};
///
/// // "1 in 20 always hits; otherwise hit when randint(100) > 40".
/// let pmf = exact(|r| {
///     Ok::<_, roguerules_dice::RollError>(r.one_in("auto", 20)? || r.die("roll", 100)? > 40)
/// })?;
/// assert_eq!(pmf.probability(&true).to_string(), "62/100".parse::<roguerules_dice::BigRational>()?.to_string());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn exact<T, E, F>(rule: F) -> Result<Pmf<T>, ExactError<E>>
where
    T: Ord,
    F: FnMut(&mut ExactRoller) -> Result<T, E>,
{
    exact_with(Budget::default(), rule)
}

/// [`exact`] with an explicit [`Budget`].
///
/// # Errors
///
/// As [`exact`].
///
/// # Example
///
/// ```
/// use roguerules_dice::{exact_with, Budget, ExactError, RollerExt};
///
/// // An open-ended roll never ends: the depth budget turns it into an error.
/// let result = exact_with(Budget { leaves: 1000, depth: 8 }, |r| {
///     let mut total = 0;
///     loop {
///         let d = r.die("d100", 100)?;
///         total += d;
///         if d < 96 {
///             return Ok::<_, roguerules_dice::RollError>(total);
///         }
///     }
/// });
/// assert!(matches!(result, Err(ExactError::TooManyLeaves { .. }) | Err(ExactError::TooDeep { .. })));
/// ```
pub fn exact_with<T, E, F>(budget: Budget, mut rule: F) -> Result<Pmf<T>, ExactError<E>>
where
    T: Ord,
    F: FnMut(&mut ExactRoller) -> Result<T, E>,
{
    let mut roller = ExactRoller::new(budget);
    // Leaves grouped by their (unreduced) path denominator.
    let mut by_den: HashMap<BigUint, BTreeMap<T, BigUint>> = HashMap::new();
    let mut leaves: u64 = 0;
    loop {
        if leaves >= budget.leaves {
            return Err(ExactError::TooManyLeaves { limit: budget.leaves });
        }
        leaves += 1;
        roller.pos = 0;
        let result = rule(&mut roller);
        if let Some(failure) = roller.failure.take() {
            return Err(failure.into_error());
        }
        let value = result.map_err(ExactError::Rule)?;
        let (num, den) = roller.leaf_weight();
        *by_den.entry(den).or_default().entry(value).or_default() += num;
        if !roller.advance() {
            break;
        }
    }
    let lcm = by_den.keys().fold(BigUint::one(), |acc, d| acc.lcm(d));
    let mut merged: BTreeMap<T, BigUint> = BTreeMap::new();
    for (den, values) in by_den {
        let scale = &lcm / den;
        for (v, w) in values {
            *merged.entry(v).or_default() += w * &scale;
        }
    }
    // At least one leaf, every branch weight positive: `merged` is a valid pmf.
    let total = merged.values().sum();
    Ok(Pmf::reduced(merged.into_iter().collect(), total))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::RollerExt;

    #[test]
    fn single_draws() {
        let p = exact(|r| r.dice("d", 3, 6)).unwrap();
        assert_eq!(p, Pmf::dice(3, 6));
        let p = exact(|r| r.one_in("c", 20)).unwrap();
        assert_eq!(p.probability(&true).to_string(), "1/20");
        let p = exact(|r| r.choose("w", &[1, 0, 3])).unwrap();
        assert_eq!(p.probability(&2).to_string(), "3/4");
        assert_eq!(p.probability(&1).to_string(), "0");
        let p = exact(|_r| Ok::<_, RollError>(7)).unwrap();
        assert_eq!(p, Pmf::certain(7));
    }

    #[test]
    fn leaf_budget_is_an_error_not_a_hang() {
        let e = exact_with(Budget { leaves: 10, depth: 10 }, |r| r.die("d", 100)).unwrap_err();
        assert_eq!(e, ExactError::TooManyLeaves { limit: 10 });
        let e = exact_with(Budget { leaves: 50, depth: 10 }, |r| Ok::<_, RollError>(r.die("a", 10)? + r.die("b", 10)?))
            .unwrap_err();
        assert_eq!(e, ExactError::TooManyLeaves { limit: 50 });
    }

    #[test]
    fn rule_errors_pass_through() {
        let e = exact(|r| r.chance("c", 1, 0)).unwrap_err();
        assert!(matches!(e, ExactError::Rule(RollError::InvalidDraw { .. })));
    }

    #[test]
    fn non_determinism_is_detected() {
        let mut calls = 0;
        let e = exact(|r| {
            calls += 1;
            let sides = if calls == 1 { 6 } else { 8 };
            r.die("d", sides)
        })
        .unwrap_err();
        assert!(matches!(e, ExactError::NonDeterministic { index: 0, .. }));
    }
}
