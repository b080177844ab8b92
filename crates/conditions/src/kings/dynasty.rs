//! RoyalDynasty, as Popeye 4.104 plays it: a side may have several kings.
//!
//! - While a side has more than one king, none of them is royal: they
//!   walk into attack, may be captured, and the side is never in check.
//!   The last king left is royal again (a capture of one of two kings
//!   can give check: `2.Kf2-g2 + f3*g2 #`).
//! - A side loses its castlings for good once it has more than one king
//!   (in the diagram, or after a promotion or a rebirth adds one).
//! - Pawns may promote to king (`a7-a8=K`, which parries a check: the
//!   side then has two kings, none royal).
//!
//! The kings' royalty is kept as a mark on the pieces
//! ([`Attributes::CONDITION_MARK`] on a king: not royal), renewed after
//! each move and on the diagram ([`crate::Engine::prepare_position`]).

use crate::condition::Condition;
use nightrider_board::{Attributes, CastlingRights, Colour, Piece, PieceKind, Position};

/// What of the diagram `pos` RoyalDynasty among `conditions` cannot
/// play: royal pieces other than kings, and neutral kings (not compared
/// with Popeye).
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    if !conditions.contains(&Condition::RoyalDynasty) {
        return None;
    }
    let pieces = || pos.board().iter().flatten();
    if pieces().any(|p| p.kind != PieceKind::KING && p.is_royal()) {
        return Some("RoyalDynasty with royal pieces other than kings");
    }
    if pieces().any(|p| p.kind == PieceKind::KING && p.is_neutral()) {
        return Some("RoyalDynasty with neutral kings");
    }
    None
}

/// Whether the Circe variant `rules` has been compared with Popeye
/// beside RoyalDynasty: the rebirth squares of every kind, mirror,
/// Chameleon and Frischauf; not RexInclusive (Popeye refuses it:
/// "Incompatible royal pieces and/or squares"), nor Strict, Assassin,
/// Turncoats or Clone (Popeye's moves differ from ours there), nor the
/// other variants (not compared).
pub(crate) fn compared_circe(rules: &crate::condition::CirceRules) -> bool {
    use crate::condition::Adaptation;
    !rules.rex_inclusive
        && !rules.strict
        && !rules.assassin
        && !rules.turncoat
        && !rules.clone
        && !rules.cheylan
        && !rules.wait_capture
        && rules.einstein.is_none()
        && rules.underworld.is_none()
        && rules.april.is_none()
        && matches!(rules.adaptation, Adaptation::None | Adaptation::Frischauf)
}

/// `rules` with promotion to king first among each pawn's promotions
/// (Popeye: `a7-a8=K`, `=Q`, `=S`, …).
pub(crate) fn promote_to_kings(rules: &mut nightrider_movegen::Rules) {
    let crown = |kinds: &mut smallvec::SmallVec<[PieceKind; 4]>| {
        if !kinds.contains(&PieceKind::KING) {
            kinds.insert(0, PieceKind::KING);
        }
    };
    crown(&mut rules.promotions);
    for (_, kinds) in &mut rules.promotions_by_pawn {
        crown(kinds);
    }
}

/// The squares of `colour`'s kings (neutral ones are refused).
fn kings(pos: &Position, colour: Colour) -> nightrider_board::Bitboard {
    pos.pieces(PieceKind::KING, colour) - pos.neutrals()
}

/// `king` with the royalty its side's number of kings gives it.
fn crowned(king: Piece, single: bool) -> Piece {
    let mut attributes = king.attributes;
    attributes.set(Attributes::CONDITION_MARK, !single);
    Piece { attributes, ..king }
}

/// After a move: marks the kings of a side with more than one as not
/// royal and takes its castlings, unmarks a side's only king (journaled,
/// so that undoing the move restores them).
pub(crate) fn crown(pos: &mut Position) {
    for colour in [Colour::White, Colour::Black] {
        let kings = kings(pos, colour);
        let single = !kings.has_more_than_one();
        for sq in kings {
            let Some(king) = pos.piece_at(sq) else {
                continue;
            };
            let new = crowned(king, single);
            if new != king {
                pos.change_piece(sq, new);
            }
        }
        if !single {
            let rights = pos.castling() - CastlingRights::of(colour);
            pos.set_castling(rights);
        }
    }
}

/// Right after the move proper of `m`, before the other conditions'
/// effects: a king `m` promoted to is not royal (yet), as the other
/// kings keep the royalty they had before the move (Popeye's Influencer
/// changes the other king of two when one is captured, and the new king
/// promoted beside a royal one changes its neighbours).
pub(crate) fn promoted_not_royal(pos: &mut Position, m: &nightrider_board::Move) {
    if m.promotion != Some(PieceKind::KING) {
        return;
    }
    if let Some(king) = pos.piece_at(m.to).filter(|p| p.kind == PieceKind::KING) {
        pos.change_piece(m.to, crowned(king, false));
    }
}

/// On the diagram: as [`crown`], unrecorded.
pub(crate) fn crown_diagram(pos: &mut Position) {
    for colour in [Colour::White, Colour::Black] {
        let kings = kings(pos, colour);
        let single = !kings.has_more_than_one();
        for sq in kings {
            if let Some(king) = pos.piece_at(sq) {
                pos.put(sq, crowned(king, single));
            }
        }
        if !single {
            pos.set_castling_unrecorded(pos.castling() - CastlingRights::of(colour));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{compat, CirceRules};
    use nightrider_board::Square;

    use crate::test_support::engine_with_rules as engine;

    /// Whether each side's kings are royal as the condition says: none of
    /// two or more (and no castling then), the only one.
    fn crowned_right(pos: &Position) -> bool {
        [Colour::White, Colour::Black].into_iter().all(|colour| {
            let kings = kings(pos, colour);
            if kings.has_more_than_one() {
                pos.royals(colour).is_empty()
                    && (pos.castling() & CastlingRights::of(colour)).is_empty()
            } else {
                pos.royals(colour) == kings
            }
        })
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

        /// After every legal move the kings are crowned as the condition
        /// says, the mover is not in check, and undoing the move restores
        /// the position; the legal moves are those found by playing every
        /// candidate.
        #[test]
        fn every_move_crowns_the_kings(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 1..8),
            extra in proptest::collection::vec((0u8..64, proptest::bool::ANY), 0..4),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            for (sq, white) in extra {
                let sq = Square::from_index_masked(sq % 64);
                if pos.piece_at(sq).is_none() {
                    let colour = if white { Colour::White } else { Colour::Black };
                    pos.put(sq, king(colour));
                }
            }
            pos.set_castling_unrecorded(CastlingRights::all());
            let conditions = [Condition::RoyalDynasty];
            let e = engine(&pos, &conditions);
            e.prepare_position(&mut pos);
            proptest::prop_assert!(crowned_right(&pos));
            proptest::prop_assume!(!e.in_check(&pos, !pos.side_to_move()));
            crate::test_support::check_crowning_moves(&e, &mut pos, crowned_right)?;
        }
    }

    #[test]
    fn refused_beside_circe_rex_inclusive_and_unknown_conditions() {
        let rex = CirceRules {
            rex_inclusive: true,
            ..CirceRules::default()
        };
        assert!(compat::refusal(&[Condition::RoyalDynasty, Condition::Circe(rex)]).is_err());
        assert!(compat::refusal(&[Condition::RoyalDynasty, Condition::Exclusive]).is_err());
        for beside in [
            Condition::Influencer,
            Condition::Circe(CirceRules::default()),
        ] {
            assert!(compat::refusal(&[Condition::RoyalDynasty, beside]).is_ok());
        }
    }

    #[test]
    fn promotes_to_king_first() {
        let rules = crate::rules_under(
            &[Condition::RoyalDynasty],
            nightrider_movegen::Rules::default(),
        );
        assert_eq!(rules.promotions[0], PieceKind::KING);
        assert_eq!(rules.promotions.len(), 5);
    }

    #[test]
    fn royal_pieces_and_neutral_kings_are_refused() {
        let mut pos = Position::empty();
        pos.put(Square::E1, king(Colour::White));
        pos.put(Square::E8, king(Colour::Black));
        assert_eq!(position_refusal(&pos, &[Condition::RoyalDynasty]), None);
        let royal_queen =
            Piece::new(PieceKind::QUEEN, Colour::White).with_attributes(Attributes::ROYAL);
        pos.put(Square::D1, royal_queen);
        assert!(position_refusal(&pos, &[Condition::RoyalDynasty]).is_some());
        assert_eq!(position_refusal(&pos, &[]), None);
    }

    fn king(colour: Colour) -> Piece {
        Piece::new(PieceKind::KING, colour)
    }

    #[test]
    fn two_kings_are_not_royal_and_cannot_castle() {
        let mut pos = Position::empty();
        pos.put(Square::E1, king(Colour::White));
        pos.put(Square::D4, king(Colour::White));
        pos.put(Square::H1, Piece::new(PieceKind::ROOK, Colour::White));
        pos.put(Square::E8, king(Colour::Black));
        pos.set_castling_unrecorded(CastlingRights::all());
        crown_diagram(&mut pos);
        assert!(pos.royals(Colour::White).is_empty());
        assert_eq!(pos.royal_square(Colour::Black), Some(Square::E8));
        assert!((pos.castling() & CastlingRights::of(Colour::White)).is_empty());
        assert_eq!(
            pos.castling() & CastlingRights::of(Colour::Black),
            CastlingRights::of(Colour::Black)
        );
    }

    #[test]
    fn the_last_king_is_royal_again_and_undo_restores() {
        let mut pos = Position::empty();
        pos.put(Square::E1, king(Colour::White));
        pos.put(Square::D4, king(Colour::White));
        pos.put(Square::E8, king(Colour::Black));
        pos.put(Square::D8, Piece::new(PieceKind::QUEEN, Colour::Black));
        crown_diagram(&mut pos);
        let before = pos.clone();
        pos.set_side_to_move_unrecorded(Colour::Black);
        let before_move = pos.clone();
        pos.play(&nightrider_board::Move::capture(Square::D8, Square::D4));
        crown(&mut pos);
        assert_eq!(pos.royal_square(Colour::White), Some(Square::E1));
        pos.undo_move();
        assert_eq!(pos, before_move);
        assert!(before.royals(Colour::White).is_empty());
    }
}
