//! # nightrider-notation
//!
//! How problems enter nightrider: FEN ([`fen`]), Fairy-FEN diagrams
//! ([`ffen`]) and Popeye's input language ([`popeye`]), each with a parser
//! that never panics and a printer that writes the parsed form back.
//! Depends only on `nightrider-board`, so diagram tools can use it alone.

pub mod fen;
pub mod ffen;
pub mod popeye;
