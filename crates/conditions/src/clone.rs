//! Circe and AntiCirce Clone: the reborn piece takes the kind of the other
//! piece of the capture, and is reborn on that kind's square.
//!
//! As Popeye 4.104 has it (found by experiment): under Circe a victim
//! takes the capturer's kind before a promotion, and one captured by a
//! king is reborn as itself; under AntiCirce a capturing king becomes a
//! royal piece of its victim's kind (`[wKd3->rRh1]`), and a check (a
//! capture of a king) is judged by the capturer's own kind. Beside
//! EinsteinChess and its variants a Circe victim takes the capturer's kind
//! before its Einstein change, and an AntiCirce capturer its victim's
//! (compared with Popeye on 150 random positions).
//!
//! Known gap: Popeye lets a king become a royal piece on a square where it
//! is in check (`Kc6*d6[bKd6->rQd8]` with a rook on e8); we do not.

use crate::condition::{CirceRules, Condition, RebirthIdentity, RebirthSquare};
use nightrider_board::{Attributes, Piece, PieceKind};

/// `piece` as Clone has it reborn when captured by (`anti` false), or
/// capturing (`anti` true), `other`; unchanged without Clone.
pub fn cloned(rules: &CirceRules, piece: Piece, other: Piece, anti: bool) -> Piece {
    if !rules.clone {
        return piece;
    }
    if anti && other.kind == PieceKind::KING {
        // a capture of a king (a check) is judged by the capturer's own
        // kind
        piece
    } else if anti {
        let mut reborn = Piece {
            kind: other.kind,
            ..piece
        };
        if piece.kind == PieceKind::KING {
            reborn.attributes.insert(Attributes::ROYAL);
        }
        reborn
    } else if other.kind == PieceKind::KING || other.is_royal() {
        piece
    } else {
        Piece {
            kind: other.kind,
            ..piece
        }
    }
}

/// What cannot stand beside Clone among `conditions`, if anything (the two
/// names for the error): the variants changing the reborn piece otherwise
/// or choosing its square, and Circe with AntiCirce, have not been
/// compared with Popeye.
pub fn refused_with(conditions: &[Condition]) -> Option<(String, String)> {
    let mut rebirths = conditions.iter().filter_map(|c| match c {
        Condition::Circe(r) => Some((r, "Circe Clone")),
        Condition::AntiCirce(r) => Some((r, "AntiCirce Clone")),
        _ => None,
    });
    let (rules, name) = rebirths.clone().find(|(r, _)| r.clone)?;
    let refused = if rules.changes_kind() || rules.turncoat {
        Some("Chameleon, Einstein or Turncoats".to_string())
    } else if rules.identity != RebirthIdentity::Victim {
        Some("Couscous".to_string())
    } else if rules.square.is_chosen() || rules.square == RebirthSquare::Diagram {
        Some("a chosen or Diagram rebirth square".to_string())
    } else if rules.underworld.is_some() || rules.wait_capture {
        Some("Volcanic, Parachute or WaitCapture".to_string())
    } else if rebirths.nth(1).is_some() {
        Some("Circe and AntiCirce together".to_string())
    } else {
        conditions
            .iter()
            .find(|c| {
                matches!(
                    c,
                    Condition::KamikazePieces
                        | Condition::ChameleonPieces
                        | Condition::ChameleonChess(_)
                        | Condition::Masand
                        | Condition::MasandGeneralised
                        | Condition::Sentinelles(_)
                        | Condition::Influencer
                        | Condition::VolagePieces
                        | Condition::Volage { .. }
                        | Condition::Andernach
                        | Condition::AntiAndernach
                )
            })
            .map(|c| c.to_string())
    };
    refused.map(|what| (name.to_string(), what))
}
