//! Issue 25, item 5: the spoiler book is written in under a minute in a release
//! build. `.ci/run` runs this file with `--release`; a debug build gets a
//! generous limit of its own (it is several times slower), so the test stays
//! honest in both.

mod common;

use std::time::{Duration, Instant};

/// A minute in a release build (the limit); four in a debug build.
fn limit() -> Duration {
    if cfg!(debug_assertions) { Duration::from_secs(240) } else { Duration::from_secs(60) }
}

#[test]
fn the_book_is_written_in_under_a_minute() {
    let dir = std::env::temp_dir().join(format!("roguerules-spoilers-time-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for format in ["markdown", "html"] {
        let out = dir.join(format);
        let start = Instant::now();
        let o = common::run(&["spoilers", "--out", out.to_str().expect("UTF-8"), "--format", format]);
        let took = start.elapsed();
        assert!(o.status.success(), "{}", common::stderr(&o));
        assert!(took < limit(), "spoilers --format {format} took {took:?} (limit {:?})", limit());
        eprintln!("spoilers --format {format}: {took:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
