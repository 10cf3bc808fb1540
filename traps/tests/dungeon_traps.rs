//! Dungeon trap creation and every branch of every dungeon trap effect (seed
//! 004, "Dungeon Trap Creation" and "Dungeon Trap Effects"), replayed with
//! scripted rolls and the seed's numbers.

use roguerules_dice::{BigRational, Scripted, Step};
use roguerules_traps::{
    AlterationKind, Centre, Change, Depth, DungeonTrap, DungeonTrapKind, Effect, Element, GasKind, Missile,
    MissileFamily, Outcome, PackItem, PitKind, Player, PlayerFlags, RuneKind, Stat, SummonKind, Sustains, Timed,
    TrapError, TrapParams, allowed_kinds, choose_kind, generate, kind_probabilities, poison_hit_size, trigger,
};

fn feet(f: i64) -> Depth {
    Depth::from_feet(f).unwrap()
}

fn level(l: i64) -> Depth {
    Depth::from_level(l).unwrap()
}

/// A labelled script step.
fn st(label: &str, value: impl Into<Step>) -> Step {
    Step::labelled(label, value)
}

fn gen_with(kind: DungeonTrapKind, depth: Depth, steps: Vec<Step>) -> TrapParams {
    let mut r = Scripted::new(steps);
    let trap = generate(&mut r, kind, depth).unwrap();
    r.finish().unwrap();
    assert_eq!(trap.kind(), kind);
    trap.params
}

fn trig_with(params: TrapParams, depth: Depth, player: &Player, steps: Vec<Step>) -> Outcome {
    let mut r = Scripted::new(steps);
    let out = trigger(&mut r, &DungeonTrap { depth, params }, player).unwrap();
    r.finish().unwrap();
    out
}

fn with(flags: PlayerFlags) -> Player {
    Player { flags, ..Player::default() }
}

fn dmg(amount: i64) -> Effect {
    Effect::Damage { amount, element: Element::Physical }
}

fn add(counter: Timed, amount: i64) -> Effect {
    Effect::Timed { counter, change: Change::Add, amount }
}

fn set(counter: Timed, amount: i64) -> Effect {
    Effect::Timed { counter, change: Change::Set, amount }
}

// ---------------------------------------------------------------- creation

#[test]
fn at_50_feet_gas_or_teleportation_half_each() {
    let p = kind_probabilities(feet(50), false).unwrap();
    let half = BigRational::new(1.into(), 2.into());
    assert_eq!(p.probability(&DungeonTrapKind::GasTrap), half);
    assert_eq!(p.probability(&DungeonTrapKind::Teleportation), half);
    assert_eq!(p.len(), 2);
}

#[test]
fn at_5050_feet_each_of_the_ten_is_one_in_ten() {
    let p = kind_probabilities(feet(5050), false).unwrap();
    for k in DungeonTrapKind::ALL {
        assert_eq!(p.probability(&k), BigRational::new(1.into(), 10.into()), "{k}");
    }
}

#[test]
fn minimum_depths_are_the_seeds() {
    let mins: Vec<i64> = DungeonTrapKind::ALL.iter().map(|k| k.min_depth_feet()).collect();
    assert_eq!(mins, [100, 100, 400, 250, 50, 150, 1000, 3000, 50, 200]);
    // Each kind appears exactly from its minimum depth.
    for k in DungeonTrapKind::ALL {
        let at = feet(k.min_depth_feet());
        assert!(allowed_kinds(at, false).contains(&k));
        let above = feet(k.min_depth_feet() - 50);
        assert!(!allowed_kinds(above, false).contains(&k));
    }
}

#[test]
fn trap_doors_are_excluded_on_quest_levels_and_the_bottom_floor() {
    assert_eq!(kind_probabilities(feet(100), false).unwrap().len(), 4);
    let quest = kind_probabilities(feet(100), true).unwrap();
    assert_eq!(quest.len(), 3);
    assert_eq!(quest.probability(&DungeonTrapKind::TrapDoor), BigRational::from_integer(0.into()));
    assert_eq!(quest.probability(&DungeonTrapKind::Pit), BigRational::new(1.into(), 3.into()));
    let bottom = kind_probabilities(feet(6350), false).unwrap();
    assert_eq!(bottom.len(), 9);
    assert!(!allowed_kinds(feet(6300), false).is_empty());
    assert!(allowed_kinds(feet(6300), false).contains(&DungeonTrapKind::TrapDoor));
}

#[test]
fn the_town_has_no_traps() {
    assert_eq!(choose_kind(&mut Scripted::new([0]), feet(0), false), Err(TrapError::NoTrapAtDepth { feet: 0 }));
}

#[test]
fn the_chosen_kind_is_the_drawn_index_of_the_allowed_kinds() {
    for level in 1..=127 {
        for quest in [false, true] {
            let depth = Depth::from_level(level).unwrap();
            let kinds = allowed_kinds(depth, quest);
            for (i, kind) in kinds.iter().enumerate() {
                let mut r = Scripted::new([i as i64]);
                assert_eq!(choose_kind(&mut r, depth, quest), Ok(*kind), "level {level}, index {i}");
                r.finish().unwrap();
            }
        }
    }
}

#[test]
fn kind_choice_is_one_labelled_uniform_draw_over_the_allowed_kinds() {
    let mut r = Scripted::new([st("trap kind", 2)]);
    // At 200': trap door, pit, gas trap, summoning rune, teleportation, murder hole.
    assert_eq!(choose_kind(&mut r, feet(200), false).unwrap(), DungeonTrapKind::GasTrap);
    r.finish().unwrap();
}

#[test]
fn depths_are_validated() {
    assert!(Depth::from_feet(-50).is_err());
    assert!(Depth::from_feet(75).is_err());
    assert!(Depth::from_feet(6400).is_err());
    assert!(Depth::from_level(128).is_err());
    assert_eq!(feet(6350).level(), 127);
}

// ---------------------------------------------------------------- trap door

#[test]
fn trap_door_drops_a_level_and_does_2d8() {
    let out = trig_with(TrapParams::TrapDoor, feet(500), &Player::default(), vec![st("fall damage", 16)]);
    assert_eq!(out.effects, vec![Effect::LevelChange { levels: 1 }, dmg(16)]);
    assert!(!out.disappears);
}

#[test]
fn trap_door_with_feather_fall_does_no_damage() {
    let out = trig_with(TrapParams::TrapDoor, feet(500), &with(PlayerFlags::FEATHER_FALL), vec![]);
    assert_eq!(out.effects, vec![Effect::LevelChange { levels: 1 }, Effect::FeatherFall]);
    assert_eq!(out.damage(), 0);
}

// ---------------------------------------------------------------- pits

#[test]
fn pit_nastiness_plus_20_skips_the_plus_10_roll() {
    let p = gen_with(
        DungeonTrapKind::Pit,
        level(40),
        vec![st("nastiness", 15), st("nastiness +20", true), st("spiked pit", false)],
    );
    assert_eq!(p, TrapParams::Pit { nastiness: 35, pit: PitKind::Plain });
}

#[test]
fn pit_nastiness_plus_10() {
    let p = gen_with(
        DungeonTrapKind::Pit,
        level(40),
        vec![st("nastiness", 25), st("nastiness +20", false), st("nastiness +10", true), st("spiked pit", true)],
    );
    assert_eq!(p, TrapParams::Pit { nastiness: 35, pit: PitKind::Spiked });
}

#[test]
fn pit_at_30_or_less_is_plain_without_a_draw() {
    let p = gen_with(
        DungeonTrapKind::Pit,
        level(40),
        vec![st("nastiness", 30), st("nastiness +20", false), st("nastiness +10", false)],
    );
    assert_eq!(p, TrapParams::Pit { nastiness: 30, pit: PitKind::Plain });
}

#[test]
fn pit_of_daggers_and_morgul_blades_above_80() {
    let steps = |morgul| {
        vec![
            st("nastiness", 81),
            st("nastiness +20", false),
            st("nastiness +10", false),
            st("dagger pit", true),
            st("morgul blades", morgul),
        ]
    };
    assert_eq!(
        gen_with(DungeonTrapKind::Pit, level(90), steps(false)),
        TrapParams::Pit { nastiness: 81, pit: PitKind::Daggers }
    );
    assert_eq!(
        gen_with(DungeonTrapKind::Pit, level(90), steps(true)),
        TrapParams::Pit { nastiness: 81, pit: PitKind::MorgulBlades }
    );
}

#[test]
fn pit_at_exactly_80_cannot_be_a_dagger_pit() {
    let p = gen_with(
        DungeonTrapKind::Pit,
        level(90),
        vec![
            st("nastiness", 80),
            st("nastiness +20", false),
            st("nastiness +10", false),
            st("poisonous spiked pit", true),
        ],
    );
    assert_eq!(p, TrapParams::Pit { nastiness: 80, pit: PitKind::PoisonSpiked });
}

#[test]
fn failed_dagger_and_poison_rolls_fall_through_to_spiked_and_plain() {
    let steps = |spiked| {
        vec![
            st("nastiness", 70),
            st("nastiness +20", true),
            st("dagger pit", false),
            st("poisonous spiked pit", false),
            st("spiked pit", spiked),
        ]
    };
    assert_eq!(
        gen_with(DungeonTrapKind::Pit, level(90), steps(true)),
        TrapParams::Pit { nastiness: 90, pit: PitKind::Spiked }
    );
    assert_eq!(
        gen_with(DungeonTrapKind::Pit, level(90), steps(false)),
        TrapParams::Pit { nastiness: 90, pit: PitKind::Plain }
    );
}

#[test]
fn pit_at_exactly_55_is_not_poisonous() {
    let p = gen_with(
        DungeonTrapKind::Pit,
        level(90),
        vec![st("nastiness", 45), st("nastiness +20", false), st("nastiness +10", true), st("spiked pit", true)],
    );
    assert_eq!(p, TrapParams::Pit { nastiness: 55, pit: PitKind::Spiked });
}

fn pit(kind: PitKind) -> TrapParams {
    TrapParams::Pit { nastiness: 100, pit: kind }
}

#[test]
fn morgul_blades_black_breath_20d15_summon_and_cuts() {
    // Level 30: the summons are for 30 + 1 + min(30 / 5, 4) = 35.
    let out = trig_with(
        pit(PitKind::MorgulBlades),
        level(30),
        &Player::default(),
        vec![st("morgul damage", 150), st("morgul summon", true), st("summon count", 2), st("cuts", 40)],
    );
    assert_eq!(
        out.effects,
        vec![
            Effect::BlackBreath,
            dmg(150),
            Effect::Summon { kind: SummonKind::Monster, count: 4, level: 35 },
            add(Timed::Cut, 40),
        ]
    );
    assert!(out.disappears, "Morgul traps disappear after being triggered once");
    // Without the summon; a shallow level adds only a fifth of the depth.
    let out = trig_with(
        pit(PitKind::MorgulBlades),
        level(12),
        &Player::default(),
        vec![st("morgul damage", 20), st("morgul summon", false), st("cuts", 20)],
    );
    assert_eq!(out.summons(), vec![]);
    assert_eq!(out.counter(Timed::Cut), 20);
}

#[test]
fn feather_fall_avoids_every_pit() {
    for kind in [PitKind::Plain, PitKind::Spiked, PitKind::PoisonSpiked, PitKind::Daggers, PitKind::MorgulBlades] {
        let out = trig_with(pit(kind), level(90), &with(PlayerFlags::FEATHER_FALL), vec![]);
        assert_eq!(out.effects, vec![Effect::FeatherFall], "{kind:?}");
        assert_eq!(out.disappears, kind == PitKind::MorgulBlades);
    }
}

#[test]
fn dagger_pit_5_plus_1d10_daggers_of_3d4() {
    // 1d10 = 3: 8 daggers, 24d4 in all.
    let mut r = Scripted::new([st("daggers", 3), st("dagger damage", 60), st("cuts", 59)]);
    let out =
        trigger(&mut r, &DungeonTrap { depth: level(90), params: pit(PitKind::Daggers) }, &Player::default()).unwrap();
    r.finish().unwrap();
    assert_eq!(out.effects, vec![dmg(60), add(Timed::Cut, 59)]);
    assert!(!out.disappears);
    // The dagger dice are 3 × 8 = 24 dice of 4: a sum of 24 is the minimum.
    let out = trig_with(
        pit(PitKind::Daggers),
        level(90),
        &Player::default(),
        vec![st("daggers", 3), st("dagger damage", 24), st("cuts", 1)],
    );
    assert_eq!(out.damage(), 24);
    let too_low = trigger(
        &mut Scripted::new([st("daggers", 3), st("dagger damage", 23)]),
        &DungeonTrap { depth: level(90), params: pit(PitKind::Daggers) },
        &Player::default(),
    );
    assert!(too_low.is_err(), "24d4 cannot be 23");
}

fn poison_pit(player: &Player, poison: Vec<Step>) -> Outcome {
    // 2d6 = 7, impaled, × (3 + 4) = 49, cuts 10.
    let mut steps = vec![st("pit damage", 7), st("impaled", true), st("impale multiplier", 4), st("cuts", 10)];
    steps.extend(poison);
    trig_with(pit(PitKind::PoisonSpiked), level(70), player, steps)
}

#[test]
fn poisonous_spiked_pit_without_resistance() {
    // A hit of 49: unpoisoned, 4 + a number between 25 and 49.
    let out = poison_pit(&Player::default(), vec![st("poison duration", 25)]);
    assert_eq!(out.effects, vec![dmg(49), add(Timed::Cut, 10), set(Timed::Poisoned, 29)]);
    // Already poisoned: + a number between 49 / 3 = 16 and ceil(98 / 3) = 33.
    let poisoned = Player { poison: 5, ..Player::default() };
    let out = poison_pit(&poisoned, vec![st("poison increase", 33)]);
    assert_eq!(out.effects[2], add(Timed::Poisoned, 33));
    assert!(
        trigger(
            &mut Scripted::new([
                st("pit damage", 7),
                st("impaled", true),
                st("impale multiplier", 4),
                st("cuts", 10),
                st("poison increase", 34)
            ]),
            &DungeonTrap { depth: level(70), params: pit(PitKind::PoisonSpiked) },
            &poisoned
        )
        .is_err()
    );
}

#[test]
fn poisonous_spiked_pit_with_one_resistance_is_a_third() {
    for flags in [PlayerFlags::RES_POIS_PERM, PlayerFlags::RES_POIS_TEMP] {
        // 49 / 3 = 16: 4 + between 8 and 16.
        let out = poison_pit(&with(flags), vec![st("poison duration", 8)]);
        assert_eq!(out.effects[2], set(Timed::Poisoned, 12));
    }
    // The permanent resistance with Enhance Magic: still only a third.
    assert_eq!(poison_hit_size(49, &with(PlayerFlags::RES_POIS_PERM | PlayerFlags::ENHANCE_MAGIC)), Some(16));
}

#[test]
fn poisonous_spiked_pit_with_temporary_resistance_and_enhance_magic() {
    // 49 / 3 = 16, then ceil(16 / 6) = 3: 4 + between 2 and 3.
    let p = with(PlayerFlags::RES_POIS_TEMP | PlayerFlags::ENHANCE_MAGIC);
    assert_eq!(poison_hit_size(49, &p), Some(3));
    let out = poison_pit(&p, vec![st("poison duration", 2)]);
    assert_eq!(out.effects[2], set(Timed::Poisoned, 6));
    // Already poisoned: between 3 / 3 = 1 and ceil(6 / 3) = 2.
    let out = poison_pit(&Player { poison: 1, ..p }, vec![st("poison increase", 1)]);
    assert_eq!(out.effects[2], add(Timed::Poisoned, 1));
}

#[test]
fn poisonous_spiked_pit_with_both_resistances_does_no_poison() {
    let out = poison_pit(&with(PlayerFlags::RES_POIS_TEMP | PlayerFlags::RES_POIS_PERM), vec![]);
    assert_eq!(out.effects[2], Effect::Resisted { counter: Timed::Poisoned });
}

#[test]
fn poisonous_spiked_pit_not_impaled_is_2d6_only() {
    let out = trig_with(
        pit(PitKind::PoisonSpiked),
        level(70),
        &Player::default(),
        vec![st("pit damage", 7), st("impaled", false)],
    );
    assert_eq!(out.effects, vec![dmg(7)]);
}

#[test]
fn spiked_pit_impaled_and_not() {
    // 2d6 = 5, × (2 + 3) = 25.
    let out = trig_with(
        pit(PitKind::Spiked),
        level(40),
        &Player::default(),
        vec![st("pit damage", 5), st("impaled", true), st("impale multiplier", 3), st("cuts", 25)],
    );
    assert_eq!(out.effects, vec![dmg(25), add(Timed::Cut, 25)]);
    let out =
        trig_with(pit(PitKind::Spiked), level(40), &Player::default(), vec![st("pit damage", 5), st("impaled", false)]);
    assert_eq!(out.effects, vec![dmg(5)]);
}

#[test]
fn plain_pit_is_2d6() {
    let out = trig_with(pit(PitKind::Plain), level(4), &Player::default(), vec![st("pit damage", 12)]);
    assert_eq!(out.effects, vec![dmg(12)]);
}

// ---------------------------------------------------------------- darts

#[test]
fn dart_nastiness_is_fixed_at_generation() {
    assert_eq!(
        gen_with(DungeonTrapKind::Dart, level(60), vec![st("nastiness", 51)]),
        TrapParams::Dart { nastiness: 51 }
    );
}

#[test]
fn dart_hit_rolls() {
    let dart = TrapParams::Dart { nastiness: 10 };
    let armoured = Player { armour_class: 80, ..Player::default() };
    // k < 5 always hits: stat 1/6 each (index 4 = constitution), one drain.
    let out = trig_with(dart, level(20), &armoured, vec![st("trap hit roll", 4), st("stat", 4)]);
    assert_eq!(out.effects, vec![Effect::DrainStat { stat: Stat::Con, times: 1, sustained: false }]);
    // 5 <= k < 10 always misses.
    let out = trig_with(dart, level(20), &Player::default(), vec![st("trap hit roll", 9)]);
    assert_eq!(out.effects, vec![Effect::Miss]);
    // Otherwise power 50 + 20 = 70 against 3 * 80 / 4 = 60: 61 hits, 60 misses.
    let out =
        trig_with(dart, level(20), &armoured, vec![st("trap hit roll", 10), st("trap power roll", 61), st("stat", 0)]);
    assert_eq!(out.effects, vec![Effect::DrainStat { stat: Stat::Str, times: 1, sustained: false }]);
    let out = trig_with(dart, level(20), &armoured, vec![st("trap hit roll", 99), st("trap power roll", 60)]);
    assert_eq!(out.effects, vec![Effect::Miss]);
}

#[test]
fn nasty_darts_drain_1d4_times_one_time_in_three() {
    let dart = TrapParams::Dart { nastiness: 51 };
    let out = trig_with(
        dart,
        level(60),
        &Player::default(),
        vec![st("trap hit roll", 0), st("stat", 3), st("repeated drain", true), st("drains", 4)],
    );
    assert_eq!(out.effects, vec![Effect::DrainStat { stat: Stat::Dex, times: 4, sustained: false }]);
    let out = trig_with(
        dart,
        level(60),
        &Player::default(),
        vec![st("trap hit roll", 0), st("stat", 3), st("repeated drain", false)],
    );
    assert_eq!(out.effects, vec![Effect::DrainStat { stat: Stat::Dex, times: 1, sustained: false }]);
    // At exactly 50 there is no 1/3 roll.
    let out = trig_with(
        TrapParams::Dart { nastiness: 50 },
        level(60),
        &Player::default(),
        vec![st("trap hit roll", 0), st("stat", 3)],
    );
    assert_eq!(out.effects, vec![Effect::DrainStat { stat: Stat::Dex, times: 1, sustained: false }]);
}

#[test]
fn sustains_apply_to_darts() {
    let p = Player { sustains: Sustains::WIS, ..Player::default() };
    let out = trig_with(TrapParams::Dart { nastiness: 5 }, level(20), &p, vec![st("trap hit roll", 0), st("stat", 2)]);
    assert_eq!(out.effects, vec![Effect::DrainStat { stat: Stat::Wis, times: 1, sustained: true }]);
}

// ---------------------------------------------------------------- discolored spots

#[test]
fn discolored_spot_generation() {
    // 45 + 10 = 55 >= 50: 1 in 2 for 6d30; element index 2 = electricity.
    let p = gen_with(
        DungeonTrapKind::DiscoloredSpot,
        level(60),
        vec![st("nastiness", 45), st("nastiness +10", true), st("heavy damage", true), st("element", 2)],
    );
    assert_eq!(p, TrapParams::DiscoloredSpot { nastiness: 55, heavy: true, element: Element::Elec });
    // Below 50 there is no heavy roll.
    let p = gen_with(
        DungeonTrapKind::DiscoloredSpot,
        level(60),
        vec![st("nastiness", 49), st("nastiness +10", false), st("element", 0)],
    );
    assert_eq!(p, TrapParams::DiscoloredSpot { nastiness: 49, heavy: false, element: Element::Fire });
    let p = gen_with(
        DungeonTrapKind::DiscoloredSpot,
        level(60),
        vec![st("nastiness", 50), st("nastiness +10", false), st("heavy damage", false), st("element", 3)],
    );
    assert_eq!(p, TrapParams::DiscoloredSpot { nastiness: 50, heavy: false, element: Element::Acid });
}

#[test]
fn discolored_spot_damage() {
    let heavy = TrapParams::DiscoloredSpot { nastiness: 55, heavy: true, element: Element::Cold };
    let out = trig_with(heavy, level(60), &Player::default(), vec![st("spot damage", 180)]);
    assert_eq!(out.effects, vec![Effect::Damage { amount: 180, element: Element::Cold }]);
    let light = TrapParams::DiscoloredSpot { nastiness: 5, heavy: false, element: Element::Acid };
    let out = trig_with(light, level(60), &Player::default(), vec![st("spot damage", 32)]);
    assert_eq!(out.effects, vec![Effect::Damage { amount: 32, element: Element::Acid }]);
    // 4d8 cannot exceed 32.
    assert!(
        trigger(&mut Scripted::new([33]), &DungeonTrap { depth: level(60), params: light }, &Player::default())
            .is_err()
    );
}

// ---------------------------------------------------------------- gas traps

fn gas(g: GasKind) -> TrapParams {
    TrapParams::Gas { gas: g }
}

#[test]
fn gas_kind_is_one_in_four() {
    for (i, g) in [GasKind::Blindness, GasKind::Confusion, GasKind::Poison, GasKind::Sleep].into_iter().enumerate() {
        assert_eq!(gen_with(DungeonTrapKind::GasTrap, level(5), vec![st("gas", i as i64)]), gas(g));
    }
}

#[test]
fn blindness_and_confusion_gas() {
    let out = trig_with(gas(GasKind::Blindness), level(5), &Player::default(), vec![st("blindness", 30)]);
    assert_eq!(out.effects, vec![add(Timed::Blind, 45)]);
    let out = trig_with(gas(GasKind::Blindness), level(5), &with(PlayerFlags::RES_BLIND), vec![]);
    assert_eq!(out.effects, vec![Effect::Resisted { counter: Timed::Blind }]);
    let out = trig_with(gas(GasKind::Confusion), level(5), &Player::default(), vec![st("confusion", 1)]);
    assert_eq!(out.effects, vec![add(Timed::Confused, 11)]);
    let out = trig_with(gas(GasKind::Confusion), level(5), &with(PlayerFlags::RES_CONF), vec![]);
    assert_eq!(out.effects, vec![Effect::Resisted { counter: Timed::Confused }]);
}

#[test]
fn sleep_gas() {
    let out = trig_with(gas(GasKind::Sleep), level(5), &Player::default(), vec![st("paralysis", 10)]);
    assert_eq!(out.effects, vec![add(Timed::Paralyzed, 15)]);
    let out = trig_with(gas(GasKind::Sleep), level(5), &with(PlayerFlags::FREE_ACTION), vec![]);
    assert_eq!(out.effects, vec![Effect::Resisted { counter: Timed::Paralyzed }]);
}

#[test]
fn poison_gas_every_case() {
    let g = gas(GasKind::Poison);
    let poisoned = |flags| Player { flags, poison: 3, ..Player::default() };
    // No resistance: 16 + 1d13, or + 8 + 1d9.
    assert_eq!(
        trig_with(g, level(5), &Player::default(), vec![st("poison duration", 13)]).effects,
        vec![set(Timed::Poisoned, 29)]
    );
    assert_eq!(
        trig_with(g, level(5), &poisoned(PlayerFlags::empty()), vec![st("poison increase", 1)]).effects,
        vec![add(Timed::Poisoned, 9)]
    );
    // Exactly one: the permanent, or the temporary without the specialty: 8 + 1d4, or + 2 + 1d3.
    for flags in [
        PlayerFlags::RES_POIS_PERM,
        PlayerFlags::RES_POIS_TEMP,
        PlayerFlags::RES_POIS_PERM | PlayerFlags::ENHANCE_MAGIC,
    ] {
        assert_eq!(
            trig_with(g, level(5), &with(flags), vec![st("poison duration", 4)]).effects,
            vec![set(Timed::Poisoned, 12)]
        );
        assert_eq!(
            trig_with(g, level(5), &poisoned(flags), vec![st("poison increase", 3)]).effects,
            vec![add(Timed::Poisoned, 5)]
        );
    }
    // The temporary one with Enhance Magic: 6, or + 1, without a draw.
    let em = PlayerFlags::RES_POIS_TEMP | PlayerFlags::ENHANCE_MAGIC;
    assert_eq!(trig_with(g, level(5), &with(em), vec![]).effects, vec![set(Timed::Poisoned, 6)]);
    assert_eq!(trig_with(g, level(5), &poisoned(em), vec![]).effects, vec![add(Timed::Poisoned, 1)]);
    // Both: nothing.
    let both = PlayerFlags::RES_POIS_TEMP | PlayerFlags::RES_POIS_PERM;
    assert_eq!(
        trig_with(g, level(5), &poisoned(both), vec![]).effects,
        vec![Effect::Resisted { counter: Timed::Poisoned }]
    );
}

// ---------------------------------------------------------------- summoning runes

#[test]
fn summoning_rune_kinds() {
    // 400' (level 8) or deeper: 1 in 5 a den of thieves.
    assert_eq!(
        gen_with(DungeonTrapKind::SummoningRune, feet(400), vec![st("den of thieves", true)]),
        TrapParams::SummoningRune { rune: RuneKind::Thieves }
    );
    assert_eq!(
        gen_with(DungeonTrapKind::SummoningRune, feet(400), vec![st("den of thieves", false), st("unique", true)]),
        TrapParams::SummoningRune { rune: RuneKind::Unique }
    );
    // Shallower than 400': no thieves roll.
    assert_eq!(
        gen_with(DungeonTrapKind::SummoningRune, feet(350), vec![st("unique", false)]),
        TrapParams::SummoningRune { rune: RuneKind::Monsters }
    );
}

#[test]
fn summoning_rune_summons_and_disappears() {
    // Level 30: + min(30 / 5, 4) = 4.
    let rune = |r| TrapParams::SummoningRune { rune: r };
    let out = trig_with(rune(RuneKind::Thieves), level(30), &Player::default(), vec![st("summon count", 3)]);
    assert_eq!(out.effects, vec![Effect::Summon { kind: SummonKind::Thief, count: 5, level: 35 }]);
    assert!(out.disappears);
    let out = trig_with(rune(RuneKind::Unique), level(30), &Player::default(), vec![]);
    assert_eq!(out.effects, vec![Effect::Summon { kind: SummonKind::Unique, count: 1, level: 40 }]);
    // Level 10: + 10 / 5 = 2.
    let out = trig_with(rune(RuneKind::Monsters), level(10), &Player::default(), vec![st("summon count", 1)]);
    assert_eq!(out.effects, vec![Effect::Summon { kind: SummonKind::Monster, count: 3, level: 13 }]);
    assert!(out.disappears);
}

// ---------------------------------------------------------------- dungeon alteration

fn alteration(nastiness: i64) -> TrapParams {
    TrapParams::DungeonAlteration { nastiness }
}

#[test]
fn dungeon_alteration_destroys_the_level() {
    let out = trig_with(
        alteration(61),
        level(60),
        &with(PlayerFlags::RES_CONF | PlayerFlags::RES_BLIND),
        vec![
            st("destroy level", true),
            st("confusion", 20),
            st("blindness", 1),
            st("stun", 50),
            st("destruction damage", 225),
        ],
    );
    assert_eq!(
        out.effects,
        vec![Effect::DestroyLevel, add(Timed::Confused, 30), add(Timed::Blind, 16), add(Timed::Stun, 100), dmg(225)]
    );
    assert!(out.disappears);
}

#[test]
fn dungeon_alteration_earthquake_rock_and_minor_damage() {
    let out = trig_with(
        alteration(61),
        level(60),
        &Player::default(),
        vec![st("destroy level", false), st("earthquake", true)],
    );
    assert_eq!(out.effects, vec![Effect::Earthquake { radius: 10 }]);
    let out = trig_with(
        alteration(21),
        level(60),
        &Player::default(),
        vec![st("earthquake", false), st("falling rock", true), st("rock damage", 11), st("stun", 4)],
    );
    assert_eq!(out.effects, vec![dmg(11), add(Timed::Stun, 14)]);
    // 20 is not greater than 20: no earthquake roll; 5 is "at least 5".
    let out = trig_with(
        alteration(20),
        level(60),
        &Player::default(),
        vec![st("falling rock", false), st("minor damage", 8)],
    );
    assert_eq!(out.effects, vec![dmg(8)]);
    let out =
        trig_with(alteration(5), level(60), &Player::default(), vec![st("falling rock", false), st("minor damage", 1)]);
    assert_eq!(out.effects, vec![dmg(1)]);
    let out = trig_with(alteration(4), level(60), &Player::default(), vec![st("minor damage", 3)]);
    assert_eq!(out.effects, vec![dmg(3)]);
    assert!(out.disappears);
}

#[test]
fn dungeon_alteration_nastiness_is_1d_level_plus_ten_one_in_five() {
    let p =
        gen_with(DungeonTrapKind::DungeonAlteration, level(25), vec![st("nastiness", 25), st("nastiness +10", true)]);
    assert_eq!(p, alteration(35));
}

// ---------------------------------------------------------------- character alteration

fn character(a: AlterationKind) -> TrapParams {
    TrapParams::CharacterAlteration { alteration: a }
}

#[test]
fn character_alteration_kind_percentages() {
    for (i, a) in AlterationKind::ALL.into_iter().enumerate() {
        assert_eq!(
            gen_with(DungeonTrapKind::CharacterAlteration, level(60), vec![st("alteration", i as i64)]),
            character(a)
        );
    }
    assert_eq!(AlterationKind::PERCENT.iter().sum::<u64>(), 100);
}

#[test]
fn drain_wands_drains_the_first_device_chosen() {
    let p = Player { pack: vec![PackItem::Other, PackItem::Rod, PackItem::Other, PackItem::Wand], ..Player::default() };
    let out = trig_with(
        character(AlterationKind::DrainWands),
        level(60),
        &p,
        vec![st("pack slot", 0), st("pack slot", 2), st("pack slot", 3)],
    );
    assert_eq!(out.effects, vec![Effect::DrainDevice { slot: 3, device: PackItem::Wand }]);
    assert!(out.disappears);
    let out = trig_with(character(AlterationKind::DrainWands), level(60), &p, vec![st("pack slot", 1)]);
    assert_eq!(out.effects, vec![Effect::DrainDevice { slot: 1, device: PackItem::Rod }]);
}

#[test]
fn drain_wands_chooses_twenty_times_at_most() {
    let p = Player { pack: vec![PackItem::Other, PackItem::Staff], ..Player::default() };
    let out = trig_with(character(AlterationKind::DrainWands), level(60), &p, vec![st("pack slot", 0); 20]);
    assert_eq!(out.effects, vec![]);
    let mut steps = vec![st("pack slot", 0); 19];
    steps.push(st("pack slot", 1));
    let out = trig_with(character(AlterationKind::DrainWands), level(60), &p, steps);
    assert_eq!(out.effects, vec![Effect::DrainDevice { slot: 1, device: PackItem::Staff }]);
    // An empty pack: nothing to choose, no draw.
    let out = trig_with(character(AlterationKind::DrainWands), level(60), &Player::default(), vec![]);
    assert_eq!(out.effects, vec![]);
}

#[test]
fn forgetting_and_remolding_allow_a_saving_throw() {
    let p = Player { saving_throw: 60, ..Player::default() };
    let out = trig_with(character(AlterationKind::Forgetting), level(60), &p, vec![st("saving throw", 59)]);
    assert_eq!(out.effects, vec![Effect::Saved]);
    let out = trig_with(character(AlterationKind::Forgetting), level(60), &p, vec![st("saving throw", 60)]);
    assert_eq!(out.effects, vec![Effect::Amnesia]);
    let out = trig_with(character(AlterationKind::RemoldPlayer), level(60), &p, vec![st("saving throw", 10)]);
    assert_eq!(out.effects, vec![Effect::Saved]);
    // Failed: the first stat of six, the second of the other five.
    let out = trig_with(
        character(AlterationKind::RemoldPlayer),
        level(60),
        &p,
        vec![st("saving throw", 99), st("first stat", 2), st("second stat", 2)],
    );
    assert_eq!(out.effects, vec![Effect::SwapStats { first: Stat::Wis, second: Stat::Dex }]);
    let out = trig_with(
        character(AlterationKind::RemoldPlayer),
        level(60),
        &p,
        vec![st("saving throw", 99), st("first stat", 5), st("second stat", 0)],
    );
    assert_eq!(out.effects, vec![Effect::SwapStats { first: Stat::Chr, second: Stat::Str }]);
}

#[test]
fn alter_reality_and_time_ball() {
    let out = trig_with(character(AlterationKind::AlterReality), level(60), &Player::default(), vec![]);
    assert_eq!(out.effects, vec![Effect::AlterReality]);
    let out = trig_with(character(AlterationKind::TimeBall), level(60), &Player::default(), vec![]);
    assert_eq!(
        out.effects,
        vec![Effect::Ball { element: Element::Time, radius: 0, damage: 75, centre: Centre::Player }]
    );
    assert!(out.disappears);
}

#[test]
fn software_bugs() {
    let out = trig_with(
        character(AlterationKind::SoftwareBugs),
        level(60),
        &Player::default(),
        vec![st("confusion", 5), st("hallucination", 40), st("summon count", 4)],
    );
    assert_eq!(
        out.effects,
        vec![
            add(Timed::Confused, 15),
            add(Timed::Hallucination, 40),
            Effect::Summon { kind: SummonKind::SoftwareBug, count: 6, level: 60 }
        ]
    );
    let out = trig_with(
        character(AlterationKind::SoftwareBugs),
        level(60),
        &with(PlayerFlags::RES_CONF | PlayerFlags::RES_CHAOS),
        vec![st("summon count", 1)],
    );
    assert_eq!(
        out.effects,
        vec![
            Effect::Resisted { counter: Timed::Confused },
            Effect::Resisted { counter: Timed::Hallucination },
            Effect::Summon { kind: SummonKind::SoftwareBug, count: 3, level: 60 }
        ]
    );
}

// ---------------------------------------------------------------- teleportation

#[test]
fn teleportation_is_250_squares() {
    let out = trig_with(TrapParams::Teleportation, level(1), &Player::default(), vec![]);
    assert_eq!(out.effects, vec![Effect::Teleport { distance: 250 }]);
    assert!(!out.disappears);
}

// ---------------------------------------------------------------- murder holes

#[test]
fn murder_hole_missile_by_depth() {
    for (i, f) in [MissileFamily::Shot, MissileFamily::Arrow, MissileFamily::Bolt].into_iter().enumerate() {
        assert_eq!(
            gen_with(DungeonTrapKind::MurderHole, level(10), vec![st("missile", i as i64)]),
            TrapParams::MurderHole { family: f }
        );
    }
    assert_eq!(MissileFamily::Shot.missile(level(39)), Missile::Shot);
    assert_eq!(MissileFamily::Shot.missile(level(40)), Missile::SeekerShot);
    assert_eq!(MissileFamily::Arrow.missile(level(54)), Missile::Arrow);
    assert_eq!(MissileFamily::Arrow.missile(level(55)), Missile::SeekerArrow);
    assert_eq!(MissileFamily::Bolt.missile(level(64)), Missile::Bolt);
    assert_eq!(MissileFamily::Bolt.missile(level(65)), Missile::SeekerBolt);
    let dice: Vec<(u32, u32)> =
        [Missile::Shot, Missile::SeekerShot, Missile::Arrow, Missile::SeekerArrow, Missile::Bolt, Missile::SeekerBolt]
            .iter()
            .map(|m| m.dice())
            .collect();
    assert_eq!(dice, [(2, 3), (3, 7), (2, 4), (3, 9), (2, 5), (3, 11)]);
}

#[test]
fn murder_hole_critical_and_gouge() {
    let hole = TrapParams::MurderHole { family: MissileFamily::Shot };
    // 2d3 = 5, critical × (1 + 2) = 15, gouge 15 * 3 / 2 = 22, cuts 1d22.
    let out = trig_with(
        hole,
        level(10),
        &Player::default(),
        vec![
            st("trap hit roll", 50),
            st("trap power roll", 1),
            st("missile damage", 5),
            st("critical", true),
            st("critical multiplier", 2),
            st("gouge", true),
            st("cuts", 22),
        ],
    );
    assert_eq!(out.effects, vec![dmg(22), add(Timed::Cut, 22), Effect::DropAmmo { missile: Missile::Shot }]);
    // Gouge only: 3d11 = 11 → 16.
    let hole = TrapParams::MurderHole { family: MissileFamily::Bolt };
    let out = trig_with(
        hole,
        level(70),
        &Player::default(),
        vec![st("trap hit roll", 0), st("missile damage", 11), st("critical", false), st("gouge", true), st("cuts", 3)],
    );
    assert_eq!(out.effects, vec![dmg(16), add(Timed::Cut, 3), Effect::DropAmmo { missile: Missile::SeekerBolt }]);
    // Critical only, no cuts.
    let out = trig_with(
        hole,
        level(70),
        &Player::default(),
        vec![
            st("trap hit roll", 0),
            st("missile damage", 10),
            st("critical", true),
            st("critical multiplier", 1),
            st("gouge", false),
        ],
    );
    assert_eq!(out.effects, vec![dmg(20), Effect::DropAmmo { missile: Missile::SeekerBolt }]);
}

#[test]
fn murder_hole_miss_does_no_damage() {
    // Power 75 + 10 = 85 against 3 * 120 / 4 = 90: 85 can never beat it.
    let p = Player { armour_class: 120, ..Player::default() };
    let out = trig_with(
        TrapParams::MurderHole { family: MissileFamily::Arrow },
        level(10),
        &p,
        vec![st("trap hit roll", 10), st("trap power roll", 85)],
    );
    assert_eq!(out.effects, vec![Effect::Miss, Effect::DropAmmo { missile: Missile::Arrow }]);
}

#[test]
fn invalid_players_are_errors() {
    let bad = Player { saving_throw: 101, ..Player::default() };
    let e = trigger(&mut Scripted::new([1]), &DungeonTrap { depth: level(1), params: TrapParams::Teleportation }, &bad);
    assert!(matches!(e, Err(TrapError::OutOfRange { what: "saving throw", .. })));
    let bad = Player { pack: vec![PackItem::Other; 24], ..Player::default() };
    assert!(bad.validate().is_err());
    let bad = Player { poison: -1, ..Player::default() };
    assert!(bad.validate().is_err());
}

#[cfg(feature = "serde")]
#[test]
fn generated_traps_round_trip_through_json() {
    let trap = DungeonTrap { depth: level(90), params: pit(PitKind::MorgulBlades) };
    let text = serde_json::to_string(&trap).unwrap();
    assert_eq!(text, r#"{"depth":90,"params":{"kind":"pit","nastiness":100,"pit":"morgul_blades"}}"#);
    let back: DungeonTrap = serde_json::from_str(&text).unwrap();
    assert_eq!(back, trap);
    assert!(serde_json::from_str::<DungeonTrap>(r#"{"depth":200,"params":{"kind":"teleportation"}}"#).is_err());
}

/// Issue 24: a trap's trigger key clears only what `trigger` never reads: every
/// generated pit and discolored spot triggers exactly as its key does (same
/// exact odds of whole outcomes), and the exact odds over generated traps,
/// merged by key, are those of generating and triggering in one enumeration.
#[test]
fn a_trap_triggers_as_its_key_does() {
    use roguerules_dice::{Budget, exact_with};
    use roguerules_traps::{DungeonTrap, generate, trigger};
    let big = Budget::leaves(50_000_000);
    for (kind, feet_) in [(DungeonTrapKind::Pit, 1500), (DungeonTrapKind::DiscoloredSpot, 3000)] {
        let depth = feet(feet_);
        let traps = exact_with(big, |r| generate(r, kind, depth)).unwrap();
        assert!(traps.len() > traps.map(DungeonTrap::trigger_key).len(), "{kind:?}: the key merges traps");
        for trap in traps.support() {
            let own = exact_with(big, |r| trigger(r, trap, &Player::default())).unwrap();
            let key = trap.trigger_key();
            assert_ne!(key, *trap);
            let keyed = exact_with(big, |r| trigger(r, &key, &Player::default())).unwrap();
            assert_eq!(own, keyed, "{trap:?}");
        }
        let whole = exact_with(big, |r| {
            let trap = generate(r, kind, depth)?;
            trigger(r, &trap, &Player::default())
        })
        .unwrap();
        let staged = traps.map(DungeonTrap::trigger_key).and_then_with(big, |t, r| trigger(r, t, &Player::default()));
        assert_eq!(staged.unwrap(), whole, "{kind:?}");
    }
}
