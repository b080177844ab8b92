//! Embeds the solver: reads problems in Popeye's input language, solves
//! each one on all cores and prints its solutions as they are found, with
//! the progress on standard error.
//!
//! `cargo run --release --example solve -- [FILE.inp]` (without a file: a
//! helpmate under Circe Take&Make, twinned). Works without the default `cli`
//! feature: `cargo run --release --no-default-features --example solve`.

use nightrider::output::{header, streamed_lines, twin_lines};
use nightrider::problem::Problem;
use nightrider::{solve_events, Event, SolveOptions};
use std::process::ExitCode;

const DEFAULT: &str = "begin\n\
                       author Ricardo Mattos de Vieira\n\
                       origin WCCC Kobe 2012, 3rd Bulgarian Wine Tourney, 5th prize\n\
                       pieces white ke6 bh4h5 pe2f4 black ka7 qg5 bd1 sb8c1 pb5f5f6\n\
                       stipulation h#2\n\
                       condition CirceTake&Make\n\
                       twin move a7 c6\n\
                       end\n";

fn main() -> ExitCode {
    let text = match std::env::args().nth(1) {
        Some(file) => match std::fs::read_to_string(&file) {
            Ok(text) => text,
            Err(e) => {
                eprintln!("{file}: {e}");
                return ExitCode::FAILURE;
            }
        },
        None => DEFAULT.to_string(),
    };
    let problems = match Problem::parse(&text) {
        Ok(problems) => problems,
        Err(errors) => {
            // every problem's first error, with its line and column
            for e in errors.errors() {
                eprintln!("{e}");
            }
            return ExitCode::FAILURE;
        }
    };
    for problem in &problems {
        print!("{}", header(problem));
        let result = solve_events(problem, &SolveOptions::default(), |event| match event {
            Event::TwinStarted { twin, .. } if !twin.label.is_empty() => {
                let title = format!("{} {}", twin.label, twin.description);
                println!("\n{}", title.trim_end());
            }
            Event::Found { item, .. } => {
                for line in streamed_lines(problem.language, item) {
                    println!("{line}");
                }
            }
            Event::TwinFinished { twin, report, .. } => {
                for line in twin_lines(problem, twin, report) {
                    println!("{line}");
                }
            }
            Event::Progress(p) => eprintln!(
                "{:>8.1} s  {:>12} moves  {:>10.0} positions/s",
                p.elapsed.as_secs_f64(),
                p.nodes,
                p.positions_per_second()
            ),
            _ => {}
        });
        if let Err(e) = result {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
