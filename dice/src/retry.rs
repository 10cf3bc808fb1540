//! A game's retry loop, bounded: `do x = draw(); while (!done(x));` in the
//! games' code ends at once with their own generator, but a roller that keeps
//! giving the answer that repeats it (a constant "always the highest"
//! roller, say) would keep it going for ever. [`retry`] makes the game's draws
//! one by one and gives up after [`MAX_RETRIES`] of them, so that no roller
//! can make a rule run for ever.

use crate::{BudgetExceeded, RollError};

/// The most draws [`retry`] makes before it gives up. Every retry loop of
/// the games' rules ends on each draw with a chance of at least 1/23 (the
/// drain-wands search of a 23-slot pack), so a fair source keeps one going
/// this long with a chance below `(22/23)^10000`, under `10^-190`.
pub const MAX_RETRIES: u64 = 10_000;

/// Draws with `draw` until `done` holds of an answer, and returns that answer:
/// the first draw is always made, as the games' loops make it. After
/// [`MAX_RETRIES`] draws none of which was done, gives up with
/// [`BudgetExceeded::retries`] (as `E`, through [`RollError::Budget`]); an
/// error of `draw` ends it at once.
///
/// # Example
///
/// Oangband's nexus swap picks a second stat other than the first, drawing
/// again while they are equal:
///
/// ```
/// use roguerules_dice::{Limit, RollError, Roller, Scripted, retry};
///
/// let mut r = Scripted::new([3, 3, 5]);
/// let first = 3;
/// let second = retry(|| r.uniform("second stat", 0, 5), |&s| s != first)?;
/// assert_eq!(second, 5);
///
/// // A roller that always answers the first stat is refused, not followed for ever.
/// let mut stuck = Scripted::new(std::iter::repeat(3).take(20_000));
/// let e = retry(|| stuck.uniform("second stat", 0, 5), |&s| s != first).unwrap_err();
/// assert_eq!(e.budget().map(|b| b.limit), Some(Limit::Retries));
/// # Ok::<(), RollError>(())
/// ```
pub fn retry<T, E: From<RollError>>(
    mut draw: impl FnMut() -> Result<T, E>,
    mut done: impl FnMut(&T) -> bool,
) -> Result<T, E> {
    for _ in 0..MAX_RETRIES {
        let answer = draw()?;
        if done(&answer) {
            return Ok(answer);
        }
    }
    Err(E::from(RollError::from(BudgetExceeded::retries(MAX_RETRIES))))
}
