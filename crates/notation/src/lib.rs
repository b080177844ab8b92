//! # nightrider-notation
//!
//! How problems enter nightrider and solutions leave it: FEN (this module
//! set grows with Fairy-FEN, Popeye's input language and output format).
//! Depends only on `nightrider-board`, so diagram tools can use it alone.

pub mod fen;
pub mod output;
