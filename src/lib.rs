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

pub use nightrider_popeye as popeye;
pub use nightrider_popeye::refusal::intelligent_refusal;
pub use nightrider_popeye::solving::{
    generator_for, generator_with, rules_for, SolveError, SolveOptions,
};
pub use nightrider_popeye::{condition_setup, game, json, output, problem, retractor};

pub mod parts;

use nightrider_popeye::refusal::{attribute_refusal, magic_refusal};
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
        let rules =
            nightrider_conditions::rules_under(&twin.conditions.list, rules_for(&twin.position));
        let attributes = twin
            .position
            .board()
            .iter()
            .flatten()
            .fold(nightrider_board::Attributes::empty(), |a, p| {
                a | p.attributes
            });
        // kinds a condition (or protean pieces) may create
        let mut extra: Vec<nightrider_board::PieceKind> = twin
            .conditions
            .list
            .iter()
            .flat_map(nightrider_conditions::Condition::created_kinds)
            .collect();
        if attributes.contains(nightrider_board::Attributes::PROTEAN) {
            extra.extend(nightrider_conditions::Condition::ProteanPieces.created_kinds());
        }
        let generator = match generator_with(&twin.position, rules, &extra) {
            Ok(g) => g,
            Err(e) => {
                result = Err(e);
                break;
            }
        };
        // the rules of piece attributes travel with the conditions
        let mut conditions = twin.conditions.list.clone();
        if let Some(refusal) = attribute_refusal(&twin.position, attributes, &conditions)
            .or_else(|| magic_refusal(&twin.position, attributes, &generator.rules().promotions))
        {
            result = Err(SolveError::Unsupported(refusal.into()));
            break;
        }
        conditions.extend(nightrider_conditions::Condition::attribute_rules(
            attributes,
        ));
        let solved = if conditions.is_empty() {
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
            )
        } else {
            if twin
                .conditions
                .list
                .iter()
                .any(|c| matches!(c, nightrider_conditions::Condition::Einstein(_)))
                && (!twin.position.fairy().is_empty()
                    || twin
                        .conditions
                        .list
                        .iter()
                        .any(|c| c.created_kinds().iter().any(|k| !k.is_orthodox())))
            {
                // as Popeye: the Einstein chain is defined for orthodox
                // pieces only (Sentinelles Berolina's sentinels are not)
                result = Err(SolveError::Unsupported(
                    "EinsteinChess with fairy pieces".into(),
                ));
                break;
            }
            let engine = match nightrider_conditions::Engine::new(generator, &conditions) {
                Ok(engine) => engine,
                Err(e) => {
                    result = Err(SolveError::Unsupported(e.to_string()));
                    break;
                }
            };
            let mut engine = engine;
            let castling_king = |colour: nightrider_board::Colour| {
                let rights =
                    twin.position.castling() & nightrider_board::CastlingRights::of(colour);
                let home = colour.fold(nightrider_board::Square::E1, nightrider_board::Square::E8);
                let king_home = twin.position.piece_at(home).is_some_and(|p| {
                    p.kind == nightrider_board::PieceKind::KING && p.colour == colour
                });
                king_home && (!rights.is_empty() || no_home_rooks(&twin.position, colour))
            };
            engine.set_castling_kings(
                castling_king(nightrider_board::Colour::White),
                castling_king(nightrider_board::Colour::Black),
            );
            engine.set_castling_rooks(twin.castling_rooks);
            let mut start = twin.position.clone();
            engine.prepare_position(&mut start);
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
            )
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

/// Whether `colour` has no rook on its corner squares (a king on its
/// home square without rooks still counts as unmoved, as in Popeye).
fn no_home_rooks(pos: &nightrider_board::Position, colour: nightrider_board::Colour) -> bool {
    use nightrider_board::{PieceKind, Square};
    let corners = colour.fold([Square::A1, Square::H1], [Square::A8, Square::H8]);
    !corners.iter().any(|sq| {
        pos.piece_at(*sq)
            .is_some_and(|p| p.kind == PieceKind::ROOK && p.colour == colour)
    })
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
    Ok(
        nightrider_stipulation::solve_split(make_game, stip, &options, Some(cancel), split).map(
            |mut report| {
                report.report.king_capturable = refused;
                report
            },
        ),
    )
}
