//! Checks: the pieces checking the side to move, double check, mate and
//! stalemate, on the movegen's attack tables and legal moves.
//!
//! ```
//! use nightrider_board::Position;
//! use nightrider_query::checks::{is_double_check, is_mate};
//! // Double check by the rook and the bishop, and mate.
//! let pos: Position = "3k4/8/1B6/8/8/8/8/3RK3 b - - 0 1".parse().unwrap();
//! assert!(is_double_check(&pos).unwrap());
//! assert!(!is_mate(&pos).unwrap());
//! ```

use crate::error::{orthodox, QueryError};
use nightrider_board::{Bitboard, Position};
use nightrider_movegen::{checkers as movegen_checkers, in_check, legal_moves};

/// The pieces giving check to the side to move (empty if not in check).
///
/// # Errors
/// [`QueryError::NotOrthodox`] for a fairy piece or a piece with attributes
/// (as every function here).
pub fn checkers(pos: &Position) -> Result<Bitboard, QueryError> {
    Ok(movegen_checkers(orthodox(pos)?))
}

/// Whether the side to move is in check.
///
/// # Errors
/// As [`checkers`].
pub fn is_check(pos: &Position) -> Result<bool, QueryError> {
    Ok(in_check(orthodox(pos)?, pos.side_to_move()))
}

/// Whether two or more pieces give check to the side to move.
///
/// # Errors
/// As [`checkers`].
pub fn is_double_check(pos: &Position) -> Result<bool, QueryError> {
    Ok(checkers(pos)?.has_more_than_one())
}

/// Whether the side to move is checkmated: in check, without a legal move.
///
/// # Errors
/// As [`checkers`].
pub fn is_mate(pos: &Position) -> Result<bool, QueryError> {
    let o = orthodox(pos)?;
    Ok(in_check(o, pos.side_to_move()) && legal_moves(o).is_empty())
}

/// Whether the side to move is stalemated: not in check, without a legal
/// move.
///
/// # Errors
/// As [`checkers`].
pub fn is_stalemate(pos: &Position) -> Result<bool, QueryError> {
    let o = orthodox(pos)?;
    Ok(!in_check(o, pos.side_to_move()) && legal_moves(o).is_empty())
}
