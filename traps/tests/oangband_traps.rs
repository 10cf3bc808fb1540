//! Where the released Oangband 1.1.0 (`hit_trap` in `src/cmd1.c`,
//! `apply_monster_trap` in `src/monmove.c`) differs from seed 004 as the
//! library reads it: one named test per difference (the table in
//! `traps/docs/oangband-1.1.0.md`). Each replays the game's draws, spans
//! checked, with `roguerules_dice::Replay`.

use roguerules_dice::{Replay, Scripted, Step};
use roguerules_traps::{
    Change, Depth, DungeonTrap, DungeonTrapKind, Effect, Element, GasKind, MissileFamily, Mobility, Monster,
    MonsterEffect, MonsterTrapOutcome, Outcome, PackItem, PitKind, Player, PlayerFlags, PlayerTrapKind, RuneKind,
    Setter, Stat, SummonKind, Timed, TrapError, TrapParams, becomes_wary, becomes_wary_in, generate, generate_in,
    monster_enters_trap, resolve, trigger,
};
use roguerules_vocab::Reading;

const GAME: Reading = Reading::Oangband110;

fn level(l: i64) -> Depth {
    Depth::from_level(l).unwrap()
}

fn game_player() -> Player {
    Player { reading: GAME, ..Player::default() }
}

/// `resolve` under the game reading on recorded draws; every draw used.
fn game_resolve(kind: DungeonTrapKind, depth: i64, player: &Player, draws: &[(i64, i64)]) -> (DungeonTrap, Outcome) {
    let mut r = Replay::new(draws.iter().copied());
    let out = resolve(&mut r, kind, level(depth), player).unwrap();
    r.finish().unwrap();
    out
}

fn game_trigger(params: TrapParams, depth: i64, player: &Player, draws: &[(i64, i64)]) -> Outcome {
    let mut r = Replay::new(draws.iter().copied());
    let out = trigger(&mut r, &DungeonTrap { depth: level(depth), params }, player).unwrap();
    r.finish().unwrap();
    out
}

fn add(counter: Timed, amount: i64) -> Effect {
    Effect::Timed { counter, change: Change::Add, amount }
}

// ------------------------------------------------------------ dungeon traps

#[test]
fn gas_blindness_is_one_lower() {
    // rand_int(30) + 15: a draw of 0 blinds for 15 (the seed's 15 + 1d30 is at least 16).
    let out = game_trigger(TrapParams::Gas { gas: GasKind::Blindness }, 10, &game_player(), &[(30, 0)]);
    assert_eq!(out.effects, vec![add(Timed::Blind, 15)]);
}

#[test]
fn gas_confusion_is_one_lower() {
    let out = game_trigger(TrapParams::Gas { gas: GasKind::Confusion }, 10, &game_player(), &[(20, 19)]);
    assert_eq!(out.effects, vec![add(Timed::Confused, 29)]);
}

#[test]
fn gas_sleep_is_one_lower() {
    let out = game_trigger(TrapParams::Gas { gas: GasKind::Sleep }, 10, &game_player(), &[(10, 0)]);
    assert_eq!(out.effects, vec![add(Timed::Paralyzed, 5)]);
}

#[test]
fn gas_poison_is_pois_hit_of_25_with_the_resistance_percentage() {
    // Unpoisoned, no resistance: 8 + randint(13) + 12.
    let out = game_trigger(TrapParams::Gas { gas: GasKind::Poison }, 10, &game_player(), &[(13, 0)]);
    assert_eq!(out.effects, vec![Effect::Timed { counter: Timed::Poisoned, change: Change::Set, amount: 21 }]);
    // 45%: 25 - (25 * 45 + 99) / 100 = 13; poisoned: + 2 + randint(5) + 4.
    let p = Player { poison_resistance: 45, poison: 3, ..game_player() };
    let out = game_trigger(TrapParams::Gas { gas: GasKind::Poison }, 10, &p, &[(5, 4)]);
    assert_eq!(out.effects, vec![add(Timed::Poisoned, 11)]);
    // 80% and more: nothing, whatever the seed's flags say.
    let p = Player { poison_resistance: 80, ..game_player() };
    let out = game_trigger(TrapParams::Gas { gas: GasKind::Poison }, 10, &p, &[]);
    assert_eq!(out.effects, vec![Effect::Resisted { counter: Timed::Poisoned }]);
    // A vulnerability (-30%) adds: 25 + 6 = 31 -> 8 + randint(16) + 15.
    let p = Player { poison_resistance: -30, ..game_player() };
    let out = game_trigger(TrapParams::Gas { gas: GasKind::Poison }, 10, &p, &[(16, 15)]);
    assert_eq!(out.counter(Timed::Poisoned), 39);
}

#[test]
fn dungeon_destruction_and_software_bugs_confuse_one_lower() {
    let out = game_trigger(
        TrapParams::DungeonAlteration { nastiness: 61 },
        61,
        &game_player(),
        &[(12, 0), (20, 0), (30, 0), (50, 0)].into_iter().chain(std::iter::repeat_n((15, 0), 15)).collect::<Vec<_>>(),
    );
    assert_eq!(out.counter(Timed::Confused), 10);
    assert_eq!(out.counter(Timed::Blind), 15);
    assert_eq!(out.counter(Timed::Stun), 51);
}

#[test]
fn thieves_need_450_feet() {
    // Level 8 (400 feet): the seed may raise thieves; the game draws no den roll at all.
    let (trap, _) = game_resolve(DungeonTrapKind::SummoningRune, 8, &game_player(), &[(8, 1), (3, 0)]);
    assert_eq!(trap.params, TrapParams::SummoningRune { rune: RuneKind::Monsters });
    let seed = generate(&mut Scripted::new([Step::from(true)]), DungeonTrapKind::SummoningRune, level(8)).unwrap();
    assert_eq!(seed.params, TrapParams::SummoningRune { rune: RuneKind::Thieves });
    // Level 9 (450 feet): the den roll.
    let (trap, _) = game_resolve(DungeonTrapKind::SummoningRune, 9, &game_player(), &[(5, 0), (3, 2)]);
    assert_eq!(trap.params, TrapParams::SummoningRune { rune: RuneKind::Thieves });
}

#[test]
fn summons_get_the_depth_as_is() {
    // summon_specific(depth) for thieves and monsters, depth + 5 for a unique.
    let out = game_trigger(TrapParams::SummoningRune { rune: RuneKind::Monsters }, 30, &game_player(), &[(3, 2)]);
    assert_eq!(out.summons(), vec![(SummonKind::Monster, 5, 30)]);
    let out = game_trigger(TrapParams::SummoningRune { rune: RuneKind::Unique }, 30, &game_player(), &[]);
    assert_eq!(out.summons(), vec![(SummonKind::Unique, 1, 35)]);
}

#[test]
fn morgul_blades_call_undead_and_only_without_feather_fall() {
    // A dagger pit; the Morgul roll (randint(6) == 1) only when the player falls in.
    let daggers = TrapParams::Pit { nastiness: 90, pit: PitKind::Daggers };
    let ff = Player { flags: PlayerFlags::FEATHER_FALL, ..game_player() };
    let out = game_trigger(daggers, 90, &ff, &[]);
    assert_eq!(out.effects, vec![Effect::FeatherFall]);
    assert!(!out.disappears, "the trap stays: it was never found to be a Morgul trap");
    let mut draws = vec![(6, 0)];
    draws.extend(std::iter::repeat_n((15, 0), 20));
    draws.extend([(2, 0), (3, 1), (20, 4)]);
    let out = game_trigger(daggers, 90, &game_player(), &draws);
    assert_eq!(
        out.effects,
        vec![
            Effect::BlackBreath,
            Effect::Summon { kind: SummonKind::Undead, count: 4, level: 90 },
            add(Timed::Cut, 5),
            Effect::Damage { amount: 20, element: Element::Physical },
        ]
    );
    assert!(out.disappears);
    // The game's generation never decides Morgul blades.
    let (trap, _) = game_resolve(DungeonTrapKind::Pit, 90, &ff, &[(90, 80), (20, 3), (5, 1), (3, 0)]);
    assert_eq!(trap.params, TrapParams::Pit { nastiness: 81, pit: PitKind::Daggers });
}

#[test]
fn pits_cut_before_the_damage() {
    let out = game_trigger(
        TrapParams::Pit { nastiness: 40, pit: PitKind::Spiked },
        40,
        &game_player(),
        &[(6, 0), (6, 0), (100, 0), (4, 0), (6, 5)],
    );
    assert_eq!(out.effects, vec![add(Timed::Cut, 6), Effect::Damage { amount: 6, element: Element::Physical }]);
}

#[test]
fn a_poisonous_pit_poisons_with_pois_hit() {
    // 2d6 = 2, impaled, x (3 + randint(6) = 4) = 8; cut randint(8); pois_hit(8): 8 + randint(4) + 4.
    let out = game_trigger(
        TrapParams::Pit { nastiness: 60, pit: PitKind::PoisonSpiked },
        60,
        &game_player(),
        &[(6, 0), (6, 0), (100, 10), (6, 0), (8, 7), (4, 3)],
    );
    assert_eq!(out.counter(Timed::Poisoned), 16);
    assert_eq!(out.damage(), 8);
}

#[test]
fn darts_deal_1d4_and_roll_their_nastiness_on_a_hit() {
    // check_trap_hit: k = 50 (no sure hit), randint(60) = 60 >= 3 * 80 / 4 = 60 hits
    // (the seed's > would miss); stat rand_int(6) = DEX; 1d4 = 3; nastiness randint(10).
    let p = Player { armour_class: 80, ..game_player() };
    let (trap, out) = game_resolve(DungeonTrapKind::Dart, 10, &p, &[(100, 50), (60, 59), (6, 3), (4, 2), (10, 4)]);
    assert_eq!(trap.params, TrapParams::Dart { nastiness: 0 });
    assert_eq!(
        out.effects,
        vec![
            Effect::Damage { amount: 3, element: Element::Physical },
            Effect::DrainStat { stat: Stat::Dex, times: 1, sustained: false },
        ]
    );
}

#[test]
fn trap_attacks_have_no_sure_miss() {
    // k = 7 (the seed's sure miss), but the power roll still hits.
    let p = Player { armour_class: 0, ..game_player() };
    let (_, out) = game_resolve(DungeonTrapKind::Dart, 1, &p, &[(100, 7), (51, 0), (6, 0), (4, 0)]);
    assert_eq!(out.damage(), 1);
    // k = 3 hits and the power roll is drawn all the same.
    let p = Player { armour_class: 1000, ..game_player() };
    let (_, out) = game_resolve(DungeonTrapKind::Dart, 1, &p, &[(100, 3), (51, 0), (6, 0), (4, 0)]);
    assert_eq!(out.damage(), 1);
}

#[test]
fn discolored_spots_draw_the_element_first_electricity_first() {
    // nastiness randint(60) = 55, no +10, randint(4) = 1: electricity; then the heavy roll.
    let (trap, _) = game_resolve(DungeonTrapKind::DiscoloredSpot, 60, &game_player(), &{
        let mut d = vec![(60, 54), (5, 1), (4, 0), (2, 0)];
        d.extend(std::iter::repeat_n((30, 0), 6));
        d
    });
    assert_eq!(trap.params, TrapParams::DiscoloredSpot { nastiness: 55, heavy: true, element: Element::Elec });
}

#[test]
fn murder_holes_choose_by_two_rolls_and_roll_damage_before_the_hit() {
    // randint(3) != 1, randint(2) == 1: arrows; 2d4 before check_trap_hit; a miss.
    let p = Player { armour_class: 1000, ..game_player() };
    let (trap, out) =
        game_resolve(DungeonTrapKind::MurderHole, 10, &p, &[(3, 1), (2, 0), (4, 3), (4, 3), (100, 50), (85, 0)]);
    assert_eq!(trap.params, TrapParams::MurderHole { family: MissileFamily::Arrow });
    assert_eq!(out.effects, vec![Effect::Miss, Effect::DropAmmo { missile: roguerules_traps::Missile::Arrow }]);
}

#[test]
fn drain_wands_reuses_its_loop_counter() {
    // 23 slots, a wand in slot 22 only: slot 5 (empty), then slot 19 ends the search
    // (19 + 1 is not below 20) before the wand is ever found.
    let mut pack = vec![PackItem::Other; 23];
    pack[22] = PackItem::Wand;
    let p = Player { pack, saving_throw: 0, ..game_player() };
    let params = TrapParams::CharacterAlteration { alteration: roguerules_traps::AlterationKind::DrainWands };
    let out = game_trigger(params, 10, &p, &[(23, 5), (23, 19)]);
    assert_eq!(out.effects, vec![]);
    let out = game_trigger(params, 10, &p, &[(23, 22)]);
    assert_eq!(out.effects, vec![Effect::DrainDevice { slot: 22, device: PackItem::Wand }]);
    // 19 slots without a device: the game's loop never ends.
    let p = Player { pack: vec![PackItem::Other; 19], ..game_player() };
    let err = trigger(&mut Replay::new([]), &DungeonTrap { depth: level(10), params }, &p).unwrap_err();
    assert_eq!(err, TrapError::EndlessLoop { what: "drain wands" });
}

#[test]
fn remold_player_retries_equal_stats() {
    // Save failed (rand_int(100) = 99), ii = 2, jj = 2 again, then 2 again, then 0.
    let p = Player { saving_throw: 10, ..game_player() };
    let params = TrapParams::CharacterAlteration { alteration: roguerules_traps::AlterationKind::RemoldPlayer };
    let out = game_trigger(params, 10, &p, &[(100, 99), (6, 2), (6, 2), (6, 2), (6, 0)]);
    assert_eq!(out.effects, vec![Effect::SwapStats { first: Stat::Wis, second: Stat::Str }]);
}

#[test]
fn software_bugs_are_scattered_one_by_one() {
    let params = TrapParams::CharacterAlteration { alteration: roguerules_traps::AlterationKind::SoftwareBugs };
    let p = Player { flags: PlayerFlags::RES_CONF | PlayerFlags::RES_CHAOS, ..game_player() };
    let out = game_trigger(params, 10, &p, &[(4, 0), (3, 0), (3, 2), (3, 1)]);
    assert_eq!(
        &out.effects[2..],
        &[
            Effect::Summon { kind: SummonKind::SoftwareBug, count: 3, level: 10 },
            Effect::PlaceBug { distance: 1 },
            Effect::PlaceBug { distance: 3 },
            Effect::PlaceBug { distance: 2 },
        ]
    );
}

#[test]
fn trap_doors_and_teleportation_are_the_seeds() {
    for reading in [Reading::Seed, GAME] {
        let p = Player { reading, ..Player::default() };
        let mut r = Replay::new([(8, 3), (8, 4)]);
        let (_, out) = resolve(&mut r, DungeonTrapKind::TrapDoor, level(5), &p).unwrap();
        r.finish().unwrap();
        assert_eq!(out.damage(), 9);
        let (_, out) = resolve(&mut Replay::new([]), DungeonTrapKind::Teleportation, level(5), &p).unwrap();
        assert_eq!(out.effects, vec![Effect::Teleport { distance: 250 }]);
    }
    // generate_in with the seed is generate.
    let a = generate(&mut Scripted::new([Step::from(2)]), DungeonTrapKind::GasTrap, level(3)).unwrap();
    let b =
        generate_in(&mut Scripted::new([Step::from(2)]), DungeonTrapKind::GasTrap, level(3), Reading::Seed).unwrap();
    assert_eq!(a, b);
}

// ------------------------------------------------------------ player traps

fn game_monster() -> Monster {
    Monster { level: 10, can_be_confused: true, reading: GAME, ..Monster::default() }
}

const SETTER: Setter = Setter { level: 10, disarm_skill: 40 };

fn enter(kind: PlayerTrapKind, m: &Monster, draws: &[(i64, i64)]) -> MonsterTrapOutcome {
    let mut r = Replay::new(draws.iter().copied());
    let out = monster_enters_trap(&mut r, kind, m, &SETTER).unwrap();
    r.finish().unwrap();
    out
}

#[test]
fn netted_traps_catch_only_flying_monsters() {
    // `rand_int(3) != 0 || (RF2_PASS_WALL)`: drawn, then always avoided.
    assert_eq!(enter(PlayerTrapKind::Netted, &game_monster(), &[(3, 0)]), MonsterTrapOutcome::Ignored);
    let ghost = Monster { mobility: Mobility::Ghost, ..game_monster() };
    assert_eq!(enter(PlayerTrapKind::Netted, &ghost, &[(3, 0)]), MonsterTrapOutcome::Ignored);
    let flyer = Monster { mobility: Mobility::Flying, ..game_monster() };
    assert!(matches!(
        enter(PlayerTrapKind::Netted, &flyer, &[(3, 1), (14, 0), (40, 0)]),
        MonsterTrapOutcome::Triggered { .. }
    ));
    let odds = roguerules_traps::result_odds(PlayerTrapKind::Netted, &game_monster(), &SETTER).unwrap();
    assert_eq!(odds.ignored, roguerules_dice::BigRational::from_integer(1.into()));
}

#[test]
fn the_destruction_roll_comes_before_the_power() {
    // rand_int(3) == 0: destroyed; then power randint(14) and the critical randint(40).
    let out = enter(PlayerTrapKind::Base, &game_monster(), &[(3, 0), (14, 9), (40, 0)]);
    assert_eq!(
        out,
        MonsterTrapOutcome::Triggered {
            power: 20,
            critical: false,
            effects: vec![MonsterEffect::Damage { amount: 20 }],
            destroyed: true,
        }
    );
}

#[test]
fn a_confusion_of_zero_confuses() {
    // Power 7 + 3 + 12 = 22; rand_int(33) = 20; 20 - 10 - 10 = 0: confused 4 turns.
    let out = enter(PlayerTrapKind::Confusion, &game_monster(), &[(3, 1), (14, 11), (40, 0), (33, 20)]);
    let MonsterTrapOutcome::Triggered { effects, .. } = out else { panic!("{out:?}") };
    assert_eq!(effects, vec![MonsterEffect::Confused { turns: 4 }]);
}

#[test]
fn wariness_is_drawn_first_and_halves_by_c_division() {
    // Seed: 2 of 5 hit points is below half (4 < 5), no draw. Game: the draw first,
    // then 2 < 5 / 2 is false.
    assert!(becomes_wary(&mut Replay::new([]), false, 2, 5).unwrap());
    let mut r = Replay::new([(4, 1)]);
    assert!(!becomes_wary_in(&mut r, GAME, false, 2, 5).unwrap());
    r.finish().unwrap();
    let mut r = Replay::new([(4, 1)]);
    assert!(becomes_wary_in(&mut r, GAME, false, 1, 5).unwrap());
    r.finish().unwrap();
}

#[test]
fn the_game_has_three_more_trap_kinds() {
    // Drain life: a radius-3 GF_OLD_DRAIN ball of 3p/4; unmagic: radius-0
    // GF_DISENCHANT of 3p/4; dispel monsters: p/2 + randint(p/4) to all in sight.
    let ball = |kind, draws: &[(i64, i64)]| match enter(kind, &game_monster(), draws) {
        MonsterTrapOutcome::Triggered { effects, .. } => effects,
        other => panic!("{other:?}"),
    };
    assert_eq!(
        ball(PlayerTrapKind::DrainLife, &[(3, 1), (14, 9), (40, 0)]),
        vec![MonsterEffect::Ball { element: Element::DrainLife, radius: 3, damage: 15 }]
    );
    assert_eq!(
        ball(PlayerTrapKind::Unmagic, &[(3, 1), (14, 9), (40, 0)]),
        vec![MonsterEffect::Ball { element: Element::Disenchant, radius: 0, damage: 15 }]
    );
    assert_eq!(
        ball(PlayerTrapKind::DispelMonsters, &[(3, 1), (14, 9), (40, 0), (5, 4)]),
        vec![MonsterEffect::Dispel { damage: 15 }]
    );
    // The seed has no such trap.
    let seed = Monster { reading: Reading::Seed, ..game_monster() };
    assert!(monster_enters_trap(&mut Replay::new([]), PlayerTrapKind::DrainLife, &seed, &SETTER).is_err());
    assert_eq!("dispel-monsters".parse::<PlayerTrapKind>().unwrap(), PlayerTrapKind::DispelMonsters);
}
