//! FuddledMen, as Popeye 4.104 plays it (found by experiment; its manual
//! only names the condition): the units a side moved on its last move
//! (the king and the rook of a castling, both pieces of an exchange) may
//! not move on that side's next move, and meanwhile neither check nor
//! observe (a king may step next to them, a rook that has just castled
//! gives no check). The units of a diagram have not moved. Which units
//! these are depends on the moves played, so the transposition tables
//! key on them (`history_hash`, through `Engine::history_hash`).

use nightrider_board::{Bitboard, Colour, Move, Position, Special};

/// The squares of the units `side` moved on its last move, where they
/// still stand (none before its first move): the arrival squares of that
/// move's pieces, read from the journal (the side's last move is the last
/// one played when the other side is to move, the one before otherwise).
pub fn fuddled(pos: &Position, side: Colour) -> Bitboard {
    let back = usize::from(side == pos.side_to_move());
    let Some(effects) = pos.earlier_move_effects(back) else {
        return Bitboard::EMPTY;
    };
    let mut arrived = Bitboard::EMPTY;
    for effect in effects {
        match *effect {
            nightrider_board::journal::Effect::Move { to, .. } => arrived.insert(to),
            nightrider_board::journal::Effect::Add { square, .. } => arrived.insert(square),
            _ => {}
        }
    }
    arrived & pos.by_colour(side)
}

/// Whether `side` may play `m`: it moves no unit [`fuddled`] (a castling
/// neither its king nor its rook).
pub(crate) fn allows(pos: &Position, m: &Move, side: Colour) -> bool {
    let resting = fuddled(pos, side);
    if resting.is_empty() {
        return true;
    }
    if resting.contains(m.from) {
        return false;
    }
    match m.special {
        Special::Castle { rook_from, .. } => !resting.contains(rook_from),
        Special::Swap => !resting.contains(m.to),
        _ => true,
    }
}

/// Both sides' [`fuddled`] units as a hash, for the transposition tables.
pub(crate) fn history_hash(pos: &Position) -> u64 {
    [Colour::White, Colour::Black]
        .into_iter()
        .enumerate()
        .fold(0, |h, (i, side)| {
            fuddled(pos, side).into_iter().fold(h, |h, sq| {
                h ^ (u64::from(sq.idx() as u8) + 1 + 64 * i as u64)
                    .wrapping_mul(0x9e37_79b9_7f4a_7c15)
                    .rotate_left(23)
            })
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::condition::Condition;
    use nightrider_movegen::MoveList;

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

        /// Under FuddledMen, after a move and any reply, no legal move of
        /// the first side moves the unit it moved (where it still stands).
        #[test]
        fn the_unit_moved_last_does_not_move_again(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            pick in 0usize..64,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = crate::test_support::engine_under(&pos, &[Condition::FuddledMen]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let m = crate::test_support::pick_legal(&e, &mut pos, pick);
            proptest::prop_assume!(m.is_some());
            let m = m.unwrap();
            e.play(&mut pos, &m);
            let mut replies = MoveList::new();
            e.legal_moves(&mut pos, &mut replies);
            proptest::prop_assume!(!replies.is_empty());
            let r = replies[pick % replies.len()];
            e.play(&mut pos, &r);
            let resting = fuddled(&pos, side);
            if pos.piece_at(m.to).is_some_and(|p| p.colour == side) {
                proptest::prop_assert!(resting.contains(m.to), "{:?} {:?}", m, r);
            }
            let mut next = MoveList::new();
            e.legal_moves(&mut pos, &mut next);
            for n in next.iter() {
                proptest::prop_assert!(!resting.contains(n.from), "{:?} {:?} {:?}", m, r, n);
            }
        }
    }
}
