//! Forsyth–Edwards Notation, with X-FEN and Shredder-FEN castling fields.
//!
//! ```
//! use nightrider_notation::fen::{parse_fen, to_fen};
//! let setup = parse_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").unwrap();
//! assert_eq!(to_fen(&setup), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
//! ```

use nightrider_board::{
    Castling, CastlingRights, Colour, File, Piece, PieceKind, Position, Setup, Square,
};
use std::fmt::Write as _;

/// Which FEN field an error is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenField {
    /// Piece placement.
    Board,
    /// Side to move.
    SideToMove,
    /// Castling availability.
    Castling,
    /// En-passant target square.
    EnPassant,
    /// Half-move clock.
    HalfmoveClock,
    /// Full-move number.
    FullmoveNumber,
}

/// A FEN that could not be parsed: the field, the byte column (0-based) in
/// the input and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("FEN error in {field:?} at column {column}: {message}")]
pub struct FenError {
    /// The field.
    pub field: FenField,
    /// Byte offset of the problem in the input string.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

fn err(field: FenField, column: usize, message: impl Into<String>) -> FenError {
    FenError {
        field,
        column,
        message: message.into(),
    }
}

/// Parses a FEN. The board field is required; missing later fields take
/// their defaults (White to move, no castling, no en passant, 0, 1).
/// Castling accepts `KQkq`, X-FEN and Shredder-FEN file letters (`HAha`)
/// for rooks in their orthodox corners, and `-`.
pub fn parse_fen(fen: &str) -> Result<Setup, FenError> {
    let mut setup = Setup::default();
    let mut fields = Vec::new();
    let mut offset = 0;
    for part in fen.split(' ') {
        if !part.is_empty() {
            fields.push((offset, part));
        }
        offset += part.len() + 1;
    }
    let Some(&(board_col, board)) = fields.first() else {
        return Err(err(FenField::Board, 0, "empty FEN"));
    };
    parse_board(board, board_col, &mut setup.board)?;
    if let Some(&(col, side)) = fields.get(1) {
        setup.side_to_move = match side {
            "w" | "W" => Colour::White,
            "b" | "B" => Colour::Black,
            _ => {
                return Err(err(
                    FenField::SideToMove,
                    col,
                    format!("expected 'w' or 'b', found '{side}'"),
                ))
            }
        };
    }
    if let Some(&(col, castling)) = fields.get(2) {
        setup.castling = parse_castling(castling, col)?;
    }
    if let Some(&(col, ep)) = fields.get(3) {
        if ep != "-" {
            let sq = Square::from_ascii(ep.as_bytes())
                .ok_or_else(|| err(FenField::EnPassant, col, format!("invalid square '{ep}'")))?;
            setup.en_passant = Some(sq);
        }
    }
    if let Some(&(col, half)) = fields.get(4) {
        setup.halfmove_clock = half.parse().map_err(|_| {
            err(
                FenField::HalfmoveClock,
                col,
                format!("invalid number '{half}'"),
            )
        })?;
    }
    if let Some(&(col, full)) = fields.get(5) {
        setup.fullmove_number = full.parse().map_err(|_| {
            err(
                FenField::FullmoveNumber,
                col,
                format!("invalid number '{full}'"),
            )
        })?;
    }
    if let Some(&(col, extra)) = fields.get(6) {
        return Err(err(
            FenField::FullmoveNumber,
            col,
            format!("unexpected text '{extra}' after the FEN"),
        ));
    }
    Ok(setup)
}

fn parse_board(board: &str, base: usize, out: &mut [Option<Piece>; 64]) -> Result<(), FenError> {
    let mut rank: i32 = 7;
    let mut file: i32 = 0;
    for (i, c) in board.char_indices() {
        let col = base + i;
        match c {
            '/' => {
                if file != 8 {
                    return Err(err(
                        FenField::Board,
                        col,
                        format!("rank {} has {file} squares, not 8", rank + 1),
                    ));
                }
                rank -= 1;
                file = 0;
                if rank < 0 {
                    return Err(err(FenField::Board, col, "more than 8 ranks"));
                }
            }
            '1'..='8' => {
                file += c as i32 - '0' as i32;
                if file > 8 {
                    return Err(err(
                        FenField::Board,
                        col,
                        format!("rank {} has more than 8 squares", rank + 1),
                    ));
                }
            }
            _ => {
                let kind = PieceKind::from_orthodox_letter(c).ok_or_else(|| {
                    err(FenField::Board, col, format!("unknown piece letter '{c}'"))
                })?;
                if file >= 8 {
                    return Err(err(
                        FenField::Board,
                        col,
                        format!("rank {} has more than 8 squares", rank + 1),
                    ));
                }
                let colour = if c.is_ascii_uppercase() {
                    Colour::White
                } else {
                    Colour::Black
                };
                let sq = Square::from_xy(file, rank).expect("in range");
                out[sq.idx()] = Some(Piece::new(kind, colour));
                file += 1;
            }
        }
    }
    if rank != 0 || file != 8 {
        return Err(err(
            FenField::Board,
            base + board.len(),
            "board must have 8 ranks of 8 squares",
        ));
    }
    Ok(())
}

fn parse_castling(s: &str, base: usize) -> Result<CastlingRights, FenError> {
    let mut rights = CastlingRights::empty();
    if s == "-" {
        return Ok(rights);
    }
    for (i, c) in s.char_indices() {
        let right = match c {
            'K' | 'H' => CastlingRights::WHITE_KINGSIDE,
            'Q' | 'A' => CastlingRights::WHITE_QUEENSIDE,
            'k' | 'h' => CastlingRights::BLACK_KINGSIDE,
            'q' | 'a' => CastlingRights::BLACK_QUEENSIDE,
            _ => {
                let msg = if File::from_char(c).is_some() {
                    format!("castling with a rook on the {}-file is not supported (only a- and h-file rooks)", c.to_ascii_lowercase())
                } else {
                    format!("invalid castling character '{c}'")
                };
                return Err(err(FenField::Castling, base + i, msg));
            }
        };
        if rights.contains(right) {
            return Err(err(
                FenField::Castling,
                base + i,
                format!("castling right '{c}' given twice"),
            ));
        }
        rights |= right;
    }
    Ok(rights)
}

/// Writes the piece placement field.
pub fn board_to_fen(board: &[Option<Piece>; 64]) -> String {
    let mut s = String::with_capacity(72);
    for y in (0..8).rev() {
        let mut empty = 0;
        for x in 0..8 {
            let sq = Square::from_xy(x, y).expect("in range");
            match board[sq.idx()] {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        let _ = write!(s, "{empty}");
                        empty = 0;
                    }
                    let c = p.kind.orthodox_letter().unwrap_or('?');
                    s.push(if p.colour == Colour::White {
                        c
                    } else {
                        c.to_ascii_lowercase()
                    });
                }
            }
        }
        if empty > 0 {
            let _ = write!(s, "{empty}");
        }
        if y > 0 {
            s.push('/');
        }
    }
    s
}

/// Writes a full six-field FEN. Fairy pieces (which FEN cannot express) are written as `?`.
pub fn to_fen(setup: &Setup) -> String {
    let mut s = board_to_fen(&setup.board);
    s.push_str(if setup.side_to_move == Colour::White {
        " w "
    } else {
        " b "
    });
    if setup.castling.is_empty() {
        s.push('-');
    } else {
        for c in Castling::ALL {
            if setup.castling.contains(c.right) {
                let letter = if c.is_kingside() { 'K' } else { 'Q' };
                s.push(if c.colour == Colour::White {
                    letter
                } else {
                    letter.to_ascii_lowercase()
                });
            }
        }
    }
    match setup.en_passant {
        Some(sq) => {
            let _ = write!(s, " {sq}");
        }
        None => s.push_str(" -"),
    }
    let _ = write!(s, " {} {}", setup.halfmove_clock, setup.fullmove_number);
    s
}

/// The FEN of a position.
pub fn position_to_fen(pos: &Position) -> String {
    to_fen(&Setup::from(pos))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn startpos_round_trip() {
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let setup = parse_fen(fen).unwrap();
        assert_eq!(setup.to_position_unchecked(), Position::startpos());
        assert_eq!(to_fen(&setup), fen);
        assert_eq!(position_to_fen(&Position::startpos()), fen);
    }

    #[test]
    fn shredder_castling_and_defaults() {
        let setup = parse_fen("r3k2r/8/8/8/8/8/8/R3K2R w HAha").unwrap();
        assert_eq!(setup.castling, CastlingRights::all());
        assert_eq!(setup.fullmove_number, 1);
        assert!(parse_fen("r3k2r/8/8/8/8/8/8/R3K2R w KK").is_err());
    }

    #[test]
    fn errors_have_columns() {
        let e = parse_fen("rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR").unwrap_err();
        assert_eq!(e.field, FenField::Board);
        assert_eq!(e.column, 13);
        let e = parse_fen("8/8/8/8/8/8/8/8 x").unwrap_err();
        assert_eq!(e.field, FenField::SideToMove);
        assert_eq!(e.column, 16);
        assert!(parse_fen("8/8/8/8/8/8/8/9").is_err());
        assert!(parse_fen("8/8/8/8/8/8/8").is_err());
        assert!(parse_fen("").is_err());
        assert!(parse_fen("8/8/8/8/8/8/8/8 w - e9").is_err());
    }

    proptest::proptest! {
        #[test]
        fn never_panics(s in ".{0,80}") {
            let _ = parse_fen(&s);
        }

        #[test]
        fn round_trips(cells in proptest::collection::vec(0u8..13, 64), black in proptest::bool::ANY) {
            let mut setup = Setup::default();
            for (i, c) in cells.iter().enumerate() {
                if *c < 12 {
                    let colour = if *c < 6 { Colour::White } else { Colour::Black };
                    setup.board[i] = Some(Piece::new(PieceKind::ORTHODOX[(*c % 6) as usize], colour));
                }
            }
            setup.side_to_move = if black { Colour::Black } else { Colour::White };
            let fen = to_fen(&setup);
            proptest::prop_assert_eq!(parse_fen(&fen).unwrap(), setup);
        }
    }
}
