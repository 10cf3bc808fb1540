//! `roguerules roll EXPR`: roll a dice expression, or print its exact distribution.

use crate::output::{CliError, CliResult, Table, ctx, fraction, percent, print_json};
use roguerules_dice::{DiceExpr, Sampler, Tracing};
use serde_json::json;

/// Roll a dice expression, or print its exact distribution.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  roguerules roll 3d6\n  roguerules roll 2d6+1 --times 5 --seed 42\n  roguerules roll 4d6kh3 --exact\n  roguerules roll 1d8+1d6-2 --exact --json"
)]
pub struct RollArgs {
    /// The expression: XdY, dY, constants, sums and differences of terms, XdYkhN / XdYklN
    /// (keep the highest / lowest N dice). Example: 2d6+1, d20, 4d6kh3, 1d8+1d6-2.
    #[arg(allow_hyphen_values = true)]
    pub expr: String,
    /// How many times to roll.
    #[arg(long, short = 'n', default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub times: u32,
    /// Seed for the generator (the same seed gives the same rolls); random when omitted.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Print every draw behind each roll.
    #[arg(long, conflicts_with = "exact")]
    pub trace: bool,
    /// Print the exact distribution and mean instead of rolling.
    #[arg(long)]
    pub exact: bool,
    /// Machine-readable JSON output.
    #[arg(long)]
    pub json: bool,
}

/// Runs `roll`.
pub fn run(args: RollArgs) -> CliResult {
    let expr: DiceExpr = args.expr.parse().map_err(ctx(&format!("invalid dice expression '{}'", args.expr)))?;
    if args.exact { exact(&expr, args.json) } else { roll(&expr, &args) }
}

fn exact(expr: &DiceExpr, as_json: bool) -> CliResult {
    let pmf = expr.pmf().map_err(CliError::new)?;
    let mean = pmf.mean();
    if as_json {
        print_json(&json!({
            "expr": expr.to_string(),
            "min": expr.min(),
            "max": expr.max(),
            "mean": fraction(&mean),
            "pmf": pmf,
        }));
        return Ok(());
    }
    let total = pmf.total();
    let mut t = Table::new(["value", "ways", "probability", "percent", "P(<= value)"]);
    let mut cumulative = roguerules_dice::BigRational::from_integer(0.into());
    for ((value, weight), (_, p)) in pmf.weights().zip(pmf.iter()) {
        cumulative += &p;
        t.row([value.to_string(), format!("{weight}/{total}"), fraction(&p), percent(&p), percent(&cumulative)]);
    }
    outln!("{expr}: exact distribution");
    out!("{}", t.render());
    outln!("min {}, max {}, mean {} = {:.4}", expr.min(), expr.max(), fraction(&mean), crate::output::to_f64(&mean));
    Ok(())
}

fn roll(expr: &DiceExpr, args: &RollArgs) -> CliResult {
    let seed = args.seed.unwrap_or_else(random_seed);
    let mut roller = Tracing::new(Sampler::seed_from_u64(seed));
    let mut rolls = Vec::with_capacity(args.times as usize);
    let mut traces = Vec::new();
    for _ in 0..args.times {
        rolls.push(expr.roll(&mut roller, "roll").map_err(CliError::new)?);
        let draws = roller.take_draws();
        if args.trace {
            traces.push(draws);
        }
    }
    if args.json {
        let mut v = json!({ "expr": expr.to_string(), "seed": seed, "rolls": rolls });
        if args.trace {
            v["trace"] = serde_json::to_value(&traces).map_err(CliError::new)?;
        }
        print_json(&v);
        return Ok(());
    }
    if args.trace {
        for (value, draws) in rolls.iter().zip(&traces) {
            for d in draws {
                outln!("  {d}");
            }
            outln!("{expr} = {value}");
        }
    } else {
        let text: Vec<String> = rolls.iter().map(i64::to_string).collect();
        outln!("{expr}: {}", text.join(" "));
    }
    eprintln!("(seed {seed}; pass --seed {seed} to repeat)");
    Ok(())
}

fn random_seed() -> u64 {
    use std::hash::{BuildHasher, RandomState};
    // std's RandomState is seeded from the OS; hashing the clock through it gives
    // a fresh seed per run without another dependency.
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    RandomState::new().hash_one(now)
}
