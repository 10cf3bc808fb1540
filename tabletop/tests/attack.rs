//! Sections D and H (RULINGS B9, B10): scripted rolls at every boundary, the
//! closed-form odds against the exact enumerator (with a depth budget) and against
//! seeded sampling, and property tests.

use proptest::prelude::*;
use roguerules_dice::{BigRational, Budget, BudgetExceeded, Limit, Prob, Sampler, Scripted, Step, exact_with};
use roguerules_tabletop::TabletopError;
use roguerules_tabletop::attack_roll::*;

fn input(attack_value: i64, miss_chance: i64) -> AttackRollInput {
    AttackRollInput { attack_value, miss_chance }
}

fn scripted(av: i64, m: i64, steps: Vec<Step>) -> AttackRoll {
    let mut s = Scripted::new(steps);
    let roll = roll_attack(&mut s, &input(av, m)).unwrap();
    s.finish().unwrap();
    roll
}

fn frac(s: &str) -> Prob {
    let (n, d) = s.split_once('/').unwrap();
    BigRational::new(n.parse().unwrap(), d.parse().unwrap())
}

#[test]
fn success_probability_boundaries() {
    let p = |av, m| success_probability(&input(av, m)).unwrap().to_string();
    assert_eq!(p(50, 10), "51/100");
    assert_eq!(p(11, 10), "9/10");
    assert_eq!(p(-20, 10), "9/10"); // the miss chance still applies
    assert_eq!(p(-20, 0), "1");
    assert_eq!(p(90, 10), "11/100");
    // The > 90 rule: any attack value above 90 still hits on 91..=100.
    assert_eq!(p(91, 10), "1/10");
    assert_eq!(p(96, 10), "1/10");
    assert_eq!(p(500, 10), "1/10");
    // Miss chance precedence (RULINGS B9): r1 <= M fails even above 90.
    assert_eq!(p(500, 95), "1/20");
    assert_eq!(p(500, 96), "1/25");
    assert_eq!(p(0, 100), "0");
}

#[test]
fn miss_chance_and_fumble() {
    let r = scripted(50, 10, vec![Step::labelled("attack roll", 10)]);
    assert!(r.missed_by_chance && !r.success && r.fumble_possible);
    let r = scripted(50, 10, vec![Step::from(11)]);
    assert!(!r.missed_by_chance && !r.success && !r.fumble_possible);
    // No miss chance: a low roll still fails on the value, fumble possible.
    let r = scripted(50, 0, vec![Step::from(5)]);
    assert!(!r.missed_by_chance && !r.success && r.fumble_possible);
    // A first roll of 96 at or below the miss chance fails without rerolling.
    let r = scripted(50, 97, vec![Step::from(96)]);
    assert!(r.missed_by_chance && !r.success && !r.fumble_possible);
    assert_eq!(r.rolls, vec![96]);
}

#[test]
fn over_90_rule_with_attack_value_above_90() {
    let r = scripted(120, 10, vec![Step::from(93)]);
    assert!(r.success && r.by_over_90);
    assert_eq!(r.overhit.unwrap().overhit, -27);
    assert_eq!(r.extra_damage, 0);
    let r = scripted(120, 10, vec![Step::from(90)]);
    assert!(!r.success);
    // 97 + 50 = 147 >= 120: overhit 27 = 15 + 12: 1d4 + 2.
    let r = scripted(
        120,
        10,
        vec![Step::from(97), Step::labelled("open-ended roll", 50), Step::labelled("overhit damage", 3)],
    );
    assert!(r.success && !r.by_over_90);
    assert_eq!((r.total, r.extra_damage), (147, 5));
    // Open-ended chain: 96, 100, 3.
    let r = scripted(40, 10, vec![Step::from(96), Step::from(100), Step::from(3), Step::from(30)]);
    assert_eq!(r.total, 199);
    assert_eq!(r.overhit.unwrap().dice, 10);
    assert_eq!(r.extra_damage, 30 + 1); // 159 mod 15 = 9
}

#[test]
fn overhit_remainders() {
    // AV 50: roll 54, 55, 59, 60, 64 (no dice), 65, 79, 80 (dice).
    for (roll, extra) in [(54, 0), (55, 1), (59, 1), (60, 2), (64, 2)] {
        assert_eq!(scripted(50, 10, vec![Step::from(roll)]).extra_damage, extra, "roll {roll}");
    }
    assert_eq!(scripted(50, 10, vec![Step::from(65), Step::from(4)]).extra_damage, 4);
    assert_eq!(scripted(50, 10, vec![Step::from(79), Step::from(1)]).extra_damage, 3);
    assert_eq!(scripted(50, 10, vec![Step::from(80), Step::from(5)]).extra_damage, 5);
    assert_eq!(scripted(50, 10, vec![Step::from(95), Step::from(6)]).extra_damage, 6);
    for (o, q, b) in [
        (4, 0, 0),
        (5, 0, 1),
        (9, 0, 1),
        (10, 0, 2),
        (14, 0, 2),
        (15, 1, 0),
        (19, 1, 0),
        (20, 1, 1),
        (29, 1, 2),
        (30, 2, 0),
    ] {
        let h = Overhit::new(o);
        assert_eq!((h.dice, h.bonus), (q, b), "overhit {o}");
    }
    assert_eq!(Overhit::new(-3).dice, 0);
}

#[test]
fn invalid_inputs_are_typed_errors() {
    let mut s = Scripted::new([50]);
    assert!(matches!(
        roll_attack(&mut s, &input(20_000, 10)),
        Err(TabletopError::OutOfRange { field: "attack_value", .. })
    ));
    assert!(matches!(
        success_probability(&input(0, 5000)),
        Err(TabletopError::OutOfRange { field: "miss_chance", .. })
    ));
    assert_eq!(extra_damage(&input(0, 100), 10), Err(TabletopError::CannotSucceed));
}

#[test]
fn runaway_source_is_an_error_not_a_hang() {
    let mut s = Scripted::new(std::iter::repeat_n(99i64, MAX_OPEN_ENDED_ROLLS as usize));
    assert_eq!(roll_attack(&mut s, &input(50, 10)), Err(TabletopError::RunawayRoll { rolls: MAX_OPEN_ENDED_ROLLS }));
}

/// The unbounded roll cannot be enumerated: the enumerator's depth budget says so.
#[test]
fn the_open_ended_roll_exceeds_any_depth_budget() {
    let budget = Budget { leaves: 1 << 20, depth: 6 };
    let result = exact_with(budget, |r| roll_attack(r, &input(50, 10)).map(|o| o.extra_damage));
    let depth = BudgetExceeded { limit: Limit::Depth, value: 6 };
    assert!(matches!(result, Err(TabletopError::Budget(b)) if b == depth), "{result:?}");
}

/// The closed form of the limited roll equals the enumeration of the rule itself.
fn check_limited_against_enumeration(av: i64, m: i64, k: u32) {
    let inp = input(av, m);
    let budget = Budget { leaves: 1 << 20, depth: k as usize + 1 };
    let pmf =
        exact_with(budget, |r| roll_attack_limited(r, &inp, k).map(|o| (o.roll.success, o.roll.extra_damage))).unwrap();
    let p_success = pmf.probability_where(|(s, _)| *s);
    assert_eq!(p_success, success_probability(&inp).unwrap(), "AV {av} M {m}");
    let closed = extra_damage_limited(&inp, k).unwrap();
    let mut total = BigRational::from_integer(0.into());
    for (x, p) in closed.iter() {
        let enumerated = pmf.probability(&(true, *x)) / &p_success;
        assert_eq!(p, enumerated, "AV {av} M {m} k {k} extra {x}");
        total += p;
    }
    assert_eq!(total, BigRational::from_integer(1.into()));
    // Nothing the enumeration finds is missing from the closed form.
    for ((s, x), _) in pmf.iter() {
        assert!(!s || closed.probability(x) > BigRational::from_integer(0.into()));
    }
}

#[test]
fn closed_form_matches_enumeration_with_depth_budget() {
    for (av, m) in [(50, 10), (-20, 10), (95, 10), (120, 10), (0, 0), (40, 97), (-150, -5)] {
        check_limited_against_enumeration(av, m, 2);
    }
    check_limited_against_enumeration(30, 10, 3);
}

#[test]
fn unbounded_closed_form_is_within_the_cut_of_the_limited_one() {
    for (av, m) in [(50, 10), (120, 10), (-40, 10)] {
        let inp = input(av, m);
        let p_s = success_probability(&inp).unwrap();
        let k = 3u32;
        let limited = extra_damage_limited(&inp, k).unwrap();
        let unbounded = extra_damage(&inp, 60).unwrap();
        // Paths that differ start with k rolls of 96+: (5/100)^k, twice, given success.
        let bound = BigRational::new(2.into(), 1.into()) * frac("1/8000") / &p_s;
        for x in 0..=60 {
            let d = limited.probability(&x) - unbounded.probability(x);
            let d = if d < BigRational::from_integer(0.into()) { -d } else { d };
            assert!(d <= bound, "AV {av} extra {x}");
        }
    }
}

#[test]
fn sampling_agrees_with_the_closed_form() {
    let inp = input(45, 10);
    let dist = extra_damage(&inp, 80).unwrap();
    let p_s = success_probability(&inp).unwrap();
    let mut sampler = Sampler::seed_from_u64(2026);
    let n = 40_000u32;
    let (mut successes, mut zero, mut one) = (0u32, 0u32, 0u32);
    for _ in 0..n {
        let r = roll_attack(&mut sampler, &inp).unwrap();
        if r.success {
            successes += 1;
            let x = r.extra_damage;
            assert!(x > dist.cap || dist.probability(x) > BigRational::from_integer(0.into()), "{x} outside support");
            zero += u32::from(x == 0);
            one += u32::from(x == 1);
        } else {
            assert_eq!(r.extra_damage, 0);
        }
    }
    let f = |p: &Prob| roguerules_dice::Pmf::certain(0i64).to_f64()[0].1 * num_traits_f64(p);
    let close = |observed: u32, trials: u32, p: f64| {
        let mean = f64::from(trials) * p;
        let sd = (mean * (1.0 - p)).sqrt().max(1.0);
        (f64::from(observed) - mean).abs() < 5.0 * sd
    };
    assert!(close(successes, n, f(&p_s)));
    assert!(close(zero, successes, f(&dist.probability(0))));
    assert!(close(one, successes, f(&dist.probability(1))));
}

fn num_traits_f64(p: &Prob) -> f64 {
    let s = roguerules_dice::fraction_string(p);
    let (n, d) = s.split_once('/').unwrap();
    n.parse::<f64>().unwrap() / d.parse::<f64>().unwrap()
}

#[test]
fn total_damage_adds_base_and_halves_at_long_range() {
    let inp = input(50, 10);
    let base = roguerules_dice::Pmf::dice(1, 6);
    let t = total_damage(&inp, &base, false, 30).unwrap();
    let one = BigRational::from_integer(1.into());
    assert_eq!(t.points.iter().map(|(_, p)| p.clone()).sum::<Prob>() + &t.tail, one);
    // Total 1 only from base 1 and extra 0.
    let e = extra_damage(&inp, 30).unwrap();
    assert_eq!(t.probability(1), e.probability(0) * frac("1/6"));
    let h = total_damage(&inp, &base, true, 30).unwrap();
    assert_eq!(h.points.iter().map(|(_, p)| p.clone()).sum::<Prob>() + &h.tail, one);
    // Halved: 1 -> 0 (0.5 to even), 2 -> 1, 3 -> 2 (1.5 to even): value 0 from sum 1.
    assert_eq!(h.probability(0), t.probability(1));
}

/// Fuzz finding F16: near `i64::MAX` the sums saturate, so `i64::MAX` itself is
/// never a complete value: more extra damage than the cap lands on it too. The
/// listed values stop below it and its mass is in the tail.
#[test]
fn total_damage_near_the_largest_sum_keeps_the_saturated_value_in_the_tail() {
    let inp = input(-152, 3);
    let base = roguerules_dice::Pmf::certain(i64::MAX - 2);
    let t = total_damage(&inp, &base, false, 4).unwrap();
    assert_eq!(t.cap, i64::MAX - 1);
    assert!(t.points.iter().all(|(v, _)| *v < i64::MAX));
    let one = BigRational::from_integer(1.into());
    assert_eq!(t.points.iter().map(|(_, p)| p.clone()).sum::<Prob>() + &t.tail, one);
    // Far from the top, the cap is min(base) + cap as before.
    let low = total_damage(&inp, &roguerules_dice::Pmf::dice(2, 6), false, 4).unwrap();
    assert_eq!(low.cap, 2 + 4);
}

#[test]
fn total_damage_refuses_too_many_pairs_before_any_work() {
    let inp = input(50, 10);
    // 100d100 has 9901 values: times 201 extra damage values, over the limit.
    let wide = roguerules_dice::Pmf::dice(100, 100);
    assert!(wide.len() as u64 * 201 > MAX_TOTAL_DAMAGE_PAIRS);
    assert!(matches!(total_damage(&inp, &wide, false, 200), Err(TabletopError::Budget(_))));
    // A cap out of range is that error, whatever the dice.
    assert!(matches!(total_damage(&inp, &wide, false, 201), Err(TabletopError::OutOfRange { .. })));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn success_is_monotone_in_attack_value(av in -300i64..300, m in -20i64..120) {
        let a = success_probability(&input(av, m)).unwrap();
        let b = success_probability(&input(av + 1, m)).unwrap();
        prop_assert!(a >= b);
    }

    #[test]
    fn extra_damage_sums_to_one(av in -150i64..150, m in -5i64..99, cap in 0i64..40) {
        if let Ok(d) = extra_damage(&input(av, m), cap) {
            let zero = BigRational::from_integer(0.into());
            prop_assert!(d.tail >= zero);
            prop_assert!(d.points.iter().all(|(x, p)| *p > zero && *x >= 0 && *x <= cap));
            let sum: Prob = d.points.iter().map(|(_, p)| p.clone()).sum::<Prob>() + &d.tail;
            prop_assert_eq!(sum, BigRational::from_integer(1.into()));
        }
    }

    #[test]
    fn sampled_rolls_lie_in_the_exact_support(av in -100i64..130, m in -5i64..100, seed in any::<u64>()) {
        let inp = input(av, m);
        let mut sampler = Sampler::seed_from_u64(seed);
        let roll = roll_attack(&mut sampler, &inp).unwrap();
        let p_s = success_probability(&inp).unwrap();
        let zero = BigRational::from_integer(0.into());
        if roll.success {
            prop_assert!(p_s > zero);
            let d = extra_damage(&inp, 60).unwrap();
            prop_assert!(roll.extra_damage > 60 || d.probability(roll.extra_damage) > zero);
        } else {
            prop_assert!(p_s < BigRational::from_integer(1.into()));
        }
    }
}

/// `extra_damage_with` bounds the work of combining the overhit dice by the
/// budget's leaves; `extra_damage` is it at the default budget.
#[test]
fn extra_damage_within_a_budget() {
    use roguerules_tabletop::attack_roll::{extra_damage, extra_damage_with};
    let input = AttackRollInput::new(0);
    let small = extra_damage_with(&input, 200, Budget::leaves(1000));
    let refused = BudgetExceeded { limit: Limit::Leaves, value: 1000 };
    assert!(matches!(small, Err(TabletopError::Budget(b)) if b == refused), "{small:?}");
    let default = extra_damage(&input, 200).unwrap();
    let large = extra_damage_with(&input, 200, Budget::leaves(1 << 30)).unwrap();
    assert_eq!((default.points, default.tail), (large.points, large.tail));
}

#[test]
fn the_into_forms_push_the_d100s_with_the_same_draws() {
    use roguerules_tabletop::damage::{AttackInput, BaseDamage, resolve_attack, resolve_attack_into};
    use roguerules_tabletop::tables::Dice;
    for seed in 0..2000u64 {
        let roll = input((seed % 300) as i64 - 50, (seed % 23) as i64 - 5);
        let (mut a, mut b) = (Sampler::seed_from_u64(seed), Sampler::seed_from_u64(seed));
        let whole = roll_attack(&mut a, &roll).unwrap();
        let mut given = Vec::new();
        let mut bare = roll_attack_into(&mut b, &roll, |d100| given.push(d100)).unwrap();
        assert!(bare.rolls.is_empty());
        bare.rolls = given;
        assert_eq!(bare, whole);
        let attack = AttackInput { roll, damage: BaseDamage::of_dice(Dice::new(2, 6, 1)), range: None, absorption: 3 };
        let whole = resolve_attack(&mut a, &attack).unwrap();
        let mut given = Vec::new();
        let mut bare = resolve_attack_into(&mut b, &attack, |d100| given.push(d100)).unwrap();
        assert!(bare.roll.rolls.is_empty());
        bare.roll.rolls = given;
        assert_eq!(bare, whole);
        use roguerules_dice::Roller;
        assert_eq!(a.uniform("after", 0, 1000).unwrap(), b.uniform("after", 0, 1000).unwrap());
    }
    // A refused input gives nothing.
    let mut given = Vec::new();
    assert!(
        roll_attack_into(&mut Scripted::new(Vec::<i64>::new()), &input(20_000, 10), |d100| given.push(d100)).is_err()
    );
    assert!(given.is_empty());
}
