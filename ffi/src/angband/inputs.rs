//! The inputs of the Angband rules from C: dice, bonuses, the melee weapon and
//! the launcher, the character, and the monster under attack (seed 003).

use super::codes::{CLASSES, LAUNCHERS, RACES};
use super::level;
use crate::convert::{decode, flags, yes_no};
use crate::status::rr_status;
use roguerules_melee::angband::{
    AngbandError, Bonus, Character, Dice, Effects, Launcher, Monster, MonsterFlags, Slays, Stat, Weapon, Weight,
};

/// Damage dice `XdY` (a die with no sides is `RR_INVALID_ARGUMENT` unless `count` is 0).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_dice {
    /// Number of dice (X).
    pub count: u8,
    /// Sides per die (Y).
    pub sides: u8,
}

impl TryFrom<rr_ang_dice> for Dice {
    type Error = rr_status;

    #[inline(always)]
    fn try_from(d: rr_ang_dice) -> Result<Dice, rr_status> {
        Ok(Dice::new(d.count, d.sides)?)
    }
}

impl From<Dice> for rr_ang_dice {
    fn from(d: Dice) -> rr_ang_dice {
        rr_ang_dice { count: d.count, sides: d.sides }
    }
}

/// A pair of magical bonuses `(+to-hit, +to-dam)` (rings, gloves).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_bonus {
    /// To-hit.
    pub to_hit: i16,
    /// To-dam.
    pub to_dam: i16,
}

impl From<rr_ang_bonus> for Bonus {
    fn from(b: rr_ang_bonus) -> Bonus {
        Bonus { to_hit: b.to_hit, to_dam: b.to_dam }
    }
}

/// A melee weapon.
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
    /// 1: an edged weapon or polearm (a priest's penalty applies unless
    /// blessed); 0: not.
    pub edged: u8,
    /// 1: a blessed weapon; 0: not.
    pub blessed: u8,
    /// Extra blows, added after the class maximum (RULINGS M5).
    pub extra_blows: u8,
}

impl TryFrom<&rr_ang_weapon> for Weapon {
    type Error = rr_status;

    fn try_from(w: &rr_ang_weapon) -> Result<Weapon, rr_status> {
        Ok(Weapon {
            dice: w.dice.try_into()?,
            to_hit: w.to_hit,
            to_dam: w.to_dam,
            weight: Weight::from_tenths(w.weight),
            slays: flags::<Slays>(w.slays)?,
            edged: yes_no(w.edged)?,
            blessed: yes_no(w.blessed)?,
            extra_blows: w.extra_blows,
        })
    }
}

/// A missile launcher.
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
    /// 1: Extra Might (+1 to the multiplier); 0: not.
    pub extra_might: u8,
    /// Extra shots (a launcher of Extra Shots; none when heavy, RULINGS M4).
    pub extra_shots: u8,
}

impl TryFrom<&rr_ang_launcher> for Launcher {
    type Error = rr_status;

    fn try_from(l: &rr_ang_launcher) -> Result<Launcher, rr_status> {
        Ok(Launcher {
            kind: decode(&LAUNCHERS, l.kind)?,
            to_hit: l.to_hit,
            to_dam: l.to_dam,
            weight: Weight::from_tenths(l.weight),
            extra_might: yes_no(l.extra_might)?,
            extra_shots: l.extra_shots,
        })
    }
}

/// A character with the equipment that matters to combat (seed 003).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_character {
    /// `RR_ANG_CLASS_*`.
    pub pclass: u32,
    /// `RR_ANG_RACE_*`.
    pub race: u32,
    /// Experience level, 1..=50.
    pub level: i32,
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
    /// 1 when a melee weapon is wielded; 0 for bare hands (`weapon` is then
    /// ignored).
    pub has_weapon: u8,
    /// The wielded weapon.
    pub weapon: rr_ang_weapon,
    /// 1 when a launcher is wielded; 0 when not (`launcher` is then ignored).
    pub has_launcher: u8,
    /// The wielded launcher.
    pub launcher: rr_ang_launcher,
}

/// A stat in the game's encoding (3..=1017).
pub(crate) fn stat(v: u16) -> Result<Stat, rr_status> {
    Ok(Stat::from_game(v).map_err(AngbandError::Stat)?)
}

/// A level 1..=50 given as `int32_t`.
#[inline(always)]
pub(crate) fn level32(v: i32) -> Result<u8, rr_status> {
    level(u8::try_from(v).map_err(|_| rr_status::RR_INVALID_ARGUMENT)?)
}

impl TryFrom<&rr_ang_character> for Character {
    type Error = rr_status;

    fn try_from(c: &rr_ang_character) -> Result<Character, rr_status> {
        let ch = Character {
            class: decode(&CLASSES, c.pclass)?,
            race: decode(&RACES, c.race)?,
            level: level32(c.level)?,
            str: stat(c.str)?,
            dex: stat(c.dex)?,
            armour_to_hit: c.armour_to_hit,
            rings: [c.rings[0].into(), c.rings[1].into()],
            gloves: c.gloves.into(),
            effects: flags::<Effects>(c.effects)?,
            stun: c.stun,
            weapon: if yes_no(c.has_weapon)? { Some((&c.weapon).try_into()?) } else { None },
            launcher: if yes_no(c.has_launcher)? { Some((&c.launcher).try_into()?) } else { None },
        };
        ch.validate()?;
        Ok(ch)
    }
}

/// The monster under attack.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_monster {
    /// Armour class.
    pub ac: u16,
    /// `RR_ANG_MONSTER_*` bits.
    pub flags: u16,
    /// 1 when the character sees it; 0 when not (unseen halves the skill,
    /// rounding up; RULINGS M1).
    pub visible: u8,
    /// 1 when `hp` is known (a melee round then stops when it reaches 0); 0
    /// when not.
    pub hp_known: u8,
    /// Hit points, when known.
    pub hp: u32,
}

impl TryFrom<&rr_ang_monster> for Monster {
    type Error = rr_status;

    /// The flag bits and both yes/no bytes in one test: the four bytes that
    /// follow `ac` as one word, refused when it has a bit that none of them
    /// may have (an unknown flag, or a yes/no byte other than 0 or 1).
    #[inline(always)]
    fn try_from(m: &rr_ang_monster) -> Result<Monster, rr_status> {
        const ALLOWED: u32 = MonsterFlags::all().bits() as u32 | 1 << 16 | 1 << 24;
        let [lo, hi] = m.flags.to_le_bytes();
        if u32::from_le_bytes([lo, hi, m.visible, m.hp_known]) & !ALLOWED != 0 {
            return Err(rr_status::RR_INVALID_ARGUMENT);
        }
        Ok(Monster {
            ac: m.ac,
            flags: MonsterFlags::from_bits_retain(m.flags),
            visible: m.visible != 0,
            hp: (m.hp_known != 0).then_some(m.hp),
        })
    }
}
