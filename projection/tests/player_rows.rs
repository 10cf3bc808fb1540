//! Every row of seed 000's player table: its Terr column (on water, whose lines
//! touch every type, RULINGS Q2) and its Resist? column at 35% in every element
//! (the legend; RULINGS P7, Q5-Q7), through the exact damage distribution of the
//! same rule; plus the legend's examples.

mod player_common;

use player_common::input;
use roguerules_dice::Pmf;
use roguerules_projection::player::{
    self, Item, PlayerInput, ResistKind, Resistances, resistance_range, resistance_removes,
};
use roguerules_projection::{Gf, Terrain};

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

/// `gf` for 100 on water, at 35% in every element, from a level-0 monster
/// (nothing can be dodged: RULINGS Q46), AC 150, every armour slot filled.
fn wet(gf: Gf) -> PlayerInput {
    let mut i = PlayerInput { terrain: Terrain::Water, ..input(gf, 100) };
    i.source.level = 0;
    i.player.resist = resist(35);
    i.player.ac = 150;
    i.player.energy = 1;
    i.player.dex_to_hit = -4;
    i.player.weight_limit = 60;
    i.player.pack_weight = 300;
    i
}

/// `dam` less `ceil(dam * p / 100)` for each `p`, sorted and distinct.
fn taken(dam: i64, pcts: std::ops::RangeInclusive<i64>) -> Vec<i64> {
    let mut v: Vec<i64> = pcts.map(|p| dam - ((dam * p) as u64).div_ceil(100) as i64).collect();
    v.sort();
    v.dedup();
    v
}

fn support(p: &Pmf<i64>) -> Vec<i64> {
    p.support().copied().collect()
}

fn damage(i: &PlayerInput) -> Vec<i64> {
    support(&player::damage_pmf(i).unwrap())
}

/// Every value of `lo..=hi` equally likely.
fn uniform(p: &Pmf<i64>, lo: i64, hi: i64) {
    assert_eq!(support(p), (lo..=hi).collect::<Vec<_>>());
    let first = p.probability(&lo);
    assert!(p.iter().all(|(_, q)| q == first), "{p:?}");
}

#[test]
fn legend_variable_examples() {
    // "A 35% resistance could reduce damage by anywhere between 32% and 38%, while
    // an 80% resistance could reduce damage by anywhere between 78% and 82%"
    // (RULINGS P7: the smaller of the nominal amount and the remainder).
    assert_eq!(resistance_range(35, ResistKind::Variable), 32..=38);
    assert_eq!(resistance_range(80, ResistKind::Variable), 78..=82);
    // Through the rule: light of 100 (Half, on the floor: 100) at 35% and 80%.
    let mut i = input(Gf::Lite, 100);
    i.player.resist.light = 35;
    uniform(&player::damage_pmf(&i).unwrap(), 62, 68);
    i.player.resist.light = 80;
    uniform(&player::damage_pmf(&i).unwrap(), 18, 22);
    // Constant is exact: "a 35% resistance will always reduce damage by exactly 35%".
    assert_eq!(resistance_range(35, ResistKind::Constant), 35..=35);
    // V. Variable: twice the spread; 0 and 100 never vary.
    assert_eq!(resistance_range(80, ResistKind::VeryVariable), 76..=84);
    assert_eq!(resistance_range(100, ResistKind::VeryVariable), 100..=100);
    assert_eq!(resistance_range(0, ResistKind::Weak), 0..=0);
    // The damage removed is rounded up (RULINGS P7, Q6).
    assert_eq!(resistance_removes(101, 35), 36);
}

#[test]
fn row_rock() {
    // Full: 100 + 10; (c): 110 - 110 * 150 / 300 = 55 (RULINGS Q9).
    assert_eq!(damage(&wet(Gf::Rock)), [55]);
}

#[test]
fn row_shot() {
    // Full; (f): 110 - 110 * 150 / 250 = 44; base AC 0 never glances.
    assert_eq!(damage(&wet(Gf::Shot)), [44]);
}

#[test]
fn row_arrow() {
    // (i): AC 150 > a number in 1..=50 misses 149 times in 50.
    let mut i = wet(Gf::Arrow);
    i.source.level = 30; // 1..=200
    let p = player::damage_pmf(&i).unwrap();
    assert_eq!(support(&p), [0, 44]);
    assert_eq!(p.probability(&0).to_string(), "149/200");
}

#[test]
fn row_missile() {
    assert_eq!(damage(&wet(Gf::Missile)), [44]);
}

#[test]
fn row_pmissile_is_a_missile() {
    // RULINGS Q45: Full, (a) (f) (k).
    assert_eq!(damage(&wet(Gf::Pmissile)), [44]);
    assert_eq!(player::player_row(Gf::Pmissile).unwrap().resist_text(), "", "printed blank");
}

#[test]
fn row_whip() {
    // Full, no resistance.
    assert_eq!(damage(&wet(Gf::Whip)), [110]);
}

#[test]
fn row_acid() {
    // Full; Constant: 110 - ceil(38.5) = 71, or with (m): 73 - ceil(25.55) = 47.
    let mut i = wet(Gf::Acid);
    i.player.equip.body = Some(Item::default());
    let p = player::damage_pmf(&i).unwrap();
    assert_eq!(support(&p), [47, 71]);
    assert_eq!(p.probability(&47).to_string(), "1/6", "from 50: always a slot, 1 in 6 the body");
}

#[test]
fn row_elec() {
    assert_eq!(damage(&wet(Gf::Elec)), [71]);
}

#[test]
fn row_fire() {
    // Water -1/4: 75 - ceil(26.25) = 48.
    assert_eq!(damage(&wet(Gf::Fire)), [48]);
}

#[test]
fn row_cold() {
    assert_eq!(damage(&wet(Gf::Cold)), [71]);
}

#[test]
fn row_pois() {
    // Half: 100 + 10 / 2 = 105; 105 - ceil(36.75) = 68.
    assert_eq!(damage(&wet(Gf::Pois)), [68]);
}

#[test]
fn row_plasma() {
    // Full -1/4: 75; 38 fire (35%: 38 - 14) and 38 lightning (24) (RULINGS Q23).
    assert_eq!(damage(&wet(Gf::Plasma)), [48]);
}

#[test]
fn row_hellfire() {
    // Full -1/4: 75; fire 50 at 35% constant: 32; darkness 25 at 32..=38%
    // (Variable): 25 - 8..=10 (RULINGS Q24).
    assert_eq!(damage(&wet(Gf::Hellfire)), [47, 48, 49]);
}

#[test]
fn row_ice() {
    assert_eq!(damage(&wet(Gf::Ice)), [71]);
}

#[test]
fn rows_light_dark_confusion_sound_nether_half_variable() {
    // Half: 105; Variable 32..=38%: 105 - ceil(105 * p / 100) = 65..=71.
    for gf in [Gf::Lite, Gf::Dark, Gf::Confusion, Gf::Sound, Gf::Nether] {
        assert_eq!(damage(&wet(gf)), (65..=71).collect::<Vec<_>>(), "{gf}");
    }
}

#[test]
fn row_morgul_dark_is_weak_read_as_variable() {
    // RULINGS Q7: the darkness percentage, spread 1/10.
    let mut i = wet(Gf::MorgulDark);
    i.player.resist.dark = 80;
    // 105 - ceil(105 * p / 100) for p in 78..=82: 23, 22, 21, 19, 18 (81% and
    // 82% round 85.05 and 86.1 up).
    assert_eq!(damage(&i), [18, 19, 21, 22, 23]);
    assert_eq!(damage(&i), taken(105, 78..=82));
}

#[test]
fn row_shard_full_weak() {
    // Full: 110; Weak = Variable on the shards percentage: 110 - 36..=42.
    assert_eq!(damage(&wet(Gf::Shard)), (68..=74).collect::<Vec<_>>());
}

#[test]
fn rows_inertia_gravity_time_terr_none() {
    for gf in [Gf::Inertia, Gf::Gravity, Gf::Time] {
        assert_eq!(damage(&wet(gf)), [100], "{gf}");
    }
}

#[test]
fn rows_force_mana_meteor_full_none() {
    for gf in [Gf::Force, Gf::Mana, Gf::Meteor] {
        assert_eq!(damage(&wet(gf)), [110], "{gf}");
    }
}

#[test]
fn row_water() {
    // +1/2.
    assert_eq!(damage(&wet(Gf::Water)), [150]);
}

#[test]
fn row_storm_mixed() {
    // +1/2: 150. Pure 75; lightning 150 or 37 at 35% (97 or 24); cold and acid
    // 37 at 35% (24) or nothing (armour slots empty: no (m)).
    let p = player::damage_pmf(&wet(Gf::Storm)).unwrap();
    let want: Vec<i64> = [75 + 97, 75 + 24].iter().flat_map(|&b| [b, b + 24, b + 48]).collect::<Vec<_>>();
    let mut want = want;
    want.sort();
    want.dedup();
    assert_eq!(support(&p), want);
    assert_eq!(p.probability(&(75 + 97 + 48)).to_string(), "1/12");
}

#[test]
fn rows_nexus_disenchant_none_variable() {
    for gf in [Gf::Nexus, Gf::Disenchant] {
        assert_eq!(damage(&wet(gf)), (62..=68).collect::<Vec<_>>(), "{gf}");
    }
}

#[test]
fn row_chaos_very_variable() {
    // Half: 105; 35 +- 2 * 35 / 10: 28..=42%, 15 percentages, 15 damages
    // (41% removes 44, skipping 62).
    let p = player::damage_pmf(&wet(Gf::Chaos)).unwrap();
    assert_eq!(support(&p), taken(105, 28..=42));
    assert_eq!(p.len(), 15);
    assert!(!support(&p).contains(&62));
    assert_eq!(p.probability(&60).to_string(), "1/15", "p = 42 alone removes 45");
}

#[test]
fn row_holy_orb_special() {
    // Half: 105; (W): a warrior takes half.
    assert_eq!(damage(&wet(Gf::HolyOrb)), [52]);
}

#[test]
fn the_table_has_33_rows_and_no_others() {
    assert_eq!(player::PLAYER_TABLE.len(), 33);
    for &gf in Gf::ALL {
        let listed = player::PLAYER_TABLE.iter().any(|r| r.gf == gf);
        let r = player::project(&mut roguerules_dice::Sampler::seed_from_u64(1), &input(gf, 10));
        assert_eq!(r.is_ok(), listed, "{gf}");
    }
}

/// Every row replayed roll by roll under [`wet`]: the Terr column on water and the
/// Resist? column at 35% (the percentage drawn where the kind is variable, P7).
#[test]
fn every_row_scripted_on_water() {
    use player_common::scripted;
    let cases: Vec<(Gf, Vec<roguerules_dice::Step>, i64)> = vec![
        // GF_ROCK | Full | (a) (b) (c) | (d): 110 - 110 * 150 / 300
        (Gf::Rock, steps![("(d) stun 1 in 3", false)], 55),
        // GF_SHOT | Full | (a) (e) (f) | (g) (h): 110 - 110 * 150 / 250
        (Gf::Shot, steps![("(g) stun 1 in 4", false), ("(h) cut 1 in 4", false)], 44),
        // GF_MISSILE | Full | (a) (f) (k)
        (Gf::Missile, steps![], 44),
        // GF_PMISSILE | (blank: GF_MISSILE's, Q45) | (l)
        (Gf::Pmissile, steps![], 44),
        // GF_WHIP | Full | None
        (Gf::Whip, steps![], 110),
        // GF_ACID | Full | Constant (m) | (n) (o) (p): from 50 a slot always; empty: no (m)
        (Gf::Acid, steps![("(n) armour slot 0..5", 0)], 71),
        // GF_ELEC | Full | Constant | (p) (q) (r): 71 - ceil(38.5); (r) on 71
        (Gf::Elec, steps![("(r) stun roll 1..dam-15", 1)], 71),
        // GF_FIRE | Full | Constant | (p) (s): water -1/4
        (Gf::Fire, steps![], 48),
        // GF_COLD | Full | Constant | (p) (t) (u)
        (Gf::Cold, steps![], 71),
        // GF_POIS | Half | Constant | (v)
        (Gf::Pois, steps![("(v) poison 4 + dam/2..dam", 50)], 68),
        // GF_PLASMA | Full | Constant (w): 38 and 38, each 35% off
        (Gf::Plasma, steps![], 48),
        // GF_HELLFIRE | Full | Mixed (x) | (y): 32 fire, 25 - 9 darkness; a level-0
        // monster's save is against 0, which a skill of 0 fails (Q25)
        (Gf::Hellfire, steps![("resistance percentage (P7)", 35), ("(y) fear d30", 10)], 48),
        // GF_ICE | Full | Constant (z) | (A)
        (Gf::Ice, steps![], 71),
        // GF_LIGHT | Half | Variable | (B)
        (Gf::Lite, steps![("resistance percentage (P7)", 35)], 68),
        // GF_DARK | Half | Variable | (C)
        (Gf::Dark, steps![("resistance percentage (P7)", 32)], 71),
        // GF_MORGUL_DARK | Half | Weak (D) | (E): power 0
        (Gf::MorgulDark, steps![("resistance percentage (P7)", 38)], 65),
        // GF_CONFUSION | Half | Variable | (F)
        (Gf::Confusion, steps![("resistance percentage (P7)", 35)], 68),
        // GF_SOUND | Half | Variable | (G) (H)
        (Gf::Sound, steps![("resistance percentage (P7)", 35)], 68),
        // GF_SHARD | Full | Weak (I) | (J) (K)
        (Gf::Shard, steps![("resistance percentage (P7)", 35)], 71),
        // GF_INERTIA | None | None | (L)
        (Gf::Inertia, steps![("(L) slow 1d5", 1)], 100),
        // GF_GRAVITY | None | None | (M): resist nexus, a 1/2 chance to avoid the teleport
        (Gf::Gravity, steps![("(M) slow 1d3", 2), ("(M) avoid teleport 1 in 2", true)], 100),
        // GF_FORCE | Full | None | (N)
        (Gf::Force, steps![], 110),
        // GF_WATER | Full | None | (O): +1/2
        (Gf::Water, steps![], 150),
        // GF_STORM | Full | Mixed (P) | (Q): 75 pure, 150 / 4 = 37 lightning at 35%
        (
            Gf::Storm,
            steps![
                ("(P) full lightning 1 in 3", false),
                ("(P) cold 1 in 2", false),
                ("(P) acid 1 in 2", false),
                ("(Q) teleport roll 0..dam/2-1", 0)
            ],
            99,
        ),
        // GF_NEXUS | None | Variable | (R)
        (Gf::Nexus, steps![("resistance percentage (P7)", 35)], 65),
        // GF_NETHER | Half | Variable | (S)
        (Gf::Nether, steps![("resistance percentage (P7)", 35)], 68),
        // GF_CHAOS | Half | V. Variable | (T): 28..=42
        (Gf::Chaos, steps![("resistance percentage (P7)", 42)], 60),
        // GF_DISENCHANT | None | Variable | (U) (X) (Y)
        (Gf::Disenchant, steps![("resistance percentage (P7)", 35)], 65),
        // GF_TIME | None | None | (V)
        (Gf::Time, steps![("(V) effect 1/2 2/5 1/10", 0)], 100),
        // GF_MANA | Full | None
        (Gf::Mana, steps![], 110),
        // GF_HOLY_ORB | Half | Special (W)
        (Gf::HolyOrb, steps![], 52),
        // GF_METEOR | Full | None
        (Gf::Meteor, steps![], 110),
    ];
    // GF_ARROW | Full | (a) (f) (i) | (j): from a level-30 monster, AC 150 not
    // above 150 (1..=200).
    let mut arrow = wet(Gf::Arrow);
    arrow.source.level = 30;
    let out = scripted(&arrow, steps![("(i) miss roll 1..50+5*level", 150), ("(j) cut 1 in 2", false)]);
    assert_eq!(out.damage, 44);
    let mut seen = vec![Gf::Arrow];
    for (gf, script, want) in cases {
        let out = scripted(&wet(gf), script);
        assert_eq!(out.damage, want, "{gf}");
        seen.push(gf);
    }
    seen.sort();
    let mut all: Vec<Gf> = player::PLAYER_TABLE.iter().map(|r| r.gf).collect();
    all.sort();
    assert_eq!(seen, all, "every row");
}
