//! `roguerules project monster`: a damage type on a monster (seed 000's monster
//! table, its notes and final notes; RULINGS G1-G4, P1-P13).

use super::{
    DAM_HELP, EXACT_HELP, READING_INPUT_HELP, TRACE_HELP, parse_pair, print_outcomes, print_trace, reading_note,
    rule_error, values,
};
use crate::common::{
    BUDGET_HELP, DEFAULT_BUDGET, FULL_HELP, JSON_HELP, Over, SEED_HELP, budget, budget_parser, seed_or_random,
};
use crate::names::of;
use crate::output::{CliError, CliResult, Dist, bad_value, chance, exact_number, fraction, print_json, to_json, wrap};
use crate::trace::{Traced, roller};
use roguerules_projection::monster::{self, MonsterOutcome, monster_row};
use roguerules_projection::{Class, Gf, Monster, MonsterFlags, MonsterInput, Reading, Source, Terrain};
use serde_json::{Value, json};

/// A monster's timed counter (`--counter NAME:VALUE`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MonsterCounter {
    /// Stunned, 0..=200.
    Stun,
    /// Confused, 0..=200.
    Confusion,
    /// Afraid, 0..=200.
    Fear,
    /// Asleep, 0..=32767.
    Sleep,
}

impl MonsterCounter {
    /// The counter's name.
    fn key(self) -> &'static str {
        match self {
            MonsterCounter::Stun => "stun",
            MonsterCounter::Confusion => "confusion",
            MonsterCounter::Fear => "fear",
            MonsterCounter::Sleep => "sleep",
        }
    }

    /// The counter's largest value (the library's bounds).
    fn max(self) -> i64 {
        match self {
            MonsterCounter::Sleep => 32767,
            _ => 200,
        }
    }

    /// The counter's field in the library's input (its JSON path).
    fn field(self) -> &'static str {
        match self {
            MonsterCounter::Stun => "monster.stun",
            MonsterCounter::Confusion => "monster.confusion",
            MonsterCounter::Fear => "monster.fear",
            MonsterCounter::Sleep => "monster.sleep",
        }
    }
}

/// `--counter NAME:VALUE` of a monster.
fn parse_counter(s: &str) -> Result<(MonsterCounter, i64), String> {
    use MonsterCounter::*;
    let names = crate::names::Names::new([Stun, Confusion, Fear, Sleep].map(|c| (c.key(), c))).alias([
        ("confused", Confusion),
        ("afraid", Fear),
        ("asleep", Sleep),
    ]);
    let (c, v) = parse_pair(s, &names, "counter", 0, 32767, "stun:10")?;
    if v > c.max() {
        return Err(format!("'{s}': {v} is not in 0..={} (the {} counter's range)", c.max(), c.key()));
    }
    Ok((c, v))
}

/// `project monster`.
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules project monster --gf fire --dam 90 --terrain water --hp 30 --flags IM_FIRE --seed 1\n  \
roguerules project monster --gf dark --dam 100 --terrain rubble --monster-level 7 --hp 30 --flags orc,evil --exact\n  \
roguerules project monster --gf storm --dam 300 --from-monster --name 'Waldern, King of Water' --unique --hp 200 \
--max-hp 2000 --seed 3 --trace\n  \
roguerules project monster --gf old_conf --dam 100 --class mage --beguile --player-level 30 --exact --json\n  \
roguerules examples project-monster | roguerules project monster --input - --exact\n  \
roguerules examples project-monster | roguerules project monster --input - --dam 40 --seed 1 --json\n\n\
`roguerules examples project-monster` prints an example input (roguerules examples project-monster > monster.json).\n\
--input takes the JSON of the library's MonsterInput; an option given as well replaces that field (a switch sets it), \
an option not given keeps the file's value. Missing fields take neutral defaults: damage 0, floor, the player at \
level 1 as a warrior, a level-0 monster with 1 HP that can move, no flags, normal speed, no counters; hp defaults to \
maxhp and maxhp to hp:\n  \
{\"gf\": \"storm\", \"dam\": 300, \"terrain\": \"floor\",\n   \
\"source\": {\"kind\": \"player\", \"level\": 30, \"class\": \"mage\", \"beguile\": false, \"holy_light\": false} \
or {\"kind\": \"monster\"},\n   \
\"monster\": {\"name\": \"Water spirit\", \"char\": \"E\", \"level\": 17, \"hp\": 40, \"maxhp\": 40, \"ac\": 0, \
\"unique\": false,\n               \"can_move\": true, \"flags\": [\"IM_POIS\"], \"speed\": 20, \"race_speed\": 20, \
\"stun\": 0, \"confusion\": 0,\n               \"fear\": 0, \"sleep\": 0, \"mana\": 0}}\n\
JSON out: one roll is {\"seed\", \"input\", \"outcome\": {\"avoided\", \"damage\", \"killed\", \"hp\" (null when killed), \
\"hp_lost\", \"healed\", \"resist\", \"ac_blocked\", \"stun\", \"confusion\", \"fear\", \"sleep\", \"stasis\", \
\"teleport\", \"thrust\", \"polymorph\", \"clone\", \"speed\", \"mana\"}} (and \"trace\" with --trace); --exact is \
{\"distribution\": [{\"p\": \"num/den\", \"outcome\": {...}}, ...], \"damage\": [[value, \"num/den\"], ...], \
\"mean_damage\": \"num/den\", \"p_killed\": \"num/den\"}.\n\
GF_WHIP and GF_KILL_TRAP have no row in the monster table; GF_HOLD and GF_HOLD_UNDEAD need the player as the source."
)]
pub struct MonsterArgs {
    /// The whole input as JSON (the library's MonsterInput, shown below): a file, or - for standard input; the
    /// options given as well override its fields.
    #[arg(long, value_name = "FILE.json")]
    pub input: Option<String>,
    /// The damage type (the seed's GF_FIRE, FIRE or fire alike; light for GF_LITE).
    #[arg(long, value_parser = of::gf(|g| monster_row(g).is_some()), required_unless_present = "input")]
    pub gf: Option<Gf>,
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=5000), required_unless_present = "input",
          help = DAM_HELP)]
    pub dam: Option<i64>,
    /// The terrain the monster stands on [default: floor].
    #[arg(long, value_parser = of::terrain())]
    pub terrain: Option<Terrain>,
    /// The monster's level, 0..=255 [default: 0].
    #[arg(long, alias = "level", value_parser = clap::value_parser!(i64).range(0..=255))]
    pub monster_level: Option<i64>,
    /// The monster's current hit points, 0..=32767 (0 is alive) [default: --max-hp, or 1].
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=32767))]
    pub hp: Option<i64>,
    /// The monster's maximum hit points, 1..=32767 [default: --hp (at least 1), or 1].
    #[arg(long, value_parser = clap::value_parser!(i64).range(1..=32767))]
    pub max_hp: Option<i64>,
    /// The monster's armour class, 0..=32767 (note (b): an ac/200 chance of no damage) [default: 0].
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=32767))]
    pub ac: Option<i64>,
    /// A unique monster.
    #[arg(long)]
    pub unique: bool,
    /// The monster cannot move (it never avoids a projection on rubble or trees).
    #[arg(long)]
    pub cannot_move: bool,
    /// The monster's flags, comma-separated, as the seed spells them (IM_FIRE, BRTH_SOUND, ...).
    #[arg(long, value_delimiter = ',', value_parser = of::projection_monster_flag())]
    pub flags: Option<Vec<MonsterFlags>>,
    /// The monster's name, e.g. 'Water spirit' (notes (m), (r), (u) test how it begins, case-sensitively)
    /// [default: none].
    #[arg(long)]
    pub name: Option<String>,
    /// The monster's display character, e.g. E (note (v): E, g and v resist draining) [default: a space].
    #[arg(long)]
    pub char: Option<char>,
    /// The monster's speed as an offset from normal, -110..=145 (+10 is fast) [default: 0].
    #[arg(long, value_parser = clap::value_parser!(i64).range(-110..=145))]
    pub speed: Option<i64>,
    /// Its race's base speed, likewise, -110..=145 (note (A)) [default: 0].
    #[arg(long, value_parser = clap::value_parser!(i64).range(-110..=145))]
    pub race_speed: Option<i64>,
    /// A counter of the monster before the projection, NAME:VALUE, repeated or comma-separated, e.g. stun:10;
    /// counters: stun, confusion, fear (0..=200), sleep (0..=32767) [default: 0].
    #[arg(long, value_name = "NAME:VALUE", value_delimiter = ',', value_parser = parse_counter)]
    pub counter: Vec<(MonsterCounter, i64)>,
    /// Old spelling of --counter stun:N, N in 0..=200.
    #[arg(long, hide = true, value_parser = clap::value_parser!(i64).range(0..=200))]
    pub stun: Option<i64>,
    /// Old spelling of --counter confusion:N, N in 0..=200.
    #[arg(long, hide = true, value_parser = clap::value_parser!(i64).range(0..=200))]
    pub confusion: Option<i64>,
    /// Old spelling of --counter fear:N, N in 0..=200.
    #[arg(long, hide = true, value_parser = clap::value_parser!(i64).range(0..=200))]
    pub fear: Option<i64>,
    /// Old spelling of --counter sleep:N, N in 0..=32767.
    #[arg(long, hide = true, value_parser = clap::value_parser!(i64).range(0..=32767))]
    pub sleep: Option<i64>,
    /// The monster's mana, 0..=32767 (note (O)) [default: 0].
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=32767))]
    pub mana: Option<i64>,
    /// Another monster projects (it cannot kill a unique, supercharge nor beguile) instead of the player.
    #[arg(long)]
    pub from_monster: bool,
    /// The player's character level, 1..=50 (notes (D), (E), (M), (N)) [default: 1].
    #[arg(long, value_parser = clap::value_parser!(i64).range(1..=50), conflicts_with = "from_monster")]
    pub player_level: Option<i64>,
    /// The player's class (supercharging in notes (A)-(C), (I)-(K)) [default: warrior].
    #[arg(long, value_parser = of::oangband_class(), conflicts_with = "from_monster")]
    pub class: Option<Class>,
    /// The player has the Beguile specialty (notes (A)-(C), (I)-(K)).
    #[arg(long, conflicts_with = "from_monster")]
    pub beguile: bool,
    /// The player has the Holy Light specialty (notes (M), (N)).
    #[arg(long, conflicts_with = "from_monster")]
    pub holy_light: bool,
    #[arg(long, value_parser = of::reading(), help = READING_INPUT_HELP)]
    pub reading: Option<Reading>,
    #[arg(long, help = SEED_HELP)]
    pub seed: Option<u64>,
    #[arg(long, help = TRACE_HELP)]
    pub trace: bool,
    #[arg(long, conflicts_with_all = ["seed", "trace"], help = EXACT_HELP)]
    pub exact: bool,
    #[arg(long, value_name = "N", default_value_t = DEFAULT_BUDGET, value_parser = budget_parser(), help = BUDGET_HELP)]
    pub budget: u64,
    #[arg(long, help = FULL_HELP)]
    pub full: bool,
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

/// The flag of a field of the monster's input (for errors about values built
/// from flags).
fn flag_of(field: &str) -> Option<&'static str> {
    Some(match field {
        "dam" => "--dam",
        "monster.level" => "--monster-level",
        "monster.maxhp" => "--max-hp",
        "monster.hp" => "--hp",
        "monster.ac" => "--ac",
        "monster.speed" => "--speed",
        "monster.race_speed" => "--race-speed",
        "monster.stun" | "monster.confusion" | "monster.fear" | "monster.sleep" => "--counter",
        "monster.mana" => "--mana",
        "source.level" => "--player-level",
        _ => return None,
    })
}

/// The input: `--input`'s (or the neutral defaults) with every option given
/// replacing its field, and `--reading` (which replaces the JSON's).
fn build(a: &MonsterArgs) -> Result<MonsterInput, CliError> {
    if a.input.is_none() && (a.gf.is_none() || a.dam.is_none()) {
        return Err(CliError::usage("give --gf and --dam, or the whole input with --input"));
    }
    // Hit points: one given alone sets both when there is no file (0 HP is
    // alive, of at least 1 maximum); with a file it replaces its own field.
    let (hp, max_hp) = match (a.hp, a.max_hp) {
        (Some(hp), None) if a.input.is_none() => (Some(hp), Some(hp.max(1))),
        (None, Some(max)) if a.input.is_none() => (Some(max), Some(max)),
        given => given,
    };
    let old = [
        (MonsterCounter::Stun, a.stun),
        (MonsterCounter::Confusion, a.confusion),
        (MonsterCounter::Fear, a.fear),
        (MonsterCounter::Sleep, a.sleep),
    ];
    let counters: Vec<(MonsterCounter, i64)> =
        a.counter.iter().copied().chain(old.iter().filter_map(|(c, v)| v.map(|v| (*c, v)))).collect();
    let mut over = Over::new()
        .set("gf", a.gf)
        .set("dam", a.dam)
        .set("terrain", a.terrain)
        .set("monster.hp", hp)
        .set("monster.maxhp", max_hp)
        .set("monster.level", a.monster_level)
        .set("monster.ac", a.ac)
        .set("monster.speed", a.speed)
        .set("monster.race_speed", a.race_speed)
        .set("monster.mana", a.mana)
        .switch("monster.unique", a.unique)
        .set("monster.can_move", a.cannot_move.then_some(false))
        .set("monster.flags", a.flags.as_ref().map(|f| f.iter().fold(MonsterFlags::empty(), |acc, f| acc | *f)))
        .set("monster.name", a.name.as_deref())
        .set("monster.char", a.char);
    for (c, v) in &counters {
        over = over.set(c.field(), Some(v));
    }
    let player_given = a.player_level.is_some() || a.class.is_some() || a.beguile || a.holy_light;
    over = if a.from_monster {
        over.set("source", Some(Source::Monster))
    } else if player_given {
        over.set("source.kind", Some("player"))
            .set("source.level", a.player_level)
            .set("source.class", a.class)
            .switch("source.beguile", a.beguile)
            .switch("source.holy_light", a.holy_light)
    } else {
        over
    };
    let input: MonsterInput =
        over.set("reading", a.reading).read_whole(a.input.as_deref(), "monster input (the library's MonsterInput)")?;
    let m = &input.monster;
    if m.hp > m.maxhp && (a.hp.is_some() || a.max_hp.is_some()) {
        let (flag, hp, max) = (if a.hp.is_some() { "--hp" } else { "--max-hp" }, m.hp, m.maxhp);
        return Err(bad_value(flag, format!("{hp} is more than the maximum hit points (--max-hp {max})")));
    }
    super::once("--counter", &counters, MonsterCounter::key)?;
    if a.from_monster && matches!(input.gf, Gf::Hold | Gf::HoldUndead) {
        return Err(bad_value(
            "--from-monster",
            format!("{} needs the player as its source: notes (D) and (E) compare with the player's level", input.gf),
        ));
    }
    Ok(input)
}

/// The projection and its target in a line (or two): what is projected on whom.
fn describe(input: &MonsterInput) -> String {
    let m = &input.monster;
    let mut who = String::from("a");
    if m.unique {
        who.push_str(" unique");
    }
    who.push_str(&format!(" level-{} monster", m.level));
    if !m.name.is_empty() {
        who.push_str(&format!(" \"{}\"", m.name));
    }
    if m.char != ' ' {
        who.push_str(&format!(" ({})", m.char));
    }
    who.push_str(&format!(" with {}/{} HP", m.hp, m.maxhp));
    if m.ac > 0 {
        who.push_str(&format!(", AC {}", m.ac));
    }
    if !m.flags.is_empty() {
        who.push_str(&format!(", {}", m.flags.names().join(", ")));
    }
    if !m.can_move {
        who.push_str(", unable to move");
    }
    let source = match input.source {
        Source::Monster => "another monster".to_owned(),
        Source::Player(p) => {
            let mut s = format!("a level-{} {}", p.level, p.class);
            let specialties: Vec<&str> =
                [(p.beguile, "Beguile"), (p.holy_light, "Holy Light")].iter().filter(|x| x.0).map(|x| x.1).collect();
            if !specialties.is_empty() {
                s.push_str(&format!(" with {}", specialties.join(" and ")));
            }
            s
        }
    };
    format!(
        "{} of {} from {source} on {who}, standing on {}{}",
        input.gf,
        input.dam,
        input.terrain,
        reading_note(input.reading)
    )
}

/// A counter before and after, in words, when it changed.
fn change(name: &str, before: i64, after: i64, out: &mut Vec<String>) {
    if before != after {
        out.push(format!("{name} {before} -> {after}"));
    }
}

/// An outcome in words, against the monster before it.
pub fn words(o: &MonsterOutcome, m: &Monster) -> String {
    if o.avoided {
        return "avoided (terrain note (a)): nothing happens".to_owned();
    }
    let mut parts = Vec::new();
    let mut damage = format!("{} damage", o.damage);
    if let Some(line) = o.resist {
        damage.push_str(&format!(" (resisted: {}, {})", line.condition, line.fraction));
    }
    if o.ac_blocked {
        damage.push_str(" (the armour took the whole hit, note (b))");
    }
    parts.push(damage);
    match o.hp {
        None => parts.push("killed".to_owned()),
        Some(hp) => {
            if o.hp_lost < o.damage {
                parts.push(format!("{hp} HP left (a unique is left at 0 by a monster, final note i)"));
            } else if o.hp_lost > 0 || o.healed > 0 {
                parts.push(format!("{hp} HP left"));
            }
        }
    }
    if o.healed > 0 {
        parts.push(format!("healed {}", o.healed));
    }
    change("stun", m.stun, o.stun, &mut parts);
    change("confusion", m.confusion, o.confusion, &mut parts);
    change("fear", m.fear, o.fear, &mut parts);
    change("sleep", m.sleep, o.sleep, &mut parts);
    if o.stasis > 0 {
        parts.push(format!("held in stasis for {} turns", o.stasis));
    }
    if o.teleport > 0 {
        parts.push(format!("teleported {} squares", o.teleport));
    }
    if o.thrust > 0 {
        parts.push(format!("thrust {} squares away", o.thrust));
    }
    if o.polymorph {
        parts.push("polymorphed".to_owned());
    }
    if o.clone {
        parts.push("cloned".to_owned());
    }
    if o.speed != m.speed {
        parts.push(format!("speed {:+} -> {:+}", m.speed, o.speed));
    }
    change("mana", m.mana, o.mana, &mut parts);
    parts.join("; ")
}

/// Runs `project monster`.
pub fn run(a: &MonsterArgs) -> CliResult {
    let input = build(a)?;
    let from = a.input.as_deref();
    // Refused before a random seed is chosen and printed.
    monster::validate(&input).map_err(|e| rule_error(e, from, flag_of))?;
    if a.exact {
        return exact(a, &input);
    }
    let seed = seed_or_random(a.seed);
    let mut r = roller(seed);
    let out = monster::project(&mut r, &input).map_err(|e| rule_error(e, from, flag_of))?;
    let traced = Traced::take(&mut r);
    if a.json {
        let mut v = json!({"seed": seed, "input": to_json(&input), "outcome": to_json(&out)});
        if a.trace {
            v["trace"] = traced.json();
        }
        print_json(&v);
        return Ok(());
    }
    outln!("{}", wrap(&describe(&input), "  "));
    if a.trace {
        print_trace(&traced);
    }
    outln!("what happens: {}", wrap(&words(&out, &input.monster), "  "));
    Ok(())
}

/// `project monster --exact`.
fn exact(a: &MonsterArgs, input: &MonsterInput) -> CliResult {
    let pmf = monster::odds_with(input, budget(a.budget)).map_err(|e| rule_error(e, a.input.as_deref(), flag_of))?;
    let damage = pmf.map(|o| o.damage);
    let mean = damage.mean();
    let killed = pmf.probability_where(|o| o.killed);
    let dist = Dist::of(&damage);
    if a.json {
        let rows: Vec<Value> = pmf.iter().map(|(o, p)| json!({"p": fraction(&p), "outcome": to_json(o)})).collect();
        print_json(&json!({
            "distribution": rows,
            "damage": dist.json(),
            "mean_damage": fraction(&mean),
            "p_killed": fraction(&killed),
        }));
        return Ok(());
    }
    outln!("{}: exact odds", wrap(&describe(input), "  "));
    outln!("killed: {}", chance(&killed));
    let avoided = pmf.probability_where(|o| o.avoided);
    if !num_traits::Zero::is_zero(&avoided) {
        outln!("avoided (terrain note (a)): {}", chance(&avoided));
    }
    outln!("mean damage: {}", exact_number(&mean));
    outln!();
    outln!("damage done: exact distribution ({})", values(dist.len()));
    dist.print("damage", a.full);
    outln!();
    outln!("outcomes ({} distinct):", pmf.len());
    print_outcomes(&pmf, |o| words(o, &input.monster), a.full);
    Ok(())
}
