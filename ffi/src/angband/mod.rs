//! Angband 2.7.9v6 melee and missiles from C (roguerules-melee `angband`, seed
//! 003; RULINGS M1-M9): blows per round, skills, the hit test, criticals, blow
//! and missile damage, breakage, and their exact odds.
//!
//! Stats cross in the game's encoding (3..=18, then `18/xx` as `18 + xx`, up to
//! 1017), weights in tenths of a pound, enums as `uint32_t` codes (`RR_ANG_*`),
//! flag sets as integers and yes/no as `uint8_t` 0 or 1; unknown codes and bits
//! and other yes/no values are `RR_INVALID_ARGUMENT`. Levels and damage are
//! `int32_t`.
//!
//! Modules: [`codes`] (the `RR_ANG_*` codes and bits), [`inputs`] (the
//! character, its equipment and the monster), [`profile`] (melee profile,
//! blows, skills, heavy weapons, shots), [`hit`] (hit test and criticals),
//! [`blow`] (blows and rounds), [`missile`] (firing, throwing, shooting),
//! [`odds`] (exact damage odds) and [`breakage`].

pub mod blow;
pub mod breakage;
pub mod codes;
pub mod hit;
pub mod inputs;
pub mod missile;
pub mod odds;
pub mod profile;

pub use blow::*;
pub use breakage::*;
pub use codes::*;
pub use hit::*;
pub use inputs::*;
pub use missile::*;
pub use odds::*;
pub use profile::*;

use crate::status::rr_status;

/// The range accepted for skills, bonuses and to-dam totals given directly.
const LIMIT: i32 = 1_000_000;

#[inline(always)]
fn limited(v: i32) -> Result<i32, rr_status> {
    if within_limit(v) { Ok(v) } else { Err(rr_status::RR_INVALID_ARGUMENT) }
}

/// `v` lies in `-LIMIT..=LIMIT`: a test without a branch, for checking several
/// numbers at once.
#[inline(always)]
fn within_limit(v: i32) -> bool {
    // `v + LIMIT` in 0..=2 * LIMIT, wrapping: one add and one compare.
    (v as u32).wrapping_add(LIMIT as u32) <= 2 * LIMIT as u32
}

/// A level 1..=50 from C.
#[inline(always)]
fn level(v: u8) -> Result<u8, rr_status> {
    if (1..=50).contains(&v) { Ok(v) } else { Err(rr_status::RR_INVALID_ARGUMENT) }
}

/// A level 1..=50 given as `int32_t`, as a test without a branch.
#[inline(always)]
fn level_ok(v: i32) -> bool {
    (v as u32).wrapping_sub(1) < 50
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::convert::encode;
    use roguerules_melee::angband::{
        Character, Class, Critical, Dice, Effects, HitRoll, LauncherKind, Melee, Missile, Monster, MonsterFlags,
        ObjectKind, Race, Slays, Stat, Thrown, Weapon, Weight,
    };

    #[test]
    fn limits_are_inclusive_and_wrap_nowhere() {
        for v in [-LIMIT, -1, 0, 1, LIMIT] {
            assert!(within_limit(v), "{v}");
        }
        for v in [i32::MIN, i32::MIN + 1, -LIMIT - 1, LIMIT + 1, i32::MAX - LIMIT, i32::MAX] {
            assert!(!within_limit(v), "{v}");
        }
        assert!((1..=50).all(level_ok));
        assert!(![i32::MIN, -1, 0, 51, i32::MAX].into_iter().any(level_ok));
    }

    /// A valid fired missile (1d9, x3), for the checks below.
    fn fired_arrow() -> rr_ang_missile {
        rr_ang_missile {
            level: 20,
            skill: 60,
            crit_bonus: 5,
            dice: rr_ang_dice { count: 1, sides: 9 },
            launch: RR_ANG_LAUNCH_FIRE,
            multiplier: 3,
            to_dam: 2,
            ..rr_ang_missile::default()
        }
    }

    #[test]
    fn a_missiles_dice_and_multiplier_are_checked_by_the_rule() {
        use crate::random::{rr_random_from_rng, rr_rng, rr_rng_free, rr_rng_new};
        use crate::status::rr_status;
        let mut rng: *mut rr_rng = std::ptr::null_mut();
        // SAFETY: a valid out-pointer.
        assert_eq!(unsafe { rr_rng_new(7, &mut rng) }, rr_status::RR_OK);
        let random = rr_random_from_rng(rng);
        let orc = rr_ang_monster { ac: 36, flags: RR_ANG_MONSTER_ORC, visible: 1, hp_known: 0, hp: 0 };
        let fired = fired_arrow();
        let shoot = |m: &rr_ang_missile| {
            let mut a = rr_ang_attack::default();
            // SAFETY: valid pointers; `random` names a live generator.
            unsafe { rr_ang_missile_shoot(random, m, &orc, 3, &mut a) }
        };
        assert_eq!(shoot(&fired), rr_status::RR_OK);
        for multiplier in [0, -1, 101, i32::MIN, i32::MAX] {
            assert_eq!(shoot(&rr_ang_missile { multiplier, ..fired }), rr_status::RR_INVALID_ARGUMENT, "{multiplier}");
        }
        assert_eq!(shoot(&rr_ang_missile { multiplier: 100, ..fired }), rr_status::RR_OK);
        let no_sides = rr_ang_dice { count: 2, sides: 0 };
        assert_eq!(shoot(&rr_ang_missile { dice: no_sides, ..fired }), rr_status::RR_INVALID_ARGUMENT);
        assert_eq!(shoot(&rr_ang_missile { dice: rr_ang_dice { count: 0, sides: 0 }, ..fired }), rr_status::RR_OK);
        // A thrown missile's multiplier is not read.
        let thrown = rr_ang_missile { launch: RR_ANG_LAUNCH_THROW, multiplier: 0, ..fired };
        assert_eq!(shoot(&thrown), rr_status::RR_OK);
        assert_eq!(shoot(&rr_ang_missile { dice: no_sides, ..thrown }), rr_status::RR_INVALID_ARGUMENT);
        // SAFETY: made above, freed once.
        unsafe { rr_rng_free(rng) };
    }

    /// A valid profile with a weapon (2d5, 15 lb), for the checks below.
    fn profile() -> rr_ang_melee {
        rr_ang_melee {
            level: 20,
            skill: 90,
            bonus: 10,
            to_dam: 3,
            has_weapon: 1,
            weapon_dice: rr_ang_dice { count: 2, sides: 5 },
            weapon_weight: 150,
            ..rr_ang_melee::default()
        }
    }

    #[test]
    fn a_profiles_dice_are_checked_only_with_a_weapon() {
        let m = profile();
        assert!(Melee::try_from(&m).is_ok());
        let no_sides = rr_ang_dice { count: 2, sides: 0 };
        assert_eq!(Melee::try_from(&rr_ang_melee { weapon_dice: no_sides, ..m }), Err(rr_status::RR_INVALID_ARGUMENT));
        let zero = rr_ang_dice { count: 0, sides: 0 };
        assert!(Melee::try_from(&rr_ang_melee { weapon_dice: zero, ..m }).is_ok());
        let bare = Melee::try_from(&rr_ang_melee { has_weapon: 0, weapon_dice: no_sides, ..m });
        assert_eq!(bare.map(|b| b.weapon), Ok(None));
        assert_eq!(Melee::try_from(&rr_ang_melee { has_weapon: 2, ..m }), Err(rr_status::RR_INVALID_ARGUMENT));
        for bad in [0, 51] {
            assert_eq!(Melee::try_from(&rr_ang_melee { level: bad, ..m }), Err(rr_status::RR_INVALID_ARGUMENT));
        }
        for bad in [-LIMIT - 1, LIMIT + 1] {
            assert_eq!(Melee::try_from(&rr_ang_melee { weapon_to_dam: bad, ..m }), Err(rr_status::RR_INVALID_ARGUMENT));
            assert_eq!(Melee::try_from(&rr_ang_melee { skill: bad, ..m }), Err(rr_status::RR_INVALID_ARGUMENT));
        }
    }

    #[test]
    fn the_weapon_flag_and_dice_are_checked_as_the_plain_rule_says() {
        let m = profile();
        for has_weapon in 0..=3u8 {
            for count in 0..=255u8 {
                for sides in [0u8, 1, 2, 255] {
                    let c = rr_ang_melee { has_weapon, weapon_dice: rr_ang_dice { count, sides }, ..m };
                    // A yes/no byte, and with a weapon dice with sides unless there are none.
                    let plain = has_weapon <= 1 && !(has_weapon == 1 && count > 0 && sides == 0);
                    assert_eq!(Melee::try_from(&c).is_ok(), plain, "{has_weapon} {count}d{sides}");
                }
            }
        }
    }

    #[test]
    fn a_monsters_word_is_checked_as_the_plain_rule_says() {
        let orc = rr_ang_monster { ac: 36, flags: RR_ANG_MONSTER_ORC, visible: 1, hp_known: 1, hp: 20 };
        let known = MonsterFlags::all().bits();
        let flag_words = (0..16).map(|b| 1u16 << b).chain([0, known, u16::MAX, known | 1 << 12]);
        for flags in flag_words {
            for visible in 0..=255u8 {
                for hp_known in [0u8, 1, 2, 128, 255] {
                    let m = rr_ang_monster { flags, visible, hp_known, ..orc };
                    let plain = flags & !known == 0 && visible <= 1 && hp_known <= 1;
                    let checked = Monster::try_from(&m);
                    assert_eq!(checked.is_ok(), plain, "{flags:#x} {visible} {hp_known}");
                    if let Ok(c) = checked {
                        assert_eq!(
                            c,
                            Monster {
                                ac: 36,
                                flags: MonsterFlags::from_bits_retain(flags),
                                visible: visible == 1,
                                hp: (hp_known == 1).then_some(20),
                            }
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_missiles_lanes_are_checked_as_the_plain_rule_says() {
        let fired = fired_arrow();
        let numbers = [i32::MIN, -LIMIT - 1, -LIMIT, -1, 0, 1, 50, 51, LIMIT, LIMIT + 1, i32::MAX];
        let known = Slays::all().bits();
        let mut cases = Vec::new();
        for v in numbers {
            cases.push(rr_ang_missile { level: v, ..fired });
            cases.push(rr_ang_missile { skill: v, ..fired });
            cases.push(rr_ang_missile { crit_bonus: v, ..fired });
            cases.push(rr_ang_missile { to_dam: v, ..fired });
        }
        for b in 0..16 {
            for dice in [rr_ang_dice { count: 0, sides: 0 }, rr_ang_dice { count: 255, sides: 255 }] {
                cases.push(rr_ang_missile { slays: 1 << b, dice, ..fired });
            }
        }
        cases.extend((0..4).map(|launch| rr_ang_missile { launch, ..fired }));
        cases.push(rr_ang_missile { slays: known, ..fired });
        for c in cases {
            let plain = (1..=50).contains(&c.level)
                && [c.skill, c.crit_bonus, c.to_dam].iter().all(|v| (-LIMIT..=LIMIT).contains(v))
                && c.launch <= RR_ANG_LAUNCH_THROW
                && c.slays & !known == 0;
            assert_eq!(missile::CMissile::check(&c).is_ok(), plain, "{c:?}");
        }
    }

    #[test]
    fn a_round_from_c_is_the_rust_round() {
        use crate::random::{rr_random_from_rng, rr_rng, rr_rng_free, rr_rng_new};
        use roguerules_melee::angband::melee_round;
        let m = rr_ang_melee { blows: rr_ang_blows { blows: 4, ..rr_ang_blows::default() }, ..profile() };
        let rust = Melee::try_from(&m).unwrap();
        for (hp_known, hp) in [(0, 0), (1, 0), (1, 9), (1, 25), (1, 1000)] {
            let orc = rr_ang_monster { ac: 36, flags: RR_ANG_MONSTER_ORC, visible: 1, hp_known, hp };
            let monster = Monster::try_from(&orc).unwrap();
            for seed in 0..100 {
                let want = melee_round(&mut roguerules_dice::Sampler::seed_from_u64(seed), &rust, &monster).unwrap();
                let mut rng: *mut rr_rng = std::ptr::null_mut();
                let mut round = Box::new(rr_ang_round {
                    len: 77,
                    damage: -1,
                    killed: 9,
                    blows: [rr_ang_attack { damage: -5, ..rr_ang_attack::default() }; RR_ANG_MAX_BLOWS],
                });
                // SAFETY: valid pointers; the generator is made and freed here.
                unsafe {
                    assert_eq!(rr_rng_new(seed, &mut rng), rr_status::RR_OK);
                    assert_eq!(rr_ang_melee_round(rr_random_from_rng(rng), &m, &orc, &mut *round), rr_status::RR_OK);
                    rr_rng_free(rng);
                }
                let len = want.blows.len();
                assert_eq!((round.len as usize, i64::from(round.damage)), (len, want.damage), "{hp} {seed}");
                assert_eq!(round.killed, u8::from(want.killed));
                for (c, b) in round.blows.iter().zip(&want.blows) {
                    assert_eq!(*c, blow::attack(b.hit, b.dice, b.multiplier, b.critical, b.damage));
                }
                // In place: the entries past `len` keep what the caller's struct held.
                assert!(round.blows[len..].iter().all(|c| c.damage == -5 && c.dice == 0));
            }
        }
    }

    #[test]
    fn a_profile_is_checked_once_when_made() {
        use std::ptr::{null, null_mut};
        let m = profile();
        let orc = rr_ang_monster { ac: 36, flags: RR_ANG_MONSTER_ORC, visible: 1, hp_known: 0, hp: 0 };
        let mut p: *mut rr_ang_profile = null_mut();
        let bad = rr_ang_melee { has_weapon: 2, ..m };
        let no_sides = rr_ang_melee { weapon_dice: rr_ang_dice { count: 2, sides: 0 }, ..m };
        // SAFETY: valid or NULL pointers throughout; the profile is freed once.
        unsafe {
            assert_eq!(rr_ang_profile_new(&bad, &mut p), rr_status::RR_INVALID_ARGUMENT);
            assert_eq!(rr_ang_profile_new(&no_sides, &mut p), rr_status::RR_INVALID_ARGUMENT);
            assert_eq!(rr_ang_profile_new(null(), &mut p), rr_status::RR_NULL_ARGUMENT);
            assert!(p.is_null(), "left alone on failure");
            assert_eq!(rr_ang_profile_new(&m, null_mut()), rr_status::RR_NULL_ARGUMENT);
            assert_eq!(rr_ang_profile_new(&m, &mut p), rr_status::RR_OK);
            let mut a = rr_ang_attack::default();
            let random = crate::random::rr_random { rng: null_mut(), roller: null() };
            assert_eq!(rr_ang_profile_blow(random, p, &orc, &mut a), rr_status::RR_NULL_ARGUMENT);
            let rng = crate::random::rr_random_from_rng({
                let mut r = null_mut();
                assert_eq!(crate::random::rr_rng_new(3, &mut r), rr_status::RR_OK);
                r
            });
            assert_eq!(rr_ang_profile_blow(rng, null(), &orc, &mut a), rr_status::RR_NULL_ARGUMENT);
            assert_eq!(rr_ang_profile_blow(rng, p, null(), &mut a), rr_status::RR_NULL_ARGUMENT);
            let odd = rr_ang_monster { visible: 2, ..orc };
            assert_eq!(rr_ang_profile_blow(rng, p, &odd, &mut a), rr_status::RR_INVALID_ARGUMENT);
            assert_eq!(rr_ang_profile_blow(rng, p, &orc, &mut a), rr_status::RR_OK);
            rr_ang_profile_free(p);
            rr_ang_profile_free(null_mut());
            crate::random::rr_rng_free(rng.rng);
        }
    }

    #[test]
    fn codes_and_bits_follow_the_rust_types() {
        assert_eq!(encode(&CLASSES, &Class::Paladin), RR_ANG_CLASS_PALADIN);
        assert_eq!(encode(&RACES, &Race::HighElf), RR_ANG_RACE_HIGH_ELF);
        assert_eq!(encode(&LAUNCHERS, &LauncherKind::HeavyCrossbow), RR_ANG_LAUNCHER_HEAVY_CROSSBOW);
        assert_eq!(encode(&OBJECTS, &ObjectKind::Other), RR_ANG_OBJECT_OTHER);
        let hits = [HitRoll::AutoHit, HitRoll::AutoMiss, HitRoll::NoSkill, HitRoll::Armour, HitRoll::Skill];
        assert_eq!(hits.map(|h| encode(&HIT_ROLLS, &h)), [0, 1, 2, 3, 4]);
        assert_eq!(hits.map(hit_code), [0, 1, 2, 3, 4]);
        assert_eq!(HIT_ROLLS.map(hit_code), [0, 1, 2, 3, 4]);
        assert_eq!(encode(&HIT_ROLLS, &HitRoll::Skill), RR_ANG_HIT_SKILL);
        assert_eq!(crit_code(None), RR_ANG_CRIT_NONE);
        for (i, c) in Critical::ALL.into_iter().enumerate() {
            assert_eq!(crit_code(Some(c)), i as u32 + 1, "{c:?}");
        }
        assert_eq!(crit_code(Some(Critical::StarSuperb)), RR_ANG_CRIT_STAR_SUPERB);
        // Angband 2.7.9v6's own words (defines.h): a Westernesse-style blade
        // (TR1_SLAY_ORC | TR1_SLAY_TROLL | TR1_SLAY_GIANT | TR1_STR) and a
        // flame tongue (TR1_BRAND_FIRE); an orc (RF3_ORC | RF3_EVIL) with
        // RF3_HURT_LITE, which a blow does not read.
        assert_eq!(rr_ang_slays_of_tr1(0x0070_0001), RR_ANG_SLAY_ORC | RR_ANG_SLAY_TROLL | RR_ANG_SLAY_GIANT);
        assert_eq!(rr_ang_slays_of_tr1(0x4000_0000), RR_ANG_BRAND_FIRE);
        assert_eq!(rr_ang_slays_of_tr1(0xffff_ffff), Slays::all().bits());
        assert_eq!(rr_ang_slays_of_tr1(0x0000_ffff), 0);
        assert_eq!(rr_ang_monster_flags_of_rf3(0x0000_1041), RR_ANG_MONSTER_ORC | RR_ANG_MONSTER_EVIL);
        assert_eq!(rr_ang_monster_flags_of_rf3(0xffff_ffff), MonsterFlags::all().bits());
        assert_eq!(rr_ang_monster_flags_of_rf3(0x0000_ff00), 0);
        assert_eq!(Effects::all().bits(), RR_ANG_BLESSED | RR_ANG_HERO | RR_ANG_BERSERK);
        assert_eq!(Slays::SLAY_UNDEAD.bits(), RR_ANG_SLAY_UNDEAD);
        assert_eq!(Slays::KILL_DRAGON.bits(), RR_ANG_KILL_DRAGON);
        assert_eq!(Slays::all().bits(), (RR_ANG_SLAY_UNDEAD << 1) - 1);
        assert_eq!(MonsterFlags::ORC.bits(), RR_ANG_MONSTER_ORC);
        assert_eq!(MonsterFlags::all().bits(), (RR_ANG_MONSTER_IM_ELEC << 1) - 1);
        for (i, c) in Class::ALL.iter().enumerate() {
            assert_eq!(*c as usize, i);
        }
    }

    #[test]
    fn profiles_round_trip_through_c() {
        let mut c = Character::new(Class::Warrior, Stat::from_game(118).unwrap(), Stat::from_game(68).unwrap());
        c.level = 20;
        c.weapon = Some(Weapon {
            dice: Dice::new(2, 5).unwrap(),
            to_hit: 3,
            to_dam: 4,
            weight: Weight::from_tenths(150),
            ..Weapon::default()
        });
        let m = Melee::of(&c).unwrap();
        assert_eq!(Melee::try_from(&rr_ang_melee::from(&m)), Ok(m));
        let throw = Missile::throw(
            &c,
            &Thrown {
                kind: ObjectKind::Other,
                dice: Dice::new(1, 4).unwrap(),
                to_hit: 0,
                to_dam: 0,
                weight: Weight::from_tenths(12),
                slays: Slays::empty(),
            },
        )
        .unwrap();
        assert_eq!(Missile::try_from(&rr_ang_missile::from(&throw)), Ok(throw));
    }
}
