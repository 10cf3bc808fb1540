//! Issue 13, item 1: a clone without `../shared` beside it builds and passes its
//! tests. Issue 23, item 1: each crate builds and passes its tests from its own
//! tarball. No source file includes a file from outside its crate at compile
//! time; the checks against the rule sources read them at run time (and skip,
//! with one line, without them), and CI insists on having them.

mod common;

use common::{root, workspace};
use std::path::{Path, PathBuf};

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let path = e.path();
        let name = e.file_name().to_string_lossy().into_owned();
        if name == "target" || name.starts_with('.') {
            continue;
        }
        if path.is_dir() {
            sources(&path, out);
        } else if name.ends_with(".rs") {
            out.push(path);
        }
    }
}

/// The directories holding a `Cargo.toml` under `dir` (`dir` itself included),
/// each with the Rust sources that belong to it (not to a crate below it).
fn crates(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    if dir.join("Cargo.toml").exists() {
        out.push(dir.to_path_buf());
    }
    let Ok(entries) = std::fs::read_dir(dir) else { return out };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if e.path().is_dir() && name != "target" && !name.starts_with('.') {
            out.extend(crates(&e.path()));
        }
    }
    out
}

/// The argument of every compile-time include (`include_str!` and `include_bytes!` with
/// a literal path) in a source text.
fn includes(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for (at, _) in text.match_indices("include_") {
        let rest = &text[at..];
        let (Some(open), Some(close)) = (rest.find("!(\""), rest.find("\")")) else { continue };
        if !(rest.starts_with("include_str!") || rest.starts_with("include_bytes!")) || close < open {
            continue;
        }
        out.push(&rest[open + 3..close]);
    }
    out
}

#[test]
fn nothing_is_included_from_outside_its_crate() {
    let top = workspace().unwrap_or_else(root).canonicalize().unwrap();
    let mut dirs = crates(&top);
    // The innermost crate owns a file: longest paths first.
    dirs.sort_by_key(|d| std::cmp::Reverse(d.as_os_str().len()));
    let mut files = Vec::new();
    sources(&top, &mut files);
    assert!(files.len() > 20, "{} sources", files.len());
    for file in files {
        let file = file.canonicalize().unwrap();
        let owner = dirs.iter().find(|d| file.starts_with(d)).expect("every source is in a crate");
        let text = std::fs::read_to_string(&file).unwrap();
        for arg in includes(&text) {
            let target = file.parent().unwrap().join(arg);
            let inside = target.canonicalize().map(|t| t.starts_with(owner)).unwrap_or(false);
            assert!(
                inside,
                "{} includes {arg:?} from outside its crate ({}) at compile time",
                file.display(),
                owner.display()
            );
        }
    }
}

#[test]
fn ci_requires_the_rule_sources() {
    let Some(workspace) = workspace() else { return };
    let ci = std::fs::read_to_string(workspace.join(".ci/run")).unwrap();
    assert!(ci.contains("../shared/seeds") && ci.contains("exit 1"), ".ci/run fails without ../shared");
    assert!(ci.contains("ROGUERULES_REQUIRE_SHARED=1"), ".ci/run makes a missing source a failure");
    assert!(ci.contains(".ci/package"), ".ci/run tests every crate from its tarball");
}
