//! # nightrider-movegen
//!
//! Move generation for the nightrider chess problem solver:
//!
//! * [`attacks`]: attack tables (leapers, magic-bitboard sliders,
//!   `between`/`line`);
//! * [`orthodox`]: the orthodox fast path — legal move generation with
//!   checkers, pins and check masks computed once per position, plus
//!   `is_legal`, `in_check`, `is_square_attacked` and `checkers`;
//! * [`walk`]: the [`Walk`] plug-in trait of the general (fairy) path, with
//!   the orthodox walks as implementations;
//! * [`MoveGenerator`]: built once per problem, picks the fast path when
//!   every piece is orthodox without attributes and the general path
//!   otherwise (royal and neutral pieces supported);
//! * [`perft`]: node counting and `divide`.
//!
//! Limitations (by design or not yet done):
//!
//! * castling has the orthodox geometry only ([`nightrider_board::Castling::ALL`]);
//!   Chess960 castling is not supported;
//! * fairy conditions are not applied here: the conditions layer filters
//!   and transforms the moves of [`MoveGenerator`];
//! * the general path tests legality by playing every pseudo-legal move and
//!   looking for attacks on the royal pieces through the walks: correct for
//!   any walk, but some 50 times slower than the fast path.
//!
//! ```
//! use nightrider_board::Position;
//! use nightrider_movegen::{legal_moves, perft::perft};
//! let mut pos = Position::startpos();
//! assert_eq!(legal_moves(&pos).len(), 20);
//! assert_eq!(perft(&mut pos, 2), 400);
//! ```

pub mod attacks;
pub mod fairy;
pub mod generator;
pub mod orthodox;
pub mod perft;
pub mod rules;
pub mod walk;

pub use generator::{GeneratorError, MoveGenerator, Path};
pub use orthodox::{checkers, in_check, is_legal, is_square_attacked};
pub use rules::{FirstRankPawns, MoveList, Rules};
pub use walk::{Walk, WalkRegistry};

use nightrider_board::Position;

/// The legal moves of the side to move in an orthodox position under the
/// default [`Rules`] (see [`orthodox::legal_moves`]).
pub fn legal_moves(pos: &Position) -> MoveList {
    let mut list = MoveList::new();
    orthodox::legal_moves(pos, &Rules::default(), &mut list);
    list
}
