//! Fixtures shared by the tests: monsters, sources, and scripted runs that check
//! every scripted draw was used.
#![allow(dead_code)]

use roguerules_dice::{Scripted, Step};
use roguerules_projection::monster::{self, Monster, MonsterFlags, MonsterInput, MonsterOutcome};
use roguerules_projection::{Class, Gf, PlayerSource, Source, Terrain};

/// Labelled script steps: `steps![("label", value), ...]`.
#[macro_export]
macro_rules! steps {
    ($(($label:expr, $value:expr)),* $(,)?) => {
        vec![$(roguerules_dice::Step::labelled($label, $value)),*]
    };
}

/// An ordinary monster: level 10, 1000 HP, no flags, normal speed.
pub fn mon() -> Monster {
    Monster { name: "Test monster".into(), char: 'p', level: 10, hp: 1000, maxhp: 1000, ..Monster::default() }
}

/// [`mon`] with flags.
pub fn with(flags: MonsterFlags) -> Monster {
    Monster { flags, ..mon() }
}

/// A player source.
pub fn player(level: i64, class: Class) -> Source {
    Source::Player(PlayerSource { level, class, beguile: false, holy_light: false })
}

/// `gf` for `dam` from a level-30 warrior on `m`, on the floor.
pub fn input(gf: Gf, dam: i64, m: Monster) -> MonsterInput {
    MonsterInput {
        gf,
        dam,
        terrain: Terrain::Floor,
        source: player(30, Class::Warrior),
        monster: m,
        reading: Default::default(),
    }
}

/// Runs the projection on a script, checking that every step was used.
pub fn scripted(input: &MonsterInput, steps: Vec<Step>) -> MonsterOutcome {
    let mut r = Scripted::new(steps);
    let out = monster::project(&mut r, input).unwrap_or_else(|e| panic!("{e}"));
    r.finish().unwrap_or_else(|e| panic!("{e}"));
    out
}

/// Runs the projection with no draws at all.
pub fn drawless(input: &MonsterInput) -> MonsterOutcome {
    scripted(input, Vec::new())
}
