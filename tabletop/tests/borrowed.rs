//! Issue 26: the borrowed inputs (`SheetOf<&[_], &[_]>`, `AbsorptionInputOf<&[i64]>`,
//! `StrengthEffectsOf<&[i64]>`) and the sink forms (`action_segments_into`,
//! `engaged_round_into`, `check_slots_into`) give exactly what the owned forms
//! give, errors included, and `modify_statistic`'s sort without a buffer keeps
//! the stable order by limit.

use proptest::prelude::*;
use roguerules_tabletop::absorption::{AbsorptionInput, AbsorptionInputOf, AttackerKind, ImprovedPe, absorption};
use roguerules_tabletop::attack_value::attack_value;
use roguerules_tabletop::segments::{
    action_segments, action_segments_into, engaged_round, engaged_round_into, segment_of_attack,
};
use roguerules_tabletop::sheet::{ArmourWorn, AttackKind, ExtraWeapon, Range, Sheet, SheetOf};
use roguerules_tabletop::slots::{Item, MAX_SLOT_VIOLATIONS, check_slots, check_slots_into};
use roguerules_tabletop::strength::{
    Limited, StrengthEffects, StrengthEffectsOf, apply_limited, modify_statistic, modify_strength,
};
use roguerules_tabletop::tables::{Armour, Class, MeleeWeapon, MissileWeapon};

/// The example sheet (`tabletop/examples/fighter.json`): armour, shield, a weapon,
/// an extra weapon, training, Bless and two situational modifiers.
fn fighter() -> Sheet {
    serde_json::from_str(include_str!("../examples/fighter.json")).unwrap()
}

/// The sheet with its lists borrowed.
fn borrowed(s: &Sheet) -> SheetOf<&[ExtraWeapon], &[i64]> {
    SheetOf {
        kind: s.kind,
        class: s.class,
        level: s.level,
        strength: s.strength,
        dexterity: s.dexterity,
        armour: s.armour,
        shield: s.shield,
        weapon: s.weapon,
        missile_weapon: s.missile_weapon,
        range: s.range,
        aimed: s.aimed,
        extra_weapons: &s.extra_weapons,
        misc_encumbrance: s.misc_encumbrance,
        training: s.training,
        spells: s.spells,
        situational: &s.situational,
    }
}

fn same_sheet_results(s: &Sheet) {
    let b = borrowed(s);
    assert_eq!(attack_value(&b), attack_value(s), "{s:?}");
    assert_eq!(segment_of_attack(&b), segment_of_attack(s), "{s:?}");
    assert_eq!(b.total_encumbrance(), s.total_encumbrance(), "{s:?}");
    assert_eq!(b.validate(), s.validate(), "{s:?}");
}

fn extra_weapon() -> impl Strategy<Value = ExtraWeapon> {
    prop_oneof![
        (0..MeleeWeapon::ALL.len(), -1i64..=11)
            .prop_map(|(k, plus)| ExtraWeapon::Melee { kind: MeleeWeapon::ALL[k], plus }),
        (0..MissileWeapon::ALL.len(), -1i64..=11)
            .prop_map(|(k, plus)| ExtraWeapon::Missile { kind: MissileWeapon::ALL[k], plus }),
    ]
}

proptest! {
    /// Any lists (too long, values out of range included) and any kind: the
    /// borrowed sheet's attack value, segment, encumbrance and validation are the
    /// owned sheet's.
    #[test]
    fn a_borrowed_sheet_gives_the_owned_results(
        kind in 0usize..3,
        extra in proptest::collection::vec(extra_weapon(), 0..=66),
        situational in proptest::collection::vec(-1001i64..=1001, 0..=66),
        aimed in any::<bool>(),
    ) {
        let mut s = fighter();
        s.kind = [AttackKind::Melee, AttackKind::Bash, AttackKind::Missile][kind];
        if s.kind == AttackKind::Missile {
            s.missile_weapon = serde_json::from_str(r#"{"type": "long_bow", "plus": 1}"#).unwrap();
            s.range = Some(Range::Long);
            s.aimed = aimed;
        }
        s.extra_weapons = extra;
        s.situational = situational;
        same_sheet_results(&s);
    }

    /// Any effects: the borrowed absorption input's absorption is the owned one's.
    #[test]
    fn a_borrowed_absorption_input_gives_the_owned_absorption(
        protection in proptest::collection::vec(-1i64..=51, 0..=34),
        static_shield in proptest::collection::vec(-1i64..=6, 0..=34),
        invulnerability in proptest::collection::vec(-1i64..=5, 0..=34),
        armour in 0..Armour::ALL.len(),
        plus in 0i64..=10,
        pe in 0usize..3,
        attacker in 0u8..32,
    ) {
        let owned = AbsorptionInput {
            armour: Some(ArmourWorn { kind: Armour::ALL[armour], plus: if Armour::ALL[armour] == Armour::None { 0 } else { plus } }),
            protection,
            static_shield,
            invulnerability,
            improved_pe: [None, Some(ImprovedPe::Improved), Some(ImprovedPe::Greater)][pe],
            protection_from_evil: true,
            attacker: AttackerKind::from_bits_truncate(attacker),
            ..Default::default()
        };
        let b = AbsorptionInputOf {
            protection: owned.protection.as_slice(),
            static_shield: owned.static_shield.as_slice(),
            invulnerability: owned.invulnerability.as_slice(),
            armour: owned.armour,
            shield: owned.shield,
            shield_interposed: owned.shield_interposed,
            protection_from_evil: owned.protection_from_evil,
            improved_pe: owned.improved_pe,
            shield_wall: owned.shield_wall,
            armor_of_kurn: owned.armor_of_kurn,
            shield_of_kurn: owned.shield_of_kurn,
            dispel_evil: owned.dispel_evil,
            banish_evil: owned.banish_evil,
            greater_blessing: owned.greater_blessing,
            kurnian_invulnerability: owned.kurnian_invulnerability,
            bracers_of_absorption: owned.bracers_of_absorption,
            bracers_of_mage_defense: owned.bracers_of_mage_defense,
            natural_armor: owned.natural_armor,
            attacker: owned.attacker,
        };
        prop_assert_eq!(absorption(&b), absorption(&owned));
    }

    /// Any effects: the borrowed Strength effects give the owned effects' Strength.
    #[test]
    fn borrowed_strength_effects_give_the_owned_strength(
        base in 0i64..=56,
        plus in proptest::collection::vec(-101i64..=101, 0..=17),
        spells in proptest::collection::vec(-101i64..=101, 0..=17),
        improved in proptest::collection::vec(-101i64..=101, 0..=17),
        ogre in 0u8..=17,
        times in proptest::option::of(0u8..=5),
    ) {
        let owned = StrengthEffects {
            plus,
            strength_spells: spells,
            improved_strength_spells: improved,
            ogre_power_items: ogre,
            times_strength: times,
            ..Default::default()
        };
        let b = StrengthEffectsOf {
            plus: owned.plus.as_slice(),
            strength_spells: owned.strength_spells.as_slice(),
            improved_strength_spells: owned.improved_strength_spells.as_slice(),
            ogre_power_items: owned.ogre_power_items,
            giant_strength_items: owned.giant_strength_items,
            giant_strength_spell: owned.giant_strength_spell,
            times_strength: owned.times_strength,
        };
        prop_assert_eq!(modify_strength(base, &b), modify_strength(base, &owned));
    }

    /// Section O's order, lowest limit first and equal limits as given, is the
    /// stable sort by limit the rule used to make in a buffer: the same value for
    /// any effects (few limits, so that many are equal; negative amounts too).
    #[test]
    fn modify_statistic_applies_the_stable_order_by_limit(
        base in -100i64..=200,
        unlimited in proptest::collection::vec(-100i64..=100, 0..=4),
        limited in proptest::collection::vec((-100i64..=100, prop_oneof![Just(20i64), Just(30), Just(40), -100i64..=200]), 0..=64),
    ) {
        let limited: Vec<Limited> = limited.into_iter().map(|(amount, limit)| Limited { amount, limit }).collect();
        let mut sorted = limited.clone();
        sorted.sort_by_key(|l| l.limit);
        let expected = sorted.iter().fold(base + unlimited.iter().sum::<i64>(), |v, &l| apply_limited(v, l));
        prop_assert_eq!(modify_statistic(base, &unlimited, &limited), Ok(expected));
    }

    /// Any outfit: `check_slots_into` gives `check_slots`'s violations in order,
    /// at most `MAX_SLOT_VIOLATIONS` of them.
    #[test]
    fn check_slots_into_gives_check_slots(
        worn in proptest::collection::vec(0..Item::ALL.len(), 0..=80),
        armour in proptest::option::of(0..Armour::ALL.len()),
    ) {
        let worn: Vec<Item> = worn.into_iter().map(|i| Item::ALL[i]).collect();
        let armour = armour.map(|a| Armour::ALL[a]);
        let mut given = Vec::new();
        let n = check_slots_into(&worn, armour, |v| given.push(v));
        prop_assert_eq!(n, given.len());
        prop_assert!(n <= MAX_SLOT_VIOLATIONS);
        prop_assert_eq!(given, check_slots(&worn, armour));
    }
}

/// Three of every item over plate breaks every limit and rule: the bound is reached.
#[test]
fn the_most_slot_violations_are_reached() {
    let worn: Vec<Item> = Item::ALL.iter().flat_map(|&i| [i; 3]).collect();
    assert_eq!(check_slots_into(&worn, Some(Armour::Plate), |_| {}), MAX_SLOT_VIOLATIONS);
    assert_eq!(check_slots(&worn, Some(Armour::Plate)).len(), MAX_SLOT_VIOLATIONS);
}

/// Every first segment, action count and engagement pattern: the segments given
/// are the ones listed, and none is given for a refused first segment.
#[test]
fn action_segments_into_gives_action_segments() {
    let bits = |b: u8| -> [bool; 5] { std::array::from_fn(|i| b & (1 << i) != 0) };
    for n in 0..=6u8 {
        for actions in 0..=6u8 {
            for before in 0..32u8 {
                for now in 0..32u8 {
                    let (before, now) = (bits(before), bits(now));
                    let mut given = Vec::new();
                    let out = action_segments_into(n, actions, before, now, |s| given.push(s));
                    match action_segments(n, actions, before, now) {
                        Ok(list) => {
                            assert_eq!(out, Ok(list.len() as u8));
                            assert_eq!(given, list);
                        }
                        Err(e) => {
                            assert_eq!(out, Err(e));
                            assert!(given.is_empty());
                        }
                    }
                }
            }
        }
    }
}

/// Every class, level (out of range included), first segment and shield: the
/// round given is the one listed.
#[test]
fn engaged_round_into_gives_engaged_round() {
    for &class in Class::ALL {
        for level in 0..=31 {
            for first in 0..=6u8 {
                for shield in [false, true] {
                    let mut given = Vec::new();
                    let out = engaged_round_into(class, level, first, shield, |s| given.push(s));
                    match engaged_round(class, level, first, shield) {
                        Ok(r) => {
                            assert_eq!(out, Ok((r.attacks, r.bashes)));
                            assert_eq!(given, r.segments);
                        }
                        Err(e) => {
                            assert_eq!(out, Err(e));
                            assert!(given.is_empty());
                        }
                    }
                }
            }
        }
    }
}

/// The owned forms still read and write the same JSON: the example sheet reads
/// back what it writes.
#[test]
fn the_owned_forms_keep_their_json() {
    let s = fighter();
    let text = serde_json::to_string(&s).unwrap();
    assert_eq!(serde_json::from_str::<Sheet>(&text).unwrap(), s);
    assert!(text.contains(r#""extra_weapons":[{"table":"melee","type":"dagger","plus":0}]"#), "{text}");
    assert!(text.contains(r#""situational":[40,-60]"#), "{text}");
    let e: StrengthEffects = serde_json::from_str(r#"{"plus": [2], "times_strength": 3}"#).unwrap();
    assert_eq!(e.plus, vec![2]);
    let a: AbsorptionInput = serde_json::from_str(r#"{"protection": [3, 5]}"#).unwrap();
    assert_eq!(a.protection, vec![3, 5]);
    same_sheet_results(&s);
}
