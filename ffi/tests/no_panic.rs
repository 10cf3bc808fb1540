//! Arbitrary field values in every input struct never make an entry point
//! panic (which the boundary would report as `RR_PANIC`): they give `RR_OK` or a
//! documented error status. Run in debug builds, where arithmetic overflow
//! panics, so an unchecked overflow shows up here.

use proptest::prelude::*;
use roguerules::angband::*;
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
                level: level as i32,
                str,
                dex,
                armour_to_hit: armour,
                effects: w.0 & 0x0f,
                stun: w.1,
                has_weapon: u8::from(w.2),
                has_launcher: u8::from(l.0),
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
            c.launcher.extra_might = u8::from(l.5);
            c
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn angband_entry_points_never_panic(c in character(), ac in any::<u16>(), flags in any::<u16>(), hp in any::<u32>(), distance in any::<u16>()) {
        let rng = rng();
        let random = rr_random { rng, roller: std::ptr::null() };
        let mon = rr_ang_monster { ac, flags: flags & 0x0fff, visible: u8::from(hp % 2 == 0), hp_known: u8::from(hp % 3 == 0), hp: hp % 500 };
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
        let player = rr_trap_player { flags: pflags & 0x3ff, sustains: sustains & 0x7f, armour_class: (ac) as i32, saving_throw: (save) as i32, poison: poison as i32, pack: pack.as_ptr(), pack_len: 3 , poison_resistance: 0, reading: 0};
        let trap = rr_dungeon_trap { kind, depth: depth as i32, nastiness: nastiness as i32, variant, element, heavy: u8::from(heavy) };
        let mut outcome = Box::new(rr_trap_outcome { len: 0, disappears: u8::from(false), effects: [Default::default(); RR_TRAP_MAX_EFFECTS] });
        let (mut lvl, mut set) = (0i32, 0u16);
        let monster = rr_trap_monster { level: level as i32, mobility: variant % 4, smart: u8::from(heavy), stupid: u8::from(!heavy), wary: u8::from(kind % 2 == 0), can_be_confused: u8::from(true), confused: u8::from(heavy), reading: 0 };
        let setter = rr_trap_setter { level: level as i32, disarm_skill: (power % 1200) as i32 };
        let mut mo = rr_monster_trap_outcome::default();
        let mut fx = rr_monster_effects::default();
        // SAFETY: valid pointers to locals and a live generator.
        unsafe {
            prop_assert_ne!(rr_dungeon_trap_trigger(random, &trap, &player, &mut *outcome), rr_status::RR_PANIC);
            prop_assert_ne!(rr_chest_resolve_traps(random, traps, (trap_level) as i32, (depth) as i32, &player, &mut *outcome), rr_status::RR_PANIC);
            prop_assert_ne!(rr_chest_open(random, (level) as i32, (depth) as i32, &player, &mut lvl, &mut set, &mut *outcome), rr_status::RR_PANIC);
            prop_assert_ne!(rr_monster_enters_trap(random, kind, &monster, &setter, &mut mo), rr_status::RR_PANIC);
            prop_assert_ne!(rr_player_trap_effect(random, kind, (power) as i32, &monster, &mut fx), rr_status::RR_PANIC);
            prop_assert_ne!(rr_trap_hits(random, (power) as i32, (ac) as i32, &mut u8::from(heavy)), rr_status::RR_PANIC);
            rr_rng_free(rng);
        }
    }
}

// ---------------------------------------------------------------------------
// Tabletop (seed 002)
// ---------------------------------------------------------------------------

use roguerules::rr_fraction;
use roguerules::rr_value_probability;
use roguerules::tabletop::*;

/// Any `int64_t`, or one near the tabletop domains (RULINGS B21).
fn num() -> impl Strategy<Value = i64> {
    prop_oneof![any::<i64>(), -1100i64..1100, 0i64..=55]
}

/// Any `int32_t` (levels and damage), or one near the tabletop domains.
fn num32() -> impl Strategy<Value = i32> {
    prop_oneof![any::<i32>(), -1100i32..1100, 0i32..=55]
}

/// A code: usually near the valid ones, sometimes anything.
fn code(n: u32) -> impl Strategy<Value = u32> {
    prop_oneof![0..n + 2, any::<u32>()]
}

/// Everything a tabletop call may take, from arbitrary values.
#[derive(Debug, Clone)]
struct TtInputs {
    codes: [u32; 12],
    nums: [i64; 16],
    /// Levels and damage (`int32_t`).
    small: [i32; 12],
    flags: [bool; 12],
    bits: [u8; 4],
    extra: Vec<rr_tt_extra_weapon>,
    list: Vec<i64>,
    factors: Vec<rr_tt_factor>,
    limited: Vec<rr_tt_limited>,
    items: Vec<u32>,
}

fn tt_inputs() -> impl Strategy<Value = TtInputs> {
    (
        prop::array::uniform12(code(24)),
        prop::array::uniform16(num()),
        prop::array::uniform12(num32()),
        prop::array::uniform12(any::<bool>()),
        prop::array::uniform4(any::<u8>()),
        prop::collection::vec((code(2), code(19), num()), 0..4),
        prop::collection::vec(num(), 0..5),
        prop::collection::vec((num(), num()), 0..3),
        prop::collection::vec(code(24), 0..6),
    )
        .prop_map(|(codes, nums, small, flags, bits, extra, list, pairs, items)| TtInputs {
            codes,
            nums,
            small,
            flags,
            bits,
            extra: extra.into_iter().map(|(table, kind, plus)| rr_tt_extra_weapon { table, kind, plus }).collect(),
            list,
            factors: pairs.iter().map(|&(num, den)| rr_tt_factor { num, den }).collect(),
            limited: pairs.iter().map(|&(amount, limit)| rr_tt_limited { amount, limit }).collect(),
            items,
        })
}

impl TtInputs {
    fn sheet(&self) -> rr_tt_sheet {
        let (c, n, l, f) = (&self.codes, &self.nums, &self.small, &self.flags);
        rr_tt_sheet {
            kind: c[0] % 4,
            pclass: c[1],
            level: l[0],
            strength: n[1],
            dexterity: n[2],
            has_armour: u8::from(f[0]),
            armour: rr_tt_armour_worn { kind: c[2], plus: n[3] },
            has_shield: u8::from(f[1]),
            shield: rr_tt_shield_worn { kind: c[3], plus: n[4] },
            has_weapon: u8::from(f[2]),
            weapon: rr_tt_melee_wielded { kind: c[4], plus: n[5], grip: c[5] % 3 },
            has_missile_weapon: u8::from(f[3]),
            missile_weapon: rr_tt_missile_wielded { kind: c[6], plus: n[6] },
            has_range: u8::from(f[4]),
            range: c[7] % 4,
            aimed: u8::from(f[5]),
            extra_weapons: self.extra.as_ptr(),
            extra_weapons_len: self.extra.len(),
            misc_encumbrance: n[7],
            training: n[8],
            spells: self.bits[0],
            situational: self.list.as_ptr(),
            situational_len: self.list.len(),
        }
    }

    fn absorption(&self) -> rr_tt_absorption_input {
        let (c, n, l, f) = (&self.codes, &self.nums, &self.small, &self.flags);
        rr_tt_absorption_input {
            has_armour: u8::from(f[0]),
            armour: rr_tt_armour_worn { kind: c[2], plus: n[3] },
            has_shield: u8::from(f[1]),
            shield: rr_tt_shield_worn { kind: c[3], plus: n[4] },
            shield_interposed: u8::from(f[6]),
            protection: self.list.as_ptr(),
            protection_len: self.list.len(),
            protection_from_evil: u8::from(f[7]),
            improved_pe: c[8] % 4,
            shield_wall: u8::from(f[8]),
            static_shield: self.list.as_ptr(),
            static_shield_len: self.list.len().min(2),
            invulnerability: self.list.as_ptr(),
            invulnerability_len: self.list.len().min(1),
            armor_of_kurn: l[9] % 40,
            shield_of_kurn: u8::from(f[9]),
            dispel_evil: u8::from(f[10]),
            banish_evil: u8::from(f[11]),
            greater_blessing: l[10] % 40,
            kurnian_invulnerability: l[11] % 40,
            bracers_of_absorption: n[12] % 60,
            bracers_of_mage_defense: n[13] % 60,
            natural_armor: n[14] % 60,
            attacker: self.bits[1],
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn tabletop_entry_points_never_panic(t in tt_inputs()) {
        let rng = rng();
        let random = rr_random { rng, roller: std::ptr::null() };
        let (c, n, l, f, b) = (&t.codes, &t.nums, &t.small, &t.flags, &t.bits);
        let sheet = t.sheet();
        let absorption = t.absorption();
        let input = rr_tt_attack_input { attack_value: n[0], miss_chance: n[1] };
        // Small dice (exact odds of 100d100 are costly in a debug build) and anything.
        let small = |v: u32| if v < 1 << 31 { v % 16 } else { v };
        let dice = rr_tt_dice { count: small(c[9]), sides: small(c[10]), plus: l[2] };
        let attacker = rr_tt_attacker { pclass: c[1], level: l[0], strength: n[1], mass: n[3], special: l[4] };
        let attack = rr_tt_attack { roll: input, damage: dice, long_range: u8::from(f[0]), absorption: n[5] };
        let movement = rr_tt_movement_input { encumbrance: n[6], strength: n[1], base_rate: n[7], speed: u8::from(f[1]), movement_speed: u8::from(f[2]), haste: u8::from(f[3]) };
        let side = rr_tt_disengage_side { pclass: c[1], level: l[0], feet_per_round: n[8] };
        let shield = rr_tt_shield_worn { kind: c[3], plus: n[4] };
        let effects = rr_tt_strength_effects {
            plus: t.list.as_ptr(),
            plus_len: t.list.len(),
            strength_spells: t.list.as_ptr(),
            strength_spells_len: t.list.len().min(2),
            improved_strength_spells: t.list.as_ptr(),
            improved_strength_spells_len: t.list.len().min(1),
            ogre_power_items: b[2] % 20,
            giant_strength_items: b[3] % 20,
            giant_strength_spell: u8::from(f[4]),
            times_strength: b[2] % 6,
        };
        // A small cap (the exact odds of 0..=200 are costly at the top) or anything.
        let cap = if l[9] % 2 == 0 { l[9] % 16 } else { l[9] };
        let mut rows = [rr_value_probability::default(); 8];
        let mut violations = [rr_tt_slot_violation { slot: std::ptr::null(), worn: 0, limit: 0, message: std::ptr::null() }; 4];
        let (mut i, mut u8_out, mut u8_two, mut len, mut yes) = (0i64, 0u8, 0u8, 0usize, 0u8);
        let mut i32_out = 0i32;
        let (mut code_out, mut frac) = (0u32, rr_fraction::default());
        // SAFETY: valid pointers to locals whose arrays live in `t`, and a live generator.
        unsafe {
            let mut av = rr_tt_attack_value::default();
            let mut seg = rr_tt_attack_segment::default();
            prop_assert_ne!(rr_tt_attack_value_of(&sheet, &mut av), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_segment_of(&sheet, &mut seg), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_encumbrance_of(&sheet, &mut i), rr_status::RR_PANIC);

            let mut roll = rr_tt_attack_roll::default();
            let mut outcome = rr_tt_attack_outcome::default();
            let mut overhit = rr_tt_overhit::default();
            prop_assert_ne!(rr_tt_roll_attack(random, &input, &mut roll), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_resolve_attack(random, &attack, &mut outcome), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_success_probability(&input, &mut frac), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_open_ended_probability(n[3] % 20_000, &mut frac), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_overhit_of(n[4], &mut overhit), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_extra_damage(&input, cap, rows.as_mut_ptr(), rows.len(), &mut len, &mut frac), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_total_damage(&input, &dice, u8::from(f[5]), cap, std::ptr::null_mut(), 0, &mut len, &mut i32_out, &mut frac), rr_status::RR_PANIC);

            let mut dmg = rr_tt_base_damage::default();
            prop_assert_ne!(rr_tt_melee_damage(&attacker, c[4], n[5], c[5], u8::from(f[6]), u8::from(f[7]), &mut dmg), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_bash_damage(&attacker, &mut dmg), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_missile_damage(&attacker, c[6], n[6], &mut dmg), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_damage_roll(random, &dice, &mut i32_out), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_damage_pmf(&dice, rows.as_mut_ptr(), rows.len(), &mut len), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_final_damage(l[10], l[11], u8::from(f[8]), &mut i32_out), rr_status::RR_PANIC);
            // Dealt damage is never negative nor more than the damage.
            prop_assert_eq!(rr_tt_damage_dealt(l[3], n[13], &mut i32_out), rr_status::RR_OK);
            prop_assert!((0..=l[3].max(0)).contains(&i32_out));

            let (mut round, mut segments) = (rr_tt_round::default(), rr_tt_segments::default());
            prop_assert_ne!(rr_tt_actions_per_round(c[1], l[0], u8::from(f[9]), &mut u8_out, &mut u8_two), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_action_segments(b[0], b[1], b[2], b[3], &mut segments), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_engaged_round(c[1], l[0], b[0], u8::from(f[10]), &mut round), rr_status::RR_PANIC);

            let (mut m, mut sq) = (rr_tt_movement::default(), rr_tt_squares::default());
            prop_assert_ne!(rr_tt_movement_of(&movement, &mut m), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_squares_of(n[8], &mut sq), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_backing_up_feet(n[9], &mut i), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_retreat_penalty(n[10], n[11], &mut yes, &mut i), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_disengage_chance(&side, &side, &mut i), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_disengage_probability(n[12], &mut frac), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_disengage_roll(random, n[13], &mut yes), rr_status::RR_PANIC);

            let mut ab = rr_tt_absorption::default();
            prop_assert_ne!(rr_tt_interposition(c[1], l[0], &shield, n[8], &mut i), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_interposition_probability(n[14], &mut frac), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_interposition_roll(random, n[15], &mut yes), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_parry_value(c[1], l[0], t.factors.as_ptr(), t.factors.len(), t.list.as_ptr(), t.list.len(), &mut i), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_apply_parry(n[1], n[2], &mut i), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_absorption_of(&absorption, &mut ab), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_absorption_roll(random, &absorption, &mut i), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_absorption_pmf(&absorption, rows.as_mut_ptr(), rows.len(), &mut len), rr_status::RR_PANIC);

            let (mut cond, mut dev) = (rr_tt_condition::default(), rr_tt_deviation::default());
            prop_assert_ne!(rr_tt_modify_statistic(n[3], t.list.as_ptr(), t.list.len(), t.limited.as_ptr(), t.limited.len(), &mut i), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_modify_strength(n[1], &effects, &mut i), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_strength_device(n[1], c[11], &mut i), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_magical_encumbrance(n[6], n[3], &mut i), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_strength_modified_encumbrance(n[6], n[1], &mut i), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_backpack_encumbrance(c[11], n[7], &mut i), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_condition_of(c[11], &mut cond), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_awaken_segments(l[0], &mut u8_out), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_range_band(c[6], n[8], &mut code_out), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_aim_deviation(n[2], c[11], &mut dev), rr_status::RR_PANIC);
            prop_assert_ne!(rr_tt_check_slots(t.items.as_ptr(), t.items.len(), u8::from(f[11]), c[2], violations.as_mut_ptr(), violations.len(), &mut len), rr_status::RR_PANIC);
            rr_rng_free(rng);
        }
    }
}

// ---------------------------------------------------------------------------
// Projection (seed 000)
// ---------------------------------------------------------------------------

use roguerules::projection::*;

/// A `GF_*` code: usually a real one, sometimes anything.
fn gf_code() -> impl Strategy<Value = u32> {
    prop_oneof![3 => prop::sample::select(roguerules_projection::Gf::ALL.iter().map(|g| u32::from(g.code())).collect::<Vec<_>>()), 1 => any::<u32>()]
}

/// A `FEAT_*` code: usually a real one, sometimes anything.
fn feat_code() -> impl Strategy<Value = u32> {
    prop_oneof![3 => prop::sample::select(vec![1u32, 8, 9, 10, 0x31]), 1 => any::<u32>()]
}

/// An `int32_t`: any, or near the rules' ranges.
fn i32_num() -> impl Strategy<Value = i32> {
    prop_oneof![any::<i32>(), -300i32..6000, 0i32..=120]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn projection_entry_points_never_panic(
        codes in (gf_code(), feat_code(), feat_code(), 0u32..11, 0u32..36, 0u32..10),
        nums in prop::array::uniform16(i32_num()),
        yes in prop::array::uniform8(0u8..3),
        bits in (any::<u64>(), any::<u8>(), any::<u8>(), any::<u8>(), any::<u32>()),
        resist in prop::array::uniform14(0u8..=110),
        more in prop::array::uniform9(i32_num()),
        name in prop::sample::select(vec!["", "Water", "Nexus vortex", "Disenchanter mold", "\u{e9}t\u{e9}"]),
        game in (prop_oneof![0u32..3, any::<u32>()], any::<[u32; 4]>(), 0u8..3),
    ) {
        let rng = rng();
        let random = rr_random { rng, roller: std::ptr::null() };
        let (gf, feat, land, class, oclass, counter) = codes;
        let n = nums;
        let cname = std::ffi::CString::new(name).unwrap();
        let monster = rr_project_monster_input {
            gf,
            dam: n[0],
            terrain: feat,
            source: rr_project_source { player: yes[0], level: n[1], pclass: class, beguile: yes[1], holy_light: yes[2] },
            monster: rr_project_monster_state {
                name: if yes[3] == 2 { std::ptr::null() } else { cname.as_ptr() },
                display_char: b'E' as std::ffi::c_char,
                level: n[2],
                hp: n[3],
                maxhp: n[4],
                ac: n[5],
                unique: yes[4],
                can_move: yes[5],
                flags: if yes[6] == 2 { bits.0 } else { bits.0 & 0x7_ffff_ffff },
                speed: n[6],
                race_speed: n[7],
                stun: n[8],
                confusion: n[9],
                fear: n[10],
                sleep: n[11],
                mana: n[12],
                race_flags1: game.1[0],
                race_flags2: game.1[1],
                race_flags3: game.1[2],
                race_flags4: game.1[3],
                stored_speeds: game.2,
                unseen: 0, stasis: 0,
            },
            reading: game.0,
        };
        let terrain = rr_project_terrain_input { gf, dam: n[0], terrain: feat, adjacent_water: n[13], reading: game.0 };
        let object = rr_project_object_input {
            gf,
            dam: n[0],
            object_class: oclass,
            flags: if yes[7] == 2 { bits.4 } else { bits.4 & RR_TR3_IGNORE_MASK },
            artifact: yes[0],
            cursed: yes[1],
            trapped: yes[2],
            reading: game.0,
        };
        let item = rr_project_item { present: yes[3], to_h: n[5], to_d: n[6], to_a: n[7], artifact: yes[4], ignore_acid: yes[5], base_ac: n[8], on_back: yes[6], flags3: bits.4 };
        let player = rr_project_player_input {
            gf,
            dam: n[0],
            terrain: feat,
            dark: yes[7],
            land,
            player: rr_project_character {
                level: n[1],
                exp: n[2],
                pclass: class,
                specialties: bits.1,
                evasion_pct: n[14],
                resist,
                pois_temp: yes[0],
                pois_perm: yes[1],
                flags: bits.2,
                black_breath: yes[2],
                sustains: bits.3,
                stats: [n[3], n[4], n[5], n[6], n[7], n[8]],
                ac: n[9],
                base_ac: n[10],
                dex_to_hit: n[11],
                energy: n[12],
                weight_limit: n[13],
                pack_weight: n[14],
                save: n[15],
                shapechanged: yes[3],
                mana: n[0],
                temp_effects: (bits.4 % 40),
                counters: more,
                equipment: [item; RR_PROJECT_SLOTS],
                stored_resists: yes[1],
                evasion_chance: n[14],
                light_radius: n[11],
                total_weight: n[13],
            },
            source: rr_project_monster_source {
                level: n[15],
                morgul: yes[4],
                unique_wraith: yes[5],
                deathlord: yes[6],
                archer: yes[7],
                adjacent: yes[0],
                ranged_freq: n[14],
                animal: yes[1],
            },
            reading: game.0,
            self_inflicted: yes[2],
        };
        let (mut mo, mut po, mut oo) = (rr_project_monster_outcome::default(), rr_project_player_outcome::default(), rr_project_object_outcome::default());
        let (mut feat_out, mut len, mut frac) = (0u32, 0usize, rr_fraction::default());
        // Exact odds only where they are cheap in a debug build.
        let cheap = (0..=300).contains(&n[0]);
        // SAFETY: valid pointers to locals and a live generator; the name outlives the calls.
        unsafe {
            prop_assert_ne!(rr_project_monster(random, &monster, &mut mo), rr_status::RR_PANIC);
            prop_assert_ne!(rr_project_terrain(random, &terrain, &mut feat_out), rr_status::RR_PANIC);
            prop_assert_ne!(rr_project_terrain_distribution(&terrain, std::ptr::null_mut(), 0, &mut len), rr_status::RR_PANIC);
            prop_assert_ne!(rr_project_object(random, &object, &mut oo), rr_status::RR_PANIC);
            prop_assert_ne!(rr_project_object_destroy_chance(&object, &mut frac), rr_status::RR_PANIC);
            prop_assert_ne!(rr_project_player(random, &player, &mut po), rr_status::RR_PANIC);
            if cheap {
                prop_assert_ne!(rr_project_monster_damage_pmf(&monster, std::ptr::null_mut(), 0, &mut len), rr_status::RR_PANIC);
                prop_assert_ne!(rr_project_monster_kill_chance(&monster, &mut frac), rr_status::RR_PANIC);
                prop_assert_ne!(rr_project_monster_mean_damage(&monster, &mut frac), rr_status::RR_PANIC);
                prop_assert_ne!(rr_project_player_damage_pmf(&player, std::ptr::null_mut(), 0, &mut len), rr_status::RR_PANIC);
                prop_assert_ne!(rr_project_player_counter_pmf(&player, counter, std::ptr::null_mut(), 0, &mut len), rr_status::RR_PANIC);
                prop_assert_ne!(rr_project_player_mean_damage(&player, &mut frac), rr_status::RR_PANIC);
            }
            rr_rng_free(rng);
        }
    }

    /// Valid inputs: the sampled outcomes stay within the rules' bounds.
    #[test]
    fn projection_outcomes_are_sane(seed in any::<u64>(), gf in prop::sample::select(roguerules_projection::Gf::ALL.to_vec()), dam in 0i32..=5000, feat in prop::sample::select(vec![1u32, 8, 9, 10, 0x31]), reading in 0u32..2) {
        let mut p = std::ptr::null_mut();
        // SAFETY: a valid out-pointer.
        assert_eq!(unsafe { rr_rng_new(seed, &mut p) }, rr_status::RR_OK);
        let random = rr_random { rng: p, roller: std::ptr::null() };
        let monster = rr_project_monster_input {
            gf: u32::from(gf.code()),
            dam,
            terrain: feat,
            source: rr_project_source { player: 1, level: 50, pclass: RR_PROJECT_CLASS_PRIEST, beguile: 1, holy_light: 1 },
            monster: rr_project_monster_state { hp: 500, maxhp: 1000, flags: RR_MON_EVIL | RR_MON_UNDEAD, ..Default::default() },
            reading,
        };
        let player = rr_project_player_input { gf: u32::from(gf.code()), dam, terrain: feat, land: feat, ..Default::default() };
        let player = rr_project_player_input { player: rr_project_character::default(), ..player };
        let (mut mo, mut po) = (rr_project_monster_outcome::default(), rr_project_player_outcome::default());
        // SAFETY: valid pointers to locals and a live generator.
        unsafe {
            let s = rr_project_monster(random, &monster, &mut mo);
            prop_assert!(s == rr_status::RR_OK || (s == rr_status::RR_INVALID_ARGUMENT && matches!(gf, roguerules_projection::Gf::Whip | roguerules_projection::Gf::KillTrap)));
            if s == rr_status::RR_OK {
                prop_assert!(mo.damage >= 0 && mo.damage <= 2 * dam);
                prop_assert!((0..=1000).contains(&mo.hp) && mo.stun <= 200 && mo.fear <= 200 && mo.confusion <= 200);
                prop_assert!(mo.killed == 0 || mo.hp == 0);
            }
            let s = rr_project_player(random, &player, &mut po);
            prop_assert!(s == rr_status::RR_OK || s == rr_status::RR_INVALID_ARGUMENT);
            if s == rr_status::RR_OK {
                let p = po.parts;
                prop_assert_eq!(po.damage, p.main + p.pure + p.fire + p.elec + p.cold + p.acid + p.dark + p.landing);
                prop_assert!(po.avoided <= RR_PROJECT_AVOIDED_SHIELD && po.counters.iter().all(|&c| c >= 0));
            }
            rr_rng_free(p);
        }
    }
}
