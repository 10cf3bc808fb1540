//! The eight families of issue 26, each as a pair of calls of the same rule:
//! through the Rust API (roguerules' own sampler, the input built once as a
//! game holds it) and through the C API (either source of randomness). One
//! list, used by the criterion bench (`benches/ffi.rs`, `family: ...` groups)
//! and by the interleaved timer (`examples/family_ratio.rs`).
//!
//! Both sides hand their whole outcome to `black_box` by reference and pass
//! their input through `black_box` on every call, so neither side's work can
//! be hoisted out of a loop or dropped.

use super::*;
use roguerules::angband::{rr_ang_attack, rr_ang_blow, rr_ang_profile_blow, rr_ang_profile_free};
use roguerules::powder::{rr_powder_attack, rr_powder_outcome};
use roguerules::rr_random;
use roguerules::traps::{rr_chest_open, rr_dungeon_trap_trigger};
use std::hint::black_box;

/// What is done with each family: `key` is its short name (`bolt`, `player`,
/// `blow`, `blow-profile`, `missile`, `missile-profile`, `tt`, `chest`, `pit`,
/// `powder`, as `callback_cost`'s `c-<key>`), `name` its description; `rust`
/// makes one call through the Rust API and says whether it succeeded, `c` one
/// through the C API with the given source and returns its status. Each
/// harness checks one call of each side before it measures ([`check`]), so no
/// failing call is timed.
pub trait Families {
    fn family(
        &mut self,
        key: &str,
        name: &str,
        rust: impl FnMut(&mut Sampler) -> bool,
        c: impl FnMut(rr_random) -> rr_status,
    );
}

/// Makes one call of each side (the C one with the built-in generator and with
/// the game-style callback) and panics, naming the family, unless all succeed.
pub fn check(key: &str, rust: &mut impl FnMut(&mut Sampler) -> bool, c: &mut impl FnMut(rr_random) -> rr_status) {
    assert!(rust(&mut Sampler::seed_from_u64(1)), "{key}: the Rust call failed");
    let rng = new_rng(1);
    let st = c(rr_random { rng, roller: std::ptr::null() });
    // SAFETY: made above, freed once.
    unsafe { roguerules::rr_rng_free(rng) };
    assert_eq!(st, rr_status::RR_OK, "{key}: the C call failed (built-in generator)");
    let mut state = 2_463_534_242u32;
    let roller = xorshift_roller(&mut state);
    let st = c(rr_random { rng: std::ptr::null_mut(), roller: &roller });
    assert_eq!(st, rr_status::RR_OK, "{key}: the C call failed (callback)");
}

/// Hands every family to `v`, in the bench's order.
pub fn each_family(v: &mut impl Families) {
    let bolt = bolt_input();
    let rust_bolt = bolt_rust();
    v.family(
        "bolt",
        "projection on a monster (drawless fire bolt)",
        |s| {
            let o = roguerules_projection::monster::project(s, black_box(&rust_bolt));
            black_box(&o);
            o.is_ok()
        },
        |random| {
            let mut out = std::mem::MaybeUninit::uninit();
            // SAFETY: valid pointers; the name is a static C string.
            let st = unsafe { roguerules::projection::rr_project_monster(random, black_box(&bolt), out.as_mut_ptr()) };
            black_box((st, &out));
            st
        },
    );
    let (cbolt, rbolt) = player_bolt();
    v.family(
        "player",
        "projection on the player (fire bolt of 50, 35% resistance)",
        |s| {
            let o = roguerules_projection::player::project(s, black_box(&rbolt));
            black_box(&o);
            o.is_ok()
        },
        |random| {
            let mut out = std::mem::MaybeUninit::uninit();
            // SAFETY: valid pointers; `random` names a live source.
            let st = unsafe { roguerules::projection::rr_project_player(random, black_box(&cbolt), out.as_mut_ptr()) };
            black_box((st, &out));
            st
        },
    );
    let (melee, orc) = rust_inputs();
    let (cmelee, corc) = c_inputs();
    v.family(
        "blow",
        "angband blow (the dwarf's, AC 36)",
        |s| {
            let o = ang::blow(s, black_box(&melee), black_box(&orc));
            black_box(&o);
            o.is_ok()
        },
        |random| {
            let mut out = std::mem::MaybeUninit::<rr_ang_attack>::uninit();
            // SAFETY: valid pointers; `random` names a live source.
            let st = unsafe { rr_ang_blow(random, black_box(&cmelee), black_box(&corc), out.as_mut_ptr()) };
            black_box((st, &out));
            st
        },
    );
    // The same blow with the profile prepared once, as a game striking many
    // blows with one character would hold it: `PreparedBlow` in Rust, the
    // `rr_ang_profile` handle in C.
    let prepared = melee.prepare();
    let profile = new_profile(&cmelee);
    v.family(
        "blow-profile",
        "angband blow from a prepared profile (the dwarf's, AC 36)",
        |s| {
            let o = black_box(&prepared).blow(s, black_box(&orc));
            black_box(&o);
            o.is_ok()
        },
        |random| {
            let mut out = std::mem::MaybeUninit::<rr_ang_attack>::uninit();
            // SAFETY: a live profile and valid pointers; `random` names a live source.
            let st = unsafe { rr_ang_profile_blow(random, black_box(profile), black_box(&corc), out.as_mut_ptr()) };
            black_box((st, &out));
            st
        },
    );
    // SAFETY: made above, freed once, no longer used.
    unsafe { rr_ang_profile_free(profile) };
    let (cflask, rflask) = thrown_flask();
    v.family(
        "missile",
        "angband missile (a thrown flask of oil, AC 36, 5 grids)",
        |s| {
            let o = ang::missile(s, black_box(&rflask), black_box(&orc), black_box(5));
            black_box(&o);
            o.is_ok()
        },
        |random| {
            let mut out = std::mem::MaybeUninit::<rr_ang_attack>::uninit();
            // SAFETY: valid pointers; `random` names a live source.
            let st = unsafe {
                roguerules::angband::rr_ang_missile_shoot(
                    random,
                    black_box(&cflask),
                    black_box(&corc),
                    black_box(5),
                    out.as_mut_ptr(),
                )
            };
            black_box((st, &out));
            st
        },
    );
    // The same missile with its profile prepared once, as a game shooting
    // many missiles of one profile would hold it: `PreparedMissile` in Rust,
    // the `rr_ang_missile_profile` handle in C.
    let rprepared = rflask.prepare().expect("a valid missile");
    let mprofile = new_missile_profile(&cflask);
    v.family(
        "missile-profile",
        "angband missile from a prepared profile (a thrown flask of oil, AC 36, 5 grids)",
        |s| {
            let o = black_box(&rprepared).shoot(s, black_box(&orc), black_box(5));
            black_box(&o);
            o.is_ok()
        },
        |random| {
            let mut out = std::mem::MaybeUninit::<rr_ang_attack>::uninit();
            // SAFETY: a live profile and valid pointers; `random` names a live source.
            let st = unsafe {
                roguerules::angband::rr_ang_missile_profile_shoot(
                    random,
                    black_box(mprofile),
                    black_box(&corc),
                    black_box(5),
                    out.as_mut_ptr(),
                )
            };
            black_box((st, &out));
            st
        },
    );
    // SAFETY: made above, freed once, no longer used.
    unsafe { roguerules::angband::rr_ang_missile_profile_free(mprofile) };
    let (ctt, rtt) = tabletop_attack();
    v.family(
        "tt",
        "tabletop attack (60, 2d6+1, absorption 3)",
        |s| {
            let o = roguerules_tabletop::damage::resolve_attack(s, black_box(&rtt));
            black_box(&o);
            o.is_ok()
        },
        |random| {
            let mut out = std::mem::MaybeUninit::uninit();
            // SAFETY: valid pointers; `random` names a live source.
            let st = unsafe { roguerules::tabletop::rr_tt_resolve_attack(random, black_box(&ctt), out.as_mut_ptr()) };
            black_box((st, &out));
            st
        },
    );
    // A large steel chest opened at 50 (level 75 native) and a pit sprung: the
    // Rust API builds its player once, as a game would.
    let cplayer = trap_player();
    let player = trap_rust_player();
    let (native, depth) =
        (roguerules_traps::Depth::from_level(75).unwrap(), roguerules_traps::Depth::from_level(50).unwrap());
    v.family(
        "chest",
        "chest opened (large steel, at 50)",
        |s| {
            let o = roguerules_traps::open_trapped_chest(s, native, depth, black_box(&player));
            black_box(&o);
            o.is_ok()
        },
        |random| {
            let (mut level, mut traps) = (0i32, 0u16);
            let mut out = std::mem::MaybeUninit::uninit();
            // SAFETY: valid pointers; `random` names a live source.
            let st =
                unsafe { rr_chest_open(random, 75, 50, black_box(&cplayer), &mut level, &mut traps, out.as_mut_ptr()) };
            black_box((st, level, traps, &out));
            st
        },
    );
    let ctrap = pit();
    let trap = roguerules_traps::DungeonTrap::try_from(&ctrap).expect("a valid trap");
    v.family(
        "pit",
        "dungeon trap (a pit sprung)",
        |s| {
            let o = roguerules_traps::trigger(s, black_box(&trap), black_box(&player));
            black_box(&o);
            o.is_ok()
        },
        |random| {
            let mut out = std::mem::MaybeUninit::uninit();
            // SAFETY: valid pointers; `random` names a live source.
            let st =
                unsafe { rr_dungeon_trap_trigger(random, black_box(&ctrap), black_box(&cplayer), out.as_mut_ptr()) };
            black_box((st, &out));
            st
        },
    );
    let (input, cinput) = powder_inputs();
    v.family(
        "powder",
        "powder attack (seed 001's charge)",
        |s| {
            let o = powder::attack(s, black_box(&input));
            black_box(&o);
            o.is_ok()
        },
        |random| {
            let mut out = std::mem::MaybeUninit::<rr_powder_outcome>::uninit();
            // SAFETY: valid pointers; the input's lists live in `cinput`.
            let st = unsafe { rr_powder_attack(random, black_box(cinput.input()), out.as_mut_ptr()) };
            black_box((st, &out));
            st
        },
    );
}
