//! Regression tests for what the `powder` fuzz target found in `powder`
//! (`fuzz/README.md`, "Findings so far"), each with the decoded fuzz input.

use roguerules_melee::powder::PowderError;
use roguerules_melee::powder::odds::{MAX_SKILL_ROLL_AC, skill_roll_pmf};

/// F11: `skill_roll_pmf` built one outcome per face of any AC: an AC of 10^9 (the
/// decoded input: AC 1 000 000 000, skill 2) allocated gigabytes and ran out of
/// memory. Now such an AC is a `Budget` error, and ACs up to the bound still work.
#[test]
fn f11_skill_roll_pmf_refuses_a_huge_ac_instead_of_running_out_of_memory() {
    for (ac, skill) in [(1_000_000_000, 2), (i64::MAX, 0), (MAX_SKILL_ROLL_AC + 1, 1)] {
        assert!(matches!(skill_roll_pmf(ac, skill), Err(PowderError::Budget(_))), "AC {ac}");
    }
    let p = skill_roll_pmf(1010, 2).unwrap(); // the largest AC + skill of a valid input
    assert_eq!((*p.min(), *p.max()), (1, 1010));
    assert_eq!(p.probability(&1010).to_string(), "2019/1020100"); // 1 - (1009/1010)^2
    assert_eq!(skill_roll_pmf(i64::MIN, 0).unwrap().probability(&0).to_string(), "1");
}
