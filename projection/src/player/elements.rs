//! A part of the damage resisted as one element, with the element's side
//! effects: the elemental notes (m)-(t), (v), (w), (x), (z), (B), (C), (D), (I),
//! (P) (RULINGS P7, Q5-Q8, Q15-Q18, Q20, Q22-Q24, Q42, Q44).
//!
//! A type resisted as one element is one part of its whole damage; plasma (w),
//! hellfire (x) and storm (P) are several, each "affected normally by
//! resistances" and "with the normal side effects".

use super::counters::{add, add_at_most};
use super::experience::stat_chance;
use super::input::{Element, PlayerFlags, Slot, Specialties, Stat};
use super::morgul::morgul_cold;
use super::outcome::AcidDamage;
use super::pipeline::{Cx, Fields, St};
use super::resistance::{actual_percent, destruction_chances, poison_after_resistance, resisted};
use super::table::ResistKind;
use super::view::{PlayerInputView, PlayerView};
use crate::rolls::roll_above;
use roguerules_dice::{RollError, Roller, RollerExt};

/// Which share of the damage (after cap and terrain, RULINGS Q1) a part is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Share {
    /// All of it.
    Whole,
    /// Plasma's `dam / 2 + 1` (note (w), RULINGS Q23).
    HalfPlusOne,
    /// Hellfire's fire, `2 * dam / 3` (note (x), RULINGS Q24).
    TwoThirds,
    /// Hellfire's darkness, `dam - 2 * dam / 3` (RULINGS Q24).
    RestOfThird,
    /// Storm's lightning: the full damage one time in 3, else `dam / 4` (P).
    StormElec,
    /// Storm's cold or acid: `dam / 4` one time in 2, else no part (P).
    StormQuarter(&'static str),
}

/// Where a part's damage is reported ([`DamageParts`](super::DamageParts)).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Field {
    Main,
    Fire,
    Elec,
    Cold,
    Acid,
    Dark,
}

/// One part: its element, how it is resisted, its share and where it is reported.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Part {
    pub(crate) element: Element,
    pub(crate) kind: ResistKind,
    pub(crate) share: Share,
    pub(crate) field: Field,
}

/// The part's damage before resistance, or `None` for a storm quarter that did
/// not happen. Draws only for the storm's shares.
fn share<R: Roller + ?Sized>(r: &mut R, dam: i64, share: Share) -> Result<Option<i64>, RollError> {
    Ok(match share {
        Share::Whole => Some(dam),
        Share::HalfPlusOne => Some(dam / 2 + 1),
        Share::TwoThirds => Some(2 * dam / 3),
        Share::RestOfThird => Some(dam - 2 * dam / 3),
        Share::StormElec => Some(if r.one_in("(P) full lightning 1 in 3", 3)? { dam } else { dam / 4 }),
        Share::StormQuarter(label) => r.one_in(label, 2)?.then_some(dam / 4),
    })
}

/// One part, in the order the notes give: its share; acid's armour damage (n)
/// and (m), or the shield of (I), before resistance (RULINGS Q15, Q42); the
/// resistance (P7, Q6: `ceil(dam * pct / 100)` removed, the percentage drawn
/// for a variable kind); then the element's side effects. The part's damage
/// before and after resistance stay in the state for the notes that follow
/// ((E), (H), (J), (K)).
pub(crate) fn part<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    part: &Part,
) -> Result<(), RollError> {
    let Some(mut raw) = share(r, st.dam, part.share)? else {
        return Ok(());
    };
    match part.element {
        Element::Acid => raw = acid_armour(cx, st, r, raw)?,
        Element::Shards => raw = shield_block(cx, r, raw)?,
        _ => {}
    }
    let nominal = cx.p().resist(part.element);
    let pct = actual_percent(r, nominal, part.kind)?;
    let done = resisted(raw, pct);
    let parts = &mut st.out.parts;
    *match part.field {
        Field::Main => &mut parts.main,
        Field::Fire => &mut parts.fire,
        Field::Elec => &mut parts.elec,
        Field::Cold => &mut parts.cold,
        Field::Acid => &mut parts.acid,
        Field::Dark => &mut parts.dark,
    } += done;
    st.raw = raw;
    st.done = done;
    side_effects(cx, st, r, part.element, nominal, raw, done)
}

/// The element's side effects on a part of `raw` before and `done` after
/// resistance; `pct` is the nominal percentage ("resistance possessed",
/// RULINGS Q5).
fn side_effects<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    element: Element,
    pct: i64,
    raw: i64,
    done: i64,
) -> Result<(), RollError> {
    let other = cx.wants(Fields::OTHER);
    match element {
        // (o), (p)
        Element::Acid => {
            stat_chance(cx, &mut st.out, r, "(o) charisma 1 in 25", pct, done, Stat::Chr)?;
            if other {
                st.out.inventory.acid = Some(destruction_chances(raw, pct));
            }
        }
        // (p), (q), (r)
        Element::Elec => {
            if other {
                st.out.inventory.elec = Some(destruction_chances(raw, pct));
            }
            stat_chance(cx, &mut st.out, r, "(q) dexterity 1 in 25", pct, done, Stat::Dex)?;
            if done >= 30 && cx.wants(Fields::STUN) && roll_above(r, "(r) stun roll 1..dam-15", 1, done - 15, done / 2)?
            {
                add_at_most(&mut st.out.counters.stun, 5 + done / 20, 50);
            }
        }
        // (p), (s)
        Element::Fire => {
            if other {
                st.out.inventory.fire = Some(destruction_chances(raw, pct));
            }
            stat_chance(cx, &mut st.out, r, "(s) strength 1 in 25", pct, done, Stat::Str)?;
        }
        // (p), (t), (u)
        Element::Cold => {
            if other {
                st.out.inventory.cold = Some(destruction_chances(raw, pct));
            }
            stat_chance(cx, &mut st.out, r, "(t) constitution 1 in 25", pct, done, Stat::Con)?;
            morgul_cold(cx, st, r, pct, raw)?;
        }
        // (v)
        Element::Pois => poison_hit(cx, st, r, done)?,
        // (B)
        Element::Light => {
            if blindable(cx) {
                let more = if done <= 40 { r.die("(B) blind d5", 5)? } else { 2 + r.die("(B) blind 2+d5", 5)? };
                add(&mut st.out.counters.blind, more);
            }
        }
        // (C): resist light or blindness, as written (RULINGS Q26)
        Element::Dark => {
            if blindable(cx) {
                add(&mut st.out.counters.blind, 2 + r.die("(C) blind 2+d5", 5)?);
            }
        }
        // Their notes are steps of their own.
        Element::Confusion
        | Element::Sound
        | Element::Shards
        | Element::Nexus
        | Element::Nether
        | Element::Chaos
        | Element::Disenchant => {}
    }
    Ok(())
}

/// Notes (B), (C): "unless either resist light or resist blindness is
/// possessed" (RULINGS Q26 for darkness), and the blindness is wanted.
fn blindable<V: PlayerInputView>(cx: &Cx<'_, V>) -> bool {
    let p = cx.p();
    !p.resists(Element::Light) && !p.has(PlayerFlags::RESIST_BLIND) && cx.wants(Fields::BLIND)
}

/// Note (v), a poison hit of `amount` (the poison damage after resistance,
/// RULINGS Q22): after the poison resistances (both: nothing; one: `/ 3`, `/
/// 18` for the temporary one with Enhance Magic), an already poisoned character
/// gains `amount/3..=2*amount/3`, another `4 + amount/2..=amount` (G1; a hit of 0
/// still gives 4, Q22). (E)ii's hit is the same.
pub(crate) fn poison_hit<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    amount: i64,
) -> Result<(), RollError> {
    if !cx.wants(Fields::POISON) {
        return Ok(());
    }
    let Some(a) = poison_after_resistance(cx.p(), amount) else {
        return Ok(());
    };
    let poison = &mut st.out.counters.poison;
    let more = if *poison > 0 {
        r.between("(v) poison increase dam/3..2*dam/3", a / 3, 2 * a / 3)?
    } else {
        4 + r.between("(v) poison 4 + dam/2..dam", a / 2, a)?
    };
    add(poison, more);
    Ok(())
}

/// Notes (n), (m) on acid of `raw` before resistance (RULINGS Q15, Q16): below
/// 15 damage 2 in 3 damage nothing, 15..=24 1 in 2, 25..=49 1 in 3, from 50
/// never; otherwise one of the six armour slots, uniformly. An item there loses
/// 1 armour bonus unless it ignores acid, and either way the damage becomes
/// `2 * raw / 3` before resistance; an empty slot changes nothing. A
/// computation that wants neither the damage nor the other fields draws
/// nothing.
fn acid_armour<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    raw: i64,
) -> Result<i64, RollError> {
    if !cx.wants(Fields::DAMAGE | Fields::OTHER) {
        return Ok(raw);
    }
    let spared = match raw {
        ..15 => r.chance("(n) nothing damaged 2 in 3", 2, 3)?,
        15..=24 => r.one_in("(n) nothing damaged 1 in 2", 2)?,
        25..=49 => r.one_in("(n) nothing damaged 1 in 3", 3)?,
        _ => false,
    };
    if spared {
        return Ok(raw);
    }
    let slot = Slot::ARMOUR[r.below("(n) armour slot 0..5", 6)? as usize % 6];
    let Some(item) = cx.p().item(slot) else {
        return Ok(raw);
    };
    st.out.acid = Some(AcidDamage { slot, ac_loss: if item.ignore_acid { 0 } else { 1 } });
    Ok(2 * raw / 3)
}

/// Note (I): a shield worn and not on the back reduces shards, before
/// resistance (RULINGS Q42), with a chance of its base AC (+3 with Shield
/// Mastery) in 24; then to 6/7, 3/4, 2/3, 3/5, 6/11 or 1/2, equally likely
/// (`dam * 6 / 7`, G1; the draw numbers them 0..=5 in that order).
fn shield_block<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, r: &mut R, raw: i64) -> Result<i64, RollError> {
    const FRACTIONS: [(i64, i64); 6] = [(6, 7), (3, 4), (2, 3), (3, 5), (6, 11), (1, 2)];
    let p = cx.p();
    let Some(shield) = p.shield().filter(|s| !s.on_back) else {
        return Ok(raw);
    };
    let mastery = if p.specialty(Specialties::SHIELD_MASTERY) { 3 } else { 0 };
    if !r.chance("(I) shield base AC in 24", shield.base_ac + mastery, 24)? {
        return Ok(raw);
    }
    let (num, den) = FRACTIONS[r.below("(I) fraction 0..5", 6)? as usize % 6];
    Ok(raw * num / den)
}
