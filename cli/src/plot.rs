//! The CLI's charts, as SVG drawn with plotters' SVG backend (issue 25, item 3):
//! a line chart of several named series over x, and a bar chart of a
//! distribution. Every chart has a title naming the rule and its inputs,
//! labelled axes with units, and the exact values behind its marks: the SVG's
//! `<desc>` lists them all, and each point or bar carries its own `<title>` (a
//! tooltip in a browser). The spoiler book uses it; a `--plot FILE.svg` on any
//! command can too.

use crate::output::CliError;
use plotters::prelude::*;

/// One mark: where it is drawn, and its exact value as text (`"17/20"`, `"12"`).
#[derive(Debug, Clone, PartialEq)]
pub struct Point {
    /// The x position.
    pub x: f64,
    /// The y position (for display; the exact value is `exact`).
    pub y: f64,
    /// The exact value behind the mark, shown in its `<title>` and the `<desc>`.
    pub exact: String,
}

/// A named series of a line chart.
#[derive(Debug, Clone, PartialEq)]
pub struct Series {
    /// Its name in the legend.
    pub name: String,
    /// Its points, in x order.
    pub points: Vec<Point>,
}

/// What every chart says about itself.
#[derive(Debug, Clone, Copy)]
pub struct Labels<'a> {
    /// The title: the rule and its inputs.
    pub title: &'a str,
    /// The x axis, with its unit (`monster AC (points)`).
    pub x: &'a str,
    /// The y axis, with its unit (`P(hit) (probability)`).
    pub y: &'a str,
}

const WIDTH: u32 = 720;
const HEIGHT: u32 = 420;
const COLOURS: [RGBColor; 6] = [
    RGBColor(31, 119, 180),
    RGBColor(214, 39, 40),
    RGBColor(44, 160, 44),
    RGBColor(148, 103, 189),
    RGBColor(255, 127, 14),
    RGBColor(23, 190, 207),
];

/// The title's font size: 16 px, smaller for a long title so that it fits the
/// width (about 0.56 em per character of a sans-serif font).
fn caption_size(title: &str) -> f64 {
    let chars = title.chars().count().max(1) as f64;
    (f64::from(WIDTH - 24) / (0.56 * chars)).clamp(9.0, 16.0)
}

/// The corner of the plot with the fewest points near it, for the legend.
fn legend_corner(series: &[Series], (x0, x1): (f64, f64), (y0, y1): (f64, f64)) -> SeriesLabelPosition {
    let near = |left: bool, low: bool| {
        let points = series.iter().flat_map(|s| s.points.iter());
        points
            .filter(|p| {
                let fx = (p.x - x0) / (x1 - x0);
                let fy = (p.y - y0) / (y1 - y0);
                (if left { fx < 0.35 } else { fx > 0.65 }) && (if low { fy < 0.4 } else { fy > 0.6 })
            })
            .count()
    };
    let corners = [
        (near(true, true), SeriesLabelPosition::LowerLeft),
        (near(false, true), SeriesLabelPosition::LowerRight),
        (near(true, false), SeriesLabelPosition::UpperLeft),
        (near(false, false), SeriesLabelPosition::UpperRight),
    ];
    corners.into_iter().min_by_key(|(n, _)| *n).map_or(SeriesLabelPosition::UpperRight, |(_, c)| c)
}

/// A tick label: a whole number without decimals, otherwise at most four.
fn tick(v: &f64) -> String {
    if v.fract() == 0.0 {
        format!("{v:.0}")
    } else {
        let s = format!("{v:.4}");
        s.trim_end_matches('0').trim_end_matches('.').to_owned()
    }
}

fn plot_error(e: impl std::fmt::Display) -> CliError {
    CliError::failure(format!("cannot draw the chart: {e}"))
}

/// The range of `values` with a margin, never empty.
fn span(values: impl Iterator<Item = f64>, from_zero: bool) -> (f64, f64) {
    let (mut lo, mut hi) = values.fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), v| (l.min(v), h.max(v)));
    if !lo.is_finite() || !hi.is_finite() {
        return (0.0, 1.0);
    }
    if from_zero {
        lo = lo.min(0.0);
    }
    if hi <= lo {
        hi = lo + 1.0;
    }
    let pad = (hi - lo) * 0.04;
    (if from_zero && lo >= 0.0 { lo } else { lo - pad }, hi + pad)
}

/// A line chart of several named series over x, each point marked (and
/// titled with its exact value).
pub fn line_chart(labels: Labels<'_>, series: &[Series]) -> Result<String, CliError> {
    let all = || series.iter().flat_map(|s| s.points.iter());
    let (x0, x1) = span(all().map(|p| p.x), false);
    let (y0, y1) = span(all().map(|p| p.y), true);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, HEIGHT)).into_drawing_area();
        root.fill(&WHITE).map_err(plot_error)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(labels.title, ("sans-serif", caption_size(labels.title)))
            .margin(12)
            .x_label_area_size(42)
            .y_label_area_size(62)
            .build_cartesian_2d(x0..x1, y0..y1)
            .map_err(plot_error)?;
        chart
            .configure_mesh()
            .x_desc(labels.x)
            .y_desc(labels.y)
            .x_label_formatter(&tick)
            .y_label_formatter(&tick)
            .draw()
            .map_err(plot_error)?;
        for (i, s) in series.iter().enumerate() {
            let colour = COLOURS[i % COLOURS.len()];
            chart
                .draw_series(LineSeries::new(s.points.iter().map(|p| (p.x, p.y)), colour.stroke_width(2)))
                .map_err(plot_error)?
                .label(s.name.as_str())
                .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 18, y)], colour.stroke_width(2)));
            chart
                .draw_series(s.points.iter().map(|p| Circle::new((p.x, p.y), 2, colour.filled())))
                .map_err(plot_error)?;
        }
        if series.len() > 1 {
            chart
                .configure_series_labels()
                .position(legend_corner(series, (x0, x1), (y0, y1)))
                .background_style(WHITE.mix(0.8))
                .border_style(BLACK)
                .draw()
                .map_err(plot_error)?;
        }
        root.present().map_err(plot_error)?;
    }
    let marks: Vec<String> = series
        .iter()
        .flat_map(|s| s.points.iter().map(move |p| format!("{}: x = {}, y = {}", s.name, p.x, p.exact)))
        .collect();
    Ok(annotate(svg, labels, "circle", &marks))
}

/// A bar chart of a distribution: one bar per value, its height the
/// probability (each bar titled with its exact value).
pub fn bar_chart(labels: Labels<'_>, bars: &[Point]) -> Result<String, CliError> {
    let (x0, x1) = span(bars.iter().flat_map(|p| [p.x - 0.5, p.x + 0.5]), false);
    let (y0, y1) = span(bars.iter().map(|p| p.y), true);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, HEIGHT)).into_drawing_area();
        root.fill(&WHITE).map_err(plot_error)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(labels.title, ("sans-serif", caption_size(labels.title)))
            .margin(12)
            .x_label_area_size(42)
            .y_label_area_size(62)
            .build_cartesian_2d(x0..x1, y0..y1)
            .map_err(plot_error)?;
        chart
            .configure_mesh()
            .x_desc(labels.x)
            .y_desc(labels.y)
            .x_label_formatter(&tick)
            .y_label_formatter(&tick)
            .draw()
            .map_err(plot_error)?;
        // The mesh is drawn before the bars: the bars are the only `rect`s after it.
        chart
            .draw_series(bars.iter().map(|p| Rectangle::new([(p.x - 0.4, 0.0), (p.x + 0.4, p.y)], COLOURS[0].filled())))
            .map_err(plot_error)?;
        root.present().map_err(plot_error)?;
    }
    let marks: Vec<String> = bars.iter().map(|p| format!("x = {}, y = {}", p.x, p.exact)).collect();
    Ok(annotate(svg, labels, "rect", &marks))
}

/// Escapes text for XML.
pub fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Adds the chart's `<title>` and `<desc>` (every exact value) after the
/// opening `<svg>` tag, and a `<title>` to each of the last `marks.len()`
/// elements named `element` (the marks, drawn last).
fn annotate(svg: String, labels: Labels<'_>, element: &str, marks: &[String]) -> String {
    let open = format!("<{element} ");
    let starts: Vec<usize> = svg.match_indices(&open).map(|(i, _)| i).collect();
    let mut out = String::with_capacity(svg.len() + marks.iter().map(|m| m.len() + 40).sum::<usize>());
    let first_mark = starts.len().saturating_sub(marks.len());
    let mut at = 0;
    for (k, &start) in starts.iter().enumerate().skip(first_mark) {
        let Some(end) = svg[start..].find("/>").map(|e| start + e) else { break };
        out.push_str(&svg[at..end]);
        out.push_str(&format!("><title>{}</title></{element}>", xml_escape(&marks[k - first_mark])));
        at = end + 2;
    }
    out.push_str(&svg[at..]);
    let head = format!(
        "<title>{}</title>\n<desc>x: {}; y: {}. Exact values: {}</desc>\n",
        xml_escape(labels.title),
        xml_escape(labels.x),
        xml_escape(labels.y),
        xml_escape(&marks.join("; "))
    );
    match out.find("<svg").and_then(|s| out[s..].find('>').map(|e| s + e + 1)) {
        Some(after) => {
            out.insert_str(after, &format!("\n{head}"));
            out
        }
        None => out,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_chart_titles_every_point() {
        let s = Series {
            name: "a".into(),
            points: (0..3).map(|i| Point { x: f64::from(i), y: f64::from(i) / 2.0, exact: format!("{i}/2") }).collect(),
        };
        let svg = line_chart(Labels { title: "T <1>", x: "x (u)", y: "y (v)" }, &[s]).unwrap();
        assert!(svg.contains("<title>T &lt;1&gt;</title>"));
        assert_eq!(svg.matches("<title>a: x = ").count(), 3, "{svg}");
        assert!(svg.contains("a: x = 2, y = 2/2"));
    }

    #[test]
    fn a_bar_chart_titles_every_bar() {
        let bars: Vec<Point> = (1..=6).map(|i| Point { x: f64::from(i), y: 1.0 / 6.0, exact: "1/6".into() }).collect();
        let svg = bar_chart(Labels { title: "1d6", x: "roll (points)", y: "probability" }, &bars).unwrap();
        assert_eq!(svg.matches("<title>x = ").count(), 6, "{svg}");
    }
}
