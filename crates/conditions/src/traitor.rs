//! TraitorChess, as Popeye 4.104 plays it (found by experiment; its
//! manual only names it): a black piece ending its move on White's half
//! of the board, the ranks 1 to 4, becomes White's (a move within that
//! half too, a capture too, a pawn promoting on the first rank as its new
//! kind). Popeye prints no mark for the change (`Rb5-b1`, the rook then
//! White's). White's pieces never change, nor does a black piece that
//! stands on White's half without moving. A rook turned on White's
//! corner castles, as under AndernachChess (`1.Rh5*h1 0-0`).
//!
//! Beside AndernachChess Popeye marks some black captures as checks
//! though Black has no king (`Qa2*b2=w +`) and drops white captures onto
//! White's half: that combination is refused.
//!
//! Popeye turns a black king too, yet keeps it Black's royal piece: a
//! unit White moves whose capture is Black's check (`1.Kd5-d4 Rg8-d8 #`).
//! Nightrider's royal pieces are their side's, so TraitorChess with a
//! black king on the board is refused ([`position_refusal`]).

use crate::condition::Condition;
use crate::engine::{Engine, Played};
use nightrider_board::{Colour, Piece, PieceKind, Position};

/// TraitorChess beside a condition other than plain Circe (the only one
/// compared with Popeye 4.104 that agrees).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| **c == Condition::Traitor)?;
    let other = conditions.iter().find(|c| {
        *c != first && !matches!(c, Condition::Circe(r) if *r == crate::CirceRules::default())
    })?;
    Some((first.to_string(), other.to_string()))
}

/// TraitorChess where Black has a king (or a royal piece): Popeye turns
/// it White's and keeps it Black's royal piece, which nightrider does
/// not model.
pub fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    let black_king = pos
        .by_colour(Colour::Black)
        .into_iter()
        .filter_map(|sq| pos.piece_at(sq))
        .any(|p| p.kind == PieceKind::KING || p.is_royal());
    (conditions.contains(&Condition::Traitor) && black_king)
        .then_some("TraitorChess with a black king (Popeye turns it White's yet keeps it royal)")
}

/// Whether a piece of `colour` arriving on a square of rank index `y`
/// (0 for the first rank) turns White's.
pub fn turns(colour: Colour, y: i32) -> bool {
    colour == Colour::Black && crate::dark_side::on_dark_side(colour, y)
}

impl Engine {
    /// TraitorChess: the moved black piece, where it stands after the
    /// move, becomes White's on the ranks 1 to 4 (no mark in the
    /// notation).
    pub(crate) fn play_traitor(&self, pos: &mut Position, mv: &mut Played<'_>) {
        let at = mv.at;
        let Some(piece) = pos.piece_at(at) else {
            return;
        };
        if !turns(piece.colour, at.y()) || piece.is_neutral() {
            return;
        }
        let turned = Piece {
            colour: Colour::White,
            ..piece
        };
        pos.change_piece(at, turned);
        self.restore_castling(pos, at, turned);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::position_to_move as position;
    use nightrider_board::Square;

    #[test]
    fn a_black_piece_reaching_the_fourth_rank_turns_white() {
        use Colour::{Black, White};
        let pos = position(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::B5, PieceKind::ROOK, Black),
                (Square::C2, PieceKind::PAWN, Black),
            ],
            true,
        );
        let e = crate::test_support::engine_under(&pos, &[Condition::Traitor]);
        let mut p = pos.clone();
        let moves = crate::test_support::legal_moves(&e, &mut p);
        // Rb5-b1 would check the king e1 were the rook still Black's
        assert!(moves
            .iter()
            .any(|m| m.to == Square::B1 && m.from == Square::B5));
        for m in moves {
            let mover = pos.piece_at(m.from).unwrap();
            let mut after = pos.clone();
            e.play(&mut after, &m);
            let arrived = after.piece_at(m.to).unwrap();
            let expected = if m.to.y() <= 3 { White } else { Black };
            assert_eq!(arrived.colour, expected, "{m:?}");
            assert_eq!(arrived.kind, m.promotion.unwrap_or(mover.kind));
        }
    }

    #[test]
    fn white_pieces_keep_their_side() {
        use Colour::{Black, White};
        let pos = position(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::D4, PieceKind::QUEEN, White),
                (Square::D7, PieceKind::PAWN, Black),
            ],
            false,
        );
        let e = crate::test_support::engine_under(&pos, &[Condition::Traitor]);
        let mut p = pos.clone();
        for m in crate::test_support::legal_moves(&e, &mut p) {
            let mut after = pos.clone();
            e.play(&mut after, &m);
            assert_eq!(after.piece_at(m.to).unwrap().colour, White);
        }
    }

    #[test]
    fn a_black_king_is_refused() {
        let pos = position(
            &[
                (Square::E1, PieceKind::KING, Colour::White),
                (Square::E8, PieceKind::KING, Colour::Black),
            ],
            false,
        );
        assert!(position_refusal(&pos, &[Condition::Traitor]).is_some());
        assert!(position_refusal(&pos, &[Condition::Norsk]).is_none());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under TraitorChess (no black king) a legal move leaves its
        /// piece White's exactly when it is White's or ends on the ranks
        /// 1 to 4; the legal moves are those found by playing every
        /// candidate.
        #[test]
        fn a_moved_piece_is_whites_on_whites_half(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..14),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, false], black);
            let side = pos.side_to_move();
            let e = crate::test_support::engine_under(&pos, &[Condition::Traitor]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter() {
                let mut after = pos.clone();
                e.play(&mut after, m);
                let arrived = after.piece_at(m.to).unwrap();
                let expected = if turns(side, m.to.y()) { Colour::White } else { side };
                proptest::prop_assert_eq!(arrived.colour, expected, "{:?}", m);
            }
        }
    }
}
