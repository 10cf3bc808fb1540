//! "Nothing hangs", with a degenerate game generator: every C entry point that
//! takes an `rr_random` is called, on typical inputs (several per rule where a
//! branch redraws: every player-table `GF_*` under both readings, every dungeon
//! trap kind and variant under both readings, every chest trap set, every player
//! trap kind), with four `rr_roller`s a C game could pass by mistake or in a
//! test harness: always the lowest answer, always the highest, always the
//! middle, and one alternating highest/lowest.
//!
//! Some game rules redraw until a draw differs (Oangband's nexus swap, the trap
//! of drain wands, the remolding of the player's stats) or while a draw is high
//! (the tabletop's open-ended d100 on 96 and up); with such a roller they would
//! loop forever if the library did not bound them. This test guarantees that
//! each call returns within [`LIMIT`] draws, with a status its documentation
//! names (`RR_OK`, `RR_BUDGET_EXCEEDED` where a bound was reached,
//! `RR_INVALID_ARGUMENT` before any draw for an input refused whatever the
//! roller, and after draws only where documented: [`GAME_RETRY_LOOPS`]),
//! never `RR_PANIC`; and that every roller completes some call of every entry
//! point with `RR_OK`, but where a runaway roll is documented.
//! The rollers answer out of range (`hi + 1`) after [`LIMIT`] draws, so a
//! call that would hang fails the test with `RR_RNG_OUT_OF_RANGE` and the
//! count at the limit instead of hanging it. Calls needing more than
//! [`SLOW_DRAWS`] draws are listed (`--nocapture`), as are the statuses seen
//! per entry point and roller.

#[path = "support/fixtures.rs"]
mod fixtures;
mod support;

use fixtures::heavy_character;
use roguerules::angband::*;
use roguerules::powder::*;
use roguerules::projection::*;
use roguerules::tabletop::*;
use roguerules::traps::*;
use roguerules::{
    RR_READING_OANGBAND_1_1_0, RR_READING_SEED, rr_dice, rr_dice_free, rr_dice_parse, rr_dice_roll, rr_random,
    rr_roller, rr_status,
};
use std::collections::{BTreeMap, BTreeSet};
use std::ffi::c_void;

/// Draws a roller answers in one entry-point call before it answers out of
/// range (so a runaway loop ends the call with `RR_RNG_OUT_OF_RANGE`).
const LIMIT: u64 = 2_000_000;

/// Calls drawing more than this are reported.
const SLOW_DRAWS: u64 = 100_000;

/// At least this many calls of each entry point must return `RR_OK` (over all
/// its inputs and rollers), so the test cannot pass by refusing everything.
const MIN_OK: usize = 4;

/// The degenerate answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Degenerate {
    /// Always `lo`.
    Lowest,
    /// Always `hi`.
    Highest,
    /// Always `lo + (hi - lo) / 2`.
    Middle,
    /// `hi`, `lo`, `hi`, `lo`, ...
    Alternating,
}

const ROLLERS: [Degenerate; 4] = [Degenerate::Lowest, Degenerate::Highest, Degenerate::Middle, Degenerate::Alternating];

/// A roller's state: its answers and how many it gave in the current call.
#[derive(Debug)]
struct Count {
    kind: Degenerate,
    draws: u64,
    /// Set when the roller reached [`LIMIT`] and answered out of range.
    cut: bool,
}

unsafe extern "C" fn degenerate(user: *mut c_void, lo: i32, hi: i32) -> i32 {
    // SAFETY: the harness passes a live `Count` for the length of the call.
    let count = unsafe { &mut *(user as *mut Count) };
    if count.draws >= LIMIT {
        count.cut = true;
        return hi.wrapping_add(1);
    }
    count.draws += 1;
    match count.kind {
        Degenerate::Lowest => lo,
        Degenerate::Highest => hi,
        Degenerate::Middle => (i64::from(lo) + (i64::from(hi) - i64::from(lo)) / 2) as i32,
        Degenerate::Alternating if count.draws % 2 == 1 => hi,
        Degenerate::Alternating => lo,
    }
}

/// What one entry point did.
#[derive(Debug, Default)]
struct Seen {
    /// Calls by roller and status.
    statuses: BTreeMap<(Degenerate, String), usize>,
    /// Calls that returned `RR_OK`.
    ok: usize,
    /// The most draws one call took, by roller.
    most: BTreeMap<Degenerate, u64>,
}

/// The record of a run.
#[derive(Debug, Default)]
struct Tally {
    seen: BTreeMap<&'static str, Seen>,
    failures: Vec<String>,
    slow: Vec<String>,
}

impl Tally {
    /// Calls `call` once with each degenerate roller. Allowed: `RR_OK`, any
    /// status in `allowed`, and `RR_INVALID_ARGUMENT` before any draw (the
    /// input is refused whatever the roller: every rule checks its input
    /// before drawing; the `MIN_OK` count keeps the inputs honest).
    fn check(
        &mut self,
        entry: &'static str,
        input: &dyn Fn() -> String,
        allowed: &[rr_status],
        mut call: impl FnMut(rr_random) -> rr_status,
    ) {
        for kind in ROLLERS {
            let mut count = Count { kind, draws: 0, cut: false };
            let roller = rr_roller { uniform: Some(degenerate), user: (&mut count as *mut Count).cast() };
            let status = call(rr_random { rng: std::ptr::null_mut(), roller: &roller });
            let up_front = status == rr_status::RR_INVALID_ARGUMENT && count.draws == 0;
            let seen = self.seen.entry(entry).or_default();
            let label = if up_front { "INVALID_ARGUMENT before any draw".to_owned() } else { status_name(status) };
            *seen.statuses.entry((kind, label)).or_default() += 1;
            let most = seen.most.entry(kind).or_default();
            *most = (*most).max(count.draws);
            if status == rr_status::RR_OK {
                seen.ok += 1;
            }
            let fail = if status == rr_status::RR_PANIC {
                Some("RR_PANIC".to_owned())
            } else if count.cut {
                Some(format!("ran past {LIMIT} draws ({})", status_name(status)))
            } else if status == rr_status::RR_OK || allowed.contains(&status) || up_front {
                None
            } else {
                Some(format!("{} after {} draws, not documented for this input", status_name(status), count.draws))
            };
            if let Some(why) = fail {
                self.failures.push(format!("{entry} with the {kind:?} roller on {}: {why}", input()));
            }
            if count.draws > SLOW_DRAWS {
                self.slow.push(format!(
                    "{entry} with the {kind:?} roller on {}: {} draws, {}",
                    input(),
                    count.draws,
                    status_name(status)
                ));
            }
        }
    }
}

/// A status's name, without the `RR_` prefix.
fn status_name(status: rr_status) -> String {
    let names = [
        (rr_status::RR_OK, "OK"),
        (rr_status::RR_NULL_ARGUMENT, "NULL_ARGUMENT"),
        (rr_status::RR_MISALIGNED_POINTER, "MISALIGNED_POINTER"),
        (rr_status::RR_INVALID_ARGUMENT, "INVALID_ARGUMENT"),
        (rr_status::RR_PARSE_ERROR, "PARSE_ERROR"),
        (rr_status::RR_BUFFER_TOO_SMALL, "BUFFER_TOO_SMALL"),
        (rr_status::RR_BUDGET_EXCEEDED, "BUDGET_EXCEEDED"),
        (rr_status::RR_OVERFLOW, "OVERFLOW"),
        (rr_status::RR_RNG_OUT_OF_RANGE, "RNG_OUT_OF_RANGE"),
        (rr_status::RR_RNG_RANGE_UNSUPPORTED, "RNG_RANGE_UNSUPPORTED"),
        (rr_status::RR_RULE_ERROR, "RULE_ERROR"),
        (rr_status::RR_PANIC, "PANIC"),
        (rr_status::RR_READING_UNSUPPORTED, "READING_UNSUPPORTED"),
    ];
    names.iter().find(|(s, _)| *s == status).map_or_else(|| format!("{status:?}"), |(_, name)| (*name).to_owned())
}

/// `RR_BUDGET_EXCEEDED`, for the rules with a bounded redraw.
const BUDGET: &[rr_status] = &[rr_status::RR_BUDGET_EXCEEDED];

fn readings() -> [u32; 2] {
    [RR_READING_SEED, RR_READING_OANGBAND_1_1_0]
}

fn dice(t: &mut Tally) {
    for expr in [c"3d6+1d20", c"1d100", c"2d1+4", c"10d10-3"] {
        let mut d: *mut rr_dice = std::ptr::null_mut();
        // SAFETY: a NUL-terminated string and a live out-pointer.
        assert_eq!(unsafe { rr_dice_parse(expr.as_ptr(), &mut d) }, rr_status::RR_OK);
        let mut total = 0i64;
        // SAFETY: a live handle and out-pointer.
        t.check("rr_dice_roll", &|| format!("{expr:?}"), &[], |r| unsafe { rr_dice_roll(d, r, &mut total) });
        // SAFETY: freed once.
        unsafe { rr_dice_free(d) };
    }
}

fn warrior() -> rr_ang_character {
    let mut c =
        rr_ang_character { pclass: 0, race: 5, level: 20, str: 118, dex: 68, has_weapon: 1, ..Default::default() };
    c.weapon.dice = rr_ang_dice { count: 2, sides: 5 };
    c.weapon.weight = 150;
    c
}

fn angband(t: &mut Tally) {
    let orc = rr_ang_monster { ac: 36, flags: RR_ANG_MONSTER_ORC, visible: 1, hp_known: 1, hp: 30 };
    let monsters = [
        orc,
        rr_ang_monster { ac: 0, flags: 0, visible: 0, hp_known: 0, hp: 0 },
        rr_ang_monster { ac: 200, flags: 0, visible: 1, hp_known: 1, hp: 5000 },
    ];
    let mut m = rr_ang_melee::default();
    let mut a = rr_ang_attack::default();
    let mut profile: *mut rr_ang_profile = std::ptr::null_mut();
    let mut missile = rr_ang_missile::default();
    let mut missile_profile: *mut rr_ang_missile_profile = std::ptr::null_mut();
    let thrown = rr_ang_thrown {
        kind: RR_ANG_OBJECT_OTHER,
        dice: rr_ang_dice { count: 1, sides: 4 },
        weight: 12,
        ..Default::default()
    };
    // SAFETY: valid pointers to locals.
    unsafe {
        assert_eq!(rr_ang_melee_of(&warrior(), &mut m), rr_status::RR_OK);
        assert_eq!(rr_ang_profile_new(&m, &mut profile), rr_status::RR_OK);
        assert_eq!(rr_ang_missile_throw(&warrior(), &thrown, &mut missile), rr_status::RR_OK);
        assert_eq!(rr_ang_missile_profile_new(&missile, &mut missile_profile), rr_status::RR_OK);
    }
    let mut round = Box::new(rr_ang_round { len: 0, damage: 0, killed: 0, blows: [a; RR_ANG_MAX_BLOWS] });
    for mon in monsters {
        let input = || format!("the warrior against {mon:?}");
        // SAFETY: valid pointers to locals (and live profiles).
        t.check("rr_ang_blow", &input, &[], |r| unsafe { rr_ang_blow(r, &m, &mon, &mut a) });
        // SAFETY: valid pointers to locals (and live profiles).
        t.check("rr_ang_profile_blow", &input, &[], |r| unsafe { rr_ang_profile_blow(r, profile, &mon, &mut a) });
        // SAFETY: valid pointers to locals (and live profiles).
        t.check("rr_ang_melee_round", &input, &[], |r| unsafe { rr_ang_melee_round(r, &m, &mon, &mut *round) });
        for distance in [1, 3, 10] {
            let input = || format!("a thrown dart at distance {distance} against {mon:?}");
            // SAFETY: valid pointers to locals (and live profiles).
            t.check("rr_ang_missile_shoot", &input, &[], |r| unsafe {
                rr_ang_missile_shoot(r, &missile, &mon, distance, &mut a)
            });
            // SAFETY: valid pointers to locals (and live profiles).
            t.check("rr_ang_missile_profile_shoot", &input, &[], |r| unsafe {
                rr_ang_missile_profile_shoot(r, missile_profile, &mon, distance, &mut a)
            });
        }
    }
    // SAFETY: freed once.
    unsafe {
        rr_ang_profile_free(profile);
        rr_ang_missile_profile_free(missile_profile);
    }
    let mut breaks = 0u8;
    for kind in RR_ANG_OBJECT_FLASK_OF_OIL..=RR_ANG_OBJECT_OTHER {
        for hit_monster in [0, 1] {
            let landing = rr_ang_landing { kind, hit_monster, ..Default::default() };
            // SAFETY: valid pointers to locals (and live profiles).
            t.check("rr_ang_breaks", &|| format!("{landing:?}"), &[], |r| unsafe {
                rr_ang_breaks(r, &landing, &mut breaks)
            });
        }
    }
    let (mut roll, mut hit) = (0u32, 0u8);
    for (skill, ac, visible) in [(60, 40, 1), (1_000_000, 40, 1), (0, 0, 0), (60, 500, 1)] {
        // SAFETY: valid pointers to locals (and live profiles).
        t.check("rr_ang_hit_test", &|| format!("skill {skill}, AC {ac}, visible {visible}"), &[], |r| unsafe {
            rr_ang_hit_test(r, skill, ac, visible, &mut roll, &mut hit)
        });
    }
    let mut crit = 0u32;
    for table in [RR_ANG_CRIT_TABLE_MELEE, RR_ANG_CRIT_TABLE_MISSILE] {
        for (weight, bonus, level) in [(150, 10, 20), (30, -100, 1), (400, 1000, 50)] {
            let input = || format!("table {table}, weight {weight}, bonus {bonus}, level {level}");
            // SAFETY: valid pointers to locals (and live profiles).
            t.check("rr_ang_critical", &input, &[], |r| unsafe {
                rr_ang_critical(r, table, weight, bonus, level, &mut crit)
            });
        }
    }
}

fn powder(t: &mut Tally) {
    let big = [1000i32; 4];
    let charge = fixtures::PowderCharge::new();
    let mut input = charge.input();
    let typical = input;
    // A big bonus: level 1000, +1000 natural, four +1000 enchantments, a wand.
    input.weapon.enchantments = big.as_ptr();
    input.weapon.enchantments_len = 4;
    input.weapon.natural_bonus = 1000;
    input.attacker.physical_level = 1000;
    input.attacker.magical_level = 1000;
    input.attacker.skill_special = 1;
    input.kind = RR_POWDER_KIND_WAND;
    let strong = input;
    // An unarmoured defender at natural AC 0.
    let mut bare = typical;
    bare.defender.natural_ac = 0;
    bare.charge = 0;
    let mut hit = rr_powder_hit::default();
    let mut outcome = rr_powder_outcome::default();
    for (name, input) in
        [("a level-8 avatar's charge", typical), ("a level-1000 wand", strong), ("an unarmoured defender", bare)]
    {
        // SAFETY: valid pointers to locals (the lists live for the calls).
        t.check("rr_powder_to_hit", &|| name.to_owned(), &[], |r| unsafe { rr_powder_to_hit(r, &input, &mut hit) });
        // SAFETY: valid pointers to locals.
        t.check("rr_powder_attack", &|| name.to_owned(), &[], |r| unsafe { rr_powder_attack(r, &input, &mut outcome) });
    }
}

/// Every damage type's code (Oangband 1.1.0's `GF_*`).
fn gf_codes() -> Vec<u32> {
    roguerules_projection::Gf::ALL.iter().map(|g| u32::from(g.code())).collect()
}

/// The damage types the player table lists.
fn player_gf_codes() -> Vec<u32> {
    gf_codes()
        .into_iter()
        .filter(|&g| {
            roguerules_projection::Gf::from_code(g as u8)
                .is_some_and(|g| roguerules_projection::player::player_row(g).is_some())
        })
        .collect()
}

const FEATS: [u32; 5] = [RR_FEAT_FLOOR, RR_FEAT_LAVA, RR_FEAT_WATER, RR_FEAT_TREE, RR_FEAT_RUBBLE];

fn projection_monster(t: &mut Tally) {
    let mut out = rr_project_monster_outcome::default();
    let sources = [
        rr_project_source { player: 0, ..Default::default() },
        rr_project_source { player: 1, level: 50, pclass: RR_PROJECT_CLASS_MAGE, beguile: 1, holy_light: 1 },
    ];
    let monsters = [
        rr_project_monster_state { level: 20, hp: 300, maxhp: 300, ac: 40, ..Default::default() },
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
    for reading in readings() {
        for gf in gf_codes() {
            for terrain in FEATS {
                for source in sources {
                    for monster in monsters {
                        for dam in [60, 5000] {
                            let input = rr_project_monster_input { gf, dam, terrain, source, monster, reading };
                            // SAFETY: valid pointers to locals.
                            t.check("rr_project_monster", &|| format!("{input:?}"), &[], |r| unsafe {
                                rr_project_monster(r, &input, &mut out)
                            });
                        }
                    }
                }
            }
        }
    }
}

fn projection_terrain_and_objects(t: &mut Tally) {
    let mut feat = 0u32;
    let mut full = rr_project_terrain_result::default();
    let mut object = rr_project_object_outcome::default();
    for reading in readings() {
        for gf in gf_codes() {
            for terrain in FEATS {
                for dam in [61, 5000] {
                    for adjacent_water in [0, 8] {
                        let input = rr_project_terrain_input { gf, dam, terrain, adjacent_water, reading };
                        // SAFETY: valid pointers to locals.
                        t.check("rr_project_terrain", &|| format!("{input:?}"), &[], |r| unsafe {
                            rr_project_terrain(r, &input, &mut feat)
                        });
                        // SAFETY: valid pointers to locals.
                        t.check("rr_project_terrain_full", &|| format!("{input:?}"), &[], |r| unsafe {
                            rr_project_terrain_full(r, &input, &mut full)
                        });
                    }
                }
            }
            for object_class in 0..=RR_OBJ_FOOD {
                for dam in [40, 5000] {
                    let input = rr_project_object_input {
                        gf,
                        dam,
                        object_class,
                        cursed: 1,
                        trapped: u8::from(object_class == RR_OBJ_CHEST),
                        reading,
                        ..Default::default()
                    };
                    // SAFETY: valid pointers to locals.
                    t.check("rr_project_object", &|| format!("{input:?}"), &[], |r| unsafe {
                        rr_project_object(r, &input, &mut object)
                    });
                }
            }
        }
    }
}

fn projection_player(t: &mut Tally) {
    let mut out = rr_project_player_outcome::default();
    let characters = [
        ("a new character", rr_project_character::default()),
        ("a heavy druid without resistances", heavy_character(0, 0)),
        ("a heavy druid resisting 35% with every flag", heavy_character(35, 0x1f)),
        (
            "a character vulnerable to everything (stored levels 19)",
            rr_project_character { stored_resists: 1, resist: [19; RR_P_RES_MAX], ..Default::default() },
        ),
    ];
    let sources = [rr_project_monster_source { level: 30, ..Default::default() }, fixtures::every_flag_source()];
    for reading in readings() {
        for gf in player_gf_codes() {
            for terrain in [RR_FEAT_FLOOR, RR_FEAT_WATER, RR_FEAT_LAVA] {
                for (who, player) in characters {
                    // Stored resistance levels below 20 are the game's
                    // vulnerability, which the seed's percentages cannot say.
                    if player.stored_resists == 1 && reading == RR_READING_SEED {
                        continue;
                    }
                    for source in sources {
                        for dam in [30, 5000] {
                            let input = rr_project_player_input {
                                gf,
                                dam,
                                terrain,
                                dark: 1,
                                land: RR_FEAT_LAVA,
                                player,
                                source,
                                reading,
                                self_inflicted: 0,
                            };
                            let what = || {
                                format!(
                                    "GF {gf}, dam {dam}, terrain {terrain}, {who}, source {source:?}, reading {reading}"
                                )
                            };
                            // SAFETY: valid pointers to locals.
                            t.check("rr_project_player", &what, BUDGET, |r| unsafe {
                                rr_project_player(r, &input, &mut out)
                            });
                        }
                    }
                }
            }
        }
    }
    // The game's landing after a teleport or a thrust, on every terrain.
    let morgul = rr_project_player_input {
        gf: RR_GF_MORGUL_DARK,
        dam: 300,
        terrain: RR_FEAT_FLOOR,
        land: RR_FEAT_FLOOR,
        source: rr_project_monster_source { level: 40, ..Default::default() },
        reading: RR_READING_OANGBAND_1_1_0,
        ..Default::default()
    };
    for (teleport, thrust) in [(6, 0), (200, 0), (0, 5), (0, 0)] {
        let after = rr_project_player_outcome { teleport, thrust, ..Default::default() };
        for terrain in FEATS {
            let what = || format!("teleport {teleport}, thrust {thrust}, landing on {terrain}");
            // SAFETY: valid pointers to locals.
            t.check("rr_project_player_land", &what, &[], |r| unsafe {
                rr_project_player_land(r, &morgul, &after, terrain, &mut out)
            });
        }
    }
}

fn tabletop(t: &mut Tally) {
    let mut roll = rr_tt_attack_roll::default();
    let mut outcome = rr_tt_attack_outcome::default();
    let mut damage = 0i32;
    let mut absorbed = 0i64;
    let mut yes = 0u8;
    let all_dice = [
        rr_tt_dice { count: 3, sides: 100, plus: 0 },
        rr_tt_dice { count: 1, sides: 6, plus: 2 },
        rr_tt_dice { count: 2, sides: 10, plus: -1 },
    ];
    for attack_value in [5, 60, 95, 100] {
        for miss_chance in [0, RR_TT_NOMINAL_MISS_CHANCE, 50] {
            let input = rr_tt_attack_input { attack_value, miss_chance };
            // The open-ended d100 goes on while it rolls 96 or more: the
            // highest roller reaches MAX_OPEN_ENDED_ROLLS (RR_BUDGET_EXCEEDED,
            // documented as a runaway roll).
            // SAFETY: valid pointers to locals.
            t.check("rr_tt_roll_attack", &|| format!("{input:?}"), BUDGET, |r| unsafe {
                rr_tt_roll_attack(r, &input, &mut roll)
            });
            for dice in all_dice {
                for long_range in [0, 1] {
                    let attack = rr_tt_attack { roll: input, damage: dice, long_range, absorption: 2 };
                    // SAFETY: valid pointers to locals.
                    t.check("rr_tt_resolve_attack", &|| format!("{attack:?}"), BUDGET, |r| unsafe {
                        rr_tt_resolve_attack(r, &attack, &mut outcome)
                    });
                }
            }
        }
    }
    for dice in all_dice {
        // SAFETY: valid pointers to locals.
        t.check("rr_tt_damage_roll", &|| format!("{dice:?}"), &[], |r| unsafe {
            rr_tt_damage_roll(r, &dice, &mut damage)
        });
    }
    for value in [0, 50, 90] {
        // SAFETY: a valid pointer to a local.
        t.check("rr_tt_interposition_roll", &|| format!("value {value}"), &[], |r| unsafe {
            rr_tt_interposition_roll(r, value, &mut yes)
        });
        // SAFETY: valid pointers to locals.
        t.check("rr_tt_disengage_roll", &|| format!("chance {value}"), &[], |r| unsafe {
            rr_tt_disengage_roll(r, value, &mut yes)
        });
    }
    for kind in [RR_TT_ARMOUR_LEATHER_JERKIN, RR_TT_ARMOUR_CHAIN, RR_TT_ARMOUR_MITHRIL_PLATE] {
        // SAFETY: plain data; NULL list pointers with length 0 are valid.
        let mut absorption: rr_tt_absorption_input = unsafe { std::mem::zeroed() };
        absorption.has_armour = 1;
        absorption.armour.kind = kind;
        // SAFETY: valid pointers to locals.
        t.check("rr_tt_absorption_roll", &|| format!("armour {kind}"), &[], |r| unsafe {
            rr_tt_absorption_roll(r, &absorption, &mut absorbed)
        });
    }
}

/// Players a trap treats differently: bare, protected, and with packs the
/// game's drain-wands search reads.
fn trap_players(packs: &[Vec<u32>; 3], reading: u32) -> Vec<(String, rr_trap_player)> {
    let bare = rr_trap_player {
        flags: 0,
        sustains: 0,
        armour_class: 10,
        saving_throw: 20,
        poison: 0,
        pack: std::ptr::null(),
        pack_len: 0,
        poison_resistance: 0,
        reading,
    };
    let mut players = vec![
        ("a bare player".to_owned(), bare),
        (
            "a protected player".to_owned(),
            rr_trap_player {
                flags: 0x1ff,
                sustains: RR_SUSTAIN_ALL,
                armour_class: 150,
                saving_throw: 95,
                poison: 10,
                poison_resistance: 1,
                ..bare
            },
        ),
    ];
    for pack in packs {
        let name = format!("a player with the pack {pack:?}");
        players.push((name, rr_trap_player { pack: pack.as_ptr(), pack_len: pack.len(), ..bare }));
    }
    players
}

/// The packs: a wand behind an other item, a device in every slot, twenty
/// plain items.
fn packs() -> [Vec<u32>; 3] {
    [vec![RR_PACK_OTHER, RR_PACK_WAND], vec![RR_PACK_ROD, RR_PACK_STAFF, RR_PACK_WAND], vec![RR_PACK_OTHER; 20]]
}

/// Every dungeon trap a generation can give: each kind with each variant,
/// nastiness and element.
fn dungeon_traps(depth: i32) -> Vec<rr_dungeon_trap> {
    let mut traps = Vec::new();
    let base = rr_dungeon_trap { depth, ..Default::default() };
    traps.push(rr_dungeon_trap { kind: RR_DUNGEON_TRAP_TRAP_DOOR, ..base });
    traps.push(rr_dungeon_trap { kind: RR_DUNGEON_TRAP_TELEPORTATION, ..base });
    for nastiness in [1, 147] {
        for variant in RR_PIT_PLAIN..=RR_PIT_MORGUL_BLADES {
            traps.push(rr_dungeon_trap { kind: RR_DUNGEON_TRAP_PIT, nastiness, variant, ..base });
        }
        traps.push(rr_dungeon_trap { kind: RR_DUNGEON_TRAP_DART, nastiness, ..base });
        traps.push(rr_dungeon_trap { kind: RR_DUNGEON_TRAP_DUNGEON_ALTERATION, nastiness, ..base });
        for element in [RR_ELEMENT_FIRE, RR_ELEMENT_COLD, RR_ELEMENT_ELEC, RR_ELEMENT_ACID] {
            for heavy in [0, 1] {
                traps.push(rr_dungeon_trap {
                    kind: RR_DUNGEON_TRAP_DISCOLORED_SPOT,
                    nastiness,
                    element,
                    heavy,
                    ..base
                });
            }
        }
    }
    for variant in RR_GAS_BLINDNESS..=RR_GAS_SLEEP {
        traps.push(rr_dungeon_trap { kind: RR_DUNGEON_TRAP_GAS, variant, ..base });
    }
    for variant in RR_RUNE_THIEVES..=RR_RUNE_MONSTERS {
        traps.push(rr_dungeon_trap { kind: RR_DUNGEON_TRAP_SUMMONING_RUNE, variant, ..base });
    }
    for variant in RR_ALTERATION_DRAIN_WANDS..=RR_ALTERATION_SOFTWARE_BUGS {
        traps.push(rr_dungeon_trap { kind: RR_DUNGEON_TRAP_CHARACTER_ALTERATION, variant, ..base });
    }
    for variant in RR_MISSILE_FAMILY_SHOT..=RR_MISSILE_FAMILY_BOLT {
        traps.push(rr_dungeon_trap { kind: RR_DUNGEON_TRAP_MURDER_HOLE, variant, ..base });
    }
    traps
}

fn chests(t: &mut Tally) {
    let packs = packs();
    let (mut level, mut set) = (0i32, 0u16);
    let mut outcome =
        Box::new(rr_trap_outcome { len: 0, disappears: 0, effects: [Default::default(); RR_TRAP_MAX_EFFECTS] });
    for native in [0, 1, 40, 65, 127] {
        // SAFETY: valid pointers to locals.
        t.check("rr_chest_trap_level", &|| format!("native level {native}"), &[], |r| unsafe {
            rr_chest_trap_level(r, native, &mut level)
        });
        // SAFETY: valid pointers to locals.
        t.check("rr_chest_traps", &|| format!("native level {native}"), &[], |r| unsafe {
            rr_chest_traps(r, native, &mut level, &mut set)
        });
    }
    // Every trap set: each trap alone, and all of them.
    let sets: Vec<u16> = (0..11).map(|bit| 1u16 << bit).chain([0, 0x07ff]).collect();
    for reading in readings() {
        for (who, player) in trap_players(&packs, reading) {
            for &traps in &sets {
                for (trap_level, depth) in [(1, 1), (50, 40), (99, 127)] {
                    let what =
                        || format!("set {traps:#x}, trap level {trap_level}, depth {depth}, {who}, reading {reading}");
                    // SAFETY: valid pointers to locals (the packs live for the calls).
                    t.check("rr_chest_resolve_traps", &what, &[], |r| unsafe {
                        rr_chest_resolve_traps(r, traps, trap_level, depth, &player, &mut *outcome)
                    });
                }
            }
            for (native, depth) in [(1, 1), (65, 40), (127, 127)] {
                let what = || format!("native level {native}, depth {depth}, {who}, reading {reading}");
                // SAFETY: valid pointers to locals.
                t.check("rr_chest_open", &what, &[], |r| unsafe {
                    rr_chest_open(r, native, depth, &player, &mut level, &mut set, &mut *outcome)
                });
            }
        }
    }
}

/// Under the game reading, two character alteration traps redraw in a loop,
/// bounded by `roguerules_dice::retry` (10,000 draws, then
/// `RR_BUDGET_EXCEEDED`, as nexus's swap):
///
/// * drain wands: `i = rand_int(slots)` until the slot holds a device or is
///   the twentieth; a constant roller picking a plain item below slot 19 (the
///   lowest and middle rollers, slot 0 of `[other, wand]` and slots 0 and 9
///   of 20 plain items) would search for ever. Without a device in 19 slots
///   or fewer the game's search never ends whatever the draws: that is
///   `RR_INVALID_ARGUMENT` (documented), before the search but after the
///   draws that chose the trap;
/// * remold player: `jj = rand_int(6)` again while equal to `ii`; a constant
///   roller that fails the saving throw (highest, middle) repeats the stat.
///
/// A game's own generator never gets near the bound.
const GAME_RETRY_LOOPS: &[rr_status] = &[rr_status::RR_BUDGET_EXCEEDED, rr_status::RR_INVALID_ARGUMENT];

fn dungeon_traps_all(t: &mut Tally) {
    let packs = packs();
    let mut kind_out = 0u32;
    let mut made = rr_dungeon_trap::default();
    let mut outcome =
        Box::new(rr_trap_outcome { len: 0, disappears: 0, effects: [Default::default(); RR_TRAP_MAX_EFFECTS] });
    for depth in [0, 1, 50, 127] {
        for quest in [0, 1] {
            // SAFETY: a valid pointer to a local.
            t.check(
                "rr_dungeon_trap_choose_kind",
                &|| format!("depth {depth}, quest level {quest}"),
                &[],
                |r| unsafe { rr_dungeon_trap_choose_kind(r, depth, quest, &mut kind_out) },
            );
        }
    }
    for kind in 0..RR_DUNGEON_TRAP_KINDS {
        for depth in [1, 60, 127] {
            // SAFETY: a valid pointer to a local.
            t.check("rr_dungeon_trap_generate", &|| format!("kind {kind}, depth {depth}"), &[], |r| unsafe {
                rr_dungeon_trap_generate(r, kind, depth, &mut made)
            });
        }
    }
    for reading in readings() {
        for (who, player) in trap_players(&packs, reading) {
            for depth in [1, 127] {
                for trap in dungeon_traps(depth) {
                    let what = || format!("{trap:?}, {who}, reading {reading}");
                    let refusal = if reading == RR_READING_OANGBAND_1_1_0
                        && trap.kind == RR_DUNGEON_TRAP_CHARACTER_ALTERATION
                        && matches!(trap.variant, RR_ALTERATION_DRAIN_WANDS | RR_ALTERATION_REMOLD_PLAYER)
                    {
                        GAME_RETRY_LOOPS
                    } else {
                        &[]
                    };
                    // SAFETY: valid pointers to locals (the packs live for the calls).
                    t.check("rr_dungeon_trap_trigger", &what, refusal, |r| unsafe {
                        rr_dungeon_trap_trigger(r, &trap, &player, &mut *outcome)
                    });
                }
            }
            for kind in 0..RR_DUNGEON_TRAP_KINDS {
                for depth in [1, 60, 127] {
                    let what = || format!("kind {kind}, depth {depth}, {who}, reading {reading}");
                    // The game's hit_trap draws which alteration it is: drain
                    // wands or remold player, as above.
                    let refusal =
                        if reading == RR_READING_OANGBAND_1_1_0 && kind == RR_DUNGEON_TRAP_CHARACTER_ALTERATION {
                            GAME_RETRY_LOOPS
                        } else {
                            &[]
                        };
                    // SAFETY: valid pointers to locals.
                    t.check("rr_dungeon_trap_hit", &what, refusal, |r| unsafe {
                        rr_dungeon_trap_hit(r, kind, depth, &player, &mut made, &mut *outcome)
                    });
                }
            }
        }
    }
    let mut hit = 0u8;
    for (power, ac) in [(1000, 0), (10, 50), (0, 0), (125, 200)] {
        // SAFETY: a valid pointer to a local.
        t.check("rr_trap_hits", &|| format!("power {power}, AC {ac}"), &[], |r| unsafe {
            rr_trap_hits(r, power, ac, &mut hit)
        });
    }
}

fn player_traps(t: &mut Tally) {
    let mut power = 0i32;
    for level in [1, 50, 100] {
        // SAFETY: a valid pointer to a local.
        t.check("rr_player_trap_power", &|| format!("level {level}"), &[], |r| unsafe {
            rr_player_trap_power(r, level, &mut power)
        });
    }
    let setters = [rr_trap_setter { level: 10, disarm_skill: 30 }, rr_trap_setter { level: 100, disarm_skill: 1000 }];
    let mut result = rr_monster_trap_outcome::default();
    let mut effects = rr_monster_effects::default();
    for reading in readings() {
        let monsters = [
            rr_trap_monster { level: 5, can_be_confused: 1, reading, ..Default::default() },
            rr_trap_monster {
                level: 127,
                mobility: RR_MOBILITY_FLYING,
                smart: 1,
                wary: 1,
                reading,
                ..Default::default()
            },
            rr_trap_monster {
                level: 40,
                mobility: RR_MOBILITY_GHOST,
                stupid: 1,
                confused: 1,
                reading,
                ..Default::default()
            },
        ];
        for kind in RR_PLAYER_TRAP_BASE..=RR_PLAYER_TRAP_DISPEL_MONSTERS {
            for monster in monsters {
                for setter in setters {
                    let what = || format!("kind {kind}, {monster:?}, {setter:?}");
                    // SAFETY: valid pointers to locals.
                    t.check("rr_monster_enters_trap", &what, &[], |r| unsafe {
                        rr_monster_enters_trap(r, kind, &monster, &setter, &mut result)
                    });
                }
                for power in [1, 60, 1_000_000] {
                    let what = || format!("kind {kind}, power {power}, {monster:?}");
                    // SAFETY: valid pointers to locals.
                    t.check("rr_player_trap_effect", &what, &[], |r| unsafe {
                        rr_player_trap_effect(r, kind, power, &monster, &mut effects)
                    });
                }
            }
        }
    }
    let mut wary = 0u8;
    for (stupid, hp, max_hp) in [(0, 80, 100), (0, 30, 100), (1, 80, 100), (0, 100, 100)] {
        // SAFETY: a valid pointer to a local.
        t.check("rr_monster_becomes_wary", &|| format!("stupid {stupid}, hp {hp}/{max_hp}"), &[], |r| unsafe {
            rr_monster_becomes_wary(r, stupid, hp, max_hp, &mut wary)
        });
    }
    // SAFETY: a valid pointer to a local.
    t.check("rr_monster_loses_wariness", &|| "no input".to_owned(), &[], |r| unsafe {
        rr_monster_loses_wariness(r, &mut wary)
    });
}

/// The `rr_status` functions of the header that take an `rr_random`.
fn rolling_entry_points() -> BTreeSet<String> {
    let header = support::header_text(std::path::Path::new(env!("CARGO_MANIFEST_DIR")));
    support::status_declarations(&header)
        .into_iter()
        .filter(|(_, params)| params.contains("rr_random random"))
        .map(|(name, _)| name)
        .collect()
}

#[test]
fn no_degenerate_roller_makes_a_call_run_on() {
    let started = std::time::Instant::now();
    let mut t = Tally::default();
    dice(&mut t);
    angband(&mut t);
    powder(&mut t);
    projection_monster(&mut t);
    projection_terrain_and_objects(&mut t);
    projection_player(&mut t);
    tabletop(&mut t);
    chests(&mut t);
    dungeon_traps_all(&mut t);
    player_traps(&mut t);

    println!("entry point / roller: statuses (calls), most draws in one call");
    for (entry, seen) in &t.seen {
        for kind in ROLLERS {
            let statuses: Vec<String> =
                seen.statuses.iter().filter(|((k, _), _)| *k == kind).map(|((_, s), n)| format!("{s} {n}")).collect();
            println!("{entry} / {kind:?}: {}; most draws {}", statuses.join(", "), seen.most.get(&kind).unwrap_or(&0));
        }
    }
    for slow in &t.slow {
        println!("over {SLOW_DRAWS} draws: {slow}");
    }
    println!("took {:?}", started.elapsed());

    assert!(t.failures.is_empty(), "{} failures:\n{}", t.failures.len(), t.failures.join("\n"));
    let covered: BTreeSet<String> = t.seen.keys().map(|&k| k.to_owned()).collect();
    assert_eq!(covered, rolling_entry_points(), "the entry points covered are the header's rolling ones");
    for (entry, seen) in &t.seen {
        assert!(seen.ok >= MIN_OK, "{entry}: only {} calls returned RR_OK", seen.ok);
        // Each roller completes some call of each entry point, but for the
        // highest roller's runaway open-ended d100 (96 and up every time).
        for kind in ROLLERS {
            let runaway = kind == Degenerate::Highest && matches!(*entry, "rr_tt_roll_attack" | "rr_tt_resolve_attack");
            let ok = seen.statuses.get(&(kind, "OK".to_owned())).copied().unwrap_or(0);
            assert_eq!(ok == 0, runaway, "{entry} with the {kind:?} roller: {ok} calls returned RR_OK");
        }
    }
}

/// The harness itself: a call that would draw for ever is cut at [`LIMIT`]
/// draws and reported as a failure with each roller (not taken for a genuine
/// `RR_RNG_OUT_OF_RANGE`), and a call that stops in time is not.
#[test]
fn the_limit_turns_a_hang_into_a_failure() {
    /// Draws `1..=6` until the answer is out of range, as a runaway loop would.
    fn endless(random: rr_random) -> rr_status {
        // SAFETY: the harness passes a live roller.
        let roller = unsafe { &*random.roller };
        let uniform = roller.uniform.expect("a callback");
        loop {
            // SAFETY: the roller's own callback and user pointer.
            let v = unsafe { uniform(roller.user, 1, 6) };
            if !(1..=6).contains(&v) {
                return rr_status::RR_RNG_OUT_OF_RANGE;
            }
        }
    }
    let mut t = Tally::default();
    t.check("endless", &|| "a loop".to_owned(), &[rr_status::RR_RNG_OUT_OF_RANGE], endless);
    assert_eq!(t.failures.len(), ROLLERS.len(), "{:?}", t.failures);
    assert!(t.failures.iter().all(|f| f.contains("ran past 2000000 draws")), "{:?}", t.failures);
    assert_eq!(t.seen["endless"].most.values().copied().collect::<Vec<_>>(), [LIMIT; 4]);
    let mut t = Tally::default();
    t.check("one draw", &|| "a die".to_owned(), &[], |r| {
        // SAFETY: the harness passes a live roller.
        let roller = unsafe { &*r.roller };
        // SAFETY: the roller's own callback and user pointer.
        let v = unsafe { roller.uniform.expect("a callback")(roller.user, 1, 6) };
        if (1..=6).contains(&v) { rr_status::RR_OK } else { rr_status::RR_RNG_OUT_OF_RANGE }
    });
    assert!(t.failures.is_empty(), "{:?}", t.failures);
    assert_eq!(t.seen["one draw"].ok, 4);
}
