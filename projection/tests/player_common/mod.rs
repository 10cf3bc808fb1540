//! Fixtures shared by the player tests: inputs, scripted runs that check every
//! scripted draw was used, and strategies for property tests.
#![allow(dead_code)]

use proptest::prelude::*;
use roguerules_dice::{Scripted, Step};
use roguerules_projection::player::{
    self, Counters, Equipment, Item, MonsterSource, Player, PlayerFlags, PlayerInput, PlayerOutcome, Resistances,
    Shield, Specialties, Stats, Sustains,
};
use roguerules_projection::{Class, Gf, Terrain};

/// Labelled script steps: `steps![("label", value), ...]`.
#[macro_export]
macro_rules! steps {
    ($(($label:expr, $value:expr)),* $(,)?) => {
        vec![$(roguerules_dice::Step::labelled($label, $value)),*]
    };
}

/// `gf` for `dam` on the default character (level 1 warrior, no resistances)
/// from a level-30 monster.
pub fn input(gf: Gf, dam: i64) -> PlayerInput {
    PlayerInput { source: MonsterSource { level: 30, ..MonsterSource::default() }, ..PlayerInput::new(gf, dam) }
}

/// Runs the projection on a script, checking that every step was used.
pub fn scripted(input: &PlayerInput, steps: Vec<Step>) -> PlayerOutcome {
    let mut r = Scripted::new(steps);
    let out = player::project(&mut r, input).unwrap_or_else(|e| panic!("{e}"));
    r.finish().unwrap_or_else(|e| panic!("{e}"));
    out
}

/// Runs the projection with no draws at all.
pub fn drawless(input: &PlayerInput) -> PlayerOutcome {
    scripted(input, Vec::new())
}

/// The 33 damage types of the player table.
pub fn player_types() -> Vec<Gf> {
    player::PLAYER_TABLE.iter().map(|r| r.gf).collect()
}

fn pct() -> impl Strategy<Value = i64> {
    prop_oneof![3 => Just(0i64), 1 => Just(100i64), 2 => 1i64..100]
}

fn resist() -> impl Strategy<Value = Resistances> {
    proptest::collection::vec(pct(), 14).prop_map(|v| Resistances {
        acid: v[0],
        elec: v[1],
        fire: v[2],
        cold: v[3],
        pois: v[4],
        light: v[5],
        dark: v[6],
        confusion: v[7],
        sound: v[8],
        shards: v[9],
        nexus: v[10],
        nether: v[11],
        chaos: v[12],
        disenchant: v[13],
    })
}

fn item() -> impl Strategy<Value = Option<Item>> {
    proptest::option::of((-5i64..=12, -5i64..=12, -5i64..=12, any::<bool>(), any::<bool>()).prop_map(
        |(to_h, to_d, to_a, artifact, ignore_acid)| Item { to_h, to_d, to_a, artifact, ignore_acid, ..Item::default() },
    ))
}

fn equipment() -> impl Strategy<Value = Equipment> {
    let shield = proptest::option::of((item(), 0i64..=30, any::<bool>()).prop_map(|(i, base_ac, on_back)| {
        let i = i.unwrap_or_default();
        Shield {
            to_h: i.to_h,
            to_d: i.to_d,
            to_a: i.to_a,
            artifact: i.artifact,
            ignore_acid: i.ignore_acid,
            base_ac,
            on_back,
        }
    }));
    (item(), item(), item(), item(), shield, item(), item(), item()).prop_map(
        |(weapon, bow, body, cloak, shield, head, hands, feet)| Equipment {
            weapon,
            bow,
            body,
            cloak,
            shield,
            head,
            hands,
            feet,
        },
    )
}

fn counter() -> impl Strategy<Value = i64> {
    prop_oneof![3 => Just(0i64), 1 => 1i64..=60]
}

fn counters() -> impl Strategy<Value = Counters> {
    proptest::collection::vec(counter(), 9).prop_map(|v| Counters {
        stun: v[0],
        cut: v[1],
        poison: v[2],
        confusion: v[3],
        blind: v[4],
        fear: v[5],
        hallucination: v[6],
        slow: v[7],
        paralysis: v[8],
    })
}

/// Valid characters.
pub fn player_strategy() -> impl Strategy<Value = Player> {
    (
        (1i64..=50, 0i64..=200_000, proptest::sample::select(Class::ALL.to_vec()), 0u8..32, 0i64..=100),
        (resist(), any::<bool>(), any::<bool>(), 0u8..32, any::<bool>(), 0u8..64),
        (proptest::collection::vec(3i64..=118, 6), -20i64..=200, 0i64..=100, -4i64..=15, 1i64..=49),
        (60i64..=300, 0i64..=400, 0i64..=120, any::<bool>(), 0i64..=400, 0usize..=3),
        (counters(), equipment()),
    )
        .prop_map(
            |(
                (level, exp, class, specialties, evasion_pct),
                (resist, pois_temp, pois_perm, flags, black_breath, sustains),
                (stats, ac, base_ac, dex_to_hit, energy),
                (weight_limit, pack_weight, save, shapechanged, mana, n_effects),
                (counters, equip),
            )| Player {
                level,
                exp,
                class,
                specialties: Specialties::from_bits_truncate(specialties),
                evasion_pct,
                resist,
                pois_temp,
                pois_perm,
                flags: PlayerFlags::from_bits_truncate(flags),
                black_breath,
                sustains: Sustains::from_bits_truncate(sustains),
                stats: Stats {
                    str: stats[0],
                    int: stats[1],
                    wis: stats[2],
                    dex: stats[3],
                    con: stats[4],
                    chr: stats[5],
                },
                ac,
                base_ac,
                dex_to_hit,
                energy,
                weight_limit,
                pack_weight,
                save,
                shapechanged,
                mana,
                temp_effects: ["bless", "hero", "shield"].iter().take(n_effects).map(|s| (*s).to_owned()).collect(),
                counters,
                equip,
                ..Player::default()
            },
        )
}

/// Valid monster sources.
pub fn source_strategy() -> impl Strategy<Value = MonsterSource> {
    (0i64..=100, any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>(), 0i64..=100).prop_map(
        |(level, morgul, unique_wraith, deathlord, archer, adjacent, ranged_freq)| MonsterSource {
            level,
            morgul,
            unique_wraith,
            deathlord,
            archer,
            adjacent,
            ranged_freq,
            ..MonsterSource::default()
        },
    )
}

/// Valid inputs with damage in `dam`.
pub fn input_strategy(dam: std::ops::RangeInclusive<i64>) -> impl Strategy<Value = PlayerInput> {
    (
        proptest::sample::select(player_types()),
        dam,
        proptest::sample::select(Terrain::ALL.to_vec()),
        any::<bool>(),
        proptest::sample::select(Terrain::ALL.to_vec()),
        player_strategy(),
        source_strategy(),
    )
        .prop_map(|(gf, dam, terrain, dark, land, player, source)| PlayerInput {
            gf,
            dam,
            terrain,
            dark,
            land,
            player,
            source,
            self_inflicted: false,
            reading: Default::default(),
        })
}
