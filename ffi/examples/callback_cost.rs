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
//! `builtin` makes the same blows with the built-in generator.

#[allow(dead_code)]
#[path = "../benches/blow_setup/mod.rs"]
mod blow_setup;

use blow_setup::{c_inputs, xorshift_roller};
use roguerules::angband::{rr_ang_attack, rr_ang_blow};
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
