//! Kamikaze and Kamikaze RexInclusive, conditions of Jacobi's (Popeye
//! 4.104 has kamikaze pieces, not the conditions), as Jacobi's manual
//! defines them: "A capturing unit disappears from the board along with
//! the captured unit. In Popeye, Kamikaze Chess is obtained by making
//! every piece a kamikaze (except the kings). In Kamikaze RexInclusive,
//! royal pieces are also kamikaze, which has the consequence that they
//! cannot capture."
//!
//! So they are played as that: on the diagram every unit but the kings
//! (under RexInclusive every unit) is given the kamikaze attribute (a
//! pawn keeps it as it promotes), and the rule of kamikaze pieces
//! (module `kamikaze`) applies. Under RexInclusive a king's capture
//! would take the king off the board with its victim, a self-check, so a
//! king never captures (it still checks: the other king cannot step next
//! to it). The move lists were compared with Popeye's input of kamikaze
//! pieces (`jacobi-kings/kamikaze-rex-inclusive-random.txt` for
//! RexInclusive). Refused: neutral pieces, and every other condition
//! beside either (not compared).

use crate::condition::Condition;
use nightrider_board::{Attributes, PieceKind, Position};

/// Whether `c` is Kamikaze or Kamikaze RexInclusive.
fn is_kamikaze(c: &Condition) -> bool {
    matches!(
        c,
        Condition::KamikazeChess | Condition::KamikazeChessRexInclusive
    )
}

/// On the diagram: every unit but the kings (every unit if `kings_too`)
/// a kamikaze piece (unrecorded).
pub(crate) fn mark_diagram(pos: &mut Position, kings_too: bool) {
    for sq in pos.occupied() {
        if let Some(p) = pos
            .piece_at(sq)
            .filter(|p| kings_too || p.kind != PieceKind::KING)
        {
            let mut attributes = p.attributes;
            attributes.insert(Attributes::KAMIKAZE);
            pos.put(sq, nightrider_board::Piece { attributes, ..p });
        }
    }
}

/// Kamikaze and Kamikaze RexInclusive have been compared with Popeye
/// alone.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| is_kamikaze(c))?;
    let other = conditions.iter().find(|c| *c != first)?;
    Some((first.to_string(), other.to_string()))
}

/// What of the diagram `pos` Kamikaze cannot play: neutral pieces (not
/// compared).
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    if pos.neutrals().is_empty() {
        return None;
    }
    if conditions.contains(&Condition::KamikazeChessRexInclusive) {
        Some("Kamikaze RexInclusive with neutral pieces")
    } else if conditions.contains(&Condition::KamikazeChess) {
        Some("Kamikaze with neutral pieces")
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{
        engine_with_rules as engine, legal_moves, position, position_to_move,
    };
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

    /// Source: Jacobi's manual (royal pieces are kamikaze too, so they
    /// cannot capture); the other units' captures remove both units.
    #[test]
    fn a_king_cannot_capture_but_still_guards() {
        let mut pos = position(&[
            (Square::E1, K::KING, White),
            (Square::D1, K::QUEEN, White),
            (Square::E8, K::KING, Black),
            (Square::D8, K::ROOK, Black),
            (Square::E2, K::PAWN, Black),
        ]);
        let e = engine(&pos, &[Condition::KamikazeChessRexInclusive]);
        e.prepare_position(&mut pos);
        let moves = legal_moves(&e, &mut pos);
        assert!(
            !moves.iter().any(|m| m.from == Square::E1 && m.is_capture()),
            "the king does not take e2: {moves:?}"
        );
        assert!(
            moves
                .iter()
                .any(|m| m.from == Square::D1 && m.to == Square::D8),
            "the queen takes d8"
        );
        let mut after = pos.clone();
        let capture = nightrider_board::Move::capture(Square::D1, Square::D8);
        e.play(&mut after, &capture);
        assert_eq!(after.piece_at(Square::D8), None);
        assert_eq!(after.piece_at(Square::D1), None);
        assert!(after
            .piece_at(Square::E1)
            .is_some_and(|p| p.attributes.contains(Attributes::KAMIKAZE)));
    }

    /// Hand-checked: the black king, a kamikaze too, does not step next
    /// to the white one (the white king's capture of it would end the
    /// game: it checks though it cannot capture otherwise).
    #[test]
    fn kings_stay_apart() {
        let mut pos = position_to_move(
            &[(Square::E1, K::KING, White), (Square::E3, K::KING, Black)],
            true,
        );
        let e = engine(&pos, &[Condition::KamikazeChessRexInclusive]);
        e.prepare_position(&mut pos);
        let mut to: Vec<Square> = legal_moves(&e, &mut pos).iter().map(|m| m.to).collect();
        to.sort();
        let mut expected = vec![Square::D3, Square::F3, Square::D4, Square::E4, Square::F4];
        expected.sort();
        assert_eq!(to, expected);
    }

    proptest! {
        /// Invariant: no king captures; after any legal capture the
        /// arrival square is empty and the number of units fell by two.
        #[test]
        fn kings_never_capture_and_a_capture_removes_two_units(
            cells in proptest::collection::vec((0u8..64, 0u8..6, any::<bool>()), 2..12),
            black in any::<bool>(),
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let e = engine(&pos, &[Condition::KamikazeChessRexInclusive]);
            e.prepare_position(&mut pos);
            for m in legal_moves(&e, &mut pos) {
                let mover = pos.piece_at(m.from).unwrap();
                if !m.is_capture() {
                    continue;
                }
                prop_assert_ne!(mover.kind, K::KING);
                let mut after = pos.clone();
                e.play(&mut after, &m);
                prop_assert_eq!(after.piece_at(m.to), None);
                prop_assert_eq!(after.occupied().count() + 2, pos.occupied().count());
            }
        }
    }
}
