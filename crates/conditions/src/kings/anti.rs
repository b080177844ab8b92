//! AntiKings, as Popeye 4.104 plays it (found by running it): a king is
//! in check when it is not attacked by the other side, so every move must
//! leave its own king attacked, and a move checks when it leaves the
//! other king unattacked. Mate is a king left unattacked with no move
//! exposing it again. No move captures a king. A king castles only from
//! an attacked square over attacked squares (`0-0` needs e1, f1 and g1
//! attacked).

use crate::condition::Condition;
use crate::engine::{Engine, CHECKED_AT_SETUP};
use nightrider_board::{Colour, Position};

/// AntiKings beside a condition it has not been compared with Popeye
/// beside, as the two names for the error: it stands beside those
/// `combines_with_king_conditions` names.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    if !conditions.contains(&Condition::AntiKings) {
        return None;
    }
    let other = conditions
        .iter()
        .find(|c| **c != Condition::AntiKings && !super::combines_with_king_conditions(c))?;
    Some(("AntiKings".to_string(), other.to_string()))
}

impl Engine {
    /// Whether `side` is in check under AntiKings: one of its royal
    /// pieces is attacked by no piece of the other side.
    pub(crate) fn anti_king_in_check(&self, pos: &Position, side: Colour) -> bool {
        pos.royals(side).into_iter().any(|royal| {
            !self
                .generator
                .attackers(pos, royal, !side)
                .expect(CHECKED_AT_SETUP)
                .into_iter()
                .any(|from| self.observation_stands(pos, from, royal, !side))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::{Piece, PieceKind, Square};
    use nightrider_movegen::MoveList;

    #[test]
    fn a_king_not_attacked_is_in_check_and_moves_must_keep_it_attacked() {
        use Colour::{Black, White};
        let mut pos = Position::empty();
        for (sq, kind, colour) in [
            (Square::E1, PieceKind::KING, White),
            (Square::E2, PieceKind::ROOK, White),
            (Square::E8, PieceKind::KING, Black),
            (Square::D1, PieceKind::ROOK, Black),
        ] {
            pos.put(sq, Piece::new(kind, colour));
        }
        let e = crate::test_support::engine_under(&pos, &[Condition::AntiKings]);
        assert!(!e.in_check(&pos, White));
        assert!(!e.in_check(&pos, Black));
        let mut moves = MoveList::new();
        e.legal_moves(&mut pos, &mut moves);
        let king: Vec<Square> = moves
            .iter()
            .filter(|m| m.from == Square::E1)
            .map(|m| m.to)
            .collect();
        // (Popeye: Kd2 and Kf1 stay attacked by the rook d1; Kf2 and
        // Kxd1 do not)
        assert_eq!(king.len(), 2);
        assert!(king.contains(&Square::D2) && king.contains(&Square::F1));
        // the rook leaving the e-file checks: the black king is unattacked
        pos.put(Square::E2, Piece::new(PieceKind::ROOK, White));
        let mut after = pos.clone();
        after.play(&nightrider_board::Move::quiet(Square::E2, Square::A2));
        assert!(e.in_check(&after, Black));
        assert_eq!(
            combination_refusal(&[Condition::AntiKings, Condition::Checkless]),
            Some(("AntiKings".into(), "ChecklessChess".into()))
        );
    }
}
