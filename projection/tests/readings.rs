//! The reading selector on the player: the Oangband 1.1.0 reading computes on
//! every entry point (issue 22), takes the game's own inputs, and the seed
//! reading refuses what only the game reads.

use roguerules_projection::player::{self, Counter, PlayerInput};
use roguerules_projection::{Gf, ProjectionError, Reading};

fn game(gf: Gf, dam: i64) -> PlayerInput {
    PlayerInput { reading: Reading::Oangband110, ..PlayerInput::new(gf, dam) }
}

#[test]
fn the_player_follows_the_game_reading_on_every_entry_point() {
    let input = game(Gf::Fire, 100);
    assert!(player::validate(&input).is_ok());
    // fire_dam(100): no resistance, randint(25) for strength: 100 damage.
    assert_eq!(player::mean_damage(&input).unwrap().to_string(), "100");
    assert!(player::odds(&input).is_ok());
    assert!(player::counter_pmf(&input, Counter::Stun).is_ok());
    assert!(player::exact_report(&input).is_ok());
    let mut r = roguerules_dice::Sampler::seed_from_u64(1);
    assert_eq!(player::project(&mut r, &input).unwrap().damage, 100);
    // The damage is still checked under the game's reading.
    assert!(matches!(player::validate(&game(Gf::Fire, -1)), Err(ProjectionError::OutOfRange { .. })));
}

#[test]
fn the_vulnerability_and_self_inflicted_belong_to_the_game_reading() {
    let mut seed = PlayerInput::new(Gf::Fire, 100);
    seed.player.resist.fire = -30;
    assert!(matches!(player::validate(&seed), Err(ProjectionError::OutOfRange { .. })));
    let mut g = seed.clone();
    g.reading = Reading::Oangband110;
    assert!(player::validate(&g).is_ok());
    g.player.resist.fire = -31;
    assert!(matches!(player::validate(&g), Err(ProjectionError::OutOfRange { .. })));
    let mut s = PlayerInput::new(Gf::Fire, 100);
    s.self_inflicted = true;
    assert!(matches!(player::validate(&s), Err(ProjectionError::Invalid { .. })));
    s.reading = Reading::Oangband110;
    assert!(player::validate(&s).is_ok());
}

#[cfg(feature = "serde")]
#[test]
fn the_json_reading_key_reaches_the_game_reading() {
    let input: PlayerInput = serde_json::from_str(r#"{"gf": "fire", "dam": 10, "reading": "Oangband-1.1.0"}"#).unwrap();
    assert_eq!(input.reading, Reading::Oangband110);
    assert!(player::validate(&input).is_ok());
}
