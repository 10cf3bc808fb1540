//! Every note of seed 000's monster table — (a)-(z), (A)-(O) — and its final
//! notes i-v, replayed roll by roll with scripted draws, with the RULINGS they
//! follow and their edge cases (thresholds exactly at N, P5; the caps past 240,
//! P4; stacking, G4; uniques, P6 and P10; supercharging and Beguile, P11; Holy
//! Light and polymorph, P12; power not damage, P13).
//!
//! A scripted run fails if the rule draws anything not scripted, or leaves a
//! scripted draw unused: so each test also pins which draws happen (RULINGS G3).

mod common;

use common::{drawless, input, mon, player, scripted, with};
use roguerules_dice::Scripted;
use roguerules_projection::monster::{self, Monster, MonsterFlags as F, MonsterInput};
use roguerules_projection::{Class, Gf, PlayerSource, ProjectionError, Source, Terrain};

fn from_monster(gf: Gf, dam: i64, m: Monster) -> MonsterInput {
    MonsterInput { source: Source::Monster, ..input(gf, dam, m) }
}

fn caster(level: i64, class: Class, beguile: bool, holy_light: bool) -> Source {
    Source::Player(PlayerSource { level, class, beguile, holy_light })
}

// ---------------------------------------------------------------------------
// (a), (b): GF_ROCK and the GF_SHOT group.

/// Note (a): from 16 damage done (RULINGS P5: "at least"), a 1 in 2 stun for
/// dam / 8; below 16 nothing is drawn.
#[test]
fn note_a_stun_from_16_damage() {
    let out = scripted(&input(Gf::Rock, 16, mon()), steps![("(a) stun 1 in 2", true)]);
    assert_eq!((out.damage, out.stun), (16, 2));
    let out = scripted(&input(Gf::Rock, 16, mon()), steps![("(a) stun 1 in 2", false)]);
    assert_eq!(out.stun, 0);
    let out = drawless(&input(Gf::Rock, 15, mon()));
    assert_eq!((out.damage, out.stun), (15, 0));
}

/// Note (a): "maximum of 32 turns if dam > 240" is exactly dam / 8 up to 240 and
/// 32 past it (RULINGS P4): 240 gives 30, 241 gives 32 (not 30).
#[test]
fn note_a_cap_past_240() {
    let out = scripted(&input(Gf::Rock, 240, mon()), steps![("(a) stun 1 in 2", true)]);
    assert_eq!(out.stun, 30);
    let out = scripted(&input(Gf::Rock, 241, mon()), steps![("(a) stun 1 in 2", true)]);
    assert_eq!(out.stun, 32);
    let tough = Monster { hp: 32767, maxhp: 32767, ..mon() };
    let out = scripted(&input(Gf::Rock, 5000, tough), steps![("(a) stun 1 in 2", true)]);
    assert_eq!(out.stun, 32);
}

/// Note (b): an ac / 200 chance of no damage: nothing drawn for AC 0, certain
/// from AC 200; a blocked boulder does no damage, so (a) is not even drawn.
#[test]
fn note_b_armour_class_in_200() {
    let out = scripted(&input(Gf::Rock, 100, mon()), steps![("(a) stun 1 in 2", false)]);
    assert!(!out.ac_blocked);
    let armoured = Monster { ac: 200, ..mon() };
    let out = drawless(&input(Gf::Rock, 100, armoured.clone()));
    assert_eq!((out.damage, out.ac_blocked, out.stun, out.hp), (0, true, 0, Some(1000)));
    let out = drawless(&input(Gf::Arrow, 100, Monster { ac: 5000, ..armoured }));
    assert!(out.ac_blocked);
    let out = scripted(
        &input(Gf::Rock, 100, Monster { ac: 60, ..mon() }),
        steps![("(b) no damage ac in 200", false), ("(a) stun 1 in 2", true)],
    );
    assert_eq!((out.damage, out.stun), (100, 12));
    let odds = monster::odds(&input(Gf::Missile, 100, Monster { ac: 60, ..mon() })).unwrap();
    assert_eq!(odds.probability_where(|o| o.ac_blocked).to_string(), "3/10");
}

// ---------------------------------------------------------------------------
// (c), (d): lightning and ice stuns.

/// Note (c): from 11 damage done, 1 in 2 for dam / 8 (32 past 240); an
/// IM_ELEC monster hit for 100 takes 11, exactly enough.
#[test]
fn note_c_elec_stun_from_11() {
    let out = scripted(&input(Gf::Elec, 100, with(F::IM_ELEC)), steps![("(c) stun 1 in 2", true)]);
    assert_eq!((out.damage, out.stun), (11, 1));
    let out = drawless(&input(Gf::Elec, 10, mon()));
    assert_eq!(out.stun, 0);
    let out = scripted(&input(Gf::Elec, 300, mon()), steps![("(c) stun 1 in 2", true)]);
    assert_eq!(out.stun, 32);
}

/// Note (d): an ice bolt stuns a monster that does not resist for dam / 12, 20
/// past 240, with no draw; IM_COLD escapes it.
#[test]
fn note_d_ice_stun() {
    assert_eq!(drawless(&input(Gf::Ice, 100, mon())).stun, 8);
    assert_eq!(drawless(&input(Gf::Ice, 240, mon())).stun, 20);
    assert_eq!(drawless(&input(Gf::Ice, 300, mon())).stun, 20); // not 300 / 12 = 25
    assert_eq!(drawless(&input(Gf::Ice, 300, with(F::IM_COLD))).stun, 0);
}

// ---------------------------------------------------------------------------
// (e), (f), (g): the random fractions (RULINGS P3, G1).

/// Notes (e), (f), (g): 3 * dam / k with k uniform in {14, 15, 16}, {11, 12,
/// 13}, {5, 6, 7}; each equally likely.
#[test]
fn notes_e_f_g_fractions() {
    for (k, want) in [(14, 214), (15, 200), (16, 187)] {
        let out = scripted(&input(Gf::Time, 1000, with(F::BRTH_TIME)), steps![("(e) divisor 14..16", k)]);
        assert_eq!(out.damage, want, "(e) k = {k}");
    }
    for (k, want) in [(11, 272), (12, 250), (13, 230)] {
        let out = scripted(&input(Gf::Plasma, 1000, with(F::IM_FIRE | F::IM_ELEC)), steps![("(f) divisor 11..13", k)]);
        assert_eq!(out.damage, want, "(f) k = {k}");
    }
    for (k, want) in [(5, 600), (6, 500), (7, 428)] {
        let out = scripted(&input(Gf::Dark, 1000, with(F::ORC)), steps![("(g) divisor 5..7", k)]);
        assert_eq!(out.damage, want, "(g) k = {k}");
    }
    let pmf = monster::damage_pmf(&input(Gf::Time, 1000, with(F::BRTH_TIME))).unwrap();
    let got: Vec<(i64, String)> = pmf.iter().map(|(d, p)| (*d, p.to_string())).collect();
    assert_eq!(got, [(187, "1/3".to_owned()), (200, "1/3".to_owned()), (214, "1/3".to_owned())]);
}

// ---------------------------------------------------------------------------
// (h), (i), (k): durations measured before resistance (RULINGS P4).

/// Note (h): confused for dam / 16, 15 past 240, measured after terrain.
#[test]
fn note_h_confusion() {
    assert_eq!(drawless(&input(Gf::Confusion, 100, mon())).confusion, 6);
    let on_rubble =
        MonsterInput { terrain: Terrain::Rubble, ..input(Gf::Confusion, 100, Monster { can_move: false, ..mon() }) };
    assert_eq!(drawless(&on_rubble).confusion, 88 / 16);
    assert_eq!(drawless(&input(Gf::Confusion, 300, mon())).confusion, 15); // not 18
    // Already confused: half the new amount (final note iv).
    assert_eq!(drawless(&input(Gf::Confusion, 100, Monster { confusion: 10, ..mon() })).confusion, 13);
}

/// Note (i): sound stuns for dam / 8, 30 past 240.
#[test]
fn note_i_sound_stun() {
    assert_eq!(drawless(&input(Gf::Sound, 100, mon())).stun, 12);
    assert_eq!(drawless(&input(Gf::Sound, 300, mon())).stun, 30); // not 37
}

/// Note (k): force and chaos stun for dam / 12, 20 past 240, measured on the
/// damage before resistance (RULINGS P4): a chaos breather taking 48 of 240 is
/// stunned for 240 / 12 = 20, not 48 / 12.
#[test]
fn note_k_stun_before_resistance() {
    assert_eq!(drawless(&input(Gf::Force, 300, mon())).stun, 20);
    let m = with(F::BRTH_CHAOS);
    let out =
        scripted(&input(Gf::Chaos, 240, m), steps![("(e) divisor 14..16", 15), ("final note ii polymorph 1..90", 10)]);
    assert_eq!((out.damage, out.stun, out.polymorph), (48, 20, false));
}

// ---------------------------------------------------------------------------
// (j), (l): gravity's teleport, force's thrust.

/// Note (j): teleported 10 unless it breathes gravity.
#[test]
fn note_j_gravity_teleport() {
    assert_eq!(drawless(&input(Gf::Gravity, 5, mon())).teleport, 10);
    let out = scripted(&input(Gf::Gravity, 5, with(F::BRTH_GRAV)), steps![("(e) divisor 14..16", 14)]);
    assert_eq!(out.teleport, 0);
}

/// Note (l): thrust 3 + dam / 20 of the damage done (RULINGS P10), unless it
/// breathes force.
#[test]
fn note_l_force_thrust() {
    let on_rubble =
        MonsterInput { terrain: Terrain::Rubble, ..input(Gf::Force, 100, Monster { can_move: false, ..mon() }) };
    assert_eq!(drawless(&on_rubble).thrust, 3 + 75 / 20);
    assert_eq!(drawless(&input(Gf::Force, 19, mon())).thrust, 3);
    let out = scripted(&input(Gf::Force, 100, with(F::BRTH_FORCE)), steps![("(e) divisor 14..16", 14)]);
    assert_eq!(out.thrust, 0);
}

// ---------------------------------------------------------------------------
// (m), (r), (u), (v): names and characters.

/// Note (m): a name beginning with "Water" resists water; "Waldern, King of
/// Water" does not, nor does a name that only begins with "water" in lower case.
#[test]
fn note_m_water_names() {
    let named = |name: &str| Monster { name: name.to_owned().into(), ..mon() };
    assert_eq!(drawless(&input(Gf::Water, 100, named("Water spirit"))).damage, 0);
    assert_eq!(drawless(&input(Gf::Water, 100, named("Water"))).damage, 0);
    assert_eq!(drawless(&input(Gf::Water, 100, named("Waldern, King of Water"))).damage, 100);
    assert_eq!(drawless(&input(Gf::Water, 100, named("water troll"))).damage, 100);
    // Immune to a monster's storm: no damage, and (q)'s 0..=0 is no draw.
    let out = drawless(&from_monster(Gf::Storm, 100, named("Water elemental")));
    assert_eq!((out.damage, out.teleport), (0, 0));
}

/// Notes (r) and (s): a name beginning with "Nexus" resists nexus and is not
/// teleported; RES_NEXU resists but is still teleported (RULINGS P10), 2 + dam /
/// 5 of the damage done; BRTH_NEXUS is not.
#[test]
fn notes_r_s_nexus() {
    let out = scripted(
        &input(Gf::Nexus, 100, Monster { name: "Nexus vortex".into(), ..mon() }),
        steps![("(e) divisor 14..16", 15)],
    );
    assert_eq!((out.damage, out.teleport), (20, 0));
    let out = scripted(&input(Gf::Nexus, 100, with(F::RES_NEXU)), steps![("(e) divisor 14..16", 15)]);
    assert_eq!((out.damage, out.teleport), (20, 2 + 20 / 5));
    let out = scripted(&input(Gf::Nexus, 100, with(F::BRTH_NEXUS)), steps![("(e) divisor 14..16", 15)]);
    assert_eq!(out.teleport, 0);
    assert_eq!(drawless(&input(Gf::Nexus, 100, mon())).teleport, 22);
}

/// Note (u): a name beginning with "Disen" resists disenchantment (and so keeps
/// its mana, (O)).
#[test]
fn note_u_disen_names() {
    let m = Monster { name: "Disenchanter mold".into(), mana: 50, ..mon() };
    let out = scripted(&input(Gf::Disenchant, 100, m), steps![("(e) divisor 14..16", 16)]);
    assert_eq!((out.damage, out.mana), (18, 50));
    let m = Monster { name: "Greater disenchanter".into(), mana: 50, ..mon() };
    assert_eq!(drawless(&input(Gf::Disenchant, 100, m)).damage, 100);
}

/// Note (v): monsters shown as 'E', 'g' or 'v' resist draining; 'G' and 'e' do not.
#[test]
fn note_v_drain_characters() {
    for c in ['E', 'g', 'v'] {
        assert_eq!(drawless(&input(Gf::OldDrain, 100, Monster { char: c, ..mon() })).damage, 0, "{c}");
    }
    for c in ['G', 'e', 'V', 'p'] {
        assert_eq!(drawless(&input(Gf::OldDrain, 100, Monster { char: c, ..mon() })).damage, 100, "{c}");
    }
}

// ---------------------------------------------------------------------------
// (n)-(q): GF_STORM.

/// Note (n): a monster that does not resist has a 1 in 6 for an extra half
/// (after terrain: 90 on water is 120, then 180); a resisting one draws nothing.
#[test]
fn note_n_extra_half() {
    let on_water =
        MonsterInput { terrain: Terrain::Water, ..input(Gf::Storm, 90, Monster { can_move: false, ..mon() }) };
    let out = scripted(
        &on_water,
        steps![("(n) extra half 1 in 6", true), ("(o) stun 1 in 2", false), ("(p) confusion 1 in 3", false)],
    );
    assert_eq!(out.damage, 180);
    let out = scripted(&input(Gf::Storm, 90, with(F::IM_ELEC)), steps![("(p) confusion 1 in 3", false)]);
    assert_eq!(out.damage, 45);
}

/// Note (o): from 50 damage done (after (n)), 1 in 2 for dam / 12, 20 past 240.
#[test]
fn note_o_storm_stun() {
    let out = scripted(
        &input(Gf::Storm, 49, mon()),
        steps![("(n) extra half 1 in 6", false), ("(p) confusion 1 in 3", false)],
    );
    assert_eq!(out.stun, 0);
    let out = scripted(
        &input(Gf::Storm, 50, mon()),
        steps![("(n) extra half 1 in 6", false), ("(o) stun 1 in 2", true), ("(p) confusion 1 in 3", false)],
    );
    assert_eq!(out.stun, 4);
    // (n) raises 40 to 60: now (o) is drawn.
    let out = scripted(
        &input(Gf::Storm, 40, mon()),
        steps![("(n) extra half 1 in 6", true), ("(o) stun 1 in 2", true), ("(p) confusion 1 in 3", false)],
    );
    assert_eq!((out.damage, out.stun), (60, 5));
    let out = scripted(
        &input(Gf::Storm, 241, mon()),
        steps![("(n) extra half 1 in 6", false), ("(o) stun 1 in 2", true), ("(p) confusion 1 in 3", false)],
    );
    assert_eq!(out.stun, 20);
}

/// Note (p): from 20 damage done, 1 in 3 for a confusion of 2..=dam / 10 + 1.
#[test]
fn note_p_storm_confusion() {
    let out = scripted(&input(Gf::Storm, 19, mon()), steps![("(n) extra half 1 in 6", false)]);
    assert_eq!(out.confusion, 0);
    let out = scripted(
        &input(Gf::Storm, 20, mon()),
        steps![("(n) extra half 1 in 6", false), ("(p) confusion 1 in 3", true), ("(p) confusion 2..dam/10+1", 3)],
    );
    assert_eq!(out.confusion, 3);
    let odds = monster::odds(&input(Gf::Storm, 20, with(F::BRTH_SOUND))).unwrap();
    // 20 damage (5/6): 1 in 3 for 2..=3; with (n)'s half, 30 (1/6): 1 in 3 for 2..=4.
    // P(2) = 5/6 * 1/3 * 1/2 + 1/6 * 1/3 * 1/3 = 17/108.
    let p: Vec<String> = (0..=4).map(|c| odds.probability_where(|o| o.confusion == c).to_string()).collect();
    assert_eq!(p, ["2/3", "0", "17/108", "17/108", "1/54"]);
}

/// Note (q): teleported 10 unless it breathes gravity, when the player is the
/// source (no draw) or when 0..=3 * dam exceeds its maximum hit points (RULINGS
/// P10: 3 * the damage done).
#[test]
fn note_q_storm_teleport() {
    let m = Monster { hp: 100, maxhp: 100, ..mon() };
    let out = scripted(&input(Gf::Storm, 10, m.clone()), steps![("(n) extra half 1 in 6", false)]);
    assert_eq!(out.teleport, 10);
    let out = scripted(
        &from_monster(Gf::Storm, 40, m.clone()),
        steps![("(n) extra half 1 in 6", false), ("(p) confusion 1 in 3", false), ("(q) teleport roll 0..3*dam", 100)],
    );
    assert_eq!(out.teleport, 0); // 100 is not more than 100
    let out = scripted(
        &from_monster(Gf::Storm, 40, m.clone()),
        steps![("(n) extra half 1 in 6", false), ("(p) confusion 1 in 3", false), ("(q) teleport roll 0..3*dam", 101)],
    );
    assert_eq!(out.teleport, 10);
    let grav = Monster { flags: F::BRTH_GRAV, ..m };
    let out = scripted(
        &from_monster(Gf::Storm, 40, grav),
        steps![("(n) extra half 1 in 6", false), ("(p) confusion 1 in 3", false)],
    );
    assert_eq!(out.teleport, 0);
    // 40 damage: 0..=120 above 100 is 20 values of 121.
    let odds =
        monster::odds(&from_monster(Gf::Storm, 40, Monster { hp: 100, maxhp: 100, flags: F::BRTH_SOUND, ..mon() }))
            .unwrap();
    let p = odds.probability_where(|o| o.teleport == 10 && o.damage == 40);
    assert_eq!(
        p.to_string(),
        format!(
            "{}",
            roguerules_dice::BigRational::new(5.into(), 6.into())
                * roguerules_dice::BigRational::new(20.into(), 121.into())
        )
    );
}

// ---------------------------------------------------------------------------
// (t), (w), final note ii: polymorph (RULINGS P12).

/// Note (t) and final note ii: chaos polymorphs a non-unique when 1..=90 is
/// greater than its level; a polymorph excludes the stun (RULINGS P4).
#[test]
fn note_t_chaos_polymorph() {
    let m = Monster { level: 40, ..mon() };
    let out = scripted(&input(Gf::Chaos, 100, m.clone()), steps![("final note ii polymorph 1..90", 41)]);
    assert_eq!((out.polymorph, out.stun), (true, 0));
    let out = scripted(&input(Gf::Chaos, 100, m), steps![("final note ii polymorph 1..90", 40)]);
    assert_eq!((out.polymorph, out.stun), (false, 8));
    let unique = Monster { unique: true, ..mon() };
    let out = drawless(&input(Gf::Chaos, 100, unique));
    assert_eq!((out.polymorph, out.stun), (false, 8));
}

/// Note (w) and final note ii (RULINGS P12): the monster must fail both (w)'s
/// test (level greater than 11..=dam - 10) and ii's 1..=90 roll; uniques resist
/// without a draw; no damage in any case.
#[test]
fn note_w_polymorph_needs_both_tests() {
    let m = Monster { level: 20, ..mon() };
    let out = scripted(
        &input(Gf::OldPoly, 50, m.clone()),
        steps![("(w) resist 11..dam-10", 20), ("final note ii polymorph 1..90", 21)],
    );
    assert_eq!((out.polymorph, out.damage), (true, 0));
    let out = scripted(
        &input(Gf::OldPoly, 50, m.clone()),
        steps![("(w) resist 11..dam-10", 20), ("final note ii polymorph 1..90", 20)],
    );
    assert!(!out.polymorph);
    let out = scripted(&input(Gf::OldPoly, 50, m.clone()), steps![("(w) resist 11..dam-10", 19)]);
    assert!(!out.polymorph);
    assert!(!drawless(&input(Gf::OldPoly, 500, Monster { unique: true, level: 0, ..mon() })).polymorph);
    // dam - 10 below 11: the range is 11 without a draw (RULINGS G2).
    assert!(!drawless(&input(Gf::OldPoly, 20, m)).polymorph); // 20 > 11 resists
    let out =
        scripted(&input(Gf::OldPoly, 20, Monster { level: 5, ..mon() }), steps![("final note ii polymorph 1..90", 6)]);
    assert!(out.polymorph);
    // Exact: level 20 at 50: (w) fails for 20..=40 (21 of 30), ii for 21..=90 (70 of 90).
    let p = monster::odds(&input(Gf::OldPoly, 50, Monster { level: 20, ..mon() }))
        .unwrap()
        .probability_where(|o| o.polymorph);
    assert_eq!(p.to_string(), "49/90");
}

// ---------------------------------------------------------------------------
// (x), (y), (z): clone, heal, haste (RULINGS P12).

/// Note (x): healed to the maximum, +5 speed below +40 (not capped), cloned; no
/// damage.
#[test]
fn note_x_clone() {
    let m = Monster { hp: 10, maxhp: 100, speed: 39, ..mon() };
    let out = drawless(&input(Gf::OldClone, 100, m.clone()));
    assert_eq!((out.hp, out.healed, out.speed, out.clone, out.damage), (Some(100), 90, 44, true, 0));
    let out = drawless(&input(Gf::OldClone, 100, Monster { speed: 40, ..m }));
    assert_eq!(out.speed, 40);
}

/// Note (y): healed by the damage, not over the maximum.
#[test]
fn note_y_heal() {
    let m = Monster { hp: 50, maxhp: 100, ..mon() };
    let out = drawless(&input(Gf::OldHeal, 30, m.clone()));
    assert_eq!((out.hp, out.healed, out.damage), (Some(80), 30, 0));
    let out = drawless(&input(Gf::OldHeal, 80, m));
    assert_eq!((out.hp, out.healed), (Some(100), 50));
}

/// Note (z): +10 speed below +40, not capped (39 becomes 49; RULINGS P12).
#[test]
fn note_z_haste() {
    assert_eq!(drawless(&input(Gf::OldSpeed, 1, Monster { speed: 39, ..mon() })).speed, 49);
    assert_eq!(drawless(&input(Gf::OldSpeed, 1, Monster { speed: 40, ..mon() })).speed, 40);
    assert_eq!(drawless(&input(Gf::OldSpeed, 1, Monster { speed: -20, ..mon() })).speed, -10);
}

// ---------------------------------------------------------------------------
// (A), (B), (C): slow, sleep, confuse (RULINGS P11).

/// Note (A) for a warrior: no supercharge draw, the 1 in 6, then level + 2
/// against 1..=power; slowed by 10.
#[test]
fn note_a_upper_slow_warrior() {
    let out =
        scripted(&input(Gf::OldSlow, 100, mon()), steps![("extra third 1 in 6", false), ("resist roll 1..power", 12)]);
    assert_eq!((out.speed, out.damage), (-10, 0));
    let out =
        scripted(&input(Gf::OldSlow, 100, mon()), steps![("extra third 1 in 6", false), ("resist roll 1..power", 11)]);
    assert_eq!(out.speed, 0); // 12 > 11: resisted
}

/// Note (A) for a mage with Beguile (RULINGS P11): supercharged 100 -> 150, no 1
/// in 6, Beguile 150 -> 225, so the roll is on 1..=225; not supercharged, the 1
/// in 6 gives 133, Beguile 199.
#[test]
fn note_a_upper_supercharge_and_beguile() {
    let mage = MonsterInput { source: caster(30, Class::Mage, true, false), ..input(Gf::OldSlow, 100, mon()) };
    let out = scripted(&mage, steps![("supercharge", true), ("resist roll 1..power", 225)]);
    assert_eq!(out.speed, -10);
    let out =
        scripted(&mage, steps![("supercharge", false), ("extra third 1 in 6", true), ("resist roll 1..power", 199)]);
    assert_eq!(out.speed, -10);
    let druid = MonsterInput { source: caster(30, Class::Druid, false, false), ..input(Gf::OldSlow, 100, mon()) };
    let out = scripted(&druid, steps![("supercharge", true), ("resist roll 1..power", 150)]);
    assert_eq!(out.speed, -10);
    // The scripts would fail on a wrong range: 226 is not on 1..=225.
    let mut r = Scripted::new(steps![("supercharge", true), ("resist roll 1..power", 226)]);
    assert!(monster::project(&mut r, &mage).is_err());
}

/// Note (A) from a monster (RULINGS P11): no supercharge and no Beguile, but the
/// 1 in 6 still applies.
#[test]
fn note_a_upper_from_a_monster() {
    let out = scripted(
        &from_monster(Gf::OldSlow, 100, mon()),
        steps![("extra third 1 in 6", true), ("resist roll 1..power", 133)],
    );
    assert_eq!(out.speed, -10);
}

/// Note (A): uniques add 20; the speed must be above -50 and above the race's
/// speed - 10.
#[test]
fn note_a_upper_who_can_be_slowed() {
    let s = || steps![("extra third 1 in 6", false), ("resist roll 1..power", 50)];
    assert_eq!(scripted(&input(Gf::OldSlow, 100, Monster { unique: true, level: 31, ..mon() }), s()).speed, 0);
    assert_eq!(scripted(&input(Gf::OldSlow, 100, Monster { unique: true, level: 30, ..mon() }), s()).speed, -10);
    assert_eq!(scripted(&input(Gf::OldSlow, 100, Monster { speed: -50, race_speed: -60, ..mon() }), s()).speed, -50);
    assert_eq!(scripted(&input(Gf::OldSlow, 100, Monster { speed: -49, race_speed: -60, ..mon() }), s()).speed, -59);
    assert_eq!(scripted(&input(Gf::OldSlow, 100, Monster { speed: 0, race_speed: 10, ..mon() }), s()).speed, 0);
    assert_eq!(scripted(&input(Gf::OldSlow, 100, Monster { speed: 1, race_speed: 10, ..mon() }), s()).speed, -9);
}

/// Note (B): a sleep value of 350 unless resisted or NO_SLEEP.
#[test]
fn note_b_upper_sleep() {
    let s = |roll| steps![("extra third 1 in 6", false), ("resist roll 1..power", roll)];
    assert_eq!(scripted(&input(Gf::OldSleep, 100, Monster { sleep: 20, ..mon() }), s(12)).sleep, 350);
    assert_eq!(scripted(&input(Gf::OldSleep, 100, Monster { sleep: 20, ..mon() }), s(11)).sleep, 20);
    assert_eq!(scripted(&input(Gf::OldSleep, 100, with(F::NO_SLEEP)), s(100)).sleep, 0);
}

/// Note (C): level + 20 (unique), + 15 (undead, not unique), + 2; confused for
/// 3d(dam / 5) + 1 of the boosted power unless NO_CONF; the dice are rolled
/// for a confusion breather, which final note iv then leaves unconfused.
#[test]
fn note_c_upper_confuse() {
    let out = scripted(
        &input(Gf::OldConf, 100, with(F::UNDEAD)),
        steps![("extra third 1 in 6", false), ("resist roll 1..power", 25), ("(C) confusion 3d(dam/5)", 30)],
    );
    assert_eq!(out.confusion, 31);
    let out = scripted(
        &input(Gf::OldConf, 100, with(F::UNDEAD)),
        steps![("extra third 1 in 6", false), ("resist roll 1..power", 24)],
    );
    assert_eq!(out.confusion, 0);
    let unique_undead = Monster { unique: true, ..with(F::UNDEAD) };
    let out = scripted(
        &input(Gf::OldConf, 100, unique_undead),
        steps![("extra third 1 in 6", false), ("resist roll 1..power", 29)],
    );
    assert_eq!(out.confusion, 0);
    let out = scripted(
        &input(Gf::OldConf, 100, with(F::NO_CONF)),
        steps![("extra third 1 in 6", false), ("resist roll 1..power", 100)],
    );
    assert_eq!(out.confusion, 0);
    let out = scripted(
        &input(Gf::OldConf, 100, with(F::BRTH_CONFU)),
        steps![("extra third 1 in 6", false), ("resist roll 1..power", 100), ("(C) confusion 3d(dam/5)", 3)],
    );
    assert_eq!(out.confusion, 0);
    // Power 4: 3d0 is 3 without a draw (RULINGS G2), so confused for 4.
    let out = scripted(
        &input(Gf::OldConf, 4, Monster { level: 0, ..mon() }),
        steps![("extra third 1 in 6", false), ("resist roll 1..power", 3)],
    );
    assert_eq!(out.confusion, 4);
}

// ---------------------------------------------------------------------------
// (D), (E): hold (RULINGS P11).

/// Note (D): resists when 1..=3/2 its level is greater than twice the player's
/// level, or else 1 time in 4; otherwise stasis for 4 + d6. No damage.
#[test]
fn note_d_upper_hold() {
    let m = Monster { level: 30, ..mon() };
    let hold = MonsterInput { source: player(10, Class::Warrior), ..input(Gf::Hold, 100, m) };
    assert_eq!(scripted(&hold, steps![("(D) resist 1..3/2 level", 21)]).stasis, 0);
    let out =
        scripted(&hold, steps![("(D) resist 1..3/2 level", 20), ("(D) resist 1 in 4", false), ("(D) stasis d6", 6)]);
    assert_eq!((out.stasis, out.damage), (10, 0));
    assert_eq!(scripted(&hold, steps![("(D) resist 1..3/2 level", 1), ("(D) resist 1 in 4", true)]).stasis, 0);
}

/// RULINGS P11: GF_HOLD and GF_HOLD_UNDEAD from a monster are invalid input.
#[test]
fn hold_from_a_monster_is_invalid() {
    for gf in [Gf::Hold, Gf::HoldUndead] {
        let i = from_monster(gf, 100, with(F::UNDEAD));
        let e = monster::project(&mut Scripted::new(Vec::<i64>::new()), &i).unwrap_err();
        assert_eq!(e, ProjectionError::NeedsPlayerSource { gf });
        assert_eq!(monster::odds(&i).unwrap_err(), ProjectionError::NeedsPlayerSource { gf });
    }
}

/// Note (E): the living are immune (no draws); an undead resists when 1..=its
/// level is greater than twice the player's, or else 1 time in 5; otherwise
/// stasis for 5 + d7. No damage (RULINGS P13).
#[test]
fn note_e_upper_hold_undead() {
    let at = |m: Monster| MonsterInput { source: player(10, Class::Priest), ..input(Gf::HoldUndead, 100, m) };
    assert_eq!(drawless(&at(Monster { level: 30, ..mon() })).stasis, 0);
    let undead = Monster { level: 30, ..with(F::UNDEAD) };
    assert_eq!(scripted(&at(undead.clone()), steps![("(E) resist 1..level", 21)]).stasis, 0);
    let out = scripted(
        &at(undead.clone()),
        steps![("(E) resist 1..level", 20), ("(E) resist 1 in 5", false), ("(E) stasis d7", 7)],
    );
    assert_eq!((out.stasis, out.damage), (12, 0));
    assert_eq!(scripted(&at(undead), steps![("(E) resist 1..level", 3), ("(E) resist 1 in 5", true)]).stasis, 0);
}

// ---------------------------------------------------------------------------
// (F), (G), (H): teleport away (RULINGS P13: dam is the distance).

/// Notes (F), (G), (H): teleported `dam` squares; (F) needs undead, (G) evil.
#[test]
fn notes_f_g_h_teleport_away() {
    assert_eq!(drawless(&input(Gf::AwayUndead, 40, with(F::UNDEAD))).teleport, 40);
    assert_eq!(drawless(&input(Gf::AwayUndead, 40, with(F::EVIL))).teleport, 0);
    assert_eq!(drawless(&input(Gf::AwayEvil, 40, with(F::EVIL))).teleport, 40);
    assert_eq!(drawless(&input(Gf::AwayEvil, 40, with(F::UNDEAD))).teleport, 0);
    let out = drawless(&input(Gf::AwayAll, 40, mon()));
    assert_eq!((out.teleport, out.damage), (40, 0));
}

// ---------------------------------------------------------------------------
// (I), (J), (K): turning (RULINGS P11).

/// Note (I): the living are immune; necromancers 1 in 2 and priests 1 in 4 for
/// 1/2 more, others the 1 in 6 for 1/3 more; uniques add 10; afraid for
/// 3d(dam / 2) + 1 unless NO_FEAR.
#[test]
fn note_i_upper_turn_undead() {
    assert_eq!(drawless(&input(Gf::TurnUndead, 100, mon())).fear, 0);
    let necro =
        |m| MonsterInput { source: caster(30, Class::Necromancer, false, false), ..input(Gf::TurnUndead, 100, m) };
    let out = scripted(
        &necro(with(F::UNDEAD)),
        steps![("supercharge", true), ("resist roll 1..power", 12), ("fear dice", 40)],
    );
    assert_eq!(out.fear, 41);
    let unique = Monster { unique: true, ..with(F::UNDEAD) };
    let out = scripted(&necro(unique), steps![("supercharge", true), ("resist roll 1..power", 19)]);
    assert_eq!(out.fear, 0); // 10 + 10 > 19
    let priest =
        MonsterInput { source: caster(30, Class::Priest, true, false), ..input(Gf::TurnUndead, 100, with(F::UNDEAD)) };
    // Priest: 1 in 4 fails, the 1 in 6 gives 133, Beguile 199; fear 3d99 + 1.
    let out = scripted(
        &priest,
        steps![("supercharge", false), ("extra third 1 in 6", true), ("resist roll 1..power", 199), ("fear dice", 297)],
    );
    assert_eq!(out.fear, 200); // 298, capped (final note v)
    let fearless = MonsterInput { monster: with(F::UNDEAD | F::NO_FEAR), ..priest };
    assert_eq!(scripted(&fearless, steps![("supercharge", true), ("resist roll 1..power", 100)]).fear, 0);
}

/// Note (J): the good are immune; priests 1 in 2 for 1/2 more, paladins and
/// necromancers 1 in 4 for 1/3 more, and the 1 in 6 only when neither
/// happened; uniques add 20, other undead 10.
#[test]
fn note_j_upper_turn_evil() {
    assert_eq!(drawless(&input(Gf::TurnEvil, 100, with(F::UNDEAD))).fear, 0);
    let by = |class, m| MonsterInput { source: caster(30, class, false, false), ..input(Gf::TurnEvil, 90, m) };
    let out = scripted(
        &by(Class::Priest, with(F::EVIL)),
        steps![("supercharge", true), ("resist roll 1..power", 135), ("fear dice", 3)],
    );
    assert_eq!(out.fear, 4);
    let out = scripted(
        &by(Class::Paladin, with(F::EVIL)),
        steps![("supercharge", true), ("resist roll 1..power", 120), ("fear dice", 3)],
    );
    assert_eq!(out.fear, 4); // 90 + 30
    let out = scripted(
        &by(Class::Necromancer, with(F::EVIL)),
        steps![("supercharge", false), ("extra third 1 in 6", true), ("resist roll 1..power", 120), ("fear dice", 3)],
    );
    assert_eq!(out.fear, 4);
    let undead = with(F::EVIL | F::UNDEAD);
    let out = scripted(&by(Class::Mage, undead), steps![("extra third 1 in 6", false), ("resist roll 1..power", 19)]);
    assert_eq!(out.fear, 0); // 10 + 10 > 19
    let unique = Monster { unique: true, ..with(F::EVIL | F::UNDEAD) };
    let out = scripted(
        &by(Class::Mage, unique),
        steps![("extra third 1 in 6", false), ("resist roll 1..power", 30), ("fear dice", 3)],
    );
    assert_eq!(out.fear, 4);
}

/// Note (K): priests 1 in 3 for 1/3 more; uniques and undead add 20; afraid for
/// 4d(dam / 2) + 1.
#[test]
fn note_k_upper_turn_all() {
    let priest = MonsterInput { source: caster(30, Class::Priest, false, false), ..input(Gf::TurnAll, 90, mon()) };
    let out = scripted(&priest, steps![("supercharge", true), ("resist roll 1..power", 12), ("fear dice", 4)]);
    assert_eq!(out.fear, 5);
    let out = scripted(
        &priest,
        steps![("supercharge", false), ("extra third 1 in 6", false), ("resist roll 1..power", 90), ("fear dice", 180)],
    );
    assert_eq!(out.fear, 181); // 4d45
    let undead = MonsterInput { monster: with(F::UNDEAD), ..priest.clone() };
    assert_eq!(
        scripted(&undead, steps![("supercharge", false), ("extra third 1 in 6", false), ("resist roll 1..power", 29)])
            .fear,
        0
    );
    let out = scripted(
        &undead,
        steps![("supercharge", false), ("extra third 1 in 6", false), ("resist roll 1..power", 30), ("fear dice", 4)],
    );
    assert_eq!(out.fear, 5);
    // From a monster: the 1 in 6 only.
    let out = scripted(
        &from_monster(Gf::TurnAll, 90, mon()),
        steps![("extra third 1 in 6", true), ("resist roll 1..power", 120), ("fear dice", 4)],
    );
    assert_eq!(out.fear, 5);
}

// ---------------------------------------------------------------------------
// (L), (M), (N), (O).

/// Note (L) (RULINGS P12): immune with at least as many hit points as the
/// damage; one fewer and the full damage kills.
#[test]
fn note_l_upper_small_monsters() {
    assert_eq!(drawless(&input(Gf::DispSmallAll, 100, Monster { hp: 100, ..mon() })).damage, 0);
    let out = drawless(&input(Gf::DispSmallAll, 100, Monster { hp: 99, ..mon() }));
    assert_eq!((out.damage, out.killed), (100, true));
}

/// Note (M): with Holy Light, an undead, evil or light-hurt monster has a 1 in
/// 5 fear attempt: 1..=level + 10 at least its level + 2 (+ 20 for a unique);
/// afraid for 3d(level / 2) + 1 of the player's level, even with NO_FEAR, even
/// though the weak light does it no damage (RULINGS P12).
#[test]
fn note_m_upper_holy_light_weak() {
    let src = caster(30, Class::Priest, false, true);
    let at = |m: Monster| MonsterInput { source: src, ..input(Gf::LiteWeak, 50, m) };
    let undead = Monster { flags: F::UNDEAD | F::NO_FEAR, ..mon() };
    let out = scripted(
        &at(undead.clone()),
        steps![("(M) holy light 1 in 5", true), ("(M) fright roll 1..level+10", 12), ("(M) fear 3d(level/2)", 20)],
    );
    assert_eq!((out.damage, out.fear), (0, 21));
    let out =
        scripted(&at(undead.clone()), steps![("(M) holy light 1 in 5", true), ("(M) fright roll 1..level+10", 11)]);
    assert_eq!(out.fear, 0);
    assert_eq!(scripted(&at(undead), steps![("(M) holy light 1 in 5", false)]).fear, 0);
    let unique = Monster { unique: true, ..with(F::EVIL) };
    let out = scripted(
        &at(unique),
        steps![("(M) holy light 1 in 5", true), ("(M) fright roll 1..level+10", 30), ("(M) fear 3d(level/2)", 3)],
    );
    assert_eq!(out.fear, 4);
    // Neither undead, evil nor light-hurt; or no specialty; or a monster source: nothing drawn.
    assert_eq!(drawless(&at(mon())).fear, 0);
    assert_eq!(drawless(&input(Gf::LiteWeak, 50, with(F::UNDEAD))).fear, 0);
    assert_eq!(drawless(&from_monster(Gf::LiteWeak, 50, with(F::UNDEAD))).fear, 0);
}

/// Note (N): 1 in 3; 1..=3/2 level + 15; 3d(3 * level / 4) + 1; even when the
/// light is resisted (RULINGS P12).
#[test]
fn note_n_upper_holy_light() {
    let src = caster(30, Class::Priest, false, true);
    let m = Monster { level: 58, fear: 5, flags: F::HURT_LITE | F::BRTH_LITE, ..mon() };
    let out = scripted(
        &MonsterInput { source: src, ..input(Gf::Lite, 100, m) },
        steps![
            ("(e) divisor 14..16", 14),
            ("(N) holy light 1 in 3", true),
            ("(N) fright roll 1..3/2 level+15", 60),
            ("(N) fear 3d(3*level/4)", 66),
        ],
    );
    assert_eq!((out.damage, out.fear), (21, 5 + 67));
}

/// Note (O): mana reduced by 1/5 of the damage done, not below 0; not when
/// resisted, nor when the monster dies (RULINGS P4).
#[test]
fn note_o_upper_mana_drain() {
    assert_eq!(drawless(&input(Gf::Disenchant, 100, Monster { mana: 30, ..mon() })).mana, 10);
    assert_eq!(drawless(&input(Gf::Disenchant, 100, Monster { mana: 5, ..mon() })).mana, 0);
    let out = scripted(
        &input(Gf::Disenchant, 100, Monster { mana: 30, ..with(F::RES_DISE) }),
        steps![("(e) divisor 14..16", 15)],
    );
    assert_eq!(out.mana, 30);
    let out = drawless(&input(Gf::Disenchant, 100, Monster { mana: 30, hp: 10, ..mon() }));
    assert_eq!((out.killed, out.mana), (true, 30));
}

// ---------------------------------------------------------------------------
// Final notes i-v and the pipeline.

/// Final note i (RULINGS P6, P10): a unique hit by a monster is left at 0 HP,
/// alive, its other effects computed from the damage done; by the player it dies;
/// a non-unique dies to either.
#[test]
fn final_note_i_uniques() {
    let unique = Monster { unique: true, hp: 50, maxhp: 500, ..mon() };
    let out = drawless(&from_monster(Gf::Force, 100, unique.clone()));
    assert_eq!((out.killed, out.hp, out.hp_lost, out.damage), (false, Some(0), 50, 100));
    assert_eq!((out.stun, out.thrust), (8, 8));
    let out = drawless(&input(Gf::Force, 100, unique.clone()));
    assert_eq!((out.killed, out.hp, out.hp_lost, out.thrust, out.stun), (true, None, 100, 0, 0));
    let out = drawless(&from_monster(Gf::Force, 100, Monster { unique: false, ..unique.clone() }));
    assert!(out.killed);
    // Exactly 50 damage on 50 HP leaves 0, alive (death is damage > hp).
    let out = drawless(&input(Gf::Mana, 50, Monster { unique: false, ..unique }));
    assert_eq!((out.killed, out.hp), (false, Some(0)));
    assert_eq!(
        monster::kill_chance(&from_monster(Gf::Mana, 5000, Monster { unique: true, hp: 1, maxhp: 1, ..mon() }))
            .unwrap()
            .to_string(),
        "0"
    );
}

/// Final note iii (RULINGS P4, G4): sound and force breathers are never stunned;
/// a stunned monster gains half the new amount; capped at 200.
#[test]
fn final_note_iii_stun_stacking() {
    let out = scripted(&input(Gf::Rock, 100, with(F::BRTH_SOUND)), steps![("(a) stun 1 in 2", true)]);
    assert_eq!(out.stun, 0);
    assert_eq!(drawless(&input(Gf::Ice, 100, with(F::BRTH_FORCE))).stun, 0);
    assert_eq!(drawless(&input(Gf::Ice, 100, Monster { stun: 10, ..mon() })).stun, 10 + 8 / 2);
    assert_eq!(drawless(&input(Gf::Ice, 300, Monster { stun: 195, ..mon() })).stun, 200);
    assert_eq!(drawless(&input(Gf::Ice, 300, Monster { stun: 200, ..mon() })).stun, 200);
}

/// Final note iv: NO_CONF, BRTH_CONFU and BRTH_CHAOS are never confused; a
/// confused monster gains half; capped at 200.
#[test]
fn final_note_iv_confusion_stacking() {
    let conf = |m: Monster, roll| {
        scripted(
            &input(Gf::OldConf, 100, m),
            steps![("extra third 1 in 6", false), ("resist roll 1..power", 100), ("(C) confusion 3d(dam/5)", roll)],
        )
    };
    assert_eq!(conf(with(F::BRTH_CHAOS), 60).confusion, 0);
    assert_eq!(conf(Monster { confusion: 10, ..mon() }, 30).confusion, 10 + 31 / 2);
    assert_eq!(conf(Monster { confusion: 190, ..mon() }, 60).confusion, 200);
    assert_eq!(conf(mon(), 60).confusion, 61);
}

/// Final note v: fear adds and is capped at 200.
#[test]
fn final_note_v_fear_adds() {
    let priest = |m| MonsterInput { source: caster(30, Class::Priest, false, false), ..input(Gf::TurnAll, 90, m) };
    let s = || {
        steps![("supercharge", false), ("extra third 1 in 6", false), ("resist roll 1..power", 90), ("fear dice", 40)]
    };
    assert_eq!(scripted(&priest(Monster { fear: 30, ..mon() }), s()).fear, 71);
    assert_eq!(scripted(&priest(Monster { fear: 170, ..mon() }), s()).fear, 200);
}

/// RULINGS P4: one of death, polymorph, stun, confusion: a storm that stuns does
/// not also confuse; a stun breather (immune) is confused instead; a killed
/// monster gets nothing else (no stun, confusion or teleport).
#[test]
fn p4_only_one_status_effect() {
    let both = steps![
        ("(n) extra half 1 in 6", false),
        ("(o) stun 1 in 2", true),
        ("(p) confusion 1 in 3", true),
        ("(p) confusion 2..dam/10+1", 11),
    ];
    let out = scripted(&input(Gf::Storm, 100, mon()), both.clone());
    assert_eq!((out.stun, out.confusion, out.teleport), (8, 0, 10));
    let out = scripted(&input(Gf::Storm, 100, with(F::BRTH_SOUND)), both.clone());
    assert_eq!((out.stun, out.confusion), (0, 11));
    let out = scripted(&input(Gf::Storm, 100, Monster { hp: 99, ..mon() }), both);
    assert_eq!((out.killed, out.stun, out.confusion, out.teleport), (true, 0, 0, 0));
    let out = drawless(&input(Gf::Nexus, 100, Monster { hp: 10, ..mon() }));
    assert_eq!((out.killed, out.teleport), (true, 0));
}

/// RULINGS P2: on rubble and trees a monster that can move avoids the whole
/// projection 1 time in 4, drawn first, for every type (Terr None and the
/// non-damaging ones too); one that cannot move never avoids; floor, water and
/// lava offer no avoidance.
#[test]
fn p2_terrain_avoidance() {
    for terrain in [Terrain::Rubble, Terrain::Tree] {
        for gf in [Gf::Mana, Gf::Nexus, Gf::OldHeal, Gf::OldClone, Gf::AwayAll] {
            let i = MonsterInput { terrain, ..input(gf, 100, Monster { hp: 10, maxhp: 100, ..mon() }) };
            let out = scripted(&i, steps![("terrain avoidance (a) 1 in 4", true)]);
            let mut avoided = monster::MonsterOutcome::unchanged(&i.monster);
            avoided.avoided = true;
            assert_eq!(out, avoided, "{gf} on {terrain}");
            let fixed = MonsterInput { monster: Monster { can_move: false, ..i.monster.clone() }, ..i.clone() };
            assert!(!drawless(&fixed).avoided);
        }
    }
    for terrain in [Terrain::Floor, Terrain::Water, Terrain::Lava] {
        assert!(!drawless(&MonsterInput { terrain, ..input(Gf::Mana, 100, mon()) }).avoided);
    }
    // Avoidance is drawn before anything else: before the (e) divisor.
    let i = MonsterInput { terrain: Terrain::Tree, ..input(Gf::Time, 100, with(F::BRTH_TIME)) };
    let out = scripted(&i, steps![("terrain avoidance (a) 1 in 4", false), ("(e) divisor 14..16", 16)]);
    assert_eq!(out.damage, 18);
}

/// The validation of the inputs' documented ranges.
#[test]
fn out_of_range_inputs_are_errors() {
    let bad = |i: MonsterInput, field: &str| match monster::project(&mut Scripted::new(Vec::<i64>::new()), &i) {
        Err(ProjectionError::OutOfRange { field: f, .. }) => assert_eq!(f, field),
        other => panic!("{field}: {other:?}"),
    };
    bad(input(Gf::Fire, 5001, mon()), "dam");
    bad(input(Gf::Fire, -1, mon()), "dam");
    bad(input(Gf::Fire, 1, Monster { hp: 1001, ..mon() }), "monster.hp");
    bad(input(Gf::Fire, 1, Monster { hp: 0, maxhp: 0, ..mon() }), "monster.maxhp");
    bad(input(Gf::Fire, 1, Monster { stun: 201, ..mon() }), "monster.stun");
    bad(input(Gf::Fire, 1, Monster { speed: 146, ..mon() }), "monster.speed");
    bad(input(Gf::Fire, 1, Monster { level: 256, ..mon() }), "monster.level");
    bad(MonsterInput { source: player(51, Class::Mage), ..input(Gf::Fire, 1, mon()) }, "source.level");
    bad(MonsterInput { source: player(0, Class::Mage), ..input(Gf::Fire, 1, mon()) }, "source.level");
    let weird = Monster { flags: F::from_bits_retain(1 << 60), ..mon() };
    assert!(matches!(monster::odds(&input(Gf::Fire, 1, weird)), Err(ProjectionError::Invalid { .. })));
    // The largest valid inputs are fine.
    let max = Monster {
        level: 255,
        hp: 32767,
        maxhp: 32767,
        ac: 32767,
        speed: 145,
        race_speed: -110,
        stun: 200,
        confusion: 200,
        fear: 200,
        sleep: 32767,
        mana: 32767,
        flags: F::all(),
        ..mon()
    };
    assert!(monster::project(&mut roguerules_dice::Sampler::seed_from_u64(1), &input(Gf::Storm, 5000, max)).is_ok());
}

/// The exact odds of the heaviest notes at the top of the damage range fit the
/// enumerator's budget (issue item 5: any valid input with damage up to 5000).
#[test]
fn exact_odds_at_5000_fit_the_budget() {
    let caster = |class| Source::Player(PlayerSource { level: 50, class, beguile: true, holy_light: true });
    let m = Monster { hp: 32767, maxhp: 32767, ..mon() };
    for (gf, class) in [(Gf::TurnAll, Class::Priest), (Gf::OldConf, Class::Mage), (Gf::Storm, Class::Warrior)] {
        let i = MonsterInput { source: caster(class), terrain: Terrain::Rubble, ..input(gf, 5000, m.clone()) };
        let odds = monster::odds(&i).unwrap();
        let sum: roguerules_dice::BigUint = odds.weights().map(|(_, w)| w).sum();
        assert_eq!(sum, odds.total(), "{gf}");
    }
}
