//! Sections A-C (RULINGS B1-B8): every line at its boundaries.

use roguerules_tabletop::TabletopError;
use roguerules_tabletop::attack_value::attack_value;
use roguerules_tabletop::sheet::*;
use roguerules_tabletop::tables::*;

fn sword(kind: MeleeWeapon, plus: i64) -> MeleeWielded {
    MeleeWielded { table: WeaponTable::Melee, kind, plus, grip: Grip::OneHanded }
}

/// Str 10 and Dex 10 are neutral-ish (Str +0, Dex +35); level 1 thief factor 3.
fn plain(kind: AttackKind) -> Sheet {
    let mut s = Sheet::melee(Class::Thief, 1, 10, 10, sword(MeleeWeapon::LightSword, 0));
    s.kind = kind;
    s
}

#[test]
fn melee_worked_through_every_line() {
    let mut s = Sheet::melee(Class::Fighter, 10, 18, 15, sword(MeleeWeapon::LongSword, 1));
    s.armour = Some(ArmourWorn { kind: Armour::Chain, plus: 2 });
    s.shield = Some(ShieldWorn { kind: Shield::Medium, plus: 1 });
    s.misc_encumbrance = 100; // x0.925 = 92.5 -> 92 (B1): -1
    s.training = 5;
    s.spells = Spells { bless: true, speed: true, haste: true, ..Spells::default() };
    s.situational = vec![40, -60];
    let av = attack_value(&s).unwrap();
    let b = &av.breakdown;
    assert_eq!((b.level_factor, b.strength, b.dexterity), (80, 6, 43));
    assert_eq!((b.encumbrance_points, b.encumbrance), (92, -1));
    assert_eq!((b.armour, b.shield, b.weapon), (-1, -7, 2)); // chain +2 capped at -1 (B8)
    assert_eq!((b.training, b.blessing, b.slow), (5, 5, 0));
    assert_eq!(b.speed, 13); // 10% of 132 = 13.2
    assert_eq!(b.haste, 0); // Speed and Haste do not cumulate (B4)
    assert_eq!((b.subtotal, b.situational, b.total), (145, -20, 125));
    assert_eq!(av.attack_value, -25);
}

#[test]
fn armour_and_shield_never_better_than_minus_one() {
    let mut s = plain(AttackKind::Melee);
    for (armour, plus, expect) in [
        (Armour::Plate, 10, -1),
        (Armour::Plate, 2, -12),
        (Armour::MithrilChain, 0, -1),
        (Armour::Leather, 1, -1), // -6 + 6 = 0 -> -1
        (Armour::LightChain, 1, -4),
        (Armour::None, 0, 0),
    ] {
        s.armour = Some(ArmourWorn { kind: armour, plus });
        assert_eq!(attack_value(&s).unwrap().breakdown.armour, expect, "{armour} +{plus}");
    }
    s.armour = None;
    for (shield, plus, expect) in
        [(Shield::LargeMithril, 2, -1), (Shield::Small, 1, -1), (Shield::Large, 1, -15), (Shield::SmallMithril, 0, -1)]
    {
        s.shield = Some(ShieldWorn { kind: shield, plus });
        assert_eq!(attack_value(&s).unwrap().breakdown.shield, expect, "{shield} +{plus}");
    }
    // Weapons are uncapped and may be positive.
    s.weapon = Some(sword(MeleeWeapon::LightSword, 3));
    assert_eq!(attack_value(&s).unwrap().breakdown.weapon, 27);
}

#[test]
fn encumbrance_penalty_counts_full_fifties() {
    let mut s = plain(AttackKind::Melee);
    for (misc, pen) in [(49, 0), (50, -1), (99, -1), (100, -2), (449, -8), (450, -9), (899, -17), (900, -18)] {
        s.misc_encumbrance = misc;
        assert_eq!(attack_value(&s).unwrap().breakdown.encumbrance, pen, "misc {misc}");
    }
    // The wielded weapon does not count in A but does in B (RULINGS B7).
    let mut s = plain(AttackKind::Melee);
    s.weapon = Some(sword(MeleeWeapon::Halberd, 0));
    s.weapon.as_mut().unwrap().grip = Grip::TwoHanded;
    assert_eq!(attack_value(&s).unwrap().breakdown.encumbrance, 0);
    s.extra_weapons = vec![ExtraWeapon::Melee { kind: MeleeWeapon::Dagger, plus: 0 }; 3]; // 60
    assert_eq!(attack_value(&s).unwrap().breakdown.encumbrance, -1);
}

#[test]
fn spell_lines_follow_b4() {
    let mut s = plain(AttackKind::Melee);
    s.dexterity = 41; // 3 + 0 + 118 + (-6 + 3 ... ) keeps the total large
    let base = attack_value(&s).unwrap().breakdown.subtotal;
    let t = |sp: Spells| {
        let mut s = s.clone();
        s.spells = sp;
        attack_value(&s).unwrap().breakdown
    };
    let none = Spells::default();
    assert_eq!(t(Spells { greater_blessing: true, bless: true, ..none }).blessing, 10);
    assert_eq!(t(Spells { bless: true, ..none }).blessing, 5);
    assert_eq!(t(Spells { slow: true, ..none }).slow, -5);
    let speed = t(Spells { speed: true, ..none });
    assert_eq!(speed.speed, ((base as f64) * 0.1).round() as i64);
    let both = t(Spells { speed: true, haste: true, ..none });
    assert_eq!((both.speed, both.haste), (speed.speed, 0));
    let all = t(Spells { speed: true, haste: true, slow: true, ..none });
    assert!(all.haste >= 5);
    let haste_slow = t(Spells { haste: true, slow: true, ..none });
    assert_eq!(haste_slow.slow, -5);
    assert!(haste_slow.haste >= 5);
    // The constants win for small totals.
    let mut weak = plain(AttackKind::Melee);
    weak.dexterity = 1; // 3 + 0 + 15 + 3 = 21
    weak.spells = Spells { speed: true, ..none };
    assert_eq!(attack_value(&weak).unwrap().breakdown.speed, 10);
    weak.spells = Spells { haste: true, ..none };
    assert_eq!(attack_value(&weak).unwrap().breakdown.haste, 5);
}

#[test]
fn percentage_lines_round_half_to_even() {
    // Running total 105 -> 10% = 10.5 -> 10; 115 -> 11.5 -> 12; Haste 5% of 250 = 12.5 -> 12.
    let mut s = plain(AttackKind::Melee);
    s.dexterity = 41; // 3 + 0 + 118 + 3 = 124
    s.training = 105 - 124;
    s.spells.speed = true;
    assert_eq!(attack_value(&s).unwrap().breakdown.speed, 10);
    s.training = 115 - 124;
    assert_eq!(attack_value(&s).unwrap().breakdown.speed, 12);
    s.spells = Spells { haste: true, ..Spells::default() };
    s.training = 250 - 124;
    assert_eq!(attack_value(&s).unwrap().breakdown.haste, 12);
    s.training = 270 - 124; // 13.5 -> 14
    assert_eq!(attack_value(&s).unwrap().breakdown.haste, 14);
}

#[test]
fn bash_halves_the_factor_sum_and_situational_bonuses() {
    let mut s = plain(AttackKind::Bash);
    s.class = Class::Fighter;
    s.level = 7; // AB
    s.shield = Some(ShieldWorn { kind: Shield::Small, plus: 0 });
    // 56 + 0 + 35 + 0 (light sword 35 x1 -> 0) + 0 - 6 = 85 -> 42.5 -> 42 (B1)
    let b = attack_value(&s).unwrap().breakdown;
    assert_eq!(b.halved, Some(42));
    assert_eq!(b.weapon, 0);
    s.situational = vec![5, 40, -10]; // half of 45 = 22.5 -> 22, penalties in full
    let b = attack_value(&s).unwrap().breakdown;
    assert_eq!(b.situational, 12);
    // Not allowed without the B of Table 19 or without a shield (B11).
    s.level = 6;
    assert!(matches!(attack_value(&s), Err(TabletopError::Invalid { field: "level", .. })));
    s.level = 7;
    s.shield = None;
    assert!(matches!(attack_value(&s), Err(TabletopError::Missing { field: "shield", .. })));
}

fn archer(range: Range, aimed: bool) -> Sheet {
    let mut s = plain(AttackKind::Missile);
    s.class = Class::Thief;
    s.level = 5; // 15 / 2 = 7.5 -> 8
    s.missile_weapon = Some(MissileWielded { table: WeaponTable::Missile, kind: MissileWeapon::ShortBow, plus: 0 });
    s.range = Some(range);
    s.aimed = aimed;
    s
}

#[test]
fn missiles_halve_level_factor_and_reduce_unaimed_shots() {
    let s = archer(Range::Short, false);
    let b = attack_value(&s).unwrap().breakdown;
    assert_eq!(b.level_factor, 8);
    assert_eq!(b.strength, 0);
    // 8 + 35 + 0 (light sword 35 -> 0) - 8 = 35
    assert_eq!(b.subtotal, 35);
    assert_eq!(b.unaimed, 0);
    let mut s = archer(Range::Medium, false);
    let b = attack_value(&s).unwrap().breakdown;
    assert_eq!(b.unaimed, 23 - 35); // round(70/3) = 23
    s.situational = vec![40, -15];
    let b = attack_value(&s).unwrap().breakdown;
    assert_eq!(b.situational, 13 - 15); // 40/3 = 13.3 -> 13
    let mut s = archer(Range::Long, true);
    s.situational = vec![40, -15];
    let b = attack_value(&s).unwrap().breakdown;
    assert_eq!((b.unaimed, b.situational), (0, 20 - 15));
    // Level 3 thief: 9 / 2 = 4.5 -> 4.
    let mut s = archer(Range::Short, false);
    s.level = 3;
    assert_eq!(attack_value(&s).unwrap().breakdown.level_factor, 4);
    // Slow -2.5 -> -2; Speed 5 or 5%; Haste 2.5 -> 2 or 2.5% (B2).
    s.spells = Spells { slow: true, haste: true, ..Spells::default() };
    let b = attack_value(&s).unwrap().breakdown;
    assert_eq!((b.slow, b.haste), (-2, 2));
    s.spells = Spells { speed: true, ..Spells::default() };
    assert_eq!(attack_value(&s).unwrap().breakdown.speed, 5);
    // A non-positive total is not reduced (B6).
    let mut s = archer(Range::Long, false);
    s.training = -100;
    assert_eq!(attack_value(&s).unwrap().breakdown.unaimed, 0);
}

#[test]
fn invalid_characters_are_typed_errors() {
    let mut s = plain(AttackKind::Melee);
    s.level = 31;
    assert!(matches!(attack_value(&s), Err(TabletopError::OutOfRange { field: "level", .. })));
    let mut s = plain(AttackKind::Melee);
    s.strength = 0;
    assert!(matches!(attack_value(&s), Err(TabletopError::OutOfRange { field: "strength", .. })));
    let mut s = plain(AttackKind::Melee);
    s.dexterity = 42;
    assert!(matches!(attack_value(&s), Err(TabletopError::OutOfRange { field: "dexterity", .. })));
    let mut s = plain(AttackKind::Melee);
    s.weapon = Some(MeleeWielded { grip: Grip::TwoHanded, ..sword(MeleeWeapon::BastardSword, 0) });
    s.shield = Some(ShieldWorn { kind: Shield::Small, plus: 0 });
    assert!(matches!(attack_value(&s), Err(TabletopError::Invalid { field: "weapon.grip", .. })));
    let mut s = plain(AttackKind::Melee);
    s.weapon = Some(sword(MeleeWeapon::TwoHandSword, 0));
    assert!(matches!(attack_value(&s), Err(TabletopError::Invalid { field: "weapon.grip", .. })));
    let mut s = plain(AttackKind::Melee);
    s.weapon = None;
    assert!(matches!(attack_value(&s), Err(TabletopError::Missing { field: "weapon", .. })));
    let mut s = plain(AttackKind::Melee);
    s.armour = Some(ArmourWorn { kind: Armour::Chain, plus: 11 });
    assert!(matches!(attack_value(&s), Err(TabletopError::OutOfRange { field: "armour.plus", .. })));
    let mut s = plain(AttackKind::Missile);
    s.missile_weapon = Some(MissileWielded { table: WeaponTable::Missile, kind: MissileWeapon::Sling, plus: 0 });
    assert!(matches!(attack_value(&s), Err(TabletopError::Missing { field: "range", .. })));
}

#[cfg(feature = "serde")]
#[test]
fn the_shipped_example_sheet() {
    let sheet: Sheet = serde_json::from_str(include_str!("../examples/fighter.json")).unwrap();
    let av = attack_value(&sheet).unwrap();
    // As the melee walk-through, with a dagger carried: misc 100 + 20 = 120 x 0.925 =
    // 111 -> -2; no Speed; Bless +5; situational -20.
    assert_eq!((av.breakdown.encumbrance, av.breakdown.total, av.attack_value), (-2, 111, -11));
    let text = serde_json::to_string(&sheet).unwrap();
    assert_eq!(serde_json::from_str::<Sheet>(&text).unwrap(), sheet);
}
