//! KobulKings: when a piece is captured, the royal piece of its side
//! takes the captured piece's kind (a royal rook, Popeye's `[e8=rR]`);
//! the capture of a pawn makes it a king again (`[a8=K]`). A neutral
//! victim is the side's not moving; a royal piece other than a king in
//! the diagram changes in the same way.

use crate::engine::{Engine, Played};
use nightrider_board::{Annotation, Attributes, Piece, PieceKind, Position};

impl Engine {
    /// KobulKings: for each piece the move captured, its side's royal
    /// piece changes kind, if it is not of that kind already.
    pub(crate) fn play_kobul(&self, pos: &mut Position, mv: &mut Played<'_>) {
        for &(_, victim) in mv.victims.iter() {
            let kind = if victim.kind == PieceKind::PAWN {
                PieceKind::KING
            } else {
                victim.kind
            };
            // (a neutral victim is the other side's: Popeye 4.104 changes
            // the royal piece of the side not moving, `rRc5*c3[f7=K]`)
            let colour = if victim.is_neutral() {
                !mv.side
            } else {
                victim.colour
            };
            let Some(square) = pos.royals(colour).into_iter().next() else {
                continue;
            };
            let Some(royal) = pos.piece_at(square) else {
                continue;
            };
            if royal.kind == kind {
                continue;
            }
            let attributes = if kind == PieceKind::KING {
                royal.attributes - Attributes::ROYAL
            } else {
                royal.attributes | Attributes::ROYAL
            };
            pos.change_piece(
                square,
                Piece {
                    kind,
                    attributes,
                    ..royal
                },
            );
            mv.notes.push(Annotation::Transformed {
                square,
                kind,
                attributes,
            });
        }
    }
}
