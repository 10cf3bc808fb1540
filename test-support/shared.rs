//! The rule sources in `../shared` (beside the repository), read at run time by
//! the tests that cross-check the code's tables against them. One file, included
//! by path from each test that needs it:
//!
//! ```ignore
//! #[path = "../../test-support/shared.rs"]
//! mod shared;
//! ```
//!
//! A clone without `../shared` still passes `cargo test --workspace`: a check that
//! needs a source prints one line saying what it skipped and why, and returns.
//! CI always has `../shared`: `.ci/run` fails early without it and sets
//! `ROGUERULES_REQUIRE_SHARED=1`, which turns a missing file into a failure.

use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};

/// The text of `../shared/<relative>` (relative to the workspace root), or `None`
/// (after one line on stderr, once per file and test binary) when it is absent.
/// Panics when it is absent and `ROGUERULES_REQUIRE_SHARED` is set.
pub fn shared_file(relative: &'static str) -> Option<&'static str> {
    static CACHE: OnceLock<Mutex<HashMap<&'static str, Option<&'static str>>>> = OnceLock::new();
    let mut cache = CACHE.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    *cache.entry(relative).or_insert_with(|| {
        // Every crate is one level below the workspace root.
        let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "..", "..", "shared", relative].iter().collect();
        match std::fs::read_to_string(&path) {
            Ok(text) => Some(&*Box::leak(text.into_boxed_str())),
            Err(e) if std::env::var_os("ROGUERULES_REQUIRE_SHARED").is_some() => {
                panic!("../shared/{relative} is required (ROGUERULES_REQUIRE_SHARED is set) but cannot be read: {e}")
            }
            Err(_) => {
                // Written to stderr directly, not through eprintln!, so the test
                // harness does not capture it: the user sees it.
                let _ = writeln!(
                    std::io::stderr(),
                    "skipped: the checks against ../shared/{relative} (not found: a clone without ../shared); CI runs them"
                );
                None
            }
        }
    })
}
