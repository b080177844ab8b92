//! LineChameleonChess, as Popeye 4.104 plays it (found by experiment): a
//! queen, rook, bishop or knight ending its move takes the kind of the
//! orthodox piece that starts the game on its arrival file: a rook on the
//! a- and h-files, a knight on the b- and g-files, a bishop on the c- and
//! f-files, a queen on the d-file; on the e-file it keeps its kind
//! (`Qd4-b2=S`, `Ra1-d1=Q`, `Qd4-e3`). A pawn promotes, then changes
//! (`a7-a8=Q=R`, `d7-d8=S=Q`). Kings, pawns and fairy pieces keep their
//! kinds, and so does the rook of a castling (`0-0` checks along the
//! f-file). Neutral pieces change too (`nRb4-g4=nS`).

use crate::condition::Condition;
use crate::einstein::change_kind;
use crate::engine::{Engine, Played};
use crate::hooks::is_castling;
use nightrider_board::{PieceKind, Position, Square};

/// The kind a queen, rook, bishop or knight arriving on `sq` takes under
/// LineChameleonChess, or `None` on the e-file (it keeps its kind).
pub fn line_kind(sq: Square) -> Option<PieceKind> {
    match sq.x() {
        0 | 7 => Some(PieceKind::ROOK),
        1 | 6 => Some(PieceKind::KNIGHT),
        2 | 5 => Some(PieceKind::BISHOP),
        3 => Some(PieceKind::QUEEN),
        _ => None,
    }
}

impl Engine {
    /// LineChameleonChess: the moved officer takes its arrival file's
    /// kind ([`line_kind`]); castlings change nothing.
    pub(crate) fn play_line_chameleon(&self, pos: &mut Position, mv: &mut Played<'_>) {
        let Played {
            m,
            at,
            ref mut notes,
            ..
        } = *mv;
        if is_castling(m) {
            return;
        }
        let Some(piece) = pos.piece_at(at) else {
            return;
        };
        let officer = matches!(
            piece.kind,
            PieceKind::QUEEN | PieceKind::ROOK | PieceKind::BISHOP | PieceKind::KNIGHT
        );
        if let (true, Some(kind)) = (officer, line_kind(at)) {
            change_kind(pos, at, piece, kind, notes);
        }
    }
}

/// LineChameleonChess beside any other condition (none compared with
/// Popeye).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    if !conditions.contains(&Condition::LineChameleon) {
        return None;
    }
    let other = conditions
        .iter()
        .find(|c| **c != Condition::LineChameleon)?;
    Some(("LineChameleonChess".to_string(), other.to_string()))
}

/// LineChameleonChess with pieces carrying attributes other than
/// neutrality (royal, chameleon, kamikaze pieces and the like): not
/// compared with Popeye (a royal rook there has no move at all).
pub fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    if !conditions.contains(&Condition::LineChameleon) {
        return None;
    }
    pos.occupied()
        .into_iter()
        .filter_map(|sq| pos.piece_at(sq))
        .any(|p| {
            p.attributes.bits()
                & !(nightrider_board::Attributes::ORIGIN | nightrider_board::Attributes::NEUTRAL)
                    .bits()
                != 0
        })
        .then_some("LineChameleonChess with piece attributes other than neutral")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{engine_with_rules, legal_moves_as_played, random_position};
    use nightrider_board::{Colour, Move, Piece};

    #[test]
    fn the_file_decides_the_kind() {
        assert_eq!(line_kind(Square::A4), Some(PieceKind::ROOK));
        assert_eq!(line_kind(Square::G1), Some(PieceKind::KNIGHT));
        assert_eq!(line_kind(Square::F5), Some(PieceKind::BISHOP));
        assert_eq!(line_kind(Square::D8), Some(PieceKind::QUEEN));
        assert_eq!(line_kind(Square::E3), None);
    }

    #[test]
    fn a_queen_becomes_a_knight_on_the_b_file_and_stays_on_the_e_file() {
        let mut pos = Position::empty();
        pos.put(Square::D4, Piece::new(PieceKind::QUEEN, Colour::White));
        pos.put(Square::E1, Piece::new(PieceKind::KING, Colour::White));
        pos.put(Square::H8, Piece::new(PieceKind::KING, Colour::Black));
        pos.set_side_to_move_unrecorded(Colour::White);
        let e = engine_with_rules(&pos, &[Condition::LineChameleon]);
        e.play(&mut pos, &Move::quiet(Square::D4, Square::B2));
        assert_eq!(pos.piece_at(Square::B2).unwrap().kind, PieceKind::KNIGHT);
        pos.undo_move();
        e.play(&mut pos, &Move::quiet(Square::D4, Square::E3));
        assert_eq!(pos.piece_at(Square::E3).unwrap().kind, PieceKind::QUEEN);
    }

    proptest::proptest! {
        /// The legal moves are those found by playing every candidate, and
        /// after each move its piece is of its file's kind (officers) or
        /// of the kind it moved or promoted as (the others).
        #[test]
        fn every_officer_ends_on_its_files_kind(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 2..14),
            black in proptest::bool::ANY,
        ) {
            let mut pos = random_position(&cells, [true, true], black);
            let e = engine_with_rules(&pos, &[Condition::LineChameleon]);
            let list = legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter().filter(|m| !is_castling(m)) {
                let before = pos.piece_at(m.from).unwrap().kind;
                let moved = m.promotion.unwrap_or(before);
                e.play(&mut pos, m);
                let after = pos.piece_at(m.to).unwrap().kind;
                pos.undo_move();
                let expected = if moved == PieceKind::KING || moved == PieceKind::PAWN {
                    moved
                } else {
                    line_kind(m.to).unwrap_or(moved)
                };
                proptest::prop_assert_eq!(after, expected, "{:?}", m);
            }
        }
    }
}
