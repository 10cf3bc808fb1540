//! Issue 23, item 7: an installed `roguerules` is whole. Every example file the
//! tour, `--help` and the READMEs use is built into the binary
//! (`roguerules examples NAME`) and works from any directory.

mod common;

use common::{root, run_in, run_line_in, stderr, stdout, workspace};

/// A directory with no roguerules file in it.
fn elsewhere() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("roguerules-examples-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

const NAMES: [&str; 22] = [
    "fighter",
    "fight",
    "project-monster",
    "project-player",
    "angband-warrior",
    "angband-archer",
    "angband-hit",
    "angband-crit",
    "traps-chest",
    "traps-power",
    "traps-dungeon",
    "traps-trigger",
    "traps-monster",
    "project-terrain",
    "project-object",
    "tabletop-roll",
    "tabletop-segments",
    "tabletop-movement",
    "tabletop-disengage",
    "tabletop-interpose",
    "tabletop-aim",
    "roll",
];

#[test]
fn each_example_prints_its_file_from_any_directory() {
    let dir = elsewhere();
    let listing = stdout(&run_in(&dir, &["examples"]));
    for name in NAMES {
        assert!(listing.contains(&format!("roguerules examples {name} | roguerules ")), "{listing}");
        let o = run_in(&dir, &["examples", name]);
        assert!(o.status.success(), "{}", stderr(&o));
        let file = root().join(format!("examples/{name}.json"));
        assert_eq!(stdout(&o), std::fs::read_to_string(&file).unwrap(), "{}", file.display());
    }
    let o = run_in(&dir, &["examples", "no-such-example"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}

/// Each pipeline `roguerules examples` suggests runs from a fresh directory.
#[test]
fn each_suggested_pipeline_runs_from_any_directory() {
    let dir = elsewhere();
    let listing = stdout(&run_in(&dir, &["examples"]));
    let lines: Vec<&str> = listing.lines().filter_map(|l| l.trim().strip_prefix("roguerules ")).collect();
    assert_eq!(lines.len(), NAMES.len(), "{listing}");
    for line in lines {
        let o = run_line_in(&dir, line);
        assert!(o.status.success(), "`roguerules {line}`: {}", stderr(&o));
        assert!(!o.stdout.is_empty(), "`roguerules {line}` printed nothing");
    }
}

/// Every example in `--help` and in the tour that reads a file gets it from
/// `roguerules examples`, and runs from a fresh directory.
#[test]
fn help_and_tour_examples_name_no_repository_file() {
    let dir = elsewhere();
    let mut texts = vec![stdout(&run_in(&dir, &[]))];
    for path in [
        &["tabletop", "attack-value"][..],
        &["powder", "attack"],
        &["project", "monster"],
        &["project", "player"],
        &["project", "terrain"],
        &["project", "object"],
        &["examples"],
    ] {
        let mut args = path.to_vec();
        args.push("--help");
        texts.push(stdout(&run_in(&dir, &args)));
    }
    let mut piped = 0;
    for text in &texts {
        assert!(!text.contains("examples/"), "a path into the repository:\n{text}");
        for line in text.lines().filter_map(|l| l.trim().strip_prefix("roguerules examples ")) {
            let line = format!("examples {}", line.split("  ").next().unwrap());
            if line.contains(" | roguerules ") {
                let o = run_line_in(&dir, &line);
                assert!(o.status.success(), "`roguerules {line}`: {}", stderr(&o));
                piped += 1;
            }
        }
    }
    assert!(piped >= 5, "{piped} pipelines");
}

/// The fighter's sheet is the tabletop crate's example (one source of truth:
/// `tabletop/examples/fighter.json`; the copies must match it).
#[test]
fn copies_of_the_fighter_sheet_match_the_tabletop_crate() {
    let Some(workspace) = workspace() else { return };
    let original = std::fs::read_to_string(workspace.join("tabletop/examples/fighter.json")).unwrap();
    for copy in ["cli/examples/fighter.json", "ffi/tests/data/fighter.json"] {
        let text = std::fs::read_to_string(workspace.join(copy)).unwrap_or_default();
        assert_eq!(text, original, "{copy} differs from tabletop/examples/fighter.json: copy it again");
    }
}

/// The words of a command line as a shell splits them (single quotes group).
fn shell_words(line: &str) -> Vec<String> {
    let (mut words, mut cur, mut quoted, mut any) = (Vec::new(), String::new(), false, false);
    for c in line.chars() {
        match c {
            '\'' => (quoted, any) = (!quoted, true),
            c if c.is_whitespace() && !quoted => {
                if any {
                    words.push(std::mem::take(&mut cur));
                }
                any = false;
            }
            c => (cur.push(c), any = true).1,
        }
    }
    if any {
        words.push(cur);
    }
    words
}

/// The leaf subcommands, found through `--help`.
fn leaves(path: &[String], out: &mut Vec<Vec<String>>) {
    let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
    args.push("--help");
    let help = stdout(&run_in(&root(), &args));
    let subs: Vec<String> = help
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|n| *n != "help")
        .map(str::to_owned)
        .collect();
    if subs.is_empty() {
        out.push(path.to_vec());
    }
    for s in subs {
        let mut next = path.to_vec();
        next.push(s);
        leaves(&next, out);
    }
}

/// Issue 24 item 3: every example in every `--help` of `roll`, `traps`, `angband`
/// and `tabletop` runs as written (a file it names made first with `roguerules
/// examples`, as the help says).
#[test]
fn every_help_example_runs_as_written() {
    let dir = elsewhere();
    std::fs::write(dir.join("sheet.json"), stdout(&run_in(&dir, &["examples", "fighter"]))).unwrap();
    let mut all = Vec::new();
    leaves(&[], &mut all);
    let mut ran = 0;
    for path in all.iter().filter(|p| ["roll", "traps", "angband", "tabletop"].contains(&p[0].as_str())) {
        let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
        args.push("--help");
        let help = stdout(&run_in(&dir, &args));
        let examples =
            help.lines().skip_while(|l| !l.starts_with("Examples:")).skip(1).take_while(|l| l.starts_with("  "));
        for line in examples.filter_map(|l| l.trim().strip_prefix("roguerules ")) {
            let o = if line.contains(" | roguerules ") {
                run_line_in(&dir, line)
            } else {
                let words = shell_words(line);
                run_in(&dir, &words.iter().map(String::as_str).collect::<Vec<_>>())
            };
            assert!(o.status.success(), "`roguerules {line}` (from `{}`): {}", args.join(" "), stderr(&o));
            assert!(!o.stdout.is_empty(), "`roguerules {line}` printed nothing");
            ran += 1;
        }
    }
    assert!(ran >= 50, "only {ran} examples ran");
}
