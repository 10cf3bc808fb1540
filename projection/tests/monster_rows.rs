//! Every row of seed 000's monster table ("Damage Types, Resistances, and Other
//! Effects on Monsters"), replayed with scripted rolls: its terrain rule (RULINGS
//! P2), each resist line and its fraction (P3: the first line that applies,
//! alone; G1), and the grouped types (P1). The notes are in `monster_notes.rs`.

mod common;

use common::{drawless, input, mon, scripted, with};
use roguerules_projection::monster::{self, Condition, Fraction, Monster, MonsterFlags as F, MonsterInput, ResistLine};
use roguerules_projection::{Gf, ProjectionError, Terrain};

fn line(condition: Condition, fraction: Fraction) -> Option<ResistLine> {
    Some(ResistLine { condition, fraction })
}

/// `gf` for `dam` on `m` standing on `terrain`, unable to move (no avoidance draw).
fn on(terrain: Terrain, gf: Gf, dam: i64, m: Monster) -> MonsterInput {
    MonsterInput { terrain, ..input(gf, dam, Monster { can_move: false, ..m }) }
}

/// Row GF_ROCK: Full terrain; notes (a) (b) (tested in full in monster_notes.rs).
#[test]
fn row_rock() {
    let out = scripted(&on(Terrain::Rubble, Gf::Rock, 100, mon()), steps![("(a) stun 1 in 2", false)]);
    assert_eq!((out.damage, out.resist, out.stun), (75, None, 0));
}

/// Rows GF_SHOT, GF_ARROW, GF_MISSILE, GF_PMISSILE (one group, RULINGS P1): Full
/// terrain, no resistance, note (b) only (no stun of (a)).
#[test]
fn row_shot_arrow_missile_pmissile() {
    for gf in [Gf::Shot, Gf::Arrow, Gf::Missile, Gf::Pmissile] {
        let m = Monster { ac: 100, ..mon() };
        let out = scripted(&on(Terrain::Rubble, gf, 100, m.clone()), steps![("(b) no damage ac in 200", false)]);
        assert_eq!((out.damage, out.ac_blocked, out.stun), (75, false, 0), "{gf}");
        let out = scripted(&on(Terrain::Floor, gf, 100, m), steps![("(b) no damage ac in 200", true)]);
        assert_eq!((out.damage, out.ac_blocked, out.hp), (0, true, Some(1000)), "{gf}");
    }
}

/// Row GF_ACID: Full; IM_ACID takes 1/9.
#[test]
fn row_acid() {
    assert_eq!(drawless(&input(Gf::Acid, 100, mon())).damage, 100);
    let out = drawless(&input(Gf::Acid, 100, with(F::IM_ACID)));
    assert_eq!((out.damage, out.resist), (11, line(Condition::ImAcid, Fraction::Ninth)));
    assert_eq!(drawless(&on(Terrain::Rubble, Gf::Acid, 100, with(F::IM_ACID))).damage, 75 / 9);
}

/// Row GF_ELEC: Full; IM_ELEC takes 1/9; note (c) (monster_notes.rs).
#[test]
fn row_elec() {
    let out = drawless(&input(Gf::Elec, 90, with(F::IM_ELEC)));
    assert_eq!((out.damage, out.resist), (10, line(Condition::ImElec, Fraction::Ninth)));
    assert_eq!(drawless(&on(Terrain::Tree, Gf::Elec, 40, with(F::IM_ELEC))).damage, 30 / 9);
}

/// Rows GF_FIRE and GF_HELLFIRE (one group, RULINGS P1): Full; IM_FIRE takes
/// 1/9; water -1/2, lava +1/5 (the terrain table).
#[test]
fn row_fire_and_hellfire() {
    for gf in [Gf::Fire, Gf::Hellfire] {
        assert_eq!(drawless(&input(gf, 100, mon())).damage, 100);
        let out = drawless(&input(gf, 100, with(F::IM_FIRE)));
        assert_eq!((out.damage, out.resist), (11, line(Condition::ImFire, Fraction::Ninth)), "{gf}");
        assert_eq!(drawless(&on(Terrain::Water, gf, 100, mon())).damage, 50, "{gf}");
        assert_eq!(drawless(&on(Terrain::Lava, gf, 100, mon())).damage, 120, "{gf}");
        assert_eq!(drawless(&on(Terrain::Lava, gf, 100, with(F::IM_FIRE))).damage, 13, "{gf}");
    }
}

/// Row GF_COLD: Full; IM_COLD takes 1/9; lava -1/3.
#[test]
fn row_cold() {
    let out = drawless(&on(Terrain::Lava, Gf::Cold, 100, with(F::IM_COLD)));
    assert_eq!((out.damage, out.resist), (67 / 9, line(Condition::ImCold, Fraction::Ninth)));
    assert_eq!(drawless(&on(Terrain::Lava, Gf::Cold, 100, mon())).damage, 67);
    assert_eq!(drawless(&on(Terrain::Water, Gf::Cold, 100, mon())).damage, 100);
}

/// Row GF_POIS: Half terrain (rubble's -25 halved to -12, RULINGS P2); IM_POIS 1/9.
#[test]
fn row_pois() {
    assert_eq!(drawless(&on(Terrain::Rubble, Gf::Pois, 100, mon())).damage, 88);
    let out = drawless(&on(Terrain::Rubble, Gf::Pois, 100, with(F::IM_POIS)));
    assert_eq!((out.damage, out.resist), (9, line(Condition::ImPois, Fraction::Ninth)));
}

/// Row GF_ICE: Full; IM_COLD takes 1/9 (and escapes (d)'s stun); lava -1/3.
#[test]
fn row_ice() {
    let out = drawless(&input(Gf::Ice, 100, with(F::IM_COLD)));
    assert_eq!((out.damage, out.resist, out.stun), (11, line(Condition::ImCold, Fraction::Ninth), 0));
    assert_eq!(drawless(&on(Terrain::Lava, Gf::Ice, 100, with(F::IM_COLD))).damage, 7);
}

/// Row GF_PLASMA: Full; three lines, the first that applies alone (RULINGS P3):
/// BRTH_PLAS or RES_PLAS (e); IM_FIRE and IM_ELEC (f); IM_FIRE xor IM_ELEC (g).
#[test]
fn row_plasma() {
    let e = steps![("(e) divisor 14..16", 14)];
    let out = scripted(&input(Gf::Plasma, 100, with(F::BRTH_PLAS)), e.clone());
    assert_eq!((out.damage, out.resist), (21, line(Condition::PlasmaResistant, Fraction::E)));
    let out = scripted(&input(Gf::Plasma, 100, with(F::RES_PLAS)), steps![("(e) divisor 14..16", 16)]);
    assert_eq!(out.damage, 300 / 16);
    // A plasma breather immune to both elements still takes (e), the first line.
    let out = scripted(&input(Gf::Plasma, 100, with(F::BRTH_PLAS | F::IM_FIRE | F::IM_ELEC)), e);
    assert_eq!(out.resist, line(Condition::PlasmaResistant, Fraction::E));
    let out = scripted(&input(Gf::Plasma, 100, with(F::IM_FIRE | F::IM_ELEC)), steps![("(f) divisor 11..13", 11)]);
    assert_eq!((out.damage, out.resist), (27, line(Condition::ImFireAndElec, Fraction::F)));
    let out = scripted(&input(Gf::Plasma, 100, with(F::IM_FIRE)), steps![("(g) divisor 5..7", 5)]);
    assert_eq!((out.damage, out.resist), (60, line(Condition::ImFireXorElec, Fraction::G)));
    let out = scripted(&input(Gf::Plasma, 100, with(F::IM_ELEC)), steps![("(g) divisor 5..7", 7)]);
    assert_eq!(out.damage, 42);
    assert_eq!(drawless(&on(Terrain::Water, Gf::Plasma, 100, mon())).damage, 50);
    assert_eq!(drawless(&on(Terrain::Lava, Gf::Plasma, 100, mon())).damage, 120);
}

/// Row GF_LITE_WEAK: Half; every monster but a HURT_LITE one is immune; (M).
#[test]
fn row_lite_weak() {
    let out = drawless(&input(Gf::LiteWeak, 100, mon()));
    assert_eq!((out.damage, out.resist), (0, line(Condition::NotHurtLite, Fraction::Zero)));
    let out = drawless(&on(Terrain::Tree, Gf::LiteWeak, 100, with(F::HURT_LITE)));
    assert_eq!((out.damage, out.resist), (88, None));
}

/// Row GF_LITE: Half; BRTH_LITE (e); HURT_LITE takes 3/2; (N).
#[test]
fn row_lite() {
    assert_eq!(drawless(&input(Gf::Lite, 100, mon())).damage, 100);
    let out = scripted(&input(Gf::Lite, 100, with(F::BRTH_LITE | F::HURT_LITE)), steps![("(e) divisor 14..16", 15)]);
    assert_eq!((out.damage, out.resist), (20, line(Condition::BrthLite, Fraction::E)));
    let out = drawless(&on(Terrain::Rubble, Gf::Lite, 101, with(F::HURT_LITE)));
    // 101 - (25 / 2) = 89 on rubble, then 3 * 89 / 2 = 133 (G1: multiply first).
    assert_eq!((out.damage, out.resist), (133, line(Condition::HurtLite, Fraction::ThreeHalves)));
}

/// Rows GF_DARK and GF_MORGUL_DARK (one group, RULINGS P1: MORGUL_MAGIC and ORC
/// resist both): Half; BRTH_DARK (e); MORGUL_MAGIC (g); ORC (g).
#[test]
fn row_dark_and_morgul_dark() {
    for gf in [Gf::Dark, Gf::MorgulDark] {
        assert_eq!(drawless(&on(Terrain::Rubble, gf, 100, mon())).damage, 88, "{gf}");
        let out = scripted(&input(gf, 100, with(F::BRTH_DARK | F::ORC)), steps![("(e) divisor 14..16", 14)]);
        assert_eq!((out.damage, out.resist), (21, line(Condition::BrthDark, Fraction::E)), "{gf}");
        let out = scripted(&input(gf, 100, with(F::MORGUL_MAGIC | F::ORC)), steps![("(g) divisor 5..7", 6)]);
        assert_eq!((out.damage, out.resist), (50, line(Condition::MorgulMagic, Fraction::G)), "{gf}");
        let out = scripted(&input(gf, 100, with(F::ORC)), steps![("(g) divisor 5..7", 7)]);
        assert_eq!((out.damage, out.resist), (42, line(Condition::Orc, Fraction::G)), "{gf}");
    }
}

/// Row GF_CONFUSION: Half; BRTH_CONFU (e); NO_CONF (g); both escape (h)'s
/// confusion (final note iv).
#[test]
fn row_confusion() {
    let out = scripted(&input(Gf::Confusion, 100, with(F::BRTH_CONFU)), steps![("(e) divisor 14..16", 16)]);
    assert_eq!((out.damage, out.resist, out.confusion), (18, line(Condition::BrthConfu, Fraction::E), 0));
    let out = scripted(&input(Gf::Confusion, 100, with(F::NO_CONF)), steps![("(g) divisor 5..7", 5)]);
    assert_eq!((out.damage, out.resist, out.confusion), (60, line(Condition::NoConf, Fraction::G), 0));
    assert_eq!(drawless(&on(Terrain::Rubble, Gf::Confusion, 100, mon())).damage, 88);
}

/// Row GF_SOUND: Half; BRTH_SOUND (e) (and no stun: final note iii).
#[test]
fn row_sound() {
    let out = scripted(&input(Gf::Sound, 100, with(F::BRTH_SOUND)), steps![("(e) divisor 14..16", 14)]);
    assert_eq!((out.damage, out.resist, out.stun), (21, line(Condition::BrthSound, Fraction::E), 0));
    assert_eq!(drawless(&on(Terrain::Tree, Gf::Sound, 100, mon())).damage, 88);
}

/// Rows GF_SHARD and GF_INERTIA: Half; BRTH_SHARD / BRTH_INER (e).
#[test]
fn row_shard_and_inertia() {
    for (gf, flag, cond) in
        [(Gf::Shard, F::BRTH_SHARD, Condition::BrthShard), (Gf::Inertia, F::BRTH_INER, Condition::BrthIner)]
    {
        assert_eq!(drawless(&on(Terrain::Rubble, gf, 100, mon())).damage, 88);
        let out = scripted(&input(gf, 100, with(flag)), steps![("(e) divisor 14..16", 15)]);
        assert_eq!((out.damage, out.resist), (20, line(cond, Fraction::E)), "{gf}");
        assert_eq!(drawless(&input(gf, 100, with((F::BRTH_SHARD | F::BRTH_INER) - flag))).damage, 100);
    }
}

/// Row GF_GRAVITY: None (no terrain adjustment); BRTH_GRAV (e), not teleported (j).
#[test]
fn row_gravity() {
    let out = drawless(&on(Terrain::Rubble, Gf::Gravity, 100, mon()));
    assert_eq!((out.damage, out.teleport), (100, 10));
    let out = scripted(&input(Gf::Gravity, 100, with(F::BRTH_GRAV)), steps![("(e) divisor 14..16", 14)]);
    assert_eq!((out.damage, out.resist, out.teleport), (21, line(Condition::BrthGrav, Fraction::E), 0));
}

/// Row GF_FORCE: Full; BRTH_FORCE (e) (no thrust, (l); no stun, final note iii).
#[test]
fn row_force() {
    let out = drawless(&on(Terrain::Rubble, Gf::Force, 100, mon()));
    assert_eq!((out.damage, out.stun, out.thrust), (75, 75 / 12, 3 + 75 / 20)); // P4: after terrain
    let out = scripted(&input(Gf::Force, 100, with(F::BRTH_FORCE)), steps![("(e) divisor 14..16", 16)]);
    assert_eq!((out.damage, out.resist, out.stun, out.thrust), (18, line(Condition::BrthForce, Fraction::E), 0, 0));
}

/// Row GF_WATER: Full (water +1/3, lava -1/3); RES_WATER or (m) immune.
#[test]
fn row_water() {
    assert_eq!(drawless(&on(Terrain::Water, Gf::Water, 100, mon())).damage, 133);
    assert_eq!(drawless(&on(Terrain::Lava, Gf::Water, 100, mon())).damage, 67);
    let out = drawless(&input(Gf::Water, 100, with(F::RES_WATER)));
    assert_eq!((out.damage, out.resist), (0, line(Condition::WaterResistant, Fraction::Zero)));
}

/// Row GF_STORM: Full; RES_WATER or (m) immune; IM_ELEC takes 1/2 (and so is
/// not "not resisting" for (n)).
#[test]
fn row_storm() {
    let out = scripted(
        &input(Gf::Storm, 30, with(F::RES_WATER)),
        steps![], // 0 damage: no (n) (resisted), no (o), no (p); the player is the source: no (q) draw.
    );
    assert_eq!((out.damage, out.resist, out.teleport), (0, line(Condition::WaterResistant, Fraction::Zero), 10));
    let out = scripted(&input(Gf::Storm, 30, with(F::IM_ELEC)), steps![]);
    assert_eq!((out.damage, out.resist), (15, line(Condition::ImElec, Fraction::Half)));
    // 15 + 15/3 = 20 on water: enough for (p)'s 1 in 3.
    let out = scripted(
        &on(Terrain::Water, Gf::Storm, 15, mon()),
        steps![("(n) extra half 1 in 6", false), ("(p) confusion 1 in 3", false)],
    );
    assert_eq!(out.damage, 20);
}

/// Row GF_NEXUS: None; RES_NEXU, BRTH_NEXUS or (r) take (e).
#[test]
fn row_nexus() {
    let out = drawless(&on(Terrain::Rubble, Gf::Nexus, 100, mon()));
    assert_eq!((out.damage, out.teleport), (100, 22));
    for m in [with(F::RES_NEXU), with(F::BRTH_NEXUS), Monster { name: "Nexus quylthulg".into(), ..mon() }] {
        let out = scripted(&input(Gf::Nexus, 100, m), steps![("(e) divisor 14..16", 15)]);
        assert_eq!((out.damage, out.resist), (20, line(Condition::NexusResistant, Fraction::E)));
    }
}

/// Row GF_NETHER: Half; UNDEAD immune; RES_NETH or BRTH_NETHR (e); EVIL 2/3.
#[test]
fn row_nether() {
    let out = drawless(&input(Gf::Nether, 100, with(F::UNDEAD | F::EVIL | F::BRTH_NETHR)));
    assert_eq!((out.damage, out.resist), (0, line(Condition::Undead, Fraction::Zero)));
    for flag in [F::RES_NETH, F::BRTH_NETHR] {
        let out = scripted(&input(Gf::Nether, 100, with(flag | F::EVIL)), steps![("(e) divisor 14..16", 14)]);
        assert_eq!((out.damage, out.resist), (21, line(Condition::NetherResistant, Fraction::E)));
    }
    let out = drawless(&input(Gf::Nether, 100, with(F::EVIL)));
    assert_eq!((out.damage, out.resist), (66, line(Condition::Evil, Fraction::TwoThirds)));
    assert_eq!(drawless(&on(Terrain::Rubble, Gf::Nether, 100, with(F::EVIL))).damage, 2 * 88 / 3);
}

/// Row GF_CHAOS: Half; BRTH_CHAOS (e); notes (k) (t) in monster_notes.rs.
#[test]
fn row_chaos() {
    let m = Monster { unique: true, ..with(F::BRTH_CHAOS) };
    let out = scripted(&on(Terrain::Rubble, Gf::Chaos, 100, m), steps![("(e) divisor 14..16", 16)]);
    assert_eq!((out.damage, out.resist), (3 * 88 / 16, line(Condition::BrthChaos, Fraction::E)));
}

/// Row GF_DISENCHANT: None; RES_DISE, BRTH_DISE or (u) take (e).
#[test]
fn row_disenchant() {
    assert_eq!(drawless(&on(Terrain::Tree, Gf::Disenchant, 100, mon())).damage, 100);
    for m in [with(F::RES_DISE), with(F::BRTH_DISE), Monster { name: "Disenchanter eye".into(), ..mon() }] {
        let out = scripted(&input(Gf::Disenchant, 100, m), steps![("(e) divisor 14..16", 14)]);
        assert_eq!((out.damage, out.resist), (21, line(Condition::DisenchantResistant, Fraction::E)));
    }
}

/// Row GF_TIME: None; BRTH_TIME (e).
#[test]
fn row_time() {
    assert_eq!(drawless(&on(Terrain::Rubble, Gf::Time, 100, mon())).damage, 100);
    let out = scripted(&input(Gf::Time, 100, with(F::BRTH_TIME)), steps![("(e) divisor 14..16", 15)]);
    assert_eq!((out.damage, out.resist), (20, line(Condition::BrthTime, Fraction::E)));
}

/// Rows GF_MANA and GF_METEOR: Full, no resistance at all.
#[test]
fn row_mana_and_meteor() {
    for gf in [Gf::Mana, Gf::Meteor] {
        let everything = with(F::all());
        assert_eq!(drawless(&on(Terrain::Rubble, gf, 100, everything)).damage, 75, "{gf}");
    }
}

/// Row GF_HOLY_ORB: Half; EVIL takes 3/2.
#[test]
fn row_holy_orb() {
    assert_eq!(drawless(&input(Gf::HolyOrb, 100, mon())).damage, 100);
    let out = drawless(&on(Terrain::Rubble, Gf::HolyOrb, 100, with(F::EVIL)));
    assert_eq!((out.damage, out.resist), (132, line(Condition::Evil, Fraction::ThreeHalves)));
}

/// Row GF_SPIRIT: None; UNDEAD immune.
#[test]
fn row_spirit() {
    assert_eq!(drawless(&on(Terrain::Rubble, Gf::Spirit, 100, mon())).damage, 100);
    let out = drawless(&input(Gf::Spirit, 100, with(F::UNDEAD)));
    assert_eq!((out.damage, out.resist), (0, line(Condition::Undead, Fraction::Zero)));
}

/// Row GF_OLD_DRAIN: Half; UNDEAD, DEMON or (v) immune.
#[test]
fn row_old_drain() {
    assert_eq!(drawless(&on(Terrain::Rubble, Gf::OldDrain, 100, mon())).damage, 88);
    for m in [with(F::UNDEAD), with(F::DEMON), Monster { char: 'E', ..mon() }] {
        let out = drawless(&input(Gf::OldDrain, 100, m));
        assert_eq!((out.damage, out.resist), (0, line(Condition::DrainResistant, Fraction::Zero)));
    }
}

/// Rows GF_OLD_POLY ... GF_HOLD_UNDEAD, GF_AWAY_*, GF_TURN_*: None and no actual
/// damage (their notes; RULINGS P13), even on a monster with 1 HP.
#[test]
fn rows_that_do_no_damage() {
    let frail = Monster {
        hp: 1,
        maxhp: 1,
        unique: true,
        flags: F::UNDEAD | F::EVIL | F::NO_CONF | F::NO_SLEEP | F::NO_FEAR,
        level: 200,
        ..mon()
    };
    for gf in [Gf::OldClone, Gf::OldHeal, Gf::OldSpeed, Gf::AwayUndead, Gf::AwayEvil, Gf::AwayAll] {
        let out = drawless(&on(Terrain::Rubble, gf, 500, frail.clone()));
        assert_eq!((out.damage, out.killed, out.hp_lost), (0, false, 0), "{gf}");
    }
    let odds_ok = |gf| {
        let odds = monster::odds(&on(Terrain::Rubble, gf, 500, frail.clone())).unwrap();
        assert!(odds.support().all(|o| o.damage == 0 && !o.killed), "{gf}");
    };
    for gf in [
        Gf::OldPoly,
        Gf::OldSlow,
        Gf::OldSleep,
        Gf::OldConf,
        Gf::Hold,
        Gf::HoldUndead,
        Gf::TurnUndead,
        Gf::TurnEvil,
        Gf::TurnAll,
    ] {
        odds_ok(gf);
    }
}

/// Row GF_KILL_WALL: None; every monster but a HURT_ROCK one is immune.
#[test]
fn row_kill_wall() {
    let out = drawless(&input(Gf::KillWall, 100, mon()));
    assert_eq!((out.damage, out.resist), (0, line(Condition::NotHurtRock, Fraction::Zero)));
    assert_eq!(drawless(&on(Terrain::Rubble, Gf::KillWall, 100, with(F::HURT_ROCK))).damage, 100);
}

/// Rows GF_DISP_UNDEAD, GF_DISP_EVIL, GF_DISP_NOT_EVIL, GF_DISP_DEMON,
/// GF_DISP_DRAGON: None; the monsters not of the kind (or, for DISP_NOT_EVIL,
/// the evil ones) are immune.
#[test]
fn rows_dispel_kinds() {
    let cases = [
        (Gf::DispUndead, F::UNDEAD, Condition::NotUndead, false),
        (Gf::DispEvil, F::EVIL, Condition::NotEvil, false),
        (Gf::DispNotEvil, F::EVIL, Condition::Evil, true),
        (Gf::DispDemon, F::DEMON, Condition::NotDemon, false),
        (Gf::DispDragon, F::DRAGON, Condition::NotDragon, false),
    ];
    for (gf, flag, cond, flag_resists) in cases {
        let (immune, hurt) = if flag_resists { (with(flag), mon()) } else { (mon(), with(flag)) };
        let out = drawless(&input(gf, 100, immune));
        assert_eq!((out.damage, out.resist), (0, line(cond, Fraction::Zero)), "{gf}");
        assert_eq!(drawless(&on(Terrain::Rubble, gf, 100, hurt)).damage, 100, "{gf}");
    }
}

/// Row GF_DISP_ALL: None, nobody resists.
#[test]
fn row_disp_all() {
    assert_eq!(drawless(&on(Terrain::Tree, Gf::DispAll, 100, with(F::all()))).damage, 100);
}

/// Row GF_DISP_SMALL_ALL: None; note (L) in its Resist? column.
#[test]
fn row_disp_small_all() {
    let out = drawless(&input(Gf::DispSmallAll, 100, Monster { hp: 100, ..mon() }));
    assert_eq!((out.damage, out.resist), (0, line(Condition::HpAtLeastDamage, Fraction::NoteImmune)));
}

/// GF_WHIP and GF_KILL_TRAP have no row: the seed does not say what they do to
/// a monster, and the rule refuses to guess.
#[test]
fn types_without_a_row_are_an_error() {
    for gf in [Gf::Whip, Gf::KillTrap] {
        assert!(monster::monster_row(gf).is_none());
        let e = monster::project(&mut roguerules_dice::Scripted::new(Vec::<i64>::new()), &input(gf, 10, mon()));
        assert_eq!(e, Err(ProjectionError::NoMonsterRule { gf }));
        assert_eq!(monster::odds(&input(gf, 10, mon())).unwrap_err(), ProjectionError::NoMonsterRule { gf });
    }
    // Every other type has exactly one row, the one that lists it.
    for &gf in Gf::ALL.iter().filter(|g| !matches!(g, Gf::Whip | Gf::KillTrap)) {
        let row = monster::monster_row(gf).unwrap();
        assert!(row.types.contains(&gf), "{gf}");
        assert_eq!(monster::table().iter().filter(|r| r.types.contains(&gf)).count(), 1, "{gf}");
    }
}
