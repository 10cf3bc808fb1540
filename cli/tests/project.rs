//! `roguerules project ...` (seed 000): each subcommand end to end, the JSON
//! shapes of issues 16 and 17 (keys exactly as the contract), the same answer
//! from flags and from `--input` (a file or standard input) as from the library
//! itself, bad names (exit status 2 with the accepted list), `--exact`
//! conflicts, and the monster table regenerated from the library's table.

mod common;

use common::{fails, json, run, run_stdin, stderr, stdout, text, usage};
use roguerules_dice::Sampler;
use roguerules_projection::monster::{self, MONSTER_TABLE};
use roguerules_projection::player::{self, PLAYER_TABLE, PlayerInput};
use roguerules_projection::terrain::{self, TerrainInput};
use roguerules_projection::{
    Gf, Monster, MonsterFlags, MonsterInput, ObjectClass, ObjectInput, Reading, Source, Terrain,
};
use serde_json::{Value, json};
use std::collections::BTreeSet;

/// The keys of a JSON object.
fn keys(v: &Value) -> BTreeSet<&str> {
    v.as_object().unwrap_or_else(|| panic!("not an object: {v}")).keys().map(String::as_str).collect()
}

fn set<'a>(names: &[&'a str]) -> BTreeSet<&'a str> {
    names.iter().copied().collect()
}

/// A `"num/den"` probability: reduced, and its value.
fn fraction(v: &Value) -> (u128, u128) {
    let s = v.as_str().unwrap_or_else(|| panic!("not a fraction string: {v}"));
    let (n, d) = s.split_once('/').unwrap_or_else(|| panic!("not num/den: {s}"));
    let (n, d): (u128, u128) = (n.parse().unwrap(), d.parse().unwrap());
    assert_eq!(gcd(n, d), 1, "{s} is not reduced");
    (n, d)
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// Checks that the `"p"`s of a distribution are reduced and add up to 1.
fn sums_to_one(rows: &[Value]) {
    let (mut num, mut den) = (0u128, 1u128);
    for r in rows {
        let (n, d) = fraction(&r["p"]);
        let l = den / gcd(den, d) * d;
        num = num * (l / den) + n * (l / d);
        den = l;
        let g = gcd(num, den);
        (num, den) = (num / g, den / g);
    }
    assert_eq!((num, den), (1, 1), "the probabilities add up to {num}/{den}");
}

/// A text output readable by people: no line longer than 120 characters.
fn readable(args: &[&str]) -> String {
    let t = text(args);
    for line in t.lines() {
        assert!(line.chars().count() <= 120, "`roguerules {}` prints a long line:\n{line}", args.join(" "));
    }
    t
}

const ORC: &[&str] = &[
    "project",
    "monster",
    "--gf",
    "dark",
    "--dam",
    "100",
    "--terrain",
    "rubble",
    "--level",
    "7",
    "--hp",
    "30",
    "--flags",
    "ORC,EVIL",
];

/// The library's input for [`ORC`] (the crate docs' example: an orc on rubble hit by darkness).
fn orc() -> MonsterInput {
    let m =
        Monster { level: 7, hp: 30, maxhp: 30, flags: MonsterFlags::ORC | MonsterFlags::EVIL, ..Monster::default() };
    MonsterInput { terrain: Terrain::Rubble, ..MonsterInput::new(Gf::Dark, 100, m) }
}

fn with<'a>(base: &[&'a str], extra: &[&'a str]) -> Vec<&'a str> {
    base.iter().chain(extra).copied().collect()
}

#[test]
fn monster_exact_json_has_the_contract_shape_and_the_librarys_odds() {
    let v = json(&with(ORC, &["--exact", "--json"]));
    assert_eq!(keys(&v), set(&["distribution", "damage", "mean_damage", "p_killed"]));
    let odds = monster::odds(&orc()).unwrap();
    assert_eq!(v["p_killed"], odds.probability_where(|o| o.killed).to_string().replace(' ', ""));
    assert_eq!(fraction(&v["p_killed"]), (3, 4));
    assert_eq!(fraction(&v["mean_damage"]), (133, 4));
    assert_eq!(v["damage"], serde_json::to_value(odds.map(|o| o.damage)).unwrap());
    for pair in v["damage"].as_array().unwrap() {
        assert!(pair[0].is_i64());
        fraction(&pair[1]);
    }
    let rows = v["distribution"].as_array().unwrap();
    assert_eq!(rows.len(), odds.len());
    sums_to_one(rows);
    for (row, (outcome, p)) in rows.iter().zip(odds.iter()) {
        assert_eq!(keys(row), set(&["p", "outcome"]));
        assert_eq!(row["p"], format!("{}/{}", p.numer(), p.denom()));
        assert_eq!(row["outcome"], serde_json::to_value(outcome).unwrap());
        let o = &row["outcome"];
        for k in [
            "avoided",
            "damage",
            "killed",
            "hp",
            "stun",
            "confusion",
            "fear",
            "teleport",
            "thrust",
            "polymorph",
            "clone",
            "speed",
            "sleep",
            "stasis",
            "mana",
        ] {
            assert!(o.get(k).is_some(), "outcome without {k}: {o}");
        }
        // "hp" (null when killed).
        assert_eq!(o["hp"].is_null(), o["killed"] == true, "{o}");
    }
    let t = readable(&with(ORC, &["--exact"]));
    assert!(t.contains("killed: 0.750000 (75.00%)") && t.contains("mean damage: 33.25"), "{t}");
    assert!(t.contains("avoided (terrain note (a)): nothing happens"), "{t}");
}

#[test]
fn a_seeded_monster_projection_is_the_librarys_and_is_traced_in_words() {
    let args = [
        "project",
        "monster",
        "--gf",
        "storm",
        "--dam",
        "300",
        "--from-monster",
        "--name",
        "Waldern, King of Water",
        "--unique",
        "--hp",
        "200",
        "--max-hp",
        "2000",
        "--seed",
        "3",
    ];
    let a = json(&with(&args, &["--trace", "--json"]));
    assert_eq!(a, json(&with(&args, &["--trace", "--json"])), "the same seed, the same projection");
    assert_eq!(keys(&a), set(&["seed", "input", "outcome", "trace"]));
    let input: MonsterInput = serde_json::from_value(a["input"].clone()).unwrap();
    assert_eq!(input.source, Source::Monster);
    assert_eq!((input.monster.hp, input.monster.maxhp, input.monster.unique), (200, 2000, true));
    let lib = monster::project(&mut Sampler::seed_from_u64(3), &input).unwrap();
    assert_eq!(a["outcome"], serde_json::to_value(lib).unwrap());
    let labels: Vec<&str> = a["trace"].as_array().unwrap().iter().map(|d| d["label"].as_str().unwrap()).collect();
    assert!(labels.contains(&"(n) extra half 1 in 6"), "{labels:?}");
    // A monster cannot kill a unique (final note i): 300 damage leaves it at 0.
    assert_eq!(a["outcome"]["killed"], false);
    assert_eq!(a["outcome"]["hp"], 0);
    let t = readable(&with(&args, &["--trace"]));
    assert!(t.contains("rolls:\n  (n) extra half 1 in 6: "), "{t}");
    assert!(t.contains("a unique is left at 0 by a monster"), "{t}");
    // Without --trace, no rolls.
    assert!(!readable(&args).contains("rolls:"));
}

#[test]
fn monster_flags_and_input_are_the_same_projection() {
    let file = common::root().join("examples/project-monster.json");
    let input: MonsterInput = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let from_file = json(&["project", "monster", "--input", "examples/project-monster.json", "--exact", "--json"]);
    let text = std::fs::read_to_string(&file).unwrap();
    let o = run_stdin(&["project", "monster", "--input", "-", "--exact", "--json"], &text);
    assert!(o.status.success(), "{}", stderr(&o));
    let from_stdin: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(from_file, from_stdin);
    let flags = json(&[
        "project",
        "monster",
        "--gf",
        "GF_STORM",
        "--dam",
        "300",
        "--terrain",
        "water",
        "--from-monster",
        "--name",
        &input.monster.name,
        "--char",
        "E",
        "--level",
        "55",
        "--hp",
        "200",
        "--max-hp",
        "2000",
        "--ac",
        "90",
        "--unique",
        "--flags",
        "evil,im_pois",
        "--speed",
        "20",
        "--race-speed",
        "20",
        "--exact",
        "--json",
    ]);
    assert_eq!(flags, from_file);
    let mean = monster::mean_damage(&input).unwrap();
    assert_eq!(from_file["mean_damage"], format!("{}/{}", mean.numer(), mean.denom()));
    // Missing fields take neutral defaults.
    let o = run_stdin(&["project", "monster", "--input", "-", "--seed", "1", "--json"], r#"{"gf": "fire", "dam": 9}"#);
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["outcome"]["damage"], 9);
    assert_eq!(v["outcome"]["killed"], true, "the default monster has 1 HP");
}

#[test]
fn flags_given_with_input_override_its_fields() {
    // An option given with --input replaces that field; an option not given keeps the file's value.
    let file: MonsterInput =
        serde_json::from_str(&std::fs::read_to_string(common::root().join("examples/project-monster.json")).unwrap())
            .unwrap();
    let v = json(&[
        "project",
        "monster",
        "--input",
        "examples/project-monster.json",
        "--monster-level",
        "3",
        "--counter",
        "stun:4",
        "--seed",
        "1",
        "--json",
    ]);
    let got: MonsterInput = serde_json::from_value(v["input"].clone()).unwrap();
    let mut want = file.clone();
    want.monster.level = 3;
    want.monster.stun = 4;
    assert_eq!(got, want);
    // The old spellings override too.
    let v = json(&[
        "project",
        "monster",
        "--input",
        "examples/project-monster.json",
        "--level",
        "5",
        "--seed",
        "1",
        "--json",
    ]);
    assert_eq!(v["input"]["monster"]["level"], 5);
    assert_eq!(v["input"]["monster"]["name"], json!(file.monster.name));
    let file: PlayerInput =
        serde_json::from_str(&std::fs::read_to_string(common::root().join("examples/project-player.json")).unwrap())
            .unwrap();
    let v = json(&[
        "project",
        "player",
        "--input",
        "examples/project-player.json",
        "--resist",
        "fire:10",
        "--monster-level",
        "3",
        "--str",
        "18/20",
        "--seed",
        "1",
        "--json",
    ]);
    let got: PlayerInput = serde_json::from_value(v["input"].clone()).unwrap();
    let mut want = file.clone();
    want.player.resist.fire = 10;
    want.source.level = 3;
    want.player.stats.str = 38;
    assert_eq!(got, want);
    // --gf and --dam too: the file's other fields stay.
    let v = json(&[
        "project",
        "player",
        "--input",
        "examples/project-player.json",
        "--gf",
        "cold",
        "--seed",
        "1",
        "--json",
    ]);
    assert_eq!(v["input"]["gf"], "cold");
    assert_eq!(v["input"]["dam"], file.dam);
    for cmd in ["monster", "player"] {
        // Without --input, the damage type and the damage are required.
        let err = usage(&["project", cmd, "--dam", "10"]);
        assert!(err.contains("required") && err.contains("--gf"), "{err}");
        let err = usage(&["project", cmd, "--gf", "fire"]);
        assert!(err.contains("required") && err.contains("--dam"), "{err}");
    }
}

#[test]
fn input_files_that_cannot_be_read_or_are_not_inputs_are_exit_1() {
    let err = fails(1, &["project", "monster", "--input", "/nonexistent/m.json", "--seed", "1"]);
    assert!(err.contains("--input /nonexistent/m.json"), "{err}");
    for (cmd, input, needle) in [
        ("monster", "{\"gf\": \"fire\", \"monstr\": {}}", "unknown field `monstr`"),
        ("monster", "{\"gf\": \"whip\"}", "no row for GF_WHIP"),
        ("monster", "{\"gf\": \"fire\", \"monster\": {\"hp\": 5, \"maxhp\": 2}}", "monster.hp is 5"),
        ("monster", "{\"gf\": \"hold\", \"source\": {\"kind\": \"monster\"}}", "needs the player"),
        ("player", "{\"gf\": \"turn_all\"}", "no row for GF_TURN_ALL"),
        ("player", "{\"gf\": \"fire\", \"player\": {\"resist\": {\"fire\": 101}}}", "player.resist.fire is 101"),
        ("player", "{\"gf\": \"fire\", \"player\": {\"equip\": {\"sword\": null}}}", "unknown field `sword`"),
        ("player", "not json", "not a valid player input"),
    ] {
        let o = run_stdin(&["project", cmd, "--input", "-", "--seed", "1"], input);
        assert_eq!(o.status.code(), Some(1), "{input}: {}", stderr(&o));
        assert!(o.stdout.is_empty());
        let err = stderr(&o);
        assert!(err.contains("--input -: ") && err.contains(needle), "{input}: {err}");
        assert!(!err.contains("pass --seed"), "refused before a seed is chosen: {err}");
    }
}

#[test]
fn bad_names_are_exit_2_with_the_accepted_list() {
    for (args, flag, accepted) in [
        (vec!["project", "monster", "--gf", "fyre", "--dam", "1"], "--gf", "old-drain"),
        (vec!["project", "monster", "--gf", "whip", "--dam", "1"], "--gf", "fire"),
        (vec!["project", "monster", "--gf", "fire", "--dam", "1", "--flags", "IM_FYRE"], "--flags", "im-fire"),
        (vec!["project", "monster", "--gf", "fire", "--dam", "1", "--class", "bard"], "--class", "necromancer"),
        (vec!["project", "monster", "--gf", "fire", "--dam", "1", "--terrain", "swamp"], "--terrain", "rubble"),
        (vec!["project", "player", "--gf", "turn-all", "--dam", "1"], "--gf", "holy-orb"),
        (vec!["project", "player", "--gf", "fire", "--dam", "1", "--flags", "hold"], "--flags", "hold-life"),
        (vec!["project", "player", "--gf", "fire", "--dam", "1", "--specialties", "x"], "--specialties", "unlight"),
        (vec!["project", "player", "--gf", "fire", "--dam", "1", "--sustains", "luck"], "--sustains", "chr"),
        (vec!["project", "player", "--gf", "fire", "--dam", "1", "--resist", "fyre:3"], "--resist", "disenchant"),
        (vec!["project", "player", "--gf", "fire", "--dam", "1", "--stats", "luck:3"], "--stats", "chr"),
        (vec!["project", "player", "--gf", "fire", "--dam", "1", "--counter", "sick:3"], "--counter", "paralysis"),
        (vec!["project", "terrain", "--gf", "fire", "--dam", "1", "--terrain", "swamp"], "--terrain", "floor"),
        // The old spelling --class works; the error names the flag as it is now spelt.
        (vec!["project", "object", "--gf", "fire", "--dam", "1", "--class", "sward"], "--object-class", "soft-armor"),
        (
            vec!["project", "object", "--gf", "fire", "--dam", "1", "--class", "sword", "--flags", "flame"],
            "--flags",
            "tr3-ignore-fire",
        ),
    ] {
        let err = usage(&args);
        assert!(err.contains(flag) && err.contains(accepted), "{args:?}: {err}");
    }
    // Out of range values name the flag and the range.
    for (args, flag, range) in [
        (vec!["project", "monster", "--gf", "fire", "--dam", "5001"], "--dam", "0..=5000"),
        (vec!["project", "monster", "--gf", "fire", "--dam", "1", "--stun", "201"], "--stun", "0..=200"),
        (vec!["project", "player", "--gf", "fire", "--dam", "1", "--resist", "fire:101"], "--resist", "0..=100"),
        (vec!["project", "player", "--gf", "fire", "--dam", "1", "--stats", "str:18/101"], "--stats", "18/100"),
        (vec!["project", "player", "--gf", "fire", "--dam", "1", "--energy", "50"], "--energy", "1..=49"),
        (
            vec!["project", "terrain", "--gf", "fire", "--dam", "1", "--terrain", "water", "--adjacent-water", "9"],
            "--adjacent-water",
            "0..=8",
        ),
    ] {
        let err = usage(&args);
        assert!(err.contains(flag) && err.contains(range), "{args:?}: {err}");
    }
}

#[test]
fn values_that_cannot_go_together_are_usage_errors() {
    for (args, needle) in [
        (vec!["project", "monster", "--gf", "fire", "--dam", "1", "--hp", "30", "--max-hp", "20"], "--hp"),
        (vec!["project", "monster", "--gf", "hold", "--dam", "1", "--from-monster"], "--from-monster"),
        (
            vec!["project", "monster", "--gf", "fire", "--dam", "1", "--from-monster", "--beguile"],
            "cannot be used with",
        ),
        (vec!["project", "player", "--gf", "fire", "--dam", "1", "--evasion-pct", "20"], "--specialties evasion"),
        (vec!["project", "player", "--gf", "fire", "--dam", "1", "--resist", "fire:3,fire:4"], "fire is given twice"),
        (vec!["project", "object", "--gf", "kill-trap", "--dam", "1", "--class", "sword", "--trapped"], "--trapped"),
    ] {
        let err = usage(&args);
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

#[test]
fn exact_is_refused_with_seed_and_trace() {
    for base in [
        ORC.to_vec(),
        vec!["project", "player", "--gf", "fire", "--dam", "10"],
        vec!["project", "terrain", "--gf", "fire", "--dam", "10", "--terrain", "floor"],
        vec!["project", "object", "--gf", "fire", "--dam", "10", "--class", "scroll"],
    ] {
        for extra in [&["--seed", "1"][..], &["--trace"][..]] {
            let args = with(&with(&base, &["--exact"]), extra);
            let err = usage(&args);
            assert!(err.contains("cannot be used with"), "{args:?}: {err}");
        }
    }
}

#[test]
fn names_take_any_case_and_separator() {
    let base = |gf: &str, flags: &str, class: &str| {
        json(&[
            "project",
            "monster",
            "--gf",
            gf,
            "--dam",
            "90",
            "--hp",
            "30",
            "--flags",
            flags,
            "--class",
            class,
            "--terrain",
            "Water",
            "--exact",
            "--json",
        ])
    };
    let want = base("fire", "im-fire", "mage");
    for (gf, flags, class) in [("GF_FIRE", "IM_FIRE", "MAGE"), ("Fire", "im fire", "Mage"), ("FIRE", "Im_Fire", "mage")]
    {
        assert_eq!(base(gf, flags, class), want, "{gf} {flags} {class}");
    }
    // light names GF_LITE, as roguerules-vocab reads it.
    let lite = json(&["project", "player", "--gf", "lite", "--dam", "50", "--seed", "1", "--json"]);
    for name in ["light", "GF_LIGHT", "Gf Lite"] {
        assert_eq!(json(&["project", "player", "--gf", name, "--dam", "50", "--seed", "1", "--json"]), lite, "{name}");
    }
    let a = json(&["project", "object", "--gf", "acid", "--dam", "60", "--class", "soft_armor", "--exact", "--json"]);
    let b = json(&["project", "object", "--gf", "Acid", "--dam", "60", "--class", "Soft Armor", "--exact", "--json"]);
    assert_eq!(a, b);
}

#[test]
fn terrain_json_has_the_contract_shape() {
    let v = json(&["project", "terrain", "--gf", "fire", "--dam", "1501", "--terrain", "floor", "--exact", "--json"]);
    assert_eq!(keys(&v), set(&["distribution"]));
    let rows = v["distribution"].as_array().unwrap();
    sums_to_one(rows);
    for r in rows {
        assert_eq!(keys(r), set(&["p", "terrain"]));
    }
    assert!(rows.contains(&json!({"p": "1/2", "terrain": "lava"})), "{v}");
    assert!(rows.contains(&json!({"p": "1/2", "terrain": "floor"})), "{v}");
    // The library's odds, the terrain after (the same terrain when unchanged).
    let input = TerrainInput {
        gf: Gf::Water,
        dam: 80,
        terrain: Terrain::Floor,
        adjacent_water: 3,
        reading: Default::default(),
    };
    let lib = terrain::odds(&input).unwrap();
    let v = json(&[
        "project",
        "terrain",
        "--gf",
        "water",
        "--dam",
        "80",
        "--terrain",
        "floor",
        "--adjacent-water",
        "3",
        "--exact",
        "--json",
    ]);
    let p_water = lib.probability(&Some(Terrain::Water));
    let row = v["distribution"].as_array().unwrap().iter().find(|r| r["terrain"] == "water").unwrap().clone();
    assert_eq!(row["p"], format!("{}/{}", p_water.numer(), p_water.denom()));
    // One roll.
    let v = json(&["project", "terrain", "--gf", "cold", "--dam", "900", "--terrain", "lava", "--seed", "3", "--json"]);
    assert_eq!(keys(&v), set(&["seed", "input", "terrain", "changed"]));
    let lib = terrain::project(
        &mut Sampler::seed_from_u64(3),
        &TerrainInput {
            gf: Gf::Cold,
            dam: 900,
            terrain: Terrain::Lava,
            adjacent_water: 0,
            reading: Default::default(),
        },
    )
    .unwrap();
    assert_eq!(v["changed"], lib.is_some());
    assert_eq!(v["terrain"], lib.unwrap_or(Terrain::Lava).key());
    let t = readable(&[
        "project",
        "terrain",
        "--gf",
        "cold",
        "--dam",
        "900",
        "--terrain",
        "lava",
        "--seed",
        "3",
        "--trace",
    ]);
    assert!(t.contains("solidify 301..1200: "), "{t}");
    let t = readable(&["project", "terrain", "--gf", "fire", "--dam", "1501", "--terrain", "floor", "--exact"]);
    assert!(t.contains("FEAT_LAVA") && t.contains("0.500000 (50.00%)"), "{t}");
}

#[test]
fn object_json_has_the_contract_shape() {
    let v = json(&["project", "object", "--gf", "fire", "--dam", "40", "--class", "scroll", "--exact", "--json"]);
    assert_eq!(keys(&v), set(&["distribution", "p_destroyed"]));
    let lib = roguerules_projection::object::destroy_chance(&ObjectInput::new(Gf::Fire, 40, ObjectClass::Scroll));
    let lib = lib.unwrap();
    assert_eq!(v["p_destroyed"], format!("{}/{}", lib.numer(), lib.denom()));
    assert_eq!(fraction(&v["p_destroyed"]), (39, 40));
    let rows = v["distribution"].as_array().unwrap();
    sums_to_one(rows);
    for r in rows {
        assert_eq!(keys(r), set(&["p", "destroyed", "trap_removed"]));
    }
    // The IGNORE flag and artifacts protect; a trapped chest loses its trap.
    let v = json(&[
        "project",
        "object",
        "--gf",
        "acid",
        "--dam",
        "60",
        "--class",
        "soft-armor",
        "--flags",
        "TR3_IGNORE_ACID",
        "--exact",
        "--json",
    ]);
    assert_eq!(v["p_destroyed"], "0/1");
    let v = json(&[
        "project",
        "object",
        "--gf",
        "mana",
        "--dam",
        "1",
        "--class",
        "ring",
        "--artifact",
        "--exact",
        "--json",
    ]);
    assert_eq!(v["p_destroyed"], "0/1");
    let v = json(&[
        "project",
        "object",
        "--gf",
        "kill-trap",
        "--dam",
        "0",
        "--class",
        "chest",
        "--trapped",
        "--exact",
        "--json",
    ]);
    assert_eq!(v["distribution"], json!([{"p": "1/1", "destroyed": false, "trap_removed": true}]));
    // Every class of the contract is accepted.
    for class in [
        "arrow",
        "bolt",
        "shot",
        "bow",
        "crossbow",
        "sling",
        "sword",
        "hafted",
        "polearm",
        "digger",
        "helm",
        "crown",
        "shield",
        "boots",
        "gloves",
        "cloak",
        "soft_armor",
        "hard_armor",
        "dragon_armor",
        "staff",
        "scroll",
        "skeleton",
        "bottle",
        "junk",
        "ring",
        "amulet",
        "wand",
        "rod",
        "light",
        "spellbook",
        "chest",
        "potion",
        "flask",
        "food",
    ] {
        let v = json(&["project", "object", "--gf", "mana", "--dam", "10", "--class", class, "--exact", "--json"]);
        assert_eq!(v["p_destroyed"], "1/1", "{class}: GF_MANA destroys all objects");
    }
    let v = json(&["project", "object", "--gf", "plasma", "--dam", "30", "--class", "wand", "--seed", "4", "--json"]);
    assert_eq!(keys(&v), set(&["seed", "input", "destroyed", "trap_removed"]));
    let t = readable(&["project", "object", "--gf", "fire", "--dam", "40", "--class", "scroll", "--exact"]);
    assert!(t.contains("Fire haters (threshold 40, IGNORE flag TR3_IGNORE_FIRE)") && t.contains("97.50%"), "{t}");
}

#[test]
fn the_table_is_the_librarys_table() {
    let v = json(&["project", "table", "--json"]);
    let rows = v["rows"].as_array().unwrap();
    assert_eq!(rows.len(), MONSTER_TABLE.len());
    for (row, lib) in rows.iter().zip(MONSTER_TABLE.iter()) {
        assert_eq!(keys(row), set(&["types", "terr", "resists", "notes"]));
        let types: Vec<&str> = lib.types.iter().map(|g| g.name()).collect();
        assert_eq!(row["types"], json!(types));
        assert_eq!(row["terr"], lib.terr.to_string());
        assert_eq!(row["resists"].as_array().unwrap().len(), lib.resists.len());
        for (r, l) in row["resists"].as_array().unwrap().iter().zip(lib.resists) {
            assert_eq!(r["condition"], l.condition.text());
            assert_eq!(r["fraction"], l.fraction.name());
        }
        let notes: Vec<String> = lib.notes.iter().map(char::to_string).collect();
        assert_eq!(row["notes"], json!(notes));
    }
    // The text: each row's first line carries its type, Terr, first resist line
    // (condition and R D cell) and notes, in the seed's layout.
    let t = readable(&["project", "table"]);
    let lines: Vec<Vec<&str>> =
        t.lines().map(|l| l.split("  ").map(str::trim).filter(|c| !c.is_empty()).collect()).collect();
    for lib in MONSTER_TABLE {
        let first = lines
            .iter()
            .find(|cells| cells.first() == Some(&lib.types[0].name()))
            .unwrap_or_else(|| panic!("no line for {}", lib.types[0]));
        let mut want = vec![lib.types[0].name().to_owned(), lib.terr.to_string()];
        if let Some(l) = lib.resists.first() {
            want.push(l.condition.text().to_owned());
            if !l.fraction.rd_cell().is_empty() {
                want.push(l.fraction.rd_cell().to_owned());
            }
        }
        if !lib.notes.is_empty() {
            want.push(lib.notes_text());
        }
        assert_eq!(first.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>(), want, "{}", lib.types[0]);
    }
    // Grouped types on their own lines (RULINGS P1), a second resist line under the first.
    let plasma = t.lines().position(|l| l.starts_with("GF_PLASMA")).unwrap();
    let next: Vec<&str> = t.lines().skip(plasma + 1).take(2).collect();
    assert!(next[0].trim_start().starts_with("IM_FIRE and IM_ELEC"), "{next:?}");
    assert!(t.lines().any(|l| l.trim_end() == "GF_ARROW"), "{t}");
}

const PLAYER_KEYS: [&str; 10] =
    ["damage", "stun", "cut", "poison", "confusion", "blind", "fear", "hallucination", "slow", "paralysis"];

#[test]
fn player_exact_json_is_the_librarys_report() {
    let args = [
        "project",
        "player",
        "--gf",
        "cold",
        "--dam",
        "600",
        "--terrain",
        "lava",
        "--resist",
        "cold:50",
        "--morgul",
        "--source-level",
        "45",
        "--exp",
        "100000",
        "--exact",
        "--json",
    ];
    let v = json(&args);
    assert_eq!(keys(&v), set(&["marginals", "mean_damage", "distribution"]));
    assert_eq!(keys(&v["marginals"]), set(&PLAYER_KEYS));
    let mut input = PlayerInput::new(Gf::Cold, 600);
    input.terrain = Terrain::Lava;
    input.player.resist.cold = 50;
    input.source.morgul = true;
    input.source.level = 45;
    input.player.exp = 100_000;
    let report = player::exact_report(&input).unwrap();
    assert_eq!(v, serde_json::to_value(&report).unwrap());
    assert_eq!(v["mean_damage"], "225/1");
    // The README's (u): no paralysis 8 times in 9.
    assert_eq!(v["marginals"]["paralysis"][0], json!([0, "8/9"]));
    for k in PLAYER_KEYS {
        let pairs = v["marginals"][k].as_array().unwrap();
        sums_to_one(&pairs.iter().map(|p| json!({"p": p[1]})).collect::<Vec<_>>());
    }
    let rows = v["distribution"].as_array().unwrap();
    sums_to_one(rows);
    assert!(rows.iter().all(|r| keys(r) == set(&["p", "outcome"])));
    // Past --budget the whole distribution is left out; the marginals stay.
    let small = json(&with(&args, &["--budget", "1"]));
    assert_eq!(keys(&small), set(&["marginals", "mean_damage"]));
    assert_eq!(small["marginals"], v["marginals"]);
    let t = readable(&with(&args[..args.len() - 1], &["--budget", "1"]));
    assert!(t.contains("whole outcomes: not shown") && t.contains("--budget 1"), "{t}");
    let t = readable(&args[..args.len() - 1]);
    assert!(t.contains("mean damage: 225") && t.contains("paralysis after: exact distribution (4 values)"), "{t}");
    assert!(t.contains("0.888889"), "{t}");
}

#[test]
fn player_flags_and_input_are_the_same_projection() {
    let flags = [
        "project",
        "player",
        "--gf",
        "acid",
        "--dam",
        "150",
        "--level",
        "30",
        "--exp",
        "50000",
        "--class",
        "ranger",
        "--specialties",
        "evasion",
        "--evasion-pct",
        "20",
        "--resist",
        "acid:35",
        "--resist",
        "fire:35",
        "--flags",
        "free_action",
        "--sustains",
        "str,con",
        "--stats",
        "str:17,dex:18,con:16,chr:18/50",
        "--ac",
        "60",
        "--base-ac",
        "40",
        "--dex-to-hit",
        "3",
        "--energy",
        "20",
        "--weight-limit",
        "150",
        "--pack-weight",
        "90",
        "--save",
        "45",
        "--mana",
        "30",
        "--temp-effects",
        "bless,hero",
        "--counter",
        "poison:5",
        "--source-level",
        "40",
        "--seed",
        "9",
        "--json",
    ];
    let from_flags = json(&flags);
    let mut input: PlayerInput = serde_json::from_value(from_flags["input"].clone()).unwrap();
    assert_eq!(input.player.stats.chr, 68, "18/50 is 68");
    assert_eq!(input.player.temp_effects, ["bless", "hero"]);
    let lib = player::project(&mut Sampler::seed_from_u64(9), &input).unwrap();
    assert_eq!(from_flags["outcome"], serde_json::to_value(&lib).unwrap());
    // The same input from standard input: the same roll.
    let o = run_stdin(
        &["project", "player", "--input", "-", "--seed", "9", "--json"],
        &serde_json::to_string(&input).unwrap(),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let from_stdin: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(from_stdin, from_flags);
    // The example file is the same character with equipment, which only
    // --input can give.
    let file: PlayerInput =
        serde_json::from_str(&std::fs::read_to_string(common::root().join("examples/project-player.json")).unwrap())
            .unwrap();
    assert!(file.player.equip.shield.is_some());
    input.player.equip = file.player.equip;
    input.player.stats = file.player.stats;
    assert_eq!(input, file);
}

#[test]
fn a_seeded_player_projection_is_traced_in_words() {
    let args = [
        "project",
        "player",
        "--gf",
        "morgul-dark",
        "--dam",
        "300",
        "--source-level",
        "60",
        "--resist",
        "dark:20",
        "--flags",
        "resist_fear,resist_blind",
        "--exp",
        "10000",
        "--seed",
        "2",
    ];
    let v = json(&with(&args, &["--trace", "--json"]));
    assert_eq!(keys(&v), set(&["seed", "input", "outcome", "trace"]));
    let labels: Vec<&str> = v["trace"].as_array().unwrap().iter().map(|d| d["label"].as_str().unwrap()).collect();
    assert_eq!(labels[0], "resistance percentage (P7)");
    assert!(labels.contains(&"(E)vi roll 1..power"), "{labels:?}");
    let t = readable(&with(&args, &["--trace"]));
    assert!(t.contains("rolls:\n  resistance percentage (P7): ") && t.contains("what happens: "), "{t}");
    let t = readable(&["project", "player", "--input", "examples/project-player.json", "--exact"]);
    assert!(t.contains("acid reaches the cloak, which ignores it"), "{t}");
}

#[test]
fn every_subcommand_prints_readable_text_and_valid_json() {
    for args in [
        vec!["project", "monster", "--input", "examples/project-monster.json", "--exact"],
        vec!["project", "monster", "--gf", "turn-all", "--dam", "5000", "--class", "priest", "--beguile", "--exact"],
        vec!["project", "player", "--input", "examples/project-player.json", "--exact"],
        vec!["project", "player", "--gf", "storm", "--dam", "1600", "--land", "rubble", "--exact"],
        vec!["project", "terrain", "--gf", "storm", "--dam", "300", "--terrain", "floor", "--exact"],
        vec!["project", "object", "--gf", "meteor", "--dam", "300", "--class", "flask", "--seed", "2", "--trace"],
        vec!["project", "table"],
    ] {
        let t = readable(&args);
        assert!(!t.is_empty());
        if !args.contains(&"table") {
            // Long lists are summarised: never more than a few screens of text.
            assert!(t.lines().count() < 200, "`roguerules {}`: {} lines", args.join(" "), t.lines().count());
        }
        let j = run(&with(&args, &["--json"]));
        assert!(j.status.success(), "{}", stderr(&j));
        serde_json::from_slice::<Value>(&j.stdout).unwrap_or_else(|e| panic!("{args:?}: {e}\n{}", stdout(&j)));
    }
}

// ---------------------------------------------------------------------------
// Readings (issue 21): --reading on every project command, "reading" in JSON
// ---------------------------------------------------------------------------

const GAME: Reading = Reading::Oangband110;

#[test]
fn every_project_command_takes_reading_and_lists_its_values() {
    for cmd in ["monster", "player", "terrain", "object", "table", "player-table"] {
        let help = text(&["project", cmd, "--help"]);
        assert!(help.contains("--reading"), "project {cmd}: {help}");
        assert!(help.contains("seed") && help.contains("oangband-1.1.0"), "project {cmd}: {help}");
    }
    let e = usage(&["project", "terrain", "--gf", "fire", "--dam", "10", "--terrain", "floor", "--reading", "angband"]);
    assert!(e.contains("--reading") && e.contains("seed, oangband-1.1.0"), "{e}");
}

#[test]
fn the_reading_reaches_the_library() {
    // A monster, from the flags: the library's odds under the game's reading.
    let args = ["project", "monster", "--gf", "dark", "--dam", "100", "--terrain", "rubble", "--level", "7"];
    let args = with(&args, &["--hp", "30", "--flags", "orc,evil", "--exact", "--json"]);
    for (spelling, reading) in [("OANGBAND-1.1.0", GAME), ("oangband_1.1.0", GAME), ("Seed", Reading::Seed)] {
        let v = json(&with(&args, &["--reading", spelling]));
        let input = MonsterInput { reading, ..orc() };
        assert_eq!(v["p_killed"], fraction_of(&monster::kill_chance(&input).unwrap()), "{spelling}");
        assert_eq!(v["mean_damage"], fraction_of(&monster::mean_damage(&input).unwrap()), "{spelling}");
    }
    // The JSON input's "reading", from a file's text on stdin, echoed back; --reading replaces it.
    let mut input = serde_json::to_value(orc()).unwrap();
    input["reading"] = json!("oangband-1.1.0");
    let text_in = input.to_string();
    let v: Value = serde_json::from_slice(
        &run_stdin(&["project", "monster", "--input", "-", "--seed", "1", "--json"], &text_in).stdout,
    )
    .unwrap();
    assert_eq!(v["input"]["reading"], "oangband-1.1.0");
    let v: Value = serde_json::from_slice(
        &run_stdin(&["project", "monster", "--input", "-", "--seed", "1", "--json", "--reading", "seed"], &text_in)
            .stdout,
    )
    .unwrap();
    assert!(v["input"].get("reading").is_none(), "the seed reading is left out: {v}");
    // Terrain and objects.
    for reading in Reading::ALL {
        let v = json(&[
            "project",
            "terrain",
            "--gf",
            "water",
            "--dam",
            "60",
            "--terrain",
            "floor",
            "--adjacent-water",
            "2",
            "--exact",
            "--json",
            "--reading",
            reading.name(),
        ]);
        let lib =
            terrain::odds(&TerrainInput { reading: *reading, ..TerrainInput::new(Gf::Water, 60, Terrain::Floor, 2) })
                .unwrap();
        assert_eq!(v["distribution"].as_array().unwrap().len(), lib.len(), "{reading}");
        let v = json(&[
            "project",
            "object",
            "--gf",
            "acid",
            "--dam",
            "30",
            "--class",
            "chest",
            "--exact",
            "--json",
            "--reading",
            reading.name(),
        ]);
        let o = ObjectInput { reading: *reading, ..object_input(Gf::Acid, 30, ObjectClass::Chest) };
        assert_eq!(v["p_destroyed"], fraction_of(&roguerules_projection::object::destroy_chance(&o).unwrap()));
    }
    // Text names the game's reading.
    let t = text(&[
        "project",
        "object",
        "--gf",
        "acid",
        "--dam",
        "30",
        "--class",
        "chest",
        "--exact",
        "--reading",
        "oangband",
    ]);
    assert!(t.contains("(oangband-1.1.0 reading)"), "{t}");
}

/// The library's `"num/den"` for a probability.
fn fraction_of(p: &roguerules_dice::BigRational) -> Value {
    json!(format!("{}/{}", p.numer(), p.denom()))
}

fn object_input(gf: Gf, dam: i64, class: ObjectClass) -> ObjectInput {
    ObjectInput {
        gf,
        dam,
        class,
        flags: Default::default(),
        artifact: false,
        cursed: false,
        trapped: false,
        reading: Reading::Seed,
    }
}

#[test]
fn the_player_follows_the_games_reading() {
    // From the flag.
    let o =
        run_stdin(&["project", "player", "--gf", "fire", "--dam", "60", "--reading", "oangband-1.1.0", "--exact"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    // From the JSON.
    let o = run_stdin(
        &["project", "player", "--input", "-", "--exact"],
        r#"{"gf": "fire", "dam": 60, "reading": "oangband-1.1.0"}"#,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    // --reading seed replaces the file's reading: it computes.
    let o = run_stdin(
        &["project", "player", "--input", "-", "--exact", "--reading", "seed"],
        r#"{"gf": "fire", "dam": 60, "reading": "oangband-1.1.0"}"#,
    );
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn the_table_under_the_games_reading_marks_what_differs() {
    let seed = json(&["project", "table", "--json"]);
    assert!(seed.get("reading").is_none());
    let v = json(&["project", "table", "--json", "--reading", "oangband-1.1.0"]);
    assert_eq!(v["reading"], "oangband-1.1.0");
    let rows = v["rows"].as_array().unwrap();
    assert_eq!(rows.len(), MONSTER_TABLE.len());
    for (row, lib) in rows.iter().zip(MONSTER_TABLE.iter()) {
        assert_eq!(keys(row), set(&["types", "terr", "resists", "notes", "game_differs"]));
        for marked in row["game_differs"].as_array().unwrap() {
            assert!(lib.types.iter().any(|g| g.name() == marked), "{marked} is not in the row {:?}", lib.types);
        }
    }
    let t = readable(&["project", "table", "--reading", "oangband-1.1.0"]);
    assert!(t.contains("(oangband-1.1.0 reading)") && t.lines().nth(1).unwrap().contains("Oangband 1.1.0"), "{t}");
    // Every marked type appears in the errata's monster list.
    let errata = json(&["project", "errata", "--json"]);
    let listed: BTreeSet<String> =
        errata["monsters"]["differ"].as_array().unwrap().iter().map(|r| gf_name(&r["input"]["gf"])).collect();
    for row in rows {
        for marked in row["game_differs"].as_array().unwrap() {
            assert!(listed.contains(marked.as_str().unwrap()), "{marked} is marked but not in the errata");
        }
    }
}

/// The seed's `GF_*` name of a JSON damage type (`"fire"` is `GF_FIRE`).
fn gf_name(v: &Value) -> String {
    serde_json::from_value::<Gf>(v.clone()).unwrap().name().to_owned()
}

#[test]
fn errata_lists_only_inputs_whose_odds_really_differ() {
    let v = json(&["project", "errata", "--json"]);
    assert_eq!(keys(&v), set(&["monsters", "terrain", "objects", "player"]));
    let hold = [Gf::Hold, Gf::HoldUndead];
    let monster_types = Gf::ALL.iter().filter(|g| monster::monster_row(**g).is_some()).count();
    let compared = [
        ("monsters", 4 * monster_types - hold.len()),
        ("terrain", Gf::ALL.len() * 2 * Terrain::ALL.len()),
        ("objects", Gf::ALL.len() * 2 * ObjectClass::ALL.len()),
        ("player", 3 * roguerules_projection::player::PLAYER_TABLE.len()),
    ];
    for (section, n) in compared {
        assert_eq!(keys(&v[section]), set(&["compared", "differ"]), "{section}");
        assert_eq!(v[section]["compared"], json!(n), "{section}");
        for row in v[section]["differ"].as_array().unwrap() {
            assert_eq!(keys(row), set(&["input", "seed", "game"]));
            assert_ne!(row["seed"], row["game"], "{section}: {row}");
            // Both summaries are the library's, for the input under each reading.
            for (reading, key) in [(Reading::Seed, "seed"), (GAME, "game")] {
                let mut input = row["input"].clone();
                input["reading"] = json!(reading.name());
                let s = &row[key];
                match section {
                    "monsters" => {
                        let i: MonsterInput = serde_json::from_value(input).unwrap();
                        if let Ok(p) = monster::kill_chance(&i) {
                            assert_eq!(s["p_killed"], fraction_of(&p), "{row}");
                            assert_eq!(s["mean_damage"], fraction_of(&monster::mean_damage(&i).unwrap()), "{row}");
                        }
                    }
                    "terrain" => {
                        let i: TerrainInput = serde_json::from_value(input).unwrap();
                        if let Ok(pmf) = terrain::odds(&i) {
                            let stays = pmf.probability_where(|t| t.is_none() || *t == Some(i.terrain));
                            assert_eq!(s[i.terrain.key()], fraction_of(&stays), "{row}");
                        }
                    }
                    "player" => {
                        let i: roguerules_projection::player::PlayerInput = serde_json::from_value(input).unwrap();
                        let mean = roguerules_projection::player::mean_damage(&i).unwrap();
                        assert_eq!(s["mean_damage"], fraction_of(&mean), "{row}");
                    }
                    _ => {
                        let i: ObjectInput = serde_json::from_value(input).unwrap();
                        if let Ok(p) = roguerules_projection::object::destroy_chance(&i) {
                            assert_eq!(s["p_destroyed"], fraction_of(&p), "{row}");
                        }
                    }
                }
            }
        }
    }
    let t = readable(&["project", "errata"]);
    assert!(t.starts_with("The seed's errata against Oangband 1.1.0"), "{t}");
    // The game's player differs from the seed's in many places.
    assert!(v["player"]["differ"].as_array().unwrap().len() >= 20, "{}", v["player"]);
    for section in ["monsters", "terrain", "objects", "player"] {
        let n = v[section]["differ"].as_array().unwrap().len();
        let of = v[section]["compared"].as_u64().unwrap();
        assert!(t.contains(&format!("{section}: {n} of {of} inputs differ")), "{t}");
    }
}

#[test]
fn the_player_table_is_the_librarys_table_and_marks_what_the_game_plays_differently() {
    let v = json(&["project", "player-table", "--json"]);
    assert!(v.get("reading").is_none());
    let rows = v["rows"].as_array().unwrap();
    assert_eq!(rows.len(), PLAYER_TABLE.len());
    for (row, lib) in rows.iter().zip(PLAYER_TABLE.iter()) {
        let cells = ["type", "terr", "resist", "resist_notes", "element", "spread", "notes", "printed_blank"];
        assert_eq!(keys(row), set(&cells));
        assert_eq!(row["type"], lib.name());
        assert_eq!(row["terr"], lib.terr.to_string());
        assert_eq!(row["resist"], lib.resist.text());
        assert_eq!(row["spread"], lib.resist.spread());
        let notes: Vec<String> = lib.notes.iter().map(char::to_string).collect();
        assert_eq!(row["notes"], json!(notes));
    }
    // The seed's own cells: chaos resisted very variably (f = 2), GF_PMISSILE printed blank.
    let chaos = rows.iter().find(|r| r["type"] == "GF_CHAOS").unwrap();
    assert_eq!(
        (&chaos["resist"], &chaos["spread"], &chaos["element"]),
        (&json!("V. Variable"), &json!(2), &json!("chaos"))
    );
    let t = readable(&["project", "player-table"]);
    let line = |t: &str, name: &str| t.lines().find(|l| l.starts_with(&format!("{name} "))).unwrap().to_owned();
    let pmissile: Vec<String> = line(&t, "GF_PMISSILE").split_whitespace().map(str::to_owned).collect();
    assert_eq!(pmissile, ["GF_PMISSILE", "(l)"]);
    assert_eq!(
        line(&t, "GF_ACID").split_whitespace().collect::<Vec<_>>(),
        ["GF_ACID", "Full", "Constant", "(m)", "(n)", "(o)", "(p)"]
    );

    // Under the game's reading: sound and gravity are played differently, acid and chaos alike (asked of errata's
    // player inputs); every marked type is in the errata's player list and every listed one is marked.
    let g = json(&["project", "player-table", "--json", "--reading", "oangband-1.1.0"]);
    assert_eq!(g["reading"], "oangband-1.1.0");
    // (By the library's GF_* names, as the errata's inputs give them: GF_LITE for the table's GF_LIGHT.)
    let marked: BTreeSet<String> = g["rows"]
        .as_array()
        .unwrap()
        .iter()
        .zip(PLAYER_TABLE.iter())
        .filter(|(r, _)| r["game_differs"].as_bool().unwrap())
        .map(|(_, lib)| lib.gf.name().to_owned())
        .collect();
    for (name, differs) in [("GF_SOUND", true), ("GF_GRAVITY", true), ("GF_ACID", false), ("GF_CHAOS", false)] {
        assert_eq!(marked.contains(name), differs, "{name}: {marked:?}");
    }
    let errata = json(&["project", "errata", "--json"]);
    let listed: BTreeSet<String> =
        errata["player"]["differ"].as_array().unwrap().iter().map(|r| gf_name(&r["input"]["gf"])).collect();
    assert_eq!(marked, listed);
    let t = readable(&["project", "player-table", "--reading", "oangband-1.1.0"]);
    assert!(t.contains("(oangband-1.1.0 reading)") && t.lines().nth(1).unwrap().contains("Oangband 1.1.0"), "{t}");
    assert!(line(&t, "GF_SOUND").ends_with("differs") && !line(&t, "GF_ACID").contains("differs"), "{t}");
}

/// Issue 24 item 2: the renamed flags; each old spelling still works, hidden, and
/// means the same.
#[test]
fn renamed_flags_and_their_old_spellings_agree() {
    let base = ["project", "monster", "--gf", "dark", "--dam", "100", "--terrain", "rubble", "--exact", "--json"];
    let same = |new: &[&str], old: &[&str], base: &[&str]| {
        let a = json(&[base, new].concat());
        let b = json(&[base, old].concat());
        assert_eq!(a, b, "{new:?} and {old:?}");
        a
    };
    same(&["--monster-level", "7"], &["--level", "7"], &base);
    let v = same(
        &["--counter", "stun:5,confusion:6", "--counter", "fear:7", "--counter", "sleep:300"],
        &["--stun", "5", "--confusion", "6", "--fear", "7", "--sleep", "300"],
        &["project", "monster", "--gf", "fire", "--dam", "10", "--hp", "50", "--seed", "1", "--json"],
    );
    let m = &v["input"]["monster"];
    assert_eq!((m["stun"].as_i64(), m["confusion"].as_i64(), m["fear"].as_i64()), (Some(5), Some(6), Some(7)));
    assert_eq!(m["sleep"], 300);
    let player = ["project", "player", "--gf", "nexus", "--dam", "100", "--seed", "3", "--json"];
    let v = same(
        &[
            "--player-level",
            "20",
            "--monster-level",
            "30",
            "--str",
            "18/50",
            "--chr",
            "9",
            "--flags",
            "pois-temp,pois-perm",
        ],
        &["--level", "20", "--source-level", "30", "--stats", "str:18/50,chr:9", "--pois-temp", "--pois-perm"],
        &player,
    );
    assert_eq!(v["input"]["player"]["level"], 20);
    assert_eq!(v["input"]["source"]["level"], 30);
    assert_eq!(v["input"]["player"]["stats"]["str"], 68);
    assert_eq!(v["input"]["player"]["pois_perm"], true);
    same(
        &["--object-class", "scroll"],
        &["--class", "scroll"],
        &["project", "object", "--gf", "fire", "--dam", "40", "--exact", "--json"],
    );
    // The old spellings are hidden from --help.
    for (cmd, old) in [
        ("monster", ["--level ", "--stun", "--confusion", "--sleep"]),
        ("player", ["--source-level", "--stats", "--pois-temp", "--pois-perm"]),
    ] {
        let help = text(&["project", cmd, "--help"]);
        for flag in old {
            assert!(!help.contains(&format!("  {flag}")), "{cmd}: {flag} is listed:\n{help}");
        }
    }
    // A counter given twice, a stat given twice, a counter out of its own range.
    let err = usage(&["project", "monster", "--gf", "fire", "--dam", "1", "--counter", "stun:1", "--stun", "2"]);
    assert!(err.contains("--counter: stun is given twice"), "{err}");
    let err = usage(&["project", "monster", "--gf", "fire", "--dam", "1", "--counter", "fear:201"]);
    assert!(err.contains("--counter") && err.contains("0..=200"), "{err}");
    let err = usage(&["project", "player", "--gf", "fire", "--dam", "1", "--str", "12", "--stats", "str:13"]);
    assert!(err.contains("--str: given twice"), "{err}");
}

/// Issue 24 item 3: `--hp 0` is a living monster at 0 HP (of 1 maximum, the
/// help's default), not an error blaming `--max-hp`; an error names the flag
/// the user wrote.
#[test]
fn hp_zero_is_alive_and_errors_name_the_flag_written() {
    let v = json(&["project", "monster", "--gf", "fire", "--dam", "100", "--hp", "0", "--seed", "1", "--json"]);
    assert_eq!((v["input"]["monster"]["hp"].as_i64(), v["input"]["monster"]["maxhp"].as_i64()), (Some(0), Some(1)));
    assert_eq!(v["outcome"]["killed"], true);
    let v = json(&["project", "monster", "--gf", "fire", "--dam", "0", "--hp", "0", "--exact", "--json"]);
    assert_eq!(v["p_killed"], "0/1", "0 damage leaves it alive at 0 HP");
    let err = usage(&["project", "monster", "--gf", "fire", "--dam", "1", "--hp", "9", "--max-hp", "3"]);
    assert!(err.starts_with("error: --hp: 9 is more than"), "{err}");
    let err = usage(&["project", "monster", "--gf", "fire", "--dam", "1", "--hp", "0", "--max-hp", "0"]);
    assert!(err.contains("--max-hp") && err.contains("1..=32767"), "{err}");
}

/// Issue 24 item 1: every exact projection takes `--budget` (one default, one
/// unit), and an exact computation past it is refused naming the flag.
#[test]
fn every_projection_takes_the_one_budget() {
    for (args, _) in [
        (&["project", "monster", "--gf", "dark", "--dam", "100", "--terrain", "rubble"][..], ()),
        (&["project", "terrain", "--gf", "fire", "--dam", "1501", "--terrain", "floor"], ()),
        (&["project", "object", "--gf", "fire", "--dam", "40", "--object-class", "scroll"], ()),
    ] {
        let help = text(&[args[..2].to_vec(), vec!["--help"]].concat());
        assert!(help.contains("--budget <N>") && help.contains("[default: 1048576]"), "{help}");
        let ok = json(&[args, &["--exact", "--json", "--budget", "1048576"]].concat());
        assert_eq!(ok, json(&[args, &["--exact", "--json"]].concat()));
        let err = fails(1, &[args, &["--exact", "--budget", "1"]].concat());
        assert!(err.contains("--budget"), "{args:?}: {err}");
    }
    let help = text(&["project", "player", "--help"]);
    assert!(help.contains("[default: 1048576]"), "project player's --budget default is the one default");
}

/// Issue 24 item 3: `--temp-effects` takes the game's effect names, each once.
#[test]
fn temp_effects_refuse_unknown_and_repeated_names() {
    let base = ["project", "player", "--gf", "disenchant", "--dam", "100", "--temp-effects"];
    let err = usage(&[&base[..], &["bless,foo"]].concat());
    assert!(err.contains("'foo'") && err.contains("--temp-effects") && err.contains("word-recall"), "{err}");
    let err = usage(&[&base[..], &["bless,bless"]].concat());
    assert!(err.contains("--temp-effects: bless is given twice"), "{err}");
    let v = json(&[&base[..], &["Blessed,hero,shero", "--seed", "1", "--json"]].concat());
    assert_eq!(v["input"]["player"]["temp_effects"], json!(["bless", "hero", "berserk"]));
}

/// Issue 24 item 3: JSON names in any case, and a JSON input must be an object.
#[test]
fn json_inputs_read_names_in_any_case_and_must_be_objects() {
    let lower = r#"{"gf": "fire", "dam": 30, "player": {"class": "ranger"}, "terrain": "tree"}"#;
    let mixed = r#"{"gf": "Fire", "dam": 30, "player": {"class": "Ranger"}, "terrain": "Tree"}"#;
    let a = run_stdin(&["project", "player", "--input", "-", "--exact", "--json"], lower);
    let b = run_stdin(&["project", "player", "--input", "-", "--exact", "--json"], mixed);
    assert!(b.status.success(), "{}", stderr(&b));
    assert_eq!(a.stdout, b.stdout);
    let mixed =
        r#"{"gf": "OLD_CONF", "dam": 90, "source": {"kind": "player", "class": "Mage"}, "reading": "Oangband-1.1.0"}"#;
    let o = run_stdin(&["project", "monster", "--input", "-", "--seed", "1", "--json"], mixed);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["input"]["source"]["class"], "mage");
    for cmd in ["monster", "player"] {
        let o = run_stdin(&["project", cmd, "--input", "-", "--seed", "1"], "[]");
        assert_eq!(o.status.code(), Some(1));
        assert!(stderr(&o).contains("expected a JSON object {...}, found an array"), "{}", stderr(&o));
    }
}

/// Issue 25 item 4: `project terrain` and `project object` read their input
/// from a file (the library's TerrainInput, ObjectInput), options over it.
#[test]
fn terrain_and_object_read_their_input_from_a_file_with_options_over_it() {
    use common::check_input;
    check_input(
        &["project", "terrain", "--exact", "--json"],
        r#"{"gf": "Water", "dam": 80, "terrain": "floor", "adjacent_water": 3, "reading": "oangband-1.1.0"}"#,
        &["--gf", "water", "--dam", "80", "--terrain", "floor", "--adjacent-water", "3", "--reading", "oangband-1.1.0"],
        &["--adjacent-water", "7"],
        r#"{"gf": "water", "dam": 80, "terrain": "floor", "adjacent_water": 9}"#,
    );
    check_input(
        &["project", "terrain", "--seed", "3"],
        r#"{"gf": "fire", "dam": 1501, "terrain": "floor"}"#,
        &["--gf", "fire", "--dam", "1501", "--terrain", "floor"],
        &["--terrain", "lava", "--gf", "cold"],
        r#"{"gf": "fire", "dam": 1501, "terrain": "swamp"}"#,
    );
    check_input(
        &["project", "object", "--exact", "--json"],
        r#"{"gf": "acid", "dam": 30, "class": "Soft Armor", "flags": [], "cursed": true}"#,
        &["--gf", "acid", "--dam", "30", "--object-class", "soft-armor", "--cursed"],
        &["--flags", "acid"],
        r#"{"gf": "acid", "dam": 30, "class": "soft_armor", "colour": "red"}"#,
    );
    check_input(
        &["project", "object", "--seed", "2", "--json"],
        r#"{"gf": "kill_trap", "dam": 0, "class": "chest", "trapped": true}"#,
        &["--gf", "kill-trap", "--dam", "0", "--object-class", "chest", "--trapped"],
        &["--gf", "fire", "--dam", "100"],
        r#"{"gf": "kill_trap", "dam": 0, "class": "scroll", "trapped": true}"#,
    );
    // A required option is optional when the file gives its field, named when neither does.
    let path = common::scratch_file("project-terrain-partial.json", r#"{"gf": "fire", "terrain": "floor"}"#);
    let e = common::usage(&["project", "terrain", "--input", &path, "--exact"]);
    assert!(e.contains("--dam") && e.contains("\"dam\""), "{e}");
}

/// An option replaces its own field of the input as the library reads it: `--hp`
/// over a file whose `maxhp` follows its `hp` keeps that maximum.
#[test]
fn an_option_replaces_only_its_field_of_the_input_as_read() {
    let file = r#"{"gf": "fire", "dam": 10, "monster": {"hp": 30}, "source": {"kind": "monster"}}"#;
    let o = run_stdin(
        &["project", "monster", "--input", "-", "--hp", "5", "--player-level", "7", "--seed", "1", "--json"],
        file,
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["input"]["monster"]["hp"], 5);
    assert_eq!(v["input"]["monster"]["maxhp"], 30);
    assert_eq!(v["input"]["source"]["kind"], "player");
    assert_eq!(v["input"]["source"]["level"], 7);
}

/// `--flags` replaces the input's protections and poison resistances; the
/// rest of the character and a resistance not named stay the file's.
#[test]
fn player_options_replace_only_their_fields() {
    let file = r#"{"gf": "pois", "dam": 10, "player": {"level": 9, "pois_temp": true, "resist": {"fire": 35}}}"#;
    let args =
        ["project", "player", "--input", "-", "--flags", "free-action", "--resist", "cold:50", "--seed", "1", "--json"];
    let o = run_stdin(&args, file);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let p = &v["input"]["player"];
    assert_eq!(p["level"], 9);
    assert_eq!(p["pois_temp"], false);
    assert_eq!(p["resist"]["fire"], 35);
    assert_eq!(p["resist"]["cold"], 50);
}
