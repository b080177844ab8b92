//! Tibet and DoubleTibet, as Popeye 4.104 plays them (found by
//! experiment; its manual only names them). Under Tibet a black piece
//! other than a king that captures a white unit of another kind changes
//! colour and becomes White's (`Bc2*d3=w`); a capture of a unit of its
//! own kind is an orthodox capture (`Rg1*d1`, `d7*c6`, en passant too).
//! A pawn capturing on its last rank counts as the kind it promotes to
//! (`f2*e1=Q` takes a queen and stays Black's, `f2*e1=S=w`). White's
//! moves are orthodox. DoubleTibet binds both sides alike (`Qa3*d3=b`).
//!
//! The capture is judged with the piece turned: a capture leaving the
//! capturer, now the other side's, checking its former king is no move.
//! Checks are orthodox (a capture of a king is no capture the rule
//! judges). A rook turned on its new side's corner castles, as under
//! AndernachChess (`1.Rh5*h1=w 0-0`). Beside AndernachChess a capturer
//! changes side once (`Be3*d4=w`, a bishop taking a knight).

use crate::condition::Condition;
use crate::engine::{Engine, Played};
use nightrider_board::{Colour, Piece, PieceKind, Position};

/// Whether `c` is Tibet or DoubleTibet.
pub(crate) fn is_tibet(c: &Condition) -> bool {
    matches!(c, Condition::Tibet { .. })
}

/// Tibet or DoubleTibet beside a condition not compared with Popeye
/// 4.104 (only plain Circe and AndernachChess were).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| is_tibet(c))?;
    let other = conditions.iter().find(|c| {
        *c != first
            && !matches!(c, Condition::Circe(r) if *r == crate::CirceRules::default())
            && !matches!(c, Condition::Andernach)
    })?;
    Some((first.to_string(), other.to_string()))
}

/// Whether a capture by `mover` (which promotes to `promotion`, if it
/// does) of `victim` turns the capturer, for a side bound by the rule:
/// a piece other than a king taking a unit of another kind.
pub(crate) fn turns(mover: Piece, promotion: Option<PieceKind>, victim: Piece) -> bool {
    let kind = promotion.unwrap_or(mover.kind);
    mover.kind != PieceKind::KING && !mover.is_royal() && kind != victim.kind
}

impl Engine {
    /// Tibet (`double: false`: Black's captures) and DoubleTibet (both
    /// sides'): the capturer changes colour when its victim is of
    /// another kind.
    pub(crate) fn play_tibet(&self, pos: &mut Position, mv: &mut Played<'_>, double: bool) {
        let Played {
            m,
            side,
            at,
            moved,
            ref victims,
            ref mut notes,
            ..
        } = *mv;
        if !double && side != Colour::Black {
            return;
        }
        let (Some(before), Some(&(_, victim)), Some(piece)) =
            (moved, victims.first(), pos.piece_at(at))
        else {
            return;
        };
        // (the capturer becomes the other side's, once: beside
        // AndernachChess, which turned it already, nothing more happens)
        if !turns(before, m.promotion, victim) || piece.is_neutral() || piece.colour != side {
            return;
        }
        let turned = Piece {
            colour: !side,
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

    fn after(pos: &Position, double: bool, from: Square, to: Square) -> Option<Piece> {
        let mut pos = pos.clone();
        let e = crate::test_support::engine_under(&pos, &[Condition::Tibet { double }]);
        let m = crate::test_support::legal_moves(&e, &mut pos)
            .into_iter()
            .find(|m| m.from == from && m.to == to)?;
        e.play(&mut pos, &m);
        pos.piece_at(to)
    }

    #[test]
    fn a_black_capture_of_another_kind_turns_the_capturer() {
        use Colour::{Black, White};
        let pos = position(
            &[
                (Square::A1, PieceKind::KING, White),
                (Square::D1, PieceKind::ROOK, White),
                (Square::D4, PieceKind::BISHOP, White),
                (Square::H8, PieceKind::KING, Black),
                (Square::D8, PieceKind::ROOK, Black),
                (Square::G7, PieceKind::BISHOP, Black),
            ],
            true,
        );
        // the rook takes a bishop and turns, the bishop a bishop and stays
        let rook = after(&pos, false, Square::D8, Square::D4).unwrap();
        assert_eq!((rook.kind, rook.colour), (PieceKind::ROOK, White));
        let bishop = after(&pos, false, Square::G7, Square::D4).unwrap();
        assert_eq!((bishop.kind, bishop.colour), (PieceKind::BISHOP, Black));
    }

    #[test]
    fn white_captures_turn_only_under_double_tibet() {
        use Colour::{Black, White};
        let pos = position(
            &[
                (Square::A1, PieceKind::KING, White),
                (Square::D1, PieceKind::ROOK, White),
                (Square::H8, PieceKind::KING, Black),
                (Square::D6, PieceKind::KNIGHT, Black),
            ],
            false,
        );
        let plain = after(&pos, false, Square::D1, Square::D6).unwrap();
        assert_eq!(plain.colour, White);
        let double = after(&pos, true, Square::D1, Square::D6).unwrap();
        assert_eq!(double.colour, Black);
    }

    #[test]
    fn a_capture_checking_the_turned_pieces_former_king_is_no_move() {
        use Colour::{Black, White};
        // Rd8*d4 would leave a white rook on d4 attacking the black king
        // along the fourth rank
        let pos = position(
            &[
                (Square::A1, PieceKind::KING, White),
                (Square::D4, PieceKind::BISHOP, White),
                (Square::H4, PieceKind::KING, Black),
                (Square::D8, PieceKind::ROOK, Black),
            ],
            true,
        );
        assert!(after(&pos, false, Square::D8, Square::D4).is_none());
    }

    #[test]
    fn kings_and_promotions_to_the_victims_kind_stay() {
        use Colour::{Black, White};
        let pos = position(
            &[
                (Square::H1, PieceKind::KING, White),
                (Square::E1, PieceKind::QUEEN, White),
                (Square::G7, PieceKind::PAWN, White),
                (Square::A5, PieceKind::KING, Black),
                (Square::F2, PieceKind::PAWN, Black),
                (Square::A6, PieceKind::PAWN, Black),
            ],
            true,
        );
        let mut p = pos.clone();
        let e = crate::test_support::engine_under(&p, &[Condition::Tibet { double: false }]);
        for m in crate::test_support::legal_moves(&e, &mut p) {
            if m.from != Square::F2 || m.to != Square::E1 {
                continue;
            }
            let mut after = pos.clone();
            e.play(&mut after, &m);
            let piece = after.piece_at(Square::E1).unwrap();
            let stays = m.promotion == Some(PieceKind::QUEEN);
            assert_eq!(piece.colour == Black, stays, "{m:?}");
        }
        // a king takes and stays
        let pos = position(
            &[
                (Square::H1, PieceKind::KING, White),
                (Square::B4, PieceKind::ROOK, White),
                (Square::A5, PieceKind::KING, Black),
            ],
            true,
        );
        let king = after(&pos, false, Square::A5, Square::B4).unwrap();
        assert_eq!((king.kind, king.colour), (PieceKind::KING, Black));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under Tibet and DoubleTibet, after a legal move the capturer of
        /// a side bound stands as the other side's exactly when it is not
        /// a king and took a unit of another kind; the legal moves are
        /// those found by playing every candidate.
        #[test]
        fn a_capturer_turns_exactly_when_its_victim_is_of_another_kind(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..14),
            black in proptest::bool::ANY,
            double in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = crate::test_support::engine_under(&pos, &[Condition::Tibet { double }]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            let bound = double || side == Colour::Black;
            for m in list.iter() {
                let mover = pos.piece_at(m.from).unwrap();
                let mut after = pos.clone();
                e.play(&mut after, m);
                let arrived = after.piece_at(m.to).unwrap();
                let turned = bound
                    && m.captures.first().and_then(|sq| pos.piece_at(sq)).is_some_and(|victim| {
                        turns(mover, m.promotion, victim)
                    });
                let expected = if turned { !side } else { side };
                proptest::prop_assert_eq!(arrived.colour, expected, "{:?}", m);
            }
        }
    }
}
