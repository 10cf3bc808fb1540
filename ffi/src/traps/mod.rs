//! Oangband traps from C (roguerules-traps, seed 004): dungeon trap creation and
//! effects, chest traps, and player-set traps entered by monsters.
//!
//! Enums cross as `uint32_t` codes (the `RR_*` constants, each the position of
//! the value in the seed's order), flag sets as integers of the Rust flag
//! type's width (chest trap bits as Oangband 1.1.0 numbers them), yes/no as
//! `uint8_t` 0 or 1, and levels, depths and damage as `int32_t`; unknown codes
//! and bits, other yes/no values and numbers out of range are
//! `RR_INVALID_ARGUMENT`.
//!
//! Modules: [`codes`], [`effects`] (what a trap does to the player),
//! [`dungeon`], [`chest`] and [`player_trap`] (traps the player sets).

pub mod chest;
pub mod codes;
pub mod dungeon;
pub mod effects;
pub mod player_trap;

pub use chest::*;
pub use codes::*;
pub use dungeon::*;
pub use effects::*;
pub use player_trap::*;

use crate::status::rr_status;
use roguerules_traps::Depth;

/// A dungeon level 0..=127 from C.
#[inline]
fn depth(level: i32) -> Result<Depth, rr_status> {
    Ok(Depth::from_level(level.into())?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::convert::encode;
    use roguerules_traps::{
        self as traps, AlterationKind, Chest, ChestTraps, DungeonTrap, DungeonTrapKind, Player, PlayerFlags,
        PlayerTrapKind, Stat, Sustains,
    };

    #[test]
    fn codes_follow_the_tables() {
        assert_eq!(encode(&DUNGEON_KINDS, &DungeonTrapKind::MurderHole), RR_DUNGEON_TRAP_MURDER_HOLE);
        assert_eq!(encode(&DUNGEON_KINDS, &DungeonTrapKind::GasTrap), RR_DUNGEON_TRAP_GAS);
        assert_eq!(DUNGEON_KINDS.len() as u32, RR_DUNGEON_TRAP_KINDS);
        assert_eq!(encode(&ALTERATIONS, &AlterationKind::SoftwareBugs), RR_ALTERATION_SOFTWARE_BUGS);
        assert_eq!(encode(&STATS, &Stat::Chr), RR_STAT_CHR);
        assert_eq!(chest_code(Chest::LargeJeweled), RR_CHEST_KIND_LARGE_JEWELED);
        // Oangband 1.1.0's svals (defines.h SV_SW_CHEST 1 ... SV_LJ_CHEST 8).
        let svals = [
            (RR_CHEST_KIND_SMALL_WOODEN, 1, Chest::SmallWooden),
            (RR_CHEST_KIND_SMALL_IRON, 2, Chest::SmallIron),
            (RR_CHEST_KIND_SMALL_STEEL, 3, Chest::SmallSteel),
            (RR_CHEST_KIND_SMALL_JEWELED, 4, Chest::SmallJeweled),
            (RR_CHEST_KIND_LARGE_WOODEN, 5, Chest::LargeWooden),
            (RR_CHEST_KIND_LARGE_IRON, 6, Chest::LargeIron),
            (RR_CHEST_KIND_LARGE_STEEL, 7, Chest::LargeSteel),
            (RR_CHEST_KIND_LARGE_JEWELED, 8, Chest::LargeJeweled),
        ];
        for (code, sval, c) in svals {
            assert_eq!((code, chest(code)), (sval, Ok(c)));
            assert_eq!(chest_code(c), sval);
            assert_eq!(chest::rr_chest_native_level_of(code), c.native_level() as i32);
        }
        for code in [0, 9, 255, u32::MAX] {
            assert_eq!(chest(code), Err(rr_status::RR_INVALID_ARGUMENT));
            assert_eq!(chest::rr_chest_native_level_of(code), 0);
        }
        assert_eq!(RR_CHEST_LARGE_STEEL, RR_CHEST_KIND_LARGE_STEEL);
        assert_eq!(chest::rr_chest_traps_of_level(-3), 0);
        assert_eq!(chest::rr_chest_traps_of_level(100), 0);
        assert_eq!(chest::rr_chest_traps_of_level(i32::MIN), 0);
        for level in 0..=99 {
            let mut set = 0u16;
            // SAFETY: a valid out-pointer.
            assert_eq!(unsafe { chest::rr_chest_traps_at_level(level, &mut set) }, rr_status::RR_OK);
            assert_eq!(chest::rr_chest_traps_of_level(level), set, "{level}");
        }
        assert_eq!(encode(&PLAYER_TRAPS, &PlayerTrapKind::Stasis), RR_PLAYER_TRAP_STASIS);
        assert_eq!(encode(&PLAYER_TRAPS, &PlayerTrapKind::PoisonGas), RR_PLAYER_TRAP_POISON_GAS);
        for (i, s) in STATS.iter().enumerate() {
            assert_eq!(s.sustain().bits(), 1 << i);
        }
        assert_eq!(Sustains::all().bits(), RR_SUSTAIN_ALL);
    }

    #[test]
    fn flag_bits_match_the_rust_flags() {
        let pairs = [
            (RR_PLAYER_FEATHER_FALL, PlayerFlags::FEATHER_FALL),
            (RR_PLAYER_FREE_ACTION, PlayerFlags::FREE_ACTION),
            (RR_PLAYER_RES_POIS_TEMP, PlayerFlags::RES_POIS_TEMP),
            (RR_PLAYER_RES_POIS_PERM, PlayerFlags::RES_POIS_PERM),
            (RR_PLAYER_RES_BLIND, PlayerFlags::RES_BLIND),
            (RR_PLAYER_RES_CONF, PlayerFlags::RES_CONF),
            (RR_PLAYER_RES_CHAOS, PlayerFlags::RES_CHAOS),
            (RR_PLAYER_ENHANCE_MAGIC, PlayerFlags::ENHANCE_MAGIC),
            (RR_PLAYER_SHAPECHANGED, PlayerFlags::SHAPECHANGED),
        ];
        let all = pairs.iter().fold(0, |acc, (bit, flag)| {
            assert_eq!(*bit, flag.bits());
            acc | bit
        });
        assert_eq!(all, PlayerFlags::all().bits());
        // The C bits are Oangband 1.1.0's (defines.h), explode and summon swapped
        // against the seed's order the Rust flags follow.
        let oangband = [
            (RR_CHEST_LOSE_STR, 0x01, ChestTraps::LOSE_STR),
            (RR_CHEST_LOSE_CON, 0x02, ChestTraps::LOSE_CON),
            (RR_CHEST_POISON, 0x04, ChestTraps::POISON),
            (RR_CHEST_PARALYZE, 0x08, ChestTraps::PARALYZE),
            (RR_CHEST_EXPLODE, 0x10, ChestTraps::EXPLODE),
            (RR_CHEST_SUMMON, 0x20, ChestTraps::SUMMON),
            (RR_CHEST_SCATTER, 0x40, ChestTraps::SCATTER),
            (RR_CHEST_ELEMENTAL_SUMMON, 0x80, ChestTraps::ELEMENTAL_SUMMON),
            (RR_CHEST_BIRD_SUMMON, 0x100, ChestTraps::BIRD_SUMMON),
            (RR_CHEST_TYPED_SUMMON, 0x200, ChestTraps::TYPED_SUMMON),
            (RR_CHEST_RUNES_OF_EVIL, 0x400, ChestTraps::RUNES_OF_EVIL),
        ];
        for (bit, number, flag) in oangband {
            assert_eq!(bit, number);
            assert_eq!(chest_traps_from_c(bit), Ok(flag));
            assert_eq!(chest_traps_to_c(flag), bit);
        }
        assert_eq!(chest_traps_to_c(ChestTraps::all()), 0x7ff);
        assert_eq!(chest_traps_from_c(0x7ff), Ok(ChestTraps::all()));
        assert_eq!(chest_traps_from_c(0x800), Err(rr_status::RR_INVALID_ARGUMENT));
        for bits in 0..=0x7ffu16 {
            assert_eq!(chest_traps_from_c(bits).map(chest_traps_to_c), Ok(bits));
        }
    }

    #[test]
    fn generated_traps_round_trip_through_c() {
        let mut s = roguerules_dice::Sampler::seed_from_u64(5);
        for kind in DungeonTrapKind::ALL {
            for level in [1, 20, 60, 127] {
                let t = traps::generate(&mut s, kind, Depth::from_level(level).unwrap()).unwrap();
                assert_eq!(DungeonTrap::try_from(&rr_dungeon_trap::from(&t)), Ok(t), "{t:?}");
            }
        }
    }

    #[test]
    fn a_failed_call_leaves_an_outcome_without_effects() {
        use crate::random::{rr_random, rr_rng, rr_rng_free, rr_rng_new};
        let mut rng: *mut rr_rng = std::ptr::null_mut();
        // SAFETY: a valid out-pointer.
        assert_eq!(unsafe { rr_rng_new(3, &mut rng) }, rr_status::RR_OK);
        let random = rr_random { rng, roller: std::ptr::null() };
        let mut player = rr_trap_player {
            flags: 0,
            sustains: 0,
            armour_class: 40,
            saving_throw: 30,
            poison: 0,
            pack: std::ptr::null(),
            pack_len: 0,
            poison_resistance: 0,
            reading: 0,
        };
        let fresh =
            || rr_trap_outcome { len: 7, disappears: 1, effects: [rr_trap_effect::default(); RR_TRAP_MAX_EFFECTS] };
        let trap = rr_dungeon_trap { kind: RR_DUNGEON_TRAP_TRAP_DOOR, depth: 10, ..rr_dungeon_trap::default() };
        let (mut out, mut level, mut set, mut made) = (fresh(), 0i32, 0u16, rr_dungeon_trap::default());
        // SAFETY: every call gets valid pointers and a live generator.
        unsafe {
            // A success writes its effects (a trap door: a level change, then the fall).
            assert_eq!(rr_dungeon_trap_trigger(random, &trap, &player, &mut out), rr_status::RR_OK);
            assert_eq!((out.len, out.effects[0].kind), (2, RR_EFFECT_LEVEL_CHANGE));
            // An invalid player (a saving throw above 100): no effect.
            player.saving_throw = 101;
            let mut out = fresh();
            assert_eq!(rr_dungeon_trap_trigger(random, &trap, &player, &mut out), rr_status::RR_INVALID_ARGUMENT);
            assert_eq!((out.len, out.disappears), (0, 0));
            let mut out = fresh();
            assert_eq!(
                rr_chest_resolve_traps(random, 0x7ff, 50, 30, &player, &mut out),
                rr_status::RR_INVALID_ARGUMENT
            );
            assert_eq!((out.len, out.disappears), (0, 0));
            let mut out = fresh();
            let s = rr_dungeon_trap_hit(random, RR_DUNGEON_TRAP_PIT, 10, &player, &mut made, &mut out);
            assert_eq!((s, out.len, out.disappears, made), (rr_status::RR_INVALID_ARGUMENT, 0, 0, Default::default()));
            let mut out = fresh();
            let s = rr_chest_open(random, 75, 50, &player, &mut level, &mut set, &mut out);
            assert_eq!((s, out.len, out.disappears, level, set), (rr_status::RR_INVALID_ARGUMENT, 0, 0, 0, 0));
            // A NULL out-pointer beside it: the outcome is not written.
            player.saving_throw = 30;
            let mut out = fresh();
            let s = rr_chest_open(random, 75, 50, &player, std::ptr::null_mut(), &mut set, &mut out);
            assert_eq!((s, out.len, out.disappears), (rr_status::RR_NULL_ARGUMENT, 7, 1));
            rr_rng_free(rng);
        }
    }

    #[test]
    fn every_chest_effect_fits_the_outcome() {
        // Every trap at once, at the highest level, with the unluckiest player.
        let mut s = roguerules_dice::Sampler::seed_from_u64(9);
        for _ in 0..200 {
            let out = traps::resolve_chest_traps(
                &mut s,
                ChestTraps::all(),
                99,
                Depth::from_level(127).unwrap(),
                &Player::default(),
            )
            .unwrap();
            assert!(rr_trap_outcome::try_from(&out).is_ok(), "{} effects", out.effects.len());
        }
    }
}
