//! Randomness from C: the built-in generator `rr_rng`, the game's own callback
//! `rr_roller`, and `rr_random`, the argument every rolling function takes to say
//! which of the two to use.

use crate::boundary::{Out, guard, guard_or, try_mut, try_ref};
use crate::status::rr_status;
use roguerules_dice::{Sampler, Source, SourceError};
use std::ffi::c_void;

/// The built-in seeded generator: roguerules' own sampler (PCG XSH RR 64/32 with
/// Lemire's unbiased integer method), so a seed replays the same rolls across
/// releases. Create with `rr_rng_new`, free with `rr_rng_free`.
///
/// Not thread-safe: use one generator per thread, or lock around it.
#[derive(Debug)]
pub struct rr_rng {
    pub(crate) sampler: Sampler,
}

/// A game's own random number generator, for games that keep a savefile-seeded
/// stream (Oangband's `rand_range`).
///
/// `uniform(user, lo, hi)` must return an integer uniformly distributed on
/// `[lo, hi]` (both inclusive; roguerules only asks with `lo < hi`). An answer
/// outside `[lo, hi]` is never used: the call fails with `RR_RNG_OUT_OF_RANGE`.
/// `user` is passed back unchanged on every call.
///
/// The draws of the rules are lowered onto `uniform` exactly as the built-in
/// generator lowers them (roguerules-dice, `sampler.rs`):
///
/// * a range `lo..=hi`: one call `uniform(lo, hi)`;
/// * `n` dice of `s` sides: `n` calls `uniform(1, s)`, in order, summed;
/// * a chance `num` in `den`: one call `uniform(0, den - 1)`, true when `< num`;
/// * a weighted choice: one call `uniform(0, total - 1)`, the first index whose
///   running weight exceeds the answer.
///
/// Degenerate draws (a range of one value, a chance of 0 or 1, a choice with one
/// positive weight) make no call (RULINGS G2). A draw whose range does not fit
/// `int32_t` fails with `RR_RNG_RANGE_UNSUPPORTED` without calling.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct rr_roller {
    /// Returns a uniform integer in `[lo, hi]`. Must not be NULL.
    pub uniform: Option<unsafe extern "C" fn(user: *mut c_void, lo: i32, hi: i32) -> i32>,
    /// Passed to `uniform` unchanged; may be NULL.
    pub user: *mut c_void,
}

/// Which source of randomness a rolling function uses: set exactly one of the
/// two pointers, e.g. `rr_random_from_rng(rng)` or
/// `rr_random_from_roller(&my_roller)` (any C), or in C99
/// `(rr_random){ .rng = rng }`. Both NULL is `RR_NULL_ARGUMENT`, both
/// set is `RR_INVALID_ARGUMENT`.
///
/// The generator (or the roller's `user` state) is used mutably for the call:
/// do not share it between threads without a lock.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct rr_random {
    /// The built-in generator, or NULL.
    pub rng: *mut rr_rng,
    /// The game's own generator, or NULL.
    pub roller: *const rr_roller,
}

/// Creates a built-in generator seeded with `seed` and writes it to `*rng_out`.
/// The same seed always gives the same sequence of rolls. Free it with
/// `rr_rng_free`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `rng_out` is NULL;
/// `RR_MISALIGNED_POINTER` if it is misaligned.
///
/// # Safety
///
/// `rng_out`, when not NULL, must be valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_rng_new(seed: u64, rng_out: *mut *mut rr_rng) -> rr_status {
    guard(|| {
        let out = Out::new(rng_out)?;
        let rng = Box::new(rr_rng { sampler: Sampler::seed_from_u64(seed) });
        // SAFETY: `rng_out` is writable (the caller's contract).
        unsafe { out.write(Box::into_raw(rng)) };
        Ok(())
    })
}

/// Frees a generator made by `rr_rng_new`. Calling with NULL does nothing.
///
/// # Safety
///
/// `rng` must be NULL or a pointer returned by `rr_rng_new` that has not been
/// freed yet; it must not be used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_rng_free(rng: *mut rr_rng) {
    guard_or((), || {
        if !rng.is_null() {
            // SAFETY: `rng` came from `Box::into_raw` in `rr_rng_new` and is freed
            // once (the caller's contract).
            drop(unsafe { Box::from_raw(rng) });
        }
    })
}

/// An `rr_random` naming the built-in generator `rng`, in one expression (C89
/// cannot write `(rr_random){ .rng = rng }`): `rr_random builtin =
/// rr_random_from_rng(rng);` or straight in a call,
/// `rr_chest_trap_level(rr_random_from_rng(rng), 40, &level)`. Nothing is
/// checked here: a NULL `rng` makes the rolling call fail with
/// `RR_NULL_ARGUMENT`.
#[unsafe(no_mangle)]
pub extern "C" fn rr_random_from_rng(rng: *mut rr_rng) -> rr_random {
    guard_or(NO_RANDOM, || rr_random { rng, roller: std::ptr::null() })
}

/// An `rr_random` naming the game's generator `roller`, in one expression
/// (C89 cannot initialise `rr_random game = {NULL, &mine};` when `mine` is a
/// local variable): `rr_random game = rr_random_from_roller(&mine);`. Nothing
/// is checked here: a NULL `roller` (or a NULL `uniform` in it) makes the
/// rolling call fail with `RR_NULL_ARGUMENT`.
#[unsafe(no_mangle)]
pub extern "C" fn rr_random_from_roller(roller: *const rr_roller) -> rr_random {
    guard_or(NO_RANDOM, || rr_random { rng: std::ptr::null_mut(), roller })
}

/// Neither generator (what the builders would give if they could panic).
const NO_RANDOM: rr_random = rr_random { rng: std::ptr::null_mut(), roller: std::ptr::null() };

/// A `rr_roller` as a [`Source`]: through roguerules-dice's one lowering of the
/// draws it is a [`Roller`](roguerules_dice::Roller) that draws exactly as the
/// built-in generator does. Its failures are the draw's error
/// ([`RollError::Source`](roguerules_dice::RollError)), which every rule carries
/// to its status (`RR_RNG_OUT_OF_RANGE`, `RR_RNG_RANGE_UNSUPPORTED`).
#[derive(Debug)]
pub(crate) struct CRoller {
    uniform: unsafe extern "C" fn(user: *mut c_void, lo: i32, hi: i32) -> i32,
    user: *mut c_void,
}

impl Source for CRoller {
    /// One call to the game's generator; the lowering checks the answer.
    #[inline(always)]
    fn draw(&mut self, lo: i64, hi: i64) -> Result<i64, SourceError> {
        let (lo32, hi32) = (lo as i32, hi as i32);
        // Both ends fit `int32_t`: one test.
        if (i64::from(lo32) ^ lo) | (i64::from(hi32) ^ hi) != 0 {
            return Err(SourceError::RangeUnsupported);
        }
        // SAFETY: a function pointer the caller supplied, called with the `user`
        // pointer it supplied beside it (rr_roller's documented contract).
        Ok(i64::from(unsafe { (self.uniform)(self.user, lo32, hi32) }))
    }
}

/// A checked `rr_random`: one of the two generators.
#[derive(Debug)]
pub(crate) enum Random<'a> {
    /// The built-in generator.
    Rng(&'a mut Sampler),
    /// The game's callback.
    Roller(CRoller),
}

impl Random<'_> {
    /// Checks `random`: exactly one pointer set, non-NULL callback.
    ///
    /// # Safety
    ///
    /// `random.rng`, when set, must be a live `rr_rng` not used elsewhere during
    /// the call; `random.roller`, when set, must point to a valid `rr_roller`.
    pub(crate) unsafe fn from_c<'a>(random: rr_random) -> Result<Random<'a>, rr_status> {
        match (random.rng.is_null(), random.roller.is_null()) {
            (true, true) => Err(rr_status::RR_NULL_ARGUMENT),
            (false, false) => Err(rr_status::RR_INVALID_ARGUMENT),
            (false, true) => {
                // SAFETY: a live, exclusively used rr_rng (this function's contract).
                let rng = unsafe { try_mut(random.rng) }?;
                Ok(Random::Rng(&mut rng.sampler))
            }
            (true, false) => {
                // SAFETY: a valid rr_roller (this function's contract).
                let roller = unsafe { try_ref(random.roller) }?;
                let Some(uniform) = roller.uniform else { return Err(no_callback()) };
                Ok(Random::Roller(CRoller { uniform, user: roller.user }))
            }
        }
    }
}

/// A NULL `uniform` in a roller (out of line: the hot path only tests).
#[cold]
#[inline(never)]
fn no_callback() -> rr_status {
    rr_status::RR_NULL_ARGUMENT
}

/// Runs `$body` with `$r` bound to the checked roller of an `rr_random` (a
/// concrete type in each arm, so rules stay monomorphised: no `dyn` on the hot
/// path). `$body` evaluates to a `Result` whose error converts into
/// [`rr_status`] (a rule crate's error); the expansion is a
/// `Result<T, rr_status>`. Must be used inside an `unsafe` context whose
/// contract covers [`Random::from_c`], in a function returning
/// `Result<_, rr_status>`.
///
/// The second form, `with_roller!(random, |r| rule, |o| write)`, hands the
/// rule's `Ok` value by reference to `write` (which returns `Result<T,
/// rr_status>`) where the rule returned it, in each arm: a large outcome is
/// converted for C without being moved through a second `Result` first.
macro_rules! with_roller {
    ($random:expr, |$r:ident| $body:expr, |$o:ident| $write:expr) => {
        match $crate::random::Random::from_c($random)? {
            $crate::random::Random::Rng($r) => match $body {
                Ok(ref $o) => $write,
                Err(e) => Err(::core::convert::Into::<$crate::status::rr_status>::into(e)),
            },
            $crate::random::Random::Roller(mut roller) => {
                let $r = &mut roller;
                match $body {
                    Ok(ref $o) => $write,
                    Err(e) => Err(::core::convert::Into::<$crate::status::rr_status>::into(e)),
                }
            }
        }
    };
    ($random:expr, |$r:ident| $body:expr) => {
        match $crate::random::Random::from_c($random)? {
            $crate::random::Random::Rng($r) => $crate::random::status_of($body),
            $crate::random::Random::Roller(mut roller) => {
                let $r = &mut roller;
                $crate::random::status_of($body)
            }
        }
    };
}

/// A rule's result with its error as a status.
#[inline(always)]
pub(crate) fn status_of<T, E: Into<rr_status>>(result: Result<T, E>) -> Result<T, rr_status> {
    result.map_err(Into::into)
}
pub(crate) use with_roller;

#[cfg(test)]
mod tests {
    use super::*;
    use roguerules_dice::{RollError, Roller, RollerExt};

    unsafe extern "C" fn low(_user: *mut c_void, lo: i32, _hi: i32) -> i32 {
        lo
    }
    unsafe extern "C" fn above(_user: *mut c_void, _lo: i32, hi: i32) -> i32 {
        hi.wrapping_add(1)
    }
    unsafe extern "C" fn counting(user: *mut c_void, _lo: i32, hi: i32) -> i32 {
        // SAFETY: the tests pass a pointer to a live u32.
        unsafe { *(user as *mut u32) += 1 };
        hi
    }

    fn roller(f: unsafe extern "C" fn(*mut c_void, i32, i32) -> i32, user: *mut c_void) -> CRoller {
        CRoller { uniform: f, user }
    }

    #[test]
    fn lowering_matches_the_documented_calls() {
        let mut calls = 0u32;
        let mut r = roller(counting, (&mut calls as *mut u32).cast());
        assert_eq!(r.dice("d", 3, 6).unwrap(), 18);
        assert!(!r.chance("c", 3, 10).unwrap()); // hi = 9, not < 3
        assert_eq!(r.choose("w", &[1, 0, 2]).unwrap(), 2);
        assert_eq!(r.uniform("u", -3, 4).unwrap(), 4);
        assert!(!r.exceeds("x", 30, 1, 100).unwrap()); // 100 is not below 30
        assert_eq!(calls, 7);
        // Degenerate draws make no call (RULINGS G2).
        assert_eq!(r.uniform("u", 5, 5).unwrap(), 5);
        assert_eq!(r.dice("d", 4, 1).unwrap(), 4);
        assert!(r.chance("c", 10, 10).unwrap());
        assert_eq!(r.choose("w", &[0, 9]).unwrap(), 1);
        assert!(r.one_in("o", 1).unwrap());
        assert_eq!(calls, 7);
    }

    #[test]
    fn lowest_answers() {
        let mut r = roller(low, std::ptr::null_mut());
        assert_eq!(r.dice("d", 3, 6).unwrap(), 3);
        assert!(r.chance("c", 1, 10).unwrap());
        assert_eq!(r.choose("w", &[0, 2, 5]).unwrap(), 1);
    }

    #[test]
    fn out_of_range_answers_and_ranges_are_the_draws_errors() {
        let mut r = roller(above, std::ptr::null_mut());
        let e = r.uniform("u", 1, 6).unwrap_err();
        assert!(matches!(e, RollError::Source(ref f) if f.error == SourceError::OutOfRange { value: 7 }));
        assert_eq!(rr_status::from(e), rr_status::RR_RNG_OUT_OF_RANGE);
        let mut r = roller(low, std::ptr::null_mut());
        let e = r.uniform("u", 0, 1 << 40).unwrap_err();
        assert_eq!(rr_status::from(e), rr_status::RR_RNG_RANGE_UNSUPPORTED);
        assert!(r.chance("c", 1, 0).is_err());
    }
}
