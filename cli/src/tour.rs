//! The tour printed by `roguerules` with no arguments.

/// What `roguerules` prints when run without arguments.
pub const TOUR: &str = "\
roguerules: exact combat rules of classic roguelikes, as a library, a C API and this tool.

Every number below is computed from the rules, not copied from a spoiler.

Dice and exact odds
  roguerules roll 3d6                      roll a dice expression (add --seed S to repeat)
  roguerules roll 2d6+1 --times 5 --trace  show every draw behind each roll
  roguerules roll 3d6 --exact              exact distribution: P(10) = 27/216 = 1/8
  roguerules roll 4d6kh3 --exact --json    machine-readable: mean 15869/1296
";

/// Prints the tour.
pub fn print() {
    out!("{TOUR}");
    outln!("\nRun `roguerules help` or `roguerules <command> --help` for every option.");
}
