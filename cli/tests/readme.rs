//! Every `$ roguerules ...` line of the workspace README and of `cli/README.md`
//! runs as written, and its text output is readable (issue 13, item 3): no line
//! longer than 120 characters, no long fractions outside `--json`.

mod common;

use common::{root, run, stderr, stdout};

fn commands(readme: &str) -> Vec<String> {
    let text = std::fs::read_to_string(root().join(readme)).unwrap();
    text.lines().filter_map(|l| l.strip_prefix("$ roguerules ")).map(str::to_owned).collect()
}

/// A fraction with many digits (`2448/6561` is fine in JSON, not in text).
fn long_fraction(line: &str) -> Option<&str> {
    line.split(|c: char| !(c.is_ascii_digit() || c == '/'))
        .find(|w| w.split_once('/').is_some_and(|(n, d)| n.len() + d.len() >= 8 && !n.is_empty() && !d.is_empty()))
}

fn check(readme: &str, min: usize) {
    let commands = commands(readme);
    assert!(commands.len() >= min, "{readme} shows too few CLI examples");
    for line in commands {
        let out = run(&line.split_whitespace().collect::<Vec<_>>());
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
    check("README.md", 3);
}

#[test]
fn cli_readme_commands_run() {
    check("cli/README.md", 8);
}

/// Issue 13 item 11: the CLI has a README and a CHANGELOG like the other crates.
#[test]
fn the_cli_crate_has_a_readme_and_a_changelog() {
    for file in ["cli/README.md", "cli/CHANGELOG.md"] {
        let text = std::fs::read_to_string(root().join(file)).unwrap_or_default();
        assert!(text.lines().count() > 20, "{file} is missing or empty");
    }
}
