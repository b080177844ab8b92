//! Forsyth–Edwards Notation, with X-FEN and Shredder-FEN castling fields
//! and fairy pieces in braces (`{wG}`): the board crate's FEN
//! ([`nightrider_board::fen`]), re-exported here so that notation users
//! find every notation in one crate. [`Position`](nightrider_board::Position)
//! reads and writes the same FEN through `FromStr` and `Display`.
//!
//! ```
//! use nightrider_notation::fen::{parse_fen, to_fen};
//! let setup = parse_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").unwrap();
//! assert_eq!(to_fen(&setup), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
//! ```

pub use nightrider_board::fen::{
    board_to_fen, parse_fen, position_to_fen, to_fen, FenError, FenField, ParsePositionError,
};
