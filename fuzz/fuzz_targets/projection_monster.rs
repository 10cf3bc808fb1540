//! `projection_monster`: seed 000's damage types on monsters
//! (`roguerules_projection::monster`) on structured projections (issue item 6).
//!
//! Invariants:
//!
//! * validation: `project` and `odds` fail exactly for the inputs outside the
//!   documented ranges (damage 0..=5000, a type without a monster row, monster
//!   fields out of range or unknown flag bits, a player level outside 1..=50,
//!   `GF_HOLD`/`GF_HOLD_UNDEAD` from a monster: RULINGS P11), never panic;
//! * damage is never negative and never above what the rules can multiply the
//!   input to (`MAX_DAMAGE_FACTOR`, 2x: storm on water with (n)); the types that
//!   do no damage do none (RULINGS P13);
//! * caps: stun, confusion and fear at most 200 and never lower than before
//!   (final notes iii-v, G4); speed moves by at most 10, mana never rises, sleep
//!   is unchanged or 350, stasis is 0 or 5..=12 (4 + d6, 5 + d7);
//! * at most one of polymorph, stun, confusion takes effect; a killed monster
//!   gets nothing else (RULINGS P4); a unique is never polymorphed and never
//!   killed by a monster (final note i, P6), and hit points stay in 0..=maxhp;
//! * exact odds (for damage up to 600, to keep each run short): they sum to 1,
//!   contain the sampled outcome, every outcome they allow keeps the invariants
//!   above, and `kill_chance` and `mean_damage` agree with them.
//!
//! Both readings (issue 21): an input byte chooses the seed or `oangband-1.1.0`.
//! Every invariant holds under both, except two that are the seed's own: the
//! types that do no damage (RULINGS P13; the game's `GF_HOLD_UNDEAD` deals its
//! damage), and a killed monster's outcome being exactly the unchanged one
//! (the game may also report what its monster memory learned), where the game
//! is held to the counters, speed, mana and movement being unchanged. Sleep is
//! unchanged or 350 under both, or 0 under the game (which wakes every monster a
//! projection reaches).
#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use roguerules_dice::{BigRational, BigUint, Sampler};
use roguerules_projection::monster::{
    self, MAX_COUNTER, MAX_DAMAGE_FACTOR, Monster, MonsterFlags, MonsterInput, MonsterOutcome,
};
use roguerules_projection::{Class, Gf, PlayerSource, Reading, Source, Terrain};

#[derive(Arbitrary, Debug)]
struct MonsterIn {
    /// Index into `NAMES`.
    name: u8,
    /// Index into `CHARS`.
    char: u8,
    level: i64,
    hp: i64,
    maxhp: i64,
    ac: i64,
    unique: bool,
    can_move: bool,
    flags: u64,
    speed: i64,
    race_speed: i64,
    stun: i64,
    confusion: i64,
    fear: i64,
    sleep: i64,
    mana: i64,
}

#[derive(Arbitrary, Debug)]
struct Input {
    seed: u64,
    /// Index into `Reading::ALL`.
    reading: u8,
    /// Index into `Gf::ALL`.
    gf: u8,
    dam: i64,
    /// Index into `Terrain::ALL`.
    terrain: u8,
    /// The player is the source (else a monster).
    player: bool,
    level: i64,
    /// Index into `Class::ALL`.
    class: u8,
    beguile: bool,
    holy_light: bool,
    /// Bring every number into its valid range (else use them as given).
    fold: bool,
    monster: MonsterIn,
}

const NAMES: [&str; 6] = ["Cave orc", "Water spirit", "Waldern, King of Water", "Nexus vortex", "Disenchanter eye", ""];
const CHARS: [char; 6] = ['E', 'g', 'v', 'G', 'o', 'p'];
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

fn fold(v: i64, lo: i64, hi: i64) -> i64 {
    lo + v.rem_euclid(hi - lo + 1)
}

fn build(input: &Input) -> MonsterInput {
    let m = &input.monster;
    let f = input.fold;
    let num = |v: i64, lo: i64, hi: i64| if f { fold(v, lo, hi) } else { v };
    let maxhp = num(m.maxhp, 1, 32767);
    let monster = Monster {
        name: NAMES[usize::from(m.name) % NAMES.len()].into(),
        char: CHARS[usize::from(m.char) % CHARS.len()],
        level: num(m.level, 0, 255),
        hp: if f { fold(m.hp, 0, maxhp) } else { m.hp },
        maxhp,
        ac: num(m.ac, 0, 32767),
        unique: m.unique,
        can_move: m.can_move,
        flags: if f { MonsterFlags::from_bits_truncate(m.flags) } else { MonsterFlags::from_bits_retain(m.flags) },
        speed: num(m.speed, -110, 145),
        race_speed: num(m.race_speed, -110, 145),
        stun: num(m.stun, 0, MAX_COUNTER),
        confusion: num(m.confusion, 0, MAX_COUNTER),
        fear: num(m.fear, 0, MAX_COUNTER),
        sleep: num(m.sleep, 0, 32767),
        mana: num(m.mana, 0, 32767),
        unseen: false,
        stasis: 0,
    };
    let source = if input.player {
        Source::Player(PlayerSource {
            level: num(input.level, 1, 50),
            class: Class::ALL[usize::from(input.class) % Class::ALL.len()],
            beguile: input.beguile,
            holy_light: input.holy_light,
        })
    } else {
        Source::Monster
    };
    MonsterInput {
        gf: Gf::ALL[usize::from(input.gf) % Gf::ALL.len()],
        dam: num(input.dam, 0, 5000),
        terrain: Terrain::ALL[usize::from(input.terrain) % Terrain::ALL.len()],
        source,
        monster,
        reading: Reading::ALL[usize::from(input.reading) % Reading::ALL.len()],
    }
}

/// The documented input ranges, checked independently of the library.
fn valid(i: &MonsterInput) -> bool {
    let m = &i.monster;
    let r = |v: i64, lo: i64, hi: i64| (lo..=hi).contains(&v);
    let player_ok = match i.source {
        Source::Player(p) => r(p.level, 1, 50),
        Source::Monster => !matches!(i.gf, Gf::Hold | Gf::HoldUndead),
    };
    r(i.dam, 0, 5000)
        && !matches!(i.gf, Gf::Whip | Gf::KillTrap)
        && r(m.level, 0, 255)
        && r(m.maxhp, 1, 32767)
        && r(m.hp, 0, m.maxhp)
        && r(m.ac, 0, 32767)
        && r(m.speed, -110, 145)
        && r(m.race_speed, -110, 145)
        && r(m.stun, 0, 200)
        && r(m.confusion, 0, 200)
        && r(m.fear, 0, 200)
        && r(m.sleep, 0, 32767)
        && r(m.mana, 0, 32767)
        && m.flags.bits() & !MonsterFlags::all().bits() == 0
        && player_ok
}

/// What an outcome leaves of the monster besides its hit points and sleep:
/// counters, speed, mana, movement, polymorph and clone.
fn unchanged_but_damage(o: &MonsterOutcome) -> [i64; 9] {
    [
        o.stun,
        o.confusion,
        o.fear,
        o.stasis,
        o.teleport,
        o.thrust,
        o.speed,
        o.mana,
        i64::from(o.polymorph) + 2 * i64::from(o.clone) + 4 * o.healed,
    ]
}

fn check(i: &MonsterInput, o: &MonsterOutcome) {
    let m = &i.monster;
    // Sleep is unchanged or set to 350 by note (B); the game also wakes every
    // monster a projection reaches (`csleep = 0`).
    assert!(o.sleep == m.sleep || o.sleep == 350 || (i.reading.is_game() && o.sleep == 0), "sleep: {i:?} -> {o:?}");
    let (num, den) = MAX_DAMAGE_FACTOR;
    assert!(o.damage >= 0 && o.damage <= num * i.dam / den, "damage out of bounds: {i:?} -> {o:?}");
    if NO_DAMAGE.contains(&i.gf) && i.reading.is_seed() {
        assert_eq!(o.damage, 0, "no actual damage (P13): {i:?}");
    }
    if o.avoided {
        // MonsterOutcome is #[non_exhaustive]: compared through unchanged_but_damage.
        assert_eq!(unchanged_but_damage(o), unchanged_but_damage(&MonsterOutcome::unchanged(m)), "{i:?} -> {o:?}");
        assert!(o.damage == 0 && o.hp == Some(m.hp), "avoided: {i:?} -> {o:?}");
        assert!(m.can_move && matches!(i.terrain, Terrain::Rubble | Terrain::Tree));
        return;
    }
    for (after, before) in [(o.stun, m.stun), (o.confusion, m.confusion), (o.fear, m.fear)] {
        assert!(after >= before && after <= MAX_COUNTER, "counter cap: {i:?} -> {o:?}");
    }
    // Oangband 1.1.0 heals into its 16-bit hit points, so a heal past 32767
    // wraps negative (a negative hp_lost, or death by the wrap itself).
    let wrapped = i.reading.is_game() && m.hp + i.dam > i64::from(i16::MAX);
    if o.killed {
        assert!(!(m.unique && i.source == Source::Monster), "a unique killed by a monster: {i:?}");
        assert!(o.hp.is_none());
        assert!(wrapped || (o.damage > m.hp && o.hp_lost == o.damage), "{i:?} -> {o:?}");
        // MonsterOutcome is #[non_exhaustive]: built from `unchanged`, then set.
        let mut nothing_else = MonsterOutcome::unchanged(m);
        nothing_else.damage = o.damage;
        nothing_else.killed = true;
        nothing_else.hp = None;
        nothing_else.hp_lost = o.damage;
        nothing_else.resist = o.resist;
        nothing_else.ac_blocked = o.ac_blocked;
        if i.reading.is_seed() {
            assert_eq!(*o, nothing_else, "a dead monster gets nothing else (P4)");
        } else {
            assert_eq!(unchanged_but_damage(o), unchanged_but_damage(&nothing_else), "a dead monster: {i:?} -> {o:?}");
        }
        return;
    }
    let hp = o.hp.expect("alive");
    assert!(
        (0..=m.maxhp).contains(&hp)
            && (wrapped && o.hp_lost < 0 || hp == m.hp + o.healed - o.hp_lost)
            && o.hp_lost <= o.damage,
        "{i:?} -> {o:?}"
    );
    let changed = [o.polymorph, o.stun != m.stun, o.confusion != m.confusion];
    assert!(changed.iter().filter(|&&c| c).count() <= 1, "P4 exclusivity: {i:?} -> {o:?}");
    assert!(!(o.polymorph && m.unique));
    assert!((m.speed - 10..=m.speed + 10).contains(&o.speed));
    assert!((0..=m.mana).contains(&o.mana));
    assert!(o.stasis == 0 || (5..=12).contains(&o.stasis));
    assert!(o.teleport >= 0 && o.thrust >= 0);
}

fuzz_target!(|input: Input| {
    let i = build(&input);
    let sampled = monster::project(&mut Sampler::seed_from_u64(input.seed), &i);
    assert_eq!(sampled.is_ok(), valid(&i), "validation: {i:?} -> {sampled:?}");
    let Ok(o) = sampled else {
        assert!(monster::odds(&i).is_err());
        return;
    };
    check(&i, &o);
    if i.dam <= 600 {
        let odds = monster::odds(&i).expect("exact odds of a valid input");
        let sum: BigUint = odds.weights().map(|(_, w)| w).sum();
        assert_eq!(sum, odds.total(), "odds do not sum to 1: {i:?}");
        assert!(
            odds.probability(&o) > BigRational::from_integer(0.into()),
            "sample outside the support: {i:?} -> {o:?}"
        );
        for v in odds.support() {
            check(&i, v);
        }
        assert_eq!(monster::kill_chance(&i).expect("kill chance"), odds.probability_where(|v| v.killed));
        assert_eq!(monster::mean_damage(&i).expect("mean"), odds.map(|v| v.damage).mean());
    }
});
