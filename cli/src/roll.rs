//! `roguerules roll EXPR`: roll a dice expression, or print its exact distribution.

use crate::common::{BUDGET_HELP, DEFAULT_BUDGET, FULL_HELP, JSON_HELP, SEED_HELP, budget, budget_parser};
use crate::output::{CliResult, Dist, PmfRows, SCREENFUL, budget_error, fraction, print_json, print_json_streamed};
use crate::trace::{Traced, roller};
use roguerules_dice::DiceExpr;
use serde_json::json;

/// Roll a dice expression, or print its exact distribution.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  roguerules roll 3d6\n  roguerules roll 2d6+1 --times 5 --seed 42 --trace\n  \
roguerules roll 4d6kh3 --exact\n  roguerules roll 1d8+1d6-2 --exact --json\n  \
roguerules examples roll | roguerules roll --input - --exact\n\n\
Text output: one roll per line (a summary past 30 rolls unless --full); --exact prints the \
distribution (a summary past 30 values unless --full).")]
pub struct RollArgs {
    /// The expression: XdY (X 1..=10000 dice, Y 1..=1000000 sides), dY, constants 0..=1000000000,
    /// sums and differences of up to 64 terms, XdYkhN / XdYklN (keep the highest / lowest N dice),
    /// e.g. 2d6+1, d20, 4d6kh3, 1d8+1d6-2.
    #[arg(allow_hyphen_values = true, value_parser = parse_expr, required_unless_present = "input")]
    pub expr: Option<DiceExpr>,
    /// The expression as the library's JSON (a DiceExpr is a JSON string, e.g. "4d6kh3"): a file, or - for
    /// standard input; an EXPR given as well replaces it
    #[arg(long, value_name = "FILE.json")]
    pub input: Option<String>,
    /// How many times to roll, 1..=1000000, and at most 100000000 dice drawn in one run (times x the dice of
    /// the expression; more is refused at once).
    #[arg(long, short = 'n', default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub times: u32,
    #[arg(long, help = SEED_HELP)]
    pub seed: Option<u64>,
    /// Print every draw behind each roll, each die shown.
    #[arg(long)]
    pub trace: bool,
    /// Print the exact distribution and mean instead of rolling.
    #[arg(long, conflicts_with_all = ["seed", "times", "trace"])]
    pub exact: bool,
    #[arg(long, value_name = "N", default_value_t = DEFAULT_BUDGET, value_parser = budget_parser(), help = BUDGET_HELP)]
    pub budget: u64,
    #[arg(long, help = FULL_HELP)]
    pub full: bool,
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

/// Parses a dice expression for clap (the error names the flag).
pub fn parse_expr(s: &str) -> Result<DiceExpr, String> {
    s.parse().map_err(|e: roguerules_dice::ExprError| e.to_string())
}

/// Runs `roll`.
pub fn run(args: RollArgs) -> CliResult {
    let expr = match (&args.expr, &args.input) {
        (Some(e), _) => e.clone(),
        (None, Some(path)) => {
            let text = crate::common::read_input("--input", path)?;
            serde_json::from_str(&text).map_err(|e| {
                crate::output::CliError::failure(format!(
                    "--input {path}: not a valid dice expression (the library's DiceExpr: a JSON string such as \
                     \"4d6kh3\"): {e}"
                ))
            })?
        }
        (None, None) => return Err(crate::output::CliError::usage("give the expression, e.g. 3d6, or --input FILE")),
    };
    if args.exact { exact(&args, &expr) } else { roll(&args, &expr) }
}

fn exact(args: &RollArgs, expr: &DiceExpr) -> CliResult {
    let pmf = expr
        .pmf_with(budget(args.budget))
        .map_err(|e| budget_error(&format!("the exact distribution of {expr}"), e, Some(expr.exact_work())))?;
    if args.json {
        // Written row by row: the keys in the order `json!` sorts them.
        #[derive(serde::Serialize)]
        struct Exact<'a> {
            expr: String,
            max: i64,
            mean: String,
            min: i64,
            pmf: PmfRows<'a>,
        }
        print_json_streamed(&Exact {
            expr: expr.to_string(),
            max: expr.max(),
            mean: fraction(&pmf.mean()),
            min: expr.min(),
            pmf: PmfRows(&pmf),
        });
        return Ok(());
    }
    let dist = Dist::of(&pmf);
    outln!("{expr}: exact distribution of the total ({} values)", dist.len());
    dist.print("total", args.full);
    Ok(())
}

/// The most dice `roll --times` may draw in one run: about half a second of
/// sampling, so `--times` is refused at once rather than running for minutes.
pub const MAX_SAMPLED_DICE: u64 = 100_000_000;

fn roll(args: &RollArgs, expr: &DiceExpr) -> CliResult {
    let per_roll: u64 = expr
        .terms()
        .iter()
        .map(|t| match *t {
            roguerules_dice::Term::Dice { count, .. } => u64::from(count),
            roguerules_dice::Term::Const(_) => 0,
        })
        .sum();
    let draws = per_roll.saturating_mul(u64::from(args.times));
    if draws > MAX_SAMPLED_DICE {
        let most = (MAX_SAMPLED_DICE / per_roll.max(1)).max(1);
        return Err(crate::output::bad_value(
            "--times",
            format!(
                "{} rolls of {expr} draw {draws} dice, more than {MAX_SAMPLED_DICE} in one run; \
                 ask for at most {most} rolls",
                args.times
            ),
        ));
    }
    let seed = crate::common::seed_or_random(args.seed);
    let mut roller = roller(seed);
    let mut rolls = Vec::with_capacity(args.times as usize);
    let mut traces = Vec::new();
    for _ in 0..args.times {
        // Sampling within the parse bounds never fails.
        rolls.push(expr.roll(&mut roller, "roll").map_err(crate::output::CliError::failure)?);
        let traced = Traced::take(&mut roller);
        if args.trace {
            traces.push(traced);
        }
    }
    if args.json {
        let mut v = json!({ "expr": expr.to_string(), "seed": seed, "rolls": rolls });
        if args.trace {
            v["trace"] = serde_json::Value::Array(traces.iter().map(Traced::json).collect());
        }
        print_json(&v);
        return Ok(());
    }
    if args.trace {
        for (value, traced) in rolls.iter().zip(&traces) {
            for line in traced.lines() {
                outln!("  {line}");
            }
            outln!("{expr} = {value}");
        }
        return Ok(());
    }
    if args.full || rolls.len() <= SCREENFUL {
        for r in &rolls {
            outln!("{r}");
        }
        return Ok(());
    }
    outln!("{expr}: {} rolls (seed {seed})", rolls.len());
    Dist::sample(&rolls).summary("--full prints every roll, one per line; --json prints them all");
    Ok(())
}
