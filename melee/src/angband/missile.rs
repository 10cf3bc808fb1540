//! Firing and throwing (seed 003, "Attacking with shooting weapons and thrown
//! objects"; RULINGS M3, M6, M7, M9).

use super::character::{Ammo, Character, Dice, Monster, Thrown};
use super::class::Class;
use super::critical::{CritTable, Critical, PreparedCritical};
use super::damage::Strike;
use super::error::AngbandError;
use super::heavy::heavy;
use super::hit::{HitRoll, hit_test};
use super::skill::skills;
use super::slay::Slays;
use super::view::MissileView;
use super::weight::Weight;
use roguerules_dice::Roller;

/// A launcher kind and its multiplier (seed 003, missile damage step 4).
///
/// Parsed from its name in any case, with `-`, `_` or a space between words
/// (`long bow`, `Long-Bow`), in JSON too; serialized as `long-bow`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[repr(u8)]
pub enum LauncherKind {
    /// Sling: x2, fires shots and pebbles.
    Sling = 0,
    /// Short bow: x2, fires arrows.
    ShortBow = 1,
    /// Long bow: x3, fires arrows.
    LongBow = 2,
    /// Light crossbow: x3, fires bolts.
    LightCrossbow = 3,
    /// Heavy crossbow: x4, fires bolts.
    HeavyCrossbow = 4,
}

impl LauncherKind {
    /// Every launcher kind.
    pub const ALL: [LauncherKind; 5] = [
        LauncherKind::Sling,
        LauncherKind::ShortBow,
        LauncherKind::LongBow,
        LauncherKind::LightCrossbow,
        LauncherKind::HeavyCrossbow,
    ];

    /// The base multiplier: 2 for slings and short bows, 3 for long bows and light
    /// crossbows, 4 for heavy crossbows.
    pub const fn multiplier(self) -> i64 {
        match self {
            LauncherKind::Sling | LauncherKind::ShortBow => 2,
            LauncherKind::LongBow | LauncherKind::LightCrossbow => 3,
            LauncherKind::HeavyCrossbow => 4,
        }
    }

    /// The ammunition it fires.
    pub const fn ammo(self) -> AmmoKind {
        match self {
            LauncherKind::Sling => AmmoKind::Shot,
            LauncherKind::ShortBow | LauncherKind::LongBow => AmmoKind::Arrow,
            LauncherKind::LightCrossbow | LauncherKind::HeavyCrossbow => AmmoKind::Bolt,
        }
    }

    /// Its name.
    pub const fn name(self) -> &'static str {
        match self {
            LauncherKind::Sling => "sling",
            LauncherKind::ShortBow => "short bow",
            LauncherKind::LongBow => "long bow",
            LauncherKind::LightCrossbow => "light crossbow",
            LauncherKind::HeavyCrossbow => "heavy crossbow",
        }
    }
}

/// The launcher multiplier with Extra Might: the base multiplier, plus 1 for a
/// launcher of Extra Might (or Cubragol, or the Long Bow of Bard).
pub const fn launcher_multiplier(kind: LauncherKind, extra_might: bool) -> i64 {
    kind.multiplier() + if extra_might { 1 } else { 0 }
}

/// Shots per turn with the wielded launcher (seed 003, "Attacking with shooting
/// weapons": a launcher of Extra Shots, and rangers with a short or long bow get
/// one extra shot at level 20 and another at 40; RULINGS M4: a heavy launcher gets
/// no extra shots). Each shot still takes one command; extra shots make each take
/// less game time. Without a launcher: 1.
///
/// # Errors
///
/// Invalid character data ([`Character::validate`]).
///
/// # Example
///
/// ```
/// use roguerules_melee::angband::{shots, Character, Class, Launcher, LauncherKind, Weight};
///
/// let mut c = Character::new(Class::Ranger, "18/50".parse()?, "18/50".parse()?);
/// c.level = 40;
/// c.launcher = Some(Launcher {
///     kind: LauncherKind::LongBow, to_hit: 0, to_dam: 0, weight: Weight::from_tenths(40),
///     extra_might: false, extra_shots: 1,
/// });
/// assert_eq!(shots(&c)?, 4);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn shots(c: &Character) -> Result<u8, AngbandError> {
    c.validate()?;
    let Some(l) = c.launcher else { return Ok(1) };
    match natural_shots(c, &l) {
        None => Ok(1),
        // Within 255: checked by validate (AngbandError::TooManyShots).
        Some(n) => Ok(n.saturating_add(l.extra_shots)),
    }
}

/// The shots per turn before the launcher's extra shots, or `None` for a heavy
/// launcher (one shot, no extra shots: RULINGS M4).
pub(super) fn natural_shots(c: &Character, l: &super::Launcher) -> Option<u8> {
    if heavy(c.str, l.weight).heavy {
        return None;
    }
    let mut n: u8 = 1;
    if c.class == Class::Ranger && l.kind.ammo() == AmmoKind::Arrow {
        n += u8::from(c.level >= 20) + u8::from(c.level >= 40);
    }
    Some(n)
}

/// A kind of ammunition.
///
/// Parsed from its serialized name (`shot`, `arrow`, `bolt`) or its plural
/// ([`AmmoKind::name`]) in any case, in JSON too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[repr(u8)]
pub enum AmmoKind {
    /// Iron shots and rounded pebbles (slings).
    Shot = 0,
    /// Arrows (bows).
    Arrow = 1,
    /// Bolts (crossbows).
    Bolt = 2,
}

impl AmmoKind {
    /// Every ammunition kind, in discriminant order.
    pub const ALL: [AmmoKind; 3] = [AmmoKind::Shot, AmmoKind::Arrow, AmmoKind::Bolt];

    /// Its name.
    pub const fn name(self) -> &'static str {
        match self {
            AmmoKind::Shot => "shots",
            AmmoKind::Arrow => "arrows",
            AmmoKind::Bolt => "bolts",
        }
    }
}

impl std::str::FromStr for LauncherKind {
    type Err = roguerules_vocab::UnknownName;

    /// The kind's name in any case (`long bow`, `long-bow`, `Long_Bow`).
    fn from_str(s: &str) -> Result<LauncherKind, Self::Err> {
        roguerules_vocab::name::find_name(s, &LauncherKind::ALL, LauncherKind::name, "launcher kind")
    }
}

impl AmmoKind {
    /// The serialized name: `shot`, `arrow`, `bolt`.
    pub const fn key(self) -> &'static str {
        match self {
            AmmoKind::Shot => "shot",
            AmmoKind::Arrow => "arrow",
            AmmoKind::Bolt => "bolt",
        }
    }
}

impl std::str::FromStr for AmmoKind {
    type Err = roguerules_vocab::UnknownName;

    /// The kind's name in any case, singular or plural (`arrow`, `Arrows`).
    fn from_str(s: &str) -> Result<AmmoKind, Self::Err> {
        roguerules_vocab::name::find_name(s, &AmmoKind::ALL, AmmoKind::name, "ammunition kind")
            .or_else(|_| roguerules_vocab::name::find_name(s, &AmmoKind::ALL, AmmoKind::key, "ammunition kind"))
    }
}

// JSON names in any case, through the parsers above (roguerules-vocab's one mechanism).
roguerules_vocab::deserialize_by_name!(LauncherKind, AmmoKind);

/// The launcher multipliers [`missile()`] accepts in [`Launch::Fire`]: the game's
/// are 2 to 5 ([`launcher_multiplier`]); up to 100 is allowed for variants and
/// what-if tables, and every damage stays far inside `i64`.
pub const LAUNCH_MULTIPLIERS: std::ops::RangeInclusive<i64> = 1..=100;

/// How a missile is launched, with what the damage needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Launch {
    /// Fired from the wielded launcher: `(dice + ammo to-dam + launcher to-dam) x
    /// multiplier` (RULINGS M7).
    Fire {
        /// The launcher multiplier (Extra Might included).
        multiplier: i64,
        /// Ammo to-dam + launcher to-dam, added before the multiplier.
        to_dam: i32,
    },
    /// Thrown by hand: `dice + to-dam` (RULINGS M7).
    Throw {
        /// The object's to-dam.
        to_dam: i32,
    },
}

/// Everything a missile needs, computed once (seed 003; RULINGS M3, M6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Missile {
    /// Experience level.
    pub level: u8,
    /// The chance before the distance: firing `skill + 3 * (bonus + ammo to-hit +
    /// launcher to-hit)`, throwing `skill + 3 * bonus` (RULINGS M3).
    pub skill: i32,
    /// The critical's bonus: the general bonus + the missile's to-hit (RULINGS M6;
    /// the launcher's to-hit does not count).
    pub crit_bonus: i32,
    /// The missile's dice.
    pub dice: Dice,
    /// The missile's slays and brands.
    pub slays: Slays,
    /// The missile's own weight (RULINGS M6).
    pub weight: Weight,
    /// Fire or throw.
    pub launch: Launch,
}

impl Missile {
    /// Firing `ammo` from the character's launcher (RULINGS M3, M6, M7).
    ///
    /// # Errors
    ///
    /// [`AngbandError::AmmoMismatch`] without a launcher for this ammunition
    /// (throw it instead), invalid character data or ammo dice.
    pub fn fire(c: &Character, ammo: &Ammo) -> Result<Missile, AngbandError> {
        ammo.dice.validate()?;
        let s = skills(c)?;
        let Some(l) = c.launcher.filter(|l| l.kind.ammo() == ammo.kind) else {
            return Err(AngbandError::AmmoMismatch {
                launcher: c.launcher.map_or("character without a launcher", |l| l.kind.name()),
                ammo: ammo.kind.name(),
            });
        };
        let general = s.bonus.general();
        Ok(Missile {
            level: c.level,
            skill: s.base_missile + 3 * (general + i32::from(ammo.to_hit) + i32::from(l.to_hit)),
            crit_bonus: general + i32::from(ammo.to_hit),
            dice: ammo.dice,
            slays: ammo.slays,
            weight: ammo.weight,
            launch: Launch::Fire {
                multiplier: launcher_multiplier(l.kind, l.extra_might),
                to_dam: i32::from(ammo.to_dam) + i32::from(l.to_dam),
            },
        })
    }

    /// Throwing `object` by hand (RULINGS M3: its to-hit does not help it hit;
    /// M6: it counts for the critical).
    ///
    /// # Errors
    ///
    /// Invalid character data or object dice.
    pub fn throw(c: &Character, object: &Thrown) -> Result<Missile, AngbandError> {
        object.dice.validate()?;
        let s = skills(c)?;
        let general = s.bonus.general();
        Ok(Missile {
            level: c.level,
            skill: s.throwing,
            crit_bonus: general + i32::from(object.to_hit),
            dice: object.dice,
            slays: object.slays,
            weight: object.weight,
            launch: Launch::Throw { to_dam: object.to_dam.into() },
        })
    }

    /// The skill at a distance (grid steps, adjacent is 1): `skill - distance`,
    /// before the `<= 0` test and the halving (RULINGS M3).
    ///
    /// Saturates at `i32::MIN` (fuzz finding F4): a skill that low misses at any
    /// distance all the same, since every skill `<= 0` misses.
    pub const fn skill_at(&self, distance: u16) -> i32 {
        skill_at(self.skill, distance)
    }

    /// Checks what [`Missile::fire`] and [`Missile::throw`] guarantee, for a
    /// `Missile` built by hand: dice with sides, and a launcher multiplier in
    /// [`LAUNCH_MULTIPLIERS`] (the game's launchers have 2 to 5).
    ///
    /// # Errors
    ///
    /// [`AngbandError::Dice`] for dice without sides, [`AngbandError::Multiplier`]
    /// for a multiplier outside [`LAUNCH_MULTIPLIERS`] (fuzz finding F2: an
    /// unchecked multiplier overflowed the damage).
    // Always inlined: [`missile()`] checks on every call, and inlined, a caller
    // that has just checked the same fields (the C API's conversion) loses the
    // second check and no longer builds the missile in memory to pass it.
    #[inline(always)]
    pub fn validate(&self) -> Result<(), AngbandError> {
        validate(self)
    }
}

/// [`Missile::validate`] of any [`MissileView`]: dice with sides, a fired
/// missile's multiplier in [`LAUNCH_MULTIPLIERS`].
#[inline(always)]
fn validate<M: MissileView + ?Sized>(m: &M) -> Result<(), AngbandError> {
    m.dice().validate()?;
    match m.fired() {
        Some(multiplier) if !LAUNCH_MULTIPLIERS.contains(&multiplier) => Err(AngbandError::Multiplier { multiplier }),
        _ => Ok(()),
    }
}

/// One missile, step by step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct MissileOutcome {
    /// The hit test.
    pub hit: HitRoll,
    /// The damage dice rolled: rolled before the hit test, as the game rolls them
    /// when the missile is launched, so a miss shows them too.
    pub dice: i64,
    /// The slay or brand multiplier used (1 if none, and on a miss).
    pub multiplier: i64,
    /// The critical, if any.
    pub critical: Option<Critical>,
    /// The damage done (0 on a miss; never negative).
    pub damage: i64,
}

/// One missile against a monster `distance` grid steps away (seed 003; RULINGS
/// M1, M3, M6, M7, M9).
///
/// Draws, in the game's order (`do_cmd_fire` and `do_cmd_throw` roll the damage
/// dice when the missile is launched, before it flies): "damage" dice; the hit
/// test with `skill - distance`; on a hit "critical" and on a critical "critical
/// type" (missile table). Damage (M7): fired `(dice + to-dam) x multiplier`,
/// thrown `dice + to-dam`; then the slay multiplier, the critical, and only then
/// at least 0. A game shooting many missiles of one profile can prepare it once
/// ([`Missile::prepare`], [`PreparedMissile::shoot`]: the same draws).
///
/// `m` is a [`Missile`] or any [`MissileView`] of one (read in place).
///
/// # Errors
///
/// An invalid hand-built [`Missile`] ([`Missile::validate`]), or the roller's.
// Always inlined, like `blow` (see `damage.rs`): out of line, the C entry
// point called it and moved its input and outcome through memory.
#[inline(always)]
pub fn missile<R: Roller + ?Sized, M: MissileView + ?Sized>(
    r: &mut R,
    m: &M,
    monster: &Monster,
    distance: u16,
) -> Result<MissileOutcome, AngbandError> {
    validate(m)?;
    // Prepared only on a hit, as `blow` does: a miss needs only the dice and
    // the skill. (Written out, not shared with `PreparedMissile::shoot`
    // through a closure: see `blow`.)
    let dice = roll_damage(r, m.dice())?;
    let hit = hit_test(r, skill_at(m.skill(), distance), monster.ac, monster.visible)?;
    if !hit.hit() {
        return Ok(MissileOutcome::missed(hit, dice));
    }
    Ok(MissileOutcome::struck(hit, prepared(m).land(r, monster, dice)?))
}

impl MissileOutcome {
    /// A missile that missed with `hit`, its dice rolled at launch.
    #[inline(always)]
    const fn missed(hit: HitRoll, dice: i64) -> MissileOutcome {
        MissileOutcome { hit, dice, multiplier: 1, critical: None, damage: 0 }
    }

    /// A missile that hit with `hit` and did `s`.
    #[inline(always)]
    const fn struck(hit: HitRoll, s: Strike) -> MissileOutcome {
        MissileOutcome { hit, dice: s.dice, multiplier: s.multiplier, critical: s.critical, damage: s.damage }
    }
}

/// The damage of a missile that hit (seed 003; RULINGS M6, M7): "damage" dice,
/// then "critical" and, on a critical, "critical type" (missile table). The dice
/// do not depend on the hit test, so this is the distribution of a hit's damage;
/// [`missile()`] draws the dice before the hit test, as the game does.
///
/// # Errors
///
/// Only the roller's.
pub fn missile_strike<R: Roller + ?Sized>(r: &mut R, m: &Missile, monster: &Monster) -> Result<Strike, AngbandError> {
    let dice = roll_damage(r, m.dice)?;
    prepared(m).land(r, monster, dice)
}

/// The missile's damage dice, labelled "damage".
#[inline(always)]
fn roll_damage<R: Roller + ?Sized>(r: &mut R, dice: Dice) -> Result<i64, AngbandError> {
    Ok(r.dice("damage", dice.count.into(), dice.sides.into())?)
}

/// A missile prepared from a checked [`Missile`] ([`Missile::prepare`]): what
/// [`missile()`] computes on every hit but depends only on the missile (the
/// critical's power and type cuts, the launch's multiplier and to-dam),
/// computed once. [`missile()`] is a missile prepared on a hit, then landed as
/// [`PreparedMissile::shoot`] lands it; a game shooting many missiles of one
/// profile can keep it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PreparedMissile {
    /// The chance before the distance ([`Missile::skill`]).
    skill: i32,
    /// The missile's dice.
    dice: Dice,
    /// The missile's slays and brands.
    slays: Slays,
    /// The launcher multiplier when fired; 1 thrown (`dice + to-dam` is
    /// `(dice + to-dam) x 1`).
    launch_multiplier: i64,
    /// The to-dam added before the launcher multiplier.
    to_dam: i64,
    /// The critical on the missile table.
    critical: PreparedCritical,
}

impl Missile {
    /// This missile checked ([`Missile::validate`]) and prepared once
    /// ([`PreparedMissile`]).
    ///
    /// # Errors
    ///
    /// As [`Missile::validate`].
    #[inline(always)]
    pub fn prepare(&self) -> Result<PreparedMissile, AngbandError> {
        self.validate()?;
        Ok(prepared(self))
    }
}

/// A missile prepared, unchecked (the callers have checked it, or, as
/// [`missile_strike`], never did).
#[inline(always)]
fn prepared<M: MissileView + ?Sized>(m: &M) -> PreparedMissile {
    PreparedMissile {
        skill: m.skill(),
        dice: m.dice(),
        slays: m.slays(),
        launch_multiplier: m.fired().unwrap_or(1),
        to_dam: m.to_dam().into(),
        critical: PreparedCritical::new(CritTable::Missile, m.weight(), m.crit_bonus(), m.level()),
    }
}

impl PreparedMissile {
    /// One missile against `monster` `distance` grid steps away: [`missile()`]'s
    /// draws and outcome.
    ///
    /// # Errors
    ///
    /// Only the roller's.
    // Always inlined, like `missile`.
    #[inline(always)]
    pub fn shoot<R: Roller + ?Sized>(
        &self,
        r: &mut R,
        monster: &Monster,
        distance: u16,
    ) -> Result<MissileOutcome, AngbandError> {
        let dice = roll_damage(r, self.dice)?;
        let hit = hit_test(r, skill_at(self.skill, distance), monster.ac, monster.visible)?;
        if !hit.hit() {
            return Ok(MissileOutcome::missed(hit, dice));
        }
        Ok(MissileOutcome::struck(hit, self.land(r, monster, dice)?))
    }

    /// A hit with `dice` already rolled: the launch's arithmetic, the slay, the
    /// critical (its draws), at least 0 (RULINGS M7).
    #[inline(always)]
    fn land<R: Roller + ?Sized>(&self, r: &mut R, monster: &Monster, dice: i64) -> Result<Strike, AngbandError> {
        let mut k = (dice + self.to_dam) * self.launch_multiplier;
        let multiplier = self.slays.multiplier(monster.flags);
        k *= multiplier;
        let crit = self.critical.roll(r)?;
        if let Some(c) = crit {
            k = c.apply(k);
        }
        Ok(Strike { dice, multiplier, critical: crit, damage: k.max(0) })
    }
}

/// `skill - distance`, saturating at `i32::MIN` ([`Missile::skill_at`]).
#[inline(always)]
const fn skill_at(skill: i32, distance: u16) -> i32 {
    skill.saturating_sub(distance as i32)
}
