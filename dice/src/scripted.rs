//! Scripting: a roller that answers draws from a fixed list, for replaying the
//! worked examples of the sources roll by roll.

use crate::roller::{DrawKind, RollError, Roller, ScriptError, chance_shortcut, choose_shortcut, dice_shortcut};
use std::collections::VecDeque;
use std::fmt;

/// One scripted answer: a number (a die, a range, a dice sum, a choice index)
/// or a yes/no (a chance), optionally with the label the draw must carry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    value: StepValue,
    label: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum StepValue {
    Number(i64),
    Flag(bool),
}

impl fmt::Display for StepValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StepValue::Number(n) => write!(f, "{n}"),
            StepValue::Flag(true) => f.write_str("yes"),
            StepValue::Flag(false) => f.write_str("no"),
        }
    }
}

impl Step {
    /// A number with the label the draw must carry.
    pub fn labelled(label: impl Into<String>, value: impl Into<Step>) -> Step {
        Step { label: Some(label.into()), ..value.into() }
    }
}

impl From<i64> for Step {
    fn from(n: i64) -> Step {
        Step { value: StepValue::Number(n), label: None }
    }
}

impl From<i32> for Step {
    fn from(n: i32) -> Step {
        Step::from(i64::from(n))
    }
}

impl From<bool> for Step {
    fn from(b: bool) -> Step {
        Step { value: StepValue::Flag(b), label: None }
    }
}

impl<L: Into<String>, V: Into<Step>> From<(L, V)> for Step {
    fn from((label, value): (L, V)) -> Step {
        Step::labelled(label, value)
    }
}

/// A [`Roller`] that returns scripted values in order.
///
/// * `uniform`, `compare` and `dice` take a number in the draw's range (for
///   `dice`, the *sum*: `2d8 = [6]` is scripted as `6`; for `compare`, the number
///   rolled, as the source's worked examples give it);
/// * `chance` takes `true`/`false`;
/// * `choose` takes the index.
///
/// Degenerate draws (RULINGS G2) consume no step. A value out of range, of the
/// wrong kind, or under a different label, and a script that runs out, are
/// errors naming the draw. Call [`Scripted::finish`] to check every step was used.
///
/// # Example
///
/// ```
/// use roguerules_dice::{RollerExt, Scripted, Step};
///
/// let mut r = Scripted::new([Step::labelled("hit roll", 16), Step::from(true)]);
/// assert_eq!(r.die("hit roll", 20)?, 16);
/// assert!(r.one_in("lucky", 20)?);
/// r.finish()?;
///
/// let mut r = Scripted::new([21]);
/// assert!(r.die("hit roll", 20).is_err()); // 21 is not on a d20
/// # Ok::<(), roguerules_dice::RollError>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Scripted {
    steps: VecDeque<Step>,
    used: usize,
}

impl Scripted {
    /// A roller answering with `steps`, in order.
    pub fn new<S: Into<Step>>(steps: impl IntoIterator<Item = S>) -> Self {
        Scripted { steps: steps.into_iter().map(Into::into).collect(), used: 0 }
    }

    /// How many steps are left.
    pub fn remaining(&self) -> usize {
        self.steps.len()
    }

    /// Succeeds when every step was used.
    ///
    /// # Errors
    ///
    /// [`RollError::Script`] ([`ScriptError::Leftover`]) naming the first unused step.
    pub fn finish(&self) -> Result<(), RollError> {
        match self.steps.front() {
            None => Ok(()),
            Some(step) => Err(ScriptError::Leftover {
                left: self.steps.len(),
                next: step.label.clone().unwrap_or_else(|| step.value.to_string()),
            }
            .into()),
        }
    }

    fn next(&mut self, label: &'static str, kind: &DrawKind) -> Result<(usize, StepValue), RollError> {
        let index = self.used;
        let step =
            self.steps.pop_front().ok_or_else(|| ScriptError::Exhausted { index, label, kind: kind.to_string() })?;
        self.used += 1;
        if let Some(expected) = step.label
            && expected != label
        {
            return Err(ScriptError::Label { index, label, kind: kind.to_string(), expected }.into());
        }
        Ok((index, step.value))
    }

    fn mismatch(index: usize, label: &'static str, kind: &DrawKind, value: StepValue, expected: String) -> RollError {
        ScriptError::Mismatch { index, label, kind: kind.to_string(), value: value.to_string(), expected }.into()
    }

    fn number(&mut self, label: &'static str, kind: DrawKind) -> Result<i64, RollError> {
        let (index, value) = self.next(label, &kind)?;
        let (lo, hi) = kind.range();
        match value {
            StepValue::Number(n) if (lo..=hi).contains(&n) => Ok(n),
            other => Err(Self::mismatch(index, label, &kind, other, format!("a number in {lo}..={hi}"))),
        }
    }
}

impl Roller for Scripted {
    fn uniform(&mut self, label: &'static str, lo: i64, hi: i64) -> Result<i64, RollError> {
        if hi <= lo {
            return Ok(lo);
        }
        self.number(label, DrawKind::Uniform { lo, hi })
    }

    fn dice(&mut self, label: &'static str, n: u32, sides: u32) -> Result<i64, RollError> {
        if let Some(sum) = dice_shortcut(label, n, sides)? {
            return Ok(sum);
        }
        self.number(label, DrawKind::Dice { n, sides })
    }

    fn compare(&mut self, label: &'static str, lo: i64, hi: i64, cuts: &[i64]) -> Result<i64, RollError> {
        if hi <= lo {
            return Ok(lo);
        }
        self.number(label, DrawKind::Compare { lo, hi, cuts: cuts.to_vec() })
    }

    fn chance(&mut self, label: &'static str, num: i64, den: i64) -> Result<bool, RollError> {
        if let Some(answer) = chance_shortcut(label, num, den)? {
            return Ok(answer);
        }
        let kind = DrawKind::Chance { num, den };
        let (index, value) = self.next(label, &kind)?;
        match value {
            StepValue::Flag(b) => Ok(b),
            other => Err(Self::mismatch(index, label, &kind, other, "true or false".to_owned())),
        }
    }

    fn choose(&mut self, label: &'static str, weights: &[u64]) -> Result<usize, RollError> {
        let (_, only) = choose_shortcut(label, weights)?;
        if let Some(index) = only {
            return Ok(index);
        }
        let kind = DrawKind::Choose { weights: weights.to_vec() };
        let (index, value) = self.next(label, &kind)?;
        match value {
            StepValue::Number(n) if n >= 0 && (n as u64) < weights.len() as u64 && weights[n as usize] > 0 => {
                Ok(n as usize)
            }
            other => {
                let expected = format!("the index of a positive weight in {weights:?}");
                Err(Self::mismatch(index, label, &kind, other, expected))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::RollerExt;

    #[test]
    fn each_draw_kind_replays() {
        let mut r = Scripted::new([Step::from(7), Step::from(11), Step::from(false), Step::from(2)]);
        assert_eq!(r.uniform("u", 0, 9).unwrap(), 7);
        assert_eq!(r.dice("d", 3, 6).unwrap(), 11);
        assert!(!r.chance("c", 1, 3).unwrap());
        assert_eq!(r.choose("w", &[1, 0, 5]).unwrap(), 2);
        r.finish().unwrap();
    }

    #[test]
    fn errors_name_the_draw() {
        let mut r = Scripted::new([19]);
        let e = r.dice("damage", 3, 6).unwrap_err();
        assert_eq!(e.to_string(), "script value #0 for draw 'damage' (3d6) is 19, expected a number in 3..=18");
        let mut r = Scripted::new([Step::labelled("hit roll", 3)]);
        let e = r.die("crit roll", 20).unwrap_err();
        assert!(
            matches!(e, RollError::Script(ref s) if matches!(**s, ScriptError::Label { ref expected, .. } if expected == "hit roll"))
        );
        let mut r = Scripted::new(Vec::<Step>::new());
        let e = r.one_in("trap", 20).unwrap_err();
        assert_eq!(e.to_string(), "script ran out at draw #0 'trap' (1 in 20)");
        let mut r = Scripted::new([5]);
        assert!(matches!(r.chance("c", 1, 2), Err(RollError::Script(_))));
        let mut r = Scripted::new([true]);
        assert!(matches!(r.die("d", 6), Err(RollError::Script(_))));
        let mut r = Scripted::new([1]);
        assert!(matches!(r.choose("w", &[1, 0, 5]), Err(RollError::Script(_))));
        let r = Scripted::new([("left", 1)]);
        assert_eq!(r.finish().unwrap_err().to_string(), "script has 1 unused value(s), the first for 'left'");
    }

    #[test]
    fn degenerate_draws_consume_no_step() {
        let mut r = Scripted::new([4]);
        assert_eq!(r.uniform("u", 3, 3).unwrap(), 3);
        assert_eq!(r.dice("d", 2, 1).unwrap(), 2);
        assert!(r.percent("p", 100).unwrap());
        assert_eq!(r.choose("w", &[0, 9]).unwrap(), 1);
        assert_eq!(r.die("d4", 4).unwrap(), 4);
        r.finish().unwrap();
    }
}
