//! Absorption (seed 002, section Q, Table 2; Tables 6 and 7; RULINGS B28, B19).

use crate::error::{TabletopError, check_range};
use crate::rounding::round_half_even;
use crate::sheet::{ArmourWorn, ShieldWorn};
use crate::tables::Armour;
use roguerules_dice::{Pmf, Roller};

bitflags::bitflags! {
    /// What kind of being attacks: Table 2's "effective against" columns.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    pub struct AttackerKind: u8 {
        /// An evil being.
        const EVIL = 1;
        /// Undead.
        const UNDEAD = 1 << 1;
        /// An enchanted monster.
        const ENCHANTED = 1 << 2;
        /// A summoned being.
        const SUMMONED = 1 << 3;
        /// The attack comes from the front (Shield Wall).
        const FROM_FRONT = 1 << 4;
    }
}

/// Improved or Greater Protection from Evil (Table 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ImprovedPe {
    /// +3 physical, +2 evil.
    Improved,
    /// +5 physical, +3 evil.
    Greater,
}

/// The defender's absorption effects (Table 2 rows, Tables 6 and 7).
///
/// [`AbsorptionInput`] is the owned input (its lists `Vec`s); the lists' storage
/// is a parameter so that a caller holding them elsewhere (the C API's arrays)
/// passes an `AbsorptionInputOf<&[i64]>` to [`absorption`] without building a
/// list.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct AbsorptionInputOf<L = Vec<i64>> {
    /// Body armour.
    pub armour: Option<ArmourWorn>,
    /// Shield (counts only when interposed).
    pub shield: Option<ShieldWorn>,
    /// The shield was interposed against this blow (section J).
    pub shield_interposed: bool,
    /// Protection effects (spells, rings), each 0..=50.
    pub protection: L,
    /// Protection from Evil is active.
    pub protection_from_evil: bool,
    /// Improved or Greater PE.
    pub improved_pe: Option<ImprovedPe>,
    /// Shield Wall is active.
    pub shield_wall: bool,
    /// Static Shield levels (1..=5).
    pub static_shield: L,
    /// Invulnerability levels (1..=4).
    pub invulnerability: L,
    /// Armor of Kurn, with the caster's level (1..=30).
    pub armor_of_kurn: Option<i64>,
    /// Shield of Kurn is active.
    pub shield_of_kurn: bool,
    /// Dispel Evil is active.
    pub dispel_evil: bool,
    /// Banish Evil is active.
    pub banish_evil: bool,
    /// Greater Blessing, with the caster's level.
    pub greater_blessing: Option<i64>,
    /// Kurnian Invulnerability, with the caster's level.
    pub kurnian_invulnerability: Option<i64>,
    /// Bracers of Absorption value (0..=50).
    pub bracers_of_absorption: Option<i64>,
    /// Bracers of Mage Defense value (0..=50).
    pub bracers_of_mage_defense: Option<i64>,
    /// The last applied Natural Armor value (0..=50).
    pub natural_armor: Option<i64>,
    /// Who attacks.
    pub attacker: AttackerKind,
}

/// The owned absorption input: [`AbsorptionInputOf`] with `Vec` lists (what JSON
/// reads).
pub type AbsorptionInput = AbsorptionInputOf;

/// Absorption by Table 2 group (RULINGS B28).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Absorption {
    /// Armour (Table 6) or bracers, the larger.
    pub armour: i64,
    /// A +0 Leather Jerkin counted as armour: one more point with probability
    /// 66/100 (RULINGS B19).
    pub jerkin_chance: bool,
    /// The Protection group: the largest of Protection effects, the armour's plus
    /// and Improved/Greater PE.
    pub protection: i64,
    /// Protection from Evil's +1 (not with Improved/Greater PE) and +2 against
    /// undead or enchanted monsters.
    pub protection_from_evil: i64,
    /// Shield Wall (front attacks only).
    pub shield_wall: i64,
    /// The largest Static Shield.
    pub static_shield: i64,
    /// The largest Invulnerability.
    pub invulnerability: i64,
    /// Armor of Kurn and Shield of Kurn against evil.
    pub kurn: i64,
    /// Dispel (+7) or Banish (+10) Evil against evil summoned beings.
    pub dispel_banish: i64,
    /// Greater Blessing `round(CL / 5)` and Kurnian Invulnerability `5 + round(CL / 3)`
    /// (the latter's CL/3 against evil only).
    pub blessings: i64,
    /// Natural Armor.
    pub natural_armor: i64,
    /// Shield (Table 7), when interposed.
    pub shield: i64,
    /// The sum of the fixed parts.
    pub fixed: i64,
}

impl Absorption {
    /// The exact distribution of the absorption (fixed, or fixed + 1 with 66/100).
    pub fn pmf(&self) -> Pmf<i64> {
        if self.jerkin_chance {
            Pmf::from_weights([(self.fixed, 34u32), (self.fixed.saturating_add(1), 66u32)])
                .unwrap_or(Pmf::certain(self.fixed))
        } else {
            Pmf::certain(self.fixed)
        }
    }

    /// Rolls it: a `leather jerkin` `chance(66, 100)` draw only for a +0 jerkin.
    ///
    /// # Errors
    ///
    /// A failed draw.
    pub fn roll<R: Roller + ?Sized>(&self, r: &mut R) -> Result<i64, TabletopError> {
        let extra = if self.jerkin_chance { i64::from(r.chance("leather jerkin", 66, 100)?) } else { 0 };
        Ok(self.fixed.saturating_add(extra))
    }
}

fn largest(field: &'static str, values: &[i64], max: i64) -> Result<i64, TabletopError> {
    check_range("effects (count)", values.len() as i64, 0, 32)?;
    let mut best = 0;
    for &v in values {
        best = best.max(check_range(field, v, 0, max)?);
    }
    Ok(best)
}

/// Combines the absorption effects of Table 2 (section Q; RULINGS B28, B19): one
/// value per group (its largest), groups added, each only against its own kind of
/// attacker. Shield of Kurn gives +10 against evil when the shield is interposed,
/// +5 more with Armor of Kurn (our reading of "+5 if Armor of Kurn also active").
///
/// # Errors
///
/// Out-of-range values (the armour's and the shield's plus whether or not the
/// shield is interposed); armour `None` with a plus (as [`SheetOf::validate`]).
///
/// [`SheetOf::validate`]: crate::sheet::SheetOf::validate
///
/// # Example
///
/// ```
/// use roguerules_tabletop::absorption::{AbsorptionInput, AttackerKind, absorption};
/// use roguerules_tabletop::sheet::ArmourWorn;
/// use roguerules_tabletop::tables::Armour;
/// // Section Q's example: PE (+1, +2 undead) and Armor of Kurn at level 5 (+10 evil)
/// // against an evil undead: +13, on top of chain (4).
/// let input = AbsorptionInput {
///     armour: Some(ArmourWorn { kind: Armour::Chain, plus: 0 }),
///     protection_from_evil: true,
///     armor_of_kurn: Some(5),
///     attacker: AttackerKind::EVIL | AttackerKind::UNDEAD,
///     ..Default::default()
/// };
/// assert_eq!(absorption(&input)?.fixed, 4 + 13);
/// # Ok::<(), roguerules_tabletop::TabletopError>(())
/// ```
pub fn absorption(input: &AbsorptionInputOf<impl AsRef<[i64]>>) -> Result<Absorption, TabletopError> {
    // The worn pieces are checked as a sheet checks them (RULINGS B21), whether or
    // not the shield is interposed.
    if let Some(a) = input.armour {
        check_range("armour.plus", a.plus, 0, 10)?;
        if a.kind == Armour::None && a.plus != 0 {
            return Err(TabletopError::Invalid {
                field: "armour.plus",
                reason: "armour 'none' has no plus (use plus 0 or armour null)",
            });
        }
    }
    if let Some(s) = input.shield {
        check_range("shield.plus", s.plus, 0, 10)?;
    }
    let evil = input.attacker.contains(AttackerKind::EVIL);
    let mut out = Absorption::default();
    // Armour (RULINGS B19 for the jerkin) against bracers: the larger counts.
    let (armour_value, jerkin_chance, magical_bonus) = match input.armour {
        None => (0, false, 0),
        Some(a) => match (a.kind, a.kind.row().absorption) {
            (Armour::LeatherJerkin, _) if a.plus == 0 => (0, true, 0),
            (Armour::LeatherJerkin, _) => (a.plus, false, 0),
            (_, v) => (v.unwrap_or(0), false, a.plus),
        },
    };
    let bracers = largest(
        "bracers",
        &[input.bracers_of_absorption.unwrap_or(0), input.bracers_of_mage_defense.unwrap_or(0)],
        50,
    )?;
    let jerkin_best = armour_value + i64::from(jerkin_chance);
    if bracers > 0 && bracers >= jerkin_best {
        out.armour = bracers;
    } else {
        out.armour = armour_value;
        out.jerkin_chance = jerkin_chance;
    }
    let pe = match input.improved_pe {
        None => 0,
        Some(ImprovedPe::Improved) => 3 + if evil { 2 } else { 0 },
        Some(ImprovedPe::Greater) => 5 + if evil { 3 } else { 0 },
    };
    out.protection = largest("protection", input.protection.as_ref(), 50)?.max(magical_bonus).max(pe);
    if input.protection_from_evil {
        out.protection_from_evil = i64::from(input.improved_pe.is_none())
            + 2 * i64::from(input.attacker.intersects(AttackerKind::UNDEAD | AttackerKind::ENCHANTED));
    }
    if input.shield_wall && input.attacker.contains(AttackerKind::FROM_FRONT) {
        let armoured = input.armour.is_some_and(|a| a.kind != Armour::None);
        out.shield_wall = if armoured { 2 } else { 3 };
    }
    out.static_shield = largest("static_shield", input.static_shield.as_ref(), 5)?;
    out.invulnerability = largest("invulnerability", input.invulnerability.as_ref(), 4)?;
    let level = |field: &'static str, v: Option<i64>| -> Result<i64, TabletopError> {
        v.map_or(Ok(0), |l| check_range(field, l, 1, 30))
    };
    let kurn_level = level("armor_of_kurn", input.armor_of_kurn)?;
    if evil {
        out.kurn = 2 * kurn_level;
        if input.shield_of_kurn && input.shield_interposed && input.shield.is_some() {
            out.kurn += 10 + if input.armor_of_kurn.is_some() { 5 } else { 0 };
        }
        if input.attacker.contains(AttackerKind::SUMMONED) {
            out.dispel_banish = if input.banish_evil {
                10
            } else if input.dispel_evil {
                7
            } else {
                0
            };
        }
    }
    let gb = level("greater_blessing", input.greater_blessing)?;
    let ki = level("kurnian_invulnerability", input.kurnian_invulnerability)?;
    if evil && input.greater_blessing.is_some() {
        out.blessings += round_half_even(gb, 5);
    }
    if input.kurnian_invulnerability.is_some() {
        out.blessings += 5 + if evil { round_half_even(ki, 3) } else { 0 };
    }
    out.natural_armor = input.natural_armor.map_or(Ok(0), |v| check_range("natural_armor", v, 0, 50))?;
    if input.shield_interposed
        && let Some(s) = input.shield
    {
        out.shield = s.kind.row().absorption;
    }
    out.fixed = out.armour
        + out.protection
        + out.protection_from_evil
        + out.shield_wall
        + out.static_shield
        + out.invulnerability
        + out.kurn
        + out.dispel_banish
        + out.blessings
        + out.natural_armor
        + out.shield;
    Ok(out)
}
