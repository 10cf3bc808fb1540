//! `roguerules traps ...`: Oangband traps (seed 004) — chest trap sets, player
//! trap power, dungeon trap odds, and triggering a dungeon trap.

use crate::output::{CliError, CliResult, Table, ctx, fraction, percent, print_json, to_f64};
use roguerules_dice::{BigRational, Sampler, Tracing};
use roguerules_traps::{
    CHEST_TABLE_TOTAL, Chest, Depth, DungeonTrapKind, Mobility, Monster, PackItem, Player, PlayerFlags, PlayerTrapKind,
    Setter, Stat, Sustains, TrapSetCount, critical_chance, disarm_chance, kind_probabilities, monster_enters_trap,
    power_distribution, resolve, result_odds, trap_set_counts, wary_avoid_chance,
};
use serde_json::{Value, json};

/// Subcommands of `roguerules traps`.
#[derive(Debug, clap::Subcommand)]
pub enum TrapsCommand {
    /// The distribution of chest trap sets for a native depth (out of 6561), or the seed's table for the eight chests.
    Chest(ChestArgs),
    /// The power of a player-set trap for a character level (min, max, exact mean), or the seed's table for 1..=50.
    Power(PowerArgs),
    /// The probability of each dungeon trap kind at a depth.
    Dungeon(DungeonArgs),
    /// Generate and trigger one dungeon trap on a player, with a seed.
    Trigger(TriggerArgs),
    /// A monster entering one of the player's traps: exact odds of each result, or one roll with a seed.
    Monster(MonsterArgs),
}

/// `traps monster`: a monster enters a player-set trap (RULINGS T4).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules traps monster --kind base --player-level 20 --disarm-skill 75 --monster-level 10\n  roguerules traps monster --kind netted --player-level 30 --disarm-skill 90 --monster-level 40 --smart --json\n  roguerules traps monster --kind confusion --player-level 25 --disarm-skill 80 --monster-level 5 --seed 3 --trace\n\nKinds: base, sturdy, netted, confusion, poison gas, spirit, lightning, explosive, portal, stasis."
)]
pub struct MonsterArgs {
    /// The trap kind (see below).
    #[arg(long)]
    pub kind: String,
    /// The character level of the player who set it (1..=100).
    #[arg(long)]
    pub player_level: i64,
    /// The player's disarming skill (0..=1000).
    #[arg(long)]
    pub disarm_skill: i64,
    /// The monster's level (0..=127).
    #[arg(long)]
    pub monster_level: i64,
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
    /// Roll once with this seed instead of printing exact odds.
    #[arg(long)]
    pub seed: Option<u64>,
    /// With --seed: print every draw.
    #[arg(long, requires = "seed")]
    pub trace: bool,
    /// Machine-readable JSON output.
    #[arg(long)]
    pub json: bool,
}

/// `traps chest`: chest trap sets by native depth (RULINGS T2).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules traps chest --depth 65\n  roguerules traps chest --depth 15 --json\n  roguerules traps chest --all"
)]
#[command(group = clap::ArgGroup::new("which").required(true).args(["depth", "all"]))]
pub struct ChestArgs {
    /// The chest's native depth (dungeon level, 0..=127).
    #[arg(long)]
    pub depth: Option<i64>,
    /// Print the seed's table for the eight chests of Oangband.
    #[arg(long)]
    pub all: bool,
    /// Machine-readable JSON output.
    #[arg(long)]
    pub json: bool,
}

/// `traps power`: the power of a player-set trap (RULINGS T4).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules traps power --level 20\n  roguerules traps power --level 6 --json\n  roguerules traps power --all"
)]
#[command(group = clap::ArgGroup::new("which").required(true).args(["level", "all"]))]
pub struct PowerArgs {
    /// The character level (1..=100).
    #[arg(long)]
    pub level: Option<i64>,
    /// Print levels 1..=50 like the seed's table.
    #[arg(long)]
    pub all: bool,
    /// Machine-readable JSON output.
    #[arg(long)]
    pub json: bool,
}

/// `traps dungeon`: which trap is placed at a depth (RULINGS T3).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules traps dungeon --depth-feet 50\n  roguerules traps dungeon --depth-feet 1000 --quest --json"
)]
pub struct DungeonArgs {
    /// The depth in feet: a multiple of 50 in 50..=6350.
    #[arg(long)]
    pub depth_feet: i64,
    /// A quest level (no trap doors).
    #[arg(long)]
    pub quest: bool,
    /// Machine-readable JSON output.
    #[arg(long)]
    pub json: bool,
}

/// `traps trigger`: one dungeon trap, generated and triggered.
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules traps trigger --kind pit --depth-feet 4500 --seed 7 --trace\n  roguerules traps trigger --kind 'gas trap' --depth-feet 500 --res-pois-perm --poison 10 --json\n  roguerules traps trigger --kind character-alteration --depth-feet 3000 --pack rod,other,wand --seed 1\n\nKinds: trap door, pit, dart, discolored spot, gas trap, summoning rune, dungeon alteration,\ncharacter alteration, teleportation, murder hole ('-' or '_' may replace spaces)."
)]
pub struct TriggerArgs {
    /// The trap kind (see below).
    #[arg(long)]
    pub kind: String,
    /// The depth in feet: a multiple of 50 in 0..=6350.
    #[arg(long)]
    pub depth_feet: i64,
    /// Seed for the generator (the same seed gives the same trap and rolls); random when omitted.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Print every draw.
    #[arg(long)]
    pub trace: bool,
    /// Machine-readable JSON output.
    #[arg(long)]
    pub json: bool,
    /// The player's total armour class (-1000..=1000), against dart traps and murder holes.
    #[arg(long, default_value_t = 0)]
    pub ac: i64,
    /// The player's saving throw in percent (0..=100).
    #[arg(long, default_value_t = 0)]
    pub save: i64,
    /// The player's current poison counter (0..=10000; 0 = not poisoned).
    #[arg(long, default_value_t = 0)]
    pub poison: i64,
    /// The pack, comma-separated: rod, staff, wand, other (at most 23 items).
    #[arg(long, value_delimiter = ',')]
    pub pack: Vec<String>,
    /// Sustained stats, comma-separated: str, int, wis, dex, con, chr.
    #[arg(long, value_delimiter = ',')]
    pub sustain: Vec<String>,
    /// The player has feather falling.
    #[arg(long)]
    pub feather_fall: bool,
    /// The player has free action.
    #[arg(long)]
    pub free_action: bool,
    /// Temporary resistance to poison.
    #[arg(long)]
    pub res_pois_temp: bool,
    /// Permanent resistance to poison.
    #[arg(long)]
    pub res_pois_perm: bool,
    /// Resistance to blindness.
    #[arg(long)]
    pub res_blind: bool,
    /// Resistance to confusion.
    #[arg(long)]
    pub res_conf: bool,
    /// Resistance to chaos.
    #[arg(long)]
    pub res_chaos: bool,
    /// The Enhance Magic specialty.
    #[arg(long)]
    pub enhance_magic: bool,
    /// The player is shapechanged.
    #[arg(long)]
    pub shapechanged: bool,
}

/// Runs `roguerules traps ...`.
pub fn run(command: TrapsCommand) -> CliResult {
    match command {
        TrapsCommand::Chest(args) => chest(&args),
        TrapsCommand::Power(args) => power(&args),
        TrapsCommand::Dungeon(args) => dungeon(&args),
        TrapsCommand::Trigger(args) => trigger(&args),
        TrapsCommand::Monster(args) => monster(&args),
    }
}

fn depth_level(level: i64) -> Result<Depth, CliError> {
    Depth::from_level(level).map_err(ctx("--depth"))
}

fn rows_json(rows: &[TrapSetCount]) -> Value {
    Value::Array(
        rows.iter()
            .map(|r| {
                json!({
                    "traps": r.traps.names(),
                    "count": r.count,
                    "probability": format!("{}/{}", r.count, CHEST_TABLE_TOTAL),
                })
            })
            .collect(),
    )
}

/// A count out of 6561 as the seed prints it: truncated to five decimals.
fn seed_probability(count: u64) -> String {
    format!("{}.{:05}", count / CHEST_TABLE_TOTAL, count % CHEST_TABLE_TOTAL * 100_000 / CHEST_TABLE_TOTAL)
}

fn rows_table(rows: &[TrapSetCount]) -> Table {
    let mut t = Table::new(["traps", "count", "probability"]);
    for r in rows {
        t.row([r.traps.to_string(), r.count.to_string(), seed_probability(r.count)]);
    }
    t
}

fn chest(args: &ChestArgs) -> CliResult {
    if args.all {
        let mut chests = Vec::new();
        for c in Chest::ALL {
            let rows = trap_set_counts(c.native_depth()).map_err(CliError::new)?;
            chests.push((c, rows));
        }
        if args.json {
            let list: Vec<Value> = chests
                .iter()
                .map(|(c, rows)| json!({"chest": c.name(), "depth": c.native_level(), "rows": rows_json(rows)}))
                .collect();
            print_json(&json!({"total": CHEST_TABLE_TOTAL, "chests": list}));
            return Ok(());
        }
        outln!("Chest trap sets of Oangband's chests (counts out of {CHEST_TABLE_TOTAL}; RULINGS T2)");
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
    let level = args.depth.ok_or_else(|| CliError::new("give --depth N (0..=127) or --all"))?;
    let depth = depth_level(level)?;
    let rows = trap_set_counts(depth).map_err(CliError::new)?;
    if args.json {
        print_json(&json!({"depth": level, "total": CHEST_TABLE_TOTAL, "rows": rows_json(&rows)}));
        return Ok(());
    }
    outln!("Chest trap sets at native depth {level} (counts out of {CHEST_TABLE_TOTAL}; RULINGS T2)");
    out!("{}", rows_table(&rows).render());
    Ok(())
}

fn power_json(level: i64) -> Result<Value, CliError> {
    let pmf = power_distribution(level).map_err(ctx("--level"))?;
    Ok(json!({"level": level, "min": pmf.min(), "max": pmf.max(), "mean": fraction(&pmf.mean())}))
}

/// A mean as the seed prints it: `4`, `5.5`.
fn seed_number(mean: &BigRational) -> String {
    let value = to_f64(mean);
    if mean.is_integer() { format!("{value:.0}") } else { format!("{value}") }
}

fn power(args: &PowerArgs) -> CliResult {
    let levels: Vec<i64> = match (args.level, args.all) {
        (Some(level), _) => vec![level],
        (None, _) => (1..=50).collect(),
    };
    if args.json {
        if args.all {
            let list = levels.iter().map(|l| power_json(*l)).collect::<Result<Vec<_>, _>>()?;
            print_json(&json!({"levels": list}));
        } else {
            print_json(&power_json(levels[0])?);
        }
        return Ok(());
    }
    if args.all {
        // The seed's layout: five (Lv, Value) column pairs, levels 1..=10 down the first.
        let means = levels
            .iter()
            .map(|l| power_distribution(*l).map(|p| seed_number(&p.mean())))
            .collect::<Result<Vec<_>, _>>()
            .map_err(CliError::new)?;
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
        outln!("Average player trap power by character level (RULINGS T4; T1: level 6 is 10, not 10.5)");
        out!("{}", t.render());
        return Ok(());
    }
    let mut t = Table::new(["level", "min", "max", "average", "mean"]);
    for level in levels {
        let pmf = power_distribution(level).map_err(ctx("--level"))?;
        let mean = pmf.mean();
        t.row([level.to_string(), pmf.min().to_string(), pmf.max().to_string(), seed_number(&mean), fraction(&mean)]);
    }
    outln!("Player trap power (RULINGS T4: b = L + L*L/25, power = b/2 + 3 + 1d(b))");
    out!("{}", t.render());
    Ok(())
}

fn dungeon(args: &DungeonArgs) -> CliResult {
    let depth = Depth::from_feet(args.depth_feet).map_err(ctx("--depth-feet"))?;
    let pmf = kind_probabilities(depth, args.quest).map_err(ctx("--depth-feet"))?;
    let kinds: Vec<(DungeonTrapKind, BigRational)> =
        DungeonTrapKind::ALL.into_iter().map(|k| (k, pmf.probability(&k))).collect();
    if args.json {
        let list: Vec<Value> = kinds
            .iter()
            .map(|(k, p)| json!({"kind": k.name(), "min_depth_feet": k.min_depth_feet(), "probability": fraction(p)}))
            .collect();
        print_json(&json!({
            "depth_feet": depth.feet(),
            "level": depth.level(),
            "quest": args.quest,
            "kinds": list,
        }));
        return Ok(());
    }
    outln!("Dungeon trap kinds at {}{} (RULINGS T3)", depth, if args.quest { ", quest level" } else { "" });
    let mut t = Table::new(["kind", "min depth", "probability", "percent"]);
    for (k, p) in &kinds {
        t.row([k.name().to_owned(), format!("{}'", k.min_depth_feet()), fraction(p), percent(p)]);
    }
    out!("{}", t.render());
    Ok(())
}

fn parse_player(args: &TriggerArgs) -> Result<Player, CliError> {
    let mut flags = PlayerFlags::empty();
    for (on, flag) in [
        (args.feather_fall, PlayerFlags::FEATHER_FALL),
        (args.free_action, PlayerFlags::FREE_ACTION),
        (args.res_pois_temp, PlayerFlags::RES_POIS_TEMP),
        (args.res_pois_perm, PlayerFlags::RES_POIS_PERM),
        (args.res_blind, PlayerFlags::RES_BLIND),
        (args.res_conf, PlayerFlags::RES_CONF),
        (args.res_chaos, PlayerFlags::RES_CHAOS),
        (args.enhance_magic, PlayerFlags::ENHANCE_MAGIC),
        (args.shapechanged, PlayerFlags::SHAPECHANGED),
    ] {
        flags.set(flag, on);
    }
    let mut sustains = Sustains::empty();
    for s in &args.sustain {
        let stat = match s.trim().to_ascii_lowercase().as_str() {
            "str" => Stat::Str,
            "int" => Stat::Int,
            "wis" => Stat::Wis,
            "dex" => Stat::Dex,
            "con" => Stat::Con,
            "chr" | "cha" => Stat::Chr,
            other => {
                return Err(CliError(format!(
                    "--sustain: unknown stat '{other}'; expected str, int, wis, dex, con or chr"
                )));
            }
        };
        sustains |= stat.sustain();
    }
    let mut pack = Vec::new();
    for item in &args.pack {
        pack.push(match item.trim().to_ascii_lowercase().as_str() {
            "rod" => PackItem::Rod,
            "staff" => PackItem::Staff,
            "wand" => PackItem::Wand,
            "other" => PackItem::Other,
            other => {
                return Err(CliError(format!("--pack: unknown item '{other}'; expected rod, staff, wand or other")));
            }
        });
    }
    let player = Player { flags, sustains, armour_class: args.ac, saving_throw: args.save, poison: args.poison, pack };
    player.validate().map_err(ctx("player"))?;
    Ok(player)
}

fn trigger(args: &TriggerArgs) -> CliResult {
    let kind: DungeonTrapKind = args.kind.parse().map_err(ctx("--kind"))?;
    let depth = Depth::from_feet(args.depth_feet).map_err(ctx("--depth-feet"))?;
    let player = parse_player(args)?;
    let seed = args.seed.unwrap_or_else(random_seed);
    let mut roller = Tracing::new(Sampler::seed_from_u64(seed));
    let (trap, outcome) = resolve(&mut roller, kind, depth, &player).map_err(CliError::new)?;
    if args.json {
        let mut v = json!({
            "kind": kind.name(),
            "depth_feet": depth.feet(),
            "seed": seed,
            "trap": serde_json::to_value(trap).map_err(CliError::new)?,
            "outcome": serde_json::to_value(&outcome).map_err(CliError::new)?,
            "damage": outcome.damage(),
        });
        if args.trace {
            v["trace"] = serde_json::to_value(roller.draws()).map_err(CliError::new)?;
        }
        print_json(&v);
        return Ok(());
    }
    if args.trace {
        for d in roller.draws() {
            outln!("  {d}");
        }
    }
    let params = serde_json::to_string(&trap.params).map_err(CliError::new)?;
    outln!("{} at {}: {}", kind.name(), depth, params);
    for e in &outcome.effects {
        outln!("  {}", serde_json::to_string(e).map_err(CliError::new)?);
    }
    outln!("damage to the player: {}", outcome.damage());
    outln!("trap disappears: {}", if outcome.disappears { "yes" } else { "no" });
    eprintln!("(seed {seed}; pass --seed {seed} to repeat)");
    Ok(())
}

fn monster(args: &MonsterArgs) -> CliResult {
    let kind: PlayerTrapKind = args.kind.parse().map_err(ctx("--kind"))?;
    let monster = Monster {
        level: args.monster_level,
        mobility: Mobility::of(args.ghost, args.flying),
        smart: args.smart,
        stupid: false,
        wary: args.wary,
        can_be_confused: args.confusable,
        confused: args.confused,
    };
    let setter = Setter { level: args.player_level, disarm_skill: args.disarm_skill };
    // Validate (and compute the stated odds) before printing anything.
    let disarm = disarm_chance(monster.level, setter.disarm_skill).map_err(ctx("--monster-level/--disarm-skill"))?;
    let avoid = wary_avoid_chance(monster.level, setter.disarm_skill).map_err(CliError::new)?;
    let critical = critical_chance(monster.level, setter.disarm_skill).map_err(CliError::new)?;
    power_distribution(setter.level).map_err(ctx("--player-level"))?;
    if let Some(seed) = args.seed {
        let mut roller = Tracing::new(Sampler::seed_from_u64(seed));
        let out = monster_enters_trap(&mut roller, kind, &monster, &setter).map_err(CliError::new)?;
        if args.json {
            let mut v = json!({"kind": kind.name(), "seed": seed, "outcome": serde_json::to_value(&out).map_err(CliError::new)?});
            if args.trace {
                v["trace"] = serde_json::to_value(roller.draws()).map_err(CliError::new)?;
            }
            print_json(&v);
            return Ok(());
        }
        if args.trace {
            for d in roller.draws() {
                outln!("  {d}");
            }
        }
        outln!("{} trap: {}", kind.name(), serde_json::to_string(&out).map_err(CliError::new)?);
        return Ok(());
    }
    // Exact odds of the four results (closed form, tested against enumeration in the crate).
    let odds = result_odds(kind, &monster, &setter).map_err(CliError::new)?;
    let results = [
        ("ignored", &odds.ignored),
        ("disarmed", &odds.disarmed),
        ("avoided", &odds.avoided),
        ("triggered", &odds.triggered),
    ];
    let (num, den) = kind.affect_chance(monster.mobility);
    let affects = BigRational::new(num.into(), den.into());
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
    let mut t = Table::new(["result", "probability", "percent"]);
    for (r, p) in results {
        t.row([r.to_owned(), fraction(p), percent(p)]);
    }
    out!("{}", t.render());
    outln!(
        "affects {}; disarm {}; wary avoidance {}; critical {}",
        fraction(&affects),
        fraction(&disarm),
        fraction(&avoid),
        fraction(&critical)
    );
    Ok(())
}

fn random_seed() -> u64 {
    use std::hash::{BuildHasher, RandomState};
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    RandomState::new().hash_one(now)
}
