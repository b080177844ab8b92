//! Empty-board geometry shared by the move-counting prunings
//! ([`crate::mate_reach`], [`crate::intelligent`]): the steps of the
//! leapers and the lines of the riders.

use nightrider_board::{Bitboard, Square};

/// The knight's leaps.
pub(crate) const KNIGHT_STEPS: [(i32, i32); 8] = nightrider_board::walk::KNIGHT_STEPS;
/// The king's steps.
pub(crate) const KING_STEPS: [(i32, i32); 8] = nightrider_board::walk::KING_STEPS;
/// The rook's directions.
pub(crate) const ROOK_LINES: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// The bishop's directions.
pub(crate) const BISHOP_LINES: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The squares one of `offsets` away from `sq`.
pub(crate) fn steps(sq: Square, offsets: &[(i32, i32)]) -> Bitboard {
    offsets
        .iter()
        .filter_map(|&(dx, dy)| sq.offset(dx, dy))
        .collect()
}

/// The squares on the lines from `sq` in `directions`, to the edge.
pub(crate) fn lines(sq: Square, directions: &[(i32, i32)]) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for &(dx, dy) in directions {
        let mut cur = sq;
        while let Some(next) = cur.offset(dx, dy) {
            out.insert(next);
            cur = next;
        }
    }
    out
}
