//! ExtinctionChess, as Popeye 4.104 plays it (found by running it; its
//! manual gives only the name):
//!
//! - Every unit that is the only one of its kind on its side is royal:
//!   a side is in check when any of them is attacked, and may not leave
//!   one attacked (`Qd1-b3` is illegal beside a black rook on b8 when
//!   White has one queen; with two rooks, either may stand attacked).
//!   A move attacking such a unit of the other side is a check
//!   (`Ra1-c1 +` attacking Black's only bishop); mate and stalemate are
//!   as usual.
//! - The kinds are counted after the move: a pawn promoting to a kind
//!   its side has none of makes a royal unit (`b7-b8=Q` is illegal where
//!   the queen would stand attacked; `=R` beside a second rook is not),
//!   and the last pawn may promote (no kind has to survive). Pawns may
//!   promote to king (`b7-b8=K` first, then `=Q`, `=S`, `=R`, `=B`); a
//!   side's two kings are then no royal units.
//! - Kings are no exception: a side with two kings may move them into
//!   attack and castle with one across attacked squares (the castling
//!   is still barred while another royal unit is attacked, and the rook
//!   must not end attacked when it is the only rook).
//! - A unique pawn's double step past an opposing pawn that could take
//!   it en passant is a self-check, as for any royal pawn.
//!
//! Royalty is kept as marks on the pieces, renewed after each move and
//! on the diagram: [`Attributes::CROWNED`] on a unique piece that is no
//! king, [`Attributes::CONDITION_MARK`] on a king that is not royal.

use crate::condition::Condition;
use nightrider_board::{Attributes, Colour, Piece, PieceKind, Position, Square};

/// `piece` with the royalty `only` (the only one of its kind) gives it.
fn crowned(piece: Piece, only: bool) -> Piece {
    let mut attributes = piece.attributes;
    if piece.kind == PieceKind::KING {
        // (a king promoted from the only pawn carries the pawn's mark)
        attributes.remove(Attributes::CROWNED);
        attributes.set(Attributes::CONDITION_MARK, !only);
    } else {
        attributes.set(Attributes::CROWNED, only);
    }
    Piece {
        attributes,
        ..piece
    }
}

/// For each piece of `pos`, the piece with the royalty its side's
/// number of units of its kind gives it, where that changes.
fn changes(pos: &Position) -> smallvec::SmallVec<[(Square, Piece); 8]> {
    let mut out = smallvec::SmallVec::new();
    for colour in [Colour::White, Colour::Black] {
        let squares = pos.by_colour(colour);
        // (kind, count, square of the first), in order of appearance
        let mut counts: smallvec::SmallVec<[(PieceKind, u8, Square); 16]> =
            smallvec::SmallVec::new();
        for sq in squares {
            let Some(p) = pos.piece_at(sq) else {
                continue;
            };
            match counts.iter_mut().find(|(k, _, _)| *k == p.kind) {
                Some(entry) => entry.1 = entry.1.saturating_add(1),
                None => counts.push((p.kind, 1, sq)),
            }
        }
        for sq in squares {
            let Some(p) = pos.piece_at(sq) else {
                continue;
            };
            let only = counts.iter().any(|&(k, n, _)| k == p.kind && n == 1);
            let new = crowned(p, only);
            if new != p {
                out.push((sq, new));
            }
        }
    }
    out
}

/// After a move (its effects done): marks the units that are the only
/// ones of their kind on their side royal, the others not (journaled,
/// so that undoing the move restores them).
pub(crate) fn crown(pos: &mut Position) {
    for (sq, piece) in changes(pos) {
        pos.change_piece(sq, piece);
    }
}

/// On the diagram: as [`crown`], unrecorded.
pub(crate) fn crown_diagram(pos: &mut Position) {
    for (sq, piece) in changes(pos) {
        pos.put(sq, piece);
    }
}

/// ExtinctionChess has been compared with Popeye alone.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| **c == Condition::Extinction)?;
    let other = conditions.iter().find(|c| *c != first)?;
    Some((first.to_string(), other.to_string()))
}

/// What of the diagram `pos` ExtinctionChess among `conditions` cannot
/// play: neutral pieces, royal pieces and Poseidons, pieces with other
/// attributes (not compared with Popeye).
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    if !conditions.contains(&Condition::Extinction) {
        return None;
    }
    if !pos.neutrals().is_empty() {
        return Some("ExtinctionChess with neutral pieces");
    }
    let pieces = || pos.board().iter().flatten();
    if pieces().any(|p| p.attributes.contains(Attributes::ROYAL) || p.kind == PieceKind::POSEIDON) {
        return Some("ExtinctionChess with royal pieces");
    }
    pieces()
        .any(|p| p.has_attributes_beyond_origin())
        .then_some("ExtinctionChess with piece attributes")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{engine_with_rules as engine, legal_moves, position};
    use nightrider_board::{CastlingRights, Move};

    use Colour::{Black, White};
    use PieceKind as K;

    /// The engine's legal moves after preparing the diagram, as
    /// `from`+`to` (+ the promotion's kind).
    fn moves(pieces: &[(Square, PieceKind, Colour)], side: Colour) -> Vec<String> {
        let mut pos = position(pieces);
        pos.set_castling_unrecorded(CastlingRights::all());
        pos.set_side_to_move_unrecorded(side);
        let e = engine(&pos, &[Condition::Extinction]);
        e.prepare_position(&mut pos);
        let mut v: Vec<String> = legal_moves(&e, &mut pos)
            .iter()
            .map(|m| match m.promotion {
                Some(k) => format!("{}{}={k}", m.from, m.to),
                None => format!("{}{}", m.from, m.to),
            })
            .collect();
        v.sort();
        v
    }

    /// Whether each unit is royal exactly when it is the only one of its
    /// kind on its side.
    fn crowned_right(pos: &Position) -> bool {
        pos.occupied().into_iter().all(|sq| {
            let p = pos.piece_at(sq).expect("occupied");
            let same = pos
                .by_colour(p.colour)
                .into_iter()
                .filter(|&s| pos.piece_at(s).is_some_and(|q| q.kind == p.kind))
                .count();
            pos.royals(p.colour).contains(sq) == (same == 1)
        })
    }

    #[test]
    fn the_only_unit_of_a_kind_is_royal() {
        // White has one queen and two rooks: the queen may not step onto
        // the b-file, a rook may; Ra1-c1 checks the only black bishop
        let list = moves(
            &[
                (Square::E1, K::KING, White),
                (Square::D1, K::QUEEN, White),
                (Square::A1, K::ROOK, White),
                (Square::H1, K::ROOK, White),
                (Square::A2, K::PAWN, White),
                (Square::E8, K::KING, Black),
                (Square::B8, K::ROOK, Black),
                (Square::C8, K::BISHOP, Black),
            ],
            White,
        );
        assert!(!list.contains(&"d1b3".to_string()), "{list:?}");
        assert!(!list.contains(&"d1b1".to_string()), "{list:?}");
        assert!(list.contains(&"a1b1".to_string()), "{list:?}");
        assert!(list.contains(&"e1g1".to_string()), "{list:?}");
        let mut pos = position(&[
            (Square::E1, K::KING, White),
            (Square::C1, K::ROOK, White),
            (Square::E8, K::KING, Black),
            (Square::C8, K::BISHOP, Black),
        ]);
        let e = engine(&pos, &[Condition::Extinction]);
        e.prepare_position(&mut pos);
        assert!(e.in_check(&pos, Black));
    }

    #[test]
    fn promotions_count_after_the_move() {
        // b8 is attacked by the rook on h8: only the king (two kings,
        // none royal) may promote there, and a rook beside the rook c1
        let alone = moves(
            &[
                (Square::E1, K::KING, White),
                (Square::B7, K::PAWN, White),
                (Square::G6, K::KING, Black),
                (Square::H8, K::ROOK, Black),
            ],
            White,
        );
        let promotions: Vec<_> = alone.iter().filter(|m| m.contains('=')).collect();
        assert_eq!(promotions, vec!["b7b8=K"]);
        let beside = moves(
            &[
                (Square::E1, K::KING, White),
                (Square::B7, K::PAWN, White),
                (Square::C1, K::ROOK, White),
                (Square::G6, K::KING, Black),
                (Square::H8, K::ROOK, Black),
            ],
            White,
        );
        let promotions: Vec<_> = beside.iter().filter(|m| m.contains('=')).collect();
        assert_eq!(promotions, vec!["b7b8=K", "b7b8=R"]);
    }

    #[test]
    fn two_kings_castle_across_attacks_and_a_royal_pawn_is_taken_en_passant() {
        // the bishop d3 attacks f1; White has two kings
        let list = moves(
            &[
                (Square::E1, K::KING, White),
                (Square::C6, K::KING, White),
                (Square::A1, K::ROOK, White),
                (Square::H1, K::ROOK, White),
                (Square::A2, K::PAWN, White),
                (Square::G6, K::KING, Black),
                (Square::D3, K::BISHOP, Black),
            ],
            White,
        );
        assert!(list.contains(&"e1g1".to_string()), "{list:?}");
        assert!(list.contains(&"e1c1".to_string()), "{list:?}");
        // the only white pawn may not pass the black pawn d4 (it would be
        // taken en passant), nor step where it attacks
        let list = moves(
            &[
                (Square::E1, K::KING, White),
                (Square::E2, K::PAWN, White),
                (Square::H8, K::KING, Black),
                (Square::D4, K::PAWN, Black),
            ],
            White,
        );
        assert!(list.iter().all(|m| m.starts_with("e1")), "{list:?}");
    }

    #[test]
    fn an_attacked_only_rook_bars_castling() {
        let list = moves(
            &[
                (Square::E1, K::KING, White),
                (Square::H1, K::ROOK, White),
                (Square::A2, K::PAWN, White),
                (Square::G6, K::KING, Black),
                (Square::C6, K::BISHOP, Black),
            ],
            White,
        );
        assert!(list.iter().all(|m| m.starts_with("h1")), "{list:?}");
        let m = Move::quiet(Square::H1, Square::H8);
        assert!(list.contains(&format!("{}{}", m.from, m.to)));
    }

    #[test]
    fn refused_with_neutral_royal_and_attributed_pieces_and_beside_others() {
        let base = [(Square::E1, K::KING, White), (Square::E8, K::KING, Black)];
        let conditions = [Condition::Extinction];
        let plain = position(&base);
        assert_eq!(position_refusal(&plain, &conditions), None);
        for (attribute, why) in [
            (Attributes::NEUTRAL, "ExtinctionChess with neutral pieces"),
            (Attributes::ROYAL, "ExtinctionChess with royal pieces"),
            (
                Attributes::KAMIKAZE,
                "ExtinctionChess with piece attributes",
            ),
        ] {
            let mut pos = position(&base);
            pos.put(
                Square::D4,
                Piece::new(K::ROOK, White).with_attributes(attribute),
            );
            assert_eq!(position_refusal(&pos, &conditions), Some(why));
        }
        let circe = [
            Condition::Extinction,
            Condition::Circe(crate::CirceRules::default()),
        ];
        assert!(combination_refusal(&circe).is_some());
        assert!(combination_refusal(&conditions).is_none());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

        /// After every legal move each unit is royal exactly when it is
        /// the only one of its kind on its side, the mover is not in
        /// check, and undoing the move restores the position; the legal
        /// moves are those found by playing every candidate.
        #[test]
        fn every_move_crowns_the_only_units(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 1..10),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            pos.set_castling_unrecorded(CastlingRights::all());
            let conditions = [Condition::Extinction];
            let e = engine(&pos, &conditions);
            e.prepare_position(&mut pos);
            proptest::prop_assert!(crowned_right(&pos));
            proptest::prop_assume!(!e.in_check(&pos, !pos.side_to_move()));
            crate::test_support::check_crowning_moves(&e, &mut pos, crowned_right)?;
        }
    }
}
