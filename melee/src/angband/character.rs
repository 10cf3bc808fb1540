//! The plain-data inputs of the `angband` rules: the character, the equipment and
//! the monster (seed 003; RULINGS M).

use super::blows::blows;
use super::breakage::ObjectKind;
use super::class::{Class, Race};
use super::error::AngbandError;
use super::missile::{AmmoKind, LauncherKind, natural_shots};
use super::slay::{MonsterFlags, Slays};
use super::stat::Stat;
use super::weight::Weight;
use bitflags::bitflags;

/// Damage dice `XdY` (seed 003 note 2; RULINGS G2).
///
/// `0dY` is no damage at all (objects whose base throwing damage is zero); a die
/// with no sides is rejected at the boundary ([`Dice::new`],
/// [`AngbandError::Dice`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Dice {
    /// Number of dice (X).
    pub count: u8,
    /// Sides per die (Y).
    pub sides: u8,
}

impl Dice {
    /// `count`d`sides`.
    ///
    /// # Errors
    ///
    /// [`AngbandError::Dice`] when `sides == 0` and `count > 0`.
    pub fn new(count: u8, sides: u8) -> Result<Dice, AngbandError> {
        let d = Dice { count, sides };
        d.validate()?;
        Ok(d)
    }

    /// Checks the dice (see [`Dice::new`]).
    ///
    /// # Errors
    ///
    /// [`AngbandError::Dice`] when `sides == 0` and `count > 0`.
    #[inline(always)]
    pub fn validate(self) -> Result<(), AngbandError> {
        if self.count > 0 && self.sides == 0 {
            return Err(AngbandError::Dice { count: self.count, sides: self.sides });
        }
        Ok(())
    }
}

impl std::fmt::Display for Dice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}d{}", self.count, self.sides)
    }
}

/// A pair of magical bonuses `(+to-hit, +to-dam)` as an item shows them
/// (Rings of Accuracy, Damage or Slaying; gauntlets of Slaying or Power; seed 003
/// II.D-E and damage steps 5b-c).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Bonus {
    /// The to-hit bonus (the first number in parentheses).
    pub to_hit: i16,
    /// The to-dam bonus (the second number).
    pub to_dam: i16,
}

bitflags! {
    /// Temporary spell bonuses to hit (seed 003, II.I): they add up.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "serde", serde(transparent))]
    pub struct Effects: u8 {
        /// Blessing: +10 to hit.
        const BLESSED = 1 << 0;
        /// Heroism: +12 to hit.
        const HERO = 1 << 1;
        /// Berserk Strength: +24 to hit.
        const BERSERK = 1 << 2;
    }
}

/// A melee weapon (seed 003: "(XdY) (+to-hit,+to-dam)", its weight, powers and
/// extra blows).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Weapon {
    /// Base damage dice.
    pub dice: Dice,
    /// Magical to-hit (II.F).
    pub to_hit: i16,
    /// Magical to-dam (damage step 4).
    pub to_dam: i16,
    /// Weight in tenths of a pound.
    pub weight: Weight,
    /// Slays and brands (damage step 2).
    pub slays: Slays,
    /// An edged weapon or polearm (a priest's penalty applies unless blessed, II.H).
    pub edged: bool,
    /// A blessed weapon (Blessed, Holy Avenger, *Slay* Evil, Aeglos, ...).
    pub blessed: bool,
    /// Extra blows (Extra Attacks, Careth Asdriag, Sting, ...), added after the
    /// class maximum (RULINGS M5). [`Character::validate`] refuses a weapon whose
    /// extra blows would take the blows per round past 255
    /// ([`AngbandError::TooManyBlows`]).
    pub extra_blows: u8,
}

/// A missile launcher (seed 003, missile damage steps 3-4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Launcher {
    /// Sling, bow or crossbow.
    pub kind: LauncherKind,
    /// Magical to-hit.
    pub to_hit: i16,
    /// Magical to-dam (added before the multiplier).
    pub to_dam: i16,
    /// Weight in tenths of a pound (a heavy launcher is penalised, RULINGS M4).
    pub weight: Weight,
    /// Extra Might (+1 to the multiplier; also Cubragol and the Long Bow of Bard).
    pub extra_might: bool,
    /// Extra shots from a launcher of Extra Shots (none when heavy, RULINGS M4).
    /// [`Character::validate`] refuses extra shots that would take the shots per
    /// turn past 255 ([`AngbandError::TooManyShots`]).
    pub extra_shots: u8,
}

/// Ammunition for a launcher (seed 003, missile sections).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Ammo {
    /// Shot (or pebble), arrow or bolt.
    pub kind: AmmoKind,
    /// Base damage dice.
    pub dice: Dice,
    /// Magical to-hit.
    pub to_hit: i16,
    /// Magical to-dam.
    pub to_dam: i16,
    /// Weight in tenths of a pound (the critical uses it, RULINGS M6).
    pub weight: Weight,
    /// Slays and brands.
    pub slays: Slays,
}

/// An object thrown by hand (seed 003, missile sections; RULINGS M3, M6, M7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Thrown {
    /// What it is (for breakage, RULINGS M8).
    pub kind: ObjectKind,
    /// Base throwing damage (`0d0` for objects that do none).
    pub dice: Dice,
    /// Magical to-hit (counts for the critical only, RULINGS M3 and M6).
    pub to_hit: i16,
    /// Magical to-dam.
    pub to_dam: i16,
    /// Weight in tenths of a pound.
    pub weight: Weight,
    /// Slays and brands (weapons and ammunition only; other objects have none).
    pub slays: Slays,
}

/// A character with the equipment that matters to combat (seed 003, "Calculating
/// melee combat ability" and the missile sections).
///
/// Plain data: build it with a struct literal, starting from
/// [`Character::new`] for the defaults (Human, level 1, no equipment, no
/// effects).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Character {
    /// Class.
    pub class: Class,
    /// Race.
    pub race: Race,
    /// Experience level, 1..=50.
    pub level: u8,
    /// Strength.
    pub str: Stat,
    /// Dexterity.
    pub dex: Stat,
    /// Body armour's to-hit: the encumbrance penalty in parentheses, e.g. -3
    /// (II.C: -1 to -8; added as given).
    pub armour_to_hit: i16,
    /// The two ring slots (Accuracy, Damage, Slaying; II.D, damage step 5b).
    pub rings: [Bonus; 2],
    /// Gauntlets of Slaying or Power, Cambeleg, Cesti of Fingolfin (II.E, 5c).
    pub gloves: Bonus,
    /// Blessing, Heroism, Berserk Strength (II.I).
    pub effects: Effects,
    /// The stun counter: 0 none, 1..=50 stunned, 51..=100 heavily stunned (II.J);
    /// above 100 is an error ([`AngbandError::KnockedOut`]).
    pub stun: u16,
    /// The wielded melee weapon; `None` for bare hands.
    pub weapon: Option<Weapon>,
    /// The wielded launcher, if any (a heavy one penalises melee too, II.G).
    pub launcher: Option<Launcher>,
}

impl Character {
    /// A level-1 Human of `class` with these stats, bare-handed, no equipment.
    pub fn new(class: Class, str: Stat, dex: Stat) -> Character {
        Character {
            class,
            race: Race::Human,
            level: 1,
            str,
            dex,
            armour_to_hit: 0,
            rings: [Bonus::default(); 2],
            gloves: Bonus::default(),
            effects: Effects::empty(),
            stun: 0,
            weapon: None,
            launcher: None,
        }
    }

    /// Checks the level, stun counter, weapon dice, and that extra blows and
    /// extra shots keep the blows per round and shots per turn within 255 (they
    /// are refused, never clamped).
    ///
    /// # Errors
    ///
    /// [`AngbandError::Level`], [`AngbandError::KnockedOut`], [`AngbandError::Dice`],
    /// [`AngbandError::TooManyBlows`], [`AngbandError::TooManyShots`].
    pub fn validate(&self) -> Result<(), AngbandError> {
        if !(1..=50).contains(&self.level) {
            return Err(AngbandError::Level { level: self.level });
        }
        if self.stun > 100 {
            return Err(AngbandError::KnockedOut { stun: self.stun });
        }
        if let Some(w) = &self.weapon {
            w.dice.validate()?;
            // A heavy weapon gets no extra blows (RULINGS M4): nothing to add.
            let b = blows(self.class, self.str, self.dex, Some((w.weight, 0)));
            if !b.heavy && u16::from(b.natural) + u16::from(w.extra_blows) > u16::from(u8::MAX) {
                return Err(AngbandError::TooManyBlows { natural: b.natural, extra: w.extra_blows });
            }
        }
        if let Some(l) = &self.launcher
            && let Some(natural) = natural_shots(self, l)
            && u16::from(natural) + u16::from(l.extra_shots) > u16::from(u8::MAX)
        {
            return Err(AngbandError::TooManyShots { natural, extra: l.extra_shots });
        }
        Ok(())
    }
}

/// The monster under attack (seed 003: armour class, what it is, whether it is
/// seen; its hit points end a melee round early).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Monster {
    /// Armour class.
    pub ac: u16,
    /// Kinds and immunities (for slays and brands).
    pub flags: MonsterFlags,
    /// Whether the character sees it (unseen halves the skill, rounding up; RULINGS M1).
    pub visible: bool,
    /// Hit points, if known: a melee round stops when the monster dies, which in
    /// the game is when its hit points fall *below* 0 ([`kills`](super::kills)).
    pub hp: Option<u32>,
}

impl Monster {
    /// A visible monster with this armour class, no flags and unknown hit points.
    pub fn new(ac: u16) -> Monster {
        Monster { ac, flags: MonsterFlags::empty(), visible: true, hp: None }
    }
}
