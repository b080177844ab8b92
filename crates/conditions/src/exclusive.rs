//! ExclusiveChess: a mating move is legal only if it is the side's only
//! mating move.

use crate::engine::Engine;
use crate::engine::MAX_CHECKLESS_NESTING;
use nightrider_board::{Move, Position};
use nightrider_movegen::MoveList;

impl Engine {
    /// ExclusiveChess: removes from `out[start..]` (legal moves of the
    /// side to move, inside `nesting` mate tests) its mating moves if
    /// there are two or more.
    pub(crate) fn exclusive_filter(
        &self,
        pos: &mut Position,
        out: &mut MoveList,
        start: usize,
        nesting: u8,
    ) {
        if nesting >= MAX_CHECKLESS_NESTING {
            return;
        }
        let mut mating: smallvec::SmallVec<[usize; 4]> = smallvec::SmallVec::new();
        for i in start..out.len() {
            let m = out[i];
            if self.mates(pos, &m, nesting) {
                mating.push(i);
            }
        }
        if mating.len() >= 2 {
            for &i in mating.iter().rev() {
                out.remove(i);
            }
        }
    }

    /// ExclusiveChess: whether the legal move `m` mates, the replies
    /// judged inside `nesting + 1` mate tests.
    pub(crate) fn mates(&self, pos: &mut Position, m: &Move, nesting: u8) -> bool {
        self.play(pos, m);
        let them = pos.side_to_move();
        let mated = self.in_check(pos, them) && !self.has_legal_move(pos, nesting + 1);
        pos.undo_move();
        mated
    }

    /// ExclusiveChess: whether the side to move has a legal move, inside
    /// `nesting` mate tests: a legal move that does not mate, or a single
    /// mating move. Past the nesting limit every move counts.
    pub(crate) fn has_exclusive_legal_move(&self, pos: &mut Position, nesting: u8) -> bool {
        let side = pos.side_to_move();
        let mut candidates = MoveList::new();
        self.candidates(pos, &mut candidates);
        let mut mating = 0;
        for m in &candidates {
            if !self.legal_when_played(pos, m, side, nesting) {
                continue;
            }
            if nesting >= MAX_CHECKLESS_NESTING || !self.mates(pos, m, nesting) {
                return true;
            }
            mating += 1;
        }
        mating == 1
    }
}
