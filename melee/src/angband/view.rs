//! Views of the rules' inputs: what a rule reads of its input, so a caller
//! keeping the input in a layout of its own (the C API's structs) lets the
//! rule read it in place, nothing built first. One rule, monomorphised per
//! view: the plain-data inputs ([`Melee`], [`Missile`]) are views of
//! themselves.

use super::character::Dice;
use super::damage::{Melee, WeaponBlow};
use super::missile::{Launch, Missile};
use super::slay::Slays;
use super::weight::Weight;

/// What a blow reads of a melee profile ([`blow`](super::blow),
/// [`Melee::prepare`]). The implementer guarantees what a [`Melee`] made by
/// [`Melee::of`] holds (a level in 1..=50, dice with sides when there is a
/// weapon): the blow checks nothing of it.
pub trait MeleeView {
    /// [`Melee::level`].
    fn level(&self) -> u8;
    /// [`Melee::skill`].
    fn skill(&self) -> i32;
    /// [`Melee::bonus`].
    fn bonus(&self) -> i32;
    /// [`Melee::to_dam`].
    fn to_dam(&self) -> i32;
    /// [`Melee::weapon`].
    fn weapon(&self) -> Option<WeaponBlow>;
}

impl MeleeView for Melee {
    #[inline(always)]
    fn level(&self) -> u8 {
        self.level
    }
    #[inline(always)]
    fn skill(&self) -> i32 {
        self.skill
    }
    #[inline(always)]
    fn bonus(&self) -> i32 {
        self.bonus
    }
    #[inline(always)]
    fn to_dam(&self) -> i32 {
        self.to_dam
    }
    #[inline(always)]
    fn weapon(&self) -> Option<WeaponBlow> {
        self.weapon
    }
}

/// What the missile rules read of a missile ([`missile()`](super::missile()), [`Missile::prepare`]):
/// a [`Missile`] answers from its fields; a caller keeping missiles in a layout
/// of its own (the C API's `rr_ang_missile`) implements it so the rule reads
/// that in place, nothing built first. The rule checks what [`Missile::validate`]
/// checks through it, on every call ([`Missile::validate`]); the rest (the level's range, say) is the
/// implementer's to guarantee, as [`Missile::fire`] and [`Missile::throw`] do
/// for a [`Missile`].
pub trait MissileView {
    /// [`Missile::level`].
    fn level(&self) -> u8;
    /// [`Missile::skill`].
    fn skill(&self) -> i32;
    /// [`Missile::crit_bonus`].
    fn crit_bonus(&self) -> i32;
    /// [`Missile::dice`] (checked by the rule).
    fn dice(&self) -> Dice;
    /// [`Missile::slays`].
    fn slays(&self) -> Slays;
    /// [`Missile::weight`].
    fn weight(&self) -> Weight;
    /// [`Missile::launch`]'s multiplier: `Some` fired (checked by the rule),
    /// `None` thrown.
    fn fired(&self) -> Option<i64>;
    /// [`Missile::launch`]'s to-dam.
    fn to_dam(&self) -> i32;
}

impl MissileView for Missile {
    #[inline(always)]
    fn level(&self) -> u8 {
        self.level
    }
    #[inline(always)]
    fn skill(&self) -> i32 {
        self.skill
    }
    #[inline(always)]
    fn crit_bonus(&self) -> i32 {
        self.crit_bonus
    }
    #[inline(always)]
    fn dice(&self) -> Dice {
        self.dice
    }
    #[inline(always)]
    fn slays(&self) -> Slays {
        self.slays
    }
    #[inline(always)]
    fn weight(&self) -> Weight {
        self.weight
    }
    #[inline(always)]
    fn fired(&self) -> Option<i64> {
        match self.launch {
            Launch::Fire { multiplier, .. } => Some(multiplier),
            Launch::Throw { .. } => None,
        }
    }
    #[inline(always)]
    fn to_dam(&self) -> i32 {
        match self.launch {
            Launch::Fire { to_dam, .. } | Launch::Throw { to_dam } => to_dam,
        }
    }
}
