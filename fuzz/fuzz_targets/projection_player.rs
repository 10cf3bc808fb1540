//! `projection_player`: seed 000's damage types on the player
//! (`roguerules_projection::player`) on structured projections (issue 17).
//!
//! Invariants:
//!
//! * validation: `project`, `marginals` and `odds` fail exactly for the inputs
//!   outside the documented ranges (damage 0..=5000, a type without a player
//!   row, every player and source field, unknown flag bits, more than 32
//!   temporary effects), never panic; the reading is chosen from an input byte;
//! * under `oangband-1.1.0` (issue 22): the same validation, the damage is the
//!   sum of its parts, and (damage up to 200) every exact marginal sums to 1
//!   and contains the sample (the seed's caps and "set" rules below are the
//!   seed's, not the game's);
//! * the HP damage is never negative and is the sum of its parts; an avoided
//!   projection changes nothing (RULINGS P8, Q11); immunity to a type's element
//!   takes no damage of it;
//! * every number of the outcome fits `int32_t`, under both readings: the C
//!   API (`rr_project_player`) narrows them without a test, on the bounds it
//!   documents;
//! * the stated caps hold (RULINGS G4, Q14) and only the "set" effects
//!   (RULINGS Q13) lower a counter; drains never exceed the experience or mana;
//! * exact odds (damage up to 200, to keep each run short): every marginal sums
//!   to 1 and contains the sample, the mean damage is the marginal's; where the
//!   whole distribution fits 2^8 paths it sums to 1, contains the sample, keeps
//!   the invariants and its marginals are the ones computed on their own.
#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use roguerules_dice::{BigRational, BigUint, Pmf, Sampler};
use roguerules_projection::player::{
    self, Counter, Counters, Element, Equipment, Item, MonsterSource, Player, PlayerFlags, PlayerInput, PlayerOutcome,
    Resistances, Shield, Specialties, Stat, Stats, Sustains,
};
use roguerules_projection::{Class, Gf, ProjectionError, Reading, Terrain};

#[derive(Arbitrary, Debug)]
struct ItemIn {
    present: bool,
    to_h: i64,
    to_d: i64,
    to_a: i64,
    artifact: bool,
    ignore_acid: bool,
}

#[derive(Arbitrary, Debug)]
struct Input {
    seed: u64,
    /// Index into `Reading::ALL`.
    reading: u8,
    /// Index into `Gf::ALL`.
    gf: u8,
    dam: i64,
    /// Indices into `Terrain::ALL`.
    terrain: u8,
    dark: bool,
    land: u8,
    /// Bring every number into its valid range (else use them as given).
    fold: bool,
    level: i64,
    exp: i64,
    /// Index into `Class::ALL`.
    class: u8,
    specialties: u8,
    evasion_pct: i64,
    resist: [i64; 14],
    pois_temp: bool,
    pois_perm: bool,
    flags: u8,
    black_breath: bool,
    sustains: u8,
    stats: [i64; 6],
    ac: i64,
    base_ac: i64,
    dex_to_hit: i64,
    energy: i64,
    weight_limit: i64,
    pack_weight: i64,
    save: i64,
    shapechanged: bool,
    mana: i64,
    temp_effects: u8,
    counters: [i64; 9],
    /// weapon, bow, body, cloak, shield, head, hands, feet.
    items: [ItemIn; 8],
    shield_base_ac: i64,
    shield_on_back: bool,
    src_level: i64,
    morgul: bool,
    unique_wraith: bool,
    deathlord: bool,
    archer: bool,
    adjacent: bool,
    ranged_freq: i64,
}

fn fold(v: i64, lo: i64, hi: i64) -> i64 {
    lo + v.rem_euclid(hi - lo + 1)
}

fn build(input: &Input) -> PlayerInput {
    let f = input.fold;
    let num = |v: i64, lo: i64, hi: i64| if f { fold(v, lo, hi) } else { v };
    let r = |i: usize| num(input.resist[i], 0, 100);
    let item = |i: usize| {
        let it = &input.items[i];
        it.present.then(|| Item {
            to_h: num(it.to_h, -255, 255),
            to_d: num(it.to_d, -255, 255),
            to_a: num(it.to_a, -255, 255),
            artifact: it.artifact,
            ignore_acid: it.ignore_acid,
            ..Item::default()
        })
    };
    let shield = item(4).map(|i| Shield {
        to_h: i.to_h,
        to_d: i.to_d,
        to_a: i.to_a,
        artifact: i.artifact,
        ignore_acid: i.ignore_acid,
        base_ac: num(input.shield_base_ac, 0, 255),
        on_back: input.shield_on_back,
    });
    let c = |i: usize| num(input.counters[i], 0, 10_000);
    let s = |i: usize| num(input.stats[i], 3, 118);
    let n_effects = if f { usize::from(input.temp_effects) % 33 } else { usize::from(input.temp_effects) };
    let player = Player {
        level: num(input.level, 1, 50),
        exp: num(input.exp, 0, 99_999_999),
        class: Class::ALL[usize::from(input.class) % Class::ALL.len()],
        specialties: if f {
            Specialties::from_bits_truncate(input.specialties)
        } else {
            Specialties::from_bits_retain(input.specialties)
        },
        evasion_pct: num(input.evasion_pct, 0, 100),
        resist: Resistances {
            acid: r(0),
            elec: r(1),
            fire: r(2),
            cold: r(3),
            pois: r(4),
            light: r(5),
            dark: r(6),
            confusion: r(7),
            sound: r(8),
            shards: r(9),
            nexus: r(10),
            nether: r(11),
            chaos: r(12),
            disenchant: r(13),
        },
        pois_temp: input.pois_temp,
        pois_perm: input.pois_perm,
        flags: if f {
            PlayerFlags::from_bits_truncate(input.flags)
        } else {
            PlayerFlags::from_bits_retain(input.flags)
        },
        black_breath: input.black_breath,
        sustains: if f {
            Sustains::from_bits_truncate(input.sustains)
        } else {
            Sustains::from_bits_retain(input.sustains)
        },
        stats: Stats { str: s(0), int: s(1), wis: s(2), dex: s(3), con: s(4), chr: s(5) },
        ac: num(input.ac, -1000, 1000),
        base_ac: num(input.base_ac, 0, 1000),
        dex_to_hit: num(input.dex_to_hit, -4, 15),
        energy: num(input.energy, 1, 49),
        weight_limit: num(input.weight_limit, 60, 300),
        pack_weight: num(input.pack_weight, 0, 100_000),
        save: num(input.save, 0, 1000),
        shapechanged: input.shapechanged,
        mana: num(input.mana, 0, 32767),
        temp_effects: (0..n_effects).map(|i| format!("effect {i}")).collect(),
        counters: Counters {
            stun: c(0),
            cut: c(1),
            poison: c(2),
            confusion: c(3),
            blind: c(4),
            fear: c(5),
            hallucination: c(6),
            slow: c(7),
            paralysis: c(8),
        },
        equip: Equipment {
            weapon: item(0),
            bow: item(1),
            body: item(2),
            cloak: item(3),
            shield,
            head: item(5),
            hands: item(6),
            feet: item(7),
        },
        ..Player::default()
    };
    PlayerInput {
        gf: Gf::ALL[usize::from(input.gf) % Gf::ALL.len()],
        dam: num(input.dam, 0, 5000),
        terrain: Terrain::ALL[usize::from(input.terrain) % Terrain::ALL.len()],
        dark: input.dark,
        land: Terrain::ALL[usize::from(input.land) % Terrain::ALL.len()],
        player,
        source: MonsterSource {
            level: num(input.src_level, 0, 255),
            morgul: input.morgul,
            unique_wraith: input.unique_wraith,
            deathlord: input.deathlord,
            archer: input.archer,
            adjacent: input.adjacent,
            ranged_freq: num(input.ranged_freq, 0, 100),
            ..MonsterSource::default()
        },
        self_inflicted: false,
        reading: Reading::ALL[usize::from(input.reading) % Reading::ALL.len()],
    }
}

/// The documented input ranges, checked independently of the library.
fn valid(i: &PlayerInput) -> bool {
    let p = &i.player;
    let r = |v: i64, lo: i64, hi: i64| (lo..=hi).contains(&v);
    let items = [p.equip.weapon, p.equip.bow, p.equip.body, p.equip.cloak, p.equip.head, p.equip.hands, p.equip.feet]
        .into_iter()
        .flatten()
        .chain(p.equip.shield.map(|s| s.item()))
        .all(|it| r(it.to_h, -255, 255) && r(it.to_d, -255, 255) && r(it.to_a, -255, 255));
    player::player_row(i.gf).is_some()
        && r(i.dam, 0, 5000)
        && r(p.level, 1, 50)
        && r(p.exp, 0, 99_999_999)
        && r(p.evasion_pct, 0, 100)
        && Element::ALL.iter().all(|&e| r(p.resist.get(e), 0, 100))
        && Stat::ALL.iter().all(|&s| r(p.stats.get(s), 3, 118))
        && r(p.ac, -1000, 1000)
        && r(p.base_ac, 0, 1000)
        && r(p.dex_to_hit, -4, 15)
        && r(p.energy, 1, 49)
        && r(p.weight_limit, 60, 300)
        && r(p.pack_weight, 0, 100_000)
        && r(p.save, 0, 1000)
        && r(p.mana, 0, 32767)
        && p.temp_effects.len() <= 32
        && Counter::ALL.iter().all(|&c| r(p.counters.get(c), 0, 10_000))
        && items
        && p.equip.shield.is_none_or(|s| r(s.base_ac, 0, 255))
        && p.specialties.bits() & !Specialties::all().bits() == 0
        && p.flags.bits() & !PlayerFlags::all().bits() == 0
        && p.sustains.bits() & !Sustains::all().bits() == 0
        && r(i.source.level, 0, 255)
        && r(i.source.ranged_freq, 0, 100)
}

fn check(i: &PlayerInput, o: &PlayerOutcome) {
    let p = &i.player;
    assert!(o.damage >= 0 && o.damage == o.parts.total(), "damage: {i:?} -> {o:?}");
    if o.avoided.is_some() {
        let mut nothing = PlayerOutcome::default();
        nothing.avoided = o.avoided;
        nothing.counters = p.counters;
        nothing.black_breath = p.black_breath;
        assert_eq!(*o, nothing, "an avoided projection changes nothing");
        return;
    }
    if let Some(e) = player::player_row(i.gf).and_then(|row| row.element)
        && p.resist.get(e) == 100
    {
        assert_eq!(o.damage - o.parts.landing, 0, "immunity: {i:?} -> {o:?}");
    }
    let (c, b) = (&o.counters, &p.counters);
    match i.gf {
        Gf::Rock => assert!(c.stun <= b.stun + 50),
        Gf::Shot => assert!(c.cut <= b.cut.max(30) && c.stun <= b.stun + 30),
        Gf::Arrow => assert!(c.cut <= b.cut.max(50)),
        Gf::Sound => assert!(c.confusion <= b.confusion.max(21) && c.stun <= b.stun + 35),
        _ => {}
    }
    let sets: &[Counter] = match i.gf {
        Gf::Hellfire => &[Counter::Fear, Counter::Hallucination, Counter::Confusion],
        Gf::MorgulDark => &[Counter::Fear, Counter::Paralysis],
        Gf::Inertia | Gf::Gravity => &[Counter::Slow],
        Gf::Water => &[Counter::Stun, Counter::Confusion],
        Gf::Storm => &[Counter::Confusion],
        _ => &[],
    };
    for counter in Counter::ALL {
        assert!(c.get(counter) >= 0);
        if !sets.contains(&counter) {
            assert!(c.get(counter) >= b.get(counter), "{counter:?} fell: {i:?} -> {o:?}");
        }
    }
    assert!(o.exp_drained >= 0 && o.exp_drained_permanent >= 0);
    assert!(o.exp_drained + o.exp_drained_permanent <= p.exp);
    assert!((0..=p.mana).contains(&o.mana_lost));
    assert!(o.energy_lost >= 0 && o.teleport >= 0 && o.thrust >= 0);
    assert!(o.dispelled.len() <= p.temp_effects.len());
}

/// Every number of `o` within `int32_t` (the C outcome's type).
fn fits_int32(i: &PlayerInput, o: &PlayerOutcome) {
    let p = &o.parts;
    let mut numbers = vec![o.damage, p.main, p.pure, p.fire, p.elec, p.cold, p.acid, p.dark, p.landing];
    numbers.extend(o.counters.to_array());
    numbers.extend(Stat::ALL.iter().map(|&s| o.stat_drain.get(s)));
    numbers.extend(Stat::ALL.iter().map(|&s| o.stats_set.get(s).unwrap_or(0)));
    numbers.extend([o.energy_lost, o.exp_drained, o.exp_drained_permanent, o.teleport, o.thrust, o.mana_lost]);
    numbers.extend(o.acid.map(|a| a.ac_loss));
    numbers.extend(o.disenchant.iter().flat_map(|d| [d.to_h, d.to_d, d.to_a]));
    let inv = &o.inventory;
    numbers.extend(
        [inv.acid, inv.elec, inv.fire, inv.cold]
            .into_iter()
            .flatten()
            .flat_map(|c| [c.potions_scrolls, c.rods, c.other]),
    );
    for v in numbers {
        assert!(i32::try_from(v).is_ok(), "beyond int32_t: {v}: {i:?} -> {o:?}");
    }
}

fn sums_to_one<T: Ord>(p: &Pmf<T>) -> bool {
    let sum: BigUint = p.weights().map(|(_, w)| w).sum();
    sum == p.total()
}

fuzz_target!(|input: Input| {
    let i = build(&input);
    if i.reading.is_game() {
        let sampled = player::project(&mut Sampler::seed_from_u64(input.seed), &i);
        assert_eq!(sampled.is_ok(), valid(&i), "validation (game): {i:?} -> {sampled:?}");
        let Ok(o) = sampled else {
            assert!(player::marginals(&i).is_err());
            return;
        };
        assert_eq!(o.damage, o.parts.total(), "{i:?} -> {o:?}");
        fits_int32(&i, &o);
        if i.dam > 200 {
            return;
        }
        let zero = BigRational::from_integer(0.into());
        let m = player::marginals(&i).expect("marginals of a valid input (game)");
        assert!(sums_to_one(&m.damage) && m.damage.probability(&o.damage) > zero, "damage marginal: {i:?} -> {o:?}");
        for c in Counter::ALL {
            assert!(sums_to_one(m.counter(c)), "{c:?} marginal");
            assert!(m.counter(c).probability(&o.counters.get(c)) > zero, "{c:?} outside its marginal: {i:?} -> {o:?}");
        }
        return;
    }
    let sampled = player::project(&mut Sampler::seed_from_u64(input.seed), &i);
    assert_eq!(sampled.is_ok(), valid(&i), "validation: {i:?} -> {sampled:?}");
    let Ok(o) = sampled else {
        assert!(player::marginals(&i).is_err());
        assert!(player::odds_with(&i, 16).is_err());
        return;
    };
    check(&i, &o);
    fits_int32(&i, &o);
    if i.dam > 200 {
        return;
    }
    let zero = BigRational::from_integer(0.into());
    let m = player::marginals(&i).expect("marginals of a valid input");
    assert!(sums_to_one(&m.damage) && m.damage.probability(&o.damage) > zero, "damage marginal: {i:?} -> {o:?}");
    for c in Counter::ALL {
        assert!(sums_to_one(m.counter(c)), "{c:?} marginal");
        assert!(m.counter(c).probability(&o.counters.get(c)) > zero, "{c:?} outside its marginal: {i:?} -> {o:?}");
    }
    assert_eq!(player::mean_damage(&i).expect("mean"), m.damage.mean());
    // (Within 2^8 paths: at 2^11 the whole distribution took 72% of the
    // target's time, a `BTreeMap` entry and a state comparison per path.)
    match player::odds_with(&i, 1 << 8) {
        Err(ProjectionError::Budget(_)) => {}
        Err(e) => panic!("exact odds of a valid input: {e}"),
        Ok(odds) => {
            assert!(sums_to_one(&odds));
            assert!(odds.probability(&o) > zero, "sample outside the support: {i:?} -> {o:?}");
            for v in odds.support() {
                check(&i, v);
            }
            assert_eq!(odds.map(|v| v.damage), m.damage);
            for c in Counter::ALL {
                assert_eq!(&odds.map(|v| v.counters.get(c)), m.counter(c), "{c:?}");
            }
        }
    }
});
