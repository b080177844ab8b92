//! Property tests of AliceChess on random games from random positions
//! (units on boards A and B at random, orthodox and fairy pieces):
//!
//! - after every legal move the moved unit (in a castling the rook too)
//!   stands on the other board, and every other unit where it stood;
//! - no move arrives on a square occupied on the other board, and every
//!   unit captured stood on the mover's board;
//! - the legal moves equal those found by playing every candidate;
//! - taking a move back restores the position, and the incremental hash
//!   (which holds the boards) equals the hash from scratch.

use nightrider_board::{
    catalogue, Attributes, Colour, Piece, PieceKind, Position, Special, Square,
};
use nightrider_conditions::alice::board_of;
use nightrider_conditions::{Condition, Engine};
use nightrider_movegen::{fairy, MoveGenerator, MoveList, Rules};
use proptest::prelude::*;

fn kinds() -> Vec<PieceKind> {
    let mut kinds: Vec<PieceKind> = PieceKind::ORTHODOX[1..].to_vec();
    kinds.extend(
        ["g", "n", "z", "ca", "le", "ro", "l"]
            .iter()
            .filter_map(|code| catalogue::by_code(catalogue::Language::English, code)),
    );
    kinds
}

/// A random position: the kings on e1 and e8 (each on a board of its
/// own choice), the other units on their squares and boards, pawns off
/// the first and last ranks; every unit marked with its board.
fn build(cells: &[(u8, u8, u8, bool)], kings_on_b: (bool, bool), fairy_pieces: bool) -> Position {
    let kinds = kinds();
    let board = |b: bool| {
        if b {
            Attributes::ALICE_B
        } else {
            Attributes::ALICE_A
        }
    };
    let mut pos = Position::empty();
    pos.put(
        Square::E1,
        Piece::new(PieceKind::KING, Colour::White).with_attributes(board(kings_on_b.0)),
    );
    pos.put(
        Square::E8,
        Piece::new(PieceKind::KING, Colour::Black).with_attributes(board(kings_on_b.1)),
    );
    for &(sq, kind, colour, on_b) in cells {
        let sq = Square::new(sq % 64).expect("on the board");
        let kind = if fairy_pieces {
            kinds[kind as usize % kinds.len()]
        } else {
            kinds[kind as usize % 5]
        };
        if pos.piece_at(sq).is_some() || (kind == PieceKind::PAWN && (sq.y() == 0 || sq.y() == 7)) {
            continue;
        }
        let colour = if colour % 2 == 0 {
            Colour::White
        } else {
            Colour::Black
        };
        pos.put(sq, Piece::new(kind, colour).with_attributes(board(on_b)));
    }
    pos
}

fn engine_for(pos: &Position) -> Engine {
    let conditions = [Condition::Alice];
    let rules = nightrider_conditions::rules_under(&conditions, Rules::default());
    let kinds: Vec<PieceKind> = pos.board().iter().flatten().map(|p| p.kind).collect();
    let registry = fairy::registry_for_kinds(kinds, &rules).expect("known kinds");
    let generator =
        MoveGenerator::for_position(pos, rules, &registry).expect("a generator for the kinds");
    Engine::new(generator, &conditions).expect("AliceChess alone")
}

/// Checks the invariants of every legal move of the side to move in
/// `pos`; returns the moves.
fn check_moves(engine: &Engine, pos: &mut Position) -> Result<MoveList, TestCaseError> {
    let side = pos.side_to_move();
    let mut legal = MoveList::new();
    engine.legal_moves(pos, &mut legal);
    let mut played = MoveList::new();
    engine.legal_moves_by_playing(pos, &mut played);
    let key = |m: &nightrider_board::Move| format!("{m:?}");
    let mut a: Vec<String> = legal.iter().map(key).collect();
    let mut b: Vec<String> = played.iter().map(key).collect();
    a.sort();
    b.sort();
    prop_assert_eq!(a, b, "the legal moves and those found by playing");
    for m in legal.iter() {
        let before = *pos.board();
        let hash = pos.hash();
        let mover = pos.piece_at(m.from).expect("a unit moves");
        let home = board_of(mover);
        let mut arrivals = vec![(m.from, m.to)];
        if let Special::Castle {
            rook_from, rook_to, ..
        } = m.special
        {
            arrivals.push((rook_from, rook_to));
        }
        for &(_, to) in &arrivals {
            let there = pos.piece_at(to);
            prop_assert!(
                there.is_none_or(|p| board_of(p) == home && p.colour != side),
                "{m:?} arrives on {to}, occupied on the other board or by its own side"
            );
        }
        for sq in m.captures {
            let victim = pos.piece_at(sq).expect("a capture takes a unit");
            prop_assert_eq!(
                board_of(victim),
                home,
                "{:?} captures on the other board",
                m
            );
        }
        engine.play(pos, m);
        prop_assert_eq!(pos.hash(), pos.compute_hash(), "hash after {:?}", m);
        for &(from, to) in &arrivals {
            let was = before[from.idx()].expect("a unit moves");
            let now = pos.piece_at(to).expect("the unit arrived");
            prop_assert_eq!(
                board_of(now),
                board_of(was).symmetric_difference(Attributes::ALICE_A | Attributes::ALICE_B),
                "{:?}: the unit from {} is on the other board",
                m,
                from
            );
            prop_assert!(
                now.attributes.contains(Attributes::ALICE_A)
                    != now.attributes.contains(Attributes::ALICE_B),
                "one board mark"
            );
        }
        for sq in pos.occupied() {
            if arrivals.iter().any(|&(_, to)| to == sq) {
                continue;
            }
            prop_assert_eq!(pos.piece_at(sq), before[sq.idx()], "{:?} moved {}", m, sq);
        }
        prop_assert!(
            !engine.in_check(pos, side),
            "{:?} leaves its king in check",
            m
        );
        pos.undo_move();
        prop_assert_eq!(*pos.board(), before);
        prop_assert_eq!(pos.hash(), hash);
    }
    Ok(legal)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn alice_games_keep_the_invariants(
        cells in prop::collection::vec((0u8..64, 0u8..60, 0u8..2, any::<bool>()), 2..12),
        kings_on_b in (any::<bool>(), any::<bool>()),
        fairy_pieces in any::<bool>(),
        black in any::<bool>(),
        choices in prop::collection::vec(any::<u16>(), 0..8),
    ) {
        let mut pos = build(&cells, kings_on_b, fairy_pieces);
        let side = if black { Colour::Black } else { Colour::White };
        pos.set_side_to_move_unrecorded(side);
        // (a diagram where the side not to move is in check is illegal)
        prop_assume!(!engine_for(&pos).in_check(&pos, !side));
        let engine = engine_for(&pos);
        for choice in choices {
            let moves = check_moves(&engine, &mut pos)?;
            if moves.is_empty() {
                break;
            }
            let m = moves[choice as usize % moves.len()];
            engine.play(&mut pos, &m);
        }
    }
}

/// The board marks are part of the hash: the same units on other boards
/// make another position.
#[test]
fn boards_are_part_of_the_hash() {
    let a = build(&[(27, 1, 0, false)], (false, false), false);
    let b = build(&[(27, 1, 0, true)], (false, false), false);
    assert_eq!(
        a.piece_at(Square::D4).map(|p| p.kind),
        b.piece_at(Square::D4).map(|p| p.kind)
    );
    assert_ne!(a.hash(), b.hash());
}

/// A rook on board B is not blocked by a unit of board A, and cannot
/// arrive on a square a unit of board A occupies (the negative case of
/// the arrival rule).
#[test]
fn moves_see_their_own_board_only() {
    let mut pos = Position::empty();
    pos.put(
        Square::E1,
        Piece::new(PieceKind::KING, Colour::White).with_attributes(Attributes::ALICE_A),
    );
    pos.put(
        Square::H8,
        Piece::new(PieceKind::KING, Colour::Black).with_attributes(Attributes::ALICE_A),
    );
    pos.put(
        Square::A1,
        Piece::new(PieceKind::ROOK, Colour::White).with_attributes(Attributes::ALICE_B),
    );
    pos.put(
        Square::A4,
        Piece::new(PieceKind::PAWN, Colour::Black).with_attributes(Attributes::ALICE_A),
    );
    let engine = engine_for(&pos);
    let mut moves = MoveList::new();
    engine.legal_moves(&mut pos, &mut moves);
    let rook: Vec<Square> = moves
        .iter()
        .filter(|m| m.from == Square::A1)
        .map(|m| m.to)
        .collect();
    assert!(
        rook.contains(&Square::A8),
        "past the pawn of the other board: {rook:?}"
    );
    assert!(
        !rook.contains(&Square::A4),
        "onto the pawn of the other board: {rook:?}"
    );
    assert!(
        !rook.contains(&Square::E1),
        "onto the king of the other board: {rook:?}"
    );
    assert!(
        rook.contains(&Square::H1),
        "past the king of the other board: {rook:?}"
    );
    assert!(rook.contains(&Square::D1), "{rook:?}");
}
