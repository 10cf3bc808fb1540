//! Traps the player sets and the monsters that enter them: power and its exact
//! distribution, avoidance, disarming, wariness, criticals, effects and
//! destruction (seed 004, "Player Trap Effects"; RULINGS T1, T4, G1, G3).

use super::codes::*;
use crate::boundary::{pmf_entry, produce, try_ref};
use crate::convert::{decode, encode, flag, in_range, rr_fraction, rr_value_probability, to_i32, yes_no};
use crate::random::{rr_random, with_roller};
use crate::status::rr_status;
use roguerules_traps::{self as traps, MonsterEffect, MonsterTrapOutcome, Setter};

/// The monster entering a player's trap (seed 004, "Player Trap Effects").
/// Yes/no fields are 1 or 0.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_trap_monster {
    /// Its level, 0..=127.
    pub level: i32,
    /// `RR_MOBILITY_*`.
    pub mobility: u32,
    /// Intelligent: may disarm traps.
    pub smart: u8,
    /// Stupid: never becomes wary.
    pub stupid: u8,
    /// Currently wary of traps.
    pub wary: u8,
    /// Can be confused at all.
    pub can_be_confused: u8,
    /// Already confused.
    pub confused: u8,
    /// The reading (`RR_READING_*`): 0, the seed; `RR_READING_OANGBAND_1_1_0`,
    /// the released game's `apply_monster_trap` draw for draw (then
    /// `RR_MOBILITY_GHOST` passes walls without flying). Any other code is
    /// `RR_INVALID_ARGUMENT`.
    pub reading: u32,
}

impl TryFrom<&rr_trap_monster> for traps::Monster {
    type Error = rr_status;

    fn try_from(m: &rr_trap_monster) -> Result<traps::Monster, rr_status> {
        Ok(traps::Monster {
            level: monster_level(m.level)?,
            mobility: decode(&MOBILITIES, m.mobility)?,
            smart: yes_no(m.smart)?,
            stupid: yes_no(m.stupid)?,
            wary: yes_no(m.wary)?,
            can_be_confused: yes_no(m.can_be_confused)?,
            confused: yes_no(m.confused)?,
            reading: crate::reading::reading(m.reading)?,
        })
    }
}

/// The player who set the trap.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_trap_setter {
    /// Character level, 1..=100.
    pub level: i32,
    /// Disarming skill, 0..=1000.
    pub disarm_skill: i32,
}

impl From<&rr_trap_setter> for Setter {
    /// The rules check the ranges.
    fn from(s: &rr_trap_setter) -> Setter {
        Setter { level: s.level.into(), disarm_skill: s.disarm_skill.into() }
    }
}

/// A monster level 0..=127.
fn monster_level(level: i32) -> Result<i64, rr_status> {
    in_range(level.into(), 0, traps::MAX_LEVEL)
}

/// Monster effect kind: `amount` damage to the monster (`rr_monster_effect.kind`).
pub const RR_MONSTER_EFFECT_DAMAGE: u32 = 0;
/// Monster effect kind: a ball of `element`, `radius`, `amount` damage, centred on the trap.
pub const RR_MONSTER_EFFECT_BALL: u32 = 1;
/// Monster effect kind: confused for `amount` (more) turns.
pub const RR_MONSTER_EFFECT_CONFUSED: u32 = 2;
/// Monster effect kind: the confusion trap did nothing.
pub const RR_MONSTER_EFFECT_NOT_CONFUSED: u32 = 3;
/// Monster effect kind: teleported `amount` squares.
pub const RR_MONSTER_EFFECT_TELEPORT: u32 = 4;
/// Monster effect kind: held in stasis for `amount` turns.
pub const RR_MONSTER_EFFECT_STASIS: u32 = 5;
/// Monster effect kind (Oangband 1.1.0 reading): `amount` dispel damage
/// (`GF_DISP_ALL`) to every monster in line of sight of the trap.
pub const RR_MONSTER_EFFECT_DISPEL: u32 = 6;

/// One thing a player's trap does to the monster (or around it).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_monster_effect {
    /// `RR_MONSTER_EFFECT_*`.
    pub kind: u32,
    /// `RR_ELEMENT_*` of a ball; else 0.
    pub element: u32,
    /// Oangband 1.1.0's `GF_*` code of a ball's element (`GF_ELEC` for a
    /// lightning trap); else 0.
    pub gf: u32,
    /// Damage, ball damage, turns, or squares.
    pub amount: i32,
    /// A ball's radius; else 0.
    pub radius: i32,
}

/// The most effects of one player trap.
pub const RR_MONSTER_TRAP_MAX_EFFECTS: usize = 8;

/// What a player's trap does: `len` effects in order.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_monster_effects {
    /// How many entries of `effects` are used.
    pub len: u32,
    /// The effects, in order.
    pub effects: [rr_monster_effect; RR_MONSTER_TRAP_MAX_EFFECTS],
}

/// One effect in C form (`to_i32`'s `RR_OVERFLOW` for a number outside
/// `int32_t`).
#[inline(always)]
fn monster_effect_to_c(e: &MonsterEffect) -> Result<rr_monster_effect, rr_status> {
    let (kind, element, gf, amount, radius) = match *e {
        MonsterEffect::Damage { amount } => (RR_MONSTER_EFFECT_DAMAGE, 0, 0, amount, 0),
        MonsterEffect::Ball { element, radius, damage } => {
            (RR_MONSTER_EFFECT_BALL, encode(&ELEMENTS, &element), super::effects::gf(element), damage, radius)
        }
        MonsterEffect::Confused { turns } => (RR_MONSTER_EFFECT_CONFUSED, 0, 0, turns, 0),
        MonsterEffect::NotConfused => (RR_MONSTER_EFFECT_NOT_CONFUSED, 0, 0, 0, 0),
        MonsterEffect::Teleport { distance } => (RR_MONSTER_EFFECT_TELEPORT, 0, 0, distance, 0),
        MonsterEffect::Stasis { turns } => (RR_MONSTER_EFFECT_STASIS, 0, 0, turns, 0),
        MonsterEffect::Dispel { damage } => {
            (RR_MONSTER_EFFECT_DISPEL, 0, u32::from(roguerules_vocab::Gf::DispAll.code()), damage, 0)
        }
    };
    Ok(rr_monster_effect { kind, element, gf, amount: to_i32(amount)?, radius: to_i32(radius)? })
}

/// The effects of a player trap as the rule gives them
/// (`traps::trap_effect_into`): each converted once, as it happens, into a
/// `rr_monster_effects` (its unused entries zero), so no list is built. The
/// first effect that does not fit (a number outside `int32_t`, or more than
/// `RR_MONSTER_TRAP_MAX_EFFECTS` of them) is the status of [`Self::finish`].
struct CMonsterEffects {
    effects: rr_monster_effects,
    failed: Option<rr_status>,
}

impl CMonsterEffects {
    fn new() -> CMonsterEffects {
        CMonsterEffects { effects: rr_monster_effects::default(), failed: None }
    }

    /// The effects pushed, or the status of the first that did not fit.
    fn finish(self) -> Result<rr_monster_effects, rr_status> {
        match self.failed {
            Some(status) => Err(status),
            None => Ok(self.effects),
        }
    }
}

impl CMonsterEffects {
    /// One effect, converted into the next entry.
    #[inline]
    fn push(&mut self, effect: MonsterEffect) {
        if self.failed.is_some() {
            return;
        }
        let len = self.effects.len as usize;
        match (monster_effect_to_c(&effect), self.effects.effects.get_mut(len)) {
            (Ok(c), Some(slot)) => {
                *slot = c;
                self.effects.len += 1;
            }
            (Err(status), _) => self.failed = Some(status),
            (Ok(_), None) => self.failed = Some(rr_status::RR_OVERFLOW),
        }
    }
}

/// Result: the monster flew over or passed through the trap
/// (`rr_monster_trap_outcome.result`).
pub const RR_MONSTER_TRAP_IGNORED: u32 = 0;
/// Result: an intelligent monster disarmed it.
pub const RR_MONSTER_TRAP_DISARMED: u32 = 1;
/// Result: a wary monster avoided it this time.
pub const RR_MONSTER_TRAP_AVOIDED: u32 = 2;
/// Result: the trap went off (`power`, `critical`, `effects`, `destroyed` are set).
pub const RR_MONSTER_TRAP_TRIGGERED: u32 = 3;

/// The result of a monster entering a player's trap.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_monster_trap_outcome {
    /// `RR_MONSTER_TRAP_*`.
    pub result: u32,
    /// The trap's power after the wary reduction or the critical (triggered only).
    pub power: i32,
    /// 1 when it scored a critical (triggered only); else 0.
    pub critical: u8,
    /// 1 when the trap is destroyed (triggered only); else 0.
    pub destroyed: u8,
    /// What it did (triggered only; else `len` 0).
    pub effects: rr_monster_effects,
}

impl rr_monster_trap_outcome {
    /// The outcome in C form, with `effects` as its effects (those of a
    /// triggered trap; ignored otherwise, where they are none).
    fn of(o: &MonsterTrapOutcome, effects: rr_monster_effects) -> Result<rr_monster_trap_outcome, rr_status> {
        let result = |result| rr_monster_trap_outcome { result, ..Default::default() };
        Ok(match o {
            MonsterTrapOutcome::Ignored => result(RR_MONSTER_TRAP_IGNORED),
            MonsterTrapOutcome::Disarmed => result(RR_MONSTER_TRAP_DISARMED),
            MonsterTrapOutcome::Avoided => result(RR_MONSTER_TRAP_AVOIDED),
            MonsterTrapOutcome::Triggered { power, critical, destroyed, .. } => rr_monster_trap_outcome {
                result: RR_MONSTER_TRAP_TRIGGERED,
                power: to_i32(*power)?,
                critical: flag(*critical),
                destroyed: flag(*destroyed),
                effects,
            },
        })
    }
}

/// A monster's disarming skill, `40 + 2 × level` capped at 215, for a monster
/// level 0..=127 (seed 004).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `skill_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for a level out of range.
///
/// # Safety
///
/// `skill_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_monster_disarm_skill(monster_level: i32, skill_out: *mut i32) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(skill_out, || to_i32(traps::monster_disarm_skill(self::monster_level(monster_level)?))) }
}

/// A character level 1..=100.
fn character_level(level: i32) -> Result<i64, rr_status> {
    in_range(level.into(), 1, 100)
}

/// A player trap's base power for a character level 1..=100: `L + L*L/25`
/// (RULINGS T4, G1).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `power_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for a level out of range.
///
/// # Safety
///
/// `power_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_player_trap_base_power(level: i32, power_out: *mut i32) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(power_out, || to_i32(traps::base_power(character_level(level)?))) }
}

/// Rolls a player trap's power for a character level 1..=100: `b/2 + 3 + 1d(b)`
/// with `b` the base power (RULINGS T4).
///
/// Callback span: at most `hi - lo` = b - 1, 499 at level 100.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `power_out` is NULL or `random` names
/// no generator; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for a level out
/// of range or `random` naming both generators; `RR_RNG_OUT_OF_RANGE` /
/// `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving `rr_roller`.
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `power_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_player_trap_power(random: rr_random, level: i32, power_out: *mut i32) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(power_out, || {
            let level = character_level(level)?;
            to_i32(with_roller!(random, |r| traps::trap_power(r, level))?)
        })
    }
}

/// The exact distribution of `rr_player_trap_power` at a character level
/// 1..=100, by increasing power. Length protocol as `rr_dice_pmf`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `len_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for a level out of range or
/// an impossible `len`; `RR_BUFFER_TOO_SMALL`.
///
/// # Safety
///
/// `buf`, when not NULL, must be valid for `len` writes; `len_out`, when not
/// NULL, for one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_player_trap_power_distribution(
    level: i32,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { pmf_entry(buf, len, len_out, || Ok(traps::power_distribution(character_level(level)?)?)) }
}

/// The exact average player trap power at a character level 1..=100 (the seed's
/// table; RULINGS T1, T4).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `mean_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for a level out of range.
///
/// # Safety
///
/// `mean_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_player_trap_average_power(level: i32, mean_out: *mut rr_fraction) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(mean_out, || rr_fraction::from_big(&traps::average_power(character_level(level)?)?)) }
}

/// The chance that a player trap of `kind` (`RR_PLAYER_TRAP_*`) affects a
/// monster of `mobility` (`RR_MOBILITY_*`): the seed's avoidance table.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `chance_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for an unknown kind or
/// mobility.
///
/// # Safety
///
/// `chance_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_player_trap_affect_chance(
    kind: u32,
    mobility: u32,
    chance_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(chance_out, || {
            let (num, den) = decode(&SEED_PLAYER_TRAPS, kind)?.affect_chance(decode(&MOBILITIES, mobility)?);
            rr_fraction::from_parts(num, den)
        })
    }
}

/// The chance that a player trap of `kind` is destroyed after going off (the
/// seed's "Dest Chance").
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `chance_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for an unknown kind.
///
/// # Safety
///
/// `chance_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_player_trap_destruction_chance(kind: u32, chance_out: *mut rr_fraction) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(chance_out, || {
            let (num, den) = decode(&SEED_PLAYER_TRAPS, kind)?.destruction_chance();
            rr_fraction::from_parts(num, den)
        })
    }
}

/// The exact chance that an intelligent monster of level 0..=127 disarms a trap
/// set by a player of disarming skill 0..=1000, once the trap would affect it:
/// `P(1d(monster skill) > disarming skill - 15)` (seed 004).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `chance_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for a level or skill out of
/// range.
///
/// # Safety
///
/// `chance_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_monster_disarm_chance(
    monster_level: i32,
    disarm_skill: i32,
    chance_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(chance_out, || rr_fraction::from_big(&traps::disarm_chance(monster_level.into(), disarm_skill.into())?))
    }
}

/// The exact chance that a wary monster avoids the trap this time:
/// `P(1d(monster skill) > (disarming skill - 15) / 2)` (seed 004; RULINGS G1).
/// Ranges as `rr_monster_disarm_chance`.
///
/// Returns as `rr_monster_disarm_chance`.
///
/// # Safety
///
/// `chance_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_monster_wary_avoid_chance(
    monster_level: i32,
    disarm_skill: i32,
    chance_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(chance_out, || {
            rr_fraction::from_big(&traps::wary_avoid_chance(monster_level.into(), disarm_skill.into())?)
        })
    }
}

/// The exact chance that a player trap scores a critical on a monster that is
/// not wary: `P(1d(disarming skill) > monster level + 50)` (seed 004). Ranges as
/// `rr_monster_disarm_chance`.
///
/// Returns as `rr_monster_disarm_chance`.
///
/// # Safety
///
/// `chance_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_player_trap_critical_chance(
    monster_level: i32,
    disarm_skill: i32,
    chance_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(chance_out, || {
            rr_fraction::from_big(&traps::critical_chance(monster_level.into(), disarm_skill.into())?)
        })
    }
}

/// The exact odds of the four results of `rr_monster_enters_trap`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct rr_monster_trap_odds {
    /// The probability of each result, indexed by `RR_MONSTER_TRAP_*`.
    pub probability: [rr_fraction; 4],
}

/// The exact odds that a monster entering a player's trap of `kind` ignores,
/// disarms, avoids or triggers it (seed 004), without enumerating the power and
/// effect rolls. Arguments as `rr_monster_enters_trap`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for an unknown kind or
/// mobility, a yes/no field other than 0 or 1, or a level or skill out of
/// range.
///
/// # Safety
///
/// `monster` and `setter` must be NULL or valid; `odds_out`, when not NULL, must
/// be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_monster_trap_result_odds(
    kind: u32,
    monster: *const rr_trap_monster,
    setter: *const rr_trap_setter,
    odds_out: *mut rr_monster_trap_odds,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(odds_out, || {
            let (monster, setter) = (traps::Monster::try_from(try_ref(monster)?)?, Setter::from(try_ref(setter)?));
            let odds = traps::result_odds(decode(&PLAYER_TRAPS, kind)?, &monster, &setter)?;
            let p = [&odds.ignored, &odds.disarmed, &odds.avoided, &odds.triggered];
            Ok(rr_monster_trap_odds {
                probability: [
                    rr_fraction::from_big(p[0])?,
                    rr_fraction::from_big(p[1])?,
                    rr_fraction::from_big(p[2])?,
                    rr_fraction::from_big(p[3])?,
                ],
            })
        })
    }
}

/// A monster enters a square holding a player's trap of `kind`: avoidance,
/// disarming by intelligent monsters, wary avoidance, the trap's power (wary
/// reduction or critical), its effects and its destruction (seed 004; RULINGS
/// G3, T4).
///
/// Callback span: at most `hi - lo` = max(999, 3 * power / 2 - 1) with power
/// at most 1129 (level 100): 1692 (the confusion trap's roll; the critical asks
/// (1, disarm_skill), at most (1, 1000)).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL or `random` names
/// no generator; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for an unknown
/// kind or mobility, a yes/no field other than 0 or 1, a level or skill out of
/// range, or `random` naming both generators; `RR_RNG_OUT_OF_RANGE` /
/// `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving `rr_roller`.
///
/// # Safety
///
/// `monster` and `setter` must be NULL or valid; `random` must follow
/// `rr_random`'s rules; `outcome_out`, when not NULL, must be valid for one
/// write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_monster_enters_trap(
    random: rr_random,
    kind: u32,
    monster: *const rr_trap_monster,
    setter: *const rr_trap_setter,
    outcome_out: *mut rr_monster_trap_outcome,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(outcome_out, || {
            let (monster, setter) = (traps::Monster::try_from(try_ref(monster)?)?, Setter::from(try_ref(setter)?));
            let kind = decode(&PLAYER_TRAPS, kind)?;
            let mut effects = CMonsterEffects::new();
            let outcome =
                with_roller!(random, |r| traps::monster_enters_trap_into(r, kind, &monster, &setter, |e| effects
                    .push(e)))?;
            rr_monster_trap_outcome::of(&outcome, effects.finish()?)
        })
    }
}

/// The effects of a player trap of `kind` going off with power `power`
/// (0..=1000000) on `monster` (seed 004, "Player Trap Effects" 1]-10]).
///
/// Callback span: at most `hi - lo` = max(99, 3 * power / 2 - 1) (the
/// confusion trap's roll), 1499999 at the largest power.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL or `random` names
/// no generator; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for an unknown
/// kind, a power or level out of range, an invalid monster, or `random` naming
/// both generators; `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` for a
/// misbehaving `rr_roller`.
///
/// # Safety
///
/// `monster` must be NULL or valid; `random` must follow `rr_random`'s rules;
/// `effects_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_player_trap_effect(
    random: rr_random,
    kind: u32,
    power: i32,
    monster: *const rr_trap_monster,
    effects_out: *mut rr_monster_effects,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(effects_out, || {
            let monster = traps::Monster::try_from(try_ref(monster)?)?;
            let (kind, power) = (decode(&PLAYER_TRAPS, kind)?, in_range(power.into(), 0, 1_000_000)?);
            let mut effects = CMonsterEffects::new();
            with_roller!(random, |r| traps::trap_effect_into(r, kind, power, &monster, |e| effects.push(e)))?;
            effects.finish()
        })
    }
}

/// Whether a monster hurt by a trap becomes wary: never when `stupid` (1),
/// always below half its maximum hit points, else one time in four (seed 004).
/// `hp` and `max_hp` in -1000000000..=1000000000. Writes 1 (wary) or 0.
///
/// Callback span: at most `hi - lo` = 3 (one in four).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `wary_out` is NULL or `random` names
/// no generator; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for hit points
/// out of range, `stupid` other than 0 or 1, or `random` naming both
/// generators; `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` for a
/// misbehaving `rr_roller`.
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `wary_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_monster_becomes_wary(
    random: rr_random,
    stupid: u8,
    hp: i32,
    max_hp: i32,
    wary_out: *mut u8,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(wary_out, || {
            let stupid = yes_no(stupid)?;
            let hp = in_range(hp.into(), -1_000_000_000, 1_000_000_000)?;
            let max_hp = in_range(max_hp.into(), -1_000_000_000, 1_000_000_000)?;
            Ok(flag(with_roller!(random, |r| traps::becomes_wary(r, stupid, hp, max_hp))?))
        })
    }
}

/// Whether a wary monster loses its wariness on a turn it can see the player:
/// one time in four (seed 004). Writes 1 (lost) or 0.
///
/// Callback span: at most `hi - lo` = 3 (one in four).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `lost_out` is NULL or `random` names
/// no generator; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` if `random`
/// names both generators; `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED`
/// for a misbehaving `rr_roller`.
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `lost_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_monster_loses_wariness(random: rr_random, lost_out: *mut u8) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(lost_out, || Ok(flag(with_roller!(random, |r| traps::loses_wariness(r))?))) }
}
