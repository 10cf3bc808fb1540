//! Issue 25, items 1-3: sweeps (`--over`), comparisons (`--vs`), what their cells
//! show (`--cell`), formats and charts (`--plot`). A sweep's row is checked
//! against the single run of the same command; CSV and Markdown against the JSON;
//! every chart is well-formed SVG with its title and axis labels.

mod common;

use common::{json, run, stderr, stdout, usage};
use serde_json::Value;

const HIT: [&str; 4] = ["angband", "hit", "--skill", "100"];
const BLOW: [&str; 18] = [
    "angband",
    "blow",
    "--class",
    "warrior",
    "--str",
    "18/100",
    "--dex",
    "18/50",
    "--player-level",
    "20",
    "--weight",
    "15",
    "--dice",
    "2d5",
    "--to-hit",
    "3",
    "--ac",
    "36",
];

/// A single run's `--json` answer.
fn answer(args: &[&str]) -> Value {
    json(&with(args, &["--json"]))
}

fn with<'a>(base: &[&'a str], extra: &[&'a str]) -> Vec<&'a str> {
    [base, extra].concat()
}

/// The mean of an answer's `pmf`, exactly, as "num/den" reduced.
fn pmf_mean(answer: &Value) -> num_rational::BigRational {
    let mut sum = num_rational::BigRational::default();
    for row in answer["pmf"].as_array().unwrap() {
        let x = row[0].as_i64().unwrap();
        let (n, d) = row[1].as_str().unwrap().split_once('/').unwrap_or((row[1].as_str().unwrap(), "1"));
        let p = num_rational::BigRational::new(n.parse().unwrap(), d.parse().unwrap());
        sum += p * num_rational::BigRational::from_integer(x.into());
    }
    sum
}

fn exact(v: &Value) -> String {
    v.as_str().map_or_else(|| v.to_string(), str::to_owned)
}

#[test]
fn a_sweeps_rows_equal_single_runs() {
    let sweep = json(&with(&HIT, &["--over", "ac=0..150:10", "--format", "json"]));
    let rows = sweep["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 16);
    assert_eq!(sweep["over"][0]["name"], "ac");
    assert_eq!(sweep["cells"], serde_json::json!(["probability"]));
    for row in rows {
        let ac = row["ac"].as_i64().unwrap().to_string();
        let single = answer(&with(&HIT, &["--ac", &ac]));
        assert_eq!(row["probability"], single["probability"], "at ac={ac}");
    }
    // The swept flag replaces one the command line gives.
    let replaced = json(&with(&HIT, &["--ac", "77", "--over", "ac=0..150:10", "--format", "json"]));
    assert_eq!(replaced["rows"], sweep["rows"]);
}

#[test]
fn a_distributions_cells_are_computed_from_the_single_runs_distribution() {
    let sweep = json(&with(&BLOW, &["--over", "to-dam=0..8:4", "--cell", "mean,median,q90,p>=10,max", "--json"]));
    for row in sweep["rows"].as_array().unwrap() {
        let td = row["to-dam"].as_i64().unwrap().to_string();
        let mut args = BLOW.to_vec();
        args.extend(["--to-dam", &td]);
        let single = answer(&args);
        let mean = pmf_mean(&single);
        assert_eq!(exact(&row["mean"]), exact(&single["mean"]), "at to-dam={td}: the answer's own mean");
        assert_eq!(exact(&row["mean"]), format!("{}/{}", mean.numer(), mean.denom()), "and the pmf's");
        let pmf: Vec<(i64, f64)> = single["pmf"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                let (n, d) = r[1].as_str().unwrap().split_once('/').unwrap_or((r[1].as_str().unwrap(), "1"));
                (r[0].as_i64().unwrap(), n.parse::<f64>().unwrap() / d.parse::<f64>().unwrap())
            })
            .collect();
        let quantile = |q: f64| {
            let mut acc = 0.0;
            pmf.iter()
                .find(|(_, p)| {
                    acc += p;
                    acc >= q - 1e-12
                })
                .unwrap()
                .0
        };
        assert_eq!(row["median"].as_i64().unwrap(), quantile(0.5), "median at to-dam={td}");
        assert_eq!(row["q90"].as_i64().unwrap(), quantile(0.9), "q90 at to-dam={td}");
        assert_eq!(row["max"].as_i64().unwrap(), pmf.last().unwrap().0);
        let tail: f64 = pmf.iter().filter(|(x, _)| *x >= 10).map(|(_, p)| p).sum();
        let (n, d) = row["p>=10"].as_str().unwrap().split_once('/').unwrap();
        assert!((n.parse::<f64>().unwrap() / d.parse::<f64>().unwrap() - tail).abs() < 1e-12);
    }
}

#[test]
fn a_grid_is_a_matrix_of_single_runs() {
    let grid = json(&with(&HIT, &["--over", "ac=0..100:50", "--over", "distance=1..3", "--format", "json"]));
    let rows = grid["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 9);
    for row in rows {
        let (ac, d) = (row["ac"].to_string(), row["distance"].to_string());
        let single = answer(&with(&HIT, &["--ac", &ac, "--distance", &d]));
        assert_eq!(row["probability"], single["probability"], "at ac={ac} distance={d}");
    }
    let text = stdout(&run(&with(&HIT, &["--over", "ac=0..100:50", "--over", "distance=1..3"])));
    assert!(text.contains("ac \\ distance"), "{text}");
    assert_eq!(text.lines().filter(|l| l.trim_start().starts_with("50 ")).count(), 1, "{text}");
}

/// CSV and Markdown parse back to the JSON's numbers: CSV exactly, Markdown to
/// its decimals.
#[test]
fn csv_and_markdown_parse_back_to_the_json() {
    let args = with(&HIT, &["--over", "ac=0..150:30", "--vs", "--skill 150"]);
    let j = json(&with(&args, &["--format", "json"]));
    let rows = j["rows"].as_array().unwrap();
    let csv = stdout(&run(&with(&args, &["--format", "csv"])));
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("ac,flags,probability"));
    let csv_rows: Vec<Vec<&str>> = lines.map(|l| l.split(',').collect()).collect();
    assert_eq!(csv_rows.len(), rows.len());
    for (c, r) in csv_rows.iter().zip(rows) {
        assert_eq!(c[0], r["ac"].to_string());
        assert_eq!(c[1], r["flags"].as_str().unwrap());
        assert_eq!(c[2], r["probability"].as_str().unwrap());
    }
    let md = stdout(&run(&with(&args, &["--format", "markdown"])));
    let table: Vec<Vec<String>> =
        md.lines().map(|l| l.trim_matches('|').split('|').map(|c| c.trim().to_owned()).collect()).collect();
    assert_eq!(table[0], ["ac", "probability (--skill 100)", "probability (--skill 150)"]);
    assert!(table[1].iter().all(|c| c == "---"), "{md}");
    for (i, row) in table[2..].iter().enumerate() {
        for (v, cell) in row[1..].iter().enumerate() {
            let r = &rows[i * 2 + v];
            assert_eq!(row[0], r["ac"].to_string());
            let (n, d) =
                r["probability"].as_str().unwrap().split_once('/').unwrap_or((r["probability"].as_str().unwrap(), "1"));
            let p = n.parse::<f64>().unwrap() / d.parse::<f64>().unwrap();
            assert!((cell.parse::<f64>().unwrap() - p).abs() < 1e-6, "{cell} against {p}");
        }
    }
}

#[test]
fn a_comparison_puts_distributions_side_by_side() {
    let cmp = json(&with(&BLOW, &["--vs", "--dice 3d4", "--format", "json"]));
    assert_eq!(cmp["variants"], serde_json::json!(["--dice 2d5", "--dice 3d4"]));
    let mut other = BLOW.to_vec();
    let i = other.iter().position(|a| *a == "2d5").unwrap();
    other[i] = "3d4";
    assert_eq!(cmp["answers"][0], answer(&BLOW));
    assert_eq!(cmp["answers"][1], answer(&other));
    let text = stdout(&run(&with(&BLOW, &["--vs", "--dice 3d4"])));
    assert!(text.starts_with("value") && text.contains("--dice 2d5") && text.contains("--dice 3d4"), "{text}");
    // With --cell, one row per set of flags.
    let cells = json(&with(&BLOW, &["--vs", "--dice 3d4", "--cell", "mean", "--json"]));
    assert_eq!(cells["rows"][1]["mean"], answer(&other)["mean"]);
}

/// A chart: well-formed SVG whose title names the command and whose axes are
/// labelled, every exact value in it.
fn check_svg(file: &std::path::Path, title: &str, labels: &[&str]) -> String {
    let svg = std::fs::read_to_string(file).unwrap();
    let doc = roxmltree::Document::parse(&svg).unwrap_or_else(|e| panic!("{}: not XML: {e}", file.display()));
    let texts: Vec<String> =
        doc.descendants().filter(|n| n.has_tag_name("text")).filter_map(|n| n.text()).map(str::to_owned).collect();
    assert!(texts.iter().any(|t| t.contains(title)), "no title {title:?} in {texts:?}");
    for l in labels {
        assert!(texts.iter().any(|t| t.contains(l)), "no axis label {l:?} in {texts:?}");
    }
    svg
}

#[test]
fn plots_are_svg_with_titles_axes_and_exact_values() {
    let dir = std::env::temp_dir().join(format!("roguerules-views-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let sweep = dir.join("hit.svg");
    let o = run(&with(&HIT, &["--over", "ac=0..150:10", "--plot", sweep.to_str().unwrap()]));
    assert!(o.status.success(), "{}", stderr(&o));
    let svg = check_svg(
        &sweep,
        "angband hit --skill 100 over ac=0..150:10",
        &["ac (the monster's armour class)", "probability"],
    );
    assert!(svg.contains("617/1000"), "the exact value at ac 50 is in the chart");
    let pmf = dir.join("blow.svg");
    let o = run(&with(&BLOW, &["--plot", pmf.to_str().unwrap()]));
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), stdout(&run(&BLOW)), "a chart of one answer prints the answer as always");
    check_svg(&pmf, "angband blow", &["damage (hit points)", "probability"]);
    let vs = dir.join("vs.svg");
    let o = run(&with(&BLOW, &["--vs", "--dice 3d4", "--plot", vs.to_str().unwrap()]));
    assert!(o.status.success(), "{}", stderr(&o));
    check_svg(&vs, "angband blow", &["--dice 2d5", "--dice 3d4"]);
    // A chart that cannot be drawn leaves no file behind.
    let none = dir.join("none.svg");
    assert!(usage(&with(&HIT, &["--ac", "3", "--plot", none.to_str().unwrap()])).contains("no distribution"));
    assert!(!none.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn refusals_name_the_flag() {
    assert!(usage(&with(&HIT, &["--ac", "3", "--over", "armour=0..3"])).contains("no flag --armour"));
    assert!(usage(&with(&HIT, &["--over", "ac=0..100000"])).contains("at most 1000"));
    assert!(usage(&with(&HIT, &["--over", "ac=5..1"])).contains("below the start"));
    assert!(usage(&with(&HIT, &["--over", "ac=0..9:0"])).contains("step"));
    assert!(usage(&with(&HIT, &["--ac", "3", "--format", "html"])).contains("spoilers"));
    assert!(usage(&with(&HIT, &["--ac", "3", "--cell", "mean"])).contains("--over or --vs"));
    assert!(usage(&with(&HIT, &["--ac", "3", "--json", "--format", "csv"])).contains("--format json"));
    assert!(usage(&with(&HIT, &["--over", "ac=0..9", "--cell", "nonsense"])).contains("no such field"));
    assert!(usage(&with(&HIT, &["--ac", "3", "--vs", "--armour 4"])).contains("no flag --armour"));
    assert!(usage(&["readings", "T1", "--over", "x=1..2"]).contains("rule commands"));
}

/// A value the command refuses leaves its cell empty and says why once; the
/// issue's own example sweeps a pit from 50 feet, above where it is placed.
#[test]
fn refused_values_leave_empty_cells() {
    let o =
        run(&["traps", "trigger", "--kind", "pit", "--exact", "--over", "depth-feet=50..200:50", "--format", "csv"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("depth-feet,mean\n50,\n100,7\n"), "{out}");
    assert!(stderr(&o).contains("at depth-feet=50") && stderr(&o).contains("100 feet"), "{}", stderr(&o));
}
