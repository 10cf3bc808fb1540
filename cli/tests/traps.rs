//! `roguerules traps ...`: JSON shapes, the seed's tables, and exit status 2 on bad input.

mod common;

use common::run;
use serde_json::Value;

fn json(args: &[&str]) -> Value {
    let out = run(args);
    assert!(out.status.success(), "{args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("valid JSON")
}

fn fails(args: &[&str]) -> String {
    let out = run(args);
    assert_eq!(out.status.code(), Some(2), "{args:?} should exit 2");
    assert!(out.stdout.is_empty(), "{args:?} printed to stdout on error");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn chest_depth_json_has_the_contract_shape() {
    let v = json(&["traps", "chest", "--depth", "65", "--json"]);
    assert_eq!(v["depth"], 65);
    assert_eq!(v["total"], 6561);
    let rows = v["rows"].as_array().unwrap();
    let counts: Vec<u64> = rows.iter().map(|r| r["count"].as_u64().unwrap()).collect();
    assert_eq!(counts.iter().sum::<u64>(), 6561);
    assert!(counts.windows(2).all(|w| w[0] >= w[1]), "sorted by count descending");
    // The seed's worked example: level 67 is poison, paralysis, -con.
    let first = &rows[0];
    assert_eq!(first["traps"], serde_json::json!(["bird summon"]));
    assert_eq!(first["count"], 2448);
    // Issue 13 item 8: every fraction reduced (the C API says 272/729 too).
    assert_eq!(first["probability"], "272/729");
    let names: Vec<Vec<String>> = rows
        .iter()
        .map(|r| r["traps"].as_array().unwrap().iter().map(|n| n.as_str().unwrap().to_owned()).collect())
        .collect();
    assert!(names.contains(&vec!["-con".to_owned(), "poison".to_owned(), "paralysis".to_owned()]));
}

#[test]
fn chest_no_trap_is_an_empty_list() {
    let v = json(&["traps", "chest", "--depth", "15", "--json"]);
    let none = v["rows"].as_array().unwrap().iter().find(|r| r["traps"].as_array().unwrap().is_empty()).unwrap();
    assert_eq!(none["count"], 879);
    assert_eq!(none["probability"], "293/2187");
    for r in v["rows"].as_array().unwrap() {
        let (n, d) = r["probability"].as_str().unwrap().split_once('/').unwrap();
        let (n, d): (u64, u64) = (n.parse().unwrap(), d.parse().unwrap());
        assert_eq!(gcd(n, d), 1, "{r}");
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

#[test]
fn chest_all_prints_the_eight_chests() {
    let v = json(&["traps", "chest", "--all", "--json"]);
    let chests = v["chests"].as_array().unwrap();
    assert_eq!(chests.len(), 8);
    assert_eq!(chests[0]["chest"], "Small wooden chest");
    assert_eq!(chests[7]["depth"], 95);
    let large_steel = &chests[5];
    assert_eq!(large_steel["rows"][0]["count"], 3232, "RULINGS T1");
    let text = run(&["traps", "chest", "--all"]);
    assert!(text.status.success());
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(text.contains("Large Jeweled chest"));
    assert!(text.contains("0.17969"), "truncated to five decimals like the seed");
}

#[test]
fn power_json_and_table() {
    let v = json(&["traps", "power", "--level", "6", "--json"]);
    assert_eq!(v, serde_json::json!({"level": 6, "min": 7, "max": 13, "mean": "10/1"}));
    let v = json(&["traps", "power", "--level", "2", "--json"]);
    assert_eq!(v["mean"], "11/2");
    let v = json(&["traps", "power", "--all", "--json"]);
    assert_eq!(v["levels"].as_array().unwrap().len(), 50);
    assert_eq!(v["levels"][49]["mean"], "307/2");
    let text = String::from_utf8(run(&["traps", "power", "--all"]).stdout).unwrap();
    // The seed's layout: the last row holds levels 10, 20, 30, 40, 50.
    let last = text.lines().last().unwrap().split_whitespace().collect::<Vec<_>>();
    assert_eq!(last, ["10", "17.5", "20", "39.5", "30", "69.5", "40", "107.5", "50", "153.5"]);
    let six = text.lines().find(|l| l.split_whitespace().next() == Some("6")).unwrap();
    assert_eq!(six.split_whitespace().nth(1), Some("10"), "level 6 is 10 (T1)");
}

#[test]
fn dungeon_probabilities() {
    let v = json(&["traps", "dungeon", "--depth-feet", "50", "--json"]);
    let kinds = v["kinds"].as_array().unwrap();
    assert_eq!(kinds.len(), 10);
    let p = |name: &str| kinds.iter().find(|k| k["kind"] == name).unwrap()["probability"].clone();
    assert_eq!(p("gas trap"), "1/2");
    assert_eq!(p("teleportation"), "1/2");
    assert_eq!(p("trap door"), "0/1");
    let v = json(&["traps", "dungeon", "--depth-feet", "5050", "--json"]);
    assert!(v["kinds"].as_array().unwrap().iter().all(|k| k["probability"] == "1/10"));
    let v = json(&["traps", "dungeon", "--depth-feet", "6350", "--json"]);
    assert_eq!(v["kinds"][0]["probability"], "0/1", "no trap doors on the bottom floor");
    let v = json(&["traps", "dungeon", "--depth-feet", "5050", "--quest", "--json"]);
    assert_eq!(v["kinds"][1]["probability"], "1/9");
}

#[test]
fn trigger_is_reproducible_and_traced() {
    let a = json(&["traps", "trigger", "--kind", "pit", "--depth-feet", "4500", "--seed", "7", "--trace", "--json"]);
    let b = json(&["traps", "trigger", "--kind", "pit", "--depth-feet", "4500", "--seed", "7", "--trace", "--json"]);
    assert_eq!(a, b);
    assert_eq!(a["kind"], "pit");
    assert_eq!(a["trap"]["params"]["kind"], "pit");
    assert!(!a["trace"].as_array().unwrap().is_empty());
    assert_eq!(a["trace"][0]["label"], "nastiness");
    let ff = json(&["traps", "trigger", "--kind", "trap-door", "--depth-feet", "500", "--feather-fall", "--json"]);
    assert_eq!(ff["damage"], 0);
    assert_eq!(ff["outcome"]["effects"][0], serde_json::json!({"effect": "level_change", "levels": 1}));
    let text = run(&["traps", "trigger", "--kind", "teleportation", "--depth-feet", "50", "--seed", "1", "--trace"]);
    assert!(text.status.success());
    assert!(String::from_utf8(text.stdout).unwrap().contains("the player is teleported 250 squares"));
}

/// Issue 13 item 4: the trace and the outcome are prose, not JSON objects; each die
/// of a dice roll is shown.
#[test]
fn trigger_and_monster_print_prose() {
    let text = common::text(&["traps", "trigger", "--kind", "pit", "--depth-feet", "1500", "--seed", "3", "--trace"]);
    assert!(!text.contains('{') && !text.contains('"'), "{text}");
    assert!(text.contains("nastiness: 1d30 = 9"), "{text}");
    assert!(text.contains("pit damage: 2d6 = 2 + 1 = 3"), "each die shown:\n{text}");
    assert!(text.contains("nastiness +20: 2 of 0..=19 >= 1: no rise"), "{text}");
    assert!(text.contains("3 physical damage"), "{text}");
    let text = common::text(&[
        "traps",
        "monster",
        "--kind",
        "confusion",
        "--player-level",
        "25",
        "--disarm-skill",
        "80",
        "--monster-level",
        "5",
        "--seed",
        "3",
        "--trace",
    ]);
    assert!(!text.contains('{') && !text.contains('"'), "{text}");
    assert!(text.contains("trap destroyed: 0 of 0..=2 < 1: the trap is destroyed"), "{text}");
    assert!(text.contains("the monster is not confused"), "{text}");
}

/// Issue 13 item 7: `traps trigger` checks the depth as `traps dungeon` does.
#[test]
fn trigger_refuses_a_kind_above_its_minimum_depth() {
    // Darts are placed at 400 feet or deeper.
    let err = common::usage(&["traps", "trigger", "--kind", "dart", "--depth-feet", "100", "--seed", "1"]);
    assert!(err.contains("--kind") && err.contains("400 feet") && err.contains("--any-depth"), "{err}");
    let err = common::usage(&["traps", "trigger", "--kind", "trap door", "--depth-feet", "6350", "--seed", "1"]);
    assert!(err.contains("bottom floor"), "{err}");
    let err = common::usage(&["traps", "trigger", "--kind", "pit", "--depth-feet", "0", "--seed", "1"]);
    assert!(err.contains("100 feet"), "{err}");
    let v =
        json(&["traps", "trigger", "--kind", "dart", "--depth-feet", "100", "--seed", "1", "--any-depth", "--json"]);
    assert_eq!(v["kind"], "dart");
    // Where `traps dungeon` gives the kind a chance, `traps trigger` accepts it.
    let dungeon = json(&["traps", "dungeon", "--depth-feet", "400", "--json"]);
    for k in dungeon["kinds"].as_array().unwrap() {
        let kind = k["kind"].as_str().unwrap();
        let out = run(&["traps", "trigger", "--kind", kind, "--depth-feet", "400", "--seed", "2"]);
        assert_eq!(out.status.success(), k["probability"] != "0/1", "{kind} at 400 feet");
    }
}

#[test]
fn trigger_exact_damage() {
    let v = json(&["traps", "trigger", "--kind", "pit", "--depth-feet", "100", "--exact", "--json"]);
    // 100 feet is level 2: nastiness at most 2 + 20, so always a plain pit: 2d6.
    assert_eq!(v["mean"], "7/1");
    assert_eq!(v["pmf"][0], serde_json::json!([2, "1/36"]));
    let err =
        common::fails(1, &["traps", "trigger", "--kind", "pit", "--depth-feet", "1500", "--exact", "--budget", "10"]);
    assert!(err.contains("budget of 10") && err.contains("--budget"), "{err}");
}

#[test]
fn monster_odds_and_rolls() {
    let v = json(&[
        "traps",
        "monster",
        "--kind",
        "netted",
        "--player-level",
        "30",
        "--disarm-skill",
        "90",
        "--monster-level",
        "40",
        "--smart",
        "--wary",
        "--json",
    ]);
    // Netted: 1/3 for a normal monster; skill 120 vs 75: 45/120 = 3/8 disarms.
    assert_eq!(v["affects"], "1/3");
    assert_eq!(v["results"]["ignored"], "2/3");
    assert_eq!(v["results"]["disarmed"], "1/8");
    assert_eq!(v["disarm_chance"], "3/8");
    let v = json(&[
        "traps",
        "monster",
        "--kind",
        "stasis",
        "--player-level",
        "20",
        "--disarm-skill",
        "75",
        "--monster-level",
        "10",
        "--ghost",
        "--seed",
        "5",
        "--trace",
        "--json",
    ]);
    assert_eq!(v["outcome"]["result"], "triggered");
    assert_eq!(v["outcome"]["destroyed"], true);
    assert_eq!(v["trace"][0]["label"], "trap power");
    assert!(
        fails(&[
            "traps",
            "monster",
            "--kind",
            "pit",
            "--player-level",
            "1",
            "--disarm-skill",
            "1",
            "--monster-level",
            "1"
        ])
        .contains("possible values")
    );
    assert!(
        fails(&[
            "traps",
            "monster",
            "--kind",
            "base",
            "--player-level",
            "0",
            "--disarm-skill",
            "1",
            "--monster-level",
            "1"
        ])
        .contains("1..=100")
    );
    assert!(
        fails(&[
            "traps",
            "monster",
            "--kind",
            "base",
            "--player-level",
            "5",
            "--disarm-skill",
            "1",
            "--monster-level",
            "-1"
        ])
        .contains("0..=127")
    );
}

#[test]
fn bad_input_exits_2() {
    assert!(fails(&["traps", "chest", "--depth", "-1"]).contains("0..=127"));
    assert!(fails(&["traps", "chest", "--depth", "128", "--json"]).contains("0..=127"));
    assert!(fails(&["traps", "power", "--level", "0"]).contains("1..=100"));
    assert!(fails(&["traps", "power", "--level", "101", "--json"]).contains("1..=100"));
    assert!(fails(&["traps", "dungeon", "--depth-feet", "-50"]).contains("multiple of 50"));
    assert!(fails(&["traps", "dungeon", "--depth-feet", "75"]).contains("multiple of 50"));
    assert!(fails(&["traps", "dungeon", "--depth-feet", "0"]).contains("no trap kind"));
    assert!(fails(&["traps", "trigger", "--kind", "spike wall", "--depth-feet", "500"]).contains("possible values"));
    assert!(fails(&["traps", "trigger", "--kind", "pit", "--depth-feet", "500", "--pack", "sword"]).contains("rod"));
    // Errors name the flag the user typed (not the library's field names).
    let err = fails(&["traps", "trigger", "--kind", "pit", "--depth-feet", "500", "--ac", "5000"]);
    assert!(err.contains("--ac") && err.contains("-1000..=1000") && !err.contains("armour class is"), "{err}");
    assert!(fails(&["traps", "trigger", "--kind", "pit", "--depth-feet", "500", "--save", "101"]).contains("0..=100"));
    assert!(fails(&["traps", "trigger", "--kind", "pit", "--depth-feet", "500", "--sustain", "luck"]).contains("str"));
    // clap usage errors also exit 2.
    assert_eq!(run(&["traps", "chest"]).status.code(), Some(2));
}

#[test]
fn trigger_takes_the_game_reading() {
    // Under oangband-1.1.0 a dart hits for 1d4 as well as draining (the seed's dart deals no damage).
    let game = json(&[
        "traps",
        "trigger",
        "--kind",
        "dart",
        "--depth-feet",
        "500",
        "--seed",
        "2",
        "--reading",
        "oangband-1.1.0",
        "--json",
    ]);
    let seed = json(&["traps", "trigger", "--kind", "dart", "--depth-feet", "500", "--seed", "2", "--json"]);
    assert_ne!(game, seed);
    let err = fails(&["traps", "trigger", "--kind", "dart", "--depth-feet", "500", "--reading", "nethack"]);
    assert!(err.contains("--reading"), "{err}");
}

#[test]
fn errata_lists_the_trap_differences() {
    let v = json(&["traps", "errata", "--json"]);
    let texts: Vec<String> = v["dungeon_traps"]["differ"]
        .as_array()
        .unwrap()
        .iter()
        .chain(v["player_traps"]["differ"].as_array().unwrap())
        .map(|r| r["input"].to_string())
        .collect();
    assert!(texts.iter().any(|t| t.contains("\"gas_trap\"")), "gas trap durations differ");
    assert!(texts.iter().any(|t| t.contains("\"netted\"")), "the netted trap differs");
    assert!(texts.iter().any(|t| t.contains("\"dispel_monsters\"")), "the game's extra kinds are refused by the seed");
    assert!(!texts.iter().any(|t| t.contains("\"teleportation\"")), "teleportation is the same");
    assert_eq!(v["dungeon_traps"]["compared"], 90);
    assert_eq!(v["player_traps"]["compared"], 104);
}

#[test]
fn monster_takes_the_game_reading() {
    // The game's netted trap catches no monster that does not fly.
    let base = [
        "traps",
        "monster",
        "--kind",
        "netted",
        "--player-level",
        "10",
        "--disarm-skill",
        "40",
        "--monster-level",
        "10",
        "--json",
    ];
    let seed = json(&base);
    assert_eq!(seed["affects"], "1/3");
    let mut game_args = base.to_vec();
    game_args.extend(["--reading", "oangband-1.1.0"]);
    let game = json(&game_args);
    assert_eq!(game["affects"], "0/1");
    assert_eq!(game["results"]["ignored"], "1/1");
    // The game's extra kinds need its reading.
    let extra = [
        "traps",
        "monster",
        "--kind",
        "dispel-monsters",
        "--player-level",
        "10",
        "--disarm-skill",
        "40",
        "--monster-level",
        "10",
    ];
    fails(&extra);
    let mut game_extra = extra.to_vec();
    game_extra.extend(["--reading", "oangband-1.1.0"]);
    assert!(run(&game_extra).status.success());
}

/// Issue 24 item 4: `traps trigger --exact` gives the odds of every effect, not
/// only damage: a dart (the README's example) drains a stat, 1/6 each.
#[test]
fn exact_trigger_gives_the_odds_of_every_effect() {
    let args = ["traps", "trigger", "--kind", "dart", "--depth-feet", "500", "--ac", "30", "--exact"];
    let text = common::text(&args);
    assert!(text.contains("effects (the chance of each"), "{text}");
    // Power 60 against AC 30 (threshold 22): hit 5% + 90% x 38/60 = 62%, a stat each sixth.
    assert!(text.contains("the trap misses: 38.00%") && text.contains("str drained by 1: 10.33%"), "{text}");
    let mut with_json = args.to_vec();
    with_json.push("--json");
    let v = common::json(&with_json);
    let effects = v["effects"].as_array().expect("a list of effects");
    let con = effects.iter().find(|e| e["effect"] == "con drained by 1").expect("constitution drained");
    assert_eq!(con["probability"], "31/300");
    // A murder hole cuts: an amount with its range and mean.
    let v = common::json(&["traps", "trigger", "--kind", "murder-hole", "--depth-feet", "500", "--exact", "--json"]);
    let cut = v["effects"].as_array().unwrap().iter().find(|e| e["effect"] == "cut +N").expect("cuts");
    assert_eq!(cut["amount"]["min"], 1);
    assert_eq!(cut["probability"], "19/40");
}

/// Issue 24 item 2: depth is `--dungeon-level` (levels) or `--depth-feet` in every
/// traps command (`traps chest` had only `--depth`, in levels; `traps dungeon` and
/// `traps trigger` only `--depth-feet`); one of them, not both.
#[test]
fn depth_in_levels_or_feet_everywhere() {
    let levels = json(&["traps", "chest", "--dungeon-level", "15", "--json"]);
    assert_eq!(json(&["traps", "chest", "--depth-feet", "750", "--json"]), levels);
    let feet = json(&["traps", "dungeon", "--depth-feet", "1000", "--json"]);
    assert_eq!(json(&["traps", "dungeon", "--dungeon-level", "20", "--json"]), feet);
    let a = json(&["traps", "trigger", "--kind", "pit", "--dungeon-level", "30", "--exact", "--json"]);
    assert_eq!(json(&["traps", "trigger", "--kind", "pit", "--depth-feet", "1500", "--exact", "--json"]), a);
    let err = fails(&["traps", "dungeon", "--depth-feet", "1000", "--dungeon-level", "20"]);
    assert!(err.contains("--dungeon-level") && err.contains("cannot be used with"), "{err}");
    assert!(fails(&["traps", "dungeon", "--dungeon-level", "128"]).contains("0..=127"));
}

/// Issue 24 item 2: `traps trigger` names the character's protections as
/// `project player` does: `--sustains`, `--flags pois-temp,pois-perm,resist-blind,
/// feather-fall,free-action`, `--resist`, `--specialties enhance-magic`,
/// `--counter poison:N`; `--save` is the saving-throw skill.
#[test]
fn trigger_speaks_the_players_vocabulary() {
    let help = common::text(&["traps", "trigger", "--help"]);
    for flag in ["--sustains", "--flags", "--resist", "--specialties", "--counter <NAME:VALUE>", "--dungeon-level"] {
        assert!(help.contains(flag), "{flag}: {help}");
    }
    for old in ["--sustain ", "--res-pois-temp", "--res-blind", "--enhance-magic", "--poison ", "--feather-fall"] {
        assert!(!help.contains(old), "{old} is still shown: {help}");
    }
    assert!(help.contains("saving-throw skill") && help.contains("skill_sav"), "{help}");
    let gas = ["traps", "trigger", "--kind", "gas-trap", "--depth-feet", "500", "--exact", "--json"];
    let with = |extra: &[&str]| {
        let mut v = gas.to_vec();
        v.extend(extra);
        json(&v)
    };
    let none = with(&[]);
    let all = with(&["--flags", "pois-temp,resist-blind,free-action", "--resist", "confusion"]);
    assert_ne!(all, none, "the protections change the odds");
    assert_eq!(
        all,
        with(&["--flags", "pois-temp", "--flags", "resist-blind,free-action", "--resist", "confusion"]),
        "a list may be repeated or comma-separated"
    );
    assert_ne!(with(&["--counter", "poison:10"]), none);
    assert_ne!(with(&["--flags", "pois-temp", "--specialties", "enhance-magic"]), with(&["--flags", "pois-temp"]));
}

/// Issue 24 item 3: a list refuses an unknown item and an item given twice,
/// naming the flag; a resistance's value follows what the reading stores.
#[test]
fn trigger_lists_refuse_what_cannot_be_meant() {
    let base = ["traps", "trigger", "--kind", "gas-trap", "--depth-feet", "500", "--seed", "1"];
    let bad = |extra: &[&str]| {
        let mut v = base.to_vec();
        v.extend(extra);
        fails(&v)
    };
    for (extra, says) in [
        (&["--flags", "free-action,free-action"][..], "--flags: free-action is given twice"),
        (&["--flags", "free-action", "--free-action"], "--flags: free-action is given twice"),
        (&["--flags", "hold-life"], "pois-temp"),
        (&["--sustains", "str,str"], "--sustains: str is given twice"),
        (&["--resist", "confusion,conf"], "--resist: confusion is given twice"),
        (&["--resist", "confusion:50"], "yes/no"),
        (&["--resist", "pois"], "pois:PCT"),
        (&["--resist", "pois:101"], "-100..=100"),
        (&["--resist", "fire"], "confusion, chaos, pois"),
        (&["--counter", "poison:1,poison:2"], "--counter: poison is given twice"),
        (&["--counter", "stun:5"], "poison"),
        (&["--counter", "poison:10001"], "0..=10000"),
        (&["--specialties", "enhance-magic,enhance-magic"], "--specialties: enhance-magic is given twice"),
    ] {
        let err = bad(extra);
        assert!(err.contains(says), "{extra:?}: {err}");
    }
    // A negative poison resistance (a vulnerability) needs no `=`.
    let mut v = base.to_vec();
    v.extend(["--reading", "oangband-1.1.0", "--resist", "pois:-50", "--json"]);
    json(&v);
}

/// Issue 24: `traps monster` accepts `--exact` (its default: odds) and rolls with
/// `--trace` alone (a random seed, printed on stderr), as every command does.
#[test]
fn monster_takes_exact_and_trace_alone() {
    let base = [
        "traps",
        "monster",
        "--kind",
        "confusion",
        "--player-level",
        "25",
        "--disarm-skill",
        "80",
        "--monster-level",
        "5",
    ];
    let mut exact = base.to_vec();
    exact.extend(["--exact", "--json"]);
    let mut plain = base.to_vec();
    plain.push("--json");
    assert_eq!(json(&exact), json(&plain));
    let mut traced = base.to_vec();
    traced.push("--trace");
    let o = run(&traced);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--seed"), "the random seed is printed");
    assert!(String::from_utf8_lossy(&o.stdout).contains("rolls:"));
    let mut both = base.to_vec();
    both.extend(["--exact", "--seed", "3"]);
    assert!(fails(&both).contains("--exact"));
}

/// Issue 25 item 4: every traps rule reads its input from a file (the library's
/// JSON), options overriding it.
#[test]
fn every_rule_reads_its_input_from_a_file_with_options_over_it() {
    use common::check_input;
    check_input(
        &["traps", "chest"],
        r#"{"depth": 65}"#,
        &["--dungeon-level", "65"],
        &["--dungeon-level", "15"],
        r#"{"depth": 128}"#,
    );
    check_input(
        &["traps", "power", "--json"],
        r#"{"level": 20}"#,
        &["--player-level", "20"],
        &["--player-level", "7"],
        r#"{"level": "twenty"}"#,
    );
    check_input(
        &["traps", "dungeon"],
        r#"{"depth": 20, "quest": true}"#,
        &["--dungeon-level", "20", "--quest"],
        &["--dungeon-level", "4"],
        r#"[20]"#,
    );
    let player = r#"{"flags": "FREE_ACTION | RES_CONF", "sustains": "STR | CON", "armour_class": 30, "saving_throw": 40,
        "poison": 3, "pack": ["rod", "Other", "WAND"], "poison_resistance": 33, "reading": "oangband-1.1.0"}"#;
    let flags = [
        "--kind",
        "dart",
        "--dungeon-level",
        "10",
        "--flags",
        "free-action",
        "--resist",
        "confusion,pois:33",
        "--sustains",
        "str,con",
        "--ac",
        "30",
        "--save",
        "40",
        "--counter",
        "poison:3",
        "--pack",
        "rod,other,wand",
        "--reading",
        "oangband-1.1.0",
    ];
    check_input(
        &["traps", "trigger", "--exact", "--json"],
        &format!(r#"{{"kind": "Dart", "depth": 10, "player": {player}}}"#),
        &flags,
        &["--ac", "90"],
        r#"{"kind": "dart", "depth": 10, "player": {"armour_class": 5000}}"#,
    );
    check_input(
        &["traps", "trigger", "--seed", "3", "--json"],
        &format!(r#"{{"kind": "dart", "depth": 10, "player": {player}}}"#),
        &flags,
        &["--kind", "pit", "--reading", "seed"],
        r#"{"kind": "pitt", "depth": 10}"#,
    );
    check_input(
        &["traps", "monster", "--json"],
        r#"{"kind": "netted", "monster": {"level": 40, "mobility": "Flying", "smart": true, "wary": true},
            "setter": {"level": 30, "disarm_skill": 90}}"#,
        &[
            "--kind",
            "netted",
            "--player-level",
            "30",
            "--disarm-skill",
            "90",
            "--monster-level",
            "40",
            "--flying",
            "--smart",
            "--wary",
        ],
        &["--disarm-skill", "20"],
        r#"{"kind": "netted", "setter": {"level": 30, "disarm_skill": 90}, "monster": {"level": 4, "mobility": "swims"}}"#,
    );
    check_input(
        &["traps", "monster", "--seed", "4", "--json"],
        r#"{"kind": "confusion", "monster": {"level": 5, "can_be_confused": true}, "setter": {"level": 25, "disarm_skill": 80}}"#,
        &[
            "--kind",
            "confusion",
            "--player-level",
            "25",
            "--disarm-skill",
            "80",
            "--monster-level",
            "5",
            "--confusable",
        ],
        &["--monster-level", "60"],
        r#"{"kind": "confusion", "monster": {"level": 500}, "setter": {"level": 25, "disarm_skill": 80}}"#,
    );
}

/// A required option is optional when the file gives its field, and named when
/// neither gives it.
#[test]
fn a_required_field_given_by_neither_names_its_option() {
    let path = common::scratch_file("traps-monster-partial.json", r#"{"kind": "base", "monster": {"level": 3}}"#);
    let e = common::usage(&["traps", "monster", "--input", &path, "--player-level", "5"]);
    assert!(e.contains("--disarm-skill") && e.contains("setter.disarm_skill"), "{e}");
    let v = json(&["traps", "monster", "--input", &path, "--player-level", "5", "--disarm-skill", "10", "--json"]);
    assert_eq!(
        v,
        json(&[
            "traps",
            "monster",
            "--kind",
            "base",
            "--monster-level",
            "3",
            "--player-level",
            "5",
            "--disarm-skill",
            "10",
            "--json"
        ])
    );
    let path = common::scratch_file("traps-trigger-partial.json", r#"{"player": {"armour_class": 12}}"#);
    let e = common::usage(&["traps", "trigger", "--input", &path, "--kind", "pit"]);
    assert!(e.contains("--depth-feet FEET or --dungeon-level N"), "{e}");
}

/// A file that is not a valid input exits 1 naming the file and the JSON path
/// of the field at fault.
#[test]
fn bad_files_name_the_json_path() {
    for (command, file, path) in [
        (
            &["traps", "trigger", "--seed", "1"][..],
            r#"{"kind": "pit", "depth": 3, "player": {"pack": ["rod", "box"]}}"#,
            "player.pack[1]: unknown pack item 'box'",
        ),
        (
            &["traps", "monster"],
            r#"{"kind": "base", "monster": {"level": 3, "mobility": "swims"}, "setter": {"level": 1, "disarm_skill": 0}}"#,
            "monster.mobility: unknown mobility 'swims'",
        ),
        (&["traps", "dungeon"], r#"{"depth": 20, "quest": "yes"}"#, "quest: invalid type"),
        (
            &["project", "object", "--exact"],
            r#"{"gf": "acid", "dam": 30, "class": "soft_armor", "colour": "red"}"#,
            "colour: unknown field `colour`",
        ),
        (
            &["tabletop", "disengage"],
            r#"{"disengager": {"class": "thief", "level": 3, "feet_per_round": 3, "z": 1}, "opponent": {"class": "fighter", "level": 9, "feet_per_round": 40}}"#,
            "disengager.z: unknown field `z`",
        ),
        (
            &["tabletop", "interpose"],
            r#"{"class": "thief", "level": 4, "shield": {"type": "tower"}}"#,
            "shield.type: unknown shield 'tower'",
        ),
    ] {
        let file = common::scratch_file(&format!("{}-path.json", command.join("-")), file);
        let mut args = command.to_vec();
        args.extend(["--input", &file]);
        let e = common::fails(1, &args);
        assert!(e.contains(&format!("--input {file}: not a valid ")) && e.contains(path), "{args:?}: {e}");
    }
}
