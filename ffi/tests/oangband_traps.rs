//! Issue 22: the C trap entry points follow the released Oangband 1.1.0 with
//! the game's generator as the `rr_roller`. The traps crate's dungeon-trap
//! traces (recorded from the game) are replayed through `rr_dungeon_trap_hit`
//! with a C callback answering from the recorded draws: every span matches,
//! every draw is used, and the damage handed to `take_hit` and the element
//! functions is the game's.

use roguerules::traps::{
    RR_DUNGEON_TRAP_KINDS, RR_EFFECT_DAMAGE, RR_PACK_OTHER, RR_PACK_ROD, RR_PACK_STAFF, RR_PACK_WAND, rr_dungeon_trap,
    rr_dungeon_trap_hit, rr_trap_outcome, rr_trap_player,
};
use roguerules::{RR_READING_OANGBAND_1_1_0, rr_random, rr_roller, rr_status};
use serde_json::Value;
use std::ffi::c_void;

/// The recorded draws and how far the callback got; `bad` on a span mismatch.
struct Tape {
    draws: Vec<(i64, i64)>,
    next: usize,
    bad: bool,
}

unsafe extern "C" fn replay(user: *mut c_void, lo: i32, hi: i32) -> i32 {
    // SAFETY: `user` is the `Tape` of the call below.
    let tape = unsafe { &mut *(user as *mut Tape) };
    match tape.draws.get(tape.next) {
        Some(&(m, r)) if i64::from(hi) - i64::from(lo) + 1 == m => {
            tape.next += 1;
            lo + r as i32
        }
        _ => {
            tape.bad = true;
            lo
        }
    }
}

const KINDS: [&str; 10] = [
    "trap_door",
    "pit",
    "dart",
    "discolored_spot",
    "gas_trap",
    "summoning_rune",
    "dungeon_alteration",
    "character_alteration",
    "teleportation",
    "murder_hole",
];

const FLAGS: [&str; 9] = [
    "FEATHER_FALL",
    "FREE_ACTION",
    "RES_POIS_TEMP",
    "RES_POIS_PERM",
    "RES_BLIND",
    "RES_CONF",
    "RES_CHAOS",
    "ENHANCE_MAGIC",
    "SHAPECHANGED",
];

#[test]
fn dungeon_trap_traces_replay_through_the_c_api() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../traps/tests/conformance/oangband-1.1.0/dungeon.jsonl");
    // The traces belong to the traps crate: in the repository they are beside
    // this crate; this crate's own tarball (`.ci/package`) has no sibling.
    let workspace = concat!(env!("CARGO_MANIFEST_DIR"), "/../traps/Cargo.toml");
    if !std::path::Path::new(workspace).exists() {
        println!("skipped: the traps crate's traces are not beside this crate (outside the roguerules repository)");
        return;
    }
    let text = std::fs::read_to_string(path).expect("the traps crate's traces");
    let mut lines = 0;
    assert_eq!(KINDS.len(), RR_DUNGEON_TRAP_KINDS as usize);
    for (n, line) in text.lines().enumerate() {
        let v: Value = serde_json::from_str(line).expect("JSON");
        let input = &v["input"];
        let p = &input["player"];
        let kind = KINDS.iter().position(|k| input["kind"] == *k).expect("kind") as u32;
        let flags = p["flags"].as_str().unwrap_or("");
        let bits = FLAGS
            .iter()
            .enumerate()
            .filter(|(_, f)| flags.split(" | ").any(|x| x == **f))
            .fold(0u16, |acc, (i, _)| acc | (1 << i));
        let pack: Vec<u32> = p["pack"]
            .as_array()
            .expect("pack")
            .iter()
            .map(|s| match s.as_str() {
                Some("rod") => RR_PACK_ROD,
                Some("staff") => RR_PACK_STAFF,
                Some("wand") => RR_PACK_WAND,
                _ => RR_PACK_OTHER,
            })
            .collect();
        let player = rr_trap_player {
            flags: bits,
            sustains: 0,
            armour_class: p["armour_class"].as_i64().unwrap() as i32,
            saving_throw: p["saving_throw"].as_i64().unwrap() as i32,
            poison: p["poison"].as_i64().unwrap() as i32,
            pack: pack.as_ptr(),
            pack_len: pack.len(),
            poison_resistance: p["poison_resistance"].as_i64().unwrap_or(0) as i32,
            reading: RR_READING_OANGBAND_1_1_0,
        };
        let draws =
            v["draws"].as_array().unwrap().iter().map(|d| (d[0].as_i64().unwrap(), d[1].as_i64().unwrap())).collect();
        let mut tape = Tape { draws, next: 0, bad: false };
        let roller = rr_roller { uniform: Some(replay), user: (&mut tape as *mut Tape).cast() };
        let random = rr_random { rng: std::ptr::null_mut(), roller: &roller };
        let mut trap = std::mem::MaybeUninit::<rr_dungeon_trap>::uninit();
        let mut out = Box::new(std::mem::MaybeUninit::<rr_trap_outcome>::zeroed());
        let depth = input["depth"].as_i64().unwrap() as i32;
        // SAFETY: valid pointers, a callback of the right type over a live tape.
        let st = unsafe { rr_dungeon_trap_hit(random, kind, depth, &player, trap.as_mut_ptr(), out.as_mut_ptr()) };
        assert_eq!(st, rr_status::RR_OK, "line {}", n + 1);
        assert!(!tape.bad && tape.next == tape.draws.len(), "line {}: draws part", n + 1);
        // SAFETY: written on RR_OK.
        let out = unsafe { out.assume_init() };
        let damage: Vec<i64> = out.effects[..out.len as usize]
            .iter()
            .filter(|e| e.kind == RR_EFFECT_DAMAGE)
            .map(|e| i64::from(e.amount))
            .collect();
        let game: Vec<i64> = v["game"]["damage"].as_array().unwrap().iter().map(|d| d[1].as_i64().unwrap()).collect();
        assert_eq!(damage, game, "line {}", n + 1);
        lines += 1;
    }
    assert!(lines >= 3000, "{lines}");
}
