//! The game's draws, replayed for the terrain and object tests: the dice
//! crate's [`Replay`] (each `draw(lo, hi)` answered with the next recorded
//! `Rand_div(m)` call `[m, r]` of Oangband 1.1.0 after checking the span), with
//! the case's name in every failure message.
#![allow(dead_code)]

use roguerules_dice::{Replay, Source, SourceError};

/// The recorded `Rand_div(m)` calls, in order, and the case they belong to.
#[derive(Debug)]
pub struct GameDraws {
    replay: Replay,
    what: String,
}

impl GameDraws {
    /// `draws` as `(m, r)`: span `m`, result `r` in `0..m`; `what` names the case
    /// in failure messages.
    pub fn new(what: impl Into<String>, draws: &[(i64, i64)]) -> GameDraws {
        GameDraws { replay: Replay::new(draws.iter().copied()), what: what.into() }
    }

    /// Panics unless every recorded draw was asked for, each with its span.
    pub fn finish(&self) {
        if let Err(fault) = self.replay.clone().finish() {
            panic!("{}: {fault}", self.what);
        }
    }
}

impl Source for GameDraws {
    fn draw(&mut self, lo: i64, hi: i64) -> Result<i64, SourceError> {
        let answer = self.replay.draw(lo, hi);
        if let Some(fault) = self.replay.fault() {
            panic!("{}: {fault}", self.what);
        }
        answer
    }
}
