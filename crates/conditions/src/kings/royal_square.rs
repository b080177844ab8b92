//! WhiteRoyalSquare and BlackRoyalSquare: the side named has no king but
//! a royal square, as Popeye 4.104 plays it (found by running it). The
//! side is in check when a piece of the other side observes the square
//! (attacks it by its walk: a pawn diagonally forward, a rider along an
//! open line, a hopper over a hurdle), whether the square is empty or
//! occupied by a piece of either side; the piece standing on it observes
//! nothing there. Any piece may stand on the square or leave it; a check
//! is parried only by capturing or blocking the observing pieces. Mate and
//! stalemate are the side's having no legal move, in check or not.
//!
//! Only the first square given counts (Popeye's `WhiteRoyalSquare d5 e4`
//! is `d5`), and a side with a royal square may have no royal piece
//! (Popeye: "only one king allowed").

use crate::condition::Condition;
use crate::engine::{Engine, CHECKED_AT_SETUP};
use nightrider_board::{Colour, Position, Square};

/// The royal square of `side` among `conditions`, if it has one.
pub fn royal_square(conditions: &[Condition], side: Colour) -> Option<Square> {
    conditions.iter().find_map(|c| match *c {
        Condition::RoyalSquare { side: s, square } if s == side => Some(square),
        _ => None,
    })
}

/// Whether `c` is a royal square's condition.
pub(crate) fn is_royal_square(c: &Condition) -> bool {
    matches!(c, Condition::RoyalSquare { .. })
}

/// A royal square beside a condition it has not been compared with
/// Popeye beside, as the two names for the error: the royal squares stand
/// beside each other (one per side) and beside the conditions
/// `combines_with_king_conditions` names.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| is_royal_square(c))?;
    if let Some(other) = conditions
        .iter()
        .find(|c| !is_royal_square(c) && !super::combines_with_king_conditions(c))
    {
        return Some((first.to_string(), other.to_string()));
    }
    for side in [Colour::White, Colour::Black] {
        let mut given = conditions
            .iter()
            .filter(|c| matches!(c, Condition::RoyalSquare { side: s, .. } if *s == side));
        if let (Some(a), Some(_)) = (given.next(), given.next()) {
            return Some((a.to_string(), format!("{a} given twice")));
        }
    }
    None
}

/// What of the diagram `pos` cannot be played under the royal squares of
/// `conditions`: a royal piece (a king) of a side with a royal square, as
/// Popeye refuses it, and neutral pieces (not compared with Popeye).
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    let sides: Vec<Colour> = [Colour::White, Colour::Black]
        .into_iter()
        .filter(|&side| royal_square(conditions, side).is_some())
        .collect();
    if sides.is_empty() {
        return None;
    }
    if sides.iter().any(|&side| !pos.royals(side).is_empty()) {
        return Some("a king or royal piece of a side with a RoyalSquare");
    }
    (!pos.neutrals().is_empty()).then_some("RoyalSquare with neutral pieces")
}

impl Engine {
    /// Whether `side`, whose royal square is `square`, is in check: a
    /// piece of the other side observes the square (the piece on it
    /// excepted).
    pub(crate) fn royal_square_observed(
        &self,
        pos: &Position,
        square: Square,
        side: Colour,
    ) -> bool {
        let by = !side;
        let empty = pos.piece_at(square).is_none();
        self.generator
            .attackers(pos, square, by)
            .expect(CHECKED_AT_SETUP)
            .into_iter()
            .any(|from| {
                if empty {
                    // (judged by the capture landing there, a pawn's
                    // promoting one too: the kind it would become does
                    // not matter to the rules on checks)
                    let capture = nightrider_board::Move::capture(from, square);
                    self.capture_counts_as_check(pos, &capture, square, by, false)
                } else {
                    self.observation_stands(pos, from, square, by)
                }
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::{Piece, PieceKind};
    use nightrider_movegen::{MoveGenerator, MoveList, Rules, WalkRegistry};

    fn engine(pos: &Position, conditions: &[Condition]) -> Engine {
        let generator =
            MoveGenerator::for_position(pos, Rules::default(), &WalkRegistry::new()).unwrap();
        Engine::new(generator, conditions).unwrap()
    }

    fn white_on(square: Square) -> Condition {
        Condition::RoyalSquare {
            side: Colour::White,
            square,
        }
    }

    fn put(pos: &mut Position, sq: Square, kind: PieceKind, colour: Colour) {
        pos.put(sq, Piece::new(kind, colour));
    }

    #[test]
    fn a_royal_square_is_in_check_when_observed_empty_or_not() {
        let mut pos = Position::empty();
        put(&mut pos, Square::E8, PieceKind::KING, Colour::Black);
        put(&mut pos, Square::E5, PieceKind::PAWN, Colour::Black);
        let conditions = [white_on(Square::D4)];
        let e = engine(&pos, &conditions);
        // a pawn observes the empty square diagonally
        assert!(e.in_check(&pos, Colour::White));
        // not the square in front of it
        let e3 = [white_on(Square::E4)];
        assert!(!engine(&pos, &e3).in_check(&pos, Colour::White));
        // a white piece on the square does not shield it
        put(&mut pos, Square::D4, PieceKind::ROOK, Colour::White);
        assert!(e.in_check(&pos, Colour::White));
        // the piece on the square observes nothing there
        let mut pos = Position::empty();
        put(&mut pos, Square::E8, PieceKind::KING, Colour::Black);
        put(&mut pos, Square::D4, PieceKind::ROOK, Colour::Black);
        assert!(!e.in_check(&pos, Colour::White));
    }

    #[test]
    fn a_check_to_the_square_is_parried_by_capture_or_block_alone() {
        let mut pos = Position::empty();
        put(&mut pos, Square::E8, PieceKind::KING, Colour::Black);
        put(&mut pos, Square::D8, PieceKind::ROOK, Colour::Black);
        put(&mut pos, Square::D1, PieceKind::ROOK, Colour::White);
        let e = engine(&pos, &[white_on(Square::D4)]);
        let mut moves = MoveList::new();
        e.legal_moves(&mut pos, &mut moves);
        let mut to: Vec<Square> = moves.iter().map(|m| m.to).collect();
        to.sort();
        // standing on d4 does not help; d5-d7 block, d8 captures
        assert_eq!(to, [Square::D5, Square::D6, Square::D7, Square::D8]);
    }

    #[test]
    fn kings_of_a_side_with_a_royal_square_and_pairs_are_refused() {
        let mut pos = Position::empty();
        put(&mut pos, Square::E8, PieceKind::KING, Colour::Black);
        let conditions = [white_on(Square::D4)];
        assert_eq!(position_refusal(&pos, &conditions), None);
        put(&mut pos, Square::E1, PieceKind::KING, Colour::White);
        assert!(position_refusal(&pos, &conditions).is_some());
        assert_eq!(position_refusal(&pos, &[Condition::NoCapture]), None);
        let black = Condition::RoyalSquare {
            side: Colour::Black,
            square: Square::E5,
        };
        assert_eq!(combination_refusal(&[white_on(Square::D4), black]), None);
        assert_eq!(
            combination_refusal(&[white_on(Square::D4), Condition::NoCapture]),
            None
        );
        assert!(combination_refusal(&[white_on(Square::D4), Condition::Checkless]).is_some());
        assert!(combination_refusal(&[white_on(Square::D4), white_on(Square::E4)]).is_some());
    }
}
