//! MarineChess and UltramarineChess, as Popeye 4.104 plays them (found by
//! experiment; its manual only names them).
//!
//! Neither changes how a piece moves, captures or checks: an orthodox
//! queen still moves and captures as a queen, a siren as a siren (its
//! captures the locust's, `SIe4*c4-b4`), a king as a king. What they
//! change is which pieces play the orthodox pieces' parts, in the kinds
//! pawns promote to and in castling:
//!
//! - Promotions: an orthodox pawn promotes to the marine pieces (siren,
//!   triton, nereide, marine knight: `d7-d8=SI`) instead of queen, rook,
//!   bishop and knight, and, as always in Popeye, to the other kinds of
//!   the diagram, orthodox ones included (a queen in the diagram: `=Q`
//!   too) — the set a marine pawn promotes to anyway.
//! - Castling under MarineChess: the king castles with a triton on its
//!   corner (`0-0` with a triton on h1), no longer with a rook; a Poseidon
//!   does not castle.
//! - Castling under UltramarineChess: the Poseidon castles with a triton;
//!   a king does not castle at all.
//!
//! Popeye also uses the marine pieces' parts for the game array of a proof
//! game and for the Circe rebirth squares (a siren reborn on d8 as a
//! queen); both are refused here ([`crate::compat`]).

use nightrider_board::catalogue::{self, Language};
use nightrider_board::{Castling, CastlingRights, Colour, PieceKind, Position};
use nightrider_movegen::{MoveList, Rules};

use crate::condition::Condition;

/// The condition's name, as Popeye prints it.
pub fn name(ultra: bool) -> &'static str {
    if ultra {
        "UltramarineChess"
    } else {
        "MarineChess"
    }
}

/// Whether `c` is MarineChess or UltramarineChess.
pub fn is_marine(c: &Condition) -> bool {
    matches!(c, Condition::Marine { .. })
}

/// Whether MarineChess or UltramarineChess has been compared with Popeye
/// beside `c` (move lists agreeing). Popeye also plays the Circe
/// family's rebirths and proof games by the marine pieces' parts, not
/// done here; MarineChess beside UltramarineChess is not compared.
fn compared_beside(c: &Condition) -> bool {
    matches!(
        c,
        Condition::NoCapture
            | Condition::Monochrome
            | Condition::Bichrome
            | Condition::Madrasi { .. }
            | Condition::Eiffel
            | Condition::Patrol
            | Condition::MustCapture(_)
            | Condition::Maximummer(_)
            | Condition::Minimummer(_)
    )
}

/// The first combination of MarineChess or UltramarineChess with a
/// condition not compared with Popeye (see [`compared_beside`]), named.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| is_marine(c))?;
    let other = conditions
        .iter()
        .find(|c| *c != first && !compared_beside(c))?;
    Some((first.to_string(), other.to_string()))
}

/// The marine pieces replacing queen, rook, bishop and knight, in
/// Popeye's order: siren, triton, nereide, marine knight.
pub fn marine_pieces() -> [PieceKind; 4] {
    ["si", "tr", "nd", "ms"].map(|code| {
        catalogue::by_code(Language::English, code).expect("the marine pieces are catalogued")
    })
}

/// The triton, the marine rook (the castling partner).
pub fn triton() -> PieceKind {
    marine_pieces()[1]
}

/// The kind of the piece that castles: the king, or under
/// UltramarineChess the Poseidon.
pub fn castling_king(ultra: bool) -> PieceKind {
    if ultra {
        PieceKind::POSEIDON
    } else {
        PieceKind::KING
    }
}

/// Where `kind` stands in Popeye's table of pieces (its order of
/// promotions): queen, knight, rook, bishop, then the catalogue's
/// numbering, which follows Popeye's table for its fairy pieces.
fn table_rank(kind: PieceKind) -> (u8, u16) {
    let orthodox = [
        PieceKind::QUEEN,
        PieceKind::KNIGHT,
        PieceKind::ROOK,
        PieceKind::BISHOP,
    ];
    match orthodox.iter().position(|&k| k == kind) {
        Some(i) => (0, i as u16),
        None => (1, kind.0),
    }
}

/// `rules` (Popeye's: queen, knight, rook, bishop and the fairy kinds of
/// the diagram `pos`) changed by MarineChess or UltramarineChess among
/// `conditions`: an orthodox pawn promotes to the marine pieces and to
/// every other kind of the diagram but kings and pawns, orthodox ones
/// too, in the order of Popeye's table.
pub(crate) fn adapt_rules(conditions: &[Condition], pos: &Position, rules: &mut Rules) {
    if conditions.iter().any(is_marine) {
        promote_to_set(marine_pieces(), pos, rules);
    }
}

/// `rules` (Popeye's: queen, knight, rook, bishop and the fairy kinds of
/// the diagram `pos`) changed for a condition whose `set` of pieces plays
/// the parts of queen, rook, bishop and knight: an orthodox pawn promotes
/// to the set and to every other kind of the diagram but kings and pawns,
/// orthodox ones too, in the order of Popeye's table.
pub(crate) fn promote_to_set(set: [PieceKind; 4], pos: &Position, rules: &mut Rules) {
    let orthodox = [
        PieceKind::QUEEN,
        PieceKind::KNIGHT,
        PieceKind::ROOK,
        PieceKind::BISHOP,
    ];
    let present = |kind: PieceKind| pos.board().iter().flatten().any(|p| p.kind == kind);
    let mut kinds: Vec<PieceKind> = set.into_iter().collect();
    kinds.extend(orthodox.into_iter().filter(|&k| present(k)));
    kinds.extend(
        rules
            .promotions
            .iter()
            .copied()
            .filter(|k| !orthodox.contains(k)),
    );
    kinds.sort_by_key(|&k| table_rank(k));
    kinds.dedup();
    rules.promotions = kinds.into_iter().collect();
}

/// The kinds of the castling piece and of its partner on the corner
/// under MarineChess (`ultra` false: king and triton) or
/// UltramarineChess (Poseidon and triton).
pub fn castling_pieces(ultra: bool) -> (PieceKind, PieceKind) {
    (castling_king(ultra), triton())
}

/// Sets the castling rights of the diagram `pos` where the castling
/// pieces are `pieces` (the kinds of the piece that castles and of its
/// partner, e.g. [`castling_pieces`]): a castling is possible where the
/// castling piece stands on its home square and a partner of its side on
/// the corner; the rights of rooks are gone.
pub(crate) fn set_castling_rights(pos: &mut Position, pieces: (PieceKind, PieceKind)) {
    let mut rights = CastlingRights::empty();
    for c in Castling::ALL.iter() {
        if pieces_home(pos, c, pieces) {
            rights |= c.right;
        }
    }
    pos.set_castling_unrecorded(rights);
}

/// Whether the castling piece and its partner (`pieces`) of castling
/// `c`'s side stand on `c`'s squares (neither of them neutral).
fn pieces_home(pos: &Position, c: &Castling, pieces: (PieceKind, PieceKind)) -> bool {
    let home = |sq, kind| {
        pos.piece_at(sq)
            .is_some_and(|p| p.kind == kind && p.colour == c.colour && !p.is_neutral())
    };
    home(c.king_from, pieces.0) && home(c.rook_from, pieces.1)
}

/// Appends the castlings of `side` with the castling pieces `pieces`
/// (see [`set_castling_rights`]) that the rights, the pieces on their
/// squares and the empty squares between allow, without any test of
/// check (the engine tests the king's way as for orthodox castling).
pub(crate) fn castling_candidates(
    pos: &Position,
    side: Colour,
    pieces: (PieceKind, PieceKind),
    out: &mut MoveList,
) {
    for c in Castling::ALL.iter().filter(|c| c.colour == side) {
        if !pos.castling().contains(c.right) || !pieces_home(pos, c, pieces) {
            continue;
        }
        if nightrider_movegen::castling_way_empty(pos, c) {
            out.push(c.as_move());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::test_support::{legal_moves, position};
    use nightrider_board::{Move, Special, Square};
    use nightrider_movegen::MoveGenerator;
    use Colour::{Black, White};

    fn castles(pieces: &[(Square, PieceKind, Colour)], ultra: bool) -> Vec<Move> {
        let mut pos = position(pieces);
        let conditions = [Condition::Marine { ultra }];
        let rules = Rules::default();
        let kinds = pos.board().iter().flatten().map(|p| p.kind);
        let registry = nightrider_movegen::fairy::registry_for_kinds(kinds, &rules).unwrap();
        let generator = MoveGenerator::for_position(&pos, rules, &registry).unwrap();
        let e = Engine::new(generator, &conditions).unwrap();
        e.prepare_position(&mut pos);
        legal_moves(&e, &mut pos)
            .into_iter()
            .filter(|m| m.is_castling())
            .collect()
    }

    #[test]
    fn the_king_castles_with_a_triton_not_a_rook() {
        let pieces = |king| {
            [
                (Square::E1, king, White),
                (Square::H1, triton(), White),
                (Square::A1, PieceKind::ROOK, White),
                (Square::C6, PieceKind::KING, Black),
            ]
        };
        let moves = castles(&pieces(PieceKind::KING), false);
        assert_eq!(moves.len(), 1);
        assert_eq!(moves[0].to, Square::G1);
        assert!(castles(&pieces(PieceKind::POSEIDON), false).is_empty());
    }

    #[test]
    fn under_ultramarine_the_poseidon_castles_and_the_king_does_not() {
        let pieces = |king| {
            [
                (Square::E1, king, White),
                (Square::H1, triton(), White),
                (Square::A1, triton(), White),
                (Square::C6, PieceKind::KING, Black),
            ]
        };
        assert_eq!(castles(&pieces(PieceKind::POSEIDON), true).len(), 2);
        assert!(castles(&pieces(PieceKind::KING), true).is_empty());
    }

    #[test]
    fn pawns_promote_to_the_marine_pieces_and_the_diagrams_kinds() {
        let pos = position(&[
            (Square::D7, PieceKind::PAWN, White),
            (Square::B1, PieceKind::KNIGHT, White),
            (Square::E1, PieceKind::KING, White),
            (Square::E8, PieceKind::KING, Black),
        ]);
        let mut rules = Rules::default();
        adapt_rules(&[Condition::Marine { ultra: false }], &pos, &mut rules);
        let mut expected = vec![PieceKind::KNIGHT];
        expected.extend(marine_pieces());
        assert_eq!(rules.promotions.to_vec(), expected);
        let mut unchanged = Rules::default();
        adapt_rules(&[], &pos, &mut unchanged);
        assert_eq!(unchanged, Rules::default());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

        /// Under MarineChess and UltramarineChess a pawn promotes only to a
        /// marine piece or a kind of the diagram, and castles only a king
        /// (a Poseidon) with a triton (tritons on the corners half the
        /// time); the legal moves are those found by playing.
        #[test]
        fn promotions_and_castlings_follow_the_marine_pieces(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            ultra in proptest::bool::ANY,
            tritons in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            if ultra {
                for sq in [Square::E1, Square::E8] {
                    let king = pos.piece_at(sq).unwrap();
                    pos.put(sq, nightrider_board::Piece::new(PieceKind::POSEIDON, king.colour));
                }
            }
            if tritons {
                for (sq, colour) in [(Square::A1, White), (Square::H1, White), (Square::A8, Black), (Square::H8, Black)] {
                    pos.put(sq, nightrider_board::Piece::new(triton(), colour));
                }
            }
            let side = pos.side_to_move();
            let conditions = [Condition::Marine { ultra }];
            let mut rules = Rules::default();
            adapt_rules(&conditions, &pos, &mut rules);
            let kinds = pos.board().iter().flatten().map(|p| p.kind).chain(rules.all_promotions());
            let registry = nightrider_movegen::fairy::registry_for_kinds(kinds, &rules).unwrap();
            let generator = MoveGenerator::for_position(&pos, rules, &registry).unwrap();
            let e = Engine::new(generator, &conditions).unwrap();
            e.prepare_position(&mut pos);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let moves = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in moves.iter() {
                if let Some(kind) = m.promotion {
                    let present = pos.board().iter().flatten().any(|p| p.kind == kind);
                    proptest::prop_assert!(marine_pieces().contains(&kind) || present, "{:?}", m);
                }
                if let Special::Castle { rook_from, .. } = m.special {
                    proptest::prop_assert_eq!(pos.piece_at(rook_from).map(|p| p.kind), Some(triton()));
                    proptest::prop_assert_eq!(
                        pos.piece_at(m.from).map(|p| p.kind),
                        Some(castling_king(ultra))
                    );
                }
            }
        }
    }
}
