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

const NAMES: [&str; 4] = ["fighter", "fight", "project-monster", "project-player"];

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
