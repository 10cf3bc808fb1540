//! Property tests of the player side (the workspace fixes PROPTEST_RNG_SEED in
//! .cargo/config.toml):
//!
//! * the HP damage is never negative, and the parts add up to it;
//! * the counters keep their stated caps (RULINGS G4, Q14) and only the set
//!   effects (RULINGS Q13) can lower a counter;
//! * immunity (100%) to a type's element takes no damage of that element;
//! * an avoided projection changes nothing (RULINGS P8, Q11);
//! * every sampled outcome lies inside the exact support, the exact odds sum to 1,
//!   and each marginal computed on its own equals the marginal of the whole
//!   distribution (so the draws a marginal skips are exactly those that do not
//!   matter to it).

mod player_common;

use player_common::input_strategy;
use proptest::prelude::*;
use roguerules_dice::{BigRational, BigUint, Pmf, Sampler};
use roguerules_projection::player::{self, Counter, PlayerInput, PlayerOutcome};
use roguerules_projection::{Gf, ProjectionError};

fn sums_to_one<T: Ord>(p: &Pmf<T>) -> bool {
    let sum: BigUint = p.weights().map(|(_, w)| w).sum();
    sum == p.total()
}

fn zero() -> BigRational {
    BigRational::from_integer(0.into())
}

/// The invariants every outcome keeps.
fn check(i: &PlayerInput, o: &PlayerOutcome) {
    assert!(o.damage >= 0, "{i:?} -> {o:?}");
    assert_eq!(o.damage, o.parts.total());
    let parts = [
        o.parts.main,
        o.parts.pure,
        o.parts.fire,
        o.parts.elec,
        o.parts.cold,
        o.parts.acid,
        o.parts.dark,
        o.parts.landing,
    ];
    assert!(parts.iter().all(|&p| p >= 0), "{o:?}");
    let p = &i.player;
    if o.avoided.is_some() {
        // PlayerOutcome is #[non_exhaustive]: built from `default`, then set.
        let mut nothing = PlayerOutcome::default();
        nothing.avoided = o.avoided;
        nothing.counters = p.counters;
        nothing.black_breath = p.black_breath;
        assert_eq!(*o, nothing);
        return;
    }
    // Immunity takes no damage of its element (the landing's fire is the
    // landing part, immune when fire is).
    let r = &p.resist;
    let immune = |pct: i64| pct == 100;
    match i.gf {
        Gf::Fire
        | Gf::Acid
        | Gf::Elec
        | Gf::Cold
        | Gf::Pois
        | Gf::Lite
        | Gf::Dark
        | Gf::Confusion
        | Gf::Sound
        | Gf::Shard
        | Gf::Nexus
        | Gf::Nether
        | Gf::Chaos
        | Gf::Disenchant
        | Gf::Ice
        | Gf::MorgulDark => {
            let row = player::player_row(i.gf).unwrap();
            if immune(r.get(row.element.unwrap())) {
                assert_eq!(o.damage - o.parts.landing, 0, "immune: {i:?} -> {o:?}");
            }
        }
        _ => {}
    }
    if immune(r.fire) {
        assert_eq!(o.parts.fire, 0);
        if matches!(i.land, roguerules_projection::Terrain::Lava) {
            assert_eq!(o.parts.landing, 0);
        }
    }
    if immune(r.elec) {
        assert_eq!(o.parts.elec, 0);
    }
    if immune(r.cold) {
        assert_eq!(o.parts.cold, 0);
    }
    if immune(r.acid) {
        assert_eq!(o.parts.acid, 0);
    }
    if immune(r.dark) {
        assert_eq!(o.parts.dark, 0);
    }
    // Caps (G4, Q14): the capped counters never pass their cap unless they
    // started above it.
    let c = &o.counters;
    let before = &p.counters;
    for counter in Counter::ALL {
        assert!(c.get(counter) >= 0);
    }
    match i.gf {
        Gf::Shot => assert!(c.cut <= before.cut.max(30) && c.stun <= before.stun + 30),
        Gf::Arrow => assert!(c.cut <= before.cut.max(50)),
        Gf::Rock => assert!(c.stun <= before.stun + 50),
        Gf::Sound => assert!(c.confusion <= before.confusion.max(21) && c.stun <= before.stun + 35),
        _ => {}
    }
    // Only the "set" effects (RULINGS Q13) may lower a counter.
    let sets: &[Counter] = match i.gf {
        Gf::Hellfire => &[Counter::Fear, Counter::Hallucination, Counter::Confusion],
        Gf::MorgulDark => &[Counter::Fear, Counter::Paralysis],
        Gf::Inertia | Gf::Gravity => &[Counter::Slow],
        Gf::Water => &[Counter::Stun, Counter::Confusion],
        Gf::Storm => &[Counter::Confusion],
        _ => &[],
    };
    for counter in Counter::ALL {
        if !sets.contains(&counter) {
            assert!(c.get(counter) >= before.get(counter), "{counter:?} fell: {i:?} -> {o:?}");
        }
    }
    assert!(o.exp_drained + o.exp_drained_permanent <= p.exp);
    assert!(o.mana_lost <= p.mana);
    assert!(o.energy_lost >= 0 && o.teleport >= 0 && o.thrust >= 0);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// Sampled projections anywhere in the domain keep the invariants.
    #[test]
    fn sampled_outcomes_keep_the_invariants(i in input_strategy(0..=5000), seed in any::<u64>()) {
        let o = player::project(&mut Sampler::seed_from_u64(seed), &i).unwrap();
        check(&i, &o);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(160))]

    /// The marginals, computed on their own, contain the sample; where the whole
    /// distribution is tractable it sums to 1, contains the sample, keeps the
    /// invariants and its marginals are the ones computed on their own.
    #[test]
    fn exact_odds_agree_with_the_marginals(i in input_strategy(0..=200), seed in any::<u64>()) {
        let o = player::project(&mut Sampler::seed_from_u64(seed), &i).unwrap();
        let m = player::marginals(&i).unwrap();
        prop_assert!(sums_to_one(&m.damage));
        prop_assert!(m.damage.probability(&o.damage) > zero(), "damage {} outside {:?}", o.damage, m.damage);
        for c in Counter::ALL {
            prop_assert!(sums_to_one(m.counter(c)));
            prop_assert!(m.counter(c).probability(&o.counters.get(c)) > zero(), "{c:?} {} outside", o.counters.get(c));
        }
        match player::odds_with(&i, 1 << 16) {
            Err(ProjectionError::Budget(_)) => {}
            Err(e) => panic!("{e}"),
            Ok(odds) => {
                prop_assert!(sums_to_one(&odds));
                prop_assert!(odds.probability(&o) > zero(), "{:?} not in the support", o);
                for v in odds.support() {
                    check(&i, v);
                }
                prop_assert_eq!(&odds.map(|v| v.damage), &m.damage);
                for c in Counter::ALL {
                    prop_assert_eq!(&odds.map(|v| v.counters.get(c)), m.counter(c), "{:?}", c);
                }
            }
        }
    }

    /// Invalid inputs are errors, never panics.
    #[test]
    fn invalid_inputs_are_errors(dam in prop_oneof![i64::MIN..0, 5001..=i64::MAX],
                                 level in prop_oneof![i64::MIN..1, 51..=i64::MAX],
                                 pct in prop_oneof![i64::MIN..0, 101..=i64::MAX]) {
        let is_range = |e: ProjectionError| matches!(e, ProjectionError::OutOfRange { .. });
        let i = PlayerInput::new(Gf::Fire, dam);
        prop_assert!(player::project(&mut Sampler::seed_from_u64(1), &i).is_err_and(is_range));
        let mut i = PlayerInput::new(Gf::Fire, 10);
        i.player.level = level;
        prop_assert!(player::odds(&i).is_err_and(is_range));
        let mut i = PlayerInput::new(Gf::Fire, 10);
        i.player.resist.fire = pct;
        prop_assert!(player::marginals(&i).is_err_and(is_range));
    }
}
