//! LostPieces, as Popeye 4.104 plays it (found by experiment; its manual
//! only names the condition). After a move, every unit of the other side
//! (kings excepted) that is *lost* leaves the board (`Ke1-d2[-bPe2]`). A
//! unit is lost when, were it that side's only royal piece, that side
//! would be mated:
//!
//! - it stands attacked by a unit of the side that moved (a king
//!   included; whether the attacker is guarded does not matter, nor
//!   whether the unit is guarded: `Qd1-b3[-bPa3]` beside a black rook
//!   guarding a2), and
//! - no move of its side (every move of the walks, the unit's own moves,
//!   captures of the attacker, interpositions; a piece pinned against the
//!   real king counts, the real king counts for nothing, a capture of the
//!   mover's king counts) leaves it, where it then stands, unattacked; a
//!   pawn's double step to a square where a pawn of the mover may take it
//!   en passant does not save it (`Bb3-g8[-wPb2]`, a black pawn on a4).
//!
//! A pawn on the file of a rook, whose step stays on the file, is lost; a
//! knight attacked in a corner whose leaps all land on attacked squares
//! is lost; a piece that may step aside or take its attacker is not. A
//! unit with no move at all is lost when attacked unless another unit may
//! take its attacker or block the line.
//!
//! The units lost are all found on the position after the move proper,
//! then all leave together (a unit freed or exposed by another's removal
//! stays), named in the order of their squares from a1 to h8 (`[-bPh4]
//! [-bPa5]`). Only the other side's units are lost, never the mover's.
//! The removal comes before the test of the mover's own king: a move
//! leaving its king attacked by a unit that is lost is legal
//! (`Rb1-a1[-bPd2]` with the white king on e1). Checks are orthodox.
//!
//! Beside other conditions, with neutral pieces and with piece attributes
//! LostPieces has not been compared with Popeye and is refused.

use crate::condition::Condition;
use crate::engine::{Engine, Played, CHECKED_AT_SETUP};
use nightrider_board::{Annotation, Bitboard, Colour, Position, Special, Square};
use nightrider_movegen::MoveList;

/// The conditions LostPieces has been compared with Popeye beside and
/// agrees: the Maximummers (beside plain Circe, Madrasi and NoCapture
/// Popeye's test of a lost unit plays by their rules, not compared).
fn combines_with_lost_pieces(c: &Condition) -> bool {
    matches!(c, Condition::Maximummer(_))
}

/// LostPieces beside a condition it has not been compared with Popeye
/// beside.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions
        .iter()
        .find(|c| matches!(c, Condition::LostPieces))?;
    let other = conditions
        .iter()
        .find(|c| *c != first && !combines_with_lost_pieces(c))?;
    Some((first.to_string(), other.to_string()))
}

/// LostPieces with neutral pieces or piece attributes (not compared with
/// Popeye 4.104).
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    let attributed = !crate::compat::attributes_on(pos).is_empty();
    (conditions.contains(&Condition::LostPieces) && attributed)
        .then_some("LostPieces with neutral pieces or piece attributes")
}

impl Engine {
    /// The units of the side to move on `pos` (the side that did not
    /// move) that are lost to `mover`: attacked by it, and attacked still
    /// after every move of their side (see the module's documentation).
    pub(crate) fn lost_units(&self, pos: &Position, mover: Colour) -> Bitboard {
        let defender = !mover;
        let attacked = |p: &Position, sq: Square| {
            self.generator
                .is_square_attacked(p, sq, mover)
                .expect(CHECKED_AT_SETUP)
        };
        let mut candidates = Bitboard::EMPTY;
        for sq in pos.by_colour(defender) & !pos.royals(defender) {
            if attacked(pos, sq) {
                candidates.insert(sq);
            }
        }
        if candidates.is_empty() {
            return candidates;
        }
        let mut replies = MoveList::new();
        if pos.side_to_move() == defender {
            self.generator
                .pseudo_legal_moves(pos, &mut replies)
                .expect(CHECKED_AT_SETUP);
        }
        let mut lost = Bitboard::EMPTY;
        let mut scratch = pos.clone();
        for sq in candidates {
            let saved = replies.iter().any(|r| {
                let at = if r.from == sq { r.to } else { sq };
                scratch.play(r);
                let free = !attacked(&scratch, at) && !self.taken_en_passant(&scratch, at);
                scratch.undo_move();
                free
            });
            if !saved {
                lost.insert(sq);
            }
        }
        lost
    }

    /// Whether the pawn on `at`, which has just made a double step on
    /// `pos`, may be taken en passant by the side to move.
    fn taken_en_passant(&self, pos: &Position, at: Square) -> bool {
        if pos.en_passant().is_none_or(|ep| ep.pawn != at) {
            return false;
        }
        let mut moves = MoveList::new();
        self.generator
            .pseudo_legal_moves(pos, &mut moves)
            .expect(CHECKED_AT_SETUP);
        moves
            .iter()
            .any(|m| m.special == Special::EnPassant && m.captures.contains(at))
    }

    /// LostPieces after the move: the lost units of the other side leave
    /// the board, in the order of their squares.
    pub(crate) fn play_lost_pieces(&self, pos: &mut Position, mv: &mut Played<'_>) {
        for sq in self.lost_units(pos, mv.side) {
            let piece = pos.remove_piece(sq);
            mv.notes.push(Annotation::Removed { square: sq, piece });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::{Move, Piece, PieceKind};
    use proptest::prelude::*;

    fn engine(pos: &Position) -> Engine {
        crate::test_support::engine_under(pos, &[Condition::LostPieces])
    }

    fn position(white: &[(Square, PieceKind)], black: &[(Square, PieceKind)]) -> Position {
        let mut pos = Position::empty();
        for &(sq, kind) in white {
            pos.put(sq, Piece::new(kind, Colour::White));
        }
        for &(sq, kind) in black {
            pos.put(sq, Piece::new(kind, Colour::Black));
        }
        pos
    }

    /// The removals `m` makes on `pos`, as squares.
    fn removed(pos: &Position, m: Move) -> Vec<Square> {
        let e = engine(pos);
        let mut pos = pos.clone();
        e.play(&mut pos, &m)
            .iter()
            .filter_map(|a| match a {
                Annotation::Removed { square, .. } => Some(*square),
                _ => None,
            })
            .collect()
    }

    /// Rook h1 and the black pawn h5: a pawn on the rook's file is lost,
    /// guarded or not; moving the rook off the file saves it.
    #[test]
    fn a_pawn_on_a_rooks_file_is_lost() {
        let pos = position(
            &[(Square::E1, PieceKind::KING), (Square::H1, PieceKind::ROOK)],
            &[
                (Square::A8, PieceKind::KING),
                (Square::H5, PieceKind::PAWN),
                (Square::G6, PieceKind::BISHOP),
            ],
        );
        assert_eq!(
            removed(&pos, Move::quiet(Square::E1, Square::D2)),
            [Square::H5]
        );
        assert_eq!(
            removed(&pos, Move::quiet(Square::H1, Square::H3)),
            [Square::H5]
        );
        assert!(removed(&pos, Move::quiet(Square::H1, Square::G1)).is_empty());
    }

    /// A knight attacked by a rook leaps away; a piece that may take the
    /// attacker (a pinned one too) or block the line saves the unit.
    #[test]
    fn a_unit_that_can_escape_is_not_lost() {
        let knight = position(
            &[(Square::E1, PieceKind::KING), (Square::H1, PieceKind::ROOK)],
            &[
                (Square::A7, PieceKind::KING),
                (Square::H5, PieceKind::KNIGHT),
            ],
        );
        assert!(removed(&knight, Move::quiet(Square::E1, Square::D2)).is_empty());
        let pinned_taker = position(
            &[
                (Square::E1, PieceKind::KING),
                (Square::H1, PieceKind::ROOK),
                (Square::G1, PieceKind::QUEEN),
            ],
            &[
                (Square::G7, PieceKind::KING),
                (Square::H5, PieceKind::PAWN),
                (Square::G3, PieceKind::KNIGHT),
            ],
        );
        assert!(removed(&pinned_taker, Move::quiet(Square::E1, Square::D2)).is_empty());
        let blocker = position(
            &[(Square::E1, PieceKind::KING), (Square::H1, PieceKind::ROOK)],
            &[
                (Square::A7, PieceKind::KING),
                (Square::H5, PieceKind::PAWN),
                (Square::G3, PieceKind::ROOK),
            ],
        );
        assert!(removed(&blocker, Move::quiet(Square::E1, Square::D2)).is_empty());
    }

    /// The units lost are found together: the pawn behind a lost pawn
    /// stays, though it is lost once the first has gone.
    #[test]
    fn removals_do_not_cascade() {
        let pos = position(
            &[(Square::H1, PieceKind::KING), (Square::D1, PieceKind::ROOK)],
            &[
                (Square::A8, PieceKind::KING),
                (Square::D4, PieceKind::PAWN),
                (Square::D5, PieceKind::PAWN),
            ],
        );
        assert_eq!(
            removed(&pos, Move::quiet(Square::H1, Square::G1)),
            [Square::D4]
        );
    }

    /// A move leaving the king attacked by a unit that is lost is legal:
    /// the black pawn d2 checking the king e1 leaves first.
    #[test]
    fn a_lost_checker_makes_the_move_legal() {
        let mut pos = position(
            &[(Square::E1, PieceKind::KING), (Square::B1, PieceKind::ROOK)],
            &[(Square::A8, PieceKind::KING), (Square::D2, PieceKind::PAWN)],
        );
        let e = engine(&pos);
        let mut moves = MoveList::new();
        e.legal_moves(&mut pos, &mut moves);
        assert!(moves.contains(&Move::quiet(Square::B1, Square::A1)));
        assert!(!moves.contains(&Move::quiet(Square::B1, Square::B2)));
    }

    proptest! {
        /// Whatever the move, only units of the side that did not move
        /// leave the board, never a king, and each of them stood attacked
        /// by the mover right after the move proper.
        #[test]
        fn only_attacked_units_of_the_other_side_leave(
            squares in proptest::sample::subsequence((0u8..64).collect::<Vec<_>>(), 8),
            kinds in proptest::collection::vec(0usize..5, 6),
        ) {
            const KINDS: [PieceKind; 5] = [
                PieceKind::PAWN,
                PieceKind::KNIGHT,
                PieceKind::BISHOP,
                PieceKind::ROOK,
                PieceKind::QUEEN,
            ];
            let sq = |i: usize| Square::new(squares[i]).unwrap();
            let mut pos = Position::empty();
            pos.put(sq(0), Piece::new(PieceKind::KING, Colour::White));
            pos.put(sq(1), Piece::new(PieceKind::KING, Colour::Black));
            for (i, &k) in kinds.iter().enumerate() {
                let s = sq(i + 2);
                if KINDS[k] == PieceKind::PAWN && (s.y() == 0 || s.y() == 7) {
                    continue;
                }
                let colour = if i % 2 == 0 { Colour::White } else { Colour::Black };
                pos.put(s, Piece::new(KINDS[k], colour));
            }
            let e = engine(&pos);
            let mut moves = MoveList::new();
            e.generator.pseudo_legal_moves(&pos, &mut moves).unwrap();
            for m in moves.iter() {
                let mut proper = pos.clone();
                proper.play(m);
                let mut played = pos.clone();
                let notes = e.play(&mut played, m);
                for note in notes.iter() {
                    if let Annotation::Removed { square, piece } = *note {
                        prop_assert_eq!(piece.colour, Colour::Black);
                        prop_assert!(piece.kind != PieceKind::KING);
                        prop_assert!(e
                            .generator
                            .is_square_attacked(&proper, square, Colour::White)
                            .unwrap());
                    }
                }
            }
        }
    }
}
