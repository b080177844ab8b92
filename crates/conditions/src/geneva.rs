//! GenevaChess, as Popeye 4.104 plays it (its manual lists it among the
//! conditions taking Circe's options; the rule below was found by
//! comparing move lists).
//!
//! A unit captures only if its own Circe rebirth square, as if it were
//! captured where it stands (on its departure square), is empty before
//! the move: a unit standing on that square itself does not capture
//! (a rook on h1 does not). Nobody is reborn; the rule limits checks as
//! captures. Kings capture freely unless RexInclusive is given. The
//! rebirth square follows the Circe options Mirror and Diametral (the
//! others are refused: [`options_compared`]).

use crate::condition::{Adaptation, CirceRules, Condition};
use crate::rebirth::{rebirth_square, Capture};
use nightrider_board::{Colour, Move, Position};

/// Whether `side` may play `m` under GenevaChess with `rules`: a move
/// capturing nothing may; a capture only if the capturer's rebirth
/// square, computed for its departure square, is on the board and
/// empty (a king's only under RexInclusive).
pub(crate) fn allows(rules: &CirceRules, pos: &Position, m: &Move, side: Colour) -> bool {
    if !m.is_capture() {
        return true;
    }
    let Some(capturer) = pos.piece_at(m.from) else {
        return true;
    };
    if !rules.reborn(capturer.kind) {
        return true;
    }
    let at = m.captures.first().unwrap_or(m.to);
    let Some(victim) = pos.piece_at(at) else {
        return true;
    };
    let capture = Capture {
        reborn: capturer,
        colour: side,
        other: (victim, !side),
        square: m.from,
        from: m.from,
        chosen: None,
    };
    rebirth_square(rules, &capture).is_some_and(|sq| pos.piece_at(sq).is_none())
}

/// The Circe options GenevaChess has been compared with Popeye under:
/// the game-array squares, Mirror, RexInclusive and Diametral. (Under
/// File, Symmetry, Antipodes, Equipollents, PWC and Couscous Popeye's
/// lists differ from the rebirth square computed for the departure
/// square: rules not found.)
pub fn options_compared(rules: &CirceRules) -> bool {
    let base = CirceRules::default();
    matches!(rules.adaptation, Adaptation::None | Adaptation::Diametral)
        && CirceRules {
            mirror: base.mirror,
            rex_inclusive: base.rex_inclusive,
            adaptation: base.adaptation,
            ..*rules
        } == base
}

/// The fairy pieces GenevaChess has been compared with Popeye with
/// (English codes): the grasshopper, the nightrider and the camel.
/// (With a rook locust Popeye's checks differ from a locust's capture
/// judged by the rule.)
const COMPARED: [&str; 3] = ["g", "n", "ca"];

/// GenevaChess among `conditions` with a fairy piece on `pos`, or among
/// the `promotions`, whose moves under the rule were not compared with
/// Popeye.
pub fn position_refusal(
    pos: &Position,
    conditions: &[Condition],
    promotions: &[nightrider_board::PieceKind],
) -> Option<&'static str> {
    if !conditions.iter().any(|c| matches!(c, Condition::Geneva(_))) {
        return None;
    }
    (!crate::compat::fairy_pieces_compared(pos, promotions, &COMPARED))
        .then_some("GenevaChess with this fairy piece")
}

/// The conditions GenevaChess has been compared with Popeye beside
/// (move lists agreeing on random positions).
fn compared_beside(c: &Condition) -> bool {
    matches!(
        c,
        Condition::Geneva(_) | Condition::Madrasi { .. } | Condition::Patrol
    )
}

/// GenevaChess beside a condition it has not been compared with Popeye
/// beside, the two names for the error.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions
        .iter()
        .find(|c| matches!(c, Condition::Geneva(_)))?;
    let other = conditions.iter().find(|c| !compared_beside(c))?;
    Some((first.to_string(), other.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::{Piece, PieceKind, Square};

    use crate::test_support::position as board;

    #[test]
    fn a_unit_captures_only_with_its_rebirth_square_empty() {
        use Colour::{Black, White};
        let rules = CirceRules::default();
        let capture = |from, to| Move::capture(from, to);
        // the rook on d1 (a light square) is reborn on h1
        let mut pos = board(&[
            (Square::D1, PieceKind::ROOK, White),
            (Square::D5, PieceKind::ROOK, Black),
        ]);
        assert!(allows(
            &rules,
            &pos,
            &capture(Square::D1, Square::D5),
            White
        ));
        pos.put(Square::H1, Piece::new(PieceKind::KNIGHT, White));
        assert!(!allows(
            &rules,
            &pos,
            &capture(Square::D1, Square::D5),
            White
        ));
        // a rook on its own rebirth square does not capture
        let pos = board(&[
            (Square::H1, PieceKind::ROOK, White),
            (Square::H5, PieceKind::ROOK, Black),
        ]);
        assert!(!allows(
            &rules,
            &pos,
            &capture(Square::H1, Square::H5),
            White
        ));
        // a king captures freely, but under RexInclusive
        let pos = board(&[
            (Square::E2, PieceKind::KING, White),
            (Square::E1, PieceKind::KNIGHT, White),
            (Square::D3, PieceKind::PAWN, Black),
        ]);
        let m = capture(Square::E2, Square::D3);
        assert!(allows(&rules, &pos, &m, White));
        let rex = CirceRules {
            rex_inclusive: true,
            ..rules
        };
        assert!(!allows(&rex, &pos, &m, White));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under GenevaChess no legal capture is made by a unit other
        /// than a king whose rebirth square (for its departure square) is
        /// occupied. The legal moves are those found by playing.
        #[test]
        fn captures_need_the_capturers_rebirth_square_empty(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
        ) {
            let rules = CirceRules::default();
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = crate::test_support::engine_under(&pos, &[Condition::Geneva(rules)]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter().filter(|m| m.is_capture()) {
                proptest::prop_assert!(allows(&rules, &pos, m, side), "{:?}", m);
                let capturer = pos.piece_at(m.from).unwrap();
                if capturer.kind != PieceKind::KING {
                    let victim = pos.piece_at(m.captures.first().unwrap_or(m.to)).unwrap();
                    let sq = rebirth_square(&rules, &Capture {
                        reborn: capturer,
                        colour: side,
                        other: (victim, !side),
                        square: m.from,
                        from: m.from,
                        chosen: None,
                    }).unwrap();
                    proptest::prop_assert!(pos.piece_at(sq).is_none(), "{:?}", m);
                }
            }
        }
    }
}
