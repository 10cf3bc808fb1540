//! Dice expressions: `3d6`, `d20`, `2d6+1`, `1d8+1d6-2`, `4d6kh3`, `2d20kl1`.
//!
//! # Grammar
//!
//! ```text
//! expr  := term (('+' | '-') term)*        spaces allowed between tokens
//! term  := NUMBER                          a constant
//!        | NUMBER? 'd' NUMBER keep?        XdY (X defaults to 1: dY is 1dY)
//! keep  := ('kh' | 'kl') NUMBER            keep the highest / lowest N dice
//! ```
//!
//! The first term may be a negative constant (`-2+1d6`); a dice term may not be
//! negated at the start (`-1d6` is rejected: write `0-1d6`). Matching is
//! case-insensitive (`3D6`). Nothing else is accepted: trailing text, empty
//! terms, doubled signs and `d0` are errors naming the position.
//!
//! # Bounds
//!
//! | what | accepted |
//! |---|---|
//! | dice per term (`X`) | 1 ..= 10 000 |
//! | sides (`Y`) | 1 ..= 1 000 000 |
//! | kept dice (`N`) | 1 ..= X |
//! | constants | 0 ..= 1 000 000 000 (negated by a sign) |
//! | terms | at most 64 |
//!
//! Within these bounds every sum, minimum and maximum fits an `i64`, so rolling
//! never overflows. [`DiceExpr::multiply`] checks the same bounds. Exact
//! distributions of very large expressions are refused before any work (one rule,
//! [`DiceExpr::exact_work`] against a [`Budget`]) with [`ExprError`] kind
//! [`ExprErrorKind::TooLarge`] ([`DiceExpr::pmf`]) or a [`BudgetExceeded`]
//! ([`DiceExpr::pmf_with`]) instead of running for minutes.

use crate::budget::{Budget, BudgetExceeded};
use crate::pmf::{Pmf, PmfError, Prob};
use crate::roller::{RollError, Roller};
use crate::weight::W;
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, Zero};
use smallvec::{SmallVec, smallvec};
use std::fmt;
use std::str::FromStr;

/// Most dice in one term.
pub const MAX_COUNT: u32 = 10_000;
/// Most sides on one die.
pub const MAX_SIDES: u32 = 1_000_000;
/// The extra word operations of one big-integer multiply-add (its allocation,
/// the table's cache misses), in [`DiceExpr::exact_work`]: kept dice measured
/// at 1.5 microseconds a unit with 16, three times plain dice's 0.5.
const BIG_OP_OVERHEAD: u64 = 40;
/// Word operations per limb of each total of a result (building the weight,
/// reducing it, handing it out), in [`DiceExpr::exact_work`].
const OUTPUT_OPS_PER_LIMB: u64 = 128;
/// The most bytes of weights an exact distribution may hold, whatever the
/// budget: [`DiceExpr::pmf_with`] refuses a larger one with
/// [`Limit::Outcomes`](crate::Limit::Outcomes), naming how many totals of its
/// weights' size fit (the working copies and the caller's own bring the peak to
/// about twice this, well under 1 GiB; issue 24).
pub const MAX_WEIGHT_BYTES: u64 = 256 << 20;
/// The bytes a weight takes beyond its limbs (its header, the total's value).
const WEIGHT_OVERHEAD_BYTES: u64 = 32;
/// Largest constant magnitude.
pub const MAX_CONSTANT: i64 = 1_000_000_000;
/// Most terms in one expression.
pub const MAX_TERMS: usize = 64;

/// Which dice of a term count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Keep {
    /// Keep the highest `n` dice (`kh n`).
    Highest(u32),
    /// Keep the lowest `n` dice (`kl n`).
    Lowest(u32),
}

/// One term of a [`DiceExpr`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Term {
    /// A constant (negative when subtracted).
    Const(i64),
    /// `count` dice of `1..=sides`, optionally keeping some, added or subtracted.
    Dice {
        /// Subtracted rather than added.
        negative: bool,
        /// Number of dice, 1 ..= [`MAX_COUNT`].
        count: u32,
        /// Sides per die, 1 ..= [`MAX_SIDES`].
        sides: u32,
        /// Which dice count (all when `None`).
        keep: Option<Keep>,
    },
}

/// What is wrong with a dice expression.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ExprErrorKind {
    /// Nothing to parse.
    Empty,
    /// A character that cannot stand here.
    Unexpected(char),
    /// The expression ended where something was needed.
    UnexpectedEnd(&'static str),
    /// A number was needed here.
    ExpectedNumber(&'static str),
    /// Zero dice (`0d6`).
    ZeroCount,
    /// A die with no sides (`d0`).
    ZeroSides,
    /// A number above its bound.
    TooBig {
        /// What the number was.
        what: &'static str,
        /// The largest accepted.
        max: u64,
    },
    /// Keeping no dice, or more dice than are rolled.
    KeepOutOfRange {
        /// Dice kept.
        keep: u32,
        /// Dice rolled.
        count: u32,
    },
    /// More than [`MAX_TERMS`] terms.
    TooManyTerms,
    /// A negated dice term at the start (`-1d6`).
    NegativeDice,
    /// The exact distribution would take more work than the default budget
    /// ([`DiceExpr::pmf`]; [`DiceExpr::pmf_with`] takes a budget).
    TooLarge,
}

/// A dice expression could not be parsed or computed with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExprError {
    /// Byte offset of the problem in the input (0 for problems of a whole value).
    pub position: usize,
    /// The problem.
    pub kind: ExprErrorKind,
}

impl fmt::Display for ExprError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ExprErrorKind as K;
        let at = self.position;
        match &self.kind {
            K::Empty => write!(f, "empty dice expression (expected e.g. 3d6, d20, 2d6+1, 4d6kh3)"),
            K::Unexpected(c) => write!(f, "unexpected '{c}' at position {at} (expected e.g. 3d6, d20, 2d6+1, 4d6kh3)"),
            K::UnexpectedEnd(what) => write!(f, "expression ends at position {at}, expected {what}"),
            K::ExpectedNumber(what) => write!(f, "expected {what} at position {at}"),
            K::ZeroCount => write!(f, "at position {at}: the number of dice must be at least 1"),
            K::ZeroSides => write!(f, "at position {at}: a die needs at least 1 side"),
            K::TooBig { what, max } => write!(f, "at position {at}: {what} is too large (at most {max})"),
            K::KeepOutOfRange { keep, count } => {
                write!(f, "at position {at}: cannot keep {keep} of {count} dice (keep 1 to {count})")
            }
            K::TooManyTerms => write!(f, "at position {at}: more than {MAX_TERMS} terms"),
            K::NegativeDice => {
                write!(f, "at position {at}: a dice term cannot be negated at the start (write 0-1d6 for minus 1d6)")
            }
            K::TooLarge => write!(f, "the exact distribution of this expression is too large to compute"),
        }
    }
}

impl std::error::Error for ExprError {}

impl ExprError {
    fn at(position: usize, kind: ExprErrorKind) -> Self {
        ExprError { position, kind }
    }
}

/// A parsed dice expression (seed 001's "dice expressions", RULINGS G2).
///
/// Parse with [`str::parse`], print with `Display` (which re-parses to an equal
/// value), roll through any [`Roller`], and ask for its exact distribution.
///
/// # Example
///
/// ```
/// use roguerules_dice::{DiceExpr, Sampler};
///
/// let e: DiceExpr = "2d6+1".parse()?;
/// assert_eq!((e.min(), e.max()), (3, 13));
/// assert_eq!(e.multiply(2)?.to_string(), "4d6+2"); // POWDER's multiplier (seed 001)
/// let x = e.roll(&mut Sampler::seed_from_u64(5), "damage")?;
/// assert!((3..=13).contains(&x));
/// assert!("3d".parse::<DiceExpr>().is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct DiceExpr {
    terms: Terms,
    /// `XdY` plus a constant, when the expression is that (the common case):
    /// rolled as one `dice` draw without walking the terms.
    plain: Option<Plain>,
}

/// The terms of an expression: the common `XdY+C` shapes are stored inline.
type Terms = SmallVec<[Term; 2]>;

/// An expression of one added, unkept dice term and constants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Plain {
    count: u32,
    sides: u32,
    constant: i64,
}

impl DiceExpr {
    fn of(terms: Terms) -> DiceExpr {
        let plain = Plain::of(&terms);
        DiceExpr { terms, plain }
    }
}

impl Plain {
    /// The plain form of `terms`, if they have one.
    fn of(terms: &[Term]) -> Option<Plain> {
        // Constants are bounded (MAX_CONSTANT x MAX_TERMS): their sum fits.
        let mut constant = 0i64;
        let mut dice = None;
        for t in terms {
            match *t {
                Term::Const(c) => constant += c,
                Term::Dice { negative: false, count, sides, keep: None } if dice.is_none() => {
                    dice = Some((count, sides))
                }
                Term::Dice { .. } => return None,
            }
        }
        dice.map(|(count, sides)| Plain { count, sides, constant })
    }
}

impl DiceExpr {
    /// A constant expression.
    ///
    /// # Errors
    ///
    /// When `|value|` exceeds [`MAX_CONSTANT`].
    pub fn constant(value: i64) -> Result<Self, ExprError> {
        check_constant(value.unsigned_abs(), 0)?;
        Ok(DiceExpr::of(smallvec![Term::Const(value)]))
    }

    /// `count` dice of `sides` ("XdY").
    ///
    /// # Errors
    ///
    /// When `count` or `sides` is 0 or above its bound.
    #[inline]
    pub fn dice(count: u32, sides: u32) -> Result<Self, ExprError> {
        DiceExpr::dice_plus(count, sides, 0)
    }

    /// `count` dice of `sides` plus `constant` ("XdY+C", or "XdY-C" for a
    /// negative constant; "XdY" for 0): the same expression as parsing that
    /// text, built without it.
    ///
    /// # Errors
    ///
    /// As [`DiceExpr::dice`], and when `|constant|` exceeds [`MAX_CONSTANT`].
    ///
    /// # Example
    ///
    /// ```
    /// use roguerules_dice::DiceExpr;
    ///
    /// assert_eq!(DiceExpr::dice_plus(2, 4, -1)?, "2d4-1".parse()?);
    /// assert_eq!(DiceExpr::dice_plus(1, 8, 0)?.to_string(), "1d8");
    /// # Ok::<(), roguerules_dice::ExprError>(())
    /// ```
    #[inline]
    pub fn dice_plus(count: u32, sides: u32, constant: i64) -> Result<Self, ExprError> {
        let term = dice_term(false, u64::from(count), u64::from(sides), None, 0)?;
        let terms = if constant == 0 {
            smallvec![term]
        } else {
            check_constant(constant.unsigned_abs(), 0)?;
            smallvec![term, Term::Const(constant)]
        };
        // What `Plain::of` finds in these terms, known without looking.
        Ok(DiceExpr { terms, plain: Some(Plain { count, sides, constant }) })
    }

    /// The terms, in order.
    pub fn terms(&self) -> &[Term] {
        &self.terms
    }

    /// The smallest possible total.
    pub fn min(&self) -> i64 {
        self.terms.iter().map(|t| term_bounds(t).0).sum()
    }

    /// The largest possible total.
    pub fn max(&self) -> i64 {
        self.terms.iter().map(|t| term_bounds(t).1).sum()
    }

    /// POWDER's multiplier (seed 001, "Damage Calculation"): the number of dice
    /// and every constant are multiplied *before* rolling, so `2d6+1` times 2 is
    /// `4d6+2`, not `(2d6+1)×2`. Kept dice scale too (`4d6kh3` × 2 = `8d6kh6`).
    /// A multiplier of 0 (a resistance) gives the constant `0`.
    ///
    /// # Errors
    ///
    /// [`ExprErrorKind::TooBig`] when a count or constant would pass its bound.
    pub fn multiply(&self, k: u32) -> Result<Self, ExprError> {
        if k == 0 {
            return DiceExpr::constant(0);
        }
        let k64 = u64::from(k);
        let mut terms = Terms::with_capacity(self.terms.len());
        for t in &self.terms {
            terms.push(match *t {
                Term::Const(c) => {
                    let m = c.unsigned_abs().saturating_mul(k64);
                    check_constant(m, 0)?;
                    Term::Const(c.signum() * m as i64)
                }
                Term::Dice { negative, count, sides, keep } => {
                    let keep = keep.map(|kp| match kp {
                        Keep::Highest(n) => Keep::Highest(n.saturating_mul(k)),
                        Keep::Lowest(n) => Keep::Lowest(n.saturating_mul(k)),
                    });
                    dice_term(negative, u64::from(count) * k64, u64::from(sides), keep, 0)?
                }
            });
        }
        Ok(DiceExpr::of(terms))
    }

    /// Rolls the expression. Plain terms are one `dice` draw each; a term that
    /// keeps some dice draws each die with `uniform(1, sides)`. Every draw
    /// carries `label`.
    ///
    /// # Errors
    ///
    /// Only what the roller reports (sampling never fails).
    #[inline]
    pub fn roll<R: Roller + ?Sized>(&self, roller: &mut R, label: &'static str) -> Result<i64, RollError> {
        if let Some(p) = self.plain {
            return Ok(roller.dice(label, p.count, p.sides)? + p.constant);
        }
        let mut total = 0i64;
        for t in &self.terms {
            total += match *t {
                Term::Const(c) => c,
                Term::Dice { negative, count, sides, keep } => {
                    let v = match keep {
                        None => roller.dice(label, count, sides)?,
                        Some(kp) => roll_keep(roller, label, count, sides, kp)?,
                    };
                    if negative { -v } else { v }
                }
            };
        }
        Ok(total)
    }

    /// The exact distribution of the total, within the default [`Budget`]
    /// ([`Budget::DEFAULT_LEAVES`] work units, see [`DiceExpr::exact_work`]).
    ///
    /// # Errors
    ///
    /// [`ExprErrorKind::TooLarge`] when it would take more work than that (e.g.
    /// `1000d100`, `10000d1000000`). [`DiceExpr::pmf_with`] takes a budget and
    /// reports which.
    pub fn pmf(&self) -> Result<Pmf<i64>, ExprError> {
        self.pmf_with(Budget::default()).map_err(|_| ExprError::at(0, ExprErrorKind::TooLarge))
    }

    /// The exact distribution of the total, refused before any work when it would
    /// take more than `budget.leaves` work units ([`DiceExpr::exact_work`]).
    ///
    /// The limit is one rule for every way of writing the same dice: `1000d100`
    /// and `500d100+500d100` take the same work and are refused alike.
    ///
    /// # Errors
    ///
    /// [`BudgetExceeded`] with [`Limit::Leaves`](crate::Limit::Leaves) and the budget's value;
    /// whatever the budget, with [`Limit::Outcomes`](crate::Limit::Outcomes) and the most
    /// totals of its weights' size that fit when the weights would pass
    /// [`MAX_WEIGHT_BYTES`] (`2000d1000`, `10d1000000`).
    ///
    /// # Example
    ///
    /// ```
    /// use roguerules_dice::{Budget, DiceExpr, Limit};
    ///
    /// let e: DiceExpr = "1500d100".parse()?;
    /// let err = e.pmf_with(Budget::default()).unwrap_err();
    /// assert_eq!((err.limit, err.value), (Limit::Leaves, Budget::DEFAULT_LEAVES));
    /// let same: DiceExpr = "500d100+1000d100".parse()?;
    /// assert_eq!(same.exact_work(), e.exact_work());
    /// assert_eq!("3d6".parse::<DiceExpr>()?.pmf_with(Budget::leaves(100))?.len(), 16);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pmf_with(&self, budget: Budget) -> Result<Pmf<i64>, BudgetExceeded> {
        // Memory first, a fixed bound whatever the budget: a budget advised is
        // then one that gets the answer.
        let (width, bits) = self.dense_size();
        let per_total = 8 * (bits.div_ceil(64) + 1) + WEIGHT_OVERHEAD_BYTES;
        if width.saturating_mul(per_total) > MAX_WEIGHT_BYTES {
            return Err(BudgetExceeded::outcomes(MAX_WEIGHT_BYTES / per_total));
        }
        if self.exact_work() > budget.leaves {
            return Err(budget.leaves_exceeded());
        }
        // The running distribution, dense: weights of the totals lo, lo + 1, ...
        // Within the parse bounds every total fits an i64 (see the module docs).
        let mut lo: i64 = 0;
        let mut acc: Vec<W> = vec![W::ONE];
        let mut total = W::ONE;
        // Plain dice first, all of one size at once (their weights are
        // symmetric, so a negated term's are the same): see `plain_groups`.
        for (count, sides) in plain_groups(&self.terms) {
            acc = crate::convolve::add_dice(&acc, count, sides);
            total = total.mul(&W::from_big(num_traits::pow(BigUint::from(sides), count as usize)));
        }
        for t in &self.terms {
            match *t {
                Term::Const(c) => lo += c,
                // One-sided dice (kept or not) always show 1: a constant, at no
                // work (as `exact_work` counts them).
                Term::Dice { sides: 1, .. } => lo += term_bounds(t).0,
                Term::Dice { keep: None, .. } => lo += term_bounds(t).0,
                Term::Dice { negative, count, sides, keep: Some(kp) } => {
                    let p = keep_pmf(count, sides, kp);
                    let p = if negative { p.negate().expect("within the parse bounds") } else { p };
                    let (points, p_total) = p.into_weights();
                    let (p_lo, p_hi) = (points[0].0, points[points.len() - 1].0);
                    let mut next = vec![W::ZERO; acc.len() + (p_hi - p_lo) as usize];
                    for (i, a) in acc.iter().enumerate() {
                        if a.is_zero() {
                            continue;
                        }
                        for (v, w) in &points {
                            next[i + (v - p_lo) as usize].add_assign(&a.mul(w));
                        }
                    }
                    acc = next;
                    lo += p_lo;
                    total = total.mul(&p_total);
                }
            }
        }
        let points =
            acc.into_iter().enumerate().filter(|(_, w)| !w.is_zero()).map(|(i, w)| (lo + i as i64, w)).collect();
        Ok(Pmf::reduced(points, total))
    }

    /// The work units [`DiceExpr::pmf_with`] counts against its budget, computed
    /// from the terms alone (no distribution is built).
    ///
    /// The count follows the computation's own loops, in word operations on the
    /// weights (64-bit limbs; the weights of `n` dice of `s` sides have about
    /// `n log2 s` bits), [`DiceExpr::OPS_PER_UNIT`] of them to a unit:
    ///
    /// * plain dice are gathered by size (`500d100+500d100` is `1000d100`); the
    ///   size spanning the most totals comes first and, from three dice on past
    ///   a `u128`, is built by a recurrence visiting each total once (a few word
    ///   operations per limb); every other size adds its dice one at a time,
    ///   each visiting every total of its new range once, at the limbs the
    ///   weights can reach after that die;
    /// * a term that keeps some dice (`4d6kh3`) builds its own table (faces ×
    ///   dice placed × sums kept × dice on the face), then is added to the
    ///   totals so far pair by pair;
    /// * every total of the result is built and handed out once;
    /// * constants and one-sided dice cost nothing.
    ///
    /// A unit is calibrated to about a microsecond of one core (0.5 to 1.5
    /// measured, release build), so the default budget ([`Budget::DEFAULT_LEAVES`]
    /// units) is about a second: what takes well under a second is accepted, what
    /// would take minutes refused before it starts (issue 24).
    ///
    /// ```
    /// use roguerules_dice::{Budget, DiceExpr};
    ///
    /// let cost = |t: &str| t.parse::<DiceExpr>().map(|e| e.exact_work());
    /// assert!(cost("100d100")? < 100_000); // milliseconds
    /// assert!(cost("1000d100")? < Budget::DEFAULT_LEAVES); // under half a second
    /// assert!(cost("1500d100")? > Budget::DEFAULT_LEAVES); // a second
    /// assert!(cost("100d6kh50")? < Budget::DEFAULT_LEAVES); // a tenth of a second
    /// assert!(cost("100d100kh50")? > 50 * Budget::DEFAULT_LEAVES); // minutes
    /// # Ok::<(), roguerules_dice::ExprError>(())
    /// ```
    pub fn exact_work(&self) -> u64 {
        // Dense totals so far, and an upper bound on the bits of their weights' sum.
        let mut width: u64 = 1;
        let mut bits: u64 = 1;
        let mut ops: u64 = 0;
        for (count, sides) in plain_groups(&self.terms) {
            let (n, s) = (u64::from(count), u64::from(sides));
            let die_bits = u64::from(u32::BITS - sides.leading_zeros());
            ops = ops.saturating_add(crate::convolve::add_dice_ops(width, bits, count, sides));
            width = width.saturating_add(n.saturating_mul(s - 1));
            bits = bits.saturating_add(n.saturating_mul(die_bits));
        }
        for t in &self.terms {
            let Term::Dice { count, sides, keep: Some(Keep::Highest(k) | Keep::Lowest(k)), .. } = *t else { continue };
            if sides == 1 {
                continue;
            }
            let (n, s, k) = (u64::from(count), u64::from(sides), u64::from(k));
            let die_bits = u64::from(u32::BITS - sides.leading_zeros());
            // `keep_pmf`: for each face, each count placed, each kept sum,
            // each number of dice on the face: a big multiply-add.
            let term_limbs = (n * die_bits).div_ceil(64) + BIG_OP_OVERHEAD;
            let placed = (n + 1) * (n + 2) / 2;
            let sums = k.saturating_mul(s).saturating_add(1);
            let table = s.saturating_mul(placed).saturating_mul(sums).saturating_mul(term_limbs);
            // Then every pair of a running total and a kept sum.
            let term_width = k.saturating_mul(s - 1).saturating_add(1);
            let limbs = (bits + n * die_bits).div_ceil(64) + BIG_OP_OVERHEAD;
            let pairs = width.saturating_mul(term_width).saturating_mul(limbs);
            ops = ops.saturating_add(table).saturating_add(pairs);
            width = width.saturating_add(term_width - 1);
            bits = bits.saturating_add(n.saturating_mul(die_bits));
        }
        if ops == 0 {
            return 0;
        }
        // Every total is built, reduced and handed out once.
        let out = width.saturating_mul(bits.div_ceil(64) + 1).saturating_mul(OUTPUT_OPS_PER_LIMB);
        ops.saturating_add(out).div_ceil(DiceExpr::OPS_PER_UNIT)
    }

    /// The totals of the dense distribution and an upper bound on the bits of
    /// their weights' sum (the same bounds [`DiceExpr::exact_work`] follows).
    fn dense_size(&self) -> (u64, u64) {
        let (mut width, mut bits) = (1u64, 1u64);
        for t in &self.terms {
            let Term::Dice { count, sides, keep, .. } = *t else { continue };
            if sides == 1 {
                continue;
            }
            let n = match keep {
                None => u64::from(count),
                Some(Keep::Highest(k) | Keep::Lowest(k)) => u64::from(k),
            };
            width = width.saturating_add(n.saturating_mul(u64::from(sides) - 1));
            bits = bits.saturating_add(u64::from(count) * u64::from(u32::BITS - sides.leading_zeros()));
        }
        (width, bits)
    }

    /// Word operations on weights per unit of [`DiceExpr::exact_work`]: about a
    /// microsecond's worth on one core (measured on expressions from `100d100`
    /// to `2000d1000`, plain and kept).
    pub const OPS_PER_UNIT: u64 = 2048;

    /// The exact mean.
    ///
    /// # Errors
    ///
    /// As [`DiceExpr::pmf`], for terms that keep some dice.
    pub fn mean(&self) -> Result<Prob, ExprError> {
        let mut m = BigRational::zero();
        for t in &self.terms {
            m += match *t {
                Term::Const(c) => BigRational::from_integer(BigInt::from(c)),
                Term::Dice { negative, count, sides, keep } => {
                    let v = match keep {
                        None => {
                            BigRational::new(BigInt::from(u64::from(count) * (u64::from(sides) + 1)), BigInt::from(2))
                        }
                        Some(_) => DiceExpr::of(smallvec![*t]).pmf()?.mean(),
                    };
                    if negative && keep.is_none() { -v } else { v }
                }
            };
        }
        Ok(m)
    }
}

/// The plain dice of an expression (no keep, two sides or more) gathered by
/// size, `(count, sides)`, the group spanning the most totals first: the exact
/// distribution adds them in this order before any kept term, so one size of
/// dice costs the same however it is written (`1000d100`, `500d100+500d100`)
/// and the widest group is built by [`crate::convolve`]'s recurrence. At most
/// 64 terms of 10 000 dice: a group's count fits a `u32`.
fn plain_groups(terms: &[Term]) -> Vec<(u32, u32)> {
    let mut groups: Vec<(u32, u32)> = Vec::new();
    for t in terms {
        if let Term::Dice { count, sides, keep: None, .. } = *t {
            if sides < 2 {
                continue;
            }
            match groups.iter_mut().find(|g| g.1 == sides) {
                Some(g) => g.0 += count,
                None => groups.push((count, sides)),
            }
        }
    }
    groups.sort_by_key(|&(c, s)| std::cmp::Reverse(u64::from(c) * u64::from(s - 1)));
    groups
}

fn term_bounds(t: &Term) -> (i64, i64) {
    match *t {
        Term::Const(c) => (c, c),
        Term::Dice { negative, count, sides, keep } => {
            let n = match keep {
                None => i64::from(count),
                Some(Keep::Highest(k) | Keep::Lowest(k)) => i64::from(k),
            };
            let (lo, hi) = (n, n * i64::from(sides));
            if negative { (-hi, -lo) } else { (lo, hi) }
        }
    }
}

fn roll_keep<R: Roller + ?Sized>(
    r: &mut R,
    label: &'static str,
    count: u32,
    sides: u32,
    keep: Keep,
) -> Result<i64, RollError> {
    let mut rolls = Vec::with_capacity(count as usize);
    for _ in 0..count {
        rolls.push(r.uniform(label, 1, i64::from(sides))?);
    }
    rolls.sort_unstable();
    Ok(match keep {
        Keep::Highest(k) => rolls.iter().rev().take(k as usize).sum(),
        Keep::Lowest(k) => rolls.iter().take(k as usize).sum(),
    })
}

/// Exact distribution of keeping the highest (lowest) `k` of `n` dice of `s`
/// sides, by walking the faces from the best down and counting how many dice
/// show each face: state (dice placed, kept sum) → number of arrangements.
fn keep_pmf(n: u32, s: u32, keep: Keep) -> Pmf<i64> {
    let (k, faces): (usize, Vec<i64>) = match keep {
        Keep::Highest(k) => (k as usize, (1..=i64::from(s)).rev().collect()),
        Keep::Lowest(k) => (k as usize, (1..=i64::from(s)).collect()),
    };
    let n = n as usize;
    // binom[a][b] = C(a, b)
    let mut binom = vec![vec![BigUint::zero(); n + 1]; n + 1];
    for a in 0..=n {
        binom[a][0] = BigUint::one();
        for b in 1..=a {
            binom[a][b] = &binom[a - 1][b - 1] + if b < a { binom[a - 1][b].clone() } else { BigUint::zero() };
        }
    }
    let max_sum = k * s as usize;
    // ways[placed][sum]
    let mut ways = vec![vec![BigUint::zero(); max_sum + 1]; n + 1];
    ways[0][0] = BigUint::one();
    for &face in &faces {
        let mut next = vec![vec![BigUint::zero(); max_sum + 1]; n + 1];
        for (placed, row) in ways.iter().enumerate() {
            for (sum, base) in row.iter().enumerate() {
                if base.is_zero() {
                    continue;
                }
                for j in 0..=(n - placed) {
                    let kept = j.min(k.saturating_sub(placed));
                    let new_sum = sum + kept * face as usize;
                    next[placed + j][new_sum] += base * &binom[n - placed][j];
                }
            }
        }
        ways = next;
    }
    // Every arrangement of the n dice is counted once: the weights sum to s^n.
    let total = W::from_big(num_traits::pow(BigUint::from(s), n));
    let points = ways[n]
        .iter()
        .enumerate()
        .filter(|(_, w)| !w.is_zero())
        .map(|(sum, w)| (sum as i64, W::from_big(w.clone())))
        .collect();
    Pmf::reduced(points, total)
}

fn check_constant(magnitude: u64, position: usize) -> Result<(), ExprError> {
    if magnitude > MAX_CONSTANT as u64 {
        return Err(ExprError::at(position, ExprErrorKind::TooBig { what: "the constant", max: MAX_CONSTANT as u64 }));
    }
    Ok(())
}

fn dice_term(negative: bool, count: u64, sides: u64, keep: Option<Keep>, position: usize) -> Result<Term, ExprError> {
    if count == 0 {
        return Err(ExprError::at(position, ExprErrorKind::ZeroCount));
    }
    if count > u64::from(MAX_COUNT) {
        return Err(ExprError::at(
            position,
            ExprErrorKind::TooBig { what: "the number of dice", max: u64::from(MAX_COUNT) },
        ));
    }
    if sides == 0 {
        return Err(ExprError::at(position, ExprErrorKind::ZeroSides));
    }
    if sides > u64::from(MAX_SIDES) {
        return Err(ExprError::at(
            position,
            ExprErrorKind::TooBig { what: "the number of sides", max: u64::from(MAX_SIDES) },
        ));
    }
    let count = count as u32;
    if let Some(Keep::Highest(k) | Keep::Lowest(k)) = keep
        && (k == 0 || k > count)
    {
        return Err(ExprError::at(position, ExprErrorKind::KeepOutOfRange { keep: k, count }));
    }
    Ok(Term::Dice { negative, count, sides: sides as u32, keep })
}

impl fmt::Display for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Term::Const(c) => write!(f, "{}", c.unsigned_abs()),
            Term::Dice { count, sides, keep, .. } => {
                write!(f, "{count}d{sides}")?;
                match keep {
                    None => Ok(()),
                    Some(Keep::Highest(k)) => write!(f, "kh{k}"),
                    Some(Keep::Lowest(k)) => write!(f, "kl{k}"),
                }
            }
        }
    }
}

impl fmt::Display for DiceExpr {
    /// The canonical form: `XdY` with the count written out, `+`/`-` between
    /// terms, no spaces. It parses back to an equal value.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, t) in self.terms.iter().enumerate() {
            let negative = match *t {
                Term::Const(c) => c < 0,
                Term::Dice { negative, .. } => negative,
            };
            match (i, negative) {
                (0, true) => f.write_str("-")?,
                (0, false) => {}
                (_, true) => f.write_str("-")?,
                (_, false) => f.write_str("+")?,
            }
            write!(f, "{t}")?;
        }
        Ok(())
    }
}

/// A run of ASCII digits from `s[*i..]`, advancing `*i` past it: the value
/// saturates at a cap above every bound (so a long number is reported as too
/// big, not wrapped). No digits leave `*i` where it was and give 0.
#[inline(always)]
fn digits(s: &[u8], i: &mut usize) -> u64 {
    const CAP: u64 = u64::MAX / 16;
    let mut v: u64 = 0;
    while let Some(&c) = s.get(*i) {
        let d = c.wrapping_sub(b'0');
        if d > 9 {
            break;
        }
        v = if v > CAP / 10 { CAP } else { v * 10 + u64::from(d) };
        *i += 1;
    }
    v
}

/// The common written forms `NdS`, `NdS+C` and `NdS-C` (no spaces, no keep),
/// within every bound, read without the general parser's bookkeeping: the same
/// terms [`Parser::expr`] builds for them. Anything else, and every error, is
/// left to the general parser (`None`), so there is one reading of each form
/// and one set of messages; the `dice_expr` fuzz target checks that both paths
/// agree (a leading space takes the general one).
///
/// Parsing `3d6+2` took 3.7 times a hand-written `NdS+C` parser without this
/// (the general parser's per-character checks; issue 14's floor bench). The
/// plain form is the dice and constant just read, set directly: deriving it
/// with `DiceExpr::of` (a loop over the terms) took parse + roll from 13 ns to
/// 18 ns inlined, 29 ns not.
#[inline(always)]
fn plain_form(s: &[u8]) -> Option<DiceExpr> {
    let mut i = 0;
    let count = digits(s, &mut i);
    if i == 0 || !matches!(s.get(i), Some(b'd' | b'D')) {
        return None;
    }
    i += 1;
    let sides_at = i;
    let sides = digits(s, &mut i);
    if i == sides_at || count == 0 || count > u64::from(MAX_COUNT) || sides == 0 || sides > u64::from(MAX_SIDES) {
        return None;
    }
    let dice = Term::Dice { negative: false, count: count as u32, sides: sides as u32, keep: None };
    let (terms, constant): (Terms, i64) = match s.get(i) {
        None => (smallvec![dice], 0),
        Some(&sign @ (b'+' | b'-')) => {
            i += 1;
            let at = i;
            let c = digits(s, &mut i);
            if i == at || i != s.len() || c > MAX_CONSTANT as u64 {
                return None;
            }
            let c = if sign == b'-' { -(c as i64) } else { c as i64 };
            (smallvec![dice, Term::Const(c)], c)
        }
        Some(_) => return None,
    };
    Some(DiceExpr { terms, plain: Some(Plain { count: count as u32, sides: sides as u32, constant }) })
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn skip_ws(&mut self) {
        while let Some(c) = self.s.get(self.i)
            && c.is_ascii_whitespace()
        {
            self.i += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).map(u8::to_ascii_lowercase)
    }

    #[cold]
    fn unexpected(&self) -> ExprError {
        // Report the character (not byte) at this position.
        let rest = std::str::from_utf8(&self.s[self.i..]).ok();
        let c = rest.and_then(|r| r.chars().next()).unwrap_or('?');
        ExprError::at(self.i, ExprErrorKind::Unexpected(c))
    }

    #[cold]
    fn no_number(&self, what: &'static str) -> ExprError {
        if self.i >= self.s.len() {
            ExprError::at(self.i, ExprErrorKind::UnexpectedEnd(what))
        } else if self.s[self.i].is_ascii_alphabetic() {
            ExprError::at(self.i, ExprErrorKind::ExpectedNumber(what))
        } else {
            self.unexpected()
        }
    }

    /// A run of digits (see [`digits`]).
    fn number(&mut self, what: &'static str) -> Result<u64, ExprError> {
        let start = self.i;
        let v = digits(self.s, &mut self.i);
        if self.i == start {
            return Err(self.no_number(what));
        }
        Ok(v)
    }

    // Inlined: returned through memory, a term's odd-sized fields were read back
    // with wide loads that missed store forwarding (parsing took 70 ns, not 30).
    #[inline(always)]
    fn term(&mut self, negative: bool) -> Result<Term, ExprError> {
        self.skip_ws();
        let start = self.i;
        let count = match self.s.get(self.i) {
            Some(b'd' | b'D') => None,
            Some(b'0'..=b'9') => Some(self.number("a number")?),
            None => return Err(ExprError::at(self.i, ExprErrorKind::UnexpectedEnd("a term like 3d6 or 2"))),
            Some(_) => return Err(self.unexpected()),
        };
        if !matches!(self.s.get(self.i), Some(b'd' | b'D')) {
            let c = count.unwrap_or(0);
            check_constant(c, start)?;
            return Ok(Term::Const(if negative { -(c as i64) } else { c as i64 }));
        }
        self.i += 1; // 'd'
        let sides = self.number("the number of sides after 'd'")?;
        let keep = match self.s.get(self.i) {
            Some(b'k' | b'K') => Some(self.keep()?),
            _ => None,
        };
        dice_term(negative, count.unwrap_or(1), sides, keep, start)
    }

    /// `kh N` or `kl N`, at the `k`.
    fn keep(&mut self) -> Result<Keep, ExprError> {
        self.i += 1;
        let highest = match self.peek() {
            Some(b'h') => true,
            Some(b'l') => false,
            None => return Err(ExprError::at(self.i, ExprErrorKind::UnexpectedEnd("'h' or 'l' after 'k'"))),
            Some(_) => return Err(self.unexpected()),
        };
        self.i += 1;
        let k = self.number("how many dice to keep")?;
        let k = u32::try_from(k).unwrap_or(u32::MAX);
        Ok(if highest { Keep::Highest(k) } else { Keep::Lowest(k) })
    }

    /// Parses into `out` (empty on entry). The caller owns the value, so it is
    /// built where it stays: a parsed expression moved afterwards was read back
    /// with wide loads that missed store forwarding (a third of parsing's time).
    fn expr(&mut self, out: &mut DiceExpr) -> Result<(), ExprError> {
        self.skip_ws();
        if self.i >= self.s.len() {
            return Err(ExprError::at(0, ExprErrorKind::Empty));
        }
        let negative = self.s.get(self.i) == Some(&b'-');
        if negative {
            self.i += 1;
        }
        let first_at = self.i;
        let first = self.term(negative)?;
        if matches!(first, Term::Dice { negative: true, .. }) {
            return Err(ExprError::at(first_at.saturating_sub(1), ExprErrorKind::NegativeDice));
        }
        out.terms.push(first);
        loop {
            self.skip_ws();
            let negative = match self.s.get(self.i) {
                None => break,
                Some(b'+') => false,
                Some(b'-') => true,
                Some(_) => return Err(self.unexpected()),
            };
            if out.terms.len() >= MAX_TERMS {
                return Err(ExprError::at(self.i, ExprErrorKind::TooManyTerms));
            }
            self.i += 1;
            out.terms.push(self.term(negative)?);
        }
        out.plain = Plain::of(&out.terms);
        Ok(())
    }
}

impl FromStr for DiceExpr {
    type Err = ExprError;

    #[inline]
    fn from_str(s: &str) -> Result<Self, ExprError> {
        if let Some(e) = plain_form(s.as_bytes()) {
            return Ok(e);
        }
        // Parsed inside the result that is returned (no move of the expression
        // afterwards; see `Parser::expr`).
        let mut result = Ok(DiceExpr { terms: Terms::new(), plain: None });
        if let Ok(out) = &mut result
            && let Err(e) = (Parser { s: s.as_bytes(), i: 0 }.expr(out))
        {
            result = Err(e);
        }
        result
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for DiceExpr {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for DiceExpr {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

impl From<PmfError> for ExprError {
    fn from(_: PmfError) -> Self {
        ExprError::at(0, ExprErrorKind::TooLarge)
    }
}
