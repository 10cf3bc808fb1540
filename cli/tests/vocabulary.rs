//! Issue 24 item 2: one vocabulary. Every subcommand's `--help` (found by
//! walking `roguerules --help`) is checked against the table of cli/README.md's
//! "Vocabulary" section, read at run time; and every renamed flag's old spelling
//! still works, giving what the new spelling gives.

mod common;

use common::{run, stderr, stdout};
use std::collections::{BTreeMap, BTreeSet};

/// The subcommands named in a `--help`'s "Commands:" section (not `help`).
fn subcommands(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_owned)
        .collect()
}

/// Every leaf subcommand, as its words (`["traps", "chest"]`).
fn leaves(path: &[String], out: &mut Vec<Vec<String>>) {
    let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
    args.push("--help");
    let o = run(&args);
    assert!(o.status.success(), "`roguerules {}` failed: {}", args.join(" "), stderr(&o));
    let subs = subcommands(&stdout(&o));
    if subs.is_empty() {
        out.push(path.to_vec());
    }
    for s in subs {
        let mut next = path.to_vec();
        next.push(s);
        leaves(&next, out);
    }
}

/// The long flags a command's `--help` shows (`--help` and `--version` aside).
fn visible_flags(path: &[String]) -> BTreeSet<String> {
    let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
    args.push("--help");
    let help = stdout(&run(&args));
    help.lines()
        .filter_map(|l| {
            let t = l.trim_start();
            let t = if t.starts_with('-') && !t.starts_with("--") { t.get(4..)? } else { t };
            let flag = t.strip_prefix("--")?;
            let name: String = flag.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
            (l.starts_with("  ") && !name.is_empty()).then(|| format!("--{name}"))
        })
        .filter(|f| f != "--help" && f != "--version")
        .collect()
}

/// One row of the table: its flags, and where it applies (`None`: `*`); a
/// command may be limited to some of the row's flags (`tabletop movement
/// (`--str` only)`).
#[derive(Debug)]
struct Row {
    line: String,
    flags: Vec<String>,
    commands: Option<BTreeMap<String, Option<Vec<String>>>>,
}

/// The backticked long flags in a cell.
fn flags_in(cell: &str) -> Vec<String> {
    cell.split('`').skip(1).step_by(2).filter(|s| s.starts_with("--")).map(str::to_owned).collect()
}

/// Splits on commas outside parentheses.
fn entries(cell: &str) -> Vec<String> {
    let (mut out, mut cur, mut depth) = (Vec::new(), String::new(), 0);
    for c in cell.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(cur.trim().to_owned());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    out.push(cur.trim().to_owned());
    out.into_iter().filter(|e| !e.is_empty()).collect()
}

/// The table of cli/README.md's "## Vocabulary" section.
fn table() -> Vec<Row> {
    let readme = std::fs::read_to_string(common::root().join("README.md")).expect("cli/README.md");
    let section = readme.split("\n## Vocabulary").nth(1).expect("cli/README.md has a \"## Vocabulary\" section");
    let section = section.split("\n## ").next().unwrap_or_default();
    let mut rows = Vec::new();
    for line in section.lines().filter(|l| l.starts_with('|')) {
        let cells: Vec<&str> = line.trim().trim_matches('|').split('|').map(str::trim).collect();
        if cells.first() == Some(&"idea") || cells.iter().all(|c| c.chars().all(|ch| ch == '-')) {
            continue;
        }
        assert_eq!(cells.len(), 4, "a Vocabulary row has 4 columns (idea, flag, JSON key, commands): {line}");
        let flags = flags_in(cells[1]);
        assert!(!flags.is_empty(), "a Vocabulary row names its flag: {line}");
        let commands = (cells[3] != "*").then(|| {
            entries(cells[3])
                .into_iter()
                .map(|e| match e.split_once('(') {
                    Some((name, only)) => (name.trim().to_owned(), Some(flags_in(only))),
                    None => (e, None),
                })
                .collect()
        });
        rows.push(Row { line: line.to_owned(), flags, commands });
    }
    assert!(rows.len() >= 30, "only {} rows read from the Vocabulary table", rows.len());
    rows
}

/// Does `row` say that `command` shows `flag`?
fn lists(row: &Row, command: &str, flag: &str) -> bool {
    match &row.commands {
        None => true,
        Some(map) => match map.get(command) {
            None => false,
            Some(None) => true,
            Some(Some(only)) => only.iter().any(|f| f == flag),
        },
    }
}

/// Every command's `--help` agrees with the table: a flag two commands show has
/// a row; a row lists every command that shows its flag (unless `*`), and each
/// command it lists shows it; no flag is in two rows. Every offender is listed
/// in one message.
#[test]
fn every_help_agrees_with_the_vocabulary_table() {
    let mut all = Vec::new();
    leaves(&[], &mut all);
    assert!(all.len() >= 25, "only {} subcommands found", all.len());
    let shown: BTreeMap<String, BTreeSet<String>> =
        all.iter().map(|path| (path.join(" "), visible_flags(path))).collect();
    let rows = table();
    let mut offenders = Vec::new();

    let mut row_of: BTreeMap<&str, &Row> = BTreeMap::new();
    for row in &rows {
        for flag in &row.flags {
            if let Some(other) = row_of.insert(flag, row) {
                offenders.push(format!("{flag} is in two rows: {} and {}", other.line, row.line));
            }
        }
        for command in row.commands.iter().flat_map(BTreeMap::keys) {
            if !shown.contains_key(command) {
                offenders.push(format!("the row of {} lists `{command}`, which is no command", row.flags.join(", ")));
            }
        }
    }

    let mut by_flag: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (command, flags) in &shown {
        for flag in flags {
            by_flag.entry(flag).or_default().push(command);
        }
    }
    for (flag, commands) in &by_flag {
        match row_of.get(flag) {
            None if commands.len() >= 2 => {
                offenders.push(format!("{flag} is shown by {} but has no row", commands.join(", ")));
            }
            None => {}
            Some(row) => {
                for command in commands.iter().filter(|c| !lists(row, c, flag)) {
                    offenders.push(format!("`{command}` shows {flag}, which its row does not list it for"));
                }
            }
        }
    }
    for row in &rows {
        for (command, _) in row.commands.iter().flatten() {
            let Some(flags) = shown.get(command) else { continue };
            for flag in row.flags.iter().filter(|f| lists(row, command, f)) {
                if !flags.contains(flag) {
                    offenders.push(format!("`{command}` does not show {flag}, which its row lists it for"));
                }
            }
        }
    }
    assert!(
        offenders.is_empty(),
        "{} offenders against cli/README.md's Vocabulary:\n{}",
        offenders.len(),
        offenders.join("\n")
    );
}

/// One renamed flag: the command with the old spelling, with the new one, and
/// (where the flag changes what is printed) without it.
struct Rename {
    old: &'static [&'static str],
    new: &'static [&'static str],
    without: Option<&'static [&'static str]>,
}

const GAS: [&str; 7] = ["traps", "trigger", "--kind", "gas-trap", "--depth-feet", "500", "--exact"];

/// Every renamed flag of `roll`, `traps`, `angband` and `tabletop`.
fn renames() -> Vec<Rename> {
    fn gas(extra: &'static [&'static str]) -> &'static [&'static str] {
        let mut v = GAS.to_vec();
        v.extend(extra);
        v.push("--json");
        Vec::leak(v)
    }
    vec![
        Rename {
            old: &["traps", "chest", "--depth", "65"],
            new: &["traps", "chest", "--dungeon-level", "65"],
            without: None,
        },
        Rename {
            old: &["traps", "chest", "--depth", "65"],
            new: &["traps", "chest", "--depth-feet", "3250"],
            without: None,
        },
        Rename {
            old: &["traps", "power", "--level", "20", "--json"],
            new: &["traps", "power", "--player-level", "20", "--json"],
            without: None,
        },
        Rename {
            old: &["traps", "trigger", "--kind", "dart", "--depth-feet", "500", "--exact", "--sustain", "str,con,dex"],
            new: &["traps", "trigger", "--kind", "dart", "--depth-feet", "500", "--exact", "--sustains", "str,con,dex"],
            without: Some(&["traps", "trigger", "--kind", "dart", "--depth-feet", "500", "--exact"]),
        },
        Rename {
            old: &["traps", "trigger", "--kind", "trap-door", "--depth-feet", "500", "--exact", "--feather-fall"],
            new: &[
                "traps",
                "trigger",
                "--kind",
                "trap-door",
                "--depth-feet",
                "500",
                "--exact",
                "--flags",
                "feather-fall",
            ],
            without: Some(&["traps", "trigger", "--kind", "trap-door", "--depth-feet", "500", "--exact"]),
        },
        Rename { old: gas(&["--res-pois-temp"]), new: gas(&["--flags", "pois-temp"]), without: Some(gas(&[])) },
        Rename { old: gas(&["--res-pois-perm"]), new: gas(&["--flags", "pois-perm"]), without: Some(gas(&[])) },
        Rename { old: gas(&["--res-blind"]), new: gas(&["--flags", "resist-blind"]), without: Some(gas(&[])) },
        Rename { old: gas(&["--free-action"]), new: gas(&["--flags", "free-action"]), without: Some(gas(&[])) },
        Rename { old: gas(&["--res-conf"]), new: gas(&["--resist", "confusion"]), without: Some(gas(&[])) },
        Rename {
            old: gas(&["--res-pois-temp", "--enhance-magic"]),
            new: gas(&["--flags", "pois-temp", "--specialties", "enhance-magic"]),
            without: Some(gas(&["--flags", "pois-temp"])),
        },
        Rename { old: gas(&["--poison", "10"]), new: gas(&["--counter", "poison:10"]), without: Some(gas(&[])) },
        Rename {
            old: gas(&["--reading", "oangband-1.1.0", "--poison-resistance", "50"]),
            new: gas(&["--reading", "oangband-1.1.0", "--resist", "pois:50"]),
            without: Some(gas(&["--reading", "oangband-1.1.0"])),
        },
        Rename {
            old: &[
                "traps",
                "trigger",
                "--kind",
                "character-alteration",
                "--depth-feet",
                "3000",
                "--exact",
                "--res-chaos",
            ],
            new: &[
                "traps",
                "trigger",
                "--kind",
                "character-alteration",
                "--depth-feet",
                "3000",
                "--exact",
                "--resist",
                "chaos",
            ],
            without: Some(&["traps", "trigger", "--kind", "character-alteration", "--depth-feet", "3000", "--exact"]),
        },
        Rename {
            old: &["angband", "crit", "--weight", "15", "--bonus", "10", "--level", "30"],
            new: &["angband", "crit", "--weight", "15", "--bonus", "10", "--player-level", "30"],
            without: None,
        },
        Rename {
            old: &[
                "angband", "blow", "--class", "warrior", "--str", "17", "--dex", "17", "--weight", "12", "--ac", "20",
                "--level", "30",
            ],
            new: &[
                "angband",
                "blow",
                "--class",
                "warrior",
                "--str",
                "17",
                "--dex",
                "17",
                "--weight",
                "12",
                "--ac",
                "20",
                "--player-level",
                "30",
            ],
            without: Some(&[
                "angband", "blow", "--class", "warrior", "--str", "17", "--dex", "17", "--weight", "12", "--ac", "20",
            ]),
        },
        Rename {
            old: &[
                "angband", "blow", "--class", "warrior", "--str", "17", "--dex", "17", "--weight", "12", "--ac", "20",
                "--stun", "60",
            ],
            new: &[
                "angband",
                "blow",
                "--class",
                "warrior",
                "--str",
                "17",
                "--dex",
                "17",
                "--weight",
                "12",
                "--ac",
                "20",
                "--counter",
                "stun:60",
            ],
            without: Some(&[
                "angband", "blow", "--class", "warrior", "--str", "17", "--dex", "17", "--weight", "12", "--ac", "20",
            ]),
        },
        Rename {
            old: &["tabletop", "attack-value", "--sheet", "examples/fighter.json", "--json"],
            new: &["tabletop", "attack-value", "--input", "examples/fighter.json", "--json"],
            without: None,
        },
        Rename {
            old: &["tabletop", "segments", "--class", "fighter", "--level", "21", "--first-segment", "1", "--shield"],
            new: &[
                "tabletop",
                "segments",
                "--class",
                "fighter",
                "--player-level",
                "21",
                "--first-segment",
                "1",
                "--with-shield",
            ],
            without: Some(&[
                "tabletop",
                "segments",
                "--class",
                "fighter",
                "--player-level",
                "21",
                "--first-segment",
                "1",
            ]),
        },
        Rename {
            old: &["tabletop", "movement", "--encumbrance", "120", "--strength", "18", "--speed"],
            new: &["tabletop", "movement", "--encumbrance", "120", "--str", "18", "--speed-effect"],
            without: Some(&["tabletop", "movement", "--encumbrance", "120", "--str", "18"]),
        },
        Rename {
            old: &[
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
            ],
            new: &[
                "tabletop",
                "disengage",
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
                "--seed",
                "1",
                "--json",
            ],
            without: None,
        },
        Rename {
            old: &["tabletop", "interpose", "--class", "fighter", "--level", "10", "--shield", "large"],
            new: &["tabletop", "interpose", "--class", "fighter", "--player-level", "10", "--shield", "large"],
            without: None,
        },
        Rename {
            old: &["tabletop", "aim", "--roll", "88", "--aim", "quarter"],
            new: &["tabletop", "aim", "--d100", "88", "--aim", "quarter"],
            without: Some(&["tabletop", "aim", "--d100", "3", "--aim", "quarter"]),
        },
    ]
}

/// Each old spelling gives exactly what the new one gives (and, where the flag
/// matters, something else than leaving it out), and is hidden from `--help`.
#[test]
fn old_spellings_still_work() {
    for r in renames() {
        let (old, new) = (run(r.old), run(r.new));
        assert!(new.status.success(), "`roguerules {}`: {}", r.new.join(" "), stderr(&new));
        assert!(old.status.success(), "`roguerules {}`: {}", r.old.join(" "), stderr(&old));
        assert_eq!(stdout(&old), stdout(&new), "`roguerules {}` differs from the new spelling", r.old.join(" "));
        if let Some(without) = r.without {
            assert_ne!(
                stdout(&run(without)),
                stdout(&new),
                "`roguerules {}`: the flag changes nothing",
                r.new.join(" ")
            );
        }
        let old_flags: Vec<&str> = r.old.iter().copied().filter(|a| a.starts_with("--")).collect();
        let path: Vec<String> = r.old.iter().take(2).map(|s| (*s).to_owned()).collect();
        let shown = visible_flags(&path);
        for flag in old_flags.iter().filter(|f| !r.new.contains(f)) {
            assert!(!shown.contains(*flag), "`roguerules {}` shows the old spelling {flag}", path.join(" "));
        }
    }
}
