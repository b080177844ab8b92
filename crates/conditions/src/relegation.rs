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
    use crate::engine::Engine;
    use nightrider_board::{Colour, Piece, PieceKind, Position, Square};
    use nightrider_movegen::{MoveGenerator, MoveList, Rules, WalkRegistry};

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
            let kinds = [
                PieceKind::QUEEN,
                PieceKind::ROOK,
                PieceKind::BISHOP,
                PieceKind::KNIGHT,
                PieceKind::PAWN,
            ];
            let mut pos = Position::empty();
            pos.put(Square::E1, Piece::new(PieceKind::KING, Colour::White));
            pos.put(Square::E8, Piece::new(PieceKind::KING, Colour::Black));
            for &(sq, kind, white) in &cells {
                let sq = Square::from_index_masked(sq);
                let kind = kinds[usize::from(kind) % kinds.len()];
                if pos.piece_at(sq).is_some() || (kind == PieceKind::PAWN && (sq.y() == 0 || sq.y() == 7)) {
                    continue;
                }
                pos.put(sq, Piece::new(kind, if white { Colour::White } else { Colour::Black }));
            }
            let side = if black { Colour::Black } else { Colour::White };
            pos.set_side_to_move_unrecorded(side);
            let generator =
                MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
            let e = Engine::new(generator, &[Condition::Relegation]).unwrap();
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let mut list = MoveList::new();
            e.legal_moves(&mut pos, &mut list);
            let mut played = MoveList::new();
            e.legal_moves_by_playing(&mut pos, &mut played);
            let mut a: Vec<_> = list.iter().map(|m| format!("{m:?}")).collect();
            let mut b: Vec<_> = played.iter().map(|m| format!("{m:?}")).collect();
            a.sort();
            b.sort();
            proptest::prop_assert_eq!(a, b);
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
