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
//! - [`diagram`]: diagrams as SVG and PNG;
//! - [`popeye`]: problems built from Popeye input or in code
//!   ([`problem::Problem`]), Popeye's output format ([`render`]), retractor
//!   problems ([`retro_play`]: `stipulation -2&#1`), and what a solve takes
//!   ([`SolveOptions`], [`ProblemSolveError`], the refusals); its modules
//!   are re-exported here too.
//!
//! This crate adds [`solve`] and [`solve_split`], which solve a problem's
//! twins, [`solve_events`], which passes each solution, twin and progress
//! to a callback as they come, the merging of the outputs of parts
//! ([`parts`]), and the `nightrider` command line.
//!
//! Problems come from text in one step ([`Problem::parse`]: all the
//! problems of a text, or every problem's error with its line and column)
//! or from code ([`Problem::builder`]), and print as read from input:
//!
//! ```
//! use nightrider::board::{Colour, Piece, PieceKind};
//! use nightrider::{problem::Problem, render::header, solve_events, Event, SolveOptions};
//!
//! let sq = |s: &str| s.parse().unwrap();
//! let problem = Problem::builder()
//!     .piece(sq("c6"), Piece::new(PieceKind::KING, Colour::White))
//!     .piece(sq("d1"), Piece::new(PieceKind::ROOK, Colour::White))
//!     .piece(sq("a8"), Piece::new(PieceKind::KING, Colour::Black))
//!     .piece(sq("b8"), Piece::new(PieceKind::BISHOP, Colour::Black))
//!     .stipulation("h#2")?
//!     .condition("Circe")
//!     .build()?;
//! assert!(header(&problem).contains("Circe"));
//!
//! let mut solutions = 0;
//! solve_events(&problem, &SolveOptions::default(), |event| {
//!     if let Event::Found { .. } = event {
//!         solutions += 1;
//!     }
//! })?;
//! assert!(solutions > 0);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The example of the workspace's README (kept identical to it by
//! `.ci/run`):
//!
//! ```
//! use nightrider::problem::Problem;
//! use nightrider::{output::solution_lines, solve, SolveOptions};
//!
//! // A problem in Popeye's input language: White to play and mate in 2.
//! let input = "begin stipulation #2 pieces white ka3 ra8 black kb1 end";
//! let problems = Problem::parse(input).unwrap();
//! let problem = &problems[0];
//!
//! // Solve it (on all cores) and collect the solution lines, in Popeye's format.
//! let mut lines = Vec::new();
//! solve(problem, &SolveOptions::default(), |_twin_index, _twin, report| {
//!     lines.extend(solution_lines(problem.language, report));
//! })
//! .unwrap();
//! assert!(lines.iter().any(|line| line.contains("1.Ra8-c8 !")));
//! ```

pub use nightrider_board as board;
pub use nightrider_conditions as conditions;
pub use nightrider_diagram as diagram;
/// Game collections: PGN and FEN/EPD, statistics and searches (feature
/// `games`, GPL-3.0-or-later through pgn-reader).
#[cfg(feature = "games")]
pub use nightrider_games as games;
pub use nightrider_movegen as movegen;
pub use nightrider_notation as notation;
pub use nightrider_query as query;
pub use nightrider_retro as retro;
pub use nightrider_stipulation as stipulation;

pub use nightrider_popeye as popeye;
/// [`popeye::json`]: problems and solutions as JSON documents (feature `json`).
#[cfg(feature = "json")]
pub use nightrider_popeye::json;
pub use nightrider_popeye::refusal::intelligent_refusal;
pub use nightrider_popeye::solving::{
    generator_for, generator_with, rules_for, ProblemSolveError, SolveOptions,
};
pub use nightrider_popeye::{
    builder, condition_setup, error, game, input, latex, problem, render, retro_play,
};

/// [`render`] under the name the README example and tests use.
pub use nightrider_popeye::render as output;
/// [`retro_play`] under the name the tests use.
pub use nightrider_popeye::retro_play as retractor;
/// [`ProblemSolveError`] under the name the tests use.
pub use nightrider_popeye::solving::ProblemSolveError as SolveError;

mod events;
pub mod parts;
#[cfg(feature = "serve")]
pub mod serve;
mod twin_game;

pub use events::{solve_events, Event, SolveProgress, DEFAULT_PROGRESS_INTERVAL};
pub use nightrider_popeye::builder::{BuildError, ProblemBuilder};
pub use nightrider_popeye::error::Unsupported;
pub use nightrider_popeye::input::{InputError, InputErrorKind, ProblemErrors};
pub use twin_game::{NotPlayable, PlayThrough};

use nightrider_stipulation::{Report, Split, SplitReport, Stipulation};
use problem::{Problem, Twin};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// Solves every twin of `problem` in order, calling `on_twin(index, twin,
/// report)` as each twin is solved, so output can stream.
///
/// # Errors
/// [`ProblemSolveError`] when a piece or feature is unsupported or the solve is
/// cancelled or runs out of time.
pub fn solve(
    problem: &Problem,
    options: &SolveOptions,
    mut on_twin: impl FnMut(usize, &Twin, &Report),
) -> Result<(), ProblemSolveError> {
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
) -> Result<(), ProblemSolveError> {
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
    on_twin: impl FnMut(usize, &Twin, &SplitReport),
) -> Result<(), ProblemSolveError> {
    solve_twins(problem, options, on_line, None, |_, _| {}, on_twin)
}

/// Solves the twins of `problem` in order: `on_start(index, twin)` before
/// each, the solutions to `on_line` as they are found, the moves played
/// counted in `nodes`, `on_twin` with each twin's report.
fn solve_twins(
    problem: &Problem,
    options: &SolveOptions,
    on_line: Option<LineSink<'_>>,
    nodes: Option<&game::Nodes>,
    mut on_start: impl FnMut(usize, &Twin),
    mut on_twin: impl FnMut(usize, &Twin, &SplitReport),
) -> Result<(), ProblemSolveError> {
    let (cancel, _watchdog) = nightrider_popeye::watchdog::Watchdog::start(problem, options);
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
        if twin.invisibles > 0 {
            // (solved by the command's text output only)
            result = Err(ProblemSolveError::Unsupported(
                nightrider_popeye::invisibles::outside_text_output(twin.invisibles),
            ));
            break;
        }
        if problem.run.intelligent && intelligent_refusal(twin).is_some() {
            result = Err(ProblemSolveError::IntelligentNotApplicable { twins_done: index });
            break;
        }
        if let Some(&note) = twin.conditions.notes.iter().find(|n| n.ignores_problem()) {
            result = Err(ProblemSolveError::Ignored {
                note,
                twins_done: index,
            });
            break;
        }
        let rules = match twin_game::TwinRules::new(twin, &stip_options) {
            Ok(rules) => rules,
            Err(e) => {
                result = Err(e);
                break;
            }
        };
        on_start(index, twin);
        let phases = TwinPhases {
            stip: &twin.stipulation,
            options: &stip_options,
            cancel: &cancel,
            split: &split,
            twins_done: index,
            on_line,
            king_en_prise: nightrider_conditions::kings::allows_king_en_prise(
                &twin.conditions.list,
            ),
        };
        let solved = match rules {
            twin_game::TwinRules::Proof {
                start,
                generator,
                target,
            } => phases.solve(|| {
                game::PlainGame::new(start.clone(), generator.clone())
                    .with_exclusive_castlings(exclusive.clone())
                    .with_nodes(nodes.cloned())
                    .with_target(Some(target.clone()))
            }),
            twin_game::TwinRules::Plain { start, generator } => phases.solve(|| {
                game::PlainGame::new(start.clone(), generator.clone())
                    .with_exclusive_castlings(exclusive.clone())
                    .with_nodes(nodes.cloned())
            }),
            twin_game::TwinRules::Fairy {
                start,
                engine,
                target,
            } => phases.solve(|| {
                game::FairyGame::new(start.clone(), (*engine).clone())
                    .with_exclusive_castlings(exclusive.clone())
                    .with_nodes(nodes.cloned())
                    .with_target(target.clone())
            }),
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
                result = Err(ProblemSolveError::Interrupted {
                    twins_done: index,
                    partial,
                });
                break;
            }
            Err(e) => {
                result = Err(ProblemSolveError::Unsupported(Unsupported::Stipulation(
                    e.to_string(),
                )));
                break;
            }
        }
    }
    result
}

/// What solving the phases of one twin takes beside its game.
struct TwinPhases<'a> {
    stip: &'a Stipulation,
    options: &'a nightrider_stipulation::Options,
    cancel: &'a Arc<AtomicBool>,
    split: &'a Split,
    /// The index of the twin (the twins solved before it).
    twins_done: usize,
    on_line: Option<LineSink<'a>>,
    /// The conditions let the side not to play stand in check
    /// (LeseMajeste): no phase is refused for it.
    king_en_prise: bool,
}

impl TwinPhases<'_> {
    /// Solves the phases of the twin (normal, duplex) whose side to play
    /// could not capture the opposing king, on games made by `make_game`.
    /// Popeye refuses such a phase ("the side to play can capture the
    /// king"), whatever the goal (`##!1` too); the other half of a duplex
    /// is still solved, and the report names the refused half. All phases
    /// refused: [`ProblemSolveError::KingCapturable`].
    fn solve<G, F>(
        &self,
        make_game: F,
    ) -> Result<Result<SplitReport, nightrider_stipulation::solver::SolveError>, ProblemSolveError>
    where
        G: nightrider_stipulation::Game + Send,
        F: Fn() -> G + Sync,
    {
        let TwinPhases {
            stip,
            options,
            cancel,
            split,
            twins_done,
            on_line,
            king_en_prise,
        } = *self;
        // (an error here is the solver's to report)
        let phases =
            nightrider_stipulation::solver::phase_starts(stip, options).unwrap_or_default();
        let mut game = make_game();
        let refused: Vec<bool> = phases
            .iter()
            .filter(|&&(_, to_play)| !king_en_prise && game.in_check(!to_play))
            .map(|&(swapped, _)| swapped)
            .collect();
        let mut options = options.clone();
        if !phases.is_empty() && refused.len() == phases.len() {
            // Popeye still shows the set play (the other side to play there)
            if !options.set_play || options.post_key_play {
                return Err(ProblemSolveError::KingCapturable { twins_done });
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
}
