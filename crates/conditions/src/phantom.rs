//! PhantomChess, as Popeye 4.104 plays it: a piece moves (captures or
//! not) either from where it stands or from its Circe rebirth square, if
//! that square is empty; it observes, and so checks, from both.
//!
//! - A move from the rebirth square is written with that square between
//!   departure and arrival (`Qd4-d1-f3`, `Ra5-a1*a3`), and recorded in the
//!   move's [`Choice`](nightrider_board::Choice) as under MarsCirce (see the `mars` module's
//!   machinery, which this module reuses: the rebirth square, the board
//!   with the piece moved there, the en-passant right after a double
//!   step).
//! - A move from the rebirth square arriving where a move from the
//!   piece's own square arrives, taking the same units, is the same move
//!   and listed once, as the latter: a pawn on f3 plays `f3-f4`, not
//!   `f3-f2-f4`, and gives no en-passant right. A move from the rebirth
//!   square back to where the piece stands is no move (a pawn on f4 has no
//!   `f4-f2-f4`).
//! - A pawn's double step from its rebirth square (`f5-f2-f4`) gives the
//!   en-passant right on the square it passes (`g4*f3 ep.`).
//! - Kings move only from where they stand (RexExclusive, Popeye's
//!   default for PhantomChess); under `PhantomChess RexInclusive` they
//!   move from e1/e8 too.
//! - Castling is orthodox (the rights of the diagram, the king not in
//!   check and passing no observed square, observation as above); no
//!   castling starts from a rebirth square.

use crate::condition::{CirceRules, Condition};
use crate::engine::Engine;
use crate::hooks::is_castling;
use nightrider_board::{Colour, Move, Piece, Position, Square};
use nightrider_movegen::MoveList;

/// Whether PhantomChess has been compared with Popeye beside `c`:
/// NoCapture and the must-capture rules. (Beside Patrouille Popeye's
/// supports and checks from the rebirth squares follow a rule not found.)
pub(crate) fn compared_beside(c: &Condition) -> bool {
    matches!(
        c,
        Condition::Phantom(_) | Condition::NoCapture | Condition::MustCapture(_)
    )
}

/// PhantomChess beside a condition it has not been compared with
/// ([`compared_beside`]), or given twice.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let mut phantoms = conditions
        .iter()
        .filter(|c| matches!(c, Condition::Phantom(_)));
    let first = phantoms.next()?;
    if let Some(second) = phantoms.next() {
        return Some((first.to_string(), second.to_string()));
    }
    let other = conditions.iter().find(|c| !compared_beside(c))?;
    Some((first.to_string(), other.to_string()))
}

impl Engine {
    /// Appends the moves (castlings aside) of the piece on `from` under
    /// PhantomChess: those made where it stands, then those made from
    /// its rebirth square (if empty) that arrive elsewhere or take other
    /// units, each recording the rebirth square in its [`Choice`](nightrider_board::Choice).
    pub(crate) fn phantom_moves(
        &self,
        pos: &mut Position,
        rules: &CirceRules,
        from: Square,
        piece: Piece,
        side: Colour,
        out: &mut MoveList,
    ) {
        let mut own = MoveList::new();
        self.generate_at(pos, from, piece, side, false, &mut own);
        own.retain(|m| !is_castling(m));
        out.extend(own.iter().copied());
        let Some(home) = Self::mars_square(rules, piece, side, from) else {
            return;
        };
        if home == from || pos.piece_at(home).is_some() {
            return;
        }
        for m in self.moves_via(pos, from, home, piece, side) {
            if is_castling(&m)
                || m.to == from
                || own.iter().any(|n| n.to == m.to && n.captures == m.captures)
            {
                continue;
            }
            out.push(m);
        }
    }

    /// Whether the piece on `from` (moving for `by`) observes `target`
    /// under PhantomChess: from where it stands, or from its rebirth
    /// square if that square is empty.
    pub(crate) fn phantom_observes(
        &self,
        pos: &Position,
        rules: &CirceRules,
        from: Square,
        target: Square,
        by: Colour,
    ) -> bool {
        if self.plain_observes(pos, from, target, by) {
            return true;
        }
        let Some(piece) = pos.piece_at(from) else {
            return false;
        };
        match Self::mars_square(rules, piece, by, from) {
            Some(home) if home != from && home != target && pos.piece_at(home).is_none() => {
                self.plain_observes(&Self::relocated(pos, piece, from, home), home, target, by)
            }
            _ => false,
        }
    }

    /// Whether `side` is in check under PhantomChess: a royal piece is
    /// observed by an opposing piece from where that piece stands or from
    /// its empty rebirth square, and the rules on checks let the capture
    /// count.
    pub(crate) fn phantom_in_check(
        &self,
        pos: &Position,
        side: Colour,
        rules: &CirceRules,
    ) -> bool {
        pos.royals(side).into_iter().any(|royal| {
            pos.by_colour(!side).without(royal).into_iter().any(|from| {
                self.phantom_observes(pos, rules, from, royal, !side)
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

#[cfg(test)]
mod tests {
    use crate::condition::{CirceRules, Condition};
    use crate::test_support::{
        engine_under, legal_moves, legal_moves_as_played, position, position_to_move,
        random_position,
    };
    use nightrider_board::{Colour, PieceKind, Position, Square};

    const W: Colour = Colour::White;
    const B: Colour = Colour::Black;

    fn rex(rex_inclusive: bool) -> Condition {
        Condition::Phantom(CirceRules {
            rex_inclusive,
            ..CirceRules::default()
        })
    }

    /// The legal moves as `from-to`, or `from-rebirth-to`, sorted.
    fn moves_under(condition: Condition, pos: &Position) -> Vec<String> {
        let mut pos = pos.clone();
        let e = engine_under(&pos, &[condition]);
        let mut list: Vec<String> = legal_moves(&e, &mut pos)
            .iter()
            .map(|m| {
                let via = m.choice.square.map(|s| format!("-{s}")).unwrap_or_default();
                format!("{}{via}-{}", m.from, m.to)
            })
            .collect();
        list.sort();
        list
    }

    fn moves(pos: &Position) -> Vec<String> {
        moves_under(rex(false), pos)
    }

    fn has(list: &[String], m: &str) -> bool {
        list.iter().any(|x| x == m)
    }

    #[test]
    fn a_piece_moves_from_its_rebirth_square_too() {
        // Popeye: the rook on h5 (a light square) also moves from h1
        let pos = position(&[
            (Square::H5, PieceKind::ROOK, W),
            (Square::E1, PieceKind::KING, W),
            (Square::A8, PieceKind::KING, B),
        ]);
        let list = moves(&pos);
        assert!(has(&list, "h5-h1-f1") && has(&list, "h5-h1-g1"));
        // reached from h5 too: listed once, as the rook's own move
        assert!(has(&list, "h5-h2") && !has(&list, "h5-h1-h2"));
        // no move back to where it stands
        assert!(!has(&list, "h5-h1-h5"));
    }

    #[test]
    fn captures_start_from_the_rebirth_square_too() {
        // Popeye: 1.Ra5-a1*a3 (the rook on a5, a dark square, from a1)
        let pos = position(&[
            (Square::A5, PieceKind::ROOK, W),
            (Square::A4, PieceKind::PAWN, W),
            (Square::H1, PieceKind::KING, W),
            (Square::A3, PieceKind::PAWN, B),
            (Square::C6, PieceKind::KING, B),
        ]);
        assert!(has(&moves(&pos), "a5-a1-a3"));
    }

    #[test]
    fn a_pawn_double_steps_from_its_rebirth_square_but_not_back_home() {
        let pawn_on = |sq| {
            position(&[
                (sq, PieceKind::PAWN, W),
                (Square::H1, PieceKind::KING, W),
                (Square::C6, PieceKind::KING, B),
            ])
        };
        let list = moves(&pawn_on(Square::F4));
        assert!(has(&list, "f4-f2-f3") && !has(&list, "f4-f2-f4"));
        assert!(has(&moves(&pawn_on(Square::F5)), "f5-f2-f4"));
        // from f3 the double step arrives where the single step does
        let list = moves(&pawn_on(Square::F3));
        assert!(has(&list, "f3-f4") && !has(&list, "f3-f2-f4"));
    }

    #[test]
    fn kings_move_from_their_rebirth_square_only_when_included() {
        let pos = position(&[
            (Square::D3, PieceKind::KING, W),
            (Square::A8, PieceKind::KING, B),
        ]);
        assert!(!moves(&pos).iter().any(|m| m.contains("-e1-")));
        assert!(has(&moves_under(rex(true), &pos), "d3-e1-f2"));
    }

    #[test]
    fn a_piece_checks_from_its_rebirth_square() {
        // Popeye: the rook on c5 (dark) observes a4 from a1: Ka4-b3, Ka4-b4
        let mut pos = position_to_move(
            &[
                (Square::C5, PieceKind::ROOK, W),
                (Square::H8, PieceKind::KING, W),
                (Square::A4, PieceKind::KING, B),
            ],
            true,
        );
        let e = engine_under(&pos, &[rex(false)]);
        assert!(e.in_check(&pos, B));
        assert_eq!(moves(&pos), ["a4-b3", "a4-b4"]);
        // an occupied rebirth square gives no check from there
        pos.put(
            Square::A1,
            nightrider_board::Piece::new(PieceKind::KNIGHT, W),
        );
        assert!(!e.in_check(&pos, B));
    }

    proptest::proptest! {
        /// The legal moves are those found by playing every candidate,
        /// every orthodox move is among them or leaves the king observed
        /// from a rebirth square, and no move from a rebirth square
        /// duplicates a move made where the piece stands.
        #[test]
        fn phantom_moves_extend_the_orthodox_ones(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 2..14),
            black in proptest::bool::ANY,
            kings in proptest::bool::ANY,
        ) {
            let mut pos = random_position(&cells, [true, true], black);
            let e = engine_under(&pos, &[rex(kings)]);
            let list = legal_moves_as_played(&e, &mut pos)?;
            let orthodox = engine_under(&pos, &[]);
            let side = pos.side_to_move();
            proptest::prop_assume!(!e.in_check(&pos, !side));
            for m in legal_moves(&orthodox, &mut pos) {
                if list.contains(&m) || crate::hooks::is_castling(&m) {
                    continue;
                }
                pos.play(&m);
                let observed = e.in_check(&pos, side);
                pos.undo_move();
                proptest::prop_assert!(observed, "{m:?} missing");
            }
            for m in list.iter().filter(|m| m.choice.square.is_some()) {
                proptest::prop_assert!(m.to != m.from);
                proptest::prop_assert!(!list.iter().any(|n| n.choice.square.is_none()
                    && n.from == m.from && n.to == m.to && n.captures == m.captures));
            }
        }
    }
}
