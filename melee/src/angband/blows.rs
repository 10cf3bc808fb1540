//! Blows per round (seed 003, "Calculating the number of blows per move"; RULINGS
//! M4, M5).

use super::class::Class;
use super::heavy::heavy;
use super::stat::{STAT_ROWS, Stat};
use super::weight::Weight;

/// Adjusted strength for blows (ASB) by Strength row: the Strength itself below
/// 18, then 20, 30, ..., 240 for `18/220+`.
const ASB: [u16; STAT_ROWS] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, // 3..=17
    20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 210, 220, 230, 240,
];

/// The blows table's row by Dexterity row (3-9, 10-18/09, 18/10-18/49, ...).
const DEX_ROW: [u8; STAT_ROWS] = [
    0, 0, 0, 0, 0, 0, 0, // 3..=9
    1, 1, 1, 1, 1, 1, 1, 1, 1, // 10..=18/09
    2, 2, 2, 2, // 18/10..18/49
    3, 3, // 18/50..18/69
    4, 4, // 18/70..18/89
    5, 6, 7, 8, 9, 10, // 18/90 .. 18/140-149
    11, 11, 11, 11, 11, 11, 11, 11, // 18/150+
];

/// Natural blows by Dexterity row and SWI (0..=10, 11+): the seed's table.
const BLOWS: [[u8; 12]; 12] = [
    [1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3],
    [1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3],
    [1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4],
    [1, 1, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4],
    [1, 2, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4],
    [1, 2, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4],
    [2, 3, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5],
    [2, 3, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5],
    [2, 3, 4, 5, 5, 5, 5, 5, 5, 5, 5, 6],
    [2, 4, 5, 5, 5, 5, 5, 5, 5, 5, 6, 6],
    [2, 4, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6],
    [3, 4, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6],
];

/// The adjusted strength for blows (ASB) of a Strength (seed 003's first table).
pub fn adjusted_strength(str: Stat) -> u16 {
    ASB[str.index()]
}

/// The row of the blows table for a Dexterity (0 for 3-9 ... 11 for 18/150+).
pub fn dex_row(dex: Stat) -> usize {
    usize::from(DEX_ROW[dex.index()])
}

/// The natural blows for a Dexterity row (0..=11) and SWI (11 and above use the
/// `11+` column); `None` for a row outside the table.
pub fn blows_table(dex_row: usize, swi: u32) -> Option<u8> {
    let col = swi.min(11) as usize;
    BLOWS.get(dex_row).map(|row| row[col])
}

/// The strength-weaponry index: `ASB / max(weight, MWW) * WSM`, rounded down.
///
/// In tenths (the game's units) this is `ASB * WSM_tenths / max(weight_tenths,
/// MWW_tenths)` with one truncation, which is the spoiler's figure exactly
/// (RULINGS M5, G1).
pub fn strength_weapon_index(class: Class, str: Stat, weight: Weight) -> u32 {
    let t = class.table();
    let div = weight.tenths().max(t.min_weapon_weight);
    u32::from(adjusted_strength(str)) * u32::from(t.weapon_speed_tenths) / u32::from(div)
}

/// How many blows a character gets per round, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Blows {
    /// Blows per round, extra blows included.
    pub blows: u8,
    /// The weapon is too heavy (RULINGS M4): exactly one blow.
    pub heavy: bool,
    /// The adjusted strength for blows.
    pub asb: u16,
    /// The strength-weaponry index (before the table's `11+` cap); 0 bare-handed.
    pub swi: u32,
    /// Natural blows after the class maximum, before extra blows.
    pub natural: u8,
}

/// Blows per round (seed 003; RULINGS M4, M5).
///
/// `weapon` is the wielded weapon's weight and extra blows, `None` bare-handed.
/// Bare hands: one blow. A heavy weapon (RULINGS M4): exactly one blow, no extra
/// blows. Otherwise the blows table by Dexterity and SWI, capped at the class
/// maximum, then the weapon's extra blows added (RULINGS M5).
///
/// The sum is at most 255 for every character [`Character::validate`]
/// accepts (it refuses more with [`AngbandError::TooManyBlows`]; [`Melee::of`]
/// and the C API validate first). Called directly with more extra blows, this
/// function saturates at 255: check with `validate` to refuse instead.
///
/// [`Character::validate`]: super::Character::validate
/// [`AngbandError::TooManyBlows`]: super::AngbandError::TooManyBlows
/// [`Melee::of`]: super::Melee::of
///
/// # Example
///
/// ```
/// use roguerules_melee::angband::{blows, Class, Stat, Weight};
///
/// let b = blows(Class::Warrior, "18/100".parse()?, "18/100".parse()?, Some((Weight::from_tenths(120), 0)));
/// assert_eq!((b.blows, b.heavy), (5, false)); // ASB 120 / 12 lb * 0.5 = SWI 5
/// # Ok::<(), roguerules_melee::angband::StatError>(())
/// ```
pub fn blows(class: Class, str: Stat, dex: Stat, weapon: Option<(Weight, u8)>) -> Blows {
    let asb = adjusted_strength(str);
    let Some((weight, extra)) = weapon else {
        return Blows { blows: 1, heavy: false, asb, swi: 0, natural: 1 };
    };
    let swi = strength_weapon_index(class, str, weight);
    if heavy(str, weight).heavy {
        return Blows { blows: 1, heavy: true, asb, swi, natural: 1 };
    }
    let table = blows_table(dex_row(dex), swi).unwrap_or(1);
    let natural = table.min(class.table().max_blows);
    Blows { blows: natural.saturating_add(extra), heavy: false, asb, swi, natural }
}
