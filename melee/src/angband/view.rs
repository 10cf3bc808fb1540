//! Views of the rules' inputs: what a rule reads of its input, so a caller
//! keeping the input in a layout of its own (the C API's structs) lets the
//! rule read it in place, nothing built first. One rule, monomorphised per
//! view: the plain-data input ([`Melee`]) is a view of itself.

use super::damage::{Melee, WeaponBlow};

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
