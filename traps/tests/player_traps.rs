//! Player-set traps triggered by monsters (seed 004, "Player Trap Effects";
//! RULINGS T4), every branch with scripted rolls.

use roguerules_dice::{BigRational, Scripted, Step};
use roguerules_traps::{
    Element, Mobility, Monster, MonsterEffect, MonsterTrapOutcome, PlayerTrapKind, Setter, TrapError, average_power,
    base_power, becomes_wary, loses_wariness, monster_disarm_skill, monster_enters_trap, power_distribution,
    trap_effect,
};

fn st(label: &str, value: impl Into<Step>) -> Step {
    Step::labelled(label, value)
}

fn enter(kind: PlayerTrapKind, monster: &Monster, setter: &Setter, steps: Vec<Step>) -> MonsterTrapOutcome {
    let mut r = Scripted::new(steps);
    let out = monster_enters_trap(&mut r, kind, monster, setter).unwrap();
    r.finish().unwrap();
    out
}

fn effect(kind: PlayerTrapKind, power: i64, monster: &Monster, steps: Vec<Step>) -> Vec<MonsterEffect> {
    let mut r = Scripted::new(steps);
    let out = trap_effect(&mut r, kind, power, monster).unwrap();
    r.finish().unwrap();
    out
}

const SETTER: Setter = Setter { level: 20, disarm_skill: 75 };

#[test]
fn the_avoidance_table() {
    use Mobility::*;
    use PlayerTrapKind::*;
    let table: Vec<[(i64, i64); 3]> = [Netted, Spirit, Stasis, Lightning, Base]
        .iter()
        .map(|k| [k.affect_chance(Normal), k.affect_chance(Flying), k.affect_chance(Ghost)])
        .collect();
    assert_eq!(
        table,
        [
            [(1, 3), (1, 1), (0, 1)],
            [(0, 1), (0, 1), (1, 1)],
            [(1, 1), (1, 1), (1, 1)],
            [(1, 1), (1, 1), (1, 4)],
            [(1, 1), (1, 4), (1, 4)],
        ]
    );
    for other in [Base, Sturdy, Confusion, PoisonGas, Explosive, Portal] {
        assert_eq!(other.affect_chance(Flying), (1, 4));
    }
    assert_eq!(Mobility::of(true, true), Ghost);
    assert_eq!(Mobility::of(false, true), Flying);
    assert_eq!(Mobility::of(false, false), Normal);
}

#[test]
fn monsters_that_fly_over_or_pass_through_ignore_the_trap() {
    let ghost = Monster { mobility: Mobility::Ghost, ..Monster::default() };
    assert_eq!(enter(PlayerTrapKind::Netted, &ghost, &SETTER, vec![]), MonsterTrapOutcome::Ignored);
    assert_eq!(enter(PlayerTrapKind::Spirit, &Monster::default(), &SETTER, vec![]), MonsterTrapOutcome::Ignored);
    let flyer = Monster { mobility: Mobility::Flying, ..Monster::default() };
    assert_eq!(
        enter(PlayerTrapKind::Base, &flyer, &SETTER, vec![st("affects monster", false)]),
        MonsterTrapOutcome::Ignored
    );
}

#[test]
fn disarm_skill_is_40_plus_twice_the_level_at_most_215() {
    assert_eq!(monster_disarm_skill(0), 40);
    assert_eq!(monster_disarm_skill(50), 140);
    assert_eq!(monster_disarm_skill(87), 214);
    // Native to 4400' (level 88) or deeper: 215.
    assert_eq!(monster_disarm_skill(88), 215);
    assert_eq!(monster_disarm_skill(127), 215);
}

#[test]
fn intelligent_monsters_may_disarm() {
    let smart = Monster { level: 10, smart: true, ..Monster::default() };
    // Skill 60 against 75 - 15 = 60: 60 is not greater.
    let out = enter(
        PlayerTrapKind::Base,
        &smart,
        &SETTER,
        vec![st("monster disarm", 60), st("trap power", 1), st("critical", 1), st("trap destroyed", false)],
    );
    assert!(matches!(out, MonsterTrapOutcome::Triggered { .. }));
    let weak = Setter { level: 20, disarm_skill: 70 };
    assert_eq!(
        enter(PlayerTrapKind::Base, &smart, &weak, vec![st("monster disarm", 56)]),
        MonsterTrapOutcome::Disarmed
    );
}

#[test]
fn wary_monsters_may_avoid_and_take_a_third_of_the_power() {
    let wary = Monster { level: 10, wary: true, ..Monster::default() };
    // Half of 75 - 15 = 30: 31 avoids.
    assert_eq!(
        enter(PlayerTrapKind::Base, &wary, &SETTER, vec![st("wary avoidance", 31)]),
        MonsterTrapOutcome::Avoided
    );
    // Level 20: b = 20 + 400 / 25 = 36; power 18 + 3 + 20 = 41, wary: 41 / 3 = 13, no critical roll.
    let out = enter(
        PlayerTrapKind::Base,
        &wary,
        &SETTER,
        vec![st("wary avoidance", 30), st("trap power", 20), st("trap destroyed", true)],
    );
    assert_eq!(
        out,
        MonsterTrapOutcome::Triggered {
            power: 13,
            critical: false,
            effects: vec![MonsterEffect::Damage { amount: 13 }],
            destroyed: true
        }
    );
}

#[test]
fn criticals_add_half_the_power() {
    let m = Monster { level: 10, ..Monster::default() };
    // 1d75 = 61 > 10 + 50: power 41 + 20 = 61.
    let out = enter(
        PlayerTrapKind::Base,
        &m,
        &SETTER,
        vec![st("trap power", 20), st("critical", 61), st("trap destroyed", false)],
    );
    assert_eq!(
        out,
        MonsterTrapOutcome::Triggered {
            power: 61,
            critical: true,
            effects: vec![MonsterEffect::Damage { amount: 61 }],
            destroyed: false
        }
    );
    let out = enter(
        PlayerTrapKind::Base,
        &m,
        &SETTER,
        vec![st("trap power", 20), st("critical", 60), st("trap destroyed", false)],
    );
    assert!(matches!(out, MonsterTrapOutcome::Triggered { power: 41, critical: false, .. }));
}

#[test]
fn the_ten_effects() {
    let m = Monster { level: 10, can_be_confused: true, ..Monster::default() };
    assert_eq!(effect(PlayerTrapKind::Base, 41, &m, vec![]), [MonsterEffect::Damage { amount: 41 }]);
    for k in [PlayerTrapKind::Sturdy, PlayerTrapKind::Netted, PlayerTrapKind::Spirit] {
        assert_eq!(effect(k, 41, &m, vec![]), [MonsterEffect::Damage { amount: 30 }]);
    }
    assert_eq!(
        effect(PlayerTrapKind::PoisonGas, 41, &m, vec![]),
        [MonsterEffect::Ball { element: Element::Poison, radius: 3, damage: 20 }]
    );
    assert_eq!(
        effect(PlayerTrapKind::Lightning, 41, &m, vec![]),
        [MonsterEffect::Ball { element: Element::Elec, radius: 0, damage: 35 }]
    );
    assert_eq!(
        effect(PlayerTrapKind::Explosive, 41, &m, vec![]),
        [
            MonsterEffect::Ball { element: Element::Fire, radius: 1, damage: 15 },
            MonsterEffect::Ball { element: Element::Shards, radius: 1, damage: 15 }
        ]
    );
    assert_eq!(effect(PlayerTrapKind::Portal, 41, &m, vec![]), [MonsterEffect::Teleport { distance: 9 }]);
    assert_eq!(effect(PlayerTrapKind::Stasis, 41, &m, vec![]), [MonsterEffect::Stasis { turns: 6 }]);
}

#[test]
fn confusion_trap_every_branch() {
    let m = Monster { level: 10, can_be_confused: true, ..Monster::default() };
    // Power 41: a number in 0..=60 (3 * 41 / 2 - 1), minus 20.
    assert_eq!(
        effect(PlayerTrapKind::Confusion, 41, &m, vec![st("confusion", 60)]),
        [MonsterEffect::Confused { turns: 44 }]
    );
    assert_eq!(effect(PlayerTrapKind::Confusion, 41, &m, vec![st("confusion", 20)]), [MonsterEffect::NotConfused]);
    assert_eq!(
        effect(PlayerTrapKind::Confusion, 41, &m, vec![st("confusion", 21)]),
        [MonsterEffect::Confused { turns: 5 }]
    );
    let confused = Monster { confused: true, ..m };
    assert_eq!(
        effect(PlayerTrapKind::Confusion, 41, &confused, vec![st("confusion", 60)]),
        [MonsterEffect::Confused { turns: 22 }]
    );
    let immune = Monster { can_be_confused: false, ..m };
    assert_eq!(effect(PlayerTrapKind::Confusion, 41, &immune, vec![st("confusion", 60)]), [MonsterEffect::NotConfused]);
    assert!(trap_effect(&mut Scripted::new([61]), PlayerTrapKind::Confusion, 41, &m).is_err());
}

#[test]
fn destruction_chances() {
    assert_eq!(PlayerTrapKind::Explosive.destruction_chance(), (1, 1));
    assert_eq!(PlayerTrapKind::Stasis.destruction_chance(), (1, 1));
    assert_eq!(PlayerTrapKind::Sturdy.destruction_chance(), (1, 8));
    for k in [PlayerTrapKind::Base, PlayerTrapKind::Netted, PlayerTrapKind::Portal, PlayerTrapKind::Lightning] {
        assert_eq!(k.destruction_chance(), (1, 3));
    }
    // Stasis is destroyed without a draw.
    let m = Monster { level: 10, ..Monster::default() };
    let out = enter(PlayerTrapKind::Stasis, &m, &SETTER, vec![st("trap power", 1), st("critical", 1)]);
    assert_eq!(
        out,
        MonsterTrapOutcome::Triggered {
            power: 22,
            critical: false,
            effects: vec![MonsterEffect::Stasis { turns: 4 }],
            destroyed: true
        }
    );
}

#[test]
fn wariness() {
    // Stupid monsters never become wary.
    assert!(!becomes_wary(&mut Scripted::new(Vec::<Step>::new()), true, 1, 100).unwrap());
    // Fewer than half the maximum: always, without a draw.
    assert!(becomes_wary(&mut Scripted::new(Vec::<Step>::new()), false, 49, 100).unwrap());
    // Half or more: one time in four.
    assert!(becomes_wary(&mut Scripted::new([st("becomes wary", true)]), false, 50, 100).unwrap());
    assert!(!becomes_wary(&mut Scripted::new([st("becomes wary", false)]), false, 100, 100).unwrap());
    assert!(loses_wariness(&mut Scripted::new([st("loses wariness", true)])).unwrap());
}

#[test]
fn power_formula_t4() {
    assert_eq!(base_power(1), 1);
    assert_eq!(base_power(6), 7);
    assert_eq!(base_power(50), 150);
    let pmf = power_distribution(50).unwrap();
    assert_eq!((*pmf.min(), *pmf.max()), (79, 228));
    assert_eq!(average_power(50).unwrap(), BigRational::new(307.into(), 2.into()));
    assert!(matches!(power_distribution(0), Err(TrapError::OutOfRange { .. })));
    assert!(power_distribution(101).is_err());
    assert!(power_distribution(100).is_ok());
}

#[test]
fn names_parse() {
    assert_eq!("poison-gas".parse::<PlayerTrapKind>().unwrap(), PlayerTrapKind::PoisonGas);
    assert_eq!("NET".parse::<PlayerTrapKind>().unwrap(), PlayerTrapKind::Netted);
    assert!("rune".parse::<PlayerTrapKind>().is_err());
}

#[test]
fn bad_inputs_are_errors() {
    let m = Monster { level: 128, ..Monster::default() };
    assert!(monster_enters_trap(&mut Scripted::new([1]), PlayerTrapKind::Base, &m, &SETTER).is_err());
    let s = Setter { level: 20, disarm_skill: -1 };
    assert!(monster_enters_trap(&mut Scripted::new([1]), PlayerTrapKind::Base, &Monster::default(), &s).is_err());
}
