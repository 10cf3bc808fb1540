//! Dice expressions: parsing, printing, rejection, multiplication, exact odds.

use roguerules_dice::{DiceExpr, ExprErrorKind, Keep, Pmf, Term};

fn parse(s: &str) -> DiceExpr {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

#[test]
fn accepted_forms_and_canonical_display() {
    let cases = [
        ("3d6", "3d6"),
        ("d20", "1d20"),
        ("D20", "1d20"),
        ("2d6+1", "2d6+1"),
        ("2d6-1", "2d6-1"),
        ("7", "7"),
        ("-2+1d6", "-2+1d6"),
        (" 1d8 + 1d6 - 2 ", "1d8+1d6-2"),
        ("4d6kh3", "4d6kh3"),
        ("2d20KL1", "2d20kl1"),
        ("10-1d4", "10-1d4"),
        ("0", "0"),
    ];
    for (input, shown) in cases {
        let e = parse(input);
        assert_eq!(e.to_string(), shown, "{input}");
        assert_eq!(parse(shown), e, "round trip of {input}");
    }
    assert_eq!(
        parse("4d6kh3").terms(),
        &[Term::Dice { negative: false, count: 4, sides: 6, keep: Some(Keep::Highest(3)) }]
    );
}

#[test]
fn rejected_inputs_name_position_and_problem() {
    let cases: [(&str, usize, ExprErrorKind); 14] = [
        ("", 0, ExprErrorKind::Empty),
        ("   ", 0, ExprErrorKind::Empty),
        ("3d", 2, ExprErrorKind::UnexpectedEnd("the number of sides after 'd'")),
        ("d0", 0, ExprErrorKind::ZeroSides),
        ("0d6", 0, ExprErrorKind::ZeroCount),
        ("-1d6", 0, ExprErrorKind::NegativeDice),
        ("3d6+", 4, ExprErrorKind::UnexpectedEnd("a term like 3d6 or 2")),
        ("3d6++1", 4, ExprErrorKind::Unexpected('+')),
        ("xx3d6yy", 0, ExprErrorKind::Unexpected('x')),
        ("1d6 2d8", 4, ExprErrorKind::Unexpected('2')),
        ("4d6kh5", 0, ExprErrorKind::KeepOutOfRange { keep: 5, count: 4 }),
        ("4d6kh0", 0, ExprErrorKind::KeepOutOfRange { keep: 0, count: 4 }),
        ("4d6kx", 4, ExprErrorKind::Unexpected('x')),
        ("2d6×2", 3, ExprErrorKind::Unexpected('×')),
    ];
    for (input, position, kind) in cases {
        let e = input.parse::<DiceExpr>().unwrap_err();
        assert_eq!((e.position, &e.kind), (position, &kind), "{input}: {e}");
        assert!(!e.to_string().is_empty());
    }
}

#[test]
fn overflowing_inputs_are_errors_not_wrapped_numbers() {
    for input in ["99999999d99999999", "10001d6", "1d1000001", "1000000001", "1+99999999999999999999999999"] {
        let e = input.parse::<DiceExpr>().unwrap_err();
        assert!(matches!(e.kind, ExprErrorKind::TooBig { .. }), "{input}: {e}");
    }
    let big = parse("10000d1000000");
    assert_eq!(big.max(), 10_000_000_000);
    assert!(matches!(big.multiply(2).unwrap_err().kind, ExprErrorKind::TooBig { .. }));
    assert!(matches!(big.pmf().unwrap_err().kind, ExprErrorKind::TooLarge));
    let mut many = String::from("1");
    for _ in 0..64 {
        many.push_str("+1");
    }
    assert!(matches!(many.parse::<DiceExpr>().unwrap_err().kind, ExprErrorKind::TooManyTerms));
    // 64 terms of the largest dice still fit an i64 in every operation.
    let widest = vec!["10000d1000000"; 64].join("+");
    assert_eq!(parse(&widest).max(), 640_000_000_000);
}

#[test]
fn powder_multiplier() {
    // Seed 001: "2d6+1" would become "4d6+2", not "(2d6+1)×2".
    assert_eq!(parse("2d6+1").multiply(2).unwrap(), parse("4d6+2"));
    assert_eq!(parse("1d8").multiply(2).unwrap().to_string(), "2d8");
    assert_eq!(parse("4d6kh3-1").multiply(2).unwrap().to_string(), "8d6kh6-2");
    assert_eq!(parse("2d6+1").multiply(0).unwrap().to_string(), "0");
    assert_eq!(parse("2d6+1").multiply(1).unwrap(), parse("2d6+1"));
}

#[test]
fn exact_distributions() {
    let e = parse("3d6");
    let p = e.pmf().unwrap();
    assert_eq!(p.probability(&10).to_string(), "1/8");
    assert_eq!(p.total().to_string(), "216");
    assert_eq!(parse("4d6kh3").mean().unwrap().to_string(), "15869/1296");
    let d = parse("1d8+1d6-2").pmf().unwrap();
    assert_eq!((*d.min(), *d.max()), (0, 12));
    assert_eq!(d.mean(), parse("1d8+1d6-2").mean().unwrap());
    let neg = parse("10-2d4").pmf().unwrap();
    assert_eq!(neg, Pmf::dice(2, 4).negate().unwrap().shift(10).unwrap());
    assert_eq!(parse("5").pmf().unwrap(), Pmf::certain(5));
}

#[cfg(feature = "serde")]
#[test]
fn serde_as_a_string() {
    let e = parse("2d6+1");
    assert_eq!(serde_json::to_string(&e).unwrap(), "\"2d6+1\"");
    let back: DiceExpr = serde_json::from_str("\"2d6 + 1\"").unwrap();
    assert_eq!(back, e);
    let bad = serde_json::from_str::<DiceExpr>("\"3d\"").unwrap_err();
    assert!(bad.to_string().contains("expected the number of sides"));
    let pmf = parse("1d2").pmf().unwrap();
    assert_eq!(serde_json::to_string(&pmf).unwrap(), r#"[[1,"1/2"],[2,"1/2"]]"#);
}

/// Fuzz finding F7: the pmf's size estimate multiplied the terms' widths instead of
/// adding them, so eleven `1d6` terms were refused as too large. Their sum is the
/// same distribution as `11d6`, and a sum of many small terms fits; only a truly
/// wide sum is refused.
#[test]
fn many_small_terms_have_an_exact_pmf() {
    let eleven = ["1d6"; 11].join("+");
    assert_eq!(parse(&eleven).pmf().unwrap(), parse("11d6").pmf().unwrap());
    let mixed = parse("1d6+1d8-1d4+2d10+1d6+1d6+1d6+1d6+1d6+1d6+1d6+1d12-3");
    let pmf = mixed.pmf().unwrap();
    assert_eq!((*pmf.min(), *pmf.max()), (mixed.min(), mixed.max()));
    assert_eq!(pmf.mean(), mixed.mean().unwrap());
    let sixteen = ["1d100"; 16].join("+");
    assert_eq!(parse(&sixteen).pmf().unwrap().len(), 1585);
    let wide = ["1000d1000"; 64].join("+");
    assert!(matches!(parse(&wide).pmf().unwrap_err().kind, ExprErrorKind::TooLarge));
}

/// Issue 13: the exact distribution's limit is one rule, the work of adding the
/// dice one at a time, computed before any work. `2d1000000` used to run for
/// seconds while `1d1000000+1d1000000` was refused at once. Issue 24: the work
/// counts the limbs of the weights too (1000d100 took 41 s at the budget advised).
#[test]
fn the_exact_limit_is_one_rule_for_every_way_of_writing_the_dice() {
    use roguerules_dice::{Budget, Limit};
    for (a, b) in
        [("2d1000000", "1d1000000+1d1000000"), ("1000d100", "500d100+500d100"), ("10000d2", "5000d2+2500d2+2500d2")]
    {
        let (a, b) = (parse(a), parse(b));
        assert_eq!(a.exact_work(), b.exact_work(), "{a} and {b}");
    }
    for text in ["1500d100", "500d100+1000d100", "100d100kh50"] {
        let e = parse(text);
        let err = e.pmf_with(Budget::default()).unwrap_err();
        assert_eq!((err.limit, err.value), (Limit::Leaves, Budget::DEFAULT_LEAVES), "{e}");
        assert!(matches!(e.pmf().unwrap_err().kind, ExprErrorKind::TooLarge), "{e}");
    }
    // Issue 24: what takes a tenth of a second fits the default budget; so do
    // sums of many dice (built by the recurrence: 1000d100 took 18 s before).
    for text in ["100d6kh50", "20d20kh10", "100d100", "2d1000000", "1000d100", "10000d2"] {
        assert!(parse(text).exact_work() <= Budget::DEFAULT_LEAVES, "{text}");
    }
    // Exactly the work counted is enough; written either way, the same distribution.
    let (a, b) = (parse("2d3000"), parse("1d3000+1d3000"));
    let work = a.exact_work();
    assert_eq!(work, b.exact_work());
    assert!(a.pmf_with(Budget::leaves(work - 1)).is_err());
    assert_eq!(a.pmf_with(Budget::leaves(work)).unwrap(), b.pmf_with(Budget::leaves(work)).unwrap());
    assert_eq!(a.pmf().unwrap(), Pmf::dice(2, 3000));
}

/// Issue 24: the work grows with the weights' width, not only with the totals:
/// many two-sided dice (few totals, weights of thousands of bits) cost more than
/// a few dice of many sides with as many totals.
#[test]
fn the_exact_work_counts_the_width_of_the_weights() {
    let narrow = parse("10d1001"); // 10001 totals, weights under 128 bits
    let wide = parse("10000d2"); // 10001 totals, weights of 10000 bits
    assert!(wide.exact_work() > 20 * narrow.exact_work(), "{} vs {}", wide.exact_work(), narrow.exact_work());
}

/// Issue 24: memory is bounded whatever the budget: `2000d1000` held 9 GB for
/// 39 s at the largest budget; it is refused before any work, naming the most
/// totals of its size that fit.
#[test]
fn the_weights_held_are_bounded_whatever_the_budget() {
    use roguerules_dice::{Budget, Limit, MAX_WEIGHT_BYTES};
    for text in ["2000d1000", "10d1000000", "1000d1000+1000d1000"] {
        let err = parse(text).pmf_with(Budget::leaves(1_000_000_000_000)).unwrap_err();
        assert_eq!(err.limit, Limit::Outcomes, "{text}");
        assert!(err.value < MAX_WEIGHT_BYTES / 32, "{text}");
    }
    assert_eq!(parse("300d100").pmf_with(Budget::leaves(1_000_000_000_000)).unwrap().len(), 29701);
}

/// One-sided dice always show 1, kept or not: their exact distribution is a
/// constant, costs no work (as `exact_work` says) and builds no table. Found by
/// the `dice_expr` fuzz target: `8070d1kh3` used to build an 8071 x 8071 table of
/// binomials (over 2 GB) although its work was counted as 0.
#[test]
fn one_sided_dice_are_constants_in_the_exact_distribution() {
    for (text, value) in [("8070d1kh3", 3), ("10000d1kl9999", 9999), ("5-10000d1kh2", 3), ("10000d1+1d1kh1", 10001)] {
        let e = parse(text);
        assert_eq!(e.exact_work(), 0, "{text}");
        assert_eq!(e.pmf().unwrap(), Pmf::certain(value), "{text}");
        assert_eq!(e.mean().unwrap(), roguerules_dice::BigRational::from_integer(value.into()), "{text}");
    }
}

/// Issue 14: `NdS`, `NdS+C` and `NdS-C` are read by a fast path; a leading
/// space sends the same text through the general parser. Both give the same
/// expression, and every error comes from the general parser.
#[test]
fn the_fast_path_of_the_common_forms_agrees_with_the_general_parser() {
    for text in [
        "3d6",
        "3d6+2",
        "3D6-2",
        "1d1",
        "3d6+0",
        "3d6-0",
        "03d06+007",
        "10000d1000000+1000000000",
        "2d6kh1",
        "d6",
        "3d6+2d4",
        "3d6 +2",
        "3d6+",
        "3d6+2x",
        "0d6",
        "3d0",
        "10001d6",
        "1d1000001",
        "3d6+1000000001",
        "3d",
        "3x6",
        "99999999999999999999999d6",
        "3d6+99999999999999999999999",
        "+3d6",
        "3d6-2-1",
    ] {
        let fast = text.parse::<DiceExpr>();
        let general = format!(" {text}").parse::<DiceExpr>();
        match (&fast, &general) {
            (Ok(a), Ok(b)) => assert_eq!(a, b, "{text}"),
            (Err(a), Err(b)) => {
                assert_eq!(a.kind, b.kind, "{text}");
                assert_eq!(a.position + 1, b.position, "{text}: the error is the general parser's, at the same place");
            }
            _ => panic!("{text}: {fast:?} but {general:?} after a space"),
        }
    }
    let e = parse("3d6+2");
    assert_eq!((e.min(), e.max(), e.to_string()), (5, 20, "3d6+2".to_string()));
}

#[test]
fn dice_added_one_at_a_time_match_convolution() {
    for text in ["3d6", "1d4-1d6", "0-2d3+1d2", "2d6kh1+1d4", "1d6-3d4kl2+5", "1d1+2d1-1d1", "10-4d6kh3", "7"] {
        let e = parse(text);
        let mut want = Pmf::certain(0i64);
        for t in e.terms() {
            let negative = matches!(*t, Term::Const(c) if c < 0) || matches!(*t, Term::Dice { negative: true, .. });
            let one = if negative { format!("0-{t}") } else { t.to_string() };
            let p = parse(&one).pmf().unwrap();
            want = want.convolve(&p);
        }
        assert_eq!(e.pmf().unwrap(), want, "{text}");
    }
}

/// Issue 13 item 9: a user turns an exact probability into an f64 without
/// depending on num-traits (`roguerules_dice::ToPrimitive` is re-exported).
#[test]
fn probabilities_convert_to_f64_through_the_reexport() {
    use roguerules_dice::ToPrimitive;
    let p = parse("3d6").pmf().unwrap().probability(&10);
    assert_eq!(p.to_f64(), Some(0.125));
}

#[test]
fn built_dice_equal_the_parsed_ones() {
    // `dice` and `dice_plus` build what parsing the same text builds (the
    // plain form included: `==` compares it), and roll the same.
    for (count, sides, constant, text) in
        [(3, 6, 0, "3d6"), (1, 20, 0, "1d20"), (2, 4, -1, "2d4-1"), (1, 8, 5, "1d8+5"), (10, 1, 0, "10d1")]
    {
        let built = DiceExpr::dice_plus(count, sides, constant).unwrap();
        assert_eq!(built, parse(text), "{text}");
        assert_eq!(built.to_string(), text);
        if constant == 0 {
            assert_eq!(DiceExpr::dice(count, sides).unwrap(), parse(text), "{text}");
        }
    }
    assert!(DiceExpr::dice_plus(0, 6, 1).is_err());
    assert!(DiceExpr::dice_plus(1, 0, 1).is_err());
    assert!(DiceExpr::dice_plus(1, 6, i64::MAX).is_err());
}
