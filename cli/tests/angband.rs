//! `roguerules angband ...`: JSON shapes, exact values and errors (seed 003).

mod common;

use common::run;
use serde_json::Value;

fn json(args: &[&str]) -> Value {
    let mut all = vec!["angband"];
    all.extend_from_slice(args);
    all.push("--json");
    let out = run(&all);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("valid JSON")
}

fn fails(args: &[&str]) -> String {
    let mut all = vec!["angband"];
    all.extend_from_slice(args);
    let out = run(&all);
    assert_eq!(out.status.code(), Some(2), "{args:?} should fail with status 2");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn blows_json_shape() {
    let v = json(&["blows", "--class", "warrior", "--str", "18/100", "--dex", "18/50", "--weight", "12"]);
    // ASB 120 / 12 lb * 0.5 = SWI 5; DEX 18/50 row: 3 blows.
    assert_eq!(v, serde_json::json!({ "blows": 3, "heavy": false }));
    let bare = json(&["blows", "--class", "MAGE", "--str", "18/220", "--dex", "18/220", "--weight", "0"]);
    assert_eq!((bare["blows"].as_u64(), bare["heavy"].as_bool()), (Some(1), Some(false)));
    // 18/100 Strength: limit 80 lb; 81 lb is heavy.
    let heavy = json(&["blows", "--class", "warrior", "--str", "18/100", "--dex", "18/150", "--weight", "81"]);
    assert_eq!((heavy["blows"].as_u64(), heavy["heavy"].as_bool()), (Some(1), Some(true)));
    let light = json(&["blows", "--class", "warrior", "--str", "18/100", "--dex", "18/150", "--weight", "80.9"]);
    assert_eq!(light["heavy"], false);
}

#[test]
fn hit_json_is_an_exact_fraction() {
    assert_eq!(json(&["hit", "--skill", "100", "--ac", "40"])["probability"], "17/25");
    assert_eq!(json(&["hit", "--skill", "-10", "--ac", "0"])["probability"], "1/20");
    assert_eq!(json(&["hit", "--skill", "7", "--ac", "4", "--unseen"])["probability"], "11/40");
    // A missile: the distance comes off first (11 - 11 = 0: only the 1 in 20).
    assert_eq!(json(&["hit", "--skill", "11", "--ac", "0", "--distance", "11"])["probability"], "1/20");
    assert_eq!(json(&["hit", "--skill", "11", "--ac", "0", "--distance", "10"])["probability"], "19/20");
}

#[test]
fn crit_json_keys() {
    let v = json(&["crit", "--weight", "15", "--bonus", "10", "--level", "20"]);
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    // Issue 13 item 8: no two keys differ only in case or punctuation (great / *GREAT*).
    let mut want = vec!["none", "good", "great", "superb", "star_great", "star_superb"];
    want.sort();
    let mut got = keys.clone();
    got.sort();
    assert_eq!(got, want);
    assert_eq!(v["none"], "237/250");
    assert_eq!(v["good"], "249/12500");
    let m = json(&["crit", "--weight", "0.2", "--bonus", "-20", "--level", "30", "--missile"]);
    let mut got: Vec<&str> = m.as_object().unwrap().keys().map(String::as_str).collect();
    got.sort();
    assert_eq!(got, ["good", "great", "none", "superb"]);
    // P = 2 - 80 + 60 < 0: never a critical.
    assert_eq!(m["none"], "1/1");
}

#[test]
fn blow_json_has_the_exact_distribution() {
    let v = json(&[
        "blow", "--class", "warrior", "--level", "20", "--str", "18/100", "--dex", "18/50", "--dice", "2d5",
        "--to-hit", "3", "--to-dam", "4", "--weight", "15", "--ac", "36",
    ]);
    assert_eq!(v["blows"], 3);
    assert_eq!(v["hit_chance"], "1619/1960");
    let pmf = v["pmf"].as_array().unwrap();
    assert_eq!(pmf[0][0], 0);
    assert_eq!(pmf[0][1], "341/1960");
    // The smallest hit: 2 + 4 + 6 (Strength 18/100).
    assert_eq!(pmf[1][0], 12);
    assert!(v["mean"].as_str().unwrap().contains('/'));
    let hp = json(&[
        "blow",
        "--class",
        "paladin",
        "--str",
        "18/50",
        "--dex",
        "16",
        "--dice",
        "1d4",
        "--weight",
        "15",
        "--slay",
        "evil,fire",
        "--flags",
        "evil,im-fire",
        "--ac",
        "40",
        "--hp",
        "10",
    ]);
    assert!(hp["kill_chance"].as_str().unwrap().contains('/'));
    let bare = json(&["blow", "--class", "mage", "--str", "8", "--dex", "10", "--weight", "0", "--ac", "10"]);
    assert_eq!(bare["blows"], 1);
}

#[test]
fn negative_values_are_accepted() {
    assert_eq!(json(&["hit", "--skill", "-10", "--ac", "30"])["probability"], "1/20");
    // P = 100 - 100 + 3 = 3 in 5000.
    let v = json(&["crit", "--weight", "10", "--bonus", "-20", "--level", "1"]);
    assert_eq!(v["none"], "4997/5000");
    let b = json(&[
        "blow", "--class", "rogue", "--str", "12", "--dex", "12", "--dice", "1d4", "--to-dam", "-5", "--to-hit", "-3",
        "--weight", "3", "--ac", "10",
    ]);
    assert!(b["skill"].is_number());
}

#[test]
fn human_tables_by_default() {
    let out = run(&["angband", "crit", "--weight", "15", "--bonus", "10", "--level", "20"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    // The seed's names stay the display labels; probabilities are decimals.
    assert!(text.contains("*SUPERB*") && text.contains("0.019920 (1.99%)"), "{text}");
    assert!(!text.contains("249/12500"), "{text}");
    let out = run(&["angband", "blows", "--class", "warrior", "--str", "18/100", "--dex", "18/50", "--weight", "12"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("blows per round"));
}

#[test]
fn bad_input_is_a_clear_error_with_status_2() {
    let base = ["blows", "--class", "warrior", "--dex", "10", "--weight", "3"];
    for (bad, says) in [("2", "out of range"), ("19", "out of range"), ("18/", "18/"), ("18/-1", "18/")] {
        let mut args = base.to_vec();
        args.extend(["--str", bad]);
        let err = fails(&args);
        assert!(err.contains(says), "{bad}: {err}");
    }
    let err = fails(&["blows", "--class", "wizard", "--str", "10", "--dex", "10", "--weight", "3"]);
    assert!(err.contains("warrior, mage") && err.contains("--class"), "{err}");
    let err = fails(&["blows", "--class", "mage", "--str", "10", "--dex", "10", "--weight", "12.25"]);
    assert!(err.contains("one decimal"), "{err}");
    fails(&["crit", "--weight", "10", "--bonus", "0", "--level", "51"]);
    let err = fails(&[
        "blow", "--class", "mage", "--str", "10", "--dex", "10", "--weight", "5", "--dice", "2d0", "--ac", "1",
    ]);
    assert!(err.contains("XdY"), "{err}");
    let err = fails(&[
        "blow", "--class", "mage", "--str", "10", "--dex", "10", "--weight", "5", "--slay", "vorpal", "--ac", "1",
    ]);
    assert!(err.contains("'--slay <SLAY>'") && err.contains("kill-dragon"), "{err}");
    let err = fails(&[
        "blow", "--class", "mage", "--str", "10", "--dex", "10", "--weight", "5", "--stun", "101", "--ac", "1",
    ]);
    assert!(err.contains("--stun") && err.contains("0..=100"), "{err}");
}

#[test]
fn blow_with_a_seed_rolls_one_round_and_shows_the_draws() {
    let args = [
        "blow", "--class", "warrior", "--str", "18/100", "--dex", "18/100", "--dice", "2d5", "--weight", "12", "--ac",
        "20", "--hp", "30", "--seed", "7",
    ];
    let v = json(&args);
    let roll = &v["roll"];
    assert_eq!(roll["seed"], 7);
    let trace = roll["trace"].as_array().unwrap();
    assert_eq!(trace[0]["label"], "hit roll");
    // The number actually drawn is in the trace too (the compare draw's value is its band's).
    assert!(trace[0]["rolled"].as_i64().is_some_and(|n| (0..=99).contains(&n)));
    let blows = roll["blows"].as_array().unwrap();
    assert!(!blows.is_empty() && blows.len() <= 5);
    let total: i64 = blows.iter().map(|b| b["damage"].as_i64().unwrap()).sum();
    assert_eq!(roll["damage"].as_i64(), Some(total));
    assert_eq!(roll["killed"].as_bool(), Some(total > 30));
    assert_eq!(json(&args)["roll"], *roll, "the same seed rolls the same round");
}

/// Issue 13 item 7: extra blows past 255 per round are refused, not clamped.
#[test]
fn extra_blows_are_refused_not_clamped() {
    let base = ["blows", "--class", "warrior", "--str", "18/100", "--dex", "18/50", "--weight", "12"];
    let mut ok = base.to_vec();
    ok.extend(["--extra-blows", "252"]);
    assert_eq!(json(&ok)["blows"], 255, "3 natural + 252 extra");
    let mut over = base.to_vec();
    over.extend(["--extra-blows", "253"]);
    let err = fails(&over);
    assert!(err.contains("--extra-blows") && err.contains("at most 252 extra blows"), "{err}");
    // Bare hands get no extra blows: the option is refused with them.
    let err = fails(&["blows", "--class", "mage", "--str", "10", "--dex", "10", "--weight", "0", "--extra-blows", "1"]);
    assert!(err.contains("--extra-blows") && err.contains("bare hands"), "{err}");
}

/// Issue 13 item 7: bare hands (weight 0) never crit (seed 003, RULINGS M6).
#[test]
fn bare_hands_never_crit() {
    let v = json(&["crit", "--weight", "0", "--bonus", "10", "--level", "30"]);
    assert_eq!(v["none"], "1/1");
    assert_eq!(v["star_superb"], "0/1");
    let text = common::text(&["angband", "crit", "--weight", "0", "--bonus", "10", "--level", "30"]);
    assert!(text.contains("bare hands never crit"), "{text}");
}

/// Issue 13 item 6: weapon options do not apply to bare hands, and say so.
#[test]
fn weapon_options_are_refused_with_bare_hands() {
    let base = ["blow", "--class", "mage", "--str", "10", "--dex", "10", "--weight", "0", "--ac", "10"];
    for extra in [["--dice", "2d5"], ["--to-hit", "3"], ["--to-dam", "4"], ["--slay", "evil"]] {
        let mut args = base.to_vec();
        args.extend(extra);
        let err = fails(&args);
        assert!(err.contains(extra[0]) && err.contains("bare hands"), "{err}");
    }
    let help = common::text(&["angband", "blow", "--help"]);
    assert!(help.contains("[default: 1d1"), "{help}");
    assert!(help.contains("not with bare hands"), "{help}");
}

const BLOW: [&str; 12] =
    ["blow", "--class", "warrior", "--str", "18/100", "--dex", "18/100", "--dice", "2d5", "--weight", "12", "--ac"];

fn blow<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    let mut v = BLOW.to_vec();
    v.push("20");
    v.extend(extra);
    v
}

/// Issue 24: `angband blow` accepts `--exact` (odds are its default) and
/// `--trace` (one round rolled; a random seed, printed, without `--seed`).
#[test]
fn blow_takes_exact_and_trace() {
    assert_eq!(json(&blow(&["--exact"])), json(&blow(&[])));
    let traced = json(&blow(&["--trace", "--seed", "7"]));
    assert_eq!(traced["roll"], json(&blow(&["--seed", "7"]))["roll"]);
    let mut args = vec!["angband"];
    args.extend(blow(&["--trace"]));
    let o = common::run(&args);
    assert!(o.status.success(), "{}", common::stderr(&o));
    assert!(common::stderr(&o).contains("--seed"), "the random seed is printed");
    assert!(common::stdout(&o).contains("one round rolled"));
    assert!(fails(&blow(&["--exact", "--seed", "7"])).contains("--exact"));
}

/// Issue 24 item 2: the character's level is `--player-level` and the stun
/// counter `--counter stun:N`, as in the other commands.
#[test]
fn blow_speaks_the_shared_vocabulary() {
    let help = common::text(&["angband", "blow", "--help"]);
    assert!(help.contains("--player-level") && help.contains("--counter <NAME:VALUE>"), "{help}");
    assert!(!help.contains("--level ") && !help.contains("--stun "), "{help}");
    assert!(common::text(&["angband", "crit", "--help"]).contains("--player-level"));
    let stunned = json(&blow(&["--counter", "stun:60"]));
    assert_ne!(stunned, json(&blow(&[])), "a stun changes the odds");
    let err = fails(&blow(&["--counter", "stun:101"]));
    assert!(err.contains("--counter") && err.contains("0..=100"), "{err}");
    let err = fails(&blow(&["--counter", "stun:5,stun:6"]));
    assert!(err.contains("--counter: stun is given twice"), "{err}");
    let err = fails(&blow(&["--slay", "evil,evil"]));
    assert!(err.contains("--slay: evil is given twice"), "{err}");
    let err = fails(&blow(&["--flags", "orc,orc"]));
    assert!(err.contains("--flags: orc is given twice"), "{err}");
}

/// Issue 24: negative numbers where the range allows them, without `=`.
#[test]
fn negative_numbers_need_no_equals_sign() {
    let v = json(&blow(&["--to-hit", "-5", "--to-dam", "-2", "--gear-to-hit", "-3"]));
    assert!(v["skill"].is_i64(), "{v}");
    json(&["hit", "--skill", "-10", "--ac", "0"]);
    json(&["crit", "--weight", "30", "--bonus", "-20", "--player-level", "1"]);
}

/// `angband fight` (issue 25 item 4): bare hands with Strength 18/100 deal 7 a
/// hit (19/20), one blow a round; 10 hit points need two hits, so round k
/// kills with C(k-1, 1) (19/20)^2 (1/20)^(k-2).
#[test]
fn fight_counts_rounds_exactly() {
    let v = json(&[
        "fight", "--class", "warrior", "--str", "18/100", "--dex", "10", "--weight", "0", "--ac", "0", "--hp", "10",
    ]);
    let pmf = v["pmf"].as_array().expect("rows");
    assert_eq!(pmf[0], serde_json::json!([1, "0/1"]));
    assert_eq!(pmf[1], serde_json::json!([2, "361/400"]));
    assert_eq!(pmf[2], serde_json::json!([3, "361/4000"]));
    assert_eq!(pmf[3], serde_json::json!([4, "1083/160000"]));
    // The listed rounds and the tail sum to 1, the tail below 1e-9.
    let mut sum = (0u128, 1u128);
    let fractions =
        pmf.iter().map(|r| r[1].as_str().unwrap().to_owned()).chain([v["more"].as_str().unwrap().to_owned()]);
    for f in fractions {
        let (n, d) = f.split_once('/').unwrap();
        let (n, d): (u128, u128) = (n.parse().unwrap(), d.parse().unwrap());
        sum = (sum.0 * d + n * sum.1, sum.1 * d);
        let g = gcd(sum.0, sum.1);
        sum = (sum.0 / g, sum.1 / g);
    }
    assert_eq!(sum, (1, 1));
    let (n, d) = v["more"].as_str().unwrap().split_once('/').unwrap();
    assert!(n.parse::<u128>().unwrap() * 1_000_000_000 < d.parse::<u128>().unwrap());
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// A fight whose round never deals damage (bare hands, to-dam far below -1:
/// every hit deals 0) is refused with status 1 and says why.
#[test]
fn a_fight_that_never_ends_is_refused() {
    let out = run(&[
        "angband",
        "fight",
        "--class",
        "mage",
        "--str",
        "3",
        "--dex",
        "3",
        "--weight",
        "0",
        "--ac",
        "0",
        "--hp",
        "10",
        "--gear-to-dam",
        "-10",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("never ends"), "{err}");
}

/// `angband fight` refuses a fight too large for `--budget` at once.
#[test]
fn fight_is_bounded_by_the_budget() {
    let out = run(&[
        "angband", "fight", "--class", "warrior", "--str", "18/100", "--dex", "10", "--weight", "0", "--ac", "0",
        "--hp", "1000", "--budget", "10",
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--budget"));
}

/// `angband missile` (issue 25 item 4) prints the library's own exact
/// distribution, rows summing to 1.
#[test]
fn missile_matches_the_library() {
    use roguerules_melee::angband::{Ammo, Character, Class, Dice, Launcher, LauncherKind, Missile, Monster, Weight};
    let v = json(&[
        "missile",
        "--class",
        "ranger",
        "--player-level",
        "20",
        "--str",
        "16",
        "--dex",
        "18/50",
        "--launcher",
        "long-bow",
        "--dice",
        "1d9",
        "--to-hit",
        "3",
        "--to-dam",
        "2",
        "--weight",
        "0.2",
        "--ac",
        "30",
        "--distance",
        "5",
    ]);
    let mut c = Character::new(Class::Ranger, "16".parse().unwrap(), "18/50".parse().unwrap());
    c.level = 20;
    c.launcher = Some(Launcher {
        kind: LauncherKind::LongBow,
        to_hit: 0,
        to_dam: 0,
        weight: Weight::from_tenths(0),
        extra_might: false,
        extra_shots: 0,
    });
    let ammo = Ammo {
        kind: LauncherKind::LongBow.ammo(),
        dice: Dice::new(1, 9).unwrap(),
        to_hit: 3,
        to_dam: 2,
        weight: Weight::from_tenths(2),
        slays: Default::default(),
    };
    let m = Missile::fire(&c, &ammo).unwrap();
    let pmf = roguerules_melee::angband::missile_damage_pmf(&m, &Monster::new(30), 5).unwrap();
    let rows = v["pmf"].as_array().unwrap();
    assert_eq!(rows.len(), pmf.len());
    let mut sum = num_rational::BigRational::from_integer(0.into());
    for (row, (value, p)) in rows.iter().zip(pmf.iter()) {
        assert_eq!(row[0].as_i64(), Some(*value));
        assert_eq!(row[1].as_str().unwrap(), format!("{}/{}", p.numer(), p.denom()));
        sum += p;
    }
    assert_eq!(sum, num_rational::BigRational::from_integer(1.into()));
    // Thrown by hand, a seed rolls one missile and shows its draws.
    let t = json(&[
        "missile",
        "--class",
        "warrior",
        "--str",
        "18/50",
        "--dex",
        "15",
        "--throw",
        "--dice",
        "1d4",
        "--weight",
        "1.2",
        "--ac",
        "20",
        "--distance",
        "3",
        "--seed",
        "7",
    ]);
    assert!(t["roll"]["trace"].is_array() || t["roll"]["trace"].is_object(), "{t}");
    assert!(
        fails(&[
            "missile",
            "--class",
            "warrior",
            "--str",
            "10",
            "--dex",
            "10",
            "--dice",
            "1d4",
            "--weight",
            "1",
            "--ac",
            "0",
            "--distance",
            "1"
        ])
        .contains("--launcher")
    );
}
