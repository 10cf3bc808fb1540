//! The other notes of the player table: (y), (A), (F)-(H), (J)-(Q), (S)-(W)
//! (RULINGS Q13, Q14, Q19, Q25, Q31, Q38, Q40, G4).
//!
//! A protection that stops an effect is tested before the effect's draws, so an
//! effect that cannot happen draws nothing (RULINGS G3; the crate's rule on
//! terrain and objects too); nor does an effect on a field the computation does
//! not want.

use super::counters::{add, add_at_most, add_up_to, set};
use super::experience::{
    DRAIN_2_PCT, DRAIN_CHAOS, DRAIN_CHAOS_HELD, DRAIN_TENTH_2_PCT, drain, drain_unless_held, set_to_three_quarters,
};
use super::input::{Element, PlayerFlags, Stat};
use super::pipeline::{Cx, Fields, St};
use super::resistance::cold_item_chances;
use super::saves::saves;
use super::view::{PlayerInputView, PlayerView};
use crate::rolls::dice;
use crate::source::Class;
use roguerules_dice::{RollError, Roller, RollerExt};

/// Whether the character resists `e` (a percentage above 0, RULINGS Q5).
fn has<V: PlayerInputView>(cx: &Cx<'_, V>, e: Element) -> bool {
    cx.p().resists(e)
}

/// Note (y), hellfire: unless a saving throw against `5 * level / 4` is made
/// (RULINGS Q25, Q41), fear is set to `2 * level + d30` unless resist fear,
/// hallucination to `100 + d101` unless resist chaos, confusion to `30 + d31`
/// unless resist confusion (RULINGS Q13: set), in that order. Nothing is drawn
/// when all three are resisted.
pub(crate) fn hellfire_save<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    let (p, level) = (cx.p(), cx.input.source().level);
    let fear = !p.has(PlayerFlags::RESIST_FEAR) && cx.wants(Fields::FEAR);
    let hallucinate = !has(cx, Element::Chaos) && cx.wants(Fields::HALLUCINATION);
    let confuse = !has(cx, Element::Confusion) && cx.wants(Fields::CONFUSION);
    if !(fear || hallucinate || confuse) || saves(r, "(y) save vs 5/4 level", p.save(), 5 * level / 4)? {
        return Ok(());
    }
    let c = &mut st.out.counters;
    if fear {
        set(&mut c.fear, 2 * level + r.die("(y) fear d30", 30)?);
    }
    if hallucinate {
        set(&mut c.hallucination, 100 + r.die("(y) hallucination d101", 101)?);
    }
    if confuse {
        set(&mut c.confusion, 30 + r.die("(y) confusion d31", 31)?);
    }
    Ok(())
}

/// Note (A), ice: `5d8` more cuts unless resist shards, then `d15` more stun
/// unless resist sound.
pub(crate) fn ice_wounds<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    if !has(cx, Element::Shards) && cx.wants(Fields::CUT) {
        add(&mut st.out.counters.cut, dice(r, "(A) cut 5d8", 5, 8)?);
    }
    if !has(cx, Element::Sound) && cx.wants(Fields::STUN) {
        add(&mut st.out.counters.stun, r.die("(A) stun d15", 15)?);
    }
    Ok(())
}

/// Note (F): unless resist confusion, `10 + d20` more confusion.
pub(crate) fn confuse<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    if !has(cx, Element::Confusion) && cx.wants(Fields::CONFUSION) {
        add(&mut st.out.counters.confusion, 10 + r.die("(F) confusion 10+d20", 20)?);
    }
    Ok(())
}

/// Note (G), unless resist sound (then the damage is the damage after terrain:
/// no resistance applies): confusion `1 + dam / 20` (more) up to a counter of 21
/// unless resist confusion (RULINGS G4, Q14); stun `dam / 3 + 5` more, at most
/// 35 of it (G4); the energy drops by `dam / 2` unless a saving throw against
/// the damage is made (RULINGS Q25).
pub(crate) fn sound<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    if has(cx, Element::Sound) {
        return Ok(());
    }
    let dam = st.done;
    let c = &mut st.out.counters;
    if !has(cx, Element::Confusion) {
        add_up_to(&mut c.confusion, 1 + dam / 20, 21);
    }
    add_at_most(&mut c.stun, dam / 3 + 5, 35);
    if cx.wants(Fields::OTHER) && !saves(r, "(G) save vs dam", cx.p().save(), dam)? {
        st.out.energy_lost = dam / 2;
    }
    Ok(())
}

/// Note (H): every cold-hating item, `dam / 13` in 1000 (`dam / 39` with resist
/// sound), `dam` the final damage (RULINGS Q19).
pub(crate) fn sound_items<V: PlayerInputView>(cx: &Cx<'_, V>, st: &mut St) {
    let div = if has(cx, Element::Sound) { 39 } else { 13 };
    st.out.inventory.cold = Some(cold_item_chances(st.done, div));
}

/// Note (J): unless resist shards, the cut counter rises by the damage done
/// (after the shield of (I); no resistance applies then).
pub(crate) fn shard_cut<V: PlayerInputView>(cx: &Cx<'_, V>, st: &mut St) {
    if !has(cx, Element::Shards) {
        add(&mut st.out.counters.cut, st.done);
    }
}

/// Note (K): every cold-hating item, `dam / 20` in 1000 (`dam / 60` with resist
/// shards), `dam` the final damage (RULINGS Q19).
pub(crate) fn shard_items<V: PlayerInputView>(cx: &Cx<'_, V>, st: &mut St) {
    let div = if has(cx, Element::Shards) { 60 } else { 20 };
    st.out.inventory.cold = Some(cold_item_chances(st.done, div));
}

/// Note (L): slowness set (RULINGS Q13) to `1d5 + 3`, or `1d5 + 5` from 100
/// damage (RULINGS P5: "at least").
pub(crate) fn inertia_slow<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    if !cx.wants(Fields::SLOW) {
        return Ok(());
    }
    let base = if st.dam >= 100 { 5 } else { 3 };
    set(&mut st.out.counters.slow, r.die("(L) slow 1d5", 5)? + base);
    Ok(())
}

/// Note (M): slowness set to `1d3 + 1`, or `1d3 + 3` from 100 damage.
pub(crate) fn gravity_slow<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    if !cx.wants(Fields::SLOW) {
        return Ok(());
    }
    let base = if st.dam >= 100 { 3 } else { 1 };
    set(&mut st.out.counters.slow, r.die("(M) slow 1d3", 3)? + base);
    Ok(())
}

/// Note (M): unless resist sound, the stun counter rises by `5 + dam / 5`, to a
/// maximum of 35 (RULINGS G4, Q14).
pub(crate) fn gravity_stun<V: PlayerInputView>(cx: &Cx<'_, V>, st: &mut St) {
    if !has(cx, Element::Sound) {
        add_up_to(&mut st.out.counters.stun, 5 + st.dam / 5, 35);
    }
}

/// Note (N): unless resist sound, `d20` more stun.
pub(crate) fn force_stun<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    if !has(cx, Element::Sound) && cx.wants(Fields::STUN) {
        add(&mut st.out.counters.stun, r.die("(N) stun d20", 20)?);
    }
    Ok(())
}

/// Note (O): unless resist sound, a 1/2 chance of the stun counter set to `5 +
/// dam / 10` (RULINGS Q13).
pub(crate) fn water_stun<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    if !has(cx, Element::Sound) && cx.wants(Fields::STUN) && r.one_in("(O) stun 1 in 2", 2)? {
        set(&mut st.out.counters.stun, 5 + st.dam / 10);
    }
    Ok(())
}

/// Note (O): unless resist confusion, a 1/2 chance of confusion set to `1d4 +
/// 2`.
pub(crate) fn water_confusion<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    if !has(cx, Element::Confusion) && cx.wants(Fields::CONFUSION) && r.one_in("(O) confusion 1 in 2", 2)? {
        set(&mut st.out.counters.confusion, r.die("(O) confusion 1d4", 4)? + 2);
    }
    Ok(())
}

/// Note (P): half the storm is pure damage, unresisted.
pub(crate) fn storm_pure(st: &mut St) {
    st.out.parts.pure += st.dam / 2;
}

/// Note (Q): unless resist confusion, a 1/2 chance of confusion set to
/// `1d(dam / 3) + 5` (RULINGS Q13; Q38: `dam` the storm's damage before the
/// split; a die of 0 sides shows 1, G2).
pub(crate) fn storm_confusion<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    if !has(cx, Element::Confusion) && cx.wants(Fields::CONFUSION) && r.one_in("(Q) confusion 1 in 2", 2)? {
        set(&mut st.out.counters.confusion, r.die("(Q) confusion 1d(dam/3)", st.dam / 3)? + 5);
    }
    Ok(())
}

/// Note (S): unless resist nether, `200 + 2%` of the experience; with hold life
/// 3/4 nothing and 1/4 `200 + 0.2%`.
pub(crate) fn nether<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    if !has(cx, Element::Nether) {
        drain_unless_held(r, cx.p(), &mut st.out, "(S) hold life 25%", DRAIN_2_PCT, DRAIN_TENTH_2_PCT)?;
    }
    Ok(())
}

/// Note (T): unless resist chaos, `d10` more hallucination, and unless resist
/// confusion too, `9 + d20` more confusion; unless resist chaos or resist
/// nether, `2000 + 2%` of the experience (with hold life 3/4 nothing, 1/4 `500 +
/// 0.2%`).
pub(crate) fn chaos<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    if has(cx, Element::Chaos) {
        return Ok(());
    }
    if cx.wants(Fields::HALLUCINATION) {
        add(&mut st.out.counters.hallucination, r.die("(T) hallucination d10", 10)?);
    }
    if !has(cx, Element::Confusion) && cx.wants(Fields::CONFUSION) {
        add(&mut st.out.counters.confusion, 9 + r.die("(T) confusion 9+d20", 20)?);
    }
    if !has(cx, Element::Nether) && cx.wants(Fields::OTHER) {
        drain_unless_held(r, cx.p(), &mut st.out, "(T) hold life 25%", DRAIN_CHAOS, DRAIN_CHAOS_HELD)?;
    }
    Ok(())
}

/// Note (V): one of i) `200 + 2%` of the experience (1/2; hold life has no
/// effect), ii) one stat, uniformly, drained to 3/4 (2/5), iii) every stat
/// drained to 3/4 (1/10) — sustains have no effect (RULINGS Q40).
pub(crate) fn time<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    let p = cx.p();
    match r.choose("(V) effect 1/2 2/5 1/10", &[5, 4, 1])? {
        0 => drain(p, &mut st.out, DRAIN_2_PCT),
        1 => {
            let stat = Stat::ALL[r.below("(V)ii stat 0..5", 6)? as usize % 6];
            set_to_three_quarters(p, &mut st.out, stat);
        }
        _ => Stat::ALL.into_iter().for_each(|s| set_to_three_quarters(p, &mut st.out, s)),
    }
    Ok(())
}

/// Note (W): necromancers and assassins take the full damage, every other class
/// half (`dam / 2`).
pub(crate) fn holy_orb<V: PlayerInputView>(cx: &Cx<'_, V>, st: &mut St) {
    let full = matches!(cx.p().class(), Class::Necromancer | Class::Assassin);
    st.out.parts.main += if full { st.dam } else { st.dam / 2 };
}
