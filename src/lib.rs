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
//! - [`notation`]: FEN, Fairy-FEN, Popeye's input language and output format.
//!
//! This crate adds [`problem::Problem`] (built from Popeye input or in
//! code), [`solve`], and Popeye's output format ([`output`]).
//!
//! ```
//! use nightrider::{solve, problem::Problem, SolveOptions};
//! use nightrider::notation::popeye::parse_input;
//! let input = "begin stip #2 pieces white ka3 ra8 black kb1 end";
//! let parsed = parse_input(input);
//! let problem = Problem::from_syntax(&parsed.problems[0]).unwrap();
//! let mut keys = Vec::new();
//! solve(&problem, &SolveOptions::default(), |_, _, report| {
//!     keys.extend(nightrider::output::solution_lines(problem.language, report));
//! })
//! .unwrap();
//! assert!(keys.iter().any(|l| l.contains("1.Ra8-c8 !")));
//! ```

pub use nightrider_board as board;
pub use nightrider_conditions as conditions;
pub use nightrider_movegen as movegen;
pub use nightrider_notation as notation;
pub use nightrider_retro as retro;
pub use nightrider_stipulation as stipulation;

pub mod game;
pub mod output;
pub mod parts;
pub mod problem;

use nightrider_movegen::{MoveGenerator, Rules};
use nightrider_stipulation::{Report, Split, SplitReport};
use problem::{Problem, Twin};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

/// How to run a solve (what to solve and print is in the [`Problem`]).
#[derive(Clone, Debug, Default)]
pub struct SolveOptions {
    /// Raise this flag to stop solving; the solve then returns
    /// [`SolveError::Interrupted`].
    pub cancel: Option<Arc<AtomicBool>>,
    /// Stop after this long (the problem's own `option MaxTime` applies too;
    /// the shorter limit wins).
    pub max_time: Option<Duration>,
    /// Transposition table size in entries (`None`: the solvers' default).
    pub table_entries: Option<usize>,
    /// Worker threads; 0: all cores (`std::thread::available_parallelism`),
    /// 1: the sequential solver. The output does not depend on it.
    pub threads: usize,
    /// Solve only the `k`-th of `n` parts of the first-ply moves (see
    /// [`stipulation::solver::parallel`]).
    pub part: Option<(u32, u32)>,
}

impl SolveOptions {
    /// The number of worker threads [`SolveOptions::threads`] asks for.
    pub fn worker_threads(&self) -> usize {
        match self.threads {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n,
        }
    }
}

/// Why a solve did not complete.
#[derive(Debug, thiserror::Error)]
pub enum SolveError {
    /// A piece of the problem has no move generator yet.
    #[error("{0}")]
    Generator(String),
    /// Something in the problem is not supported by the solvers.
    #[error("{0}")]
    Unsupported(String),
    /// Cancelled or out of time after `twins_done` complete twins; the
    /// partial report of the interrupted twin is attached.
    #[error("solving interrupted")]
    Interrupted {
        /// Twins solved completely before the interruption.
        twins_done: usize,
        /// What the interrupted twin had found.
        partial: Box<Report>,
    },
}

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
    let mut result = Ok(());
    for (index, twin) in problem.twins.iter().enumerate() {
        let generator = match generator_for(&twin.position, rules_for(&twin.position)) {
            Ok(g) => g,
            Err(e) => {
                result = Err(e);
                break;
            }
        };
        let make_game = || game::PlainGame::new(twin.position.clone(), generator.clone());
        match nightrider_stipulation::solve_split(
            make_game,
            &twin.stipulation,
            &stip_options,
            Some(&cancel),
            &split,
        ) {
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

/// Popeye's promotion rule: pawns promote to queen, knight, rook and
/// bishop, and to every other non-royal, non-pawn walk in the position.
pub fn rules_for(pos: &nightrider_board::Position) -> Rules {
    use nightrider_board::{catalogue, walk::PieceWalk, PieceKind};
    let mut promotions: Vec<PieceKind> = vec![
        PieceKind::QUEEN,
        PieceKind::KNIGHT,
        PieceKind::ROOK,
        PieceKind::BISHOP,
    ];
    for piece in pos.board().iter().flatten() {
        let kind = piece.kind;
        let pawn_like = matches!(catalogue::walk(kind), Ok(PieceWalk::Walk(w)) if w.is_pawn());
        if !kind.is_orthodox() && !pawn_like && !piece.is_royal() && !promotions.contains(&kind) {
            promotions.push(kind);
        }
    }
    Rules::with_promotions(&promotions)
}

/// The move generator for `pos`: the orthodox fast path when it applies,
/// otherwise compiled walks for every piece kind present and promotable.
///
/// # Errors
/// [`SolveError::Generator`] naming a piece that has no walk yet.
pub fn generator_for(
    pos: &nightrider_board::Position,
    rules: Rules,
) -> Result<MoveGenerator, SolveError> {
    let kinds = pos
        .board()
        .iter()
        .flatten()
        .map(|p| p.kind)
        .chain(rules.promotions.iter().copied());
    let registry = nightrider_movegen::fairy::registry_for_kinds(kinds, &rules)
        .map_err(|e| SolveError::Generator(e.to_string()))?;
    MoveGenerator::for_position(pos, rules, &registry)
        .map_err(|e| SolveError::Generator(generator_error_text(&e)))
}

fn generator_error_text(e: &nightrider_movegen::GeneratorError) -> String {
    let nightrider_movegen::GeneratorError::UnknownKind(kind) = e;
    let name = nightrider_board::catalogue::entry(*kind).map_or("an unknown piece", |e| e.name);
    format!("piece {name} is not supported yet")
}
