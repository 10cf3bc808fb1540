//! `roguerules traps ...`: Oangband traps (seed 004) — chest trap sets, player
//! trap power, dungeon trap odds, triggering a dungeon trap, and a monster
//! entering a player's trap.

mod errata;

use crate::common::{BUDGET_HELP, DEFAULT_BUDGET, FULL_HELP, JSON_HELP, Over, SEED_HELP, budget, budget_parser};
use crate::names::of;
use crate::output::{
    CliError, CliResult, Dist, Table, bad_value, budget_error, decimal, exact_number, fraction, percent, print_json,
    to_f64, to_json,
};
use crate::trace::{Traced, roller};
use roguerules_dice::{BigRational, BigUint, Pmf, exact_with};
use roguerules_traps::{
    CHEST_TABLE_TOTAL, Chest, ChestInput, Depth, DungeonTrap, DungeonTrapInput, DungeonTrapKind, Effect, Mobility,
    MonsterEffect, MonsterTrapOutcome, Outcome, PackItem, Player, PlayerFlags, PlayerTrapInput, PlayerTrapKind, Stat,
    Sustains, TrapError, TrapKindsInput, TrapPowerInput, TrapSetCount, allowed_kinds, critical_chance, disarm_chance,
    generate_in, kind_probabilities, monster_enters_trap, power_distribution, resolve, result_odds, trap_set_counts,
    wary_avoid_chance,
};
use serde_json::{Value, json};
use std::collections::BTreeMap;

/// Subcommands of `roguerules traps`.
#[derive(Debug, clap::Subcommand)]
pub enum TrapsCommand {
    /// The distribution of chest trap sets for a native depth (out of 6561), or the seed's table for the eight chests.
    Chest(ChestArgs),
    /// The power of a player-set trap for a character level (min, max, exact mean), or the seed's table for 1..=50.
    Power(PowerArgs),
    /// The probability of each dungeon trap kind at a depth.
    Dungeon(DungeonArgs),
    /// Generate and trigger one dungeon trap on a player (seeded), or the exact damage it deals (--exact).
    Trigger(Box<TriggerArgs>),
    /// A monster entering one of the player's traps: exact odds of each result, or one roll with a seed.
    Monster(MonsterArgs),
    /// The seed's errata against the released Oangband 1.1.0: representative dungeon and player-set trap inputs whose exact odds differ between the readings.
    Errata(errata::ErrataArgs),
}

/// A depth in feet, as `traps dungeon` and `traps trigger` take it.
fn parse_feet(s: &str) -> Result<Depth, String> {
    let feet: i64 = s.trim().parse().map_err(|_| format!("'{s}' is not a whole number of feet"))?;
    Depth::from_feet(feet).map_err(|_| format!("{feet} is not a multiple of 50 in 0..=6350"))
}

/// A dungeon level as `--dungeon-level` takes it (feet / 50).
const LEVEL_HELP: &str = "The depth as a dungeon level, 0..=127 (feet / 50); not with --depth-feet";

/// `traps chest`: chest trap sets by native depth (RULINGS T2).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules traps chest --dungeon-level 65\n  roguerules traps chest --depth-feet 750 --json\n  \
roguerules traps chest --all\n  \
roguerules examples traps-chest | roguerules traps chest --input -\n\n\
--input takes the JSON of the library's ChestInput, the native depth as a dungeon level: {\"depth\": 65}; \
--depth-feet or --dungeon-level replaces it."
)]
#[command(group = clap::ArgGroup::new("which").args(["dungeon_level", "depth_feet", "all"]))]
pub struct ChestArgs {
    /// The whole input as JSON (the library's ChestInput, shown below): a file, or - for standard input; the options
    /// given as well override its fields.
    #[arg(long, value_name = "FILE.json")]
    pub input: Option<String>,
    /// The chest's native depth as a dungeon level, 0..=127 (feet / 50).
    #[arg(long, alias = "depth", value_parser = clap::value_parser!(i64).range(0..=127))]
    pub dungeon_level: Option<i64>,
    /// The chest's native depth in feet: a multiple of 50 in 0..=6350.
    #[arg(long, value_name = "FEET", value_parser = parse_feet)]
    pub depth_feet: Option<Depth>,
    /// Print the seed's table for the eight chests of Oangband.
    #[arg(long, conflicts_with = "input")]
    pub all: bool,
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

/// `traps power`: the power of a player-set trap (RULINGS T4).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules traps power --player-level 20\n  roguerules traps power --player-level 6 --json\n  \
roguerules traps power --all\n  \
roguerules examples traps-power | roguerules traps power --input -\n\n\
--input takes the JSON of the library's TrapPowerInput: {\"level\": 20}; --player-level replaces it."
)]
#[command(group = clap::ArgGroup::new("which").args(["player_level", "all"]))]
pub struct PowerArgs {
    /// The whole input as JSON (the library's TrapPowerInput, shown below): a file, or - for standard input; the options
    /// given as well override its fields.
    #[arg(long, value_name = "FILE.json")]
    pub input: Option<String>,
    /// The character level, 1..=100.
    #[arg(long, alias = "level", value_parser = clap::value_parser!(i64).range(1..=100))]
    pub player_level: Option<i64>,
    /// Print every level from 1 to 50, like the seed's table.
    #[arg(long, conflicts_with = "input")]
    pub all: bool,
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

/// `traps dungeon`: which trap is placed at a depth (RULINGS T3).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules traps dungeon --depth-feet 50\n  roguerules traps dungeon --dungeon-level 20 --quest --json\n  \
roguerules examples traps-dungeon | roguerules traps dungeon --input -\n  \
roguerules examples traps-dungeon | roguerules traps dungeon --input - --depth-feet 2000\n\n\
--input takes the JSON of the library's TrapKindsInput, the depth as a dungeon level: {\"depth\": 20, \"quest\": \
true}; --depth-feet or --dungeon-level replaces the depth, --quest sets \"quest\"."
)]
#[command(group = clap::ArgGroup::new("depth").args(["depth_feet", "dungeon_level"]))]
pub struct DungeonArgs {
    /// The whole input as JSON (the library's TrapKindsInput, shown below): a file, or - for standard input; the options
    /// given as well override its fields.
    #[arg(long, value_name = "FILE.json")]
    pub input: Option<String>,
    /// The depth in feet: a multiple of 50 in 0..=6350 (no trap is placed above 50 feet); not with --dungeon-level.
    #[arg(long, value_name = "FEET", value_parser = parse_feet)]
    pub depth_feet: Option<Depth>,
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=127), help = LEVEL_HELP)]
    pub dungeon_level: Option<i64>,
    /// A quest level (no trap doors).
    #[arg(long)]
    pub quest: bool,
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

/// The depth given as `--depth-feet` or `--dungeon-level` (at most one), if any.
fn depth_given(feet: Option<Depth>, level: Option<i64>) -> Result<Option<Depth>, CliError> {
    match (feet, level) {
        (Some(d), _) => Ok(Some(d)),
        (None, Some(l)) => Depth::from_level(l).map(Some).map_err(|e| trap_error("--dungeon-level", e)),
        (None, None) => Ok(None),
    }
}

/// The options that give a depth (an input's `"depth"`).
const DEPTH_FLAGS: &str = "--depth-feet FEET or --dungeon-level N";

/// A resistance `traps trigger` asks about (`--resist`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrapResist {
    /// Resistance to confusion (yes/no).
    Confusion,
    /// Resistance to chaos (yes/no).
    Chaos,
    /// The game reading's stored poison resistance percentage (`pois:PCT`).
    Pois,
}

/// A counter `traps trigger` reads (`--counter`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrapCounter {
    /// The poison counter.
    Poison,
}

/// `--resist`: `confusion`, `chaos` (yes/no), or `pois:PCT` (-100..=100).
fn parse_resist(s: &str) -> Result<(TrapResist, i64), String> {
    let names = of::trap_resist();
    let (name, pct) = match s.split_once(':') {
        Some((n, p)) => (n, Some(p)),
        None => (s, None),
    };
    let r =
        names.find(name).ok_or_else(|| format!("unknown resistance '{name}'; names: {}", names.listed().join(", ")))?;
    match (r, pct) {
        (TrapResist::Pois, Some(p)) => {
            let v: i64 = p.trim().parse().map_err(|_| format!("'{p}' is not a whole percentage"))?;
            if (-100..=100).contains(&v) { Ok((r, v)) } else { Err(format!("pois: {v} is not in -100..=100")) }
        }
        (TrapResist::Pois, None) => Err("pois takes the game reading's stored percentage, pois:PCT with PCT in \
                                         -100..=100 (the seed reading's are --flags pois-temp,pois-perm)"
            .to_owned()),
        (_, Some(_)) => Err(format!("{name} is yes/no here: give it without a percentage")),
        (_, None) => Ok((r, 0)),
    }
}

/// `traps trigger`: one dungeon trap, generated and triggered.
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules traps trigger --kind pit --depth-feet 1500 --seed 3 --trace\n  \
roguerules traps trigger --kind 'gas trap' --depth-feet 500 --flags pois-perm --counter poison:10 --json\n  \
roguerules traps trigger --kind character-alteration --dungeon-level 60 --pack rod,other,wand --seed 1\n  \
roguerules traps trigger --kind dart --depth-feet 500 --ac 30 --exact\n  \
roguerules examples traps-trigger | roguerules traps trigger --input - --seed 3\n  \
roguerules examples traps-trigger | roguerules traps trigger --input - --ac 60 --exact --json\n\n\
A kind is refused above its minimum depth (or a trap door on the bottom floor), as `traps dungeon` \
would never place it there, unless --any-depth.\n\
--input takes the JSON of the library's DungeonTrapInput (the depth as a dungeon level; the player as every traps \
command takes it; a field left out is its default, none of it given is a plain player):\n  \
{\"kind\": \"dart\", \"depth\": 10, \"player\": {\"flags\": \"FREE_ACTION | RES_CONF\", \"sustains\": \"STR\", \
\"armour_class\": 30,\n   \"saving_throw\": 40, \"poison\": 0, \"pack\": [\"rod\", \"other\"], \"poison_resistance\": 0, \
\"reading\": \"seed\"}}\n\
An option given as well replaces its field (--depth-feet or --dungeon-level the depth; --flags, --specialties, \
--resist confusion/chaos and --shapechanged together the player's \"flags\"; --resist pois:PCT \
\"poison_resistance\"; --counter poison:N \"poison\"); an option not given keeps the file's value."
)]
#[command(group = clap::ArgGroup::new("depth").args(["depth_feet", "dungeon_level"]))]
pub struct TriggerArgs {
    /// The whole input as JSON (the library's DungeonTrapInput, shown below): a file, or - for standard input; the options
    /// given as well override its fields.
    #[arg(long, value_name = "FILE.json")]
    pub input: Option<String>,
    /// The trap kind.
    #[arg(long, value_parser = of::dungeon_trap(), required_unless_present = "input")]
    pub kind: Option<DungeonTrapKind>,
    /// The depth in feet: a multiple of 50 in 0..=6350, at or below the kind's minimum depth; not with --dungeon-level.
    #[arg(long, value_name = "FEET", value_parser = parse_feet)]
    pub depth_feet: Option<Depth>,
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=127), help = LEVEL_HELP)]
    pub dungeon_level: Option<i64>,
    /// Trigger the kind even where the dungeon never places it (above its minimum depth).
    #[arg(long)]
    pub any_depth: bool,
    #[arg(long, help = SEED_HELP)]
    pub seed: Option<u64>,
    /// Print every draw, each die shown.
    #[arg(long)]
    pub trace: bool,
    /// Print the exact odds of the damage and of every effect instead of rolling.
    #[arg(long, conflicts_with_all = ["seed", "trace"])]
    pub exact: bool,
    #[arg(long, value_name = "N", default_value_t = DEFAULT_BUDGET, value_parser = budget_parser(), help = BUDGET_HELP)]
    pub budget: u64,
    #[arg(long, help = FULL_HELP)]
    pub full: bool,
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
    /// The player's total armour class, -1000..=1000 (against dart traps and murder holes) [default: 0].
    #[arg(long, value_parser = clap::value_parser!(i64).range(-1000..=1000))]
    pub ac: Option<i64>,
    /// The saving-throw skill (the game's skill_sav, as `project player --save`), 0..=100 here: a normal saving
    /// throw succeeds when a draw in 0..=99 is below it, so 100 always saves (the runes of evil roll 1d(2 x level)
    /// against it) [default: 0].
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=100))]
    pub save: Option<i64>,
    /// A counter before the trap, NAME:VALUE with VALUE in 0..=10000, repeated or comma-separated, e.g. poison:10;
    /// counters: poison (0 = not poisoned).
    #[arg(long, value_name = "NAME:VALUE", value_delimiter = ',', value_parser = crate::names::name_value(of::trap_counter(), 0, 10_000))]
    pub counter: Vec<(TrapCounter, i64)>,
    /// Resistances, comma-separated: confusion, chaos (yes/no, as the seed has them), and pois:PCT with PCT in
    /// -100..=100, the Oangband 1.1.0 reading's stored poison resistance (the seed reading's are --flags
    /// pois-temp,pois-perm), e.g. confusion,pois:33.
    #[arg(long, value_name = "NAME[:PCT]", value_delimiter = ',', value_parser = parse_resist)]
    pub resist: Vec<(TrapResist, i64)>,
    /// The reading to follow, case-insensitive: seed (seed 004 as the project reads it) or oangband-1.1.0 (the
    /// released game's hit_trap, draw for draw) [default: the input's "reading", else seed].
    #[arg(long, value_parser = of::reading())]
    pub reading: Option<roguerules_projection::Reading>,
    /// The pack, comma-separated, at most 23 items.
    #[arg(long, value_delimiter = ',', value_parser = of::pack_item())]
    pub pack: Vec<PackItem>,
    /// Sustained stats, comma-separated.
    #[arg(long, alias = "sustain", value_delimiter = ',', value_parser = of::stat())]
    pub sustains: Vec<Stat>,
    /// The character's protections, comma-separated (pois-temp, pois-perm: the seed reading's temporary and
    /// permanent poison resistance).
    #[arg(long, value_delimiter = ',', value_parser = of::trap_player_flag())]
    pub flags: Vec<PlayerFlags>,
    /// Specialties, comma-separated.
    #[arg(long, value_delimiter = ',', value_parser = of::trap_specialty())]
    pub specialties: Vec<PlayerFlags>,
    /// The player is shapechanged.
    #[arg(long)]
    pub shapechanged: bool,
    /// Old spelling of `--counter poison:N`, N in 0..=10000.
    #[arg(long, hide = true, value_parser = clap::value_parser!(i64).range(0..=10_000))]
    pub poison: Option<i64>,
    /// Old spelling of `--resist pois:PCT`, PCT in -100..=100.
    #[arg(long, hide = true, value_parser = clap::value_parser!(i64).range(-100..=100))]
    pub poison_resistance: Option<i64>,
    /// Old spelling of `--flags feather-fall`.
    #[arg(long, hide = true)]
    pub feather_fall: bool,
    /// Old spelling of `--flags free-action`.
    #[arg(long, hide = true)]
    pub free_action: bool,
    /// Old spelling of `--flags pois-temp`.
    #[arg(long, hide = true)]
    pub res_pois_temp: bool,
    /// Old spelling of `--flags pois-perm`.
    #[arg(long, hide = true)]
    pub res_pois_perm: bool,
    /// Old spelling of `--flags resist-blind`.
    #[arg(long, hide = true)]
    pub res_blind: bool,
    /// Old spelling of `--resist confusion`.
    #[arg(long, hide = true)]
    pub res_conf: bool,
    /// Old spelling of `--resist chaos`.
    #[arg(long, hide = true)]
    pub res_chaos: bool,
    /// Old spelling of `--specialties enhance-magic`.
    #[arg(long, hide = true)]
    pub enhance_magic: bool,
}

/// `traps monster`: a monster enters a player-set trap (RULINGS T4).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules traps monster --kind base --player-level 20 --disarm-skill 75 --monster-level 10\n  \
roguerules traps monster --kind netted --player-level 30 --disarm-skill 90 --monster-level 40 --smart --json\n  \
roguerules traps monster --kind confusion --player-level 25 --disarm-skill 80 --monster-level 5 --seed 3 --trace\n  \
roguerules examples traps-monster | roguerules traps monster --input -\n  \
roguerules examples traps-monster | roguerules traps monster --input - --kind confusion --seed 3 --json\n\n\
The exact odds are the default (--exact says so); --seed or --trace rolls once instead.\n\
--input takes the JSON of the library's PlayerTrapInput (a monster field left out is its default):\n  \
{\"kind\": \"netted\", \"monster\": {\"level\": 40, \"mobility\": \"normal\"|\"flying\"|\"ghost\", \"smart\": true, \
\"stupid\": false,\n   \"wary\": false, \"can_be_confused\": false, \"confused\": false, \"reading\": \"seed\"}, \
\"setter\": {\"level\": 30, \"disarm_skill\": 90}}\n\
An option given as well replaces its field (--flying or --ghost the mobility; a switch sets its field); an option \
not given keeps the file's value."
)]
pub struct MonsterArgs {
    /// The whole input as JSON (the library's PlayerTrapInput, shown below): a file, or - for standard input; the options
    /// given as well override its fields.
    #[arg(long, value_name = "FILE.json")]
    pub input: Option<String>,
    /// The trap kind.
    #[arg(long, value_parser = of::player_trap(), required_unless_present = "input")]
    pub kind: Option<PlayerTrapKind>,
    /// The character level of the player who set it, 1..=100.
    #[arg(long, value_parser = clap::value_parser!(i64).range(1..=100), required_unless_present = "input")]
    pub player_level: Option<i64>,
    /// The player's disarming skill, 0..=1000.
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=1000), required_unless_present = "input")]
    pub disarm_skill: Option<i64>,
    /// The monster's level, 0..=127.
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=127), required_unless_present = "input")]
    pub monster_level: Option<i64>,
    /// The monster flies.
    #[arg(long)]
    pub flying: bool,
    /// The monster passes through walls (a "ghost").
    #[arg(long)]
    pub ghost: bool,
    /// The monster is intelligent (may disarm).
    #[arg(long)]
    pub smart: bool,
    /// The monster is wary of traps.
    #[arg(long)]
    pub wary: bool,
    /// The monster can be confused.
    #[arg(long)]
    pub confusable: bool,
    /// The monster is already confused.
    #[arg(long)]
    pub confused: bool,
    /// The reading to follow, case-insensitive: seed (seed 004 as the project reads it) or oangband-1.1.0 (the
    /// released game's apply_monster_trap, draw for draw; its kinds also include drain-life, unmagic,
    /// dispel-monsters) [default: the input's "reading", else seed].
    #[arg(long, value_parser = of::reading())]
    pub reading: Option<roguerules_projection::Reading>,
    /// Print the exact odds of each result (the default).
    #[arg(long, conflicts_with_all = ["seed", "trace"])]
    pub exact: bool,
    /// Roll once with this seed (0..=18446744073709551615) instead of printing the exact odds.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Roll once and print every draw (a random seed, printed on stderr, when --seed is absent).
    #[arg(long)]
    pub trace: bool,
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

/// Runs `roguerules traps ...`.
pub fn run(command: TrapsCommand) -> CliResult {
    match command {
        TrapsCommand::Chest(args) => chest(&args),
        TrapsCommand::Power(args) => power(&args),
        TrapsCommand::Dungeon(args) => dungeon(&args),
        TrapsCommand::Trigger(args) => trigger(&args),
        TrapsCommand::Monster(args) => monster(&args),
        TrapsCommand::Errata(args) => errata::run(&args),
    }
}

/// A trap rule's error: usage when it is about an input value, else a failure.
fn trap_error(flag: &str, e: TrapError) -> CliError {
    match e {
        TrapError::Budget(b) => budget_error("the exact computation", b, None),
        TrapError::OutOfRange { .. } | TrapError::UnknownName { .. } | TrapError::NoTrapAtDepth { .. } => {
            bad_value(flag, e)
        }
        other => CliError::failure(other),
    }
}

/// A rule's error about a field: the option's (`trap_error`) when it was
/// given, else, with `--input`, the file's (exit status 1, naming it).
fn field_error(flag: &str, given: bool, input: Option<&str>, e: TrapError) -> CliError {
    match (input, e) {
        (Some(path), e @ (TrapError::OutOfRange { .. } | TrapError::UnknownName { .. })) if !given => {
            CliError::failure(format!("--input {path}: {e}"))
        }
        (_, e) => trap_error(flag, e),
    }
}

/// A count out of 6561 as an exact, reduced probability.
fn count_fraction(count: u64) -> String {
    fraction(&BigRational::new(count.into(), CHEST_TABLE_TOTAL.into()))
}

fn rows_json(rows: &[TrapSetCount]) -> Value {
    Value::Array(
        rows.iter()
            .map(|r| json!({"traps": r.traps.names(), "count": r.count, "probability": count_fraction(r.count)}))
            .collect(),
    )
}

/// A count out of 6561 as the seed prints it: truncated to five decimals.
fn seed_probability(count: u64) -> String {
    format!("{}.{:05}", count / CHEST_TABLE_TOTAL, count % CHEST_TABLE_TOTAL * 100_000 / CHEST_TABLE_TOTAL)
}

fn chest(args: &ChestArgs) -> CliResult {
    if args.all {
        let mut chests = Vec::new();
        for c in Chest::ALL {
            chests.push((c, trap_set_counts(c.native_depth()).map_err(|e| trap_error("--all", e))?));
        }
        if args.json {
            let list: Vec<Value> = chests
                .iter()
                .map(|(c, rows)| json!({"chest": c.name(), "depth": c.native_level(), "rows": rows_json(rows)}))
                .collect();
            print_json(&json!({"total": CHEST_TABLE_TOTAL, "chests": list}));
            return Ok(());
        }
        outln!(
            "Chest trap sets of Oangband's chests (counts out of {CHEST_TABLE_TOTAL}; RULINGS T1, T2: roguerules readings T1 T2)"
        );
        let mut t = Table::new(["chest / traps", "depth / count", "probability"]);
        for (c, rows) in &chests {
            t.row([c.name().to_owned(), c.native_level().to_string(), String::new()]);
            for r in rows {
                t.row([format!("  {}", r.traps), r.count.to_string(), seed_probability(r.count)]);
            }
        }
        out!("{}", t.render());
        return Ok(());
    }
    let ChestInput { depth } = Over::new()
        .set("depth", depth_given(args.depth_feet, args.dungeon_level)?)
        .require("depth", DEPTH_FLAGS)
        .read(args.input.as_deref(), "chest input (the library's ChestInput)")?;
    let level = depth.level();
    let rows = trap_set_counts(depth).map_err(|e| trap_error("--dungeon-level", e))?;
    if args.json {
        print_json(&json!({"depth": level, "total": CHEST_TABLE_TOTAL, "rows": rows_json(&rows)}));
        return Ok(());
    }
    outln!("Chest trap sets at native depth {level} (counts out of {CHEST_TABLE_TOTAL}; RULINGS T2)");
    let mut t = Table::new(["traps", "count", "probability"]);
    for r in &rows {
        t.row([r.traps.to_string(), r.count.to_string(), seed_probability(r.count)]);
    }
    out!("{}", t.render());
    Ok(())
}

fn power_json(level: i64, input: Option<&str>) -> Result<Value, CliError> {
    let pmf = power_distribution(level).map_err(|e| field_error("--player-level", input.is_none(), input, e))?;
    Ok(json!({"level": level, "min": pmf.min(), "max": pmf.max(), "mean": fraction(&pmf.mean())}))
}

fn power(args: &PowerArgs) -> CliResult {
    // The file's level is blamed on the file unless --player-level replaced it.
    let from = args.input.as_deref().filter(|_| args.player_level.is_none());
    let levels: Vec<i64> = if args.all {
        (1..=50).collect()
    } else {
        let TrapPowerInput { level } = Over::new()
            .set("level", args.player_level)
            .require("level", "--player-level N (or --all)")
            .read(args.input.as_deref(), "trap power input (the library's TrapPowerInput)")?;
        vec![level]
    };
    if args.json {
        if args.all {
            let list = levels.iter().map(|l| power_json(*l, None)).collect::<Result<Vec<_>, _>>()?;
            print_json(&json!({"levels": list}));
        } else {
            print_json(&power_json(levels[0], from)?);
        }
        return Ok(());
    }
    if args.all {
        // The seed's layout: five (Lv, Value) column pairs, levels 1..=10 down the first.
        let means = levels
            .iter()
            .map(|l| power_distribution(*l).map(|p| exact_number(&p.mean())))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| trap_error("--all", e))?;
        let mut t = Table::new(["Lv", "Value", "Lv", "Value", "Lv", "Value", "Lv", "Value", "Lv", "Value"]);
        for row in 0..10 {
            let mut cells = Vec::new();
            for col in 0..5 {
                let i = col * 10 + row;
                cells.push((i + 1).to_string());
                cells.push(means[i].clone());
            }
            t.row(cells);
        }
        outln!(
            "Average player trap power by character level (RULINGS T4; T1: level 6 is 10, not 10.5; roguerules readings T1)"
        );
        out!("{}", t.render());
        return Ok(());
    }
    let mut t = Table::new(["level", "min", "max", "average"]);
    for level in levels {
        let pmf = power_distribution(level).map_err(|e| field_error("--player-level", from.is_none(), from, e))?;
        t.row([level.to_string(), pmf.min().to_string(), pmf.max().to_string(), exact_number(&pmf.mean())]);
    }
    outln!("Player trap power (RULINGS T4: b = L + L*L/25, power = b/2 + 3 + 1d(b))");
    out!("{}", t.render());
    Ok(())
}

fn dungeon(args: &DungeonArgs) -> CliResult {
    let TrapKindsInput { depth, quest } = Over::new()
        .set("depth", depth_given(args.depth_feet, args.dungeon_level)?)
        .switch("quest", args.quest)
        .require("depth", DEPTH_FLAGS)
        .read(args.input.as_deref(), "dungeon trap input (the library's TrapKindsInput)")?;
    let pmf = kind_probabilities(depth, quest).map_err(|e| trap_error("--depth-feet", e))?;
    let kinds: Vec<(DungeonTrapKind, BigRational)> =
        DungeonTrapKind::ALL.into_iter().map(|k| (k, pmf.probability(&k))).collect();
    if args.json {
        let list: Vec<Value> = kinds
            .iter()
            .map(|(k, p)| json!({"kind": k.name(), "min_depth_feet": k.min_depth_feet(), "probability": fraction(p)}))
            .collect();
        print_json(&json!({"depth_feet": depth.feet(), "level": depth.level(), "quest": quest, "kinds": list}));
        return Ok(());
    }
    outln!("Dungeon trap kinds at {}{} (RULINGS T3)", depth, if quest { ", quest level" } else { "" });
    let mut t = Table::new(["kind", "min depth", "probability", "percent"]);
    for (k, p) in &kinds {
        let x = to_f64(p);
        t.row([k.name().to_owned(), format!("{}'", k.min_depth_feet()), decimal(x), percent(x)]);
    }
    out!("{}", t.render());
    Ok(())
}

/// The input of `traps trigger`: `--input`'s (or none) with each option given over its field.
fn trigger_input(args: &TriggerArgs) -> Result<DungeonTrapInput, CliError> {
    // The old switches add their list values (they are hidden aliases).
    let mut listed = args.flags.clone();
    for (on, flag) in [
        (args.feather_fall, PlayerFlags::FEATHER_FALL),
        (args.free_action, PlayerFlags::FREE_ACTION),
        (args.res_pois_temp, PlayerFlags::RES_POIS_TEMP),
        (args.res_pois_perm, PlayerFlags::RES_POIS_PERM),
        (args.res_blind, PlayerFlags::RES_BLIND),
    ] {
        if on {
            listed.push(flag);
        }
    }
    of::trap_player_flag().refuse_repeats("--flags", &listed)?;
    let mut specialties = args.specialties.clone();
    if args.enhance_magic {
        specialties.push(PlayerFlags::ENHANCE_MAGIC);
    }
    of::trap_specialty().refuse_repeats("--specialties", &specialties)?;
    let mut resist = args.resist.clone();
    for (on, r) in [(args.res_conf, TrapResist::Confusion), (args.res_chaos, TrapResist::Chaos)] {
        if on {
            resist.push((r, 0));
        }
    }
    if let Some(pct) = args.poison_resistance {
        resist.push((TrapResist::Pois, pct));
    }
    let resist_names = of::trap_resist();
    crate::names::refuse_repeated_keys("--resist", &resist, |r| resist_names.name_of(r).unwrap_or_default())?;
    let mut counters = args.counter.clone();
    if let Some(n) = args.poison {
        counters.push((TrapCounter::Poison, n));
    }
    crate::names::refuse_repeated_keys("--counter", &counters, |_| "poison".to_owned())?;
    of::stat().refuse_repeats("--sustains", &args.sustains)?;
    let mut flags = PlayerFlags::empty();
    for f in listed.iter().chain(&specialties) {
        flags |= *f;
    }
    let mut poison_resistance = None;
    let mut flags_given = !listed.is_empty() || !specialties.is_empty() || args.shapechanged;
    for (r, pct) in &resist {
        match r {
            TrapResist::Confusion => (flags |= PlayerFlags::RES_CONF, flags_given = true).0,
            TrapResist::Chaos => (flags |= PlayerFlags::RES_CHAOS, flags_given = true).0,
            TrapResist::Pois => poison_resistance = Some(*pct),
        }
    }
    flags.set(PlayerFlags::SHAPECHANGED, args.shapechanged);
    let poison: Option<i64> = (!counters.is_empty()).then(|| counters.iter().map(|(_, n)| *n).sum());
    let mut sustains = Sustains::empty();
    for s in &args.sustains {
        sustains |= s.sustain();
    }
    if args.pack.len() > 23 {
        return Err(bad_value("--pack", format!("{} items: a pack holds at most 23", args.pack.len())));
    }
    let input: DungeonTrapInput = Over::new()
        .set("kind", args.kind)
        .set("depth", depth_given(args.depth_feet, args.dungeon_level)?)
        .set("player.flags", flags_given.then_some(flags))
        .set("player.sustains", (!args.sustains.is_empty()).then_some(sustains))
        .set("player.armour_class", args.ac)
        .set("player.saving_throw", args.save)
        .set("player.poison", poison)
        .set("player.pack", (!args.pack.is_empty()).then_some(&args.pack))
        .set("player.poison_resistance", poison_resistance)
        .set("player.reading", args.reading)
        .require("kind", "--kind")
        .require("depth", DEPTH_FLAGS)
        .read(args.input.as_deref(), "dungeon trap input (the library's DungeonTrapInput)")?;
    // Every option was range-checked by its parser: what is out of range is the file's.
    input.player.validate().map_err(|e| match &args.input {
        Some(path) => CliError::failure(format!("--input {path}: {e}")),
        None => CliError::usage(e),
    })?;
    Ok(input)
}

/// `a pit`, `an alteration`.
fn article(noun: &str) -> String {
    let an = noun.starts_with(['a', 'e', 'i', 'o', 'u']);
    format!("{} {noun}", if an { "an" } else { "a" })
}

/// A library value's serde name as words: `level_change` -> `level change`.
fn words<T: serde::Serialize + ?Sized>(value: &T) -> String {
    match to_json(value) {
        Value::String(s) => s.replace('_', " "),
        other => other.to_string(),
    }
}

/// The generated trap's parameters as words: `nastiness 9, pit plain`.
fn params(trap: &roguerules_traps::DungeonTrap) -> String {
    let Value::Object(map) = to_json(&trap.params) else { return String::new() };
    map.iter()
        .filter(|(k, _)| k.as_str() != "kind")
        .map(|(k, v)| format!("{}: {}", k.replace('_', " "), words(v)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// One effect of a dungeon or chest trap, in words.
fn effect(e: &Effect) -> String {
    match e {
        Effect::Miss => "the trap misses".to_owned(),
        Effect::FeatherFall => "feather falling avoids all damage and side effects".to_owned(),
        Effect::Resisted { counter } => format!("resisted: no {}", words(counter)),
        Effect::Damage { amount, element } => format!("{amount} {} damage", words(element)),
        Effect::Ball { element, radius, damage, centre } => {
            format!("a ball of {} (radius {radius}, {damage} damage) centred on the {}", words(element), words(centre))
        }
        Effect::Timed { counter, change, amount } => match words(change).as_str() {
            "set" => format!("{} set to {amount}", words(counter)),
            _ => format!("{} +{amount}", words(counter)),
        },
        Effect::DrainStat { stat, sustained: true, .. } => format!("{} is sustained: nothing lost", words(stat)),
        Effect::DrainStat { stat, times, .. } => format!("{} drained by {times}", words(stat)),
        Effect::SwapStats { first, second } => format!("{} and {} are swapped", words(first), words(second)),
        Effect::Saved => "the saving throw succeeds: nothing happens".to_owned(),
        Effect::Summon { kind, count, level } => format!("{count} {} summoned (for level {level})", words(kind)),
        Effect::LevelChange { levels } => format!("the player falls {levels} level(s) deeper"),
        Effect::Teleport { distance } => format!("the player is teleported {distance} squares"),
        Effect::DrainDevice { slot, device } => format!("the {} in pack slot {} is drained", words(device), slot + 1),
        Effect::BlackBreath => "the player is infected with the Black Breath".to_owned(),
        Effect::DestroyLevel => "the level is destroyed".to_owned(),
        Effect::Earthquake { radius } => format!("an earthquake of radius {radius}"),
        Effect::AlterReality => "the level is regenerated (alter reality)".to_owned(),
        Effect::Amnesia => "amnesia: the level and the unidentified objects are forgotten".to_owned(),
        Effect::Disenchant => "an attempt to disenchant the equipment".to_owned(),
        Effect::DisenchantBlocked => "being shapechanged blocks the disenchantment".to_owned(),
        Effect::DropAmmo { missile } => format!("{} is dropped near the trap", article(&words(missile))),
        Effect::DestroyChest => "the chest is destroyed".to_owned(),
        Effect::Scatter => "the chest's objects are scattered over the level".to_owned(),
        Effect::PlaceBug { distance } => format!("a software bug is placed {distance} squares away (scattered)"),
    }
}

fn trigger(args: &TriggerArgs) -> CliResult {
    let DungeonTrapInput { kind, depth, player } = trigger_input(args)?;
    if !args.any_depth && !allowed_kinds(depth, false).contains(&kind) {
        let why = if kind.min_depth_feet() > depth.feet() {
            format!("{} is placed at {} feet or deeper", article(kind.name()), kind.min_depth_feet())
        } else {
            "a trap door is never placed on the bottom floor".to_owned()
        };
        let why = format!("{why}, so the dungeon never has one at {depth}; pass --any-depth to trigger it anyway");
        return Err(match (&args.input, args.kind, depth_given(args.depth_feet, args.dungeon_level)?) {
            (Some(path), None, None) => CliError::failure(format!("--input {path}: {why}")),
            _ => bad_value("--kind", why),
        });
    }
    if args.exact {
        return trigger_exact(args, kind, depth, &player);
    }
    let seed = crate::common::seed_or_random(args.seed);
    let mut r = roller(seed);
    let (trap, outcome) = resolve(&mut r, kind, depth, &player)
        .map_err(|e| field_error("--kind", args.kind.is_some(), args.input.as_deref(), e))?;
    let traced = Traced::take(&mut r);
    if args.json {
        let mut v = json!({
            "kind": kind.name(),
            "depth_feet": depth.feet(),
            "seed": seed,
            "trap": to_json(&trap),
            "outcome": to_json(&outcome),
            "damage": outcome.damage(),
        });
        if args.trace {
            v["trace"] = traced.json();
        }
        print_json(&v);
        return Ok(());
    }
    let p = params(&trap);
    outln!("{} at {depth}{}", article(kind.name()), if p.is_empty() { String::new() } else { format!(": {p}") });
    if args.trace {
        outln!("rolls:");
        for line in traced.lines() {
            outln!("  {line}");
        }
    }
    outln!("what happens:");
    if outcome.effects.is_empty() {
        outln!("  nothing");
    }
    for e in &outcome.effects {
        outln!("  {}", effect(e));
    }
    outln!(
        "damage to the player: {}; the trap {}",
        outcome.damage(),
        if outcome.disappears { "disappears" } else { "stays" }
    );
    Ok(())
}

/// The exact odds of a generated trap going off: the traps generated, then
/// each distinct trap (as [`DungeonTrap::trigger_key`] merges them) triggered
/// once, in two stages of the exact engine (each within `--budget`).
fn trigger_exact(args: &TriggerArgs, kind: DungeonTrapKind, depth: Depth, player: &Player) -> CliResult {
    let what = format!("the exact odds of {} at {depth}", article(kind.name()));
    let fail = |e: TrapError| -> CliError {
        match e {
            TrapError::Budget(b) => budget_error(&what, b, None),
            other => field_error("--kind", args.kind.is_some(), args.input.as_deref(), other),
        }
    };
    player.validate().map_err(fail)?;
    let traps = exact_with(budget(args.budget), |r| generate_in(r, kind, depth, player.reading)).map_err(fail)?;
    let outcomes = traps
        .map(DungeonTrap::trigger_key)
        .and_then_with(budget(args.budget), |trap, r| roguerules_traps::trigger(r, trap, player))
        .map_err(fail)?;
    let pmf = outcomes.map(|o| o.damage());
    let dist = Dist::of(&pmf);
    let effects = effect_odds(&outcomes);
    if args.json {
        let effects: Vec<Value> = effects.iter().map(EffectOdds::json).collect();
        print_json(&json!({
            "kind": kind.name(),
            "depth_feet": depth.feet(),
            "mean": fraction(&pmf.mean()),
            "pmf": dist.json(),
            "effects": effects,
        }));
        return Ok(());
    }
    outln!("damage to the player from {} at {depth}: exact distribution ({} values)", article(kind.name()), dist.len());
    dist.print("damage", args.full);
    outln!("effects (the chance of each; an amount's range and mean when it happens):");
    for e in &effects {
        outln!("  {}", e.line());
    }
    Ok(())
}

/// One effect of a trap going off (amounts aside) and its exact odds.
#[derive(Debug)]
struct EffectOdds {
    /// The effect in words, `N` standing for an amount that varies.
    name: String,
    /// The weight of the outcomes with this effect (out of `total`).
    weight: BigUint,
    total: BigUint,
    /// The amount's least and greatest values and the weighted sum of it, for
    /// an effect with an amount (a counter's change, a summon's count).
    amount: Option<Amount>,
}

/// An amount's least and greatest values and its sum weighted by the outcomes.
type Amount = (i64, i64, BigUint);

impl EffectOdds {
    fn probability(&self) -> BigRational {
        BigRational::new(self.weight.clone().into(), self.total.clone().into())
    }

    /// The amount's mean when the effect happens.
    fn mean(&self) -> Option<BigRational> {
        let (_, _, sum) = self.amount.as_ref()?;
        Some(BigRational::new(sum.clone().into(), self.weight.clone().into()))
    }

    fn line(&self) -> String {
        let p = percent(to_f64(&self.probability()));
        match (&self.amount, self.mean()) {
            (Some((lo, hi, _)), Some(mean)) => {
                format!("{}: {p} (N from {lo} to {hi}, mean {})", self.name, decimal(to_f64(&mean)))
            }
            _ => format!("{}: {p}", self.name),
        }
    }

    fn json(&self) -> Value {
        let mut v = json!({"effect": self.name, "probability": fraction(&self.probability())});
        if let (Some((lo, hi, _)), Some(mean)) = (&self.amount, self.mean()) {
            v["amount"] = json!({"min": lo, "max": hi, "mean": fraction(&mean)});
        }
        v
    }
}

/// An effect with its amount taken out, and the amount; damage is left to the
/// damage distribution (`None`).
fn effect_key(e: &Effect) -> Option<(Effect, Option<i64>)> {
    Some(match *e {
        Effect::Damage { .. } => return None,
        Effect::Timed { counter, change, amount } => (Effect::Timed { counter, change, amount: 0 }, Some(amount)),
        Effect::Summon { kind, count, level } => (Effect::Summon { kind, count: 0, level }, Some(count)),
        ref other => (other.clone(), None),
    })
}

/// An effect's words with `N` for its amount (see [`effect_key`]).
fn effect_name(key: &Effect) -> String {
    match key {
        Effect::Timed { counter, change, .. } => match words(change).as_str() {
            "set" => format!("{} set to N", words(counter)),
            _ => format!("{} +N", words(counter)),
        },
        Effect::Summon { kind, level, .. } => format!("N {} summoned (for level {level})", words(kind)),
        other => effect(other),
    }
}

/// The exact odds of every effect (damage aside) over the outcomes, in the
/// order of the effects.
fn effect_odds(outcomes: &Pmf<Outcome>) -> Vec<EffectOdds> {
    let total = outcomes.total();
    // Per effect: the weight of the outcomes with it, and its amount's range and weighted sum.
    let mut odds: BTreeMap<Effect, (BigUint, Option<Amount>)> = BTreeMap::new();
    let mut seen: Vec<(Effect, Option<i64>)> = Vec::new();
    for (outcome, weight) in outcomes.weights() {
        // An effect named twice in one outcome counts once, its amounts summed.
        seen.clear();
        for (key, amount) in outcome.effects.iter().filter_map(effect_key) {
            match seen.iter_mut().find(|(k, _)| *k == key) {
                Some((_, Some(a))) => *a = a.saturating_add(amount.unwrap_or(0)),
                Some(_) => {}
                None => seen.push((key, amount)),
            }
        }
        for (key, amount) in seen.drain(..) {
            let entry = odds.entry(key).or_insert_with(|| (BigUint::ZERO, amount.map(|a| (a, a, BigUint::ZERO))));
            entry.0 += &weight;
            if let (Some((lo, hi, sum)), Some(a)) = (&mut entry.1, amount) {
                *lo = (*lo).min(a);
                *hi = (*hi).max(a);
                *sum += &weight * BigUint::from(a.max(0).unsigned_abs());
            }
        }
    }
    odds.into_iter()
        .map(|(key, (weight, amount))| EffectOdds { name: effect_name(&key), weight, total: total.clone(), amount })
        .collect()
}

/// A monster trap's effect, in words.
fn monster_effect(e: &MonsterEffect) -> String {
    match e {
        MonsterEffect::Damage { amount } => format!("{amount} damage to the monster"),
        MonsterEffect::Ball { element, radius, damage } => {
            format!("a ball of {} (radius {radius}, {damage} damage) centred on the trap", words(element))
        }
        MonsterEffect::Confused { turns } => format!("the monster is confused for {turns} more turns"),
        MonsterEffect::NotConfused => "the monster is not confused".to_owned(),
        MonsterEffect::Teleport { distance } => format!("the monster is teleported {distance} squares"),
        MonsterEffect::Stasis { turns } => format!("the monster is held in stasis for {turns} turns"),
        MonsterEffect::Dispel { damage } => format!("{damage} dispel damage to every monster in sight of the trap"),
    }
}

fn monster(args: &MonsterArgs) -> CliResult {
    let PlayerTrapInput { kind, monster, setter } = Over::new()
        .set("kind", args.kind)
        .set("setter.level", args.player_level)
        .set("setter.disarm_skill", args.disarm_skill)
        .set("monster.level", args.monster_level)
        .set("monster.mobility", (args.ghost || args.flying).then(|| Mobility::of(args.ghost, args.flying)))
        .switch("monster.smart", args.smart)
        .switch("monster.wary", args.wary)
        .switch("monster.can_be_confused", args.confusable)
        .switch("monster.confused", args.confused)
        .set("monster.reading", args.reading)
        .require("kind", "--kind")
        .require("setter.level", "--player-level")
        .require("setter.disarm_skill", "--disarm-skill")
        .require("monster.level", "--monster-level")
        .read(args.input.as_deref(), "player trap input (the library's PlayerTrapInput)")?;
    let from = args.input.as_deref();
    if args.seed.is_some() || args.trace {
        let seed = crate::common::seed_or_random(args.seed);
        let mut r = roller(seed);
        let out = monster_enters_trap(&mut r, kind, &monster, &setter)
            .map_err(|e| field_error("--kind", args.kind.is_some(), from, e))?;
        let traced = Traced::take(&mut r);
        if args.json {
            let mut v = json!({"kind": kind.name(), "seed": seed, "outcome": to_json(&out)});
            if args.trace {
                v["trace"] = traced.json();
            }
            print_json(&v);
            return Ok(());
        }
        outln!("a level {} monster enters {} trap set at level {}", monster.level, article(kind.name()), setter.level);
        if args.trace {
            outln!("rolls:");
            for line in traced.lines() {
                outln!("  {line}");
            }
        }
        match &out {
            MonsterTrapOutcome::Ignored => outln!("the monster flies over or passes through the trap"),
            MonsterTrapOutcome::Disarmed => outln!("the monster disarms the trap"),
            MonsterTrapOutcome::Avoided => outln!("the wary monster avoids the trap this time"),
            MonsterTrapOutcome::Triggered { power, critical, effects, destroyed } => {
                outln!("the trap goes off with power {power}{}", if *critical { ", a critical" } else { "" });
                for e in effects {
                    outln!("  {}", monster_effect(e));
                }
                outln!("the trap {}", if *destroyed { "is destroyed" } else { "remains" });
            }
        }
        return Ok(());
    }
    let skill = |e| field_error("--disarm-skill", args.disarm_skill.is_some(), from, e);
    let disarm = disarm_chance(monster.level, setter.disarm_skill).map_err(skill)?;
    let avoid = wary_avoid_chance(monster.level, setter.disarm_skill).map_err(skill)?;
    let critical = critical_chance(monster.level, setter.disarm_skill).map_err(skill)?;
    // Exact odds of the four results (closed form, tested against enumeration in the crate).
    let odds = result_odds(kind, &monster, &setter)
        .map_err(|e| field_error("--player-level", args.player_level.is_some(), from, e))?;
    let results = [
        ("ignored", &odds.ignored),
        ("disarmed", &odds.disarmed),
        ("avoided", &odds.avoided),
        ("triggered", &odds.triggered),
    ];
    // The chance the trap affects the monster at all, under the reading.
    let affects = BigRational::from_integer(1.into()) - &odds.ignored;
    if args.json {
        let odds: serde_json::Map<String, Value> =
            results.iter().map(|(r, p)| ((*r).to_owned(), Value::String(fraction(p)))).collect();
        print_json(&json!({
            "kind": kind.name(),
            "affects": fraction(&affects),
            "disarm_chance": fraction(&disarm),
            "wary_avoid_chance": fraction(&avoid),
            "critical_chance": fraction(&critical),
            "results": odds,
        }));
        return Ok(());
    }
    outln!("{} trap, set at character level {}, against a level {} monster", kind.name(), setter.level, monster.level);
    let mut t = Table::new(["result", "probability"]);
    for (r, p) in results {
        t.row([r.to_owned(), decimal(to_f64(p))]);
    }
    out!("{}", t.render());
    outln!(
        "chances: affects {}; disarm {}; wary avoidance {}; critical {}",
        decimal(to_f64(&affects)),
        decimal(to_f64(&disarm)),
        decimal(to_f64(&avoid)),
        decimal(to_f64(&critical))
    );
    Ok(())
}
