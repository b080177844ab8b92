//! NonRoyalKings, a condition of Jacobi's (not of Popeye 4.104), as
//! Jacobi's manual defines it: "Kings can be captured and promotions to
//! king are possible. […] A non-royal king cannot castle unless you add
//! the option CastlingAllowed."
//!
//! - No piece is royal: the kings walk into attack and may be captured,
//!   and no side is ever in check (so no side is ever mated; a side
//!   without a legal move is stalemated).
//! - Pawns may promote to king (a king promoted to is not royal either).
//! - The kings do not castle; with `CastlingAllowed` they castle as under
//!   LosingChess (Jacobi's "Losing NonRoyalKings CastlingAllowed" is
//!   Popeye's LosingChess): across and out of attacks.
//!
//! This is LosingChess ([`crate::kings::losing`]) without its obligation
//! to capture; the engine keeps the kings not royal by the same mark.
//! The move lists were compared with Popeye 4.104's LosingChess: the
//! captures are its list where it has one, the other moves its list with
//! every unit of the side not to move made uncapturable (then it has no
//! capture, so it lists every other move).

use crate::condition::Condition;
use nightrider_movegen::Rules;

/// Whether `conditions` hold NonRoyalKings.
pub(crate) fn holds(conditions: &[Condition]) -> bool {
    conditions
        .iter()
        .any(|c| matches!(c, Condition::NonRoyalKings { .. }))
}

/// The generator's rules under NonRoyalKings: promotion to king, and no
/// castling without `CastlingAllowed`.
pub(crate) fn adapt_rules(conditions: &[Condition], rules: &mut Rules) {
    for c in conditions {
        if let Condition::NonRoyalKings { castling } = c {
            crate::kings::dynasty::promote_to_kings(rules);
            if !castling {
                rules.castling = false;
            }
        }
    }
}

/// NonRoyalKings has been compared with Popeye (through LosingChess)
/// alone.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions
        .iter()
        .find(|c| matches!(c, Condition::NonRoyalKings { .. }))?;
    let other = conditions.iter().find(|c| *c != first)?;
    Some((first.to_string(), other.to_string()))
}

/// What of the diagram `pos` NonRoyalKings cannot play: neutral and royal
/// pieces (not compared).
pub(crate) fn position_refusal(
    pos: &nightrider_board::Position,
    conditions: &[Condition],
) -> Option<&'static str> {
    if !holds(conditions) {
        return None;
    }
    if !pos.neutrals().is_empty() {
        return Some("NonRoyalKings with neutral pieces");
    }
    pos.board()
        .iter()
        .flatten()
        .any(|p| {
            p.attributes.contains(nightrider_board::Attributes::ROYAL)
                || p.kind == nightrider_board::PieceKind::POSEIDON
        })
        .then_some("NonRoyalKings with royal pieces")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{
        engine_with_rules as engine, legal_moves, position, sorted_move_squares,
    };
    use nightrider_board::{CastlingRights, Colour, PieceKind, Square};
    use proptest::prelude::*;

    use Colour::{Black, White};
    use PieceKind as K;

    /// The engine's legal moves after preparing the diagram (castling
    /// rights given).
    fn moves(pieces: &[(Square, PieceKind, Colour)], castling: bool) -> Vec<String> {
        let mut pos = position(pieces);
        pos.set_castling_unrecorded(CastlingRights::all());
        let e = engine(&pos, &[Condition::NonRoyalKings { castling }]);
        e.prepare_position(&mut pos);
        sorted_move_squares(&e, &mut pos)
    }

    // Source for these: Jacobi's manual (kings capturable, no castling
    // without CastlingAllowed, promotion to king).
    #[test]
    fn kings_are_captured_and_walk_into_attack_and_nothing_is_obligatory() {
        let list = moves(
            &[
                (Square::E1, K::KING, White),
                (Square::A1, K::ROOK, White),
                (Square::A5, K::PAWN, Black),
                (Square::E8, K::KING, Black),
                (Square::F8, K::ROOK, Black),
            ],
            false,
        );
        // a capture is not obligatory, the king walks onto the f-file
        for m in ["a1a5", "a1a2", "e1f1", "e1f2", "e1d1"] {
            assert!(list.contains(&m.to_string()), "{m} in {list:?}");
        }
        let list = moves(
            &[(Square::E1, K::ROOK, White), (Square::E8, K::KING, Black)],
            false,
        );
        assert!(list.contains(&"e1e8".to_string()), "{list:?}");
    }

    #[test]
    fn kings_castle_only_with_castling_allowed() {
        let pieces = [
            (Square::E1, K::KING, White),
            (Square::H1, K::ROOK, White),
            (Square::E8, K::KING, Black),
            (Square::F8, K::ROOK, Black),
        ];
        assert!(!moves(&pieces, false).contains(&"e1g1".to_string()));
        // (across the attacked f1, as under LosingChess)
        assert!(moves(&pieces, true).contains(&"e1g1".to_string()));
    }

    #[test]
    fn a_pawn_promotes_to_a_king_that_is_not_royal() {
        let mut pos = position(&[(Square::B7, K::PAWN, White), (Square::E8, K::KING, Black)]);
        let e = engine(&pos, &[Condition::NonRoyalKings { castling: false }]);
        e.prepare_position(&mut pos);
        let promotions: Vec<_> = legal_moves(&e, &mut pos)
            .iter()
            .filter_map(|m| m.promotion)
            .collect();
        assert!(promotions.contains(&K::KING), "{promotions:?}");
        let m = nightrider_board::Move::quiet(Square::B7, Square::B8).promoting(K::KING);
        e.play(&mut pos, &m);
        assert!(pos.royals(Black).is_empty() && pos.royals(White).is_empty());
        assert!(!e.in_check(&pos, Black) && !e.in_check(&pos, White));
    }

    proptest! {
        /// Invariant: no side is ever in check, in the diagram or after
        /// any legal move, and the legal moves are those found by playing
        /// every candidate.
        #[test]
        fn no_side_is_ever_in_check(
            cells in proptest::collection::vec((0u8..64, 0u8..6, any::<bool>()), 2..10),
            black in any::<bool>(),
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let e = engine(&pos, &[Condition::NonRoyalKings { castling: false }]);
            e.prepare_position(&mut pos);
            prop_assert!(!e.in_check(&pos, White) && !e.in_check(&pos, Black));
            let moves = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in &moves {
                let mut after = pos.clone();
                e.play(&mut after, m);
                prop_assert!(!e.in_check(&after, White) && !e.in_check(&after, Black));
            }
        }
    }
}
