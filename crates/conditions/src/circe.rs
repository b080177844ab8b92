//! Circe: the victims are reborn, with the rebirth square's variants
//! (Super and Cage choices, Take&Make, promotions on the rebirth square),
//! Strict's and RexInclusive's rules, Frischauf's marks, and the fast path
//! judging an orthodox capture without playing it.

use crate::condition::{Adaptation, CirceRules, Condition, RebirthSquare};
use crate::contact::BeforeMove;
use crate::engine::{Engine, Played};
use crate::hooks::{is_castling, CaptureFacts, MoveEffect, MoveRule, ObservationRule};
use crate::rebirth::is_pawn;
use nightrider_board::{
    Annotation, Attributes, Bitboard, Choice, Colour, Move, Piece, PieceKind, Position, Square,
};
use nightrider_movegen::MoveList;

impl Engine {
    /// The kind chosen in `m` for a pawn reborn on its promotion rank by
    /// the Circe (`anti` false) or AntiCirce rebirth, if that condition is
    /// the one whose rebirth leaves a choice (with both, only one does).
    pub(crate) fn chosen_kind(&self, m: &Move, anti: bool) -> Option<PieceKind> {
        match self.choices {
            Some((_, chooser)) if chooser == anti => m.choice.kind,
            _ => None,
        }
    }

    /// The choices of Circe-family rebirths (see [`Engine::expand_choices`]).
    pub(crate) fn expand_rebirth_choices(&self, pos: &mut Position, raw: &mut MoveList) {
        let Some((rules, anti)) = self.choices else {
            return;
        };
        if !raw.iter().any(|m| m.is_capture()) {
            return;
        }
        let side = pos.side_to_move();
        let mut out = MoveList::new();
        for &m in raw.iter() {
            match self.capture_facts(pos, &m, side) {
                Some(facts) if m.is_capture() && !is_castling(&m) => {
                    if anti {
                        self.push_capturer_choices(pos, m, &facts, &rules, &mut out);
                    } else {
                        let start = out.len();
                        self.push_victim_choices(pos, m, &facts, &rules, &mut out);
                        self.push_chameleon_rebirths(pos, &m, start, &mut out);
                    }
                }
                _ => out.push(m),
            }
        }
        *raw = out;
    }

    /// The choices of a victim's rebirth (Circe).
    pub(crate) fn push_victim_choices(
        &self,
        pos: &mut Position,
        m: Move,
        facts: &CaptureFacts,
        rules: &CirceRules,
        out: &mut MoveList,
    ) {
        let Some(v) = m.captures.first() else {
            out.push(m);
            return;
        };
        let Some(victim) = pos.piece_at(v) else {
            out.push(m);
            return;
        };
        if !rules.reborn_unit(victim) {
            out.push(m);
            return;
        }
        // the piece as it is reborn (Chameleon, Einstein): a pawn reborn
        // as a knight does not promote
        let reborn = crate::hooks::adapted(rules, victim);
        // (a neutral victim is reborn, promotes and is caged as a piece
        // of the side captured: Popeye 4.104 `[+nPg1=nB]`)
        let victim_side = acting_side(reborn, !pos.side_to_move());
        if rules.square == RebirthSquare::TakeAndMake {
            // no square to reach: the capture is illegal
            for sq in self.take_and_make_squares(pos, &m, v, victim, facts, rules) {
                self.push_kinds(m, Some(sq), promotes(reborn, sq, victim_side), out);
            }
            return;
        }
        let empty_after = !facts.occupied_after;
        if !rules.square.is_chosen() {
            match facts.victim_rebirth(rules, victim, v, None) {
                Some(sq)
                    if empty_after.contains(sq) || rules.assassin || rules.underworld.is_some() =>
                {
                    self.push_kinds(m, None, promotes(reborn, sq, victim_side), out);
                }
                _ => out.push(m),
            }
            return;
        }
        let start = out.len();
        if rules.square == RebirthSquare::Super && !rules.strict {
            out.push(m);
        }
        let mut caged = Bitboard::EMPTY;
        if rules.square == RebirthSquare::Cage {
            pos.play(&m);
            for sq in empty_after {
                if self.caged(pos, sq, reborn, victim_side) {
                    caged.insert(sq);
                }
            }
            pos.undo_move();
        }
        for sq in empty_after {
            let promoting = promotes(reborn, sq, victim_side);
            if rules.square == RebirthSquare::Cage && !caged.contains(sq) && !promoting {
                continue;
            }
            self.push_kinds(m, Some(sq), promoting, out);
        }
        if rules.square == RebirthSquare::Cage {
            // a promoted piece must be caged too
            pos.play(&m);
            let mut i = start;
            while i < out.len() {
                let keep = match (out[i].choice.square, out[i].choice.kind) {
                    (Some(sq), Some(kind)) => {
                        self.caged(pos, sq, Piece { kind, ..reborn }, victim_side)
                    }
                    _ => true,
                };
                if keep {
                    i += 1;
                } else {
                    out.remove(i);
                }
            }
            pos.undo_move();
            if out.len() == start && !rules.strict {
                // nowhere to cage it: the piece vanishes (Strict: no capture)
                out.push(m);
            }
        }
    }

    /// Circe Take&Make: the squares the piece captured on `v` by `m`
    /// reaches by a non-capturing move from `v` on the board after the
    /// capture, by its own walk (changed first under Chameleon) or, under
    /// Couscous, by the capturer's walk, always in its own direction (a
    /// neutral victim moves for the side that did not capture it).
    pub(crate) fn take_and_make_squares(
        &self,
        pos: &mut Position,
        m: &Move,
        v: Square,
        victim: Piece,
        facts: &CaptureFacts,
        rules: &CirceRules,
    ) -> Bitboard {
        let kind = match rules.identity {
            crate::condition::RebirthIdentity::Couscous => facts.capturer.kind,
            crate::condition::RebirthIdentity::Victim => crate::hooks::adapted(rules, victim).kind,
        };
        let Ok(walk) = self.generator.walk(kind) else {
            return Bitboard::EMPTY;
        };
        let colour = if victim.is_neutral() {
            !facts.side
        } else {
            victim.colour
        };
        let walker = Piece {
            kind,
            colour: victim.colour,
            ..victim
        };
        pos.play(m);
        if pos.piece_at(v).is_some() {
            pos.change_piece(v, walker);
        } else {
            pos.add_piece(v, walker);
        }
        let mut moves = MoveList::new();
        walk.generate(pos, v, colour, &mut moves);
        pos.undo_move();
        moves
            .iter()
            .filter(|m| !m.is_capture() && !is_castling(m))
            .map(|m| m.to)
            .collect()
    }

    /// `m` with the rebirth square `chosen` (if the rules let the side
    /// choose one) and, for a pawn `promoting` on its rebirth square, each
    /// promotion kind.
    pub(crate) fn push_kinds(
        &self,
        m: Move,
        chosen: Option<Square>,
        promoting: bool,
        out: &mut MoveList,
    ) {
        // (under EinsteinChess pawns never promote, reborn ones neither)
        if promoting && self.einstein_rule().is_none() {
            for &kind in &self.generator.rules().promotions {
                out.push(m.choosing(Choice {
                    square: chosen,
                    kind: Some(kind),
                    ..Choice::NONE
                }));
            }
        } else {
            out.push(m.choosing(Choice {
                square: chosen,
                kind: None,
                ..Choice::NONE
            }));
        }
    }

    /// Whether `piece` put on the empty square `sq` is caged: it has no
    /// legal move but captures (a move the rules before or after a move
    /// forbid, or one leaving its king in check, does not count) as a
    /// piece of `colour` (its own, or for a neutral piece the side it is
    /// caged for).
    pub(crate) fn caged(
        &self,
        pos: &mut Position,
        sq: Square,
        piece: Piece,
        colour: Colour,
    ) -> bool {
        pos.add_piece(sq, piece);
        let mut moves = MoveList::new();
        self.generate_at(pos, sq, piece, colour, false, &mut moves);
        let caged = moves.iter().filter(|m| !m.is_capture()).all(|m| {
            // (a move the rules forbid, such as a paralysed piece's, is
            // none)
            if !self
                .move_rules
                .iter()
                .all(|rule| self.rule_allows(rule, pos, m, colour))
            {
                return true;
            }
            // (and one the rules after a move forbid, such as Isardam's,
            // judged after its effects: a half-neutral piece turned
            // neutral, a volage one recoloured)
            let before = BeforeMove::of(pos, m);
            self.play(pos, m);
            let illegal = !self.legal_after(pos, m, colour, before, 0);
            pos.undo_move();
            illegal
        });
        pos.remove_piece(sq);
        caged
    }

    /// Under [`Engine::simple_circe`] on orthodox material (the kings
    /// apart): whether the capture `m` of `side` is legal, found without
    /// playing it, given whether it is legal in orthodox chess; `None`
    /// where it must be played. Without a rebirth the position after the
    /// move is the orthodox one. A reborn piece can only block lines to
    /// the mover's king or attack it itself: an orthodox-legal capture is
    /// legal unless the reborn piece attacks that king; an orthodox-illegal
    /// one is legal if besides the reborn piece blocks every line to it.
    pub(crate) fn circe_capture_legal(
        &self,
        pos: &Position,
        m: &Move,
        side: Colour,
        rules: &CirceRules,
        orthodox_legal: bool,
    ) -> Option<bool> {
        let at = m
            .captures
            .first()
            .filter(|_| !m.captures.has_more_than_one())?;
        let victim = pos.piece_at(at)?;
        if victim.kind == PieceKind::KING {
            // (a king is reborn only under RexInclusive: played)
            return None;
        }
        if !rules.reborn(victim.kind) {
            // (April) no rebirth: the orthodox position
            return Some(orthodox_legal);
        }
        let facts = self.capture_facts(pos, m, side)?;
        let Some(sq) = facts.victim_rebirth(rules, victim, at, m.choice.square) else {
            return Some(orthodox_legal);
        };
        if facts.occupied_after.contains(sq) {
            return Some(orthodox_legal);
        }
        let reborn = reborn_piece(rules, victim, self.chosen_kind(m, false));
        if reborn.is_neutral() || !reborn.attributes.is_empty() || !reborn.kind.is_orthodox() {
            return None;
        }
        let occupied = facts.occupied_after.with(sq);
        let mut kings = pos.royals(side);
        if kings.contains(m.from) {
            kings = kings.without(m.from).with(m.to);
        }
        if !orthodox_legal {
            // legal if the reborn piece blocks every check (the other
            // side's pieces but the victim, seen through the occupancy
            // with the reborn piece)
            let blocked = kings.into_iter().all(|king| {
                (nightrider_movegen::orthodox::attackers_with(
                    nightrider_movegen::Orthodox::new_unchecked(pos),
                    king,
                    !side,
                    occupied,
                ) - m.captures)
                    .is_empty()
            });
            if !blocked {
                return Some(false);
            }
        }
        if reborn.colour == side {
            // (Turncoats: reborn on the capturer's side)
            return Some(true);
        }
        let attacks =
            nightrider_movegen::orthodox::piece_attacks(reborn.kind, reborn.colour, sq, occupied)?;
        Some((attacks & kings).is_empty())
    }
}

/// Whether the rules can never put a pawn on its promotion rank nor leave
/// the capturing side a choice (the game array, File and Rank rebirth of
/// the piece itself): then no move needs expanding into choices.
pub(crate) fn never_promotes(rules: &CirceRules) -> bool {
    matches!(
        rules.square,
        RebirthSquare::GameArray | RebirthSquare::File | RebirthSquare::Rank
    ) && rules.adaptation == Adaptation::None
        && rules.identity == crate::condition::RebirthIdentity::Victim
}

/// The side `piece` acts for: its own, or `if_neutral` for a neutral one.
pub(crate) fn acting_side(piece: Piece, if_neutral: Colour) -> Colour {
    if piece.is_neutral() {
        if_neutral
    } else {
        piece.colour
    }
}

/// Whether a pawn `piece` reborn on `sq`, as a piece of `side` (its own
/// colour, or for a neutral piece the side it is reborn for), stands on
/// its promotion rank.
pub(crate) fn promotes(piece: Piece, sq: Square, side: Colour) -> bool {
    is_pawn(piece.kind) && sq.y() == side.fold(7, 0)
}

/// The piece reborn for `victim` under `rules` (its kind changed under
/// Chameleon Circe): promoted to the kind the
/// capturing side chose for a pawn reborn on its promotion rank, with its
/// colour switched under Turncoats.
pub(crate) fn reborn_piece(rules: &CirceRules, victim: Piece, kind: Option<PieceKind>) -> Piece {
    let mut reborn = crate::hooks::adapted(rules, victim);
    if let Some(kind) = kind {
        reborn.kind = kind;
    }
    if rules.turncoat && !victim.is_neutral() {
        reborn.colour = !victim.colour;
    }
    reborn
}

impl Engine {
    /// Circe: the victims of the move are reborn.
    pub(crate) fn play_circe(&self, pos: &mut Position, mv: &mut Played<'_>, rules: CirceRules) {
        let Played {
            m,
            facts,
            at,
            ref victims,
            ref mut rebirths,
            ref mut notes,
            ..
        } = *mv;
        let Some(mut facts) = facts else { return };
        if rules.identity == crate::condition::RebirthIdentity::Couscous {
            // Couscous: the capturer's square as it is now (a
            // chameleon changed: Popeye 4.104 `cBe5*f6=cR[+wcSh8]`)
            if let Some(now) = pos.piece_at(at) {
                facts.capturer = now;
            }
        }
        for &(v, victim) in victims {
            if !rules.reborn_unit(victim) {
                continue;
            }
            // Clone: reborn as the capturer's kind
            let victim = crate::clone::cloned(&rules, victim, facts.mover, false);
            if let Some(sq) = facts.victim_rebirth(&rules, victim, v, m.choice.square) {
                if rules.assassin && pos.piece_at(sq).is_some() {
                    // the piece there is assassinated (Popeye
                    // does not print it)
                    pos.remove_piece(sq);
                }
                if let (Some(variant), Some(_)) = (rules.underworld, pos.piece_at(sq)) {
                    let reborn = reborn_piece(&rules, victim, self.chosen_kind(m, false));
                    let shown = crate::hooks::adapted(&rules, victim);
                    crate::underworld::rebirth_on_occupied(pos, variant, sq, shown, reborn, notes);
                } else if pos.piece_at(sq).is_none() {
                    let mut reborn = reborn_piece(&rules, victim, self.chosen_kind(m, false));
                    if m.choice.chameleon && m.choice.kind.is_some() {
                        // promoted into a chameleon
                        reborn.attributes.insert(Attributes::CHAMELEON);
                    }
                    // a volage piece reborn on a square of the other
                    // colour changes colour, as if it had moved there
                    if self.is_volage(reborn) && v.is_light() != sq.is_light() {
                        reborn = self.turned(reborn);
                    }
                    pos.add_piece(sq, reborn);
                    if self.magic {
                        rebirths.push((v, sq));
                    }
                    if rules.square != RebirthSquare::TakeAndMake {
                        // (Popeye: not after a Take&Make rebirth)
                        self.restore_castling(pos, sq, reborn);
                    }
                    // a chameleon is shown as it is reborn (`[+bBf8]`)
                    let shown = crate::hooks::adapted(&rules, victim);
                    notes.push(Annotation::Added {
                        square: sq,
                        piece: shown,
                        became: (reborn != shown).then_some(reborn),
                    });
                }
            }
        }
    }

    /// Frischauf Circe: a promoted piece is marked as promoted.
    pub(crate) fn play_frischauf(&self, pos: &mut Position, mv: &Played<'_>) {
        let Played { m, at, .. } = *mv;
        // the promoted piece is marked (Popeye's `fQ`)
        if let (Some(_), Some(piece)) = (m.promotion, pos.piece_at(at)) {
            let mut marked = piece;
            marked.attributes.insert(Attributes::FRISCHAUF);
            if marked != piece {
                pos.change_piece(at, marked);
            }
        }
    }
}

impl Engine {
    /// Circe Strict beside AntiCirce: whether every victim of `m` finds its
    /// rebirth square free once the capturer is reborn.
    pub(crate) fn strict_after_anticirce_allows(
        &self,
        circe: &CirceRules,
        anti: &CirceRules,
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
        // the board when the victims are reborn: the capturer reborn
        let occupied = self.occupied_after_anticirce(pos, m, &facts, anti);
        m.captures.into_iter().all(|v| {
            let Some(victim) = pos.piece_at(v) else {
                return true;
            };
            if !circe.reborn(victim.kind) {
                return true;
            }
            match facts.victim_rebirth(circe, victim, v, None) {
                Some(sq) => !occupied.contains(sq),
                None => false,
            }
        })
    }
}

impl Engine {
    /// Circe RexInclusive: whether the capture `m` of the royal piece on
    /// `target` (with its `facts`) is a check: the king could not be
    /// reborn, its rebirth square occupied (once the capturer is reborn
    /// by AntiCirce's rules `anti` when it stands beside, or, under
    /// Wormholes, transported to a wormhole it may choose).
    pub(crate) fn rex_inclusive_check(
        &self,
        pos: &Position,
        m: &Move,
        target: Square,
        facts: &CaptureFacts,
        circe: &CirceRules,
        anti: Option<&CirceRules>,
    ) -> bool {
        let Some(victim) = pos.piece_at(target) else {
            return true;
        };
        // beside AntiCirce the capturer is reborn first, and may
        // leave the king's rebirth square free
        let occupied = match anti {
            Some(anti) => self.occupied_after_anticirce(pos, m, facts, anti),
            // a kamikaze capturer leaves the square of the king it takes
            // (Popeye 4.104: `kRc3-e3` is no check of a king on e8)
            None if facts.mover.attributes.contains(Attributes::KAMIKAZE)
                && self.effects.contains(&MoveEffect::Kamikaze) =>
            {
                facts.occupied_after.without(m.to)
            }
            None => facts.occupied_after,
        };
        let Some(sq) = facts.victim_rebirth(circe, victim, target, m.choice.square) else {
            return true;
        };
        if self.wormholes.contains(m.to) {
            // the capturer goes on to another wormhole (of its choice)
            // before the king's rebirth, and may leave or take its square
            let after = occupied.without(m.to);
            return crate::wormholes::destinations(self.wormholes, m.to, occupied)
                .into_iter()
                .any(|d| after.with(d).contains(sq));
        }
        occupied.contains(sq)
    }
}

impl Engine {
    /// Compiles Circe under `rules` (one of `conditions`): the victims'
    /// rebirth (or, under WaitCapture, their wait), Strict's rule on
    /// occupied rebirth squares, Assassin's checks, the choices of the
    /// capturing side and RexInclusive's checks.
    pub(crate) fn compile_circe(&mut self, rules: CirceRules, conditions: &[Condition]) {
        if rules.wait_capture {
            self.effects.push(MoveEffect::WaitCapture(rules));
            if rules.strict {
                self.move_rules.push(MoveRule::WaitCaptureStrict(rules));
            }
            return;
        }
        if rules.adaptation == Adaptation::Frischauf {
            self.effects.push(MoveEffect::Frischauf);
        }
        self.effects.push(MoveEffect::Circe(rules));
        if rules.assassin {
            self.assassin = Some((rules, false));
        }
        if rules.strict && !rules.square.is_chosen() {
            // a capture whose rebirth square is occupied is illegal
            // (with a chosen square: the rebirth is compulsory)
            self.move_rules.push(MoveRule::Immun(rules));
        }
        if !never_promotes(&rules) {
            self.choices = Some((rules, false));
        }
        if rules.rex_inclusive {
            let anti = conditions.iter().find_map(|c| match c {
                Condition::AntiCirce(anti) => Some(*anti),
                _ => None,
            });
            self.observation_rules
                .push(ObservationRule::CirceRexInclusive { circe: rules, anti });
        }
    }

    /// The rules of Circe when it is alone with plain checks and its
    /// rebirths only add the victim (no assassination, underworld,
    /// cloning or waiting): see [`Engine::circe_capture_legal`].
    pub(crate) fn simple_circe_rules(&self) -> Option<CirceRules> {
        match self.effects[..] {
            [MoveEffect::Circe(rules)]
                if self.plain_observation
                    && self.checks_only_narrow
                    && self.volage.is_none()
                    && !rules.assassin
                    && !rules.clone
                    && !rules.wait_capture
                    && rules.underworld.is_none() =>
            {
                Some(rules)
            }
            _ => None,
        }
    }
}

/// Circe Strict beside AntiCirce among `conditions`: the rules of both
/// (the victim's rebirth square is then tested after the capturer's
/// rebirth).
pub(crate) fn strict_beside_anticirce(
    conditions: &[Condition],
) -> Option<(CirceRules, CirceRules)> {
    let circe = conditions.iter().find_map(|c| match c {
        Condition::Circe(r) => Some(*r),
        _ => None,
    })?;
    let anti = conditions.iter().find_map(|c| match c {
        Condition::AntiCirce(r) => Some(*r),
        _ => None,
    })?;
    circe.strict.then_some((circe, anti))
}
