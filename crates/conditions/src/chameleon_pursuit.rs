//! ChameleonPursuit, as Popeye 4.104 plays it (found by experiment; its
//! manual only names it): a piece other than a king that ends its move on
//! the square the last move departed from changes colour (`1.a7-a5
//! Qc5-a7=b`, a pawn `1.Be4-d5 e3-e4=b`, a promotion `1.Rb8-a8
//! b7-b8=Q=b`). The last move is the one played before, the null moves
//! passed over: in series play the series side's own last move
//! (`1.Qd1-d2 2.Qd2-d1=b` in `ser-zd12`). A castling departs from its
//! king's square and moves its king, so its rook never changes (`1.0-0
//! PAe2-e8=b`, a piece arriving on h8 stays; after a piece left f1,
//! `0-0` leaves the rook White's). Kings and neutral pieces never change.
//! Before the first move of the play nothing changes: the option
//! EnPassant names no last move for it. A move after which the turned
//! piece checks its former side's king is illegal, as every self-check.
//! The square depends on the moves played, so the transposition tables
//! key on it (`history_hash`, through `Engine::history_hash`).

use crate::condition::Condition;
use crate::engine::{Engine, Played};
use nightrider_board::{Annotation, Attributes, Piece, PieceKind, Position, Square};

/// The square the move played `back` moves before the last one departed
/// from (its moving unit's: a castling's king), the null moves passed
/// over; `None` if no such move was played.
fn departure_before(pos: &Position, back: usize) -> Option<Square> {
    (back..)
        .map_while(|b| pos.earlier_move_effects(b))
        .find_map(crate::selection::synchron::played_squares)
        .map(|(from, _)| from)
}

/// The square a piece of the side to move on `pos` changes colour on:
/// the one the last move played departed from (`None` before the first
/// move).
pub fn pursued_square(pos: &Position) -> Option<Square> {
    departure_before(pos, 0)
}

/// [`pursued_square`] as a hash, for the transposition tables (zero before
/// the first move).
pub(crate) fn history_hash(pos: &Position) -> u64 {
    pursued_square(pos).map_or(0, |sq| {
        (u64::from(sq.idx() as u8) + 1)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .rotate_left(23)
    })
}

/// ChameleonPursuit beside a condition other than those it has been
/// compared with Popeye beside (move lists agreeing on random positions):
/// plain Circe, plain Madrasi and NoCapture.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions
        .iter()
        .find(|c| **c == Condition::ChameleonPursuit)?;
    let other = conditions.iter().find(|c| {
        *c != first
            && !matches!(
                c,
                Condition::NoCapture
                    | Condition::Madrasi {
                        rex_inclusive: false
                    }
            )
            && !matches!(c, Condition::Circe(r) if *r == crate::CirceRules::default())
    })?;
    Some((first.to_string(), other.to_string()))
}

/// ChameleonPursuit with pieces carrying attributes other than neutral
/// (royal, volage, chameleon, ...): not compared with Popeye.
pub fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    let attributed = pos
        .board()
        .iter()
        .flatten()
        .any(|p| !(p.attributes - Attributes::NEUTRAL).is_empty());
    (conditions.contains(&Condition::ChameleonPursuit) && attributed)
        .then_some("ChameleonPursuit with piece attributes other than neutral")
}

impl Engine {
    /// ChameleonPursuit: the moved piece changes colour when its move ended
    /// on the square the move before it departed from (called after the
    /// move is played, so that move is one further back).
    pub(crate) fn play_chameleon_pursuit(&self, pos: &mut Position, mv: &mut Played<'_>) {
        if departure_before(pos, 1) != Some(mv.m.to) {
            return;
        }
        let Some(piece) = pos.piece_at(mv.at) else {
            return;
        };
        if piece.kind == PieceKind::KING || piece.is_royal() || piece.is_neutral() {
            return;
        }
        let turned = Piece {
            colour: !piece.colour,
            ..piece
        };
        pos.change_piece(mv.at, turned);
        self.restore_castling(pos, mv.at, turned);
        mv.notes.push(Annotation::ColourChanged {
            colour: turned.colour,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{engine_under, legal_moves, position_to_move};
    use nightrider_board::{Colour, Move};
    use Colour::{Black, White};

    /// The legal move of `e` on `pos` from `from` to `to`.
    fn find(e: &Engine, pos: &mut Position, from: Square, to: Square) -> Move {
        *legal_moves(e, pos)
            .iter()
            .find(|m| m.from == from && m.to == to)
            .unwrap()
    }

    #[test]
    fn a_piece_arriving_where_the_last_move_departed_changes_colour() {
        // (Popeye 4.104, h~1: `1.a7-a5 Qc5-a7=b`)
        let mut pos = position_to_move(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::C5, PieceKind::QUEEN, White),
                (Square::E8, PieceKind::KING, Black),
                (Square::A7, PieceKind::PAWN, Black),
            ],
            true,
        );
        let e = engine_under(&pos, &[Condition::ChameleonPursuit]);
        assert_eq!(pursued_square(&pos), None);
        let m = find(&e, &mut pos, Square::A7, Square::A5);
        e.play(&mut pos, &m);
        assert_eq!(pursued_square(&pos), Some(Square::A7));
        let m = find(&e, &mut pos, Square::C5, Square::A7);
        let notes = e.play(&mut pos, &m);
        assert_eq!(
            pos.piece_at(Square::A7),
            Some(Piece::new(PieceKind::QUEEN, Black))
        );
        assert!(!notes.is_empty());
    }

    #[test]
    fn a_king_keeps_its_colour() {
        // (Popeye 4.104, h~1: `1.c3-c2 Kb3-c3`)
        let mut pos = position_to_move(
            &[
                (Square::B3, PieceKind::KING, White),
                (Square::E8, PieceKind::KING, Black),
                (Square::C3, PieceKind::PAWN, Black),
            ],
            true,
        );
        let e = engine_under(&pos, &[Condition::ChameleonPursuit]);
        let m = find(&e, &mut pos, Square::C3, Square::C2);
        e.play(&mut pos, &m);
        let m = find(&e, &mut pos, Square::B3, Square::C3);
        e.play(&mut pos, &m);
        assert_eq!(
            pos.piece_at(Square::C3),
            Some(Piece::new(PieceKind::KING, White))
        );
    }

    #[test]
    fn a_move_turning_a_piece_against_its_own_king_is_illegal() {
        // (Popeye 4.104, h~1: after 1.Rd5-d6 no Qa5-d5, which would
        // check g2 as Black's)
        let mut pos = position_to_move(
            &[
                (Square::G2, PieceKind::KING, White),
                (Square::A5, PieceKind::QUEEN, White),
                (Square::E8, PieceKind::KING, Black),
                (Square::D5, PieceKind::ROOK, Black),
            ],
            true,
        );
        let e = engine_under(&pos, &[Condition::ChameleonPursuit]);
        let m = find(&e, &mut pos, Square::D5, Square::D6);
        e.play(&mut pos, &m);
        assert!(!legal_moves(&e, &mut pos)
            .iter()
            .any(|m| m.from == Square::A5 && m.to == Square::D5));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

        /// After any first move, a legal reply leaves its piece of the
        /// other colour exactly when it ended on the square the first move
        /// departed from and is no king; every other piece keeps its
        /// colour; the legal replies are those found by playing every
        /// candidate.
        #[test]
        fn a_reply_ending_where_the_last_move_departed_changes_colour(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            pick in 0usize..64,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = engine_under(&pos, &[Condition::ChameleonPursuit]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let first = legal_moves(&e, &mut pos);
            proptest::prop_assume!(!first.is_empty());
            let m = first[pick % first.len()];
            e.play(&mut pos, &m);
            proptest::prop_assert_eq!(pursued_square(&pos), Some(m.from));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for r in list.iter() {
                let mover = pos.piece_at(r.from).unwrap();
                let mut after = pos.clone();
                e.play(&mut after, r);
                let arrived = after.piece_at(r.to).unwrap();
                let changes = r.to == m.from
                    && mover.kind != PieceKind::KING
                    && !crate::hooks::is_castling(r);
                proptest::prop_assert_eq!(arrived.colour != mover.colour, changes, "{:?}", r);
                for sq in pos.occupied() {
                    if sq == r.from || sq == r.to || r.captures.contains(sq) {
                        continue;
                    }
                    let before = pos.piece_at(sq).unwrap();
                    if let Some(now) = after.piece_at(sq) {
                        proptest::prop_assert_eq!(now.colour, before.colour, "{:?} at {}", r, sq);
                    }
                }
            }
        }
    }
}
