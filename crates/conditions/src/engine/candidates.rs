//! Candidate moves: the moves the walks and the rules tested before a
//! move allow, with the capture facts the rules consult.

use super::{Engine, CHECKED_AT_SETUP};
use crate::condition::RebirthSquare;
use crate::hooks::{eiffel_paralyser, is_castling, CaptureFacts, MoveEffect, MoveRule};
use nightrider_board::{Attributes, Colour, Move, Position};
use nightrider_movegen::MoveList;

impl Engine {
    /// Whether `rule` lets `side` play `m` (tested before the move).
    pub(crate) fn rule_allows(
        &self,
        rule: &MoveRule,
        pos: &Position,
        m: &Move,
        side: Colour,
    ) -> bool {
        match *rule {
            // only the mover's paralysis bars a move: a castling's rook may
            // be paralysed (Popeye 4.104 lets it castle)
            MoveRule::Madrasi { rex_inclusive } => {
                !self.paralysed(pos, m.from, rex_inclusive, Some(side))
            }
            MoveRule::Immobilio(kinds) => {
                !crate::capture_effects::immobilio::immobile(pos, m.from, kinds)
            }
            MoveRule::Eiffel => !self.paralysed_by(pos, m.from, Some(side), eiffel_paralyser),
            MoveRule::Patrol { ultra } => {
                !(ultra || m.is_capture()) || self.observed_by_walks(pos, m.from, side)
            }
            MoveRule::Lortap => !m.is_capture() || !self.observed_by_walks(pos, m.from, side),
            MoveRule::Woozles(ref rules) => self.woozles_allow(rules, pos, m, side),
            MoveRule::Functionary => self.observed_by_walks(pos, m.from, !side),
            MoveRule::FunctionaryPieces => {
                !Self::has_attribute(pos, m.from, Attributes::FUNCTIONARY)
                    || self.observed_by_walks(pos, m.from, !side)
            }
            MoveRule::Provocation => !m.is_capture() || self.provoked(pos, m.from, !side),
            MoveRule::Uncapturable => !m.captures.into_iter().any(|sq| {
                pos.piece_at(sq)
                    .is_some_and(|p| p.attributes.contains(Attributes::UNCAPTURABLE))
            }),
            MoveRule::Paralysing => self.paralysing_allows(pos, m, side),
            MoveRule::Squares(ref rule) => crate::squares::squares_rule_allows(rule, m),
            MoveRule::NoCapture => !m.is_capture(),
            MoveRule::KingUncapturable => crate::kings::captures_no_king(pos, m),
            MoveRule::RoyalUncapturable => crate::kings::captures_no_royal(pos, m),
            MoveRule::AntiCirce(rules) => self.anticirce_allows(&rules, pos, m, side),
            MoveRule::AntiParrain { contra } => self.anti_parrain_allows(pos, m, contra),
            MoveRule::WaitCaptureStrict(rules) => {
                crate::wait_capture::rebirths_possible(&rules, pos, m)
            }
            MoveRule::StrictAfterAntiCirce { circe, anti } => {
                self.strict_after_anticirce_allows(&circe, &anti, pos, m, side)
            }
            MoveRule::Immun(rules) => self.immun_allows(&rules, pos, m, side),
            MoveRule::SingleBox { magic } => crate::single_box::allows(pos, m, side, magic),
            MoveRule::Guards { anti } => self.guards_allow(pos, m, side, anti),
            MoveRule::Cast { inverse } => self.cast_allows(pos, m, side, inverse),
            MoveRule::MultiCaptures(bound) => self.multi_captures_allow(pos, m, side, bound),
            MoveRule::PartialParalysis => self.partial_paralysis_allows(pos, m, side),
            MoveRule::Pepo => self.pepo_allows(pos, m, side),
            MoveRule::Norsk => crate::capture_effects::norsk::allows(pos, m),
            MoveRule::Selection(ref rule) => rule.allows(self, pos, m, side),
            MoveRule::Pad(ref rules) => self.pad_allows(rules, pos, m),
            MoveRule::Bgl(ref bgl) => bgl.affords(pos, m, side),
            MoveRule::Imitator => crate::imitator::imitators_follow(pos, m),
            MoveRule::Geneva(ref rules) => crate::geneva::allows(rules, pos, m, side),
            MoveRule::UltraMummer {
                minimummer,
                side: c,
            } => {
                // (a move other than a king's capture: the list rule)
                c != side
                    || !pos
                        .royal_square(!side)
                        .is_some_and(|k| m.captures.contains(k))
                    || self.ultra_mummer_allows(pos, m, side, minimummer)
            }
        }
    }

    /// Appends the moves of the side to move allowed by the walks and the
    /// rules tested before a move (castlings included, tested for check
    /// on the king's way), without the tests after the move.
    pub(crate) fn candidates(&self, pos: &mut Position, out: &mut MoveList) {
        self.candidates_of(pos, out, Captures::Included);
    }

    /// [`Engine::candidates`], or only those capturing nothing
    /// ([`Captures::Left`]).
    pub(crate) fn candidates_of(&self, pos: &mut Position, out: &mut MoveList, captures: Captures) {
        if self.single_box_type3 {
            // the side's latent pawn promoted first, as part of each move
            crate::single_box::with_own_promotions(pos, out, |pos, out| {
                self.candidates_as_placed(pos, out, captures);
            });
            return;
        }
        self.candidates_as_placed(pos, out, captures);
    }

    /// [`Engine::candidates_of`] with the pieces as they stand (SingleBox
    /// Type3: after the promotion of a latent pawn chosen).
    fn candidates_as_placed(&self, pos: &mut Position, out: &mut MoveList, captures: Captures) {
        if let Some(movers) = self.movers {
            // the other side's units too (crate::selection::all_in)
            crate::selection::all_in::candidates(movers, pos, out, |pos, out| {
                self.candidates_of_side(pos, out, captures);
            });
            return;
        }
        self.candidates_of_side(pos, out, captures);
    }

    /// [`Engine::candidates_as_placed`] of the units of the side to move.
    fn candidates_of_side(&self, pos: &mut Position, out: &mut MoveList, captures: Captures) {
        let side = pos.side_to_move();
        let mut raw = MoveList::new();
        if self.role_exchange {
            // (listed first, as Popeye lists it)
            crate::capture_effects::role_exchange::candidates(pos, out);
        }
        if self.plain_observation {
            // the generator's pseudo-legal moves, castlings tested with its
            // (here: the conditions') notion of check
            self.generator
                .pseudo_legal_moves(pos, &mut raw)
                .expect(CHECKED_AT_SETUP);
            self.expand_choices(pos, &mut raw, captures);
            self.filter_candidates(pos, &mut raw, side, out);
            return;
        }
        if self.alice {
            // every unit's moves on its board, castlings included
            self.alice_moves(pos, side, &mut raw);
            self.expand_choices(pos, &mut raw, captures);
            self.filter_candidates(pos, &mut raw, side, out);
            return;
        }
        if let Some((rules, anti)) = self.mars {
            for from in pos.by_colour(side) {
                let Some(piece) = pos.piece_at(from) else {
                    continue;
                };
                self.mars_moves(pos, &rules, anti, from, piece, side, &mut raw);
            }
        } else if let Some(rules) = self.phantom {
            for from in pos.by_colour(side) {
                if let Some(piece) = pos.piece_at(from) {
                    self.phantom_moves(pos, &rules, from, piece, side, &mut raw);
                }
            }
        } else if self.make_take {
            for from in pos.by_colour(side) {
                if let Some(piece) = pos.piece_at(from) {
                    self.make_take_moves(pos, from, piece, side, &mut raw);
                }
            }
        } else if self.borrows_walks() {
            let only = self.super_transmuting_in_check(pos, side);
            for from in pos.by_colour(side) {
                if only.is_some_and(|king| king != from) {
                    continue;
                }
                let Some(piece) = pos.piece_at(from) else {
                    continue;
                };
                self.generate_at(pos, from, piece, side, false, &mut raw);
            }
        } else {
            // the generator's moves (bitboards on orthodox material) but
            // castlings, which must be tested with the conditions' checks
            self.generator
                .pseudo_legal_moves(pos, &mut raw)
                .expect(CHECKED_AT_SETUP);
            // (in the generator's order, piece kind by piece kind: the
            // solvers put them in Popeye's order where the output depends
            // on it, under MaxSolutions)
            raw.retain(|m| !is_castling(m));
        }
        if self.plus && matches!(captures, Captures::Included) {
            self.plus_captures(pos, side, &mut raw);
        }
        if self.bicaptures && matches!(captures, Captures::Included) {
            self.bicaptures_moves(pos, side, &mut raw);
        }
        if let Some((rules, anti)) = self.mars {
            // the king castles from its rebirth square (under AntiMarsCirce
            // the rook from its own too)
            self.mars_castlings(pos, &rules, anti, side, &mut raw);
            self.expand_choices(pos, &mut raw, captures);
            self.filter_candidates(pos, &mut raw, side, out);
            return;
        }
        let mut castlings = MoveList::new();
        if self.castling_partners.is_some() || self.exchange_castling {
            // (they replace orthodox castling)
            self.castling_condition_moves(pos, side, &mut raw);
        } else if let Some(pieces) = self.castling_pieces {
            crate::marine::castling_candidates(pos, side, pieces, &mut castlings);
        } else {
            self.generator
                .castling_candidates(pos, side, &mut castlings);
        }
        if !castlings.is_empty()
            && self.lenders.iter().any(|l| l.reflected)
            && !crate::lending::point_reflection_castles(pos, side)
        {
            castlings.clear();
        }
        if !castlings.is_empty() && !self.in_check(pos, side) {
            for c in castlings {
                let passing = nightrider_movegen::attacks::between(c.from, c.to);
                let safe = passing.into_iter().all(|sq| {
                    pos.play(&Move::quiet(c.from, sq));
                    // (the imitators follow the king's steps)
                    let attacked = !crate::imitator::follow_king_step(pos, c.from, sq)
                        || self.in_check(pos, side);
                    pos.undo_move();
                    !attacked
                });
                if safe && !(self.bicaptures && self.bicaptures_bars_castling(pos, side, &c)) {
                    raw.push(c);
                }
            }
        }
        if self.danger {
            self.danger_moves(pos, side, &mut raw);
        }
        if let Some(kings) = self.messigny {
            crate::messigny::swaps(pos, side, kings, &mut raw);
        }
        if self.single_box_latent {
            crate::single_box::latent_moves(pos, side, &mut raw);
        } else if self.single_box_type3 {
            crate::single_box::promotions_from_box(pos, side, &mut raw);
        }
        self.expand_choices(pos, &mut raw, captures);
        self.filter_candidates(pos, &mut raw, side, out);
    }

    /// Replaces each capture whose rebirth leaves the capturing side a
    /// choice by one move per choice ([`Choice`]): under Super Circe every
    /// empty square and no rebirth at all; under Cage Circe every square
    /// where the reborn piece is caged, or no rebirth if there is none;
    /// under AntiCirce Super every square the capturer may be reborn on;
    /// and for a pawn reborn on its promotion rank every promotion kind.
    /// With [`Captures::Left`] the captures are dropped instead (the other
    /// choices, Parrain's promotions, are made).
    pub(crate) fn expand_choices(
        &self,
        pos: &mut Position,
        raw: &mut MoveList,
        captures: Captures,
    ) {
        match captures {
            Captures::Included | Captures::Steps => {
                self.expand_parrain_promotions(pos, raw);
                self.expand_rebirth_choices(pos, raw);
                if self.take_make {
                    self.expand_take_make(pos, raw);
                }
                if let Some(rules) = self.breton {
                    self.expand_breton(&rules, pos, raw);
                }
                if self.series_capture && self.effects.is_empty() {
                    self.expand_series_capture(pos, raw);
                }
            }
            Captures::Left => {
                raw.retain(|m| !m.is_capture());
                self.expand_parrain_promotions(pos, raw);
            }
        }
        if self.effects.contains(&MoveEffect::Influencer) {
            self.expand_influenced_promotions(pos, raw);
        }
        if !self.wormholes.is_empty() {
            self.expand_wormholes(pos, raw);
        }
        if self.hurdle_moves {
            self.expand_hurdle_moves(pos, raw);
        }
        if let Some(circle) = self.effects.iter().find_map(|e| match e {
            MoveEffect::Snek { circle } => Some(*circle),
            _ => None,
        }) {
            self.expand_snek(circle, pos, raw);
        }
        if let Some(kinds) = self.football {
            crate::football::expand(kinds, pos, raw);
        }
        if self.imitator_promotions {
            crate::imitator::add_imitator_promotions(raw);
        }
        if self.glasgow {
            let promotions = &self.generator.rules().promotions;
            crate::glasgow::glasgow_promotions(pos, raw, promotions);
        }
        if self.series_by_steps() && captures == Captures::Included {
            // (each step with all its choices first)
            self.expand_series_by_steps(pos, raw);
        }
    }

    /// The facts of `m` played by `side` in `pos` ([`CaptureFacts::of`]),
    /// with the capturer as it is after the move's own kind changes:
    /// under EinsteinChess a capture makes it the next stronger kind
    /// before its AntiCirce rebirth (Popeye: `Sg5*e4=B[bBe4->c8]`), and a
    /// pawn does not promote.
    pub(crate) fn capture_facts(
        &self,
        pos: &Position,
        m: &Move,
        side: Colour,
    ) -> Option<CaptureFacts> {
        let mut facts = CaptureFacts::of(pos, m, side)?;
        let einstein = self.einstein_rule();
        if einstein.is_some() {
            // (pawns never promote: a check tested through the moves of a
            // pawn on the last rank but one comes with promotions)
            facts.capturer = facts.mover;
            facts.promoted = false;
        }
        // ChameleonChess first, then Einstein (Popeye: `Rh6-a6=Q=R`)
        if let Some(sequence) = self.chameleon_chess() {
            if !facts.promoted && !is_castling(m) {
                facts.capturer.kind = sequence.next(facts.capturer.kind);
            }
        }
        if let (Some(rule), false) = (einstein, m.captures.is_empty()) {
            if let Some(kind) = rule.next(facts.capturer.kind, true) {
                facts.capturer.kind = kind;
            }
        }
        // Football: the kind chosen on the touchline
        if let Some(kind) = self.football.and(crate::football::chosen_kind(m)) {
            facts.capturer.kind = kind;
        }
        Some(facts)
    }

    /// Applies the Einstein no-promotion rule and the rules tested before
    /// a move to `raw`, appending the survivors to `out`.
    pub(crate) fn filter_candidates(
        &self,
        pos: &Position,
        raw: &mut MoveList,
        side: Colour,
        out: &mut MoveList,
    ) {
        self.adapt_promotions(pos, raw, side);
        if self.move_rules.is_empty() {
            out.extend_from_slice(raw);
            return;
        }
        if self.series_by_steps() {
            // (the rules judged a series by its first step, see
            // crate::series_capture)
            let mut rest = MoveList::new();
            for m in raw.iter() {
                if m.is_capture() && !is_castling(m) {
                    out.push(*m);
                } else {
                    rest.push(*m);
                }
            }
            self.filter_by_move_rules(pos, &mut rest, side, out);
            return;
        }
        self.filter_by_move_rules(pos, raw, side, out);
    }

    /// The promotions of `raw` as the conditions change them: none under
    /// Protean and Einstein chess, chameleon ones added, only on the
    /// squares allowed.
    pub(crate) fn adapt_promotions(&self, pos: &Position, raw: &mut MoveList, side: Colour) {
        let protean = self.effects.contains(&MoveEffect::Protean);
        if protean || self.effects.contains(&MoveEffect::ProteanPieces) {
            crate::protean::drop_promotions(pos, raw, protean);
        }
        if self.einstein_rule().is_some() {
            crate::einstein::drop_promotions(raw);
        }
        if self.effects.contains(&MoveEffect::Kamikaze)
            && !self
                .effects
                .iter()
                .any(|e| matches!(e, MoveEffect::Circe(_)))
        {
            crate::kamikaze::drop_capture_promotions(pos, raw);
        }
        if self.effects.contains(&MoveEffect::Frankfurt) {
            crate::capture_effects::frankfurt::adapt_promotions(
                pos,
                raw,
                self.generator.rules().promotions.as_slice(),
            );
        }
        if let Some(sequence) = self.effects.iter().find_map(|e| match e {
            MoveEffect::ChameleonPieces(sequence) => Some(sequence),
            _ => None,
        }) {
            crate::chameleon::add_chameleon_promotions(pos, sequence, raw);
        }
        if let Some(squares) = self.prom_squares[side.idx()] {
            crate::selection::promotion::limit_to_squares(raw, squares);
        }
    }

    /// The moves of `raw` the rules tested before a move allow, appended
    /// to `out`.
    pub(crate) fn filter_by_move_rules(
        &self,
        pos: &Position,
        raw: &mut MoveList,
        side: Colour,
        out: &mut MoveList,
    ) {
        // paralysis depends on the piece, not the move: once per piece
        let frozen = self.madrasi_frozen(pos, side);
        // under AntiCirce Super the capturer was given only the squares the
        // rule allows (empty after the capture, or the capture square but
        // under Cheylan): the capture is not looked at again, one square
        // after the other
        let super_anti_expanded =
            matches!(self.choices, Some((r, true)) if r.square == RebirthSquare::Super);
        // BGL: the balance left, read once for all moves
        let bgl_left = self.bgl.and_then(|bgl| bgl.left(pos, side));
        for &m in raw.iter() {
            // (a castling's rook may be paralysed, see `rule_allows`)
            if frozen.contains(m.from) {
                continue;
            }
            let chosen = super_anti_expanded && m.choice.square.is_some();
            if self.move_rules.iter().all(|r| match r {
                MoveRule::Madrasi { .. } => true,
                MoveRule::Bgl(_) => crate::kings::bgl::within(bgl_left, &m),
                MoveRule::AntiCirce(_) if chosen => {
                    debug_assert!(self.rule_allows(r, pos, &m, side), "{m:?}");
                    true
                }
                _ => self.rule_allows(r, pos, &m, side),
            }) {
                out.push(m);
            }
        }
    }
}

/// Which candidate moves [`Engine::candidates_of`] generates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Captures {
    /// All of them.
    Included,
    /// Only the moves capturing nothing.
    Left,
    /// All of them, as steps of a series of captures (not expanded into
    /// series, see [`crate::series_capture`]).
    Steps,
}
