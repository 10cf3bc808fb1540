//! Each step of seed 001's procedure at its boundaries, with scripted rolls.

use roguerules_dice::{Scripted, Step, Tracing};
use roguerules_melee::powder::{
    ArmourPiece, AttackInput, AttackKind, Attacker, AttackerSkill, Avoidance, BodyPart, BodySlots, DamageDice,
    DamageType, DamageTypes, Defences, Defender, ForcedHit, ForcedMiss, HitResult, PowderError, RelativeSize, Weapon,
    ac_roll, attack, damage, to_hit,
};

fn dice(s: &str) -> roguerules_dice::DiceExpr {
    s.parse().unwrap()
}

/// A level-4 monster (skill 2, max bonus 6) with a 1d6 physical weapon against a
/// defender with natural AC 4 and nothing else.
fn base() -> AttackInput {
    AttackInput {
        attacker: Attacker { physical_level: 4, ..Attacker::default() },
        weapon: Weapon { damage: vec![DamageDice::new(DamageType::Physical, dice("1d6"))], ..Weapon::default() },
        defender: Defender { natural_ac: 4, ..Defender::default() },
        ..AttackInput::default()
    }
}

fn steps<const N: usize>(s: [(&str, i64); N]) -> Vec<Step> {
    s.into_iter().map(|(l, v)| Step::labelled(l, v)).collect()
}

fn replay(input: &AttackInput, script: Vec<Step>) -> roguerules_melee::powder::AttackOutcome {
    let mut r = Scripted::new(script);
    let o = attack(&mut r, input).unwrap();
    r.finish().unwrap();
    o
}

#[test]
fn natural_one_and_off_balance_force_a_miss_for_melee_and_thrown_only() {
    for kind in [AttackKind::Melee, AttackKind::Thrown] {
        let mut i = base();
        i.kind = kind;
        let o = replay(&i, steps([("hit roll", 1)]));
        assert_eq!(o.forced_miss, Some(ForcedMiss::NaturalOne));
        assert_eq!(o.result(), HitResult::ForcedMiss);
        assert!(o.modifier.is_none() && o.ac.is_none() && o.damage.is_none());
        i.attacker.off_balance = true;
        i.attacker.true_aim = true;
        let o = replay(&i, steps([("hit roll", 20)]));
        assert_eq!(o.forced_miss, Some(ForcedMiss::OffBalance), "off balance beats a 20 and True Aim");
    }
    // W1: for spells (and wands, other) a 1 is just a low roll, and Off Balance does nothing.
    let mut i = base();
    i.kind = AttackKind::Spell;
    i.attacker.magical_level = 4;
    i.attacker.off_balance = true;
    let o = replay(
        &i,
        steps([
            ("hit roll", 1),
            ("bonus roll", 6),
            ("bonus roll", 6),
            ("bonus roll", 6),
            ("body part", 2),
            ("natural AC roll", 1),
        ]),
    );
    assert_eq!(o.forced_miss, None);
    assert_eq!(o.attack_roll, Some(1 + 6 - 10));
    assert_eq!(o.result(), HitResult::Miss);
}

#[test]
fn a_twenty_is_a_forced_hit_with_a_critical_threat() {
    let mut i = base();
    i.defender.natural_ac = 40; // unhittable otherwise
    i.defender.defences = Defences::DODGE; // never drawn: forced hits cannot be avoided
    let o = replay(
        &i,
        steps([
            ("hit roll", 20),
            ("bonus roll", 1),
            ("bonus roll", 1),
            ("bonus roll", 1),
            ("body part", 2),
            ("natural AC roll", 40),
            ("threat roll", 20),
            ("damage reduction", 30),
            ("damage reduction", 12),
            ("damage", 7),
        ]),
    );
    assert_eq!(o.forced_hit, Some(ForcedHit::NaturalTwenty));
    assert_eq!(o.attack_roll, Some(11));
    assert_eq!(o.ac.as_ref().unwrap().total, 40);
    assert!(o.hit);
    let t = o.threat.as_ref().unwrap();
    assert!(t.raised, "a threat roll of 20 always raises");
    assert_eq!(o.multiplier, 2);
    assert!(o.avoidance_checks.is_empty());
    let d = o.damage.as_ref().unwrap();
    assert_eq!((d.reduction.before, d.reduction.rolls.clone(), d.reduction.after), (30, vec![30, 12], 12));
    assert_eq!(d.types[0].dice.to_string(), "2d6");
    assert_eq!(d.types[0].damage, 1, "7 - 12 is below 1: the minimum is 1");
    assert_eq!(o.result(), HitResult::Hit { critical: true });
}

#[test]
fn the_threat_roll_reuses_the_modifier_and_ac_roll() {
    // threat + modifier - 10 >= AC roll raises; a 1 never does.
    assert!(roguerules_melee::powder::threat::raises(20, -100, 100));
    assert!(!roguerules_melee::powder::threat::raises(1, 100, 0));
    assert!(roguerules_melee::powder::threat::raises(2, 13, 5), "2 + 13 - 10 = 5 >= 5");
    assert!(!roguerules_melee::powder::threat::raises(2, 12, 5), "2 + 12 - 10 = 4 < 5");
    let mut i = base();
    i.charge = true;
    let o = replay(
        &i,
        steps([
            ("hit roll", 20),
            ("bonus roll", 5),
            ("bonus roll", 2),
            ("bonus roll", 1),
            ("body part", 1),
            ("natural AC roll", 4),
            ("threat roll", 8),
            ("damage", 3),
        ]),
    );
    let t = o.threat.as_ref().unwrap();
    assert_eq!((t.roll, t.attack, t.raised), (8, 3, false), "8 + 5 - 10 = 3 < 4");
    assert_eq!(o.multiplier, 2, "charge 2, no raise");
    assert_eq!(o.result(), HitResult::Hit { critical: false });
}

#[test]
fn true_aim_forces_a_hit_without_a_threat() {
    let mut i = base();
    i.attacker.true_aim = true;
    i.defender.natural_ac = 30;
    let o = replay(
        &i,
        steps([
            ("hit roll", 2),
            ("bonus roll", 1),
            ("bonus roll", 1),
            ("bonus roll", 1),
            ("body part", 0),
            ("natural AC roll", 30),
            ("damage reduction", 0),
            ("damage reduction", 20),
            ("damage", 1),
        ]),
    );
    assert_eq!(o.forced_hit, Some(ForcedHit::TrueAim));
    assert!(o.hit && o.threat.is_none());
    assert_eq!(o.damage.as_ref().unwrap().types[0].damage, 1, "1 - 0 = 1");
}

#[test]
fn maximum_bonus_by_attack_kind_and_skill_levels() {
    let mut i = base();
    i.attacker = Attacker {
        physical_level: 8,
        magical_level: 5,
        skill: AttackerSkill::Avatar { attack_type: false, size_or_ranged: false, special: false },
        ..Attacker::default()
    };
    i.weapon.natural_bonus = 2;
    i.weapon.enchantments = vec![1, 3]; // a bow and its arrow: both count
    let level = |kind| {
        let mut j = i.clone();
        j.kind = kind;
        let max = roguerules_melee::powder::attack_roll::level_for(&j);
        (max, j.attacker.skill.level(kind))
    };
    assert_eq!(level(AttackKind::Melee), (8, 0));
    assert_eq!(level(AttackKind::Thrown), (8, 0));
    assert_eq!(level(AttackKind::Spell), (5, 1), "spells get the size point automatically");
    assert_eq!(level(AttackKind::Wand), (13, 1), "wands: physical + magical");
    assert_eq!(level(AttackKind::Other), (0, 1));
    let all = AttackerSkill::Avatar { attack_type: true, size_or_ranged: true, special: true };
    assert_eq!(all.level(AttackKind::Melee), 3);
    assert_eq!(AttackerSkill::Monster.level(AttackKind::Spell), 2);
    // Skill 0: one roll from 1..(8 + 2 + 4 + 0) = 1..14.
    let mut r = Tracing::new(Scripted::new(steps([
        ("hit roll", 10),
        ("bonus roll", 14),
        ("body part", 2),
        ("natural AC roll", 2),
        ("damage", 1),
        ("enchant roll", 3),
    ])));
    let o = attack(&mut r, &i).unwrap();
    let m = o.modifier.as_ref().unwrap();
    assert_eq!((m.max_bonus, m.rolls.clone(), m.total), (14, vec![14], 14));
    assert!(r.render().contains("bonus roll 1d14 = [14]"));
}

#[test]
fn a_maximum_bonus_of_zero_or_less_rolls_nothing() {
    // W2: "with a maximum bonus of 0 or less the roll is 0".
    let mut i = base();
    i.kind = AttackKind::Other;
    i.attacker.skill = AttackerSkill::Avatar { attack_type: false, size_or_ranged: false, special: false };
    i.weapon.natural_bonus = -5;
    i.target_unseen = true;
    i.natural_enemy = true;
    let o = replay(&i, steps([("hit roll", 14), ("body part", 2), ("natural AC roll", 1), ("damage", 2)]));
    let m = o.modifier.as_ref().unwrap();
    assert_eq!(m.max_bonus, -5 + 1, "the size point is automatic for other attacks");
    assert!(m.rolls.is_empty());
    assert_eq!((m.best, m.unseen, m.natural_enemy, m.total), (0, -4, 4, 0));
    assert_eq!(o.attack_roll, Some(4));
}

#[test]
fn the_tree_bonus_needs_a_missile_from_a_tree_at_a_target_outside_one() {
    let mut i = base();
    i.attacker.in_tree = true;
    let tree = |i: &AttackInput| {
        roguerules_melee::powder::odds::modifier_pmf(i, roguerules_dice::Budget::default()).unwrap().min().to_owned()
    };
    assert_eq!(tree(&i), 1, "melee: no tree bonus");
    i.kind = AttackKind::Thrown;
    assert_eq!(tree(&i), 5);
    i.defender.in_tree = true;
    assert_eq!(tree(&i), 1);
}

#[test]
fn body_part_weights_and_missing_slots() {
    assert_eq!(RelativeSize::Smaller.weights(), [5, 1, 55, 39]);
    assert_eq!(RelativeSize::Larger.weights(), [35, 5, 55, 5]);
    assert_eq!(RelativeSize::Similar.weights(), [20, 5, 55, 20]);
    for s in [RelativeSize::Smaller, RelativeSize::Similar, RelativeSize::Larger] {
        assert_eq!(s.weights().iter().sum::<u64>(), 100);
        assert_eq!(s.weights()[2], 55, "body always 55%");
    }
    let mut i = base();
    i.defender.slots = BodySlots::BODY; // a snake: no head, neck or feet slots
    i.defender.body = Some(ArmourPiece { ac: 3, skill: 1 });
    let o = replay(
        &i,
        steps([
            ("hit roll", 10),
            ("bonus roll", 1),
            ("bonus roll", 1),
            ("bonus roll", 1),
            ("body part", 3),
            ("worn AC roll", 2),
            ("natural AC roll", 3),
        ]),
    );
    let ac = o.ac.as_ref().unwrap();
    assert_eq!((ac.part_rolled, ac.part), (BodyPart::Feet, BodyPart::Body));
    assert!(o.to_string().contains("body part [feet]: no feet slot, so the body"));
    // Armour in a missing slot is invalid input.
    i.defender.head = Some(ArmourPiece { ac: 1, skill: 0 });
    assert_eq!(
        to_hit(&mut Scripted::new(Vec::<Step>::new()), &i).unwrap_err(),
        PowderError::NoSlot { part: BodyPart::Head }
    );
}

#[test]
fn armour_skill_rerolls() {
    // W3: skill 0 two rolls keep the lowest; 1 one roll; 2 or more two keep the highest.
    let roll = |ac, skill, script: &[i64]| {
        let mut r = Scripted::new(script.iter().copied().map(Step::from));
        let got = ac_roll::skill_roll(&mut r, "worn AC roll", ac, skill).unwrap();
        r.finish().unwrap();
        got
    };
    assert_eq!(roll(6, 0, &[5, 2]), (vec![5, 2], 2));
    assert_eq!(roll(6, 1, &[5]), (vec![5], 5));
    assert_eq!(roll(6, 2, &[2, 5]), (vec![2, 5], 5));
    assert_eq!(roll(6, 7, &[4, 3]), (vec![4, 3], 4));
    assert_eq!(roll(0, 2, &[]), (vec![], 0), "no AC: 0, nothing drawn");
    assert_eq!(roll(-3, 0, &[]), (vec![], 0));
    assert_eq!(roll(1, 2, &[]), (vec![1, 1], 1), "1..1 is not a draw");
}

#[test]
fn monsters_always_have_armour_skill_two_and_the_shield_parry() {
    let mut i = base();
    i.defender.monster = true;
    i.defender.body = Some(ArmourPiece { ac: 4, skill: 0 }); // the 0 is ignored: 4 + 2
    i.defender.shield = Some(ArmourPiece { ac: 3, skill: 0 }); // 75% parry, 3 + 2
    i.defender.natural_ac = 9;
    let mut r = Tracing::new(Scripted::new(vec![
        Step::from(10),
        Step::from(1),
        Step::from(1),
        Step::from(1),
        Step::from(2),
        Step::from(2),
        Step::from(6),
        Step::labelled("shield parry", true),
        Step::from(4),
        Step::from(1),
        Step::from(7),
    ]));
    let o = to_hit(&mut r, &i).unwrap();
    r.inner_mut().finish().unwrap();
    let ac = o.ac.as_ref().unwrap();
    assert_eq!(ac.worn_ac, 6);
    assert_eq!((ac.worn_rolls.clone(), ac.worn_roll), (vec![2, 6], 6));
    let s = ac.shield.as_ref().unwrap();
    assert_eq!((s.parry_chance, s.parried, s.ac, s.rolls.clone(), s.roll), (75, true, 5, vec![4, 1], 4));
    assert_eq!(ac.worn_total, 10, "the parried shield roll adds into the worn AC roll");
    assert_eq!(ac.natural_roll, 7);
    assert_eq!((ac.lower_third, ac.total), (3, 13), "W4: 10 + ceil(7/3)");
    assert!(r.render().contains("shield parry 75 in 100 = [yes]"));
    assert_eq!(ac_roll::parry_chance(0), 25);
    assert_eq!(ac_roll::parry_chance(1), 50);
    assert_eq!(ac_roll::parry_chance(2), 75);
}

#[test]
fn combining_rounds_the_lower_third_up() {
    assert_eq!(ac_roll::combine(0, 5), (0, 5));
    assert_eq!(ac_roll::combine(1, 5), (1, 6));
    assert_eq!(ac_roll::combine(3, 5), (1, 6));
    assert_eq!(ac_roll::combine(4, 5), (2, 7));
    assert_eq!(ac_roll::combine(9, 7), (3, 12));
    assert_eq!(ac_roll::combine(6, 6), (2, 8));
}

#[test]
fn avoidance_in_order_stopping_at_the_first() {
    let mut i = base();
    i.kind = AttackKind::Thrown;
    i.defender.defences = Defences::all();
    i.defender.moved_last_turn = true;
    let hit = [
        ("hit roll", 15),
        ("bonus roll", 6),
        ("bonus roll", 6),
        ("bonus roll", 6),
        ("body part", 2),
        ("natural AC roll", 1),
    ];
    let mut s = steps(hit);
    s.extend([Step::labelled("dodge", false), Step::labelled("moving target", true)]);
    let o = replay(&i, s);
    assert_eq!(o.avoided_by, Some(Avoidance::MovingTarget));
    assert_eq!(o.avoidance_checks.len(), 2, "parry is not drawn after an avoidance");
    assert!(o.damage.is_none());
    assert_eq!(o.result(), HitResult::Avoided);
    // Moving Target needs a ranged attack and a move last turn.
    i.kind = AttackKind::Melee;
    let mut s = steps(hit);
    s.extend([Step::labelled("dodge", false), Step::labelled("parry", true)]);
    assert_eq!(replay(&i, s).avoided_by, Some(Avoidance::Parry));
    // A target that cannot move avoids nothing.
    i.defender.immobile = true;
    let mut s = steps(hit);
    s.push(Step::labelled("damage", 4));
    let o = replay(&i, s);
    assert!(o.avoidance_checks.is_empty() && o.landed());
}

#[test]
fn resistances_vulnerabilities_and_multiplied_dice() {
    let mut i = base();
    i.charge = true;
    i.weapon.damage = vec![
        DamageDice::new(DamageType::Physical, dice("2d6+1")),
        DamageDice::new(DamageType::Fire, dice("1d4")),
        DamageDice::new(DamageType::Cold, dice("1d4")),
    ];
    i.defender.resistances = DamageTypes::FIRE | DamageTypes::COLD;
    i.defender.vulnerabilities = vec![DamageType::Physical, DamageType::Cold];
    let o = replay(
        &i,
        steps([
            ("hit roll", 15),
            ("bonus roll", 6),
            ("bonus roll", 6),
            ("bonus roll", 6),
            ("body part", 2),
            ("natural AC roll", 1),
            ("damage", 20),
            ("damage", 3),
        ]),
    );
    let t = &o.damage.as_ref().unwrap().types;
    assert_eq!((t[0].multiplier, t[0].dice.to_string(), t[0].rolled), (3, "6d6+3".to_owned(), 23), "2d6+1 x 3 = 6d6+3");
    assert_eq!((t[1].resisted, t[1].multiplier, t[1].damage), (true, 0, 0), "a resistance moots the charge");
    assert_eq!((t[2].resisted, t[2].vulnerabilities, t[2].multiplier, t[2].damage), (true, 1, 1, 3));
    // Material vulnerabilities raise every type.
    let mut j = i.clone();
    j.material_vulnerabilities = 1;
    assert_eq!(damage::type_multiplier(&j, DamageType::Fire, 2), (true, 1, 1));
    assert_eq!(damage::type_multiplier(&j, DamageType::Physical, 2), (false, 2, 4));
}

#[test]
fn enchant_bonus_including_negative_enchantments() {
    let roll = |e, m, script: &[i64]| {
        let mut r = Scripted::new(script.iter().copied().map(Step::from));
        let got = damage::roll_enchant(&mut r, e, m).unwrap();
        r.finish().unwrap();
        got
    };
    assert_eq!(roll(2, 1, &[2]), (2, vec![2], 2), "multiplier 1: one roll");
    assert_eq!(roll(2, 3, &[1, 6, 2]), (6, vec![1, 6, 2], 6));
    // W6: a minus rolls 1..=|bonus x multiplier| negated, keeping the least negative.
    assert_eq!(roll(-2, 2, &[3, 1]), (-4, vec![-3, -1], -1));
    assert_eq!(roll(-1, 1, &[]), (-1, vec![-1], -1), "1..1 is not a draw");
    assert_eq!(roll(3, 0, &[]), (0, vec![], 0), "resisted: no bonus");
    assert_eq!(roll(0, 2, &[]), (0, vec![], 0));
}

#[test]
fn minimum_damage_and_damage_reduction() {
    assert_eq!(damage::reduction_before(10), 0);
    assert_eq!(damage::reduction_before(11), 1);
    assert_eq!(damage::minimum_damage(5, 2), 3);
    assert_eq!(damage::minimum_damage(2, 5), 1, "above 0: at least 1");
    assert_eq!(damage::minimum_damage(0, 0), 0);
    assert_eq!(damage::minimum_damage(-3, 0), 0, "otherwise 0");
    // W5: one reduction for the whole attack, subtracted from every type.
    let mut i = base();
    i.weapon.enchantments = vec![-3];
    i.weapon.damage.push(DamageDice::new(DamageType::Acid, dice("3d4")));
    i.defender.natural_ac = 20;
    let o = replay(
        &i,
        steps([
            ("hit roll", 20),
            ("bonus roll", 3),
            ("bonus roll", 3),
            ("bonus roll", 3),
            ("body part", 2),
            ("natural AC roll", 16),
            ("threat roll", 1),
            ("damage reduction", 5),
            ("damage reduction", 2),
            ("damage", 2),
            ("enchant roll", 1),
            ("damage", 12),
            ("enchant roll", 3),
        ]),
    );
    let d = o.damage.as_ref().unwrap();
    assert_eq!((d.reduction.before, d.reduction.after), (6, 2));
    assert_eq!((d.types[0].before_reduction, d.types[0].damage), (1, 1), "2 - 1 = 1, less 2, at least 1");
    assert_eq!((d.types[1].before_reduction, d.types[1].damage), (9, 7));
    assert_eq!(d.total, 8);
}

#[test]
fn invalid_input_is_a_typed_error_before_any_draw() {
    let mut i = base();
    i.attacker.physical_level = -1;
    let e = attack(&mut Scripted::new(Vec::<Step>::new()), &i).unwrap_err();
    assert!(matches!(e, PowderError::OutOfRange { field: "attacker.physical_level", value: -1, .. }), "{e}");
    let mut i = base();
    i.weapon.enchantments = vec![1_000_000];
    assert!(attack(&mut Scripted::new(Vec::<Step>::new()), &i).is_err());
    let mut i = base();
    i.defender.shield = Some(ArmourPiece { ac: 1, skill: 11 });
    assert!(attack(&mut Scripted::new(Vec::<Step>::new()), &i).is_err());
    assert!("plasma".parse::<DamageType>().is_err());
    assert_eq!("FIRE".parse::<DamageType>().unwrap(), DamageType::Fire);
}

#[cfg(feature = "serde")]
#[test]
fn inputs_and_outcomes_round_trip_through_json() {
    let input: AttackInput = serde_json::from_str(
        r#"{"kind": "thrown", "charge": true, "attacker": {"physical_level": 3, "skill": {"avatar": {"attack_type": true, "size_or_ranged": false, "special": false}}},
            "weapon": {"enchantments": [1, 1], "damage": [{"type": "physical", "dice": "1d6"}]},
            "defender": {"slots": "HEAD | BODY", "body": {"ac": 2, "skill": 1}, "resistances": "FIRE", "defences": "DODGE"}}"#,
    )
    .unwrap();
    assert_eq!(input.kind, AttackKind::Thrown);
    assert_eq!(input.defender.slots, BodySlots::HEAD | BodySlots::BODY);
    assert_eq!(input.weapon.damage[0].dice.to_string(), "1d6");
    let back: AttackInput = serde_json::from_value(serde_json::to_value(&input).unwrap()).unwrap();
    assert_eq!(back, input);
    let o = attack(&mut roguerules_dice::Sampler::seed_from_u64(3), &input).unwrap();
    let v = serde_json::to_value(&o).unwrap();
    assert_eq!(v["hit_roll"], serde_json::json!(o.hit_roll));
    assert!(
        serde_json::from_str::<AttackInput>(r#"{"weapon": {"sharpness": 3}}"#).is_err(),
        "unknown fields are errors"
    );
}

#[test]
fn public_steps_do_not_panic_on_extreme_values() {
    use roguerules_dice::Sampler;
    assert_eq!(ac_roll::combine(i64::MAX, i64::MAX).1, i64::MAX);
    assert_eq!(ac_roll::combine(-4, 7), (-1, 6));
    assert!(roguerules_melee::powder::threat::raises(19, i64::MAX, 100));
    assert!(!roguerules_melee::powder::threat::raises(19, i64::MIN, 0));
    assert_eq!(damage::minimum_damage(i64::MAX, i64::MIN), i64::MAX);
    let mut r = Sampler::seed_from_u64(1);
    let (max, rolls, best) = damage::roll_enchant(&mut r, i64::MIN, 3).unwrap();
    assert_eq!(max, i64::MIN);
    assert_eq!(rolls.len(), 3);
    assert!(best < 0);
    assert!(matches!(
        damage::roll_enchant(&mut r, 1, damage::MAX_MULTIPLIER + 1),
        Err(PowderError::OutOfRange { field: "multiplier", .. })
    ));
    // Unvalidated input straight into the step functions.
    let mut i = base();
    i.attacker.physical_level = i64::MAX;
    i.attacker.magical_level = i64::MAX;
    i.kind = AttackKind::Wand;
    i.weapon.enchantments = vec![i64::MAX, i64::MAX];
    i.defender.body = Some(ArmourPiece { ac: i64::MAX, skill: 2 });
    i.defender.shield = Some(ArmourPiece { ac: i64::MAX, skill: 2 });
    i.material_vulnerabilities = u32::MAX;
    let m = roguerules_melee::powder::attack_roll::roll_modifier(&mut r, &i).unwrap();
    assert_eq!(m.max_bonus, i64::MAX);
    let ac = ac_roll::roll_ac(&mut r, &i).unwrap();
    assert!(ac.total >= 0);
    assert!(damage::roll_damage(&mut r, &i, i64::MAX, u32::MAX).is_err());
    assert!(attack(&mut r, &i).is_err(), "the whole attack validates first");
}
