//! [`ReplyZone`]: where a move can change whether the opponent's reply
//! stays possible, for the solvers to pass over moves that cannot.

use crate::{Bitboard, Move, PieceKind, Position, Special};

/// Where a move of the side to move can touch a quiet reply of the
/// opponent: a move of the opponent, legal for it here and giving no check
/// (found by the move generator), stays legal and checkless after every
/// legal move of the side to move that is neither castling nor en
/// passant, does not promote, does not leave from a square of
/// [`ReplyZone::from`] and does not arrive on a square of
/// [`ReplyZone::to`] (of the moving kind).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplyZone {
    /// The departure squares that may matter: the reply's target, the
    /// mover's king, and the mover's pieces that are the first on a line
    /// from either king (after the reply) with a line piece of the other
    /// side (of the mover's side for the replying king) behind them.
    pub from: Bitboard,
    /// Per arriving piece kind, the arrival squares that may matter: the
    /// reply's squares and the squares from which that kind would attack
    /// the replying side's king (after the reply).
    pub to: [Bitboard; PieceKind::ORTHODOX_COUNT],
}

impl ReplyZone {
    /// Whether the legal move `mv` of the side to move certainly leaves the
    /// reply legal and checkless (see [`ReplyZone`]).
    #[inline]
    pub fn misses(&self, pos: &Position, mv: &Move) -> bool {
        // a promotion may go on along the line its pawn blocked, now as a
        // line piece
        if !matches!(mv.special, Special::None | Special::DoubleStep)
            || mv.promotion.is_some()
            || self.from.contains(mv.from)
        {
            return false;
        }
        let Some(kind) = pos.piece_at(mv.from).map(|p| p.kind) else {
            return false;
        };
        kind.is_orthodox() && !self.to[kind.idx()].contains(mv.to)
    }
}
