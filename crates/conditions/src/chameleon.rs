//! ChameleonChess and chameleon pieces: a moving piece changes kind along
//! the chameleon sequence; an ordinary pawn (or one reborn on its
//! promotion rank) may promote into a chameleon.

use crate::condition::Condition;
use crate::einstein::change_kind;
use crate::engine::{Engine, Played};
use crate::hooks::{is_castling, MoveEffect};
use nightrider_board::{Annotation, Attributes, Choice, Move, Position};
use nightrider_movegen::MoveList;

impl Engine {
    /// The sequence of ChameleonChess, if it is in force.
    pub(crate) fn chameleon_chess(&self) -> Option<crate::condition::ChameleonSequence> {
        self.effects.iter().find_map(|e| match e {
            MoveEffect::ChameleonChess(sequence) => Some(*sequence),
            _ => None,
        })
    }

    /// Beside chameleon pieces, a pawn reborn on its promotion rank (the
    /// choices of `m` from `start` on) may also promote into a chameleon
    /// (Popeye 4.104: `[+wPa8=Q=c]`), as an ordinary pawn's move may;
    /// not where the capturing pawn promotes too (the choice would be
    /// shared), nor a chameleon victim (it stays one).
    pub(crate) fn push_chameleon_rebirths(
        &self,
        pos: &Position,
        m: &Move,
        start: usize,
        out: &mut MoveList,
    ) {
        if m.promotion.is_some()
            || !self
                .effects
                .iter()
                .any(|e| matches!(e, MoveEffect::ChameleonPieces(_)))
        {
            return;
        }
        let chameleon_victim = m
            .captures
            .first()
            .and_then(|v| pos.piece_at(v))
            .is_some_and(|p| p.attributes.contains(Attributes::CHAMELEON));
        if chameleon_victim {
            return;
        }
        let turned: MoveList = out[start..]
            .iter()
            .filter(|c| c.choice.kind.is_some())
            .map(|c| {
                c.choosing(Choice {
                    chameleon: true,
                    ..c.choice
                })
            })
            .collect();
        out.extend(turned);
    }
}

impl Engine {
    /// ChameleonChess and chameleon pieces (`effect`): the mover changes kind
    /// along `sequence`.
    pub(crate) fn play_chameleon(
        &self,
        pos: &mut Position,
        mv: &mut Played<'_>,
        effect: MoveEffect,
        sequence: crate::condition::ChameleonSequence,
    ) {
        let Played {
            m,
            at,
            ref mut notes,
            ..
        } = *mv;
        let Some(piece) = pos.piece_at(at) else {
            return;
        };
        if m.choice.chameleon && m.promotion.is_some() {
            // an ordinary pawn promoted into a chameleon
            let mut promoted = piece;
            promoted.attributes.insert(Attributes::CHAMELEON);
            pos.change_piece(at, promoted);
            notes.push(Annotation::BecameChameleon);
            return;
        }
        let chameleon = matches!(effect, MoveEffect::ChameleonChess(_))
            || piece.attributes.contains(Attributes::CHAMELEON);
        if chameleon && m.promotion.is_none() && !is_castling(m) {
            change_kind(pos, at, piece, sequence.next(piece.kind), notes);
        }
    }
}

/// Beside chameleon pieces an ordinary pawn may also promote into a
/// chameleon (Popeye: `b7-b8=Q=c`): each promotion in `raw` of a piece
/// that is not a chameleon, to a kind of the `sequence`, is followed by
/// the same into a chameleon (Popeye 4.104 offers no chameleon of a
/// kind outside the sequence: `g7-g8=LI` but no `g7-g8=LI=c`).
pub(crate) fn add_chameleon_promotions(
    pos: &Position,
    sequence: &crate::condition::ChameleonSequence,
    raw: &mut MoveList,
) {
    let in_sequence = |m: &Move| m.promotion.is_some_and(|k| sequence.kinds().contains(&k));
    let ordinary_promotion = |m: &Move| {
        in_sequence(m)
            && pos
                .piece_at(m.from)
                .is_some_and(|p| !p.attributes.contains(Attributes::CHAMELEON))
    };
    if !raw.iter().any(ordinary_promotion) {
        // (nothing to add: the list stays as it is, not copied)
        return;
    }
    let mut both = MoveList::new();
    for m in raw.iter() {
        both.push(*m);
        let ordinary = pos
            .piece_at(m.from)
            .is_some_and(|p| !p.attributes.contains(Attributes::CHAMELEON));
        if in_sequence(m) && ordinary {
            both.push(m.choosing(Choice {
                chameleon: true,
                ..m.choice
            }));
        }
    }
    *raw = both;
}

/// The sequence chameleon pieces change along: the one given among
/// `conditions` ([`Condition::ChameleonSequence`]), or the default.
pub(crate) fn sequence_of(conditions: &[Condition]) -> crate::condition::ChameleonSequence {
    conditions
        .iter()
        .find_map(|c| match c {
            Condition::ChameleonSequence(s) => Some(*s),
            _ => None,
        })
        .unwrap_or_default()
}
