//! Property tests: sampled outcomes lie in the support of the exact
//! distribution, damage is never negative, counters stay within the seed's
//! bounds, probabilities sum to one.

use proptest::prelude::*;
use roguerules_dice::{BigRational, Budget, Sampler, exact, exact_with};
use roguerules_traps::{
    Change, Chest, ChestTraps, Depth, DungeonTrap, DungeonTrapKind, Effect, GasKind, Mobility, Monster,
    MonsterTrapOutcome, Outcome, PackItem, PitKind, Player, PlayerFlags, PlayerTrapKind, Setter, Sustains, Timed,
    TrapParams, chest_traps, choose_kind, generate, kind_probabilities, monster_enters_trap, open_trapped_chest,
    power_distribution, resolve, resolve_chest_traps, trap_power, trap_set_distribution, trigger,
};

fn one() -> BigRational {
    BigRational::from_integer(1.into())
}

fn player_strategy() -> impl Strategy<Value = Player> {
    (
        0u16..(1 << 9),
        0u8..64,
        -50i64..150,
        0i64..=100,
        prop_oneof![Just(0i64), 1i64..50],
        proptest::collection::vec(
            prop_oneof![Just(PackItem::Rod), Just(PackItem::Wand), Just(PackItem::Staff), Just(PackItem::Other)],
            0..4,
        ),
    )
        .prop_map(|(flags, sustains, armour_class, saving_throw, poison, pack)| Player {
            flags: PlayerFlags::from_bits_truncate(flags),
            sustains: Sustains::from_bits_truncate(sustains),
            armour_class,
            saving_throw,
            poison,
            pack,
            ..Player::default()
        })
}

fn kind_strategy() -> impl Strategy<Value = DungeonTrapKind> {
    (0usize..10).prop_map(|i| DungeonTrapKind::ALL[i])
}

/// Checks the invariants every outcome keeps.
fn check_outcome(out: &Outcome) {
    for e in &out.effects {
        match e {
            Effect::Damage { amount, .. } => assert!(*amount >= 0, "{e:?}"),
            Effect::Timed { amount, counter, change } => {
                assert!(*amount >= 0, "{e:?}");
                // The seed's largest single additions: stun 10 + 1d100, cuts 200.
                let cap = match counter {
                    Timed::Cut => 20 * 15 * 2,
                    Timed::Stun => 110,
                    Timed::Poisoned => 4 + 9 * 12 * 3,
                    _ => 50,
                };
                assert!(*amount <= cap, "{e:?}");
                if *counter == Timed::Poisoned && *change == Change::Set {
                    assert!(*amount >= 5, "{e:?}");
                }
            }
            Effect::Summon { count, .. } => assert!((1..=40).contains(count), "{e:?}"),
            _ => {}
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Sampling a dungeon trap's trigger stays inside the exact distribution.
    #[test]
    fn sampled_trigger_is_in_the_exact_support(
        kind in kind_strategy(),
        level in 1i64..=30,
        player in player_strategy(),
        seed in any::<u64>(),
    ) {
        let depth = Depth::from_level(level).unwrap();
        let mut sampler = Sampler::seed_from_u64(seed);
        let trap = generate(&mut sampler, kind, depth).unwrap();
        let out = trigger(&mut sampler, &trap, &player).unwrap();
        check_outcome(&out);
        // The drain-wands trap with a pack of ordinary items has 23^20 paths: skip its enumeration.
        let drain_heavy = matches!(trap.params, TrapParams::CharacterAlteration { .. }) && !player.pack.is_empty();
        let daggers = matches!(trap.params, TrapParams::Pit { pit: PitKind::Daggers | PitKind::MorgulBlades, .. });
        // A murder hole multiplies out to about 10^7 paths (hit roll × power roll × dice × cuts).
        let murder_hole = matches!(trap.params, TrapParams::MurderHole { .. });
        if !drain_heavy && !daggers && !murder_hole {
            let pmf = exact_with(Budget { leaves: 1 << 20, depth: 64 }, |r| trigger(r, &trap, &player)).unwrap();
            prop_assert!(pmf.probability(&out) > BigRational::from_integer(0.into()));
            let total: BigRational = pmf.iter().map(|(_, p)| p).sum();
            prop_assert_eq!(total, one());
            for (o, _) in pmf.iter() {
                check_outcome(o);
            }
        }
    }

    /// Generation is in the exact distribution of generation, for every kind.
    #[test]
    fn sampled_generation_is_in_the_exact_support(kind in kind_strategy(), level in 0i64..=127, seed in any::<u64>()) {
        let depth = Depth::from_level(level).unwrap();
        let trap = generate(&mut Sampler::seed_from_u64(seed), kind, depth).unwrap();
        let pmf = exact(|r| generate(r, kind, depth)).unwrap();
        prop_assert!(pmf.probability(&trap) > BigRational::from_integer(0.into()));
        if let TrapParams::Pit { nastiness, .. } | TrapParams::Dart { nastiness } = trap.params {
            prop_assert!((1..=level.max(1) + 20).contains(&nastiness));
        }
    }

    /// One-off resolution never panics and keeps the invariants at any depth.
    #[test]
    fn resolve_anywhere(kind in kind_strategy(), level in 0i64..=127, player in player_strategy(), seed in any::<u64>()) {
        let depth = Depth::from_level(level).unwrap();
        let (trap, out) = resolve(&mut Sampler::seed_from_u64(seed), kind, depth, &player).unwrap();
        prop_assert_eq!(trap.kind(), kind);
        check_outcome(&out);
    }

    /// The chosen kind is always allowed, and the kind probabilities sum to one.
    #[test]
    fn kind_choice(level in 1i64..=127, quest in any::<bool>(), seed in any::<u64>()) {
        let depth = Depth::from_level(level).unwrap();
        let kind = choose_kind(&mut Sampler::seed_from_u64(seed), depth, quest).unwrap();
        let pmf = kind_probabilities(depth, quest).unwrap();
        prop_assert!(pmf.probability(&kind) > BigRational::from_integer(0.into()));
        prop_assert!(kind.min_depth_feet() <= depth.feet());
        prop_assert!(!(kind == DungeonTrapKind::TrapDoor && (quest || level == 127)));
        let total: BigRational = pmf.iter().map(|(_, p)| p).sum();
        prop_assert_eq!(total, one());
    }

    /// Chest trap sets: sampled set in the exact support, level in 5..=99.
    #[test]
    fn chest_sets(native in 0i64..=127, seed in any::<u64>()) {
        let depth = Depth::from_level(native).unwrap();
        let (level, set) = chest_traps(&mut Sampler::seed_from_u64(seed), depth).unwrap();
        prop_assert!((5..=99).contains(&level));
        prop_assert!((native - 16).clamp(5, 99) <= level && level <= (native + 4).clamp(5, 99));
        let pmf = trap_set_distribution(depth).unwrap();
        prop_assert!(pmf.probability(&set) > BigRational::from_integer(0.into()));
    }

    /// Chest trap effects: sampled outcomes in the exact support (without the
    /// runes of evil, whose 7 tricks multiply out too far), invariants always.
    #[test]
    fn chest_effects(bits in 0u16..(1 << 10), level in 5i64..=99, depth in 0i64..=127, player in player_strategy(), seed in any::<u64>()) {
        let traps = ChestTraps::from_bits_truncate(bits);
        let depth = Depth::from_level(depth).unwrap();
        let out = resolve_chest_traps(&mut Sampler::seed_from_u64(seed), traps, level, depth, &player).unwrap();
        check_outcome(&out);
        if traps.bits().count_ones() <= 2 {
            let pmf = exact(|r| resolve_chest_traps(r, traps, level, depth, &player)).unwrap();
            prop_assert!(pmf.probability(&out) > BigRational::from_integer(0.into()));
        }
        let runes = resolve_chest_traps(&mut Sampler::seed_from_u64(seed), ChestTraps::RUNES_OF_EVIL, level, depth, &player).unwrap();
        check_outcome(&runes);
        let tricks = runes.effects.len();
        prop_assert!(tricks >= 5);
    }

    /// Opening any of the eight chests keeps the invariants.
    #[test]
    fn open_chests(i in 0usize..8, player in player_strategy(), seed in any::<u64>()) {
        let chest = Chest::ALL[i];
        let (_, _, out) = open_trapped_chest(&mut Sampler::seed_from_u64(seed), chest.native_depth(), chest.native_depth(), &player).unwrap();
        check_outcome(&out);
    }

    /// Player trap power lies in its exact range; monster outcomes are consistent.
    #[test]
    fn player_traps(
        kind_i in 0usize..10,
        mobility_i in 0usize..3,
        mlevel in 0i64..=127,
        smart in any::<bool>(),
        wary in any::<bool>(),
        confusable in any::<bool>(),
        plevel in 1i64..=100,
        skill in 0i64..=200,
        seed in any::<u64>(),
    ) {
        let kind = PlayerTrapKind::ALL[kind_i];
        let monster = Monster {
            level: mlevel,
            mobility: [Mobility::Normal, Mobility::Flying, Mobility::Ghost][mobility_i],
            smart,
            wary,
            can_be_confused: confusable,
            ..Monster::default()
        };
        let setter = Setter { level: plevel, disarm_skill: skill };
        let power = trap_power(&mut Sampler::seed_from_u64(seed), plevel).unwrap();
        let pmf = power_distribution(plevel).unwrap();
        prop_assert!(*pmf.min() <= power && power <= *pmf.max());
        let out = monster_enters_trap(&mut Sampler::seed_from_u64(seed), kind, &monster, &setter).unwrap();
        // Small cases only: the disarm, avoidance, power and critical rolls multiply out.
        if plevel <= 5 && skill <= 20 && !(smart && wary) && kind != PlayerTrapKind::Confusion {
            let exact_out = exact(|r| monster_enters_trap(r, kind, &monster, &setter)).unwrap();
            prop_assert!(exact_out.probability(&out) > BigRational::from_integer(0.into()));
        }
        if let MonsterTrapOutcome::Triggered { power, critical, destroyed, .. } = out {
            prop_assert!(power >= 0);
            prop_assert!(!(critical && wary));
            if matches!(kind, PlayerTrapKind::Explosive | PlayerTrapKind::Stasis) {
                prop_assert!(destroyed);
            }
            prop_assert!(power <= *pmf.max() * 3 / 2);
        }
    }
}

#[test]
fn gas_poison_counter_bounds_are_exact() {
    // No resistance, unpoisoned: 17..=29, each 1/13.
    let trap = DungeonTrap { depth: Depth::from_level(5).unwrap(), params: TrapParams::Gas { gas: GasKind::Poison } };
    let pmf = exact(|r| trigger(r, &trap, &Player::default()).map(|o| o.counter(Timed::Poisoned))).unwrap();
    assert_eq!((*pmf.min(), *pmf.max(), pmf.len()), (17, 29, 13));
    let em = Player { flags: PlayerFlags::RES_POIS_TEMP | PlayerFlags::ENHANCE_MAGIC, ..Player::default() };
    let pmf = exact(|r| trigger(r, &trap, &em).map(|o| o.counter(Timed::Poisoned))).unwrap();
    assert_eq!(pmf.len(), 1);
}

#[test]
fn trap_door_damage_is_2d8_exactly() {
    let trap = DungeonTrap { depth: Depth::from_level(5).unwrap(), params: TrapParams::TrapDoor };
    let pmf = exact(|r| trigger(r, &trap, &Player::default()).map(|o| o.damage())).unwrap();
    assert_eq!(pmf, roguerules_dice::Pmf::dice(2, 8));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// "Plus one fifth the current depth (to a maximum of 4)": summon levels
    /// never exceed the base by more than 4 (RULINGS G4 on the added fifth).
    #[test]
    fn summon_levels_cap_the_fifth_at_4(level in 0i64..=127, seed in any::<u64>()) {
        let depth = Depth::from_level(level).unwrap();
        let mut s = Sampler::seed_from_u64(seed);
        let (trap, out) = resolve(&mut s, DungeonTrapKind::SummoningRune, depth, &Player::default()).unwrap();
        let base = match trap.params {
            TrapParams::SummoningRune { rune: roguerules_traps::RuneKind::Unique } => level + 6,
            _ => level + 1,
        };
        for (_, _, at) in out.summons() {
            prop_assert_eq!(at, base + (level / 5).min(4));
            prop_assert!(at <= base + 4);
        }
        let (lvl, traps) = chest_traps(&mut s, depth).unwrap();
        let out = resolve_chest_traps(&mut s, traps, lvl, depth, &Player::default()).unwrap();
        for (kind, _, at) in out.summons() {
            prop_assert!(at <= lvl + 1 + 4, "{:?}", kind);
        }
    }

    /// The monster disarming skill is capped at 215.
    #[test]
    fn disarm_skill_cap(level in 0i64..=127) {
        let skill = roguerules_traps::monster_disarm_skill(level);
        prop_assert!(skill <= 215);
        prop_assert_eq!(skill, (40 + 2 * level).min(215));
    }
}

#[test]
fn average_power_matches_the_closed_form_for_every_level() {
    // T4: b / 2 + 3 + (b + 1) / 2 exactly, for 1..=100.
    for level in 1..=100 {
        let b = roguerules_traps::base_power(level);
        let closed = BigRational::new((2 * (b / 2 + 3) + b + 1).into(), 2.into());
        assert_eq!(roguerules_traps::average_power(level).unwrap(), closed, "level {level}");
    }
}

#[test]
fn kind_probabilities_match_one_over_the_allowed_count() {
    for level in 1..=127 {
        for quest in [false, true] {
            let depth = Depth::from_level(level).unwrap();
            let allowed = roguerules_traps::allowed_kinds(depth, quest);
            let pmf = kind_probabilities(depth, quest).unwrap();
            for k in DungeonTrapKind::ALL {
                let expected = if allowed.contains(&k) {
                    BigRational::new(1.into(), (allowed.len() as i64).into())
                } else {
                    BigRational::from_integer(0.into())
                };
                assert_eq!(pmf.probability(&k), expected);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// The closed-form odds equal the enumeration of the sampling rules.
    #[test]
    fn odds_functions_match_enumeration(power in -5i64..=202, ac in -100i64..=300, mlevel in 0i64..=127, skill in 0i64..=300) {
        let pmf = exact(|r| roguerules_traps::trap_hits(r, power, ac)).unwrap();
        prop_assert_eq!(pmf.probability(&true), roguerules_traps::trap_hit_chance(power, ac));
        let monster_skill = roguerules_traps::monster_disarm_skill(mlevel);
        let disarm = exact(|r| {
            use roguerules_dice::RollerExt;
            Ok::<_, roguerules_dice::RollError>(r.die("monster disarm", monster_skill)? > skill - 15)
        })
        .unwrap();
        prop_assert_eq!(disarm.probability(&true), roguerules_traps::disarm_chance(mlevel, skill).unwrap());
        // The wary avoidance and the critical, read off the full rule's enumeration.
        let wary = Monster { level: mlevel, wary: true, ..Monster::default() };
        let setter = Setter { level: 1, disarm_skill: skill };
        let out = exact(|r| monster_enters_trap(r, PlayerTrapKind::Stasis, &wary, &setter)).unwrap();
        prop_assert_eq!(
            out.probability(&MonsterTrapOutcome::Avoided),
            roguerules_traps::wary_avoid_chance(mlevel, skill).unwrap()
        );
        let calm = Monster { level: mlevel, ..Monster::default() };
        let out = exact(|r| monster_enters_trap(r, PlayerTrapKind::Stasis, &calm, &setter)).unwrap();
        let crit = out.probability_where(|o| matches!(o, MonsterTrapOutcome::Triggered { critical: true, .. }));
        prop_assert_eq!(crit, roguerules_traps::critical_chance(mlevel, skill).unwrap());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// The closed-form result odds equal the enumeration of the whole rule (small cases).
    #[test]
    fn result_odds_match_enumeration(
        kind_i in 0usize..10,
        mobility_i in 0usize..3,
        mlevel in 0i64..=20,
        smart in any::<bool>(),
        wary in any::<bool>(),
        plevel in 1i64..=4,
        skill in 0i64..=120,
    ) {
        let kind = PlayerTrapKind::ALL[kind_i];
        let monster = Monster {
            level: mlevel,
            mobility: [Mobility::Normal, Mobility::Flying, Mobility::Ghost][mobility_i],
            smart,
            wary,
            ..Monster::default()
        };
        let setter = Setter { level: plevel, disarm_skill: skill };
        let odds = roguerules_traps::result_odds(kind, &monster, &setter).unwrap();
        let pmf = exact(|r| monster_enters_trap(r, kind, &monster, &setter)).unwrap();
        prop_assert_eq!(&odds.ignored, &pmf.probability(&MonsterTrapOutcome::Ignored));
        prop_assert_eq!(&odds.disarmed, &pmf.probability(&MonsterTrapOutcome::Disarmed));
        prop_assert_eq!(&odds.avoided, &pmf.probability(&MonsterTrapOutcome::Avoided));
        prop_assert_eq!(
            &odds.triggered,
            &pmf.probability_where(|o| matches!(o, MonsterTrapOutcome::Triggered { .. }))
        );
    }
}

/// Regression for fuzz finding F5: extreme integers give a value or a typed
/// error, never an overflow.
#[test]
fn extreme_integers_do_not_overflow() {
    use roguerules_dice::{Sampler, Scripted, Step};
    use roguerules_traps::*;
    let half = roguerules_dice::BigRational::new(1.into(), 20.into());
    assert_eq!(trap_hit_chance(10, i64::MAX), half);
    assert_eq!(trap_hit_chance(i64::MAX, i64::MIN), roguerules_dice::BigRational::new(19.into(), 20.into()));
    assert_eq!(trap_hit_chance(i64::MAX, 0), roguerules_dice::BigRational::new(19.into(), 20.into()));
    assert!(!trap_hits(&mut Scripted::new([Step::from(50), Step::from(5)]), 10, i64::MAX).unwrap());
    assert!(trap_hits(&mut Scripted::new([Step::from(50), Step::from(5)]), 10, i64::MIN).unwrap());
    let m = Monster { level: i64::MAX, ..Monster::default() };
    for kind in [PlayerTrapKind::Sturdy, PlayerTrapKind::Lightning, PlayerTrapKind::Confusion] {
        assert!(matches!(
            trap_effect(&mut Sampler::seed_from_u64(1), kind, 100, &m),
            Err(TrapError::OutOfRange { .. })
        ));
        assert!(matches!(
            trap_effect(&mut Sampler::seed_from_u64(1), kind, i64::MAX, &Monster::default()),
            Err(TrapError::OutOfRange { .. })
        ));
    }
    assert_eq!(summon_level(i64::MAX, Depth::from_level(10).unwrap()), i64::MAX);
}
