//! `DrawKind::source_ranges` says exactly what the one lowering asks of a
//! `Source` for each traced draw, degenerate and invalid draws included (the
//! benches replay these ranges as the floor of a rule's randomness).

use roguerules_dice::{Roller, RollerExt, Source, SourceError, Tracing};

/// A source that records every range it is asked for and answers the middle.
#[derive(Default)]
struct Recorder {
    asked: Vec<(i64, i64)>,
}

impl Source for Recorder {
    fn draw(&mut self, lo: i64, hi: i64) -> Result<i64, SourceError> {
        self.asked.push((lo, hi));
        Ok(lo + (hi - lo) / 2)
    }
}

#[test]
fn the_ranges_of_each_traced_draw_are_the_ones_the_source_was_asked() {
    let mut r = Tracing::new(Recorder::default());
    // Plain draws, then every degenerate case of RULINGS G2, then invalid ones
    // (refused by the lowering before asking the source).
    r.uniform("u", 1, 20).unwrap();
    r.dice("d", 3, 6).unwrap();
    r.chance("c", 1, 4).unwrap();
    r.choose("w", &[1, 0, 3]).unwrap();
    r.compare("x", 1, 100, &[30]).unwrap();
    r.exceeds("e", 50, 1, 100).unwrap();
    r.uniform("u", 5, 5).unwrap();
    r.dice("d", 4, 1).unwrap();
    r.dice("d", 0, 6).unwrap();
    r.chance("c", 0, 4).unwrap();
    r.chance("c", 4, 4).unwrap();
    r.choose("w", &[0, 7, 0]).unwrap();
    r.compare("x", 3, 3, &[3]).unwrap();
    assert!(r.chance("c", 1, 0).is_err());
    assert!(r.choose("w", &[]).is_err());
    let expected: Vec<(i64, i64)> = r.draws().iter().flat_map(|d| d.kind.source_ranges()).collect();
    assert_eq!(expected, r.inner_mut().asked);
    assert_eq!(expected, [(1, 20), (1, 6), (1, 6), (1, 6), (0, 3), (0, 3), (1, 100), (1, 100)]);
}
