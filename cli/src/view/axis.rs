//! The axes of a sweep (`--over NAME=A..B[:STEP]`) and the flags a run is given:
//! each run is the command line as written, with the flags that a `--vs` or an
//! axis sets replacing the command line's own.

use crate::output::CliError;

/// The most values one `--over` takes.
pub const MAX_VALUES: usize = 1000;

/// The most runs a sweep or comparison makes (cells times `--vs` sets).
pub const MAX_RUNS: usize = 10_000;

/// One `--over`: the flag it sets and its values, in order.
#[derive(Debug, Clone)]
pub struct Axis {
    /// The flag's name without dashes, as written (`ac`, `depth-feet`).
    pub name: String,
    /// Every spelling of the flag (`--player-level`, and hidden old ones).
    pub spellings: Vec<String>,
    /// The values, as the flag takes them.
    pub values: Vec<String>,
    /// Whether every value is an integer (a range, or a list of integers).
    pub numeric: bool,
    /// The flag's help, for a chart's axis label.
    pub help: String,
}

/// A flag of a command: every spelling, and whether it takes a value.
#[derive(Debug, Clone)]
pub struct Flag {
    /// `--name` and its aliases.
    pub spellings: Vec<String>,
    /// Whether it takes a value.
    pub takes_value: bool,
    /// Its help text.
    pub help: String,
}

/// The flag `--name` (or a hidden old spelling) of `cmd`.
pub fn flag(cmd: &clap::Command, name: &str) -> Option<Flag> {
    cmd.get_arguments().find_map(|a| {
        let long = a.get_long()?;
        let aliases = a.get_all_aliases().unwrap_or_default();
        (long == name || aliases.contains(&name)).then(|| Flag {
            spellings: std::iter::once(long).chain(aliases).map(|s| format!("--{s}")).collect(),
            takes_value: a.get_action().takes_values(),
            help: a.get_help().map(ToString::to_string).unwrap_or_default(),
        })
    })
}

/// Parses one `--over NAME=SPEC` against the command's flags.
pub fn parse(cmd: &clap::Command, path: &str, over: &str) -> Result<Axis, CliError> {
    let (name, spec) = over.split_once('=').ok_or_else(|| {
        CliError::usage(format!("--over {over}: write NAME=A..B[:STEP] or NAME=V1,V2,... (e.g. ac=0..150:10)"))
    })?;
    let name = name.trim().trim_start_matches('-');
    let f = flag(cmd, name).filter(|f| f.takes_value && !super::VIEW_FLAGS.contains(&f.spellings[0].as_str()));
    let Some(f) = f else {
        let mut names: Vec<String> = cmd
            .get_arguments()
            .filter(|a| a.get_action().takes_values() && !a.is_hide_set())
            .filter_map(|a| a.get_long().map(str::to_owned))
            .filter(|l| !super::VIEW_FLAGS.contains(&format!("--{l}").as_str()))
            .collect();
        names.sort();
        return Err(CliError::usage(format!(
            "--over {over}: `roguerules {path}` has no flag --{name} that takes a value; it has: {}",
            names.join(", ")
        )));
    };
    let (values, numeric) = values(over, spec.trim())?;
    Ok(Axis { name: name.to_owned(), spellings: f.spellings, values, numeric, help: f.help })
}

/// `A..B[:STEP]` (integers, both ends included) or `V1,V2,...`.
fn values(over: &str, spec: &str) -> Result<(Vec<String>, bool), CliError> {
    let bad = |why: &str| CliError::usage(format!("--over {over}: {why}"));
    if let Some((a, rest)) = spec.split_once("..") {
        let (b, step) = rest.split_once(':').unwrap_or((rest, "1"));
        let int = |s: &str, what: &str| {
            s.trim().parse::<i64>().map_err(|_| bad(&format!("{what} '{s}' is not an integer (write A..B[:STEP])")))
        };
        let (a, b, step) = (int(a, "the start")?, int(b.trim_start_matches('='), "the end")?, int(step, "the step")?);
        if step < 1 {
            return Err(bad("the step must be at least 1"));
        }
        if b < a {
            return Err(bad("the end is below the start"));
        }
        let count = (i128::from(b) - i128::from(a)) / i128::from(step) + 1;
        if count > MAX_VALUES as i128 {
            return Err(bad(&format!("{count} values; at most {MAX_VALUES} (take a larger :STEP)")));
        }
        let values = (0..count as i64).map(|i| (a + i * step).to_string()).collect();
        return Ok((values, true));
    }
    let values: Vec<String> = spec.split(',').map(|v| v.trim().to_owned()).collect();
    if values.iter().any(String::is_empty) {
        return Err(bad("an empty value (write NAME=A..B[:STEP] or NAME=V1,V2,...)"));
    }
    if values.len() > MAX_VALUES {
        return Err(bad(&format!("{} values; at most {MAX_VALUES}", values.len())));
    }
    let numeric = values.iter().all(|v| v.parse::<i64>().is_ok());
    Ok((values, numeric))
}

/// `args` without every occurrence of the flags spelled `spellings` (and their
/// values), then `set` appended: the new flags replace the old.
pub fn replace(args: &[String], spellings: &[String], takes_value: bool, set: &[String]) -> Vec<String> {
    let mut out = Vec::with_capacity(args.len() + set.len());
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        if a == "--" {
            out.extend_from_slice(&args[i..]);
            break;
        }
        if spellings.iter().any(|s| a == s) {
            i += if takes_value { 2 } else { 1 };
            continue;
        }
        if spellings.iter().any(|s| a.starts_with(&format!("{s}="))) {
            i += 1;
            continue;
        }
        out.push(a.clone());
        i += 1;
    }
    out.extend_from_slice(set);
    out
}

/// The tokens of `args` that set the flags spelled `spellings` (to label a
/// comparison's first column by what the others change).
pub fn given(args: &[String], spellings: &[String], takes_value: bool) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < args.len() && args[i] != "--" {
        let a = &args[i];
        if spellings.iter().any(|s| a == s) {
            out.push(a.clone());
            if takes_value {
                if let Some(v) = args.get(i + 1) {
                    out.push(v.clone());
                }
                i += 1;
            }
        } else if spellings.iter().any(|s| a.starts_with(&format!("{s}="))) {
            out.push(a.clone());
        }
        i += 1;
    }
    out
}
