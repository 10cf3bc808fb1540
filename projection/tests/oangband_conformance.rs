//! Oangband 1.1.0's own `project_m`, `project_f`/`project_t` and `project_o`,
//! replayed draw for draw: the traces in `tests/conformance/oangband-1.1.0/`
//! (written by `conformance/oangband/run.sh`) against the library's
//! `oangband-1.1.0` reading. Each test replays its whole file and reports every
//! mismatching line at once, with counts by GF type.

mod conformance;

use std::path::PathBuf;

fn replay(rule: &str) {
    let path: PathBuf =
        [env!("CARGO_MANIFEST_DIR"), "tests", "conformance", "oangband-1.1.0", &format!("{rule}.jsonl")]
            .iter()
            .collect();
    let report = conformance::replay_file(&path);
    assert!(report.total >= 100, "{}: only {} lines", path.display(), report.total);
    assert!(report.is_clean(), "{}:\n{report}", path.display());
}

#[test]
fn monster_traces_replay_draw_for_draw() {
    replay("monster");
}

#[test]
fn terrain_traces_replay_draw_for_draw() {
    replay("terrain");
}

#[test]
fn object_traces_replay_draw_for_draw() {
    replay("object");
}

#[test]
fn unseen_and_held_monster_traces_replay_draw_for_draw() {
    replay("monster-state");
}
