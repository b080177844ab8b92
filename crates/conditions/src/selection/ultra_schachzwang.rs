//! WhiteUltraSchachZwang, BlackUltraSchachZwang and UltraSchachZwang, as
//! Popeye 4.104 plays them (found by running it; its manual only names
//! them): the side bound plays only legal moves giving check (a check as
//! the conditions have it). A side bound without such a move has no move
//! at all: not in check it is stalemated; in check it is mated only if it
//! has no legal move without the rule (a side bound in check whose
//! escapes give no check is neither mated nor stalemated, it just cannot
//! move). The other side's moves and every check are left alone.
//!
//! Plain `UltraSchachZwang` binds the side Popeye binds plain Maximummer
//! to, derived from the stipulation (Black in `#2`, `h#2`, `s#2`,
//! `ser-#3`; White in `ser-h#3`; the other side under option
//! HalfDuplex); the front end binds it before the engine is built.

use nightrider_board::{Colour, Move, Position};
use nightrider_movegen::MoveList;

/// Keeps of the legal moves of the side to move in `out[start..]` (in
/// `pos`) those after which the other side is in check under `engine`'s
/// conditions; none if there is no such move.
pub(crate) fn apply(engine: &crate::Engine, pos: &Position, out: &mut MoveList, start: usize) {
    let side = pos.side_to_move();
    let mut after = pos.clone();
    crate::list_rules::retain_from(out, start, |m| gives_check(engine, &mut after, m, side));
}

/// Whether the legal move `m` of `side`, the side to move in `pos`, leaves
/// the other side in check (`pos` is played on and restored).
fn gives_check(engine: &crate::Engine, pos: &mut Position, m: &Move, side: Colour) -> bool {
    if let Some(check) = engine.gives_check(pos, m) {
        return check;
    }
    engine.play(pos, m);
    let check = engine.in_check(pos, !side);
    pos.undo_move();
    check
}

/// Whether the side to move in `pos`, bound by the rule, is immobile for
/// the goals mate and stalemate: in check, when it has no legal move
/// without the rule (mate is judged without it); not in check, when it has
/// no move giving check (a stalemate under the rule).
pub(crate) fn immobile(engine: &crate::Engine, pos: &mut Position) -> bool {
    let side = pos.side_to_move();
    if engine.in_check(pos, side) {
        return engine
            .first_candidate(pos, |pos, m| engine.legal_when_played(pos, m, side, 0))
            .is_none();
    }
    let mut moves = MoveList::new();
    engine.legal_moves(pos, &mut moves);
    moves.is_empty()
}

#[cfg(test)]
mod tests {
    use crate::condition::Condition;
    use crate::test_support::position_to_move;
    use crate::Engine;
    use nightrider_board::{Colour, Move, PieceKind, Position, Square};
    use nightrider_movegen::{MoveGenerator, MoveList, Rules, WalkRegistry};

    fn engine(pos: &Position, conditions: &[Condition]) -> Engine {
        let generator =
            MoveGenerator::for_position(pos, Rules::default(), &WalkRegistry::new()).unwrap();
        Engine::new(generator, conditions).unwrap()
    }

    fn legal(e: &Engine, pos: &mut Position) -> Vec<Move> {
        let mut list = MoveList::new();
        e.legal_moves(pos, &mut list);
        list.to_vec()
    }

    #[test]
    fn the_bound_side_only_checks() {
        // (Popeye: 1.Qd1-a4+, Qd1*d8+, Qd1-d7+, Rh4*e4+, Rh4-h8+)
        let (w, b) = (Colour::White, Colour::Black);
        let mut pos = position_to_move(
            &[
                (Square::E1, PieceKind::KING, w),
                (Square::D1, PieceKind::QUEEN, w),
                (Square::H4, PieceKind::ROOK, w),
                (Square::E8, PieceKind::KING, b),
                (Square::D8, PieceKind::ROOK, b),
                (Square::E4, PieceKind::BISHOP, b),
                (Square::F3, PieceKind::PAWN, b),
            ],
            false,
        );
        let mut pos2 = pos.clone();
        let e = engine(&pos, &[Condition::UltraSchachZwang(Colour::White)]);
        let mut moves: Vec<String> = legal(&e, &mut pos).iter().map(|m| m.to_string()).collect();
        moves.sort();
        assert_eq!(moves.len(), 5, "{moves:?}");
        // the other side's rule leaves White free
        let other = engine(&pos2, &[Condition::UltraSchachZwang(Colour::Black)]);
        let plain = engine(&pos2, &[]);
        assert_eq!(legal(&other, &mut pos2), legal(&plain, &mut pos2));
    }

    #[test]
    fn a_bound_side_in_check_without_a_checking_escape_is_not_mated() {
        // (Popeye, #1 with Black bound: 1.Rh1-h8+ is no mate, the king
        // has flights; =1: every quiet rook move stalemates)
        let (w, b) = (Colour::White, Colour::Black);
        let king = |sq, c| (sq, PieceKind::KING, c);
        let rook = |sq| (sq, PieceKind::ROOK, w);
        let mut checked = position_to_move(
            &[king(Square::A8, b), king(Square::F3, w), rook(Square::H8)],
            true,
        );
        let e = engine(&checked, &[Condition::UltraSchachZwang(Colour::Black)]);
        assert!(legal(&e, &mut checked).is_empty());
        assert!(!super::immobile(&e, &mut checked));
        let mut quiet = position_to_move(
            &[king(Square::A8, b), king(Square::F3, w), rook(Square::B1)],
            true,
        );
        assert!(legal(&e, &mut quiet).is_empty());
        assert!(super::immobile(&e, &mut quiet));
        let mut mated = position_to_move(
            &[king(Square::A8, b), king(Square::B6, w), rook(Square::H8)],
            true,
        );
        assert!(super::immobile(&e, &mut mated));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

        /// The bound side's moves are exactly its orthodox legal moves
        /// giving check; the other side's are the orthodox ones.
        #[test]
        fn the_bound_side_plays_its_checking_moves(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            white_bound in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let bound = if white_bound { Colour::White } else { Colour::Black };
            let plain = engine(&pos, &[]);
            proptest::prop_assume!(!plain.in_check(&pos, !side));
            let e = engine(&pos, &[Condition::UltraSchachZwang(bound)]);
            let mut expected = legal(&plain, &mut pos);
            if side == bound {
                expected.retain(|m| {
                    pos.play(m);
                    let check = plain.in_check(&pos, !side);
                    pos.undo_move();
                    check
                });
            }
            let key = |l: Vec<Move>| {
                let mut v: Vec<String> = l.iter().map(|m| format!("{m:?}")).collect();
                v.sort();
                v
            };
            proptest::prop_assert_eq!(key(legal(&e, &mut pos)), key(expected));
        }
    }
}
