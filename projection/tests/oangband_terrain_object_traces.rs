//! Oangband 1.1.0's own `project_f`/`project_t` and `project_o`, replayed draw
//! for draw: the traces in `tests/conformance/oangband-1.1.0/` (recorded from the
//! game's code by `conformance/oangband/run.sh`) against the library's
//! `oangband-1.1.0` reading, every line of each file, every mismatch reported at
//! once with counts by GF type.
//!
//! Besides the kit's `terrain.jsonl` and `object.jsonl`, three files recorded
//! with the same driver: `terrain-kill-wall.jsonl`, 400 `GF_KILL_WALL` shots at
//! rubble (its `rand_int(100)` find: 4 objects placed); `terrain-all.jsonl`,
//! every terrain type on every terrain at 20 damages (thresholds and their
//! neighbours); `object-all.jsonl`, every object type on every class at 1, 39,
//! 40 and 50 damage, with `IGNORE` flags, artifacts, curses and chest traps
//! cycling. The terrain files were recorded with the driver giving rubble and
//! trees `CAVE_WALL`, as the game's `cave_set_feat` does: without it
//! `project_f` takes rubble for an open grid.

mod conformance;

use roguerules_projection::terrain::{self, TerrainInput};
use serde_json::Value;
use std::path::PathBuf;

fn path(rule: &str) -> PathBuf {
    [env!("CARGO_MANIFEST_DIR"), "tests", "conformance", "oangband-1.1.0", &format!("{rule}.jsonl")].iter().collect()
}

fn replay(rule: &str) {
    let path = path(rule);
    let report = conformance::replay_file(&path);
    assert!(report.total >= 100, "{}: only {} lines", path.display(), report.total);
    assert!(report.is_clean(), "{}:\n{report}", path.display());
}

#[test]
fn terrain_traces_replay_draw_for_draw() {
    replay("terrain");
}

#[test]
fn kill_wall_traces_replay_draw_for_draw() {
    replay("terrain-kill-wall");
}

#[test]
fn object_traces_replay_draw_for_draw() {
    replay("object");
}

#[test]
fn every_terrain_type_on_every_terrain_replays_draw_for_draw() {
    replay("terrain-all");
}

#[test]
fn every_object_type_on_every_class_replays_draw_for_draw() {
    replay("object-all");
}

/// The game's `"object_placed"` (an object buried in rubble that `GF_KILL_WALL`
/// dissolves, placed by `project_f`) is the library's
/// `TerrainOutcome::buried_object`, which the shared harness does not compare.
#[test]
fn terrain_traces_agree_on_buried_objects() {
    let mut compared = 0;
    let mut placed_seen = 0;
    let text = [path("terrain"), path("terrain-kill-wall"), path("terrain-all")]
        .map(|p| std::fs::read_to_string(p).unwrap())
        .join("\n");
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let v: Value = serde_json::from_str(line).unwrap();
        let Some(placed) = v["game"]["object_placed"].as_bool() else { continue };
        let input: TerrainInput = serde_json::from_value(v["input"].clone()).unwrap();
        let draws = v["draws"].as_array().unwrap().iter().map(|d| (d[0].as_i64().unwrap(), d[1].as_i64().unwrap()));
        let mut source = conformance::Replay::new(draws);
        let out = terrain::outcome(&mut source, &input).unwrap_or_else(|e| panic!("line {}: {e}", i + 1));
        assert_eq!(out.buried_object, placed, "line {}: {line}", i + 1);
        compared += 1;
        placed_seen += usize::from(placed);
    }
    assert!(compared >= 1400, "only {compared} lines say whether an object was placed");
    assert!(placed_seen >= 1, "no line shows a buried object");
}
