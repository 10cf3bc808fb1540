//! Laying answers out: a table in text, Markdown or CSV, the JSON of a sweep or
//! comparison, and the chart of any of them.

use super::answer::{self, Cell, CellValue};
use super::{Format, Runs};
use crate::output::{CliError, Table, print_json};
use crate::plot::{self, Labels, Point, Series};
use num_rational::BigRational;
use serde_json::{Map, Value, json};

/// A table before it is printed: its headers and rows of cell values.
struct Grid {
    headers: Vec<String>,
    rows: Vec<Vec<CellValue>>,
}

impl Grid {
    fn print(&self, format: Format) {
        match format {
            Format::Csv => {
                outln!("{}", csv_line(self.headers.iter().map(String::as_str)));
                for r in &self.rows {
                    let cells: Vec<String> = r.iter().map(CellValue::exact).collect();
                    outln!("{}", csv_line(cells.iter().map(String::as_str)));
                }
            }
            Format::Markdown => {
                let esc = |s: &str| s.replace('|', "\\|");
                outln!("| {} |", self.headers.iter().map(|h| esc(h)).collect::<Vec<_>>().join(" | "));
                outln!("|{}", "---|".repeat(self.headers.len()));
                for r in &self.rows {
                    outln!("| {} |", r.iter().map(|c| esc(&c.human())).collect::<Vec<_>>().join(" | "));
                }
            }
            _ => {
                let mut t = Table::new(self.headers.clone());
                for r in &self.rows {
                    t.row(r.iter().map(CellValue::human));
                }
                out!("{}", t.render());
            }
        }
    }
}

/// One CSV line: a field with a comma, a quote or a line break is quoted.
fn csv_line<'a>(cells: impl Iterator<Item = &'a str>) -> String {
    cells
        .map(
            |c| {
                if c.contains([',', '"', '\n', '\r']) {
                    format!("\"{}\"", c.replace('"', "\"\""))
                } else {
                    c.to_owned()
                }
            },
        )
        .collect::<Vec<_>>()
        .join(",")
}

/// One answer in `format`: its distribution's rows, else its main list of
/// records, else its fields (Markdown and text print its fields first).
pub fn render_answer(answer: &Value, format: Format) {
    if format == Format::Json {
        print_json(answer);
        return;
    }
    let fields = answer::fields(answer);
    let field_grid = Grid {
        headers: vec!["field".into(), "value".into()],
        rows: fields.iter().map(|(k, v)| vec![CellValue::Text(k.clone()), v.clone()]).collect(),
    };
    let table = if let Some(pmf) = answer::find_pmf(answer) {
        let mut rows: Vec<Vec<CellValue>> =
            pmf.rows.iter().map(|(x, p)| vec![int(*x), CellValue::Number(p.clone())]).collect();
        if pmf.more != BigRational::default() {
            let last = pmf.rows.last().map_or(0, |r| r.0);
            rows.push(vec![CellValue::Text(format!(">{last}")), CellValue::Number(pmf.more.clone())]);
        }
        Some(Grid { headers: vec!["value".into(), "probability".into()], rows })
    } else {
        answer::find_records(answer).map(|records| {
            let mut headers: Vec<String> = Vec::new();
            for r in &records {
                for (k, _) in r {
                    if !headers.contains(k) {
                        headers.push(k.clone());
                    }
                }
            }
            let rows = records
                .iter()
                .map(|r| {
                    headers
                        .iter()
                        .map(|h| r.iter().find(|(k, _)| k == h).map_or(CellValue::Missing, |(_, v)| v.clone()))
                        .collect()
                })
                .collect();
            Grid { headers, rows }
        })
    };
    match (table, format) {
        (Some(t), Format::Csv) => t.print(format),
        (Some(t), _) => {
            if !fields.is_empty() {
                field_grid.print(format);
                outln!();
            }
            t.print(format);
        }
        (None, _) => field_grid.print(format),
    }
}

fn int(x: i64) -> CellValue {
    CellValue::Number(BigRational::from_integer(x.into()))
}

/// An axis value as a cell and as JSON: an integer as a number.
fn axis_value(v: &str) -> (CellValue, Value) {
    match v.parse::<i64>() {
        Ok(i) => (int(i), json!(i)),
        Err(_) => (CellValue::Text(v.to_owned()), json!(v)),
    }
}

/// The cell of one answer (an empty cell where the run was refused).
fn value(answer: Option<&Value>, cell: &Cell) -> CellValue {
    answer.and_then(|a| answer::read(a, cell).ok()).unwrap_or(CellValue::Missing)
}

/// Whether a comparison shows whole distributions side by side: no `--cell`
/// asked for and every answer has one.
fn distributions(runs: &Runs) -> bool {
    !runs.explicit_cells
        && runs.answers.iter().flatten().all(|a| a.as_ref().is_some_and(|a| answer::find_pmf(a).is_some()))
}

/// A sweep or comparison in `format`.
pub fn render_runs(runs: &Runs, format: Format) {
    let many = runs.variants.len() > 1;
    if runs.axes.is_empty() && !many {
        if let Some(Some(a)) = runs.answers.first().and_then(|r| r.first()) {
            render_answer(a, format);
        }
        return;
    }
    if runs.axes.is_empty() && distributions(runs) {
        return render_distributions(runs, format);
    }
    if format == Format::Json || format == Format::Csv {
        return render_long(runs, format);
    }
    let header = |cell: &Cell, v: usize| {
        if many { format!("{} ({})", cell.name(), runs.variants[v]) } else { cell.name() }
    };
    match runs.axes.as_slice() {
        [] => {
            let mut headers = vec!["flags".to_owned()];
            headers.extend(runs.cells.iter().map(Cell::name));
            let rows = runs.answers[0]
                .iter()
                .enumerate()
                .map(|(v, a)| {
                    std::iter::once(CellValue::Text(runs.variants[v].clone()))
                        .chain(runs.cells.iter().map(|c| value(a.as_ref(), c)))
                        .collect()
                })
                .collect();
            Grid { headers, rows }.print(format);
        }
        [x] => {
            let mut headers = vec![x.name.clone()];
            for v in 0..runs.variants.len() {
                headers.extend(runs.cells.iter().map(|c| header(c, v)));
            }
            let rows = x
                .values
                .iter()
                .zip(&runs.answers)
                .map(|(xv, row)| {
                    let mut cells = vec![axis_value(xv).0];
                    for a in row {
                        cells.extend(runs.cells.iter().map(|c| value(a.as_ref(), c)));
                    }
                    cells
                })
                .collect();
            Grid { headers, rows }.print(format);
        }
        [x, y, ..] => {
            let mut first = true;
            for v in 0..runs.variants.len() {
                for c in &runs.cells {
                    if !first {
                        outln!();
                    }
                    first = false;
                    let title = header(c, v);
                    match format {
                        Format::Markdown => outln!("**{title}** ({} down, {} across)\n", x.name, y.name),
                        _ => outln!("{title} ({} down, {} across):", x.name, y.name),
                    }
                    let mut headers = vec![format!("{} \\ {}", x.name, y.name)];
                    headers.extend(y.values.iter().cloned());
                    let rows = x
                        .values
                        .iter()
                        .enumerate()
                        .map(|(i, xv)| {
                            let mut cells = vec![axis_value(xv).0];
                            cells.extend(
                                (0..y.values.len()).map(|j| value(runs.answers[i * y.values.len() + j][v].as_ref(), c)),
                            );
                            cells
                        })
                        .collect();
                    Grid { headers, rows }.print(format);
                }
            }
        }
    }
}

/// A sweep or a comparison of cells as JSON or CSV: one row per point and set of
/// flags, each axis and cell a column (exact values).
fn render_long(runs: &Runs, format: Format) {
    let many = runs.variants.len() > 1;
    let mut headers: Vec<String> = runs.axes.iter().map(|a| a.name.clone()).collect();
    if many {
        headers.push("flags".into());
    }
    headers.extend(runs.cells.iter().map(Cell::name));
    let mut rows: Vec<Vec<(CellValue, Value)>> = Vec::new();
    let sizes: Vec<usize> = runs.axes.iter().map(|a| a.values.len()).collect();
    for (p, row) in runs.answers.iter().enumerate() {
        // The point's value on each axis (the first axis varies slowest).
        let mut rest = p;
        let mut coords = vec![0; sizes.len()];
        for (i, n) in sizes.iter().enumerate().rev() {
            coords[i] = rest % n;
            rest /= n;
        }
        for (v, a) in row.iter().enumerate() {
            let mut cells: Vec<(CellValue, Value)> =
                runs.axes.iter().zip(&coords).map(|(ax, &i)| axis_value(&ax.values[i])).collect();
            if many {
                cells.push((CellValue::Text(runs.variants[v].clone()), json!(runs.variants[v])));
            }
            for c in &runs.cells {
                let x = value(a.as_ref(), c);
                let j = x.json();
                cells.push((x, j));
            }
            rows.push(cells);
        }
    }
    if format == Format::Csv {
        let grid = Grid { headers, rows: rows.into_iter().map(|r| r.into_iter().map(|c| c.0).collect()).collect() };
        return grid.print(format);
    }
    let json_rows: Vec<Value> = rows
        .into_iter()
        .map(|r| Value::Object(headers.iter().cloned().zip(r.into_iter().map(|c| c.1)).collect::<Map<_, _>>()))
        .collect();
    let mut out = Map::new();
    out.insert("command".into(), json!(runs.command));
    if !runs.axes.is_empty() {
        let over: Vec<Value> = runs
            .axes
            .iter()
            .map(|a| json!({"name": a.name, "values": a.values.iter().map(|v| axis_value(v).1).collect::<Vec<_>>()}))
            .collect();
        out.insert("over".into(), Value::Array(over));
    }
    if many {
        out.insert("variants".into(), json!(runs.variants));
    }
    out.insert("cells".into(), json!(runs.cells.iter().map(Cell::name).collect::<Vec<_>>()));
    out.insert("rows".into(), Value::Array(json_rows));
    print_json(&Value::Object(out));
}

/// Distributions side by side: a row per value, a column per set of flags.
fn render_distributions(runs: &Runs, format: Format) {
    let answers: Vec<&Value> = runs.answers[0].iter().flatten().collect();
    if format == Format::Json {
        let out = json!({"command": runs.command, "variants": runs.variants, "answers": answers});
        print_json(&out);
        return;
    }
    let pmfs: Vec<answer::Pmf> = answers.iter().filter_map(|a| answer::find_pmf(a)).collect();
    let mut xs: Vec<i64> = pmfs.iter().flat_map(|p| p.rows.iter().map(|r| r.0)).collect();
    xs.sort_unstable();
    xs.dedup();
    let mut headers = vec!["value".to_owned()];
    headers.extend(runs.variants.iter().cloned());
    let zero = CellValue::Number(BigRational::default());
    let rows =
        xs.iter()
            .map(|&x| {
                std::iter::once(int(x))
                    .chain(pmfs.iter().map(|p| {
                        p.rows.iter().find(|r| r.0 == x).map_or(zero.clone(), |r| CellValue::Number(r.1.clone()))
                    }))
                    .collect()
            })
            .collect();
    Grid { headers, rows }.print(format);
}

/// The first clause of a flag's help, for an axis label (`the monster's armour class`).
fn clause(help: &str) -> String {
    let end = help.find([',', ';', '(', '[']).unwrap_or(help.len());
    let s = help[..end].trim();
    let mut c = s.chars();
    c.next().map(|f| f.to_lowercase().chain(c).collect()).unwrap_or_default()
}

/// What the values of a command's distribution count.
fn unit(command: &str) -> &'static str {
    let path: Vec<&str> = command.split_whitespace().skip(1).take(2).collect();
    match path.as_slice() {
        ["roll", ..] => "the total rolled",
        ["angband", "fight"] => "rounds to kill",
        ["angband", "missile"] if command.contains("--hp") => "missiles to kill",
        ["angband" | "traps" | "project", ..] => "damage (hit points)",
        ["tabletop", "roll"] => "the attack roll's result",
        _ => "value",
    }
}

/// The chart of a sweep, a comparison of distributions or one distribution.
pub fn chart(runs: &Runs) -> Result<String, CliError> {
    let title = runs.command.clone();
    let series_name = |c: &Cell, v: usize| {
        let mut s = c.name();
        if runs.variants.len() > 1 {
            s = format!("{s} ({})", runs.variants[v]);
        }
        s
    };
    let y_label = || {
        let names: Vec<String> = runs.cells.iter().map(Cell::name).collect();
        let probabilities = runs.cells.iter().all(|c| match c {
            Cell::Field(f) => f.contains("probability") || f.contains("chance"),
            Cell::Chance(..) => true,
            _ => false,
        });
        if probabilities { format!("{} (probability)", names.join(", ")) } else { names.join(", ") }
    };
    match runs.axes.as_slice() {
        [] => {
            let pmfs: Vec<Option<answer::Pmf>> =
                runs.answers[0].iter().map(|a| a.as_ref().and_then(answer::find_pmf)).collect();
            if pmfs.iter().any(Option::is_none) {
                return Err(CliError::usage(
                    "--plot: this answer has no distribution to draw; sweep it with --over to draw a line",
                ));
            }
            let labels = Labels { title: &title, x: unit(&runs.command), y: "probability" };
            let points = |p: &answer::Pmf| -> Vec<Point> {
                p.rows
                    .iter()
                    .map(|(x, q)| Point {
                        x: *x as f64,
                        y: crate::output::to_f64(q),
                        exact: crate::output::fraction(q),
                    })
                    .collect()
            };
            let pmfs: Vec<answer::Pmf> = pmfs.into_iter().flatten().collect();
            if pmfs.len() == 1 {
                plot::bar_chart(labels, &points(&pmfs[0]))
            } else {
                let series: Vec<Series> = pmfs
                    .iter()
                    .enumerate()
                    .map(|(v, p)| Series { name: runs.variants[v].clone(), points: points(p) })
                    .collect();
                plot::line_chart(labels, &series)
            }
        }
        [x, rest @ ..] => {
            if !x.numeric {
                return Err(CliError::usage(format!(
                    "--plot: the values of --over {} are not numbers, so they cannot be an axis; put a numeric \
                     --over first",
                    x.name
                )));
            }
            let x_label = format!("{} ({})", x.name, clause(&x.help));
            let inner = rest.first().map_or(1, |y| y.values.len());
            let mut series = Vec::new();
            for j in 0..inner {
                for v in 0..runs.variants.len() {
                    for c in &runs.cells {
                        let points: Vec<Point> = x
                            .values
                            .iter()
                            .enumerate()
                            .filter_map(|(i, xv)| {
                                let cell = value(runs.answers[i * inner + j][v].as_ref(), c);
                                Some(Point { x: xv.parse::<f64>().ok()?, y: cell.as_f64()?, exact: cell.exact() })
                            })
                            .collect();
                        let mut name = series_name(c, v);
                        if let Some(y) = rest.first() {
                            name = format!("{}={} {name}", y.name, y.values[j]);
                        }
                        series.push(Series { name, points });
                    }
                }
            }
            if series.iter().all(|s| s.points.is_empty()) {
                return Err(CliError::usage("--plot: the cells are not numbers; pick numeric ones with --cell"));
            }
            let labels = Labels { title: &title, x: &x_label, y: &y_label() };
            plot::line_chart(labels, &series)
        }
    }
}
