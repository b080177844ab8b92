//! CASTchess ("Capture After Sole Threat") and CASTchess Inverse, as
//! Popeye 4.104 plays them (found by experiment). A piece's threats are
//! the opposing units on the squares its walk attacks from where it
//! stands (a king too, a guarded unit too, a unit it could take only by
//! a capture that would expose its own king too; a promoting pawn's
//! four captures of one unit are one threat). Under CASTchess a piece
//! with two threats or more captures nothing; under CASTchess Inverse a
//! piece with exactly one threat captures nothing. Kings obey the rule
//! too, and a check is a capture of a king the rule allows: under
//! CASTchess a piece also attacking another unit does not check, under
//! Inverse a piece attacking the king alone does not.
//!
//! An en-passant capture takes a unit on a square the pawn does not
//! attack, so its victim is no threat: under CASTchess the pawn takes en
//! passant unless it threatens two units, under Inverse unless it
//! threatens exactly one (`e5*d6 ep.` stands with no other threat under
//! both).
//!
//! Where a side may castle, Popeye 4.104's checks depend on whether it
//! tried a castling first (see `position_refusal`): such positions are
//! refused.
//!
//! Popeye 4.104 names the inverse form `CASTchess Inverse` (printed
//! `CASTChess Inverse`); the separate name `CASTInverse` of its manual is
//! not accepted by its parser (an input error), and nightrider refuses it.

use crate::condition::Condition;
use crate::engine::Engine;
use nightrider_board::{Colour, Move, Position, Square};

/// Whether `c` is CASTchess or CASTchess Inverse.
pub(crate) fn is_cast(c: &Condition) -> bool {
    matches!(c, Condition::Cast { .. })
}

/// CASTchess beside a condition other than plain Circe (the only one
/// compared with Popeye), or both forms together.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| is_cast(c))?;
    let other = conditions.iter().find(|c| {
        *c != first && !matches!(c, Condition::Circe(r) if *r == crate::CirceRules::default())
    })?;
    Some((first.to_string(), other.to_string()))
}

/// CASTchess where a side may castle: Popeye 4.104's move lists there
/// depend on whether it tried a castling before testing a move for
/// check (it then judges the threats of the position before the move: a
/// knight unmasking a sole threat to its king may move, one masking it
/// may not), which nightrider does not reproduce.
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    (conditions.iter().any(is_cast) && !pos.castling().is_empty()).then_some(
        "CASTchess with castling rights (Popeye's checks there depend on its castling tests)",
    )
}

impl Engine {
    /// The number of threats of the piece on `from` moving for `side`:
    /// the opposing units (neutral ones included) its walk attacks.
    pub(crate) fn cast_threats(&self, pos: &Position, from: Square, side: Colour) -> usize {
        pos.by_colour(!side)
            .without(from)
            .into_iter()
            .filter(|&unit| self.plain_observes(pos, from, unit, side))
            .count()
    }

    /// Whether `side` may play `m` under CASTchess (`inverse: false`) or
    /// CASTchess Inverse: a move capturing nothing always; a capture if
    /// its piece has at most one threat (has not exactly one).
    pub(crate) fn cast_allows(
        &self,
        pos: &Position,
        m: &Move,
        side: Colour,
        inverse: bool,
    ) -> bool {
        if !m.is_capture() {
            return true;
        }
        let threats = self.cast_threats(pos, m.from, side);
        if inverse {
            threats != 1
        } else {
            threats <= 1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::PieceKind;
    use nightrider_movegen::MoveList;

    use crate::test_support::position_to_move as position;

    fn engine(pos: &Position, inverse: bool) -> Engine {
        crate::test_support::engine_under(pos, &[Condition::Cast { inverse }])
    }

    fn captures(pos: &mut Position, inverse: bool) -> Vec<(Square, Square)> {
        let e = engine(pos, inverse);
        crate::test_support::legal_captures(&e, pos)
    }

    #[test]
    fn a_piece_with_two_threats_captures_nothing() {
        use Colour::{Black, White};
        // the queen a4 threatens a5, b4 and e8; the rook d1 d3 alone (the
        // knight c3 shields the king e1 from the bishop b4)
        let pieces = [
            (Square::E1, PieceKind::KING, White),
            (Square::D1, PieceKind::ROOK, White),
            (Square::A4, PieceKind::QUEEN, White),
            (Square::E8, PieceKind::KING, Black),
            (Square::A5, PieceKind::PAWN, Black),
            (Square::B4, PieceKind::BISHOP, Black),
            (Square::C3, PieceKind::KNIGHT, Black),
            (Square::D3, PieceKind::PAWN, Black),
        ];
        let mut pos = position(&pieces, false);
        let plain = captures(&mut pos, false);
        assert_eq!(plain, [(Square::D1, Square::D3)]);
        let inverse = captures(&mut pos, true);
        assert!(inverse.contains(&(Square::A4, Square::A5)));
        assert!(inverse.contains(&(Square::A4, Square::B4)));
        assert!(!inverse.contains(&(Square::D1, Square::D3)));
    }

    #[test]
    fn a_check_is_a_capture_of_the_king_the_rule_allows() {
        use Colour::{Black, White};
        // the bishop g2 threatens the king a8 and the knight f1
        let pieces = [
            (Square::H1, PieceKind::KING, White),
            (Square::G2, PieceKind::BISHOP, White),
            (Square::A8, PieceKind::KING, Black),
            (Square::F1, PieceKind::KNIGHT, Black),
        ];
        let pos = position(&pieces, true);
        let plain = engine(&pos, false);
        assert!(!plain.in_check(&pos, Black));
        let inverse = engine(&pos, true);
        assert!(inverse.in_check(&pos, Black));
        // the knight may not move: the bishop would threaten the king alone
        let mut pos = pos;
        let mut moves = MoveList::new();
        plain.legal_moves(&mut pos, &mut moves);
        assert!(moves.iter().all(|m| m.from == Square::A8));
        assert!(!moves.is_empty());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Every legal capture is made by a piece with at most one threat
        /// (CASTchess) or other than exactly one (Inverse), the moves are
        /// those found by playing every candidate, and none leaves the
        /// mover in check.
        #[test]
        fn every_capture_obeys_the_threat_count(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            inverse in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = engine(&pos, inverse);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let moves = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in moves.iter().filter(|m| m.is_capture()) {
                let threats = e.cast_threats(&pos, m.from, side);
                proptest::prop_assert!(if inverse { threats != 1 } else { threats <= 1 }, "{m:?}");
            }
            for m in moves.iter() {
                e.play(&mut pos, m);
                proptest::prop_assert!(!e.in_check(&pos, side), "{m:?} leaves a check");
                pos.undo_move();
            }
        }
    }
}
