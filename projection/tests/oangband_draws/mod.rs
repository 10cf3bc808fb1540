//! The game's draws, replayed: a [`Source`] answering each `draw(lo, hi)` with
//! the next recorded `Rand_div(m)` call `[m, r]` of Oangband 1.1.0, checking
//! that the library asks for the same span (`hi - lo + 1 == m`) and returning
//! `lo + r` (the trace format of `conformance/`).
#![allow(dead_code)]

use roguerules_dice::{Source, SourceError};

/// The recorded `Rand_div(m)` calls, in order.
#[derive(Debug)]
pub struct GameDraws {
    draws: Vec<(i64, i64)>,
    next: usize,
    what: String,
}

impl GameDraws {
    /// `draws` as `(m, r)`: span `m`, result `r` in `0..m`; `what` names the case
    /// in failure messages.
    pub fn new(what: impl Into<String>, draws: &[(i64, i64)]) -> GameDraws {
        GameDraws { draws: draws.to_vec(), next: 0, what: what.into() }
    }

    /// Panics unless every recorded draw was asked for.
    pub fn finish(&self) {
        assert_eq!(
            self.next,
            self.draws.len(),
            "{}: the library made {} of the game's {} draws {:?}",
            self.what,
            self.next,
            self.draws.len(),
            self.draws
        );
    }
}

impl Source for GameDraws {
    fn draw(&mut self, lo: i64, hi: i64) -> Result<i64, SourceError> {
        let index = self.next;
        let Some(&(m, r)) = self.draws.get(index) else {
            panic!("{}: draw {index} on {lo}..={hi}: the game made only {} draws {:?}", self.what, index, self.draws);
        };
        assert_eq!(
            hi - lo + 1,
            m,
            "{}: draw {index} on {lo}..={hi}: the game's span was {m} ({:?})",
            self.what,
            self.draws
        );
        self.next += 1;
        Ok(lo + r)
    }
}
