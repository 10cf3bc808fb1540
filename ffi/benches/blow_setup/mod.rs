//! The blow both timings use (`benches/ffi.rs` and `examples/blow_ratio.rs`): a
//! level-20 Dwarf warrior with a Broad Sword (2d5) (+3,+4) against a cave orc
//! (AC 36), as the crate docs' example, built once through each API.

use roguerules::angband::{rr_ang_character, rr_ang_melee, rr_ang_melee_of, rr_ang_monster};
use roguerules::{rr_rng, rr_rng_new, rr_status};
use roguerules_dice::Sampler;
use roguerules_melee::angband::{self as ang, Character, Class, Dice, Melee, Monster, MonsterFlags, Race, Weapon};

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

/// The Rust API behind a call the compiler may not inline, as a C caller's
/// call always is: separates the boundary's own cost from the call's.
#[inline(never)]
pub fn rust_blow_out_of_line(s: &mut Sampler, m: &Melee, orc: &Monster) -> Result<ang::BlowOutcome, ang::AngbandError> {
    ang::blow(s, m, orc)
}
