//! RoleExchange as Popeye 4.104 plays it (found by experiment; its manual
//! only names it and says that a maximum number may follow): besides its
//! moves, White (never Black) may play the move `RoleExchange`. Every
//! unit changes colour and the board turns half round, so that a unit on
//! `a1` goes to `h8` and one on `e2` to `d7`; then Black moves. As the
//! half turn with the change of colours maps the rules onto themselves,
//! the side that was to move faces, as Black, what the other side faced
//! (a White checkmated plays `1. RoleExchange #`), and White's new king,
//! Black's before, is not in check. White plays it in check too.
//!
//! Refused: the maximum number (`RoleExchange 2`), any other condition
//! beside it, neutral pieces and piece attributes, fairy pieces other
//! than those compared with Popeye (`COMPARED_FAIRY`), and a diagram
//! with castling rights (Popeye's castling after a half turn and back
//! has not been compared; the move clears every right).

use crate::condition::Condition;
use nightrider_board::{Colour, Move, Position};
use nightrider_movegen::MoveList;

/// The fairy pieces (Popeye's codes) whose moves beside RoleExchange were
/// compared with Popeye 4.104.
pub(crate) const COMPARED_FAIRY: &[&str] = &["g", "n", "z", "ca", "le", "nh"];

/// Appends White's `RoleExchange` to `out` when White is to move.
pub(crate) fn candidates(pos: &Position, out: &mut MoveList) {
    if pos.side_to_move() == Colour::White {
        out.push(Move::role_exchange());
    }
}

/// RoleExchange beside any other condition: none was compared with
/// Popeye.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let role_exchange = conditions.iter().find(|c| **c == Condition::RoleExchange)?;
    let other = conditions.iter().find(|c| **c != Condition::RoleExchange)?;
    Some((role_exchange.to_string(), other.to_string()))
}

/// RoleExchange on a diagram with castling rights, neutral pieces, piece
/// attributes or fairy pieces other than [`COMPARED_FAIRY`].
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    if !conditions.contains(&Condition::RoleExchange) {
        return None;
    }
    if !pos.castling().is_empty() {
        return Some("RoleExchange with castling rights");
    }
    let refused = super::has_uncompared_unit(pos, COMPARED_FAIRY);
    refused.then_some(
        "RoleExchange with neutral pieces, piece attributes or fairy pieces other than \
         grasshoppers, nightriders, zebras, camels, leos and nightrider-hoppers",
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::{Piece, PieceKind, Square};
    use proptest::prelude::*;

    fn position(units: &[(Square, Piece)], side: Colour) -> Position {
        let mut pos = Position::empty();
        for &(sq, p) in units {
            pos.put(sq, p);
        }
        pos.set_side_to_move_unrecorded(side);
        pos
    }

    #[test]
    fn turns_the_board_and_changes_colours() {
        let mut pos = position(
            &[
                (Square::A1, Piece::new(PieceKind::KING, Colour::White)),
                (Square::E2, Piece::new(PieceKind::PAWN, Colour::White)),
                (Square::C3, Piece::new(PieceKind::KING, Colour::Black)),
            ],
            Colour::White,
        );
        pos.play(&Move::role_exchange());
        assert_eq!(
            pos.piece_at(Square::H8),
            Some(Piece::new(PieceKind::KING, Colour::Black))
        );
        assert_eq!(
            pos.piece_at(Square::D7),
            Some(Piece::new(PieceKind::PAWN, Colour::Black))
        );
        assert_eq!(
            pos.piece_at(Square::F6),
            Some(Piece::new(PieceKind::KING, Colour::White))
        );
        assert_eq!(pos.occupied().count(), 3);
        assert_eq!(pos.side_to_move(), Colour::Black);
    }

    #[test]
    fn only_white_exchanges() {
        let pos = position(&[], Colour::Black);
        let mut out = MoveList::new();
        candidates(&pos, &mut out);
        assert!(out.is_empty());
        let pos = position(&[], Colour::White);
        candidates(&pos, &mut out);
        assert_eq!(out.len(), 1);
    }

    proptest! {
        /// Two exchanges (with Black's turn passed between) give back the
        /// position, and undoing one restores it.
        #[test]
        fn twice_is_identity(squares in proptest::collection::btree_set(0u8..64, 1..12)) {
            let kinds = [PieceKind::QUEEN, PieceKind::ROOK, PieceKind::PAWN, PieceKind::KNIGHT];
            let units: Vec<(Square, Piece)> = squares
                .iter()
                .enumerate()
                .map(|(i, &s)| {
                    let colour = if i % 2 == 0 { Colour::White } else { Colour::Black };
                    (Square::from_index_masked(s), Piece::new(kinds[i % 4], colour))
                })
                .collect();
            let start = position(&units, Colour::White);
            let mut pos = start.clone();
            pos.play(&Move::role_exchange());
            prop_assert_eq!(pos.occupied().count(), start.occupied().count());
            pos.undo_move();
            prop_assert_eq!(pos.board(), start.board());
            prop_assert_eq!(pos.hash(), start.hash());
            pos.play(&Move::role_exchange());
            pos.play(&Move::null());
            pos.play(&Move::role_exchange());
            prop_assert_eq!(pos.board(), start.board());
        }
    }
}
