//! WhiteFollowMyLeader and BlackFollowMyLeader, as Popeye 4.104 plays
//! them (found by experiment; its manual only names them): the side bound
//! must play a move arriving on the square the other side's last move
//! departed from (a castling's: the king's square) if it has such a legal
//! move (`1.Bg7-h6 Qd4-g7`); otherwise any legal move. A castling arrives
//! where its king does, a promotion where its pawn does. Null moves do
//! not count: in series play the side bound follows its own last move
//! (`1.Bf3-e2 2.Be2-f3` under BlackFollowMyLeader in `ser-h~2`). Before
//! the first move of the play nothing binds. Checks are left alone. The square depends on the moves
//! played, so the transposition tables key on it (`history_hash`, through
//! `Engine::history_hash`).

use nightrider_board::{Position, Square};
use nightrider_movegen::MoveList;

/// The square the last move played on `pos` departed from (its moving
/// unit's: a castling's king), the null moves passed over: in series
/// play the series side's own last move. `None` before the first move.
pub fn leader_square(pos: &Position) -> Option<Square> {
    (0..)
        .map_while(|back| pos.earlier_move_effects(back))
        .find_map(super::synchron::played_squares)
        .map(|(from, _)| from)
}

/// Keeps of the legal moves of the side to move in `out[start..]` those
/// arriving on [`leader_square`], if there are any.
pub(crate) fn apply(pos: &Position, out: &mut MoveList, start: usize) {
    let Some(square) = leader_square(pos) else {
        return;
    };
    crate::list_rules::prefer_from(out, start, |m| m.to == square);
}

/// [`leader_square`] as a hash, for the transposition tables (zero before
/// the first move).
pub(crate) fn history_hash(pos: &Position) -> u64 {
    leader_square(pos).map_or(0, |sq| {
        (u64::from(sq.idx() as u8) + 1)
            .wrapping_mul(0xa076_1d64_78bd_642f)
            .rotate_left(41)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::condition::Condition;
    use crate::test_support::{engine_under, pick_legal, position_to_move};
    use nightrider_board::{Colour, PieceKind};
    use Colour::{Black, White};

    #[test]
    fn the_reply_arrives_where_the_last_move_departed() {
        // (Popeye 4.104, 1->ser-~1 under WhiteFollowMyLeader: after
        // 1.Bg7-h6 only Qd4-g7, after 1.Bg7-e5 any move)
        let mut pos = position_to_move(
            &[
                (Square::H1, PieceKind::KING, White),
                (Square::D4, PieceKind::QUEEN, White),
                (Square::B1, PieceKind::KNIGHT, White),
                (Square::A8, PieceKind::KING, Black),
                (Square::C7, PieceKind::ROOK, Black),
                (Square::G7, PieceKind::BISHOP, Black),
            ],
            true,
        );
        let e = engine_under(&pos, &[Condition::FollowMyLeader(White)]);
        let mut list = MoveList::new();
        e.legal_moves(&mut pos, &mut list);
        for (to, replies) in [(Square::H6, Some(1)), (Square::E5, None)] {
            let m = *list
                .iter()
                .find(|m| m.from == Square::G7 && m.to == to)
                .unwrap();
            e.play(&mut pos, &m);
            assert_eq!(leader_square(&pos), Some(Square::G7));
            let mut next = MoveList::new();
            e.legal_moves(&mut pos, &mut next);
            match replies {
                Some(n) => {
                    assert_eq!(next.len(), n);
                    assert_eq!((next[0].from, next[0].to), (Square::D4, Square::G7));
                }
                None => assert!(next.len() > 20, "{next:?}"),
            }
            pos.undo_move();
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

        /// After any move, the other side bound by FollowMyLeader plays
        /// only its legal moves arriving on the square that move departed
        /// from when it has one, and otherwise all its moves; the side
        /// not bound plays all its moves.
        #[test]
        fn the_follower_arrives_on_the_square_left_when_it_can(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            bound_follows in proptest::bool::ANY,
            pick in 0usize..64,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let bound = if bound_follows { !side } else { side };
            let e = engine_under(&pos, &[Condition::FollowMyLeader(bound)]);
            let plain = engine_under(&pos, &[]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let m = pick_legal(&e, &mut pos, pick);
            proptest::prop_assume!(m.is_some());
            let m = m.unwrap();
            e.play(&mut pos, &m);
            let mut all = MoveList::new();
            plain.legal_moves(&mut pos, &mut all);
            let mut replies = MoveList::new();
            e.legal_moves(&mut pos, &mut replies);
            let following: Vec<_> = all.iter().copied().filter(|r| r.to == m.from).collect();
            if bound_follows && !following.is_empty() {
                proptest::prop_assert_eq!(replies.to_vec(), following);
            } else {
                proptest::prop_assert_eq!(replies.len(), all.len());
            }
        }
    }
}
