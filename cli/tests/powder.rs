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
    assert!(err.contains("--input") && err.contains("not a valid attack input"), "{err}");
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
    // --sheet is the old spelling of --input.
    let err = common::fails(1, &["powder", "attack", "--sheet", "/nonexistent/sheet.json"]);
    assert!(err.contains("--input /nonexistent/sheet.json"), "{err}");
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

/// Issue 24 item 3: input that cannot be meant is refused, naming what was expected.
#[test]
fn input_that_cannot_be_meant_is_refused() {
    // A JSON input that is not an object (it computed a default attack).
    for flag in ["--input", "--sheet"] {
        for text in ["[]", "3", "null"] {
            let o = common::run_stdin(&["powder", "attack", flag, "-", "--exact"], text);
            assert_eq!(o.status.code(), Some(1), "{flag} {text}");
            let err = common::stderr(&o);
            assert!(err.contains("--input -") && err.contains("expected a JSON object"), "{text}: {err}");
            assert!(o.stdout.is_empty());
        }
    }
    // An attack with no damage dice (it dealt 0).
    fails_with_2(&["powder", "attack", "--seed", "1"], "an attack needs its damage dice: give --damage");
    fails_with_2(&["powder", "attack", "--exact"], "--damage");
    let o = common::run_stdin(&["powder", "attack", "--input", "-", "--seed", "1"], r#"{"kind": "melee"}"#);
    assert_eq!(o.status.code(), Some(1));
    assert!(common::stderr(&o).contains("an attack needs its damage dice"), "{}", common::stderr(&o));
    // The input's dice, or --damage given with it, are enough.
    let o = common::run_stdin(&["powder", "attack", "--input", "-", "--damage", "1d4", "--seed", "1"], "{}");
    assert!(o.status.success(), "{}", common::stderr(&o));
    // Contradictory and repeated list items, naming the flag.
    for (args, needle) in [
        (&["--slots", "none,head"][..], "--slots: none cannot be given with other items"),
        (&["--skills", "none,type"], "--skills: none cannot be given with other items"),
        (&["--slots", "head,head"], "--slots: an item is given twice"),
        (&["--skills", "type,size,type"], "--skills: an item is given twice"),
        (&["--resist", "fire,fire"], "--resist: an item is given twice"),
    ] {
        let mut all = vec!["powder", "attack", "--damage", "1d4"];
        all.extend_from_slice(args);
        fails_with_2(&all, needle);
    }
    // `none` alone and repeated --vulnerable (each counts) stay valid.
    ok_json(&["powder", "attack", "--damage", "1d4", "--slots", "none", "--skills", "none", "--seed", "1", "--json"]);
    ok_json(&["powder", "attack", "--damage", "fire:1d4", "--vulnerable", "fire,fire", "--seed", "1", "--json"]);
}

/// Issue 24 item 3: negative values need no `=` where the range allows them.
#[test]
fn negative_armour_and_to_hit_need_no_equals_sign() {
    let v = ok_json(&[
        "powder", "attack", "--damage", "1d4", "--head", "-5:1", "--shield", "-2", "--to-hit", "-3", "--seed", "1",
        "--json",
    ]);
    assert_eq!(v["input"]["defender"]["head"]["ac"], -5);
    assert_eq!(v["input"]["defender"]["head"]["skill"], 1);
    assert_eq!(v["input"]["defender"]["shield"]["ac"], -2);
    assert_eq!(v["input"]["weapon"]["natural_bonus"], -3);
}

/// Issue 24 item 3: JSON names are case-insensitive, as cli/README says names are.
#[test]
fn json_names_are_case_insensitive() {
    let lower =
        r#"{"kind": "thrown", "relative_size": "larger", "weapon": {"damage": [{"type": "fire", "dice": "1d6"}]}}"#;
    let mixed =
        r#"{"kind": "Thrown", "relative_size": "LARGER", "weapon": {"damage": [{"type": "Fire", "dice": "1d6"}]}}"#;
    let a = common::run_stdin(&["powder", "attack", "--input", "-", "--exact", "--json"], lower);
    let b = common::run_stdin(&["powder", "attack", "--input", "-", "--exact", "--json"], mixed);
    assert!(b.status.success(), "{}", common::stderr(&b));
    assert_eq!(a.stdout, b.stdout);
    let o = common::run_stdin(&["powder", "attack", "--input", "-", "--seed", "1"], r#"{"kind": "Sword"}"#);
    assert_eq!(o.status.code(), Some(1));
    assert!(common::stderr(&o).contains("unknown attack kind 'Sword'"), "{}", common::stderr(&o));
}

/// Issue 24 item 3: every file `powder attack --help` names is made by its own example line.
#[test]
fn the_help_examples_name_files_that_exist() {
    let help = common::stdout(&run(&["powder", "attack", "--help"]));
    let dir = std::env::temp_dir().join(format!("roguerules-powder-help-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = 0;
    for line in help.lines().map(str::trim).filter(|l| l.starts_with("roguerules ")) {
        let words: Vec<&str> = line.split_whitespace().collect();
        for w in words.windows(2).filter(|w| w[0] == "--input" && w[1] != "-") {
            // The line makes the file first (roguerules examples NAME > FILE && ...).
            let (make, rest) =
                line.split_once(" && ").unwrap_or_else(|| panic!("`{line}` names {} it does not make", w[1]));
            let (cmd, file) = make.split_once(" > ").unwrap_or_else(|| panic!("`{make}` makes no file"));
            assert_eq!(file.trim(), w[1], "{line}");
            let made = common::run_in(&dir, &cmd.split_whitespace().skip(1).collect::<Vec<_>>());
            assert!(made.status.success());
            std::fs::write(dir.join(file.trim()), made.stdout).unwrap();
            let o = common::run_line_in(&dir, rest.trim().strip_prefix("roguerules ").unwrap());
            assert!(o.status.success(), "`{rest}`: {}", common::stderr(&o));
            files += 1;
        }
    }
    std::fs::remove_dir_all(&dir).ok();
    assert!(files >= 1, "an example reads a file:\n{help}");
}

/// Set-like options add to the input's sets and lists instead of replacing them.
#[test]
fn flag_and_list_options_add_to_the_inputs() {
    let sheet = r#"{"weapon": {"damage": [{"type": "physical", "dice": "1d4"}]},
        "defender": {"resistances": "FIRE", "vulnerabilities": ["cold"], "defences": "DODGE"}}"#;
    let args = [
        "powder",
        "attack",
        "--input",
        "-",
        "--resist",
        "acid",
        "--vulnerable",
        "cold",
        "--parry",
        "--seed",
        "1",
        "--json",
    ];
    let o = common::run_stdin(&args, sheet);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let d = &v["input"]["defender"];
    assert_eq!(d["resistances"], "FIRE | ACID");
    assert_eq!(d["vulnerabilities"], serde_json::json!(["cold", "cold"]));
    assert_eq!(d["defences"], "DODGE | PARRY");
}
