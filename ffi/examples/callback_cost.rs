//! Instructions the library adds per draw on the callback path (issue 18),
//! for callgrind: `valgrind --tool=callgrind` this program, then compare the
//! inclusive instructions of the C entry points with those of the callback
//! (`ffi/README.md`, "What the callback path costs", has the command and
//! figures).
//!
//! `cargo run --release -p roguerules-ffi --example callback_cost -- dice|blow|builtin [N]`:
//! `dice` rolls `100d6` N times (100 draws a call), `blow` makes N Angband blows
//! (the Dwarf's blow of `benches/blow_setup`), `bolt` N drawless fire bolts
//! through `rr_project_monster`, each through a game-style generator (xorshift32) passed as `rr_roller`;
//! `profile` the same blows through an `rr_ang_profile` handle (made once);
//! `builtin` makes the same blows with the built-in generator.
//! `c-<family>` and `rust-<family>` (family `bolt`, `player`, `blow`,
//! `blow-profile` (the C handle, the Rust `PreparedBlow`), `missile`,
//! `missile-profile` (the C handle, the Rust `PreparedMissile`), `chest`, `pit`, `powder` or `tt`) make N calls of one family's
//! rule through the C API or the Rust API, both with the built-in generator
//! seeded 1, for the instructions per call of each (`ffi/README.md`, "The
//! boundary at the game's speed").

#[allow(dead_code)]
#[path = "../benches/blow_setup/mod.rs"]
mod blow_setup;

use blow_setup::{c_inputs, xorshift_roller};
use roguerules::angband::{rr_ang_attack, rr_ang_blow, rr_ang_profile_blow};
use roguerules::{rr_dice, rr_dice_free, rr_dice_parse, rr_dice_roll, rr_random, rr_status};
use std::hint::black_box;

fn main() {
    let which = std::env::args().nth(1).unwrap_or_else(|| "dice".to_owned());
    let n: u64 = std::env::args().nth(2).and_then(|s| s.parse().ok()).unwrap_or(100_000);
    let mut state = 2_463_534_242u32;
    let roller = xorshift_roller(&mut state);
    let random = rr_random { rng: std::ptr::null_mut(), roller: &roller };
    let mut sum = 0i64;
    match which.as_str() {
        "dice" => {
            let mut dice: *mut rr_dice = std::ptr::null_mut();
            // SAFETY: a valid out-pointer and a NUL-terminated string.
            assert_eq!(unsafe { rr_dice_parse(c"100d6".as_ptr(), &mut dice) }, rr_status::RR_OK);
            for _ in 0..n {
                let mut total = 0i64;
                // SAFETY: live handles, a valid out-pointer.
                unsafe { rr_dice_roll(black_box(dice), random, &mut total) };
                sum += total;
            }
            // SAFETY: made above, freed once.
            unsafe { rr_dice_free(dice) };
        }
        "bolt" => {
            // A drawless fire bolt (30 damage) on a named monster, the
            // game's generator passed but never called.
            let input = blow_setup::bolt_input();
            for _ in 0..n {
                let mut out = std::mem::MaybeUninit::uninit();
                // SAFETY: valid pointers; the name is a static C string.
                let s =
                    unsafe { roguerules::projection::rr_project_monster(random, black_box(&input), out.as_mut_ptr()) };
                assert_eq!(s, rr_status::RR_OK);
                // SAFETY: written on RR_OK.
                sum += i64::from(unsafe { out.assume_init() }.damage);
            }
            assert_eq!(state, 2_463_534_242, "the bolt drew");
        }
        "pit" => {
            let (trap, player) = (blow_setup::pit(), blow_setup::trap_player());
            let rng = blow_setup::new_rng(1);
            let random = rr_random { rng, roller: std::ptr::null() };
            for _ in 0..n {
                let mut out = std::mem::MaybeUninit::uninit();
                // SAFETY: valid pointers.
                unsafe {
                    roguerules::traps::rr_dungeon_trap_trigger(random, black_box(&trap), &player, out.as_mut_ptr())
                };
                black_box(&out);
            }
        }
        // Each family through the C API (`c-...`) and the Rust API
        // (`rust-...`), both with the built-in generator seeded 1: callgrind's
        // instructions per call of the two, for the C / Rust ratio without
        // the machine's noise (`ffi/README.md`).
        f if f.starts_with("c-") || f.starts_with("rust-") => sum = family(f, n),
        "profile" => {
            // `blow` through the profile handle: checked once, before the loop.
            let (melee, orc) = c_inputs();
            let profile = blow_setup::new_profile(&melee);
            for _ in 0..n {
                let mut out = rr_ang_attack::default();
                // SAFETY: a live profile and valid pointers.
                unsafe { rr_ang_profile_blow(random, black_box(profile), black_box(&orc), &mut out) };
                sum += out.damage as i64;
            }
            // SAFETY: made above, freed once.
            unsafe { roguerules::angband::rr_ang_profile_free(profile) };
        }
        "builtin" => {
            let (melee, orc) = c_inputs();
            let rng = blow_setup::new_rng(1);
            let random = rr_random { rng, roller: std::ptr::null() };
            for _ in 0..n {
                let mut out = rr_ang_attack::default();
                // SAFETY: live handles and valid pointers.
                unsafe { rr_ang_blow(random, black_box(&melee), black_box(&orc), &mut out) };
                sum += out.damage as i64;
            }
            // SAFETY: made above, freed once.
            unsafe { roguerules::rr_rng_free(rng) };
        }
        _ => {
            let (melee, orc) = c_inputs();
            for _ in 0..n {
                let mut out = rr_ang_attack::default();
                // SAFETY: live handles and valid pointers.
                unsafe { rr_ang_blow(random, black_box(&melee), black_box(&orc), &mut out) };
                sum += out.damage as i64;
            }
        }
    }
    println!("{sum}");
}

/// `n` calls of one family through the C API (`c-<family>`) or the Rust API
/// (`rust-<family>`), with the built-in generator seeded 1; returns a sum of
/// the outcomes so nothing is optimised away.
fn family(which: &str, n: u64) -> i64 {
    use roguerules_dice::Sampler;
    let (c_api, name) = match which.split_once('-') {
        Some(("c", name)) => (true, name),
        Some((_, name)) => (false, name),
        None => unreachable!("the caller matched a prefix"),
    };
    let rng = blow_setup::new_rng(1);
    let random = rr_random { rng, roller: std::ptr::null() };
    let mut s = Sampler::seed_from_u64(1);
    let mut sum = 0i64;
    macro_rules! c_call {
        ($call:expr, $out:ident, $value:expr) => {{
            for _ in 0..n {
                let mut $out = std::mem::MaybeUninit::uninit();
                // SAFETY: valid pointers; `random` names a live generator.
                let st = unsafe { $call($out.as_mut_ptr()) };
                assert_eq!(st, rr_status::RR_OK);
                // SAFETY: written on RR_OK (the fields read are written).
                let $out = unsafe { &*$out.as_ptr() };
                sum += $value;
            }
        }};
    }
    macro_rules! rust_call {
        ($call:expr, $o:ident, $value:expr) => {{
            for _ in 0..n {
                let $o = $call.expect("a valid input");
                sum += $value;
            }
        }};
    }
    match (name, c_api) {
        ("bolt", true) => {
            let input = blow_setup::bolt_input();
            c_call!(
                |o| roguerules::projection::rr_project_monster(random, black_box(&input), o),
                o,
                i64::from(o.damage)
            )
        }
        ("bolt", false) => {
            let input = blow_setup::bolt_rust();
            rust_call!(roguerules_projection::monster::project(&mut s, black_box(&input)), o, o.damage)
        }
        ("player", true) => {
            let (input, _) = blow_setup::player_bolt();
            c_call!(|o| roguerules::projection::rr_project_player(random, black_box(&input), o), o, i64::from(o.damage))
        }
        ("player", false) => {
            let (_, input) = blow_setup::player_bolt();
            rust_call!(roguerules_projection::player::project(&mut s, black_box(&input)), o, o.damage)
        }
        ("blow", true) => {
            let (m, orc) = c_inputs();
            c_call!(|o| rr_ang_blow(random, black_box(&m), black_box(&orc), o), o, i64::from(o.damage))
        }
        ("blow", false) => {
            let (m, orc) = blow_setup::rust_inputs();
            rust_call!(roguerules_melee::angband::blow(&mut s, black_box(&m), black_box(&orc)), o, o.damage)
        }
        ("blow-profile", true) => {
            let (m, orc) = c_inputs();
            let profile = blow_setup::new_profile(&m);
            c_call!(|o| rr_ang_profile_blow(random, black_box(profile), black_box(&orc), o), o, i64::from(o.damage));
            // SAFETY: made above, freed once.
            unsafe { roguerules::angband::rr_ang_profile_free(profile) };
        }
        ("blow-profile", false) => {
            let (m, orc) = blow_setup::rust_inputs();
            let prepared = m.prepare();
            rust_call!(black_box(&prepared).blow(&mut s, black_box(&orc)), o, o.damage)
        }
        ("missile", true) => {
            let ((m, _), (_, orc)) = (blow_setup::thrown_flask(), c_inputs());
            c_call!(
                |o| roguerules::angband::rr_ang_missile_shoot(random, black_box(&m), black_box(&orc), 5, o),
                o,
                i64::from(o.damage)
            )
        }
        ("missile", false) => {
            let ((_, m), (_, orc)) = (blow_setup::thrown_flask(), blow_setup::rust_inputs());
            rust_call!(roguerules_melee::angband::missile(&mut s, black_box(&m), black_box(&orc), 5), o, o.damage)
        }
        ("missile-profile", true) => {
            let ((m, _), (_, orc)) = (blow_setup::thrown_flask(), c_inputs());
            let profile = blow_setup::new_missile_profile(&m);
            c_call!(
                |o| roguerules::angband::rr_ang_missile_profile_shoot(
                    random,
                    black_box(profile),
                    black_box(&orc),
                    5,
                    o
                ),
                o,
                i64::from(o.damage)
            );
            // SAFETY: made above, freed once.
            unsafe { roguerules::angband::rr_ang_missile_profile_free(profile) };
        }
        ("missile-profile", false) => {
            let ((_, m), (_, orc)) = (blow_setup::thrown_flask(), blow_setup::rust_inputs());
            let prepared = m.prepare().expect("a valid missile");
            rust_call!(black_box(&prepared).shoot(&mut s, black_box(&orc), 5), o, o.damage)
        }
        ("chest", true) => {
            let player = blow_setup::trap_player();
            let (mut level, mut traps) = (0i32, 0u16);
            c_call!(
                |o| roguerules::traps::rr_chest_open(random, 75, 50, black_box(&player), &mut level, &mut traps, o),
                o,
                i64::from(o.len)
            )
        }
        ("chest", false) => {
            let player = blow_setup::trap_rust_player();
            let (native, depth) =
                (roguerules_traps::Depth::from_level(75).unwrap(), roguerules_traps::Depth::from_level(50).unwrap());
            rust_call!(
                roguerules_traps::open_trapped_chest(&mut s, native, depth, black_box(&player)),
                o,
                o.2.effects.len() as i64
            )
        }
        ("pit", true) => {
            let (trap, player) = (blow_setup::pit(), blow_setup::trap_player());
            c_call!(
                |o| roguerules::traps::rr_dungeon_trap_trigger(random, black_box(&trap), black_box(&player), o),
                o,
                i64::from(o.len)
            )
        }
        ("pit", false) => {
            let trap = roguerules_traps::DungeonTrap::try_from(&blow_setup::pit()).expect("a valid trap");
            let player = blow_setup::trap_rust_player();
            rust_call!(
                roguerules_traps::trigger(&mut s, black_box(&trap), black_box(&player)),
                o,
                o.effects.len() as i64
            )
        }
        ("powder", true) => {
            let (_, input) = blow_setup::powder_inputs();
            c_call!(
                |o| roguerules::powder::rr_powder_attack(random, black_box(input.input()), o),
                o,
                i64::from(o.damage)
            )
        }
        ("powder", false) => {
            let (input, _) = blow_setup::powder_inputs();
            rust_call!(
                roguerules_melee::powder::attack(&mut s, black_box(&input)),
                o,
                o.damage.as_ref().map_or(0, |d| d.total)
            )
        }
        ("tt", true) => {
            let (input, _) = blow_setup::tabletop_attack();
            c_call!(|o| roguerules::tabletop::rr_tt_resolve_attack(random, black_box(&input), o), o, i64::from(o.dealt))
        }
        ("tt", false) => {
            let (_, input) = blow_setup::tabletop_attack();
            rust_call!(roguerules_tabletop::damage::resolve_attack(&mut s, black_box(&input)), o, o.dealt)
        }
        _ => panic!("unknown family {name}"),
    }
    // SAFETY: made above, freed once.
    unsafe { roguerules::rr_rng_free(rng) };
    sum
}
