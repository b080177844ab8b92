//! Material: insufficient mating material and GBR codes, after CQLi's
//! "Insufficient Mating Material" and "Calculating Extended GBR Codes".
//!
//! ```
//! use nightrider_board::Position;
//! use nightrider_query::material::{extended_gbr_code, insufficient_material};
//! let pos: Position = "1K6/8/2k5/1n6/8/3p4/2n2B2/4r1R1 w - - 0 1".parse().unwrap();
//! assert_eq!(extended_gbr_code(&pos).unwrap(), "0416.01b8c6");
//! assert!(!insufficient_material(&pos).unwrap());
//! ```

use crate::error::{orthodox, QueryError};
use nightrider_board::{Bitboard, Colour, PieceKind, Position};
use std::fmt;

/// Whether neither side has the material to mate (CQLi's
/// `InsufficientMaterial`): king against king; three pieces of which one
/// is a bishop or a knight (king and minor piece against king); or kings
/// and bishops only, with every bishop on squares of one colour.
///
/// As in the seed, a king and two knights against a king is not counted
/// (mate is possible, if not forced), nor a knight with pawns on the board.
///
/// # Errors
/// [`QueryError::NotOrthodox`] for a fairy piece or a piece with attributes.
pub fn insufficient_material(pos: &Position) -> Result<bool, QueryError> {
    orthodox(pos)?;
    let all = pos.occupied();
    let kings = pos.by_kind(PieceKind::KING);
    let bishops = pos.by_kind(PieceKind::BISHOP);
    let minors = bishops | pos.by_kind(PieceKind::KNIGHT);
    let king_against_king = all == kings;
    let one_minor = all.count() == 3 && (all & minors).any();
    let bishops_of_one_colour = all == kings | bishops
        && ((bishops & Bitboard::DARK).is_empty() || (bishops & Bitboard::LIGHT).is_empty());
    Ok(king_against_king || one_minor || bishops_of_one_colour)
}

/// A GBR code: the queens, rooks, bishops and knights as digits (a white
/// piece counts 1, a black one 3, and 9 stands for more than two of a
/// kind on one side), then the white and the black pawns (9 for more than
/// eight).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Gbr {
    /// The queens' digit.
    pub queens: u8,
    /// The rooks' digit.
    pub rooks: u8,
    /// The bishops' digit.
    pub bishops: u8,
    /// The knights' digit.
    pub knights: u8,
    /// The white pawns (9 for more than eight).
    pub white_pawns: u8,
    /// The black pawns (9 for more than eight).
    pub black_pawns: u8,
}

impl fmt::Display for Gbr {
    /// `abcd.ef`, as `0416.01`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{}{}.{}{}",
            self.queens, self.rooks, self.bishops, self.knights, self.white_pawns, self.black_pawns
        )
    }
}

/// A count as a digit, capped (the counts of a board are at most 64).
fn digit(n: u32) -> u8 {
    u8::try_from(n.min(9)).unwrap_or(9)
}

/// The GBR code of the position (CQLi's `GBRCode`).
///
/// # Errors
/// As [`insufficient_material`].
pub fn gbr(pos: &Position) -> Result<Gbr, QueryError> {
    orthodox(pos)?;
    let piece = |kind| {
        let white = pos.pieces(kind, Colour::White).count();
        let black = pos.pieces(kind, Colour::Black).count();
        if white > 2 || black > 2 {
            9
        } else {
            digit(white + 3 * black)
        }
    };
    let pawns = |colour| {
        let n = pos.pieces(PieceKind::PAWN, colour).count();
        if n > 8 {
            9
        } else {
            digit(n)
        }
    };
    Ok(Gbr {
        queens: piece(PieceKind::QUEEN),
        rooks: piece(PieceKind::ROOK),
        bishops: piece(PieceKind::BISHOP),
        knights: piece(PieceKind::KNIGHT),
        white_pawns: pawns(Colour::White),
        black_pawns: pawns(Colour::Black),
    })
}

/// The GBR code as text, `abcd.ef`.
///
/// # Errors
/// As [`insufficient_material`].
pub fn gbr_code(pos: &Position) -> Result<String, QueryError> {
    Ok(gbr(pos)?.to_string())
}

/// The extended GBR code (CQLi's `EGBRCode`): the GBR code followed by the
/// white and the black king's squares, as `0416.01b8c6`.
///
/// # Errors
/// As [`insufficient_material`]; [`QueryError::KingCount`] unless each
/// side has exactly one king.
pub fn extended_gbr_code(pos: &Position) -> Result<String, QueryError> {
    let code = gbr(pos)?;
    let king = |colour| {
        let kings = pos.pieces(PieceKind::KING, colour);
        match (kings.count(), kings.first()) {
            (1, Some(sq)) => Ok(sq),
            (count, _) => Err(QueryError::KingCount { colour, count }),
        }
    };
    Ok(format!(
        "{code}{}{}",
        king(Colour::White)?,
        king(Colour::Black)?
    ))
}
