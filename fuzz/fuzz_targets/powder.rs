//! `powder`: POWDER's to-hit and damage procedure (`roguerules_melee::powder`,
//! seed 001, RULINGS W1-W7) on structured attack inputs with any field values
//! (issue 6).
//!
//! With `fold` the numbers are brought into small valid ranges (so the exact
//! enumerations fit their budgets); without it they are used as given.
//!
//! Invariants:
//!
//! * `AttackInput::validate` accepts exactly the bounds documented on `Limits`
//!   (levels 0..=1000, bonuses, enchantments, ACs within +-1000, at most 4
//!   enchantments, 16 damage types, 32 vulnerabilities, 10 material
//!   vulnerabilities, armour skills 0..=10, armour only in slots the defender
//!   has); `attack`, `hit_chance` and `damage_distribution` refuse anything else
//!   with `OutOfRange`/`NoSlot`, and on valid input fail only with the documented
//!   `Dice` (multiplied dice past the dice crate's bounds), `Budget` (exact odds)
//!   or budget errors;
//! * a sampled attack is self-consistent: the forced miss (W1) and forced hit,
//!   the modifier's rolls (one plus one per skill level, 1..=max bonus, none when
//!   the maximum bonus is not positive, W2) and adjustments, the attack roll, the
//!   AC roll's parts (worn rolls within the armour AC plus skill, W3; the shield
//!   parry; the natural roll; the lower third rounded up, W4), the hit test, the
//!   critical threat only after a 20 that hit, avoidance only for unforced hits,
//!   damage exactly when the hit landed;
//! * multipliers: the attack's is its start (1, or 2 for a charge) or one more
//!   after a raised threat; each damage type's is that (0 when resisted) plus its
//!   vulnerabilities and the material ones; the dice are the basic dice multiplied
//!   and roll within their range; the enchant bonus has `multiplier` rolls in
//!   1..=|enchantment x multiplier|, signed, and keeps the highest (W6);
//! * damage: the reduction is the lower of two rolls in 0..=(AC roll - 10) (W5),
//!   each type's damage is `minimum_damage` (never negative, at least 1 when the
//!   roll was positive, never more than it), the total is their sum;
//! * `hit_chance`: the parts lie in [0, 1] and sum to exactly 1, `critical <=
//!   hit`, the forced miss is 1 (Off Balance), 1/20 or 0 as W1 says; the sampled
//!   result has positive exact probability, and the sampled modifier and AC roll
//!   lie in `modifier_pmf` and `ac_pmf`; `hit_chance_enumerated` equals it when
//!   the enumeration fits its budget (300 leaves; not started where a lower
//!   bound on its paths written from seed 001 passes them, a bound checked on 1
//!   input in 256); `hit_chance` is computed when
//!   the ACs and the bonuses each sum to at most 30 (every folded input) and on
//!   1 input in 64 otherwise;
//! * the struck part, each damage type's multiplier and the threat are written
//!   out from seed 001's text here (a missing slot goes to the body; a
//!   resistance sets the multiplier to 0, each vulnerability adds one; a threat
//!   roll of 20 raises, of 1 never, else `roll + modifier - 10 >= AC roll`), and
//!   `struck_part`, `type_multiplier` and `raises` agree with them;
//! * `damage_distribution` (within a budget of up to 400 leaves): sums to 1, no negative damage, the
//!   sampled total damage has positive probability, and no damage is at least as
//!   likely as not landing a hit;
//! * a scripted roller with arbitrary answers gives an outcome with the same
//!   invariants or a roll error, never a panic; outcomes print;
//! * the steps and helpers that take plain data (`roll_modifier`, `roll_ac`,
//!   `roll_damage` on unchecked inputs; `combine`, `raises`, `minimum_damage`,
//!   `reduction_before`, `roll_enchant`, `skill_roll` on any numbers) never
//!   panic: the third of W4 rounds up, damage is never negative, enchant rolls keep
//!   the enchantment's sign, too large a multiplier or AC is a typed error.
#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use roguerules_dice::{BigInt, BigRational, BigUint, Budget, DiceExpr, Prob, Sampler, Scripted, Step};
use roguerules_melee::powder::ac_roll::{combine, parry_chance, roll_ac, skill_roll, struck_part};
use roguerules_melee::powder::attack_roll::roll_modifier;
use roguerules_melee::powder::damage::{
    MAX_MULTIPLIER, minimum_damage, reduction_before, roll_damage, roll_enchant, type_multiplier,
};
use roguerules_melee::powder::threat::raises;
use roguerules_melee::powder::{
    ArmourPiece, AttackInput, AttackKind, AttackOutcome, Attacker, AttackerSkill, BodyPart, BodySlots, DamageDice,
    DamageType, DamageTypes, Defences, Defender, ForcedHit, ForcedMiss, HitResult, Limits, PowderError, RelativeSize,
    Weapon, attack, damage_distribution, hit_chance, hit_chance_enumerated, odds,
};

#[derive(Arbitrary, Debug, Clone, Copy)]
struct PieceIn {
    ac: i64,
    skill: u32,
}

#[derive(Arbitrary, Debug, Clone, Copy)]
struct DiceIn {
    damage_type: u8,
    count: u16,
    sides: u32,
    constant: i64,
    /// 0 all dice, 1 keep highest, 2 keep lowest (modulo 3); how many from the rest.
    keep: u8,
}

#[derive(Arbitrary, Debug)]
struct Input {
    seed: u64,
    /// Bring the numbers into small valid ranges.
    fold: bool,
    kind: u8,
    charge: bool,
    relative_size: u8,
    target_unseen: bool,
    natural_enemy: bool,
    material_vulnerabilities: u32,
    physical_level: i64,
    magical_level: i64,
    /// Bit 3: a monster; else bits 0-2 are the avatar's three skills.
    skill: u8,
    off_balance: bool,
    true_aim: bool,
    attacker_in_tree: bool,
    natural_bonus: i64,
    /// `enchantments_len % 6` of them, cycling.
    enchantments: [i64; 2],
    enchantments_len: u8,
    /// `damage_len % 19` damage types, cycling.
    damage: [DiceIn; 2],
    damage_len: u8,
    monster: bool,
    slots: u8,
    /// Head, neck, body, feet, shield.
    pieces: [Option<PieceIn>; 5],
    natural_ac: i64,
    resistances: u8,
    /// `vulnerabilities_len % 36` of them, cycling.
    vulnerabilities: [u8; 2],
    vulnerabilities_len: u8,
    defences: u8,
    moved_last_turn: bool,
    immobile: bool,
    defender_in_tree: bool,
    /// Leaves for `damage_distribution` (modulo `DISTRIBUTION_LEAVES`, at least 1).
    budget: u16,
    /// Plain numbers for the helpers that take them: (a, b, skill, multiplier).
    raw: (i64, i64, u32, u32),
    /// Answers for a scripted run: bit 7 set is a flag (bit 0), else `b % 25`.
    script: [u8; 12],
}

/// The leaves `hit_chance_enumerated` may take here (speed).
const ENUMERATION_LEAVES: u64 = 300;

/// The most leaves `damage_distribution` is given here (speed: its work grows
/// with them; past them it is a budget error, which is checked too).
const DISTRIBUTION_LEAVES: u16 = 400;

fn zero() -> Prob {
    BigRational::from_integer(BigInt::from(0))
}

fn one() -> Prob {
    BigRational::from_integer(BigInt::from(1))
}

fn ratio(n: i64, d: i64) -> Prob {
    BigRational::new(BigInt::from(n), BigInt::from(d))
}

/// With `fold`, `v` brought into `lo..=hi`.
fn small(fold: bool, v: i64, lo: i64, hi: i64) -> i64 {
    if fold { lo + v.rem_euclid(hi - lo + 1) } else { v }
}

fn within(v: i64, lo: i64, hi: i64) -> bool {
    (lo..=hi).contains(&v)
}

fn cycle<T: Clone>(items: &[T], len: u8, modulo: u8) -> Vec<T> {
    (0..usize::from(len % modulo)).map(|i| items[i % items.len()].clone()).collect()
}

fn dice(f: bool, d: &DiceIn) -> Option<DamageDice> {
    let (count, sides, constant) = if f {
        (1 + u32::from(d.count % 2), 1 + d.sides % 3, small(true, d.constant, -1, 1))
    } else {
        (u32::from(d.count), d.sides, d.constant)
    };
    let mut text = format!("{count}d{sides}");
    let kept = 1 + u32::from(d.keep / 3) % count.max(1);
    match d.keep % 3 {
        1 => text += &format!("kh{kept}"),
        2 => text += &format!("kl{kept}"),
        _ => {}
    }
    match constant {
        0 => {}
        c if c > 0 => text += &format!("+{c}"),
        c => text += &format!("-{}", c.unsigned_abs()),
    }
    // Out-of-bounds dice (0 dice, no sides, huge numbers) are not expressions.
    let expr: DiceExpr = text.parse().ok()?;
    Some(DamageDice::new(DamageType::ALL[usize::from(d.damage_type % 8)], expr))
}

fn build(i: &Input) -> AttackInput {
    let f = i.fold;
    let kinds = [AttackKind::Melee, AttackKind::Thrown, AttackKind::Spell, AttackKind::Wand, AttackKind::Other];
    let sizes = [RelativeSize::Smaller, RelativeSize::Similar, RelativeSize::Larger];
    let skill = if i.skill & 8 != 0 {
        AttackerSkill::Monster
    } else {
        AttackerSkill::Avatar {
            attack_type: i.skill & 1 != 0,
            size_or_ranged: i.skill & 2 != 0,
            special: i.skill & 4 != 0,
        }
    };
    let piece = |p: Option<PieceIn>| {
        p.map(|p| ArmourPiece { ac: small(f, p.ac, -1, 3), skill: if f { p.skill % 4 } else { p.skill } })
    };
    let [head, neck, body, feet, shield] = i.pieces.map(piece);
    let damage: Vec<DamageDice> = i.damage.iter().filter_map(|d| dice(f, d)).collect();
    let damage = if damage.is_empty() { Vec::new() } else { cycle(&damage, i.damage_len, 19) };
    let vulnerabilities: Vec<DamageType> =
        cycle(&i.vulnerabilities.map(|v| DamageType::ALL[usize::from(v % 8)]), i.vulnerabilities_len, 36);
    AttackInput {
        kind: kinds[usize::from(i.kind) % kinds.len()],
        charge: i.charge,
        relative_size: sizes[usize::from(i.relative_size) % sizes.len()],
        target_unseen: i.target_unseen,
        natural_enemy: i.natural_enemy,
        material_vulnerabilities: if f { i.material_vulnerabilities % 2 } else { i.material_vulnerabilities },
        attacker: Attacker {
            physical_level: small(f, i.physical_level, 0, 3),
            magical_level: small(f, i.magical_level, 0, 3),
            skill,
            off_balance: i.off_balance,
            true_aim: i.true_aim,
            in_tree: i.attacker_in_tree,
        },
        weapon: Weapon {
            natural_bonus: small(f, i.natural_bonus, -2, 2),
            enchantments: cycle(&i.enchantments.map(|e| small(f, e, -1, 1)), i.enchantments_len, 6),
            damage: if f { damage.into_iter().take(2).collect() } else { damage },
        },
        defender: Defender {
            monster: i.monster,
            slots: BodySlots::from_bits_retain(i.slots),
            head,
            neck,
            body,
            feet,
            shield,
            natural_ac: small(f, i.natural_ac, -1, 3),
            resistances: DamageTypes::from_bits_retain(i.resistances),
            vulnerabilities: if f { vulnerabilities.into_iter().take(2).collect() } else { vulnerabilities },
            defences: Defences::from_bits_retain(i.defences),
            moved_last_turn: i.moved_last_turn,
            immobile: i.immobile,
            in_tree: i.defender_in_tree,
        },
    }
}

/// The bounds documented on `Limits` and `AttackInput::validate`.
fn valid(i: &AttackInput) -> bool {
    let (l, v) = (Limits::LEVEL, Limits::VALUE);
    let piece_ok = |p: &ArmourPiece| within(p.ac, -v, v) && p.skill <= Limits::SKILL;
    let d = &i.defender;
    within(i.attacker.physical_level, 0, l)
        && within(i.attacker.magical_level, 0, l)
        && within(i.weapon.natural_bonus, -v, v)
        && i.weapon.enchantments.len() <= Limits::ENCHANTMENTS
        && i.weapon.enchantments.iter().all(|&e| within(e, -v, v))
        && i.weapon.damage.len() <= Limits::DAMAGE_TYPES
        && i.material_vulnerabilities <= Limits::MATERIAL_VULNERABILITIES
        && within(d.natural_ac, -v, v)
        && d.vulnerabilities.len() <= Limits::VULNERABILITIES
        && BodyPart::ALL.iter().all(|&p| d.armour(p).is_none_or(|a| d.slots.contains(p.slot()) && piece_ok(&a)))
        && d.shield.is_none_or(|s| piece_ok(&s))
}

fn input_error(e: &PowderError) -> bool {
    matches!(e, PowderError::OutOfRange { .. } | PowderError::NoSlot { .. })
}

/// The largest multiplier any damage type can get: a charge, a raised threat,
/// every vulnerability and every material vulnerability.
fn max_type_multiplier(i: &AttackInput) -> u32 {
    2 + 1 + i.defender.vulnerabilities.len() as u32 + i.material_vulnerabilities
}

/// The errors a valid input may still give while rolling.
fn rolling_error(i: &AttackInput, e: &PowderError) {
    match e {
        PowderError::Dice { multiplier, .. } => {
            assert!(*multiplier <= max_type_multiplier(i), "multiplier {multiplier} above its bound: {e}");
        }
        other => panic!("attack on a valid input: {other:?}"),
    }
}

/// Everything a single outcome must satisfy, whatever the rolls were.
fn check_outcome(o: &AttackOutcome, i: &AttackInput) {
    assert!(!format!("{o}").is_empty());
    let start = if i.charge { 2 } else { 1 };
    assert_eq!((o.kind, o.start_multiplier), (i.kind, start));
    assert!((1..=20).contains(&o.hit_roll), "hitroll {}", o.hit_roll);
    let physical = matches!(i.kind, AttackKind::Melee | AttackKind::Thrown);
    let forced_miss = if !physical {
        None
    } else if i.attacker.off_balance {
        Some(ForcedMiss::OffBalance)
    } else if o.hit_roll == 1 {
        Some(ForcedMiss::NaturalOne)
    } else {
        None
    };
    assert_eq!(o.forced_miss, forced_miss, "W1");
    if forced_miss.is_some() {
        assert_eq!(o.result(), HitResult::ForcedMiss);
        assert!(o.modifier.is_none() && o.attack_roll.is_none() && o.ac.is_none() && !o.hit, "{o:?}");
        assert!(o.threat.is_none() && o.avoidance_checks.is_empty() && o.damage.is_none());
        assert_eq!(o.multiplier, start);
        return;
    }
    let forced_hit = if o.hit_roll == 20 {
        Some(ForcedHit::NaturalTwenty)
    } else if i.attacker.true_aim {
        Some(ForcedHit::TrueAim)
    } else {
        None
    };
    assert_eq!(o.forced_hit, forced_hit);

    // The modifier (W2).
    let m = o.modifier.as_ref().expect("a modifier unless a forced miss");
    let level = match i.kind {
        AttackKind::Melee | AttackKind::Thrown => i.attacker.physical_level,
        AttackKind::Spell => i.attacker.magical_level,
        AttackKind::Wand => i.attacker.physical_level + i.attacker.magical_level,
        AttackKind::Other => 0,
    };
    assert_eq!(m.level, level);
    assert_eq!(m.skill_level, i.attacker.skill.level(i.kind));
    assert!(m.skill_level <= 3);
    assert_eq!(m.max_bonus, m.level + m.natural_bonus + m.magic_bonus + i64::from(m.skill_level));
    if m.max_bonus >= 1 {
        assert_eq!(m.rolls.len(), m.skill_level as usize + 1, "W2: one roll plus one per skill level");
        assert!(m.rolls.iter().all(|&r| (1..=m.max_bonus).contains(&r)), "{m:?}");
    } else {
        assert!(m.rolls.is_empty(), "W2: no rolls for a maximum bonus of {}", m.max_bonus);
    }
    assert_eq!(m.best, m.rolls.iter().copied().max().unwrap_or(0));
    assert_eq!(m.unseen, if i.target_unseen { -4 } else { 0 });
    assert_eq!(m.natural_enemy, if i.natural_enemy { 4 } else { 0 });
    let tree = i.kind == AttackKind::Thrown && i.attacker.in_tree && !i.defender.in_tree;
    assert_eq!(m.tree, if tree { 4 } else { 0 });
    assert_eq!(m.total, m.best + m.unseen + m.tree + m.natural_enemy);
    let attack = o.attack_roll.expect("attack roll");
    assert_eq!(attack, o.hit_roll + m.total - 10);

    // The AC roll (W3, W4).
    let ac = o.ac.as_ref().expect("an AC roll unless a forced miss");
    // Seed 001: "If the target doesn't have that equipment slot, it goes to
    // body, whether or not they have a body armor slot."
    let slots = i.defender.slots;
    let struck = match ac.part_rolled {
        BodyPart::Head if slots.contains(BodySlots::HEAD) => BodyPart::Head,
        BodyPart::Neck if slots.contains(BodySlots::NECK) => BodyPart::Neck,
        BodyPart::Feet if slots.contains(BodySlots::FEET) => BodyPart::Feet,
        _ => BodyPart::Body,
    };
    assert_eq!(ac.part, struck, "the struck part (seed 001)");
    assert_eq!(struck_part(i, ac.part_rolled), struck);
    let worn_skill = i.defender.armour(ac.part).map_or(0, |p| i.defender.skill_for(p));
    assert_eq!(ac.worn_ac, i.defender.armour(ac.part).map_or(0, |p| p.ac + i64::from(worn_skill)));
    if ac.worn_ac < 1 {
        assert!(ac.worn_rolls.is_empty() && ac.worn_roll == 0, "{ac:?}");
    } else {
        assert_eq!(ac.worn_rolls.len(), if worn_skill == 1 { 1 } else { 2 }, "W3");
        assert!(ac.worn_rolls.iter().all(|&r| (1..=ac.worn_ac).contains(&r)));
        let kept = if worn_skill == 0 { ac.worn_rolls.iter().min() } else { ac.worn_rolls.iter().max() };
        assert_eq!(Some(&ac.worn_roll), kept, "W3");
    }
    match (&ac.shield, i.defender.shield) {
        (None, None) => {}
        (Some(s), Some(piece)) => {
            let skill = i.defender.skill_for(piece);
            assert_eq!(s.parry_chance, parry_chance(skill));
            assert_eq!(s.ac, piece.ac + i64::from(skill));
            if !s.parried || s.ac < 1 {
                assert!(s.rolls.is_empty() && s.roll == 0, "{s:?}");
            } else {
                assert!(s.rolls.iter().all(|&r| (1..=s.ac).contains(&r)) && s.rolls.contains(&s.roll), "{s:?}");
            }
        }
        (s, p) => panic!("shield roll {s:?} for shield {p:?}"),
    }
    assert_eq!(ac.worn_total, ac.worn_roll + ac.shield.as_ref().map_or(0, |s| s.roll));
    assert_eq!(ac.natural_ac, i.defender.natural_ac);
    if ac.natural_ac < 1 {
        assert_eq!(ac.natural_roll, 0);
    } else {
        assert!((1..=ac.natural_ac).contains(&ac.natural_roll));
    }
    assert_eq!((ac.lower_third, ac.total), combine(ac.worn_total, ac.natural_roll), "W4");
    assert!(ac.total >= ac.worn_total.max(ac.natural_roll));

    // Hit, threat, avoidance.
    assert_eq!(o.hit, forced_hit.is_some() || attack >= ac.total);
    assert_eq!(o.threat.is_some(), o.hit && o.hit_roll == 20, "a threat only after a 20 that hit");
    let raised = o.threat.as_ref().is_some_and(|t| t.raised);
    if let Some(t) = &o.threat {
        assert!((1..=20).contains(&t.roll));
        assert_eq!(t.attack, t.roll + m.total - 10);
        assert_eq!(t.raised, t.roll == 20 || (t.roll != 1 && t.attack >= ac.total));
    }
    assert_eq!(o.multiplier, start + u32::from(raised), "the attack's multiplier");
    if !o.hit || forced_hit.is_some() {
        assert!(o.avoidance_checks.is_empty() && o.avoided_by.is_none(), "avoidance of a forced hit or miss");
    } else {
        let last_avoided = o.avoidance_checks.last().filter(|c| c.avoided).map(|c| c.skill);
        assert_eq!(o.avoided_by, last_avoided);
        assert!(o.avoidance_checks.iter().rev().skip(1).all(|c| !c.avoided), "a check after an avoidance");
        if i.defender.immobile {
            assert!(o.avoidance_checks.is_empty(), "an immobile target avoided");
        }
    }
    assert_eq!(o.damage.is_some(), o.landed(), "damage exactly when the hit landed");

    // Damage (W5, W6).
    let Some(d) = &o.damage else { return };
    assert_eq!(d.reduction.before, reduction_before(ac.total));
    assert!(d.reduction.before >= 0);
    if d.reduction.before == 0 {
        assert!(d.reduction.rolls.is_empty() && d.reduction.after == 0);
    } else {
        assert_eq!(d.reduction.rolls.len(), 2, "W5: two rolls");
        assert!(d.reduction.rolls.iter().all(|&r| (0..=d.reduction.before).contains(&r)));
        assert_eq!(Some(&d.reduction.after), d.reduction.rolls.iter().min());
    }
    assert_eq!(d.types.len(), i.weapon.damage.len());
    let enchantment: i64 = i.weapon.enchantments.iter().sum();
    for (t, dd) in d.types.iter().zip(&i.weapon.damage) {
        assert_eq!((t.damage_type, &t.base), (dd.damage_type, &dd.dice));
        // Seed 001: "A resistance sets the multiplier to 0 ... Each vulnerability
        // (including gold, silver, and Earth Elementals ...) then raises the
        // multiplier by one."
        let resisted = i.defender.resistances.contains(dd.damage_type.flag());
        let own = i.defender.vulnerabilities.iter().filter(|&&v| v == dd.damage_type).count();
        let vulns = u32::try_from(own).expect("at most 32") + i.material_vulnerabilities;
        let mult = if resisted { 0 } else { o.multiplier } + vulns;
        assert_eq!((t.resisted, t.vulnerabilities, t.multiplier), (resisted, vulns, mult), "seed 001 multiplier");
        assert_eq!(type_multiplier(i, dd.damage_type, o.multiplier), (resisted, vulns, mult));
        assert!(t.multiplier <= max_type_multiplier(i), "type multiplier {}", t.multiplier);
        let want = if mult == 1 { dd.dice.clone() } else { dd.dice.multiply(mult).expect("the dice were multiplied") };
        assert_eq!(t.dice, want);
        assert!((t.dice.min()..=t.dice.max()).contains(&t.rolled), "{} rolled {}", t.dice, t.rolled);
        assert_eq!(t.enchant_max, enchantment * i64::from(mult));
        if t.enchant_max == 0 {
            assert!(t.enchant_rolls.is_empty() && t.enchant_bonus == 0);
        } else {
            assert_eq!(t.enchant_rolls.len(), mult.max(1) as usize, "W6: one roll per multiplier");
            let mag = t.enchant_max.abs();
            assert!(
                t.enchant_rolls.iter().all(|&r| (1..=mag).contains(&r.abs()) && (r < 0) == (t.enchant_max < 0)),
                "W6: {t:?}"
            );
            assert_eq!(Some(&t.enchant_bonus), t.enchant_rolls.iter().max());
        }
        assert_eq!(t.before_reduction, t.rolled + t.enchant_bonus);
        assert_eq!(t.damage, minimum_damage(t.before_reduction, d.reduction.after));
        assert!(t.damage >= 0 && t.damage <= t.before_reduction.max(0), "{t:?}");
        if t.before_reduction > 0 {
            assert!(t.damage >= 1);
        }
    }
    assert_eq!(d.total, d.types.iter().map(|t| t.damage).sum::<i64>());
}

/// The largest sum of ACs, and of bonuses, whose closed-form odds are computed
/// on every input (speed: their cost grows with both; every folded input is
/// below it).
const QUICK: i64 = 30;

/// Whether the closed-form odds are quick for this input (large bonuses and ACs
/// take up to seconds under the sanitizer; they are still checked on 1 in 64 of
/// such inputs).
fn quick(i: &AttackInput, seed: u64) -> bool {
    let d = &i.defender;
    let acs = BodyPart::ALL.iter().filter_map(|&p| d.armour(p)).chain(d.shield).map(|p| p.ac.max(0)).sum::<i64>();
    let bonus = i.attacker.physical_level
        + i.attacker.magical_level
        + i.weapon.natural_bonus.max(0)
        + i.weapon.enchantments.iter().map(|e| e.max(&0)).sum::<i64>();
    (acs + d.natural_ac.max(0) <= QUICK && bonus <= QUICK) || seed.is_multiple_of(64)
}

fn check_hit_chance(i: &AttackInput, o: &AttackOutcome, seed: u64) -> Option<odds::HitChance> {
    let h = match hit_chance(i) {
        Ok(h) => h,
        Err(PowderError::Budget(_)) => return None,
        Err(e) => panic!("hit_chance of a valid input: {e:?}"),
    };
    let parts = [&h.forced_miss, &h.miss, &h.avoided, &h.hit, &h.critical];
    assert!(parts.iter().all(|p| zero() <= **p && **p <= one()), "{h:?}");
    assert_eq!(&h.forced_miss + &h.miss + &h.avoided + &h.hit, one(), "hit chance parts do not sum to 1: {h:?}");
    assert!(h.critical <= h.hit, "critical above hit: {h:?}");
    let physical = matches!(i.kind, AttackKind::Melee | AttackKind::Thrown);
    let fm = if !physical {
        zero()
    } else if i.attacker.off_balance {
        one()
    } else {
        ratio(1, 20)
    };
    assert_eq!(h.forced_miss, fm, "W1");
    let p = match o.result() {
        HitResult::ForcedMiss => &h.forced_miss,
        HitResult::Miss => &h.miss,
        HitResult::Avoided => &h.avoided,
        HitResult::Hit { critical } => {
            if critical {
                assert!(h.critical > zero(), "sampled a critical of probability 0");
            }
            &h.hit
        }
    };
    assert!(*p > zero(), "sampled result {:?} has probability 0: {h:?}", o.result());
    if let (Some(m), Some(a)) = (&o.modifier, &o.ac) {
        if let Ok(mp) = odds::modifier_pmf(i, Budget::leaves(2_000)) {
            assert!(mp.probability(&m.total) > zero(), "modifier {} not in its pmf", m.total);
        }
        if let Ok(ap) = odds::ac_pmf(i, Budget::leaves(2_000)) {
            assert!(ap.probability(&a.total) > zero(), "AC roll {} not in its pmf", a.total);
        }
    }
    // (The enumeration is checked where it fits 300 leaves: folded inputs with
    // few modifier and AC rolls; at 3 000 it took over half of the target's time.
    // Where its paths surely pass them it is not started: it would only run into
    // its budget. That bound is checked on 1 input in 256.)
    let at_least = enumeration_paths_at_least(i);
    if at_least <= u128::from(ENUMERATION_LEAVES) || seed % 256 == 1 {
        match hit_chance_enumerated(i, Budget { leaves: ENUMERATION_LEAVES, depth: 64 }) {
            Ok(e) => {
                assert!(at_least <= u128::from(ENUMERATION_LEAVES), "{at_least} paths fit {ENUMERATION_LEAVES} leaves");
                assert_eq!(e, h, "hit_chance vs the enumeration of to_hit");
            }
            Err(PowderError::Budget(_)) => {}
            Err(e) => panic!("enumerating to_hit: {e:?}"),
        }
    }
    Some(h)
}

/// A lower bound on the paths of draws `hit_chance_enumerated` walks (each is a
/// leaf of its budget), written from seed 001's procedure: the hitroll's 20
/// faces; on each that is not a forced miss (W1: Off Balance, or a natural 1,
/// for melee and thrown attacks) the modifier's rolls, one plus one per skill
/// level, each of 1..=maximum bonus (W2; none when that is below 1), and the
/// natural AC roll of 1..=natural AC (the body part, worn and shield rolls can
/// only add paths). Saturating.
fn enumeration_paths_at_least(i: &AttackInput) -> u128 {
    let going_on: u128 = if !i.kind.is_physical() {
        20
    } else if i.attacker.off_balance {
        0
    } else {
        19
    };
    let a = &i.attacker;
    let level = match i.kind {
        AttackKind::Melee | AttackKind::Thrown => a.physical_level,
        AttackKind::Spell => a.magical_level,
        AttackKind::Wand => a.physical_level.saturating_add(a.magical_level),
        AttackKind::Other => 0,
    };
    let skill = a.skill.level(i.kind);
    let enchantment = i.weapon.enchantments.iter().fold(0i64, |t, e| t.saturating_add(*e));
    let max_bonus =
        level.saturating_add(i.weapon.natural_bonus).saturating_add(enchantment).saturating_add(i64::from(skill));
    let faces = |n: i64| u128::try_from(n.max(1)).unwrap_or(1);
    let modifier = if max_bonus >= 1 { faces(max_bonus).saturating_pow(skill + 1) } else { 1 };
    (20 - going_on).saturating_add(going_on.saturating_mul(modifier).saturating_mul(faces(i.defender.natural_ac)))
}

fn check_damage_distribution(i: &AttackInput, leaves: u64, o: &AttackOutcome, h: Option<&odds::HitChance>) {
    let pmf = match damage_distribution(i, Budget { leaves, depth: 128 }) {
        Ok(p) => p,
        Err(PowderError::Budget(_)) => return,
        Err(e) => {
            rolling_error(i, &e);
            return;
        }
    };
    let sum: BigUint = pmf.weights().map(|(_, w)| w).sum();
    assert_eq!(sum, pmf.total(), "damage distribution does not sum to 1");
    assert!(*pmf.min() >= 0, "negative damage {} in the distribution", pmf.min());
    let total = o.damage.as_ref().map_or(0, |d| d.total);
    assert!(pmf.probability(&total) > zero(), "sampled damage {total} not in the exact support");
    if let Some(h) = h {
        assert!(pmf.probability(&0) >= &h.forced_miss + &h.miss + &h.avoided, "P(no damage) below P(no hit)");
        assert!(pmf.probability_where(|d| *d > 0) <= h.hit);
    }
}

/// The steps and helpers that take plain data (unchecked inputs, any numbers):
/// typed errors or results in range, never a panic.
fn check_raw(seed: u64, i: &AttackInput, (a, b, skill, multiplier): (i64, i64, u32, u32)) {
    let (lo_third, total) = combine(a, b);
    let (lo, hi) = (a.min(b), a.max(b));
    if lo > 0 {
        // (Written without `lo + 2`, which overflows near i64::MAX.)
        assert_eq!(lo_third, lo / 3 + i64::from(lo % 3 != 0), "W4: a third rounded up");
    }
    assert_eq!(total, hi.saturating_add(lo_third));
    // The threat (seed 001): "If the threat roll is 20, or if it is not 1 and
    // (threat roll+modifier-10) >= AC roll from above, we add one".
    let roll = (a & 0x1F) % 21;
    let raised = raises(roll, b, a);
    let attack = i128::from(roll) + i128::from(b) - 10;
    if roll == 20 {
        assert!(raised, "a threat roll of 20 raises");
    } else if roll == 1 {
        assert!(!raised, "a threat roll of 1 never raises");
    } else if i64::try_from(attack).is_ok() {
        assert_eq!(raised, attack >= i128::from(a), "raises({roll}, {b}, {a})");
    }
    if b < i64::MAX {
        assert!(raises(roll, b + 1, a) >= raised, "a larger modifier lowered the threat");
    }
    let m = minimum_damage(a, b);
    assert!(m >= 0, "minimum_damage({a}, {b}) = {m}");
    if b >= 0 {
        assert!(m <= a.max(0), "minimum_damage({a}, {b}) = {m}: more than the damage");
    }
    if a > 0 {
        assert!(m >= 1);
    }
    assert_eq!(reduction_before(a), if a > 10 { a - 10 } else { 0 });
    let mut rng = Sampler::seed_from_u64(seed);
    match roll_enchant(&mut rng, a, multiplier % 1200) {
        Ok((max, rolls, best)) => {
            assert!(multiplier % 1200 <= MAX_MULTIPLIER);
            assert_eq!(max, a.saturating_mul(i64::from(multiplier % 1200)));
            assert!(rolls.iter().all(|r| r.signum() == max.signum() && r.unsigned_abs() <= max.unsigned_abs()));
            assert_eq!(best, rolls.iter().copied().max().unwrap_or(0));
        }
        Err(e) => assert!(matches!(e, PowderError::OutOfRange { field: "multiplier", .. }), "{e:?}"),
    }
    // A skill roll of any AC: in 0..=AC (never a panic).
    let (_, kept) = skill_roll(&mut rng, "fuzz skill roll", a, skill).expect("sampling never fails");
    assert!(kept >= 0 && kept <= a.max(0), "skill roll of AC {a}: {kept}");
    // The steps on the input as given, valid or not.
    let m = roll_modifier(&mut rng, i).expect("modifier");
    assert!(m.rolls.iter().all(|&r| (1..=m.max_bonus).contains(&r)));
    let ac = roll_ac(&mut rng, i).expect("AC roll");
    assert!(ac.total >= ac.worn_total.max(ac.natural_roll));
    match roll_damage(&mut rng, i, b, multiplier) {
        Ok(d) => {
            assert!(d.total >= 0 && d.types.iter().all(|t| t.damage >= 0), "negative damage: {d:?}");
            assert!(d.reduction.after >= 0 && d.reduction.after <= d.reduction.before);
        }
        Err(e) => assert!(
            matches!(e, PowderError::Dice { .. } | PowderError::OutOfRange { field: "multiplier", .. }),
            "roll_damage: {e:?}"
        ),
    }
}

fuzz_target!(|input: Input| {
    let i = build(&input);
    check_raw(input.seed, &i, input.raw);
    let ok = valid(&i);
    match i.validate() {
        Ok(()) => assert!(ok, "validate accepted an invalid input: {i:?}"),
        Err(e) => {
            assert!(!ok && input_error(&e), "validate refused a valid input: {e:?}");
            let sampled = attack(&mut Sampler::seed_from_u64(input.seed), &i);
            assert!(matches!(&sampled, Err(x) if *x == e), "attack: {sampled:?}, validate: {e:?}");
            assert!(matches!(hit_chance(&i), Err(x) if x == e), "hit_chance of an invalid input");
            let d = damage_distribution(&i, Budget { leaves: 100, depth: 8 });
            assert!(matches!(&d, Err(x) if *x == e), "damage_distribution: {d:?}");
            return;
        }
    }

    let o = match attack(&mut Sampler::seed_from_u64(input.seed), &i) {
        Ok(o) => o,
        Err(e) => {
            rolling_error(&i, &e);
            return;
        }
    };
    check_outcome(&o, &i);

    // The same rule under a script of arbitrary answers.
    let steps =
        input.script.map(|b| if b & 0x80 != 0 { Step::from(b & 1 == 1) } else { Step::from(i64::from(b % 25)) });
    match attack(&mut Scripted::new(steps), &i) {
        Ok(s) => check_outcome(&s, &i),
        Err(PowderError::Roll(_)) => {}
        Err(e) => rolling_error(&i, &e),
    }

    let h = if quick(&i, input.seed) { check_hit_chance(&i, &o, input.seed) } else { None };
    let leaves = 1 + u64::from(input.budget % DISTRIBUTION_LEAVES);
    check_damage_distribution(&i, leaves, &o, h.as_ref());
});
