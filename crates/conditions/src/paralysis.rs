//! Paralysis: Madrasi, EiffelChess, Isardam and paralysing pieces (a
//! piece observed by an opposing paralysing piece cannot move), with the
//! en-passant observation Popeye counts and the fast path judging a
//! Madrasi move without playing it.

use crate::engine::{Engine, CHECKED_AT_SETUP};
use crate::hooks::{AfterMoveRule, MoveRule, ObservationRule};
use nightrider_board::{
    Attributes, Bitboard, Colour, Move, Piece, PieceKind, Position, Special, Square,
};

impl Engine {
    /// Madrasi paralysis of the piece on `sq` (a neutral one acting for
    /// `acting`, see [`Engine::paralysed_by`]).
    pub(crate) fn paralysed(
        &self,
        pos: &Position,
        sq: Square,
        rex_inclusive: bool,
        acting: Option<Colour>,
    ) -> bool {
        // a royal piece is exempt as a king is (Popeye 4.104: a royal
        // queen observed by the other side's queen moves, and paralyses)
        if !rex_inclusive
            && (pos.royals(Colour::White).contains(sq) || pos.royals(Colour::Black).contains(sq))
        {
            return false;
        }
        self.paralysed_by(pos, sq, acting, |kind| {
            (!matches!(kind, PieceKind::KING | PieceKind::POSEIDON) || rex_inclusive)
                .then_some(kind)
        })
    }

    /// Paralysis of the piece on `sq` by an opposing piece of the kind
    /// `paralyser` gives for its kind, observing it by its walk. A neutral
    /// piece moving or checking for `acting` is paralysed by the pieces of
    /// the other side and the neutral ones (Popeye 4.104: a neutral knight
    /// checking the white king for Black is not paralysed by a black
    /// knight); with `acting` unknown (`None`, pairs of Isardam) by any.
    pub(crate) fn paralysed_by(
        &self,
        pos: &Position,
        sq: Square,
        acting: Option<Colour>,
        paralyser: impl Fn(PieceKind) -> Option<PieceKind>,
    ) -> bool {
        let Some(piece) = pos.piece_at(sq) else {
            return false;
        };
        let Some(kind) = paralyser(piece.kind) else {
            return false;
        };
        if kind == PieceKind::PAWN && self.observed_en_passant(pos, sq, piece) {
            return true;
        }
        if !piece.is_neutral() && self.lenders.is_empty() && self.mars.is_none() {
            // bitboard attack tables: the opposing pieces of the kind that
            // attack the square
            if let Some(attackers) = self
                .generator
                .attackers_of_kind(pos, sq, !piece.colour, kind)
            {
                return if self.square_rules {
                    attackers
                        .into_iter()
                        .any(|from| self.squares_allow(from, sq))
                } else {
                    attackers.any()
                };
            }
        }
        pos.occupied().without(sq).into_iter().any(|from| {
            let Some(p) = pos.piece_at(from) else {
                return false;
            };
            let acting = if piece.is_neutral() {
                acting
            } else {
                Some(piece.colour)
            };
            let opposing = match acting {
                Some(side) => p.is_neutral() || p.colour != side,
                None => true,
            };
            if !opposing {
                return false;
            }
            let by = match acting {
                Some(side) => !side,
                None if p.is_neutral() => !piece.colour,
                None => p.colour,
            };
            self.observes_as(pos, from, p, sq, by, kind)
        })
    }

    /// Whether the pawn `piece` on `sq`, which has just stepped over squares
    /// where an opposing pawn may take it en passant, stands observed by
    /// such a pawn: Popeye counts the en-passant capture as an observation
    /// for paralysis (under Madrasi the pawn's step gives no check, under
    /// Isardam it is illegal).
    pub(crate) fn observed_en_passant(&self, pos: &Position, sq: Square, piece: Piece) -> bool {
        let Some(ep) = pos.en_passant() else {
            return false;
        };
        if ep.pawn != sq || piece.is_neutral() {
            return false;
        }
        let by = !piece.colour;
        pos.by_colour(by).into_iter().any(|from| {
            pos.piece_at(from).is_some_and(|p| {
                ep.passed
                    .into_iter()
                    .any(|target| self.observes_as(pos, from, p, target, by, PieceKind::PAWN))
            })
        })
    }

    /// Whether the piece `p` on `from`, for `by`, observes `target` as a
    /// piece of `kind`, as paralysis (Madrasi, Eiffel, Isardam) sees it:
    /// by its own walk, being of that kind; under AnnanChess and NannaChess
    /// by the walk of `kind` if it moves with that walk, whatever its own
    /// kind (a pawn moving as the knight behind it paralyses a knight, a
    /// rook moving as a bishop no rook). Under the conditions that lend
    /// opposing walks (FaceToFace, BackToBack, CheekToCheek) a piece
    /// observes by its own walk alone (Popeye 4.104).
    pub(crate) fn observes_as(
        &self,
        pos: &Position,
        from: Square,
        p: Piece,
        target: Square,
        by: Colour,
        kind: PieceKind,
    ) -> bool {
        if let Some((rules, anti)) = self.mars {
            return p.kind == kind && self.mars_rule_observes(pos, &rules, anti, from, target, by);
        }
        let moves_as = if self.observation_by_lent_walks {
            self.walk_kinds_at(pos, from, p, by, true).contains(&kind)
        } else {
            p.kind == kind
        };
        moves_as
            && self.squares_allow(from, target)
            && self
                .generator
                .walk(kind)
                .expect(CHECKED_AT_SETUP)
                .attacks(pos, from, target, by)
    }

    /// Whether some piece is observed by an opposing piece of its kind.
    pub(crate) fn any_madrasi_pair(&self, pos: &Position, rex_inclusive: bool) -> bool {
        pos.occupied()
            .into_iter()
            .any(|sq| self.paralysed(pos, sq, rex_inclusive, None))
    }

    /// Under [`Engine::simple_madrasi`] on orthodox material (the kings
    /// apart): whether `m`, a move of `side` that is illegal in orthodox
    /// chess, is legal, found without playing it; `None` where it must be
    /// played. The move is legal if every piece checking the mover's king
    /// after it is paralysed there (observed by a piece of its kind of
    /// `side`); a king checks only beside the other one, and is then
    /// played.
    pub(crate) fn madrasi_move_legal(
        pos: &Position,
        m: &Move,
        side: Colour,
        rex_inclusive: bool,
    ) -> Option<bool> {
        use nightrider_movegen::orthodox::{attackers_of_kind_with, attackers_with};
        if m.special != Special::None
            && m.special != Special::DoubleStep
            && m.special != Special::EnPassant
        {
            return None;
        }
        let mover = pos.piece_at(m.from)?;
        let kind = m.promotion.unwrap_or(mover.kind);
        if !kind.is_orthodox() {
            return None;
        }
        let occupied = (pos.occupied() - m.captures).without(m.from).with(m.to);
        let mut kings = pos.royals(side);
        if kings.contains(m.from) {
            kings = kings.without(m.from).with(m.to);
        }
        let king = kings.first().filter(|_| !kings.has_more_than_one())?;
        let checkers = attackers_with(
            nightrider_movegen::Orthodox::new_unchecked(pos),
            king,
            !side,
            occupied,
        ) - m.captures;
        if checkers.is_empty() {
            return None;
        }
        let paralysed = |checker: Square| {
            let checker_kind = pos.piece_at(checker).map_or(PieceKind::KING, |p| p.kind);
            let mut ours = pos.pieces(checker_kind, side).without(m.from);
            if kind == checker_kind {
                ours = ours.with(m.to);
            }
            attackers_of_kind_with(checker, side, checker_kind, ours, occupied).any()
        };
        for checker in checkers {
            if pos
                .piece_at(checker)
                .is_none_or(|p| p.kind == PieceKind::KING)
            {
                // a king checks only from beside the other one
                return if rex_inclusive { None } else { Some(false) };
            }
            if !paralysed(checker) {
                return Some(false);
            }
        }
        Some(true)
    }

    /// Whether the piece on `sq` is a paralysing piece: it captures
    /// nothing, and so observes nothing for the patrol family (Popeye
    /// 4.104: a paralysing piece supports no capture under Patrouille).
    pub(crate) fn is_paralysing(pos: &Position, sq: Square) -> bool {
        Self::has_attribute(pos, sq, Attributes::PARALYSING)
    }

    /// Whether the piece of `side` on `sq` is observed by an opposing
    /// paralysing piece (a neutral one counts for both sides), and so
    /// paralysed.
    pub(crate) fn paralysed_by_paralysing(&self, pos: &Position, sq: Square, side: Colour) -> bool {
        pos.by_colour(!side).into_iter().any(|from| {
            from != sq
                && pos.piece_at(from).is_some_and(|p| {
                    p.attributes.contains(Attributes::PARALYSING)
                        && (!p.belongs_to(side) || p.is_neutral())
                })
                && self.rule_observes(pos, from, sq, !side)
        })
    }
}

impl Engine {
    /// Paralysing pieces: whether `side` may play `m` (a paralysing piece
    /// captures nothing; a piece observed by an opposing paralysing piece
    /// does not move).
    pub(crate) fn paralysing_allows(&self, pos: &Position, m: &Move, side: Colour) -> bool {
        let paralysing = |sq: Square| {
            pos.piece_at(sq)
                .is_some_and(|p| p.attributes.contains(Attributes::PARALYSING))
        };
        if m.is_capture() && paralysing(m.from) {
            return false;
        }
        !self.paralysed_by_paralysing(pos, m.from, side)
    }
}

impl Engine {
    /// Madrasi: the pieces of `side` paralysed in `pos` (paralysis
    /// depends on the piece, not the move: found once per piece).
    pub(crate) fn madrasi_frozen(&self, pos: &Position, side: Colour) -> Bitboard {
        let mut frozen = Bitboard::EMPTY;
        for rule in &self.move_rules {
            if let MoveRule::Madrasi { rex_inclusive } = *rule {
                for sq in pos.by_colour(side) {
                    if self.paralysed(pos, sq, rex_inclusive, Some(side)) {
                        frozen.insert(sq);
                    }
                }
            }
        }
        frozen
    }
}

impl Engine {
    /// Madrasi, Isardam: whether the en-passant state of the pawn on
    /// `pawn` is kept over a null move (the other side's pass in series
    /// play): only where a pawn may take it (elsewhere the state would
    /// only split the transposition table), so that it stays paralysed
    /// for the next move too, as in Popeye.
    pub(crate) fn en_passant_kept_over_pass(&self, pos: &Position, pawn: Square) -> bool {
        pos.piece_at(pawn)
            .is_some_and(|p| !p.is_neutral() && self.observed_en_passant(pos, pawn, p))
    }
}

impl Engine {
    /// Compiles Isardam: no two opposing pieces of one kind observing
    /// each other after a move, nor (but under TypeB) after a capture of
    /// a royal piece.
    pub(crate) fn compile_isardam(&mut self, rex_inclusive: bool, type_b: bool) {
        self.after_rules
            .push(AfterMoveRule::Isardam { rex_inclusive });
        if !type_b {
            // (TypeB: the rule does not apply to the capture of the
            // king, so checks are the walks' own)
            self.observation_rules
                .push(ObservationRule::Isardam { rex_inclusive });
        }
    }

    /// Madrasi's RexInclusive flag when it is the only rule on checks,
    /// without effects or rules on the position after a move: an
    /// orthodox move is then judged without playing it (see
    /// [`Engine::madrasi_move_legal`]).
    pub(crate) fn simple_madrasi_rule(&self) -> Option<bool> {
        let mut on_checks = self.move_rules.iter().filter(|r| r.applies_to_checks());
        match (on_checks.next(), on_checks.next()) {
            (Some(&MoveRule::Madrasi { rex_inclusive }), None)
                if self.checks_only_narrow
                    && self.effects.is_empty()
                    && self.observation_rules.is_empty() =>
            {
                Some(rex_inclusive)
            }
            _ => None,
        }
    }
}
