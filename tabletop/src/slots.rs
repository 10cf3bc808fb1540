//! Item slot limits (seed 002, section R, Table 3) as a validation with clear
//! messages.

use crate::tables::Armour;

/// A Mazdocian magic item (or one that follows the same limits), by Table 3 type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Item {
    /// Boots (a pair).
    Boots,
    /// A shield.
    Shield,
    /// A belt.
    Belt,
    /// One bracer.
    Bracer,
    /// A bracelet.
    Bracelet,
    /// An armband.
    Armband,
    /// A pair of bracers (fills both arms).
    BracersPair,
    /// A girdle.
    Girdle,
    /// A necklace.
    Necklace,
    /// An amulet.
    Amulet,
    /// A Mazdocian ring.
    Ring,
    /// A metaphysical ring (its own limit of two).
    MetaphysicalRing,
    /// Gloves.
    Gloves,
    /// Gauntlets.
    Gauntlets,
    /// A helm.
    Helm,
    /// A circlet.
    Circlet,
    /// An earring.
    Earring,
    /// A baldric.
    Baldric,
    /// Body armour.
    Armour,
    /// A cloak.
    Cloak,
    /// A robe.
    Robe,
    /// A magical weapon in use.
    Weapon,
    /// A two-handed weapon in use (counts as a weapon).
    TwoHandedWeapon,
}

impl Item {
    /// Every item type, in Table 3's order.
    pub const ALL: [Item; 23] = [
        Item::Boots,
        Item::Shield,
        Item::Belt,
        Item::Bracer,
        Item::Bracelet,
        Item::Armband,
        Item::BracersPair,
        Item::Girdle,
        Item::Necklace,
        Item::Amulet,
        Item::Ring,
        Item::MetaphysicalRing,
        Item::Gloves,
        Item::Gauntlets,
        Item::Helm,
        Item::Circlet,
        Item::Earring,
        Item::Baldric,
        Item::Armour,
        Item::Cloak,
        Item::Robe,
        Item::Weapon,
        Item::TwoHandedWeapon,
    ];
}

/// One broken limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SlotViolation {
    /// The slot (Table 3's name).
    pub slot: &'static str,
    /// How many are worn (slot units).
    pub worn: u32,
    /// The limit.
    pub limit: u32,
    /// What is wrong.
    pub message: &'static str,
}

impl std::fmt::Display for SlotViolation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {} worn, at most {}: {}", self.slot, self.worn, self.limit, self.message)
    }
}

/// Checks worn items against Table 3 (section R): every slot's limit, metaphysical
/// rings (two more), a robe not over plate, two weapons with no shield and no
/// two-handed weapon. `armour` is the body armour worn (for the robe rule). Returns
/// every violation (empty when the outfit is legal).
///
/// # Example
///
/// ```
/// use roguerules_tabletop::slots::{Item, check_slots};
/// let v = check_slots(&[Item::Ring, Item::Ring, Item::Ring, Item::MetaphysicalRing], None);
/// assert_eq!(v.len(), 1);
/// assert_eq!(v[0].slot, "Finger");
/// ```
pub fn check_slots(items: &[Item], armour: Option<Armour>) -> Vec<SlotViolation> {
    let mut out = Vec::new();
    check_slots_into(items, armour, |v| out.push(v));
    out
}

/// The most violations [`check_slots`] reports for one outfit: one per limit (16)
/// and the robe and two two-weapon rules (3). A caller with a fixed array of this
/// length holds any outfit's violations.
pub const MAX_SLOT_VIOLATIONS: usize = 19;

/// [`check_slots`], giving each violation to `report` in order instead of listing
/// them (at most [`MAX_SLOT_VIOLATIONS`]): the same rule, for a caller with storage
/// of its own (the C API's buffer). Returns how many were given.
///
/// # Example
///
/// ```
/// use roguerules_tabletop::slots::{Item, check_slots_into};
/// let mut slots = Vec::new();
/// let n = check_slots_into(&[Item::Helm, Item::Circlet], None, |v| slots.push(v.slot));
/// assert_eq!((n, slots), (1, vec!["Head"]));
/// ```
pub fn check_slots_into(items: &[Item], armour: Option<Armour>, mut report: impl FnMut(SlotViolation)) -> usize {
    let count = |pred: &dyn Fn(Item) -> u32| -> u32 { items.iter().fold(0u32, |n, &i| n.saturating_add(pred(i))) };
    let of = |kinds: &'static [Item]| move |i: Item| u32::from(kinds.contains(&i));
    let mut reported = 0;
    let mut out = |v: SlotViolation| {
        report(v);
        reported += 1;
    };
    let mut limit = |slot: &'static str, worn: u32, limit: u32, message: &'static str| {
        if worn > limit {
            out(SlotViolation { slot, worn, limit, message });
        }
    };
    limit("Feet", count(&of(&[Item::Boots])), 1, "one pair of boots");
    limit("Shield", count(&of(&[Item::Shield])), 1, "one shield");
    limit("Waist", count(&of(&[Item::Belt])), 1, "one belt");
    let arms = count(&|i| match i {
        Item::Bracer | Item::Bracelet | Item::Armband => 1,
        Item::BracersPair => 2,
        _ => 0,
    });
    limit("Arm", arms, 2, "one item per arm (a pair of bracers fills both)");
    limit("Belly", count(&of(&[Item::Girdle])), 1, "one girdle");
    limit("Neck", count(&of(&[Item::Necklace])), 1, "one necklace");
    limit("Neck", count(&of(&[Item::Amulet])), 1, "one amulet");
    limit("Finger", count(&of(&[Item::Ring])), 2, "two rings, one per hand");
    limit("Finger (metaphysical)", count(&of(&[Item::MetaphysicalRing])), 2, "two metaphysical rings");
    limit("Hand", count(&of(&[Item::Gloves, Item::Gauntlets])), 1, "one pair of gloves or gauntlets");
    limit("Head", count(&of(&[Item::Helm, Item::Circlet])), 1, "one helm or circlet");
    limit("Ears", count(&of(&[Item::Earring])), 2, "two earrings, one per ear");
    limit("Baldric", count(&of(&[Item::Baldric])), 1, "one baldric");
    limit("Armor", count(&of(&[Item::Armour])), 1, "one suit of armour");
    limit("Cloak / Robe", count(&of(&[Item::Cloak, Item::Robe])), 1, "one cloak or robe");
    let weapons = count(&of(&[Item::Weapon, Item::TwoHandedWeapon]));
    limit("Weapon", weapons, 2, "two weapons");
    let robe = count(&of(&[Item::Robe]));
    if robe > 0 && matches!(armour, Some(Armour::Plate | Armour::MithrilPlate)) {
        out(SlotViolation { slot: "Cloak / Robe", worn: robe, limit: 0, message: "a robe will not fit over plate" });
    }
    if weapons >= 2 {
        let shields = count(&of(&[Item::Shield]));
        if shields > 0 {
            out(SlotViolation {
                slot: "Weapon",
                worn: weapons,
                limit: 1,
                message: "fighting with two weapons allows no shield",
            });
        }
        let two_handed = count(&of(&[Item::TwoHandedWeapon]));
        if two_handed > 0 {
            out(SlotViolation {
                slot: "Weapon",
                worn: weapons,
                limit: 1,
                message: "fighting with two weapons allows no two-handed weapon",
            });
        }
    }
    reported
}

/// One row of Table 3 regenerated from the rule: how many of one item type
/// [`check_slots`] lets a character wear, and the slot whose limit one more breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ItemLimit {
    /// The item type.
    pub item: Item,
    /// The slot (Table 3's name) whose limit one more of the item breaks.
    pub slot: &'static str,
    /// The most that may be worn (with nothing else in the way).
    pub limit: u32,
}

/// Table 3 (seed 002, section R) regenerated from [`check_slots`], not read from
/// the printed table: the most of `item` worn alone (no body armour) that
/// [`check_slots`] accepts, and the slot the next one overfills. Every type has a
/// limit of at most 2 (the Arm, Finger and Ears slots hold two; a pair of bracers
/// fills both arms, so one pair).
///
/// # Example
///
/// ```
/// use roguerules_tabletop::slots::{Item, item_limit};
/// let rings = item_limit(Item::Ring);
/// assert_eq!((rings.slot, rings.limit), ("Finger", 2));
/// assert_eq!(item_limit(Item::BracersPair).limit, 1);
/// ```
pub fn item_limit(item: Item) -> ItemLimit {
    // Table 3's largest number is 2; 8 leaves room and bounds the search.
    for worn in 1..=8u32 {
        let items = vec![item; worn as usize];
        if let Some(v) = check_slots(&items, None).first() {
            return ItemLimit { item, slot: v.slot, limit: worn - 1 };
        }
    }
    ItemLimit { item, slot: "(no limit)", limit: u32::MAX }
}

/// Whether two item types count against one limit (Table 3; seed 002, section R):
/// wearing as many of `a` as [`item_limit`] allows, one `b` more overfills `a`'s
/// slot (a two-weapon restriction, such as no shield, is not a shared limit).
/// Helm and circlet share the Head slot; a necklace and an amulet do not ("1
/// each"), nor Mazdocian and metaphysical rings.
///
/// # Example
///
/// ```
/// use roguerules_tabletop::slots::{Item, share_limit};
/// assert!(share_limit(Item::Helm, Item::Circlet));
/// assert!(!share_limit(Item::Necklace, Item::Amulet));
/// ```
pub fn share_limit(a: Item, b: Item) -> bool {
    let own = item_limit(a);
    let mut items = vec![a; own.limit.min(8) as usize];
    items.push(b);
    check_slots(&items, None).iter().any(|v| v.slot == own.slot && v.limit == own.limit)
}
