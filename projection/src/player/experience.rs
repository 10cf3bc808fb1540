//! Experience and stat drains (notes (l), (o), (q), (s), (t), (u), (E), (S),
//! (T), (V); RULINGS Q31, Q34, Q40).

use super::input::{PlayerFlags, Stat};
use super::pipeline::{Acc, Cx, Fields};
use super::view::{PlayerInputView, PlayerView};
use roguerules_dice::{RollError, Roller, RollerExt};

/// An experience drain of `base + exp * num / den` (G1), of the experience left
/// at that moment (RULINGS Q31).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Drain {
    base: i64,
    num: i64,
    den: i64,
}

/// "200 + 2% of the character's experience".
pub(crate) const DRAIN_2_PCT: Drain = Drain { base: 200, num: 2, den: 100 };
/// "200 + 0.2%".
pub(crate) const DRAIN_TENTH_2_PCT: Drain = Drain { base: 200, num: 2, den: 1000 };
/// "200 + 10%" ((u)iii).
pub(crate) const DRAIN_10_PCT: Drain = Drain { base: 200, num: 10, den: 100 };
/// "2000 + 2%" ((T)).
pub(crate) const DRAIN_CHAOS: Drain = Drain { base: 2000, num: 2, den: 100 };
/// "500 + 0.2%" ((T) with hold life).
pub(crate) const DRAIN_CHAOS_HELD: Drain = Drain { base: 500, num: 2, den: 1000 };

/// The experience left after the drains so far (RULINGS Q31).
fn exp_left<P: PlayerView + ?Sized>(p: &P, out: &Acc) -> i64 {
    (p.exp() - out.exp_drained - out.exp_drained_permanent).max(0)
}

/// Drains `d` of the experience left, never more than is left (RULINGS Q31).
pub(crate) fn drain<P: PlayerView + ?Sized>(p: &P, out: &mut Acc, d: Drain) {
    let left = exp_left(p, out);
    out.exp_drained += (d.base + left * d.num / d.den).min(left);
}

/// Drains `amount` permanently, never more than is left ((E)vi; RULINGS Q31).
pub(crate) fn drain_permanently<P: PlayerView + ?Sized>(p: &P, out: &mut Acc, amount: i64) {
    let left = exp_left(p, out);
    out.exp_drained_permanent += amount.min(left);
}

/// The drains that hold life lessens by "a 75% chance no experience is lost and
/// a 25% chance that `held` is drained" ((S), (T), (E)iii): without hold life,
/// `full`; with it, one `25` in 100 draw.
pub(crate) fn drain_unless_held<P: PlayerView + ?Sized, R: Roller + ?Sized>(
    r: &mut R,
    p: &P,
    out: &mut Acc,
    label: &'static str,
    full: Drain,
    held: Drain,
) -> Result<(), RollError> {
    if !p.has(PlayerFlags::HOLD_LIFE) {
        drain(p, out, full);
    } else if r.percent(label, 25)? {
        drain(p, out, held);
    }
    Ok(())
}

/// A stat "reduced by 1 (affected normally by sustains)": nothing if sustained.
pub(crate) fn drain_stat<P: PlayerView + ?Sized>(p: &P, out: &mut Acc, stat: Stat) {
    if !p.sustains().contains(stat.sustain()) {
        *out.stat_drain.get_mut(stat) += 1;
    }
}

/// Notes (o), (q), (s), (t): "if the character has no resistance to the element
/// and the damage done is at least 10, there is a 1-in-25 chance" of draining
/// `stat`. A sustained stat cannot be drained, so nothing is drawn for it (the
/// crate's rule: a deterministic test comes before the draw it makes pointless,
/// RULINGS G3); nor when the outcome's other fields are not wanted.
pub(crate) fn stat_chance<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    out: &mut Acc,
    r: &mut R,
    label: &'static str,
    pct: i64,
    done: i64,
    stat: Stat,
) -> Result<(), RollError> {
    let p = cx.p();
    if pct == 0
        && done >= 10
        && cx.wants(Fields::OTHER)
        && !p.sustains().contains(stat.sustain())
        && r.one_in(label, 25)?
    {
        drain_stat(p, out, stat);
    }
    Ok(())
}

/// Note (V): `stat` drained to `3 * v / 4` of its current value, at least 3
/// (RULINGS Q40: of the stored number, 18/xx being 18 + xx); sustains have no
/// effect.
pub(crate) fn set_to_three_quarters<P: PlayerView + ?Sized>(p: &P, out: &mut Acc, stat: Stat) {
    *out.stats_set.get_mut(stat) = Some((3 * p.stat(stat) / 4).max(3));
}

/// The 15 pairs of distinct stats of (R)iv, in the order its draw numbers them
/// (RULINGS Q39).
pub(crate) const STAT_PAIRS: [(Stat, Stat); 15] = {
    let s = Stat::ALL;
    let mut pairs = [(Stat::Str, Stat::Str); 15];
    let mut k = 0;
    let mut i = 0;
    while i < 6 {
        let mut j = i + 1;
        while j < 6 {
            pairs[k] = (s[i], s[j]);
            k += 1;
            j += 1;
        }
        i += 1;
    }
    pairs
};
