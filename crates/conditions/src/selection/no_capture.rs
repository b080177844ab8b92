//! NoWhiteCapture and NoBlackCapture: the side captures nothing (en
//! passant included). As in Popeye 4.104, its pieces still observe, so
//! they still give check: the other king may not step into their reach,
//! and a check by them that nothing answers is mate.

use nightrider_board::Move;

/// Whether a move of the side without captures may be played: it
/// captures nothing.
pub fn allows(m: &Move) -> bool {
    !m.is_capture()
}
