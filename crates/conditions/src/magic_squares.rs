//! MagicSquares (Type1), as Popeye 4.104 plays it (found by experiment;
//! its manual only says that the squares follow the name): a piece other
//! than a king that ends its move on a magic square changes colour
//! (`Rd1-d4=b`, a promotion there `c7-c8=Q=b`). Passing over a magic
//! square changes nothing (`d7-d5` over a magic d6), nor does a king's
//! move there. The change comes after the move's rebirths, so a capturer
//! reborn on a magic square by AntiCirce changes. A rook whose castling
//! ends on a magic square changes too (it then attacks its own king,
//! beside it: such castlings are never legal, as in Popeye). A move
//! after which the turned piece checks its former side's king is
//! illegal, as every self-check.

use crate::engine::{Engine, Played};
use nightrider_board::{Annotation, Bitboard, Piece, PieceKind, Position, Special};

impl Engine {
    /// MagicSquares on `squares`: the moved piece (where it stands after
    /// the rebirths) and a castling rook change colour on a magic square.
    pub(crate) fn play_magic_squares(
        &self,
        pos: &mut Position,
        mv: &mut Played<'_>,
        squares: Bitboard,
    ) {
        let mut targets = vec![mv.at];
        if let Special::Castle { rook_to, .. } = mv.m.special {
            targets.push(rook_to);
        }
        for sq in targets {
            if !squares.contains(sq) {
                continue;
            }
            let Some(piece) = pos.piece_at(sq) else {
                continue;
            };
            if piece.kind == PieceKind::KING || piece.is_royal() || piece.is_neutral() {
                continue;
            }
            let turned = Piece {
                colour: !piece.colour,
                ..piece
            };
            pos.change_piece(sq, turned);
            mv.notes.push(Annotation::ColourChanged {
                colour: turned.colour,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::condition::Condition;
    use nightrider_board::{Bitboard, PieceKind};

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under MagicSquares the piece a legal move leaves on a magic
        /// square has changed colour unless it is a king, every other
        /// piece keeps its colour, and the legal moves are those found by
        /// playing every candidate.
        #[test]
        fn a_piece_ending_on_a_magic_square_changes_colour(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            magic in proptest::prelude::any::<u64>(),
            black in proptest::bool::ANY,
        ) {
            let squares = Bitboard(magic);
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = crate::test_support::engine_under(&pos, &[Condition::MagicSquares(squares)]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter() {
                let mover = pos.piece_at(m.from).unwrap();
                let mut after = pos.clone();
                e.play(&mut after, m);
                let arrived = after.piece_at(m.to).unwrap();
                let changes = squares.contains(m.to) && mover.kind != PieceKind::KING;
                proptest::prop_assert_eq!(arrived.colour != mover.colour, changes, "{:?}", m);
                for sq in pos.occupied() {
                    if sq == m.from || sq == m.to || m.captures.contains(sq) {
                        continue;
                    }
                    let before = pos.piece_at(sq).unwrap();
                    if let Some(now) = after.piece_at(sq) {
                        proptest::prop_assert_eq!(now.colour, before.colour, "{:?} at {}", m, sq);
                    }
                }
            }
        }
    }
}
