//! Sections E-G (RULINGS B20, B1) and whole attacks (D, E, H).

use proptest::prelude::*;
use roguerules_dice::{BigRational, Sampler, Scripted, Step};
use roguerules_tabletop::TabletopError;
use roguerules_tabletop::attack_roll::{AttackRollInput, total_damage};
use roguerules_tabletop::damage::*;
use roguerules_tabletop::sheet::{Grip, Range};
use roguerules_tabletop::tables::{Class, Dice, MeleeWeapon, MissileWeapon};

fn who(class: Class, level: i64, strength: i64) -> Attacker {
    Attacker { class, level, strength, mass: 0, special: 0 }
}

#[test]
fn melee_damage_by_grip_and_specials() {
    let f = who(Class::Fighter, 1, 10); // Str +0, Fighter 1: +1
    let d = |w, plus, grip, heavy, shield| melee_damage(&f, w, plus, grip, heavy, shield).unwrap().dice.to_string();
    assert_eq!(d(MeleeWeapon::BastardSword, 0, Grip::OneHanded, false, false), "2D6+1");
    assert_eq!(d(MeleeWeapon::BastardSword, 0, Grip::TwoHanded, false, false), "2D6+3");
    assert_eq!(d(MeleeWeapon::TwoHandSword, 3, Grip::TwoHanded, false, false), "2D6+8");
    assert_eq!(d(MeleeWeapon::LongSword, 0, Grip::TwoHanded, false, false), "1D6+1");
    // `*` against heavy armour, `**` against an interposed shield.
    assert_eq!(d(MeleeWeapon::MaceWarHammer, 0, Grip::OneHanded, true, false), "1D6+3");
    assert_eq!(d(MeleeWeapon::MaceWarHammer, 0, Grip::OneHanded, false, true), "1D6+1");
    assert_eq!(d(MeleeWeapon::Flail, 0, Grip::OneHanded, false, true), "1D6+3");
    assert_eq!(d(MeleeWeapon::Flail, 0, Grip::OneHanded, true, false), "1D6+1");
    assert_eq!(d(MeleeWeapon::TwoHandHammer, 0, Grip::TwoHanded, true, false), "2D6+3");
    assert!(matches!(
        melee_damage(&f, MeleeWeapon::Halberd, 0, Grip::OneHanded, false, false),
        Err(TabletopError::Invalid { field: "weapon.grip", .. })
    ));
    // No floor on base damage: Light Sword 1D6-1 at Str 3 (-2), Magic User 1 (+0).
    let weak = who(Class::MagicUser, 1, 3);
    let b = melee_damage(&weak, MeleeWeapon::LightSword, 0, Grip::OneHanded, false, false).unwrap();
    assert_eq!(b.dice.to_string(), "1D6-3");
    assert_eq!(*b.pmf().min(), -2);
    // Exceptional mass (Table 15) and special factors.
    let big = Attacker { mass: 5000, special: 3, ..f };
    let b = melee_damage(&big, MeleeWeapon::Dagger, 0, Grip::OneHanded, false, false).unwrap();
    assert_eq!((b.mass, b.special, b.dice.to_string()), (2, 3, "1D4+6".to_owned()));
    let huge = Attacker { mass: 70_000, ..f };
    assert!(matches!(
        melee_damage(&huge, MeleeWeapon::Dagger, 0, Grip::OneHanded, false, false),
        Err(TabletopError::OutsideTable { .. })
    ));
}

#[test]
fn bash_and_missile_damage() {
    let b = bash_damage(&who(Class::Paladin, 8, 18)).unwrap(); // 1D4 + 2 + 4
    assert_eq!(b.dice.to_string(), "1D4+6");
    // Thrown: half the Strength damage bonus, to even: 2 -> 1, 3 -> 2 (1.5), 5 -> 2 (2.5), -1 -> 0.
    for (strength, half) in [(18, 1), (20, 2), (22, 2), (24, 3), (4, 0), (1, -1)] {
        let m = missile_damage(&who(Class::Thief, 1, strength), MissileWeapon::Dagger, 0).unwrap();
        assert_eq!(m.strength, half, "Str {strength}");
    }
    // Launchers: no Strength; the plus counts for every missile.
    let m = missile_damage(&who(Class::Fighter, 10, 30), MissileWeapon::CompositeBow, 2).unwrap();
    assert_eq!((m.strength, m.plus, m.dice.to_string()), (0, 2, "1D6+8".to_owned()));
    // Long range halves base + extra, last, to even.
    assert_eq!(final_damage(7, 2, Some(Range::Long)), 4); // 4.5 -> 4
    assert_eq!(final_damage(8, 3, Some(Range::Long)), 6); // 5.5 -> 6
    assert_eq!(final_damage(8, 3, Some(Range::Medium)), 11);
    assert_eq!(final_damage(-3, 0, Some(Range::Long)), -2); // -1.5 -> -2
    assert_eq!(dealt(5, 7), 0);
    assert_eq!(dealt(-2, 0), 0);
    assert_eq!(dealt(9, 4), 5);
}

#[test]
fn resolve_attack_scripted() {
    let f = who(Class::Fighter, 1, 10);
    let damage = melee_damage(&f, MeleeWeapon::LongSword, 0, Grip::OneHanded, false, false).unwrap(); // 1D6+1
    let input = AttackInput { roll: AttackRollInput::new(40), damage, range: None, absorption: 2 };
    // 71 - 40 = 31 = 2 x 15 + 1: 2d4 (sum 5); base 1d6 = 4: 5 + 5 = 10, dealt 8.
    let mut s = Scripted::new([
        Step::labelled("attack roll", 71),
        Step::labelled("overhit damage", 5),
        Step::labelled("base damage", 4),
    ]);
    let o = resolve_attack(&mut s, &input).unwrap();
    s.finish().unwrap();
    assert_eq!((o.roll.extra_damage, o.base_damage, o.damage, o.dealt), (5, 5, 10, 8));
    // A miss draws nothing more.
    let mut s = Scripted::new([Step::labelled("attack roll", 20)]);
    let o = resolve_attack(&mut s, &input).unwrap();
    s.finish().unwrap();
    assert_eq!((o.roll.success, o.damage, o.dealt), (false, 0, 0));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn sampled_damage_lies_in_the_exact_support(av in -60i64..120, seed in any::<u64>(), long in any::<bool>()) {
        let f = who(Class::Thief, 4, 14);
        let damage = missile_damage(&f, MissileWeapon::ShortBow, 1).unwrap();
        let range = if long { Some(Range::Long) } else { Some(Range::Short) };
        let input = AttackInput { roll: AttackRollInput::new(av), damage: damage.clone(), range, absorption: 0 };
        let o = resolve_attack(&mut Sampler::seed_from_u64(seed), &input).unwrap();
        if o.roll.success {
            let exact = total_damage(&input.roll, &damage.pmf(), long, 30).unwrap();
            let zero = BigRational::from_integer(0.into());
            prop_assert!(o.damage > exact.cap || exact.probability(o.damage) > zero, "damage {}", o.damage);
        } else {
            prop_assert_eq!(o.damage, 0);
        }
    }
}

/// Total damage: the enumerator over the limited roll (2 d100s at most) and the base
/// dice equals the limited closed form convolved with the base; the unlimited closed
/// form is within the cut (paths starting with 2 rolls of 96+) of it.
#[test]
fn total_damage_against_the_enumerator() {
    use roguerules_dice::{Budget, exact_with};
    use roguerules_tabletop::attack_roll::{extra_damage_limited, roll_attack_limited, success_probability};
    let f = who(Class::Thief, 1, 10);
    let base = melee_damage(&f, MeleeWeapon::Dagger, 0, Grip::OneHanded, false, false).unwrap(); // 1D4
    for (av, long) in [(60, false), (75, true)] {
        let roll = AttackRollInput::new(av);
        let budget = Budget { leaves: 1 << 20, depth: 4 };
        let enumerated = exact_with(budget, |r| -> Result<Option<i64>, TabletopError> {
            let o = roll_attack_limited(r, &roll, 2)?.roll;
            if !o.success {
                return Ok(None);
            }
            let b = base.roll(r)?;
            Ok(Some(final_damage(b, o.extra_damage, if long { Some(Range::Long) } else { None })))
        })
        .unwrap();
        let p_s = success_probability(&roll).unwrap();
        assert_eq!(enumerated.probability_where(Option::is_some), p_s);
        let limited = extra_damage_limited(&roll, 2).unwrap().convolve(&base.pmf());
        let limited = if long { limited.map(|v| roguerules_tabletop::round_half_even(*v, 2)) } else { limited };
        for (v, p) in limited.iter() {
            assert_eq!(enumerated.probability(&Some(*v)) / &p_s, p, "AV {av} damage {v}");
        }
        let unlimited = total_damage(&roll, &base.pmf(), long, 40).unwrap();
        let bound = BigRational::new(2.into(), 400.into()) / &p_s;
        for v in 0..=unlimited.cap {
            let d = limited.probability(&v) - unlimited.probability(v);
            let d = if d < BigRational::from_integer(0.into()) { -d } else { d };
            assert!(d <= bound, "AV {av} damage {v}");
        }
    }
}

#[test]
fn min_and_max_are_those_of_the_distribution() {
    for (n, sides) in [(0, 6), (1, 0), (3, 1), (1, 4), (2, 6), (5, 10)] {
        for plus in [-7, 0, 12, i64::MAX - 3, i64::MIN + 1] {
            let d = BaseDamage { weapon: Dice::new(n, sides, 0), ..BaseDamage::of_dice(Dice::new(n, sides, plus)) };
            let pmf = d.pmf();
            assert_eq!((d.min(), d.max()), (*pmf.min(), *pmf.max()), "{n}d{sides}{plus:+}");
        }
    }
}
