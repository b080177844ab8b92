//! Popeye's order of trying moves, for `option MaxSolutions`: which
//! solutions a cut-short search prints depends on the order in which they
//! are found, so the solvers then try moves in the order Popeye 4.104 does.
//!
//! The order was found by experiment (move lists of help play, where Popeye
//! prints the solutions in the order it tries the moves), not from Popeye's
//! source:
//!
//! * pieces by the square they stand on, a1, b1, …, h1, a2, …, h8, for both
//!   sides;
//! * a king castles first (queen side, then king side), then steps
//!   south-west, south-east, north-east, north-west, south, west, north,
//!   east (absolute directions, for both sides);
//! * queens ride the same eight directions in the same order, rooks the
//!   orthogonal and bishops the diagonal ones, each ray from its farthest
//!   square back to the nearest;
//! * knights leap to (-2,-1), (-1,-2), (+1,-2), (+2,-1), (+2,+1), (+1,+2),
//!   (-1,+2), (-2,+1) (file, rank);
//! * pawns push two squares, then one, then capture towards the next file
//!   (b to c), then towards the previous one (en passant in its file), and
//!   promote to queen, knight, rook, bishop.
//!
//! Fairy pieces have no known order: they keep the generator's order after
//! the orthodox moves of their square. A null move (option NullMoves) comes
//! first.

use nightrider_board::{Move, PieceKind, Position, Special};
use smallvec::SmallVec;

/// The eight king and queen directions in Popeye's order.
const LINES: [(i32, i32); 8] = [
    (-1, -1),
    (1, -1),
    (1, 1),
    (-1, 1),
    (0, -1),
    (-1, 0),
    (0, 1),
    (1, 0),
];

/// The knight's leaps in Popeye's order.
const LEAPS: [(i32, i32); 8] = [
    (-2, -1),
    (-1, -2),
    (1, -2),
    (2, -1),
    (2, 1),
    (1, 2),
    (-1, 2),
    (-2, 1),
];

/// A fairy piece's moves (or an orthodox one's in a direction not listed)
/// come after every ordered move of its square.
const UNORDERED: u32 = 1000;

/// Where `m` comes in Popeye's order among the moves of `pos` (smaller
/// first); moves of the same piece and shape tie.
pub fn key(pos: &Position, m: &Move) -> u32 {
    // the null move (option NullMoves) is tried first
    if m.is_null() {
        return 0;
    }
    let square = m.from.idx() as u32 + 1;
    let Some(piece) = pos.piece_at(m.from) else {
        return square * 4096 + UNORDERED;
    };
    let dx = m.to.x() - m.from.x();
    let dy = m.to.y() - m.from.y();
    let within = match piece.kind {
        PieceKind::KING => match m.special {
            Special::Castle { rook_from, .. } => u32::from(rook_from.x() > m.from.x()),
            _ => line_index(dx, dy).map_or(UNORDERED, |i| 2 + i),
        },
        PieceKind::QUEEN | PieceKind::ROOK | PieceKind::BISHOP => {
            let distance = dx.unsigned_abs().max(dy.unsigned_abs());
            line_index(dx.signum(), dy.signum())
                .filter(|_| dx == 0 || dy == 0 || dx.abs() == dy.abs())
                .map_or(UNORDERED, |i| i * 8 + (8 - distance.min(8)))
        }
        PieceKind::KNIGHT => LEAPS
            .iter()
            .position(|&l| l == (dx, dy))
            .map_or(UNORDERED, |i| i as u32),
        PieceKind::PAWN => {
            let class = match (dx, dy.unsigned_abs()) {
                (0, 2) => 0,
                (0, _) => 1,
                (1, _) => 2,
                _ => 3,
            };
            let promotion = match m.promotion {
                None | Some(PieceKind::QUEEN) => 0,
                Some(PieceKind::KNIGHT) => 1,
                Some(PieceKind::ROOK) => 2,
                Some(PieceKind::BISHOP) => 3,
                Some(_) => 4,
            };
            class * 8 + promotion
        }
        _ => UNORDERED,
    };
    square * 4096 + within
}

fn line_index(dx: i32, dy: i32) -> Option<u32> {
    LINES.iter().position(|&l| l == (dx, dy)).map(|i| i as u32)
}

/// Sorts `moves` of `pos` into Popeye's order (stable: ties keep the
/// generator's order).
pub fn sort(pos: &Position, moves: &mut [Move]) {
    // each move's key beside its index, sorted as plain numbers (keys
    // with their indices are unique, so ties keep the generator's order)
    let mut keyed: SmallVec<[u64; 128]> = moves
        .iter()
        .zip(0u64..)
        .map(|(m, i)| u64::from(key(pos, m)) << 32 | i)
        .collect();
    if keyed.is_sorted() {
        return;
    }
    keyed.sort_unstable();
    let original: SmallVec<[Move; 64]> = SmallVec::from_slice(moves);
    for (slot, k) in moves.iter_mut().zip(&keyed) {
        *slot = original[(k & 0xffff_ffff) as usize];
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::{Colour, Piece, Square};

    fn at(s: &str) -> Square {
        Square::from_ascii(s.as_bytes()).expect("a square")
    }

    #[test]
    fn pieces_by_square_then_rays_from_the_far_end() {
        let mut pos = Position::empty();
        pos.put(at("d4"), Piece::new(PieceKind::QUEEN, Colour::White));
        pos.put(at("c2"), Piece::new(PieceKind::PAWN, Colour::White));
        let q = |to: &str| Move::quiet(at("d4"), at(to));
        // south-west (a1 before c3) comes before south-east, and every
        // queen move after the pawn on c2
        assert!(key(&pos, &q("a1")) < key(&pos, &q("c3")));
        assert!(key(&pos, &q("c3")) < key(&pos, &q("e3")));
        assert!(key(&pos, &q("d1")) < key(&pos, &q("d8")));
        assert!(key(&pos, &q("d8")) < key(&pos, &q("h4")));
        assert!(key(&pos, &Move::quiet(at("c2"), at("c3"))) < key(&pos, &q("a1")));
        assert!(
            key(&pos, &Move::quiet(at("c2"), at("c4")))
                < key(&pos, &Move::quiet(at("c2"), at("c3")))
        );
    }
}
