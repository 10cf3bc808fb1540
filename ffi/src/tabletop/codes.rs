//! The `RR_TT_*` codes and bits of seed 002's tables, and the decode tables
//! behind them (each code is the position of its value in the seed's order).

use crate::convert::flags;
use crate::status::rr_status;
use roguerules_tabletop::absorption::{AttackerKind, ImprovedPe};
use roguerules_tabletop::aim::Direction;
use roguerules_tabletop::encumbrance::Backpack;
use roguerules_tabletop::sheet::{AttackKind, Grip, Range, Spells};
use roguerules_tabletop::tables::StrengthDevice;

/// Attack kind: melee, section A (`rr_tt_sheet.kind`; seed 002, sections A-C).
pub const RR_TT_ATTACK_MELEE: u32 = 0;
/// Attack kind: shield bash, section B (seed 002, sections A-C).
pub const RR_TT_ATTACK_BASH: u32 = 1;
/// Attack kind: missile or thrown weapon, section C (seed 002, sections A-C).
pub const RR_TT_ATTACK_MISSILE: u32 = 2;
pub(crate) const KINDS: [AttackKind; 3] = [AttackKind::Melee, AttackKind::Bash, AttackKind::Missile];

/// Class: Fighter (`pclass` fields; Table 11 order, seed 002).
pub const RR_TT_CLASS_FIGHTER: u32 = 0;
/// Class: Paladin (seed 002, Table 11).
pub const RR_TT_CLASS_PALADIN: u32 = 1;
/// Class: Cabalist/Thaumaturge (seed 002, Table 11).
pub const RR_TT_CLASS_CABALIST_THAUMATURGE: u32 = 2;
/// Class: Priest of Kurn (seed 002, Table 11).
pub const RR_TT_CLASS_PRIEST_OF_KURN: u32 = 3;
/// Class: Priest of Jordar (seed 002, Table 11).
pub const RR_TT_CLASS_PRIEST_OF_JORDAR: u32 = 4;
/// Class: Priest of Nepdar (seed 002, Table 11).
pub const RR_TT_CLASS_PRIEST_OF_NEPDAR: u32 = 5;
/// Class: Thief (seed 002, Table 11).
pub const RR_TT_CLASS_THIEF: u32 = 6;
/// Class: Magic User (seed 002, Table 11).
pub const RR_TT_CLASS_MAGIC_USER: u32 = 7;

/// Body armour: none (`rr_tt_armour_worn.kind`; Table 6 order, seed 002).
pub const RR_TT_ARMOUR_NONE: u32 = 0;
/// Body armour: Leather Jerkin (RULINGS B19; seed 002, Table 6).
pub const RR_TT_ARMOUR_LEATHER_JERKIN: u32 = 1;
/// Body armour: Leather (seed 002, Table 6).
pub const RR_TT_ARMOUR_LEATHER: u32 = 2;
/// Body armour: Light Chain (seed 002, Table 6).
pub const RR_TT_ARMOUR_LIGHT_CHAIN: u32 = 3;
/// Body armour: Chain (seed 002, Table 6).
pub const RR_TT_ARMOUR_CHAIN: u32 = 4;
/// Body armour: Chain with Breastplate (seed 002, Table 6).
pub const RR_TT_ARMOUR_CHAIN_WITH_BREASTPLATE: u32 = 5;
/// Body armour: Mithril Light Chain (seed 002, Table 6).
pub const RR_TT_ARMOUR_MITHRIL_LIGHT_CHAIN: u32 = 6;
/// Body armour: Scale (seed 002, Table 6).
pub const RR_TT_ARMOUR_SCALE: u32 = 7;
/// Body armour: Plate (seed 002, Table 6).
pub const RR_TT_ARMOUR_PLATE: u32 = 8;
/// Body armour: Mithril Chain (seed 002, Table 6).
pub const RR_TT_ARMOUR_MITHRIL_CHAIN: u32 = 9;
/// Body armour: Mithril Scale (seed 002, Table 6).
pub const RR_TT_ARMOUR_MITHRIL_SCALE: u32 = 10;
/// Body armour: Mithril Plate (seed 002, Table 6).
pub const RR_TT_ARMOUR_MITHRIL_PLATE: u32 = 11;

/// Shield: Small (`rr_tt_shield_worn.kind`; Table 7 order, seed 002).
pub const RR_TT_SHIELD_SMALL: u32 = 0;
/// Shield: Medium (seed 002, Table 7).
pub const RR_TT_SHIELD_MEDIUM: u32 = 1;
/// Shield: Large (seed 002, Table 7).
pub const RR_TT_SHIELD_LARGE: u32 = 2;
/// Shield: Small Mithril (seed 002, Table 7).
pub const RR_TT_SHIELD_SMALL_MITHRIL: u32 = 3;
/// Shield: Medium Mithril (seed 002, Table 7).
pub const RR_TT_SHIELD_MEDIUM_MITHRIL: u32 = 4;
/// Shield: Large Mithril (seed 002, Table 7).
pub const RR_TT_SHIELD_LARGE_MITHRIL: u32 = 5;

/// Melee weapon: Light Sword / Scimitar (Table 8 order, seed 002).
pub const RR_TT_MELEE_LIGHT_SWORD: u32 = 0;
/// Melee weapon: Long Sword (seed 002, Table 8).
pub const RR_TT_MELEE_LONG_SWORD: u32 = 1;
/// Melee weapon: Broad Sword (seed 002, Table 8).
pub const RR_TT_MELEE_BROAD_SWORD: u32 = 2;
/// Melee weapon: Bastard Sword (seed 002, Table 8).
pub const RR_TT_MELEE_BASTARD_SWORD: u32 = 3;
/// Melee weapon: Two Hand Sword (two-handed only, RULINGS B20; seed 002, Table 8).
pub const RR_TT_MELEE_TWO_HAND_SWORD: u32 = 4;
/// Melee weapon: Dagger (seed 002, Table 8).
pub const RR_TT_MELEE_DAGGER: u32 = 5;
/// Melee weapon: Battle Axe (seed 002, Table 8).
pub const RR_TT_MELEE_BATTLE_AXE: u32 = 6;
/// Melee weapon: Hand Axe (seed 002, Table 8).
pub const RR_TT_MELEE_HAND_AXE: u32 = 7;
/// Melee weapon: Sledge (seed 002, Table 8).
pub const RR_TT_MELEE_SLEDGE: u32 = 8;
/// Melee weapon: Mace/War Hammer (seed 002, Table 8).
pub const RR_TT_MELEE_MACE_WAR_HAMMER: u32 = 9;
/// Melee weapon: Flail (seed 002, Table 8).
pub const RR_TT_MELEE_FLAIL: u32 = 10;
/// Melee weapon: Staff (seed 002, Table 8).
pub const RR_TT_MELEE_STAFF: u32 = 11;
/// Melee weapon: Club (seed 002, Table 8).
pub const RR_TT_MELEE_CLUB: u32 = 12;
/// Melee weapon: Spear (two-handed only; seed 002, Table 8).
pub const RR_TT_MELEE_SPEAR: u32 = 13;
/// Melee weapon: Morningstar (seed 002, Table 8).
pub const RR_TT_MELEE_MORNINGSTAR: u32 = 14;
/// Melee weapon: Great Axe (two-handed only; seed 002, Table 8).
pub const RR_TT_MELEE_GREAT_AXE: u32 = 15;
/// Melee weapon: Halberd (two-handed only; seed 002, Table 8).
pub const RR_TT_MELEE_HALBERD: u32 = 16;
/// Melee weapon: Baton (seed 002, Table 8).
pub const RR_TT_MELEE_BATON: u32 = 17;
/// Melee weapon: Two hand Hammer (two-handed only; seed 002, Table 8).
pub const RR_TT_MELEE_TWO_HAND_HAMMER: u32 = 18;

/// Missile weapon: Dagger, thrown (Table 9 order, seed 002).
pub const RR_TT_MISSILE_DAGGER: u32 = 0;
/// Missile weapon: Spear, thrown (seed 002, Table 9).
pub const RR_TT_MISSILE_SPEAR: u32 = 1;
/// Missile weapon: Javelin, thrown (seed 002, Table 9).
pub const RR_TT_MISSILE_JAVELIN: u32 = 2;
/// Missile weapon: Hand Axe, thrown (seed 002, Table 9).
pub const RR_TT_MISSILE_HAND_AXE: u32 = 3;
/// Missile weapon: War Hammer, thrown (seed 002, Table 9).
pub const RR_TT_MISSILE_WAR_HAMMER: u32 = 4;
/// Missile weapon: Small Rock (and throwing stars), thrown (seed 002, Table 9).
pub const RR_TT_MISSILE_SMALL_ROCK: u32 = 5;
/// Missile weapon: Sling (launcher; seed 002, Table 9).
pub const RR_TT_MISSILE_SLING: u32 = 6;
/// Missile weapon: Baton, thrown (seed 002, Table 9).
pub const RR_TT_MISSILE_BATON: u32 = 7;
/// Missile weapon: Composite bow (seed 002, Table 9).
pub const RR_TT_MISSILE_COMPOSITE_BOW: u32 = 8;
/// Missile weapon: Short bow (seed 002, Table 9).
pub const RR_TT_MISSILE_SHORT_BOW: u32 = 9;
/// Missile weapon: Long bow (seed 002, Table 9).
pub const RR_TT_MISSILE_LONG_BOW: u32 = 10;
/// Missile weapon: Light crossbow (seed 002, Table 9).
pub const RR_TT_MISSILE_LIGHT_CROSSBOW: u32 = 11;
/// Missile weapon: Medium crossbow (seed 002, Table 9).
pub const RR_TT_MISSILE_MEDIUM_CROSSBOW: u32 = 12;
/// Missile weapon: Heavy crossbow (seed 002, Table 9).
pub const RR_TT_MISSILE_HEAVY_CROSSBOW: u32 = 13;

/// Grip: one hand (`rr_tt_melee_wielded.grip`; Table 8, RULINGS B20; seed 002, Table 8).
pub const RR_TT_GRIP_ONE_HANDED: u32 = 0;
/// Grip: both hands (no shield, RULINGS B21; seed 002, Table 8).
pub const RR_TT_GRIP_TWO_HANDED: u32 = 1;
pub(crate) const GRIPS: [Grip; 2] = [Grip::OneHanded, Grip::TwoHanded];

/// Missile range band: short (Table 9; RULINGS B6, B24; seed 002, Table 9).
pub const RR_TT_RANGE_SHORT: u32 = 0;
/// Missile range band: medium (unaimed: a third off the chance to hit, B6; seed 002, Table 9).
pub const RR_TT_RANGE_MEDIUM: u32 = 1;
/// Missile range band: long (as medium, and half damage, B20; seed 002, Table 9).
pub const RR_TT_RANGE_LONG: u32 = 2;
/// Not a band: beyond long range (only ever written by `rr_tt_range_band`; seed 002, Table 9).
pub const RR_TT_RANGE_OUT_OF_RANGE: u32 = 3;
pub(crate) const RANGES: [Range; 3] = [Range::Short, Range::Medium, Range::Long];

/// Extra weapon table: Table 8, melee (`rr_tt_extra_weapon.table`; seed 002, sections A-C).
pub const RR_TT_TABLE_MELEE: u32 = 0;
/// Extra weapon table: Table 9, missile (seed 002, sections A-C).
pub const RR_TT_TABLE_MISSILE: u32 = 1;

/// Spell bit: a Greater Blessing is active, +10 (`spells` fields; sections A-C, RULINGS B4;
/// seed 002, sections A-C, I).
pub const RR_TT_SPELL_GREATER_BLESSING: u8 = 1 << 0;
/// Spell bit: a Bless is active, +5 unless Greater Blessing (seed 002, sections A-C, I).
pub const RR_TT_SPELL_BLESS: u8 = 1 << 1;
/// Spell bit: a Slow effect is active (seed 002, sections A-C, I).
pub const RR_TT_SPELL_SLOW: u8 = 1 << 2;
/// Spell bit: a Speed effect (any source) is active (seed 002, sections A-C, I).
pub const RR_TT_SPELL_SPEED: u8 = 1 << 3;
/// Spell bit: a Haste effect (any source) is active (seed 002, sections A-C, I).
pub const RR_TT_SPELL_HASTE: u8 = 1 << 4;

bitflags::bitflags! {
    /// The `RR_TT_SPELL_*` bits.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub(crate) struct SpellBits: u8 {
        const GREATER_BLESSING = RR_TT_SPELL_GREATER_BLESSING;
        const BLESS = RR_TT_SPELL_BLESS;
        const SLOW = RR_TT_SPELL_SLOW;
        const SPEED = RR_TT_SPELL_SPEED;
        const HASTE = RR_TT_SPELL_HASTE;
    }
}

/// `RR_TT_SPELL_*` bits as the rules' `Spells`; unknown bits are refused.
pub(crate) fn spells(bits: u8) -> Result<Spells, rr_status> {
    let b = flags::<SpellBits>(bits)?;
    Ok(Spells {
        greater_blessing: b.contains(SpellBits::GREATER_BLESSING),
        bless: b.contains(SpellBits::BLESS),
        slow: b.contains(SpellBits::SLOW),
        speed: b.contains(SpellBits::SPEED),
        haste: b.contains(SpellBits::HASTE),
    })
}

/// Attacker bit: an evil being (`rr_tt_absorption_input.attacker`; Table 2; seed 002, Table 2).
pub const RR_TT_ATTACKER_EVIL: u8 = 1 << 0;
/// Attacker bit: undead (seed 002, Table 2).
pub const RR_TT_ATTACKER_UNDEAD: u8 = 1 << 1;
/// Attacker bit: an enchanted monster (seed 002, Table 2).
pub const RR_TT_ATTACKER_ENCHANTED: u8 = 1 << 2;
/// Attacker bit: a summoned being (seed 002, Table 2).
pub const RR_TT_ATTACKER_SUMMONED: u8 = 1 << 3;
/// Attacker bit: the attack comes from the front (Shield Wall; seed 002, Table 2).
pub const RR_TT_ATTACKER_FROM_FRONT: u8 = 1 << 4;

/// `RR_TT_ATTACKER_*` bits as the rules' attacker kind.
pub(crate) fn attacker_kind(bits: u8) -> Result<AttackerKind, rr_status> {
    flags::<AttackerKind>(bits)
}

/// Protection from Evil upgrade: none (`rr_tt_absorption_input.improved_pe`; Table 2;
/// seed 002, Table 2).
pub const RR_TT_PE_NONE: u32 = 0;
/// Improved Protection from Evil: +3 physical, +2 evil (seed 002, Table 2).
pub const RR_TT_PE_IMPROVED: u32 = 1;
/// Greater Protection from Evil: +5 physical, +3 evil (seed 002, Table 2).
pub const RR_TT_PE_GREATER: u32 = 2;
pub(crate) const PES: [Option<ImprovedPe>; 3] = [None, Some(ImprovedPe::Improved), Some(ImprovedPe::Greater)];

/// Aim time: 1/4 segment (Table 22's columns; RULINGS B23; seed 002, Table 22).
pub const RR_TT_AIM_QUARTER: u32 = 0;
/// Aim time: 1/2 segment (seed 002, Table 22).
pub const RR_TT_AIM_HALF: u32 = 1;
/// Aim time: 1 segment (seed 002, Table 22).
pub const RR_TT_AIM_ONE: u32 = 2;
/// Aim time: 2 segments (seed 002, Table 22).
pub const RR_TT_AIM_TWO: u32 = 3;
/// Aim time: 3 segments (seed 002, Table 22).
pub const RR_TT_AIM_THREE: u32 = 4;
/// Aim time: 4 segments (seed 002, Table 22).
pub const RR_TT_AIM_FOUR: u32 = 5;
/// Aim time: 5 segments (seed 002, Table 22).
pub const RR_TT_AIM_FIVE: u32 = 6;
/// Aim time: 6 segments (seed 002, Table 22).
pub const RR_TT_AIM_SIX: u32 = 7;

/// Deviation direction: left, rolls 1-5 (`rr_tt_deviation.direction`; RULINGS B23;
/// seed 002, Table 22).
pub const RR_TT_DIRECTION_LEFT: u32 = 0;
/// Deviation direction: up, rolls 6-20 (seed 002, Table 22).
pub const RR_TT_DIRECTION_UP: u32 = 1;
/// Deviation direction: near, rolls 21-50 (seed 002, Table 22).
pub const RR_TT_DIRECTION_NEAR: u32 = 2;
/// Deviation direction: far, rolls 51-80 (seed 002, Table 22).
pub const RR_TT_DIRECTION_FAR: u32 = 3;
/// Deviation direction: down, rolls 81-95 (seed 002, Table 22).
pub const RR_TT_DIRECTION_DOWN: u32 = 4;
/// Deviation direction: right, rolls 96-100 (seed 002, Table 22).
pub const RR_TT_DIRECTION_RIGHT: u32 = 5;
pub(crate) const DIRECTIONS: [Direction; 6] =
    [Direction::Left, Direction::Up, Direction::Near, Direction::Far, Direction::Down, Direction::Right];

/// Condition: blind (Table 20 order; RULINGS B29; seed 002, Table 20).
pub const RR_TT_CONDITION_BLIND: u32 = 0;
/// Condition: stunned (seed 002, Table 20).
pub const RR_TT_CONDITION_STUNNED: u32 = 1;
/// Condition: dazed (seed 002, Table 20).
pub const RR_TT_CONDITION_DAZED: u32 = 2;
/// Condition: held, paralysed or immobile (seed 002, Table 20).
pub const RR_TT_CONDITION_HELD: u32 = 3;
/// Condition: concentrating (spell, wand, rod; seed 002, Table 20).
pub const RR_TT_CONDITION_CONCENTRATING: u32 = 4;
/// Condition: using a 1/2-segment device, attacked in the same segment (seed 002, Table 20).
pub const RR_TT_CONDITION_CONCENTRATING_HALF_SEGMENT: u32 = 5;

/// Modifier kind: none (`rr_tt_modifier.kind`; Tables 20 and 23, RULINGS B5, B29;
/// seed 002, Tables 20 and 23).
pub const RR_TT_MODIFIER_NONE: u32 = 0;
/// Modifier kind: `points` situational points (positive helps the attacker;
/// seed 002, Tables 20 and 23).
pub const RR_TT_MODIFIER_POINTS: u32 = 1;
/// Modifier kind: the attacker chooses one attack every segment without a
/// bonus, or normal attacks with `points` (RULINGS B29; seed 002, Tables 20 and 23).
pub const RR_TT_MODIFIER_FREE_ATTACK_OR: u32 = 2;

/// Strength device: Ogre Power (Table 21's columns; RULINGS B22; seed 002, Table 21).
pub const RR_TT_DEVICE_OGRE_POWER: u32 = 0;
/// Strength device: Giant Strength (seed 002, Table 21).
pub const RR_TT_DEVICE_GIANT_STRENGTH: u32 = 1;
/// Strength device: Times Strength x1 (seed 002, Table 21).
pub const RR_TT_DEVICE_TIMES_1: u32 = 2;
/// Strength device: Times Strength x2 (seed 002, Table 21).
pub const RR_TT_DEVICE_TIMES_2: u32 = 3;
/// Strength device: Times Strength x3 (seed 002, Table 21).
pub const RR_TT_DEVICE_TIMES_3: u32 = 4;
/// Strength device: Times Strength x4 (seed 002, Table 21).
pub const RR_TT_DEVICE_TIMES_4: u32 = 5;
pub(crate) const DEVICES: [StrengthDevice; 6] = [
    StrengthDevice::OgrePower,
    StrengthDevice::GiantStrength,
    StrengthDevice::Times(1),
    StrengthDevice::Times(2),
    StrengthDevice::Times(3),
    StrengthDevice::Times(4),
];

/// Backpack: Large (50; the miscellaneous encumbrance list, RULINGS B26;
/// seed 002, miscellaneous encumbrance).
pub const RR_TT_BACKPACK_LARGE: u32 = 0;
/// Backpack: Small (20; seed 002, miscellaneous encumbrance).
pub const RR_TT_BACKPACK_SMALL: u32 = 1;
pub(crate) const BACKPACKS: [Backpack; 2] = [Backpack::Large, Backpack::Small];

/// Worn item: boots, a pair (Table 3 order, section R; seed 002, Table 3).
pub const RR_TT_ITEM_BOOTS: u32 = 0;
/// Worn item: a shield (seed 002, Table 3).
pub const RR_TT_ITEM_SHIELD: u32 = 1;
/// Worn item: a belt (seed 002, Table 3).
pub const RR_TT_ITEM_BELT: u32 = 2;
/// Worn item: one bracer (seed 002, Table 3).
pub const RR_TT_ITEM_BRACER: u32 = 3;
/// Worn item: a bracelet (seed 002, Table 3).
pub const RR_TT_ITEM_BRACELET: u32 = 4;
/// Worn item: an armband (seed 002, Table 3).
pub const RR_TT_ITEM_ARMBAND: u32 = 5;
/// Worn item: a pair of bracers (fills both arms; seed 002, Table 3).
pub const RR_TT_ITEM_BRACERS_PAIR: u32 = 6;
/// Worn item: a girdle (seed 002, Table 3).
pub const RR_TT_ITEM_GIRDLE: u32 = 7;
/// Worn item: a necklace (seed 002, Table 3).
pub const RR_TT_ITEM_NECKLACE: u32 = 8;
/// Worn item: an amulet (seed 002, Table 3).
pub const RR_TT_ITEM_AMULET: u32 = 9;
/// Worn item: a Mazdocian ring (seed 002, Table 3).
pub const RR_TT_ITEM_RING: u32 = 10;
/// Worn item: a metaphysical ring (its own limit of two; seed 002, Table 3).
pub const RR_TT_ITEM_METAPHYSICAL_RING: u32 = 11;
/// Worn item: gloves (seed 002, Table 3).
pub const RR_TT_ITEM_GLOVES: u32 = 12;
/// Worn item: gauntlets (seed 002, Table 3).
pub const RR_TT_ITEM_GAUNTLETS: u32 = 13;
/// Worn item: a helm (seed 002, Table 3).
pub const RR_TT_ITEM_HELM: u32 = 14;
/// Worn item: a circlet (seed 002, Table 3).
pub const RR_TT_ITEM_CIRCLET: u32 = 15;
/// Worn item: an earring (seed 002, Table 3).
pub const RR_TT_ITEM_EARRING: u32 = 16;
/// Worn item: a baldric (seed 002, Table 3).
pub const RR_TT_ITEM_BALDRIC: u32 = 17;
/// Worn item: body armour (seed 002, Table 3).
pub const RR_TT_ITEM_ARMOUR: u32 = 18;
/// Worn item: a cloak (seed 002, Table 3).
pub const RR_TT_ITEM_CLOAK: u32 = 19;
/// Worn item: a robe (seed 002, Table 3).
pub const RR_TT_ITEM_ROBE: u32 = 20;
/// Worn item: a magical weapon in use (seed 002, Table 3).
pub const RR_TT_ITEM_WEAPON: u32 = 21;
/// Worn item: a two-handed weapon in use (counts as a weapon; seed 002, Table 3).
pub const RR_TT_ITEM_TWO_HANDED_WEAPON: u32 = 22;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::convert::encode;
    use roguerules_tabletop::aim::AimTime;
    use roguerules_tabletop::conditions::Condition;
    use roguerules_tabletop::slots::Item;
    use roguerules_tabletop::tables::{Armour, Class, MeleeWeapon, MissileWeapon, Shield};

    #[test]
    fn codes_follow_the_seed_tables() {
        assert_eq!(encode(Class::ALL, &Class::MagicUser), RR_TT_CLASS_MAGIC_USER);
        assert_eq!(encode(Class::ALL, &Class::PriestOfKurn), RR_TT_CLASS_PRIEST_OF_KURN);
        assert_eq!(encode(Armour::ALL, &Armour::MithrilPlate), RR_TT_ARMOUR_MITHRIL_PLATE);
        assert_eq!(encode(Armour::ALL, &Armour::Scale), RR_TT_ARMOUR_SCALE);
        assert_eq!(encode(Shield::ALL, &Shield::LargeMithril), RR_TT_SHIELD_LARGE_MITHRIL);
        assert_eq!(encode(MeleeWeapon::ALL, &MeleeWeapon::TwoHandHammer), RR_TT_MELEE_TWO_HAND_HAMMER);
        assert_eq!(encode(MeleeWeapon::ALL, &MeleeWeapon::Baton), RR_TT_MELEE_BATON);
        assert_eq!(encode(MissileWeapon::ALL, &MissileWeapon::HeavyCrossbow), RR_TT_MISSILE_HEAVY_CROSSBOW);
        assert_eq!(encode(MissileWeapon::ALL, &MissileWeapon::Sling), RR_TT_MISSILE_SLING);
        assert_eq!(encode(AimTime::ALL.as_slice(), &AimTime::Six), RR_TT_AIM_SIX);
        assert_eq!(encode(Condition::ALL.as_slice(), &Condition::ConcentratingHalfSegment), 5);
        assert_eq!(encode(&Item::ALL, &Item::TwoHandedWeapon), RR_TT_ITEM_TWO_HANDED_WEAPON);
        assert_eq!(encode(&DEVICES, &StrengthDevice::Times(4)), RR_TT_DEVICE_TIMES_4);
        assert_eq!(encode(&DIRECTIONS, &Direction::Right), RR_TT_DIRECTION_RIGHT);
        assert_eq!(Class::ALL.len(), 8);
        assert_eq!(Armour::ALL.len(), 12);
    }

    #[test]
    fn bits_match_the_rust_flags() {
        assert_eq!(AttackerKind::all().bits(), (RR_TT_ATTACKER_FROM_FRONT << 1) - 1);
        assert_eq!(AttackerKind::SUMMONED.bits(), RR_TT_ATTACKER_SUMMONED);
        assert_eq!(SpellBits::all().bits(), (RR_TT_SPELL_HASTE << 1) - 1);
        let s = spells(RR_TT_SPELL_BLESS | RR_TT_SPELL_HASTE).unwrap();
        assert!(s.bless && s.haste && !s.greater_blessing && !s.slow && !s.speed);
        assert_eq!(spells(1 << 5), Err(rr_status::RR_INVALID_ARGUMENT));
    }
}
