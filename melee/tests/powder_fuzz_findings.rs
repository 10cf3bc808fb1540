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
