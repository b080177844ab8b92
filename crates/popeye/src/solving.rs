//! What solving a problem takes beyond the problem itself: the options
//! and errors of a solve, Popeye's promotion rule and the move generator
//! built for a position.

use nightrider_movegen::{MoveGenerator, Rules};
use nightrider_stipulation::Report;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

/// How to run a solve (what to solve and print is in the
/// [`Problem`](crate::problem::Problem)).
/// The default solves on all cores (the same solutions, in the same order,
/// as the sequential solver).
#[derive(Clone, Debug, Default)]
pub struct SolveOptions {
    /// Raise this flag to stop solving; the solve then returns
    /// [`ProblemSolveError::Interrupted`].
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
    /// [`nightrider_stipulation::solver::parallel`]).
    pub part: Option<(u32, u32)>,
    /// How often `nightrider::solve_events` reports progress (`None`: every
    /// second).
    pub progress_interval: Option<Duration>,
    /// The dialect of the input (`--dialect`): `None` reads Popeye's, or
    /// Jacobi's for a problem that uses Jacobi's language; a problem's own
    /// `Dialect` command overrides it.
    pub dialect: Option<nightrider_notation::popeye::Dialect>,
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
pub enum ProblemSolveError {
    /// A piece of the problem has no move generator yet.
    #[error("{0}")]
    Generator(String),
    /// Something in the problem is not supported by the solvers.
    #[error("{0}")]
    Unsupported(crate::error::Unsupported),
    /// The side to move first could capture the opposing king: Popeye
    /// refuses the position.
    #[error("the side to play can capture the king")]
    KingCapturable {
        /// Twins solved completely before.
        twins_done: usize,
    },
    /// `option Intelligent` with a stipulation, condition or piece that
    /// Popeye's intelligent mode does not take (see
    /// [`intelligent_refusal`](crate::refusal::intelligent_refusal));
    /// Popeye then solves nothing, and neither do we.
    #[error("Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy pieces.")]
    IntelligentNotApplicable {
        /// Twins solved completely before.
        twins_done: usize,
    },
    /// Popeye ignores the problem from this twin on, with the note it
    /// prints under the diagram (see
    /// [`Note::ignores_problem`](crate::messages::Note::ignores_problem)).
    #[error("{}", note.text(nightrider_notation::popeye::InputLanguage::English))]
    Ignored {
        /// Why.
        note: crate::messages::Note,
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

/// Popeye's promotion rule: pawns promote to queen, knight, rook and
/// bishop, and to every other non-pawn walk in the position but the
/// king's, the Poseidon's and the dummy's (a royal zebra's too);
/// its marine pawn promotes to the marine pieces (sirene, triton, nereide,
/// marine knight) and to every such walk in the position, orthodox ones
/// too. The fairy kinds come in the order of Popeye's piece table.
pub fn rules_for(pos: &nightrider_board::Position) -> Rules {
    use nightrider_board::{catalogue, walk::PieceWalk, PieceKind};
    let code = |c: &str| catalogue::by_code(catalogue::Language::English, c);
    let mut present: Vec<PieceKind> = Vec::new();
    let mut marine_pawn = None;
    for piece in pos.board().iter().flatten() {
        let kind = piece.kind;
        let pawn_like = matches!(catalogue::walk(kind), Ok(PieceWalk::Walk(w)) if w.is_pawn())
            // (the reverse pawn's walk is special: a pawn too)
            || Some(kind) == code("pp");
        if pawn_like && Some(kind) == code("mp") {
            marine_pawn = Some(kind);
        }
        // (a piece royal by its attribute alone lends its kind too:
        // Popeye 4.104 promotes to the kind of a royal zebra)
        let royal_by_attribute = piece
            .attributes
            .contains(nightrider_board::Attributes::ROYAL)
            && !piece
                .attributes
                .contains(nightrider_board::Attributes::CROWNED)
            && kind != PieceKind::KING
            && kind != PieceKind::POSEIDON;
        // (nor the dummy's, which cannot move: Popeye 4.104 promotes to
        // no dummy)
        if !pawn_like
            && (!piece.is_royal() || royal_by_attribute)
            && kind != PieceKind::KING
            && Some(kind) != code("du")
            && !present.contains(&kind)
        {
            present.push(kind);
        }
    }
    present.sort_by_key(|&k| popeye_table_rank(k));
    let mut promotions = vec![
        PieceKind::QUEEN,
        PieceKind::KNIGHT,
        PieceKind::ROOK,
        PieceKind::BISHOP,
    ];
    promotions.extend(present.iter().filter(|k| !k.is_orthodox()));
    let mut rules = Rules::with_promotions(&promotions);
    if let Some(pawn) = marine_pawn {
        let mut marine: Vec<PieceKind> = ["si", "tr", "nd", "ms"]
            .into_iter()
            .filter_map(code)
            .chain(present.iter().copied())
            .collect();
        marine.sort_by_key(|&k| popeye_table_rank(k));
        marine.dedup();
        rules
            .promotions_by_pawn
            .push((pawn, marine.into_iter().collect()));
    }
    rules
}

/// Where `kind` stands in Popeye's table of pieces (its order of
/// promotions); kinds Popeye lacks come after, by number.
fn popeye_table_rank(kind: nightrider_board::PieceKind) -> (usize, u16) {
    use nightrider_board::catalogue;
    let rank = catalogue::entry(kind)
        .and_then(|e| e.en)
        .and_then(|en| {
            nightrider_notation::popeye::piece_codes::PIECE_CODES
                .iter()
                .position(|row| row.0 == en)
        })
        .unwrap_or(usize::MAX);
    (rank, kind.0)
}

/// The move generator for `pos`: the orthodox fast path when it applies,
/// otherwise compiled walks for every piece kind present and promotable.
///
/// # Errors
/// [`ProblemSolveError::Generator`] naming a piece that has no walk yet.
pub fn generator_for(
    pos: &nightrider_board::Position,
    rules: Rules,
) -> Result<MoveGenerator, ProblemSolveError> {
    generator_with(pos, rules, &[])
}

/// [`generator_for`], with walks for the `extra` kinds too (kinds a
/// condition may create: ProteanChess's reverse pawns).
///
/// # Errors
/// [`ProblemSolveError::Generator`] naming a piece that has no walk yet.
pub fn generator_with(
    pos: &nightrider_board::Position,
    rules: Rules,
    extra: &[nightrider_board::PieceKind],
) -> Result<MoveGenerator, ProblemSolveError> {
    let kinds = pos
        .board()
        .iter()
        .flatten()
        .map(|p| p.kind)
        .chain(pos.underworld().iter().map(|(_, p)| p.kind))
        .chain(rules.all_promotions())
        .chain(extra.iter().copied());
    let registry = nightrider_movegen::fairy::registry_for_kinds(kinds, &rules)
        .map_err(|e| ProblemSolveError::Generator(e.to_string()))?;
    // (the generator takes every kind of the registry)
    MoveGenerator::for_position(pos, rules, &registry)
        .map_err(|e| ProblemSolveError::Generator(generator_error_text(&e)))
}

fn generator_error_text(e: &nightrider_movegen::GeneratorError) -> String {
    match e {
        nightrider_movegen::GeneratorError::UnknownKind(kind) => {
            let name =
                nightrider_board::catalogue::entry(*kind).map_or("an unknown piece", |e| e.name);
            format!("piece {name} is not supported yet")
        }
        other => other.to_string(),
    }
}
