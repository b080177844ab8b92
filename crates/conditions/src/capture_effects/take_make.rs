//! Take&MakeChess, as Popeye 4.104 plays it (found by experiment): a
//! capturing piece must go on from the capture square by a non-capturing
//! move with the walk of the piece it captured, in that piece's direction
//! (a piece capturing a black pawn moves down the board); a capture with
//! no such move is illegal. The move is one move from the capturer's
//! square to the make square, capturing on the capture square (printed
//! `Qd1*f3-f2`); a pawn ending on its promotion rank promotes, one
//! ending on its own first rank may not make that move (`c7*b8-b1` is no
//! move); a capture of a pawn on its first rank makes the double step
//! too (`Rd1*d7-d5`). The make
//! squares are those of Circe Take&Make's rebirth
//! (`Engine::take_and_make_squares`). Check is the plain capture of the
//! king: a king is in check from a piece that could capture it even where
//! no make would follow. Under Take&MakeChess Absolute a king is in
//! check only from a capture that a make could follow (Popeye: with the
//! black king on a4 hemmed in on a3, b3, b4, a5 and b5, a white knight
//! on c3 gives no check).

use crate::condition::{CirceRules, Condition};
use crate::engine::Engine;
use nightrider_board::{Colour, Move, Position, Square};
use nightrider_movegen::MoveList;

/// The conditions Take&MakeChess has been compared with Popeye beside:
/// plain Circe (the victim reborn as usual, the capturer making from the
/// capture square), Isardam (judged after the make), NoWhitePromotion and
/// NoBlackPromotion (a pawn making onto its promotion rank stays a
/// pawn), and half-neutral pieces.
fn combines_with_take_make(c: &Condition) -> bool {
    match c {
        Condition::Circe(r) => *r == CirceRules::default(),
        Condition::Isardam { .. } | Condition::NoPromotion(_) | Condition::HalfNeutralPieces => {
            true
        }
        _ => false,
    }
}

/// The conditions Take&MakeChess Absolute has been compared with Popeye
/// beside: plain Circe, NoWhitePromotion and NoBlackPromotion (beside
/// Isardam Popeye's move lists differ: its checks there are not known to
/// us).
fn combines_with_absolute(c: &Condition) -> bool {
    match c {
        Condition::Circe(r) => *r == CirceRules::default(),
        Condition::NoPromotion(_) => true,
        _ => false,
    }
}

/// Take&MakeChess beside a condition it has not been compared with
/// Popeye beside.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions
        .iter()
        .find(|c| matches!(c, Condition::TakeMake { .. }))?;
    let absolute = matches!(first, Condition::TakeMake { absolute: true });
    let other = conditions.iter().find(|c| {
        *c != first
            && !(if absolute {
                combines_with_absolute(c)
            } else {
                combines_with_take_make(c)
            })
    })?;
    Some((first.to_string(), other.to_string()))
}

impl Engine {
    /// Replaces each capture in `raw` by one move per make square (and per
    /// promotion kind for a pawn making onto its promotion rank); a
    /// capture without a make square is dropped.
    pub(crate) fn expand_take_make(&self, pos: &mut Position, raw: &mut MoveList) {
        if !raw.iter().any(|m| m.is_capture()) {
            return;
        }
        let side = pos.side_to_move();
        let mut out = MoveList::new();
        let mut done: Vec<(Square, Square)> = Vec::new();
        for &m in raw.iter() {
            let (Some(v), Some(facts)) = (m.captures.first(), self.capture_facts(pos, &m, side))
            else {
                out.push(m);
                continue;
            };
            // a capture promoting comes once per kind: make it once
            if done.contains(&(m.from, m.to)) {
                continue;
            }
            done.push((m.from, m.to));
            let (Some(victim), Some(mover)) = (pos.piece_at(v), pos.piece_at(m.from)) else {
                continue;
            };
            let plain = Move {
                promotion: None,
                ..m
            };
            let squares = self.take_and_make_squares(
                pos,
                &plain,
                m.to,
                victim,
                &facts,
                &CirceRules::default(),
            );
            for to in squares {
                let made = Move {
                    to,
                    special: nightrider_board::Special::None,
                    ..plain
                };
                let colour = crate::circe::acting_side(mover, side);
                if crate::rebirth::is_pawn(mover.kind) && to.y() == colour.fold(0, 7) {
                    // (Popeye: a pawn does not make onto its own first rank)
                    continue;
                }
                if crate::circe::promotes(mover, to, colour) {
                    for &kind in &self.generator.rules().promotions {
                        out.push(made.promoting(kind));
                    }
                } else {
                    out.push(made);
                }
            }
        }
        crate::list_rules::replace_moves(raw, &out);
    }

    /// Whether a royal piece of `side` is in check under Take&MakeChess
    /// Absolute: some unit of the other side captures it (as the rules
    /// on observation allow) by a move a make could follow.
    pub(crate) fn take_make_absolute_in_check(&self, pos: &Position, side: Colour) -> bool {
        let royals = pos.royals(side);
        if royals.is_empty() {
            return false;
        }
        let mut board = pos.clone();
        let mut moves = MoveList::new();
        pos.by_colour(!side).into_iter().any(|from| {
            let Some(piece) = pos.piece_at(from) else {
                return false;
            };
            moves.clear();
            self.generate_at(pos, from, piece, !side, true, &mut moves);
            moves.iter().any(|m| {
                royals.into_iter().any(|royal| {
                    m.captures.contains(royal)
                        && self.observation_stands(pos, from, royal, !side)
                        && self.makes_after(&mut board, m, royal, !side)
                })
            })
        })
    }

    /// Whether the capture `m` by `side` of the unit on `v` could be
    /// followed by a make (a pawn's not onto its own first rank).
    fn makes_after(&self, pos: &mut Position, m: &Move, v: Square, side: Colour) -> bool {
        let (Some(victim), Some(mover), Some(facts)) = (
            pos.piece_at(v),
            pos.piece_at(m.from),
            self.capture_facts(pos, m, side),
        ) else {
            return false;
        };
        let plain = Move {
            promotion: None,
            ..*m
        };
        let colour = crate::circe::acting_side(mover, side);
        let first_rank = crate::rebirth::is_pawn(mover.kind).then(|| colour.fold(0, 7));
        self.take_and_make_squares(pos, &plain, v, victim, &facts, &CirceRules::default())
            .into_iter()
            .any(|to| Some(to.y()) != first_rank)
    }
}
