//! The journal of primitive effects through which every move is played and
//! undone.
//!
//! A move is a sequence of [`Effect`]s recorded by [`crate::Position`]'s
//! primitive operations between [`crate::Position::begin_move`] and the end of
//! the move; [`crate::Position::undo_move`] reverts them in reverse order.
//! Fairy conditions (rebirths, colour changes, walk changes, …) play their
//! consequences of a move as further effects of the same move, so undo needs
//! to know nothing about them.

use crate::castling::CastlingRights;
use crate::piece::Piece;
use crate::position::EnPassant;
use crate::square::Square;

/// One primitive, reversible change of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// The piece on `from` moved to the empty square `to`.
    Move {
        /// Origin.
        from: Square,
        /// Destination.
        to: Square,
    },
    /// `piece` was removed from `square`.
    Remove {
        /// Where it stood.
        square: Square,
        /// What was removed.
        piece: Piece,
    },
    /// `piece` was added on the empty `square`.
    Add {
        /// Where it was put.
        square: Square,
        /// What was added.
        piece: Piece,
    },
    /// The piece on `square` changed from `old` to `new` (its colour, kind
    /// or attributes, or several of them).
    Change {
        /// Where the piece stands.
        square: Square,
        /// Before.
        old: Piece,
        /// After.
        new: Piece,
    },
    /// The side to move was switched.
    SwitchSide,
    /// The castling rights changed; `old` held before.
    Castling {
        /// The rights before the change.
        old: CastlingRights,
    },
    /// The en-passant state changed; `old` held before.
    EnPassant {
        /// The state before the change.
        old: Option<EnPassant>,
    },
    /// `piece` was put into the underworld below `square`, at the end
    /// of the underworld's list (Circe Volcanic and Parachute).
    Bury {
        /// The square it lies below.
        square: Square,
        /// The piece.
        piece: Piece,
    },
    /// The underworld's entry `index` (below `square`, holding `piece`)
    /// was taken out of it.
    Unbury {
        /// Its place in the underworld's list.
        index: u16,
        /// The square it lay below.
        square: Square,
        /// The piece.
        piece: Piece,
    },
    /// The empty `square` became a hole (HaanerChess).
    Hole {
        /// The new hole.
        square: Square,
    },
    /// Every imitator moved by (`dx`, `dy`) (the condition Imitator: the
    /// imitators copy each move's displacement).
    ShiftImitators {
        /// Files moved.
        dx: i8,
        /// Ranks moved.
        dy: i8,
    },
    /// An imitator was added on the empty `square`, after the others (a
    /// pawn promoted into an imitator).
    AddImitator {
        /// Where.
        square: Square,
    },
    /// The ply counters changed; these held before.
    Counters {
        /// Half-move clock before.
        halfmove: u16,
        /// Full-move number before.
        fullmove: u16,
    },
}
