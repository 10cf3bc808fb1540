//! The inputs the timings use (`benches/ffi.rs`, `examples/blow_ratio.rs`,
//! `examples/family_ratio.rs`, `examples/callback_cost.rs`):
//! a level-20 Dwarf warrior with a Broad Sword (2d5) (+3,+4) against an evil orc
//! of armour class 36 (a made-up monster: Angband 2.7.9v6's cave orc has AC 32),
//! as the crate docs' example, built once through each API; a chest, a dungeon
//! trap and a POWDER attack likewise; and the game-style generators the
//! callback variants pass as `rr_roller`.

use roguerules::angband::{
    rr_ang_character, rr_ang_melee, rr_ang_melee_of, rr_ang_monster, rr_ang_profile, rr_ang_profile_new,
};
use roguerules::powder::{
    RR_POWDER_DAMAGE_FIRE, RR_POWDER_DAMAGE_PHYSICAL, RR_POWDER_KIND_MELEE, RR_POWDER_SIZE_SMALLER,
    RR_POWDER_SLOTS_ALL, rr_powder_attack_input, rr_powder_attacker, rr_powder_damage, rr_powder_defender,
    rr_powder_weapon,
};
use roguerules::{rr_rng, rr_rng_new, rr_roller, rr_status};
use roguerules_dice::Sampler;
use roguerules_melee::angband::{self as ang, Character, Class, Dice, Melee, Monster, MonsterFlags, Race, Weapon};
use roguerules_melee::powder;
use std::ffi::c_void;

pub mod families;

/// The blow's inputs through the Rust API.
pub fn rust_inputs() -> (Melee, Monster) {
    let mut c = Character::new(Class::Warrior, "18/100".parse().expect("a stat"), "18/50".parse().expect("a stat"));
    c.race = Race::Dwarf;
    c.level = 20;
    c.weapon = Some(Weapon {
        dice: Dice::new(2, 5).expect("dice"),
        to_hit: 3,
        to_dam: 4,
        weight: "15".parse().expect("a weight"),
        ..Weapon::default()
    });
    let orc = Monster { ac: 36, flags: MonsterFlags::ORC | MonsterFlags::EVIL, ..Monster::new(36) };
    (Melee::of(&c).expect("a valid character"), orc)
}

/// The same inputs through the C API.
pub fn c_inputs() -> (rr_ang_melee, rr_ang_monster) {
    let mut c =
        rr_ang_character { pclass: 0, race: 5, level: 20, str: 118, dex: 68, has_weapon: 1, ..Default::default() };
    c.weapon.dice.count = 2;
    c.weapon.dice.sides = 5;
    c.weapon.to_hit = 3;
    c.weapon.to_dam = 4;
    c.weapon.weight = 150;
    let mut melee = rr_ang_melee::default();
    // SAFETY: valid pointers to local values.
    assert_eq!(unsafe { rr_ang_melee_of(&c, &mut melee) }, rr_status::RR_OK);
    let orc = rr_ang_monster { ac: 36, flags: (1 << 5) | (1 << 3), visible: 1, hp_known: 0, hp: 0 };
    (melee, orc)
}

/// A built-in generator; free it with `rr_rng_free`.
pub fn new_rng(seed: u64) -> *mut rr_rng {
    let mut rng: *mut rr_rng = std::ptr::null_mut();
    // SAFETY: a valid out-pointer.
    assert_eq!(unsafe { rr_rng_new(seed, &mut rng) }, rr_status::RR_OK);
    rng
}

/// A C profile handle made from `melee` (free it with `rr_ang_profile_free`).
pub fn new_profile(melee: &rr_ang_melee) -> *mut rr_ang_profile {
    let mut profile: *mut rr_ang_profile = std::ptr::null_mut();
    // SAFETY: valid pointers.
    assert_eq!(unsafe { rr_ang_profile_new(melee, &mut profile) }, rr_status::RR_OK);
    profile
}

/// A C missile profile handle made from `missile` (free it with
/// `rr_ang_missile_profile_free`).
pub fn new_missile_profile(
    missile: &roguerules::angband::rr_ang_missile,
) -> *mut roguerules::angband::rr_ang_missile_profile {
    let mut profile = std::ptr::null_mut();
    // SAFETY: valid pointers.
    assert_eq!(unsafe { roguerules::angband::rr_ang_missile_profile_new(missile, &mut profile) }, rr_status::RR_OK);
    profile
}

/// The Rust API behind a call the compiler may not inline, as a C caller's
/// call always is: separates the boundary's own cost from the call's.
#[inline(never)]
pub fn rust_blow_out_of_line(s: &mut Sampler, m: &Melee, orc: &Monster) -> Result<ang::BlowOutcome, ang::AngbandError> {
    ang::blow(s, m, orc)
}

/// The C input of a POWDER attack with the lists it points into.
pub struct PowderInput {
    input: rr_powder_attack_input,
    _enchantments: Box<[i32; 1]>,
    _damage: Box<[rr_powder_damage; 2]>,
}

impl PowderInput {
    /// The input (its list pointers point into `self`).
    pub fn input(&self) -> &rr_powder_attack_input {
        &self.input
    }
}

/// Fred charges the troll (seed 001's worked example), through the Rust API
/// and the C API.
pub fn powder_inputs() -> (powder::AttackInput, PowderInput) {
    use powder::{AttackInput, Attacker, AttackerSkill, DamageDice, DamageType, Defender, RelativeSize, Weapon};
    let rust = AttackInput {
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
                DamageDice::new(DamageType::Physical, "1d8".parse().expect("dice")),
                DamageDice::new(DamageType::Fire, "1d3".parse().expect("dice")),
            ],
            ..Weapon::default()
        },
        defender: Defender { monster: true, natural_ac: 8, ..Defender::default() },
        ..AttackInput::default()
    };
    let enchantments = Box::new([2i32]);
    let damage = Box::new([
        rr_powder_damage { damage_type: RR_POWDER_DAMAGE_PHYSICAL, count: 1, sides: 8, plus: 0 },
        rr_powder_damage { damage_type: RR_POWDER_DAMAGE_FIRE, count: 1, sides: 3, plus: 0 },
    ]);
    let input = rr_powder_attack_input {
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
            ..Default::default()
        },
        weapon: rr_powder_weapon {
            natural_bonus: 0,
            enchantments: enchantments.as_ptr(),
            enchantments_len: 1,
            damage: damage.as_ptr(),
            damage_len: 2,
        },
        defender: rr_powder_defender {
            monster: 1,
            slots: RR_POWDER_SLOTS_ALL,
            head: Default::default(),
            neck: Default::default(),
            body: Default::default(),
            feet: Default::default(),
            shield: Default::default(),
            natural_ac: 8,
            resistances: 0,
            vulnerabilities: std::ptr::null(),
            vulnerabilities_len: 0,
            defences: 0,
            moved_last_turn: 0,
            immobile: 0,
            in_tree: 0,
        },
    };
    (rust, PowderInput { input, _enchantments: enchantments, _damage: damage })
}

/// A player for the traps: AC 40, a saving throw of 30%, nothing else.
pub fn trap_player() -> roguerules::traps::rr_trap_player {
    roguerules::traps::rr_trap_player {
        flags: 0,
        sustains: 0,
        armour_class: 40,
        saving_throw: 30,
        poison: 0,
        pack: std::ptr::null(),
        pack_len: 0,
        poison_resistance: 0,
        reading: 0,
    }
}

/// [`trap_player`] through the Rust API.
pub fn trap_rust_player() -> roguerules_traps::Player {
    let c = trap_player();
    roguerules_traps::Player {
        armour_class: i64::from(c.armour_class),
        saving_throw: i64::from(c.saving_throw),
        ..roguerules_traps::Player::default()
    }
}

/// A pit made at 500 feet (level 10) with the built-in generator, for the
/// dungeon-trap timings.
pub fn pit() -> roguerules::traps::rr_dungeon_trap {
    use roguerules::traps::{RR_DUNGEON_TRAP_PIT, rr_dungeon_trap, rr_dungeon_trap_generate};
    let rng = new_rng(7);
    let mut trap = std::mem::MaybeUninit::<rr_dungeon_trap>::uninit();
    let random = roguerules::rr_random { rng, roller: std::ptr::null() };
    // SAFETY: a live generator and a valid out-pointer; freed once below.
    unsafe {
        assert_eq!(rr_dungeon_trap_generate(random, RR_DUNGEON_TRAP_PIT, 10, trap.as_mut_ptr()), rr_status::RR_OK);
        roguerules::rr_rng_free(rng);
        trap.assume_init()
    }
}

/// A game's own generator, C-style: xorshift32 with `lo + r % (hi - lo + 1)`
/// (biased, as many games' are), its state behind `user`.
///
/// # Safety
///
/// `user` points to a live `u32` nothing else uses during the call.
pub unsafe extern "C" fn xorshift_uniform(user: *mut c_void, lo: i32, hi: i32) -> i32 {
    // SAFETY: the function's contract.
    let state = unsafe { &mut *user.cast::<u32>() };
    let mut x = *state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    *state = x;
    let span = (i64::from(hi) - i64::from(lo) + 1) as u64;
    if span > u64::from(u32::MAX) {
        return x as i32; // the whole int32_t range
    }
    lo.wrapping_add((x % span as u32) as i32)
}

/// The ranges a generator is asked for, recorded.
pub struct Recorded {
    /// The generator answering.
    pub state: u32,
    /// `(lo, hi)` of every call, in order.
    pub calls: Vec<(i32, i32)>,
}

/// [`xorshift_uniform`], recording each call's range in the [`Recorded`] behind
/// `user`.
///
/// # Safety
///
/// `user` points to a live [`Recorded`] nothing else uses during the call.
pub unsafe extern "C" fn recording_uniform(user: *mut c_void, lo: i32, hi: i32) -> i32 {
    // SAFETY: the function's contract.
    let rec = unsafe { &mut *user.cast::<Recorded>() };
    rec.calls.push((lo, hi));
    // SAFETY: the state is a live u32 inside `rec`.
    unsafe { xorshift_uniform((&mut rec.state as *mut u32).cast(), lo, hi) }
}

/// An `rr_roller` over the game-style generator whose state is `state`.
pub fn xorshift_roller(state: &mut u32) -> rr_roller {
    rr_roller { uniform: Some(xorshift_uniform), user: (state as *mut u32).cast() }
}

/// Calls the game's generator once per recorded range, as the library would,
/// but without the library: the floor of a callback variant. The function is
/// called through a pointer the compiler cannot see through, as the library
/// calls it.
pub fn raw_calls(calls: &[(i32, i32)], state: &mut u32) -> i64 {
    let f = std::hint::black_box(xorshift_uniform as unsafe extern "C" fn(*mut c_void, i32, i32) -> i32);
    let user: *mut c_void = (state as *mut u32).cast();
    let mut sum = 0i64;
    for &(lo, hi) in calls {
        // SAFETY: `user` points to the live `state`.
        sum += i64::from(unsafe { f(user, lo, hi) });
    }
    sum
}

/// A fire bolt of 30 from a level-20 mage on a cave orc (11 HP, AC 36, evil,
/// an orc) standing on the floor: no resist line, no note that draws, so the
/// rule draws nothing (the cost of the boundary and the rule alone).
pub fn bolt_input() -> roguerules::projection::rr_project_monster_input {
    use roguerules::projection::*;
    rr_project_monster_input {
        gf: RR_GF_FIRE,
        dam: 30,
        terrain: RR_FEAT_FLOOR,
        source: rr_project_source { player: 1, level: 20, pclass: RR_PROJECT_CLASS_MAGE, beguile: 0, holy_light: 0 },
        monster: rr_project_monster_state {
            name: c"Cave orc".as_ptr(),
            display_char: b'o' as std::ffi::c_char,
            level: 7,
            hp: 40,
            maxhp: 40,
            ac: 36,
            flags: RR_MON_ORC | RR_MON_EVIL,
            ..Default::default()
        },
        reading: 0,
    }
}

/// [`bolt_input`] through the Rust API.
pub fn bolt_rust() -> roguerules_projection::monster::MonsterInput {
    use roguerules_projection::monster::{Monster, MonsterFlags, MonsterInput};
    use roguerules_projection::{Class, Gf, PlayerSource, Source};
    let m = Monster {
        name: "Cave orc".into(),
        char: 'o',
        level: 7,
        hp: 40,
        maxhp: 40,
        ac: 36,
        flags: MonsterFlags::ORC | MonsterFlags::EVIL,
        ..Monster::default()
    };
    let source = Source::Player(PlayerSource { level: 20, class: Class::Mage, beguile: false, holy_light: false });
    MonsterInput { source, ..MonsterInput::new(Gf::Fire, 30, m) }
}

/// A fire bolt of 50 from a level-20 monster on a level-20 warrior with 35%
/// fire resistance (as the game stores it, `stored_resists` 0: percent)
/// standing on the floor, through the C API; the Rust API's input is the same
/// struct converted once, as a game would hold it.
pub fn player_bolt() -> (roguerules::projection::rr_project_player_input, roguerules_projection::player::PlayerInput) {
    use roguerules::projection::*;
    let mut player = rr_project_character { level: 20, exp: 5000, ac: 30, base_ac: 30, save: 40, ..Default::default() };
    player.resist[RR_P_RES_FIRE as usize] = 35;
    let c = rr_project_player_input {
        gf: RR_GF_FIRE,
        dam: 50,
        terrain: RR_FEAT_FLOOR,
        land: RR_FEAT_FLOOR,
        player,
        source: rr_project_monster_source { level: 20, ..Default::default() },
        ..Default::default()
    };
    let rust = roguerules_projection::player::PlayerInput::try_from(&c).expect("a valid input");
    (c, rust)
}

/// A flask of oil (2d6, 1 lb) thrown by [`c_inputs`]'s Dwarf, as the missile
/// profile a game holds (`rr_ang_missile_throw`), and the same profile through
/// the Rust API.
pub fn thrown_flask() -> (roguerules::angband::rr_ang_missile, ang::Missile) {
    use roguerules::angband::{
        RR_ANG_OBJECT_FLASK_OF_OIL, rr_ang_dice, rr_ang_missile, rr_ang_missile_throw, rr_ang_thrown,
    };
    let mut c =
        rr_ang_character { pclass: 0, race: 5, level: 20, str: 118, dex: 68, has_weapon: 1, ..Default::default() };
    c.weapon.dice.count = 2;
    c.weapon.dice.sides = 5;
    c.weapon.weight = 150;
    let flask = rr_ang_thrown {
        kind: RR_ANG_OBJECT_FLASK_OF_OIL,
        dice: rr_ang_dice { count: 2, sides: 6 },
        to_hit: 0,
        to_dam: 0,
        weight: 10,
        slays: 0,
    };
    let mut missile = std::mem::MaybeUninit::<rr_ang_missile>::uninit();
    // SAFETY: valid pointers to local values.
    assert_eq!(unsafe { rr_ang_missile_throw(&c, &flask, missile.as_mut_ptr()) }, rr_status::RR_OK);
    // SAFETY: written on RR_OK.
    let missile = unsafe { missile.assume_init() };
    let rust = ang::Missile::try_from(&missile).expect("a valid missile");
    (missile, rust)
}

/// A tabletop attack (seed 002, sections D-H): attack value 60, the nominal
/// miss chance, a 2d6+1 weapon at short range against absorption 3, through
/// the C API and the Rust API.
pub fn tabletop_attack() -> (roguerules::tabletop::rr_tt_attack, roguerules_tabletop::damage::AttackInput) {
    use roguerules::tabletop::{RR_TT_NOMINAL_MISS_CHANCE, rr_tt_attack, rr_tt_attack_input, rr_tt_dice};
    use roguerules_tabletop::attack_roll::AttackRollInput;
    use roguerules_tabletop::damage::{AttackInput, BaseDamage};
    use roguerules_tabletop::tables::Dice as TtDice;
    let c = rr_tt_attack {
        roll: rr_tt_attack_input { attack_value: 60, miss_chance: RR_TT_NOMINAL_MISS_CHANCE },
        damage: rr_tt_dice { count: 2, sides: 6, plus: 1 },
        long_range: 0,
        absorption: 3,
    };
    let rust = AttackInput {
        roll: AttackRollInput { attack_value: 60, miss_chance: RR_TT_NOMINAL_MISS_CHANCE },
        damage: BaseDamage::of_dice(TtDice::new(2, 6, 1)),
        range: None,
        absorption: 3,
    };
    (c, rust)
}
