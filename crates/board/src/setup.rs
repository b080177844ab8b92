//! Unvalidated positions ([`Setup`]) and their validation into a
//! [`Position`], with typed errors a caller may deliberately relax (fairy
//! problems break orthodox rules all the time).

use crate::bitboard::Bitboard;
use crate::castling::{Castling, CastlingRights};
use crate::colour::Colour;
use crate::piece::{Piece, PieceKind};
use crate::position::{EnPassant, Position};
use crate::square::{Rank, Square};
use bitflags::bitflags;
use std::fmt;

/// A position as read from a FEN or a problem, not yet checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The pieces, `a1` first.
    pub board: [Option<Piece>; 64],
    /// The side to move.
    pub side_to_move: Colour,
    /// Castling rights as given.
    pub castling: CastlingRights,
    /// The en-passant target square as given (the square passed over).
    pub en_passant: Option<Square>,
    /// Half-move clock.
    pub halfmove_clock: u16,
    /// Full-move number.
    pub fullmove_number: u16,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            board: [None; 64],
            side_to_move: Colour::White,
            castling: CastlingRights::empty(),
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }
}

bitflags! {
    /// Validation rules a caller chooses to relax.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    pub struct Relax: u16 {
        /// Allow a side without a king.
        const MISSING_KING = 1;
        /// Allow more than one king per side.
        const TOO_MANY_KINGS = 2;
        /// Allow pawns on the first and last ranks.
        const PAWNS_ON_BACK_RANK = 4;
        /// Allow the side not to move to be in check.
        const OPPONENT_IN_CHECK = 8;
        /// Drop castling rights that do not fit the pieces instead of failing.
        const CASTLING_RIGHTS = 16;
        /// Drop an en-passant square that does not fit instead of failing.
        const EN_PASSANT = 32;
        /// Allow more than 16 pieces or 8 pawns per side.
        const TOO_MUCH_MATERIAL = 64;
    }
}

impl Relax {
    /// What chess problems usually need: missing or extra kings, pawns on
    /// back ranks and extra material are legal in fairy problems.
    pub const PROBLEM: Relax = Relax::MISSING_KING
        .union(Relax::TOO_MANY_KINGS)
        .union(Relax::PAWNS_ON_BACK_RANK)
        .union(Relax::TOO_MUCH_MATERIAL);
}

/// One reason a [`Setup`] is not a valid position.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SetupErrorKind {
    /// `colour` has no king.
    MissingKing(Colour),
    /// `colour` has more than one king.
    TooManyKings(Colour),
    /// A pawn stands on the first or last rank.
    PawnOnBackRank(Square),
    /// The side that is not to move is in check.
    OpponentInCheck,
    /// A castling right does not fit the king and rook placement.
    InvalidCastlingRight(CastlingRights),
    /// The en-passant square does not fit a pawn's double step.
    InvalidEnPassant(Square),
    /// `colour` has more than 16 pieces or more than 8 pawns.
    TooMuchMaterial(Colour),
}

impl fmt::Display for SetupErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupErrorKind::MissingKing(c) => write!(f, "{c} has no king"),
            SetupErrorKind::TooManyKings(c) => write!(f, "{c} has more than one king"),
            SetupErrorKind::PawnOnBackRank(s) => write!(f, "pawn on {s}, a first or last rank"),
            SetupErrorKind::OpponentInCheck => write!(f, "the side not to move is in check"),
            SetupErrorKind::InvalidCastlingRight(r) => {
                write!(f, "castling right {r:?} does not fit king and rook")
            }
            SetupErrorKind::InvalidEnPassant(s) => {
                write!(f, "en-passant square {s} does not fit a double step")
            }
            SetupErrorKind::TooMuchMaterial(c) => {
                write!(f, "{c} has more than 16 pieces or 8 pawns")
            }
        }
    }
}

/// A failed validation: every reason found, and the position as it would be.
#[derive(Clone, Debug, thiserror::Error)]
pub struct SetupError {
    /// The reasons, in the order found.
    pub errors: Vec<SetupErrorKind>,
    /// The position built anyway, for callers that want to inspect it.
    pub position: Box<Position>,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid position: ")?;
        for (i, e) in self.errors.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl Setup {
    /// Builds the position without validation: castling rights and
    /// en-passant square are taken as they are.
    pub fn to_position_unchecked(&self) -> Position {
        let mut pos = Position::empty();
        for sq in Square::ALL {
            if let Some(p) = self.board[sq.idx()] {
                pos.put(sq, p);
            }
        }
        pos.set_side_to_move_unrecorded(self.side_to_move);
        pos.set_castling_unrecorded(self.castling);
        if let Some(ep) = self.en_passant {
            pos.set_en_passant_unrecorded(self.en_passant_state(ep));
        }
        pos.set_counters_unrecorded(self.halfmove_clock, self.fullmove_number);
        pos
    }

    fn en_passant_state(&self, target: Square) -> Option<EnPassant> {
        let mover = !self.side_to_move;
        let pawn_sq = target.offset(0, mover.forward())?;
        Some(EnPassant {
            passed: Bitboard::from_square(target),
            pawn: pawn_sq,
        })
    }

    /// Validates the setup. `opponent_in_check` tells whether the side not to
    /// move is in check in a position (move generation supplies it; board has
    /// no attack knowledge of its own). Errors in `relax` are ignored; for
    /// castling rights and en passant, relaxing drops what does not fit.
    pub fn validate(
        &self,
        relax: Relax,
        opponent_in_check: impl FnOnce(&Position) -> bool,
    ) -> Result<Position, SetupError> {
        let mut errors = Vec::new();
        for colour in Colour::ALL {
            let kings = self
                .board
                .iter()
                .flatten()
                .filter(|p| p.kind == PieceKind::KING && p.colour == colour && !p.is_neutral())
                .count();
            if kings == 0 && !relax.contains(Relax::MISSING_KING) {
                errors.push(SetupErrorKind::MissingKing(colour));
            }
            if kings > 1 && !relax.contains(Relax::TOO_MANY_KINGS) {
                errors.push(SetupErrorKind::TooManyKings(colour));
            }
            let own = self
                .board
                .iter()
                .flatten()
                .filter(|p| p.colour == colour && !p.is_neutral());
            let pieces = own.clone().count();
            let pawns = own.filter(|p| p.kind == PieceKind::PAWN).count();
            if (pieces > 16 || pawns > 8) && !relax.contains(Relax::TOO_MUCH_MATERIAL) {
                errors.push(SetupErrorKind::TooMuchMaterial(colour));
            }
        }
        if !relax.contains(Relax::PAWNS_ON_BACK_RANK) {
            for sq in Square::ALL {
                let back = sq.rank() == Rank::ALL[0] || sq.rank() == Rank::ALL[7];
                if back && self.board[sq.idx()].is_some_and(|p| p.kind == PieceKind::PAWN) {
                    errors.push(SetupErrorKind::PawnOnBackRank(sq));
                }
            }
        }
        let mut setup = self.clone();
        for castling in Castling::ALL {
            if !setup.castling.contains(castling.right) {
                continue;
            }
            let fits = |sq: Square, kind| {
                setup.board[sq.idx()].is_some_and(|p| {
                    p.kind == kind && p.colour == castling.colour && !p.is_neutral()
                })
            };
            if !(fits(castling.king_from, PieceKind::KING)
                && fits(castling.rook_from, PieceKind::ROOK))
            {
                if !relax.contains(Relax::CASTLING_RIGHTS) {
                    errors.push(SetupErrorKind::InvalidCastlingRight(castling.right));
                }
                setup.castling.remove(castling.right);
            }
        }
        if let Some(target) = setup.en_passant {
            let mover = !setup.side_to_move;
            let expected_rank = if mover == Colour::White { 2 } else { 5 };
            let fits = target.y() == expected_rank
                && setup.board[target.idx()].is_none()
                && target
                    .offset(0, mover.forward())
                    .and_then(|s| setup.board[s.idx()])
                    .is_some_and(|p| p.kind == PieceKind::PAWN && p.colour == mover)
                && target
                    .offset(0, -mover.forward())
                    .is_some_and(|s| setup.board[s.idx()].is_none());
            if !fits {
                if !relax.contains(Relax::EN_PASSANT) {
                    errors.push(SetupErrorKind::InvalidEnPassant(target));
                }
                setup.en_passant = None;
            }
        }
        let position = setup.to_position_unchecked();
        if !relax.contains(Relax::OPPONENT_IN_CHECK) && opponent_in_check(&position) {
            errors.push(SetupErrorKind::OpponentInCheck);
        }
        if errors.is_empty() {
            Ok(position)
        } else {
            Err(SetupError {
                errors,
                position: Box::new(position),
            })
        }
    }
}

impl From<&Position> for Setup {
    fn from(pos: &Position) -> Setup {
        Setup {
            board: *pos.board(),
            side_to_move: pos.side_to_move(),
            castling: pos.castling(),
            en_passant: pos.en_passant().and_then(|e| e.passed.first()),
            halfmove_clock: pos.halfmove_clock(),
            fullmove_number: pos.fullmove_number(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn startpos_is_valid() {
        let setup = Setup::from(&Position::startpos());
        let pos = setup.validate(Relax::empty(), |_| false).unwrap();
        assert_eq!(pos, Position::startpos());
    }

    #[test]
    fn errors_are_collected_and_relaxable() {
        let mut setup = Setup::default();
        setup.board[Square::A1.idx()] = Some(Piece::new(PieceKind::PAWN, Colour::White));
        setup.castling = CastlingRights::WHITE_KINGSIDE;
        let err = setup.validate(Relax::empty(), |_| true).unwrap_err();
        assert!(err
            .errors
            .contains(&SetupErrorKind::MissingKing(Colour::White)));
        assert!(err
            .errors
            .contains(&SetupErrorKind::MissingKing(Colour::Black)));
        assert!(err
            .errors
            .contains(&SetupErrorKind::PawnOnBackRank(Square::A1)));
        assert!(err.errors.contains(&SetupErrorKind::OpponentInCheck));
        assert!(err.errors.contains(&SetupErrorKind::InvalidCastlingRight(
            CastlingRights::WHITE_KINGSIDE
        )));
        let relaxed = setup.validate(Relax::all(), |_| true).unwrap();
        assert!(relaxed.castling().is_empty());
    }
}
