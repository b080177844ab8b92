//! The conditions that change what a king is: how it moves, where it
//! stands, what checks it.
//!
//! - [`oscillating`]: WhiteOscillatingKings, BlackOscillatingKings and
//!   SwappingKings (the kings exchange their squares after a move).
//! - [`kobul`]: KobulKings (a side's royal piece takes the kind of its
//!   captured pieces).
//! - [`transmuted`]: TransmutedKings, ReflectiveKings and
//!   SuperTransmutingKings (a king in check borrows the walks of the
//!   pieces checking it).
//! - [`vaulting`]: VaultingKings, White- and BlackVaultingKing (a king in
//!   check also moves like the kinds listed).
//! - [`royal_square`]: WhiteRoyalSquare and BlackRoyalSquare (a side
//!   without a king is in check when its royal square is observed).
//! - [`anti`]: AntiKings (a king is in check when not attacked).
//! - [`sat`]: SAT and StrictSAT (a king is in check when it has
//!   flights).
//! - [`shielded`]: ShieldedKings (a protected king is not checked by the
//!   other king).
//! - [`republican`]: RepublicanChess (a side may put the other side's
//!   absent king where it is mated).
//! - [`dynasty`]: RoyalDynasty (a side may have several kings, royal
//!   only when one is left).
//! - [`bgl`]: BGL (each move costs the distance its piece travels, paid
//!   from its side's balance; a piece checks only where its side can
//!   pay).
//! - [`mate`]: MAFF, OWU and AMU (what a mate is).
//! - [`brunner`]: BrunnerChess (a capture of a king checks only if it
//!   leaves the capturer's own king out of check).
//! - [`losing`]: LosingChess (no royal piece, captures obligatory).
//! - [`kamikaze_chess`]: Jacobi's Kamikaze (every unit but the kings a
//!   kamikaze piece).
//! - [`knightmate`]: Jacobi's Knightmate (royal knights, kings not
//!   royal).
//! - [`non_royal`]: Jacobi's NonRoyalKings (LosingChess without the
//!   obligation, castling only with `CastlingAllowed`).
//! - [`transmission`]: TransmissionMenace (a unit moves also like the
//!   opposing units observing it).
//! - [`bicolores`]: Bicolores (a king is checked by the units of both
//!   sides).
//! - [`mate_recolouring`]: `#C` (a mate recolours its checking units
//!   when the mover's king stays safe).
//! - [`extinction`]: ExtinctionChess (the only unit of each kind is
//!   royal).
//! - LeseMajeste ([`Condition::LeseMajeste`]): a king is never captured
//!   (a rule on moves, [`crate::hooks::MoveRule::KingUncapturable`]), and
//!   the solver lets a problem start with the side not to play in check
//!   ([`allows_king_en_prise`]).

pub mod anti;
pub mod bgl;
pub mod bicolores;
pub mod brunner;
pub mod dynasty;
pub mod extinction;
pub mod kamikaze_chess;
pub mod knightmate;
pub mod kobul;
pub mod losing;
pub mod mate;
pub mod mate_recolouring;
pub mod non_royal;
pub mod oscillating;
pub mod republican;
pub mod royal_square;
pub mod sat;
pub mod shielded;
pub mod transmission;
pub mod transmuted;
pub mod vaulting;
pub mod vogtlaender;

pub use oscillating::Oscillation;
pub use transmuted::Transmutation;

use crate::condition::Condition;
use nightrider_board::Position;

/// Whether `c` is one of this module's conditions.
fn is_king_condition(c: &Condition) -> bool {
    matches!(
        c,
        Condition::OscillatingKings { .. }
            | Condition::LeseMajeste
            | Condition::KobulKings
            | Condition::Transmuting { .. }
            | Condition::ShieldedKings
            | Condition::AntiKings
    )
}

/// Whether `m` captures no king (LeseMajeste).
pub(crate) fn captures_no_king(pos: &Position, m: &nightrider_board::Move) -> bool {
    !m.captures.into_iter().any(|sq| {
        pos.piece_at(sq)
            .is_some_and(|p| p.kind == nightrider_board::PieceKind::KING)
    })
}

/// Whether `m` captures no royal piece, king or other (SAT).
pub(crate) fn captures_no_royal(pos: &Position, m: &nightrider_board::Move) -> bool {
    !m.captures
        .into_iter()
        .any(|sq| pos.piece_at(sq).is_some_and(|p| p.is_royal()))
}

/// Whether the conditions let a problem start with the side not to play
/// in check (LeseMajeste: a king is never captured), where Popeye
/// otherwise refuses it ("the side to play can capture the king").
pub fn allows_king_en_prise(conditions: &[Condition]) -> bool {
    conditions.contains(&Condition::LeseMajeste)
}

/// Whether `c` may stand beside the king conditions: those compared with
/// Popeye there (plain Circe, Madrasi, NoCapture, MonochromChess,
/// BichromChess, Patrouille).
fn combines_with_king_conditions(c: &Condition) -> bool {
    match c {
        Condition::Circe(rules) => *rules == crate::condition::CirceRules::default(),
        Condition::Madrasi {
            rex_inclusive: false,
        }
        | Condition::NoCapture
        | Condition::Monochrome
        | Condition::Bichrome
        | Condition::Patrol => true,
        _ => false,
    }
}

/// A king condition beside a condition it has not been compared with
/// Popeye beside, as the two names for the error: LeseMajeste and
/// OscillatingKings beside each other or beside a condition not
/// [`combines_with_king_conditions`] (White's and Black's
/// OscillatingKings stand together).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let oscillating = |c: &Condition| matches!(c, Condition::OscillatingKings { .. });
    if let Some(refusal) = royal_square::combination_refusal(conditions) {
        return Some(refusal);
    }
    if let Some(refusal) = sat::combination_refusal(conditions) {
        return Some(refusal);
    }
    if let Some(refusal) = republican::combination_refusal(conditions) {
        return Some(refusal);
    }
    if let Some(refusal) = anti::combination_refusal(conditions) {
        return Some(refusal);
    }
    if let Some(refusal) = shielded::combination_refusal(conditions) {
        return Some(refusal);
    }
    if let Some(refusal) = transmuted::combination_refusal(conditions) {
        return Some(refusal);
    }
    if conditions.contains(&Condition::KobulKings) {
        // (compared with Popeye alone and beside Circe, plain or
        // RexInclusive, on the game-array or the Diagram squares)
        let circe = |c: &Condition| {
            matches!(c, Condition::Circe(r) if matches!(
                r.square,
                crate::condition::RebirthSquare::GameArray | crate::condition::RebirthSquare::Diagram
            ) && crate::condition::CirceRules {
                square: crate::condition::RebirthSquare::GameArray,
                rex_inclusive: false,
                ..*r
            } == crate::condition::CirceRules::default())
        };
        let other = conditions
            .iter()
            .find(|c| **c != Condition::KobulKings && !circe(c))?;
        return Some(("KobulKings".to_string(), other.to_string()));
    }
    let (king, other) = if conditions.contains(&Condition::LeseMajeste) {
        let other = conditions
            .iter()
            .find(|c| **c != Condition::LeseMajeste && !combines_with_king_conditions(c))?;
        (&Condition::LeseMajeste, other)
    } else {
        let king = conditions.iter().find(|c| oscillating(c))?;
        let other = conditions
            .iter()
            .find(|c| !oscillating(c) && !combines_with_king_conditions(c))?;
        (king, other)
    };
    Some((king.to_string(), other.to_string()))
}

/// What of the diagram `pos` cannot be played under the king conditions
/// among `conditions`: royal pieces other than the kings, and neutral
/// pieces (not compared with Popeye).
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    if let Some(refusal) = royal_square::position_refusal(pos, conditions) {
        return Some(refusal);
    }
    if let Some(refusal) = sat::position_refusal(pos, conditions) {
        return Some(refusal);
    }
    if let Some(refusal) = republican::position_refusal(pos, conditions) {
        return Some(refusal);
    }
    if let Some(refusal) = dynasty::position_refusal(pos, conditions) {
        return Some(refusal);
    }
    if let Some(refusal) = mate::position_refusal(pos, conditions) {
        return Some(refusal);
    }
    if let Some(refusal) = losing::position_refusal(pos, conditions) {
        return Some(refusal);
    }
    if let Some(refusal) = kamikaze_chess::position_refusal(pos, conditions) {
        return Some(refusal);
    }
    if let Some(refusal) = knightmate::position_refusal(pos, conditions) {
        return Some(refusal);
    }
    if let Some(refusal) = non_royal::position_refusal(pos, conditions) {
        return Some(refusal);
    }
    if let Some(refusal) = transmission::position_refusal(pos, conditions)
        .or_else(|| bicolores::position_refusal(pos, conditions))
        .or_else(|| mate_recolouring::position_refusal(pos, conditions))
        .or_else(|| extinction::position_refusal(pos, conditions))
    {
        return Some(refusal);
    }
    let checks_changed = |c: &Condition| {
        matches!(
            c,
            Condition::RoyalSquare { .. } | Condition::ShieldedKings | Condition::AntiKings
        )
    };
    if conditions.iter().any(checks_changed)
        && conditions.iter().any(|c| !checks_changed(c))
        && !pos.fairy().is_empty()
    {
        // (compared with Popeye alone: beside Madrasi or MonochromChess
        // their checks by fairy pieces differ from ours)
        return Some(
            "RoyalSquare, ShieldedKings or AntiKings with fairy pieces beside another condition",
        );
    }
    if !conditions.iter().any(is_king_condition) {
        return None;
    }
    let royal_other_than_king = pos
        .board()
        .iter()
        .flatten()
        .any(|p| p.is_royal() && p.kind != nightrider_board::PieceKind::KING);
    if conditions.contains(&Condition::KobulKings) {
        // (alone, as nothing else combines with it: royal pieces other
        // than kings and neutral pieces compared with Popeye)
        return (!pos.fairy().is_empty()).then_some("KobulKings with fairy pieces");
    }
    let transmuting = conditions
        .iter()
        .any(|c| matches!(c, Condition::Transmuting { .. }));
    if let Some(refusal) = transmuted::position_refusal(pos, conditions) {
        return Some(refusal);
    }
    if transmuting && !pos.neutrals().is_empty() {
        return Some("TransmutedKings and its relatives with neutral pieces");
    }
    let shielded = conditions.contains(&Condition::ShieldedKings)
        || conditions.contains(&Condition::AntiKings);
    if shielded && royal_other_than_king {
        return Some("ShieldedKings or AntiKings with royal pieces other than kings");
    }
    if shielded && !pos.neutrals().is_empty() {
        return Some("ShieldedKings or AntiKings with neutral pieces");
    }
    if royal_other_than_king && !transmuting {
        return Some("OscillatingKings or LeseMajeste with royal pieces other than kings");
    }
    (!pos.neutrals().is_empty()).then_some("OscillatingKings or LeseMajeste with neutral pieces")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kings::Oscillation;
    use nightrider_board::{Attributes, Colour, Piece, PieceKind, Square};

    fn kings() -> Position {
        let mut pos = Position::empty();
        pos.put(Square::E1, Piece::new(PieceKind::KING, Colour::White));
        pos.put(Square::E8, Piece::new(PieceKind::KING, Colour::Black));
        pos
    }

    #[test]
    fn oscillating_kings_of_both_sides_combine_and_nothing_else_does() {
        let white = Condition::OscillatingKings {
            white: Some(Oscillation::B),
            black: None,
        };
        let black = Condition::OscillatingKings {
            white: None,
            black: Some(Oscillation::A),
        };
        assert_eq!(combination_refusal(&[white.clone(), black.clone()]), None);
        assert_eq!(
            combination_refusal(&[Condition::NoCapture, black.clone()]),
            None
        );
        assert_eq!(
            combination_refusal(&[Condition::Checkless, black]),
            Some(("BlackOscillatingKings".into(), "ChecklessChess".into()))
        );
        assert_eq!(
            combination_refusal(&[white, Condition::LeseMajeste]),
            Some(("LeseMajeste".into(), "WhiteOscillatingKings".into()))
        );
        assert_eq!(combination_refusal(&[Condition::LeseMajeste]), None);
    }

    #[test]
    fn royal_and_neutral_pieces_are_refused_beside_the_king_conditions() {
        let lese = [Condition::LeseMajeste];
        let mut pos = kings();
        assert_eq!(position_refusal(&pos, &lese), None);
        pos.put(
            Square::D4,
            Piece::new(PieceKind::PAWN, Colour::White).with_attributes(Attributes::NEUTRAL),
        );
        assert!(position_refusal(&pos, &lese).is_some());
        assert_eq!(position_refusal(&pos, &[Condition::NoCapture]), None);
        let mut pos = Position::empty();
        pos.put(
            Square::D4,
            Piece::new(PieceKind::QUEEN, Colour::White).with_attributes(Attributes::ROYAL),
        );
        pos.put(Square::E8, Piece::new(PieceKind::KING, Colour::Black));
        assert!(position_refusal(&pos, &lese).is_some());
    }

    #[test]
    fn fairy_pieces_are_refused_beside_a_royal_square_and_another_condition() {
        let mut pos = Position::empty();
        pos.put(Square::E8, Piece::new(PieceKind::KING, Colour::Black));
        pos.put(Square::D4, Piece::new(PieceKind(100), Colour::White));
        let square = Condition::RoyalSquare {
            side: Colour::White,
            square: Square::A1,
        };
        assert_eq!(position_refusal(&pos, std::slice::from_ref(&square)), None);
        assert!(position_refusal(
            &pos,
            &[
                square,
                Condition::Madrasi {
                    rex_inclusive: false
                }
            ]
        )
        .is_some());
        assert!(position_refusal(&pos, &[Condition::AntiKings, Condition::NoCapture]).is_some());
    }

    #[test]
    fn a_capture_of_a_king_is_no_move_under_lese_majeste() {
        let pos = kings();
        let capture = nightrider_board::Move::capture(Square::E1, Square::E8);
        assert!(!captures_no_king(&pos, &capture));
        let step = nightrider_board::Move::quiet(Square::E1, Square::E2);
        assert!(captures_no_king(&pos, &step));
        assert!(allows_king_en_prise(&[Condition::LeseMajeste]));
        assert!(!allows_king_en_prise(&[Condition::NoCapture]));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under RoyalSquare, ShieldedKings and AntiKings every legal move
        /// leaves the mover out of check and captures no king, and the
        /// legal moves are those found by playing every candidate.
        #[test]
        fn royal_square_shielded_and_anti_kings_keep_the_invariants(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..10),
            black in proptest::bool::ANY,
            mode in 0usize..3,
            square in 0u8..64,
        ) {
            use nightrider_movegen::{MoveGenerator, Rules, WalkRegistry};
            let square = Square::from_index_masked(square);
            let (condition, kings) = match mode {
                0 => (
                    Condition::RoyalSquare { side: nightrider_board::Colour::White, square },
                    [false, true],
                ),
                1 => (Condition::ShieldedKings, [true, true]),
                _ => (Condition::AntiKings, [true, true]),
            };
            let mut pos = crate::test_support::random_position(&cells, kings, black);
            let side = pos.side_to_move();
            let generator =
                MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
            let e = crate::Engine::new(generator, std::slice::from_ref(&condition)).unwrap();
            // (positions where the side to move can take the king are refused)
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter() {
                proptest::prop_assert!(captures_no_king(&pos, m), "{m:?} captures a king");
                let mut after = pos.clone();
                e.play(&mut after, m);
                proptest::prop_assert!(!e.in_check(&after, side), "{m:?} leaves the mover in check");
            }
        }
    }
}
