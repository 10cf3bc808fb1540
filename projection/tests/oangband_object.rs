//! Floor objects under the Oangband 1.1.0 reading: each difference from the
//! seed reading, replayed with the game's own draws (`Rand_div(m)` spans and
//! results, in the game's order), citing the released game's `project_o` and
//! the `hates_*` helpers of its `src/spells1.c`.

mod oangband_draws;

use oangband_draws::GameDraws;
use roguerules_projection::Gf;
use roguerules_projection::object::{self, Hate, IgnoreFlags as I, ObjectClass as O, ObjectInput, ObjectOutcome};
use roguerules_vocab::Reading;

fn game(gf: Gf, dam: i64, class: O) -> ObjectInput {
    ObjectInput { reading: Reading::Oangband110, ..ObjectInput::new(gf, dam, class) }
}

/// Whether the object is destroyed on the game's draws `(m, r)`, every one of
/// them used.
fn replay(input: &ObjectInput, draws: &[(i64, i64)]) -> ObjectOutcome {
    let mut g = GameDraws::new(format!("{input:?}"), draws);
    let out = object::project(&mut g, input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
    g.finish();
    out
}

fn destroyed(input: &ObjectInput, draws: &[(i64, i64)]) -> bool {
    replay(input, draws).destroyed
}

fn chance(input: &ObjectInput) -> String {
    object::destroy_chance(input).unwrap().to_string()
}

/// `project_o`: `dam > rand_int(T)` (0..=T-1): a damage of `T` always
/// destroys, after a draw; 1 destroys one time in `T` (the seed: 1..=T, never
/// at 1, `(T - 1) / T` at `T`).
#[test]
fn threshold_is_damage_above_rand_int() {
    for (gf, t, class) in [
        (Gf::Acid, 50, O::Bow),
        (Gf::Elec, 40, O::Ring),
        (Gf::Fire, 40, O::Scroll),
        (Gf::Cold, 40, O::Potion),
        (Gf::Plasma, 40, O::Scroll),
        (Gf::Plasma, 40, O::Wand),
        (Gf::Ice, 40, O::Flask),
        (Gf::Shard, 40, O::Potion),
        (Gf::Force, 40, O::Bottle),
        (Gf::Sound, 40, O::Potion),
    ] {
        let at_t = game(gf, t, class);
        assert!(destroyed(&at_t, &[(t, t - 1)]), "{gf} {class}");
        assert_eq!(chance(&at_t), "1");
        let one = game(gf, 1, class);
        assert!(destroyed(&one, &[(t, 0)]));
        assert!(!destroyed(&one, &[(t, 1)]));
        assert_eq!(chance(&one), format!("1/{t}"));
        // Even past the threshold, and at 0, the draw is made.
        assert!(destroyed(&game(gf, 5000, class), &[(t, t - 1)]));
        assert!(!destroyed(&game(gf, 0, class), &[(t, 0)]));
        // The seed: 1..=T.
        assert_eq!(chance(&ObjectInput::new(gf, t, class)), format!("{}/{t}", t - 1));
    }
    assert_eq!(chance(&game(Gf::Acid, 25, O::Bow)), "1/2");
    assert_eq!(chance(&ObjectInput::new(Gf::Acid, 25, O::Bow)), "12/25");
}

/// `project_o` draws the threshold in its `switch` for every object that hates
/// the element, and only then lets artifacts and objects with the `IGNORE` flag
/// resist (the seed reading draws nothing for them).
#[test]
fn immune_objects_still_draw() {
    let bow = game(Gf::Acid, 30, O::Bow);
    for immune in [ObjectInput { flags: I::IGNORE_ACID, ..bow }, ObjectInput { artifact: true, ..bow }] {
        assert!(!destroyed(&immune, &[(50, 0)]), "{immune:?}");
        assert!(!destroyed(&immune, &[(50, 49)]), "{immune:?}");
        assert_eq!(chance(&immune), "0");
        assert!(!destroyed(&ObjectInput { reading: Reading::Seed, ..immune }, &[]));
    }
    // A flag for another element protects nothing.
    assert!(destroyed(&ObjectInput { flags: I::IGNORE_FIRE, ..bow }, &[(50, 0)]));
    // Meteor has no draw; its flags still protect.
    assert!(!destroyed(&ObjectInput { flags: I::IGNORE_FIRE, ..game(Gf::Meteor, 9, O::Scroll) }, &[]));
    assert!(destroyed(&game(Gf::Meteor, 9, O::Potion), &[]));
    // The shards group has no flag: an all-flags potion shatters.
    assert!(destroyed(&ObjectInput { flags: I::all(), ..game(Gf::Shard, 40, O::Potion) }, &[(40, 39)]));
    // An artifact potion does not, after the draw.
    assert!(!destroyed(&ObjectInput { artifact: true, ..game(Gf::Shard, 40, O::Potion) }, &[(40, 0)]));
}

/// `hates_acid` lists `TV_CHEST` ("Ouch"): acid can melt a chest (the seed
/// lists chests with the fire haters only).
#[test]
fn chests_hate_acid() {
    let chest = game(Gf::Acid, 10, O::Chest);
    assert!(destroyed(&chest, &[(50, 9)]));
    assert!(!destroyed(&chest, &[(50, 10)]));
    assert_eq!(chance(&chest), "1/5");
    assert_eq!(chance(&ObjectInput::new(Gf::Acid, 10, O::Chest)), "0");
    assert!(O::Chest.hates_in(Hate::Acid, Reading::Oangband110));
    assert!(!O::Chest.hates(Hate::Acid));
    // Still fire haters, in both readings.
    assert!(destroyed(&game(Gf::Fire, 40, O::Chest), &[(40, 39)]));
    // A trapped chest hit by acid: melted; its trap is no matter of acid.
    let trapped = ObjectInput { trapped: true, ..chest };
    let out = replay(&trapped, &[(50, 0)]);
    assert_eq!((out.destroyed, out.trap_removed), (true, false));
}

/// `hates_acid` and `hates_fire` go by `tval`, and slings are `TV_BOW` with bows
/// and crossbows: they hate acid and fire (the seed: bows and crossbows only,
/// RULINGS P13).
#[test]
fn slings_hate_acid_and_fire() {
    let acid = game(Gf::Acid, 20, O::Sling);
    assert!(destroyed(&acid, &[(50, 19)]));
    assert!(!destroyed(&acid, &[(50, 20)]));
    assert_eq!(chance(&acid), "2/5");
    let fire = game(Gf::Fire, 20, O::Sling);
    assert!(destroyed(&fire, &[(40, 0)]));
    assert_eq!(chance(&fire), "1/2");
    assert_eq!(chance(&game(Gf::Plasma, 20, O::Sling)), "1/2");
    assert!(destroyed(&game(Gf::Meteor, 1, O::Sling), &[]));
    for gf in [Gf::Acid, Gf::Fire, Gf::Plasma, Gf::Meteor] {
        assert_eq!(chance(&ObjectInput::new(gf, 20, O::Sling)), "0", "{gf}");
    }
    // Nothing else changes: the game's lists are the seed's for every other class.
    for &class in O::ALL {
        for hate in [Hate::Acid, Hate::Elec, Hate::Fire, Hate::Cold] {
            let extra = matches!((class, hate), (O::Chest, Hate::Acid) | (O::Sling, Hate::Acid | Hate::Fire));
            assert_eq!(class.hates_in(hate, Reading::Oangband110), class.hates(hate) || extra, "{class} {hate:?}");
            assert_eq!(class.hates_in(hate, Reading::Seed), class.hates(hate));
        }
    }
}

/// Types that touch every object or none draw nothing, as in the seed:
/// `project_o`'s GF_MANA (falling through to GF_HOLY_ORB) destroys every
/// non-artifact, GF_HOLY_ORB cursed ones, GF_KILL_TRAP undoes a chest's trap or
/// lock; every other type leaves objects alone.
#[test]
fn drawless_types_are_the_seeds() {
    for &class in O::ALL {
        assert!(destroyed(&ObjectInput { flags: I::all(), ..game(Gf::Mana, 0, class) }, &[]), "{class}");
        assert!(!destroyed(&ObjectInput { artifact: true, ..game(Gf::Mana, 0, class) }, &[]), "{class}");
        assert!(destroyed(&ObjectInput { cursed: true, ..game(Gf::HolyOrb, 1, class) }, &[]), "{class}");
        assert!(!destroyed(&game(Gf::HolyOrb, 5000, class), &[]), "{class}");
    }
    let chest = ObjectInput { trapped: true, artifact: true, ..game(Gf::KillTrap, 0, O::Chest) };
    let out = replay(&chest, &[]);
    assert_eq!((out.destroyed, out.trap_removed), (false, true));
    for gf in [Gf::Pois, Gf::Hellfire, Gf::Water, Gf::Storm, Gf::Nether, Gf::Chaos, Gf::KillWall] {
        for &class in O::ALL {
            assert_eq!(replay(&game(gf, 5000, class), &[]), ObjectOutcome::default(), "{gf} {class}");
        }
    }
}
