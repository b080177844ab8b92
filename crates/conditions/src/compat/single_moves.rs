//! The rules on single moves, and what may stand beside protean pieces.

use crate::condition::Condition;

/// What cannot stand beside ProteanChess (or protean pieces) among
/// `conditions`, if anything: only rules on single moves have been
/// compared with Popeye.
pub fn protean_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let name = if conditions.contains(&Condition::Protean) {
        "ProteanChess"
    } else if conditions.contains(&Condition::ProteanPieces) {
        "Protean"
    } else {
        return None;
    };
    conditions
        .iter()
        .find(|c| {
            !((rule_on_single_moves(c) && !matches!(c, Condition::Immun(_)))
                || matches!(
                    c,
                    Condition::Protean
                        | Condition::ProteanPieces
                        | Condition::Functionary
                        | Condition::FunctionaryPieces
                        | Condition::JiggerPieces
                ))
        })
        .map(|c| (name.to_string(), c.to_string()))
}

/// The rules on single moves: they judge a move (or a check) before it
/// is played, whatever follows it (ImmunChess, the paralysis and patrol
/// rules but FunctionaryChess, ProvocationChess, the rules on the squares
/// joined, NoCapture, MustCapture, Maximummer, uncapturable and
/// paralysing pieces). The variants moving pieces into the underworld,
/// making victims wait, and protean pieces have been compared with
/// Popeye beside these only.
pub(super) fn rule_on_single_moves(c: &Condition) -> bool {
    matches!(
        c,
        Condition::Immun(_)
            | Condition::Madrasi { .. }
            | Condition::Eiffel
            | Condition::Patrol
            | Condition::UltraPatrol
            | Condition::Lortap
            | Condition::Provocation
            | Condition::Monochrome
            | Condition::Bichrome
            | Condition::Grid(_)
            | Condition::NoCapture
            | Condition::MustCapture(_)
            | Condition::Maximummer(_)
            | Condition::UncapturablePieces
            | Condition::ParalysingPieces
    )
}
