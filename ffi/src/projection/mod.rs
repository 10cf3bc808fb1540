//! Oangband's damage types from C (roguerules-projection, seed 000): a
//! projection on a monster, on a grid's terrain, on a floor object and on the
//! player, sampled or as exact odds.
//!
//! Every name is `rr_project_*` / `RR_PROJECT_*`, with the shared vocabulary
//! in Oangband 1.1.0's own numbers (`defines.h`): the damage type is a `GF_*`
//! code (`RR_GF_FIRE` is 10, so a game passes its own `typ`), terrain a
//! `FEAT_*` code (`RR_FEAT_LAVA` 0x08), an object's protections its
//! `TR3_IGNORE_*` bits and a resistance's index its `P_RES_*` number. The
//! monster flags seed 000 names (`RR_MON_IM_FIRE`, ...) are one `uint64_t`;
//! other enums cross as `uint32_t` codes (the value's position, listed in
//! [`codes`]), yes/no as `uint8_t` 0 or 1, and levels, damage, hit points and
//! counters as `int32_t`. Unknown codes and bits, other yes/no values and
//! numbers outside the ranges the rules accept (documented on each struct)
//! are `RR_INVALID_ARGUMENT`, as is a damage type the target's table does not
//! list (`GF_WHIP` and `GF_KILL_TRAP` on a monster, the monster-only types on
//! the player) and `GF_HOLD`/`GF_HOLD_UNDEAD` from a monster.
//!
//! Modules: [`codes`], [`monster`], [`terrain`], [`object`] and [`player`].

pub mod codes;
pub mod monster;
pub mod object;
pub mod player;
pub mod terrain;

pub use codes::*;
pub use monster::*;
pub use object::*;
pub use player::*;
pub use terrain::*;

use crate::status::rr_status;
use roguerules_projection::{Gf, Terrain};

/// [`Gf::from_code`] for every byte, built at compile time: the entry points
/// index it in place of calling the function's `match` (one load).
static GF_BY_CODE: [Option<Gf>; 256] = {
    let mut table = [None; 256];
    let mut code = 0;
    while code < 256 {
        table[code] = Gf::from_code(code as u8);
        code += 1;
    }
    table
};

/// The damage type with Oangband's `GF_*` number `code`.
#[inline]
pub(crate) fn gf(code: u32) -> Result<Gf, rr_status> {
    GF_BY_CODE.get(code as usize).copied().flatten().ok_or(rr_status::RR_INVALID_ARGUMENT)
}

/// [`Terrain::from_code`] of every byte, so that a code is decoded with one
/// bounds test and one load (as [`GF_BY_CODE`]).
static TERRAIN_BY_CODE: [Option<Terrain>; 256] = {
    let mut table = [None; 256];
    let mut code = 0;
    while code < 256 {
        table[code] = Terrain::from_code(code as u8);
        code += 1;
    }
    table
};

/// The terrain with Oangband's `FEAT_*` number `code`.
#[inline]
pub(crate) fn terrain(code: u32) -> Result<Terrain, rr_status> {
    TERRAIN_BY_CODE.get(code as usize).copied().flatten().ok_or(rr_status::RR_INVALID_ARGUMENT)
}

/// A terrain change as C sees it: the new terrain's `FEAT_*` code, or
/// `RR_PROJECT_NO_CHANGE`.
#[inline]
pub(crate) fn feat(change: Option<Terrain>) -> u32 {
    change.map_or(RR_PROJECT_NO_CHANGE, |t| u32::from(t.code()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::convert::encode;
    use bitflags::Flags;
    use roguerules_projection::monster::{Condition, Fraction};
    use roguerules_projection::object::IgnoreFlags;
    use roguerules_projection::player::{Avoided, Counter, PlayerFlags, Slot, Specialties, Stat, Sustains};
    use roguerules_projection::{Class, MonsterFlags, ObjectClass};
    use std::collections::BTreeMap;

    /// The `#define`s of the committed module header whose names start with `prefix`.
    fn header_defines(prefix: &str) -> BTreeMap<String, String> {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("include/roguerules/projection.h");
        let header = std::fs::read_to_string(path).expect("include/roguerules/projection.h");
        header
            .lines()
            .filter_map(|l| l.strip_prefix("#define "))
            .filter_map(|rest| rest.split_once(' '))
            .filter(|(name, _)| name.starts_with(prefix))
            .map(|(name, value)| (name.to_owned(), value.trim().to_owned()))
            .collect()
    }

    /// A `#define`d integer as cbindgen writes it: decimal or `0x` hex.
    fn number(text: &str) -> u64 {
        match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
            Some(hex) => u64::from_str_radix(&hex.replace('_', ""), 16).expect("a hex number"),
            None => text.parse().unwrap_or_else(|_| panic!("a number: {text}")),
        }
    }

    /// Issue 16 item 1: one `RR_GF_*` per damage type of the seed, named as the
    /// seed spells it and numbered as Oangband 1.1.0 numbers it — read from the
    /// header C programs compile against.
    #[test]
    fn the_headers_gf_codes_are_oangbands() {
        let defines = header_defines("RR_GF_");
        assert_eq!(defines.len(), Gf::ALL.len(), "{defines:?}");
        for &g in Gf::ALL {
            let name = format!("RR_{}", g.name());
            let value = defines.get(&name).unwrap_or_else(|| panic!("{name} is not in the header"));
            assert_eq!(number(value), u64::from(g.code()), "{name}");
            assert_eq!(gf(u32::from(g.code())), Ok(g));
        }
        let defines = header_defines("RR_FEAT_");
        assert_eq!(defines.len(), Terrain::ALL.len(), "{defines:?}");
        for t in Terrain::ALL {
            let name = format!("RR_{}", t.name());
            let value = defines.get(&name).unwrap_or_else(|| panic!("{name} is not in the header"));
            assert_eq!(number(value), u64::from(t.code()), "{name}");
            assert_eq!(terrain(u32::from(t.code())), Ok(t));
            assert_eq!(feat(Some(t)), u32::from(t.code()));
        }
        assert_eq!(feat(None), RR_PROJECT_NO_CHANGE);
        assert!(Terrain::from_code(RR_PROJECT_NO_CHANGE as u8).is_none());
        for code in [0u32, 7, 16, 34, 82, 255, 256, 266, u32::MAX] {
            assert_eq!(gf(code), Err(rr_status::RR_INVALID_ARGUMENT), "{code}");
        }
        for code in [0u32, 2, 0x0B, 0x30, 0x101, u32::MAX] {
            assert_eq!(terrain(code), Err(rr_status::RR_INVALID_ARGUMENT), "{code}");
        }
    }

    #[test]
    fn gf_and_feat_constants_match_the_vocabulary() {
        let pinned = [
            (RR_GF_ROCK, 1),
            (RR_GF_FIRE, 10),
            (RR_GF_COLD, 11),
            (RR_GF_LITE, 21),
            (RR_GF_STORM, 33),
            (RR_GF_HOLY_ORB, 44),
            (RR_GF_KILL_TRAP, 52),
            (RR_GF_OLD_DRAIN, 81),
        ];
        for (c, n) in pinned {
            assert_eq!(c, n);
        }
        assert_eq!(RR_GF_FIRE, u32::from(Gf::Fire.code()));
        assert_eq!(RR_GF_MORGUL_DARK, u32::from(Gf::MorgulDark.code()));
        assert_eq!(RR_GF_DISP_SMALL_ALL, u32::from(Gf::DispSmallAll.code()));
        let feats = [
            (RR_FEAT_FLOOR, 0x01, Terrain::Floor),
            (RR_FEAT_LAVA, 0x08, Terrain::Lava),
            (RR_FEAT_WATER, 0x09, Terrain::Water),
            (RR_FEAT_TREE, 0x0A, Terrain::Tree),
            (RR_FEAT_RUBBLE, 0x31, Terrain::Rubble),
        ];
        for (c, n, t) in feats {
            assert_eq!((c, c), (n, u32::from(t.code())));
        }
    }

    #[test]
    fn monster_flag_bits_are_the_rust_flags() {
        let defines = header_defines("RR_MON_");
        assert_eq!(defines.len(), MonsterFlags::FLAGS.len(), "{defines:?}");
        for f in MonsterFlags::FLAGS {
            let name = format!("RR_MON_{}", f.name());
            let value = defines.get(&name).unwrap_or_else(|| panic!("{name} is not in the header"));
            assert_eq!(number(value.trim_end_matches(['U', 'L', 'u', 'l'])), f.value().bits(), "{name}");
        }
        assert_eq!(RR_MON_IM_FIRE, MonsterFlags::IM_FIRE.bits());
        assert_eq!(RR_MON_DRAGON, MonsterFlags::DRAGON.bits());
        assert_eq!(RR_MON_HURT_ROCK, MonsterFlags::HURT_ROCK.bits());
        assert_eq!(RR_MON_NO_FEAR, MonsterFlags::NO_FEAR.bits());
    }

    #[test]
    fn codes_follow_the_rust_enums() {
        for (i, c) in CLASSES.iter().enumerate() {
            assert_eq!(Class::ALL[i], *c);
        }
        assert_eq!(encode(&CLASSES, &Class::Necromancer), RR_PROJECT_CLASS_NECROMANCER);
        assert_eq!(encode(&CLASSES, &Class::Assassin), RR_PROJECT_CLASS_ASSASSIN);
        assert_eq!(OBJECT_CLASSES.as_slice(), ObjectClass::ALL);
        let objects = header_defines("RR_OBJ_");
        assert_eq!(objects.len(), ObjectClass::ALL.len());
        for (i, c) in ObjectClass::ALL.iter().enumerate() {
            let name = format!("RR_OBJ_{}", c.name().to_ascii_uppercase());
            assert_eq!(objects.get(&name).map(|v| number(v)), Some(i as u64), "{name}");
        }
        assert_eq!(CONDITIONS.as_slice(), Condition::ALL);
        assert_eq!(encode(&CONDITIONS, &Condition::ImFire), RR_CONDITION_IM_FIRE);
        assert_eq!(encode(&CONDITIONS, &Condition::WaterResistant), RR_CONDITION_WATER_RESISTANT);
        assert_eq!(encode(&CONDITIONS, &Condition::HpAtLeastDamage), RR_CONDITION_HP_AT_LEAST_DAMAGE);
        assert_eq!(header_defines("RR_CONDITION_").len(), Condition::ALL.len());
        assert_eq!(encode(&FRACTIONS, &Fraction::Ninth), RR_FRACTION_NINTH);
        assert_eq!(encode(&FRACTIONS, &Fraction::NoteImmune), RR_FRACTION_NOTE_IMMUNE);
        assert_eq!(header_defines("RR_FRACTION_").len(), Fraction::ALL.len());
        assert_eq!(encode(&COUNTERS, &Counter::Stun), RR_PROJECT_COUNTER_STUN);
        assert_eq!(encode(&COUNTERS, &Counter::Hallucination), RR_PROJECT_COUNTER_HALLUCINATION);
        assert_eq!(encode(&COUNTERS, &Counter::Paralysis), RR_PROJECT_COUNTER_PARALYSIS);
        assert_eq!(COUNTERS.len(), RR_PROJECT_COUNTERS);
        assert_eq!(encode(&SLOTS, &Slot::Weapon), RR_PROJECT_SLOT_WEAPON);
        assert_eq!(encode(&SLOTS, &Slot::Shield), RR_PROJECT_SLOT_SHIELD);
        assert_eq!(encode(&SLOTS, &Slot::Feet), RR_PROJECT_SLOT_FEET);
        assert_eq!(SLOTS.len(), RR_PROJECT_SLOTS);
        assert_eq!(encode(&AVOIDANCES, &Avoided::Terrain) + 1, RR_PROJECT_AVOIDED_TERRAIN);
        assert_eq!(encode(&AVOIDANCES, &Avoided::Shield) + 1, RR_PROJECT_AVOIDED_SHIELD);
        // The stats are the trap API's RR_STAT_* (Oangband's A_STR ... A_CHR),
        // the sustains their bits.
        for (i, s) in Stat::ALL.iter().enumerate() {
            assert_eq!(s.sustain().bits(), 1 << i);
        }
        assert_eq!(encode(&Stat::ALL, &Stat::Chr), crate::traps::RR_STAT_CHR);
        assert_eq!(encode(&Stat::ALL, &Stat::Dex), crate::traps::RR_STAT_DEX);
        assert_eq!(Sustains::all().bits(), crate::traps::RR_SUSTAIN_ALL);
    }

    #[test]
    fn flag_bits_match_the_rust_flags() {
        let specialties = [
            (RR_PROJECT_SPECIALTY_EVASION, Specialties::EVASION),
            (RR_PROJECT_SPECIALTY_ENHANCE_MAGIC, Specialties::ENHANCE_MAGIC),
            (RR_PROJECT_SPECIALTY_SHIELD_MASTERY, Specialties::SHIELD_MASTERY),
            (RR_PROJECT_SPECIALTY_ARMOR_MASTERY, Specialties::ARMOR_MASTERY),
            (RR_PROJECT_SPECIALTY_UNLIGHT, Specialties::UNLIGHT),
        ];
        let all = specialties.iter().fold(0, |acc, (bit, f)| {
            assert_eq!(*bit, f.bits());
            acc | bit
        });
        assert_eq!(all, Specialties::all().bits());
        let flags = [
            (RR_PROJECT_PLAYER_HOLD_LIFE, PlayerFlags::HOLD_LIFE),
            (RR_PROJECT_PLAYER_FREE_ACTION, PlayerFlags::FREE_ACTION),
            (RR_PROJECT_PLAYER_FEATHER_FALL, PlayerFlags::FEATHER_FALL),
            (RR_PROJECT_PLAYER_RESIST_FEAR, PlayerFlags::RESIST_FEAR),
            (RR_PROJECT_PLAYER_RESIST_BLIND, PlayerFlags::RESIST_BLIND),
        ];
        let all = flags.iter().fold(0, |acc, (bit, f)| {
            assert_eq!(*bit, f.bits());
            acc | bit
        });
        assert_eq!(all, PlayerFlags::all().bits());
        // TR3_IGNORE_* are Oangband 1.1.0's flags3 bits.
        let ignore = [
            (RR_TR3_IGNORE_ACID, 0x0001_0000, IgnoreFlags::IGNORE_ACID),
            (RR_TR3_IGNORE_ELEC, 0x0002_0000, IgnoreFlags::IGNORE_ELEC),
            (RR_TR3_IGNORE_FIRE, 0x0004_0000, IgnoreFlags::IGNORE_FIRE),
            (RR_TR3_IGNORE_COLD, 0x0008_0000, IgnoreFlags::IGNORE_COLD),
        ];
        for (bit, number, f) in ignore {
            assert_eq!(bit, number);
            assert_eq!(object::ignore_flags(bit), Ok(f));
        }
        assert_eq!(object::ignore_flags(RR_TR3_IGNORE_MASK), Ok(IgnoreFlags::all()));
        assert_eq!(object::ignore_flags(0x0010_0000), Err(rr_status::RR_INVALID_ARGUMENT));
        assert_eq!(object::ignore_flags(1), Err(rr_status::RR_INVALID_ARGUMENT));
        // P_RES_* are the Rust elements' order (Oangband's incremental resists).
        use roguerules_projection::player::Element;
        let res = [
            (RR_P_RES_ACID, Element::Acid),
            (RR_P_RES_ELEC, Element::Elec),
            (RR_P_RES_FIRE, Element::Fire),
            (RR_P_RES_COLD, Element::Cold),
            (RR_P_RES_POIS, Element::Pois),
            (RR_P_RES_LITE, Element::Light),
            (RR_P_RES_DARK, Element::Dark),
            (RR_P_RES_CONFU, Element::Confusion),
            (RR_P_RES_SOUND, Element::Sound),
            (RR_P_RES_SHARD, Element::Shards),
            (RR_P_RES_NEXUS, Element::Nexus),
            (RR_P_RES_NETHR, Element::Nether),
            (RR_P_RES_CHAOS, Element::Chaos),
            (RR_P_RES_DISEN, Element::Disenchant),
        ];
        for (code, e) in res {
            assert_eq!(Element::ALL[code as usize], e);
        }
        assert_eq!(Element::ALL.len(), RR_P_RES_MAX);
    }
}
