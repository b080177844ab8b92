//! Units that can no longer move on the way to the target (Euclide's and
//! Popeye's "blocked" units), found anew at each node.
//!
//! Under the orthodox rules (or rules that only take moves away):
//!
//! * a white pawn on its second rank (a black one on its seventh) that the
//!   target wants on that square never moves again: no pawn can come back
//!   to that rank, so once it moved or was captured the target would be
//!   lost. It is a *wall*;
//! * a piece (king, queen, rook, bishop or knight, not on the rank where
//!   its side promotes) that the target wants on its square, and whose
//!   every first step (for its kind) leads off the board or onto a wall,
//!   is a wall too: it cannot leave, and if it were captured no unit of its
//!   kind could come to its square again (it would have to come through
//!   those walls). Castling, too, needs the squares beside the king empty;
//! * any other unit whose every move leads onto a wall (a pawn: its square
//!   ahead a wall, and each square it may capture on a wall or off the
//!   board) is *stuck*: it may be captured, but never moves.
//!
//! A wall or stuck unit reaches no square but its own. The walls are found
//! by adding pieces to the pawns' walls until none can be added (the least
//! fixed point: every unit added is blocked by units added before it).

use nightrider_board::{Colour, PieceKind, Position, Square};
use std::sync::OnceLock;

/// The units of `pos` that never move again (a mask by square index),
/// given the squares where `pos` holds the target's piece (`kept`).
pub(super) fn fixed_units(pos: &Position, kept: u64) -> u64 {
    const RANK_2: u64 = 0xff << 8;
    const RANK_7: u64 = 0xff << 48;
    let white = pos.by_colour(Colour::White).0;
    let black = pos.by_colour(Colour::Black).0;
    let pawns = pos.by_kind(PieceKind::PAWN).0;
    let mut walls = kept & pawns & ((white & RANK_2) | (black & RANK_7));
    if walls == 0 {
        return 0;
    }
    let steps = steps();
    // the target's pieces on their squares, off the rank where they
    // would be promoted
    let pieces = [
        PieceKind::KING,
        PieceKind::QUEEN,
        PieceKind::ROOK,
        PieceKind::BISHOP,
        PieceKind::KNIGHT,
    ];
    let candidates = kept & !pawns & !((white & (0xff << 56)) | (black & 0xff));
    loop {
        let before = walls;
        for (k, &kind) in pieces.iter().enumerate() {
            let mut left = candidates & pos.by_kind(kind).0 & !walls;
            while left != 0 {
                let sq = left.trailing_zeros() as usize;
                left &= left - 1;
                if steps[k][sq] & !walls == 0 {
                    walls |= 1 << sq;
                }
            }
        }
        if walls == before {
            break;
        }
    }
    let mut fixed = walls;
    for (k, &kind) in pieces.iter().enumerate() {
        let mut left = pos.by_kind(kind).0 & !walls;
        while left != 0 {
            let sq = left.trailing_zeros() as usize;
            left &= left - 1;
            if steps[k][sq] & !walls == 0 {
                fixed |= 1 << sq;
            }
        }
    }
    // a pawn: the square ahead and those it may capture on
    let mut left = pawns & !walls;
    while left != 0 {
        let sq = left.trailing_zeros() as usize;
        left &= left - 1;
        let ahead = if white & (1 << sq) != 0 {
            steps[5][sq]
        } else {
            steps[6][sq]
        };
        if ahead != 0 && ahead & !walls == 0 {
            fixed |= 1 << sq;
        }
    }
    fixed
}

/// Per square, the squares one step away: for a king (and a queen's first
/// steps), a rook's, a bishop's, a knight, and the squares a white and a
/// black pawn moves or captures to.
fn steps() -> &'static [[u64; 64]; 7] {
    static STEPS: OnceLock<[[u64; 64]; 7]> = OnceLock::new();
    STEPS.get_or_init(|| {
        let king: &[(i32, i32)] = &[
            (-1, -1),
            (-1, 0),
            (-1, 1),
            (0, -1),
            (0, 1),
            (1, -1),
            (1, 0),
            (1, 1),
        ];
        let rook: &[(i32, i32)] = &[(-1, 0), (1, 0), (0, -1), (0, 1)];
        let bishop: &[(i32, i32)] = &[(-1, -1), (-1, 1), (1, -1), (1, 1)];
        let knight: &[(i32, i32)] = &[
            (-2, -1),
            (-2, 1),
            (-1, -2),
            (-1, 2),
            (1, -2),
            (1, 2),
            (2, -1),
            (2, 1),
        ];
        let white_pawn: &[(i32, i32)] = &[(0, 1), (-1, 1), (1, 1)];
        let black_pawn: &[(i32, i32)] = &[(0, -1), (-1, -1), (1, -1)];
        let sets = [king, king, rook, bishop, knight, white_pawn, black_pawn];
        let mut steps = [[0u64; 64]; 7];
        for (k, set) in sets.iter().enumerate() {
            for sq in Square::ALL {
                for &(dx, dy) in *set {
                    if let Some(to) = Square::from_xy(sq.x() + dx, sq.y() + dy) {
                        steps[k][sq.idx()] |= 1 << to.idx();
                    }
                }
            }
        }
        steps
    })
}

#[cfg(test)]
mod tests {
    use super::super::{kept::KeptUnits, plain};
    use super::*;
    use nightrider_board::Piece;

    fn sq(name: &str) -> Square {
        let b = name.as_bytes();
        Square::from_xy(i32::from(b[0] - b'a'), i32::from(b[1] - b'1')).unwrap()
    }

    fn bit(sq: Square) -> u64 {
        1 << sq.idx()
    }

    /// The fixed units of `pos` on the way to `aim`.
    fn fixed(aim: &Position, pos: &Position) -> u64 {
        let mut b = [None; 64];
        for s in aim.occupied() {
            b[s.idx()] = aim.piece_at(s).map(plain);
        }
        fixed_units(pos, KeptUnits::new(&b).mask(pos))
    }

    #[test]
    fn a_bishop_behind_its_pawns_and_a_rook_in_its_corner_stay() {
        let start = Position::startpos();
        let fixed = fixed(&start, &start);
        for name in ["a2", "h7", "c1", "f1", "c8", "f8"] {
            assert_ne!(fixed & bit(sq(name)), 0, "{name}");
        }
        // knights jump out; the rooks, queens and kings see the knights'
        // and bishops' squares, which the knights may leave
        for name in ["b1", "g8", "a1", "d1", "e1", "h8"] {
            assert_eq!(fixed & bit(sq(name)), 0, "{name}");
        }
    }

    #[test]
    fn a_target_without_the_pawn_frees_the_bishop() {
        let start = Position::startpos();
        let mut aim = start.clone();
        aim.clear(sq("d2"));
        aim.put(sq("d4"), Piece::new(PieceKind::PAWN, Colour::White));
        let fixed = fixed(&aim, &start);
        assert_eq!(fixed & bit(sq("c1")), 0);
        assert_eq!(fixed & bit(sq("d2")), 0);
        assert_ne!(fixed & bit(sq("f1")), 0);
    }
}
