//! AliceChess (Popeye's `AliceChess`, and the piece attributes `AliceA`
//! and `AliceB` that say on which board a unit stands).
//!
//! The game is played on two boards, A and B. A unit moves on the board
//! it stands on as if the other board's units were absent: only the
//! units of its own board obstruct it, serve as hurdles and can be
//! captured. It then passes to the same square of the other board, which
//! must be empty. So no two units ever share a square of the two boards,
//! and one position with a board mark on each unit
//! ([`Attributes::ALICE_A`], [`Attributes::ALICE_B`]) holds the game.
//!
//! As Popeye 4.104 plays it (found by experiment):
//! - every unit not declared AliceB stands on board A;
//! - a royal unit is in check when a unit of its own board attacks it;
//!   a royal unit that moved must also not be in check on the board it
//!   left, on the square it reached (Popeye's "special check rule after
//!   king move"; not for the other units);
//! - castling: king and rook move on their board (the squares between
//!   them empty there, the king's passage not attacked there) and both
//!   pass to the other board (`0-0BB`), their arrival squares empty on it;
//! - en passant: only a pawn of the capturer's board is taken
//!   (`f5*e6 ep.A`); a promoted piece passes like any unit (`b7-b8=QB`).
//!
//! The board marks are attributes, so they are part of the position's
//! hash.

use crate::engine::{Engine, Played, CHECKED_AT_SETUP};
use nightrider_board::{Attributes, Bitboard, Colour, Piece, Position, Special, Square};
use nightrider_movegen::MoveList;

/// The two boards, as the attribute marking a unit standing on each.
pub const BOARDS: [Attributes; 2] = [Attributes::ALICE_A, Attributes::ALICE_B];

/// The board `piece` stands on: B if it is marked so, A otherwise.
pub fn board_of(piece: Piece) -> Attributes {
    if piece.attributes.contains(Attributes::ALICE_B) {
        Attributes::ALICE_B
    } else {
        Attributes::ALICE_A
    }
}

/// The other board.
pub fn other(board: Attributes) -> Attributes {
    if board == Attributes::ALICE_B {
        Attributes::ALICE_A
    } else {
        Attributes::ALICE_B
    }
}

/// `piece` standing on `board` (its other board mark removed).
pub fn on(piece: Piece, board: Attributes) -> Piece {
    let attributes = piece
        .attributes
        .difference(Attributes::ALICE_A | Attributes::ALICE_B)
        .union(board);
    Piece {
        attributes,
        ..piece
    }
}

/// The squares of the units standing on `board`.
pub fn units_on(pos: &Position, board: Attributes) -> Bitboard {
    pos.occupied()
        .into_iter()
        .filter(|&sq| pos.piece_at(sq).is_some_and(|p| board_of(p) == board))
        .collect()
}

/// The position with the units of `board` alone, their board marks
/// removed (so that the generator's fast paths apply to orthodox units);
/// side to move, castling rights and en-passant state as in `pos`.
pub(crate) fn board_position(pos: &Position, board: Attributes) -> Position {
    let mut keep = Bitboard::EMPTY;
    for sq in pos.occupied() {
        if pos.piece_at(sq).is_some_and(|p| board_of(p) == board) {
            keep |= Bitboard::from_square(sq);
        }
    }
    pos.sub_board(keep, Attributes::ALICE_A | Attributes::ALICE_B)
}

/// Marks every unit without a board mark as standing on board A (Popeye:
/// every unit not declared AliceB stands on board A).
pub(crate) fn mark_board_a(pos: &mut Position) {
    for sq in pos.occupied() {
        if let Some(p) = pos.piece_at(sq) {
            if !p
                .attributes
                .intersects(Attributes::ALICE_A | Attributes::ALICE_B)
            {
                pos.put(sq, p.with_attributes(Attributes::ALICE_A));
            }
        }
    }
}

impl Engine {
    /// The candidate moves of `side` under AliceChess: each unit's moves
    /// on its own board (castlings tested for check there), whose
    /// arrival squares (the king's and the rook's in a castling) are
    /// empty on the other board.
    pub(crate) fn alice_moves(&self, pos: &Position, side: Colour, raw: &mut MoveList) {
        for board in BOARDS {
            let mut sub = board_position(pos, board);
            let elsewhere = pos.occupied() - sub.occupied();
            let start = raw.len();
            for from in sub.by_colour(side) {
                if let Some(piece) = sub.piece_at(from) {
                    self.generate_at(&sub, from, piece, side, false, raw);
                }
            }
            let mut castlings = MoveList::new();
            self.generator
                .castling_candidates(&sub, side, &mut castlings);
            if !castlings.is_empty() && !self.generator_in_check(&sub, side) {
                for &c in &castlings {
                    let passing = nightrider_movegen::attacks::between(c.from, c.to);
                    let safe = passing.into_iter().all(|sq| {
                        sub.play(&nightrider_board::Move::quiet(c.from, sq));
                        let attacked = self.generator_in_check(&sub, side);
                        sub.undo_move();
                        !attacked
                    });
                    if safe {
                        raw.push(c);
                    }
                }
            }
            crate::list_rules::retain_from(raw, start, |m| {
                let rook_to = match m.special {
                    Special::Castle { rook_to, .. } => Some(rook_to),
                    _ => None,
                };
                // (an en-passant capture of a pawn of the other board is
                // no capture: the generator saw the state, not the pawn)
                !elsewhere.contains(m.to)
                    && rook_to.is_none_or(|sq| !elsewhere.contains(sq))
                    && m.captures.into_iter().all(|sq| sub.piece_at(sq).is_some())
            });
        }
    }

    /// Whether a royal unit of `side` is attacked by a unit of its own
    /// board.
    pub(crate) fn alice_in_check(&self, pos: &Position, side: Colour) -> bool {
        BOARDS.into_iter().any(|board| {
            pos.royals(side)
                .into_iter()
                .any(|sq| pos.piece_at(sq).is_some_and(|p| board_of(p) == board))
                && self.generator_in_check(&board_position(pos, board), side)
        })
    }

    /// The generator's check on a single board's position.
    fn generator_in_check(&self, sub: &Position, side: Colour) -> bool {
        self.generator.in_check(sub, side).expect(CHECKED_AT_SETUP)
    }

    /// Whether the royal unit `m` moved (played by `side`; the position
    /// after the move) is not in check on the board it left, on the
    /// square it reached. True for the moves of other units.
    pub(crate) fn alice_royal_safe(
        &self,
        pos: &Position,
        m: &nightrider_board::Move,
        side: Colour,
    ) -> bool {
        let Some(p) = pos.piece_at(m.to) else {
            return true;
        };
        if m.is_null() || !p.is_royal() || p.colour != side {
            return true;
        }
        let left = other(board_of(p));
        let mut sub = board_position(pos, left);
        sub.put(
            m.to,
            Piece {
                attributes: p
                    .attributes
                    .difference(Attributes::ALICE_A | Attributes::ALICE_B),
                ..p
            },
        );
        !self.generator_in_check(&sub, side)
    }

    /// AliceChess's effect: the moved unit (in a castling the rook too)
    /// passes to the other board.
    pub(crate) fn play_alice(&self, pos: &mut Position, mv: &mut Played) {
        let mut arrivals = vec![mv.at];
        if let Special::Castle { rook_to, .. } = mv.m.special {
            arrivals.push(rook_to);
        }
        for sq in arrivals {
            pass_over(pos, sq);
        }
    }
}

/// The unit on `sq` passes to the other board (journaled).
fn pass_over(pos: &mut Position, sq: Square) {
    if let Some(p) = pos.piece_at(sq) {
        pos.change_attributes(sq, on(p, other(board_of(p))).attributes);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_and_marks() {
        let p = Piece::new(nightrider_board::PieceKind::ROOK, Colour::White);
        assert_eq!(board_of(p), Attributes::ALICE_A);
        let b = on(p, Attributes::ALICE_B);
        assert_eq!(board_of(b), Attributes::ALICE_B);
        assert_eq!(board_of(on(b, Attributes::ALICE_A)), Attributes::ALICE_A);
        assert!(!on(b, Attributes::ALICE_A)
            .attributes
            .contains(Attributes::ALICE_B));
        assert_eq!(other(Attributes::ALICE_A), Attributes::ALICE_B);
        assert_eq!(other(Attributes::ALICE_B), Attributes::ALICE_A);
    }
}
