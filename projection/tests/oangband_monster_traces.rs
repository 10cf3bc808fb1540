//! Conformance: every trace recorded from the released Oangband 1.1.0's
//! `project_m` and `project_t` (`conformance/oangband-1.1.0/monster-headless.jsonl`,
//! its README says how: the library's input, the game's `Rand_div(m)` draws as
//! `[m, r]`, and what the game's state showed afterwards) replays draw for draw
//! under `Reading::Oangband110`, with the game's outcome.

use roguerules_dice::SourceError;
use roguerules_projection::monster::{self, MonsterInput};
use roguerules_vocab::Reading;
use serde_json::Value;
use std::collections::BTreeMap;

const TRACES: &str = include_str!("conformance/oangband-1.1.0/monster-headless.jsonl");

/// Replays the game's draws, checking each span.
struct Replay<'a> {
    draws: &'a [(i64, i64)],
    next: usize,
    mismatch: Option<String>,
}

impl roguerules_dice::Source for Replay<'_> {
    fn draw(&mut self, lo: i64, hi: i64) -> Result<i64, SourceError> {
        let n = self.next;
        self.next += 1;
        match self.draws.get(n) {
            Some(&(m, r)) if hi - lo + 1 == m => Ok(lo + r),
            Some(&(m, _)) => {
                self.mismatch.get_or_insert(format!("draw {n}: the rule asks for {lo}..={hi}, the game drew {m}"));
                Ok(lo)
            }
            None => {
                self.mismatch
                    .get_or_insert(format!("draw {n} on {lo}..={hi}: the game made only {}", self.draws.len()));
                Ok(lo)
            }
        }
    }
}

/// The first difference between the library's outcome and the game's fields.
fn compare(ours: &Value, game: &Value) -> Option<String> {
    let Value::Object(fields) = game else { return Some(format!("game outcome is not an object: {game}")) };
    for (key, want) in fields {
        let got = ours.get(key).cloned().unwrap_or(Value::Null);
        let same = match (&got, want) {
            // Flag lists in any order and spelling.
            (Value::Array(a), Value::Array(b)) => {
                let norm = |v: &Vec<Value>| {
                    let mut s: Vec<String> = v.iter().map(|x| x.as_str().unwrap_or("").to_ascii_uppercase()).collect();
                    s.sort();
                    s
                };
                norm(a) == norm(b)
            }
            (Value::Null, Value::Array(b)) => b.is_empty(),
            _ => &got == want,
        };
        if !same {
            return Some(format!("{key}: library {got}, game {want}"));
        }
    }
    None
}

#[test]
fn every_trace_replays_draw_for_draw_with_the_games_outcome() {
    let mut per_gf: BTreeMap<String, (u32, u32)> = BTreeMap::new();
    let mut failures = Vec::new();
    for (line_no, line) in TRACES.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let trace: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("line {}: {e}", line_no + 1));
        let mut input: MonsterInput = serde_json::from_value(trace["input"].clone())
            .unwrap_or_else(|e| panic!("line {}: input: {e}", line_no + 1));
        input.reading = Reading::Oangband110;
        let draws: Vec<(i64, i64)> = trace["draws"]
            .as_array()
            .expect("draws")
            .iter()
            .map(|d| (d[0].as_i64().expect("m"), d[1].as_i64().expect("r")))
            .collect();
        let mut replay = Replay { draws: &draws, next: 0, mismatch: None };
        let result = monster::project(&mut replay, &input);
        let problem = match result {
            Err(e) => Some(format!("error: {e}")),
            Ok(_) if replay.mismatch.is_some() => replay.mismatch.clone(),
            Ok(_) if replay.next != draws.len() => {
                Some(format!("{} of the game's {} draws consumed", replay.next, draws.len()))
            }
            Ok(out) => compare(&serde_json::to_value(out).unwrap(), &trace["game"]),
        };
        let entry = per_gf.entry(input.gf.to_string()).or_insert((0, 0));
        entry.1 += 1;
        match problem {
            None => entry.0 += 1,
            Some(p) => failures.push(format!("line {} ({}): {p}", line_no + 1, input.gf)),
        }
    }
    let summary: Vec<String> = per_gf.iter().map(|(gf, (ok, n))| format!("{gf} {ok}/{n}")).collect();
    assert!(!per_gf.is_empty(), "no traces");
    assert!(
        failures.is_empty(),
        "{} traces fail; per type: {}\nfirst failures:\n{}",
        failures.len(),
        summary.join(", "),
        failures.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
    );
}
