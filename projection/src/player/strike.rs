//! Before any type's notes: the cap (RULINGS P8, Q1), terrain avoidance (P8, Q4)
//! and the terrain and Unlight adjustments (seed 000, "Effects of Terrain on
//! Damage to the Player"; RULINGS Q2, Q3).

use super::input::{PLAYER_DAMAGE_CAP, Specialties};
use super::outcome::Avoided;
use super::pipeline::{Cx, St};
use super::table::{avoidance, player_terrain_adjusted};
use super::view::{PlayerInputView, PlayerView};
use roguerules_dice::{RollError, Roller, RollerExt};

/// The damage is capped at 1600 (P8; Q1: the damage as given, before terrain).
/// On rubble everyone, on trees rangers and druids, avoid the whole projection
/// one time in 10 (8), drawn first, for every damage type (P8, Q4); otherwise
/// the terrain line for the type applies, then Unlight's dark-grid line, each as
/// the type's Terr column says (Q2, Q3). The result is the damage every later
/// note means (Q1).
pub(crate) fn strike<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    let i = cx.input;
    if let Some(a) = avoidance(i.terrain(), i.player().class()) {
        let label = if a.note == 'a' { "terrain (a) avoid 1 in 10" } else { "terrain (b) avoid 1 in 8" };
        if r.one_in(label, a.one_in)? {
            st.out.avoided = Some(Avoided::Terrain);
            return Ok(());
        }
    }
    let unlight = i.dark() && i.player().specialty(Specialties::UNLIGHT);
    st.dam = player_terrain_adjusted(i.gf(), cx.row.terr, i.terrain(), unlight, i.dam().min(PLAYER_DAMAGE_CAP));
    Ok(())
}
