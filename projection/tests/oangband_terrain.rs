//! Terrain under the Oangband 1.1.0 reading: each difference from the seed
//! reading, replayed with the game's own draws (`Rand_div(m)` spans and results,
//! in the game's order), citing the function of the released game's
//! `src/spells1.c` that makes them (`project_f`, `project_t`).

mod oangband_draws;

use oangband_draws::GameDraws;
use roguerules_projection::terrain::{self, TerrainInput, TerrainOutcome};
use roguerules_projection::{Gf, Terrain};
use roguerules_vocab::Reading;

fn game(gf: Gf, dam: i64, terrain: Terrain, k: i64) -> TerrainInput {
    TerrainInput { reading: Reading::Oangband110, ..TerrainInput::new(gf, dam, terrain, k) }
}

/// The outcome on the game's draws `(m, r)`, every one of them used.
fn replay(input: &TerrainInput, draws: &[(i64, i64)]) -> TerrainOutcome {
    let mut g = GameDraws::new(format!("{input:?}"), draws);
    let out = terrain::outcome(&mut g, input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
    g.finish();
    out
}

fn to(terrain: Option<Terrain>) -> TerrainOutcome {
    TerrainOutcome { terrain, buried_object: false }
}

fn p(input: &TerrainInput, after: Option<Terrain>) -> String {
    terrain::odds(input).unwrap().probability(&after).to_string()
}

/// `project_t`, GF_COLD and GF_ICE: `dam > randint(900) + 300`, then
/// `randint(3) != 1` makes floor, else rubble: floor 2 times in 3 (the seed: 1
/// in 3).
#[test]
fn solidified_lava_is_floor_two_times_in_three() {
    for gf in [Gf::Cold, Gf::Ice] {
        let lava = game(gf, 900, Terrain::Lava, 0);
        // randint(900) = 599 (r 598): 899 < 900; randint(3) = 1 (r 0): rubble.
        assert_eq!(replay(&lava, &[(900, 598), (3, 0)]), to(Some(Terrain::Rubble)));
        assert_eq!(replay(&lava, &[(900, 598), (3, 1)]), to(Some(Terrain::Floor)));
        assert_eq!(replay(&lava, &[(900, 598), (3, 2)]), to(Some(Terrain::Floor)));
        // randint(900) = 600: 900 is not greater than 900, no second draw.
        assert_eq!(replay(&lava, &[(900, 599)]), to(None));
        // 599 of 900 solidify; of those 2/3 floor (the seed: 599/2700).
        assert_eq!(p(&lava, Some(Terrain::Floor)), "599/1350");
        assert_eq!(p(&lava, Some(Terrain::Rubble)), "599/2700");
        let seed = TerrainInput::new(gf, 900, Terrain::Lava, 0);
        assert_eq!(p(&seed, Some(Terrain::Floor)), "599/2700");
    }
}

/// `project_f` marks only lava for GF_COLD and GF_ICE, so `project_t` draws
/// nothing on other terrain (as the seed reading).
#[test]
fn cold_draws_nothing_off_lava() {
    for t in [Terrain::Floor, Terrain::Water, Terrain::Tree, Terrain::Rubble] {
        assert_eq!(replay(&game(Gf::Ice, 5000, t, 8), &[]), to(None), "{t}");
    }
}

/// `project_t`, GF_FIRE group: water boils when `dam > randint(600 + k * 300) +
/// 200`, `201..=800 + 300k` (the seed: `800 + 3k`); the lava roll
/// `randint(1800)` comes first.
#[test]
fn boiling_water_range_is_800_plus_300k() {
    for gf in [Gf::Fire, Gf::Hellfire, Gf::Plasma] {
        let pond = game(gf, 1000, Terrain::Water, 2);
        // The lava roll (no effect on water), then randint(1200): 999 + 200 < 1000.
        assert_eq!(replay(&pond, &[(1800, 0), (1200, 798)]), to(Some(Terrain::Floor)));
        assert_eq!(replay(&pond, &[(1800, 1799), (1200, 799)]), to(None));
        // 799 of 1200 (the seed's 201..=806 is always beaten by 1000).
        assert_eq!(p(&pond, Some(Terrain::Floor)), "799/1200");
        assert_eq!(p(&TerrainInput::new(gf, 1000, Terrain::Water, 2), Some(Terrain::Floor)), "1");
        // k = 8: 201..=3200.
        assert_eq!(p(&game(gf, 3200, Terrain::Water, 8), Some(Terrain::Floor)), "2999/3000");
        assert_eq!(p(&game(gf, 3201, Terrain::Water, 8), Some(Terrain::Floor)), "1");
    }
}

/// `project_t`, GF_FIRE group: `dam > randint(1800) + 600` is drawn before the
/// grid is looked at, on every grid `project_f` marks (the seed draws only the
/// roll of the grid's own terrain).
#[test]
fn fire_draws_the_lava_roll_on_every_terrain() {
    for gf in [Gf::Fire, Gf::Hellfire, Gf::Plasma] {
        // Lava: the roll, nothing else (the seed: no draw at all).
        assert_eq!(replay(&game(gf, 5000, Terrain::Lava, 0), &[(1800, 0)]), to(None));
        // Trees: the lava roll, then randint(400) + 100 < 300 burns them.
        let wood = game(gf, 300, Terrain::Tree, 0);
        assert_eq!(replay(&wood, &[(1800, 5), (400, 198)]), to(Some(Terrain::Floor)));
        assert_eq!(replay(&wood, &[(1800, 5), (400, 199)]), to(None));
        assert_eq!(p(&wood, Some(Terrain::Floor)), "199/400");
        // Floor and rubble: the one roll, as the seed.
        for t in [Terrain::Floor, Terrain::Rubble] {
            let i = game(gf, 1000, t, 0);
            assert_eq!(replay(&i, &[(1800, 398)]), to(Some(Terrain::Lava)));
            assert_eq!(replay(&i, &[(1800, 399)]), to(None));
            assert_eq!(p(&i, Some(Terrain::Lava)), "133/600");
        }
        // Even a fire of 0 draws it.
        assert_eq!(replay(&game(gf, 0, Terrain::Floor, 0), &[(1800, 0)]), to(None));
    }
}

/// `project_t`, GF_WATER and GF_STORM: `(dam >= 60)` on floor, then
/// `dam + k * 20 > 100 + rand_int(400)` (the seed: from 61, RULINGS P5).
#[test]
fn floods_start_at_sixty() {
    for gf in [Gf::Water, Gf::Storm] {
        let sixty = game(gf, 60, Terrain::Floor, 3);
        // 60 + 60 > 100 + r for r < 20.
        assert_eq!(replay(&sixty, &[(400, 19)]), to(Some(Terrain::Water)));
        assert_eq!(replay(&sixty, &[(400, 20)]), to(None));
        assert_eq!(p(&sixty, Some(Terrain::Water)), "1/20");
        // At 60 with no water around, rand_int(400) is drawn and never wins.
        assert_eq!(replay(&game(gf, 60, Terrain::Floor, 0), &[(400, 0)]), to(None));
        assert_eq!(replay(&game(gf, 59, Terrain::Floor, 8), &[]), to(None));
        // The seed: 60 is not enough.
        assert_eq!(p(&TerrainInput::new(gf, 60, Terrain::Floor, 3), Some(Terrain::Water)), "0");
        // Only floor floods.
        for t in [Terrain::Lava, Terrain::Water, Terrain::Tree, Terrain::Rubble] {
            assert_eq!(replay(&game(gf, 5000, t, 8), &[]), to(None), "{t}");
        }
    }
}

/// `project_f`, GF_KILL_WALL: rubble turns to floor, and `rand_int(100) < 1`
/// buries an object in it for the game to place; trees and open grids are
/// spared (the seed names no effect on terrain).
#[test]
fn stone_to_mud_dissolves_rubble_with_a_buried_object_roll() {
    let rubble = game(Gf::KillWall, 20, Terrain::Rubble, 0);
    assert_eq!(replay(&rubble, &[(100, 0)]), TerrainOutcome { terrain: Some(Terrain::Floor), buried_object: true });
    assert_eq!(replay(&rubble, &[(100, 1)]), to(Some(Terrain::Floor)));
    assert_eq!(replay(&rubble, &[(100, 99)]), to(Some(Terrain::Floor)));
    let odds = terrain::outcome_odds(&rubble).unwrap();
    assert_eq!(
        odds.probability(&TerrainOutcome { terrain: Some(Terrain::Floor), buried_object: true }).to_string(),
        "1/100"
    );
    assert_eq!(p(&rubble, Some(Terrain::Floor)), "1");
    // The damage plays no part.
    assert_eq!(replay(&game(Gf::KillWall, 0, Terrain::Rubble, 0), &[(100, 50)]), to(Some(Terrain::Floor)));
    for t in [Terrain::Floor, Terrain::Lava, Terrain::Water, Terrain::Tree] {
        assert_eq!(replay(&game(Gf::KillWall, 20, t, 0), &[]), to(None), "{t}");
    }
    // The seed reading: nothing, nothing drawn.
    let mut none = GameDraws::new("seed", &[]);
    let seed = TerrainInput::new(Gf::KillWall, 20, Terrain::Rubble, 0);
    assert_eq!(terrain::outcome(&mut none, &seed).unwrap(), to(None));
    none.finish();
}

/// Every other type does nothing to the terrain and draws nothing in
/// `project_f` and `project_t` (lighting and the doors and traps the terrain
/// vocabulary does not hold are the game's).
#[test]
fn other_types_draw_nothing() {
    for gf in Gf::ALL.iter().copied().filter(|g| {
        !matches!(g, Gf::Cold | Gf::Ice | Gf::Fire | Gf::Hellfire | Gf::Plasma | Gf::Water | Gf::Storm | Gf::KillWall)
    }) {
        for t in Terrain::ALL {
            assert_eq!(replay(&game(gf, 5000, t, 8), &[]), to(None), "{gf} on {t}");
        }
    }
}
