//! [`ReplyZone`]: where a move can change whether the opponent's reply
//! stays possible, for the solvers to pass over moves that cannot.

use crate::{Bitboard, Move, PieceKind, Position, Special};

/// Where a move of the side to move can touch a quiet reply of the
/// opponent: a move of the opponent, legal for it here and giving no check
/// (found by the move generator), stays legal and checkless after every
/// legal move of the side to move that is neither castling nor en
/// passant, does not leave from a square of [`ReplyZone::from`] (nor, if
/// it promotes, of [`ReplyZone::promotion_from`]) and does not arrive on
/// a square of [`ReplyZone::to`] (of the kind arriving).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplyZone {
    /// The departure squares that may matter: the reply's target and the
    /// mover's pieces that are the first on a line
    /// from either king (after the reply) with a line piece of the other
    /// side (of the mover's side for the replying king) behind them.
    pub from: Bitboard,
    /// Per arriving piece kind, the arrival squares that may matter: the
    /// reply's squares and the squares from which that kind would attack
    /// the replying side's king (after the reply); for the mover's king,
    /// also the squares the replying side would attack after the reply.
    pub to: [Bitboard; PieceKind::ORTHODOX_COUNT],
    /// The departure squares that may matter for a promotion: the mover's
    /// pieces first on a line from the replying king (after the reply),
    /// whatever stands behind them (the promoted piece may go on along
    /// the line).
    pub promotion_from: Bitboard,
}

impl ReplyZone {
    /// Whether the legal move `mv` of the side to move certainly leaves the
    /// reply legal and checkless (see [`ReplyZone`]).
    #[inline]
    pub fn misses(&self, pos: &Position, mv: &Move) -> bool {
        if !matches!(mv.special, Special::None | Special::DoubleStep) || self.from.contains(mv.from)
        {
            return false;
        }
        let kind = match mv.promotion {
            // a promotion may go on along the line its pawn blocked, now
            // as a line piece
            Some(_) if self.promotion_from.contains(mv.from) => return false,
            Some(kind) => kind,
            None => match pos.piece_at(mv.from) {
                Some(p) => p.kind,
                None => return false,
            },
        };
        kind.is_orthodox() && !self.to[kind.idx()].contains(mv.to)
    }
}
