//! `roguerules angband ...`.

use crate::output::CliResult;

/// Subcommands of `roguerules angband`.
#[derive(Debug, clap::Subcommand)]
pub enum AngbandCommand {}

/// Runs `roguerules angband ...`.
pub fn run(command: AngbandCommand) -> CliResult {
    match command {}
}
