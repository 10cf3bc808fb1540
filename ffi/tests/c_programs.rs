//! Builds `libroguerules.a` with cargo, compiles the C tests (`ffi/tests/c/*.c`),
//! the C example (`ffi/examples/c/*.c`) and a C++ smoke test against
//! `ffi/include/roguerules.h` with the system compilers, runs them, and checks their
//! exit status.
//!
//! * C is compiled with `cc -std=c99 -Wall -Wextra -Werror -pedantic` (`$CC`
//!   overrides `cc`), C++ with `c++ -std=c++11 …` (`$CXX` overrides `c++`).
//! * The library is built by `cargo build -p roguerules-ffi --lib` into the same
//!   target directory as this test (found from the test binary's own path).
//!   Cargo holds no lock while tests run, so the nested build cannot deadlock.
//! * `RR_C_TEST_RUNNER` (e.g. `valgrind --error-exitcode=1 --leak-check=full`)
//!   prefixes every run; `.ci/ffi` uses it.
//! * The module headers (`include/roguerules/*.h`, issue 26) are compiled each
//!   alone, and together, as C89 and C++98, and `tests/c/modules/traps_only.c`
//!   (C89, only `<roguerules/traps.h>`) is linked and run.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

mod support;

fn crate_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The target directory this test was built in: the test binary is
/// `<target>/<profile>/deps/c_programs-<hash>`, in a workspace or in a crate
/// unpacked from its tarball alike.
fn target_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test binary's path");
    exe.ancestors().nth(3).expect("<target>/<profile>/deps/<test>").to_path_buf()
}

fn describe(what: &str, out: &Output) -> String {
    format!(
        "{what} failed with {}\n--- stdout ---\n{}\n--- stderr ---\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// Builds the static library once for all tests; its path.
fn static_lib() -> &'static Path {
    static LIB: OnceLock<PathBuf> = OnceLock::new();
    LIB.get_or_init(|| {
        let target = target_dir();
        let out = Command::new(env!("CARGO"))
            .args(["build", "-p", "roguerules-ffi", "--lib"])
            .env("CARGO_TARGET_DIR", &target)
            .current_dir(crate_dir())
            .output()
            .expect("run cargo");
        assert!(out.status.success(), "{}", describe("cargo build -p roguerules-ffi --lib", &out));
        let lib = target.join("debug").join("libroguerules.a");
        assert!(lib.exists(), "cargo built no {}", lib.display());
        lib
    })
}

fn out_dir() -> PathBuf {
    let dir = target_dir().join("ffi-c-tests");
    std::fs::create_dir_all(&dir).expect("create the C test output directory");
    dir
}

fn compiler(var: &str, default: &str) -> String {
    std::env::var(var).ok().filter(|c| !c.trim().is_empty()).unwrap_or_else(|| default.to_owned())
}

const C_FLAGS: &[&str] = &["-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic", "-g"];
const CXX_FLAGS: &[&str] = &["-std=c++11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-g"];
const LIBS: &[&str] = &["-lpthread", "-ldl", "-lm"];

/// Compiles one program against the header and the static library.
fn compile(source: &Path, cxx: bool) -> PathBuf {
    let (cc, flags) = if cxx { (compiler("CXX", "c++"), CXX_FLAGS) } else { (compiler("CC", "cc"), C_FLAGS) };
    let name = source.file_stem().expect("a file name").to_string_lossy().into_owned();
    compile_with(&cc, flags, source, &name)
}

/// Compiles `source` with `cc` and `flags` into `name`, against the header,
/// the test headers of `source`'s directory and `tests/c`, and the static
/// library.
fn compile_with(cc: &str, flags: &[&str], source: &Path, name: &str) -> PathBuf {
    let lib = static_lib();
    let exe = out_dir().join(name);
    let include = crate_dir().join("include");
    let out = Command::new(cc)
        .args(flags)
        .arg("-I")
        .arg(&include)
        .arg("-I")
        .arg(crate_dir().join("tests/c"))
        .arg("-I")
        .arg(source.parent().expect("a directory"))
        .arg("-o")
        .arg(&exe)
        .arg(source)
        .arg(lib)
        .args(LIBS)
        .output()
        .unwrap_or_else(|e| panic!("cannot run the compiler `{cc}`: {e}"));
    assert!(out.status.success(), "{}", describe(&format!("{cc} {} {}", flags.join(" "), source.display()), &out));
    exe
}

/// Runs a compiled program (under `$RR_C_TEST_RUNNER` if set); its stdout.
fn run(exe: &Path) -> String {
    let runner = std::env::var("RR_C_TEST_RUNNER").unwrap_or_default();
    let mut words = runner.split_whitespace();
    let mut cmd = match words.next() {
        Some(first) => {
            let mut c = Command::new(first);
            c.args(words).arg(exe);
            c
        }
        None => Command::new(exe),
    };
    let out = cmd.output().unwrap_or_else(|e| panic!("cannot run {}: {e}", exe.display()));
    assert!(out.status.success(), "{}", describe(&exe.display().to_string(), &out));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The `.c` (or `.cpp`) files of a directory, sorted.
fn sources(dir: &str, ext: &str) -> Vec<PathBuf> {
    let dir = crate_dir().join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("read {}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    files.sort();
    files
}

/// The linker options that send the static library's allocations through
/// `check.h`'s counters (GNU ld and lld's `--wrap`), with the define that
/// compiles those counters in; none where the linker has no `--wrap`.
const COUNT_ALLOCATIONS: &[&str] = if cfg!(target_os = "linux") {
    &["-DRR_TEST_COUNT_ALLOCATIONS", "-Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=posix_memalign"]
} else {
    &[]
};

/// The entry points that keep buffers for their thread (POWDER's attack
/// lists): they allocate on their thread's first call, which the C tests
/// make once.
const THREAD_BUFFERS: &[&str] = &["rr_powder_to_hit", "rr_powder_attack"];

/// Whether the README lets `name` (declared with `params`) allocate when it
/// returns `RR_OK`: a handle's constructor, or an exact probability or
/// distribution (an `rr_fraction`, `rr_value_probability` rows, an `_odds`
/// struct, a `_distribution`'s rows), whose big rationals live on the heap.
fn may_allocate(name: &str, params: &str) -> bool {
    name.ends_with("_new")
        || name == "rr_dice_parse"
        || name.ends_with("_distribution")
        || params.contains("rr_fraction")
        || params.contains("rr_value_probability")
        || params.contains("_odds *")
}

/// The calls a C test's output reports as allocating (`allocated: N
/// file:line: call`) that the README does not allow to allocate.
fn forbidden_allocations(stdout: &str, declarations: &[(String, String)]) -> Vec<String> {
    let mut thread_buffers = 0;
    let mut forbidden = Vec::new();
    for line in stdout.lines().filter(|l| l.starts_with("allocated: ")) {
        let call = line.splitn(4, ' ').nth(3).unwrap_or(line);
        let name = call.split('(').next().unwrap_or(call).trim();
        let allowed = if THREAD_BUFFERS.contains(&name) {
            thread_buffers += 1;
            thread_buffers == 1
        } else {
            declarations.iter().any(|(n, params)| n == name && may_allocate(name, params))
        };
        if !allowed {
            forbidden.push(line.to_owned());
        }
    }
    forbidden
}

/// Every C test passes, and no call that returned `RR_OK` allocated unless
/// the README says that function may (issue 26: "never allocates on the
/// success path").
#[test]
fn c_tests_pass() {
    let tests = sources("tests/c", "c");
    assert!(!tests.is_empty(), "no C tests found");
    let declarations = support::status_declarations(&support::header_text(crate_dir()));
    assert!(declarations.len() > 100, "only {} declarations parsed", declarations.len());
    let flags = [C_FLAGS, COUNT_ALLOCATIONS].concat();
    let mut forbidden = Vec::new();
    for source in tests {
        let name = source.file_stem().expect("a file name").to_string_lossy().into_owned();
        let stdout = run(&compile_with(&compiler("CC", "cc"), &flags, &source, &name));
        assert!(stdout.contains(" 0 failed"), "{}: {stdout}", source.display());
        forbidden.extend(forbidden_allocations(&stdout, &declarations));
    }
    assert!(forbidden.is_empty(), "calls that allocated and returned RR_OK:\n{}", forbidden.join("\n"));
}

#[test]
fn the_allocation_rule_reads_the_declarations() {
    let declarations = [
        ("rr_a_roll".to_owned(), "rr_random random, int32_t *value_out".to_owned()),
        ("rr_a_chance".to_owned(), "int32_t x, rr_fraction *chance_out".to_owned()),
        ("rr_powder_attack".to_owned(), "rr_random random, const struct rr_powder_attack_input *input".to_owned()),
    ];
    let out = "x\nallocated: 1 t.c:3: rr_a_roll(r, &v)\nallocated: 9 t.c:4: rr_a_chance(1, &f)\n\
               allocated: 7 t.c:5: rr_powder_attack(r, &in, &o)\nallocated: 1 t.c:6: rr_powder_attack(r, &in, &o)\n";
    assert_eq!(
        forbidden_allocations(out, &declarations),
        ["allocated: 1 t.c:3: rr_a_roll(r, &v)", "allocated: 1 t.c:6: rr_powder_attack(r, &in, &o)"]
    );
}

#[test]
fn c_example_runs() {
    let examples = sources("examples/c", "c");
    assert!(examples.iter().any(|p| p.ends_with("oangband_style.c")), "the example is missing");
    assert!(examples.iter().any(|p| p.ends_with("oangband_monster.c")), "the monster example is missing");
    assert!(examples.iter().any(|p| p.ends_with("oangband_player.c")), "the player example is missing");
    for source in examples {
        let stdout = run(&compile(&source, false));
        assert!(!stdout.is_empty(), "{} printed nothing", source.display());
    }
}

/// Issue 21: the Oangband monster example is C89, as an Oangband-family game
/// is: it compiles with `-std=c89 -pedantic -Wall -Wextra -Werror`, runs, and
/// passes its monsters under the game's reading.
#[test]
fn oangband_monster_example_is_c89_and_runs() {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/c/oangband_monster.c");
    let c89: &[&str] = &["-std=c89", "-pedantic", "-Wall", "-Wextra", "-Werror"];
    let stdout = run(&compile_with(&compiler("CC", "cc"), c89, &source, "oangband_monster_c89"));
    assert!(stdout.contains("RR_READING_OANGBAND_1_1_0 = 1"), "{stdout}");
    for who in ["Cave orc", "Grip, Farmer Maggot's Dog", "Disenchanter mold"] {
        assert!(stdout.contains(&format!(" on {who} (")), "{who}: {stdout}");
    }
    assert_eq!(stdout.matches("from the game's stream").count(), 6, "{stdout}");
}

/// Issue 22: the Oangband trap example is C89 too: it fills the trap player
/// from the game's `player_type` and runs `hit_trap` under the game's reading
/// with the game's stream.
#[test]
fn oangband_trap_example_is_c89_and_runs() {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/c/oangband_trap.c");
    let c89: &[&str] = &["-std=c89", "-pedantic", "-Wall", "-Wextra", "-Werror"];
    let stdout = run(&compile_with(&compiler("CC", "cc"), c89, &source, "oangband_trap_c89"));
    assert!(stdout.contains("RR_READING_OANGBAND_1_1_0 = 1"), "{stdout}");
    for trap in ["A gas trap", "A pit", "A dart trap", "A murder hole", "A summoning rune"] {
        assert!(stdout.contains(&format!("{trap} at level 30:")), "{trap}: {stdout}");
    }
    assert_eq!(stdout.matches("from the game's stream").count(), 6, "{stdout}");
    assert!(stdout.contains("summon_specific(lev 30,"), "the game's summon level: {stdout}");
}

/// Issue 22: the Oangband player example is C89: it fills the library's input
/// from the game's `player_type` and objects as the game stores them (the
/// resistance levels of `res_list` read as the game's table, checked on the
/// seed reading: level 22 is 45%, so fire of 100 does 55), projects six types
/// under the game's reading, and asks `rr_project_player_land` about the grid
/// the game's own teleport chose.
#[test]
fn oangband_player_example_is_c89_and_runs() {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/c/oangband_player.c");
    let c89: &[&str] = &["-std=c89", "-pedantic", "-Wall", "-Wextra", "-Werror"];
    let stdout = run(&compile_with(&compiler("CC", "cc"), c89, &source, "oangband_player_c89"));
    assert!(stdout.contains("RR_READING_OANGBAND_1_1_0 = 1"), "{stdout}");
    assert!(stdout.contains("Seed reading, fire of 100 at stored level 22 (45%): mean damage 55.000"), "{stdout}");
    assert_eq!(stdout.matches("(fire resistance level 19, nexus 20):").count(), 6, "{stdout}");
    assert_eq!(stdout.matches("from the game's stream").count(), 6, "{stdout}");
    // The fire bolt of 60 on the -30% vulnerability: 60 + 17.
    assert!(stdout.contains("take_hit(77)"), "{stdout}");
    // Gravity always teleports this character (no nexus resistance, no
    // feather fall): the landing is asked for.
    assert!(stdout.contains("landed in rubble: "), "{stdout}");
}

#[test]
fn header_compiles_and_links_as_cpp() {
    for source in sources("tests/c", "cpp") {
        let stdout = run(&compile(&source, true));
        assert!(stdout.contains("cpp_smoke"), "{stdout}");
    }
}

#[test]
fn header_alone_is_valid_c99_and_cpp() {
    let header = crate_dir().join("include/roguerules.h");
    for (cc, flags, lang) in [(compiler("CC", "cc"), C_FLAGS, "c"), (compiler("CXX", "c++"), CXX_FLAGS, "c++")] {
        let out = Command::new(&cc)
            .args(flags)
            .args(["-fsyntax-only", "-x", lang])
            .arg(&header)
            .output()
            .unwrap_or_else(|e| panic!("cannot run `{cc}`: {e}"));
        assert!(out.status.success(), "{}", describe(&format!("{cc} -x {lang} roguerules.h"), &out));
    }
}

/// The dialect matrix of issue 15: each compiles the header alone, then
/// compiles, links and runs `tests/c/dialects/smoke.c` (written in the common
/// subset of C89 and C++98).
const DIALECTS: &[(bool, &[&str])] = &[
    (false, &["-std=c89", "-pedantic-errors", "-Wall", "-Wextra", "-Werror"]),
    (false, &["-std=c99", "-pedantic-errors", "-Wall", "-Wextra", "-Werror"]),
    (false, &["-std=c11", "-Wpedantic", "-Wconversion", "-Werror"]),
    (true, &["-std=c++98", "-pedantic-errors", "-Wall", "-Wextra", "-Werror"]),
    (true, &["-std=c++17", "-Wall", "-Wextra", "-Werror"]),
];

#[test]
fn header_compiles_in_every_dialect() {
    let header = crate_dir().join("include/roguerules.h");
    let smoke = crate_dir().join("tests/c/dialects/smoke.c");
    for (i, (cxx, flags)) in DIALECTS.iter().enumerate() {
        let cc = if *cxx { compiler("CXX", "c++") } else { compiler("CC", "cc") };
        let lang = if *cxx { "c++" } else { "c" };
        let out = Command::new(&cc)
            .args(*flags)
            .args(["-fsyntax-only", "-x", lang])
            .arg(&header)
            .output()
            .unwrap_or_else(|e| panic!("cannot run `{cc}`: {e}"));
        assert!(out.status.success(), "{}", describe(&format!("{cc} {} roguerules.h", flags.join(" ")), &out));
        // `-x c++` makes the C++ compiler read smoke.c as C++; `-x none` lets
        // it take the library that follows as an object again.
        let mut with_lang: Vec<&str> = flags.to_vec();
        if *cxx {
            with_lang.extend(["-x", "c++"]);
        }
        let exe = compile_dialect(&cc, &with_lang, &smoke, &format!("dialect_smoke_{i}"));
        let stdout = run(&exe);
        assert!(stdout.contains(" 0 failed"), "{} {}: {stdout}", cc, flags.join(" "));
    }
}

/// [`compile_with`] for a source that must be read in a language given by
/// `-x`, reset before the library.
fn compile_dialect(cc: &str, flags: &[&str], source: &Path, name: &str) -> PathBuf {
    let lib = static_lib();
    let exe = out_dir().join(name);
    let out = Command::new(cc)
        .args(flags)
        .arg("-I")
        .arg(crate_dir().join("include"))
        .arg("-o")
        .arg(&exe)
        .arg(source)
        .args(["-x", "none"])
        .arg(lib)
        .args(LIBS)
        .output()
        .unwrap_or_else(|e| panic!("cannot run the compiler `{cc}`: {e}"));
    assert!(out.status.success(), "{}", describe(&format!("{cc} {} {}", flags.join(" "), source.display()), &out));
    exe
}

/// Issue 15's three inclusion orders, with a stand-in for an Angband-family
/// game's h-type.h (`#define bool bool_hack`) and a curses-style header
/// (`#undef bool`, then `<stdbool.h>`): after the game's headers, before the
/// curses-style one, and alone. The first and last also as C89.
#[test]
fn header_survives_the_games_inclusion_orders() {
    let dir = crate_dir().join("tests/c/include_order");
    let c99: &[&str] = &["-std=c99", "-pedantic-errors", "-Wall", "-Wextra", "-Werror"];
    let c89: &[&str] = &["-std=c89", "-pedantic-errors", "-Wall", "-Wextra", "-Werror"];
    let cases: &[(&str, &[&[&str]])] =
        &[("after_game_headers.c", &[c99, c89]), ("before_curses.c", &[c99]), ("alone.c", &[c99, c89])];
    for (file, dialects) in cases {
        for (i, flags) in dialects.iter().enumerate() {
            let name = format!("include_order_{}_{i}", file.trim_end_matches(".c"));
            let exe = compile_with(&compiler("CC", "cc"), flags, &dir.join(file), &name);
            let stdout = run(&exe);
            assert!(stdout.contains(" 0 failed"), "{file} ({}): {stdout}", flags.join(" "));
        }
    }
}

/// Issue 26, item 6: the strict dialects a module header must compile in alone.
const MODULE_DIALECTS: &[(bool, &[&str])] = &[
    (false, &["-std=c89", "-pedantic", "-Wall", "-Wextra", "-Werror"]),
    (true, &["-std=c++98", "-pedantic", "-Wall", "-Wextra", "-Werror"]),
];

/// The module headers `include/roguerules.h` includes (`roguerules/<m>.h`), in
/// its order.
fn module_headers() -> Vec<String> {
    let umbrella = std::fs::read_to_string(crate_dir().join("include/roguerules.h")).expect("include/roguerules.h");
    let headers: Vec<String> =
        umbrella.lines().filter_map(|l| l.strip_prefix("#include \"")?.strip_suffix('"').map(str::to_owned)).collect();
    assert!(headers.len() >= 7 && headers.iter().all(|h| h.starts_with("roguerules/")), "{headers:?}");
    headers
}

/// Compiles (syntax only) a translation unit made of `includes` and a `main`
/// using `RR_OK`, in every [`MODULE_DIALECTS`], with only `include/` on the
/// include path.
fn compile_includes(name: &str, includes: &[String]) {
    let mut tu = String::new();
    for header in includes {
        tu += &format!("#include <{header}>\n");
    }
    tu += "int main(void) { return (int)RR_OK; }\n";
    let source = out_dir().join(format!("{name}.c"));
    std::fs::write(&source, tu).expect("write a translation unit");
    for (cxx, flags) in MODULE_DIALECTS {
        let cc = if *cxx { compiler("CXX", "c++") } else { compiler("CC", "cc") };
        let out = Command::new(&cc)
            .args(*flags)
            .args(["-fsyntax-only", "-x", if *cxx { "c++" } else { "c" }, "-I"])
            .arg(crate_dir().join("include"))
            .arg(&source)
            .output()
            .unwrap_or_else(|e| panic!("cannot run `{cc}`: {e}"));
        assert!(out.status.success(), "{}", describe(&format!("{cc} {} {includes:?}", flags.join(" ")), &out));
    }
}

#[test]
fn each_module_header_compiles_alone_as_c89_and_cpp98() {
    for header in module_headers() {
        let stem = header.trim_start_matches("roguerules/").trim_end_matches(".h").to_owned();
        // Included twice: the include guard must hold.
        compile_includes(&format!("module_alone_{stem}"), &[header.clone(), header]);
    }
}

#[test]
fn the_module_headers_compile_together_in_any_order() {
    let mut headers = module_headers();
    compile_includes("modules_together", &headers);
    headers.reverse();
    headers.push("roguerules.h".to_owned());
    compile_includes("modules_together_reversed", &headers);
    compile_includes("modules_two", &["roguerules/traps.h".to_owned(), "roguerules/angband.h".to_owned()]);
}

/// A C89 program that includes only `<roguerules/traps.h>` (and checks it
/// brought no other module header) links against the library and runs.
#[test]
fn a_c89_program_with_only_the_traps_header_links_and_runs() {
    let source = crate_dir().join("tests/c/modules/traps_only.c");
    let lib = static_lib();
    let exe = out_dir().join("traps_only");
    let cc = compiler("CC", "cc");
    let out = Command::new(&cc)
        .args(MODULE_DIALECTS[0].1)
        .arg("-I")
        .arg(crate_dir().join("include"))
        .arg("-o")
        .arg(&exe)
        .arg(&source)
        .arg(lib)
        .args(LIBS)
        .output()
        .unwrap_or_else(|e| panic!("cannot run the compiler `{cc}`: {e}"));
    assert!(out.status.success(), "{}", describe(&format!("{cc} traps_only.c"), &out));
    let stdout = run(&exe);
    assert!(stdout.contains("traps_only: 0 failed"), "{stdout}");
}
