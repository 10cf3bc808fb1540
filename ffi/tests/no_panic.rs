//! Arbitrary field values in every input struct never make an entry point
//! panic (which the boundary would report as `RR_PANIC`): they give `RR_OK` or a
//! documented error status. Run in debug builds, where arithmetic overflow
//! panics, so an unchecked overflow shows up here.

use proptest::prelude::*;
use roguerules::melee::*;
use roguerules::traps::*;
use roguerules::{rr_random, rr_rng, rr_rng_free, rr_rng_new, rr_status};

fn rng() -> *mut rr_rng {
    let mut p = std::ptr::null_mut();
    // SAFETY: a valid out-pointer.
    assert_eq!(unsafe { rr_rng_new(3, &mut p) }, rr_status::RR_OK);
    p
}

fn character() -> impl Strategy<Value = rr_ang_character> {
    (
        (0u32..8, 0u32..12, any::<u8>(), 0u16..1100, 0u16..1100, any::<i16>(), any::<i16>(), any::<i16>()),
        (any::<u8>(), 0u16..120, any::<bool>(), any::<u8>(), any::<u8>(), any::<u16>(), any::<u16>(), any::<u8>()),
        (any::<bool>(), 0u32..6, any::<i16>(), any::<u16>(), any::<u8>(), any::<bool>()),
    )
        .prop_map(|((pclass, race, level, str, dex, armour, ring, glove), w, l)| {
            let mut c = rr_ang_character {
                pclass,
                race,
                level,
                str,
                dex,
                armour_to_hit: armour,
                effects: w.0 & 0x0f,
                stun: w.1,
                has_weapon: w.2,
                has_launcher: l.0,
                ..Default::default()
            };
            c.rings[0].to_hit = ring;
            c.rings[1].to_dam = ring;
            c.gloves.to_dam = glove;
            c.weapon.dice.count = w.3;
            c.weapon.dice.sides = w.4;
            c.weapon.weight = w.5;
            c.weapon.to_dam = glove;
            c.weapon.to_hit = ring;
            c.weapon.slays = w.6 & 0x1fff;
            c.weapon.extra_blows = w.7;
            c.launcher.kind = l.1;
            c.launcher.to_hit = l.2;
            c.launcher.weight = l.3;
            c.launcher.extra_shots = l.4;
            c.launcher.extra_might = l.5;
            c
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn angband_entry_points_never_panic(c in character(), ac in any::<u16>(), flags in any::<u16>(), hp in any::<u32>(), distance in any::<u16>()) {
        let rng = rng();
        let random = rr_random { rng, roller: std::ptr::null() };
        let mon = rr_ang_monster { ac, flags: flags & 0x0fff, visible: hp % 2 == 0, hp_known: hp % 3 == 0, hp: hp % 500 };
        let mut m = rr_ang_melee::default();
        let mut blows = rr_ang_blows::default();
        let mut skills = rr_ang_skills::default();
        let mut shots = 0u8;
        let mut attack = rr_ang_attack::default();
        let mut missile = rr_ang_missile::default();
        let mut len = 0usize;
        // SAFETY: valid pointers to locals and a live generator.
        unsafe {
            prop_assert_ne!(rr_ang_blows_of(&c, &mut blows), rr_status::RR_PANIC);
            prop_assert_ne!(rr_ang_skills_of(&c, &mut skills), rr_status::RR_PANIC);
            prop_assert_ne!(rr_ang_shots_of(&c, &mut shots), rr_status::RR_PANIC);
            if rr_ang_melee_of(&c, &mut m) == rr_status::RR_OK {
                prop_assert_ne!(rr_ang_blow(random, &m, &mon, &mut attack), rr_status::RR_PANIC);
                prop_assert!(attack.damage >= 0);
                if m.blows.blows <= 2 && m.weapon_dice.count <= 4 {
                    prop_assert_ne!(rr_ang_blow_damage_pmf(&m, &mon, std::ptr::null_mut(), 0, &mut len), rr_status::RR_PANIC);
                }
            }
            let thrown = rr_ang_thrown { kind: u32::from(c.weapon.extra_blows % 15), dice: c.weapon.dice, to_hit: c.weapon.to_hit, to_dam: c.weapon.to_dam, weight: c.weapon.weight, slays: c.weapon.slays };
            if rr_ang_missile_throw(&c, &thrown, &mut missile) == rr_status::RR_OK {
                prop_assert_ne!(rr_ang_missile_shoot(random, &missile, &mon, distance, &mut attack), rr_status::RR_PANIC);
            }
            let mut crit = 0u32;
            prop_assert_ne!(rr_ang_critical(random, flags as u32 % 3, ac, i32::from(c.armour_to_hit) * 100, c.level, &mut crit), rr_status::RR_PANIC);
            rr_rng_free(rng);
        }
    }

    #[test]
    fn trap_entry_points_never_panic(
        kind in 0u32..11, depth in -2i64..130, nastiness in -5i64..200, variant in 0u32..7, element in 0u32..11, heavy in any::<bool>(),
        pflags in any::<u16>(), sustains in any::<u8>(), ac in -1100i64..1100, save in -5i64..105, poison in -5i64..10005,
        traps in any::<u16>(), trap_level in -5i64..105, level in -5i64..130, power in -5i64..2_000_000,
    ) {
        let rng = rng();
        let random = rr_random { rng, roller: std::ptr::null() };
        let pack = [RR_PACK_WAND, RR_PACK_ROD, RR_PACK_STAFF];
        let player = rr_trap_player { flags: pflags & 0x3ff, sustains: sustains & 0x7f, armour_class: ac, saving_throw: save, poison, pack: pack.as_ptr(), pack_len: 3 };
        let trap = rr_dungeon_trap { kind, depth, nastiness, variant, element, heavy };
        let mut outcome = Box::new(rr_trap_outcome { len: 0, disappears: false, effects: [Default::default(); RR_TRAP_MAX_EFFECTS] });
        let (mut lvl, mut set) = (0i64, 0u16);
        let monster = rr_trap_monster { level, mobility: variant % 4, smart: heavy, stupid: !heavy, wary: kind % 2 == 0, can_be_confused: true, confused: heavy };
        let setter = rr_trap_setter { level, disarm_skill: power % 1200 };
        let mut mo = rr_monster_trap_outcome::default();
        let mut fx = rr_monster_effects::default();
        // SAFETY: valid pointers to locals and a live generator.
        unsafe {
            prop_assert_ne!(rr_dungeon_trap_trigger(random, &trap, &player, &mut *outcome), rr_status::RR_PANIC);
            prop_assert_ne!(rr_chest_resolve_traps(random, traps, trap_level, depth, &player, &mut *outcome), rr_status::RR_PANIC);
            prop_assert_ne!(rr_chest_open(random, level, depth, &player, &mut lvl, &mut set, &mut *outcome), rr_status::RR_PANIC);
            prop_assert_ne!(rr_monster_enters_trap(random, kind, &monster, &setter, &mut mo), rr_status::RR_PANIC);
            prop_assert_ne!(rr_player_trap_effect(random, kind, power, &monster, &mut fx), rr_status::RR_PANIC);
            prop_assert_ne!(rr_trap_hits(random, power, ac, &mut heavy.clone()), rr_status::RR_PANIC);
            rr_rng_free(rng);
        }
    }
}
