//! `c_api`: the C API (`roguerules-ffi`, `include/roguerules.h`) called the way a C
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
//!   the blows, chest trap levels in 5..=99 with the table's trap set.
#![no_main]

use arbitrary::{Arbitrary, Unstructured};
use libfuzzer_sys::fuzz_target;
use roguerules::melee::*;
use roguerules::traps::*;
use roguerules::*;
use roguerules_dice::{BigRational, DiceExpr, Keep, Term};
use std::ffi::{CStr, CString, c_void};
use std::mem::MaybeUninit;

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
                matches!(st, rr_status::RR_NULL_ARGUMENT | rr_status::RR_INVALID_ARGUMENT),
                "{what}: no random source gave {st:?}"
            ),
            Source::Both => assert!(
                matches!(st, rr_status::RR_INVALID_ARGUMENT | rr_status::RR_NULL_ARGUMENT),
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
    let n = st as u32;
    assert!(n <= rr_status::RR_RULE_ERROR as u32, "{what}: status {st:?} ({n})");
}

/// An out-place filled with the sentinel, for "written only on success" checks.
struct OutPlace<T> {
    v: MaybeUninit<T>,
}

impl<T> OutPlace<T> {
    fn new() -> Self {
        let mut v = MaybeUninit::<T>::uninit();
        // SAFETY: writing bytes into our own storage.
        unsafe { std::ptr::write_bytes(v.as_mut_ptr().cast::<u8>(), SENTINEL, size_of::<T>()) };
        OutPlace { v }
    }
    fn ptr(&mut self) -> *mut T {
        self.v.as_mut_ptr()
    }
    /// Every byte still the sentinel.
    fn untouched(&self) -> bool {
        // SAFETY: every byte was initialised by `new` (and maybe overwritten).
        let bytes = unsafe { std::slice::from_raw_parts(self.v.as_ptr().cast::<u8>(), size_of::<T>()) };
        bytes.iter().all(|b| *b == SENTINEL)
    }
    /// The value after a successful call.
    fn get(&self) -> T {
        // SAFETY: the call succeeded, so it wrote a whole value.
        unsafe { self.v.as_ptr().read() }
    }
}

/// Checks "written only on success" for a scalar out-place.
fn written_iff_ok<T>(st: rr_status, out: &OutPlace<T>, what: &str) {
    if st != rr_status::RR_OK {
        assert!(out.untouched(), "{what}: out-pointer written on failure ({st:?})");
    }
}

fn fraction(f: &rr_fraction) -> Option<BigRational> {
    (f.exact && f.denominator > 0).then(|| BigRational::new(f.numerator.into(), f.denominator.into()))
}

fn misaligned<T>() -> *mut T {
    // A pointer one byte into an aligned buffer: misaligned for any T with
    // alignment > 1. It is never dereferenced by this harness.
    static mut BUF: [u64; 8] = [0; 8];
    // SAFETY: only an address is computed.
    unsafe { (std::ptr::addr_of_mut!(BUF) as *mut u8).add(1).cast::<T>() }
}

fn pmf_cheap(e: &DiceExpr) -> bool {
    let (mut work, mut width) = (0u64, 1u64);
    for t in e.terms() {
        if let Term::Dice { count, sides, keep, .. } = *t {
            let (n, s) = (u64::from(count), u64::from(sides));
            width = width.saturating_mul(n * (s - 1) + 1);
            work = work.saturating_add(match keep {
                None => n * n * s,
                Some(Keep::Highest(k) | Keep::Lowest(k)) => s.saturating_mul(s * n * n).saturating_mul(u64::from(k)),
            });
        }
    }
    work <= 100_000 && width <= 20_000
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
            let mut buf = vec![rr_dice_probability { value: 0, numerator: 0, denominator: 0, probability: 0.0 }; n];
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
                let mut sum = BigRational::from_integer(0.into());
                for (i, e) in buf.iter().enumerate() {
                    assert!(e.denominator > 0 && e.numerator > 0, "{e:?}");
                    assert!((lo..=hi).contains(&e.value));
                    assert!(i == 0 || buf[i - 1].value < e.value, "pmf not sorted");
                    sum += BigRational::new(e.numerator.into(), e.denominator.into());
                }
                assert_eq!(sum, BigRational::from_integer(1.into()), "{expr}: pmf sums to {sum}");
            } else {
                assert_eq!(st, rr_status::RR_OVERFLOW, "rr_dice_pmf: {st:?}");
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
        has_weapon: u.arbitrary().unwrap_or(false),
        weapon: rr_ang_weapon {
            dice: ang_dice(u),
            to_hit: u.arbitrary().unwrap_or(0),
            to_dam: u.arbitrary().unwrap_or(0),
            weight: u.arbitrary().unwrap_or(100),
            slays: u.arbitrary().unwrap_or(0),
            edged: u.arbitrary().unwrap_or(false),
            blessed: u.arbitrary().unwrap_or(false),
            extra_blows: u.arbitrary().unwrap_or(0),
        },
        has_launcher: u.arbitrary().unwrap_or(false),
        launcher: rr_ang_launcher {
            kind: code(u, 5),
            to_hit: u.arbitrary().unwrap_or(0),
            to_dam: u.arbitrary().unwrap_or(0),
            weight: u.arbitrary().unwrap_or(40),
            extra_might: u.arbitrary().unwrap_or(false),
            extra_shots: u.arbitrary().unwrap_or(0),
        },
    }
}

fn monster(u: &mut Unstructured<'_>) -> rr_ang_monster {
    rr_ang_monster {
        ac: u.arbitrary().unwrap_or(20),
        flags: u.arbitrary().unwrap_or(0),
        visible: u.arbitrary().unwrap_or(true),
        hp_known: u.arbitrary().unwrap_or(false),
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
    let valid_codes = c.pclass < 6 && c.race < 10 && (!c.has_launcher || c.launcher.kind < 5);
    if !valid_codes {
        assert_eq!(st, rr_status::RR_INVALID_ARGUMENT, "unknown class/race/launcher codes: {st:?}");
    }
    // A profile from the character, or one filled in field by field.
    let melee = if st == rr_status::RR_OK {
        let m = m.get();
        let b = m.blows;
        if !c.has_weapon || b.heavy {
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
            blows: rr_ang_blows { blows: u.int_in_range(0..=8).unwrap_or(1), heavy: false, asb: 0, swi: 0, natural: 1 },
            has_weapon: u.arbitrary().unwrap_or(false),
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
        if !b.hit {
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
        let sum: i64 = r.blows[..r.len as usize].iter().map(|b| b.damage).sum();
        assert_eq!(sum, r.damage);
        assert!(r.damage >= 0);
        assert_eq!(r.killed, mon.hp_known && r.damage > i64::from(mon.hp));
    }

    // The exact blow pmf (only for small dice: it is exact rational arithmetic).
    let d = melee.weapon_dice;
    if !melee.has_weapon || u32::from(d.count) * u32::from(d.sides.saturating_sub(1)) < 64 {
        let mut n = OutPlace::<usize>::new();
        // SAFETY: NULL buffer: the length.
        let st = unsafe { rr_ang_blow_damage_pmf(&melee, &mon, std::ptr::null_mut(), 0, n.ptr()) };
        documented(st, "rr_ang_blow_damage_pmf");
        written_iff_ok(st, &n, "rr_ang_blow_damage_pmf");
        if st == rr_status::RR_OK {
            let n = n.get();
            let zero = rr_value_probability {
                value: 0,
                probability: rr_fraction { numerator: 0, denominator: 0, value: 0.0, exact: false },
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
    let st = unsafe { rr_dungeon_trap_choose_kind(random.c(), depth, quest, kind.ptr()) };
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
    let st = unsafe { rr_dungeon_trap_generate(random.c(), kind_code, depth, trap.ptr()) };
    random.check(st, "rr_dungeon_trap_generate");
    let trap = if st == rr_status::RR_OK {
        let t = trap.get();
        assert_eq!((t.kind, t.depth), (kind_code, depth));
        t
    } else {
        // A trap filled in field by field.
        rr_dungeon_trap {
            kind: u.arbitrary().unwrap_or(0),
            depth,
            nastiness: u.arbitrary().unwrap_or(1),
            variant: u.int_in_range(0..=6).unwrap_or(0),
            element: u.int_in_range(0..=10).unwrap_or(0),
            heavy: u.arbitrary().unwrap_or(false),
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
        armour_class: if fold { ac.rem_euclid(2001) - 1000 } else { ac },
        saving_throw: if fold { save.rem_euclid(101) } else { save },
        poison: if fold { poison.rem_euclid(10_001) } else { poison },
        pack: if pack.is_empty() && u.arbitrary().unwrap_or(false) { std::ptr::null() } else { pack.as_ptr() },
        pack_len: pack.len(),
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
    let (mut level, mut set) = (OutPlace::<i64>::new(), OutPlace::<u16>::new());
    let mut outcome = Box::new(OutPlace::<rr_trap_outcome>::new());
    // SAFETY: valid pointers and random source.
    let st = unsafe { rr_chest_open(random.c(), native, depth, &player, level.ptr(), set.ptr(), outcome.ptr()) };
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
        smart: u.arbitrary().unwrap_or(false),
        stupid: u.arbitrary().unwrap_or(false),
        wary: u.arbitrary().unwrap_or(false),
        can_be_confused: u.arbitrary().unwrap_or(true),
        confused: u.arbitrary().unwrap_or(false),
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
    let st = unsafe { rr_player_trap_effect(random.c(), pkind, power, &tm, effects.ptr()) };
    random.check(st, "rr_player_trap_effect");
    if st == rr_status::RR_OK {
        let e = effects.get();
        for x in &e.effects[..e.len as usize] {
            assert!(x.amount >= 0 && x.radius >= 0, "{x:?}");
        }
    }
    let (p, a): (i64, i64) = (u.arbitrary().unwrap_or(0), u.arbitrary().unwrap_or(0));
    let mut hit = OutPlace::<bool>::new();
    // SAFETY: valid pointers and random source.
    let st = unsafe { rr_trap_hits(random.c(), p, a, hit.ptr()) };
    random.check(st, "rr_trap_hits");
    written_iff_ok(st, &hit, "rr_trap_hits");
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

    match u.int_in_range(0u8..=2).unwrap_or(0) {
        0 => check_dice(&mut u, seed),
        1 => check_melee(&mut u, seed),
        _ => check_traps(&mut u, seed),
    }
});
