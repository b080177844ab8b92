//! Jacobi's `Einstein WithPromotions` (Jacobi's manual, "Einstein
//! WithPromotions"): "A pawn reaching its 8th rank promotes whether it
//! captures or not, and Einstein doesn't apply to it. A knight reaching
//! its 8th rank without capturing transforms to a pawn and doesn't
//! promote."
//!
//! So every move but a promotion changes the mover's kind as under
//! EinsteinChess (a capture one step stronger along P → S → B → R → Q, any
//! other move one step weaker; a castling changes the rook), and a pawn
//! reaching its last rank, capturing or not, promotes as in orthodox
//! chess and keeps the kind it chose. A knight (or any piece turning into
//! a pawn) that reaches the last rank is a pawn there, unable to move, as
//! under EinsteinChess.
//!
//! Refused: beside any other condition or piece attribute, and with
//! fairy pieces (as EinsteinChess, see [`crate::compat::einstein_refusal`]).

use crate::condition::{Condition, EinsteinRule};
use crate::engine::{Engine, Played};
use nightrider_board::Position;

impl Engine {
    /// Einstein WithPromotions: the mover changes kind by EinsteinChess's
    /// rule unless the move promoted it.
    pub(crate) fn play_einstein_with_promotions(&self, pos: &mut Position, mv: &mut Played<'_>) {
        if mv.m.promotion.is_none() {
            self.play_einstein(pos, mv, EinsteinRule::Einstein);
        }
    }
}

/// The refusal of Einstein WithPromotions beside another condition among
/// `conditions`, if any.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let rule = conditions
        .iter()
        .find(|c| **c == Condition::EinsteinWithPromotions)?;
    let other = conditions
        .iter()
        .find(|c| **c != Condition::EinsteinWithPromotions)?;
    Some((rule.to_string(), other.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{
        engine_with_rules as engine_under, legal_moves, position_to_move, random_position,
    };
    use nightrider_board::Colour::{self, Black, White};
    use nightrider_board::{PieceKind, Square};
    use proptest::prelude::*;

    const WITH_PROMOTIONS: [Condition; 1] = [Condition::EinsteinWithPromotions];

    /// Plays `from`-`to` (promoting to `promotion`, if given) and gives
    /// the kind standing on `to` afterwards.
    fn kind_after(
        pieces: &[(Square, PieceKind, Colour)],
        black: bool,
        from: Square,
        to: Square,
        promotion: Option<PieceKind>,
    ) -> Option<PieceKind> {
        let mut pos = position_to_move(pieces, black);
        let e = engine_under(&pos, &WITH_PROMOTIONS);
        let m = legal_moves(&e, &mut pos)
            .into_iter()
            .find(|m| m.from == from && m.to == to && m.promotion == promotion)?;
        e.play(&mut pos, &m);
        pos.piece_at(to).map(|p| p.kind)
    }

    /// The manual's sentences, hand-checked: a pawn reaching the last
    /// rank promotes (to Q, R, B, S) capturing or not, and keeps the
    /// kind; a knight reaching it without capturing becomes a pawn; the
    /// other moves change kind as under EinsteinChess.
    #[test]
    fn the_manuals_rules() {
        let pieces = [
            (Square::A1, PieceKind::KING, White),
            (Square::H6, PieceKind::KING, Black),
            (Square::B7, PieceKind::PAWN, White),
            (Square::C8, PieceKind::ROOK, Black),
            (Square::E6, PieceKind::KNIGHT, White),
            (Square::D2, PieceKind::PAWN, White),
            (Square::E3, PieceKind::BISHOP, Black),
            (Square::H2, PieceKind::PAWN, Black),
        ];
        for kind in [
            PieceKind::QUEEN,
            PieceKind::ROOK,
            PieceKind::BISHOP,
            PieceKind::KNIGHT,
        ] {
            assert_eq!(
                kind_after(&pieces, false, Square::B7, Square::B8, Some(kind)),
                Some(kind)
            );
            assert_eq!(
                kind_after(&pieces, false, Square::B7, Square::C8, Some(kind)),
                Some(kind)
            );
        }
        // no move to the last rank without a promotion
        assert_eq!(
            kind_after(&pieces, false, Square::B7, Square::B8, None),
            None
        );
        // the knight to d8 without a capture: a pawn there
        assert_eq!(
            kind_after(&pieces, false, Square::E6, Square::D8, None),
            Some(PieceKind::PAWN)
        );
        // d2xe3 makes the pawn a knight, d2-d4 leaves it a pawn
        assert_eq!(
            kind_after(&pieces, false, Square::D2, Square::E3, None),
            Some(PieceKind::KNIGHT)
        );
        assert_eq!(
            kind_after(&pieces, false, Square::D2, Square::D4, None),
            Some(PieceKind::PAWN)
        );
        // Black: h2-h1 promotes too
        assert_eq!(
            kind_after(&pieces, true, Square::H2, Square::H1, Some(PieceKind::ROOK)),
            Some(PieceKind::ROOK)
        );
        // Black's rook moving without a capture: a bishop
        assert_eq!(
            kind_after(&pieces, true, Square::C8, Square::C2, None),
            Some(PieceKind::BISHOP)
        );
    }

    #[test]
    fn refused_beside_another_condition() {
        assert_eq!(combination_refusal(&WITH_PROMOTIONS), None);
        assert!(combination_refusal(&[
            Condition::EinsteinWithPromotions,
            Condition::Einstein(EinsteinRule::Einstein)
        ])
        .is_some());
    }

    proptest! {
        /// On random positions the moves are EinsteinChess's with every
        /// pawn move to the last rank replaced by the orthodox promotions;
        /// and every move that is not a promotion leaves the mover as
        /// EinsteinChess leaves it.
        #[test]
        fn einsteins_moves_with_promotions(
            cells in proptest::collection::vec((0u8..64, 0u8..6, any::<bool>()), 2..12),
            black: bool,
        ) {
            let mut pos = random_position(&cells, [true, true], black);
            let with = engine_under(&pos, &WITH_PROMOTIONS);
            let plain = engine_under(&pos, &[Condition::Einstein(EinsteinRule::Einstein)]);
            let ours = legal_moves(&with, &mut pos);
            let theirs = legal_moves(&plain, &mut pos);
            let mut expected = 0;
            for m in &theirs {
                let last_rank = pos.piece_at(m.from).is_some_and(|p| p.kind == PieceKind::PAWN)
                    && m.to.y() == pos.side_to_move().fold(7, 0);
                let found = ours.iter().filter(|o| o.from == m.from && o.to == m.to).count();
                prop_assert_eq!(found, if last_rank { 4 } else { 1 }, "{:?}", m);
                expected += found;
                if !last_rank {
                    let (mut a, mut b) = (pos.clone(), pos.clone());
                    with.play(&mut a, m);
                    plain.play(&mut b, m);
                    prop_assert_eq!(a.piece_at(m.to), b.piece_at(m.to));
                }
            }
            prop_assert_eq!(ours.len(), expected);
        }
    }
}
