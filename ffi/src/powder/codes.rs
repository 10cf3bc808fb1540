//! The `RR_POWDER_*` codes and bits (seed 001).

use roguerules_melee::powder::{AttackKind, Avoidance, BodyPart, DamageType, RelativeSize};

/// Attack kind: melee (`rr_powder_attack_input.kind`).
pub const RR_POWDER_KIND_MELEE: u32 = 0;
/// Attack kind: a thrown or fired missile.
pub const RR_POWDER_KIND_THROWN: u32 = 1;
/// Attack kind: a spell.
pub const RR_POWDER_KIND_SPELL: u32 = 2;
/// Attack kind: a wand.
pub const RR_POWDER_KIND_WAND: u32 = 3;
/// Attack kind: an improvised or non-creature attack.
pub const RR_POWDER_KIND_OTHER: u32 = 4;
pub(crate) const KINDS: [AttackKind; 5] =
    [AttackKind::Melee, AttackKind::Thrown, AttackKind::Spell, AttackKind::Wand, AttackKind::Other];

/// Relative size: the attacker is smaller (`relative_size`).
pub const RR_POWDER_SIZE_SMALLER: u32 = 0;
/// Relative size: similar (and non-creature attacks).
pub const RR_POWDER_SIZE_SIMILAR: u32 = 1;
/// Relative size: the attacker is larger.
pub const RR_POWDER_SIZE_LARGER: u32 = 2;
pub(crate) const SIZES: [RelativeSize; 3] = [RelativeSize::Smaller, RelativeSize::Similar, RelativeSize::Larger];

/// Damage type: physical (`rr_powder_damage.damage_type`, vulnerabilities;
/// the resistance bit of a type is `1 << RR_POWDER_DAMAGE_*`).
pub const RR_POWDER_DAMAGE_PHYSICAL: u32 = 0;
/// Damage type: fire.
pub const RR_POWDER_DAMAGE_FIRE: u32 = 1;
/// Damage type: cold.
pub const RR_POWDER_DAMAGE_COLD: u32 = 2;
/// Damage type: acid.
pub const RR_POWDER_DAMAGE_ACID: u32 = 3;
/// Damage type: shock.
pub const RR_POWDER_DAMAGE_SHOCK: u32 = 4;
/// Damage type: poison.
pub const RR_POWDER_DAMAGE_POISON: u32 = 5;
/// Damage type: light.
pub const RR_POWDER_DAMAGE_LIGHT: u32 = 6;
/// Damage type: darkness.
pub const RR_POWDER_DAMAGE_DARK: u32 = 7;
pub(crate) const DAMAGE_TYPES: [DamageType; 8] = DamageType::ALL;

/// Body part: head (`rr_powder_to_hit.part`; `1 << RR_POWDER_PART_*` is the
/// slot bit of `rr_powder_defender.slots`).
pub const RR_POWDER_PART_HEAD: u32 = 0;
/// Body part: neck.
pub const RR_POWDER_PART_NECK: u32 = 1;
/// Body part: body.
pub const RR_POWDER_PART_BODY: u32 = 2;
/// Body part: feet.
pub const RR_POWDER_PART_FEET: u32 = 3;
pub(crate) const PARTS: [BodyPart; 4] = BodyPart::ALL;

/// Every slot bit (head, neck, body, feet): a humanoid defender.
pub const RR_POWDER_SLOTS_ALL: u8 = 0x0f;

/// Defence bit: Dodge, 10% (`rr_powder_defender.defences`).
pub const RR_POWDER_DODGE: u8 = 1 << 0;
/// Defence bit: Moving Target, 20% against missiles, wands and spells.
pub const RR_POWDER_MOVING_TARGET: u8 = 1 << 1;
/// Defence bit: Parry, 10%.
pub const RR_POWDER_PARRY: u8 = 1 << 2;

/// Avoided by: nothing (`rr_powder_to_hit.avoided_by`).
pub const RR_POWDER_AVOIDED_NONE: u32 = 0;
/// Avoided by: Dodge.
pub const RR_POWDER_AVOIDED_DODGE: u32 = 1;
/// Avoided by: Moving Target.
pub const RR_POWDER_AVOIDED_MOVING_TARGET: u32 = 2;
/// Avoided by: Parry.
pub const RR_POWDER_AVOIDED_PARRY: u32 = 3;
pub(crate) const AVOIDANCES: [Avoidance; 3] = [Avoidance::Dodge, Avoidance::MovingTarget, Avoidance::Parry];

/// Forced miss: none (`rr_powder_to_hit.forced_miss`).
pub const RR_POWDER_FORCED_MISS_NONE: u32 = 0;
/// Forced miss: Off Balance.
pub const RR_POWDER_FORCED_MISS_OFF_BALANCE: u32 = 1;
/// Forced miss: a natural 1 (melee and thrown only, RULINGS W1).
pub const RR_POWDER_FORCED_MISS_NATURAL_ONE: u32 = 2;

/// Forced hit: none (`rr_powder_to_hit.forced_hit`).
pub const RR_POWDER_FORCED_HIT_NONE: u32 = 0;
/// Forced hit: a natural 20.
pub const RR_POWDER_FORCED_HIT_NATURAL_TWENTY: u32 = 1;
/// Forced hit: True Aim.
pub const RR_POWDER_FORCED_HIT_TRUE_AIM: u32 = 2;

/// Result: "Completely miss!" (`rr_powder_to_hit.result`).
pub const RR_POWDER_RESULT_FORCED_MISS: u32 = 0;
/// Result: the attack roll fell below the AC roll.
pub const RR_POWDER_RESULT_MISS: u32 = 1;
/// Result: hit, then avoided by a defensive skill.
pub const RR_POWDER_RESULT_AVOIDED: u32 = 2;
/// Result: the hit landed.
pub const RR_POWDER_RESULT_HIT: u32 = 3;

/// The most damage types of one weapon (`Limits::DAMAGE_TYPES`).
pub const RR_POWDER_MAX_DAMAGE_TYPES: usize = 16;
