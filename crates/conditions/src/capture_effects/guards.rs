//! SuperGuards and AntiGuards, as Popeye 4.104 plays them (found by
//! experiment). Under SuperGuards a piece observed by a piece of its own
//! side (its king included, a pinned piece too) cannot be captured;
//! under AntiGuards only such a piece can be captured. The guard is
//! judged on the position before the capture, by the pieces' walks
//! alone: the capturer still stands on its square, so a rook behind it
//! does not guard through it (`Rd5*d2` with a white rook on d8 is a
//! capture under SuperGuards, none under AntiGuards). The rule holds for kings too: under SuperGuards a king
//! observed by its own side is not in check, under AntiGuards a king
//! observed by none is not. Compared with Popeye alone and beside plain
//! Circe (the guard judged before the capture, the victim then reborn),
//! Patrouille, NoCapture and AndernachChess.

use crate::condition::Condition;
use crate::engine::Engine;
use nightrider_board::{Colour, Move, Position};

/// Whether `c` is SuperGuards or AntiGuards.
pub(crate) fn is_guards(c: &Condition) -> bool {
    matches!(c, Condition::Guards { .. })
}

/// The conditions the guards have been compared with Popeye beside:
/// plain Circe, Patrouille, NoCapture and AndernachChess (the move lists
/// differ beside AntiCirce and MonochromChess, and beside Madrasi with
/// neutral pieces).
fn combines_with_guards(c: &Condition) -> bool {
    matches!(c, Condition::Circe(r) if *r == crate::CirceRules::default())
        || matches!(
            c,
            Condition::Patrol | Condition::NoCapture | Condition::Andernach
        )
}

/// SuperGuards and AntiGuards beside a condition not compared with
/// Popeye ([`combines_with_guards`]), or together.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| is_guards(c))?;
    let other = conditions
        .iter()
        .find(|c| *c != first && !combines_with_guards(c))?;
    Some((first.to_string(), other.to_string()))
}

impl Engine {
    /// Whether `side` may play `m` under SuperGuards (`anti: false`) or
    /// AntiGuards (`anti: true`): a move capturing nothing always; a
    /// capture if its victims are unguarded (guarded) before it.
    pub(crate) fn guards_allow(&self, pos: &Position, m: &Move, side: Colour, anti: bool) -> bool {
        m.captures.into_iter().all(|victim| {
            let guarded = pos
                .by_colour(!side)
                .without(victim)
                .into_iter()
                .any(|from| self.plain_observes(pos, from, victim, !side));
            guarded == anti
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::{PieceKind, Square};
    use nightrider_movegen::{MoveGenerator, Rules, WalkRegistry};

    use crate::test_support::position_to_move as position;

    fn captures(pos: &mut Position, anti: bool) -> Vec<(Square, Square)> {
        let e = crate::test_support::engine_under(pos, &[Condition::Guards { anti }]);
        crate::test_support::legal_captures(&e, pos)
    }

    #[test]
    fn a_guarded_piece_is_captured_under_anti_guards_alone() {
        use Colour::{Black, White};
        // the black rook d5 is guarded by the knight c7, the rook h4
        // unguarded
        let pieces = [
            (Square::E1, PieceKind::KING, White),
            (Square::D1, PieceKind::ROOK, White),
            (Square::H1, PieceKind::ROOK, White),
            (Square::A8, PieceKind::KING, Black),
            (Square::D5, PieceKind::ROOK, Black),
            (Square::C7, PieceKind::KNIGHT, Black),
            (Square::H4, PieceKind::ROOK, Black),
            (Square::H7, PieceKind::PAWN, Black),
        ];
        let mut pos = position(&pieces, false);
        let superguards = captures(&mut pos, false);
        assert!(!superguards.contains(&(Square::D1, Square::D5)));
        assert!(superguards.contains(&(Square::H1, Square::H4)));
        let antiguards = captures(&mut pos, true);
        assert!(antiguards.contains(&(Square::D1, Square::D5)));
        assert!(!antiguards.contains(&(Square::H1, Square::H4)));
    }

    #[test]
    fn a_piece_behind_the_capturer_does_not_guard_through_it() {
        use Colour::{Black, White};
        let pieces = [
            (Square::H1, PieceKind::KING, White),
            (Square::D2, PieceKind::PAWN, White),
            (Square::D8, PieceKind::ROOK, White),
            (Square::A3, PieceKind::KING, Black),
            (Square::D5, PieceKind::ROOK, Black),
        ];
        let mut pos = position(&pieces, true);
        assert!(captures(&mut pos, false).contains(&(Square::D5, Square::D2)));
        assert!(captures(&mut pos, true).is_empty());
    }

    #[test]
    fn a_king_guarded_is_not_in_check_under_superguards() {
        use Colour::{Black, White};
        let pieces = [
            (Square::E1, PieceKind::KING, White),
            (Square::D1, PieceKind::ROOK, White),
            (Square::H8, PieceKind::KING, Black),
            (Square::E5, PieceKind::ROOK, Black),
        ];
        let pos = position(&pieces, false);
        let generator =
            MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
        let superguards = Engine::new(generator.clone(), &[Condition::Guards { anti: false }]);
        assert!(!superguards.unwrap().in_check(&pos, White));
        let antiguards = Engine::new(generator, &[Condition::Guards { anti: true }]).unwrap();
        assert!(antiguards.in_check(&pos, White));
    }
}
