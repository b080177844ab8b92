//! ImmunChess (and Circe Strict): a piece whose rebirth square is
//! occupied after the capture cannot be captured.

use crate::condition::CirceRules;
use crate::engine::Engine;
use nightrider_board::{Colour, Move, Position};

impl Engine {
    /// ImmunChess (and Circe Strict): whether every victim of `m` may be
    /// captured, its rebirth square being free after the move.
    pub(crate) fn immun_allows(
        &self,
        rules: &CirceRules,
        pos: &Position,
        m: &Move,
        side: Colour,
    ) -> bool {
        if !m.is_capture() {
            return true;
        }
        let Some(facts) = self.capture_facts(pos, m, side) else {
            return false;
        };
        m.captures.into_iter().all(|v| {
            let Some(victim) = pos.piece_at(v) else {
                return true;
            };
            if !rules.reborn(victim.kind) {
                return true;
            }
            match facts.victim_rebirth(rules, victim, v, None) {
                Some(sq) => !facts.occupied_after.contains(sq),
                None => false,
            }
        })
    }
}
