//! Orphan and friend: pieces without powers of their own, which move as
//! the pieces observing them — the enemy pieces attacking an orphan, the
//! friendly pieces guarding a friend. An observing orphan (friend) passes
//! on the powers it has acquired itself.
//!
//! They need the walks of the other kinds of the problem, so they are
//! built by [`super::registry_for_kinds`] after every other walk.

use crate::rules::MoveList;
use crate::walk::Walk;
use nightrider_board::{Bitboard, Colour, PieceKind, Position, Square};
use smallvec::SmallVec;
use std::sync::Arc;

/// The orphan (`friend == false`) or friend (`friend == true`) walk.
#[derive(Debug)]
pub(crate) struct Mimic {
    name: String,
    /// The mimic's own kind.
    own: PieceKind,
    /// Whether it is a friend (guarded by its own side).
    friend: bool,
    /// The walks of the kinds whose powers can be acquired.
    walks: Vec<(PieceKind, Arc<dyn Walk>)>,
}

impl Mimic {
    /// A mimic of kind `own` borrowing from `walks`.
    pub(crate) fn new(
        name: &str,
        own: PieceKind,
        friend: bool,
        walks: Vec<(PieceKind, Arc<dyn Walk>)>,
    ) -> Mimic {
        Mimic {
            name: name.to_string(),
            own,
            friend,
            walks,
        }
    }

    fn walk(&self, kind: PieceKind) -> Option<&dyn Walk> {
        self.walks
            .iter()
            .find(|(k, _)| *k == kind)
            .map(|(_, w)| &**w)
    }

    /// The kinds whose powers the mimic of `side` on `sq` has; `visited`
    /// holds the mimics already asked (cycles give nothing).
    fn powers(
        &self,
        pos: &Position,
        sq: Square,
        side: Colour,
        visited: &mut Bitboard,
    ) -> SmallVec<[PieceKind; 8]> {
        visited.insert(sq);
        let observer_side = if self.friend { side } else { !side };
        let mut out: SmallVec<[PieceKind; 8]> = SmallVec::new();
        let observers = pos.by_colour(observer_side).without(sq);
        for s in observers {
            let Some(piece) = pos.piece_at(s) else {
                continue;
            };
            if piece.kind == self.own {
                if visited.contains(s) {
                    continue;
                }
                for k in self.powers(pos, s, observer_side, visited) {
                    if !out.contains(&k)
                        && self
                            .walk(k)
                            .is_some_and(|w| w.attacks(pos, s, sq, observer_side))
                    {
                        out.push(k);
                    }
                }
            } else if !out.contains(&piece.kind)
                && self
                    .walk(piece.kind)
                    .is_some_and(|w| w.attacks(pos, s, sq, observer_side))
            {
                out.push(piece.kind);
            }
        }
        out
    }
}

impl Walk for Mimic {
    fn name(&self) -> &str {
        &self.name
    }

    fn generate(&self, pos: &Position, from: Square, side: Colour, out: &mut MoveList) {
        let start = out.len();
        let mut visited = Bitboard::EMPTY;
        for kind in self.powers(pos, from, side, &mut visited) {
            if let Some(w) = self.walk(kind) {
                let before = out.len();
                w.generate(pos, from, side, out);
                // Drop moves an earlier power already gave.
                let mut i = before;
                while i < out.len() {
                    if out[start..before].contains(&out[i]) {
                        out.remove(i);
                    } else {
                        i += 1;
                    }
                }
            }
        }
    }

    fn attacks(&self, pos: &Position, from: Square, target: Square, side: Colour) -> bool {
        let mut visited = Bitboard::EMPTY;
        self.powers(pos, from, side, &mut visited)
            .into_iter()
            .any(|k| {
                self.walk(k)
                    .is_some_and(|w| w.attacks(pos, from, target, side))
            })
    }
}
