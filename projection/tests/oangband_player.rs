//! The Oangband 1.1.0 reading of projections on the player: one named test per
//! place where the released game's `project_p` (and the player's part of
//! `project_t`, and the end of `teleport_player` / `thrust_away` for
//! `player::land`), in `src/spells1.c`, differs from the seed reading. Each
//! test replays the game's own draws, written as the game makes them: `(m, r)`
//! is one `Rand_div(m)` call (`rand_int(m)`, `randint(m)` minus one) answering
//! `r`, and every one must be consumed (docs/oangband-1.1.0.md lists the
//! differences).

use roguerules_dice::{Replay, SourceError};
use roguerules_projection::player::{
    self, Avoided, Counters, MonsterSource, PlayerFlags, PlayerInput, PlayerOutcome, Resistances, Shield, Slot,
    Specialties, Stat,
};
use roguerules_projection::{Class, Gf, Reading, Terrain};

/// `gf` for `dam` under the game's reading, on a level-30 character with
/// nothing else, from a level-30 monster, on a lit floor.
fn game(gf: Gf, dam: i64) -> PlayerInput {
    let mut i = PlayerInput::new(gf, dam);
    i.reading = Reading::Oangband110;
    i.player.level = 30;
    i.source = MonsterSource { level: 30, ..MonsterSource::default() };
    i
}

/// Runs `i` on the game's draws, checking every draw was consumed.
fn replay(i: &PlayerInput, draws: &[(i64, i64)]) -> PlayerOutcome {
    let mut g = Replay::new(draws.iter().copied());
    let out = player::project(&mut g, i).unwrap_or_else(|e| panic!("{e}"));
    g.finish().unwrap_or_else(|e| panic!("{e}"));
    out
}

/// The spans the seed reading draws for the same input (all answered with their
/// lowest number).
fn seed_spans(i: &PlayerInput) -> Vec<i64> {
    struct Rec(Vec<i64>);
    impl roguerules_dice::Source for Rec {
        fn draw(&mut self, lo: i64, hi: i64) -> Result<i64, SourceError> {
            self.0.push(hi - lo + 1);
            Ok(lo)
        }
    }
    let mut rec = Rec(Vec::new());
    let seed = PlayerInput { reading: Reading::Seed, self_inflicted: false, ..i.clone() };
    player::project(&mut rec, &seed).unwrap();
    rec.0
}

/// A character that cannot dodge (a pack far over its limit).
fn heavy(mut i: PlayerInput) -> PlayerInput {
    i.player.total_weight = 1_000_000;
    i.player.pack_weight = 100_000;
    i
}

// --- missiles ----------------------------------------------------------------

/// `project_p`, GF_MISSILE: `check_ability(SP_EVASION) & (randint(75) <=
/// evasion_chance)`: the roll is drawn without the specialty too.
#[test]
fn the_evasion_roll_is_drawn_without_the_specialty() {
    let i = heavy(game(Gf::Missile, 40));
    // randint(75), then the dodge rand_int(40 + 45), then nothing (AC 0).
    let out = replay(&i, &[(75, 0), (85, 84)]);
    assert_eq!((out.avoided, out.damage), (None, 40));
    assert!(!seed_spans(&i).contains(&75), "the seed draws no Evasion roll without the specialty");
}

/// GF_MISSILE: Evasion is `randint(75) <= evasion_chance`, the game's stored
/// chance, not a percentage.
#[test]
fn evasion_is_a_roll_on_seventy_five() {
    let mut i = game(Gf::Missile, 40);
    i.player.specialties = Specialties::EVASION;
    i.player.evasion_chance = 30;
    assert_eq!(replay(&i, &[(75, 29)]).avoided, Some(Avoided::Evasion));
    let i = heavy(i);
    let out = replay(&i, &[(75, 30), (85, 84)]);
    assert_eq!((out.avoided, out.damage), (None, 40));
}

/// GF_MISSILE: dodged when `2 * (adj_dex_ta - 124) + energy + 5 * adj_str_wgt *
/// 100 / max(total_weight, 300) > rand_int(40 + 3 * level / 2)`.
#[test]
fn the_missile_dodge_is_the_games_formula() {
    let mut i = game(Gf::Missile, 40);
    // 2 * 4 + 10 + 5 * 10 * 100 / 5000 = 19.
    i.player.total_weight = 5000;
    assert_eq!(replay(&i, &[(75, 70), (85, 18)]).avoided, Some(Avoided::Dodge));
    assert_eq!(replay(&i, &[(75, 70), (85, 19)]).damage, 40);
}

/// GF_ARROW: the shield deflects on `rand_int(MAX_SHIELD_BASE_AC * 4)`, 0..47.
#[test]
fn the_shield_deflects_on_zero_to_forty_seven() {
    let mut i = game(Gf::Arrow, 40);
    i.player.ac = 0;
    i.player.equip.shield = Some(Shield { base_ac: 12, ..Shield::default() });
    // randint(75); the miss randint((10 + 30) * 5) (no AC: never a miss); the shield.
    assert_eq!(replay(&i, &[(75, 0), (200, 0), (48, 11)]).avoided, Some(Avoided::Shield));
    let out = replay(&i, &[(75, 0), (200, 0), (48, 12), (2, 1)]);
    assert_eq!((out.avoided, out.damage), (None, 40));
}

/// GF_ARROW: a miss above 9 base AC draws `rand_int(2)` for its message.
#[test]
fn an_arrow_miss_draws_its_message() {
    let mut i = game(Gf::Arrow, 40);
    i.player.ac = 150;
    i.player.base_ac = 10;
    assert_eq!(replay(&i, &[(75, 0), (200, 10), (2, 0)]).avoided, Some(Avoided::Miss));
    i.player.base_ac = 9;
    assert_eq!(replay(&i, &[(75, 0), (200, 10)]).avoided, Some(Avoided::Miss));
}

/// GF_SHOT, GF_ARROW: the cut increment is capped (30, 50), not the counter.
#[test]
fn missile_cuts_cap_the_increment() {
    let mut i = heavy(game(Gf::Arrow, 200));
    i.player.counters.cut = 100;
    // randint(75), miss roll (AC 0), no shield, the 1 in 2 cut.
    let out = replay(&i, &[(75, 0), (200, 0), (2, 0)]);
    assert_eq!(out.counters.cut, 150);
}

/// GF_PMISSILE without Morgul magic: poison `8 + randint((p + 1) / 2) + p / 2`
/// of `p = dam + 5`.
#[test]
fn a_poisoned_missile_poisons_by_the_games_formula() {
    let i = heavy(game(Gf::Pmissile, 15));
    // randint(75), dodge, pois_hit(20): 8 + randint(10) + 10.
    let out = replay(&i, &[(75, 0), (85, 84), (10, 4)]);
    assert_eq!((out.damage, out.counters.poison), (15, 23));
}

/// GF_PMISSILE from a Morgul monster that is not a wraith: `randint(2)` (and
/// `randint(3) == 0`, never true, above level 50): only outcomes 1 and 2.
#[test]
fn a_morgul_missile_draws_only_outcomes_one_and_two() {
    let mut i = heavy(game(Gf::Pmissile, 15));
    i.source = MonsterSource { level: 60, morgul: true, ..MonsterSource::default() };
    i.player.exp = 10_000;
    // randint(75), dodge rand_int(130), randint(2) = 2, randint(3), pois_hit(20) randint(10), the drain.
    let out = replay(&i, &[(75, 0), (130, 129), (2, 1), (3, 0), (10, 0)]);
    assert_eq!((out.exp_drained, out.black_breath), (200 + 100 * 2, false));
}

/// GF_PMISSILE from a unique wraith: outcome 3 drains every stat, then (the
/// loop variable is 6) runs the Black Breath's block: the damage and the
/// poison twice.
#[test]
fn a_wraiths_stat_drain_runs_the_black_breath_too() {
    let mut i = heavy(game(Gf::Pmissile, 15));
    i.source = MonsterSource { level: 40, morgul: true, unique_wraith: true, ..MonsterSource::default() };
    // randint(75), dodge rand_int(100), randint(5) = 3, pois_hit(20) 8 + randint(10) + 10,
    // again (poisoned now) 2 + randint(22 / 3) + 6.
    let out = replay(&i, &[(75, 0), (100, 99), (5, 2), (10, 0), (7, 0)]);
    assert_eq!(out.damage, 30);
    assert_eq!(out.counters.poison, 19 + 9);
    assert!(out.black_breath);
    assert_eq!((out.stat_drain.str, out.stat_drain.chr), (1, 1));
    assert_eq!(out.exp_drained, 200);
}

/// A Deathlord is a unique `'W'` with Morgul magic in `monster.txt`: its
/// poisoned missiles roll `randint(5)` as a unique wraith's.
#[test]
fn a_deathlord_source_is_a_unique_morgul_wraith() {
    let mut i = heavy(game(Gf::Pmissile, 15));
    i.source = MonsterSource { level: 40, deathlord: true, ..MonsterSource::default() };
    let out = replay(&i, &[(75, 0), (100, 99), (5, 0), (10, 0)]);
    assert_eq!((out.damage, out.counters.poison), (15, 19));
}

/// GF_WHIP: an animal's spit does no damage.
#[test]
fn an_animals_whip_is_spit() {
    let mut i = game(Gf::Whip, 30);
    assert_eq!(replay(&i, &[]).damage, 30);
    i.source.animal = true;
    assert_eq!(replay(&i, &[]).damage, 0);
}

/// `who <= 0`: no monster: no dodge, no Morgul, no armour deflection test.
#[test]
fn a_self_inflicted_missile_is_never_dodged() {
    let mut i = game(Gf::Missile, 40);
    i.self_inflicted = true;
    assert_eq!(replay(&i, &[(75, 0)]).damage, 40);
}

// --- the elements -------------------------------------------------------------

/// `acid_dam` and the others: the inventory chance is capped at 30 in 1000.
#[test]
fn the_inventory_chance_is_capped_at_thirty() {
    let i = game(Gf::Fire, 600);
    // randint(25) for strength.
    let out = replay(&i, &[(25, 5)]);
    assert_eq!(out.inventory.fire.map(|c| c.other), Some(30));
}

/// `fire_dam`: the 1-in-25 strength drain is drawn at any damage (and drains
/// only above 9).
#[test]
fn the_stat_drain_is_drawn_at_any_damage() {
    let i = game(Gf::Fire, 5);
    let out = replay(&i, &[(25, 0)]);
    assert_eq!((out.damage, out.stat_drain.str), (5, 0));
    let out = replay(&game(Gf::Fire, 10), &[(25, 0)]);
    assert_eq!(out.stat_drain.str, 1);
}

/// `elec_dam`: above 30 damage, `randint(dam - 15) > dam / 2` stuns by
/// `rand_int(5 + dam / 20)`.
#[test]
fn lightning_stuns_by_a_random_amount_above_thirty() {
    let i = game(Gf::Elec, 100);
    let out = replay(&i, &[(25, 5), (85, 50), (10, 7)]);
    assert_eq!(out.counters.stun, 7);
    // At 30 nothing is drawn for the stun.
    assert_eq!(replay(&game(Gf::Elec, 30), &[(25, 5)]).counters.stun, 0);
}

/// GF_PLASMA: `elec_dam` before `fire_dam`.
#[test]
fn plasma_burns_after_the_lightning() {
    let i = game(Gf::Plasma, 100);
    // elec_dam(51): randint(25), randint(36) > 25 fails; fire_dam(51): randint(25).
    let out = replay(&i, &[(25, 5), (36, 0), (25, 5)]);
    assert_eq!((out.parts.elec, out.parts.fire), (51, 51));
}

/// The game's vulnerability: `-30` adds 30% (`resist_damage` rounds toward 0).
#[test]
fn a_vulnerability_adds_thirty_percent() {
    let mut i = game(Gf::Fire, 100);
    i.player.resist.fire = -30;
    let out = replay(&i, &[(25, 5)]);
    assert_eq!(out.damage, 129);
}

/// `pois_hit`: 80% poison resistance or more stops the poison; less reduces
/// it as a percentage; an immunity by one flag adds nothing.
#[test]
fn poison_resistance_is_a_percentage_and_stops_at_eighty() {
    let mut i = game(Gf::Pois, 40);
    i.player.resist.pois = 80;
    let out = replay(&i, &[]);
    assert_eq!((out.damage, out.counters.poison), (8, 0));
    i.player.resist.pois = 50;
    // pois_hit(40): 40 - 20 = 20: 8 + randint(10) + 10.
    let out = replay(&i, &[(10, 9)]);
    assert_eq!((out.damage, out.counters.poison), (20, 28));
    i.player.resist.pois = 100;
    assert_eq!(replay(&i, &[]).counters.poison, 0);
}

/// GF_POIS from a Morgul monster: also `acid_dam(dam / 3)`, and saves against
/// `dam / 2 + 20` for paralysis and blindness.
#[test]
fn morgul_poison_is_acid_and_paralyses() {
    let mut i = game(Gf::Pois, 60);
    i.source.morgul = true;
    // acid_dam(20): minus_ac randint(2) == 1 spares; randint(25); pois_hit(60): randint(30);
    // paralysis save rand_int(50), rand_int(3); blind save rand_int(50), rand_int(17).
    let out = replay(&i, &[(2, 0), (25, 5), (30, 0), (50, 10), (3, 2), (50, 10), (17, 1)]);
    assert_eq!((out.parts.acid, out.parts.main), (20, 60));
    assert_eq!((out.counters.paralysis, out.counters.blind), (4, 17));
}

/// GF_COLD from a Morgul monster: paralysis `rand_int(3) + 2` and fear
/// `rand_int(21) + 10` at 400 damage.
#[test]
fn morgul_cold_paralyses_two_to_four() {
    let mut i = game(Gf::Cold, 400);
    i.source.morgul = true;
    // cold_dam: randint(25); then randint(3) = 3, rand_int(3), rand_int(21).
    let out = replay(&i, &[(25, 5), (3, 2), (3, 0), (21, 0)]);
    assert_eq!((out.counters.paralysis, out.counters.fear), (2, 10));
}

/// GF_HELLFIRE: darkness resists the whole damage, then `(dam + 2) / 3`.
#[test]
fn hellfire_darkness_is_a_third_of_the_resisted_whole() {
    let mut i = game(Gf::Hellfire, 99);
    i.player.resist.dark = 100;
    i.player.save = 1000;
    // fire_dam(66): randint(25); no randomising at 100%; the save rand_int(37).
    let out = replay(&i, &[(25, 5), (37, 0)]);
    assert_eq!((out.parts.fire, out.parts.dark), (66, 0));
}

/// GF_DARK: darkness resistance prevents the blindness; light resistance
/// does not.
#[test]
fn dark_resistance_prevents_blindness() {
    let mut i = game(Gf::Dark, 30);
    i.player.resist.light = 45;
    assert_eq!(replay(&i, &[(5, 0)]).counters.blind, 3);
    i.player.resist.light = 0;
    i.player.resist.dark = 25;
    // The resistance is randomised (25 +- 2): rand_int(5); no blindness.
    assert_eq!(replay(&i, &[(5, 2)]).counters.blind, 0);
}

/// GF_LITE: a character already blind is not blinded more.
#[test]
fn light_does_not_blind_the_blind_more() {
    let mut i = game(Gf::Lite, 30);
    i.player.counters.blind = 5;
    assert_eq!(replay(&i, &[]).counters.blind, 5);
}

/// GF_MORGUL_DARK: paralysis is drawn before fear, and fear adds `rand_int(k)`.
#[test]
fn morgul_darkness_paralyses_before_frightening() {
    let mut i = game(Gf::MorgulDark, 100);
    i.player.resist.dark = 0;
    i.player.flags = PlayerFlags::RESIST_BLIND;
    i.source.level = 100;
    // k = 100: rand_int(100) > 20; paralysis rand_int(3); fear rand_int(100); k = 66;
    // rand_int(66) four times, then rand_int(66) > 160 never.
    let out = replay(&i, &[(100, 21), (3, 1), (100, 42), (66, 0), (66, 0), (66, 0), (66, 0), (66, 0)]);
    assert_eq!((out.counters.paralysis, out.counters.fear), (3, 42));
}

// --- the other types ---------------------------------------------------------

/// GF_SOUND: the gate `dam > rand_int(30 + dam / 2)` first; then random
/// confusion, stun and energy.
#[test]
fn sound_has_a_gate_and_random_effects() {
    let mut i = game(Gf::Sound, 20);
    // The gate rand_int(40) < 20 fails: nothing more is drawn.
    assert_eq!(replay(&i, &[(40, 20)]).counters.stun, 0);
    i.player.save = 0;
    // The gate passes; confusion randint(2); stun randint(11); the save fails
    // (rand_int(20) < 0 never); energy rand_int(10).
    let out = replay(&i, &[(40, 19), (2, 1), (11, 9), (20, 0), (10, 7)]);
    assert_eq!((out.counters.confusion, out.counters.stun, out.energy_lost), (2, 10, 7));
    // Inventory: a third of the damage, / 13 (none below 39).
    assert_eq!(out.inventory.cold, None);
    assert!(seed_spans(&i).first() != Some(&40), "the seed has no gate");
}

/// GF_INERTIA, GF_WATER, GF_STORM, GF_HELLFIRE: their counters add.
#[test]
fn inertia_adds_to_slowness() {
    let mut i = game(Gf::Inertia, 100);
    i.player.counters.slow = 10;
    assert_eq!(replay(&i, &[(5, 2)]).counters.slow, 18);
}

/// GF_GRAVITY: `set_slow(p_ptr->slow + rand_int(3) + dam >= 100 ? 4 : 2)` sets
/// slowness to 2 or 4.
#[test]
fn gravity_sets_slowness_to_two_or_four() {
    let mut i = game(Gf::Gravity, 50);
    i.player.counters.slow = 20;
    i.player.resist.sound = 25;
    let out = replay(&i, &[(3, 0)]);
    assert_eq!((out.counters.slow, out.teleport), (2, 6));
    i.player.counters.slow = 48;
    assert_eq!(replay(&i, &[(3, 2)]).counters.slow, 4);
}

/// GF_GRAVITY: stun `randint(dam > 90 ? 35 : dam / 5 + 5)`, the increment.
#[test]
fn gravity_stuns_by_a_random_increment() {
    let mut i = game(Gf::Gravity, 200);
    i.player.counters.stun = 40;
    let out = replay(&i, &[(3, 0), (35, 34)]);
    assert_eq!(out.counters.stun, 75);
}

/// `project_t`, GF_GRAVITY: nexus resistance or feather fall hold the ground
/// on `rand_int(2) == 0`.
#[test]
fn gravity_may_not_move_the_protected() {
    let mut i = game(Gf::Gravity, 50);
    i.player.flags = PlayerFlags::FEATHER_FALL;
    i.player.resist.sound = 25;
    assert_eq!(replay(&i, &[(3, 0), (2, 0)]).teleport, 0);
    assert_eq!(replay(&i, &[(3, 0), (2, 1)]).teleport, 6);
}

/// `teleport_player`'s end: trees hurt on `rand_int(2) == 0` and stun on
/// `rand_int(3) != 0`.
#[test]
fn a_tree_landing_is_a_half_roll_and_stuns_two_in_three() {
    let i = game(Gf::Gravity, 50);
    let mut after = PlayerOutcome::default();
    after.teleport = 6;
    let mut g = Replay::new(vec![(2, 1)]);
    let out = player::land(&mut g, &i, &after, Terrain::Tree).unwrap();
    assert_eq!((out.parts.landing, g.used()), (0, 1));
    let mut g = Replay::new(vec![(2, 0), (8, 3), (8, 4), (3, 1), (8, 0), (8, 1)]);
    let out = player::land(&mut g, &i, &after, Terrain::Tree).unwrap();
    assert_eq!((out.parts.landing, out.counters.stun, g.used()), (9, 3, 6));
}

/// `thrust_away`'s end: only lava does anything (`fire_dam(damroll(4, 100))`).
#[test]
fn a_thrust_burns_only_in_lava() {
    let i = game(Gf::Force, 50);
    let mut after = PlayerOutcome::default();
    after.thrust = 5;
    let mut g = Replay::new(vec![]);
    assert_eq!(player::land(&mut g, &i, &after, Terrain::Rubble).unwrap().damage, 0);
    let mut g = Replay::new(vec![(100, 9), (100, 9), (100, 9), (100, 9), (25, 5)]);
    assert_eq!(player::land(&mut g, &i, &after, Terrain::Lava).unwrap().parts.landing, 40);
}

/// `project_t`, GF_FORCE: thrust by `3 + dam / 20` of the nominal damage.
#[test]
fn force_thrusts_by_the_nominal_damage() {
    let mut i = game(Gf::Force, 2000);
    i.player.resist.sound = 25;
    assert_eq!(replay(&i, &[]).thrust, 103);
}

/// GF_WATER: stun `randint(5 + dam / 10)` on a half, added.
#[test]
fn water_stuns_by_a_random_amount() {
    let mut i = game(Gf::Water, 100);
    i.player.counters.stun = 5;
    let out = replay(&i, &[(2, 0), (15, 14), (2, 1)]);
    assert_eq!(out.counters.stun, 20);
}

/// `project_t`, GF_STORM: without feather fall `rand_int(3) != 0`, then
/// `rand_int(dam / 2) > level` of the nominal damage.
#[test]
fn the_storm_whirl_rolls_two_in_three_then_the_nominal_damage() {
    let mut i = game(Gf::Storm, 100);
    i.player.resist.confusion = 25;
    // 50 pure; rand_int(3) (quarter lightning 25: randint(25)); cold no; acid no;
    // confusion rand_int(2); whirl rand_int(3), rand_int(50) > 30.
    let out = replay(&i, &[(3, 1), (25, 5), (2, 1), (2, 1), (2, 0), (3, 1), (50, 31)]);
    assert_eq!((out.damage, out.teleport), (75, 6));
    let out = replay(&i, &[(3, 1), (25, 5), (2, 1), (2, 1), (2, 0), (3, 0)]);
    assert_eq!(out.teleport, 0);
}

/// GF_TIME: the experience loss is `100 + 2%`.
#[test]
fn time_drains_one_hundred_plus_two_percent() {
    let mut i = game(Gf::Time, 50);
    i.player.exp = 10_000;
    assert_eq!(replay(&i, &[(10, 0)]).exp_drained, 300);
}

/// GF_CHAOS: confusion is drawn before hallucination.
#[test]
fn chaos_confuses_before_hallucinating() {
    let mut i = game(Gf::Chaos, 50);
    i.player.flags = PlayerFlags::HOLD_LIFE;
    // rand_int(20), randint(10), the hold-life rand_int(100) < 75.
    let out = replay(&i, &[(20, 3), (10, 6), (100, 0)]);
    assert_eq!((out.counters.confusion, out.counters.hallucination), (13, 7));
}

/// `apply_nexus`: the swap draws `rand_int(6)` twice, again while equal.
#[test]
fn the_nexus_swap_redraws_equal_stats() {
    let i = game(Gf::Nexus, 50);
    // randint(7) = 7; the save rand_int(100) < 0 fails; rand_int(6) = 2, 2 again, then 4.
    let out = replay(&i, &[(7, 6), (100, 0), (6, 2), (6, 2), (6, 4)]);
    assert_eq!(out.stat_swap, Some((Stat::Wis, Stat::Con)));
}

/// A roller that answers the first stat again and again would keep the
/// game's redraw going forever: the rule gives up after `MAX_RETRIES`
/// (10,000) draws with a budget error (`Limit::Retries`) instead of hanging.
#[test]
fn a_roller_repeating_the_first_stat_ends_the_nexus_redraw() {
    /// The game's draws up to the swap (as in the test above), then stat 2
    /// for ever; counts the draws.
    struct Stuck(usize);
    impl roguerules_dice::Source for Stuck {
        fn draw(&mut self, lo: i64, _hi: i64) -> Result<i64, SourceError> {
            let answer = [6, 0].get(self.0).copied().unwrap_or(2);
            self.0 += 1;
            Ok(lo + answer)
        }
    }
    let mut stuck = Stuck(0);
    let err = player::project(&mut stuck, &game(Gf::Nexus, 50)).expect_err("a redraw that never ends");
    let want = roguerules_dice::BudgetExceeded { limit: roguerules_dice::Limit::Retries, value: 10_000 };
    assert!(matches!(err, roguerules_projection::ProjectionError::Budget(b) if b == want), "{err}");
    // randint(7), the save, the first stat, then the 10,000 redraws.
    assert_eq!(stuck.0, 3 + 10_000);
}

/// `apply_disenchant`: a bonus above 5 after the first loss loses another on
/// `rand_int(100) < 20`.
#[test]
fn disenchantment_takes_more_on_a_twenty_in_a_hundred() {
    let mut i = game(Gf::Disenchant, 50);
    i.player.equip.weapon = Some(roguerules_projection::player::Item { to_h: 7, to_d: 6, ..Default::default() });
    // randint(8) = 1 (the weapon); to_h 6 left > 5: rand_int(100); to_d 5 left: no draw.
    let out = replay(&i, &[(8, 0), (100, 19)]);
    let d = out.disenchant.unwrap();
    assert_eq!((d.slot, d.to_h, d.to_d), (Slot::Weapon, 2, 1));
}

/// `minus_ac`: an item whose base AC plus to-AC is 0 or less is spared.
#[test]
fn acid_spares_armour_with_no_ac_left() {
    let mut i = game(Gf::Acid, 60);
    i.player.equip.body = Some(roguerules_projection::player::Item { base_ac: 2, to_a: -2, ..Default::default() });
    let out = replay(&i, &[(6, 0), (25, 5)]);
    assert_eq!((out.acid, out.damage), (None, 60));
    i.player.equip.body = Some(roguerules_projection::player::Item { base_ac: 2, to_a: -1, ..Default::default() });
    let out = replay(&i, &[(6, 0), (25, 5)]);
    assert_eq!(out.damage, 40);
}

// --- terrain -----------------------------------------------------------------

/// Trees: `randint(8)` is drawn for every class; only woodsmen duck.
#[test]
fn trees_draw_for_every_class() {
    let mut i = game(Gf::Mana, 60);
    i.terrain = Terrain::Tree;
    assert_eq!(replay(&i, &[(8, 0)]).damage, 50);
    i.player.class = Class::Ranger;
    assert_eq!(replay(&i, &[(8, 0)]).avoided, Some(Avoided::Terrain));
}

/// Unlight: an unlit grid and no light (`cur_lite <= 0`) take a quarter off.
#[test]
fn unlight_needs_no_light() {
    let mut i = game(Gf::Mana, 100);
    i.dark = true;
    i.player.specialties = Specialties::UNLIGHT;
    assert_eq!(replay(&i, &[]).damage, 75);
    i.player.light_radius = 1;
    assert_eq!(replay(&i, &[]).damage, 100);
}

/// The outcome's counters are what the game's setters store: at most 10000.
#[test]
fn counters_are_clamped_as_the_setters_clamp() {
    let mut i = game(Gf::Confusion, 30);
    i.player.counters = Counters { confusion: 10_000, ..Counters::default() };
    i.player.resist = Resistances::default();
    assert_eq!(replay(&i, &[(20, 5)]).counters.confusion, 10_000);
}

/// Every test the docs' player table names is one of this file's.
#[test]
fn the_docs_name_these_tests() {
    let docs = include_str!("../docs/oangband-1.1.0.md");
    let this = include_str!("oangband_player.rs");
    let table = docs.split("## The player").nth(1).expect("a player section");
    let mut named = 0;
    for line in table.lines().filter(|l| l.starts_with("| ") && !l.starts_with("| where")) {
        let last = line.trim_end_matches('|').rsplit('|').next().unwrap_or("");
        for name in last.split('`').skip(1).step_by(2) {
            assert!(this.contains(&format!("fn {name}()")), "{name} is named in the docs but is no test here");
            named += 1;
        }
    }
    assert!(named >= 40, "only {named} tests named");
}

/// The nexus swap's retries have exact odds: each other stat one time in 5.
#[test]
fn the_nexus_swap_has_exact_odds() {
    let i = game(Gf::Nexus, 50);
    let odds = player::odds(&i).unwrap();
    let swap = |a, b| odds.probability_where(|o| o.stat_swap == Some((a, b))).to_string();
    // randint(7) = 7 (1/7), the save fails (save 0), then 1/6 * 1/5.
    assert_eq!(swap(Stat::Str, Stat::Chr), "1/210");
    assert_eq!(swap(Stat::Str, Stat::Str), "0");
}
