//! [`Summary`]: the answers of every query about one position at once, for
//! a command line's report or a JSON document.

use crate::checks;
use crate::error::QueryError;
use crate::eval::{self, Evaluation};
use crate::material;
use crate::patterns::{patterns, Pattern};
use crate::repetition;
use nightrider_board::{Bitboard, Position};

/// What the queries say about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Summary {
    /// The GBR code (`0416.01`).
    pub gbr: String,
    /// The extended GBR code (`0416.01b8c6`), when each side has one king.
    pub extended_gbr: Option<String>,
    /// The pieces checking the side to move.
    pub checkers: Bitboard,
    /// Whether the side to move is checkmated.
    pub mate: bool,
    /// Whether the side to move is stalemated.
    pub stalemate: bool,
    /// Whether neither side has mating material (the seed's three cases).
    pub insufficient_material: bool,
    /// The repetition identity ([`repetition::repetition_key`]).
    pub repetition_key: u64,
    /// The static evaluation.
    pub evaluation: Evaluation,
    /// The names of the mating patterns (and variations) that match.
    pub patterns: Vec<&'static str>,
}

/// Every query on `pos`.
///
/// # Errors
/// [`QueryError::NotOrthodox`] for a fairy piece or a piece with attributes.
pub fn summarise(pos: &Position) -> Result<Summary, QueryError> {
    let extended_gbr = match material::extended_gbr_code(pos) {
        Ok(code) => Some(code),
        Err(QueryError::KingCount { .. }) => None,
        Err(e) => return Err(e),
    };
    Ok(Summary {
        gbr: material::gbr_code(pos)?,
        extended_gbr,
        checkers: checks::checkers(pos)?,
        mate: checks::is_mate(pos)?,
        stalemate: checks::is_stalemate(pos)?,
        insufficient_material: material::insufficient_material(pos)?,
        repetition_key: repetition::repetition_key(pos)?,
        evaluation: eval::evaluate(pos)?,
        patterns: matching(pos)?.iter().map(|p| p.name).collect(),
    })
}

/// The mating patterns (and variations) `pos` matches, in registry order.
///
/// # Errors
/// As [`summarise`].
pub fn matching(pos: &Position) -> Result<Vec<&'static Pattern>, QueryError> {
    let mut out = Vec::new();
    for p in patterns() {
        if (p.matches)(pos)? {
            out.push(p);
        }
    }
    Ok(out)
}
