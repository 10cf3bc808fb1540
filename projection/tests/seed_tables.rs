//! Seed 000's three tables about monsters and objects, regenerated from the
//! code's own tables and compared with the seed's rows, read at run time from
//! `../shared/seeds/000_19d2c417f1a2608c.reflowed.txt` (relative to the
//! workspace root). Nothing is pasted from the seed: where that file is absent (a
//! user's clone has no `../shared`), each test prints one line saying what it
//! skipped and why, and passes; CI has the file.
//!
//! * "Effects of Terrain on Damage to Monsters": every line, cell by cell;
//! * "Damage Types, Resistances, and Other Effects on Monsters": every line's
//!   Damage type, Terr, Resist? and R D cells, in the seed's layout; the Other
//!   column per row (group), as the set of its notes (the seed repeats GF_LITE's
//!   (N) on its second line). The R # column is data of the monster list, not a
//!   rule, and is not compared. Grouped types (RULINGS P1) share their row.
//! * "Damage Types and Effects on Objects": every line, cell by cell.

use roguerules_projection::monster::{self, AdjustedTypes, TERRAIN_ADJUSTMENTS};
use roguerules_projection::object::OBJECT_TABLE;
use roguerules_projection::{Gf, Terrain};

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

/// The note letters of an Other cell: `(a) (b)`, `(n)(o)(p)(q)`.
fn note_letters(cell: &str) -> Vec<char> {
    let mut out = Vec::new();
    let chars: Vec<char> = cell.chars().collect();
    for w in chars.windows(3) {
        if w[0] == '(' && w[2] == ')' && w[1].is_ascii_alphabetic() {
            out.push(w[1]);
        }
    }
    out
}

#[test]
fn terrain_adjustments_are_the_seeds() {
    let Some(text) = seed("terrain_adjustments_are_the_seeds") else { return };
    let rows = table_rows(&text, "Effects of Terrain on Damage to Monsters", "Terrain");
    let mut seed_lines = Vec::new();
    let mut terrain = String::new();
    for r in &rows {
        if !r[0].is_empty() {
            terrain = r[0].clone();
        }
        seed_lines.push((terrain.clone(), r[1].clone(), r[2].clone()));
    }
    let code_lines: Vec<(String, String, String)> =
        TERRAIN_ADJUSTMENTS.iter().map(|a| (a.terrain.to_string(), a.adjust_text(), a.types_text())).collect();
    assert_eq!(code_lines, seed_lines);
    // Note (a) is on exactly the rubble and tree lines, and "All" means all.
    for a in &TERRAIN_ADJUSTMENTS {
        assert_eq!(a.avoidance, matches!(a.terrain, Terrain::Rubble | Terrain::Tree));
        assert_eq!(matches!(a.types, AdjustedTypes::All), a.avoidance);
    }
}

/// One group of the monster table: its types, Terr, resist lines and notes.
#[derive(Debug, PartialEq, Eq)]
struct Group {
    types: Vec<String>,
    terr: String,
    lines: Vec<(String, String)>,
    notes: Vec<char>,
}

#[test]
fn monster_table_is_the_seeds() {
    let Some(text) = seed("monster_table_is_the_seeds") else { return };
    let rows = table_rows(&text, "Damage Types, Resistances, and Other Effects on Monsters", "Damage type");
    assert!(rows.iter().all(|r| r.len() == 6), "six columns");

    // The seed, grouped as RULINGS P1 reads it.
    let mut seed_groups: Vec<Group> = Vec::new();
    let mut seed_layout = Vec::new();
    for r in &rows {
        let (ty, terr, resist, rd, other) = (&r[0], &r[1], &r[2], &r[4], &r[5]);
        if !terr.is_empty() {
            seed_groups.push(Group { types: vec![ty.clone()], terr: terr.clone(), lines: vec![], notes: vec![] });
        } else if !ty.is_empty() {
            seed_groups.last_mut().expect("a first row").types.push(ty.clone());
        }
        let g = seed_groups.last_mut().expect("a first row");
        if !resist.is_empty() {
            g.lines.push((resist.clone(), rd.clone()));
        }
        for n in note_letters(other) {
            if !g.notes.contains(&n) {
                g.notes.push(n);
            }
        }
        seed_layout.push([ty.clone(), terr.clone(), resist.clone(), rd.clone()]);
    }

    // The code's table.
    let code_groups: Vec<Group> = monster::table()
        .iter()
        .map(|row| Group {
            types: row.types.iter().map(|g| g.name().to_owned()).collect(),
            terr: row.terr.to_string(),
            lines: row.resists.iter().map(|l| (l.condition.to_string(), l.fraction.rd_cell().to_owned())).collect(),
            notes: row.notes.to_vec(),
        })
        .collect();
    let code_layout: Vec<[String; 4]> = monster::table()
        .iter()
        .flat_map(|row| row.lines())
        .map(|l| {
            [
                l.gf.map(|g| g.name().to_owned()).unwrap_or_default(),
                l.terr.map(|t| t.to_string()).unwrap_or_default(),
                l.resist.map(|r| r.condition.to_string()).unwrap_or_default(),
                l.resist.map(|r| r.fraction.rd_cell().to_owned()).unwrap_or_default(),
            ]
        })
        .collect();

    assert_eq!(code_groups.len(), seed_groups.len());
    for (code, seed) in code_groups.iter().zip(&seed_groups) {
        assert_eq!(code, seed);
    }
    assert_eq!(code_layout, seed_layout);
    // Every type the seed lists has the row the rules use.
    for g in &seed_groups {
        for name in &g.types {
            let gf: Gf = name.parse().unwrap();
            let row = monster::monster_row(gf).unwrap();
            assert_eq!(row.types[0].name(), g.types[0], "{name}");
        }
    }
    println!("monster table: {} rows, {} lines, as the seed", code_groups.len(), code_layout.len());
}

#[test]
fn object_table_is_the_seeds() {
    let Some(text) = seed("object_table_is_the_seeds") else { return };
    let rows = table_rows(&text, "Damage Types and Effects on Objects", "Attack Type");
    let seed_layout: Vec<[String; 4]> =
        rows.iter().map(|r| [r[0].clone(), r[1].clone(), r[2].clone(), r[3].clone()]).collect();
    let mut code_layout = Vec::new();
    for row in OBJECT_TABLE {
        for i in 0..row.types.len().max(row.lines.len()) {
            let ty = row.types.get(i).map(|g| g.name().to_owned()).unwrap_or_default();
            let cells = match row.lines.get(i) {
                Some(l) => [l.affects.to_string(), l.threshold_cell(), l.ignore_cell()],
                None => Default::default(),
            };
            let [a, t, f] = cells;
            code_layout.push([ty, a, t, f]);
        }
    }
    assert_eq!(code_layout, seed_layout);
}
