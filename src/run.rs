//! Solving the problems of an input text and printing them, for the CLI.

use nightrider::notation::popeye::parse_input;
use nightrider::output::{
    header, is_partial, option_warnings, problem_end, solution_lines, twin_lines, twin_text,
    twin_unsolved, with_empty_set_play,
};
use nightrider::parts::part_lines;
use nightrider::problem::Problem;
use nightrider::{solve, solve_split, SolveError, SolveOptions};
use std::io::Write;
use std::time::Instant;

/// Solves every problem of `text` (from the file `name`) in order and
/// prints each as soon as it is done; returns whether all were read and
/// solved. A problem that cannot be read or solved is reported (with the
/// reason) and the next one runs.
pub fn solve_text(
    name: &str,
    text: &str,
    options: &SolveOptions,
    json: bool,
    regression: bool,
) -> bool {
    let parsed = parse_input(text);
    let mut problems = parsed.problems.iter();
    let mut all_ok = true;
    let stdout = std::io::stdout();
    for index in 0..parsed.problems_seen {
        if let Some(err) = parsed.errors.iter().find(|e| e.problem == index) {
            eprintln!(
                "{name}:{}:{}: problem {}: {}",
                err.line,
                err.column,
                index + 1,
                err.message
            );
            all_ok = false;
            continue;
        }
        let Some(syntax) = problems.next() else { break };
        let problem = match Problem::from_syntax(syntax) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{name}: problem {}: {e}", index + 1);
                if json {
                    let doc = serde_json::json!({ "file": name, "problem": index + 1, "error": e.to_string() });
                    println!("{doc}");
                } else {
                    println!("\nproblem {} refused: {e}\n", index + 1);
                }
                all_ok = false;
                continue;
            }
        };
        let start = Instant::now();
        if json {
            let mut twins = Vec::new();
            let result = if nightrider::retractor::is_retractor(&problem) {
                nightrider::retractor::solve(&problem, options, |_, twin, report| {
                    twins.push(nightrider::retractor::twin_json(&problem, twin, report));
                })
            } else {
                solve(&problem, options, |_, twin, report| {
                    twins.push(crate::json::twin(&problem, twin, report));
                })
            };
            let mut doc = serde_json::json!({
                "file": name,
                "problem": index + 1,
                "meta": crate::json::meta(&problem),
                "twins": twins,
                "seconds": start.elapsed().as_secs_f64(),
            });
            if let Err(e) = result {
                doc["error"] = serde_json::Value::String(e.to_string());
                all_ok = false;
            }
            println!("{doc}");
            continue;
        }
        let progress = crate::progress::Progress::start(format!("{name}: problem {}", index + 1));
        progress.suspend(|| {
            let mut out = stdout.lock();
            let _ = write!(out, "{}{}", option_warnings(&problem), header(&problem));
            let _ = out.flush();
        });
        let mut split_failure = None;
        let mut partial = false;
        let print = |twin: &nightrider::problem::Twin, lines: Vec<String>| {
            progress.suspend(|| {
                let mut out = stdout.lock();
                let _ = write!(out, "{}", twin_text(&problem, twin, &lines));
                let _ = out.flush();
            })
        };
        // A twin where the side to play could capture the king is not
        // solved: Popeye shows its heading, says why on standard error and
        // goes on with the next twin.
        let mut first = 0;
        let result = loop {
            let rest;
            let sub = if first == 0 {
                &problem
            } else {
                rest = Problem {
                    twins: problem.twins[first..].to_vec(),
                    ..problem.clone()
                };
                &rest
            };
            let result = if nightrider::retractor::is_retractor(sub) {
                nightrider::retractor::solve(sub, options, |_, twin, report| {
                    print(twin, report.lines.clone());
                })
            } else {
                solve_split(sub, options, |_, twin, split| {
                    let lines = if options.part.is_some() {
                        match part_lines(problem.language, split) {
                            Ok(lines) => with_empty_set_play(&problem, twin, &split.report, lines),
                            Err(e) => {
                                split_failure = Some(e);
                                solution_lines(problem.language, &split.report)
                            }
                        }
                    } else {
                        twin_lines(&problem, twin, &split.report)
                    };
                    partial |= is_partial(&split.report);
                    print(twin, lines);
                    for _ in &split.report.king_capturable {
                        // a duplex half that Popeye refuses, the other solved
                        progress.suspend(|| {
                            eprintln!("{}", SolveError::KingCapturable { twins_done: 0 })
                        });
                    }
                })
            };
            match result {
                Err(e @ SolveError::KingCapturable { twins_done }) => {
                    let twin = &problem.twins[first + twins_done];
                    progress.suspend(|| {
                        let mut out = stdout.lock();
                        let _ = write!(out, "{}", twin_unsolved(&problem, twin));
                        let _ = out.flush();
                        eprintln!("{e}");
                    });
                    first += twins_done + 1;
                    if first == problem.twins.len() {
                        break Ok(());
                    }
                }
                other => break other,
            }
        };
        drop(progress);
        if let Some(e) = split_failure {
            eprintln!("{name}: problem {}: {e}", index + 1);
            all_ok = false;
        }
        let mut out = stdout.lock();
        match result {
            Ok(()) => {
                let seconds = (!regression).then(|| start.elapsed().as_secs_f64());
                let _ = write!(out, "{}", problem_end(problem.language, partial, seconds));
            }
            Err(SolveError::Interrupted {
                partial,
                twins_done,
            }) => {
                // the interrupted twin: its heading, what it found, and
                // Popeye's note right under it
                if let Some(twin) = problem.twins.get(first + twins_done) {
                    let lines = twin_lines(&problem, twin, &partial);
                    let _ = write!(out, "{}", twin_text(&problem, twin, &lines));
                }
                let _ = write!(out, "solving interrupted.\n\n\n");
                eprintln!("{name}: problem {}: solving interrupted", index + 1);
                all_ok = false;
            }
            Err(e @ SolveError::IntelligentNotApplicable { .. }) => {
                // Popeye prints it under the stipulation, as part of the header
                let finished = nightrider::output::words(problem.language).finished;
                let _ = writeln!(out, "{e}\n\n{finished}\n\n");
            }
            Err(e) => {
                let _ = writeln!(out, "\nproblem {} refused: {e}\n", index + 1);
                eprintln!("{name}: problem {}: {e}", index + 1);
                all_ok = false;
            }
        }
    }
    all_ok
}
