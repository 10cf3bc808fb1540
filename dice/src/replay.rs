//! Replaying a game's recorded draws: the [`Source`] of the conformance kits.
//!
//! The Angband family draws through `Rand_div(m)`, which answers `0..m` and
//! consumes nothing when `m < 2`. A conformance trace records every call with
//! `m >= 2` as a pair `(m, r)`. [`Replay`] answers the library's draws from such
//! a record: the library's `draw(lo, hi)` must span exactly `m` values (`hi - lo
//! + 1 == m`), and is answered `lo + r`. After the rule, [`Replay::finish`]
//! says whether every recorded draw was used, and if not, the first thing that
//! went wrong ([`ReplayFault`]).

use crate::roller::SourceError;
use crate::source::Source;
use std::fmt;

/// Why a replay did not follow its record draw for draw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayFault {
    /// The library asked for `lo..=hi`, but the recorded draw at `index`
    /// spanned `m` values.
    Span {
        /// The 0-based index of the recorded draw.
        index: usize,
        /// Its recorded span.
        m: i64,
        /// The lower bound the library asked for.
        lo: i64,
        /// The upper bound the library asked for.
        hi: i64,
    },
    /// The library asked for a draw after the record's last one.
    Exhausted {
        /// The 0-based index the draw would have had.
        index: usize,
        /// The lower bound the library asked for.
        lo: i64,
        /// The upper bound the library asked for.
        hi: i64,
    },
    /// A recorded pair is not a draw `Rand_div(m)` with `m >= 2` can make
    /// (`r` outside `0..m`).
    BadRecord {
        /// The 0-based index of the pair.
        index: usize,
        /// Its span.
        m: i64,
        /// Its result.
        r: i64,
    },
    /// The rule finished with recorded draws left unused.
    Leftover {
        /// How many draws the rule used.
        used: usize,
        /// How many were recorded.
        recorded: usize,
    },
}

impl fmt::Display for ReplayFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ReplayFault::Span { index, m, lo, hi } => {
                write!(f, "draw {index}: the library asked for {lo}..={hi}, the record spans {m} values")
            }
            ReplayFault::Exhausted { index, lo, hi } => {
                write!(f, "draw {index}: the library asked for {lo}..={hi} after the record's last draw")
            }
            ReplayFault::BadRecord { index, m, r } => {
                write!(f, "draw {index}: the record ({m}, {r}) is no draw of 0..{m} with a span of at least 2")
            }
            ReplayFault::Leftover { used, recorded } => {
                write!(f, "the rule used {used} of {recorded} recorded draws")
            }
        }
    }
}

impl std::error::Error for ReplayFault {}

/// A [`Source`] answering from recorded `(m, r)` pairs, draw for draw.
///
/// A draw whose span differs from the record's, a draw past the record's end
/// or an impossible pair fails the draw (the rule then returns its
/// [`RollError`](crate::RollError), naming the draw's label) and is kept as the
/// replay's [`fault`](Replay::fault).
///
/// # Example
///
/// ```
/// use roguerules_dice::{Replay, ReplayFault, RollerExt};
///
/// // The game drew randint(20) -> Rand_div(20) = 4, then rand_int(100) = 37.
/// let mut game = Replay::new([(20, 4), (100, 37)]);
/// assert_eq!(game.die("nastiness", 20)?, 5);
/// assert_eq!(game.below("percentile", 100)?, 37);
/// assert_eq!(game.finish(), Ok(()));
///
/// // A rule drawing 1d6 where the game drew on 0..20 fails on that draw.
/// let mut game = Replay::new([(20, 4)]);
/// assert!(game.die("stat", 6).is_err());
/// assert_eq!(game.finish(), Err(ReplayFault::Span { index: 0, m: 20, lo: 1, hi: 6 }));
///
/// // A rule that stops early leaves draws over.
/// let game = Replay::new([(3, 1)]);
/// assert_eq!(game.finish(), Err(ReplayFault::Leftover { used: 0, recorded: 1 }));
/// # Ok::<(), roguerules_dice::RollError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replay {
    draws: Vec<(i64, i64)>,
    next: usize,
    fault: Option<ReplayFault>,
}

impl Replay {
    /// A replay of `(m, r)` pairs, in the order the game drew them.
    pub fn new(draws: impl IntoIterator<Item = (i64, i64)>) -> Replay {
        Replay { draws: draws.into_iter().collect(), next: 0, fault: None }
    }

    /// How many recorded draws the rule used so far.
    pub fn used(&self) -> usize {
        self.next
    }

    /// How many recorded draws are left.
    pub fn remaining(&self) -> usize {
        self.draws.len() - self.next
    }

    /// The first fault met while drawing, if any.
    pub fn fault(&self) -> Option<&ReplayFault> {
        self.fault.as_ref()
    }

    /// The verdict once the rule is done: `Ok` when no draw failed and every
    /// recorded draw was used.
    ///
    /// # Errors
    ///
    /// The first [`ReplayFault`] met, else [`ReplayFault::Leftover`].
    pub fn finish(self) -> Result<(), ReplayFault> {
        if let Some(fault) = self.fault {
            return Err(fault);
        }
        if self.next < self.draws.len() {
            return Err(ReplayFault::Leftover { used: self.next, recorded: self.draws.len() });
        }
        Ok(())
    }

    fn fail(&mut self, fault: ReplayFault) -> SourceError {
        self.fault.get_or_insert(fault);
        SourceError::RangeUnsupported
    }
}

impl Source for Replay {
    fn draw(&mut self, lo: i64, hi: i64) -> Result<i64, SourceError> {
        let index = self.next;
        let Some(&(m, r)) = self.draws.get(index) else {
            return Err(self.fail(ReplayFault::Exhausted { index, lo, hi }));
        };
        if m < 2 || !(0..m).contains(&r) {
            return Err(self.fail(ReplayFault::BadRecord { index, m, r }));
        }
        if hi.checked_sub(lo).and_then(|d| d.checked_add(1)) != Some(m) {
            return Err(self.fail(ReplayFault::Span { index, m, lo, hi }));
        }
        self.next += 1;
        Ok(lo + r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Roller, RollerExt};

    #[test]
    fn answers_lo_plus_r_and_checks_every_span() {
        let mut g = Replay::new([(6, 5), (2, 0), (100, 99)]);
        assert_eq!(g.uniform("a", 10, 15).unwrap(), 15);
        assert!(g.one_in("b", 2).unwrap());
        assert_eq!(g.used(), 2);
        assert_eq!(g.below("c", 100).unwrap(), 99);
        assert_eq!(g.remaining(), 0);
        assert_eq!(g.finish(), Ok(()));
    }

    #[test]
    fn certain_draws_ask_nothing() {
        let mut g = Replay::new([]);
        assert_eq!(g.die("one-sided", 1).unwrap(), 1);
        assert!(g.chance("certain", 5, 5).unwrap());
        assert_eq!(g.finish(), Ok(()));
    }

    #[test]
    fn faults_are_kept_and_reported() {
        let mut g = Replay::new([(4, 1)]);
        assert_eq!(g.die("d4", 4).unwrap(), 2);
        assert!(g.die("past the end", 6).is_err());
        assert_eq!(g.fault(), Some(&ReplayFault::Exhausted { index: 1, lo: 1, hi: 6 }));
        assert_eq!(g.finish(), Err(ReplayFault::Exhausted { index: 1, lo: 1, hi: 6 }));

        let mut g = Replay::new([(4, 4)]);
        assert!(g.die("bad record", 4).is_err());
        assert_eq!(g.finish(), Err(ReplayFault::BadRecord { index: 0, m: 4, r: 4 }));
        assert!(ReplayFault::Leftover { used: 1, recorded: 3 }.to_string().contains("1 of 3"));
    }
}
