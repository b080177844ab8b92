//! Perft: counting the leaves of the legal move tree, the standard test of
//! move generators.
//!
//! ```
//! use nightrider_board::Position;
//! use nightrider_movegen::perft;
//! let mut pos = Position::startpos();
//! assert_eq!(perft::perft(&mut pos, 3), 8902);
//! let divided = perft::divide(&mut pos, 2);
//! assert_eq!(divided.len(), 20);
//! assert_eq!(divided.iter().map(|(_, n)| n).sum::<u64>(), 400);
//! ```

use crate::orthodox;
use crate::rules::{MoveList, Rules};
use nightrider_board::{Move, Position};

/// Number of leaf nodes of the legal move tree of `depth` plies from `pos`
/// under the default [`Rules`], with bulk counting at the last ply.
///
/// This is the orthodox fast path: the position must hold orthodox pieces
/// only, without attributes (see [`crate::orthodox`]). For fairy positions
/// use [`crate::MoveGenerator::perft`]. `pos` is unchanged on return.
pub fn perft(pos: &mut Position, depth: u32) -> u64 {
    perft_with(pos, depth, &Rules::default())
}

/// [`perft`] under `rules` (orthodox promotion kinds only).
pub fn perft_with(pos: &mut Position, depth: u32, rules: &Rules) -> u64 {
    match depth {
        0 => 1,
        1 => orthodox::count_legal(pos, rules),
        _ => {
            let mut moves = MoveList::new();
            orthodox::legal_moves(pos, rules, &mut moves);
            let mut nodes = 0;
            for mv in &moves {
                pos.play(mv);
                nodes += perft_with(pos, depth - 1, rules);
                pos.undo_move();
            }
            nodes
        }
    }
}

/// The perft count of `depth` plies split by first move (for finding
/// generator bugs by comparison with another program). Depth 0 gives an
/// empty list.
pub fn divide(pos: &mut Position, depth: u32) -> Vec<(Move, u64)> {
    divide_with(pos, depth, &Rules::default())
}

/// [`divide`] under `rules`.
pub fn divide_with(pos: &mut Position, depth: u32, rules: &Rules) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut moves = MoveList::new();
    orthodox::legal_moves(pos, rules, &mut moves);
    moves
        .into_iter()
        .map(|mv| {
            pos.play(&mv);
            let n = perft_with(pos, depth - 1, rules);
            pos.undo_move();
            (mv, n)
        })
        .collect()
}
