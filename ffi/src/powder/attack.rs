//! One POWDER attack from C: the to-hit part (hitroll, forced misses and hits,
//! modifier, AC roll, critical threat, avoidance) and the damage (seed 001).

use super::codes::*;
use super::input::{rr_powder_attack_input, with_attack_input};
use crate::boundary::{produce, produce_in_place};
use crate::convert::{encode, flag, to_i32};
use crate::random::{rr_random, with_roller};
use crate::status::rr_status;
use roguerules_melee::powder::{self, AttackOutcome, ForcedHit, ForcedMiss, HitResult, ToHit, TypeDamage};

/// The to-hit part of an attack, step by step (seed 001). Fields after
/// `forced_miss` are 0 on a forced miss (nothing else is rolled).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_powder_hit {
    /// How it ended: `RR_POWDER_RESULT_*`.
    pub result: u32,
    /// The hitroll, 1..=20.
    pub hit_roll: i32,
    /// `RR_POWDER_FORCED_MISS_*`.
    pub forced_miss: u32,
    /// `RR_POWDER_FORCED_HIT_*`.
    pub forced_hit: u32,
    /// The maximum bonus the modifier was rolled against.
    pub max_bonus: i32,
    /// The modifier: the best bonus roll plus the situational adjustments.
    pub modifier: i32,
    /// The attack roll: hitroll + modifier - 10.
    pub attack_roll: i32,
    /// The body part struck (`RR_POWDER_PART_*`).
    pub part: u32,
    /// The AC roll.
    pub ac_roll: i32,
    /// 1 when the attack hit (before avoidance); else 0.
    pub hit: u8,
    /// 1 when a critical threat was rolled (a hitroll of 20 that hit); else 0.
    pub threatened: u8,
    /// The threat roll, 1..=20 (0 without a threat).
    pub threat_roll: i32,
    /// 1 when the threat raised the multiplier; else 0.
    pub critical: u8,
    /// `RR_POWDER_AVOIDED_*`.
    pub avoided_by: u32,
    /// The multiplier after the critical threat (1, or 2 for a charge, +1).
    pub multiplier: u32,
}

impl TryFrom<&ToHit> for rr_powder_hit {
    type Error = rr_status;

    #[inline(always)]
    fn try_from(t: &ToHit) -> Result<rr_powder_hit, rr_status> {
        let result = match t.result() {
            HitResult::ForcedMiss => RR_POWDER_RESULT_FORCED_MISS,
            HitResult::Miss => RR_POWDER_RESULT_MISS,
            HitResult::Avoided => RR_POWDER_RESULT_AVOIDED,
            HitResult::Hit { .. } => RR_POWDER_RESULT_HIT,
        };
        Ok(rr_powder_hit {
            result,
            hit_roll: to_i32(t.hit_roll)?,
            forced_miss: match t.forced_miss {
                None => RR_POWDER_FORCED_MISS_NONE,
                Some(ForcedMiss::OffBalance) => RR_POWDER_FORCED_MISS_OFF_BALANCE,
                Some(ForcedMiss::NaturalOne) => RR_POWDER_FORCED_MISS_NATURAL_ONE,
            },
            forced_hit: match t.forced_hit {
                None => RR_POWDER_FORCED_HIT_NONE,
                Some(ForcedHit::NaturalTwenty) => RR_POWDER_FORCED_HIT_NATURAL_TWENTY,
                Some(ForcedHit::TrueAim) => RR_POWDER_FORCED_HIT_TRUE_AIM,
            },
            max_bonus: to_i32(t.modifier.as_ref().map_or(0, |m| m.max_bonus))?,
            modifier: to_i32(t.modifier.as_ref().map_or(0, |m| m.total))?,
            attack_roll: to_i32(t.attack_roll.unwrap_or(0))?,
            part: t.ac.as_ref().map_or(0, |ac| encode(&PARTS, &ac.part)),
            ac_roll: to_i32(t.ac.as_ref().map_or(0, |ac| ac.total))?,
            hit: flag(t.hit),
            threatened: flag(t.threat.is_some()),
            threat_roll: to_i32(t.threat.as_ref().map_or(0, |th| th.roll))?,
            critical: flag(t.threat.as_ref().is_some_and(|th| th.raised)),
            avoided_by: t.avoided_by.map_or(RR_POWDER_AVOIDED_NONE, |a| encode(&AVOIDANCES, &a) + 1),
            multiplier: t.multiplier,
        })
    }
}

/// One damage type's damage (seed 001, "Damage Calculation").
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_powder_type_damage {
    /// `RR_POWDER_DAMAGE_*`.
    pub damage_type: u32,
    /// 1 when the defender resists it (the multiplier was set to 0); else 0.
    pub resisted: u8,
    /// The multiplier for this type.
    pub multiplier: u32,
    /// What the multiplied dice rolled.
    pub rolled: i32,
    /// The enchant bonus (the kept enchant roll; 0 without enchantment).
    pub enchant_bonus: i32,
    /// The damage dealt: above 0, less the damage reduction but at least 1.
    pub damage: i32,
}

/// A whole attack: the to-hit part and, when the hit landed, the damage.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct rr_powder_outcome {
    /// Everything up to avoidance.
    pub to_hit: rr_powder_hit,
    /// 1 when the hit landed and damage was rolled; else 0 (and the fields
    /// below are 0).
    pub landed: u8,
    /// The damage reduction subtracted from every type (W5).
    pub reduction: i32,
    /// How many entries of `types` are used (the weapon's damage types).
    pub types_len: u32,
    /// Each damage type, in the weapon's order.
    pub types: [rr_powder_type_damage; RR_POWDER_MAX_DAMAGE_TYPES],
    /// The total damage.
    pub damage: i32,
}

impl Default for rr_powder_outcome {
    /// Every field 0, written as one block (the derived `Default` wrote the
    /// 16 damage entries field by field: about 16 ns a call, as long as a
    /// tenth of the attack itself).
    #[inline]
    fn default() -> rr_powder_outcome {
        // SAFETY: every field is an integer (or an array of structs of
        // integers), for which zero bits are valid; `the_zero_outcome_is_the_default`
        // checks it is the field-by-field default.
        unsafe { std::mem::zeroed() }
    }
}

/// The numbers of a damage type all fit `int32_t`.
#[inline(always)]
fn type_fits(t: &TypeDamage) -> bool {
    [t.rolled, t.enchant_bonus, t.damage].iter().all(|&v| i32::try_from(v).is_ok())
}

/// One damage type in C, its numbers checked by [`type_fits`].
#[inline(always)]
fn type_to_c(t: &TypeDamage) -> rr_powder_type_damage {
    // `as`: each number fits (`type_fits`, checked before any write).
    rr_powder_type_damage {
        damage_type: encode(&DAMAGE_TYPES, &t.damage_type),
        resisted: flag(t.resisted),
        multiplier: t.multiplier,
        rolled: t.rolled as i32,
        enchant_bonus: t.enchant_bonus as i32,
        damage: t.damage as i32,
    }
}

impl rr_powder_outcome {
    /// Writes `o` into `*p` in place, field by field (the outcome is about
    /// 450 bytes: built on the stack and copied out, the copies cost about
    /// 140 instructions a call). Every number is checked to fit first, so
    /// nothing is written on failure; the damage entries past `types_len`
    /// are written 0, as before.
    ///
    /// # Safety
    ///
    /// `p` must be valid for one write of `rr_powder_outcome`.
    #[inline(always)]
    unsafe fn write_in_place(p: *mut rr_powder_outcome, o: &AttackOutcome) -> Result<(), rr_status> {
        let to_hit = rr_powder_hit::try_from(&o.to_hit)?;
        let (landed, reduction, total, types) = match &o.damage {
            Some(d) => {
                if d.types.len() > RR_POWDER_MAX_DAMAGE_TYPES || !d.types.iter().all(type_fits) {
                    return Err(rr_status::RR_OVERFLOW); // more than 16 types: never, the input holds at most 16
                }
                (1, to_i32(d.reduction.after)?, to_i32(d.total)?, d.types.as_slice())
            }
            None => (0, 0, 0, &[][..]),
        };
        // SAFETY: `p` is valid for one write (the function's contract); each
        // write is one of its fields or one entry of its array (`types.len()`
        // <= the array's length, checked above).
        unsafe {
            std::ptr::addr_of_mut!((*p).to_hit).write(to_hit);
            std::ptr::addr_of_mut!((*p).landed).write(landed);
            std::ptr::addr_of_mut!((*p).reduction).write(reduction);
            std::ptr::addr_of_mut!((*p).types_len).write(types.len() as u32); // <= 16
            let entries = std::ptr::addr_of_mut!((*p).types).cast::<rr_powder_type_damage>();
            for (i, t) in types.iter().enumerate() {
                entries.add(i).write(type_to_c(t));
            }
            // Zero bits are the default entry (integer fields only).
            entries.add(types.len()).write_bytes(0, RR_POWDER_MAX_DAMAGE_TYPES - types.len());
            std::ptr::addr_of_mut!((*p).damage).write(total);
        }
        Ok(())
    }
}

impl TryFrom<&AttackOutcome> for rr_powder_outcome {
    type Error = rr_status;

    #[inline]
    fn try_from(o: &AttackOutcome) -> Result<rr_powder_outcome, rr_status> {
        let mut c = std::mem::MaybeUninit::<rr_powder_outcome>::uninit();
        // SAFETY: a local valid for one write; on success every field was
        // written (`write_in_place` writes each field, padding aside).
        unsafe {
            rr_powder_outcome::write_in_place(c.as_mut_ptr(), o)?;
            Ok(c.assume_init())
        }
    }
}

/// The to-hit part of POWDER's attack procedure (seed 001): the hitroll,
/// forced miss (W1) and forced hit, the modifier (W2), the AC roll (W3, W4),
/// the hit test, the critical threat on a 20, and avoidance.
///
/// Callback span: at most `hi - lo` = max(99, M - 1, A - 1) with M the
/// maximum bonus (level + natural bonus + enchantments + skill level: at most
/// 6003, or 7003 for a wand, which counts both levels) and A the largest AC
/// rolled from (a piece's AC + skill, or the natural AC; at most 1010): 7002
/// at the limits, 99 for ordinary attacks (the body part is a percentage).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL (a list pointer
/// with a positive length included) or `random` names no generator;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for an unknown code or bit, a
/// yes/no field other than 0 or 1, a number or list length out of its bounds,
/// armour on a slot the defender lacks, dice outside the dice crate's bounds,
/// or `random` naming both generators; `RR_RNG_OUT_OF_RANGE` /
/// `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving or too narrow `rr_roller`.
///
/// # Safety
///
/// `input` must be NULL or valid (its lists valid for their lengths); `random`
/// must follow `rr_random`'s rules; `to_hit_out`, when not NULL, must be valid
/// for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_powder_to_hit(
    random: rr_random,
    input: *const rr_powder_attack_input,
    to_hit_out: *mut rr_powder_hit,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(to_hit_out, || {
            with_attack_input(input, |input, buffers| {
                let mut to_hit = with_roller!(random, |r| powder::to_hit_with(r, input, buffers))?;
                let c = rr_powder_hit::try_from(&to_hit);
                buffers.recycle_to_hit(&mut to_hit);
                c
            })
        })
    }
}

/// One whole attack by POWDER's procedure (seed 001): `rr_powder_to_hit`, then,
/// when the hit landed, the damage reduction (W5) and each damage type's damage
/// (resistances, vulnerabilities, multiplied dice, the enchant bonus W6, the
/// minimum damage). Draws in the order of `powder::attack` (RULINGS G3).
///
/// Callback span: at most `hi - lo` = max(99, M - 1, A - 1, R, S - 1,
/// E * m - 1): M and A as `rr_powder_to_hit`, R = AC roll - 10 (the damage
/// reduction, at most about 2700), S the largest sides of the damage dice, E
/// the summed enchantments (at most 4000) and m a damage type's multiplier.
///
/// Returns as `rr_powder_to_hit`; also `RR_RULE_ERROR` when multiplied dice
/// pass the dice crate's bounds.
///
/// # Safety
///
/// As `rr_powder_to_hit`; `attack_out`, when not NULL, must be valid for one
/// write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_powder_attack(
    random: rr_random,
    input: *const rr_powder_attack_input,
    attack_out: *mut rr_powder_outcome,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce_in_place(attack_out, |out| {
            with_attack_input(input, |input, buffers| {
                with_roller!(random, |r| {
                    let mut result = powder::attack_with(r, input, buffers);
                    match &mut result {
                        Ok(o) => {
                            // `out` was checked by `Out::new`; writable is the
                            // entry point's contract (the `unsafe` block above).
                            let written = rr_powder_outcome::write_in_place(out.as_ptr(), o);
                            buffers.recycle(o);
                            written
                        }
                        Err(_) => result.map(drop).map_err(rr_status::from),
                    }
                })
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_outcome_that_does_not_fit_writes_nothing() {
        use roguerules_melee::powder::{AttackInput, DamageDice, DamageType, Weapon};
        let input = AttackInput {
            weapon: Weapon {
                damage: vec![DamageDice::new(DamageType::Physical, "1d8".parse().unwrap())],
                ..Weapon::default()
            },
            ..AttackInput::default()
        };
        let mut s = roguerules_dice::Sampler::seed_from_u64(3);
        let landed = (0..1000)
            .map(|_| powder::attack(&mut s, &input).unwrap())
            .find(|o| o.damage.is_some())
            .expect("a hit in 1000 attacks");
        let ok = rr_powder_outcome::try_from(&landed).unwrap();
        assert_eq!((ok.landed, ok.types_len, ok.types[0].damage_type), (1, 1, RR_POWDER_DAMAGE_PHYSICAL));
        assert!(ok.types[1..].iter().all(|t| *t == rr_powder_type_damage::default()));
        let mut big = landed.clone();
        big.damage.as_mut().unwrap().types[0].rolled = i64::from(i32::MAX) + 1;
        let mut out = rr_powder_outcome { damage: 77, ..rr_powder_outcome::default() };
        // SAFETY: a local valid for one write.
        assert_eq!(unsafe { rr_powder_outcome::write_in_place(&mut out, &big) }, Err(rr_status::RR_OVERFLOW));
        assert_eq!(out, rr_powder_outcome { damage: 77, ..rr_powder_outcome::default() });
    }

    /// The charge of seed 001 in C, its lists in `enchantments` and `damage`.
    fn charge(enchantments: &[i32], damage: &[crate::powder::rr_powder_damage]) -> rr_powder_attack_input {
        use crate::powder::{rr_powder_armour, rr_powder_attacker, rr_powder_defender, rr_powder_weapon};
        let none = rr_powder_armour::default();
        rr_powder_attack_input {
            kind: RR_POWDER_KIND_MELEE,
            charge: 1,
            relative_size: RR_POWDER_SIZE_SMALLER,
            target_unseen: 0,
            natural_enemy: 0,
            material_vulnerabilities: 0,
            attacker: rr_powder_attacker {
                physical_level: 8,
                magical_level: 5,
                avatar: 1,
                skill_attack_type: 1,
                skill_size_or_ranged: 1,
                ..rr_powder_attacker::default()
            },
            weapon: rr_powder_weapon {
                natural_bonus: 0,
                enchantments: enchantments.as_ptr(),
                enchantments_len: enchantments.len(),
                damage: damage.as_ptr(),
                damage_len: damage.len(),
            },
            defender: rr_powder_defender {
                monster: 1,
                slots: RR_POWDER_SLOTS_ALL,
                head: none,
                neck: none,
                body: none,
                feet: none,
                shield: rr_powder_armour { worn: 1, ac: 3, skill: 1 },
                natural_ac: 8,
                resistances: 0,
                vulnerabilities: std::ptr::null(),
                vulnerabilities_len: 0,
                defences: RR_POWDER_DODGE | RR_POWDER_PARRY,
                moved_last_turn: 0,
                immobile: 0,
                in_tree: 0,
            },
        }
    }

    /// What a callback attacking from inside another attack needs.
    struct Nested {
        answers: roguerules_dice::Sampler,
        rng: *mut crate::random::rr_rng,
        input: *const rr_powder_attack_input,
        inner: Vec<(rr_status, rr_powder_outcome)>,
    }

    /// Makes an attack with the built-in generator (while the outer call
    /// holds the thread's buffers), then answers from its own sampler.
    unsafe extern "C" fn nested(user: *mut std::ffi::c_void, lo: i32, hi: i32) -> i32 {
        use roguerules_dice::Roller;
        // SAFETY: the test passes a live `Nested`.
        let n = unsafe { &mut *user.cast::<Nested>() };
        let mut out = rr_powder_outcome::default();
        let random = rr_random { rng: n.rng, roller: std::ptr::null() };
        // SAFETY: valid pointers (the test's input and generator).
        let st = unsafe { rr_powder_attack(random, n.input, &mut out) };
        n.inner.push((st, out));
        n.answers.uniform("answer", lo.into(), hi.into()).unwrap() as i32
    }

    /// A call made from a callback while the outer call holds the thread's
    /// buffers gets its own: both give what they give alone.
    #[test]
    fn an_attack_from_inside_a_callback_gives_what_it_gives_alone() {
        use crate::powder::{RR_POWDER_DAMAGE_FIRE, RR_POWDER_DAMAGE_PHYSICAL, rr_powder_damage};
        use crate::random::{rr_rng, rr_rng_free, rr_rng_new, rr_roller};
        let enchantments = [2];
        let damage = [
            rr_powder_damage { damage_type: RR_POWDER_DAMAGE_PHYSICAL, count: 1, sides: 8, plus: 0 },
            rr_powder_damage { damage_type: RR_POWDER_DAMAGE_FIRE, count: 1, sides: 3, plus: 0 },
        ];
        let input = charge(&enchantments, &damage);
        let new_rng = || {
            let mut rng: *mut rr_rng = std::ptr::null_mut();
            // SAFETY: a valid out-pointer.
            assert_eq!(unsafe { rr_rng_new(9, &mut rng) }, rr_status::RR_OK);
            rng
        };
        for seed in 0..20 {
            let mut n = Nested {
                answers: roguerules_dice::Sampler::seed_from_u64(seed),
                rng: new_rng(),
                input: &input,
                inner: Vec::new(),
            };
            let roller = rr_roller { uniform: Some(nested), user: (&mut n as *mut Nested).cast() };
            let mut outer = rr_powder_outcome::default();
            let via = rr_random { rng: std::ptr::null_mut(), roller: &roller };
            // SAFETY: valid pointers; `n` outlives the call.
            assert_eq!(unsafe { rr_powder_attack(via, &input, &mut outer) }, rr_status::RR_OK);
            // Alone: the same answers without nesting, and the inner attacks in a row.
            let mut s = roguerules_dice::Sampler::seed_from_u64(seed);
            let alone = powder::attack(&mut s, &rust_charge()).unwrap();
            let want = rr_powder_outcome::try_from(&alone).unwrap();
            assert_eq!(outer, want, "seed {seed}");
            let rng = new_rng();
            for (i, got) in n.inner.iter().enumerate() {
                let mut out = rr_powder_outcome::default();
                let random = rr_random { rng, roller: std::ptr::null() };
                // SAFETY: valid pointers.
                let st = unsafe { rr_powder_attack(random, &input, &mut out) };
                assert_eq!(*got, (st, out), "seed {seed}, inner attack {i}");
            }
            assert!(!n.inner.is_empty());
            // SAFETY: made above, freed once each.
            unsafe {
                rr_rng_free(rng);
                rr_rng_free(n.rng);
            }
        }
    }

    /// The thread's kept input is written over by every call: each call's
    /// damage types are its own entries converted afresh, whatever the calls
    /// before had (a refused entry among them too).
    #[test]
    fn each_call_converts_its_own_damage_entries() {
        use crate::powder::input::with_attack_input;
        use crate::powder::{RR_POWDER_DAMAGE_FIRE, RR_POWDER_DAMAGE_PHYSICAL, rr_powder_damage};
        use roguerules_melee::powder::DamageDice;
        let entry = |damage_type, count, sides, plus| rr_powder_damage { damage_type, count, sides, plus };
        let a = entry(RR_POWDER_DAMAGE_PHYSICAL, 1, 8, 0);
        let b = entry(RR_POWDER_DAMAGE_FIRE, 1, 3, 0);
        let c = entry(RR_POWDER_DAMAGE_FIRE, 2, 4, -1);
        let constant = entry(RR_POWDER_DAMAGE_PHYSICAL, 0, 0, 5);
        let bad = entry(99, 1, 6, 0);
        let lists: [&[rr_powder_damage]; 9] =
            [&[a, b], &[a, c], &[c, a, b], &[b, bad, a], &[a], &[], &[b, b, a], &[constant, a], &[a, b]];
        for list in lists {
            let input = charge(&[2], list);
            let want: Result<Vec<DamageDice>, rr_status> = list.iter().map(DamageDice::try_from).collect();
            // SAFETY: `input` and its lists are live for the call.
            let got = unsafe { with_attack_input(&input, |i, _| Ok(i.weapon.damage.clone())) };
            assert_eq!(got, want, "{list:?}");
        }
        assert_eq!(DamageDice::try_from(&c).unwrap().dice.to_string(), "2d4-1");
    }

    /// The Rust input of `charge`.
    fn rust_charge() -> powder::AttackInput {
        use powder::{
            ArmourPiece, AttackInput, Attacker, AttackerSkill, DamageDice, DamageType, Defences, Defender,
            RelativeSize, Weapon,
        };
        AttackInput {
            charge: true,
            relative_size: RelativeSize::Smaller,
            attacker: Attacker {
                physical_level: 8,
                magical_level: 5,
                skill: AttackerSkill::Avatar { attack_type: true, size_or_ranged: true, special: false },
                ..Attacker::default()
            },
            weapon: Weapon {
                enchantments: vec![2],
                damage: vec![
                    DamageDice::new(DamageType::Physical, "1d8".parse().unwrap()),
                    DamageDice::new(DamageType::Fire, "1d3".parse().unwrap()),
                ],
                ..Weapon::default()
            },
            defender: Defender {
                monster: true,
                natural_ac: 8,
                shield: Some(ArmourPiece { ac: 3, skill: 1 }),
                defences: Defences::DODGE | Defences::PARRY,
                ..Defender::default()
            },
            ..powder::AttackInput::default()
        }
    }

    #[test]
    fn the_zero_outcome_is_the_default() {
        let fields = rr_powder_outcome {
            to_hit: rr_powder_hit::default(),
            landed: 0,
            reduction: 0,
            types_len: 0,
            types: [rr_powder_type_damage::default(); RR_POWDER_MAX_DAMAGE_TYPES],
            damage: 0,
        };
        assert_eq!(rr_powder_outcome::default(), fields);
    }

    #[test]
    fn the_zero_entry_is_the_default() {
        // SAFETY: every field is an integer, for which zero bits are valid.
        let zeroed: rr_powder_type_damage = unsafe { std::mem::zeroed() };
        assert_eq!(zeroed, rr_powder_type_damage::default());
    }
}
