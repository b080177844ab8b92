//! # nightrider-notation
//!
//! How problems enter and solutions leave nightrider: FEN ([`fen`]),
//! Fairy-FEN diagrams ([`ffen`]) and Popeye's input language ([`popeye`]),
//! each with a parser that never panics and a printer that writes the
//! parsed form back, and Popeye's output format ([`output`]).
//! Depends only on `nightrider-board`, so diagram tools can use it alone.

pub mod fen;
pub mod ffen;
pub mod output;
pub mod popeye;
pub mod text;
