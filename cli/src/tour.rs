//! The tour printed by `roguerules` with no arguments: six real examples (one a
//! sweep), run as they are shown, then the commands to try next and the spoiler
//! book.

/// The examples the tour runs, as typed on the command line.
pub const EXAMPLES: [&str; 6] = [
    "roll 3d6 --exact",
    "traps chest --dungeon-level 65",
    "angband blow --class warrior --player-level 20 --str 18/100 --dex 18/50 --dice 2d5 --weight 15 --ac 36",
    "angband hit --skill 100 --over ac=0..150:25 --vs --skill=150",
    "project monster --gf dark --dam 100 --terrain rubble --monster-level 7 --hp 30 --flags orc,evil --exact",
    "project player --gf cold --dam 600 --resist cold:50 --morgul --monster-level 45 --seed 4 --trace",
];

/// More to try: each command runs as written (`cli/tests/roll.rs`), then two
/// spaces and what it shows.
pub const MORE: &str = "  roguerules roll 2d6+1 --times 5 --seed 7 --trace       seeded rolls, each die shown
  roguerules roll 4d6kh3 --exact --json                  exact fractions for programs
  roguerules traps chest --all                           the seed's chest table (3232, not 3223)
  roguerules traps power --all                           player-trap power, levels 1-50
  roguerules traps dungeon --depth-feet 500              which dungeon trap, with exact odds
  roguerules traps trigger --kind pit --depth-feet 1500 --seed 3 --trace
                                                         spring one trap, every roll in words
  roguerules angband blows --class warrior --str 18/100 --dex 18/50 --weight 12.5
                                                         blows per round, step by step
  roguerules angband hit --skill 100 --ac 60             exact chance to hit
  roguerules angband crit --weight 12 --bonus 10 --player-level 30
                                                         the critical-hit table
  roguerules powder example                              POWDER's worked example, roll by roll
  roguerules powder attack --physical 6 --damage 1d4+1 --body 5:1 --shield 2:1 --size larger --exact
                                                         exact odds of one attack
  roguerules examples fighter | roguerules tabletop attack-value --input -
                                                         a character sheet, line by line
  roguerules tabletop roll --attack-value 15 --exact     the open-ended d100
  roguerules tabletop segments --class fighter --player-level 18 --first-segment 1
                                                         when a fighter attacks in a round
  roguerules project table                               Oangband's monster table of damage types, from the code
  roguerules project player-table --reading oangband-1.1.0
                                                         the player's table, the types the game plays differently marked
  roguerules project monster --gf storm --dam 300 --from-monster --unique --hp 200 --max-hp 2000 --seed 3 --trace
                                                         a storm on a unique, every roll in words
  roguerules project player --gf confusion --dam 60 --exact
                                                         exact odds of the damage and of each counter
  roguerules project terrain --gf fire --dam 1501 --terrain floor --exact
                                                         does the floor melt into lava?
  roguerules project object --gf acid --dam 60 --object-class soft-armor --exact
                                                         a floor object's chance to be destroyed
  roguerules project monster --gf chaos --dam 60 --hp 60 --exact --reading oangband-1.1.0
                                                         the same rules as the released game's code plays them
  roguerules project errata                              where the seed's odds and the released game's differ
  roguerules angband blow --class warrior --str 18/100 --dex 18/50 --dice 2d5 --weight 15 --ac 36 --vs '--dice 3d4'
                                                         two weapons' damage side by side
  roguerules angband hit --skill 100 --over ac=0..100:50 --over distance=1..5:2 --format markdown
                                                         a grid, as a Markdown table for a wiki
  roguerules angband hit --skill 100 --over ac=0..150:10 --plot hit.svg
                                                         the same sweep as an SVG chart
  roguerules readings T1                                 what \"RULINGS T1\" in an output means
  roguerules examples                                    the example sheets and inputs built in, to edit
";

/// Prints the tour, running its examples.
pub fn print() {
    outln!("roguerules: the combat rules of classic roguelikes, exactly: a library, a C API and this tool.");
    outln!("Every number below is computed from the rules as you watch, not copied from a spoiler.");
    for example in EXAMPLES {
        outln!();
        outln!("$ roguerules {example}");
        let args: Vec<&str> = example.split_whitespace().collect();
        if let Err(e) = crate::run_args(&args) {
            outln!("(this example failed: {e})");
        }
    }
    outln!();
    outln!(
        "More to try (--json or --format json|csv|markdown on any command, --over NAME=A..B[:STEP] to sweep a flag,\n\
         --vs to compare, --plot to draw; --help for every option):"
    );
    out!("{MORE}");
    outln!(
        "The spoiler book, every seed's tables regenerated with charts beside them: `roguerules spoilers --out DIR`."
    );
}
