//! AntiCirce: the capturer is reborn (Calvet: possibly on the capture
//! square; Cheylan: never there), its rule on the rebirth square, the
//! choices of AntiCirce Super and Cage, and the capturer's rebirth seen by
//! Circe beside it.

use crate::circe::{acting_side, never_promotes, promotes};
use crate::condition::{Adaptation, CirceRules, RebirthSquare};
use crate::engine::{Engine, Played};
use crate::hooks::{CaptureFacts, MoveEffect, MoveRule};
use nightrider_board::{
    Annotation, Attributes, Bitboard, Choice, Colour, Move, Piece, PieceKind, Position, Square,
};
use nightrider_movegen::MoveList;

impl Engine {
    /// The squares occupied after the capture `m` once its capturer is
    /// reborn by AntiCirce (`anti`): where Circe's victims are reborn
    /// beside AntiCirce (the capturer is reborn first).
    pub(crate) fn occupied_after_anticirce(
        &self,
        pos: &Position,
        m: &Move,
        facts: &crate::hooks::CaptureFacts,
        anti: &CirceRules,
    ) -> Bitboard {
        let mut occupied = facts.occupied_after;
        if anti.reborn(facts.capturer.kind) {
            let at = m.captures.first().unwrap_or(m.to);
            let victim = pos.piece_at(at).unwrap_or(facts.capturer);
            let chosen = match self.choices {
                Some((_, true)) => m.choice.square,
                _ => None,
            };
            match facts.capturer_rebirth(anti, victim, at, chosen) {
                Some(sq) if sq == m.to => {}
                Some(sq) if !occupied.contains(sq) => {
                    occupied = occupied.without(m.to).with(sq);
                }
                // Relaxed: the capturer vanishes
                _ if !anti.strict => occupied = occupied.without(m.to),
                _ => {}
            }
        }
        occupied
    }

    /// The choices of the capturer's rebirth (AntiCirce Super): every
    /// square empty after the move, and the capture square (Calvet).
    pub(crate) fn push_capturer_choices(
        &self,
        pos: &mut Position,
        m: Move,
        facts: &CaptureFacts,
        rules: &CirceRules,
        out: &mut MoveList,
    ) {
        if !rules.reborn(facts.capturer.kind) {
            out.push(m);
            return;
        }
        // the piece as it is reborn (Chameleon, Einstein): a pawn reborn
        // as a knight does not promote
        let reborn = crate::hooks::adapted(rules, facts.capturer);
        // (a neutral capturer as a piece of the side moving it)
        let side = acting_side(reborn, pos.side_to_move());
        if !rules.square.is_chosen() {
            // a pawn reborn on its promotion rank promotes
            let at = m.captures.first().unwrap_or(m.to);
            let victim = pos.piece_at(at).unwrap_or(facts.capturer);
            match facts.capturer_rebirth(rules, victim, at, None) {
                Some(sq)
                    if sq == m.to
                        || rules.assassin
                        || rules.underworld.is_some()
                        || !facts.occupied_after.contains(sq) =>
                {
                    self.push_kinds(m, None, promotes(reborn, sq, side), out);
                }
                _ => out.push(m),
            }
            return;
        }
        if rules.square == RebirthSquare::Cage {
            let cages = self.capturer_cages(pos, &m, reborn, side, rules);
            if cages.is_empty() && !rules.strict {
                // Relaxed, nowhere to cage it: it stays where it captured
                out.push(m);
            }
            for (sq, kind) in cages {
                out.push(m.choosing(Choice {
                    square: Some(sq),
                    kind,
                    ..Choice::NONE
                }));
            }
            return;
        }
        if !rules.strict {
            // Relaxed: the capturer may stay where it captured
            out.push(m);
        }
        let mut squares = !facts.occupied_after;
        if !rules.cheylan {
            squares.insert(m.to);
        }
        for sq in squares {
            self.push_kinds(m, Some(sq), promotes(reborn, sq, side), out);
        }
    }

    /// AntiCirce Cage: the squares (with the promotion kind of a pawn
    /// reborn on its promotion rank) where the piece capturing by `m` may
    /// be reborn, caged: empty after the capture, or the capture square
    /// itself but under Cheylan, and the reborn piece has no legal move
    /// but captures (a pawn on its own first rank is inert, so caged).
    pub(crate) fn capturer_cages(
        &self,
        pos: &mut Position,
        m: &Move,
        capturer: Piece,
        side: Colour,
        rules: &CirceRules,
    ) -> smallvec::SmallVec<[(Square, Option<PieceKind>); 8]> {
        let mut cages = smallvec::SmallVec::new();
        pos.play(m);
        if pos.piece_at(m.to).is_none() {
            // (a locust's capture: nothing to rebirth on its arrival square)
            pos.undo_move();
            return cages;
        }
        pos.remove_piece(m.to);
        let mut squares = !pos.occupied();
        if rules.cheylan {
            squares.remove(m.to);
        }
        for sq in squares {
            if promotes(capturer, sq, side) {
                for &kind in &self.generator.rules().promotions {
                    if self.caged(pos, sq, Piece { kind, ..capturer }, side) {
                        cages.push((sq, Some(kind)));
                    }
                }
            } else if self.caged(pos, sq, capturer, side) {
                cages.push((sq, None));
            }
        }
        pos.undo_move();
        cages
    }
}

impl Engine {
    /// AntiCirce: the capturer is reborn.
    pub(crate) fn play_anticirce(
        &self,
        pos: &mut Position,
        mv: &mut Played<'_>,
        rules: CirceRules,
    ) {
        let Played {
            m,
            facts,
            mut at,
            ref victims,
            ref mut notes,
            ..
        } = *mv;
        let (Some(facts), Some(&(victim_square, victim))) = (facts, victims.first()) else {
            return;
        };
        if !rules.reborn(facts.capturer.kind) {
            return;
        }
        if let Some(sq) = facts.capturer_rebirth(&rules, victim, victim_square, m.choice.square) {
            let piece = pos.piece_at(at).expect("the capturer");
            let changed =
                crate::clone::cloned(&rules, crate::hooks::adapted(&rules, piece), victim, true);
            if changed != piece {
                pos.change_piece(at, changed);
            }
            let promoted = self.chosen_kind(m, true);
            if let Some(kind) = promoted {
                // a pawn reborn on its promotion rank promotes
                pos.change_kind(at, kind);
            }
            let note = Annotation::Relocated {
                piece,
                from: at,
                to: sq,
                reborn_as: (changed != piece).then_some(changed.kind),
                promoted,
            };
            if rules.assassin && sq != at && pos.piece_at(sq).is_some() {
                // the piece there is assassinated
                pos.remove_piece(sq);
            }
            let reborn = if sq == at {
                // Calvet: reborn where it captured
                notes.push(note);
                true
            } else if pos.piece_at(sq).is_none() {
                pos.move_piece(at, sq);
                notes.push(note);
                at = sq;
                true
            } else if let Some(variant) = rules.underworld {
                // Volcanic: below the square; Parachute: on it
                match crate::underworld::capturer_on_occupied(pos, variant, at, sq, piece, notes) {
                    Some(now) => {
                        notes.push(note);
                        at = now;
                        true
                    }
                    None => return,
                }
            } else {
                false
            };
            if reborn && rules.turncoat {
                // Turncoats: the reborn capturer changes sides; a
                // king too, as in Popeye, and it is royal no more
                // (its new side keeps its own king)
                if let Some(p) = pos.piece_at(at).filter(|p| !p.is_neutral()) {
                    let mut turned = Piece {
                        colour: !p.colour,
                        ..p
                    };
                    if p.kind == PieceKind::KING {
                        turned.attributes.insert(Attributes::CONDITION_MARK);
                    }
                    pos.change_piece(at, turned);
                    notes.push(Annotation::ColourChanged { colour: !p.colour });
                }
            }
            if !reborn && !rules.square.is_chosen() {
                // Relaxed, the rebirth square occupied: the
                // capturer vanishes (Popeye prints nothing)
                pos.remove_piece(at);
            }
            if reborn && !rules.turncoat {
                // a king or rook reborn on its castling square
                if let Some(p) = pos.piece_at(at) {
                    self.restore_castling(pos, at, p);
                }
            }
        }
        mv.at = at;
    }
}

impl Engine {
    /// AntiCirce: whether the capturer of `m` (played by `side`) may be
    /// reborn (Strict: its rebirth square free; Cheylan: not the capture
    /// square; Assassin: not its own royal piece's square).
    pub(crate) fn anticirce_allows(
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
        if !rules.reborn(facts.capturer.kind) {
            return true;
        }
        if rules.square == RebirthSquare::Cage && m.choice.square.is_none() {
            // a check (no choice made), or a Relaxed capture without
            // a cage: a check needs a cage
            return !rules.strict
                || !self
                    .capturer_cages(
                        &mut pos.clone(),
                        m,
                        crate::hooks::adapted(rules, facts.capturer),
                        side,
                        rules,
                    )
                    .is_empty();
        }
        if rules.square.is_chosen() && m.choice.square.is_none() {
            // a check (no choice made): some square is always free
            return true;
        }
        // (Imitator: a capturer promoted into an imitator is not reborn,
        // and Popeye 4.104 lists no such capture)
        if m.promotion == Some(crate::imitator::PROMOTION) {
            return false;
        }
        let at = m.captures.first().unwrap_or(m.to);
        let victim = pos.piece_at(at).unwrap_or(facts.capturer);
        match facts.capturer_rebirth(rules, victim, at, m.choice.square) {
            Some(sq) if sq == m.to => !rules.cheylan,
            // Assassin: the capturer must not assassinate its own king
            Some(sq) if rules.assassin => !pos.royals(side).contains(sq),
            // (an imitator there after the move holds the square too)
            Some(sq) => {
                !rules.strict
                    || !(facts.occupied_after.contains(sq)
                        || crate::imitator::holds_after(pos, m, sq))
            }
            None => !rules.strict,
        }
    }
}

impl Engine {
    /// Compiles AntiCirce under `rules`: the capturer's rebirth and its
    /// rule on the rebirth square, Assassin's checks and the choices of
    /// the capturing side.
    pub(crate) fn compile_anticirce(&mut self, rules: CirceRules) {
        if rules.adaptation == Adaptation::Frischauf {
            self.effects.push(MoveEffect::Frischauf);
        }
        if rules.assassin {
            self.assassin = Some((rules, true));
        }
        self.move_rules.push(MoveRule::AntiCirce(rules));
        self.effects.push(MoveEffect::AntiCirce(rules));
        if !never_promotes(&rules) {
            self.choices = Some((rules, true));
        }
    }
}
