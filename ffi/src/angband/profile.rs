//! What a character brings to combat, computed once: the melee profile, blows
//! per round, skills, the heavy-weapon test and shots (seed 003, I-III;
//! RULINGS M2, M4, M5).

use super::inputs::{rr_ang_character, rr_ang_dice, stat};
use super::{level_ok, within_limit};
use crate::boundary::{produce, try_ref};
use crate::convert::flag;
use crate::status::rr_status;
use roguerules_melee::angband::{self as ang, Character, Dice, Melee, MeleeView, Slays, WeaponBlow, Weight};

/// Blows per round, and why (seed 003; RULINGS M4, M5).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_blows {
    /// Blows per round, extra blows included.
    pub blows: u8,
    /// 1 when the weapon is too heavy: exactly one blow (RULINGS M4); else 0.
    pub heavy: u8,
    /// The adjusted strength for blows.
    pub asb: u16,
    /// The strength-weaponry index (before the table's cap); 0 bare-handed.
    pub swi: u32,
    /// Natural blows after the class maximum, before extra blows.
    pub natural: u8,
}

impl From<&ang::Blows> for rr_ang_blows {
    fn from(b: &ang::Blows) -> rr_ang_blows {
        rr_ang_blows { blows: b.blows, heavy: flag(b.heavy), asb: b.asb, swi: b.swi, natural: b.natural }
    }
}

/// Everything a melee blow needs, computed once from a character by
/// `rr_ang_melee_of` (or filled in by the game itself).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_melee {
    /// Experience level (for the critical), 1..=50.
    pub level: i32,
    /// Overall melee skill, -1000000..=1000000: in Angband 2.7.9v6's
    /// `py_attack`, `chance` = `p_ptr->skill_thn + bonus * BTH_PLUS_ADJ` (3).
    pub skill: i32,
    /// Bonus to melee combat skill, -1000000..=1000000: exactly the game's
    /// `bonus = p_ptr->to_h + i_ptr->to_h` of `py_attack`, the character's
    /// to-hit total **plus the wielded weapon's own to-hit** (`o_ptr->to_h`).
    /// The critical's power reads it (`critical_norm`: `weight + bonus * 5 +
    /// level * 3`); `skill` already includes it (see `skill`).
    /// `rr_ang_melee_of` fills both from a character.
    pub bonus: i32,
    /// Damage step 5 (Strength, rings, gauntlets, stun, priest), -1000000..=1000000.
    pub to_dam: i32,
    /// Blows per round, as `rr_ang_melee_of` reports them: a round reads
    /// `blows.blows`; no rule reads the other fields, and none of them is
    /// checked (any `heavy` byte is accepted).
    pub blows: rr_ang_blows,
    /// 1 when a weapon is used; 0 for bare hands (1 damage plus `to_dam`).
    pub has_weapon: u8,
    /// The weapon's dice.
    pub weapon_dice: rr_ang_dice,
    /// The weapon's slay bits.
    pub weapon_slays: u16,
    /// The weapon's weight in tenths of a pound.
    pub weapon_weight: u16,
    /// The weapon's to-dam, -1000000..=1000000.
    pub weapon_to_dam: i32,
}

impl From<&Melee> for rr_ang_melee {
    fn from(m: &Melee) -> rr_ang_melee {
        let mut c = rr_ang_melee {
            level: m.level.into(),
            skill: m.skill,
            bonus: m.bonus,
            to_dam: m.to_dam,
            blows: (&m.blows).into(),
            ..rr_ang_melee::default()
        };
        if let Some(w) = &m.weapon {
            c.has_weapon = 1;
            c.weapon_dice = w.dice.into();
            c.weapon_slays = w.slays.bits();
            c.weapon_weight = w.weight.tenths();
            c.weapon_to_dam = w.to_dam;
        }
        c
    }
}

/// An `rr_ang_melee` checked for everything a blow reads (`CMelee::check`),
/// read by the rule in place through `MeleeView`: nothing of it is built into
/// a `Melee` first.
#[derive(Debug, Clone, Copy)]
pub(crate) struct CMelee<'a>(&'a rr_ang_melee);

impl<'a> CMelee<'a> {
    /// Checks what a blow, a round and their odds read, once, in one test:
    /// the level, the skill, the bonus, both to-dams, the yes/no flag, the
    /// slay bits and, with a weapon, its dice. `blows` is not checked: only
    /// its `blows` count is read (by a round), and `heavy`, `asb`, `swi` and
    /// `natural` are what `rr_ang_melee_of` reports, read by no rule here.
    #[inline(always)]
    pub(crate) fn check(c: &'a rr_ang_melee) -> Result<CMelee<'a>, rr_status> {
        let d = c.weapon_dice;
        // `has_weapon` 0 or 1, and with a weapon no dice without sides
        // (`Dice::validate`): refused when the flag plus "no sides" is 2 or
        // more. The dice as one number `count + 256 * sides`: 1..=255 is
        // dice with no sides, one unsigned compare.
        let no_sides = u16::from_le_bytes([d.count, d.sides]).wrapping_sub(1) < 255;
        let ok = level_ok(c.level)
            & within_limit(c.skill)
            & within_limit(c.bonus)
            & within_limit(c.to_dam)
            & within_limit(c.weapon_to_dam)
            & (u32::from(c.has_weapon) + u32::from(no_sides) <= 1)
            & (c.weapon_slays & !Slays::all().bits() == 0);
        if ok { Ok(CMelee(c)) } else { Err(rr_status::RR_INVALID_ARGUMENT) }
    }
}

impl MeleeView for CMelee<'_> {
    #[inline(always)]
    fn level(&self) -> u8 {
        // 1..=50 (checked).
        self.0.level as u8
    }
    #[inline(always)]
    fn skill(&self) -> i32 {
        self.0.skill
    }
    #[inline(always)]
    fn bonus(&self) -> i32 {
        self.0.bonus
    }
    #[inline(always)]
    fn to_dam(&self) -> i32 {
        self.0.to_dam
    }
    #[inline(always)]
    fn weapon(&self) -> Option<WeaponBlow> {
        let c = self.0;
        // 0 or 1 (checked).
        (c.has_weapon != 0).then_some(WeaponBlow {
            // Checked: sides unless no dice.
            dice: Dice { count: c.weapon_dice.count, sides: c.weapon_dice.sides },
            slays: Slays::from_bits_retain(c.weapon_slays),
            weight: Weight::from_tenths(c.weapon_weight),
            to_dam: c.weapon_to_dam,
        })
    }
}

impl TryFrom<&rr_ang_melee> for Melee {
    type Error = rr_status;

    /// `CMelee::check`'s checks, then the profile read off its view; `blows`
    /// is carried over unchecked (see `CMelee::check`).
    fn try_from(c: &rr_ang_melee) -> Result<Melee, rr_status> {
        let m = CMelee::check(c)?;
        let b = &c.blows;
        Ok(Melee {
            level: m.level(),
            skill: m.skill(),
            bonus: m.bonus(),
            to_dam: m.to_dam(),
            blows: ang::Blows { blows: b.blows, heavy: b.heavy != 0, asb: b.asb, swi: b.swi, natural: b.natural },
            weapon: m.weapon(),
        })
    }
}

/// The breakdown of the bonus to combat skill (seed 003, II).
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

impl From<&ang::Skills> for rr_ang_skills {
    fn from(s: &ang::Skills) -> rr_ang_skills {
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
        rr_ang_skills {
            base_melee: s.base_melee,
            base_missile: s.base_missile,
            bonus,
            melee: s.melee,
            throwing: s.throwing,
        }
    }
}

/// The heavy-weapon test (seed 003; RULINGS M4).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_ang_heavy {
    /// The weight limit in whole pounds.
    pub limit: u16,
    /// 1 when the weight is above it; else 0.
    pub heavy: u8,
    /// The penalty taken off the bonus to combat skill (0 when not heavy).
    pub penalty: i32,
}

/// Runs an entry point that derives something from a character.
///
/// # Safety
///
/// `character` must be NULL or valid; `value_out`, when not NULL, valid for one
/// write.
#[inline(always)]
unsafe fn of_character<T>(
    character: *const rr_ang_character,
    value_out: *mut T,
    rule: impl FnOnce(&Character) -> Result<T, rr_status>,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { produce(value_out, || rule(&Character::try_from(try_ref(character)?)?)) }
}

/// The melee profile of a character: skill, bonus, damage modifiers, blows and
/// weapon (seed 003; RULINGS M2, M4, M5). Pass it to `rr_ang_blow`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER` if one is misaligned; `RR_INVALID_ARGUMENT` for an
/// unknown class, race or launcher, unknown flag bits, a yes/no field other
/// than 0 or 1, a stat outside 3..=1017, a level outside 1..=50, a stun above
/// 100, or dice with no sides.
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
    // SAFETY: the same contract.
    unsafe { of_character(character, melee_out, |c| Ok((&Melee::of(c)?).into())) }
}

/// Blows per round of a character with its weapon (seed 003; RULINGS M4, M5).
///
/// Returns as `rr_ang_melee_of`.
///
/// # Safety
///
/// As `rr_ang_melee_of`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_blows_of(
    character: *const rr_ang_character,
    blows_out: *mut rr_ang_blows,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        of_character(character, blows_out, |c| {
            Ok((&ang::blows(c.class, c.str, c.dex, c.weapon.map(|w| (w.weight, w.extra_blows)))).into())
        })
    }
}

/// A character's skills and the breakdown of its bonus to combat skill (seed
/// 003, I-III; RULINGS M2).
///
/// Returns as `rr_ang_melee_of`.
///
/// # Safety
///
/// As `rr_ang_melee_of`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_skills_of(
    character: *const rr_ang_character,
    skills_out: *mut rr_ang_skills,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { of_character(character, skills_out, |c| Ok((&ang::skills(c)?).into())) }
}

/// Whether a weapon (or launcher) of `weight` tenths of a pound is too heavy for
/// strength `str` (3..=1017), and the to-hit penalty (seed 003; RULINGS M4).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `heavy_out` is NULL;
/// `RR_MISALIGNED_POINTER` if it is misaligned; `RR_INVALID_ARGUMENT` for a
/// strength outside 3..=1017.
///
/// # Safety
///
/// `heavy_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_heavy_of(str: u16, weight: u16, heavy_out: *mut rr_ang_heavy) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(heavy_out, || {
            let h = ang::heavy(stat(str)?, Weight::from_tenths(weight));
            Ok(rr_ang_heavy { limit: h.limit, heavy: flag(h.heavy), penalty: h.penalty })
        })
    }
}

/// Shots per turn with the wielded launcher (seed 003, "Attacking with shooting
/// weapons": Extra Shots, and a ranger's extra bow shots at levels 20 and 40;
/// RULINGS M4: none for a heavy launcher); 1 without a launcher.
///
/// Returns as `rr_ang_melee_of`.
///
/// # Safety
///
/// As `rr_ang_melee_of`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_ang_shots_of(character: *const rr_ang_character, shots_out: *mut u8) -> rr_status {
    // SAFETY: the same contract.
    unsafe { of_character(character, shots_out, |c| Ok(ang::shots(c)?)) }
}
