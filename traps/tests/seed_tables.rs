//! The seed's two numeric tables (seed 004), regenerated from the rules and
//! compared with the printed figures, with exactly the two misprints of
//! RULINGS T1 corrected.

use roguerules_dice::BigRational;
use roguerules_traps::{CHEST_TRAP_NAMES, Chest, ChestTraps, average_power, trap_set_counts};

/// The seed's per-chest table, as printed ("Chest | Depth" rows, then
/// "Trap | probability (count)" rows).
const SEED_CHEST_TABLE: &str = "\
Small wooden chest | 15
scatter | 0.17969 (1179)
-str | 0.15683 (1029)
-str, -con | 0.14266 (936)
None | 0.13397 (879)
paralysis | 0.11568 (759)
poison | 0.11522 (756)
-con | 0.08139 (534)
summon | 0.07453 (489)
Large wooden chest | 25
-str, -con | 0.17893 (1174)
None | 0.13397 (879)
-con, poison | 0.11568 (759)
elemental summon | 0.11568 (759)
paralysis | 0.10516 (690)
-str | 0.09480 (622)
explode | 0.07453 (489)
-con | 0.07376 (484)
summon | 0.06995 (459)
scatter | 0.03597 (236)
poison | 0.00152 (10)
Small iron chest | 40
bird summon | 0.29903 (1962)
explode | 0.22694 (1489)
elemental summon | 0.22481 (1475)
explode, summon | 0.08733 (573)
summon | 0.06401 (420)
None | 0.05868 (385)
poison, summon | 0.02514 (165)
-str, -con | 0.00853 (56)
-con, poison | 0.00533 (35)
-con | 0.00015 (1)
Large iron chest | 50
bird summon | 0.33257 (2182)
elemental summon | 0.30391 (1994)
typed summon | 0.11568 (759)
poison, paralysis, -str | 0.07315 (480)
-str, -con | 0.06950 (456)
None | 0.05868 (385)
explode | 0.03063 (201)
explode, summon | 0.01280 (84)
summon | 0.00304 (20)
Small steel chest | 65
bird summon | 0.37311 (2448)
scatter | 0.18518 (1215)
typed summon | 0.12101 (794)
poison,paralysis, -con | 0.11568 (759)
explode, summon | 0.08230 (540)
-str, -con | 0.07315 (480)
elemental summon | 0.03657 (240)
poison, paralysis | 0.01280 (84)
poison, paralysis, -str | 0.00015 (1)
Large steel chest | 75
explode, summon | 0.49123 (3223)
typed summon | 0.31519 (2068)
poison, paralysis, scatter | 0.05715 (375)
bird summon | 0.05486 (360)
scatter | 0.04648 (305)
poison, paralysis, -con | 0.02514 (165)
-str, -con | 0.00853 (56)
Small Jeweled chest | 85
typed summon | 0.53071 (3482)
bird summon | 0.11888 (780)
elemental summon | 0.11568 (759)
explode, summon | 0.10272 (674)
-str, -con | 0.07315 (480)
scatter, typed summon | 0.05715 (375)
poison, paralysis, scatter | 0.00152 (10)
scatter | 0.00015 (1)
Large Jeweled chest | 95
runes of evil | 0.42478 (2787)
typed summon | 0.35329 (2318)
runes of evil, explode | 0.11568 (759)
poison, paralysis | 0.05715 (375)
elemental summon | 0.03292 (216)
-str, -con | 0.00853 (56)
bird summon | 0.00594 (39)
scatter, typed summon | 0.00152 (10)
explode, summon | 0.00015 (1)
";

/// The seed's average trap power per character level, as printed.
const SEED_POWER_TABLE: &str = "\
1 4
2 5.5
3 6
4 7.5
5 9.5
6 10.5
7 11.5
8 13.5
9 15.5
10 17.5
11 18
12 20
13 22
14 24
15 27.5
16 29.5
17 31.5
18 33.5
19 36
20 39.5
21 41.5
22 44
23 47.5
24 50
25 53.5
26 56
27 59.5
28 62
29 65.5
30 69.5
31 72
32 75.5
33 79.5
34 83.5
35 87.5
36 90
37 94
38 98
39 102
40 107.5
41 111.5
42 115.5
43 119.5
44 124
45 129.5
46 133.5
47 138
48 143.5
49 148
50 153.5
";

/// Parses one of the seed's trap labels ("poison,paralysis, -con", "ele summon",
/// "None") into a set; the order of names does not matter.
fn parse_label(label: &str) -> ChestTraps {
    if label == "None" {
        return ChestTraps::empty();
    }
    let mut set = ChestTraps::empty();
    for name in label.split(',').map(str::trim) {
        let name = match name {
            "ele summon" => "elemental summon",
            "pois" => "poison",
            "para" => "paralysis",
            "scat" => "scatter",
            "t summon" => "typed summon",
            "runes" => "runes of evil",
            n => n,
        };
        let flag = CHEST_TRAP_NAMES.iter().find(|(_, n)| *n == name).map(|(t, _)| *t);
        set |= flag.unwrap_or_else(|| panic!("unknown trap name '{name}' in the seed table"));
    }
    set
}

/// One printed row: the set, the printed probability and the printed count.
type SeedRow = (ChestTraps, String, u64);

/// (chest name, depth, rows) in the seed's order.
type SeedChest = (String, i64, Vec<SeedRow>);

fn seed_chests() -> Vec<SeedChest> {
    let mut chests: Vec<SeedChest> = Vec::new();
    for line in SEED_CHEST_TABLE.lines().filter(|l| !l.is_empty()) {
        let (left, right) = line.split_once(" | ").expect("two cells");
        if let Ok(depth) = right.parse::<i64>() {
            chests.push((left.to_owned(), depth, Vec::new()));
        } else {
            let (p, count) = right.split_once(" (").expect("probability (count)");
            let count: u64 = count.trim_end_matches(')').parse().expect("count");
            chests.last_mut().expect("a chest row first").2.push((parse_label(left), p.to_owned(), count));
        }
    }
    chests
}

#[test]
fn the_eight_chests_and_their_native_depths_match_the_seed() {
    let seed = seed_chests();
    assert_eq!(seed.len(), 8);
    for (chest, (name, depth, _)) in Chest::ALL.iter().zip(&seed) {
        assert_eq!(chest.name(), name);
        assert_eq!(chest.native_level(), *depth);
    }
}

#[test]
fn every_per_chest_row_is_regenerated_from_the_rules_except_the_t1_misprint() {
    let mut corrected = 0;
    for (chest, (name, _, seed_rows)) in Chest::ALL.iter().zip(seed_chests()) {
        let computed = trap_set_counts(chest.native_depth()).unwrap();
        assert_eq!(computed.iter().map(|r| r.count).sum::<u64>(), 6561, "{name}");
        assert_eq!(computed.len(), seed_rows.len(), "{name}: number of rows");
        for (row, (set, printed_p, printed_count)) in computed.iter().zip(&seed_rows) {
            assert_eq!(row.traps, *set, "{name}: rows in the seed's order");
            let expected = if *chest == Chest::LargeSteel && *set == ChestTraps::EXPLODE | ChestTraps::SUMMON {
                // RULINGS T1: printed 3223 (0.49123), the rules give 3232 (0.49261);
                // the printed column sums to 6552, not 6561.
                assert_eq!((*printed_count, printed_p.as_str()), (3223, "0.49123"));
                corrected += 1;
                3232
            } else {
                *printed_count
            };
            assert_eq!(row.count, expected, "{name}: {set}");
            // The printed probability is count / 6561 truncated to five decimals.
            // (For the corrected row T1 quotes 0.49261, rounded; the seed's own
            // convention, truncation, gives 0.49260.)
            let truncated = format!("0.{:05}", row.count * 100_000 / 6561);
            let printed = if expected == 3232 { "0.49260" } else { printed_p.as_str() };
            assert_eq!(truncated, printed, "{name}: {set}");
        }
    }
    assert_eq!(corrected, 1, "exactly one per-chest correction (T1)");
}

#[test]
fn the_seed_misprint_sums_to_6552() {
    let seed = seed_chests();
    let large_steel = &seed[5];
    assert_eq!(large_steel.0, "Large steel chest");
    assert_eq!(large_steel.2.iter().map(|r| r.2).sum::<u64>(), 6552);
    for (name, _, rows) in seed.iter().filter(|c| c.0 != "Large steel chest") {
        assert_eq!(rows.iter().map(|r| r.2).sum::<u64>(), 6561, "{name}");
    }
}

#[test]
fn the_seed_states_the_1d4_branch_happens_3036_times_in_6561() {
    use roguerules_dice::{Roller, exact};
    let pmf = exact(|r| {
        let native = 40;
        Ok::<_, roguerules_dice::RollError>(native + 20 - r.dice("4d9", 4, 9)? > native)
    })
    .unwrap();
    assert_eq!(pmf.probability(&true), BigRational::new(3036.into(), 6561.into()));
}

#[test]
fn average_power_for_levels_1_to_50_matches_the_seed_except_level_6() {
    let mut corrected = Vec::new();
    for line in SEED_POWER_TABLE.lines().filter(|l| !l.is_empty()) {
        let (level, printed) = line.split_once(' ').unwrap();
        let level: i64 = level.parse().unwrap();
        let printed: f64 = printed.parse().unwrap();
        let printed_halves = (printed * 2.0).round() as i64;
        let mean = average_power(level).unwrap();
        let computed_halves = mean.clone() * BigRational::from_integer(2.into());
        assert!(computed_halves.is_integer(), "level {level}: mean {mean} is a whole number of halves");
        let computed_halves: i64 = computed_halves.to_integer().try_into().unwrap();
        if level == 6 {
            // RULINGS T1: printed 10.5, the rules (T4) give 10.
            assert_eq!((printed_halves, computed_halves), (21, 20));
            corrected.push(level);
        } else {
            assert_eq!(computed_halves, printed_halves, "level {level}");
        }
    }
    assert_eq!(corrected, vec![6]);
}
