//! The reading selector where a rule does not follow a reading yet: the player
//! refuses Oangband 1.1.0 with a typed error (issue 22 builds it), on every
//! entry point, while the seed reading still computes.

use roguerules_projection::player::{self, Counter, PlayerInput};
use roguerules_projection::{Gf, ProjectionError, Reading};

fn game(gf: Gf, dam: i64) -> PlayerInput {
    PlayerInput { reading: Reading::Oangband110, ..PlayerInput::new(gf, dam) }
}

#[test]
fn the_player_refuses_the_game_reading_with_a_clear_error() {
    let want = ProjectionError::ReadingNotSupported { reading: Reading::Oangband110, rule: "the player" };
    let input = game(Gf::Fire, 100);
    assert_eq!(player::validate(&input).unwrap_err(), want);
    assert_eq!(player::odds(&input).unwrap_err(), want);
    assert_eq!(player::damage_pmf(&input).unwrap_err(), want);
    assert_eq!(player::counter_pmf(&input, Counter::Stun).unwrap_err(), want);
    assert_eq!(player::mean_damage(&input).unwrap_err(), want);
    assert_eq!(player::marginals(&input).unwrap_err(), want);
    assert_eq!(player::exact_report(&input).unwrap_err(), want);
    let mut r = roguerules_dice::Sampler::seed_from_u64(1);
    assert_eq!(player::project(&mut r, &input).unwrap_err(), want);
    let message = want.to_string();
    for words in ["the player", "Oangband 1.1.0", "not built yet", "seed reading"] {
        assert!(message.contains(words), "{message}");
    }
    // The reading is checked first: even an invalid input names it.
    assert_eq!(player::validate(&game(Gf::Fire, -1)).unwrap_err(), want);
    // The seed reading computes.
    assert!(player::validate(&PlayerInput::new(Gf::Fire, 100)).is_ok());
}

#[cfg(feature = "serde")]
#[test]
fn the_json_reading_key_reaches_the_refusal() {
    let input: PlayerInput = serde_json::from_str(r#"{"gf": "fire", "dam": 10, "reading": "Oangband-1.1.0"}"#).unwrap();
    assert_eq!(input.reading, Reading::Oangband110);
    assert!(matches!(player::validate(&input), Err(ProjectionError::ReadingNotSupported { .. })));
}
