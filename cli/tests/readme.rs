//! Every `$ roguerules ...` line of the workspace README runs as written.

use std::path::Path;
use std::process::Command;

#[test]
fn readme_commands_run() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let commands: Vec<&str> = readme.lines().filter_map(|l| l.strip_prefix("$ roguerules ")).collect();
    assert!(commands.len() >= 3, "README shows too few CLI examples");
    for line in commands {
        let out = Command::new(env!("CARGO_BIN_EXE_roguerules"))
            .args(line.split_whitespace())
            .current_dir(&root)
            .output()
            .unwrap();
        assert!(out.status.success(), "`roguerules {line}` failed: {}", String::from_utf8_lossy(&out.stderr));
        assert!(!out.stdout.is_empty(), "`roguerules {line}` printed nothing");
    }
}
