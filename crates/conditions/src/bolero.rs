//! Bolero and BoleroInverse, as Popeye 4.104 plays them (found by
//! experiment; its manual only names them and says RexInclusive may
//! follow Bolero). The file a piece stands on names a walk, that of the
//! piece of the game array there: the a- and h-files a rook's, the b- and
//! g-files a knight's, the c- and f-files a bishop's, the d-file a
//! queen's, the e-file a king's. Under Bolero a piece makes its
//! non-capturing moves with its file's walk and captures (and checks)
//! with its own: a rook on b4 goes to a2, c2, d3, d5 and takes on b7 or
//! e4. Under BoleroInverse it is the other way round: a rook on b4 goes
//! along its lines and takes on a6 or c6, and a rook arriving on d4 checks
//! a king on h8. Fairy pieces too (a nightrider on b4 steps as a knight
//! and takes as a nightrider); pawns keep their walks, and kings too
//! unless RexInclusive is given (then under BoleroInverse a king on f2
//! checks a king on b6 as a bishop). The pieces keep their kinds.

use crate::condition::Condition;
use crate::engine::{Engine, CHECKED_AT_SETUP};
use nightrider_board::{Attributes, Colour, Piece, PieceKind, Position, Square};
use nightrider_movegen::MoveList;

/// Bolero or BoleroInverse, with or without RexInclusive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Bolero {
    /// BoleroInverse: captures by the file's walk, the other moves by the
    /// piece's own.
    pub inverse: bool,
    /// RexInclusive: kings change their walks too.
    pub rex_inclusive: bool,
}

/// The kind whose walk the file of `sq` names (that of the game array's
/// piece on it).
pub fn file_kind(sq: Square) -> PieceKind {
    match sq.x() {
        0 | 7 => PieceKind::ROOK,
        1 | 6 => PieceKind::KNIGHT,
        2 | 5 => PieceKind::BISHOP,
        3 => PieceKind::QUEEN,
        _ => PieceKind::KING,
    }
}

impl Bolero {
    /// Whether `piece` changes its walks: not a pawn, and not a royal
    /// piece unless RexInclusive.
    pub fn binds(&self, piece: Piece) -> bool {
        let royal = piece.kind == PieceKind::KING || piece.attributes.contains(Attributes::ROYAL);
        piece.kind != PieceKind::PAWN && (self.rex_inclusive || !royal)
    }

    /// The kind whose walk `piece` on `sq` captures and observes with.
    pub fn capturing_kind(&self, sq: Square, piece: Piece) -> PieceKind {
        if self.binds(piece) && self.inverse {
            file_kind(sq)
        } else {
            piece.kind
        }
    }

    /// The kind whose walk `piece` on `sq` makes its other moves with.
    pub fn moving_kind(&self, sq: Square, piece: Piece) -> PieceKind {
        if self.binds(piece) && !self.inverse {
            file_kind(sq)
        } else {
            piece.kind
        }
    }

    /// The condition's name, as Popeye prints it.
    pub fn name(&self) -> &'static str {
        match (self.inverse, self.rex_inclusive) {
            (false, false) => "Bolero",
            (false, true) => "Bolero RexInclusive",
            (true, false) => "BoleroInverse",
            (true, true) => "BoleroInverse RexInclusive",
        }
    }
}

impl Engine {
    /// Whether plain Bolero (not BoleroInverse, RexInclusive or not) is
    /// the only condition: every piece then captures, and so checks, with
    /// its own walk, no rule judges a check, and the checks are the
    /// generator's own (as they would be under no condition).
    pub(crate) fn plain_bolero_alone(&self) -> bool {
        matches!(
            (self.bolero, self.conditions.as_slice()),
            (Some(Bolero { inverse: false, .. }), [Condition::Bolero(_)])
        )
    }

    /// Appends the moves of `piece` on `from` under `bolero`: its
    /// non-capturing moves by one walk, its captures by the other.
    pub(crate) fn bolero_moves(
        &self,
        bolero: Bolero,
        pos: &Position,
        from: Square,
        piece: Piece,
        side: Colour,
        out: &mut MoveList,
    ) {
        let walk = |kind| self.generator.walk(kind).expect(CHECKED_AT_SETUP);
        let (moving, capturing) = (
            bolero.moving_kind(from, piece),
            bolero.capturing_kind(from, piece),
        );
        if moving == capturing {
            walk(moving).generate(pos, from, side, out);
            return;
        }
        let mut all = MoveList::new();
        walk(moving).generate(pos, from, side, &mut all);
        out.extend(all.iter().copied().filter(|m| !m.is_capture()));
        all.clear();
        walk(capturing).generate(pos, from, side, &mut all);
        out.extend(all.iter().copied().filter(|m| m.is_capture()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_movegen::{MoveGenerator, Rules, WalkRegistry};

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

        /// Under Bolero a piece other than a pawn or a king moves without
        /// capturing only along its file's walk, and under BoleroInverse
        /// captures only so; the legal moves are those found by playing.
        #[test]
        fn non_captures_follow_the_file(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            inverse in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let generator =
                MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
            let bolero = Bolero { inverse, rex_inclusive: false };
            let e = Engine::new(generator.clone(), &[Condition::Bolero(bolero)]).unwrap();
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let moves = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in moves.iter() {
                let piece = pos.piece_at(m.from).unwrap();
                if !bolero.binds(piece) {
                    continue;
                }
                let kind = if m.is_capture() {
                    bolero.capturing_kind(m.from, piece)
                } else {
                    bolero.moving_kind(m.from, piece)
                };
                let mut walk = MoveList::new();
                generator.walk(kind).unwrap().generate(&pos, m.from, side, &mut walk);
                proptest::prop_assert!(walk.iter().any(|w| w == m), "{:?} not by {:?}", m, kind);
                let file_walk = if m.is_capture() == inverse { file_kind(m.from) } else { piece.kind };
                proptest::prop_assert_eq!(kind, file_walk);
            }
        }

        /// Under plain Bolero (RexInclusive or not) every piece observes
        /// with its own walk, so the checks, the generator's
        /// ([`Engine::plain_bolero_alone`]), are those found the plain
        /// way, piece by piece with the walks [`Engine::walk_kinds_at`]
        /// gives an observation; and so are the observations of any
        /// square.
        #[test]
        fn plain_bolero_checks_are_the_walks_attacks(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..14),
            black in proptest::bool::ANY,
            rex_inclusive in proptest::bool::ANY,
            target in 0u8..64,
        ) {
            let pos = crate::test_support::random_position(&cells, [true, true], black);
            let generator =
                MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
            let bolero = Bolero { inverse: false, rex_inclusive };
            let e = Engine::new(generator.clone(), &[Condition::Bolero(bolero)]).unwrap();
            proptest::prop_assert!(!e.borrows_observing_walks() && e.plain_bolero_alone());
            let observes_plainly = |from: Square, target: Square, by: Colour| {
                let piece = pos.piece_at(from).unwrap();
                e.walk_kinds_at(&pos, from, piece, by, true)
                    .into_iter()
                    .any(|kind| generator.walk(kind).unwrap().attacks(&pos, from, target, by))
            };
            for side in [Colour::White, Colour::Black] {
                let plain = pos.royals(side).into_iter().any(|royal| {
                    pos.by_colour(!side)
                        .without(royal)
                        .into_iter()
                        .any(|from| observes_plainly(from, royal, !side))
                });
                proptest::prop_assert_eq!(e.in_check(&pos, side), plain, "{:?}", side);
                let target = Square::from_index_masked(target);
                for from in pos.by_colour(!side).without(target) {
                    proptest::prop_assert_eq!(
                        e.observes(&pos, from, target, !side),
                        observes_plainly(from, target, !side)
                    );
                }
            }
        }
    }
}
