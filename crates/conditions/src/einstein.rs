//! EinsteinChess, ReversalEinsteinChess and AntiEinsteinChess: the moving
//! piece changes kind along the Einstein chain; pawns never promote.

use crate::condition::EinsteinRule;
use crate::engine::{Engine, Played};
use crate::hooks::MoveEffect;
use nightrider_board::{
    Annotation, Annotations, Attributes, Move, Piece, PieceKind, Position, Special, Square,
};
use nightrider_movegen::MoveList;

impl Engine {
    /// The rule of EinsteinChess or its variant in force, if any.
    pub(crate) fn einstein_rule(&self) -> Option<EinsteinRule> {
        self.effects.iter().find_map(|e| match e {
            MoveEffect::Einstein(rule) => Some(*rule),
            _ => None,
        })
    }
}

/// Turns the moving `piece` on `at` into `kind` (if that is another
/// kind), noting it for the notation (`=S`).
pub(crate) fn change_kind(
    pos: &mut Position,
    at: Square,
    piece: Piece,
    kind: PieceKind,
    notes: &mut Annotations,
) {
    if kind != piece.kind {
        pos.change_kind(at, kind);
        notes.push(Annotation::KindChanged {
            kind,
            attributes: piece.attributes,
        });
    }
}

impl Engine {
    /// EinsteinChess and its variants (`rule`): the mover changes kind;
    /// in a castling the rook changes too, as a piece moving without a
    /// capture (`0-0=B`). The notation names the new kind bare, whatever
    /// the piece's attributes (`kSb6-c4=P`).
    pub(crate) fn play_einstein(
        &self,
        pos: &mut Position,
        mv: &mut Played<'_>,
        rule: EinsteinRule,
    ) {
        let Played {
            m,
            at,
            ref victims,
            ref mut notes,
            ..
        } = *mv;
        let changed = if let Special::Castle { rook_to, .. } = m.special {
            rook_to
        } else {
            at
        };
        let Some(piece) = pos.piece_at(changed) else {
            return;
        };
        if let Some(kind) = rule.next(piece.kind, !victims.is_empty()) {
            let shown = Piece {
                attributes: Attributes::empty(),
                ..piece
            };
            change_kind(pos, changed, shown, kind, notes);
        }
    }
}

/// EinsteinChess: pawns never promote; a pawn reaching the last rank
/// changes kind by the Einstein rule like any other move: the promotions
/// in `raw` become one move.
pub(crate) fn drop_promotions(raw: &mut MoveList) {
    let mut once = MoveList::new();
    for m in raw.iter() {
        let m = Move {
            promotion: None,
            ..*m
        };
        if !once.contains(&m) {
            once.push(m);
        }
    }
    *raw = once;
}
