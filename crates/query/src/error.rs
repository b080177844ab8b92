//! [`QueryError`]: why a query refused a position.

use nightrider_board::Colour;
use nightrider_board::Position;
use nightrider_movegen::{NotOrthodox, Orthodox};

/// Why a query refused a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum QueryError {
    /// The position holds a fairy piece or a piece with attributes (named,
    /// with its square): the queries are CQLi's, for orthodox chess.
    #[error("queries are for orthodox chess: {0}")]
    NotOrthodox(#[from] NotOrthodox),
    /// The query needs exactly one king of `colour` (the extended GBR code
    /// names its square) and the position has `count`.
    #[error("the query needs one {colour} king, the position has {count}")]
    KingCount {
        /// Whose king.
        colour: Colour,
        /// How many kings of that colour stand on the board.
        count: u32,
    },
}

/// `pos` checked to be orthodox (pieces K Q R B N P without attributes).
pub(crate) fn orthodox(pos: &Position) -> Result<Orthodox<'_>, QueryError> {
    Ok(Orthodox::new(pos)?)
}
