//! Orphan and friend: pieces without powers of their own, which move as
//! the pieces observing them — the enemy pieces attacking an orphan, the
//! friendly pieces guarding a friend. An observing orphan (friend) passes
//! on the powers it has acquired itself.
//!
//! The orphan pawn is a pawn which also acquires the powers of the enemy
//! pieces attacking it.
//!
//! Acquired powers never promote, never capture en passant and never give
//! the opponent an en-passant right (UC-170-17: "an Orphan threatened by a
//! Pawn can not promote or capture en passant"); the orphan pawn's own
//! pawn moves do. Only the mimic's own kind passes powers on: an orphan
//! does not gain powers through a friend or an orphan pawn, and vice versa.
//!
//! They need the walks of the other kinds of the problem, so they are
//! built by [`super::registry_for_kinds`] after every other walk.

use crate::rules::MoveList;
use crate::walk::WalkGenerator;
use nightrider_board::{Bitboard, Colour, PieceKind, Position, Special, Square};
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
    walks: Vec<(PieceKind, Arc<dyn WalkGenerator>)>,
    /// The mimic's own walk, if any (the orphan pawn's pawn).
    base: Option<PieceKind>,
}

impl Mimic {
    /// A mimic of kind `own` borrowing from `walks`.
    pub(crate) fn new(
        name: &str,
        own: PieceKind,
        friend: bool,
        walks: Vec<(PieceKind, Arc<dyn WalkGenerator>)>,
        base: Option<PieceKind>,
    ) -> Mimic {
        Mimic {
            name: name.to_string(),
            own,
            friend,
            walks,
            base,
        }
    }

    fn walk(&self, kind: PieceKind) -> Option<&dyn WalkGenerator> {
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
                let mut inherited = self.powers(pos, s, observer_side, visited);
                inherited.extend(self.base);
                for k in inherited {
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

impl WalkGenerator for Mimic {
    fn name(&self) -> &str {
        &self.name
    }

    fn generate(&self, pos: &Position, from: Square, side: Colour, out: &mut MoveList) {
        let start = out.len();
        if let Some(w) = self.base.and_then(|k| self.walk(k)) {
            w.generate(pos, from, side, out);
        }
        let mut visited = Bitboard::EMPTY;
        for kind in self.powers(pos, from, side, &mut visited) {
            if let Some(w) = self.walk(kind) {
                let before = out.len();
                w.generate(pos, from, side, out);
                // Acquired powers: no promotion, no en passant; drop the
                // moves an earlier power already gave.
                let mut i = before;
                while i < out.len() {
                    let mut m = out[i];
                    m.promotion = None;
                    if m.special == Special::DoubleStep {
                        m.special = Special::None;
                    }
                    if m.special == Special::EnPassant || out[start..i].contains(&m) {
                        out.remove(i);
                    } else {
                        out[i] = m;
                        i += 1;
                    }
                }
            }
        }
    }

    fn attacks(&self, pos: &Position, from: Square, target: Square, side: Colour) -> bool {
        let mut visited = Bitboard::EMPTY;
        let mut powers = self.powers(pos, from, side, &mut visited);
        powers.extend(self.base);
        powers.into_iter().any(|k| {
            self.walk(k)
                .is_some_and(|w| w.attacks(pos, from, target, side))
        })
    }
}
