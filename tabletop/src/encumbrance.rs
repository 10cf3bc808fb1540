//! Encumbrance (seed 002, sections A-C, I, L and the notes to Tables 6-8; RULINGS
//! B7, B26) and the untitled miscellaneous encumbrance list.

use crate::error::{TabletopError, check_range};
use crate::rounding::round_half_even;
use crate::tables::strength_row;

/// A magical item's encumbrance: `round(base x max(10 - plus, 2) / 10)` (notes to
/// Tables 6, 7 and 8: -10% per plus, never below 20%; RULINGS B7, B1).
///
/// # Errors
///
/// [`TabletopError::OutOfRange`] for a plus outside 0..=10 (field `plus`) or a
/// negative base (field `encumbrance`).
///
/// # Example
///
/// ```
/// use roguerules_tabletop::encumbrance::magical_encumbrance;
/// assert_eq!(magical_encumbrance(35, 3)?, 24); // 24.5 rounds to even (RULINGS B1)
/// assert_eq!(magical_encumbrance(910, 10)?, 182); // never below 20%
/// # Ok::<(), roguerules_tabletop::TabletopError>(())
/// ```
pub fn magical_encumbrance(base: i64, plus: i64) -> Result<i64, TabletopError> {
    check_range("plus", plus, 0, 10)?;
    check_range("encumbrance", base, 0, MAX_ENCUMBRANCE)?;
    Ok(round_half_even(base * (10 - plus).max(2), 10))
}

/// The largest total encumbrance the crate accepts (keeps arithmetic exact).
pub const MAX_ENCUMBRANCE: i64 = 100_000_000;

/// Encumbrance after the Strength multiplier of Table 4: `round(sum x multiplier)`
/// (RULINGS B7, B14).
///
/// # Errors
///
/// [`TabletopError::OutOfRange`] for Strength outside 1..=55 or a sum outside
/// 0..=[`MAX_ENCUMBRANCE`] (field `encumbrance`).
pub fn strength_modified(sum: i64, strength: i64) -> Result<i64, TabletopError> {
    check_range("encumbrance", sum, 0, MAX_ENCUMBRANCE)?;
    let row = strength_row(strength)?;
    Ok(round_half_even(sum * row.enc_multiplier_milli, 1000))
}

/// The combat penalty: -1 for every full 50 points of (Strength-modified)
/// encumbrance, `-floor(E / 50)` (sections A-C; RULINGS B7).
pub fn combat_penalty(modified: i64) -> i64 {
    -(modified.max(0) / 50)
}

/// The segment modifier of section I: +1 for 450 <= E <= 899, +2 for E >= 900
/// (RULINGS B7).
pub fn segment_modifier(modified: i64) -> i64 {
    match modified {
        i64::MIN..=449 => 0,
        450..=899 => 1,
        _ => 2,
    }
}

/// A backpack of the miscellaneous list (RULINGS B26).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Backpack {
    /// Large Backpack (50): first 100 points free, next 200 at x0.5, 300 at most.
    Large,
    /// Small Backpack (20): first 40 points free, next 60 at x0.5, 100 at most.
    Small,
}

/// The encumbrance a packed backpack adds: its own weight plus half (rounded,
/// RULINGS B1) of the load beyond the free part (RULINGS B26).
///
/// # Errors
///
/// [`TabletopError::OutOfRange`] (field `load`) for a load above the pack's maximum
/// or below 0.
///
/// # Example
///
/// ```
/// use roguerules_tabletop::encumbrance::{Backpack, backpack_encumbrance};
/// assert_eq!(backpack_encumbrance(Backpack::Large, 100)?, 50);
/// assert_eq!(backpack_encumbrance(Backpack::Large, 300)?, 150);
/// assert_eq!(backpack_encumbrance(Backpack::Small, 45)?, 22); // 20 + 2.5 -> 22
/// # Ok::<(), roguerules_tabletop::TabletopError>(())
/// ```
pub fn backpack_encumbrance(pack: Backpack, load: i64) -> Result<i64, TabletopError> {
    let (own, free, max) = match pack {
        Backpack::Large => (50, 100, 300),
        Backpack::Small => (20, 40, 100),
    };
    check_range("load", load, 0, max)?;
    Ok(round_half_even(2 * own + (load - free).max(0), 2))
}

/// One row of the untitled miscellaneous encumbrance list after Table 23
/// (RULINGS B26).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MiscItem {
    /// The item, as printed (continuation lines folded into the name).
    pub item: &'static str,
    /// Its encumbrance; `None` where the seed prints no value (or `*` for the helm
    /// included with chainmail or heavier armour).
    pub encumbrance: Option<i64>,
    /// The transcription's flag: `?` (no value), `*` (included with armour),
    /// `doubtful` (looks shifted by one row), or empty.
    pub flag: &'static str,
}

const fn item(item: &'static str, encumbrance: i64) -> MiscItem {
    MiscItem { item, encumbrance: Some(encumbrance), flag: "" }
}

const fn flagged(item: &'static str, encumbrance: Option<i64>, flag: &'static str) -> MiscItem {
    MiscItem { item, encumbrance, flag }
}

/// The miscellaneous encumbrance list, in the seed's order (RULINGS B26).
pub const MISC_ENCUMBRANCE: [MiscItem; 46] = [
    item("Potion", 4),
    item("Potion Tube (Plain)", 6),
    item("Potion Tube (Plain) with potion", 8),
    item("Potion Tube (Spring loaded)", 7),
    item("Potion Tube (Spring loaded) with potion", 9),
    item("Potion Tube (Lead)", 11),
    item("Potion Tube (Lead) with potion", 13),
    item("Potion Tube (Lead & Spring loaded)", 12),
    item("Potion Tube (Lead & Spring loaded) with potion", 14),
    item("Scroll", 12),
    item("Scroll Tube (with or without scroll)", 20),
    item("Wand", 10),
    item("Wand case (plain) (holds 1-3 wands with no penalty)", 18),
    item("Wand case (lead) (holds 1-3 wands with no penalty)", 23),
    item("Staff", 70),
    item("Rod", 20),
    item("Amulet", 3),
    item("Necklace", 2),
    item("Scarab", 2),
    item("Ring", 1),
    item("Belt", 2),
    flagged("Lead/Steel Belt", None, "?"),
    item("Circlet", 3),
    item("Robe", 30),
    item("Cloak", 20),
    item("Ring Holding Belt Buckle", 2),
    item("Bracer (one)", 5),
    item("Bracers (pair)", 10),
    item("Bracelet", 2),
    item("Armband", 5),
    item("Earring", 1),
    item("Baldric, Metal", 7),
    item("Boots", 15),
    item("Gauntlets (0 if wearing scale or plate)", 10),
    item("Gloves", 10),
    item("Helmet", 10),
    item("Helmet, Mithril or Leather", 5),
    flagged("Helm (included with chainmail or heavier armor)", None, "*"),
    item("Large Backpack (first 100 free; next 200 x0.5; max 300)", 50),
    item("Small Backpack (first 40 free; next 60 x0.5; max 100)", 20),
    flagged("Lead Lined Bag (Small)", None, "?"),
    flagged("Lead Lined Bag (Large)", Some(7), "doubtful"),
    flagged("Lead Lined Belt Pouch", Some(40), "doubtful"),
    item("Mithril Ring Holder - 2 slot", 3),
    item("Mithril Ring Holder - 4 slot", 8),
    item("Mithril Portable Hole Container", 10),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thresholds() {
        assert_eq!(combat_penalty(49), 0);
        assert_eq!(combat_penalty(50), -1);
        assert_eq!(combat_penalty(99), -1);
        assert_eq!(combat_penalty(100), -2);
        assert_eq!(segment_modifier(449), 0);
        assert_eq!(segment_modifier(450), 1);
        assert_eq!(segment_modifier(899), 1);
        assert_eq!(segment_modifier(900), 2);
    }

    #[test]
    fn magical_items_round_to_even() {
        assert_eq!(magical_encumbrance(35, 3).unwrap(), 24); // 24.5
        assert_eq!(magical_encumbrance(45, 3).unwrap(), 32); // 31.5
        assert_eq!(magical_encumbrance(100, 8).unwrap(), 20);
        assert_eq!(magical_encumbrance(100, 9).unwrap(), 20);
        assert!(magical_encumbrance(100, 11).is_err());
        assert_eq!(strength_modified(1000, 14).unwrap(), 975);
        assert_eq!(strength_modified(20, 18).unwrap(), 18); // 18.5 -> 18
        assert_eq!(strength_modified(60, 18).unwrap(), 56); // 55.5 -> 56
        assert!(backpack_encumbrance(Backpack::Small, 101).is_err());
    }
}
