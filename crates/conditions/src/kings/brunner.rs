//! BrunnerChess, as Popeye 4.104 plays it (found by running it; its
//! manual only names it): a capture of a king is a check only if it is
//! itself legal, that is if the capturing side's own king is not in check
//! after it. So a piece pinned against its king gives no check (a king
//! may step onto a square only such a piece attacks, castle across it,
//! stand next to the other king where that king's capture would leave
//! its own king attacked), and a side in check may parry by a move after
//! which the capture of its king would expose the capturer's king (a
//! check of its own, a pin). Whether the capturer's king is attacked
//! after the capture is judged by the same rule, which ends there: the
//! side whose king was captured has none left to expose. The other
//! rules on moves (Maximummer) play no part in it. Every such check is
//! an orthodox one, so the rule only takes checks away.

use crate::condition::{CirceRules, Condition};
use crate::engine::Engine;
use nightrider_board::{Colour, Move, Position};

/// BrunnerChess beside a condition it has not been compared with Popeye
/// beside (move lists on random positions), as the two names for the
/// error: it stands beside WhiteMaximummer, BlackMaximummer, plain Circe,
/// plain AntiCirce, Madrasi and NoCapture.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    if !conditions.contains(&Condition::Brunner) {
        return None;
    }
    // (plain AntiCirce is Calvet's: the king is reborn too, Strict)
    let plain_anticirce = CirceRules {
        rex_inclusive: true,
        strict: true,
        ..CirceRules::default()
    };
    let other = conditions.iter().find(|c| {
        !matches!(
            c,
            Condition::Brunner
                | Condition::Maximummer(_)
                | Condition::NoCapture
                | Condition::Madrasi {
                    rex_inclusive: false
                }
        ) && !matches!(c, Condition::Circe(r) if *r == CirceRules::default())
            && !matches!(c, Condition::AntiCirce(r) if *r == plain_anticirce)
    })?;
    Some(("BrunnerChess".to_string(), other.to_string()))
}

impl Engine {
    /// BrunnerChess: whether the capture `m` of a royal piece by `by`
    /// (a check under the other rules) stands: `by`'s own royal pieces
    /// are not in check after it.
    pub(crate) fn brunner_check_stands(&self, pos: &Position, m: &Move, by: Colour) -> bool {
        !self.in_check(&self.after_capture(pos, m, by), by)
    }
}

#[cfg(test)]
mod tests {
    use crate::condition::Condition;
    use crate::test_support::{legal_moves, position_to_move};
    use crate::Engine;
    use nightrider_board::{Colour, Move, PieceKind, Position, Square};
    use nightrider_movegen::{MoveGenerator, Rules, WalkRegistry};

    fn engine(pos: &Position, conditions: &[Condition]) -> Engine {
        let generator =
            MoveGenerator::for_position(pos, Rules::default(), &WalkRegistry::new()).unwrap();
        Engine::new(generator, conditions).unwrap()
    }

    fn has(moves: &[Move], from: Square, to: Square) -> bool {
        moves.iter().any(|m| m.from == from && m.to == to)
    }

    #[test]
    fn only_the_combinations_compared_with_popeye_stand() {
        use super::combination_refusal;
        assert_eq!(combination_refusal(&[Condition::Brunner]), None);
        assert_eq!(
            combination_refusal(&[Condition::Brunner, Condition::Maximummer(Colour::White)]),
            None
        );
        assert_eq!(
            combination_refusal(&[Condition::Brunner, Condition::Andernach]),
            Some(("BrunnerChess".into(), "AndernachChess".into()))
        );
        assert_eq!(combination_refusal(&[Condition::Andernach]), None);
    }

    #[test]
    fn a_pinned_piece_gives_no_check() {
        // (Popeye: 0-0, Ke1-f1 and Ke1-f2 are legal, the rook on f7 being
        // pinned by the bishop on g6)
        let (w, b) = (Colour::White, Colour::Black);
        let mut pos = position_to_move(
            &[
                (Square::E1, PieceKind::KING, w),
                (Square::H1, PieceKind::ROOK, w),
                (Square::G6, PieceKind::BISHOP, w),
                (Square::E8, PieceKind::KING, b),
                (Square::F7, PieceKind::ROOK, b),
            ],
            false,
        );
        pos.set_castling_unrecorded(nightrider_board::CastlingRights::WHITE_KINGSIDE);
        let e = engine(&pos, &[Condition::Brunner]);
        let moves = legal_moves(&e, &mut pos);
        assert!(has(&moves, Square::E1, Square::F1));
        assert!(has(&moves, Square::E1, Square::F2));
        assert!(has(&moves, Square::E1, Square::G1), "0-0: {moves:?}");
        let plain = engine(&pos, &[]);
        assert!(!has(&legal_moves(&plain, &mut pos), Square::E1, Square::F2));
    }

    #[test]
    fn a_counter_check_parries() {
        // (Popeye: White in check from the pawn on f2 plays the king's
        // moves and every move checking the black king: 1.Qd1-h5, Qd1-a4,
        // Qd1*d8, Qd1-d7, Rh4*e4, Rh4-h8)
        let (w, b) = (Colour::White, Colour::Black);
        let mut pos = position_to_move(
            &[
                (Square::E1, PieceKind::KING, w),
                (Square::D1, PieceKind::QUEEN, w),
                (Square::H4, PieceKind::ROOK, w),
                (Square::E8, PieceKind::KING, b),
                (Square::D8, PieceKind::ROOK, b),
                (Square::E4, PieceKind::BISHOP, b),
                (Square::F2, PieceKind::PAWN, b),
            ],
            false,
        );
        let e = engine(&pos, &[Condition::Brunner]);
        let moves = legal_moves(&e, &mut pos);
        assert_eq!(moves.len(), 9, "{moves:?}");
        assert!(has(&moves, Square::D1, Square::H5));
        assert!(has(&moves, Square::H4, Square::E4));
        assert!(!has(&moves, Square::E1, Square::D2));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

        /// The rule only takes checks away: every orthodox legal move is
        /// legal, a Brunner check is an orthodox check, and the moves
        /// found by the fast paths are those found by playing.
        #[test]
        fn brunner_checks_are_orthodox_ones(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let plain = engine(&pos, &[]);
            let e = engine(&pos, &[Condition::Brunner]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            proptest::prop_assert!(!e.in_check(&pos, side) || plain.in_check(&pos, side));
            let key = |l: Vec<Move>| {
                let mut v: Vec<String> = l.iter().map(|m| format!("{m:?}")).collect();
                v.sort();
                v
            };
            let moves = key(legal_moves(&e, &mut pos));
            if !plain.in_check(&pos, !side) {
                for m in key(legal_moves(&plain, &mut pos)) {
                    proptest::prop_assert!(moves.contains(&m), "{m} orthodox, not Brunner");
                }
            }
            let mut played = nightrider_movegen::MoveList::new();
            e.legal_moves_by_playing(&mut pos, &mut played);
            proptest::prop_assert_eq!(moves, key(played.to_vec()));
        }
    }
}
