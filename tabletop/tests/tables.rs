//! Every table cell of seed 002 equals the checked transcription
//! (`../shared/seeds/002_46d849c2d2291f55.tables.md`), read at run time from beside
//! the repository. Without `../shared` (a plain clone) every check here is skipped
//! with one line on stderr; CI always has it (see `roguerules-test-support`).

use roguerules_test_support as shared;

use roguerules_tabletop::encumbrance::MISC_ENCUMBRANCE;
use roguerules_tabletop::tables::*;

const SOURCE: &str = "seeds/002_46d849c2d2291f55.tables.md";

/// True when the transcription is absent: the test returns without checking.
fn skip() -> bool {
    shared::shared_file(SOURCE).is_none()
}

/// The transcription (only called after [`skip`] returned false).
fn transcription() -> &'static str {
    shared::shared_file(SOURCE).expect("checked by skip()")
}

/// The CSV rows (header dropped) of the first ```csv block after `### {title}`.
fn csv(title: &str) -> Vec<Vec<String>> {
    let heading = format!("### {title}");
    let start = transcription().find(&heading).unwrap_or_else(|| panic!("no section {title}"));
    let rest = &transcription()[start..];
    let open = rest.find("```csv\n").expect("csv block") + 7;
    let close = rest[open..].find("```").expect("end of block") + open;
    rest[open..close].lines().skip(1).map(split).collect()
}

/// Splits one CSV line, honouring double quotes.
fn split(line: &str) -> Vec<String> {
    let mut cells = vec![String::new()];
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            ',' if !quoted => cells.push(String::new()),
            _ => cells.last_mut().unwrap().push(c),
        }
    }
    cells
}

fn int(s: &str) -> i64 {
    s.trim().parse().unwrap_or_else(|_| panic!("not an integer: {s:?}"))
}

/// A decimal such as `0.975` in thousandths.
fn milli(s: &str) -> i64 {
    let (whole, frac) = s.split_once('.').unwrap_or((s, ""));
    let frac = format!("{frac:0<3}");
    int(whole) * 1000 + int(&frac[..3])
}

fn range(s: &str) -> (i64, i64) {
    let (a, b) = s.split_once('-').expect("range");
    (int(a), int(b))
}

#[test]
fn table_1_segment_of_attack() {
    if skip() {
        return;
    }
    let rows = csv("Table 1:");
    assert_eq!(rows.len(), 5);
    for r in &rows {
        let seg = int(&r[1]) as u8;
        let (lo, hi) = match r[0].strip_prefix('>') {
            Some(v) => (int(v) + 1, int(v) + 30),
            None => range(&r[0]),
        };
        for f in lo..=hi {
            assert_eq!(segment_for_speed_factor(f), seg, "factor {f}");
        }
    }
    // RULINGS B13: the first row covers every factor <= 3.
    assert_eq!(segment_for_speed_factor(-17), 1);
    assert_eq!(segment_for_speed_factor(0), 1);
}

#[test]
fn table_4_strength() {
    if skip() {
        return;
    }
    let rows = csv("Table 4:");
    assert_eq!(rows.len(), 55);
    for r in &rows {
        let row = strength_row(int(&r[0])).unwrap();
        assert_eq!(row.attack_modifier, int(&r[1]), "{r:?}");
        assert_eq!(row.damage_bonus, int(&r[2]), "{r:?}");
        assert_eq!(row.enc_multiplier_milli, milli(&r[3]), "{r:?}");
    }
    assert!(strength_row(0).is_err());
    assert!(strength_row(56).is_err());
}

#[test]
fn table_5_dexterity() {
    if skip() {
        return;
    }
    let rows = csv("Table 5:");
    assert_eq!(rows.len(), 41);
    for r in &rows {
        assert_eq!(dexterity_row(int(&r[0])).unwrap(), (int(&r[1]), int(&r[2])), "{r:?}");
    }
    assert!(dexterity_row(0).is_err());
    assert!(dexterity_row(42).is_err());
}

#[test]
fn table_6_armour() {
    if skip() {
        return;
    }
    let rows = csv("Table 6:");
    assert_eq!(rows.len(), Armour::ALL.len());
    for (r, a) in rows.iter().zip(Armour::ALL) {
        assert_eq!(r[0], a.key());
        assert_eq!(r[1], a.label());
        let row = a.row();
        match row.absorption {
            Some(v) => assert_eq!(v, int(&r[2])),
            None => assert_eq!(r[2], "note"),
        }
        assert_eq!(row.attack_modifier, int(&r[3]));
        assert_eq!(row.encumbrance, int(&r[4]));
    }
}

#[test]
fn table_7_shields() {
    if skip() {
        return;
    }
    let rows = csv("Table 7:");
    assert_eq!(rows.len(), Shield::ALL.len() + 1);
    assert_eq!(rows[0], ["none", "None", "0", "0", "0", "0"]);
    for (r, s) in rows[1..].iter().zip(Shield::ALL) {
        assert_eq!((r[0].as_str(), r[1].as_str()), (s.key(), s.label()));
        let row = s.row();
        assert_eq!(
            [row.absorption, row.attack_modifier, row.encumbrance, row.interposition],
            [int(&r[2]), int(&r[3]), int(&r[4]), int(&r[5])]
        );
    }
}

#[test]
fn table_8_melee_weapons() {
    if skip() {
        return;
    }
    let rows = csv("Table 8:");
    assert_eq!(rows.len(), MeleeWeapon::ALL.len());
    for (r, w) in rows.iter().zip(MeleeWeapon::ALL) {
        assert_eq!((r[0].as_str(), r[1].as_str()), (w.key(), w.label()));
        let row = w.row();
        assert_eq!(row.attack_modifier, int(&r[2]), "{r:?}");
        assert_eq!(row.damage.to_string(), r[3], "{r:?}");
        assert_eq!(row.speed, int(&r[4]), "{r:?}");
        assert_eq!(row.encumbrance, int(&r[5]), "{r:?}");
    }
}

#[test]
fn table_9_missile_weapons() {
    if skip() {
        return;
    }
    let rows = csv("Table 9:");
    assert_eq!(rows.len(), MissileWeapon::ALL.len());
    for (r, w) in rows.iter().zip(MissileWeapon::ALL) {
        assert_eq!((r[0].as_str(), r[1].as_str()), (w.key(), w.label()));
        let row = w.row();
        let kind = match row.kind {
            MissileKind::Thrown => "thrown",
            MissileKind::Launcher => "launcher",
        };
        assert_eq!(kind, r[2]);
        assert_eq!(row.attack_modifier, int(&r[3]), "{r:?}");
        assert_eq!(row.damage.to_string(), r[4], "{r:?}");
        assert_eq!(row.speed, int(&r[5]), "{r:?}");
        assert_eq!(row.encumbrance, int(&r[6]), "{r:?}");
        let ranges: Vec<i64> = r[7].split('/').map(int).collect();
        assert_eq!(row.range_feet.to_vec(), ranges, "{r:?}");
        let rate = if row.rate.1 == 1 { row.rate.0.to_string() } else { format!("{}/{}", row.rate.0, row.rate.1) };
        assert_eq!(rate, r[8], "{r:?}");
    }
}

#[test]
fn table_10_plus() {
    if skip() {
        return;
    }
    let rows = csv("Table 10:");
    assert_eq!(rows.len(), 11);
    for r in &rows {
        assert_eq!(plus_row(int(&r[0])).unwrap(), (int(&r[1]), int(&r[2]), int(&r[3])));
    }
    assert!(plus_row(11).is_err());
    assert!(plus_row(-1).is_err());
}

#[test]
fn table_11_class_factor() {
    if skip() {
        return;
    }
    let rows = csv("Table 11:");
    assert_eq!(rows.len(), Class::ALL.len());
    for (r, c) in rows.iter().zip(Class::ALL) {
        assert_eq!((r[0].as_str(), r[1].as_str()), (c.key(), c.label()));
        assert_eq!(c.attack_factor(), int(&r[2]));
    }
}

/// The header of a level table gives the class of each column.
fn class_columns(title: &str) -> Vec<Class> {
    let heading = format!("### {title}");
    let start = transcription().find(&heading).unwrap();
    let rest = &transcription()[start..];
    let open = rest.find("```csv\n").unwrap() + 7;
    let header = rest[open..].lines().next().unwrap();
    header.split(',').skip(1).map(|k| k.parse().unwrap()).collect()
}

fn level_table(title: &str, lookup: impl Fn(Class, i64) -> String) {
    let columns = class_columns(title);
    assert_eq!(columns.len(), 8);
    let rows = csv(title);
    assert_eq!(rows.len(), 30);
    for r in &rows {
        let level = int(&r[0]);
        for (cell, class) in r[1..].iter().zip(&columns) {
            assert_eq!(&lookup(*class, level), cell, "{title} level {level} {class}");
        }
    }
}

#[test]
fn tables_12_13_14_19_by_level() {
    if skip() {
        return;
    }
    level_table("Table 12:", |c, l| class_speed_factor(c, l).unwrap().to_string());
    level_table("Table 13:", |c, l| class_damage_bonus(c, l).unwrap().to_string());
    level_table("Table 14:", |c, l| class_interposition(c, l).unwrap().to_string());
    level_table("Table 19:", |c, l| multiple_attacks(c, l).unwrap().to_string());
    assert!(class_speed_factor(Class::Fighter, 31).is_err());
    assert!(multiple_attacks(Class::Fighter, 0).is_err());
}

#[test]
fn table_15_exceptional_mass() {
    if skip() {
        return;
    }
    let rows = csv("Table 15:");
    assert_eq!(rows.len(), EXCEPTIONAL_MASS_ROWS.len());
    for (r, &(lo, hi, bonus)) in rows.iter().zip(&EXCEPTIONAL_MASS_ROWS) {
        let (a, b) = r[0].split_once('-').unwrap();
        let k = |s: &str| milli(s);
        assert_eq!((k(a), k(b), int(&r[1])), (lo, hi, bonus));
        // RULINGS B17: [lo, hi).
        assert_eq!(exceptional_mass_bonus(lo).unwrap(), bonus);
        assert_eq!(exceptional_mass_bonus(hi - 1).unwrap(), bonus);
    }
    assert_eq!(exceptional_mass_bonus(3499).unwrap(), 0);
    assert_eq!(exceptional_mass_bonus(0).unwrap(), 0);
    assert!(exceptional_mass_bonus(70000).is_err());
}

#[test]
fn table_16_movement() {
    if skip() {
        return;
    }
    let rows = csv("Table 16:");
    assert_eq!(rows.len(), MOVEMENT_ROWS.len());
    for (r, &(lo, hi, feet, pct)) in rows.iter().zip(&MOVEMENT_ROWS) {
        assert_eq!((range(&r[0]), int(&r[1]), int(&r[2])), ((lo, hi), feet, pct));
    }
}

#[test]
fn table_17_retreat() {
    if skip() {
        return;
    }
    let rows = csv("Table 17:");
    assert_eq!(rows.len(), RETREAT_PENALTY_ROWS.len() + 1);
    for (r, &((n, d), pen)) in rows.iter().zip(&RETREAT_PENALTY_ROWS) {
        let f = r[0].strip_prefix("<=").unwrap();
        let printed = if d == 1 { n.to_string() } else { format!("{n}/{d}") };
        assert_eq!((f, int(&r[1])), (printed.as_str(), pen));
    }
    assert_eq!(rows[5], [">1", "cannot stay engaged"]);
}

#[test]
fn table_18_squares() {
    if skip() {
        return;
    }
    let rows = csv("Table 18:");
    assert_eq!(rows.len(), squares_rows().len());
    for (r, &(lo, hi, squares, segs)) in rows.iter().zip(squares_rows()) {
        let (a, b) = r[0].split_once('-').unwrap();
        let tenths = |s: &str| milli(s) / 100;
        assert_eq!((tenths(a), tenths(b)), (i64::from(lo), i64::from(hi)));
        assert_eq!(int(&r[1]), i64::from(squares));
        let cells: Vec<i64> = r[2..7].iter().map(|c| int(c)).collect();
        assert_eq!(cells, segs.iter().map(|&s| i64::from(s)).collect::<Vec<_>>());
        // Each row's per-segment squares sum to its squares/round (true of the
        // reconstructed row, RULINGS B15).
        assert_eq!(segs.iter().map(|&s| u32::from(s)).sum::<u32>(), u32::from(squares));
    }
}

#[test]
fn table_21_strength_devices() {
    if skip() {
        return;
    }
    let rows = csv("Table 21:");
    assert_eq!(rows.len(), 58);
    let devices = [
        StrengthDevice::OgrePower,
        StrengthDevice::GiantStrength,
        StrengthDevice::Times(1),
        StrengthDevice::Times(2),
        StrengthDevice::Times(3),
        StrengthDevice::Times(4),
    ];
    for r in &rows {
        let s = int(&r[0]);
        for (cell, dev) in r[1..].iter().zip(devices) {
            assert_eq!(strength_device(s, dev).unwrap(), int(cell), "Str {s} {dev:?}");
        }
    }
    assert_eq!(strength_device(60, StrengthDevice::OgrePower).unwrap(), 60);
    assert!(strength_device(-4, StrengthDevice::OgrePower).is_err());
}

#[test]
fn table_22_aim() {
    if skip() {
        return;
    }
    let rows = csv("Table 22:");
    assert_eq!(rows.len(), aim_rows().len());
    for (r, &(lo, hi, feet)) in rows.iter().zip(aim_rows()) {
        let (a, b) = r[0].split_once('-').unwrap_or((&r[0], &r[0]));
        assert_eq!((int(a), int(b)), (i64::from(lo), i64::from(hi)));
        let (ra, rb) = r[1].split_once('-').unwrap_or((&r[1], &r[1]));
        let right = |s: &str| if s == "00" { 100 } else { int(s) };
        assert_eq!((right(rb), right(ra)), (101 - i64::from(lo), 101 - i64::from(hi)));
        let cells: Vec<u8> = r[2..].iter().map(|c| if c == "-" { 0 } else { int(c) as u8 }).collect();
        assert_eq!(cells, feet.to_vec());
    }
}

#[test]
fn misc_encumbrance_list() {
    if skip() {
        return;
    }
    let rows = csv("Untitled miscellaneous");
    assert_eq!(rows.len(), MISC_ENCUMBRANCE.len());
    for (r, item) in rows.iter().zip(&MISC_ENCUMBRANCE) {
        assert_eq!(r[0], item.item);
        match item.encumbrance {
            Some(v) => assert_eq!(int(&r[1]), v),
            None => assert!(r[1].is_empty() || r[1] == "*", "{r:?}"),
        }
        let flag = if r[1] == "*" { "*" } else { r[2].as_str() };
        assert_eq!(flag, item.flag, "{r:?}");
    }
}

#[test]
fn tables_2_and_3_as_printed() {
    if skip() {
        return;
    }
    let rows = csv("Tables 2, 3, 20, 23");
    // The first block under that heading is Table 2.
    assert_eq!(rows.len(), ABSORPTION_EFFECTS.len());
    for (r, &(effect, against, rules)) in rows.iter().zip(&ABSORPTION_EFFECTS) {
        assert_eq!((r[0].as_str(), r[1].as_str(), r[2].as_str()), (effect, against, rules));
    }
    let start = transcription().find("Table 3 (Mazdocian").unwrap();
    let rest = &transcription()[start..];
    let open = rest.find("```csv\n").unwrap() + 7;
    let close = rest[open..].find("```").unwrap() + open;
    let rows: Vec<Vec<String>> = rest[open..close].lines().skip(1).map(split).collect();
    assert_eq!(rows.len(), SLOT_LIMITS.len());
    for (r, &(slot, items, number)) in rows.iter().zip(&SLOT_LIMITS) {
        assert_eq!((r[0].as_str(), r[1].as_str(), r[2].as_str()), (slot, items, number));
    }
}
