//! Castling rights under the rebirth conditions: a king or rook back on
//! its home square (by a rebirth, a change of kind or colour, as under
//! AndernachChess `1.Rh8*h1=w 0-0`) regains the
//! castlings whose other piece kept its right, as in Popeye, which keeps
//! one flag per piece.

use crate::engine::Engine;
use nightrider_board::{CastlingRights, Colour, Piece, PieceKind, Position, Square};

impl Engine {
    /// Tells the engine which kings could castle in the diagram (the king
    /// on its home square, not barred by NoCastling). Under Circe a rook
    /// reborn on its home square can castle again, as in Popeye, provided
    /// its king has not moved since the diagram.
    pub fn set_castling_kings(&mut self, white: bool, black: bool) {
        self.castling_kings = [white, black];
    }

    /// Tells the engine which castlings had their rook on its corner in the
    /// diagram, not barred by NoCastling, wherever the king stood: under
    /// MarsCirce a king castles from its rebirth square with such a rook
    /// (see `Engine::mars_castlings`).
    pub fn set_castling_rooks(&mut self, rights: CastlingRights) {
        self.castling_rooks = rights;
    }

    /// Whether the king or rook (`kind`) of `colour` on its castling square
    /// `sq` keeps its castling flag, as Popeye keeps one per piece: the
    /// last event on `sq` was its rebirth there (a piece added, or
    /// relocated by a condition after the move proper), or nothing
    /// happened there since the diagram (a king: it could castle in the
    /// diagram).
    pub(crate) fn castling_flag(
        &self,
        pos: &Position,
        sq: Square,
        kind: PieceKind,
        colour: Colour,
    ) -> bool {
        use nightrider_board::Effect;
        if !pos
            .piece_at(sq)
            .is_some_and(|p| p.kind == kind && p.colour == colour && !p.is_neutral())
        {
            return false;
        }
        for back in 0.. {
            let Some(effects) = pos.earlier_move_effects(back) else {
                break;
            };
            let first_move = effects
                .iter()
                .position(|e| matches!(e, Effect::Move { .. }));
            for (i, e) in effects.iter().enumerate().rev() {
                match *e {
                    Effect::Add { square, piece } if square == sq => {
                        return piece.kind == kind && piece.colour == colour;
                    }
                    // a change of colour or kind makes the piece anew, as
                    // its rebirth does
                    Effect::Change { square, old, new }
                        if square == sq && (old.colour != new.colour || old.kind != new.kind) =>
                    {
                        return new.kind == kind && new.colour == colour;
                    }
                    Effect::Move { to, .. } if to == sq => return Some(i) != first_move,
                    Effect::Move { from, .. } if from == sq => return false,
                    Effect::Remove { square, .. } if square == sq => return false,
                    _ => {}
                }
            }
        }
        kind != PieceKind::KING || self.castling_kings[colour.idx()]
    }

    /// After a rebirth of `piece` on `sq` (or its making there): a rook
    /// back on its home corner, or a king back on its home square, regains
    /// the castlings whose other piece keeps its castling flag (see
    /// [`Engine::castling_flag`]), as in Popeye.
    pub(crate) fn restore_castling(&self, pos: &mut Position, sq: Square, piece: Piece) {
        if !matches!(piece.kind, PieceKind::ROOK | PieceKind::KING) || piece.is_neutral() {
            return;
        }
        for c in nightrider_board::Castling::ALL.iter().filter(|c| {
            c.colour == piece.colour
                && if piece.kind == PieceKind::KING {
                    c.king_from == sq
                } else {
                    c.rook_from == sq
                }
        }) {
            let partner = if piece.kind == PieceKind::KING {
                self.castling_flag(pos, c.rook_from, PieceKind::ROOK, piece.colour)
            } else {
                self.castling_flag(pos, c.king_from, PieceKind::KING, piece.colour)
            };
            if partner && !pos.castling().contains(c.right) {
                pos.set_castling(pos.castling() | c.right);
            }
        }
    }
}
