//! Issue 22 item 2: the C API takes the player as Oangband 1.1.0 stores it. The
//! resistance levels of `p_ptr->res_list` (read through the game's
//! `extract_resistance`, tables.c), the object flag word that carries
//! `TR3_IGNORE_ACID`, and the game reading's own fields (`evasion_chance`,
//! `light_radius`, `total_weight`, the source's `animal`) reach the library's
//! `PlayerInput` unchanged.

use roguerules::projection::{
    RR_FEAT_FLOOR, RR_GF_FIRE, RR_P_RES_ACID, RR_P_RES_FIRE, RR_P_RES_MAX, RR_PROJECT_SLOT_BODY, rr_project_character,
    rr_project_item, rr_project_monster_source, rr_project_player_input,
};
use roguerules::rr_status;
use roguerules_projection::player::{Element, PlayerInput};

fn input(player: rr_project_character) -> rr_project_player_input {
    rr_project_player_input {
        gf: RR_GF_FIRE,
        dam: 50,
        terrain: RR_FEAT_FLOOR,
        land: RR_FEAT_FLOOR,
        player,
        ..Default::default()
    }
}

fn stored(levels: [u8; RR_P_RES_MAX]) -> rr_project_character {
    rr_project_character { resist: levels, stored_resists: 1, ..Default::default() }
}

/// Levels 20 (none) to 59 read as the game's table: 0, then 25, 45, 60, 70,
/// 75, 80, 85, 90, 95, then immunity from 30 on.
#[test]
fn stored_resistance_levels_read_as_extract_resistance() {
    let expected = [0, 25, 45, 60, 70, 75, 80, 85, 90, 95];
    for level in 20u8..=59 {
        let c = input(stored([level; RR_P_RES_MAX]));
        let r = PlayerInput::try_from(&c).unwrap_or_else(|e| panic!("level {level}: {e:?}"));
        let want = expected.get(usize::from(level - 20)).copied().unwrap_or(100);
        for e in Element::ALL {
            assert_eq!(r.player.resist.get(e), want, "level {level}, {e:?}");
        }
    }
}

/// Each element is read from its own `P_RES_*` index.
#[test]
fn stored_levels_keep_their_element() {
    let mut levels = [20u8; RR_P_RES_MAX];
    levels[RR_P_RES_FIRE as usize] = 22;
    levels[RR_P_RES_ACID as usize] = 30;
    let r = PlayerInput::try_from(&input(stored(levels))).expect("valid");
    assert_eq!(r.player.resist.fire, 45);
    assert_eq!(r.player.resist.acid, 100);
    assert_eq!(r.player.resist.elec, 0);
}

/// Below 20 is the game's -30% vulnerability, which the seed reading does not
/// take (its percentages are 0..=100); past the table (60 and up) and a
/// `stored_resists` other than 0 or 1 are invalid.
#[test]
fn vulnerability_and_bad_levels() {
    // The conversion takes -30%; the seed reading's rule (which every entry
    // point runs first) refuses it.
    let vulnerable = PlayerInput::try_from(&input(stored([19; RR_P_RES_MAX]))).expect("converted");
    assert_eq!(vulnerable.player.resist.fire, -30);
    assert!(roguerules_projection::player::validate(&vulnerable).is_err());
    assert_eq!(PlayerInput::try_from(&input(stored([60; RR_P_RES_MAX]))), Err(rr_status::RR_INVALID_ARGUMENT));
    let c = rr_project_character { stored_resists: 2, ..Default::default() };
    assert_eq!(PlayerInput::try_from(&input(c)), Err(rr_status::RR_INVALID_ARGUMENT));
    // Percentages as before: 60 is 60%, not a level.
    let c = rr_project_character { resist: [60; RR_P_RES_MAX], ..Default::default() };
    assert_eq!(PlayerInput::try_from(&input(c)).expect("valid").player.resist.fire, 60);
}

/// `TR3_IGNORE_ACID` (0x00010000) in the object's flag word ignores acid as
/// the yes/no field does; other bits change nothing.
#[test]
fn object_flags_carry_ignore_acid() {
    let mut c = rr_project_character::default();
    let body = RR_PROJECT_SLOT_BODY as usize;
    c.equipment[body] = rr_project_item { present: 1, flags3: 0x0001_0000, ..Default::default() };
    let r = PlayerInput::try_from(&input(c)).expect("valid");
    assert!(r.player.equip.body.expect("worn").ignore_acid);
    c.equipment[body].flags3 = 0xfffe_ffff;
    let r = PlayerInput::try_from(&input(c)).expect("valid");
    assert!(!r.player.equip.body.expect("worn").ignore_acid);
}

/// The game reading's own numbers pass through as given.
#[test]
fn game_fields_pass_through() {
    let c = rr_project_character { evasion_chance: 40, light_radius: 2, total_weight: 1234, ..Default::default() };
    let mut i = input(c);
    i.source = rr_project_monster_source { animal: 1, ..Default::default() };
    let r = PlayerInput::try_from(&i).expect("valid");
    assert_eq!((r.player.evasion_chance, r.player.light_radius, r.player.total_weight), (40, 2, 1234));
    assert!(r.source.animal);
    assert!(!r.self_inflicted);
}
