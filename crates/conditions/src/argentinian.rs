//! ArgentinianChess, as Popeye 4.104 plays it (found by experiment; its
//! manual only names the condition): the Argentinian pieces — senora
//! (`SE`), faro (`FA`), loco (`LO`) and saltador (`SA`) — play the parts
//! of queen, rook, bishop and knight. It changes no piece's walk (an
//! orthodox queen still moves as a queen, a faro as a faro); it changes
//! which pieces a pawn promotes to and which piece a king castles with:
//!
//! - Promotions: a pawn promotes to the senora, faro, loco and saltador
//!   (`e7-e8=SE`) instead of queen, rook, bishop and knight, and, as
//!   always in Popeye, to the other kinds of the diagram, orthodox ones
//!   included (a rook in the diagram: `=R` too).
//! - Castling: the king castles with a faro on its corner (`0-0` with a
//!   faro on h1), no longer with a rook.
//!
//! Popeye also starts proof games from the Argentinian game array and
//! uses the Argentinian pieces' parts for the Circe rebirth squares;
//! proof games under ArgentinianChess are refused (the proof-game bound
//! knows no saltador), and so is every other condition beside it
//! (`combination_refusal`).

use nightrider_board::catalogue::{self, Language};
use nightrider_board::{PieceKind, Position};
use nightrider_movegen::Rules;

use crate::condition::Condition;

/// The Argentinian pieces replacing queen, rook, bishop and knight, in
/// Popeye's order: senora, faro, loco, saltador.
pub fn argentinian_pieces() -> [PieceKind; 4] {
    ["se", "fa", "lo", "sa"].map(|code| {
        catalogue::by_code(Language::English, code).expect("the Argentinian pieces are catalogued")
    })
}

/// The faro, the Argentinian rook (the castling partner).
pub fn faro() -> PieceKind {
    argentinian_pieces()[1]
}

/// The kinds of the castling piece and of its partner: king and faro.
pub fn castling_pieces() -> (PieceKind, PieceKind) {
    (PieceKind::KING, faro())
}

/// ArgentinianChess beside another condition, as the two names for the
/// error: it has been compared with Popeye alone.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    if !conditions.contains(&Condition::Argentinian) {
        return None;
    }
    let other = conditions.iter().find(|c| **c != Condition::Argentinian)?;
    Some(("ArgentinianChess".to_string(), other.to_string()))
}

/// `rules` (Popeye's: queen, knight, rook, bishop and the fairy kinds of
/// the diagram `pos`) changed by ArgentinianChess among `conditions`: a
/// pawn promotes to the Argentinian pieces and to every other kind of the
/// diagram but kings and pawns.
pub(crate) fn adapt_rules(conditions: &[Condition], pos: &Position, rules: &mut Rules) {
    if conditions.contains(&Condition::Argentinian) {
        crate::marine::promote_to_set(argentinian_pieces(), pos, rules);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::test_support::{legal_moves, position};
    use nightrider_board::{Colour, Move, Special, Square};
    use nightrider_movegen::MoveGenerator;
    use Colour::{Black, White};

    fn engine(pos: &mut Position) -> Engine {
        let conditions = [Condition::Argentinian];
        let mut rules = Rules::default();
        adapt_rules(&conditions, pos, &mut rules);
        let kinds = pos
            .board()
            .iter()
            .flatten()
            .map(|p| p.kind)
            .chain(rules.all_promotions());
        let registry = nightrider_movegen::fairy::registry_for_kinds(kinds, &rules).unwrap();
        let generator = MoveGenerator::for_position(pos, rules, &registry).unwrap();
        let e = Engine::new(generator, &conditions).unwrap();
        e.prepare_position(pos);
        e
    }

    fn castlings(pieces: &[(Square, PieceKind, Colour)]) -> Vec<Move> {
        let mut pos = position(pieces);
        let e = engine(&mut pos);
        legal_moves(&e, &mut pos)
            .into_iter()
            .filter(|m| m.is_castling())
            .collect()
    }

    #[test]
    fn the_king_castles_with_a_faro_not_a_rook() {
        // (Popeye 4.104: Ke1 FAh1 FAa1: 0-0 and 0-0-0; Ke1 Rh1: none)
        let moves = castlings(&[
            (Square::E1, PieceKind::KING, White),
            (Square::H1, faro(), White),
            (Square::A1, faro(), White),
            (Square::E8, PieceKind::KING, Black),
        ]);
        assert_eq!(moves.len(), 2);
        let moves = castlings(&[
            (Square::E1, PieceKind::KING, White),
            (Square::H1, PieceKind::ROOK, White),
            (Square::E8, PieceKind::KING, Black),
        ]);
        assert!(moves.is_empty());
    }

    #[test]
    fn pawns_promote_to_the_argentinian_pieces_and_the_diagrams_kinds() {
        let pos = position(&[
            (Square::D7, PieceKind::PAWN, White),
            (Square::C4, PieceKind::ROOK, Black),
            (Square::E1, PieceKind::KING, White),
            (Square::E8, PieceKind::KING, Black),
        ]);
        let mut rules = Rules::default();
        adapt_rules(&[Condition::Argentinian], &pos, &mut rules);
        let mut expected = vec![PieceKind::ROOK];
        expected.extend(argentinian_pieces());
        assert_eq!(rules.promotions.to_vec(), expected);
        let mut unchanged = Rules::default();
        adapt_rules(&[], &pos, &mut unchanged);
        assert_eq!(unchanged, Rules::default());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

        /// Under ArgentinianChess a pawn promotes only to an Argentinian
        /// piece or a kind of the diagram, and a king castles only with a
        /// faro (faros on the corners half the time); the legal moves are
        /// those found by playing.
        #[test]
        fn promotions_and_castlings_follow_the_argentinian_pieces(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            faros in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            if faros {
                for (sq, colour) in [(Square::A1, White), (Square::H1, White), (Square::A8, Black), (Square::H8, Black)] {
                    pos.put(sq, nightrider_board::Piece::new(faro(), colour));
                }
            }
            let side = pos.side_to_move();
            let e = engine(&mut pos);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let moves = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in moves.iter() {
                if let Some(kind) = m.promotion {
                    let present = pos.board().iter().flatten().any(|p| p.kind == kind);
                    proptest::prop_assert!(argentinian_pieces().contains(&kind) || present, "{:?}", m);
                }
                if let Special::Castle { rook_from, .. } = m.special {
                    proptest::prop_assert_eq!(pos.piece_at(rook_from).map(|p| p.kind), Some(faro()));
                    proptest::prop_assert_eq!(pos.piece_at(m.from).map(|p| p.kind), Some(PieceKind::KING));
                }
            }
        }
    }
}
