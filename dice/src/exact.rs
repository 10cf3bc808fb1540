//! Exact distributions of any rule written against [`Roller`].
//!
//! # Paths
//!
//! [`exact`] runs the rule once per *path* of draws, depth first: each run replays
//! a prefix of choices already explored and then takes the first branch of every
//! new draw; afterwards the deepest draw with an untried branch advances. Each path
//! is weighted by the product of its branches' exact probabilities:
//!
//! * `uniform(lo, hi)`: `hi - lo + 1` branches of weight 1;
//! * `compare(lo, hi, cuts)`: one branch per band of numbers between cuts, weighted
//!   by the band's size (a rule that only *compares* a roll stays cheap);
//! * `dice(n, s)`: one node whose branches are the sums `n..=n*s`, weighted by the
//!   convolved counts;
//! * `chance(num, den)`: two branches (yes `num`, no `den - num`);
//! * `choose(w)`: one branch per positive weight.
//!
//! Degenerate draws (RULINGS G2) are not nodes.
//!
//! # Stages
//!
//! The cost of one enumeration is the product of the branch counts along a path.
//! A rule written as **stages** keeps it to the number of distinct states: each
//! stage is enumerated once per distinct state the previous stage left, and equal
//! results are merged between stages ([`Pmf::and_then`]). Sampling runs the same
//! stage functions one after the other, so there is still one implementation of
//! the rule. Where the next step is already a known distribution (a melee round's
//! next blow), [`Pmf::flat_map`] combines distributions directly.
//!
//! Weights are machine integers (`u128`) while they fit and big integers beyond:
//! the results are exact either way. A [`Budget`] bounds the paths (summed over the
//! states of a stage) and the draws on one path, so an intractable or unbounded
//! rule is a [`BudgetExceeded`] error, never a hang.
//!
//! # Memory
//!
//! Whatever the budget, the distinct outcomes a computation accumulates are
//! bounded by a fixed number of bytes (192 MiB of entries, so that the stage
//! before, the accumulator and the final merge stay well under 1 GiB): past it
//! the computation stops with [`Limit::Outcomes`] and the number of outcomes it
//! may hold. Raising the budget does not raise this bound.

use crate::budget::{Budget, BudgetExceeded, Limit};
use crate::pmf::{Accumulator, Pmf};
use crate::roller::{NonDeterministic, RollError, Roller, chance_shortcut, choose_shortcut, dice_shortcut};
use crate::weight::W;
use std::rc::Rc;

/// One draw on the current path.
#[derive(Debug, Clone, Copy)]
struct Node {
    choice: usize,
    branches: usize,
}

/// The [`Roller`] the enumerator hands to the rule. Only [`exact`],
/// [`exact_with`] and [`Pmf::and_then`] create it.
#[derive(Debug)]
pub struct ExactRoller {
    path: Vec<Node>,
    /// Draws answered in the current run.
    pos: usize,
    /// `num[i] / den[i]`: probability of the path up to and including draw `i`
    /// (times the starting weight); entries below `valid` are still right for the
    /// current run.
    num: Vec<W>,
    den: Vec<W>,
    valid: usize,
    /// The weight every path starts from: a state's probability in a stage.
    start: (W, W),
    budget: Budget,
    /// Why the roller stopped a run (also returned to the rule by the draw).
    failure: Option<RollError>,
    /// The dice nodes met so far (few per rule: a short list).
    dice_cache: Vec<((u32, u32), Rc<DiceNode>)>,
    /// Scratch space for a compare draw's band starts.
    bands: Vec<i64>,
    /// The share of the whole computation done before the current
    /// enumeration (the states of a stage before this one), and the share this
    /// enumeration is: for [`ExactRoller::foreseen_over`].
    done_before: f64,
    share: f64,
}

/// Paths run before [`ExactRoller::foreseen_over`] extrapolates (a few
/// hundredths of a second of work).
const FORESIGHT_SAMPLE: u64 = 1 << 17;
/// How far over the budget the extrapolation must land to refuse early: a
/// margin for trees whose first branches are the heavy ones.
const FORESIGHT_MARGIN: f64 = 8.0;

#[derive(Debug)]
struct DiceNode {
    counts: Vec<W>,
    /// `tails[i]`: the weight of the sums from the `i`-th on (for capped dice).
    tails: Vec<W>,
    total: W,
}

impl ExactRoller {
    fn new(budget: Budget) -> Self {
        ExactRoller {
            path: Vec::new(),
            pos: 0,
            num: Vec::new(),
            den: Vec::new(),
            valid: 0,
            start: (W::ONE, W::ONE),
            budget,
            failure: None,
            dice_cache: Vec::new(),
            bands: Vec::new(),
            done_before: 0.0,
            share: 1.0,
        }
    }

    /// Whether the paths run so far (`leaves`), extrapolated over the share of
    /// the computation they covered, pass the budget by far: then the
    /// enumeration is refused after a sample of the work rather than after all
    /// of it (issue 24: a refusal within a second, not a minute). The share is
    /// the current path's place in the tree of draws (each draw's branches
    /// taken as equal subtrees), within this state's share of the stage.
    fn foreseen_over(&self, leaves: u64) -> bool {
        if leaves < FORESIGHT_SAMPLE || !leaves.is_multiple_of(4096) {
            return false;
        }
        let (mut within, mut width) = (0.0f64, 1.0f64);
        for node in &self.path {
            width /= node.branches as f64;
            within += node.choice as f64 * width;
        }
        let done = self.done_before + self.share * within;
        done > 0.0 && leaves as f64 / done > FORESIGHT_MARGIN * self.budget.leaves as f64
    }

    /// Stops the run: the draw fails with `error`, and so does the enumeration
    /// (whatever the rule does with the draw's error).
    #[cold]
    fn fail(&mut self, error: RollError) -> RollError {
        self.failure = Some(error.clone());
        error
    }

    /// Takes the next branch of a draw with `branches` outcomes; `weight(i)`
    /// gives branch `i`'s weight out of `total`.
    #[inline]
    fn branch(
        &mut self,
        label: &'static str,
        branches: usize,
        weight: impl FnOnce(usize) -> W,
        total: impl FnOnce() -> W,
    ) -> Result<usize, RollError> {
        let pos = self.pos;
        if pos >= self.budget.depth {
            let depth = BudgetExceeded { limit: Limit::Depth, value: self.budget.depth as u64 };
            return Err(self.fail(depth.into()));
        }
        if branches as u64 > self.budget.leaves {
            return Err(self.too_wide());
        }
        let choice = if pos < self.path.len() {
            let node = self.path[pos];
            if node.branches != branches {
                return Err(self.fail(RollError::NonDeterministic(Box::new(NonDeterministic { index: pos, label }))));
            }
            node.choice
        } else {
            self.path.push(Node { choice: 0, branches });
            0
        };
        if pos >= self.valid {
            let (n, d) = if pos == 0 {
                (self.start.0.mul(&weight(choice)), self.start.1.mul(&total()))
            } else {
                (self.num[pos - 1].mul(&weight(choice)), self.den[pos - 1].mul(&total()))
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
        if let Some((_, node)) = self.dice_cache.iter().find(|(key, _)| *key == (n, sides)) {
            return node.clone();
        }
        let (points, total) = Pmf::dice(n, sides).into_weights();
        let counts: Vec<W> = points.into_iter().map(|(_, w)| w).collect();
        let mut tails = vec![W::ZERO; counts.len() + 1];
        for i in (0..counts.len()).rev() {
            tails[i] = tails[i + 1].clone();
            tails[i].add_assign(&counts[i]);
        }
        let node = Rc::new(DiceNode { counts, tails, total });
        self.dice_cache.push(((n, sides), node.clone()));
        node
    }

    /// A draw with more branches than the leaf budget allows.
    #[cold]
    fn too_wide(&mut self) -> RollError {
        self.fail(self.budget.leaves_exceeded().into())
    }

    /// Starts a new enumeration from `start` (a state's weight).
    fn restart(&mut self, start: (W, W)) {
        self.path.clear();
        self.num.clear();
        self.den.clear();
        self.valid = 0;
        self.start = start;
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
    fn leaf_weight(&self) -> (W, &W) {
        match self.pos {
            0 => (self.start.0.clone(), &self.start.1),
            p => (self.num[p - 1].clone(), &self.den[p - 1]),
        }
    }

    /// Every path of `rule` from the current start weight, into `acc`; `leaves`
    /// counts the paths run so far against the budget.
    fn enumerate<T: Ord, E: From<RollError>>(
        &mut self,
        acc: &mut Accumulator<T>,
        leaves: &mut u64,
        mut rule: impl FnMut(&mut ExactRoller) -> Result<T, E>,
    ) -> Result<(), E> {
        loop {
            if *leaves >= self.budget.leaves || self.foreseen_over(*leaves) {
                return Err(E::from(self.budget.leaves_exceeded().into()));
            }
            *leaves += 1;
            self.pos = 0;
            let result = rule(self);
            if let Some(failure) = self.failure.take() {
                return Err(E::from(failure));
            }
            let value = result?;
            let (num, den) = self.leaf_weight();
            acc.add(value, num, den);
            if acc.entries() > Accumulator::<T>::max_entries() {
                // Memory, not work: a fixed bound whatever the budget.
                return Err(E::from(BudgetExceeded::outcomes(Accumulator::<T>::max_entries() as u64).into()));
            }
            if !self.advance() {
                return Ok(());
            }
        }
    }
}

impl Roller for ExactRoller {
    fn uniform(&mut self, label: &'static str, lo: i64, hi: i64) -> Result<i64, RollError> {
        if hi <= lo {
            return Ok(lo);
        }
        let span = (hi as i128 - lo as i128 + 1) as u128;
        let branches = usize::try_from(span).unwrap_or(usize::MAX);
        let i = self.branch(label, branches, |_| W::ONE, || W::Small(span))?;
        Ok(lo + i as i64)
    }

    fn dice(&mut self, label: &'static str, n: u32, sides: u32) -> Result<i64, RollError> {
        if let Some(sum) = dice_shortcut(label, n, sides)? {
            return Ok(sum);
        }
        let branches = u64::from(n) * u64::from(sides - 1) + 1;
        if branches > self.budget.leaves {
            // Refuse before building a huge table.
            return Err(self.too_wide());
        }
        let node = self.dice_node(n, sides);
        let i = self.branch(label, branches as usize, |i| node.counts[i].clone(), || node.total.clone())?;
        Ok(i64::from(n) + i as i64)
    }

    fn dice_capped(&mut self, label: &'static str, n: u32, sides: u32, cap: i64) -> Result<i64, RollError> {
        if let Some(sum) = dice_shortcut(label, n, sides)? {
            return Ok(sum.min(cap));
        }
        let lo = i64::from(n);
        let hi = lo * i64::from(sides);
        if cap <= lo {
            return Ok(cap);
        }
        if cap >= hi {
            return self.dice(label, n, sides);
        }
        // One branch per sum below the cap, one for every sum from it on.
        let below = (cap - lo) as usize;
        if below as u64 + 1 > self.budget.leaves {
            return Err(self.too_wide());
        }
        let node = self.dice_node(n, sides);
        let weight = |i: usize| if i < below { node.counts[i].clone() } else { node.tails[below].clone() };
        let i = self.branch(label, below + 1, weight, || node.total.clone())?;
        Ok(if i < below { lo + i as i64 } else { cap })
    }

    fn compare(&mut self, label: &'static str, lo: i64, hi: i64, cuts: &[i64]) -> Result<i64, RollError> {
        if hi <= lo {
            return Ok(lo);
        }
        // The bands: from `lo`, and from each distinct cut inside lo+1..=hi.
        let mut starts = std::mem::take(&mut self.bands);
        starts.clear();
        starts.push(lo);
        starts.extend(cuts.iter().copied().filter(|&c| c > lo && c <= hi));
        starts.sort_unstable();
        starts.dedup();
        let result = if starts.len() == 1 {
            // No cut splits the range: every number compares alike.
            Ok(lo)
        } else {
            let size = |i: usize| {
                let end = starts.get(i + 1).map_or(hi as i128 + 1, |&e| e as i128);
                W::Small((end - starts[i] as i128) as u128)
            };
            let span = (hi as i128 - lo as i128 + 1) as u128;
            self.branch(label, starts.len(), size, || W::Small(span)).map(|i| starts[i])
        };
        self.bands = starts;
        result
    }

    fn chance(&mut self, label: &'static str, num: i64, den: i64) -> Result<bool, RollError> {
        if let Some(answer) = chance_shortcut(label, num, den)? {
            return Ok(answer);
        }
        // Branch 0 is "yes" (weight num), branch 1 "no": compare(0, den - 1, [num]).
        let (num, den) = (num as u128, den as u128);
        let i = self.branch(label, 2, |i| W::Small(if i == 0 { num } else { den - num }), || W::Small(den))?;
        Ok(i == 0)
    }

    fn choose(&mut self, label: &'static str, weights: &[u64]) -> Result<usize, RollError> {
        let (total, only) = choose_shortcut(label, weights)?;
        if let Some(index) = only {
            return Ok(index);
        }
        let positive: Vec<usize> = (0..weights.len()).filter(|&i| weights[i] > 0).collect();
        let i = self.branch(label, positive.len(), |i| W::from(weights[positive[i]]), || W::from(total))?;
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
/// The rule's own errors; [`RollError::Budget`] (converted into the rule's error
/// type) when the budget is exceeded, [`RollError::NonDeterministic`] when the
/// rule draws differently on replay.
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
/// assert_eq!(pmf.probability(&true).to_string(), "31/50");
/// # Ok::<(), roguerules_dice::RollError>(())
/// ```
pub fn exact<T, E, F>(rule: F) -> Result<Pmf<T>, E>
where
    T: Ord,
    E: From<RollError>,
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
/// use roguerules_dice::{exact_with, Budget, RollError, RollerExt};
///
/// // An open-ended roll never ends: the budget turns it into an error.
/// let result = exact_with(Budget { leaves: 1000, depth: 8 }, |r| {
///     let mut total = 0;
///     loop {
///         let d = r.die("d100", 100)?;
///         total += d;
///         if d < 96 {
///             return Ok::<_, RollError>(total);
///         }
///     }
/// });
/// assert!(result.unwrap_err().budget().is_some());
/// ```
pub fn exact_with<T, E, F>(budget: Budget, rule: F) -> Result<Pmf<T>, E>
where
    T: Ord,
    E: From<RollError>,
    F: FnMut(&mut ExactRoller) -> Result<T, E>,
{
    let mut roller = ExactRoller::new(budget);
    let mut acc = Accumulator::new();
    let mut leaves = 0;
    roller.enumerate(&mut acc, &mut leaves, rule)?;
    acc.finish_nonempty()
}

impl<S: Ord> Pmf<S> {
    /// The next stage of a rule: the distribution of `stage(state, roller)` with
    /// the state drawn from this distribution, each distinct state enumerated once
    /// (a branchy rule is written as stages whose intermediate
    /// states are merged between stages). With the default [`Budget`].
    ///
    /// # Errors
    ///
    /// As [`exact`], with the budget counting the paths of every state.
    ///
    /// # Example
    ///
    /// ```
    /// use roguerules_dice::{exact, RollError, Roller, RollerExt, Sampler};
    ///
    /// // "1 in 3: the damage is 3/2; then the monster resists when its level + 20
    /// // is greater than a random number between 1 and the damage."
    /// fn supercharge<R: Roller + ?Sized>(r: &mut R, dam: i64) -> Result<i64, RollError> {
    ///     Ok(if r.one_in("supercharge", 3)? { 3 * dam / 2 } else { dam })
    /// }
    /// fn resists<R: Roller + ?Sized>(r: &mut R, level: i64, dam: i64) -> Result<bool, RollError> {
    ///     r.exceeds("resist", level + 20, 1, dam)
    /// }
    ///
    /// // Sampling runs the stages one after the other...
    /// let mut s = Sampler::seed_from_u64(1);
    /// let dam = supercharge(&mut s, 100)?;
    /// let _resisted = resists(&mut s, 10, dam)?;
    /// // ...and the exact odds merge the states between them.
    /// let odds = exact(|r| supercharge(r, 100))?.and_then(|&dam, r| resists(r, 10, dam))?;
    /// // 2/3 * 29/100 + 1/3 * 29/150
    /// assert_eq!(odds.probability(&true).to_string(), "58/225");
    /// # Ok::<(), RollError>(())
    /// ```
    pub fn and_then<T, E, F>(&self, stage: F) -> Result<Pmf<T>, E>
    where
        T: Ord,
        E: From<RollError>,
        F: FnMut(&S, &mut ExactRoller) -> Result<T, E>,
    {
        self.and_then_with(Budget::default(), stage)
    }

    /// [`Pmf::and_then`] with an explicit [`Budget`].
    ///
    /// # Errors
    ///
    /// As [`Pmf::and_then`].
    pub fn and_then_with<T, E, F>(&self, budget: Budget, mut stage: F) -> Result<Pmf<T>, E>
    where
        T: Ord,
        E: From<RollError>,
        F: FnMut(&S, &mut ExactRoller) -> Result<T, E>,
    {
        let mut roller = ExactRoller::new(budget);
        let mut acc = Accumulator::new();
        let mut leaves = 0;
        let states = self.len() as f64;
        for (i, (state, weight)) in self.weighted().enumerate() {
            roller.restart((weight.clone(), self.total_weight().clone()));
            (roller.done_before, roller.share) = (i as f64 / states, 1.0 / states);
            roller.enumerate(&mut acc, &mut leaves, |r| stage(state, r))?;
        }
        acc.finish_nonempty()
    }
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
    fn compare_draws_branch_by_band() {
        // Three bands of 0..=99: 0..5, 5..10, 10..=99.
        let p = exact(|r| r.band("hit roll", 0, 99, &[5, 10])).unwrap();
        assert_eq!(p.probability(&0).to_string(), "1/20");
        assert_eq!(p.probability(&1).to_string(), "1/20");
        assert_eq!(p.probability(&2).to_string(), "9/10");
        // Cuts outside the range, repeated or unordered do not matter.
        let q = exact(|r| r.compare("hit roll", 0, 99, &[10, 5, 5, -3, 400])).unwrap();
        assert_eq!(q.support().copied().collect::<Vec<_>>(), [0, 5, 10]);
        assert_eq!(q.probability(&10), p.probability(&2));
        // One cut: two branches, whatever the span.
        let mut runs = 0;
        let e = exact(|r| {
            runs += 1;
            r.exceeds("resist", 30, 1, 1_000_000_000)
        })
        .unwrap();
        assert_eq!(runs, 2);
        assert_eq!(e.probability(&true).to_string(), "29/1000000000");
    }

    #[test]
    fn capped_dice_branch_below_the_cap_only() {
        let mut runs = 0;
        let capped = exact(|r| {
            runs += 1;
            r.dice_capped("fear", 4, 2500, 200)
        })
        .unwrap();
        assert_eq!(runs, 197); // sums 4..=199, and one branch for 200 or more
        assert_eq!(capped, Pmf::dice(4, 2500).map(|s| (*s).min(200)));
        assert_eq!(exact(|r| r.dice_capped("d", 3, 6, 2)).unwrap(), Pmf::certain(2));
        assert_eq!(exact(|r| r.dice_capped("d", 3, 6, 50)).unwrap(), Pmf::dice(3, 6));
        // Sampled and scripted as the whole dice, then capped.
        assert_eq!(crate::Scripted::new([15]).dice_capped("d", 3, 6, 10).unwrap(), 10);
    }

    #[test]
    fn leaf_budget_is_an_error_not_a_hang() {
        let e = exact_with(Budget { leaves: 10, depth: 10 }, |r| r.die("d", 100)).unwrap_err();
        assert_eq!(e.budget(), Some(BudgetExceeded { limit: Limit::Leaves, value: 10 }));
        let e = exact_with(Budget { leaves: 50, depth: 10 }, |r| Ok::<_, RollError>(r.die("a", 10)? + r.die("b", 10)?))
            .unwrap_err();
        assert_eq!(e.budget(), Some(BudgetExceeded { limit: Limit::Leaves, value: 50 }));
    }

    #[test]
    fn distinct_outcomes_are_bounded_whatever_the_budget() {
        // 8 KB outcomes: about 24 000 fit the bound; 200 x 200 distinct do not.
        let big = Budget { leaves: u64::MAX, depth: 8 };
        let e = exact_with(big, |r| {
            let (a, b) = (r.die("a", 200)?, r.die("b", 200)?);
            let mut v = [0u64; 1024];
            v[0] = (a * 1000 + b) as u64;
            Ok::<_, RollError>(v)
        })
        .unwrap_err();
        let limit = e.budget().expect("a budget error");
        assert_eq!(limit.limit, Limit::Outcomes);
        assert_eq!(limit.value as usize, Accumulator::<[u64; 1024]>::max_entries());
        // Small outcomes of the same rule fit.
        assert_eq!(
            exact_with(big, |r| Ok::<_, RollError>(r.die("a", 200)? * 1000 + r.die("b", 200)?)).unwrap().len(),
            40_000
        );
    }

    #[test]
    fn rule_errors_pass_through() {
        let e = exact(|r| r.chance("c", 1, 0)).unwrap_err();
        assert!(matches!(e, RollError::InvalidDraw(_)));
    }

    #[test]
    fn swallowed_budget_errors_still_fail() {
        // A rule that ignores its draw's error cannot turn a budget into a value.
        let e = exact_with(Budget { leaves: 5, depth: 10 }, |r| Ok::<_, RollError>(r.die("d", 100).unwrap_or(0)));
        assert!(e.unwrap_err().budget().is_some());
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
        assert!(matches!(e, RollError::NonDeterministic(ref n) if n.index == 0));
    }

    #[test]
    fn stages_merge_states_and_agree_with_one_enumeration() {
        let whole = exact(|r| {
            let a = r.dice("a", 3, 6)?;
            let b = r.dice("b", 2, 4)?;
            Ok::<_, RollError>((a + b) % 5)
        })
        .unwrap();
        let staged =
            exact(|r| r.dice("a", 3, 6)).unwrap().and_then(|a, r| Ok::<_, RollError>((a + r.dice("b", 2, 4)?) % 5));
        assert_eq!(staged.unwrap(), whole);
        // The budget counts the paths of every state: 16 states x 7 sums.
        let e = Pmf::dice(3, 6).and_then_with(Budget::leaves(100), |a, r| Ok::<_, RollError>(a + r.dice("b", 2, 4)?));
        assert!(e.unwrap_err().budget().is_some());
    }
}
