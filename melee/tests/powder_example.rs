//! Seed 001's worked example, "Fred" and the troll, replayed roll by roll (RULINGS
//! W7: every bracketed roll and every stated total).

use roguerules_dice::{Scripted, Step, Tracing};
use roguerules_melee::powder::{
    ArmourPiece, AttackInput, AttackOutcome, Attacker, AttackerSkill, BodyPart, DamageDice, DamageType, Defender,
    ForcedHit, RelativeSize, Weapon, attack,
};

fn troll() -> Defender {
    // A monster with the usual slots, no helmet and no shield; natural AC 8.
    Defender { monster: true, natural_ac: 8, ..Defender::default() }
}

fn fred_defending() -> Defender {
    Defender {
        // Chainmail +1: AC 5 including the enchantment; Metal Armour skill: 1.
        body: Some(ArmourPiece { ac: 5, skill: 1 }),
        // A round shield with shield skill 1 (his "50% parry chance"); its AC never
        // matters because he misses the parry.
        shield: Some(ArmourPiece { ac: 2, skill: 1 }),
        natural_ac: 0,
        ..Defender::default()
    }
}

/// "Fred charges the troll with his +2 Flaming Sword in hand. He has Medium and
/// Edged weapon skills." Physical level 8, magical level 5.
fn charge() -> AttackInput {
    AttackInput {
        charge: true,
        // Fred (medium) is smaller than the troll.
        relative_size: RelativeSize::Smaller,
        attacker: Attacker {
            physical_level: 8,
            magical_level: 5,
            skill: AttackerSkill::Avatar { attack_type: true, size_or_ranged: true, special: false },
            ..Attacker::default()
        },
        weapon: Weapon {
            natural_bonus: 0,
            enchantments: vec![2],
            damage: vec![
                DamageDice::new(DamageType::Physical, "1d8".parse().unwrap()),
                DamageDice::new(DamageType::Fire, "1d3".parse().unwrap()),
            ],
        },
        defender: troll(),
        ..AttackInput::default()
    }
}

/// "The troll has the usual Club, doing 1d4+1 damage"; 6 hit dice, monster skill 2.
fn counter_attack() -> AttackInput {
    AttackInput {
        relative_size: RelativeSize::Larger,
        attacker: Attacker { physical_level: 6, skill: AttackerSkill::Monster, ..Attacker::default() },
        weapon: Weapon {
            damage: vec![DamageDice::new(DamageType::Physical, "1d4+1".parse().unwrap())],
            ..Weapon::default()
        },
        defender: fred_defending(),
        ..AttackInput::default()
    }
}

fn run(input: &AttackInput, steps: Vec<Step>) -> (AttackOutcome, String) {
    let mut r = Tracing::new(Scripted::new(steps));
    let outcome = attack(&mut r, input).expect("the script fits the rule");
    r.inner_mut().finish().expect("every scripted roll is used");
    (outcome, r.render())
}

#[test]
fn fred_charges_the_troll() {
    let steps = vec![
        Step::labelled("hit roll", 16),  // "His hitroll is [16]"
        Step::labelled("bonus roll", 8), // "3 rolls from 1..12: [8] [2] [7]"
        Step::labelled("bonus roll", 2),
        Step::labelled("bonus roll", 7),
        Step::labelled("body part", 0), // "[his head]" (index 0 of head, neck, body, feet)
        Step::labelled("natural AC roll", 5), // "rolls 1..8 ... He gets [5]"
        Step::labelled("damage", 6),    // "2d8, yielding [6]"
        Step::labelled("enchant roll", 3), // "rolls 1..4 twice ... [3] [1]"
        Step::labelled("enchant roll", 1),
        Step::labelled("damage", 4),       // "2d3, and the result is [4]"
        Step::labelled("enchant roll", 1), // "[1] [4]"
        Step::labelled("enchant roll", 4),
    ];
    let (o, trace) = run(&charge(), steps);
    assert_eq!(o.start_multiplier, 2, "a charge starts the multiplier at 2");
    assert_eq!(o.hit_roll, 16);
    assert_eq!((o.forced_miss, o.forced_hit), (None, None));
    let m = o.modifier.as_ref().unwrap();
    assert_eq!((m.level, m.magic_bonus, m.skill_level), (8, 2, 2), "8 (hit dice) +2 (weapon magic) +2 (skill level)");
    assert_eq!(m.max_bonus, 12);
    assert_eq!(m.rolls, vec![8, 2, 7]);
    assert_eq!(m.best, 8);
    assert_eq!(m.total, 8);
    assert_eq!(o.attack_roll, Some(14), "16+8-10 = 14");
    let ac = o.ac.as_ref().unwrap();
    assert_eq!(ac.part, BodyPart::Head);
    assert_eq!(ac.worn_total, 0, "no helmet, no shield: worn AC 0");
    assert!(ac.worn_rolls.is_empty() && ac.shield.is_none());
    assert_eq!((ac.natural_ac, ac.natural_roll), (8, 5));
    assert_eq!(ac.lower_third, 0);
    assert_eq!(ac.total, 5, "5 + (0/3) = 5");
    assert!(o.hit);
    assert!(o.threat.is_none() && o.avoidance_checks.is_empty() && o.avoided_by.is_none());
    assert_eq!(o.multiplier, 2);
    let d = o.damage.as_ref().unwrap();
    assert_eq!(d.reduction.before, 0, "no damage reduction for an AC roll of 10 or less");
    assert_eq!(d.reduction.after, 0);
    let phys = &d.types[0];
    assert_eq!(phys.damage_type, DamageType::Physical);
    assert_eq!(phys.multiplier, 2);
    assert_eq!(phys.dice.to_string(), "2d8");
    assert_eq!(phys.rolled, 6);
    assert_eq!(phys.enchant_max, 4, "2x2 = 4");
    assert_eq!(phys.enchant_rolls, vec![3, 1]);
    assert_eq!(phys.enchant_bonus, 3);
    assert_eq!(phys.damage, 9, "the troll takes 9 points of physical damage");
    let fire = &d.types[1];
    assert_eq!(fire.damage_type, DamageType::Fire);
    assert_eq!(fire.dice.to_string(), "2d3");
    assert_eq!(fire.rolled, 4);
    assert_eq!(fire.enchant_rolls, vec![1, 4]);
    assert_eq!(fire.enchant_bonus, 4);
    assert_eq!(fire.damage, 8, "the troll takes 8 points of fire damage");
    assert_eq!(d.total, 17);
    // The trace shows the bracketed rolls, in the seed's order.
    let expected_trace = "\
hit roll 1d20 = [16]
bonus roll 1d12 = [8]
bonus roll 1d12 = [2]
bonus roll 1d12 = [7]
body part choice of 4 = [0]
natural AC roll 1d8 = [5]
damage 2d8 = [6]
enchant roll 1d4 = [3]
enchant roll 1d4 = [1]
damage 2d3 = [4]
enchant roll 1d4 = [1]
enchant roll 1d4 = [4]
";
    assert_eq!(trace, expected_trace);
    // And the outcome prints the seed's steps with its brackets and totals.
    let text = o.to_string();
    for line in [
        "charge: multiplier 2",
        "hitroll [16]",
        "maximum bonus 8 (level) + 0 (natural) + 2 (magic) + 2 (skill) = 12",
        "bonus: 3 rolls from 1..12: [8] [2] [7], highest 8",
        "attack roll 16 + 8 - 10 = 14",
        "body part [head]",
        "natural AC 8: 1..8 [5]",
        "AC roll 5 + (0/3 rounded up) = 5",
        "hit: attack roll 14 >= AC roll 5",
        "physical: multiplier 2, 1d8 x 2 = 2d8 [6]; enchant bonus 4: [3] [1], highest 3; 6 + 3 = 9; physical damage 9",
        "fire: multiplier 2, 1d3 x 2 = 2d3 [4]; enchant bonus 4: [1] [4], highest 4; 4 + 4 = 8; fire damage 8",
        "total damage 17",
    ] {
        assert!(text.lines().any(|l| l == line), "missing line {line:?} in\n{text}");
    }
}

/// The troll's counter-attack as the seed states it: "The troll's hitroll is 12".
/// The rules force attack roll = 12 + 7 - 10 = 9; the seed's "8+7-10=5" put the
/// maximum bonus (8) where the hitroll belongs (an erratum). The troll hits either
/// way (9 >= 5 and 5 >= 5), so every later roll and total is unaffected.
#[test]
fn the_troll_counter_attacks() {
    let (o, trace) = run(&counter_attack(), counter_steps(12));
    assert_eq!(o.start_multiplier, 1);
    assert_eq!(o.hit_roll, 12);
    let m = o.modifier.as_ref().unwrap();
    assert_eq!((m.level, m.skill_level, m.max_bonus), (6, 2, 8), "6 (hit dice) +2 (monster skill) = 8");
    assert_eq!(m.rolls, vec![3, 1, 7]);
    assert_eq!(m.total, 7, "so it's 7");
    assert_eq!(o.attack_roll, Some(9), "hitroll 12 + 7 - 10 (the seed prints 8+7-10=5: erratum)");
    check_counter_attack_defence_and_damage(&o);
    assert!(trace.starts_with("hit roll 1d20 = [12]\n"));
    assert!(trace.contains("worn AC roll 1d6 = [5]\nshield parry 50 in 100 = [no]\n"), "{trace}");
    assert!(trace.ends_with("damage 1d4 = [3]\n"), "the 1d4 shows 3, so 1d4+1 is [4]:\n{trace}");
}

/// The same counter-attack with the hitroll the seed's arithmetic implies (8):
/// "His attack roll is 8+7-10=5", and everything else as stated.
#[test]
fn the_troll_counter_attacks_with_the_arithmetic_as_printed() {
    let (o, _) = run(&counter_attack(), counter_steps(8));
    assert_eq!(o.attack_roll, Some(5), "8+7-10=5");
    check_counter_attack_defence_and_damage(&o);
}

fn counter_steps(hit_roll: i64) -> Vec<Step> {
    vec![
        Step::labelled("hit roll", hit_roll),
        Step::labelled("bonus roll", 3), // "3 rolls from 1..8: [3] [1] [7]"
        Step::labelled("bonus roll", 1),
        Step::labelled("bonus roll", 7),
        Step::labelled("body part", 2),        // "[his body]"
        Step::labelled("worn AC roll", 5),     // "He rolls 1..6 (once), and gets [5]"
        Step::labelled("shield parry", false), // "he missed his 50% parry chance"
        Step::labelled("damage", 3),           // the 1d4 of "1d4+1... [4]"
    ]
}

fn check_counter_attack_defence_and_damage(o: &AttackOutcome) {
    let ac = o.ac.as_ref().unwrap();
    assert_eq!(ac.part, BodyPart::Body);
    assert_eq!(ac.worn_ac, 6, "chainmail AC 5 + Metal Armour skill = 6");
    assert_eq!(ac.worn_rolls, vec![5], "rolls 1..6 once");
    let shield = ac.shield.as_ref().unwrap();
    assert_eq!(shield.parry_chance, 50);
    assert!(!shield.parried && shield.rolls.is_empty());
    assert_eq!(ac.natural_roll, 0, "natural AC 0");
    assert_eq!(ac.total, 5, "5+(0/3)=5");
    assert!(o.hit, "the troll hits");
    assert_eq!(o.forced_hit, None::<ForcedHit>);
    let d = o.damage.as_ref().unwrap();
    assert_eq!(d.reduction.before, 0, "no damage reduction, since AC roll <= 10");
    assert_eq!(d.types.len(), 1);
    let t = &d.types[0];
    assert_eq!(t.multiplier, 1);
    assert_eq!(t.dice.to_string(), "1d4+1");
    assert_eq!(t.rolled, 4, "1d4+1... [4]");
    assert!(t.enchant_rolls.is_empty(), "no enchantment, so no enchant bonus");
    assert_eq!(t.damage, 4, "Fred takes 4 points of damage");
    assert_eq!(d.total, 4);
    let text = o.to_string();
    assert!(text.contains("physical: multiplier 1, 1d4+1 [4]; no enchant bonus; physical damage 4\n"), "{text}");
}
