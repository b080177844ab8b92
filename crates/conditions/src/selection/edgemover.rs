//! WhiteEdgemover and BlackEdgemover, as Popeye 4.104 plays them (found
//! by experiment): every move of the side ends on an edge square of the
//! board (a castling by its king's arrival); a side without such a move
//! has none. The rule binds checks too: a piece of the side checks a
//! king only on an edge square (Popeye: a white rook on d1 does not keep
//! the black king on d5 from d4).

use nightrider_board::{Bitboard, Move};

/// Whether a move of an edgemover may be played: it ends on the edge.
pub fn allows(m: &Move) -> bool {
    Bitboard::EDGES.contains(m.to)
}
