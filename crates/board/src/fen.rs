//! Forsyth–Edwards Notation, with X-FEN and Shredder-FEN castling fields
//! and a notation for fairy pieces.
//!
//! The six fields are read and written as usual. A piece FEN has no letter
//! for (a fairy piece, a neutral piece, a piece with attributes) is written
//! in braces as [`Piece`]'s `Display` writes it, blanks replaced by `_`:
//! `{wG}` is a white grasshopper, `{bNH}` a black nightrider-hopper, `{nS}`
//! a neutral knight (inside braces the codes are Popeye's, so `S` is the
//! knight and `N` the nightrider), `{bRoyal_Knight}` a catalogue piece that
//! has no Popeye code. Braces are read back for every catalogue kind and
//! for run-time kinds written by id (`{w#16384}`); a piece written with
//! attribute letters other than the neutral's (`{wrkS}`) is refused with an
//! error, since Popeye's letters do not tell every attribute apart.
//! A neutral piece is read as White (see [`crate::Attributes::NEUTRAL`]).
//! The marks conditions keep on pieces (the diagram square, see
//! [`Piece::origin`], [`crate::Attributes::CONDITION_MARK`] and
//! [`crate::Attributes::CROWNED`]) and the
//! underworld of a [`Position`] are not part of FEN and are left out.
//!
//! [`Position`] reads (`FromStr`) and writes (`Display`) FEN through this
//! module:
//!
//! ```
//! use nightrider_board::fen::{parse_fen, to_fen};
//! use nightrider_board::{Position, Square};
//! let setup = parse_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").unwrap();
//! assert_eq!(to_fen(&setup), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
//!
//! let pos: Position = "4k3/8/8/8/8/8/8/{wG}3K3 w - - 0 1".parse().unwrap();
//! assert_eq!(format!("{:#}", pos.piece_at(Square::A1).unwrap()), "white grasshopper");
//! assert_eq!(pos.to_string(), "4k3/8/8/8/8/8/8/{wG}3K3 w - - 0 1");
//! ```

use crate::castling::{Castling, CastlingRights};
use crate::colour::Colour;
use crate::piece::{Attributes, ParsePieceError, Piece, PieceKind};
use crate::position::Position;
use crate::setup::{Relax, Setup, SetupError};
use crate::square::{File, Square};
use std::fmt::{self, Write as _};
use std::str::FromStr;

/// Which FEN field an error is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
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
/// for rooks in their orthodox corners, and `-`. Pieces in braces are read
/// as the [module documentation](self) describes.
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
    let mut chars = board.char_indices();
    while let Some((i, c)) = chars.next() {
        let col = base + i;
        let piece = match c {
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
                continue;
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
                continue;
            }
            '{' => {
                let Some(len) = board[i + 1..].find('}') else {
                    return Err(err(FenField::Board, col, "'{' without '}'"));
                };
                let text = &board[i + 1..i + 1 + len];
                // Skip the braced text and the closing brace.
                for _ in 0..=text.chars().count() {
                    chars.next();
                }
                text.parse::<Piece>().map_err(|e| {
                    let message = match e {
                        ParsePieceError::Attributes(_) => format!(
                            "piece '{{{text}}}': attributes other than neutral cannot be read from FEN"
                        ),
                        e => e.to_string(),
                    };
                    err(FenField::Board, col, message)
                })?
            }
            _ => {
                let kind = PieceKind::from_orthodox_letter(c).ok_or_else(|| {
                    err(FenField::Board, col, format!("unknown piece letter '{c}'"))
                })?;
                let colour = if c.is_ascii_uppercase() {
                    Colour::White
                } else {
                    Colour::Black
                };
                Piece::new(kind, colour)
            }
        };
        if file >= 8 {
            return Err(err(
                FenField::Board,
                col,
                format!("rank {} has more than 8 squares", rank + 1),
            ));
        }
        let sq = Square::from_xy(file, rank).expect("in range");
        out[sq.idx()] = Some(piece);
        file += 1;
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

/// Whether FEN has a letter for `piece`: an orthodox kind without
/// attributes (the marks conditions keep do not count).
fn has_letter(piece: Piece) -> bool {
    let marks = Attributes::ORIGIN | Attributes::CONDITION_MARK | Attributes::CROWNED;
    piece.kind.is_orthodox() && piece.attributes.difference(marks).is_empty()
}

/// Writes the piece placement field; pieces without a FEN letter are
/// written in braces (see the [module documentation](self)).
pub fn board_to_fen(board: &[Option<Piece>; 64]) -> String {
    let mut s = String::with_capacity(72);
    for y in (0..8).rev() {
        let mut empty = 0;
        for x in 0..8 {
            let sq = Square::from_xy(x, y).expect("in range");
            let Some(p) = board[sq.idx()] else {
                empty += 1;
                continue;
            };
            if empty > 0 {
                let _ = write!(s, "{empty}");
                empty = 0;
            }
            match p.kind.orthodox_letter() {
                Some(c) if has_letter(p) => s.push(if p.colour == Colour::White {
                    c
                } else {
                    c.to_ascii_lowercase()
                }),
                _ => {
                    let marks =
                        Attributes::ORIGIN | Attributes::CONDITION_MARK | Attributes::CROWNED;
                    let plain = Piece {
                        attributes: p.attributes.difference(marks),
                        ..p
                    };
                    let _ = write!(s, "{{{}}}", plain.to_string().replace(' ', "_"));
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

/// Writes a full six-field FEN; pieces without a FEN letter are written in
/// braces (see the [module documentation](self)).
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

/// The FEN of a position (as its `Display` writes it).
pub fn position_to_fen(pos: &Position) -> String {
    to_fen(&Setup::from(pos))
}

/// Why a text is not a position ([`Position`]'s `FromStr`).
#[derive(Clone, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParsePositionError {
    /// The text is not a FEN.
    #[error(transparent)]
    Fen(#[from] FenError),
    /// The FEN's castling rights or en-passant square do not fit the pieces.
    #[error(transparent)]
    Invalid(#[from] SetupError),
}

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Reads a FEN ([`parse_fen`]) and checks that its castling rights and
    /// en-passant square fit the pieces. What chess problems allow is
    /// allowed ([`Relax::PROBLEM`]: no king, several kings, pawns on the
    /// first or last rank, more than 16 pieces), and whether the side not
    /// to move is in check is not looked at (board knows no moves; use
    /// [`Setup::validate`] with move generation for that).
    fn from_str(s: &str) -> Result<Position, ParsePositionError> {
        let setup = parse_fen(s)?;
        Ok(setup.validate(Relax::PROBLEM | Relax::OPPONENT_IN_CHECK, |_| false)?)
    }
}

impl fmt::Display for Position {
    /// The position's FEN ([`position_to_fen`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&position_to_fen(self))
    }
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
        assert_eq!(Position::startpos().to_string(), fen);
        assert_eq!(fen.parse::<Position>().unwrap(), Position::startpos());
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

    #[test]
    fn fairy_pieces_in_braces() {
        let fen = "{bNH}3k3/8/8/8/8/8/8/{nS}{wRoyal_Knight}2K2{w#16384} w - - 0 1";
        let setup = parse_fen(fen).unwrap();
        let nh = "nh".parse::<PieceKind>().unwrap();
        assert_eq!(
            setup.board[Square::A8.idx()],
            Some(Piece::new(nh, Colour::Black))
        );
        assert_eq!(
            setup.board[Square::A1.idx()],
            Some(Piece::new(PieceKind::KNIGHT, Colour::White).with_attributes(Attributes::NEUTRAL))
        );
        assert_eq!(
            setup.board[Square::B1.idx()].map(|p| p.kind),
            crate::catalogue::by_name("royal knight")
        );
        assert_eq!(
            setup.board[Square::H1.idx()].map(|p| p.kind),
            Some(PieceKind(PieceKind::FIRST_USER))
        );
        assert_eq!(to_fen(&setup), fen);
        // Lower-case codes and names with blanks written as `_` are read too.
        assert_eq!(
            parse_fen("{bnh}7/8/8/8/8/8/8/8").unwrap().board[Square::A8.idx()],
            Some(Piece::new(nh, Colour::Black))
        );
    }

    #[test]
    fn fairy_errors() {
        let e = parse_fen("8/8/8/8/8/8/8/{wrkS}7").unwrap_err();
        assert_eq!((e.field, e.column), (FenField::Board, 14));
        assert!(e.message.contains("attributes"), "{e}");
        let e = parse_fen("8/8/8/8/8/8/8/1{wXYZ}6").unwrap_err();
        assert!(e.message.contains("unknown piece 'XYZ'"), "{e}");
        assert!(parse_fen("8/8/8/8/8/8/8/{xQ}7").is_err());
        assert!(parse_fen("8/8/8/8/8/8/8/{wQ7").is_err());
        assert!(parse_fen("8/8/8/8/8/8/8/{}7").is_err());
        assert!(parse_fen("8/8/8/8/8/8/8/7{wQ}{wQ}").is_err());
        // Attributes are written, and then refused when read.
        let mut setup = Setup::default();
        setup.board[0] =
            Some(Piece::new(PieceKind::QUEEN, Colour::White).with_attributes(Attributes::ROYAL));
        let fen = to_fen(&setup);
        assert!(fen.starts_with("8/8/8/8/8/8/8/{wrQ}7 "), "{fen}");
        assert!(parse_fen(&fen).is_err());
        // The marks conditions keep are not FEN.
        setup.board[0] = Some(Piece::new(PieceKind::QUEEN, Colour::White).with_origin(Square::D1));
        assert!(to_fen(&setup).starts_with("8/8/8/8/8/8/8/Q7 "));
    }

    #[test]
    fn position_checks_castling_and_en_passant() {
        assert!(matches!(
            "4k3/8/8/8/8/8/8/4K3 w K - 0 1".parse::<Position>(),
            Err(ParsePositionError::Invalid(_))
        ));
        assert!(matches!(
            "4k3/8/8/8/8/8/8/4K3 w - e3 0 1".parse::<Position>(),
            Err(ParsePositionError::Invalid(_))
        ));
        assert!(matches!(
            "4k3/8/8/8/8/8/8/4K3 w - - x 1".parse::<Position>(),
            Err(ParsePositionError::Fen(_))
        ));
        // Problems need no kings.
        let empty: Position = "8/8/8/8/8/8/8/8 b - - 3 7".parse().unwrap();
        assert_eq!(empty.side_to_move(), Colour::Black);
        assert_eq!((empty.halfmove_clock(), empty.fullmove_number()), (3, 7));
        let ep: Position = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2".parse().unwrap();
        assert_eq!(ep.en_passant().map(|e| e.pawn), Some(Square::D5));
        assert_eq!(ep.to_string(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    }

    #[test]
    fn every_catalogue_kind_round_trips() {
        for entry in crate::catalogue::all() {
            for colour in ["w", "b", "n"] {
                let mut setup = Setup::default();
                let piece = format!("{colour}{}", entry.kind).parse::<Piece>().unwrap();
                assert_eq!(piece.kind, entry.kind, "{}", entry.name);
                setup.board[Square::C3.idx()] = Some(piece);
                let fen = to_fen(&setup);
                assert_eq!(parse_fen(&fen).unwrap(), setup, "{fen}");
            }
        }
    }

    fn arb_piece() -> impl proptest::strategy::Strategy<Value = Piece> {
        use proptest::prelude::*;
        let kinds = crate::catalogue::all().len() as u16;
        (
            prop_oneof![3 => 0u16..6, 1 => 6..kinds, 1 => Just(PieceKind::FIRST_USER)],
            0u8..5,
        )
            .prop_map(|(kind, c)| {
                let piece = Piece::new(
                    PieceKind(kind),
                    if c % 2 == 0 {
                        Colour::White
                    } else {
                        Colour::Black
                    },
                );
                if c == 4 {
                    piece.with_attributes(Attributes::NEUTRAL)
                } else {
                    piece
                }
            })
    }

    /// A position whose castling rights and en-passant square fit its pieces.
    fn arb_position() -> impl proptest::strategy::Strategy<Value = Position> {
        use proptest::prelude::*;
        (
            proptest::collection::vec(proptest::option::weighted(0.3, arb_piece()), 64),
            any::<bool>(),
            0u8..16,
            proptest::option::of(0i32..8),
            0u16..200,
            1u16..300,
        )
            .prop_map(|(cells, black, rights, ep_file, half, full)| {
                let mut setup = Setup::default();
                for (i, c) in cells.into_iter().enumerate() {
                    setup.board[i] = c;
                }
                setup.side_to_move = if black { Colour::Black } else { Colour::White };
                setup.castling = CastlingRights::from_bits_truncate(rights);
                if let Some(x) = ep_file {
                    // Make the double step that allows the capture.
                    let mover = !setup.side_to_move;
                    let y = if mover == Colour::White { 2 } else { 5 };
                    let target = Square::from_xy(x, y).expect("on the board");
                    let pawn = target.offset(0, mover.forward()).expect("on the board");
                    let start = target.offset(0, -mover.forward()).expect("on the board");
                    setup.board[target.idx()] = None;
                    setup.board[start.idx()] = None;
                    setup.board[pawn.idx()] = Some(Piece::new(PieceKind::PAWN, mover));
                    setup.en_passant = Some(target);
                }
                setup.halfmove_clock = half;
                setup.fullmove_number = full;
                // Keep only the castling rights that fit.
                let relax = Relax::all();
                setup
                    .validate(relax, |_| false)
                    .expect("everything relaxed")
            })
    }

    proptest::proptest! {
        #[test]
        fn never_panics(s in ".{0,80}") {
            let _ = parse_fen(&s);
            let _ = s.parse::<Position>();
        }

        #[test]
        fn never_panics_on_braces(s in "[{}/1-8a-zA-Z#_ -]{0,60}") {
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

        #[test]
        fn positions_round_trip(pos in arb_position()) {
            let fen = pos.to_string();
            let back: Position = fen.parse().unwrap();
            proptest::prop_assert_eq!(&back, &pos, "{}", fen);
            proptest::prop_assert_eq!(back.to_string(), fen);
        }
    }
}
