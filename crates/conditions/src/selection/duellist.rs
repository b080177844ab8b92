//! DuellistChess, as Popeye 4.104 plays it (found by experiment; its
//! manual only names the condition): each side's duellist is the unit it
//! moved on its own last move (after a castling its king; a neutral unit
//! too, which stays the duellist of the side that moved it); a side whose
//! duellist still stands and has a legal move must move it, otherwise it
//! plays any legal move. Before a side's first move (the diagram), after
//! its null move, and once its duellist has been captured, nothing binds
//! it. In series play the series side's duellist is the unit of its
//! previous series move (the other side's null moves in between change
//! nothing). Checks are left alone: every unit checks. The duellists
//! depend on the moves played, so the transposition tables key on them
//! (`history_hash`, through `Engine::history_hash`).

use nightrider_board::{Colour, Position, Square};
use nightrider_movegen::MoveList;

/// The square of the duellist of `side` in `pos`, where it still stands
/// (a unit of `side` there, a neutral one too): the arrival square of `side`'s last move
/// (the last one played when the other side is to move, the one before
/// otherwise). `None` before its first move, after its null move and
/// once the unit has been captured.
pub fn duellist(pos: &Position, side: Colour) -> Option<Square> {
    let back = usize::from(side == pos.side_to_move());
    let (_, to) = super::synchron::played_squares(pos.earlier_move_effects(back)?)?;
    pos.piece_at(to)
        .is_some_and(|p| p.belongs_to(side))
        .then_some(to)
}

/// Keeps of the legal moves of the side to move in `out[start..]` those
/// of its duellist, if it has any.
pub(crate) fn apply(pos: &Position, out: &mut MoveList, start: usize) {
    let Some(square) = duellist(pos, pos.side_to_move()) else {
        return;
    };
    crate::list_rules::prefer_from(out, start, |m| m.from == square);
}

/// Both sides' duellists as a hash, for the transposition tables (zero
/// when neither side has one).
pub(crate) fn history_hash(pos: &Position) -> u64 {
    [Colour::White, Colour::Black]
        .into_iter()
        .enumerate()
        .filter_map(|(i, side)| Some((i, duellist(pos, side)?)))
        .fold(0, |h, (i, sq)| {
            h ^ (u64::from(sq.idx() as u8) + 1 + 64 * i as u64)
                .wrapping_mul(0xd6e8_feb8_6659_fd93)
                .rotate_left(17)
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::condition::Condition;
    use crate::test_support::{engine_under, pick_legal, position};
    use nightrider_board::PieceKind;
    use Colour::{Black, White};

    fn froms(list: &MoveList) -> Vec<Square> {
        let mut v: Vec<Square> = list.iter().map(|m| m.from).collect();
        v.dedup();
        v
    }

    #[test]
    fn the_unit_moved_last_moves_again_and_a_captured_one_frees_its_side() {
        // (Popeye 4.104, hx1.5 HalfDuplex: after 1...Ra8-a2 2.Kb1*a2 Black
        // plays any unit, after 1...Ra8-a4 2.Kb1-c2 only the rook)
        let mut pos = position(&[
            (Square::B1, PieceKind::KING, White),
            (Square::D4, PieceKind::KNIGHT, White),
            (Square::E8, PieceKind::KING, Black),
            (Square::A8, PieceKind::ROOK, Black),
            (Square::H8, PieceKind::BISHOP, Black),
        ]);
        pos.set_side_to_move_unrecorded(Black);
        let e = engine_under(&pos, &[Condition::Duellist]);
        let find = |e: &crate::Engine, pos: &mut Position, from, to| {
            let mut list = MoveList::new();
            e.legal_moves(pos, &mut list);
            *list
                .iter()
                .find(|m| m.from == from && m.to == to)
                .expect("the move is legal")
        };
        let mut list = MoveList::new();
        e.legal_moves(&mut pos, &mut list);
        assert!(froms(&list).len() > 1, "nothing binds the first move");
        let a4 = find(&e, &mut pos, Square::A8, Square::A4);
        e.play(&mut pos, &a4);
        let c2 = find(&e, &mut pos, Square::B1, Square::C2);
        e.play(&mut pos, &c2);
        assert_eq!(duellist(&pos, Black), Some(Square::A4));
        assert_eq!(duellist(&pos, White), Some(Square::C2));
        list.clear();
        e.legal_moves(&mut pos, &mut list);
        assert_eq!(froms(&list), [Square::A4]);
        pos.undo_move();
        pos.undo_move();
        let a2 = find(&e, &mut pos, Square::A8, Square::A2);
        e.play(&mut pos, &a2);
        let take = find(&e, &mut pos, Square::B1, Square::A2);
        e.play(&mut pos, &take);
        assert_eq!(duellist(&pos, Black), None);
        list.clear();
        e.legal_moves(&mut pos, &mut list);
        assert!(list
            .iter()
            .any(|m| m.from == Square::H8 && m.to == Square::D4));
        assert!(list.iter().any(|m| m.from == Square::E8));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

        /// Under DuellistChess, after a move and any reply, the first side
        /// moves only the unit it moved when that unit has a legal move
        /// (as without the condition), and otherwise any of its moves.
        #[test]
        fn the_duellist_moves_when_it_can(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            pick in 0usize..64,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = engine_under(&pos, &[Condition::Duellist]);
            let plain = engine_under(&pos, &[]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let m = pick_legal(&e, &mut pos, pick);
            proptest::prop_assume!(m.is_some());
            let m = m.unwrap();
            e.play(&mut pos, &m);
            let r = pick_legal(&e, &mut pos, pick / 2);
            proptest::prop_assume!(r.is_some());
            e.play(&mut pos, &r.unwrap());
            let mut all = MoveList::new();
            plain.legal_moves(&mut pos, &mut all);
            let mut next = MoveList::new();
            e.legal_moves(&mut pos, &mut next);
            let standing = pos.piece_at(m.to).is_some_and(|p| p.colour == side);
            let own: Vec<_> = all.iter().copied().filter(|n| n.from == m.to).collect();
            if standing && !own.is_empty() {
                proptest::prop_assert_eq!(next.to_vec(), own);
            } else {
                proptest::prop_assert_eq!(next.len(), all.len());
            }
        }
    }
}
