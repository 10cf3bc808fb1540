//! Missiles: firing ammunition from a launcher, throwing an object, and one
//! missile against a monster (seed 003; RULINGS M1, M3, M6, M7, M9).

use super::blow::{attack, rr_ang_attack};
use super::codes::{AMMO, OBJECTS};
use super::inputs::{rr_ang_character, rr_ang_dice, rr_ang_monster};
use super::{LIMIT, within_limit};
use crate::boundary::{guard_or, produce, try_ref};
use crate::convert::{decode, flags};
use crate::random::{rr_random, with_roller};
use crate::status::rr_status;
use roguerules_dice::Roller;
use roguerules_melee::angband::{
    self as ang, Ammo, AngbandError, Character, Dice, Launch, Missile, MissileOutcome, MissileView, Monster,
    PreparedMissile, Slays, Thrown, Weight,
};

/// Ammunition for a launcher.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_ammo {
    /// `RR_ANG_AMMO_*`.
    pub kind: u32,
    /// Base damage dice.
    pub dice: rr_ang_dice,
    /// Magical to-hit.
    pub to_hit: i16,
    /// Magical to-dam.
    pub to_dam: i16,
    /// Weight in tenths of a pound.
    pub weight: u16,
    /// Slay bits.
    pub slays: u16,
}

/// An object thrown by hand.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_thrown {
    /// `RR_ANG_OBJECT_*` (for breakage).
    pub kind: u32,
    /// Base throwing damage (`0d0` for none).
    pub dice: rr_ang_dice,
    /// Magical to-hit (counts for the critical only, RULINGS M3, M6).
    pub to_hit: i16,
    /// Magical to-dam.
    pub to_dam: i16,
    /// Weight in tenths of a pound.
    pub weight: u16,
    /// Slay bits.
    pub slays: u16,
}

/// Missile launch: fired from a launcher (`rr_ang_missile.launch`).
pub const RR_ANG_LAUNCH_FIRE: u32 = 0;
/// Missile launch: thrown by hand.
pub const RR_ANG_LAUNCH_THROW: u32 = 1;

/// Everything a missile needs, computed once by `rr_ang_missile_fire` or
/// `rr_ang_missile_throw` (or filled in by the game).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_missile {
    /// Experience level, 1..=50.
    pub level: i32,
    /// The chance before the distance (RULINGS M3), -1000000..=1000000.
    pub skill: i32,
    /// The critical's bonus (RULINGS M6), -1000000..=1000000.
    pub crit_bonus: i32,
    /// The missile's dice.
    pub dice: rr_ang_dice,
    /// The missile's slay bits.
    pub slays: u16,
    /// The missile's weight in tenths of a pound.
    pub weight: u16,
    /// `RR_ANG_LAUNCH_*`.
    pub launch: u32,
    /// The launcher multiplier (fired only; 1..=100), Extra Might included.
    pub multiplier: i32,
    /// The to-dam added before the multiplier (fired: ammo + launcher; thrown:
    /// the object's), -1000000..=1000000.
    pub to_dam: i32,
}

impl From<&Missile> for rr_ang_missile {
    fn from(m: &Missile) -> rr_ang_missile {
        let (launch, multiplier, to_dam) = match m.launch {
            Launch::Fire { multiplier, to_dam } => (RR_ANG_LAUNCH_FIRE, multiplier, to_dam),
            Launch::Throw { to_dam } => (RR_ANG_LAUNCH_THROW, 1, to_dam),
        };
        rr_ang_missile {
            level: m.level.into(),
            skill: m.skill,
            crit_bonus: m.crit_bonus,
            dice: m.dice.into(),
            slays: m.slays.bits(),
            weight: m.weight.tenths(),
            launch,
            // 1..=100 (checked on the way in; the rules make at most 5).
            multiplier: i32::try_from(multiplier).unwrap_or(i32::MAX),
            to_dam,
        }
    }
}

/// An `rr_ang_missile` checked for what the missile's rules do not check
/// themselves (`CMissile::check`), read by them in place through
/// `MissileView`: nothing of it is built into a `Missile` first.
#[derive(Debug, Clone, Copy)]
pub(crate) struct CMissile<'a>(&'a rr_ang_missile);

impl<'a> CMissile<'a> {
    /// Checks, with one refusal, what the missile's rules do not: the level, the
    /// skill, the critical's bonus, the to-dam, the launch code and the slay
    /// bits. The dice and a fired missile's multiplier are left to the rules,
    /// which check them on every call (`MissileView`, `Missile::validate`):
    /// checked here too, they were checked twice.
    #[inline(always)]
    pub(crate) fn check(c: &'a rr_ang_missile) -> Result<CMissile<'a>, rr_status> {
        // The first four words (level, skill, critical bonus, and the dice
        // with the slay bits) as four lanes of one test: each lane masked,
        // offset and compared unsigned with its limit. Lane 0 is `level_ok`
        // and lanes 1 and 2 are `within_limit`, written as lanes so the four
        // compile to one vector compare (the tests check them against the
        // plain per-field rule).
        const MASK: [u32; 4] = [u32::MAX, u32::MAX, u32::MAX, !((Slays::all().bits() as u32) << 16 | 0xffff)];
        const BIAS: [u32; 4] = [u32::MAX, LIMIT as u32, LIMIT as u32, 0];
        const TOP: [u32; 4] = [49, 2 * LIMIT as u32, 2 * LIMIT as u32, 0];
        let [s0, s1] = c.slays.to_le_bytes();
        let lanes = [
            c.level as u32,
            c.skill as u32,
            c.crit_bonus as u32,
            u32::from_le_bytes([c.dice.count, c.dice.sides, s0, s1]),
        ];
        let mut ok = true;
        for i in 0..4 {
            ok &= (lanes[i] & MASK[i]).wrapping_add(BIAS[i]) <= TOP[i];
        }
        if !ok || !within_limit(c.to_dam) || c.launch > RR_ANG_LAUNCH_THROW {
            return Err(rr_status::RR_INVALID_ARGUMENT);
        }
        Ok(CMissile(c))
    }
}

impl MissileView for CMissile<'_> {
    #[inline(always)]
    fn level(&self) -> u8 {
        // 1..=50 (checked).
        self.0.level as u8
    }
    #[inline(always)]
    fn skill(&self) -> i32 {
        self.0.skill
    }
    #[inline(always)]
    fn crit_bonus(&self) -> i32 {
        self.0.crit_bonus
    }
    #[inline(always)]
    fn dice(&self) -> Dice {
        // Checked by the rules.
        Dice { count: self.0.dice.count, sides: self.0.dice.sides }
    }
    #[inline(always)]
    fn slays(&self) -> Slays {
        // Known bits only (checked).
        Slays::from_bits_retain(self.0.slays)
    }
    #[inline(always)]
    fn weight(&self) -> Weight {
        Weight::from_tenths(self.0.weight)
    }
    #[inline(always)]
    fn fired(&self) -> Option<i64> {
        // Fire or throw (checked); the multiplier is checked by the rules.
        (self.0.launch == RR_ANG_LAUNCH_FIRE).then_some(self.0.multiplier.into())
    }
    #[inline(always)]
    fn to_dam(&self) -> i32 {
        self.0.to_dam
    }
}

impl TryFrom<&rr_ang_missile> for Missile {
    type Error = rr_status;

    /// `CMissile::check`'s checks, then the missile read off its view (the
    /// dice and a fired missile's multiplier are the rules' to check, as for
    /// `rr_ang_missile_shoot`).
    fn try_from(c: &rr_ang_missile) -> Result<Missile, rr_status> {
        let m = CMissile::check(c)?;
        Ok(Missile {
            level: m.level(),
            skill: m.skill(),
            crit_bonus: m.crit_bonus(),
            dice: m.dice(),
            slays: m.slays(),
            weight: m.weight(),
            launch: match m.fired() {
                Some(multiplier) => Launch::Fire { multiplier, to_dam: m.to_dam() },
                None => Launch::Throw { to_dam: m.to_dam() },
            },
        })
    }
}

impl TryFrom<&rr_ang_ammo> for Ammo {
    type Error = rr_status;

    fn try_from(a: &rr_ang_ammo) -> Result<Ammo, rr_status> {
        Ok(Ammo {
            kind: decode(&AMMO, a.kind)?,
            dice: a.dice.try_into()?,
            to_hit: a.to_hit,
            to_dam: a.to_dam,
            weight: Weight::from_tenths(a.weight),
            slays: flags::<Slays>(a.slays)?,
        })
    }
}

impl TryFrom<&rr_ang_thrown> for Thrown {
    type Error = rr_status;

    fn try_from(o: &rr_ang_thrown) -> Result<Thrown, rr_status> {
        Ok(Thrown {
            kind: decode(&OBJECTS, o.kind)?,
            dice: o.dice.try_into()?,
            to_hit: o.to_hit,
            to_dam: o.to_dam,
            weight: Weight::from_tenths(o.weight),
            slays: flags::<Slays>(o.slays)?,
        })
    }
}

/// The missile profile of firing `ammo` from the character's launcher (seed 003;
/// RULINGS M3, M6, M7).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` when the character has no
/// launcher for this ammunition (throw it instead) or for invalid input (as
/// `rr_ang_melee_of`; an unknown ammunition kind or slay bits).
///
/// # Safety
///
/// `character` and `ammo` must be NULL or valid; `missile_out`, when not NULL,
/// must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_missile_fire(
    character: *const rr_ang_character,
    ammo: *const rr_ang_ammo,
    missile_out: *mut rr_ang_missile,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(missile_out, || {
            let (c, a) = (Character::try_from(try_ref(character)?)?, Ammo::try_from(try_ref(ammo)?)?);
            Ok((&Missile::fire(&c, &a)?).into())
        })
    }
}

/// The missile profile of throwing `object` by hand (seed 003; RULINGS M3, M6, M7).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for invalid input (as
/// `rr_ang_melee_of`; an unknown object kind or slay bits).
///
/// # Safety
///
/// `character` and `object` must be NULL or valid; `missile_out`, when not NULL,
/// must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_missile_throw(
    character: *const rr_ang_character,
    object: *const rr_ang_thrown,
    missile_out: *mut rr_ang_missile,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(missile_out, || {
            let (c, o) = (Character::try_from(try_ref(character)?)?, Thrown::try_from(try_ref(object)?)?);
            Ok((&Missile::throw(&c, &o)?).into())
        })
    }
}

/// One missile against a monster `distance` grid steps away (seed 003; RULINGS
/// M1, M3, M6, M7, M9). `rr_ang_missile_profile_shoot` is the same missile
/// from a profile checked once.
///
/// Callback span: at most `hi - lo` = max(4999, K - 1), K the skill after the
/// distance and visibility (the armour roll; at most 999999).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL or `random` names
/// no generator; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for an invalid
/// missile (an unknown launch, a multiplier outside 1..=100, a level outside
/// 1..=50, a number outside -1000000..=1000000, unknown bits), an invalid
/// monster, or `random` naming both generators; `RR_RNG_OUT_OF_RANGE` /
/// `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving or too narrow `rr_roller`.
///
/// # Safety
///
/// `missile` and `monster` must be NULL or valid; `random` must follow
/// `rr_random`'s rules; `attack_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_missile_shoot(
    random: rr_random,
    missile: *const rr_ang_missile,
    monster: *const rr_ang_monster,
    distance: u16,
    attack_out: *mut rr_ang_attack,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(attack_out, || one_shot(random, &CMissile::check(try_ref(missile)?)?, monster, distance)) }
}

/// A missile checked once, prepared (`PreparedMissile`: the critical's power
/// and cuts, the launch's multiplier and to-dam): make it with
/// `rr_ang_missile_profile_new` from an `rr_ang_missile`, shoot with
/// `rr_ang_missile_profile_shoot`, free it with `rr_ang_missile_profile_free`.
/// Immutable once made: it may be shared between threads for reading.
#[derive(Debug)]
pub struct rr_ang_missile_profile {
    missile: PreparedMissile,
}

/// Checks `missile` as `rr_ang_missile_shoot` does and writes a new
/// `rr_ang_missile_profile` holding it prepared to `*profile_out` (free it
/// with `rr_ang_missile_profile_free`). The profile is a copy: later changes
/// to `*missile` do not reach it.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for what
/// `rr_ang_missile_shoot` refuses in a missile (an unknown launch, dice with
/// no sides, a multiplier outside 1..=100, a level outside 1..=50, a number
/// outside -1000000..=1000000, unknown slay bits).
///
/// # Safety
///
/// `missile` must be NULL or valid; `profile_out`, when not NULL, must be
/// valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_missile_profile_new(
    missile: *const rr_ang_missile,
    profile_out: *mut *mut rr_ang_missile_profile,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(profile_out, || {
            let missile = Missile::try_from(try_ref(missile)?)?.prepare()?;
            Ok(Box::into_raw(Box::new(rr_ang_missile_profile { missile })))
        })
    }
}

/// Frees a profile made by `rr_ang_missile_profile_new`. Calling with NULL
/// does nothing.
///
/// # Safety
///
/// `profile` must be NULL or a pointer returned by
/// `rr_ang_missile_profile_new` that has not been freed yet; it must not be
/// used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_missile_profile_free(profile: *mut rr_ang_missile_profile) {
    guard_or((), || {
        if !profile.is_null() {
            // SAFETY: from `Box::into_raw` in `rr_ang_missile_profile_new`,
            // freed once (the caller's contract).
            drop(unsafe { Box::from_raw(profile) });
        }
    })
}

/// One missile, as `rr_ang_missile_shoot`, from a profile made by
/// `rr_ang_missile_profile_new` (checked when it was made, not again): the
/// same draws and outcome as `rr_ang_missile_shoot` with the `rr_ang_missile`
/// it was made from.
///
/// Callback span: as `rr_ang_missile_shoot`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL or `random` names
/// no generator; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for unknown
/// monster flag bits, a yes/no field of the monster other than 0 or 1, or
/// `random` naming both generators; `RR_RNG_OUT_OF_RANGE` /
/// `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving or too narrow `rr_roller`.
///
/// # Safety
///
/// `profile` must be NULL or a live profile from `rr_ang_missile_profile_new`;
/// `monster` NULL or valid; `random` must follow `rr_random`'s rules;
/// `attack_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_missile_profile_shoot(
    random: rr_random,
    profile: *const rr_ang_missile_profile,
    monster: *const rr_ang_monster,
    distance: u16,
    attack_out: *mut rr_ang_attack,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(attack_out, || one_shot(random, &try_ref(profile)?.missile, monster, distance)) }
}

/// A checked missile, as `rr_ang_missile_shoot` has it (a `CMissile`, read in
/// place, checked and prepared by the rule) or as `rr_ang_missile_profile_shoot` does (a
/// `PreparedMissile`): the one body `one_shot` shoots with either.
trait Shooter {
    /// The rule's missile (`ang::missile` or `PreparedMissile::shoot`).
    fn shoot_at<R: Roller + ?Sized>(
        &self,
        r: &mut R,
        monster: &Monster,
        distance: u16,
    ) -> Result<MissileOutcome, AngbandError>;
}

impl Shooter for CMissile<'_> {
    #[inline(always)]
    fn shoot_at<R: Roller + ?Sized>(
        &self,
        r: &mut R,
        monster: &Monster,
        distance: u16,
    ) -> Result<MissileOutcome, AngbandError> {
        ang::missile(r, self, monster, distance)
    }
}

impl Shooter for PreparedMissile {
    #[inline(always)]
    fn shoot_at<R: Roller + ?Sized>(
        &self,
        r: &mut R,
        monster: &Monster,
        distance: u16,
    ) -> Result<MissileOutcome, AngbandError> {
        self.shoot(r, monster, distance)
    }
}

/// The one body of `rr_ang_missile_shoot` and `rr_ang_missile_profile_shoot`
/// after the missile's check: the monster checked, the missile rolled, its
/// outcome converted.
///
/// # Safety
///
/// `monster` must be NULL or valid; `random` must follow `rr_random`'s rules.
#[inline(always)]
unsafe fn one_shot(
    random: rr_random,
    missile: &impl Shooter,
    monster: *const rr_ang_monster,
    distance: u16,
) -> Result<rr_ang_attack, rr_status> {
    // SAFETY: the same contract.
    unsafe {
        let mon = Monster::try_from(try_ref(monster)?)?;
        let o = with_roller!(random, |r| missile.shoot_at(r, &mon, distance))?;
        Ok(attack(o.hit, o.dice, o.multiplier, o.critical, o.damage))
    }
}
