//! PADChess (input `PAD`, `PADChess`), as Popeye 4.104 plays it (found by
//! running it; its manual names the variants only).
//!
//! A piece that has captured is *damaged*: its next capture is its last.
//!
//! - Plain: a damaged piece that captures leaves the board after the
//!   capture (Popeye's `Bc4*d5[-wBd5]`); it still checks.
//! - Strict: a damaged piece cannot capture, and so does not check.
//!
//! Kings are never damaged, except under RexInclusive, where a damaged
//! king cannot capture (a king does not leave the board) and does not
//! check. Every piece of the diagram is undamaged, and so is a piece put
//! on the board (a rebirth): what a piece has captured is read from the
//! moves played since the diagram, and the transposition tables key on
//! it ([`Engine::history_hash`]).

use crate::engine::{Engine, Played};
use nightrider_board::{Annotation, Bitboard, Effect, Move, PieceKind, Position};

/// The variants of PADChess.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PadRules {
    /// Strict: a damaged piece cannot capture (plain: it captures and
    /// leaves the board).
    pub strict: bool,
    /// RexInclusive: kings are damaged too.
    pub rex_inclusive: bool,
}

impl PadRules {
    /// The condition's line as Popeye prints it (`PADChess Strict
    /// RexInclusive`).
    pub fn line(&self) -> String {
        let mut line = String::from("PADChess");
        if self.strict {
            line.push_str(" Strict");
        }
        if self.rex_inclusive {
            line.push_str(" RexInclusive");
        }
        line
    }
}

/// The squares of the pieces that have captured since they came on the
/// board (kings included), after the moves played but the last `skip`.
fn captured_since_placed(pos: &Position, skip: usize) -> Bitboard {
    let mut damaged = Bitboard::EMPTY;
    for back in (skip..pos.moves_played()).rev() {
        let Some(effects) = pos.earlier_move_effects(back) else {
            continue;
        };
        // (a move removes its victims before moving its piece)
        let mut captured = false;
        let mut moved = false;
        for effect in effects {
            match *effect {
                Effect::Remove { square, .. } => {
                    captured |= !moved;
                    damaged.remove(square);
                }
                Effect::Add { square, .. } => damaged.remove(square),
                Effect::Move { from, to } => {
                    let was = damaged.contains(from);
                    damaged.remove(from);
                    if was || (!moved && captured) {
                        damaged.insert(to);
                    }
                    moved = true;
                }
                _ => {}
            }
        }
    }
    damaged
}

impl Engine {
    /// The squares of the damaged pieces of `pos` under `rules` (after
    /// the moves played but the last `skip`).
    fn damaged(&self, rules: &PadRules, pos: &Position, skip: usize) -> Bitboard {
        let mut damaged = captured_since_placed(pos, skip);
        if !rules.rex_inclusive {
            for sq in damaged {
                if pos
                    .piece_at(sq)
                    .is_some_and(|p| p.kind == PieceKind::KING || p.is_royal())
                {
                    damaged.remove(sq);
                }
            }
        }
        damaged
    }

    /// Whether `rules` let the piece on `m.from` play `m` (and, for a
    /// capture of a king, check): no capture by a damaged piece under
    /// Strict, nor by a damaged king.
    pub(crate) fn pad_allows(&self, rules: &PadRules, pos: &Position, m: &Move) -> bool {
        if !m.is_capture() || !self.damaged(rules, pos, 0).contains(m.from) {
            return true;
        }
        let royal = pos
            .piece_at(m.from)
            .is_some_and(|p| p.kind == PieceKind::KING || p.is_royal());
        !rules.strict && !royal
    }

    /// Plain PADChess: a damaged piece that captured leaves the board.
    /// (A king never leaves the board: under RexInclusive a damaged one
    /// cannot capture at all.)
    pub(crate) fn play_pad(&self, pos: &mut Position, mv: &mut Played<'_>) {
        let royal = mv
            .moved
            .is_none_or(|p| p.kind == PieceKind::KING || p.is_royal());
        // (the damage before the move, of the piece that stood on its
        // departure square)
        if royal || mv.victims.is_empty() || !captured_since_placed(pos, 1).contains(mv.m.from) {
            return;
        }
        if let Some(piece) = pos.piece_at(mv.at) {
            pos.remove_piece(mv.at);
            mv.notes.push(Annotation::Removed {
                square: mv.at,
                piece,
            });
        }
    }

    /// The damaged pieces' squares as a hash, for the transposition
    /// tables (zero without PADChess).
    pub(crate) fn pad_history_hash(&self, pos: &Position) -> u64 {
        let Some(rules) = self.pad else {
            return 0;
        };
        self.damaged(&rules, pos, 0).into_iter().fold(0, |h, sq| {
            h ^ (u64::from(sq.idx() as u8) + 1)
                .wrapping_mul(0x9e37_79b9_7f4a_7c15)
                .rotate_left(17)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::condition::Condition;
    use crate::test_support::position;
    use nightrider_board::{Colour, Square};
    use nightrider_movegen::{MoveGenerator, MoveList, Rules, WalkRegistry};

    fn engine(pos: &Position, rules: PadRules) -> Engine {
        let generator =
            MoveGenerator::for_position(pos, Rules::default(), &WalkRegistry::new()).unwrap();
        Engine::new(generator, &[Condition::Pad(rules)]).unwrap()
    }

    /// White: pawn a2, king h1; Black: pawns b3 and c4, king h8.
    fn two_strikes() -> Position {
        use Colour::{Black, White};
        position(&[
            (Square::A2, PieceKind::PAWN, White),
            (Square::H1, PieceKind::KING, White),
            (Square::B3, PieceKind::PAWN, Black),
            (Square::C4, PieceKind::PAWN, Black),
            (Square::H8, PieceKind::KING, Black),
        ])
    }

    fn second_capture(pos: &mut Position, e: &Engine) -> Option<Move> {
        e.play(pos, &Move::capture(Square::A2, Square::B3));
        e.play(pos, &Move::quiet(Square::H8, Square::G8));
        let mut out = MoveList::new();
        e.legal_moves(pos, &mut out);
        out.iter()
            .find(|m| m.from == Square::B3 && m.is_capture())
            .copied()
    }

    #[test]
    fn the_second_capture_removes_the_capturer() {
        let mut pos = two_strikes();
        let e = engine(&pos, PadRules::default());
        let m = second_capture(&mut pos, &e).expect("b3*c4 is legal");
        let before = e.history_hash(&pos);
        let notes = e.play(&mut pos, &m);
        assert_eq!(pos.piece_at(Square::C4), None);
        assert!(notes
            .iter()
            .any(|n| matches!(n, Annotation::Removed { square, .. } if *square == Square::C4)));
        pos.undo_move();
        assert_eq!(e.history_hash(&pos), before);
        // the damage is part of the position's identity
        assert_ne!(before, 0);
    }

    #[test]
    fn a_king_captures_again_and_stays_under_rex_exclusive() {
        use Colour::{Black, White};
        let mut pos = position(&[
            (Square::E4, PieceKind::KING, White),
            (Square::E5, PieceKind::PAWN, Black),
            (Square::F5, PieceKind::PAWN, Black),
            (Square::H8, PieceKind::KING, Black),
        ]);
        let e = engine(&pos, PadRules::default());
        e.play(&mut pos, &Move::capture(Square::E4, Square::E5));
        e.play(&mut pos, &Move::quiet(Square::H8, Square::G8));
        let notes = e.play(&mut pos, &Move::capture(Square::E5, Square::F5));
        assert_eq!(
            pos.piece_at(Square::F5),
            Some(nightrider_board::Piece::new(PieceKind::KING, White))
        );
        assert!(notes.is_empty());
    }

    #[test]
    fn strict_forbids_the_second_capture() {
        let mut pos = two_strikes();
        let rules = PadRules {
            strict: true,
            rex_inclusive: false,
        };
        let e = engine(&pos, rules);
        assert_eq!(second_capture(&mut pos, &e), None);
    }

    #[test]
    fn kings_are_damaged_under_rex_inclusive_only() {
        use Colour::{Black, White};
        let pieces = [
            (Square::E4, PieceKind::KING, White),
            (Square::E5, PieceKind::PAWN, Black),
            (Square::H8, PieceKind::KING, Black),
            (Square::G7, PieceKind::PAWN, Black),
        ];
        for (rex_inclusive, may) in [(false, true), (true, false)] {
            let mut pos = position(&pieces);
            let e = engine(
                &pos,
                PadRules {
                    strict: false,
                    rex_inclusive,
                },
            );
            e.play(&mut pos, &Move::capture(Square::E4, Square::E5));
            e.play(&mut pos, &Move::quiet(Square::G7, Square::G6));
            // (a capture by the king from e5, as the rule sees it)
            let m = Move::capture(Square::E5, Square::F6);
            assert_eq!(e.pad_allows(&e.pad.unwrap(), &pos, &m), may);
        }
    }

    #[test]
    fn lines() {
        let line = |strict, rex_inclusive| {
            PadRules {
                strict,
                rex_inclusive,
            }
            .line()
        };
        assert_eq!(line(false, false), "PADChess");
        assert_eq!(line(true, true), "PADChess Strict RexInclusive");
        assert_eq!(line(false, true), "PADChess RexInclusive");
    }
}
