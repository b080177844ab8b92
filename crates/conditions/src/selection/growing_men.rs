//! Jacobi's GrowingMen and ShrinkingMen (the Jacobi manual, "Move
//! length" and "Retro-Growing Men"; Popeye 4.104 has neither): no unit
//! makes a shorter (ShrinkingMen: longer) move than the last move it
//! made. A unit of the diagram has made no move (Jacobi's forward
//! reading: "every piece standing on the diagram has no last time"), nor
//! has a unit put on the board by a condition.
//!
//! The length of a move is "as the crow flies", the distance between its
//! departure and arrival squares (compared squared: dx² + dy²). A
//! castling moves two units, and each of the king and the rook is judged
//! by its own move (the manual: "the move lengths of the king and rook
//! are applied separately to each piece"). A promoted pawn stays the unit
//! it was.
//!
//! The rule binds checks too: a unit checks only where its capture of
//! the king would be long (short) enough. (The manual's example W675590
//! needs it: in 1.c8=B Bd7 2.Bxb5 Be8#, Black's 2.Bxb5 leaves the bishop
//! next to the black king on a4, which it does not check since its last
//! move was 2√2 long and a capture on a4 would be √2.)
//!
//! The units' last moves are read from the moves played (the journal of
//! the position), so a unit moved by either side (FreeForAll, AllIn) is
//! judged by its own last move.

use nightrider_board::journal::Effect;
use nightrider_board::{Move, Position, Special, Square};

/// The combinations of GrowingMen and ShrinkingMen refused: they stand
/// alone and beside AllInChess (Jacobi's AllIn, the manual's example
/// W675590) and its parts FreeForAll and NoImmediateRepetition (the same
/// example); nothing else has been checked.
pub(crate) fn combination_refusal(
    conditions: &[crate::condition::Condition],
) -> Option<(String, String)> {
    use crate::condition::Condition;
    let growing = conditions
        .iter()
        .find(|c| matches!(c, Condition::GrowingMen { .. }))?;
    let other = conditions.iter().find(|c| {
        !std::ptr::eq(*c, growing)
            && !matches!(
                c,
                Condition::AllIn | Condition::FreeForAll | Condition::NoImmediateRepetition
            )
    })?;
    Some((growing.to_string(), other.to_string()))
}

/// The squared length of a displacement from `from` to `to`.
fn length(from: Square, to: Square) -> i32 {
    let dx = to.x() - from.x();
    let dy = to.y() - from.y();
    dx * dx + dy * dy
}

/// The squared length of the last move of each unit on the board of
/// `pos`, by square (`None`: the unit has not moved, or no unit).
pub(crate) fn last_lengths(pos: &Position) -> [Option<i32>; 64] {
    let mut last = [None; 64];
    let mut resolved = 0u64;
    let mut back = 0;
    while let Some(effects) = pos.earlier_move_effects(back) {
        for effect in effects.iter().rev() {
            match *effect {
                Effect::Move { from, to } => {
                    if resolved & (1 << to.idx()) == 0 {
                        last[to.idx()] = Some(length(from, to));
                        resolved |= 1 << to.idx();
                    }
                    // (whatever stands on `from` now arrived later)
                    resolved |= 1 << from.idx();
                }
                Effect::Add { square, .. } | Effect::Remove { square, .. } => {
                    resolved |= 1 << square.idx();
                }
                _ => {}
            }
        }
        back += 1;
    }
    last
}

/// Whether the unit moved by `m` (each of the two of a castling) may make
/// its move under GrowingMen (`shrinking`: ShrinkingMen), the units' last
/// moves being `last`.
pub(crate) fn allows_with(last: &[Option<i32>; 64], m: &Move, shrinking: bool) -> bool {
    let fits = |from: Square, to: Square| {
        last[from.idx()].is_none_or(|before| {
            let now = length(from, to);
            if shrinking {
                now <= before
            } else {
                now >= before
            }
        })
    };
    if m.is_null() {
        return true;
    }
    let rook = match m.special {
        Special::Castle { rook_from, rook_to } => fits(rook_from, rook_to),
        _ => true,
    };
    rook && fits(m.from, m.to)
}

/// [`allows_with`] after the moves played in `pos`.
pub(crate) fn allows(pos: &Position, m: &Move, shrinking: bool) -> bool {
    allows_with(&last_lengths(pos), m, shrinking)
}

/// What [`allows`] remembers from the moves played, as a hash for the
/// transposition tables: the last lengths of the units on the board.
pub(crate) fn history_hash(pos: &Position) -> u64 {
    let mut h = 0u64;
    for (i, len) in last_lengths(pos).iter().enumerate() {
        if let Some(len) = len {
            let key = (i as u64 + 1) * 131 + *len as u64;
            h ^= key.wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(23);
        }
    }
    h
}

#[cfg(test)]
mod tests {
    use crate::condition::Condition;
    use crate::test_support::{engine_under as engine, legal_moves as legal, position_to_move};
    use nightrider_board::{Colour, Move, PieceKind, Square};

    /// The definition (Jacobi's manual): after Rd1-d4 (length 3) the
    /// rook moves at least 3 squares as the crow flies under GrowingMen,
    /// at most 3 under ShrinkingMen; a unit of the diagram is free.
    #[test]
    fn a_unit_is_bound_by_its_last_move() {
        let (w, b) = (Colour::White, Colour::Black);
        let mut pos = position_to_move(
            &[
                (Square::A1, PieceKind::KING, w),
                (Square::D1, PieceKind::ROOK, w),
                (Square::H8, PieceKind::KING, b),
                (Square::H6, PieceKind::PAWN, b),
            ],
            false,
        );
        for shrinking in [false, true] {
            let allowed = |d: i32| if shrinking { d <= 9 } else { d >= 9 };
            let e = engine(&pos, &[Condition::GrowingMen { shrinking }]);
            // the diagram's rook moves freely
            let plain = engine(&pos, &[]);
            assert_eq!(legal(&e, &mut pos), legal(&plain, &mut pos));
            e.play(&mut pos, &Move::quiet(Square::D1, Square::D4));
            e.play(&mut pos, &Move::quiet(Square::H8, Square::G8));
            let rook: Vec<Move> = legal(&e, &mut pos)
                .into_iter()
                .filter(|m| m.from == Square::D4)
                .collect();
            let all: Vec<Move> = legal(&plain, &mut pos)
                .into_iter()
                .filter(|m| m.from == Square::D4)
                .collect();
            let expected: Vec<Move> = all
                .into_iter()
                .filter(|m| allowed(super::length(m.from, m.to)))
                .collect();
            assert_eq!(rook, expected, "shrinking: {shrinking}");
            assert!(!expected.is_empty());
            // the king that has moved one square is free to grow
            pos.undo_move();
            pos.undo_move();
        }
    }

    /// W675590 part a (Bissicks, Ravi Shankar, Tylor, The Problemist
    /// Supplement 2017; Jacobi's manual): h#2 under AllIn and GrowingMen,
    /// 1.c8=B Bd7 2.Bxb5 Be8#: the bishop, last moved 3√2, cannot
    /// move away (Be8-b5 takes the last move back).
    #[test]
    fn w675590_the_final_position_is_mate() {
        let (w, b) = (Colour::White, Colour::Black);
        let mut pieces = vec![
            (Square::G6, PieceKind::KING, w),
            (Square::C7, PieceKind::PAWN, w),
            (Square::A4, PieceKind::KING, b),
        ];
        for sq in [Square::A3, Square::A5, Square::B3, Square::B4, Square::B5] {
            pieces.push((sq, PieceKind::PAWN, b));
        }
        let mut pos = position_to_move(&pieces, true);
        let e = engine(
            &pos,
            &[Condition::AllIn, Condition::GrowingMen { shrinking: false }],
        );
        for (from, to) in [
            (Square::C7, Square::C8),
            (Square::C8, Square::D7),
            (Square::D7, Square::B5),
            (Square::B5, Square::E8),
        ] {
            let m = legal(&e, &mut pos)
                .into_iter()
                .find(|m| {
                    m.from == from
                        && m.to == to
                        && m.promotion.is_none_or(|k| k == PieceKind::BISHOP)
                })
                .unwrap_or_else(|| panic!("{from}-{to} is legal"));
            e.play(&mut pos, &m);
        }
        assert!(e.in_check(&pos, b));
        assert_eq!(legal(&e, &mut pos), []);
        assert!(!e.has_any_legal_move(&mut pos));
    }

    mod props {
        use super::engine;
        use crate::condition::Condition;
        use crate::test_support::random_position;
        use nightrider_movegen::MoveList;
        use proptest::prelude::*;

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(64))]

            /// After two moves, every legal move under GrowingMen
            /// (ShrinkingMen) moves its unit at least (at most) as far as
            /// its last move, and the legal moves are those found by
            /// playing every candidate (checks judged by the rule too).
            #[test]
            fn moves_grow_and_agree_with_playing(
                cells in proptest::collection::vec((0u8..64, 0u8..5, any::<bool>()), 0..12),
                black in any::<bool>(),
                shrinking in any::<bool>(),
                picks in (any::<u16>(), any::<u16>()),
            ) {
                let mut pos = random_position(&cells, [true, true], black);
                let side = pos.side_to_move();
                let plain = engine(&pos, &[]);
                prop_assume!(!plain.in_check(&pos, !side));
                let e = engine(&pos, &[Condition::GrowingMen { shrinking }]);
                for pick in [picks.0, picks.1] {
                    let mut list = MoveList::new();
                    e.legal_moves(&mut pos, &mut list);
                    prop_assume!(!list.is_empty());
                    let m = list[usize::from(pick) % list.len()];
                    e.play(&mut pos, &m);
                }
                let last = super::super::last_lengths(&pos);
                let got = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
                for m in &got {
                    prop_assert!(super::super::allows_with(&last, m, shrinking), "{m}");
                }
            }
        }
    }
}
