//! WhiteOscillatingKings and BlackOscillatingKings: after a move of the
//! side named, the two kings exchange their squares (Popeye's
//! `2.Qe8-c8[Ka6<->Ka8]`). SwappingKings is both, of type C. The
//! exchange comes before the other effects of the move (before a Circe
//! rebirth, as Popeye has it: `Rd2*g2[Kf8<->Kb8][+bPg7]`).
//!
//! The exchange is part of the move: the move is legal when the mover's
//! king is not in check after it, and the check the move gives is the one
//! after it.

use crate::engine::{Engine, Played};
use nightrider_board::{Annotation, Colour, PieceKind, Position, Square};

/// When the kings exchange their squares after a move of the side the
/// condition names (Popeye's types).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Oscillation {
    /// Type A (the default): after every move.
    A,
    /// Type B: after every move, and the mover's king must not be in
    /// check before the exchange either (the kings then stay, and the
    /// move is illegal).
    B,
    /// Type C: only after a move that checks the opposing king.
    C,
}

/// The squares of the two kings, white's first, when each side has
/// exactly one.
pub(crate) fn kings(pos: &Position) -> Option<(Square, Square)> {
    let one = |colour: Colour| {
        let mut them = pos.pieces(PieceKind::KING, colour).into_iter();
        match (them.next(), them.next()) {
            (Some(sq), None) => Some(sq),
            _ => None,
        }
    };
    Some((one(Colour::White)?, one(Colour::Black)?))
}

impl Engine {
    /// OscillatingKings of `side`, type `kind`: after the move proper of
    /// `side` (and the effects ordered before this one), the kings
    /// exchange their squares when `kind` says so.
    pub(crate) fn play_oscillation(
        &self,
        pos: &mut Position,
        mv: &mut Played<'_>,
        side: Colour,
        kind: Oscillation,
    ) {
        if mv.side != side {
            return;
        }
        let Some((white, black)) = kings(pos) else {
            return;
        };
        let exchange = match kind {
            Oscillation::A => true,
            // (the mover stays in check: the move is illegal)
            Oscillation::B => !self.in_check(pos, side),
            Oscillation::C => self.in_check(pos, !side),
        };
        if !exchange {
            return;
        }
        let (Some(white_king), Some(black_king)) = (pos.piece_at(white), pos.piece_at(black))
        else {
            return;
        };
        pos.change_piece(white, black_king);
        pos.change_piece(black, white_king);
        // Popeye names the black king's square first
        mv.notes.push(Annotation::Exchanged {
            first: black_king,
            from: black,
            second: white_king,
            to: white,
        });
    }
}
