//! How the notes change a counter (RULINGS Q13, Q14, G4).
//!
//! * without "(more)" ("slowed for 1d5 + 3 rounds"): the counter is **set**,
//!   replacing its value (Q13);
//! * "(more)", "increased by", "added to", "set to or increased by": the amount
//!   is **added** (Q13);
//! * "a maximum increase of N", "a maximum of N (additional)": the **increase** is
//!   capped (G4);
//! * "to a maximum of N": the **counter** is capped, but a counter already above
//!   N is never lowered (G4, Q14).
//!
//! Additions saturate at `i64::MAX` (unreachable from valid inputs).

/// Sets the counter (RULINGS Q13: an effect without "(more)").
#[inline]
pub(crate) fn set(counter: &mut i64, value: i64) {
    *counter = value;
}

/// Adds `amount` (RULINGS Q13).
#[inline]
pub(crate) fn add(counter: &mut i64, amount: i64) {
    *counter = counter.saturating_add(amount);
}

/// Adds `amount`, at most `max_increase` of it (RULINGS G4: "a maximum increase
/// of N", "to a maximum of N (additional)").
#[inline]
pub(crate) fn add_at_most(counter: &mut i64, amount: i64, max_increase: i64) {
    add(counter, amount.min(max_increase));
}

/// Adds `amount` up to a counter of `cap`, never lowering a counter already
/// above it: `current` if `current > cap`, else `min(current + amount, cap)`
/// (RULINGS G4, Q14).
#[inline]
pub(crate) fn add_up_to(counter: &mut i64, amount: i64, cap: i64) {
    if *counter <= cap {
        *counter = counter.saturating_add(amount).min(cap);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caps_follow_g4_and_q14() {
        let mut c = 20;
        add_up_to(&mut c, 15, 30);
        assert_eq!(c, 30);
        let mut c = 40;
        add_up_to(&mut c, 15, 30);
        assert_eq!(c, 40, "Q14: never lowered");
        let mut c = 40;
        add_at_most(&mut c, 80, 50);
        assert_eq!(c, 90, "G4: the increase is capped, not the counter");
        let mut c = 40;
        set(&mut c, 7);
        assert_eq!(c, 7, "Q13: set replaces");
    }
}
