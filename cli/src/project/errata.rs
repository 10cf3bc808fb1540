//! `roguerules project errata`: the seed's errata against the released game.
//! For a fixed, documented set of representative inputs per damage type
//! (monsters, terrain, floor objects, the player), the exact odds under the seed reading and
//! under Oangband 1.1.0's, both asked of the library; the inputs whose odds
//! differ are listed, each with both summaries.

use crate::common::JSON_HELP;
use crate::output::{CliResult, chance, exact_number, fraction, print_json, to_json, wrap};
use roguerules_dice::Prob;
use roguerules_projection::monster::{self, monster_row};
use roguerules_projection::player::{self, Counter, PlayerInput, Resistances};
use roguerules_projection::{
    Class, Gf, Monster, MonsterFlags, MonsterInput, ObjectClass, ObjectInput, PlayerSource, Reading, Source, Terrain,
    TerrainInput, object, terrain,
};
use serde_json::{Value, json};

/// `project errata`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  roguerules project errata\n  roguerules project errata --json\n\n\
The representative inputs (fixed, so the list is the same from run to run):\n  \
monsters: every type of the monster table at 60 damage on (1) a level-20 monster with 60/60 HP, no flags, on the \
floor, from a level-30 mage; (2) the same on rubble; (3) the same with IM_ELEC, RES_NEXU, RES_WATER, UNDEAD and \
EVIL; (4) a level-20 monster with 200/200 HP from another monster (not GF_HOLD, GF_HOLD_UNDEAD);\n  \
terrain: every type at 60 and at 1000 damage on floor, lava, water, trees and rubble, with 2 adjacent water squares;\n  \
objects: every type at 1 and at 30 damage on an object of each class, no IGNORE flag;\n  \
player: every type of the player table at 60 damage from a level-30 monster on a level-30 character with 10 in every \
stat, (1) on the floor, (2) on rubble, (3) with 45% resistance to every element.\n\
Each is computed exactly under the seed reading and under oangband-1.1.0 (roguerules-projection's odds), and listed \
when the summaries differ: for a monster the mean damage and the chances of a kill, of avoiding, and of each effect \
(stun, confusion, fear raised; sleep, speed, mana changed; stasis, teleport, thrust, polymorph, clone, healing, the \
armour taking the hit) and the mean stun, confusion and fear counters after and teleport and thrust distances; for terrain the chance of each terrain after; for an object the chance it is destroyed and \
that a trap is removed; for the player the exact mean damage and the mean of each of the nine counters after (the \
exact marginals). Differences in the draws alone (the game draws where the result is certain) are not odds \
and are not listed.\n\
JSON: {\"monsters\": {\"compared\": N, \"differ\": [{\"input\": {...}, \"seed\": {summary}, \"game\": {summary}}, \
...]}, \"terrain\": {...}, \"objects\": {...}, \"player\": {...}}; a summary maps each name to \"num/den\" (or {\"error\": \"...\"} when \
the reading refuses the input).")]
pub struct ErrataArgs {
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

/// A summary of exact odds: named probabilities and means, in a fixed order.
pub(crate) type Summary = Vec<(&'static str, Prob)>;

/// One representative input compared: what it is (text and JSON) and the
/// summary under each reading (or the error the reading gave).
pub(crate) struct Row {
    pub(crate) text: String,
    pub(crate) input: Value,
    pub(crate) seed: Result<Summary, String>,
    pub(crate) game: Result<Summary, String>,
}

impl Row {
    fn differs(&self) -> bool {
        self.seed != self.game
    }
}

/// The exact summary of a monster input.
fn monster_summary(input: &MonsterInput) -> Result<Summary, String> {
    let pmf = monster::odds(input).map_err(|e| e.to_string())?;
    let m = &input.monster;
    let p = |f: &dyn Fn(&roguerules_projection::MonsterOutcome) -> bool| pmf.probability_where(f);
    Ok(vec![
        ("mean_damage", pmf.map(|o| o.damage).mean()),
        ("p_killed", p(&|o| o.killed)),
        ("p_avoided", p(&|o| o.avoided)),
        ("p_ac_blocked", p(&|o| o.ac_blocked)),
        ("p_stun", p(&|o| o.stun > m.stun)),
        ("p_confusion", p(&|o| o.confusion > m.confusion)),
        ("p_fear", p(&|o| o.fear > m.fear)),
        ("p_sleep", p(&|o| o.sleep != m.sleep)),
        ("p_stasis", p(&|o| o.stasis > 0)),
        ("p_teleport", p(&|o| o.teleport > 0)),
        ("p_thrust", p(&|o| o.thrust > 0)),
        ("p_polymorph", p(&|o| o.polymorph)),
        ("p_clone", p(&|o| o.clone)),
        ("p_healed", p(&|o| o.healed > 0)),
        ("p_speed", p(&|o| o.speed != m.speed)),
        ("p_mana", p(&|o| o.mana != m.mana)),
        ("mean_stun", pmf.map(|o| o.stun).mean()),
        ("mean_confusion", pmf.map(|o| o.confusion).mean()),
        ("mean_fear", pmf.map(|o| o.fear).mean()),
        ("mean_teleport", pmf.map(|o| o.teleport).mean()),
        ("mean_thrust", pmf.map(|o| o.thrust).mean()),
    ])
}

/// The representative monster inputs (documented in `--help`).
fn monster_inputs() -> Vec<(String, MonsterInput)> {
    let mage = Source::Player(PlayerSource { level: 30, class: Class::Mage, beguile: false, holy_light: false });
    let plain = Monster { level: 20, hp: 60, maxhp: 60, ..Monster::default() };
    let resisting = Monster {
        flags: MonsterFlags::IM_ELEC
            | MonsterFlags::RES_NEXU
            | MonsterFlags::RES_WATER
            | MonsterFlags::UNDEAD
            | MonsterFlags::EVIL,
        ..plain.clone()
    };
    let big = Monster { level: 20, hp: 200, maxhp: 200, ..Monster::default() };
    let mut out = Vec::new();
    for &gf in Gf::ALL.iter().filter(|g| monster_row(**g).is_some()) {
        let input = |terrain, source, monster: &Monster| MonsterInput {
            terrain,
            source,
            ..MonsterInput::new(gf, 60, monster.clone())
        };
        out.push((
            format!("{gf} of 60 from a level-30 mage on a level-20 monster with 60 HP"),
            input(Terrain::Floor, mage, &plain),
        ));
        out.push((
            format!("{gf} of 60 from a level-30 mage on a level-20 monster with 60 HP on rubble"),
            input(Terrain::Rubble, mage, &plain),
        ));
        out.push((
            format!(
                "{gf} of 60 from a level-30 mage on a level-20 monster with 60 HP, {}",
                resisting.flags.names().join(", ")
            ),
            input(Terrain::Floor, mage, &resisting),
        ));
        if !matches!(gf, Gf::Hold | Gf::HoldUndead) {
            out.push((
                format!("{gf} of 60 from another monster on a level-20 monster with 200 HP"),
                input(Terrain::Floor, Source::Monster, &big),
            ));
        }
    }
    out
}

/// The exact summary of a terrain input: the chance of each terrain after.
fn terrain_summary(input: &TerrainInput) -> Result<Summary, String> {
    let pmf = terrain::odds(input).map_err(|e| e.to_string())?;
    let after = pmf.map(|t| t.unwrap_or(input.terrain));
    Ok(Terrain::ALL.iter().map(|t| (t.key(), after.probability_where(|x| x == t))).collect())
}

/// The representative terrain inputs.
fn terrain_inputs() -> Vec<(String, TerrainInput)> {
    let mut out = Vec::new();
    for &gf in Gf::ALL {
        for dam in [60, 1000] {
            for t in Terrain::ALL {
                let input = TerrainInput::new(gf, dam, t, 2);
                out.push((format!("{gf} of {dam} on {t} (2 adjacent water squares)"), input));
            }
        }
    }
    out
}

/// The exact summary of an object input.
fn object_summary(input: &ObjectInput) -> Result<Summary, String> {
    let pmf = object::odds(input).map_err(|e| e.to_string())?;
    Ok(vec![
        ("p_destroyed", pmf.probability_where(|o| o.destroyed)),
        ("p_trap_removed", pmf.probability_where(|o| o.trap_removed)),
    ])
}

/// The representative object inputs.
fn object_inputs() -> Vec<(String, ObjectInput)> {
    let mut out = Vec::new();
    for &gf in Gf::ALL {
        for dam in [1, 30] {
            for &class in ObjectClass::ALL {
                let input = ObjectInput {
                    gf,
                    dam,
                    class,
                    flags: Default::default(),
                    artifact: false,
                    cursed: false,
                    trapped: false,
                    reading: Reading::Seed,
                };
                out.push((format!("{gf} of {dam} on an object of class {}", class.name()), input));
            }
        }
    }
    out
}

/// The exact summary of a player input: the mean damage and the mean of each
/// counter after (the exact marginals).
fn player_summary(input: &PlayerInput) -> Result<Summary, String> {
    let m = player::marginals(input).map_err(|e| e.to_string())?;
    let mut out = vec![("mean_damage", m.damage.mean())];
    for (name, c) in [
        ("mean_stun", Counter::Stun),
        ("mean_cut", Counter::Cut),
        ("mean_poison", Counter::Poison),
        ("mean_confusion", Counter::Confusion),
        ("mean_blind", Counter::Blind),
        ("mean_fear", Counter::Fear),
        ("mean_hallucination", Counter::Hallucination),
        ("mean_slow", Counter::Slow),
        ("mean_paralysis", Counter::Paralysis),
    ] {
        out.push((name, m.counter(c).mean()));
    }
    Ok(out)
}

/// The representative player inputs (documented in `--help`).
fn player_inputs() -> Vec<(String, PlayerInput)> {
    let mut out = Vec::new();
    for row in player::PLAYER_TABLE.iter() {
        let mut base = PlayerInput::new(row.gf, 60);
        base.player.level = 30;
        base.source.level = 30;
        out.push((format!("{} of 60 from a level-30 monster on a level-30 character", row.gf), base.clone()));
        let rubble = PlayerInput { terrain: Terrain::Rubble, ..base.clone() };
        out.push((format!("{} of 60 from a level-30 monster on a level-30 character on rubble", row.gf), rubble));
        let mut resisting = base;
        resisting.player.resist = Resistances {
            acid: 45,
            elec: 45,
            fire: 45,
            cold: 45,
            pois: 45,
            light: 45,
            dark: 45,
            confusion: 45,
            sound: 45,
            shards: 45,
            nexus: 45,
            nether: 45,
            chaos: 45,
            disenchant: 45,
        };
        out.push((
            format!("{} of 60 from a level-30 monster on a level-30 character with 45% resistances", row.gf),
            resisting,
        ));
    }
    out
}

/// Compares each input under both readings.
pub(crate) fn compare<I: serde::Serialize>(
    inputs: Vec<(String, I)>,
    set_reading: fn(&mut I, Reading),
    summary: fn(&I) -> Result<Summary, String>,
) -> Vec<Row> {
    inputs
        .into_iter()
        .map(|(text, mut input)| {
            set_reading(&mut input, Reading::Seed);
            let seed = summary(&input);
            let value = to_json(&input);
            set_reading(&mut input, Reading::Oangband110);
            Row { text, input: value, seed, game: summary(&input) }
        })
        .collect()
}

/// The types of `gfs` (one per compared row, in order) whose row differs.
fn types_that_differ(gfs: impl Iterator<Item = Gf>, rows: &[Row]) -> Vec<Gf> {
    let mut types: Vec<Gf> = Vec::new();
    for (gf, row) in gfs.zip(rows) {
        if row.differs() && !types.contains(&gf) {
            types.push(gf);
        }
    }
    types
}

/// The monster-table types whose odds differ between the readings on at least
/// one of the representative monster inputs.
pub fn monster_types_that_differ() -> Vec<Gf> {
    types_that_differ(monster_inputs().into_iter().map(|(_, i)| i.gf), &monster_rows())
}

/// The player-table types whose odds differ between the readings on at least
/// one of the representative player inputs.
pub fn player_types_that_differ() -> Vec<Gf> {
    types_that_differ(player_inputs().into_iter().map(|(_, i)| i.gf), &player_rows())
}

/// The rows of the monster section.
fn monster_rows() -> Vec<Row> {
    compare(monster_inputs(), |i, r| i.reading = r, monster_summary)
}

/// The rows of the player section.
fn player_rows() -> Vec<Row> {
    compare(player_inputs(), |i, r| i.reading = r, player_summary)
}

/// Every section: its name and its rows.
fn sections() -> Vec<(&'static str, Vec<Row>)> {
    vec![
        ("monsters", monster_rows()),
        ("terrain", compare(terrain_inputs(), |i, r| i.reading = r, terrain_summary)),
        ("objects", compare(object_inputs(), |i, r| i.reading = r, object_summary)),
        ("player", player_rows()),
    ]
}

fn summary_json(s: &Result<Summary, String>) -> Value {
    match s {
        Ok(items) => Value::Object(items.iter().map(|(k, p)| ((*k).to_owned(), json!(fraction(p)))).collect()),
        Err(e) => json!({ "error": e }),
    }
}

/// A summary in words: the mean damage, then each chance that is not zero in
/// either reading (`other` is the other reading's summary).
fn summary_text(s: &Result<Summary, String>, other: &Result<Summary, String>) -> String {
    let items = match s {
        Ok(items) => items,
        Err(e) => return format!("refused: {e}"),
    };
    let nonzero = |k: &str| {
        [s, other]
            .iter()
            .any(|x| x.as_ref().is_ok_and(|v| v.iter().any(|(n, p)| *n == k && !num_traits::Zero::is_zero(p))))
    };
    items
        .iter()
        .filter(|(k, _)| *k == "mean_damage" || nonzero(k))
        .map(|(k, p)| {
            let name = k.strip_prefix("p_").unwrap_or(k).replace('_', " ");
            if k.starts_with("mean_") { format!("{name} {}", exact_number(p)) } else { format!("{name} {}", chance(p)) }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Runs `project errata`.
pub fn run(a: &ErrataArgs) -> CliResult {
    print_sections(&sections(), a.json, "roguerules project errata --help")
}

/// Prints errata sections: in JSON, or each section's differing rows with both
/// summaries (`help` says where the inputs are listed).
pub(crate) fn print_sections(sections: &[(&'static str, Vec<Row>)], json: bool, help: &str) -> CliResult {
    if json {
        let mut v = serde_json::Map::new();
        for (name, rows) in sections {
            let differ: Vec<Value> = rows
                .iter()
                .filter(|r| r.differs())
                .map(|r| json!({"input": r.input, "seed": summary_json(&r.seed), "game": summary_json(&r.game)}))
                .collect();
            v.insert((*name).to_owned(), json!({"compared": rows.len(), "differ": differ}));
        }
        print_json(&Value::Object(v));
        return Ok(());
    }
    outln!("The seed's errata against Oangband 1.1.0: representative inputs whose exact odds differ between the seed");
    outln!("reading and the oangband-1.1.0 reading (the inputs: {help})");
    for (name, rows) in sections {
        let differ: Vec<&Row> = rows.iter().filter(|r| r.differs()).collect();
        outln!();
        outln!("{name}: {} of {} inputs differ", differ.len(), rows.len());
        for r in differ {
            outln!("  {}", wrap(&r.text, "    "));
            outln!("    seed: {}", wrap(&summary_text(&r.seed, &r.game), "          "));
            outln!("    game: {}", wrap(&summary_text(&r.game, &r.seed), "          "));
        }
    }
    Ok(())
}
