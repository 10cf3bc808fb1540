//! `roguerules powder ...` end to end: the worked example, seeded attacks, exact odds,
//! sheets, negative numbers and bad input (exit status 2).

mod common;

use common::run;

fn ok_json(args: &[&str]) -> serde_json::Value {
    let out = run(args);
    assert!(out.status.success(), "{args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("valid JSON")
}

fn fails_with_2(args: &[&str], needle: &str) {
    let out = run(args);
    assert_eq!(out.status.code(), Some(2), "{args:?} should fail with status 2");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(needle), "{args:?}: stderr {err:?} should mention {needle:?}");
    assert!(out.stdout.is_empty(), "{args:?}: nothing on stdout");
}

const FRED: &[&str] = &[
    "powder",
    "attack",
    "--physical",
    "8",
    "--magical",
    "5",
    "--skills",
    "type,size",
    "--enchant",
    "2",
    "--damage",
    "physical:1d8",
    "--damage",
    "fire:1d3",
    "--charge",
    "--size",
    "smaller",
    "--defender-monster",
    "--natural-ac",
    "8",
];

#[test]
fn the_worked_example_prints_the_seeds_brackets() {
    let out = run(&["powder", "example"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for line in [
        "hitroll [16]",
        "bonus: 3 rolls from 1..12: [8] [2] [7], highest 8",
        "attack roll 16 + 8 - 10 = 14",
        "body part [head]",
        "natural AC 8: 1..8 [5]",
        "physical: multiplier 2, 1d8 x 2 = 2d8 [6]; enchant bonus 4: [3] [1], highest 3; 6 + 3 = 9; physical damage 9",
        "fire: multiplier 2, 1d3 x 2 = 2d3 [4]; enchant bonus 4: [1] [4], highest 4; 4 + 4 = 8; fire damage 8",
        "bonus: 3 rolls from 1..8: [3] [1] [7], highest 7",
        "body part [body]",
        "worn AC 6: 1 roll from 1..6: [5], kept 5",
        "shield: 50% parry [missed]",
        "physical: multiplier 1, 1d4+1 [4]; no enchant bonus; physical damage 4",
    ] {
        assert!(text.lines().any(|l| l == line), "missing {line:?} in\n{text}");
    }
    let v = ok_json(&["powder", "example", "--json"]);
    assert_eq!(v[0]["outcome"]["damage"]["types"][0]["damage"], 9);
    assert_eq!(v[0]["outcome"]["damage"]["types"][1]["damage"], 8);
    assert_eq!(v[1]["outcome"]["damage"]["total"], 4);
}

#[test]
fn a_seeded_attack_repeats_and_reports_every_step() {
    let mut args = FRED.to_vec();
    args.extend(["--seed", "7", "--json", "--trace"]);
    let a = ok_json(&args);
    let b = ok_json(&args);
    assert_eq!(a, b, "the same seed gives the same attack");
    let hit_roll = a["outcome"]["hit_roll"].as_i64().unwrap();
    assert!((1..=20).contains(&hit_roll));
    let trace = a["trace"].as_array().unwrap();
    assert_eq!(trace[0]["label"], "hit roll");
    assert_eq!(trace[0]["value"].as_i64(), Some(hit_roll));
    assert_eq!(a["input"]["weapon"]["damage"][1]["type"], "fire");
    // The human form prints bracketed rolls.
    let mut args = FRED.to_vec();
    args.extend(["--seed", "7"]);
    let out = run(&args);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with(&format!("charge: multiplier 2\nhitroll [{hit_roll}]\n")), "{text}");
    assert!(text.contains("result: "));
}

#[test]
fn exact_odds_are_fractions_that_match_the_library() {
    let mut args = FRED.to_vec();
    args.extend(["--exact", "--json"]);
    let v = ok_json(&args);
    // Seed 001's charge: brute-forced in melee/tests/powder_odds.rs.
    assert_eq!(v["probability"], "21725/27648");
    assert_eq!(v["forced_miss"], "1/20");
    let total: num_rational::Ratio<i64> = ["forced_miss", "miss", "avoided", "hit"]
        .iter()
        .map(|k| v[*k].as_str().unwrap().parse::<num_rational::Ratio<i64>>().unwrap())
        .sum();
    assert_eq!(total, num_rational::Ratio::from_integer(1));
    let mut args = FRED.to_vec();
    args.push("--exact");
    let text = String::from_utf8(run(&args).stdout).unwrap();
    // Text shows decimals and percentages (seed 001 speaks in percent).
    assert!(text.contains("0.785771 (78.58%)"), "{text}");
    assert!(!text.contains("21725/27648"), "{text}");
}

#[test]
fn negative_numbers_are_values() {
    let v = ok_json(&[
        "powder",
        "attack",
        "--to-hit",
        "-3",
        "--enchant",
        "-2",
        "--natural-ac",
        "-1",
        "--damage",
        "1d4",
        "--seed",
        "3",
        "--json",
    ]);
    assert_eq!(v["input"]["weapon"]["natural_bonus"], -3);
    assert_eq!(v["input"]["weapon"]["enchantments"][0], -2);
}

#[test]
fn a_sheet_gives_the_whole_input_and_options_override_it() {
    let path = std::env::temp_dir().join(format!("roguerules-powder-sheet-{}.json", std::process::id()));
    std::fs::write(
        &path,
        r#"{"kind": "wand", "attacker": {"physical_level": 2, "magical_level": 3},
            "weapon": {"damage": [{"type": "shock", "dice": "2d6"}]},
            "defender": {"body": {"ac": 4, "skill": 2}, "defences": "DODGE | MOVING_TARGET", "moved_last_turn": true}}"#,
    )
    .unwrap();
    let p = path.to_str().unwrap();
    let v = ok_json(&["powder", "attack", "--sheet", p, "--physical", "4", "--seed", "1", "--json"]);
    assert_eq!(v["input"]["kind"], "wand");
    assert_eq!(v["input"]["attacker"]["physical_level"], 4);
    assert_eq!(v["input"]["attacker"]["magical_level"], 3);
    let odds = ok_json(&["powder", "attack", "--sheet", p, "--exact", "--json"]);
    assert_ne!(odds["avoided"], "0/1", "dodge and moving target apply to a wand");
    // The same sheet from standard input (issue 13 item 5: `-` for every file).
    let text = std::fs::read_to_string(&path).unwrap();
    let from_stdin =
        common::run_stdin(&["powder", "attack", "--sheet", "-", "--physical", "4", "--seed", "1", "--json"], &text);
    assert_eq!(serde_json::from_slice::<serde_json::Value>(&from_stdin.stdout).unwrap(), v);
    std::fs::write(&path, "{\"weapon\": {\"sharpness\": 1}}").unwrap();
    // A file that is not a sheet is not a usage error: exit status 1.
    let err = common::fails(1, &["powder", "attack", "--sheet", p]);
    assert!(err.contains("--sheet") && err.contains("not a valid attack sheet"), "{err}");
    std::fs::remove_file(&path).ok();
}

#[test]
fn bad_input_is_a_clear_error_with_status_2() {
    fails_with_2(&["powder", "attack", "--kind", "sword"], "possible values: melee, thrown");
    fails_with_2(&["powder", "attack", "--size", "huge"], "possible values: smaller, similar, larger");
    fails_with_2(&["powder", "attack", "--damage", "fire:1d0"], "invalid dice");
    fails_with_2(&["powder", "attack", "--damage", "plasma:1d4"], "unknown damage type");
    // Errors name the flag typed and its range, not the library's field.
    fails_with_2(&["powder", "attack", "--physical", "-1"], "'--physical <N>': -1 is not in 0..=1000");
    fails_with_2(&["powder", "attack", "--body", "5:x"], "--body");
    fails_with_2(&["powder", "attack", "--body", "5:-1"], "SKILL in 0..=10");
    fails_with_2(&["powder", "attack", "--skills", "sword"], "possible values: type, size, special, none");
    fails_with_2(
        &["powder", "attack", "--slots", "body", "--head", "2"],
        "--head: the defender wears armour on the head",
    );
    fails_with_2(
        &["powder", "attack", "--enchant", "1", "--enchant", "1", "--enchant", "1", "--enchant", "1", "--enchant", "1"],
        "at most 4",
    );
    let err = common::fails(1, &["powder", "attack", "--sheet", "/nonexistent/sheet.json"]);
    assert!(err.contains("--sheet /nonexistent/sheet.json"), "{err}");
    fails_with_2(&["powder", "attack", "--exact", "--trace"], "cannot be used with");
    fails_with_2(&["powder", "attack", "--exact", "--seed", "3"], "cannot be used with");
}

#[test]
fn exact_damage_distribution_when_small_enough() {
    // Other attack, maximum bonus 0, AC roll 1, a 1d2 weapon: hand-computed in
    // melee/tests/powder_odds.rs (damage_distribution_by_hand).
    let v = ok_json(&[
        "powder",
        "attack",
        "--kind",
        "other",
        "--skills",
        "none",
        "--to-hit",
        "-1",
        "--natural-ac",
        "1",
        "--damage",
        "1d2",
        "--exact",
        "--json",
    ]);
    assert_eq!(v["probability"], "1/2");
    assert_eq!(v["damage"]["mean"], "63/80");
    assert_eq!(
        v["damage"]["pmf"],
        serde_json::json!([[0, "1/2"], [1, "19/80"], [2, "39/160"], [3, "1/80"], [4, "1/160"]])
    );
    let mut args = FRED.to_vec();
    args.extend(["--exact", "--json"]);
    let v = ok_json(&args);
    assert!(v["damage"]["pmf"].as_array().is_some_and(|p| !p.is_empty()), "{v}");
    // Over --budget the hit odds are still printed, the distribution is not: the
    // note names the limit and the flag.
    args.extend(["--budget", "100"]);
    let v = ok_json(&args);
    assert!(v["damage"].is_null());
    let note = v["damage_note"].as_str().unwrap();
    assert!(note.contains("budget of 100") && note.contains("--budget"), "{note}");
}

/// Issue 24: `--budget` reaches the exact hit odds too (they were refused at
/// the default budget of 1048576 whatever --budget said).
#[test]
fn the_hit_odds_take_the_budget_given() {
    let args = [
        "powder",
        "attack",
        "--physical",
        "1000",
        "--damage",
        "physical:1d8",
        "--head",
        "1000:10",
        "--body",
        "1000:10",
        "--natural-ac",
        "1000",
        "--exact",
        "--budget",
        "2000000",
    ];
    let out = common::run(&args);
    assert_eq!(out.status.code(), Some(1));
    let err = common::stderr(&out);
    assert!(
        err.contains("the exact hit odds") && err.contains("budget of 2000000 ") && err.contains("--budget 20000000"),
        "{err}"
    );
}
