//! What the rule reads of a projection on the player, as two views: the
//! projection ([`PlayerInputView`]) and the character it hits
//! ([`PlayerView`]). [`PlayerInput`] and [`Player`] implement them; a caller
//! holding the same data in another layout (the C API's structs) implements
//! them over its own, checked, so the rule reads it in place: the rule is
//! generic over the view (one rule, compiled once per layout), and nothing is
//! built or copied before it runs.
//!
//! A view answers with the values of the types of [`PlayerInput`] (the ranges
//! are checked by the rule, [`super::validate_view`]); it must answer the
//! same value every time it is asked.

use super::input::{
    Counters, Element, Item, MonsterSource, Player, PlayerFlags, PlayerInput, Shield, Slot, Specialties, Stat, Sustains,
};
use crate::source::Class;
use roguerules_vocab::{Gf, Reading, Terrain};

/// The character as the rule reads it: each method answers the field of
/// [`Player`] of the same name.
pub trait PlayerView {
    /// [`Player::level`].
    fn level(&self) -> i64;
    /// [`Player::exp`].
    fn exp(&self) -> i64;
    /// [`Player::class`].
    fn class(&self) -> Class;
    /// [`Player::specialties`].
    fn specialties(&self) -> Specialties;
    /// [`Player::evasion_pct`].
    fn evasion_pct(&self) -> i64;
    /// [`Player::evasion_chance`].
    fn evasion_chance(&self) -> i64;
    /// [`Player::light_radius`].
    fn light_radius(&self) -> i64;
    /// [`Player::total_weight`].
    fn total_weight(&self) -> i64;
    /// The resistance to `e` ([`Player::resist`]).
    fn resist(&self, e: Element) -> i64;
    /// [`Player::pois_temp`].
    fn pois_temp(&self) -> bool;
    /// [`Player::pois_perm`].
    fn pois_perm(&self) -> bool;
    /// [`Player::flags`].
    fn flags(&self) -> PlayerFlags;
    /// [`Player::black_breath`].
    fn black_breath(&self) -> bool;
    /// [`Player::sustains`].
    fn sustains(&self) -> Sustains;
    /// The current value of stat `s` ([`Player::stats`]).
    fn stat(&self, s: Stat) -> i64;
    /// [`Player::ac`].
    fn ac(&self) -> i64;
    /// [`Player::base_ac`].
    fn base_ac(&self) -> i64;
    /// [`Player::dex_to_hit`].
    fn dex_to_hit(&self) -> i64;
    /// [`Player::energy`].
    fn energy(&self) -> i64;
    /// [`Player::weight_limit`].
    fn weight_limit(&self) -> i64;
    /// [`Player::pack_weight`].
    fn pack_weight(&self) -> i64;
    /// [`Player::save`].
    fn save(&self) -> i64;
    /// [`Player::shapechanged`].
    fn shapechanged(&self) -> bool;
    /// [`Player::mana`].
    fn mana(&self) -> i64;
    /// How many temporary effects are in force ([`Player::temp_effects`]).
    fn temp_effects(&self) -> usize;
    /// The name of temporary effect `i` (`i` below
    /// [`PlayerView::temp_effects`]), as the outcome reports it.
    fn temp_effect(&self, i: usize) -> &str;
    /// [`Player::counters`].
    fn counters(&self) -> Counters;
    /// The item in `slot`, if any (the shield as an [`Item`]): [`Equipment::item`](super::Equipment::item).
    fn item(&self, slot: Slot) -> Option<Item>;
    /// The shield, if any ([`Equipment::shield`](super::Equipment::shield)).
    fn shield(&self) -> Option<Shield>;

    /// Whether the character has every flag of `f` ([`Player::has`]).
    #[inline]
    fn has(&self, f: PlayerFlags) -> bool {
        self.flags().contains(f)
    }

    /// Whether the character has the specialty `s` ([`Player::specialty`]).
    #[inline]
    fn specialty(&self, s: Specialties) -> bool {
        self.specialties().contains(s)
    }

    /// Whether the character has any resistance to `e` (above 0%,
    /// [`Resistances::has`](super::Resistances::has)).
    #[inline]
    fn resists(&self, e: Element) -> bool {
        self.resist(e) > 0
    }
}

/// A projection on the character as the rule reads it: each method answers
/// the field of [`PlayerInput`] of the same name.
pub trait PlayerInputView {
    /// The character's view.
    type Player: PlayerView + ?Sized;
    /// [`PlayerInput::gf`].
    fn gf(&self) -> Gf;
    /// [`PlayerInput::dam`].
    fn dam(&self) -> i64;
    /// [`PlayerInput::terrain`].
    fn terrain(&self) -> Terrain;
    /// [`PlayerInput::dark`].
    fn dark(&self) -> bool;
    /// [`PlayerInput::land`].
    fn land(&self) -> Terrain;
    /// [`PlayerInput::player`].
    fn player(&self) -> &Self::Player;
    /// [`PlayerInput::source`].
    fn source(&self) -> &MonsterSource;
    /// [`PlayerInput::self_inflicted`].
    fn self_inflicted(&self) -> bool;
    /// [`PlayerInput::reading`].
    fn reading(&self) -> Reading;
}

impl PlayerView for Player {
    #[inline]
    fn level(&self) -> i64 {
        self.level
    }
    #[inline]
    fn exp(&self) -> i64 {
        self.exp
    }
    #[inline]
    fn class(&self) -> Class {
        self.class
    }
    #[inline]
    fn specialties(&self) -> Specialties {
        self.specialties
    }
    #[inline]
    fn evasion_pct(&self) -> i64 {
        self.evasion_pct
    }
    #[inline]
    fn evasion_chance(&self) -> i64 {
        self.evasion_chance
    }
    #[inline]
    fn light_radius(&self) -> i64 {
        self.light_radius
    }
    #[inline]
    fn total_weight(&self) -> i64 {
        self.total_weight
    }
    #[inline]
    fn resist(&self, e: Element) -> i64 {
        self.resist.get(e)
    }
    #[inline]
    fn pois_temp(&self) -> bool {
        self.pois_temp
    }
    #[inline]
    fn pois_perm(&self) -> bool {
        self.pois_perm
    }
    #[inline]
    fn flags(&self) -> PlayerFlags {
        self.flags
    }
    #[inline]
    fn black_breath(&self) -> bool {
        self.black_breath
    }
    #[inline]
    fn sustains(&self) -> Sustains {
        self.sustains
    }
    #[inline]
    fn stat(&self, s: Stat) -> i64 {
        self.stats.get(s)
    }
    #[inline]
    fn ac(&self) -> i64 {
        self.ac
    }
    #[inline]
    fn base_ac(&self) -> i64 {
        self.base_ac
    }
    #[inline]
    fn dex_to_hit(&self) -> i64 {
        self.dex_to_hit
    }
    #[inline]
    fn energy(&self) -> i64 {
        self.energy
    }
    #[inline]
    fn weight_limit(&self) -> i64 {
        self.weight_limit
    }
    #[inline]
    fn pack_weight(&self) -> i64 {
        self.pack_weight
    }
    #[inline]
    fn save(&self) -> i64 {
        self.save
    }
    #[inline]
    fn shapechanged(&self) -> bool {
        self.shapechanged
    }
    #[inline]
    fn mana(&self) -> i64 {
        self.mana
    }
    #[inline]
    fn temp_effects(&self) -> usize {
        self.temp_effects.len()
    }
    #[inline]
    fn temp_effect(&self, i: usize) -> &str {
        self.temp_effects.get(i).map_or("", String::as_str)
    }
    #[inline]
    fn counters(&self) -> Counters {
        self.counters
    }
    #[inline]
    fn item(&self, slot: Slot) -> Option<Item> {
        self.equip.item(slot)
    }
    #[inline]
    fn shield(&self) -> Option<Shield> {
        self.equip.shield
    }
}

impl PlayerInputView for PlayerInput {
    type Player = Player;
    #[inline]
    fn gf(&self) -> Gf {
        self.gf
    }
    #[inline]
    fn dam(&self) -> i64 {
        self.dam
    }
    #[inline]
    fn terrain(&self) -> Terrain {
        self.terrain
    }
    #[inline]
    fn dark(&self) -> bool {
        self.dark
    }
    #[inline]
    fn land(&self) -> Terrain {
        self.land
    }
    #[inline]
    fn player(&self) -> &Player {
        &self.player
    }
    #[inline]
    fn source(&self) -> &MonsterSource {
        &self.source
    }
    #[inline]
    fn self_inflicted(&self) -> bool {
        self.self_inflicted
    }
    #[inline]
    fn reading(&self) -> Reading {
        self.reading
    }
}
