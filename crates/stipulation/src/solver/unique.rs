//! Jacobi's unique defence (`u#8.5`, `u~7`): in help play, the moves of
//! one side ([`Help::unique`]) must each be its only legal move.

use crate::model::Help;
use nightrider_board::Move;

/// Whether the side to move, with `r` half-moves of `h` left and the
/// legal moves `legal`, breaks the unique-defence rule: it is bound and
/// has no legal move or more than one (a pass of option NullMoves is no
/// move).
pub(super) fn breaks(h: &Help, r: u32, legal: &[Move]) -> bool {
    h.unique
        .is_some_and(|u| u.binds(r) && legal.iter().filter(|m| !m.is_null()).count() != 1)
}
