//! Issue 15, item 6: each rolling function's doc states the widest `hi - lo`
//! it can ask the game's `rr_roller` for ("Callback span: at most ..."). This
//! drives every rolling function with a callback that records the widest span
//! asked, answering the top of each range, the bottom, and pseudo-random values,
//! and checks the record against the documented figure (equal where the inputs
//! reach it).

use roguerules::angband::*;
use roguerules::powder::*;
use roguerules::tabletop::*;
use roguerules::traps::*;
use roguerules::{rr_dice, rr_dice_free, rr_dice_parse, rr_dice_roll, rr_random, rr_roller, rr_status};
use std::ffi::c_void;

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
    let enchantments = [2i32];
    let damage = [
        rr_powder_damage { damage_type: RR_POWDER_DAMAGE_PHYSICAL, count: 1, sides: 8, plus: 0 },
        rr_powder_damage { damage_type: RR_POWDER_DAMAGE_FIRE, count: 1, sides: 3, plus: 0 },
    ];
    // SAFETY: plain data; NULL list pointers with length 0 are valid.
    let mut input: rr_powder_attack_input = unsafe { std::mem::zeroed() };
    input.charge = 1;
    input.attacker = rr_powder_attacker {
        physical_level: 8,
        magical_level: 5,
        avatar: 1,
        skill_attack_type: 1,
        skill_size_or_ranged: 1,
        ..Default::default()
    };
    input.weapon.enchantments = enchantments.as_ptr();
    input.weapon.enchantments_len = 1;
    input.weapon.damage = damage.as_ptr();
    input.weapon.damage_len = 2;
    input.defender.monster = 1;
    input.defender.slots = RR_POWDER_SLOTS_ALL;
    input.defender.natural_ac = 8;
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
