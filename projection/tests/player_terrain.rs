//! Seed 000, "Effects of Terrain on Damage to the Player": every line and both
//! notes, scripted (RULINGS P8, Q1-Q4).

mod player_common;

use player_common::{drawless, input, scripted};
use roguerules_projection::player::{self, Avoided, PlayerInput, Specialties};
use roguerules_projection::{Class, Gf, ProjectionError, Terrain};

fn on(gf: Gf, dam: i64, terrain: Terrain) -> PlayerInput {
    PlayerInput { terrain, ..input(gf, dam) }
}

#[test]
fn rubble_note_a_one_in_ten_avoids_everything_for_every_type() {
    // RULINGS Q4: Terr None included; P8: nothing at all happens.
    for gf in [Gf::Mana, Gf::Nexus, Gf::Time, Gf::Gravity, Gf::Rock] {
        let mut i = on(gf, 300, Terrain::Rubble);
        i.player.counters.stun = 7;
        let out = scripted(&i, steps![("terrain (a) avoid 1 in 10", true)]);
        assert_eq!(out.avoided, Some(Avoided::Terrain), "{gf}");
        assert_eq!((out.damage, out.counters.stun, out.teleport), (0, 7, 0), "{gf}");
    }
}

#[test]
fn rubble_minus_a_sixth_following_terr() {
    let miss = || steps![("terrain (a) avoid 1 in 10", false)];
    // Full: 120 - 20; Half: 120 - 20 / 2; None: 120 (RULINGS Q2).
    assert_eq!(scripted(&on(Gf::Mana, 120, Terrain::Rubble), miss()).damage, 100);
    let mut half = on(Gf::Nether, 120, Terrain::Rubble);
    half.player.resist.nether = 100;
    assert_eq!(scripted(&half, miss()).damage, 0);
    let mut half = on(Gf::HolyOrb, 120, Terrain::Rubble);
    half.player.class = Class::Assassin;
    assert_eq!(scripted(&half, miss()).damage, 110);
    let mut none = on(Gf::Time, 120, Terrain::Rubble);
    none.player.exp = 0;
    let mut s = miss();
    s.extend(steps![("(V) effect 1/2 2/5 1/10", 0)]);
    assert_eq!(scripted(&none, s).damage, 120);
}

#[test]
fn water_lines_first_match_then_all_others() {
    // -1/4 for fire, hellfire, plasma.
    assert_eq!(scripted(&on(Gf::Fire, 100, Terrain::Water), steps![("(s) strength 1 in 25", false)]).damage, 75);
    let mut p = on(Gf::Plasma, 100, Terrain::Water);
    p.player.resist.elec = 100;
    p.player.resist.fire = 100;
    let out = drawless(&p);
    assert_eq!((out.parts.fire, out.parts.elec), (0, 0));
    // +1/2 for water and storm.
    let w = on(Gf::Water, 100, Terrain::Water);
    let out = scripted(&w, steps![("(O) stun 1 in 2", false), ("(O) confusion 1 in 2", false)]);
    assert_eq!(out.damage, 150);
    // +1/10 for all others (RULINGS Q2), halved for Half, nothing for None.
    assert_eq!(drawless(&on(Gf::Mana, 100, Terrain::Water)).damage, 110);
    let mut pois = on(Gf::Pois, 100, Terrain::Water);
    pois.player.pois_temp = true;
    pois.player.pois_perm = true;
    assert_eq!(drawless(&pois).damage, 105);
    let inertia = on(Gf::Inertia, 100, Terrain::Water);
    assert_eq!(scripted(&inertia, steps![("(L) slow 1d5", 1)]).damage, 100);
}

#[test]
fn lava_lines() {
    // -1/4 for cold, ice, water, storm; +1/4 for fire, hellfire, plasma.
    assert_eq!(scripted(&on(Gf::Cold, 100, Terrain::Lava), steps![("(t) constitution 1 in 25", false)]).damage, 75);
    let w = on(Gf::Water, 100, Terrain::Lava);
    assert_eq!(scripted(&w, steps![("(O) stun 1 in 2", false), ("(O) confusion 1 in 2", false)]).damage, 75);
    assert_eq!(scripted(&on(Gf::Fire, 100, Terrain::Lava), steps![("(s) strength 1 in 25", false)]).damage, 125);
    // Not named on a lava line: no adjustment.
    assert_eq!(drawless(&on(Gf::Mana, 100, Terrain::Lava)).damage, 100);
}

#[test]
fn trees_note_b_rangers_and_druids_avoid_one_in_eight() {
    for class in [Class::Ranger, Class::Druid] {
        let mut i = on(Gf::Mana, 120, Terrain::Tree);
        i.player.class = class;
        assert_eq!(scripted(&i, steps![("terrain (b) avoid 1 in 8", true)]).avoided, Some(Avoided::Terrain));
        assert_eq!(scripted(&i, steps![("terrain (b) avoid 1 in 8", false)]).damage, 100);
    }
    // Other classes never avoid, but take the -1/6 (RULINGS Q4).
    for class in [Class::Warrior, Class::Mage, Class::Priest] {
        let mut i = on(Gf::Mana, 120, Terrain::Tree);
        i.player.class = class;
        assert_eq!(drawless(&i).damage, 100);
    }
}

#[test]
fn dark_grids_with_unlight_after_the_terrain() {
    let mut i = input(Gf::Mana, 100);
    i.dark = true;
    assert_eq!(drawless(&i).damage, 100, "no Unlight");
    i.player.specialties = Specialties::UNLIGHT;
    assert_eq!(drawless(&i).damage, 75);
    i.dark = false;
    assert_eq!(drawless(&i).damage, 100, "lit grid");
    // After the terrain (RULINGS Q3): 120 - 20 = 100, then 100 - 25.
    let mut t = on(Gf::Mana, 120, Terrain::Tree);
    t.dark = true;
    t.player.specialties = Specialties::UNLIGHT;
    assert_eq!(drawless(&t).damage, 75);
    // Half: 100 - 25 / 2; None: nothing.
    let mut h = input(Gf::HolyOrb, 100);
    h.dark = true;
    h.player.specialties = Specialties::UNLIGHT;
    h.player.class = Class::Necromancer;
    assert_eq!(drawless(&h).damage, 88);
    let mut n = input(Gf::Inertia, 100);
    n.dark = true;
    n.player.specialties = Specialties::UNLIGHT;
    assert_eq!(scripted(&n, steps![("(L) slow 1d5", 1)]).damage, 100);
}

#[test]
fn the_cap_comes_before_the_terrain() {
    // RULINGS P8, Q1: 2000 is 1600, then +1/4 on lava: 2000.
    let fire = on(Gf::Fire, 2000, Terrain::Lava);
    assert_eq!(scripted(&fire, steps![("(s) strength 1 in 25", false)]).damage, 2000);
    assert_eq!(drawless(&input(Gf::Mana, 5000)).damage, 1600);
    assert!(matches!(
        player::project(&mut roguerules_dice::Sampler::seed_from_u64(1), &input(Gf::Mana, 5001)),
        Err(ProjectionError::OutOfRange { field: "dam", .. })
    ));
}

#[test]
fn the_exact_odds_of_avoidance() {
    let i = on(Gf::Nexus, 100, Terrain::Rubble);
    let odds = player::odds(&i).unwrap();
    assert_eq!(odds.probability_where(|o| o.avoided == Some(Avoided::Terrain)).to_string(), "1/10");
    let mut r = on(Gf::Mana, 100, Terrain::Tree);
    r.player.class = Class::Druid;
    assert_eq!(player::damage_pmf(&r).unwrap().probability(&0).to_string(), "1/8");
}
