//! KobulKings: when a piece is captured, the royal piece of its side
//! takes the captured piece's kind (a royal rook, Popeye's `[e8=rR]`);
//! the capture of a pawn makes it a king again (`[a8=K]`).

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
            let Some(square) = pos.royals(victim.colour).into_iter().next() else {
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
