//! Running the built `roguerules` binary from the CLI tests.
#![allow(dead_code)] // each test file uses some of these

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The repository root (commands that name files in the README run from it).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Runs `roguerules ARGS` from the repository root.
pub fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_roguerules")).args(args).current_dir(root()).output().expect("the binary runs")
}

/// Runs `roguerules ARGS` with `input` on standard input.
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
