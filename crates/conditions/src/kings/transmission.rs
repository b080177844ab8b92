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
//!
//! Only the kinds of the diagram lend, as Popeye's observation finds
//! them: a rook promoted where the diagram has none lends nothing
//! (`a7-b8=R +` beside the black king on b3 gives it no rook's walk), and
//! a queen lends along a diagonal the bishop's walk where the diagram
//! has a bishop (of either side), along a rank or a file the rook's where
//! it has a rook, else its own where it has a queen. Beside a bishop a
//! knight on d4 observed by a queen on g1 moves as a bishop, not along
//! the d-file. The diagram decides, not the board: capturing the only
//! bishop changes nothing. A queen in the diagram beside a bishop or a
//! rook is refused: there Popeye lends the queen's own walk along some
//! lines by a rule not found.

use crate::condition::Condition;
use crate::engine::{Engine, CHECKED_AT_SETUP};
use crate::lending::WalkKinds;
use nightrider_board::{Colour, Piece, PieceKind, Position, Square};

/// The kinds of the diagram, which alone lend their walks (see the
/// module documentation).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct DiagramKinds(smallvec::SmallVec<[PieceKind; 8]>);

impl DiagramKinds {
    /// The kinds of the units of the diagram `pos`.
    pub(crate) fn of(pos: &Position) -> DiagramKinds {
        let mut kinds = smallvec::SmallVec::new();
        for p in pos.board().iter().flatten() {
            if !kinds.contains(&p.kind) {
                kinds.push(p.kind);
            }
        }
        DiagramKinds(kinds)
    }

    fn has(&self, kind: PieceKind) -> bool {
        self.0.contains(&kind)
    }

    /// The kind whose walk a unit of kind `kind` on `from` lends to the
    /// unit it observes on `to`, if any: its own where the diagram has
    /// it; a queen's along a diagonal the bishop's, along a rank or a
    /// file the rook's, where the diagram has that kind.
    fn lent(&self, kind: PieceKind, from: Square, to: Square) -> Option<PieceKind> {
        if kind == PieceKind::QUEEN {
            let diagonal = from.x() != to.x() && from.y() != to.y();
            let part = if diagonal {
                PieceKind::BISHOP
            } else {
                PieceKind::ROOK
            };
            if self.has(part) {
                return Some(part);
            }
        }
        self.has(kind).then_some(kind)
    }
}

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
/// pieces (not compared with Popeye), and a queen beside a bishop or a
/// rook (Popeye's queen then lends its own walk along some lines and the
/// bishop's or the rook's along others by a rule not found).
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    if !conditions.contains(&Condition::TransmissionMenace) {
        return None;
    }
    if !pos.neutrals().is_empty() {
        return Some("TransmissionMenace with neutral pieces");
    }
    let kinds = DiagramKinds::of(pos);
    (kinds.has(PieceKind::QUEEN) && (kinds.has(PieceKind::BISHOP) || kinds.has(PieceKind::ROOK)))
        .then_some("TransmissionMenace with a queen beside a bishop or a rook in the diagram")
}

impl Engine {
    /// Records what the diagram `pos` decides for TransmissionMenace:
    /// the kinds that lend their walks.
    pub(crate) fn set_transmission_diagram(&mut self, pos: &Position) {
        self.transmission_kinds = DiagramKinds::of(pos);
    }

    /// The kinds whose walks the piece `piece` of `side` on `sq` moves and
    /// observes with under TransmissionMenace: its own first, then those
    /// the opposing units whose own walks observe `sq` lend, each once.
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
            let lent = pos
                .piece_at(from)
                .and_then(|p| self.transmission_kinds.lent(p.kind, from, sq));
            if let Some(kind) = lent {
                if !kinds.contains(&kind) {
                    kinds.push(kind);
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

    fn engine(pos: &Position) -> Engine {
        let mut e = engine_under(pos, &[Condition::TransmissionMenace]);
        e.set_transmission_diagram(pos);
        e
    }

    fn moves(pieces: &[(Square, PieceKind, Colour)], black: bool) -> Vec<String> {
        let mut pos = position_to_move(pieces, black);
        let e = engine(&pos);
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
        let e = engine(&pos);
        assert!(e.in_check(&pos, Black));
        let plain = engine_under(&pos, &[]);
        assert!(!plain.in_check(&pos, Black));
    }

    #[test]
    fn a_queen_lends_a_bishops_walk_on_its_diagonals_beside_a_bishop() {
        // (Popeye 4.104: wKh1 Qg1, bKa8 Sd4: the knight moves as a queen
        // too, Sd4-d1; beside a bishop on h8 only as a bishop)
        let mut pieces = vec![
            (Square::H1, PieceKind::KING, White),
            (Square::G1, PieceKind::QUEEN, White),
            (Square::A8, PieceKind::KING, Black),
            (Square::D4, PieceKind::KNIGHT, Black),
        ];
        let black = moves(&pieces, true);
        assert!(black.contains(&"d4d1".to_string()), "{black:?}");
        assert!(black.contains(&"d4a1".to_string()), "{black:?}");
        pieces.push((Square::H8, PieceKind::BISHOP, Black));
        let black = moves(&pieces, true);
        assert!(!black.contains(&"d4d1".to_string()), "{black:?}");
        assert!(black.contains(&"d4a1".to_string()), "{black:?}");
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
            let e = engine(&pos);
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
