//! MultiCaptures, as Popeye 4.104 plays it (found by experiment): a unit
//! is captured only when two units or more of the capturing side observe
//! it, the capturer among them. A unit observes a square when its walk
//! attacks it from where it stands, whatever the rules would then say of
//! the capture (a pinned unit counts; a rook behind a rook on the file
//! does not, nor does a grasshopper, which observes the square beyond
//! its hurdle; a locust counts for the unit it would take).
//!
//! A check is a capture of the king: a king is in check only when two
//! units or more attack it, so it may stand on or move to a square that
//! one opposing unit attacks, and castle across one.
//!
//! An en passant capture is always allowed (Popeye 4.104 lets a lone
//! pawn take en passant).
//!
//! `MultiCaptures White` (`Black`) binds that side alone; the other
//! side captures and checks as usual.

use crate::condition::Condition;
use crate::engine::{Engine, CHECKED_AT_SETUP};
use nightrider_board::{Colour, Move, Position, Special, Square};

/// Whether `c` is MultiCaptures in one of its forms.
pub(crate) fn is_multi_captures(c: &Condition) -> bool {
    matches!(c, Condition::MultiCaptures(_))
}

/// MultiCaptures beside a condition other than plain Circe (the one
/// compared with Popeye 4.104; beside Madrasi Popeye counts only the
/// observers not paralysed), or in two forms, as the two names.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| is_multi_captures(c))?;
    let other = conditions.iter().find(|c| {
        *c != first && !matches!(c, Condition::Circe(r) if *r == crate::CirceRules::default())
    })?;
    Some((first.to_string(), other.to_string()))
}

/// MultiCaptures with neutral units on the board, whose observation for
/// either side has not been compared with Popeye 4.104.
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    (conditions.iter().any(is_multi_captures) && !pos.neutrals().is_empty())
        .then_some("MultiCaptures with neutral units")
}

impl Engine {
    /// The number of units of `side` whose walks attack `sq` from where
    /// they stand (the unit on `sq` not counted).
    pub(crate) fn observers(&self, pos: &Position, sq: Square, side: Colour) -> u32 {
        self.generator
            .attackers(pos, sq, side)
            .expect(CHECKED_AT_SETUP)
            .count()
    }

    /// Whether `side` may play `m` under MultiCaptures binding `bound`
    /// (`None`: both sides): a move capturing nothing, an en passant
    /// capture and a move of the side not bound always; another capture
    /// when every unit it takes is observed by two units of `side` or
    /// more.
    pub(crate) fn multi_captures_allow(
        &self,
        pos: &Position,
        m: &Move,
        side: Colour,
        bound: Option<Colour>,
    ) -> bool {
        if !m.is_capture() || m.special == Special::EnPassant || bound.is_some_and(|b| b != side) {
            return true;
        }
        m.captures
            .into_iter()
            .all(|victim| self.observers(pos, victim, side) >= 2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::PieceKind;
    use nightrider_movegen::MoveList;
    use proptest::prelude::*;

    use crate::test_support::position_to_move as position;

    fn engine(pos: &Position, bound: Option<Colour>) -> Engine {
        crate::test_support::engine_under(pos, &[Condition::MultiCaptures(bound)])
    }

    fn captures(pos: &mut Position, bound: Option<Colour>) -> Vec<(Square, Square)> {
        let e = engine(pos, bound);
        crate::test_support::legal_captures(&e, pos)
    }

    #[test]
    fn a_unit_observed_once_is_not_captured() {
        use Colour::{Black, White};
        // the rook d2 alone observes d5 (the rook d1 behind it does not
        // count), the rook a4 alone a7 and h4; then the bishop f3 joins
        // the rook d2
        let pieces = [
            (Square::E1, PieceKind::KING, White),
            (Square::D1, PieceKind::ROOK, White),
            (Square::D2, PieceKind::ROOK, White),
            (Square::A4, PieceKind::ROOK, White),
            (Square::E8, PieceKind::KING, Black),
            (Square::D5, PieceKind::PAWN, Black),
            (Square::H4, PieceKind::PAWN, Black),
            (Square::A7, PieceKind::KNIGHT, Black),
        ];
        let mut pos = position(&pieces, false);
        assert!(captures(&mut pos, None).is_empty());
        pos.put(
            Square::F3,
            nightrider_board::Piece::new(PieceKind::BISHOP, White),
        );
        let mut found = captures(&mut pos, None);
        found.sort();
        assert_eq!(found, [(Square::D2, Square::D5), (Square::F3, Square::D5)]);
    }

    #[test]
    fn a_king_attacked_once_is_not_in_check() {
        use Colour::{Black, White};
        let pieces = [
            (Square::E1, PieceKind::KING, White),
            (Square::E8, PieceKind::KING, Black),
            (Square::E7, PieceKind::ROOK, Black),
            (Square::A6, PieceKind::BISHOP, Black),
        ];
        // the rook alone attacks the king, then the rook and the bishop b4
        let pos = position(&pieces, false);
        let both = engine(&pos, None);
        assert!(!both.in_check(&pos, White));
        let mut pos = pos;
        pos.put(
            Square::B4,
            nightrider_board::Piece::new(PieceKind::BISHOP, Black),
        );
        pos.remove_piece(Square::A6);
        assert!(both.in_check(&pos, White));
        // bound to White, Black checks as usual
        let white_bound = engine(&pos, Some(White));
        pos.remove_piece(Square::B4);
        assert!(white_bound.in_check(&pos, White));
        assert!(!both.in_check(&pos, White));
    }

    #[test]
    fn the_side_not_bound_captures_freely_and_en_passant_is_free() {
        use Colour::{Black, White};
        let pieces = [
            (Square::E1, PieceKind::KING, White),
            (Square::D1, PieceKind::ROOK, White),
            (Square::E8, PieceKind::KING, Black),
            (Square::D5, PieceKind::PAWN, Black),
        ];
        let mut pos = position(&pieces, false);
        assert!(captures(&mut pos, Some(White)).is_empty());
        assert_eq!(captures(&mut pos, Some(Black)), [(Square::D1, Square::D5)]);
        // a lone pawn e5 takes d5 en passant
        let mut pos = position(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::E5, PieceKind::PAWN, White),
                (Square::E8, PieceKind::KING, Black),
                (Square::D5, PieceKind::PAWN, Black),
            ],
            false,
        );
        pos.set_en_passant_unrecorded(Some(nightrider_board::EnPassant {
            passed: nightrider_board::Bitboard::from_square(Square::D6),
            pawn: Square::D5,
        }));
        let e = engine(&pos, None);
        let mut moves = MoveList::new();
        e.legal_moves(&mut pos, &mut moves);
        assert!(moves.iter().any(|m| m.special == Special::EnPassant));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Every capture found takes a unit observed twice, and the fast
        /// paths agree with playing every move.
        #[test]
        fn captures_take_units_observed_twice(
            cells in proptest::collection::vec((0u8..64, 0u8..5, any::<bool>()), 4..16),
            black in any::<bool>(),
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = engine(&pos, None);
            if e.in_check(&pos, !side) {
                return Ok(());
            }
            let moves = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in moves.iter().filter(|m| m.is_capture() && m.special != Special::EnPassant) {
                prop_assert!(e.observers(&pos, m.to, side) >= 2);
            }
        }
    }
}
