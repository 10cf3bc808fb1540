//! `roguerules tabletop table N`: Tables 1-23 of seed 002, each regenerated from
//! the rules as it is printed (the library's lookups and rule functions, never
//! the printed numbers). The spoiler book prints them through this command.

use crate::output::{CliError, CliResult, Table, print_json};
use roguerules_tabletop::TabletopError;
use roguerules_tabletop::absorption::{AbsorptionInput, AttackerKind, ImprovedPe, absorption};
use roguerules_tabletop::conditions::{ACTIONS, ActionEffect, ActionTime, Condition, Modifier};
use roguerules_tabletop::encumbrance::magical_encumbrance;
use roguerules_tabletop::sheet::{ArmourWorn, ShieldWorn};
use roguerules_tabletop::shield::interposition;
use roguerules_tabletop::slots::{Item, check_slots, item_limit, share_limit};
use roguerules_tabletop::tables::{
    Armour, Class, EXCEPTIONAL_MASS_ROWS, MOVEMENT_ROWS, MeleeWeapon, MissileKind, MissileWeapon, RETREAT_PENALTY_ROWS,
    Shield, StrengthDevice, aim_rows, class_damage_bonus, class_interposition, class_speed_factor, dexterity_row,
    exceptional_mass_bonus, multiple_attacks, plus_row, segment_for_speed_factor, squares_rows, strength_device,
    strength_row,
};
use serde_json::{Value, json};

/// `tabletop table`: one of seed 002's Tables 1-23.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  roguerules tabletop table 6\n  roguerules tabletop table 19 --json\n\n\
Each table is computed from the library's rules and lookups (the seed section, the readings applied \
and the functions used are printed above it).")]
pub struct TableArgs {
    /// The table's number, 1..=23.
    #[arg(value_name = "N", value_parser = clap::value_parser!(u8).range(1..=23))]
    pub number: u8,
    #[arg(long, help = crate::common::JSON_HELP)]
    pub json: bool,
}

/// One regenerated table.
#[derive(Debug, Clone)]
pub struct SeedTable {
    /// Its number (1..=23).
    pub number: u8,
    /// Its caption, as the seed names it.
    pub title: &'static str,
    /// The seed section and the readings applied (`RULINGS B13`).
    pub section: &'static str,
    /// The library functions it is computed from.
    pub rule: &'static str,
    /// Column headers.
    pub headers: Vec<String>,
    /// The rows.
    pub rows: Vec<Vec<String>>,
    /// Notes printed under the table.
    pub notes: Vec<String>,
}

impl SeedTable {
    fn new(number: u8, title: &'static str, section: &'static str, rule: &'static str, headers: &[&str]) -> Self {
        SeedTable {
            number,
            title,
            section,
            rule,
            headers: headers.iter().map(|h| (*h).to_owned()).collect(),
            rows: Vec::new(),
            notes: Vec::new(),
        }
    }

    fn row(&mut self, cells: impl IntoIterator<Item = String>) {
        self.rows.push(cells.into_iter().collect());
    }

    /// The table as text: its caption, section and rule, the table, the notes
    /// (prose wrapped at 100 columns).
    pub fn text(&self) -> String {
        let mut t = Table::new(self.headers.iter().cloned());
        for r in &self.rows {
            t.row(r.iter().cloned());
        }
        let mut s = wrap(&format!("Table {}: {} (seed 002, {})", self.number, self.title, self.section));
        s.push_str(&wrap(&format!("Regenerated from {}.", self.rule)));
        s.push_str(&t.render());
        for n in &self.notes {
            s.push_str(&wrap(n));
        }
        s
    }

    /// The table as JSON: integer cells as numbers, the rest as strings.
    pub fn json(&self) -> Value {
        let cell = |c: &String| c.parse::<i64>().map_or_else(|_| json!(c), |n| json!(n));
        json!({
            "table": self.number,
            "title": self.title,
            "section": self.section,
            "rule": self.rule,
            "columns": self.headers,
            "rows": self.rows.iter().map(|r| r.iter().map(cell).collect::<Vec<_>>()).collect::<Vec<_>>(),
            "notes": self.notes,
        })
    }
}

/// Prose wrapped at 100 columns (the output module's wrap), ending in a newline.
fn wrap(text: &str) -> String {
    crate::output::wrap(text, "") + "\n"
}

pub fn run(args: &TableArgs) -> CliResult {
    let t = table(args.number)?;
    if args.json {
        print_json(&t.json());
    } else {
        out!("{}", t.text());
    }
    Ok(())
}

fn fail(e: TabletopError) -> CliError {
    CliError::failure(format!("tabletop table: {e}"))
}

/// Table `number` (1..=23), regenerated.
///
/// # Errors
///
/// A number outside 1..=23; a library error (none is expected: every input is
/// inside the tables' domains).
pub fn table(number: u8) -> Result<SeedTable, CliError> {
    match number {
        1 => Ok(table_1()),
        2 => table_2(),
        3 => Ok(table_3()),
        4 => table_4(),
        5 => table_5(),
        6 => table_6(),
        7 => table_7(),
        8 => Ok(table_8()),
        9 => Ok(table_9()),
        10 => table_10(),
        11 => Ok(table_11()),
        12 => class_level(12, "Speed Factor", "section I, Table 12", "class_speed_factor(class, 1..=30)", |c, l| {
            class_speed_factor(c, l).map(|v| v.to_string())
        }),
        13 => class_level(13, "Damage Bonus", "section E, Table 13", "class_damage_bonus(class, 1..=30)", |c, l| {
            class_damage_bonus(c, l).map(|v| v.to_string())
        }),
        14 => class_level(
            14,
            "Shield Interposition",
            "section J, Table 14",
            "class_interposition(class, 1..=30)",
            |c, l| class_interposition(c, l).map(|v| v.to_string()),
        ),
        15 => table_15(),
        16 => Ok(table_16()),
        17 => Ok(table_17()),
        18 => Ok(table_18()),
        19 => class_level(
            19,
            "Multiple Attacks",
            "section N, Table 19 (RULINGS B11)",
            "multiple_attacks(class, 1..=30)",
            |c, l| multiple_attacks(c, l).map(|v| v.to_string()),
        ),
        20 => Ok(table_20()),
        21 => table_21(),
        22 => Ok(table_22()),
        23 => Ok(table_23()),
        n => Err(CliError::usage(format!("tabletop table: no Table {n} (the seed has Tables 1-23)"))),
    }
}

fn table_1() -> SeedTable {
    let mut t = SeedTable::new(
        1,
        "Segment of Attack",
        "section I, Table 1; RULINGS B13",
        "segment_for_speed_factor(factor), each run of factors giving one segment",
        &["speed factor", "segment"],
    );
    let mut from = -5i64;
    for factor in -5..=40i64 {
        let seg = segment_for_speed_factor(factor);
        if factor == 40 || segment_for_speed_factor(factor + 1) != seg {
            let range = match (from, factor) {
                (-5, f) => format!("<= {f}"),
                (f, 40) => format!(">= {f}"),
                (a, b) => format!("{a}..{b}"),
            };
            t.row([range, seg.to_string()]);
            from = factor + 1;
        }
    }
    t
}

/// Who attacks, for Table 2's columns.
const ATTACKERS: [(&str, AttackerKind); 5] = [
    ("front", AttackerKind::FROM_FRONT),
    ("behind", AttackerKind::empty()),
    ("evil", AttackerKind::EVIL.union(AttackerKind::FROM_FRONT)),
    ("undead", AttackerKind::UNDEAD.union(AttackerKind::FROM_FRONT)),
    ("evil summoned", AttackerKind::EVIL.union(AttackerKind::SUMMONED).union(AttackerKind::FROM_FRONT)),
];

fn table_2() -> Result<SeedTable, CliError> {
    let mut t = SeedTable::new(
        2,
        "Combining Absorption Effects",
        "section Q, Table 2; RULINGS B28, B19, B1",
        "absorption(input) for each effect (or combination) alone, against five kinds of attacker",
        &["effects (CL: caster level)"],
    );
    t.headers.extend(ATTACKERS.iter().map(|(name, _)| (*name).to_owned()));
    let chain = |plus| Some(ArmourWorn { kind: Armour::Chain, plus });
    let small = Some(ShieldWorn { kind: Shield::Small, plus: 0 });
    let rows: Vec<(&str, AbsorptionInput)> = vec![
        ("Protection 3", AbsorptionInput { protection: vec![3], ..Default::default() }),
        ("Protection 3 and Protection 5", AbsorptionInput { protection: vec![3, 5], ..Default::default() }),
        ("Chain +2", AbsorptionInput { armour: chain(2), ..Default::default() }),
        ("Chain +2 and Protection 3", AbsorptionInput { armour: chain(2), protection: vec![3], ..Default::default() }),
        ("Protection from Evil (PE)", AbsorptionInput { protection_from_evil: true, ..Default::default() }),
        (
            "PE and Protection 3",
            AbsorptionInput { protection_from_evil: true, protection: vec![3], ..Default::default() },
        ),
        ("Shield Wall, no armour", AbsorptionInput { shield_wall: true, ..Default::default() }),
        ("Shield Wall in Chain (4)", AbsorptionInput { shield_wall: true, armour: chain(0), ..Default::default() }),
        ("Static Shield 2 and 4", AbsorptionInput { static_shield: vec![2, 4], ..Default::default() }),
        ("Invulnerability 1 and 3", AbsorptionInput { invulnerability: vec![1, 3], ..Default::default() }),
        ("Armor of Kurn, CL 10", AbsorptionInput { armor_of_kurn: Some(10), ..Default::default() }),
        ("Small shield, interposed", AbsorptionInput { shield: small, shield_interposed: true, ..Default::default() }),
        (
            "Shield of Kurn, small shield interposed",
            AbsorptionInput { shield: small, shield_interposed: true, shield_of_kurn: true, ..Default::default() },
        ),
        (
            "Shield of Kurn, small shield not interposed",
            AbsorptionInput { shield: small, shield_of_kurn: true, ..Default::default() },
        ),
        (
            "Shield (interposed) and Armor of Kurn, CL 10",
            AbsorptionInput {
                shield: small,
                shield_interposed: true,
                shield_of_kurn: true,
                armor_of_kurn: Some(10),
                ..Default::default()
            },
        ),
        ("Dispel Evil", AbsorptionInput { dispel_evil: true, ..Default::default() }),
        ("Banish Evil", AbsorptionInput { banish_evil: true, ..Default::default() }),
        ("Improved PE", AbsorptionInput { improved_pe: Some(ImprovedPe::Improved), ..Default::default() }),
        ("Greater PE", AbsorptionInput { improved_pe: Some(ImprovedPe::Greater), ..Default::default() }),
        (
            "Greater PE and PE",
            AbsorptionInput {
                improved_pe: Some(ImprovedPe::Greater),
                protection_from_evil: true,
                ..Default::default()
            },
        ),
        (
            "Greater PE and Protection 6",
            AbsorptionInput { improved_pe: Some(ImprovedPe::Greater), protection: vec![6], ..Default::default() },
        ),
        ("Greater Blessing, CL 10", AbsorptionInput { greater_blessing: Some(10), ..Default::default() }),
        ("Greater Blessing, CL 12", AbsorptionInput { greater_blessing: Some(12), ..Default::default() }),
        ("Kurnian Invulnerability, CL 10", AbsorptionInput { kurnian_invulnerability: Some(10), ..Default::default() }),
        ("Bracers of Absorption 3", AbsorptionInput { bracers_of_absorption: Some(3), ..Default::default() }),
        (
            "Bracers of Absorption 3 in Chain",
            AbsorptionInput { bracers_of_absorption: Some(3), armour: chain(0), ..Default::default() },
        ),
        (
            "Mage Defense 6 in Chain, shield interposed",
            AbsorptionInput {
                bracers_of_mage_defense: Some(6),
                armour: chain(0),
                shield: small,
                shield_interposed: true,
                ..Default::default()
            },
        ),
        ("Natural Armor 4", AbsorptionInput { natural_armor: Some(4), ..Default::default() }),
        (
            "Leather Jerkin +0",
            AbsorptionInput { armour: Some(ArmourWorn { kind: Armour::LeatherJerkin, plus: 0 }), ..Default::default() },
        ),
    ];
    for (name, input) in rows {
        let mut cells = vec![name.to_owned()];
        for (_, who) in ATTACKERS {
            let a = absorption(&AbsorptionInput { attacker: who, ..input.clone() }).map_err(fail)?;
            cells.push(if a.jerkin_chance { format!("{} or {}", a.fixed, a.fixed + 1) } else { a.fixed.to_string() });
        }
        t.row(cells);
    }
    t.notes.push(
        "Each cell is the blow's whole absorption with only the effects named (no armour unless named; Chain \
         absorbs 4, a small shield 3; \"0 or 1\": a +0 Leather Jerkin absorbs 1 with probability 66/100, B19). \
         Attackers: a plain foe from the front or from behind, an evil one, an undead (not evil) and an evil \
         summoned one, all but \"behind\" from the front (Shield Wall). Within a row of the seed's table only \
         the largest value counts; rows add, each against its own attacker (RULINGS B28); a shield absorbs only \
         when interposed; CL/5 and CL/3 are rounded, ties to even (B1)."
            .to_owned(),
    );
    t.notes.push(
        "Not computed by the rule (the caller decides): which spells and protection items the bracers do not \
         combine with, and which Natural Armor was applied last (the seed's special rules for those rows)."
            .to_owned(),
    );
    Ok(t)
}

fn table_3() -> SeedTable {
    let mut t = SeedTable::new(
        3,
        "Mazdocian Magic Item Body Slot Limits",
        "section R, Table 3",
        "item_limit(item) and share_limit(a, b), both probing check_slots(items, armour)",
        &["item", "slot", "most worn", "shares the limit with"],
    );
    for &item in &Item::ALL {
        let l = item_limit(item);
        let shared: Vec<String> = Item::ALL
            .iter()
            .filter(|&&other| other != item && share_limit(item, other))
            .map(|o| item_name(*o))
            .collect();
        t.row([item_name(item), l.slot.to_owned(), l.limit.to_string(), shared.join(", ")]);
    }
    let cases: [(&str, &[Item], Option<Armour>); 5] = [
        ("a robe over plate", &[Item::Robe], Some(Armour::Plate)),
        ("a robe over scale", &[Item::Robe], Some(Armour::Scale)),
        ("two weapons and a shield", &[Item::Weapon, Item::Weapon, Item::Shield], None),
        ("a weapon and a two-handed weapon", &[Item::Weapon, Item::TwoHandedWeapon], None),
        (
            "two Mazdocian and two metaphysical rings",
            &[Item::Ring, Item::Ring, Item::MetaphysicalRing, Item::MetaphysicalRing],
            None,
        ),
    ];
    for (what, items, armour) in cases {
        let v = check_slots(items, armour);
        let verdict = if v.is_empty() {
            "allowed".to_owned()
        } else {
            v.iter().map(|x| x.message).collect::<Vec<_>>().join("; ")
        };
        t.notes.push(format!("check_slots: {what}: {verdict}."));
    }
    t.notes.push(
        "The seed's robe \"may not fit over scalemail\" is not enforced; its two-weapon rule names the \
         two-handed sword, and the rule refuses any two-handed weapon."
            .to_owned(),
    );
    t
}

/// An item type as the seed names it.
fn item_name(item: Item) -> String {
    let debug = format!("{item:?}");
    match item {
        Item::BracersPair => "Bracers (pair)".to_owned(),
        Item::MetaphysicalRing => "Metaphysical ring".to_owned(),
        Item::TwoHandedWeapon => "Two-handed weapon".to_owned(),
        Item::Armour => "Armor".to_owned(),
        _ => debug,
    }
}

fn table_4() -> Result<SeedTable, CliError> {
    let mut t = SeedTable::new(
        4,
        "Strength effects",
        "Table 4, its caption lost in conversion; RULINGS B27",
        "strength_row(1..=55)",
        &["STR", "attack", "damage", "enc multiplier"],
    );
    for s in 1..=55 {
        let r = strength_row(s).map_err(fail)?;
        let m = r.enc_multiplier_milli;
        let mult = format!("{}.{:03}", m / 1000, m % 1000);
        t.row([s.to_string(), r.attack_modifier.to_string(), r.damage_bonus.to_string(), mult]);
    }
    Ok(t)
}

fn table_5() -> Result<SeedTable, CliError> {
    let mut t = SeedTable::new(5, "Dexterity Effects", "Table 5", "dexterity_row(1..=41)", &["DEX", "attack", "speed"]);
    for d in 1..=41 {
        let (a, s) = dexterity_row(d).map_err(fail)?;
        t.row([d.to_string(), a.to_string(), s.to_string()]);
    }
    Ok(t)
}

fn table_6() -> Result<SeedTable, CliError> {
    let mut t = SeedTable::new(
        6,
        "Armor",
        "section Q, Table 6 and its notes; RULINGS B19, B7, B1",
        "absorption(armour alone) for the absorption, Armour::row() for the modifier and encumbrance, \
         magical_encumbrance(base, plus) for the note",
        &["armour", "absorption", "attack modifier", "encumbrance", "enc +1", "enc +5", "enc +10"],
    );
    for &kind in Armour::ALL {
        let row = kind.row();
        let a = absorption(&AbsorptionInput { armour: Some(ArmourWorn { kind, plus: 0 }), ..Default::default() })
            .map_err(fail)?;
        let absorbs =
            if a.jerkin_chance { format!("{} or {} (66/100)", a.fixed, a.fixed + 1) } else { a.fixed.to_string() };
        let mut cells =
            vec![kind.label().to_owned(), absorbs, row.attack_modifier.to_string(), row.encumbrance.to_string()];
        for plus in [1, 5, 10] {
            cells.push(magical_encumbrance(row.encumbrance, plus).map_err(fail)?.to_string());
        }
        t.row(cells);
    }
    t.notes.push(
        "The seed prints the Leather Jerkin's absorption as \"See note\": a +0 jerkin absorbs 1 point with \
         probability 66/100 (RULINGS B19). Encumbrance includes the helm. \"enc +p\": a magical armour's \
         encumbrance, -10% per plus, never below 20%, rounded to even (B7, B1)."
            .to_owned(),
    );
    Ok(t)
}

fn table_7() -> Result<SeedTable, CliError> {
    let mut t = SeedTable::new(
        7,
        "Shields",
        "sections J and Q, Table 7 and its notes; RULINGS B18, B28, B7",
        "absorption(shield interposed), Shield::row(), interposition(class, level 1, shield, 0) and \
         magical_encumbrance(base, plus)",
        &["shield", "absorption", "attack modifier", "encumbrance", "interposition", "interp. +5", "enc +5"],
    );
    for &kind in Shield::ALL {
        let row = kind.row();
        let worn = |plus| ShieldWorn { kind, plus };
        let a = absorption(&AbsorptionInput { shield: Some(worn(0)), shield_interposed: true, ..Default::default() })
            .map_err(fail)?;
        // Table 14 is 0 at level 1 for every class: the value is the shield's own.
        let base = interposition(Class::Fighter, 1, Some(worn(0)), 0).map_err(fail)?.unwrap_or(0);
        let plus5 = interposition(Class::Fighter, 1, Some(worn(5)), 0).map_err(fail)?.unwrap_or(0);
        t.row([
            kind.label().to_owned(),
            a.fixed.to_string(),
            row.attack_modifier.to_string(),
            row.encumbrance.to_string(),
            base.to_string(),
            plus5.to_string(),
            magical_encumbrance(row.encumbrance, 5).map_err(fail)?.to_string(),
        ]);
    }
    t.notes.push(
        "The seed's \"None\" row (all 0) is the absence of a shield. Interposition at level 1 (Table 14 adds 0); \
         \"+5\": +2 per plus, at most 90 (B18). Absorption counts only when the shield is interposed (B28)."
            .to_owned(),
    );
    Ok(t)
}

fn table_8() -> SeedTable {
    let mut t = SeedTable::new(
        8,
        "Melee Weapons",
        "section E, Table 8; RULINGS B20",
        "MeleeWeapon::row() (damage in the seed's notation)",
        &["weapon", "attack modifier", "damage", "speed", "encumbrance"],
    );
    for &w in MeleeWeapon::ALL {
        let r = w.row();
        t.row([
            w.label().to_owned(),
            r.attack_modifier.to_string(),
            r.damage.to_string(),
            r.speed.to_string(),
            r.encumbrance.to_string(),
        ]);
    }
    t.notes.push(
        "*: +2 against Scale, Plate, Mithril Scale or Mithril Plate; **: +2 when the target's shield is \
         interposed; (X): two-handed only; X(+k): X one-handed, X+k two-handed (RULINGS B20)."
            .to_owned(),
    );
    t
}

fn table_9() -> SeedTable {
    let mut t = SeedTable::new(
        9,
        "Missile and Thrown Weapons",
        "sections C and G, Table 9; RULINGS B20, B24",
        "MissileWeapon::row()",
        &["weapon", "kind", "attack modifier", "damage", "speed", "encumbrance", "range (ft)", "rate"],
    );
    for &w in MissileWeapon::ALL {
        let r = w.row();
        let [s, m, l] = r.range_feet;
        let rate = if r.rate.1 == 1 { r.rate.0.to_string() } else { format!("{}/{}", r.rate.0, r.rate.1) };
        let kind = match r.kind {
            MissileKind::Thrown => "thrown",
            MissileKind::Launcher => "launcher",
        };
        t.row([
            w.label().to_owned(),
            kind.to_owned(),
            r.attack_modifier.to_string(),
            r.damage.to_string(),
            r.speed.to_string(),
            r.encumbrance.to_string(),
            format!("{s}/{m}/{l}"),
            rate,
        ]);
    }
    t.notes.push(
        "Range short/medium/long in feet (B24: the Hand Axe keeps the printed 17/33/50); rate: shots per round \
         (1/2: one every two rounds). The kind column is ours (thrown: half the Strength damage bonus; \
         launchers none, B20)."
            .to_owned(),
    );
    t
}

fn table_10() -> Result<SeedTable, CliError> {
    let mut t = SeedTable::new(
        10,
        "Magical Plus Attack Modifiers",
        "Table 10; RULINGS B8, B21",
        "plus_row(0..=10)",
        &["plus", "armour", "shield", "weapon"],
    );
    for plus in 0..=10 {
        let (a, sh, w) = plus_row(plus).map_err(fail)?;
        t.row([plus.to_string(), a.to_string(), sh.to_string(), w.to_string()]);
    }
    Ok(t)
}

fn table_11() -> SeedTable {
    let mut t = SeedTable::new(
        11,
        "Class Attack (and Parry) Factor",
        "sections A and M, Table 11; RULINGS B16, B25",
        "Class::attack_factor()",
        &["class", "attack factor"],
    );
    for &c in Class::ALL {
        t.row([c.label().to_owned(), c.attack_factor().to_string()]);
    }
    t.notes.push(
        "The attack value's first line is level x factor (section A); parry and disengage use it too.".to_owned(),
    );
    t
}

/// A Table 12/13/14/19-shaped table: level 1..=30 by class (the seed's column order).
fn class_level(
    number: u8,
    title: &'static str,
    section: &'static str,
    rule: &'static str,
    cell: impl Fn(Class, i64) -> Result<String, TabletopError>,
) -> Result<SeedTable, CliError> {
    let mut classes: Vec<Class> = Class::ALL.to_vec();
    classes.sort_by_key(|c| c.level_column());
    let mut headers = vec!["level"];
    headers.extend(classes.iter().map(|c| short(c.label())));
    let mut t = SeedTable::new(number, title, section, rule, &headers);
    for level in 1..=30 {
        let mut cells = vec![level.to_string()];
        for &c in &classes {
            cells.push(cell(c, level).map_err(fail)?);
        }
        t.row(cells);
    }
    Ok(t)
}

/// The seed's column names for Tables 12, 13, 14 and 19.
fn short(label: &str) -> &'static str {
    match label {
        "Fighter" => "Fighter",
        "Magic User" => "MU",
        "Priest of Kurn" => "PK",
        "Priest of Jordar" => "PJ",
        "Priest of Nepdar" => "PN",
        "Thief" => "TH",
        "Cabalist/Thaumaturge" => "Cab/Thaum",
        _ => "Paladin",
    }
}

fn table_15() -> Result<SeedTable, CliError> {
    let mut t = SeedTable::new(
        15,
        "Exceptional Mass Modifiers",
        "section E, Table 15; RULINGS B17",
        "exceptional_mass_bonus(weight) at each row's lowest and highest weight",
        &["weight (encumbrance points)", "damage bonus"],
    );
    for (lo, hi, _) in EXCEPTIONAL_MASS_ROWS {
        let bonus = exceptional_mass_bonus(lo).map_err(fail)?;
        let top = exceptional_mass_bonus(hi - 1).map_err(fail)?;
        let cell = if bonus == top { bonus.to_string() } else { format!("{bonus}..{top}") };
        t.row([format!("{lo}..{}", hi - 1), cell]);
    }
    t.notes.push(format!(
        "Below 3500: {} (B17); 70000 or more is outside the table.",
        exceptional_mass_bonus(3499).map_err(fail)?
    ));
    Ok(t)
}

fn table_16() -> SeedTable {
    let mut t = SeedTable::new(
        16,
        "Movement Rate versus Encumbrance",
        "section L, Table 16; RULINGS B14",
        "MOVEMENT_ROWS, the rows `tabletop movement` reads",
        &["encumbrance", "feet/round", "% of base rate"],
    );
    for (lo, hi, feet, pct) in MOVEMENT_ROWS {
        t.row([format!("{lo}..{hi}"), feet.to_string(), pct.to_string()]);
    }
    t
}

fn table_17() -> SeedTable {
    let mut t = SeedTable::new(
        17,
        "Combat Penalty when Attacking a Retreating Foe",
        "section M, Table 17; RULINGS B5",
        "RETREAT_PENALTY_ROWS, the rows `tabletop disengage` reads",
        &["fraction needed to stay engaged (at most)", "combat penalty"],
    );
    for ((num, den), penalty) in RETREAT_PENALTY_ROWS {
        t.row([format!("{num}/{den}"), penalty.to_string()]);
    }
    t
}

fn table_18() -> SeedTable {
    let mut t = SeedTable::new(
        18,
        "Movement Rate in 5' squares",
        "section L, Table 18; RULINGS B15",
        "squares_rows()",
        &["feet/round (from..to)", "squares", "per segment"],
    );
    for (lo, hi, squares, per) in squares_rows() {
        let per: Vec<String> = per.iter().map(ToString::to_string).collect();
        t.row([format!("{}.{}..{}.{}", lo / 10, lo % 10, hi / 10, hi % 10), squares.to_string(), per.join(" ")]);
    }
    t
}

fn table_20() -> SeedTable {
    let modifier = |m: Modifier| match m {
        Modifier::None => "-".to_owned(),
        Modifier::Points(p) => format!("{p:+}"),
        Modifier::FreeAttackOr(p) => format!("free attack or {p:+}"),
    };
    let mut t = SeedTable::new(
        20,
        "Conditions",
        "Table 20; RULINGS B29, B5",
        "Condition::ALL with attacking(), attacked(), can_interpose()",
        &["condition", "attacking", "attacked", "can interpose"],
    );
    for c in Condition::ALL {
        t.row([
            format!("{c:?}"),
            modifier(c.attacking()),
            modifier(c.attacked()),
            (if c.can_interpose() { "yes" } else { "no" }).to_owned(),
        ]);
    }
    t
}

fn table_21() -> Result<SeedTable, CliError> {
    let devices = [
        ("Ogre", StrengthDevice::OgrePower),
        ("Giant", StrengthDevice::GiantStrength),
        ("x1", StrengthDevice::Times(1)),
        ("x2", StrengthDevice::Times(2)),
        ("x3", StrengthDevice::Times(3)),
        ("x4", StrengthDevice::Times(4)),
    ];
    let mut headers = vec!["STR"];
    headers.extend(devices.iter().map(|(n, _)| *n));
    let mut t = SeedTable::new(
        21,
        "Strength Increasing Devices",
        "sections O and P, Table 21; RULINGS B22",
        "strength_device(-3..=54, device)",
        &headers,
    );
    for strength in -3..=54 {
        let mut cells = vec![strength.to_string()];
        for (_, device) in devices {
            cells.push(strength_device(strength, device).map_err(fail)?.to_string());
        }
        t.row(cells);
    }
    Ok(t)
}

fn table_22() -> SeedTable {
    let mut t = SeedTable::new(
        22,
        "Segments of Aim",
        "section C, Table 22; RULINGS B23",
        "aim_rows() (deviation in feet; 0 is the seed's \"-\", on target)",
        &["rolls", "1/4", "1/2", "1", "2", "3", "4", "5", "6"],
    );
    for (lo, hi, cols) in aim_rows() {
        let mut cells = vec![format!("{lo}..{hi}")];
        cells.extend(cols.iter().map(ToString::to_string));
        t.row(cells);
    }
    t
}

fn table_23() -> SeedTable {
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
    let mut t = SeedTable::new(
        23,
        "Action timing",
        "Table 23; RULINGS B29, B5",
        "ACTIONS",
        &["action", "time", "in combat effect"],
    );
    for a in ACTIONS {
        t.row([a.name.to_owned(), time(a.time), effect(a.effect)]);
    }
    t
}
