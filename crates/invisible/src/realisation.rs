//! Realisations of a line with invisibles: the diagram with the
//! invisibles placed, and the concrete moves behind the printed ones.
//!
//! A [`Realisation`] places the invisibles (colour, orthodox kind,
//! square); [`replay`] plays a line of concrete moves under it by the
//! orthodox rules, refusing a diagram in which the side not to move is in
//! check (Popeye's first retro rule for invisibles) and any illegal move,
//! and says whether the line ends in check and in mate. [`realisations`]
//! lists, for one invisible, every placement and every concrete line that
//! agree with a printed line ([`PrintedMove`]): Popeye counts a line as a
//! solution when this list is not empty and the goal holds at the end of
//! each entry (see `docs/total-invisibles.md`). It is a brute-force
//! oracle for tests, not a solver: it tries every placement.

use nightrider_board::{Bitboard, Colour, Move, Piece, PieceKind, Position, Square, UciMove};
use nightrider_movegen::{in_check, legal_moves, NotOrthodox, Orthodox};

/// A placement of the invisibles in the diagram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Realisation {
    /// Each invisible: its square and piece (orthodox kind).
    pub invisibles: Vec<(Square, Piece)>,
}

/// Why a realisation or a line does not stand.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayError {
    /// An invisible is placed on an occupied square.
    #[error("{0} is already occupied")]
    Occupied(Square),
    /// An invisible pawn is placed on the first or last rank.
    #[error("a pawn cannot stand on {0}")]
    PawnOnEdgeRank(Square),
    /// An invisible is not an orthodox piece, or the diagram is not
    /// orthodox.
    #[error(transparent)]
    NotOrthodox(#[from] NotOrthodox),
    /// The side not to move is in check in the diagram.
    #[error("the side not to move is in check in the diagram")]
    OpponentInCheck,
    /// The move of this ply (counted from 1) is not legal.
    #[error("ply {ply}: {mv} is not legal")]
    Illegal {
        /// The ply, from 1.
        ply: usize,
        /// The move.
        mv: UciMove,
    },
}

/// The end of a replayed line.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The position reached.
    pub position: Position,
    /// Whether the side to move there is in check.
    pub check: bool,
    /// Whether it is mated (in check, no legal move).
    pub mate: bool,
}

impl Realisation {
    /// The diagram with the invisibles on it.
    ///
    /// # Errors
    /// [`ReplayError::Occupied`], [`ReplayError::PawnOnEdgeRank`],
    /// [`ReplayError::NotOrthodox`] (a fairy invisible or diagram) and
    /// [`ReplayError::OpponentInCheck`].
    pub fn place(&self, diagram: &Position) -> Result<Position, ReplayError> {
        let mut pos = diagram.clone();
        for &(square, piece) in &self.invisibles {
            if pos.piece_at(square).is_some() {
                return Err(ReplayError::Occupied(square));
            }
            if piece.kind == PieceKind::PAWN && matches!(square.rank().index(), 0 | 7) {
                return Err(ReplayError::PawnOnEdgeRank(square));
            }
            pos.put(square, piece);
        }
        let orthodox = Orthodox::new(&pos)?;
        if in_check(orthodox, !pos.side_to_move()) {
            return Err(ReplayError::OpponentInCheck);
        }
        Ok(pos)
    }
}

fn outcome(position: Position) -> Outcome {
    let orthodox = Orthodox::new(&position).expect("an orthodox position stays orthodox");
    let check = in_check(orthodox, position.side_to_move());
    let mate = check && legal_moves(orthodox).is_empty();
    Outcome {
        position,
        check,
        mate,
    }
}

/// Plays `line` (coordinate notation, castling as the king's move) from
/// `diagram` with `realisation`'s invisibles placed.
///
/// # Errors
/// Those of [`Realisation::place`], and [`ReplayError::Illegal`] for the
/// first move that is not legal.
pub fn replay(
    diagram: &Position,
    realisation: &Realisation,
    line: &[UciMove],
) -> Result<Outcome, ReplayError> {
    let mut pos = realisation.place(diagram)?;
    for (i, text) in line.iter().enumerate() {
        let moves = legal_moves(Orthodox::new(&pos)?);
        let mv = text.find(&moves).map_err(|_| ReplayError::Illegal {
            ply: i + 1,
            mv: *text,
        })?;
        pos.play(&mv);
    }
    Ok(outcome(pos))
}

/// A move of a printed line with one invisible, as Popeye writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrintedMove {
    /// A visible piece's move (`Qd5-g5`, `Rb4*b7`, `b2-b1=R`, castling as
    /// the king's move). It may take the invisible on its arrival square:
    /// shown as a capture if the line has shown the invisible there (by
    /// its capture `TI~*sq`), not shown if the mover is not a pawn.
    Visible {
        /// Departure.
        from: Square,
        /// Arrival.
        to: Square,
        /// The promotion.
        promotion: Option<PieceKind>,
        /// Whether it is printed as a capture (`*`).
        captures_visible: bool,
    },
    /// A pawn's capture of the invisible (`[+wTIg6]h7*g6`).
    PawnCapturesInvisible {
        /// Departure.
        from: Square,
        /// Arrival.
        to: Square,
        /// The promotion.
        promotion: Option<PieceKind>,
    },
    /// `TI~-~`: the invisible moves, capturing nothing.
    InvisibleMoves,
    /// `TI~*d4`: the invisible captures the visible piece on the square.
    InvisibleCaptures(Square),
}

/// One realisation of a printed line: the placement, the concrete moves
/// and where they end.
#[derive(Clone, Debug)]
pub struct RealisedLine {
    /// The placement of the invisible.
    pub realisation: Realisation,
    /// The concrete moves, one per printed move.
    pub moves: Vec<Move>,
    /// The end.
    pub outcome: Outcome,
}

/// Where the invisible stands during a line: its square while on the
/// board, and whether the line has shown it there (by its capture
/// `TI~*sq`), in which case a capture of it is printed as one (`Ra1*a5`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Whereabouts {
    square: Option<Square>,
    shown: bool,
}

/// Whether the concrete `mv` is what `printed` shows; where the invisible
/// is after the move if so.
fn matches(
    pos: &Position,
    printed: PrintedMove,
    mv: &Move,
    invisible: Whereabouts,
) -> Option<Whereabouts> {
    let takes_invisible = invisible.square.is_some_and(|sq| mv.captures.contains(sq));
    let visible_captures = match invisible.square {
        Some(sq) => mv.captures.without(sq),
        None => mv.captures,
    };
    let by_invisible = invisible.square == Some(mv.from);
    let is_pawn = pos
        .piece_at(mv.from)
        .is_some_and(|p| p.kind == PieceKind::PAWN);
    let captured = Whereabouts {
        square: None,
        shown: false,
    };
    match printed {
        PrintedMove::Visible {
            from,
            to,
            promotion,
            captures_visible,
        } => {
            // A capture of the invisible shows when the line has shown it
            // there; a pawn's capture of an unshown one is written
            // `[+wTIg6]h7*g6` instead, another piece's not at all.
            let shows_capture = visible_captures.any() || (takes_invisible && invisible.shown);
            let fits = !by_invisible
                && mv.from == from
                && mv.to == to
                && mv.promotion == promotion
                && shows_capture == captures_visible
                && !(takes_invisible && !invisible.shown && is_pawn);
            if !fits {
                return None;
            }
            if takes_invisible {
                return Some(captured);
            }
            // Castling with an invisible rook carries it along.
            match (mv.special, invisible.square) {
                (nightrider_board::Special::Castle { rook_from, rook_to }, Some(sq))
                    if rook_from == sq =>
                {
                    Some(Whereabouts {
                        square: Some(rook_to),
                        shown: invisible.shown,
                    })
                }
                _ => Some(invisible),
            }
        }
        PrintedMove::PawnCapturesInvisible {
            from,
            to,
            promotion,
        } => (is_pawn
            && !by_invisible
            && takes_invisible
            && !invisible.shown
            && !visible_captures.any()
            && mv.from == from
            && mv.to == to
            && mv.promotion == promotion)
            .then_some(captured),
        PrintedMove::InvisibleMoves => (by_invisible && !mv.captures.any() && !mv.is_castling())
            .then_some(Whereabouts {
                square: Some(mv.to),
                shown: false,
            }),
        PrintedMove::InvisibleCaptures(square) => {
            (by_invisible && visible_captures == Bitboard::from_square(square) && !mv.is_castling())
                .then_some(Whereabouts {
                    square: Some(mv.to),
                    shown: true,
                })
        }
    }
}

fn extend(
    pos: &Position,
    invisible: Whereabouts,
    rest: &[PrintedMove],
    moves: &mut Vec<Move>,
    found: &mut Vec<(Vec<Move>, Outcome)>,
) {
    let Some((&printed, rest)) = rest.split_first() else {
        found.push((moves.clone(), outcome(pos.clone())));
        return;
    };
    let orthodox = Orthodox::new(pos).expect("an orthodox position stays orthodox");
    for mv in legal_moves(orthodox).iter() {
        if let Some(after) = matches(pos, printed, mv, invisible) {
            let mut next = pos.clone();
            next.play(mv);
            moves.push(*mv);
            extend(&next, after, rest, moves, found);
            moves.pop();
        }
    }
}

/// Every realisation of `line` with exactly one invisible in `diagram`
/// (an orthodox position, the side to move the line's first mover): every
/// colour, orthodox kind (a king only for a side without one) and empty
/// square of the invisible for which the diagram stands
/// ([`Realisation::place`]), with every sequence of legal moves that
/// [`PrintedMove`] by [`PrintedMove`] is what the line prints.
///
/// # Errors
/// [`NotOrthodox`] when the diagram is not orthodox.
pub fn realisations(
    diagram: &Position,
    line: &[PrintedMove],
) -> Result<Vec<RealisedLine>, NotOrthodox> {
    Orthodox::new(diagram)?;
    let mut all = Vec::new();
    for colour in [Colour::White, Colour::Black] {
        for kind in PieceKind::ORTHODOX {
            if kind == PieceKind::KING && diagram.pieces(PieceKind::KING, colour).any() {
                continue;
            }
            let piece = Piece::new(kind, colour);
            for square in Square::ALL {
                let realisation = Realisation {
                    invisibles: vec![(square, piece)],
                };
                let Ok(pos) = realisation.place(diagram) else {
                    continue;
                };
                let mut found = Vec::new();
                extend(
                    &pos,
                    Whereabouts {
                        square: Some(square),
                        shown: false,
                    },
                    line,
                    &mut Vec::new(),
                    &mut found,
                );
                all.extend(found.into_iter().map(|(moves, outcome)| RealisedLine {
                    realisation: realisation.clone(),
                    moves,
                    outcome,
                }));
            }
        }
    }
    Ok(all)
}
