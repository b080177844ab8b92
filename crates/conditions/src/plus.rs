//! PlusChess, as Popeye 4.104 plays it (found by experiment; its manual
//! only names the condition): a unit standing on one of the four centre
//! squares (d4, d5, e4, e5), kings and pawns too, may also capture as if
//! it stood on another of them that is empty, with its own walk, ending
//! on the square of the capture (`Sd4-e5*d7`, `e4-d5*c6`); such a
//! capture it could make from where it stands is made from there alone
//! (`Sd4*c6`, no `Sd4-e5*c6`), while two centre squares leading to one
//! capture are two moves (`Sd4-e4*f6`, `Sd4-d5*f6`). These captures check
//! too (a Berolina pawn arriving on e4 checks a king on e6).

use crate::engine::Engine;
use nightrider_board::{Bitboard, Choice, Colour, Move, Position, Special, Square};
use nightrider_movegen::MoveList;

/// The four centre squares.
pub const CENTRE: Bitboard = Bitboard(0x0000_0018_1800_0000);

impl Engine {
    /// Appends the PlusChess captures of `side`: from each of its units on
    /// a centre square, the captures it makes from another, empty, centre
    /// square that it cannot make from its own.
    pub(crate) fn plus_captures(&self, pos: &mut Position, side: Colour, out: &mut MoveList) {
        for from in pos.by_colour(side) & CENTRE {
            let Some(piece) = pos.piece_at(from) else {
                continue;
            };
            let mut own = MoveList::new();
            self.generate_at(pos, from, piece, side, false, &mut own);
            for via in CENTRE {
                if via == from || pos.piece_at(via).is_some() {
                    continue;
                }
                let mut there = MoveList::new();
                pos.play(&Move::quiet(from, via));
                self.generate_at(pos, via, piece, side, false, &mut there);
                pos.undo_move();
                for &m in there.iter() {
                    if !m.is_capture()
                        || m.special != Special::None
                        || own.iter().any(|o| o.is_capture() && o.to == m.to)
                    {
                        continue;
                    }
                    out.push(Move {
                        from,
                        choice: Choice {
                            square: Some(via),
                            ..Choice::NONE
                        },
                        ..m
                    });
                }
            }
        }
    }

    /// Whether a unit of `by` on a centre square captures `target` from
    /// another, empty, centre square (a PlusChess check).
    pub(crate) fn plus_attacks(&self, pos: &Position, target: Square, by: Colour) -> bool {
        let mut there = MoveList::new();
        (pos.by_colour(by) & CENTRE).into_iter().any(|from| {
            let Some(piece) = pos.piece_at(from) else {
                return false;
            };
            CENTRE.into_iter().any(|via| {
                if via == from || pos.piece_at(via).is_some() {
                    return false;
                }
                let mut moved = pos.clone();
                moved.set_side_to_move_unrecorded(by);
                moved.play(&Move::quiet(from, via));
                moved.set_side_to_move_unrecorded(by);
                there.clear();
                self.generate_at(&moved, via, piece, by, false, &mut there);
                there
                    .iter()
                    .any(|m| m.captures.contains(target) && m.special == Special::None)
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::condition::Condition;

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

        /// Under PlusChess a move made from another square than its
        /// unit's is a capture by a unit on a centre square, from another,
        /// empty, centre square; the legal moves are those found by
        /// playing every candidate.
        #[test]
        fn plus_captures_start_from_an_empty_centre_square(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..14),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = crate::test_support::engine_under(&pos, &[Condition::Plus]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let moves = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in moves.iter() {
                let Some(via) = m.choice.square else {
                    continue;
                };
                proptest::prop_assert!(m.is_capture(), "{:?}", m);
                proptest::prop_assert!(CENTRE.contains(m.from) && CENTRE.contains(via), "{:?}", m);
                proptest::prop_assert!(via != m.from && pos.piece_at(via).is_none(), "{:?}", m);
            }
        }
    }
}
