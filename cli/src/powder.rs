//! `roguerules powder ...`.

use crate::output::CliResult;

/// Subcommands of `roguerules powder`.
#[derive(Debug, clap::Subcommand)]
pub enum PowderCommand {}

/// Runs `roguerules powder ...`.
pub fn run(command: PowderCommand) -> CliResult {
    match command {}
}
