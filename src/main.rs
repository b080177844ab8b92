//! The `nightrider` command-line tool: a drop-in for Popeye's command line
//! plus subcommands for analysis.

use std::process::ExitCode;

use nightrider::json;

mod cli;
mod collections;
mod diagram;
mod inspect;
mod latex_out;
mod progress;
mod puzzles;
mod run;
mod signal;
mod sink;

fn main() -> ExitCode {
    cli::run(std::env::args().collect())
}
