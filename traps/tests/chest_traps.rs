//! Chest traps (seed 004, "Chest Trap Creation" and "Chest Trap Effects";
//! RULINGS T2): the table, the trap level, and every effect, with scripted rolls.

use roguerules_dice::{BigRational, Scripted, Step};
use roguerules_traps::{
    CHEST_TRAP_NAMES, CHEST_TRAP_TABLE, Centre, Change, Chest, ChestTraps, Depth, Effect, Element, Outcome, Player,
    PlayerFlags, Stat, SummonKind, Sustains, Timed, TrapError, chest_trap_level, chest_traps, open_trapped_chest,
    resolve_chest_traps, trap_set_distribution, traps_at_level,
};

fn st(label: &str, value: impl Into<Step>) -> Step {
    Step::labelled(label, value)
}

fn level(l: i64) -> Depth {
    Depth::from_level(l).unwrap()
}

fn resolve(traps: ChestTraps, trap_level: i64, depth: i64, player: &Player, steps: Vec<Step>) -> Outcome {
    let mut r = Scripted::new(steps);
    let out = resolve_chest_traps(&mut r, traps, trap_level, level(depth), player).unwrap();
    r.finish().unwrap();
    out
}

fn dmg(amount: i64) -> Effect {
    Effect::Damage { amount, element: Element::Physical }
}

fn add(counter: Timed, amount: i64) -> Effect {
    Effect::Timed { counter, change: Change::Add, amount }
}

/// The seed's 0..99 table, transcribed as printed (three columns, read by index).
const SEED_TABLE: &str = "\
0 None|1 poison|2 -str|3 -con|4 -str|5 -con|6 None|7 poison|8 poison|9 -str|10 -con|11 poison|12 scatter|
13 -str, -con|14 -str, -con|15 summon|16 None|17 -str|18 scatter|19 paralysis|20 -str, -con|21 summon|
22 paralysis|23 -str|24 -con|25 explode|26 None|27 ele summon|28 -con, poison|29 -str, -con|30 explode,summon|
31 bird summon|32 poison, summon|33 ele summon|34 explode|35 bird summon|36 None|37 summon|38 explode|
39 ele summon|40 explode,summon|41 bird summon|42 explode|43 bird summon|44 ele summon|45 bird summon|46 None|
47 ele summon|48 -str, -con|49 pois,para,-str|50 ele summon|51 bird summon|52 ele summon|53 typed summon|
54 bird summon|55 poison, para|56 bird summon|57 explode,summon|58 ele summon|59 typed summon|60 bird summon|
61 explode,summon|62 bird summon|63 scatter|64 -str, -con|65 typed summon|66 bird summon|67 pois,para,-con|
68 bird summon|69 scatter|70 typed summon|71 pois,para,scat|72 typed summon|73 explode,summon|74 typed summon|
75 explode,summon|76 explode,summon|77 explode,summon|78 typed summon|79 explode,summon|80 bird summon|
81 scat, t summon|82 typed summon|83 bird summon|84 -str, -con|85 typed summon|86 typed summon|87 typed summon|
88 ele summon|89 typed summon|90 runes of evil|91 poison, para|92 typed summon|93 runes of evil|94 typed summon|
95 runes of evil|96 runes of evil|97 typed summon|98 runes of evil|99 runes, explode|";

fn parse_label(label: &str) -> ChestTraps {
    if label == "None" {
        return ChestTraps::empty();
    }
    label
        .split(',')
        .map(str::trim)
        .map(|n| match n {
            "ele summon" => "elemental summon",
            "pois" => "poison",
            "para" => "paralysis",
            "scat" => "scatter",
            "t summon" => "typed summon",
            "runes" => "runes of evil",
            n => n,
        })
        .map(|n| CHEST_TRAP_NAMES.iter().find(|(_, name)| *name == n).map(|(t, _)| *t).expect(n))
        .fold(ChestTraps::empty(), |a, b| a | b)
}

#[test]
fn the_table_is_the_seeds() {
    let entries: Vec<&str> = SEED_TABLE.split('|').map(str::trim).filter(|e| !e.is_empty()).collect();
    assert_eq!(entries.len(), 100);
    for (i, entry) in entries.iter().enumerate() {
        let (index, label) = entry.split_once(' ').unwrap();
        assert_eq!(index.parse::<usize>().unwrap(), i);
        assert_eq!(CHEST_TRAP_TABLE[i], parse_label(label), "entry {i}");
        assert_eq!(traps_at_level(i as i64).unwrap(), CHEST_TRAP_TABLE[i]);
    }
    assert!(traps_at_level(100).is_err());
    assert!(traps_at_level(-1).is_err());
}

#[test]
fn trap_names_are_the_cli_contract_in_t2_order() {
    let names: Vec<&str> = CHEST_TRAP_NAMES.iter().map(|(_, n)| *n).collect();
    assert_eq!(
        names,
        [
            "-str",
            "-con",
            "poison",
            "paralysis",
            "summon",
            "explode",
            "scatter",
            "elemental summon",
            "bird summon",
            "typed summon",
            "runes of evil"
        ]
    );
    assert_eq!(ChestTraps::all().names(), names);
    assert_eq!(CHEST_TRAP_TABLE[67].names(), ["-con", "poison", "paralysis"]);
    assert_eq!(ChestTraps::empty().to_string(), "None");
}

#[test]
fn the_seeds_worked_example_small_steel_chest() {
    // Native depth 65, 4d9 = 13: 65 + 20 - 13 = 72 > 65, so 65 + 1d4 (2) = 67:
    // poison, paralysis and -con.
    let mut r = Scripted::new([st("chest trap 4d9", 13), st("chest trap 1d4", 2)]);
    let (lvl, traps) = chest_traps(&mut r, Chest::SmallSteel.native_depth()).unwrap();
    r.finish().unwrap();
    assert_eq!(lvl, 67);
    assert_eq!(traps, ChestTraps::POISON | ChestTraps::PARALYZE | ChestTraps::LOSE_CON);
}

#[test]
fn trap_level_without_the_1d4_branch_and_the_clamps() {
    // 65 + 20 - 20 = 65 is not greater than 65: no 1d4 roll.
    let mut r = Scripted::new([st("chest trap 4d9", 20)]);
    assert_eq!(chest_trap_level(&mut r, level(65)).unwrap(), 65);
    r.finish().unwrap();
    // Below 5 it is raised to 5 (only small wooden chests; here native 0).
    assert_eq!(chest_trap_level(&mut Scripted::new([36]), level(15)).unwrap(), 5);
    assert_eq!(chest_trap_level(&mut Scripted::new([36]), level(0)).unwrap(), 5);
    // Above 99 it is lowered to 99.
    assert_eq!(chest_trap_level(&mut Scripted::new([4, 4]), level(127)).unwrap(), 99);
    assert_eq!(chest_trap_level(&mut Scripted::new([20]), level(127)).unwrap(), 99);
}

#[test]
fn the_distribution_sums_to_one_and_is_in_6561ths() {
    for native in 0..=127 {
        let pmf = trap_set_distribution(level(native)).unwrap();
        let total: BigRational = pmf.iter().map(|(_, p)| p).sum();
        assert_eq!(total, BigRational::from_integer(1.into()));
        for (_, p) in pmf.iter() {
            assert!((p * BigRational::from_integer(6561.into())).is_integer());
        }
    }
}

#[test]
fn the_eight_chests() {
    let names: Vec<(&str, i64)> = Chest::ALL.iter().map(|c| (c.name(), c.native_level())).collect();
    assert_eq!(
        names,
        [
            ("Small wooden chest", 15),
            ("Large wooden chest", 25),
            ("Small iron chest", 40),
            ("Large iron chest", 50),
            ("Small steel chest", 65),
            ("Large steel chest", 75),
            ("Small Jeweled chest", 85),
            ("Large Jeweled chest", 95)
        ]
    );
    assert_eq!("small steel".parse::<Chest>().unwrap(), Chest::SmallSteel);
    assert_eq!("Large-Jeweled chest".parse::<Chest>().unwrap(), Chest::LargeJeweled);
    assert!(matches!("mimic".parse::<Chest>(), Err(TrapError::UnknownName { .. })));
}

// ---------------------------------------------------------------- effects

#[test]
fn needles_drain_strength_and_constitution() {
    let out = resolve(
        ChestTraps::LOSE_STR | ChestTraps::LOSE_CON,
        13,
        10,
        &Player::default(),
        vec![st("needle damage", 4), st("needle damage", 1)],
    );
    assert_eq!(
        out.effects,
        vec![
            dmg(4),
            Effect::DrainStat { stat: Stat::Str, times: 1, sustained: false },
            dmg(1),
            Effect::DrainStat { stat: Stat::Con, times: 1, sustained: false },
        ]
    );
    let p = Player { sustains: Sustains::CON, ..Player::default() };
    let out = resolve(ChestTraps::LOSE_CON, 3, 10, &p, vec![st("needle damage", 2)]);
    assert_eq!(out.effects[1], Effect::DrainStat { stat: Stat::Con, times: 1, sustained: true });
}

#[test]
fn poison_gas_and_paralysis() {
    let out = resolve(
        ChestTraps::POISON | ChestTraps::PARALYZE,
        55,
        30,
        &Player::default(),
        vec![st("poison duration", 1), st("paralysis", 20)],
    );
    assert_eq!(
        out.effects,
        vec![Effect::Timed { counter: Timed::Poisoned, change: Change::Set, amount: 17 }, add(Timed::Paralyzed, 30)]
    );
    let p = Player { flags: PlayerFlags::FREE_ACTION | PlayerFlags::RES_POIS_PERM, poison: 10, ..Player::default() };
    let out = resolve(ChestTraps::POISON | ChestTraps::PARALYZE, 55, 30, &p, vec![st("poison increase", 2)]);
    assert_eq!(out.effects, vec![add(Timed::Poisoned, 4), Effect::Resisted { counter: Timed::Paralyzed }]);
}

#[test]
fn summon_explode_and_scatter() {
    // Trap level 30 at the player's depth 12: monsters for 30 + 1 + 12 / 5 = 33.
    let out = resolve(
        ChestTraps::SUMMON | ChestTraps::EXPLODE | ChestTraps::SCATTER,
        30,
        12,
        &Player::default(),
        vec![st("summon count", 1), st("explosion damage", 40)],
    );
    assert_eq!(
        out.effects,
        vec![
            Effect::Summon { kind: SummonKind::Monster, count: 3, level: 33 },
            dmg(40),
            Effect::DestroyChest,
            Effect::Scatter
        ]
    );
}

#[test]
fn elemental_summon() {
    // Depth 40: the fifth is capped at 4.
    let out = resolve(ChestTraps::ELEMENTAL_SUMMON, 39, 40, &Player::default(), vec![st("summon count", 3)]);
    assert_eq!(out.effects, vec![Effect::Summon { kind: SummonKind::Elemental, count: 8, level: 44 }]);
}

#[test]
fn bird_summon_force_balls_then_birds() {
    // Trap level 43: 3 + 1 balls of 43 / 5 = 8, then 8 + 1d5 (5) birds.
    let out =
        resolve(ChestTraps::BIRD_SUMMON, 43, 20, &Player::default(), vec![st("force balls", 1), st("summon count", 5)]);
    let ball = Effect::Ball { element: Element::Force, radius: 7, damage: 8, centre: Centre::Chest };
    assert_eq!(
        out.effects,
        vec![
            ball.clone(),
            ball.clone(),
            ball.clone(),
            ball,
            Effect::Summon { kind: SummonKind::Bird, count: 13, level: 48 }
        ]
    );
}

#[test]
fn typed_summon_four_branches() {
    let fire = Effect::Ball { element: Element::Fire, radius: 5, damage: 10, centre: Centre::Chest };
    let demon = Effect::Summon { kind: SummonKind::Demon, count: 1, level: 75 };
    let out =
        resolve(ChestTraps::TYPED_SUMMON, 70, 20, &Player::default(), vec![st("summon type", 0), st("demons", 1)]);
    assert_eq!(out.effects, vec![fire.clone(), demon.clone(), fire.clone(), demon.clone(), fire, demon]);
    let out = resolve(
        ChestTraps::TYPED_SUMMON,
        70,
        20,
        &Player::default(),
        vec![st("summon type", 1), st("summon count", 3)],
    );
    assert_eq!(out.effects, vec![Effect::Summon { kind: SummonKind::Dragon, count: 5, level: 75 }]);
    let out = resolve(
        ChestTraps::TYPED_SUMMON,
        70,
        20,
        &Player::default(),
        vec![st("summon type", 2), st("summon count", 5)],
    );
    assert_eq!(out.effects, vec![Effect::Summon { kind: SummonKind::Hybrid, count: 8, level: 75 }]);
    let out = resolve(
        ChestTraps::TYPED_SUMMON,
        70,
        20,
        &Player::default(),
        vec![st("summon type", 3), st("summon count", 1)],
    );
    assert_eq!(out.effects, vec![Effect::Summon { kind: SummonKind::Vortex, count: 3, level: 75 }]);
}

#[test]
fn runes_of_evil_every_trick() {
    let p = Player { saving_throw: 100, ..Player::default() };
    // Trap level 90: a d180 per trick; 100 or less avoids it. 4 + 3 = 7 tricks.
    let out = resolve(
        ChestTraps::RUNES_OF_EVIL,
        90,
        50,
        &p,
        vec![
            st("tricks", 3),
            st("trick save", 100),
            st("trick save", 101),
            st("trick", 0),
            st("trick damage", 55),
            st("trick save", 180),
            st("trick", 1),
            st("trick save", 150),
            st("trick", 2),
            st("paralysis", 6),
            st("trick save", 150),
            st("trick", 3),
            st("trick save", 150),
            st("trick", 4),
            st("trick save", 150),
            st("trick", 5),
        ],
    );
    let mut expected = vec![Effect::Saved, dmg(55), add(Timed::Cut, 200), add(Timed::Paralyzed, 8), Effect::Disenchant];
    expected.extend(Stat::ALL.map(|stat| Effect::DrainStat { stat, times: 1, sustained: false }));
    expected.push(Effect::Ball { element: Element::Nether, radius: 1, damage: 150, centre: Centre::Chest });
    assert_eq!(out.effects, expected);
}

#[test]
fn runes_of_evil_with_free_action_shapechange_and_sustains() {
    let p = Player {
        flags: PlayerFlags::FREE_ACTION | PlayerFlags::SHAPECHANGED,
        sustains: Sustains::STR | Sustains::CHR,
        ..Player::default()
    };
    let out = resolve(
        ChestTraps::RUNES_OF_EVIL,
        95,
        50,
        &p,
        vec![
            st("tricks", 1),
            st("trick save", 1),
            st("trick", 2),
            st("stun", 100),
            st("trick save", 1),
            st("trick", 3),
            st("trick save", 1),
            st("trick", 4),
            st("trick save", 1),
            st("trick", 2),
            st("stun", 1),
            st("trick save", 1),
            st("trick", 1),
        ],
    );
    let drains: Vec<Effect> = Stat::ALL
        .iter()
        .map(|&stat| Effect::DrainStat { stat, times: 1, sustained: matches!(stat, Stat::Str | Stat::Chr) })
        .collect();
    let mut expected = vec![add(Timed::Stun, 110), Effect::DisenchantBlocked];
    expected.extend(drains);
    expected.push(add(Timed::Stun, 11));
    expected.push(add(Timed::Cut, 200));
    assert_eq!(out.effects, expected);
}

#[test]
fn several_traps_take_effect_in_t2_order() {
    // Level 99: runes of evil and explode; explode comes first.
    let out = resolve(
        CHEST_TRAP_TABLE[99],
        99,
        60,
        &Player { saving_throw: 50, ..Player::default() },
        vec![
            st("explosion damage", 20),
            st("tricks", 1),
            st("trick save", 1),
            st("trick save", 2),
            st("trick save", 3),
            st("trick save", 4),
            st("trick save", 5),
        ],
    );
    assert_eq!(out.effects[..2], [dmg(20), Effect::DestroyChest]);
    assert_eq!(out.effects.len(), 7);
    // Level 71: poison, paralysis, scatter.
    let out =
        resolve(CHEST_TRAP_TABLE[71], 71, 60, &Player::default(), vec![st("poison duration", 2), st("paralysis", 1)]);
    assert_eq!(out.effects.len(), 3);
    assert_eq!(out.effects[2], Effect::Scatter);
    // Level 81: scatter, typed summon.
    let out =
        resolve(CHEST_TRAP_TABLE[81], 81, 60, &Player::default(), vec![st("summon type", 1), st("summon count", 1)]);
    assert_eq!(out.effects[0], Effect::Scatter);
}

#[test]
fn opening_a_chest_rolls_then_resolves() {
    let mut r = Scripted::new([
        st("chest trap 4d9", 13),
        st("chest trap 1d4", 2),
        st("needle damage", 3),
        st("poison duration", 13),
        st("paralysis", 1),
    ]);
    let (lvl, traps, out) = open_trapped_chest(&mut r, level(65), level(65), &Player::default()).unwrap();
    r.finish().unwrap();
    assert_eq!((lvl, traps.names()), (67, vec!["-con", "poison", "paralysis"]));
    assert_eq!(out.damage(), 3);
    assert_eq!(out.counter(Timed::Poisoned), 29);
    assert_eq!(out.counter(Timed::Paralyzed), 11);
}

#[test]
fn bad_trap_levels_are_errors() {
    let e = resolve_chest_traps(&mut Scripted::new([1]), ChestTraps::EXPLODE, 100, level(1), &Player::default());
    assert!(matches!(e, Err(TrapError::OutOfRange { what: "chest trap level", .. })));
}
