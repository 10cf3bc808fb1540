//! `roguerules examples [NAME]`: the example input files that the tour, the
//! help texts and the README use, built into the binary, so an installed
//! `roguerules` has them in any directory:
//! `roguerules examples fighter | roguerules tabletop attack-value --input -`.

use crate::names::Names;
use crate::output::CliResult;

/// One example file: its name, what it is for, and its text (a file of
/// `cli/examples/`, included at compile time).
#[derive(Debug)]
pub struct Example {
    pub name: &'static str,
    pub command: &'static str,
    pub what: &'static str,
    pub text: &'static str,
}

/// Every example, in the order `roguerules examples` lists them.
pub const ALL: [Example; 22] = [
    Example {
        name: "fighter",
        command: "tabletop attack-value --sheet -",
        what: "a tabletop character sheet (a level-5 fighter with a long sword and chain mail)",
        // The same file as the tabletop crate's `examples/fighter.json` (a test checks it).
        text: include_str!("../examples/fighter.json"),
    },
    Example {
        name: "fight",
        command: "powder attack --input -",
        what: "a POWDER attack: the library's AttackInput",
        text: include_str!("../examples/fight.json"),
    },
    Example {
        name: "project-monster",
        command: "project monster --input -",
        what: "a damage type on a monster: the library's MonsterInput",
        text: include_str!("../examples/project-monster.json"),
    },
    Example {
        name: "project-player",
        command: "project player --input -",
        what: "a damage type on the player: the library's PlayerInput",
        text: include_str!("../examples/project-player.json"),
    },
    Example {
        name: "angband-warrior",
        command: "angband blow --input -",
        what: "an Angband 2.7.9v6 melee: a level-20 Dwarf warrior, a Broad Sword, an orc (blows, blow, fight)",
        text: include_str!("../examples/angband-warrior.json"),
    },
    Example {
        name: "angband-archer",
        command: "angband missile --input -",
        what: "an Angband 2.7.9v6 missile: a level-20 High-Elf ranger with a long bow against an animal",
        text: include_str!("../examples/angband-archer.json"),
    },
    Example {
        name: "angband-hit",
        command: "angband hit --input -",
        what: "an Angband 2.7.9v6 hit test: a skill against a monster's armour class",
        text: include_str!("../examples/angband-hit.json"),
    },
    Example {
        name: "angband-crit",
        command: "angband crit --input -",
        what: "an Angband 2.7.9v6 critical: the table, weight, bonus and level",
        text: include_str!("../examples/angband-crit.json"),
    },
    Example {
        name: "traps-chest",
        command: "traps chest --input -",
        what: "a chest's native depth: the library's ChestInput",
        text: include_str!("../examples/traps-chest.json"),
    },
    Example {
        name: "traps-power",
        command: "traps power --input -",
        what: "the level of a trap's setter: the library's TrapPowerInput",
        text: include_str!("../examples/traps-power.json"),
    },
    Example {
        name: "traps-dungeon",
        command: "traps dungeon --input -",
        what: "where a dungeon trap is placed: the library's TrapKindsInput",
        text: include_str!("../examples/traps-dungeon.json"),
    },
    Example {
        name: "traps-trigger",
        command: "traps trigger --input -",
        what: "a dungeon trap set off by a player: the library's DungeonTrapInput",
        text: include_str!("../examples/traps-trigger.json"),
    },
    Example {
        name: "traps-monster",
        command: "traps monster --input -",
        what: "a monster entering a player's trap: the library's PlayerTrapInput",
        text: include_str!("../examples/traps-monster.json"),
    },
    Example {
        name: "project-terrain",
        command: "project terrain --input -",
        what: "a damage type on a grid's terrain: the library's TerrainInput",
        text: include_str!("../examples/project-terrain.json"),
    },
    Example {
        name: "project-object",
        command: "project object --input -",
        what: "a damage type on an object on the floor: the library's ObjectInput",
        text: include_str!("../examples/project-object.json"),
    },
    Example {
        name: "tabletop-roll",
        command: "tabletop roll --input - --exact",
        what: "an attack roll: the library's AttackRollInput",
        text: include_str!("../examples/tabletop-roll.json"),
    },
    Example {
        name: "tabletop-segments",
        command: "tabletop segments --input -",
        what: "a round's segments: the library's SegmentsInput",
        text: include_str!("../examples/tabletop-segments.json"),
    },
    Example {
        name: "tabletop-movement",
        command: "tabletop movement --input -",
        what: "a movement rate: the library's MovementInput",
        text: include_str!("../examples/tabletop-movement.json"),
    },
    Example {
        name: "tabletop-disengage",
        command: "tabletop disengage --input -",
        what: "a disengage: the library's DisengageInput",
        text: include_str!("../examples/tabletop-disengage.json"),
    },
    Example {
        name: "tabletop-interpose",
        command: "tabletop interpose --input -",
        what: "a shield's interposition: the library's InterposeInput",
        text: include_str!("../examples/tabletop-interpose.json"),
    },
    Example {
        name: "tabletop-aim",
        command: "tabletop aim --input -",
        what: "an aimed missile's deviation: the library's AimInput",
        text: include_str!("../examples/tabletop-aim.json"),
    },
    Example {
        name: "roll",
        command: "roll --input -",
        what: "a dice expression, as the library's JSON (a string)",
        text: include_str!("../examples/roll.json"),
    },
];

fn names() -> Names<usize> {
    Names::new(ALL.iter().enumerate().map(|(i, e)| (e.name, i)))
}

/// Print an example input file (JSON) built into the program; without a name, list them.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  roguerules examples\n  \
roguerules examples fighter | roguerules tabletop attack-value --input -\n  \
roguerules examples fight > fight.json\n\n\
Each file is printed exactly as shipped; edit a copy and pass it with --sheet FILE or --input FILE.")]
pub struct ExamplesArgs {
    /// The example to print.
    #[arg(value_parser = names())]
    pub name: Option<usize>,
}

pub fn run(args: ExamplesArgs) -> CliResult {
    match args.name {
        Some(i) => out!("{}", ALL[i].text),
        None => {
            outln!("Example inputs built into roguerules (print one with `roguerules examples NAME`):");
            for e in &ALL {
                outln!();
                outln!("  {:<16} {}", e.name, e.what);
                outln!("  {:<16} roguerules examples {} | roguerules {}", "", e.name, e.command);
            }
        }
    }
    Ok(())
}
