//! Pepo, as Popeye 4.104 plays it (found by experiment; Petko Petkov's
//! definition: "an attacked king has no power"). A king attacked by an
//! opposing unit (the other king too, from next to it) is paralysed: it
//! does not move, nor castle. A king is in check only when two opposing
//! units or more other than the king attack it: a single attacker
//! neither checks nor captures it, and the kings never attack each
//! other (they may stand next to each other, both paralysed). So a king
//! may step onto a square one unit attacks, not onto one two attack, and
//! castles over squares one unit attacks. A double check is parried by
//! taking or blocking one of the attackers.

use crate::condition::Condition;
use crate::engine::{Engine, CHECKED_AT_SETUP};
use nightrider_board::{Colour, Move, PieceKind, Position};

/// Pepo beside a condition other than plain Circe (the only one
/// compared with Popeye).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| matches!(c, Condition::Pepo))?;
    let other = conditions.iter().find(|c| {
        *c != first && !matches!(c, Condition::Circe(r) if *r == crate::CirceRules::default())
    })?;
    Some((first.to_string(), other.to_string()))
}

/// Pepo with royal pieces other than kings: Popeye 4.104 paralyses them
/// too, but their checks were not compared.
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    let royal_pieces = pos.occupied().into_iter().any(|sq| {
        pos.piece_at(sq)
            .is_some_and(|p| p.is_royal() && p.kind != PieceKind::KING)
    });
    (conditions.contains(&Condition::Pepo) && royal_pieces)
        .then_some("Pepo with royal pieces other than kings")
}

impl Engine {
    /// Whether `side` may play `m` under Pepo: not with a king attacked
    /// by an opposing unit.
    pub(crate) fn pepo_allows(&self, pos: &Position, m: &Move, side: Colour) -> bool {
        if pos
            .piece_at(m.from)
            .is_none_or(|p| p.kind != PieceKind::KING)
        {
            return true;
        }
        self.generator
            .attackers(pos, m.from, !side)
            .expect(CHECKED_AT_SETUP)
            .is_empty()
    }

    /// Whether `side` is in check under Pepo: a royal piece of its is
    /// attacked by two opposing units or more, kings not counted.
    pub(crate) fn pepo_in_check(&self, pos: &Position, side: Colour) -> bool {
        pos.royals(side).into_iter().any(|royal| {
            self.generator
                .attackers(pos, royal, !side)
                .expect(CHECKED_AT_SETUP)
                .into_iter()
                .filter(|&from| {
                    pos.piece_at(from)
                        .is_some_and(|p| p.kind != PieceKind::KING)
                })
                .count()
                >= 2
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::Square;
    use nightrider_movegen::MoveList;

    use crate::test_support::position_to_move as position;

    fn legal(pos: &mut Position) -> (Engine, Vec<Move>) {
        let e = crate::test_support::engine_under(pos, &[Condition::Pepo]);
        let mut moves = MoveList::new();
        e.legal_moves(pos, &mut moves);
        let moves = moves.iter().copied().collect();
        (e, moves)
    }

    #[test]
    fn a_king_attacked_once_is_paralysed_but_not_in_check() {
        use Colour::{Black, White};
        let pieces = [
            (Square::A1, PieceKind::KING, White),
            (Square::E1, PieceKind::ROOK, White),
            (Square::E8, PieceKind::KING, Black),
            (Square::A7, PieceKind::ROOK, Black),
        ];
        let mut pos = position(&pieces, true);
        let (e, moves) = legal(&mut pos);
        assert!(!e.in_check(&pos, Black));
        assert!(moves.iter().all(|m| m.from == Square::A7));
        // the rook need not block
        assert!(moves.iter().any(|m| m.to == Square::H7));
    }

    #[test]
    fn a_double_attack_is_a_check_a_single_one_is_a_flight() {
        use Colour::{Black, White};
        let pieces = [
            (Square::A1, PieceKind::KING, White),
            (Square::G1, PieceKind::ROOK, White),
            (Square::D3, PieceKind::BISHOP, White),
            (Square::H6, PieceKind::KING, Black),
        ];
        let mut pos = position(&pieces, true);
        let (_, moves) = legal(&mut pos);
        let targets: Vec<Square> = moves.iter().map(|m| m.to).collect();
        // g5 and g7 are attacked once, g6 twice
        assert!(targets.contains(&Square::G5) && targets.contains(&Square::G7));
        assert!(!targets.contains(&Square::G6));
    }

    #[test]
    fn kings_next_to_each_other_paralyse_but_do_not_check() {
        use Colour::{Black, White};
        let pieces = [
            (Square::F6, PieceKind::KING, White),
            (Square::G7, PieceKind::KING, Black),
            (Square::A7, PieceKind::PAWN, Black),
        ];
        let mut pos = position(&pieces, false);
        let (e, moves) = legal(&mut pos);
        assert!(!e.in_check(&pos, White) && !e.in_check(&pos, Black));
        assert!(moves.is_empty());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// No attacked king moves, no move captures a king, and after
        /// every legal move the mover's king is attacked by at most one
        /// unit other than the king; the moves are those found by playing
        /// every candidate.
        #[test]
        fn an_attacked_king_stays_and_no_move_leaves_a_double_attack(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = crate::test_support::engine_under(&pos, &[Condition::Pepo]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let moves = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            let king = pos.royal_square(side);
            let attacked = king.is_some_and(|k| {
                !e.generator.attackers(&pos, k, !side).unwrap().is_empty()
            });
            for m in moves.iter() {
                proptest::prop_assert!(!(attacked && Some(m.from) == king), "{m:?}");
                proptest::prop_assert!(
                    !m.captures.into_iter().any(|sq| pos.royal_square(!side) == Some(sq)),
                    "{m:?} captures a king"
                );
                e.play(&mut pos, m);
                if let Some(k) = pos.royal_square(side) {
                    let attackers = e
                        .generator
                        .attackers(&pos, k, !side)
                        .unwrap()
                        .into_iter()
                        .filter(|&sq| pos.piece_at(sq).is_some_and(|p| p.kind != PieceKind::KING))
                        .count();
                    proptest::prop_assert!(attackers <= 1, "{m:?}");
                }
                pos.undo_move();
            }
        }
    }
}
