//! Every rule of seed 000's "Damage Types and Effects on Terrain", replayed with
//! scripted rolls (RULINGS G2: inclusive ranges; G3: the terrain is tested before
//! anything is drawn; P5: "greater than" is `>`; P13: the damage as given).

use roguerules_dice::{Scripted, Step};
use roguerules_projection::terrain::{self, TerrainInput};
use roguerules_projection::{Gf, ProjectionError, Terrain};

fn at(gf: Gf, dam: i64, terrain: Terrain, k: i64) -> TerrainInput {
    TerrainInput { gf, dam, terrain, adjacent_water: k, reading: Default::default() }
}

fn scripted(input: &TerrainInput, steps: Vec<Step>) -> Option<Terrain> {
    let mut r = Scripted::new(steps);
    let out = terrain::project(&mut r, input).unwrap_or_else(|e| panic!("{e}"));
    r.finish().unwrap_or_else(|e| panic!("{e}"));
    out
}

fn p(input: &TerrainInput, after: Option<Terrain>) -> String {
    terrain::odds(input).unwrap().probability(&after).to_string()
}

/// "GF_COLD and GF_ICE: If the damage is greater than a random number between
/// 301 and 1200 and the terrain is lava, it will be solidified. There is a 1 / 3
/// chance that it will be changed to floor; otherwise, it will be changed to
/// rubble."
#[test]
fn cold_and_ice_solidify_lava() {
    for gf in [Gf::Cold, Gf::Ice] {
        let lava = at(gf, 900, Terrain::Lava, 0);
        let s =
            |r, floor| vec![Step::labelled("solidify 301..1200", r), Step::labelled("solidify to floor 1 in 3", floor)];
        assert_eq!(scripted(&lava, s(899, true)), Some(Terrain::Floor));
        assert_eq!(scripted(&lava, s(899, false)), Some(Terrain::Rubble));
        assert_eq!(scripted(&lava, vec![Step::labelled("solidify 301..1200", 900)]), None);
        // 900 > r for r in 301..=899: 599 of 900; then 1/3 floor, 2/3 rubble.
        assert_eq!(p(&lava, Some(Terrain::Floor)), "599/2700");
        assert_eq!(p(&lava, Some(Terrain::Rubble)), "599/1350");
        assert_eq!(p(&at(gf, 1201, Terrain::Lava, 0), None), "0");
        assert_eq!(p(&at(gf, 301, Terrain::Lava, 0), None), "1");
        // Other terrain: nothing, and nothing drawn.
        for t in [Terrain::Floor, Terrain::Water, Terrain::Tree, Terrain::Rubble] {
            assert_eq!(scripted(&at(gf, 5000, t, 8), vec![]), None, "{gf} on {t}");
        }
    }
}

/// "GF_FIRE, GF_HELLFIRE, and GF_PLASMA: If the damage is greater than a random
/// number between 601 and 2400 and the terrain is either floor or rubble, it will
/// be changed to lava."
#[test]
fn fire_melts_floor_and_rubble_to_lava() {
    for gf in [Gf::Fire, Gf::Hellfire, Gf::Plasma] {
        for t in [Terrain::Floor, Terrain::Rubble] {
            let i = at(gf, 1000, t, 0);
            assert_eq!(scripted(&i, vec![Step::labelled("melt to lava 601..2400", 999)]), Some(Terrain::Lava));
            assert_eq!(scripted(&i, vec![Step::labelled("melt to lava 601..2400", 1000)]), None);
            assert_eq!(p(&i, Some(Terrain::Lava)), "133/600"); // 399 of 1800
            assert_eq!(p(&at(gf, 2401, t, 0), Some(Terrain::Lava)), "1");
        }
        assert_eq!(scripted(&at(gf, 5000, Terrain::Lava, 0), vec![]), None);
    }
}

/// "If the floor is water and the damage is greater than a random number between
/// 201 and 800 + 3 * k, where k is the number of adjacent water squares ..., the
/// terrain will be changed to floor." The damage is the projection's own: fire
/// on water is not halved here (RULINGS P13).
#[test]
fn fire_boils_water_away() {
    for gf in [Gf::Fire, Gf::Hellfire, Gf::Plasma] {
        let i = at(gf, 300, Terrain::Water, 0);
        assert_eq!(scripted(&i, vec![Step::labelled("boil 201..800+3k", 299)]), Some(Terrain::Floor));
        assert_eq!(p(&i, Some(Terrain::Floor)), "33/200"); // 99 of 600
        let k8 = at(gf, 824, Terrain::Water, 8);
        assert_eq!(scripted(&k8, vec![Step::labelled("boil 201..800+3k", 824)]), None);
        assert_eq!(p(&k8, Some(Terrain::Floor)), "623/624");
        assert_eq!(p(&at(gf, 825, Terrain::Water, 8), Some(Terrain::Floor)), "1");
        assert_eq!(p(&at(gf, 801, Terrain::Water, 0), Some(Terrain::Floor)), "1");
        assert_eq!(p(&at(gf, 801, Terrain::Water, 1), Some(Terrain::Floor)), "200/201"); // 600 of 603
    }
}

/// "If the terrain is forest and the damage is greater than a random number
/// between 101 and 500, the terrain will be changed to floor."
#[test]
fn fire_burns_forest() {
    for gf in [Gf::Fire, Gf::Hellfire, Gf::Plasma] {
        let i = at(gf, 200, Terrain::Tree, 0);
        assert_eq!(scripted(&i, vec![Step::labelled("burn forest 101..500", 199)]), Some(Terrain::Floor));
        assert_eq!(scripted(&i, vec![Step::labelled("burn forest 101..500", 200)]), None);
        assert_eq!(p(&i, Some(Terrain::Floor)), "99/400");
        assert_eq!(p(&at(gf, 100, Terrain::Tree, 0), Some(Terrain::Floor)), "0");
    }
}

/// "GF_WATER and GF_STORM: If the terrain is floor and the damage is greater than
/// both 60 and 100 minus k * 20 plus a random number between 0 and 399 ..., the
/// terrain will be changed to water. Note that this means that any water attack
/// doing at least 500 damage will always change all affected floor squares to
/// water."
#[test]
fn water_and_storm_flood_the_floor() {
    for gf in [Gf::Water, Gf::Storm] {
        // Not more than 60: nothing drawn, whatever k.
        assert_eq!(scripted(&at(gf, 60, Terrain::Floor, 8), vec![]), None);
        // 61 with k = 2: 61 > 60 + r for r = 0 only.
        let i = at(gf, 61, Terrain::Floor, 2);
        assert_eq!(scripted(&i, vec![Step::labelled("flood 0..399", 0)]), Some(Terrain::Water));
        assert_eq!(scripted(&i, vec![Step::labelled("flood 0..399", 1)]), None);
        assert_eq!(p(&i, Some(Terrain::Water)), "1/400");
        // 61 with k = 0: never (61 > 100 + r is impossible), but the roll is made.
        assert_eq!(scripted(&at(gf, 61, Terrain::Floor, 0), vec![Step::labelled("flood 0..399", 0)]), None);
        // At least 500: always, for every k; 499 with k = 0 misses on r = 399.
        for k in 0..=8 {
            for dam in [500, 501, 5000] {
                assert_eq!(p(&at(gf, dam, Terrain::Floor, k), Some(Terrain::Water)), "1", "{gf} {dam} k={k}");
            }
        }
        assert_eq!(p(&at(gf, 499, Terrain::Floor, 0), Some(Terrain::Water)), "399/400");
        // Only floor floods.
        for t in [Terrain::Lava, Terrain::Water, Terrain::Tree, Terrain::Rubble] {
            assert_eq!(scripted(&at(gf, 5000, t, 0), vec![]), None);
        }
    }
}

/// Every other damage type leaves every terrain alone, drawing nothing.
#[test]
fn other_types_do_nothing_to_terrain() {
    let changes = [Gf::Cold, Gf::Ice, Gf::Fire, Gf::Hellfire, Gf::Plasma, Gf::Water, Gf::Storm];
    for &gf in Gf::ALL.iter().filter(|g| !changes.contains(g)) {
        for t in Terrain::ALL {
            assert_eq!(scripted(&at(gf, 5000, t, 8), vec![]), None, "{gf} on {t}");
        }
    }
}

#[test]
fn terrain_inputs_are_validated() {
    let e = terrain::odds(&at(Gf::Water, 100, Terrain::Floor, 9)).unwrap_err();
    assert!(matches!(e, ProjectionError::OutOfRange { field: "adjacent_water", value: 9, .. }));
    let e =
        terrain::project(&mut Scripted::new(Vec::<i64>::new()), &at(Gf::Water, 5001, Terrain::Floor, 0)).unwrap_err();
    assert!(matches!(e, ProjectionError::OutOfRange { field: "dam", .. }));
    assert!(terrain::odds(&at(Gf::Water, -1, Terrain::Floor, 0)).is_err());
    assert!(terrain::odds(&at(Gf::Water, 0, Terrain::Floor, -1)).is_err());
}
