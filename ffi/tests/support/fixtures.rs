//! Inputs shared by the tests that call every rolling entry point
//! (`spans.rs`, `degenerate_rollers.rs`), included by path.

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
