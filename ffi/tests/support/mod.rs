//! What the C tests' checkers read of the header (shared by `c_coverage.rs`
//! and `c_programs.rs`).

use std::path::Path;

/// The declarations of the whole C API: the module headers
/// `include/roguerules.h` includes, in its order.
pub fn header_text(root: &Path) -> String {
    let include = root.join("include");
    let umbrella = std::fs::read_to_string(include.join("roguerules.h")).expect("include/roguerules.h");
    let mut text = String::new();
    for line in umbrella.lines() {
        if let Some(name) = line.strip_prefix("#include \"").and_then(|l| l.strip_suffix('"')) {
            text += &std::fs::read_to_string(include.join(name)).unwrap_or_else(|e| panic!("include/{name}: {e}"));
        }
    }
    text
}

/// The `rr_status` functions the header declares, each with its parameter
/// list (on one line, spaces collapsed).
pub fn status_declarations(header: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut rest = header;
    while let Some(at) = rest.find("\nrr_status ") {
        rest = &rest[at + "\nrr_status ".len()..];
        let Some((name, after)) = rest.split_once('(') else { break };
        let Some((params, _)) = after.split_once(");") else { break };
        if name.starts_with("rr_") && !name.contains(char::is_whitespace) {
            found.push((name.to_owned(), params.split_whitespace().collect::<Vec<_>>().join(" ")));
        }
    }
    found
}

/// The names of the `rr_status` functions the header declares.
#[allow(dead_code)] // used by one of the two test crates that share this module
pub fn status_functions(header: &str) -> Vec<String> {
    status_declarations(header).into_iter().map(|(name, _)| name).collect()
}
