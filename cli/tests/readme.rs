//! Every `$ roguerules ...` line of the workspace README and of `cli/README.md`
//! runs as written, and its text output is readable (issue 13, item 3): no line
//! longer than 120 characters, no long fractions outside `--json`. They run
//! from a fresh directory, as an installed `roguerules` would: the example files
//! they use come from `roguerules examples`.

mod common;

use common::{root, run_line_in, stderr, stdout, workspace};
use std::path::Path;

fn commands(readme: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(readme).unwrap();
    text.lines().filter_map(|l| l.strip_prefix("$ roguerules ")).map(str::to_owned).collect()
}

/// A fraction with many digits (`2448/6561` is fine in JSON, not in text).
fn long_fraction(line: &str) -> Option<&str> {
    line.split(|c: char| !(c.is_ascii_digit() || c == '/'))
        .find(|w| w.split_once('/').is_some_and(|(n, d)| n.len() + d.len() >= 8 && !n.is_empty() && !d.is_empty()))
}

fn check(readme: &Path, min: usize) {
    let commands = commands(readme);
    let readme = readme.display();
    assert!(commands.len() >= min, "{readme} shows too few CLI examples");
    let elsewhere = std::env::temp_dir();
    for line in commands {
        let out = run_line_in(&elsewhere, &line);
        assert!(out.status.success(), "{readme}: `roguerules {line}` failed: {}", stderr(&out));
        let text = stdout(&out);
        assert!(!text.is_empty(), "`roguerules {line}` printed nothing");
        if line.contains("--json") {
            continue;
        }
        for l in text.lines() {
            assert!(l.chars().count() <= 120, "`roguerules {line}` prints a line of {} characters:\n{l}", l.len());
            assert!(long_fraction(l).is_none(), "`roguerules {line}` prints a fraction in text:\n{l}");
        }
    }
}

#[test]
fn readme_commands_run() {
    if let Some(workspace) = workspace() {
        check(&workspace.join("README.md"), 3);
    }
}

#[test]
fn cli_readme_commands_run() {
    check(&root().join("README.md"), 8);
}

/// Issue 13 item 11: the CLI has a README and a CHANGELOG like the other crates.
#[test]
fn the_cli_crate_has_a_readme_and_a_changelog() {
    for file in ["README.md", "CHANGELOG.md"] {
        let text = std::fs::read_to_string(root().join(file)).unwrap_or_default();
        assert!(text.lines().count() > 20, "{file} is missing or empty");
    }
}

/// The workspace README's Rust example is the dice crate's first, which the dice
/// crate runs as a doc test from its own README (the workspace README is in no
/// crate, so no crate can include it).
#[test]
fn the_workspace_readme_rust_example_is_the_dice_crates() {
    let Some(workspace) = workspace() else { return };
    let block = |file: &str| {
        let text = std::fs::read_to_string(workspace.join(file)).unwrap();
        let start = text.find("```rust\n").unwrap_or_else(|| panic!("{file} has a Rust example"));
        let end = start + text[start..].find("\n```\n").unwrap();
        text[start..end].to_owned()
    };
    assert_eq!(block("README.md"), block("dice/README.md"), "copy dice/README.md's first example to README.md");
}

/// Issue 24 item 3: every `$ roguerules` line of the rule crates' READMEs
/// (traps, melee, tabletop) runs as written too.
#[test]
fn crate_readme_commands_run() {
    if let Some(workspace) = workspace() {
        for krate in ["traps", "melee", "tabletop"] {
            check(&workspace.join(krate).join("README.md"), 1);
        }
    }
}
