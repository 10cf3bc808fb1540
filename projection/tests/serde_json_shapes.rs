//! The JSON shapes the CLI exposes (a contract): inputs with neutral defaults for
//! missing fields, outcomes with every field, flags as the seed's spellings.
#![cfg(feature = "serde")]

use roguerules_dice::Sampler;
use roguerules_projection::monster::{self, Monster, MonsterFlags as F, MonsterInput, MonsterOutcome};
use roguerules_projection::object::{self, IgnoreFlags, ObjectClass, ObjectInput, ObjectOutcome};
use roguerules_projection::terrain::{self, TerrainInput};
use roguerules_projection::{Class, Gf, PlayerSource, Source, Terrain};
use serde_json::{Value, json};

#[test]
fn monster_input_with_every_field() {
    let text = r#"{"gf": "old_conf", "dam": 120, "terrain": "rubble",
        "source": {"kind": "player", "level": 35, "class": "mage", "beguile": true, "holy_light": false},
        "monster": {"name": "Water spirit", "char": "E", "level": 17, "hp": 40, "maxhp": 45, "ac": 28,
                    "unique": false, "can_move": false, "flags": ["IM_POIS", "NO_CONF", "BRTH_SOUND"],
                    "speed": 20, "race_speed": 20, "stun": 1, "confusion": 2, "fear": 3, "sleep": 4, "mana": 5}}"#;
    let i: MonsterInput = serde_json::from_str(text).unwrap();
    let want = MonsterInput {
        gf: Gf::OldConf,
        dam: 120,
        terrain: Terrain::Rubble,
        source: Source::Player(PlayerSource { level: 35, class: Class::Mage, beguile: true, holy_light: false }),
        monster: Monster {
            name: "Water spirit".into(),
            char: 'E',
            level: 17,
            hp: 40,
            maxhp: 45,
            ac: 28,
            unique: false,
            can_move: false,
            flags: F::IM_POIS | F::NO_CONF | F::BRTH_SOUND,
            speed: 20,
            race_speed: 20,
            stun: 1,
            confusion: 2,
            fear: 3,
            sleep: 4,
            mana: 5,
            unseen: false,
            stasis: 0,
        },
        reading: Default::default(),
    };
    assert_eq!(i, want);
    // And back: the same JSON (flags in declaration order).
    let v = serde_json::to_value(&i).unwrap();
    assert_eq!(v["monster"]["flags"], json!(["IM_POIS", "NO_CONF", "BRTH_SOUND"]));
    assert_eq!(
        v["source"],
        json!({"kind": "player", "level": 35, "class": "mage", "beguile": true, "holy_light": false})
    );
    assert_eq!(v["gf"], "old_conf");
    assert_eq!(serde_json::from_value::<MonsterInput>(v).unwrap(), want);
}

#[test]
fn monster_input_defaults() {
    let i: MonsterInput = serde_json::from_str(r#"{"gf": "GF_FIRE"}"#).unwrap();
    assert_eq!(
        i,
        MonsterInput {
            gf: Gf::Fire,
            dam: 0,
            terrain: Terrain::Floor,
            source: Source::default(),
            monster: Monster::default(),
            reading: Default::default(),
        }
    );
    assert_eq!(
        i.source,
        Source::Player(PlayerSource { level: 1, class: Class::Warrior, beguile: false, holy_light: false })
    );
    assert!(i.monster.can_move);
    // hp and maxhp default to each other.
    let i: MonsterInput = serde_json::from_str(r#"{"gf": "fire", "monster": {"hp": 50}}"#).unwrap();
    assert_eq!((i.monster.hp, i.monster.maxhp), (50, 50));
    let i: MonsterInput = serde_json::from_str(r#"{"gf": "fire", "monster": {"maxhp": 70}}"#).unwrap();
    assert_eq!((i.monster.hp, i.monster.maxhp), (70, 70));
    let i: MonsterInput = serde_json::from_str(r#"{"gf": "fire", "source": {"kind": "monster"}}"#).unwrap();
    assert_eq!(i.source, Source::Monster);
    let i: MonsterInput =
        serde_json::from_str(r#"{"gf": "fire", "source": {"kind": "player", "class": "priest"}}"#).unwrap();
    assert_eq!(i.source, Source::Player(PlayerSource { class: Class::Priest, ..PlayerSource::default() }));
    // Flag names in any case; a typo is an error naming the accepted names.
    let i: MonsterInput =
        serde_json::from_str(r#"{"gf": "fire", "monster": {"flags": ["im_fire", "Hurt-Lite"]}}"#).unwrap();
    assert_eq!(i.monster.flags, F::IM_FIRE | F::HURT_LITE);
    let e = serde_json::from_str::<MonsterInput>(r#"{"gf": "fire", "monster": {"flags": ["IM_FROST"]}}"#).unwrap_err();
    assert!(e.to_string().contains("unknown monster flag 'IM_FROST'") && e.to_string().contains("IM_COLD"), "{e}");
    // A misspelt field is refused rather than silently defaulted.
    assert!(serde_json::from_str::<MonsterInput>(r#"{"gf": "fire", "monster": {"max_hp": 5}}"#).is_err());
    assert!(serde_json::from_str::<MonsterInput>(r#"{"gf": "fire", "damage": 5}"#).is_err());
    assert!(serde_json::from_str::<MonsterInput>(r#"{"gf": "fire", "source": {"kind": "player", "lvl": 5}}"#).is_err());
    assert!(serde_json::from_str::<MonsterInput>(r#"{"gf": "fire", "source": {"kind": "ghost"}}"#).is_err());
    assert!(serde_json::from_str::<MonsterInput>(r#"{"dam": 5}"#).is_err());
}

#[test]
fn monster_outcome_fields() {
    let m = Monster {
        name: "Water spirit".into(),
        char: 'E',
        level: 17,
        hp: 40,
        maxhp: 40,
        flags: F::IM_POIS,
        speed: 20,
        ..Monster::default()
    };
    let i = MonsterInput { source: Source::Monster, ..MonsterInput::new(Gf::Storm, 300, m) };
    let out = monster::project(&mut Sampler::seed_from_u64(1), &i).unwrap();
    // The README's example, exactly.
    let want = json!({"avoided": false, "damage": 0, "killed": false, "hp": 40, "hp_lost": 0, "healed": 0,
        "resist": {"condition": "RES_WATER, (m)", "fraction": "0"}, "ac_blocked": false,
        "stun": 0, "confusion": 0, "fear": 0, "sleep": 0, "stasis": 0, "teleport": 0,
        "thrust": 0, "polymorph": false, "clone": false, "speed": 20, "mana": 0});
    assert_eq!(serde_json::to_value(out).unwrap(), want);
    assert_eq!(serde_json::from_value::<MonsterOutcome>(want).unwrap(), out);
    let readme_input = json!({"gf": "storm", "dam": 300, "terrain": "floor", "source": {"kind": "monster"},
        "monster": {"name": "Water spirit", "char": "E", "level": 17, "hp": 40, "maxhp": 40, "flags": ["IM_POIS"], "speed": 20}});
    assert_eq!(serde_json::from_value::<MonsterInput>(readme_input).unwrap(), i);
    // A killed monster's hp is null.
    let dead =
        monster::project(&mut Sampler::seed_from_u64(1), &MonsterInput::new(Gf::Mana, 10, Monster::default())).unwrap();
    let v = serde_json::to_value(dead).unwrap();
    assert_eq!((v["killed"].clone(), v["hp"].clone(), v["resist"].clone()), (json!(true), Value::Null, Value::Null));
    // The exact odds serialize as [[outcome, "num/den"], ...].
    let odds = monster::odds(&MonsterInput::new(Gf::Mana, 10, Monster::default())).unwrap();
    let v = serde_json::to_value(&odds).unwrap();
    assert_eq!(v[0][1], "1/1");
}

#[test]
fn terrain_and_object_shapes() {
    let t: TerrainInput =
        serde_json::from_str(r#"{"gf": "water", "dam": 80, "terrain": "floor", "adjacent_water": 3}"#).unwrap();
    assert_eq!(
        t,
        TerrainInput {
            gf: Gf::Water,
            dam: 80,
            terrain: Terrain::Floor,
            adjacent_water: 3,
            reading: Default::default()
        }
    );
    let t: TerrainInput = serde_json::from_str(r#"{"gf": "fire"}"#).unwrap();
    assert_eq!((t.dam, t.terrain, t.adjacent_water), (0, Terrain::Floor, 0));
    let odds = terrain::odds(&TerrainInput {
        gf: Gf::Cold,
        dam: 1201,
        terrain: Terrain::Lava,
        adjacent_water: 0,
        reading: Default::default(),
    })
    .unwrap();
    assert_eq!(serde_json::to_value(&odds).unwrap(), json!([["floor", "1/3"], ["rubble", "2/3"]]));

    let o: ObjectInput = serde_json::from_str(
        r#"{"gf": "plasma", "dam": 30, "class": "soft_armor", "flags": ["TR3_IGNORE_FIRE", "IGNORE_ELEC"],
            "artifact": false, "cursed": true, "trapped": false}"#,
    )
    .unwrap();
    assert_eq!(
        o,
        ObjectInput {
            flags: IgnoreFlags::IGNORE_FIRE | IgnoreFlags::IGNORE_ELEC,
            cursed: true,
            ..ObjectInput::new(Gf::Plasma, 30, ObjectClass::SoftArmor)
        }
    );
    assert_eq!(serde_json::to_value(o).unwrap()["flags"], json!(["TR3_IGNORE_ELEC", "TR3_IGNORE_FIRE"]));
    let o: ObjectInput = serde_json::from_str(r#"{"gf": "kill_trap", "class": "chest", "trapped": true}"#).unwrap();
    let out = object::project(&mut Sampler::seed_from_u64(1), &o).unwrap();
    assert_eq!(serde_json::to_value(out).unwrap(), json!({"destroyed": false, "trap_removed": true}));
    let back: ObjectOutcome = serde_json::from_value(json!({"destroyed": true, "trap_removed": false})).unwrap();
    assert_eq!((back.destroyed, back.trap_removed), (true, false));
    assert!(serde_json::from_str::<ObjectInput>(r#"{"gf": "fire"}"#).is_err()); // class is required
}
