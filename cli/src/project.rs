//! `roguerules project ...`: Oangband's damage types (seed 000) on a monster, on
//! the player, on a grid's terrain and on a floor object, one projection sampled
//! (with every draw in words) or its exact odds; and the seed's monster table
//! and player tables regenerated from the code's own tables.

pub(crate) mod errata;
mod monster;
mod player;

use crate::common::{BUDGET_HELP, DEFAULT_BUDGET, JSON_HELP, Over, SEED_HELP, budget, budget_parser, seed_or_random};
use crate::names::{Names, of};
use crate::output::{CliError, CliResult, SCREENFUL, Table, bad_value, chance, decimal, fraction, print_json, to_json};
use crate::trace::{Traced, roller};
use roguerules_dice::Pmf;
use roguerules_projection::monster::{MONSTER_TABLE, TableLine};
use roguerules_projection::object::{self, Affects, ObjectOutcome, object_row};
use roguerules_projection::player::PLAYER_TABLE;
use roguerules_projection::terrain::{self, TerrainInput};
use roguerules_projection::{Gf, IgnoreFlags, ObjectClass, ObjectInput, ProjectionError, Reading, Terrain};
use serde_json::{Value, json};

/// Subcommands of `roguerules project`.
#[derive(Debug, clap::Subcommand)]
pub enum ProjectCommand {
    /// A damage type on a monster (seed 000's monster table, notes (a)-(O), final notes i-v): one
    /// projection rolled, or its exact odds (--exact).
    Monster(Box<monster::MonsterArgs>),
    /// A damage type on the player (seed 000's player table, notes (a)-(Y)): one projection rolled, or the
    /// exact odds of the damage and of each counter (--exact).
    Player(Box<player::PlayerArgs>),
    /// A damage type on a grid's terrain (lava solidifying, fire melting floor, boiling water, burning
    /// forest, flooding): one projection rolled, or its exact odds (--exact).
    Terrain(TerrainArgs),
    /// A damage type on an object lying on the floor: one projection rolled, or its exact odds (--exact).
    Object(ObjectArgs),
    /// Seed 000's monster table (type, terrain rule, resist lines, resisted fraction, notes), regenerated
    /// from the table the rules read.
    Table(TableArgs),
    /// Seed 000's player table (type, terrain rule, resistance, notes), regenerated from the table the rules read.
    PlayerTable(PlayerTableArgs),
    /// The seed's errata against the released Oangband 1.1.0: representative inputs (monsters, terrain, objects,
    /// the player) whose exact odds differ between the seed reading and the game's.
    Errata(errata::ErrataArgs),
}

/// Runs `roguerules project ...`.
pub fn run(command: ProjectCommand) -> CliResult {
    match command {
        ProjectCommand::Monster(args) => monster::run(&args),
        ProjectCommand::Player(args) => player::run(&args),
        ProjectCommand::Terrain(args) => run_terrain(&args),
        ProjectCommand::Object(args) => run_object(&args),
        ProjectCommand::Table(args) => run_table(&args),
        ProjectCommand::PlayerTable(args) => run_player_table(&args),
        ProjectCommand::Errata(args) => errata::run(&args),
    }
}

// ---------------------------------------------------------------------------
// Shared by the subcommands
// ---------------------------------------------------------------------------

/// `--dam` (monsters, terrain, objects).
const DAM_HELP: &str = "The damage (or, for the types that do no damage, the power or distance: RULINGS P13), 0..=5000";

/// `--reading` (terrain, objects, the table).
const READING_HELP: &str = "The reading to follow, case-insensitive: seed (the seed text as the project reads it; the \
default) or oangband-1.1.0 (the released game's code, draw for draw)";

/// `--reading` for the commands that also take `--input`.
const READING_INPUT_HELP: &str = "The reading to follow, case-insensitive: seed (the seed text as the project reads \
it) or oangband-1.1.0 (the released game's code, draw for draw) [default: the input's \"reading\", else seed]; with \
--input it replaces the JSON's \"reading\"";

/// ` (oangband-1.1.0 reading)` after a heading, nothing for the seed.
fn reading_note(reading: Reading) -> String {
    if reading.is_seed() { String::new() } else { format!(" ({reading} reading)") }
}

/// `--trace`.
const TRACE_HELP: &str = "Print every draw in words, with the number drawn and what it meant";

/// `--exact`.
const EXACT_HELP: &str = "Print the exact odds of every outcome instead of rolling once";

/// A rule's error for an input given with `--input` (exit status 1, naming the
/// file and the field) or built from flags (exit status 2, naming the flag
/// `flag_of` gives for the field).
fn rule_error(e: ProjectionError, input: Option<&str>, flag_of: fn(&str) -> Option<&'static str>) -> CliError {
    if let ProjectionError::Budget(b) = e {
        return crate::output::budget_error("the exact odds", b, None);
    }
    if let Some(path) = input {
        return CliError::failure(format!("--input {path}: {e}"));
    }
    match &e {
        ProjectionError::ReadingNotSupported { .. } => bad_value("--reading", &e),
        ProjectionError::OutOfRange { field, .. } => match flag_of(field) {
            Some(flag) => bad_value(flag, &e),
            None => CliError::usage(e),
        },
        ProjectionError::Roll(_) => CliError::failure(e),
        _ => CliError::usage(e),
    }
}

/// `NAME:VALUE` with the name from `names` and the value in `lo..=hi` (or, for a
/// stat, 18/xx).
pub(crate) fn parse_pair<T: Clone + Send + Sync + 'static>(
    s: &str,
    names: &Names<T>,
    what: &str,
    lo: i64,
    hi: i64,
    example: &str,
) -> Result<(T, i64), String> {
    let bad = |why: String| format!("'{s}': {why} (NAME:VALUE, e.g. {example})");
    let (name, value) = s.split_once(':').ok_or_else(|| bad("no ':'".to_owned()))?;
    let key = names
        .find(name)
        .ok_or_else(|| bad(format!("unknown {what} '{name}', expected one of {}", names.listed().join(", "))))?;
    let value = value.trim();
    let v: i64 = match value.split_once('/') {
        Some(("18", xx)) if what == "stat" => match xx.parse::<i64>() {
            Ok(x) if (0..=100).contains(&x) => 18 + x,
            _ => return Err(bad(format!("'{value}' is not 18/00..=18/100"))),
        },
        _ => value.parse().map_err(|_| bad(format!("'{value}' is not a whole number")))?,
    };
    if !(lo..=hi).contains(&v) {
        return Err(bad(format!("{v} is not in {lo}..={hi}")));
    }
    Ok((key, v))
}

/// Refuses a name given twice in a `NAME:VALUE` list.
pub(crate) fn once<T: PartialEq + Copy>(flag: &str, pairs: &[(T, i64)], name: impl Fn(T) -> &'static str) -> CliResult {
    for (i, (k, _)) in pairs.iter().enumerate() {
        if pairs[..i].iter().any(|(j, _)| j == k) {
            return Err(bad_value(flag, format!("{} is given twice", name(*k))));
        }
    }
    Ok(())
}

/// A probability for text, right-aligned under the `probability` header.
fn p_cell(p: f64) -> String {
    format!("{:>11}", decimal(p))
}

/// The distinct outcomes of an exact distribution, most likely first, each in
/// words (wrapped): every one when they fit a screenful or `full`, else the ten
/// most likely and how to see the rest.
fn print_outcomes<T: Ord>(pmf: &Pmf<T>, words: impl Fn(&T) -> String, full: bool) {
    let total = pmf.total();
    let mut rows: Vec<(&T, num_bigint::BigUint)> = pmf.weights().collect();
    rows.sort_by(|a, b| b.1.cmp(&a.1));
    let shown = if full || rows.len() <= SCREENFUL { rows.len() } else { 10 };
    outln!("probability  outcome");
    for (outcome, w) in rows.iter().take(shown) {
        let p = crate::output::ratio_f64(w, &total);
        outln!("{}  {}", p_cell(p), crate::output::wrap(&words(outcome), &" ".repeat(13)));
    }
    if shown < rows.len() {
        outln!(
            "({} distinct outcomes, the {shown} most likely shown; --full prints every one, --json prints them exactly)",
            rows.len()
        );
    }
}

/// Prints the rolls of a seeded projection, when traced.
fn print_trace(traced: &Traced) {
    outln!("rolls:");
    let lines = traced.lines();
    if lines.is_empty() {
        outln!("  (nothing drawn)");
    }
    for line in lines {
        outln!("  {line}");
    }
}

/// `1 value`, `20 values`.
fn values(n: usize) -> String {
    format!("{n} value{}", if n == 1 { "" } else { "s" })
}

/// The article for a noun: `a scroll`, `an arrow`.
fn article(noun: &str) -> String {
    let an = noun.starts_with(['a', 'e', 'i', 'o', 'u']);
    format!("{} {noun}", if an { "an" } else { "a" })
}

// ---------------------------------------------------------------------------
// project terrain
// ---------------------------------------------------------------------------

/// `project terrain`: seed 000, "Damage Types and Effects on Terrain".
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules project terrain --gf fire --dam 1501 --terrain floor --exact\n  \
roguerules project terrain --gf cold --dam 900 --terrain lava --seed 3 --trace\n  \
roguerules project terrain --gf GF_WATER --dam 80 --terrain floor --adjacent-water 3 --exact --json\n  \
roguerules examples project-terrain | roguerules project terrain --input - --exact\n  \
roguerules examples project-terrain | roguerules project terrain --input - --dam 400 --seed 3\n\n\
--input takes the JSON of the library's TerrainInput (fields left out: damage 0, floor, no water around):\n  \
{\"gf\": \"fire\", \"dam\": 1501, \"terrain\": \"floor\", \"adjacent_water\": 0, \"reading\": \"seed\"}\n\
An option given as well replaces its field; an option not given keeps the file's value.\n\
The damage is compared as given, with no terrain or resistance adjustment (RULINGS P13). The types the seed does not \
list for terrain (all but cold, ice, fire, hellfire, plasma, water and storm) leave it as it is.\n\
JSON: {\"distribution\": [{\"p\": \"num/den\", \"terrain\": \"lava\"}, ...]} with --exact (the terrain after); \
{\"seed\", \"input\", \"terrain\", \"changed\"} for one roll."
)]
pub struct TerrainArgs {
    /// The whole input as JSON (the library's TerrainInput, shown below): a file, or - for standard input; the options
    /// given as well override its fields.
    #[arg(long, value_name = "FILE.json")]
    pub input: Option<String>,
    /// The damage type (the seed's GF_FIRE, FIRE or fire alike; light for GF_LITE).
    #[arg(long, value_parser = of::gf(|_| true), required_unless_present = "input")]
    pub gf: Option<Gf>,
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=5000), required_unless_present = "input",
          help = DAM_HELP)]
    pub dam: Option<i64>,
    /// The grid's terrain.
    #[arg(long, value_parser = of::terrain(), required_unless_present = "input")]
    pub terrain: Option<Terrain>,
    /// k, the number of water squares among the 8 adjacent ones, 0..=8 (boiling water, flooding) [default: 0].
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(i64).range(0..=8))]
    pub adjacent_water: Option<i64>,
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
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

/// `--dam` and `--adjacent-water` for a terrain field.
fn terrain_flag(field: &str) -> Option<&'static str> {
    match field {
        "dam" => Some("--dam"),
        "adjacent_water" => Some("--adjacent-water"),
        _ => None,
    }
}

fn run_terrain(a: &TerrainArgs) -> CliResult {
    let input: TerrainInput = Over::new()
        .set("gf", a.gf)
        .set("dam", a.dam)
        .set("terrain", a.terrain)
        .set("adjacent_water", a.adjacent_water)
        .set("reading", a.reading)
        .require("gf", "--gf")
        .require("dam", "--dam")
        .require("terrain", "--terrain")
        .read(a.input.as_deref(), "terrain input (the library's TerrainInput)")?;
    let from = a.input.as_deref();
    let head = format!(
        "{} of {} on {}{}",
        input.gf,
        input.dam,
        input.terrain,
        if input.adjacent_water > 0 {
            format!(" ({} adjacent water squares)", input.adjacent_water)
        } else {
            String::new()
        }
    );
    if a.exact {
        let pmf = terrain::odds_with(&input, budget(a.budget)).map_err(|e| rule_error(e, from, terrain_flag))?;
        // The terrain after: the same terrain when the projection leaves it.
        let after = pmf.map(|t| t.unwrap_or(input.terrain));
        if a.json {
            let rows: Vec<Value> = after.iter().map(|(t, p)| json!({"p": fraction(&p), "terrain": t.key()})).collect();
            print_json(&json!({ "distribution": rows }));
            return Ok(());
        }
        outln!("{head}: exact odds (seed 000, \"Damage Types and Effects on Terrain\"){}", reading_note(input.reading));
        let mut t = Table::new(["terrain after", "probability"]);
        for (terrain, p) in after.iter() {
            let note = if *terrain == input.terrain { " (unchanged)" } else { "" };
            t.row([format!("{terrain}{note}"), chance(&p)]);
        }
        out!("{}", t.render());
        return Ok(());
    }
    let seed = seed_or_random(a.seed);
    let mut r = roller(seed);
    let changed = terrain::project(&mut r, &input).map_err(|e| rule_error(e, from, terrain_flag))?;
    let traced = Traced::take(&mut r);
    let after = changed.unwrap_or(input.terrain);
    if a.json {
        let mut v = json!({
            "seed": seed,
            "input": to_json(&input),
            "terrain": after.key(),
            "changed": changed.is_some(),
        });
        if a.trace {
            v["trace"] = traced.json();
        }
        print_json(&v);
        return Ok(());
    }
    outln!("{head}{}", reading_note(input.reading));
    if a.trace {
        print_trace(&traced);
    }
    match changed {
        Some(t) => outln!("{} becomes {t}", input.terrain),
        None => outln!("the terrain stays {}", input.terrain),
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// project object
// ---------------------------------------------------------------------------

/// `project object`: seed 000, "Damage Types and Effects on Objects".
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules project object --gf fire --dam 40 --object-class scroll --exact\n  \
roguerules project object --gf acid --dam 60 --object-class soft_armor --flags TR3_IGNORE_ACID --exact --json\n  \
roguerules project object --gf kill-trap --dam 0 --object-class chest --trapped --seed 1\n  \
roguerules project object --gf plasma --dam 30 --object-class wand --seed 4 --trace\n  \
roguerules examples project-object | roguerules project object --input - --exact\n  \
roguerules examples project-object | roguerules project object --input - --dam 20 --exact --json\n\n\
--input takes the JSON of the library's ObjectInput (fields left out: damage 0, no flags, false, the seed):\n  \
{\"gf\": \"acid\", \"dam\": 60, \"class\": \"soft_armor\", \"flags\": [\"TR3_IGNORE_ACID\"], \"artifact\": false, \
\"cursed\": false, \"trapped\": false,\n   \"reading\": \"seed\"}\n\
An option given as well replaces its field (a switch sets it); an option not given keeps the file's value.\n\
An object is destroyed when the damage is greater than a random number between 1 and the type's threshold (certain \
without a threshold), unless it has the line's IGNORE flag; artifacts are never destroyed (RULINGS P9). The types the \
seed does not list for objects leave them alone.\n\
JSON: {\"distribution\": [{\"p\": \"num/den\", \"destroyed\": true, \"trap_removed\": false}, ...], \
\"p_destroyed\": \"num/den\"} with --exact; {\"seed\", \"input\", \"destroyed\", \"trap_removed\"} for one roll."
)]
pub struct ObjectArgs {
    /// The whole input as JSON (the library's ObjectInput, shown below): a file, or - for standard input; the options
    /// given as well override its fields.
    #[arg(long, value_name = "FILE.json")]
    pub input: Option<String>,
    /// The damage type (the seed's GF_FIRE, FIRE or fire alike; light for GF_LITE).
    #[arg(long, value_parser = of::gf(|_| true), required_unless_present = "input")]
    pub gf: Option<Gf>,
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=5000), required_unless_present = "input",
          help = DAM_HELP)]
    pub dam: Option<i64>,
    /// The object's class.
    #[arg(long, alias = "class", value_parser = of::object_class(), required_unless_present = "input")]
    pub object_class: Option<ObjectClass>,
    /// The object's IGNORE flags, comma-separated (the seed's TR3_IGNORE_ACID; ignore_acid or acid alike).
    #[arg(long, value_delimiter = ',', value_parser = of::ignore_flag())]
    pub flags: Option<Vec<IgnoreFlags>>,
    /// An artifact: never destroyed.
    #[arg(long)]
    pub artifact: bool,
    /// A cursed object (GF_HOLY_ORB destroys it).
    #[arg(long)]
    pub cursed: bool,
    /// A chest with a trap on it (GF_KILL_TRAP removes the trap); only with --object-class chest.
    #[arg(long)]
    pub trapped: bool,
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
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

/// `--dam` for an object field.
fn object_flag(field: &str) -> Option<&'static str> {
    (field == "dam").then_some("--dam")
}

/// The lines of the object table that concern `o`, in words.
fn object_lines(o: &ObjectInput) -> Vec<String> {
    let Some(row) = object_row(o.gf) else {
        return vec![format!("{} does not affect objects on the floor", o.gf)];
    };
    let class = article(&o.class.name().replace('_', " "));
    row.lines
        .iter()
        .map(|line| {
            let touches = match line.affects {
                Affects::Haters(h) => o.class.hates(h),
                Affects::AllObjects => true,
                Affects::CursedObjects => o.cursed,
                Affects::ChestTraps => o.class == ObjectClass::Chest && o.trapped,
            };
            let cells = format!("threshold {}, IGNORE flag {}", line.threshold_cell(), line.ignore_cell());
            let why = if !touches {
                format!("{class} is not one of them")
            } else if line.affects == Affects::ChestTraps {
                "the trap is removed, the chest stays".to_owned()
            } else if o.artifact {
                "an artifact is always immune".to_owned()
            } else if line.ignore.is_some_and(|f| o.flags.intersects(f)) {
                format!("{class} with {} is immune", line.ignore_cell())
            } else {
                match line.threshold {
                    Some(t) => format!("destroyed when {} is greater than a number in 1..={t}", o.dam),
                    None => "always destroyed".to_owned(),
                }
            };
            format!("{} ({cells}): {why}", line.affects)
        })
        .collect()
}

fn run_object(a: &ObjectArgs) -> CliResult {
    let input: ObjectInput = Over::new()
        .set("gf", a.gf)
        .set("dam", a.dam)
        .set("class", a.object_class)
        .set("flags", a.flags.as_ref().map(|f| f.iter().fold(IgnoreFlags::empty(), |acc, f| acc | *f)))
        .switch("artifact", a.artifact)
        .switch("cursed", a.cursed)
        .switch("trapped", a.trapped)
        .set("reading", a.reading)
        .require("gf", "--gf")
        .require("dam", "--dam")
        .require("class", "--object-class")
        .read(a.input.as_deref(), "object input (the library's ObjectInput)")?;
    if input.trapped && input.class != ObjectClass::Chest {
        let why = "only a chest can be trapped (--object-class chest)";
        return Err(match &a.input {
            Some(path) if !a.trapped && a.object_class.is_none() => CliError::failure(format!("--input {path}: {why}")),
            _ => bad_value("--trapped", why),
        });
    }
    let (flags, from) = (input.flags, a.input.as_deref());
    let mut what = Vec::new();
    if input.artifact {
        what.push("artifact".to_owned());
    }
    if input.cursed {
        what.push("cursed".to_owned());
    }
    if input.trapped {
        what.push("trapped".to_owned());
    }
    what.push(input.class.name().replace('_', " "));
    let mut head = format!("{} of {} on {} on the floor", input.gf, input.dam, article(&what.join(" ")));
    if !flags.is_empty() {
        head.push_str(&format!(" ({})", flags.names().join(", ")));
    }
    head.push_str(&reading_note(input.reading));
    if a.exact {
        let pmf = object::odds_with(&input, budget(a.budget)).map_err(|e| rule_error(e, from, object_flag))?;
        let destroyed = pmf.probability_where(|o| o.destroyed);
        if a.json {
            let rows: Vec<Value> = pmf
                .iter()
                .map(|(o, p)| json!({"p": fraction(&p), "destroyed": o.destroyed, "trap_removed": o.trap_removed}))
                .collect();
            print_json(&json!({ "distribution": rows, "p_destroyed": fraction(&destroyed) }));
            return Ok(());
        }
        outln!("{head}: exact odds (seed 000, \"Damage Types and Effects on Objects\")");
        for line in object_lines(&input) {
            outln!("  {line}");
        }
        let mut t = Table::new(["outcome", "probability"]);
        for (o, p) in pmf.iter() {
            t.row([object_words(o), chance(&p)]);
        }
        out!("{}", t.render());
        return Ok(());
    }
    let seed = seed_or_random(a.seed);
    let mut r = roller(seed);
    let out = object::project(&mut r, &input).map_err(|e| rule_error(e, from, object_flag))?;
    let traced = Traced::take(&mut r);
    if a.json {
        let mut v = json!({
            "seed": seed,
            "input": to_json(&input),
            "destroyed": out.destroyed,
            "trap_removed": out.trap_removed,
        });
        if a.trace {
            v["trace"] = traced.json();
        }
        print_json(&v);
        return Ok(());
    }
    outln!("{head}");
    for line in object_lines(&input) {
        outln!("  {line}");
    }
    if a.trace {
        print_trace(&traced);
    }
    outln!("{}", object_words(&out));
    Ok(())
}

/// An object outcome in words.
fn object_words(o: &ObjectOutcome) -> String {
    match (o.destroyed, o.trap_removed) {
        (true, _) => "destroyed".to_owned(),
        (false, true) => "the trap is removed; the chest stays".to_owned(),
        (false, false) => "not destroyed".to_owned(),
    }
}

// ---------------------------------------------------------------------------
// project table
// ---------------------------------------------------------------------------

/// `project table`: seed 000's monster table from the code's own table.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  roguerules project table\n  roguerules project table --json\n\n\
The table is the one the rules read (roguerules-projection's MONSTER_TABLE), printed in the seed's layout: grouped \
types on their own lines (RULINGS P1), the resist lines in the order they are tried (the first that applies, alone: \
RULINGS P3). The seed's R # column (how many monsters resist) is data of the monster list, not a rule, and is not \
kept; GF_LITE's (N) is printed once.\n\
With --reading oangband-1.1.0 a last column marks the types the released game plays differently: those whose exact \
odds differ from the seed's on at least one of `roguerules project errata`'s representative monster inputs, asked of \
the rules (the table's own cells stay the seed's).\n\
JSON: {\"rows\": [{\"types\": [\"GF_SHOT\", ...], \"terr\": \"Full\", \"resists\": [{\"condition\": \"IM_ACID\", \
\"fraction\": \"1/9\"}, ...], \"notes\": [\"a\", \"b\"]}, ...]}; with --reading oangband-1.1.0 each row also has \
\"game_differs\": [the row's types marked], and the object has \"reading\": \"oangband-1.1.0\".")]
pub struct TableArgs {
    #[arg(long, value_parser = of::reading(), default_value = "seed", help = READING_HELP)]
    pub reading: Reading,
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

fn run_table(a: &TableArgs) -> CliResult {
    let game = a.reading.is_game();
    let differ = if game { errata::monster_types_that_differ() } else { Vec::new() };
    if a.json {
        let rows: Vec<Value> = MONSTER_TABLE
            .iter()
            .map(|row| {
                let mut v = json!({
                    "types": row.types.iter().map(|g| g.name()).collect::<Vec<_>>(),
                    "terr": row.terr.to_string(),
                    "resists": row.resists.iter().map(to_json).collect::<Vec<_>>(),
                    "notes": row.notes.iter().map(char::to_string).collect::<Vec<_>>(),
                });
                if game {
                    v["game_differs"] =
                        json!(row.types.iter().filter(|g| differ.contains(g)).map(|g| g.name()).collect::<Vec<_>>());
                }
                v
            })
            .collect();
        let mut v = json!({ "rows": rows });
        if game {
            v["reading"] = json!(a.reading.name());
        }
        print_json(&v);
        return Ok(());
    }
    outln!(
        "Damage Types, Resistances, and Other Effects on Monsters (seed 000), from the rules' own table{}",
        reading_note(a.reading)
    );
    let mut header = vec!["Damage type", "Terr", "Resist?", "R D", "Other"];
    if game {
        header.push("Oangband 1.1.0");
    }
    let mut t = Table::new(header);
    for row in MONSTER_TABLE {
        let notes = row.notes_text();
        for TableLine { gf, terr, resist, notes: line_notes } in row.lines() {
            let mut cells = vec![
                gf.map_or_else(String::new, |g| g.name().to_owned()),
                terr.map_or_else(String::new, |t| t.to_string()),
                resist.map_or_else(String::new, |l| l.condition.to_string()),
                resist.map_or_else(String::new, |l| l.fraction.rd_cell().to_owned()),
                if line_notes.is_empty() { String::new() } else { notes.clone() },
            ];
            if game {
                let marked = gf.is_some_and(|g| differ.contains(&g));
                cells.push(if marked { "differs".to_owned() } else { String::new() });
            }
            t.row(cells);
        }
    }
    out!("{}", t.render());
    if game {
        outln!(
            "Oangband 1.1.0: 'differs' marks a type whose exact odds under the game's reading differ from the seed's"
        );
        outln!(
            "on a representative monster (roguerules project errata lists them); the other cells are the seed's table."
        );
    }
    outln!("Terr: Full, Half or None of the terrain adjustment (RULINGS P2). Resist?: any listed flag resists; 'not'");
    outln!("resists without it. R D: the damage a resisting monster takes (0: immune; (e), (f), (g): 3/(14..16),");
    outln!("3/(11..13), 3/(5..7)). Other: the seed's notes, applied by `roguerules project monster`.");
    Ok(())
}

// ---------------------------------------------------------------------------
// project player-table
// ---------------------------------------------------------------------------

/// `project player-table`: seed 000's player table from the code's own table.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  roguerules project player-table\n  \
roguerules project player-table --reading oangband-1.1.0 --json\n\n\
The table is the one the rules read (roguerules-projection's PLAYER_TABLE), printed in the seed's layout: \
GF_PMISSILE's Terr and Resist? cells blank as the seed prints them (the rules read GF_MISSILE's: RULINGS Q45).\n\
With --reading oangband-1.1.0 a last column marks the types the released game plays differently: those whose exact \
odds differ from the seed's on at least one of `roguerules project errata`'s representative player inputs, asked of \
the rules (the table's own cells stay the seed's).\n\
JSON: {\"rows\": [{\"type\": \"GF_ACID\", \"terr\": \"Full\", \"resist\": \"Constant\", \"resist_notes\": [\"m\"], \
\"element\": \"acid\", \"spread\": 0, \"notes\": [\"n\", \"o\", \"p\"], \"printed_blank\": false}, ...]} (\"resist\" \
empty when the cell names only notes; \"element\" the resistance that reduces the damage, or null; \"spread\" the \
factor f of RULINGS P7); with --reading oangband-1.1.0 each row also has \"game_differs\": true or false, and the \
object has \"reading\": \"oangband-1.1.0\".")]
pub struct PlayerTableArgs {
    #[arg(long, value_parser = of::reading(), default_value = "seed", help = READING_HELP)]
    pub reading: Reading,
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

fn run_player_table(a: &PlayerTableArgs) -> CliResult {
    let game = a.reading.is_game();
    let differ = if game { errata::player_types_that_differ() } else { Vec::new() };
    let letters = |notes: &[char]| notes.iter().map(char::to_string).collect::<Vec<_>>();
    if a.json {
        let rows: Vec<Value> = PLAYER_TABLE
            .iter()
            .map(|row| {
                let mut v = json!({
                    "type": row.name(),
                    "terr": row.terr.to_string(),
                    "resist": row.resist.text(),
                    "resist_notes": letters(row.resist_notes),
                    "element": to_json(&row.element),
                    "spread": row.resist.spread(),
                    "notes": letters(row.notes),
                    "printed_blank": row.printed_blank,
                });
                if game {
                    v["game_differs"] = json!(differ.contains(&row.gf));
                }
                v
            })
            .collect();
        let mut v = json!({ "rows": rows });
        if game {
            v["reading"] = json!(a.reading.name());
        }
        print_json(&v);
        return Ok(());
    }
    outln!(
        "Damage Types, Resistances, and Other Effects on the Player (seed 000), from the rules' table{}",
        reading_note(a.reading)
    );
    let mut header = vec!["Damage type", "Terr", "Resist?", "Other"];
    if game {
        header.push("Oangband 1.1.0");
    }
    let mut t = Table::new(header);
    for row in &PLAYER_TABLE {
        let mut cells = vec![row.name().to_owned(), row.terr_text(), row.resist_text(), row.notes_text()];
        if game {
            cells.push(if differ.contains(&row.gf) { "differs".to_owned() } else { String::new() });
        }
        t.row(cells);
    }
    out!("{}", t.render());
    if game {
        outln!(
            "Oangband 1.1.0: 'differs' marks a type whose exact odds under the game's reading differ from the seed's"
        );
        outln!(
            "on a representative character (roguerules project errata lists them); the other cells are the seed's table."
        );
    }
    outln!(
        "Terr: Full, Half or None of the terrain adjustment. Resist?: Constant, the percentage exactly; Variable and"
    );
    outln!("Weak, it varies by min(p, 100 - p) / 10 either way, V. Variable by twice that (RULINGS P7, Q7); None, no");
    outln!("resistance. Other: the seed's notes, applied by `roguerules project player`.");
    Ok(())
}
