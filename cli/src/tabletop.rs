//! `roguerules tabletop ...`.

use crate::output::CliResult;

/// Subcommands of `roguerules tabletop`.
#[derive(Debug, clap::Subcommand)]
pub enum TabletopCommand {}

/// Runs `roguerules tabletop ...`.
pub fn run(command: TabletopCommand) -> CliResult {
    match command {}
}
