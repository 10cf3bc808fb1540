//! `roller`: arbitrary sequences of labelled draws through the dice crate's
//! rollers (issue 6).
//!
//! The input is a list of draws (kind and parameters, extreme values included),
//! each with a scripted answer, and each optionally made only when the previous
//! draw's value was odd (so paths differ in length). Invariants:
//!
//! * `Scripted` (lock-step with a reference model): degenerate draws (RULINGS G2)
//!   yield their fixed value and consume no step; a value in the draw's range is
//!   returned as is; an out-of-range or wrong-kind value, a wrongly labelled step
//!   and a script that runs out are errors naming the draw (label, index); an
//!   invalid draw (`chance` with `den <= 0`, `choose` with no positive weight or
//!   an overflowing total, `dice` whose largest sum passes `i64::MAX`) is
//!   `InvalidDraw` naming the draw; `finish()` reports
//!   exactly the leftover steps. Never a panic.
//! * `Tracing` records exactly the non-degenerate draws, with their kind, label
//!   and value, and nothing for a draw that failed.
//! * A compare draw answers like `uniform` when sampled or scripted, and is only
//!   used through its band (how many cuts are at or below it): the enumerator
//!   branches once per band, weighted by the band's size.
//! * `Sampler` (seeded from the input) answers every valid draw inside its range.
//! * `exact_with` (small budget): either a budget error, the rule's own
//!   `InvalidDraw` for a draw that is invalid, or a distribution whose weights sum
//!   to its total (probabilities sum to 1), whose every outcome is a path the model
//!   accepts, which contains the sampled outcome, and which gives that outcome
//!   exactly the product of its draws' probabilities.
#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use roguerules_dice::{
    BigInt, BigRational, Budget, DrawKind, Limit, Pmf, RollError, Roller, Sampler, ScriptError, Scripted, Step,
    Tracing, exact_with,
};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// A draw as the fuzzer writes it (fixed-size fields, so seeds are easy to write
/// by hand: see `seeds.py`).
#[derive(Arbitrary, Debug, Clone)]
enum RawSpec {
    Uniform {
        lo: i64,
        hi: i64,
    },
    Dice {
        n: u32,
        sides: u32,
    },
    Chance {
        num: i64,
        den: i64,
    },
    /// The first `len % 6` weights.
    Choose {
        weights: [u64; 5],
        len: u8,
    },
    /// The first `len % 4` cuts.
    Compare {
        lo: i64,
        hi: i64,
        cuts: [i64; 3],
        len: u8,
    },
}

#[derive(Debug, Clone)]
enum Spec {
    Uniform { lo: i64, hi: i64 },
    Dice { n: u32, sides: u32 },
    Chance { num: i64, den: i64 },
    Choose { weights: Vec<u64> },
    Compare { lo: i64, hi: i64, cuts: Vec<i64> },
}

impl From<RawSpec> for Spec {
    fn from(raw: RawSpec) -> Spec {
        match raw {
            RawSpec::Uniform { lo, hi } => Spec::Uniform { lo, hi },
            RawSpec::Dice { n, sides } => Spec::Dice { n, sides },
            RawSpec::Chance { num, den } => Spec::Chance { num, den },
            RawSpec::Choose { weights, len } => Spec::Choose { weights: weights[..usize::from(len % 6)].to_vec() },
            RawSpec::Compare { lo, hi, cuts, len } => {
                Spec::Compare { lo, hi, cuts: cuts[..usize::from(len % 4)].to_vec() }
            }
        }
    }
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum Answer {
    /// A value inside the draw's range, picked by this number.
    InRange(u64),
    /// Any number (usually outside the range).
    Number(i64),
    /// A yes/no.
    Flag(bool),
    /// An in-range value, but labelled for some other draw.
    WrongLabel(u64),
}

#[derive(Arbitrary, Debug, Clone)]
struct RawDraw {
    spec: RawSpec,
    /// Made only when the previous draw's value was odd.
    only_after_odd: bool,
    answer: Answer,
}

#[derive(Debug, Clone)]
struct Draw {
    spec: Spec,
    only_after_odd: bool,
    answer: Answer,
}

#[derive(Arbitrary, Debug)]
struct RawInput {
    seed: u64,
    leaves: u16,
    depth: u8,
    extra_steps: u8,
    drop_steps: u8,
    draws: Vec<RawDraw>,
}

#[derive(Debug)]
struct Input {
    /// Seeds the `Sampler`.
    seed: u64,
    /// The enumeration's leaf budget is `1 + leaves % 512`.
    leaves: u16,
    /// The enumeration's depth budget is `1 + depth % 32`.
    depth: u8,
    /// Steps appended after the model's script (they must be reported as leftovers).
    extra_steps: u8,
    /// Steps dropped from the end of the model's script (the script runs out).
    drop_steps: u8,
    draws: Vec<Draw>,
}

impl From<RawInput> for Input {
    fn from(raw: RawInput) -> Input {
        Input {
            seed: raw.seed,
            leaves: raw.leaves,
            depth: raw.depth,
            extra_steps: raw.extra_steps,
            drop_steps: raw.drop_steps,
            draws: raw
                .draws
                .into_iter()
                .take(MAX_DRAWS)
                .map(|d| Draw { spec: d.spec.into(), only_after_odd: d.only_after_odd, answer: d.answer })
                .collect(),
        }
    }
}

/// What the rules say a draw is before any roller sees it.
#[derive(Debug, Clone, PartialEq)]
enum Class {
    /// Not a draw: `InvalidDraw`.
    Invalid,
    /// Yields this value without drawing (RULINGS G2).
    Degenerate(i64),
    /// A real draw.
    Real(DrawKind),
}

fn classify(spec: &Spec) -> Class {
    match spec {
        Spec::Uniform { lo, hi } => {
            if hi <= lo {
                Class::Degenerate(*lo)
            } else {
                Class::Real(DrawKind::Uniform { lo: *lo, hi: *hi })
            }
        }
        Spec::Dice { n, sides } => {
            if *n == 0 || *sides <= 1 {
                Class::Degenerate(i64::from(*n))
            } else if i128::from(*n) * i128::from(*sides) > i128::from(i64::MAX) {
                // The largest sum does not fit an i64 (fuzz finding F1).
                Class::Invalid
            } else {
                Class::Real(DrawKind::Dice { n: *n, sides: *sides })
            }
        }
        Spec::Chance { num, den } => {
            if *den <= 0 {
                Class::Invalid
            } else if *num <= 0 {
                Class::Degenerate(0)
            } else if num >= den {
                Class::Degenerate(1)
            } else {
                Class::Real(DrawKind::Chance { num: *num, den: *den })
            }
        }
        Spec::Compare { lo, hi, cuts } => {
            if hi <= lo {
                // What the rule keeps: the band of the number `lo`.
                Class::Degenerate(band(cuts, *lo))
            } else {
                Class::Real(DrawKind::Compare { lo: *lo, hi: *hi, cuts: cuts.clone() })
            }
        }
        Spec::Choose { weights } => {
            let total: u128 = weights.iter().map(|&w| u128::from(w)).sum();
            let positive: Vec<usize> = (0..weights.len()).filter(|&i| weights[i] > 0).collect();
            // The total must fit an i64 (one draw on 0..total).
            if total > i64::MAX as u128 || positive.is_empty() {
                Class::Invalid
            } else if positive.len() == 1 {
                Class::Degenerate(positive[0] as i64)
            } else {
                Class::Real(DrawKind::Choose { weights: weights.clone() })
            }
        }
    }
}

/// Whether `v` is a value the real draw `kind` can yield (computed in i128: no overflow).
fn in_range(kind: &DrawKind, v: i64) -> bool {
    let v = i128::from(v);
    match kind {
        DrawKind::Uniform { lo, hi } | DrawKind::Compare { lo, hi, .. } => i128::from(*lo) <= v && v <= i128::from(*hi),
        DrawKind::Dice { n, sides } => i128::from(*n) <= v && v <= i128::from(*n) * i128::from(*sides),
        DrawKind::Chance { .. } => v == 0 || v == 1,
        DrawKind::Choose { weights } => v >= 0 && (v as u128) < weights.len() as u128 && weights[v as usize] > 0,
    }
}

/// The most draws one input makes (labels are static strings, made once).
const MAX_DRAWS: usize = 64;

/// The label of draw `i`: `draw 0`, `draw 1`, ... (a draw's label is a
/// `&'static str`; these are made once and live for the whole run).
fn label(i: usize) -> &'static str {
    static LABELS: OnceLock<Vec<&'static str>> = OnceLock::new();
    let labels = LABELS.get_or_init(|| (0..MAX_DRAWS).map(|i| &*format!("draw {i}").leak()).collect());
    labels.get(i).copied().unwrap_or("draw ?")
}

/// The band of `v` among `cuts`: how many are at or below it (what a rule may
/// use of a compare draw's number).
fn band(cuts: &[i64], v: i64) -> i64 {
    cuts.iter().filter(|&&c| c <= v).count() as i64
}

/// P(band(cuts, U) = b) for U uniform on lo..=hi (lo < hi), from the bands
/// between the cuts inside the range.
fn band_probability(lo: i64, hi: i64, cuts: &[i64], b: i64) -> BigRational {
    let mut starts: Vec<i64> = std::iter::once(lo).chain(cuts.iter().copied().filter(|&c| c > lo && c <= hi)).collect();
    starts.sort_unstable();
    starts.dedup();
    let mut size = 0i128;
    for (k, &start) in starts.iter().enumerate() {
        let end = starts.get(k + 1).map_or(i128::from(hi) + 1, |&e| i128::from(e));
        if band(cuts, start) == b {
            size += end - i128::from(start);
        }
    }
    BigRational::new(size.into(), (i128::from(hi) - i128::from(lo) + 1).into())
}

/// What a rule keeps of a draw's answer: the band of a compare draw, the value
/// of any other.
fn kept(kind: &DrawKind, v: i64) -> i64 {
    match kind {
        DrawKind::Compare { cuts, .. } => band(cuts, v),
        _ => v,
    }
}

/// The rule every roller runs: the draws in order, each made only when its
/// condition holds; returns the values of the draws made.
fn run<R: Roller + ?Sized>(r: &mut R, draws: &[Draw]) -> Result<Vec<i64>, RollError> {
    let mut out = Vec::new();
    let mut prev = 1i64;
    for (i, d) in draws.iter().enumerate() {
        if d.only_after_odd && prev % 2 == 0 {
            continue;
        }
        let v = one_draw(r, &d.spec, label(i))?;
        out.push(v);
        prev = v;
    }
    Ok(out)
}

/// The dice tables `path_probability` has built for one input, by (count, sides).
type DiceTables = BTreeMap<(u32, u32), Pmf<i64>>;

/// Checks that `values` is a path of `run` the rules allow: for each draw made,
/// a valid value. With `exact`, returns the path's exact probability (only for
/// draws small enough to enumerate: a dice table is built, once per input in
/// `tables`). The product is kept as a numerator and a denominator, reduced
/// once at the end (reducing after every draw took a third of this target's
/// time over a grown corpus; issue 27).
fn path_probability(draws: &[Draw], values: &[i64], exact: bool, tables: &mut DiceTables) -> BigRational {
    let (mut num, mut den) = (BigInt::from(1), BigInt::from(1));
    let mut times = |q: BigRational| {
        num *= q.numer();
        den *= q.denom();
    };
    let mut prev = 1i64;
    let mut next = values.iter();
    for (i, d) in draws.iter().enumerate() {
        if d.only_after_odd && prev % 2 == 0 {
            continue;
        }
        let v = *next.next().unwrap_or_else(|| panic!("outcome {values:?} stops before draw {i}"));
        match classify(&d.spec) {
            Class::Invalid => panic!("outcome {values:?} passes the invalid draw {i}"),
            Class::Degenerate(g) => assert_eq!(v, g, "draw {i} is degenerate"),
            Class::Real(DrawKind::Compare { lo, hi, cuts }) => {
                let q = band_probability(lo, hi, &cuts, v);
                assert!(q > BigRational::from_integer(0.into()), "outcome {values:?}: draw {i} has no band {v}");
                if exact {
                    times(q);
                }
            }
            Class::Real(kind) => {
                assert!(in_range(&kind, v), "outcome {values:?}: draw {i} ({kind}) = {v} is out of range");
                if !exact {
                    prev = v;
                    continue;
                }
                let q = match &kind {
                    DrawKind::Uniform { lo, hi } => {
                        BigRational::new(1.into(), (i128::from(*hi) - i128::from(*lo) + 1).into())
                    }
                    DrawKind::Compare { lo, hi, cuts } => band_probability(*lo, *hi, cuts, v),
                    DrawKind::Dice { n, sides } => {
                        tables.entry((*n, *sides)).or_insert_with(|| Pmf::dice(*n, *sides)).probability(&v)
                    }
                    DrawKind::Chance { num, den } => {
                        BigRational::new(if v == 1 { *num } else { *den - *num }.into(), (*den).into())
                    }
                    DrawKind::Choose { weights } => {
                        let total: u64 = weights.iter().sum();
                        BigRational::new(weights[v as usize].into(), total.into())
                    }
                };
                times(q);
            }
        }
        prev = v;
    }
    assert!(next.next().is_none(), "outcome {values:?} has values past the last draw");
    BigRational::new(num, den)
}

/// A scripted step as the model sees it.
#[derive(Debug, Clone)]
struct ModelStep {
    label: Option<String>,
    value: StepValue,
}

#[derive(Debug, Clone, Copy)]
enum StepValue {
    Number(i64),
    Flag(bool),
}

impl ModelStep {
    fn to_step(&self) -> Step {
        let step = match self.value {
            StepValue::Number(n) => Step::from(n),
            StepValue::Flag(b) => Step::from(b),
        };
        match &self.label {
            Some(l) => Step::labelled(l.clone(), step),
            None => step,
        }
    }

    /// A value inside the real draw's range, picked by `x`.
    fn pick(kind: &DrawKind, x: u64) -> ModelStep {
        let value = match kind {
            DrawKind::Uniform { lo, hi } | DrawKind::Compare { lo, hi, .. } => {
                let span = (i128::from(*hi) - i128::from(*lo) + 1) as u128;
                StepValue::Number((i128::from(*lo) + (u128::from(x) % span) as i128) as i64)
            }
            DrawKind::Dice { n, sides } => {
                let span = u128::from(*n) * u128::from(*sides - 1) + 1;
                StepValue::Number((i128::from(*n) + (u128::from(x) % span) as i128) as i64)
            }
            DrawKind::Chance { .. } => StepValue::Flag(x % 2 == 1),
            DrawKind::Choose { weights } => {
                let positive: Vec<usize> = (0..weights.len()).filter(|&i| weights[i] > 0).collect();
                StepValue::Number(positive[(x % positive.len() as u64) as usize] as i64)
            }
        };
        ModelStep { label: None, value }
    }

    /// Whether `Scripted` must accept this step for the real draw `kind`
    /// labelled `l` (label aside), and the value it then yields.
    fn accepted(&self, kind: &DrawKind) -> Option<i64> {
        match (kind, self.value) {
            (DrawKind::Chance { .. }, StepValue::Flag(b)) => Some(i64::from(b)),
            (DrawKind::Chance { .. }, StepValue::Number(_)) | (_, StepValue::Flag(_)) => None,
            (_, StepValue::Number(n)) => in_range(kind, n).then_some(n),
        }
    }
}

/// What the model expects of one draw through `Scripted`.
enum Expect {
    Value(i64, bool),
    Invalid,
    Exhausted(usize),
    Label(usize),
    Mismatch(usize),
}

fn error_label(e: &RollError) -> Option<&'static str> {
    match e {
        RollError::InvalidDraw(d) => Some(d.label),
        RollError::Script(s) => match **s {
            ScriptError::Exhausted { label, .. }
            | ScriptError::Mismatch { label, .. }
            | ScriptError::Label { label, .. } => Some(label),
            _ => None,
        },
        _ => None,
    }
}

fn script_error(r: &Result<i64, RollError>) -> Option<&ScriptError> {
    match r {
        Err(RollError::Script(s)) => Some(s),
        _ => None,
    }
}

/// Pass A: the draws as given, through `Scripted` and `Tracing<Scripted>` in
/// lock step with the model.
fn scripted(input: &Input) {
    // The draws the rule makes, and the script the model writes for them; the
    // plan stops at the first draw that must fail.
    let mut steps: Vec<ModelStep> = Vec::new();
    let mut plan: Vec<(usize, Class, Option<ModelStep>)> = Vec::new();
    let mut prev = 1i64;
    for (i, d) in input.draws.iter().enumerate() {
        if d.only_after_odd && prev % 2 == 0 {
            continue;
        }
        let class = classify(&d.spec);
        match &class {
            Class::Invalid => {
                plan.push((i, class, None));
                break;
            }
            Class::Degenerate(v) => {
                prev = *v;
                plan.push((i, class, None));
            }
            Class::Real(kind) => {
                let step = match d.answer {
                    Answer::InRange(x) => ModelStep::pick(kind, x),
                    Answer::WrongLabel(x) => {
                        ModelStep { label: Some(format!("not {}", label(i))), ..ModelStep::pick(kind, x) }
                    }
                    Answer::Number(n) => ModelStep { label: None, value: StepValue::Number(n) },
                    Answer::Flag(b) => ModelStep { label: None, value: StepValue::Flag(b) },
                };
                let accepted = if step.label.is_some() { None } else { step.accepted(kind) };
                steps.push(step.clone());
                plan.push((i, class.clone(), Some(step)));
                match accepted {
                    Some(v) => prev = kept(kind, v),
                    None => break,
                }
            }
        }
    }
    let planned = steps.len();
    let drop = usize::from(input.drop_steps % 4).min(planned);
    steps.truncate(planned - drop);
    // Leftover steps only when none was dropped (otherwise a draw would meet one).
    let extra = if drop == 0 { usize::from(input.extra_steps % 3) } else { 0 };
    for k in 0..extra {
        steps.push(ModelStep { label: Some(format!("extra {k}")), value: StepValue::Number(1) });
    }
    let available = steps.len();

    let mut plain = Scripted::new(steps.iter().map(ModelStep::to_step));
    let mut traced = Tracing::new(Scripted::new(steps.iter().map(ModelStep::to_step)));
    let mut used = 0usize;
    for (i, class, step) in plan {
        let d = &input.draws[i];
        let l = label(i);
        let returned = |v: i64| match &class {
            Class::Real(kind) => kept(kind, v),
            _ => v,
        };
        let expect = match (&class, &step) {
            (Class::Invalid, _) => Expect::Invalid,
            (Class::Degenerate(v), _) => Expect::Value(*v, false),
            (Class::Real(_), _) if used >= available => Expect::Exhausted(used),
            (Class::Real(_), Some(ModelStep { label: Some(_), .. })) => Expect::Label(used),
            (Class::Real(kind), Some(step)) => match step.accepted(kind) {
                Some(v) => Expect::Value(v, true),
                None => Expect::Mismatch(used),
            },
            (Class::Real(_), None) => unreachable!("real draws have steps"),
        };
        let before = traced.draws().len();
        let got = one_draw(&mut plain, &d.spec, l);
        let got_traced = one_draw(&mut traced, &d.spec, l);
        assert_eq!(got, got_traced, "draw {i}: Tracing changed the answer");
        match expect {
            Expect::Value(v, real) => {
                assert_eq!(got, Ok(returned(v)), "draw {i} ({:?})", d.spec);
                if real {
                    used += 1;
                    assert_eq!(traced.draws().len(), before + 1, "draw {i}: one record");
                    let rec = traced.draws().last().expect("a real draw is recorded");
                    assert_eq!(rec.label, l);
                    assert_eq!(rec.value, v);
                    if let Class::Real(kind) = &class {
                        assert_eq!(&rec.kind, kind, "draw {i}: recorded kind");
                    }
                } else {
                    assert_eq!(traced.draws().len(), before, "draw {i}: a degenerate draw was recorded");
                }
                assert_eq!(plain.remaining(), available - used, "draw {i}: steps consumed");
                continue;
            }
            Expect::Invalid => {
                assert!(matches!(got, Err(RollError::InvalidDraw(_))), "draw {i}: {got:?}");
            }
            Expect::Exhausted(index) => {
                assert!(
                    matches!(script_error(&got), Some(ScriptError::Exhausted { index: j, .. }) if *j == index),
                    "draw {i}: {got:?}"
                );
            }
            Expect::Label(index) => {
                assert!(
                    matches!(script_error(&got), Some(ScriptError::Label { index: j, .. }) if *j == index),
                    "draw {i}: {got:?}"
                );
            }
            Expect::Mismatch(index) => {
                assert!(
                    matches!(script_error(&got), Some(ScriptError::Mismatch { index: j, .. }) if *j == index),
                    "draw {i}: {got:?}"
                );
            }
        }
        // Every failure names the draw, and the trace is unchanged.
        let err = got.expect_err("checked above");
        assert_eq!(error_label(&err), Some(l), "draw {i}: {err:?}");
        assert!(err.to_string().contains(l), "draw {i}: message {err} does not name the draw");
        assert_eq!(traced.draws().len(), before, "draw {i}: a failed draw was recorded");
        return;
    }
    // Every draw succeeded: the leftovers are exactly the unused steps.
    match plain.finish() {
        Ok(()) => assert_eq!(available, used, "finish() with {} unused steps", available - used),
        Err(RollError::Script(s)) if matches!(*s, ScriptError::Leftover { .. }) => {
            let ScriptError::Leftover { left, .. } = *s else { unreachable!() };
            assert_eq!(left, available - used)
        }
        Err(other) => panic!("finish(): {other:?}"),
    }
}

/// One draw as a rule makes it (a compare draw kept as its band).
fn one_draw<R: Roller + ?Sized>(r: &mut R, spec: &Spec, l: &'static str) -> Result<i64, RollError> {
    match spec {
        Spec::Uniform { lo, hi } => r.uniform(l, *lo, *hi),
        Spec::Dice { n, sides } => r.dice(l, *n, *sides),
        Spec::Chance { num, den } => r.chance(l, *num, *den).map(i64::from),
        Spec::Choose { weights } => r.choose(l, weights).map(|i| i as i64),
        Spec::Compare { lo, hi, cuts } => r.compare(l, *lo, *hi, cuts).map(|v| band(cuts, v)),
    }
}

/// Pass B: small dice counts (sampling time is linear in them), through a traced
/// `Sampler` and the enumerator.
fn sampled_and_exact(input: &Input) {
    let draws: Vec<Draw> = input
        .draws
        .iter()
        .cloned()
        .map(|mut d| {
            if let Spec::Dice { n, .. } = &mut d.spec {
                *n %= 64;
            }
            d
        })
        .collect();
    let mut sampler = Tracing::new(Sampler::seed_from_u64(input.seed));
    let sampled = run(&mut sampler, &draws);
    match &sampled {
        Ok(values) => {
            let _ = path_probability(&draws, values, false, &mut DiceTables::new());
            let real = sampler.draws().len();
            let mut expected_real = 0;
            let mut prev = 1i64;
            let mut next = values.iter();
            for (i, d) in draws.iter().enumerate() {
                if d.only_after_odd && prev % 2 == 0 {
                    continue;
                }
                let v = *next.next().expect("checked by path_probability");
                if let Class::Real(kind) = classify(&d.spec) {
                    let rec = &sampler.draws()[expected_real];
                    assert_eq!((&rec.kind, kept(&kind, rec.value), rec.label), (&kind, v, label(i)));
                    assert!(in_range(&kind, rec.value), "draw {i}: sampled {} outside {kind}", rec.value);
                    expected_real += 1;
                }
                prev = v;
            }
            assert_eq!(real, expected_real, "the trace records exactly the real draws");
        }
        Err(RollError::InvalidDraw(d)) => {
            let i: usize = d.label.trim_start_matches("draw ").parse().expect("our label");
            assert_eq!(classify(&draws[i].spec), Class::Invalid, "{} is valid but was refused", d.label);
        }
        Err(other) => panic!("sampling failed: {other:?}"),
    }

    let budget = Budget { leaves: 1 + u64::from(input.leaves % 512), depth: 1 + usize::from(input.depth % 32) };
    match exact_with(budget, |r| run(r, &draws)) {
        Ok(pmf) => {
            let sum: roguerules_dice::BigUint = pmf.weights().map(|(_, w)| w).sum();
            assert_eq!(sum, pmf.total(), "probabilities do not sum to 1");
            let mut total = BigRational::from_integer(0.into());
            let mut tables = DiceTables::new();
            for (values, p) in pmf.iter() {
                assert!(p > BigRational::from_integer(0.into()));
                assert_eq!(p, path_probability(&draws, values, true, &mut tables), "probability of {values:?}");
                total += p;
            }
            assert_eq!(total, BigRational::from_integer(1.into()));
            let values = sampled.expect("every path is valid, so sampling succeeds");
            assert!(pmf.probability(&values) > BigRational::from_integer(0.into()), "{values:?} not in the support");
        }
        Err(RollError::Budget(b)) => match b.limit {
            Limit::Leaves => assert_eq!(b.value, budget.leaves),
            Limit::Depth => assert_eq!(b.value, budget.depth as u64),
            other => panic!("unexpected budget {other:?}"),
        },
        Err(RollError::InvalidDraw(d)) => {
            let i: usize = d.label.trim_start_matches("draw ").parse().expect("our label");
            assert_eq!(classify(&draws[i].spec), Class::Invalid, "{} is valid but was refused", d.label);
        }
        Err(other) => panic!("enumeration failed: {other:?}"),
    }
}

fuzz_target!(|raw: RawInput| {
    let input = Input::from(raw);
    scripted(&input);
    sampled_and_exact(&input);
});
