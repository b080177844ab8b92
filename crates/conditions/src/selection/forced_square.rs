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
    crate::list_rules::prefer_from(out, start, |m| arrives_on(m, squares));
}

/// Whether `m` arrives on one of `squares` (a castling: its king).
fn arrives_on(m: &Move, squares: Bitboard) -> bool {
    squares.contains(m.to)
}

/// WhiteConsequentForcedSquare and BlackConsequentForcedSquare (found by
/// experiment): whether `side` has a move in `pos`, legal or not (as the
/// walks of `generator` give it, castlings included), arriving on one of
/// `squares`. Such a side plays only moves arriving there, and so checks
/// only a king standing there: a black king on d8 checked by a rook on d3
/// is not in check under WhiteConsequentForcedSquare d7 (the rook must go
/// to d7), and a black king in check whose only move to the forced
/// square is illegal has no move at all.
pub(crate) fn can_arrive(
    generator: &nightrider_movegen::MoveGenerator,
    pos: &nightrider_board::Position,
    side: nightrider_board::Colour,
    squares: Bitboard,
) -> bool {
    let mut for_side = pos.clone();
    for_side.set_side_to_move_unrecorded(side);
    let mut moves = MoveList::new();
    generator
        .pseudo_legal_moves(&for_side, &mut moves)
        .expect(crate::engine::CHECKED_AT_SETUP);
    moves.iter().any(|m| arrives_on(m, squares))
}
