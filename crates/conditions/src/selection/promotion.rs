//! The rules on promotion, as Popeye 4.104 plays them (found by
//! experiment):
//!
//! - NoWhitePromotion, NoBlackPromotion: no pawn of the side moves onto
//!   its last rank (neither by a step nor by a capture); it still checks a
//!   king there.
//! - WhitePromSquares, BlackPromSquares: a pawn promotes only on the
//!   squares given; elsewhere on its last rank it arrives as a pawn
//!   (`1.g7-g8`) and stays there without a move. Its checks are
//!   unchanged.

use nightrider_board::{Bitboard, Move, Position};
use nightrider_movegen::MoveList;

/// Whether a move of a side that does not promote may be played: it
/// promotes nothing.
pub fn allows(_pos: &Position, m: &Move) -> bool {
    m.promotion.is_none()
}

/// WhitePromSquares or BlackPromSquares for the side whose moves `raw`
/// holds: each promotion on a square outside `squares` becomes the one
/// move arriving there as a pawn.
pub(crate) fn limit_to_squares(raw: &mut MoveList, squares: Bitboard) {
    if raw
        .iter()
        .all(|m| m.promotion.is_none() || squares.contains(m.to))
    {
        return;
    }
    let mut once = MoveList::new();
    for m in raw.iter() {
        let m = if m.promotion.is_some() && !squares.contains(m.to) {
            Move {
                promotion: None,
                ..*m
            }
        } else {
            *m
        };
        if !once.contains(&m) {
            once.push(m);
        }
    }
    *raw = once;
}
