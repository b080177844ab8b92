//! DarkSide, as Popeye 4.104 plays it (found by experiment; its manual
//! only names it): a piece other than a king ending its move on the
//! other side's half of the board becomes the other side's. A white piece
//! arriving on the ranks 5 to 8 turns Black's, a black piece arriving on
//! the ranks 1 to 4 turns White's, whether it moved or captured there,
//! and whether it came from its own half or from the other one (a white
//! rook d6 moving to d7 turns too; one moving to d4 stays White's).
//! Popeye marks the change as AndernachChess's (`Rh1-h8=b`,
//! `Sd5*e3=w`).
//!
//! - A pawn promoting turns as its new kind (`e7-e8=Q=b`); a pawn turned
//!   walks for its new side (a white pawn turned on e5 goes on down the
//!   board; a black pawn turned on d2 may step to d4 at once); a pawn
//!   capturing en passant turns too (`e5*d6 ep.=b`).
//! - Kings never change, nor do castlings (king and rook end on their own
//!   half). A rook turned on the other side's corner castles with that
//!   side's king, as a reborn rook does (`1.Rh5-h1=w 0-0`).
//! - A unit that stands on the other half without moving keeps its side.
//! - A move after which the turned piece checks its former king is
//!   illegal, as any self-check (Black's `Rh3-h4` is no move with the
//!   black king on h8: the rook, White's on h4, would check it); the
//!   turned piece never checks the king it now serves.
//!
//! Popeye turns neutral pieces Black's on White's moves (`nRd4-d8=b`):
//! DarkSide with neutral pieces or other piece attributes is refused
//! ([`position_refusal`]), and so is every condition beside it other
//! than plain Circe, Madrasi and NoCapture (the ones compared).

use crate::condition::Condition;
use crate::engine::{Engine, Played};
use crate::hooks::is_castling;
use nightrider_board::{Colour, Piece, PieceKind, Position};

/// DarkSide beside a condition other than plain Circe, plain Madrasi and
/// NoCapture (the ones compared with Popeye 4.104).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| **c == Condition::DarkSide)?;
    let other = conditions.iter().find(|c| {
        *c != first
            && !matches!(c, Condition::Circe(r) if *r == crate::CirceRules::default())
            && *c
                != &Condition::Madrasi {
                    rex_inclusive: false,
                }
            && *c != &Condition::NoCapture
    })?;
    Some((first.to_string(), other.to_string()))
}

/// DarkSide with neutral pieces or piece attributes (Popeye turns a
/// neutral piece Black's; none compared).
pub fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    let attributed = !crate::compat::attributes_on(pos).is_empty();
    (conditions.contains(&Condition::DarkSide) && attributed)
        .then_some("DarkSide with neutral pieces or piece attributes")
}

/// Whether a piece of `colour` arriving on a square of rank index `y`
/// (0 for the first rank) is on the other side's half.
pub fn on_dark_side(colour: Colour, y: i32) -> bool {
    match colour {
        Colour::White => y >= 4,
        Colour::Black => y <= 3,
    }
}

impl Engine {
    /// DarkSide: the moved piece other than a king, where it stands after
    /// the move, becomes the other side's on the other side's half
    /// (marked `=w`/`=b`).
    pub(crate) fn play_dark_side(&self, pos: &mut Position, mv: &mut Played<'_>) {
        let Played {
            m,
            at,
            ref mut notes,
            ..
        } = *mv;
        let Some(piece) = pos.piece_at(at) else {
            return;
        };
        if is_castling(m)
            || piece.kind == PieceKind::KING
            || piece.is_royal()
            || piece.is_neutral()
            || !on_dark_side(piece.colour, at.y())
        {
            return;
        }
        let turned = Piece {
            colour: !piece.colour,
            ..piece
        };
        self.turn_piece(pos, at, turned, notes);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::position_to_move as position;
    use nightrider_board::Square;

    #[test]
    fn pieces_turn_on_the_other_half_and_kings_never() {
        use Colour::{Black, White};
        let pos = position(
            &[
                (Square::A1, PieceKind::KING, White),
                (Square::D6, PieceKind::ROOK, White),
                (Square::E7, PieceKind::PAWN, White),
                (Square::H8, PieceKind::KING, Black),
            ],
            false,
        );
        let e = crate::test_support::engine_under(&pos, &[Condition::DarkSide]);
        let mut p = pos.clone();
        let moves = crate::test_support::legal_moves(&e, &mut p);
        assert!(moves.iter().any(|m| m.from == Square::A1));
        for m in moves {
            let mover = pos.piece_at(m.from).unwrap();
            let mut after = pos.clone();
            e.play(&mut after, &m);
            let arrived = after.piece_at(m.to).unwrap();
            let expected = if mover.kind != PieceKind::KING && m.to.y() >= 4 {
                Black
            } else {
                White
            };
            assert_eq!(arrived.colour, expected, "{m:?}");
            assert_eq!(arrived.kind, m.promotion.unwrap_or(mover.kind));
        }
    }

    #[test]
    fn a_turned_piece_may_not_check_its_former_king() {
        use Colour::{Black, White};
        // Rh3-h4 would turn the rook White's, checking the king h8
        let pos = position(
            &[
                (Square::A1, PieceKind::KING, White),
                (Square::H8, PieceKind::KING, Black),
                (Square::H3, PieceKind::ROOK, Black),
            ],
            true,
        );
        let e = crate::test_support::engine_under(&pos, &[Condition::DarkSide]);
        let mut p = pos.clone();
        let moves = crate::test_support::legal_moves(&e, &mut p);
        assert!(!moves.iter().any(|m| m.to == Square::H4));
        assert!(moves.iter().any(|m| m.to == Square::H5));
        assert!(moves.iter().any(|m| m.to == Square::A3));
    }

    #[test]
    fn neutral_pieces_are_refused() {
        let pos = position(
            &[
                (Square::E1, PieceKind::KING, Colour::White),
                (Square::E8, PieceKind::KING, Colour::Black),
            ],
            false,
        );
        assert!(position_refusal(&pos, &[Condition::DarkSide]).is_none());
        assert!(combination_refusal(&[Condition::DarkSide, Condition::NoCapture]).is_none());
        assert!(combination_refusal(&[Condition::DarkSide, Condition::Traitor]).is_some());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under DarkSide a legal move leaves its piece the mover's
        /// exactly when it is a king or ends on the mover's half; the
        /// legal moves are those found by playing every candidate.
        #[test]
        fn a_moved_piece_changes_side_on_the_other_half(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..14),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = crate::test_support::engine_under(&pos, &[Condition::DarkSide]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter() {
                let mover = pos.piece_at(m.from).unwrap();
                let mut after = pos.clone();
                e.play(&mut after, m);
                let Some(arrived) = after.piece_at(m.to) else { continue };
                if arrived.kind == PieceKind::KING && mover.kind == PieceKind::KING {
                    proptest::prop_assert_eq!(arrived.colour, side);
                    continue;
                }
                if crate::hooks::is_castling(m) {
                    continue;
                }
                let expected = if on_dark_side(side, m.to.y()) { !side } else { side };
                proptest::prop_assert_eq!(arrived.colour, expected, "{:?}", m);
            }
        }
    }
}
