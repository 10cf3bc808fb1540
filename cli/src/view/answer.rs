//! One run's answer, as its `--json` prints it, and what a cell of a sweep or a
//! comparison reads from it (`--cell`): a field of the answer, or a summary of
//! its distribution.

use crate::output::{CliError, decimal, fraction, to_f64};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::Zero;
use serde_json::Value;

/// What a cell shows (`--cell`).
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    /// A field of the answer, by its dotted path (`hit_chance`, `damage.mean`).
    Field(String),
    /// The mean of the distribution (or the answer's own `mean`).
    Mean,
    /// The distribution's least value.
    Min,
    /// The distribution's greatest value.
    Max,
    /// The least value whose cumulative probability reaches PCT percent (median = 50).
    Quantile(u32),
    /// The probability of the value compared with N.
    Chance(Cmp, i64),
}

/// How `p...` compares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cmp {
    /// `p=N`.
    Eq,
    /// `p>=N`.
    Ge,
    /// `p<=N`.
    Le,
}

impl Cell {
    /// One name of `--cell`.
    pub fn parse(s: &str) -> Result<Cell, CliError> {
        let s = s.trim();
        let bad = || {
            CliError::usage(format!(
                "--cell: '{s}' is not a cell: give a field of the command's --json answer (e.g. probability, mean), or \
                 mean, min, max, median, q1..q99, p=N, p>=N, p<=N"
            ))
        };
        if s.is_empty() {
            return Err(bad());
        }
        let lower = s.to_ascii_lowercase();
        Ok(match lower.as_str() {
            "mean" => Cell::Mean,
            "min" => Cell::Min,
            "max" => Cell::Max,
            "median" => Cell::Quantile(50),
            _ => {
                if let Some(rest) = lower.strip_prefix("p>=") {
                    Cell::Chance(Cmp::Ge, rest.parse().map_err(|_| bad())?)
                } else if let Some(rest) = lower.strip_prefix("p<=") {
                    Cell::Chance(Cmp::Le, rest.parse().map_err(|_| bad())?)
                } else if let Some(rest) = lower.strip_prefix("p=") {
                    Cell::Chance(Cmp::Eq, rest.parse().map_err(|_| bad())?)
                } else if let Some(q) = lower.strip_prefix('q').and_then(|q| q.parse::<u32>().ok()) {
                    if !(1..=99).contains(&q) {
                        return Err(bad());
                    }
                    Cell::Quantile(q)
                } else {
                    Cell::Field(s.to_owned())
                }
            }
        })
    }

    /// Its name in headers and JSON keys.
    pub fn name(&self) -> String {
        match self {
            Cell::Field(f) => f.clone(),
            Cell::Mean => "mean".into(),
            Cell::Min => "min".into(),
            Cell::Max => "max".into(),
            Cell::Quantile(50) => "median".into(),
            Cell::Quantile(q) => format!("q{q}"),
            Cell::Chance(Cmp::Eq, n) => format!("p={n}"),
            Cell::Chance(Cmp::Ge, n) => format!("p>={n}"),
            Cell::Chance(Cmp::Le, n) => format!("p<={n}"),
        }
    }
}

/// A cell's value.
#[derive(Debug, Clone, PartialEq)]
pub enum CellValue {
    /// An exact number (an integer or a fraction).
    Number(BigRational),
    /// Anything else the answer holds (a name, yes/no), or a value past the end of a
    /// cut distribution (`>1000`).
    Text(String),
    /// No value: the run was refused (its message is printed once, on stderr).
    Missing,
}

impl CellValue {
    /// For people: a decimal for a fraction, the integer for an integer.
    pub fn human(&self) -> String {
        match self {
            CellValue::Number(r) if r.is_integer() => r.to_integer().to_string(),
            CellValue::Number(r) => decimal(to_f64(r)),
            CellValue::Text(t) => t.clone(),
            CellValue::Missing => "-".into(),
        }
    }

    /// For programs: exact (`"num/den"`, an integer), as the answers' JSON writes it.
    pub fn exact(&self) -> String {
        match self {
            CellValue::Number(r) if r.is_integer() => r.to_integer().to_string(),
            CellValue::Number(r) => fraction(r),
            CellValue::Text(t) => t.clone(),
            CellValue::Missing => String::new(),
        }
    }

    /// As JSON: an integer as a number, a fraction as `"num/den"`, nothing as `null`.
    pub fn json(&self) -> Value {
        match self {
            CellValue::Number(r) if r.is_integer() => {
                r.to_integer().to_string().parse::<serde_json::Number>().map(Value::Number).unwrap_or(Value::Null)
            }
            CellValue::Number(r) => Value::String(fraction(r)),
            CellValue::Text(t) => Value::String(t.clone()),
            CellValue::Missing => Value::Null,
        }
    }

    /// Where a chart draws it, if it is a number.
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            CellValue::Number(r) => Some(to_f64(r)),
            _ => None,
        }
    }
}

/// An exact number written as the answers write them: a JSON integer, or a string
/// `"num/den"` or `"n"`.
pub fn number(v: &Value) -> Option<BigRational> {
    match v {
        Value::Number(n) => n
            .as_i64()
            .map(|i| BigRational::from_integer(i.into()))
            .or_else(|| n.as_u64().map(|u| BigRational::from_integer(u.into()))),
        Value::String(s) => {
            let (num, den) = s.split_once('/').unwrap_or((s, "1"));
            let num: BigInt = num.trim().parse().ok()?;
            let den: BigInt = den.trim().parse().ok()?;
            (!den.is_zero()).then(|| BigRational::new(num, den))
        }
        _ => None,
    }
}

/// A distribution in an answer: its rows `[value, "probability"]`, and the
/// probability of the values past its last row when it is cut (`"more"`).
#[derive(Debug, Clone)]
pub struct Pmf {
    /// Its rows.
    pub rows: Vec<(i64, BigRational)>,
    /// The probability of the values past the last row, if any.
    pub more: BigRational,
}

/// A list of `[integer, probability]` pairs.
fn pmf_rows(v: &Value) -> Option<Vec<(i64, BigRational)>> {
    let rows = v.as_array()?;
    if rows.is_empty() {
        return None;
    }
    rows.iter()
        .map(|r| match r.as_array().map(Vec::as_slice) {
            Some([x, p]) => Some((x.as_i64()?, number(p)?)),
            _ => None,
        })
        .collect()
}

/// The answer's distribution: its `pmf` field, else the first list of
/// `[value, probability]` pairs at the top or one level down.
pub fn find_pmf(answer: &Value) -> Option<Pmf> {
    let obj = answer.as_object()?;
    let at = |v: &Value, parent: &serde_json::Map<String, Value>| {
        pmf_rows(v)
            .map(|rows| Pmf { rows, more: parent.get("more").and_then(number).unwrap_or_else(BigRational::zero) })
    };
    if let Some(p) = obj.get("pmf").and_then(|v| at(v, obj)) {
        return Some(p);
    }
    for v in obj.values() {
        if let Some(p) = at(v, obj) {
            return Some(p);
        }
    }
    for v in obj.values() {
        if let Some(inner) = v.as_object() {
            for v2 in inner.values() {
                if let Some(p) = at(v2, inner) {
                    return Some(p);
                }
            }
        }
    }
    None
}

/// A field by its dotted path.
fn field<'a>(answer: &'a Value, path: &str) -> Option<&'a Value> {
    path.split('.').try_fold(answer, |v, key| v.as_object()?.get(key))
}

/// A JSON leaf as a cell value.
fn leaf(v: &Value) -> Option<CellValue> {
    match v {
        Value::Bool(b) => Some(CellValue::Text(if *b { "yes" } else { "no" }.into())),
        Value::Number(_) => number(v).map(CellValue::Number).or_else(|| Some(CellValue::Text(v.to_string()))),
        Value::String(s) => Some(number(v).map_or_else(|| CellValue::Text(s.clone()), CellValue::Number)),
        _ => None,
    }
}

/// The cells a sweep shows when `--cell` is absent: the answer's probability,
/// else its mean (or its distribution's), else its first number.
pub fn default_cells(answer: &Value) -> Result<Vec<Cell>, CliError> {
    let obj = answer.as_object();
    let has = |k: &str| obj.is_some_and(|o| o.contains_key(k));
    if has("probability") {
        return Ok(vec![Cell::Field("probability".into())]);
    }
    if has("mean") || find_pmf(answer).is_some() {
        return Ok(vec![Cell::Mean]);
    }
    obj.and_then(|o| o.iter().find(|(_, v)| v.is_number() || number(v).is_some()))
        .map(|(k, _)| vec![Cell::Field(k.clone())])
        .ok_or_else(|| CliError::usage("--cell: the answer has no number to show; name a field of its --json"))
}

/// What `cell` reads from `answer`.
pub fn read(answer: &Value, cell: &Cell) -> Result<CellValue, CliError> {
    let need_pmf = || {
        find_pmf(answer).ok_or_else(|| {
            CliError::usage(format!(
                "--cell {}: the answer has no distribution; name a field of its --json",
                cell.name()
            ))
        })
    };
    match cell {
        Cell::Field(path) => field(answer, path).and_then(leaf).ok_or_else(|| {
            let fields: Vec<String> = answer
                .as_object()
                .map(|o| o.iter().filter(|(_, v)| leaf(v).is_some()).map(|(k, _)| k.clone()).collect())
                .unwrap_or_default();
            CliError::usage(format!(
                "--cell {path}: the answer has no such field; its fields are {}, and mean, min, max, median, q1..q99, \
                 p=N, p>=N, p<=N of a distribution",
                fields.join(", ")
            ))
        }),
        Cell::Mean => {
            if let Some(m) = field(answer, "mean").and_then(number) {
                return Ok(CellValue::Number(m));
            }
            let pmf = need_pmf()?;
            if !pmf.more.is_zero() {
                return Ok(CellValue::Text(format!(">{}", pmf.rows.last().map_or(0, |r| r.0))));
            }
            let total: BigRational = pmf.rows.iter().map(|(_, p)| p.clone()).sum();
            let sum: BigRational = pmf.rows.iter().map(|(x, p)| p * BigRational::from_integer((*x).into())).sum();
            Ok(CellValue::Number(if total.is_zero() { total } else { sum / total }))
        }
        Cell::Min => Ok(need_pmf()?.rows.first().map_or(CellValue::Missing, |r| CellValue::Number(int(r.0)))),
        Cell::Max => {
            let pmf = need_pmf()?;
            Ok(if pmf.more.is_zero() {
                pmf.rows.last().map_or(CellValue::Missing, |r| CellValue::Number(int(r.0)))
            } else {
                CellValue::Text(format!(">{}", pmf.rows.last().map_or(0, |r| r.0)))
            })
        }
        Cell::Quantile(q) => {
            let pmf = need_pmf()?;
            let want = BigRational::new((*q).into(), 100.into());
            let mut acc = BigRational::zero();
            for (x, p) in &pmf.rows {
                acc += p;
                if acc >= want {
                    return Ok(CellValue::Number(int(*x)));
                }
            }
            Ok(CellValue::Text(format!(">{}", pmf.rows.last().map_or(0, |r| r.0))))
        }
        Cell::Chance(cmp, n) => {
            let pmf = need_pmf()?;
            let mut p: BigRational =
                pmf.rows.iter().filter(|(x, _)| compare(*cmp, *x, *n)).map(|(_, p)| p.clone()).sum();
            if *cmp == Cmp::Ge && !pmf.more.is_zero() && pmf.rows.last().is_none_or(|r| r.0 >= *n - 1) {
                p += &pmf.more;
            }
            Ok(CellValue::Number(p))
        }
    }
}

fn compare(cmp: Cmp, x: i64, n: i64) -> bool {
    match cmp {
        Cmp::Eq => x == n,
        Cmp::Ge => x >= n,
        Cmp::Le => x <= n,
    }
}

fn int(x: i64) -> BigRational {
    BigRational::from_integer(x.into())
}

/// The answer's plain fields, flattened (`damage.mean`), with their values, in
/// the answer's order; lists are left out (they are the answer's tables).
pub fn fields(answer: &Value) -> Vec<(String, CellValue)> {
    fn walk(prefix: &str, v: &Value, out: &mut Vec<(String, CellValue)>) {
        match v {
            Value::Object(o) => {
                for (k, v) in o {
                    let path = if prefix.is_empty() { k.clone() } else { format!("{prefix}.{k}") };
                    walk(&path, v, out);
                }
            }
            Value::Array(_) | Value::Null => {}
            _ => {
                if let Some(c) = leaf(v) {
                    out.push((prefix.to_owned(), c));
                }
            }
        }
    }
    let mut out = Vec::new();
    walk("", answer, &mut out);
    out
}

/// One record of a list: its fields and their values.
pub type Record = Vec<(String, CellValue)>;

/// The answer's main list of records (`traps chest --all`'s rows, `project
/// table`'s monsters): the longest list of objects at the top or one level down.
pub fn find_records(answer: &Value) -> Option<Vec<Record>> {
    // The answer itself, its fields and their fields: the longest list of objects
    // (the first of equal length).
    let mut candidates: Vec<&Value> = vec![answer];
    for v in answer.as_object().into_iter().flat_map(|o| o.values()) {
        candidates.push(v);
        candidates.extend(v.as_object().into_iter().flat_map(|o| o.values()));
    }
    let list = candidates
        .into_iter()
        .filter_map(|v| v.as_array().filter(|l| !l.is_empty() && l.iter().all(Value::is_object)))
        .rev()
        .max_by_key(|l| l.len())?;
    Some(list.iter().map(fields).collect())
}
