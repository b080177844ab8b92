//! Command-line parsing and dispatch.
//!
//! Popeye spells its options with one dash (`-maxmem 512M`, `-regression`);
//! those are accepted as such and rewritten to clap's `--long` form before
//! parsing.

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Options Popeye spells with a single dash.
const POPEYE_OPTIONS: &[&str] = &["maxmem", "maxtime", "maxtrace", "regression", "maxsols"];

#[derive(Parser, Debug)]
#[command(
    name = "nightrider",
    version,
    about = "Chess problem solver, orthodox and fairy; reads Popeye's input language",
    args_conflicts_with_subcommands = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,

    /// Problem files in Popeye's input language (standard input when none).
    files: Vec<std::path::PathBuf>,

    /// Memory for the transposition table, e.g. `512M` (Popeye: -maxmem).
    #[arg(long)]
    maxmem: Option<String>,

    /// Stop each problem after this many seconds (Popeye: -maxtime).
    #[arg(long)]
    maxtime: Option<u64>,

    /// Regression output: no version line, no timing (Popeye: -regression).
    #[arg(long)]
    regression: bool,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Counts the leaf nodes of the legal move tree (move generator test).
    Perft {
        /// The position, as FEN (quote it).
        fen: String,
        /// Depth in plies.
        depth: u32,
        /// Print the count below each first move.
        #[arg(long)]
        divide: bool,
    },
}

/// Rewrites Popeye's single-dash long options to `--option`.
fn normalise_args(args: Vec<String>) -> Vec<String> {
    args.into_iter()
        .map(|a| match a.strip_prefix('-') {
            Some(rest)
                if !rest.starts_with('-')
                    && POPEYE_OPTIONS.contains(&rest.to_ascii_lowercase().as_str()) =>
            {
                format!("--{}", rest.to_ascii_lowercase())
            }
            _ => a,
        })
        .collect()
}

/// Runs the command line `args` (program name first) and returns the exit code.
pub fn run(args: Vec<String>) -> ExitCode {
    let cli = match Cli::try_parse_from(normalise_args(args)) {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    match cli.command {
        Some(Command::Perft { .. }) => {
            eprintln!("nightrider: perft is not available yet (move generation has not landed)");
            ExitCode::FAILURE
        }
        None => {
            eprintln!("nightrider: solving problems is not implemented yet");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn popeye_options_are_rewritten() {
        let args = normalise_args(vec![
            "nightrider".into(),
            "-maxmem".into(),
            "512M".into(),
            "-regression".into(),
            "x.inp".into(),
            "-q".into(),
        ]);
        assert_eq!(
            args,
            vec![
                "nightrider",
                "--maxmem",
                "512M",
                "--regression",
                "x.inp",
                "-q"
            ]
        );
    }
}
