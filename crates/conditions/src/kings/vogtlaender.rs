//! VogtlaenderChess, as Popeye 4.104 plays it (found by experiment; its
//! manual only names the condition): a side is in check when it attacks
//! the other side's king, not when its own king is attacked. So no move
//! may leave the mover's pieces attacking the other king (`Rh1-h8` is
//! illegal against a king on e8), while a king may step into an attack
//! or stay there, which checks the attacker's side (`Ke1-d2 +` beside a
//! black rook on d7: Black must stop attacking it). A mate leaves the side
//! to move attacking the other king with no move ending that. No move
//! captures a king. Castling is barred only where the king or the rook
//! would then attack the other king: out of, through and into an orthodox
//! check it is allowed. A diagram where the side not to play attacks the
//! other king is refused as Popeye refuses it ("the side to play can
//! capture the king"); the side to play may start attacking.

use crate::condition::Condition;
use crate::engine::Engine;
use nightrider_board::{Colour, Position};

/// VogtlaenderChess beside another condition, as the two names for the
/// error: it has been compared with Popeye alone.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    if !conditions.contains(&Condition::Vogtlaender) {
        return None;
    }
    let other = conditions.iter().find(|c| **c != Condition::Vogtlaender)?;
    Some(("VogtlaenderChess".to_string(), other.to_string()))
}

impl Engine {
    /// Whether `side` is in check under VogtlaenderChess: a royal piece
    /// of the other side is observed by `side` (the orthodox check of the
    /// other side).
    pub(crate) fn vogtlaender_in_check(&self, pos: &Position, side: Colour) -> bool {
        self.attacked_under_rules(pos, !side)
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
        pos.set_castling_unrecorded(nightrider_board::CastlingRights::all());
        let e = engine_under(&pos, &[Condition::Vogtlaender]);
        sorted_move_squares(&e, &mut pos)
    }

    #[test]
    fn a_side_may_not_attack_the_other_king_but_may_be_attacked() {
        // (Popeye 4.104: white Ke1 Rh1, black Ke8 Rd7: Ke1-d2 and Ke1-d1
        // into the rook's attack are legal, Rh1-h8 is not)
        let white = moves(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::H1, PieceKind::ROOK, White),
                (Square::E8, PieceKind::KING, Black),
                (Square::D7, PieceKind::ROOK, Black),
            ],
            false,
        );
        assert!(white.contains(&"e1d2".to_string()), "{white:?}");
        assert!(white.contains(&"e1d1".to_string()), "{white:?}");
        assert!(white.contains(&"e1g1".to_string()), "castling: {white:?}");
        assert!(!white.contains(&"h1h8".to_string()), "{white:?}");
        assert_eq!(white.len(), 14, "{white:?}");
    }

    #[test]
    fn castling_is_barred_only_by_the_attack_it_would_make() {
        // (Popeye 4.104: black Kg2: no 0-0, whose king on g1 would attack
        // it; 0-0-0 stands; black Rf8 over f1 bars nothing)
        let white = moves(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::H1, PieceKind::ROOK, White),
                (Square::A1, PieceKind::ROOK, White),
                (Square::G2, PieceKind::KING, Black),
            ],
            false,
        );
        assert!(!white.contains(&"e1g1".to_string()), "{white:?}");
        assert!(white.contains(&"e1c1".to_string()), "{white:?}");
        let white = moves(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::H1, PieceKind::ROOK, White),
                (Square::C5, PieceKind::KING, Black),
                (Square::F8, PieceKind::ROOK, Black),
            ],
            false,
        );
        assert!(white.contains(&"e1g1".to_string()), "{white:?}");
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

        /// Under VogtlaenderChess no legal move leaves its side attacking
        /// the other king, and the legal moves are those found by playing
        /// every candidate.
        #[test]
        fn no_move_leaves_the_other_king_attacked(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = engine_under(&pos, &[Condition::Vogtlaender]);
            let plain = engine_under(&pos, &[]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter() {
                e.play(&mut pos, m);
                proptest::prop_assert!(!plain.in_check(&pos, !side), "{:?}", m);
                pos.undo_move();
            }
        }
    }
}
