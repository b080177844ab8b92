//! The rules judging a move by what observes the mover: Patrouille,
//! UltraPatrol, Lortap, FunctionaryChess and functionary pieces, and
//! ProvocationChess.

use crate::engine::Engine;
use crate::engine::CHECKED_AT_SETUP;
use crate::hooks::{eiffel_paralyser, MoveRule};
use nightrider_board::{Colour, Position, Square};

impl Engine {
    /// Whether a piece of `side` (its own or neutral) observes `sq` by its
    /// walk, for the patrol family: a piece paralysed under Madrasi
    /// observes nothing.
    pub(crate) fn observed_by_walks(&self, pos: &Position, sq: Square, side: Colour) -> bool {
        let madrasi = self.move_rules.iter().find_map(|r| match r {
            MoveRule::Madrasi { rex_inclusive } => Some(*rex_inclusive),
            _ => None,
        });
        let eiffel = self.move_rules.contains(&MoveRule::Eiffel);
        let paralysing = self.move_rules.contains(&MoveRule::Paralysing);
        pos.by_colour(side).without(sq).into_iter().any(|from| {
            self.rule_observes(pos, from, sq, side)
                && madrasi.is_none_or(|rex| !self.paralysed(pos, from, rex, Some(side)))
                && !(eiffel && self.paralysed_by(pos, from, Some(side), eiffel_paralyser))
                && !(paralysing && self.paralysed_by_paralysing(pos, from, side))
                && !(paralysing && Self::is_paralysing(pos, from))
        })
    }

    /// Whether the piece on `from`, for `by`, observes `target` as the
    /// rules that judge a piece by what observes it (the patrol family,
    /// paralysing pieces) see it: by the walks it moves with under
    /// AnnanChess and NannaChess, by its own walk under FaceToFace,
    /// BackToBack and CheekToCheek, and only where the rules on the
    /// squares joined allow the move (Popeye 4.104).
    pub(crate) fn rule_observes(
        &self,
        pos: &Position,
        from: Square,
        target: Square,
        by: Colour,
    ) -> bool {
        if !self.squares_allow(from, target) {
            return false;
        }
        if let Some((rules, anti)) = self.mars {
            return self.mars_rule_observes(pos, &rules, anti, from, target, by);
        }
        if self.lenders.is_empty() || self.observation_by_lent_walks {
            return self.plain_observes(pos, from, target, by);
        }
        pos.piece_at(from).is_some_and(|p| {
            self.generator
                .walk(p.kind)
                .expect(CHECKED_AT_SETUP)
                .attacks(pos, from, target, by)
        })
    }

    /// ProvocationChess: whether a piece of `side` (its own or neutral)
    /// observes `sq` under the rules that limit observation itself (see
    /// [`MoveRule::applies_to_provocation`]: a piece paralysed under
    /// Madrasi observes nothing, under MonochromChess a piece observes only
    /// squares of its own colour).
    pub(crate) fn provoked(&self, pos: &Position, sq: Square, side: Colour) -> bool {
        if self.lenders.is_empty() {
            // the walks' attackers (bitboards on orthodox material)
            return self
                .generator
                .attackers(pos, sq, side)
                .expect(CHECKED_AT_SETUP)
                .into_iter()
                .any(|from| self.observation_stands_for(pos, from, sq, side, true));
        }
        pos.by_colour(side).without(sq).into_iter().any(|from| {
            self.plain_observes(pos, from, sq, side)
                && self.observation_stands_for(pos, from, sq, side, true)
        })
    }
}
