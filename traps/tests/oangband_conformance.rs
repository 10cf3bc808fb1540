//! The traps' conformance traces, recorded from the released Oangband 1.1.0
//! (`conformance/oangband/run-traps.sh`), replayed against the library's
//! `oangband-1.1.0` reading draw for draw with `roguerules_dice::Replay`; then
//! what the game handed over (the `"game"` object, see
//! `tests/conformance/oangband-1.1.0/README.md`) is compared with what the
//! library's outcome says the game must do.

use roguerules_dice::Replay;
use roguerules_traps::{
    Change, Depth, DungeonTrapKind, Effect, Element, Missile, Monster, MonsterEffect, MonsterTrapOutcome, Outcome,
    Player, PlayerTrapKind, Setter, Stat, SummonKind, Timed, becomes_wary_in, monster_enters_trap, resolve,
};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::path::PathBuf;

fn traces(file: &str) -> Vec<Value> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/conformance/oangband-1.1.0").join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines().map(|l| serde_json::from_str(l).expect("a JSON line")).collect()
}

fn draws(line: &Value) -> Vec<(i64, i64)> {
    line["draws"]
        .as_array()
        .expect("draws")
        .iter()
        .map(|d| (d[0].as_i64().expect("m"), d[1].as_i64().expect("r")))
        .collect()
}

fn word<T: serde::Serialize>(v: T) -> String {
    serde_json::to_value(v).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
}

/// What the library's outcome tells the game to do, in the trace's `"game"` terms.
fn observe_dungeon(outcome: &Outcome, player: &Player) -> Value {
    let mut damage = vec![];
    let mut counters: BTreeMap<&str, i64> = [
        ("blind", 0),
        ("confused", 0),
        ("poisoned", player.poison),
        ("paralyzed", 0),
        ("stun", 0),
        ("cut", 0),
        ("image", 0),
    ]
    .into_iter()
    .collect();
    let (mut drain, mut summon, mut ball, mut bugs) = (vec![], vec![], vec![], vec![]);
    let (mut deeper, mut black_breath, mut destroy, mut quake, mut teleport) = (0, false, false, 0, 0);
    let (mut alter, mut amnesia, mut swap, mut drained, mut drop, mut placed) =
        (false, false, Value::Null, Value::Null, Value::Null, 0);
    for e in &outcome.effects {
        match *e {
            Effect::Damage { amount, element } => damage.push(json!([word(element), amount])),
            Effect::Timed { counter, change, amount } => {
                let key = match counter {
                    Timed::Blind => "blind",
                    Timed::Confused => "confused",
                    Timed::Poisoned => "poisoned",
                    Timed::Paralyzed => "paralyzed",
                    Timed::Stun => "stun",
                    Timed::Cut => "cut",
                    Timed::Hallucination => "image",
                };
                let c = counters.entry(key).or_insert(0);
                *c = if change == Change::Set { amount } else { *c + amount };
            }
            Effect::DrainStat { stat, times, .. } => drain.push(json!([word(stat), times])),
            Effect::Summon { kind: SummonKind::SoftwareBug, count, .. } => placed = count,
            Effect::Summon { kind, count, level } => summon.push(json!([word(kind), count, level])),
            Effect::LevelChange { levels } => deeper = levels,
            Effect::BlackBreath => black_breath = true,
            Effect::DestroyLevel => destroy = true,
            Effect::Earthquake { radius } => quake = radius,
            Effect::Teleport { distance } => teleport = distance,
            Effect::AlterReality => alter = true,
            Effect::Amnesia => amnesia = true,
            Effect::SwapStats { first, second } => {
                let (a, b) = if first < second { (first, second) } else { (second, first) };
                swap = json!([word(a), word(b)]);
            }
            Effect::Ball { element, radius, damage, .. } => ball.push(json!([word(element), damage, radius])),
            Effect::DrainDevice { slot, .. } => drained = json!(slot),
            Effect::DropAmmo { missile } => drop = json!(word(missile)),
            Effect::PlaceBug { distance } => bugs.push(distance),
            _ => {}
        }
    }
    json!({
        "damage": damage, "counters": counters, "drain": drain, "summon": summon,
        "disappears": outcome.disappears, "deeper": deeper, "black_breath": black_breath,
        "destroy_level": destroy, "earthquake": quake, "teleport": teleport, "alter_reality": alter,
        "amnesia": amnesia, "swap": swap, "ball": ball, "drained_slot": drained, "drop": drop,
        "bugs": bugs, "bugs_placed": placed,
    })
}

#[test]
fn element_and_missile_words_match_the_traces() {
    // The trace's words are the library's serde names.
    assert_eq!(word(Element::Elec), "elec");
    assert_eq!(word(Element::Physical), "physical");
    assert_eq!(word(Missile::SeekerBolt), "seeker_bolt");
    assert_eq!(word(Stat::Chr), "chr");
    assert_eq!(word(SummonKind::Undead), "undead");
}

#[test]
fn dungeon_trap_traces_replay_draw_for_draw() {
    let lines = traces("dungeon.jsonl");
    let mut by_kind: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut failures = vec![];
    for (n, line) in lines.iter().enumerate() {
        let input = &line["input"];
        let kind: DungeonTrapKind = serde_json::from_value(input["kind"].clone()).expect("kind");
        let depth: Depth = serde_json::from_value(input["depth"].clone()).expect("depth");
        let player: Player = serde_json::from_value(input["player"].clone()).expect("player");
        assert!(player.reading.is_game(), "line {}: not a game-reading input", n + 1);
        let mut replay = Replay::new(draws(line));
        let result = resolve(&mut replay, kind, depth, &player);
        let entry = by_kind.entry(word(kind)).or_default();
        entry.0 += 1;
        let verdict = match result {
            Err(e) => Err(format!("{e} ({:?})", replay.fault())),
            Ok((_, outcome)) => match replay.finish() {
                Err(fault) => Err(fault.to_string()),
                Ok(()) => {
                    let ours = observe_dungeon(&outcome, &player);
                    if ours == line["game"] { Ok(()) } else { Err(format!("game {} vs library {ours}", line["game"])) }
                }
            },
        };
        if let Err(what) = verdict {
            entry.1 += 1;
            failures.push(format!("line {} ({}): {what}", n + 1, word(kind)));
        }
    }
    let summary: Vec<String> = by_kind.iter().map(|(k, (t, f))| format!("{k}: {} of {t}", t - f)).collect();
    assert!(lines.len() >= 3000, "{} lines", lines.len());
    assert!(
        failures.is_empty(),
        "{} of {} lines replay\n{}\n{}",
        lines.len() - failures.len(),
        lines.len(),
        summary.join("\n"),
        failures.iter().take(20).cloned().collect::<Vec<_>>().join("\n")
    );
}

/// Replays the dungeon traces under `reading`; per kind: (lines, lines that replay).
fn replay_dungeon_under(reading: roguerules_vocab::Reading) -> BTreeMap<String, (usize, usize)> {
    let mut by_kind: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for line in traces("dungeon.jsonl") {
        let input = &line["input"];
        let kind: DungeonTrapKind = serde_json::from_value(input["kind"].clone()).expect("kind");
        let depth: Depth = serde_json::from_value(input["depth"].clone()).expect("depth");
        let mut player: Player = serde_json::from_value(input["player"].clone()).expect("player");
        player.reading = reading;
        let mut replay = Replay::new(draws(&line));
        let ok = match resolve(&mut replay, kind, depth, &player) {
            Ok((_, outcome)) => replay.finish().is_ok() && observe_dungeon(&outcome, &player) == line["game"],
            Err(_) => false,
        };
        let entry = by_kind.entry(word(kind)).or_default();
        entry.0 += 1;
        entry.1 += usize::from(ok);
    }
    by_kind
}

#[test]
fn the_seed_reading_parts_from_the_game_on_most_trap_kinds() {
    let seed = replay_dungeon_under(roguerules_vocab::Reading::Seed);
    let game = replay_dungeon_under(roguerules_vocab::Reading::Oangband110);
    for (kind, (lines, ok)) in &game {
        assert_eq!(ok, lines, "{kind}: the game reading replays every line");
    }
    // The trap door and the teleportation trap are the same in both; every
    // other kind differs somewhere (traps/docs/oangband-1.1.0.md).
    for (kind, (lines, ok)) in &seed {
        let same = kind == "trap_door" || kind == "teleportation";
        assert_eq!(ok == lines, same, "{kind}: {ok} of {lines} lines replay under the seed reading");
    }
}

/// One player-trap line under `reading`: the library's `"game"` object, or why
/// the draws parted.
fn replay_player_trap(line: &Value, reading: roguerules_vocab::Reading) -> Result<Value, String> {
    let input = &line["input"];
    let kind: PlayerTrapKind = serde_json::from_value(input["kind"].clone()).expect("kind");
    let mut monster: Monster = serde_json::from_value(input["monster"].clone()).expect("monster");
    monster.reading = reading;
    let setter: Setter = serde_json::from_value(input["setter"].clone()).expect("setter");
    let (hp, max_hp) = (input["hp"].as_i64().expect("hp"), input["max_hp"].as_i64().expect("max_hp"));
    let mut replay = Replay::new(draws(line));
    let outcome =
        monster_enters_trap(&mut replay, kind, &monster, &setter).map_err(|e| format!("{e} ({:?})", replay.fault()))?;
    let (mut damage, mut ball, mut teleport, mut stasis, mut dispel) = (vec![], vec![], 0, 0, 0);
    let mut confused = if monster.confused { 5 } else { 0 };
    let mut wary = monster.wary;
    let (result, destroyed) = match &outcome {
        MonsterTrapOutcome::Ignored => ("ignored", false),
        MonsterTrapOutcome::Disarmed => ("disarmed", true),
        MonsterTrapOutcome::Avoided => ("avoided", false),
        MonsterTrapOutcome::Triggered { effects, destroyed, .. } => {
            let mut hp_after = hp;
            for e in effects {
                match *e {
                    MonsterEffect::Damage { amount } => {
                        damage.push(amount);
                        hp_after -= amount;
                    }
                    MonsterEffect::Ball { element, radius, damage } => {
                        ball.push(json!([word(element), damage, radius]))
                    }
                    MonsterEffect::Confused { turns } => confused += turns,
                    MonsterEffect::NotConfused => {}
                    MonsterEffect::Teleport { distance } => teleport = distance,
                    MonsterEffect::Stasis { turns } => stasis = turns,
                    MonsterEffect::Dispel { damage } => dispel = damage,
                }
            }
            // The game applies the effects, then decides wariness.
            wary |= becomes_wary_in(&mut replay, reading, monster.stupid, hp_after, max_hp)
                .map_err(|e| format!("{e} ({:?})", replay.fault()))?;
            ("triggered", *destroyed)
        }
    };
    replay.finish().map_err(|f| f.to_string())?;
    Ok(json!({
        "result": result, "destroyed": destroyed, "damage": damage, "ball": ball, "teleport": teleport,
        "stasis": stasis, "confused": confused, "dispel": dispel, "wary": wary,
    }))
}

/// Per kind: (lines, lines that replay with the game's outcome).
fn replay_player_traps_under(reading: roguerules_vocab::Reading) -> (BTreeMap<String, (usize, usize)>, Vec<String>) {
    let mut by_kind: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut failures = vec![];
    for (n, line) in traces("player.jsonl").iter().enumerate() {
        let kind = line["input"]["kind"].as_str().unwrap_or_default().to_owned();
        let verdict = match replay_player_trap(line, reading) {
            Ok(ours) if ours == line["game"] => Ok(()),
            Ok(ours) => Err(format!("game {} vs library {ours}", line["game"])),
            Err(e) => Err(e),
        };
        let entry = by_kind.entry(kind.clone()).or_default();
        entry.0 += 1;
        match verdict {
            Ok(()) => entry.1 += 1,
            Err(what) => failures.push(format!("line {} ({kind}): {what}", n + 1)),
        }
    }
    (by_kind, failures)
}

#[test]
fn player_trap_traces_replay_draw_for_draw() {
    let (by_kind, failures) = replay_player_traps_under(roguerules_vocab::Reading::Oangband110);
    let lines: usize = by_kind.values().map(|(t, _)| t).sum();
    assert_eq!(by_kind.len(), PlayerTrapKind::GAME.len(), "every kind of the game is traced");
    assert!(lines >= 3000, "{lines} lines");
    assert!(
        failures.is_empty(),
        "{} of {lines} lines replay\n{:?}\n{}",
        lines - failures.len(),
        by_kind,
        failures.iter().take(20).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn the_seed_reading_parts_from_the_game_on_every_player_trap_kind() {
    let (by_kind, _) = replay_player_traps_under(roguerules_vocab::Reading::Seed);
    for (kind, (lines, ok)) in &by_kind {
        assert!(ok < lines, "{kind}: {ok} of {lines} lines replay under the seed reading");
    }
}
