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
    ///
    /// In JSON as the flag sets of [`Slays`]: `"BLESSED | HERO"`, or
    /// `["blessed", "hero"]`, any case.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
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
///
/// In JSON `dice` and `weight` are required, the other fields default to none
/// (0, no slay, false); unknown fields are refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Weapon {
    /// Base damage dice.
    pub dice: Dice,
    /// Magical to-hit (II.F).
    #[cfg_attr(feature = "serde", serde(default))]
    pub to_hit: i16,
    /// Magical to-dam (damage step 4).
    #[cfg_attr(feature = "serde", serde(default))]
    pub to_dam: i16,
    /// Weight in tenths of a pound.
    pub weight: Weight,
    /// Slays and brands (damage step 2).
    #[cfg_attr(feature = "serde", serde(default))]
    pub slays: Slays,
    /// An edged weapon or polearm (a priest's penalty applies unless blessed, II.H).
    #[cfg_attr(feature = "serde", serde(default))]
    pub edged: bool,
    /// A blessed weapon (Blessed, Holy Avenger, *Slay* Evil, Aeglos, ...).
    #[cfg_attr(feature = "serde", serde(default))]
    pub blessed: bool,
    /// Extra blows (Extra Attacks, Careth Asdriag, Sting, ...), added after the
    /// class maximum (RULINGS M5). [`Character::validate`] refuses a weapon whose
    /// extra blows would take the blows per round past 255
    /// ([`AngbandError::TooManyBlows`]).
    #[cfg_attr(feature = "serde", serde(default))]
    pub extra_blows: u8,
}

/// A missile launcher (seed 003, missile damage steps 3-4).
///
/// In JSON `kind` is required, the other fields default to none (0, false);
/// unknown fields are refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Launcher {
    /// Sling, bow or crossbow.
    pub kind: LauncherKind,
    /// Magical to-hit.
    #[cfg_attr(feature = "serde", serde(default))]
    pub to_hit: i16,
    /// Magical to-dam (added before the multiplier).
    #[cfg_attr(feature = "serde", serde(default))]
    pub to_dam: i16,
    /// Weight in tenths of a pound (a heavy launcher is penalised, RULINGS M4).
    #[cfg_attr(feature = "serde", serde(default))]
    pub weight: Weight,
    /// Extra Might (+1 to the multiplier; also Cubragol and the Long Bow of Bard).
    #[cfg_attr(feature = "serde", serde(default))]
    pub extra_might: bool,
    /// Extra shots from a launcher of Extra Shots (none when heavy, RULINGS M4).
    /// [`Character::validate`] refuses extra shots that would take the shots per
    /// turn past 255 ([`AngbandError::TooManyShots`]).
    #[cfg_attr(feature = "serde", serde(default))]
    pub extra_shots: u8,
}

/// Ammunition for a launcher (seed 003, missile sections).
///
/// In JSON `kind`, `dice` and `weight` are required, the other fields default
/// to none; unknown fields are refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Ammo {
    /// Shot (or pebble), arrow or bolt.
    pub kind: AmmoKind,
    /// Base damage dice.
    pub dice: Dice,
    /// Magical to-hit.
    #[cfg_attr(feature = "serde", serde(default))]
    pub to_hit: i16,
    /// Magical to-dam.
    #[cfg_attr(feature = "serde", serde(default))]
    pub to_dam: i16,
    /// Weight in tenths of a pound (the critical uses it, RULINGS M6).
    pub weight: Weight,
    /// Slays and brands.
    #[cfg_attr(feature = "serde", serde(default))]
    pub slays: Slays,
}

/// An object thrown by hand (seed 003, missile sections; RULINGS M3, M6, M7).
///
/// In JSON `dice` and `weight` are required; `kind` defaults to
/// [`ObjectKind::Other`], the other fields to none; unknown fields are refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Thrown {
    /// What it is (for breakage, RULINGS M8).
    #[cfg_attr(feature = "serde", serde(default))]
    pub kind: ObjectKind,
    /// Base throwing damage (`0d0` for objects that do none).
    pub dice: Dice,
    /// Magical to-hit (counts for the critical only, RULINGS M3 and M6).
    #[cfg_attr(feature = "serde", serde(default))]
    pub to_hit: i16,
    /// Magical to-dam.
    #[cfg_attr(feature = "serde", serde(default))]
    pub to_dam: i16,
    /// Weight in tenths of a pound.
    pub weight: Weight,
    /// Slays and brands (weapons and ammunition only; other objects have none).
    #[cfg_attr(feature = "serde", serde(default))]
    pub slays: Slays,
}

/// A character with the equipment that matters to combat (seed 003, "Calculating
/// melee combat ability" and the missile sections).
///
/// Plain data: build it with a struct literal, starting from
/// [`Character::new`] for the defaults (Human, level 1, no equipment, no
/// effects).
///
/// In JSON `class`, `str` and `dex` are required and the other fields take
/// [`Character::new`]'s defaults; unknown fields are refused. Stats are written
/// as the game writes them (`"18/50"`), weights in tenths of a pound:
///
/// ```
/// # #[cfg(feature = "serde")] {
/// use roguerules_melee::angband::{Character, Class, Race};
///
/// let c: Character = serde_json::from_str(
///     r#"{"class": "Warrior", "race": "dwarf", "level": 20, "str": "18/100", "dex": "18/50",
///        "effects": "hero", "weapon": {"dice": {"count": 2, "sides": 5}, "weight": 150, "to_hit": 3, "to_dam": 4}}"#,
/// ).unwrap();
/// assert_eq!((c.class, c.race, c.level), (Class::Warrior, Race::Dwarf, 20));
/// assert_eq!(c.weapon.map(|w| w.weight.tenths()), Some(150));
/// # }
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Character {
    /// Class.
    pub class: Class,
    /// Race.
    #[cfg_attr(feature = "serde", serde(default))]
    pub race: Race,
    /// Experience level, 1..=50.
    #[cfg_attr(feature = "serde", serde(default = "first_level"))]
    pub level: u8,
    /// Strength.
    pub str: Stat,
    /// Dexterity.
    pub dex: Stat,
    /// Body armour's to-hit: the encumbrance penalty in parentheses, e.g. -3
    /// (II.C: -1 to -8; added as given).
    #[cfg_attr(feature = "serde", serde(default))]
    pub armour_to_hit: i16,
    /// The two ring slots (Accuracy, Damage, Slaying; II.D, damage step 5b).
    #[cfg_attr(feature = "serde", serde(default))]
    pub rings: [Bonus; 2],
    /// Gauntlets of Slaying or Power, Cambeleg, Cesti of Fingolfin (II.E, 5c).
    #[cfg_attr(feature = "serde", serde(default))]
    pub gloves: Bonus,
    /// Blessing, Heroism, Berserk Strength (II.I).
    #[cfg_attr(feature = "serde", serde(default))]
    pub effects: Effects,
    /// The stun counter: 0 none, 1..=50 stunned, 51..=100 heavily stunned (II.J);
    /// above 100 is an error ([`AngbandError::KnockedOut`]).
    #[cfg_attr(feature = "serde", serde(default))]
    pub stun: u16,
    /// The wielded melee weapon; `None` for bare hands.
    #[cfg_attr(feature = "serde", serde(default))]
    pub weapon: Option<Weapon>,
    /// The wielded launcher, if any (a heavy one penalises melee too, II.G).
    #[cfg_attr(feature = "serde", serde(default))]
    pub launcher: Option<Launcher>,
}

/// A character's level when its JSON leaves it out.
#[cfg(feature = "serde")]
fn first_level() -> u8 {
    1
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
///
/// In JSON `ac` is required; `flags` default to none, `visible` to true, `hp`
/// to unknown (`null`); unknown fields are refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Monster {
    /// Armour class.
    pub ac: u16,
    /// Kinds and immunities (for slays and brands).
    #[cfg_attr(feature = "serde", serde(default))]
    pub flags: MonsterFlags,
    /// Whether the character sees it (unseen halves the skill, rounding up; RULINGS M1).
    #[cfg_attr(feature = "serde", serde(default = "seen"))]
    pub visible: bool,
    /// Hit points, if known: a melee round stops when the monster dies, which in
    /// the game is when its hit points fall *below* 0 ([`kills`](super::kills)).
    #[cfg_attr(feature = "serde", serde(default))]
    pub hp: Option<u32>,
}

/// A monster's visibility when its JSON leaves it out: seen.
#[cfg(feature = "serde")]
fn seen() -> bool {
    true
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Effects {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Effects, D::Error> {
        super::slay::flag_names::deserialize(d, "effect")
    }
}

impl Monster {
    /// A visible monster with this armour class, no flags and unknown hit points.
    pub fn new(ac: u16) -> Monster {
        Monster { ac, flags: MonsterFlags::empty(), visible: true, hp: None }
    }
}

#[cfg(all(test, feature = "serde"))]
mod tests {
    use super::*;

    fn round_trip<T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug>(t: &T) {
        let json = serde_json::to_string(t).unwrap();
        assert_eq!(&serde_json::from_str::<T>(&json).unwrap(), t, "{json}");
    }

    fn dwarf() -> Character {
        let mut c = Character::new(Class::Paladin, "18/100".parse().unwrap(), "18/50".parse().unwrap());
        c.race = Race::HalfTroll;
        c.level = 20;
        c.armour_to_hit = -3;
        c.rings[1] = Bonus { to_hit: 5, to_dam: 6 };
        c.gloves = Bonus { to_hit: 2, to_dam: 1 };
        c.effects = Effects::BLESSED | Effects::BERSERK;
        c.stun = 20;
        c.weapon = Some(Weapon {
            dice: Dice { count: 2, sides: 5 },
            to_hit: 3,
            to_dam: 4,
            weight: Weight::from_tenths(150),
            slays: Slays::SLAY_EVIL | Slays::BRAND_FIRE,
            edged: true,
            blessed: true,
            extra_blows: 1,
        });
        c.launcher = Some(Launcher {
            kind: LauncherKind::LongBow,
            to_hit: 1,
            to_dam: 2,
            weight: Weight::from_tenths(40),
            extra_might: true,
            extra_shots: 1,
        });
        c
    }

    #[test]
    fn inputs_round_trip() {
        round_trip(&dwarf());
        round_trip(&Character::new(Class::Mage, "3".parse().unwrap(), "18/999".parse().unwrap()));
        round_trip(&Monster { ac: 36, flags: MonsterFlags::EVIL | MonsterFlags::IM_FIRE, visible: false, hp: Some(9) });
        round_trip(&Monster::new(0));
        round_trip(&Ammo {
            kind: AmmoKind::Bolt,
            dice: Dice { count: 1, sides: 5 },
            to_hit: -2,
            to_dam: 7,
            weight: Weight::from_tenths(3),
            slays: Slays::KILL_DRAGON,
        });
        round_trip(&Thrown {
            kind: ObjectKind::FlaskOfOil,
            dice: Dice { count: 2, sides: 6 },
            to_hit: 0,
            to_dam: 0,
            weight: Weight::from_tenths(10),
            slays: Slays::empty(),
        });
    }

    #[test]
    fn names_read_in_any_case_and_fields_default() {
        let c: Character = serde_json::from_str(
            r#"{"class": "PALADIN", "race": "Half_Troll", "str": "18/100", "dex": "18/50",
                "effects": "blessed, Berserk", "weapon": {"dice": {"count": 2, "sides": 5}, "weight": 150,
                "slays": ["slay-evil", "BRAND_FIRE"]}}"#,
        )
        .unwrap();
        assert_eq!((c.class, c.race, c.level, c.stun), (Class::Paladin, Race::HalfTroll, 1, 0));
        assert_eq!(c.effects, Effects::BLESSED | Effects::BERSERK);
        let w = c.weapon.unwrap();
        assert_eq!((w.slays, w.to_hit, w.extra_blows), (Slays::SLAY_EVIL | Slays::BRAND_FIRE, 0, 0));
        assert_eq!(c.launcher, None);
        let m: Monster = serde_json::from_str(r#"{"ac": 4, "flags": "evil | im_fire"}"#).unwrap();
        assert_eq!(m, Monster { flags: MonsterFlags::EVIL | MonsterFlags::IM_FIRE, ..Monster::new(4) });
        let l: Launcher = serde_json::from_str(r#"{"kind": "Long Bow"}"#).unwrap();
        assert_eq!((l.kind, l.extra_might), (LauncherKind::LongBow, false));
        let t: Thrown = serde_json::from_str(r#"{"dice": {"count": 1, "sides": 4}, "weight": 10}"#).unwrap();
        assert_eq!(t.kind, ObjectKind::Other);
        let a: Ammo =
            serde_json::from_str(r#"{"kind": "Arrows", "dice": {"count": 1, "sides": 9}, "weight": 2}"#).unwrap();
        assert_eq!(a.kind, AmmoKind::Arrow);
    }

    #[test]
    fn bad_json_is_refused_naming_what() {
        let err = |s: &str| serde_json::from_str::<Character>(s).unwrap_err().to_string();
        assert!(err(r#"{"class": "wizard", "str": "10", "dex": "10"}"#).contains("unknown class 'wizard'"));
        assert!(err(r#"{"class": "mage", "dex": "10"}"#).contains("missing field `str`"));
        assert!(err(r#"{"class": "mage", "str": "10", "dex": "10", "lvl": 3}"#).contains("unknown field `lvl`"));
        let m = serde_json::from_str::<Monster>(r#"{"ac": 1, "flags": "EVIL | GOBLIN"}"#).unwrap_err().to_string();
        assert!(m.contains("unknown monster flag 'GOBLIN'"), "{m}");
        assert!(serde_json::from_str::<Monster>(r#"{"flags": ""}"#).unwrap_err().to_string().contains("`ac`"));
        // A stat is the game's text; a number 3..=18 reads as its digits.
        let c: Character = serde_json::from_str(r#"{"class": "mage", "str": 17, "dex": "18/50"}"#).unwrap();
        assert_eq!((c.str.game_value(), c.dex.game_value()), (17, 68));
        assert!(err(r#"{"class": "mage", "str": 68, "dex": "10"}"#).contains("68"));
    }
}
