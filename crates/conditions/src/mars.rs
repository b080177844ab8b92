//! MarsCirce and AntiMarsCirce: captures (resp. the other moves) start
//! from the piece's rebirth square; its castlings from the king's rebirth
//! square, and its checks and observations from there.

use crate::condition::CirceRules;
use crate::engine::Engine;
use crate::hooks::is_castling;
use nightrider_board::{
    Bitboard, Choice, Colour, Move, Piece, PieceKind, Position, Special, Square,
};
use nightrider_movegen::attacks::{bishop_rays, rook_rays};
use nightrider_movegen::MoveList;

impl Engine {
    /// The square a piece of `side` standing on `sq` would be reborn on
    /// (MarsCirce and AntiMarsCirce: the square its captures, resp. other
    /// moves, start from), or `None` if the rules give none; kings have
    /// none unless RexInclusive (they then move normally).
    pub(crate) fn mars_square(
        rules: &CirceRules,
        piece: Piece,
        side: Colour,
        sq: Square,
    ) -> Option<Square> {
        if !rules.reborn(piece.kind) {
            return Some(sq);
        }
        crate::rebirth::rebirth_square(
            rules,
            &crate::rebirth::Capture {
                reborn: piece,
                colour: if piece.is_neutral() {
                    side
                } else {
                    piece.colour
                },
                other: (piece, side),
                square: sq,
                from: sq,
                chosen: None,
            },
        )
    }

    /// Appends the castlings of `side` under MarsCirce (`anti` false) or
    /// AntiMarsCirce, as Popeye 4.104 has them: the king castles from its
    /// rebirth square (e1/e8), jumping there if it is empty, and they
    /// castle as in orthodox chess from there — the squares between
    /// empty, the king not in check and not passing an attacked square on
    /// the board with the jumps made. The move's squares are the king's
    /// and the rook's real squares ([`Special::Castle`]).
    ///
    /// Under AntiMarsCirce a castling is a non-capturing move of king and
    /// rook: a rook of the side whose rebirth square is the castling's
    /// corner jumps there too (empty, or the rook stands there), under
    /// Mirror (whose king's rebirth square is the other side's) the king
    /// also castles from e1/e8 where it stands, whatever the diagram's
    /// castling rights and the moves played (Popeye keeps none under the
    /// condition); one castling per rook and corner.
    ///
    /// Under MarsCirce the rook stands on its corner, where it stood in
    /// the diagram (not barred by NoCastling, see
    /// [`Engine::set_castling_rooks`]) and has not left since; the king
    /// keeps its right wherever it stands and whatever it played (Popeye
    /// clears it never under the condition). Where the king's rebirth
    /// square is another than e1/e8 (Mirror, VerticalMirror) it castles
    /// from where it stands, as in orthodox chess; under Mirror the
    /// squares it passes are then always attacked (the other king captures
    /// from the square it leaves), so it never castles.
    pub(crate) fn mars_castlings(
        &self,
        pos: &Position,
        rules: &CirceRules,
        anti: bool,
        side: Colour,
        out: &mut MoveList,
    ) {
        if !self.generator.rules().castling {
            return;
        }
        let plain = |p: Piece, kind: PieceKind| {
            p.kind == kind && p.colour == side && !p.has_attributes_beyond_origin()
        };
        let Some(king_sq) = pos.royal_square(side) else {
            return;
        };
        let Some(king) = pos.piece_at(king_sq).filter(|&p| plain(p, PieceKind::KING)) else {
            return;
        };
        let Some(king_home) = Self::mars_square(rules, king, side, king_sq) else {
            return;
        };
        // the king castles from its rebirth square (jumping there if it is
        // empty), or from where it stands (as in orthodox chess, where its
        // rebirth square is another: the other side's under Mirror, d1/d8
        // under VerticalMirror)
        let starts = [
            (king_home == king_sq || Self::mars_square_free(pos, king_home)).then_some(king_home),
            (king_home != king_sq).then_some(king_sq),
        ];
        for c in nightrider_board::Castling::ALL
            .iter()
            .filter(|c| c.colour == side && starts.contains(&Some(c.king_from)))
        {
            for rook_sq in pos.by_colour(side) {
                let Some(rook) = pos.piece_at(rook_sq).filter(|&p| plain(p, PieceKind::ROOK))
                else {
                    continue;
                };
                let jumps = rook_sq != c.rook_from;
                if !anti
                    && (jumps
                        || !self.castling_rooks.contains(c.right)
                        || !self.castling_flag(pos, rook_sq, PieceKind::ROOK, side))
                {
                    continue;
                }
                // (the corner may hold the king, which jumps away: Popeye
                // 4.104 castles [wKh1->e1][wRe6->h1]0-0)
                if jumps
                    && ((pos.piece_at(c.rook_from).is_some() && c.rook_from != king_sq)
                        || Self::mars_square(rules, rook, side, rook_sq) != Some(c.rook_from))
                {
                    continue;
                }
                // the board with both jumps made
                let mut there = pos.clone();
                there.clear(king_sq);
                there.clear(rook_sq);
                there.put(c.king_from, king);
                there.put(c.rook_from, rook);
                let must_be_empty = (nightrider_movegen::attacks::between(c.king_from, c.king_to)
                    .with(c.king_to)
                    | nightrider_movegen::attacks::between(c.rook_from, c.rook_to).with(c.rook_to))
                .without(c.king_from)
                .without(c.rook_from);
                if (must_be_empty & there.occupied()).any() || self.in_check(&there, side) {
                    continue;
                }
                let passing = nightrider_movegen::attacks::between(c.king_from, c.king_to);
                let safe = passing.into_iter().all(|sq| {
                    let mut passed = there.clone();
                    passed.clear(c.king_from);
                    passed.put(sq, king);
                    !self.in_check(&passed, side)
                });
                if safe {
                    out.push(
                        Move::quiet(king_sq, c.king_to).with_special(Special::Castle {
                            rook_from: rook_sq,
                            rook_to: c.rook_to,
                        }),
                    );
                }
            }
        }
    }

    /// Appends the moves of the piece on `from` under MarsCirce (`anti`
    /// false: captures from its rebirth square, other moves normal) or
    /// AntiMarsCirce (captures normal, other moves from its rebirth
    /// square). A move from the rebirth square records it in its
    /// [`Choice`]; a pawn's double step from there gives the en-passant
    /// right on the square it passes (see [`Engine::play`]), and may end
    /// on the square the pawn stands on (as in Popeye; any other move
    /// ending there is no move).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn mars_moves(
        &self,
        pos: &mut Position,
        rules: &CirceRules,
        anti: bool,
        from: Square,
        piece: Piece,
        side: Colour,
        out: &mut MoveList,
    ) {
        let mut own = MoveList::new();
        self.generate_at(pos, from, piece, side, false, &mut own);
        // the moves made where the piece stands: non-captures (Mars) or
        // captures (AntiMars)
        out.extend(
            own.iter()
                .copied()
                .filter(|m| m.is_capture() == anti && !is_castling(m)),
        );
        let Some(home) = Self::mars_square(rules, piece, side, from) else {
            return;
        };
        if home == from {
            // on its rebirth square it moves from here anyway
            out.extend(
                own.iter()
                    .copied()
                    .filter(|m| m.is_capture() != anti && !is_castling(m)),
            );
            return;
        }
        if !Self::mars_square_free(pos, home) {
            return;
        }
        for m in self.moves_via(pos, from, home, piece, side) {
            // (a move back to where the piece stands is no move)
            if m.is_capture() == anti
                || is_castling(&m)
                || m.special == Special::EnPassant
                || (m.to == from && m.special != Special::DoubleStep)
            {
                continue;
            }
            out.push(m);
        }
    }

    /// The moves of `piece` (of `side`, on `from`) made as if it stood on
    /// the empty square `home`, as moves from `from` that record `home` in
    /// their [`Choice`] (MarsCirce's and PhantomChess's moves from the
    /// rebirth square).
    pub(crate) fn moves_via(
        &self,
        pos: &mut Position,
        from: Square,
        home: Square,
        piece: Piece,
        side: Colour,
    ) -> MoveList {
        let mut there = MoveList::new();
        pos.play(&Move::quiet(from, home));
        self.generate_at(pos, home, piece, side, false, &mut there);
        pos.undo_move();
        for m in there.iter_mut() {
            *m = Move {
                from,
                choice: Choice {
                    square: Some(home),
                    kind: None,
                    ..Choice::NONE
                },
                ..*m
            };
        }
        there
    }

    /// Under MarsCirce and AntiMarsCirce, the piece on `from` (moving for
    /// `by`) and the square its captures start from (its rebirth square
    /// under MarsCirce, where it stands under AntiMarsCirce), if it has one
    /// and that square is empty or its own.
    pub(crate) fn mars_capture_square(
        pos: &Position,
        rules: &CirceRules,
        anti: bool,
        from: Square,
        by: Colour,
    ) -> Option<(Piece, Square)> {
        let piece = pos.piece_at(from)?;
        let home = if anti {
            from
        } else {
            Self::mars_square(rules, piece, by, from)?
        };
        (home == from || Self::mars_square_free(pos, home)).then_some((piece, home))
    }

    /// Whether a piece may move from its rebirth square `home` (standing
    /// elsewhere): the square is empty and no hole (Popeye 4.104 beside
    /// HaanerChess: a piece whose rebirth square its move or another
    /// vacated neither captures nor checks from there).
    pub(crate) fn mars_square_free(pos: &Position, home: Square) -> bool {
        pos.piece_at(home).is_none() && !pos.holes().contains(home)
    }

    /// The position with `piece` moved from `from` to `home`.
    pub(crate) fn relocated(pos: &Position, piece: Piece, from: Square, home: Square) -> Position {
        let mut there = pos.clone();
        there.clear(from);
        there.put(home, piece);
        there
    }

    /// Whether the piece on `from` (moving for `by`) observes `target`
    /// under MarsCirce (from its rebirth square) or AntiMarsCirce (from
    /// where it stands).
    pub(crate) fn mars_observes(
        &self,
        pos: &Position,
        rules: &CirceRules,
        anti: bool,
        from: Square,
        target: Square,
        by: Colour,
    ) -> bool {
        let Some((piece, home)) = Self::mars_capture_square(pos, rules, anti, from, by) else {
            return false;
        };
        if home == from {
            return self.plain_observes(pos, from, target, by);
        }
        home != target
            && self.plain_observes(&Self::relocated(pos, piece, from, home), home, target, by)
    }

    /// Under MarsCirce and AntiMarsCirce, whether the piece on `from` (of
    /// `by`) observes `target` for the rules judging observation
    /// (paralysis, the patrol family), as Popeye 4.104 judges it: from the
    /// square its captures start from, pawns and riders as
    /// [`Engine::mars_kind_observes`] has it.
    pub(crate) fn mars_rule_observes(
        &self,
        pos: &Position,
        rules: &CirceRules,
        anti: bool,
        from: Square,
        target: Square,
        by: Colour,
    ) -> bool {
        match pos.piece_at(from).map(|p| p.kind) {
            Some(PieceKind::PAWN | PieceKind::QUEEN | PieceKind::ROOK | PieceKind::BISHOP) => {
                self.mars_kind_observes(pos, rules, anti, from, target, by)
            }
            Some(_) => self.mars_observes(pos, rules, anti, from, target, by),
            None => false,
        }
    }

    /// Paralysis by pawns, queens, rooks and bishops under MarsCirce and
    /// AntiMarsCirce, as Popeye 4.104 judges it: the piece on `from` (of
    /// `by`) goes to the square its captures start from (if that square
    /// is empty once the piece has left, and, for a rider, on one of its
    /// lines through `target`), and then `target` is observed if any
    /// piece of that kind and side attacks it from where it stands. (A
    /// black pawn on f5 so paralyses a white pawn on g4 while another
    /// black pawn stands on its rebirth square or may go there; alone, it
    /// goes to f7 and observes nothing. Knights and kings observe from
    /// their rebirth squares alone.)
    pub(crate) fn mars_kind_observes(
        &self,
        pos: &Position,
        rules: &CirceRules,
        anti: bool,
        from: Square,
        target: Square,
        by: Colour,
    ) -> bool {
        let Some((piece, home)) = Self::mars_capture_square(pos, rules, anti, from, by) else {
            return false;
        };
        let on_line = match piece.kind {
            PieceKind::ROOK => rook_rays(home).contains(target),
            PieceKind::BISHOP => bishop_rays(home).contains(target),
            PieceKind::QUEEN => (rook_rays(home) | bishop_rays(home)).contains(target),
            _ => true,
        };
        if !on_line {
            return false;
        }
        let moved;
        let there = if home == from {
            pos
        } else {
            moved = Self::relocated(pos, piece, from, home);
            &moved
        };
        there.by_colour(by).into_iter().any(|sq| {
            there.piece_at(sq).is_some_and(|q| q.kind == piece.kind)
                && self.plain_observes(there, sq, target, by)
        })
    }

    /// AntiMarsCirce: after a pawn's double step from its rebirth square
    /// (`m` played on `pos`), the en-passant right is on the square passed
    /// between the rebirth square and the arrival, not between the squares
    /// the pawn really left and reached.
    pub(crate) fn mars_double_step(pos: &mut Position, m: &Move) {
        let (Special::DoubleStep, Some(home)) = (m.special, m.choice.square) else {
            return;
        };
        let passed: Bitboard = nightrider_movegen::attacks::between(home, m.to);
        if passed.any() {
            pos.set_en_passant(Some(nightrider_board::EnPassant { passed, pawn: m.to }));
        }
    }
}

impl Engine {
    /// Whether `side` is in check under MarsCirce (`anti` false) or
    /// AntiMarsCirce: a royal piece is observed from the square an
    /// opposing piece's captures start from, and the rules on checks let
    /// the capture count.
    pub(crate) fn mars_in_check(
        &self,
        pos: &Position,
        side: Colour,
        rules: &CirceRules,
        anti: bool,
    ) -> bool {
        pos.royals(side).into_iter().any(|royal| {
            pos.by_colour(!side).without(royal).into_iter().any(|from| {
                self.mars_observes(pos, rules, anti, from, royal, !side)
                    && self.capture_counts_as_check(
                        pos,
                        &Move::capture(from, royal),
                        royal,
                        !side,
                        false,
                    )
            })
        })
    }
}
