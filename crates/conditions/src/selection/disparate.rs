//! Disparate, as Popeye 4.104 plays it (found by experiment; its manual
//! only names the condition): a side may not move a unit of the kind the
//! other side has just moved (kings too; a promoting pawn counts as a
//! pawn, a castling as a king's move), and such a unit gives no check to
//! a king whose move it answers: a white rook move may leave the white
//! king on a black rook's line (`1.a5-a4 Rc1-c8 #` with a black rook on
//! a1 and the white king on e1), and a black bishop move escapes the
//! check of a white bishop. The side that has just moved is not bound:
//! its units check whatever the other side moved before (`+` after
//! `1.Bb8-a7 Rd4-d1` from a white bishop on a1). No rule binds the first
//! move of a diagram. What binds depends on the last move played, so the
//! transposition tables key on it (`history_hash`, through
//! `Engine::history_hash`).

use nightrider_board::{Colour, Effect, Move, PieceKind, Position};

/// The kind of the unit moved by the last move played on `pos` (before a
/// promotion; a castling's king), if any.
pub fn last_moved_kind(pos: &Position) -> Option<PieceKind> {
    let effects = pos.earlier_move_effects(0)?;
    // the unit moved, followed through the move's steps (a Make&Take
    // capture moves it twice); a promotion changes it on its way
    let mut at = None;
    for e in effects {
        match *e {
            Effect::Move { from, to } if at.is_none() || at == Some(from) => at = Some(to),
            Effect::Change { square, old, .. } if at == Some(square) => return Some(old.kind),
            _ => {}
        }
    }
    match at {
        Some(at) => pos.piece_at(at).map(|p| p.kind),
        // a castling: its king is taken off first
        None => effects.iter().find_map(|e| match *e {
            Effect::Remove { piece, .. } => Some(piece.kind),
            _ => None,
        }),
    }
}

/// Whether `side` may play (or, for a check, could play) `m`: when `side`
/// is to move, its unit is not of the kind the other side has just moved.
pub(crate) fn allows(pos: &Position, m: &Move, side: Colour) -> bool {
    if side != pos.side_to_move() {
        return true;
    }
    let Some(kind) = last_moved_kind(pos) else {
        return true;
    };
    pos.piece_at(m.from).is_none_or(|p| p.kind != kind)
}

/// The kind moved last, as a hash for the transposition tables.
pub(crate) fn history_hash(pos: &Position) -> u64 {
    last_moved_kind(pos).map_or(0, |kind| {
        (u64::from(kind.0) + 1)
            .wrapping_mul(0xd6e8_feb8_6659_fd93)
            .rotate_left(17)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::condition::Condition;

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

        /// Under Disparate, after any move no legal reply moves a unit of
        /// the kind moved (a pawn's kind for a promotion), and the legal
        /// moves are those found by playing every candidate.
        #[test]
        fn no_reply_moves_the_kind_just_moved(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            pick in 0usize..64,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = crate::test_support::engine_under(&pos, &[Condition::Disparate]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let m = crate::test_support::pick_legal(&e, &mut pos, pick);
            proptest::prop_assume!(m.is_some());
            let m = m.unwrap();
            let kind = pos.piece_at(m.from).unwrap().kind;
            e.play(&mut pos, &m);
            proptest::prop_assert_eq!(last_moved_kind(&pos), Some(kind));
            let replies = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for r in replies.iter() {
                proptest::prop_assert!(pos.piece_at(r.from).unwrap().kind != kind, "{:?} {:?}", m, r);
            }
        }
    }
}
