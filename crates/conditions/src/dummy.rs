//! The condition Dummy (not the dummy piece), as Popeye 4.104 plays it
//! (found by experiment; its manual only names it): it changes nothing.
//! Popeye accepts it and prints it among the conditions, and its move
//! lists (120 random `~1` positions, some with fairy pieces and dummy
//! pieces, White and Black to move) and its solutions (`#2`, `h#2`,
//! `s#2` and `#3` problems of its EXAMPLES folder, the condition added)
//! are those of the same input without it; pawns do not promote to dummy
//! pieces under it either.
//!
//! Beside any other condition it is refused (not compared with Popeye).

use crate::condition::Condition;

/// Dummy beside another condition (none compared with Popeye 4.104).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| **c == Condition::Dummy)?;
    let other = conditions.iter().find(|c| *c != first)?;
    Some((first.to_string(), other.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dummy_stands_alone() {
        assert!(combination_refusal(&[Condition::Dummy]).is_none());
        assert!(combination_refusal(&[Condition::Dummy, Condition::NoCapture]).is_some());
        assert!(combination_refusal(&[Condition::NoCapture]).is_none());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under Dummy the legal moves are the orthodox ones and play the
        /// same.
        #[test]
        fn dummy_plays_as_orthodox_chess(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..14),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let dummy = crate::test_support::engine_under(&pos, &[Condition::Dummy]);
            let plain = crate::test_support::engine_under(&pos, &[]);
            proptest::prop_assume!(!plain.in_check(&pos, !side));
            let under_dummy = crate::test_support::legal_moves_as_played(&dummy, &mut pos)?;
            let orthodox = crate::test_support::legal_moves_as_played(&plain, &mut pos)?;
            proptest::prop_assert_eq!(&under_dummy, &orthodox);
            for m in under_dummy.iter() {
                let (mut a, mut b) = (pos.clone(), pos.clone());
                dummy.play(&mut a, m);
                plain.play(&mut b, m);
                proptest::prop_assert_eq!(a, b);
            }
        }
    }
}
