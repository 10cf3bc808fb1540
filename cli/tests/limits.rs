//! Issue 13, item 2: no hangs, no floods. Every former hang case finishes in
//! seconds or is refused at once, naming the limit and how to raise it; a long
//! distribution or list is summarised in text. `.ci/run` runs this file in a
//! release build, where each must finish within 10 seconds (`common::limit`).

mod common;

use common::{fails, run, stdout, text, timed};

/// Issue 13 item 3: a million rolls are summarised unless --full.
#[test]
fn long_lists_are_summarised() {
    let (out, took) = timed(&["roll", "3d6", "-n", "1000000", "--seed", "5"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.lines().count() < 10, "{text}");
    assert!(text.contains("1000000 rolls") && text.contains("quantiles: ") && text.contains("--full"), "{text}");
    assert!(text.lines().all(|l| l.chars().count() <= 120), "{text}");
    assert!(took < common::limit(), "{took:?}");
    let full = stdout(&run(&["roll", "3d6", "-n", "1000", "--seed", "5", "--full"]));
    assert_eq!(full.lines().count(), 1000);
    assert!(full.lines().all(|l| l.parse::<i64>().is_ok_and(|v| (3..=18).contains(&v))));
}

/// A refusal "at once": a second in a release build (issue 24).
fn at_once() -> std::time::Duration {
    if cfg!(debug_assertions) { common::limit() } else { std::time::Duration::from_secs(1) }
}

/// The `--budget N` an error advises.
fn advised(err: &str) -> u64 {
    let at = err.find("--budget ").unwrap_or_else(|| panic!("no --budget advised: {err}")) + "--budget ".len();
    err[at..].split(|c: char| !c.is_ascii_digit()).next().and_then(|n| n.parse().ok()).expect("a number")
}

/// Issue 13 item 2 and issue 24: what would take minutes is refused at once,
/// naming the limit and how to raise it; the same dice written two ways get the
/// same answer; the budget advised is exactly enough.
#[test]
fn huge_exact_distributions_are_refused_at_once() {
    // 100d100kh50 ran past 120 s at the budget advised (5000004951): the work
    // counts the weights' limbs, and kept dice are counted at what they cost.
    for expr in ["1500d100", "500d100+1000d100", "100d100kh50", "10000d1000kh2"] {
        let (out, took) = timed(&["roll", expr, "--exact"]);
        assert_eq!(out.status.code(), Some(1), "{expr}: a budget exceeded is exit status 1");
        let err = common::stderr(&out);
        // One unit, one wording (it said "paths or outcomes" for dice).
        assert!(err.contains("budget of 1048576 work units") && err.contains("--budget"), "{expr}: {err}");
        assert!(out.stdout.is_empty());
        assert!(took < at_once(), "{expr}: {took:?}");
    }
    let a = common::stderr(&run(&["roll", "1500d100", "--exact"]));
    let b = common::stderr(&run(&["roll", "500d100+1000d100", "--exact"]));
    assert_eq!(a, b.replace("500d100+1000d100", "1500d100"));
    // Minutes of work are advised as many times the default (about a second).
    let kept = fails(1, &["roll", "100d100kh50", "--exact"]);
    assert!(advised(&kept) > 50 * (1 << 20), "{kept}");
    // Raised as the message says, it is computed and summarised.
    let err = fails(1, &["roll", "3000d6", "--exact", "--budget", "1000"]);
    let need = advised(&err);
    let text = text(&["roll", "3000d6", "--exact", "--budget", &need.to_string()]);
    assert!(text.contains("15001 values") && text.contains("quantiles: "), "{text}");
    let err = fails(1, &["roll", "3000d6", "--exact", "--budget", &(need - 1).to_string()]);
    assert!(err.contains(&format!("--budget {need}")), "{err}");
}

/// Issue 24: too cautious the other way: keeping dice was refused at the
/// default budget ("needs 18000251") although it takes a tenth of a second;
/// so were sums of big dice that take well under a second.
#[test]
fn what_takes_under_a_second_is_not_refused() {
    for expr in ["100d6kh50", "20d20kh10", "100d100", "300d100", "2d1000000", "10000d2", "1000d100"] {
        let (out, took) = timed(&["roll", expr, "--exact"]);
        assert!(out.status.success(), "{expr}: {}", common::stderr(&out));
        assert!(took < common::limit(), "{expr}: {took:?}");
    }
}

/// Issue 24: traps' exact odds. A murder hole at 500 feet was refused at the
/// default budget; at 6350 feet `--budget 104857600` was refused after 20 s,
/// and a pit there took 14 s (then 2.3 s): the trap's hit test branches on bands (compare
/// draws) and pits that trigger alike are enumerated once (the odds of every
/// effect, not only damage, in about two seconds).
#[cfg(unix)]
#[test]
fn trap_odds_answer_at_once() {
    for args in [
        &["traps", "trigger", "--kind", "murder-hole", "--depth-feet", "500", "--exact"][..],
        &["traps", "trigger", "--kind", "murder-hole", "--depth-feet", "6350", "--exact"],
        &["traps", "trigger", "--kind", "murder-hole", "--depth-feet", "6350", "--exact", "--budget", "104857600"],
        &["traps", "trigger", "--kind", "pit", "--depth-feet", "6350", "--exact"],
        &["traps", "trigger", "--kind", "pit", "--depth-feet", "6350", "--exact", "--budget", "104857600"],
    ] {
        let (out, took) = timed(args);
        assert!(out.status.success(), "{args:?}: {}", common::stderr(&out));
        // A murder hole at once; a pit's every effect in 0.65 s on a quiet machine
        // (2.3 s before the gcd of big weights took a division first, 14 s before
        // that): four seconds leaves room for a busy CI machine.
        let limit = if args[3] == "murder-hole" { at_once() } else { at_once() * 4 };
        assert!(took < limit, "`roguerules {}` took {took:?}", args.join(" "));
        let (code, _, kib) = common::peak_memory(args);
        assert_eq!(code, Some(0));
        assert!(kib < 256 << 10, "{args:?}: peak {kib} KiB");
    }
}

/// Issue 13 item 2: a blow with 255d255 dice used to print 191 MB for 24 s.
#[test]
fn a_huge_blow_is_summarised_in_seconds() {
    let args = [
        "angband", "blow", "--class", "warrior", "--level", "20", "--str", "18/100", "--dex", "18/50", "--dice",
        "255d255", "--weight", "15", "--ac", "36",
    ];
    let (out, took) = timed(&args);
    assert!(out.status.success(), "{}", common::stderr(&out));
    let text = common::stdout(&out);
    assert!(text.lines().count() < 20, "summarised:\n{text}");
    assert!(text.contains("quantiles: ") && text.contains("--full prints every row"), "{text}");
    assert!(took < common::limit(), "took {took:?}");
}

/// Issue 24: with the monster's hit points, a round of 255d255 blows was
/// refused after 7-9 s (one blow's odds computed first, only for the round's
/// bound to refuse them), by a fixed limit no `--budget` could raise. It is
/// refused at once now, by the budget, which names `--budget`.
#[test]
fn a_huge_round_is_refused_at_once() {
    let args = [
        "angband", "blow", "--class", "warrior", "--level", "20", "--str", "18/100", "--dex", "18/50", "--dice",
        "255d255", "--weight", "15", "--ac", "36", "--hp", "30000",
    ];
    let (out, took) = timed(&args);
    assert_eq!(out.status.code(), Some(1), "{}", common::stdout(&out));
    let err = common::stderr(&out);
    assert!(err.contains("raise it with --budget"), "{err}");
    assert!(took < at_once(), "took {took:?}");
}

/// Issue 24: a round against hit points follows `--budget`: refused at once at
/// the default, answered at the budget the refusal advises.
#[test]
fn a_round_refused_at_the_default_is_answered_at_the_advised_budget() {
    let args = [
        "angband",
        "blow",
        "--class",
        "warrior",
        "--player-level",
        "20",
        "--str",
        "18/100",
        "--dex",
        "18/50",
        "--dice",
        "40d40",
        "--weight",
        "15",
        "--ac",
        "36",
        "--hp",
        "2000",
    ];
    let (out, took) = timed(&args);
    assert_eq!(out.status.code(), Some(1), "{}", common::stdout(&out));
    assert!(took < at_once(), "took {took:?}");
    let budget = advised(&common::stderr(&out)).to_string();
    let mut raised = args.to_vec();
    raised.extend(["--budget", &budget]);
    let (out, took) = timed(&raised);
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert!(common::stdout(&out).contains("P(kill in one round)"), "{}", common::stdout(&out));
    assert!(took < common::limit(), "took {took:?}");
}

/// Issue 16/17: the heaviest projections found (every type at damage 5000 on
/// monsters and 1600 on the player against heavy characters and sources) answer
/// well within the limit; the player's whole distribution of GF_ICE with no
/// resistance is the largest (70 200 outcomes, about 100 MB of JSON).
#[test]
fn the_heaviest_projections_answer_in_seconds() {
    for args in [
        &["project", "monster", "--gf", "turn-all", "--dam", "5000", "--class", "priest", "--beguile", "--exact"][..],
        &[
            "project",
            "monster",
            "--gf",
            "old-conf",
            "--dam",
            "5000",
            "--class",
            "mage",
            "--beguile",
            "--exact",
            "--json",
        ],
        &["project", "monster", "--gf", "storm", "--dam", "5000", "--terrain", "water", "--hp", "32767", "--exact"],
        &["project", "player", "--gf", "storm", "--dam", "1600", "--land", "rubble", "--morgul", "--exact"],
        &[
            "project",
            "player",
            "--gf",
            "morgul-dark",
            "--dam",
            "1600",
            "--unique-wraith",
            "--source-level",
            "255",
            "--exact",
        ],
    ] {
        let (out, took) = timed(args);
        assert!(out.status.success(), "{args:?}: {}", common::stderr(&out));
        assert!(took < common::limit(), "`roguerules {}` took {took:?}", args.join(" "));
    }
    let item = r#"{"to_h": 12, "to_d": 12, "to_a": 12, "artifact": true}"#;
    let effects: Vec<String> = (0..32).map(|i| format!("\"effect {i}\"")).collect();
    let input = format!(
        r#"{{"gf": "ice", "dam": 1600, "terrain": "water", "land": "lava",
            "player": {{"level": 30, "exp": 5000000, "save": 60, "shapechanged": true, "mana": 300,
                        "temp_effects": [{}], "counters": {{"poison": 5, "stun": 10}},
                        "equip": {{"weapon": {item}, "bow": {item}, "body": {item}, "cloak": {item},
                                   "shield": {{"to_a": 10, "base_ac": 20}}, "head": {item}, "hands": {item},
                                   "feet": {item}}}}},
            "source": {{"level": 255, "morgul": true, "unique_wraith": true, "deathlord": true, "archer": true,
                        "ranged_freq": 50}}}}"#,
        effects.join(", ")
    );
    for extra in [&[][..], &["--json"]] {
        let mut args = vec!["project", "player", "--input", "-", "--exact"];
        args.extend(extra);
        let start = std::time::Instant::now();
        let out = common::run_stdin(&args, &input);
        let took = start.elapsed();
        assert!(out.status.success(), "{}", common::stderr(&out));
        assert!(took < common::limit(), "GF_ICE at 1600 {extra:?} took {took:?}");
        if extra.is_empty() {
            let text = stdout(&out);
            assert!(text.contains("whole outcomes (70200 distinct)") && text.contains("--full"), "{text}");
            assert!(text.lines().count() < 200, "summarised: {} lines", text.lines().count());
        }
    }
}

/// Issue 24: the player's heaviest exact odds, at the largest budget the CLI
/// accepts, used to grow to 11-12 GB for 40 s and more; the outcomes held at
/// once are now bounded whatever the budget, so each stays under 1 GiB.
#[cfg(unix)]
#[test]
fn the_heaviest_player_odds_stay_under_a_gibibyte_at_the_largest_budget() {
    for gf in ["storm", "morgul-dark"] {
        let args = [
            "project",
            "player",
            "--gf",
            gf,
            "--dam",
            "1600",
            "--terrain",
            "water",
            "--land",
            "rubble",
            "--source-level",
            "255",
            "--morgul",
            "--exact",
            "--budget",
            "1000000000000",
        ];
        let (code, took, kib) = common::peak_memory(&args);
        assert_eq!(code, Some(0), "{gf}");
        assert!(kib < 1 << 20, "{gf}: peak {kib} KiB");
        // 3-6 s alone on the CI machine; they took 40 s to over 120 s before.
        assert!(took < common::limit() * 3, "{gf}: took {took:?}");
    }
    let text = text(&[
        "project",
        "player",
        "--gf",
        "storm",
        "--dam",
        "1600",
        "--terrain",
        "water",
        "--land",
        "rubble",
        "--source-level",
        "255",
        "--morgul",
        "--exact",
        "--budget",
        "1000000000000",
    ]);
    assert!(text.contains("fixed memory bound; --budget does not change it"), "{text}");
}

/// Issue 24: `roll 1000d100 --exact --budget 49550500` took 41.5 s (18 s at
/// the start of this work); a sum of many dice is built by a recurrence now:
/// at the default budget, in well under a second, in under 256 MiB.
#[cfg(unix)]
#[test]
fn many_big_dice_are_summed_at_once() {
    let args = ["roll", "1000d100", "--exact", "--budget", "49550500"];
    let (code, took, kib) = common::peak_memory(&args);
    assert_eq!(code, Some(0));
    assert!(took < at_once() * 3, "took {took:?}");
    assert!(kib < 256 << 10, "peak {kib} KiB");
    let text = text(&["roll", "1000d100", "--exact"]);
    assert!(text.contains("99001 values") && text.contains("mean 50500"), "{text}");
}

/// Issue 24: memory is bounded whatever the budget: `2000d1000` held 9 GB for
/// 39 s at the largest budget; it is refused at once, saying --budget does not
/// change the bound. And `roll --exact --json` writes its rows as they are
/// reduced: three dice of a million sides took 1.19 GB, now a fraction.
#[cfg(unix)]
#[test]
fn exact_dice_stay_well_under_a_gibibyte() {
    let (out, took) = timed(&["roll", "2000d1000", "--exact", "--budget", "1000000000000"]);
    assert_eq!(out.status.code(), Some(1));
    let err = common::stderr(&out);
    assert!(err.contains("outcomes") && err.contains("--budget does not raise it"), "{err}");
    assert!(took < at_once(), "{took:?}");
    let args = ["roll", "1d1000000+1d1000000+1d1000000", "--exact", "--budget", "1000000000000", "--json"];
    let (code, took, kib) = common::peak_memory(&args);
    assert_eq!(code, Some(0));
    assert!(kib < 512 << 10, "peak {kib} KiB");
    assert!(took < common::limit() * 3, "took {took:?}");
}

/// Issue 24: sampling has a limit too: a million rolls of 10 000 dice are
/// refused at once, naming --times and how many rolls are allowed.
#[test]
fn sampling_too_many_dice_is_refused_at_once() {
    let (out, took) = timed(&["roll", "10000d1000000", "--times", "1000000", "--seed", "1"]);
    assert_eq!(out.status.code(), Some(2));
    let err = common::stderr(&out);
    assert!(err.contains("--times") && err.contains("at most 10000 rolls"), "{err}");
    assert!(took < std::time::Duration::from_secs(5), "{took:?}");
    let text = text(&["roll", "10000d1000000", "--times", "10000", "--seed", "1"]);
    assert!(text.contains("10000 rolls"), "{text}");
}

/// Issue 24: POWDER's exact hit odds against armour ACs of 1000 were refused
/// naming 1048576 whatever `--budget` said, after up to 72 s (the shield and
/// natural rolls were enumerated once per worn value); the independent rolls
/// are combined pair by pair now, the pairs counted against the budget before
/// they are built, so a budget too small is refused at once.
#[test]
fn powder_odds_follow_the_budget() {
    let mut args = vec![
        "powder",
        "attack",
        "--physical",
        "1000",
        "--damage",
        "physical:1d8",
        "--head",
        "1000:10",
        "--body",
        "1000:10",
        "--neck",
        "1000:10",
        "--feet",
        "1000:10",
        "--shield",
        "1000:10",
        "--natural-ac",
        "1000",
        "--exact",
    ];
    let (out, took) = timed(&args);
    assert_eq!(out.status.code(), Some(1));
    assert!(common::stderr(&out).contains("budget of 1048576 work units"), "{}", common::stderr(&out));
    assert!(took < at_once(), "{took:?}");
    args.extend(["--budget", "10485760"]);
    let (out, took) = timed(&args);
    assert_eq!(out.status.code(), Some(1));
    let err = common::stderr(&out);
    assert!(err.contains("budget of 10485760 work units") && err.contains("--budget 104857600"), "{err}");
    assert!(took < at_once(), "{took:?}");
}

/// Issue 24: every budget the tool advises is one it accepts; past the largest,
/// it says the computation cannot be done exactly.
#[test]
fn advice_never_exceeds_the_largest_budget() {
    let err = fails(1, &["roll", "10000d1000kh2", "--exact"]);
    assert!(!err.contains("raise it with --budget"), "{err}");
    assert!(err.contains("largest --budget accepted (1000000000000)"), "{err}");
}
