//! The Oangband 1.1.0 reading of projections on monsters: one named test per
//! place where the released game's `project_m` (and the part of `project_t` it
//! hands to), in `src/spells1.c`, differs from the seed reading. Each test
//! replays the game's own draws, written as the game makes them: `(m, r)` is
//! one `Rand_div(m)` call (`rand_int(m)`, `randint(m)` minus one) answering
//! `r`, and every one must be consumed (docs/oangband-1.1.0.md lists the
//! differences).

mod common;

use common::{input, mon, player, with};
use roguerules_dice::{Pmf, Replay, Sampler, SourceError};
use roguerules_projection::monster::{self, Monster, MonsterFlags as F, MonsterInput, MonsterOutcome};
use roguerules_projection::{Class, Gf, PlayerSource, Source, Terrain};
use roguerules_vocab::Reading;
use std::collections::BTreeMap;

/// `i` under the Oangband 1.1.0 reading.
fn game(i: MonsterInput) -> MonsterInput {
    MonsterInput { reading: Reading::Oangband110, ..i }
}

/// Runs `i` (already under the game's reading) on the game's draws, checking
/// every draw was consumed.
fn replay(i: &MonsterInput, draws: &[(i64, i64)]) -> MonsterOutcome {
    let mut g = Replay::new(draws.iter().copied());
    let out = monster::project(&mut g, i).unwrap_or_else(|e| panic!("{e}"));
    g.finish().unwrap_or_else(|e| panic!("{e}"));
    out
}

/// The same input under the seed reading draws differently: its first
/// `draws.len()` spans differ or it makes another number of draws.
fn seed_draws(i: &MonsterInput) -> Vec<(i64, i64)> {
    struct Rec(Vec<(i64, i64)>);
    impl roguerules_dice::Source for Rec {
        fn draw(&mut self, lo: i64, hi: i64) -> Result<i64, SourceError> {
            self.0.push((hi - lo + 1, 0));
            Ok(lo)
        }
    }
    let mut rec = Rec(Vec::new());
    let seed = MonsterInput { reading: Reading::Seed, ..i.clone() };
    monster::project(&mut rec, &seed).unwrap();
    rec.0
}

fn hp(n: i64) -> Monster {
    Monster { hp: n, maxhp: n, ..mon() }
}

fn source(level: i64, class: Class, holy_light: bool) -> Source {
    Source::Player(PlayerSource { level, class, beguile: false, holy_light })
}

// --- durations ---------------------------------------------------------------

/// `project_m`, GF_ICE: `do_stun = randint(dam / 12)`, not `dam / 12`.
#[test]
fn ice_stun_is_randint_of_the_seeds_duration() {
    let i = game(input(Gf::Ice, 100, mon()));
    let out = replay(&i, &[(8, 4)]);
    assert_eq!((out.damage, out.stun), (100, 5));
    assert!(seed_draws(&i).is_empty(), "the seed stuns 8 without a draw");
}

/// `project_m`, GF_SOUND and GF_CONFUSION: `randint(0)` is 1 without a draw.
#[test]
fn a_duration_of_zero_is_one_without_a_draw() {
    assert_eq!(replay(&game(input(Gf::Sound, 5, mon())), &[]).stun, 1);
    assert_eq!(replay(&game(input(Gf::Confusion, 10, mon())), &[]).confusion, 1);
}

/// `project_m`, GF_SOUND: the stun is drawn before the resistance's divisor.
#[test]
fn sound_stun_is_drawn_before_the_resistance() {
    // A sound breather: randint(160 / 8 = 20), then (e)'s 14 + rand_int(3).
    let i = game(input(Gf::Sound, 160, with(F::BRTH_SOUND)));
    let out = replay(&i, &[(20, 9), (3, 2)]);
    assert_eq!(out.damage, 3 * 160 / 16);
    assert_eq!(out.stun, 0, "sound breathers are never stunned");
}

/// `project_m`, GF_ROCK: `rand_int(200) < ac` is drawn at AC 0; the stun is
/// `randint(dam / 8)`.
#[test]
fn rock_draws_the_armour_test_at_ac_zero() {
    let i = game(input(Gf::Rock, 100, mon()));
    let out = replay(&i, &[(200, 0), (2, 0), (12, 11)]);
    assert_eq!((out.damage, out.stun, out.ac_blocked), (100, 12, false));
    assert_eq!(seed_draws(&i), [(2, 0)], "the seed draws no armour test at AC 0");
    // AC 50: 49 < 50 misses, and nothing is left to stun.
    let out = replay(&game(input(Gf::Rock, 100, Monster { ac: 50, ..mon() })), &[(200, 49)]);
    assert_eq!((out.damage, out.ac_blocked), (0, true));
}

/// `project_m`, GF_ARROW group: the armour test at AC 0 and at AC 200+.
#[test]
fn missiles_draw_the_armour_test_at_any_ac() {
    assert_eq!(replay(&game(input(Gf::Arrow, 30, mon())), &[(200, 0)]).damage, 30);
    let out = replay(&game(input(Gf::Arrow, 30, Monster { ac: 250, ..mon() })), &[(200, 199)]);
    assert!(out.ac_blocked);
}

// --- terrain -----------------------------------------------------------------

/// `project_m`, FEAT_RUBBLE: `rand_int(4) == 0` is drawn before `NEVER_MOVE` is
/// looked at.
#[test]
fn avoidance_is_drawn_for_a_monster_that_cannot_move() {
    let m = Monster { can_move: false, ..mon() };
    let i = game(MonsterInput { terrain: Terrain::Rubble, ..input(Gf::Mana, 100, m) });
    let out = replay(&i, &[(4, 0)]);
    assert!(!out.avoided);
    assert_eq!(out.damage, 75);
    assert!(seed_draws(&i).is_empty());
}

/// `project_m`, GF_SHARD: `dam += terrain_adjustment` in full (the seed: Half).
#[test]
fn shards_take_the_full_terrain_adjustment() {
    let i = game(MonsterInput { terrain: Terrain::Rubble, ..input(Gf::Shard, 100, mon()) });
    assert_eq!(replay(&i, &[(4, 1)]).damage, 75);
    let seed = MonsterInput { reading: Reading::Seed, ..i };
    assert_eq!(common::scripted(&seed, steps![("terrain avoidance (a) 1 in 4", false)]).damage, 88);
}

// --- chaos -------------------------------------------------------------------

/// `project_m`, GF_CHAOS: `do_conf = randint(dam / 12)` (no stun); a failed
/// polymorph roll leaves the confusion.
#[test]
fn chaos_confuses_instead_of_stunning() {
    let i = game(input(Gf::Chaos, 120, mon()));
    // randint(10) = 7; randint(90) = 6, not above level 10: no polymorph.
    let out = replay(&i, &[(10, 6), (90, 5)]);
    assert_eq!((out.polymorph, out.confusion, out.stun, out.damage), (false, 7, 0, 120));
}

/// `project_m`: a polymorphed monster takes no damage (`dam = 0` when the race
/// changes).
#[test]
fn a_polymorphed_monster_takes_no_damage() {
    let out = replay(&game(input(Gf::Chaos, 120, mon())), &[(10, 6), (90, 50)]);
    assert!(out.polymorph);
    assert_eq!((out.damage, out.hp_lost, out.hp, out.confusion), (0, 0, Some(1000), 0));
}

/// `project_m`, GF_CHAOS: a chaos breather is never polymorphed (`do_poly =
/// FALSE`) nor confused.
#[test]
fn chaos_breathers_are_never_polymorphed() {
    let out = replay(&game(input(Gf::Chaos, 120, with(F::BRTH_CHAOS))), &[(10, 6), (3, 1)]);
    assert_eq!((out.polymorph, out.confusion, out.damage), (false, 0, 3 * 120 / 15));
}

// --- storm, nexus, force -----------------------------------------------------

/// `project_t`, GF_STORM: only a monster caster's storm teleports (`who > 0`).
#[test]
fn a_players_storm_never_teleports() {
    let out = replay(&game(input(Gf::Storm, 60, mon())), &[(6, 1), (2, 1), (3, 1)]);
    assert_eq!((out.damage, out.teleport), (60, 0));
}

/// `project_t`, GF_STORM: `m_ptr->maxhp < rand_int(dam * 3)`, drawn after
/// `project_m` for a survivor.
#[test]
fn a_monsters_storm_teleports_on_rand_int_of_three_times_the_damage() {
    let i = game(MonsterInput { source: Source::Monster, ..input(Gf::Storm, 40, hp(100)) });
    // 1 in 6 fails; 40 is not above 50; 1 in 3 fails; rand_int(120) = 101 > 100.
    let out = replay(&i, &[(6, 1), (3, 1), (120, 101)]);
    assert_eq!((out.damage, out.teleport, out.hp), (40, 10, Some(60)));
    assert_eq!(replay(&i, &[(6, 1), (3, 1), (120, 100)]).teleport, 0);
    // A killed monster is not teleported: no roll.
    let frail = game(MonsterInput { source: Source::Monster, ..input(Gf::Storm, 40, hp(30)) });
    assert!(replay(&frail, &[(6, 1), (3, 1)]).killed);
}

/// `project_t` is handed the nominal damage: a storm of 60 on water (80 done)
/// rolls `rand_int(180)`.
#[test]
fn the_storm_teleport_roll_uses_the_nominal_damage() {
    let i = game(MonsterInput { source: Source::Monster, terrain: Terrain::Water, ..input(Gf::Storm, 60, hp(200)) });
    let out = replay(&i, &[(6, 1), (2, 1), (3, 1), (180, 179)]);
    assert_eq!((out.damage, out.teleport), (80, 0));
}

/// `project_m`, GF_STORM: the stun needs `dam > 50`.
#[test]
fn storm_stuns_only_above_fifty() {
    let out = replay(&game(input(Gf::Storm, 50, mon())), &[(6, 1), (3, 1)]);
    assert_eq!(out.stun, 0);
    let out = replay(&game(input(Gf::Storm, 51, mon())), &[(6, 1), (2, 0), (4, 3), (3, 1)]);
    assert_eq!(out.stun, 4);
}

/// `project_m`, GF_STORM: the confusion needs `dam > 20`, so a storm of 20
/// confuses only after the lightning part raised it.
#[test]
fn storm_confuses_only_above_twenty() {
    assert_eq!(replay(&game(input(Gf::Storm, 20, mon())), &[(6, 1)]).confusion, 0);
    // The lightning strike (rand_int(6) == 0): 30; rand_int(3) == 0; randint(3) + 1.
    let out = replay(&game(input(Gf::Storm, 20, mon())), &[(6, 0), (3, 0), (3, 2)]);
    assert_eq!((out.damage, out.confusion), (30, 4));
}

/// `project_m`, GF_STORM: a `NO_CONF` monster draws no confusion chance (and
/// the memory learns `NO_CONF`).
#[test]
fn storm_draws_no_confusion_for_a_no_conf_monster() {
    let out = replay(&game(input(Gf::Storm, 30, with(F::NO_CONF))), &[(6, 1)]);
    assert_eq!(out.learned, F::NO_CONF);
}

/// `project_m`, GF_STORM: `(dam) && rand_int(6) == 0`: no lightning draw on no
/// damage.
#[test]
fn storm_of_no_damage_draws_nothing() {
    let i = game(input(Gf::Storm, 0, mon()));
    assert_eq!(replay(&i, &[]).damage, 0);
    assert_eq!(seed_draws(&i), [(6, 0)]);
}

/// `project_t`, GF_NEXUS: `do_dist = 2 + dam / 5` of the nominal damage.
#[test]
fn nexus_teleports_by_the_nominal_damage() {
    let out = replay(&game(input(Gf::Nexus, 100, with(F::RES_NEXU))), &[(3, 0)]);
    assert_eq!((out.damage, out.teleport), (300 / 14, 22));
}

/// `project_t`, GF_FORCE: `thrust_away(.., 3 + dam / 20)` of the nominal
/// damage; the stun is `randint(dam / 12)` of the damage after terrain.
#[test]
fn force_thrusts_by_the_nominal_damage() {
    let i = game(MonsterInput { terrain: Terrain::Rubble, ..input(Gf::Force, 100, mon()) });
    let out = replay(&i, &[(4, 1), (6, 2)]);
    assert_eq!((out.damage, out.stun, out.thrust), (75, 3, 8));
}

// --- elements ----------------------------------------------------------------

/// `project_m`, GF_ELEC: the stun is an `else if` of `IM_ELEC`.
#[test]
fn elec_never_stuns_an_elec_immune_monster() {
    let i = game(input(Gf::Elec, 200, with(F::IM_ELEC)));
    let out = replay(&i, &[]);
    assert_eq!((out.damage, out.stun, out.learned), (22, 0, F::IM_ELEC));
    assert_eq!(seed_draws(&i).len(), 1, "the seed draws its 1 in 2");
}

/// `project_m`, GF_PLASMA: `prefix(name, "Plasma")` resists as a breather.
#[test]
fn plasma_monsters_resist_plasma_by_name() {
    let m = Monster { name: "Plasma vortex".into(), ..mon() };
    assert_eq!(replay(&game(input(Gf::Plasma, 100, m)), &[(3, 1)]).damage, 300 / 15);
}

/// `project_m`, GF_PLASMA: one immunity alone is learned on a `rand_int(2)`.
#[test]
fn plasma_draws_to_learn_a_single_immunity() {
    let i = game(input(Gf::Plasma, 100, with(F::IM_FIRE)));
    let out = replay(&i, &[(3, 0), (2, 0)]);
    assert_eq!((out.damage, out.learned), (60, F::IM_FIRE));
    assert_eq!(replay(&i, &[(3, 0), (2, 1)]).learned, F::empty());
    let both = replay(&game(input(Gf::Plasma, 100, with(F::IM_FIRE | F::IM_ELEC))), &[(3, 0)]);
    assert_eq!(both.learned, F::IM_FIRE | F::IM_ELEC);
}

/// `project_m`, GF_LITE_WEAK and GF_LITE: `check_ability(SP_HOLY_LIGHT) &
/// (randint(5) == 1)` draws for every undead, evil or light-hurt target.
#[test]
fn holy_light_attempt_is_drawn_without_the_specialty() {
    let i = game(MonsterInput { source: source(30, Class::Warrior, false), ..input(Gf::LiteWeak, 50, with(F::EVIL)) });
    let out = replay(&i, &[(5, 0)]);
    assert_eq!((out.damage, out.fear), (0, 0));
    assert!(seed_draws(&i).is_empty());
    let i = game(MonsterInput { source: source(30, Class::Warrior, false), ..input(Gf::Lite, 50, with(F::UNDEAD)) });
    assert_eq!(replay(&i, &[(3, 0)]).fear, 0);
    // With the specialty: randint(3) == 1, 12 <= randint(60), 3d22 + 1.
    let i = game(MonsterInput { source: source(30, Class::Priest, true), ..input(Gf::Lite, 50, with(F::UNDEAD)) });
    assert_eq!(replay(&i, &[(3, 0), (60, 11), (22, 0), (22, 0), (22, 0)]).fear, 4);
}

// --- no-damage types ---------------------------------------------------------

/// `project_m`, GF_OLD_SLOW: `r_ptr->speed - m_ptr->mspeed <= 10` slows a
/// monster already 10 below its race.
#[test]
fn old_slow_slows_a_slowed_monster_again() {
    let m = Monster { speed: -10, race_speed: 0, ..mon() };
    let i = game(input(Gf::OldSlow, 100, m));
    assert_eq!(replay(&i, &[(6, 1), (100, 49)]).speed, -20);
}

/// `project_m`, GF_OLD_POLY: `level > randint(dam - 10) + 10`, on `11..=dam`.
#[test]
fn old_poly_resists_on_eleven_to_dam() {
    let m = Monster { level: 40, ..mon() };
    let i = game(input(Gf::OldPoly, 60, m));
    let out = replay(&i, &[(50, 35), (90, 50)]);
    assert!(out.polymorph);
    assert_eq!(out.damage, 0);
    assert_eq!(seed_draws(&i)[0].0, 40, "the seed rolls 11..=50");
}

/// `project_m`, GF_TURN_EVIL: a priest (HOLY and STRONG_MAGIC in
/// `p_class.txt`) supercharges on `randint(3) == 1`.
#[test]
fn turn_evil_priest_supercharges_one_in_three() {
    let i = game(MonsterInput { source: player(30, Class::Priest), ..input(Gf::TurnEvil, 50, with(F::EVIL)) });
    // +1/2: 75; 12 > randint(75) = 41 fails; 3d37 + 1.
    let out = replay(&i, &[(3, 0), (75, 40), (37, 0), (37, 0), (37, 0)]);
    assert_eq!((out.fear, out.learned), (4, F::EVIL));
}

/// `project_m`, GF_TURN_UNDEAD: the code does not look at `NO_FEAR`.
#[test]
fn turn_undead_frightens_a_no_fear_undead() {
    let i = game(input(Gf::TurnUndead, 50, with(F::UNDEAD | F::NO_FEAR)));
    let out = replay(&i, &[(6, 1), (50, 20), (25, 0), (25, 0), (25, 0)]);
    assert_eq!((out.fear, out.learned), (4, F::UNDEAD));
}

/// `project_m`, GF_HOLD_UNDEAD: no `dam = 0`: a resisting undead takes the
/// damage.
#[test]
fn hold_undead_deals_its_damage() {
    let m = Monster { level: 30, ..with(F::UNDEAD) };
    let i = game(MonsterInput { source: player(10, Class::Priest), ..input(Gf::HoldUndead, 50, m) });
    // randint(30) = 26 > 20: fights it off.
    let out = replay(&i, &[(30, 25)]);
    assert_eq!((out.damage, out.hp, out.stasis), (50, Some(950), 0));
}

/// `mon_take_hit`: a monster just held is invulnerable, and stays asleep.
#[test]
fn a_held_monster_takes_no_damage_and_sleeps_on() {
    let m = Monster { level: 30, sleep: 100, ..with(F::UNDEAD) };
    let i = game(MonsterInput { source: player(10, Class::Priest), ..input(Gf::HoldUndead, 50, m) });
    let out = replay(&i, &[(30, 0), (5, 1), (7, 3)]);
    assert_eq!((out.damage, out.hp, out.stasis, out.sleep), (0, Some(1000), 9, 100));
}

/// `project_m`, GF_DISP_SMALL_ALL: `tmp = rand_int(18)` picks the death message.
#[test]
fn disp_small_all_draws_its_message() {
    let i = game(input(Gf::DispSmallAll, 100, hp(50)));
    assert!(replay(&i, &[(18, 17)]).killed);
    assert!(seed_draws(&i).is_empty());
}

// --- the rest of the monster's state ----------------------------------------

/// `project_m` (`csleep = 0` for a monster caster) and `mon_take_hit` wake a
/// monster the projection reaches; a skipped type leaves it asleep.
#[test]
fn a_projection_wakes_the_monster_unless_skipped() {
    let sleeper = Monster { sleep: 500, ..mon() };
    assert_eq!(replay(&game(input(Gf::Fire, 10, sleeper.clone())), &[]).sleep, 0);
    assert_eq!(replay(&game(input(Gf::TurnUndead, 50, sleeper.clone())), &[]).sleep, 500);
    let from_monster = game(MonsterInput { source: Source::Monster, ..input(Gf::AwayAll, 10, sleeper.clone()) });
    assert_eq!(replay(&from_monster, &[]).sleep, 0);
    // The seed leaves it asleep.
    assert_eq!(common::drawless(&input(Gf::Fire, 10, sleeper)).sleep, 500);
}

/// `project_m`: the monster memory learns what decided the effect.
#[test]
fn the_memory_learns_immunities_and_kinds() {
    assert_eq!(replay(&game(input(Gf::Acid, 90, with(F::IM_ACID))), &[]).learned, F::IM_ACID);
    assert_eq!(replay(&game(input(Gf::Nether, 90, with(F::UNDEAD | F::EVIL))), &[]).learned, F::UNDEAD);
    assert_eq!(replay(&game(input(Gf::Nether, 90, with(F::EVIL))), &[]).learned, F::EVIL);
    assert_eq!(replay(&game(input(Gf::DispDragon, 9, with(F::DRAGON))), &[]).learned, F::DRAGON);
    assert_eq!(replay(&game(input(Gf::Fire, 90, mon())), &[]).learned, F::empty());
}

/// The seed reading's JSON is unchanged: `learned` appears only when set.
#[test]
fn learned_is_left_out_of_json_when_empty() {
    let seed = serde_json::to_value(common::drawless(&input(Gf::Acid, 90, with(F::IM_ACID)))).unwrap();
    assert!(seed.get("learned").is_none());
    let g = serde_json::to_value(replay(&game(input(Gf::Acid, 90, with(F::IM_ACID))), &[])).unwrap();
    assert_eq!(g["learned"], serde_json::json!(["IM_ACID"]));
    let back: MonsterOutcome = serde_json::from_value(seed).unwrap();
    assert_eq!(back.learned, F::empty());
}

// --- exact odds --------------------------------------------------------------

/// The exact odds of the game's reading: ICE's stun is uniform on 1..=8.
#[test]
fn exact_odds_of_a_random_duration() {
    let odds = monster::odds(&game(input(Gf::Ice, 100, mon()))).unwrap();
    let stun = odds.map(|o| o.stun);
    assert_eq!(stun.len(), 8);
    assert_eq!(stun.probability(&1).to_string(), "1/8");
    // Chaos on level 10: polymorphed 80 in 90, else confused 1..=10.
    let odds = monster::odds(&game(input(Gf::Chaos, 120, mon()))).unwrap();
    assert_eq!(odds.probability_where(|o| o.polymorph).to_string(), "8/9");
    assert_eq!(odds.probability_where(|o| o.confusion == 10).to_string(), "1/90");
}

/// The exact odds agree with 100,000 seeded samples (four standard errors, as
/// in exact_vs_sampled.rs).
#[test]
fn exact_odds_agree_with_sampling() {
    let cases = [
        game(MonsterInput { source: Source::Monster, terrain: Terrain::Rubble, ..input(Gf::Storm, 100, hp(250)) }),
        game(MonsterInput { source: player(30, Class::Priest), ..input(Gf::TurnEvil, 40, with(F::EVIL)) }),
        game(MonsterInput { terrain: Terrain::Tree, ..input(Gf::Rock, 60, Monster { ac: 40, ..mon() }) }),
    ];
    for (seed, i) in cases.iter().enumerate() {
        let exact: Pmf<MonsterOutcome> = monster::odds(i).unwrap();
        let mut s = Sampler::seed_from_u64(100 + seed as u64);
        let n = 100_000u64;
        let mut counts: BTreeMap<MonsterOutcome, u64> = BTreeMap::new();
        for _ in 0..n {
            *counts.entry(monster::project(&mut s, i).unwrap()).or_insert(0) += 1;
        }
        for v in counts.keys() {
            assert!(exact.probability(v) > roguerules_dice::BigRational::from_integer(0.into()), "{v:?}");
        }
        for (v, p) in exact.to_f64() {
            let f = counts.get(&v).copied().unwrap_or(0) as f64 / n as f64;
            let tolerance = 4.0 * (p * (1.0 - p) / n as f64).sqrt() + 1.0 / n as f64;
            assert!((f - p).abs() <= tolerance, "{i:?}: {v:?} sampled {f}, exact {p}");
        }
    }
}

/// `project_m`, GF_OLD_HEAL: `m_ptr->hp += dam` on a 16-bit count before the
/// cap: past 32767 it wraps negative, and `mon_take_hit` finds the monster dead.
#[test]
fn healing_past_sixteen_bits_kills() {
    let m = Monster { hp: 30805, maxhp: 31668, ..mon() };
    let out = replay(&game(input(Gf::OldHeal, 2922, m.clone())), &[]);
    assert!(out.killed);
    let out = common::drawless(&input(Gf::OldHeal, 2922, m));
    assert_eq!((out.killed, out.hp), (false, Some(31668)));
}

/// The exact odds of the game's reading cover every type at the largest damage
/// (within the budget), and a sampled outcome always lies in their support.
#[test]
fn exact_odds_cover_every_type_at_the_largest_damage() {
    let beguiler = Source::Player(PlayerSource { level: 50, class: Class::Priest, beguile: true, holy_light: true });
    let monsters =
        [mon(), with(F::UNDEAD | F::EVIL | F::HURT_LITE), Monster { stun: 5, confusion: 5, ..with(F::IM_ELEC) }];
    let mut s = Sampler::seed_from_u64(5);
    for gf in Gf::ALL.iter().copied().filter(|g| monster::monster_row(*g).is_some()) {
        for m in &monsters {
            for (source, terrain) in [(beguiler, Terrain::Rubble), (Source::Monster, Terrain::Water)] {
                if source == Source::Monster && matches!(gf, Gf::Hold | Gf::HoldUndead) {
                    continue;
                }
                let i = game(MonsterInput { source, terrain, ..input(gf, 5000, m.clone()) });
                let odds = monster::odds(&i).unwrap_or_else(|e| panic!("{gf}: {e}"));
                let out = monster::project(&mut s, &i).unwrap();
                assert!(odds.probability(&out) > roguerules_dice::BigRational::from_integer(0.into()), "{gf}: {out:?}");
            }
        }
    }
}

// --- what the game knows of the monster --------------------------------------

/// `project_m`: `if (seen)` guards the monster memory, so an unseen monster
/// (`m_ptr->ml` false) learns nothing and the plasma memory's `rand_int(2)` is
/// not drawn; the damage is the same.
#[test]
fn an_unseen_monster_learns_nothing_and_draws_no_plasma_memory() {
    let unseen = |m: Monster| Monster { unseen: true, ..m };
    let i = game(input(Gf::Plasma, 100, unseen(with(F::IM_FIRE))));
    let out = replay(&i, &[(3, 0)]);
    assert_eq!((out.damage, out.learned), (60, F::empty()));
    let i = game(input(Gf::Fire, 90, unseen(with(F::IM_FIRE))));
    assert_eq!(replay(&i, &[]).learned, F::empty());
    // Seen, the same fire bolt teaches the immunity.
    assert_eq!(replay(&game(input(Gf::Fire, 90, with(F::IM_FIRE))), &[]).learned, F::IM_FIRE);
    // The seed reading ignores the field.
    let seed = MonsterInput { reading: Reading::Seed, ..input(Gf::Plasma, 100, unseen(with(F::IM_FIRE))) };
    assert_eq!(
        seed_draws(&seed),
        seed_draws(&MonsterInput { reading: Reading::Seed, ..input(Gf::Plasma, 100, with(F::IM_FIRE)) })
    );
}

/// `project_m`: "Monsters in stasis are invulnerable": it returns before its
/// first draw, and nothing changes (the monster is not even woken).
#[test]
fn a_monster_in_stasis_is_left_alone_without_a_draw() {
    let held = Monster { stasis: 3, sleep: 40, ..hp(100) };
    for gf in [Gf::Ice, Gf::Storm, Gf::OldPoly, Gf::TurnAll] {
        let i = game(MonsterInput { terrain: Terrain::Rubble, ..input(gf, 200, held.clone()) });
        let out = replay(&i, &[]);
        assert_eq!(out, MonsterOutcome::unchanged(&held), "{gf}");
        assert_eq!(monster::odds(&i).unwrap(), Pmf::certain(MonsterOutcome::unchanged(&held)), "{gf}");
        // The seed reading ignores the field: rubble's avoidance is drawn.
        assert!(!seed_draws(&i).is_empty(), "{gf}");
    }
    let e = monster::validate(&game(input(Gf::Ice, 10, Monster { stasis: 256, ..hp(10) }))).unwrap_err();
    assert!(e.to_string().contains("monster.stasis"), "{e}");
}
