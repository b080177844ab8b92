//! Masand and MasandGeneralised: a move giving check recolours the pieces
//! the checking piece observes.

use crate::engine::{Engine, Played};
use nightrider_board::{Annotation, Bitboard, PieceKind, Position, Square};

impl Engine {
    /// Masand (MasandGeneralised if `generalised`): a checking piece
    /// recolours the pieces it observes.
    pub(crate) fn play_masand(&self, pos: &mut Position, mv: &mut Played<'_>, generalised: bool) {
        let Played {
            side,
            at,
            ref mut notes,
            ..
        } = *mv;
        // the checking pieces: the moving one, or under
        // MasandGeneralised every one of the side (by square)
        let checks = |pos: &Position, from: Square| {
            pos.royals(!side)
                .into_iter()
                .any(|k| self.observes(pos, from, k, side))
        };
        let checkers: Bitboard = if generalised {
            pos.by_colour(side)
                .into_iter()
                .filter(|&from| checks(pos, from))
                .collect()
        } else if pos.piece_at(at).is_some() && checks(pos, at) {
            Bitboard::EMPTY.with(at)
        } else {
            Bitboard::EMPTY
        };
        let mut recoloured = Bitboard::EMPTY;
        for checker in checkers {
            // square by square (a1, b1, ... h8), each
            // observation judged on the position the earlier
            // recolourings left; a piece recoloured once stays
            for sq in pos.occupied().without(checker) - recoloured {
                let Some(p) = pos.piece_at(sq) else { continue };
                if p.kind == PieceKind::KING
                    || p.is_royal()
                    || p.is_neutral()
                    || !self.observes(pos, checker, sq, side)
                {
                    continue;
                }
                pos.change_colour(sq, !p.colour);
                recoloured.insert(sq);
                notes.push(Annotation::Recoloured {
                    square: sq,
                    colour: !p.colour,
                });
            }
        }
    }
}
