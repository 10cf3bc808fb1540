//! Teleports, thrusts and their landings: notes (M), (N), (Q), (R) (RULINGS
//! Q35-Q39).

use super::counters::add;
use super::experience::{STAT_PAIRS, stat_chance};
use super::input::{Element, PlayerFlags, Stat};
use super::pipeline::{Cx, Fields, St};
use super::resistance::{destruction_chances, resisted};
use super::saves::saves;
use super::view::{PlayerInputView, PlayerView};
use crate::rolls::{dice, roll_above};
use roguerules_dice::{RollError, Roller, RollerExt};
use roguerules_vocab::Terrain;

/// Which landing rules apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Landing {
    /// (M)'s trees, rubble and lava (also (Q) and (R)i, RULINGS Q35).
    Full,
    /// (N): only lava.
    LavaOnly,
}

/// The fields a landing on `land` may touch.
pub(crate) fn landing_touches(land: Terrain, rule: Landing) -> Fields {
    match (land, rule) {
        (Terrain::Lava, _) => Fields::DAMAGE | Fields::OTHER,
        (Terrain::Tree, Landing::Full) => Fields::DAMAGE | Fields::STUN,
        (Terrain::Rubble, Landing::Full) => Fields::DAMAGE | Fields::STUN | Fields::CUT,
        _ => Fields::empty(),
    }
}

/// The numbers of (M)'s rough landings.
struct Rough {
    damage: &'static str,
    stun: &'static str,
    stun_dice: &'static str,
    cut: Option<(&'static str, &'static str)>,
    sides: i64,
}

/// Trees: 2d8 damage, a 1/3 chance of 2d8 (more) stun.
const TREE: Rough = Rough {
    damage: "(M) tree damage 2d8",
    stun: "(M) tree stun 1 in 3",
    stun_dice: "(M) tree stun 2d8",
    cut: None,
    sides: 8,
};
/// Rubble: 2d14 damage, a 1/3 chance of 2d14 (more) stun, a 2/3 chance of `2 *
/// 2d14` more cuts.
const RUBBLE: Rough = Rough {
    damage: "(M) rubble damage 2d14",
    stun: "(M) rubble stun 1 in 3",
    stun_dice: "(M) rubble stun 2d14",
    cut: Some(("(M) rubble cut 2 in 3", "(M) rubble cut 2*2d14")),
    sides: 14,
};

/// A landing, if one is due (RULINGS Q35): its damage is not adjusted by terrain
/// or Unlight and not part of P8's cap. On trees and in rubble (rule
/// [`Landing::Full`]) the damage, then the stun chance and its dice, then
/// (rubble) the cut chance and its dice, each a separate roll (RULINGS Q36); in
/// lava `4d100` fire, resisted as fire and with fire's side effects ((p), (s)).
pub(crate) fn land<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    rule: Landing,
) -> Result<(), RollError> {
    if !st.landing {
        return Ok(());
    }
    st.landing = false;
    match (cx.input.land(), rule) {
        (Terrain::Tree, Landing::Full) => rough(cx, st, r, &TREE),
        (Terrain::Rubble, Landing::Full) => rough(cx, st, r, &RUBBLE),
        (Terrain::Lava, _) => lava(cx, st, r),
        _ => Ok(()),
    }
}

fn rough<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    g: &Rough,
) -> Result<(), RollError> {
    if cx.wants(Fields::DAMAGE) {
        st.out.parts.landing += dice(r, g.damage, 2, g.sides)?;
    }
    if cx.wants(Fields::STUN) && r.one_in(g.stun, 3)? {
        add(&mut st.out.counters.stun, dice(r, g.stun_dice, 2, g.sides)?);
    }
    if let Some((chance, cut)) = g.cut
        && cx.wants(Fields::CUT)
        && r.chance(chance, 2, 3)?
    {
        add(&mut st.out.counters.cut, 2 * dice(r, cut, 2, g.sides)?);
    }
    Ok(())
}

fn lava<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    if !cx.wants(Fields::DAMAGE | Fields::OTHER) {
        return Ok(());
    }
    let raw = dice(r, "lava landing fire 4d100", 4, 100)?;
    let pct = cx.p().resist(Element::Fire);
    let done = resisted(raw, pct);
    st.out.parts.landing += done;
    if cx.wants(Fields::OTHER) {
        st.out.inventory.fire = Some(destruction_chances(raw, pct));
    }
    stat_chance(cx, &mut st.out, r, "(s) strength 1 in 25", pct, done, Stat::Str)
}

/// Note (M)'s teleport: 6 squares away, a landing due; resist nexus or feather
/// fall (either or both, RULINGS Q37) give one 1/2 chance to avoid it.
pub(crate) fn gravity_teleport<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    let p = cx.p();
    if (p.resists(Element::Nexus) || p.has(PlayerFlags::FEATHER_FALL)) && r.one_in("(M) avoid teleport 1 in 2", 2)? {
        return Ok(());
    }
    st.out.teleport = 6;
    st.landing = true;
    Ok(())
}

/// Note (N): thrust `3 + dam / 20` squares away from the source, a (lava)
/// landing due.
pub(crate) fn thrust(st: &mut St) {
    st.out.thrust = 3 + st.dam / 20;
    st.landing = true;
}

/// Note (Q)'s teleport: without feather fall, when a number in `0..=dam/2 - 1`
/// is greater than the character's level, a 2/3 chance of a teleport of 6, a
/// landing due (RULINGS Q38: `dam` the storm's damage before (P)'s split; Q37:
/// no 1/2 avoidance).
pub(crate) fn storm_teleport<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    let p = cx.p();
    if !p.has(PlayerFlags::FEATHER_FALL)
        && roll_above(r, "(Q) teleport roll 0..dam/2-1", 0, st.dam / 2 - 1, p.level())?
        && r.chance("(Q) teleport 2 in 3", 2, 3)?
    {
        st.out.teleport = 6;
        st.landing = true;
    }
    Ok(())
}

/// Note (R), unless resist nexus: one of i) a teleport of 200 (3/7; a landing
/// due, RULINGS Q35), ii) next to the source (2/7), iii) a level teleport
/// unless a normal saving throw is made (1/7), iv) two distinct stats swapped,
/// uniformly among the 15 pairs, unless a normal saving throw is made (1/7;
/// RULINGS Q25: against 100; Q39).
pub(crate) fn nexus<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    let p = cx.p();
    if p.resists(Element::Nexus) {
        return Ok(());
    }
    let other = cx.wants(Fields::OTHER);
    match r.choose("(R) effect 3/7 2/7 1/7 1/7", &[3, 2, 1, 1])? {
        0 => {
            st.out.teleport = 200;
            st.landing = true;
        }
        1 => st.out.teleport_to_source = true,
        2 => {
            if other && !saves(r, "(R)iii save vs 100", p.save(), 100)? {
                st.out.level_teleport = true;
            }
        }
        _ => {
            if other && !saves(r, "(R)iv save vs 100", p.save(), 100)? {
                st.out.stat_swap = Some(STAT_PAIRS[r.below("(R)iv pair 0..14", 15)? as usize % 15]);
            }
        }
    }
    Ok(())
}
