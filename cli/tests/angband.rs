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

/// Issue 25 item 4: `--input` takes the library's inputs, one member each.
mod input {
    use super::common::{root, run, run_stdin};

    const WARRIOR: &str = "examples/angband-warrior.json";
    const ARCHER: &str = "examples/angband-archer.json";

    /// The flags that say what `examples/angband-warrior.json` says.
    const WARRIOR_FLAGS: [&str; 24] = [
        "--class",
        "warrior",
        "--race",
        "dwarf",
        "--player-level",
        "20",
        "--str",
        "18/100",
        "--dex",
        "18/50",
        "--dice",
        "2d5",
        "--to-hit",
        "3",
        "--to-dam",
        "4",
        "--weight",
        "15",
        "--ac",
        "36",
        "--flags",
        "evil,orc",
        "--hp",
        "60",
    ];

    /// The flags that say what `examples/angband-archer.json` says.
    const ARCHER_FLAGS: [&str; 30] = [
        "--class",
        "ranger",
        "--race",
        "high-elf",
        "--player-level",
        "20",
        "--str",
        "16",
        "--dex",
        "18/50",
        "--launcher",
        "long-bow",
        "--launcher-weight",
        "4",
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
        "--flags",
        "animal",
        "--hp",
        "20",
        "--distance",
        "5",
    ];

    /// stdout of a successful run.
    fn out(args: &[&str]) -> String {
        let mut all = vec!["angband"];
        all.extend_from_slice(args);
        let o = run(&all);
        assert!(o.status.success(), "{all:?}: {}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8(o.stdout).unwrap()
    }

    fn cat(a: &[&str], b: &[&str]) -> Vec<String> {
        a.iter().chain(b).map(|s| (*s).to_owned()).collect()
    }

    fn strs(v: &[String]) -> Vec<&str> {
        v.iter().map(String::as_str).collect()
    }

    /// `flags` with `flag`'s value replaced.
    fn replace(flags: &[&str], flag: &str, value: &str) -> Vec<String> {
        let mut v: Vec<String> = flags.iter().map(|s| (*s).to_owned()).collect();
        let i = v.iter().position(|a| a == flag).unwrap();
        v[i + 1] = value.to_owned();
        v
    }

    #[test]
    fn a_file_alone_equals_the_flags_alone() {
        for cmd in ["blow", "fight"] {
            for extra in [&[][..], &["--json"][..]] {
                let file = out(&strs(&cat(&[cmd, "--input", WARRIOR], extra)));
                let flags = out(&strs(&cat(
                    &cat(&[cmd], &WARRIOR_FLAGS).iter().map(String::as_str).collect::<Vec<_>>(),
                    extra,
                )));
                assert_eq!(file, flags, "angband {cmd} {extra:?}");
            }
        }
        // blows reads the character and the weapon (and ignores the rest of the file).
        assert_eq!(
            out(&["blows", "--input", WARRIOR, "--json"]),
            out(&["blows", "--class", "warrior", "--str", "18/100", "--dex", "18/50", "--weight", "15", "--json"])
        );
        for extra in [&[][..], &["--json"][..]] {
            let file = out(&strs(&cat(&["missile", "--input", ARCHER], extra)));
            let flags = out(&strs(&cat(
                &cat(&["missile"], &ARCHER_FLAGS).iter().map(String::as_str).collect::<Vec<_>>(),
                extra,
            )));
            assert_eq!(file, flags, "angband missile {extra:?}");
        }
        assert_eq!(
            out(&["hit", "--input", "examples/angband-hit.json"]),
            out(&["hit", "--skill", "100", "--ac", "40"])
        );
        assert_eq!(
            out(&["crit", "--input", "examples/angband-crit.json", "--json"]),
            out(&["crit", "--weight", "15", "--bonus", "10", "--player-level", "20", "--json"])
        );
        // Standard input is the same file.
        let text = std::fs::read_to_string(root().join(WARRIOR)).unwrap();
        let o = run_stdin(&["angband", "fight", "--input", "-", "--json"], &text);
        assert_eq!(String::from_utf8(o.stdout).unwrap(), out(&["fight", "--input", WARRIOR, "--json"]));
    }

    #[test]
    fn a_flag_overrides_the_file() {
        let cases: [(&str, &str, &str, &str); 6] = [
            ("blow", "--ac", "60", "warrior"),
            ("blow", "--dice", "3d4", "warrior"),
            ("fight", "--hp", "100", "warrior"),
            ("fight", "--str", "18/20", "warrior"),
            ("missile", "--distance", "9", "archer"),
            ("missile", "--launcher", "heavy-crossbow", "archer"),
        ];
        for (cmd, flag, value, who) in cases {
            let (file, flags) =
                if who == "warrior" { (WARRIOR, &WARRIOR_FLAGS[..]) } else { (ARCHER, &ARCHER_FLAGS[..]) };
            let over = out(&[cmd, "--input", file, flag, value, "--json"]);
            let want = out(&strs(&cat(&strs(&cat(&[cmd], &strs(&replace(flags, flag, value)))), &["--json"])));
            assert_eq!(over, want, "angband {cmd} --input {file} {flag} {value}");
            assert_ne!(over, out(&[cmd, "--input", file, "--json"]), "{flag} changed nothing");
        }
        // A switch sets its field; the gear flags replace the file's sums.
        let unseen = out(&["hit", "--input", "examples/angband-hit.json", "--unseen", "--ac", "10", "--json"]);
        assert_eq!(unseen, out(&["hit", "--skill", "100", "--ac", "10", "--unseen", "--json"]));
        let missile = out(&["crit", "--input", "examples/angband-crit.json", "--missile", "--weight", "0.2", "--json"]);
        assert_eq!(missile, out(&["crit", "--weight", "0.2", "--bonus", "10", "--level", "20", "--missile", "--json"]));
    }

    fn file_with(name: &str, text: &str) -> String {
        let path = std::env::temp_dir().join(format!("roguerules-angband-{}-{name}.json", std::process::id()));
        std::fs::write(&path, text).unwrap();
        path.to_string_lossy().into_owned()
    }

    #[test]
    fn a_bad_file_is_exit_1_naming_the_file_and_the_member() {
        let cases = [
            (
                "class",
                r#"{"character": {"class": "wizard", "str": "10", "dex": "10"}, "monster": {"ac": 1}}"#,
                "\"character\": unknown class 'wizard'",
            ),
            (
                "flags",
                r#"{"character": {"class": "mage", "str": "10", "dex": "10"}, "monster": {"ac": 1, "flags": "ORC | GOBLIN"}}"#,
                "\"monster\": unknown monster flag 'GOBLIN'",
            ),
            ("member", r#"{"charactr": {}}"#, "unknown field `charactr`"),
            (
                "field",
                r#"{"weapon": {"dice": {"count": 1, "sides": 4}, "weight": 10, "weigth": 3}}"#,
                "\"weapon\": unknown field `weigth`",
            ),
            ("array", "[]", "expected a JSON object"),
        ];
        for (name, text, why) in cases {
            let path = file_with(name, text);
            let o = run(&["angband", "blow", "--input", &path, "--weight", "0", "--ac", "1"]);
            let err = String::from_utf8_lossy(&o.stderr);
            assert_eq!(o.status.code(), Some(1), "{name}: {err}");
            assert!(err.contains(&format!("--input {path}")) && err.contains(why), "{name}: {err}");
        }
        // A level the game has no row for, from the file: exit 1 naming the file.
        let path = file_with(
            "level",
            r#"{"character": {"class": "mage", "level": 70, "str": "10", "dex": "10"}, "weapon": null, "monster": {"ac": 3}}"#,
        );
        let o = run(&["angband", "blow", "--input", &path]);
        assert_eq!(o.status.code(), Some(1));
        assert!(String::from_utf8_lossy(&o.stderr).contains(&format!("--input {path}: level 70")));
        // What neither the file nor a flag gives is a usage error naming the flag.
        let path =
            file_with("partial", r#"{"character": {"class": "mage", "str": "10", "dex": "10"}, "weapon": null}"#);
        let o = run(&["angband", "fight", "--input", &path]);
        assert_eq!(o.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&o.stderr).contains("give --ac, or a \"monster\" in --input"));
        let o = run(&["angband", "fight", "--input", &path, "--ac", "3"]);
        assert_eq!(o.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&o.stderr).contains("give --hp"));
        // "weapon": null is bare hands, which refuse the weapon's options.
        let o = run(&["angband", "blow", "--input", &path, "--ac", "3", "--dice", "1d4"]);
        assert_eq!(o.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&o.stderr).contains("--dice"));
    }

    #[test]
    fn shots_to_kill_against_a_hand_computed_case() {
        // A thrown 1d2 (to-hit -100: the critical power is below 0, never a critical) at AC 0: a hit
        // 19/20 (5% always miss), so one missile deals 0 (1/20), 1 or 2 (19/40 each). The monster of
        // 1 HP dies when the total passes 1: the 1st missile kills on a 2 (19/40); the 2nd after a 0
        // then a 2, or a 1 then a hit: 1/20 x 19/40 + 19/40 x 19/20 = 19/40; the 3rd after 0, 0, 2
        // (1/400 x 19/40) or a total of 1 in two (0 then 1, or 1 then 0: 19/400) then a hit (19/20):
        // 19/16000 + 722/16000 = 741/16000.
        let v = super::json(&[
            "missile",
            "--class",
            "warrior",
            "--str",
            "10",
            "--dex",
            "10",
            "--throw",
            "--dice",
            "1d2",
            "--weight",
            "0",
            "--to-hit",
            "-100",
            "--ac",
            "0",
            "--distance",
            "1",
            "--hp",
            "1",
        ]);
        assert_eq!(v["pmf"], serde_json::json!([[0, "1/20"], [1, "19/40"], [2, "19/40"]]));
        let shots = &v["shots_to_kill"];
        assert_eq!(shots["hp"], 1);
        assert_eq!(shots["pmf"][0], serde_json::json!([1, "19/40"]));
        assert_eq!(shots["pmf"][1], serde_json::json!([2, "19/40"]));
        assert_eq!(shots["pmf"][2], serde_json::json!([3, "741/16000"]));
        // Listed until the chance of more is below 1e-9, as angband fight.
        let more = shots["more"].as_str().unwrap();
        let (n, d) = more.split_once('/').unwrap();
        assert!(n.parse::<f64>().unwrap() / d.parse::<f64>().unwrap() < 1e-9, "{more}");
        // The text names shots; a budget too small is refused naming --budget.
        let text = out(&[
            "missile",
            "--class",
            "warrior",
            "--str",
            "10",
            "--dex",
            "10",
            "--throw",
            "--dice",
            "1d2",
            "--weight",
            "0",
            "--to-hit",
            "-100",
            "--ac",
            "0",
            "--distance",
            "1",
            "--hp",
            "1",
        ]);
        assert!(text.contains("shots to kill: exact distribution of shots 1..="), "{text}");
        let o = run(&[
            "angband",
            "missile",
            "--class",
            "warrior",
            "--str",
            "10",
            "--dex",
            "10",
            "--throw",
            "--dice",
            "1d2",
            "--weight",
            "0",
            "--ac",
            "0",
            "--distance",
            "1",
            "--hp",
            "1000",
            "--budget",
            "50",
        ]);
        assert_eq!(o.status.code(), Some(1));
        assert!(String::from_utf8_lossy(&o.stderr).contains("--budget"));
    }
}
