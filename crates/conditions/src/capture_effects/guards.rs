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
//! Patrouille, NoCapture and AndernachChess. Whether a piece is guarded
//! is the generator's attack test on the square (bitboards on orthodox
//! material), the same as asking each piece of its side.

use crate::condition::Condition;
use crate::engine::Engine;
use nightrider_board::{Colour, Move, Position, Square};

/// Whether `c` is SuperGuards or AntiGuards.
pub(crate) fn is_guards(c: &Condition) -> bool {
    matches!(c, Condition::Guards { .. })
}

/// The conditions the guards have been compared with Popeye beside:
/// plain Circe, Patrouille, NoCapture, AndernachChess and AnnanChess
/// (a guard observing with the walk lent to it; the move lists
/// differ beside AntiCirce and MonochromChess, and beside Madrasi with
/// neutral pieces).
fn combines_with_guards(c: &Condition) -> bool {
    matches!(c, Condition::Circe(r) if *r == crate::CirceRules::default())
        || matches!(
            c,
            Condition::Patrol | Condition::NoCapture | Condition::Andernach | Condition::Annan
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
        m.captures
            .into_iter()
            .all(|victim| self.guarded(pos, victim, !side) == anti)
    }

    /// Whether the piece on `sq` is observed, by its walk alone, by a
    /// piece of `owner` (its own side) other than itself.
    ///
    /// Where no piece borrows a walk, a piece observes by its kind's walk
    /// alone ([`Engine::plain_observes`]), and the generator's attack
    /// test answers the same question: it asks each piece `owner` moves
    /// (neutral ones too) but the one on `sq` whether its walk attacks
    /// `sq` (with bitboards on orthodox material).
    pub(crate) fn guarded(&self, pos: &Position, sq: Square, owner: Colour) -> bool {
        if !self.borrows_walks() {
            return self
                .generator()
                .is_square_attacked(pos, sq, owner)
                .expect(crate::engine::CHECKED_AT_SETUP);
        }
        self.guarded_by_each(pos, sq, owner)
    }

    /// [`Engine::guarded`] the plain way: each piece of `owner` but the
    /// one on `sq` asked in turn whether one of its walks attacks `sq`.
    fn guarded_by_each(&self, pos: &Position, sq: Square, owner: Colour) -> bool {
        pos.by_colour(owner)
            .without(sq)
            .into_iter()
            .any(|from| self.observes_by_its_walks(pos, from, sq, owner))
    }

    /// Whether the piece on `from` attacks `target` for `by` by one of
    /// the walks it has ([`Engine::walks_at`]).
    fn observes_by_its_walks(
        &self,
        pos: &Position,
        from: Square,
        target: Square,
        by: Colour,
    ) -> bool {
        pos.piece_at(from).is_some_and(|p| {
            self.walks_at(pos, from, p, by, true)
                .iter()
                .any(|w| w.attacks(pos, from, target, by))
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

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 256, ..Default::default() })]

        /// The guard found by the generator's attack test is the one
        /// found by asking each piece of the side in turn through the
        /// walks it has (and so is each piece's plain observation), on random
        /// positions with white, black and neutral pieces, pawns on
        /// their first rank (inert, or observing as pawns), on the
        /// bitboard path and off it.
        #[test]
        fn the_guard_is_the_one_each_piece_finds(
            cells in proptest::collection::vec((0u8..64, 0u8..5, 0u8..3), 0..16),
            kings in proptest::array::uniform2(proptest::bool::ANY),
            checks_only in proptest::bool::ANY,
            anti in proptest::bool::ANY,
        ) {
            use nightrider_board::{Attributes, Piece};
            use nightrider_movegen::FirstRankPawns;
            use Colour::{Black, White};
            let mut pos = crate::test_support::random_position(&[], kings, false);
            for &(sq, kind, owner) in &cells {
                let sq = Square::from_index_masked(sq);
                let kind = crate::test_support::PIECES[usize::from(kind)];
                if pos.piece_at(sq).is_some() {
                    continue;
                }
                let piece = match owner {
                    0 => Piece::new(kind, White),
                    1 => Piece::new(kind, Black),
                    _ => Piece::new(kind, White).with_attributes(Attributes::NEUTRAL),
                };
                // (pawns on their first rank, none on their last)
                let last = if piece.colour == White && !piece.is_neutral() { 7 } else { 0 };
                if kind == PieceKind::PAWN && (sq.y() == last || (piece.is_neutral() && sq.y() == 7)) {
                    continue;
                }
                pos.put(sq, piece);
            }
            let rules = Rules {
                first_rank_pawns: if checks_only {
                    FirstRankPawns::ChecksOnly
                } else {
                    FirstRankPawns::Inert
                },
                ..Rules::default()
            };
            let generator =
                MoveGenerator::for_position(&pos, rules, &WalkRegistry::new()).unwrap();
            let e = Engine::new(generator, &[Condition::Guards { anti }]).unwrap();
            for sq in pos.occupied() {
                for owner in [White, Black] {
                    proptest::prop_assert_eq!(
                        e.guarded(&pos, sq, owner),
                        e.guarded_by_each(&pos, sq, owner),
                        "{:?} guarded for {:?}", sq, owner
                    );
                    // (Engine::plain_observes takes the kind's walk alone)
                    for from in pos.by_colour(owner) {
                        proptest::prop_assert_eq!(
                            e.plain_observes(&pos, from, sq, owner),
                            e.observes_by_its_walks(&pos, from, sq, owner)
                        );
                    }
                }
            }
        }
    }
}
