//! PartialParalysis, as Popeye 4.104 plays it (found by experiment; its
//! manual only names the condition): a unit observed by an opposing unit
//! loses the moves that a unit of the observer's kind (and of its own
//! side) standing on its square could make, the same arrival and the same
//! captures. A queen observed by a rook keeps its bishop moves, a rook
//! observed by a queen or a knight by a knight cannot move, a queen
//! observed by a king loses its single steps, a king observed by a pawn
//! loses the pawn's step and captures, a queen on its second rank
//! observed by a pawn the pawn's double step too. A pawn's promotions are
//! no moves of a piece (a queen on d7 observed by a pawn on e8 still goes
//! to d8 and takes on e8), but a pawn observed by a queen does not promote
//! by a step the queen's walk makes. A castling is the king's move to its
//! square: a king observed by a rook or a queen does not castle (the
//! rook's own part is not judged). A locust observed by a queen still
//! takes on c2 from h7 landing on b1, which no queen's move does.
//!
//! The observer observes by its walk alone, paralysed or not (a rook that
//! a queen paralyses still paralyses a king).
//!
//! A check is judged by observation, not by the move: a unit gives check
//! unless an opposing unit observing it would, as a unit of that kind on
//! the checking unit's square, observe the king too. So a rook observed
//! by a queen gives no check along its lines, nor does a locust observed
//! by a queen along the queen's lines (though its capture of another unit
//! there is allowed), and no pawn ever checks (the king it attacks
//! observes it, and a king on its square would observe the king).
//! Popeye judges the side to play's capture of the king in the diagram
//! this way too: where the walks alone could take the king but the rule
//! forbids it, it solves, without a word.

use crate::condition::Condition;
use crate::engine::Engine;
use nightrider_board::{Colour, Move, Piece, PieceKind, Position, Square};
use nightrider_movegen::MoveList;

/// Whether `c` is PartialParalysis.
pub(crate) fn is_partial_paralysis(c: &Condition) -> bool {
    matches!(c, Condition::PartialParalysis)
}

/// Whether PartialParalysis has been compared with Popeye 4.104 beside
/// `c` (move lists on random positions agreeing): plain Circe and
/// AntiCirce, NoCapture, the Maximummers and must-capture rules,
/// Patrouille, Lortap, KoeKo and AndernachChess.
fn compared_beside(c: &Condition) -> bool {
    let plain = crate::CirceRules::default();
    match c {
        Condition::Circe(r) => *r == plain,
        // (plain AntiCirce: RexInclusive and Strict by default)
        Condition::AntiCirce(r) => {
            *r == crate::CirceRules {
                rex_inclusive: true,
                strict: true,
                ..plain
            }
        }
        _ => matches!(
            c,
            Condition::NoCapture
                | Condition::Maximummer(_)
                | Condition::MustCapture(_)
                | Condition::Patrol
                | Condition::Lortap
                | Condition::Koeko
                | Condition::Andernach
        ),
    }
}

/// PartialParalysis beside a condition it has not been compared with
/// Popeye 4.104 beside (beside Madrasi, EiffelChess and Isardam Popeye
/// refuses the problem; beside MonochromChess, BichromChess and GridChess
/// it observes by the squares the rule allows), as the two names.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| is_partial_paralysis(c))?;
    let other = conditions
        .iter()
        .find(|c| *c != first && !compared_beside(c))?;
    Some((first.to_string(), other.to_string()))
}

/// The fairy pieces (Popeye's codes) compared with Popeye under
/// PartialParalysis: leapers, riders, hoppers, locusts and lions.
const FAIRY_PIECES_COMPARED: &[&str] = &[
    "g", "n", "z", "ca", "al", "da", "fe", "we", "gi", "ka", "l", "nh", "li", "le", "pa", "va",
    "ma", "mo", "eq", "rh", "bh", "am", "em", "pr", "gn", "ok", "bi", "zr", "cr", "ch", "zh", "gr",
    "lo", "ro",
];

/// PartialParalysis with neutral units, piece attributes or fairy pieces
/// (on the board or promoted to) not compared with Popeye 4.104.
pub(crate) fn position_refusal(
    pos: &Position,
    conditions: &[Condition],
    promotions: &[PieceKind],
) -> Option<&'static str> {
    if !conditions.iter().any(is_partial_paralysis) {
        return None;
    }
    if !pos.neutrals().is_empty() {
        return Some("PartialParalysis with neutral units");
    }
    if !crate::compat::attributes_on(pos).is_empty() {
        return Some("PartialParalysis with piece attributes");
    }
    (!crate::compat::fairy_pieces_compared(pos, promotions, FAIRY_PIECES_COMPARED))
        .then_some("PartialParalysis with these fairy pieces")
}

impl Engine {
    /// The kinds of the units of `by` observing `sq` by their walks (the
    /// unit on `sq` not counted), each once.
    fn observer_kinds(&self, pos: &Position, sq: Square, by: Colour) -> Vec<PieceKind> {
        let mut kinds: Vec<PieceKind> = Vec::new();
        for from in pos.by_colour(by).without(sq) {
            if let Some(p) = pos.piece_at(from) {
                if !kinds.contains(&p.kind) && self.plain_observes(pos, from, sq, by) {
                    kinds.push(p.kind);
                }
            }
        }
        kinds
    }

    /// Whether `side` may play `m` under PartialParalysis: no opposing
    /// unit observing the mover's square could make the move (its arrival
    /// and captures), from that square, as a unit of `side` of its own
    /// kind; a pawn's promotion is no such move of a piece.
    pub(crate) fn partial_paralysis_allows(&self, pos: &Position, m: &Move, side: Colour) -> bool {
        let Some(mover) = pos.piece_at(m.from) else {
            return true;
        };
        let mut moves = MoveList::new();
        self.observer_kinds(pos, m.from, !side)
            .into_iter()
            .all(|kind| {
                moves.clear();
                self.generate_at(pos, m.from, Piece::new(kind, side), side, false, &mut moves);
                !moves.iter().any(|other| {
                    other.to == m.to
                        && other.captures == m.captures
                        && (other.promotion.is_none() || mover.kind == PieceKind::PAWN)
                })
            })
    }

    /// Whether the observation of `target` by the unit of `by` on `from`
    /// stands under PartialParalysis: no opposing unit observing `from`
    /// would, as a unit of `by` of its kind on `from`, observe `target`.
    pub(crate) fn partial_paralysis_observation_stands(
        &self,
        pos: &Position,
        from: Square,
        target: Square,
        by: Colour,
    ) -> bool {
        self.observer_kinds(pos, from, !by).into_iter().all(|kind| {
            !self
                .walks_at(pos, from, Piece::new(kind, by), by, true)
                .iter()
                .any(|w| w.attacks(pos, from, target, by))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    use crate::test_support::position_to_move as position;
    use Colour::{Black, White};

    fn engine(pos: &Position) -> Engine {
        crate::test_support::engine_under(pos, &[Condition::PartialParalysis])
    }

    /// The arrival squares of the legal moves from `from`, sorted.
    fn moves_of(pos: &mut Position, from: Square) -> Vec<Square> {
        let e = engine(pos);
        let mut v: Vec<Square> = crate::test_support::legal_moves(&e, pos)
            .into_iter()
            .filter(|m| m.from == from)
            .map(|m| m.to)
            .collect();
        v.sort();
        v
    }

    #[test]
    fn a_queen_observed_by_a_rook_keeps_its_bishop_moves() {
        let mut pos = position(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::D4, PieceKind::QUEEN, White),
                (Square::A8, PieceKind::KING, Black),
                (Square::D7, PieceKind::ROOK, Black),
            ],
            false,
        );
        let found = moves_of(&mut pos, Square::D4);
        assert_eq!(found.len(), 13);
        assert!(found.iter().all(|to| to.x() != 3 && to.y() != 3));
    }

    #[test]
    fn units_observed_by_their_own_kind_do_not_move() {
        // the pawn c5 observes the pawn d4, the knight f4 the knight g2
        let mut pos = position(
            &[
                (Square::A1, PieceKind::KING, White),
                (Square::D4, PieceKind::PAWN, White),
                (Square::G2, PieceKind::KNIGHT, White),
                (Square::H8, PieceKind::KING, Black),
                (Square::F4, PieceKind::KNIGHT, Black),
                (Square::C5, PieceKind::PAWN, Black),
            ],
            false,
        );
        assert!(moves_of(&mut pos, Square::D4).is_empty());
        assert!(moves_of(&mut pos, Square::G2).is_empty());
        // a knight on f5 observes d4 but not g2
        pos.clear(Square::F4);
        pos.put(Square::F5, Piece::new(PieceKind::KNIGHT, Black));
        assert_eq!(moves_of(&mut pos, Square::G2).len(), 4);
    }

    #[test]
    fn a_king_observed_by_a_pawn_loses_the_pawns_moves() {
        let mut pos = position(
            &[
                (Square::D4, PieceKind::KING, White),
                (Square::A8, PieceKind::KING, Black),
                (Square::C5, PieceKind::PAWN, Black),
            ],
            false,
        );
        let found = moves_of(&mut pos, Square::D4);
        assert_eq!(
            found,
            [
                Square::C3,
                Square::D3,
                Square::E3,
                Square::C4,
                Square::E4,
                Square::E5
            ]
        );
    }

    #[test]
    fn promotions_are_no_moves_of_a_piece() {
        // the black pawn e8 observes the queen d7, which still goes to d8
        // and takes on e8 (a white pawn's moves there promote)
        let mut pos = position(
            &[
                (Square::H1, PieceKind::KING, White),
                (Square::D7, PieceKind::QUEEN, White),
                (Square::A1, PieceKind::KING, Black),
                (Square::E8, PieceKind::PAWN, Black),
            ],
            false,
        );
        let found = moves_of(&mut pos, Square::D7);
        assert!(found.contains(&Square::D8));
        assert!(found.contains(&Square::E8));
        // a black pawn on a2 observed by a queen does not promote on a1
        let mut pos = position(
            &[
                (Square::H1, PieceKind::KING, White),
                (Square::A8, PieceKind::QUEEN, White),
                (Square::C5, PieceKind::KING, Black),
                (Square::A2, PieceKind::PAWN, Black),
                (Square::B2, PieceKind::PAWN, Black),
            ],
            true,
        );
        assert!(moves_of(&mut pos, Square::A2).is_empty());
        assert_eq!(moves_of(&mut pos, Square::B2).len(), 4);
    }

    #[test]
    fn a_queen_observed_by_a_pawn_loses_the_double_step() {
        let mut pos = position(
            &[
                (Square::H1, PieceKind::KING, White),
                (Square::D2, PieceKind::QUEEN, White),
                (Square::A8, PieceKind::KING, Black),
                (Square::E3, PieceKind::PAWN, Black),
            ],
            false,
        );
        let found = moves_of(&mut pos, Square::D2);
        assert!(!found.contains(&Square::D3));
        assert!(!found.contains(&Square::D4));
        assert!(!found.contains(&Square::E3));
        assert!(found.contains(&Square::D5));
    }

    #[test]
    fn a_king_observed_by_a_rook_does_not_castle() {
        // the rook e8 (paralysed by the queen a4: no check) observes e1
        let mut pos = position(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::H1, PieceKind::ROOK, White),
                (Square::A4, PieceKind::QUEEN, White),
                (Square::B8, PieceKind::KING, Black),
                (Square::E8, PieceKind::ROOK, Black),
            ],
            false,
        );
        pos.set_castling_unrecorded(nightrider_board::CastlingRights::WHITE_KINGSIDE);
        let found = moves_of(&mut pos, Square::E1);
        assert!(!found.contains(&Square::G1));
        assert!(found.contains(&Square::D2));
        // observed by a rook on h8, the rook h1 castles
        let mut pos = position(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::H1, PieceKind::ROOK, White),
                (Square::A7, PieceKind::KING, Black),
                (Square::H8, PieceKind::ROOK, Black),
            ],
            false,
        );
        pos.set_castling_unrecorded(nightrider_board::CastlingRights::WHITE_KINGSIDE);
        assert!(moves_of(&mut pos, Square::E1).contains(&Square::G1));
    }

    #[test]
    fn a_paralysed_rook_gives_no_check() {
        // the queen d7 observes the rook a4, whose capture of the king h4
        // would be a queen's move
        let pos = position(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::A4, PieceKind::ROOK, White),
                (Square::H4, PieceKind::KING, Black),
                (Square::D7, PieceKind::QUEEN, Black),
            ],
            true,
        );
        let e = engine(&pos);
        assert!(!e.in_check(&pos, Black));
        let mut pos = pos;
        // the queen must keep observing a4; the king, observed by the
        // rook, keeps its diagonal steps only
        let moves = crate::test_support::legal_moves(&e, &mut pos);
        assert!(moves
            .iter()
            .filter(|m| m.from == Square::H4)
            .all(|m| m.to == Square::G3 || m.to == Square::G5));
        assert!(!moves.iter().any(|m| m.to == Square::D8));
        assert_eq!(moves.len(), 10);
    }

    #[test]
    fn no_pawn_gives_check() {
        let pos = position(
            &[
                (Square::A1, PieceKind::KING, White),
                (Square::E4, PieceKind::PAWN, White),
                (Square::F5, PieceKind::KING, Black),
            ],
            true,
        );
        assert!(!engine(&pos).in_check(&pos, Black));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// A unit observed by an opposing unit of its own kind never
        /// moves (every move of its own is one of the observer's kind), no
        /// allowed move is one a unit of an observer's kind could make,
        /// and the legal moves are those found by playing every
        /// candidate.
        #[test]
        fn no_move_of_an_observers_kind(
            cells in proptest::collection::vec((0u8..64, 0u8..5, any::<bool>()), 4..16),
            black in any::<bool>(),
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = engine(&pos);
            if e.in_check(&pos, !side) {
                return Ok(());
            }
            let moves = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in moves.iter() {
                let p = pos.piece_at(m.from).expect("a mover");
                let kinds = e.observer_kinds(&pos, m.from, !side);
                prop_assert!(!kinds.contains(&p.kind), "{:?} moves observed by its kind", m);
                for kind in kinds {
                    let mut theirs = MoveList::new();
                    e.generate_at(&pos, m.from, Piece::new(kind, side), side, false, &mut theirs);
                    prop_assert!(!theirs.iter().any(|o| o.to == m.to
                        && o.captures == m.captures
                        && o.promotion.is_none()));
                }
            }
        }
    }
}
