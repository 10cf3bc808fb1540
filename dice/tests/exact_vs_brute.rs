//! The enumerator agrees exactly with brute-force enumeration written by hand.

use roguerules_dice::{
    BigRational, Budget, BudgetExceeded, Limit, Pmf, RollError, Roller, RollerExt, Scripted, Step, exact, exact_with,
};
use std::collections::BTreeMap;

type Counts = BTreeMap<i64, BigRational>;

fn add(map: &mut Counts, value: i64, p: BigRational) {
    *map.entry(value).or_insert_with(|| BigRational::from_integer(0.into())) += p;
}

fn frac(n: i64, d: i64) -> BigRational {
    BigRational::new(n.into(), d.into())
}

fn as_map(pmf: &Pmf<i64>) -> Counts {
    pmf.iter().map(|(v, p)| (*v, p)).collect()
}

/// A rule that branches on an earlier roll: d6; on 5-6 add a d4, otherwise add 2d3;
/// then a 1-in-3 chance doubles the total.
fn branching<R: Roller + ?Sized>(r: &mut R) -> Result<i64, RollError> {
    let first = r.die("first", 6)?;
    let second = if first >= 5 { r.die("bonus", 4)? } else { r.dice("small", 2, 3)? };
    let doubled = r.one_in("double", 3)?;
    let total = first + second;
    Ok(if doubled { 2 * total } else { total })
}

#[test]
fn branching_rule_matches_brute_force() {
    let mut want = Counts::new();
    for first in 1..=6 {
        let seconds: Vec<(i64, BigRational)> = if first >= 5 {
            (1..=4).map(|b| (b, frac(1, 4))).collect()
        } else {
            let mut v = Vec::new();
            for a in 1..=3 {
                for b in 1..=3 {
                    v.push((a + b, frac(1, 9)));
                }
            }
            v
        };
        for (second, p2) in seconds {
            let p = frac(1, 6) * p2;
            add(&mut want, 2 * (first + second), &p * frac(1, 3));
            add(&mut want, first + second, &p * frac(2, 3));
        }
    }
    let got = exact(branching).unwrap();
    assert_eq!(as_map(&got), want);
    let one: BigRational = got.iter().map(|(_, p)| p).sum();
    assert_eq!(one, frac(1, 1));
}

#[test]
fn choose_and_uniform_match_brute_force() {
    // choose a weapon (weights 1:2:5), then roll it: d4, d8 or 3..=5.
    let rule = |r: &mut dyn Roller| -> Result<i64, RollError> {
        Ok(match r.choose("weapon", &[1, 2, 0, 5])? {
            0 => r.die("d4", 4)?,
            1 => r.die("d8", 8)?,
            _ => r.between("club", 3, 5)?,
        })
    };
    let mut want = Counts::new();
    for v in 1..=4 {
        add(&mut want, v, frac(1, 8) * frac(1, 4));
    }
    for v in 1..=8 {
        add(&mut want, v, frac(2, 8) * frac(1, 8));
    }
    for v in 3..=5 {
        add(&mut want, v, frac(5, 8) * frac(1, 3));
    }
    let got = exact(|r| rule(r)).unwrap();
    assert_eq!(as_map(&got), want);
}

#[test]
fn keep_highest_matches_brute_force() {
    let mut counts = BTreeMap::new();
    for a in 1..=6i64 {
        for b in 1..=6 {
            for c in 1..=6 {
                for d in 1..=6 {
                    let mut v = [a, b, c, d];
                    v.sort_unstable();
                    *counts.entry(v[1] + v[2] + v[3]).or_insert(0u32) += 1;
                    let _ = &v;
                }
            }
        }
    }
    let want = Pmf::from_weights(counts).unwrap();
    let e: roguerules_dice::DiceExpr = "4d6kh3".parse().unwrap();
    assert_eq!(e.pmf().unwrap(), want);
    // The same through the enumerator over the rolling code.
    assert_eq!(exact(|r| e.roll(r, "stat")).unwrap(), want);
    assert_eq!(e.mean().unwrap(), "15869/1296".parse().unwrap());
    let low: roguerules_dice::DiceExpr = "3d6kl2-1".parse().unwrap();
    assert_eq!(low.pmf().unwrap(), exact(|r| low.roll(r, "low")).unwrap());
}

#[test]
fn dice_node_is_one_draw() {
    // `dice` enumerates as one node over its sums, not n nested dice.
    let e = exact_with(Budget { leaves: 281, depth: 1 }, |r| r.dice("20d15", 20, 15)).unwrap();
    assert_eq!(e, Pmf::dice(20, 15));
    assert_eq!(e.len(), 281);
}

#[test]
fn depth_budget_stops_unbounded_rules() {
    let open_ended = |r: &mut dyn Roller| -> Result<i64, RollError> {
        let mut total = 0;
        loop {
            let d = r.die("d100", 100)?;
            total += d;
            if d < 96 {
                return Ok(total);
            }
        }
    };
    let e = exact_with(Budget { leaves: u64::MAX, depth: 4 }, |r| open_ended(r)).unwrap_err();
    assert_eq!(e.budget(), Some(BudgetExceeded { limit: Limit::Depth, value: 4 }));
}

#[test]
fn scripted_replay_of_each_draw_kind() {
    let mut r = Scripted::new([Step::labelled("first", 5), Step::labelled("bonus", 3), Step::labelled("double", true)]);
    assert_eq!(branching(&mut r).unwrap(), 16);
    r.finish().unwrap();
    let mut r = Scripted::new([Step::from(2), Step::from(5), Step::from(false)]);
    assert_eq!(branching(&mut r).unwrap(), 7);
    r.finish().unwrap();
}

/// Regression (fuzz finding F1): huge dice are a typed error in every roller,
/// never an overflow panic or a wrapped range.
#[test]
fn dice_too_large_to_sum_are_invalid_draws() {
    use roguerules_dice::{DrawKind, Sampler, Tracing};
    assert_eq!(DrawKind::Dice { n: u32::MAX, sides: u32::MAX }.range().1, i64::MAX);
    let invalid = |e: RollError| matches!(e, RollError::InvalidDraw(_));
    assert!(invalid(Scripted::new([5_000_000_000i64]).dice("d", u32::MAX, u32::MAX).unwrap_err()));
    assert!(invalid(Sampler::seed_from_u64(1).dice("d", u32::MAX, u32::MAX).unwrap_err()));
    assert!(invalid(Tracing::new(Sampler::seed_from_u64(1)).dice("d", 3_065_427_639, 3_233_199_798).unwrap_err()));
    assert!(matches!(exact(|r| r.dice("d", u32::MAX, u32::MAX)), Err(RollError::InvalidDraw(_))));
    // The largest representable dice still answer.
    let mut s = Scripted::new([i64::from(u32::MAX)]);
    assert_eq!(s.dice("d", u32::MAX, 2).unwrap(), i64::from(u32::MAX));
}
