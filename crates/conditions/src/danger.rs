//! DangerCirce: a piece observed by an opposing piece may also move to
//! its own rebirth square, capturing what stands there.

use crate::engine::Engine;
use crate::engine::CHECKED_AT_SETUP;
use nightrider_board::{Bitboard, Colour, Move, Piece, Position, Rank, Square};
use nightrider_movegen::MoveList;

impl Engine {
    /// DangerCirce: the rebirth square of `piece` standing on `sq`, if the
    /// piece is in danger there (observed by an opposing piece's walk) and
    /// the square is another one, empty or held by an opposing piece.
    pub(crate) fn danger_square(&self, pos: &Position, sq: Square, piece: Piece) -> Option<Square> {
        let home = crate::rebirth::game_array_square(piece.kind, piece.colour, sq);
        if home == sq
            || pos
                .piece_at(home)
                .is_some_and(|p| p.colour == piece.colour || p.is_neutral())
        {
            return None;
        }
        let attacked = self
            .generator
            .is_square_attacked(pos, sq, !piece.colour)
            .expect(CHECKED_AT_SETUP);
        attacked.then_some(home)
    }

    /// DangerCirce: appends the moves of `side`'s pieces in danger to
    /// their rebirth squares, even those their walks give already: Popeye
    /// 4.104 then has the move twice (a king capturing on its rebirth
    /// square is two refutations of a try).
    pub(crate) fn danger_moves(&self, pos: &Position, side: Colour, raw: &mut MoveList) {
        for sq in pos.by_colour(side) {
            let Some(piece) = pos.piece_at(sq) else {
                continue;
            };
            let Some(home) = self.danger_square(pos, sq, piece) else {
                continue;
            };
            let m = if pos.piece_at(home).is_some() {
                Move::capture(sq, home)
            } else {
                Move::quiet(sq, home)
            };
            raw.push(m);
        }
    }

    /// DangerCirce: whether a royal piece of `side` stands on the rebirth
    /// square of an opposing piece in danger, which may capture it there.
    pub(crate) fn danger_check(&self, pos: &Position, side: Colour) -> bool {
        // the game-array squares of the other side's pieces lie on its
        // home, pawn and promotion ranks (see
        // [`crate::rebirth::game_array_square`]); a neutral piece's may
        // lie on either side's
        let homes = if pos.neutrals().is_empty() {
            let ranks = [side.fold(7, 0), side.fold(6, 1), side.fold(0, 7)];
            ranks
                .into_iter()
                .filter_map(Rank::new)
                .fold(Bitboard::EMPTY, |set, rank| set | Bitboard::rank(rank))
        } else {
            Bitboard::FULL
        };
        let royals = pos.royals(side) & homes;
        if royals.is_empty() {
            return false;
        }
        pos.by_colour(!side).into_iter().any(|sq| {
            pos.piece_at(sq).is_some_and(|piece| {
                let home = crate::rebirth::game_array_square(piece.kind, piece.colour, sq);
                royals.contains(home) && self.danger_square(pos, sq, piece).is_some()
            })
        })
    }
}
