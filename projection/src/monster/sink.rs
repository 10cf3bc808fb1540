//! Where the rule writes its outcome: [`MonsterOutcome`] itself, or a caller's
//! own form of it (the C API's struct, written where it lies).

use super::input::{MonsterFlags, MonsterOutcome, MonsterView};
use super::table::ResistLine;

/// What the rule writes of a projection's outcome, field by field, as
/// [`MonsterOutcome`] holds it: the rule is generic over it, so a caller
/// holding its outcome in another form (the C API's struct) has the rule
/// write it in place instead of converting a [`MonsterOutcome`] afterwards.
/// [`MonsterOutcome`] is the sink of itself; every method sets the
/// [`MonsterOutcome`] field of the same name.
///
/// The rule writes every field ([`write_unchanged`]) before it changes any,
/// so a sink that the rule returned `Ok` for holds a whole outcome; after an
/// error it may hold part of one.
pub trait MonsterOutcomeSink {
    /// [`MonsterOutcome::avoided`].
    fn set_avoided(&mut self, v: bool);
    /// [`MonsterOutcome::damage`].
    fn set_damage(&mut self, v: i64);
    /// [`MonsterOutcome::killed`].
    fn set_killed(&mut self, v: bool);
    /// [`MonsterOutcome::hp`].
    fn set_hp(&mut self, v: Option<i64>);
    /// [`MonsterOutcome::hp_lost`].
    fn set_hp_lost(&mut self, v: i64);
    /// [`MonsterOutcome::healed`].
    fn set_healed(&mut self, v: i64);
    /// [`MonsterOutcome::resist`].
    fn set_resist(&mut self, v: Option<ResistLine>);
    /// [`MonsterOutcome::ac_blocked`].
    fn set_ac_blocked(&mut self, v: bool);
    /// [`MonsterOutcome::stun`].
    fn set_stun(&mut self, v: i64);
    /// [`MonsterOutcome::confusion`].
    fn set_confusion(&mut self, v: i64);
    /// [`MonsterOutcome::fear`].
    fn set_fear(&mut self, v: i64);
    /// [`MonsterOutcome::sleep`].
    fn set_sleep(&mut self, v: i64);
    /// [`MonsterOutcome::stasis`].
    fn set_stasis(&mut self, v: i64);
    /// [`MonsterOutcome::teleport`].
    fn set_teleport(&mut self, v: i64);
    /// [`MonsterOutcome::thrust`].
    fn set_thrust(&mut self, v: i64);
    /// [`MonsterOutcome::polymorph`].
    fn set_polymorph(&mut self, v: bool);
    /// [`MonsterOutcome::clone`].
    fn set_clone(&mut self, v: bool);
    /// [`MonsterOutcome::speed`].
    fn set_speed(&mut self, v: i64);
    /// [`MonsterOutcome::mana`].
    fn set_mana(&mut self, v: i64);
    /// [`MonsterOutcome::learned`] (a sink without a monster memory may
    /// ignore it).
    fn set_learned(&mut self, v: MonsterFlags);
}

/// Writes into `out` the outcome of a projection that does nothing to `m`
/// ([`MonsterOutcome::unchanged`]): every field.
#[inline(always)]
pub fn write_unchanged(out: &mut (impl MonsterOutcomeSink + ?Sized), m: &(impl MonsterView + ?Sized)) {
    out.set_avoided(false);
    out.set_damage(0);
    out.set_killed(false);
    out.set_hp(Some(m.hp()));
    out.set_hp_lost(0);
    out.set_healed(0);
    out.set_resist(None);
    out.set_ac_blocked(false);
    out.set_stun(m.stun());
    out.set_confusion(m.confusion());
    out.set_fear(m.fear());
    out.set_sleep(m.sleep());
    out.set_stasis(0);
    out.set_teleport(0);
    out.set_thrust(0);
    out.set_polymorph(false);
    out.set_clone(false);
    out.set_speed(m.speed());
    out.set_mana(m.mana());
    out.set_learned(MonsterFlags::empty());
}

impl MonsterOutcomeSink for MonsterOutcome {
    #[inline(always)]
    fn set_avoided(&mut self, v: bool) {
        self.avoided = v;
    }
    #[inline(always)]
    fn set_damage(&mut self, v: i64) {
        self.damage = v;
    }
    #[inline(always)]
    fn set_killed(&mut self, v: bool) {
        self.killed = v;
    }
    #[inline(always)]
    fn set_hp(&mut self, v: Option<i64>) {
        self.hp = v;
    }
    #[inline(always)]
    fn set_hp_lost(&mut self, v: i64) {
        self.hp_lost = v;
    }
    #[inline(always)]
    fn set_healed(&mut self, v: i64) {
        self.healed = v;
    }
    #[inline(always)]
    fn set_resist(&mut self, v: Option<ResistLine>) {
        self.resist = v;
    }
    #[inline(always)]
    fn set_ac_blocked(&mut self, v: bool) {
        self.ac_blocked = v;
    }
    #[inline(always)]
    fn set_stun(&mut self, v: i64) {
        self.stun = v;
    }
    #[inline(always)]
    fn set_confusion(&mut self, v: i64) {
        self.confusion = v;
    }
    #[inline(always)]
    fn set_fear(&mut self, v: i64) {
        self.fear = v;
    }
    #[inline(always)]
    fn set_sleep(&mut self, v: i64) {
        self.sleep = v;
    }
    #[inline(always)]
    fn set_stasis(&mut self, v: i64) {
        self.stasis = v;
    }
    #[inline(always)]
    fn set_teleport(&mut self, v: i64) {
        self.teleport = v;
    }
    #[inline(always)]
    fn set_thrust(&mut self, v: i64) {
        self.thrust = v;
    }
    #[inline(always)]
    fn set_polymorph(&mut self, v: bool) {
        self.polymorph = v;
    }
    #[inline(always)]
    fn set_clone(&mut self, v: bool) {
        self.clone = v;
    }
    #[inline(always)]
    fn set_speed(&mut self, v: i64) {
        self.speed = v;
    }
    #[inline(always)]
    fn set_mana(&mut self, v: i64) {
        self.mana = v;
    }
    #[inline(always)]
    fn set_learned(&mut self, v: MonsterFlags) {
        self.learned = v;
    }
}
