//! The conformance replay harness itself (`tests/conformance/mod.rs`), on tiny
//! hand-made traces whose outcome is known: it accepts a trace the library
//! follows and names what differs in one it does not.

mod conformance;

use conformance::{Report, replay_str};

const FIRE_BOLT: &str = r#"{"rule":"monster","input":{"gf":"fire","dam":10,"terrain":"floor","monster":{"level":5,"hp":50}},"draws":[],"game":{"damage":10,"killed":false,"hp":40,"stun":0,"teleport":0,"learned":[]}}"#;

fn one(line: &str) -> Report {
    let report = replay_str(line);
    assert_eq!(report.total, 1);
    report
}

#[test]
fn a_seed_fire_bolt_on_the_floor_replays_without_draws() {
    let report = one(FIRE_BOLT);
    assert!(report.is_clean(), "{report}");
}

#[test]
fn a_wrong_game_value_is_named_with_its_key() {
    let report = one(&FIRE_BOLT.replace(r#""hp":40"#, r#""hp":41"#));
    assert_eq!(report.mismatches.len(), 1);
    assert!(report.mismatches[0].what.contains("hp: game 41, library 40"), "{report}");
    assert_eq!(report.mismatches_by_gf().get("fire"), Some(&1));
}

#[test]
fn a_draw_the_library_does_not_make_is_left_over() {
    let report = one(&FIRE_BOLT.replace(r#""draws":[]"#, r#""draws":[[4,1]]"#));
    assert!(report.mismatches[0].what.contains("the library made 0 draws, the game 1"), "{report}");
}

#[test]
fn a_span_that_differs_is_named_with_the_draw_index() {
    // Rubble: a monster that can move avoids one time in 4 (one draw on 0..=3);
    // a recorded span of 5 is refused at draw 0.
    let line = r#"{"rule":"monster","input":{"gf":"fire","dam":10,"terrain":"rubble","monster":{"hp":50}},"draws":[[5,0]],"game":{}}"#;
    let report = one(line);
    assert!(
        report.mismatches[0].what.starts_with("draw 0: the library asked for 0..=3, the record spans 5 values"),
        "{report}"
    );
}

#[test]
fn terrain_and_object_lines_compare_their_outcome() {
    let text = concat!(
        r#"{"rule":"terrain","input":{"gf":"water","dam":500,"terrain":"floor"},"draws":[[400,7]],"game":{"terrain":"water"}}"#,
        "\n",
        r#"{"rule":"object","input":{"gf":"mana","dam":1,"class":"sword"},"draws":[],"game":{"destroyed":true,"trap_removed":false}}"#,
        "\n",
        r#"{"rule":"object","input":{"gf":"fire","dam":1,"class":"sword"},"draws":[],"game":{"destroyed":true}}"#,
    );
    let report = replay_str(text);
    assert_eq!(report.total, 3);
    assert_eq!(report.mismatches.len(), 1, "{report}");
    assert_eq!(report.mismatches[0].line, 3);
    assert!(report.mismatches[0].what.contains("destroyed: game true, library false"), "{report}");
}
