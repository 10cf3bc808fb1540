//! The rules' whole inputs as JSON (issue 25 item 4): each reads back what it
//! writes, names are read in any case, and fields with a default may be left out.

use roguerules_tabletop::aim::{AimInput, AimTime};
use roguerules_tabletop::attack_roll::{AttackRollInput, NOMINAL_MISS_CHANCE};
use roguerules_tabletop::movement::{Combatant, DisengageInput, MovementInput};
use roguerules_tabletop::segments::SegmentsInput;
use roguerules_tabletop::sheet::ShieldWorn;
use roguerules_tabletop::shield::InterposeInput;
use roguerules_tabletop::tables::{Class, Shield};
use serde::{Serialize, de::DeserializeOwned};

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(value: &T) {
    let text = serde_json::to_string(value).unwrap();
    let back: T = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(&back, value, "{text}");
}

#[test]
fn every_input_reads_back_what_it_writes() {
    round_trip(&AttackRollInput { attack_value: -20, miss_chance: 5 });
    round_trip(&MovementInput {
        encumbrance: 300,
        strength: 12,
        base_rate: Some(120),
        speed: true,
        movement_speed: false,
        haste: true,
    });
    for &class in Class::ALL {
        round_trip(&SegmentsInput { class, level: 18, first_segment: 2, shield: true });
        let side = Combatant { class, level: 7, feet_per_round: 60 };
        round_trip(&DisengageInput { disengager: side, opponent: Combatant { level: 9, ..side } });
        let shield = Some(ShieldWorn { kind: Shield::ALL[0], plus: 2 });
        round_trip(&InterposeInput { class, level: 10, shield, training: -5 });
        round_trip(&InterposeInput { class, level: 10, shield: None, training: 0 });
    }
    for aim in AimTime::ALL {
        round_trip(&AimInput { roll: 88, aim });
    }
}

#[test]
fn defaults_and_names_in_any_case() {
    let roll: AttackRollInput = serde_json::from_str(r#"{"attack_value": 15}"#).unwrap();
    assert_eq!(roll.miss_chance, NOMINAL_MISS_CHANCE);
    let m: MovementInput = serde_json::from_str(r#"{"encumbrance": 300, "strength": 12}"#).unwrap();
    assert_eq!((m.base_rate, m.speed, m.movement_speed, m.haste), (None, false, false, false));
    let s: SegmentsInput =
        serde_json::from_str(r#"{"class": "Cabalist-Thaumaturge", "level": 15, "first_segment": 2}"#).unwrap();
    assert_eq!((s.class, s.shield), (Class::CabalistThaumaturge, false));
    let i: InterposeInput =
        serde_json::from_str(r#"{"class": "THIEF", "level": 4, "shield": {"type": "Small Mithril"}}"#).unwrap();
    assert_eq!((i.class, i.shield.map(|s| s.plus), i.training), (Class::Thief, Some(0), 0));
    let a: AimInput = serde_json::from_str(r#"{"roll": 3, "aim": "Quarter"}"#).unwrap();
    assert_eq!(a.aim, AimTime::Quarter);
    assert_eq!(serde_json::to_value(AimTime::Six).unwrap(), "six");
    assert!(serde_json::from_str::<AimInput>(r#"{"roll": 3, "aim": "seven"}"#).is_err());
    for bad in [
        r#"{"class": "fighter", "level": 18}"#,
        r#"{"class": "wizard", "level": 18, "first_segment": 1}"#,
        r#"{"class": "fighter", "level": 18, "first_segment": 1, "shields": true}"#,
    ] {
        assert!(serde_json::from_str::<SegmentsInput>(bad).is_err(), "{bad}");
    }
}
