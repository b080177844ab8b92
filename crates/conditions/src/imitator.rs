//! Imitator: units that are no pieces and copy every move.
//!
//! As Popeye 4.104 plays it (found by experiment; its manual only names
//! the condition):
//!
//! - Every move's displacement is copied by every imitator, step by step:
//!   a rider's move one square (or one leap) at a time, a leaper's move
//!   (king, knight) as one leap, a pawn's double step as two steps, a
//!   castling as the king's steps and then the rook's (`0-0-0` moves the
//!   imitators one file to the right). After each step every imitator
//!   must stand on the board, on a square no piece occupies (the moving
//!   piece has left its square: `Sd4-f5[Id4]`; a captured piece still
//!   stands until the last step). Otherwise the move is no move.
//! - The moving piece and the imitators move together, so a moving piece
//!   never reaches an imitator: no line stops at one (`Rc1-c2[Ic3]`), and
//!   the move generator does not see them ([`Position::imitators`]).
//! - Checks are captures of the king, so they too need the imitators to
//!   follow (a pawn on f2 does not check e1 when the imitator on e5 would
//!   land on an occupied d4).
//! - A castling king is tested for check on the square it passes with
//!   the imitators shifted by its step there.
//! - Beside Circe no piece is reborn where an imitator stands (after
//!   the move, or where a pawn promoted into one): the capture is no
//!   move. Beside AntiCirce the capturer is not reborn where an imitator
//!   stands after the move (no such capture, no such check), and a
//!   capture promoting into an imitator is no move.
//! - A pawn may promote into an imitator (`c7-c8[Ie5]=I`: the others move
//!   first, then the new one stands where the pawn arrived, after the
//!   others in their order); `NoIProm` forbids it.
//! - Popeye prints the imitators after each move in their order
//!   (`[Ib4,f6]`), before a promotion and after `ep.`; under the diagram
//!   `Imitator f5 b3` in the order given, the board showing `I`.
//!
//! Only orthodox pieces are played beside imitators (hoppers need a
//! hurdle for each imitator as well, which is not done): a fairy piece is
//! refused ([`position_refusal`]).

use crate::engine::{Engine, Played};
use crate::Condition;
use nightrider_board::annotation::Annotation;
use nightrider_board::{Bitboard, Move, PieceKind, Position, Special, Square};

/// The most imitators a diagram may hold (Popeye's input reader allows
/// ten).
pub const MAX_IN_DIAGRAM: usize = 10;

/// The kind a move's [`Move::promotion`] names for a promotion into an
/// imitator: no piece's kind (not in the catalogue nor among the user's
/// kinds). The pawn is taken off and an imitator put in its place
/// (when the move is played).
pub const PROMOTION: PieceKind = PieceKind(u16::MAX);

/// The squares of the imitators of the diagram, in the order given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ImitatorSquares {
    squares: [Option<Square>; MAX_IN_DIAGRAM],
}

impl ImitatorSquares {
    /// The imitators on `squares`, in that order; `None` if there are
    /// none, more than [`MAX_IN_DIAGRAM`], or two on one square.
    pub fn new(squares: &[Square]) -> Option<ImitatorSquares> {
        if squares.is_empty() || squares.len() > MAX_IN_DIAGRAM {
            return None;
        }
        let mut seen = Bitboard::EMPTY;
        let mut out = ImitatorSquares::default();
        for (slot, &sq) in out.squares.iter_mut().zip(squares) {
            if seen.contains(sq) {
                return None;
            }
            seen.insert(sq);
            *slot = Some(sq);
        }
        Some(out)
    }

    /// The squares, in the order given.
    pub fn iter(&self) -> impl Iterator<Item = Square> + '_ {
        self.squares.iter().map_while(|s| *s)
    }
}

/// Puts the imitators of `squares` on the set-up position `pos`, taking
/// off a piece standing on one of them (not journaled: for the diagram).
pub fn place_imitators(pos: &mut Position, squares: &ImitatorSquares) {
    for sq in squares.iter() {
        pos.clear(sq);
        pos.add_imitator_unrecorded(sq);
    }
}

/// Whether every imitator of `pos` can follow `m`, played by the piece on
/// `m.from`, step by step onto squares on the board that no piece holds.
pub fn imitators_follow(pos: &Position, m: &Move) -> bool {
    let imitators = pos.imitators();
    if imitators.is_empty() || m.is_null() {
        return true;
    }
    let Some(piece) = pos.piece_at(m.from) else {
        return true;
    };
    let occupied = pos.occupied().without(m.from);
    match m.special {
        Special::Castle { rook_from, rook_to } => {
            // the king's steps, the rook standing; then the rook's, the
            // king standing on its square
            let Some(shift) = follow(imitators, (0, 0), occupied, m.from, m.to, true) else {
                return false;
            };
            let occupied = occupied.without(rook_from).with(m.to);
            follow(imitators, shift, occupied, rook_from, rook_to, true).is_some()
        }
        _ => {
            let leaper = piece.kind == PieceKind::KING || piece.kind == PieceKind::KNIGHT;
            follow(imitators, (0, 0), occupied, m.from, m.to, !leaper).is_some()
        }
    }
}

/// Shifts the imitators of `pos` by the king's step `from` → `to` (a
/// castling's king tested for check on a square it passes: the
/// imitators have followed it there); `false` if one would leave the
/// board (the castling is then no move).
pub(crate) fn follow_king_step(pos: &mut Position, from: Square, to: Square) -> bool {
    let (dx, dy) = (to.x() - from.x(), to.y() - from.y());
    if pos.imitators().is_empty() || (dx == 0 && dy == 0) {
        return true;
    }
    if pos.imitators().iter().any(|sq| sq.offset(dx, dy).is_none()) {
        return false;
    }
    pos.shift_imitators(dx as i8, dy as i8);
    true
}

/// Whether an imitator of `pos` stands on `sq` once the imitators have
/// followed `m` (not a castling): under AntiCirce the capturer is not
/// reborn there.
pub(crate) fn holds_after(pos: &Position, m: &Move, sq: Square) -> bool {
    let (dx, dy) = displacement(m);
    pos.imitators().iter().any(|i| i.offset(dx, dy) == Some(sq))
}

/// The rules of plain AntiCirce (Calvet, kings included, Strict), the
/// variant compared with Popeye beside Imitator.
pub(crate) fn plain_anticirce() -> crate::CirceRules {
    crate::CirceRules {
        rex_inclusive: true,
        strict: true,
        ..Default::default()
    }
}

/// Whether no piece of `pos` stands on an imitator's square. Beside
/// Circe a move whose rebirth puts the captured piece where an imitator
/// stands (after it followed the move, or where a pawn promoted into
/// one) is no move: Popeye 4.104 lists no such move (it does not play
/// it as a capture without rebirth).
pub fn imitators_free(pos: &Position) -> bool {
    let occupied = pos.occupied();
    pos.imitators().iter().all(|&sq| !occupied.contains(sq))
}

/// Follows the way `from` → `to` (step by step when `stepwise`, in one
/// leap otherwise) with the imitators already shifted by `shift`: the
/// shift after it, or `None` if an imitator leaves the board or lands on
/// a square of `occupied`.
fn follow(
    imitators: &[Square],
    shift: (i32, i32),
    occupied: Bitboard,
    from: Square,
    to: Square,
    stepwise: bool,
) -> Option<(i32, i32)> {
    let (dx, dy) = (to.x() - from.x(), to.y() - from.y());
    let steps = if stepwise { dx.abs().max(dy.abs()) } else { 1 };
    if steps == 0 {
        return Some(shift);
    }
    let (sx, sy) = (dx / steps, dy / steps);
    let mut shift = shift;
    for _ in 0..steps {
        shift = (shift.0 + sx, shift.1 + sy);
        for &imitator in imitators {
            match imitator.offset(shift.0, shift.1) {
                Some(sq) if !occupied.contains(sq) => {}
                _ => return None,
            }
        }
    }
    Some(shift)
}

/// The displacement the imitators copy for `m`: the piece's, and under
/// castling the king's and the rook's together.
fn displacement(m: &Move) -> (i32, i32) {
    let king = (m.to.x() - m.from.x(), m.to.y() - m.from.y());
    match m.special {
        Special::Castle { rook_from, rook_to } => (
            king.0 + rook_to.x() - rook_from.x(),
            king.1 + rook_to.y() - rook_from.y(),
        ),
        Special::Null => (0, 0),
        _ => king,
    }
}

/// Adds, for each promotion among `moves`, the promotion of the same
/// pawn move into an imitator (once per move, before its other
/// promotions, as Popeye lists them).
pub(crate) fn add_imitator_promotions(moves: &mut nightrider_movegen::MoveList) {
    let mut added = nightrider_movegen::MoveList::new();
    let mut seen: Vec<Move> = Vec::new();
    for m in moves.iter() {
        if m.promotion.is_none() {
            continue;
        }
        let imitator = Move {
            promotion: Some(PROMOTION),
            ..*m
        };
        if !seen.contains(&imitator) {
            seen.push(imitator);
            added.push(imitator);
        }
    }
    for m in added.iter() {
        moves.push(*m);
    }
}

/// Imitator among `conditions` with a fairy or neutral piece on `pos`, or
/// a fairy kind among the `promotions`, or with more imitators possible
/// than a move's note holds: not compared with Popeye (a hopper's
/// imitators need hurdles too).
pub fn position_refusal(
    pos: &Position,
    conditions: &[Condition],
    promotions: &[PieceKind],
) -> Option<&'static str> {
    let squares = conditions.iter().find_map(|c| match c {
        Condition::Imitator(squares) => Some(squares),
        _ => None,
    })?;
    if !pos.fairy().is_empty() || promotions.iter().any(|k| !k.is_orthodox()) {
        return Some("Imitator with fairy pieces");
    }
    if !pos.neutrals().is_empty() {
        return Some("Imitator with neutral pieces");
    }
    let promoting = if conditions.contains(&Condition::NoImitatorPromotion) {
        0
    } else {
        pos.by_kind(PieceKind::PAWN).count() as usize
    };
    (squares.iter().count() + promoting > Annotation::MAX_IMITATORS)
        .then_some("Imitator with more imitators than 12 possible")
}

impl Engine {
    /// Imitator: the imitators copy the displacement of the move just
    /// played; a pawn promoted into an imitator becomes one; the
    /// imitators' squares are noted for the notation.
    pub(crate) fn play_imitators(&self, pos: &mut Position, mv: &mut Played<'_>) {
        let m = mv.m;
        let (dx, dy) = displacement(m);
        if dx != 0 || dy != 0 {
            pos.shift_imitators(dx as i8, dy as i8);
        }
        let mut squares = [Square::A1; Annotation::MAX_IMITATORS];
        let count = pos.imitators().len().min(Annotation::MAX_IMITATORS);
        squares[..count].copy_from_slice(&pos.imitators()[..count]);
        mv.notes.push(Annotation::Imitators {
            count: count as u8,
            squares,
        });
        if m.promotion == Some(PROMOTION) && pos.piece_at(m.to).is_some() {
            pos.remove_piece(m.to);
            pos.add_imitator(m.to);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{engine_under, legal_moves, position};
    use nightrider_board::Colour::{Black, White};
    use nightrider_board::{CastlingRights, Colour};

    /// `pos` with the imitators on `squares` and the engine of Imitator
    /// (and `more`) for it.
    fn with_imitators(
        mut pos: Position,
        squares: &[Square],
        more: &[Condition],
    ) -> (Position, Engine) {
        let imitators = ImitatorSquares::new(squares).unwrap();
        let mut conditions = vec![Condition::Imitator(imitators)];
        conditions.extend_from_slice(more);
        let e = engine_under(&pos, &conditions);
        e.prepare_position(&mut pos);
        (pos, e)
    }

    fn targets(e: &Engine, pos: &mut Position, from: Square) -> Vec<Square> {
        let mut to: Vec<Square> = legal_moves(e, pos)
            .into_iter()
            .filter(|m| m.from == from)
            .map(|m| m.to)
            .collect();
        to.sort();
        to.dedup();
        to
    }

    #[test]
    fn a_rider_needs_every_step_free_a_leaper_only_its_landing() {
        use Square as S;
        let pos = position(&[
            (S::H1, PieceKind::KING, White),
            (S::A1, PieceKind::ROOK, White),
            (S::B4, PieceKind::KNIGHT, White),
            (S::H8, PieceKind::KING, Black),
            (S::E6, PieceKind::PAWN, Black),
        ]);
        // the imitator on e3: the rook's a1-a4 would take it over e6, and
        // a1-e1 off the board (i3)
        let (mut pos, e) = with_imitators(pos, &[S::E3], &[]);
        let mut expected = vec![S::A2, S::A3, S::B1, S::C1, S::D1];
        expected.sort();
        assert_eq!(targets(&e, &mut pos, S::A1), expected);
        // the knight's b4-c6 takes the imitator e3-f5 in one leap, over
        // nothing; b4-a6 would take it to d5, free too; b4-d5: g4
        assert!(targets(&e, &mut pos, S::B4).contains(&S::C6));
        // without the imitator the rook goes up the file
        let plain = engine_under(&pos, &[]);
        let mut bare = position(&[
            (S::H1, PieceKind::KING, White),
            (S::A1, PieceKind::ROOK, White),
            (S::H8, PieceKind::KING, Black),
            (S::E6, PieceKind::PAWN, Black),
        ]);
        assert!(targets(&plain, &mut bare, S::A1).contains(&S::A8));
    }

    #[test]
    fn a_moving_piece_passes_where_the_imitator_was() {
        use Square as S;
        let pos = position(&[
            (S::A1, PieceKind::KING, White),
            (S::C1, PieceKind::ROOK, White),
            (S::H8, PieceKind::KING, Black),
        ]);
        let (mut pos, e) = with_imitators(pos, &[S::C2], &[]);
        // c1-c7: the imitator c2 goes to c8; c1-c8 would take it off
        let up: Vec<Square> = targets(&e, &mut pos, S::C1)
            .into_iter()
            .filter(|s| s.x() == 2)
            .collect();
        assert_eq!(up, [S::C2, S::C3, S::C4, S::C5, S::C6, S::C7]);
    }

    #[test]
    fn beside_circe_no_piece_is_reborn_where_an_imitator_stands() {
        use Square as S;
        let pos = position(&[
            (S::A1, PieceKind::KING, White),
            (S::H8, PieceKind::KING, Black),
            (S::D4, PieceKind::PAWN, White),
            (S::E5, PieceKind::PAWN, Black),
            (S::C5, PieceKind::KNIGHT, Black),
        ]);
        let circe = Condition::Circe(crate::CirceRules::default());
        let (mut pos, e) = with_imitators(pos, &[S::D6], &[circe]);
        // d4*e5: the imitator goes to e7, where the pawn would be reborn;
        // d4*c5: the imitator goes to c7, the knight is reborn on b8
        let captures: Vec<Square> = legal_moves(&e, &mut pos)
            .into_iter()
            .filter(|m| m.from == S::D4 && m.is_capture())
            .map(|m| m.to)
            .collect();
        assert_eq!(captures, [S::C5]);
        assert!(crate::compat::refusal(&[
            Condition::Imitator(ImitatorSquares::new(&[S::D6]).unwrap()),
            Condition::Circe(crate::CirceRules::default())
        ])
        .is_ok());
        assert!(crate::compat::refusal(&[
            Condition::Imitator(ImitatorSquares::new(&[S::D6]).unwrap()),
            Condition::AntiCirce(plain_anticirce())
        ])
        .is_ok());
        let rex = crate::CirceRules {
            rex_inclusive: true,
            ..Default::default()
        };
        assert!(crate::compat::refusal(&[
            Condition::Imitator(ImitatorSquares::new(&[S::D6]).unwrap()),
            Condition::Circe(rex)
        ])
        .is_err());
    }

    #[test]
    fn castling_follows_the_kings_steps_then_the_rooks() {
        use Square as S;
        let mut pos = position(&[
            (S::E1, PieceKind::KING, White),
            (S::A1, PieceKind::ROOK, White),
            (S::H1, PieceKind::ROOK, White),
            (S::E8, PieceKind::KING, Black),
            (S::C5, PieceKind::PAWN, Black),
        ]);
        pos.set_castling_unrecorded(CastlingRights::all());
        let (mut pos, e) = with_imitators(pos, &[S::E5], &[]);
        let castlings: Vec<Move> = legal_moves(&e, &mut pos)
            .into_iter()
            .filter(|m| matches!(m.special, Special::Castle { .. }))
            .collect();
        // 0-0-0 takes the imitator over d5 and c5 (blocked); 0-0 over
        // f5 and g5 and back
        assert_eq!(castlings.len(), 1);
        assert_eq!(castlings[0].to, S::G1);
        let before = pos.clone();
        e.play(&mut pos, &castlings[0]);
        assert_eq!(pos.imitators(), [S::E5]);
        pos.undo_move();
        assert_eq!(pos, before);
    }

    #[test]
    fn a_check_needs_the_imitator_to_follow() {
        use Square as S;
        let pos = position(&[
            (S::E1, PieceKind::KING, White),
            (S::H8, PieceKind::KING, Black),
            (S::F2, PieceKind::PAWN, Black),
            (S::D4, PieceKind::PAWN, Black),
        ]);
        // f2*e1 would take the imitator e5 to d4, occupied: no check
        let (pos_blocked, e) = with_imitators(pos.clone(), &[S::E5], &[]);
        assert!(!e.in_check(&pos_blocked, White));
        let (pos_free, e) = with_imitators(pos, &[S::E4], &[]);
        assert!(e.in_check(&pos_free, White));
    }

    #[test]
    fn a_pawn_promotes_into_an_imitator_unless_noiprom() {
        use Square as S;
        let pos = position(&[
            (S::A1, PieceKind::KING, White),
            (S::G7, PieceKind::PAWN, White),
            (S::H5, PieceKind::KING, Black),
        ]);
        let (mut pos, e) = with_imitators(pos.clone(), &[S::F5, S::B3], &[]);
        let promotion = legal_moves(&e, &mut pos)
            .into_iter()
            .find(|m| m.promotion == Some(PROMOTION))
            .expect("a promotion into an imitator");
        let before = pos.clone();
        let notes = e.play(&mut pos, &promotion);
        assert_eq!(pos.imitators(), [S::F6, S::B4, S::G8]);
        assert_eq!(pos.piece_at(S::G8), None);
        assert_eq!(pos.hash(), pos.compute_hash());
        let shown = notes.iter().find_map(|n| match *n {
            Annotation::Imitators { count, squares } => {
                Some(squares[..usize::from(count)].to_vec())
            }
            _ => None,
        });
        assert_eq!(shown, Some(vec![S::F6, S::B4]));
        pos.undo_move();
        assert_eq!(pos, before);
        let (mut pos, e) = with_imitators(
            position(&[
                (S::A1, PieceKind::KING, White),
                (S::G7, PieceKind::PAWN, White),
                (S::H5, PieceKind::KING, Black),
            ]),
            &[S::F5, S::B3],
            &[Condition::NoImitatorPromotion],
        );
        assert!(legal_moves(&e, &mut pos)
            .iter()
            .all(|m| m.promotion != Some(PROMOTION)));
    }

    #[test]
    fn fairy_pieces_and_other_conditions_are_refused() {
        let squares = ImitatorSquares::new(&[Square::D4]).unwrap();
        let mut pos = position(&[(Square::A1, PieceKind(20), Colour::White)]);
        assert_eq!(
            position_refusal(&pos, &[Condition::Imitator(squares)], &[]),
            Some("Imitator with fairy pieces")
        );
        pos.clear(Square::A1);
        assert_eq!(
            position_refusal(&pos, &[Condition::Imitator(squares)], &[]),
            None
        );
        assert!(crate::compat::refusal(&[
            Condition::Imitator(squares),
            Condition::Madrasi {
                rex_inclusive: false
            }
        ])
        .is_err());
        assert!(crate::compat::refusal(&[
            Condition::Imitator(squares),
            Condition::NoImitatorPromotion
        ])
        .is_ok());
        assert!(ImitatorSquares::new(&[Square::D4, Square::D4]).is_none());
        assert!(ImitatorSquares::new(&[]).is_none());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under Imitator every legal move leaves each imitator on the
        /// board on a square no piece holds, shifted by the move's
        /// displacement (a promotion into one adds one where the pawn
        /// arrived), the legal moves are those found by playing every
        /// candidate, and undoing a move restores the position.
        #[test]
        fn imitators_stand_on_empty_squares_after_every_move(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..10),
            imitators in proptest::collection::vec(0u8..64, 1..4),
            black in proptest::bool::ANY,
        ) {
            let pos = crate::test_support::random_position(&cells, [true, true], black);
            let mut squares: Vec<Square> = Vec::new();
            for sq in imitators.into_iter().map(Square::from_index_masked) {
                if pos.piece_at(sq).is_none() && !squares.contains(&sq) {
                    squares.push(sq);
                }
            }
            proptest::prop_assume!(!squares.is_empty());
            let (mut pos, e) = with_imitators(pos, &squares, &[]);
            let side = pos.side_to_move();
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter() {
                let before = pos.clone();
                e.play(&mut pos, m);
                let (dx, dy) = displacement(m);
                for (i, &sq) in pos.imitators().iter().enumerate() {
                    proptest::prop_assert!(pos.piece_at(sq).is_none(), "{m:?}");
                    if let Some(&old) = before.imitators().get(i) {
                        proptest::prop_assert_eq!(old.offset(dx, dy), Some(sq));
                    } else {
                        proptest::prop_assert_eq!(m.promotion, Some(PROMOTION));
                        proptest::prop_assert_eq!(sq, m.to);
                    }
                }
                proptest::prop_assert_eq!(pos.hash(), pos.compute_hash());
                pos.undo_move();
                proptest::prop_assert_eq!(&pos, &before);
            }
        }
    }
}
