//! The JSON shapes of the player side: the CLI's contract (`roguerules project
//! player --input FILE` and `--exact --json`). Inputs take neutral defaults for
//! missing fields and refuse misspelt ones at every level; outcomes carry every
//! field.
#![cfg(feature = "serde")]
#![recursion_limit = "256"]

use roguerules_projection::player::{
    self, Counters, Equipment, Item, MonsterSource, Player, PlayerFlags, PlayerInput, Resistances, Shield, Specialties,
    Stats, Sustains,
};
use roguerules_projection::{Class, Gf, Terrain};
use serde_json::{Value, json};

fn full_json() -> Value {
    json!({
        "gf": "light", "dam": 250, "terrain": "water", "dark": true, "land": "rubble",
        "player": {
            "level": 35, "exp": 123456, "class": "ranger",
            "specialties": ["evasion", "enhance_magic", "shield_mastery", "armor_mastery", "unlight"],
            "evasion_pct": 12,
            "resist": {"acid": 1, "elec": 2, "fire": 35, "cold": 4, "pois": 5, "light": 6, "dark": 7,
                       "confusion": 8, "sound": 9, "shards": 10, "nexus": 11, "nether": 12, "chaos": 13,
                       "disenchant": 100},
            "pois_temp": true, "pois_perm": false,
            "flags": ["hold_life", "free_action", "feather_fall", "resist_fear", "resist_blind"],
            "black_breath": true,
            "sustains": ["str", "con"],
            "stats": {"str": 17, "int": 10, "wis": 11, "dex": 18, "con": 16, "chr": 68},
            "ac": 80, "base_ac": 60, "dex_to_hit": 3, "energy": 20, "weight_limit": 150, "pack_weight": 90,
            "save": 55, "shapechanged": true, "mana": 40, "temp_effects": ["bless", "hero"],
            "counters": {"stun": 1, "cut": 2, "poison": 3, "confusion": 4, "blind": 5, "fear": 6,
                         "hallucination": 7, "slow": 8, "paralysis": 9},
            "equip": {
                "weapon": {"to_h": 9, "to_d": 11, "to_a": 0, "artifact": true, "ignore_acid": false},
                "bow": null, "body": {"to_h": 0, "to_d": 0, "to_a": 12, "artifact": false, "ignore_acid": true},
                "cloak": null,
                "shield": {"to_h": 0, "to_d": 0, "to_a": 5, "artifact": false, "ignore_acid": false,
                           "base_ac": 8, "on_back": false},
                "head": null, "hands": null, "feet": null
            }
        },
        "source": {"level": 40, "morgul": true, "unique_wraith": false, "deathlord": false, "archer": true,
                   "adjacent": false, "ranged_freq": 25}
    })
}

fn full_input() -> PlayerInput {
    PlayerInput {
        gf: Gf::Lite,
        dam: 250,
        terrain: Terrain::Water,
        reading: Default::default(),
        self_inflicted: false,
        dark: true,
        land: Terrain::Rubble,
        player: Player {
            level: 35,
            exp: 123456,
            class: Class::Ranger,
            specialties: Specialties::all(),
            evasion_pct: 12,
            resist: Resistances {
                acid: 1,
                elec: 2,
                fire: 35,
                cold: 4,
                pois: 5,
                light: 6,
                dark: 7,
                confusion: 8,
                sound: 9,
                shards: 10,
                nexus: 11,
                nether: 12,
                chaos: 13,
                disenchant: 100,
            },
            pois_temp: true,
            pois_perm: false,
            flags: PlayerFlags::all(),
            black_breath: true,
            sustains: Sustains::STR | Sustains::CON,
            stats: Stats { str: 17, int: 10, wis: 11, dex: 18, con: 16, chr: 68 },
            ac: 80,
            base_ac: 60,
            dex_to_hit: 3,
            energy: 20,
            weight_limit: 150,
            pack_weight: 90,
            save: 55,
            shapechanged: true,
            mana: 40,
            temp_effects: vec!["bless".into(), "hero".into()],
            counters: Counters {
                stun: 1,
                cut: 2,
                poison: 3,
                confusion: 4,
                blind: 5,
                fear: 6,
                hallucination: 7,
                slow: 8,
                paralysis: 9,
            },
            equip: Equipment {
                weapon: Some(Item { to_h: 9, to_d: 11, to_a: 0, artifact: true, ignore_acid: false, base_ac: 0 }),
                body: Some(Item { to_a: 12, ignore_acid: true, ..Item::default() }),
                shield: Some(Shield { to_a: 5, base_ac: 8, ..Shield::default() }),
                ..Equipment::default()
            },
            ..Player::default()
        },
        source: MonsterSource {
            level: 40,
            morgul: true,
            unique_wraith: false,
            deathlord: false,
            archer: true,
            adjacent: false,
            ranged_freq: 25,
            ..MonsterSource::default()
        },
    }
}

#[test]
fn input_with_every_field_round_trips() {
    let i: PlayerInput = serde_json::from_value(full_json()).unwrap();
    assert_eq!(i, full_input());
    let mut back = serde_json::to_value(&i).unwrap();
    // The vocabulary serializes GF_LIGHT as the monster side's "lite".
    assert_eq!(back["gf"], "lite");
    back["gf"] = json!("light");
    assert_eq!(back, full_json());
}

#[test]
fn missing_fields_are_neutral() {
    let i: PlayerInput = serde_json::from_str(r#"{"gf": "GF_FIRE"}"#).unwrap();
    assert_eq!(i, PlayerInput::new(Gf::Fire, 0));
    assert_eq!(i.player, Player::default());
    assert_eq!((i.player.level, i.player.energy, i.player.weight_limit, i.player.stats.chr), (1, 10, 100, 10));
    let i: PlayerInput = serde_json::from_str(r#"{"gf": "acid", "player": {"resist": {"fire": 35}}}"#).unwrap();
    assert_eq!(i.player.resist, Resistances { fire: 35, ..Resistances::default() });
    let i: PlayerInput =
        serde_json::from_str(r#"{"gf": "acid", "player": {"stats": {"str": 18}, "equip": {"feet": {}}}}"#).unwrap();
    assert_eq!(i.player.stats, Stats { str: 18, ..Stats::default() });
    assert_eq!(i.player.equip.feet, Some(Item::default()));
    // Names in any case; the flags also as one string.
    let i: PlayerInput =
        serde_json::from_str(r#"{"gf": "acid", "player": {"flags": "HOLD_LIFE, free-action", "sustains": ["Dex"]}}"#)
            .unwrap();
    assert_eq!(i.player.flags, PlayerFlags::HOLD_LIFE | PlayerFlags::FREE_ACTION);
    assert_eq!(i.player.sustains, Sustains::DEX);
    // The damage type is required: it has no neutral value.
    assert!(serde_json::from_str::<PlayerInput>("{}").is_err());
}

#[test]
fn misspelt_fields_are_refused_at_every_level() {
    for (path, bad) in [
        ("/", json!({"gf": "fire", "damage": 3})),
        ("player", json!({"gf": "fire", "player": {"lvl": 3}})),
        ("resist", json!({"gf": "fire", "player": {"resist": {"fir": 3}}})),
        ("stats", json!({"gf": "fire", "player": {"stats": {"strength": 3}}})),
        ("counters", json!({"gf": "fire", "player": {"counters": {"stunned": 3}}})),
        ("equip", json!({"gf": "fire", "player": {"equip": {"ring": null}}})),
        ("item", json!({"gf": "fire", "player": {"equip": {"weapon": {"base_a": 3}}}})),
        ("shield", json!({"gf": "fire", "player": {"equip": {"shield": {"onback": true}}}})),
        ("source", json!({"gf": "fire", "source": {"lvl": 3}})),
        ("flags", json!({"gf": "fire", "player": {"flags": ["hold_lyfe"]}})),
        ("specialties", json!({"gf": "fire", "player": {"specialties": ["beguile"]}})),
        ("sustains", json!({"gf": "fire", "player": {"sustains": ["luck"]}})),
        ("class", json!({"gf": "fire", "player": {"class": "bard"}})),
        ("gf", json!({"gf": "old_fire"})),
    ] {
        assert!(serde_json::from_value::<PlayerInput>(bad.clone()).is_err(), "{path}: {bad}");
    }
}

#[test]
fn outcome_has_every_field() {
    let mut i = PlayerInput::new(Gf::Storm, 100);
    i.player.resist = Resistances { elec: 100, cold: 100, acid: 100, confusion: 5, ..Resistances::default() };
    let o = player::project(&mut roguerules_dice::Sampler::seed_from_u64(3), &i).unwrap();
    let v = serde_json::to_value(&o).unwrap();
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    let mut want = vec![
        "avoided",
        "damage",
        "parts",
        "counters",
        "energy_lost",
        "stat_drain",
        "stats_set",
        "stat_swap",
        "exp_drained",
        "exp_drained_permanent",
        "black_breath",
        "amnesia",
        "level_teleport",
        "teleport",
        "teleport_to_source",
        "thrust",
        "acid",
        "disenchant",
        "inventory",
        "mana_lost",
        "dispelled",
        "reverted",
    ];
    let mut keys = keys;
    keys.sort();
    want.sort();
    assert_eq!(keys, want);
    assert_eq!(v["parts"]["pure"], 50);
    assert_eq!(v["avoided"], Value::Null);
    assert_eq!(
        v["parts"].as_object().unwrap().keys().cloned().collect::<Vec<_>>(),
        ["acid", "cold", "dark", "elec", "fire", "landing", "main", "pure"]
    );
    assert!(v["inventory"]["elec"].is_object() && v["inventory"]["fire"].is_null());
    // And back.
    assert_eq!(serde_json::from_value::<player::PlayerOutcome>(v).unwrap(), o);
}

#[test]
fn exact_report_shape() {
    let r = player::exact_report(&PlayerInput::new(Gf::Inertia, 100)).unwrap();
    let v = serde_json::to_value(&r).unwrap();
    assert_eq!(v["mean_damage"], "100/1", "always num/den");
    assert_eq!(v["marginals"]["damage"], json!([[100, "1/1"]]));
    assert_eq!(v["marginals"]["slow"], json!([[6, "1/5"], [7, "1/5"], [8, "1/5"], [9, "1/5"], [10, "1/5"]]));
    let marginals: Vec<&str> = v["marginals"].as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(marginals.len(), 10);
    for k in ["damage", "stun", "cut", "poison", "confusion", "blind", "fear", "hallucination", "slow", "paralysis"] {
        assert!(marginals.contains(&k), "{k}");
    }
    let d = v["distribution"].as_array().unwrap();
    assert_eq!(d.len(), 5);
    assert_eq!(d[0]["p"], "1/5");
    assert_eq!(d[0]["outcome"]["counters"]["slow"], 6);
    // An intractable whole distribution is omitted, the key absent.
    let mut heavy = PlayerInput::new(Gf::Disenchant, 100);
    heavy.player.temp_effects = (0..32).map(|i| format!("effect {i}")).collect();
    heavy.player.save = 10;
    // (2^32 sets of dispelled effects: far past any budget; a small one keeps
    // the debug-build test quick.)
    let r = player::exact_report_with(&heavy, 1 << 10).unwrap();
    assert!(r.distribution.is_none());
    let v = serde_json::to_value(&r).unwrap();
    assert!(v.get("distribution").is_none());
    assert_eq!(v["mean_damage"], "100/1", "always num/den");
}
