//! Jacobi's Distancing (Jacobi's manual, section Pandemic: "Distancing
//! WhiteAvoidsBlack: White can only move a piece if its destination
//! square is not adjacent to any black piece. The white King is not
//! affected by this rule."), with its options:
//!
//! - `WhiteAvoidsBlack`, `WhiteAvoidsWhite`, `BlackAvoidsWhite`,
//!   `BlackAvoidsBlack`: after a move of the side named, the unit moved
//!   stands next to (a king's step from) no unit of the side avoided,
//!   kings included;
//! - `RexInclusive`: the moving side's king obeys the rule too (without
//!   it a king's move is free);
//! - `OrthodoxChecks`: checks are orthodox. Without it a unit checks only
//!   where its capture of the king would obey the rule (the manual names
//!   `OrthodoxChecks` as a variant, so the rule binds checks by default),
//!   as under Popeye's AntiKoeko.
//!
//! The manual's named forms: `WhiteAntiKoeko` = `Distancing
//! WhiteAvoidsBlack WhiteAvoidsWhite RexInclusive`, `BlackAntiKoeko` =
//! `Distancing BlackAvoidsWhite BlackAvoidsBlack RexInclusive`; both
//! sides' together are Popeye's AntiKoeko (the oracle of the move
//! lists).
//!
//! Refused: castling rights in the diagram (which unit of a castling the
//! rule judges is not said), neutral pieces, and every other condition
//! beside it.

use crate::condition::Condition;
use crate::contact::neighbours;
use nightrider_board::{Bitboard, CastlingRights, Colour, Position, Square};

/// The rule: which side's moved units avoid which side's units.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Distancing {
    /// `avoids[mover][other]` (White 0, Black 1): the mover's moved units
    /// stand next to no unit of `other`.
    pub avoids: [[bool; 2]; 2],
    /// The king obeys the rule too.
    pub rex_inclusive: bool,
    /// Checks are orthodox.
    pub orthodox_checks: bool,
}

/// The index of a side in [`Distancing::avoids`].
fn index(side: Colour) -> usize {
    side.fold(0, 1)
}

impl Distancing {
    /// Whether `mover`'s moved units avoid `other`'s.
    pub fn avoids(&self, mover: Colour, other: Colour) -> bool {
        self.avoids[index(mover)][index(other)]
    }

    /// The same rule with `mover` avoiding `other`.
    pub fn with(mut self, mover: Colour, other: Colour) -> Distancing {
        self.avoids[index(mover)][index(other)] = true;
        self
    }

    /// The manual's WhiteAntiKoeko (`side` White) or BlackAntiKoeko.
    pub fn anti_koeko(side: Colour) -> Distancing {
        Distancing {
            rex_inclusive: true,
            ..Distancing::default()
        }
        .with(side, Colour::White)
        .with(side, Colour::Black)
    }

    /// The squares whose units `mover`'s moved units avoid in `pos`.
    fn avoided(&self, pos: &Position, mover: Colour) -> Bitboard {
        let mut squares = Bitboard::EMPTY;
        for other in [Colour::White, Colour::Black] {
            if self.avoids(mover, other) {
                squares |= pos.by_colour(other);
            }
        }
        squares
    }

    /// Whether a unit of `mover` standing on `at` in `pos` (after its
    /// move; `occupied`: the squares occupied then) obeys the rule: it
    /// is a king and the rule leaves kings free, or no avoided unit
    /// stands next to it.
    pub(crate) fn obeyed(
        &self,
        pos: &Position,
        mover: Colour,
        at: Square,
        royal: bool,
        occupied: Bitboard,
    ) -> bool {
        (royal && !self.rex_inclusive)
            || (neighbours(at) & self.avoided(pos, mover) & occupied).is_empty()
    }

    /// The manual's printed name of the rule: `Distancing` and its
    /// options in the manual's order.
    pub fn name(&self) -> String {
        let mut line = "Distancing".to_string();
        for (mover, other, word) in [
            (Colour::White, Colour::Black, "WhiteAvoidsBlack"),
            (Colour::White, Colour::White, "WhiteAvoidsWhite"),
            (Colour::Black, Colour::White, "BlackAvoidsWhite"),
            (Colour::Black, Colour::Black, "BlackAvoidsBlack"),
        ] {
            if self.avoids(mover, other) {
                line.push(' ');
                line.push_str(word);
            }
        }
        if self.rex_inclusive {
            line.push_str(" RexInclusive");
        }
        if self.orthodox_checks {
            line.push_str(" OrthodoxChecks");
        }
        line
    }
}

/// Whether the move just played in `pos` by `mover`, arriving on `at`,
/// obeys `rule` (see [`Distancing::obeyed`]); a move whose unit is gone
/// from its arrival obeys it.
pub(crate) fn allows_after(rule: &Distancing, pos: &Position, mover: Colour, at: Square) -> bool {
    match pos.piece_at(at) {
        Some(p) if p.colour == mover => rule.obeyed(
            pos,
            mover,
            at,
            !(pos.royals(mover) & Bitboard::from_square(at)).is_empty(),
            pos.occupied(),
        ),
        _ => true,
    }
}

/// Why a diagram is refused under Distancing, if it is: castling rights
/// (`castling_rooks`), neutral pieces.
pub fn position_refusal(
    pos: &Position,
    conditions: &[Condition],
    castling_rooks: CastlingRights,
) -> Option<String> {
    if !conditions
        .iter()
        .any(|c| matches!(c, Condition::Distancing(_)))
    {
        return None;
    }
    if !pos.neutrals().is_empty() {
        return Some("Distancing with neutral pieces".into());
    }
    let home = |side: Colour| {
        let king = side.fold(Square::E1, Square::E8);
        pos.royal_square(side) == Some(king)
            && !(castling_rooks & CastlingRights::of(side)).is_empty()
    };
    (home(Colour::White) || home(Colour::Black)).then(|| {
        "Distancing with a castling right in the diagram (which unit of a castling \
         the rule judges is not known)"
            .into()
    })
}

/// The combinations refused: Distancing stands alone (several
/// Distancing lines together are one rule's options).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let rule = conditions
        .iter()
        .find(|c| matches!(c, Condition::Distancing(_)))?;
    let other = conditions
        .iter()
        .find(|c| !matches!(c, Condition::Distancing(_)))?;
    Some((rule.to_string(), other.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{engine_under, legal_moves, position_to_move};
    use nightrider_board::Colour::{Black, White};
    use nightrider_board::PieceKind;
    use proptest::prelude::*;

    fn names(e: &crate::Engine, pos: &mut Position) -> Vec<String> {
        let mut v: Vec<String> = legal_moves(e, pos)
            .iter()
            .map(|m| format!("{}-{}", m.from, m.to))
            .collect();
        v.sort();
        v
    }

    fn white_avoids_black() -> Distancing {
        Distancing::default().with(White, Black)
    }

    /// The manual's definition of WhiteAvoidsBlack (hand-checked): a
    /// white rook may not end next to a black unit; the white king is
    /// free unless RexInclusive; Black is free.
    #[test]
    fn white_avoids_black_by_hand() {
        let pieces = [
            (Square::A1, PieceKind::KING, White),
            (Square::D1, PieceKind::ROOK, White),
            (Square::H8, PieceKind::KING, Black),
            (Square::E4, PieceKind::PAWN, Black),
            (Square::A3, PieceKind::PAWN, Black),
        ];
        let mut pos = position_to_move(&pieces, false);
        let e = engine_under(&pos, &[Condition::Distancing(white_avoids_black())]);
        let expected = [
            "a1-a2", "a1-b1", "d1-b1", "d1-c1", "d1-d2", "d1-d6", "d1-d7", "d1-d8", "d1-e1",
            "d1-f1", "d1-g1", "d1-h1",
        ];
        assert_eq!(names(&e, &mut pos), expected);
        // RexInclusive: the king may not go next to the a3 pawn
        let rex = Distancing {
            rex_inclusive: true,
            ..white_avoids_black()
        };
        let e = engine_under(&pos, &[Condition::Distancing(rex)]);
        let moves = names(&e, &mut pos);
        assert!(!moves.contains(&"a1-a2".to_string()));
        assert!(moves.contains(&"a1-b1".to_string()));
        // Black is free: every orthodox move
        let mut black = position_to_move(&pieces, true);
        let plain = engine_under(&black, &[]);
        let e = engine_under(&black, &[Condition::Distancing(white_avoids_black())]);
        assert_eq!(names(&e, &mut black), names(&plain, &mut black));
    }

    /// Checks obey the rule unless OrthodoxChecks (hand-checked): a white
    /// rook on h1 whose capture of the king on h8 (or h7) would land next
    /// to the black g7 pawn does not check; with OrthodoxChecks it does.
    #[test]
    fn checks_obey_the_rule_unless_orthodox() {
        let pieces = [
            (Square::A1, PieceKind::KING, White),
            (Square::H1, PieceKind::ROOK, White),
            (Square::H8, PieceKind::KING, Black),
            (Square::G7, PieceKind::PAWN, Black),
        ];
        let mut pos = position_to_move(&pieces, true);
        let e = engine_under(&pos, &[Condition::Distancing(white_avoids_black())]);
        // (g7-g6 leaves h8 free of black neighbours: the rook checks)
        assert_eq!(names(&e, &mut pos), ["h8-g8", "h8-h7"]);
        let orthodox = Distancing {
            orthodox_checks: true,
            ..white_avoids_black()
        };
        let e = engine_under(&pos, &[Condition::Distancing(orthodox)]);
        assert_eq!(names(&e, &mut pos), ["h8-g8"]);
    }

    /// Refused: any other condition beside it, castling rights, neutral
    /// pieces; two Distancing rules (the two AntiKoekos) stand together.
    #[test]
    fn what_is_refused() {
        let white = Condition::Distancing(Distancing::anti_koeko(White));
        let black = Condition::Distancing(Distancing::anti_koeko(Black));
        assert!(crate::compat::refusal(&[white.clone(), black.clone()]).is_ok());
        for other in [
            Condition::Circe(crate::condition::CirceRules::default()),
            Condition::AntiKoeko,
            Condition::FreeForAll,
        ] {
            assert!(crate::compat::refusal(&[white.clone(), other]).is_err());
        }
        let mut pos = position_to_move(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::H1, PieceKind::ROOK, White),
                (Square::E8, PieceKind::KING, Black),
            ],
            false,
        );
        let rights = CastlingRights::of(White);
        assert!(position_refusal(&pos, std::slice::from_ref(&white), rights).is_some());
        assert!(
            position_refusal(&pos, std::slice::from_ref(&white), CastlingRights::empty()).is_none()
        );
        assert!(position_refusal(&pos, &[], rights).is_none());
        pos.put(
            Square::D4,
            nightrider_board::Piece::new(PieceKind::ROOK, White)
                .with_attributes(nightrider_board::Attributes::NEUTRAL),
        );
        assert!(position_refusal(&pos, &[white], CastlingRights::empty()).is_some());
    }

    #[test]
    fn names_in_the_manuals_order() {
        assert_eq!(
            Distancing::anti_koeko(White).name(),
            "Distancing WhiteAvoidsBlack WhiteAvoidsWhite RexInclusive"
        );
        assert_eq!(
            Distancing::anti_koeko(Black).name(),
            "Distancing BlackAvoidsWhite BlackAvoidsBlack RexInclusive"
        );
    }

    proptest! {
        /// Both sides' AntiKoeko (every moved unit, kings included,
        /// stands next to no unit; checks alike) is Popeye's AntiKoeko:
        /// the same legal moves on random positions without castling.
        #[test]
        fn both_anti_koekos_are_anti_koeko(
            cells in proptest::collection::vec((0u8..64, 0u8..6, any::<bool>()), 2..12),
            black in any::<bool>(),
        ) {
            let kinds = [PieceKind::QUEEN, PieceKind::ROOK, PieceKind::BISHOP,
                PieceKind::KNIGHT, PieceKind::PAWN, PieceKind::ROOK];
            let mut pieces = vec![(Square::D2, PieceKind::KING, White), (Square::E7, PieceKind::KING, Black)];
            for (sq, k, white) in cells {
                let sq = Square::from_index_masked(sq);
                let kind = kinds[k as usize];
                if pieces.iter().any(|p| p.0 == sq)
                    || (kind == PieceKind::PAWN && matches!(sq.y(), 0 | 7)) {
                    continue;
                }
                pieces.push((sq, kind, if white { White } else { Black }));
            }
            let mut pos = position_to_move(&pieces, black);
            let both = Distancing {
                rex_inclusive: true,
                ..Distancing::default()
            }
            .with(White, White)
            .with(White, Black)
            .with(Black, White)
            .with(Black, Black);
            let anti = engine_under(&pos, &[Condition::AntiKoeko]);
            prop_assume!(!anti.in_check(&pos, !pos.side_to_move()));
            let e = engine_under(&pos, &[Condition::Distancing(both)]);
            prop_assert_eq!(names(&e, &mut pos), names(&anti, &mut pos));
        }
    }
}
