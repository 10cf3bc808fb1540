//! The `RR_ANG_*` codes of enums and the bits of flag sets (seed 003).

use roguerules_melee::angband::{AmmoKind, Class, CritTable, Critical, HitRoll, LauncherKind, ObjectKind, Race};

/// Class: warrior (`rr_ang_character.pclass`). The class codes are Angband
/// 2.7.9v6's own `CLASS_*` (`defines.h`: `CLASS_WARRIOR` 0 ... `CLASS_PALADIN`
/// 5), so a game passes `p_ptr->pclass`.
pub const RR_ANG_CLASS_WARRIOR: u32 = 0;
/// Class: mage.
pub const RR_ANG_CLASS_MAGE: u32 = 1;
/// Class: priest.
pub const RR_ANG_CLASS_PRIEST: u32 = 2;
/// Class: rogue.
pub const RR_ANG_CLASS_ROGUE: u32 = 3;
/// Class: ranger.
pub const RR_ANG_CLASS_RANGER: u32 = 4;
/// Class: paladin.
pub const RR_ANG_CLASS_PALADIN: u32 = 5;
pub(crate) const CLASSES: [Class; 6] = Class::ALL;

/// Race: human (`rr_ang_character.race`). The race codes are Angband 2.7.9v6's
/// own `RACE_*` (`defines.h`: `RACE_HUMAN` 0 ... `RACE_HIGH_ELF` 9), so a
/// game passes `p_ptr->prace`.
pub const RR_ANG_RACE_HUMAN: u32 = 0;
/// Race: half-elf.
pub const RR_ANG_RACE_HALF_ELF: u32 = 1;
/// Race: elf.
pub const RR_ANG_RACE_ELF: u32 = 2;
/// Race: hobbit.
pub const RR_ANG_RACE_HOBBIT: u32 = 3;
/// Race: gnome.
pub const RR_ANG_RACE_GNOME: u32 = 4;
/// Race: dwarf.
pub const RR_ANG_RACE_DWARF: u32 = 5;
/// Race: half-orc.
pub const RR_ANG_RACE_HALF_ORC: u32 = 6;
/// Race: half-troll.
pub const RR_ANG_RACE_HALF_TROLL: u32 = 7;
/// Race: dunadan.
pub const RR_ANG_RACE_DUNADAN: u32 = 8;
/// Race: high-elf.
pub const RR_ANG_RACE_HIGH_ELF: u32 = 9;
pub(crate) const RACES: [Race; 10] = Race::ALL;

/// Launcher: sling, x2 (`rr_ang_launcher.kind`).
pub const RR_ANG_LAUNCHER_SLING: u32 = 0;
/// Launcher: short bow, x2.
pub const RR_ANG_LAUNCHER_SHORT_BOW: u32 = 1;
/// Launcher: long bow, x3.
pub const RR_ANG_LAUNCHER_LONG_BOW: u32 = 2;
/// Launcher: light crossbow, x3.
pub const RR_ANG_LAUNCHER_LIGHT_CROSSBOW: u32 = 3;
/// Launcher: heavy crossbow, x4.
pub const RR_ANG_LAUNCHER_HEAVY_CROSSBOW: u32 = 4;
pub(crate) const LAUNCHERS: [LauncherKind; 5] = LauncherKind::ALL;

/// Ammunition: shots and pebbles (`rr_ang_ammo.kind`).
pub const RR_ANG_AMMO_SHOT: u32 = 0;
/// Ammunition: arrows.
pub const RR_ANG_AMMO_ARROW: u32 = 1;
/// Ammunition: bolts.
pub const RR_ANG_AMMO_BOLT: u32 = 2;
pub(crate) const AMMO: [AmmoKind; 3] = AmmoKind::ALL;

/// Object kind for breakage: flask of oil, 100% (`kind` of thrown objects and landings).
pub const RR_ANG_OBJECT_FLASK_OF_OIL: u32 = 0;
/// Object kind: potion, 50%.
pub const RR_ANG_OBJECT_POTION: u32 = 1;
/// Object kind: bottle, 50%.
pub const RR_ANG_OBJECT_BOTTLE: u32 = 2;
/// Object kind: food, 50%.
pub const RR_ANG_OBJECT_FOOD: u32 = 3;
/// Object kind: junk, 50% (RULINGS M8).
pub const RR_ANG_OBJECT_JUNK: u32 = 4;
/// Object kind: light source, 30%.
pub const RR_ANG_OBJECT_LIGHT: u32 = 5;
/// Object kind: scroll, 30%.
pub const RR_ANG_OBJECT_SCROLL: u32 = 6;
/// Object kind: arrow, 30%.
pub const RR_ANG_OBJECT_ARROW: u32 = 7;
/// Object kind: skeleton, 30%.
pub const RR_ANG_OBJECT_SKELETON: u32 = 8;
/// Object kind: wand, 20%.
pub const RR_ANG_OBJECT_WAND: u32 = 9;
/// Object kind: shot or pebble, 20%.
pub const RR_ANG_OBJECT_SHOT: u32 = 10;
/// Object kind: bolt, 20%.
pub const RR_ANG_OBJECT_BOLT: u32 = 11;
/// Object kind: spike, 20%.
pub const RR_ANG_OBJECT_SPIKE: u32 = 12;
/// Object kind: any other object (weapons included), 10%.
pub const RR_ANG_OBJECT_OTHER: u32 = 13;
pub(crate) const OBJECTS: [ObjectKind; 14] = ObjectKind::ALL;

/// Hit roll: the 1 in 20 that always hits (`hit` codes).
pub const RR_ANG_HIT_AUTO_HIT: u32 = 0;
/// Hit roll: the 1 in 20 that always misses.
pub const RR_ANG_HIT_AUTO_MISS: u32 = 1;
/// Hit roll: a skill of 0 or less; the other 90% all miss.
pub const RR_ANG_HIT_NO_SKILL: u32 = 2;
/// Hit roll: the skill roll fell below 3/4 of the armour class (a miss).
pub const RR_ANG_HIT_ARMOUR: u32 = 3;
/// Hit roll: the skill roll beat the armour (a hit).
pub const RR_ANG_HIT_SKILL: u32 = 4;
pub(crate) const HIT_ROLLS: [HitRoll; 5] =
    [HitRoll::AutoHit, HitRoll::AutoMiss, HitRoll::NoSkill, HitRoll::Armour, HitRoll::Skill];

/// Critical: none (`critical` codes; also the index into `rr_ang_crit_odds.probability`).
pub const RR_ANG_CRIT_NONE: u32 = 0;
/// Critical: "It was a good hit!", x2 + 5.
pub const RR_ANG_CRIT_GOOD: u32 = 1;
/// Critical: "It was a great hit!", x2 + 10.
pub const RR_ANG_CRIT_GREAT: u32 = 2;
/// Critical: "It was a superb hit!", x3 + 15.
pub const RR_ANG_CRIT_SUPERB: u32 = 3;
/// Critical: "It was a *GREAT* hit!", x3 + 20 (melee only).
pub const RR_ANG_CRIT_STAR_GREAT: u32 = 4;
/// Critical: "It was a *SUPERB* hit!", 7 x dam / 2 + 25 (melee only; RULINGS M6).
pub const RR_ANG_CRIT_STAR_SUPERB: u32 = 5;

#[inline(always)]
pub(crate) fn crit_code(c: Option<Critical>) -> u32 {
    // `Critical::ALL` lists the variants in declaration order (tested), and
    // their discriminants are 1 to 5: the code is the discriminant, and `None`
    // is held as 0, so this is the byte itself, with no search or test.
    c.map_or(RR_ANG_CRIT_NONE, |c| c as u32)
}

/// The `RR_ANG_HIT_*` code of a hit roll: its position in [`HIT_ROLLS`], which
/// lists the variants in declaration order (tested), so the discriminant.
#[inline(always)]
pub(crate) fn hit_code(h: HitRoll) -> u32 {
    h as u32
}

/// Critical table: melee (`table` arguments).
pub const RR_ANG_CRIT_TABLE_MELEE: u32 = 0;
/// Critical table: missiles.
pub const RR_ANG_CRIT_TABLE_MISSILE: u32 = 1;
pub(crate) const CRIT_TABLES: [CritTable; 2] = [CritTable::Melee, CritTable::Missile];

/// Spell effect bit: Blessing, +10 to hit (`rr_ang_character.effects`).
pub const RR_ANG_BLESSED: u8 = 1 << 0;
/// Spell effect bit: Heroism, +12 to hit.
pub const RR_ANG_HERO: u8 = 1 << 1;
/// Spell effect bit: Berserk Strength, +24 to hit.
pub const RR_ANG_BERSERK: u8 = 1 << 2;

/// Slay bit: fire brand (`slays` fields).
pub const RR_ANG_BRAND_FIRE: u16 = 1 << 0;
/// Slay bit: frost brand.
pub const RR_ANG_BRAND_COLD: u16 = 1 << 1;
/// Slay bit: acid brand.
pub const RR_ANG_BRAND_ACID: u16 = 1 << 2;
/// Slay bit: lightning brand.
pub const RR_ANG_BRAND_ELEC: u16 = 1 << 3;
/// Slay bit: slay animal.
pub const RR_ANG_SLAY_ANIMAL: u16 = 1 << 4;
/// Slay bit: slay demon.
pub const RR_ANG_SLAY_DEMON: u16 = 1 << 5;
/// Slay bit: slay dragon.
pub const RR_ANG_SLAY_DRAGON: u16 = 1 << 6;
/// Slay bit: slay evil.
pub const RR_ANG_SLAY_EVIL: u16 = 1 << 7;
/// Slay bit: *slay* (kill) dragon.
pub const RR_ANG_KILL_DRAGON: u16 = 1 << 8;
/// Slay bit: slay giant.
pub const RR_ANG_SLAY_GIANT: u16 = 1 << 9;
/// Slay bit: slay orc.
pub const RR_ANG_SLAY_ORC: u16 = 1 << 10;
/// Slay bit: slay troll.
pub const RR_ANG_SLAY_TROLL: u16 = 1 << 11;
/// Slay bit: slay undead.
pub const RR_ANG_SLAY_UNDEAD: u16 = 1 << 12;

/// Monster flag bit: animal (`rr_ang_monster.flags`).
pub const RR_ANG_MONSTER_ANIMAL: u16 = 1 << 0;
/// Monster flag bit: demon.
pub const RR_ANG_MONSTER_DEMON: u16 = 1 << 1;
/// Monster flag bit: dragon.
pub const RR_ANG_MONSTER_DRAGON: u16 = 1 << 2;
/// Monster flag bit: evil.
pub const RR_ANG_MONSTER_EVIL: u16 = 1 << 3;
/// Monster flag bit: giant.
pub const RR_ANG_MONSTER_GIANT: u16 = 1 << 4;
/// Monster flag bit: orc.
pub const RR_ANG_MONSTER_ORC: u16 = 1 << 5;
/// Monster flag bit: troll.
pub const RR_ANG_MONSTER_TROLL: u16 = 1 << 6;
/// Monster flag bit: undead.
pub const RR_ANG_MONSTER_UNDEAD: u16 = 1 << 7;
/// Monster flag bit: immune to fire.
pub const RR_ANG_MONSTER_IM_FIRE: u16 = 1 << 8;
/// Monster flag bit: immune to cold.
pub const RR_ANG_MONSTER_IM_COLD: u16 = 1 << 9;
/// Monster flag bit: immune to acid.
pub const RR_ANG_MONSTER_IM_ACID: u16 = 1 << 10;
/// Monster flag bit: immune to electricity.
pub const RR_ANG_MONSTER_IM_ELEC: u16 = 1 << 11;

/// Each `TR1_*` bit of Angband 2.7.9v6 (`defines.h`, an object's `flags1`)
/// that a blow or missile reads, and its `RR_ANG_*` slay bit.
const TR1_SLAY_BITS: [(u32, u16); 13] = [
    (0x0001_0000, RR_ANG_SLAY_ANIMAL), // TR1_SLAY_ANIMAL
    (0x0002_0000, RR_ANG_SLAY_EVIL),   // TR1_SLAY_EVIL
    (0x0004_0000, RR_ANG_SLAY_UNDEAD), // TR1_SLAY_UNDEAD
    (0x0008_0000, RR_ANG_SLAY_DEMON),  // TR1_SLAY_DEMON
    (0x0010_0000, RR_ANG_SLAY_ORC),    // TR1_SLAY_ORC
    (0x0020_0000, RR_ANG_SLAY_TROLL),  // TR1_SLAY_TROLL
    (0x0040_0000, RR_ANG_SLAY_GIANT),  // TR1_SLAY_GIANT
    (0x0080_0000, RR_ANG_SLAY_DRAGON), // TR1_SLAY_DRAGON
    (0x0100_0000, RR_ANG_KILL_DRAGON), // TR1_KILL_DRAGON
    (0x1000_0000, RR_ANG_BRAND_ACID),  // TR1_BRAND_ACID
    (0x2000_0000, RR_ANG_BRAND_ELEC),  // TR1_BRAND_ELEC
    (0x4000_0000, RR_ANG_BRAND_FIRE),  // TR1_BRAND_FIRE
    (0x8000_0000, RR_ANG_BRAND_COLD),  // TR1_BRAND_COLD
];

/// Each `RF3_*` bit of Angband 2.7.9v6 (`defines.h`, a race's `flags3`) that
/// a blow or missile reads, and its `RR_ANG_MONSTER_*` bit.
const RF3_MONSTER_BITS: [(u32, u16); 12] = [
    (0x0000_0001, RR_ANG_MONSTER_ORC),     // RF3_ORC
    (0x0000_0002, RR_ANG_MONSTER_TROLL),   // RF3_TROLL
    (0x0000_0004, RR_ANG_MONSTER_GIANT),   // RF3_GIANT
    (0x0000_0008, RR_ANG_MONSTER_DRAGON),  // RF3_DRAGON
    (0x0000_0010, RR_ANG_MONSTER_DEMON),   // RF3_DEMON
    (0x0000_0020, RR_ANG_MONSTER_UNDEAD),  // RF3_UNDEAD
    (0x0000_0040, RR_ANG_MONSTER_EVIL),    // RF3_EVIL
    (0x0000_0080, RR_ANG_MONSTER_ANIMAL),  // RF3_ANIMAL
    (0x0001_0000, RR_ANG_MONSTER_IM_ACID), // RF3_IM_ACID
    (0x0002_0000, RR_ANG_MONSTER_IM_ELEC), // RF3_IM_ELEC
    (0x0004_0000, RR_ANG_MONSTER_IM_FIRE), // RF3_IM_FIRE
    (0x0008_0000, RR_ANG_MONSTER_IM_COLD), // RF3_IM_COLD
];

/// The bits of `table` whose game bit `word` holds.
fn from_game_word(table: &[(u32, u16)], word: u32) -> u16 {
    table.iter().filter(|(game, _)| word & game != 0).fold(0, |acc, (_, bit)| acc | bit)
}

/// The slay bits (`RR_ANG_SLAY_*`, `RR_ANG_KILL_DRAGON`, `RR_ANG_BRAND_*`)
/// held by an object's `flags1` word as Angband 2.7.9v6 stores it: pass
/// `o_ptr->flags1` (with the artifact's and ego's flags OR-ed in, as the
/// game's `object_flags()` gives them) and put the result in
/// `rr_ang_weapon.slays`, `rr_ang_melee.weapon_slays` or a missile's slays.
/// Read: `TR1_SLAY_ANIMAL` 0x10000 ... `TR1_SLAY_DRAGON` 0x800000,
/// `TR1_KILL_DRAGON` 0x1000000 and `TR1_BRAND_ACID` 0x10000000 ...
/// `TR1_BRAND_COLD` 0x80000000; every other bit (stats, speed, blows,
/// impact, ...) is ignored.
#[unsafe(no_mangle)]
pub extern "C" fn rr_ang_slays_of_tr1(flags1: u32) -> u16 {
    crate::boundary::guard_or(0, || from_game_word(&TR1_SLAY_BITS, flags1))
}

/// The monster bits (`RR_ANG_MONSTER_*`) held by a race's `flags3` word as
/// Angband 2.7.9v6 stores it: pass `r_ptr->flags3` and put the result in
/// `rr_ang_monster.flags`. Read: `RF3_ORC` 0x1, `RF3_TROLL` 0x2, `RF3_GIANT`
/// 0x4, `RF3_DRAGON` 0x8, `RF3_DEMON` 0x10, `RF3_UNDEAD` 0x20, `RF3_EVIL`
/// 0x40, `RF3_ANIMAL` 0x80 and `RF3_IM_ACID` 0x10000, `RF3_IM_ELEC` 0x20000,
/// `RF3_IM_FIRE` 0x40000, `RF3_IM_COLD` 0x80000; every other bit is ignored.
#[unsafe(no_mangle)]
pub extern "C" fn rr_ang_monster_flags_of_rf3(flags3: u32) -> u16 {
    crate::boundary::guard_or(0, || from_game_word(&RF3_MONSTER_BITS, flags3))
}
