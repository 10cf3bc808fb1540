//! Keeps the C tests' coverage of the C API from eroding as functions are added:
//! every function the header declares that returns `rr_status` must be called
//! through `CHECK_STATUS` in `tests/c/*.c` with at least
//!
//! * one call expecting `RR_OK`,
//! * one expecting `RR_NULL_ARGUMENT` (a NULL pointer, or an `rr_random` with
//!   neither source set), and
//! * one expecting another status: an invalid code, range or combination, a
//!   misaligned pointer, a broken generator, a too-small buffer.
//!
//! Boundary values are not detectable by text; they are written beside the
//! calls (most are marked `/* boundary */`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

mod support;
use support::{header_text, status_functions};

/// The text of the balanced parentheses opening at `open` (exclusive).
fn balanced(text: &str, open: usize) -> Option<&str> {
    let mut depth = 0usize;
    for (i, ch) in text[open..].char_indices() {
        match ch {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(&text[open + 1..open + i]);
                }
            }
            _ => {}
        }
    }
    None
}

/// For each function, the statuses the C tests expect of it:
/// `CHECK_STATUS(rr_f(...), RR_X)` gives `rr_f -> RR_X`.
fn expected_statuses(sources: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut found: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let marker = "CHECK_STATUS(";
    let mut from = 0;
    while let Some(at) = sources[from..].find(marker) {
        let open = from + at + marker.len() - 1;
        from = open + 1;
        let Some(inner) = balanced(sources, open) else { continue };
        let inner = inner.trim();
        let (Some((name, _)), Some((_, status))) = (inner.split_once('('), inner.rsplit_once(',')) else {
            continue;
        };
        if name.trim().starts_with("rr_") {
            found.entry(name.trim().to_owned()).or_default().insert(status.trim().to_owned());
        }
    }
    found
}

#[test]
fn every_status_function_has_ok_null_and_invalid_cases_in_the_c_tests() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let header = header_text(root);
    let mut sources = String::new();
    let dir = root.join("tests/c");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/c")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    files.sort();
    for f in &files {
        sources += &std::fs::read_to_string(f).expect("a C test");
    }
    let functions = status_functions(&header);
    assert!(functions.len() > 100, "only {} functions parsed from the header", functions.len());
    let found = expected_statuses(&sources);
    let empty = BTreeSet::new();
    let mut gaps = Vec::new();
    for f in &functions {
        let statuses = found.get(f).unwrap_or(&empty);
        let mut missing = Vec::new();
        if !statuses.contains("RR_OK") {
            missing.push("RR_OK");
        }
        if !statuses.contains("RR_NULL_ARGUMENT") {
            missing.push("RR_NULL_ARGUMENT");
        }
        if statuses.iter().all(|s| s == "RR_OK" || s == "RR_NULL_ARGUMENT") {
            missing.push("an invalid-input status");
        }
        if !missing.is_empty() {
            gaps.push(format!("{f}: no CHECK_STATUS case expecting {}", missing.join(", ")));
        }
    }
    assert!(gaps.is_empty(), "the C tests miss cases:\n{}", gaps.join("\n"));
}

#[test]
fn the_scanner_reads_nested_calls() {
    let src = "CHECK_STATUS(rr_a(f(1, 2), &x), RR_OK);\nCHECK_STATUS(rr_a(NULL,\n  g(3)), RR_NULL_ARGUMENT);";
    let found = expected_statuses(src);
    let want: BTreeSet<String> = ["RR_OK", "RR_NULL_ARGUMENT"].map(String::from).into();
    assert_eq!(found.get("rr_a"), Some(&want));
    assert_eq!(status_functions("\nrr_status rr_b(int x,\n  int y);\nvoid rr_c(void);\n"), ["rr_b"]);
}

/// The doc comment the header gives each `rr_status` function: the comment
/// block just before its declaration.
fn function_docs(header: &str) -> BTreeMap<String, String> {
    let mut docs = BTreeMap::new();
    let mut block = String::new();
    let mut in_block = false;
    for line in header.lines() {
        let t = line.trim();
        if t.starts_with("/**") {
            in_block = true;
            block.clear();
        }
        if in_block {
            block.push_str(t.trim_start_matches("/**").trim_start_matches('*').trim_end_matches("*/"));
            block.push(' ');
            if t.ends_with("*/") {
                in_block = false;
            }
            continue;
        }
        if let Some((name, _)) = t.strip_prefix("rr_status ").and_then(|rest| rest.split_once('(')) {
            docs.insert(name.trim().to_owned(), block.clone());
        }
    }
    docs
}

/// The statuses a function's doc names, with those of the functions it
/// refers to by "as `rr_...`" (its "Returns as `rr_x`").
fn documented_statuses(docs: &BTreeMap<String, String>, name: &str, depth: usize) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let Some(doc) = docs.get(name) else { return found };
    for word in doc.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
        if word.starts_with("RR_") && word.chars().all(|c| c.is_ascii_uppercase() || c == '_') {
            found.insert(word.to_owned());
        }
    }
    if depth > 0 {
        for part in doc.split("as `").skip(1) {
            if let Some((referred, _)) = part.split_once('`')
                && referred.starts_with("rr_")
                && referred != name
            {
                found.extend(documented_statuses(docs, referred, depth - 1));
            }
        }
    }
    found
}

/// Issue 15, item 9: every function's doc lists the statuses it can return.
/// Checked against behaviour: each status a C test expects from a function
/// must be named in its doc (or in the doc it refers to with "as `rr_x`"),
/// and every doc names `RR_OK`. Rolling functions also state their callback
/// span (item 6).
#[test]
fn every_function_doc_lists_its_statuses_and_span() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let header = header_text(root);
    let mut sources = String::new();
    let mut files: Vec<_> = std::fs::read_dir(root.join("tests/c"))
        .expect("tests/c")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    files.sort();
    for f in &files {
        sources += &std::fs::read_to_string(f).expect("a C test");
    }
    let docs = function_docs(&header);
    assert!(docs.len() > 100, "only {} documented functions parsed", docs.len());
    let expected = expected_statuses(&sources);
    let mut gaps = Vec::new();
    for (name, doc) in &docs {
        let named = documented_statuses(&docs, name, 3);
        if !named.contains("RR_OK") {
            gaps.push(format!("{name}: its doc does not name RR_OK"));
        }
        for status in expected.get(name).into_iter().flatten() {
            if !named.contains(status) {
                gaps.push(format!("{name}: returns {status} in the C tests, not named in its doc"));
            }
        }
        let rolls = header
            .lines()
            .any(|l| l.starts_with(&format!("rr_status {name}(")) && l.contains("struct rr_random random"));
        if rolls && !doc.contains("Callback span: at most") {
            gaps.push(format!("{name}: takes an rr_random but its doc gives no \"Callback span: at most\""));
        }
    }
    assert!(gaps.is_empty(), "{} gaps:\n{}", gaps.len(), gaps.join("\n"));
}
