//! `roguerules`: spoiler tables, rolls and exact odds regenerated from the rules.
//!
//! Run without arguments for a tour. Conventions shared by every command (see
//! `cli/README.md`): `--help` lists every option's accepted values; names are
//! case-insensitive and take `-`, `_` or a space between words; a file argument
//! takes `-` for standard input; `--json` prints everything with exact fractions
//! as reduced `"num/den"`; text summarises a long distribution unless `--full`;
//! `--exact` cannot go with `--seed`, `--times` or `--trace`; errors go to stderr
//! with exit status 2 for usage errors and 1 for anything else.

#[macro_use]
mod output;
mod angband;
mod common;
mod examples;
mod names;
mod plot;
mod powder;
mod project;
mod readings;
mod roll;
mod spoilers;
mod tabletop;
mod tour;
mod trace;
mod traps;
mod view;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use output::CliResult;

/// Exact combat rules of classic roguelikes: rolls, odds and spoiler tables.
#[derive(Debug, Parser)]
#[command(
    name = "roguerules",
    version,
    about,
    long_about = None,
    after_help = "Run without a command for a tour. Every command takes --help.\n\
The example files the help texts use are built in: `roguerules examples` lists them.\n\
Names are case-insensitive and take '-', '_' or a space between words; a file argument takes '-' for stdin.\n\
--json prints everything, with exact probabilities as reduced \"num/den\"; text summarises long distributions unless --full.\n\
Exit status: 0 success, 2 usage error (bad flag, value or name), 1 anything else (a file, a budget, a write error).\n\
\"RULINGS T1\" in any output is a numbered reading of the rule sources: `roguerules readings T1` prints it."
)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    view: view::ViewArgs,
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
    /// Oangband's damage types (seed 000) on a monster, the player, terrain and floor objects; the monster table.
    #[command(subcommand)]
    Project(project::ProjectCommand),
    /// The rule sources and the numbered readings of their unclear passages ("RULINGS T1" in any output).
    Readings(readings::ReadingsArgs),
    /// Print an example input file built into the program (a sheet, an input), or list them.
    Examples(examples::ExamplesArgs),
    /// Write the spoiler book: every table of seeds 000-004 regenerated from the rules, with charts (SVG).
    Spoilers(spoilers::SpoilersArgs),
}

fn run(command: Command) -> CliResult {
    match command {
        Command::Roll(args) => roll::run(args),
        Command::Traps(c) => traps::run(c),
        Command::Angband(c) => angband::run(c),
        Command::Powder(c) => powder::run(c),
        Command::Tabletop(c) => tabletop::run(c),
        Command::Project(c) => project::run(c),
        Command::Readings(args) => readings::run(args),
        Command::Examples(args) => examples::run(args),
        Command::Spoilers(args) => spoilers::run(args),
    }
}

/// Parses a command line (without the program name). A flag that `--over`
/// sweeps need not be given as well: when clap misses a required one, the line
/// is parsed again with each swept flag set to its first value (each run sets it
/// to its own).
fn try_parse(args: &[String]) -> Result<(Cli, clap::ArgMatches), clap::Error> {
    let parse = |args: &[String]| {
        let argv = std::iter::once("roguerules".to_owned()).chain(args.iter().cloned());
        let matches = Cli::command().try_get_matches_from(argv)?;
        Ok::<_, clap::Error>((Cli::from_arg_matches(&matches)?, matches))
    };
    match parse(args) {
        Err(e) if e.kind() == clap::error::ErrorKind::MissingRequiredArgument => {
            let swept = view::swept_flags(args);
            if swept.is_empty() { Err(e) } else { parse(&[args, &swept].concat()) }
        }
        parsed => parsed,
    }
}

/// [`try_parse`], a usage error keeping clap's first line.
fn parse(args: &[String]) -> Result<(Cli, clap::ArgMatches), output::CliError> {
    try_parse(args).map_err(|e| {
        let text = e.to_string();
        output::CliError::usage(text.lines().next().unwrap_or_default().trim_start_matches("error: ").to_owned())
    })
}

/// Runs a command line without the view flags: one run, printed as the command
/// prints it. The view module runs each input of a sweep or comparison here.
pub fn run_plain(args: &[String]) -> CliResult {
    match parse(args)?.0.command {
        Some(c) => run(c),
        None => Ok(()),
    }
}

/// Runs a parsed command line: as the command prints it, or through the view
/// flags (`--format`, `--over`, `--vs`, `--cell`, `--plot`).
fn dispatch(cli: Cli, matches: &clap::ArgMatches, args: &[String]) -> CliResult {
    let Some(command) = cli.command else {
        if !cli.view.is_plain() {
            return Err(output::CliError::usage("--format, --over, --vs, --cell and --plot go with a command"));
        }
        tour::print();
        return Ok(());
    };
    if let Command::Spoilers(mut book) = command {
        if cli.view.uses_runs() {
            return Err(output::CliError::usage(
                "--over, --vs, --cell and --plot apply to the rule commands, not `roguerules spoilers`",
            ));
        }
        book.format = match cli.view.format {
            None | Some(view::Format::Markdown) => spoilers::BookFormat::Markdown,
            Some(view::Format::Html) => spoilers::BookFormat::Html,
            Some(_) => return Err(output::CliError::usage("--format: the spoiler book is markdown or html")),
        };
        return spoilers::run(book);
    }
    if cli.view.is_plain() {
        return run(command);
    }
    let mut path = Vec::new();
    let mut def = Cli::command();
    let mut m = matches;
    while let Some((name, sub)) = m.subcommand() {
        path.push(name.to_owned());
        let Some(next) = def.find_subcommand(name).cloned() else { break };
        def = next;
        m = sub;
    }
    view::run(&cli.view, &path, &def, args)
}

/// Parses `args` (without the program name) and runs the command: the tour and
/// the spoiler book use it to run commands exactly as the command line would.
pub fn run_args(args: &[&str]) -> CliResult {
    let args: Vec<String> = args.iter().map(|a| (*a).to_owned()).collect();
    let (cli, matches) = parse(&args)?;
    dispatch(cli, &matches, &args)
}

fn main() {
    // The command line as text (a sweep's runs are built from it). One that is
    // not valid Unicode is left to clap, which refuses it with its own message.
    let args: Vec<String> = match std::env::args_os().skip(1).map(|a| a.into_string()).collect() {
        Ok(args) => args,
        Err(_) => {
            let e = Cli::command().try_get_matches_from(std::env::args_os()).err();
            e.map_or_else(|| std::process::exit(2), |e| e.exit())
        }
    };
    let (cli, matches) = try_parse(&args).unwrap_or_else(|e| e.exit());
    if let Err(e) = dispatch(cli, &matches, &args) {
        eprintln!("error: {e}");
        if e.usage {
            eprintln!("\nFor more information, try '--help'.");
        }
        std::process::exit(e.exit_code());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every subcommand, with its path (`traps chest`).
    fn leaves(cmd: &clap::Command, path: &str, out: &mut Vec<(String, clap::Command)>) {
        let subs: Vec<&clap::Command> = cmd.get_subcommands().collect();
        if subs.is_empty() {
            out.push((path.trim().to_owned(), cmd.clone()));
        }
        for s in subs {
            leaves(s, &format!("{path} {}", s.get_name()), out);
        }
    }

    #[test]
    fn the_command_tree_is_valid() {
        Cli::command().debug_assert();
    }

    /// Issue 13, item 6: `--help` says what every option accepts: a range
    /// (`0..=65535`), the possible values, or the format with an example.
    #[test]
    fn every_option_documents_its_accepted_values() {
        let mut all = Vec::new();
        leaves(&Cli::command(), "", &mut all);
        assert!(all.len() >= 19, "{} subcommands", all.len());
        for (path, cmd) in &all {
            for arg in cmd.get_arguments() {
                let id = arg.get_id().as_str();
                if id == "help" || id == "version" || !arg.get_action().takes_values() {
                    continue;
                }
                let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
                let listed = !arg.get_possible_values().is_empty();
                let documented = listed || help.contains("..=") || help.contains("e.g.") || help.contains("file, or -");
                assert!(documented, "`roguerules {path}`: --{id} does not say what it accepts: {help:?}");
            }
        }
    }
}
