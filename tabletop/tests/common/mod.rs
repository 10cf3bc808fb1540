//! The rule sources in `../shared` (beside the repository), read at run time.
//!
//! A clone without `../shared` still passes `cargo test --workspace`: a check that
//! needs a source prints one line saying what it skipped and why, and returns.
//! CI always has `../shared`: `.ci/run` fails early without it and sets
//! `ROGUERULES_REQUIRE_SHARED=1`, which turns a missing file into a failure.

use std::io::Write;
use std::path::PathBuf;
use std::sync::OnceLock;

/// The repository-relative path of a file under `../shared` (for messages).
fn display(relative: &str) -> String {
    format!("../shared/{relative}")
}

/// The text of `../shared/<relative>`, or `None` (after one line on stderr) when
/// it is absent. Panics when it is absent and `ROGUERULES_REQUIRE_SHARED` is set.
pub fn shared_file(relative: &'static str) -> Option<&'static str> {
    static CACHE: OnceLock<Option<String>> = OnceLock::new();
    let text = CACHE.get_or_init(|| {
        let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "..", "..", "shared", relative].iter().collect();
        match std::fs::read_to_string(&path) {
            Ok(text) => Some(text),
            Err(e) if std::env::var_os("ROGUERULES_REQUIRE_SHARED").is_some() => {
                panic!("{} is required (ROGUERULES_REQUIRE_SHARED is set) but cannot be read: {e}", display(relative))
            }
            Err(_) => {
                // Written to stderr directly, not through eprintln!, so the test
                // harness does not capture it: the user sees it once per run.
                let _ = writeln!(
                    std::io::stderr(),
                    "skipped: the checks against {} (not found: a clone without ../shared); CI runs them",
                    display(relative)
                );
                None
            }
        }
    });
    text.as_deref()
}
