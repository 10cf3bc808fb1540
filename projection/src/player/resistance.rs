//! Percentage resistances (the legend; RULINGS P7, Q5-Q7), inventory damage
//! (notes (p), (H), (K); RULINGS Q17-Q19) and the poison resistances of note
//! (v) (RULINGS Q5, Q32).

use super::outcome::Chances;
use super::table::ResistKind;
use super::view::PlayerView;
use roguerules_dice::{RollError, Roller};
use std::ops::RangeInclusive;

/// The percentages a resistance of nominal `pct` can take (RULINGS P7): for a
/// Variable or Weak resistance (RULINGS Q7) `pct ± min(pct, 100 - pct) / 10`,
/// for a V. Variable one `± 2 * min(pct, 100 - pct) / 10`, truncated; exactly
/// `pct` for a constant one, and for 0 and 100 whatever the kind.
///
/// # Example
///
/// The legend's examples:
///
/// ```
/// use roguerules_projection::player::{resistance_range, ResistKind};
///
/// assert_eq!(resistance_range(35, ResistKind::Variable), 32..=38);
/// assert_eq!(resistance_range(80, ResistKind::Variable), 78..=82);
/// assert_eq!(resistance_range(35, ResistKind::Constant), 35..=35);
/// assert_eq!(resistance_range(50, ResistKind::VeryVariable), 40..=60);
/// ```
pub fn resistance_range(pct: i64, kind: ResistKind) -> RangeInclusive<i64> {
    let spread = if pct > 0 && pct < 100 { kind.spread() * pct.min(100 - pct) / 10 } else { 0 };
    pct - spread..=pct + spread
}

/// The damage a resistance of `pct` percent removes from `dam`:
/// `ceil(dam * pct / 100)` (RULINGS P7, Q6), for a non-negative `dam` and `pct`
/// (the rules' domain). Any other values are accepted: the product is taken in
/// 128 bits and the result saturates at the `i64` bounds (no panic).
///
/// # Example
///
/// ```
/// use roguerules_projection::player::resistance_removes;
///
/// assert_eq!(resistance_removes(101, 35), 36); // 35.35, rounded up
/// assert_eq!(resistance_removes(100, 100), 100);
/// ```
pub const fn resistance_removes(dam: i64, pct: i64) -> i64 {
    let r = (dam as i128 * pct as i128 + 99) / 100;
    if r > i64::MAX as i128 {
        i64::MAX
    } else if r < i64::MIN as i128 {
        i64::MIN
    } else {
        r as i64
    }
}

/// The damage left of `dam` after `pct` percent (RULINGS P7, Q6).
pub(crate) const fn resisted(dam: i64, pct: i64) -> i64 {
    dam.saturating_sub(resistance_removes(dam, pct))
}

/// This attack's percentage of a nominal `pct` of `kind`: one uniform draw
/// over [`resistance_range`] when it has more than one value (the legend: "this
/// is determined independently for each attack").
pub(crate) fn actual_percent<R: Roller + ?Sized>(r: &mut R, pct: i64, kind: ResistKind) -> Result<i64, RollError> {
    let range = resistance_range(pct, kind);
    r.uniform("resistance percentage (P7)", *range.start(), *range.end())
}

/// Note (p): each item an element can damage is destroyed with a chance in 1000
/// of `c = 3 + d / 15`, `d` the damage before resistance (after (m)); four
/// fifths of it, `f = 4 * c / 5`, is reduced by the resistance as damage is
/// (`c' = c - ceil(f * pct / 100)`); potions and scrolls have `c' + c' / 2`,
/// rods `c' / 4` (RULINGS Q17, G1). Immunity still leaves a fifth, and a part of
/// 0 damage still 3 in 1000 (RULINGS Q18). Values outside the rules' domain
/// (negative, or beyond `i64`'s reach) saturate instead of overflowing.
///
/// The seed's example "a 35% resistance reduces it by 26%" contradicts its own
/// rule (four fifths of 35% is 28%); the rule is followed (RULINGS Q17).
///
/// # Example
///
/// ```
/// use roguerules_projection::player::{destruction_chances, Chances};
///
/// // 120 damage, no resistance: 3 + 8 = 11 in 1000.
/// assert_eq!(destruction_chances(120, 0), Chances { potions_scrolls: 16, rods: 2, other: 11 });
/// // Immune: 11 - ceil(8 * 100 / 100) = 3.
/// assert_eq!(destruction_chances(120, 100), Chances { potions_scrolls: 4, rods: 0, other: 3 });
/// ```
pub const fn destruction_chances(d: i64, pct: i64) -> Chances {
    // |d / 15| < 2^60, so `3 + d / 15` and `4 * c` fit.
    let c = 3 + d / 15;
    let f = 4 * c / 5;
    let c = c.saturating_sub(resistance_removes(f, pct));
    Chances { potions_scrolls: c.saturating_add(c / 2), rods: c / 4, other: c }
}

/// Notes (H) and (K): one chance in 1000 for every cold-hating item, `d /
/// divisor` with `d` the attack's final damage (RULINGS Q19: (p)'s modifiers
/// are not applied).
pub(crate) const fn cold_item_chances(d: i64, divisor: i64) -> Chances {
    let c = d / divisor;
    Chances { potions_scrolls: c, rods: c, other: c }
}

/// Note (v)'s poison resistances on `amount` (RULINGS Q5, Q22, Q32): both the
/// temporary and the permanent one stop it (`None`); exactly one divides it by 3
/// (by 18 for the temporary one with Enhance Magic); neither leaves it.
pub(crate) fn poison_after_resistance<P: PlayerView + ?Sized>(p: &P, amount: i64) -> Option<i64> {
    use super::input::Specialties;
    match (p.pois_temp(), p.pois_perm()) {
        (true, true) => None,
        (false, false) => Some(amount),
        (true, false) if p.specialty(Specialties::ENHANCE_MAGIC) => Some(amount / 18),
        _ => Some(amount / 3),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_public_helpers_take_any_integer() {
        for v in [i64::MIN, i64::MIN + 1, -101, -1, 0, 1, 35, 99, 100, 101, i64::MAX - 1, i64::MAX] {
            for p in [i64::MIN, -1, 0, 1, 35, 50, 99, 100, 101, i64::MAX] {
                let _ = resistance_removes(v, p);
                let _ = resisted(v, p);
                let _ = destruction_chances(v, p);
                let _ = cold_item_chances(v, 13);
                for kind in [ResistKind::Constant, ResistKind::Variable, ResistKind::VeryVariable] {
                    let r = resistance_range(p, kind);
                    assert!(r.start() <= r.end());
                }
            }
        }
        assert_eq!(resistance_removes(i64::MAX, i64::MAX), i64::MAX);
        assert_eq!(resistance_removes(99, 35), 35, "34.65 rounded up");
    }
}
