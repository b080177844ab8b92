//! Influencer: the opposing pieces next to the moved piece change kind
//! (pawns, or on the first and last ranks the moved piece's kind); pawns so
//! made on their promotion rank promote, by the move's choice.

use crate::engine::{Engine, Played};
use nightrider_board::{Annotation, Choice, PieceKind, Position, Special, Square};
use nightrider_movegen::MoveList;

impl Engine {
    /// Influencer: replaces each move after which influenced pieces stand
    /// as pawns on their promotion rank by one move per combination of
    /// promotion kinds, numbered in [`Choice::square`] (read by
    /// [`Engine::play`]: the first promoting pawn in Popeye's order takes
    /// the lowest digit).
    pub(crate) fn expand_influenced_promotions(&self, pos: &mut Position, raw: &mut MoveList) {
        let kinds = self.generator.rules().promotions.len().max(1);
        let mut out = MoveList::new();
        for &m in raw.iter() {
            let notes = self.play(pos, &m);
            pos.undo_move();
            let promoting = notes
                .iter()
                .filter(|n| matches!(n, Annotation::Promoted { .. }))
                .count();
            let combinations = (0..promoting).fold(1usize, |acc, _| acc.saturating_mul(kinds));
            if promoting == 0 || combinations > 64 {
                out.push(m);
                continue;
            }
            for index in 0..combinations {
                out.push(m.choosing(Choice {
                    square: Square::new(index as u8),
                    ..m.choice
                }));
            }
        }
        *raw = out;
    }
}

impl Engine {
    /// Influencer: the opposing pieces next to the moved piece change kind.
    pub(crate) fn play_influencer(&self, pos: &mut Position, mv: &mut Played<'_>) {
        let Played {
            m,
            side,
            at,
            ref mut notes,
            ..
        } = *mv;
        // the moved piece (for castling: the rook), unless royal
        let (sq, mover) = match m.special {
            Special::Castle { rook_to, .. } => (rook_to, pos.piece_at(rook_to)),
            _ => (at, pos.piece_at(at)),
        };
        let Some(mover) = mover.filter(|p| !p.is_royal()) else {
            return;
        };
        let mut promoting: smallvec::SmallVec<[Square; 2]> = smallvec::SmallVec::new();
        // Popeye's order: right, up, left, down, then the diagonals
        const AROUND: [(i32, i32); 8] = [
            (1, 0),
            (0, 1),
            (-1, 0),
            (0, -1),
            (-1, 1),
            (1, 1),
            (1, -1),
            (-1, -1),
        ];
        for (dx, dy) in AROUND {
            let Some(n) = sq.offset(dx, dy) else { continue };
            let Some(p) = pos.piece_at(n) else { continue };
            // (neutral pieces are influenced too)
            if p.is_royal() || (p.colour == side && !p.is_neutral()) {
                continue;
            }
            let kind = if n.y() == 0 || n.y() == 7 {
                mover.kind
            } else {
                PieceKind::PAWN
            };
            if kind != p.kind {
                pos.change_kind(n, kind);
            }
            notes.push(Annotation::Transformed {
                square: n,
                kind,
                attributes: p.attributes,
            });
            if kind == PieceKind::PAWN && !p.is_neutral() && n.y() == p.colour.fold(7, 0) {
                promoting.push(n);
            } else if kind == PieceKind::ROOK {
                // a rook made on its corner may castle
                let rook = pos.piece_at(n).expect("just changed");
                self.restore_castling(pos, n, rook);
            }
        }
        // pawns on their promotion rank promote, after all the
        // changes: the kinds are numbered by the move's choice
        let promotions = &self.generator.rules().promotions;
        let base = promotions.len().max(1);
        let mut index = m.choice.square.map_or(0, |c| c.idx());
        for n in promoting {
            if let Some(&to) = promotions.get(index % base) {
                pos.change_kind(n, to);
                let attributes = pos.piece_at(n).map(|p| p.attributes).unwrap_or_default();
                notes.push(Annotation::Promoted {
                    square: n,
                    kind: to,
                    attributes,
                });
            }
            index /= base;
        }
    }
}
