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

use crate::condition::CirceRules;
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
