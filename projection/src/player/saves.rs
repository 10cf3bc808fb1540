//! Saving throws (RULINGS Q25).

use roguerules_dice::{RollError, Roller, RollerExt};

/// A saving throw "against `against`" with skill `skill` succeeds iff a uniform
/// draw in `0..=against - 1` is below the skill (RULINGS Q25): one compare draw.
/// `against < 1` is the empty range, which yields 0 without a draw (G2): then
/// any positive skill saves. The "normal saving throw" of (R) is against 100.
#[inline]
pub(crate) fn saves<R: Roller + ?Sized>(
    r: &mut R,
    label: &'static str,
    skill: i64,
    against: i64,
) -> Result<bool, RollError> {
    r.exceeds(label, skill, 0, against.saturating_sub(1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use roguerules_dice::{Scripted, exact};

    #[test]
    fn a_save_is_a_draw_below_the_skill() {
        let p = exact(|r| saves(r, "save", 30, 100)).unwrap();
        assert_eq!(p.probability(&true).to_string(), "3/10");
        assert!(saves(&mut Scripted::new([29]), "save", 30, 100).unwrap());
        assert!(!saves(&mut Scripted::new([30]), "save", 30, 100).unwrap());
        // Q25: against 0, no draw; a positive skill saves.
        assert!(saves(&mut Scripted::new(Vec::<i64>::new()), "save", 1, 0).unwrap());
        assert!(!saves(&mut Scripted::new(Vec::<i64>::new()), "save", 0, 0).unwrap());
    }
}
