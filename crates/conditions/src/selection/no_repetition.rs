//! Jacobi's NoImmediateRepetition: a move is illegal if it repeats the
//! diagram of two plies before (Jacobi's manual: "A move is illegal if it
//! repeats the diagram from 2 plies ago. Created to implement AllIn =
//! FreeForAll + NoImmediateRepetition … Note that the diagram (not the
//! position) is compared").
//!
//! The diagram is the units on the board: each square's unit, its kind,
//! side and attributes; not the side to move, the castling rights, the
//! right to take en passant, nor any memory a condition keeps of the
//! moves (a bishop that grew under GrowingMen is the same bishop). A
//! move that changes the board otherwise (a new hole, a moved imitator)
//! never repeats. Null moves (a side's pass in series play) change no
//! diagram and are passed over, so that in a series a side may not take
//! its own last move back, as under Popeye's AllInChess; a null move is
//! never barred.
//!
//! The rule judges moves, not checks: a unit whose capture of the king
//! would repeat the diagram still checks (under FreeForAll a move that
//! takes the other side's move back is the only repetition, and a
//! capture of a king repeats nothing).

use nightrider_board::journal::Effect;
use nightrider_board::{zobrist, Piece, Position, Square};

/// The board: each square's unit.
type Board = [Option<Piece>; 64];

/// Whether `effects` change the diagram (a null move's do not).
fn changes_board(effects: &[Effect]) -> bool {
    effects.iter().any(|e| {
        matches!(
            e,
            Effect::Move { .. }
                | Effect::Remove { .. }
                | Effect::Add { .. }
                | Effect::Change { .. }
                | Effect::Hole { .. }
                | Effect::ShiftImitators { .. }
                | Effect::AddImitator { .. }
        )
    })
}

/// Takes `effects` back on `board`; `false` where they changed the
/// diagram beyond its units (a hole, an imitator), which a later move
/// never restores.
fn take_back(board: &mut Board, effects: &[Effect]) -> bool {
    for effect in effects.iter().rev() {
        match *effect {
            Effect::Move { from, to } => {
                board[from.idx()] = board[to.idx()].take();
            }
            Effect::Remove { square, piece } => board[square.idx()] = Some(piece),
            Effect::Add { square, .. } => board[square.idx()] = None,
            Effect::Change { square, old, .. } => board[square.idx()] = Some(old),
            Effect::Hole { .. } | Effect::ShiftImitators { .. } | Effect::AddImitator { .. } => {
                return false
            }
            _ => {}
        }
    }
    true
}

/// The board as it stood before the last `n` moves of `pos` that
/// changed it (null moves passed over); `None` if fewer were played, or
/// if one of them changed the diagram beyond its units.
fn board_before(pos: &Position, n: usize) -> Option<Board> {
    let mut board = *pos.board();
    let mut found = 0;
    let mut back = 0;
    while found < n {
        let effects = pos.earlier_move_effects(back)?;
        back += 1;
        if changes_board(effects) {
            if !take_back(&mut board, effects) {
                return None;
            }
            found += 1;
        }
    }
    Some(board)
}

/// Whether the move just played in `pos` repeats the diagram of two
/// plies before (the move before it passed over if a null move; a null
/// move itself never repeats).
pub(crate) fn repeats(pos: &Position) -> bool {
    let Some(last) = pos.earlier_move_effects(0) else {
        return false;
    };
    if !changes_board(last) {
        return false;
    }
    board_before(pos, 2).is_some_and(|before| before == *pos.board())
}

/// What [`repeats`] remembers from the moves played (the diagram before
/// the last move that changed it), as a hash for the transposition
/// tables: the keys of the units that move changed.
pub(crate) fn history_hash(pos: &Position) -> u64 {
    let Some(before) = board_before(pos, 1) else {
        return 0;
    };
    let now = pos.board();
    let key = |sq: Square, p: Option<Piece>| p.map_or(0, |p| zobrist::piece_key(p, sq));
    let delta = Square::ALL
        .into_iter()
        .filter(|sq| before[sq.idx()] != now[sq.idx()])
        .fold(0, |h, sq| {
            h ^ key(sq, before[sq.idx()]) ^ key(sq, now[sq.idx()])
        });
    delta.wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(23) ^ 0x5bd1_e995
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::condition::Condition;
    use crate::test_support::{
        engine_under, legal_moves, position_to_move, random_position, sorted_names as names,
    };
    use nightrider_board::Colour::{Black, White};
    use nightrider_board::{Move, PieceKind};
    use proptest::prelude::*;

    fn play(e: &crate::Engine, pos: &mut Position, from: Square, to: Square) {
        let m = legal_moves(e, pos)
            .into_iter()
            .find(|m| m.from == from && m.to == to)
            .unwrap_or_else(|| panic!("{from}-{to} not legal"));
        e.play(pos, &m);
    }

    /// Under FreeForAll alone Black may take White's rook move back;
    /// beside NoImmediateRepetition not (the manual: AllIn = FreeForAll +
    /// NoImmediateRepetition, and AllIn bars taking the move back).
    #[test]
    fn free_for_all_takes_back_unless_no_repetition() {
        let pieces = [
            (Square::A1, PieceKind::KING, White),
            (Square::D4, PieceKind::ROOK, White),
            (Square::H8, PieceKind::KING, Black),
        ];
        for with_rule in [false, true] {
            let mut pos = position_to_move(&pieces, false);
            let mut conditions = vec![Condition::FreeForAll];
            if with_rule {
                conditions.push(Condition::NoImmediateRepetition);
            }
            let e = engine_under(&pos, &conditions);
            play(&e, &mut pos, Square::D4, Square::D5);
            let replies = names(&legal_moves(&e, &mut pos));
            // Black moves the white rook too
            assert!(replies.contains(&"d5-d6".to_string()));
            assert_eq!(replies.contains(&"d5-d4".to_string()), !with_rule);
            assert!(replies.contains(&"h8-g8".to_string()));
            // the rook moved on elsewhere: every square back free again
            play(&e, &mut pos, Square::D5, Square::E5);
            let replies = names(&legal_moves(&e, &mut pos));
            assert_eq!(replies.contains(&"e5-d5".to_string()), !with_rule);
            assert!(replies.contains(&"e5-e4".to_string()));
        }
    }

    /// Beside orthodox moves the rule bars nothing: a side's own move
    /// never restores the board before the other side's move.
    #[test]
    fn alone_it_bars_no_orthodox_move() {
        let pieces = [
            (Square::E1, PieceKind::KING, White),
            (Square::D1, PieceKind::QUEEN, White),
            (Square::E8, PieceKind::KING, Black),
            (Square::A8, PieceKind::ROOK, Black),
        ];
        let mut pos = position_to_move(&pieces, false);
        let plain = engine_under(&pos, &[]);
        let e = engine_under(&pos, &[Condition::NoImmediateRepetition]);
        play(&e, &mut pos, Square::D1, Square::D4);
        play(&e, &mut pos, Square::A8, Square::A7);
        assert_eq!(
            names(&legal_moves(&e, &mut pos)),
            names(&legal_moves(&plain, &mut pos))
        );
    }

    /// FreeForAll and NoImmediateRepetition stand alone, together and
    /// beside GrowingMen; beside anything else they are refused.
    #[test]
    fn what_is_refused() {
        use crate::compat::refusal;
        let (free, no_rep) = (Condition::FreeForAll, Condition::NoImmediateRepetition);
        let growing = Condition::GrowingMen { shrinking: false };
        assert!(refusal(std::slice::from_ref(&free)).is_ok());
        assert!(refusal(std::slice::from_ref(&no_rep)).is_ok());
        assert!(refusal(&[free.clone(), no_rep.clone(), growing]).is_ok());
        for other in [
            Condition::Circe(crate::condition::CirceRules::default()),
            Condition::AllIn,
            Condition::Maximummer(White),
            Condition::Madrasi {
                rex_inclusive: false,
            },
        ] {
            assert!(refusal(&[free.clone(), other.clone()]).is_err());
            assert!(refusal(&[no_rep.clone(), other]).is_err());
        }
    }

    proptest! {
        /// On random positions under FreeForAll the moves barred by
        /// NoImmediateRepetition after a first move are exactly those
        /// taking a plain first move back (the same unit from its
        /// arrival to its departure, nothing captured or promoted), and
        /// the history hash tells apart the positions reached by first
        /// moves that bar different replies.
        #[test]
        fn bars_exactly_taking_a_plain_move_back(
            cells in proptest::collection::vec((0u8..64, 0u8..5, any::<bool>()), 2..10),
            black in any::<bool>(),
        ) {
            let mut pos = random_position(&cells, [true, true], black);
            let free = engine_under(&pos, &[Condition::FreeForAll]);
            let both = engine_under(&pos, &[Condition::FreeForAll, Condition::NoImmediateRepetition]);
            prop_assume!(!free.in_check(&pos, !pos.side_to_move()));
            for first in legal_moves(&free, &mut pos).into_iter().take(6) {
                free.play(&mut pos, &first);
                let plain = first.promotion.is_none() && !first.is_capture() && !first.is_castling();
                let mut expected: Vec<Move> = legal_moves(&free, &mut pos)
                    .into_iter()
                    .filter(|m| !(plain && m.from == first.to && m.to == first.from))
                    .collect();
                expected.sort_by_key(|m| (m.from.idx(), m.to.idx(), m.promotion.map(|k| k.0)));
                let mut got = legal_moves(&both, &mut pos);
                got.sort_by_key(|m| (m.from.idx(), m.to.idx(), m.promotion.map(|k| k.0)));
                prop_assert_eq!(names(&got), names(&expected));
                prop_assert_ne!(history_hash(&pos), 0);
                pos.undo_move();
            }
        }
    }
}
