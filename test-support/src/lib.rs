//! Test helper of the roguerules crates (a dev-dependency, nothing else): the rule
//! sources in `../shared` (beside the repository), read at run time by the tests
//! that cross-check the code's tables against them.
//!
//! ```no_run
//! use roguerules_test_support as shared;
//! let Some(text) = shared::shared_file("seeds/002_46d849c2d2291f55.tables.md") else { return };
//! assert!(text.contains("Table 1"));
//! ```
//!
//! A clone without `../shared` still passes `cargo test --workspace`, and a crate
//! unpacked from its tarball passes its own `cargo test`: a check that needs a
//! source prints one line saying what it skipped and why, and returns. CI always
//! has `../shared`: `.ci/run` fails early without it and sets
//! `ROGUERULES_REQUIRE_SHARED=1`, which turns a missing file into a failure;
//! `ROGUERULES_SHARED=DIR` names the directory instead of `../shared` (`.ci/package`
//! points the unpacked crates at it).

pub mod citations;

use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};

/// The directory of the rule sources: `$ROGUERULES_SHARED` when set, else
/// `shared/` beside the repository (the crate under test is one level below the
/// workspace root: `$CARGO_MANIFEST_DIR/../../shared`, `CARGO_MANIFEST_DIR` as
/// cargo sets it when it runs the test).
pub fn shared_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("ROGUERULES_SHARED") {
        return PathBuf::from(dir);
    }
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(|| PathBuf::from("."), PathBuf::from);
    manifest.join("..").join("..").join("shared")
}

/// The text of `<shared>/<relative>` ([`shared_dir`]), or `None` (after one line
/// on stderr, once per file and test binary) when it is absent. Panics when it is
/// absent and `ROGUERULES_REQUIRE_SHARED` is set.
pub fn shared_file(relative: &'static str) -> Option<&'static str> {
    static CACHE: OnceLock<Mutex<HashMap<&'static str, Option<&'static str>>>> = OnceLock::new();
    let mut cache = CACHE.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    *cache.entry(relative).or_insert_with(|| {
        let path = shared_dir().join(relative);
        match std::fs::read_to_string(&path) {
            Ok(text) => Some(&*Box::leak(text.into_boxed_str())),
            Err(e) if std::env::var_os("ROGUERULES_REQUIRE_SHARED").is_some() => {
                panic!("{} is required (ROGUERULES_REQUIRE_SHARED is set) but cannot be read: {e}", path.display())
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

/// The citation checks of [`citations`], as `#[test]` functions of the crate that
/// invokes it (its `tests/citations.rs` is this one line).
///
/// ```text
/// roguerules_test_support::citation_tests!();
/// ```
#[macro_export]
macro_rules! citation_tests {
    () => {
        fn this_crate() -> $crate::citations::Crate<'static> {
            $crate::citations::Crate {
                dir: ::std::path::Path::new(env!("CARGO_MANIFEST_DIR")),
                name: env!("CARGO_PKG_NAME"),
            }
        }
        #[test]
        fn every_cited_reading_is_a_section_of_the_crates_readings_page() {
            $crate::citations::every_cited_reading_is_a_section_of_the_crates_readings_page(&this_crate());
        }
        #[test]
        fn the_readings_module_renders_the_page() {
            $crate::citations::the_readings_module_renders_the_page(&this_crate());
        }
        #[test]
        fn no_doc_names_a_file_outside_the_repository() {
            $crate::citations::no_doc_names_a_file_outside_the_repository(&this_crate());
        }
        #[test]
        fn the_page_is_the_masters_sections_for_what_the_crate_cites() {
            $crate::citations::the_page_is_the_masters_sections_for_what_the_crate_cites(&this_crate());
        }
        #[test]
        fn every_crate_carries_this_file_unchanged() {
            $crate::citations::every_crate_carries_this_file_unchanged(&this_crate());
        }
        #[test]
        fn the_repositorys_own_docs_resolve_against_its_readings() {
            $crate::citations::the_repositorys_own_docs_resolve_against_its_readings(&this_crate());
        }
    };
}
