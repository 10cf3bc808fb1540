//! `roguerules`: spoiler tables, rolls and exact odds regenerated from the rules.
//!
//! Run without arguments for a tour. Every subcommand takes `--help`; `--json`
//! gives machine-readable output with exact fractions as `"num/den"`. Errors go
//! to stderr with exit status 2.

#[macro_use]
mod output;
mod angband;
mod powder;
mod roll;
mod tabletop;
mod tour;
mod traps;

use clap::{Parser, Subcommand};
use output::CliResult;

/// Exact combat rules of classic roguelikes: rolls, odds and spoiler tables.
#[derive(Debug, Parser)]
#[command(name = "roguerules", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Roll a dice expression, or print its exact distribution (--exact).
    Roll(roll::RollArgs),
    /// Oangband traps (seed 004): chest trap sets, trap power, dungeon trap odds, triggering.
    #[command(subcommand)]
    Traps(traps::TrapsCommand),
    /// Angband 2.7.9v6 attacks (seed 003): blows, hit and critical odds, blow damage.
    #[command(subcommand)]
    Angband(angband::AngbandCommand),
    /// POWDER's to-hit and damage procedure (seed 001).
    #[command(subcommand)]
    Powder(powder::PowderCommand),
    /// The tabletop RPG's combat rules (seed 002): attack values, rolls, segments, movement.
    #[command(subcommand)]
    Tabletop(tabletop::TabletopCommand),
}

fn run(command: Command) -> CliResult {
    match command {
        Command::Roll(args) => roll::run(args),
        Command::Traps(c) => traps::run(c),
        Command::Angband(c) => angband::run(c),
        Command::Powder(c) => powder::run(c),
        Command::Tabletop(c) => tabletop::run(c),
    }
}

fn main() {
    let cli = Cli::parse();
    let Some(command) = cli.command else {
        tour::print();
        return;
    };
    if let Err(e) = run(command) {
        eprintln!("roguerules: error: {e}");
        std::process::exit(2);
    }
}
