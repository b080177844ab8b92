//! Knightmate, a condition of Jacobi's (not of Popeye 4.104). Jacobi's
//! manual: "In Knightmate, Jacobi interprets S as a royal knight and K as
//! a non-royal king"; such conditions "also sometimes modify the set of
//! allowed promotions", which for Knightmate (the game's rules) is: a
//! pawn promotes to queen, rook, bishop or (non-royal) king, not to the
//! royal knight.
//!
//! - The knight of each side is its royal piece: it is checked, mated and
//!   stalemated as a king is.
//! - The kings move as kings, walk into attack and may be captured (as
//!   under NonRoyalKings, by the same mark, [`crate::kings::losing`]).
//! - Pawns promote to king, queen, rook and bishop (and the fairy kinds
//!   of the diagram), not to knight.
//!
//! Refused: a side with several knights (several royal pieces), royal
//! and neutral pieces, castling rights in the diagram (how Jacobi castles
//! in Knightmate is not known), and every other condition beside it.
//! Without a king on the board the move lists were compared with Popeye
//! 4.104's royal knights (`royal Sb1`); the kings' moves and the
//! promotions are checked by hand from the definition.

use crate::condition::Condition;
use nightrider_board::{Attributes, Colour, PieceKind, Position};
use nightrider_movegen::Rules;

/// On the diagram: every knight royal (unrecorded; the kings are made not
/// royal with LosingChess's mark).
pub(crate) fn crown_knights(pos: &mut Position) {
    for sq in pos.occupied() {
        if let Some(p) = pos.piece_at(sq).filter(|p| p.kind == PieceKind::KNIGHT) {
            let mut attributes = p.attributes;
            attributes.insert(Attributes::CROWNED);
            pos.put(sq, nightrider_board::Piece { attributes, ..p });
        }
    }
}

/// The generator's rules under Knightmate: promotions to king instead of
/// knight, no castling.
pub(crate) fn adapt_rules(conditions: &[Condition], rules: &mut Rules) {
    if !conditions.contains(&Condition::Knightmate) {
        return;
    }
    let swap = |kinds: &mut smallvec::SmallVec<[PieceKind; 4]>| {
        kinds.retain(|k| *k != PieceKind::KNIGHT);
        if !kinds.contains(&PieceKind::KING) {
            kinds.insert(0, PieceKind::KING);
        }
    };
    swap(&mut rules.promotions);
    for (_, kinds) in &mut rules.promotions_by_pawn {
        swap(kinds);
    }
    rules.castling = false;
}

/// Knightmate has been checked alone.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| **c == Condition::Knightmate)?;
    let other = conditions.iter().find(|c| *c != first)?;
    Some((first.to_string(), other.to_string()))
}

/// What of the diagram `pos` Knightmate cannot play.
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    if !conditions.contains(&Condition::Knightmate) {
        return None;
    }
    if !pos.neutrals().is_empty() {
        return Some("Knightmate with neutral pieces");
    }
    let royal = pos
        .board()
        .iter()
        .flatten()
        .any(|p| p.attributes.contains(Attributes::ROYAL) || p.kind == PieceKind::POSEIDON);
    if royal {
        return Some("Knightmate with royal pieces");
    }
    if [Colour::White, Colour::Black]
        .into_iter()
        .any(|c| pos.pieces(PieceKind::KNIGHT, c).count() > 1)
    {
        return Some("Knightmate with several knights of a side");
    }
    if !pos.castling().is_empty() {
        return Some("Knightmate with castling rights");
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{engine_with_rules as engine, legal_moves, position};
    use nightrider_board::Square;
    use proptest::prelude::*;

    use Colour::{Black, White};
    use PieceKind as K;

    fn prepared(pieces: &[(Square, PieceKind, Colour)]) -> (crate::Engine, Position) {
        let mut pos = position(pieces);
        let e = engine(&pos, &[Condition::Knightmate]);
        e.prepare_position(&mut pos);
        (e, pos)
    }

    /// Source: Jacobi's manual (S royal, K not royal).
    #[test]
    fn the_knight_is_royal_and_the_king_is_not() {
        let (e, mut pos) = prepared(&[
            (Square::E1, K::KING, White),
            (Square::B1, K::KNIGHT, White),
            (Square::E8, K::KING, Black),
            (Square::G8, K::KNIGHT, Black),
            (Square::B8, K::ROOK, Black),
        ]);
        // the rook checks the knight on b1, not the king
        assert!(e.in_check(&pos, White));
        let moves: Vec<_> = legal_moves(&e, &mut pos)
            .iter()
            .map(|m| format!("{}{}", m.from, m.to))
            .collect();
        // the king cannot parry (nor walk away from) the check, the
        // knight flees
        assert!(moves.iter().all(|m| m.starts_with("b1")), "{moves:?}");
        // and the king walks into attack where the knight is safe
        let (e, mut pos) = prepared(&[
            (Square::E1, K::KING, White),
            (Square::A1, K::KNIGHT, White),
            (Square::G8, K::KNIGHT, Black),
            (Square::D8, K::ROOK, Black),
        ]);
        let moves: Vec<_> = legal_moves(&e, &mut pos)
            .iter()
            .map(|m| format!("{}{}", m.from, m.to))
            .collect();
        assert!(moves.contains(&"e1d1".to_string()), "{moves:?}");
        assert!(!e.in_check(&pos, Black));
    }

    /// Source: the game Knightmate's rules (promotion to king, queen, rook
    /// or bishop).
    #[test]
    fn a_pawn_promotes_to_a_king_not_to_a_knight() {
        let (e, mut pos) = prepared(&[
            (Square::B7, K::PAWN, White),
            (Square::A1, K::KNIGHT, White),
            (Square::H8, K::KNIGHT, Black),
        ]);
        let mut promotions: Vec<_> = legal_moves(&e, &mut pos)
            .iter()
            .filter_map(|m| m.promotion)
            .collect();
        promotions.sort_by_key(|k| k.0);
        let mut expected = vec![K::KING, K::QUEEN, K::ROOK, K::BISHOP];
        expected.sort_by_key(|k| k.0);
        assert_eq!(promotions, expected);
        let m = nightrider_board::Move::quiet(Square::B7, Square::B8).promoting(K::KING);
        e.play(&mut pos, &m);
        assert_eq!(pos.royals(White).count(), 1);
    }

    proptest! {
        /// Invariant: the royal pieces are exactly the knights, and no
        /// legal move leaves the mover's knight attacked.
        #[test]
        fn only_the_knights_are_royal(
            cells in proptest::collection::vec(
                (0u8..64, proptest::sample::select(vec![0u8, 1, 2, 4]), any::<bool>()),
                2..10,
            ),
            black in any::<bool>(),
        ) {
            // (no knights among the random units: index 3 is the knight)
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let free: Vec<_> = [Square::B1, Square::G8]
                .into_iter()
                .filter(|s| pos.piece_at(*s).is_none())
                .collect();
            prop_assume!(free.len() == 2);
            pos.put(free[0], nightrider_board::Piece::new(K::KNIGHT, White));
            pos.put(free[1], nightrider_board::Piece::new(K::KNIGHT, Black));
            let e = engine(&pos, &[Condition::Knightmate]);
            e.prepare_position(&mut pos);
            for c in [White, Black] {
                prop_assert_eq!(pos.royals(c), pos.pieces(K::KNIGHT, c));
            }
            let side = pos.side_to_move();
            for m in legal_moves(&e, &mut pos) {
                let mut after = pos.clone();
                e.play(&mut after, &m);
                prop_assert!(!e.in_check(&after, side));
            }
        }
    }
}
