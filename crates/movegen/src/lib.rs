#![doc = include_str!("../README.md")]
//!
//! # Modules
//!
//! * [`attacks`]: attack tables (leapers, magic-bitboard sliders,
//!   `between`/`line`);
//! * [`orthodox`]: the orthodox fast path — legal move generation with
//!   checkers, pins and check masks computed once per position, plus
//!   `is_legal`, `in_check`, `is_square_attacked` and `checkers`; every
//!   function takes an [`Orthodox`] position;
//! * [`walk`]: the [`WalkGenerator`] plug-in trait of the general (fairy)
//!   path, with the orthodox walks as implementations;
//! * [`fairy`]: fairy walks compiled from the catalogue's descriptions
//!   ([`fairy::UnsupportedWalk`] for those not implemented);
//! * [`MoveGenerator`]: built once per problem, picks the fast path when
//!   every piece is orthodox without attributes and the general path
//!   otherwise;
//! * [`perft`]: node counting and `divide` (orthodox fast path).
//!
//! The castlings generated are the orthodox ones,
//! [`nightrider_board::Castling::ALL`].
//!
//! The board crate, whose types this crate's API takes, is re-exported as
//! [`board`].

pub mod attacks;
mod checked;
pub mod fairy;
pub mod generator;
pub mod orthodox;
pub mod perft;
pub mod rules;
#[cfg(feature = "proptest")]
pub mod strategy;
pub mod walk;

pub use checked::{NotOrthodox, Orthodox};
pub use generator::{castling_way_empty, GenerationPath, GeneratorError, MoveGenerator};
pub use nightrider_board as board;
pub use orthodox::{checkers, in_check, is_legal, is_square_attacked};
pub use rules::{FirstRankPawns, MoveList, Rules};
pub use walk::{WalkGenerator, WalkRegistry};

/// The legal moves of the side to move in an orthodox position under the
/// default [`Rules`] (see [`orthodox::legal_moves`]).
pub fn legal_moves(pos: Orthodox<'_>) -> MoveList {
    let mut list = MoveList::new();
    orthodox::legal_moves(pos, &Rules::default(), &mut list);
    list
}
