//! Leffie, as Popeye 4.104 plays it (found by experiment; its manual only
//! names the condition): EiffelChess's paralysis made a rule of
//! legality, as Isardam makes one of Madrasi's. EiffelChess paralyses a
//! piece observed by an opposing piece of the kind before it in the chain
//! Q → P → S → B → R → Q (a queen paralyses a pawn, a pawn a knight, a
//! knight a bishop, a bishop a rook, a rook a queen); kings and fairy
//! pieces neither paralyse nor are paralysed. Under Leffie:
//!
//! - a move after which any piece, of either side, stands so paralysed is
//!   illegal: the mover's (`Bf1-a6` with a black knight on b8), the
//!   opponent's (`Bf1-b5` observing a black rook on c6), or one the move
//!   unmasks (a piece leaving a line between a rook and an opposing
//!   queen);
//! - a capture of a king is a check only if no piece stands so paralysed
//!   after it (a white rook on e2 does not check a black king on e8
//!   guarded by a black bishop on c6, which would observe the rook on
//!   e8; nor when the rook leaving e2 would open the second rank between
//!   a black rook and a white queen).
//!
//! So the castling rook must not end observed or observing so, and the
//! king's passage is tested with these checks.

use crate::condition::Condition;
use crate::engine::Engine;
use crate::hooks::eiffel_paralyser;
use nightrider_board::Position;

impl Engine {
    /// Whether some piece on `pos` stands paralysed as EiffelChess
    /// paralyses: observed by an opposing piece of the kind paralysing
    /// its kind.
    pub(crate) fn any_eiffel_paralysis(&self, pos: &Position) -> bool {
        pos.occupied()
            .into_iter()
            .any(|sq| self.paralysed_by(pos, sq, None, eiffel_paralyser))
    }
}

/// Leffie beside any other condition (none compared with Popeye 4.104
/// but plain Circe and NoCapture).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let leffie = conditions.iter().find(|c| **c == Condition::Leffie)?;
    let other = conditions.iter().find(|c| {
        !matches!(c, Condition::Leffie | Condition::NoCapture)
            && !matches!(c, Condition::Circe(r) if *r == crate::CirceRules::default())
    })?;
    Some((leffie.to_string(), other.to_string()))
}

/// Leffie with neutral pieces or piece attributes (not compared with
/// Popeye 4.104).
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    let attributed = !crate::compat::attributes_on(pos).is_empty();
    (conditions.contains(&Condition::Leffie) && attributed)
        .then_some("Leffie with neutral pieces or piece attributes")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{engine_under, position, position_to_move, sorted_move_squares};
    use nightrider_board::{Colour, PieceKind, Square};

    const W: Colour = Colour::White;
    const B: Colour = Colour::Black;

    #[test]
    fn a_move_leaving_a_piece_paralysed_is_illegal() {
        // Popeye: no Bf1-a6 (a knight on b8 observes a6), no Bf1-b5 or
        // Bf1-g2 (the bishop would observe the rook), no Qd1-c2, Qd1-c1
        // or Qd1-d6 (the rook would observe the queen)
        let mut pos = position(&[
            (Square::E1, PieceKind::KING, W),
            (Square::F1, PieceKind::BISHOP, W),
            (Square::D1, PieceKind::QUEEN, W),
            (Square::E8, PieceKind::KING, B),
            (Square::B8, PieceKind::KNIGHT, B),
            (Square::C6, PieceKind::ROOK, B),
        ]);
        let e = engine_under(&pos, &[Condition::Leffie]);
        let moves = sorted_move_squares(&e, &mut pos);
        for barred in ["f1a6", "f1b5", "f1g2", "d1c2", "d1c1", "d1d6"] {
            assert!(!moves.contains(&barred.to_string()), "{barred}");
        }
        for allowed in ["f1c4", "d1d7", "d1h5"] {
            assert!(moves.contains(&allowed.to_string()), "{allowed}");
        }
    }

    #[test]
    fn a_capture_of_the_king_leaving_a_paralysis_is_no_check() {
        // the rook taking the king on e8 would stand observed by the
        // bishop: no check, and the king may step to e7 and d7
        let mut pos = position_to_move(
            &[
                (Square::A1, PieceKind::KING, W),
                (Square::E2, PieceKind::ROOK, W),
                (Square::E8, PieceKind::KING, B),
                (Square::C6, PieceKind::BISHOP, B),
                (Square::A7, PieceKind::PAWN, B),
            ],
            true,
        );
        let e = engine_under(&pos, &[Condition::Leffie]);
        assert!(!e.in_check(&pos, B));
        let moves = sorted_move_squares(&e, &mut pos);
        assert!(moves.contains(&"a7a5".to_string()));
        // Bb5 would observe the rook on e2
        assert!(!moves.contains(&"c6b5".to_string()));
        // off the diagonal, the bishop no longer guards e8
        assert!(!moves.contains(&"c6b7".to_string()));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// After every legal move under Leffie no piece stands paralysed
        /// as EiffelChess paralyses, and the legal moves are those found
        /// by playing every candidate.
        #[test]
        fn no_legal_move_leaves_a_paralysis(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..14),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let e = engine_under(&pos, &[Condition::Leffie]);
            let side = pos.side_to_move();
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let moves = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in moves.iter() {
                let mut after = pos.clone();
                e.play(&mut after, m);
                proptest::prop_assert!(!e.any_eiffel_paralysis(&after), "{:?}", m);
            }
        }
    }
}
