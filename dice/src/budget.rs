//! Limits on exact computations, and the one error every crate reports when a
//! computation would pass them: a leaf budget (and a depth budget) turns an intractable or
//! unbounded enumeration into a clear error, never a hang.

use std::fmt;

/// Limits on an exact computation.
///
/// `leaves` bounds the work: the paths of draws an enumeration explores (summed over
/// every state of a staged computation), and, for the computations that combine
/// distributions directly, their own units estimated before any work: a dice
/// expression's [`DiceExpr::exact_work`](crate::DiceExpr::exact_work) (word
/// operations on the weights, calibrated to a few microseconds a unit), the
/// outcomes or value pairs a melee round or a tabletop's overhit dice visit. `depth` bounds the draws on one
/// path, so a rule that never stops drawing (an open-ended roll) is an error too.
///
/// # Example
///
/// ```
/// use roguerules_dice::{exact_with, Budget, Limit, RollError, RollerExt};
///
/// let e = exact_with(Budget::leaves(50), |r| Ok::<_, RollError>(r.die("a", 10)? + r.die("b", 10)?)).unwrap_err();
/// let exceeded = e.budget().expect("a budget error");
/// assert_eq!((exceeded.limit, exceeded.value), (Limit::Leaves, 50));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Budget {
    /// The most paths (runs of a rule) or combined outcomes to visit.
    pub leaves: u64,
    /// The most draws on one path.
    pub depth: usize,
}

impl Budget {
    /// The default number of leaves: 1 048 576 (about a second of work at worst).
    pub const DEFAULT_LEAVES: u64 = 1 << 20;
    /// The default depth: 256 draws on one path.
    pub const DEFAULT_DEPTH: usize = 256;

    /// The default budget with `leaves` in place of [`Budget::DEFAULT_LEAVES`].
    pub const fn leaves(leaves: u64) -> Budget {
        Budget { leaves, depth: Budget::DEFAULT_DEPTH }
    }

    /// The error for passing the leaf budget.
    pub const fn leaves_exceeded(&self) -> BudgetExceeded {
        BudgetExceeded { limit: Limit::Leaves, value: self.leaves }
    }
}

impl Default for Budget {
    /// [`Budget::DEFAULT_LEAVES`] leaves, [`Budget::DEFAULT_DEPTH`] draws per path.
    fn default() -> Self {
        Budget { leaves: Budget::DEFAULT_LEAVES, depth: Budget::DEFAULT_DEPTH }
    }
}

/// Which limit a computation would pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Limit {
    /// [`Budget::leaves`]: paths of draws, or outcomes combined.
    Leaves,
    /// [`Budget::depth`]: draws on one path.
    Depth,
    /// A fixed bound of a rule's own (documented where it is returned), e.g. the
    /// number of distinct totals a melee round may track.
    Outcomes,
    /// A fixed bound of a rule's own on the work of a closed-form computation
    /// (documented where it is returned), e.g. the multiply-adds of the tabletop's
    /// overhit dice.
    Work,
    /// A game's retry loop, which a fair source of randomness ends at once,
    /// still going after this many draws ([`retry`](crate::retry)): the
    /// roller keeps giving the answer that repeats it (a constant roller,
    /// say). Returned by sampling too, so that no roller can make a rule run
    /// for ever.
    Retries,
}

/// An exact computation would pass a limit: the one budget error of roguerules.
/// Every rule crate carries it as is (`AngbandError::Budget`, ...), the C API as
/// `RR_BUDGET_EXCEEDED`, the CLI with how to raise it (`--budget`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BudgetExceeded {
    /// The limit.
    pub limit: Limit,
    /// Its value.
    pub value: u64,
}

impl fmt::Display for BudgetExceeded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.value;
        match self.limit {
            Limit::Leaves => write!(f, "the exact computation needs more than {n} work units (its budget)"),
            Limit::Depth => write!(f, "the exact computation found more than {n} draws on one path (depth budget)"),
            Limit::Outcomes => write!(f, "the exact computation would track more than {n} outcomes"),
            Limit::Work => write!(f, "the exact computation would take more than {n} steps"),
            Limit::Retries => {
                write!(f, "a retry loop of the rule drew {n} times without ending (the roller keeps repeating it)")
            }
        }
    }
}

impl BudgetExceeded {
    /// A rule's own fixed bound on outcomes ([`Limit::Outcomes`]).
    pub const fn outcomes(value: u64) -> BudgetExceeded {
        BudgetExceeded { limit: Limit::Outcomes, value }
    }

    /// A rule's own fixed bound on work ([`Limit::Work`]).
    pub const fn work(value: u64) -> BudgetExceeded {
        BudgetExceeded { limit: Limit::Work, value }
    }

    /// A retry loop's draws ([`Limit::Retries`]).
    pub const fn retries(value: u64) -> BudgetExceeded {
        BudgetExceeded { limit: Limit::Retries, value }
    }
}

/// Implements `From<RollError>` for a rule crate's error type that has the two
/// variants `Budget(BudgetExceeded)` and `Roll(RollError)`: a budget error of a
/// draw becomes `Budget`, as a budget error of the crate's own computations does,
/// so callers match one variant for "over budget" whatever its origin.
///
/// # Example
///
/// ```
/// use roguerules_dice::{exact_with, Budget, BudgetExceeded, RollError, RollerExt};
///
/// #[derive(Debug)]
/// enum MyError {
///     Budget(#[allow(dead_code)] BudgetExceeded),
///     Roll(#[allow(dead_code)] RollError),
/// }
/// roguerules_dice::from_roll_error!(MyError);
///
/// let e = exact_with(Budget::leaves(10), |r| r.die("d100", 100).map_err(MyError::from)).unwrap_err();
/// assert!(matches!(e, MyError::Budget(_)));
/// ```
#[macro_export]
macro_rules! from_roll_error {
    ($error:ty) => {
        impl ::core::convert::From<$crate::RollError> for $error {
            #[cold]
            fn from(e: $crate::RollError) -> Self {
                match e.budget() {
                    Some(b) => Self::Budget(b),
                    None => Self::Roll(e),
                }
            }
        }
    };
}
