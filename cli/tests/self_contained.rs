//! Issue 13, item 1: a clone without `../shared` beside it builds and passes its
//! tests. No source file includes a file from outside the repository at compile
//! time; the checks against the rule sources read them at run time (and skip,
//! with one line, without them), and CI insists on having them.

mod common;

use common::root;
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

#[test]
fn nothing_is_included_from_outside_the_repository() {
    let root = root().canonicalize().unwrap();
    let mut files = Vec::new();
    sources(&root, &mut files);
    assert!(files.len() > 50, "{} sources", files.len());
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (at, _) in text.match_indices("include_") {
            let rest = &text[at..];
            let (Some(open), Some(close)) = (rest.find("!(\""), rest.find("\")")) else { continue };
            if !(rest.starts_with("include_str!") || rest.starts_with("include_bytes!")) || close < open {
                continue;
            }
            let arg = &rest[open + 3..close];
            let target = file.parent().unwrap().join(arg);
            let inside = target.canonicalize().map(|t| t.starts_with(&root)).unwrap_or(false);
            assert!(inside, "{} includes {arg:?} from outside the repository at compile time", file.display());
        }
    }
}

#[test]
fn ci_requires_the_rule_sources() {
    let ci = std::fs::read_to_string(root().join(".ci/run")).unwrap();
    assert!(ci.contains("../shared/seeds") && ci.contains("exit 1"), ".ci/run fails without ../shared");
    assert!(ci.contains("ROGUERULES_REQUIRE_SHARED=1"), ".ci/run makes a missing source a failure");
}
