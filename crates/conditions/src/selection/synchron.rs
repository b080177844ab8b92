//! WhiteSynchronMover, BlackSynchronMover, WhiteAntiSynchronMover and
//! BlackAntiSynchronMover, as Popeye 4.104 plays them (found by
//! experiment; its manual only names them): the side must play a move
//! whose displacement (arrival minus departure, a castling's the king's,
//! an en-passant capture's the pawn's) equals the displacement of the
//! other side's last move (AntiSynchron: its opposite, `Ke8-d8` asks for
//! `Ke4-f4`) if it has such a legal move; otherwise any legal move. Before
//! the first move of the play, and after a null move (series play,
//! threats), nothing binds. Checks are left alone. The displacement of
//! the last move depends on the moves played, so the transposition tables
//! key on it (`history_hash`, through `Engine::history_hash`).

use nightrider_board::journal::Effect;
use nightrider_board::{Move, Position, Square};
use nightrider_movegen::MoveList;

/// The displacement of a move: arrival minus departure, in files and
/// ranks.
pub type Displacement = (i32, i32);

/// The displacement of `m` (a castling's is the king's), `None` for a
/// null move.
pub fn displacement(m: &Move) -> Option<Displacement> {
    if m.is_null() {
        return None;
    }
    Some((m.to.x() - m.from.x(), m.to.y() - m.from.y()))
}

/// The displacement of the last move played on `pos` (see
/// [`played_squares`]). `None` before the first move and after a null
/// move.
pub fn last_displacement(pos: &Position) -> Option<Displacement> {
    let (from, to) = played_squares(pos.earlier_move_effects(0)?)?;
    Some((to.x() - from.x(), to.y() - from.y()))
}

/// The departure and arrival squares of the moving unit of a move, read
/// from its journal `effects`: its first piece movement (a capture
/// removes its victim first; a castling and an exchange are journaled as
/// removals then additions, the first unit removed being the king).
/// `None` for a null move.
pub fn played_squares(effects: &[Effect]) -> Option<(Square, Square)> {
    let mut first_removed = None;
    for effect in effects {
        match *effect {
            // (a capture removes its victim first, then moves)
            Effect::Move { from, to } => return Some((from, to)),
            Effect::Remove { square, piece } if first_removed.is_none() => {
                first_removed = Some((square, piece));
            }
            // (a castling or an exchange: the first unit removed, added
            // again)
            Effect::Add { square, piece } => {
                if let Some((from, p)) = first_removed {
                    if p == piece {
                        return Some((from, square));
                    }
                }
            }
            _ => {}
        }
    }
    None
}

/// Keeps of the legal moves of `side` in `out[start..]` those whose
/// displacement is the one of the other side's last move (its opposite
/// when `anti`), if there are any.
pub(crate) fn apply(pos: &Position, out: &mut MoveList, start: usize, anti: bool) {
    let Some((dx, dy)) = last_displacement(pos) else {
        return;
    };
    let wanted = if anti { (-dx, -dy) } else { (dx, dy) };
    crate::list_rules::prefer_from(out, start, |m| displacement(m) == Some(wanted));
}

/// The displacement of the last move as a hash, for the transposition
/// tables (zero before the first move and after a null move).
pub(crate) fn history_hash(pos: &Position) -> u64 {
    match last_displacement(pos) {
        Some((dx, dy)) => ((dx + 16) as u64 * 64 + (dy + 16) as u64 + 1)
            .wrapping_mul(0x2545_f491_4f6c_dd1d)
            .rotate_left(29),
        None => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::condition::Condition;
    use crate::engine::Engine;
    use nightrider_board::{Colour, Piece, PieceKind, Square};
    use nightrider_movegen::{MoveGenerator, Rules, WalkRegistry};

    fn engine(pos: &Position, conditions: &[Condition]) -> Engine {
        let generator =
            MoveGenerator::for_position(pos, Rules::default(), &WalkRegistry::new()).unwrap();
        Engine::new(generator, conditions).unwrap()
    }

    #[test]
    fn the_reply_repeats_the_displacement_if_it_can() {
        let mut pos = Position::empty();
        pos.put(Square::A3, Piece::new(PieceKind::KING, Colour::White));
        pos.put(Square::D1, Piece::new(PieceKind::ROOK, Colour::White));
        pos.put(Square::E8, Piece::new(PieceKind::KING, Colour::Black));
        pos.put(Square::H8, Piece::new(PieceKind::ROOK, Colour::Black));
        pos.set_side_to_move_unrecorded(Colour::Black);
        for (anti, wanted) in [(false, Square::B1), (true, Square::F1)] {
            let sync = Condition::Synchron {
                side: Colour::White,
                anti,
            };
            let e = engine(&pos, std::slice::from_ref(&sync));
            let mut list = MoveList::new();
            e.legal_moves(&mut pos, &mut list);
            // (nothing binds Black, nor White before a move of Black's)
            assert!(list.len() > 10, "{list:?}");
            let m = *list
                .iter()
                .find(|m| m.from == Square::H8 && m.to == Square::F8)
                .unwrap();
            e.play(&mut pos, &m);
            assert_eq!(last_displacement(&pos), Some((-2, 0)));
            let mut replies = MoveList::new();
            e.legal_moves(&mut pos, &mut replies);
            let replies: Vec<(Square, Square)> = replies.iter().map(|r| (r.from, r.to)).collect();
            assert_eq!(replies, [(Square::D1, wanted)], "anti: {anti}");
            pos.undo_move();
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

        /// After any move, the other side bound by SynchronMover (or
        /// AntiSynchronMover) plays only moves of that move's displacement
        /// (or its opposite) when it has one, and otherwise all its moves.
        #[test]
        fn the_reply_repeats_the_displacement_when_it_can(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            anti in proptest::bool::ANY,
            pick in 0usize..64,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let sync = Condition::Synchron { side: !side, anti };
            let e = engine(&pos, std::slice::from_ref(&sync));
            let plain = engine(&pos, &[]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let mut first = MoveList::new();
            e.legal_moves(&mut pos, &mut first);
            proptest::prop_assume!(!first.is_empty());
            let m = first[pick % first.len()];
            e.play(&mut pos, &m);
            let (dx, dy) = displacement(&m).unwrap();
            let wanted = if anti { (-dx, -dy) } else { (dx, dy) };
            let mut replies = MoveList::new();
            e.legal_moves(&mut pos, &mut replies);
            let mut all = MoveList::new();
            plain.legal_moves(&mut pos, &mut all);
            let synchronous: Vec<Move> =
                all.iter().copied().filter(|r| displacement(r) == Some(wanted)).collect();
            if synchronous.is_empty() {
                proptest::prop_assert_eq!(replies.len(), all.len());
            } else {
                proptest::prop_assert_eq!(replies.to_vec(), synchronous);
            }
        }
    }
}
