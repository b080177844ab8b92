//! LosingChess, as Popeye 4.104 plays it (found by running it; its
//! manual gives only the name):
//!
//! - No piece is royal: the kings walk into attack, may be captured and
//!   castle whatever attacks their way (`0-0` with the king in check),
//!   and no side is ever in check.
//! - Capturing is obligatory for both sides: a side with a capture plays
//!   only captures (MustCapture for both).
//! - Pawns may promote to king (`b7-b8=K` first, then `=Q`, `=S`, `=R`,
//!   `=B`).
//! - The goals of check and mate (`#`, `+`, `#=`, …) are refused, as
//!   Popeye refuses them ("LosingChess incompatible with check or mate
//!   stipulations"); a side without a legal move, or without pieces, is
//!   stalemated (`1.Ra1*a2 =` when Black had only that pawn).
//!
//! The kings are kept not royal by [`Attributes::CONDITION_MARK`], set on
//! the diagram and on a king a pawn promotes to.

use crate::condition::Condition;
use nightrider_board::{Attributes, Piece, PieceKind, Position};

/// `king` not royal.
fn dethroned(king: Piece) -> Piece {
    let mut attributes = king.attributes;
    attributes.insert(Attributes::CONDITION_MARK);
    Piece { attributes, ..king }
}

/// On the diagram: every king not royal (unrecorded).
pub(crate) fn dethrone_diagram(pos: &mut Position) {
    for sq in pos.occupied() {
        if let Some(p) = pos.piece_at(sq).filter(|p| p.kind == PieceKind::KING) {
            pos.put(sq, dethroned(p));
        }
    }
}

/// Right after the move proper of `m`: a king `m` promoted to is not
/// royal (journaled with the move).
pub(crate) fn dethrone_promoted(pos: &mut Position, m: &nightrider_board::Move) {
    if m.promotion != Some(PieceKind::KING) {
        return;
    }
    if let Some(king) = pos.piece_at(m.to).filter(|p| p.kind == PieceKind::KING) {
        let new = dethroned(king);
        if new != king {
            pos.change_piece(m.to, new);
        }
    }
}

/// LosingChess has been compared with Popeye alone.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| **c == Condition::Losing)?;
    let other = conditions.iter().find(|c| *c != first)?;
    Some((first.to_string(), other.to_string()))
}

/// What of the diagram `pos` LosingChess among `conditions` cannot play:
/// neutral pieces and royal pieces (not compared with Popeye).
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    if !conditions.contains(&Condition::Losing) {
        return None;
    }
    if !pos.neutrals().is_empty() {
        return Some("LosingChess with neutral pieces");
    }
    pos.board()
        .iter()
        .flatten()
        .any(|p| p.attributes.contains(Attributes::ROYAL) || p.kind == PieceKind::POSEIDON)
        .then_some("LosingChess with royal pieces")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{
        engine_with_rules as engine, legal_moves, position, sorted_move_squares,
    };
    use nightrider_board::{Colour, Square};

    use Colour::{Black, White};
    use PieceKind as K;

    /// The engine's legal moves after preparing the diagram.
    fn moves(pieces: &[(Square, PieceKind, Colour)]) -> Vec<String> {
        let mut pos = position(pieces);
        pos.set_castling_unrecorded(nightrider_board::CastlingRights::all());
        let e = engine(&pos, &[Condition::Losing]);
        e.prepare_position(&mut pos);
        sorted_move_squares(&e, &mut pos)
    }

    #[test]
    fn a_capture_is_obligatory_and_kings_are_no_kings() {
        // the rook must take the pawn; the king may be taken
        let list = moves(&[
            (Square::E1, K::KING, White),
            (Square::A1, K::ROOK, White),
            (Square::A5, K::PAWN, Black),
            (Square::E8, K::KING, Black),
        ]);
        assert_eq!(list, vec!["a1a5".to_string()]);
        let list = moves(&[(Square::E1, K::ROOK, White), (Square::E8, K::KING, Black)]);
        assert_eq!(list, vec!["e1e8".to_string()]);
    }

    #[test]
    fn a_king_walks_into_attack_and_castles_through_it() {
        let list = moves(&[
            (Square::E1, K::KING, White),
            (Square::H1, K::ROOK, White),
            (Square::E8, K::KING, Black),
            (Square::F8, K::ROOK, Black),
        ]);
        assert!(list.contains(&"e1f1".to_string()), "{list:?}");
        assert!(list.contains(&"e1f2".to_string()), "{list:?}");
        assert!(list.contains(&"e1g1".to_string()), "{list:?}");
    }

    #[test]
    fn a_pawn_promotes_to_a_king_that_is_not_royal() {
        let mut pos = position(&[(Square::B7, K::PAWN, White), (Square::E8, K::KING, Black)]);
        let e = engine(&pos, &[Condition::Losing]);
        e.prepare_position(&mut pos);
        let promotions: Vec<_> = legal_moves(&e, &mut pos)
            .iter()
            .filter_map(|m| m.promotion)
            .collect();
        assert_eq!(promotions.first(), Some(&K::KING));
        let m = nightrider_board::Move::quiet(Square::B7, Square::B8).promoting(K::KING);
        e.play(&mut pos, &m);
        assert!(pos.royals(Black).is_empty(), "{:?}", pos.royals(Black));
        assert!(pos.royals(White).is_empty(), "{:?}", pos.royals(White));
        assert!(!e.in_check(&pos, Black) && !e.in_check(&pos, White));
    }
}
