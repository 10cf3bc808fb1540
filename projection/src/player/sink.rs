//! Where the rule writes its outcome: a [`PlayerOutcomeSink`] is given the
//! finished projection ([`FinishedOutcome`]) once, as the rule's last step,
//! and writes it in its own layout. [`PlayerOutcome`] is one; a caller holding
//! the outcome in another layout (the C API's struct) implements it over its
//! own, so the outcome is written where it lies: nothing is built, moved
//! through a `Result` or copied on the way.

use super::input::{Counters, Stat};
use super::outcome::{AcidDamage, Avoided, DamageParts, Disenchantment, Inventory, PlayerOutcome, StatDrain, StatsSet};
use super::pipeline::Acc;
use super::view::PlayerView;
use crate::error::ProjectionError;

/// The finished projection, as [`PlayerOutcome`]'s fields: each method
/// answers the field of the same name ([`FinishedOutcome::to_outcome`] builds
/// it whole).
#[derive(Debug, Clone, Copy)]
pub struct FinishedOutcome<'a, P: ?Sized> {
    pub(crate) acc: &'a Acc,
    pub(crate) player: &'a P,
}

impl<'a, P: PlayerView + ?Sized> FinishedOutcome<'a, P> {
    /// [`PlayerOutcome::avoided`].
    #[inline]
    pub fn avoided(&self) -> Option<Avoided> {
        self.acc.avoided
    }
    /// [`PlayerOutcome::damage`]: the sum of the parts.
    #[inline]
    pub fn damage(&self) -> i64 {
        self.acc.parts.total()
    }
    /// [`PlayerOutcome::parts`].
    #[inline]
    pub fn parts(&self) -> &'a DamageParts {
        &self.acc.parts
    }
    /// [`PlayerOutcome::counters`].
    #[inline]
    pub fn counters(&self) -> &'a Counters {
        &self.acc.counters
    }
    /// [`PlayerOutcome::energy_lost`].
    #[inline]
    pub fn energy_lost(&self) -> i64 {
        self.acc.energy_lost
    }
    /// [`PlayerOutcome::stat_drain`].
    #[inline]
    pub fn stat_drain(&self) -> &'a StatDrain {
        &self.acc.stat_drain
    }
    /// [`PlayerOutcome::stats_set`].
    #[inline]
    pub fn stats_set(&self) -> &'a StatsSet {
        &self.acc.stats_set
    }
    /// [`PlayerOutcome::stat_swap`].
    #[inline]
    pub fn stat_swap(&self) -> Option<(Stat, Stat)> {
        self.acc.stat_swap
    }
    /// [`PlayerOutcome::exp_drained`].
    #[inline]
    pub fn exp_drained(&self) -> i64 {
        self.acc.exp_drained
    }
    /// [`PlayerOutcome::exp_drained_permanent`].
    #[inline]
    pub fn exp_drained_permanent(&self) -> i64 {
        self.acc.exp_drained_permanent
    }
    /// [`PlayerOutcome::black_breath`].
    #[inline]
    pub fn black_breath(&self) -> bool {
        self.acc.black_breath
    }
    /// [`PlayerOutcome::amnesia`].
    #[inline]
    pub fn amnesia(&self) -> bool {
        self.acc.amnesia
    }
    /// [`PlayerOutcome::level_teleport`].
    #[inline]
    pub fn level_teleport(&self) -> bool {
        self.acc.level_teleport
    }
    /// [`PlayerOutcome::teleport`].
    #[inline]
    pub fn teleport(&self) -> i64 {
        self.acc.teleport
    }
    /// [`PlayerOutcome::teleport_to_source`].
    #[inline]
    pub fn teleport_to_source(&self) -> bool {
        self.acc.teleport_to_source
    }
    /// [`PlayerOutcome::thrust`].
    #[inline]
    pub fn thrust(&self) -> i64 {
        self.acc.thrust
    }
    /// [`PlayerOutcome::acid`].
    #[inline]
    pub fn acid(&self) -> Option<AcidDamage> {
        self.acc.acid
    }
    /// [`PlayerOutcome::disenchant`].
    #[inline]
    pub fn disenchant(&self) -> Option<Disenchantment> {
        self.acc.disenchant
    }
    /// [`PlayerOutcome::inventory`].
    #[inline]
    pub fn inventory(&self) -> &'a Inventory {
        &self.acc.inventory
    }
    /// [`PlayerOutcome::mana_lost`].
    #[inline]
    pub fn mana_lost(&self) -> i64 {
        self.acc.mana_lost
    }
    /// The temporary effects dispelled ([`PlayerOutcome::dispelled`]) as a
    /// mask: bit `1 << i` for the view's `i`-th
    /// ([`PlayerView::temp_effect`]; at most [`MAX_TEMP_EFFECTS`](super::MAX_TEMP_EFFECTS)).
    #[inline]
    pub fn dispelled_mask(&self) -> u64 {
        self.acc.dispelled
    }
    /// [`PlayerOutcome::dispelled`]: the names of the effects dispelled, in
    /// input order.
    pub fn dispelled(&self) -> Vec<String> {
        let (p, mask) = (self.player, self.acc.dispelled);
        if mask == 0 {
            return Vec::new();
        }
        (0..p.temp_effects().min(64)).filter(|i| mask & (1 << i) != 0).map(|i| p.temp_effect(i).to_owned()).collect()
    }
    /// [`PlayerOutcome::reverted`].
    #[inline]
    pub fn reverted(&self) -> bool {
        self.acc.reverted
    }

    /// The whole outcome.
    #[inline]
    pub fn to_outcome(&self) -> PlayerOutcome {
        PlayerOutcome {
            avoided: self.avoided(),
            damage: self.damage(),
            parts: *self.parts(),
            counters: *self.counters(),
            energy_lost: self.energy_lost(),
            stat_drain: *self.stat_drain(),
            stats_set: *self.stats_set(),
            stat_swap: self.stat_swap(),
            exp_drained: self.exp_drained(),
            exp_drained_permanent: self.exp_drained_permanent(),
            black_breath: self.black_breath(),
            amnesia: self.amnesia(),
            level_teleport: self.level_teleport(),
            teleport: self.teleport(),
            teleport_to_source: self.teleport_to_source(),
            thrust: self.thrust(),
            acid: self.acid(),
            disenchant: self.disenchant(),
            inventory: *self.inventory(),
            mana_lost: self.mana_lost(),
            dispelled: self.dispelled(),
            reverted: self.reverted(),
        }
    }
}

/// Where [`project_into`](super::project_into) writes the outcome: once, as
/// the rule's last step, only when the rule succeeded.
pub trait PlayerOutcomeSink {
    /// What writing may fail with (the rule's own errors convert into it).
    type Error: From<ProjectionError>;

    /// Writes `outcome` (a sink that cannot hold a value fails and should
    /// leave itself as it was).
    ///
    /// # Errors
    ///
    /// The sink's own (a number its layout cannot hold).
    fn put<P: PlayerView + ?Sized>(&mut self, outcome: &FinishedOutcome<'_, P>) -> Result<(), Self::Error>;
}

impl PlayerOutcomeSink for PlayerOutcome {
    type Error = ProjectionError;

    #[inline]
    fn put<P: PlayerView + ?Sized>(&mut self, outcome: &FinishedOutcome<'_, P>) -> Result<(), ProjectionError> {
        *self = outcome.to_outcome();
        Ok(())
    }
}
