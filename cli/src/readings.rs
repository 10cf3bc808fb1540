//! `readings`: what "RULINGS T1" in any output means. The CLI carries the whole
//! account of the sources and of every reading (`cli/READINGS.md`, the same
//! sections as the library crates' `readings` modules) and prints the sections
//! asked for, or their list.

use crate::output::{CliError, CliResult, print_json};
use clap::Args;
use serde_json::{Value, json};

/// The page: the five sources, the two kinds of reading, every numbered reading.
const PAGE: &str = include_str!("../READINGS.md");

/// The page's section on the seed reading and the game readings, shown as `game`.
const GAME: &str = "Seed readings and game readings";

#[derive(Debug, Args)]
pub struct ReadingsArgs {
    /// Readings to print, by number (e.g. T1, p10, "RULINGS Q13", G1-G4), a source by seed number (e.g. 000), or
    /// `game` (the seed reading and the game readings); none lists them all.
    #[arg(value_name = "ID")]
    ids: Vec<String>,
    /// Print JSON: each section's id, title and text.
    #[arg(long)]
    json: bool,
}

/// One `### ` section of the page.
struct Section {
    /// `T1`, or `000` for seed 000.
    id: String,
    /// The heading after its number: `Two misprints in the seed's tables`.
    title: String,
    /// The body, trimmed.
    text: String,
}

/// Every numbered reading's id and title (`T1`, `Two misprints in the seed's tables`).
pub(crate) fn titles() -> Vec<(String, String)> {
    sections().into_iter().map(|s| (s.id, s.title)).collect()
}

fn sections() -> Vec<Section> {
    let mut out: Vec<Section> = Vec::new();
    for line in PAGE.lines() {
        if let Some(heading) = line.strip_prefix("### ") {
            let (id, title) = match heading.strip_prefix("Seed ").and_then(|h| h.split_once(": ")) {
                Some((seed, title)) => (seed, title),
                None => heading.split_once(". ").unwrap_or((heading, "")),
            };
            out.push(Section { id: id.to_owned(), title: title.to_owned(), text: String::new() });
        } else if line.starts_with("## ") || line.starts_with("# ") {
            // A family heading ends the section before it.
            if let Some(last) = out.last_mut() {
                last.text = last.text.trim().to_owned();
            }
            let game = line.strip_prefix("## ") == Some(GAME);
            let (id, title) = if game { ("game", GAME) } else { ("", "") };
            out.push(Section { id: id.to_owned(), title: title.to_owned(), text: String::new() });
        } else if let Some(last) = out.last_mut() {
            last.text.push_str(line);
            last.text.push('\n');
        }
    }
    out.retain(|s| !s.id.is_empty());
    out.iter_mut().for_each(|s| s.text = s.text.trim().to_owned());
    out
}

/// The section ids one argument names: `t1`, `RULINGS T1`, `G1-G4`, `seed 000`.
fn ids_of(arg: &str, all: &[Section]) -> Result<Vec<String>, CliError> {
    let upper = arg.trim().to_uppercase();
    let bare = upper.strip_prefix("RULINGS").or_else(|| upper.strip_prefix("SEED")).unwrap_or(&upper).trim();
    let bad = || {
        CliError::usage(format!(
            "no reading {arg:?}: give a number such as T1 or G1-G4, or a seed such as 000 (see `roguerules readings`)"
        ))
    };
    let position = |id: &str| all.iter().position(|s| s.id.eq_ignore_ascii_case(id));
    match bare.split_once('-') {
        Some((from, to)) => {
            let letter: String = from.chars().take(1).collect();
            let to = if to.starts_with(|c: char| c.is_ascii_digit()) { format!("{letter}{to}") } else { to.to_owned() };
            let (Some(a), Some(b)) = (position(from), position(&to)) else { return Err(bad()) };
            if b < a || !to.starts_with(&letter) {
                return Err(bad());
            }
            Ok(all[a..=b].iter().map(|s| s.id.clone()).collect())
        }
        None => position(bare).map(|i| vec![all[i].id.clone()]).ok_or_else(bad),
    }
}

pub fn run(args: ReadingsArgs) -> CliResult {
    let all = sections();
    let mut chosen: Vec<&Section> = Vec::new();
    for arg in &args.ids {
        for id in ids_of(arg, &all)? {
            if let Some(s) = all.iter().find(|s| s.id == id).filter(|s| !chosen.iter().any(|c| c.id == s.id)) {
                chosen.push(s);
            }
        }
    }
    let listing = chosen.is_empty();
    if listing {
        chosen = all.iter().collect();
    }
    if args.json {
        let list: Vec<Value> = chosen
            .iter()
            .map(|s| json!({"id": s.id, "title": s.title, "text": if listing { Value::Null } else { json!(s.text) }}))
            .collect();
        print_json(&json!({ "readings": list }));
        return Ok(());
    }
    if listing {
        outln!("The sources and the readings of their unclear passages (\"RULINGS T1\" in any output is T1 here).");
        outln!("`roguerules readings T1` prints one, `roguerules readings G1-G4 000` several.");
        outln!();
        for s in chosen {
            let id = match s.id.as_str() {
                id if id.starts_with(|c: char| c.is_ascii_digit()) => format!("seed {id}"),
                id => id.to_owned(),
            };
            outln!("  {id:<9} {}", s.title);
        }
        return Ok(());
    }
    for (i, s) in chosen.iter().enumerate() {
        if i > 0 {
            outln!();
        }
        match s.id.as_str() {
            "game" => outln!("{}", s.title),
            id if id.starts_with(|c: char| c.is_ascii_digit()) => outln!("Seed {id}: {}", s.title),
            id => outln!("RULINGS {id}. {}", s.title),
        }
        outln!();
        outln!("{}", s.text);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_has_every_source_and_reading_once() {
        let all = sections();
        let ids: Vec<&str> = all.iter().map(|s| s.id.as_str()).collect();
        for seed in ["000", "001", "002", "003", "004"] {
            assert!(ids.contains(&seed), "{seed}");
        }
        for (family, count) in [("G", 4), ("P", 13), ("Q", 46), ("T", 4), ("M", 9), ("W", 7), ("B", 29)] {
            for n in 1..=count {
                assert_eq!(ids.iter().filter(|i| **i == format!("{family}{n}")).count(), 1, "{family}{n}");
            }
        }
        assert!(ids.contains(&"game"));
        assert_eq!(all.len(), 5 + 1 + 4 + 13 + 46 + 4 + 9 + 7 + 29);
        assert!(all.iter().all(|s| !s.title.is_empty() && !s.text.is_empty()));
        let t1 = all.iter().find(|s| s.id == "T1").unwrap();
        let words = t1.text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(words.contains("is 3232 out of 6561") && !t1.text.contains("###"), "{}", t1.text);
    }

    #[test]
    fn arguments_name_sections_in_any_case_with_ranges() {
        let all = sections();
        assert_eq!(ids_of("t1", &all).unwrap(), ["T1"]);
        assert_eq!(ids_of("RULINGS P10", &all).unwrap(), ["P10"]);
        assert_eq!(ids_of("G1-G4", &all).unwrap(), ["G1", "G2", "G3", "G4"]);
        assert_eq!(ids_of("q17-19", &all).unwrap(), ["Q17", "Q18", "Q19"]);
        assert_eq!(ids_of("seed 004", &all).unwrap(), ["004"]);
        assert_eq!(ids_of("game", &all).unwrap(), ["game"]);
        for bad in ["t5", "g4-g1", "g3-p2", "X1", "", "-", "é-1", "000-004"] {
            assert!(ids_of(bad, &all).is_err(), "{bad:?}");
        }
    }
}
