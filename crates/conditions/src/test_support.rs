//! Helpers of the crate's property tests: random positions and the check
//! that an engine's legal moves are those found by playing every
//! candidate.

use crate::engine::Engine;
use nightrider_board::{Colour, Piece, PieceKind, Position, Square};
use nightrider_movegen::MoveList;

/// The orthodox kinds other than the king, as the random positions use
/// them.
pub(crate) const PIECES: [PieceKind; 5] = [
    PieceKind::QUEEN,
    PieceKind::ROOK,
    PieceKind::BISHOP,
    PieceKind::KNIGHT,
    PieceKind::PAWN,
];

/// A random position of orthodox pieces from `cells` (square, index into
/// [`PIECES`], white), the kings on e1 and e8 where `kings` says, `black`
/// to move; a cell naming an occupied square, or a pawn on its first or
/// last rank, is skipped.
pub(crate) fn random_position(cells: &[(u8, u8, bool)], kings: [bool; 2], black: bool) -> Position {
    let mut pos = Position::empty();
    if kings[0] {
        pos.put(Square::E1, Piece::new(PieceKind::KING, Colour::White));
    }
    if kings[1] {
        pos.put(Square::E8, Piece::new(PieceKind::KING, Colour::Black));
    }
    for &(sq, kind, white) in cells {
        let sq = Square::from_index_masked(sq % 64);
        let kind = PIECES[usize::from(kind) % PIECES.len()];
        let first_or_last = sq.y() == 0 || sq.y() == 7;
        if pos.piece_at(sq).is_some() || (kind == PieceKind::PAWN && first_or_last) {
            continue;
        }
        let colour = if white { Colour::White } else { Colour::Black };
        pos.put(sq, Piece::new(kind, colour));
    }
    let side = if black { Colour::Black } else { Colour::White };
    pos.set_side_to_move_unrecorded(side);
    pos
}

/// The legal moves of `engine` on `pos`, after checking that they are the
/// moves found by playing every candidate
/// ([`Engine::legal_moves_by_playing`]).
///
/// # Errors
/// A proptest failure naming both lists when they differ.
pub(crate) fn legal_moves_as_played(
    engine: &Engine,
    pos: &mut Position,
) -> Result<MoveList, proptest::test_runner::TestCaseError> {
    let mut list = MoveList::new();
    engine.legal_moves(pos, &mut list);
    let mut played = MoveList::new();
    engine.legal_moves_by_playing(pos, &mut played);
    let sorted = |l: &MoveList| {
        let mut v: Vec<String> = l.iter().map(|m| format!("{m:?}")).collect();
        v.sort();
        v
    };
    proptest::prop_assert_eq!(sorted(&list), sorted(&played));
    Ok(list)
}

/// Checks, for a condition that makes units royal as the board changes
/// (ExtinctionChess, RoyalDynasty), on a prepared position whose side
/// not to move is not in check: `crowned_right` holds before and after
/// every legal move, no move leaves the mover in check, undoing a move
/// restores the position, and the legal moves are those found by playing
/// every candidate.
///
/// # Errors
/// A proptest failure naming the move.
pub(crate) fn check_crowning_moves(
    engine: &Engine,
    pos: &mut Position,
    crowned_right: fn(&Position) -> bool,
) -> Result<(), proptest::test_runner::TestCaseError> {
    proptest::prop_assert!(crowned_right(pos));
    let side = pos.side_to_move();
    let list = legal_moves_as_played(engine, pos)?;
    for m in list.iter() {
        let mut after = pos.clone();
        engine.play(&mut after, m);
        proptest::prop_assert!(crowned_right(&after), "{m:?}");
        proptest::prop_assert!(
            !engine.in_check(&after, side),
            "{m:?} leaves the mover in check"
        );
        after.undo_move();
        proptest::prop_assert_eq!(&after, &*pos);
    }
    Ok(())
}

/// The position with `pieces` (square, kind, colour) on an empty board,
/// White to move.
pub(crate) fn position(pieces: &[(Square, PieceKind, Colour)]) -> Position {
    position_to_move(pieces, false)
}

/// [`position`], with Black to move when `black`.
pub(crate) fn position_to_move(pieces: &[(Square, PieceKind, Colour)], black: bool) -> Position {
    let mut pos = Position::empty();
    for &(sq, kind, colour) in pieces {
        pos.put(sq, Piece::new(kind, colour));
    }
    pos.set_side_to_move_unrecorded(if black { Colour::Black } else { Colour::White });
    pos
}

/// The from and to squares of the captures among `e`'s legal moves on
/// `pos`.
pub(crate) fn legal_captures(e: &Engine, pos: &mut Position) -> Vec<(Square, Square)> {
    let mut moves = MoveList::new();
    e.legal_moves(pos, &mut moves);
    moves
        .iter()
        .filter(|m| m.is_capture())
        .map(|m| (m.from, m.to))
        .collect()
}

/// The engine of `conditions` for `pos`, with the orthodox rules and no
/// fairy walks.
pub(crate) fn engine_under(pos: &Position, conditions: &[crate::Condition]) -> Engine {
    use nightrider_movegen::{MoveGenerator, Rules, WalkRegistry};
    let generator =
        MoveGenerator::for_position(pos, Rules::default(), &WalkRegistry::new()).unwrap();
    Engine::new(generator, conditions).unwrap()
}

/// An engine for `pos` under `conditions`, its generator built with the
/// rules the conditions adapt ([`crate::rules_under`]: promotions,
/// pawns on their first rank).
pub(crate) fn engine_with_rules(pos: &Position, conditions: &[crate::Condition]) -> Engine {
    use nightrider_movegen::{MoveGenerator, Rules, WalkRegistry};
    let rules = crate::rules_under(conditions, Rules::default());
    let generator = MoveGenerator::for_position(pos, rules, &WalkRegistry::new()).unwrap();
    Engine::new(generator, conditions).unwrap()
}

/// The legal move of `e` on `pos` that `pick` chooses (modulo their
/// number), if there is one.
pub(crate) fn pick_legal(
    e: &Engine,
    pos: &mut Position,
    pick: usize,
) -> Option<nightrider_board::Move> {
    let moves = legal_moves(e, pos);
    (!moves.is_empty()).then(|| moves[pick % moves.len()])
}

/// `e`'s legal moves on `pos`.
pub(crate) fn legal_moves(e: &Engine, pos: &mut Position) -> Vec<nightrider_board::Move> {
    let mut moves = MoveList::new();
    e.legal_moves(pos, &mut moves);
    moves.iter().copied().collect()
}

/// `e`'s legal moves on `pos` as departure and arrival squares (`e1d1`),
/// sorted.
pub(crate) fn sorted_move_squares(e: &Engine, pos: &mut Position) -> Vec<String> {
    let mut moves: Vec<String> = legal_moves(e, pos)
        .iter()
        .map(|m| format!("{}{}", m.from, m.to))
        .collect();
    moves.sort();
    moves
}

/// `moves` as departure and arrival squares (`e1-d1`), sorted.
pub(crate) fn sorted_names(moves: &[nightrider_board::Move]) -> Vec<String> {
    let mut v: Vec<String> = moves
        .iter()
        .map(|m| format!("{}-{}", m.from, m.to))
        .collect();
    v.sort();
    v
}
