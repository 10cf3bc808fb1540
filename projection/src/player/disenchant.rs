//! Disenchantment: notes (U), (X), (Y) (RULINGS Q25, Q28-Q30, Q43).

use super::input::{Element, Slot};
use super::outcome::Disenchantment;
use super::pipeline::{Cx, Flow, St};
use super::saves::saves;
use super::view::{PlayerInputView, PlayerView};
use crate::rolls::roll_above;
use roguerules_dice::{RollError, Roller, RollerExt};

/// Note (U), unless resist disenchantment: a shapechanged character reverts when
/// a number in `1..=dam` is greater than `20 + dam / 3` and (drawn only then,
/// G3) a saving throw against 150 fails; one who does not revert keeps all
/// equipment safe; a reverted or unchanged one suffers [`disenchant_slot`]
/// (RULINGS Q29). `dam` is the damage inflicted (no resistance, so the damage
/// after terrain).
pub(crate) fn disenchant<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    let p = cx.p();
    if p.resists(Element::Disenchant) {
        return Ok(());
    }
    if p.shapechanged() {
        let dam = st.done;
        let reverts = roll_above(r, "(U) revert roll 1..dam", 1, dam, 20 + dam / 3)?
            && !saves(r, "(U) save vs 150", p.save(), 150)?;
        if !reverts {
            return Ok(());
        }
        st.out.reverted = true;
    }
    disenchant_slot(cx, st, r)
}

/// The slot draw of (U) (and of (E)iv, RULINGS Q28): one of the eight slots
/// uniformly (numbered as [`Slot::ALL`]). An item there with a positive bonus
/// (RULINGS Q30) is disenchanted: an artifact resists 70% of the time (drawn
/// once, first); otherwise each positive bonus loses 1, or 2 with its own 1 in
/// 5 when it is +7 or more (to-hit, to-dam, to-AC in that order).
pub(crate) fn disenchant_slot<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    let slot = Slot::ALL[r.below("(U) slot 0..7", 8)? as usize % 8];
    let Some(item) = cx.p().item(slot) else {
        return Ok(());
    };
    if item.to_h <= 0 && item.to_d <= 0 && item.to_a <= 0 {
        return Ok(());
    }
    let mut d = Disenchantment { slot, resisted: false, to_h: 0, to_d: 0, to_a: 0 };
    if item.artifact && r.percent("(U) artifact resists 70%", 70)? {
        d.resisted = true;
    } else {
        d.to_h = loss(r, "(U) to-hit by 2 1 in 5", item.to_h)?;
        d.to_d = loss(r, "(U) to-dam by 2 1 in 5", item.to_d)?;
        d.to_a = loss(r, "(U) to-AC by 2 1 in 5", item.to_a)?;
    }
    st.out.disenchant = Some(d);
    Ok(())
}

/// What a bonus loses: nothing unless positive; 2 one time in 5 from +7; else 1.
fn loss<R: Roller + ?Sized>(r: &mut R, label: &'static str, bonus: i64) -> Result<i64, RollError> {
    Ok(match bonus {
        ..=0 => 0,
        7.. if r.one_in(label, 5)? => 2,
        _ => 1,
    })
}

/// Note (X): unless resist disenchantment, mana drops by `dam / 5`, not below 0.
pub(crate) fn drain_mana<V: PlayerInputView>(cx: &Cx<'_, V>, st: &mut St) {
    let p = cx.p();
    if !p.resists(Element::Disenchant) {
        st.out.mana_lost = (st.done / 5).min(p.mana());
    }
}

/// Note (Y): unless resist disenchantment, each temporary magical effect, in
/// input order (RULINGS Q43), is dispelled unless it makes a saving throw
/// against `dam / 5` (RULINGS Q25). One effect per run of the step, so the
/// exact odds merge between effects.
pub(crate) fn dispel<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<Flow, RollError> {
    let p = cx.p();
    let i = usize::from(st.sub);
    if p.resists(Element::Disenchant) || i >= p.temp_effects() {
        return Ok(Flow::Next);
    }
    if !saves(r, "(Y) save vs dam/5", p.save(), st.done / 5)? {
        st.out.dispelled |= 1 << i;
    }
    st.sub += 1;
    Ok(if usize::from(st.sub) < p.temp_effects() { Flow::Again } else { Flow::Next })
}
