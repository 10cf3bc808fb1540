//! Tracing: a wrapper that records every draw, so a caller can show *why* an
//! attack hit.

use crate::roller::{DrawKind, RollError, Roller, chance_shortcut, choose_shortcut, dice_shortcut};
use std::fmt;

/// One recorded draw: its label, kind and the value it yielded (`chance`: 1 for
/// yes, 0 for no; `choose`: the index; `compare`: the number drawn).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Draw {
    /// The rule step that drew.
    pub label: &'static str,
    /// What was drawn.
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub kind: DrawKind,
    /// The value it yielded.
    pub value: i64,
}

impl fmt::Display for Draw {
    /// `hit roll 1d20 = [16]`, `lucky 1 in 20 = [no]`, and for a compare draw
    /// the comparison that counted: `resist 1d100 = [29] < 30`,
    /// `hit roll 0..=99 = [57] >= 10`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            DrawKind::Chance { .. } => {
                let yes = if self.value != 0 { "yes" } else { "no" };
                write!(f, "{} {} = [{}]", self.label, self.kind, yes)
            }
            DrawKind::Compare { cuts, .. } => {
                write!(f, "{} {} = [{}]", self.label, self.kind, self.value)?;
                // The nearest cut above the number, else the nearest at or below it.
                let above = cuts.iter().filter(|&&c| c > self.value).min();
                let below = cuts.iter().filter(|&&c| c <= self.value).max();
                match (above, below) {
                    (Some(c), _) => write!(f, " < {c}"),
                    (None, Some(c)) => write!(f, " >= {c}"),
                    (None, None) => Ok(()),
                }
            }
            _ => write!(f, "{} {} = [{}]", self.label, self.kind, self.value),
        }
    }
}

/// A [`Roller`] wrapper that records every draw the inner roller answers.
///
/// Degenerate draws (RULINGS G2) are not draws and are not recorded.
///
/// # Example
///
/// ```
/// use roguerules_dice::{RollerExt, Scripted, Tracing};
///
/// let mut r = Tracing::new(Scripted::new([16]));
/// r.die("hit roll", 20)?;
/// assert_eq!(r.render(), "hit roll 1d20 = [16]\n");
/// # Ok::<(), roguerules_dice::RollError>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Tracing<R> {
    inner: R,
    draws: Vec<Draw>,
}

impl<R: Roller> Tracing<R> {
    /// Wraps a roller.
    pub fn new(inner: R) -> Self {
        Tracing { inner, draws: Vec::new() }
    }

    /// The draws so far, in order.
    pub fn draws(&self) -> &[Draw] {
        &self.draws
    }

    /// Takes the draws recorded so far, leaving the trace empty.
    pub fn take_draws(&mut self) -> Vec<Draw> {
        std::mem::take(&mut self.draws)
    }

    /// One line per draw, each ending in a newline.
    pub fn render(&self) -> String {
        self.draws.iter().map(|d| format!("{d}\n")).collect()
    }

    /// The wrapped roller.
    pub fn inner_mut(&mut self) -> &mut R {
        &mut self.inner
    }

    /// Unwraps into the roller and the draws.
    pub fn into_parts(self) -> (R, Vec<Draw>) {
        (self.inner, self.draws)
    }

    fn record(&mut self, label: &'static str, kind: DrawKind, value: i64) {
        self.draws.push(Draw { label, kind, value });
    }
}

impl<R: Roller> Roller for Tracing<R> {
    fn uniform(&mut self, label: &'static str, lo: i64, hi: i64) -> Result<i64, RollError> {
        let v = self.inner.uniform(label, lo, hi)?;
        if hi > lo {
            self.record(label, DrawKind::Uniform { lo, hi }, v);
        }
        Ok(v)
    }

    fn compare(&mut self, label: &'static str, lo: i64, hi: i64, cuts: &[i64]) -> Result<i64, RollError> {
        let v = self.inner.compare(label, lo, hi, cuts)?;
        if hi > lo {
            self.record(label, DrawKind::Compare { lo, hi, cuts: cuts.to_vec() }, v);
        }
        Ok(v)
    }

    fn dice(&mut self, label: &'static str, n: u32, sides: u32) -> Result<i64, RollError> {
        let shortcut = dice_shortcut(label, n, sides)?;
        let v = self.inner.dice(label, n, sides)?;
        if shortcut.is_none() {
            self.record(label, DrawKind::Dice { n, sides }, v);
        }
        Ok(v)
    }

    fn chance(&mut self, label: &'static str, num: i64, den: i64) -> Result<bool, RollError> {
        let shortcut = chance_shortcut(label, num, den)?;
        let v = self.inner.chance(label, num, den)?;
        if shortcut.is_none() {
            self.record(label, DrawKind::Chance { num, den }, i64::from(v));
        }
        Ok(v)
    }

    fn choose(&mut self, label: &'static str, weights: &[u64]) -> Result<usize, RollError> {
        let (_, only) = choose_shortcut(label, weights)?;
        let v = self.inner.choose(label, weights)?;
        if only.is_none() {
            let kind = DrawKind::Choose { weights: weights.to_vec() };
            self.record(label, kind, v as i64);
        }
        Ok(v)
    }
}
