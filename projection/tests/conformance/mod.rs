//! Replaying conformance traces (the shared trace format: one JSON object per
//! line with `"rule"`, `"input"`, `"draws"` and `"game"`) against the library,
//! draw for draw.
//!
//! A trace line's `"draws"` are the game's `Rand_div(m)` calls with `m >= 2`, as
//! `[m, r]`. [`Replay`] (the dice crate's) answers the library's `draw(lo, hi)` with `lo + r` after
//! checking `hi - lo + 1 == m`; after the rule, every recorded draw must have been
//! used. Then each key of `"game"` is compared with the serde_json value of the
//! same name in the library's outcome (terrain: `"terrain"` is the returned
//! `Option<Terrain>`). Keys the library has no field for are listed in
//! [`GAME_ONLY_KEYS`] and skipped (`conformance/oangband/README.md` says what they
//! mean).
#![allow(dead_code)]

pub use roguerules_dice::Replay;
use roguerules_projection::monster::{self, MonsterInput};
use roguerules_projection::object::{self, ObjectInput};
use roguerules_projection::player::{self, PlayerInput, PlayerOutcome};
use roguerules_projection::terrain::{self, TerrainInput};
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

/// The `"game"` keys that record what the game did beyond the library's
/// outcome: not compared.
pub const GAME_ONLY_KEYS: &[&str] =
    &["project_t", "flood_draw_dropped", "object_placed", "take_hit", "lose_exp", "stats", "seed"];

/// One trace line that did not replay.
#[derive(Debug, Clone)]
pub struct Mismatch {
    /// 1-based line number in the file.
    pub line: usize,
    /// The input's `"gf"`.
    pub gf: String,
    /// What differed.
    pub what: String,
}

/// The result of replaying one file.
#[derive(Debug, Default)]
pub struct Report {
    /// Lines replayed.
    pub total: usize,
    /// Lines per GF type.
    pub total_by_gf: BTreeMap<String, usize>,
    /// Every line that did not replay.
    pub mismatches: Vec<Mismatch>,
}

impl Report {
    /// Mismatching lines per GF type.
    pub fn mismatches_by_gf(&self) -> BTreeMap<String, usize> {
        let mut by = BTreeMap::new();
        for m in &self.mismatches {
            *by.entry(m.gf.clone()).or_insert(0) += 1;
        }
        by
    }

    /// No mismatch.
    pub fn is_clean(&self) -> bool {
        self.mismatches.is_empty()
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} of {} lines replay draw for draw", self.total - self.mismatches.len(), self.total)?;
        let bad = self.mismatches_by_gf();
        writeln!(f, "by GF type (mismatching / lines):")?;
        for (gf, n) in &self.total_by_gf {
            writeln!(f, "  {gf:<16} {:>4} / {n}", bad.get(gf).copied().unwrap_or(0))?;
        }
        for m in &self.mismatches {
            writeln!(f, "line {} ({}): {}", m.line, m.gf, m.what)?;
        }
        Ok(())
    }
}

/// Replays every line of the trace file at `path` (JSON Lines; every line's
/// `"rule"` must be `monster`, `terrain` or `object`).
///
/// # Panics
///
/// When the file cannot be read.
pub fn replay_file(path: impl AsRef<Path>) -> Report {
    let path = path.as_ref();
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    replay_str(&text)
}

/// Replays every non-empty line of `text`.
pub fn replay_str(text: &str) -> Report {
    let mut report = Report::default();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        report.total += 1;
        let (gf, result) = match serde_json::from_str::<Value>(line) {
            Ok(v) => {
                let gf = v["input"]["gf"].as_str().unwrap_or("?").to_owned();
                (gf, replay_line(&v))
            }
            Err(e) => ("?".to_owned(), Err(format!("not JSON: {e}"))),
        };
        *report.total_by_gf.entry(gf.clone()).or_insert(0) += 1;
        if let Err(what) = result {
            report.mismatches.push(Mismatch { line: i + 1, gf, what });
        }
    }
    report
}

/// Replays one parsed trace line: `Ok(())` when the library draws exactly the
/// game's draws and every compared key agrees.
pub fn replay_line(v: &Value) -> Result<(), String> {
    let draws = parse_draws(&v["draws"])?;
    let mut replay = Replay::new(draws);
    let rule = v["rule"].as_str().ok_or("no \"rule\"")?;
    let input = v["input"].clone();
    let outcome: Result<Value, String> = match rule {
        "monster" => {
            let input: MonsterInput = serde_json::from_value(input).map_err(|e| format!("input refused: {e}"))?;
            monster::project(&mut replay, &input)
                .map_err(|e| e.to_string())
                .and_then(|o| serde_json::to_value(o).map_err(|e| e.to_string()))
        }
        "terrain" => {
            let input: TerrainInput = serde_json::from_value(input).map_err(|e| format!("input refused: {e}"))?;
            terrain::project(&mut replay, &input)
                .map_err(|e| e.to_string())
                .map(|t| serde_json::json!({ "terrain": t }))
        }
        "object" => {
            let input: ObjectInput = serde_json::from_value(input).map_err(|e| format!("input refused: {e}"))?;
            object::project(&mut replay, &input)
                .map_err(|e| e.to_string())
                .and_then(|o| serde_json::to_value(o).map_err(|e| e.to_string()))
        }
        "player" => {
            let input: PlayerInput = serde_json::from_value(input).map_err(|e| format!("input refused: {e}"))?;
            player::project(&mut replay, &input).map_err(|e| e.to_string()).and_then(|o| player_value(&o))
        }
        other => return Err(format!("unknown rule {other:?}")),
    };
    if let Some(fault) = replay.fault() {
        let detail = outcome.as_ref().err().map(|e| format!(" ({e})")).unwrap_or_default();
        return Err(format!("{fault}{detail}"));
    }
    let outcome = outcome.map_err(|e| format!("the library refused: {e}"))?;
    if replay.remaining() > 0 {
        return Err(format!(
            "the library made {} draws, the game {}",
            replay.used(),
            replay.used() + replay.remaining()
        ));
    }
    compare(&v["game"], &outcome)
}

fn parse_draws(v: &Value) -> Result<Vec<(i64, i64)>, String> {
    let list = v.as_array().ok_or("\"draws\" is not a list")?;
    list.iter()
        .map(|d| {
            match d.as_array().map(|p| (p.len(), p.first().and_then(Value::as_i64), p.get(1).and_then(Value::as_i64))) {
                Some((2, Some(m), Some(r))) if m >= 2 && (0..m).contains(&r) => Ok((m, r)),
                _ => Err(format!("bad draw {d}")),
            }
        })
        .collect()
}

/// Compares every `"game"` key but [`GAME_ONLY_KEYS`] with the outcome's key of
/// the same name.
fn compare(game: &Value, outcome: &Value) -> Result<(), String> {
    let game = game.as_object().ok_or("\"game\" is not an object")?;
    let mut diffs = Vec::new();
    for (key, want) in game {
        if GAME_ONLY_KEYS.contains(&key.as_str()) {
            continue;
        }
        if key == "learned" {
            // A set of flag names, in the game's order and the library's; the
            // library leaves the key out when it is empty.
            let names = |v: Option<&Value>| {
                let mut n: Vec<String> = v
                    .and_then(Value::as_array)
                    .map(|a| a.iter().map(|x| x.as_str().unwrap_or("?").to_owned()).collect())
                    .unwrap_or_default();
                n.sort();
                n
            };
            if names(Some(want)) != names(outcome.get(key)) {
                diffs.push(format!("learned: game {want}, library {:?}", outcome.get(key)));
            }
            continue;
        }
        if key == "inven_damage" {
            let mut w: Vec<Value> = want.as_array().cloned().unwrap_or_default();
            w.sort_by_key(|x| x.to_string());
            if Some(&Value::Array(w)) != outcome.get(key) {
                diffs.push(format!("inven_damage: game {want}, library {:?}", outcome.get(key)));
            }
            continue;
        }
        match outcome.get(key) {
            Some(got) if got == want => {}
            Some(got) => diffs.push(format!("{key}: game {want}, library {got}")),
            None => diffs.push(format!("{key}: the library's outcome has no such key")),
        }
    }
    if diffs.is_empty() { Ok(()) } else { Err(diffs.join("; ")) }
}

/// The player's outcome as the kit records the game: the outcome's keys, with
/// the inventory chances as `"inven_damage"`, `[[kind, perc], ...]` (the
/// `perc` handed to `inven_damage`, every kind of a chance being that one
/// number under the game's reading), sorted by kind (the compare sorts the
/// game's list too).
fn player_value(o: &PlayerOutcome) -> Result<Value, String> {
    let mut v = serde_json::to_value(o).map_err(|e| e.to_string())?;
    let inv = &o.inventory;
    let mut list: Vec<Value> = [("acid", inv.acid), ("cold", inv.cold), ("elec", inv.elec), ("fire", inv.fire)]
        .into_iter()
        .filter_map(|(k, c)| c.map(|c| serde_json::json!([k, c.other])))
        .collect();
    list.sort_by_key(|x| x.to_string());
    if let Some(m) = v.as_object_mut() {
        m.insert("inven_damage".to_owned(), Value::Array(list));
    }
    Ok(v)
}
