//! Property tests: samples stay in the exact support, every pmf sums to 1,
//! parsing round-trips.

use proptest::prelude::*;
use roguerules_dice::{BigRational, DiceExpr, Keep, RollError, Roller, Sampler, Scripted, Step, Term, exact};

fn term() -> impl Strategy<Value = Term> {
    prop_oneof![
        (-30i64..=30).prop_map(Term::Const),
        (any::<bool>(), 1u32..=5, 1u32..=8, 0u32..=5).prop_map(|(negative, count, sides, k)| {
            let keep = match k {
                0 | 1 => None,
                2 | 3 => Some(Keep::Highest((k - 1).min(count))),
                _ => Some(Keep::Lowest((k - 3).min(count))),
            };
            Term::Dice { negative, count, sides, keep }
        }),
    ]
}

fn expr_text() -> impl Strategy<Value = String> {
    prop::collection::vec(term(), 1..=4).prop_map(|terms| {
        let mut s = String::new();
        for (i, t) in terms.iter().enumerate() {
            let negative = match *t {
                Term::Const(c) => c < 0,
                Term::Dice { negative, .. } => negative,
            };
            if negative {
                s.push_str(if i == 0 { "0-" } else { "-" });
            } else if i > 0 {
                s.push('+');
            }
            s.push_str(&t.to_string());
        }
        s
    })
}

fn one() -> BigRational {
    BigRational::from_integer(1.into())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn display_round_trips(text in expr_text()) {
        let e: DiceExpr = text.parse().unwrap();
        let again: DiceExpr = e.to_string().parse().unwrap();
        prop_assert_eq!(again, e);
    }

    #[test]
    fn samples_lie_in_the_exact_support(text in expr_text(), seed in any::<u64>()) {
        let e: DiceExpr = text.parse().unwrap();
        let pmf = e.pmf().unwrap();
        prop_assert_eq!(pmf.iter().map(|(_, p)| p).sum::<BigRational>(), one());
        prop_assert_eq!((*pmf.min(), *pmf.max()), (e.min(), e.max()));
        prop_assert_eq!(pmf.mean(), e.mean().unwrap());
        let mut s = Sampler::seed_from_u64(seed);
        for _ in 0..16 {
            let v = e.roll(&mut s, "x").unwrap();
            prop_assert!(pmf.probability(&v) > BigRational::from_integer(0.into()), "{} rolled {}", text, v);
        }
    }

    #[test]
    fn enumerated_rules_sum_to_one(n in 1u32..=3, s in 1u32..=6, k in 1i64..=5, den in 1i64..=7, w in prop::collection::vec(0u64..=4, 1..=4)) {
        let rule = |r: &mut dyn Roller| -> Result<i64, RollError> {
            let a = r.dice("a", n, s)?;
            let b = if r.chance("c", k, den)? { r.uniform("u", -k, k)? } else { 0 };
            let c = if w.iter().any(|&x| x > 0) { r.choose("w", &w)? as i64 } else { 0 };
            Ok(a * 100 + b * 10 + c)
        };
        let pmf = exact(|r| rule(r)).unwrap();
        prop_assert_eq!(pmf.iter().map(|(_, p)| p).sum::<BigRational>(), one());
        let mut sampler = Sampler::seed_from_u64(u64::from(n) * 31 + u64::from(s));
        for _ in 0..8 {
            let v = rule(&mut sampler).unwrap();
            prop_assert!(pmf.probability(&v) > BigRational::from_integer(0.into()));
        }
    }

    #[test]
    fn scripted_values_in_range_are_returned(lo in -50i64..50, span in 1i64..50, pick in 0i64..50) {
        let hi = lo + span;
        let v = lo + pick % (span + 1);
        let mut r = Scripted::new([Step::from(v), Step::from(hi + 1)]);
        prop_assert_eq!(r.uniform("u", lo, hi).unwrap(), v);
        prop_assert!(r.uniform("u", lo, hi).is_err());
    }
}
