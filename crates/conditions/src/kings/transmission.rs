//! TransmissionMenace, as Popeye 4.104 plays it (found by experiment; its
//! manual only names the condition): a unit moves, captures and observes
//! with its own walk and with the walks of every opposing unit whose own
//! walk observes its square. A pawn observed by a black rook on its rank
//! moves along the rank and the file as well (`c4-c1`, `c4*h4`), and
//! promotes on its last rank however it got there; a rook observed by a
//! black pawn also steps and captures as a white pawn (`Rd4*e5` beside a
//! black pawn on e5), without promoting. The transmission is not passed
//! on: only an observation by the observer's own walk lends (a bishop
//! lent a rook's walk by a white rook lends a white pawn on its rank
//! nothing). Kings lend and borrow too, so a unit beside the opposing king
//! moves as a king and checks it (`Sc4*f7 +` against a king on e8), and a
//! king observed by a queen checks along the queen's lines: a move giving
//! the other king a queen's walk towards one's own king is a self-check
//! (Black's `c7-c1=Q` is illegal where the white king on a1, then
//! observed by that queen, would see the black king on h8).
//! A square reached by several walks is one move.

use crate::condition::Condition;
use crate::engine::{Engine, CHECKED_AT_SETUP};
use crate::lending::WalkKinds;
use nightrider_board::{Colour, Piece, Position, Square};

/// TransmissionMenace beside another condition, as the two names for the
/// error: it has been compared with Popeye alone.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    if !conditions.contains(&Condition::TransmissionMenace) {
        return None;
    }
    let other = conditions
        .iter()
        .find(|c| **c != Condition::TransmissionMenace)?;
    Some(("TransmissionMenace".to_string(), other.to_string()))
}

/// What TransmissionMenace cannot be played with in the diagram: neutral
/// pieces (not compared with Popeye).
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    (conditions.contains(&Condition::TransmissionMenace) && !pos.neutrals().is_empty())
        .then_some("TransmissionMenace with neutral pieces")
}

impl Engine {
    /// The kinds whose walks the piece `piece` of `side` on `sq` moves and
    /// observes with under TransmissionMenace: its own first, then those
    /// of the opposing units whose own walks observe `sq`, each once.
    pub(crate) fn transmitted_kinds(
        &self,
        pos: &Position,
        sq: Square,
        piece: Piece,
        side: Colour,
    ) -> WalkKinds {
        let mut kinds = WalkKinds::new();
        kinds.push(piece.kind);
        let observers = self
            .generator
            .attackers(pos, sq, !side)
            .expect(CHECKED_AT_SETUP);
        for from in observers {
            if let Some(p) = pos.piece_at(from) {
                if !kinds.contains(&p.kind) {
                    kinds.push(p.kind);
                }
            }
        }
        kinds
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{engine_under, legal_moves, position_to_move};
    use nightrider_board::PieceKind;
    use Colour::{Black, White};

    fn moves(pieces: &[(Square, PieceKind, Colour)], black: bool) -> Vec<String> {
        let mut pos = position_to_move(pieces, black);
        let e = engine_under(&pos, &[Condition::TransmissionMenace]);
        let mut v: Vec<String> = legal_moves(&e, &mut pos)
            .iter()
            .map(|m| {
                let promotion = m.promotion.map(|k| format!("={k:?}")).unwrap_or_default();
                format!("{}{}{}", m.from, m.to, promotion)
            })
            .collect();
        v.sort();
        v
    }

    #[test]
    fn a_pawn_observed_by_a_rook_moves_as_a_rook_too() {
        // (Popeye 4.104: wKe1 Pc4, bKe8 Rh4: 20 moves, c8=S and c8=B but
        // not c8=Q or c8=R, which give the black king a walk to e1)
        let white = moves(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::C4, PieceKind::PAWN, White),
                (Square::E8, PieceKind::KING, Black),
                (Square::H4, PieceKind::ROOK, Black),
            ],
            false,
        );
        for m in ["c4c1", "c4a4", "c4h4", "c4e4", "c4c5", "c4c7"] {
            assert!(white.contains(&m.to_string()), "{m}: {white:?}");
        }
        assert_eq!(white.iter().filter(|m| m.starts_with("c4c8")).count(), 2);
        assert_eq!(white.len(), 20, "{white:?}");
    }

    #[test]
    fn only_an_observation_by_the_observers_own_walk_lends() {
        // (Popeye 4.104: wKh1 Pe5 Rb1, bKh8 Bb5: the bishop moves as a
        // rook along the b-file and the fifth rank, the pawn only steps)
        let pieces = [
            (Square::H1, PieceKind::KING, White),
            (Square::E5, PieceKind::PAWN, White),
            (Square::B1, PieceKind::ROOK, White),
            (Square::H8, PieceKind::KING, Black),
            (Square::B5, PieceKind::BISHOP, Black),
        ];
        let white = moves(&pieces, false);
        assert_eq!(
            white.iter().filter(|m| m.starts_with("e5")).count(),
            1,
            "{white:?}"
        );
        let black = moves(&pieces, true);
        assert!(black.contains(&"b5e5".to_string()), "{black:?}");
        assert!(black.contains(&"b5b1".to_string()), "{black:?}");
        assert_eq!(black.len(), 21, "{black:?}");
    }

    #[test]
    fn a_unit_beside_the_king_checks_it_as_a_king() {
        // (Popeye 4.104: wKe1 Sc4, bKe8 Bf7: Sc4*f7 is check)
        let pos = position_to_move(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::F7, PieceKind::KNIGHT, White),
                (Square::E8, PieceKind::KING, Black),
            ],
            false,
        );
        let e = engine_under(&pos, &[Condition::TransmissionMenace]);
        assert!(e.in_check(&pos, Black));
        let plain = engine_under(&pos, &[]);
        assert!(!plain.in_check(&pos, Black));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

        /// Under TransmissionMenace a piece has every move it has in
        /// orthodox chess that leaves its king safe under the condition,
        /// and the legal moves are those found by playing each candidate.
        #[test]
        fn the_own_walk_stays(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = engine_under(&pos, &[Condition::TransmissionMenace]);
            let plain = engine_under(&pos, &[]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            let orthodox = legal_moves(&plain, &mut pos);
            for m in orthodox.iter().filter(|m| m.special == nightrider_board::Special::None) {
                e.play(&mut pos, m);
                let safe = !e.in_check(&pos, side);
                pos.undo_move();
                proptest::prop_assert_eq!(safe, list.contains(m), "{:?}", m);
            }
        }
    }
}
