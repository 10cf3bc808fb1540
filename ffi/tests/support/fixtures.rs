//! Inputs shared by the tests that call every rolling entry point
//! (`spans.rs`, `degenerate_rollers.rs`), included by path.

use roguerules::powder::*;
use roguerules::projection::*;

/// A character the player notes treat in as many ways as possible: every
/// slot filled, the level, experience, mana and counters high, both
/// specialties, a shield.
pub fn heavy_character(resist: u8, flags: u8) -> rr_project_character {
    let item = rr_project_item {
        present: 1,
        to_h: 9,
        to_d: 9,
        to_a: 9,
        artifact: 0,
        ignore_acid: 0,
        base_ac: 0,
        on_back: 0,
        flags3: 0,
    };
    let mut equipment = [item; RR_PROJECT_SLOTS];
    equipment[RR_PROJECT_SLOT_SHIELD as usize].base_ac = 24;
    rr_project_character {
        level: 50,
        exp: 99_999_999,
        pclass: RR_PROJECT_CLASS_DRUID,
        specialties: RR_PROJECT_SPECIALTY_EVASION | RR_PROJECT_SPECIALTY_SHIELD_MASTERY,
        evasion_pct: 10,
        resist: [resist; RR_P_RES_MAX],
        flags,
        ac: 150,
        base_ac: 100,
        dex_to_hit: 15,
        energy: 49,
        weight_limit: 300,
        pack_weight: 100_000,
        save: 50,
        shapechanged: 1,
        mana: 32767,
        temp_effects: 32,
        counters: [5000; RR_PROJECT_COUNTERS],
        equipment,
        ..Default::default()
    }
}

/// A level-255 monster source with every flag a projection on the player
/// reads (Morgul, unique wraith, deathlord, archer, adjacent) and ranged
/// attacks half the time.
pub fn every_flag_source() -> rr_project_monster_source {
    rr_project_monster_source {
        level: 255,
        morgul: 1,
        unique_wraith: 1,
        deathlord: 1,
        archer: 1,
        adjacent: 1,
        ranged_freq: 50,
        animal: 0,
    }
}

/// A typical POWDER charge: a level-8 avatar's 1d8 physical and 1d3 fire
/// weapon with one +2 enchantment, against a monster of natural AC 8. The
/// lists live here; [`PowderCharge::input`] points into them.
pub struct PowderCharge {
    pub enchantments: [i32; 1],
    pub damage: [rr_powder_damage; 2],
}

impl PowderCharge {
    pub fn new() -> PowderCharge {
        PowderCharge {
            enchantments: [2],
            damage: [
                rr_powder_damage { damage_type: RR_POWDER_DAMAGE_PHYSICAL, count: 1, sides: 8, plus: 0 },
                rr_powder_damage { damage_type: RR_POWDER_DAMAGE_FIRE, count: 1, sides: 3, plus: 0 },
            ],
        }
    }

    /// The C input, valid while `self` lives and does not move.
    pub fn input(&self) -> rr_powder_attack_input {
        // SAFETY: plain data; NULL list pointers with length 0 are valid.
        let mut input: rr_powder_attack_input = unsafe { std::mem::zeroed() };
        input.charge = 1;
        input.attacker = rr_powder_attacker {
            physical_level: 8,
            magical_level: 5,
            avatar: 1,
            skill_attack_type: 1,
            skill_size_or_ranged: 1,
            ..Default::default()
        };
        input.weapon.enchantments = self.enchantments.as_ptr();
        input.weapon.enchantments_len = self.enchantments.len();
        input.weapon.damage = self.damage.as_ptr();
        input.weapon.damage_len = self.damage.len();
        input.defender.monster = 1;
        input.defender.slots = RR_POWDER_SLOTS_ALL;
        input.defender.natural_ac = 8;
        input
    }
}
