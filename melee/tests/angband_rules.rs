//! Seed 003's formulas at their boundaries, replayed roll by roll with scripted
//! rollers (RULINGS M1-M9).

use roguerules_dice::{DrawKind, Scripted, Step, Tracing};
use roguerules_melee::angband::*;

fn stat(s: &str) -> Stat {
    s.parse().unwrap()
}

fn weapon(count: u8, sides: u8, tenths: u16) -> Weapon {
    Weapon { dice: Dice::new(count, sides).unwrap(), weight: Weight::from_tenths(tenths), ..Weapon::default() }
}

fn warrior(str: &str, dex: &str) -> Character {
    Character::new(Class::Warrior, stat(str), stat(dex))
}

fn labels(t: &Tracing<Scripted>) -> Vec<String> {
    t.draws().iter().map(|d| d.label.to_owned()).collect()
}

// ---------------------------------------------------------------- hit test (M1)

#[test]
fn ac_zero_still_draws_the_armour_roll() {
    // The game's test_hit_norm draws rand_int(K) whatever the AC: against 3 * 0 / 4
    // = 0 the result is certain, but the number is drawn.
    for ac in [0, 1] {
        let mut r = Tracing::new(Scripted::new([Step::labelled("hit roll", 57), Step::labelled("armour roll", 0)]));
        assert_eq!(hit_test(&mut r, 30, ac, true).unwrap(), HitRoll::Skill);
        assert_eq!(labels(&r), ["hit roll", "armour roll"]);
        assert_eq!(r.draws()[1].kind, DrawKind::Compare { lo: 0, hi: 29, cuts: vec![0] });
        r.inner_mut().finish().unwrap();
    }
    assert_eq!(hit_chance(30, 0, true).to_string(), "19/20");
    // AC 1: 3 * 1 / 4 = 0, still certain.
    assert_eq!(hit_chance(30, 1, true).to_string(), "19/20");
    // 3 * AC / 4 at or above K: a certain miss, drawn all the same.
    let mut r = Tracing::new(Scripted::new([Step::labelled("hit roll", 57), Step::labelled("armour roll", 29)]));
    assert_eq!(hit_test(&mut r, 30, 40, true).unwrap(), HitRoll::Armour);
    assert_eq!(r.draws()[1].kind, DrawKind::Compare { lo: 0, hi: 29, cuts: vec![30] });
    assert_eq!(hit_chance(30, 40, true).to_string(), "1/20");
}

#[test]
fn the_first_draw_is_the_games_k_in_0_to_99() {
    let mut r = Tracing::new(Scripted::new([Step::labelled("hit roll", 3)]));
    assert_eq!(hit_test(&mut r, -50, 500, false).unwrap(), HitRoll::AutoHit);
    assert_eq!(r.draws()[0].kind, DrawKind::Compare { lo: 0, hi: 99, cuts: vec![5, 10] });
    // Past the automatic cases the armour roll is drawn too, even against AC 0.
    let first = |k: i64, skill: i32| {
        hit_test(&mut Scripted::new([Step::labelled("hit roll", k), Step::labelled("armour roll", 0)]), skill, 0, true)
    };
    assert_eq!(first(4, -50).unwrap(), HitRoll::AutoHit);
    assert_eq!(first(5, 500).unwrap(), HitRoll::AutoMiss);
    assert_eq!(first(9, 500).unwrap(), HitRoll::AutoMiss);
    assert_eq!(first(10, 500).unwrap(), HitRoll::Skill);
    assert_eq!(first(99, -1).unwrap(), HitRoll::NoSkill);
}

#[test]
fn skill_zero_and_negative_only_hit_one_time_in_twenty() {
    for skill in [0, -1, -10, i32::MIN] {
        let mut r = Tracing::new(Scripted::new([Step::labelled("hit roll", 57)]));
        assert_eq!(hit_test(&mut r, skill, 0, true).unwrap(), HitRoll::NoSkill);
        assert_eq!(r.draws().len(), 1, "no armour roll with skill {skill}");
        assert_eq!(hit_chance(skill, 0, true).to_string(), "1/20");
    }
}

#[test]
fn unseen_halves_rounding_up() {
    assert_eq!(visible_skill(7, false), 4);
    assert_eq!(visible_skill(8, false), 4);
    assert_eq!(visible_skill(1, false), 1);
    // K = 4 against 3 * 4 / 4 = 3: 1 in 4 of the 90%.
    assert_eq!(hit_chance(7, 4, false).to_string(), "11/40");
    let mut r = Tracing::new(Scripted::new([Step::labelled("hit roll", 57), Step::labelled("armour roll", 3)]));
    assert_eq!(hit_test(&mut r, 7, 4, false).unwrap(), HitRoll::Skill);
    assert_eq!(r.draws()[1].kind, DrawKind::Compare { lo: 0, hi: 3, cuts: vec![3] });
}

#[test]
fn k_equal_to_one() {
    // K = 1: any AC whose 3/4 is 0 always passes, anything else always fails.
    assert_eq!(hit_chance(1, 1, true).to_string(), "19/20");
    assert_eq!(hit_chance(1, 2, true).to_string(), "1/20");
    assert_eq!(hit_chance(2, 0, false).to_string(), "19/20"); // (2 + 1) / 2 = 1
    let mut r = Tracing::new(Scripted::new([Step::labelled("hit roll", 57)]));
    assert_eq!(hit_test(&mut r, 1, 2, true).unwrap(), HitRoll::Armour);
    assert_eq!(r.draws().len(), 1, "a certain armour test draws nothing (G2)");
}

#[test]
fn the_spoilers_k_minus_three_quarters_ac_in_k() {
    // (K - 3/4 AC) in K within the 90%: K = 100, AC 40 -> 70 in 100.
    assert_eq!(hit_chance(100, 40, true).to_string(), "17/25");
    // AC 41: 3 * 41 / 4 = 30 (truncated, G1).
    assert_eq!(hit_chance(100, 41, true), hit_chance(100, 40, true));
    assert!(hit_chance(100, 44, true) < hit_chance(100, 40, true));
}

// ------------------------------------------------------------------ skill (M2)

#[test]
fn base_skill_truncates_only_the_level_term() {
    assert_eq!(base_melee_skill(Class::Warrior, Race::Human, 1), 74); // 70 + 4.5 -> 4
    assert_eq!(base_melee_skill(Class::Warrior, Race::Human, 3), 83); // 70 + 13.5 -> 13
    assert_eq!(base_melee_skill(Class::Mage, Race::Hobbit, 50), 34 - 10 + 75);
    assert_eq!(base_missile_skill(Class::Ranger, Race::HighElf, 50), 72 + 25 + 225);
    assert_eq!(base_missile_skill(Class::Rogue, Race::HalfTroll, 1), 66 - 10 + 3);
}

#[test]
fn every_source_of_the_bonus_to_combat_skill() {
    let mut c = warrior("18/100", "18/150");
    c.level = 10;
    c.armour_to_hit = -3;
    c.rings = [Bonus { to_hit: 6, to_dam: 0 }, Bonus { to_hit: 4, to_dam: 5 }];
    c.gloves = Bonus { to_hit: 3, to_dam: 2 };
    c.effects = Effects::all();
    c.stun = 10;
    c.weapon = Some(Weapon { to_hit: 7, ..weapon(2, 5, 120) });
    // A 20 lb sling is not heavy at 18/100 (limit 80).
    c.launcher = Some(Launcher {
        kind: LauncherKind::Sling,
        to_hit: 9,
        to_dam: 0,
        weight: Weight::from_tenths(200),
        extra_might: false,
        extra_shots: 0,
    });
    let b = combat_bonus(&c).unwrap();
    let want = CombatBonus {
        strength: 5,
        dexterity: 10,
        armour: -3,
        rings: 10,
        gloves: 3,
        weapon: 7,
        heavy_weapon: 0,
        heavy_launcher: 0,
        priest_edged: 0,
        spells: 46,
        stun: -5,
    };
    assert_eq!(b, want);
    assert_eq!(b.general(), 66);
    assert_eq!(b.melee(), 73);
    let s = skills(&c).unwrap();
    assert_eq!(s.melee, 70 + 45 + 3 * 73);
    assert_eq!(s.throwing, 55 + 45 + 3 * 66);
}

#[test]
fn stun_penalties_and_knock_out() {
    let mut c = warrior("10", "10");
    let mut check = |stun: u16, want: i32| {
        c.stun = stun;
        assert_eq!(combat_bonus(&c).unwrap().stun, want, "stun {stun}");
        assert_eq!(other_to_dam(&c), want, "stun {stun} to-dam");
    };
    check(0, 0);
    check(1, -5);
    check(50, -5);
    check(51, -20);
    check(100, -20);
    c.stun = 101;
    assert_eq!(combat_bonus(&c), Err(AngbandError::KnockedOut { stun: 101 }));
}

#[test]
fn priests_edged_weapon_penalty() {
    let mut c = Character::new(Class::Priest, stat("15"), stat("15"));
    c.weapon = Some(Weapon { edged: true, ..weapon(2, 5, 120) });
    assert_eq!(combat_bonus(&c).unwrap().priest_edged, -2);
    assert_eq!(other_to_dam(&c), -2);
    c.weapon = Some(Weapon { edged: true, blessed: true, ..weapon(2, 5, 120) });
    assert_eq!(combat_bonus(&c).unwrap().priest_edged, 0);
    c.weapon = Some(weapon(2, 5, 120)); // a mace
    assert_eq!(combat_bonus(&c).unwrap().priest_edged, 0);
    let mut w = warrior("15", "15");
    w.weapon = Some(Weapon { edged: true, ..weapon(2, 5, 120) });
    assert_eq!(combat_bonus(&w).unwrap().priest_edged, 0, "only priests");
}

#[test]
fn invalid_characters_are_errors() {
    let mut c = warrior("10", "10");
    c.level = 0;
    assert_eq!(combat_bonus(&c), Err(AngbandError::Level { level: 0 }));
    c.level = 51;
    assert!(Melee::of(&c).is_err());
    c.level = 1;
    c.weapon = Some(Weapon { dice: Dice { count: 2, sides: 0 }, ..Weapon::default() });
    assert_eq!(Melee::of(&c), Err(AngbandError::Dice { count: 2, sides: 0 }));
}

// ------------------------------------------------------- heavy weapons (M4, M5)

#[test]
fn heavy_weapon_just_under_and_over_the_limit() {
    let str = stat("18/100"); // limit 80 lb
    assert_eq!(weight_limit(str), 80);
    let under = heavy(str, Weight::from_tenths(809)); // 80.9 lb: 80 whole pounds
    assert_eq!((under.heavy, under.penalty), (false, 0));
    let over = heavy(str, Weight::from_tenths(810));
    assert_eq!((over.heavy, over.penalty), (true, 2));
    assert_eq!(heavy(str, Weight::from_tenths(1000)).penalty, 40);

    let mut c = warrior("18/100", "18/150");
    c.weapon = Some(Weapon { extra_blows: 2, ..weapon(6, 8, 810) });
    let m = Melee::of(&c).unwrap();
    assert_eq!((m.blows.blows, m.blows.heavy), (1, true), "heavy: one blow, no extra blows");
    assert_eq!(combat_bonus(&c).unwrap().heavy_weapon, -2);
    c.weapon = Some(Weapon { extra_blows: 2, ..weapon(6, 8, 809) });
    let m = Melee::of(&c).unwrap();
    assert!(!m.blows.heavy);
    assert_eq!(m.blows.blows, m.blows.natural + 2);
}

#[test]
fn a_heavy_launcher_penalises_melee_and_missiles() {
    let mut c = warrior("3", "10"); // limit 4 lb
    c.launcher = Some(Launcher {
        kind: LauncherKind::LongBow,
        to_hit: 0,
        to_dam: 0,
        weight: Weight::from_tenths(40),
        extra_might: false,
        extra_shots: 0,
    });
    assert_eq!(combat_bonus(&c).unwrap().heavy_launcher, 0);
    c.launcher = Some(Launcher { weight: Weight::from_tenths(60), ..c.launcher.unwrap() });
    let b = combat_bonus(&c).unwrap();
    assert_eq!(b.heavy_launcher, -4);
    assert_eq!(b.melee(), -7); // Strength 3: -3, Dexterity 10: 0, launcher -4
}

// ---------------------------------------------------------------- blows (M5)

#[test]
fn strength_three_and_eighteen_220_plus() {
    let b = blows(Class::Mage, stat("3"), stat("18/150"), Some((Weight::from_tenths(10), 0)));
    // ASB 3 * WSM 2 / MWW 40 = 0: row 18/150+, column 0 = 3 blows.
    assert_eq!((b.asb, b.swi, b.blows), (3, 0, 3));
    assert_eq!((str_to_hit(stat("3")), str_to_dam(stat("3")), weight_limit(stat("3"))), (-3, -2, 4));
    for s in ["18/220", "18/500", "18/999"] {
        assert_eq!(adjusted_strength(stat(s)), 240);
        assert_eq!((str_to_hit(stat(s)), str_to_dam(stat(s)), weight_limit(stat(s))), (15, 20, 100));
    }
}

#[test]
fn dexterity_18_150_plus_and_class_maxima() {
    let dagger = Some((Weight::from_tenths(12), 0));
    for dex in ["18/150", "18/220", "18/999"] {
        // SWI 240 * 5 / 30 = 40 -> the 11+ column: 6 for a warrior.
        assert_eq!(blows(Class::Warrior, stat("18/220"), stat(dex), dagger).blows, 6);
        // 6 by the table, capped at 4 for a mage and 5 for the others.
        assert_eq!(blows(Class::Mage, stat("18/220"), stat(dex), dagger).blows, 4);
        assert_eq!(blows(Class::Rogue, stat("18/220"), stat(dex), dagger).blows, 5);
    }
    // Extra blows come after the maximum (M5).
    let b = blows(Class::Mage, stat("18/220"), stat("18/150"), Some((Weight::from_tenths(12), 2)));
    assert_eq!((b.natural, b.blows), (4, 6));
}

#[test]
fn the_minimum_weapon_weight_and_swi_truncation() {
    // Warrior, ASB 120: a 2 lb dagger counts as 3 lb: 120 / 3 * 0.5 = 20.
    assert_eq!(strength_weapon_index(Class::Warrior, stat("18/100"), Weight::from_tenths(20)), 20);
    // 120 / 13 lb * 0.5 = 4.6 -> 4.
    assert_eq!(strength_weapon_index(Class::Warrior, stat("18/100"), Weight::from_tenths(130)), 4);
    // Priest: 17 / 3.5 * 0.3 = 1.457 -> 1.
    assert_eq!(strength_weapon_index(Class::Priest, stat("17"), Weight::from_tenths(10)), 1);
}

#[test]
fn bare_hands_one_blow_one_damage_no_critical() {
    let c = warrior("18/220", "18/220");
    let m = Melee::of(&c).unwrap();
    assert_eq!((m.blows.blows, m.blows.heavy), (1, false));
    let mut r = Tracing::new(Scripted::new([Step::labelled("hit roll", 3)]));
    let b = blow(&mut r, &m, &Monster::new(10)).unwrap();
    assert_eq!((b.damage, b.critical), (1 + 20, None));
    assert_eq!(labels(&r), ["hit roll"], "no dice, no critical draws bare-handed (M6)");
    // A weak character's negative total is floored at 0.
    let mut weak = warrior("3", "3");
    weak.stun = 60;
    let m = Melee::of(&weak).unwrap();
    let b = blow(&mut Scripted::new([Step::labelled("hit roll", 3)]), &m, &Monster::new(10)).unwrap();
    assert_eq!(b.damage, 0);
}

// --------------------------------------------------------------- criticals (M6)

#[test]
fn critical_chance_is_p_in_5000() {
    let w = Weight::from_tenths(120);
    assert_eq!(CritTable::Melee.power(w, 10, 20), 120 + 50 + 60);
    assert_eq!(CritTable::Missile.power(w, 10, 20), 120 + 40 + 40);
    // Bare hands (weight 0 on the melee table): no critical and no draw.
    let mut r = Tracing::new(Scripted::new(Vec::<Step>::new()));
    assert_eq!(critical(&mut r, CritTable::Melee, Weight::from_tenths(0), -100, 1).unwrap(), None);
    assert!(r.draws().is_empty());
    assert_eq!(crit_odds(CritTable::Melee, Weight::from_tenths(0), -100, 1).none.to_string(), "1");
    // P <= 0 never crits and P >= 5000 always does, but the game's randint(5000)
    // is drawn all the same.
    let mut r = Tracing::new(Scripted::new([Step::labelled("critical", 0)]));
    assert_eq!(critical(&mut r, CritTable::Melee, w, -100, 1).unwrap(), None);
    assert_eq!(r.draws()[0].kind, DrawKind::Compare { lo: 0, hi: 4999, cuts: vec![120 - 500 + 3] });
    let mut r = Tracing::new(Scripted::new([Step::labelled("critical", 4999), Step::labelled("critical type", 1)]));
    assert_eq!(critical(&mut r, CritTable::Missile, w, 2000, 1).unwrap(), Some(Critical::Good));
    assert_eq!(labels(&r), ["critical", "critical type"]);
    assert_eq!(crit_odds(CritTable::Melee, w, -100, 1).none.to_string(), "1");
}

#[test]
fn weights_at_the_critical_type_thresholds() {
    let type_odds = |table, tenths| {
        let o = crit_odds(table, Weight::from_tenths(tenths), 2000, 50); // P >= 5000: always a critical
        o.types.iter().map(|(_, p)| p.to_string()).collect::<Vec<_>>()
    };
    // Weight 0 on the melee table is bare hands: never a critical (RULINGS M6).
    assert_eq!(type_odds(CritTable::Melee, 0), ["0", "0", "0", "0", "0"]);
    assert_eq!(type_odds(CritTable::Melee, 1), ["199/325", "126/325", "0", "0", "0"]);
    assert_eq!(type_odds(CritTable::Melee, 250), ["149/650", "6/13", "4/13", "1/650", "0"]);
    assert_eq!(type_odds(CritTable::Melee, 1298), ["0", "0", "0", "1/650", "649/650"]);
    assert_eq!(type_odds(CritTable::Melee, 1299), ["0", "0", "0", "0", "1"]);
    assert_eq!(type_odds(CritTable::Missile, 0), ["499/500", "1/500", "0"]);
    assert_eq!(type_odds(CritTable::Missile, 500), ["0", "499/500", "1/500"]);
    // 130 lb or more: always *SUPERB*, but the type die is still rolled (the
    // game's randint(650)).
    // (P >= 5000: the chance draw is made too, as the game's randint(5000) is.)
    let mut r = Tracing::new(Scripted::new([Step::labelled("critical", 4999), Step::labelled("critical type", 1)]));
    let c = critical(&mut r, CritTable::Melee, Weight::from_tenths(1300), 1000, 50).unwrap();
    assert_eq!((c, r.draws().len()), (Some(Critical::StarSuperb), 2));
}

// ------------------------------------------------------- damage (M7) and order (M9)

#[test]
fn melee_damage_order_and_draw_order() {
    let mut c = warrior("18/50", "18/50"); // +3 to dam
    c.weapon = Some(Weapon { to_dam: 4, slays: Slays::SLAY_ORC, ..weapon(2, 5, 120) });
    let m = Melee::of(&c).unwrap();
    let orc = Monster { flags: MonsterFlags::ORC, ..Monster::new(30) };
    let mut r = Tracing::new(Scripted::new([
        Step::labelled("hit roll", 57),
        Step::labelled("armour roll", 22), // not below 3 * 30 / 4 = 22
        Step::labelled("damage", 5),
        Step::labelled("critical", 0),      // below the power
        Step::labelled("critical type", 1), // 12 lb + 1 < 400: good
    ]));
    let b = blow(&mut r, &m, &orc).unwrap();
    // 5 x 3 = 15, good critical 2 * 15 + 5 = 35, + 4 + 3 = 42.
    assert_eq!((b.dice, b.multiplier, b.critical, b.damage), (5, 3, Some(Critical::Good), 42));
    assert_eq!(labels(&r), ["hit roll", "armour roll", "damage", "critical", "critical type"]);
    r.inner_mut().finish().unwrap();
    // *SUPERB*: 7 * 5 / 2 + 25 = 42, then + 7.
    let mut r = Scripted::new([
        Step::labelled("hit roll", 3),
        Step::labelled("damage", 5),
        Step::labelled("critical", 0),
        Step::labelled("critical type", 300), // 100 lb + 300 >= 1300: *SUPERB*
    ]);
    let heavy_sword =
        Melee { weapon: Some(WeaponBlow { weight: Weight::from_tenths(1000), ..m.weapon.unwrap() }), ..m };
    let b = blow(&mut r, &heavy_sword, &Monster::new(30)).unwrap();
    assert_eq!((b.critical, b.damage), (Some(Critical::StarSuperb), 42 + 7));
}

#[test]
fn a_miss_draws_nothing_more() {
    let mut c = warrior("18/50", "18/50");
    c.weapon = Some(weapon(2, 5, 120));
    let m = Melee::of(&c).unwrap();
    let mut r = Tracing::new(Scripted::new([Step::labelled("hit roll", 57), Step::labelled("armour roll", 21)]));
    let b = blow(&mut r, &m, &Monster::new(30)).unwrap();
    assert_eq!((b.hit, b.damage), (HitRoll::Armour, 0));
    assert_eq!(r.draws().len(), 2);
}

fn archer() -> Character {
    let mut c = warrior("18/50", "18/50");
    c.level = 10;
    c.launcher = Some(Launcher {
        kind: LauncherKind::LongBow,
        to_hit: 5,
        to_dam: 2,
        weight: Weight::from_tenths(40),
        extra_might: true,
        extra_shots: 0,
    });
    c
}

fn arrow(to_dam: i16) -> Ammo {
    Ammo {
        kind: AmmoKind::Arrow,
        dice: Dice::new(1, 4).unwrap(),
        to_hit: 3,
        to_dam,
        weight: Weight::from_tenths(2),
        slays: Slays::empty(),
    }
}

#[test]
fn firing_skill_distance_and_critical_bonus() {
    let c = archer();
    let s = skills(&c).unwrap();
    let m = Missile::fire(&c, &arrow(0)).unwrap();
    let general = s.bonus.general();
    assert_eq!(m.skill, s.base_missile + 3 * (general + 3 + 5));
    assert_eq!(m.crit_bonus, general + 3, "the launcher's to-hit does not count (M6)");
    assert_eq!(m.launch, Launch::Fire { multiplier: 4, to_dam: 2 });
    assert_eq!(m.skill_at(7), m.skill - 7);
    // Distance before the <= 0 test and before halving (M3).
    let near_zero = Missile { skill: 11, ..m };
    assert_eq!(hit_chance(near_zero.skill_at(11), 0, true).to_string(), "1/20");
    assert_eq!(hit_chance(near_zero.skill_at(10), 0, false).to_string(), "19/20");
    // Ammunition the launcher cannot fire.
    let bolt = Ammo { kind: AmmoKind::Bolt, ..arrow(0) };
    assert!(matches!(Missile::fire(&c, &bolt), Err(AngbandError::AmmoMismatch { .. })));
    assert!(matches!(Missile::fire(&warrior("10", "10"), &arrow(0)), Err(AngbandError::AmmoMismatch { .. })));
}

#[test]
fn throwing_ignores_the_objects_to_hit_for_the_chance_only() {
    let c = archer();
    let dagger = Thrown {
        kind: ObjectKind::Other,
        dice: Dice::new(1, 4).unwrap(),
        to_hit: 10,
        to_dam: 3,
        weight: Weight::from_tenths(12),
        slays: Slays::empty(),
    };
    let m = Missile::throw(&c, &dagger).unwrap();
    let s = skills(&c).unwrap();
    assert_eq!(m.skill, s.throwing);
    assert_eq!(m.skill, s.base_missile + 3 * s.bonus.general());
    assert_eq!(m.crit_bonus, s.bonus.general() + 10);
    let no_plus = Missile::throw(&c, &Thrown { to_hit: 0, ..dagger }).unwrap();
    assert_eq!(no_plus.skill, m.skill);
}

#[test]
fn a_negative_fired_total_passes_through_multiplier_and_critical() {
    // Arrow to-dam -4: (1 - 4 + 2) x 4 = -4; good critical: 2 * -4 + 5 = -3 -> 0.
    let c = archer();
    let m = Missile::fire(&c, &arrow(-4)).unwrap();
    let script = |crit_type: i64| {
        // The dice first: the game rolls them when the arrow is fired.
        Scripted::new([
            Step::labelled("damage", 1),
            Step::labelled("hit roll", 3),
            Step::labelled("critical", 0),
            Step::labelled("critical type", crit_type),
        ])
    };
    let o = missile(&mut script(1), &m, &Monster::new(10), 3).unwrap();
    assert_eq!((o.critical, o.damage), (Some(Critical::Good), 0));
    // Superb: 3 * -4 + 15 = 3, where flooring first would have given 15.
    let heavy_arrow = Missile { weight: Weight::from_tenths(600), ..m };
    let o = missile(&mut script(400), &heavy_arrow, &Monster::new(10), 3).unwrap(); // 600 + 400 >= 1000
    assert_eq!((o.critical, o.damage), (Some(Critical::Superb), 3));
}

#[test]
fn fired_damage_order_with_a_slay() {
    let c = archer();
    let m = Missile::fire(&c, &Ammo { slays: Slays::SLAY_DRAGON, ..arrow(1) }).unwrap();
    let mut r = Tracing::new(Scripted::new([
        Step::labelled("damage", 3),
        Step::labelled("hit roll", 57),
        Step::labelled("armour roll", 45), // not below 3 * 60 / 4 = 45
        Step::labelled("critical", 4999),
    ]));
    let dragon = Monster { flags: MonsterFlags::DRAGON, ..Monster::new(60) };
    let o = missile(&mut r, &m, &dragon, 5).unwrap();
    assert_eq!(labels(&r), ["damage", "hit roll", "armour roll", "critical"]);
    // (3 + 1 + 2) x 4 = 24, Slay Dragon x3 = 72.
    assert_eq!((o.multiplier, o.damage), (3, 72));
}

// ------------------------------------------------------------- breakage (M8)

#[test]
fn breakage_draws() {
    let l = Landing { kind: ObjectKind::Arrow, artifact: false, hit_monster: true, straight_down: false };
    let mut r = Tracing::new(Scripted::new([Step::labelled("breakage", 59), Step::labelled("breakage", 60)]));
    assert!(breaks(&mut r, &l).unwrap());
    assert!(!breaks(&mut r, &l).unwrap());
    assert_eq!(r.draws()[0].kind, DrawKind::Compare { lo: 0, hi: 99, cuts: vec![60] });
    // A flask that hit breaks for certain, but the game's drop_near still draws
    // rand_int(100) for it; an artifact draws nothing.
    let oil = Landing { kind: ObjectKind::FlaskOfOil, ..l };
    let mut r = Tracing::new(Scripted::new([Step::labelled("breakage", 99)]));
    assert!(breaks(&mut r, &oil).unwrap());
    assert!(!breaks(&mut r, &Landing { artifact: true, ..oil }).unwrap());
    assert_eq!(r.draws().len(), 1);
    r.inner_mut().finish().unwrap();
    assert_eq!(breakage_probability(&l).to_string(), "3/5");
}

// --------------------------------------------------------------- melee round

#[test]
fn a_round_stops_when_the_monster_dies() {
    let mut c = warrior("18/100", "18/100"); // +6 to dam
    c.weapon = Some(weapon(2, 5, 120));
    let m = Melee::of(&c).unwrap();
    assert_eq!(m.blows.blows, 5);
    let monster = Monster { hp: Some(20), ..Monster::new(0) };
    let blow_script =
        |dice: i64| [Step::labelled("hit roll", 3), Step::labelled("damage", dice), Step::labelled("critical", 4999)];
    let mut steps: Vec<Step> = Vec::new();
    steps.extend(blow_script(4)); // 10
    steps.extend(blow_script(4)); // 20: at 0 HP, still alive
    steps.extend(blow_script(2)); // 28: dead
    let mut r = Scripted::new(steps);
    let round = melee_round(&mut r, &m, &monster).unwrap();
    r.finish().unwrap();
    assert_eq!((round.blows.len(), round.damage, round.killed), (3, 28, true));
    assert!(!kills(20, 20) && kills(20, 21));
    // Without hit points every blow is struck.
    let mut steps: Vec<Step> = Vec::new();
    for _ in 0..5 {
        steps.push(Step::labelled("hit roll", 7));
    }
    let round = melee_round(&mut Scripted::new(steps), &m, &Monster::new(0)).unwrap();
    assert_eq!((round.blows.len(), round.damage, round.killed), (5, 0, false));
}

#[test]
fn shots_per_turn() {
    let bow = |kind, tenths, extra_shots| Launcher {
        kind,
        to_hit: 0,
        to_dam: 0,
        weight: Weight::from_tenths(tenths),
        extra_might: false,
        extra_shots,
    };
    let mut c = Character::new(Class::Ranger, stat("18/50"), stat("18/50"));
    assert_eq!(shots(&c).unwrap(), 1, "no launcher");
    c.launcher = Some(bow(LauncherKind::ShortBow, 30, 0));
    for (level, want) in [(1, 1), (19, 1), (20, 2), (39, 2), (40, 3), (50, 3)] {
        c.level = level;
        assert_eq!(shots(&c).unwrap(), want, "ranger level {level}");
    }
    c.launcher = Some(bow(LauncherKind::LightCrossbow, 60, 1));
    assert_eq!(shots(&c).unwrap(), 2, "crossbows get no ranger shots, only Extra Shots");
    // A heavy launcher (STR 18/50: limit 50 lb) gets no extra shots at all (M4).
    c.launcher = Some(bow(LauncherKind::LongBow, 510, 2));
    assert_eq!(shots(&c).unwrap(), 1);
    c.launcher = Some(bow(LauncherKind::LongBow, 509, 2));
    assert_eq!(shots(&c).unwrap(), 5);
    let mut w = Character::new(Class::Warrior, stat("18/50"), stat("18/50"));
    w.level = 50;
    w.launcher = Some(bow(LauncherKind::LongBow, 30, 0));
    assert_eq!(shots(&w).unwrap(), 1, "only rangers");
}

// ------------------------------------------------------------- the ALL lists

#[test]
fn every_all_list_is_complete_and_in_discriminant_order() {
    // The C API decodes its codes by position in these lists.
    for (i, k) in ObjectKind::ALL.into_iter().enumerate() {
        assert_eq!(k as usize, i, "{k:?}");
    }
    for (i, k) in AmmoKind::ALL.into_iter().enumerate() {
        assert_eq!(k as usize, i, "{k:?}");
    }
    for (i, k) in LauncherKind::ALL.into_iter().enumerate() {
        assert_eq!(k as usize, i, "{k:?}");
    }
    // Complete: the default object kind is the last, and every launcher's
    // ammunition is listed.
    assert_eq!(ObjectKind::ALL.last(), Some(&ObjectKind::default()));
    for l in LauncherKind::ALL {
        assert!(AmmoKind::ALL.contains(&l.ammo()), "{l:?}");
    }
}

// ------------------------------------------------------------------ issue 13

#[test]
fn extra_blows_past_255_are_refused_not_clamped() {
    let mut c = warrior("18/100", "18/50");
    c.weapon = Some(Weapon { weight: Weight::from_tenths(120), extra_blows: 252, ..Weapon::default() });
    // 3 natural blows + 252 = 255: allowed, reported exactly.
    assert_eq!(Melee::of(&c).unwrap().blows.blows, 255);
    c.weapon.as_mut().unwrap().extra_blows = 253;
    assert_eq!(c.validate(), Err(AngbandError::TooManyBlows { natural: 3, extra: 253 }));
    assert_eq!(Melee::of(&c).unwrap_err(), AngbandError::TooManyBlows { natural: 3, extra: 253 });
    let message = c.validate().unwrap_err().to_string();
    assert!(message.contains("at most 252 extra blows"), "{message}");
    // A heavy weapon gets no extra blows at all: nothing can overflow.
    c.weapon.as_mut().unwrap().weight = Weight::from_tenths(2000);
    c.weapon.as_mut().unwrap().extra_blows = 255;
    assert_eq!(Melee::of(&c).unwrap().blows.blows, 1);
}

#[test]
fn extra_shots_past_255_are_refused_not_clamped() {
    let mut c = Character::new(Class::Ranger, stat("18/50"), stat("18/50"));
    c.level = 40;
    let bow = Launcher {
        kind: LauncherKind::LongBow,
        to_hit: 0,
        to_dam: 0,
        weight: Weight::from_tenths(40),
        extra_might: false,
        extra_shots: 252,
    };
    c.launcher = Some(bow);
    assert_eq!(shots(&c).unwrap(), 255);
    c.launcher = Some(Launcher { extra_shots: 253, ..bow });
    assert_eq!(shots(&c), Err(AngbandError::TooManyShots { natural: 3, extra: 253 }));
}

#[test]
fn bare_hands_never_crit() {
    let bare = Weight::from_tenths(0);
    let odds = crit_odds(CritTable::Melee, bare, 100, 50);
    assert_eq!(odds.none.to_string(), "1");
    assert!(odds.types.iter().all(|(_, p)| p.to_string() == "0"));
    let mut r = Tracing::new(Scripted::new(Vec::<Step>::new()));
    assert_eq!(critical(&mut r, CritTable::Melee, bare, 100, 50).unwrap(), None);
    assert!(r.draws().is_empty(), "no draw for bare hands");
    // A missile of weight 0 is not bare hands: the missile table still applies.
    assert_ne!(crit_odds(CritTable::Missile, bare, 100, 50).none.to_string(), "1");
}

#[test]
fn slays_have_the_monster_flags_names() {
    for (slay, flag) in [
        (Slays::ANIMAL, MonsterFlags::ANIMAL),
        (Slays::DEMON, MonsterFlags::DEMON),
        (Slays::DRAGON, MonsterFlags::DRAGON),
        (Slays::EVIL, MonsterFlags::EVIL),
        (Slays::GIANT, MonsterFlags::GIANT),
        (Slays::ORC, MonsterFlags::ORC),
        (Slays::TROLL, MonsterFlags::TROLL),
        (Slays::UNDEAD, MonsterFlags::UNDEAD),
    ] {
        assert!(slay.multiplier(flag) > 1, "{slay:?} against {flag:?}");
        assert_eq!(slay.multiplier(MonsterFlags::empty()), 1);
    }
    for (brand, immunity) in [
        (Slays::FIRE, MonsterFlags::IM_FIRE),
        (Slays::COLD, MonsterFlags::IM_COLD),
        (Slays::ACID, MonsterFlags::IM_ACID),
        (Slays::ELEC, MonsterFlags::IM_ELEC),
    ] {
        assert_eq!(brand.multiplier(MonsterFlags::empty()), 3);
        assert_eq!(brand.multiplier(immunity), 1);
    }
    assert_eq!(Slays::TROLL, Slays::SLAY_TROLL);
    assert_eq!(Slays::FIRE, Slays::BRAND_FIRE);
}

// ------------------------------------------------------- prepared blow (issue 26)

#[test]
fn a_prepared_blow_draws_and_strikes_as_blow() {
    use roguerules_dice::Sampler;
    let mut heavy = warrior("18/100", "18/50");
    heavy.level = 35;
    heavy.weapon = Some(Weapon { slays: Slays::SLAY_ORC | Slays::BRAND_FIRE, to_dam: -9, ..weapon(3, 8, 1300) });
    let mut dwarf = warrior("18/100", "18/50");
    dwarf.race = Race::Dwarf;
    dwarf.level = 20;
    dwarf.weapon = Some(Weapon { to_hit: 3, to_dam: 4, ..weapon(2, 5, 150) });
    let mut weak = warrior("3", "3");
    weak.stun = 100; // to-dam below 0: a bare hand's damage floored at 0
    let profiles = [Melee::of(&dwarf).unwrap(), Melee::of(&heavy).unwrap(), Melee::of(&weak).unwrap()];
    let monsters = [
        Monster { ac: 36, flags: MonsterFlags::ORC | MonsterFlags::EVIL, ..Monster::new(36) },
        Monster { visible: false, flags: MonsterFlags::IM_FIRE, ..Monster::new(0) },
    ];
    for m in &profiles {
        let prepared = m.prepare();
        for monster in &monsters {
            let (mut a, mut b) = (Tracing::new(Sampler::seed_from_u64(5)), Tracing::new(Sampler::seed_from_u64(5)));
            for _ in 0..300 {
                assert_eq!(prepared.blow(&mut a, monster).unwrap(), blow(&mut b, m, monster).unwrap());
                assert_eq!(prepared.strike(&mut a, monster).unwrap(), strike(&mut b, m, monster).unwrap());
            }
            assert_eq!(a.draws(), b.draws());
            assert!(a.draws().iter().any(|d| d.label == "critical type") || m.weapon.is_none());
        }
    }
    assert_eq!(strike(&mut Sampler::seed_from_u64(1), &profiles[2], &monsters[0]).unwrap().damage, 0);
}

// ---------------------------------------------------- prepared missile (issue 26)

#[test]
fn a_prepared_missile_draws_and_shoots_as_missile() {
    use roguerules_dice::Sampler;
    let c = archer();
    let flask = Thrown {
        kind: ObjectKind::FlaskOfOil,
        dice: Dice::new(2, 6).unwrap(),
        to_hit: 0,
        to_dam: 0,
        weight: Weight::from_tenths(10),
        slays: Slays::BRAND_FIRE,
    };
    let missiles = [
        Missile::fire(&c, &Ammo { slays: Slays::SLAY_ORC, ..arrow(1) }).unwrap(),
        Missile::fire(&c, &arrow(-9)).unwrap(), // below 0 before the floor
        Missile::throw(&c, &flask).unwrap(),
        Missile { weight: Weight::from_tenths(900), ..Missile::throw(&c, &flask).unwrap() }, // superb only
    ];
    let monsters = [
        Monster { ac: 36, flags: MonsterFlags::ORC | MonsterFlags::EVIL, ..Monster::new(36) },
        Monster { visible: false, flags: MonsterFlags::IM_FIRE, ..Monster::new(0) },
    ];
    for m in &missiles {
        let prepared = m.prepare().unwrap();
        for monster in &monsters {
            let (mut a, mut b) = (Tracing::new(Sampler::seed_from_u64(9)), Tracing::new(Sampler::seed_from_u64(9)));
            for distance in (0..300).map(|i| i % 40) {
                assert_eq!(
                    prepared.shoot(&mut a, monster, distance).unwrap(),
                    missile(&mut b, m, monster, distance).unwrap()
                );
            }
            assert_eq!(a.draws(), b.draws());
            assert!(a.draws().iter().any(|d| d.label == "critical type"));
        }
    }
    // What `missile` refuses is refused when prepared.
    let m = missiles[0];
    let big = Missile { launch: Launch::Fire { multiplier: 101, to_dam: 0 }, ..m };
    assert!(matches!(big.prepare(), Err(AngbandError::Multiplier { multiplier: 101 })));
    let no_sides = Missile { dice: Dice { count: 2, sides: 0 }, ..m };
    assert!(matches!(no_sides.prepare(), Err(AngbandError::Dice { count: 2, sides: 0 })));
}
