//! The `_into` forms of the trap rules push into any [`Effects`] (or give to
//! a closure) exactly what the forms returning an [`Outcome`] (a
//! [`MonsterTrapOutcome`]) return, with the same draws, under both readings;
//! and a player whose pack is borrowed ([`PlayerOf`]) acts as the owned one.

use roguerules_dice::{Roller, Sampler, Scripted};
use roguerules_traps::{
    ChestTraps, Depth, DungeonTrapKind, Effect, Effects, Mobility, Monster, MonsterTrapOutcome, Outcome, PackItem,
    Player, PlayerFlags, PlayerOf, PlayerTrapKind, Setter, Sustains, TrapError, generate_in, monster_enters_trap,
    monster_enters_trap_into, open_trapped_chest, open_trapped_chest_into, resolve, resolve_chest_traps,
    resolve_chest_traps_into, resolve_into, trap_effect, trap_effect_into, trigger, trigger_into,
};
use roguerules_vocab::Reading;

/// A sink of its own: the effects and every `disappear` call, in order.
#[derive(Debug, Default, PartialEq)]
struct Recorded {
    effects: Vec<Effect>,
    disappear_calls: u32,
}

impl Effects for Recorded {
    fn push(&mut self, effect: Effect) {
        self.effects.push(effect);
    }
    fn disappear(&mut self) {
        self.disappear_calls += 1;
    }
}

impl Recorded {
    fn matches(&self, o: &Outcome) -> bool {
        self.effects == o.effects && (self.disappear_calls > 0) == o.disappears
    }
}

fn players() -> Vec<Player> {
    let mut out = Vec::new();
    for reading in [Reading::Seed, Reading::Oangband110] {
        for (flags, poison) in [(PlayerFlags::empty(), 0), (PlayerFlags::all(), 5), (PlayerFlags::RES_POIS_TEMP, 3)] {
            out.push(Player {
                flags,
                sustains: Sustains::STR | Sustains::CON,
                armour_class: 30,
                saving_throw: 40,
                poison,
                pack: vec![PackItem::Other, PackItem::Wand, PackItem::Rod],
                poison_resistance: 20,
                reading,
            });
        }
    }
    out
}

/// The next draw of each generator, to see that both made the same draws.
fn next(s: &mut Sampler) -> i64 {
    s.uniform("after", 0, 1_000_000).unwrap()
}

#[test]
fn dungeon_traps_push_what_they_return() {
    for (seed, player) in players().iter().enumerate() {
        for kind in DungeonTrapKind::ALL {
            for level in [1, 10, 40, 80, 127] {
                let depth = Depth::from_level(level).unwrap();
                let mut g = Sampler::seed_from_u64(seed as u64 * 1000 + level as u64);
                let Ok(trap) = generate_in(&mut g, kind, depth, player.reading) else { continue };
                for round in 0..20u64 {
                    let (mut a, mut b) = (Sampler::seed_from_u64(round), Sampler::seed_from_u64(round));
                    let mut sink = Recorded::default();
                    match (trigger(&mut a, &trap, player), trigger_into(&mut b, &trap, player, &mut sink)) {
                        (Ok(o), Ok(())) => assert!(sink.matches(&o), "{trap:?} {o:?} {sink:?}"),
                        (Err(e), Err(f)) => assert_eq!(e, f),
                        other => panic!("{trap:?}: {other:?}"),
                    }
                    assert_eq!(next(&mut a), next(&mut b), "{trap:?}: the same draws");

                    let (mut a, mut b) = (Sampler::seed_from_u64(round), Sampler::seed_from_u64(round));
                    let mut sink = Recorded::default();
                    match (resolve(&mut a, kind, depth, player), resolve_into(&mut b, kind, depth, player, &mut sink)) {
                        (Ok((t, o)), Ok(u)) => assert!(t == u && sink.matches(&o), "{t:?} {o:?} {sink:?}"),
                        (Err(e), Err(f)) => assert_eq!(e, f),
                        other => panic!("{kind:?}: {other:?}"),
                    }
                    assert_eq!(next(&mut a), next(&mut b), "{kind:?}: the same draws");
                }
            }
        }
    }
}

#[test]
fn chest_traps_push_what_they_return() {
    for player in players() {
        for round in 0..300u64 {
            let native = Depth::from_level((round % 128) as i64).unwrap();
            let depth = Depth::from_level((round * 7 % 128) as i64).unwrap();
            let (mut a, mut b) = (Sampler::seed_from_u64(round), Sampler::seed_from_u64(round));
            let (level, set, o) = open_trapped_chest(&mut a, native, depth, &player).unwrap();
            let mut sink = Recorded::default();
            assert_eq!(open_trapped_chest_into(&mut b, native, depth, &player, &mut sink).unwrap(), (level, set));
            assert!(sink.matches(&o), "{o:?} {sink:?}");
            assert_eq!(next(&mut a), next(&mut b));

            let traps = ChestTraps::from_bits_truncate(round as u16 * 37);
            let (mut a, mut b) = (Sampler::seed_from_u64(round), Sampler::seed_from_u64(round));
            let o = resolve_chest_traps(&mut a, traps, level, depth, &player).unwrap();
            let mut sink = Recorded::default();
            resolve_chest_traps_into(&mut b, traps, level, depth, &player, &mut sink).unwrap();
            assert!(sink.matches(&o), "{o:?} {sink:?}");
            assert_eq!(next(&mut a), next(&mut b));
        }
    }
}

#[test]
fn a_refused_player_pushes_nothing_and_draws_nothing() {
    let bad = Player { saving_throw: 101, ..Player::default() };
    let depth = Depth::from_level(30).unwrap();
    // A script without draws: any draw would fail with a roll error instead.
    let mut r = Scripted::new(Vec::<i64>::new());
    let mut sink = Recorded::default();
    let refused = |e: TrapError| matches!(e, TrapError::OutOfRange { what: "saving throw", .. });
    assert!(refused(open_trapped_chest_into(&mut r, depth, depth, &bad, &mut sink).unwrap_err()));
    assert!(refused(open_trapped_chest(&mut r, depth, depth, &bad).unwrap_err()));
    assert!(refused(resolve_into(&mut r, DungeonTrapKind::Pit, depth, &bad, &mut sink).unwrap_err()));
    let trap = generate_in(&mut Sampler::seed_from_u64(1), DungeonTrapKind::Pit, depth, Reading::Seed).unwrap();
    assert!(refused(trigger_into(&mut r, &trap, &bad, &mut sink).unwrap_err()));
    assert!(refused(resolve_chest_traps_into(&mut r, ChestTraps::all(), 50, depth, &bad, &mut sink).unwrap_err()));
    assert_eq!(sink, Recorded::default());
    r.finish().unwrap();
    // `dyn Effects` works too.
    let dynamic: &mut dyn Effects = &mut sink;
    resolve_chest_traps_into(&mut Scripted::new([22]), ChestTraps::EXPLODE, 25, depth, &Player::default(), dynamic)
        .unwrap();
    assert_eq!(sink.effects.len(), 2);
}

/// The same player with its pack borrowed.
fn borrowed(p: &Player) -> PlayerOf<&[PackItem]> {
    PlayerOf {
        flags: p.flags,
        sustains: p.sustains,
        armour_class: p.armour_class,
        saving_throw: p.saving_throw,
        poison: p.poison,
        pack: p.pack.as_slice(),
        poison_resistance: p.poison_resistance,
        reading: p.reading,
    }
}

#[test]
fn a_borrowed_pack_acts_as_an_owned_one() {
    let mut players = players();
    // Packs that make the game's drain-wands search end, and an empty one.
    for reading in [Reading::Seed, Reading::Oangband110] {
        for pack in [vec![], vec![PackItem::Staff; 20], vec![PackItem::Other, PackItem::Rod, PackItem::Wand]] {
            players.push(Player { pack, reading, ..Player::default() });
        }
    }
    for (seed, player) in players.iter().enumerate() {
        let view = borrowed(player);
        assert_eq!(view.validate(), player.validate());
        for kind in DungeonTrapKind::ALL {
            for level in [10, 60, 127] {
                let depth = Depth::from_level(level).unwrap();
                let mut g = Sampler::seed_from_u64(seed as u64 * 1000 + level as u64);
                let Ok(trap) = generate_in(&mut g, kind, depth, player.reading) else { continue };
                for round in 0..20u64 {
                    let (mut a, mut b) = (Sampler::seed_from_u64(round), Sampler::seed_from_u64(round));
                    assert_eq!(trigger(&mut a, &trap, player), trigger(&mut b, &trap, &view));
                    assert_eq!(next(&mut a), next(&mut b), "{trap:?}: the same draws");
                    let (mut a, mut b) = (Sampler::seed_from_u64(round), Sampler::seed_from_u64(round));
                    assert_eq!(resolve(&mut a, kind, depth, player), resolve(&mut b, kind, depth, &view));
                    assert_eq!(next(&mut a), next(&mut b), "{kind:?}: the same draws");
                }
            }
        }
        for round in 0..50u64 {
            let depth = Depth::from_level((round * 7 % 128) as i64).unwrap();
            let (mut a, mut b) = (Sampler::seed_from_u64(round), Sampler::seed_from_u64(round));
            assert_eq!(
                open_trapped_chest(&mut a, depth, depth, player),
                open_trapped_chest(&mut b, depth, depth, &view)
            );
            assert_eq!(next(&mut a), next(&mut b));
        }
    }
    // A refused pack is refused either way.
    let big = Player { pack: vec![PackItem::Other; 24], ..Player::default() };
    assert_eq!(borrowed(&big).validate(), big.validate());
    assert!(big.validate().is_err());
}

#[test]
fn player_traps_push_what_they_return() {
    for reading in [Reading::Seed, Reading::Oangband110] {
        let kinds: &[PlayerTrapKind] = if reading.is_game() { &PlayerTrapKind::GAME } else { &PlayerTrapKind::ALL };
        for &kind in kinds {
            for (i, mobility) in [Mobility::Normal, Mobility::Flying, Mobility::Ghost].into_iter().enumerate() {
                let monster = Monster {
                    level: 7 * i as i64 + 3,
                    mobility,
                    smart: i == 1,
                    wary: i == 2,
                    can_be_confused: true,
                    reading,
                    ..Monster::default()
                };
                let setter = Setter { level: 30, disarm_skill: 90 };
                for round in 0..40u64 {
                    let (mut a, mut b) = (Sampler::seed_from_u64(round), Sampler::seed_from_u64(round));
                    let owned = monster_enters_trap(&mut a, kind, &monster, &setter).unwrap();
                    let mut sink = Vec::new();
                    let pushed = monster_enters_trap_into(&mut b, kind, &monster, &setter, |e| sink.push(e)).unwrap();
                    match (&owned, &pushed) {
                        (
                            MonsterTrapOutcome::Triggered { power, critical, effects, destroyed },
                            MonsterTrapOutcome::Triggered { power: p, critical: c, effects: none, destroyed: d },
                        ) => {
                            assert_eq!((power, critical, destroyed), (p, c, d));
                            assert!(none.is_empty());
                            assert_eq!(effects, &sink);
                        }
                        _ => assert_eq!((&owned, sink.len()), (&pushed, 0)),
                    }
                    assert_eq!(next(&mut a), next(&mut b), "{kind:?}: the same draws");

                    let power = round as i64 * 29;
                    let (mut a, mut b) = (Sampler::seed_from_u64(round), Sampler::seed_from_u64(round));
                    let mut sink = Vec::new();
                    assert_eq!(
                        trap_effect(&mut a, kind, power, &monster),
                        trap_effect_into(&mut b, kind, power, &monster, |e| sink.push(e)).map(|()| sink)
                    );
                    assert_eq!(next(&mut a), next(&mut b), "{kind:?}: the same draws");
                }
            }
        }
    }
    // A refused input pushes nothing.
    let mut sink = Vec::new();
    let monster = Monster { level: 128, ..Monster::default() };
    let mut r = Scripted::new(Vec::<i64>::new());
    assert!(trap_effect_into(&mut r, PlayerTrapKind::Base, 5, &monster, |e| sink.push(e)).is_err());
    let setter = Setter { level: 10, disarm_skill: 40 };
    assert!(monster_enters_trap_into(&mut r, PlayerTrapKind::Base, &monster, &setter, |e| sink.push(e)).is_err());
    assert!(sink.is_empty());
}
