//! The C API gives the Rust API's answers: with the built-in generator, a seed
//! replays exactly what `Sampler::seed_from_u64` gives the rule crates; and an
//! `rr_roller` callback backed by the same sampler's `uniform` reproduces it
//! draw for draw, because the C API lowers every draw onto `uniform` exactly as
//! the sampler does (roguerules-dice `sampler.rs`).

// The bench's inputs (seed 001's charge), shared with the bench and the example.
#[allow(dead_code)]
#[path = "../benches/blow_setup/mod.rs"]
mod blow_setup;

use proptest::prelude::*;
use roguerules::angband::{
    rr_ang_attack, rr_ang_blow, rr_ang_character, rr_ang_melee, rr_ang_melee_of, rr_ang_monster, rr_ang_profile_blow,
    rr_ang_profile_free, rr_ang_profile_new,
};
use roguerules::traps::{rr_chest_open, rr_trap_outcome, rr_trap_player};
use roguerules::{
    rr_dice, rr_dice_free, rr_dice_parse, rr_dice_roll, rr_random, rr_rng, rr_rng_free, rr_rng_new, rr_roller,
    rr_status,
};
use roguerules_dice::{DiceExpr, Roller, Sampler};
use roguerules_melee::angband::{
    self as ang, Character, Class, Dice, Melee, Monster, MonsterFlags, Race, Stat, Weapon,
};
use roguerules_traps::{Depth, Player};
use std::ffi::{CString, c_void};

/// A game's `rand_range` backed by a roguerules sampler.
unsafe extern "C" fn sampler_uniform(user: *mut c_void, lo: i32, hi: i32) -> i32 {
    // SAFETY: the tests pass a live `Sampler` as `user`.
    let s = unsafe { &mut *(user as *mut Sampler) };
    s.uniform("callback", i64::from(lo), i64::from(hi)).expect("a valid range") as i32
}

struct Rng(*mut rr_rng);

impl Rng {
    fn new(seed: u64) -> Rng {
        let mut p = std::ptr::null_mut();
        // SAFETY: a valid out-pointer.
        assert_eq!(unsafe { rr_rng_new(seed, &mut p) }, rr_status::RR_OK);
        Rng(p)
    }
    fn random(&self) -> rr_random {
        rr_random { rng: self.0, roller: std::ptr::null() }
    }
}

impl Drop for Rng {
    fn drop(&mut self) {
        // SAFETY: made by rr_rng_new, freed once.
        unsafe { rr_rng_free(self.0) };
    }
}

fn character(str: u16, dex: u16, level: u8, count: u8, sides: u8, weight: u16) -> (rr_ang_character, Character) {
    let mut c = rr_ang_character {
        pclass: 0,
        race: 5,
        level: level as i32,
        str,
        dex,
        has_weapon: u8::from(true),
        ..Default::default()
    };
    c.weapon.dice.count = count;
    c.weapon.dice.sides = sides;
    c.weapon.to_dam = 4;
    c.weapon.weight = weight;
    let mut r = Character::new(Class::Warrior, Stat::from_game(str).unwrap(), Stat::from_game(dex).unwrap());
    r.race = Race::Dwarf;
    r.level = level;
    r.weapon = Some(Weapon {
        dice: Dice::new(count, sides).unwrap(),
        to_dam: 4,
        weight: roguerules_melee::angband::Weight::from_tenths(weight),
        ..Weapon::default()
    });
    (c, r)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn dice_rolls_match(seed in any::<u64>(), text in prop::sample::select(vec!["3d6", "2d6+1", "4d6kh3", "1d1000000-5", "d20+d4"])) {
        let expr: DiceExpr = text.parse().unwrap();
        let c_text = CString::new(text).unwrap();
        let mut dice: *mut rr_dice = std::ptr::null_mut();
        // SAFETY: a NUL-terminated string and a valid out-pointer.
        prop_assert_eq!(unsafe { rr_dice_parse(c_text.as_ptr(), &mut dice) }, rr_status::RR_OK);
        let rng = Rng::new(seed);
        let mut reference = Sampler::seed_from_u64(seed);
        let mut backing = Sampler::seed_from_u64(seed);
        let roller = rr_roller { uniform: Some(sampler_uniform), user: (&mut backing as *mut Sampler).cast() };
        let via_callback = rr_random { rng: std::ptr::null_mut(), roller: &roller };
        for _ in 0..8 {
            let want = expr.roll(&mut reference, "dice").unwrap();
            let (mut a, mut b) = (0i64, 0i64);
            // SAFETY: live handles, valid out-pointers; `backing` outlives the calls.
            unsafe {
                prop_assert_eq!(rr_dice_roll(dice, rng.random(), &mut a), rr_status::RR_OK);
                prop_assert_eq!(rr_dice_roll(dice, via_callback, &mut b), rr_status::RR_OK);
            }
            prop_assert_eq!(a, want);
            prop_assert_eq!(b, want);
        }
        // SAFETY: made above, freed once.
        unsafe { rr_dice_free(dice) };
    }

    #[test]
    fn angband_blows_match(
        seed in any::<u64>(),
        str in 3u16..=1017,
        dex in 3u16..=1017,
        level in 1u8..=50,
        count in 1u8..=6,
        sides in 1u8..=12,
        weight in 10u16..=400,
        ac in 0u16..=200,
    ) {
        let (c, r) = character(str, dex, level, count, sides, weight);
        let mut cm = rr_ang_melee::default();
        // SAFETY: valid pointers.
        prop_assert_eq!(unsafe { rr_ang_melee_of(&c, &mut cm) }, rr_status::RR_OK);
        let m = Melee::of(&r).unwrap();
        prop_assert_eq!(i64::from(cm.skill), i64::from(m.skill));
        prop_assert_eq!(cm.blows.blows, m.blows.blows);
        let orc = Monster { ac, flags: MonsterFlags::ORC, ..Monster::new(ac) };
        let corc = rr_ang_monster { ac, flags: 1 << 5, visible: u8::from(true), hp_known: u8::from(false), hp: 0 };
        let rng = Rng::new(seed);
        let mut reference = Sampler::seed_from_u64(seed);
        let mut backing = Sampler::seed_from_u64(seed);
        let roller = rr_roller { uniform: Some(sampler_uniform), user: (&mut backing as *mut Sampler).cast() };
        let via_callback = rr_random { rng: std::ptr::null_mut(), roller: &roller };
        // The same blows from a profile prepared once: the C handle (its own
        // generator, same seed) and the Rust `PreparedBlow`.
        let (rng2, mut reference2, prepared) = (Rng::new(seed), Sampler::seed_from_u64(seed), m.prepare());
        let mut profile = std::ptr::null_mut();
        // SAFETY: valid pointers.
        prop_assert_eq!(unsafe { rr_ang_profile_new(&cm, &mut profile) }, rr_status::RR_OK);
        for _ in 0..8 {
            let want = ang::blow(&mut reference, &m, &orc).unwrap();
            prop_assert_eq!(prepared.blow(&mut reference2, &orc).unwrap(), want);
            let (mut a, mut b, mut p) = (rr_ang_attack::default(), rr_ang_attack::default(), rr_ang_attack::default());
            // SAFETY: live handles and valid pointers; `backing` outlives the calls.
            unsafe {
                prop_assert_eq!(rr_ang_blow(rng.random(), &cm, &corc, &mut a), rr_status::RR_OK);
                prop_assert_eq!(rr_ang_blow(via_callback, &cm, &corc, &mut b), rr_status::RR_OK);
                prop_assert_eq!(rr_ang_profile_blow(rng2.random(), profile, &corc, &mut p), rr_status::RR_OK);
            }
            prop_assert_eq!(a, b);
            prop_assert_eq!(a, p);
            prop_assert_eq!(i64::from(a.damage), want.damage);
            prop_assert_eq!(i64::from(a.dice), want.dice);
            prop_assert_eq!(a.hit, u8::from(want.hit.hit()));
        }
        // SAFETY: made above, freed once.
        unsafe { rr_ang_profile_free(profile) };
    }

    #[test]
    fn chests_match(seed in any::<u64>(), native in 0i64..=127, depth in 0i64..=127, saving_throw in 0i64..=100) {
        let player = Player { saving_throw, ..Player::default() };
        let cplayer = rr_trap_player {
            flags: 0, sustains: 0, armour_class: 0, saving_throw: saving_throw as i32, poison: 0, pack: std::ptr::null(), pack_len: 0, poison_resistance: 0, reading: 0,
        };
        let want = roguerules_traps::open_trapped_chest(
            &mut Sampler::seed_from_u64(seed),
            Depth::from_level(native).unwrap(),
            Depth::from_level(depth).unwrap(),
            &player,
        ).unwrap();
        let rng = Rng::new(seed);
        let (mut level, mut traps) = (0i32, 0u16);
        let mut out = Box::new(rr_trap_outcome {
            len: 0,
            disappears: 0,
            effects: [Default::default(); roguerules::traps::RR_TRAP_MAX_EFFECTS],
        });
        // SAFETY: valid pointers.
        let s = unsafe { rr_chest_open(rng.random(), (native) as i32, (depth) as i32, &cplayer, &mut level, &mut traps, &mut *out) };
        prop_assert_eq!(s, rr_status::RR_OK);
        prop_assert_eq!(i64::from(level), want.0);
        prop_assert_eq!(traps, oangband_chest_bits(want.1));
        prop_assert_eq!(out.len as usize, want.2.effects.len());
        let damage: i64 = out.effects[..out.len as usize]
            .iter()
            .filter(|e| e.kind == roguerules::traps::RR_EFFECT_DAMAGE)
            .map(|e| i64::from(e.amount))
            .sum();
        prop_assert_eq!(damage, want.2.damage());
    }
}

/// Oangband 1.1.0's chest trap bits (`defines.h`) of a Rust set: the seed's order
/// with explode (0x10) and summon (0x20) swapped.
fn oangband_chest_bits(set: roguerules_traps::ChestTraps) -> u16 {
    let b = set.bits();
    let (summon, explode) = (b >> 4 & 1, b >> 5 & 1);
    (b & !0x30) | explode << 4 | summon << 5
}

// ---------------------------------------------------------------------------
// Tabletop (seed 002)
// ---------------------------------------------------------------------------

use roguerules::rr_value_probability;
use roguerules::tabletop::{
    RR_TT_TABLE_MELEE, RR_TT_TABLE_MISSILE, rr_tt_armour_worn, rr_tt_attack, rr_tt_attack_input, rr_tt_attack_outcome,
    rr_tt_attack_roll, rr_tt_attack_segment, rr_tt_attack_value, rr_tt_attack_value_of, rr_tt_dice,
    rr_tt_encumbrance_of, rr_tt_extra_damage, rr_tt_extra_weapon, rr_tt_melee_wielded, rr_tt_missile_wielded,
    rr_tt_resolve_attack, rr_tt_roll_attack, rr_tt_segment_of, rr_tt_sheet, rr_tt_shield_worn,
    rr_tt_success_probability,
};
use roguerules_tabletop::attack_roll::{self as ar, AttackRollInput};
use roguerules_tabletop::damage::{AttackInput, BaseDamage};
use roguerules_tabletop::sheet::{
    ArmourWorn, AttackKind, ExtraWeapon, Grip, MeleeWielded, MissileWielded, Range, Sheet, ShieldWorn, Spells,
    WeaponTable,
};
use roguerules_tabletop::tables::{Armour, Class as TtClass, Dice as TtDice, MeleeWeapon, MissileWeapon, Shield};

/// The C sheet of a Rust sheet, with its arrays kept alive by the caller.
fn c_sheet(s: &Sheet, extra: &mut Vec<rr_tt_extra_weapon>) -> rr_tt_sheet {
    fn code<T: PartialEq>(all: &[T], v: &T) -> u32 {
        all.iter().position(|x| x == v).expect("a listed value") as u32
    }
    *extra = s
        .extra_weapons
        .iter()
        .map(|w| match *w {
            ExtraWeapon::Melee { kind, plus } => {
                rr_tt_extra_weapon { table: RR_TT_TABLE_MELEE, kind: code(MeleeWeapon::ALL, &kind), plus }
            }
            ExtraWeapon::Missile { kind, plus } => {
                rr_tt_extra_weapon { table: RR_TT_TABLE_MISSILE, kind: code(MissileWeapon::ALL, &kind), plus }
            }
        })
        .collect();
    let sp = s.spells;
    let spells = [sp.greater_blessing, sp.bless, sp.slow, sp.speed, sp.haste]
        .iter()
        .enumerate()
        .fold(0u8, |acc, (i, &on)| acc | (u8::from(on) << i));
    let a = s.armour.unwrap_or(ArmourWorn { kind: Armour::None, plus: 0 });
    let sh = s.shield.unwrap_or(ShieldWorn { kind: Shield::Small, plus: 0 });
    let w = s.weapon;
    let m = s.missile_weapon;
    rr_tt_sheet {
        kind: code(&[AttackKind::Melee, AttackKind::Bash, AttackKind::Missile], &s.kind),
        pclass: code(TtClass::ALL, &s.class),
        level: i32::try_from(s.level).expect("a level within int32_t"),
        strength: s.strength,
        dexterity: s.dexterity,
        has_armour: u8::from(s.armour.is_some()),
        armour: rr_tt_armour_worn { kind: code(Armour::ALL, &a.kind), plus: a.plus },
        has_shield: u8::from(s.shield.is_some()),
        shield: rr_tt_shield_worn { kind: code(Shield::ALL, &sh.kind), plus: sh.plus },
        has_weapon: u8::from(w.is_some()),
        weapon: w.map_or(rr_tt_melee_wielded::default(), |w| rr_tt_melee_wielded {
            kind: code(MeleeWeapon::ALL, &w.kind),
            plus: w.plus,
            grip: code(&[Grip::OneHanded, Grip::TwoHanded], &w.grip),
        }),
        has_missile_weapon: u8::from(m.is_some()),
        missile_weapon: m.map_or(rr_tt_missile_wielded::default(), |m| rr_tt_missile_wielded {
            kind: code(MissileWeapon::ALL, &m.kind),
            plus: m.plus,
        }),
        has_range: u8::from(s.range.is_some()),
        range: s.range.map_or(0, |r| code(&[Range::Short, Range::Medium, Range::Long], &r)),
        aimed: u8::from(s.aimed),
        extra_weapons: extra.as_ptr(),
        extra_weapons_len: extra.len(),
        misc_encumbrance: s.misc_encumbrance,
        training: s.training,
        spells,
        situational: s.situational.as_ptr(),
        situational_len: s.situational.len(),
    }
}

/// Checks the C sheet functions against the Rust rules for one sheet.
fn sheet_matches(s: &Sheet) -> Result<(), TestCaseError> {
    let mut extra = Vec::new();
    let c = c_sheet(s, &mut extra);
    let (mut av, mut seg, mut enc) = (rr_tt_attack_value::default(), rr_tt_attack_segment::default(), 0i64);
    // SAFETY: a valid sheet whose arrays live in `extra` and `s`; valid out-pointers.
    let (st_av, st_seg, st_enc) = unsafe {
        (rr_tt_attack_value_of(&c, &mut av), rr_tt_segment_of(&c, &mut seg), rr_tt_encumbrance_of(&c, &mut enc))
    };
    match roguerules_tabletop::attack_value::attack_value(s) {
        Ok(want) => {
            prop_assert_eq!(st_av, rr_status::RR_OK);
            prop_assert_eq!(av.attack_value, want.attack_value);
            let b = &want.breakdown;
            prop_assert_eq!(
                [av.breakdown.level_factor, av.breakdown.strength, av.breakdown.dexterity, av.breakdown.encumbrance],
                [b.level_factor, b.strength, b.dexterity, b.encumbrance]
            );
            prop_assert_eq!(
                [av.breakdown.armour, av.breakdown.shield, av.breakdown.weapon],
                [b.armour, b.shield, b.weapon]
            );
            prop_assert_eq!((av.breakdown.has_halved != 0).then_some(av.breakdown.halved), b.halved);
            prop_assert_eq!(
                [
                    av.breakdown.blessing,
                    av.breakdown.slow,
                    av.breakdown.speed,
                    av.breakdown.haste,
                    av.breakdown.subtotal
                ],
                [b.blessing, b.slow, b.speed, b.haste, b.subtotal]
            );
            prop_assert_eq!(
                [av.breakdown.unaimed, av.breakdown.situational, av.breakdown.total],
                [b.unaimed, b.situational, b.total]
            );
        }
        Err(_) => prop_assert_eq!(st_av, rr_status::RR_INVALID_ARGUMENT),
    }
    match roguerules_tabletop::segments::segment_of_attack(s) {
        Ok(want) => {
            prop_assert_eq!(st_seg, rr_status::RR_OK);
            prop_assert_eq!(
                (seg.speed_factor, seg.table_segment, seg.segment),
                (want.speed_factor, want.table_segment, want.segment)
            );
            prop_assert_eq!(seg.encumbrance_points, want.encumbrance_points);
        }
        Err(_) => prop_assert_eq!(st_seg, rr_status::RR_INVALID_ARGUMENT),
    }
    match s.total_encumbrance() {
        Ok(want) => prop_assert_eq!((st_enc, enc), (rr_status::RR_OK, want)),
        Err(_) => prop_assert_eq!(st_enc, rr_status::RR_INVALID_ARGUMENT),
    }
    Ok(())
}

fn sheets() -> impl Strategy<Value = Sheet> {
    let pick = |n: usize| 0..n;
    (
        (pick(3), pick(8), 1i64..=31, 1i64..=55, 1i64..=41, any::<bool>(), pick(12), 0i64..=10),
        (any::<bool>(), pick(6), 0i64..=10, any::<bool>(), pick(19), 0i64..=10, any::<bool>()),
        (any::<bool>(), pick(14), 0i64..=10, prop::option::of(pick(3)), any::<bool>(), 0u8..32),
        (prop::collection::vec((any::<bool>(), pick(14), 0i64..=10), 0..4), 0i64..=3000, -50i64..=50),
        prop::collection::vec(-120i64..=120, 0..4),
    )
        .prop_map(
            |(
                (kind, class, level, strength, dexterity, has_a, a, ap),
                sh,
                mi,
                (extra, misc, training),
                situational,
            )| {
                let (has_s, s, sp, has_w, w, wp, two) = sh;
                let (has_m, m, mp, range, aimed, spells) = mi;
                Sheet {
                    kind: [AttackKind::Melee, AttackKind::Bash, AttackKind::Missile][kind],
                    class: TtClass::ALL[class],
                    level,
                    strength,
                    dexterity,
                    armour: has_a.then_some(ArmourWorn { kind: Armour::ALL[a], plus: if a == 0 { 0 } else { ap } }),
                    shield: has_s.then_some(ShieldWorn { kind: Shield::ALL[s], plus: sp }),
                    weapon: has_w.then_some(MeleeWielded {
                        table: WeaponTable::Melee,
                        kind: MeleeWeapon::ALL[w],
                        plus: wp,
                        grip: if two { Grip::TwoHanded } else { Grip::OneHanded },
                    }),
                    missile_weapon: has_m.then_some(MissileWielded {
                        table: WeaponTable::Missile,
                        kind: MissileWeapon::ALL[m],
                        plus: mp,
                    }),
                    range: range.map(|r| [Range::Short, Range::Medium, Range::Long][r]),
                    aimed,
                    extra_weapons: extra
                        .into_iter()
                        .map(|(melee, k, plus)| {
                            if melee {
                                ExtraWeapon::Melee { kind: MeleeWeapon::ALL[k], plus }
                            } else {
                                ExtraWeapon::Missile { kind: MissileWeapon::ALL[k], plus }
                            }
                        })
                        .collect(),
                    misc_encumbrance: misc,
                    training,
                    spells: Spells {
                        greater_blessing: spells & 1 != 0,
                        bless: spells & 2 != 0,
                        slow: spells & 4 != 0,
                        speed: spells & 8 != 0,
                        haste: spells & 16 != 0,
                    },
                    situational,
                }
            },
        )
}

/// `tabletop/examples/fighter.json` (copied to `tests/data/`) through the C API gives the Rust API's
/// attack value (the one `roguerules tabletop attack-value --json` prints).
#[test]
fn the_example_sheet_matches() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/fighter.json");
    let text = std::fs::read_to_string(path).expect("the example sheet");
    let sheet: Sheet = serde_json::from_str(&text).expect("a valid sheet");
    sheet_matches(&sheet).unwrap();
    let mut extra = Vec::new();
    let c = c_sheet(&sheet, &mut extra);
    let mut av = rr_tt_attack_value::default();
    // SAFETY: a valid sheet and out-pointer.
    assert_eq!(unsafe { rr_tt_attack_value_of(&c, &mut av) }, rr_status::RR_OK);
    assert_eq!(av.attack_value, -11);
}

/// An `rr_fraction` is the exact rational when it fits 64 bits, else its double.
fn fraction_matches(f: &roguerules::rr_fraction, p: &roguerules_dice::BigRational) -> Result<(), TestCaseError> {
    let want = num_traits::ToPrimitive::to_f64(p).unwrap();
    prop_assert!((f.value - want).abs() <= want.abs() * 1e-12);
    if f.exact != 0 {
        prop_assert_eq!(
            (f.numerator.to_string(), f.denominator.to_string()),
            (p.numer().to_string(), p.denom().to_string())
        );
    } else {
        prop_assert!(u64::try_from(p.numer()).is_err() || u64::try_from(p.denom()).is_err());
    }
    Ok(())
}

fn tt_roll_matches(c: &rr_tt_attack_roll, want: &ar::AttackRoll) -> Result<(), TestCaseError> {
    prop_assert_eq!(c.rolls_len as usize, want.rolls.len());
    prop_assert!(want.rolls.iter().zip(&c.rolls).all(|(a, b)| a == b));
    prop_assert_eq!(
        (c.total, c.success, c.by_over_90, c.missed_by_chance),
        (want.total, u8::from(want.success), u8::from(want.by_over_90), u8::from(want.missed_by_chance))
    );
    prop_assert_eq!(
        (i64::from(c.extra_roll), i64::from(c.extra_damage), c.has_overhit),
        (want.extra_roll, want.extra_damage, u8::from(want.overhit.is_some()))
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn tabletop_sheets_match(s in sheets()) {
        sheet_matches(&s)?;
    }

    #[test]
    fn tabletop_rolls_match(seed in any::<u64>(), av in -150i64..=250, miss in -20i64..=40, count in 0u32..=4, sides in 1u32..=8, plus in -5i32..=20, absorption in -3i64..=10, long_range in any::<bool>()) {
        let input = rr_tt_attack_input { attack_value: av, miss_chance: miss };
        let rust_input = AttackRollInput { attack_value: av, miss_chance: miss };
        let rng = Rng::new(seed);
        let mut reference = Sampler::seed_from_u64(seed);
        let mut backing = Sampler::seed_from_u64(seed);
        let roller = rr_roller { uniform: Some(sampler_uniform), user: (&mut backing as *mut Sampler).cast() };
        let via_callback = rr_random { rng: std::ptr::null_mut(), roller: &roller };
        let dice = TtDice::new(count, sides, plus.into());
        let attack = rr_tt_attack { roll: input, damage: rr_tt_dice { count, sides, plus }, long_range: u8::from(long_range), absorption };
        let rust_attack = AttackInput {
            roll: rust_input,
            damage: BaseDamage::of_dice(dice),
            range: long_range.then_some(Range::Long),
            absorption,
        };
        for _ in 0..4 {
            let want = ar::roll_attack(&mut reference, &rust_input).unwrap();
            let (mut a, mut b) = (rr_tt_attack_roll::default(), rr_tt_attack_roll::default());
            // SAFETY: live handles and valid pointers; `backing` outlives the calls.
            unsafe {
                prop_assert_eq!(rr_tt_roll_attack(rng.random(), &input, &mut a), rr_status::RR_OK);
                prop_assert_eq!(rr_tt_roll_attack(via_callback, &input, &mut b), rr_status::RR_OK);
            }
            prop_assert_eq!(a, b);
            tt_roll_matches(&a, &want)?;
            let want = roguerules_tabletop::damage::resolve_attack(&mut reference, &rust_attack).unwrap();
            let (mut a, mut b) = (rr_tt_attack_outcome::default(), rr_tt_attack_outcome::default());
            // SAFETY: as above.
            unsafe {
                prop_assert_eq!(rr_tt_resolve_attack(rng.random(), &attack, &mut a), rr_status::RR_OK);
                prop_assert_eq!(rr_tt_resolve_attack(via_callback, &attack, &mut b), rr_status::RR_OK);
            }
            prop_assert_eq!(a, b);
            tt_roll_matches(&a.roll, &want.roll)?;
            let damage = (i64::from(a.base_damage), i64::from(a.damage), i64::from(a.dealt));
            prop_assert_eq!(damage, (want.base_damage, want.damage, want.dealt));
        }
    }

    #[test]
    fn tabletop_odds_match(av in -10_050i64..=10_050, miss in -1010i64..=1010, cap in 0i32..=12) {
        let input = rr_tt_attack_input { attack_value: av, miss_chance: miss };
        let rust_input = AttackRollInput { attack_value: av, miss_chance: miss };
        let mut p = roguerules::rr_fraction::default();
        // SAFETY: valid pointers.
        let status = unsafe { rr_tt_success_probability(&input, &mut p) };
        match ar::success_probability(&rust_input) {
            Ok(want) => {
                prop_assert_eq!(status, rr_status::RR_OK);
                fraction_matches(&p, &want)?;
            }
            Err(_) => prop_assert_eq!(status, rr_status::RR_INVALID_ARGUMENT),
        }
        let mut rows = [rr_value_probability::default(); 16];
        let (mut len, mut tail) = (0usize, roguerules::rr_fraction::default());
        // SAFETY: a buffer of 16 and valid pointers.
        let status = unsafe { rr_tt_extra_damage(&input, cap, rows.as_mut_ptr(), rows.len(), &mut len, &mut tail) };
        match ar::extra_damage(&rust_input, cap.into()) {
            Ok(want) => {
                prop_assert_eq!(status, rr_status::RR_OK);
                prop_assert_eq!(len, want.points.len());
                for (row, (v, p)) in rows.iter().zip(&want.points) {
                    prop_assert_eq!(row.value, *v);
                    fraction_matches(&row.probability, p)?;
                }
                fraction_matches(&tail, &want.tail)?;
            }
            Err(roguerules_tabletop::TabletopError::CannotSucceed) => prop_assert_eq!(status, rr_status::RR_RULE_ERROR),
            Err(_) => prop_assert_eq!(status, rr_status::RR_INVALID_ARGUMENT),
        }
    }
}

// ---------------------------------------------------------------------------
// Projection (seed 000)
// ---------------------------------------------------------------------------

use roguerules::projection::{
    RR_PROJECT_COUNTERS, RR_PROJECT_SLOTS, rr_project_character, rr_project_item, rr_project_monster,
    rr_project_monster_input, rr_project_monster_kill_chance, rr_project_monster_mean_damage,
    rr_project_monster_outcome, rr_project_monster_source, rr_project_monster_state, rr_project_object,
    rr_project_object_destroy_chance, rr_project_object_input, rr_project_object_outcome, rr_project_player,
    rr_project_player_counter_pmf, rr_project_player_damage_pmf, rr_project_player_input,
    rr_project_player_mean_damage, rr_project_player_outcome, rr_project_source, rr_project_terrain,
    rr_project_terrain_input,
};
use roguerules_projection::monster::{self as pm, MonsterFlags as PmFlags};
use roguerules_projection::object::{IgnoreFlags, ObjectClass, ObjectInput};
use roguerules_projection::player::{self as pp, Counter, PlayerInput};
use roguerules_projection::{Class as PClass, Gf, PlayerSource, Reading, Source, Terrain, TerrainInput};

/// Runs `c` with the built-in generator and with a callback backed by the
/// sampler, both seeded with `seed`: the two C answers.
fn both_ways<T: Default>(seed: u64, mut c: impl FnMut(rr_random, &mut T) -> rr_status) -> (T, T) {
    let rng = Rng::new(seed);
    let mut backing = Sampler::seed_from_u64(seed);
    let roller = rr_roller { uniform: Some(sampler_uniform), user: (&mut backing as *mut Sampler).cast() };
    let via_callback = rr_random { rng: std::ptr::null_mut(), roller: &roller };
    let (mut a, mut b) = (T::default(), T::default());
    assert_eq!(c(rng.random(), &mut a), rr_status::RR_OK);
    assert_eq!(c(via_callback, &mut b), rr_status::RR_OK);
    (a, b)
}

fn feats() -> impl Strategy<Value = Terrain> {
    prop::sample::select(Terrain::ALL.to_vec())
}

/// A monster-table damage type, a terrain, a source and a monster, in C and in Rust.
fn monster_cases() -> impl Strategy<Value = (rr_project_monster_input, pm::MonsterInput, std::ffi::CString)> {
    let types: Vec<Gf> = Gf::ALL.iter().copied().filter(|&g| pm::monster_row(g).is_some()).collect();
    (
        (prop::sample::select(types), 0i64..=5000, feats(), any::<bool>(), 1i64..=50, 0usize..9, any::<bool>()),
        (0i64..=255, 1i64..=3000, any::<u64>(), any::<bool>(), any::<bool>(), 0i64..=150, -20i64..=40),
        (
            0i64..=200,
            0i64..=200,
            0i64..=500,
            prop::sample::select(vec!["", "Water spirit", "Nexus hound", "Disenchanter eye", "Cave orc"]),
            prop::sample::select(vec!['E', 'g', 'v', 'o', 'D']),
        ),
        (prop::sample::select(Reading::ALL.to_vec()), any::<bool>()),
    )
        .prop_map(
            |(
                (gf, dam, terrain, by_player, level, class, beguile),
                (mlevel, maxhp, flags, unique, can_move, ac, speed),
                (stun, fear, mana, name, ch),
                (reading, as_game),
            )| {
                let flags = PmFlags::from_bits_truncate(flags);
                let hold = matches!(gf, Gf::Hold | Gf::HoldUndead);
                let by_player = by_player || hold;
                let source = if by_player {
                    Source::Player(PlayerSource { level, class: PClass::ALL[class], beguile, holy_light: !beguile })
                } else {
                    Source::Monster
                };
                let monster = pm::Monster {
                    name: name.to_owned().into(),
                    char: ch,
                    level: mlevel,
                    hp: maxhp / 2,
                    maxhp,
                    ac,
                    unique,
                    can_move,
                    flags,
                    speed,
                    race_speed: speed - 5,
                    stun,
                    confusion: stun / 2,
                    fear,
                    sleep: 100,
                    mana,
                    // The game reading's two inputs, from values already drawn.
                    unseen: mana % 3 == 0,
                    stasis: if fear % 11 == 0 { 3 } else { 0 },
                };
                let cname = std::ffi::CString::new(name).unwrap();
                let mut c = rr_project_monster_input {
                    gf: u32::from(gf.code()),
                    dam: dam as i32,
                    terrain: u32::from(terrain.code()),
                    source: rr_project_source {
                        player: u8::from(by_player),
                        level: level as i32,
                        pclass: class as u32,
                        beguile: u8::from(beguile),
                        holy_light: u8::from(!beguile),
                    },
                    monster: rr_project_monster_state {
                        name: cname.as_ptr(),
                        display_char: ch as u8 as std::ffi::c_char,
                        level: mlevel as i32,
                        hp: (maxhp / 2) as i32,
                        maxhp: maxhp as i32,
                        ac: ac as i32,
                        unique: u8::from(unique),
                        can_move: u8::from(can_move),
                        flags: flags.bits(),
                        speed: speed as i32,
                        race_speed: (speed - 5) as i32,
                        stun: stun as i32,
                        confusion: (stun / 2) as i32,
                        fear: fear as i32,
                        sleep: 100,
                        mana: mana as i32,
                        unseen: u8::from(mana % 3 == 0),
                        stasis: if fear % 11 == 0 { 3 } else { 0 },
                        ..Default::default()
                    },
                    reading: reading.code(),
                };
                if as_game {
                    // The same monster as a game holds it: its race's flag
                    // words (uniqueness and NEVER_MOVE in flags1) and its
                    // speeds stored +110.
                    let m = &mut c.monster;
                    let mut words = [0u32; 4];
                    for (word, bit, flag) in pm::RACE_FLAG_BITS {
                        if flags.contains(flag) {
                            words[word] |= bit;
                        }
                    }
                    if unique {
                        words[0] |= pm::RF1_UNIQUE;
                    }
                    if !can_move {
                        words[0] |= pm::RF1_NEVER_MOVE;
                    }
                    [m.race_flags1, m.race_flags2, m.race_flags3, m.race_flags4] = words;
                    (m.flags, m.unique, m.can_move) = (0, 0, 1);
                    m.stored_speeds = 1;
                    m.speed += 110;
                    m.race_speed += 110;
                }
                let r = pm::MonsterInput { gf, dam, terrain, source, monster, reading };
                (c, r, cname)
            },
        )
}

fn monster_outcome_matches(c: &rr_project_monster_outcome, o: &pm::MonsterOutcome) -> Result<(), TestCaseError> {
    prop_assert_eq!(
        (c.avoided, c.killed, c.ac_blocked),
        (u8::from(o.avoided), u8::from(o.killed), u8::from(o.ac_blocked))
    );
    prop_assert_eq!(
        [c.damage, c.hp, c.hp_lost, c.healed].map(i64::from),
        [o.damage, o.hp.unwrap_or(0), o.hp_lost, o.healed]
    );
    prop_assert_eq!(
        [c.stun, c.confusion, c.fear, c.sleep, c.stasis, c.teleport, c.thrust, c.speed, c.mana].map(i64::from),
        [o.stun, o.confusion, o.fear, o.sleep, o.stasis, o.teleport, o.thrust, o.speed, o.mana]
    );
    prop_assert_eq!((c.polymorph, c.clone), (u8::from(o.polymorph), u8::from(o.clone)));
    prop_assert_eq!(c.has_resist, u8::from(o.resist.is_some()));
    if let Some(line) = o.resist {
        let conditions = roguerules_projection::monster::Condition::ALL;
        let fractions = roguerules_projection::monster::Fraction::ALL;
        prop_assert_eq!(conditions[c.resist_condition as usize], line.condition);
        prop_assert_eq!(fractions[c.resist_fraction as usize], line.fraction);
    }
    Ok(())
}

/// A player-table damage type on a character, in C and in Rust.
fn player_cases() -> impl Strategy<Value = (rr_project_player_input, PlayerInput)> {
    let types: Vec<Gf> = Gf::ALL.iter().copied().filter(|&g| pp::player_row(g).is_some()).collect();
    (
        (
            prop::sample::select(types),
            0i64..=2000,
            feats(),
            feats(),
            any::<bool>(),
            0i64..=255,
            any::<[bool; 5]>(),
            0i64..=100,
        ),
        (
            prop::collection::vec(0u8..=100, 14),
            prop::collection::vec(3i64..=118, 6),
            prop::collection::vec(0i64..=300, 9),
            any::<u8>(),
            any::<u8>(),
            0u32..=32,
            0i64..=100,
        ),
        (any::<[bool; 8]>(), -20i64..=20, 0i64..=30, any::<bool>(), 1i64..=50, 0i64..=1_000_000, -50i64..=200),
    )
        .prop_map(
            |(
                (gf, dam, terrain, land, dark, slevel, sflags, freq),
                (resist, stats, counters, bits, bits2, effects, save),
                (present, bonus, shield_ac, shapechanged, level, exp, ac),
            )| {
                let mut c = rr_project_player_input {
                    gf: u32::from(gf.code()),
                    dam: dam as i32,
                    terrain: u32::from(terrain.code()),
                    dark: u8::from(dark),
                    land: u32::from(land.code()),
                    player: rr_project_character::default(),
                    source: rr_project_monster_source {
                        level: slevel as i32,
                        morgul: u8::from(sflags[0]),
                        unique_wraith: u8::from(sflags[1]),
                        deathlord: u8::from(sflags[2]),
                        archer: u8::from(sflags[3]),
                        adjacent: u8::from(sflags[4]),
                        ranged_freq: freq as i32,
                        animal: 0,
                    },
                    reading: 0,
                    self_inflicted: 0,
                };
                let mut r = PlayerInput::new(gf, dam);
                r.terrain = terrain;
                r.land = land;
                r.dark = dark;
                r.source = pp::MonsterSource {
                    level: slevel,
                    morgul: sflags[0],
                    unique_wraith: sflags[1],
                    deathlord: sflags[2],
                    archer: sflags[3],
                    adjacent: sflags[4],
                    ranged_freq: freq,
                    ..pp::MonsterSource::default()
                };
                let p = &mut c.player;
                p.level = level as i32;
                p.exp = exp as i32;
                p.pclass = u32::from(bits % 9);
                p.specialties = bits & 0x1f;
                p.evasion_pct = 20;
                p.flags = bits2 & 0x1f;
                p.sustains = bits2 & 0x3f;
                p.pois_temp = bits2 >> 6 & 1;
                p.pois_perm = bits2 >> 7;
                p.black_breath = bits >> 7;
                p.ac = ac as i32;
                p.base_ac = ac.max(0) as i32;
                p.save = save as i32;
                p.shapechanged = u8::from(shapechanged);
                p.mana = 300;
                p.temp_effects = effects;
                for (i, pct) in resist.iter().enumerate() {
                    p.resist[i] = *pct;
                    *r.player.resist.get_mut(pp::Element::ALL[i]) = i64::from(*pct);
                }
                for (i, s) in stats.iter().enumerate() {
                    p.stats[i] = *s as i32;
                    *r.player.stats.get_mut(pp::Stat::ALL[i]) = *s;
                }
                for (i, v) in counters.iter().enumerate() {
                    p.counters[i] = *v as i32;
                    *r.player.counters.get_mut(Counter::ALL[i]) = *v;
                }
                let item = |i: usize| rr_project_item {
                    present: u8::from(present[i]),
                    to_h: bonus as i32 + i as i32,
                    to_d: bonus as i32,
                    to_a: 7 - bonus as i32,
                    artifact: u8::from(i.is_multiple_of(3)),
                    // Ignoring acid by the yes/no field or by the game's TR3_IGNORE_ACID bit.
                    ignore_acid: u8::from(i.is_multiple_of(4)),
                    base_ac: if i == 4 { shield_ac as i32 } else { 0 },
                    on_back: u8::from(i == 4 && shapechanged),
                    flags3: if i % 4 == 2 { 0x0001_0000 | 0x8000_0000 } else { 0x0002_0000 },
                };
                let ritem = |i: usize| {
                    present[i].then_some(pp::Item {
                        to_h: bonus + i as i64,
                        to_d: bonus,
                        to_a: 7 - bonus,
                        artifact: i.is_multiple_of(3),
                        ignore_acid: i.is_multiple_of(2),
                        ..pp::Item::default()
                    })
                };
                for i in 0..RR_PROJECT_SLOTS {
                    p.equipment[i] = item(i);
                }
                let rp = &mut r.player;
                rp.level = level;
                rp.exp = exp;
                rp.class = PClass::ALL[usize::from(bits % 9)];
                rp.specialties = pp::Specialties::from_bits_truncate(bits & 0x1f);
                rp.evasion_pct = 20;
                rp.flags = pp::PlayerFlags::from_bits_truncate(bits2 & 0x1f);
                rp.sustains = pp::Sustains::from_bits_truncate(bits2 & 0x3f);
                rp.pois_temp = bits2 >> 6 & 1 == 1;
                rp.pois_perm = bits2 >> 7 == 1;
                rp.black_breath = bits >> 7 == 1;
                rp.ac = ac;
                rp.base_ac = ac.max(0);
                rp.save = save;
                rp.shapechanged = shapechanged;
                rp.mana = 300;
                rp.temp_effects = (0..effects).map(|i| format!("effect {i}")).collect();
                rp.equip = pp::Equipment {
                    weapon: ritem(0),
                    bow: ritem(1),
                    body: ritem(2),
                    cloak: ritem(3),
                    shield: ritem(4).map(|it| pp::Shield {
                        to_h: it.to_h,
                        to_d: it.to_d,
                        to_a: it.to_a,
                        artifact: it.artifact,
                        ignore_acid: it.ignore_acid,
                        base_ac: shield_ac,
                        on_back: shapechanged,
                    }),
                    head: ritem(5),
                    hands: ritem(6),
                    feet: ritem(7),
                };
                (c, r)
            },
        )
}

fn player_outcome_matches(
    c: &rr_project_player_outcome,
    o: &pp::PlayerOutcome,
    input: &PlayerInput,
) -> Result<(), TestCaseError> {
    let avoided = [
        pp::Avoided::Terrain,
        pp::Avoided::Evasion,
        pp::Avoided::Dodge,
        pp::Avoided::Glance,
        pp::Avoided::Miss,
        pp::Avoided::Shield,
    ];
    prop_assert_eq!(c.avoided, o.avoided.map_or(0, |a| avoided.iter().position(|&x| x == a).unwrap() as u32 + 1));
    let p = &o.parts;
    prop_assert_eq!(
        [
            c.damage,
            c.parts.main,
            c.parts.pure,
            c.parts.fire,
            c.parts.elec,
            c.parts.cold,
            c.parts.acid,
            c.parts.dark,
            c.parts.landing
        ]
        .map(i64::from),
        [o.damage, p.main, p.pure, p.fire, p.elec, p.cold, p.acid, p.dark, p.landing]
    );
    for (i, k) in Counter::ALL.iter().enumerate() {
        prop_assert_eq!(i64::from(c.counters[i]), o.counters.get(*k));
    }
    for (i, s) in pp::Stat::ALL.iter().enumerate() {
        prop_assert_eq!(i64::from(c.stat_drain[i]), o.stat_drain.get(*s));
        prop_assert_eq!(i64::from(c.stats_set[i]), o.stats_set.get(*s).unwrap_or(0));
    }
    prop_assert_eq!(
        (c.has_stat_swap, c.stat_swap),
        o.stat_swap.map_or((0, [0, 0]), |(a, b)| (1, [a as u32, b as u32]))
    );
    prop_assert_eq!(
        [c.energy_lost, c.exp_drained, c.exp_drained_permanent, c.teleport, c.thrust, c.mana_lost].map(i64::from),
        [o.energy_lost, o.exp_drained, o.exp_drained_permanent, o.teleport, o.thrust, o.mana_lost]
    );
    prop_assert_eq!(
        [c.black_breath, c.amnesia, c.level_teleport, c.teleport_to_source, c.reverted],
        [o.black_breath, o.amnesia, o.level_teleport, o.teleport_to_source, o.reverted].map(u8::from)
    );
    prop_assert_eq!(
        (c.has_acid, c.acid_slot, i64::from(c.acid_ac_loss)),
        o.acid.map_or((0, 0, 0), |a| (1, a.slot as u32, a.ac_loss))
    );
    prop_assert_eq!(
        (c.has_disenchant, c.disenchant_slot, c.disenchant_resisted),
        o.disenchant.map_or((0, 0, 0), |d| (1, d.slot as u32, u8::from(d.resisted)))
    );
    prop_assert_eq!(
        [c.disenchant_to_h, c.disenchant_to_d, c.disenchant_to_a].map(i64::from),
        o.disenchant.map_or([0, 0, 0], |d| [d.to_h, d.to_d, d.to_a])
    );
    let inv = [
        (c.inventory_acid, o.inventory.acid),
        (c.inventory_elec, o.inventory.elec),
        (c.inventory_fire, o.inventory.fire),
        (c.inventory_cold, o.inventory.cold),
    ];
    for (ci, ri) in inv {
        prop_assert_eq!(
            (ci.affected, [ci.potions_scrolls, ci.rods, ci.other].map(i64::from)),
            ri.map_or((0, [0, 0, 0]), |x| (1, [x.potions_scrolls, x.rods, x.other]))
        );
    }
    let names = &input.player.temp_effects;
    for (i, name) in names.iter().enumerate() {
        prop_assert_eq!(c.dispelled >> i & 1 == 1, o.dispelled.contains(name), "effect {}", i);
    }
    prop_assert_eq!(c.dispelled.checked_shr(names.len() as u32).unwrap_or(0), 0);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn projections_on_monsters_match(seed in any::<u64>(), (c, r, _name) in monster_cases()) {
        let want = pm::project(&mut Sampler::seed_from_u64(seed), &r).unwrap();
        // SAFETY: valid pointers; the name outlives the calls.
        let (mut a, b) = both_ways(seed, |random, out| unsafe { rr_project_monster(random, &c, out) });
        prop_assert_eq!(a, b);
        if c.monster.stored_speeds == 1 {
            // The outcome's speed comes back as the game stores it.
            a.speed -= 110;
        }
        monster_outcome_matches(&a, &want)?;
    }

    #[test]
    fn projections_on_terrain_and_objects_match(
        seed in any::<u64>(),
        gf in prop::sample::select(Gf::ALL.to_vec()),
        dam in 0i64..=5000,
        terrain in feats(),
        k in 0i64..=8,
        reading in prop::sample::select(Reading::ALL.to_vec()),
        class in prop::sample::select(ObjectClass::ALL.to_vec()),
        flags in 0u8..16,
        artifact in any::<bool>(),
        cursed in any::<bool>(),
    ) {
        let t = TerrainInput { gf, dam, terrain, adjacent_water: k, reading };
        let ct = rr_project_terrain_input { gf: u32::from(gf.code()), dam: dam as i32, terrain: u32::from(terrain.code()), adjacent_water: k as i32, reading: reading.code() };
        let want = roguerules_projection::terrain::project(&mut Sampler::seed_from_u64(seed), &t).unwrap();
        // SAFETY: valid pointers.
        let (a, b) = both_ways(seed, |random, out: &mut u32| unsafe { rr_project_terrain(random, &ct, out) });
        prop_assert_eq!(a, b);
        prop_assert_eq!(a, want.map_or(0, |t| u32::from(t.code())));

        let trapped = class == ObjectClass::Chest && cursed;
        let o = ObjectInput { gf, dam, class, flags: IgnoreFlags::from_bits_truncate(flags), artifact, cursed, trapped, reading };
        let co = rr_project_object_input {
            gf: u32::from(gf.code()),
            dam: dam as i32,
            object_class: ObjectClass::ALL.iter().position(|&x| x == class).unwrap() as u32,
            flags: u32::from(flags) << 16,
            artifact: u8::from(artifact),
            cursed: u8::from(cursed),
            trapped: u8::from(trapped),
            reading: reading.code(),
        };
        let want = roguerules_projection::object::project(&mut Sampler::seed_from_u64(seed), &o).unwrap();
        // SAFETY: valid pointers.
        let (a, b) = both_ways(seed, |random, out: &mut rr_project_object_outcome| unsafe { rr_project_object(random, &co, out) });
        prop_assert_eq!(a, b);
        prop_assert_eq!((a.destroyed, a.trap_removed), (u8::from(want.destroyed), u8::from(want.trap_removed)));
        let mut f = roguerules::rr_fraction::default();
        // SAFETY: valid pointers.
        prop_assert_eq!(unsafe { rr_project_object_destroy_chance(&co, &mut f) }, rr_status::RR_OK);
        fraction_matches(&f, &roguerules_projection::object::destroy_chance(&o).unwrap())?;
    }

    #[test]
    fn projections_on_the_player_match(seed in any::<u64>(), (c, r) in player_cases()) {
        let want = pp::project(&mut Sampler::seed_from_u64(seed), &r).unwrap();
        // SAFETY: valid pointers.
        let (a, b) = both_ways(seed, |random, out| unsafe { rr_project_player(random, &c, out) });
        prop_assert_eq!(a, b);
        player_outcome_matches(&a, &want, &r)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn exact_projection_odds_match((c, r, _name) in monster_cases(), (pc, pr) in player_cases(), counter in 0usize..9) {
        let mut f = roguerules::rr_fraction::default();
        // SAFETY: valid pointers; the name outlives the calls.
        unsafe {
            prop_assert_eq!(rr_project_monster_kill_chance(&c, &mut f), rr_status::RR_OK);
            fraction_matches(&f, &pm::kill_chance(&r).unwrap())?;
            prop_assert_eq!(rr_project_monster_mean_damage(&c, &mut f), rr_status::RR_OK);
            fraction_matches(&f, &pm::mean_damage(&r).unwrap())?;
            prop_assert_eq!(rr_project_player_mean_damage(&pc, &mut f), rr_status::RR_OK);
            fraction_matches(&f, &pp::mean_damage(&pr).unwrap())?;
        }
        let rows = |call: &mut dyn FnMut(*mut rr_value_probability, usize, &mut usize) -> rr_status| {
            let mut len = 0usize;
            assert_eq!(call(std::ptr::null_mut(), 0, &mut len), rr_status::RR_OK);
            let mut buf = vec![rr_value_probability::default(); len];
            assert_eq!(call(buf.as_mut_ptr(), len, &mut len), rr_status::RR_OK);
            buf
        };
        // SAFETY: valid pointers and lengths.
        let damage = rows(&mut |b, l, o| unsafe { rr_project_player_damage_pmf(&pc, b, l, o) });
        let want = pp::damage_pmf(&pr).unwrap();
        prop_assert_eq!(damage.len(), want.len());
        for (row, (v, p)) in damage.iter().zip(want.iter()) {
            prop_assert_eq!(row.value, *v);
            fraction_matches(&row.probability, &p)?;
        }
        // SAFETY: valid pointers and lengths.
        let counted = rows(&mut |b, l, o| unsafe { rr_project_player_counter_pmf(&pc, counter as u32, b, l, o) });
        let want = pp::counter_pmf(&pr, Counter::ALL[counter]).unwrap();
        prop_assert_eq!(counted.len(), want.len());
        for (row, (v, p)) in counted.iter().zip(want.iter()) {
            prop_assert_eq!(row.value, *v);
            fraction_matches(&row.probability, &p)?;
        }
        let _ = RR_PROJECT_COUNTERS;
    }
}

/// A game's generator that records every range it is asked for, answering from
/// a roguerules sampler.
struct RecordingRoller {
    sampler: Sampler,
    ranges: Vec<(i64, i64)>,
}

unsafe extern "C" fn recording_uniform(user: *mut c_void, lo: i32, hi: i32) -> i32 {
    // SAFETY: the test passes a live `RecordingRoller` as `user`.
    let r = unsafe { &mut *(user as *mut RecordingRoller) };
    r.ranges.push((i64::from(lo), i64::from(hi)));
    r.sampler.uniform("callback", i64::from(lo), i64::from(hi)).expect("a valid range") as i32
}

/// The built-in generator as the library uses it (a `Source` lowered by
/// roguerules-dice), recording every range it draws from.
struct RecordingSource {
    sampler: Sampler,
    ranges: Vec<(i64, i64)>,
}

impl roguerules_dice::Source for RecordingSource {
    fn draw(&mut self, lo: i64, hi: i64) -> Result<i64, roguerules_dice::SourceError> {
        self.ranges.push((lo, hi));
        self.sampler.draw(lo, hi)
    }
}

/// Issue 18: the callback source and the built-in source make each rule draw the
/// same sequence of ranges (the one lowering of roguerules-dice): the ranges a
/// game's callback is asked for through the C API are exactly the ranges the
/// built-in generator draws from for the same rule, and the answers agree.
#[test]
fn the_callback_and_the_built_in_source_draw_the_same_ranges() {
    use roguerules::powder::{rr_powder_attack, rr_powder_outcome};
    use roguerules::traps::{RR_DUNGEON_TRAP_PIT, rr_dungeon_trap, rr_dungeon_trap_generate, rr_dungeon_trap_trigger};
    for seed in 0..64u64 {
        let built_in = |f: &mut dyn FnMut(&mut RecordingSource)| {
            let mut s = RecordingSource { sampler: Sampler::seed_from_u64(seed), ranges: Vec::new() };
            f(&mut s);
            s.ranges
        };
        let mut cb = RecordingRoller { sampler: Sampler::seed_from_u64(seed), ranges: Vec::new() };
        let roller = rr_roller { uniform: Some(recording_uniform), user: (&mut cb as *mut RecordingRoller).cast() };
        let via_callback = rr_random { rng: std::ptr::null_mut(), roller: &roller };

        // An Angband blow.
        let (c, r) = character(118, 68, 20, 2, 5, 150);
        let mut cm = rr_ang_melee::default();
        // SAFETY: valid pointers.
        assert_eq!(unsafe { rr_ang_melee_of(&c, &mut cm) }, rr_status::RR_OK);
        let m = Melee::of(&r).unwrap();
        let orc = Monster { ac: 36, flags: MonsterFlags::ORC, ..Monster::new(36) };
        let corc = rr_ang_monster { ac: 36, flags: 1 << 5, visible: 1, hp_known: 0, hp: 0 };
        let mut out = rr_ang_attack::default();
        // SAFETY: valid pointers; `cb` outlives the call.
        assert_eq!(unsafe { rr_ang_blow(via_callback, &cm, &corc, &mut out) }, rr_status::RR_OK);
        let want = built_in(&mut |s| {
            ang::blow(s, &m, &orc).unwrap();
        });
        assert!(!want.is_empty(), "blow: no draw recorded");
        assert_eq!(std::mem::take(&mut cb.ranges), want, "blow, seed {seed}");

        // A chest opened at its native level (the large steel chest's 75).
        cb.sampler = Sampler::seed_from_u64(seed);
        let cplayer = rr_trap_player {
            flags: 0,
            sustains: 0,
            armour_class: 30,
            saving_throw: 40,
            poison: 0,
            pack: std::ptr::null(),
            pack_len: 0,
            poison_resistance: 0,
            reading: 0,
        };
        let player = Player { armour_class: 30, saving_throw: 40, ..Player::default() };
        let (mut level, mut traps) = (0i32, 0u16);
        let mut chest = Box::new(rr_trap_outcome {
            len: 0,
            disappears: 0,
            effects: [Default::default(); roguerules::traps::RR_TRAP_MAX_EFFECTS],
        });
        // SAFETY: valid pointers; `cb` outlives the call.
        let st = unsafe { rr_chest_open(via_callback, 75, 50, &cplayer, &mut level, &mut traps, &mut *chest) };
        assert_eq!(st, rr_status::RR_OK);
        let (native, depth) = (Depth::from_level(75).unwrap(), Depth::from_level(50).unwrap());
        let want = built_in(&mut |s| {
            roguerules_traps::open_trapped_chest(s, native, depth, &player).unwrap();
        });
        assert!(!want.is_empty(), "chest: no draw recorded");
        assert_eq!(std::mem::take(&mut cb.ranges), want, "chest, seed {seed}");

        // A pit made at level 10 from the same seed on both sides, sprung.
        let rng = Rng::new(seed);
        let mut pit = std::mem::MaybeUninit::<rr_dungeon_trap>::uninit();
        // SAFETY: a live generator and a valid out-pointer.
        let st = unsafe { rr_dungeon_trap_generate(rng.random(), RR_DUNGEON_TRAP_PIT, 10, pit.as_mut_ptr()) };
        assert_eq!(st, rr_status::RR_OK);
        // SAFETY: written by the successful call above.
        let pit = unsafe { pit.assume_init() };
        let rust_pit = roguerules_traps::generate(
            &mut Sampler::seed_from_u64(seed),
            roguerules_traps::DungeonTrapKind::Pit,
            Depth::from_level(10).unwrap(),
        )
        .unwrap();
        cb.sampler = Sampler::seed_from_u64(seed);
        let mut sprung = Box::new(rr_trap_outcome {
            len: 0,
            disappears: 0,
            effects: [Default::default(); roguerules::traps::RR_TRAP_MAX_EFFECTS],
        });
        // SAFETY: valid pointers; `cb` outlives the call.
        assert_eq!(unsafe { rr_dungeon_trap_trigger(via_callback, &pit, &cplayer, &mut *sprung) }, rr_status::RR_OK);
        let want = built_in(&mut |s| {
            roguerules_traps::trigger(s, &rust_pit, &player).unwrap();
        });
        assert!(!want.is_empty(), "pit: no draw recorded");
        assert_eq!(std::mem::take(&mut cb.ranges), want, "pit, seed {seed}");

        // A POWDER attack (seed 001's charge).
        cb.sampler = Sampler::seed_from_u64(seed);
        let (input, cinput) = blow_setup::powder_inputs();
        let mut pout = rr_powder_outcome::default();
        // SAFETY: valid pointers; the input's lists live in `cinput`.
        assert_eq!(unsafe { rr_powder_attack(via_callback, cinput.input(), &mut pout) }, rr_status::RR_OK);
        let want = built_in(&mut |s| {
            roguerules_melee::powder::attack(s, &input).unwrap();
        });
        assert!(!want.is_empty(), "powder: no draw recorded");
        assert_eq!(std::mem::take(&mut cb.ranges), want, "powder, seed {seed}");
        drop(cinput);

        // Projections (seed 000): a monster's storm on a monster in rubble, and
        // Morgul darkness from a level-60 monster on the character.
        cb.sampler = Sampler::seed_from_u64(seed);
        let state = rr_project_monster_state { hp: 100, maxhp: 200, ..Default::default() };
        let storm = rr_project_monster_input {
            gf: u32::from(Gf::Storm.code()),
            dam: 300,
            terrain: u32::from(Terrain::Rubble.code()),
            source: rr_project_source::default(),
            monster: state,
            reading: 0,
        };
        let mut mout = rr_project_monster_outcome::default();
        // SAFETY: valid pointers; `cb` outlives the call.
        assert_eq!(unsafe { rr_project_monster(via_callback, &storm, &mut mout) }, rr_status::RR_OK);
        let rust_storm = pm::MonsterInput {
            terrain: Terrain::Rubble,
            source: Source::Monster,
            ..pm::MonsterInput::new(Gf::Storm, 300, pm::Monster { hp: 100, maxhp: 200, ..pm::Monster::default() })
        };
        let want = built_in(&mut |s| {
            pm::project(s, &rust_storm).unwrap();
        });
        assert!(!want.is_empty(), "storm: no draw recorded");
        assert_eq!(std::mem::take(&mut cb.ranges), want, "storm, seed {seed}");

        cb.sampler = Sampler::seed_from_u64(seed);
        let mut darkness = rr_project_player_input {
            gf: u32::from(Gf::MorgulDark.code()),
            dam: 400,
            terrain: u32::from(Terrain::Floor.code()),
            land: u32::from(Terrain::Floor.code()),
            player: rr_project_character { exp: 10_000, ..Default::default() },
            ..Default::default()
        };
        darkness.source.level = 60;
        let mut pout = rr_project_player_outcome::default();
        // SAFETY: valid pointers; `cb` outlives the call.
        assert_eq!(unsafe { rr_project_player(via_callback, &darkness, &mut pout) }, rr_status::RR_OK);
        let mut rust_darkness = PlayerInput::new(Gf::MorgulDark, 400);
        rust_darkness.source.level = 60;
        rust_darkness.player.exp = 10_000;
        let want = built_in(&mut |s| {
            pp::project(s, &rust_darkness).unwrap();
        });
        assert!(!want.is_empty(), "darkness: no draw recorded");
        assert_eq!(std::mem::take(&mut cb.ranges), want, "darkness, seed {seed}");
    }
}
