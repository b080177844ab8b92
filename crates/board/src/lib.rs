#![doc = include_str!("../README.md")]

pub mod annotation;
pub mod betza;
pub mod bitboard;
pub mod castling;
pub mod catalogue;
pub mod colour;
pub mod fen;
pub mod journal;
pub mod mv;
pub mod piece;
pub mod position;
pub mod reply;
pub mod setup;
pub mod square;
pub mod walk;
pub mod zobrist;

#[cfg(feature = "serde")]
mod serde_position;
#[cfg(feature = "serde")]
mod serde_square;

pub use annotation::{Annotation, Annotations};
pub use bitboard::Bitboard;
pub use castling::{Castling, CastlingRights};
pub use colour::Colour;
pub use fen::{FenError, ParsePositionError};
pub use journal::Effect;
pub use mv::{Choice, Move, ParseMoveError, Special, UciMove};
pub use piece::{Attributes, ParsePieceError, Piece, PieceKind};
pub use position::{EnPassant, Position};
pub use reply::ReplyZone;
pub use setup::{Relax, Setup, SetupError, SetupErrorKind};
pub use square::{File, Rank, Square};
pub use walk::{PieceWalk, SpecialWalk, Walk};
