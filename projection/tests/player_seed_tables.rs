//! Seed 000's two player tables, regenerated from the code's own tables and
//! compared with the seed's rows, read at run time from
//! `../shared/seeds/000_19d2c417f1a2608c.reflowed.txt` (relative to the
//! workspace root). Nothing is pasted from the seed: where that file is absent,
//! each test prints one line saying what it skipped and why, and passes.
//!
//! * "Effects of Terrain on Damage to the Player": every line, cell by cell;
//! * "Damage Types, Resistances, and Other Effects on the Player": every row's
//!   Damage type, Terr, Resist? and Other cells (GF_PMISSILE's blank cells
//!   printed blank, RULINGS Q45).

use roguerules_projection::player::{self, PLAYER_TABLE, PLAYER_TERRAIN};

use roguerules_test_support as shared;

/// The seed, relative to `../shared`.
const SEED: &str = "seeds/000_19d2c417f1a2608c.reflowed.txt";

/// The seed's text, or `None` (with one line printed, see
/// `roguerules-test-support`) when it is not there.
fn seed(_test: &str) -> Option<String> {
    shared::shared_file(SEED).map(str::to_owned)
}

/// The cells of the table rows after the line containing `heading`, up to the
/// next line starting with `Notes` or `=`; header rows (first cell `header`)
/// dropped.
fn table_rows(text: &str, heading: &str, header: &str) -> Vec<Vec<String>> {
    let mut lines = text.lines().skip_while(|l| !l.contains(heading));
    assert!(lines.next().is_some(), "heading '{heading}' not found in the seed");
    let mut rows = Vec::new();
    for line in lines {
        let t = line.trim();
        if t.starts_with("Notes") || t.starts_with('=') {
            break;
        }
        if !t.starts_with('|') {
            continue;
        }
        let cells: Vec<String> = t.trim_matches('|').split('|').map(|c| c.trim().to_owned()).collect();
        if cells[0] != header {
            rows.push(cells);
        }
    }
    assert!(!rows.is_empty(), "no rows under '{heading}'");
    rows
}

/// The note letters of a cell: `(a) (b)`, `(n)(o)(p)`.
fn note_letters(cell: &str) -> Vec<char> {
    let chars: Vec<char> = cell.chars().collect();
    chars.windows(3).filter(|w| w[0] == '(' && w[2] == ')' && w[1].is_ascii_alphabetic()).map(|w| w[1]).collect()
}

#[test]
fn player_terrain_table_is_the_seeds() {
    let Some(text) = seed("player_terrain_table_is_the_seeds") else { return };
    let rows = table_rows(&text, "Effects of Terrain on Damage to the Player", "Terrain");
    let mut place = String::new();
    let seed_lines: Vec<(String, String, String)> = rows
        .iter()
        .map(|r| {
            if !r[0].is_empty() {
                place = r[0].clone();
            }
            (place.clone(), r[1].clone(), r[2].clone())
        })
        .collect();
    let code_lines: Vec<(String, String, String)> =
        PLAYER_TERRAIN.iter().map(|l| (l.place_text(), l.adjust_text(), l.types_text())).collect();
    assert_eq!(code_lines, seed_lines);
}

#[test]
fn player_table_is_the_seeds() {
    let Some(text) = seed("player_table_is_the_seeds") else { return };
    let rows = table_rows(&text, "Damage Types, Resistances, and Other Effects on the Player", "Damage type");
    assert!(rows.iter().all(|r| r.len() == 4), "four columns");
    let seed_rows: Vec<(String, String, String, Vec<char>)> =
        rows.iter().map(|r| (r[0].clone(), r[1].clone(), r[2].clone(), note_letters(&r[3]))).collect();
    let code_rows: Vec<(String, String, String, Vec<char>)> = PLAYER_TABLE
        .iter()
        .map(|row| (row.name().to_owned(), row.terr_text(), row.resist_text(), row.notes.to_vec()))
        .collect();
    assert_eq!(code_rows, seed_rows);
    // And every note letter from (a) to (Y) is named by some cell.
    let mut letters: Vec<char> =
        PLAYER_TABLE.iter().flat_map(|r| r.resist_notes.iter().chain(r.notes)).copied().collect();
    letters.sort();
    letters.dedup();
    let mut want: Vec<char> = ('a'..='z').chain('A'..='Y').collect();
    want.sort();
    assert_eq!(letters, want);
    assert!(player::player_row(roguerules_projection::Gf::Lite).is_some(), "GF_LIGHT is GF_LITE");
}
