//! ProteanChess: a capturing piece takes the kind of the piece it
//! captures, with its direction: a piece capturing a pawn becomes a
//! reverse pawn (`Qb4*b7=PP`), one capturing a reverse pawn a pawn; a
//! king becomes a royal piece (`Ka8*b7=rPP`); a pawn capturing on its last
//! rank does not promote, it becomes its victim's kind (`c7*d8=R`), as in
//! Popeye 4.104.

use crate::condition::Condition;
use nightrider_board::catalogue::{self, Language};
use nightrider_board::{Attributes, Move, Piece, PieceKind};

/// The reverse pawn (Popeye's `pp`).
pub fn reverse_pawn() -> PieceKind {
    catalogue::by_code(Language::English, "pp").expect("the reverse pawn is in the catalogue")
}

/// The capturing `mover` after it captured `victim`.
pub fn after_capture(mover: Piece, victim: Piece) -> Piece {
    let kind = if victim.kind == PieceKind::PAWN {
        reverse_pawn()
    } else if victim.kind == reverse_pawn() {
        PieceKind::PAWN
    } else {
        victim.kind
    };
    let mut changed = Piece { kind, ..mover };
    if mover.kind == PieceKind::KING {
        changed.attributes.insert(Attributes::ROYAL);
    }
    changed
}

/// `m` as ProteanChess has it: a capture without promotion.
pub fn without_promotion(m: &Move) -> Move {
    if m.is_capture() {
        Move {
            promotion: None,
            ..*m
        }
    } else {
        *m
    }
}

/// What cannot stand beside ProteanChess (or protean pieces) among
/// `conditions`, if anything: only rules on single moves have been
/// compared with Popeye.
pub fn refused_with(conditions: &[Condition]) -> Option<(String, String)> {
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
            !matches!(
                c,
                Condition::Protean
                    | Condition::Madrasi { .. }
                    | Condition::Eiffel
                    | Condition::Patrol
                    | Condition::UltraPatrol
                    | Condition::Lortap
                    | Condition::Functionary
                    | Condition::Provocation
                    | Condition::Monochrome
                    | Condition::Bichrome
                    | Condition::Grid(_)
                    | Condition::NoCapture
                    | Condition::MustCapture(_)
                    | Condition::Maximummer(_)
                    | Condition::UncapturablePieces
                    | Condition::ParalysingPieces
                    | Condition::ProteanPieces
                    | Condition::JiggerPieces
                    | Condition::FunctionaryPieces
            )
        })
        .map(|c| (name.to_string(), c.to_string()))
}
