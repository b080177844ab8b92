#![doc = include_str!("../README.md")]
//!
//! # Modules
//!
//! FEN ([`fen`]), Fairy-FEN diagrams ([`ffen`]), Popeye's input language
//! ([`popeye`]) and Popeye's output format ([`output`]).

pub mod fen;
pub mod ffen;
pub mod goal;
pub mod output;
pub mod popeye;
pub mod text;

pub use goal::Goal;
/// The board crate, whose squares, pieces and positions this crate's API
/// takes and returns.
pub use nightrider_board as board;
