//! Seed 003's tables, as printed in the spoiler, checked against the rules'
//! lookups for every stat from 3 to 18/999 (the printed rows are range lists; the
//! code holds the game's per-row tables, so this compares two encodings).

use roguerules_melee::angband::*;

fn stat(s: &str) -> Stat {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// Every stat from `lo` to `hi` inclusive (18/220+ means up to 18/999).
fn range(lo: &str, hi: &str) -> impl Iterator<Item = Stat> {
    let lo = stat(lo).game_value();
    let hi = if hi == "+" { MAX_STAT } else { stat(hi).game_value() };
    (lo..=hi).map(|v| Stat::from_game(v).unwrap())
}

/// Checks that a printed table (rows of lo, hi, value) covers 3..=18/999 exactly
/// once and agrees with `f` everywhere.
fn check<T: PartialEq + std::fmt::Debug>(name: &str, rows: &[(&str, &str, T)], f: impl Fn(Stat) -> T) {
    let mut seen = vec![false; usize::from(MAX_STAT) + 1];
    for (lo, hi, want) in rows {
        for s in range(lo, hi) {
            assert!(!seen[usize::from(s.game_value())], "{name}: {s} listed twice");
            seen[usize::from(s.game_value())] = true;
            assert_eq!(&f(s), want, "{name} at {s}");
        }
    }
    assert!(seen[3..].iter().all(|x| *x), "{name}: the printed rows leave a gap");
}

#[test]
fn adjusted_strength_for_blows() {
    let mut rows: Vec<(&str, &str, u16)> = Vec::new();
    let plain: Vec<String> = (3..=17).map(|v: u16| v.to_string()).collect();
    for (i, p) in plain.iter().enumerate() {
        rows.push((p, p, 3 + i as u16)); // "3-17 *": the Strength itself
    }
    let printed = [
        ("18", "18/09", 20),
        ("18/10", "18/19", 30),
        ("18/20", "18/29", 40),
        ("18/30", "18/39", 50),
        ("18/40", "18/49", 60),
        ("18/50", "18/59", 70),
        ("18/60", "18/69", 80),
        ("18/70", "18/79", 90),
        ("18/80", "18/89", 100),
        ("18/90", "18/99", 110),
        ("18/100", "18/109", 120),
        ("18/110", "18/119", 130),
        ("18/120", "18/129", 140),
        ("18/130", "18/139", 150),
        ("18/140", "18/149", 160),
        ("18/150", "18/159", 170),
        ("18/160", "18/169", 180),
        ("18/170", "18/179", 190),
        ("18/180", "18/189", 200),
        ("18/190", "18/199", 210),
        ("18/200", "18/209", 220),
        ("18/210", "18/219", 230),
        ("18/220", "+", 240),
    ];
    rows.extend(printed);
    check("ASB", &rows, adjusted_strength);
}

#[test]
fn blows_table_as_printed() {
    // Dexterity rows of the printed table, each with its twelve SWI columns.
    let printed: [(&str, &str, [u8; 12]); 12] = [
        ("3", "9", [1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3]),
        ("10", "18/09", [1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3]),
        ("18/10", "18/49", [1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4]),
        ("18/50", "18/69", [1, 1, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4]),
        ("18/70", "18/89", [1, 2, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4]),
        ("18/90", "18/99", [1, 2, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4]),
        ("18/100", "18/109", [2, 3, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5]),
        ("18/110", "18/119", [2, 3, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5]),
        ("18/120", "18/129", [2, 3, 4, 5, 5, 5, 5, 5, 5, 5, 5, 6]),
        ("18/130", "18/139", [2, 4, 5, 5, 5, 5, 5, 5, 5, 5, 6, 6]),
        ("18/140", "18/149", [2, 4, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6]),
        ("18/150", "+", [3, 4, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6]),
    ];
    let rows: Vec<(&str, &str, [u8; 12])> = printed.to_vec();
    check("blows table", &rows, |dex| {
        let mut row = [0u8; 12];
        for (swi, cell) in row.iter_mut().enumerate() {
            *cell = blows_table(dex_row(dex), swi as u32).unwrap();
        }
        row
    });
    // "11+": larger indices use the last column.
    assert_eq!(blows_table(11, 40), blows_table(11, 11));
    assert_eq!(blows_table(12, 0), None);
}

#[test]
fn class_tables_as_printed() {
    // (class, MWW lb*10, WSM*10, max blows, melee base, per level*10, missile base, per level*10)
    let printed = [
        ("warrior", 30, 5, 6, 70, 45, 55, 45),
        ("mage", 40, 2, 4, 34, 15, 20, 15),
        ("priest", 35, 3, 5, 48, 20, 35, 20),
        ("rogue", 30, 3, 5, 60, 40, 66, 30),
        ("ranger", 35, 4, 5, 56, 30, 72, 45),
        ("paladin", 30, 4, 5, 68, 35, 40, 30),
    ];
    for (name, mww, wsm, max, mb, ml, xb, xl) in printed {
        let t = name.parse::<Class>().unwrap().table();
        assert_eq!((t.min_weapon_weight, t.weapon_speed_tenths, t.max_blows), (mww, wsm, max), "{name} blows columns");
        assert_eq!(
            (t.melee_base, t.melee_per_level_tenths, t.missile_base, t.missile_per_level_tenths),
            (mb, ml, xb, xl),
            "{name} skill columns"
        );
    }
}

#[test]
fn race_tables_as_printed() {
    let printed = [
        ("human", 0, 0),
        ("half-elf", -1, 5),
        ("elf", -5, 15),
        ("hobbit", -10, 20),
        ("gnome", -8, 12),
        ("dwarf", 15, 0),
        ("half-orc", 12, -5),
        ("half-troll", 20, -10),
        ("dunadan", 15, 10),
        ("high-elf", 10, 25),
    ];
    for (name, melee, missile) in printed {
        let r: Race = name.parse().unwrap();
        assert_eq!((r.melee_modifier(), r.missile_modifier()), (melee, missile), "{name}");
    }
}

#[test]
fn strength_to_hit_as_printed() {
    let rows = [
        ("3", "3", -3),
        ("4", "4", -2),
        ("5", "6", -1),
        ("7", "17", 0),
        ("18", "18/69", 1),
        ("18/70", "18/79", 2),
        ("18/80", "18/89", 3),
        ("18/90", "18/99", 4),
        ("18/100", "18/109", 5),
        ("18/110", "18/119", 6),
        ("18/120", "18/129", 7),
        ("18/130", "18/139", 8),
        ("18/140", "18/149", 9),
        ("18/150", "18/159", 10),
        ("18/160", "18/169", 11),
        ("18/170", "18/179", 12),
        ("18/180", "18/189", 13),
        ("18/190", "18/199", 14),
        ("18/200", "+", 15),
    ];
    check("Strength to-hit", &rows, str_to_hit);
}

#[test]
fn dexterity_to_hit_as_printed() {
    let rows = [
        ("3", "3", -3),
        ("4", "5", -2),
        ("6", "7", -1),
        ("8", "15", 0),
        ("16", "16", 1),
        ("17", "17", 2),
        ("18", "18/49", 3),
        ("18/50", "18/89", 4),
        ("18/90", "18/99", 5),
        ("18/100", "18/109", 6),
        ("18/110", "18/119", 7),
        ("18/120", "18/129", 8),
        ("18/130", "18/149", 9),
        ("18/150", "18/159", 10),
        ("18/160", "18/169", 11),
        ("18/170", "18/179", 12),
        ("18/180", "18/189", 13),
        ("18/190", "18/199", 14),
        ("18/200", "+", 15),
    ];
    check("Dexterity to-hit", &rows, dex_to_hit);
}

#[test]
fn strength_to_dam_as_printed() {
    let rows = [
        ("3", "4", -2),
        ("5", "6", -1),
        ("7", "15", 0),
        ("16", "16", 1),
        ("17", "18/19", 2),
        ("18/20", "18/69", 3),
        ("18/70", "18/79", 4),
        ("18/80", "18/99", 5),
        ("18/100", "18/109", 6),
        ("18/110", "18/119", 7),
        ("18/120", "18/129", 8),
        ("18/130", "18/139", 9),
        ("18/140", "18/149", 10),
        ("18/150", "18/159", 11),
        ("18/160", "18/169", 12),
        ("18/170", "18/179", 13),
        ("18/180", "18/189", 14),
        ("18/190", "18/199", 15),
        ("18/200", "18/209", 16),
        ("18/210", "18/219", 18),
        ("18/220", "+", 20),
    ];
    check("Strength to-dam", &rows, str_to_dam);
}

#[test]
fn weight_limit_as_printed() {
    let mut rows: Vec<(&str, &str, u16)> = vec![
        ("3", "3", 4),
        ("4", "4", 5),
        ("5", "5", 6),
        ("6", "6", 7),
        ("7", "7", 8),
        ("8", "8", 10),
        ("9", "9", 12),
        ("10", "10", 14),
        ("11", "11", 16),
        ("12", "12", 18),
        ("13", "13", 20),
        ("14", "14", 22),
        ("15", "15", 24),
        ("16", "16", 26),
        ("17", "17", 28),
    ];
    rows.extend([
        ("18", "18/19", 30),
        ("18/20", "18/29", 35),
        ("18/30", "18/39", 40),
        ("18/40", "18/49", 45),
        ("18/50", "18/59", 50),
        ("18/60", "18/69", 55),
        ("18/70", "18/79", 60),
        ("18/80", "18/89", 65),
        ("18/90", "18/99", 70),
        ("18/100", "18/149", 80),
        ("18/150", "18/199", 90),
        ("18/200", "+", 100),
    ]);
    check("weight limit", &rows, weight_limit);
}

#[test]
fn slay_table_as_printed() {
    use MonsterFlags as M;
    // (power, multiplier, a monster it applies to, one it does not)
    let printed = [
        (Slays::BRAND_FIRE, 3, M::empty(), M::IM_FIRE),
        (Slays::BRAND_COLD, 3, M::empty(), M::IM_COLD),
        (Slays::BRAND_ACID, 3, M::empty(), M::IM_ACID),
        (Slays::BRAND_ELEC, 3, M::empty(), M::IM_ELEC),
        (Slays::SLAY_ANIMAL, 2, M::ANIMAL, M::empty()),
        (Slays::SLAY_DEMON, 3, M::DEMON, M::empty()),
        (Slays::SLAY_DRAGON, 3, M::DRAGON, M::empty()),
        (Slays::SLAY_EVIL, 2, M::EVIL, M::empty()),
        (Slays::KILL_DRAGON, 5, M::DRAGON, M::empty()),
        (Slays::SLAY_GIANT, 3, M::GIANT, M::empty()),
        (Slays::SLAY_ORC, 3, M::ORC, M::empty()),
        (Slays::SLAY_TROLL, 3, M::TROLL, M::empty()),
        (Slays::SLAY_UNDEAD, 3, M::UNDEAD, M::empty()),
    ];
    for (power, mult, yes, no) in printed {
        assert_eq!(power.multiplier(yes), mult, "{power:?} against {yes:?}");
        assert_eq!(power.multiplier(no), 1, "{power:?} against {no:?}");
    }
    // Only the highest multiplier: Slay Evil + Slay Orc against an evil orc is x3,
    // Execute Dragon beats Slay Dragon, a fire brand against a fire-immune evil
    // monster falls back to Slay Evil.
    assert_eq!((Slays::SLAY_EVIL | Slays::SLAY_ORC).multiplier(M::EVIL | M::ORC), 3);
    assert_eq!((Slays::SLAY_DRAGON | Slays::KILL_DRAGON).multiplier(M::DRAGON), 5);
    assert_eq!((Slays::BRAND_FIRE | Slays::SLAY_EVIL).multiplier(M::EVIL | M::IM_FIRE), 2);
    assert_eq!(Slays::all().multiplier(M::all()), 5);
}

#[test]
fn launcher_multipliers_as_printed() {
    let printed = [
        (LauncherKind::Sling, 2),
        (LauncherKind::ShortBow, 2),
        (LauncherKind::LongBow, 3),
        (LauncherKind::LightCrossbow, 3),
        (LauncherKind::HeavyCrossbow, 4),
    ];
    for (kind, mult) in printed {
        assert_eq!(launcher_multiplier(kind, false), mult, "{kind:?}");
        assert_eq!(launcher_multiplier(kind, true), mult + 1, "{kind:?} of Extra Might");
    }
}

#[test]
fn breakage_table_as_ruled() {
    use ObjectKind as O;
    // RULINGS M8 (the game's table; the spoiler lacks junk and the wall case).
    let rows = [
        (O::FlaskOfOil, 100u32),
        (O::Potion, 50),
        (O::Bottle, 50),
        (O::Food, 50),
        (O::Junk, 50),
        (O::Light, 30),
        (O::Scroll, 30),
        (O::Arrow, 30),
        (O::Skeleton, 30),
        (O::Wand, 20),
        (O::Shot, 20),
        (O::Bolt, 20),
        (O::Spike, 20),
        (O::Other, 10),
    ];
    for (kind, pct) in rows {
        let missed = Landing { kind, artifact: false, hit_monster: false, straight_down: false };
        assert_eq!(u32::from(breakage_chance(&missed)), pct, "{kind:?}");
        let hit = Landing { hit_monster: true, ..missed };
        assert_eq!(u32::from(breakage_chance(&hit)), (2 * pct).min(100), "{kind:?} after a hit");
        assert_eq!(breakage_chance(&Landing { artifact: true, ..hit }), 0);
        assert_eq!(breakage_chance(&Landing { straight_down: true, ..missed }), 100);
    }
}

#[test]
fn critical_sum_tables_at_their_thresholds() {
    let melee = [(1, "good"), (399, "good"), (400, "great"), (699, "great"), (700, "superb"), (899, "superb")];
    let more = [(900, "*GREAT*"), (1299, "*GREAT*"), (1300, "*SUPERB*"), (5000, "*SUPERB*")];
    for (sum, name) in melee.into_iter().chain(more) {
        assert_eq!(CritTable::Melee.classify(sum).name(), name, "melee sum {sum}");
    }
    for (sum, name) in [(1, "good"), (499, "good"), (500, "great"), (999, "great"), (1000, "superb")] {
        assert_eq!(CritTable::Missile.classify(sum).name(), name, "missile sum {sum}");
    }
    // The operations: x2+5, x2+10, x3+15, x3+20, x3.5+25 (truncated, RULINGS M6).
    let ops: Vec<i64> = Critical::ALL.iter().map(|c| c.apply(11)).collect();
    assert_eq!(ops, [27, 32, 48, 53, 63]);
    assert_eq!(Critical::StarSuperb.apply(-3), -10 + 25); // 7 * -3 / 2 truncates toward zero
}

#[test]
fn the_fast_multiplier_agrees_with_the_table_everywhere() {
    // Every set of up to three slays (and all of them) against every set of
    // monster flags.
    let sets = (0..(1u16 << 13)).filter(|s| s.count_ones() <= 3 || *s == (1 << 13) - 1);
    for s in sets {
        let slays = Slays::from_bits_truncate(s);
        for f in 0..(1u16 << 12) {
            let flags = MonsterFlags::from_bits_truncate(f);
            if slays.multiplier(flags) != slays.multiplier_by_table(flags) {
                panic!("{slays:?} against {flags:?}");
            }
        }
    }
}
