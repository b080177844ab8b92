//! MAFF, OWU and AMU (Miroslav Brada's conditions), as Popeye 4.104
//! plays them: the moves are orthodox, only what a mate is changes, for
//! both sides and in every kind of play (`#`, `h#`, `s#`, `r#`).
//!
//! - MAFF: a side in check is mated when exactly one legal move parries
//!   the check and it is a move of its king (one flight, no other
//!   parry); a check no move parries is no mate. Popeye: with `wKg6
//!   Ra1 bKh8`, `1.Ra1-h1 #` (flight g8), not `1.Ra1-a8`; with a black
//!   rook that could block on the h-file, `Ra1-h1` is no mate.
//! - OWU: a mate is an orthodox mate where exactly one unit of the
//!   mating side stands beside the mated king (the side's own units
//!   beside it do not count).
//! - AMU: a mate is an orthodox mate given by a piece that, before it
//!   moved, was observed by exactly one unit of the mated side (its king
//!   included).
//!
//! MAFF and OWU change the stalemate too (MAFF: the side not in check
//! whose only legal move is one of its king is stalemated, one without
//! any move is not; OWU: a stalemate needs one unit of the other side
//! beside the king); AMU's stalemate is orthodox. The solver asks
//! [`crate::Engine::immobility_verdict`] for the goals `#`, `=` and `#=`.

use crate::condition::Condition;
use crate::engine::Engine;
use nightrider_board::{Move, Position};
use nightrider_movegen::MoveList;

/// Which of the three rules on mates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum MateRule {
    /// MAFF: mated when the king's one flight is the only parry.
    Maff,
    /// OWU: mated when no move parries and one unit of the mating side
    /// stands beside the king.
    Owu,
    /// AMU: mated when no move parries and the mating piece was observed
    /// by exactly one enemy unit before it moved.
    Amu,
}

impl MateRule {
    /// Popeye's name of the condition.
    pub const fn name(self) -> &'static str {
        match self {
            MateRule::Maff => "MAFF",
            MateRule::Owu => "OWU",
            MateRule::Amu => "AMU",
        }
    }
}

/// MAFF, OWU and AMU have been compared with Popeye alone (each with
/// the other conditions it has been compared beside: none yet).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions
        .iter()
        .find(|c| matches!(c, Condition::Mate(_)))?;
    let other = conditions.iter().find(|c| *c != first)?;
    Some((first.to_string(), other.to_string()))
}

/// What of the diagram `pos` MAFF, OWU or AMU among `conditions` cannot
/// play: neutral pieces and royal pieces other than kings (not compared
/// with Popeye).
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    if !conditions.iter().any(|c| matches!(c, Condition::Mate(_))) {
        return None;
    }
    if !pos.neutrals().is_empty() {
        return Some("MAFF, OWU or AMU with neutral pieces");
    }
    let royal_other_than_king = pos
        .board()
        .iter()
        .flatten()
        .any(|p| p.is_royal() && p.kind != nightrider_board::PieceKind::KING);
    royal_other_than_king.then_some("MAFF, OWU or AMU with royal pieces other than kings")
}

impl Engine {
    /// Whether the side to move, after `last` (which left the mover out
    /// of check), has no escape under MAFF, OWU or AMU (is mated when in
    /// check, stalemated when not), or under UltraSchachZwang binding it
    /// (see [`crate::selection::ultra_schachzwang`]); `None` without them
    /// (the orthodox answer: no legal move). `mate`: the goal judged is
    /// the mate (`#`), not the stalemate or `#=` (AMU is a rule on the
    /// mate alone: its `#=` is orthodox).
    pub fn immobility_verdict(&self, pos: &mut Position, last: &Move, mate: bool) -> Option<bool> {
        let to_move = pos.side_to_move();
        if self.list_rules.iter().any(|r| {
            *r == crate::hooks::ListRule::Selection(
                crate::selection::ListSelection::UltraSchachZwang(to_move),
            )
        }) {
            return Some(crate::selection::ultra_schachzwang::immobile(self, pos));
        }
        let rule = self.mate_rule?;
        let side = pos.side_to_move();
        let mut moves = MoveList::new();
        self.legal_moves(pos, &mut moves);
        Some(match rule {
            // (the king's one flight is its side's only move)
            MateRule::Maff => moves.len() == 1 && pos.royals(side).contains(moves[0].from),
            MateRule::Owu => {
                moves.is_empty()
                    && pos.royal_square(side).is_some_and(|king| {
                        let beside = nightrider_movegen::attacks::king(king) & pos.by_colour(!side);
                        beside.count() == 1
                    })
            }
            // (a stalemate is orthodox)
            MateRule::Amu => {
                moves.is_empty()
                    && (!mate || !self.in_check(pos, side) || observed_once_before(self, pos, last))
            }
        })
    }
}

/// AMU: whether the piece that made `last` (the move that led to `pos`)
/// was observed, on the square it left, by exactly one unit of the side
/// now to move.
fn observed_once_before(engine: &Engine, pos: &Position, last: &Move) -> bool {
    let mut before = pos.clone();
    before.undo_move();
    let by = pos.side_to_move();
    let observers = before
        .by_colour(by)
        .into_iter()
        .filter(|&sq| engine.observes(&before, sq, last.from, by))
        .take(2)
        .count();
    observers == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{engine_with_rules as engine, position};
    use nightrider_board::{Colour, PieceKind, Square};

    /// The verdict after White plays `from`-`to` in `pos` under `rule`.
    fn verdict(rule: MateRule, mut pos: Position, from: Square, to: Square) -> Option<bool> {
        let e = engine(&pos, &[Condition::Mate(rule)]);
        let m = Move::quiet(from, to);
        e.play(&mut pos, &m);
        assert!(e.in_check(&pos, Colour::Black));
        e.immobility_verdict(&mut pos, &m, true)
    }

    use Colour::{Black, White};
    use PieceKind as K;

    #[test]
    fn maff_mates_with_one_flight_and_no_other_parry() {
        let pos = || {
            position(&[
                (Square::G6, K::KING, White),
                (Square::A1, K::ROOK, White),
                (Square::H8, K::KING, Black),
            ])
        };
        // Rh1+: one flight (g8): mate; Ra8+: no flight: no mate
        assert_eq!(
            verdict(MateRule::Maff, pos(), Square::A1, Square::H1),
            Some(true)
        );
        assert_eq!(
            verdict(MateRule::Maff, pos(), Square::A1, Square::A8),
            Some(false)
        );
        // a black rook that can block on the h-file parries too
        let mut blocked = pos();
        blocked.put(Square::B2, nightrider_board::Piece::new(K::ROOK, Black));
        assert_eq!(
            verdict(MateRule::Maff, blocked, Square::A1, Square::H1),
            Some(false)
        );
    }

    #[test]
    fn owu_counts_the_mating_sides_units_beside_the_king() {
        let pos = || {
            position(&[
                (Square::F6, K::KING, White),
                (Square::A7, K::QUEEN, White),
                (Square::H8, K::KING, Black),
            ])
        };
        assert_eq!(
            verdict(MateRule::Owu, pos(), Square::A7, Square::G7),
            Some(true)
        );
        // a second white unit beside the king: no mate
        let mut two = pos();
        two.put(Square::H7, nightrider_board::Piece::new(K::BISHOP, White));
        assert_eq!(
            verdict(MateRule::Owu, two, Square::A7, Square::G7),
            Some(false)
        );
        // a black unit beside it does not count
        let mut own = pos();
        own.put(Square::G8, nightrider_board::Piece::new(K::BISHOP, Black));
        own.put(Square::H7, nightrider_board::Piece::new(K::PAWN, Black));
        assert_eq!(
            verdict(MateRule::Owu, own, Square::A7, Square::G7),
            Some(true)
        );
    }

    #[test]
    fn amu_needs_the_mating_piece_observed_once_before_it_moved() {
        let pos = || {
            position(&[
                (Square::G6, K::KING, White),
                (Square::A1, K::ROOK, White),
                (Square::H8, K::KING, Black),
            ])
        };
        assert_eq!(
            verdict(MateRule::Amu, pos(), Square::A1, Square::A8),
            Some(false)
        );
        let mut once = pos();
        once.put(Square::B2, nightrider_board::Piece::new(K::BISHOP, Black));
        assert_eq!(
            verdict(MateRule::Amu, once.clone(), Square::A1, Square::A8),
            Some(true)
        );
        let mut twice = once;
        twice.put(Square::C1, nightrider_board::Piece::new(K::ROOK, Black));
        assert_eq!(
            verdict(MateRule::Amu, twice, Square::A1, Square::A8),
            Some(false)
        );
    }

    #[test]
    fn maff_and_owu_change_the_stalemate_amu_does_not() {
        // Black to move, not in check: Kh8-h7 its only move (wKf7 Qg5)
        let one_flight = || {
            crate::test_support::position_to_move(
                &[
                    (Square::F7, K::KING, White),
                    (Square::G5, K::QUEEN, White),
                    (Square::H8, K::KING, Black),
                ],
                true,
            )
        };
        // no move at all (wKf7 Qb1)
        let none = || {
            crate::test_support::position_to_move(
                &[
                    (Square::F7, K::KING, White),
                    (Square::B1, K::QUEEN, White),
                    (Square::H8, K::KING, Black),
                ],
                true,
            )
        };
        let last = Move::quiet(Square::C1, Square::G5);
        for (rule, with_flight, without) in [
            (MateRule::Maff, true, false),
            (MateRule::Owu, false, false),
            (MateRule::Amu, false, true),
        ] {
            let mut pos = one_flight();
            let e = engine(&pos, &[Condition::Mate(rule)]);
            assert_eq!(
                e.immobility_verdict(&mut pos, &last, false),
                Some(with_flight),
                "{rule:?}"
            );
            let mut pos = none();
            let e = engine(&pos, &[Condition::Mate(rule)]);
            assert_eq!(
                e.immobility_verdict(&mut pos, &last, false),
                Some(without),
                "{rule:?}"
            );
        }
    }

    #[test]
    fn without_the_rules_the_verdict_is_the_orthodox_one() {
        let mut pos = position(&[
            (Square::G6, K::KING, White),
            (Square::A1, K::ROOK, White),
            (Square::H8, K::KING, Black),
        ]);
        let e = engine(&pos, &[Condition::NoCapture]);
        assert_eq!(
            e.immobility_verdict(&mut pos, &Move::quiet(Square::A1, Square::A8), true),
            None
        );
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

        /// The three change no move: the legal moves are the orthodox
        /// ones, and MAFF's verdict holds exactly when the only legal move
        /// is the king's.
        #[test]
        fn the_moves_stay_orthodox(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..10),
            black in proptest::bool::ANY,
            rule in 0usize..3,
        ) {
            let rule = [MateRule::Maff, MateRule::Owu, MateRule::Amu][rule];
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let plain = crate::test_support::engine_under(&pos, &[]);
            proptest::prop_assume!(!plain.in_check(&pos, !side));
            let e = engine(&pos, &[Condition::Mate(rule)]);
            let sorted = |e: &Engine, pos: &mut Position| {
                let mut v: Vec<String> = crate::test_support::legal_moves(e, pos)
                    .iter()
                    .map(|m| format!("{m:?}"))
                    .collect();
                v.sort();
                v
            };
            let ours = sorted(&e, &mut pos);
            proptest::prop_assert_eq!(&ours, &sorted(&plain, &mut pos));
            if rule == MateRule::Maff {
                let moves = crate::test_support::legal_moves(&e, &mut pos);
                let expected = moves.len() == 1 && moves[0].from == pos.royal_square(side).unwrap();
                let verdict = e.immobility_verdict(&mut pos, &Move::null(), true);
                proptest::prop_assert_eq!(verdict, Some(expected));
            }
        }
    }
}
