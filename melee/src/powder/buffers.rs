//! Where an attack's lists come from: fresh (empty, allocated as they grow) or
//! a caller's [`Buffers`], kept from earlier attacks so a caller attacking
//! again and again allocates nothing once its lists have been as long.
//!
//! The rule is the same either way ([`attack`](super::attack) and
//! [`attack_with`](super::attack_with) run one generic body): only where each
//! list's storage comes from differs; what is pushed into it, and every draw,
//! is the same.

use super::avoidance::AvoidanceCheck;
use super::damage::TypeDamage;
use super::{AttackOutcome, ToHit};

/// The most enchant-roll lists [`Buffers`] keeps (one per damage type).
const KEPT_ENCHANT_LISTS: usize = super::Limits::DAMAGE_TYPES;

/// The storage of one attack's lists: each call takes an empty list from it.
pub(crate) trait Lists {
    /// For the modifier's rolls.
    fn modifier_rolls(&mut self) -> Vec<i64>;
    /// For the worn armour's rolls.
    fn worn_rolls(&mut self, capacity: usize) -> Vec<i64>;
    /// For the parried shield's rolls.
    fn shield_rolls(&mut self, capacity: usize) -> Vec<i64>;
    /// For the avoidance checks.
    fn avoidance_checks(&mut self) -> Vec<AvoidanceCheck>;
    /// For the damage reduction's rolls.
    fn reduction_rolls(&mut self) -> Vec<i64>;
    /// For the damage types.
    fn types(&mut self, capacity: usize) -> Vec<TypeDamage>;
    /// For one damage type's enchant rolls.
    fn enchant_rolls(&mut self, capacity: usize) -> Vec<i64>;
}

/// Fresh lists: empty, nothing allocated until pushed to (the Rust API's
/// `attack`, which returns its outcome to keep).
pub(crate) struct Fresh;

impl Lists for Fresh {
    #[inline(always)]
    fn modifier_rolls(&mut self) -> Vec<i64> {
        Vec::new()
    }
    #[inline(always)]
    fn worn_rolls(&mut self, capacity: usize) -> Vec<i64> {
        Vec::with_capacity(capacity)
    }
    #[inline(always)]
    fn shield_rolls(&mut self, capacity: usize) -> Vec<i64> {
        Vec::with_capacity(capacity)
    }
    #[inline(always)]
    fn avoidance_checks(&mut self) -> Vec<AvoidanceCheck> {
        Vec::new()
    }
    #[inline(always)]
    fn reduction_rolls(&mut self) -> Vec<i64> {
        Vec::new()
    }
    #[inline(always)]
    fn types(&mut self, capacity: usize) -> Vec<TypeDamage> {
        Vec::with_capacity(capacity)
    }
    #[inline(always)]
    fn enchant_rolls(&mut self, capacity: usize) -> Vec<i64> {
        Vec::with_capacity(capacity)
    }
}

/// The lists of earlier outcomes, emptied, for [`attack_with`](super::attack_with)
/// and [`to_hit_with`](super::to_hit_with) to fill again: give an outcome back
/// with [`Buffers::recycle`] once read, and the next attack takes its lists
/// from here instead of allocating. Holds each list's storage (at most one
/// enchant-roll list per damage type a weapon may have), never any value.
#[derive(Debug, Default)]
pub struct Buffers {
    modifier_rolls: Vec<i64>,
    worn_rolls: Vec<i64>,
    shield_rolls: Vec<i64>,
    avoidance_checks: Vec<AvoidanceCheck>,
    reduction_rolls: Vec<i64>,
    types: Vec<TypeDamage>,
    enchant_rolls: Vec<Vec<i64>>,
}

/// Takes `list`'s storage into `slot`, emptied, when it is larger than the
/// one kept (`list` is left empty).
#[inline(always)]
fn keep<T>(slot: &mut Vec<T>, list: &mut Vec<T>) {
    if list.capacity() > slot.capacity() {
        list.clear();
        std::mem::swap(slot, list);
    }
}

impl Buffers {
    /// No storage yet.
    pub const fn new() -> Buffers {
        Buffers {
            modifier_rolls: Vec::new(),
            worn_rolls: Vec::new(),
            shield_rolls: Vec::new(),
            avoidance_checks: Vec::new(),
            reduction_rolls: Vec::new(),
            types: Vec::new(),
            enchant_rolls: Vec::new(),
        }
    }

    /// Takes the lists out of an outcome (of this or any attack: they are left
    /// empty there) and keeps their storage, emptied, for the next attack to
    /// fill.
    #[inline]
    pub fn recycle(&mut self, outcome: &mut AttackOutcome) {
        self.recycle_to_hit(&mut outcome.to_hit);
        if let Some(d) = &mut outcome.damage {
            keep(&mut self.reduction_rolls, &mut d.reduction.rolls);
            for t in &mut d.types {
                if t.enchant_rolls.capacity() > 0 && self.enchant_rolls.len() < KEPT_ENCHANT_LISTS {
                    let mut rolls = std::mem::take(&mut t.enchant_rolls);
                    rolls.clear();
                    self.enchant_rolls.push(rolls);
                }
            }
            keep(&mut self.types, &mut d.types);
        }
    }

    /// [`recycle`](Buffers::recycle) for a to-hit part (of
    /// [`to_hit_with`](super::to_hit_with) or any).
    #[inline]
    pub fn recycle_to_hit(&mut self, to_hit: &mut ToHit) {
        if let Some(m) = &mut to_hit.modifier {
            keep(&mut self.modifier_rolls, &mut m.rolls);
        }
        if let Some(ac) = &mut to_hit.ac {
            keep(&mut self.worn_rolls, &mut ac.worn_rolls);
            if let Some(s) = &mut ac.shield {
                keep(&mut self.shield_rolls, &mut s.rolls);
            }
        }
        keep(&mut self.avoidance_checks, &mut to_hit.avoidance_checks);
    }
}

impl Lists for Buffers {
    #[inline(always)]
    fn modifier_rolls(&mut self) -> Vec<i64> {
        std::mem::take(&mut self.modifier_rolls)
    }
    #[inline(always)]
    fn worn_rolls(&mut self, capacity: usize) -> Vec<i64> {
        reserved(std::mem::take(&mut self.worn_rolls), capacity)
    }
    #[inline(always)]
    fn shield_rolls(&mut self, capacity: usize) -> Vec<i64> {
        reserved(std::mem::take(&mut self.shield_rolls), capacity)
    }
    #[inline(always)]
    fn avoidance_checks(&mut self) -> Vec<AvoidanceCheck> {
        std::mem::take(&mut self.avoidance_checks)
    }
    #[inline(always)]
    fn reduction_rolls(&mut self) -> Vec<i64> {
        std::mem::take(&mut self.reduction_rolls)
    }
    #[inline(always)]
    fn types(&mut self, capacity: usize) -> Vec<TypeDamage> {
        reserved(std::mem::take(&mut self.types), capacity)
    }
    #[inline(always)]
    fn enchant_rolls(&mut self, capacity: usize) -> Vec<i64> {
        reserved(self.enchant_rolls.pop().unwrap_or_default(), capacity)
    }
}

/// `list` (empty) with room for `capacity` items.
#[inline(always)]
fn reserved<T>(mut list: Vec<T>, capacity: usize) -> Vec<T> {
    list.reserve_exact(capacity);
    list
}

#[cfg(test)]
mod tests {
    use super::super::*;
    use super::KEPT_ENCHANT_LISTS;
    use roguerules_dice::Sampler;

    /// Attacks that use every list (armour, a shield, defences, several
    /// damage types with enchantments, vulnerabilities), in turn.
    fn inputs() -> Vec<AttackInput> {
        let dice = |t, d: &str| DamageDice::new(t, d.parse().unwrap());
        let plain = AttackInput {
            weapon: Weapon { damage: vec![dice(DamageType::Physical, "1d6")], ..Weapon::default() },
            ..AttackInput::default()
        };
        let armoured = AttackInput {
            kind: AttackKind::Thrown,
            charge: true,
            attacker: Attacker { physical_level: 12, ..Attacker::default() },
            weapon: Weapon {
                natural_bonus: 2,
                enchantments: vec![3, -1],
                damage: vec![
                    dice(DamageType::Physical, "2d6+1"),
                    dice(DamageType::Fire, "1d4"),
                    dice(DamageType::Cold, "3"),
                ],
            },
            defender: Defender {
                head: Some(ArmourPiece { ac: 4, skill: 0 }),
                body: Some(ArmourPiece { ac: 9, skill: 2 }),
                feet: Some(ArmourPiece { ac: 2, skill: 1 }),
                shield: Some(ArmourPiece { ac: 5, skill: 0 }),
                natural_ac: 6,
                vulnerabilities: vec![DamageType::Fire, DamageType::Fire],
                defences: Defences::all(),
                moved_last_turn: true,
                ..Defender::default()
            },
            material_vulnerabilities: 1,
            ..AttackInput::default()
        };
        let minus = AttackInput {
            kind: AttackKind::Spell,
            attacker: Attacker { magical_level: 30, true_aim: true, ..Attacker::default() },
            weapon: Weapon { enchantments: vec![-4], damage: vec![dice(DamageType::Acid, "4d4")], ..Weapon::default() },
            defender: Defender { natural_ac: 40, resistances: DamageTypes::ACID, ..Defender::default() },
            ..AttackInput::default()
        };
        vec![plain, armoured, minus]
    }

    /// `attack_with` and `to_hit_with`, their buffers recycled from call to
    /// call across different attacks, give what `attack` and `to_hit` give,
    /// draw for draw.
    #[test]
    fn reused_lists_change_nothing() {
        let inputs = inputs();
        let mut buffers = Buffers::new();
        let (mut a, mut b) = (Sampler::seed_from_u64(11), Sampler::seed_from_u64(11));
        let mut landed = 0;
        for i in 0..600 {
            let input = &inputs[i % inputs.len()];
            if i % 5 == 4 {
                let mut got = to_hit_with(&mut a, input, &mut buffers).unwrap();
                assert_eq!(got, to_hit(&mut b, input).unwrap(), "attack {i}");
                buffers.recycle_to_hit(&mut got);
            } else {
                let mut got = attack_with(&mut a, input, &mut buffers).unwrap();
                assert_eq!(got, attack(&mut b, input).unwrap(), "attack {i}");
                landed += usize::from(got.damage.is_some());
                buffers.recycle(&mut got);
            }
        }
        assert!(landed > 50, "{landed} hits");
        assert!(buffers.enchant_rolls.len() <= KEPT_ENCHANT_LISTS);
        assert!(buffers.types.capacity() >= 3 && buffers.modifier_rolls.capacity() >= 1);
        // The same draws were made: the two samplers are still in step.
        assert_eq!(attack(&mut a, &inputs[0]).unwrap(), attack(&mut b, &inputs[0]).unwrap());
    }
}
