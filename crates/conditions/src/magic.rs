//! Magic pieces: after a move, the pieces newly observed by a magic piece
//! an odd number of times change colour.

use crate::engine::{Engine, Played, CHECKED_AT_SETUP};
use nightrider_board::{
    Annotation, Attributes, Bitboard, Piece, PieceKind, Position, Special, Square,
};

impl Engine {
    /// Magic pieces: every view of a magic piece on `pos` (a magic piece
    /// observing, by its walk, a piece other than a king, a royal or a
    /// magic piece, along a ray), the pieces named by their squares.
    pub(crate) fn magic_views(&self, pos: &Position) -> MagicViews {
        let mut views = MagicViews::new();
        let magic: Bitboard = pos
            .occupied()
            .into_iter()
            .filter(|&sq| {
                pos.piece_at(sq)
                    .is_some_and(|p| p.attributes.contains(Attributes::MAGIC))
            })
            .collect();
        if magic.is_empty() {
            return views;
        }
        let targets: Bitboard = (pos.occupied() - magic)
            .into_iter()
            .filter(|&sq| {
                pos.piece_at(sq)
                    .is_some_and(|p| p.kind != PieceKind::KING && !p.is_royal())
            })
            .collect();
        for from in magic {
            let Some(piece) = pos.piece_at(from) else {
                continue;
            };
            let walk = self.generator.walk(piece.kind).expect(CHECKED_AT_SETUP);
            for target in targets {
                if walk.attacks(pos, from, target, piece.colour) {
                    views.push(MagicView {
                        magic: from,
                        target,
                        line: line_through(from, target),
                    });
                }
            }
        }
        views
    }
}

/// Magic pieces: a magic piece (named by its square) observing a piece
/// (named by its square) along a ray ([`line_through`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MagicView {
    pub(crate) magic: Square,
    pub(crate) target: Square,
    pub(crate) line: (i8, i8, i8),
}

/// The views of a position's magic pieces.
pub(crate) type MagicViews = smallvec::SmallVec<[MagicView; 16]>;

/// The ray from `a` through `b` (distinct squares), the same for any two
/// squares of it in that order: its direction, reduced, and where its
/// line crosses the axes. (A magic piece's view is new if it looks along
/// another line, or the other way: Popeye 4.104.)
pub(crate) fn line_through(a: Square, b: Square) -> (i8, i8, i8) {
    let (dx, dy) = (b.x() - a.x(), b.y() - a.y());
    let g = gcd(dx.unsigned_abs(), dy.unsigned_abs()).max(1) as i32;
    let (dx, dy) = (dx / g, dy / g);
    (dx as i8, dy as i8, (a.x() * dy - a.y() * dx) as i8)
}

/// The greatest common divisor (`gcd(0, 0) = 0`).
pub(crate) fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

impl Engine {
    /// Magic pieces: the pieces newly observed an odd number of times change
    /// colour.
    pub(crate) fn play_magic(&self, pos: &mut Position, mv: &mut Played<'_>) {
        let Played {
            m,
            at,
            ref rebirths,
            ref mut magic_before,
            ref mut notes,
            ..
        } = *mv;
        // the views before the move, the pieces renamed by the
        // squares they stand on now: the moved piece (and a
        // castling rook) where the move and any relocation
        // took it, a captured piece where it was reborn (a
        // piece keeps its identity, as in Popeye)
        let rook = match m.special {
            Special::Castle { rook_from, rook_to } => Some((rook_from, rook_to)),
            _ => None,
        };
        let rename = |sq: Square| -> Option<Square> {
            if m.is_null() {
                return Some(sq);
            }
            if sq == m.from {
                return Some(at);
            }
            if let Some((_, to)) = rook.filter(|(from, _)| *from == sq) {
                return Some(to);
            }
            if m.captures.contains(sq) {
                return rebirths.iter().find(|(v, _)| *v == sq).map(|(_, to)| *to);
            }
            Some(sq)
        };
        magic_before.retain(|view| match (rename(view.magic), rename(view.target)) {
            (Some(magic), Some(target)) => {
                view.magic = magic;
                view.target = target;
                true
            }
            _ => false,
        });
        let after = self.magic_views(pos);
        let mut changed = Bitboard::EMPTY;
        for view in &after {
            if !magic_before.contains(view) {
                changed.toggle(view.target);
            }
        }
        for sq in changed {
            let Some(p) = pos.piece_at(sq) else { continue };
            let turned = Piece {
                colour: !p.colour,
                ..p
            };
            pos.change_piece(sq, turned);
            // a rook recoloured on its corner may castle with
            // its new side (Popeye keeps a flag per square)
            self.restore_castling(pos, sq, turned);
            notes.push(Annotation::Recoloured {
                square: sq,
                colour: !p.colour,
            });
        }
    }
}
