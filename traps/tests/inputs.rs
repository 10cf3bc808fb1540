//! The rules' whole inputs as JSON (issue 25 item 4): each reads back what it
//! writes, names are read in any case, and the conformance traces' inputs are
//! these shapes.

use roguerules_traps::{
    ChestInput, Depth, DungeonTrapInput, DungeonTrapKind, Mobility, Monster, PackItem, Player, PlayerFlags,
    PlayerTrapInput, PlayerTrapKind, Setter, Stat, TrapKindsInput, TrapPowerInput,
};
use roguerules_vocab::Reading;
use serde::{Serialize, de::DeserializeOwned};

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(value: &T) {
    let text = serde_json::to_string(value).unwrap();
    let back: T = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(&back, value, "{text}");
}

fn depth(level: i64) -> Depth {
    Depth::from_level(level).unwrap()
}

#[test]
fn every_input_reads_back_what_it_writes() {
    round_trip(&ChestInput { depth: depth(65) });
    round_trip(&TrapPowerInput { level: 20 });
    round_trip(&TrapKindsInput { depth: depth(10), quest: true });
    let player = Player {
        flags: PlayerFlags::FEATHER_FALL | PlayerFlags::RES_CONF,
        sustains: Stat::Str.sustain() | Stat::Con.sustain(),
        armour_class: -20,
        saving_throw: 45,
        poison: 7,
        pack: vec![PackItem::Rod, PackItem::Other, PackItem::Wand, PackItem::Staff],
        poison_resistance: 33,
        reading: Reading::Oangband110,
    };
    for kind in DungeonTrapKind::ALL {
        round_trip(&DungeonTrapInput { kind, depth: depth(30), player: player.clone() });
    }
    let monster = Monster {
        level: 40,
        mobility: Mobility::Ghost,
        smart: true,
        stupid: false,
        wary: true,
        can_be_confused: true,
        confused: false,
        reading: Reading::Oangband110,
    };
    for kind in PlayerTrapKind::GAME {
        round_trip(&PlayerTrapInput { kind, monster, setter: Setter { level: 30, disarm_skill: 90 } });
    }
}

#[test]
fn names_are_read_in_any_case() {
    let input: DungeonTrapInput =
        serde_json::from_str(r#"{"kind": "Trap Door", "depth": 3, "player": {"pack": ["ROD", "Other", "wand"]}}"#)
            .unwrap();
    assert_eq!(input.kind, DungeonTrapKind::TrapDoor);
    assert_eq!(input.player.pack, [PackItem::Rod, PackItem::Other, PackItem::Wand]);
    let player: Player =
        serde_json::from_str(r#"{"flags": "feather-fall | Res_Conf", "sustains": "str|CON"}"#).unwrap();
    assert_eq!(player.flags, PlayerFlags::FEATHER_FALL | PlayerFlags::RES_CONF);
    assert_eq!(player.sustains, Stat::Str.sustain() | Stat::Con.sustain());
    // Written as bitflags writes them, and read back.
    assert_eq!(serde_json::to_value(player.flags).unwrap(), "FEATHER_FALL | RES_CONF");
    let e = serde_json::from_str::<Player>(r#"{"flags": "FEATHER_FALL | FLYING"}"#).unwrap_err().to_string();
    assert!(e.contains("unknown player flag 'FLYING'"), "{e}");
    let none: Player = serde_json::from_str(r#"{"flags": "", "sustains": ""}"#).unwrap();
    assert_eq!(none, Player::default());
    let input: PlayerTrapInput = serde_json::from_str(
        r#"{"kind": "Poison-Gas", "monster": {"mobility": "Flying"}, "setter": {"level": 5, "disarm_skill": 10}}"#,
    )
    .unwrap();
    assert_eq!((input.kind, input.monster.mobility), (PlayerTrapKind::PoisonGas, Mobility::Flying));
    // What is written is the snake-case name.
    assert_eq!(serde_json::to_value(PlayerTrapKind::PoisonGas).unwrap(), "poison_gas");
    assert_eq!(serde_json::to_value(Mobility::Ghost).unwrap(), "ghost");
    assert_eq!(serde_json::to_value(PackItem::Staff).unwrap(), "staff");
    assert_eq!(serde_json::to_value(DungeonTrapKind::TrapDoor).unwrap(), "trap_door");
}

#[test]
fn bad_names_and_missing_fields_are_refused() {
    let e = serde_json::from_str::<DungeonTrapInput>(r#"{"kind": "pitt", "depth": 3}"#).unwrap_err().to_string();
    assert!(e.contains("pitt"), "{e}");
    let e = serde_json::from_str::<PlayerTrapInput>(
        r#"{"kind": "base", "monster": {"mobility": "swims"}, "setter": {"level": 1, "disarm_skill": 0}}"#,
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("unknown mobility 'swims'"), "{e}");
    let e = serde_json::from_str::<PlayerTrapInput>(r#"{"kind": "base"}"#).unwrap_err().to_string();
    assert!(e.contains("setter"), "{e}");
    let e = serde_json::from_str::<ChestInput>(r#"{"depth": 128}"#).unwrap_err().to_string();
    assert!(e.contains("128"), "{e}");
    // Left out: the player and the monster are their defaults, a level is no quest.
    let input: TrapKindsInput = serde_json::from_str(r#"{"depth": 4}"#).unwrap();
    assert!(!input.quest);
    let input: DungeonTrapInput = serde_json::from_str(r#"{"kind": "pit", "depth": 4}"#).unwrap();
    assert_eq!(input.player, Player::default());
}

#[test]
fn the_conformance_traces_inputs_are_these_shapes() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/conformance/oangband-1.1.0/");
    for (file, check) in [
        ("dungeon.jsonl", (|v| serde_json::from_value::<DungeonTrapInput>(v).map(|_| ())) as fn(_) -> _),
        ("player.jsonl", |v| serde_json::from_value::<PlayerTrapInput>(v).map(|_| ())),
    ] {
        let text = std::fs::read_to_string(format!("{dir}{file}")).unwrap();
        for (n, line) in text.lines().take(200).enumerate() {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            check(v["input"].clone()).unwrap_or_else(|e| panic!("{file} line {}: {e}", n + 1));
        }
    }
}
