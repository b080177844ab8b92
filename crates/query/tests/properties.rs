//! Property tests on positions from random legal play: GBR codes decode
//! to the material, the evaluation is antisymmetric under swapping the
//! colours, no pattern matches a position that is not a mate, and the
//! repetition key is the board's hash unless an en-passant state without
//! a legal en-passant capture is dropped.

mod common;

use nightrider_board::{Colour, Move, PieceKind, Position};
use nightrider_movegen::strategy::games_preferring;
use nightrider_query::checks::is_mate;
use nightrider_query::eval::evaluate;
use nightrider_query::material::{extended_gbr_code, gbr, insufficient_material};
use nightrider_query::patterns::patterns;
use nightrider_query::repetition::{has_legal_en_passant, repetition_key};
use proptest::prelude::*;

/// Captures and pawn moves, so that games thin out and reach endings.
fn lively(pos: &Position, mv: &Move) -> bool {
    mv.is_capture()
        || pos
            .piece_at(mv.from)
            .is_some_and(|p| p.kind == PieceKind::PAWN)
}

/// `pos` with the colours swapped and the board mirrored top to bottom.
fn flip_colours(pos: &Position) -> Position {
    common::flip_colours(&pos.to_string()).parse().unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn gbr_codes_decode_to_the_material(game in games_preferring(0..120, lively)) {
        for p in &game.positions {
            let code = gbr(p).unwrap();
            let count = |kind, colour| p.pieces(kind, colour).count();
            for (digit, kind) in [(code.queens, PieceKind::QUEEN), (code.rooks, PieceKind::ROOK), (code.bishops, PieceKind::BISHOP), (code.knights, PieceKind::KNIGHT)] {
                let (w, b) = (count(kind, Colour::White), count(kind, Colour::Black));
                if w > 2 || b > 2 {
                    prop_assert_eq!(digit, 9);
                } else {
                    prop_assert_eq!((u32::from(digit) % 3, u32::from(digit) / 3), (w, b));
                }
            }
            prop_assert_eq!(u32::from(code.white_pawns), count(PieceKind::PAWN, Colour::White));
            prop_assert_eq!(u32::from(code.black_pawns), count(PieceKind::PAWN, Colour::Black));
            let extended = extended_gbr_code(p).unwrap();
            prop_assert_eq!(extended.len(), 11);
            prop_assert!(extended.starts_with(&code.to_string()));
            // Insufficient material never holds with a rook, queen or pawn.
            if insufficient_material(p).unwrap() {
                prop_assert_eq!((code.queens, code.rooks, code.white_pawns, code.black_pawns), (0, 0, 0, 0));
            }
        }
    }

    #[test]
    fn evaluation_is_antisymmetric(game in games_preferring(0..80, lively)) {
        for p in game.positions.iter().step_by(7) {
            let e = evaluate(p).unwrap();
            let f = evaluate(&flip_colours(p)).unwrap();
            prop_assert_eq!((e.simple, e.full), (-f.simple, -f.full), "{}", p);
            prop_assert_eq!(e.power, [f.power[1], f.power[0]]);
        }
    }

    #[test]
    fn patterns_match_only_mates(game in games_preferring(0..100, lively)) {
        for p in &game.positions {
            let mate = is_mate(p).unwrap();
            for pattern in patterns() {
                if (pattern.matches)(p).unwrap() {
                    prop_assert!(mate, "{} on {}", pattern.name, p);
                }
            }
        }
    }

    #[test]
    fn repetition_key_drops_only_an_unusable_en_passant_state(game in games_preferring(0..80, lively)) {
        for p in &game.positions {
            let key = repetition_key(p).unwrap();
            if p.en_passant().is_none() || has_legal_en_passant(p).unwrap() {
                prop_assert_eq!(key, p.hash());
            } else {
                let mut q = p.clone();
                q.set_en_passant_unrecorded(None);
                prop_assert_eq!(key, q.hash());
                prop_assert_ne!(key, p.hash());
            }
        }
    }
}

/// A board of up to 24 orthodox pieces anywhere (kings missing, several,
/// pawns on the first rank: whatever), either side to move.
fn arbitrary_board() -> impl Strategy<Value = Position> {
    (
        proptest::collection::vec((0u8..64, 0usize..12), 0..24),
        any::<bool>(),
    )
        .prop_map(|(pieces, white)| {
            let mut pos = Position::empty();
            for (sq, code) in pieces {
                let kind = PieceKind::ORTHODOX[code % 6];
                let colour = if code < 6 {
                    Colour::White
                } else {
                    Colour::Black
                };
                pos.put(
                    nightrider_board::Square::new(sq).unwrap(),
                    nightrider_board::Piece::new(kind, colour),
                );
            }
            pos.set_side_to_move_unrecorded(if white { Colour::White } else { Colour::Black });
            pos
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// No query panics on any arrangement of orthodox pieces, and every
    /// pattern still implies mate.
    #[test]
    fn any_board_is_answered(pos in arbitrary_board()) {
        let summary = nightrider_query::summarise(&pos).unwrap();
        prop_assert!(summary.patterns.is_empty() || summary.mate);
        for q in nightrider_query::queries() {
            (q.matches)(&pos).unwrap();
        }
        for sq in [nightrider_board::Square::A1, nightrider_board::Square::E4, nightrider_board::Square::H8] {
            use nightrider_query::attackers::*;
            direct_attackers(&pos, sq).unwrap();
            battery_attackers(&pos, sq).unwrap();
            battery_attackers_dichromatic(&pos, sq).unwrap();
            nonpinned_attackers_safe_kings(&pos, sq).unwrap();
            effective_attackers(&pos, sq).unwrap();
            effective_attackers_dichromatic(&pos, sq).unwrap();
        }
        nightrider_query::attackers::pins(&pos).unwrap();
    }
}
