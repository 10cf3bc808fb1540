//! The reading a rule follows, from C: a `uint32_t` code on the input of each
//! `rr_project_*` entry point.
//!
//! * `RR_READING_SEED` (0, the value of a zero-initialised struct): the seed
//!   text as the project reads it (seed 000 with RULINGS).
//! * `RR_READING_OANGBAND_1_1_0` (1): the released Oangband 1.1.0's code, draw
//!   for draw, for monsters, terrain, floor objects and the player, so a game
//!   that passes its own generator as an `rr_roller` keeps its stream.
//!
//! Any other code is `RR_INVALID_ARGUMENT`.

use crate::status::rr_status;
use roguerules_vocab::Reading;

/// The seed reading, the default (0, so a zero-initialised input follows it):
/// seed 000 ("DAMAGE TYPES--Effects on Monsters, Terrain, and Items") as the
/// project reads it (RULINGS). Every `rr_project_*` input has a `uint32_t
/// reading` taking one of the `RR_READING_*` codes; any other code is
/// `RR_INVALID_ARGUMENT`.
pub const RR_READING_SEED: u32 = 0;
/// The released Oangband 1.1.0's code (tag `v1.1.0`), draw for draw, for
/// monsters, terrain, floor objects and the player: its rules where they
/// differ from the seed, and every draw the game makes, in the game's order,
/// even where the result is certain, so a game passing its own generator as
/// an `rr_roller` keeps its stream. The player's landing after the game's
/// move (`rr_project_player_land`) exists only under it.
pub const RR_READING_OANGBAND_1_1_0: u32 = 1;

/// The reading of a C code; an unknown code is `RR_INVALID_ARGUMENT`.
#[inline]
pub(crate) fn reading(code: u32) -> Result<Reading, rr_status> {
    Reading::from_code(code).ok_or(rr_status::RR_INVALID_ARGUMENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_the_vocabularys() {
        assert_eq!(reading(RR_READING_SEED), Ok(Reading::Seed));
        assert_eq!(reading(RR_READING_OANGBAND_1_1_0), Ok(Reading::Oangband110));
        assert_eq!(Reading::Seed.code(), RR_READING_SEED);
        assert_eq!(Reading::Oangband110.code(), RR_READING_OANGBAND_1_1_0);
        for code in [2, 3, 255, u32::MAX] {
            assert_eq!(reading(code), Err(rr_status::RR_INVALID_ARGUMENT), "{code}");
        }
    }
}
