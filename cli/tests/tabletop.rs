//! `roguerules tabletop ...`: JSON shapes, exact fractions, and exit status 2 on bad input.

mod common;

use common::{run, run_stdin};
use serde_json::Value;
use std::process::Output;

fn json(out: &Output) -> Value {
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("JSON output")
}

/// A usage error (exit status 2) mentioning `needle`.
fn fails(out: &Output, needle: &str) {
    fails_with(2, out, needle);
}

fn fails_with(code: i32, out: &Output, needle: &str) {
    assert_eq!(out.status.code(), Some(code), "stdout: {}", String::from_utf8_lossy(&out.stdout));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(needle), "stderr {err:?} lacks {needle:?}");
}

const EXAMPLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/fighter.json");

#[test]
fn attack_value_of_the_example_sheet() {
    let v = json(&run(&["tabletop", "attack-value", "--sheet", EXAMPLE, "--json"]));
    // 80 + 6 + 43 - 2 (misc 100 + dagger 20 = 120 x 0.925 = 111) - 1 - 7 + 2 + 5 + 5 - 20 = 111
    assert_eq!(v["attack_value"], -11);
    assert_eq!(v["breakdown"]["encumbrance_points"], 111);
    assert_eq!(v["breakdown"]["total"], 111);
    let text = run(&["tabletop", "attack-value", "--sheet", EXAMPLE]);
    assert!(text.status.success());
    assert!(String::from_utf8_lossy(&text.stdout).contains("attack value = 100 - total"));
}

const MINIMAL: &str = r#"{"kind": "missile", "class": "thief", "level": 5, "strength": 10, "dexterity": 10,
  "missile_weapon": {"table": "missile", "type": "short_bow", "plus": 0}, "range": "medium", "aimed": false,
  "situational": [40, -15]}"#;

#[test]
fn sheet_from_stdin() {
    let v = json(&run_stdin(&["tabletop", "attack-value", "--sheet", "-", "--json"], MINIMAL));
    // 8 + 35 - 8 = 35 -> unaimed round(70/3) = 23; + 40/3 -> 13, - 15: 21.
    assert_eq!(v["breakdown"]["total"], 21);
    assert_eq!(v["attack_value"], 79);
}

#[test]
fn bad_sheets_name_the_field() {
    let cases = [
        (r#"{"kind": "melee"}"#, "'class' is missing"),
        (&MINIMAL.replace("\"thief\"", "\"bard\""), "sheet field 'class'"),
        (&MINIMAL.replace("\"level\": 5", "\"level\": 31"), "level is 31, expected 1..=30"),
        (&MINIMAL.replace("\"strength\": 10", "\"strength\": 0"), "strength is 0"),
        (&MINIMAL.replace("\"aimed\"", "\"aimd\""), "unknown sheet field 'aimd'"),
        (&MINIMAL.replace("short_bow", "longbow"), "sheet field 'missile_weapon.type'"),
        (&MINIMAL.replace("\"medium\"", "\"far\""), "sheet field 'range'"),
        (&MINIMAL.replace("\"level\": 5", "\"level\": \"five\""), "sheet field 'level'"),
        ("[1, 2]", "must be a JSON object"),
        ("{", "not valid JSON"),
    ];
    // A sheet that is not valid is not a usage error: exit status 1, naming --sheet.
    for (sheet, needle) in cases {
        let out = run_stdin(&["tabletop", "attack-value", "--sheet", "-"], sheet);
        fails_with(1, &out, needle);
        fails_with(1, &out, "--input -: ");
    }
    let two_handed_with_shield = r#"{"kind": "melee", "class": "fighter", "level": 3, "strength": 12, "dexterity": 12,
      "shield": {"type": "small", "plus": 0},
      "weapon": {"table": "melee", "type": "bastard_sword", "plus": 0, "grip": "two_handed"}}"#;
    fails_with(1, &run_stdin(&["tabletop", "attack-value", "--sheet", "-"], two_handed_with_shield), "weapon.grip");
    fails_with(1, &run(&["tabletop", "attack-value", "--sheet", "/nonexistent/sheet.json"]), "cannot read it");
}

#[test]
fn exact_roll_json_shape() {
    let v = json(&run(&["tabletop", "roll", "--attack-value", "50", "--exact", "--json"]));
    assert_eq!(v["attack_value"], 50);
    assert_eq!(v["miss_chance"], 10);
    assert_eq!(v["p_success"], "51/100");
    let extra = v["extra_damage"].as_array().expect("array");
    assert_eq!(extra[0], serde_json::json!([0, "5/51"]));
    assert!(extra.iter().all(|p| p[1].as_str().is_some_and(|s| s.contains('/'))));
    // Negative attack values and miss chances are accepted.
    let v = json(&run(&["tabletop", "roll", "--attack-value", "-20", "--miss-chance", "-5", "--exact", "--json"]));
    assert_eq!(v["p_success"], "1/1");
    let v = json(&run(&["tabletop", "roll", "--attack-value", "120", "--exact", "--json"]));
    assert_eq!(v["p_success"], "1/10");
    let v = json(&run(&["tabletop", "roll", "--attack-value", "0", "--miss-chance", "100", "--exact", "--json"]));
    assert_eq!(v["p_success"], "0/1");
    assert_eq!(v["extra_damage"], serde_json::json!([]));
}

#[test]
fn seeded_roll_repeats() {
    let a = json(&run(&["tabletop", "roll", "--attack-value", "30", "--seed", "11", "--trace", "--json"]));
    let b = json(&run(&["tabletop", "roll", "--attack-value", "30", "--seed", "11", "--trace", "--json"]));
    assert_eq!(a, b);
    assert_eq!(a["rolls"][0], a["trace"][0]["value"]);
    let total: i64 = a["rolls"].as_array().unwrap().iter().map(|r| r.as_i64().unwrap()).sum();
    assert_eq!(a["total"], total);
}

#[test]
fn bad_roll_arguments() {
    fails(
        &run(&["tabletop", "roll", "--attack-value", "20000"]),
        "'--attack-value <ATTACK_VALUE>': 20000 is not in -10000..=10000",
    );
    fails(&run(&["tabletop", "roll", "--attack-value", "10", "--exact", "--max-extra", "500"]), "--max-extra");
    fails(&run(&["tabletop", "roll"]), "--attack-value");
}

#[test]
fn segments_worked_examples() {
    let v =
        json(&run(&["tabletop", "segments", "--class", "fighter", "--level", "18", "--first-segment", "1", "--json"]));
    assert_eq!(v, serde_json::json!({"attacks": 3, "bashes": 0, "segments": [1, 3, 5]}));
    let v = json(&run(&[
        "tabletop",
        "segments",
        "--class",
        "cabalist_thaumaturge",
        "--level",
        "15",
        "--first-segment",
        "2",
        "--json",
    ]));
    assert_eq!(v, serde_json::json!({"attacks": 2, "bashes": 0, "segments": [2, 5]}));
    let v = json(&run(&[
        "tabletop",
        "segments",
        "--class",
        "fighter",
        "--level",
        "21",
        "--first-segment",
        "1",
        "--shield",
        "--json",
    ]));
    assert_eq!(v, serde_json::json!({"attacks": 3, "bashes": 1, "segments": [1, 2, 3, 4]}));
    fails(
        &run(&["tabletop", "segments", "--class", "bard", "--level", "1", "--first-segment", "1"]),
        "possible values",
    );
    fails(
        &run(&["tabletop", "segments", "--class", "thief", "--level", "31", "--first-segment", "1"]),
        "--player-level",
    );
    fails(
        &run(&["tabletop", "segments", "--class", "thief", "--level", "3", "--first-segment", "6"]),
        "--first-segment",
    );
    // Issue 13 item 5: names in any case, with '-', '_' or a space.
    let want = json(&run(&[
        "tabletop",
        "segments",
        "--class",
        "magic_user",
        "--level",
        "9",
        "--first-segment",
        "2",
        "--json",
    ]));
    for class in ["magic-user", "Magic User", "MAGIC_USER", "Magic-User"] {
        let v =
            json(&run(&["tabletop", "segments", "--class", class, "--level", "9", "--first-segment", "2", "--json"]));
        assert_eq!(v, want, "{class}");
    }
    let fighter =
        json(&run(&["tabletop", "segments", "--class", "Fighter", "--level", "18", "--first-segment", "1", "--json"]));
    assert_eq!(fighter["attacks"], 3);
}

#[test]
fn movement_and_disengage() {
    let v = json(&run(&["tabletop", "movement", "--encumbrance", "300", "--strength", "12", "--haste", "--json"]));
    assert_eq!(v["feet_per_round"], 63);
    assert_eq!(v["squares_per_round"], 13);
    assert_eq!(v["per_segment"], serde_json::json!([3, 2, 3, 2, 3]));
    assert_eq!(v["backing_up"]["feet_per_round"], 21);
    fails(&run(&["tabletop", "movement", "--encumbrance", "-1", "--strength", "12"]), "--encumbrance");
    let v = json(&run(&[
        "tabletop",
        "disengage",
        "--class",
        "fighter",
        "--level",
        "5",
        "--feet",
        "82",
        "--opponent-class",
        "thief",
        "--opponent-level",
        "5",
        "--opponent-feet",
        "67",
        "--json",
    ]));
    assert_eq!(v["chance"], 79);
    assert_eq!(v["p_success"], "79/100");
    let args = [
        "tabletop",
        "disengage",
        "--class",
        "thief",
        "--level",
        "3",
        "--feet",
        "60",
        "--opponent-class",
        "fighter",
        "--opponent-level",
        "9",
        "--opponent-feet",
        "40",
        "--roll",
        "--seed",
        "1",
        "--json",
    ];
    let v = json(&run(&args));
    assert!(v["success"].is_boolean());
    fails(
        &run(&[
            "tabletop",
            "disengage",
            "--class",
            "thief",
            "--level",
            "0",
            "--feet",
            "60",
            "--opponent-class",
            "fighter",
            "--opponent-level",
            "9",
            "--opponent-feet",
            "40",
        ]),
        "'--player-level <PLAYER_LEVEL>': 0 is not in 1..=30",
    );
}

#[test]
fn interpose_and_aim() {
    let args =
        ["tabletop", "interpose", "--class", "fighter", "--level", "10", "--shield", "large", "--plus", "2", "--json"];
    let v = json(&run(&args));
    assert_eq!(v, serde_json::json!({"interposition": 85, "p_interpose": "17/20"}));
    fails(
        &run(&["tabletop", "interpose", "--class", "fighter", "--level", "10", "--shield", "huge"]),
        "possible values: small, medium, large",
    );
    let v = json(&run(&["tabletop", "aim", "--roll", "100", "--aim", "quarter", "--json"]));
    assert_eq!(v, serde_json::json!({"feet": 33, "direction": "right"}));
    fails(&run(&["tabletop", "aim", "--roll", "0", "--aim", "1"]), "--d100");
    fails(&run(&["tabletop", "aim", "--roll", "5", "--aim", "7"]), "possible values: quarter, half");
}

/// Issue 24 item 3: a sheet's error names the JSON path the user wrote
/// (`weapon.type`, not `weapon`), down to list items; exit status 1 (a file's
/// content), as cli/README says and tabletop/README now says too.
#[test]
fn sheet_errors_name_the_json_path() {
    let sheet = std::fs::read_to_string(EXAMPLE).unwrap();
    let cases = [
        (sheet.replace("\"long_sword\"", "\"banana\""), "sheet field 'weapon.type': unknown melee weapon 'banana'"),
        (sheet.replace("\"one_handed\"", "\"three_handed\""), "sheet field 'weapon.grip'"),
        (sheet.replace("\"chain\"", "\"tin\""), "sheet field 'armour.type'"),
        (
            sheet.replace("\"type\": \"medium\", \"plus\": 1", "\"type\": \"medium\", \"plus\": \"one\""),
            "sheet field 'shield.plus'",
        ),
        (sheet.replace("\"dagger\"", "\"spork\""), "sheet field 'extra_weapons[0].type'"),
        (sheet.replace("40, -60", "40, \"x\""), "sheet field 'situational[1]'"),
        (sheet.replace("\"bless\": true", "\"bless\": 1"), "sheet field 'spells.bless'"),
        (sheet.replace("\"grip\"", "\"grap\""), "unknown sheet field 'weapon.grap'"),
        (sheet.replace(", \"grip\": \"one_handed\"", ""), "sheet field 'weapon.grip' is missing"),
    ];
    for (text, needle) in &cases {
        assert_ne!(text, &sheet, "the case {needle:?} changed nothing");
        fails_with(1, &run_stdin(&["tabletop", "attack-value", "--input", "-"], text), needle);
    }
    let Some(workspace) = common::workspace() else { return };
    let readme = std::fs::read_to_string(workspace.join("tabletop/README.md")).unwrap();
    assert!(!readme.contains("exit status 2"), "tabletop/README says sheet errors exit 2; they exit 1");
    assert!(readme.contains("exit status 1"), "tabletop/README says how a sheet error exits");
}

/// Issue 24 item 2: one vocabulary. `--str` (was `--strength`), `--speed-effect`
/// (was the switch `--speed`), `--with-shield` (was `--shield`, a switch here and
/// a shield's name in `interpose`), `--d100` for a number (was `--roll`, also a
/// switch in `disengage`), `--input` (was `--sheet`), `--player-level`.
#[test]
fn one_vocabulary() {
    let help = |cmd: &str| common::text(&["tabletop", cmd, "--help"]);
    let movement = help("movement");
    assert!(movement.contains("--str <STR>") && movement.contains("--speed-effect"), "{movement}");
    assert!(!movement.contains("--strength") && !movement.contains("--speed "), "{movement}");
    assert!(help("segments").contains("--with-shield"));
    assert!(help("aim").contains("--d100 <D100>"));
    assert!(help("attack-value").contains("--input <FILE.json>"));
    for cmd in ["segments", "disengage", "interpose"] {
        let h = help(cmd);
        assert!(h.contains("--player-level") && !h.contains("--level "), "{h}");
    }
    let v = json(&run(&["tabletop", "movement", "--encumbrance", "120", "--str", "18", "--speed-effect", "--json"]));
    let w = json(&run(&["tabletop", "movement", "--encumbrance", "120", "--str", "18", "--json"]));
    assert_eq!(v["feet_per_round"].as_i64(), w["feet_per_round"].as_i64().map(|f| 2 * f), "Speed doubles");
}

/// Issue 24: `tabletop disengage` rolls with `--seed` or `--trace`, as every
/// command does (it needed the switch `--roll`); `--trace` shows the draw.
#[test]
fn disengage_rolls_with_seed_or_trace() {
    let base = [
        "tabletop",
        "disengage",
        "--class",
        "fighter",
        "--player-level",
        "5",
        "--feet-per-round",
        "82",
        "--opponent-class",
        "thief",
        "--opponent-level",
        "5",
        "--opponent-feet-per-round",
        "67",
    ];
    let mut seeded = base.to_vec();
    seeded.extend(["--seed", "1", "--json"]);
    let v = json(&run(&seeded));
    assert_eq!(v["seed"], 1);
    assert!(v["success"].is_boolean(), "{v}");
    let mut traced = base.to_vec();
    traced.extend(["--seed", "1", "--trace"]);
    let text = common::text(&traced);
    assert!(text.contains("Rolled:") && text.lines().any(|l| l.starts_with("  ")), "{text}");
    let mut random = base.to_vec();
    random.push("--trace");
    let o = run(&random);
    assert!(o.status.success() && String::from_utf8_lossy(&o.stderr).contains("--seed"), "the seed is printed");
}

/// Issue 24: negative numbers where the range allows them, without `=`.
#[test]
fn negative_numbers_need_no_equals_sign() {
    let v = json(&run(&["tabletop", "roll", "--attack-value", "-20", "--exact", "--json"]));
    assert_eq!(v["attack_value"], -20);
    let v = json(&run(&["tabletop", "roll", "--attack-value", "15", "--miss-chance", "-5", "--exact", "--json"]));
    assert_eq!(v["miss_chance"], -5);
    let v = json(&run(&[
        "tabletop",
        "interpose",
        "--class",
        "fighter",
        "--player-level",
        "10",
        "--shield",
        "large",
        "--training",
        "-5",
        "--json",
    ]));
    assert!(v["interposition"].is_i64(), "{v}");
}

/// Issue 24 item 1: `tabletop roll --exact` takes `--budget` (it had none), with
/// the one default; a budget too small is refused naming the flag (exit status 1).
#[test]
fn exact_roll_takes_a_budget() {
    let help = common::text(&["tabletop", "roll", "--help"]);
    assert!(help.contains("--budget <N>") && help.contains("[default: 1048576]"), "{help}");
    let args = ["tabletop", "roll", "--attack-value", "0", "--exact", "--max-extra", "200", "--json"];
    let v = json(&run(&args));
    let mut small = args.to_vec();
    small.extend(["--budget", "1000"]);
    fails_with(1, &run(&small), "raise it with --budget");
    let mut large = args.to_vec();
    large.extend(["--budget", "100000000"]);
    assert_eq!(json(&run(&large)), v, "a larger budget changes nothing that fits");
}

/// `tabletop table N`: each of Tables 1-23 as JSON, its cells the library's
/// answers; numbers outside 1..=23 are usage errors.
#[test]
fn table_prints_each_seed_table_from_the_library() {
    use roguerules_tabletop::slots::{Item, item_limit};
    use roguerules_tabletop::tables::{Class, MissileWeapon, class_speed_factor};
    for n in 1..=23 {
        let v = json(&run(&["tabletop", "table", &n.to_string(), "--json"]));
        assert_eq!(v["table"], n);
        let rows = v["rows"].as_array().unwrap();
        assert!(!rows.is_empty(), "Table {n}");
        let width = v["columns"].as_array().unwrap().len();
        assert!(rows.iter().all(|r| r.as_array().unwrap().len() == width), "Table {n}: ragged rows");
        assert!(v["section"].as_str().unwrap().contains(&format!("Table {n}")), "Table {n} cites itself");
    }
    // Table 9: one row per weapon, the rate as printed.
    let v = json(&run(&["tabletop", "table", "9", "--json"]));
    let rows = v["rows"].as_array().unwrap();
    assert_eq!(rows.len(), MissileWeapon::ALL.len());
    for (r, w) in rows.iter().zip(MissileWeapon::ALL) {
        assert_eq!(r[0], w.label());
        assert_eq!(r[2], w.row().attack_modifier);
        assert_eq!(r[5], w.row().encumbrance);
    }
    // Table 3: the limits come from the slot rule.
    let v = json(&run(&["tabletop", "table", "3", "--json"]));
    let earring = v["rows"].as_array().unwrap().iter().find(|r| r[0] == "Earring").unwrap().clone();
    let l = item_limit(Item::Earring);
    assert_eq!((earring[1].as_str().unwrap(), earring[2].as_u64().unwrap()), (l.slot, u64::from(l.limit)));
    // Table 12: the seed's column order (Fighter, MU, ...), level 30.
    let v = json(&run(&["tabletop", "table", "12", "--json"]));
    assert_eq!(v["columns"][2], "MU");
    assert_eq!(v["rows"][29][2], class_speed_factor(Class::MagicUser, 30).unwrap());
    fails(&run(&["tabletop", "table", "24"]), "24");
    fails(&run(&["tabletop", "table", "0"]), "0");
}

/// Issue 25 item 4: every tabletop rule reads its input from a file (the
/// library's JSON), options overriding it.
#[test]
fn every_rule_reads_its_input_from_a_file_with_options_over_it() {
    use common::check_input;
    check_input(
        &["tabletop", "roll", "--exact", "--json"],
        r#"{"attack_value": -20, "miss_chance": 5}"#,
        &["--attack-value", "-20", "--miss-chance", "5"],
        &["--attack-value", "40"],
        r#"{"attack_value": 20000}"#,
    );
    check_input(
        &["tabletop", "roll", "--seed", "7", "--json"],
        r#"{"attack_value": 15}"#,
        &["--attack-value", "15"],
        &["--miss-chance", "80"],
        r#"{"attack_value": 15, "miss": 3}"#,
    );
    check_input(
        &["tabletop", "segments", "--json"],
        r#"{"class": "Cabalist Thaumaturge", "level": 15, "first_segment": 2, "shield": true}"#,
        &["--class", "cabalist-thaumaturge", "--player-level", "15", "--first-segment", "2", "--with-shield"],
        &["--player-level", "30"],
        r#"{"class": "fighter", "level": 31, "first_segment": 1}"#,
    );
    check_input(
        &["tabletop", "movement", "--json"],
        r#"{"encumbrance": 120, "strength": 18, "base_rate": 120, "speed": true}"#,
        &["--encumbrance", "120", "--str", "18", "--base-rate", "120", "--speed-effect"],
        &["--encumbrance", "900"],
        r#"{"encumbrance": 120, "strength": 99}"#,
    );
    check_input(
        &["tabletop", "disengage", "--seed", "1", "--json"],
        r#"{"disengager": {"class": "thief", "level": 3, "feet_per_round": 60},
            "opponent": {"class": "Fighter", "level": 9, "feet_per_round": 40}}"#,
        &[
            "--class",
            "thief",
            "--player-level",
            "3",
            "--feet-per-round",
            "60",
            "--opponent-class",
            "fighter",
            "--opponent-level",
            "9",
            "--opponent-feet-per-round",
            "40",
        ],
        &["--opponent-feet-per-round", "200"],
        r#"{"disengager": {"class": "thief", "level": 0, "feet_per_round": 60},
            "opponent": {"class": "fighter", "level": 9, "feet_per_round": 40}}"#,
    );
    check_input(
        &["tabletop", "interpose", "--json"],
        r#"{"class": "thief", "level": 4, "shield": {"type": "Small Mithril"}, "training": 5}"#,
        &["--class", "thief", "--player-level", "4", "--shield", "small-mithril", "--training", "5"],
        &["--plus", "3"],
        r#"{"class": "thief", "level": 4, "shield": {"type": "small_mithril", "plus": 11}}"#,
    );
    check_input(
        &["tabletop", "aim", "--json"],
        r#"{"roll": 88, "aim": "quarter"}"#,
        &["--d100", "88", "--aim", "quarter"],
        &["--d100", "3"],
        r#"{"roll": 88, "aim": "seven"}"#,
    );
    // A required option is optional when the file gives its field, named when neither does.
    let path = common::scratch_file("tabletop-aim-partial.json", r#"{"aim": "half"}"#);
    let e = common::usage(&["tabletop", "aim", "--input", &path]);
    assert!(e.contains("--d100") && e.contains("\"roll\""), "{e}");
    assert_eq!(
        common::text(&["tabletop", "aim", "--input", &path, "--d100", "60"]),
        common::text(&["tabletop", "aim", "--aim", "half", "--d100", "60"])
    );
}
