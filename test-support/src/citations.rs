//! The citation checks every roguerules crate runs (`tests/citations.rs`, one line:
//! `roguerules_test_support::citation_tests!();`).
//!
//! A crate cites the readings of its sources by number ("RULINGS" followed by a
//! letter and a number, or a range of them). Each number it cites, in any file it
//! ships (sources, tests, benches, examples, README, CHANGELOG, manifest, and
//! `READINGS.md` itself), must be a section of its own `READINGS.md`, which it
//! renders. And no doc, README, CHANGELOG or output string may send a reader to a
//! file the crate and its repository do not contain: the project's working notes,
//! kept outside the repository, are not for users (nor may a test cite them).
//!
//! In the repository (not in a packaged crate), three more checks: the crate's
//! `READINGS.md` is the root `READINGS.md`'s sections for what the crate cites,
//! word for word (run with `ROGUERULES_BLESS_READINGS=1` to rewrite it from the
//! root file); every crate's `tests/citations.rs` is the same; and the repository's
//! own docs (root README, fuzz targets) resolve against the root file.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The letters of the reading families (general, projection, the player,
/// traps, Angband melee, POWDER, tabletop).
const FAMILIES: &[u8] = b"GPQTMWB";

/// Names that only exist outside the repository: the project's notes, then
/// where the sources sit beside it.
const FOREIGN: &[&str] = &["RULINGS.md", "DESIGN.md", "STYLE.md", "OANGBAND-1.1.0.md", "../shared", "seeds/"];

/// The crate under test: its directory and package name, as cargo sets
/// `CARGO_MANIFEST_DIR` and `CARGO_PKG_NAME` for it ([`citation_tests!`](crate::citation_tests)
/// fills them in).
#[derive(Clone, Copy, Debug)]
pub struct Crate<'a> {
    /// The crate's directory.
    pub dir: &'a Path,
    /// The crate's package name (`roguerules-cli` carries every reading).
    pub name: &'a str,
}

/// The crate's text files, `target` and this file left out.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if path.is_dir() {
            if name != "target" && !name.starts_with('.') {
                files(&path, out);
            }
        } else if [".rs", ".md", ".h", ".c", ".toml"].iter().any(|ext| name.ends_with(ext))
            && !path.ends_with(Path::new("tests").join("citations.rs"))
        {
            out.push(path);
        }
    }
}

/// The reading numbers `text` names: each letter-and-number word of a family
/// (`P10`), ranges (`G1-G4`, `Q17-Q19`) counted in full.
fn cited(text: &str) -> BTreeSet<String> {
    let bytes = text.as_bytes();
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let number = |at: usize| {
        let end = (at..bytes.len()).find(|&j| !bytes[j].is_ascii_digit()).unwrap_or(bytes.len());
        (end, text[at..end].parse::<u32>().ok())
    };
    let mut found = BTreeSet::new();
    let mut i = 0;
    while i < bytes.len() {
        let letter = bytes[i];
        if !FAMILIES.contains(&letter) || (i > 0 && word(bytes[i - 1])) {
            i += 1;
            continue;
        }
        let (end, first) = number(i + 1);
        let (Some(first), true) = (first, end - i <= 3) else {
            i += 1;
            continue;
        };
        if end < bytes.len() && word(bytes[end]) {
            i = end;
            continue;
        }
        let mut last = first;
        let mut next = end;
        if text[end..].starts_with('-')
            && bytes.get(end + 1) == Some(&letter)
            && let (to, Some(n)) = number(end + 2)
            && n > first
            && !(to < bytes.len() && word(bytes[to]))
        {
            last = n;
            next = to;
        }
        for n in first..=last {
            found.insert(format!("{}{n}", letter as char));
        }
        i = next;
    }
    found
}

/// The reading numbers `READINGS.md` has a section for (`### P10. ...`).
fn sections(readings: &str) -> BTreeSet<String> {
    readings
        .lines()
        .filter_map(|l| l.strip_prefix("### "))
        .filter_map(|h| h.split_once(". "))
        .map(|(id, _)| id.to_owned())
        .filter(|id| cited(id).len() == 1 && cited(id).contains(id))
        .collect()
}

/// Each reading number the crate cites, in any file it ships, is a section of its
/// own `READINGS.md`.
pub fn every_cited_reading_is_a_section_of_the_crates_readings_page(krate: &Crate<'_>) {
    let Crate { dir, .. } = *krate;
    let readings = std::fs::read_to_string(dir.join("READINGS.md")).expect("the crate has a READINGS.md");
    let have = sections(&readings);
    assert!(!have.is_empty(), "READINGS.md has no reading sections");
    let mut all = Vec::new();
    files(dir, &mut all);
    let mut missing = Vec::new();
    for path in &all {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        for id in cited(&text) {
            if !have.contains(&id) {
                missing.push(format!("{} cites {id}", path.strip_prefix(dir).unwrap_or(path).display()));
            }
        }
    }
    assert!(missing.is_empty(), "readings cited but missing from READINGS.md:\n{}", missing.join("\n"));
}

/// The crate renders its `READINGS.md` (a library as its `readings` module, the
/// CLI from its `readings` command).
pub fn the_readings_module_renders_the_page(krate: &Crate<'_>) {
    let Crate { dir, .. } = *krate;
    // A library renders the page as its `readings` module; the CLI prints it
    // from its `readings` command.
    let module = std::fs::read_to_string(dir.join("src").join("readings.rs")).unwrap_or_default();
    assert!(module.contains("include_str!(\"../READINGS.md\")"), "src/readings.rs does not embed READINGS.md");
}

/// No doc, README, CHANGELOG or output string sends a reader to a file that neither
/// the crate nor its repository holds (tests may read the rule sources at run time).
pub fn no_doc_names_a_file_outside_the_repository(krate: &Crate<'_>) {
    let Crate { dir, .. } = *krate;
    let mut all = Vec::new();
    files(dir, &mut all);
    let mut found = Vec::new();
    for path in &all {
        // Tests may read a copy of the sources at run time when one is at hand
        // (they say so and skip without it); no file may cite the notes.
        let relative = path.strip_prefix(dir).unwrap_or(path);
        let names = if relative.starts_with("tests") { &FOREIGN[..4] } else { FOREIGN };
        let text = std::fs::read_to_string(path).unwrap_or_default();
        for (n, line) in text.lines().enumerate() {
            for name in names.iter().filter(|name| line.contains(**name)) {
                found.push(format!("{}:{}: {name}", relative.display(), n + 1));
            }
        }
    }
    assert!(found.is_empty(), "citations of files outside the repository:\n{}", found.join("\n"));
}

#[cfg(test)]
#[test]
fn the_citation_scanner_reads_numbers_and_ranges() {
    let text = "(RULINGS G1-G4, P7; Q17-Q19 and T4) not GF_B1, XB2, or P10a";
    let want: BTreeSet<String> =
        ["G1", "G2", "G3", "G4", "P7", "Q17", "Q18", "Q19", "T4"].iter().map(|s| (*s).to_owned()).collect();
    assert_eq!(cited(text), want);
    assert_eq!(sections("### B12. Attack segments\n### Seed 000: x\n## G: y"), ["B12".to_owned()].into());
}

/// The workspace root, when the crate sits in its repository.
fn workspace(dir: &Path) -> Option<PathBuf> {
    let root = dir.join("..");
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap_or_default();
    (root.join("READINGS.md").is_file() && manifest.contains("[workspace]")).then_some(root).or_else(|| {
        eprintln!("skipped: the checks against the repository's READINGS.md (not in the repository)");
        None
    })
}

/// The root `READINGS.md`, cut into what every page shares (the sources and the
/// two kinds of reading) and the families, each with its introduction and its
/// sections in order.
struct Master {
    shared: String,
    families: Vec<Family>,
}

/// A family of readings: its heading and introduction, then its sections as
/// (number, text).
struct Family {
    intro: String,
    sections: Vec<(String, String)>,
}

fn master(text: &str) -> Master {
    let mut shared = String::new();
    let mut families: Vec<Family> = Vec::new();
    let mut started = false;
    for line in text.split_inclusive('\n') {
        let family = line.strip_prefix("## ").and_then(|h| h.split_once(": ")).map(|(f, _)| f);
        if family.is_some_and(|f| f.len() == 1 && FAMILIES.contains(&f.as_bytes()[0])) {
            families.push(Family { intro: line.to_owned(), sections: Vec::new() });
        } else if let Some(Family { intro, sections: blocks }) = families.last_mut() {
            match line.strip_prefix("### ").and_then(|h| h.split_once(". ")) {
                Some((id, _)) => blocks.push((id.to_owned(), line.to_owned())),
                None => match blocks.last_mut() {
                    Some((_, block)) => block.push_str(line),
                    None => intro.push_str(line),
                },
            }
        } else if started || line.starts_with("## ") {
            started = true;
            shared.push_str(line);
        }
    }
    Master { shared, families }
}

/// The page of the crate named `name` that cites `wanted` (with what the
/// chosen sections cite in turn).
fn page(master: &Master, name: &str, mut wanted: BTreeSet<String>) -> String {
    loop {
        let mut more = wanted.clone();
        for Family { intro, sections: blocks } in &master.families {
            let chosen: Vec<_> = blocks.iter().filter(|(id, _)| wanted.contains(id)).collect();
            if !chosen.is_empty() {
                more.extend(cited(intro));
            }
            for (_, block) in chosen {
                more.extend(cited(block));
            }
        }
        if more == wanted {
            break;
        }
        wanted = more;
    }
    // The page's own first section serves as the example.
    let first = master.families.iter().flat_map(|f| &f.sections).map(|(id, _)| id).find(|id| wanted.contains(*id));
    let first = first.map_or("G1", String::as_str);
    let cli = if name == "roguerules-cli" {
        " `roguerules readings` lists the sections and\n`roguerules readings T1` prints one."
    } else {
        ""
    };
    let mut out = format!(
        "# Readings cited by {name}\n\n\
         The rules of `{name}` come from the sources described below. Where a source is\n\
         unclear, the crate follows the reading numbered here: \"RULINGS {first}\" (or \"{first}\") in its\n\
         docs, README, CHANGELOG or output is the section {first} of this page.{cli}\n\n\
         This page holds every reading the crate cites, word for word as in the project's full\n\
         account (`READINGS.md` at the root of the roguerules repository), which also holds the\n\
         readings that the other crates cite.\n\n{}",
        master.shared
    );
    for Family { intro: heading_and_intro, sections: blocks } in &master.families {
        let chosen: Vec<_> = blocks.iter().filter(|(id, _)| wanted.contains(id)).collect();
        if !chosen.is_empty() {
            out.push_str(heading_and_intro);
            chosen.iter().for_each(|(_, block)| out.push_str(block));
        }
    }
    format!("{}\n", out.trim_end())
}

/// The readings the crate's own files cite (its `READINGS.md` aside).
fn crate_citations(dir: &Path) -> BTreeSet<String> {
    let mut all = Vec::new();
    files(dir, &mut all);
    all.iter()
        .filter(|p| !p.ends_with("READINGS.md"))
        .flat_map(|p| cited(&std::fs::read_to_string(p).unwrap_or_default()))
        .collect()
}

/// In the repository: the crate's `READINGS.md` is the root `READINGS.md`'s sections
/// for what the crate cites, word for word (`ROGUERULES_BLESS_READINGS=1` rewrites it).
pub fn the_page_is_the_masters_sections_for_what_the_crate_cites(krate: &Crate<'_>) {
    let Crate { dir, name } = *krate;
    let Some(root) = workspace(dir) else { return };
    let master_text = std::fs::read_to_string(root.join("READINGS.md")).expect("root READINGS.md");
    let master = master(&master_text);
    let every: BTreeSet<String> =
        master.families.iter().flat_map(|f| f.sections.iter().map(|(id, _)| id.clone())).collect();
    // The CLI prints any reading on request, so it carries them all.
    let wanted = if name == "roguerules-cli" { every.clone() } else { crate_citations(dir) };
    let unknown: Vec<_> = wanted.difference(&every).collect();
    assert!(unknown.is_empty(), "{name} cites readings the root READINGS.md does not have: {unknown:?}");
    let want = page(&master, name, wanted);
    let path = dir.join("READINGS.md");
    if std::env::var_os("ROGUERULES_BLESS_READINGS").is_some() {
        std::fs::write(&path, &want).expect("write READINGS.md");
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "{} is not the root READINGS.md's sections for what {name} cites; \
         rewrite it with ROGUERULES_BLESS_READINGS=1 cargo test -p {name} --test citations",
        path.display()
    );
}

/// In the repository: every member crate's `tests/citations.rs` is the same file
/// (the one line that runs these checks).
pub fn every_crate_carries_this_file_unchanged(krate: &Crate<'_>) {
    let Crate { dir, .. } = *krate;
    let Some(root) = workspace(dir) else { return };
    let this = std::fs::read_to_string(dir.join("tests").join("citations.rs")).expect("this file");
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap_or_default();
    let members = manifest.lines().find_map(|l| l.trim().strip_prefix("members = ")).unwrap_or_default();
    let members: BTreeMap<&str, bool> = members
        .split('"')
        .skip(1)
        .step_by(2)
        // The test helper's whole job is to read the sources beside the
        // repository: it cites nothing and carries no readings page.
        .filter(|m| *m != "test-support")
        .map(|m| {
            (m, std::fs::read_to_string(root.join(m).join("tests").join("citations.rs")).ok() == Some(this.clone()))
        })
        .collect();
    assert!(members.len() >= 8, "workspace members: {members:?}");
    let differ: Vec<_> = members.iter().filter(|(_, same)| !**same).map(|(m, _)| m).collect();
    assert!(differ.is_empty(), "tests/citations.rs differs from this crate's copy (or is missing) in: {differ:?}");
}

/// In the repository: its own docs (root README, fuzz targets) cite only sections of
/// the root `READINGS.md` and no file outside the repository.
pub fn the_repositorys_own_docs_resolve_against_its_readings(krate: &Crate<'_>) {
    let Crate { dir, .. } = *krate;
    let Some(root) = workspace(dir) else { return };
    let have = sections(&std::fs::read_to_string(root.join("READINGS.md")).expect("root READINGS.md"));
    let mut all = vec![root.join("README.md"), root.join("READINGS.md")];
    files(&root.join("fuzz"), &mut all);
    let mut wrong = Vec::new();
    for path in &all {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let shown = path.strip_prefix(&root).unwrap_or(path).display().to_string();
        cited(&text).iter().filter(|id| !have.contains(*id)).for_each(|id| wrong.push(format!("{shown} cites {id}")));
        for (n, line) in text.lines().enumerate() {
            FOREIGN.iter().filter(|f| line.contains(**f)).for_each(|f| wrong.push(format!("{shown}:{}: {f}", n + 1)));
        }
    }
    assert!(wrong.is_empty(), "unresolved citations in the repository's docs:\n{}", wrong.join("\n"));
}
