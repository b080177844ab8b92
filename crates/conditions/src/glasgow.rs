//! GlasgowChess, as Popeye 4.104 plays it (found by experiment): a pawn
//! promotes on its seventh rank (White's 7th, Black's 2nd), the move that
//! reaches it promoting as usual (`b6-b7=Q`, `b6*a7=S`, one move per
//! promotion kind); a pawn standing on its seventh rank steps or captures
//! onto the last rank as a pawn (`c7-c8`), and stays there without a move.
//!
//! Orthodox pawns only: fairy pawns and neutral pieces are refused (see
//! [`position_refusal`]), as is every other condition beside it (see
//! `combination_refusal`): not compared with Popeye.

use crate::condition::Condition;
use crate::hooks::is_castling;
use nightrider_board::{Colour, PieceKind, Position};
use nightrider_movegen::MoveList;

/// Rewrites the pawn moves of `raw` for GlasgowChess: a promotion onto
/// the last rank becomes one plain move, a move onto the seventh rank one
/// move per kind of `promotions`.
pub(crate) fn glasgow_promotions(pos: &Position, raw: &mut MoveList, promotions: &[PieceKind]) {
    let mut out = MoveList::new();
    for &m in raw.iter() {
        let pawn = pos
            .piece_at(m.from)
            .filter(|p| p.kind == PieceKind::PAWN && !is_castling(&m));
        let Some(pawn) = pawn else {
            out.push(m);
            continue;
        };
        let seventh = if pawn.colour == Colour::White { 6 } else { 1 };
        if m.promotion.is_some() {
            let plain = nightrider_board::Move {
                promotion: None,
                ..m
            };
            if !out.contains(&plain) {
                out.push(plain);
            }
        } else if m.to.y() == seventh {
            for &kind in promotions {
                out.push(nightrider_board::Move {
                    promotion: Some(kind),
                    ..m
                });
            }
        } else {
            out.push(m);
        }
    }
    *raw = out;
}

/// GlasgowChess with pieces not compared with Popeye under it: fairy
/// pieces (fairy pawns among them), neutral pieces.
pub fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    if !conditions.contains(&Condition::Glasgow) {
        return None;
    }
    if !pos.neutrals().is_empty() {
        return Some("GlasgowChess with neutral pieces");
    }
    pos.occupied()
        .into_iter()
        .any(|sq| pos.piece_at(sq).is_some_and(|p| !p.kind.is_orthodox()))
        .then_some("GlasgowChess with fairy pieces")
}

/// GlasgowChess beside any other condition (none compared with Popeye).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    if !conditions.contains(&Condition::Glasgow) {
        return None;
    }
    let other = conditions.iter().find(|c| **c != Condition::Glasgow)?;
    Some(("GlasgowChess".to_string(), other.to_string()))
}

#[cfg(test)]
mod tests {
    use crate::condition::Condition;
    use crate::test_support::{
        engine_with_rules, legal_moves, legal_moves_as_played, position, position_to_move,
        random_position,
    };
    use nightrider_board::{Colour, PieceKind, Square};

    const W: Colour = Colour::White;
    const B: Colour = Colour::Black;

    #[test]
    fn a_pawn_promotes_on_its_seventh_rank() {
        // Popeye: b6-b7=Q/S/R/B, b6*a7=Q/S/R/B, c7-c8 (a pawn)
        let mut pos = position(&[
            (Square::B6, PieceKind::PAWN, W),
            (Square::C7, PieceKind::PAWN, W),
            (Square::E1, PieceKind::KING, W),
            (Square::A7, PieceKind::KNIGHT, B),
            (Square::E8, PieceKind::KING, B),
        ]);
        let e = engine_with_rules(&pos, &[Condition::Glasgow]);
        let moves = legal_moves(&e, &mut pos);
        let of = |from: Square, to: Square| -> Vec<_> {
            moves
                .iter()
                .filter(|m| m.from == from && m.to == to)
                .map(|m| m.promotion)
                .collect()
        };
        assert_eq!(of(Square::B6, Square::B7).len(), 4);
        assert!(of(Square::B6, Square::B7).iter().all(Option::is_some));
        assert_eq!(of(Square::B6, Square::A7).len(), 4);
        assert_eq!(of(Square::C7, Square::C8), [None]);
    }

    #[test]
    fn a_black_pawn_promotes_on_its_second_rank() {
        let mut pos = position_to_move(
            &[
                (Square::C3, PieceKind::PAWN, B),
                (Square::G2, PieceKind::PAWN, B),
                (Square::E8, PieceKind::KING, B),
                (Square::A1, PieceKind::KING, W),
            ],
            true,
        );
        let e = engine_with_rules(&pos, &[Condition::Glasgow]);
        let moves = legal_moves(&e, &mut pos);
        assert_eq!(
            moves
                .iter()
                .filter(|m| m.from == Square::C3 && m.promotion.is_some())
                .count(),
            4
        );
        assert!(moves
            .iter()
            .any(|m| m.from == Square::G2 && m.to == Square::G1 && m.promotion.is_none()));
    }

    proptest::proptest! {
        /// The legal moves are those found by playing every candidate; no
        /// move promotes onto the last rank, and every pawn move onto the
        /// seventh rank promotes.
        #[test]
        fn promotions_only_on_the_seventh_rank(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 2..16),
            black in proptest::bool::ANY,
        ) {
            let mut pos = random_position(&cells, [true, true], black);
            let e = engine_with_rules(&pos, &[Condition::Glasgow]);
            let list = legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter() {
                let Some(p) = pos.piece_at(m.from) else { continue };
                if p.kind != PieceKind::PAWN {
                    proptest::prop_assert!(m.promotion.is_none());
                    continue;
                }
                let seventh = if p.colour == W { 6 } else { 1 };
                proptest::prop_assert_eq!(m.promotion.is_some(), m.to.y() == seventh, "{:?}", m);
            }
        }
    }
}
