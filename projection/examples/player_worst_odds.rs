//! The heaviest exact odds of the player rule at the top of its damage range
//! (1600, RULINGS P8): every damage type against characters with no, half and
//! 35% resistances, on floor, water and lava, landing on trees, rubble and lava,
//! from a level-255 unique Morgul wraith that is a Deathlord archer, with the
//! time of [`exact_report`](roguerules_projection::player::exact_report) (the
//! marginals, and the whole distribution when tractable). Prints the ten slowest
//! cases and the slowest per type.
//!
//! Run: `cargo run --release -p roguerules-projection --example player_worst_odds`.

use roguerules_projection::player::{
    self, Counters, Equipment, Item, MonsterSource, Player, PlayerInput, Resistances, Shield,
};
use roguerules_projection::{Gf, Terrain};
use std::collections::BTreeMap;
use std::time::Instant;

fn resist(pct: i64) -> Resistances {
    Resistances {
        acid: pct,
        elec: pct,
        fire: pct,
        cold: pct,
        pois: pct,
        light: pct,
        dark: pct,
        confusion: pct,
        sound: pct,
        shards: pct,
        nexus: pct,
        nether: pct,
        chaos: pct,
        disenchant: pct,
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let item = Some(Item { to_h: 12, to_d: 12, to_a: 12, artifact: true, ignore_acid: false, base_ac: 0 });
    let shield =
        Shield { to_h: 0, to_d: 0, to_a: 10, artifact: false, ignore_acid: false, base_ac: 20, on_back: false };
    let character = |pct| Player {
        level: 30,
        exp: 5_000_000,
        resist: resist(pct),
        save: 60,
        shapechanged: true,
        mana: 300,
        temp_effects: (0..32).map(|i| format!("effect {i}")).collect(),
        counters: Counters { poison: 5, stun: 10, ..Counters::default() },
        equip: Equipment {
            weapon: item,
            bow: item,
            body: item,
            cloak: item,
            shield: Some(shield),
            head: item,
            hands: item,
            feet: item,
        },
        ..Player::default()
    };
    let source = MonsterSource {
        level: 255,
        morgul: true,
        unique_wraith: true,
        deathlord: true,
        archer: true,
        adjacent: false,
        ranged_freq: 50,
        ..MonsterSource::default()
    };
    let mut times = Vec::new();
    for row in player::PLAYER_TABLE.iter() {
        for pct in [0, 50, 35] {
            for terrain in [Terrain::Floor, Terrain::Water, Terrain::Lava] {
                for land in [Terrain::Tree, Terrain::Rubble, Terrain::Lava] {
                    let input = PlayerInput {
                        gf: row.gf,
                        dam: 1600,
                        terrain,
                        dark: false,
                        land,
                        player: character(pct),
                        source,
                        self_inflicted: false,
                        reading: Default::default(),
                    };
                    let t = Instant::now();
                    let report = player::exact_report(&input)?;
                    let ms = t.elapsed().as_secs_f64() * 1e3;
                    let whole = report.distribution.as_ref().map_or("omitted".to_owned(), |d| d.len().to_string());
                    times.push((ms, row.gf, pct, terrain, land, whole));
                }
            }
        }
    }
    times.sort_by(|a, b| b.0.total_cmp(&a.0));
    println!("slowest cases (exact_report at 1600):");
    for (ms, gf, pct, terrain, land, whole) in times.iter().take(10) {
        println!("  {ms:>8.1} ms  {gf:<16} resist {pct:>2}%  on {terrain:<12} land {land:<12} distribution {whole}");
    }
    let mut per_type: BTreeMap<Gf, f64> = BTreeMap::new();
    for (ms, gf, ..) in &times {
        let e = per_type.entry(*gf).or_insert(0.0);
        *e = e.max(*ms);
    }
    println!("slowest per type:");
    for (gf, ms) in per_type {
        println!("  {gf:<16} {ms:>8.1} ms");
    }
    Ok(())
}
