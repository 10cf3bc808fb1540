//! Shared output helpers: errors with exit status 2, exact fractions, percentages,
//! aligned tables and JSON.

use num_rational::BigRational;
use std::io::Write;

/// `println!` for command output: a closed pipe (`roguerules ... | head`) ends the
/// program quietly instead of panicking.
macro_rules! outln {
    () => { $crate::output::write_out(format_args!("\n")) };
    ($($t:tt)*) => { $crate::output::write_out(format_args!("{}\n", format_args!($($t)*))) };
}

/// `print!` for command output (see [`outln!`]).
macro_rules! out {
    ($($t:tt)*) => { $crate::output::write_out(format_args!($($t)*)) };
}

/// Writes to stdout; exits 0 on a closed pipe, 2 on any other write error.
pub fn write_out(args: fmt::Arguments<'_>) {
    let mut stdout = std::io::stdout().lock();
    if let Err(e) = stdout.write_fmt(args) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("roguerules: error: cannot write output: {e}");
        std::process::exit(2);
    }
}
use num_traits::ToPrimitive;
use std::fmt;

/// An error for the user: printed to stderr as `roguerules: error: ...`, exit 2.
#[derive(Debug)]
pub struct CliError(pub String);

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl CliError {
    /// An error from anything displayable.
    pub fn new(message: impl fmt::Display) -> Self {
        CliError(message.to_string())
    }
}

/// Turns any displayable error into a [`CliError`] with context: `.map_err(ctx("--sheet"))`.
pub fn ctx<E: fmt::Display>(what: &str) -> impl FnOnce(E) -> CliError + '_ {
    move |e| CliError(format!("{what}: {e}"))
}

/// The result of a subcommand.
pub type CliResult = Result<(), CliError>;

/// `"num/den"`, always with a denominator (`"1/1"`, `"0/1"`).
pub fn fraction(p: &BigRational) -> String {
    roguerules_dice::fraction_string(p)
}

/// A probability as a percentage with four decimals: `12.5000%`.
pub fn percent(p: &BigRational) -> String {
    format!("{:.4}%", to_f64(p) * 100.0)
}

/// A rational as f64, for display only.
pub fn to_f64(p: &BigRational) -> f64 {
    p.to_f64().unwrap_or(f64::NAN)
}

/// Prints a JSON value, pretty, followed by a newline.
pub fn print_json(value: &serde_json::Value) {
    match serde_json::to_string_pretty(value) {
        Ok(text) => outln!("{text}"),
        Err(e) => {
            eprintln!("roguerules: error: cannot encode JSON: {e}");
            std::process::exit(2);
        }
    }
}

/// A plain-text table: a header row, a rule, rows; columns padded to their widths.
/// Columns whose header starts with a space-free number-ish cell are right-aligned
/// when every cell parses as a number.
#[derive(Debug, Default)]
pub struct Table {
    headers: Vec<String>,
    rows: Vec<Vec<String>>,
}

impl Table {
    /// A table with these column headers.
    pub fn new<S: Into<String>>(headers: impl IntoIterator<Item = S>) -> Self {
        Table { headers: headers.into_iter().map(Into::into).collect(), rows: Vec::new() }
    }

    /// Appends a row (missing cells are blank).
    pub fn row<S: Into<String>>(&mut self, cells: impl IntoIterator<Item = S>) {
        self.rows.push(cells.into_iter().map(Into::into).collect());
    }

    /// The table as text, each line ending in a newline.
    pub fn render(&self) -> String {
        let n = self.headers.len().max(self.rows.iter().map(Vec::len).max().unwrap_or(0));
        let cell = |r: &Vec<String>, i: usize| r.get(i).cloned().unwrap_or_default();
        let mut widths = vec![0usize; n];
        let mut numeric = vec![true; n];
        for i in 0..n {
            widths[i] = cell(&self.headers, i).chars().count();
            for r in &self.rows {
                let c = cell(r, i);
                widths[i] = widths[i].max(c.chars().count());
                let looks_numeric = c.trim_end_matches('%').split('/').all(|part| part.parse::<f64>().is_ok());
                numeric[i] &= c.is_empty() || looks_numeric;
            }
        }
        let line = |cells: &Vec<String>| {
            let mut s = String::new();
            for i in 0..n {
                let c = cell(cells, i);
                let pad = widths[i] - c.chars().count();
                if i > 0 {
                    s.push_str("  ");
                }
                if numeric[i] {
                    s.push_str(&" ".repeat(pad));
                    s.push_str(&c);
                } else {
                    s.push_str(&c);
                    if i + 1 < n {
                        s.push_str(&" ".repeat(pad));
                    }
                }
            }
            s.trim_end().to_owned() + "\n"
        };
        let mut out = line(&self.headers);
        let rule: Vec<String> = widths.iter().map(|w| "-".repeat(*w)).collect();
        out.push_str(&line(&rule));
        for r in &self.rows {
            out.push_str(&line(r));
        }
        out
    }
}
