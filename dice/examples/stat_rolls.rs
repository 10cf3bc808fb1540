//! Character stats two ways: 3d6 against 4d6-keep-highest-3, with exact odds of
//! rolling 15 or better and one seeded sample of six stats.
//!
//! Run: `cargo run -p roguerules-dice --example stat_rolls`

use num_traits::ToPrimitive;
use roguerules_dice::{DiceExpr, Sampler, fraction_string};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut sampler = Sampler::seed_from_u64(1996);
    for text in ["3d6", "4d6kh3"] {
        let expr: DiceExpr = text.parse()?;
        let pmf = expr.pmf()?;
        let good = pmf.probability_where(|&v| v >= 15);
        let six: Vec<i64> = (0..6).map(|_| expr.roll(&mut sampler, "stat")).collect::<Result<_, _>>()?;
        println!(
            "{text:>7}: mean {}, P(>= 15) = {} ({:.2}%), sample {six:?}",
            fraction_string(&expr.mean()?),
            fraction_string(&good),
            100.0 * good.to_f64().unwrap_or(f64::NAN)
        );
    }
    Ok(())
}
