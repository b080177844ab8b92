//! Retractor problems (`stipulation -2&#1`, `hoeg-2&#1`, `help-1&h#1`):
//! the retraction phase of [`nightrider_retro::retractor`] with the
//! forward stipulation solved by the stipulation engine.
//!
//! The syntax and the conventions (White retracts first, forward defence,
//! castling and en passant in the retracted position) are documented in
//! [`nightrider_retro::retractor`]. Every forward stipulation the engine
//! solves can follow the retractions; it is checked with
//! [`nightrider_stipulation::is_solvable`] in each retracted position, and
//! Black's forward defence with the colours swapped (`HalfDuplex`).
//!
//! # Output
//!
//! Popeye-style lines: retractions are numbered backwards, `-1.` for
//! White, `-1...` for Black, written as in the retro literature (`Kd5-e4`:
//! the king had come from d5; `Kd5xRe4`: it had captured a rook on e4,
//! which the retraction restores; `a7xBb8=B`, `e5xd6 e.p.`, `0-0-0`). The
//! key retraction of a defensive retractor is marked ` !`; Black's
//! defences follow, indented, each with White's answering retractions; a
//! line ending in ` &` is followed by the forward play as Popeye prints it.
//!
//! ```text
//! -1.a7xBb8=B ! &
//!   1.a7-a8=Q # !
//!   1.a7-a8=B # !
//! ```

use crate::error::Unsupported;
use crate::game::PlainGame;
pub use crate::problem::compile_retractor as compile;
use crate::problem::{Problem, Twin};
use crate::solving::{generator_for, rules_for, ProblemSolveError, SolveOptions};
use nightrider_board::{Colour, Position};
use nightrider_retro::retractor::{
    self as engine, forward_position, Forward, RetractorError, Solution,
};
use nightrider_retro::Retraction;
use nightrider_stipulation::{Body, Mark, Options, Report, Stipulation};
use std::sync::atomic::AtomicBool;

/// A retractor's solution: the retraction tree and its Popeye-style
/// lines.
#[derive(Clone, Debug)]
pub struct RetractorReport {
    /// The retraction tree.
    pub solution: Solution,
    /// The lines to print (retractions and forward play).
    pub lines: Vec<String>,
}

/// Whether any twin of `problem` is a retractor.
pub fn is_retractor(problem: &Problem) -> bool {
    problem.twins.iter().any(|t| t.retractor.is_some())
}

/// The forward stipulation solved by the engine.
struct EngineForward<'a> {
    stip: &'a Stipulation,
    opts: &'a Options,
    cancel: &'a AtomicBool,
}

fn has_solution(report: &Report) -> bool {
    report.phases.iter().any(|p| match &p.body {
        Body::Battle(b) => b.moves.iter().any(|a| a.mark == Mark::Key),
        Body::Lines { solutions, .. } => !solutions.is_empty(),
    })
}

fn engine_error(e: nightrider_stipulation::SolveError) -> ProblemSolveError {
    match e {
        nightrider_stipulation::SolveError::Interrupted(partial) => {
            ProblemSolveError::Interrupted {
                twins_done: 0,
                partial,
            }
        }
        other => ProblemSolveError::Unsupported(Unsupported::Stipulation(other.to_string())),
    }
}

impl Forward for EngineForward<'_> {
    type Error = ProblemSolveError;

    fn holds(&mut self, pos: &Position, swapped: bool) -> Result<bool, ProblemSolveError> {
        let generator = generator_for(pos, rules_for(pos))?;
        let mut game = PlainGame::new(pos.clone(), generator);
        if swapped {
            let opts = Options {
                half_duplex: true,
                duplex: false,
                ..self.opts.clone()
            };
            nightrider_stipulation::solve(&mut game, self.stip, &opts, Some(self.cancel))
                .map(|r| has_solution(&r))
                .map_err(engine_error)
        } else {
            nightrider_stipulation::is_solvable(&mut game, self.stip, self.opts, Some(self.cancel))
                .map_err(engine_error)
        }
    }

    fn white_starts(&self) -> bool {
        self.stip.attacker_starts
    }
}

/// The position after the retractions of `line` from the diagram `pos`,
/// as the forward play starts from it.
fn replay(pos: &Position, line: &[Retraction]) -> Option<Position> {
    let mut work = pos.clone();
    work.clear_journal();
    work.set_side_to_move_unrecorded(Colour::Black);
    work.set_castling_unrecorded(nightrider_board::CastlingRights::empty());
    work.set_en_passant_unrecorded(None);
    for r in line {
        r.retract(&mut work);
    }
    // (the diagram passed the checks of the retractor solve, and
    // retractions keep a position orthodox and legal)
    forward_position(&work).ok().flatten()
}

/// Solves one retractor twin.
///
/// # Errors
/// [`ProblemSolveError`] when the problem does not fit (fairy pieces, options the
/// retractor search does not apply), a piece is unsupported, or solving is
/// cancelled.
pub fn solve_twin(
    problem: &Problem,
    twin: &Twin,
    cancel: &AtomicBool,
    table_entries: Option<usize>,
) -> Result<RetractorReport, ProblemSolveError> {
    let Some(retractor) = twin.retractor else {
        return Err(ProblemSolveError::Unsupported(Unsupported::Stipulation(
            "a stipulation without retractions in the retractor solver".into(),
        )));
    };
    if let Some(line) = twin.conditions.printed_lines(problem.language).first() {
        return Err(ProblemSolveError::Unsupported(Unsupported::Condition(
            format!("{line} with a retractor"),
        )));
    }
    let mut opts = problem.options.clone();
    if let Some(entries) = table_entries {
        opts.table_entries = entries;
    }
    for (on, name) in [
        (opts.duplex, "Duplex"),
        (opts.half_duplex, "HalfDuplex"),
        (opts.set_play, "SetPlay"),
        (opts.post_key_play, "PostKeyPlay"),
        (opts.white_to_play, "WhiteToPlay"),
    ] {
        if on {
            return Err(ProblemSolveError::Unsupported(Unsupported::Option(
                format!("{name} with a retractor"),
            )));
        }
    }
    let mut forward = EngineForward {
        stip: &twin.stipulation,
        opts: &opts,
        cancel,
    };
    let solution =
        engine::solve(&twin.position, &retractor, &mut forward).map_err(|e| match e {
            RetractorError::Forward(e) => e,
            other => ProblemSolveError::Unsupported(Unsupported::Combination(other.to_string())),
        })?;
    let mut failure = None;
    let lines = engine::render(&solution, |line| {
        if failure.is_some() {
            return Vec::new();
        }
        let Some(start) = replay(&twin.position, line) else {
            return Vec::new();
        };
        let result = generator_for(&start, rules_for(&start)).and_then(|g| {
            let mut game = PlainGame::new(start.clone(), g);
            nightrider_stipulation::solve(&mut game, &twin.stipulation, &opts, Some(cancel))
                .map_err(engine_error)
        });
        match result {
            Ok(report) => crate::render::solution_lines(problem.language, &report)
                .into_iter()
                .filter(|l| !l.trim().is_empty())
                .map(|l| l.trim_start().to_string())
                .collect(),
            Err(e) => {
                failure = Some(e);
                Vec::new()
            }
        }
    });
    if let Some(e) = failure {
        return Err(e);
    }
    Ok(RetractorReport { solution, lines })
}

/// Solves every twin of a retractor problem in order, calling `on_twin`
/// as each is solved (the retractor counterpart of `nightrider::solve`).
///
/// # Errors
/// As [`solve_twin`]; an interruption reports the twins done.
pub fn solve(
    problem: &Problem,
    options: &SolveOptions,
    mut on_twin: impl FnMut(usize, &Twin, &RetractorReport),
) -> Result<(), ProblemSolveError> {
    let (cancel, _watchdog) = crate::watchdog::Watchdog::start(problem, options);
    let mut result = Ok(());
    for (index, twin) in problem.twins.iter().enumerate() {
        match solve_twin(problem, twin, &cancel, options.table_entries) {
            Ok(report) => on_twin(index, twin, &report),
            Err(ProblemSolveError::Interrupted { partial, .. }) => {
                result = Err(ProblemSolveError::Interrupted {
                    twins_done: index,
                    partial,
                });
                break;
            }
            Err(e) => {
                result = Err(e);
                break;
            }
        }
    }
    result
}
