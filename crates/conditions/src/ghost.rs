//! GhostChess and HauntedChess: a captured unit goes into the underworld
//! below the square it was captured on ([`nightrider_board::Position::underworld`],
//! the machinery of Circe Volcanic and Parachute: [`crate::underworld`])
//! and comes back there as soon as that square is empty.
//!
//! As Popeye 4.104 plays them (found by experiment):
//! - the unit goes below the square it stood on (en passant: the
//!   captured pawn's square, which is empty at once, so the pawn comes
//!   straight back: `d5*e6 ep.[+buPe5]`);
//! - under GhostChess it comes back uncapturable (`[+wuRd1]`), under
//!   HauntedChess as it was (`[+wRd1]`); both keep the unit's other
//!   attributes (a neutral bishop comes back `nuB`);
//! - of several units below one square the one put there last comes
//!   back first ([`crate::underworld::Return::Newest`]), unlike under
//!   Volcanic; units below squares since the diagram (two units put on
//!   one square) come back as they were, uncapturable or not;
//! - a unit coming back is part of the position the move leaves: it
//!   gives check, and a move after which one checks its own king is no
//!   move;
//! - under both Popeye prints the line `Uncapturable` under the diagram
//!   even when no unit is uncapturable;
//! - Popeye looks for checks only by the orthodox kinds and those on the
//!   diagram's board: a fairy piece only below a square in the diagram
//!   gives no check when it comes back, so such diagrams are refused
//!   ([`position_refusal`]), as are kings below squares.

use crate::condition::Condition;
use nightrider_board::{Attributes, Piece, PieceKind, Position, Square};

/// Puts every victim of a move into the underworld below the square it
/// was captured on, made uncapturable if `uncapturable` (GhostChess).
pub fn bury_victims(pos: &mut Position, victims: &[(Square, Piece)], uncapturable: bool) {
    for &(sq, piece) in victims {
        let ghost = if uncapturable {
            piece.with_attributes(Attributes::UNCAPTURABLE)
        } else {
            piece
        };
        pos.bury(sq, ghost);
    }
}

/// GhostChess or HauntedChess among `conditions` with a fairy piece
/// below a square in the diagram whose kind stands nowhere on the board:
/// Popeye 4.104 looks for checks only by the kinds of the diagram's
/// board (and its orthodox ones), so such a piece coming back gives no
/// check there (`Sf5-d4[+wZf5]` beside a king on h8; Volcanic alike).
pub fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    if !conditions.iter().any(is_ghost) {
        return None;
    }
    let on_board = |kind| pos.board().iter().flatten().any(|p| p.kind == kind);
    let underworld = pos.underworld().iter().map(|&(_, p)| p);
    if underworld
        .clone()
        .any(|p| p.kind == PieceKind::KING || p.is_royal())
    {
        // (Popeye 4.104 does not take a king coming back for its side's)
        return Some("GhostChess or HauntedChess with a king in the underworld");
    }
    underworld
        .clone()
        .any(|p| !p.kind.is_orthodox() && !on_board(p.kind))
        .then_some(
            "GhostChess or HauntedChess with a fairy piece in the underworld alone of its kind",
        )
}

/// Whether `c` is GhostChess or HauntedChess.
fn is_ghost(c: &Condition) -> bool {
    matches!(c, Condition::Ghost | Condition::Haunted)
}

/// Whether `c` has been compared with Popeye beside GhostChess and
/// HauntedChess (move lists agreeing).
fn compared_beside(c: &Condition) -> bool {
    matches!(
        c,
        Condition::UncapturablePieces
            | Condition::Madrasi { .. }
            | Condition::Patrol
            | Condition::NoCapture
            | Condition::Monochrome
            | Condition::MustCapture(_)
            | Condition::Andernach
            | Condition::Koeko
            | Condition::Isardam { .. }
    )
}

/// What cannot stand beside GhostChess or HauntedChess among
/// `conditions`, if anything (the two names for the error): only
/// Madrasi, Patrouille, NoCapture, MonochromChess, the must-capture
/// rules, AndernachChess, KoeKo, Isardam and uncapturable pieces have
/// been compared with Popeye beside them; the two together are refused
/// too.
pub fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let ghost = conditions.iter().find(|c| is_ghost(c))?;
    conditions
        .iter()
        .find(|c| *c != ghost && !compared_beside(c))
        .map(|c| (ghost.to_string(), c.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{engine_under, legal_moves, position_to_move};
    use nightrider_board::Colour;

    const K: PieceKind = PieceKind::KING;
    const R: PieceKind = PieceKind::ROOK;
    const P: PieceKind = PieceKind::PAWN;
    const W: Colour = Colour::White;
    const B: Colour = Colour::Black;

    /// `pos` after its legal move `from`-`to` under `c`, with `next` to
    /// move.
    fn after(pos: &Position, c: Condition, from: Square, to: Square, next: Colour) -> Position {
        let e = engine_under(pos, &[c]);
        let mut p = pos.clone();
        let m = legal_moves(&e, &mut p)
            .into_iter()
            .find(|m| m.from == from && m.to == to)
            .expect("the move is legal");
        e.play(&mut p, &m);
        p.set_side_to_move_unrecorded(next);
        p
    }

    #[test]
    fn a_captured_unit_waits_below_its_square_and_comes_back_uncapturable() {
        let pos = position_to_move(
            &[
                (Square::E1, K, W),
                (Square::D1, R, W),
                (Square::E8, K, B),
                (Square::D8, R, B),
            ],
            true,
        );
        let p = after(&pos, Condition::Ghost, Square::D8, Square::D1, W);
        assert_eq!(p.underworld().len(), 1);
        let (sq, ghost) = p.underworld()[0];
        assert_eq!(sq, Square::D1);
        assert_eq!(ghost.kind, R);
        assert!(ghost.attributes.contains(Attributes::UNCAPTURABLE));
        // another unit moves: d1 is not empty yet
        let p = after(&p, Condition::Ghost, Square::E1, Square::E2, B);
        assert_eq!(p.underworld().len(), 1);
        // the capturer leaves: the ghost is back
        let p = after(&p, Condition::Ghost, Square::D1, Square::D4, W);
        assert!(p.underworld().is_empty());
        let rook = p.piece_at(Square::D1).expect("the ghost is back");
        assert_eq!(rook.colour, W);
        assert!(rook.attributes.contains(Attributes::UNCAPTURABLE));
    }

    #[test]
    fn a_haunting_unit_comes_back_capturable() {
        let pos = position_to_move(
            &[
                (Square::E1, K, W),
                (Square::D5, P, W),
                (Square::E8, K, B),
                (Square::E7, P, B),
            ],
            true,
        );
        let p = after(&pos, Condition::Haunted, Square::E7, Square::E5, W);
        let p = after(&p, Condition::Haunted, Square::D5, Square::E6, B);
        let pawn = p.piece_at(Square::E5).expect("the pawn is back at once");
        assert_eq!(pawn.colour, B);
        assert!(!pawn.attributes.contains(Attributes::UNCAPTURABLE));
        assert!(p.underworld().is_empty());
    }

    #[test]
    fn the_unit_put_below_last_comes_back_first() {
        // a black bishop below d1 since the diagram; the white rook
        // captured on d1 goes below it and comes back first
        let mut pos = position_to_move(
            &[
                (Square::H3, K, W),
                (Square::D1, R, W),
                (Square::E8, K, B),
                (Square::D8, R, B),
            ],
            true,
        );
        pos.bury_unrecorded(Square::D1, Piece::new(PieceKind::BISHOP, B));
        let p = after(&pos, Condition::Haunted, Square::D8, Square::D1, B);
        let p = after(&p, Condition::Haunted, Square::D1, Square::D5, W);
        assert_eq!(p.piece_at(Square::D1), Some(Piece::new(R, W)));
        assert_eq!(p.underworld().len(), 1);
    }

    #[test]
    fn a_unit_coming_back_may_not_check_its_own_king() {
        // the black bishop below d1 would check the white king on f3
        let mut pos = position_to_move(
            &[(Square::F3, K, W), (Square::D1, R, W), (Square::E8, K, B)],
            false,
        );
        pos.bury_unrecorded(Square::D1, Piece::new(PieceKind::BISHOP, B));
        let e = engine_under(&pos, &[Condition::Ghost]);
        let moves = legal_moves(&e, &mut pos);
        assert!(moves.iter().all(|m| m.from != Square::D1));
        assert!(moves.iter().any(|m| m.from == Square::F3));
    }

    #[test]
    fn a_ghost_coming_back_mates_and_cannot_be_captured() {
        // Popeye's REGRESSIONS 4.51 problem after 1...nPc7*d8=nS
        // 2.Kb6-a5: the neutral knight leaves d8, the neutral bishop
        // comes back uncapturable (though no unit of the diagram is)
        let neutral = |kind| Piece::new(kind, W).with_attributes(Attributes::NEUTRAL);
        let mut pos = position_to_move(
            &[
                (Square::D1, K, W),
                (Square::A5, K, B),
                (Square::A6, R, B),
                (Square::B5, P, B),
                (Square::A4, P, B),
            ],
            false,
        );
        pos.bury_unrecorded(
            Square::D8,
            neutral(PieceKind::BISHOP).with_attributes(Attributes::UNCAPTURABLE),
        );
        pos.put(Square::D8, neutral(PieceKind::KNIGHT));
        let p = after(&pos, Condition::Ghost, Square::D8, Square::C6, B);
        let e = engine_under(&p, &[Condition::Ghost]);
        let mut p = p;
        assert!(e.in_check(&p, B));
        assert!(!e.has_any_legal_move(&mut p), "mate");
        // under HauntedChess the neutral knight takes the bishop
        let e = engine_under(&p, &[Condition::Haunted]);
        assert!(e.has_any_legal_move(&mut p));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under GhostChess and HauntedChess no unit leaves the game: a
        /// move keeps the number of units on the board and below squares
        /// (a victim goes below its square), and no uncapturable unit is
        /// captured. The legal moves are those found by playing.
        #[test]
        fn no_unit_leaves_the_game(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..14),
            black in proptest::bool::ANY,
            haunted in proptest::bool::ANY,
        ) {
            let c = if haunted { Condition::Haunted } else { Condition::Ghost };
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = engine_under(&pos, &[c]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let units = |p: &Position| p.board().iter().flatten().count() + p.underworld().len();
            let before = units(&pos);
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter() {
                let mut p = pos.clone();
                e.play(&mut p, m);
                proptest::prop_assert_eq!(units(&p), before, "{:?}", m);
                // and after a second move of the other side
                let replies = crate::test_support::legal_moves_as_played(&e, &mut p)?;
                for r in replies.iter() {
                    if let Some(victim) = p.piece_at(r.captures.first().unwrap_or(r.to)) {
                        proptest::prop_assert!(
                            !victim.attributes.contains(Attributes::UNCAPTURABLE),
                            "{:?} {:?}", m, r
                        );
                    }
                    let mut q = p.clone();
                    e.play(&mut q, r);
                    proptest::prop_assert_eq!(units(&q), before, "{:?} {:?}", m, r);
                }
            }
        }
    }

    #[test]
    fn a_fairy_kind_only_in_the_underworld_is_refused() {
        let zebra = PieceKind(20);
        let mut pos = position_to_move(
            &[
                (Square::A1, K, W),
                (Square::F5, PieceKind::KNIGHT, W),
                (Square::H8, K, B),
            ],
            false,
        );
        pos.bury_unrecorded(Square::F5, Piece::new(zebra, W));
        assert!(position_refusal(&pos, &[Condition::Ghost]).is_some());
        assert!(position_refusal(&pos, &[Condition::Haunted]).is_some());
        assert!(position_refusal(&pos, &[Condition::NoCapture]).is_none());
        // another zebra on the board: its checks are looked for
        pos.put(Square::A8, Piece::new(zebra, B));
        assert!(position_refusal(&pos, &[Condition::Ghost]).is_none());
        // a king below a square
        pos.bury_unrecorded(Square::F5, Piece::new(K, B));
        assert!(position_refusal(&pos, &[Condition::Ghost]).is_some());
    }

    #[test]
    fn only_the_conditions_compared_stand_beside_them() {
        assert!(combination_refusal(&[Condition::Ghost]).is_none());
        assert!(
            combination_refusal(&[Condition::Haunted, Condition::UncapturablePieces]).is_none()
        );
        assert!(combination_refusal(&[Condition::Ghost, Condition::Haunted]).is_some());
        assert!(combination_refusal(&[Condition::Ghost, Condition::AntiAndernach]).is_some());
    }
}
