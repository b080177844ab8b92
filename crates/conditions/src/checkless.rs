//! ChecklessChess: a move may give check only if it mates.

use crate::engine::{Engine, MAX_CHECKLESS_NESTING};
use nightrider_board::{Colour, Position};

impl Engine {
    /// ChecklessChess: whether the position after a move of `side` is
    /// allowed: a check only when it mates. Whether it mates depends on
    /// the replies, which may themselves be checks that must mate: past
    /// [`MAX_CHECKLESS_NESTING`] such nested tests (`nesting` counts
    /// them) a check is taken as not proven to mate.
    pub(crate) fn checkless_allows(&self, pos: &mut Position, side: Colour, nesting: u8) -> bool {
        !self.in_check(pos, !side)
            || (nesting < MAX_CHECKLESS_NESTING && !self.has_legal_move(pos, nesting + 1))
    }
}
