//! Bicolores, as Popeye 4.104 plays it (found by experiment; its manual
//! only names the condition): a king is in check when a unit of either
//! side observes it, its own units included. So no move may leave the
//! mover's king observed by one of its own units (beside a white rook on
//! a2 the white king on e1 may not step to e2, a rook on f3 may not go to
//! e3), a move that lets a unit observe its own king checks that king's
//! side (a white knight leaving c8 between a black rook on a8 and the
//! black king on e8 gives check, and mates where the king cannot escape:
//! the battery mates with the rear piece of the mated side), and a
//! diagram where a unit observes its own king on the side not to play is
//! refused as Popeye refuses it ("the side to play can capture the
//! king"). A check by one's own unit is parried by moving the king, by
//! interposing, or by moving the checking unit away; castling is never
//! legal (the rook then stands beside its king on the rank).

use crate::condition::Condition;
use crate::engine::{Engine, CHECKED_AT_SETUP};
use nightrider_board::{Colour, Position};

/// Bicolores beside another condition, as the two names for the error:
/// it has been compared with Popeye alone.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    if !conditions.contains(&Condition::Bicolores) {
        return None;
    }
    let other = conditions.iter().find(|c| **c != Condition::Bicolores)?;
    Some(("Bicolores".to_string(), other.to_string()))
}

/// What Bicolores cannot be played with in the diagram: neutral pieces
/// (not compared with Popeye).
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    (conditions.contains(&Condition::Bicolores) && !pos.neutrals().is_empty())
        .then_some("Bicolores with neutral pieces")
}

impl Engine {
    /// Whether `side` is in check under Bicolores: a royal piece of it is
    /// observed by the other side (under the rules on checks) or by
    /// another unit of its own.
    pub(crate) fn bicolores_in_check(&self, pos: &Position, side: Colour) -> bool {
        self.attacked_under_rules(pos, side)
            || pos.royals(side).into_iter().any(|royal| {
                !self
                    .generator
                    .attackers(pos, royal, side)
                    .expect(CHECKED_AT_SETUP)
                    .is_empty()
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{engine_under, position_to_move, sorted_move_squares};
    use nightrider_board::{PieceKind, Square};
    use Colour::{Black, White};

    fn moves(pieces: &[(Square, PieceKind, Colour)], black: bool) -> Vec<String> {
        let mut pos = position_to_move(pieces, black);
        let e = engine_under(&pos, &[Condition::Bicolores]);
        sorted_move_squares(&e, &mut pos)
    }

    #[test]
    fn no_move_leaves_the_king_observed_by_its_own_units() {
        // (Popeye 4.104: wKe1 Ra2 Rf3, bKe8 Rc7 Bh6: the king only to d1,
        // no rook to e2, e3, f1 or a1; 25 moves)
        let white = moves(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::A2, PieceKind::ROOK, White),
                (Square::F3, PieceKind::ROOK, White),
                (Square::E8, PieceKind::KING, Black),
                (Square::C7, PieceKind::ROOK, Black),
                (Square::H6, PieceKind::BISHOP, Black),
            ],
            false,
        );
        assert_eq!(
            white.iter().filter(|m| m.starts_with("e1")).count(),
            1,
            "{white:?}"
        );
        for m in ["a2e2", "f3e3", "f3f1", "a2a1"] {
            assert!(!white.contains(&m.to_string()), "{m}: {white:?}");
        }
        assert_eq!(white.len(), 25, "{white:?}");
    }

    #[test]
    fn a_unit_of_the_checked_side_checks() {
        // (Popeye 4.104: wKe1 Sc8, bKe8 Ra8: every move of the knight
        // from c8 gives check)
        let mut pos = position_to_move(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::E8, PieceKind::KING, Black),
                (Square::A8, PieceKind::ROOK, Black),
            ],
            false,
        );
        let e = engine_under(&pos, &[Condition::Bicolores]);
        assert!(e.in_check(&pos, Black));
        assert!(!e.in_check(&pos, White));
        pos.put(
            Square::C8,
            nightrider_board::Piece::new(PieceKind::KNIGHT, White),
        );
        let e = engine_under(&pos, &[Condition::Bicolores]);
        assert!(!e.in_check(&pos, Black));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

        /// Under Bicolores no legal move leaves the mover's king observed
        /// by a unit of either side, and the legal moves are those found
        /// by playing every candidate.
        #[test]
        fn no_move_leaves_the_king_observed(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = engine_under(&pos, &[Condition::Bicolores]);
            let plain = engine_under(&pos, &[]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter() {
                e.play(&mut pos, m);
                proptest::prop_assert!(!plain.in_check(&pos, side), "{:?}", m);
                let king = pos.royal_square(side).expect("a king");
                let own = plain.generator().attackers(&pos, king, side).expect("generated");
                proptest::prop_assert!(own.is_empty(), "{:?}", m);
                pos.undo_move();
            }
        }
    }
}
