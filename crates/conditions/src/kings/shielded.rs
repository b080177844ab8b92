//! ShieldedKings, as Popeye 4.104 plays it (found by running it): a king
//! protected by a piece of its own side (one whose walk observes its
//! square: a pawn diagonally, a hopper over a hurdle) is not checked by
//! the other king, so the kings may stand side by side, and a king may
//! capture a piece guarded only by the other king where it is protected
//! itself. Checks by other pieces are orthodox. A protection counts
//! where the rules on checks let the protector observe the king's square
//! (Popeye beside Madrasi and BichromChess). No move captures a king
//! (a king next to the other, protected, king attacks it but may not
//! take it: Popeye lists no such capture).

use crate::condition::Condition;
use crate::engine::{Engine, CHECKED_AT_SETUP};
use nightrider_board::{Colour, PieceKind, Position, Square};

/// ShieldedKings beside a condition it has not been compared with Popeye
/// beside, as the two names for the error: it stands beside those
/// `combines_with_king_conditions` names but Patrouille (where Popeye
/// lets an unsupported piece protect its king, a rule not studied).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    if !conditions.contains(&Condition::ShieldedKings) {
        return None;
    }
    let other = conditions.iter().find(|c| {
        **c != Condition::ShieldedKings
            && (!super::combines_with_king_conditions(c) || **c == Condition::Patrol)
    })?;
    Some(("ShieldedKings".to_string(), other.to_string()))
}

impl Engine {
    /// Whether the check of the piece on `from` to the royal piece of
    /// `side` on `royal` is taken away by ShieldedKings: the checker is
    /// the other side's king and a piece of `side` protects `royal` (as
    /// the rules on checks let it: a paralysed piece protects nothing,
    /// nor under BichromChess a piece on a square of the king's colour).
    pub(crate) fn shielded_from(
        &self,
        pos: &Position,
        from: Square,
        royal: Square,
        side: Colour,
    ) -> bool {
        self.shielded
            && pos
                .piece_at(from)
                .is_some_and(|p| p.kind == PieceKind::KING)
            && self
                .generator
                .attackers(pos, royal, side)
                .expect(CHECKED_AT_SETUP)
                .into_iter()
                .any(|p| self.observation_stands(pos, p, royal, side))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::position;
    use nightrider_movegen::{MoveGenerator, MoveList, Rules, WalkRegistry};

    fn engine(pos: &Position) -> Engine {
        let generator =
            MoveGenerator::for_position(pos, Rules::default(), &WalkRegistry::new()).unwrap();
        Engine::new(generator, &[Condition::ShieldedKings]).unwrap()
    }

    #[test]
    fn a_protected_king_is_not_checked_by_the_other_king_alone() {
        use Colour::{Black, White};
        // wKd4 protected by the pawn c3, bKe5 by the pawn f6
        let mut pos = position(&[
            (Square::D4, PieceKind::KING, White),
            (Square::C3, PieceKind::PAWN, White),
            (Square::E5, PieceKind::KING, Black),
            (Square::F6, PieceKind::PAWN, Black),
        ]);
        let e = engine(&pos);
        assert!(!e.in_check(&pos, White));
        assert!(!e.in_check(&pos, Black));
        let mut moves = MoveList::new();
        e.legal_moves(&mut pos, &mut moves);
        let mut to: Vec<Square> = moves.iter().map(|m| m.to).collect();
        to.sort();
        // (Popeye: Kc4 Kc5 Kd3 Ke3; c3-c4 leaves the king unprotected)
        assert_eq!(to, [Square::D3, Square::E3, Square::C4, Square::C5]);
        // without the pawn on c3 the white king is in check
        let pos = position(&[
            (Square::D4, PieceKind::KING, White),
            (Square::E5, PieceKind::KING, Black),
            (Square::F6, PieceKind::PAWN, Black),
        ]);
        assert!(e.in_check(&pos, White));
        assert!(!e.in_check(&pos, Black));
        // a rook checks a protected king
        let pos = position(&[
            (Square::E1, PieceKind::KING, White),
            (Square::D1, PieceKind::ROOK, White),
            (Square::E8, PieceKind::KING, Black),
            (Square::E5, PieceKind::ROOK, Black),
        ]);
        assert!(e.in_check(&pos, White));
    }

    #[test]
    fn shielded_kings_stand_alone() {
        assert_eq!(combination_refusal(&[Condition::ShieldedKings]), None);
        assert_eq!(
            combination_refusal(&[Condition::Checkless, Condition::ShieldedKings]),
            Some(("ShieldedKings".into(), "ChecklessChess".into()))
        );
    }
}
