//! Issue 13, items 3, 5 and 6: one set of conventions for every command. The
//! subcommands come from `roguerules --help` (recursively), not from a list here:
//! a new subcommand without a working example below fails `every_subcommand_has_an_example`.
//!
//! For every subcommand: names are case-insensitive and take `-`, `_` or a
//! space; every file argument takes `-` for standard input; a bad flag or a bad
//! name is exit status 2; `--exact` is refused with `--seed`, `--times` and
//! `--trace`; `--help` says what every option accepts; `--json` is JSON; no text
//! line is longer than 120 characters.

mod common;

use common::{run, run_stdin, stderr, stdout};
use std::collections::BTreeMap;

/// A working, deterministic invocation of every subcommand.
const EXAMPLES: [&[&str]; 33] = [
    &["roll", "--input", "examples/roll.json", "--seed", "1"],
    &["traps", "chest", "--input", "examples/traps-chest.json"],
    &["traps", "power", "--input", "examples/traps-power.json"],
    &["traps", "dungeon", "--input", "examples/traps-dungeon.json"],
    &["traps", "trigger", "--input", "examples/traps-trigger.json", "--seed", "3", "--any-depth"],
    &["traps", "monster", "--input", "examples/traps-monster.json"],
    &["traps", "errata"],
    &["angband", "blows", "--input", "examples/angband-warrior.json", "--weight", "12"],
    &["angband", "hit", "--input", "examples/angband-hit.json"],
    &["angband", "crit", "--input", "examples/angband-crit.json"],
    &["angband", "blow", "--input", "examples/angband-warrior.json", "--class", "warrior"],
    &["angband", "fight", "--input", "examples/angband-warrior.json", "--hp", "60"],
    &["angband", "missile", "--input", "examples/angband-archer.json", "--launcher", "long-bow"],
    &["powder", "attack", "--input", "examples/fight.json", "--seed", "2"],
    &["powder", "example"],
    &["tabletop", "attack-value", "--input", "examples/fighter.json"],
    &["tabletop", "roll", "--input", "examples/tabletop-roll.json", "--seed", "1"],
    &["tabletop", "segments", "--input", "examples/tabletop-segments.json"],
    &["tabletop", "movement", "--input", "examples/tabletop-movement.json"],
    &["tabletop", "disengage", "--input", "examples/tabletop-disengage.json"],
    &["tabletop", "interpose", "--input", "examples/tabletop-interpose.json"],
    &["tabletop", "aim", "--input", "examples/tabletop-aim.json"],
    &["tabletop", "table", "2"],
    &["project", "monster", "--input", "examples/project-monster.json", "--seed", "1"],
    &["project", "player", "--input", "examples/project-player.json", "--seed", "1"],
    &["project", "terrain", "--input", "examples/project-terrain.json", "--seed", "1"],
    &["project", "object", "--input", "examples/project-object.json", "--seed", "1"],
    &["project", "table"],
    &["readings", "T1"],
    &["examples", "fighter"],
    &["project", "errata"],
    &["project", "player-table", "--reading", "oangband-1.1.0"],
    &["spoilers", "--out", concat!(env!("CARGO_TARGET_TMPDIR"), "/conventions-book"), "--format", "html"],
];

/// One option as `--help` shows it.
#[derive(Debug)]
struct Opt {
    /// `--kind`.
    flag: String,
    /// `KIND`, `FILE.json`; empty for a switch.
    value: String,
    /// The help text.
    help: String,
    /// `[possible values: ...]`.
    values: Vec<String>,
}

/// The subcommand paths under `path` (`["traps", "chest"]`, ...), from `--help`.
fn subcommands(path: &[String], out: &mut Vec<Vec<String>>) {
    let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
    args.push("--help");
    let help = stdout(&run(&args));
    let Some(start) = help.find("Commands:\n") else {
        out.push(path.to_vec());
        return;
    };
    for line in help[start + 10..].lines().take_while(|l| !l.trim().is_empty()) {
        let name = line.split_whitespace().next().unwrap_or("");
        if name != "help" {
            let mut p = path.to_vec();
            p.push(name.to_owned());
            subcommands(&p, out);
        }
    }
}

fn all_subcommands() -> Vec<Vec<String>> {
    let mut out = Vec::new();
    subcommands(&[], &mut out);
    out
}

/// The options of a subcommand, from its `--help` (either layout: the help on
/// the option's line, or on the lines below it).
fn options(path: &[String]) -> Vec<Opt> {
    let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
    args.push("--help");
    let help = stdout(&run(&args));
    let section = help.split("Options:\n").nth(1).unwrap_or("").split("\n\n").next().unwrap_or("");
    let mut out: Vec<Opt> = Vec::new();
    for line in section.lines() {
        let t = line.trim_start();
        if t.starts_with('-') {
            let t = t.strip_prefix("-n, ").or_else(|| t.strip_prefix("-h, ")).unwrap_or(t);
            let Some(rest) = t.strip_prefix("--") else { continue };
            let flag = format!("--{}", rest.split([' ', '<']).next().unwrap());
            let value = rest.split_once('<').and_then(|(_, v)| v.split_once('>')).map_or("", |(v, _)| v).to_owned();
            out.push(Opt { flag, value, help: rest.to_owned(), values: Vec::new() });
        } else if let Some(last) = out.last_mut() {
            last.help.push(' ');
            last.help.push_str(t);
        }
    }
    for o in &mut out {
        o.values = help_values(&o.help);
    }
    out
}

fn help_values(line: &str) -> Vec<String> {
    match line.split_once("[possible values: ") {
        Some((_, rest)) => rest.split(']').next().unwrap().split(", ").map(str::to_owned).collect(),
        None => Vec::new(),
    }
}

/// The example for a subcommand path (leaves are never prefixes of each other).
fn example(path: &[String]) -> Vec<String> {
    EXAMPLES
        .iter()
        .find(|e| e.len() >= path.len() && e[..path.len()].iter().zip(path).all(|(a, b)| a == b))
        .unwrap_or_else(|| panic!("no example for `roguerules {}`: add one to EXAMPLES", path.join(" ")))
        .iter()
        .map(|s| (*s).to_owned())
        .collect()
}

/// `args` with `flag` set to `value` (replaced when present, else appended).
fn with(args: &[String], flag: &str, value: &str) -> Vec<String> {
    let mut out = args.to_vec();
    match out.iter().position(|a| a == flag) {
        Some(i) => out[i + 1] = value.to_owned(),
        None => out.extend([flag.to_owned(), value.to_owned()]),
    }
    out
}

fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

#[test]
fn every_subcommand_has_an_example() {
    let all = all_subcommands();
    assert_eq!(all.len(), EXAMPLES.len(), "{all:?}");
    for path in &all {
        let e = example(path);
        assert_eq!(&e[..path.len()], &path[..], "the example of `{}`", path.join(" "));
        let o = run(&strs(&e));
        assert!(o.status.success(), "`roguerules {}`: {}", e.join(" "), stderr(&o));
        // Issue 13 item 3: no text line longer than 120 characters.
        for line in stdout(&o).lines() {
            assert!(line.chars().count() <= 120, "`roguerules {}` prints a long line:\n{line}", e.join(" "));
        }
        // --json is JSON.
        if options(path).iter().any(|o| o.flag == "--json") {
            let mut j = e.clone();
            j.push("--json".to_owned());
            let o = run(&strs(&j));
            assert!(o.status.success(), "`roguerules {}`: {}", j.join(" "), stderr(&o));
            serde_json::from_slice::<serde_json::Value>(&o.stdout)
                .unwrap_or_else(|err| panic!("`roguerules {}` is not JSON: {err}", j.join(" ")));
        }
    }
}

/// Item 5: every name (class, kind, type, slay, ...) in any case, with `-`, `_`
/// or a space between words, means the same.
#[test]
fn names_are_case_insensitive_and_take_any_separator_everywhere() {
    let mut checked = 0;
    for path in all_subcommands() {
        let base = example(&path);
        for opt in options(&path).into_iter().filter(|o| !o.values.is_empty()) {
            // A multi-word name when there is one.
            let name = opt.values.iter().find(|v| v.contains('-')).unwrap_or(&opt.values[0]).clone();
            let canonical = run(&strs(&with(&base, &opt.flag, &name)));
            assert!(
                !stderr(&canonical).contains("invalid value"),
                "`{}`: {name} refused: {}",
                opt.flag,
                stderr(&canonical)
            );
            let title: String = name
                .split('-')
                .map(|w| {
                    let mut c = w.chars();
                    c.next().map_or(String::new(), |f| f.to_uppercase().chain(c).collect())
                })
                .collect::<Vec<_>>()
                .join(" ");
            for variant in [name.to_uppercase().replace('-', "_"), title, name.replace('-', "_")] {
                let o = run(&strs(&with(&base, &opt.flag, &variant)));
                assert_eq!(
                    (o.status.code(), stdout(&o)),
                    (canonical.status.code(), stdout(&canonical)),
                    "`roguerules {} {} {variant:?}` differs from {name:?}: {}",
                    path.join(" "),
                    opt.flag,
                    stderr(&o)
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 60, "only {checked} variants checked");
}

/// Item 5: every file argument takes `-` for standard input, and says so.
#[test]
fn every_file_argument_takes_stdin() {
    let mut files = 0;
    for path in all_subcommands() {
        let base = example(&path);
        for opt in options(&path).into_iter().filter(|o| o.value.contains("FILE")) {
            assert!(opt.help.contains("a file, or - for standard input"), "{}: {}", opt.flag, opt.help);
            let i = base
                .iter()
                .position(|a| *a == opt.flag)
                .unwrap_or_else(|| panic!("the example of `{}` must use {} (with a file)", path.join(" "), opt.flag));
            let content = std::fs::read_to_string(common::root().join(&base[i + 1])).unwrap();
            let from_file = run(&strs(&base));
            let from_stdin = run_stdin(&strs(&with(&base, &opt.flag, "-")), &content);
            assert!(from_stdin.status.success(), "{}: {}", opt.flag, stderr(&from_stdin));
            assert_eq!(stdout(&from_stdin), stdout(&from_file), "`roguerules {}` {} -", path.join(" "), opt.flag);
            // A file that does not exist is not a usage error.
            let missing = run(&strs(&with(&base, &opt.flag, "/nonexistent/file.json")));
            assert_eq!(missing.status.code(), Some(1), "{}", stderr(&missing));
            assert!(stderr(&missing).contains(&format!("{} /nonexistent/file.json", opt.flag)));
            files += 1;
        }
    }
    assert!(files >= 2);
}

/// Item 5: exit status 2 for usage errors (a bad flag, a bad name, a value out of
/// range), naming the flag the user typed.
#[test]
fn usage_errors_are_exit_2_and_name_the_flag() {
    for path in all_subcommands() {
        let base = example(&path);
        let mut bad = base.clone();
        bad.push("--no-such-flag".to_owned());
        let o = run(&strs(&bad));
        assert_eq!(o.status.code(), Some(2), "{bad:?}");
        for opt in options(&path) {
            let value = if !opt.values.is_empty() {
                "no-such-name"
            } else if opt.help.contains("..=") && opt.value != "SEED" {
                "99999999999999999999"
            } else {
                continue;
            };
            let args = with(&base, &opt.flag, value);
            let o = run(&strs(&args));
            assert_eq!(o.status.code(), Some(2), "`roguerules {}`: {}", args.join(" "), stderr(&o));
            assert!(
                stderr(&o).contains(&opt.flag),
                "`roguerules {}` names {}: {}",
                args.join(" "),
                opt.flag,
                stderr(&o)
            );
            assert!(o.stdout.is_empty());
        }
    }
}

/// Item 5: `--exact` cannot go with `--seed`, `--times` or `--trace`, everywhere.
#[test]
fn exact_is_refused_with_rolling_flags_everywhere() {
    let mut checked = 0;
    for path in all_subcommands() {
        let opts: BTreeMap<String, Opt> = options(&path).into_iter().map(|o| (o.flag.clone(), o)).collect();
        if !opts.contains_key("--exact") {
            continue;
        }
        let mut base: Vec<String> = example(&path);
        // Without its own seed: the conflicting flag is the one added.
        if let Some(i) = base.iter().position(|a| a == "--seed") {
            base.drain(i..i + 2);
        }
        base.push("--exact".to_owned());
        for (flag, value) in [("--seed", Some("1")), ("--times", Some("2")), ("--trace", None)] {
            if !opts.contains_key(flag) {
                continue;
            }
            let mut args = base.clone();
            args.push(flag.to_owned());
            args.extend(value.map(str::to_owned));
            let o = run(&strs(&args));
            assert_eq!(o.status.code(), Some(2), "`roguerules {}`", args.join(" "));
            assert!(stderr(&o).contains("cannot be used with"), "{}", stderr(&o));
            checked += 1;
        }
    }
    assert!(checked >= 8, "{checked}");
}

/// Item 6: `--help` says what every option accepts: a range, the possible values,
/// or the format with an example.
#[test]
fn help_lists_accepted_values_and_ranges() {
    for path in all_subcommands() {
        for opt in options(&path).into_iter().filter(|o| !o.value.is_empty()) {
            let ok = !opt.values.is_empty()
                || opt.help.contains("..=")
                || opt.help.contains("e.g.")
                || opt.help.contains("a file, or -");
            assert!(ok, "`roguerules {} --help`: {} does not say what it accepts", path.join(" "), opt.flag);
        }
    }
    let blow = stdout(&run(&["angband", "blow", "--help"]));
    assert!(blow.contains("--ac <AC>") && blow.contains("0..=65535"), "{blow}");
    assert!(blow.contains("[default: 1d1"), "the default of --dice says what it means");
}

/// Every JSON leaf of `v` as the text a table would print for it exactly (a
/// string as it is, a number, yes/no), and every field's dotted path.
fn leaves(v: &serde_json::Value, path: &str, out: &mut Vec<String>) {
    match v {
        serde_json::Value::Object(o) => {
            for (k, x) in o {
                let p = if path.is_empty() { k.clone() } else { format!("{path}.{k}") };
                out.push(p.clone());
                leaves(x, &p, out);
            }
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| leaves(x, path, out)),
        serde_json::Value::String(s) => out.push(s.clone()),
        serde_json::Value::Bool(b) => out.push(if *b { "yes" } else { "no" }.into()),
        serde_json::Value::Number(n) => out.push(n.to_string()),
        serde_json::Value::Null => {}
    }
}

/// An exact value as a number (`"617/1000"`, `12`).
fn exact_value(s: &str) -> Option<f64> {
    match s.split_once('/') {
        Some((n, d)) => Some(n.parse::<f64>().ok()? / d.parse::<f64>().ok()?),
        None => s.parse().ok(),
    }
}

/// An exact value as a reduced fraction (`"10/1"` and `10` are the same).
fn rational(s: &str) -> Option<num_rational::BigRational> {
    let (n, d) = s.split_once('/').unwrap_or((s, "1"));
    let d: num_bigint::BigInt = d.parse().ok()?;
    let n: num_bigint::BigInt = n.parse().ok()?;
    (d != num_bigint::BigInt::from(0)).then(|| num_rational::BigRational::new(n, d))
}

/// The cells of a CSV text (RFC 4180 quoting).
fn csv_cells(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    for line in text.lines() {
        let (mut row, mut cell, mut quoted, mut chars) = (Vec::new(), String::new(), false, line.chars().peekable());
        while let Some(c) = chars.next() {
            match (c, quoted) {
                ('"', true) if chars.peek() == Some(&'"') => {
                    cell.push('"');
                    chars.next();
                }
                ('"', _) => quoted = !quoted,
                (',', false) => row.push(std::mem::take(&mut cell)),
                _ => cell.push(c),
            }
        }
        row.push(cell);
        rows.push(row);
    }
    rows
}

/// Issue 25, item 2: every rule command takes `--format text|json|csv|markdown`:
/// json is `--json`, text is the command as it prints, and every cell of the CSV
/// (exact) and of the Markdown (decimals) is a value of the JSON answer.
#[test]
fn every_rule_command_prints_every_format() {
    for e in EXAMPLES.iter().filter(|e| !matches!(e[0], "readings" | "examples" | "spoilers")) {
        let line = e.join(" ");
        let with = |extra: &[&str]| {
            let o = run(&[*e, extra].concat());
            assert!(o.status.success(), "`roguerules {line} {}`: {}", extra.join(" "), stderr(&o));
            stdout(&o)
        };
        let plain_json = with(&["--json"]);
        assert_eq!(with(&["--format", "json"]), plain_json, "`{line}`: --format json is --json");
        assert_eq!(with(&["--format", "text"]), with(&[]), "`{line}`: --format text is the default");
        let json: serde_json::Value = serde_json::from_str(&plain_json).unwrap();
        let mut known = Vec::new();
        leaves(&json, "", &mut known);
        let mut numbers: Vec<f64> = known.iter().filter_map(|s| exact_value(s)).collect();
        numbers.sort_by(f64::total_cmp);
        let known: std::collections::HashSet<String> = known.into_iter().collect();
        let csv = with(&["--format", "csv"]);
        let rows = csv_cells(&csv);
        assert!(rows.len() >= 2, "`{line} --format csv`: no rows:\n{csv}");
        for cell in rows[1..].iter().flatten().filter(|c| !c.is_empty() && !c.starts_with('>')) {
            let same = |k: &String| k == cell || rational(k).is_some_and(|k| Some(k) == rational(cell));
            assert!(
                known.contains(cell) || known.iter().any(same),
                "`{line} --format csv`: {cell:?} is not in the JSON answer"
            );
        }
        let md = with(&["--format", "markdown"]);
        let lines: Vec<&str> = md.lines().collect();
        // Table rows: not a header (the line above a `|---` rule), not the rule.
        let table: Vec<&str> = (0..lines.len())
            .filter(|&i| lines[i].starts_with('|') && !lines[i].starts_with("|---"))
            .filter(|&i| !lines.get(i + 1).is_some_and(|n| n.starts_with("|---")))
            .map(|i| lines[i])
            .collect();
        assert!(!table.is_empty(), "`{line} --format markdown`: no table:\n{md}");
        for cell in table.iter().flat_map(|l| l.trim_matches('|').split(" | ")).map(|c| c.trim().replace("\\|", "|")) {
            let cell = cell.as_str();
            if cell.is_empty() || cell == "-" || cell.starts_with('>') || known.contains(cell) {
                continue;
            }
            let x: f64 =
                cell.parse().unwrap_or_else(|_| panic!("`{line} --format markdown`: {cell:?} is not in the answer"));
            let tolerance = 1e-6 * x.abs().max(1.0);
            let from = numbers.partition_point(|n| *n < x - tolerance);
            let close = numbers.get(from).is_some_and(|n| *n <= x + tolerance);
            assert!(close, "`{line} --format markdown`: {cell} is no number of the JSON answer");
        }
    }
}
