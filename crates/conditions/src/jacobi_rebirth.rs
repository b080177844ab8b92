//! Jacobi's rebirth squares `Above` and `Below` (Jacobi's manual, "Circe
//! Above, Circe Below"): "'Above' is one square in front of the piece
//! (= the square we lookup in FaceToFace to determine power). Note that
//! the direction is from the point of view of the owner of the reborn
//! piece. As an example, if wPd4 takes bPe5, then the Circe Above
//! rebirth is \[+bPe4\], and the AntiCirce Above rebirth is
//! \[wPe5->e6\]." `Below` is the square behind it.
//!
//! The square is found from the capture square, forward for White up the
//! board, for Black down it; everything else is the family's
//! ([`crate::rebirth::rebirth_square`]): under Circe the captured piece is
//! not reborn where the square is occupied or off the board (a black
//! unit taken on the first rank under Above), under AntiCirce such a
//! capture is illegal (Strict, the default) or made without rebirth
//! (Relaxed); a pawn reborn on its first rank stays there unable to move
//! (the manual, "NormalPawn": "by default they cannot move"), one reborn
//! on its promotion rank promotes, as under every rebirth rule.
//!
//! Refused (no source gives their meaning beside these squares, and
//! there is nothing to compare with): Above and Below beside any other
//! condition, under a Circe-family condition other than Circe and
//! AntiCirce, and with the variants Mirror, Couscous, Diametral,
//! VerticalMirror, Frischauf, Clone, Turncoats, Chameleon, Einstein,
//! WaitCapture, April, Assassin and the underworld ones.

use crate::condition::{Adaptation, CirceRules, Condition, RebirthIdentity, RebirthSquare};
use nightrider_board::{Colour, Square};

/// The square next to `capture` on its file, in front of it as `owner`
/// sees the board (`above`) or behind it; `None` off the board.
pub fn next_square(capture: Square, owner: Colour, above: bool) -> Option<Square> {
    let forward = owner.fold(1, -1);
    let step = if above { forward } else { -forward };
    Square::from_xy(capture.x(), capture.y() + step)
}

/// Whether `rules` use one of Jacobi's squares.
fn jacobi_square(rules: &CirceRules) -> bool {
    matches!(rules.square, RebirthSquare::Above | RebirthSquare::Below)
}

/// Whether Above or Below stands with only the options compared by hand
/// (RexInclusive, Strict or Relaxed, Calvet or Cheylan).
fn plain_options(rules: &CirceRules) -> bool {
    !rules.mirror
        && rules.identity == RebirthIdentity::Victim
        && rules.adaptation == Adaptation::None
        && !rules.assassin
        && !rules.turncoat
        && rules.chameleon.is_none()
        && rules.einstein.is_none()
        && rules.underworld.is_none()
        && !rules.wait_capture
        && !rules.clone
        && rules.april.is_none()
}

/// The Circe-family rules of `c` if they use Above or Below, with the
/// name of the family.
fn with_jacobi_square(c: &Condition) -> Option<(&'static str, &CirceRules)> {
    // (the input's reading gives them to Circe and AntiCirce only)
    let (family, rules) = match c {
        Condition::Circe(r) => ("Circe", r),
        Condition::AntiCirce(r) => ("AntiCirce", r),
        _ => return None,
    };
    jacobi_square(rules).then_some((family, rules))
}

/// The name of the square of `rules` (Above or Below).
fn square_name(rules: &CirceRules) -> &'static str {
    if rules.square == RebirthSquare::Above {
        "Above"
    } else {
        "Below"
    }
}

/// The refusal of Above or Below among `conditions`, if any: another
/// condition beside it, or an option not compared.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let (at, (family, rules)) = conditions
        .iter()
        .enumerate()
        .find_map(|(i, c)| with_jacobi_square(c).map(|f| (i, f)))?;
    let name = format!("{family} {}", square_name(rules));
    if !plain_options(rules) {
        return Some((
            name,
            "an option other than RexInclusive, Strict, Relaxed, Calvet, Cheylan".into(),
        ));
    }
    let other = conditions.iter().enumerate().find(|&(i, _)| i != at)?.1;
    Some((name, other.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{engine_under, legal_moves, position_to_move};
    use nightrider_board::Colour::{Black, White};
    use nightrider_board::PieceKind;
    use proptest::prelude::*;

    fn rules(square: RebirthSquare) -> CirceRules {
        CirceRules {
            square,
            ..CirceRules::default()
        }
    }

    /// AntiCirce's defaults (Popeye's: RexInclusive, Strict) with `square`.
    fn anti(square: RebirthSquare) -> CirceRules {
        CirceRules {
            square,
            rex_inclusive: true,
            strict: true,
            ..CirceRules::default()
        }
    }

    /// Plays `from`-`to` (the only such legal move) and gives what stands
    /// on `at` afterwards.
    fn after(
        conditions: &[Condition],
        pieces: &[(Square, PieceKind, Colour)],
        black: bool,
        from: Square,
        to: Square,
        at: Square,
    ) -> Option<(PieceKind, Colour)> {
        let mut pos = position_to_move(pieces, black);
        let e = engine_under(&pos, conditions);
        let m = legal_moves(&e, &mut pos)
            .into_iter()
            .find(|m| m.from == from && m.to == to)
            .expect("the move is legal");
        e.play(&mut pos, &m);
        pos.piece_at(at).map(|p| (p.kind, p.colour))
    }

    /// The manual's example: wPd4 takes bPe5; Circe Above reborns the
    /// black pawn on e4, AntiCirce Above the white pawn on e6.
    #[test]
    fn the_manuals_example() {
        let pieces = [
            (Square::A1, PieceKind::KING, White),
            (Square::H8, PieceKind::KING, Black),
            (Square::D4, PieceKind::PAWN, White),
            (Square::E5, PieceKind::PAWN, Black),
        ];
        let circe = [Condition::Circe(rules(RebirthSquare::Above))];
        assert_eq!(
            after(&circe, &pieces, false, Square::D4, Square::E5, Square::E4),
            Some((PieceKind::PAWN, Black))
        );
        let anticirce = [Condition::AntiCirce(anti(RebirthSquare::Above))];
        assert_eq!(
            after(
                &anticirce,
                &pieces,
                false,
                Square::D4,
                Square::E5,
                Square::E6
            ),
            Some((PieceKind::PAWN, White))
        );
        assert_eq!(
            after(
                &anticirce,
                &pieces,
                false,
                Square::D4,
                Square::E5,
                Square::E5
            ),
            None
        );
        // Below: behind, as the owner sees it
        let circe = [Condition::Circe(rules(RebirthSquare::Below))];
        assert_eq!(
            after(&circe, &pieces, false, Square::D4, Square::E5, Square::E6),
            Some((PieceKind::PAWN, Black))
        );
        let anticirce = [Condition::AntiCirce(anti(RebirthSquare::Below))];
        assert_eq!(
            after(
                &anticirce,
                &pieces,
                false,
                Square::D4,
                Square::E5,
                Square::E4
            ),
            Some((PieceKind::PAWN, White))
        );
    }

    /// Off the board or occupied (hand-checked): a black rook taken on
    /// the first rank has no square above it (Black's forward is down),
    /// so under Circe Above it is not reborn; under AntiCirce Above
    /// (Strict) a white capture on the eighth rank is illegal, under
    /// Below the capturer goes back one square; an occupied square
    /// makes the capture illegal too.
    #[test]
    fn off_the_board_or_occupied() {
        let pieces = [
            (Square::H8, PieceKind::KING, White),
            (Square::A8, PieceKind::KING, Black),
            (Square::D4, PieceKind::ROOK, White),
            (Square::D1, PieceKind::ROOK, Black),
        ];
        let circe = [Condition::Circe(rules(RebirthSquare::Above))];
        let mut pos = position_to_move(&pieces, false);
        let e = engine_under(&pos, &circe);
        let m = legal_moves(&e, &mut pos)
            .into_iter()
            .find(|m| m.from == Square::D4 && m.to == Square::D1)
            .unwrap();
        e.play(&mut pos, &m);
        assert!(pos.pieces(PieceKind::ROOK, Black).is_empty());
        // the black rook takes d4: reborn above it as White sees it, d5
        assert_eq!(
            after(&circe, &pieces, true, Square::D1, Square::D4, Square::D5),
            Some((PieceKind::ROOK, White))
        );
        let pieces = [
            (Square::H1, PieceKind::KING, White),
            (Square::A1, PieceKind::KING, Black),
            (Square::D4, PieceKind::ROOK, White),
            (Square::D8, PieceKind::ROOK, Black),
            (Square::E5, PieceKind::KNIGHT, Black),
            (Square::F4, PieceKind::PAWN, White),
            (Square::G5, PieceKind::BISHOP, Black),
            (Square::G6, PieceKind::PAWN, Black),
        ];
        let mut pos = position_to_move(&pieces, false);
        let above = engine_under(&pos, &[Condition::AntiCirce(anti(RebirthSquare::Above))]);
        let moves = legal_moves(&above, &mut pos);
        let has = |moves: &[nightrider_board::Move], from, to| {
            moves.iter().any(|m| m.from == from && m.to == to)
        };
        assert!(!has(&moves, Square::D4, Square::D8));
        // f4xe5: reborn on e6, free; f4xg5: g6 occupied, illegal
        assert!(has(&moves, Square::F4, Square::E5));
        assert!(!has(&moves, Square::F4, Square::G5));
        let below = engine_under(&pos, &[Condition::AntiCirce(anti(RebirthSquare::Below))]);
        let moves = legal_moves(&below, &mut pos);
        assert!(has(&moves, Square::D4, Square::D8));
        assert_eq!(
            after(
                &[Condition::AntiCirce(anti(RebirthSquare::Below))],
                &pieces,
                false,
                Square::D4,
                Square::D8,
                Square::D7
            ),
            Some((PieceKind::ROOK, White))
        );
    }

    #[test]
    fn refused_beside_others_and_with_other_options() {
        let above = Condition::Circe(rules(RebirthSquare::Above));
        assert_eq!(combination_refusal(std::slice::from_ref(&above)), None);
        assert!(combination_refusal(&[above, Condition::NoCapture]).is_some());
        let mirror = Condition::Circe(CirceRules {
            mirror: true,
            ..rules(RebirthSquare::Below)
        });
        assert!(combination_refusal(&[mirror]).is_some());
        assert_eq!(
            combination_refusal(&[Condition::AntiCirce(anti(RebirthSquare::Below))]),
            None
        );
        assert_eq!(
            combination_refusal(&[Condition::Circe(CirceRules::default())]),
            None
        );
    }

    proptest! {
        /// Above for one side is Below for the other, and the square is
        /// the capture square's neighbour on its file.
        #[test]
        fn above_is_the_other_sides_below(sq in 0u8..64, white: bool) {
            let sq = Square::new(sq).unwrap();
            let owner = if white { White } else { Black };
            let above = next_square(sq, owner, true);
            prop_assert_eq!(above, next_square(sq, !owner, false));
            if let Some(a) = above {
                prop_assert_eq!(a.x(), sq.x());
                prop_assert_eq!((a.y() - sq.y()).abs(), 1);
            }
        }
    }
}
