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
/// The rule writes every field once on each path, so a sink that the rule
/// returned `Ok` for holds a whole outcome; after an error it may hold part
/// of one.
pub trait MonsterOutcomeSink {
    /// What the rule's failure is reported as ([`super::project_into`]'s
    /// error; the rule's own errors convert into it), as
    /// `PlayerOutcomeSink::Error`: the C API's sink takes its status, so the
    /// call returns it in a register.
    type Error: From<crate::error::ProjectionError>;

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
    out.set_learned(MonsterFlags::empty());
    write_untouched(out, m);
}

/// Writes the fields that only a surviving monster's final notes change
/// (counters, stasis, moves, polymorph, clone, speed, mana), as `m` has
/// them: for a projection that does nothing, or kills (RULINGS P4).
#[inline(always)]
pub(crate) fn write_untouched(out: &mut (impl MonsterOutcomeSink + ?Sized), m: &(impl MonsterView + ?Sized)) {
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
}

impl MonsterOutcomeSink for MonsterOutcome {
    type Error = crate::error::ProjectionError;

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

#[cfg(test)]
mod tests {
    use super::super::{Monster, MonsterInput, project, project_into};
    use super::*;
    use crate::source::{Class, PlayerSource, Source};
    use roguerules_dice::Sampler;
    use roguerules_vocab::{Gf, Reading, Terrain};

    /// An outcome with no field as the rule would leave it.
    fn junk() -> MonsterOutcome {
        MonsterOutcome {
            avoided: true,
            damage: -7,
            killed: true,
            hp: Some(-7),
            hp_lost: -7,
            healed: -7,
            resist: None,
            ac_blocked: true,
            stun: -7,
            confusion: -7,
            fear: -7,
            sleep: -7,
            stasis: -7,
            teleport: -7,
            thrust: -7,
            polymorph: true,
            clone: true,
            speed: -7,
            mana: -7,
            learned: MonsterFlags::all(),
        }
    }

    /// On every path (stasis, avoided, killed, survived; every type, both
    /// readings) the rule writes every field of the sink: an outcome written
    /// over junk equals the one `project` returns, draw for draw.
    #[test]
    fn the_rule_writes_every_field() {
        let monsters = [
            Monster { hp: 11, maxhp: 11, ac: 36, flags: MonsterFlags::EVIL, ..Monster::default() },
            Monster { hp: 900, maxhp: 1000, level: 30, stun: 5, fear: 3, sleep: 40, mana: 20, ..Monster::default() },
            Monster { hp: 5, maxhp: 50, unique: true, stasis: 3, ..Monster::default() },
        ];
        let sources = [
            Source::Monster,
            Source::Player(PlayerSource { level: 30, class: Class::Priest, beguile: true, holy_light: true }),
        ];
        let mut seed = 0;
        for &gf in Gf::ALL {
            for reading in [Reading::Seed, Reading::Oangband110] {
                for terrain in [Terrain::Floor, Terrain::Rubble, Terrain::Water] {
                    for source in &sources {
                        for (m, dam) in monsters.iter().zip([30, 200, 2000]) {
                            let input = MonsterInput { gf, dam, terrain, source: *source, monster: m.clone(), reading };
                            seed += 1;
                            let want = project(&mut Sampler::seed_from_u64(seed), &input);
                            let mut out = junk();
                            let got = project_into(&mut Sampler::seed_from_u64(seed), &input, &mut out);
                            match want {
                                Ok(want) => assert_eq!((got, out), (Ok(()), want), "{input:?}"),
                                Err(e) => assert_eq!(got, Err(e), "{input:?}"),
                            }
                        }
                    }
                }
            }
        }
    }
}
