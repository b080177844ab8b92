//! The colour changes of single pieces: AndernachChess, AntiAndernachChess,
//! Volage, Hypervolage and volage pieces.

use crate::engine::{Engine, Played};
use crate::hooks::{is_castling, MoveEffect};
use nightrider_board::{Annotation, Attributes, Piece, PieceKind, Position, Square};

impl Engine {
    /// Whether `piece` changes colour when it moves to, or is reborn on, a
    /// square of the other colour: a volage piece, or under the condition
    /// Volage a piece other than a king that has not changed colour yet,
    /// under Hypervolage any piece other than a king.
    pub(crate) fn is_volage(&self, piece: Piece) -> bool {
        piece.attributes.contains(Attributes::VOLAGE)
            || self.volage.is_some_and(|hyper| {
                piece.kind != PieceKind::KING
                    && !piece.is_royal()
                    && (hyper || !piece.attributes.contains(Attributes::CONDITION_MARK))
            })
    }

    /// A volage `piece` after its change of colour: a volage piece is no
    /// longer volage, under the condition Volage the piece is marked as
    /// changed (under Hypervolage nothing is kept).
    pub(crate) fn turned(&self, piece: Piece) -> Piece {
        let mut turned = Piece {
            colour: !piece.colour,
            ..piece
        };
        if piece.attributes.contains(Attributes::VOLAGE) {
            turned.attributes.remove(Attributes::VOLAGE);
        } else if self.volage == Some(false) {
            turned.attributes.insert(Attributes::CONDITION_MARK);
        }
        turned
    }
}

impl Engine {
    /// Volage, Hypervolage and volage pieces: the mover changes colour when
    /// it moved to, or was reborn on, a square of the other colour (a rook
    /// turned on its new side's corner can castle: `1.Ra2-a1=w 0-0-0`).
    pub(crate) fn play_volage(&self, pos: &mut Position, mv: &mut Played<'_>) {
        let Played {
            m,
            at,
            ref mut notes,
            ..
        } = *mv;
        let Some(piece) = pos.piece_at(at) else {
            return;
        };
        // it changes (once) when the move or its rebirth (by
        // AntiCirce, from the capture square) takes it to a
        // square of the other colour: `Qb5*b4[wQb4->d1=b]`
        // changes though b5 and d1 are both light (Popeye 4.104)
        let moved_across = m.from.is_light() != m.to.is_light();
        let reborn_across = at != m.to && at.is_light() != m.to.is_light();
        if self.is_volage(piece) && !is_castling(m) && (moved_across || reborn_across) {
            self.turn_piece(pos, at, self.turned(piece), notes);
        }
    }

    /// Puts `turned`, the piece on `sq` with its side changed, there: a
    /// rook or king turned on its new side's home square regains its
    /// castlings ([`Engine::restore_castling`]), and the change is noted
    /// (`=w`, `=b`).
    pub(crate) fn turn_piece(
        &self,
        pos: &mut Position,
        sq: Square,
        turned: Piece,
        notes: &mut nightrider_board::Annotations,
    ) {
        pos.change_piece(sq, turned);
        self.restore_castling(pos, sq, turned);
        notes.push(Annotation::ColourChanged {
            colour: turned.colour,
        });
    }

    /// AndernachChess and AntiAndernachChess (`effect`): the mover changes
    /// colour after a capture (resp. a move capturing nothing); a rook
    /// turned on its new side's corner can castle, as a reborn one.
    pub(crate) fn play_andernach(
        &self,
        pos: &mut Position,
        mv: &mut Played<'_>,
        effect: MoveEffect,
    ) {
        let Played {
            m,
            at,
            ref victims,
            ref mut notes,
            ..
        } = *mv;
        let wanted = matches!(effect, MoveEffect::Andernach) != victims.is_empty();
        let Some(piece) = pos.piece_at(at) else {
            return;
        };
        if wanted && !is_castling(m) && piece.kind != PieceKind::KING && !piece.is_neutral() {
            let turned = Piece {
                colour: !piece.colour,
                ..piece
            };
            self.turn_piece(pos, at, turned, notes);
        }
    }
}
