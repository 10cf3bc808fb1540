//! `spoilers --out DIR`: the spoiler book (issue 25, item 5). An index and one
//! page per rule source (seeds 000-004), every table regenerated from the rules
//! as the book is written: by running the command that prints it (captured, not
//! pasted), or, for the tables no command prints yet, straight from the
//! library's lookups. Each table cites its seed section and the readings it
//! applies (the "RULINGS" numbers in it, explained from the CLI's own account of
//! the readings). Charts (SVG, [`crate::plot`]) sit beside the tables, and one
//! page lists where a regenerated table differs from the seed's printed one.
//! `--format html` writes the whole book as one self-contained page instead.

use crate::output::{CliError, CliResult, Table, capture, fraction, to_f64};
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
use roguerules_tabletop::tables::squares_rows;
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

/// The chance a dart trap hits, by depth in feet (seed 004, "dart trap": it
/// attacks with power 50 plus the dungeon level): the traps crate's `trigger`
/// run through the exact engine at each depth, for three armour classes.
fn dart_chart() -> Result<Block, CliError> {
    use roguerules_traps::dungeon::{DungeonTrap, TrapParams, trigger};
    use roguerules_traps::{Depth, Effect, Player};
    let err = |e: roguerules_traps::TrapError| CliError::failure(format!("spoilers: {e}"));
    let series = [0i64, 60, 120]
        .iter()
        .map(|&ac| {
            let player = Player { armour_class: ac, ..Player::default() };
            let points = (400..=6350i64)
                .step_by(50)
                .map(|feet| {
                    let trap = DungeonTrap {
                        depth: Depth::from_feet(feet).map_err(err)?,
                        params: TrapParams::Dart { nastiness: 1 },
                    };
                    let hits = roguerules_dice::exact_with(crate::common::budget(crate::common::DEFAULT_BUDGET), |r| {
                        trigger(r, &trap, &player).map(|o| !o.effects.contains(&Effect::Miss))
                    })
                    .map_err(err)?;
                    let p = hits
                        .iter()
                        .filter(|(hit, _)| **hit)
                        .map(|(_, p)| p)
                        .fold(BigRational::from_integer(0.into()), |a, b| a + b);
                    Ok(Point { x: feet as f64, y: to_f64(&p), exact: fraction(&p) })
                })
                .collect::<Result<Vec<_>, CliError>>()?;
            Ok(Series { name: format!("AC {ac}"), points })
        })
        .collect::<Result<Vec<_>, CliError>>()?;
    let labels = Labels {
        title: "Oangband: chance a dart trap hits, by depth (seed 004; attack power 50 + dungeon level; AC 0, 60, 120)",
        x: "depth (feet, 50 per dungeon level)",
        y: "P(the dart hits) (probability, 0..1)",
    };
    Ok(Block::Chart {
        heading: "Chart: dungeon trap power by depth (the dart trap)".to_owned(),
        file: "dart-trap-by-depth.svg".to_owned(),
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

/// Tables 1-23, each printed by `tabletop table N` (regenerated from the rules
/// there; the section and readings are in its first line).
fn tabletop_blocks() -> Result<Vec<Block>, CliError> {
    (1..=23u8)
        .map(|n| {
            let t = crate::tabletop::table::table(n)?;
            let heading = format!("Table {n}: {}", t.title);
            let section = t.section.to_owned();
            command(&heading, &section, &format!("tabletop table {n}"))
        })
        .collect()
}

/// Seed 000's two terrain tables, regenerated by applying the terrain rule to a
/// damage of 120 (a full terrain adjustment) for one type of each group.
fn terrain_tables() -> (String, String) {
    use roguerules_projection::Terrain;
    use roguerules_projection::monster::{Terr, terrain_adjusted};
    use roguerules_projection::player::player_terrain_adjusted;
    let types = [Gf::Fire, Gf::Cold, Gf::Water, Gf::Acid];
    let mut headers = vec!["terrain".to_owned()];
    headers.extend(types.iter().map(|g| g.name().to_owned()));
    let mut monsters = Table::new(headers.clone());
    let mut player = Table::new(headers);
    for terrain in Terrain::ALL {
        let name = terrain.name().to_owned();
        let mut m = vec![name.clone()];
        let mut p = vec![name];
        for gf in types {
            m.push(terrain_adjusted(gf, Terr::Full, terrain, 120).to_string());
            p.push(player_terrain_adjusted(gf, Terr::Full, terrain, false, 120).to_string());
        }
        monsters.row(m);
        player.row(p);
    }
    let mut dark = vec!["dark grid, with Unlight (floor)".to_owned()];
    dark.extend(types.iter().map(|&gf| player_terrain_adjusted(gf, Terr::Full, Terrain::Floor, true, 120).to_string()));
    player.row(dark);
    (monsters.render(), player.render())
}

/// Seed 000's object table: the lines the object rule reads.
fn object_table_text() -> String {
    use roguerules_projection::object::OBJECT_TABLE;
    let mut t = Table::new(["attack type", "affects", "threshold", "IGNORE flag"]);
    for row in OBJECT_TABLE {
        let names: Vec<&str> = row.types.iter().map(|g| g.name()).collect();
        for (i, line) in row.lines.iter().enumerate() {
            let first = if i == 0 { names.join(", ") } else { String::new() };
            t.row([first, line.affects.to_string(), line.threshold_cell(), line.ignore_cell()]);
        }
    }
    t.render()
}

/// Seed 004's chest trap table: the trap set at each trap level 0..=99.
fn chest_table_text() -> Result<String, CliError> {
    let mut t = Table::new(["trap level", "trap(s)", "trap level", "trap(s)", "trap level", "trap(s)"]);
    let set = |level: i64| -> Result<String, CliError> {
        let traps = roguerules_traps::traps_at_level(level).map_err(|e| CliError::failure(format!("spoilers: {e}")))?;
        Ok(traps.to_string())
    };
    for level in 0..34i64 {
        let mut row = Vec::new();
        for column in 0..3 {
            let l = level + 34 * column;
            if l <= 99 {
                row.push(l.to_string());
                row.push(set(l)?);
            }
        }
        t.row(row);
    }
    Ok(t.render())
}

/// Seed 004's avoidance and destruction tables for the player's traps.
fn player_trap_tables() -> (String, String) {
    use roguerules_traps::{Mobility, PlayerTrapKind};
    let frac = |(num, den): (i64, i64)| if den == 1 { num.to_string() } else { format!("{num}/{den}") };
    let mut affect = Table::new(["trap", "normal", "flying", "ghost"]);
    let mut destroyed = Table::new(["trap", "destruction chance"]);
    for kind in PlayerTrapKind::ALL {
        affect.row([
            kind.name().to_owned(),
            frac(kind.affect_chance(Mobility::Normal)),
            frac(kind.affect_chance(Mobility::Flying)),
            frac(kind.affect_chance(Mobility::Ghost)),
        ]);
        destroyed.row([kind.name().to_owned(), frac(kind.destruction_chance())]);
    }
    (affect.render(), destroyed.render())
}

/// Seed 003's stat tables, one row per row of the game's stat tables: Strength's
/// ASB (blows), to-hit and to-dam; Dexterity's blows-table row and to-hit.
fn stat_tables_text() -> Result<String, CliError> {
    use roguerules_melee::angband::{STAT_ROWS, adjusted_strength, dex_row, dex_to_hit, str_to_dam, str_to_hit};
    let stat = |v: u16| Stat::from_game(v).map_err(|e| CliError::failure(format!("spoilers: {e}")));
    let mut t = Table::new(["stat", "STR: ASB", "STR: to-hit", "STR: to-dam", "DEX: blows row", "DEX: to-hit"]);
    for row in 0..STAT_ROWS as u16 {
        let (lo, hi) =
            if row < 15 { (3 + row, Some(3 + row)) } else { (18 + 10 * (row - 15), Some(27 + 10 * (row - 15))) };
        let hi = if usize::from(row) + 1 == STAT_ROWS { None } else { hi };
        let s = stat(lo)?;
        let range = match hi {
            Some(h) if h == lo => s.to_string(),
            Some(h) => format!("{s}-{}", stat(h)?),
            None => format!("{s}+"),
        };
        t.row([
            range,
            adjusted_strength(s).to_string(),
            str_to_hit(s).to_string(),
            str_to_dam(s).to_string(),
            dex_row(s).to_string(),
            dex_to_hit(s).to_string(),
        ]);
    }
    Ok(t.render())
}

/// Seed 003's class and race tables.
fn class_tables_text() -> (String, String) {
    use roguerules_melee::angband::Race;
    let tenths = |v: i64| format!("{}.{}", v / 10, v % 10);
    let mut classes = Table::new([
        "class",
        "MWW (lb)",
        "WSM",
        "max blows",
        "melee base",
        "melee per level",
        "missile base",
        "missile per level",
    ]);
    for c in AngbandClass::ALL {
        let t = c.table();
        classes.row([
            c.name().to_owned(),
            tenths(i64::from(t.min_weapon_weight)),
            tenths(i64::from(t.weapon_speed_tenths)),
            t.max_blows.to_string(),
            t.melee_base.to_string(),
            tenths(i64::from(t.melee_per_level_tenths)),
            t.missile_base.to_string(),
            tenths(i64::from(t.missile_per_level_tenths)),
        ]);
    }
    let mut races = Table::new(["race", "melee skill modifier", "missile skill modifier"]);
    for r in Race::ALL {
        races.row([r.name().to_owned(), r.melee_modifier().to_string(), r.missile_modifier().to_string()]);
    }
    (classes.render(), races.render())
}

/// Seed 003's critical-hit tables: the type by sum (melee 1d650, missiles 1d500,
/// each plus 10 x weight), and what each type does to the damage.
fn critical_tables_text() -> String {
    use roguerules_melee::angband::Critical;
    let mut t = Table::new(["table", "sum", "type"]);
    for (name, table, top) in [("melee", CritTable::Melee, 2000i64), ("missile", CritTable::Missile, 2000)] {
        let mut from = 1i64;
        for sum in 1..=top {
            let kind = table.classify(sum);
            if sum == top || table.classify(sum + 1) != kind {
                let range = if sum == top { format!("{from}+") } else { format!("{from}-{sum}") };
                t.row([name.to_owned(), range, kind.name().to_owned()]);
                from = sum + 1;
            }
        }
    }
    let mut ops = Table::new(["type", "damage 10 becomes", "damage 11 becomes"]);
    for c in Critical::ALL {
        ops.row([c.name().to_owned(), c.apply(10).to_string(), c.apply(11).to_string()]);
    }
    format!("{}\n{}", t.render(), ops.render())
}

/// Seed 003's slay table (damage step 2) and temporary spell bonuses (II.I),
/// each from the rule: the multiplier a weapon power gives against each kind of
/// monster, and the spell line of the combat bonus with one effect active.
fn slay_and_spell_tables_text() -> Result<String, CliError> {
    use roguerules_melee::angband::{Effects, MonsterFlags, Slays, combat_bonus};
    let kinds: Vec<(&str, MonsterFlags)> = MonsterFlags::all().iter_names().collect();
    let mut slays = Table::new(["weapon power", "multiplier", "against"]);
    for (name, power) in Slays::all().iter_names() {
        let anyone = power.multiplier(MonsterFlags::empty());
        let (mult, against) = if anyone > 1 {
            let spared: Vec<&str> = kinds.iter().filter(|(_, m)| power.multiplier(*m) == 1).map(|(n, _)| *n).collect();
            (anyone, format!("any monster but {}", spared.join(", ")))
        } else {
            let hit: Vec<&(&str, MonsterFlags)> = kinds.iter().filter(|(_, m)| power.multiplier(*m) > 1).collect();
            let mult = hit.first().map_or(1, |(_, m)| power.multiplier(*m));
            (mult, hit.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", "))
        };
        slays.row([name.to_owned(), format!("x{mult}"), against]);
    }
    let stat = |s: &str| s.parse::<Stat>().map_err(|e| CliError::failure(format!("spoilers: {e}")));
    let mut spells = Table::new(["spell", "bonus to hit"]);
    for (name, effect) in Effects::all().iter_names() {
        let mut c = Character::new(AngbandClass::Warrior, stat("10")?, stat("10")?);
        c.effects = effect;
        let b = combat_bonus(&c).map_err(|e| CliError::failure(format!("spoilers: {e}")))?;
        spells.row([name.to_owned(), format!("{:+}", b.spells)]);
    }
    Ok(format!("{}\n{}", slays.render(), spells.render()))
}

/// Seed 003's launcher multipliers and breakage chances.
fn missile_tables_text() -> String {
    use roguerules_melee::angband::{Landing, LauncherKind, ObjectKind, breakage_chance, launcher_multiplier};
    let mut launchers = Table::new(["launcher", "multiplier", "with Extra Might"]);
    for k in LauncherKind::ALL {
        launchers.row([
            k.name().to_owned(),
            launcher_multiplier(k, false).to_string(),
            launcher_multiplier(k, true).to_string(),
        ]);
    }
    let mut breakage = Table::new(["object", "breakage %", "after hitting a monster %"]);
    for kind in ObjectKind::ALL {
        let landing = Landing { kind, artifact: false, hit_monster: false, straight_down: false };
        let hit = Landing { hit_monster: true, ..landing };
        breakage.row([format!("{kind:?}"), breakage_chance(&landing).to_string(), breakage_chance(&hit).to_string()]);
    }
    format!("{}\n{}", launchers.render(), breakage.render())
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
            Block::Built {
                heading: "Effects of terrain on damage to monsters".to_owned(),
                section: "\"Effects of Terrain on Damage to Monsters\" (RULINGS P2): a damage of 120, full terrain \
                          adjustment (Terr Full), one type of each group (acid: every type not named)"
                    .to_owned(),
                note: "monster::terrain_adjusted(gf, Terr::Full, terrain, 120)".to_owned(),
                text: terrain_tables().0,
            },
            command("The monster table", "the monster table, notes (a)-(O), final notes i-v", "project table")?,
            Block::Built {
                heading: "Damage types and effects on objects".to_owned(),
                section: "\"Damage Types and Effects on Objects\" (RULINGS P1, P9)".to_owned(),
                note: "object::OBJECT_TABLE, the lines destroy_chance reads".to_owned(),
                text: object_table_text(),
            },
            Block::Built {
                heading: "Effects of terrain on damage to the player".to_owned(),
                section: "\"Effects of Terrain on Damage to the Player\": a damage of 120, full terrain adjustment; \
                          the avoidance notes (a), (b) are chances drawn before it"
                    .to_owned(),
                note: "player::player_terrain_adjusted(gf, Terr::Full, terrain, unlight_dark, 120)".to_owned(),
                text: terrain_tables().1,
            },
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
        "Tables 1-23 of the rules, each printed by `roguerules tabletop table N`, which computes it from the \
         library's rules and lookups (never from the printed numbers) and names the functions it calls."
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
            Block::Built {
                heading: "The stat tables".to_owned(),
                section: "\"Blows per round\" (ASB, the blows table's DEX rows), II.A-B (to-hit) and damage step 5a \
                          (to-dam)"
                    .to_owned(),
                note: "adjusted_strength, str_to_hit, str_to_dam, dex_row, dex_to_hit (one row per stat row)"
                    .to_owned(),
                text: stat_tables_text()?,
            },
            Block::Built {
                heading: "The class tables".to_owned(),
                section: "\"Blows per round\" (MWW, WSM), I.A and I.C, the shooting ability table (RULINGS M2)"
                    .to_owned(),
                note: "Class::table()".to_owned(),
                text: class_tables_text().0,
            },
            Block::Built {
                heading: "The race tables".to_owned(),
                section: "I.B and the shooting ability table".to_owned(),
                note: "Race::melee_modifier(), Race::missile_modifier()".to_owned(),
                text: class_tables_text().1,
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
            Block::Built {
                heading: "Critical hits: the type by sum, and what it does".to_owned(),
                section: "\"Critical hits\" (melee: 1d650 + 10 x weight; missiles: 1d500 + 10 x weight) and damage \
                          step 3 (RULINGS M6)"
                    .to_owned(),
                note: "CritTable::classify(sum), Critical::apply(damage)".to_owned(),
                text: critical_tables_text(),
            },
            damage_chart()?,
            Block::Built {
                heading: "Slays and brands; temporary spell bonuses".to_owned(),
                section: "damage step 2 (only the highest multiplier) and II.I".to_owned(),
                note: "Slays::multiplier(monster flags), combat_bonus(character).spells".to_owned(),
                text: slay_and_spell_tables_text()?,
            },
            Block::Built {
                heading: "Launchers and breakage".to_owned(),
                section: "launcher multipliers and missile breakage (RULINGS M8)".to_owned(),
                note: "launcher_multiplier(kind, extra_might), breakage_chance(landing)".to_owned(),
                text: missile_tables_text(),
            },
        ],
    });
    out.push(Page {
        file: "seed-004-traps",
        title: "Seed 004: Oangband traps".to_owned(),
        intro: "Dungeon traps, chest traps (the 0..99 table and the per-chest distributions), chest trap effects, \
                player-set traps. Implemented by `roguerules-traps`."
            .to_owned(),
        blocks: vec![
            Block::Built {
                heading: "The chest trap table".to_owned(),
                section: "\"Chest Traps\", the table of trap levels 0-99 (RULINGS T2: names in one order)".to_owned(),
                note: "traps_at_level(0..=99)".to_owned(),
                text: chest_table_text()?,
            },
            command("Chest trap sets, per chest", "\"Chest Traps\", the per-chest distributions", "traps chest --all")?,
            command("Player trap power by level", "\"Player Traps\", trap power", "traps power --all")?,
            power_chart()?,
            Block::Built {
                heading: "Player traps: the chance to affect a monster".to_owned(),
                section:
                    "\"Player Traps\", the avoidance table (Normal, Flying, Ghost; \"Other\" for the kinds not named)"
                        .to_owned(),
                note: "PlayerTrapKind::affect_chance(mobility)".to_owned(),
                text: player_trap_tables().0,
            },
            Block::Built {
                heading: "Player traps: the chance to be destroyed".to_owned(),
                section: "\"Player Traps\", the \"Dest Chance\" table".to_owned(),
                note: "PlayerTrapKind::destruction_chance()".to_owned(),
                text: player_trap_tables().1,
            },
            command("Dungeon traps at 500 feet", "\"Dungeon Traps\", trap creation", "traps dungeon --depth-feet 500")?,
            dart_chart()?,
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
            Block::Text(
                "Regenerated and equal to the printed tables, cell for cell: seed 002's Tables 2 and 3 (computed from \
                 the absorption and slot rules: each effect's printed value, Greater PE's +8 against evil and Shield of \
                 Kurn's +10/+5 included, and each slot's number), Tables 6-9 and 11 (`tabletop/tests/tables.rs` checks \
                 every cell against the seed; the Leather Jerkin's \"See note\" is printed as its B19 reading, 0 or 1 \
                 with 66/100; Table 7's all-zero \"None\" row is the absence of a shield; Table 9's \"Bows\" and \
                 \"Crossbows\" group rows are folded into the names, RULINGS B20). Seed 003's stat, class, race, \
                 critical, slay and launcher tables and seed 000's terrain and object tables agree with the printed \
                 ones too; where their words are read (RULINGS M8: breakage doubles after hitting a monster only; Table \
                 3: a robe over scale mail is allowed, any two-handed weapon bars a second weapon), the tables say so."
                    .to_owned(),
            ),
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
