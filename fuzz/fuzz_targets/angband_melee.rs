//! `angband_melee`: Angband 2.7.9v6 melee and missiles (`roguerules_melee::angband`,
//! seed 003) on structured characters, weapons, launchers, missiles and monsters
//! (issue 6).
//!
//! Invariants, for characters built from arbitrary (often invalid) data:
//!
//! * a stat is accepted iff it is 3..=1017; a class/race number maps to a class
//!   iff it is in range; `Character::validate` (and so `Melee::of`) fails iff the
//!   level is outside 1..=50, the stun counter is above 100, the weapon's dice
//!   have no sides, or extra blows (shots) would take a light weapon's blows per
//!   round (a light launcher's shots per turn) past 255 (issue 13: refused, not
//!   clamped);
//! * blows: one bare-handed or with a heavy weapon; otherwise the natural blows
//!   are 1..=the class maximum and the extra blows are added on top;
//! * the hit chance lies in [1/20, 19/20] and equals the exact enumeration of
//!   `hit_test`;
//! * the critical odds sum to exactly 1 and equal the enumeration of `critical`;
//! * a sampled blow: damage >= 0, 0 on a miss, `1 + to-dam` (at least 0)
//!   bare-handed, the dice within their range and the slay multiplier the
//!   weapon's; when the dice are small enough, the exact blow pmf sums to 1,
//!   contains the sampled damage, has mean `expected_blow_damage` and equals the
//!   enumeration of `blow` (when that fits its budget);
//! * a sampled round: at most `blows` blows, damage their sum, `killed` exactly
//!   when the hit points are passed (and then the round stopped), every blow
//!   when not; for small rounds the round pmf sums to 1 and contains it;
//! * a sampled missile (fired or thrown): damage >= 0, 0 on a miss; for small dice
//!   the missile pmf sums to 1, contains it and equals the enumeration;
//! * the rules also take their plain-data structs (`Melee`, `Missile`) with any
//!   field values and raw skills/armour (every `i32` skill: F3, F4): no panic,
//!   damage >= 0, chances in [1/20, 19/20], odds summing to 1; a launcher
//!   multiplier outside `LAUNCH_MULTIPLIERS` is `AngbandError::Multiplier` (F2);
//!   a hand-built blow's exact odds (small dice) contain the sampled blow, and
//!   its round's exact odds (any number of blows, when this target's bound on
//!   their work, `round_pairs`, is small) come back or are a budget error, and
//!   contain the sampled round (F6). (Issue 27: the rounds of 96-255 blows of
//!   up to 255d13 it computed on 1 input in 32 took 0.1-1.6 s each and raised
//!   the peak memory of long runs; they are no longer computed here.)
#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use roguerules_dice::{BigInt, BigRational, BigUint, Budget, Pmf, Sampler, exact, exact_with};
use roguerules_melee::angband::{
    Ammo, AmmoKind, AngbandError, Blows, Bonus, Character, Class, CritTable, Critical, Dice, Effects, HitRoll,
    LAUNCH_MULTIPLIERS, Launch, Launcher, LauncherKind, Melee, Missile, Monster, MonsterFlags, ObjectKind, Race, Slays,
    Stat, StatError, Thrown, Weapon, WeaponBlow, Weight, blow, blow_damage_pmf, blows, crit_odds, critical,
    expected_blow_damage, heavy, hit_chance, hit_test, kill_chance, kills, melee_round, missile, missile_damage_pmf,
    round_damage_pmf,
};

#[derive(Arbitrary, Debug)]
struct WeaponIn {
    count: u8,
    sides: u8,
    to_hit: i16,
    to_dam: i16,
    weight: u16,
    slays: u16,
    edged: bool,
    blessed: bool,
    extra_blows: u8,
}

#[derive(Arbitrary, Debug)]
struct LauncherIn {
    kind: u8,
    to_hit: i16,
    to_dam: i16,
    weight: u16,
    extra_might: bool,
    extra_shots: u8,
}

#[derive(Arbitrary, Debug)]
struct MissileIn {
    /// Fire from the launcher (else throw).
    fire: bool,
    /// Ammunition kind (fired) or object kind (thrown), taken modulo.
    kind: u8,
    count: u8,
    sides: u8,
    to_hit: i16,
    to_dam: i16,
    weight: u16,
    slays: u16,
    distance: u16,
}

#[derive(Arbitrary, Debug)]
struct MonsterIn {
    ac: u16,
    flags: u16,
    visible: bool,
    hp: Option<u32>,
}

#[derive(Arbitrary, Debug)]
struct CharacterIn {
    class: u8,
    race: u8,
    level: u8,
    str: u16,
    dex: u16,
    armour_to_hit: i16,
    rings: [(i16, i16); 2],
    gloves: (i16, i16),
    effects: u8,
    stun: u16,
    weapon: Option<WeaponIn>,
    launcher: Option<LauncherIn>,
}

/// A `Melee`/`Missile` built field by field, as a C game or a test may.
#[derive(Arbitrary, Debug)]
struct RawIn {
    level: u8,
    skill: i32,
    bonus: i32,
    to_dam: i32,
    blows: u8,
    weapon: Option<(u8, u8, u16, u16, i32)>,
    ac: u16,
    visible: bool,
    multiplier: i64,
    distance: u16,
}

#[derive(Arbitrary, Debug)]
struct Input {
    seed: u64,
    character: CharacterIn,
    monster: MonsterIn,
    missile: MissileIn,
    raw: RawIn,
}

/// Dice whose sum has more outcomes than this are not given to the exact odds
/// here (their rational arithmetic is costly per outcome; speed).
const CHEAP_DICE: u64 = 128;

/// Rounds whose exact odds meet more (total so far, blow) pairs than this, by
/// [`round_pairs`], are not computed here (speed and memory).
const CHEAP_ROUND_PAIRS: u64 = 5_000;

/// An upper bound on the (total so far, one blow's damage) pairs a round's exact
/// odds meet: after `d` blows the totals number at most `d` times one blow's
/// span plus one, and with hit points at most `hp + 1` alive plus the dead ones
/// (up to the largest blow).
fn round_pairs(one: &Pmf<i64>, blows: u8, hp: Option<u32>) -> u64 {
    let values = one.len() as u64;
    let span = one.max().abs_diff(*one.min());
    let largest = one.max().unsigned_abs();
    let mut pairs = 0u64;
    for d in 0..u64::from(blows) {
        let mut totals = span.saturating_mul(d).saturating_add(1);
        if let Some(hp) = hp {
            totals = totals.min(u64::from(hp) + 1 + largest);
        }
        pairs = pairs.saturating_add(totals.saturating_mul(values));
    }
    pairs
}

fn zero() -> BigRational {
    BigRational::from_integer(BigInt::from(0))
}

fn one() -> BigRational {
    BigRational::from_integer(BigInt::from(1))
}

fn cheap(d: Dice) -> bool {
    let (n, s) = (u64::from(d.count), u64::from(d.sides));
    n * s.saturating_sub(1) < CHEAP_DICE
}

fn check_pmf(p: &Pmf<i64>, what: &str) {
    let sum: BigUint = p.weights().map(|(_, w)| w).sum();
    assert_eq!(sum, p.total(), "{what}: probabilities do not sum to 1");
    assert!(*p.min() >= 0, "{what}: negative damage {} in the support", p.min());
}

fn dice_range(d: Dice, rolled: i64) {
    let (n, s) = (i64::from(d.count), i64::from(d.sides));
    if s <= 1 || n == 0 {
        assert_eq!(rolled, n, "{d}: degenerate dice");
    } else {
        assert!((n..=n * s).contains(&rolled), "{d} rolled {rolled}");
    }
}

fn check_hit_chance(skill: i32, ac: u16, visible: bool) -> BigRational {
    let h = hit_chance(skill, ac, visible);
    let (lo, hi) = (BigRational::new(1.into(), 20.into()), BigRational::new(19.into(), 20.into()));
    assert!(lo <= h && h <= hi, "hit_chance({skill}, {ac}, {visible}) = {h} outside [1/20, 19/20]");
    h
}

fn check_crit_odds(table: CritTable, weight: Weight, bonus: i32, level: u8, enumerate: bool) {
    let o = crit_odds(table, weight, bonus, level);
    let n = match table {
        CritTable::Melee => 5,
        CritTable::Missile => 3,
    };
    assert_eq!(o.types.len(), n, "{table:?}: crit types");
    let mut total = o.none.clone();
    assert!(o.none >= zero());
    for (_, p) in &o.types {
        assert!(*p >= zero(), "{table:?}: negative crit probability {p}");
        total += p;
    }
    assert_eq!(total, one(), "{table:?} {weight} {bonus} {level}: crit odds sum to {total}");
    if enumerate {
        let e = exact(|r| critical(r, table, weight, bonus, level)).expect("critical enumerates");
        for outcome in std::iter::once(None).chain(Critical::ALL.iter().copied().map(Some)) {
            assert_eq!(e.probability(&outcome), o.probability(outcome), "{table:?}: P({outcome:?})");
        }
    }
}

fn stat(v: u16) -> Option<Stat> {
    match Stat::from_game(v) {
        Ok(s) => {
            assert!((3..=1017).contains(&v), "stat {v} accepted");
            assert_eq!(s.game_value(), v);
            Some(s)
        }
        Err(StatError::OutOfRange { value }) => {
            assert!(!(3..=1017).contains(&v), "stat {v} refused");
            assert_eq!(value, i64::from(v));
            None
        }
        Err(other) => panic!("stat {v}: {other:?}"),
    }
}

fn character(c: &CharacterIn) -> Option<Character> {
    assert_eq!(Class::from_u8(c.class).is_some(), usize::from(c.class) < Class::ALL.len());
    assert_eq!(Race::from_u8(c.race).is_some(), usize::from(c.race) < Race::ALL.len());
    let class = Class::ALL[usize::from(c.class) % Class::ALL.len()];
    let race = Race::ALL[usize::from(c.race) % Race::ALL.len()];
    let (str, dex) = (stat(c.str), stat(c.dex));
    let mut ch = Character::new(class, str?, dex?);
    ch.race = race;
    ch.level = c.level;
    ch.armour_to_hit = c.armour_to_hit;
    ch.rings = c.rings.map(|(to_hit, to_dam)| Bonus { to_hit, to_dam });
    ch.gloves = Bonus { to_hit: c.gloves.0, to_dam: c.gloves.1 };
    ch.effects = Effects::from_bits_retain(c.effects);
    ch.stun = c.stun;
    ch.weapon = c.weapon.as_ref().map(|w| Weapon {
        dice: Dice { count: w.count, sides: w.sides },
        to_hit: w.to_hit,
        to_dam: w.to_dam,
        weight: Weight::from_tenths(w.weight),
        slays: Slays::from_bits_retain(w.slays),
        edged: w.edged,
        blessed: w.blessed,
        extra_blows: w.extra_blows,
    });
    ch.launcher = c.launcher.as_ref().map(|l| Launcher {
        kind: LauncherKind::ALL[usize::from(l.kind) % LauncherKind::ALL.len()],
        to_hit: l.to_hit,
        to_dam: l.to_dam,
        weight: Weight::from_tenths(l.weight),
        extra_might: l.extra_might,
        extra_shots: l.extra_shots,
    });
    Some(ch)
}

fn check_melee(seed: u64, c: &Character, mon: &Monster) {
    // Extra blows and shots are added to the natural ones, never past 255.
    let blows_fit = c.weapon.is_none_or(|w| {
        let b = blows(c.class, c.str, c.dex, Some((w.weight, 0)));
        b.heavy || u16::from(b.natural) + u16::from(w.extra_blows) <= 255
    });
    let shots_fit = c.launcher.is_none_or(|l| {
        let ranger_bow = c.class == Class::Ranger && l.kind.ammo() == AmmoKind::Arrow;
        let natural = 1 + if ranger_bow { u16::from(c.level >= 20) + u16::from(c.level >= 40) } else { 0 };
        heavy(c.str, l.weight).heavy || natural + u16::from(l.extra_shots) <= 255
    });
    let valid = (1..=50).contains(&c.level)
        && c.stun <= 100
        && c.weapon.is_none_or(|w| !(w.dice.count > 0 && w.dice.sides == 0))
        && blows_fit
        && shots_fit;
    let m = match Melee::of(c) {
        Ok(m) => {
            assert!(valid, "{c:?} accepted");
            m
        }
        Err(e) => {
            assert!(!valid, "{c:?} refused: {e}");
            assert!(
                matches!(
                    e,
                    AngbandError::Level { .. }
                        | AngbandError::KnockedOut { .. }
                        | AngbandError::Dice { .. }
                        | AngbandError::TooManyBlows { .. }
                        | AngbandError::TooManyShots { .. }
                ),
                "{e:?}"
            );
            assert_eq!(c.validate(), Err(e));
            return;
        }
    };

    // Blows.
    let b = m.blows;
    match &c.weapon {
        None => assert_eq!((b.blows, b.heavy), (1, false), "bare hands"),
        Some(_) if b.heavy => assert_eq!(b.blows, 1, "a heavy weapon gets one blow"),
        Some(w) => {
            let max = c.class.table().max_blows;
            assert!((1..=max).contains(&b.natural), "{:?}: {} natural blows, max {max}", c.class, b.natural);
            assert_eq!(u16::from(b.blows), u16::from(b.natural) + u16::from(w.extra_blows), "extra blows, not clamped");
        }
    }

    // The hit test.
    let h = check_hit_chance(m.skill, mon.ac, mon.visible);
    let e = exact(|r| hit_test(r, m.skill, mon.ac, mon.visible).map(HitRoll::hit)).expect("hit test enumerates");
    assert_eq!(e.probability(&true), h, "hit_chance vs hit_test");

    if let Some(w) = &m.weapon {
        check_crit_odds(CritTable::Melee, w.weight, m.bonus, m.level, true);
    }

    // One blow.
    let mut rng = Sampler::seed_from_u64(seed);
    let out = blow(&mut rng, &m, mon).expect("sampling a valid blow");
    assert!(out.damage >= 0, "{out:?}");
    if !out.hit.hit() {
        assert_eq!((out.damage, out.critical), (0, None), "a miss: {out:?}");
    } else if let Some(w) = &m.weapon {
        dice_range(w.dice, out.dice);
        assert_eq!(out.multiplier, w.slays.multiplier(mon.flags));
    } else {
        assert_eq!(out.damage, (1 + i64::from(m.to_dam)).max(0), "bare-handed: {out:?}");
        assert_eq!(out.critical, None);
    }
    let small = m.weapon.as_ref().is_none_or(|w| cheap(w.dice));
    let mut per_blow = usize::MAX;
    if small {
        let pmf = blow_damage_pmf(&m, mon).expect("blow pmf");
        check_pmf(&pmf, "blow");
        per_blow = pmf.len();
        assert!(pmf.probability(&out.damage) > zero(), "sampled blow damage {} not in the pmf", out.damage);
        if seed.is_multiple_of(4) {
            // (It rebuilds the pmf: checked on a quarter of the inputs, for speed.)
            assert_eq!(expected_blow_damage(&m, mon).expect("mean"), pmf.mean());
        }
        match exact_with(Budget { leaves: 4_000, depth: 8 }, |r| blow(r, &m, mon).map(|b| b.damage)) {
            Ok(e) => assert_eq!(e, pmf, "blow_damage_pmf vs enumeration of blow"),
            Err(AngbandError::Budget(_)) => {}
            Err(other) => panic!("enumerating blow: {other}"),
        }
    }

    // One round.
    let round = melee_round(&mut rng, &m, mon).expect("sampling a valid round");
    assert!(!round.blows.is_empty() && round.blows.len() <= usize::from(b.blows), "{} blows", round.blows.len());
    assert_eq!(round.damage, round.blows.iter().map(|b| b.damage).sum::<i64>());
    assert_eq!(round.killed, mon.hp.is_some_and(|hp| kills(hp, round.damage)), "{round:?}");
    if !round.killed {
        assert_eq!(round.blows.len(), usize::from(b.blows), "the round stopped early");
    } else {
        let before: i64 = round.blows[..round.blows.len() - 1].iter().map(|b| b.damage).sum();
        assert!(!kills(mon.hp.expect("killed"), before), "the round went on after the kill");
    }
    // The round pmf is costly (exact rationals per blow and total): small rounds only.
    if small && b.blows <= 3 && per_blow <= 16 {
        let pmf = round_damage_pmf(&m, mon).expect("round pmf");
        check_pmf(&pmf, "round");
        assert!(pmf.probability(&round.damage) > zero(), "sampled round damage {} not in the pmf", round.damage);
        let k = kill_chance(&m, mon).expect("kill chance");
        match mon.hp {
            None => assert_eq!(k, zero(), "kill chance without hit points"),
            Some(hp) => assert_eq!(k, pmf.probability_where(|d| kills(hp, *d)), "kill chance vs round pmf"),
        }
    }
}

fn check_missile(seed: u64, c: &Character, mi: &MissileIn, mon: &Monster) {
    let dice = Dice { count: mi.count, sides: mi.sides };
    let slays = Slays::from_bits_retain(mi.slays);
    let weight = Weight::from_tenths(mi.weight);
    let made = if mi.fire {
        let kind = AmmoKind::ALL[usize::from(mi.kind) % AmmoKind::ALL.len()];
        let ammo = Ammo { kind, dice, to_hit: mi.to_hit, to_dam: mi.to_dam, weight, slays };
        let fits = c.launcher.is_some_and(|l| l.kind.ammo() == kind);
        let r = Missile::fire(c, &ammo);
        if r.is_ok() {
            assert!(fits, "{kind:?} fired from {:?}", c.launcher);
        }
        if !fits {
            assert!(r.is_err(), "{kind:?} fired without a matching launcher");
        }
        r
    } else {
        let kind = ObjectKind::ALL[usize::from(mi.kind) % ObjectKind::ALL.len()];
        Missile::throw(c, &Thrown { kind, dice, to_hit: mi.to_hit, to_dam: mi.to_dam, weight, slays })
    };
    let Ok(m) = made else { return };
    check_hit_chance(m.skill_at(mi.distance), mon.ac, mon.visible);
    check_crit_odds(CritTable::Missile, m.weight, m.crit_bonus, m.level, true);
    let out = missile(&mut Sampler::seed_from_u64(seed), &m, mon, mi.distance).expect("sampling a missile");
    assert!(out.damage >= 0, "{out:?}");
    if !out.hit.hit() {
        assert_eq!((out.damage, out.critical), (0, None), "a miss: {out:?}");
    } else {
        dice_range(m.dice, out.dice);
    }
    if cheap(m.dice) {
        let pmf = missile_damage_pmf(&m, mon, mi.distance).expect("missile pmf");
        check_pmf(&pmf, "missile");
        assert!(pmf.probability(&out.damage) > zero(), "sampled missile damage {} not in the pmf", out.damage);
        match exact_with(Budget { leaves: 4_000, depth: 8 }, |r| missile(r, &m, mon, mi.distance).map(|o| o.damage)) {
            Ok(e) => assert_eq!(e, pmf, "missile_damage_pmf vs enumeration of missile"),
            Err(AngbandError::Budget(_)) => {}
            Err(other) => panic!("enumerating missile: {other}"),
        }
    }
}

/// A hand-built blow's exact odds contain the sampled blow; its round's exact
/// odds (when cheap by [`round_pairs`]) come back or are a budget error, and
/// contain the sampled round (F6).
fn check_raw_round(m: &Melee, mon: &Monster, blow_damage: i64, round_damage: i64) {
    let one = match blow_damage_pmf(m, mon) {
        Ok(one) => one,
        Err(AngbandError::Budget(_)) => return,
        Err(e) => panic!("raw blow pmf: {e}"),
    };
    check_pmf(&one, "raw blow");
    assert!(one.probability(&blow_damage) > zero(), "raw blow damage {blow_damage} not in the pmf");
    if round_pairs(&one, m.blows.blows, mon.hp) > CHEAP_ROUND_PAIRS {
        return;
    }
    match round_damage_pmf(m, mon) {
        Ok(pmf) => {
            check_pmf(&pmf, "raw round");
            assert!(pmf.probability(&round_damage) > zero(), "raw round damage {round_damage} not in the pmf");
        }
        Err(AngbandError::Budget(_)) => {}
        Err(e) => panic!("raw round pmf: {e}"),
    }
}

/// The rules on plain-data structs filled in field by field.
fn check_raw(seed: u64, raw: &RawIn, mon: &Monster) {
    check_hit_chance(raw.skill, raw.ac, raw.visible);
    let mut rng = Sampler::seed_from_u64(seed);
    hit_test(&mut rng, raw.skill, raw.ac, raw.visible).expect("hit test");
    let weapon = raw.weapon.map(|(count, sides, slays, weight, to_dam)| WeaponBlow {
        dice: Dice { count, sides },
        slays: Slays::from_bits_retain(slays),
        weight: Weight::from_tenths(weight),
        to_dam,
    });
    let blows = Blows { blows: raw.blows, heavy: false, asb: 0, swi: 0, natural: raw.blows };
    let m = Melee { level: raw.level, skill: raw.skill, bonus: raw.bonus, to_dam: raw.to_dam, blows, weapon };
    if let Some(w) = &m.weapon {
        check_crit_odds(CritTable::Melee, w.weight, m.bonus, m.level, false);
    }
    let out = blow(&mut rng, &m, mon).expect("blow");
    assert!(out.damage >= 0, "{out:?}");
    let round = melee_round(&mut rng, &m, mon).expect("round");
    assert!(round.damage >= 0 && round.blows.len() <= usize::from(raw.blows));
    // F6: a hand-built round's exact odds (any number of blows) come back or are
    // a budget error, and contain the sampled round. Checked whenever the work is
    // small by this target's own estimate (`round_pairs`; the library refuses
    // large rounds by its own bound): a round of 255 blows of 255d13 (up to a
    // second and a half of big-integer arithmetic, and large transient
    // allocations that raised the peak memory of long runs) is not computed here.
    if m.weapon.is_none_or(|w| cheap(w.dice)) {
        check_raw_round(&m, mon, out.damage, round.damage);
    }
    let mi = Missile {
        level: raw.level,
        skill: raw.skill,
        crit_bonus: raw.bonus,
        dice: m.weapon.map_or(Dice { count: 1, sides: 4 }, |w| w.dice),
        slays: m.weapon.map_or(Slays::empty(), |w| w.slays),
        weight: m.weapon.map_or(Weight::from_tenths(10), |w| w.weight),
        // Any multiplier: outside LAUNCH_MULTIPLIERS it is a typed error (F2).
        launch: if raw.multiplier % 2 == 0 {
            Launch::Fire { multiplier: raw.multiplier, to_dam: raw.to_dam }
        } else {
            Launch::Throw { to_dam: raw.to_dam }
        },
    };
    check_crit_odds(CritTable::Missile, mi.weight, mi.crit_bonus, mi.level, false);
    match (mi.launch, missile(&mut rng, &mi, mon, raw.distance)) {
        (Launch::Fire { multiplier, .. }, Err(AngbandError::Multiplier { multiplier: m }))
            if !LAUNCH_MULTIPLIERS.contains(&multiplier) =>
        {
            assert_eq!(m, multiplier);
            assert!(matches!(missile_damage_pmf(&mi, mon, raw.distance), Err(AngbandError::Multiplier { .. })));
        }
        (_, Err(AngbandError::Dice { .. })) => assert!(mi.dice.count > 0 && mi.dice.sides == 0, "{mi:?}"),
        (_, Ok(out)) => {
            assert!(out.damage >= 0, "{out:?}");
            if mi.dice.count <= 4 && seed.is_multiple_of(4) {
                let pmf = missile_damage_pmf(&mi, mon, raw.distance).expect("raw missile pmf");
                check_pmf(&pmf, "raw missile");
                assert!(pmf.probability(&out.damage) > zero(), "raw missile damage {} not in the pmf", out.damage);
            }
        }
        (launch, Err(e)) => panic!("raw missile ({launch:?}): {e}"),
    }
}

fuzz_target!(|input: Input| {
    let mon = Monster {
        ac: input.monster.ac,
        flags: MonsterFlags::from_bits_retain(input.monster.flags),
        visible: input.monster.visible,
        hp: input.monster.hp,
    };
    if let Some(c) = character(&input.character) {
        check_melee(input.seed, &c, &mon);
        if c.validate().is_ok() {
            check_missile(input.seed, &c, &input.missile, &mon);
        }
    }
    check_raw(input.seed, &input.raw, &mon);
});
