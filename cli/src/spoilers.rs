//! `spoilers --out DIR`: the spoiler book (issue 25, item 5). An index and one
//! page per rule source (seeds 000-004), every table regenerated from the rules
//! as the book is written: by running the command that prints it (captured, not
//! pasted), or, for the tables no command prints yet, straight from the
//! library's lookups. Each table cites its seed section and the readings it
//! applies (the "RULINGS" numbers in it, explained from the CLI's own account of
//! the readings). Charts (SVG, [`crate::plot`]) sit beside the tables, and one
//! page lists where a regenerated table differs from the seed's printed one.
//! `--format html` writes the whole book as one self-contained page instead.

use crate::output::{CliError, CliResult, capture, fraction, to_f64};
use crate::plot::{self, Labels, Point, Series};
use clap::Args;
use num_rational::BigRational;
use roguerules_melee::angband::{
    Character, Class as AngbandClass, CritTable, Dice, Melee, Monster, Stat, Weapon, Weight, blow_damage_pmf,
    blows_table, crit_odds, hit_chance,
};
use roguerules_projection::object::destroy_chance;
use roguerules_projection::{Gf, ObjectClass, ObjectInput};
use roguerules_tabletop::attack_roll::{AttackRollInput, success_probability};
use roguerules_tabletop::conditions::{ACTIONS, ActionEffect, ActionTime, Condition, Modifier};
use roguerules_tabletop::tables::{
    Class as TabletopClass, EXCEPTIONAL_MASS_ROWS, MOVEMENT_ROWS, RETREAT_PENALTY_ROWS, StrengthDevice, aim_rows,
    class_damage_bonus, class_interposition, class_speed_factor, dexterity_row, exceptional_mass_bonus,
    multiple_attacks, plus_row, segment_for_speed_factor, squares_rows, strength_device, strength_row,
};
use roguerules_traps::average_power;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The book's format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BookFormat {
    /// An index, one Markdown page per source, the charts as SVG files beside them.
    Markdown,
    /// One self-contained HTML page (`index.html`), the charts inline.
    Html,
}

#[derive(Debug, Args)]
pub struct SpoilersArgs {
    /// The folder to write the book into (created if missing; files of the same names are replaced), e.g. book
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// The book's format, from the global `--format`: markdown (the default; pages with SVG files beside them)
    /// or html (one self-contained page)
    #[arg(skip = BookFormat::Markdown)]
    pub format: BookFormat,
}

/// One block of a page.
#[derive(Debug)]
enum Block {
    /// A table printed by a command of this tool, run as the book is written.
    Command { heading: String, section: String, command: String, text: String },
    /// A table built here from the library's lookups (no command prints it whole).
    Built { heading: String, section: String, note: String, text: String },
    /// A table the code cannot regenerate yet.
    Missing { heading: String, section: String, why: String },
    /// A chart, with the values behind it.
    Chart { heading: String, file: String, svg: String, values: Vec<(String, Vec<(String, String)>)> },
    /// A paragraph of Markdown.
    Text(String),
}

/// One page: a source, or the misprints.
#[derive(Debug)]
struct Page {
    /// The file name without extension (`seed-004-traps`).
    file: &'static str,
    title: String,
    /// What the source is and which crate implements it.
    intro: String,
    blocks: Vec<Block>,
}

/// Runs `roguerules <command>` in this process and returns what it printed.
fn run_captured(command: &str) -> Result<String, CliError> {
    let args: Vec<&str> = command.split_whitespace().collect();
    let (result, text) = capture(|| crate::run_args(&args));
    result.map_err(|e| CliError::failure(format!("spoilers: `roguerules {command}` failed: {e}")))?;
    Ok(text)
}

fn command(heading: &str, section: &str, command: &str) -> Result<Block, CliError> {
    Ok(Block::Command {
        heading: heading.to_owned(),
        section: section.to_owned(),
        command: command.to_owned(),
        text: run_captured(command)?,
    })
}

fn missing(heading: &str, section: &str, why: &str) -> Block {
    Block::Missing { heading: heading.to_owned(), section: section.to_owned(), why: why.to_owned() }
}

/// The `RULINGS` ids a text cites (`RULINGS T1, T2` gives T1 and T2; `T1:` after
/// a semicolon too), in order of first appearance.
fn cited_readings(text: &str) -> Vec<String> {
    let mut ids: Vec<String> = Vec::new();
    for (i, _) in text.match_indices("RULINGS ") {
        let rest = &text[i + "RULINGS ".len()..];
        let end = rest.find([')', ':', '\n']).unwrap_or(rest.len());
        for word in rest[..end].split([',', ';', ' ']) {
            let w = word.trim_matches(|c: char| !c.is_ascii_alphanumeric());
            let is_id = w.len() >= 2
                && w.starts_with(|c: char| c.is_ascii_uppercase())
                && w[1..].chars().all(|c| c.is_ascii_digit());
            if is_id && !ids.iter().any(|x| x == w) {
                ids.push(w.to_owned());
            }
        }
    }
    ids
}

/// The readings a block applies, as Markdown: each id with its title.
fn readings_line(text: &str, section: &str) -> String {
    let mut ids = cited_readings(text);
    for id in cited_readings(section) {
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    if ids.is_empty() {
        return "Readings applied: none numbered (the seed's text is read as written).".to_owned();
    }
    let all = crate::readings::titles();
    let named: Vec<String> = ids
        .iter()
        .map(|id| match all.iter().find(|(i, _)| i.eq_ignore_ascii_case(id)) {
            Some((_, title)) => format!("RULINGS {id} ({title})"),
            None => format!("RULINGS {id}"),
        })
        .collect();
    format!("Readings applied: {} (`roguerules readings {}` explains them).", named.join("; "), ids.join(" "))
}

// ---------------------------------------------------------------------------
// Charts
// ---------------------------------------------------------------------------

fn chart_values(series: &[Series]) -> Vec<(String, Vec<(String, String)>)> {
    series
        .iter()
        .map(|s| (s.name.clone(), s.points.iter().map(|p| (p.x.to_string(), p.exact.clone())).collect()))
        .collect()
}

/// Hit chance against AC 0..=150 for a few skills (seed 003, "Chance to hit").
fn hit_chart() -> Result<Block, CliError> {
    let series: Vec<Series> = [50, 100, 150, 200]
        .iter()
        .map(|&skill| Series {
            name: format!("skill {skill}"),
            points: (0..=150u16)
                .step_by(5)
                .map(|ac| {
                    let p = hit_chance(skill, ac, true);
                    Point { x: f64::from(ac), y: to_f64(&p), exact: fraction(&p) }
                })
                .collect(),
        })
        .collect();
    let labels = Labels {
        title: "Angband 2.7.9v6 melee hit chance against AC (seed 003; visible monster; skills 50-200)",
        x: "monster armour class (AC points)",
        y: "P(hit) (probability, 0..1)",
    };
    Ok(Block::Chart {
        heading: "Chart: hit chance against armour class".to_owned(),
        file: "hit-chance-vs-ac.svg".to_owned(),
        svg: plot::line_chart(labels, &series)?,
        values: chart_values(&series),
    })
}

/// The damage of one blow: the tour's warrior (seed 003, "Damage").
fn damage_chart() -> Result<Block, CliError> {
    let stat = |s: &str| s.parse::<Stat>().map_err(|e| CliError::failure(format!("spoilers: {e}")));
    let dice = Dice::new(2, 5).map_err(|e| CliError::failure(format!("spoilers: {e}")))?;
    let mut c = Character::new(AngbandClass::Warrior, stat("18/100")?, stat("18/50")?);
    c.level = 20;
    c.weapon = Some(Weapon { dice, weight: Weight::from_tenths(150), ..Weapon::default() });
    let melee = Melee::of(&c).map_err(|e| CliError::failure(format!("spoilers: {e}")))?;
    let pmf = blow_damage_pmf(&melee, &Monster::new(36)).map_err(|e| CliError::failure(format!("spoilers: {e}")))?;
    let bars: Vec<Point> =
        pmf.iter().map(|(v, p)| Point { x: *v as f64, y: to_f64(&p), exact: fraction(&p) }).collect();
    let labels = Labels {
        title: "Angband 2.7.9v6 damage of one blow (seed 003): level-20 warrior, STR 18/100, DEX 18/50, 2d5 15 lb weapon, AC 36",
        x: "damage (hit points)",
        y: "probability (0..1)",
    };
    let svg = plot::bar_chart(labels, &bars)?;
    let values = vec![("P(damage)".to_owned(), bars.iter().map(|p| (p.x.to_string(), p.exact.clone())).collect())];
    Ok(Block::Chart {
        heading: "Chart: the damage of one blow".to_owned(),
        file: "blow-damage.svg".to_owned(),
        svg,
        values,
    })
}

/// Average player-trap power by character level (seed 004, "Player Traps").
fn power_chart() -> Result<Block, CliError> {
    let points = (1..=50)
        .map(|level| {
            let p = average_power(level).map_err(|e| CliError::failure(format!("spoilers: {e}")))?;
            Ok(Point { x: level as f64, y: to_f64(&p), exact: fraction(&p) })
        })
        .collect::<Result<Vec<_>, CliError>>()?;
    let series = [Series { name: "average power".to_owned(), points }];
    let labels = Labels {
        title: "Oangband average player-trap power by character level (seed 004; levels 1-50)",
        x: "character level (levels)",
        y: "average trap power (power points)",
    };
    Ok(Block::Chart {
        heading: "Chart: trap power by character level".to_owned(),
        file: "trap-power-by-level.svg".to_owned(),
        svg: plot::line_chart(labels, &series)?,
        values: chart_values(&series),
    })
}

/// The chance that a floor object is destroyed, by damage (seed 000, "Destruction
/// of floor objects").
fn object_chart() -> Result<Block, CliError> {
    let cases = [
        ("acid on soft armour", Gf::Acid, ObjectClass::SoftArmor),
        ("fire on a scroll", Gf::Fire, ObjectClass::Scroll),
    ];
    let series = cases
        .iter()
        .map(|&(name, gf, class)| {
            let points = (0..=64i64)
                .step_by(2)
                .map(|dam| {
                    let p = destroy_chance(&ObjectInput::new(gf, dam, class))
                        .map_err(|e| CliError::failure(format!("spoilers: {e}")))?;
                    Ok(Point { x: dam as f64, y: to_f64(&p), exact: fraction(&p) })
                })
                .collect::<Result<Vec<_>, CliError>>()?;
            Ok(Series { name: name.to_owned(), points })
        })
        .collect::<Result<Vec<_>, CliError>>()?;
    let labels = Labels {
        title: "Oangband: chance a floor object is destroyed by a damage type (seed 000; ordinary object, seed reading)",
        x: "damage (hit points)",
        y: "P(destroyed) (probability, 0..1)",
    };
    Ok(Block::Chart {
        heading: "Chart: floor objects destroyed, by damage".to_owned(),
        file: "object-destroyed-by-damage.svg".to_owned(),
        svg: plot::line_chart(labels, &series)?,
        values: chart_values(&series),
    })
}

/// The chance that an attack succeeds, by attack value (seed 002, sections D
/// and H; the nominal miss chance of 10).
fn attack_chart() -> Result<Block, CliError> {
    let points = (0..=120i64)
        .step_by(2)
        .map(|value| {
            let p = success_probability(&AttackRollInput::new(value)).map_err(tabletop_error)?;
            Ok(Point { x: value as f64, y: to_f64(&p), exact: fraction(&p) })
        })
        .collect::<Result<Vec<_>, CliError>>()?;
    let series = [Series { name: "P(success)".to_owned(), points }];
    let labels = Labels {
        title: "Tabletop RPG: chance an attack succeeds by attack value (seed 002, sections D and H; miss chance 10)",
        x: "attack value (points)",
        y: "P(success) (probability, 0..1)",
    };
    Ok(Block::Chart {
        heading: "Chart: an attack's success by attack value".to_owned(),
        file: "attack-success-by-value.svg".to_owned(),
        svg: plot::line_chart(labels, &series)?,
        values: chart_values(&series),
    })
}

/// The chance of a critical hit by weapon weight (seed 003, "Critical hits").
fn crit_chart() -> Result<Block, CliError> {
    let series: Vec<Series> = [1u8, 25, 50]
        .iter()
        .map(|&level| Series {
            name: format!("level {level}"),
            points: (1..=40u16)
                .map(|pounds| {
                    let odds = crit_odds(CritTable::Melee, Weight::from_tenths(pounds * 10), 10, level);
                    let p = BigRational::from_integer(1.into()) - odds.none;
                    Point { x: f64::from(pounds), y: to_f64(&p), exact: fraction(&p) }
                })
                .collect(),
        })
        .collect();
    let labels = Labels {
        title: "Angband 2.7.9v6 melee critical-hit chance by weapon weight (seed 003; +10 to hit; levels 1, 25, 50)",
        x: "weapon weight (pounds)",
        y: "P(critical hit | hit) (probability, 0..1)",
    };
    Ok(Block::Chart {
        heading: "Chart: critical-hit chance by weapon weight".to_owned(),
        file: "crit-chance-by-weight.svg".to_owned(),
        svg: plot::line_chart(labels, &series)?,
        values: chart_values(&series),
    })
}

// ---------------------------------------------------------------------------
// Tables built from the library's lookups
// ---------------------------------------------------------------------------

fn tabletop_error(e: impl std::fmt::Display) -> CliError {
    CliError::failure(format!("spoilers: {e}"))
}

/// A Table 12/13/14/19-shaped table: level 1..=30 by class.
fn class_level_table(cell: impl Fn(TabletopClass, i64) -> Result<String, CliError>) -> Result<String, CliError> {
    let classes = TabletopClass::ALL;
    let mut out = String::from("Lv");
    for c in classes {
        let _ = write!(out, " {:>7}", short(c.label()));
    }
    out.push('\n');
    for level in 1..=30 {
        let _ = write!(out, "{level:>2}");
        for &c in classes {
            let _ = write!(out, " {:>7}", cell(c, level)?);
        }
        out.push('\n');
    }
    Ok(out)
}

/// A short column name: the first word, at most 7 characters.
fn short(label: &str) -> String {
    label.split([' ', '/']).next().unwrap_or(label).chars().take(7).collect()
}

fn tabletop_blocks() -> Result<Vec<Block>, CliError> {
    let built = |heading: &str, section: &str, note: &str, text: String| Block::Built {
        heading: heading.to_owned(),
        section: section.to_owned(),
        note: note.to_owned(),
        text,
    };
    let mut blocks = Vec::new();
    // Table 1 by speed factor: each run of factors giving one segment.
    let mut t = String::from("speed factor  segment\n");
    let mut from = -5i64;
    for factor in -5..=40i64 {
        let seg = segment_for_speed_factor(factor);
        if factor == 40 || segment_for_speed_factor(factor + 1) != seg {
            let range = if from == -5 { format!("<= {factor}") } else { format!("{from}..{factor}") };
            let range = if factor == 40 { format!(">= {from}") } else { range };
            let _ = writeln!(t, "{range:>12}  {seg:>7}");
            from = factor + 1;
        }
    }
    blocks.push(built(
        "Table 1: Segment of Attack",
        "section I, Table 1 (RULINGS B13)",
        "segment_for_speed_factor(factor)",
        t,
    ));
    blocks.push(missing(
        "Tables 2 and 3: absorption effects and body slot limits",
        "sections Q and R, Tables 2 and 3",
        "rules in words (no numbers to compute); no command prints them yet",
    ));
    let mut t = String::from("STR  attack  damage  encumbrance x1000\n");
    for s in 1..=55 {
        let r = strength_row(s).map_err(tabletop_error)?;
        let _ = writeln!(t, "{s:>3}  {:>6}  {:>6}  {:>17}", r.attack_modifier, r.damage_bonus, r.enc_multiplier_milli);
    }
    blocks.push(built(
        "Table 4: Strength effects",
        "Table 4 (its caption lost in conversion)",
        "strength_row(1..=55)",
        t,
    ));
    let mut t = String::from("DEX  attack  speed\n");
    for d in 1..=41 {
        let (a, s) = dexterity_row(d).map_err(tabletop_error)?;
        let _ = writeln!(t, "{d:>3}  {a:>6}  {s:>5}");
    }
    blocks.push(built("Table 5: Dexterity effects", "Table 5", "dexterity_row(1..=41)", t));
    blocks.push(missing(
        "Tables 6-9: armour, shields, melee weapons, missile and thrown weapons",
        "Tables 6-9",
        "read per item by `tabletop attack-value` (line by line for a sheet); no command prints the whole tables yet",
    ));
    let mut t = String::from("plus  armour  shield  weapon\n");
    for plus in 0..=10 {
        let (a, sh, w) = plus_row(plus).map_err(tabletop_error)?;
        let _ = writeln!(t, "{plus:>4}  {a:>6}  {sh:>6}  {w:>6}");
    }
    blocks.push(built("Table 10: Magical plus attack modifiers", "Table 10 (RULINGS B21)", "plus_row(0..=10)", t));
    blocks.push(missing(
        "Table 11: Class attack (and parry) factor",
        "section A, Table 11",
        "read per class and level by `tabletop attack-value`; no command prints the whole table yet",
    ));
    let speed = class_level_table(|c, l| class_speed_factor(c, l).map(|v| v.to_string()).map_err(tabletop_error))?;
    blocks.push(built("Table 12: Speed factor", "section I, Table 12", "class_speed_factor(class, 1..=30)", speed));
    let dmg = class_level_table(|c, l| class_damage_bonus(c, l).map(|v| v.to_string()).map_err(tabletop_error))?;
    blocks.push(built("Table 13: Damage bonus", "section E, Table 13", "class_damage_bonus(class, 1..=30)", dmg));
    let interp = class_level_table(|c, l| class_interposition(c, l).map(|v| v.to_string()).map_err(tabletop_error))?;
    blocks.push(built(
        "Table 14: Shield interposition",
        "section J, Table 14",
        "class_interposition(class, 1..=30)",
        interp,
    ));
    let mut t = String::from("weight (encumbrance points)  bonus\n");
    for (lo, hi, _) in EXCEPTIONAL_MASS_ROWS {
        let bonus = exceptional_mass_bonus(lo).map_err(tabletop_error)?;
        let _ = writeln!(t, "{:>27}  {bonus:>5}", format!("{lo}..{}", hi - 1));
    }
    blocks.push(built(
        "Table 15: Exceptional mass modifiers",
        "section E, Table 15 (RULINGS B17)",
        "exceptional_mass_bonus(weight) at each row's lowest weight",
        t,
    ));
    let mut t = String::from("encumbrance  feet/round  % of base rate\n");
    for (lo, hi, feet, pct) in MOVEMENT_ROWS {
        let _ = writeln!(t, "{:>11}  {feet:>10}  {pct:>14}", format!("{lo}..{hi}"));
    }
    blocks.push(built(
        "Table 16: Movement rate versus encumbrance",
        "section L, Table 16 (RULINGS B14)",
        "MOVEMENT_ROWS, the rows `tabletop movement` reads",
        t,
    ));
    let mut t = String::from("fraction needed to stay engaged (at most)  combat penalty\n");
    for ((num, den), penalty) in RETREAT_PENALTY_ROWS {
        let _ = writeln!(t, "{:>41}  {penalty:>14}", format!("{num}/{den}"));
    }
    blocks.push(built(
        "Table 17: Combat penalty when attacking a retreating foe",
        "section M, Table 17 (RULINGS B5)",
        "RETREAT_PENALTY_ROWS, the rows `tabletop disengage` reads",
        t,
    ));
    let mut t = String::from("feet/round (from..to)  squares  per segment\n");
    for (lo, hi, squares, per) in squares_rows() {
        let per: Vec<String> = per.iter().map(ToString::to_string).collect();
        let _ = writeln!(
            t,
            "{:>9}..{:<9}  {squares:>9}  {}",
            format!("{}.{}", lo / 10, lo % 10),
            format!("{}.{}", hi / 10, hi % 10),
            per.join(" ")
        );
    }
    blocks.push(built(
        "Table 18: Movement rate in 5' squares",
        "section L, Table 18 (RULINGS B15)",
        "squares_rows()",
        t,
    ));
    let attacks = class_level_table(|c, l| multiple_attacks(c, l).map(|v| v.to_string()).map_err(tabletop_error))?;
    blocks.push(built("Table 19: Multiple attacks", "section N, Table 19", "multiple_attacks(class, 1..=30)", attacks));
    let modifier = |m: Modifier| match m {
        Modifier::None => "-".to_owned(),
        Modifier::Points(p) => format!("{p:+}"),
        Modifier::FreeAttackOr(p) => format!("free attack or {p:+}"),
    };
    let mut t = String::from("condition                   attacking  attacked              can interpose\n");
    for c in Condition::ALL {
        let _ = writeln!(
            t,
            "{:<26}  {:<9}  {:<20}  {}",
            format!("{c:?}"),
            modifier(c.attacking()),
            modifier(c.attacked()),
            if c.can_interpose() { "yes" } else { "no" }
        );
    }
    blocks.push(built(
        "Table 20: Conditions",
        "Table 20 (RULINGS B29)",
        "Condition::ALL with attacking(), attacked(), can_interpose()",
        t,
    ));
    let devices = [
        ("Ogre", StrengthDevice::OgrePower),
        ("Giant", StrengthDevice::GiantStrength),
        ("x1", StrengthDevice::Times(1)),
        ("x2", StrengthDevice::Times(2)),
        ("x3", StrengthDevice::Times(3)),
        ("x4", StrengthDevice::Times(4)),
    ];
    let mut t = String::from("STR");
    for (name, _) in devices {
        let _ = write!(t, " {name:>5}");
    }
    t.push('\n');
    for strength in -3..=54 {
        let _ = write!(t, "{strength:>3}");
        for (_, device) in devices {
            let _ = write!(t, " {:>5}", strength_device(strength, device).map_err(tabletop_error)?);
        }
        t.push('\n');
    }
    blocks.push(built(
        "Table 21: Strength increasing devices",
        "Table 21 (RULINGS B22)",
        "strength_device(-3..=54, device)",
        t,
    ));
    let mut t =
        String::from("rolls     deviation (feet) by segments of aim: 1/4 1/2 1 2 3 4 5 6 (0 is the seed's \"-\")\n");
    for (lo, hi, cols) in aim_rows() {
        let cols: Vec<String> = cols.iter().map(|c| format!("{c:>3}")).collect();
        let _ = writeln!(t, "{lo:>3}..{hi:<4}  {}", cols.join(" "));
    }
    blocks.push(built("Table 22: Segments of aim", "Table 22 (RULINGS B23)", "aim_rows()", t));
    let time = |t: ActionTime| match t {
        ActionTime::Segments(n) => format!("{n} segment{}", if n == 1 { "" } else { "s" }),
        ActionTime::Free => "free".to_owned(),
        ActionTime::Sixteenth => "1/16 segment".to_owned(),
        ActionTime::Unknown => "?".to_owned(),
        ActionTime::ByLevel => "by level".to_owned(),
    };
    let effect = |e: ActionEffect| match e {
        ActionEffect::Blank => String::new(),
        ActionEffect::Unknown => "?".to_owned(),
        ActionEffect::NoEffect => "no effect".to_owned(),
        ActionEffect::NextAttackOnYou(p) => format!("next attack on you {p:+}"),
        ActionEffect::FreeAttackOr(p) => format!("free attack or {p:+}"),
    };
    let mut t = String::from("action                                  time           in combat effect\n");
    for a in ACTIONS {
        let _ = writeln!(t, "{:<38}  {:<13}  {}", a.name, time(a.time), effect(a.effect));
    }
    blocks.push(built("Table 23: Action timing", "Table 23 (RULINGS B29, B5)", "ACTIONS", t));
    Ok(blocks)
}

/// Seed 003's blows table (dexterity row by strength-weaponry index).
fn blows_table_text() -> String {
    let mut t = String::from("DEX row \\ SWI");
    for swi in 0..=11 {
        let _ = write!(t, " {:>3}", if swi == 11 { "11+".to_owned() } else { swi.to_string() });
    }
    t.push('\n');
    for row in 0..=11usize {
        let _ = write!(t, "{row:>13}");
        for swi in 0..=11u32 {
            match blows_table(row, swi) {
                Some(b) => {
                    let _ = write!(t, " {b:>3}");
                }
                None => t.push_str("   -"),
            }
        }
        t.push('\n');
    }
    t
}

// ---------------------------------------------------------------------------
// The pages
// ---------------------------------------------------------------------------

fn pages() -> Result<Vec<Page>, CliError> {
    let mut out = Vec::new();
    out.push(Page {
        file: "seed-000-projection",
        title: "Seed 000: Oangband damage types (GF_*)".to_owned(),
        intro: "Terrain adjustment, resistances and side effects on monsters; effects on terrain; destruction of \
                floor objects; the player's side. Implemented by the `roguerules-projection` crate."
            .to_owned(),
        blocks: vec![
            command("The monster table", "the monster table, notes (a)-(O), final notes i-v", "project table")?,
            command("The player table", "the player table, notes (a)-(Y)", "project player-table")?,
            command(
                "The player table as Oangband 1.1.0 plays it",
                "the player table, read as the released game's code (the game reading)",
                "project player-table --reading oangband-1.1.0",
            )?,
            command(
                "A floor object: acid of 60 on soft armour",
                "destruction of floor objects",
                "project object --gf acid --dam 60 --class soft-armor --exact",
            )?,
            object_chart()?,
        ],
    });
    out.push(Page {
        file: "seed-001-powder",
        title: "Seed 001: POWDER's to-hit and damage procedure".to_owned(),
        intro: "Attack roll, AC roll, critical threat, dodge and parry, damage reduction, multipliers, enchant bonus, \
                and the worked example. Implemented by `roguerules-melee` (module `powder`)."
            .to_owned(),
        blocks: vec![
            command(
                "The worked example, roll by roll",
                "the worked example (Fred and the troll; RULINGS W7)",
                "powder example",
            )?,
            command(
                "Exact odds of one attack",
                "the to-hit and damage procedure",
                "powder attack --physical 6 --damage 1d4+1 --body 5:1 --shield 2:1 --size larger --exact",
            )?,
        ],
    });
    let mut tabletop = vec![Block::Text(
        "Tables 1-23 of the rules. Where a command reads a table per value, the whole table is built here from the \
         same lookups the rules call; the tables no code prints whole yet are listed as such, not pasted."
            .to_owned(),
    )];
    tabletop.push(command(
        "Rolling an attack: attack value 15, exactly",
        "sections D and H (RULINGS B9, B10)",
        "tabletop roll --attack-value 15 --exact",
    )?);
    tabletop.push(attack_chart()?);
    tabletop.extend(tabletop_blocks()?);
    out.push(Page {
        file: "seed-002-tabletop",
        title: "Seed 002: the tabletop RPG's combat rules".to_owned(),
        intro: "Attack value, missiles, rolling an attack, damage, overhit, segments, shields, parry, movement, \
                disengage, attacks per round, absorption, item slots and Tables 1-23. Implemented by \
                `roguerules-tabletop`."
            .to_owned(),
        blocks: tabletop,
    });
    out.push(Page {
        file: "seed-003-angband",
        title: "Seed 003: Angband 2.7.9v6 attacks".to_owned(),
        intro: "Blows per round, melee and missile skill, hit chance, critical hits, damage, slays and brands, \
                launchers, breakage. Implemented by `roguerules-melee` (module `angband`)."
            .to_owned(),
        blocks: vec![
            Block::Built {
                heading: "The blows table".to_owned(),
                section: "\"Blows per round\" (RULINGS M5); `angband blows` walks one character through it".to_owned(),
                note: "blows_table(dex_row, swi)".to_owned(),
                text: blows_table_text(),
            },
            command(
                "Blows per round, step by step",
                "\"Blows per round\"",
                "angband blows --class warrior --str 18/100 --dex 18/50 --weight 12.5",
            )?,
            command("Hit chance: skill 100 against AC 60", "\"Chance to hit\"", "angband hit --skill 100 --ac 60")?,
            hit_chart()?,
            command(
                "Critical hits: a 12 lb weapon, +10, level 30",
                "\"Critical hits\" (melee)",
                "angband crit --weight 12 --bonus 10 --level 30",
            )?,
            crit_chart()?,
            command(
                "Critical hits: a missile of 0.2 lb, +12, level 30",
                "\"Critical hits\" (missiles; RULINGS M6)",
                "angband crit --weight 0.2 --bonus 12 --level 30 --missile",
            )?,
            damage_chart()?,
        ],
    });
    out.push(Page {
        file: "seed-004-traps",
        title: "Seed 004: Oangband traps".to_owned(),
        intro: "Dungeon traps, chest traps (the 0..99 table and the per-chest distributions), chest trap effects, \
                player-set traps. Implemented by `roguerules-traps`."
            .to_owned(),
        blocks: vec![
            command("Chest trap sets, per chest", "\"Chest Traps\", the per-chest distributions", "traps chest --all")?,
            command("Player trap power by level", "\"Player Traps\", trap power", "traps power --all")?,
            power_chart()?,
            command("Dungeon traps at 500 feet", "\"Dungeon Traps\", trap creation", "traps dungeon --depth-feet 500")?,
        ],
    });
    out.push(misprints_page()?);
    Ok(out)
}

/// The seed's printed tables where they differ from the regenerated ones. The
/// printed figures are the ones the code records with its readings (the tests
/// compare them with the seed, which a clone does not carry); the regenerated
/// figure is computed now.
fn misprints_page() -> Result<Page, CliError> {
    let err = |e: roguerules_traps::TrapError| CliError::failure(format!("spoilers: {e}"));
    let level6 = average_power(6).map_err(err)?;
    let steel = roguerules_traps::trap_set_counts(roguerules_traps::Chest::LargeSteel.native_depth())
        .map_err(err)?
        .into_iter()
        .find(|r| r.traps == roguerules_traps::ChestTraps::EXPLODE | roguerules_traps::ChestTraps::SUMMON)
        .map(|r| r.count)
        .unwrap_or(0);
    let squares48 = squares_rows()
        .iter()
        .find(|r| r.2 == 48)
        .map(|r| r.3.iter().map(ToString::to_string).collect::<Vec<_>>().join(", "))
        .unwrap_or_default();
    let powder = run_captured("powder example")?;
    let troll = powder.lines().find(|l| l.contains("12 + 7 - 10")).unwrap_or("").trim().to_owned();
    let rows = [
        (
            "004",
            "Per-chest table, Large steel chest, \"explode, summon\"",
            "3223 (0.49123)",
            format!("{steel} ({:.5})", steel as f64 / 6561.0),
            "T1",
        ),
        ("004", "Average player trap power, level 6", "10.5", crate::output::decimal(to_f64(&level6)), "T1"),
        ("001", "Worked example, the troll's attack roll", "8+7-10=5", troll, "W7 (the erratum: `powder example`)"),
        ("002", "Table 18, the 48-squares row, per segment", "9, 10, 9, 10, 9 (adds to 47)", squares48, "B15"),
    ];
    let mut t = String::from("| seed | table | printed | regenerated | reading |\n|---|---|---|---|---|\n");
    for (seed, table, printed, regen, reading) in rows {
        let _ = writeln!(t, "| {seed} | {table} | {printed} | {regen} | {reading} |");
    }
    Ok(Page {
        file: "misprints",
        title: "Where a regenerated table differs from the seed's".to_owned(),
        intro: "Every other printed figure of the seeds' tables follows from the rules. The printed figures below \
                are the ones the project records with its readings (RULINGS T1, B15 and W7, the POWDER example's \
                erratum, checked against the seeds by the crates' tests: `traps/tests/seed_tables.rs`, \
                `melee/tests/powder_example.rs`, `tabletop/tests/tables.rs`); the regenerated figures are computed \
                as this page is written. Then the places where the seeds' rules and the released Oangband 1.1.0 \
                differ, as `traps errata` and `project errata` compute them."
            .to_owned(),
        blocks: vec![
            Block::Text(t),
            command("Traps: the seed against Oangband 1.1.0", "seed 004 (the game reading)", "traps errata")?,
            command("Damage types: the seed against Oangband 1.1.0", "seed 000 (the game reading)", "project errata")?,
        ],
    })
}

// ---------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------

fn values_table_md(values: &[(String, Vec<(String, String)>)]) -> String {
    let mut s = String::new();
    for (name, pts) in values {
        let _ = writeln!(s, "<details><summary>The exact values behind the marks: {name}</summary>\n");
        s.push_str("| x | exact value |\n|---|---|\n");
        for (x, v) in pts {
            let _ = writeln!(s, "| {x} | {v} |");
        }
        s.push_str("\n</details>\n\n");
    }
    s
}

fn page_markdown(p: &Page) -> String {
    let mut s = format!("# {}\n\n[Index](index.md)\n\n{}\n\n", p.title, p.intro);
    for b in &p.blocks {
        match b {
            Block::Command { heading, section, command, text } => {
                let _ = write!(
                    s,
                    "## {heading}\n\nSeed section: {section}. Regenerated by `roguerules {command}`.\n{}\n\n```text\n{}```\n\n",
                    readings_line(text, section),
                    text
                );
            }
            Block::Built { heading, section, note, text } => {
                let _ = write!(
                    s,
                    "## {heading}\n\nSeed section: {section}. Regenerated from the library's `{note}`.\n{}\n\n```text\n{}```\n\n",
                    readings_line(text, section),
                    text
                );
            }
            Block::Missing { heading, section, why } => {
                let _ = write!(s, "## {heading}\n\nSeed section: {section}. Not regenerated yet: {why}.\n\n");
            }
            Block::Chart { heading, file, values, .. } => {
                let _ = write!(s, "## {heading}\n\n![{heading}]({file})\n\n{}", values_table_md(values));
            }
            Block::Text(t) => {
                let _ = write!(s, "{t}\n\n");
            }
        }
    }
    s
}

fn index_markdown(pages: &[Page]) -> String {
    let mut s = String::from(
        "# The roguerules spoiler book\n\nEvery table here was regenerated from the rules by `roguerules spoilers` \
         (the command named under each table prints it alone); every chart is drawn from the same computations, \
         its exact values listed beside it and in the SVG. \"RULINGS T1\" is a numbered reading of an unclear \
         passage: `roguerules readings T1` prints it.\n\n",
    );
    for p in pages {
        let charts = p.blocks.iter().filter(|b| matches!(b, Block::Chart { .. })).count();
        let tables = p.blocks.iter().filter(|b| matches!(b, Block::Command { .. } | Block::Built { .. })).count();
        let _ = writeln!(s, "- [{}]({}.md): tables {tables}, charts {charts}", p.title, p.file);
    }
    s
}

fn html_escape(s: &str) -> String {
    plot::xml_escape(s)
}

/// Inline Markdown (`code`, and nothing else) as HTML.
fn inline_html(s: &str) -> String {
    let mut out = String::new();
    for (i, part) in html_escape(s).split('`').enumerate() {
        if i % 2 == 1 {
            let _ = write!(out, "<code>{part}</code>");
        } else {
            out.push_str(part);
        }
    }
    out
}

fn book_html(pages: &[Page]) -> String {
    let mut s = String::from(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>The roguerules spoiler book</title>\n\
         <style>body{font-family:sans-serif;max-width:70em;margin:auto;padding:1em}pre{background:#f6f6f6;padding:.5em;\
         overflow-x:auto}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px}</style>\n</head>\n<body>\n\
         <h1>The roguerules spoiler book</h1>\n<p>Every table regenerated from the rules by <code>roguerules spoilers \
         --format html</code>; every chart drawn from the same computations.</p>\n<ul>\n",
    );
    for p in pages {
        let _ = writeln!(s, "<li><a href=\"#{}\">{}</a></li>", p.file, html_escape(&p.title));
    }
    s.push_str("</ul>\n");
    for p in pages {
        let _ = writeln!(
            s,
            "<section id=\"{}\">\n<h2>{}</h2>\n<p>{}</p>",
            p.file,
            html_escape(&p.title),
            inline_html(&p.intro)
        );
        for b in &p.blocks {
            match b {
                Block::Command { heading, section, command, text } => {
                    let _ = writeln!(
                        s,
                        "<h3>{}</h3>\n<p>Seed section: {}. Regenerated by <code>roguerules {}</code>. {}</p>\n<pre>{}</pre>",
                        html_escape(heading),
                        html_escape(section),
                        html_escape(command),
                        inline_html(&readings_line(text, section)),
                        html_escape(text)
                    );
                }
                Block::Built { heading, section, note, text } => {
                    let _ = writeln!(
                        s,
                        "<h3>{}</h3>\n<p>Seed section: {}. Regenerated from the library's <code>{}</code>. {}</p>\n<pre>{}</pre>",
                        html_escape(heading),
                        html_escape(section),
                        html_escape(note),
                        inline_html(&readings_line(text, section)),
                        html_escape(text)
                    );
                }
                Block::Missing { heading, section, why } => {
                    let _ = writeln!(
                        s,
                        "<h3>{}</h3>\n<p>Seed section: {}. Not regenerated yet: {}.</p>",
                        html_escape(heading),
                        html_escape(section),
                        inline_html(why)
                    );
                }
                Block::Chart { heading, svg, values, .. } => {
                    let _ = writeln!(
                        s,
                        "<h3>{}</h3>\n<figure>{}</figure>",
                        html_escape(heading),
                        strip_xml_declaration(svg)
                    );
                    for (name, pts) in values {
                        let _ = writeln!(
                            s,
                            "<details><summary>The exact values behind the marks: {}</summary><table><tr><th>x</th><th>exact value</th></tr>",
                            html_escape(name)
                        );
                        for (x, v) in pts {
                            let _ = writeln!(s, "<tr><td>{}</td><td>{}</td></tr>", html_escape(x), html_escape(v));
                        }
                        s.push_str("</table></details>\n");
                    }
                }
                Block::Text(t) => {
                    if t.starts_with('|') {
                        s.push_str(&markdown_table_html(t));
                    } else {
                        let _ = writeln!(s, "<p>{}</p>", inline_html(t));
                    }
                }
            }
        }
        s.push_str("</section>\n");
    }
    s.push_str("</body>\n</html>\n");
    s
}

/// A pipe table (header, rule, rows) as an HTML table.
fn markdown_table_html(t: &str) -> String {
    let mut s = String::from("<table>\n");
    for (i, line) in t.lines().enumerate() {
        if i == 1 {
            continue;
        }
        let cell = if i == 0 { "th" } else { "td" };
        s.push_str("<tr>");
        for c in line.trim().trim_matches('|').split('|') {
            let _ = write!(s, "<{cell}>{}</{cell}>", inline_html(c.trim()));
        }
        s.push_str("</tr>\n");
    }
    s.push_str("</table>\n");
    s
}

fn strip_xml_declaration(svg: &str) -> &str {
    match svg.find("<svg") {
        Some(i) => &svg[i..],
        None => svg,
    }
}

fn write_file(dir: &Path, name: &str, text: &str) -> CliResult {
    let path = dir.join(name);
    std::fs::write(&path, text)
        .map_err(|e| CliError::failure(format!("--out {}: cannot write it: {e}", path.display())))
}

pub fn run(args: SpoilersArgs) -> CliResult {
    let pages = pages()?;
    std::fs::create_dir_all(&args.out)
        .map_err(|e| CliError::failure(format!("--out {}: cannot create it: {e}", args.out.display())))?;
    let mut written = Vec::new();
    match args.format {
        BookFormat::Markdown => {
            write_file(&args.out, "index.md", &index_markdown(&pages))?;
            written.push("index.md".to_owned());
            for p in &pages {
                let name = format!("{}.md", p.file);
                write_file(&args.out, &name, &page_markdown(p))?;
                written.push(name);
                for b in &p.blocks {
                    if let Block::Chart { file, svg, .. } = b {
                        write_file(&args.out, file, svg)?;
                        written.push(file.clone());
                    }
                }
            }
        }
        BookFormat::Html => {
            write_file(&args.out, "index.html", &book_html(&pages))?;
            written.push("index.html".to_owned());
        }
    }
    outln!("the spoiler book, in {}: {}", args.out.display(), written.join(", "));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readings_are_read_from_the_outputs() {
        assert_eq!(cited_readings("x (RULINGS T4; T1: level 6 is 10)"), ["T4", "T1"]);
        assert_eq!(cited_readings("counts (RULINGS T1, T2: roguerules readings T1 T2)"), ["T1", "T2"]);
        assert!(cited_readings("no readings").is_empty());
    }
}
