//! Running the built `roguerules` binary from the CLI tests.
#![allow(dead_code)] // each test file uses some of these

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The cli crate's directory (the tests run the binary from it, so
/// `examples/fight.json` names a file of this crate, in the repository and in the
/// crate's tarball alike).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The workspace root when this crate is in its repository (`../Cargo.toml` has a
/// `[workspace]` listing `cli`), `None` in a crate unpacked from its tarball; the
/// checks of workspace files (the top README, the other crates) print one line and
/// skip then.
pub fn workspace() -> Option<PathBuf> {
    let dir = root().join("..");
    let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap_or_default();
    if manifest.contains("[workspace]") && manifest.contains("\"cli\"") {
        Some(dir)
    } else {
        let _ =
            writeln!(std::io::stderr(), "skipped: a check of the roguerules workspace (not found: a packaged crate)");
        None
    }
}

/// Runs `roguerules ARGS` from the cli crate's directory.
pub fn run(args: &[&str]) -> Output {
    run_in(&root(), args)
}

/// Runs `roguerules ARGS` from `dir`.
pub fn run_in(dir: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_roguerules")).args(args).current_dir(dir).output().expect("the binary runs")
}

/// Runs a command line as the README and the tour write it, from `dir`: the words
/// after `roguerules`, or a pipeline `examples NAME | roguerules COMMAND ...`
/// (the first command's output on the second's standard input).
pub fn run_line_in(dir: &std::path::Path, line: &str) -> Output {
    // Words as a shell splits them: '--vs '--dice 3d4'' is one argument.
    let words = |s: &str| shlex::split(s).unwrap_or_else(|| panic!("unbalanced quotes in `{s}`"));
    match line.split_once(" | roguerules ") {
        None => run_in(dir, &words(line).iter().map(String::as_str).collect::<Vec<_>>()),
        Some((first, second)) => {
            let first = run_in(dir, &words(first).iter().map(String::as_str).collect::<Vec<_>>());
            assert!(first.status.success(), "`roguerules {line}`: the first command failed: {}", stderr(&first));
            let mut child = Command::new(env!("CARGO_BIN_EXE_roguerules"))
                .args(words(second))
                .current_dir(dir)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("spawn roguerules");
            child.stdin.take().expect("stdin").write_all(&first.stdout).expect("write stdin");
            child.wait_with_output().expect("wait")
        }
    }
}

/// [`run_line_in`] from the cli crate's directory.
pub fn run_line(line: &str) -> Output {
    run_line_in(&root(), line)
}

/// Runs `roguerules ARGS` with `input` on standard input (from the cli crate).
pub fn run_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_roguerules"))
        .args(args)
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn roguerules");
    child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("write stdin");
    child.wait_with_output().expect("wait")
}

/// Runs `roguerules ARGS` and how long it took.
pub fn timed(args: &[&str]) -> (Output, Duration) {
    let start = Instant::now();
    let out = run(args);
    (out, start.elapsed())
}

/// Standard output as text.
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Standard error as text.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The text output of a command that must succeed.
pub fn text(args: &[&str]) -> String {
    let o = run(args);
    assert!(o.status.success(), "`roguerules {}` failed: {}", args.join(" "), stderr(&o));
    stdout(&o)
}

/// The JSON output of a command that must succeed.
pub fn json(args: &[&str]) -> serde_json::Value {
    let o = run(args);
    assert!(o.status.success(), "`roguerules {}` failed: {}", args.join(" "), stderr(&o));
    serde_json::from_slice(&o.stdout).expect("valid JSON")
}

/// The error of a command that must fail with exit status `code` (2: usage, 1:
/// anything else), printing nothing on stdout.
pub fn fails(code: i32, args: &[&str]) -> String {
    let o = run(args);
    assert_eq!(o.status.code(), Some(code), "`roguerules {}`: {}", args.join(" "), stderr(&o));
    assert!(o.stdout.is_empty(), "`roguerules {}` printed to stdout on error", args.join(" "));
    stderr(&o)
}

/// A usage error (exit status 2).
pub fn usage(args: &[&str]) -> String {
    fails(2, args)
}

/// How long a former hang case may take: 10 s in a release build (`cargo test
/// --release`, which `.ci/run` runs for these), more in an unoptimised one.
pub fn limit() -> Duration {
    if cfg!(debug_assertions) { Duration::from_secs(120) } else { Duration::from_secs(10) }
}

/// Runs `roguerules ARGS` (output discarded) and returns its exit status, how
/// long it took and its peak resident memory in KiB, from the kernel's account
/// of that one child (`wait4`).
#[cfg(unix)]
#[allow(clippy::zombie_processes, reason = "the child is reaped by wait4, which std does not see")]
pub fn peak_memory(args: &[&str]) -> (Option<i32>, Duration, u64) {
    let start = Instant::now();
    let child = Command::new(env!("CARGO_BIN_EXE_roguerules"))
        .args(args)
        .current_dir(root())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn roguerules");
    let pid = libc::pid_t::try_from(child.id()).expect("a pid");
    let mut status: libc::c_int = 0;
    // SAFETY: `wait4` writes through two valid, exclusively borrowed locals;
    // the child is ours and not waited for elsewhere.
    let (waited, usage) = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        (libc::wait4(pid, &mut status, 0, &mut usage), usage)
    };
    assert_eq!(waited, pid, "wait4 failed");
    let code = libc::WIFEXITED(status).then(|| libc::WEXITSTATUS(status));
    (code, start.elapsed(), u64::try_from(usage.ru_maxrss).unwrap_or(0))
}

/// A file holding `text` in the tests' scratch directory, named `name`.
pub fn scratch_file(name: &str, text: &str) -> String {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("inputs");
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write the scratch file");
    path.display().to_string()
}

/// Issue 25 item 4, for one command: its input given as `--input FILE` (the
/// JSON `file`) prints the same as given as the options `flags`; `over`
/// (`--flag value` pairs) after the file prints what the options with `over`
/// print (`over` replaces the file's fields); a file that is not a valid input
/// (`bad`) exits 1 naming the file. `command` is the command's words.
pub fn check_input(command: &[&str], file: &str, flags: &[&str], over: &[&str], bad: &str) {
    let name = command.join("-");
    let path = scratch_file(&format!("{name}.json"), file);
    let with = |extra: &[&str]| -> Vec<String> { command.iter().chain(extra).map(|s| (*s).to_owned()).collect() };
    let out = |args: Vec<String>| -> String {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        text(&args)
    };
    let from_file = out(with(&["--input", &path]));
    assert_eq!(from_file, out(with(flags)), "`{name}`: the file {file} and the options {flags:?} differ");
    let mut file_over = vec!["--input", path.as_str()];
    file_over.extend(over);
    // The options with `over`'s pairs (`--flag value`) replacing theirs.
    let mut flags_over = flags.to_vec();
    for pair in over.chunks(2) {
        match flags_over.iter().position(|f| *f == pair[0]) {
            Some(i) => flags_over[i + 1] = pair[1],
            None => flags_over.extend(pair),
        }
    }
    let overridden = out(with(&file_over));
    assert_eq!(overridden, out(with(&flags_over)), "`{name}`: {over:?} over the file");
    assert_ne!(overridden, from_file, "`{name}`: {over:?} changes nothing: a useless check");
    let bad_path = scratch_file(&format!("{name}-bad.json"), bad);
    let args = with(&["--input", &bad_path]);
    let e = fails(1, &args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(e.contains(&format!("--input {bad_path}")), "`{name}` with {bad}: {e}");
}
