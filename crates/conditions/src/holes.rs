//! Hole and HaanerChess: squares no piece may move to or pass
//! ([`nightrider_board::Position::holes`]).
//!
//! As Popeye 4.104 has it (found by experiment): a hole is like a square
//! off the board. No piece moves to it or captures on it; a rider's line
//! stops before it; it is no hurdle for hoppers and lions; a pawn's double
//! step over it is barred; castling is barred when a square between king
//! and rook, or the square either arrives on, is a hole. The move
//! generator ([`nightrider_movegen`]) knows holes; the conditions only
//! place them:
//!
//! - `Hole <squares>`: the squares are holes from the diagram on. A piece
//!   standing on one is taken off the board (Popeye counts and shows it
//!   no more). The condition is not printed under the diagram, and a hole
//!   is shown as a blank square.
//! - `HaanerChess`: every square a move vacates becomes a hole: the
//!   departure square, a castling rook's square, the square of a pawn
//!   taken en passant (the squares that held a piece before the move and
//!   hold none after it).

use crate::engine::Engine;
use crate::Condition;
use nightrider_board::{Bitboard, Effect, PieceKind, Position};

/// The fairy pieces compared with Popeye beside holes, by their Popeye
/// codes: leapers, riders, hoppers, lions and lame leapers. Others are
/// refused: Popeye lets some of them treat a hole as a board edge (a
/// cardinal bounces off it) or as something to jump (a loco).
const COMPARED: [&str; 14] = [
    "g", "n", "li", "ma", "eq", "l", "z", "ca", "na", "ro", "va", "pa", "cr", "an",
];

/// Hole or HaanerChess among `conditions` with a fairy piece on `pos`, or
/// among the `promotions`, whose moves beside holes were not compared with
/// Popeye.
pub fn position_refusal(
    pos: &Position,
    conditions: &[Condition],
    promotions: &[PieceKind],
) -> Option<&'static str> {
    if !conditions
        .iter()
        .any(|c| matches!(c, Condition::Holes(_) | Condition::Haaner))
    {
        return None;
    }
    (!crate::compat::fairy_pieces_compared(pos, promotions, &COMPARED))
        .then_some("Hole or HaanerChess with this fairy piece")
}

/// Makes `squares` holes of the set-up position `pos`, taking off the
/// pieces standing on them (not journaled: for the diagram).
pub fn place_holes(pos: &mut Position, squares: Bitboard) {
    for sq in squares {
        pos.clear(sq);
        pos.make_hole_unrecorded(sq);
    }
}

/// The squares the last move played on `pos` vacated: those its effects
/// took a piece from that stand empty now.
pub fn vacated(pos: &Position) -> Bitboard {
    let mut left = Bitboard::EMPTY;
    for effect in pos.last_move_effects() {
        match *effect {
            Effect::Move { from, .. } => left.insert(from),
            Effect::Remove { square, .. } => left.insert(square),
            _ => {}
        }
    }
    left - pos.occupied()
}

impl Engine {
    /// HaanerChess: the squares the move vacated become holes.
    pub(crate) fn play_haaner(&self, pos: &mut Position) {
        for sq in vacated(pos) {
            pos.make_hole(sq);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Condition;
    use nightrider_board::{Colour, Move, Piece, PieceKind, Special, Square};
    use nightrider_movegen::MoveList;

    use crate::test_support::engine_with_rules as engine;

    fn put(pos: &mut Position, sq: Square, kind: PieceKind, colour: Colour) {
        pos.put(sq, Piece::new(kind, colour));
    }

    fn targets(engine: &Engine, pos: &mut Position, from: Square) -> Bitboard {
        let mut moves = MoveList::new();
        engine.legal_moves(pos, &mut moves);
        moves
            .iter()
            .filter(|m| m.from == from)
            .map(|m| m.to)
            .collect()
    }

    #[test]
    fn a_hole_stops_a_rider_and_takes_a_piece_off() {
        let mut pos = Position::empty();
        put(&mut pos, Square::H1, PieceKind::KING, Colour::White);
        put(&mut pos, Square::D4, PieceKind::ROOK, Colour::White);
        put(&mut pos, Square::A8, PieceKind::KING, Colour::Black);
        put(&mut pos, Square::D7, PieceKind::PAWN, Colour::Black);
        let holes = Bitboard::from_square(Square::D6).with(Square::D7);
        place_holes(&mut pos, holes);
        assert_eq!(pos.piece_at(Square::D7), None);
        let engine = engine(&pos, &[Condition::Holes(holes)]);
        let reached = targets(&engine, &mut pos, Square::D4);
        assert!(reached.contains(Square::D5));
        assert!(!reached.contains(Square::D6));
        assert!(!reached.contains(Square::D8));
        assert!(reached.contains(Square::D1));
    }

    #[test]
    fn haaner_makes_the_vacated_squares_holes_and_undo_restores_them() {
        let mut pos = Position::empty();
        put(&mut pos, Square::E1, PieceKind::KING, Colour::White);
        put(&mut pos, Square::A1, PieceKind::ROOK, Colour::White);
        put(&mut pos, Square::H8, PieceKind::KING, Colour::Black);
        pos.set_castling_unrecorded(nightrider_board::CastlingRights::all());
        let engine = engine(&pos, &[Condition::Haaner]);
        let before = pos.clone();
        let castling = Move::quiet(Square::E1, Square::C1).with_special(Special::Castle {
            rook_from: Square::A1,
            rook_to: Square::D1,
        });
        engine.play(&mut pos, &castling);
        assert_eq!(
            pos.holes(),
            Bitboard::from_square(Square::E1).with(Square::A1)
        );
        pos.undo_move();
        assert_eq!(pos, before);
        // a quiet move: its departure square only
        engine.play(&mut pos, &Move::quiet(Square::A1, Square::A5));
        assert_eq!(pos.holes(), Bitboard::from_square(Square::A1));
        // no rook move may return to or pass a1 now
        pos.play(&Move::quiet(Square::H8, Square::H7));
        let reached = targets(&engine, &mut pos, Square::A5);
        assert!(reached.contains(Square::A2));
        assert!(!reached.contains(Square::A1));
    }

    #[test]
    fn haaner_en_passant_leaves_two_holes() {
        let mut pos = Position::empty();
        put(&mut pos, Square::H1, PieceKind::KING, Colour::White);
        put(&mut pos, Square::E5, PieceKind::PAWN, Colour::White);
        put(&mut pos, Square::A8, PieceKind::KING, Colour::Black);
        put(&mut pos, Square::D7, PieceKind::PAWN, Colour::Black);
        pos.set_side_to_move_unrecorded(Colour::Black);
        let engine = engine(&pos, &[Condition::Haaner]);
        engine.play(
            &mut pos,
            &Move::quiet(Square::D7, Square::D5).with_special(Special::DoubleStep),
        );
        assert_eq!(pos.holes(), Bitboard::from_square(Square::D7));
        let mut moves = MoveList::new();
        engine.legal_moves(&mut pos, &mut moves);
        let ep = moves
            .iter()
            .find(|m| matches!(m.special, Special::EnPassant))
            .copied()
            .expect("e5xd6 en passant");
        engine.play(&mut pos, &ep);
        assert_eq!(
            pos.holes(),
            Bitboard::from_square(Square::D7)
                .with(Square::E5)
                .with(Square::D5)
        );
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under Hole (and HaanerChess) no legal move arrives on a hole or
        /// passes one (a move of a queen, rook or bishop, whose line is
        /// the squares between), the legal moves are those found by
        /// playing every candidate, and under HaanerChess the move leaves
        /// its departure square a hole that undoing it removes.
        #[test]
        fn no_move_reaches_or_passes_a_hole(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..10),
            holes in proptest::collection::vec(0u8..64, 1..6),
            black in proptest::bool::ANY,
            haaner in proptest::bool::ANY,
        ) {
            let holes: Bitboard = holes
                .into_iter()
                .map(Square::from_index_masked)
                .filter(|sq| *sq != Square::E1 && *sq != Square::E8)
                .collect();
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            place_holes(&mut pos, holes);
            let mut conditions = vec![Condition::Holes(holes)];
            if haaner {
                conditions.push(Condition::Haaner);
            }
            let e = engine(&pos, &conditions);
            let side = pos.side_to_move();
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter() {
                proptest::prop_assert!(!holes.contains(m.to), "{m:?} arrives on a hole");
                let rider = pos.piece_at(m.from).is_some_and(|p| {
                    [PieceKind::QUEEN, PieceKind::ROOK, PieceKind::BISHOP].contains(&p.kind)
                });
                if rider {
                    let between = nightrider_movegen::attacks::between(m.from, m.to);
                    proptest::prop_assert!((between & holes).is_empty(), "{m:?} passes a hole");
                }
                let before = pos.clone();
                e.play(&mut pos, m);
                proptest::prop_assert!((pos.occupied() & pos.holes()).is_empty());
                if haaner {
                    proptest::prop_assert!(pos.holes().contains(m.from));
                }
                pos.undo_move();
                proptest::prop_assert_eq!(&pos, &before);
            }
        }
    }
}
