//! The exact odds functions against the exact enumeration of the sampling
//! functions they describe, and property tests (seed 003).

use proptest::prelude::*;
use roguerules_dice::{BigInt, BigRational, Budget, Limit, Pmf, Sampler, exact, exact_with};
use roguerules_melee::angband::*;

fn stat(s: &str) -> Stat {
    s.parse().unwrap()
}

fn ratio(n: i64, d: i64) -> BigRational {
    BigRational::new(BigInt::from(n), BigInt::from(d))
}

fn hit_pmf(skill: i32, ac: u16, visible: bool) -> Pmf<bool> {
    exact(|r| hit_test(r, skill, ac, visible).map(HitRoll::hit)).unwrap()
}

#[test]
fn hit_chance_agrees_with_the_enumerated_hit_test() {
    for skill in [-20, -1, 0, 1, 2, 3, 7, 10, 33, 60, 100, 151, 250] {
        for ac in [0, 1, 2, 3, 4, 10, 40, 41, 100, 200] {
            for visible in [true, false] {
                let pmf = hit_pmf(skill, ac, visible);
                assert_eq!(pmf.probability(&true), hit_chance(skill, ac, visible), "skill {skill} ac {ac} {visible}");
            }
        }
    }
}

#[test]
fn crit_odds_agree_with_the_enumerated_critical() {
    for table in [CritTable::Melee, CritTable::Missile] {
        for tenths in [0, 1, 99, 250, 300, 399, 400, 499, 500, 650, 899, 900, 1000, 1299, 1300, 2000] {
            for (bonus, level) in [(-100, 1), (0, 1), (15, 30), (2000, 50)] {
                let w = Weight::from_tenths(tenths);
                let pmf = exact(|r| critical(r, table, w, bonus, level)).unwrap();
                let odds = crit_odds(table, w, bonus, level);
                assert_eq!(pmf.probability(&None), odds.none, "{table:?} {tenths} none");
                for c in Critical::ALL {
                    assert_eq!(pmf.probability(&Some(c)), odds.probability(Some(c)), "{table:?} {tenths} {c:?}");
                }
            }
        }
    }
}

fn characters() -> Vec<(Character, Monster)> {
    let mut out = Vec::new();
    // Bare hands, strong and weak.
    out.push((Character::new(Class::Warrior, stat("18/100"), stat("18/50")), Monster::new(20)));
    let mut weak = Character::new(Class::Mage, stat("3"), stat("3"));
    weak.stun = 60;
    out.push((weak, Monster { visible: false, ..Monster::new(5) }));
    // A slaying weapon against an orc, a brand against a resisting monster.
    let mut c = Character::new(Class::Paladin, stat("18/70"), stat("18/20"));
    c.level = 25;
    c.effects = Effects::BLESSED;
    c.weapon = Some(Weapon {
        dice: Dice::new(2, 5).unwrap(),
        to_hit: 5,
        to_dam: 6,
        weight: Weight::from_tenths(150),
        slays: Slays::SLAY_ORC | Slays::BRAND_FIRE,
        ..Weapon::default()
    });
    out.push((c, Monster { flags: MonsterFlags::ORC, ..Monster::new(36) }));
    out.push((c, Monster { flags: MonsterFlags::IM_FIRE, ..Monster::new(36) }));
    // A heavy lance with a negative to-dam, and a priest's unblessed sword.
    let mut h = Character::new(Class::Rogue, stat("10"), stat("12"));
    h.weapon = Some(Weapon {
        dice: Dice::new(2, 8).unwrap(),
        to_dam: -12,
        weight: Weight::from_tenths(300),
        ..Weapon::default()
    });
    out.push((h, Monster::new(12)));
    let mut p = Character::new(Class::Priest, stat("16"), stat("16"));
    p.weapon = Some(Weapon {
        dice: Dice::new(1, 10).unwrap(),
        edged: true,
        weight: Weight::from_tenths(1300),
        ..Weapon::default()
    });
    out.push((p, Monster::new(50)));
    out
}

#[test]
fn blow_damage_pmf_agrees_with_the_enumerated_blow() {
    for (c, monster) in characters() {
        let m = Melee::of(&c).unwrap();
        let enumerated = exact(|r| blow(r, &m, &monster).map(|b| b.damage)).unwrap();
        let closed = blow_damage_pmf(&m, &monster).unwrap();
        assert_eq!(closed, enumerated, "{c:?}");
        assert_eq!(expected_blow_damage(&m, &monster).unwrap(), enumerated.mean());
    }
}

#[test]
fn round_damage_agrees_with_the_enumerated_round() {
    // Small dice, a 130 lb weapon (its critical is always *SUPERB*, no type draw)
    // and two blows keep the enumeration of every draw of the round small.
    let mut c = Character::new(Class::Warrior, stat("18/100"), stat("18/30"));
    c.weapon = Some(Weapon { dice: Dice::new(1, 2).unwrap(), weight: Weight::from_tenths(1300), ..Weapon::default() });
    let base = Melee::of(&c).unwrap();
    let budget = Budget { leaves: 1 << 22, depth: 64 };
    let cases = [
        // Only the automatic hits land (skill <= 0), any hit points.
        (Melee { skill: -5, ..base }, Monster::new(40), vec![None, Some(0), Some(7), Some(25), Some(60)]),
        // Every skill roll lands (AC 0, no armour draw).
        (Melee { skill: 30, ..base }, Monster::new(0), vec![Some(40)]),
    ];
    for (mut m, monster, hps) in cases {
        m.blows.blows = 2;
        for hp in hps {
            let monster = Monster { hp, ..monster };
            let enumerated =
                exact_with(budget, |r| melee_round(r, &m, &monster).map(|o| (o.damage, o.killed))).unwrap();
            let damage = enumerated.map(|(d, _)| *d);
            assert_eq!(round_damage_pmf(&m, &monster).unwrap(), damage, "hp {hp:?}");
            assert_eq!(expected_round_damage(&m, &monster).unwrap(), damage.mean(), "hp {hp:?}");
            let killed = enumerated.probability_where(|(_, k)| *k);
            assert_eq!(kill_chance(&m, &monster).unwrap(), killed, "hp {hp:?}");
        }
    }
}

#[test]
fn expected_round_damage_is_blows_times_a_blow_without_hp() {
    for (c, monster) in characters() {
        let m = Melee::of(&c).unwrap();
        let per_blow = expected_blow_damage(&m, &monster).unwrap();
        let want = per_blow * BigRational::from_integer(m.blows.blows.into());
        assert_eq!(expected_round_damage(&m, &monster).unwrap(), want);
        assert_eq!(round_damage_pmf(&m, &monster).unwrap().mean(), expected_round_damage(&m, &monster).unwrap());
    }
}

#[test]
fn missile_damage_agrees_with_the_enumerated_missile() {
    let mut c = Character::new(Class::Ranger, stat("18/40"), stat("18/90"));
    c.level = 30;
    c.launcher = Some(Launcher {
        kind: LauncherKind::LongBow,
        to_hit: 4,
        to_dam: 3,
        weight: Weight::from_tenths(40),
        extra_might: true,
        extra_shots: 0,
    });
    let arrow = Ammo {
        kind: AmmoKind::Arrow,
        dice: Dice::new(1, 9).unwrap(),
        to_hit: 2,
        to_dam: -6,
        weight: Weight::from_tenths(2),
        slays: Slays::SLAY_EVIL,
    };
    let flask = Thrown {
        kind: ObjectKind::FlaskOfOil,
        dice: Dice::new(2, 6).unwrap(),
        to_hit: 0,
        to_dam: 0,
        weight: Weight::from_tenths(10),
        slays: Slays::BRAND_FIRE,
    };
    let missiles = [Missile::fire(&c, &arrow).unwrap(), Missile::throw(&c, &flask).unwrap()];
    for m in missiles {
        for (monster, distance) in [
            (Monster::new(30), 1),
            (Monster { flags: MonsterFlags::EVIL, visible: false, ..Monster::new(60) }, 9),
            (Monster::new(0), 200),
        ] {
            let enumerated = exact(|r| missile(r, &m, &monster, distance).map(|o| o.damage)).unwrap();
            assert_eq!(missile_damage_pmf(&m, &monster, distance).unwrap(), enumerated, "{m:?} {distance}");
        }
    }
}

#[test]
fn breakage_probability_agrees_with_the_enumerated_draw() {
    for kind in [ObjectKind::FlaskOfOil, ObjectKind::Potion, ObjectKind::Arrow, ObjectKind::Bolt, ObjectKind::Other] {
        for (artifact, hit_monster, straight_down) in
            [(false, false, false), (false, true, false), (true, true, false), (false, false, true)]
        {
            let l = Landing { kind, artifact, hit_monster, straight_down };
            let pmf = exact(|r| breaks(r, &l)).unwrap();
            assert_eq!(pmf.probability(&true), breakage_probability(&l), "{l:?}");
        }
    }
}

fn any_stat() -> impl Strategy<Value = Stat> {
    (3u16..=MAX_STAT).prop_map(|v| Stat::from_game(v).unwrap())
}

fn any_class() -> impl Strategy<Value = Class> {
    (0u8..6).prop_map(|n| Class::from_u8(n).unwrap())
}

prop_compose! {
    fn any_character()(
        class in any_class(),
        race in (0u8..10).prop_map(|n| Race::from_u8(n).unwrap()),
        level in 1u8..=50,
        str in any_stat(),
        dex in any_stat(),
        stun in 0u16..=100,
        effects in 0u8..8,
        to_hit in -20i16..=20,
        to_dam in -20i16..=20,
        armed in any::<bool>(),
        count in 1u8..=4,
        sides in 1u8..=8,
        tenths in 0u16..=2000,
        slays in any::<u16>(),
        extra_blows in 0u8..=2,
    ) -> Character {
        let mut c = Character::new(class, str, dex);
        c.race = race;
        c.level = level;
        c.stun = stun;
        c.effects = Effects::from_bits_truncate(effects);
        if armed {
            c.weapon = Some(Weapon {
                dice: Dice::new(count, sides).unwrap(),
                to_hit,
                to_dam,
                weight: Weight::from_tenths(tenths),
                slays: Slays::from_bits_truncate(slays),
                edged: slays % 2 == 0,
                blessed: false,
                extra_blows,
            });
        }
        c
    }
}

prop_compose! {
    fn any_monster()(ac in 0u16..=300, flags in any::<u16>(), visible in any::<bool>()) -> Monster {
        Monster { ac, flags: MonsterFlags::from_bits_truncate(flags), visible, hp: None }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn hit_chance_stays_within_the_one_in_twenties(skill in any::<i32>(), ac in any::<u16>(), visible in any::<bool>()) {
        let p = hit_chance(skill, ac, visible);
        prop_assert!(p >= ratio(1, 20) && p <= ratio(19, 20));
    }

    #[test]
    fn critical_distributions_sum_to_one(tenths in any::<u16>(), bonus in -1000i32..=1000, level in 1u8..=50) {
        for table in [CritTable::Melee, CritTable::Missile] {
            let o = crit_odds(table, Weight::from_tenths(tenths), bonus, level);
            let total = o.types.iter().fold(o.none.clone(), |acc, (_, p)| acc + p);
            prop_assert_eq!(total, ratio(1, 1));
            prop_assert!(o.types.iter().all(|(_, p)| *p >= ratio(0, 1)));
        }
    }

    #[test]
    fn sampled_blows_lie_in_the_exact_support(c in any_character(), monster in any_monster(), seed in any::<u64>()) {
        let m = Melee::of(&c).unwrap();
        let pmf = blow_damage_pmf(&m, &monster).unwrap();
        let mut r = Sampler::seed_from_u64(seed);
        for _ in 0..8 {
            let b = blow(&mut r, &m, &monster).unwrap();
            prop_assert!(pmf.probability(&b.damage) > ratio(0, 1), "damage {} outside the support", b.damage);
            prop_assert!(b.damage >= 0);
        }
        let round = melee_round(&mut r, &m, &monster).unwrap();
        prop_assert_eq!(round.blows.len(), usize::from(m.blows.blows));
        prop_assert!(m.blows.blows >= 1);
        prop_assert!(m.blows.natural <= c.class.table().max_blows);
    }

    #[test]
    fn sampled_rounds_with_hp_lie_in_the_exact_support(
        c in any_character(), monster in any_monster(), hp in 0u32..=60, seed in any::<u64>()
    ) {
        let mut m = Melee::of(&c).unwrap();
        m.blows.blows = m.blows.blows.min(3);
        let monster = Monster { hp: Some(hp), ..monster };
        let pmf = round_damage_pmf(&m, &monster).unwrap();
        let round = melee_round(&mut Sampler::seed_from_u64(seed), &m, &monster).unwrap();
        prop_assert!(pmf.probability(&round.damage) > ratio(0, 1));
        prop_assert_eq!(round.killed, kills(hp, round.damage));
    }

    #[test]
    fn sampled_missiles_lie_in_the_exact_support(
        c in any_character(), monster in any_monster(), distance in 0u16..=20, seed in any::<u64>(),
        count in 0u8..=3, sides in 1u8..=10, to_dam in -10i16..=10, tenths in 0u16..=1500,
    ) {
        let thrown = Thrown {
            kind: ObjectKind::Other,
            dice: Dice::new(count, sides).unwrap(),
            to_hit: 0,
            to_dam,
            weight: Weight::from_tenths(tenths),
            slays: Slays::SLAY_EVIL,
        };
        let m = Missile::throw(&c, &thrown).unwrap();
        let pmf = missile_damage_pmf(&m, &monster, distance).unwrap();
        let o = missile(&mut Sampler::seed_from_u64(seed), &m, &monster, distance).unwrap();
        prop_assert!(pmf.probability(&o.damage) > ratio(0, 1));
    }

    #[test]
    fn stats_print_and_parse_back(s in any_stat()) {
        prop_assert_eq!(s.to_string().parse::<Stat>().unwrap(), s);
    }
}

#[test]
fn absurd_hand_built_rounds_are_a_budget_error_not_a_hang() {
    // Bare hands with a hand-built +20000 to-dam: each blow does 0 or 20001, so
    // the range of totals is millions wide but only 256 totals occur (F12): the
    // round is exact, a binomial.
    let c = Character::new(Class::Warrior, stat("18/220"), stat("18/220"));
    let mut m = Melee::of(&c).unwrap();
    m.to_dam = 20_000;
    m.blows.blows = 255;
    let round = round_damage_pmf(&m, &Monster::new(0)).unwrap();
    assert_eq!(round.len(), 256);
    let hit = hit_chance(m.skill, 0, true);
    assert_eq!(round.probability(&(255 * 20_001)), num_traits::pow(hit, 255));
    m.blows.blows = 4;
    assert_eq!(round_damage_pmf(&m, &Monster::new(0)).unwrap().len(), 5);
    // Wide weapon dice over many blows: millions of totals, refused at once.
    m.weapon = Some(WeaponBlow {
        dice: Dice::new(100, 100).unwrap(),
        slays: Slays::empty(),
        weight: Weight::from_tenths(100),
        to_dam: 0,
    });
    m.blows.blows = 255;
    assert!(matches!(round_damage_pmf(&m, &Monster::new(0)), Err(AngbandError::Budget(_))));
    // Three damage values a blow (0 and two criticals of about two billion) over
    // 255 blows: tens of thousands of totals with 2 500-bit weights. Refused by
    // the bound on the work before any is done (the angband_melee fuzz target's
    // slow unit: it used to compute for 1.4 s, 27 s under the fuzzer, and then
    // refuse).
    let m = Melee {
        level: 0,
        skill: -16_711_424,
        bonus: 33_161_215,
        to_dam: -33_292_032,
        blows: Blows { blows: 255, heavy: false, asb: 0, swi: 0, natural: 255 },
        weapon: Some(WeaponBlow {
            dice: Dice { count: 132, sides: 0 },
            slays: Slays::empty(),
            weight: Weight::from_tenths(1024),
            to_dam: 2_030_038_016,
        }),
    };
    let monster = Monster { ac: 0, flags: MonsterFlags::empty(), visible: false, hp: None };
    assert_eq!(blow_damage_pmf(&m, &monster).unwrap().len(), 3);
    let err = round_damage_pmf(&m, &monster).unwrap_err();
    assert!(matches!(err, AngbandError::Budget(ref b) if b.limit == Limit::Leaves), "{err:?}");
    // The same blow 40 times is computed: the bound follows the totals that can
    // occur (multisets of three values), not their range.
    let forty = Melee { blows: Blows { blows: 40, natural: 40, ..m.blows }, ..m };
    assert_eq!(round_damage_pmf(&forty, &monster).unwrap().len(), 41 * 42 / 2);
}

/// Issue 24: a round of 255d255 blows against 30 000 hit points was refused by
/// the bound on its work only after one blow's odds had been computed (seconds);
/// the second blow's pairs, counted from the dice alone, refuse it at once with
/// the same limit. A round of ordinary blows is still computed.
#[test]
fn a_huge_round_is_refused_before_any_blow_is_computed() {
    let c = Character {
        weapon: Some(Weapon {
            dice: Dice { count: 255, sides: 255 },
            weight: Weight::from_tenths(150),
            ..Weapon::default()
        }),
        level: 20,
        ..Character::new(Class::Warrior, "18/100".parse().unwrap(), "18/50".parse().unwrap())
    };
    let m = Melee::of(&c).unwrap();
    assert!(m.blows.blows >= 2);
    let monster = Monster { hp: Some(30_000), ..Monster::new(36) };
    let start = std::time::Instant::now();
    let err = round_damage_pmf(&m, &monster).unwrap_err();
    assert!(matches!(err, AngbandError::Budget(ref b) if b.limit == Limit::Leaves), "{err:?}");
    // One blow's odds alone take seconds in a debug build.
    assert!(start.elapsed() < std::time::Duration::from_millis(200), "{:?}", start.elapsed());
    let small = Character {
        weapon: Some(Weapon {
            dice: Dice { count: 2, sides: 6 },
            weight: Weight::from_tenths(150),
            ..Weapon::default()
        }),
        ..c
    };
    let m = Melee::of(&small).unwrap();
    assert!(round_damage_pmf(&m, &Monster { hp: Some(30), ..Monster::new(36) }).is_ok());
}
