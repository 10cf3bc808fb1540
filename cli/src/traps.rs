//! `roguerules traps ...`.

use crate::output::CliResult;

/// Subcommands of `roguerules traps`.
#[derive(Debug, clap::Subcommand)]
pub enum TrapsCommand {}

/// Runs `roguerules traps ...`.
pub fn run(command: TrapsCommand) -> CliResult {
    match command {}
}
