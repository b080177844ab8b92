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
//! code), [`solve`], Popeye's output format ([`output`]) and retractor
//! problems ([`retractor`]: `stipulation -2&#1`).
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

pub mod condition_setup;
pub mod game;
pub mod output;
pub mod parts;
pub mod problem;
pub mod retractor;

use nightrider_movegen::{MoveGenerator, Rules};
use nightrider_stipulation::{Report, Split, SplitReport, Stipulation};
use problem::{Problem, Twin};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

/// How to run a solve (what to solve and print is in the [`Problem`]).
/// The default solves on all cores (the same solutions, in the same order,
/// as the sequential solver).
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
    /// Worker threads; 0 (the default): all cores
    /// (`std::thread::available_parallelism`), 1: the sequential solver.
    /// The output does not depend on it.
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
    /// The side to move first could capture the opposing king: Popeye
    /// refuses the position.
    #[error("the side to play can capture the king")]
    KingCapturable {
        /// Twins solved completely before.
        twins_done: usize,
    },
    /// `option Intelligent` with a stipulation, condition or piece that
    /// Popeye's intelligent mode does not take (see [`intelligent_refusal`]);
    /// Popeye then solves nothing, and neither do we.
    #[error("Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy pieces.")]
    IntelligentNotApplicable {
        /// Twins solved completely before.
        twins_done: usize,
    },
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

/// Why Popeye's intelligent mode (`option Intelligent`) would not take
/// `twin`, or `None` when it would: it takes help play, series play and
/// series help play (also reciprocal help and parry-series help play) with
/// the goals mate and stalemate, structured stipulations aiming at mate or
/// stalemate, orthodox pieces only, and a few
/// conditions (those checked against Popeye 4.104: Monochrome, Bichrome,
/// Grid, NoCapture, MustCapture, Maximummer).
pub fn intelligent_refusal(twin: &Twin) -> Option<&'static str> {
    use nightrider_conditions::Condition;
    use stipulation::model::{Aim, SeriesKind};
    use stipulation::Goal;
    match twin.stipulation.traditional {
        Some(t) => {
            if !matches!(t.goal, Goal::Mate | Goal::Stalemate) {
                return Some("this goal");
            }
            let play_taken = matches!(
                (t.aim, t.series),
                (
                    Aim::Help,
                    SeriesKind::None | SeriesKind::Series | SeriesKind::Parry
                ) | (Aim::Direct, SeriesKind::Series)
            );
            if !play_taken {
                return Some("this kind of play");
            }
        }
        // A structured stipulation is taken when it aims at mate or
        // stalemate (Popeye takes `black 10:12hh[#]` and `13h[1h[#]h]?+?h`,
        // refuses `black 4hh[+]`).
        None => {
            let goals = twin.stipulation.goals();
            if !goals
                .iter()
                .any(|g| matches!(g, Goal::Mate | Goal::Stalemate))
            {
                return Some("this goal");
            }
        }
    }
    let pos = &twin.position;
    if !pos.fairy().is_empty()
        || pos
            .board()
            .iter()
            .flatten()
            .any(|p| !p.attributes.is_empty())
    {
        return Some("fairy pieces");
    }
    let condition_taken = |c: &Condition| {
        matches!(
            c,
            Condition::Monochrome
                | Condition::Bichrome
                | Condition::Grid(_)
                | Condition::NoCapture
                | Condition::MustCapture(_)
                | Condition::Maximummer(_)
        )
    };
    if !twin.conditions.list.iter().all(condition_taken) {
        return Some("this condition");
    }
    None
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
    on_twin: impl FnMut(usize, &Twin, &SplitReport),
) -> Result<(), SolveError> {
    solve_split_streaming(problem, options, None, on_twin)
}

/// Takes the solutions of help and series play as they are found: the
/// index of the twin and the line, in the order of the twin's report,
/// which then holds none of them (see
/// [`stipulation::solve_streaming`] for when lines are passed on).
pub type LineSink<'a> = &'a (dyn Fn(usize, &stipulation::Line) + Sync);

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

/// Pieces that Popeye makes royal by their walk alone (the Poseidon: a
/// side may have it instead of its king, and it is then checked and mated),
/// which nightrider does not model: refused by name, never solved as a
/// plain piece.
fn royal_walk_refusal(pos: &nightrider_board::Position) -> Option<&'static str> {
    let poseidon = nightrider_board::catalogue::by_name("poseidon")?;
    pos.board()
        .iter()
        .flatten()
        .any(|p| p.kind == poseidon)
        .then_some("the Poseidon (royal by its walk in Popeye)")
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
    let to_twin = |line: nightrider_stipulation::Line| {
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
        let pawn_like = matches!(catalogue::walk(kind), Ok(PieceWalk::Walk(w)) if w.is_pawn())
            // (the reverse pawn's walk is special: a pawn too)
            || Some(kind) == catalogue::by_code(catalogue::Language::English, "pp");
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
    generator_with(pos, rules, &[])
}

/// [`generator_for`], with walks for the `extra` kinds too (kinds a
/// condition may create: ProteanChess's reverse pawns).
///
/// # Errors
/// [`SolveError::Generator`] naming a piece that has no walk yet.
pub fn generator_with(
    pos: &nightrider_board::Position,
    rules: Rules,
    extra: &[nightrider_board::PieceKind],
) -> Result<MoveGenerator, SolveError> {
    let kinds = pos
        .board()
        .iter()
        .flatten()
        .map(|p| p.kind)
        .chain(pos.underworld().iter().map(|(_, p)| p.kind))
        .chain(rules.promotions.iter().copied())
        .chain(extra.iter().copied());
    let registry = nightrider_movegen::fairy::registry_for_kinds(kinds, &rules)
        .map_err(|e| SolveError::Generator(e.to_string()))?;
    // (the generator takes every kind of the registry)
    MoveGenerator::for_position(pos, rules, &registry)
        .map_err(|e| SolveError::Generator(generator_error_text(&e)))
}

fn generator_error_text(e: &nightrider_movegen::GeneratorError) -> String {
    let nightrider_movegen::GeneratorError::UnknownKind(kind) = e;
    let name = nightrider_board::catalogue::entry(*kind).map_or("an unknown piece", |e| e.name);
    format!("piece {name} is not supported yet")
}
