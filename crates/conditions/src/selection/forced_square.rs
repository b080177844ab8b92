//! WhiteForcedSquare and BlackForcedSquare, as Popeye 4.104 plays them
//! (found by experiment): if a legal move of the side arrives on one of
//! the squares given (a castling by its king's arrival), the side must
//! play such a move; otherwise it plays any. The checks are unchanged: a
//! piece that would have to move to a forced square still checks.

use nightrider_board::{Bitboard, Move};
use nightrider_movegen::MoveList;

/// Keeps the moves of `out[start..]` arriving on `squares`, if there is
/// one.
pub(crate) fn apply(out: &mut MoveList, start: usize, squares: Bitboard) {
    if out[start..].iter().any(|m| arrives_on(m, squares)) {
        let kept: MoveList = out[start..]
            .iter()
            .copied()
            .filter(|m| arrives_on(m, squares))
            .collect();
        out.truncate(start);
        out.extend(kept);
    }
}

/// Whether `m` arrives on one of `squares` (a castling: its king).
fn arrives_on(m: &Move, squares: Bitboard) -> bool {
    squares.contains(m.to)
}
