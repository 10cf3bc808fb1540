//! Angband 2.7.9v6 melee and missiles from C (roguerules-melee `angband`, seed
//! 003; RULINGS M1-M9): blows per round, skills, the hit test, criticals, blow
//! and missile damage, breakage, and their exact odds.
//!
//! Stats cross in the game's encoding (3..=18, then `18/xx` as `18 + xx`, up to
//! 1017), weights in tenths of a pound, enums as `uint32_t` codes (`RR_ANG_*`)
//! and flag sets as integers; unknown codes and bits are `RR_INVALID_ARGUMENT`.

use crate::boundary::{Out, guard, try_buffer, try_ref};
use crate::convert::{decode, encode, flags, in_range, pmf_into, rr_fraction};
use crate::random::{rr_random, with_roller};
use crate::status::{roll_status, rr_status};
use crate::traps::rr_value_probability;
use roguerules_melee::angband::{
    self as ang, Ammo, AmmoKind, AngbandError, Bonus, Character, Class, CritTable, Critical, Dice, Effects, HitRoll,
    Landing, Launch, Launcher, LauncherKind, Melee, Missile, Monster, MonsterFlags, ObjectKind, Race, Slays, Stat,
    Thrown, Weapon, WeaponBlow, Weight,
};

/// The status of an Angband rule's error: invalid input is
/// `RR_INVALID_ARGUMENT`, an enumeration over budget `RR_BUDGET_EXCEEDED`, a
/// failed draw the draw's status.
pub(crate) fn ang_status(e: &AngbandError) -> rr_status {
    match e {
        AngbandError::Roll(e) => roll_status(e),
        AngbandError::Budget(_) => rr_status::RR_BUDGET_EXCEEDED,
        _ => rr_status::RR_INVALID_ARGUMENT,
    }
}

/// The range accepted for skills, bonuses and to-dam totals given directly.
const LIMIT: i32 = 1_000_000;

#[inline(always)]
fn limited(v: i32) -> Result<i32, rr_status> {
    if (-LIMIT..=LIMIT).contains(&v) { Ok(v) } else { Err(rr_status::RR_INVALID_ARGUMENT) }
}

// ---------------------------------------------------------------------------
// Codes
// ---------------------------------------------------------------------------

/// Class: warrior (`rr_ang_character.pclass`).
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
const CLASSES: [Class; 6] = Class::ALL;

/// Race: human (`rr_ang_character.race`).
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
const RACES: [Race; 10] = Race::ALL;

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
const LAUNCHERS: [LauncherKind; 5] = LauncherKind::ALL;

/// Ammunition: shots and pebbles (`rr_ang_ammo.kind`).
pub const RR_ANG_AMMO_SHOT: u32 = 0;
/// Ammunition: arrows.
pub const RR_ANG_AMMO_ARROW: u32 = 1;
/// Ammunition: bolts.
pub const RR_ANG_AMMO_BOLT: u32 = 2;
const AMMO: [AmmoKind; 3] = AmmoKind::ALL;

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
const OBJECTS: [ObjectKind; 14] = ObjectKind::ALL;

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
const HIT_ROLLS: [HitRoll; 5] =
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
fn crit_code(c: Option<Critical>) -> u32 {
    c.map_or(RR_ANG_CRIT_NONE, |c| encode(&Critical::ALL, &c) + 1)
}

/// Critical table: melee (`table` arguments).
pub const RR_ANG_CRIT_TABLE_MELEE: u32 = 0;
/// Critical table: missiles.
pub const RR_ANG_CRIT_TABLE_MISSILE: u32 = 1;
const CRIT_TABLES: [CritTable; 2] = [CritTable::Melee, CritTable::Missile];

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

// ---------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------

/// Damage dice `XdY` (a die with no sides is `RR_INVALID_ARGUMENT` unless `count` is 0).
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_dice {
    /// Number of dice (X).
    pub count: u8,
    /// Sides per die (Y).
    pub sides: u8,
}

#[inline(always)]
fn dice(d: rr_ang_dice) -> Result<Dice, rr_status> {
    Dice::new(d.count, d.sides).map_err(|e| ang_status(&e))
}

fn dice_to_c(d: Dice) -> rr_ang_dice {
    rr_ang_dice { count: d.count, sides: d.sides }
}

/// A pair of magical bonuses `(+to-hit, +to-dam)` (rings, gloves).
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_bonus {
    /// To-hit.
    pub to_hit: i16,
    /// To-dam.
    pub to_dam: i16,
}

/// A melee weapon.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_weapon {
    /// Base damage dice.
    pub dice: rr_ang_dice,
    /// Magical to-hit.
    pub to_hit: i16,
    /// Magical to-dam.
    pub to_dam: i16,
    /// Weight in tenths of a pound.
    pub weight: u16,
    /// `RR_ANG_BRAND_*` / `RR_ANG_SLAY_*` / `RR_ANG_KILL_*` bits.
    pub slays: u16,
    /// An edged weapon or polearm (a priest's penalty applies unless blessed).
    pub edged: bool,
    /// A blessed weapon.
    pub blessed: bool,
    /// Extra blows, added after the class maximum (RULINGS M5).
    pub extra_blows: u8,
}

/// A missile launcher.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_launcher {
    /// `RR_ANG_LAUNCHER_*`.
    pub kind: u32,
    /// Magical to-hit.
    pub to_hit: i16,
    /// Magical to-dam (added before the multiplier).
    pub to_dam: i16,
    /// Weight in tenths of a pound.
    pub weight: u16,
    /// Extra Might (+1 to the multiplier).
    pub extra_might: bool,
    /// Extra shots (a launcher of Extra Shots; none when heavy, RULINGS M4).
    pub extra_shots: u8,
}

/// A character with the equipment that matters to combat (seed 003).
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_character {
    /// `RR_ANG_CLASS_*`.
    pub pclass: u32,
    /// `RR_ANG_RACE_*`.
    pub race: u32,
    /// Experience level, 1..=50.
    pub level: u8,
    /// Strength in the game's encoding: 3..=18, then `18/xx` as `18 + xx` (to 1017).
    pub str: u16,
    /// Dexterity, encoded like `str`.
    pub dex: u16,
    /// Body armour's to-hit (the encumbrance penalty, e.g. -3).
    pub armour_to_hit: i16,
    /// The two ring slots.
    pub rings: [rr_ang_bonus; 2],
    /// Gauntlets of Slaying or Power and the like.
    pub gloves: rr_ang_bonus,
    /// `RR_ANG_BLESSED` / `RR_ANG_HERO` / `RR_ANG_BERSERK` bits.
    pub effects: u8,
    /// The stun counter, 0..=100 (above is `RR_INVALID_ARGUMENT`: knocked out).
    pub stun: u16,
    /// Whether a melee weapon is wielded (else bare hands; `weapon` is ignored).
    pub has_weapon: bool,
    /// The wielded weapon.
    pub weapon: rr_ang_weapon,
    /// Whether a launcher is wielded (`launcher` is ignored otherwise).
    pub has_launcher: bool,
    /// The wielded launcher.
    pub launcher: rr_ang_launcher,
}

fn stat(v: u16) -> Result<Stat, rr_status> {
    Stat::from_game(v).map_err(|e| ang_status(&AngbandError::Stat(e)))
}

fn character(c: &rr_ang_character) -> Result<Character, rr_status> {
    let bonus = |b: rr_ang_bonus| Bonus { to_hit: b.to_hit, to_dam: b.to_dam };
    let weapon = if c.has_weapon {
        let w = &c.weapon;
        Some(Weapon {
            dice: dice(w.dice)?,
            to_hit: w.to_hit,
            to_dam: w.to_dam,
            weight: Weight::from_tenths(w.weight),
            slays: flags::<Slays>(w.slays)?,
            edged: w.edged,
            blessed: w.blessed,
            extra_blows: w.extra_blows,
        })
    } else {
        None
    };
    let launcher = if c.has_launcher {
        let l = &c.launcher;
        Some(Launcher {
            kind: decode(&LAUNCHERS, l.kind)?,
            to_hit: l.to_hit,
            to_dam: l.to_dam,
            weight: Weight::from_tenths(l.weight),
            extra_might: l.extra_might,
            extra_shots: l.extra_shots,
        })
    } else {
        None
    };
    let ch = Character {
        class: decode(&CLASSES, c.pclass)?,
        race: decode(&RACES, c.race)?,
        level: c.level,
        str: stat(c.str)?,
        dex: stat(c.dex)?,
        armour_to_hit: c.armour_to_hit,
        rings: [bonus(c.rings[0]), bonus(c.rings[1])],
        gloves: bonus(c.gloves),
        effects: flags::<Effects>(c.effects)?,
        stun: c.stun,
        weapon,
        launcher,
    };
    ch.validate().map_err(|e| ang_status(&e))?;
    Ok(ch)
}

/// The monster under attack.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_monster {
    /// Armour class.
    pub ac: u16,
    /// `RR_ANG_MONSTER_*` bits.
    pub flags: u16,
    /// Whether the character sees it (unseen halves the skill, rounding up; RULINGS M1).
    pub visible: bool,
    /// Whether `hp` is known (a melee round then stops when it reaches 0).
    pub hp_known: bool,
    /// Hit points, when known.
    pub hp: u32,
}

#[inline(always)]
fn monster(m: &rr_ang_monster) -> Result<Monster, rr_status> {
    Ok(Monster { ac: m.ac, flags: flags::<MonsterFlags>(m.flags)?, visible: m.visible, hp: m.hp_known.then_some(m.hp) })
}

// ---------------------------------------------------------------------------
// Derived profiles
// ---------------------------------------------------------------------------

/// Blows per round, and why (seed 003; RULINGS M4, M5).
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_blows {
    /// Blows per round, extra blows included.
    pub blows: u8,
    /// The weapon is too heavy: exactly one blow (RULINGS M4).
    pub heavy: bool,
    /// The adjusted strength for blows.
    pub asb: u16,
    /// The strength-weaponry index (before the table's cap); 0 bare-handed.
    pub swi: u32,
    /// Natural blows after the class maximum, before extra blows.
    pub natural: u8,
}

fn blows_to_c(b: &ang::Blows) -> rr_ang_blows {
    rr_ang_blows { blows: b.blows, heavy: b.heavy, asb: b.asb, swi: b.swi, natural: b.natural }
}

/// Everything a melee blow needs, computed once from a character by
/// `rr_ang_melee_of` (or filled in by the game itself).
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_melee {
    /// Experience level (for the critical), 1..=50.
    pub level: u8,
    /// Overall melee skill, -1000000..=1000000.
    pub skill: i32,
    /// Bonus to melee combat skill (for the critical power), -1000000..=1000000.
    pub bonus: i32,
    /// Damage step 5 (Strength, rings, gauntlets, stun, priest), -1000000..=1000000.
    pub to_dam: i32,
    /// Blows per round.
    pub blows: rr_ang_blows,
    /// Whether a weapon is used (else bare hands: 1 damage plus `to_dam`).
    pub has_weapon: bool,
    /// The weapon's dice.
    pub weapon_dice: rr_ang_dice,
    /// The weapon's slay bits.
    pub weapon_slays: u16,
    /// The weapon's weight in tenths of a pound.
    pub weapon_weight: u16,
    /// The weapon's to-dam, -1000000..=1000000.
    pub weapon_to_dam: i32,
}

fn melee_to_c(m: &Melee) -> rr_ang_melee {
    let mut c = rr_ang_melee {
        level: m.level,
        skill: m.skill,
        bonus: m.bonus,
        to_dam: m.to_dam,
        blows: blows_to_c(&m.blows),
        ..rr_ang_melee::default()
    };
    if let Some(w) = &m.weapon {
        c.has_weapon = true;
        c.weapon_dice = dice_to_c(w.dice);
        c.weapon_slays = w.slays.bits();
        c.weapon_weight = w.weight.tenths();
        c.weapon_to_dam = w.to_dam;
    }
    c
}

#[inline(always)]
fn melee(c: &rr_ang_melee) -> Result<Melee, rr_status> {
    in_range(i64::from(c.level), 1, 50)?;
    let weapon = if c.has_weapon {
        Some(WeaponBlow {
            dice: dice(c.weapon_dice)?,
            slays: flags::<Slays>(c.weapon_slays)?,
            weight: Weight::from_tenths(c.weapon_weight),
            to_dam: limited(c.weapon_to_dam)?,
        })
    } else {
        None
    };
    let b = &c.blows;
    Ok(Melee {
        level: c.level,
        skill: limited(c.skill)?,
        bonus: limited(c.bonus)?,
        to_dam: limited(c.to_dam)?,
        blows: ang::Blows { blows: b.blows, heavy: b.heavy, asb: b.asb, swi: b.swi, natural: b.natural },
        weapon,
    })
}

/// The breakdown of the bonus to combat skill (seed 003, II).
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_combat_bonus {
    /// Strength's to-hit.
    pub strength: i32,
    /// Dexterity's to-hit.
    pub dexterity: i32,
    /// Body armour's to-hit.
    pub armour: i32,
    /// Both rings.
    pub rings: i32,
    /// Gloves.
    pub gloves: i32,
    /// The weapon's to-hit (melee only).
    pub weapon: i32,
    /// The heavy-weapon penalty (melee only).
    pub heavy_weapon: i32,
    /// The heavy-launcher penalty.
    pub heavy_launcher: i32,
    /// A priest's edged-weapon penalty.
    pub priest_edged: i32,
    /// Blessing, Heroism, Berserk Strength.
    pub spells: i32,
    /// The stun penalty.
    pub stun: i32,
    /// The general bonus (everything but the weapon's own terms).
    pub general: i32,
    /// The melee bonus (general plus the weapon's terms).
    pub melee: i32,
}

/// A character's skills (seed 003, I-III; RULINGS M2).
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_skills {
    /// Base melee skill (class, race, level).
    pub base_melee: i32,
    /// Base missile skill.
    pub base_missile: i32,
    /// The bonus to combat skill.
    pub bonus: rr_ang_combat_bonus,
    /// Overall melee skill.
    pub melee: i32,
    /// The throwing skill.
    pub throwing: i32,
}

/// The heavy-weapon test (seed 003; RULINGS M4).
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_heavy {
    /// The weight limit in whole pounds.
    pub limit: u16,
    /// Whether the weight is above it.
    pub heavy: bool,
    /// The penalty taken off the bonus to combat skill (0 when not heavy).
    pub penalty: i32,
}

/// The melee profile of a character: skill, bonus, damage modifiers, blows and
/// weapon (seed 003; RULINGS M2, M4, M5). Pass it to `rr_ang_blow`.
///
/// Returns `RR_INVALID_ARGUMENT` for an unknown class, race or launcher, unknown
/// flag bits, a stat outside 3..=1017, a level outside 1..=50, a stun above 100,
/// or dice with no sides.
///
/// # Safety
///
/// `character` must be NULL or valid; `melee_out`, when not NULL, must be valid
/// for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_melee_of(
    character: *const rr_ang_character,
    melee_out: *mut rr_ang_melee,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let c = self::character(unsafe { try_ref(character) }?)?;
        let out = Out::new(melee_out)?;
        let m = Melee::of(&c).map_err(|e| ang_status(&e))?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(melee_to_c(&m)) };
        Ok(())
    })
}

/// Blows per round of a character with its weapon (seed 003; RULINGS M4, M5).
///
/// # Safety
///
/// As `rr_ang_melee_of`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_blows_of(
    character: *const rr_ang_character,
    blows_out: *mut rr_ang_blows,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let c = self::character(unsafe { try_ref(character) }?)?;
        let out = Out::new(blows_out)?;
        let b = ang::blows(c.class, c.str, c.dex, c.weapon.map(|w| (w.weight, w.extra_blows)));
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(blows_to_c(&b)) };
        Ok(())
    })
}

/// A character's skills and the breakdown of its bonus to combat skill (seed
/// 003, I-III; RULINGS M2).
///
/// # Safety
///
/// As `rr_ang_melee_of`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_skills_of(
    character: *const rr_ang_character,
    skills_out: *mut rr_ang_skills,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let c = self::character(unsafe { try_ref(character) }?)?;
        let out = Out::new(skills_out)?;
        let s = ang::skills(&c).map_err(|e| ang_status(&e))?;
        let b = &s.bonus;
        let bonus = rr_ang_combat_bonus {
            strength: b.strength,
            dexterity: b.dexterity,
            armour: b.armour,
            rings: b.rings,
            gloves: b.gloves,
            weapon: b.weapon,
            heavy_weapon: b.heavy_weapon,
            heavy_launcher: b.heavy_launcher,
            priest_edged: b.priest_edged,
            spells: b.spells,
            stun: b.stun,
            general: b.general(),
            melee: b.melee(),
        };
        let c = rr_ang_skills {
            base_melee: s.base_melee,
            base_missile: s.base_missile,
            bonus,
            melee: s.melee,
            throwing: s.throwing,
        };
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(c) };
        Ok(())
    })
}

/// Whether a weapon (or launcher) of `weight` tenths of a pound is too heavy for
/// strength `str` (3..=1017), and the to-hit penalty (seed 003; RULINGS M4).
///
/// # Safety
///
/// `heavy_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_heavy_of(str: u16, weight: u16, heavy_out: *mut rr_ang_heavy) -> rr_status {
    guard(|| {
        let out = Out::new(heavy_out)?;
        let h = ang::heavy(stat(str)?, Weight::from_tenths(weight));
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(rr_ang_heavy { limit: h.limit, heavy: h.heavy, penalty: h.penalty }) };
        Ok(())
    })
}

/// Shots per turn with the wielded launcher (seed 003, "Attacking with shooting
/// weapons": Extra Shots, and a ranger's extra bow shots at levels 20 and 40;
/// RULINGS M4: none for a heavy launcher); 1 without a launcher.
///
/// # Safety
///
/// As `rr_ang_melee_of`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_shots_of(character: *const rr_ang_character, shots_out: *mut u8) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let c = self::character(unsafe { try_ref(character) }?)?;
        let out = Out::new(shots_out)?;
        let n = ang::shots(&c).map_err(|e| ang_status(&e))?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(n) };
        Ok(())
    })
}

// ---------------------------------------------------------------------------
// Hit test and criticals
// ---------------------------------------------------------------------------

/// The hit test (seed 003; RULINGS M1, M3): one draw in 0..=99 for the 1 in 20
/// automatic hit and miss, then, for a positive `skill` (-1000000..=1000000),
/// the armour roll against the visibility-modified skill. Writes the
/// `RR_ANG_HIT_*` code to `*roll_out` and whether it hit to `*hit_out`.
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `roll_out` and `hit_out`, when not
/// NULL, must be valid for one write each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_hit_test(
    random: rr_random,
    skill: i32,
    ac: u16,
    visible: bool,
    roll_out: *mut u32,
    hit_out: *mut bool,
) -> rr_status {
    guard(|| {
        let (roll_out, hit_out) = (Out::new(roll_out)?, Out::new(hit_out)?);
        let skill = limited(skill)?;
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let roll =
            unsafe { with_roller!(random, |r| ang::hit_test(r, skill, ac, visible).map_err(|e| ang_status(&e))) }?;
        // SAFETY: writable (the caller's contract).
        unsafe {
            roll_out.write(encode(&HIT_ROLLS, &roll));
            hit_out.write(roll.hit());
        }
        Ok(())
    })
}

/// The exact chance that `rr_ang_hit_test` hits (RULINGS M1): always within
/// 1/20..=19/20.
///
/// # Safety
///
/// `chance_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_hit_chance(
    skill: i32,
    ac: u16,
    visible: bool,
    chance_out: *mut rr_fraction,
) -> rr_status {
    guard(|| {
        let out = Out::new(chance_out)?;
        let p = rr_fraction::from_big(&ang::hit_chance(limited(skill)?, ac, visible))?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(p) };
        Ok(())
    })
}

/// Rolls a critical hit on `table` (`RR_ANG_CRIT_TABLE_*`) for an object of
/// `weight` tenths of a pound, a `bonus` (-1000000..=1000000; for missiles
/// including the missile's to-hit) and a `level` 1..=50 (seed 003; RULINGS M6).
/// Writes an `RR_ANG_CRIT_*` code.
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `critical_out`, when not NULL, must
/// be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_critical(
    random: rr_random,
    table: u32,
    weight: u16,
    bonus: i32,
    level: u8,
    critical_out: *mut u32,
) -> rr_status {
    guard(|| {
        let out = Out::new(critical_out)?;
        let table = decode(&CRIT_TABLES, table)?;
        let bonus = limited(bonus)?;
        in_range(i64::from(level), 1, 50)?;
        let w = Weight::from_tenths(weight);
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let crit =
            unsafe { with_roller!(random, |r| ang::critical(r, table, w, bonus, level).map_err(|e| ang_status(&e))) }?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(crit_code(crit)) };
        Ok(())
    })
}

/// The exact distribution of a critical: `probability[RR_ANG_CRIT_*]`.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct rr_ang_crit_odds {
    /// The probability of each outcome, indexed by `RR_ANG_CRIT_*` (none first).
    pub probability: [rr_fraction; 6],
}

/// The exact odds of `rr_ang_critical` with the same arguments (seed 003's
/// chance and sum tables; RULINGS M6).
///
/// # Safety
///
/// `odds_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_critical_odds(
    table: u32,
    weight: u16,
    bonus: i32,
    level: u8,
    odds_out: *mut rr_ang_crit_odds,
) -> rr_status {
    guard(|| {
        let out = Out::new(odds_out)?;
        let table = decode(&CRIT_TABLES, table)?;
        let bonus = limited(bonus)?;
        in_range(i64::from(level), 1, 50)?;
        let odds = ang::crit_odds(table, Weight::from_tenths(weight), bonus, level);
        let mut c = rr_ang_crit_odds::default();
        c.probability[0] = rr_fraction::from_big(&odds.probability(None))?;
        for (i, t) in Critical::ALL.iter().enumerate() {
            c.probability[i + 1] = rr_fraction::from_big(&odds.probability(Some(*t)))?;
        }
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(c) };
        Ok(())
    })
}

// ---------------------------------------------------------------------------
// Blows, rounds, missiles
// ---------------------------------------------------------------------------

/// One melee blow or missile, step by step.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_attack {
    /// The hit test's `RR_ANG_HIT_*` code.
    pub roll: u32,
    /// Whether it hit.
    pub hit: bool,
    /// The damage dice rolled (0 on a miss; 1 bare-handed).
    pub dice: i64,
    /// The slay or brand multiplier used (1 if none).
    pub multiplier: i64,
    /// The critical's `RR_ANG_CRIT_*` code.
    pub critical: u32,
    /// The damage done (0 on a miss; never negative).
    pub damage: i64,
}

#[inline(always)]
fn attack(hit: HitRoll, dice: i64, multiplier: i64, critical: Option<Critical>, damage: i64) -> rr_ang_attack {
    rr_ang_attack {
        roll: encode(&HIT_ROLLS, &hit),
        hit: hit.hit(),
        dice,
        multiplier,
        critical: crit_code(critical),
        damage,
    }
}

/// One melee blow against a monster (seed 003; RULINGS M1, M6, M7, M9): the hit
/// test, then on a hit the damage dice, slay multiplier, critical and to-dam.
///
/// Returns `RR_INVALID_ARGUMENT` for unknown flag bits, dice with no sides, a
/// level outside 1..=50 or a number outside -1000000..=1000000.
///
/// # Safety
///
/// `melee` and `monster` must be NULL or valid; `random` must follow
/// `rr_random`'s rules; `blow_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_blow(
    random: rr_random,
    melee: *const rr_ang_melee,
    monster: *const rr_ang_monster,
    blow_out: *mut rr_ang_attack,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let (m, mon) = unsafe { (try_ref(melee)?, try_ref(monster)?) };
        let out = Out::new(blow_out)?;
        let (m, mon) = (self::melee(m)?, self::monster(mon)?);
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let b = unsafe { with_roller!(random, |r| ang::blow(r, &m, &mon).map_err(|e| ang_status(&e))) }?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(attack(b.hit, b.dice, b.multiplier, b.critical, b.damage)) };
        Ok(())
    })
}

/// The most blows in one round (255 blows of a `uint8_t`).
pub const RR_ANG_MAX_BLOWS: usize = 255;

/// A melee round: `len` blows in order, the total damage, and whether the
/// monster (with known hit points) was killed, which ends the round early.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct rr_ang_round {
    /// How many entries of `blows` are used.
    pub len: u32,
    /// The total damage.
    pub damage: i64,
    /// Whether the monster died.
    pub killed: bool,
    /// The blows, in order.
    pub blows: [rr_ang_attack; RR_ANG_MAX_BLOWS],
}

/// A melee round against a monster: the character's blows until they run out or
/// the monster (with known hit points) dies (seed 003).
///
/// # Safety
///
/// As `rr_ang_blow`; `round_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_melee_round(
    random: rr_random,
    melee: *const rr_ang_melee,
    monster: *const rr_ang_monster,
    round_out: *mut rr_ang_round,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let (m, mon) = unsafe { (try_ref(melee)?, try_ref(monster)?) };
        let out = Out::new(round_out)?;
        let (m, mon) = (self::melee(m)?, self::monster(mon)?);
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let round = unsafe { with_roller!(random, |r| ang::melee_round(r, &m, &mon).map_err(|e| ang_status(&e))) }?;
        if round.blows.len() > RR_ANG_MAX_BLOWS {
            return Err(rr_status::RR_OVERFLOW);
        }
        let mut c = rr_ang_round {
            len: round.blows.len() as u32,
            damage: round.damage,
            killed: round.killed,
            blows: [rr_ang_attack::default(); RR_ANG_MAX_BLOWS],
        };
        for (slot, b) in c.blows.iter_mut().zip(&round.blows) {
            *slot = attack(b.hit, b.dice, b.multiplier, b.critical, b.damage);
        }
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(c) };
        Ok(())
    })
}

/// Ammunition for a launcher.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_ammo {
    /// `RR_ANG_AMMO_*`.
    pub kind: u32,
    /// Base damage dice.
    pub dice: rr_ang_dice,
    /// Magical to-hit.
    pub to_hit: i16,
    /// Magical to-dam.
    pub to_dam: i16,
    /// Weight in tenths of a pound.
    pub weight: u16,
    /// Slay bits.
    pub slays: u16,
}

/// An object thrown by hand.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_thrown {
    /// `RR_ANG_OBJECT_*` (for breakage).
    pub kind: u32,
    /// Base throwing damage (`0d0` for none).
    pub dice: rr_ang_dice,
    /// Magical to-hit (counts for the critical only, RULINGS M3, M6).
    pub to_hit: i16,
    /// Magical to-dam.
    pub to_dam: i16,
    /// Weight in tenths of a pound.
    pub weight: u16,
    /// Slay bits.
    pub slays: u16,
}

/// Missile launch: fired from a launcher (`rr_ang_missile.launch`).
pub const RR_ANG_LAUNCH_FIRE: u32 = 0;
/// Missile launch: thrown by hand.
pub const RR_ANG_LAUNCH_THROW: u32 = 1;

/// Everything a missile needs, computed once by `rr_ang_missile_fire` or
/// `rr_ang_missile_throw` (or filled in by the game).
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_missile {
    /// Experience level, 1..=50.
    pub level: u8,
    /// The chance before the distance (RULINGS M3), -1000000..=1000000.
    pub skill: i32,
    /// The critical's bonus (RULINGS M6), -1000000..=1000000.
    pub crit_bonus: i32,
    /// The missile's dice.
    pub dice: rr_ang_dice,
    /// The missile's slay bits.
    pub slays: u16,
    /// The missile's weight in tenths of a pound.
    pub weight: u16,
    /// `RR_ANG_LAUNCH_*`.
    pub launch: u32,
    /// The launcher multiplier (fired only; 1..=100), Extra Might included.
    pub multiplier: i64,
    /// The to-dam added before the multiplier (fired: ammo + launcher; thrown:
    /// the object's), -1000000..=1000000.
    pub to_dam: i32,
}

fn missile_to_c(m: &Missile) -> rr_ang_missile {
    let (launch, multiplier, to_dam) = match m.launch {
        Launch::Fire { multiplier, to_dam } => (RR_ANG_LAUNCH_FIRE, multiplier, to_dam),
        Launch::Throw { to_dam } => (RR_ANG_LAUNCH_THROW, 1, to_dam),
    };
    rr_ang_missile {
        level: m.level,
        skill: m.skill,
        crit_bonus: m.crit_bonus,
        dice: dice_to_c(m.dice),
        slays: m.slays.bits(),
        weight: m.weight.tenths(),
        launch,
        multiplier,
        to_dam,
    }
}

fn missile(c: &rr_ang_missile) -> Result<Missile, rr_status> {
    in_range(i64::from(c.level), 1, 50)?;
    let to_dam = limited(c.to_dam)?;
    let launch = match c.launch {
        RR_ANG_LAUNCH_FIRE => Launch::Fire { multiplier: in_range(c.multiplier, 1, 100)?, to_dam },
        RR_ANG_LAUNCH_THROW => Launch::Throw { to_dam },
        _ => return Err(rr_status::RR_INVALID_ARGUMENT),
    };
    Ok(Missile {
        level: c.level,
        skill: limited(c.skill)?,
        crit_bonus: limited(c.crit_bonus)?,
        dice: dice(c.dice)?,
        slays: flags::<Slays>(c.slays)?,
        weight: Weight::from_tenths(c.weight),
        launch,
    })
}

/// The missile profile of firing `ammo` from the character's launcher (seed 003;
/// RULINGS M3, M6, M7). Returns `RR_INVALID_ARGUMENT` when the character has no
/// launcher for this ammunition (throw it instead) or for invalid input.
///
/// # Safety
///
/// `character` and `ammo` must be NULL or valid; `missile_out`, when not NULL,
/// must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_missile_fire(
    character: *const rr_ang_character,
    ammo: *const rr_ang_ammo,
    missile_out: *mut rr_ang_missile,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let (c, a) = unsafe { (try_ref(character)?, try_ref(ammo)?) };
        let out = Out::new(missile_out)?;
        let c = self::character(c)?;
        let ammo = Ammo {
            kind: decode(&AMMO, a.kind)?,
            dice: dice(a.dice)?,
            to_hit: a.to_hit,
            to_dam: a.to_dam,
            weight: Weight::from_tenths(a.weight),
            slays: flags::<Slays>(a.slays)?,
        };
        let m = Missile::fire(&c, &ammo).map_err(|e| ang_status(&e))?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(missile_to_c(&m)) };
        Ok(())
    })
}

/// The missile profile of throwing `object` by hand (seed 003; RULINGS M3, M6, M7).
///
/// # Safety
///
/// `character` and `object` must be NULL or valid; `missile_out`, when not NULL,
/// must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_missile_throw(
    character: *const rr_ang_character,
    object: *const rr_ang_thrown,
    missile_out: *mut rr_ang_missile,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let (c, o) = unsafe { (try_ref(character)?, try_ref(object)?) };
        let out = Out::new(missile_out)?;
        let c = self::character(c)?;
        let object = Thrown {
            kind: decode(&OBJECTS, o.kind)?,
            dice: dice(o.dice)?,
            to_hit: o.to_hit,
            to_dam: o.to_dam,
            weight: Weight::from_tenths(o.weight),
            slays: flags::<Slays>(o.slays)?,
        };
        let m = Missile::throw(&c, &object).map_err(|e| ang_status(&e))?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(missile_to_c(&m)) };
        Ok(())
    })
}

/// One missile against a monster `distance` grid steps away (seed 003; RULINGS
/// M1, M3, M6, M7, M9).
///
/// # Safety
///
/// `missile` and `monster` must be NULL or valid; `random` must follow
/// `rr_random`'s rules; `attack_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_missile_shoot(
    random: rr_random,
    missile: *const rr_ang_missile,
    monster: *const rr_ang_monster,
    distance: u16,
    attack_out: *mut rr_ang_attack,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let (m, mon) = unsafe { (try_ref(missile)?, try_ref(monster)?) };
        let out = Out::new(attack_out)?;
        let (m, mon) = (self::missile(m)?, self::monster(mon)?);
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let o = unsafe { with_roller!(random, |r| ang::missile(r, &m, &mon, distance).map_err(|e| ang_status(&e))) }?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(attack(o.hit, o.dice, o.multiplier, o.critical, o.damage)) };
        Ok(())
    })
}

// ---------------------------------------------------------------------------
// Exact damage odds
// ---------------------------------------------------------------------------

/// Which exact melee distribution `melee_pmf` computes.
#[derive(Debug, Clone, Copy)]
enum MeleeOdds {
    Blow,
    Round,
}

/// # Safety
///
/// As the entry points that call it.
unsafe fn melee_pmf(
    which: MeleeOdds,
    melee: *const rr_ang_melee,
    monster: *const rr_ang_monster,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let (m, mon) = unsafe { (try_ref(melee)?, try_ref(monster)?) };
        let out = Out::new(len_out)?;
        // SAFETY: valid for `len` writes when not NULL (the caller's contract).
        let buf = unsafe { try_buffer(buf, len) }?;
        let (m, mon) = (self::melee(m)?, self::monster(mon)?);
        let pmf = match which {
            MeleeOdds::Blow => ang::blow_damage_pmf(&m, &mon),
            MeleeOdds::Round => ang::round_damage_pmf(&m, &mon),
        }
        .map_err(|e| ang_status(&e))?;
        let n = pmf_into(buf, &pmf)?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(n) };
        Ok(())
    })
}

/// The exact distribution of one blow's damage (`rr_ang_blow`), by increasing
/// damage. Length protocol: `buf` NULL gives the number of values in
/// `*len_out`. `RR_BUDGET_EXCEEDED` if the enumeration is too large.
///
/// # Safety
///
/// `melee` and `monster` must be NULL or valid; `buf`, when not NULL, valid for
/// `len` writes; `len_out`, when not NULL, for one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_blow_damage_pmf(
    melee: *const rr_ang_melee,
    monster: *const rr_ang_monster,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { melee_pmf(MeleeOdds::Blow, melee, monster, buf, len, len_out) }
}

/// The exact distribution of a melee round's total damage (`rr_ang_melee_round`),
/// as `rr_ang_blow_damage_pmf`.
///
/// # Safety
///
/// As `rr_ang_blow_damage_pmf`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_round_damage_pmf(
    melee: *const rr_ang_melee,
    monster: *const rr_ang_monster,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { melee_pmf(MeleeOdds::Round, melee, monster, buf, len, len_out) }
}

/// Which exact melee summary `melee_fraction` computes.
#[derive(Debug, Clone, Copy)]
enum MeleeSummary {
    BlowMean,
    RoundMean,
    Kill,
}

/// # Safety
///
/// As the entry points that call it.
unsafe fn melee_fraction(
    which: MeleeSummary,
    melee: *const rr_ang_melee,
    monster: *const rr_ang_monster,
    value_out: *mut rr_fraction,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let (m, mon) = unsafe { (try_ref(melee)?, try_ref(monster)?) };
        let out = Out::new(value_out)?;
        let (m, mon) = (self::melee(m)?, self::monster(mon)?);
        let v = match which {
            MeleeSummary::BlowMean => ang::expected_blow_damage(&m, &mon),
            MeleeSummary::RoundMean => ang::expected_round_damage(&m, &mon),
            MeleeSummary::Kill => ang::kill_chance(&m, &mon),
        }
        .map_err(|e| ang_status(&e))?;
        let v = rr_fraction::from_big(&v)?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(v) };
        Ok(())
    })
}

/// The exact mean damage of one blow.
///
/// # Safety
///
/// `melee` and `monster` must be NULL or valid; `mean_out`, when not NULL, valid
/// for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_expected_blow_damage(
    melee: *const rr_ang_melee,
    monster: *const rr_ang_monster,
    mean_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { melee_fraction(MeleeSummary::BlowMean, melee, monster, mean_out) }
}

/// The exact mean damage of one melee round.
///
/// # Safety
///
/// As `rr_ang_expected_blow_damage`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_expected_round_damage(
    melee: *const rr_ang_melee,
    monster: *const rr_ang_monster,
    mean_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { melee_fraction(MeleeSummary::RoundMean, melee, monster, mean_out) }
}

/// The exact chance that one melee round kills the monster (0 when its hit
/// points are not known).
///
/// # Safety
///
/// As `rr_ang_expected_blow_damage`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_kill_chance(
    melee: *const rr_ang_melee,
    monster: *const rr_ang_monster,
    chance_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { melee_fraction(MeleeSummary::Kill, melee, monster, chance_out) }
}

/// The exact distribution of one missile's damage at `distance`, as
/// `rr_ang_blow_damage_pmf`.
///
/// # Safety
///
/// `missile` and `monster` must be NULL or valid; `buf`, when not NULL, valid
/// for `len` writes; `len_out`, when not NULL, for one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_missile_damage_pmf(
    missile: *const rr_ang_missile,
    monster: *const rr_ang_monster,
    distance: u16,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let (m, mon) = unsafe { (try_ref(missile)?, try_ref(monster)?) };
        let out = Out::new(len_out)?;
        // SAFETY: valid for `len` writes when not NULL (the caller's contract).
        let buf = unsafe { try_buffer(buf, len) }?;
        let (m, mon) = (self::missile(m)?, self::monster(mon)?);
        let pmf = ang::missile_damage_pmf(&m, &mon, distance).map_err(|e| ang_status(&e))?;
        let n = pmf_into(buf, &pmf)?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(n) };
        Ok(())
    })
}

// ---------------------------------------------------------------------------
// Breakage
// ---------------------------------------------------------------------------

/// Where a missile ended, for breakage (RULINGS M8).
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_landing {
    /// `RR_ANG_OBJECT_*`.
    pub kind: u32,
    /// An artifact: never breaks.
    pub artifact: bool,
    /// It hit a monster: the chance doubles, at most 100%.
    pub hit_monster: bool,
    /// Thrown straight down: a non-artifact always breaks.
    pub straight_down: bool,
}

fn landing(l: &rr_ang_landing) -> Result<Landing, rr_status> {
    Ok(Landing {
        kind: decode(&OBJECTS, l.kind)?,
        artifact: l.artifact,
        hit_monster: l.hit_monster,
        straight_down: l.straight_down,
    })
}

/// The breakage percentage of a landing, 0..=100 (RULINGS M8).
///
/// # Safety
///
/// `landing` must be NULL or valid; `percent_out`, when not NULL, valid for one
/// write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_breakage_chance(landing: *const rr_ang_landing, percent_out: *mut u8) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let l = self::landing(unsafe { try_ref(landing) }?)?;
        let out = Out::new(percent_out)?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(ang::breakage_chance(&l)) };
        Ok(())
    })
}

/// The exact breakage probability of a landing (RULINGS M8).
///
/// # Safety
///
/// `landing` must be NULL or valid; `probability_out`, when not NULL, valid for
/// one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_breakage_probability(
    landing: *const rr_ang_landing,
    probability_out: *mut rr_fraction,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let l = self::landing(unsafe { try_ref(landing) }?)?;
        let out = Out::new(probability_out)?;
        let p = rr_fraction::from_big(&ang::breakage_probability(&l))?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(p) };
        Ok(())
    })
}

/// Rolls whether a missile breaks where it landed (RULINGS M8).
///
/// # Safety
///
/// `landing` must be NULL or valid; `random` must follow `rr_random`'s rules;
/// `breaks_out`, when not NULL, valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_breaks(
    random: rr_random,
    landing: *const rr_ang_landing,
    breaks_out: *mut bool,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let l = self::landing(unsafe { try_ref(landing) }?)?;
        let out = Out::new(breaks_out)?;
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let b = unsafe { with_roller!(random, |r| ang::breaks(r, &l).map_err(|e| ang_status(&e))) }?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(b) };
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_bits_follow_the_rust_types() {
        assert_eq!(encode(&CLASSES, &Class::Paladin), RR_ANG_CLASS_PALADIN);
        assert_eq!(encode(&RACES, &Race::HighElf), RR_ANG_RACE_HIGH_ELF);
        assert_eq!(encode(&LAUNCHERS, &LauncherKind::HeavyCrossbow), RR_ANG_LAUNCHER_HEAVY_CROSSBOW);
        assert_eq!(encode(&OBJECTS, &ObjectKind::Other), RR_ANG_OBJECT_OTHER);
        let hits = [HitRoll::AutoHit, HitRoll::AutoMiss, HitRoll::NoSkill, HitRoll::Armour, HitRoll::Skill];
        assert_eq!(hits.map(|h| encode(&HIT_ROLLS, &h)), [0, 1, 2, 3, 4]);
        assert_eq!(encode(&HIT_ROLLS, &HitRoll::Skill), RR_ANG_HIT_SKILL);
        assert_eq!(crit_code(None), RR_ANG_CRIT_NONE);
        for (i, c) in Critical::ALL.into_iter().enumerate() {
            assert_eq!(crit_code(Some(c)), i as u32 + 1, "{c:?}");
        }
        assert_eq!(crit_code(Some(Critical::StarSuperb)), RR_ANG_CRIT_STAR_SUPERB);
        assert_eq!(Effects::all().bits(), RR_ANG_BLESSED | RR_ANG_HERO | RR_ANG_BERSERK);
        assert_eq!(Slays::SLAY_UNDEAD.bits(), RR_ANG_SLAY_UNDEAD);
        assert_eq!(Slays::KILL_DRAGON.bits(), RR_ANG_KILL_DRAGON);
        assert_eq!(Slays::all().bits(), (RR_ANG_SLAY_UNDEAD << 1) - 1);
        assert_eq!(MonsterFlags::ORC.bits(), RR_ANG_MONSTER_ORC);
        assert_eq!(MonsterFlags::all().bits(), (RR_ANG_MONSTER_IM_ELEC << 1) - 1);
        for (i, c) in Class::ALL.iter().enumerate() {
            assert_eq!(*c as usize, i);
        }
    }

    #[test]
    fn profiles_round_trip_through_c() {
        let mut c = Character::new(Class::Warrior, Stat::from_game(118).unwrap(), Stat::from_game(68).unwrap());
        c.level = 20;
        c.weapon = Some(Weapon {
            dice: Dice::new(2, 5).unwrap(),
            to_hit: 3,
            to_dam: 4,
            weight: Weight::from_tenths(150),
            ..Weapon::default()
        });
        let m = Melee::of(&c).unwrap();
        assert_eq!(melee(&melee_to_c(&m)), Ok(m));
        let throw = Missile::throw(
            &c,
            &Thrown {
                kind: ObjectKind::Other,
                dice: Dice::new(1, 4).unwrap(),
                to_hit: 0,
                to_dam: 0,
                weight: Weight::from_tenths(12),
                slays: Slays::empty(),
            },
        )
        .unwrap();
        assert_eq!(missile(&missile_to_c(&throw)), Ok(throw));
    }
}
