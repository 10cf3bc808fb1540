//! The C API gives the Rust API's answers: with the built-in generator, a seed
//! replays exactly what `Sampler::seed_from_u64` gives the rule crates; and an
//! `rr_roller` callback backed by the same sampler's `uniform` reproduces it
//! draw for draw, because the C API lowers every draw onto `uniform` exactly as
//! the sampler does (roguerules-dice `sampler.rs`).

use proptest::prelude::*;
use roguerules::melee::{rr_ang_attack, rr_ang_blow, rr_ang_character, rr_ang_melee, rr_ang_melee_of, rr_ang_monster};
use roguerules::traps::{rr_chest_open, rr_trap_outcome, rr_trap_player};
use roguerules::{
    rr_dice, rr_dice_free, rr_dice_parse, rr_dice_roll, rr_random, rr_rng, rr_rng_free, rr_rng_new, rr_roller,
    rr_status,
};
use roguerules_dice::{DiceExpr, Roller, Sampler};
use roguerules_melee::angband::{
    self as ang, Character, Class, Dice, Melee, Monster, MonsterFlags, Race, Stat, Weapon,
};
use roguerules_traps::{Depth, Player};
use std::ffi::{CString, c_void};

/// A game's `rand_range` backed by a roguerules sampler.
unsafe extern "C" fn sampler_uniform(user: *mut c_void, lo: i32, hi: i32) -> i32 {
    // SAFETY: the tests pass a live `Sampler` as `user`.
    let s = unsafe { &mut *(user as *mut Sampler) };
    s.uniform("callback", i64::from(lo), i64::from(hi)).expect("a valid range") as i32
}

struct Rng(*mut rr_rng);

impl Rng {
    fn new(seed: u64) -> Rng {
        let mut p = std::ptr::null_mut();
        // SAFETY: a valid out-pointer.
        assert_eq!(unsafe { rr_rng_new(seed, &mut p) }, rr_status::RR_OK);
        Rng(p)
    }
    fn random(&self) -> rr_random {
        rr_random { rng: self.0, roller: std::ptr::null() }
    }
}

impl Drop for Rng {
    fn drop(&mut self) {
        // SAFETY: made by rr_rng_new, freed once.
        unsafe { rr_rng_free(self.0) };
    }
}

fn character(str: u16, dex: u16, level: u8, count: u8, sides: u8, weight: u16) -> (rr_ang_character, Character) {
    let mut c = rr_ang_character { pclass: 0, race: 5, level, str, dex, has_weapon: true, ..Default::default() };
    c.weapon.dice.count = count;
    c.weapon.dice.sides = sides;
    c.weapon.to_dam = 4;
    c.weapon.weight = weight;
    let mut r = Character::new(Class::Warrior, Stat::from_game(str).unwrap(), Stat::from_game(dex).unwrap());
    r.race = Race::Dwarf;
    r.level = level;
    r.weapon = Some(Weapon {
        dice: Dice::new(count, sides).unwrap(),
        to_dam: 4,
        weight: roguerules_melee::angband::Weight::from_tenths(weight),
        ..Weapon::default()
    });
    (c, r)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn dice_rolls_match(seed in any::<u64>(), text in prop::sample::select(vec!["3d6", "2d6+1", "4d6kh3", "1d1000000-5", "d20+d4"])) {
        let expr: DiceExpr = text.parse().unwrap();
        let c_text = CString::new(text).unwrap();
        let mut dice: *mut rr_dice = std::ptr::null_mut();
        // SAFETY: a NUL-terminated string and a valid out-pointer.
        prop_assert_eq!(unsafe { rr_dice_parse(c_text.as_ptr(), &mut dice) }, rr_status::RR_OK);
        let rng = Rng::new(seed);
        let mut reference = Sampler::seed_from_u64(seed);
        let mut backing = Sampler::seed_from_u64(seed);
        let roller = rr_roller { uniform: Some(sampler_uniform), user: (&mut backing as *mut Sampler).cast() };
        let via_callback = rr_random { rng: std::ptr::null_mut(), roller: &roller };
        for _ in 0..8 {
            let want = expr.roll(&mut reference, "dice").unwrap();
            let (mut a, mut b) = (0i64, 0i64);
            // SAFETY: live handles, valid out-pointers; `backing` outlives the calls.
            unsafe {
                prop_assert_eq!(rr_dice_roll(dice, rng.random(), &mut a), rr_status::RR_OK);
                prop_assert_eq!(rr_dice_roll(dice, via_callback, &mut b), rr_status::RR_OK);
            }
            prop_assert_eq!(a, want);
            prop_assert_eq!(b, want);
        }
        // SAFETY: made above, freed once.
        unsafe { rr_dice_free(dice) };
    }

    #[test]
    fn angband_blows_match(
        seed in any::<u64>(),
        str in 3u16..=1017,
        dex in 3u16..=1017,
        level in 1u8..=50,
        count in 1u8..=6,
        sides in 1u8..=12,
        weight in 10u16..=400,
        ac in 0u16..=200,
    ) {
        let (c, r) = character(str, dex, level, count, sides, weight);
        let mut cm = rr_ang_melee::default();
        // SAFETY: valid pointers.
        prop_assert_eq!(unsafe { rr_ang_melee_of(&c, &mut cm) }, rr_status::RR_OK);
        let m = Melee::of(&r).unwrap();
        prop_assert_eq!(i64::from(cm.skill), i64::from(m.skill));
        prop_assert_eq!(cm.blows.blows, m.blows.blows);
        let orc = Monster { ac, flags: MonsterFlags::ORC, ..Monster::new(ac) };
        let corc = rr_ang_monster { ac, flags: 1 << 5, visible: true, hp_known: false, hp: 0 };
        let rng = Rng::new(seed);
        let mut reference = Sampler::seed_from_u64(seed);
        let mut backing = Sampler::seed_from_u64(seed);
        let roller = rr_roller { uniform: Some(sampler_uniform), user: (&mut backing as *mut Sampler).cast() };
        let via_callback = rr_random { rng: std::ptr::null_mut(), roller: &roller };
        for _ in 0..8 {
            let want = ang::blow(&mut reference, &m, &orc).unwrap();
            let (mut a, mut b) = (rr_ang_attack::default(), rr_ang_attack::default());
            // SAFETY: live handles and valid pointers; `backing` outlives the calls.
            unsafe {
                prop_assert_eq!(rr_ang_blow(rng.random(), &cm, &corc, &mut a), rr_status::RR_OK);
                prop_assert_eq!(rr_ang_blow(via_callback, &cm, &corc, &mut b), rr_status::RR_OK);
            }
            prop_assert_eq!(a, b);
            prop_assert_eq!(a.damage, want.damage);
            prop_assert_eq!(a.dice, want.dice);
            prop_assert_eq!(a.hit, want.hit.hit());
        }
    }

    #[test]
    fn chests_match(seed in any::<u64>(), native in 0i64..=127, depth in 0i64..=127, saving_throw in 0i64..=100) {
        let player = Player { saving_throw, ..Player::default() };
        let cplayer = rr_trap_player {
            flags: 0, sustains: 0, armour_class: 0, saving_throw, poison: 0, pack: std::ptr::null(), pack_len: 0,
        };
        let want = roguerules_traps::open_trapped_chest(
            &mut Sampler::seed_from_u64(seed),
            Depth::from_level(native).unwrap(),
            Depth::from_level(depth).unwrap(),
            &player,
        ).unwrap();
        let rng = Rng::new(seed);
        let (mut level, mut traps) = (0i64, 0u16);
        let mut out = Box::new(rr_trap_outcome {
            len: 0,
            disappears: false,
            effects: [Default::default(); roguerules::traps::RR_TRAP_MAX_EFFECTS],
        });
        // SAFETY: valid pointers.
        let s = unsafe { rr_chest_open(rng.random(), native, depth, &cplayer, &mut level, &mut traps, &mut *out) };
        prop_assert_eq!(s, rr_status::RR_OK);
        prop_assert_eq!(level, want.0);
        prop_assert_eq!(traps, want.1.bits());
        prop_assert_eq!(out.len as usize, want.2.effects.len());
        let damage: i64 = out.effects[..out.len as usize]
            .iter()
            .filter(|e| e.kind == roguerules::traps::RR_EFFECT_DAMAGE)
            .map(|e| e.amount)
            .sum();
        prop_assert_eq!(damage, want.2.damage());
    }
}
