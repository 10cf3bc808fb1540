//! Blow damage (seed 003, "Calculating the damage done by a hit"; RULINGS M6, M7,
//! M9) and the character's melee profile.

use super::blows::{Blows, blows};
use super::character::{Character, Dice, Monster};
use super::critical::{CritTable, Critical, PreparedCritical};
use super::error::AngbandError;
use super::hit::{HitRoll, hit_or_miss};
use super::skill::{Skills, priest_edged, skills, stun_penalty};
use super::slay::Slays;
use super::stat::{STAT_ROWS, Stat};
use super::view::MeleeView;
use super::weight::Weight;
use roguerules_dice::Roller;

/// Strength's bonus to damage by Strength row (damage step 5a).
const STR_TO_DAM: [i8; STAT_ROWS] = [
    -2, -2, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, // 3..=17
    2, 2, 3, 3, 3, 3, 3, // 18 .. 18/69
    4, 5, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 20, // 18/70 .. 18/220+
];

/// Strength's bonus to damage (seed 003, damage step 5a).
pub fn str_to_dam(str: Stat) -> i32 {
    i32::from(STR_TO_DAM[str.index()])
}

/// The wielded weapon as a blow uses it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WeaponBlow {
    /// Base damage dice (step 1).
    pub dice: Dice,
    /// Slays and brands (step 2).
    pub slays: Slays,
    /// Weight (for the critical).
    pub weight: Weight,
    /// The weapon's to-dam (step 4).
    pub to_dam: i32,
}

/// Everything a melee blow needs, computed once from a [`Character`] (seed 003:
/// blows, skill, bonus to combat skill and the other damage modifiers).
///
/// Plain data: a game may also fill it in itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Melee {
    /// Experience level (for the critical).
    pub level: u8,
    /// Overall melee skill (III).
    pub skill: i32,
    /// Bonus to melee combat skill (II; for the critical power).
    pub bonus: i32,
    /// Damage step 5: Strength, rings, gauntlets, stun, priest's penalty.
    pub to_dam: i32,
    /// Blows per round.
    pub blows: Blows,
    /// The weapon; `None` bare-handed (1 damage + step 5, never a critical).
    pub weapon: Option<WeaponBlow>,
}

/// Damage step 5 (the character's "+ To Dam" without the weapon): Strength,
/// both rings, gauntlets, stun, priest's edged-weapon penalty.
pub fn other_to_dam(c: &Character) -> i32 {
    str_to_dam(c.str)
        + i32::from(c.rings[0].to_dam)
        + i32::from(c.rings[1].to_dam)
        + i32::from(c.gloves.to_dam)
        + stun_penalty(c.stun)
        + if priest_edged(c) { -2 } else { 0 }
}

impl Melee {
    /// The melee profile of a character (seed 003; RULINGS M2, M4, M5).
    ///
    /// # Errors
    ///
    /// Invalid character data ([`Character::validate`]).
    pub fn of(c: &Character) -> Result<Melee, AngbandError> {
        let s: Skills = skills(c)?;
        Ok(Melee {
            level: c.level,
            skill: s.melee,
            bonus: s.bonus.melee(),
            to_dam: other_to_dam(c),
            blows: blows(c.class, c.str, c.dex, c.weapon.map(|w| (w.weight, w.extra_blows))),
            weapon: c.weapon.map(|w| WeaponBlow {
                dice: w.dice,
                slays: w.slays,
                weight: w.weight,
                to_dam: w.to_dam.into(),
            }),
        })
    }
}

/// One melee blow, step by step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct BlowOutcome {
    /// The hit test.
    pub hit: HitRoll,
    /// The damage dice rolled (0 on a miss; 1 bare-handed).
    pub dice: i64,
    /// The slay or brand multiplier used (1 if none).
    pub multiplier: i64,
    /// The critical, if any.
    pub critical: Option<Critical>,
    /// The damage done (0 on a miss; never negative).
    pub damage: i64,
}

/// One melee blow against a monster (seed 003; RULINGS M1, M6, M7, M9).
///
/// Draws, in order (M9): the hit test ("hit roll", "armour roll"); on a hit with a
/// weapon the damage dice ("damage"), then "critical", then "critical type" only
/// on a critical. Damage (M7): dice, times the highest slay/brand multiplier, the
/// critical's operation, plus the weapon's to-dam, plus [`Melee::to_dam`], then at
/// least 0. Bare-handed: 1 + [`Melee::to_dam`], at least 0, never a critical (M6).
///
/// # Errors
///
/// Only the roller's.
///
/// # Example
///
/// ```
/// use roguerules_melee::angband::{blow, Character, Class, Dice, Melee, Monster, Weapon, Weight};
/// use roguerules_dice::{Scripted, Step};
///
/// let mut c = Character::new(Class::Warrior, "18/50".parse()?, "18/50".parse()?);
/// c.weapon = Some(Weapon { dice: Dice::new(2, 5)?, to_dam: 3, weight: Weight::from_tenths(120), ..Weapon::default() });
/// let m = Melee::of(&c)?;
/// let mut r = Scripted::new([
///     Step::labelled("hit roll", 3), // k < 5: an automatic hit
///     Step::labelled("damage", 7),
///     Step::labelled("critical", 4999), // not below the power: no critical
/// ]);
/// let b = blow(&mut r, &m, &Monster::new(30))?;
/// assert_eq!(b.damage, 7 + 3 + 3); // dice + weapon + Strength 18/50
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
// Always inlined: returned through memory, the outcome's fields are read back
// with wide loads that miss store forwarding in callers that copy it (the C API
// measurably: about a quarter slower per blow, `ffi/benches/ffi.rs`). Its steps
// (`hit_test`, `critical`, `Slays::multiplier`) are always inlined too: the C
// entry point holds the rule twice (built-in generator and callback), and at
// that size the compiler left them and the sampler's draws out of line; with
// both always inlined the C call is about a fifth faster (21 to 17 ns).
#[inline(always)]
pub fn blow<R: Roller + ?Sized, M: MeleeView + ?Sized>(
    r: &mut R,
    m: &M,
    monster: &Monster,
) -> Result<BlowOutcome, AngbandError> {
    // Prepared only on a hit: a miss needs nothing but the skill. (Written
    // out, not through a closure shared with `PreparedBlow::blow`: the
    // closure was left out of line, 30 instructions a blow.)
    match hit_or_miss(r, m.skill(), monster.ac, monster.visible)? {
        Ok(hit) => Ok(BlowOutcome::struck(hit, prepare(m).strike(r, monster)?)),
        Err(miss) => Ok(BlowOutcome::missed(miss)),
    }
}

impl BlowOutcome {
    /// A blow that missed with `hit`.
    #[inline(always)]
    const fn missed(hit: HitRoll) -> BlowOutcome {
        BlowOutcome { hit, dice: 0, multiplier: 1, critical: None, damage: 0 }
    }

    /// A blow that hit with `hit` and did `s`.
    #[inline(always)]
    const fn struck(hit: HitRoll, s: Strike) -> BlowOutcome {
        BlowOutcome { hit, dice: s.dice, multiplier: s.multiplier, critical: s.critical, damage: s.damage }
    }
}

/// The damage of a blow that hit (the second stage of [`blow`], after the hit
/// test).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Strike {
    /// The damage dice rolled (1 bare-handed).
    pub dice: i64,
    /// The slay or brand multiplier used (1 if none).
    pub multiplier: i64,
    /// The critical, if any.
    pub critical: Option<Critical>,
    /// The damage done (never negative).
    pub damage: i64,
}

/// The damage of a blow that hit: [`blow`] after its hit test (seed 003, damage
/// steps 1-6; RULINGS M6, M7, M9). Draws "damage", "critical" and, on a critical,
/// "critical type"; bare-handed nothing.
///
/// # Errors
///
/// Only the roller's.
#[inline(always)]
pub fn strike<R: Roller + ?Sized>(r: &mut R, m: &Melee, monster: &Monster) -> Result<Strike, AngbandError> {
    m.prepare().strike(r, monster)
}

/// A melee blow prepared from a [`Melee`] profile ([`Melee::prepare`]): what
/// [`blow`] computes on every blow but depends only on the profile (the
/// critical's power and type cuts, the to-dams summed, a bare hand's damage),
/// computed once. [`blow`] and [`strike`] are a profile prepared (by [`blow`]
/// only on a hit), then this rolled; a game striking many blows with one
/// profile can keep it (the melee round does).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PreparedBlow {
    /// The overall melee skill ([`Melee::skill`]).
    skill: i32,
    /// The weapon's dice, slays and critical; `None` bare-handed.
    weapon: Option<PreparedWeapon>,
    /// Added after the critical: the weapon's to-dam plus [`Melee::to_dam`];
    /// bare-handed the whole damage before its floor, 1 + [`Melee::to_dam`].
    to_dam: i64,
}

/// The weapon's part of a [`PreparedBlow`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct PreparedWeapon {
    dice: Dice,
    slays: Slays,
    critical: PreparedCritical,
}

impl Melee {
    /// This profile's blow, prepared once ([`PreparedBlow`]).
    #[inline(always)]
    pub fn prepare(&self) -> PreparedBlow {
        prepare(self)
    }
}

/// [`Melee::prepare`] of any [`MeleeView`].
#[inline(always)]
fn prepare<M: MeleeView + ?Sized>(m: &M) -> PreparedBlow {
    match m.weapon() {
        Some(w) => PreparedBlow {
            skill: m.skill(),
            weapon: Some(PreparedWeapon {
                dice: w.dice,
                slays: w.slays,
                critical: PreparedCritical::new(CritTable::Melee, w.weight, m.bonus(), m.level()),
            }),
            to_dam: i64::from(w.to_dam) + i64::from(m.to_dam()),
        },
        None => PreparedBlow { skill: m.skill(), weapon: None, to_dam: 1 + i64::from(m.to_dam()) },
    }
}

impl PreparedBlow {
    /// One blow against `monster`: [`blow`]'s draws and outcome.
    ///
    /// # Errors
    ///
    /// Only the roller's.
    // Always inlined, like `blow`.
    #[inline(always)]
    pub fn blow<R: Roller + ?Sized>(&self, r: &mut R, monster: &Monster) -> Result<BlowOutcome, AngbandError> {
        match hit_or_miss(r, self.skill, monster.ac, monster.visible)? {
            Ok(hit) => Ok(BlowOutcome::struck(hit, self.strike(r, monster)?)),
            Err(miss) => Ok(BlowOutcome::missed(miss)),
        }
    }

    /// The damage of a blow that hit: [`strike`]'s draws and outcome.
    ///
    /// # Errors
    ///
    /// Only the roller's.
    #[inline(always)]
    pub fn strike<R: Roller + ?Sized>(&self, r: &mut R, monster: &Monster) -> Result<Strike, AngbandError> {
        let Some(w) = &self.weapon else {
            return Ok(Strike { dice: 1, multiplier: 1, critical: None, damage: self.to_dam.max(0) });
        };
        let dice = r.dice("damage", w.dice.count.into(), w.dice.sides.into())?;
        let multiplier = w.slays.multiplier(monster.flags);
        let mut k = dice * multiplier;
        let crit = w.critical.roll(r)?;
        if let Some(c) = crit {
            k = c.apply(k);
        }
        k += self.to_dam;
        Ok(Strike { dice, multiplier, critical: crit, damage: k.max(0) })
    }
}
