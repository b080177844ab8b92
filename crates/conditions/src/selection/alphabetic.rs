//! AlphabeticChess, WhiteAlphabeticChess and BlackAlphabeticChess, as
//! Popeye 4.104 plays them (found by experiment; its manual only names
//! them): of the side's units with a legal move, the one standing first
//! in the order a1, a2, …, a8, b1, …, h8 (the same order for both sides)
//! moves; a castling is its king's move. Checks are left alone: a piece
//! that may not move still checks.

use nightrider_board::Square;
use nightrider_movegen::MoveList;

/// The place of `square` in the alphabetical order (files first, then
/// ranks upwards).
fn rank_in_order(square: Square) -> i32 {
    square.x() * 8 + square.y()
}

/// Keeps the legal moves in `out[start..]` of the unit standing first in
/// the alphabetical order among those with one.
pub(crate) fn apply(out: &mut MoveList, start: usize) {
    let Some(first) = out[start..].iter().map(|m| rank_in_order(m.from)).min() else {
        return;
    };
    crate::list_rules::retain_from(out, start, |m| rank_in_order(m.from) == first);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::condition::Condition;
    use nightrider_board::Colour;

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

        /// Under AlphabeticChess every legal move starts on one square:
        /// the alphabetically first of those the orthodox legal moves
        /// start on.
        #[test]
        fn only_the_first_unit_moves(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            white_only in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let condition = Condition::Alphabetic(white_only.then_some(Colour::White));
            let e = crate::test_support::engine_under(&pos, std::slice::from_ref(&condition));
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let mut list = MoveList::new();
            e.legal_moves(&mut pos, &mut list);
            let plain = crate::test_support::engine_under(&pos, &[]);
            let mut all = MoveList::new();
            plain.legal_moves(&mut pos, &mut all);
            if white_only && side == Colour::Black {
                proptest::prop_assert_eq!(list.len(), all.len());
            } else {
                let first = all.iter().map(|m| rank_in_order(m.from)).min();
                proptest::prop_assert_eq!(
                    list.len(),
                    all.iter().filter(|m| Some(rank_in_order(m.from)) == first).count()
                );
                proptest::prop_assert!(list.iter().all(|m| Some(rank_in_order(m.from)) == first));
            }
        }
    }
}
