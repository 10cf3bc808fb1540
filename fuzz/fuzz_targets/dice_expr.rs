//! `dice_expr`: arbitrary strings through the dice-expression parser (issue 6).
//!
//! Invariants checked on every input (not just "no panic"):
//!
//! * parsing never panics; an error's position lies inside the input;
//! * matching is case-insensitive (`3D6` = `3d6`), and the fast path of the common
//!   forms (`NdS+C`) agrees with the general parser (reached by a leading space);
//! * what parses re-parses from its `Display` to an equal value, and `Display`
//!   is a fixed point;
//! * `min() <= max()`; a roll with a `Sampler` seeded from the input lies in
//!   `min..=max`; the roll makes exactly the documented draws (one `dice` draw per
//!   plain term, one `uniform(1, sides)` per die of a keep term, degenerate ones
//!   excepted), all under the given label; replaying the traced draws through
//!   `Scripted` gives the same total and uses every step;
//! * `mean()` lies in `min..=max`;
//! * when the exact pmf is cheap, `pmf()` succeeds, its probabilities sum to
//!   exactly 1, its min/max are the expression's, its mean is `mean()`, and the
//!   sampled roll is in its support; one over the default budget (the one rule,
//!   `exact_work()`, issues 13 and 24) is refused with `TooLarge`, and
//!   `exact_work()` is 0 exactly for a constant, counts at least a word per total
//!   and at most this target's own bound on the word operations;
//! * the enumeration of `roll()` by `exact_with` (small budget), when it fits, is
//!   a distribution summing to 1 over `min..=max` and equals `pmf()`;
//! * `multiply(k)` either errors with `TooBig` because a count or constant would
//!   pass its bound, or gives the expression with min/max scaled by `k` (the
//!   constant 0 for `k = 0`), which round-trips through `Display` too.
#![no_main]

use libfuzzer_sys::fuzz_target;
use roguerules_dice::{
    BigRational, BigUint, Budget, DiceExpr, DrawKind, ExprErrorKind, Keep, MAX_CONSTANT, MAX_COUNT, RollError, Sampler,
    Scripted, Step, Term, Tracing, exact_with,
};

/// Above this many work units (`count² × sides` per plain term, more for keep
/// terms) the exact pmf is not computed here (it would slow the fuzzer down).
const CHEAP_WORK: u64 = 100_000;
/// Above this many units of `exact_work()` (about a millisecond at most) the
/// exact pmf is not computed here.
const CHEAP_UNITS: u64 = 200;
/// Above this many possible totals the pmf is not computed here either.
const CHEAP_WIDTH: u64 = 20_000;
/// Dice rolled above which the per-draw trace check is skipped (speed).
const TRACE_DICE: u64 = 20_000;

fn fnv1a(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3))
}

struct Cost {
    /// Work of the whole pmf.
    work: u64,
    /// Work of the keep terms alone (what `mean()` computes through a pmf).
    keep_work: u64,
    /// How many totals the sum can take: the term widths add up (F7).
    width: u64,
    /// Dice rolled by `roll()`.
    dice: u64,
    /// An upper bound on `exact_work()`, in its units (issue 24).
    units: u64,
}

fn cost(e: &DiceExpr) -> Cost {
    let mut c = Cost { work: 0, keep_work: 0, width: 1, dice: 0, units: 0 };
    // Bits of the weights at the end: every die of `s` sides multiplies them by `s`.
    let mut bits: u64 = 1;
    // The totals at the end (a bound on every running width).
    let mut final_width: u64 = 1;
    for t in e.terms() {
        if let Term::Dice { count, sides, .. } = *t
            && sides > 1
        {
            bits = bits.saturating_add(u64::from(count).saturating_mul(u64::from(u32::BITS - sides.leading_zeros())));
            final_width = final_width.saturating_add(u64::from(count).saturating_mul(u64::from(sides) - 1));
        }
    }
    // Limbs of a final weight, with a big integer's allocation counted as 40.
    let limbs = bits.div_ceil(64).max(2);
    let big = limbs + 40;
    let mut ops: u64 = 0;
    for t in e.terms() {
        if let Term::Dice { count, sides, keep, .. } = *t {
            let (n, s) = (u64::from(count), u64::from(sides));
            c.dice += n;
            let term_width = n * (s - 1) + 1;
            // Convolving the running total with this term.
            c.work = c.work.saturating_add(c.width.saturating_mul(term_width));
            c.width = c.width.saturating_add(term_width - 1);
            if s == 1 {
                continue;
            }
            match keep {
                None => {
                    c.work = c.work.saturating_add(n.saturating_mul(n).saturating_mul(s));
                    // Plain dice are added by size, in any order: each die visits
                    // at most every final total at the final width; or the
                    // recurrence visits each final total once, about 9 word
                    // operations per limb (counted for every term: a bound).
                    let per_total = limbs.saturating_mul(32 + limbs) / 32;
                    ops = ops.saturating_add(n.saturating_mul(final_width).saturating_mul(per_total));
                    ops = ops.saturating_add(final_width.saturating_mul(limbs + 1).saturating_mul(9));
                }
                Some(Keep::Highest(k) | Keep::Lowest(k)) => {
                    let w = s.saturating_mul(s).saturating_mul(n).saturating_mul(n).saturating_mul(u64::from(k));
                    c.work = c.work.saturating_add(w);
                    c.keep_work = c.keep_work.saturating_add(w);
                    // The table: faces x dice placed x kept sums x dice on a face; then the pairs,
                    // with every running total: the library adds the plain dice first, whatever
                    // the written order, so the running width is bounded by the final one.
                    let table = s
                        .saturating_mul((n + 1) * (n + 2) / 2)
                        .saturating_mul(u64::from(k).saturating_mul(s).saturating_add(1))
                        .saturating_mul(big);
                    let pairs = final_width.saturating_mul(term_width).saturating_mul(big);
                    ops = ops.saturating_add(table).saturating_add(pairs);
                }
            }
        }
    }
    if ops > 0 {
        // The output: every total built and handed out.
        ops = ops.saturating_add(c.width.saturating_mul(limbs + 1).saturating_mul(128));
        c.units = ops.div_ceil(DiceExpr::OPS_PER_UNIT);
    }
    c
}

/// The draws `roll()` documents for `e`: `(kind, how many)` per term.
fn expected_draws(e: &DiceExpr) -> Vec<(DrawKind, u64)> {
    let mut out = Vec::new();
    for t in e.terms() {
        if let Term::Dice { count, sides, keep, .. } = *t {
            if sides <= 1 {
                continue; // degenerate (RULINGS G2): no draw
            }
            match keep {
                None => out.push((DrawKind::Dice { n: count, sides }, 1)),
                Some(_) => out.push((DrawKind::Uniform { lo: 1, hi: i64::from(sides) }, u64::from(count))),
            }
        }
    }
    out
}

fn check_multiply(e: &DiceExpr, k: u32) {
    let too_big = e.terms().iter().any(|t| match *t {
        Term::Const(c) => u128::from(c.unsigned_abs()) * u128::from(k) > MAX_CONSTANT as u128,
        Term::Dice { count, .. } => u64::from(count) * u64::from(k) > u64::from(MAX_COUNT),
    });
    match e.multiply(k) {
        Ok(m) => {
            assert!(k == 0 || !too_big, "{e} x {k} = {m} passes a bound but was accepted");
            if k == 0 {
                assert_eq!(m, DiceExpr::constant(0).expect("0 is a constant"), "{e} x 0");
            } else {
                let k = i128::from(k);
                assert_eq!(i128::from(m.min()), i128::from(e.min()) * k, "min of {e} x {k} = {m}");
                assert_eq!(i128::from(m.max()), i128::from(e.max()) * k, "max of {e} x {k} = {m}");
                assert_eq!(m.terms().len(), e.terms().len(), "{e} x {k} = {m}");
            }
            let back: DiceExpr = m.to_string().parse().unwrap_or_else(|err| panic!("{m} does not re-parse: {err}"));
            assert_eq!(back, m);
        }
        Err(err) => {
            assert!(k != 0, "{e} x 0 failed: {err}");
            assert!(matches!(err.kind, ExprErrorKind::TooBig { .. }), "{e} x {k}: unexpected error {err:?}");
            assert!(too_big, "{e} x {k} refused although every bound holds: {err}");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else { return };
    let hash = fnv1a(data);
    let parsed = s.parse::<DiceExpr>();
    let upper = s.to_ascii_uppercase().parse::<DiceExpr>();
    let e = match parsed {
        Err(err) => {
            assert!(err.position <= s.len(), "error position {} past the end of {s:?}", err.position);
            assert!(format!(" {s}").parse::<DiceExpr>().is_err(), "{s:?} fails but parses after a space");
            assert!(!err.to_string().is_empty());
            assert!(upper.is_err(), "{s:?} fails but its upper case parses");
            return;
        }
        Ok(e) => e,
    };
    assert_eq!(upper.as_ref().ok(), Some(&e), "{s:?}: upper case parses differently");
    // The common forms take a fast path; a leading space takes the general parser.
    assert_eq!(format!(" {s}").parse::<DiceExpr>().as_ref(), Ok(&e), "{s:?}: fast and general paths differ");

    // Display round trip.
    let shown = e.to_string();
    let back: DiceExpr = shown.parse().unwrap_or_else(|err| panic!("{s:?} shows as {shown:?}, which fails: {err}"));
    assert_eq!(back, e, "{s:?} shows as {shown:?}, which parses differently");
    assert_eq!(back.to_string(), shown);

    // Bounds and a seeded roll.
    let (lo, hi) = (e.min(), e.max());
    assert!(lo <= hi, "{e}: min {lo} > max {hi}");
    let c = cost(&e);
    let mut sampler = Sampler::seed_from_u64(hash);
    let rolled = e.roll(&mut sampler, "fuzz").expect("sampling never fails");
    assert!((lo..=hi).contains(&rolled), "{e} rolled {rolled} outside {lo}..={hi}");

    // The draws roll() makes, and their replay through Scripted.
    if c.dice <= TRACE_DICE {
        let mut traced = Tracing::new(Sampler::seed_from_u64(hash));
        let again = e.roll(&mut traced, "fuzz").expect("sampling never fails");
        assert_eq!(again, rolled, "{e}: same seed, different roll");
        let draws = traced.draws();
        let mut at = 0usize;
        for (kind, times) in expected_draws(&e) {
            for _ in 0..times {
                let d = draws.get(at).unwrap_or_else(|| panic!("{e}: only {} draws traced", draws.len()));
                assert_eq!(d.kind, kind, "{e}: draw #{at}");
                assert_eq!(d.label, "fuzz");
                let (dlo, dhi) = d.kind.range();
                assert!((dlo..=dhi).contains(&d.value), "{e}: draw #{at} {d} outside its range");
                at += 1;
            }
        }
        assert_eq!(at, draws.len(), "{e}: more draws traced than documented");
        let steps: Vec<Step> = draws.iter().map(|d| Step::labelled(d.label, d.value)).collect();
        let mut script = Scripted::new(steps);
        assert_eq!(e.roll(&mut script, "fuzz"), Ok(rolled), "{e}: replay of the trace differs");
        script.finish().expect("the replay uses every traced draw");
    }

    // The exact mean (a pmf per keep term: only when cheap).
    if c.keep_work <= CHEAP_WORK {
        let mean = e.mean().unwrap_or_else(|err| panic!("{e}: mean failed: {err}"));
        let (blo, bhi) = (BigRational::from_integer(lo.into()), BigRational::from_integer(hi.into()));
        assert!(blo <= mean && mean <= bhi, "{e}: mean {mean} outside {lo}..={hi}");
    }

    // The exact pmf: one rule, `exact_work()` against the default budget (issue
    // 24: word operations on the weights, `DiceExpr::OPS_PER_UNIT` to a unit).
    // Every total of the result is built at least once (a word each), and the
    // work never passes this target's own bound: every die visiting every final
    // total at the final width, the keep tables and pairs, the output.
    let work = e.exact_work();
    assert_eq!(work == 0, c.width == 1, "{e}: exact_work {work} with {} totals", c.width);
    let ops = u128::from(work) * u128::from(DiceExpr::OPS_PER_UNIT);
    assert!(work == 0 || ops >= u128::from(c.width), "{e}: exact_work {work} below the {} totals", c.width);
    assert!(work <= c.units, "{e}: exact_work {work} above this target's bound {}", c.units);
    let pmf = if work <= CHEAP_UNITS && c.width <= CHEAP_WIDTH {
        let pmf = e.pmf().unwrap_or_else(|err| panic!("{e}: a cheap pmf was refused: {err}"));
        let sum: BigUint = pmf.weights().map(|(_, w)| w).sum();
        assert_eq!(sum, pmf.total(), "{e}: pmf does not sum to 1");
        assert!(pmf.weights().all(|(_, w)| w > BigUint::ZERO), "{e}: a zero weight in the pmf");
        assert_eq!((*pmf.min(), *pmf.max()), (lo, hi), "{e}: pmf range differs from min/max");
        assert!(pmf.probability(&rolled) > BigRational::from_integer(0.into()), "{e}: rolled {rolled}, not in the pmf");
        if let Ok(mean) = e.mean() {
            assert_eq!(pmf.mean(), mean, "{e}: pmf mean differs from mean()");
        }
        Some(pmf)
    } else {
        if work > Budget::DEFAULT_LEAVES {
            let err = e.pmf().expect_err("a pmf over the default budget must be refused");
            assert_eq!(err.kind, ExprErrorKind::TooLarge, "{e}");
        }
        None
    };

    // POWDER's multiplier.
    let ks = [0, 1, 2, 3, 7, 100, 10_000, u32::MAX, (hash >> 32) as u32, (hash % 64) as u32];
    check_multiply(&e, ks[(hash % ks.len() as u64) as usize]);
    check_multiply(&e, 2);

    // Enumerating roll() itself must agree with pmf(). (Each plain term is one
    // dice node whose table costs about `count² × sides`: only when cheap.)
    if c.work - c.keep_work > CHEAP_WORK {
        return;
    }
    match exact_with(Budget { leaves: 1024, depth: 64 }, |r| e.roll(r, "fuzz")) {
        Ok(enumerated) => {
            let sum: BigUint = enumerated.weights().map(|(_, w)| w).sum();
            assert_eq!(sum, enumerated.total(), "{e}: enumeration does not sum to 1");
            assert_eq!((*enumerated.min(), *enumerated.max()), (lo, hi), "{e}: enumerated range");
            assert!(enumerated.support().any(|v| *v == rolled), "{e}: {rolled} not in the enumerated support");
            if let Some(pmf) = &pmf {
                assert_eq!(&enumerated, pmf, "{e}: enumeration of roll() differs from pmf()");
            }
        }
        Err(RollError::Budget(_)) => {}
        Err(other) => panic!("{e}: enumeration failed: {other}"),
    }
});
