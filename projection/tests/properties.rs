//! Property tests (the workspace fixes PROPTEST_RNG_SEED in .cargo/config.toml):
//!
//! * damage is never negative and never above what the rules can multiply the
//!   input to ([`MAX_DAMAGE_FACTOR`]: storm on water with (n)'s extra half, 2x);
//!   the types that do no damage do none (RULINGS P13);
//! * the caps hold: stun, confusion and fear at most 200 (final notes iii-v, G4),
//!   counters never fall, only one of polymorph / stun / confusion takes effect
//!   (P4), a killed monster gets nothing else (P4);
//! * a unique hit by a monster is never killed (final note i, P6);
//! * every sampled outcome lies in the exact support, and the exact
//!   probabilities sum to 1 — for monsters, terrain and objects.

use proptest::prelude::*;
use roguerules_dice::{BigRational, BigUint, Pmf, Sampler};
use roguerules_projection::monster::{
    self, MAX_COUNTER, MAX_DAMAGE_FACTOR, Monster, MonsterFlags, MonsterInput, MonsterOutcome,
};
use roguerules_projection::object::{self, IgnoreFlags, ObjectClass, ObjectInput};
use roguerules_projection::terrain::{self, TerrainInput};
use roguerules_projection::{Class, Gf, PlayerSource, ProjectionError, Source, Terrain};

fn monster_types() -> Vec<Gf> {
    Gf::ALL.iter().copied().filter(|&g| monster::monster_row(g).is_some()).collect()
}

fn flags() -> impl Strategy<Value = MonsterFlags> {
    prop_oneof![Just(0u64), (any::<u64>(), any::<u64>(), any::<u64>()).prop_map(|(a, b, c)| a & b & c), any::<u64>(),]
        .prop_map(MonsterFlags::from_bits_truncate)
}

fn monster_strategy() -> impl Strategy<Value = Monster> {
    let names = ["Cave orc", "Water spirit", "Waldern, King of Water", "Nexus vortex", "Disenchanter eye", ""];
    (
        (proptest::sample::select(names.to_vec()), proptest::sample::select(vec!['E', 'g', 'v', 'G', 'o', 'p'])),
        (0i64..=100, 1i64..=500, 0u32..=100, 0i64..=250, any::<bool>(), any::<bool>(), flags()),
        (-60i64..=60, -60i64..=60, 0i64..=MAX_COUNTER, 0i64..=MAX_COUNTER, 0i64..=MAX_COUNTER, 0i64..=500, 0i64..=100),
    )
        .prop_map(
            |(
                (name, char),
                (level, maxhp, hp_pct, ac, unique, can_move, flags),
                (speed, race_speed, stun, confusion, fear, sleep, mana),
            )| {
                Monster {
                    name: name.to_owned().into(),
                    char,
                    level,
                    hp: maxhp * i64::from(hp_pct) / 100,
                    maxhp,
                    ac,
                    unique,
                    can_move,
                    flags,
                    speed,
                    race_speed,
                    stun,
                    confusion,
                    fear,
                    sleep,
                    mana,
                    unseen: false,
                    stasis: 0,
                }
            },
        )
}

fn source_strategy() -> impl Strategy<Value = Source> {
    prop_oneof![
        Just(Source::Monster),
        (1i64..=50, proptest::sample::select(Class::ALL.to_vec()), any::<bool>(), any::<bool>()).prop_map(
            |(level, class, beguile, holy_light)| Source::Player(PlayerSource { level, class, beguile, holy_light })
        ),
    ]
}

/// Valid monster inputs with damage in `dam`.
fn input_strategy(dam: std::ops::RangeInclusive<i64>) -> impl Strategy<Value = MonsterInput> {
    (
        proptest::sample::select(monster_types()),
        dam,
        proptest::sample::select(Terrain::ALL.to_vec()),
        source_strategy(),
        monster_strategy(),
    )
        .prop_map(|(gf, dam, terrain, source, monster)| {
            // RULINGS P11: hold needs the player.
            let source = if matches!(gf, Gf::Hold | Gf::HoldUndead) && source == Source::Monster {
                Source::default()
            } else {
                source
            };
            MonsterInput { gf, dam, terrain, source, monster, reading: Default::default() }
        })
}

/// The types whose notes say "no actual damage" (RULINGS P13).
const NO_DAMAGE: [Gf; 15] = [
    Gf::OldPoly,
    Gf::OldClone,
    Gf::OldHeal,
    Gf::OldSpeed,
    Gf::OldSlow,
    Gf::OldSleep,
    Gf::OldConf,
    Gf::Hold,
    Gf::HoldUndead,
    Gf::AwayUndead,
    Gf::AwayEvil,
    Gf::AwayAll,
    Gf::TurnUndead,
    Gf::TurnEvil,
    Gf::TurnAll,
];

/// The invariants every outcome keeps.
fn check(i: &MonsterInput, o: &MonsterOutcome) {
    let m = &i.monster;
    let (num, den) = MAX_DAMAGE_FACTOR;
    assert!(o.damage >= 0 && o.damage <= num * i.dam / den, "{i:?} -> {o:?}");
    if NO_DAMAGE.contains(&i.gf) {
        assert_eq!(o.damage, 0, "{i:?} does no damage (P13)");
    }
    // Immune by the table: weak light hurts only HURT_LITE, stone to mud only HURT_ROCK.
    let immune = match i.gf {
        Gf::LiteWeak => !m.flags.contains(MonsterFlags::HURT_LITE),
        Gf::KillWall => !m.flags.contains(MonsterFlags::HURT_ROCK),
        _ => false,
    };
    if immune {
        assert_eq!(o.damage, 0);
    }
    if o.avoided {
        // MonsterOutcome is #[non_exhaustive]: built from `unchanged`, then set.
        let mut avoided = MonsterOutcome::unchanged(m);
        avoided.avoided = true;
        assert_eq!(*o, avoided);
        assert!(m.can_move && matches!(i.terrain, Terrain::Rubble | Terrain::Tree));
        return;
    }
    for (after, before) in [(o.stun, m.stun), (o.confusion, m.confusion), (o.fear, m.fear)] {
        assert!(after >= before && after <= MAX_COUNTER, "{i:?} -> {o:?}");
    }
    if o.killed {
        assert!(!(m.unique && i.source == Source::Monster), "a unique killed by a monster: {i:?}");
        assert_eq!(o.hp, None);
        assert!(o.damage > m.hp);
        assert_eq!(o.hp_lost, o.damage);
        let mut nothing_else = MonsterOutcome::unchanged(m);
        nothing_else.damage = o.damage;
        nothing_else.killed = true;
        nothing_else.hp = None;
        nothing_else.hp_lost = o.damage;
        nothing_else.resist = o.resist;
        nothing_else.ac_blocked = o.ac_blocked;
        assert_eq!(*o, nothing_else, "a dead monster gets nothing else (P4)");
        return;
    }
    let hp = o.hp.expect("alive");
    assert!((0..=m.maxhp).contains(&hp), "{i:?} -> {o:?}");
    assert_eq!(hp, m.hp + o.healed - o.hp_lost);
    assert!(o.hp_lost <= o.damage);
    let changed = [o.polymorph, o.stun != m.stun, o.confusion != m.confusion];
    assert!(changed.iter().filter(|&&c| c).count() <= 1, "only one of polymorph, stun, confusion (P4): {i:?} -> {o:?}");
    assert!(!(o.polymorph && m.unique));
    assert!((m.speed - 10..=m.speed + 10).contains(&o.speed));
    assert!((0..=m.mana).contains(&o.mana));
    assert!(o.sleep == m.sleep || o.sleep == 350);
    assert!(o.stasis == 0 || (5..=12).contains(&o.stasis));
    assert!(o.teleport >= 0 && o.thrust >= 0);
}

fn sums_to_one<T: Ord>(p: &Pmf<T>) -> bool {
    let sum: BigUint = p.weights().map(|(_, w)| w).sum();
    sum == p.total()
}

fn zero() -> BigRational {
    BigRational::from_integer(0.into())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// Sampled projections anywhere in the domain (damage up to 5000) keep the
    /// invariants.
    #[test]
    fn sampled_outcomes_keep_the_invariants(i in input_strategy(0..=5000), seed in any::<u64>()) {
        let o = monster::project(&mut Sampler::seed_from_u64(seed), &i).unwrap();
        check(&i, &o);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// The sampled outcome lies in the exact support; the exact odds sum to 1 and
    /// every outcome they allow keeps the invariants (damage kept small so the
    /// debug-build enumeration stays quick).
    #[test]
    fn exact_odds_sum_to_one_and_contain_the_sample(i in input_strategy(0..=300), seed in any::<u64>()) {
        let o = monster::project(&mut Sampler::seed_from_u64(seed), &i).unwrap();
        let odds = monster::odds(&i).unwrap();
        prop_assert!(sums_to_one(&odds));
        prop_assert!(odds.probability(&o) > zero(), "{:?} not in the support", o);
        for v in odds.support() {
            check(&i, v);
        }
        let mean = monster::mean_damage(&i).unwrap();
        prop_assert!(mean >= zero());
    }

    /// Terrain: the same, over the whole damage range.
    #[test]
    fn terrain_odds(gf in proptest::sample::select(Gf::ALL.to_vec()), dam in 0i64..=5000,
                    terrain in proptest::sample::select(Terrain::ALL.to_vec()), k in 0i64..=8, seed in any::<u64>()) {
        let i = TerrainInput { gf, dam, terrain, adjacent_water: k, reading: Default::default() };
        let after = terrain::project(&mut Sampler::seed_from_u64(seed), &i).unwrap();
        let odds = terrain::odds(&i).unwrap();
        prop_assert!(sums_to_one(&odds));
        prop_assert!(odds.probability(&after) > zero());
        prop_assert!(after != Some(terrain));
    }

    /// Floor objects: the same; artifacts are never destroyed.
    #[test]
    fn object_odds(gf in proptest::sample::select(Gf::ALL.to_vec()), dam in 0i64..=5000,
                   class in proptest::sample::select(ObjectClass::ALL.to_vec()), flags in 0u8..16,
                   artifact: bool, cursed: bool, trapped: bool, seed in any::<u64>()) {
        let i = ObjectInput { gf, dam, class, flags: IgnoreFlags::from_bits_truncate(flags), artifact, cursed,
                              trapped: trapped && class == ObjectClass::Chest,
                              reading: Default::default(), };
        let out = object::project(&mut Sampler::seed_from_u64(seed), &i).unwrap();
        let odds = object::odds(&i).unwrap();
        prop_assert!(sums_to_one(&odds));
        prop_assert!(odds.probability(&out) > zero());
        prop_assert!(!(artifact && out.destroyed));
        prop_assert!(!(out.destroyed && out.trap_removed));
    }

    /// Invalid inputs are errors, never panics.
    #[test]
    fn invalid_inputs_are_errors(dam in prop_oneof![i64::MIN..0, 5001..=i64::MAX], level in prop_oneof![i64::MIN..0, 256..=i64::MAX]) {
        let i = MonsterInput::new(Gf::Fire, dam, Monster::default());
        let is_range = |e: ProjectionError| matches!(e, ProjectionError::OutOfRange { .. });
        prop_assert!(monster::project(&mut Sampler::seed_from_u64(1), &i).is_err_and(is_range));
        let i = MonsterInput::new(Gf::Fire, 10, Monster { level, ..Monster::default() });
        prop_assert!(monster::odds(&i).is_err_and(is_range));
        let t = TerrainInput { gf: Gf::Fire, dam, terrain: Terrain::Floor, adjacent_water: 0, reading: Default::default() };
        prop_assert!(terrain::odds(&t).is_err_and(is_range));
        prop_assert!(object::odds(&ObjectInput::new(Gf::Fire, dam, ObjectClass::Scroll)).is_err_and(is_range));
    }
}
