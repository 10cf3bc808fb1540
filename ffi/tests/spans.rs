//! Issue 15, item 6: each rolling function's doc states the widest `hi - lo`
//! it can ask the game's `rr_roller` for ("Callback span: at most ..."). This
//! drives every rolling function with a callback that records the widest span
//! asked, answering the top of each range, the bottom, and pseudo-random values,
//! and checks the record against the documented figure (equal where the inputs
//! reach it).

use roguerules::angband::*;
use roguerules::powder::*;
use roguerules::projection::*;
use roguerules::tabletop::*;
use roguerules::traps::*;
use roguerules::{rr_dice, rr_dice_free, rr_dice_parse, rr_dice_roll, rr_random, rr_roller, rr_status};
use std::ffi::c_void;

#[path = "support/fixtures.rs"]
mod fixtures;
use fixtures::heavy_character;

/// What the recording callback answers.
#[derive(Debug, Clone, Copy)]
enum Answer {
    Top,
    Bottom,
    Random,
}

#[derive(Debug)]
struct Recorder {
    answer: Answer,
    state: u64,
    widest: i64,
}

unsafe extern "C" fn record(user: *mut c_void, lo: i32, hi: i32) -> i32 {
    // SAFETY: the tests pass a live Recorder.
    let r = unsafe { &mut *(user as *mut Recorder) };
    let span = i64::from(hi) - i64::from(lo);
    r.widest = r.widest.max(span);
    match r.answer {
        Answer::Top => hi,
        Answer::Bottom => lo,
        Answer::Random => {
            r.state ^= r.state << 13;
            r.state ^= r.state >> 7;
            r.state ^= r.state << 17;
            (i64::from(lo) + (r.state % (span as u64 + 1)) as i64) as i32
        }
    }
}

/// The widest span `call` asks for, over top, bottom and 300 random runs; every
/// call must succeed.
fn widest(call: impl FnMut(rr_random) -> rr_status) -> i64 {
    widest_of(&[(Answer::Top, 1), (Answer::Bottom, 1), (Answer::Random, 300)], call)
}

/// [`widest`] over the given runs.
fn widest_of(runs: &[(Answer, usize)], mut call: impl FnMut(rr_random) -> rr_status) -> i64 {
    let mut widest = -1;
    for &(answer, times) in runs {
        let mut rec = Recorder { answer, state: 0x9e37_79b9_7f4a_7c15, widest: -1 };
        let roller = rr_roller { uniform: Some(record), user: (&mut rec as *mut Recorder).cast() };
        let random = rr_random { rng: std::ptr::null_mut(), roller: &roller };
        for _ in 0..times {
            assert_eq!(call(random), rr_status::RR_OK, "{answer:?}");
        }
        widest = widest.max(rec.widest);
    }
    widest
}

fn warrior() -> rr_ang_character {
    let mut c =
        rr_ang_character { pclass: 0, race: 5, level: 20, str: 118, dex: 68, has_weapon: 1, ..Default::default() };
    c.weapon.dice = rr_ang_dice { count: 2, sides: 5 };
    c.weapon.weight = 150;
    c
}

fn orc() -> rr_ang_monster {
    rr_ang_monster { ac: 36, flags: RR_ANG_MONSTER_ORC, visible: 1, hp_known: 1, hp: 30 }
}

#[test]
fn dice() {
    let mut d: *mut rr_dice = std::ptr::null_mut();
    // SAFETY: valid pointers; the handle is freed once.
    unsafe {
        assert_eq!(rr_dice_parse(c"3d6+1d20".as_ptr(), &mut d), rr_status::RR_OK);
        let mut t = 0i64;
        assert_eq!(widest(|r| rr_dice_roll(d, r, &mut t)), 19); // the largest Y - 1
        rr_dice_free(d);
    }
}

#[test]
fn angband() {
    let mut m = rr_ang_melee::default();
    let mut a = rr_ang_attack::default();
    // SAFETY: valid pointers to locals throughout.
    unsafe {
        assert_eq!(rr_ang_melee_of(&warrior(), &mut m), rr_status::RR_OK);
        let k = i64::from(m.skill); // visible
        assert_eq!(widest(|r| rr_ang_blow(r, &m, &orc(), &mut a)), 4999.max(k - 1));
        let mut round = Box::new(rr_ang_round { len: 0, damage: 0, killed: 0, blows: [a; RR_ANG_MAX_BLOWS] });
        assert_eq!(widest(|r| rr_ang_melee_round(r, &m, &orc(), &mut *round)), 4999.max(k - 1));
        let (mut roll, mut hit) = (0u32, 0u8);
        assert_eq!(widest(|r| rr_ang_hit_test(r, 60, 40, 1, &mut roll, &mut hit)), 99);
        assert_eq!(widest(|r| rr_ang_hit_test(r, 1_000_000, 40, 1, &mut roll, &mut hit)), 999_999);
        let mut crit = 0u32;
        assert_eq!(widest(|r| rr_ang_critical(r, RR_ANG_CRIT_TABLE_MELEE, 150, 10, 20, &mut crit)), 4999);
        assert_eq!(widest(|r| rr_ang_critical(r, RR_ANG_CRIT_TABLE_MISSILE, 150, 10, 20, &mut crit)), 4999);
        let mut missile = rr_ang_missile::default();
        let thrown = rr_ang_thrown {
            kind: RR_ANG_OBJECT_OTHER,
            dice: rr_ang_dice { count: 1, sides: 4 },
            weight: 12,
            ..Default::default()
        };
        assert_eq!(rr_ang_missile_throw(&warrior(), &thrown, &mut missile), rr_status::RR_OK);
        let k = i64::from(missile.skill);
        assert!(widest(|r| rr_ang_missile_shoot(r, &missile, &orc(), 3, &mut a)) <= 4999.max(k - 1));
        let landing = rr_ang_landing { kind: RR_ANG_OBJECT_OTHER, ..Default::default() };
        let mut breaks = 0u8;
        assert_eq!(widest(|r| rr_ang_breaks(r, &landing, &mut breaks)), 99);
    }
}

fn player() -> rr_trap_player {
    rr_trap_player {
        flags: 0,
        sustains: 0,
        armour_class: 10,
        saving_throw: 20,
        poison: 0,
        pack: std::ptr::null(),
        pack_len: 0,
        poison_resistance: 0,
        reading: 0,
    }
}

#[test]
fn traps() {
    let (mut level, mut set) = (0i32, 0u16);
    let mut outcome =
        Box::new(rr_trap_outcome { len: 0, disappears: 0, effects: [Default::default(); RR_TRAP_MAX_EFFECTS] });
    // SAFETY: valid pointers to locals throughout.
    unsafe {
        assert_eq!(widest(|r| rr_chest_trap_level(r, 65, &mut level)), 8);
        assert_eq!(widest(|r| rr_chest_traps(r, 95, &mut level, &mut set)), 8);
        // The runes of evil at trap level 99 ask (1, 198).
        assert_eq!(widest(|r| rr_chest_resolve_traps(r, 0x07ff, 99, 127, &player(), &mut *outcome)), 197);
        assert!(widest(|r| rr_chest_open(r, 127, 127, &player(), &mut level, &mut set, &mut *outcome)) <= 197);
        let mut kind = 0u32;
        assert!(widest(|r| rr_dungeon_trap_choose_kind(r, 50, 0, &mut kind)) <= 9);
        let mut trap = rr_dungeon_trap::default();
        assert_eq!(widest(|r| rr_dungeon_trap_generate(r, RR_DUNGEON_TRAP_PIT, 127, &mut trap)), 126);
        let morgul = rr_dungeon_trap {
            kind: RR_DUNGEON_TRAP_PIT,
            depth: 127,
            nastiness: 147,
            variant: RR_PIT_MORGUL_BLADES,
            ..Default::default()
        };
        assert_eq!(widest(|r| rr_dungeon_trap_trigger(r, &morgul, &player(), &mut *outcome)), 299);
        for k in 0..RR_DUNGEON_TRAP_KINDS {
            for depth in [1, 60, 127] {
                let mut made = rr_dungeon_trap::default();
                let mut rec = Recorder { answer: Answer::Random, state: 5 + u64::from(k), widest: -1 };
                let roller = rr_roller { uniform: Some(record), user: (&mut rec as *mut Recorder).cast() };
                let random = rr_random { rng: std::ptr::null_mut(), roller: &roller };
                for _ in 0..50 {
                    assert_eq!(rr_dungeon_trap_generate(random, k, depth, &mut made), rr_status::RR_OK);
                    assert!(widest(|r| rr_dungeon_trap_trigger(r, &made, &player(), &mut *outcome)) <= 299);
                }
                assert!(rec.widest <= 99.max(i64::from(depth) - 1));
            }
        }
        let mut hit = 0u8;
        assert_eq!(widest(|r| rr_trap_hits(r, 1000, 0, &mut hit)), 999);
        let mut power = 0i32;
        assert_eq!(widest(|r| rr_player_trap_power(r, 100, &mut power)), 499);
        let monster = rr_trap_monster { level: 0, can_be_confused: 1, ..Default::default() };
        let setter = rr_trap_setter { level: 100, disarm_skill: 1000 };
        let mut result = rr_monster_trap_outcome::default();
        assert!(
            widest(|r| rr_monster_enters_trap(r, RR_PLAYER_TRAP_CONFUSION, &monster, &setter, &mut result)) <= 1692
        );
        let mut effects = rr_monster_effects::default();
        assert_eq!(
            widest(|r| rr_player_trap_effect(r, RR_PLAYER_TRAP_CONFUSION, 1_000_000, &monster, &mut effects)),
            1_499_999
        );
        let mut wary = 0u8;
        assert_eq!(widest(|r| rr_monster_becomes_wary(r, 0, 80, 100, &mut wary)), 3);
        assert_eq!(widest(|r| rr_monster_loses_wariness(r, &mut wary)), 3);
    }
}

#[test]
fn powder() {
    let charge = fixtures::PowderCharge::new();
    let mut input = charge.input();
    let mut hit = rr_powder_hit::default();
    let mut outcome = rr_powder_outcome::default();
    // SAFETY: valid pointers to locals.
    unsafe {
        // The body part is a percentage: 99; the bonus rolls ask (1, 12).
        assert_eq!(widest(|r| rr_powder_to_hit(r, &input, &mut hit)), 99);
        assert_eq!(widest(|r| rr_powder_attack(r, &input, &mut outcome)), 99);
        // A big bonus: level 1000, +1000 natural, four +1000 enchantments, skill 3:
        // M = 6003 asks (1, 6003) (a wand adds the magical level: 7003).
        let big = [1000i32; 4];
        input.weapon.enchantments = big.as_ptr();
        input.weapon.enchantments_len = 4;
        input.weapon.natural_bonus = 1000;
        input.attacker.physical_level = 1000;
        input.attacker.skill_special = 1;
        assert_eq!(widest(|r| rr_powder_to_hit(r, &input, &mut hit)), 6002);
        input.kind = RR_POWDER_KIND_WAND;
        input.attacker.magical_level = 1000;
        assert_eq!(widest(|r| rr_powder_to_hit(r, &input, &mut hit)), 7002);
        // The enchant rolls: 4000 x the multiplier (2 for the charge, 3 with a
        // critical) ask (1, 12000) at most; the documented bound.
        let w = widest(|r| rr_powder_attack(r, &input, &mut outcome));
        assert!((7002..=4000 * 3 - 1).contains(&w), "{w}");
    }
}

#[test]
fn tabletop() {
    let input = rr_tt_attack_input { attack_value: 60, miss_chance: RR_TT_NOMINAL_MISS_CHANCE };
    let mut roll = rr_tt_attack_roll::default();
    let dice = rr_tt_dice { count: 3, sides: 100, plus: 0 };
    let mut damage = 0i32;
    let mut absorbed = 0i64;
    let attack = rr_tt_attack { roll: input, damage: dice, long_range: 0, absorption: 0 };
    let mut outcome = rr_tt_attack_outcome::default();
    let mut yes = 0u8;
    // SAFETY: plain data; NULL list pointers with length 0 are valid.
    let mut absorption: rr_tt_absorption_input = unsafe { std::mem::zeroed() };
    absorption.has_armour = 1;
    absorption.armour.kind = RR_TT_ARMOUR_LEATHER_JERKIN;
    // Always answering the top of a d100 is a runaway open-ended roll
    // (RR_BUDGET_EXCEEDED): the attack rolls are driven from the bottom and at
    // random only.
    let no_top = [(Answer::Bottom, 1), (Answer::Random, 300)];
    // SAFETY: valid pointers to locals.
    unsafe {
        assert_eq!(widest_of(&no_top, |r| rr_tt_roll_attack(r, &input, &mut roll)), 99);
        assert_eq!(widest(|r| rr_tt_damage_roll(r, &dice, &mut damage)), 99);
        assert_eq!(widest_of(&no_top, |r| rr_tt_resolve_attack(r, &attack, &mut outcome)), 99);
        assert_eq!(widest(|r| rr_tt_interposition_roll(r, 50, &mut yes)), 99);
        assert_eq!(widest(|r| rr_tt_absorption_roll(r, &absorption, &mut absorbed)), 99);
        assert_eq!(widest(|r| rr_tt_disengage_roll(r, 50, &mut yes)), 99);
    }
}

/// Every damage type's code (Oangband 1.1.0's `GF_*`), every terrain's.
fn gf_codes() -> Vec<u32> {
    roguerules_projection::Gf::ALL.iter().map(|g| u32::from(g.code())).collect()
}

const FEATS: [u32; 5] = [RR_FEAT_FLOOR, RR_FEAT_LAVA, RR_FEAT_WATER, RR_FEAT_TREE, RR_FEAT_RUBBLE];

/// The widest span over random answers for inputs the rules accept (a call
/// refused up front, as `GF_WHIP` on a monster, is skipped: it asks nothing).
fn widest_random(runs: usize, mut call: impl FnMut(rr_random) -> rr_status) -> i64 {
    let mut widest = -1;
    for (answer, times) in [(Answer::Top, 1), (Answer::Bottom, 1), (Answer::Random, runs)] {
        let mut rec = Recorder { answer, state: 0x2545_f491_4f6c_dd1d, widest: -1 };
        let roller = rr_roller { uniform: Some(record), user: (&mut rec as *mut Recorder).cast() };
        let random = rr_random { rng: std::ptr::null_mut(), roller: &roller };
        for _ in 0..times {
            let status = call(random);
            assert!(status == rr_status::RR_OK || status == rr_status::RR_INVALID_ARGUMENT, "{status:?}");
            if status != rr_status::RR_OK {
                break;
            }
        }
        widest = widest.max(rec.widest);
    }
    widest
}

#[test]
fn projection_monster() {
    let mut out = rr_project_monster_outcome::default();
    // A monster's storm of 5000 on water (+1/3: 6666), (n)'s extra half (9999),
    // then (q)'s teleport roll 0..=3 * 9999.
    let storm = rr_project_monster_input {
        gf: RR_GF_STORM,
        dam: 5000,
        terrain: RR_FEAT_WATER,
        source: rr_project_source { player: 0, ..Default::default() },
        monster: rr_project_monster_state { hp: 32767, maxhp: 32767, ..Default::default() },
        reading: 0,
    };
    // A beguiling mage's slow monster at 5000: supercharged to 7500, beguiled
    // to 11250, then the resistance roll 1..=11250.
    let slow = rr_project_monster_input {
        gf: RR_GF_OLD_SLOW,
        source: rr_project_source { player: 1, level: 50, pclass: RR_PROJECT_CLASS_MAGE, beguile: 1, holy_light: 1 },
        ..storm
    };
    // SAFETY: valid pointers to locals.
    unsafe {
        assert_eq!(widest(|r| rr_project_monster(r, &storm, &mut out)), 29997);
        assert_eq!(widest(|r| rr_project_monster(r, &slow, &mut out)), 11249);
    }
    // Every type, terrain and source, at the extremes of the damage, on
    // monsters the notes treat differently: never more than documented.
    let sources = [
        rr_project_source { player: 0, ..Default::default() },
        rr_project_source { player: 1, level: 50, pclass: RR_PROJECT_CLASS_PRIEST, beguile: 1, holy_light: 1 },
        rr_project_source { player: 1, level: 50, pclass: RR_PROJECT_CLASS_NECROMANCER, beguile: 1, holy_light: 1 },
        rr_project_source { player: 1, level: 50, pclass: RR_PROJECT_CLASS_MAGE, beguile: 1, holy_light: 1 },
        rr_project_source { player: 1, level: 1, pclass: RR_PROJECT_CLASS_PALADIN, beguile: 0, holy_light: 0 },
    ];
    let monsters = [
        rr_project_monster_state { hp: 32767, maxhp: 32767, ac: 150, ..Default::default() },
        rr_project_monster_state {
            level: 255,
            hp: 100,
            maxhp: 32767,
            flags: RR_MON_UNDEAD | RR_MON_EVIL | RR_MON_HURT_LITE | RR_MON_HURT_ROCK,
            mana: 32767,
            ..Default::default()
        },
        rr_project_monster_state { level: 10, hp: 1, maxhp: 1, unique: 1, stun: 200, ..Default::default() },
    ];
    let (mut widest_seen, mut others) = (-1, -1);
    for gf in gf_codes() {
        for terrain in FEATS {
            for source in sources {
                for monster in monsters {
                    for dam in [0, 60, 241, 5000] {
                        let input = rr_project_monster_input { gf, dam, terrain, source, monster, reading: 0 };
                        // SAFETY: valid pointers to locals.
                        let w = widest_random(3, |r| unsafe { rr_project_monster(r, &input, &mut out) });
                        assert!(w <= 29997, "gf {gf} on {terrain}: {w}");
                        widest_seen = widest_seen.max(w);
                        if gf != RR_GF_STORM {
                            assert!(w <= 11249, "gf {gf} on {terrain}: {w}");
                            others = others.max(w);
                        }
                    }
                }
            }
        }
    }
    assert_eq!((widest_seen, others), (29997, 11249));
}

#[test]
fn projection_terrain_and_objects() {
    let mut feat = 0u32;
    let fire =
        rr_project_terrain_input { gf: RR_GF_FIRE, dam: 5000, terrain: RR_FEAT_FLOOR, adjacent_water: 8, reading: 0 };
    let mut out = rr_project_object_outcome::default();
    let acid = rr_project_object_input { gf: RR_GF_ACID, dam: 5000, object_class: RR_OBJ_BOW, ..Default::default() };
    // SAFETY: valid pointers to locals.
    unsafe {
        assert_eq!(widest(|r| rr_project_terrain(r, &fire, &mut feat)), 1799);
        assert_eq!(widest(|r| rr_project_object(r, &acid, &mut out)), 49);
    }
    let (mut terrain_widest, mut object_widest) = (-1, -1);
    for gf in gf_codes() {
        for terrain in FEATS {
            for dam in [0, 61, 500, 2400, 5000] {
                for adjacent_water in [0, 8] {
                    let input = rr_project_terrain_input { gf, dam, terrain, adjacent_water, reading: 0 };
                    // SAFETY: valid pointers to locals.
                    let w = widest_random(5, |r| unsafe { rr_project_terrain(r, &input, &mut feat) });
                    assert!(w <= 1799, "gf {gf} on {terrain}: {w}");
                    terrain_widest = terrain_widest.max(w);
                }
            }
        }
        for object_class in 0..=RR_OBJ_FOOD {
            for dam in [0, 40, 5000] {
                let input = rr_project_object_input {
                    gf,
                    dam,
                    object_class,
                    cursed: 1,
                    trapped: u8::from(object_class == RR_OBJ_CHEST),
                    ..Default::default()
                };
                // SAFETY: valid pointers to locals.
                let w = widest_random(3, |r| unsafe { rr_project_object(r, &input, &mut out) });
                assert!(w <= 49, "gf {gf} on object {object_class}: {w}");
                object_widest = object_widest.max(w);
            }
        }
    }
    assert_eq!((terrain_widest, object_widest), (1799, 49));
}

#[test]
fn projection_player() {
    let mut out = rr_project_player_outcome::default();
    // Morgul darkness (Half) of 1600 on water: 1680; from a level-255 monster
    // the power is 1680 * 255 / 100 = 4284, and (E)i's fear is 1d(power).
    let morgul = rr_project_player_input {
        gf: RR_GF_MORGUL_DARK,
        dam: 5000,
        terrain: RR_FEAT_WATER,
        dark: 0,
        land: RR_FEAT_FLOOR,
        player: rr_project_character::default(),
        source: rr_project_monster_source { level: 255, ..Default::default() },
        reading: 0,
        self_inflicted: 0,
    };
    // SAFETY: valid pointers to locals.
    unsafe {
        assert_eq!(widest(|r| rr_project_player(r, &morgul, &mut out)), 4283);
    }
    let characters =
        [rr_project_character::default(), heavy_character(0, 0), heavy_character(35, 0x1f), heavy_character(100, 0)];
    let sources = [rr_project_monster_source { level: 255, ..Default::default() }, fixtures::every_flag_source()];
    let (mut widest_seen, mut others) = (-1, -1);
    for gf in gf_codes().into_iter().filter(|&g| {
        roguerules_projection::Gf::from_code(g as u8)
            .is_some_and(|g| roguerules_projection::player::player_row(g).is_some())
    }) {
        for terrain in FEATS {
            for land in [RR_FEAT_LAVA, RR_FEAT_RUBBLE] {
                for player in characters {
                    for source in sources {
                        for dam in [30, 5000] {
                            let input = rr_project_player_input {
                                gf,
                                dam,
                                terrain,
                                dark: 1,
                                land,
                                player,
                                source,
                                reading: 0,
                                self_inflicted: 0,
                            };
                            // SAFETY: valid pointers to locals.
                            let w = widest_random(3, |r| unsafe { rr_project_player(r, &input, &mut out) });
                            assert!(w <= 4283, "gf {gf} on {terrain}: {w}");
                            widest_seen = widest_seen.max(w);
                            if gf != RR_GF_MORGUL_DARK {
                                assert!(w <= 2384, "gf {gf} on {terrain}: {w}");
                                others = others.max(w);
                            }
                        }
                    }
                }
            }
        }
    }
    assert_eq!((widest_seen, others), (4283, 2384));
}

/// Issue 22: under `RR_READING_OANGBAND_1_1_0` the widest span is Morgul
/// darkness's `rand_int(k)`, `k = dam * level / 100`: 1600 on water is 1680,
/// 2183 against the -30% vulnerability (`(1680 * -30 + 99) / 100` = -503),
/// and from a level-255 monster k = 5566, a span of 5565. The landing asks at
/// most 99 (a d100 of lava's 4d100).
#[test]
fn projection_player_game_reading() {
    let mut out = rr_project_player_outcome::default();
    let vulnerable = rr_project_character { stored_resists: 1, resist: [19; RR_P_RES_MAX], ..Default::default() };
    let morgul = rr_project_player_input {
        gf: RR_GF_MORGUL_DARK,
        dam: 5000,
        terrain: RR_FEAT_WATER,
        land: RR_FEAT_FLOOR,
        player: vulnerable,
        source: rr_project_monster_source { level: 255, ..Default::default() },
        reading: 1,
        ..Default::default()
    };
    // SAFETY: valid pointers to locals.
    unsafe {
        assert_eq!(widest(|r| rr_project_player(r, &morgul, &mut out)), 5565);
    }
    let mut landing = -1;
    for (teleport, thrust) in [(6, 0), (200, 0), (0, 5)] {
        let after = rr_project_player_outcome { teleport, thrust, ..Default::default() };
        for terrain in FEATS {
            // SAFETY: valid pointers to locals.
            let w = unsafe { widest(|r| rr_project_player_land(r, &morgul, &after, terrain, &mut out)) };
            assert!(w <= 99, "landing on {terrain}: {w}");
            landing = landing.max(w);
        }
    }
    assert_eq!(landing, 99);
}

/// Every `(lo, hi)` one call asks of a callback answering the top of each range.
fn calls(call: impl FnOnce(rr_random) -> rr_status) -> Vec<(i32, i32)> {
    unsafe extern "C" fn log(user: *mut c_void, lo: i32, hi: i32) -> i32 {
        // SAFETY: the test passes a live Vec.
        unsafe { &mut *(user as *mut Vec<(i32, i32)>) }.push((lo, hi));
        hi
    }
    let mut asked: Vec<(i32, i32)> = Vec::new();
    let roller = rr_roller { uniform: Some(log), user: (&mut asked as *mut Vec<(i32, i32)>).cast() };
    assert_eq!(call(rr_random { rng: std::ptr::null_mut(), roller: &roller }), rr_status::RR_OK);
    asked
}

/// Issue 21: a game passing its own generator as the callback is asked for every
/// draw Angband 2.7.9v6 makes, those whose result is certain included (the armour
/// roll against AC 0 and 1, the critical at powers at or below 0 and at or above
/// 5000, breakage at 100%), and a missile's dice come first.
#[test]
fn angband_certain_draws_reach_the_callback() {
    let mut m = rr_ang_melee::default();
    let mut a = rr_ang_attack::default();
    // SAFETY: valid pointers to locals throughout.
    unsafe {
        assert_eq!(rr_ang_melee_of(&warrior(), &mut m), rr_status::RR_OK);
        let k = m.skill;
        for ac in [0, 1] {
            let mon = rr_ang_monster { ac, ..orc() };
            // Top answers: k = 99, the armour roll K - 1 (past it), 5 + 5, no critical (4999).
            let asked = calls(|r| rr_ang_blow(r, &m, &mon, &mut a));
            assert_eq!(asked, [(0, 99), (0, k - 1), (1, 5), (1, 5), (0, 4999)], "AC {ac}");
            assert_eq!((a.hit, a.damage), (1, 10 + m.to_dam + m.weapon_to_dam));
        }
        let mut crit = 0u32;
        for (bonus, level) in [(-100, 1), (1000, 50)] {
            let asked = calls(|r| rr_ang_critical(r, RR_ANG_CRIT_TABLE_MELEE, 150, bonus, level, &mut crit));
            assert_eq!(asked[0], (0, 4999), "bonus {bonus}");
        }
        let flask = rr_ang_landing { kind: RR_ANG_OBJECT_FLASK_OF_OIL, hit_monster: 1, ..Default::default() };
        let mut breaks = 0u8;
        assert_eq!(calls(|r| rr_ang_breaks(r, &flask, &mut breaks)), [(0, 99)]);
        assert_eq!(breaks, 1);
        let mut missile = rr_ang_missile::default();
        let thrown = rr_ang_thrown {
            kind: RR_ANG_OBJECT_OTHER,
            dice: rr_ang_dice { count: 1, sides: 4 },
            weight: 12,
            ..Default::default()
        };
        assert_eq!(rr_ang_missile_throw(&warrior(), &thrown, &mut missile), rr_status::RR_OK);
        let asked = calls(|r| rr_ang_missile_shoot(r, &missile, &orc(), 3, &mut a));
        assert_eq!(&asked[..2], [(1, 4), (0, 99)]);
    }
}

/// The Oangband 1.1.0 reading's spans (its draws are the game's own: the
/// storm's teleport roll `rand_int(3 * dam)` on the nominal damage, boiling
/// water up to `201..=800 + 300 * 8`): never more than each entry point's
/// documentation says for that reading.
#[test]
fn projection_spans_under_the_game_reading() {
    let mut out = rr_project_monster_outcome::default();
    let sources = [
        rr_project_source { player: 0, ..Default::default() },
        rr_project_source { player: 1, level: 50, pclass: RR_PROJECT_CLASS_PRIEST, beguile: 1, holy_light: 1 },
        rr_project_source { player: 1, level: 50, pclass: RR_PROJECT_CLASS_MAGE, beguile: 1, holy_light: 1 },
    ];
    let monsters = [
        rr_project_monster_state { hp: 32767, maxhp: 32767, ac: 150, ..Default::default() },
        rr_project_monster_state {
            level: 255,
            hp: 100,
            maxhp: 32767,
            flags: RR_MON_UNDEAD | RR_MON_EVIL | RR_MON_HURT_LITE | RR_MON_HURT_ROCK,
            mana: 32767,
            ..Default::default()
        },
    ];
    let mut monster_widest = -1;
    for gf in gf_codes() {
        for terrain in FEATS {
            for source in sources {
                for monster in monsters {
                    for dam in [0, 60, 241, 5000] {
                        let input = rr_project_monster_input { gf, dam, terrain, source, monster, reading: 1 };
                        // SAFETY: valid pointers to locals.
                        let w = widest_random(3, |r| unsafe { rr_project_monster(r, &input, &mut out) });
                        monster_widest = monster_widest.max(w);
                    }
                }
            }
        }
    }
    let mut feat = 0u32;
    let mut object = rr_project_object_outcome::default();
    let (mut terrain_widest, mut object_widest) = (-1, -1);
    for gf in gf_codes() {
        for terrain in FEATS {
            for dam in [0, 61, 500, 2400, 5000] {
                for adjacent_water in [0, 8] {
                    let input = rr_project_terrain_input { gf, dam, terrain, adjacent_water, reading: 1 };
                    // SAFETY: valid pointers to locals.
                    let w = widest_random(5, |r| unsafe { rr_project_terrain(r, &input, &mut feat) });
                    terrain_widest = terrain_widest.max(w);
                }
            }
        }
        for object_class in 0..=RR_OBJ_FOOD {
            for dam in [0, 40, 5000] {
                let input = rr_project_object_input { gf, dam, object_class, reading: 1, ..Default::default() };
                // SAFETY: valid pointers to locals.
                let w = widest_random(3, |r| unsafe { rr_project_object(r, &input, &mut object) });
                object_widest = object_widest.max(w);
            }
        }
    }
    // The storm's rand_int(15000) at 5000; boiling water's 201..=3200.
    assert_eq!((monster_widest, terrain_widest, object_widest), (14999, 2999, 49));
}
