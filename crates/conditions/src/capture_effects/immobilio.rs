//! Immobilio as Popeye 4.104 plays it (found by experiment; its manual
//! only names it, "possibly followed by a list of piece walks"): a unit of
//! an orthodox kind is immobile while its home square of the game array
//! is occupied, by any unit, itself included. The home square is the
//! king's (`e1`, `e8`) or the queen's (`d1`, `d8`); for a rook, knight or
//! bishop the one of its two on the colour of the square it stands on
//! (a rook on `d4` has `a1`, on `d5` `h1`); for a pawn the square of its
//! file on its second rank (`e2` for a white pawn on `e4`); for a fairy
//! piece the square of its file on the other side's back rank (`d8` for
//! a white nightrider on `d4`, `d1` for a black one). An immobile unit
//! neither moves nor observes (it gives no check), as a paralysed one;
//! only the mover counts, so a king castles with an immobile rook. With a
//! list of walks (`Immobilio R B`) only units of those kinds are subject
//! to it.
//!
//! Refused: any other condition beside it, neutral pieces and piece
//! attributes, fairy pieces other than those compared with Popeye
//! (`COMPARED_FAIRY`), and fairy kinds in the list.

use crate::condition::{Condition, KindSet};
use nightrider_board::{Colour, PieceKind, Position, Square};

/// The fairy pieces (Popeye's codes) compared with Popeye 4.104 beside
/// Immobilio.
pub(crate) const COMPARED_FAIRY: &[&str] = &["g", "n", "z", "ca", "le", "nh"];

/// The home square of a unit of `kind` and `colour` standing on `at`
/// (see the module documentation).
pub fn home_square(kind: PieceKind, colour: Colour, at: Square) -> Square {
    let rank = if colour == Colour::White { 0 } else { 7 };
    let pair = |a: i32, b: i32| {
        // the one of the two on the colour of `at`
        let parity = (at.x() + at.y()) % 2;
        if (a + rank) % 2 == parity {
            a
        } else {
            b
        }
    };
    let (file, rank) = match kind {
        PieceKind::KING => (4, rank),
        PieceKind::QUEEN => (3, rank),
        PieceKind::ROOK => (pair(0, 7), rank),
        PieceKind::KNIGHT => (pair(1, 6), rank),
        PieceKind::BISHOP => (pair(2, 5), rank),
        PieceKind::PAWN => (at.x(), if colour == Colour::White { 1 } else { 6 }),
        // (a fairy piece: the other side's back rank)
        _ => (at.x(), 7 - rank),
    };
    Square::from_xy(file, rank).expect("on the board")
}

/// Whether the unit on `at` is immobile under Immobilio with the list
/// `kinds` (`None`: every orthodox kind).
pub fn immobile(pos: &Position, at: Square, kinds: Option<KindSet>) -> bool {
    let Some(piece) = pos.piece_at(at) else {
        return false;
    };
    if kinds.is_some_and(|k| !k.contains(piece.kind)) {
        return false;
    }
    pos.piece_at(home_square(piece.kind, piece.colour, at))
        .is_some()
}

/// Immobilio beside any other condition: none was compared with Popeye.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let immobilio = conditions
        .iter()
        .find(|c| matches!(c, Condition::Immobilio(_)))?;
    let other = conditions
        .iter()
        .find(|c| !matches!(c, Condition::Immobilio(_)))?;
    Some((immobilio.to_string(), other.to_string()))
}

/// Immobilio with neutral pieces, piece attributes or fairy pieces other
/// than [`COMPARED_FAIRY`].
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    if !conditions
        .iter()
        .any(|c| matches!(c, Condition::Immobilio(_)))
    {
        return None;
    }
    let refused = super::has_uncompared_unit(pos, COMPARED_FAIRY);
    refused.then_some(
        "Immobilio with neutral pieces, piece attributes or fairy pieces other than \
         grasshoppers, nightriders, zebras, camels, leos and nightrider-hoppers",
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::Piece;
    use proptest::prelude::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn home_squares_follow_the_colour_of_the_square() {
        let w = Colour::White;
        let b = Colour::Black;
        assert_eq!(home_square(PieceKind::ROOK, w, sq("d4")), sq("a1"));
        assert_eq!(home_square(PieceKind::ROOK, w, sq("d5")), sq("h1"));
        assert_eq!(home_square(PieceKind::BISHOP, w, sq("d1")), sq("f1"));
        assert_eq!(home_square(PieceKind::KNIGHT, w, sq("d4")), sq("g1"));
        assert_eq!(home_square(PieceKind::QUEEN, w, sq("d4")), sq("d1"));
        assert_eq!(home_square(PieceKind::PAWN, w, sq("e4")), sq("e2"));
        assert_eq!(home_square(PieceKind::PAWN, b, sq("e6")), sq("e7"));
        assert_eq!(home_square(PieceKind::ROOK, b, sq("a8")), sq("a8"));
        assert_eq!(home_square(PieceKind::KNIGHT, b, sq("b8")), sq("b8"));
        assert_eq!(home_square(PieceKind::KING, b, sq("a1")), sq("e8"));
        let nightrider: PieceKind = "n".parse().unwrap();
        assert_eq!(home_square(nightrider, w, sq("d4")), sq("d8"));
        assert_eq!(home_square(nightrider, b, sq("d5")), sq("d1"));
    }

    #[test]
    fn a_rook_is_immobile_while_its_home_is_occupied() {
        let mut pos = Position::empty();
        pos.put(sq("d4"), Piece::new(PieceKind::ROOK, Colour::White));
        assert!(!immobile(&pos, sq("d4"), None));
        pos.put(sq("a1"), Piece::new(PieceKind::KNIGHT, Colour::Black));
        assert!(immobile(&pos, sq("d4"), None));
        let knights = KindSet::new(&[PieceKind::KNIGHT]);
        assert!(!immobile(&pos, sq("d4"), knights));
    }

    proptest! {
        /// A unit on its own home square is immobile, and a home square
        /// lies on the unit's colour of squares (pawns and the royal
        /// pair excepted).
        #[test]
        fn a_unit_at_home_is_immobile(k in 0usize..6, white: bool, s in 0u8..64) {
            let kinds = [PieceKind::KING, PieceKind::QUEEN, PieceKind::ROOK,
                PieceKind::BISHOP, PieceKind::KNIGHT, PieceKind::PAWN];
            let colour = if white { Colour::White } else { Colour::Black };
            let at = Square::from_index_masked(s);
            let home = home_square(kinds[k], colour, at);
            if (2..=4).contains(&k) {
                prop_assert_eq!((home.x() + home.y()) % 2, (at.x() + at.y()) % 2);
            }
            let mut pos = Position::empty();
            pos.put(home, Piece::new(kinds[k], colour));
            prop_assert!(immobile(&pos, home, None));
        }
    }
}
