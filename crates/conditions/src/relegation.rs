//! RelegationChess, as Popeye 4.104 plays it (found by experiment; its
//! manual only names it): a piece other than a king or a pawn that ends
//! its move on its own second rank becomes a pawn (`Sg1-e2=P`, fairy
//! pieces too). A move to the other side's second rank changes nothing,
//! and pawns promote as usual.

use crate::engine::{Engine, Played};
use nightrider_board::{Colour, PieceKind, Position};

impl Engine {
    /// RelegationChess: the moved piece, where it stands after the move,
    /// becomes a pawn on its side's second rank.
    pub(crate) fn play_relegation(&self, pos: &mut Position, mv: &mut Played<'_>) {
        let at = mv.at;
        let Some(piece) = pos.piece_at(at) else {
            return;
        };
        let second = match piece.colour {
            Colour::White => 1,
            Colour::Black => 6,
        };
        if at.y() != second
            || matches!(piece.kind, PieceKind::KING | PieceKind::PAWN)
            || piece.is_royal()
            || piece.is_neutral()
        {
            return;
        }
        crate::einstein::change_kind(pos, at, piece, PieceKind::PAWN, &mut mv.notes);
    }
}

#[cfg(test)]
mod tests {
    use crate::condition::Condition;
    use nightrider_board::PieceKind;

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under RelegationChess a piece other than a king or a pawn is a
        /// pawn after a legal move ending on its own second rank, and
        /// keeps its kind elsewhere; the legal moves are those found by
        /// playing every candidate.
        #[test]
        fn a_piece_reaching_its_second_rank_becomes_a_pawn(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = crate::test_support::engine_under(&pos, &[Condition::Relegation]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            let second = if black { 6 } else { 1 };
            for m in list.iter() {
                let mover = pos.piece_at(m.from).unwrap();
                let mut after = pos.clone();
                e.play(&mut after, m);
                let arrived = after.piece_at(m.to).unwrap();
                let expected = if m.to.y() == second && mover.kind != PieceKind::KING {
                    PieceKind::PAWN
                } else {
                    m.promotion.unwrap_or(mover.kind)
                };
                proptest::prop_assert_eq!(arrived.kind, expected, "{:?}", m);
            }
        }
    }
}
