//! Morgul magic: the cold of note (u) and the darkness of notes (D), (E)
//! (RULINGS Q21, Q27, Q28, Q31, Q41, Q44).

use super::counters::{add, set};
use super::disenchant::disenchant_slot;
use super::elements::poison_hit;
use super::experience::{
    DRAIN_2_PCT, DRAIN_10_PCT, DRAIN_TENTH_2_PCT, drain, drain_permanently, drain_stat, drain_unless_held,
};
use super::input::{Element, PlayerFlags, Stat};
use super::pipeline::{Cx, Fields, St};
use super::saves::saves;
use super::view::{PlayerInputView, PlayerView};
use crate::rolls::roll_above;
use roguerules_dice::{RollError, Roller, RollerExt};

/// Note (u), on every cold part from a monster with Morgul magic (RULINGS Q44:
/// `GF_COLD`, `GF_ICE`, storm's cold quarter), after (p) and (t): never with
/// immunity to cold, one time in 3 with a resistance, always without. Then ONE
/// of i), ii), iii), uniformly (RULINGS Q21), each needing its own threshold on
/// the cold damage before resistance (`raw`):
///
/// * i) from 150: constitution drained by 1 (sustains protect);
/// * ii) from 250, without hold life: `200 + 2%` of the experience;
/// * iii) from 400: paralyzed `2 + 1d3` (more) unless free action, frightened
///   `10 + d21` (more) unless resist fear, `200 + 10%` of the experience unless
///   hold life — in that order.
///
/// These change neither the damage nor the other counters: a computation that
/// wants none of fear, paralysis and the other fields draws nothing here.
pub(crate) fn morgul_cold<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    pct: i64,
    raw: i64,
) -> Result<(), RollError> {
    if !cx.input.source().uses_morgul() || !cx.wants(Fields::FEAR | Fields::PARALYSIS | Fields::OTHER) {
        return Ok(());
    }
    let occurs = match pct {
        100.. => false,
        1..=99 => r.one_in("(u) Morgul effects 1 in 3", 3)?,
        _ => true,
    };
    if !occurs {
        return Ok(());
    }
    let p = cx.p();
    let out = &mut st.out;
    match r.die("(u) Morgul effect 1..3", 3)? {
        1 => {
            if raw >= 150 && cx.wants(Fields::OTHER) {
                drain_stat(p, out, Stat::Con);
            }
        }
        2 => {
            if raw >= 250 && !p.has(PlayerFlags::HOLD_LIFE) && cx.wants(Fields::OTHER) {
                drain(p, out, DRAIN_2_PCT);
            }
        }
        _ => {
            if raw >= 400 {
                if !p.has(PlayerFlags::FREE_ACTION) && cx.wants(Fields::PARALYSIS) {
                    add(&mut out.counters.paralysis, 2 + r.die("(u)iii paralysis 1d3", 3)?);
                }
                if !p.has(PlayerFlags::RESIST_FEAR) && cx.wants(Fields::FEAR) {
                    add(&mut out.counters.fear, 10 + r.die("(u)iii fear d21", 21)?);
                }
                if !p.has(PlayerFlags::HOLD_LIFE) && cx.wants(Fields::OTHER) {
                    drain(p, out, DRAIN_10_PCT);
                }
            }
        }
    }
    Ok(())
}

/// The power of note (E): the damage done (after resistance) times the
/// monster's base depth (its level, RULINGS Q41) over 100 (G1); at least 175
/// for a unique wraith or Sauron.
pub(crate) fn morgul_power<V: PlayerInputView>(cx: &Cx<'_, V>, done: i64) -> i64 {
    let src = &cx.input.source();
    let power = done * src.level / 100;
    if src.unique_wraith { power.max(175) } else { power }
}

/// One of note (E)'s six steps (`n` in 1..=6), each "if a random number between
/// 1 and the power is greater than" its threshold (21, 41, 81, 121, 121, 161;
/// one compare draw), after which the power drops to `2 * power / 3` — only when
/// the test passed (RULINGS Q27), even when a resistance stopped the effect
/// (i), iv)):
///
/// * i) unless resist fear, fear set to `1d(power)` and paralysis set to `1d3 +
///   1` (RULINGS Q13: set; with free action one chance in 3 of 1 round);
/// * ii) a poison hit of the damage done, as note (v);
/// * iii) `200 + 2%` of the experience; with hold life, one time in 4 `200 +
///   0.2%`, else nothing;
/// * iv) unless resist disenchantment, the disenchantment of (U) without its
///   shapechange step (RULINGS Q28);
/// * v) amnesia unless a saving throw against the power at this point is made
///   (RULINGS Q25);
/// * vi) the Black Breath, or, for a character who already has it, `20 *
///   level` experience drained permanently (the character's level: the note
///   names no monster).
pub(crate) fn morgul_step<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    n: u8,
) -> Result<(), RollError> {
    let p = cx.p();
    if n == 1 {
        st.power = morgul_power(cx, st.done);
    }
    let power = st.power;
    let passed = match n {
        1 => roll_above(r, "(E)i roll 1..power", 1, power, 21)?,
        2 => roll_above(r, "(E)ii roll 1..power", 1, power, 41)?,
        3 => roll_above(r, "(E)iii roll 1..power", 1, power, 81)?,
        4 => roll_above(r, "(E)iv roll 1..power", 1, power, 121)?,
        5 => roll_above(r, "(E)v roll 1..power", 1, power, 121)?,
        _ => roll_above(r, "(E)vi roll 1..power", 1, power, 161)?,
    };
    if !passed {
        return Ok(());
    }
    match n {
        1 => {
            if !p.has(PlayerFlags::RESIST_FEAR) {
                if cx.wants(Fields::FEAR) {
                    set(&mut st.out.counters.fear, r.die("(E)i fear 1d(power)", power)?);
                }
                if cx.wants(Fields::PARALYSIS) {
                    if !p.has(PlayerFlags::FREE_ACTION) {
                        set(&mut st.out.counters.paralysis, r.die("(E)i paralysis 1d3", 3)? + 1);
                    } else if r.one_in("(E)i free action paralysis 1 in 3", 3)? {
                        set(&mut st.out.counters.paralysis, 1);
                    }
                }
            }
        }
        2 => poison_hit(cx, st, r, st.done)?,
        3 => drain_unless_held(r, p, &mut st.out, "(E)iii hold life 25%", DRAIN_2_PCT, DRAIN_TENTH_2_PCT)?,
        4 => {
            if !p.resists(Element::Disenchant) {
                disenchant_slot(cx, st, r)?;
            }
        }
        5 => {
            if !saves(r, "(E)v save vs power", p.save(), power)? {
                st.out.amnesia = true;
            }
        }
        _ => {
            if p.black_breath() || st.out.black_breath {
                drain_permanently(p, &mut st.out, 20 * p.level());
            } else {
                st.out.black_breath = true;
            }
        }
    }
    st.power = 2 * power / 3;
    Ok(())
}
