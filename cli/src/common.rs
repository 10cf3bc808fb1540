//! What every command shares: reading a file argument (`-` is stdin), seeds,
//! the budget, and the help texts of the common flags (one wording everywhere).

use crate::output::CliError;

/// `--json`.
pub const JSON_HELP: &str =
    "Machine-readable JSON output: everything (never summarised), exact probabilities as reduced \"num/den\" strings";

/// `--seed`.
pub const SEED_HELP: &str = "Seed for the generator, 0..=18446744073709551615 (the same seed gives the same rolls); random when omitted, and printed on stderr";

/// `--full`.
pub const FULL_HELP: &str = "Print every row of a long distribution (text output summarises one longer than 30 rows)";

/// `--budget`.
pub const BUDGET_HELP: &str = "The most work units an exact computation may take (a unit is a path of draws, an outcome combined, or about a microsecond of arithmetic on big weights), 1..=1000000000000 (the default allows about a second of work); a computation over it is refused at once, naming this flag";

/// The budget's default: roguerules-dice's.
pub const DEFAULT_BUDGET: u64 = roguerules_dice::Budget::DEFAULT_LEAVES;

/// The largest `--budget` accepted.
pub const MAX_BUDGET: u64 = 1_000_000_000_000;

/// The parser of `--budget`.
pub fn budget_parser() -> clap::builder::RangedU64ValueParser<u64> {
    clap::value_parser!(u64).range(1..=MAX_BUDGET)
}

/// The library's budget for `--budget N`.
pub fn budget(leaves: u64) -> roguerules_dice::Budget {
    roguerules_dice::Budget::leaves(leaves)
}

/// The text of a file argument; `-` reads standard input. `flag` names the
/// option in errors (a file that cannot be read is exit status 1).
pub fn read_input(flag: &str, path: &str) -> Result<String, CliError> {
    if path == "-" {
        // Read once: a sweep or comparison runs the command once per input.
        static STDIN: std::sync::OnceLock<Result<String, String>> = std::sync::OnceLock::new();
        STDIN
            .get_or_init(|| {
                let mut s = String::new();
                std::io::Read::read_to_string(&mut std::io::stdin(), &mut s).map(|_| s).map_err(|e| e.to_string())
            })
            .clone()
            .map_err(|e| CliError::failure(format!("{flag} -: cannot read standard input: {e}")))
    } else {
        std::fs::read_to_string(path).map_err(|e| CliError::failure(format!("{flag} {path}: cannot read it: {e}")))
    }
}

/// The seed given, or a fresh one (printed on stderr so the roll can be repeated).
pub fn seed_or_random(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(|| {
        use std::hash::{BuildHasher, RandomState};
        // std's RandomState is seeded from the OS; hashing the clock through it
        // gives a fresh seed per run without another dependency.
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
        let seed = RandomState::new().hash_one(now);
        eprintln!("(seed {seed}; pass --seed {seed} to repeat)");
        seed
    })
}

/// The library's input read from the JSON object of a file argument (`-` is
/// stdin): a file that cannot be read, is not a JSON object (`[]`, `3`) or is
/// not a valid `what` is exit status 1, naming `flag`, the file, what was
/// expected and where in the file (line and column).
pub fn read_json_object<T: serde::de::DeserializeOwned>(flag: &str, path: &str, what: &str) -> Result<T, CliError> {
    let text = read_input(flag, path)?;
    let bad = |why: String| CliError::failure(format!("{flag} {path}: not a valid {what}: {why}"));
    let value: serde_json::Value = serde_json::from_str(&text).map_err(|e| bad(e.to_string()))?;
    let found = match &value {
        // Read from the text (not the value) so that an error says where it is.
        serde_json::Value::Object(_) => return serde_json::from_str(&text).map_err(|e| bad(e.to_string())),
        serde_json::Value::Array(_) => "an array",
        serde_json::Value::String(_) => "a string",
        serde_json::Value::Number(_) => "a number",
        serde_json::Value::Bool(_) => "true or false",
        serde_json::Value::Null => "null",
    };
    Err(bad(format!("expected a JSON object {{...}}, found {found}")))
}

/// Deserializes a member of a JSON input object, naming it in an error
/// (`"character": unknown class 'wizard' ...`): the path into the file, with
/// [`read_json_object`]'s line and column.
pub fn json_member<'de, D, T>(name: &str, d: D) -> Result<Option<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::Deserialize<'de>,
{
    use serde::de::Error;
    T::deserialize(d).map(Some).map_err(|e| D::Error::custom(format!("\"{name}\": {e}")))
}
