//! Statistic modification (seed 002, section O) and Strength modification
//! (section P, Table 21; RULINGS B22).

use crate::error::{TabletopError, check_range};
use crate::tables::{StrengthDevice, strength_device};

/// A statistic effect with an upper limit: `+amount`, never raising past `limit`
/// (e.g. Heighten Dexterity, limit 30).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Limited {
    /// The increase, -100..=100.
    pub amount: i64,
    /// The limit, -100..=200.
    pub limit: i64,
}

/// Applies a limited effect: `max(s, min(s + amount, limit))`: never past the
/// limit, never lowering (RULINGS B22).
pub fn apply_limited(value: i64, effect: Limited) -> i64 {
    value.max(value.saturating_add(effect.amount).min(effect.limit))
}

/// The most effects of each kind [`modify_statistic`] takes.
const MAX_STATISTIC_EFFECTS: usize = 64;

fn check_effects(unlimited: &[i64], limited: &[Limited]) -> Result<(), TabletopError> {
    let max = MAX_STATISTIC_EFFECTS as i64;
    check_range("unlimited (count)", unlimited.len() as i64, 0, max)?;
    check_range("limited (count)", limited.len() as i64, 0, max)?;
    for &u in unlimited {
        check_range("unlimited", u, -100, 100)?;
    }
    for l in limited {
        check_range("limited.amount", l.amount, -100, 100)?;
        check_range("limited.limit", l.limit, -100, 200)?;
    }
    Ok(())
}

/// Section O: unlimited effects first, then limited ones, lowest limit first.
///
/// # Errors
///
/// Out-of-range effects (-100..=100 amounts, at most 64 of each) or statistic
/// (-100..=200).
///
/// # Example
///
/// ```
/// use roguerules_tabletop::strength::{Limited, modify_statistic};
/// // Dex 28, earring +1, Heighten Dexterity +4 (limit 30): 29, then 30.
/// assert_eq!(modify_statistic(28, &[1], &[Limited { amount: 4, limit: 30 }])?, 30);
/// # Ok::<(), roguerules_tabletop::TabletopError>(())
/// ```
pub fn modify_statistic(base: i64, unlimited: &[i64], limited: &[Limited]) -> Result<i64, TabletopError> {
    check_range("statistic", base, -100, 200)?;
    check_effects(unlimited, limited)?;
    let mut value = base + unlimited.iter().sum::<i64>();
    // Lowest limit first, equal limits in the order given: the positions sorted by
    // (limit, position), a total order, so an unstable sort in place (no buffer)
    // gives exactly the stable order by limit.
    let mut order = [(0i64, 0usize); MAX_STATISTIC_EFFECTS];
    for (slot, (i, l)) in order.iter_mut().zip(limited.iter().enumerate()) {
        *slot = (l.limit, i);
    }
    let order = &mut order[..limited.len().min(MAX_STATISTIC_EFFECTS)];
    order.sort_unstable();
    for &(_, i) in order.iter() {
        if let Some(&l) = limited.get(i) {
            value = apply_limited(value, l);
        }
    }
    Ok(value)
}

/// Section P's Strength effects, applied in the listed order.
///
/// [`StrengthEffects`] is the owned form (its lists `Vec`s); the lists' storage is
/// a parameter so that a caller holding them elsewhere (the C API's arrays) passes
/// a `StrengthEffectsOf<&[i64]>` to [`modify_strength`] without building a list.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct StrengthEffectsOf<L = Vec<i64>> {
    /// Strength +x items (e.g. a Ring of Strength +2), cumulative.
    pub plus: L,
    /// Strength spells (each an amount, limit 30), cumulative.
    pub strength_spells: L,
    /// Improved Strength spells (each an amount, limit 40), cumulative.
    pub improved_strength_spells: L,
    /// Ogre Power items: Table 21 once per item.
    pub ogre_power_items: u8,
    /// Giant Strength items: Table 21 once per item.
    pub giant_strength_items: u8,
    /// A Giant Strength spell or potion (at most one counts).
    pub giant_strength_spell: bool,
    /// Times Strength with its multiplier 1..=4 (a single effect).
    pub times_strength: Option<u8>,
}

/// The owned Strength effects: [`StrengthEffectsOf`] with `Vec` lists (what JSON
/// reads).
pub type StrengthEffects = StrengthEffectsOf;

/// Section P: Strength after every effect, in the order listed (RULINGS B22).
///
/// # Errors
///
/// Out-of-range inputs (Strength 1..=55, amounts -100..=100, at most 16 of each
/// effect); Strength below -3 before a Table 21 effect.
///
/// # Example
///
/// ```
/// use roguerules_tabletop::strength::{StrengthEffects, modify_strength};
/// // Str 12, Ring +2 -> 14, Ogre Power -> 19, Times Strength x3 -> 26 (Table 21).
/// let e = StrengthEffects { plus: vec![2], ogre_power_items: 1, times_strength: Some(3), ..Default::default() };
/// assert_eq!(modify_strength(12, &e)?, 26);
/// # Ok::<(), roguerules_tabletop::TabletopError>(())
/// ```
pub fn modify_strength(base: i64, effects: &StrengthEffectsOf<impl AsRef<[i64]>>) -> Result<i64, TabletopError> {
    check_range("strength", base, 1, 55)?;
    let (plus, strength_spells, improved_strength_spells) =
        (effects.plus.as_ref(), effects.strength_spells.as_ref(), effects.improved_strength_spells.as_ref());
    for (name, list) in
        [("plus", plus), ("strength_spells", strength_spells), ("improved_strength_spells", improved_strength_spells)]
    {
        check_range(name, list.len() as i64, 0, 16)?;
        for &v in list.iter() {
            check_range(name, v, -100, 100)?;
        }
    }
    check_range("ogre_power_items", effects.ogre_power_items.into(), 0, 16)?;
    check_range("giant_strength_items", effects.giant_strength_items.into(), 0, 16)?;
    let mut s = base + plus.iter().sum::<i64>();
    for &a in strength_spells {
        s = apply_limited(s, Limited { amount: a, limit: 30 });
    }
    for &a in improved_strength_spells {
        s = apply_limited(s, Limited { amount: a, limit: 40 });
    }
    for _ in 0..effects.ogre_power_items {
        s = strength_device(s, StrengthDevice::OgrePower)?;
    }
    let giants = effects.giant_strength_items + u8::from(effects.giant_strength_spell);
    for _ in 0..giants {
        s = strength_device(s, StrengthDevice::GiantStrength)?;
    }
    if let Some(k) = effects.times_strength {
        s = strength_device(s, StrengthDevice::Times(k))?;
    }
    Ok(s)
}
