//! Melee and missile skill (seed 003, "Calculating melee combat ability" and
//! "Calculating shooting/thrown weapon ability"; RULINGS M2, M3, M4).

use super::character::{Character, Effects};
use super::class::{Class, Race};
use super::error::AngbandError;
use super::heavy::heavy;
use super::stat::{STAT_ROWS, Stat};

/// Strength's bonus to hit by Strength row (II.A).
const STR_TO_HIT: [i8; STAT_ROWS] = [
    -3, -2, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 3..=17
    1, 1, 1, 1, 1, 1, 1, // 18 .. 18/69
    2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 15, 15, // 18/70 .. 18/220+
];

/// Dexterity's bonus to hit by Dexterity row (II.B).
const DEX_TO_HIT: [i8; STAT_ROWS] = [
    -3, -2, -2, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, // 3..=17
    3, 3, 3, 3, 3, // 18 .. 18/49
    4, 4, 4, 4, // 18/50 .. 18/89
    5, 6, 7, 8, 9, 9, 10, 11, 12, 13, 14, 15, 15, 15, // 18/90 .. 18/220+
];

/// Strength's bonus to hit (seed 003, II.A).
pub fn str_to_hit(str: Stat) -> i32 {
    i32::from(STR_TO_HIT[str.index()])
}

/// Dexterity's bonus to hit (seed 003, II.B).
pub fn dex_to_hit(dex: Stat) -> i32 {
    i32::from(DEX_TO_HIT[dex.index()])
}

/// The base melee skill: class base + race modifier + `per_level_tenths * level /
/// 10` (seed 003, I.A-C; RULINGS M2: only the level term is truncated).
pub fn base_melee_skill(class: Class, race: Race, level: u8) -> i32 {
    let t = class.table();
    t.melee_base + race.melee_modifier() + t.melee_per_level_tenths * i32::from(level) / 10
}

/// The base missile skill, built the same way from the missile tables (RULINGS M2).
pub fn base_missile_skill(class: Class, race: Race, level: u8) -> i32 {
    let t = class.table();
    t.missile_base + race.missile_modifier() + t.missile_per_level_tenths * i32::from(level) / 10
}

/// Every source of the bonus to combat skill (seed 003, II.A-J), each as the
/// signed amount it adds (penalties negative).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CombatBonus {
    /// II.A, Strength.
    pub strength: i32,
    /// II.B, Dexterity.
    pub dexterity: i32,
    /// II.C, body armour encumbrance (0 or negative).
    pub armour: i32,
    /// II.D, both rings.
    pub rings: i32,
    /// II.E, gauntlets.
    pub gloves: i32,
    /// II.F, the melee weapon's to-hit (melee only; see [`CombatBonus::melee`]).
    pub weapon: i32,
    /// II.G, a heavy melee weapon (RULINGS M4; 0 or negative).
    pub heavy_weapon: i32,
    /// II.G, a heavy launcher (RULINGS M4; 0 or negative): it counts in melee too.
    pub heavy_launcher: i32,
    /// II.H, a priest's unblessed edged weapon: -2.
    pub priest_edged: i32,
    /// II.I, Blessing +10, Heroism +12, Berserk Strength +24 (they add up).
    pub spells: i32,
    /// II.J, stun: -5, or -20 when heavily stunned.
    pub stun: i32,
}

impl CombatBonus {
    /// Everything but the wielded weapon's to-hit: the game's `to_h`, which
    /// missiles use (RULINGS M3, M6).
    pub fn general(&self) -> i32 {
        self.strength
            + self.dexterity
            + self.armour
            + self.rings
            + self.gloves
            + self.heavy_weapon
            + self.heavy_launcher
            + self.priest_edged
            + self.spells
            + self.stun
    }

    /// The bonus to melee combat skill: [`CombatBonus::general`] plus the weapon's
    /// to-hit (the "+ To Hit" of the seed's outline).
    pub fn melee(&self) -> i32 {
        self.general() + self.weapon
    }
}

/// The stun penalty (to hit and to dam alike) for a stun counter 0..=100 (II.J).
pub(crate) fn stun_penalty(stun: u16) -> i32 {
    match stun {
        0 => 0,
        1..=50 => -5,
        _ => -20,
    }
}

/// A priest wielding an unblessed edged weapon or polearm (II.H).
pub(crate) fn priest_edged(c: &Character) -> bool {
    c.class == Class::Priest && c.weapon.is_some_and(|w| w.edged && !w.blessed)
}

/// The bonus to combat skill of a character, source by source (seed 003, II.A-J;
/// RULINGS M4 for the heavy-weapon terms).
///
/// # Errors
///
/// [`AngbandError::Level`], [`AngbandError::KnockedOut`] or
/// [`AngbandError::Dice`] from [`Character::validate`].
///
/// # Example
///
/// ```
/// use roguerules_melee::angband::{combat_bonus, Character, Class, Effects};
///
/// let mut c = Character::new(Class::Warrior, "18/50".parse()?, "18/50".parse()?);
/// c.effects = Effects::BLESSED | Effects::HERO;
/// let b = combat_bonus(&c)?;
/// assert_eq!((b.strength, b.dexterity, b.spells), (1, 4, 22));
/// assert_eq!(b.melee(), 27);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn combat_bonus(c: &Character) -> Result<CombatBonus, AngbandError> {
    c.validate()?;
    let mut spells = 0;
    if c.effects.contains(Effects::BLESSED) {
        spells += 10;
    }
    if c.effects.contains(Effects::HERO) {
        spells += 12;
    }
    if c.effects.contains(Effects::BERSERK) {
        spells += 24;
    }
    Ok(CombatBonus {
        strength: str_to_hit(c.str),
        dexterity: dex_to_hit(c.dex),
        armour: c.armour_to_hit.into(),
        rings: i32::from(c.rings[0].to_hit) + i32::from(c.rings[1].to_hit),
        gloves: c.gloves.to_hit.into(),
        weapon: c.weapon.map_or(0, |w| w.to_hit.into()),
        heavy_weapon: -c.weapon.map_or(0, |w| heavy(c.str, w.weight).penalty),
        heavy_launcher: -c.launcher.map_or(0, |l| heavy(c.str, l.weight).penalty),
        priest_edged: if priest_edged(c) { -2 } else { 0 },
        spells,
        stun: stun_penalty(c.stun),
    })
}

/// A character's combat skills (seed 003, I-III and the missile skill).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Skills {
    /// Base melee skill (I).
    pub base_melee: i32,
    /// Base missile skill.
    pub base_missile: i32,
    /// The bonus to combat skill, by source (II).
    pub bonus: CombatBonus,
    /// Overall melee skill: base + 3 x bonus (III; RULINGS M2).
    pub melee: i32,
    /// Overall throwing skill: base missile + 3 x the general bonus (RULINGS M3:
    /// no weapon's to-hit, not even the thrown object's).
    pub throwing: i32,
}

/// The skills of a character (seed 003; RULINGS M2, M3).
///
/// # Errors
///
/// As [`combat_bonus`].
pub fn skills(c: &Character) -> Result<Skills, AngbandError> {
    let bonus = combat_bonus(c)?;
    let base_melee = base_melee_skill(c.class, c.race, c.level);
    let base_missile = base_missile_skill(c.class, c.race, c.level);
    Ok(Skills {
        base_melee,
        base_missile,
        bonus,
        melee: base_melee + 3 * bonus.melee(),
        throwing: base_missile + 3 * bonus.general(),
    })
}
