//! Kamikaze, a condition of Jacobi's (Popeye 4.104 has kamikaze pieces,
//! not the condition), as Jacobi's manual defines it: "A capturing unit
//! disappears from the board along with the captured unit. In Popeye,
//! Kamikaze Chess is obtained by making every piece a kamikaze (except
//! the kings)."
//!
//! So it is played as that: on the diagram every unit but the kings is
//! given the kamikaze attribute (a pawn keeps it as it promotes), and the
//! rule of kamikaze pieces (module `kamikaze`) applies. The move lists
//! were compared with Popeye's input of kamikaze pieces. Refused: the
//! variant RexInclusive (kamikaze kings: Popeye's kamikaze king cannot
//! capture, which nightrider's kamikaze pieces do not play yet), neutral
//! pieces, and every other condition beside it (not compared).

use crate::condition::Condition;
use nightrider_board::{Attributes, PieceKind, Position};

/// On the diagram: every unit but the kings a kamikaze piece
/// (unrecorded).
pub(crate) fn mark_diagram(pos: &mut Position) {
    for sq in pos.occupied() {
        if let Some(p) = pos.piece_at(sq).filter(|p| p.kind != PieceKind::KING) {
            let mut attributes = p.attributes;
            attributes.insert(Attributes::KAMIKAZE);
            pos.put(sq, nightrider_board::Piece { attributes, ..p });
        }
    }
}

/// Kamikaze has been compared with Popeye alone.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions
        .iter()
        .find(|c| **c == Condition::KamikazeChess)?;
    let other = conditions.iter().find(|c| *c != first)?;
    Some((first.to_string(), other.to_string()))
}

/// What of the diagram `pos` Kamikaze cannot play: neutral pieces (not
/// compared).
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    (conditions.contains(&Condition::KamikazeChess) && !pos.neutrals().is_empty())
        .then_some("Kamikaze with neutral pieces")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{engine_with_rules as engine, legal_moves, position};
    use nightrider_board::{Colour, Square};
    use proptest::prelude::*;

    use Colour::{Black, White};
    use PieceKind as K;

    /// Source: Jacobi's manual (a capturing unit disappears with its
    /// victim; the kings are not kamikaze).
    #[test]
    fn a_capturer_disappears_but_a_king_stays() {
        let mut pos = position(&[
            (Square::E1, K::KING, White),
            (Square::D1, K::QUEEN, White),
            (Square::E8, K::KING, Black),
            (Square::D8, K::ROOK, Black),
            (Square::E2, K::PAWN, Black),
        ]);
        let e = engine(&pos, &[Condition::KamikazeChess]);
        e.prepare_position(&mut pos);
        let mut after = pos.clone();
        let capture = nightrider_board::Move::capture(Square::D1, Square::D8);
        e.play(&mut after, &capture);
        assert_eq!(after.piece_at(Square::D8), None);
        assert_eq!(after.piece_at(Square::D1), None);
        let mut after = pos.clone();
        let capture = nightrider_board::Move::capture(Square::E1, Square::E2);
        e.play(&mut after, &capture);
        assert_eq!(
            after.piece_at(Square::E2).map(|p| p.kind),
            Some(K::KING),
            "the king stays"
        );
    }

    proptest! {
        /// Invariant: after any legal capture by a unit other than a
        /// king, the arrival square is empty and the number of units
        /// fell by two.
        #[test]
        fn a_capture_removes_two_units(
            cells in proptest::collection::vec((0u8..64, 0u8..6, any::<bool>()), 2..12),
            black in any::<bool>(),
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let e = engine(&pos, &[Condition::KamikazeChess]);
            e.prepare_position(&mut pos);
            for m in legal_moves(&e, &mut pos) {
                let mover = pos.piece_at(m.from).unwrap();
                if !m.is_capture() || mover.kind == K::KING {
                    continue;
                }
                let mut after = pos.clone();
                e.play(&mut after, &m);
                prop_assert_eq!(after.piece_at(m.to), None);
                prop_assert_eq!(after.occupied().count() + 2, pos.occupied().count());
            }
        }
    }
}
