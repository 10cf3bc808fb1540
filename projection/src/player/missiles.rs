//! Boulders, shots, arrows and missiles (seed 000, player table notes (a)-(l);
//! RULINGS Q9-Q12, Q32-Q34, Q45, Q46).
//!
//! A missile that is evaded, dodged, glances off, misses or is deflected has no
//! effect at all (RULINGS Q11): those steps set the outcome's `avoided`, which
//! ends the projection.

use super::counters::{add, add_at_most, add_up_to};
use super::experience::{DRAIN_2_PCT, DRAIN_TENTH_2_PCT, drain, drain_stat};
use super::input::{Counter, PlayerFlags, Specialties, Stat};
use super::outcome::Avoided;
use super::pipeline::{Cx, Fields, St};
use super::resistance::poison_after_resistance;
use super::view::{PlayerInputView, PlayerView};
use roguerules_dice::{RollError, Roller, RollerExt};

/// Note (a): with the Evasion specialty, an `evasion_pct` in 100 chance to avoid
/// the missile, drawn before the type's other notes (RULINGS Q10).
pub(crate) fn evade<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    let p = cx.p();
    if p.specialty(Specialties::EVASION) && r.percent("(a) evasion pct in 100", p.evasion_pct())? {
        st.out.avoided = Some(Avoided::Evasion);
    }
    Ok(())
}

/// The numbers of notes (b) and (k).
#[derive(Debug)]
pub(crate) struct Dodge {
    label: &'static str,
    /// The constant: -2 for a boulder, -32 for a missile.
    base: i64,
}

/// (b): boulders.
pub(crate) const DODGE_B: Dodge = Dodge { label: "(b) dodge roll 0..level-1", base: -2 };
/// (k): missiles ("exactly the same ... except for the constant of -32").
pub(crate) const DODGE_K: Dodge = Dodge { label: "(k) dodge roll 0..level-1", base: -32 };

/// Notes (b), (k): unless blind, confused or paralyzed (the counters before
/// the projection all 0, RULINGS Q46), dodged when `base + 2 * dex_to_hit +
/// energy + 5 * weight_limit / max(30, pack_weight)` is greater than a number in
/// `0..=level - 1` (one compare draw; a level-0 monster's empty range yields 0,
/// RULINGS Q46, G2).
pub(crate) fn dodge<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    note: &Dodge,
) -> Result<(), RollError> {
    let p = cx.p();
    let c = &p.counters();
    if c.blind != 0 || c.confusion != 0 || c.paralysis != 0 {
        return Ok(());
    }
    let skill = note.base + 2 * p.dex_to_hit() + p.energy() + 5 * p.weight_limit() / p.pack_weight().max(30);
    if r.exceeds(note.label, skill, 0, cx.input.source().level - 1)? {
        st.out.avoided = Some(Avoided::Dodge);
    }
    Ok(())
}

/// Note (e): the shot glances off when `base_ac - 10` is greater than a number
/// in `0..=level - 1`.
pub(crate) fn glance<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    if r.exceeds("(e) glance roll 0..level-1", cx.p().base_ac() - 10, 0, cx.input.source().level - 1)? {
        st.out.avoided = Some(Avoided::Glance);
    }
    Ok(())
}

/// Note (i): the arrow misses when the total AC, at most 150, is greater than a
/// number in `1..=50 + 5 * level`; otherwise a worn shield not on the back
/// deflects it when its base AC (+3 with Shield Mastery) is greater than a
/// number in `0..=48` (drawn only then, RULINGS G3).
pub(crate) fn miss_or_deflect<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    let p = cx.p();
    if r.exceeds("(i) miss roll 1..50+5*level", p.ac().min(150), 1, 50 + 5 * cx.input.source().level)? {
        st.out.avoided = Some(Avoided::Miss);
        return Ok(());
    }
    if let Some(shield) = p.shield().filter(|s| !s.on_back) {
        let mastery = if p.specialty(Specialties::SHIELD_MASTERY) { 3 } else { 0 };
        if r.exceeds("(i) shield roll 0..48", shield.base_ac + mastery, 0, 48)? {
            st.out.avoided = Some(Avoided::Shield);
        }
    }
    Ok(())
}

/// Notes (c) and (f): the damage taken is `dam - dam * min(AC, 150) / divisor`
/// (300 for (c), 250 for (f); RULINGS Q9: the proportion *removed*, G1). A
/// negative AC removes nothing ("AC ... reduces damage": the judgment is the
/// crate's, listed in the README). The damage taken is what (d), (g), (h), (j)
/// and (l) measure (RULINGS Q12).
pub(crate) fn armour<V: PlayerInputView>(cx: &Cx<'_, V>, st: &mut St, divisor: i64) {
    let ac = cx.p().ac().clamp(0, 150);
    let taken = st.dam - st.dam * ac / divisor;
    st.out.parts.main += taken;
    st.done = taken;
}

/// How a wound's counter is capped.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Cap {
    /// "A maximum of N (additional)": the increase (RULINGS G4).
    Increase(i64),
    /// "To a maximum of N": the counter, never lowered (RULINGS G4, Q14).
    Counter(i64),
}

/// A missile's chance of a stun or cut: notes (d), (g), (h), (j).
#[derive(Debug)]
pub(crate) struct Wound {
    label: &'static str,
    one_in: i64,
    counter: Counter,
    /// The amount is the damage taken over this (RULINGS Q12).
    div: i64,
    cap: Cap,
}

impl Wound {
    /// The field it touches.
    pub(crate) const fn field(&self) -> Fields {
        Fields::counter(self.counter)
    }
}

/// (d): a 1/3 chance of a stun of `dam / 2` (more), at most 50 (additional).
pub(crate) const ROCK_STUN: Wound =
    Wound { label: "(d) stun 1 in 3", one_in: 3, counter: Counter::Stun, div: 2, cap: Cap::Increase(50) };
/// (g): a 1/4 chance of a stun of `dam / 3` (more), at most 30 (additional).
pub(crate) const SHOT_STUN: Wound =
    Wound { label: "(g) stun 1 in 4", one_in: 4, counter: Counter::Stun, div: 3, cap: Cap::Increase(30) };
/// (h): a 1/4 chance of a cut "set to or increased by" `dam / 3`, to a maximum
/// of 30.
pub(crate) const SHOT_CUT: Wound =
    Wound { label: "(h) cut 1 in 4", one_in: 4, counter: Counter::Cut, div: 3, cap: Cap::Counter(30) };
/// (j): a 1/2 chance of a cut "set to or increased by" `dam / 2`, to a maximum
/// of 50.
pub(crate) const ARROW_CUT: Wound =
    Wound { label: "(j) cut 1 in 2", one_in: 2, counter: Counter::Cut, div: 2, cap: Cap::Counter(50) };

/// Notes (d), (g), (h), (j) on the damage taken (RULINGS Q12).
pub(crate) fn wound<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    w: &Wound,
) -> Result<(), RollError> {
    if cx.wants(Fields::counter(w.counter)) && r.one_in(w.label, w.one_in)? {
        let c = st.out.counters.get_mut(w.counter);
        match w.cap {
            Cap::Increase(max) => add_at_most(c, st.done / w.div, max),
            Cap::Counter(max) => add_up_to(c, st.done / w.div, max),
        }
    }
    Ok(())
}

/// Note (l), a poisoned missile after (k) and (f):
///
/// * i) the poison counter rises by `5 + damage taken` after (v)'s resistances
///   (RULINGS Q32: both stop it, one divides it by 3, by 18 for the temporary
///   one with Enhance Magic), added as is;
/// * a monster without Morgul magic (a Deathlord ghost has it, note (l)) stops
///   there; ii) so does a Deathlord archer not adjacent with `100 - ranged_freq`
///   in 100 (RULINGS Q33);
/// * iii) otherwise one of five, uniformly (RULINGS Q21's reading): 1) nothing
///   more; 2) `200 + 2%` of the experience, which hold life reduces to `200 +
///   0.2%` one time in 4 (RULINGS Q34); 3) every stat drained by 1 (sustains
///   protect); 4), 5) as 2) and the Black Breath.
///
/// The draws of ii) and iii) change neither the damage nor the poison, so a
/// computation that wants neither makes them (the others do not).
pub(crate) fn poisoned_missile<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    let (p, src) = (cx.p(), &cx.input.source());
    if cx.wants(Fields::POISON)
        && let Some(amount) = poison_after_resistance(p, 5 + st.done)
    {
        add(&mut st.out.counters.poison, amount);
    }
    if !src.uses_morgul() || !cx.wants(Fields::OTHER) {
        return Ok(());
    }
    if src.deathlord
        && src.archer
        && !src.adjacent
        && r.chance("(l)ii plain missile 100-freq in 100", 100 - src.ranged_freq, 100)?
    {
        return Ok(());
    }
    let out = &mut st.out;
    match r.die("(l)iii effect 1..5", 5)? {
        1 => {}
        3 => Stat::ALL.into_iter().for_each(|s| drain_stat(p, out, s)),
        n => {
            let reduced = p.has(PlayerFlags::HOLD_LIFE) && r.one_in("(l) hold life 1 in 4", 4)?;
            drain(p, out, if reduced { DRAIN_TENTH_2_PCT } else { DRAIN_2_PCT });
            if n >= 4 {
                out.black_breath = true;
            }
        }
    }
    Ok(())
}
