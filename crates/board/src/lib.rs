//! # nightrider-board
//!
//! The board model of the nightrider chess problem solver: squares and
//! bitboards, pieces with attributes, the fairy piece catalogue, positions
//! with a journal of primitive effects, and Zobrist hashing.
//!
//! ```
//! use nightrider_board::{Position, Square, PieceKind, Colour};
//! let pos = Position::startpos();
//! assert_eq!(pos.piece_at(Square::E1).unwrap().kind, PieceKind::KING);
//! assert_eq!(pos.side_to_move(), Colour::White);
//! ```

pub mod annotation;
pub mod betza;
pub mod bitboard;
pub mod castling;
pub mod catalogue;
pub mod colour;
pub mod journal;
pub mod mv;
pub mod piece;
pub mod position;
pub mod reply;
pub mod setup;
pub mod square;
pub mod walk;
pub mod zobrist;

pub use annotation::{Annotation, Annotations};
pub use bitboard::Bitboard;
pub use castling::{Castling, CastlingRights};
pub use colour::Colour;
pub use journal::Effect;
pub use mv::{Choice, Move, Special};
pub use piece::{Attributes, Piece, PieceKind};
pub use position::{EnPassant, Position};
pub use reply::ReplyZone;
pub use setup::{Relax, Setup, SetupError, SetupErrorKind};
pub use square::{File, Rank, Square};
pub use walk::{PieceWalk, SpecialWalk, Walk};
