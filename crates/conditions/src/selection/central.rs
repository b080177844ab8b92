//! CentralChess, as Popeye 4.104 plays it (found by experiment, its
//! manual only names it): a king may always move, and another piece only
//! if a piece of its own side that may move observes it, so the pieces
//! that move are those joined to their king by a chain of pieces each
//! observing the next (a white bishop on c1 moves when a rook on f1
//! beside the king on e1 observes a bishop on f4 that observes c1). The
//! rule binds checks too: a piece that may not move does not check (an
//! unsupported white rook on d5 does not keep the black king off d7).

use nightrider_board::{Bitboard, Colour, PieceKind, Position};
use nightrider_movegen::MoveGenerator;

/// The squares of the pieces of `side` that may move under CentralChess:
/// its kings, and every piece of its own observed by one of them, and so
/// on. A walk the generator does not know observes nothing.
pub fn movable(generator: &MoveGenerator, pos: &Position, side: Colour) -> Bitboard {
    let own = pos.by_colour(side);
    let mut reached = pos.pieces(PieceKind::KING, side) & own;
    loop {
        let mut grown = reached;
        for target in own & !reached {
            let observers = generator
                .attackers(pos, target, side)
                .unwrap_or(Bitboard::EMPTY);
            if !(observers & reached).is_empty() {
                grown.insert(target);
            }
        }
        if grown == reached {
            return reached;
        }
        reached = grown;
    }
}
