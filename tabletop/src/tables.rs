//! Every table of seed 002 as typed data: Tables 1-23, the untitled Strength table
//! "4" and the miscellaneous encumbrance list. The rows are those of
//! the seed's tables, transcribed and checked cell by cell in
//! `tests/tables.rs`; the one reconstructed row (Table 18, 48 squares) follows
//! RULINGS B15.

use crate::error::TabletopError;

macro_rules! named_enum {
    (
        $(#[$meta:meta])*
        $name:ident, $what:literal {
            $( $(#[$vmeta:meta])* $variant:ident => $key:literal, $label:literal; )+
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize))]
        #[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
        pub enum $name {
            $( $(#[$vmeta])* $variant, )+
        }

        impl $name {
            /// Every value, in the seed's table order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The snake_case name used in JSON and on the command line.
            pub const fn key(self) -> &'static str {
                match self { $($name::$variant => $key,)+ }
            }

            /// The name as the seed prints it.
            pub const fn label(self) -> &'static str {
                match self { $($name::$variant => $label,)+ }
            }

            /// Every accepted key, comma-separated (for error messages).
            pub fn keys() -> String {
                Self::ALL.iter().map(|v| v.key()).collect::<Vec<_>>().join(", ")
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.key())
            }
        }

        impl std::str::FromStr for $name {
            type Err = TabletopError;
            /// Parses the snake_case key in any case (`long_sword`, `Long Sword`).
            fn from_str(s: &str) -> Result<Self, TabletopError> {
                Self::ALL.iter().copied().find(|v| roguerules_vocab::name::same_name(v.key(), s)).ok_or_else(|| {
                    TabletopError::UnknownName { what: $what, name: s.to_owned(), expected: Self::keys() }
                })
            }
        }

        // JSON names in any case, through the parser above (roguerules-vocab's one mechanism).
        roguerules_vocab::deserialize_by_name!($name);
    };
}

named_enum! {
    /// A character class (Table 11 order; seed 002).
    Class, "class" {
        /// Fighter.
        Fighter => "fighter", "Fighter";
        /// Paladin.
        Paladin => "paladin", "Paladin";
        /// Cabalist/Thaumaturge ("Cab/Thaum").
        CabalistThaumaturge => "cabalist_thaumaturge", "Cabalist/Thaumaturge";
        /// Priest of Kurn ("PK").
        PriestOfKurn => "priest_of_kurn", "Priest of Kurn";
        /// Priest of Jordar ("PJ").
        PriestOfJordar => "priest_of_jordar", "Priest of Jordar";
        /// Priest of Nepdar ("PN").
        PriestOfNepdar => "priest_of_nepdar", "Priest of Nepdar";
        /// Thief ("TH").
        Thief => "thief", "Thief";
        /// Magic User ("MU").
        MagicUser => "magic_user", "Magic User";
    }
}

named_enum! {
    /// A type of body armour (Table 6; seed 002).
    Armour, "armour" {
        /// No armour (not a piece: modifier 0, RULINGS B8).
        None => "none", "None";
        /// Leather Jerkin (absorption by note, RULINGS B19).
        LeatherJerkin => "leather_jerkin", "Leather Jerkin";
        /// Leather.
        Leather => "leather", "Leather";
        /// Light Chain.
        LightChain => "light_chain", "Light Chain";
        /// Chain.
        Chain => "chain", "Chain";
        /// Chain with Breastplate.
        ChainWithBreastplate => "chain_with_breastplate", "Chain with Breastplate";
        /// Mithril Light Chain.
        MithrilLightChain => "mithril_light_chain", "Mithril Light Chain";
        /// Scale.
        Scale => "scale", "Scale";
        /// Plate.
        Plate => "plate", "Plate";
        /// Mithril Chain.
        MithrilChain => "mithril_chain", "Mithril Chain";
        /// Mithril Scale.
        MithrilScale => "mithril_scale", "Mithril Scale";
        /// Mithril Plate.
        MithrilPlate => "mithril_plate", "Mithril Plate";
    }
}

named_enum! {
    /// A shield (Table 7; seed 002). "None" is the absence of a shield (`Option<Shield>`).
    Shield, "shield" {
        /// Small.
        Small => "small", "Small";
        /// Medium.
        Medium => "medium", "Medium";
        /// Large.
        Large => "large", "Large";
        /// Small Mithril.
        SmallMithril => "small_mithril", "Small Mithril";
        /// Medium Mithril.
        MediumMithril => "medium_mithril", "Medium Mithril";
        /// Large Mithril.
        LargeMithril => "large_mithril", "Large Mithril";
    }
}

named_enum! {
    /// A melee weapon (Table 8; seed 002).
    MeleeWeapon, "melee weapon" {
        /// Light Sword / Scimitar.
        LightSword => "light_sword", "Light Sword / Scimitar";
        /// Long Sword.
        LongSword => "long_sword", "Long Sword";
        /// Broad Sword.
        BroadSword => "broad_sword", "Broad Sword";
        /// Bastard Sword.
        BastardSword => "bastard_sword", "Bastard Sword";
        /// Two Hand Sword (two-handed only).
        TwoHandSword => "two_hand_sword", "Two Hand Sword";
        /// Dagger.
        Dagger => "dagger", "Dagger";
        /// Battle Axe.
        BattleAxe => "battle_axe", "Battle Axe";
        /// Hand Axe.
        HandAxe => "hand_axe", "Hand Axe";
        /// Sledge.
        Sledge => "sledge", "Sledge";
        /// Mace/War Hammer.
        MaceWarHammer => "mace_war_hammer", "Mace/War Hammer";
        /// Flail.
        Flail => "flail", "Flail";
        /// Staff.
        Staff => "staff", "Staff";
        /// Club.
        Club => "club", "Club";
        /// Spear (two-handed only).
        Spear => "spear", "Spear";
        /// Morningstar.
        Morningstar => "morningstar", "Morningstar";
        /// Great Axe (two-handed only).
        GreatAxe => "great_axe", "Great Axe";
        /// Halberd (two-handed only).
        Halberd => "halberd", "Halberd";
        /// Baton.
        Baton => "baton", "Baton";
        /// Two hand Hammer (two-handed only).
        TwoHandHammer => "two_hand_hammer", "Two hand Hammer";
    }
}

named_enum! {
    /// A missile or thrown weapon (Table 9; seed 002).
    MissileWeapon, "missile weapon" {
        /// Dagger (thrown).
        Dagger => "dagger", "Dagger";
        /// Spear (thrown).
        Spear => "spear", "Spear";
        /// Javelin (thrown).
        Javelin => "javelin", "Javelin";
        /// Hand Axe (thrown).
        HandAxe => "hand_axe", "Hand Axe";
        /// War Hammer (thrown).
        WarHammer => "war_hammer", "War Hammer";
        /// Small Rock (thrown; throwing stars use this row).
        SmallRock => "small_rock", "Small Rock*";
        /// Sling (launcher).
        Sling => "sling", "Sling";
        /// Baton (thrown).
        Baton => "baton", "Baton";
        /// Composite bow (launcher).
        CompositeBow => "composite_bow", "Composite (bow)";
        /// Short bow (launcher).
        ShortBow => "short_bow", "Short (bow)";
        /// Long bow (launcher).
        LongBow => "long_bow", "Long (bow)";
        /// Light crossbow (launcher).
        LightCrossbow => "light_crossbow", "Light (crossbow)";
        /// Medium crossbow (launcher).
        MediumCrossbow => "medium_crossbow", "Medium (crossbow)";
        /// Heavy crossbow (launcher).
        HeavyCrossbow => "heavy_crossbow", "Heavy (crossbow)";
    }
}

/// Dice with a constant: `n`D`sides` + `plus` (seed 002's damage notation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Dice {
    /// Number of dice.
    pub n: u32,
    /// Sides per die.
    pub sides: u32,
    /// The constant added.
    pub plus: i64,
}

impl Dice {
    /// `nDs+p`.
    pub const fn new(n: u32, sides: u32, plus: i64) -> Dice {
        Dice { n, sides, plus }
    }
}

impl std::fmt::Display for Dice {
    /// As the seed prints it: `1D6`, `1D6-1`, `2D6+4`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}D{}", self.n, self.sides)?;
        match self.plus {
            0 => Ok(()),
            p if p > 0 => write!(f, "+{p}"),
            p => write!(f, "{p}"),
        }
    }
}

/// Table 8's damage entry of a melee weapon (RULINGS B20).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MeleeDamage {
    /// Damage used one-handed; `None` for a fully parenthesised (two-handed only) entry.
    pub one_handed: Option<Dice>,
    /// Damage used two-handed (`X(+k)` is X+k; a plain entry is the same as one-handed).
    pub two_handed: Dice,
    /// `*`: +2 against a target in Scale, Plate, Mithril Scale or Mithril Plate.
    pub vs_heavy_armour: bool,
    /// `**`: +2 when the target's shield is interposed.
    pub vs_interposed_shield: bool,
}

/// One row of Table 6 (seed 002).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArmourRow {
    /// Absorption; `None` for the Leather Jerkin's "See note" (RULINGS B19).
    pub absorption: Option<i64>,
    /// Attack modifier.
    pub attack_modifier: i64,
    /// Encumbrance (helm included).
    pub encumbrance: i64,
}

/// One row of Table 7 (seed 002).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShieldRow {
    /// Absorption (when interposed, RULINGS B28).
    pub absorption: i64,
    /// Attack modifier.
    pub attack_modifier: i64,
    /// Encumbrance.
    pub encumbrance: i64,
    /// Base interposition, percent.
    pub interposition: i64,
}

/// One row of Table 8 (seed 002).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MeleeRow {
    /// Attack modifier.
    pub attack_modifier: i64,
    /// Damage (RULINGS B20).
    pub damage: MeleeDamage,
    /// Speed factor.
    pub speed: i64,
    /// Encumbrance.
    pub encumbrance: i64,
}

/// Whether a Table 9 weapon is thrown or a launcher (RULINGS B20; the column is ours).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MissileKind {
    /// Thrown: half the Strength damage bonus applies (section G).
    Thrown,
    /// Sling, bows and crossbows: no Strength.
    Launcher,
}

/// One row of Table 9 (seed 002).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MissileRow {
    /// Thrown or launcher (RULINGS B20).
    pub kind: MissileKind,
    /// Attack modifier.
    pub attack_modifier: i64,
    /// Damage.
    pub damage: Dice,
    /// Speed factor.
    pub speed: i64,
    /// Encumbrance.
    pub encumbrance: i64,
    /// Short, medium and long range in feet (RULINGS B24).
    pub range_feet: [i64; 3],
    /// Rate of fire: `rate.0` shots per `rate.1` rounds.
    pub rate: (u8, u8),
}

const fn d(n: u32, sides: u32, plus: i64) -> Dice {
    Dice::new(n, sides, plus)
}

const fn one(dice: Dice, star: bool, stars: bool) -> MeleeDamage {
    MeleeDamage { one_handed: Some(dice), two_handed: dice, vs_heavy_armour: star, vs_interposed_shield: stars }
}

const fn both(dice: Dice, extra: i64) -> MeleeDamage {
    MeleeDamage {
        one_handed: Some(dice),
        two_handed: Dice::new(dice.n, dice.sides, dice.plus + extra),
        vs_heavy_armour: false,
        vs_interposed_shield: false,
    }
}

const fn two(dice: Dice, star: bool) -> MeleeDamage {
    MeleeDamage { one_handed: None, two_handed: dice, vs_heavy_armour: star, vs_interposed_shield: false }
}

impl Class {
    /// Table 11: the class attack (and parry) factor.
    pub const fn attack_factor(self) -> i64 {
        match self {
            Class::Fighter => 8,
            Class::Paladin => 7,
            Class::CabalistThaumaturge | Class::PriestOfKurn => 5,
            Class::PriestOfJordar => 4,
            Class::PriestOfNepdar | Class::Thief => 3,
            Class::MagicUser => 2,
        }
    }

    /// The column of Tables 12, 13, 14 and 19 (the seed's order: Fighter, MU, PK,
    /// PJ, PN, TH, Cab/Thaum, Paladin).
    pub const fn level_column(self) -> usize {
        match self {
            Class::Fighter => 0,
            Class::MagicUser => 1,
            Class::PriestOfKurn => 2,
            Class::PriestOfJordar => 3,
            Class::PriestOfNepdar => 4,
            Class::Thief => 5,
            Class::CabalistThaumaturge => 6,
            Class::Paladin => 7,
        }
    }
}

impl Armour {
    /// Table 6's row.
    pub const fn row(self) -> ArmourRow {
        let (absorption, attack_modifier, encumbrance) = match self {
            Armour::None => (Some(0), 0, 0),
            Armour::LeatherJerkin => (None, -3, 130),
            Armour::Leather => (Some(2), -6, 260),
            Armour::LightChain => (Some(3), -10, 310),
            Armour::Chain => (Some(4), -12, 510),
            Armour::ChainWithBreastplate => (Some(5), -17, 710),
            Armour::MithrilLightChain => (Some(5), -1, 140),
            Armour::Scale => (Some(5), -18, 710),
            Armour::Plate => (Some(6), -24, 910),
            Armour::MithrilChain => (Some(6), -1, 230),
            Armour::MithrilScale => (Some(7), -6, 340),
            Armour::MithrilPlate => (Some(8), -12, 450),
        };
        ArmourRow { absorption, attack_modifier, encumbrance }
    }

    /// Scale, Plate, Mithril Scale or Mithril Plate: the `*` weapons' +2 applies
    /// (RULINGS B20).
    pub const fn is_heavy(self) -> bool {
        matches!(self, Armour::Scale | Armour::Plate | Armour::MithrilScale | Armour::MithrilPlate)
    }
}

impl Shield {
    /// Table 7's row.
    pub const fn row(self) -> ShieldRow {
        let (absorption, attack_modifier, encumbrance, interposition) = match self {
            Shield::Small => (3, -6, 50, 33),
            Shield::Medium => (3, -12, 100, 50),
            Shield::Large => (3, -20, 200, 66),
            Shield::SmallMithril => (5, -1, 22, 47),
            Shield::MediumMithril => (5, -1, 45, 64),
            Shield::LargeMithril => (5, -7, 90, 80),
        };
        ShieldRow { absorption, attack_modifier, encumbrance, interposition }
    }
}

impl MeleeWeapon {
    /// Table 8's row.
    pub const fn row(self) -> MeleeRow {
        let (attack_modifier, damage, speed, encumbrance) = match self {
            MeleeWeapon::LightSword => (3, one(d(1, 6, -1), false, false), 3, 35),
            MeleeWeapon::LongSword => (-6, one(d(1, 6, 0), false, false), 5, 40),
            MeleeWeapon::BroadSword => (-6, one(d(1, 6, 2), false, false), 6, 50),
            MeleeWeapon::BastardSword => (-14, both(d(2, 6, 0), 2), 7, 100),
            MeleeWeapon::TwoHandSword => (-20, two(d(2, 6, 4), false), 10, 150),
            MeleeWeapon::Dagger => (-18, one(d(1, 4, 0), false, false), 2, 20),
            MeleeWeapon::BattleAxe => (-10, both(d(2, 6, 0), 2), 8, 100),
            MeleeWeapon::HandAxe => (-5, one(d(1, 6, 0), false, false), 3, 50),
            MeleeWeapon::Sledge => (-6, one(d(1, 6, 0), false, false), 6, 40),
            MeleeWeapon::MaceWarHammer => (-3, one(d(1, 6, 0), true, false), 7, 50),
            MeleeWeapon::Flail => (-3, one(d(1, 6, 0), false, true), 8, 150),
            MeleeWeapon::Staff => (-3, one(d(1, 4, 0), false, false), 5, 70),
            MeleeWeapon::Club => (-3, one(d(1, 4, 0), false, false), 4, 30),
            MeleeWeapon::Spear => (-15, two(d(1, 6, 2), false), 8, 100),
            MeleeWeapon::Morningstar => (-13, one(d(2, 6, 2), true, false), 10, 100),
            MeleeWeapon::GreatAxe => (-19, two(d(3, 6, 0), false), 9, 125),
            MeleeWeapon::Halberd => (-15, two(d(2, 6, 1), false), 11, 175),
            MeleeWeapon::Baton => (-3, one(d(1, 4, 0), false, false), 4, 30),
            MeleeWeapon::TwoHandHammer => (-8, two(d(2, 6, 0), true), 8, 100),
        };
        MeleeRow { attack_modifier, damage, speed, encumbrance }
    }
}

impl MissileWeapon {
    /// The range band of a target `distance` feet away (RULINGS B24): at most the
    /// short range is short, at most the medium range medium, at most the long range
    /// long; `None` beyond (out of range) or for a negative distance.
    ///
    /// # Example
    ///
    /// ```
    /// use roguerules_tabletop::sheet::Range;
    /// use roguerules_tabletop::tables::MissileWeapon;
    /// assert_eq!(MissileWeapon::LongBow.range_band(50), Some(Range::Short));
    /// assert_eq!(MissileWeapon::LongBow.range_band(51), Some(Range::Medium));
    /// assert_eq!(MissileWeapon::LongBow.range_band(150), Some(Range::Long));
    /// assert_eq!(MissileWeapon::LongBow.range_band(151), None);
    /// ```
    pub const fn range_band(self, distance: i64) -> Option<crate::sheet::Range> {
        use crate::sheet::Range;
        let [s, m, l] = self.row().range_feet;
        if distance < 0 {
            None
        } else if distance <= s {
            Some(Range::Short)
        } else if distance <= m {
            Some(Range::Medium)
        } else if distance <= l {
            Some(Range::Long)
        } else {
            None
        }
    }

    /// Table 9's row.
    pub const fn row(self) -> MissileRow {
        use MissileKind::{Launcher as L, Thrown as T};
        let (kind, attack_modifier, damage, speed, encumbrance, range_feet, rate) = match self {
            MissileWeapon::Dagger => (T, -18, d(1, 4, 0), 3, 15, [20, 40, 60], (3, 1)),
            MissileWeapon::Spear => (T, -12, d(1, 6, 0), 9, 100, [17, 33, 50], (1, 1)),
            MissileWeapon::Javelin => (T, -15, d(1, 4, 0), 7, 60, [27, 53, 80], (1, 1)),
            MissileWeapon::HandAxe => (T, -22, d(1, 6, 0), 7, 50, [17, 33, 50], (3, 1)),
            MissileWeapon::WarHammer => (T, -9, d(1, 6, 0), 8, 50, [10, 20, 30], (1, 1)),
            MissileWeapon::SmallRock => (T, -4, d(1, 2, 0), 3, 10, [17, 33, 50], (3, 1)),
            MissileWeapon::Sling => (L, -16, d(1, 3, 0), 9, 20, [33, 67, 100], (1, 1)),
            MissileWeapon::Baton => (T, -18, d(1, 4, 0), 6, 30, [17, 33, 50], (3, 1)),
            MissileWeapon::CompositeBow => (L, -8, d(1, 6, 1), 7, 100, [50, 100, 150], (2, 1)),
            MissileWeapon::ShortBow => (L, -8, d(1, 4, 0), 7, 75, [33, 67, 100], (2, 1)),
            MissileWeapon::LongBow => (L, -12, d(1, 6, 0), 7, 150, [50, 100, 150], (2, 1)),
            MissileWeapon::LightCrossbow => (L, 0, d(1, 6, 0), 5, 125, [27, 53, 80], (1, 1)),
            MissileWeapon::MediumCrossbow => (L, -8, d(2, 6, 0), 5, 250, [33, 67, 100], (1, 2)),
            MissileWeapon::HeavyCrossbow => (L, -16, d(4, 6, 0), 5, 500, [40, 80, 120], (1, 3)),
        };
        MissileRow { kind, attack_modifier, damage, speed, encumbrance, range_feet, rate }
    }
}

/// Table 1: the segment of attack for a speed factor, before the Speed/Slow
/// adjustments. The first row covers every factor <= 3, negative ones included
/// (RULINGS B13).
pub const fn segment_for_speed_factor(factor: i64) -> u8 {
    match factor {
        i64::MIN..=3 => 1,
        4..=6 => 2,
        7..=10 => 3,
        11..=14 => 4,
        _ => 5,
    }
}

/// Table 4 (the untitled Strength table; RULINGS B27 calls it Table 4): one row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StrengthRow {
    /// Attack modifier.
    pub attack_modifier: i64,
    /// Damage bonus.
    pub damage_bonus: i64,
    /// Encumbrance multiplier in thousandths (1.5 = 1500, 0.975 = 975).
    pub enc_multiplier_milli: i64,
}

/// Table 4's row for Strength 1..=55 (RULINGS B21).
///
/// # Errors
///
/// [`TabletopError::OutOfRange`] (field `strength`) outside 1..=55.
pub fn strength_row(strength: i64) -> Result<StrengthRow, TabletopError> {
    crate::error::check_range("strength", strength, 1, 55)?;
    let (a, dmg, m) = STRENGTH_ROWS[(strength - 1) as usize];
    Ok(StrengthRow { attack_modifier: a.into(), damage_bonus: dmg.into(), enc_multiplier_milli: m.into() })
}

/// Table 5's row for Dexterity 1..=41: (attack modifier, speed factor) (RULINGS B21).
///
/// # Errors
///
/// [`TabletopError::OutOfRange`] (field `dexterity`) outside 1..=41.
pub fn dexterity_row(dexterity: i64) -> Result<(i64, i64), TabletopError> {
    crate::error::check_range("dexterity", dexterity, 1, 41)?;
    let (a, s) = DEXTERITY_ROWS[(dexterity - 1) as usize];
    Ok((a.into(), s.into()))
}

/// Table 10: (armour, shield, weapon) attack modifiers for a plus of 0..=10.
///
/// # Errors
///
/// [`TabletopError::OutOfRange`] (field `plus`) outside 0..=10 (RULINGS B21).
pub fn plus_row(plus: i64) -> Result<(i64, i64, i64), TabletopError> {
    crate::error::check_range("plus", plus, 0, 10)?;
    const ARMOUR: [i64; 11] = [0, 6, 12, 20, 30, 40, 50, 60, 70, 80, 90];
    const SHIELD: [i64; 11] = [0, 5, 9, 13, 18, 23, 28, 33, 38, 43, 48];
    let i = plus as usize;
    Ok((ARMOUR[i], SHIELD[i], 8 * plus))
}

fn level_index(level: i64) -> Result<usize, TabletopError> {
    crate::error::check_range("level", level, 1, 30)?;
    Ok((level - 1) as usize)
}

/// Table 12: the class/level speed factor.
///
/// # Errors
///
/// [`TabletopError::OutOfRange`] (field `level`) outside 1..=30.
pub fn class_speed_factor(class: Class, level: i64) -> Result<i64, TabletopError> {
    Ok(SPEED_FACTOR_ROWS[level_index(level)?][class.level_column()].into())
}

/// Table 13: the class/level damage bonus.
///
/// # Errors
///
/// [`TabletopError::OutOfRange`] (field `level`) outside 1..=30.
pub fn class_damage_bonus(class: Class, level: i64) -> Result<i64, TabletopError> {
    Ok(DAMAGE_BONUS_ROWS[level_index(level)?][class.level_column()].into())
}

/// Table 14: the class/level shield interposition factor.
///
/// # Errors
///
/// [`TabletopError::OutOfRange`] (field `level`) outside 1..=30.
pub fn class_interposition(class: Class, level: i64) -> Result<i64, TabletopError> {
    Ok(INTERPOSITION_ROWS[level_index(level)?][class.level_column()].into())
}

/// Table 19's entry: `k` attacks and possibly one shield bash (RULINGS B11).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MultipleAttacks {
    /// Attacks per round ("kA").
    pub attacks: u8,
    /// Whether the entry has "B" (one shield bash, usable only with a shield).
    pub bash: bool,
}

impl std::fmt::Display for MultipleAttacks {
    /// As printed: `A`, `AB`, `2A`, `3AB`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.attacks != 1 {
            write!(f, "{}", self.attacks)?;
        }
        f.write_str(if self.bash { "AB" } else { "A" })
    }
}

/// Table 19: attacks (and bash) per round.
///
/// # Errors
///
/// [`TabletopError::OutOfRange`] (field `level`) outside 1..=30.
pub fn multiple_attacks(class: Class, level: i64) -> Result<MultipleAttacks, TabletopError> {
    let (attacks, bash) = MULTIPLE_ATTACK_ROWS[level_index(level)?][class.level_column()];
    Ok(MultipleAttacks { attacks, bash })
}

/// Table 15: the exceptional mass damage bonus for a weight in encumbrance points.
/// Rows are half-open, `[3500, 5000) -> 1` ... `[55000, 70000) -> 11`; below 3500
/// the bonus is 0 (RULINGS B17).
///
/// # Errors
///
/// [`TabletopError::OutsideTable`] at 70 000 or more; [`TabletopError::OutOfRange`]
/// (field `mass`) for a negative weight.
pub fn exceptional_mass_bonus(weight: i64) -> Result<i64, TabletopError> {
    crate::error::check_range("mass", weight, 0, i64::MAX)?;
    const LIMITS: [i64; 12] = [3500, 5000, 7000, 9000, 11500, 16000, 21000, 27000, 35000, 45000, 55000, 70000];
    if weight >= 70000 {
        return Err(TabletopError::OutsideTable { table: "Table 15 (exceptional mass, below 70 000)", value: weight });
    }
    Ok(LIMITS.iter().filter(|&&lo| weight >= lo).count() as i64)
}

/// Table 15's rows as printed: (lowest weight, exclusive upper weight, bonus), in
/// encumbrance points (RULINGS B17).
pub const EXCEPTIONAL_MASS_ROWS: [(i64, i64, i64); 11] = [
    (3500, 5000, 1),
    (5000, 7000, 2),
    (7000, 9000, 3),
    (9000, 11500, 4),
    (11500, 16000, 5),
    (16000, 21000, 6),
    (21000, 27000, 7),
    (27000, 35000, 8),
    (35000, 45000, 9),
    (45000, 55000, 10),
    (55000, 70000, 11),
];

/// Table 16's rows: (lowest, highest encumbrance (inclusive), standard feet/round,
/// percent of base rate) (RULINGS B14).
pub const MOVEMENT_ROWS: [(i64, i64, i64, i64); 12] = [
    (0, 45, 82, 100),
    (46, 100, 67, 80),
    (101, 150, 60, 72),
    (151, 240, 50, 60),
    (241, 300, 47, 56),
    (301, 400, 40, 48),
    (401, 500, 33, 40),
    (501, 900, 27, 32),
    (901, 1300, 20, 24),
    (1301, 1700, 17, 20),
    (1701, 2100, 10, 12),
    (2101, 2500, 3, 4),
];

/// Table 17's rows: (fraction needed to stay engaged, at most `num/den`, combat
/// penalty in points); above 1 the follower cannot stay engaged (RULINGS B5, B15).
pub const RETREAT_PENALTY_ROWS: [((i64, i64), i64); 5] =
    [((1, 2), 0), ((2, 3), -15), ((5, 6), -45), ((11, 12), -75), ((1, 1), -105)];

/// Table 18's rows, decoded: (lowest feet/round in tenths (exclusive when not a
/// multiple of 10), upper bound in tenths (exclusive), squares/round, squares in
/// segments 1..=5). The 48-square row is reconstructed (RULINGS B15).
pub fn squares_rows() -> &'static [(u16, u16, u8, [u8; 5])] {
    &SQUARES_ROWS
}

/// Table 21's columns (RULINGS B22).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum StrengthDevice {
    /// Ogre Power (item).
    OgrePower,
    /// Giant Strength (spell, potion or item).
    GiantStrength,
    /// Times Strength with multiplier 1..=4.
    Times(u8),
}

/// Table 21: Strength after one application of a device, for Strength -3..=54;
/// 54 and above are unchanged (RULINGS B22).
///
/// # Errors
///
/// [`TabletopError::OutsideTable`] below -3; [`TabletopError::OutOfRange`] (field
/// `times_strength`) for a multiplier outside 1..=4.
pub fn strength_device(strength: i64, device: StrengthDevice) -> Result<i64, TabletopError> {
    let column = match device {
        StrengthDevice::OgrePower => 0,
        StrengthDevice::GiantStrength => 1,
        StrengthDevice::Times(k) => 1 + crate::error::check_range("times_strength", k.into(), 1, 4)? as usize,
    };
    if strength >= 54 {
        return Ok(strength);
    }
    if strength < -3 {
        return Err(TabletopError::OutsideTable { table: "Table 21 (Strength -3..=54)", value: strength });
    }
    Ok(STRENGTH_DEVICE_ROWS[(strength + 3) as usize][column].into())
}

/// Table 22's rows: (first roll, last roll of the group (1..=50), deviation in feet
/// for aim times 1/4, 1/2, 1, 2, 3, 4, 5, 6 segments; 0 for "-") (RULINGS B23).
pub fn aim_rows() -> &'static [(u8, u8, [u8; 8])] {
    &AIM_ROWS
}

/// Table 4 rows for Strength 1..=55: (attack modifier, damage bonus, encumbrance multiplier in thousandths).
pub(crate) const STRENGTH_ROWS: [(i8, i8, u16); 55] = [
    (-10, -2, 1500),
    (-10, -2, 1500),
    (-10, -2, 1500),
    (-5, -1, 1200),
    (-3, 0, 1100),
    (-3, 0, 1100),
    (-1, 0, 1050),
    (-1, 0, 1050),
    (0, 0, 1000),
    (0, 0, 1000),
    (0, 0, 1000),
    (0, 0, 1000),
    (0, 0, 1000),
    (2, 0, 975),
    (2, 0, 975),
    (4, 1, 950),
    (5, 1, 950),
    (6, 2, 925),
    (7, 2, 900),
    (8, 3, 875),
    (10, 3, 850),
    (10, 5, 825),
    (10, 5, 800),
    (10, 6, 775),
    (10, 7, 750),
    (10, 8, 725),
    (10, 9, 700),
    (10, 10, 675),
    (10, 12, 650),
    (10, 13, 625),
    (10, 15, 600),
    (10, 17, 575),
    (10, 18, 550),
    (10, 20, 525),
    (10, 22, 500),
    (10, 23, 490),
    (10, 25, 480),
    (10, 26, 470),
    (10, 29, 460),
    (10, 31, 450),
    (10, 34, 440),
    (10, 36, 430),
    (10, 38, 420),
    (10, 41, 410),
    (10, 44, 400),
    (10, 46, 390),
    (10, 49, 380),
    (10, 52, 370),
    (10, 55, 360),
    (10, 58, 350),
    (10, 61, 340),
    (10, 64, 330),
    (10, 67, 320),
    (10, 70, 310),
    (10, 73, 300),
];
/// Table 5 rows for Dexterity 1..=41: (attack modifier, speed factor).
pub(crate) const DEXTERITY_ROWS: [(i8, i8); 41] = [
    (15, 2),
    (15, 2),
    (15, 2),
    (20, 2),
    (24, 1),
    (27, 1),
    (30, 1),
    (30, 0),
    (35, 0),
    (35, 0),
    (35, 0),
    (35, 0),
    (39, 0),
    (39, -1),
    (43, -1),
    (43, -1),
    (46, -2),
    (49, -2),
    (52, -3),
    (55, -3),
    (58, -4),
    (61, -4),
    (64, -5),
    (67, -5),
    (70, -6),
    (73, -6),
    (76, -7),
    (79, -7),
    (82, -8),
    (85, -8),
    (88, -9),
    (91, -9),
    (94, -10),
    (97, -10),
    (100, -11),
    (103, -11),
    (106, -12),
    (109, -12),
    (112, -13),
    (115, -13),
    (118, -14),
];
/// Table 12 rows for levels 1..=30, columns in the seed's order (Fighter, MU, PK, PJ, PN, TH, Cab/Thaum, Paladin).
pub(crate) const SPEED_FACTOR_ROWS: [[i8; 8]; 30] = [
    [2, 11, 4, 5, 6, 5, 4, 3],
    [2, 10, 4, 5, 5, 4, 3, 2],
    [1, 10, 4, 5, 5, 4, 3, 1],
    [1, 10, 3, 5, 5, 4, 3, 1],
    [0, 10, 3, 4, 5, 3, 2, 1],
    [0, 9, 3, 4, 4, 3, 2, 0],
    [-1, 9, 2, 4, 4, 3, 2, 0],
    [-1, 9, 2, 4, 4, 3, 1, 0],
    [-2, 9, 2, 3, 4, 2, 1, -1],
    [-2, 9, 2, 3, 4, 2, 1, -1],
    [-3, 8, 1, 3, 3, 2, 0, -2],
    [-3, 8, 1, 2, 3, 2, 0, -2],
    [-4, 8, 0, 2, 3, 2, 0, -2],
    [-4, 8, 0, 2, 3, 1, -1, -3],
    [-5, 8, 0, 1, 3, 1, -1, -3],
    [-6, 7, -1, 1, 2, 1, -1, -4],
    [-7, 7, -1, 1, 2, 1, -2, -4],
    [-7, 7, -2, 0, 2, 0, -2, -5],
    [-8, 7, -2, 0, 2, 0, -3, -5],
    [-9, 7, -2, 0, 2, 0, -3, -5],
    [-10, 6, -3, -1, 1, 0, -4, -6],
    [-10, 6, -3, -1, 1, -1, -4, -6],
    [-11, 6, -4, -2, 1, -1, -5, -7],
    [-12, 6, -4, -2, 1, -1, -6, -8],
    [-13, 6, -5, -3, 0, -1, -6, -8],
    [-14, 5, -6, -3, 0, -2, -7, -9],
    [-14, 5, -6, -4, 0, -2, -8, -10],
    [-15, 5, -7, -5, -1, -2, -9, -11],
    [-16, 5, -8, -5, -1, -2, -9, -12],
    [-17, 5, -8, -6, -1, -2, -10, -13],
];
/// Table 13 rows for levels 1..=30, columns in the seed's order (Fighter, MU, PK, PJ, PN, TH, Cab/Thaum, Paladin).
pub(crate) const DAMAGE_BONUS_ROWS: [[i8; 8]; 30] = [
    [1, 0, 0, 0, 0, 0, 0, 0],
    [1, 0, 0, 0, 0, 0, 0, 1],
    [2, 0, 1, 0, 0, 0, 1, 2],
    [2, 0, 1, 1, 1, 1, 1, 2],
    [3, 0, 2, 1, 1, 1, 2, 3],
    [3, 1, 2, 1, 1, 1, 2, 3],
    [4, 1, 2, 2, 2, 1, 2, 3],
    [4, 1, 3, 2, 2, 2, 3, 4],
    [5, 1, 3, 2, 2, 2, 3, 4],
    [5, 1, 3, 3, 3, 2, 4, 5],
    [6, 2, 4, 3, 3, 2, 4, 5],
    [6, 2, 4, 3, 3, 2, 4, 6],
    [7, 2, 4, 4, 4, 3, 5, 6],
    [8, 2, 5, 4, 4, 3, 5, 7],
    [9, 2, 5, 4, 4, 3, 6, 8],
    [10, 3, 5, 5, 5, 3, 6, 8],
    [10, 3, 6, 5, 5, 4, 7, 9],
    [11, 3, 6, 6, 5, 4, 8, 9],
    [12, 3, 7, 6, 6, 4, 8, 10],
    [13, 4, 7, 6, 6, 4, 9, 11],
    [14, 4, 8, 7, 6, 5, 10, 11],
    [14, 4, 8, 7, 7, 5, 10, 12],
    [15, 4, 9, 8, 7, 5, 11, 13],
    [16, 5, 9, 8, 7, 5, 12, 14],
    [18, 5, 10, 9, 8, 6, 12, 14],
    [19, 5, 11, 9, 8, 6, 13, 15],
    [21, 5, 11, 10, 8, 6, 14, 16],
    [22, 6, 12, 10, 9, 6, 15, 17],
    [24, 6, 13, 11, 9, 7, 16, 18],
    [26, 6, 14, 11, 10, 7, 17, 20],
];
/// Table 14 rows for levels 1..=30, columns in the seed's order (Fighter, MU, PK, PJ, PN, TH, Cab/Thaum, Paladin).
pub(crate) const INTERPOSITION_ROWS: [[i8; 8]; 30] = [
    [0, 0, 0, 0, 0, 0, 0, 0],
    [2, 0, 1, 1, 1, 0, 1, 1],
    [4, 0, 2, 2, 2, 0, 2, 3],
    [5, 0, 3, 3, 3, 0, 3, 4],
    [7, 0, 4, 4, 3, 0, 5, 6],
    [9, 0, 5, 4, 4, 0, 6, 7],
    [10, 0, 6, 5, 5, 0, 7, 9],
    [12, 0, 7, 6, 6, 0, 8, 10],
    [14, 0, 8, 7, 6, 0, 10, 12],
    [15, 0, 9, 8, 7, 0, 11, 13],
    [17, 0, 10, 8, 8, 0, 12, 15],
    [19, 0, 11, 9, 9, 0, 13, 16],
    [20, 0, 12, 10, 9, 0, 15, 18],
    [22, 0, 13, 11, 10, 0, 16, 19],
    [24, 0, 14, 12, 11, 0, 17, 21],
    [25, 0, 15, 12, 12, 0, 18, 22],
    [27, 0, 16, 13, 12, 0, 20, 24],
    [29, 0, 17, 14, 13, 0, 21, 25],
    [30, 0, 18, 15, 14, 0, 22, 27],
    [32, 0, 19, 16, 15, 0, 23, 28],
    [34, 0, 20, 16, 15, 0, 25, 30],
    [35, 0, 21, 17, 16, 0, 26, 31],
    [37, 0, 22, 18, 17, 0, 27, 33],
    [39, 0, 23, 19, 18, 0, 28, 34],
    [40, 0, 24, 20, 18, 0, 30, 36],
    [42, 0, 25, 20, 19, 0, 31, 37],
    [44, 0, 26, 21, 20, 0, 32, 39],
    [45, 0, 27, 22, 21, 0, 33, 40],
    [47, 0, 28, 23, 21, 0, 35, 42],
    [49, 0, 29, 24, 22, 0, 36, 43],
];
/// Table 19 rows for levels 1..=30 as (attacks, bash), columns in the seed's order.
pub(crate) const MULTIPLE_ATTACK_ROWS: [[(u8, bool); 8]; 30] = [
    [(1, false), (1, false), (1, false), (1, false), (1, false), (1, false), (1, false), (1, false)],
    [(1, false), (1, false), (1, false), (1, false), (1, false), (1, false), (1, false), (1, false)],
    [(1, false), (1, false), (1, false), (1, false), (1, false), (1, false), (1, false), (1, false)],
    [(1, false), (1, false), (1, false), (1, false), (1, false), (1, false), (1, false), (1, false)],
    [(1, false), (1, false), (1, false), (1, false), (1, false), (1, false), (1, false), (1, false)],
    [(1, false), (1, false), (1, false), (1, false), (1, false), (1, false), (1, false), (1, false)],
    [(1, true), (1, false), (1, false), (1, false), (1, false), (1, false), (1, false), (1, false)],
    [(1, true), (1, false), (1, false), (1, false), (1, false), (1, false), (1, false), (1, true)],
    [(1, true), (1, false), (1, false), (1, false), (1, false), (1, false), (1, false), (1, true)],
    [(1, true), (1, false), (1, true), (1, false), (1, false), (1, false), (1, true), (1, true)],
    [(1, true), (1, false), (1, true), (1, false), (1, false), (1, false), (1, true), (1, true)],
    [(2, false), (1, false), (1, true), (1, true), (1, false), (1, false), (1, true), (1, true)],
    [(2, false), (1, false), (1, true), (1, true), (1, false), (1, false), (1, true), (2, false)],
    [(2, false), (1, false), (1, true), (1, true), (1, true), (1, false), (1, true), (2, false)],
    [(2, true), (1, false), (2, false), (1, true), (1, true), (1, false), (2, false), (2, false)],
    [(2, true), (1, false), (2, false), (1, true), (1, true), (1, false), (2, false), (2, true)],
    [(2, true), (1, false), (2, false), (2, false), (1, true), (1, false), (2, false), (2, true)],
    [(3, false), (1, false), (2, false), (2, false), (1, true), (1, false), (2, false), (2, true)],
    [(3, false), (1, false), (2, true), (2, false), (2, false), (1, false), (2, true), (3, false)],
    [(3, false), (1, false), (2, true), (2, false), (2, false), (1, false), (2, true), (3, false)],
    [(3, true), (1, false), (2, true), (2, true), (2, false), (1, false), (2, true), (3, false)],
    [(3, true), (1, false), (2, true), (2, true), (2, false), (1, false), (2, true), (3, true)],
    [(3, true), (1, false), (3, false), (2, true), (2, false), (1, false), (2, true), (3, true)],
    [(4, false), (1, false), (3, false), (2, true), (2, false), (1, false), (3, false), (3, true)],
    [(4, false), (1, false), (3, false), (2, true), (2, false), (1, false), (3, false), (4, false)],
    [(4, false), (1, false), (3, false), (2, true), (2, false), (1, false), (3, false), (4, false)],
    [(4, true), (1, false), (3, false), (2, true), (2, false), (1, false), (3, false), (4, false)],
    [(4, true), (1, false), (3, false), (2, true), (2, false), (1, false), (3, false), (4, true)],
    [(4, true), (1, false), (3, false), (2, true), (2, false), (1, false), (3, false), (4, true)],
    [(5, false), (1, false), (3, false), (2, true), (2, false), (1, false), (3, false), (4, true)],
];
/// Table 21 rows for Strength -3..=54: (Ogre Power, Giant Strength, Times 1x, 2x, 3x, 4x).
pub(crate) const STRENGTH_DEVICE_ROWS: [[i8; 6]; 58] = [
    [6, 11, 5, 11, 14, 18],
    [7, 12, 5, 12, 15, 19],
    [7, 12, 6, 12, 16, 19],
    [8, 12, 7, 12, 17, 20],
    [9, 13, 7, 13, 17, 20],
    [10, 14, 8, 14, 18, 21],
    [10, 14, 8, 14, 18, 21],
    [12, 16, 10, 16, 19, 22],
    [13, 16, 11, 16, 20, 22],
    [14, 17, 13, 17, 20, 23],
    [15, 18, 14, 18, 21, 23],
    [16, 18, 14, 18, 21, 24],
    [16, 19, 15, 19, 22, 24],
    [17, 19, 16, 19, 22, 24],
    [17, 19, 16, 19, 22, 24],
    [17, 20, 17, 20, 22, 25],
    [18, 20, 17, 20, 23, 25],
    [19, 21, 18, 21, 23, 25],
    [19, 21, 18, 21, 24, 26],
    [20, 22, 19, 22, 24, 26],
    [21, 22, 20, 22, 25, 27],
    [21, 23, 21, 23, 25, 27],
    [22, 24, 21, 24, 26, 28],
    [23, 25, 22, 25, 27, 28],
    [24, 25, 23, 25, 27, 29],
    [24, 26, 24, 26, 28, 29],
    [25, 27, 25, 27, 29, 30],
    [26, 28, 26, 28, 29, 31],
    [27, 28, 27, 28, 30, 31],
    [28, 29, 27, 29, 31, 32],
    [29, 30, 28, 30, 31, 32],
    [30, 31, 29, 31, 32, 33],
    [30, 31, 30, 31, 33, 34],
    [31, 32, 31, 32, 33, 34],
    [32, 33, 32, 33, 34, 35],
    [33, 34, 33, 34, 35, 36],
    [34, 35, 34, 35, 36, 36],
    [35, 35, 35, 35, 36, 37],
    [36, 36, 35, 36, 37, 38],
    [37, 37, 36, 37, 38, 39],
    [37, 38, 37, 38, 39, 39],
    [38, 39, 38, 39, 40, 40],
    [39, 40, 39, 40, 40, 41],
    [40, 41, 40, 41, 41, 42],
    [41, 42, 41, 42, 42, 43],
    [42, 43, 42, 43, 43, 44],
    [43, 44, 43, 44, 44, 45],
    [44, 45, 44, 45, 45, 45],
    [45, 45, 45, 45, 46, 46],
    [46, 46, 46, 46, 47, 47],
    [47, 47, 47, 47, 48, 48],
    [48, 48, 48, 48, 49, 49],
    [49, 49, 49, 49, 50, 50],
    [50, 50, 50, 50, 50, 51],
    [51, 51, 51, 51, 51, 52],
    [52, 52, 52, 52, 52, 53],
    [53, 53, 53, 53, 53, 54],
    [54, 54, 54, 54, 54, 54],
];
/// Table 22 rows (18 roll groups), deviations in feet for aim 1/4, 1/2, 1, 2, 3, 4, 5, 6 segments ("-" = 0).
pub(crate) const AIM_ROWS: [(u8, u8, [u8; 8]); 18] = [
    (1, 1, [33, 23, 17, 13, 13, 13, 13, 13]),
    (2, 2, [27, 20, 13, 13, 10, 10, 10, 7]),
    (3, 3, [23, 20, 13, 10, 10, 10, 7, 3]),
    (4, 4, [20, 13, 13, 10, 10, 10, 3, 3]),
    (5, 5, [17, 13, 10, 10, 10, 7, 3, 0]),
    (6, 6, [13, 13, 10, 10, 7, 7, 0, 0]),
    (7, 7, [13, 13, 10, 10, 7, 3, 0, 0]),
    (8, 8, [13, 10, 10, 10, 7, 3, 0, 0]),
    (9, 9, [13, 10, 10, 7, 3, 3, 0, 0]),
    (10, 10, [13, 10, 7, 7, 3, 0, 0, 0]),
    (11, 15, [10, 10, 7, 7, 3, 0, 0, 0]),
    (16, 20, [10, 7, 7, 3, 3, 0, 0, 0]),
    (21, 25, [7, 7, 7, 3, 0, 0, 0, 0]),
    (26, 30, [7, 3, 3, 3, 0, 0, 0, 0]),
    (31, 35, [3, 3, 3, 0, 0, 0, 0, 0]),
    (36, 40, [3, 3, 3, 0, 0, 0, 0, 0]),
    (41, 45, [0, 0, 0, 0, 0, 0, 0, 0]),
    (46, 50, [0, 0, 0, 0, 0, 0, 0, 0]),
];
/// Table 18 rows: (lowest feet/round in tenths, highest (exclusive) in tenths, squares/round, squares per segment 1..=5).
pub(crate) const SQUARES_ROWS: [(u16, u16, u8, [u8; 5]); 50] = [
    (25, 75, 1, [0, 0, 1, 0, 0]),
    (75, 125, 2, [0, 1, 0, 1, 0]),
    (125, 175, 3, [1, 0, 1, 0, 1]),
    (175, 225, 4, [1, 1, 0, 1, 1]),
    (225, 275, 5, [1, 1, 1, 1, 1]),
    (275, 325, 6, [1, 1, 2, 1, 1]),
    (325, 375, 7, [1, 2, 1, 2, 1]),
    (375, 425, 8, [2, 1, 2, 1, 2]),
    (425, 475, 9, [2, 2, 1, 2, 2]),
    (475, 525, 10, [2, 2, 2, 2, 2]),
    (525, 575, 11, [2, 2, 3, 2, 2]),
    (575, 625, 12, [2, 3, 2, 3, 2]),
    (625, 675, 13, [3, 2, 3, 2, 3]),
    (675, 725, 14, [3, 3, 2, 3, 3]),
    (725, 775, 15, [3, 3, 3, 3, 3]),
    (775, 825, 16, [3, 3, 4, 3, 3]),
    (825, 875, 17, [3, 4, 3, 4, 3]),
    (875, 925, 18, [4, 3, 4, 3, 4]),
    (925, 975, 19, [4, 4, 3, 4, 4]),
    (975, 1025, 20, [4, 4, 4, 4, 4]),
    (1025, 1075, 21, [4, 4, 5, 4, 4]),
    (1075, 1125, 22, [4, 5, 4, 5, 4]),
    (1125, 1175, 23, [5, 4, 5, 4, 5]),
    (1175, 1225, 24, [5, 5, 4, 5, 5]),
    (1225, 1275, 25, [5, 5, 5, 5, 5]),
    (1275, 1325, 26, [5, 5, 6, 5, 5]),
    (1325, 1375, 27, [5, 6, 5, 6, 5]),
    (1375, 1425, 28, [6, 5, 6, 5, 6]),
    (1425, 1475, 29, [6, 6, 5, 6, 6]),
    (1475, 1525, 30, [6, 6, 6, 6, 6]),
    (1525, 1575, 31, [6, 6, 7, 6, 6]),
    (1575, 1625, 32, [6, 7, 6, 7, 6]),
    (1625, 1675, 33, [7, 6, 7, 6, 7]),
    (1675, 1725, 34, [7, 7, 6, 7, 7]),
    (1725, 1775, 35, [7, 7, 7, 7, 7]),
    (1775, 1825, 36, [7, 7, 8, 7, 7]),
    (1825, 1875, 37, [7, 8, 7, 8, 7]),
    (1875, 1925, 38, [8, 7, 8, 7, 8]),
    (1925, 1975, 39, [8, 8, 7, 8, 8]),
    (1975, 2025, 40, [8, 8, 8, 8, 8]),
    (2025, 2125, 42, [8, 9, 8, 9, 8]),
    (2125, 2225, 44, [9, 9, 8, 9, 9]),
    (2225, 2325, 46, [9, 9, 10, 9, 9]),
    (2325, 2425, 48, [10, 9, 10, 9, 10]),
    (2425, 2525, 50, [10, 10, 10, 10, 10]),
    (2525, 2625, 52, [10, 11, 10, 11, 10]),
    (2625, 2725, 54, [11, 11, 10, 11, 11]),
    (2725, 2825, 56, [11, 11, 12, 11, 11]),
    (2825, 2925, 58, [12, 11, 12, 11, 12]),
    (2925, 3025, 60, [12, 12, 12, 12, 12]),
];

impl std::fmt::Display for MeleeDamage {
    /// Table 8's notation: `1D6-1`, `2D6(+2)`, `(2D6+4)`, `1D6*`, `1D6**`, `(2D6*)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let stars = match (self.vs_heavy_armour, self.vs_interposed_shield) {
            (true, true) => "***",
            (true, false) => "*",
            (false, true) => "**",
            (false, false) => "",
        };
        match self.one_handed {
            None => write!(f, "({}{stars})", self.two_handed),
            Some(one) if one != self.two_handed => {
                write!(f, "{one}(+{}){stars}", self.two_handed.plus - one.plus)
            }
            Some(one) => write!(f, "{one}{stars}"),
        }
    }
}

/// Table 2 (Combining Absorption Effects) as printed: (effect, effective against,
/// special rules). The rules are applied by [`crate::absorption`] (RULINGS B28).
pub const ABSORPTION_EFFECTS: [(&str, &str, &str); 14] = [
    (
        "Protection",
        "Physical",
        "largest Protection effect or magical armor bonus only; magical shield bonuses do not matter",
    ),
    (
        "Protection from Evil",
        "+1 Physical; +2 undead or enchanted monster",
        "cumulative with Protection and magical armor bonus",
    ),
    ("Shield Wall", "+3 Physical (no armor) or +2 Physical (with armor)", "only against attacks from the front"),
    ("Static Shield (1-5)", "Physical", "only the largest value applies"),
    ("Invulnerability (1-4)", "Physical", "only the largest value applies"),
    ("Armor of Kurn", "+2 x CL Evil", ""),
    ("Shield of Kurn", "+10 Evil on Shield", "+5 if Armor of Kurn also active; only when the shield is interposed"),
    ("Dispel Evil / Banish Evil", "+7 (Dispel) / +10 (Banish) Evil Summoned", ""),
    (
        "Improved PE / Greater PE",
        "+3 / +5 Physical; +2 / +3 Evil",
        "does not cumulate with PE's base +1; acts like Protection (Greater PE vs evil = +8 Protection)",
    ),
    ("Greater Blessing", "+ (CL/5) Evil", ""),
    ("Kurnian Invulnerability", "+5 Physical; + (CL/3) Evil", ""),
    (
        "Bracers of Absorption",
        "Physical",
        "count as armor (larger of armor or bracers); cumulate with shields; not with MU spells or protection items",
    ),
    (
        "Bracers of Mage Defense",
        "Physical",
        "count as armor (larger of armor or bracers); cumulate with shields; not with protection items; do combine with MU spells",
    ),
    ("Natural Armor", "Physical", "only the last applied form is effective"),
];

/// Table 3 (Mazdocian Magic Item Body Slot Limits) as printed: (slot, item types /
/// notes, number). Checked by [`crate::slots::check_slots`] (section R).
pub const SLOT_LIMITS: [(&str, &str, &str); 14] = [
    ("Feet", "Boots", "1 pair"),
    ("Shield", "", "1"),
    ("Waist", "Belt", "1"),
    ("Arm", "Bracer, Bracelet, Armband, Bracers (one item per arm; a pair fills both)", "2"),
    ("Belly", "Girdle", "1"),
    ("Neck", "Necklace, Amulet", "1 each"),
    ("Finger", "Ring", "2 (1 per hand)"),
    ("Hand", "Gloves, Gauntlets", "1"),
    ("Head", "Helm, Circlet", "1"),
    ("Ears", "Earring", "2 (1 per ear)"),
    ("(blank)", "Baldric", "1"),
    ("Armor", "includes a helm (replaceable)", "1"),
    ("Cloak / Robe", "robe not over plate (maybe not over scale); robe over armor: combat penalty", "1"),
    (
        "Weapon",
        "intelligent weapons exclusive; two-weapon restrictions (no shield; no two-handed sword; two bastard swords ungainly)",
        "2",
    ),
];
