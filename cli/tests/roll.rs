//! `roguerules roll` and the tour.

mod common;

use common::{json, run, stdout, text, usage};

#[test]
fn no_arguments_prints_the_tour() {
    let o = run(&[]);
    assert!(o.status.success());
    let text = stdout(&o);
    assert!(text.contains("roguerules roll 3d6 --exact"), "{text}");
}

/// Issue 13 item 11: the tour runs real examples and shows their output.
#[test]
fn the_tour_runs_its_examples() {
    let tour = stdout(&run(&[]));
    let shown: Vec<&str> = tour.lines().filter_map(|l| l.strip_prefix("$ roguerules ")).collect();
    assert!(shown.len() >= 2, "{tour}");
    for example in shown {
        let args: Vec<&str> = example.split_whitespace().collect();
        let out = text(&args);
        assert!(tour.contains(&out), "the tour shows the output of `roguerules {example}`:\n{out}\n---\n{tour}");
    }
    assert!(tour.contains("most likely: 10, 11"), "{tour}");
    assert!(tour.lines().all(|l| l.chars().count() <= 120), "{tour}");
}

#[test]
fn exact_3d6_has_p10_one_eighth() {
    let text = text(&["roll", "3d6", "--exact"]);
    let line = text.lines().find(|l| l.trim_start().starts_with("10 ")).unwrap();
    let cells: Vec<&str> = line.split_whitespace().collect();
    // Issue 13 item 3: decimals in text; exact fractions only in --json.
    assert_eq!(cells, ["10", "0.125000", "0.500000"]);
    assert!(!text.contains("27/216") && !text.contains("1/8"), "{text}");
    assert!(text.contains("mean 10.5"), "{text}");
}

#[test]
fn exact_json_shape() {
    let v = json(&["roll", "4d6kh3", "--exact", "--json"]);
    assert_eq!(v["expr"], "4d6kh3");
    assert_eq!(v["min"], 3);
    assert_eq!(v["max"], 18);
    assert_eq!(v["mean"], "15869/1296");
    let pmf = v["pmf"].as_array().unwrap();
    assert_eq!(pmf.len(), 16);
    assert_eq!(pmf[0], serde_json::json!([3, "1/1296"]));
    let v = json(&["roll", "3d6", "--exact", "--json"]);
    assert_eq!(v["mean"], "21/2");
    assert!(v["pmf"].as_array().unwrap().contains(&serde_json::json!([10, "1/8"])));
}

#[test]
fn seeded_rolls_repeat_and_stay_in_range() {
    let a = json(&["roll", "2d6+1", "--times", "20", "--seed", "9", "--json"]);
    let b = json(&["roll", "2d6+1", "--times", "20", "--seed", "9", "--json"]);
    assert_eq!(a["rolls"], b["rolls"]);
    let rolls = a["rolls"].as_array().unwrap();
    assert_eq!(rolls.len(), 20);
    assert!(rolls.iter().all(|r| (3..=13).contains(&r.as_i64().unwrap())));
    // Text: one roll per line, the same rolls.
    let lines: Vec<i64> =
        text(&["roll", "2d6+1", "--times", "20", "--seed", "9"]).lines().map(|l| l.parse().unwrap()).collect();
    assert_eq!(serde_json::json!(lines), a["rolls"]);
}

/// Issue 13 item 4: each die of a dice roll is shown.
#[test]
fn trace_shows_each_die() {
    let text = text(&["roll", "2d6+1", "--seed", "1", "--trace"]);
    let v = json(&["roll", "2d6+1", "--seed", "1", "--trace", "--json"]);
    let dice: Vec<i64> = v["trace"][0][0]["rolled"].as_array().unwrap().iter().map(|d| d.as_i64().unwrap()).collect();
    assert_eq!(dice.len(), 2);
    let total = dice[0] + dice[1];
    assert!(text.contains(&format!("roll: 2d6 = {} + {} = {total}", dice[0], dice[1])), "{text}");
    assert!(text.contains(&format!("2d6+1 = {}", total + 1)), "{text}");
    let v = json(&["roll", "1d20", "--seed", "1", "--trace", "--json"]);
    assert_eq!(v["trace"][0][0]["label"], "roll");
    assert_eq!(v["trace"][0][0]["kind"], "dice");
    assert_eq!(v["trace"][0][0]["sides"], 20);
    assert_eq!(v["trace"][0][0]["value"], v["rolls"][0]);
}

#[test]
fn bad_input_is_exit_2_with_a_message() {
    for (args, needle) in [
        (vec!["roll", "3d"], "expected the number of sides"),
        (vec!["roll", "d0"], "at least 1 side"),
        (vec!["roll", "-1d6"], "cannot be negated"),
        (vec!["roll", "99999999d99999999"], "too large"),
        (vec!["roll", "3d6", "--times", "0"], "--times"),
        (vec!["roll", "3d6", "--budget", "0"], "--budget"),
    ] {
        let err = usage(&args);
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

/// Issue 13 item 5: --exact cannot go with --seed, --times or --trace.
#[test]
fn exact_conflicts_with_rolling() {
    for extra in [["--seed", "1"], ["--times", "3"], ["--trace", "--json"]] {
        let mut args = vec!["roll", "3d6", "--exact"];
        args.extend(extra);
        let err = usage(&args);
        assert!(err.contains("cannot be used with"), "{args:?}: {err}");
    }
}

#[test]
fn every_tour_command_runs() {
    let tour = stdout(&run(&[]));
    let commands: Vec<&str> = tour
        .lines()
        .filter_map(|l| l.strip_prefix("$ ").unwrap_or(l).trim_start().strip_prefix("roguerules "))
        .collect();
    assert!(commands.len() >= 15, "{tour}");
    // From a scratch folder: one writes a chart.
    let dir = std::env::temp_dir().join(format!("roguerules-tour-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for line in commands {
        // A tour line is the command, then two or more spaces, then a comment.
        let command = line.split("  ").next().unwrap();
        let o = common::run_line_in(&dir, command);
        assert!(o.status.success(), "`roguerules {command}`: {}", common::stderr(&o));
        assert!(!o.stdout.is_empty(), "`roguerules {command}` printed nothing");
    }
    assert!(dir.join("hit.svg").exists(), "the tour's --plot wrote its chart");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 24: `--times` keeps its limit, and `--help` says so.
#[test]
fn times_says_its_limit() {
    let help = common::text(&["roll", "--help"]);
    assert!(help.contains("at most 100000000 dice drawn in one run"), "{help}");
    let err = common::usage(&["roll", "10000d6", "--times", "100000", "--seed", "1"]);
    assert!(err.contains("--times") && err.contains("ask for at most 10000 rolls"), "{err}");
}

/// Issue 25 item 4: the expression from a file (the library's JSON, a string)
/// is the same as the argument, and an argument replaces the file's.
#[test]
fn the_expression_reads_from_a_file() {
    let file = common::root().join("examples/roll.json");
    let file = file.to_str().unwrap();
    assert_eq!(text(&["roll", "--input", file, "--exact", "--json"]), text(&["roll", "4d6kh3", "--exact", "--json"]));
    assert_eq!(text(&["roll", "--input", file, "2d6", "--exact"]), text(&["roll", "2d6", "--exact"]));
    let bad = std::env::temp_dir().join(format!("roguerules-roll-{}.json", std::process::id()));
    std::fs::write(&bad, "{\"expr\": \"3d6\"}").unwrap();
    assert!(common::fails(1, &["roll", "--input", bad.to_str().unwrap()]).contains("a JSON string"));
    let _ = std::fs::remove_file(bad);
}
