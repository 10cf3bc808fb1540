//! Melee blows and rounds (seed 003; RULINGS M1, M6, M7, M9).

use super::codes::{crit_code, hit_code};
use super::inputs::rr_ang_monster;
use super::profile::{CMelee, rr_ang_melee};
use crate::boundary::{guard_or, produce, produce_in_place, try_ref};
use crate::convert::{bounded_i32, flag};
use crate::random::{rr_random, with_roller};
use crate::status::rr_status;
use roguerules_dice::Roller;
use roguerules_melee::angband::{
    self as ang, AngbandError, BlowOutcome, Critical, HitRoll, Melee, Monster, PreparedBlow,
};

/// One melee blow or missile, step by step.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_attack {
    /// The hit test's `RR_ANG_HIT_*` code.
    pub roll: u32,
    /// 1 when it hit; 0 when it missed.
    pub hit: u8,
    /// The damage dice rolled: for a blow 0 on a miss and 1 bare-handed; a
    /// missile rolls them at launch, before its hit test, so a miss shows them
    /// too (as the game rolls them).
    pub dice: i32,
    /// The slay or brand multiplier used (1 if none).
    pub multiplier: i32,
    /// The critical's `RR_ANG_CRIT_*` code.
    pub critical: u32,
    /// The damage done (0 on a miss; never negative).
    pub damage: i32,
}

/// One blow or missile for C.
///
/// No number is checked to fit `int32_t`: for input the conversions accepted,
/// each is bounded well inside it. The dice are at most 255d255 (65,025); a
/// blow's multiplier at most 5, so before the to-dams at most 65,025 x 5 x
/// 7 / 2 + 25 (a *SUPERB* hit), and each to-dam is within 1,000,000; a
/// missile's `(dice + to-dam) x launcher (at most 100) x slay (at most 5)`,
/// then x 3 + 15 at most (its best critical), stays within 1,597,537,515 of
/// 0; the damage is never negative.
#[inline(always)]
pub(crate) fn attack(
    hit: HitRoll,
    dice: i64,
    multiplier: i64,
    critical: Option<Critical>,
    damage: i64,
) -> rr_ang_attack {
    rr_ang_attack {
        roll: hit_code(hit),
        hit: flag(hit.hit()),
        dice: bounded_i32(dice),
        multiplier: bounded_i32(multiplier),
        critical: crit_code(critical),
        damage: bounded_i32(damage),
    }
}

/// The checked melee profile and monster of a blow or round.
///
/// # Safety
///
/// `melee` and `monster` must be NULL or valid.
#[inline(always)]
pub(crate) unsafe fn melee_and_monster(
    melee: *const rr_ang_melee,
    monster: *const rr_ang_monster,
) -> Result<(Melee, Monster), rr_status> {
    // SAFETY: the same contract.
    unsafe { Ok((Melee::try_from(try_ref(melee)?)?, Monster::try_from(try_ref(monster)?)?)) }
}

/// One melee blow against a monster (seed 003; RULINGS M1, M6, M7, M9): the hit
/// test, then on a hit the damage dice, slay multiplier, critical and to-dam.
/// `rr_ang_profile_blow` is the same blow from a profile checked once.
///
/// Callback span: at most `hi - lo` = max(4999, K - 1), K the
/// visibility-modified skill (the armour roll; at most 999999); the other
/// draws ask at most (0, 99), (1, 255) and (1, 650).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL or `random` names
/// no generator; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for unknown flag
/// bits, a yes/no field other than 0 or 1, dice with no sides, a level outside
/// 1..=50, a number outside -1000000..=1000000, or `random` naming both
/// generators; `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` for a
/// misbehaving or too narrow `rr_roller`.
///
/// # Safety
///
/// `melee` and `monster` must be NULL or valid; `random` must follow
/// `rr_random`'s rules; `blow_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_blow(
    random: rr_random,
    melee: *const rr_ang_melee,
    monster: *const rr_ang_monster,
    blow_out: *mut rr_ang_attack,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(blow_out, || one_blow(random, &CMelee::check(try_ref(melee)?)?, monster)) }
}

/// A melee profile checked once, with its blow prepared (`PreparedBlow`: the
/// critical's power and cuts, the to-dams summed): make it with
/// `rr_ang_profile_new` from an `rr_ang_melee`, strike with
/// `rr_ang_profile_blow`, free it with `rr_ang_profile_free`. Immutable once
/// made: it may be shared between threads for reading.
#[derive(Debug)]
pub struct rr_ang_profile {
    blow: PreparedBlow,
}

/// Checks `melee` as `rr_ang_blow` does and writes a new `rr_ang_profile`
/// holding its prepared blow to `*profile_out` (free it with
/// `rr_ang_profile_free`). The profile is a copy: later changes to `*melee` do
/// not reach it.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for what `rr_ang_blow`
/// refuses in a profile (unknown slay bits, `has_weapon` other than 0 or 1,
/// a weapon's dice with no sides, a level outside 1..=50, a number outside
/// -1000000..=1000000).
///
/// # Safety
///
/// `melee` must be NULL or valid; `profile_out`, when not NULL, must be valid
/// for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_profile_new(
    melee: *const rr_ang_melee,
    profile_out: *mut *mut rr_ang_profile,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(profile_out, || {
            let blow = Melee::try_from(try_ref(melee)?)?.prepare();
            Ok(Box::into_raw(Box::new(rr_ang_profile { blow })))
        })
    }
}

/// Frees a profile made by `rr_ang_profile_new`. Calling with NULL does
/// nothing.
///
/// # Safety
///
/// `profile` must be NULL or a pointer returned by `rr_ang_profile_new` that
/// has not been freed yet; it must not be used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_profile_free(profile: *mut rr_ang_profile) {
    guard_or((), || {
        if !profile.is_null() {
            // SAFETY: from `Box::into_raw` in `rr_ang_profile_new`, freed once
            // (the caller's contract).
            drop(unsafe { Box::from_raw(profile) });
        }
    })
}

/// One melee blow, as `rr_ang_blow`, from a profile made by
/// `rr_ang_profile_new` (checked when it was made, not again): the same draws
/// and outcome as `rr_ang_blow` with the `rr_ang_melee` it was made from.
///
/// Callback span: as `rr_ang_blow`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL or `random` names
/// no generator; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for unknown
/// monster flag bits, a yes/no field of the monster other than 0 or 1, or
/// `random` naming both generators; `RR_RNG_OUT_OF_RANGE` /
/// `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving or too narrow `rr_roller`.
///
/// # Safety
///
/// `profile` must be NULL or a live profile from `rr_ang_profile_new`;
/// `monster` NULL or valid; `random` must follow `rr_random`'s rules;
/// `blow_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_profile_blow(
    random: rr_random,
    profile: *const rr_ang_profile,
    monster: *const rr_ang_monster,
    blow_out: *mut rr_ang_attack,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(blow_out, || one_blow(random, &try_ref(profile)?.blow, monster)) }
}

/// A checked profile, as `rr_ang_blow` has it (a `CMelee`, read in place,
/// prepared by the rule on a hit) or as `rr_ang_profile_blow` does (a `PreparedBlow`): the one
/// body `one_blow` strikes with either.
trait Striker {
    /// The rule's blow (`ang::blow` or `PreparedBlow::blow`).
    fn strike_blow<R: Roller + ?Sized>(&self, r: &mut R, monster: &Monster) -> Result<BlowOutcome, AngbandError>;
}

impl Striker for CMelee<'_> {
    #[inline(always)]
    fn strike_blow<R: Roller + ?Sized>(&self, r: &mut R, monster: &Monster) -> Result<BlowOutcome, AngbandError> {
        ang::blow(r, self, monster)
    }
}

impl Striker for PreparedBlow {
    #[inline(always)]
    fn strike_blow<R: Roller + ?Sized>(&self, r: &mut R, monster: &Monster) -> Result<BlowOutcome, AngbandError> {
        self.blow(r, monster)
    }
}

/// The one body of `rr_ang_blow` and `rr_ang_profile_blow` after the profile's
/// check: the monster checked, the blow rolled, its outcome converted.
///
/// # Safety
///
/// `monster` must be NULL or valid; `random` must follow `rr_random`'s rules.
#[inline(always)]
unsafe fn one_blow(
    random: rr_random,
    profile: &impl Striker,
    monster: *const rr_ang_monster,
) -> Result<rr_ang_attack, rr_status> {
    // SAFETY: the same contract.
    unsafe {
        let mon = Monster::try_from(try_ref(monster)?)?;
        let b = with_roller!(random, |r| profile.strike_blow(r, &mon))?;
        Ok(attack(b.hit, b.dice, b.multiplier, b.critical, b.damage))
    }
}

/// The most blows in one round (255 blows of a `uint8_t`).
pub const RR_ANG_MAX_BLOWS: usize = 255;

/// A melee round: `len` blows in order, the total damage, and whether the
/// monster (with known hit points) was killed, which ends the round early.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct rr_ang_round {
    /// How many entries of `blows` are used (only those are written: the
    /// entries past `len` keep what the caller's struct held).
    pub len: u32,
    /// The total damage.
    pub damage: i32,
    /// 1 when the monster died; else 0.
    pub killed: u8,
    /// The blows, in order.
    pub blows: [rr_ang_attack; RR_ANG_MAX_BLOWS],
}

/// A round's blows written straight into the caller's `rr_ang_round.blows` as
/// the rule strikes them (no list, no copy; `ang::melee_round_into`).
struct CBlows {
    /// The caller's `blows` array (`RR_ANG_MAX_BLOWS` entries).
    blows: *mut rr_ang_attack,
    len: usize,
    overflow: bool,
}

impl CBlows {
    /// One blow, written into the next entry.
    #[inline(always)]
    fn push(&mut self, b: BlowOutcome) {
        if self.len < RR_ANG_MAX_BLOWS {
            // SAFETY: `blows` is the caller's array of `RR_ANG_MAX_BLOWS`
            // entries, valid for writes (`rr_ang_melee_round`'s contract),
            // and `len` is inside it.
            unsafe { self.blows.add(self.len).write(attack(b.hit, b.dice, b.multiplier, b.critical, b.damage)) };
            self.len += 1;
        } else {
            self.overflow = true; // never: blows are a `uint8_t`
        }
    }
}

/// A melee round against a monster: the character's blows until they run out or
/// the monster (with known hit points) dies (seed 003).
///
/// Callback span: at most `hi - lo` = max(4999, K - 1), as `rr_ang_blow`.
///
/// Returns as `rr_ang_blow`.
///
/// The blows are written into `round_out->blows` as they are struck, `len`,
/// `damage` and `killed` last, on success only. After a failure other than
/// `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` `*round_out` is left as
/// it was (the input is checked before the first draw); after one of those (a
/// misbehaving `rr_roller`, the only failure once a blow is rolled) its
/// `len`, `damage` and `killed` are left as they were, but the entries of
/// `blows` before the blow that failed may have been written.
///
/// # Safety
///
/// As `rr_ang_blow`; `round_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_melee_round(
    random: rr_random,
    melee: *const rr_ang_melee,
    monster: *const rr_ang_monster,
    round_out: *mut rr_ang_round,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce_in_place(round_out, |out| {
            let (m, mon) = melee_and_monster(melee, monster)?;
            let p = out.as_ptr();
            // SAFETY: `p` is valid for a write of the struct (checked by
            // `Out::new`; writable is the caller's contract): the field's
            // address stays inside it.
            let blows = std::ptr::addr_of_mut!((*p).blows).cast::<rr_ang_attack>();
            let mut sink = CBlows { blows, len: 0, overflow: false };
            let round = with_roller!(random, |r| ang::melee_round_into(r, &m, &mon, |b| sink.push(b)))?;
            if sink.overflow {
                return Err(rr_status::RR_OVERFLOW); // never: blows are a `uint8_t`
            }
            // At most 255 blows of at most 65,025 x 5 x 7 / 2 + 25 each plus
            // two to-dams within 1,000,000 (see `attack`): within 800,180,310.
            // SAFETY: as above; plain integer fields, written without reading
            // them.
            std::ptr::addr_of_mut!((*p).len).write(sink.len as u32); // len <= 255
            std::ptr::addr_of_mut!((*p).damage).write(bounded_i32(round.damage));
            std::ptr::addr_of_mut!((*p).killed).write(flag(round.killed));
            Ok(())
        })
    }
}
