//! Circe and AntiCirce Assassin: a rebirth on a royal piece's square
//! assassinates it, so a capture that would do so is a check.

use crate::condition::CirceRules;
use crate::engine::Engine;
use crate::engine::CHECKED_AT_SETUP;
use nightrider_board::{Bitboard, Colour, Move, Position, Special};
use nightrider_movegen::MoveList;

impl Engine {
    /// Circe and AntiCirce Assassin: whether the other side has a capture
    /// that puts a piece (the victim under Circe, the capturer under
    /// AntiCirce) on the square of a royal piece of `side`, assassinating
    /// it.
    pub(crate) fn assassination_threat(
        &self,
        pos: &Position,
        side: Colour,
        rules: &CirceRules,
        anti: bool,
    ) -> bool {
        let royals = pos.royals(side);
        if royals.is_empty() {
            return false;
        }
        pos.by_colour(side).into_iter().any(|target| {
            if royals.contains(target) {
                return false;
            }
            let Some(victim) = pos.piece_at(target) else {
                return false;
            };
            let candidates = if self.lenders.is_empty() {
                self.generator
                    .attackers(pos, target, !side)
                    .expect(CHECKED_AT_SETUP)
            } else {
                pos.by_colour(!side).without(target)
            };
            candidates.into_iter().any(|from| {
                let m = Move::capture(from, target);
                let Some(facts) = self.capture_facts(pos, &m, !side) else {
                    return false;
                };
                let reborn = if anti { facts.capturer } else { victim };
                if !rules.reborn(reborn.kind) {
                    return false;
                }
                let reborn_on = if anti {
                    facts.capturer_rebirth(rules, victim, target, None)
                } else {
                    facts.victim_rebirth(rules, victim, target, None)
                };
                reborn_on.is_some_and(|sq| royals.contains(sq))
                    && self.observes(pos, from, target, !side)
            })
        }) || self.en_passant_assassination(pos, side, rules, anti, royals)
    }

    /// [`Engine::assassination_threat`] by an en-passant capture: the
    /// capturer reborn (AntiCirce) or the pawn taken reborn (Circe) on a
    /// royal piece of `side` (Popeye 4.104: a double step past an opposing
    /// pawn whose AntiCirce rebirth square holds the king is illegal).
    pub(crate) fn en_passant_assassination(
        &self,
        pos: &Position,
        side: Colour,
        rules: &CirceRules,
        anti: bool,
        royals: Bitboard,
    ) -> bool {
        let Some(ep) = pos.en_passant() else {
            return false;
        };
        let Some(victim) = pos.piece_at(ep.pawn) else {
            return false;
        };
        if !victim.belongs_to(side) {
            return false;
        }
        let mut moves = MoveList::new();
        pos.by_colour(!side)
            .without(ep.pawn)
            .into_iter()
            .any(|from| {
                let Some(piece) = pos.piece_at(from) else {
                    return false;
                };
                moves.clear();
                self.generator
                    .walk(piece.kind)
                    .expect(CHECKED_AT_SETUP)
                    .generate(pos, from, !side, &mut moves);
                moves.iter().any(|m| {
                    if m.special != Special::EnPassant || !m.captures.contains(ep.pawn) {
                        return false;
                    }
                    let Some(facts) = self.capture_facts(pos, m, !side) else {
                        return false;
                    };
                    let reborn = if anti { facts.capturer } else { victim };
                    if !rules.reborn(reborn.kind) {
                        return false;
                    }
                    let reborn_on = if anti {
                        facts.capturer_rebirth(rules, victim, ep.pawn, None)
                    } else {
                        facts.victim_rebirth(rules, victim, ep.pawn, None)
                    };
                    reborn_on.is_some_and(|sq| royals.contains(sq))
                        && self
                            .move_rules
                            .iter()
                            .filter(|r| r.applies_to_checks())
                            .all(|r| self.rule_allows(r, pos, m, !side))
                })
            })
    }
}
