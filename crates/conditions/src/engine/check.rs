//! Observation and check under the conditions: which unit observes
//! which square, and whether a side is in check.

use super::{Engine, CHECKED_AT_SETUP};
use crate::hooks::{MoveRule, ObservationRule};
use nightrider_board::{Attributes, Colour, Move, PieceKind, Position, Square};
use nightrider_movegen::MoveList;

impl Engine {
    /// Whether the piece on `from` observes `target` by its walk alone
    /// (no condition consulted): the basis of paralysis and patrol.
    pub(crate) fn plain_observes(
        &self,
        pos: &Position,
        from: Square,
        target: Square,
        by: Colour,
    ) -> bool {
        if !self.borrows_observing_walks() {
            // (a piece observes with its kind's walk alone: what
            // walk_kinds_at gives here for an observation)
            return pos.piece_at(from).is_some_and(|p| {
                self.generator
                    .walk(p.kind)
                    .expect(CHECKED_AT_SETUP)
                    .attacks(pos, from, target, by)
            });
        }
        pos.piece_at(from).is_some_and(|p| {
            self.walk_kinds_at(pos, from, p, by, true)
                .into_iter()
                .any(|kind| {
                    self.generator
                        .walk(kind)
                        .expect(CHECKED_AT_SETUP)
                        .attacks(pos, from, target, by)
                })
        })
    }

    /// Whether the piece on `from`, moving for `by`, observes `target`
    /// under the conditions: it has a capture of a piece there by its walk
    /// that every rule applying to checks allows.
    pub fn observes(&self, pos: &Position, from: Square, target: Square, by: Colour) -> bool {
        self.plain_observes(pos, from, target, by) && self.observation_stands(pos, from, target, by)
    }

    /// Whether the observation of `target` by the piece on `from`, which
    /// its walk gives, stands under the conditions (see
    /// [`Engine::observes`]).
    pub(crate) fn observation_stands(
        &self,
        pos: &Position,
        from: Square,
        target: Square,
        by: Colour,
    ) -> bool {
        self.observation_stands_for(pos, from, target, by, false)
    }

    /// [`Engine::observation_stands`], for a check (`provoking: false`) or
    /// for the observation that lets a piece capture under
    /// ProvocationChess (`provoking: true`: only the rules of
    /// [`MoveRule::applies_to_provocation`] apply, as in Popeye).
    pub(crate) fn observation_stands_for(
        &self,
        pos: &Position,
        from: Square,
        target: Square,
        by: Colour,
        provoking: bool,
    ) -> bool {
        if self.observation_rules.is_empty()
            && !self.move_rules.iter().any(MoveRule::applies_to_checks)
        {
            return true;
        }
        // the actual captures of `target` (a locust lands elsewhere, a pawn
        // may promote): the check stands if the rules allow one of them
        let piece = pos.piece_at(from).expect("the walk of a piece observes");
        let promotes = piece.kind == PieceKind::PAWN && (target.y() == 0 || target.y() == 7);
        // (Football: a capture on the touchline may change the capturer)
        if piece.kind.is_orthodox() && !promotes && self.football.is_none() {
            // orthodox captures land on the captured piece's square
            return self.capture_counts_as_check(
                pos,
                &Move::capture(from, target),
                target,
                by,
                provoking,
            );
        }
        let mut moves = MoveList::new();
        self.generate_at(pos, from, piece, by, true, &mut moves);
        if let Some(kinds) = self.football {
            crate::football::expand(kinds, pos, &mut moves);
        }
        moves
            .iter()
            .filter(|m| m.captures.contains(target))
            .any(|m| self.capture_counts_as_check(pos, m, target, by, provoking))
    }

    pub(crate) fn capture_counts_as_check(
        &self,
        pos: &Position,
        m: &Move,
        target: Square,
        by: Colour,
        provoking: bool,
    ) -> bool {
        if !self
            .move_rules
            .iter()
            .filter(|r| r.applies_to_checks() && (!provoking || r.applies_to_provocation()))
            .all(|r| self.rule_allows(r, pos, m, by))
        {
            return false;
        }
        if provoking {
            return true;
        }
        let Some(facts) = self.capture_facts(pos, m, by) else {
            return false;
        };
        self.observation_rules.iter().all(|rule| match *rule {
            ObservationRule::CirceRexInclusive { circe, anti } => {
                self.rex_inclusive_check(pos, m, target, &facts, &circe, anti.as_ref())
            }
            ObservationRule::Isardam { rex_inclusive } => {
                !self.any_madrasi_pair(&self.after_capture(pos, m, by), rex_inclusive)
            }
            ObservationRule::Leffie => !self.any_eiffel_paralysis(&self.after_capture(pos, m, by)),
            ObservationRule::Koeko { .. }
            | ObservationRule::Jigger
            | ObservationRule::NewKoeko
            | ObservationRule::ContactGrid => self.contact_check(rule, pos, m, by, &facts),
            ObservationRule::Wormholes => self.wormhole_check(pos, m),
            ObservationRule::Distancing(ref rule) => rule.obeyed(
                pos,
                by,
                m.to,
                pos.royals(by).contains(m.from),
                facts.occupied_after,
            ),
            ObservationRule::HurdleMoves => self.hurdle_check(pos, m, by),
            ObservationRule::BackHome => {
                crate::selection::back_home::check_stands(self, pos, m, by)
            }
            ObservationRule::Brunner => self.brunner_check_stands(pos, m, by),
            ObservationRule::PartialParalysis => {
                self.partial_paralysis_observation_stands(pos, m.from, target, by)
            }
        })
    }

    /// Whether the piece on `sq` carries `attribute`.
    pub(crate) fn has_attribute(pos: &Position, sq: Square, attribute: Attributes) -> bool {
        pos.piece_at(sq)
            .is_some_and(|p| p.attributes.contains(attribute))
    }

    /// The position after the capture `m` by `by` with the conditions'
    /// effects (rebirths), for rules that judge a check by the position it
    /// would lead to.
    pub(crate) fn after_capture(&self, pos: &Position, m: &Move, by: Colour) -> Position {
        let mut after = pos.clone();
        after.set_side_to_move_unrecorded(by);
        self.play(&mut after, m);
        after
    }

    /// Whether the legal move `m` of the side to move gives check under
    /// the conditions, where that is known without playing it: `Some(false)`
    /// when the conditions only take checks away (every check of theirs is
    /// an orthodox one), the move has no effect that could add one (no
    /// capture, or captures without effects), the opponent's king is not
    /// attacked in the orthodox sense before the move (a paralysed piece
    /// may attack it under the conditions) and the orthodox test finds no
    /// check after it. Under Anda alone the answer, either way, is found
    /// on bitboards where the material is orthodox (see
    /// [`crate::capture_effects::anda`]). `None` otherwise (play the move
    /// and see).
    pub fn gives_check(&self, pos: &Position, m: &Move) -> Option<bool> {
        if self.single_box_alone {
            if let Some(check) = self.single_box_gives_check(pos, m) {
                return Some(check);
            }
        }
        if let Some(gives) = self.anda_gives_check(pos, m) {
            // (Anda alone: found on bitboards, see crate::capture_effects::anda)
            return Some(gives);
        }
        // a capture's effects: under plain Circe the victim is reborn, of
        // the side that would be checked, on an empty square (it may block
        // a check, but gives none and uncovers none; the generator answers
        // only for orthodox material, where no neutral piece is reborn)
        if !self.checks_only_narrow
            || (m.is_capture() && self.capture_effects && !self.victim_rebirths_only)
        {
            return None;
        }
        let side = pos.side_to_move();
        let kings_apart = match (pos.royal_square(side), pos.royal_square(!side)) {
            (Some(a), Some(b)) => a.distance(b) > 1,
            _ => false,
        };
        if !kings_apart
            || nightrider_movegen::orthodox::in_check(
                nightrider_movegen::Orthodox::new_unchecked(pos),
                !side,
            )
        {
            return None;
        }
        match self.generator.gives_check(pos, m) {
            Some(false) => Some(false),
            _ => None,
        }
    }

    /// Whether `side` is in check: one of its royal pieces is observed
    /// (under the conditions) by the other side.
    pub fn in_check(&self, pos: &Position, side: Colour) -> bool {
        if self.single_box_alone {
            if let Some(check) = self.single_box_in_check(pos, side) {
                return check;
            }
        }
        if self.single_box_type3 && crate::single_box::latent_checks(pos, side) {
            return true;
        }
        if let Some(square) = self.royal_squares[side.idx()] {
            return self.royal_square_observed(pos, square, side);
        }
        if self.anti_kings {
            return self.anti_king_in_check(pos, side);
        }
        if self.vogtlaender {
            return self.vogtlaender_in_check(pos, side);
        }
        if let Some(sat) = self.sat {
            return self.sat_in_check(pos, side, &sat);
        }
        if self.pepo {
            return self.pepo_in_check(pos, side);
        }
        if self.bicolores {
            return self.bicolores_in_check(pos, side);
        }
        self.attacked_under_rules(pos, side)
    }

    /// Whether a royal piece of `side` is observed by the other side
    /// under the rules on checks (the check of [`Engine::in_check`] but
    /// for the conditions that redefine it wholesale: RoyalSquare,
    /// AntiKings, SAT).
    pub(crate) fn attacked_under_rules(&self, pos: &Position, side: Colour) -> bool {
        if let Some((rules, anti)) = self.assassin {
            if self.assassination_threat(pos, side, &rules, anti) {
                return true;
            }
        }
        if self.alice {
            return self.alice_in_check(pos, side);
        }
        if self.plain_observation || (self.bolero.is_some() && self.plain_bolero_alone()) {
            return self.generator.in_check(pos, side).expect(CHECKED_AT_SETUP);
        }
        if self.danger {
            return self.generator.in_check(pos, side).expect(CHECKED_AT_SETUP)
                || self.danger_check(pos, side);
        }
        if let Some(check) = self.bgl.and_then(|_| self.bgl_in_check(pos, side)) {
            // (BGL alone: the generator's checks paid for)
            return check;
        }
        if let Some((rules, anti)) = self.mars {
            return self.mars_in_check(pos, side, &rules, anti);
        }
        if let Some(rules) = self.phantom {
            return self.phantom_in_check(pos, side, &rules);
        }
        if self.make_take {
            return self.make_take_in_check(pos, side);
        }
        if self.take_make_absolute {
            return self.take_make_absolute_in_check(pos, side);
        }
        if self.royal_taken_en_passant(pos, side) {
            return true;
        }
        if self.plus
            && pos
                .royals(side)
                .into_iter()
                .any(|royal| self.plus_attacks(pos, royal, !side))
        {
            return true;
        }
        pos.royals(side).into_iter().any(|royal| {
            if self.borrows_observing_walks() {
                return pos
                    .by_colour(!side)
                    .without(royal)
                    .into_iter()
                    .any(|from| self.observes(pos, from, royal, !side));
            }
            // the walks' attackers (bitboards on orthodox material), each
            // then judged by the rules
            self.generator
                .attackers(pos, royal, !side)
                .expect(CHECKED_AT_SETUP)
                .into_iter()
                .any(|from| {
                    self.observation_stands(pos, from, royal, !side)
                        && !self.shielded_from(pos, from, royal, side)
                })
        })
    }

    /// Whether a royal piece of `side` that has just made a double step
    /// can be captured en passant by a move the rules allow (Popeye: a
    /// royal pawn's `d7-d5` beside a white pawn on e5 is a self-check;
    /// under Wormholes the pawn is taken where it was transported to).
    pub(crate) fn royal_taken_en_passant(&self, pos: &Position, side: Colour) -> bool {
        let Some(ep) = pos.en_passant() else {
            return false;
        };
        if !pos.royals(side).contains(ep.pawn) {
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
                self.generate_at(pos, from, piece, !side, false, &mut moves);
                moves.iter().any(|m| {
                    m.special == nightrider_board::Special::EnPassant
                        && m.captures.contains(ep.pawn)
                        && self.capture_counts_as_check(pos, m, ep.pawn, !side, false)
                })
            })
    }
}
