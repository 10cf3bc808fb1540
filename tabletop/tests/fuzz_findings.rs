//! Regression tests for what the `tabletop` fuzz target found in this crate
//! (`fuzz/README.md`, "Findings so far"), each with the decoded fuzz input.

use roguerules_dice::{BigRational, Sampler, Scripted};
use roguerules_tabletop::TabletopError;
use roguerules_tabletop::absorption::{AbsorptionInput, absorption};
use roguerules_tabletop::damage::BaseDamage;
use roguerules_tabletop::sheet::{ArmourWorn, Grip, MeleeWielded, Sheet, ShieldWorn, WeaponTable};
use roguerules_tabletop::tables::{Armour, Class, Dice, MeleeWeapon, Shield};

fn zero() -> BigRational {
    BigRational::from_integer(0.into())
}

/// F8: `BaseDamage::pmf` dropped the constant when adding it passed `i64::MAX`,
/// while `BaseDamage::roll` saturates: the rolled damage was outside the pmf.
#[test]
fn f8_base_damage_pmf_saturates_like_the_roll() {
    let dice = Dice::new(2, 6, i64::MAX - 3);
    let base = BaseDamage::of_dice(dice);
    let pmf = base.pmf();
    // 2 + (MAX - 3) = MAX - 1; every larger sum saturates at MAX.
    assert_eq!((*pmf.min(), *pmf.max()), (i64::MAX - 1, i64::MAX));
    assert_eq!(pmf.probability(&(i64::MAX - 1)).to_string(), "1/36");
    assert_eq!(pmf.probability(&i64::MAX).to_string(), "35/36");
    for sum in 2..=12i64 {
        let rolled = base.roll(&mut Scripted::new([sum])).unwrap();
        assert!(pmf.probability(&rolled) > zero(), "2D6 = {sum}: {rolled} not in the pmf");
    }
    let rolled = base.roll(&mut Sampler::seed_from_u64(1)).unwrap();
    assert!(pmf.probability(&rolled) > zero());
    // The same at the other end.
    let low = BaseDamage { dice: Dice::new(1, 4, i64::MIN), ..base };
    assert_eq!((*low.pmf().min(), *low.pmf().max()), (i64::MIN + 1, i64::MIN + 4));
}

/// F10: `absorption` checked the shield's plus only when the shield was
/// interposed, and accepted armour "none" with a plus (counting it as a magical
/// armour bonus), both of which `Sheet::validate` refuses.
#[test]
fn f10_absorption_checks_the_worn_pieces_as_a_sheet_does() {
    // The decoded fuzz input: no armour (+0), a small shield +257, not interposed.
    let input = AbsorptionInput {
        armour: Some(ArmourWorn { kind: Armour::None, plus: 0 }),
        shield: Some(ShieldWorn { kind: Shield::Small, plus: 257 }),
        ..AbsorptionInput::default()
    };
    assert!(matches!(absorption(&input), Err(TabletopError::OutOfRange { field: "shield.plus", value: 257, .. })));
    let interposed = AbsorptionInput { shield_interposed: true, ..input.clone() };
    assert!(matches!(absorption(&interposed), Err(TabletopError::OutOfRange { field: "shield.plus", .. })));

    // Armour "none" +3 gave 3 points of protection; a sheet refuses it.
    let none_plus = AbsorptionInput { armour: Some(ArmourWorn { kind: Armour::None, plus: 3 }), ..Default::default() };
    assert!(matches!(absorption(&none_plus), Err(TabletopError::Invalid { field: "armour.plus", .. })));
    let sword =
        MeleeWielded { table: WeaponTable::Melee, kind: MeleeWeapon::LongSword, plus: 0, grip: Grip::OneHanded };
    let sheet = Sheet { armour: none_plus.armour, ..Sheet::melee(Class::Fighter, 5, 16, 13, sword) };
    assert!(matches!(sheet.validate(), Err(TabletopError::Invalid { field: "armour.plus", .. })));

    // Valid pieces still work, interposed or not.
    let ok = AbsorptionInput {
        armour: Some(ArmourWorn { kind: Armour::None, plus: 0 }),
        shield: Some(ShieldWorn { kind: Shield::Small, plus: 10 }),
        ..Default::default()
    };
    assert_eq!(absorption(&ok).unwrap().fixed, 0);
    assert_eq!(absorption(&AbsorptionInput { shield_interposed: true, ..ok }).unwrap().fixed, 3);
}

/// F9: `extra_damage_limited` built every overhit group's `qd4` afresh, so an
/// attack value near the bottom of its range with 20 rolls (hundreds of groups of
/// up to 800d4) took seconds; the dice now grow one d4 at a time. The answer is
/// unchanged: checked here against the same distribution built by brute force
/// from the B10 split of each total, and the work stays within the budget.
#[test]
fn f9_extra_damage_for_the_lowest_attack_value_is_exact_and_quick() {
    use roguerules_dice::Pmf;
    use roguerules_tabletop::attack_roll::{AttackRollInput, extra_damage_limited, roll_attack_limited};
    let input = AttackRollInput::new(-10_000);
    let pmf = extra_damage_limited(&input, 20).unwrap();
    // The largest total of 20 d100s is 2000: overhit 12000 = 800 x 15, so 800d4.
    assert_eq!(*pmf.max(), 3200);
    let sum: num_bigint::BigUint = pmf.weights().map(|(_, w)| w).sum();
    assert_eq!(sum, pmf.total());
    // A smaller case against the exact enumeration of the limited roll itself,
    // conditioned on success.
    let small = AttackRollInput::new(-300);
    let pmf = extra_damage_limited(&small, 3).unwrap();
    let budget = roguerules_dice::Budget { leaves: 2_000_000, depth: 16 };
    let enumerated = roguerules_dice::exact_with(budget, |r| {
        roll_attack_limited(r, &small, 3).map(|l| l.roll.success.then_some(l.roll.extra_damage))
    })
    .unwrap();
    let given_success = enumerated.weights().filter_map(|(x, w)| x.map(|x| (x, w.clone())));
    assert_eq!(pmf, Pmf::from_weights(given_success).unwrap());
}
