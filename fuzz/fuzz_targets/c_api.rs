//! `c_api`: the C API (`roguerules-ffi`, `ffi/include/roguerules.h`) called the way a C
//! game calls it, with its input structs filled from arbitrary bytes (issue 6).
//!
//! Enum codes, flag words and integers take any value (unknown codes, unknown
//! flag bits, extreme integers); `bool` fields take only 0/1 (anything else is
//! undefined behaviour in C itself). Random sources are the built-in generator,
//! a game callback answering in range or out of range, or an invalid
//! `rr_random` (neither or both set). Pointers are valid, NULL or misaligned.
//!
//! Invariants:
//!
//! * every call returns a documented status (`RR_OK` ..= `RR_RULE_ERROR`), never
//!   `RR_PANIC` (and a panic aborts the fuzzer even when caught at the boundary);
//!   `rr_status_message` answers every number with a static string;
//! * NULL required pointers give `RR_NULL_ARGUMENT`, misaligned ones
//!   `RR_MISALIGNED_POINTER`, an `rr_random` with neither source
//!   `RR_NULL_ARGUMENT` and with both `RR_INVALID_ARGUMENT`;
//! * out-pointers are written only on success (checked byte for byte);
//! * a callback is only asked for ranges `lo <= hi`; an out-of-range answer
//!   fails the call with `RR_RNG_OUT_OF_RANGE`, and only then;
//! * on success the results obey the rules: dice totals within min..=max, pmfs
//!   sorted and summing to exactly 1 (exact fractions), hit chances in
//!   [1/20, 19/20], critical odds summing to 1, damage >= 0, round lengths within
//!   the blows, chest trap levels in 5..=99 with the table's trap set;
//!   `rr_dice_pmf` is checked whenever its pmf is cheap on the `dice_expr`
//!   target's cost model (`DiceExpr::exact_work()` within 200 units, at most
//!   20 000 totals, term widths adding up), many-term sums included.
//!
//! The projection C API (`rr_project_*`, all 12 entry points) takes its damage
//! types and terrain mostly as Oangband's codes, sometimes a number between
//! them or any `u32`, its monster flags and `TR3_IGNORE_*` bits now and then
//! with unknown bits, its yes/no bytes now and then above 1; sampled outcomes
//! obey the rules' bounds (damage at most twice `dam` on a monster, the
//! player's parts summing to the damage, an avoided projection changing
//! nothing) and lie in the support of the exact distributions, which sum to 1.
//!
//! The tabletop C API (`rr_tt_*`, all 46 entry points) is called the same way:
//! codes mostly valid, sometimes the first unknown one or any `u32`; numbers
//! mostly in their documented domains, sometimes just outside or any `i64` (any
//! `i32` for the `int32_t` levels and damage); spell
//! and attacker bits with unknown bits now and then; pointer-and-length arrays
//! valid, NULL with a nonzero length, longer than the cap (never read), misaligned,
//! or over the cap with real items; input structs and out-pointers now and then
//! NULL or misaligned (refused with exactly their status). Besides the statuses:
//!
//! * a sheet: the attack value, segment and encumbrance accept and refuse alike;
//!   unknown codes/bits are refused; the attack value is `100 - total`, the
//!   breakdown adds up (factors or the bash's halved sum, training, spells, then
//!   unaimed and situational), the B7/B8/B2-B6 lines have their sizes; the segment
//!   lies in 1..=5, is the sum of its lines moved by Speed/Slow and clamped (B13);
//!   Table 19's actions and the engaged round follow B11/B12 exactly; any
//!   schedule is increasing, within N..=5, at most the actions, engaged before;
//! * the attack roll: the success probability is exactly B9's count / 100; the
//!   rolled attack is self-consistent (miss chance, open-ended rerolls, success,
//!   "> 90", fumble, overhit split, extra damage in its dice) and only succeeds
//!   when the odds allow; P(open-ended total) is 1/100 for 1..=95 and 0 outside
//!   0..=10000; the overhit split is section H's;
//! * damage: base damage lines add up to the constant, min/max are the dice's,
//!   bashes roll 1D4, missiles have no mass; rolls lie within min..=max, the
//!   distribution lists every value once and sums to exactly 1; final damage is
//!   base + extra (halved at long range; saturating at the ends of `int32_t`),
//!   damage dealt is `max(damage - max(absorption, 0), 0)`, never negative nor
//!   above the damage; a resolved attack is
//!   a checked roll with its damage (none on a failure);
//! * extra and total damage (on some inputs, moderate attack values and caps):
//!   rows within the cap, positive, and with the tail sum to exactly 1; refused
//!   exactly when the input or cap is invalid or the attack cannot succeed;
//! * defence: interposition at most 90, its probability `clamp(v, 0, 90)/100`, no
//!   interposition at 0 or less; `apply_parry` saturates; absorption groups are
//!   non-negative and add up to the fixed part, evil-only groups only against
//!   evil, the shield only when interposed, the jerkin chance only for a +0
//!   jerkin; its pmf is exactly {fixed} or {fixed: 34/100, fixed + 1: 66/100} and
//!   holds the roll;
//! * character: movement's squares are Table 18's and its encumbrance the
//!   Strength-modified one, Speed doubles; squares add up and are even across
//!   segments; backing up is round(feet / 3); Table 17 penalties are <= 0 (0 when
//!   he cannot follow); the disengage probability is `clamp(c, 0, 100)/100`;
//!   section O is computed exactly (B22); Table 21 never lowers Strength; the
//!   encumbrance helpers round as documented; conditions, Awaken, range bands
//!   (monotone in distance), aim deviation (direction by roll, symmetric, never
//!   more with more aiming) and slot violations (static strings) as documented;
//! * every distribution follows the length protocol (NULL buffer: the length; a
//!   buffer one short: `RR_BUFFER_TOO_SMALL`, nothing written; misaligned: refused).
#![no_main]

use arbitrary::{Arbitrary, Unstructured};
use libfuzzer_sys::fuzz_target;
use roguerules::angband::*;
use roguerules::projection::*;
use roguerules::tabletop::*;
use roguerules::traps::*;
use roguerules::*;
use roguerules_dice::{BigRational, DiceExpr, Term};
use std::ffi::{CStr, CString, c_void};

/// An `i64` input for an `int32_t` parameter, clamped so an out-of-range value
/// stays out of range.
fn sat(v: i64) -> i32 {
    v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
}

const SENTINEL: u8 = 0xA5;

/// The game callback's state (`rr_roller.user`).
struct Script {
    answers: Vec<i32>,
    next: usize,
    /// Answer inside `[lo, hi]` (folded) rather than as given.
    fold: bool,
    out_of_range: bool,
    bad_range: bool,
    calls: u32,
}

unsafe extern "C" fn uniform(user: *mut c_void, lo: i32, hi: i32) -> i32 {
    // SAFETY: `user` is the `Script` this harness passed in `rr_roller.user`.
    let s = unsafe { &mut *user.cast::<Script>() };
    s.calls += 1;
    if lo > hi {
        s.bad_range = true;
        return lo;
    }
    let raw = s.answers.get(s.next).copied().unwrap_or(0);
    s.next += 1;
    let v = if s.fold {
        let span = i64::from(hi) - i64::from(lo) + 1;
        (i64::from(lo) + i64::from(raw).rem_euclid(span)) as i32
    } else {
        raw
    };
    if !(lo..=hi).contains(&v) {
        s.out_of_range = true;
    }
    v
}

#[derive(Arbitrary, Debug, Clone, Copy, PartialEq)]
enum Source {
    Rng,
    Callback,
    Neither,
    Both,
}

/// The random source for one call: owns what the pointers point to.
struct Random {
    rng: *mut rr_rng,
    roller: Box<rr_roller>,
    script: Box<Script>,
    kind: Source,
}

impl Random {
    fn new(u: &mut Unstructured<'_>, seed: u64) -> Random {
        let kind: Source = u.arbitrary().unwrap_or(Source::Rng);
        let fold = u.ratio(7u8, 8u8).unwrap_or(true);
        let answers: Vec<i32> =
            (0..u.int_in_range(0u8..=16).unwrap_or(0)).map(|_| u.arbitrary().unwrap_or(0)).collect();
        let mut rng: *mut rr_rng = std::ptr::null_mut();
        // SAFETY: `rng` is a valid place for one pointer.
        let st = unsafe { rr_rng_new(seed, &mut rng) };
        assert_eq!(st, rr_status::RR_OK);
        let mut script = Box::new(Script { answers, next: 0, fold, out_of_range: false, bad_range: false, calls: 0 });
        let roller =
            Box::new(rr_roller { uniform: Some(uniform), user: (&mut *script as *mut Script).cast::<c_void>() });
        Random { rng, roller, script, kind }
    }

    fn c(&mut self) -> rr_random {
        self.script.next = 0;
        self.script.out_of_range = false;
        match self.kind {
            Source::Rng => rr_random { rng: self.rng, roller: std::ptr::null() },
            Source::Callback => rr_random { rng: std::ptr::null_mut(), roller: &*self.roller },
            Source::Neither => rr_random { rng: std::ptr::null_mut(), roller: std::ptr::null() },
            Source::Both => rr_random { rng: self.rng, roller: &*self.roller },
        }
    }

    /// Checks the status of a call that used this source.
    fn check(&self, st: rr_status, what: &str) {
        documented(st, what);
        assert!(!self.script.bad_range, "{what}: the callback was asked for an empty range");
        match self.kind {
            // (Another invalid argument may be reported first: the order is not specified.)
            Source::Neither => assert!(
                matches!(
                    st,
                    rr_status::RR_NULL_ARGUMENT | rr_status::RR_INVALID_ARGUMENT | rr_status::RR_READING_UNSUPPORTED
                ),
                "{what}: no random source gave {st:?}"
            ),
            Source::Both => assert!(
                matches!(
                    st,
                    rr_status::RR_INVALID_ARGUMENT | rr_status::RR_NULL_ARGUMENT | rr_status::RR_READING_UNSUPPORTED
                ),
                "{what}: two random sources gave {st:?}"
            ),
            Source::Rng => assert_ne!(st, rr_status::RR_RNG_OUT_OF_RANGE, "{what}"),
            Source::Callback => {
                if self.script.out_of_range {
                    assert_eq!(st, rr_status::RR_RNG_OUT_OF_RANGE, "{what}: an out-of-range answer was used");
                } else {
                    assert_ne!(st, rr_status::RR_RNG_OUT_OF_RANGE, "{what}: no answer was out of range");
                }
            }
        }
    }
}

impl Drop for Random {
    fn drop(&mut self) {
        // SAFETY: created by rr_rng_new, freed once.
        unsafe { rr_rng_free(self.rng) };
    }
}

fn documented(st: rr_status, what: &str) {
    let n = st.number();
    assert!(
        n <= rr_status::RR_RULE_ERROR.number() || st == rr_status::RR_READING_UNSUPPORTED,
        "{what}: status {st:?} ({n})"
    );
}

/// An out-place filled with the sentinel, for "written only on success" checks.
/// It lives in a heap buffer of bytes and is never moved as a `T` (a typed copy,
/// even of a `MaybeUninit<T>`, need not keep the padding bytes).
struct OutPlace<T> {
    buf: Vec<u64>,
    _t: std::marker::PhantomData<T>,
}

impl<T> OutPlace<T> {
    fn new() -> Self {
        assert!(align_of::<T>() <= align_of::<u64>());
        let words = size_of::<T>().div_ceil(8).max(1);
        OutPlace { buf: vec![u64::from_ne_bytes([SENTINEL; 8]); words], _t: std::marker::PhantomData }
    }
    fn ptr(&mut self) -> *mut T {
        self.buf.as_mut_ptr().cast::<T>()
    }
    /// Every byte still the sentinel.
    fn untouched(&self) -> bool {
        // SAFETY: our own initialised buffer of at least size_of::<T>() bytes.
        let bytes = unsafe { std::slice::from_raw_parts(self.buf.as_ptr().cast::<u8>(), size_of::<T>()) };
        bytes.iter().all(|b| *b == SENTINEL)
    }
    /// The value after a successful call.
    fn get(&self) -> T {
        // SAFETY: the call succeeded, so it wrote a whole value; aligned (checked in `new`).
        unsafe { self.buf.as_ptr().cast::<T>().read() }
    }
}

/// Checks "written only on success" for a scalar out-place.
fn written_iff_ok<T>(st: rr_status, out: &OutPlace<T>, what: &str) {
    if st != rr_status::RR_OK {
        assert!(out.untouched(), "{what}: out-pointer written on failure ({st:?})");
    }
}

fn fraction(f: &rr_fraction) -> Option<BigRational> {
    ((f.exact != 0) && f.denominator > 0).then(|| BigRational::new(f.numerator.into(), f.denominator.into()))
}

fn misaligned<T>() -> *mut T {
    // A pointer one byte into an aligned buffer: misaligned for any T with
    // alignment > 1. It is never dereferenced by this harness.
    static mut BUF: [u64; 8] = [0; 8];
    // SAFETY: only an address is computed.
    unsafe { (std::ptr::addr_of_mut!(BUF) as *mut u8).add(1).cast::<T>() }
}

/// The exact pmf is checked when it is cheap on the cost model the `dice_expr`
/// target uses: the library's own `exact_work()` (word operations on the
/// weights, issues 13 and 24) within 200 units, and at most 20 000 totals, the term widths
/// adding up (F7, F13: a many-term sum is as wide as its terms together, not
/// their product).
fn pmf_cheap(e: &DiceExpr) -> bool {
    let width = e.terms().iter().fold(1u64, |w, t| match *t {
        Term::Dice { count, sides, .. } => {
            w.saturating_add(u64::from(count).saturating_mul(u64::from(sides).saturating_sub(1)))
        }
        _ => w,
    });
    e.exact_work() <= 200 && width <= 20_000
}

fn check_dice(u: &mut Unstructured<'_>, seed: u64) {
    let mut random = Random::new(u, seed);
    // The rest of the input is the expression's text (up to a NUL).
    let text: Vec<u8> = u.bytes(u.len()).unwrap_or_default().to_vec();
    let c = CString::new(text.iter().copied().take_while(|b| *b != 0).collect::<Vec<u8>>()).expect("no NUL");
    let mut dice = OutPlace::<*mut rr_dice>::new();
    // SAFETY: a NUL-terminated string and a writable place.
    let st = unsafe { rr_dice_parse(c.as_ptr(), dice.ptr()) };
    documented(st, "rr_dice_parse");
    written_iff_ok(st, &dice, "rr_dice_parse");
    let rust = c.to_str().ok().map(|s| s.parse::<DiceExpr>());
    let parsed_ok = matches!(rust, Some(Ok(_)));
    assert_eq!(st == rr_status::RR_OK, parsed_ok, "rr_dice_parse({c:?}) = {st:?}");
    if st != rr_status::RR_OK {
        assert_eq!(st, rr_status::RR_PARSE_ERROR, "rr_dice_parse({c:?})");
        return;
    }
    let expr = match rust {
        Some(Ok(e)) => e,
        _ => unreachable!(),
    };
    let d = dice.get();
    let (mut lo, mut hi) = (OutPlace::<i64>::new(), OutPlace::<i64>::new());
    // SAFETY: a live rr_dice and writable places.
    unsafe {
        assert_eq!(rr_dice_min(d, lo.ptr()), rr_status::RR_OK);
        assert_eq!(rr_dice_max(d, hi.ptr()), rr_status::RR_OK);
        assert_eq!(rr_dice_min(d, std::ptr::null_mut()), rr_status::RR_NULL_ARGUMENT);
        assert_eq!(rr_dice_max(d, misaligned()), rr_status::RR_MISALIGNED_POINTER);
        assert_eq!(rr_dice_min(std::ptr::null(), lo.ptr()), rr_status::RR_NULL_ARGUMENT);
    }
    let (lo, hi) = (lo.get(), hi.get());
    assert_eq!((lo, hi), (expr.min(), expr.max()));

    let mut total = OutPlace::<i64>::new();
    // SAFETY: live rr_dice, a valid rr_random, a writable place.
    let st = unsafe { rr_dice_roll(d, random.c(), total.ptr()) };
    random.check(st, "rr_dice_roll");
    written_iff_ok(st, &total, "rr_dice_roll");
    if st == rr_status::RR_OK {
        assert!((lo..=hi).contains(&total.get()), "{expr} rolled {} outside {lo}..={hi}", total.get());
    } else {
        assert!(
            matches!(
                st,
                rr_status::RR_NULL_ARGUMENT
                    | rr_status::RR_INVALID_ARGUMENT
                    | rr_status::RR_RNG_OUT_OF_RANGE
                    | rr_status::RR_RNG_RANGE_UNSUPPORTED
            ),
            "rr_dice_roll: {st:?}"
        );
    }

    if pmf_cheap(&expr) {
        let mut len = OutPlace::<usize>::new();
        // SAFETY: NULL buffer asks for the length.
        let st = unsafe { rr_dice_pmf(d, std::ptr::null_mut(), 0, len.ptr()) };
        documented(st, "rr_dice_pmf");
        written_iff_ok(st, &len, "rr_dice_pmf length");
        if st == rr_status::RR_OK {
            let n = len.get();
            assert!(n >= 1);
            let mut buf = vec![rr_value_probability::default(); n];
            let mut short = OutPlace::<usize>::new();
            // SAFETY: a buffer of n - 1 entries.
            let st_short = unsafe { rr_dice_pmf(d, buf.as_mut_ptr(), n - 1, short.ptr()) };
            if n > 1 {
                assert_eq!(st_short, rr_status::RR_BUFFER_TOO_SMALL, "rr_dice_pmf with a short buffer");
                assert!(short.untouched());
            }
            // SAFETY: a buffer of n entries.
            let st = unsafe { rr_dice_pmf(d, buf.as_mut_ptr(), n, len.ptr()) };
            documented(st, "rr_dice_pmf");
            if st == rr_status::RR_OK {
                assert_eq!(len.get(), n);
                // One rule for fractions (the C docs): a row whose reduced
                // fraction does not fit 64 bits has exact = 0, 0/0 and a double.
                let mut sum = BigRational::from_integer(0.into());
                let (mut all_exact, mut total) = (true, 0.0f64);
                for (i, e) in buf.iter().enumerate() {
                    let p = &e.probability;
                    if p.exact == 1 {
                        assert!(p.denominator > 0 && p.numerator > 0, "{e:?}");
                        sum += BigRational::new(p.numerator.into(), p.denominator.into());
                    } else {
                        assert!(p.exact == 0 && p.numerator == 0 && p.denominator == 0, "{e:?}");
                        all_exact = false;
                    }
                    total += p.value;
                    assert!((lo..=hi).contains(&e.value));
                    assert!(i == 0 || buf[i - 1].value < e.value, "pmf not sorted");
                }
                if all_exact {
                    assert_eq!(sum, BigRational::from_integer(1.into()), "{expr}: pmf sums to {sum}");
                }
                assert!((total - 1.0).abs() < 1e-9, "{expr}: the values sum to {total}");
            } else {
                panic!("rr_dice_pmf: the length query answered RR_OK but the fill {st:?}");
            }
        } else {
            assert!(matches!(st, rr_status::RR_OVERFLOW | rr_status::RR_BUDGET_EXCEEDED), "rr_dice_pmf: {st:?}");
        }
    }
    // SAFETY: freed once; NULL is a no-op.
    unsafe {
        rr_dice_free(d);
        rr_dice_free(std::ptr::null_mut());
    }
}

fn bonus(u: &mut Unstructured<'_>) -> rr_ang_bonus {
    rr_ang_bonus { to_hit: u.arbitrary().unwrap_or(0), to_dam: u.arbitrary().unwrap_or(0) }
}

fn ang_dice(u: &mut Unstructured<'_>) -> rr_ang_dice {
    rr_ang_dice { count: u.arbitrary().unwrap_or(1), sides: u.arbitrary().unwrap_or(4) }
}

fn character(u: &mut Unstructured<'_>) -> rr_ang_character {
    // Small codes most of the time, any u32 sometimes.
    let code = |u: &mut Unstructured<'_>, n: u32| -> u32 {
        if u.ratio(1u8, 8u8).unwrap_or(false) { u.arbitrary().unwrap_or(0) } else { u.int_in_range(0..=n).unwrap_or(0) }
    };
    rr_ang_character {
        pclass: code(u, 6),
        race: code(u, 10),
        level: u.arbitrary().unwrap_or(1),
        str: u.arbitrary().unwrap_or(18),
        dex: u.arbitrary().unwrap_or(18),
        armour_to_hit: u.arbitrary().unwrap_or(0),
        rings: [bonus(u), bonus(u)],
        gloves: bonus(u),
        effects: u.arbitrary().unwrap_or(0),
        stun: u.arbitrary().unwrap_or(0),
        has_weapon: u8::from(u.arbitrary::<bool>().unwrap_or(false)),
        weapon: rr_ang_weapon {
            dice: ang_dice(u),
            to_hit: u.arbitrary().unwrap_or(0),
            to_dam: u.arbitrary().unwrap_or(0),
            weight: u.arbitrary().unwrap_or(100),
            slays: u.arbitrary().unwrap_or(0),
            edged: u8::from(u.arbitrary::<bool>().unwrap_or(false)),
            blessed: u8::from(u.arbitrary::<bool>().unwrap_or(false)),
            extra_blows: u.arbitrary().unwrap_or(0),
        },
        has_launcher: u8::from(u.arbitrary::<bool>().unwrap_or(false)),
        launcher: rr_ang_launcher {
            kind: code(u, 5),
            to_hit: u.arbitrary().unwrap_or(0),
            to_dam: u.arbitrary().unwrap_or(0),
            weight: u.arbitrary().unwrap_or(40),
            extra_might: u8::from(u.arbitrary::<bool>().unwrap_or(false)),
            extra_shots: u.arbitrary().unwrap_or(0),
        },
    }
}

fn monster(u: &mut Unstructured<'_>) -> rr_ang_monster {
    rr_ang_monster {
        ac: u.arbitrary().unwrap_or(20),
        flags: u.arbitrary().unwrap_or(0),
        visible: u8::from(u.arbitrary::<bool>().unwrap_or(true)),
        hp_known: u8::from(u.arbitrary::<bool>().unwrap_or(false)),
        hp: u.arbitrary().unwrap_or(10),
    }
}

fn check_melee(u: &mut Unstructured<'_>, seed: u64) {
    let c = character(u);
    let mon = monster(u);
    let mut m = OutPlace::<rr_ang_melee>::new();
    // SAFETY: valid pointers.
    let st = unsafe { rr_ang_melee_of(&c, m.ptr()) };
    documented(st, "rr_ang_melee_of");
    // SAFETY: NULL arguments.
    unsafe {
        assert_eq!(rr_ang_melee_of(std::ptr::null(), m.ptr()), rr_status::RR_NULL_ARGUMENT);
        // (Which of two faults is reported first is not specified.)
        let null_out = rr_ang_melee_of(&c, std::ptr::null_mut());
        assert!(null_out == rr_status::RR_NULL_ARGUMENT || null_out == st, "NULL out: {null_out:?}, else {st:?}");
        assert!(st != rr_status::RR_OK || null_out == rr_status::RR_NULL_ARGUMENT);
    }
    let valid_codes = c.pclass < 6 && c.race < 10 && ((c.has_launcher == 0) || c.launcher.kind < 5);
    if !valid_codes {
        assert_eq!(st, rr_status::RR_INVALID_ARGUMENT, "unknown class/race/launcher codes: {st:?}");
    }
    // A profile from the character, or one filled in field by field.
    let melee = if st == rr_status::RR_OK {
        let m = m.get();
        let b = m.blows;
        if (c.has_weapon == 0) || (b.heavy != 0) {
            assert_eq!(b.blows, 1, "{b:?}");
        } else {
            assert!((1..=6).contains(&b.natural), "{b:?}");
            assert_eq!(b.blows, b.natural.saturating_add(c.weapon.extra_blows));
        }
        m
    } else {
        // Documented: every invalid character is RR_INVALID_ARGUMENT.
        assert_eq!(st, rr_status::RR_INVALID_ARGUMENT, "rr_ang_melee_of: {st:?}");
        rr_ang_melee {
            level: u.arbitrary().unwrap_or(1),
            skill: u.arbitrary().unwrap_or(50),
            bonus: u.arbitrary().unwrap_or(0),
            to_dam: u.arbitrary().unwrap_or(0),
            blows: rr_ang_blows {
                blows: u.int_in_range(0..=8).unwrap_or(1),
                heavy: u8::from(false),
                asb: 0,
                swi: 0,
                natural: 1,
            },
            has_weapon: u8::from(u.arbitrary::<bool>().unwrap_or(false)),
            weapon_dice: ang_dice(u),
            weapon_slays: u.arbitrary().unwrap_or(0),
            weapon_weight: u.arbitrary().unwrap_or(100),
            weapon_to_dam: u.arbitrary().unwrap_or(0),
        }
    };

    let mut chance = OutPlace::<rr_fraction>::new();
    // SAFETY: valid pointers.
    let st = unsafe { rr_ang_hit_chance(melee.skill, mon.ac, mon.visible, chance.ptr()) };
    documented(st, "rr_ang_hit_chance");
    if st == rr_status::RR_OK {
        if let Some(p) = fraction(&chance.get()) {
            let (lo, hi) = (BigRational::new(1.into(), 20.into()), BigRational::new(19.into(), 20.into()));
            assert!(lo <= p && p <= hi, "hit chance {p}");
        }
    } else {
        assert_eq!(st, rr_status::RR_INVALID_ARGUMENT, "rr_ang_hit_chance: {st:?}");
    }

    let table: u32 = if u.ratio(1u8, 4u8).unwrap_or(false) {
        u.arbitrary().unwrap_or(7)
    } else {
        u.int_in_range(0..=1).unwrap_or(0)
    };
    let mut odds = OutPlace::<rr_ang_crit_odds>::new();
    // SAFETY: valid pointers.
    let st = unsafe { rr_ang_critical_odds(table, melee.weapon_weight, melee.bonus, melee.level, odds.ptr()) };
    documented(st, "rr_ang_critical_odds");
    if st == rr_status::RR_OK {
        let o = odds.get();
        if let Some(parts) = o.probability.iter().map(fraction).collect::<Option<Vec<_>>>() {
            let sum = parts.into_iter().fold(BigRational::from_integer(0.into()), |a, p| a + p);
            assert_eq!(sum, BigRational::from_integer(1.into()), "critical odds sum to {sum}");
        }
    } else {
        assert_eq!(st, rr_status::RR_INVALID_ARGUMENT, "rr_ang_critical_odds: {st:?}");
        assert!(table > 1 || !(1..=50).contains(&melee.level) || melee.bonus.unsigned_abs() > 1_000_000);
    }

    let mut random = Random::new(u, seed);
    let mut blow = OutPlace::<rr_ang_attack>::new();
    // SAFETY: valid pointers and random source.
    let st = unsafe { rr_ang_blow(random.c(), &melee, &mon, blow.ptr()) };
    random.check(st, "rr_ang_blow");
    if st == rr_status::RR_OK {
        let b = blow.get();
        assert!(b.damage >= 0, "{b:?}");
        if b.hit == 0 {
            assert_eq!(b.damage, 0, "{b:?}");
        }
    }
    let mut round = Box::new(OutPlace::<rr_ang_round>::new());
    // SAFETY: valid pointers and random source.
    let st = unsafe { rr_ang_melee_round(random.c(), &melee, &mon, round.ptr()) };
    random.check(st, "rr_ang_melee_round");
    if st == rr_status::RR_OK {
        let r = round.get();
        let most = u32::from(melee.blows.blows);
        assert!(r.len <= most && (r.len >= 1 || most == 0), "{} blows of {most}", r.len);
        let sum: i64 = r.blows[..r.len as usize].iter().map(|b| i64::from(b.damage)).sum();
        assert_eq!(sum, i64::from(r.damage));
        assert!(r.damage >= 0);
        assert_eq!(r.killed, u8::from((mon.hp_known != 0) && i64::from(r.damage) > i64::from(mon.hp)));
    }

    // The exact blow pmf (only for small dice: it is exact rational arithmetic).
    let d = melee.weapon_dice;
    if (melee.has_weapon == 0) || u32::from(d.count) * u32::from(d.sides.saturating_sub(1)) < 64 {
        let mut n = OutPlace::<usize>::new();
        // SAFETY: NULL buffer: the length.
        let st = unsafe { rr_ang_blow_damage_pmf(&melee, &mon, std::ptr::null_mut(), 0, n.ptr()) };
        documented(st, "rr_ang_blow_damage_pmf");
        written_iff_ok(st, &n, "rr_ang_blow_damage_pmf");
        if st == rr_status::RR_OK {
            let n = n.get();
            let zero = rr_value_probability {
                value: 0,
                probability: rr_fraction { numerator: 0, denominator: 0, value: 0.0, exact: 0 },
            };
            let mut buf = vec![zero; n];
            let mut n2 = OutPlace::<usize>::new();
            // SAFETY: a buffer of n entries.
            let st = unsafe { rr_ang_blow_damage_pmf(&melee, &mon, buf.as_mut_ptr(), n, n2.ptr()) };
            assert_eq!(st, rr_status::RR_OK);
            let mut sum = BigRational::from_integer(0.into());
            let mut exact = true;
            for (i, e) in buf.iter().enumerate() {
                assert!(e.value >= 0, "negative blow damage in the pmf");
                assert!(i == 0 || buf[i - 1].value < e.value, "pmf not sorted");
                match fraction(&e.probability) {
                    Some(p) => sum += p,
                    None => exact = false,
                }
            }
            if exact {
                assert_eq!(sum, BigRational::from_integer(1.into()), "blow pmf sums to {sum}");
            }
        }
    }
}

fn check_traps(u: &mut Unstructured<'_>, seed: u64) {
    let depth: i64 = if u.ratio(3u8, 4u8).unwrap_or(true) {
        u.int_in_range(0..=127).unwrap_or(5)
    } else {
        u.arbitrary().unwrap_or(-1)
    };
    let quest: bool = u.arbitrary().unwrap_or(false);
    let mut random = Random::new(u, seed);

    let mut kind = OutPlace::<u32>::new();
    // SAFETY: valid pointers and random source.
    let st = unsafe { rr_dungeon_trap_choose_kind(random.c(), sat(depth), u8::from(quest), kind.ptr()) };
    random.check(st, "rr_dungeon_trap_choose_kind");
    written_iff_ok(st, &kind, "rr_dungeon_trap_choose_kind");
    if st == rr_status::RR_OK {
        assert!(kind.get() < RR_DUNGEON_TRAP_KINDS);
    }

    let kind_code: u32 = if u.ratio(7u8, 8u8).unwrap_or(true) {
        u.int_in_range(0..=9).unwrap_or(0)
    } else {
        u.arbitrary().unwrap_or(10)
    };
    let mut trap = OutPlace::<rr_dungeon_trap>::new();
    // SAFETY: valid pointers and random source.
    let st = unsafe { rr_dungeon_trap_generate(random.c(), kind_code, sat(depth), trap.ptr()) };
    random.check(st, "rr_dungeon_trap_generate");
    let trap = if st == rr_status::RR_OK {
        let t = trap.get();
        assert_eq!((t.kind, i64::from(t.depth)), (kind_code, depth));
        t
    } else {
        // A trap filled in field by field.
        rr_dungeon_trap {
            kind: u.arbitrary().unwrap_or(0),
            depth: sat(depth),
            nastiness: u.arbitrary().unwrap_or(1),
            variant: u.int_in_range(0..=6).unwrap_or(0),
            element: u.int_in_range(0..=10).unwrap_or(0),
            heavy: u.arbitrary().unwrap_or(0),
        }
    };

    let pack: Vec<u32> =
        (0..u.int_in_range(0u8..=25).unwrap_or(0)).map(|_| u.int_in_range(0..=4).unwrap_or(0)).collect();
    let fold = u.ratio(3u8, 4u8).unwrap_or(true);
    let (ac, save, poison): (i64, i64, i64) =
        (u.arbitrary().unwrap_or(0), u.arbitrary().unwrap_or(0), u.arbitrary().unwrap_or(0));
    let player = rr_trap_player {
        flags: u.arbitrary().unwrap_or(0),
        sustains: u.arbitrary().unwrap_or(0),
        armour_class: if fold { (ac.rem_euclid(2001) - 1000) as i32 } else { sat(ac) },
        saving_throw: if fold { (save.rem_euclid(101)) as i32 } else { sat(save) },
        poison: if fold { (poison.rem_euclid(10_001)) as i32 } else { sat(poison) },
        pack: if pack.is_empty() && u.arbitrary().unwrap_or(false) { std::ptr::null() } else { pack.as_ptr() },
        pack_len: pack.len(),
        poison_resistance: u.int_in_range(-120..=120).unwrap_or(0),
        reading: u.int_in_range(0..=2).unwrap_or(0),
    };
    let mut outcome = Box::new(OutPlace::<rr_trap_outcome>::new());
    // SAFETY: valid pointers and random source.
    let st = unsafe { rr_dungeon_trap_trigger(random.c(), &trap, &player, outcome.ptr()) };
    random.check(st, "rr_dungeon_trap_trigger");
    if st == rr_status::RR_OK {
        let o = outcome.get();
        assert!(o.len as usize <= o.effects.len());
        for e in &o.effects[..o.len as usize] {
            assert!(e.amount >= 0 && e.radius >= 0, "{e:?}");
        }
    }

    let native: i64 = if fold { u.int_in_range(0..=127).unwrap_or(20) } else { u.arbitrary().unwrap_or(200) };
    let (mut level, mut set) = (OutPlace::<i32>::new(), OutPlace::<u16>::new());
    let mut outcome = Box::new(OutPlace::<rr_trap_outcome>::new());
    // SAFETY: valid pointers and random source.
    let st =
        unsafe { rr_chest_open(random.c(), sat(native), sat(depth), &player, level.ptr(), set.ptr(), outcome.ptr()) };
    random.check(st, "rr_chest_open");
    written_iff_ok(st, &level, "rr_chest_open level");
    written_iff_ok(st, &set, "rr_chest_open traps");
    if st == rr_status::RR_OK {
        let l = level.get();
        assert!((5..=99).contains(&l), "chest trap level {l}");
        let mut at = OutPlace::<u16>::new();
        // SAFETY: valid pointer.
        assert_eq!(unsafe { rr_chest_traps_at_level(l, at.ptr()) }, rr_status::RR_OK);
        assert_eq!(at.get(), set.get(), "the set is the table's entry");
        let o = outcome.get();
        for e in &o.effects[..o.len as usize] {
            assert!(e.amount >= 0 && e.radius >= 0, "{e:?}");
        }
    }

    let tm = rr_trap_monster {
        level: if fold { u.int_in_range(0..=127).unwrap_or(10) } else { u.arbitrary().unwrap_or(-1) },
        mobility: if fold { u.int_in_range(0..=2).unwrap_or(0) } else { u.arbitrary().unwrap_or(3) },
        smart: u8::from(u.arbitrary::<bool>().unwrap_or(false)),
        stupid: u8::from(u.arbitrary::<bool>().unwrap_or(false)),
        wary: u8::from(u.arbitrary::<bool>().unwrap_or(false)),
        can_be_confused: u8::from(u.arbitrary::<bool>().unwrap_or(true)),
        confused: u8::from(u.arbitrary::<bool>().unwrap_or(false)),
        reading: u.int_in_range(0..=2).unwrap_or(0),
    };
    let setter = rr_trap_setter {
        level: if fold { u.int_in_range(1..=100).unwrap_or(10) } else { u.arbitrary().unwrap_or(0) },
        disarm_skill: if fold { u.int_in_range(0..=1000).unwrap_or(50) } else { u.arbitrary().unwrap_or(-1) },
    };
    let pkind: u32 = if fold { u.int_in_range(0..=9).unwrap_or(0) } else { u.arbitrary().unwrap_or(10) };
    let mut mo = Box::new(OutPlace::<rr_monster_trap_outcome>::new());
    // SAFETY: valid pointers and random source.
    let st = unsafe { rr_monster_enters_trap(random.c(), pkind, &tm, &setter, mo.ptr()) };
    random.check(st, "rr_monster_enters_trap");
    if st == rr_status::RR_OK {
        let o = mo.get();
        assert!(o.power >= 0);
        assert!(o.effects.len as usize <= o.effects.effects.len());
    }
    let power: i64 = if fold { u.int_in_range(0..=1_000_000).unwrap_or(10) } else { u.arbitrary().unwrap_or(-1) };
    let mut effects = Box::new(OutPlace::<rr_monster_effects>::new());
    // SAFETY: valid pointers and random source.
    let st = unsafe { rr_player_trap_effect(random.c(), pkind, sat(power), &tm, effects.ptr()) };
    random.check(st, "rr_player_trap_effect");
    if st == rr_status::RR_OK {
        let e = effects.get();
        for x in &e.effects[..e.len as usize] {
            assert!(x.amount >= 0 && x.radius >= 0, "{x:?}");
        }
    }
    let (p, a): (i64, i64) = (u.arbitrary().unwrap_or(0), u.arbitrary().unwrap_or(0));
    let mut hit = OutPlace::<u8>::new();
    // SAFETY: valid pointers and random source.
    let st = unsafe { rr_trap_hits(random.c(), sat(p), sat(a), hit.ptr()) };
    random.check(st, "rr_trap_hits");
    written_iff_ok(st, &hit, "rr_trap_hits");
}

// ------------------------------------------------------------------ tabletop (rr_tt_*)

/// Storage for a misaligned pointer: a copy of some bytes one byte into an
/// aligned buffer, so that even a (wrong) read stays inside our memory.
struct Skewed {
    buf: Vec<u64>,
}

impl Skewed {
    fn new(bytes: usize) -> Skewed {
        Skewed { buf: vec![0u64; bytes / 8 + 2] }
    }
    fn of<T>(items: &[T]) -> Skewed {
        let n = size_of_val(items);
        let mut s = Skewed::new(n);
        // SAFETY: `n` bytes of `items` into a buffer of at least `n + 1` bytes.
        unsafe {
            std::ptr::copy_nonoverlapping(items.as_ptr().cast::<u8>(), s.ptr::<u8>(), n);
        }
        s
    }
    fn ptr<T>(&mut self) -> *mut T {
        // SAFETY: one byte into our own buffer.
        unsafe { self.buf.as_mut_ptr().cast::<u8>().add(1).cast::<T>() }
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Ptr {
    Valid,
    Null,
    Misaligned,
}

/// A pointer fault now and then (1 in 8).
fn ptr_mode(u: &mut Unstructured<'_>) -> Ptr {
    match u.int_in_range(0u8..=15).unwrap_or(0) {
        14 => Ptr::Null,
        15 => Ptr::Misaligned,
        _ => Ptr::Valid,
    }
}

/// Calls `f` with an out-pointer: first (now and then) a NULL or misaligned
/// one, which must be refused with its status, then a sentinel-filled place,
/// which must be written only on success.
fn out_call<T>(
    u: &mut Unstructured<'_>,
    what: &str,
    mut f: impl FnMut(*mut T) -> rr_status,
) -> (rr_status, OutPlace<T>) {
    let mode = ptr_mode(u);
    if mode == Ptr::Null || (mode == Ptr::Misaligned && align_of::<T>() > 1) {
        let mut skew = Skewed::new(size_of::<T>());
        let (p, want) = match mode {
            Ptr::Null => (std::ptr::null_mut(), rr_status::RR_NULL_ARGUMENT),
            _ => (skew.ptr::<T>(), rr_status::RR_MISALIGNED_POINTER),
        };
        let st = f(p);
        documented(st, what);
        assert_eq!(st, want, "{what}: {mode:?} out-pointer");
    }
    let mut place = OutPlace::<T>::new();
    let st = f(place.ptr());
    documented(st, what);
    written_iff_ok(st, &place, what);
    (st, place)
}

/// An input struct's pointer: valid most of the time, else NULL or misaligned
/// (pointing at a copy of the struct one byte in).
struct In<T> {
    v: T,
    mode: Ptr,
    skew: Skewed,
}

impl<T: Copy> In<T> {
    fn new(u: &mut Unstructured<'_>, v: T) -> In<T> {
        let mode = ptr_mode(u);
        let mode = if mode == Ptr::Misaligned && align_of::<T>() == 1 { Ptr::Valid } else { mode };
        In { v, mode, skew: Skewed::of(std::slice::from_ref(&v)) }
    }
    fn p(&mut self) -> *const T {
        match self.mode {
            Ptr::Valid => &self.v,
            Ptr::Null => std::ptr::null(),
            Ptr::Misaligned => self.skew.ptr::<T>(),
        }
    }
    fn fault(&self) -> bool {
        self.mode != Ptr::Valid
    }
}

/// A pointer-and-length array inside an input struct (or an argument pair):
/// valid, NULL with a nonzero length, a length over the cap (the pointer must
/// not be read), misaligned, or over the cap with real items.
struct Arr<T> {
    data: Vec<T>,
    skew: Skewed,
    ptr: *const T,
    len: usize,
    fault: bool,
}

fn arr<T: Copy>(u: &mut Unstructured<'_>, cap: usize, mut elem: impl FnMut(&mut Unstructured<'_>) -> T) -> Arr<T> {
    let mode = u.int_in_range(0u8..=15).unwrap_or(15);
    let n = u.int_in_range(0usize..=4).unwrap_or(0);
    let mut data: Vec<T> = (0..n).map(|_| elem(u)).collect();
    let mut a = Arr { data: Vec::new(), skew: Skewed::new(0), ptr: std::ptr::null(), len: 0, fault: true };
    match mode {
        0 => a.len = u.int_in_range(1..=cap).unwrap_or(1),
        1 => {
            a.len = if u.arbitrary().unwrap_or(false) { usize::MAX } else { cap + 1 };
            a.ptr = if data.is_empty() { std::ptr::NonNull::<T>::dangling().as_ptr() } else { data.as_ptr() };
        }
        2 if align_of::<T>() > 1 => {
            if data.is_empty() {
                data.push(elem(u));
            }
            a.skew = Skewed::of(&data);
            a.ptr = a.skew.ptr::<T>();
            a.len = data.len();
        }
        3 => {
            let first = if data.is_empty() { elem(u) } else { data[0] };
            data.resize(cap + 1, first);
            a.ptr = data.as_ptr();
            a.len = data.len();
        }
        _ => {
            a.fault = false;
            a.len = data.len();
            // NULL is allowed with a length of 0.
            a.ptr = if data.is_empty() && mode.is_multiple_of(2) { std::ptr::null() } else { data.as_ptr() };
            if data.is_empty() && !a.ptr.is_null() {
                a.ptr = std::ptr::NonNull::<T>::dangling().as_ptr();
            }
        }
    }
    a.data = data;
    a
}

impl<T> Arr<T> {
    /// The items (only for a valid array).
    fn items(&self) -> &[T] {
        assert!(!self.fault);
        &self.data
    }
}

/// A code of a table of `n` values: mostly valid, sometimes the first unknown
/// one, sometimes any `u32`.
fn code(u: &mut Unstructured<'_>, n: u32) -> u32 {
    match u.int_in_range(0u8..=15).unwrap_or(2) {
        0 => u.arbitrary().unwrap_or(u32::MAX),
        1 => n,
        _ => u.int_in_range(0..=n - 1).unwrap_or(0),
    }
}

/// A number of the domain `lo..=hi` mostly, else just outside it or any `i64`.
fn num(u: &mut Unstructured<'_>, lo: i64, hi: i64) -> i64 {
    match u.int_in_range(0u8..=15).unwrap_or(3) {
        0 => u.arbitrary().unwrap_or(i64::MIN),
        1 => lo - 1,
        2 => hi + 1,
        _ => u.int_in_range(lo..=hi).unwrap_or(lo),
    }
}

/// [`num`] for an `int32_t` level or damage: the domain `lo..=hi` mostly,
/// else just outside it or any `i32`.
fn num32(u: &mut Unstructured<'_>, lo: i32, hi: i32) -> i32 {
    match u.int_in_range(0u8..=15).unwrap_or(3) {
        0 => u.arbitrary().unwrap_or(i32::MIN),
        1 => lo.saturating_sub(1),
        2 => hi.saturating_add(1),
        _ => u.int_in_range(lo..=hi).unwrap_or(lo),
    }
}

fn flag(u: &mut Unstructured<'_>) -> bool {
    u.arbitrary().unwrap_or(false)
}

/// Spell or attacker bits: mostly the five known ones, sometimes any byte.
fn bits5(u: &mut Unstructured<'_>) -> u8 {
    if u.ratio(1u8, 8u8).unwrap_or(false) { u.arbitrary().unwrap_or(0xff) } else { u.int_in_range(0..=31).unwrap_or(0) }
}

/// A probability: exact with a nonzero denominator (or inexact with both parts
/// 0, as documented), its double in [0, 1] and matching.
fn prob(f: &rr_fraction, what: &str) -> Option<BigRational> {
    assert!((0.0..=1.0).contains(&f.value), "{what}: probability value {}", f.value);
    if f.exact != 0 {
        assert!(f.denominator > 0, "{what}: {f:?}");
        assert!(f.numerator <= f.denominator, "{what}: {f:?} above 1");
        let p = BigRational::new(f.numerator.into(), f.denominator.into());
        assert_eq!(*p.numer(), f.numerator.into(), "{what}: {f:?} not in lowest terms");
        let d = f.numerator as f64 / f.denominator as f64;
        assert!((d - f.value).abs() <= 1e-12, "{what}: {f:?}");
        Some(p)
    } else {
        assert_eq!((f.numerator, f.denominator), (0, 0), "{what}: inexact {f:?}");
        None
    }
}

fn ratio_of(n: i64, d: i64) -> BigRational {
    BigRational::new(n.into(), d.into())
}

fn one() -> BigRational {
    BigRational::from_integer(1.into())
}

const ZERO_ROW: rr_value_probability =
    rr_value_probability { value: 0, probability: rr_fraction { numerator: 0, denominator: 0, value: 0.0, exact: 0 } };

/// Rows of a distribution: strictly increasing values, each a probability,
/// positive when exact; their exact sum when every row is exact.
fn rows_sum(rows: &[rr_value_probability], what: &str) -> Option<BigRational> {
    let mut sum = BigRational::from_integer(0.into());
    let mut exact = true;
    for (i, r) in rows.iter().enumerate() {
        assert!(i == 0 || rows[i - 1].value < r.value, "{what}: rows not increasing");
        match prob(&r.probability, what) {
            Some(p) => {
                assert!(p > BigRational::from_integer(0.into()), "{what}: value {} listed with probability 0", r.value);
                sum += p;
            }
            None => exact = false,
        }
    }
    exact.then_some(sum)
}

/// The length protocol of a distribution entry point `f(buf, len, len_out)`:
/// NULL buffer for the length, a buffer one short (refused, nothing written),
/// then the rows. Returns them when the call succeeded.
fn pmf_protocol(
    what: &str,
    thorough: bool,
    mut f: impl FnMut(*mut rr_value_probability, usize, *mut usize) -> rr_status,
) -> (rr_status, Vec<rr_value_probability>) {
    let mut n = OutPlace::<usize>::new();
    let st = f(std::ptr::null_mut(), 0, n.ptr());
    documented(st, what);
    written_iff_ok(st, &n, what);
    if st != rr_status::RR_OK {
        return (st, Vec::new());
    }
    let n = n.get();
    let mut buf = vec![ZERO_ROW; n + 1];
    if n > 0 && thorough {
        let mut short = OutPlace::<usize>::new();
        let st = f(buf.as_mut_ptr(), n - 1, short.ptr());
        assert_eq!(st, rr_status::RR_BUFFER_TOO_SMALL, "{what}: a buffer of {} for {n} rows", n - 1);
        assert!(short.untouched(), "{what}: length written on failure");
        assert!(buf.iter().all(|r| *r == ZERO_ROW), "{what}: a short buffer was written");
        // A misaligned buffer is refused.
        let mut skew = Skewed::new(size_of::<rr_value_probability>() * n);
        let mut m = OutPlace::<usize>::new();
        let st = f(skew.ptr(), n, m.ptr());
        assert_eq!(st, rr_status::RR_MISALIGNED_POINTER, "{what}: misaligned buffer");
        assert!(m.untouched());
    }
    let mut m = OutPlace::<usize>::new();
    let st = f(buf.as_mut_ptr(), n + 1, m.ptr());
    assert_eq!(st, rr_status::RR_OK, "{what}: the second call");
    assert_eq!(m.get(), n, "{what}: the length changed");
    assert_eq!(buf[n], ZERO_ROW, "{what}: wrote past the rows");
    buf.truncate(n);
    (st, buf)
}

/// Statuses an input check may give (codes, domains, NULL/misaligned arrays).
/// A status an input can cause: invalid, NULL or misaligned, or a reading the
/// rule does not follow yet (the player under `RR_READING_OANGBAND_1_1_0`).
fn input_status(st: rr_status) -> bool {
    matches!(
        st,
        rr_status::RR_INVALID_ARGUMENT
            | rr_status::RR_NULL_ARGUMENT
            | rr_status::RR_MISALIGNED_POINTER
            | rr_status::RR_READING_UNSUPPORTED
    )
}

/// A reading code: mostly the seed or Oangband 1.1.0, sometimes unknown.
fn reading_code(u: &mut Unstructured<'_>) -> u32 {
    code(u, 2)
}

fn tt_sheet(u: &mut Unstructured<'_>) -> (rr_tt_sheet, Arr<rr_tt_extra_weapon>, Arr<i64>) {
    let extra = arr(u, RR_TT_MAX_SHEET_ITEMS, |u| rr_tt_extra_weapon {
        table: code(u, 2),
        kind: code(u, 14),
        plus: num(u, 0, 10),
    });
    let situational = arr(u, RR_TT_MAX_SHEET_ITEMS, |u| num(u, -100, 100));
    let s = rr_tt_sheet {
        kind: code(u, 3),
        pclass: code(u, 8),
        level: num32(u, 1, 30),
        strength: num(u, 1, 55),
        dexterity: num(u, 1, 41),
        has_armour: u8::from(flag(u)),
        armour: rr_tt_armour_worn { kind: code(u, 12), plus: num(u, 0, 10) },
        has_shield: u8::from(flag(u)),
        shield: rr_tt_shield_worn { kind: code(u, 6), plus: num(u, 0, 10) },
        has_weapon: u8::from(flag(u)),
        weapon: rr_tt_melee_wielded { kind: code(u, 19), plus: num(u, 0, 10), grip: code(u, 2) },
        has_missile_weapon: u8::from(flag(u)),
        missile_weapon: rr_tt_missile_wielded { kind: code(u, 14), plus: num(u, 0, 10) },
        has_range: u8::from(flag(u)),
        range: code(u, 3),
        aimed: u8::from(flag(u)),
        extra_weapons: extra.ptr,
        extra_weapons_len: extra.len,
        misc_encumbrance: num(u, 0, 3000),
        training: num(u, -30, 30),
        spells: bits5(u),
        situational: situational.ptr,
        situational_len: situational.len,
    };
    (s, extra, situational)
}

/// A schedule of segments: increasing, within `first..=5`, at most `most`.
fn check_schedule(s: &rr_tt_segments, first: u8, most: u32, what: &str) {
    assert!(s.len <= 5 && s.len <= most, "{what}: {s:?} for {most} actions");
    let used = &s.segments[..s.len as usize];
    assert!(used.windows(2).all(|w| w[0] < w[1]), "{what}: {s:?} not increasing");
    assert!(used.iter().all(|x| (first..=5).contains(x)), "{what}: {s:?} outside {first}..=5");
    assert!(s.segments[s.len as usize..].iter().all(|&x| x == 0), "{what}: unused entries {s:?}");
}

/// Sections A-C, I, N: attack value, segment, encumbrance, rounds.
fn check_tt_sheet(u: &mut Unstructured<'_>) {
    let (sheet, extra, situational) = tt_sheet(u);
    let mut input = In::new(u, sheet);
    let p = input.p();
    // SAFETY: valid, NULL or misaligned pointers; arrays valid for their lengths
    // or refused before reading (NULL, over the cap, misaligned).
    let (st, av) = out_call(u, "rr_tt_attack_value_of", |o| unsafe { rr_tt_attack_value_of(p, o) });
    // SAFETY: as above.
    let (st_seg, seg) = out_call(u, "rr_tt_segment_of", |o| unsafe { rr_tt_segment_of(p, o) });
    // SAFETY: as above.
    let (st_enc, enc) = out_call(u, "rr_tt_encumbrance_of", |o| unsafe { rr_tt_encumbrance_of(p, o) });
    // The three validate the sheet alike.
    assert_eq!(st, st_seg, "attack value vs segment");
    assert_eq!(st, st_enc, "attack value vs encumbrance");
    if input.fault() || extra.fault || situational.fault {
        assert!(input_status(st), "a faulty pointer gave {st:?}");
        return;
    }
    let s = &sheet;
    let known = s.kind < 3
        && s.pclass < 8
        && ((s.has_armour == 0) || s.armour.kind < 12)
        && ((s.has_shield == 0) || s.shield.kind < 6)
        && ((s.has_weapon == 0) || (s.weapon.kind < 19 && s.weapon.grip < 2))
        && ((s.has_missile_weapon == 0) || s.missile_weapon.kind < 14)
        && ((s.has_range == 0) || s.range < 3)
        && s.spells < 32
        && extra.items().iter().all(|w| w.table < 2 && w.kind < if w.table == 0 { 19 } else { 14 });
    if st != rr_status::RR_OK {
        assert_eq!(st, rr_status::RR_INVALID_ARGUMENT, "rr_tt_attack_value_of");
        return;
    }
    assert!(known, "unknown codes or bits accepted: {s:?}");
    assert!((1..=30).contains(&s.level) && (1..=55).contains(&s.strength) && (1..=41).contains(&s.dexterity));
    let (av, seg, enc) = (av.get(), seg.get(), enc.get());
    let b = &av.breakdown;
    assert_eq!(av.attack_value, 100 - b.total, "the attack value is 100 - total: {av:?}");
    assert_eq!(b.kind, s.kind);
    assert_eq!(b.has_halved, u8::from(s.kind == RR_TT_ATTACK_BASH), "{b:?}");
    if b.has_halved == 0 {
        assert_eq!(b.halved, 0);
    }
    let factors = b.level_factor + b.strength + b.dexterity + b.encumbrance + b.armour + b.shield + b.weapon;
    let base = if b.has_halved != 0 { b.halved } else { factors };
    assert_eq!(b.subtotal, base + b.training + b.blessing + b.slow + b.speed + b.haste, "{b:?}");
    assert_eq!(b.total, b.subtotal + b.unaimed + b.situational, "{b:?}");
    assert_eq!(b.training, s.training);
    assert!(b.encumbrance_points >= 0 && b.encumbrance == -(b.encumbrance_points / 50), "B7: {b:?}");
    if (s.has_armour != 0) && s.armour.kind != RR_TT_ARMOUR_NONE {
        assert!(b.armour <= -1, "B8: armour line {}", b.armour);
    } else {
        assert_eq!(b.armour, 0);
    }
    if s.has_shield != 0 {
        assert!(b.shield <= -1, "B8: shield line {}", b.shield);
    } else {
        assert_eq!(b.shield, 0);
    }
    if s.kind == RR_TT_ATTACK_BASH {
        assert_eq!(b.weapon, 0);
    }
    let blessing = if s.spells & RR_TT_SPELL_GREATER_BLESSING != 0 {
        10
    } else if s.spells & RR_TT_SPELL_BLESS != 0 {
        5
    } else {
        0
    };
    assert_eq!(b.blessing, blessing);
    let missile = s.kind == RR_TT_ATTACK_MISSILE;
    let slow = if s.spells & RR_TT_SPELL_SLOW == 0 {
        0
    } else if missile {
        -2
    } else {
        -5
    };
    assert_eq!(b.slow, slow);
    if s.spells & RR_TT_SPELL_SPEED == 0 {
        assert_eq!(b.speed, 0);
    }
    if missile {
        assert_eq!(b.strength, 0, "no Strength line for missiles");
    }
    assert!(b.unaimed <= 0, "B6 never helps");
    if !missile || (s.aimed != 0) || s.range == RR_TT_RANGE_SHORT {
        assert_eq!(b.unaimed, 0);
    }
    let sit = situational.items();
    let (bonuses, penalties): (i64, i64) = (sit.iter().filter(|&&v| v > 0).sum(), sit.iter().filter(|&&v| v < 0).sum());
    assert!(penalties <= b.situational && b.situational <= bonuses + penalties.max(0), "B5: {b:?}");
    if s.kind == RR_TT_ATTACK_MELEE {
        assert_eq!(b.situational, bonuses + penalties);
    }

    assert!((1..=5).contains(&seg.segment), "segment {seg:?}");
    assert_eq!(seg.speed_factor, seg.dexterity + seg.weapon + seg.class_level + seg.plus + seg.encumbrance + seg.haste);
    let haste_only = s.spells & RR_TT_SPELL_HASTE != 0 && s.spells & RR_TT_SPELL_SPEED == 0;
    assert_eq!(seg.haste, -i64::from(haste_only));
    assert!(seg.plus <= 0 && seg.plus >= -4, "B13: {seg:?}");
    assert!((0..=2).contains(&seg.encumbrance), "B7: {seg:?}");
    let moved = i64::from(seg.table_segment) - i64::from(s.spells & RR_TT_SPELL_SPEED != 0)
        + i64::from(s.spells & RR_TT_SPELL_SLOW != 0);
    assert_eq!(i64::from(seg.segment), moved.clamp(1, 5), "B13: {seg:?}");
    assert!(enc >= s.misc_encumbrance, "total encumbrance {enc}");

    // Section N with this sheet's segment.
    let (st, attacks_place) = out_call(u, "rr_tt_actions_per_round", |o| {
        // SAFETY: writable places (or NULL/misaligned, refused).
        unsafe { rr_tt_actions_per_round(s.pclass, s.level, s.has_shield, o, &mut 0) }
    });
    assert_eq!(st, rr_status::RR_OK);
    let mut bashes = OutPlace::<u8>::new();
    // SAFETY: writable places; NULL bashes out.
    unsafe {
        let st = rr_tt_actions_per_round(s.pclass, s.level, s.has_shield, &mut 0, std::ptr::null_mut());
        assert_eq!(st, rr_status::RR_NULL_ARGUMENT);
        assert_eq!(rr_tt_actions_per_round(s.pclass, s.level, s.has_shield, &mut 0, bashes.ptr()), rr_status::RR_OK);
    }
    let (attacks, bashes) = (attacks_place.get(), bashes.get());
    assert!(attacks >= 1 && bashes <= 1, "Table 19: {attacks} attacks, {bashes} bashes");
    if s.has_shield == 0 {
        assert_eq!(bashes, 0, "B11: a bash needs a shield");
    }
    let (st, round) = out_call(u, "rr_tt_engaged_round", |o| {
        // SAFETY: a writable place (or NULL/misaligned, refused).
        unsafe { rr_tt_engaged_round(s.pclass, s.level, seg.segment, s.has_shield, o) }
    });
    assert_eq!(st, rr_status::RR_OK, "rr_tt_engaged_round");
    let round = round.get();
    assert_eq!((round.attacks, round.bashes), (attacks, bashes));
    let actions = u32::from(attacks) + u32::from(bashes);
    check_schedule(&round.segments, seg.segment, actions, "rr_tt_engaged_round");
    // B12: N, 2N+1, 3N+2, ... (3 or fewer actions), else N, N+1, ...
    let n = u32::from(seg.segment);
    let want: Vec<u8> = (0..actions)
        .map(|i| if actions <= 3 { n * (i + 1) + i } else { n + i })
        .take_while(|&x| x <= 5)
        .map(|x| x as u8)
        .collect();
    assert_eq!(&round.segments.segments[..round.segments.len as usize], &want[..], "B12 schedule");
}

/// Section N with any first segment, actions and engagement bits.
fn check_tt_schedule(u: &mut Unstructured<'_>) {
    let small = u.ratio(7u8, 8u8).unwrap_or(true);
    let first: u8 = if small { u.int_in_range(0..=6).unwrap_or(1) } else { u.arbitrary().unwrap_or(0) };
    let actions: u8 = if small { u.int_in_range(0..=6).unwrap_or(1) } else { u.arbitrary().unwrap_or(0) };
    let before: u8 = if small { u.int_in_range(0..=0x1f).unwrap_or(0x1f) } else { u.arbitrary().unwrap_or(0) };
    let engaged: u8 = if small { u.int_in_range(0..=0x1f).unwrap_or(0x1f) } else { u.arbitrary().unwrap_or(0) };
    // SAFETY: a writable place (or NULL/misaligned, refused).
    let (st, out) =
        out_call(u, "rr_tt_action_segments", |o| unsafe { rr_tt_action_segments(first, actions, before, engaged, o) });
    let valid = (1..=5).contains(&first) && before <= 0x1f && engaged <= 0x1f;
    assert_eq!(
        st == rr_status::RR_OK,
        valid,
        "rr_tt_action_segments({first}, {actions}, {before:#x}, {engaged:#x}): {st:?}"
    );
    if !valid {
        assert_eq!(st, rr_status::RR_INVALID_ARGUMENT);
        return;
    }
    let out = out.get();
    check_schedule(&out, first, u32::from(actions), "rr_tt_action_segments");
    // He acts in s only when engaged at the end of the `first` segments before it.
    let ended = |k: i64| -> bool { if k >= 1 { engaged & (1 << (k - 1)) != 0 } else { before & (1 << (k + 4)) != 0 } };
    for &s in &out.segments[..out.len as usize] {
        let s = i64::from(s);
        assert!((s - i64::from(first)..s).all(ended), "acted in {s} without {first} engaged segments: {out:?}");
    }
    let pclass = code(u, 8);
    let level = num32(u, 1, 30);
    let shield = flag(u);
    // SAFETY: a writable place (or NULL/misaligned, refused).
    let (st, round) = out_call(u, "rr_tt_engaged_round", |o| unsafe {
        rr_tt_engaged_round(pclass, level, first, u8::from(shield), o)
    });
    let valid = pclass < 8 && (1..=30).contains(&level);
    assert_eq!(st == rr_status::RR_OK, valid, "rr_tt_engaged_round: {st:?}");
    if valid {
        let r = round.get();
        check_schedule(&r.segments, first, u32::from(r.attacks) + u32::from(r.bashes), "rr_tt_engaged_round");
    } else {
        assert_eq!(st, rr_status::RR_INVALID_ARGUMENT);
    }
}

fn attack_input(u: &mut Unstructured<'_>) -> rr_tt_attack_input {
    let attack_value = if u.ratio(3u8, 4u8).unwrap_or(true) {
        u.int_in_range(-60..=160).unwrap_or(50)
    } else {
        num(u, -10_000, 10_000)
    };
    let miss_chance = if u.ratio(1u8, 2u8).unwrap_or(true) { RR_TT_NOMINAL_MISS_CHANCE } else { num(u, -1000, 1000) };
    rr_tt_attack_input { attack_value, miss_chance }
}

fn input_valid(i: &rr_tt_attack_input) -> bool {
    (-10_000..=10_000).contains(&i.attack_value) && (-1000..=1000).contains(&i.miss_chance)
}

/// B9: the first rolls (of 100) that succeed.
fn success_count(i: &rr_tt_attack_input) -> i64 {
    (1..=100).filter(|&r| r > i.miss_chance && (r >= i.attack_value || r > 90)).count() as i64
}

fn tt_dice(u: &mut Unstructured<'_>) -> rr_tt_dice {
    if u.ratio(3u8, 4u8).unwrap_or(true) {
        rr_tt_dice {
            count: u.int_in_range(0..=4).unwrap_or(1),
            sides: u.int_in_range(1..=12).unwrap_or(6),
            plus: u.int_in_range(-10..=20).unwrap_or(0),
        }
    } else {
        let c = |u: &mut Unstructured<'_>, lo, hi| -> u32 {
            if u.ratio(1u8, 4u8).unwrap_or(false) {
                u.arbitrary().unwrap_or(0)
            } else {
                u.int_in_range(lo..=hi).unwrap_or(lo)
            }
        };
        rr_tt_dice { count: c(u, 0, 101), sides: c(u, 0, 101), plus: num32(u, -1_000_000, 1_000_000) }
    }
}

fn dice_valid(d: &rr_tt_dice) -> bool {
    d.count <= 100 && (1..=100).contains(&d.sides) && (-1_000_000..=1_000_000).contains(&d.plus)
}

fn dice_range(d: &rr_tt_dice) -> (i64, i64) {
    // (Saturating: only meaningful for valid dice.)
    (
        i64::from(d.count).saturating_add(i64::from(d.plus)),
        (i64::from(d.count).saturating_mul(i64::from(d.sides))).saturating_add(i64::from(d.plus)),
    )
}

/// Checks a rolled attack against its input (sections D, H; B9, B10).
fn check_roll(r: &rr_tt_attack_roll, i: &rr_tt_attack_input, what: &str) {
    assert!(r.rolls_len >= 1, "{what}: {r:?}");
    let listed = (r.rolls_len as usize).min(RR_TT_LISTED_ROLLS);
    let rolls = &r.rolls[..listed];
    assert!(rolls.iter().all(|x| (1..=100).contains(x)), "{what}: {r:?}");
    assert!(r.rolls[listed..].iter().all(|&x| x == 0), "{what}: unused rolls {r:?}");
    let first = rolls[0];
    assert_eq!(r.missed_by_chance, u8::from(first <= i.miss_chance), "{what}: {r:?}");
    if r.missed_by_chance != 0 {
        assert_eq!(r.rolls_len, 1, "{what}: rerolled after a miss by chance");
    } else {
        let (last, before) = rolls.split_last().expect("rolls");
        assert!(before.iter().all(|&x| x >= 96), "{what}: open-ended rolls {r:?}");
        if r.rolls_len as usize <= RR_TT_LISTED_ROLLS {
            assert!(*last < 96, "{what}: open-ended rolls {r:?}");
        }
    }
    if r.rolls_len as usize <= RR_TT_LISTED_ROLLS {
        assert_eq!(r.total, rolls.iter().sum::<i64>(), "{what}: {r:?}");
    }
    let success = (r.missed_by_chance == 0) && (r.total >= i.attack_value || first > 90);
    assert_eq!(r.success, u8::from(success), "{what}: B9 {r:?}");
    assert_eq!(r.by_over_90, u8::from(success && r.total < i.attack_value), "{what}: {r:?}");
    assert_eq!(r.fumble_possible, u8::from(!success && first <= 10), "{what}: {r:?}");
    assert_eq!(r.has_overhit, u8::from(success), "{what}: {r:?}");
    if success {
        assert!(success_count(i) > 0, "{what}: a success of probability 0");
        let o = r.overhit;
        check_overhit(&o, r.total - i.attack_value);
        let d = i64::from(o.dice);
        assert!((d..=4 * d).contains(&i64::from(r.extra_roll)), "{what}: extra roll {r:?}");
        assert_eq!(r.extra_damage, r.extra_roll + o.bonus, "{what}: {r:?}");
        assert!(r.extra_damage >= 0);
    } else {
        assert!(success_count(i) < 100, "{what}: a failure of a sure attack");
        assert_eq!((r.overhit, r.extra_roll, r.extra_damage), (rr_tt_overhit::default(), 0, 0), "{what}: {r:?}");
    }
}

/// Section H's split (B10), as documented.
fn check_overhit(o: &rr_tt_overhit, x: i64) {
    assert_eq!(o.overhit, x);
    if x < 5 {
        assert_eq!((o.dice, o.bonus), (0, 0), "{o:?}");
    } else {
        assert_eq!(o.dice, u32::try_from(x / 15).unwrap_or(u32::MAX), "{o:?}");
        let bonus = match x % 15 {
            5..=9 => 1,
            10..=14 => 2,
            _ => 0,
        };
        assert_eq!(o.bonus, bonus, "{o:?}");
    }
}

/// Sections D-H: odds, rolls, extra and total damage, base damage, resolving.
fn check_tt_attack(u: &mut Unstructured<'_>, seed: u64) {
    let i = attack_input(u);
    let mut input = In::new(u, i);
    let ip = input.p();
    // SAFETY: valid/NULL/misaligned input, writable place.
    let (st, p) = out_call(u, "rr_tt_success_probability", |o| unsafe { rr_tt_success_probability(ip, o) });
    let valid = input_valid(&i) && !input.fault();
    assert_eq!(st == rr_status::RR_OK, valid, "rr_tt_success_probability({i:?}): {st:?}");
    if st == rr_status::RR_OK {
        let p = prob(&p.get(), "success probability").expect("a success probability is exact");
        assert_eq!(p, ratio_of(success_count(&i), 100), "B9 count for {i:?}");
    } else {
        assert!(input_status(st));
    }

    let mut random = Random::new(u, seed);
    // SAFETY: valid/NULL/misaligned input, writable place, a valid rr_random.
    let (st, roll) = out_call(u, "rr_tt_roll_attack", |o| unsafe { rr_tt_roll_attack(random.c(), ip, o) });
    if input.fault() {
        assert!(input_status(st), "{st:?}");
    } else {
        random.check(st, "rr_tt_roll_attack");
        if st == rr_status::RR_OK {
            assert!(valid);
            check_roll(&roll.get(), &i, "rr_tt_roll_attack");
        } else if valid && matches!(random.kind, Source::Rng | Source::Callback) {
            assert!(
                matches!(st, rr_status::RR_RNG_OUT_OF_RANGE | rr_status::RR_BUDGET_EXCEEDED),
                "rr_tt_roll_attack({i:?}): {st:?}"
            );
        }
    }

    let total: i64 = if u.ratio(3u8, 4u8).unwrap_or(true) {
        u.int_in_range(-5..=400).unwrap_or(0)
    } else {
        u.arbitrary().unwrap_or(0)
    };
    // SAFETY: a writable place.
    let (st, p) = out_call(u, "rr_tt_open_ended_probability", |o| unsafe { rr_tt_open_ended_probability(total, o) });
    assert_eq!(st, rr_status::RR_OK, "rr_tt_open_ended_probability({total})");
    let p = p.get();
    let exact = prob(&p, "open-ended probability");
    if !(0..=10_000).contains(&total) {
        assert_eq!(exact, Some(BigRational::from_integer(0.into())), "P(total = {total})");
    } else if (1..=95).contains(&total) {
        assert_eq!(exact, Some(ratio_of(1, 100)), "P(total = {total})");
    }

    let x: i64 = if u.ratio(3u8, 4u8).unwrap_or(true) {
        u.int_in_range(-20..=400).unwrap_or(0)
    } else {
        u.arbitrary().unwrap_or(0)
    };
    // SAFETY: a writable place.
    let (st, o) = out_call(u, "rr_tt_overhit_of", |o| unsafe { rr_tt_overhit_of(x, o) });
    assert_eq!(st, rr_status::RR_OK);
    check_overhit(&o.get(), x);

    // Base damage (E-G).
    let a = rr_tt_attacker {
        pclass: code(u, 8),
        level: num32(u, 1, 30),
        strength: num(u, 1, 55),
        mass: if u.ratio(3u8, 4u8).unwrap_or(true) { 0 } else { num(u, 0, 69_999) },
        special: if u.ratio(3u8, 4u8).unwrap_or(true) { 0 } else { num32(u, -1000, 1000) },
    };
    // (Missiles have no exceptional mass: their base damage ignores it.)
    let a_valid = a.pclass < 8
        && (1..=30).contains(&a.level)
        && (1..=55).contains(&a.strength)
        && (-1000..=1000).contains(&a.special);
    let mass_ok = (0..70_000).contains(&a.mass);
    let mut attacker = In::new(u, a);
    let ap = attacker.p();
    let (weapon, plus, grip, heavy, interposed) = (code(u, 19), num(u, 0, 10), code(u, 2), flag(u), flag(u));
    let missile = code(u, 14);
    // SAFETY: valid/NULL/misaligned attacker, writable places.
    let calls = unsafe {
        [
            out_call(u, "rr_tt_melee_damage", |o| {
                rr_tt_melee_damage(ap, weapon, plus, grip, u8::from(heavy), u8::from(interposed), o)
            }),
            out_call(u, "rr_tt_bash_damage", |o| rr_tt_bash_damage(ap, o)),
            out_call(u, "rr_tt_missile_damage", |o| rr_tt_missile_damage(ap, missile, plus, o)),
        ]
    };
    let mut dice = Vec::new();
    for (k, (st, d)) in calls.iter().enumerate() {
        if attacker.fault() || !a_valid || (k < 2 && !mass_ok) {
            assert!(input_status(*st), "base damage {k} of {a:?}: {st:?}");
            continue;
        }
        if *st != rr_status::RR_OK {
            assert_eq!(*st, rr_status::RR_INVALID_ARGUMENT);
            continue;
        }
        let d = d.get();
        assert!(k != 0 || (weapon < 19 && grip < 2 && (0..=10).contains(&plus)), "melee {weapon} {grip} {plus}");
        assert!(k != 2 || (missile < 14 && (0..=10).contains(&plus)), "missile {missile} {plus}");
        assert_eq!((d.dice.count, d.dice.sides), (d.weapon.count, d.weapon.sides), "{d:?}");
        let constant = d.weapon.plus + d.strength + d.class_level + d.mass + d.plus + d.weapon_special + d.special;
        assert_eq!(d.dice.plus, constant, "base damage lines: {d:?}");
        assert_eq!(d.special, a.special);
        assert_eq!((i64::from(d.min), i64::from(d.max)), dice_range(&d.dice), "{d:?}");
        match k {
            0 => assert_eq!(i64::from(d.plus), plus),
            1 => assert_eq!(d.weapon, rr_tt_dice { count: 1, sides: 4, plus: 0 }, "section F: 1D4"),
            _ => assert_eq!(d.mass, 0, "no mass for missiles"),
        }
        dice.push(d.dice);
    }

    // Dice: rolled and their exact distribution.
    let d = if !dice.is_empty() && u.ratio(1u8, 2u8).unwrap_or(false) {
        dice[u.choose_index(dice.len()).unwrap_or(0)]
    } else {
        tt_dice(u)
    };
    let d_ok = dice_valid(&d);
    let (lo, hi) = dice_range(&d);
    let mut dp = In::new(u, d);
    let dptr = dp.p();
    // SAFETY: valid/NULL/misaligned dice, writable place, a valid rr_random.
    let (st, v) = out_call(u, "rr_tt_damage_roll", |o| unsafe { rr_tt_damage_roll(random.c(), dptr, o) });
    if dp.fault() {
        assert!(input_status(st));
    } else {
        random.check(st, "rr_tt_damage_roll");
        if st == rr_status::RR_OK {
            assert!(d_ok, "dice {d:?} accepted");
            assert!((lo..=hi).contains(&i64::from(v.get())), "{d:?} rolled {}", v.get());
        } else if !d_ok && matches!(random.kind, Source::Rng | Source::Callback) {
            assert_eq!(st, rr_status::RR_INVALID_ARGUMENT);
        }
    }
    if !dp.fault() && d.count.saturating_mul(d.sides.saturating_sub(1)) <= 200 {
        let (st, rows) = pmf_protocol("rr_tt_damage_pmf", true, |b, l, o| {
            // SAFETY: valid dice, a buffer valid for `l` rows (or NULL), a place.
            unsafe { rr_tt_damage_pmf(dptr, b, l, o) }
        });
        assert_eq!(st == rr_status::RR_OK, d_ok, "rr_tt_damage_pmf({d:?}): {st:?}");
        if st == rr_status::RR_OK {
            assert_eq!(rows.len() as i64, hi - lo + 1, "every value of {d:?}");
            assert_eq!((rows[0].value, rows[rows.len() - 1].value), (lo, hi));
            if let Some(sum) = rows_sum(&rows, "damage pmf") {
                assert_eq!(sum, one(), "damage pmf of {d:?} sums to {sum}");
            }
        } else {
            assert_eq!(st, rr_status::RR_INVALID_ARGUMENT);
        }
    }

    // Final damage and damage dealt on any integers (damage `int32_t`, the
    // absorption `int64_t`).
    let int = |u: &mut Unstructured<'_>| -> i64 {
        if u.ratio(3u8, 4u8).unwrap_or(true) {
            u.int_in_range(-50..=200).unwrap_or(0)
        } else {
            u.arbitrary().unwrap_or(0)
        }
    };
    let int32 = |u: &mut Unstructured<'_>| -> i32 {
        if u.ratio(3u8, 4u8).unwrap_or(true) {
            u.int_in_range(-50..=200).unwrap_or(0)
        } else {
            u.arbitrary().unwrap_or(0)
        }
    };
    let (base, extra, long, dmg, absorb) = (int32(u), int32(u), flag(u), int32(u), int(u));
    // SAFETY: a writable place.
    let (st, f) = out_call(u, "rr_tt_final_damage", |o| unsafe { rr_tt_final_damage(base, extra, u8::from(long), o) });
    assert_eq!(st, rr_status::RR_OK);
    let sum = i64::from(base) + i64::from(extra);
    if long {
        // Half of two `int32_t`s always fits one.
        let diff = i64::from(f.get()) * 2 - sum;
        assert!(diff.abs() <= 1, "half of {sum} is not {}", f.get());
    } else {
        let saturated = sum.clamp(i64::from(i32::MIN), i64::from(i32::MAX));
        assert_eq!(i64::from(f.get()), saturated, "{base} + {extra} saturates at the ends of int32_t");
    }
    // SAFETY: a writable place.
    let (st, dealt) = out_call(u, "rr_tt_damage_dealt", |o| unsafe { rr_tt_damage_dealt(dmg, absorb, o) });
    assert_eq!(st, rr_status::RR_OK);
    let want = i64::from(dmg).saturating_sub(absorb.max(0)).max(0);
    assert_eq!(i64::from(dealt.get()), want, "dealt({dmg}, {absorb})");
    assert!(dealt.get() >= 0 && dealt.get() <= dmg.max(0));

    // A whole attack.
    let attack = rr_tt_attack { roll: i, damage: d, long_range: u8::from(long), absorption: absorb };
    let mut ap = In::new(u, attack);
    let app = ap.p();
    // SAFETY: valid/NULL/misaligned attack, writable place, a valid rr_random.
    let (st, out) = out_call(u, "rr_tt_resolve_attack", |o| unsafe { rr_tt_resolve_attack(random.c(), app, o) });
    if ap.fault() {
        assert!(input_status(st));
    } else {
        random.check(st, "rr_tt_resolve_attack");
        if st == rr_status::RR_OK {
            assert!(input_valid(&i) && d_ok, "resolved {attack:?}");
            let o = out.get();
            check_roll(&o.roll, &i, "rr_tt_resolve_attack");
            assert!(o.dealt >= 0, "negative damage dealt: {o:?}");
            assert!(o.dealt <= o.damage.max(0), "{o:?}");
            if o.roll.success != 0 {
                assert!((lo..=hi).contains(&i64::from(o.base_damage)), "{o:?}");
                let sum = i64::from(o.base_damage) + i64::from(o.roll.extra_damage);
                if long {
                    assert!((2 * i64::from(o.damage) - sum).abs() <= 1, "{o:?}");
                } else {
                    assert_eq!(i64::from(o.damage), sum);
                }
                let dealt = i64::from(o.damage).saturating_sub(absorb.max(0)).max(0);
                assert_eq!(i64::from(o.dealt), dealt, "{o:?}");
            } else {
                assert_eq!((o.base_damage, o.damage, o.dealt), (0, 0, 0), "{o:?}");
            }
        } else if !(input_valid(&i) && d_ok) && matches!(random.kind, Source::Rng | Source::Callback) {
            assert_eq!(st, rr_status::RR_INVALID_ARGUMENT);
        }
    }

    // The exact extra and total damage are exact rational arithmetic over the
    // open-ended roll: only on some inputs, with moderate attack values.
    if input.fault() || !u.ratio(1u8, 4u8).unwrap_or(false) || !(-200..=300).contains(&i.attack_value) {
        return;
    }
    let cap: i32 =
        if u.ratio(7u8, 8u8).unwrap_or(true) { u.int_in_range(0..=12).unwrap_or(10) } else { num32(u, 0, 200) };
    // Their work grows with the totals they cover (B10: 15 per point of extra damage).
    if i.attack_value + 15 * i64::from(cap.clamp(0, 200)) > 800 {
        return;
    }
    // The short and misaligned buffer calls redo the whole computation: on some inputs.
    let thorough = u.ratio(1u8, 4u8).unwrap_or(false);
    let mut tail = OutPlace::<rr_fraction>::new();
    let tp = tail.ptr();
    let (st, rows) = pmf_protocol("rr_tt_extra_damage", thorough, |b, l, o| {
        // SAFETY: valid input, a buffer for `l` rows (or NULL), writable places.
        unsafe { rr_tt_extra_damage(ip, cap, b, l, o, tp) }
    });
    written_iff_ok(st, &tail, "rr_tt_extra_damage tail");
    let cap_ok = (0..=200).contains(&cap);
    let count = success_count(&i);
    match st {
        rr_status::RR_OK => {
            assert!(valid && cap_ok && count > 0, "extra damage accepted {i:?} cap {cap}");
            assert!(rows.iter().all(|r| (0..=i64::from(cap)).contains(&r.value)), "extra damage above cap {cap}");
            let t = prob(&tail.get(), "extra damage tail");
            if let (Some(sum), Some(t)) = (rows_sum(&rows, "extra damage"), t) {
                assert_eq!(sum + t, one(), "extra damage and tail do not sum to 1");
            }
        }
        rr_status::RR_RULE_ERROR => assert!(valid && cap_ok && count == 0, "CannotSucceed for {i:?}"),
        rr_status::RR_INVALID_ARGUMENT => assert!(!valid || !cap_ok),
        _ => assert_eq!(st, rr_status::RR_BUDGET_EXCEEDED, "rr_tt_extra_damage: {st:?}"),
    }
    // A NULL tail is refused.
    // SAFETY: valid input, NULL buffer, a writable length.
    let st = unsafe { rr_tt_extra_damage(ip, cap, std::ptr::null_mut(), 0, &mut 0, std::ptr::null_mut()) };
    assert_eq!(st, rr_status::RR_NULL_ARGUMENT);

    if dp.fault() || !d_ok || (u64::from(d.count) * u64::from(d.sides - 1) + 1) * (cap.clamp(0, 200) as u64 + 1) > 300 {
        return;
    }
    let (mut tail, mut capo) = (OutPlace::<rr_fraction>::new(), OutPlace::<i32>::new());
    let (tp, cp) = (tail.ptr(), capo.ptr());
    let (st, rows) = pmf_protocol("rr_tt_total_damage", thorough, |b, l, o| {
        // SAFETY: valid input and dice, a buffer for `l` rows (or NULL), writable places.
        unsafe { rr_tt_total_damage(ip, dptr, u8::from(long), cap, b, l, o, cp, tp) }
    });
    written_iff_ok(st, &tail, "rr_tt_total_damage tail");
    written_iff_ok(st, &capo, "rr_tt_total_damage cap");
    match st {
        rr_status::RR_OK => {
            assert!(valid && cap_ok && count > 0, "total damage accepted {i:?} cap {cap}");
            let c = capo.get();
            assert!(rows.iter().all(|r| r.value <= i64::from(c)), "total damage above its cap {c}");
            let t = prob(&tail.get(), "total damage tail");
            if let (Some(sum), Some(t)) = (rows_sum(&rows, "total damage"), t) {
                assert_eq!(sum + t, one(), "total damage and tail do not sum to 1");
            }
        }
        rr_status::RR_RULE_ERROR => assert!(valid && cap_ok && count == 0),
        rr_status::RR_INVALID_ARGUMENT => assert!(!valid || !cap_ok),
        _ => assert_eq!(st, rr_status::RR_BUDGET_EXCEEDED, "rr_tt_total_damage: {st:?}"),
    }
}

/// Sections J, K, Q: interposition, parry, absorption.
fn check_tt_defence(u: &mut Unstructured<'_>, seed: u64) {
    let (pclass, level, training) = (code(u, 8), num32(u, 1, 30), num(u, -30, 30));
    let shield = rr_tt_shield_worn { kind: code(u, 6), plus: num(u, 0, 10) };
    let mut sp = In::new(u, shield);
    let spp = sp.p();
    // SAFETY: valid/NULL/misaligned shield, writable place.
    let (st, value) =
        out_call(u, "rr_tt_interposition", |o| unsafe { rr_tt_interposition(pclass, level, spp, training, o) });
    if sp.fault() {
        assert!(input_status(st));
    } else if st == rr_status::RR_OK {
        assert!(pclass < 8 && shield.kind < 6 && (1..=30).contains(&level) && (0..=10).contains(&shield.plus));
        assert!(value.get() <= 90, "G4: interposition {} above 90", value.get());
    } else {
        assert_eq!(st, rr_status::RR_INVALID_ARGUMENT);
    }
    let v: i64 = if u.ratio(3u8, 4u8).unwrap_or(true) {
        u.int_in_range(-20..=120).unwrap_or(50)
    } else {
        u.arbitrary().unwrap_or(0)
    };
    // SAFETY: a writable place.
    let (st, p) = out_call(u, "rr_tt_interposition_probability", |o| unsafe { rr_tt_interposition_probability(v, o) });
    assert_eq!(st, rr_status::RR_OK);
    assert_eq!(prob(&p.get(), "interposition"), Some(ratio_of(v.clamp(0, 90), 100)), "B18 at {v}");
    let mut random = Random::new(u, seed);
    // SAFETY: a writable place, a valid rr_random.
    let (st, interposed) =
        out_call(u, "rr_tt_interposition_roll", |o| unsafe { rr_tt_interposition_roll(random.c(), v, o) });
    random.check(st, "rr_tt_interposition_roll");
    if st == rr_status::RR_OK && v <= 0 {
        assert!(interposed.get() == 0, "interposed with value {v}");
    }
    if v <= 0 && matches!(random.kind, Source::Rng | Source::Callback) {
        assert_eq!(st, rr_status::RR_OK, "no draw at a value of {v} or less: {st:?}");
    }

    // Parry (K).
    let mult = arr(u, RR_TT_MAX_PARRY_ADJUSTMENTS, |u| rr_tt_factor { num: num(u, 0, 4), den: num(u, 1, 4) });
    let add = arr(u, RR_TT_MAX_PARRY_ADJUSTMENTS, |u| num(u, -20, 20));
    // SAFETY: arrays valid for their lengths or refused before reading; a writable place.
    let (st, parry) = out_call(u, "rr_tt_parry_value", |o| unsafe {
        rr_tt_parry_value(pclass, level, mult.ptr, mult.len, add.ptr, add.len, o)
    });
    if mult.fault || add.fault {
        assert!(input_status(st), "{st:?}");
    } else if st == rr_status::RR_OK {
        assert!(pclass < 8 && (1..=30).contains(&level));
        let ok_factor = |f: &rr_tt_factor| (0..=1000).contains(&f.num) && (1..=1000).contains(&f.den);
        assert!(mult.items().iter().all(ok_factor), "parry accepted {:?}", mult.items());
        assert!(add.items().iter().all(|a| (-1000..=1000).contains(a)), "parry accepted {:?}", add.items());
        if add.items().iter().all(|&a| a >= 0) {
            assert!(parry.get() >= 0, "parry {} from non-negative adjustments", parry.get());
        }
    } else {
        assert_eq!(st, rr_status::RR_INVALID_ARGUMENT);
    }
    let (av, pv): (i64, i64) = (u.arbitrary().unwrap_or(0), u.arbitrary().unwrap_or(0));
    // SAFETY: a writable place.
    let (st, raised) = out_call(u, "rr_tt_apply_parry", |o| unsafe { rr_tt_apply_parry(av, pv, o) });
    assert_eq!(st, rr_status::RR_OK);
    assert_eq!(raised.get(), av.saturating_add(pv), "apply_parry({av}, {pv})");

    // Absorption (Q).
    let max = RR_TT_MAX_ABSORPTION_EFFECTS;
    let protection = arr(u, max, |u| num(u, 0, 50));
    let static_shield = arr(u, max, |u| num(u, 0, 5));
    let invulnerability = arr(u, max, |u| num(u, 0, 4));
    let level_or_none = |u: &mut Unstructured<'_>| if flag(u) { num32(u, 1, 30) } else { 0 };
    let value_or_none = |u: &mut Unstructured<'_>| if flag(u) { num(u, 0, 50) } else { 0 };
    let c = rr_tt_absorption_input {
        has_armour: u8::from(flag(u)),
        armour: rr_tt_armour_worn { kind: code(u, 12), plus: num(u, 0, 10) },
        has_shield: u8::from(flag(u)),
        shield: rr_tt_shield_worn { kind: code(u, 6), plus: num(u, 0, 10) },
        shield_interposed: u8::from(flag(u)),
        protection: protection.ptr,
        protection_len: protection.len,
        protection_from_evil: u8::from(flag(u)),
        improved_pe: code(u, 3),
        shield_wall: u8::from(flag(u)),
        static_shield: static_shield.ptr,
        static_shield_len: static_shield.len,
        invulnerability: invulnerability.ptr,
        invulnerability_len: invulnerability.len,
        armor_of_kurn: level_or_none(u),
        shield_of_kurn: u8::from(flag(u)),
        dispel_evil: u8::from(flag(u)),
        banish_evil: u8::from(flag(u)),
        greater_blessing: level_or_none(u),
        kurnian_invulnerability: level_or_none(u),
        bracers_of_absorption: value_or_none(u),
        bracers_of_mage_defense: value_or_none(u),
        natural_armor: value_or_none(u),
        attacker: bits5(u),
    };
    let fault = protection.fault || static_shield.fault || invulnerability.fault;
    let mut cp = In::new(u, c);
    let cpp = cp.p();
    // SAFETY: valid/NULL/misaligned input (arrays valid or refused), a writable place.
    let (st, abs) = out_call(u, "rr_tt_absorption_of", |o| unsafe { rr_tt_absorption_of(cpp, o) });
    let (st_pmf, rows) = pmf_protocol("rr_tt_absorption_pmf", true, |b, l, o| {
        // SAFETY: as above; a buffer for `l` rows (or NULL).
        unsafe { rr_tt_absorption_pmf(cpp, b, l, o) }
    });
    // SAFETY: as above, a valid rr_random.
    let (st_roll, rolled) =
        out_call(u, "rr_tt_absorption_roll", |o| unsafe { rr_tt_absorption_roll(random.c(), cpp, o) });
    assert_eq!(st, st_pmf, "absorption vs its pmf");
    if fault || cp.fault() {
        assert!(input_status(st), "{st:?}");
        return;
    }
    random.check(st_roll, "rr_tt_absorption_roll");
    if st != rr_status::RR_OK {
        assert_eq!(st, rr_status::RR_INVALID_ARGUMENT);
        if matches!(random.kind, Source::Rng | Source::Callback) {
            assert_eq!(st_roll, st, "absorption vs its roll");
        }
        return;
    }
    assert!(c.improved_pe < 3 && c.attacker < 32, "unknown codes accepted: {c:?}");
    let a = abs.get();
    let groups = [
        a.armour,
        a.protection,
        a.protection_from_evil,
        a.shield_wall,
        a.static_shield,
        a.invulnerability,
        a.kurn,
        a.dispel_banish,
        a.blessings,
        a.natural_armor,
        a.shield,
    ];
    assert!(groups.iter().all(|&g| g >= 0), "a negative absorption group: {a:?}");
    assert_eq!(a.fixed, groups.iter().sum::<i64>(), "fixed is the sum of the groups: {a:?}");
    if c.attacker & RR_TT_ATTACKER_EVIL == 0 {
        assert_eq!((a.kurn, a.dispel_banish), (0, 0), "evil-only groups against a non-evil attacker: {a:?}");
    }
    if !((c.has_shield != 0) && (c.shield_interposed != 0)) {
        assert_eq!(a.shield, 0, "B28: a shield absorbs only when interposed");
    }
    if a.jerkin_chance != 0 {
        assert!(
            (c.has_armour != 0) && c.armour.kind == RR_TT_ARMOUR_LEATHER_JERKIN && c.armour.plus == 0,
            "B19: {c:?}"
        );
    }
    let want: Vec<(i64, BigRational)> = if a.jerkin_chance != 0 {
        vec![(a.fixed, ratio_of(34, 100)), (a.fixed + 1, ratio_of(66, 100))]
    } else {
        vec![(a.fixed, one())]
    };
    let got: Vec<(i64, BigRational)> =
        rows.iter().map(|r| (r.value, prob(&r.probability, "absorption").expect("exact"))).collect();
    assert_eq!(got, want, "absorption pmf of {a:?}");
    if st_roll == rr_status::RR_OK {
        assert!(want.iter().any(|(v, _)| *v == rolled.get()), "absorption {} not in its pmf", rolled.get());
    }
}

fn pct_or_any(u: &mut Unstructured<'_>, lo: i64, hi: i64) -> i64 {
    if u.ratio(3u8, 4u8).unwrap_or(true) { u.int_in_range(lo..=hi).unwrap_or(lo) } else { u.arbitrary().unwrap_or(0) }
}

/// Sections L, M, O, P, R, Tables 9, 20-23: movement, disengaging, statistics,
/// Strength, encumbrance, conditions, slots, ranges, aiming.
fn check_tt_character(u: &mut Unstructured<'_>, seed: u64) {
    let m = rr_tt_movement_input {
        encumbrance: num(u, 0, 3000),
        strength: num(u, 1, 55),
        base_rate: if flag(u) { num(u, 1, 300) } else { 0 },
        speed: u8::from(flag(u)),
        movement_speed: u8::from(flag(u)),
        haste: u8::from(flag(u)),
    };
    let mut mp = In::new(u, m);
    let mpp = mp.p();
    // SAFETY: valid/NULL/misaligned input, a writable place.
    let (st, mv) = out_call(u, "rr_tt_movement_of", |o| unsafe { rr_tt_movement_of(mpp, o) });
    let m_valid = (0..=100_000_000).contains(&m.encumbrance)
        && (1..=55).contains(&m.strength)
        && (m.base_rate == 0 || (1..=10_000).contains(&m.base_rate));
    if mp.fault() {
        assert!(input_status(st));
    } else {
        assert_eq!(st == rr_status::RR_OK, m_valid, "rr_tt_movement_of({m:?}): {st:?}");
    }
    if st == rr_status::RR_OK {
        let mv = mv.get();
        assert!(mv.feet_per_round >= 0, "{mv:?}");
        assert_eq!(mv.shift_every_segment, u8::from(mv.feet_per_round >= 25), "{mv:?}");
        let mut sq = OutPlace::<rr_tt_squares>::new();
        // SAFETY: a writable place.
        assert_eq!(unsafe { rr_tt_squares_of(mv.feet_per_round, sq.ptr()) }, rr_status::RR_OK);
        assert_eq!(mv.squares, sq.get(), "Table 18 for {} ft", mv.feet_per_round);
        let mut e = OutPlace::<i64>::new();
        // SAFETY: a writable place.
        assert_eq!(
            unsafe { rr_tt_strength_modified_encumbrance(m.encumbrance, m.strength, e.ptr()) },
            rr_status::RR_OK
        );
        assert_eq!(mv.encumbrance_points, e.get(), "B14");
        if (m.speed != 0) || (m.movement_speed != 0) {
            assert_eq!(mv.feet_per_round, 2 * mv.base_feet, "B14: Speed doubles: {mv:?}");
        } else if m.haste == 0 {
            assert_eq!(mv.feet_per_round, mv.base_feet, "{mv:?}");
        }
    }

    let feet = pct_or_any(u, -10, 700);
    // SAFETY: a writable place.
    let (st, sq) = out_call(u, "rr_tt_squares_of", |o| unsafe { rr_tt_squares_of(feet, o) });
    assert_eq!(st, rr_status::RR_OK);
    let sq = sq.get();
    assert!(sq.per_round >= 0 && sq.per_segment.iter().all(|&x| x >= 0), "{feet} ft: {sq:?}");
    assert_eq!(
        sq.per_segment.iter().map(|&x| i128::from(x)).sum::<i128>(),
        i128::from(sq.per_round),
        "{feet} ft: segments add up to the round: {sq:?}"
    );
    let (lo, hi) = (sq.per_segment.iter().min().unwrap(), sq.per_segment.iter().max().unwrap());
    assert!(hi - lo <= 1, "{feet} ft: uneven segments {sq:?}");
    if feet <= 2 {
        assert_eq!(sq.per_round, 0, "below 2.5 ft none");
    }
    // SAFETY: a writable place.
    let (st, back) = out_call(u, "rr_tt_backing_up_feet", |o| unsafe { rr_tt_backing_up_feet(feet, o) });
    assert_eq!(st, rr_status::RR_OK);
    assert!((i128::from(back.get()) * 3 - i128::from(feet)).abs() <= 1, "round({feet} / 3) = {}", back.get());

    let (retreat, follower) = (pct_or_any(u, -5, 300), pct_or_any(u, -5, 300));
    let mut penalty = OutPlace::<i64>::new();
    let pp = penalty.ptr();
    // SAFETY: writable places.
    let (st, follow) =
        out_call(u, "rr_tt_retreat_penalty", |o| unsafe { rr_tt_retreat_penalty(retreat, follower, o, pp) });
    assert_eq!(st, rr_status::RR_OK);
    if follow.get() != 0 {
        assert!(penalty.get() <= 0, "Table 17 penalty {}", penalty.get());
    } else {
        assert_eq!(penalty.get(), 0, "no penalty when he cannot follow");
    }
    if retreat <= 0 {
        assert!((follow.get() != 0) && penalty.get() == 0, "no retreat: {}", penalty.get());
    }
    // SAFETY: a NULL penalty place.
    assert_eq!(
        unsafe { rr_tt_retreat_penalty(retreat, follower, &mut 0u8, std::ptr::null_mut()) },
        rr_status::RR_NULL_ARGUMENT
    );

    let side = |u: &mut Unstructured<'_>| rr_tt_disengage_side {
        pclass: code(u, 8),
        level: num32(u, 1, 30),
        feet_per_round: num(u, 0, 300),
    };
    let (me, them) = (side(u), side(u));
    let (mut mep, mut themp) = (In::new(u, me), In::new(u, them));
    let (p1, p2) = (mep.p(), themp.p());
    // SAFETY: valid/NULL/misaligned sides, a writable place.
    let (st, chance) = out_call(u, "rr_tt_disengage_chance", |o| unsafe { rr_tt_disengage_chance(p1, p2, o) });
    let side_ok = |s: &rr_tt_disengage_side| {
        s.pclass < 8 && (1..=30).contains(&s.level) && (0..=100_000).contains(&s.feet_per_round)
    };
    if mep.fault() || themp.fault() {
        assert!(input_status(st));
    } else {
        assert_eq!(st == rr_status::RR_OK, side_ok(&me) && side_ok(&them), "disengage {me:?} {them:?}: {st:?}");
    }
    let c = if st == rr_status::RR_OK && flag(u) { chance.get() } else { pct_or_any(u, -20, 120) };
    // SAFETY: a writable place.
    let (st, p) = out_call(u, "rr_tt_disengage_probability", |o| unsafe { rr_tt_disengage_probability(c, o) });
    assert_eq!(st, rr_status::RR_OK);
    assert_eq!(prob(&p.get(), "disengage"), Some(ratio_of(c.clamp(0, 100), 100)), "B16 at {c}");
    let mut random = Random::new(u, seed);
    // SAFETY: a writable place, a valid rr_random.
    let (st, ok) = out_call(u, "rr_tt_disengage_roll", |o| unsafe { rr_tt_disengage_roll(random.c(), c, o) });
    random.check(st, "rr_tt_disengage_roll");
    if st == rr_status::RR_OK {
        if c <= 0 {
            assert!(ok.get() == 0, "disengaged with chance {c}");
        }
        if c >= 100 {
            assert!(ok.get() == 1, "failed to disengage with chance {c}");
        }
    }

    // Section O.
    let base = num(u, -100, 200);
    let unlimited = arr(u, RR_TT_MAX_STATISTIC_EFFECTS, |u| num(u, -100, 100));
    let limited =
        arr(u, RR_TT_MAX_STATISTIC_EFFECTS, |u| rr_tt_limited { amount: num(u, -100, 100), limit: num(u, -100, 200) });
    // SAFETY: arrays valid or refused before reading, a writable place.
    let (st, stat) = out_call(u, "rr_tt_modify_statistic", |o| unsafe {
        rr_tt_modify_statistic(base, unlimited.ptr, unlimited.len, limited.ptr, limited.len, o)
    });
    if unlimited.fault || limited.fault {
        assert!(input_status(st));
    } else {
        let valid = (-100..=200).contains(&base)
            && unlimited.items().iter().all(|a| (-100..=100).contains(a))
            && limited.items().iter().all(|l| (-100..=100).contains(&l.amount) && (-100..=200).contains(&l.limit));
        assert_eq!(st == rr_status::RR_OK, valid, "rr_tt_modify_statistic: {st:?}");
        if valid {
            // B22: unlimited first, then the limited ones by increasing limit, each
            // max(s, min(s + amount, limit)).
            let mut s = base + unlimited.items().iter().sum::<i64>();
            let mut ls = limited.items().to_vec();
            ls.sort_by_key(|l| l.limit);
            for l in ls {
                s = s.max((s + l.amount).min(l.limit));
            }
            assert_eq!(stat.get(), s, "section O");
        }
    }

    // Section P.
    let max = RR_TT_MAX_STRENGTH_EFFECTS;
    let plus = arr(u, max, |u| num(u, -10, 10));
    let spells = arr(u, max, |u| num(u, -10, 10));
    let improved = arr(u, max, |u| num(u, -10, 10));
    let e = rr_tt_strength_effects {
        plus: plus.ptr,
        plus_len: plus.len,
        strength_spells: spells.ptr,
        strength_spells_len: spells.len,
        improved_strength_spells: improved.ptr,
        improved_strength_spells_len: improved.len,
        ogre_power_items: if flag(u) { u.arbitrary().unwrap_or(0) } else { u.int_in_range(0..=2).unwrap_or(0) },
        giant_strength_items: u.int_in_range(0..=2).unwrap_or(0),
        giant_strength_spell: u8::from(flag(u)),
        times_strength: if flag(u) { u.arbitrary().unwrap_or(0) } else { u.int_in_range(0..=4).unwrap_or(0) },
    };
    let base = num(u, 1, 55);
    let mut ep = In::new(u, e);
    let epp = ep.p();
    // SAFETY: valid/NULL/misaligned effects (arrays valid or refused), a writable place.
    let (st, strength) = out_call(u, "rr_tt_modify_strength", |o| unsafe { rr_tt_modify_strength(base, epp, o) });
    if ep.fault() || plus.fault || spells.fault || improved.fault {
        assert!(input_status(st));
    } else if st == rr_status::RR_OK {
        assert!((1..=55).contains(&base), "Strength {base} accepted");
        assert!(e.ogre_power_items <= 16 && e.giant_strength_items <= 16 && e.times_strength <= 4, "{e:?}");
        let none = plus.len == 0 && spells.len == 0 && improved.len == 0;
        if none
            && e.ogre_power_items == 0
            && e.giant_strength_items == 0
            && (e.giant_strength_spell == 0)
            && e.times_strength == 0
        {
            assert_eq!(strength.get(), base, "no effects");
        }
    } else {
        assert_eq!(st, rr_status::RR_INVALID_ARGUMENT);
    }
    let (s, device) = (num(u, -5, 60), code(u, 6));
    // SAFETY: a writable place.
    let (st, after) = out_call(u, "rr_tt_strength_device", |o| unsafe { rr_tt_strength_device(s, device, o) });
    if st == rr_status::RR_OK {
        assert!(device < 6 && s >= -3, "Table 21 accepted {s}, {device}");
        assert!(after.get() >= s, "Table 21 lowered {s} to {}", after.get());
        if s >= 54 {
            assert_eq!(after.get(), s, "54 and above are unchanged");
        }
    } else {
        assert_eq!(st, rr_status::RR_INVALID_ARGUMENT);
        assert!(device >= 6 || s < -3, "Table 21 refused {s}, {device}");
    }

    // Encumbrance helpers.
    let (eb, ep_) = (num(u, 0, 5000), num(u, 0, 10));
    // SAFETY: a writable place.
    let (st, me_) = out_call(u, "rr_tt_magical_encumbrance", |o| unsafe { rr_tt_magical_encumbrance(eb, ep_, o) });
    let valid = (0..=100_000_000).contains(&eb) && (0..=10).contains(&ep_);
    assert_eq!(st == rr_status::RR_OK, valid, "rr_tt_magical_encumbrance({eb}, {ep_}): {st:?}");
    if valid {
        let exact = i128::from(eb) * i128::from((10 - ep_).max(2));
        assert!((i128::from(me_.get()) * 10 - exact).abs() <= 5, "round({exact} / 10) = {}", me_.get());
    }
    let (sum, str_) = (num(u, 0, 5000), num(u, 1, 55));
    // SAFETY: a writable place.
    let (st, sm) = out_call(u, "rr_tt_strength_modified_encumbrance", |o| unsafe {
        rr_tt_strength_modified_encumbrance(sum, str_, o)
    });
    let valid = (0..=100_000_000).contains(&sum) && (1..=55).contains(&str_);
    assert_eq!(st == rr_status::RR_OK, valid, "rr_tt_strength_modified_encumbrance({sum}, {str_}): {st:?}");
    if valid {
        assert!(sm.get() >= 0);
    }
    let (pack, load) = (code(u, 2), num(u, 0, 300));
    // SAFETY: a writable place.
    let (st, be) = out_call(u, "rr_tt_backpack_encumbrance", |o| unsafe { rr_tt_backpack_encumbrance(pack, load, o) });
    let valid = pack < 2 && (0..=if pack == RR_TT_BACKPACK_LARGE { 300 } else { 100 }).contains(&load);
    assert_eq!(st == rr_status::RR_OK, valid, "rr_tt_backpack_encumbrance({pack}, {load}): {st:?}");
    if valid {
        assert!(be.get() >= 0);
    }

    // Tables 20 and 23.
    let cond = code(u, 6);
    // SAFETY: a writable place.
    let (st, cd) = out_call(u, "rr_tt_condition_of", |o| unsafe { rr_tt_condition_of(cond, o) });
    assert_eq!(st == rr_status::RR_OK, cond < 6, "rr_tt_condition_of({cond}): {st:?}");
    if st == rr_status::RR_OK {
        let cd = cd.get();
        for m in [cd.attacking, cd.attacked] {
            assert!(m.kind <= RR_TT_MODIFIER_FREE_ATTACK_OR, "{cd:?}");
            if m.kind == RR_TT_MODIFIER_NONE {
                assert_eq!(m.points, 0, "{cd:?}");
            }
        }
    }
    let lvl: i32 = if u.ratio(3u8, 4u8).unwrap_or(true) {
        u.int_in_range(-2..=40).unwrap_or(-2)
    } else {
        u.arbitrary().unwrap_or(0)
    };
    // SAFETY: a writable place.
    let (st, aw) = out_call(u, "rr_tt_awaken_segments", |o| unsafe { rr_tt_awaken_segments(lvl, o) });
    assert_eq!(st == rr_status::RR_OK, (1..=30).contains(&lvl), "rr_tt_awaken_segments({lvl}): {st:?}");
    if st == rr_status::RR_OK {
        assert_eq!(aw.get(), if lvl >= 12 { 2 } else { 3 }, "Table 23 at level {lvl}");
    } else {
        assert_eq!(st, rr_status::RR_INVALID_ARGUMENT);
    }

    // Section R.
    let items = arr(u, RR_TT_MAX_WORN_ITEMS, |u| code(u, 23));
    let (has_armour, armour) = (flag(u), code(u, 12));
    let (st, rows) = {
        let f = |b: *mut rr_tt_slot_violation, l: usize, o: *mut usize| {
            // SAFETY: items valid or refused before reading; a buffer for `l` rows (or NULL).
            unsafe { rr_tt_check_slots(items.ptr, items.len, u8::from(has_armour), armour, b, l, o) }
        };
        let mut n = OutPlace::<usize>::new();
        let st = f(std::ptr::null_mut(), 0, n.ptr());
        documented(st, "rr_tt_check_slots");
        written_iff_ok(st, &n, "rr_tt_check_slots");
        let mut rows = Vec::new();
        if st == rr_status::RR_OK {
            let n = n.get();
            let blank = rr_tt_slot_violation { slot: std::ptr::null(), worn: 0, limit: 0, message: std::ptr::null() };
            rows = vec![blank; n];
            if n > 0 {
                let mut short = OutPlace::<usize>::new();
                assert_eq!(f(rows.as_mut_ptr(), n - 1, short.ptr()), rr_status::RR_BUFFER_TOO_SMALL);
                assert!(short.untouched() && rows.iter().all(|r| *r == blank));
            }
            let mut m = OutPlace::<usize>::new();
            assert_eq!(f(rows.as_mut_ptr(), n, m.ptr()), rr_status::RR_OK);
            assert_eq!(m.get(), n);
        }
        (st, rows)
    };
    if items.fault {
        assert!(input_status(st));
    } else if st == rr_status::RR_OK {
        assert!(items.items().iter().all(|&c| c < 23) && (!has_armour || armour < 12), "unknown items accepted");
        if items.items().is_empty() {
            assert!(rows.is_empty(), "violations with nothing worn");
        }
        for r in &rows {
            for s in [r.slot, r.message] {
                assert!(!s.is_null());
                // SAFETY: static NUL-terminated strings (the function's contract).
                assert!(!unsafe { CStr::from_ptr(s) }.to_bytes().is_empty());
            }
        }
    } else {
        assert_eq!(st, rr_status::RR_INVALID_ARGUMENT);
    }

    // Table 9 ranges and Table 22 aiming.
    let (weapon, distance) = (code(u, 14), pct_or_any(u, -10, 1000));
    // SAFETY: a writable place.
    let (st, band) = out_call(u, "rr_tt_range_band", |o| unsafe { rr_tt_range_band(weapon, distance, o) });
    assert_eq!(st == rr_status::RR_OK, weapon < 14, "rr_tt_range_band({weapon}): {st:?}");
    if st == rr_status::RR_OK {
        let band = band.get();
        assert!(band <= RR_TT_RANGE_OUT_OF_RANGE);
        if distance < 0 {
            assert_eq!(band, RR_TT_RANGE_OUT_OF_RANGE);
        }
        let mut next = OutPlace::<u32>::new();
        // SAFETY: a writable place.
        assert_eq!(unsafe { rr_tt_range_band(weapon, distance.saturating_add(1), next.ptr()) }, rr_status::RR_OK);
        if distance >= 0 {
            assert!(next.get() >= band, "range band falls from {band} to {} at {distance} ft", next.get());
        }
    }
    let (roll, aim) = (num(u, 1, 100), code(u, 8));
    // SAFETY: a writable place.
    let (st, dev) = out_call(u, "rr_tt_aim_deviation", |o| unsafe { rr_tt_aim_deviation(roll, aim, o) });
    let valid = (1..=100).contains(&roll) && aim < 8;
    assert_eq!(st == rr_status::RR_OK, valid, "rr_tt_aim_deviation({roll}, {aim}): {st:?}");
    if valid {
        let d = dev.get();
        assert!((0..=100).contains(&d.feet), "{d:?}");
        let dir = match roll {
            1..=5 => RR_TT_DIRECTION_LEFT,
            6..=20 => RR_TT_DIRECTION_UP,
            21..=50 => RR_TT_DIRECTION_NEAR,
            51..=80 => RR_TT_DIRECTION_FAR,
            81..=95 => RR_TT_DIRECTION_DOWN,
            _ => RR_TT_DIRECTION_RIGHT,
        };
        assert_eq!(d.direction, dir, "Table 22 direction of {roll}");
        let mut mirror = OutPlace::<rr_tt_deviation>::new();
        // SAFETY: a writable place.
        assert_eq!(unsafe { rr_tt_aim_deviation(101 - roll, aim, mirror.ptr()) }, rr_status::RR_OK);
        assert_eq!(mirror.get().feet, d.feet, "Table 22 is symmetric ({roll} vs {})", 101 - roll);
        if aim + 1 < 8 {
            let mut longer = OutPlace::<rr_tt_deviation>::new();
            // SAFETY: a writable place.
            assert_eq!(unsafe { rr_tt_aim_deviation(roll, aim + 1, longer.ptr()) }, rr_status::RR_OK);
            assert!(longer.get().feet <= d.feet, "more aiming deviated more");
        }
    }
}

// ------------------------------------------------------------------ projection (rr_project_*)

/// A `GF_*` code: mostly one of Oangband's, sometimes a number between them
/// or any `u32`.
fn gf_code(u: &mut Unstructured<'_>) -> u32 {
    match u.int_in_range(0u8..=15).unwrap_or(2) {
        0 => u.arbitrary().unwrap_or(u32::MAX),
        1 => *u.choose(&[0u32, 7, 16, 22, 82, 266]).unwrap_or(&7),
        _ => u32::from(u.choose(roguerules_projection::Gf::ALL).map_or(10, |g| g.code())),
    }
}

/// A `FEAT_*` code: mostly one of the five, sometimes another number.
fn feat_code(u: &mut Unstructured<'_>) -> u32 {
    match u.int_in_range(0u8..=15).unwrap_or(2) {
        0 => u.arbitrary().unwrap_or(u32::MAX),
        1 => *u.choose(&[0u32, 2, 0x0B, 0x30, 0x109]).unwrap_or(&2),
        _ => *u.choose(&[RR_FEAT_FLOOR, RR_FEAT_LAVA, RR_FEAT_WATER, RR_FEAT_TREE, RR_FEAT_RUBBLE]).unwrap_or(&1),
    }
}

/// A yes/no byte: mostly 0 or 1, now and then another value.
fn yes_no(u: &mut Unstructured<'_>) -> u8 {
    if u.ratio(1u8, 16u8).unwrap_or(false) { u.int_in_range(2..=255).unwrap_or(2) } else { u8::from(flag(u)) }
}

/// An `int32_t` field of the domain `lo..=hi` mostly (see [`num`]).
fn n32(u: &mut Unstructured<'_>, lo: i64, hi: i64) -> i32 {
    sat(num(u, lo, hi))
}

/// Exact odds are computed only for damage this small (a debug-free fuzz build
/// still pays milliseconds at 5000).
const CHEAP_DAMAGE: i32 = 300;

fn check_projection(u: &mut Unstructured<'_>, seed: u64) {
    let mut random = Random::new(u, seed);
    let names = [c"", c"Water spirit", c"Nexus vortex", c"Disenchanter eye", c"Waldern, King of Water"];
    let name = u.choose(&names).copied().unwrap_or(c"");
    let dam = n32(u, 0, 5000);

    // A monster.
    let mut monster_v = rr_project_monster_input {
        gf: gf_code(u),
        dam,
        terrain: feat_code(u),
        source: rr_project_source {
            player: yes_no(u),
            level: n32(u, 1, 50),
            pclass: code(u, 9),
            beguile: yes_no(u),
            holy_light: yes_no(u),
        },
        monster: rr_project_monster_state {
            name: if flag(u) { std::ptr::null() } else { name.as_ptr() },
            display_char: *u.choose(b"EgvoDZ").unwrap_or(&b'E') as std::ffi::c_char,
            level: n32(u, 0, 255),
            hp: n32(u, 0, 100),
            maxhp: n32(u, 100, 32767),
            ac: n32(u, 0, 400),
            unique: yes_no(u),
            can_move: yes_no(u),
            flags: if u.ratio(1u8, 16u8).unwrap_or(false) {
                u.arbitrary().unwrap_or(u64::MAX)
            } else {
                u.arbitrary::<u64>().unwrap_or(0) & 0x7_ffff_ffff
            },
            speed: n32(u, -110, 145),
            race_speed: n32(u, -110, 145),
            stun: n32(u, 0, 200),
            confusion: n32(u, 0, 200),
            fear: n32(u, 0, 200),
            sleep: n32(u, 0, 32767),
            mana: n32(u, 0, 32767),
            race_flags1: if flag(u) { u.arbitrary().unwrap_or(0) } else { 0 },
            race_flags2: if flag(u) { u.arbitrary().unwrap_or(0) } else { 0 },
            race_flags3: if flag(u) { u.arbitrary().unwrap_or(0) } else { 0 },
            race_flags4: if flag(u) { u.arbitrary().unwrap_or(0) } else { 0 },
            stored_speeds: 0,
            unseen: yes_no(u),
            stasis: if flag(u) { n32(u, -1, 256) } else { 0 },
        },
        reading: reading_code(u),
    };
    // Speeds as the game stores them (+110), now and then.
    if let Ok(true) = u.ratio(1u8, 4u8) {
        let m = &mut monster_v.monster;
        m.stored_speeds = yes_no(u);
        (m.speed, m.race_speed) = (m.speed.saturating_add(110), m.race_speed.saturating_add(110));
    }
    let mut monster = In::new(u, monster_v);
    let (st, out) = out_call(u, "rr_project_monster", |o| {
        // SAFETY: valid (or deliberately faulty) pointers; the name is static.
        unsafe { rr_project_monster(random.c(), monster.p(), o) }
    });
    if monster.fault() {
        assert!(input_status(st), "rr_project_monster: {st:?}");
    } else {
        random.check(st, "rr_project_monster");
    }
    let m = monster.v;
    if st == rr_status::RR_OK {
        let o = out.get();
        assert!(o.damage >= 0 && i64::from(o.damage) <= 2 * i64::from(m.dam), "{o:?}");
        assert!(o.hp >= 0 && o.hp <= m.monster.maxhp && (o.killed == 0 || o.hp == 0), "{o:?}");
        assert!(o.stun <= 200 && o.confusion <= 200 && o.fear <= 200, "{o:?}");
        assert!(o.resist_condition <= RR_CONDITION_HP_AT_LEAST_DAMAGE && o.resist_fraction <= RR_FRACTION_NOTE_IMMUNE);
        assert!(o.avoided <= 1 && o.killed <= 1 && o.has_resist <= 1 && o.polymorph <= 1 && o.clone <= 1);
    }
    if m.dam <= CHEAP_DAMAGE {
        let (pst, rows) = pmf_protocol("rr_project_monster_damage_pmf", flag(u), |b, l, o| {
            // SAFETY: valid pointers and lengths (or deliberately short ones).
            unsafe { rr_project_monster_damage_pmf(monster.p(), b, l, o) }
        });
        if pst == rr_status::RR_OK {
            if let Some(sum) = rows_sum(&rows, "rr_project_monster_damage_pmf") {
                assert_eq!(sum, one());
            }
            if st == rr_status::RR_OK {
                assert!(
                    rows.iter().any(|r| r.value == i64::from(out.get().damage)),
                    "a sampled damage off the support"
                );
            }
        } else {
            assert!(input_status(pst), "rr_project_monster_damage_pmf: {pst:?}");
        }
        let (kst, kill) = out_call(u, "rr_project_monster_kill_chance", |o| {
            // SAFETY: valid pointers.
            unsafe { rr_project_monster_kill_chance(monster.p(), o) }
        });
        assert_eq!(kst, pst, "the two exact calls agree on the input");
        if kst == rr_status::RR_OK {
            prob(&kill.get(), "rr_project_monster_kill_chance");
        }
        let (mst, mean) = out_call(u, "rr_project_monster_mean_damage", |o| {
            // SAFETY: valid pointers.
            unsafe { rr_project_monster_mean_damage(monster.p(), o) }
        });
        assert_eq!(mst, pst);
        if mst == rr_status::RR_OK {
            assert!(mean.get().value >= 0.0);
        }
    }

    // A grid's terrain.
    let terrain_v = rr_project_terrain_input {
        gf: gf_code(u),
        dam,
        terrain: feat_code(u),
        adjacent_water: n32(u, 0, 8),
        reading: reading_code(u),
    };
    let mut terrain = In::new(u, terrain_v);
    let (st, feat) = out_call(u, "rr_project_terrain", |o| {
        // SAFETY: valid (or deliberately faulty) pointers.
        unsafe { rr_project_terrain(random.c(), terrain.p(), o) }
    });
    if terrain.fault() {
        assert!(input_status(st), "rr_project_terrain: {st:?}");
    } else {
        random.check(st, "rr_project_terrain");
    }
    let (dst, rows) = pmf_protocol("rr_project_terrain_distribution", flag(u), |b, l, o| {
        // SAFETY: valid pointers and lengths (or deliberately short ones).
        unsafe { rr_project_terrain_distribution(terrain.p(), b, l, o) }
    });
    if dst == rr_status::RR_OK {
        assert!(rows.len() <= 3);
        assert!(rows.iter().all(|r| [0, 1, 8, 9, 10, 0x31].contains(&r.value)), "{rows:?}");
        if let Some(sum) = rows_sum(&rows, "rr_project_terrain_distribution") {
            assert_eq!(sum, one());
        }
        if st == rr_status::RR_OK {
            assert!(rows.iter().any(|r| r.value == i64::from(feat.get())), "a sampled terrain off the support");
        }
    } else {
        assert!(input_status(dst), "rr_project_terrain_distribution: {dst:?}");
        assert_ne!(st, rr_status::RR_OK, "sampled an input the distribution refuses");
    }

    // A floor object.
    let object_v = rr_project_object_input {
        gf: gf_code(u),
        dam,
        object_class: code(u, RR_OBJ_FOOD + 1),
        flags: if u.ratio(1u8, 16u8).unwrap_or(false) {
            u.arbitrary().unwrap_or(1)
        } else {
            u.arbitrary::<u32>().unwrap_or(0) & RR_TR3_IGNORE_MASK
        },
        artifact: yes_no(u),
        cursed: yes_no(u),
        trapped: yes_no(u),
        reading: reading_code(u),
    };
    let mut object = In::new(u, object_v);
    let (st, oo) = out_call(u, "rr_project_object", |o| {
        // SAFETY: valid (or deliberately faulty) pointers.
        unsafe { rr_project_object(random.c(), object.p(), o) }
    });
    if object.fault() {
        assert!(input_status(st), "rr_project_object: {st:?}");
    } else {
        random.check(st, "rr_project_object");
    }
    let (cst, chance) = out_call(u, "rr_project_object_destroy_chance", |o| {
        // SAFETY: valid pointers.
        unsafe { rr_project_object_destroy_chance(object.p(), o) }
    });
    if cst == rr_status::RR_OK {
        let p = prob(&chance.get(), "rr_project_object_destroy_chance");
        if st == rr_status::RR_OK {
            let o = oo.get();
            assert!(o.destroyed <= 1 && o.trap_removed <= 1);
            if p == Some(ratio_of(0, 1)) {
                assert_eq!(o.destroyed, 0, "destroyed against odds of 0");
            }
            if p == Some(one()) {
                assert_eq!(o.destroyed, 1, "kept against odds of 1");
            }
        }
    } else {
        assert!(input_status(cst), "rr_project_object_destroy_chance: {cst:?}");
    }

    // The character.
    let mut player = rr_project_character {
        level: n32(u, 1, 50),
        exp: n32(u, 0, 99_999_999),
        pclass: code(u, 9),
        specialties: bits5(u),
        evasion_pct: n32(u, 0, 100),
        pois_temp: yes_no(u),
        pois_perm: yes_no(u),
        flags: bits5(u),
        black_breath: yes_no(u),
        sustains: if u.ratio(1u8, 16u8).unwrap_or(false) {
            u.arbitrary().unwrap_or(0xff)
        } else {
            u.int_in_range(0..=0x3f).unwrap_or(0)
        },
        ac: n32(u, -1000, 1000),
        base_ac: n32(u, 0, 1000),
        dex_to_hit: n32(u, -4, 15),
        energy: n32(u, 1, 49),
        weight_limit: n32(u, 60, 300),
        pack_weight: n32(u, 0, 100_000),
        save: n32(u, 0, 1000),
        shapechanged: yes_no(u),
        mana: n32(u, 0, 32767),
        temp_effects: code(u, RR_PROJECT_MAX_TEMP_EFFECTS + 1),
        ..rr_project_character::default()
    };
    for r in &mut player.resist {
        *r = if u.ratio(1u8, 32u8).unwrap_or(false) {
            u.arbitrary().unwrap_or(101)
        } else {
            u.int_in_range(0..=100).unwrap_or(0)
        };
    }
    for s in &mut player.stats {
        *s = n32(u, 3, 118);
    }
    for c in &mut player.counters {
        *c = n32(u, 0, 10_000);
    }
    for item in &mut player.equipment {
        *item = rr_project_item {
            present: yes_no(u),
            to_h: n32(u, -255, 255),
            to_d: n32(u, -255, 255),
            to_a: n32(u, -255, 255),
            artifact: yes_no(u),
            ignore_acid: yes_no(u),
            base_ac: n32(u, 0, 255),
            on_back: yes_no(u),
            flags3: u.arbitrary().unwrap_or(0),
        };
    }
    // The game's stored resistance levels (0..=59, past the table sometimes),
    // and the Oangband 1.1.0 reading's own numbers.
    player.stored_resists = yes_no(u);
    player.evasion_chance = n32(u, 0, 100);
    player.light_radius = n32(u, -10, 10);
    player.total_weight = n32(u, 0, 1_000_000);
    let pin_v = rr_project_player_input {
        gf: gf_code(u),
        dam,
        terrain: feat_code(u),
        dark: yes_no(u),
        land: feat_code(u),
        player,
        source: rr_project_monster_source {
            level: n32(u, 0, 255),
            morgul: yes_no(u),
            unique_wraith: yes_no(u),
            deathlord: yes_no(u),
            archer: yes_no(u),
            adjacent: yes_no(u),
            ranged_freq: n32(u, 0, 100),
            animal: yes_no(u),
        },
        reading: reading_code(u),
        self_inflicted: yes_no(u),
    };
    let mut pin = In::new(u, pin_v);
    let (st, po) = out_call(u, "rr_project_player", |o| {
        // SAFETY: valid (or deliberately faulty) pointers.
        unsafe { rr_project_player(random.c(), pin.p(), o) }
    });
    if pin.fault() {
        assert!(input_status(st), "rr_project_player: {st:?}");
    } else {
        random.check(st, "rr_project_player");
    }
    if st == rr_status::RR_OK {
        let o = po.get();
        let p = o.parts;
        let parts = [p.main, p.pure, p.fire, p.elec, p.cold, p.acid, p.dark, p.landing];
        assert!(parts.iter().all(|&x| x >= 0), "{o:?}");
        assert_eq!(i64::from(o.damage), parts.iter().map(|&x| i64::from(x)).sum::<i64>());
        assert!(o.avoided <= RR_PROJECT_AVOIDED_SHIELD && o.counters.iter().all(|&c| c >= 0));
        assert!(u64::from(o.dispelled) < 1u64 << pin.v.player.temp_effects, "{:x}", o.dispelled);
        assert!(o.acid_slot < RR_PROJECT_SLOTS as u32 && o.disenchant_slot < RR_PROJECT_SLOTS as u32);
        assert!(o.stat_swap.iter().all(|&s| s < 6) && o.exp_drained >= 0);
        if o.avoided != RR_PROJECT_AVOIDED_NONE {
            assert_eq!((o.damage, o.counters), (0, pin.v.player.counters), "an avoided projection changed things");
        }
    }
    if pin.v.dam <= CHEAP_DAMAGE {
        let (pst, rows) = pmf_protocol("rr_project_player_damage_pmf", flag(u), |b, l, o| {
            // SAFETY: valid pointers and lengths (or deliberately short ones).
            unsafe { rr_project_player_damage_pmf(pin.p(), b, l, o) }
        });
        if pst == rr_status::RR_OK {
            if let Some(sum) = rows_sum(&rows, "rr_project_player_damage_pmf") {
                assert_eq!(sum, one());
            }
            if st == rr_status::RR_OK {
                assert!(rows.iter().any(|r| r.value == i64::from(po.get().damage)), "a sampled damage off the support");
            }
        } else {
            assert!(input_status(pst), "rr_project_player_damage_pmf: {pst:?}");
        }
        let counter = code(u, RR_PROJECT_COUNTERS as u32);
        let (cst, rows) = pmf_protocol("rr_project_player_counter_pmf", flag(u), |b, l, o| {
            // SAFETY: valid pointers and lengths (or deliberately short ones).
            unsafe { rr_project_player_counter_pmf(pin.p(), counter, b, l, o) }
        });
        if cst == rr_status::RR_OK {
            if let Some(sum) = rows_sum(&rows, "rr_project_player_counter_pmf") {
                assert_eq!(sum, one());
            }
            if st == rr_status::RR_OK {
                let c = i64::from(po.get().counters[counter as usize]);
                assert!(rows.iter().any(|r| r.value == c), "a sampled counter off the support");
            }
        } else {
            assert!(input_status(cst), "rr_project_player_counter_pmf: {cst:?}");
        }
        let (mst, mean) = out_call(u, "rr_project_player_mean_damage", |o| {
            // SAFETY: valid pointers.
            unsafe { rr_project_player_mean_damage(pin.p(), o) }
        });
        assert_eq!(mst, pst);
        if mst == rr_status::RR_OK {
            assert!(mean.get().value >= 0.0);
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let seed: u64 = u.arbitrary().unwrap_or(0);
    let status: u32 = u.arbitrary().unwrap_or(0);
    // Any number has a static message.
    let msg = rr_status_message(status);
    assert!(!msg.is_null());
    // SAFETY: a static NUL-terminated string (the function's contract).
    let msg = unsafe { CStr::from_ptr(msg) };
    assert!(!msg.to_bytes().is_empty());
    // SAFETY: a static NUL-terminated string.
    assert!(!unsafe { CStr::from_ptr(rr_version()) }.to_bytes().is_empty());

    match u.int_in_range(0u8..=8).unwrap_or(0) {
        0 => check_dice(&mut u, seed),
        1 => check_melee(&mut u, seed),
        2 => check_traps(&mut u, seed),
        3 => check_tt_sheet(&mut u),
        4 => check_tt_schedule(&mut u),
        5 => check_tt_attack(&mut u, seed),
        6 => check_tt_defence(&mut u, seed),
        7 => check_projection(&mut u, seed),
        _ => check_tt_character(&mut u, seed),
    }
});
