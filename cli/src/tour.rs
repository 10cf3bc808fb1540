//! The tour printed by `roguerules` with no arguments.

/// What `roguerules` prints when run without arguments. Every command in it is
/// run by `cli/tests/roll.rs` (`every_tour_command_runs`).
pub const TOUR: &str = "\
roguerules: exact combat rules of classic roguelikes, as a library, a C API and this tool.
Every number it prints is computed from the rules, not copied from a spoiler.

Dice and exact odds
  roguerules roll 3d6 --exact              exact distribution: P(10) = 27/216 = 1/8
  roguerules roll 4d6kh3 --exact --json    machine-readable: mean 15869/1296
  roguerules roll 2d6+1 --times 5 --seed 7 --trace
                                           seeded rolls, with every draw shown

Oangband traps (seed 004)
  roguerules traps chest --all             the chest trap table, from the rules (3232, not 3223)
  roguerules traps power --all             average player-trap power, levels 1-50 (level 6 is 10)
  roguerules traps dungeon --depth-feet 500
                                           which dungeon trap, with exact odds
  roguerules traps trigger --kind pit --depth-feet 1500 --seed 3 --trace
                                           spring one trap on a player, every roll shown

Angband 2.7.9v6 melee and missiles (seed 003)
  roguerules angband blows --class warrior --str 18/100 --dex 18/50 --weight 12.5
  roguerules angband hit --skill 100 --ac 60
                                           exact chance to hit, 1-in-20s included
  roguerules angband crit --weight 12 --bonus 10 --level 30
  roguerules angband blow --class warrior --level 20 --str 18/100 --dex 18/50 --dice 2d5 --weight 15 --ac 36
                                           exact damage distribution of a blow and a round

POWDER's to-hit procedure (seed 001)
  roguerules powder example                Fred charges the troll, roll by roll: 9 + 8 damage
  roguerules powder attack --physical 6 --damage 1d4+1 --body 5:1 --shield 2:1 --size larger --exact
                                           exact odds of one attack

Tabletop combat (seed 002)
  roguerules tabletop attack-value --sheet tabletop/examples/fighter.json
                                           a character sheet's attack value, line by line
  roguerules tabletop roll --attack-value 15 --exact
                                           the open-ended d100: P(success) and extra damage
  roguerules tabletop segments --class fighter --level 18 --first-segment 1
";

/// Prints the tour.
pub fn print() {
    out!("{TOUR}");
    outln!("\nAdd --json to any command for machine-readable output with exact \"num/den\" fractions.");
    outln!("Run `roguerules help` or `roguerules <command> --help` for every option.");
}
