//! `roguerules roll` and the tour.

use serde_json::Value;
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_roguerules")).args(args).output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn json(args: &[&str]) -> Value {
    let o = run(args);
    assert!(o.status.success(), "{args:?}: {}", String::from_utf8_lossy(&o.stderr));
    serde_json::from_slice(&o.stdout).unwrap()
}

#[test]
fn no_arguments_prints_the_tour() {
    let o = run(&[]);
    assert!(o.status.success());
    let text = stdout(&o);
    assert!(text.contains("roguerules roll 3d6 --exact"), "{text}");
}

#[test]
fn exact_3d6_has_p10_one_eighth() {
    let o = run(&["roll", "3d6", "--exact"]);
    assert!(o.status.success());
    let line = stdout(&o).lines().find(|l| l.trim_start().starts_with("10 ")).map(str::to_owned).unwrap();
    let cells: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(&cells[..4], &["10", "27/216", "1/8", "12.5000%"]);
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
}

#[test]
fn trace_shows_each_draw() {
    let o = run(&["roll", "2d6+1", "--seed", "1", "--trace"]);
    assert!(o.status.success());
    let text = stdout(&o);
    assert!(text.contains("roll 2d6 = ["), "{text}");
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
        (vec!["roll", "10000d1000000", "--exact"], "too large to compute"),
        (vec!["roll", "3d6", "--times", "0"], "--times"),
    ] {
        let o = run(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

#[test]
fn every_tour_command_runs() {
    let tour = stdout(&run(&[]));
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let commands: Vec<&str> = tour.lines().filter_map(|l| l.trim_start().strip_prefix("roguerules ")).collect();
    assert!(commands.len() >= 15, "{tour}");
    for line in commands {
        // A tour line is the command, then two or more spaces, then a comment.
        let command = line.split("  ").next().unwrap();
        let o = Command::new(env!("CARGO_BIN_EXE_roguerules"))
            .args(command.split_whitespace())
            .current_dir(&root)
            .output()
            .unwrap();
        assert!(o.status.success(), "`roguerules {command}`: {}", String::from_utf8_lossy(&o.stderr));
        assert!(!o.stdout.is_empty(), "`roguerules {command}` printed nothing");
    }
}
