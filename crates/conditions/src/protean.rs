//! ProteanChess: a capturing piece takes the kind of the piece it
//! captures, with its direction: a piece capturing a pawn becomes a
//! reverse pawn (`Qb4*b7=PP`), one capturing a reverse pawn a pawn; a
//! king becomes a royal piece (`Ka8*b7=rPP`); a pawn capturing on its last
//! rank does not promote, it becomes its victim's kind (`c7*d8=R`), as in
//! Popeye 4.104.

use crate::engine::{Engine, Played};
use crate::hooks::MoveEffect;
use nightrider_board::catalogue::{self, Language};
use nightrider_board::{Annotation, Attributes, Move, Piece, PieceKind, Position};
use nightrider_movegen::MoveList;

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

impl Engine {
    /// ProteanChess (`effect`) and protean pieces: a capturer takes its
    /// victim's kind.
    pub(crate) fn play_protean(&self, pos: &mut Position, mv: &mut Played<'_>, effect: MoveEffect) {
        let Played {
            at,
            moved,
            ref victims,
            ref mut notes,
            ..
        } = *mv;
        let Some(mover) = pos.piece_at(at) else {
            return;
        };
        if effect == MoveEffect::ProteanPieces && !mover.attributes.contains(Attributes::PROTEAN) {
            return;
        }
        let mut now = mover;
        if let Some(&(_, victim)) = victims.first() {
            now = crate::protean::after_capture(mover, victim);
            if now != mover {
                pos.change_piece(at, now);
                notes.push(Annotation::KindChanged {
                    kind: now.kind,
                    attributes: now.attributes,
                });
            }
        }
        if now.kind != moved.map_or(now.kind, |p| p.kind) {
            // a rook made on its corner (by a capture, or a
            // reverse pawn's promotion) may castle, as in Popeye
            self.restore_castling(pos, at, now);
        }
    }
}

/// ProteanChess (`all`) and protean pieces: a pawn capturing on its last
/// rank becomes its victim's kind instead of promoting (a protean pawn
/// too): the promotions of such moves in `raw` become one move.
pub(crate) fn drop_promotions(pos: &Position, raw: &mut MoveList, all: bool) {
    let mut once = MoveList::new();
    for m in raw.iter() {
        let m = if all || Engine::has_attribute(pos, m.from, Attributes::PROTEAN) {
            without_promotion(m)
        } else {
            *m
        };
        if !once.contains(&m) {
            once.push(m);
        }
    }
    *raw = once;
}
