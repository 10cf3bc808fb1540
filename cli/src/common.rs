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

/// The JSON object of a file argument (`-` is stdin): a file that cannot be
/// read or is not a JSON object (`[]`, `3`) is exit status 1, naming `flag`,
/// the file and what was expected.
fn read_object(flag: &str, path: &str, what: &str) -> Result<serde_json::Map<String, serde_json::Value>, CliError> {
    let text = read_input(flag, path)?;
    let value: serde_json::Value = serde_json::from_str(&text).map_err(|e| not_valid(flag, path, what, e))?;
    let found = match value {
        serde_json::Value::Object(map) => return Ok(map),
        serde_json::Value::Array(_) => "an array",
        serde_json::Value::String(_) => "a string",
        serde_json::Value::Number(_) => "a number",
        serde_json::Value::Bool(_) => "true or false",
        serde_json::Value::Null => "null",
    };
    Err(not_valid(flag, path, what, format!("expected a JSON object {{...}}, found {found}")))
}

/// A file that is not a valid `what` (exit status 1, naming `flag` and the file).
fn not_valid(flag: &str, path: &str, what: &str, why: impl std::fmt::Display) -> CliError {
    CliError::failure(format!("{flag} {path}: not a valid {what}: {why}"))
}

/// The library's input read from the JSON object of a file argument (`-` is
/// stdin): a file that cannot be read, is not a JSON object (`[]`, `3`) or is
/// not a valid `what` is exit status 1, naming `flag`, the file and what was
/// expected.
pub fn read_json_object<T: serde::de::DeserializeOwned>(flag: &str, path: &str, what: &str) -> Result<T, CliError> {
    let map = read_object(flag, path, what)?;
    from_object(map).map_err(|e| not_valid(flag, path, what, e))
}

/// A JSON object read as the library's `T`; the error names the JSON path of
/// the field at fault (`player.pack[2]: unknown pack item 'box'`).
fn from_object<T: serde::de::DeserializeOwned>(map: serde_json::Map<String, serde_json::Value>) -> Result<T, String> {
    // Read from its pretty text, one field a line, so that the line serde
    // stops at says which field it was reading.
    let text = serde_json::to_string_pretty(&serde_json::Value::Object(map)).unwrap_or_default();
    serde_json::from_str(&text).map_err(|e| {
        let message = e.to_string();
        let message = message.split(" at line ").next().unwrap_or_default().to_owned();
        match json_path_at(&text, e.line()) {
            path if path.is_empty() => message,
            path => format!("{path}: {message}"),
        }
    })
}

/// The JSON path (`player.pack[2]`) of what line `line` (from 1) of
/// `serde_json`'s pretty text holds: its field or item, or, on a closing
/// brace or bracket, the object or list it closes (empty: the top level).
fn json_path_at(pretty: &str, line: usize) -> String {
    // The segment at each depth, and the next item's index in a list per depth.
    let mut path: Vec<String> = Vec::new();
    let mut items: Vec<usize> = vec![0];
    for text in pretty.lines().take(line) {
        let t = text.trim_start();
        let depth = (text.len() - t.len()) / 2;
        if depth == 0 {
            continue;
        }
        if t.starts_with(['}', ']']) {
            path.truncate(depth);
            continue;
        }
        path.truncate(depth - 1);
        items.resize(depth + 2, 0);
        let segment = match key_of(t) {
            Some(key) => key,
            None => {
                items[depth] += 1;
                format!("[{}]", items[depth] - 1)
            }
        };
        if t.ends_with(['{', '[']) {
            items[depth + 1] = 0;
        }
        path.push(segment);
    }
    let mut out = String::new();
    for segment in path {
        if !out.is_empty() && !segment.starts_with('[') {
            out.push('.');
        }
        out.push_str(&segment);
    }
    out
}

/// The key of a pretty JSON line `"key": value`, if it is one (not a string item).
fn key_of(line: &str) -> Option<String> {
    let rest = line.strip_prefix('"')?;
    let mut escaped = false;
    for (i, c) in rest.char_indices() {
        match c {
            '\\' if !escaped => escaped = true,
            '"' if !escaped => {
                return rest[i + 1..]
                    .starts_with(':')
                    .then(|| serde_json::from_str::<String>(&line[..i + 2]).unwrap_or_else(|_| rest[..i].to_owned()));
            }
            _ => escaped = false,
        }
    }
    None
}

/// The options of a command put over the fields of its `--input` JSON: each
/// option given sets its field (a dotted JSON path, `player.armour_class`) to
/// its value as the library writes it; an option not given keeps the file's
/// value. The same JSON is read with or without a file (`{}` then), so an input
/// given as a file and the same input given as options are one input.
#[derive(Debug, Default)]
pub struct Over {
    /// (JSON path, value, added) of each option given: an added value joins
    /// the field's (see [`Over::add`]), another replaces it.
    fields: Vec<(String, serde_json::Value, bool)>,
    /// (JSON path, the option that gives it) of the fields an input must have.
    required: Vec<(&'static str, &'static str)>,
}

impl Over {
    pub fn new() -> Over {
        Over::default()
    }

    /// Sets the field at `path` to `value` when the option is given (`Some`).
    pub fn set<V: serde::Serialize>(mut self, path: impl Into<String>, value: Option<V>) -> Over {
        if let Some(v) = value {
            // The library's own values always serialize.
            self.fields.push((path.into(), serde_json::to_value(v).unwrap_or(serde_json::Value::Null), false));
        }
        self
    }

    /// Adds the option's value to the field at `path` when given (`Some`): a
    /// list's items are appended to the field's list, a set of flags (written
    /// `"A | B"`) joins the field's flags; a field the input leaves out is set.
    /// A field of another shape is left (the input is refused when it is read).
    pub fn add<V: serde::Serialize>(mut self, path: impl Into<String>, value: Option<V>) -> Over {
        if let Some(v) = value {
            self.fields.push((path.into(), serde_json::to_value(v).unwrap_or(serde_json::Value::Null), true));
        }
        self
    }

    /// Sets the field at `path` to true when the switch is given.
    pub fn switch(self, path: &'static str, on: bool) -> Over {
        self.set(path, on.then_some(true))
    }

    /// The field at `path` must be given, by the file or by `flag`.
    pub fn require(mut self, path: &'static str, flag: &'static str) -> Over {
        self.required.push((path, flag));
        self
    }

    /// The input: `--input`'s JSON object (`{}` without one) with the options
    /// put over it, read as the library's `T`. A file that cannot be read or is
    /// not a valid `what` is exit status 1, naming `--input` and the file; a
    /// required field given by neither is a usage error naming its option.
    pub fn read<T: serde::de::DeserializeOwned>(self, input: Option<&str>, what: &str) -> Result<T, CliError> {
        self.read_over(input, what, Ok)
    }

    /// As [`Over::read`], but the file is first read whole as the library's
    /// `T` (a field it leaves out takes the library's default, which may
    /// follow another field: a monster's `maxhp` its `hp`), and the options go
    /// over every field of that input, written out.
    pub fn read_whole<T: serde::Serialize + serde::de::DeserializeOwned>(
        self,
        input: Option<&str>,
        what: &str,
    ) -> Result<T, CliError> {
        self.read_over(input, what, |map| {
            let whole: T = from_object(map)?;
            match serde_json::to_value(whole) {
                Ok(serde_json::Value::Object(map)) => Ok(map),
                Ok(_) => Err("the library's input is not written as a JSON object".to_owned()),
                Err(e) => Err(e.to_string()),
            }
        })
    }

    /// [`Over::read`] with `fill` applied to the file's object first.
    fn read_over<T: serde::de::DeserializeOwned>(
        self,
        input: Option<&str>,
        what: &str,
        fill: impl FnOnce(JsonObject) -> Result<JsonObject, String>,
    ) -> Result<T, CliError> {
        let mut map = match input {
            Some(path) => fill(read_object("--input", path, what)?).map_err(|e| not_valid("--input", path, what, e))?,
            None => serde_json::Map::new(),
        };
        for (path, value, added) in self.fields {
            let value = match get(&map, &path) {
                Some(old) if added => joined(old, value),
                _ => value,
            };
            put(&mut map, &path, value);
        }
        for (path, flag) in &self.required {
            if get(&map, path).is_none() {
                return Err(CliError::usage(match input {
                    Some(file) => format!("give {flag}, or \"{path}\" in --input {file}"),
                    None => format!("give {flag} (or the whole input with --input FILE.json)"),
                }));
            }
        }
        from_object(map).map_err(|e| match input {
            Some(path) => not_valid("--input", path, what, e),
            None => CliError::usage(format!("the options do not make a valid {what}: {e}")),
        })
    }
}

/// A JSON object.
type JsonObject = serde_json::Map<String, serde_json::Value>;

/// The value at a dotted JSON path.
fn get<'a>(map: &'a serde_json::Map<String, serde_json::Value>, path: &str) -> Option<&'a serde_json::Value> {
    let (head, rest) = match path.split_once('.') {
        Some((head, rest)) => (head, Some(rest)),
        None => (path, None),
    };
    match (map.get(head)?, rest) {
        (v, None) => Some(v),
        (serde_json::Value::Object(inner), Some(rest)) => get(inner, rest),
        _ => None,
    }
}

/// `old` with `new` added ([`Over::add`]): lists appended, flag sets
/// (`"A | B"`, `""` for none) joined; otherwise `old`, left for the reader to refuse.
fn joined(old: &serde_json::Value, new: serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    match (old, new) {
        (Value::Array(old), Value::Array(new)) => Value::Array(old.iter().cloned().chain(new).collect()),
        (Value::String(old), Value::String(new)) => {
            let flags: Vec<&str> = [old.as_str(), new.as_str()].into_iter().filter(|f| !f.trim().is_empty()).collect();
            Value::String(flags.join(" | "))
        }
        (old, _) => old.clone(),
    }
}

/// Sets the value at a dotted JSON path, making the objects on the way; a
/// field on the way that is not an object is left (the input is refused when
/// it is read).
fn put(map: &mut serde_json::Map<String, serde_json::Value>, path: &str, value: serde_json::Value) {
    match path.split_once('.') {
        None => {
            map.insert(path.to_owned(), value);
        }
        Some((head, rest)) => {
            let inner = map.entry(head).or_insert_with(|| serde_json::Value::Object(serde_json::Map::new()));
            if let serde_json::Value::Object(inner) = inner {
                put(inner, rest, value);
            }
        }
    }
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
