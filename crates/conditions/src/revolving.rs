//! ActuatedRevolvingCentre and ActuatedRevolvingBoard: a move turns part
//! of the board, with every unit standing on it, a quarter turn clockwise
//! (as White sees the board).
//!
//! As Popeye 4.104 plays them (found by experiment; its manual only names
//! them):
//!
//! - ActuatedRevolvingBoard: after every move the whole board turns: the
//!   unit on a1 goes to a8, a8 to h8, h8 to h1, h1 to a1, and in general
//!   the square on file `f`, rank `r` (counted from 0) to file `r`, rank
//!   `7 - f`.
//! - ActuatedRevolvingCentre: after a move that leaves or arrives on a
//!   centre square (d4, d5, e4, e5), the centre turns: d4 → d5 → e5 → e4
//!   → d4. Any other move (a capture en passant of a pawn on the centre
//!   from outside it among them) leaves the centre as it is.
//!
//! The turn is part of the move: a move is legal when the mover's king is
//! not in check after the turn, and the check a move gives is the one
//! after the turn. The notation does not show it (`1.Rd4*d5 +`).
//!
//! A unit keeps everything it is (kind, colour, neutrality, attributes)
//! while it turns. Pawns are not promoted by the turn: a white pawn
//! turned onto its last rank stays a pawn there, and one turned onto its
//! first rank neither moves nor captures (as on any board where a pawn
//! stands on its first rank), until later turns bring it back.
//!
//! The en passant state turns with the board: the pawn that made the
//! double step and the squares it passed are turned (under
//! ActuatedRevolvingCentre only those in the centre), and a capture en
//! passant takes the pawn on its turned square (`1.d7-d5 e4*f5 ep.`).
//! The castling rights do not turn: they are lost, as in orthodox chess,
//! only by a move leaving, arriving on or capturing on a king's or rook's
//! home square; a king turned away and back keeps them. (Popeye lets the
//! king castle by those rights alone, even when the rook is not on its
//! corner; we castle only with the king and rook on their squares.)

use crate::Condition;
use nightrider_board::{Bitboard, EnPassant, Move, Position, Square};

/// Whether `c` is ActuatedRevolvingCentre or ActuatedRevolvingBoard.
fn is_revolving(c: &Condition) -> bool {
    matches!(
        c,
        Condition::ActuatedRevolvingCentre | Condition::ActuatedRevolvingBoard
    )
}

/// The conditions whose move lists beside a turning board or centre have
/// been compared with Popeye.
fn compared_beside(c: &Condition) -> bool {
    matches!(
        c,
        Condition::NoCapture | Condition::Madrasi { .. } | Condition::MustCapture(_)
    )
}

/// The first combination of a turning board or centre with a condition
/// not compared with Popeye beside it (the other turning part among
/// them), named.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| is_revolving(c))?;
    let other = conditions
        .iter()
        .find(|c| *c != first && !compared_beside(c))?;
    Some((first.to_string(), other.to_string()))
}

/// The part of the board that turns after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Revolving {
    /// ActuatedRevolvingCentre: the four centre squares, after a move
    /// leaving or arriving on one of them.
    Centre,
    /// ActuatedRevolvingBoard: the whole board, after every move.
    Board,
}

/// The four centre squares.
const CENTRE: Bitboard = Bitboard::EMPTY
    .with(Square::D4)
    .with(Square::D5)
    .with(Square::E4)
    .with(Square::E5);

impl Revolving {
    /// The squares that turn.
    pub fn squares(self) -> Bitboard {
        match self {
            Revolving::Centre => CENTRE,
            Revolving::Board => Bitboard::FULL,
        }
    }

    /// Where the turn takes a unit standing on `sq` (a square outside the
    /// part turned stays where it is).
    pub fn image(self, sq: Square) -> Square {
        if !self.squares().contains(sq) {
            return sq;
        }
        // a quarter turn clockwise about the centre of the board maps
        // (file, rank) to (rank, 7 - file); the centre turns with it
        Square::from_xy(sq.y(), 7 - sq.x()).expect("a square's turn is on the board")
    }

    /// The squares that turn, in cycles of four: each square's image is
    /// the next one of its cycle (the last one's, the first).
    fn cycles(self) -> impl Iterator<Item = [Square; 4]> {
        // the squares of the lower left quarter each start one cycle
        let starts = match self {
            Revolving::Centre => Bitboard::EMPTY.with(Square::D4),
            Revolving::Board => Bitboard::FULL
                .into_iter()
                .filter(|sq| sq.x() < 4 && sq.y() < 4)
                .fold(Bitboard::EMPTY, Bitboard::with),
        };
        starts.into_iter().map(move |a| {
            let b = self.image(a);
            let c = self.image(b);
            [a, b, c, self.image(c)]
        })
    }

    /// Whether `m` makes the part turn.
    pub fn actuated_by(self, m: &Move) -> bool {
        match self {
            Revolving::Board => true,
            Revolving::Centre => CENTRE.contains(m.from) || CENTRE.contains(m.to),
        }
    }

    /// Turns the part after the move `m` just played on `pos`, if `m`
    /// makes it turn: the units on it and the en passant state.
    pub fn turn_after(self, pos: &mut Position, m: &Move) {
        if !self.actuated_by(m) {
            return;
        }
        for cycle in self.cycles() {
            turn_cycle(pos, cycle);
        }
        if let Some(ep) = pos.en_passant() {
            let passed = ep
                .passed
                .into_iter()
                .fold(Bitboard::EMPTY, |acc, sq| acc.with(self.image(sq)));
            pos.set_en_passant(Some(EnPassant {
                passed,
                pawn: self.image(ep.pawn),
            }));
        }
    }
}

/// Moves each unit of `cycle` to the next square of it, as moves of the
/// journal (so that a unit can be followed through the turn): from an
/// empty square of the cycle backwards, or, when all four are occupied,
/// with one unit taken off and put back.
fn turn_cycle(pos: &mut Position, cycle: [Square; 4]) {
    let at = |i: usize| cycle[i % 4];
    match (0..4).find(|&i| pos.piece_at(cycle[i]).is_none()) {
        Some(empty) => {
            // at(empty) takes the unit of the square before it, and so on
            for back in 1..4 {
                let to = at(empty + 4 - back + 1);
                let from = at(empty + 4 - back);
                if pos.piece_at(from).is_some() {
                    pos.move_piece(from, to);
                }
            }
        }
        None => {
            let last = pos.remove_piece(cycle[3]);
            for i in (0..3).rev() {
                pos.move_piece(cycle[i], cycle[i + 1]);
            }
            pos.add_piece(cycle[0], last);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::engine_with_rules as engine;
    use crate::Condition;
    use nightrider_board::{Colour, Piece, PieceKind, Special};
    use nightrider_movegen::MoveList;
    use proptest::prelude::*;

    fn put(pos: &mut Position, sq: Square, kind: PieceKind, colour: Colour) {
        pos.put(sq, Piece::new(kind, colour));
    }

    fn quiet(from: Square, to: Square) -> Move {
        Move::quiet(from, to)
    }

    #[test]
    fn the_board_turns_clockwise() {
        let r = Revolving::Board;
        assert_eq!(r.image(Square::A1), Square::A8);
        assert_eq!(r.image(Square::A8), Square::H8);
        assert_eq!(r.image(Square::H8), Square::H1);
        assert_eq!(r.image(Square::H1), Square::A1);
        assert_eq!(r.image(Square::B1), Square::A7);
        assert_eq!(r.image(Square::A5), Square::E8);
    }

    #[test]
    fn the_centre_turns_alone() {
        let r = Revolving::Centre;
        assert_eq!(r.image(Square::D4), Square::D5);
        assert_eq!(r.image(Square::D5), Square::E5);
        assert_eq!(r.image(Square::E5), Square::E4);
        assert_eq!(r.image(Square::E4), Square::D4);
        assert_eq!(r.image(Square::C3), Square::C3);
        assert!(r.actuated_by(&quiet(Square::C2, Square::D4)));
        assert!(r.actuated_by(&quiet(Square::D4, Square::B3)));
        assert!(!r.actuated_by(&quiet(Square::A1, Square::A2)));
    }

    #[test]
    fn a_move_leaving_the_centre_turns_it() {
        // Popeye: white Rd5 Sd4, black Ke8: 1.Sd4-b3 + (the rook turns to e5)
        let mut pos = Position::empty();
        put(&mut pos, Square::E1, PieceKind::KING, Colour::White);
        put(&mut pos, Square::D5, PieceKind::ROOK, Colour::White);
        put(&mut pos, Square::D4, PieceKind::KNIGHT, Colour::White);
        put(&mut pos, Square::E8, PieceKind::KING, Colour::Black);
        let m = quiet(Square::D4, Square::B3);
        let e = engine(&pos, &[Condition::ActuatedRevolvingCentre]);
        e.play(&mut pos, &m);
        assert_eq!(
            pos.piece_at(Square::E5).map(|p| p.kind),
            Some(PieceKind::ROOK)
        );
        assert!(e.in_check(&pos, Colour::Black));
        pos.undo_move();
        assert_eq!(
            pos.piece_at(Square::D5).map(|p| p.kind),
            Some(PieceKind::ROOK)
        );
    }

    #[test]
    fn legality_is_judged_after_the_turn() {
        // Popeye: white Kc3, black Ka8 Ra5: Kc3-d4 is illegal (d4 turns to d5)
        let mut pos = Position::empty();
        put(&mut pos, Square::C3, PieceKind::KING, Colour::White);
        put(&mut pos, Square::A8, PieceKind::KING, Colour::Black);
        put(&mut pos, Square::A5, PieceKind::ROOK, Colour::Black);
        let mut moves = MoveList::new();
        let e = engine(&pos, &[Condition::ActuatedRevolvingCentre]);
        e.legal_moves(&mut pos, &mut moves);
        assert!(moves.iter().all(|m| m.to != Square::D4));
        assert_eq!(moves.len(), 7);
    }

    #[test]
    fn en_passant_turns_with_the_board() {
        // Popeye: white Kh1 Pe5, black Ka8 Pd7, 1.d7-d5 e4*f5 ep.
        let mut pos = Position::empty();
        put(&mut pos, Square::H1, PieceKind::KING, Colour::White);
        put(&mut pos, Square::E5, PieceKind::PAWN, Colour::White);
        put(&mut pos, Square::A8, PieceKind::KING, Colour::Black);
        put(&mut pos, Square::D7, PieceKind::PAWN, Colour::Black);
        pos.set_side_to_move_unrecorded(Colour::Black);
        let mut step = quiet(Square::D7, Square::D5);
        step.special = Special::DoubleStep;
        let e = engine(&pos, &[Condition::ActuatedRevolvingBoard]);
        e.play(&mut pos, &step);
        let ep = pos.en_passant().expect("the double step is recorded");
        assert_eq!(ep.pawn, Square::E5);
        assert_eq!(ep.passed, Bitboard::EMPTY.with(Square::F5));
        let mut moves = MoveList::new();
        e.legal_moves(&mut pos, &mut moves);
        let capture = moves
            .iter()
            .find(|m| m.from == Square::E4 && m.to == Square::F5)
            .copied()
            .expect("e4*f5 ep. is legal");
        e.play(&mut pos, &capture);
        assert!(pos.pieces(PieceKind::PAWN, Colour::Black).is_empty());
    }

    proptest! {
        /// Four turns of the board bring every unit home, and the turn is
        /// taken back whole.
        #[test]
        fn four_turns_are_none(squares in proptest::collection::btree_set(0u8..64, 1..12)) {
            let mut pos = Position::empty();
            for (i, s) in squares.iter().enumerate() {
                let kind = [PieceKind::ROOK, PieceKind::KNIGHT, PieceKind::PAWN][i % 3];
                let colour = if i % 2 == 0 { Colour::White } else { Colour::Black };
                pos.put(Square::new(*s).unwrap(), Piece::new(kind, colour));
            }
            let before = *pos.board();
            let hash = pos.hash();
            for r in [Revolving::Board, Revolving::Centre] {
                let m = quiet(Square::D4, Square::D4);
                for _ in 0..4 {
                    pos.begin_move();
                    r.turn_after(&mut pos, &m);
                }
                prop_assert_eq!(*pos.board(), before);
                pos.begin_move();
                r.turn_after(&mut pos, &m);
                pos.undo_move();
                prop_assert_eq!(*pos.board(), before);
                prop_assert_eq!(pos.hash(), hash);
            }
        }
    }
}
