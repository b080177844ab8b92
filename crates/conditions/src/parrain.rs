//! Circe Parrain and AntiCirce Parrain (and ContraParrain): the piece
//! captured by, resp. the capturer of, the previous move is reborn,
//! resp. displaced, by this move's vector; the waiting piece's promotions
//! and its part of the position's history hash. Before the first move the
//! previous move is the one LastCapture names (the move that led to the
//! diagram).

use crate::engine::{Engine, Played};
use crate::hooks::MoveEffect;
use crate::rebirth::is_pawn;
use nightrider_board::{Annotation, Choice, Move, Piece, Position, Square};
use nightrider_movegen::MoveList;

impl Engine {
    /// Circe Parrain: the piece the previous move captured and the square
    /// it was captured on, waiting for its rebirth (before the first move,
    /// LastCapture's piece).
    pub(crate) fn parrain_pending(&self, pos: &Position) -> Option<(Square, Piece)> {
        match crate::hooks::last_real_move(pos) {
            Some(_) => crate::hooks::parrain_pending(pos),
            None => self.last_capture,
        }
    }

    /// AntiCirce Parrain: the square of the unit that captured on the
    /// previous move and the square it captured on (before the first move,
    /// LastCapture's square, where its capturer stands).
    pub(crate) fn waiting_capturer(&self, pos: &Position) -> Option<(Square, Square)> {
        match crate::hooks::last_real_move(pos) {
            Some(_) => crate::hooks::waiting_capturer(pos),
            None => self.last_capture.map(|(square, _)| (square, square)),
        }
    }

    /// Circe and AntiCirce Parrain: replaces each move that puts the
    /// waiting pawn (the previous move's victim, resp. capturer) on its
    /// promotion rank by one move per promotion kind ([`Choice::kind`]).
    pub(crate) fn expand_parrain_promotions(&self, pos: &Position, raw: &mut MoveList) {
        let Some(&parrain) = self.effects.iter().find(|e| {
            matches!(
                e,
                MoveEffect::Parrain { .. } | MoveEffect::AntiParrain { .. }
            )
        }) else {
            return;
        };
        let waiting = match parrain {
            MoveEffect::Parrain { contra } => self
                .parrain_pending(pos)
                .map(|(sq, piece)| (sq, sq, piece, contra, false)),
            MoveEffect::AntiParrain { contra } => {
                self.waiting_capturer(pos).and_then(|(sq, captured_on)| {
                    pos.piece_at(sq)
                        .map(|piece| (sq, captured_on, piece, contra, true))
                })
            }
            _ => None,
        };
        let Some((from, captured_on, piece, contra, anti)) = waiting else {
            return;
        };
        if !is_pawn(piece.kind) {
            return;
        }
        let mut out = MoveList::new();
        for &m in raw.iter() {
            let target = crate::hooks::parrain_square(captured_on, &m, contra)
                .filter(|sq| *sq == from || !crate::hooks::occupied_after(pos, &m).contains(*sq));
            // (a neutral pawn promotes for the side making the move)
            let colour = if piece.is_neutral() {
                pos.side_to_move()
            } else {
                piece.colour
            };
            let promoting = target.is_some_and(|sq| sq.y() == colour.fold(7, 0));
            // (under AntiCirce Parrain a move capturing the waiting piece
            // is displaced itself: a pawn's move promotes by itself)
            let replaced = anti && m.captures.contains(from);
            // (NoWhitePromotion, NoBlackPromotion: the pawn stays a pawn)
            let barred = self.move_rules.contains(&crate::hooks::MoveRule::Selection(
                crate::selection::MoveSelection::NoPromotion(colour),
            ));
            if promoting && !replaced && !barred {
                for &kind in &self.generator.rules().promotions {
                    out.push(m.choosing(Choice {
                        square: None,
                        kind: Some(kind),
                        ..Choice::NONE
                    }));
                }
            } else {
                out.push(m);
            }
        }
        *raw = out;
    }
}

impl Engine {
    /// Circe Parrain: the piece the previous move captured is reborn.
    pub(crate) fn play_parrain(&self, pos: &mut Position, mv: &mut Played<'_>, contra: bool) {
        let Played {
            m,
            pending,
            ref mut notes,
            ..
        } = *mv;
        let Some((square, piece)) = pending else {
            return;
        };
        if let Some(sq) = crate::hooks::parrain_square(square, m, contra) {
            if pos.piece_at(sq).is_none() {
                // a volage piece reborn on a square of the other
                // colour changes colour
                let mut reborn = if self.is_volage(piece) && square.is_light() != sq.is_light() {
                    self.turned(piece)
                } else {
                    piece
                };
                if let Some(kind) = m.choice.kind {
                    // a pawn reborn on its promotion rank
                    reborn.kind = kind;
                }
                pos.add_piece(sq, reborn);
                self.restore_castling(pos, sq, reborn);
                notes.push(Annotation::Added {
                    square: sq,
                    piece,
                    became: (reborn != piece).then_some(reborn),
                });
            }
        }
    }

    /// AntiCirce Parrain: the previous move's capturer is displaced.
    pub(crate) fn play_anti_parrain(&self, pos: &mut Position, mv: &mut Played<'_>, contra: bool) {
        let Played {
            m,
            waiting,
            ref mut notes,
            ..
        } = *mv;
        let Some((from, captured_on)) = waiting else {
            return;
        };
        let Some(piece) = pos.piece_at(from) else {
            return;
        };
        // (displaced onto the square it stands on: it stays)
        if let Some(to) = crate::hooks::parrain_square(captured_on, m, contra)
            .filter(|sq| *sq == from || pos.piece_at(*sq).is_none())
        {
            if to != from {
                pos.move_piece(from, to);
            }
            if let Some(kind) = m.choice.kind {
                // a pawn displaced onto its promotion rank
                pos.change_kind(to, kind);
            }
            notes.push(Annotation::Relocated {
                piece,
                from,
                to,
                reborn_as: None,
                promoted: m.choice.kind,
            });
        }
    }
}

impl Engine {
    /// AntiCirce Parrain: whether `m` displaces the piece waiting since the
    /// previous capture to a square on the board that is empty after `m`.
    pub(crate) fn anti_parrain_allows(&self, pos: &Position, m: &Move, contra: bool) -> bool {
        let Some((waiting, captured_on)) = self.waiting_capturer(pos) else {
            return true;
        };
        if pos.piece_at(waiting).is_none() {
            return true;
        }
        // (the displaced piece may stay where it stands, unless the
        // move went there)
        crate::hooks::parrain_square(captured_on, m, contra).is_some_and(|sq| {
            (sq == waiting && m.to != waiting) || !crate::hooks::occupied_after(pos, m).contains(sq)
        })
    }

    /// What the position's hash leaves out but Circe Parrain (the piece
    /// waiting for its rebirth) or AntiCirce Parrain (the capturer waiting to
    /// be displaced) remembers from the moves played, under `effect`, as a
    /// hash (zero when nothing: see [`Engine::history_hash`]).
    pub(crate) fn parrain_history_hash(&self, effect: &MoveEffect, pos: &Position) -> u64 {
        match effect {
            MoveEffect::Parrain { .. } => self.parrain_pending(pos).map_or(0, |(sq, piece)| {
                mix(0x5041_5252, u64::from(sq.index()), u64::from(piece.kind.0))
                    ^ mix(
                        0x4e54,
                        u64::from(piece.colour as u8),
                        piece.attributes.bits().into(),
                    )
            }),
            MoveEffect::AntiParrain { .. } => {
                self.waiting_capturer(pos).map_or(0, |(at, captured_on)| {
                    mix(
                        0x414e_5449,
                        u64::from(at.index()),
                        u64::from(captured_on.index()),
                    )
                })
            }
            _ => 0,
        }
    }
}

/// A 64-bit mix of three numbers (splitmix64 finaliser), for
/// [`history_hash`].
fn mix(tag: u64, a: u64, b: u64) -> u64 {
    let mut z = tag
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(a << 32 | b);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
