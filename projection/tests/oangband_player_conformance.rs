//! Oangband 1.1.0's own `project_p` (and the player's part of `project_t`),
//! replayed draw for draw: the player traces in
//! `tests/conformance/oangband-1.1.0/` (written by `conformance/oangband/run.sh`,
//! modes `player` and `player_rare`) against the library's `oangband-1.1.0`
//! reading. Each test replays its whole file and reports every mismatching line
//! at once, with counts by GF type.

mod conformance;

use std::path::PathBuf;

fn replay(file: &str, at_least: usize) {
    let path: PathBuf =
        [env!("CARGO_MANIFEST_DIR"), "tests", "conformance", "oangband-1.1.0", &format!("{file}.jsonl")]
            .iter()
            .collect();
    let report = conformance::replay_file(&path);
    assert!(report.total >= at_least, "{}: only {} lines", path.display(), report.total);
    assert!(report.is_clean(), "{}:\n{report}", path.display());
}

#[test]
fn player_traces_replay_draw_for_draw() {
    replay("player", 1000);
}

#[test]
fn rare_player_traces_replay_draw_for_draw() {
    replay("player-rare", 100);
}
