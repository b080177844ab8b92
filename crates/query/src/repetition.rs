//! Repetition of positions as the FIDE Laws (9.2.2) define it: the same
//! player to move, the same pieces on the same squares, the same castling
//! rights, and an en-passant capture possible in both or in neither. After
//! CQLi's "Properly Handling En Passant with 3-fold Repetition": the
//! en-passant state counts only when an en-passant capture is legal, not
//! merely pseudo-legal (a pinned pawn, say).
//!
//! The key is the board's Zobrist hash ([`Position::hash`]), taken with the
//! en-passant state cleared when no legal en-passant capture exists (the
//! board keeps that state after every double step, as FEN does).
//!
//! ```
//! use nightrider_board::Position;
//! use nightrider_query::repetition::repetition_key;
//! // After 1.e4 no black pawn can take en passant: the same key as the
//! // position reached without the double step.
//! let after: Position = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1".parse().unwrap();
//! let same: Position = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".parse().unwrap();
//! assert_eq!(repetition_key(&after).unwrap(), repetition_key(&same).unwrap());
//! ```

use crate::error::{orthodox, QueryError};
use nightrider_board::{Position, Special};
use nightrider_movegen::legal_moves;
use std::collections::HashMap;

/// Whether the side to move has a legal en-passant capture.
///
/// # Errors
/// [`QueryError::NotOrthodox`] for a fairy piece or a piece with attributes
/// (as every function here).
pub fn has_legal_en_passant(pos: &Position) -> Result<bool, QueryError> {
    let o = orthodox(pos)?;
    if pos.en_passant().is_none() {
        return Ok(false);
    }
    Ok(legal_moves(o)
        .iter()
        .any(|m| m.special == Special::EnPassant))
}

/// The position's identity for repetition: equal for two positions
/// exactly when the FIDE Laws count them as the same (up to Zobrist
/// collisions).
///
/// # Errors
/// As [`has_legal_en_passant`].
pub fn repetition_key(pos: &Position) -> Result<u64, QueryError> {
    if pos.en_passant().is_none() || has_legal_en_passant(pos)? {
        return Ok(pos.hash());
    }
    let mut p = pos.clone();
    p.set_en_passant_unrecorded(None);
    Ok(p.hash())
}

/// For each position of a game, how many times it has occurred so far,
/// itself included (1 at its first occurrence, 3 at a threefold
/// repetition).
///
/// # Errors
/// As [`has_legal_en_passant`], for the first position refused.
pub fn occurrences(positions: &[Position]) -> Result<Vec<u32>, QueryError> {
    let mut seen: HashMap<u64, u32> = HashMap::new();
    positions
        .iter()
        .map(|p| {
            let n = seen.entry(repetition_key(p)?).or_insert(0);
            *n += 1;
            Ok(*n)
        })
        .collect()
}

/// The index of the first position occurring for the third time, if any
/// (a threefold repetition, which a player may claim).
///
/// # Errors
/// As [`has_legal_en_passant`].
pub fn first_threefold(positions: &[Position]) -> Result<Option<usize>, QueryError> {
    Ok(occurrences(positions)?.iter().position(|&n| n >= 3))
}
