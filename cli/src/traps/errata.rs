//! `roguerules traps errata`: seed 004's errata against the released game.
//! For a fixed, documented set of representative inputs (every dungeon trap
//! kind at a few depths on a few players; every player-set trap kind of the
//! game on a few monsters and setters), the exact odds under the seed reading
//! and under Oangband 1.1.0's, both asked of the library; the inputs whose odds
//! differ are listed, each with both summaries.

use crate::common::JSON_HELP;
use crate::output::CliResult;
use crate::project::errata::{Row, Summary, compare, print_sections};
use roguerules_dice::{Budget, Pmf, exact_with};
use roguerules_traps::{
    Depth, DungeonTrapKind, Effect, Mobility, Monster, MonsterEffect, MonsterTrapOutcome, Outcome, PackItem, Player,
    PlayerFlags, PlayerTrapKind, Setter, Timed, monster_enters_trap, resolve,
};

/// `traps errata`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  roguerules traps errata\n  roguerules traps errata --json\n\n\
The representative inputs (fixed, so the list is the same from run to run):\n  \
dungeon traps: every kind at levels 5, 9 and 30 on (1) a player with armour class 30 and a saving throw of 40, \
23 pack slots with a wand in the fourth; (2) the same, poisoned (5), with permanent poison resistance (45% in the \
game's terms), resisting confusion, with free action; (3) the same as (1), feather falling, resisting blindness and \
chaos, armour class 100;\n  \
player-set traps: every kind of the game (the seed's ten, drain life, unmagic, dispel monsters) on a level-10 \
monster (30/30 hit points, confusable), a smart flying level-30 one, a wary ghost of level 20 and a stupid, confused \
level-5 one, each from a level-10 setter with disarming 40 and a level-30 one with disarming 90.\n\
Each is computed exactly under the seed reading and under oangband-1.1.0 (roguerules-traps), and listed when the \
summaries differ: for a dungeon trap the mean damage (before resistances), the mean increase of each counter, the \
chances of a miss, of the trap disappearing, of a stat drain, a summon, the Black Breath, a drained device, a stat \
swap, amnesia; for a player-set trap the chances of each result, of the trap's destruction and of a critical, the \
mean power and the mean damage, ball damage, confusion and dispel damage. An input a reading refuses, or whose exact \
odds would pass a budget of 50,000 leaves (the game's unbounded retry loops: drain wands, remold player), shows \
the error. Differences in the draws alone are not odds and are not listed.\n\
JSON: {\"dungeon_traps\": {\"compared\": N, \"differ\": [{\"input\": {...}, \"seed\": {summary}, \"game\": \
{summary}}, ...]}, \"player_traps\": {...}}.")]
pub struct ErrataArgs {
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

/// The leaves one exact summary may take.
const LEAVES: u64 = 50_000;

/// A dungeon-trap input of the errata.
#[derive(Debug, Clone, serde::Serialize)]
struct DungeonCase {
    kind: DungeonTrapKind,
    depth: Depth,
    player: Player,
}

/// A player-trap input of the errata.
#[derive(Debug, Clone, serde::Serialize)]
struct PlayerTrapCase {
    kind: PlayerTrapKind,
    monster: Monster,
    setter: Setter,
}

fn players() -> Vec<(&'static str, Player)> {
    let mut pack = vec![PackItem::Other; 23];
    pack[3] = PackItem::Wand;
    let plain = Player { armour_class: 30, saving_throw: 40, pack, ..Player::default() };
    let resisting = Player {
        flags: PlayerFlags::RES_POIS_PERM | PlayerFlags::RES_CONF | PlayerFlags::FREE_ACTION,
        poison: 5,
        poison_resistance: 45,
        ..plain.clone()
    };
    let floating = Player {
        flags: PlayerFlags::FEATHER_FALL | PlayerFlags::RES_BLIND | PlayerFlags::RES_CHAOS,
        armour_class: 100,
        ..plain.clone()
    };
    vec![("a plain player", plain), ("a poisoned, resisting player", resisting), ("a feather-falling player", floating)]
}

fn dungeon_inputs() -> Vec<(String, DungeonCase)> {
    let mut out = Vec::new();
    for kind in DungeonTrapKind::ALL {
        for level in [5, 9, 30] {
            let Ok(depth) = Depth::from_level(level) else { continue };
            for (who, player) in players() {
                out.push((format!("{} at {depth} on {who}", kind.name()), DungeonCase { kind, depth, player }));
            }
        }
    }
    out
}

fn dungeon_summary(case: &DungeonCase) -> Result<Summary, String> {
    let pmf: Pmf<Outcome> =
        exact_with(Budget::leaves(LEAVES), |r| resolve(r, case.kind, case.depth, &case.player).map(|(_, o)| o))
            .map_err(|e| e.to_string())?;
    let has = |f: fn(&Effect) -> bool| pmf.probability_where(|o: &Outcome| o.effects.iter().any(f));
    let mut s: Summary = vec![("mean_damage", pmf.map(|o| o.damage()).mean())];
    for (name, counter) in [
        ("mean_blind", Timed::Blind),
        ("mean_confused", Timed::Confused),
        ("mean_poisoned", Timed::Poisoned),
        ("mean_paralyzed", Timed::Paralyzed),
        ("mean_stun", Timed::Stun),
        ("mean_cut", Timed::Cut),
        ("mean_hallucination", Timed::Hallucination),
    ] {
        s.push((name, pmf.map(|o| o.counter(counter)).mean()));
    }
    s.extend([
        ("p_miss", has(|e| matches!(e, Effect::Miss))),
        ("p_disappears", pmf.probability_where(|o: &Outcome| o.disappears)),
        ("p_drain_stat", has(|e| matches!(e, Effect::DrainStat { .. }))),
        ("p_summon", has(|e| matches!(e, Effect::Summon { .. }))),
        ("p_black_breath", has(|e| matches!(e, Effect::BlackBreath))),
        ("p_drain_device", has(|e| matches!(e, Effect::DrainDevice { .. }))),
        ("p_swap", has(|e| matches!(e, Effect::SwapStats { .. }))),
        ("p_amnesia", has(|e| matches!(e, Effect::Amnesia))),
    ]);
    Ok(s)
}

fn player_trap_inputs() -> Vec<(String, PlayerTrapCase)> {
    let monsters = [
        ("a level-10 monster", Monster { level: 10, can_be_confused: true, ..Monster::default() }),
        (
            "a smart flying level-30 monster",
            Monster { level: 30, mobility: Mobility::Flying, smart: true, can_be_confused: true, ..Monster::default() },
        ),
        ("a wary level-20 ghost", Monster { level: 20, mobility: Mobility::Ghost, wary: true, ..Monster::default() }),
        (
            "a stupid, confused level-5 monster",
            Monster { level: 5, stupid: true, confused: true, can_be_confused: true, ..Monster::default() },
        ),
    ];
    let setters = [Setter { level: 10, disarm_skill: 40 }, Setter { level: 30, disarm_skill: 90 }];
    let mut out = Vec::new();
    for kind in PlayerTrapKind::GAME {
        for (who, monster) in &monsters {
            for setter in setters {
                out.push((
                    format!(
                        "{kind} trap entered by {who}, set by a level-{} player with disarming {}",
                        setter.level, setter.disarm_skill
                    ),
                    PlayerTrapCase { kind, monster: *monster, setter },
                ));
            }
        }
    }
    out
}

fn player_trap_summary(case: &PlayerTrapCase) -> Result<Summary, String> {
    let pmf: Pmf<MonsterTrapOutcome> =
        exact_with(Budget::leaves(LEAVES), |r| monster_enters_trap(r, case.kind, &case.monster, &case.setter))
            .map_err(|e| e.to_string())?;
    let p = |f: fn(&MonsterTrapOutcome) -> bool| pmf.probability_where(f);
    let sum = |o: &MonsterTrapOutcome, f: fn(&MonsterEffect) -> i64| match o {
        MonsterTrapOutcome::Triggered { effects, .. } => effects.iter().map(f).sum::<i64>(),
        _ => 0,
    };
    Ok(vec![
        (
            "mean_damage",
            pmf.map(|o| sum(o, |e| if let MonsterEffect::Damage { amount } = e { *amount } else { 0 })).mean(),
        ),
        ("p_ignored", p(|o| matches!(o, MonsterTrapOutcome::Ignored))),
        ("p_disarmed", p(|o| matches!(o, MonsterTrapOutcome::Disarmed))),
        ("p_avoided", p(|o| matches!(o, MonsterTrapOutcome::Avoided))),
        ("p_triggered", p(|o| matches!(o, MonsterTrapOutcome::Triggered { .. }))),
        ("p_destroyed", p(|o| matches!(o, MonsterTrapOutcome::Triggered { destroyed: true, .. }))),
        ("p_critical", p(|o| matches!(o, MonsterTrapOutcome::Triggered { critical: true, .. }))),
        (
            "mean_power",
            pmf.map(|o| if let MonsterTrapOutcome::Triggered { power, .. } = o { *power } else { 0 }).mean(),
        ),
        (
            "mean_ball_damage",
            pmf.map(|o| sum(o, |e| if let MonsterEffect::Ball { damage, .. } = e { *damage } else { 0 })).mean(),
        ),
        (
            "mean_confusion",
            pmf.map(|o| sum(o, |e| if let MonsterEffect::Confused { turns } = e { *turns } else { 0 })).mean(),
        ),
        (
            "mean_dispel_damage",
            pmf.map(|o| sum(o, |e| if let MonsterEffect::Dispel { damage } = e { *damage } else { 0 })).mean(),
        ),
    ])
}

fn sections() -> Vec<(&'static str, Vec<Row>)> {
    vec![
        ("dungeon_traps", compare(dungeon_inputs(), |i, r| i.player.reading = r, dungeon_summary)),
        ("player_traps", compare(player_trap_inputs(), |i, r| i.monster.reading = r, player_trap_summary)),
    ]
}

/// Runs `traps errata`.
pub fn run(a: &ErrataArgs) -> CliResult {
    print_sections(&sections(), a.json, "roguerules traps errata --help")
}
