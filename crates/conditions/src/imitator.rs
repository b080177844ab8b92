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
/// ([`Engine::play_imitators`]).
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
