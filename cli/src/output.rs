//! The one output module: how every command prints and how it fails.
//!
//! * Text is for people: probabilities as decimals (and percentages where the
//!   seed speaks in percent), tables aligned, a distribution longer than a
//!   screenful summarised (min, max, mean, the most likely values, quantiles)
//!   unless `--full`, every line at most 120 characters.
//! * `--json` is for programs: everything, with exact probabilities as reduced
//!   `"num/den"` strings.
//! * Errors: one line `error: ...` on stderr; exit status 2 when the command
//!   line is wrong (a bad flag, value or name, flags that cannot go together),
//!   1 for everything else (a file that cannot be read, an exact computation
//!   over its budget, output that cannot be written).

use num_bigint::BigUint;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};
use roguerules_dice::{BudgetExceeded, Limit, Pmf};
use serde_json::{Value, json};
use std::fmt;
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

std::thread_local! {
    /// Where [`capture`] collects the output of the commands it runs.
    static CAPTURE: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Runs `f` with everything [`write_out`] prints collected into a string
/// instead of stdout (the spoiler book prints the commands' own tables). A
/// capture inside another collects its own output and leaves the outer one's.
pub fn capture<T>(f: impl FnOnce() -> T) -> (T, String) {
    let outer = CAPTURE.with(|c| c.borrow_mut().replace(String::new()));
    let value = f();
    let text = CAPTURE.with(|c| std::mem::replace(&mut *c.borrow_mut(), outer)).unwrap_or_default();
    (value, text)
}

/// Writes to stdout (or to the string of a [`capture`]); exits 0 on a closed
/// pipe, 1 on any other write error.
pub fn write_out(args: fmt::Arguments<'_>) {
    let captured = CAPTURE.with(|c| match c.borrow_mut().as_mut() {
        Some(buf) => {
            let _ = fmt::Write::write_fmt(buf, args);
            true
        }
        None => false,
    });
    if captured {
        return;
    }
    let mut stdout = std::io::stdout().lock();
    if let Err(e) = stdout.write_fmt(args) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("error: cannot write the output: {e}");
        std::process::exit(1);
    }
}

// ---------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------

/// An error for the user: printed to stderr as `error: ...`.
#[derive(Debug)]
pub struct CliError {
    /// What went wrong, naming the flag the user typed.
    pub message: String,
    /// A usage error (exit 2) rather than a failure (exit 1).
    pub usage: bool,
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl CliError {
    /// The command line is wrong (exit status 2): a value that cannot apply, or
    /// flags that cannot go together.
    pub fn usage(message: impl fmt::Display) -> Self {
        CliError { message: message.to_string(), usage: true }
    }

    /// Anything else (exit status 1): a file, a budget, a rule that refused.
    pub fn failure(message: impl fmt::Display) -> Self {
        CliError { message: message.to_string(), usage: false }
    }

    /// The exit status: 2 for usage errors, 1 otherwise.
    pub fn exit_code(&self) -> i32 {
        if self.usage { 2 } else { 1 }
    }
}

/// The result of a subcommand.
pub type CliResult = Result<(), CliError>;

/// A usage error naming the flag: `--flag VALUE: message`.
pub fn bad_value(flag: &str, message: impl fmt::Display) -> CliError {
    CliError::usage(format!("{flag}: {message}"))
}

/// An exact computation over its budget: which limit, and how to raise it.
/// `what` names the computation ("the exact distribution of 2d1000000");
/// `needed`, when known, is what the budget would have to be.
pub fn budget_error(what: &str, e: BudgetExceeded, needed: Option<u64>) -> CliError {
    let n = e.value;
    let message = match e.limit {
        Limit::Leaves => {
            let max = crate::common::MAX_BUDGET;
            let raise = needed.unwrap_or_else(|| n.saturating_mul(10));
            let need = needed.map_or_else(String::new, |x| format!(" (it needs {x})"));
            if raise > max {
                // Every value advised is one the tool accepts: none is here.
                format!(
                    "{what} would take more than the budget of {n} work units{need}, more than the \
                     largest --budget accepted ({max}): it cannot be computed exactly"
                )
            } else {
                format!(
                    "{what} would take more than the budget of {n} work units{need}; \
                     raise it with --budget {raise} (it may take longer)"
                )
            }
        }
        Limit::Depth => format!(
            "{what} found more than {n} draws on one path (the depth limit, fixed at {n}; --budget does not change it)"
        ),
        Limit::Outcomes => format!(
            "{what} would track more than {n} outcomes (a fixed limit of the rules library; --budget does not raise it)"
        ),
        Limit::Work => format!(
            "{what} would take more than {n} steps (a fixed limit of the rules library; --budget does not raise it)"
        ),
        _ => format!("{what}: {e}"),
    };
    CliError::failure(message)
}

// ---------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------

/// `"num/den"`, reduced, always with a denominator (`"1/1"`, `"0/1"`): JSON only.
pub fn fraction(p: &BigRational) -> String {
    roguerules_dice::fraction_string(p)
}

/// A rational as f64, for display only.
pub fn to_f64(p: &BigRational) -> f64 {
    p.to_f64().unwrap_or(f64::NAN)
}

/// `num / den` as f64 for display, without building (or reducing) a rational:
/// both are cut to their top 64 bits first.
pub fn ratio_f64(num: &BigUint, den: &BigUint) -> f64 {
    if num.is_zero() {
        return 0.0;
    }
    let top = |x: &BigUint| -> (f64, i64) {
        let shift = x.bits().saturating_sub(64);
        ((x >> shift).to_f64().unwrap_or(f64::NAN), shift as i64)
    };
    let (a, sa) = top(num);
    let (b, sb) = top(den);
    (a / b) * 2f64.powi((sa - sb).clamp(-2000, 2000) as i32)
}

/// A probability as a decimal: `0`, `1`, `0.125000`, or `2.14e-9` when six
/// decimals would show a non-zero chance as zero.
pub fn decimal(p: f64) -> String {
    if p == 0.0 {
        "0".to_owned()
    } else if p == 1.0 {
        "1".to_owned()
    } else if p < 0.000_000_5 {
        format!("{p:.2e}")
    } else {
        format!("{p:.6}")
    }
}

/// A probability as a percentage: `12.50%`, `0%`, `100%`, `<0.01%`.
pub fn percent(p: f64) -> String {
    if p == 0.0 {
        "0%".to_owned()
    } else if p == 1.0 {
        "100%".to_owned()
    } else if p * 100.0 < 0.005 {
        "<0.01%".to_owned()
    } else if p * 100.0 > 99.995 {
        ">99.99%".to_owned()
    } else {
        format!("{:.2}%", p * 100.0)
    }
}

/// A decimal and a percentage of an exact probability: `0.680000 (68.00%)`.
pub fn chance(p: &BigRational) -> String {
    let x = to_f64(p);
    format!("{} ({})", decimal(x), percent(x))
}

/// A mean or other real number for text: up to four decimals, trailing zeros
/// dropped (`10.5`, `15.8171`, `4`).
pub fn number(x: f64) -> String {
    let s = format!("{x:.4}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" { "0".to_owned() } else { s.to_owned() }
}

/// An exact rational for text: the integer when it is one, else its decimal
/// (`mean 21/2` prints as `10.5`).
pub fn exact_number(x: &BigRational) -> String {
    if x.is_integer() { x.to_integer().to_string() } else { number(to_f64(x)) }
}

/// Prose wrapped at 100 characters, each line after the first indented.
pub fn wrap(text: &str, indent: &str) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > 100 {
            out.push_str(&line);
            out.push('\n');
            line = indent.to_owned();
        } else if !line.is_empty() && line != indent {
            line.push(' ');
        }
        line.push_str(word);
    }
    out.push_str(&line);
    out
}

// ---------------------------------------------------------------------------
// JSON
// ---------------------------------------------------------------------------

/// Prints a JSON value, pretty, followed by a newline.
pub fn print_json(value: &Value) {
    match serde_json::to_string_pretty(value) {
        Ok(text) => outln!("{text}"),
        Err(e) => {
            eprintln!("error: cannot encode JSON: {e}");
            std::process::exit(1);
        }
    }
}

/// Prints anything serializable as pretty JSON, written straight to stdout
/// without building a [`Value`] first: a report of tens of thousands of
/// outcomes (`project player --exact --json`) takes a fraction of the memory.
/// A closed pipe ends the program quietly, as [`write_out`] does.
pub fn print_json_streamed<T: serde::Serialize + ?Sized>(value: &T) {
    if CAPTURE.with(|c| c.borrow().is_some()) {
        // Inside a capture (a sweep's run, the spoiler book): collected like the rest.
        return print_json(&to_json(value));
    }
    let mut w = std::io::BufWriter::new(std::io::stdout().lock());
    let written = serde_json::to_writer_pretty(&mut w, value)
        .map_err(std::io::Error::from)
        .and_then(|()| w.write_all(b"\n"))
        .and_then(|()| w.flush());
    if let Err(e) = written {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("error: cannot write the output: {e}");
        std::process::exit(1);
    }
}

/// Anything serializable, as JSON (the library's types; never fails for them).
pub fn to_json<T: serde::Serialize + ?Sized>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

// ---------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------

/// How many rows a text table or distribution prints before it is summarised
/// (`--full` prints every row).
pub const SCREENFUL: usize = 30;

/// A plain-text table: a header row, a rule, rows; columns padded to their
/// widths, numeric columns right-aligned.
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
                let t = c.trim_start_matches(['<', '>', '=', ' ']).trim_end_matches(['%', '\'']);
                numeric[i] &= c.is_empty() || t.split('/').all(|part| part.parse::<f64>().is_ok());
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

// ---------------------------------------------------------------------------
// Distributions
// ---------------------------------------------------------------------------

/// An exact distribution over integers (or a sample's counts), for printing:
/// the text table or its summary, and the complete JSON.
#[derive(Debug, Clone)]
pub struct Dist {
    /// The values, increasing.
    values: Vec<i64>,
    /// Their weights (exact probabilities are weight / total).
    weights: Vec<BigUint>,
    /// The sum of the weights.
    total: BigUint,
}

impl Dist {
    /// The distribution of a [`Pmf`].
    pub fn of(pmf: &Pmf<i64>) -> Dist {
        let (values, weights) = pmf.weights().map(|(v, w)| (*v, w)).unzip();
        Dist { values, weights, total: pmf.total() }
    }

    /// The distribution of a sample: each distinct value weighted by its count.
    pub fn sample(values: &[i64]) -> Dist {
        let mut sorted = values.to_vec();
        sorted.sort_unstable();
        let mut out = Dist { values: Vec::new(), weights: Vec::new(), total: BigUint::from(values.len()) };
        for v in sorted {
            if out.values.last() == Some(&v) {
                *out.weights.last_mut().expect("a weight per value") += 1u32;
            } else {
                out.values.push(v);
                out.weights.push(BigUint::from(1u32));
            }
        }
        out
    }

    /// How many distinct values.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// The exact mean.
    pub fn mean(&self) -> BigRational {
        let mut sum = num_bigint::BigInt::zero();
        for (v, w) in self.values.iter().zip(&self.weights) {
            sum += num_bigint::BigInt::from(*v) * num_bigint::BigInt::from(w.clone());
        }
        BigRational::new(sum, num_bigint::BigInt::from(self.total.clone()))
    }

    /// Each value's probability as f64.
    fn probabilities(&self) -> Vec<f64> {
        self.weights.iter().map(|w| ratio_f64(w, &self.total)).collect()
    }

    /// The smallest value `v` with `P(X <= v) >= percent / 100`, exactly.
    fn quantile(&self, percent: u32) -> i64 {
        let target = &self.total * percent;
        let mut cumulative = BigUint::zero();
        for (v, w) in self.values.iter().zip(&self.weights) {
            cumulative += w;
            if &cumulative * 100u32 >= target {
                return *v;
            }
        }
        *self.values.last().unwrap_or(&0)
    }

    /// The complete distribution as JSON: `[[value, "num/den"], ...]`, reduced.
    pub fn json(&self) -> Value {
        let reducer = Reducer::new(&self.total);
        Value::Array(self.values.iter().zip(&self.weights).map(|(v, w)| json!([v, reducer.fraction(w)])).collect())
    }

    /// Prints the text form: every row when it fits a screenful or `full`, else a
    /// summary. `unit` names the values (`total`, `damage`).
    pub fn print(&self, unit: &str, full: bool) {
        let p = self.probabilities();
        let shown = full || self.len() <= SCREENFUL;
        if shown {
            let mut t = Table::new([unit, "probability", "cumulative"]);
            let mut cumulative = BigUint::zero();
            for ((v, w), pv) in self.values.iter().zip(&self.weights).zip(&p) {
                cumulative += w;
                t.row([v.to_string(), decimal(*pv), decimal(ratio_f64(&cumulative, &self.total))]);
            }
            out!("{}", t.render());
        }
        let hidden = format!("{} values; --full prints every row, --json prints them exactly", self.len());
        self.print_summary(&p, (!shown).then_some(hidden.as_str()));
    }

    /// Prints only the summary, then `note` in parentheses.
    pub fn summary(&self, note: &str) {
        self.print_summary(&self.probabilities(), Some(note));
    }

    /// min, max, mean, the most likely values, quantiles, and `note` (how to see
    /// the rows that were not printed).
    fn print_summary(&self, p: &[f64], note: Option<&str>) {
        let (Some(min), Some(max)) = (self.values.first(), self.values.last()) else { return };
        outln!("min {min}, max {max}, mean {}", exact_number(&self.mean()));
        let best = p.iter().copied().fold(0.0f64, f64::max);
        let modes: Vec<i64> =
            self.values.iter().zip(p).filter(|(_, q)| (**q - best).abs() <= best * 1e-12).map(|(v, _)| *v).collect();
        let shown: Vec<String> = modes.iter().take(8).map(i64::to_string).collect();
        let more = if modes.len() > 8 { format!(" and {} more", modes.len() - 8) } else { String::new() };
        let each = if modes.len() > 1 { " each" } else { "" };
        outln!("most likely: {}{more} ({}{each})", shown.join(", "), decimal(best));
        if self.len() > 2 {
            let q: Vec<String> = [1, 10, 50, 90, 99].iter().map(|&k| format!("{k}% {}", self.quantile(k))).collect();
            outln!("quantiles: {}", q.join(", "));
        }
        if let Some(note) = note {
            outln!("({note})");
        }
    }
}

/// Reduces many fractions over one common denominator quickly: the
/// denominators of the rules' distributions are products of small numbers (dice
/// sides, 100, 5000, ...), so the common factor of a weight and the total is found
/// by trial division by the total's primes rather than a big-number gcd per row
/// (a 255d255 blow has 150 000 rows over a 2000-bit total). Issue 23 asked for
/// num-integer's gcd instead: 150 000 gcds of a 2051-bit total took 39 s (release,
/// on a loaded 2-core machine), so the rows keep this reducer; a total of 128 bits
/// or less, or with a large prime factor, does use num-integer's gcd.
/// The rows of a [`Pmf`] as JSON `[[value, "num/den"], ...]` (the form of
/// [`Dist::json`]), each reduced as it is written: with
/// [`print_json_streamed`], a distribution of millions of totals is printed
/// without holding its text (issue 24).
pub struct PmfRows<'a>(pub &'a Pmf<i64>);

impl serde::Serialize for PmfRows<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let reducer = Reducer::new(&self.0.total());
        serializer.collect_seq(self.0.weights().map(|(v, w)| (*v, reducer.fraction(&w))))
    }
}

struct Reducer {
    total: BigUint,
    /// The total's prime factorization, when it has only primes below 2^20.
    primes: Option<Vec<(u32, u32)>>,
    /// Reduced denominators already written, by common factor (most rows share a few).
    denominators: std::cell::RefCell<std::collections::HashMap<BigUint, String>>,
}

impl Reducer {
    fn new(total: &BigUint) -> Reducer {
        let primes = if total.bits() <= 128 { None } else { small_prime_factors(total) };
        Reducer { total: total.clone(), primes, denominators: Default::default() }
    }

    /// `w / total` reduced, as `"num/den"`.
    fn fraction(&self, w: &BigUint) -> String {
        if w.is_zero() {
            return "0/1".to_owned();
        }
        if let (Some(a), Some(b)) = (w.to_u128(), self.total.to_u128()) {
            let g = a.gcd(&b);
            return format!("{}/{}", a / g, b / g);
        }
        let g = match &self.primes {
            Some(primes) => {
                let mut g = BigUint::from(1u32);
                for &(p, e) in primes {
                    // The largest power of p below 2^32: one pass over the digits
                    // finds up to that many factors of p at once.
                    let (mut power, mut k) = (u64::from(p), 1u32);
                    while power * u64::from(p) < 1 << 32 {
                        power *= u64::from(p);
                        k += 1;
                    }
                    let mut rest = w.clone();
                    let mut found = 0u32;
                    while found < e {
                        let mut r = rem_u32(&rest, power as u32);
                        let mut n = 0;
                        while n < k && r.is_multiple_of(p) && r != 0 {
                            r /= p;
                            n += 1;
                        }
                        if r == 0 {
                            n = k; // divisible by the whole power
                        }
                        let n = n.min(e - found);
                        found += n;
                        if n < k || found >= e {
                            break;
                        }
                        rest /= power as u32;
                    }
                    if found > 0 {
                        g *= num_traits::pow(BigUint::from(p), found as usize);
                    }
                }
                g
            }
            None => w.gcd(&self.total),
        };
        let mut cache = self.denominators.borrow_mut();
        let den = cache.entry(g.clone()).or_insert_with(|| (&self.total / &g).to_string());
        format!("{}/{den}", w / &g)
    }
}

/// `x mod p` without allocating.
fn rem_u32(x: &BigUint, p: u32) -> u32 {
    let p = u64::from(p);
    x.iter_u32_digits().rev().fold(0u64, |r, d| ((r << 32) | u64::from(d)) % p) as u32
}

/// The factorization of `x` when every prime factor is below 2^20, else `None`.
fn small_prime_factors(x: &BigUint) -> Option<Vec<(u32, u32)>> {
    const LIMIT: usize = 1 << 20;
    let mut composite = vec![false; LIMIT];
    let mut rest = x.clone();
    let mut out = Vec::new();
    for p in 2..LIMIT {
        if composite[p] {
            continue;
        }
        let mut m = p * p;
        while m < LIMIT {
            composite[m] = true;
            m += p;
        }
        let p = p as u32;
        let mut e = 0;
        while rem_u32(&rest, p) == 0 {
            rest /= p;
            e += 1;
        }
        if e > 0 {
            out.push((p, e));
        }
        if rest == BigUint::from(1u32) {
            return Some(out);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_and_percentages() {
        assert_eq!(decimal(0.125), "0.125000");
        assert_eq!(decimal(0.0), "0");
        assert_eq!(decimal(1.0), "1");
        assert_eq!(decimal(2.5e-10), "2.50e-10");
        assert_eq!(percent(0.125), "12.50%");
        assert_eq!(percent(1e-9), "<0.01%");
        assert_eq!(number(10.5), "10.5");
        assert_eq!(number(4.0), "4");
    }

    #[test]
    fn the_reducer_agrees_with_gcd() {
        let total = num_traits::pow(BigUint::from(255u32), 40) * 5000u32 * 650u32;
        let r = Reducer::new(&total);
        assert!(r.primes.is_some());
        for w in [1u64, 2, 17, 255, 5000 * 17, 1 << 40, 3 * 5 * 5 * 13 * 17 * 17] {
            let w = BigUint::from(w) * num_traits::pow(BigUint::from(17u32), 20);
            let p = BigRational::new(w.clone().into(), total.clone().into());
            assert_eq!(r.fraction(&w), fraction(&p));
        }
        let odd = BigUint::from(1_000_000_007u64) * num_traits::pow(BigUint::from(3u32), 90);
        let r = Reducer::new(&odd);
        assert!(r.primes.is_none());
        let w = num_traits::pow(BigUint::from(3u32), 50);
        assert_eq!(r.fraction(&w), fraction(&BigRational::new(w.clone().into(), odd.into())));
    }

    #[test]
    fn ratio_f64_of_huge_numbers() {
        let big = num_traits::pow(BigUint::from(10u32), 400);
        let x = ratio_f64(&(&big * 1u32), &(&big * 8u32));
        assert!((x - 0.125).abs() < 1e-15);
    }
}
