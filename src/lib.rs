//! # nightrider
//!
//! A chess problem solver for orthodox and fairy problems, built as a
//! workspace of reusable crates and re-exported here:
//!
//! - [`board`]: squares, pieces, the piece catalogue, positions, hashing;
//! - [`movegen`]: move generation, observation and check;
//! - [`conditions`]: fairy conditions;
//! - [`stipulation`]: stipulations and their solvers;
//! - [`retro`]: retro analysis;
//! - [`notation`]: FEN, Fairy-FEN, Popeye's input language and output format;
//! - [`popeye`]: problems built from Popeye input or in code
//!   ([`problem::Problem`]), Popeye's output format ([`output`]), retractor
//!   problems ([`retractor`]: `stipulation -2&#1`), and what a solve takes
//!   ([`SolveOptions`], [`SolveError`], the refusals); its modules are
//!   re-exported here too.
//!
//! This crate adds [`solve`] and [`solve_split`], which solve a problem's
//! twins, the merging of the outputs of parts ([`parts`]), and the
//! `nightrider` command line.
//!
//! The example of the workspace's README (kept identical to it by
//! `.ci/run`):
//!
//! ```
//! use nightrider::notation::popeye::parse_input;
//! use nightrider::{problem::Problem, solve, SolveOptions};
//!
//! // A problem in Popeye's input language: White to play and mate in 2.
//! let input = "begin stipulation #2 pieces white ka3 ra8 black kb1 end";
//! let parsed = parse_input(input);
//! let problem = Problem::from_syntax(&parsed.problems[0]).unwrap();
//!
//! // Solve it (on all cores) and collect the solution lines, in Popeye's format.
//! let mut lines = Vec::new();
//! solve(&problem, &SolveOptions::default(), |_twin_index, _twin, report| {
//!     lines.extend(nightrider::output::solution_lines(problem.language, report));
//! })
//! .unwrap();
//! assert!(lines.iter().any(|line| line.contains("1.Ra8-c8 !")));
//! ```

pub use nightrider_board as board;
pub use nightrider_conditions as conditions;
pub use nightrider_movegen as movegen;
pub use nightrider_notation as notation;
pub use nightrider_retro as retro;
pub use nightrider_stipulation as stipulation;

pub use nightrider_popeye as popeye;
pub use nightrider_popeye::refusal::intelligent_refusal;
pub use nightrider_popeye::solving::{
    generator_for, generator_with, rules_for, SolveError, SolveOptions,
};
pub use nightrider_popeye::{condition_setup, game, json, output, problem, retractor};

pub mod parts;

use nightrider_popeye::refusal::royal_walk_refusal;
use nightrider_stipulation::{Report, Split, SplitReport, Stipulation};
use problem::{Problem, Twin};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

/// Solves every twin of `problem` in order, calling `on_twin(index, twin,
/// report)` as each twin is solved, so output can stream.
///
/// # Errors
/// [`SolveError`] when a piece or feature is unsupported or the solve is
/// cancelled or runs out of time.
pub fn solve(
    problem: &Problem,
    options: &SolveOptions,
    mut on_twin: impl FnMut(usize, &Twin, &Report),
) -> Result<(), SolveError> {
    solve_split(problem, options, |index, twin, split| {
        on_twin(index, twin, &split.report)
    })
}

/// As [`solve`], with the [`BlockKey`](stipulation::BlockKey) of every
/// block of each twin's report (for merging the outputs of parts,
/// [`SolveOptions::part`]).
///
/// # Errors
/// As [`solve`].
pub fn solve_split(
    problem: &Problem,
    options: &SolveOptions,
    on_twin: impl FnMut(usize, &Twin, &SplitReport),
) -> Result<(), SolveError> {
    solve_split_streaming(problem, options, None, on_twin)
}

/// Takes the solutions of help and series play and the steps of battle
/// play's keys and tries as they are found: the index of the twin and the
/// solution or step, in the order of the twin's report, which then holds
/// none of them (see [`stipulation::solve_streaming`] for when they are
/// passed on).
pub type LineSink<'a> = &'a (dyn Fn(usize, &stipulation::Streamed) + Sync);

/// As [`solve_split`], passing the solutions of help and series play to
/// `on_line` as they are found, so that they need not be kept.
///
/// # Errors
/// As [`solve`].
pub fn solve_split_streaming(
    problem: &Problem,
    options: &SolveOptions,
    on_line: Option<LineSink<'_>>,
    mut on_twin: impl FnMut(usize, &Twin, &SplitReport),
) -> Result<(), SolveError> {
    let cancel = options.cancel.clone().unwrap_or_default();
    let limit = [
        options.max_time,
        problem.run.max_time.map(Duration::from_secs),
    ]
    .into_iter()
    .flatten()
    .min();
    let (done, watchdog) = match limit {
        Some(limit) => {
            let (tx, rx) = mpsc::channel::<()>();
            let flag = cancel.clone();
            let handle = std::thread::spawn(move || {
                if rx.recv_timeout(limit) == Err(mpsc::RecvTimeoutError::Timeout) {
                    flag.store(true, Ordering::Relaxed);
                }
            });
            (Some(tx), Some(handle))
        }
        None => (None, None),
    };
    let mut stip_options = problem.options.clone();
    if let Some(entries) = options.table_entries {
        stip_options.table_entries = entries;
    }
    let split = Split {
        threads: options.worker_threads(),
        part: options.part,
    };
    let exclusive = game::ExclusiveCastlings::new(&problem.run.exclusive_castlings);
    let mut result = Ok(());
    for (index, twin) in problem.twins.iter().enumerate() {
        if problem.run.intelligent && intelligent_refusal(twin).is_some() {
            result = Err(SolveError::IntelligentNotApplicable { twins_done: index });
            break;
        }
        if twin.retractor.is_some() {
            result = Err(SolveError::Unsupported(
                "a retractor stipulation here: solve it with nightrider::retractor::solve".into(),
            ));
            break;
        }
        if let Some(refusal) = royal_walk_refusal(&twin.position) {
            result = Err(SolveError::Unsupported(refusal.into()));
            break;
        }
        let builder =
            nightrider_conditions::EngineBuilder::new(&twin.position, &twin.conditions.list)
                .castling_rooks(twin.castling_rooks);
        let rules = builder.rules(rules_for(&twin.position));
        // kinds a condition (or protean pieces) may create
        let extra = builder.created_kinds();
        let generator = match generator_with(&twin.position, rules, &extra) {
            Ok(g) => g,
            Err(e) => {
                result = Err(e);
                break;
            }
        };
        // the rules of piece attributes travel with the conditions
        let solved = match builder.build(generator) {
            Err(e) => {
                result = Err(SolveError::Unsupported(e.to_string()));
                break;
            }
            Ok(nightrider_conditions::Assembled::Plain(generator)) => {
                let make_game = || {
                    game::PlainGame::new(twin.position.clone(), generator.clone())
                        .with_exclusive_castlings(exclusive.clone())
                };
                solve_legal_phases(
                    make_game,
                    &twin.stipulation,
                    &stip_options,
                    &cancel,
                    &split,
                    index,
                    on_line,
                )
            }
            Ok(nightrider_conditions::Assembled::Engine { engine, start }) => {
                let (engine, start) = (*engine, *start);
                let make_game = || {
                    game::FairyGame::new(start.clone(), engine.clone())
                        .with_exclusive_castlings(exclusive.clone())
                };
                solve_legal_phases(
                    make_game,
                    &twin.stipulation,
                    &stip_options,
                    &cancel,
                    &split,
                    index,
                    on_line,
                )
            }
        };
        let solved = match solved {
            Ok(solved) => solved,
            Err(e) => {
                result = Err(e);
                break;
            }
        };
        match solved {
            Ok(report) => on_twin(index, twin, &report),
            Err(nightrider_stipulation::solver::SolveError::Interrupted(partial)) => {
                result = Err(SolveError::Interrupted {
                    twins_done: index,
                    partial,
                });
                break;
            }
            Err(e) => {
                result = Err(SolveError::Unsupported(e.to_string()));
                break;
            }
        }
    }
    drop(done);
    if let Some(h) = watchdog {
        let _ = h.join();
    }
    result
}

/// Solves the phases of a twin (normal, duplex) whose side to play could
/// not capture the opposing king. Popeye refuses such a phase ("the side
/// to play can capture the king"), whatever the goal (`##!1` too); the
/// other half of a duplex is still solved, and the report
/// names the refused half. All phases refused: [`SolveError::KingCapturable`].
fn solve_legal_phases<G, F>(
    make_game: F,
    stip: &Stipulation,
    options: &nightrider_stipulation::Options,
    cancel: &Arc<AtomicBool>,
    split: &Split,
    twins_done: usize,
    on_line: Option<LineSink<'_>>,
) -> Result<Result<SplitReport, nightrider_stipulation::solver::SolveError>, SolveError>
where
    G: nightrider_stipulation::Game + Send,
    F: Fn() -> G + Sync,
{
    // (an error here is the solver's to report)
    let phases = nightrider_stipulation::solver::phase_starts(stip, options).unwrap_or_default();
    let mut game = make_game();
    let refused: Vec<bool> = phases
        .iter()
        .filter(|&&(_, to_play)| game.in_check(!to_play))
        .map(|&(swapped, _)| swapped)
        .collect();
    let mut options = options.clone();
    if !phases.is_empty() && refused.len() == phases.len() {
        // Popeye still shows the set play (the other side to play there)
        if !options.set_play || options.post_key_play {
            return Err(SolveError::KingCapturable { twins_done });
        }
        options.set_play_only = true;
    } else if refused.contains(&false) {
        options.half_duplex = true;
    } else if refused.contains(&true) {
        options.duplex = false;
    }
    let to_twin = |line: nightrider_stipulation::Streamed| {
        if let Some(on_line) = on_line {
            on_line(twins_done, &line);
        }
    };
    let stream = on_line.map(|_| &to_twin as nightrider_stipulation::LineSink<'_>);
    Ok(nightrider_stipulation::solve_split_streaming(
        make_game,
        stip,
        &options,
        Some(cancel),
        split,
        stream,
    )
    .map(|mut report| {
        report.report.king_capturable = refused;
        report
    }))
}
