//! A noise-resistant companion to the criterion bench: times one Angband blow
//! through the C API (built-in generator) and through the Rust API in
//! interleaved batches, and prints the best batch of each and their ratio
//! (the best batch is the least disturbed by other processes on a shared
//! machine). Like the bench, both sides hand the whole outcome to `black_box`
//! by reference.
//!
//! Run with `cargo run --release -p roguerules-ffi --example blow_ratio`.

use roguerules::melee::{rr_ang_attack, rr_ang_blow, rr_ang_character, rr_ang_melee, rr_ang_melee_of, rr_ang_monster};
use roguerules::{rr_random, rr_rng, rr_rng_free, rr_rng_new, rr_status};
use roguerules_dice::Sampler;
use roguerules_melee::angband::{self as ang, Character, Class, Dice, Melee, Monster, MonsterFlags, Race, Weapon};
use std::hint::black_box;
use std::time::Instant;

/// The Rust API behind a call the compiler may not inline, as a C caller's
/// call always is.
#[inline(never)]
fn rust_blow_out_of_line(s: &mut Sampler, m: &Melee, orc: &Monster) -> Result<ang::BlowOutcome, ang::AngbandError> {
    ang::blow(s, m, orc)
}

const BATCH: u32 = 200_000;
const ROUNDS: u32 = 40;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut c = Character::new(Class::Warrior, "18/100".parse()?, "18/50".parse()?);
    c.race = Race::Dwarf;
    c.level = 20;
    c.weapon =
        Some(Weapon { dice: Dice::new(2, 5)?, to_hit: 3, to_dam: 4, weight: "15".parse()?, ..Weapon::default() });
    let melee = Melee::of(&c)?;
    let orc = Monster { ac: 36, flags: MonsterFlags::ORC | MonsterFlags::EVIL, ..Monster::new(36) };

    let mut cc =
        rr_ang_character { pclass: 0, race: 5, level: 20, str: 118, dex: 68, has_weapon: true, ..Default::default() };
    cc.weapon.dice.count = 2;
    cc.weapon.dice.sides = 5;
    cc.weapon.to_hit = 3;
    cc.weapon.to_dam = 4;
    cc.weapon.weight = 150;
    let mut cmelee = rr_ang_melee::default();
    let mut rng: *mut rr_rng = std::ptr::null_mut();
    // SAFETY: valid pointers to locals.
    unsafe {
        assert_eq!(rr_ang_melee_of(&cc, &mut cmelee), rr_status::RR_OK);
        assert_eq!(rr_rng_new(1, &mut rng), rr_status::RR_OK);
    }
    let corc = rr_ang_monster { ac: 36, flags: (1 << 5) | (1 << 3), visible: true, hp_known: false, hp: 0 };
    let random = rr_random { rng, roller: std::ptr::null() };
    let mut sampler = Sampler::seed_from_u64(1);

    let mut sampler2 = Sampler::seed_from_u64(1);
    let (mut best_rust, mut best_c, mut best_call) = (f64::MAX, f64::MAX, f64::MAX);
    for _ in 0..ROUNDS {
        let t = Instant::now();
        for _ in 0..BATCH {
            let outcome = ang::blow(&mut sampler, black_box(&melee), black_box(&orc));
            black_box(&outcome);
        }
        best_rust = best_rust.min(t.elapsed().as_nanos() as f64 / f64::from(BATCH));
        let t = Instant::now();
        for _ in 0..BATCH {
            let outcome = rust_blow_out_of_line(&mut sampler2, black_box(&melee), black_box(&orc));
            black_box(&outcome);
        }
        best_call = best_call.min(t.elapsed().as_nanos() as f64 / f64::from(BATCH));
        let t = Instant::now();
        for _ in 0..BATCH {
            let mut out = rr_ang_attack::default();
            // SAFETY: live handles and valid pointers.
            let s = unsafe { rr_ang_blow(random, black_box(&cmelee), black_box(&corc), &mut out) };
            black_box((s, &out));
        }
        best_c = best_c.min(t.elapsed().as_nanos() as f64 / f64::from(BATCH));
    }
    // SAFETY: made above, freed once.
    unsafe { rr_rng_free(rng) };
    println!("one Angband blow, best of {ROUNDS} interleaved batches of {BATCH}:");
    println!("  rust api:             {best_rust:.1} ns");
    println!("  rust api, not inlined: {best_call:.1} ns");
    println!("  c api (built-in rng): {best_c:.1} ns");
    println!("  ratio c/rust:         {:.2}", best_c / best_rust);
    println!("  ratio c/rust not inlined: {:.2}", best_c / best_call);
    Ok(())
}
