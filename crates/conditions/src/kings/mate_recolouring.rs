//! `#C`, as Popeye 4.104 plays it (found by experiment; its manual only
//! names the condition): after a move that mates (the other side in
//! check with no legal move), every unit checking the mated king changes
//! colour, all of them together, unless the mover's king would then be
//! in check: then none does and the mate stands. So a mate is only
//! possible where the checkers, turned, would check the mating king
//! (`Kg2*h2 #` beside the queen on h1; `Kg2-f2` instead recolours the
//! queen, `Kg2-f2[h1=b]`, and mates nothing). A move that only checks
//! recolours nothing, nor does a mate recolour the units guarding the
//! flights. The recolourings are noted square by square from a1 to h8
//! (`Sh5-g3[g3=b][h8=b]`). Whether a move is legal does not depend on
//! the recolouring (it happens only where it leaves the mover safe), so
//! the mate is judged by the plain rules.

use crate::condition::Condition;
use crate::engine::{Engine, Played, CHECKED_AT_SETUP};
use nightrider_board::{Annotation, Bitboard, Position};
use nightrider_movegen::MoveList;

/// `#C` beside another condition, as the two names for the error: it has
/// been compared with Popeye alone.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    if !conditions.contains(&Condition::MateRecolouring) {
        return None;
    }
    let other = conditions
        .iter()
        .find(|c| **c != Condition::MateRecolouring)?;
    Some(("#C".to_string(), other.to_string()))
}

/// What `#C` cannot be played with in the diagram: neutral pieces (not
/// compared with Popeye).
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    (conditions.contains(&Condition::MateRecolouring) && !pos.neutrals().is_empty())
        .then_some("#C with neutral pieces")
}

impl Engine {
    /// `#C`: after the move `mv`, if it mates, the units checking the
    /// mated side's royal pieces change colour, unless the mover is then
    /// in check.
    pub(crate) fn play_mate_recolouring(&self, pos: &mut Position, mv: &mut Played<'_>) {
        let side = mv.side;
        let mated = !side;
        let mut checkers = Bitboard::EMPTY;
        for royal in pos.royals(mated) {
            checkers |= self
                .generator
                .attackers(pos, royal, side)
                .expect(CHECKED_AT_SETUP);
        }
        // (a move leaving the mover in check is illegal: it recolours
        // nothing, its own king standing by the other one included)
        if checkers.is_empty() || self.generator.in_check(pos, side).expect(CHECKED_AT_SETUP) {
            return;
        }
        // (the mated side is the side to move now)
        let mut replies = MoveList::new();
        self.generator
            .legal_moves(pos, &mut replies)
            .expect(CHECKED_AT_SETUP);
        if !replies.is_empty() {
            return;
        }
        let mut turned = pos.clone();
        for sq in checkers {
            turned.change_colour(sq, mated);
        }
        if self
            .generator
            .in_check(&turned, side)
            .expect(CHECKED_AT_SETUP)
        {
            return;
        }
        for sq in checkers {
            pos.change_colour(sq, mated);
            mv.notes.push(Annotation::Recoloured {
                square: sq,
                colour: mated,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{engine_under, legal_moves, position_to_move};
    use nightrider_board::{Colour, Move, PieceKind, Square};
    use Colour::{Black, White};

    fn position(pieces: &[(Square, PieceKind, Colour)]) -> Position {
        position_to_move(pieces, false)
    }

    /// The colours of `squares` after `m`, and whether the other side is
    /// then in check.
    fn after(pos: &mut Position, m: Move, squares: &[Square]) -> (Vec<Colour>, bool) {
        let e = engine_under(pos, &[Condition::MateRecolouring]);
        assert!(legal_moves(&e, pos).contains(&m), "{m:?}");
        e.play(pos, &m);
        let colours = squares
            .iter()
            .map(|&sq| pos.piece_at(sq).expect("a piece").colour)
            .collect();
        let check = e.in_check(pos, Black);
        pos.undo_move();
        (colours, check)
    }

    #[test]
    fn a_mate_recolours_its_checker_unless_that_checks_the_mover() {
        // (Popeye 4.104, its test mate_C: wKg2 Qh1, bKa8 Pa7 Bb8:
        // Kg2-f2[h1=b], but Kg2-f1 mates: a black queen on h1 would
        // check it)
        let mut pos = position(&[
            (Square::G2, PieceKind::KING, White),
            (Square::H1, PieceKind::QUEEN, White),
            (Square::A8, PieceKind::KING, Black),
            (Square::A7, PieceKind::PAWN, Black),
            (Square::B8, PieceKind::BISHOP, Black),
        ]);
        let (colours, check) = after(&mut pos, Move::quiet(Square::G2, Square::F2), &[Square::H1]);
        assert_eq!((colours, check), (vec![Black], false));
        let (colours, check) = after(&mut pos, Move::quiet(Square::G2, Square::F1), &[Square::H1]);
        assert_eq!((colours, check), (vec![White], true));
    }

    #[test]
    fn a_check_that_does_not_mate_recolours_nothing() {
        // (Popeye 4.104: wKg2 Qh1, bKa8 Pa7: Kg2-f2 + (b8 is free))
        let mut pos = position(&[
            (Square::G2, PieceKind::KING, White),
            (Square::H1, PieceKind::QUEEN, White),
            (Square::A8, PieceKind::KING, Black),
            (Square::A7, PieceKind::PAWN, Black),
        ]);
        let (colours, check) = after(&mut pos, Move::quiet(Square::G2, Square::F2), &[Square::H1]);
        assert_eq!((colours, check), (vec![White], true));
    }

    #[test]
    fn a_double_check_recolours_both_checkers_or_neither() {
        // (Popeye 4.104: wKa2 Rh1 Sh4, bKh8 Rg8 Pg7: Sh4-g6[h1=b][g6=b];
        // with the white king on a1 the black rook on h1 would check it:
        // neither is recoloured and Sh4-g6 mates)
        let pieces = [
            (Square::A2, PieceKind::KING, White),
            (Square::H1, PieceKind::ROOK, White),
            (Square::H4, PieceKind::KNIGHT, White),
            (Square::H8, PieceKind::KING, Black),
            (Square::G8, PieceKind::ROOK, Black),
            (Square::G7, PieceKind::PAWN, Black),
        ];
        let mut pos = position(&pieces);
        let m = Move::quiet(Square::H4, Square::G6);
        let (colours, check) = after(&mut pos, m, &[Square::H1, Square::G6]);
        assert_eq!((colours, check), (vec![Black, Black], false));
        let mut pieces = pieces;
        pieces[0].0 = Square::A1;
        let mut pos = position(&pieces);
        let (colours, check) = after(&mut pos, m, &[Square::H1, Square::G6]);
        assert_eq!((colours, check), (vec![White, White], true));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

        /// Under `#C` the legal moves are the orthodox ones, and after
        /// each the other side is mated only where turning the checkers
        /// would check the mover.
        #[test]
        fn a_mate_stands_only_where_the_turned_checkers_would_check(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = engine_under(&pos, &[Condition::MateRecolouring]);
            let plain = engine_under(&pos, &[]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            let mut orthodox = legal_moves(&plain, &mut pos);
            let mut ours: Vec<Move> = list.iter().copied().collect();
            orthodox.sort_by_key(|m| format!("{m:?}"));
            ours.sort_by_key(|m| format!("{m:?}"));
            proptest::prop_assert_eq!(&ours, &orthodox);
            for m in ours {
                e.play(&mut pos, &m);
                if e.in_check(&pos, !side) && legal_moves(&e, &mut pos).is_empty() {
                    let king = pos.royal_square(!side).expect("a king");
                    let mut turned = pos.clone();
                    for sq in plain.generator().attackers(&pos, king, side).expect("generated") {
                        turned.change_colour(sq, !side);
                    }
                    proptest::prop_assert!(plain.in_check(&turned, side), "{:?}", m);
                }
                pos.undo_move();
            }
        }
    }
}
