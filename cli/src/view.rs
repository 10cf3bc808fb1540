//! How any rule command's answer is shown (issue 25, items 1-3): `--format`,
//! sweeps (`--over`), comparisons (`--vs`), what their cells show (`--cell`) and
//! charts (`--plot`). They are global flags: every command takes them, and they
//! work the same way everywhere.
//!
//! A command computes one answer and prints it. This module runs the command
//! itself, in-process, once per input (each value of a sweep, each `--vs` set of
//! flags) with `--json`, reads each run's answer and lays the answers out as a
//! table, a matrix or a chart. A sweep's row is therefore, by construction, the
//! single run of the same command line (`cli/tests/views.rs` checks it).

mod answer;
mod axis;
mod layout;

use crate::names::Names;
use crate::output::{CliError, CliResult};
use answer::Cell;
use axis::Axis;
use clap::ArgAction;
use serde_json::Value;
use std::time::Instant;

/// The view flags, which no single run is given.
pub const VIEW_FLAGS: [&str; 5] = ["--format", "--over", "--cell", "--plot", "--vs"];

/// `--format`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// For people (the default).
    Text,
    /// For programs: exact, as `--json`.
    Json,
    /// Comma-separated values: exact, one header row.
    Csv,
    /// Markdown tables, to paste into a wiki.
    Markdown,
    /// One self-contained HTML page (`spoilers` only).
    Html,
}

fn format_names() -> Names<Format> {
    Names::new([
        ("text", Format::Text),
        ("json", Format::Json),
        ("csv", Format::Csv),
        ("markdown", Format::Markdown),
        ("html", Format::Html),
    ])
    .alias([("md", Format::Markdown)])
}

/// The flags every command takes to choose how its answer is shown.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct ViewArgs {
    /// How to print: text (for people, the default), json (exact, for programs; --json is the same), csv (exact
    /// values, one header row) or markdown (tables to paste into a wiki); html for `spoilers` only
    #[arg(long, global = true, value_name = "FORMAT", value_parser = format_names())]
    pub format: Option<Format>,
    /// Run the command over a range of one of its flags and print one row per value: NAME=A..B[:STEP] (integers,
    /// both ends included, STEP 1 by default) or NAME=V1,V2,... (any values), NAME being the flag without its dashes,
    /// e.g. ac=0..150:10; a second --over makes a grid (a matrix); at most 1000 values each and 10000 runs in all;
    /// the swept flag replaces the command line's own
    #[arg(long, global = true, value_name = "NAME=A..B[:STEP]", action = ArgAction::Append)]
    pub over: Vec<String>,
    /// What each cell of a sweep or comparison shows, comma-separated: a field of the command's --json answer
    /// (e.g. probability, mean, hit_chance; a dotted path for a nested one) or, of its distribution, mean, min, max,
    /// median, q1..q99 (quantiles), p=N, p>=N, p<=N (e.g. mean,median,q90) [default: the answer's probability, else
    /// its mean, else its first number]
    #[arg(long, global = true, value_name = "CELLS")]
    pub cell: Option<String>,
    /// Also draw the answer's distribution, the sweep or the comparison as an SVG chart into this file (e.g.
    /// hit.svg): a title naming the command and its inputs, labelled axes, every exact value in the SVG
    #[arg(long, global = true, value_name = "OUT.svg")]
    pub plot: Option<std::path::PathBuf>,
    /// Compare with the same command given other flags, written as one quoted string whose flags replace the
    /// command line's own, e.g. --vs '--dice 3d4' or --vs '--reading oangband-1.1.0'; repeat it for more: one
    /// table (and chart) with a column (a line) for each
    #[arg(long, global = true, value_name = "FLAGS", action = ArgAction::Append, allow_hyphen_values = true)]
    pub vs: Vec<String>,
}

impl ViewArgs {
    /// Whether the command prints as it always did (none of these flags, or `--format text`).
    pub fn is_plain(&self) -> bool {
        matches!(self.format, None | Some(Format::Text))
            && self.over.is_empty()
            && self.cell.is_none()
            && self.plot.is_none()
            && self.vs.is_empty()
    }

    /// Whether the command is run once per input (a sweep, a comparison, a chart).
    pub fn uses_runs(&self) -> bool {
        !self.over.is_empty() || !self.vs.is_empty() || self.cell.is_some() || self.plot.is_some()
    }
}

/// One set of flags a comparison runs: its label and its command line.
#[derive(Debug, Clone)]
struct Variant {
    label: String,
    args: Vec<String>,
}

/// What a sweep or comparison computed: each variant's answer at each point.
#[derive(Debug)]
pub struct Runs {
    command: String,
    axes: Vec<Axis>,
    variants: Vec<String>,
    cells: Vec<Cell>,
    /// Whether `--cell` chose the cells.
    explicit_cells: bool,
    /// One per point (axes' product, first axis slowest), each one per variant.
    answers: Vec<Vec<Option<Value>>>,
}

/// Runs `args` (a command line without the program name) as `view` asks, for the
/// command at `path` (`["angband", "hit"]`) whose definition is `cmd`.
pub fn run(view: &ViewArgs, path: &[String], cmd: &clap::Command, args: &[String]) -> CliResult {
    let name = path.join(" ");
    let rule = !matches!(path.first().map(String::as_str), Some("readings" | "examples" | "spoilers"));
    if !rule {
        if view.uses_runs() {
            return Err(CliError::usage(format!(
                "--over, --vs, --cell and --plot apply to the rule commands, not `roguerules {name}`"
            )));
        }
        return match view.format {
            Some(Format::Json) if axis::flag(cmd, "json").is_some() => crate::run_plain(&with_json(args)),
            None | Some(Format::Text) => crate::run_plain(args),
            Some(_) => Err(CliError::usage(format!("--format: `roguerules {name}` prints text (or --json)"))),
        };
    }
    let json_flag = args.iter().any(|a| a == "--json");
    let format = view.format.unwrap_or(if json_flag { Format::Json } else { Format::Text });
    if format == Format::Html {
        return Err(CliError::usage(
            "--format html: only `roguerules spoilers` writes HTML; here use text, json, csv or markdown",
        ));
    }
    if format != Format::Json && json_flag {
        return Err(CliError::usage(format!(
            "--json is --format json; it cannot go with --format {}",
            format_name(format)
        )));
    }
    let base = strip_view_flags(args);
    if !view.uses_runs() {
        return match format {
            Format::Json => crate::run_plain(&with_json(&base)),
            _ => {
                let answer = answer_of(&base)?;
                layout::render_answer(&answer, format);
                Ok(())
            }
        };
    }
    if view.cell.is_some() && view.over.is_empty() && view.vs.is_empty() {
        return Err(CliError::usage("--cell picks what the cells of a sweep or comparison show: add --over or --vs"));
    }
    if view.over.len() > 2 {
        return Err(CliError::usage("--over: at most two (a grid)"));
    }
    let axes: Vec<Axis> = view.over.iter().map(|o| axis::parse(cmd, &name, o)).collect::<Result<_, _>>()?;
    if axes.len() == 2 && axes[0].spellings == axes[1].spellings {
        return Err(CliError::usage(format!("--over: --{} is swept twice", axes[0].name)));
    }
    let variants = variants(cmd, &base, &view.vs)?;
    let points: usize = axes.iter().map(|a| a.values.len()).product();
    let total = points.saturating_mul(variants.len());
    if total > axis::MAX_RUNS {
        return Err(CliError::usage(format!(
            "--over/--vs: {total} runs; at most {} (take a larger :STEP or fewer values)",
            axis::MAX_RUNS
        )));
    }
    let mut shown = base.clone();
    for a in &axes {
        shown = axis::replace(&shown, &a.spellings, true, &[]);
    }
    let over: Vec<&str> = view.over.iter().map(String::as_str).collect();
    let title = match over.as_slice() {
        [] => format!("roguerules {}", shown.join(" ")),
        _ => format!("roguerules {} over {}", shown.join(" "), over.join(" and ")),
    };
    let cannot_write = |file: &std::path::Path, e: std::io::Error| {
        CliError::failure(format!("--plot {}: cannot write it: {e}", file.display()))
    };
    // The chart's file is opened before the runs, so that a bad path fails at once.
    let chart_file = match &view.plot {
        Some(file) => Some((file, std::fs::File::create(file).map_err(|e| cannot_write(file, e))?)),
        None => None,
    };
    let runs = compute(&title, axes, &variants, view.cell.as_deref());
    let runs = match (runs, &chart_file) {
        (Ok(runs), _) => runs,
        (Err(e), Some((file, _))) => {
            let _ = std::fs::remove_file(file);
            return Err(e);
        }
        (Err(e), None) => return Err(e),
    };
    if let Some((file, mut out)) = chart_file {
        let svg = layout::chart(&runs).inspect_err(|_| {
            let _ = std::fs::remove_file(file);
        })?;
        std::io::Write::write_all(&mut out, svg.as_bytes()).map_err(|e| cannot_write(file, e))?;
        eprintln!("roguerules: chart written to {}", file.display());
        if runs.axes.is_empty() && runs.variants.len() == 1 && format == Format::Text {
            // A chart of one answer: the command prints as it always does beside it.
            return crate::run_plain(&base);
        }
    }
    layout::render_runs(&runs, format);
    Ok(())
}

fn format_name(f: Format) -> &'static str {
    match f {
        Format::Text => "text",
        Format::Json => "json",
        Format::Csv => "csv",
        Format::Markdown => "markdown",
        Format::Html => "html",
    }
}

/// `--NAME=FIRST` for each `--over NAME=...` whose flag the command line does not
/// give: what the line is parsed with, so a swept flag that the command requires
/// need not be written twice.
pub fn swept_flags(args: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < args.len() && args[i] != "--" {
        let spec = match args[i].strip_prefix("--over=") {
            Some(s) => Some(s.to_owned()),
            None if args[i] == "--over" => args.get(i + 1).cloned(),
            None => None,
        };
        if let Some((name, values)) = spec.as_deref().and_then(|s| s.split_once('=')) {
            let flag = format!("--{}", name.trim().trim_start_matches('-'));
            let first = values.split([',', ':']).next().unwrap_or_default();
            let first = first.split("..").next().unwrap_or_default().trim();
            if !args.iter().any(|a| *a == flag || a.starts_with(&format!("{flag}="))) {
                out.push(format!("{flag}={first}"));
            }
        }
        i += 1;
    }
    out
}

/// `args` without the view flags.
fn strip_view_flags(args: &[String]) -> Vec<String> {
    let spellings: Vec<String> = VIEW_FLAGS.iter().map(|s| (*s).to_owned()).collect();
    axis::replace(args, &spellings, true, &[])
}

fn with_json(args: &[String]) -> Vec<String> {
    let mut a = args.to_vec();
    if !a.iter().any(|x| x == "--json") {
        a.push("--json".into());
    }
    a
}

/// The command line as written, and one per `--vs`, each `--vs`'s flags
/// replacing the command line's own.
fn variants(cmd: &clap::Command, base: &[String], vs: &[String]) -> Result<Vec<Variant>, CliError> {
    let mut out = Vec::new();
    let mut changed: Vec<String> = Vec::new();
    let mut base_label: Vec<String> = Vec::new();
    for v in vs {
        let tokens = shlex::split(v)
            .filter(|t| !t.is_empty())
            .ok_or_else(|| CliError::usage(format!("--vs '{v}': give flags of the command, e.g. --vs '--dice 3d4'")))?;
        let mut args = base.to_vec();
        for t in tokens.iter().filter(|t| t.starts_with("--")) {
            let name = t.trim_start_matches('-').split('=').next().unwrap_or_default();
            if VIEW_FLAGS.contains(&format!("--{name}").as_str()) {
                return Err(CliError::usage(format!(
                    "--vs '{v}': --{name} applies to the whole comparison, not one side"
                )));
            }
            let f = axis::flag(cmd, name).ok_or_else(|| {
                CliError::usage(format!("--vs '{v}': the command has no flag --{name} (see its --help)"))
            })?;
            if !changed.contains(&f.spellings[0]) {
                changed.push(f.spellings[0].clone());
                base_label.extend(axis::given(base, &f.spellings, f.takes_value));
            }
            args = axis::replace(&args, &f.spellings, f.takes_value, &[]);
        }
        args.extend(tokens.iter().cloned());
        out.push(Variant { label: tokens.join(" "), args });
    }
    let label = if base_label.is_empty() { "as given".to_owned() } else { base_label.join(" ") };
    out.insert(0, Variant { label, args: base.to_vec() });
    Ok(out)
}

/// One run's `--json` answer.
fn answer_of(args: &[String]) -> Result<Value, CliError> {
    let (result, text) = crate::output::capture(|| crate::run_plain(&with_json(args)));
    result?;
    serde_json::from_str(&text)
        .map_err(|e| CliError::failure(format!("the command's JSON answer could not be read back: {e}")))
}

/// How long a sweep may take, by its first run's time.
const MAX_SECONDS: f64 = 60.0;

/// Runs every variant at every point of the axes.
fn compute(command: &str, axes: Vec<Axis>, variants: &[Variant], cells: Option<&str>) -> Result<Runs, CliError> {
    let mut points: Vec<Vec<&str>> = vec![Vec::new()];
    for a in &axes {
        points = points
            .into_iter()
            .flat_map(|p| a.values.iter().map(move |v| p.iter().copied().chain([v.as_str()]).collect()))
            .collect();
    }
    let total = points.len() * variants.len();
    let start = Instant::now();
    let mut answers = Vec::with_capacity(points.len());
    let mut refused: Vec<String> = Vec::new();
    let mut first_error: Option<CliError> = None;
    let mut done = 0usize;
    for p in &points {
        let mut row = Vec::with_capacity(variants.len());
        for v in variants {
            let mut args = v.args.clone();
            for (a, value) in axes.iter().zip(p) {
                args = axis::replace(&args, &a.spellings, true, &[format!("{}={value}", a.spellings[0])]);
            }
            let at = || {
                let mut parts: Vec<String> = axes.iter().zip(p).map(|(a, x)| format!("{}={x}", a.name)).collect();
                if variants.len() > 1 {
                    parts.push(format!("({})", v.label));
                }
                parts.join(" ")
            };
            match answer_of(&args) {
                Ok(a) => row.push(Some(a)),
                // A value the command refuses (a trap kind above its depth) leaves its
                // cell empty; anything else (a budget, a file) stops the sweep.
                Err(e) if e.usage => {
                    let msg = format!("at {}: {e}", at());
                    if !refused.iter().any(|r| r.split_once(": ").map(|x| x.1) == msg.split_once(": ").map(|x| x.1)) {
                        refused.push(msg);
                    }
                    first_error.get_or_insert(CliError::usage(format!("at {}: {e}", at())));
                    row.push(None);
                }
                Err(e) => return Err(CliError::failure(format!("at {}: {e}", at()))),
            }
            done += 1;
            // Refused as soon as the runs so far say the whole would pass the limit.
            let elapsed = start.elapsed().as_secs_f64();
            let estimate = elapsed / done as f64 * total as f64;
            if done < total && estimate > MAX_SECONDS && (done == 1 || elapsed > 1.0) {
                return Err(CliError::failure(format!(
                    "--over/--vs: {total} runs would take about {estimate:.0} s ({done} took {elapsed:.2} s); at \
                     most {MAX_SECONDS:.0} s: take a larger :STEP, fewer values or a lower --budget"
                )));
            }
        }
        answers.push(row);
    }
    let Some(first) = answers.iter().flatten().flatten().next() else {
        return Err(first_error.unwrap_or_else(|| CliError::failure("no run gave an answer")));
    };
    let cells_given = cells.is_some();
    let cells = match cells {
        Some(list) => list.split(',').map(Cell::parse).collect::<Result<Vec<_>, _>>()?,
        None => answer::default_cells(first)?,
    };
    for c in &cells {
        answer::read(first, c)?;
    }
    for r in &refused {
        eprintln!("note: no answer {r}");
    }
    Ok(Runs {
        command: command.to_owned(),
        axes,
        variants: variants.iter().map(|v| v.label.clone()).collect(),
        cells,
        explicit_cells: cells_given,
        answers,
    })
}
