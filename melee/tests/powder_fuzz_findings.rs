//! Regression tests for what the `powder` fuzz target found in `powder`
//! (`fuzz/README.md`, "Findings so far"), each with the decoded fuzz input.

use roguerules_dice::Budget;
use roguerules_melee::powder::PowderError;
use roguerules_melee::powder::odds::ac_pmf;
use roguerules_melee::powder::{ArmourPiece, AttackInput, Defender};

/// F11: the exact AC roll built one outcome per face of any AC: an AC of 10^9 (the
/// decoded input: AC 1 000 000 000, skill 2) allocated gigabytes and ran out of
/// memory. Such an AC is invalid input now (at most `Limits::VALUE`), and the
/// largest valid one is enumerated under a budget: refused at once when the
/// budget is smaller than its paths, never a hang or an allocation that size.
#[test]
fn f11_a_huge_ac_is_refused_not_run_out_of_memory() {
    let with_body = |ac| AttackInput {
        defender: Defender { body: Some(ArmourPiece { ac, skill: 2 }), ..Defender::default() },
        ..AttackInput::default()
    };
    assert!(matches!(ac_pmf(&with_body(1_000_000_000), Budget::default()), Err(PowderError::OutOfRange { .. })));
    // 1010 x 1010 pairs of rerolled faces are more than 10 000 paths.
    assert!(matches!(ac_pmf(&with_body(1000), Budget::leaves(10_000)), Err(PowderError::Budget(_))));
    let p = ac_pmf(&with_body(8), Budget::default()).unwrap();
    assert_eq!(*p.max(), 10); // 8 + skill 2
}

/// F17 (the `powder` target's `check_raw`, in CI's 20-second run): with the
/// modifier and the AC roll both `i64::MAX`, a threat roll of 10 gives
/// `10 + i64::MAX - 10 = i64::MAX >= i64::MAX` and raises; the saturating sum
/// stopped at `i64::MAX - 10` and said no. The rolled threat (its compare cut)
/// agrees with `raises` on every face, there and at the other extremes.
#[test]
fn f17_a_threat_at_the_largest_numbers_is_compared_exactly() {
    use roguerules_dice::Scripted;
    use roguerules_melee::powder::threat::{raises, roll_threat};
    assert!(raises(10, i64::MAX, i64::MAX));
    assert!(!raises(9, i64::MAX, i64::MAX));
    assert!(raises(2, i64::MAX, i64::MIN) && !raises(19, i64::MIN, i64::MAX));
    for (modifier, ac_roll) in [(i64::MAX, i64::MAX), (i64::MIN, i64::MAX), (i64::MAX, i64::MIN), (5, 14)] {
        for face in 1..=20 {
            let mut script = Scripted::new([face]);
            let threat = roll_threat(&mut script, modifier, ac_roll).unwrap();
            assert_eq!(threat.raised, raises(face, modifier, ac_roll), "face {face}, {modifier}, {ac_roll}");
        }
    }
}
