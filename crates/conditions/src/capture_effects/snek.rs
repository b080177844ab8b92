//! SnekChess and SnekCircleChess: a capture makes one unit of the
//! victim's side take the captured piece's kind, climbing a chain of
//! kinds.
//!
//! As Popeye 4.104 plays them (found by experiment; its manual only names
//! them): the kinds form a chain, under SnekChess king → knight → bishop
//! → rook → queen, under SnekCircleChess the circle queen → knight →
//! bishop → rook → queen. When a knight, bishop, rook or queen is
//! captured, one unit of its side of the kind before it in the chain
//! takes its kind (`1.Rd1*d5[a2=B]` for a bishop taken, a knight on a2
//! turned bishop). The victim's side has the choice: one move per such
//! unit (and the move as it is when there is none). Under SnekChess the
//! king is the unit before the knight: it becomes a royal knight
//! (`Kf5*e4[d3=rS]`), and a royal unit stays royal as it climbs
//! (`[a8=rB]`). The capture of a pawn or a king changes nothing, nor does
//! a capture en passant. Popeye turns the king into some fairy pieces
//! taken under SnekChess (a nightrider, `[e7=rN]`) and not into others (a
//! grasshopper), by a rule not found: fairy pieces are refused.
//!
//! The change is part of the move: a self-check and a check given are
//! judged after it.

use crate::engine::{Engine, Played};
use crate::Condition;
use nightrider_board::{
    Annotation, Attributes, Choice, Colour, Move, Piece, PieceKind, Position, Square,
};
use nightrider_movegen::MoveList;

/// Whether `c` is SnekChess or SnekCircleChess.
pub fn is_snek(c: &Condition) -> bool {
    matches!(c, Condition::Snek { .. })
}

/// The kind a unit must have to take the kind `victim` when a piece of
/// that kind is captured: the kind before it in the chain (SnekChess) or
/// the circle (`circle`), if `victim` is in it.
pub fn predecessor(victim: PieceKind, circle: bool) -> Option<PieceKind> {
    Some(match victim {
        PieceKind::KNIGHT if circle => PieceKind::QUEEN,
        PieceKind::KNIGHT => PieceKind::KING,
        PieceKind::BISHOP => PieceKind::KNIGHT,
        PieceKind::ROOK => PieceKind::BISHOP,
        PieceKind::QUEEN => PieceKind::ROOK,
        _ => return None,
    })
}

/// The squares of the units of `colour` that may take the kind `victim`
/// (the move's choices), in the order of the squares.
fn climbers(pos: &Position, victim: Piece, circle: bool) -> Vec<Square> {
    let Some(kind) = predecessor(victim.kind, circle) else {
        return Vec::new();
    };
    let colour: Colour = victim.colour;
    pos.pieces(kind, colour).into_iter().collect()
}

/// The conditions whose move lists beside SnekChess and SnekCircleChess
/// have been compared with Popeye.
fn compared_beside(c: &Condition) -> bool {
    matches!(c, Condition::NoCapture | Condition::MustCapture(_))
}

/// The first combination of SnekChess or SnekCircleChess with a condition
/// not compared with Popeye beside it, named.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| is_snek(c))?;
    let other = conditions
        .iter()
        .find(|c| *c != first && !compared_beside(c))?;
    Some((first.to_string(), other.to_string()))
}

/// SnekChess or SnekCircleChess with neutral pieces on `pos`, or with
/// fairy pieces there or among the `promotions`: Popeye 4.104 turns the
/// king into some fairy pieces taken (a nightrider, camel, locust, lion)
/// and not into others (a grasshopper, zebra, mao, cardinal) by a rule
/// not found.
pub fn position_refusal(
    pos: &Position,
    conditions: &[Condition],
    promotions: &[PieceKind],
) -> Option<&'static str> {
    if !conditions.iter().any(is_snek) {
        return None;
    }
    if !pos.neutrals().is_empty() {
        return Some("SnekChess or SnekCircleChess with neutral pieces");
    }
    (!crate::compat::fairy_pieces_compared(pos, promotions, &[]))
        .then_some("SnekChess or SnekCircleChess with fairy pieces")
}

impl Engine {
    /// Replaces each capture in `raw` by one move per unit of the
    /// victim's side that may take the victim's kind ([`Choice::square`]).
    pub(crate) fn expand_snek(&self, circle: bool, pos: &Position, raw: &mut MoveList) {
        if !raw.iter().any(|m| m.is_capture()) {
            return;
        }
        let mut out = MoveList::new();
        for &m in raw.iter() {
            let victim = m
                .captures
                .into_iter()
                .find_map(|sq| pos.piece_at(sq).filter(|_| sq == m.to));
            let units = victim.map(|v| climbers(pos, v, circle)).unwrap_or_default();
            if units.is_empty() {
                out.push(m);
                continue;
            }
            for sq in units {
                out.push(Move {
                    choice: Choice {
                        square: Some(sq),
                        ..m.choice
                    },
                    ..m
                });
            }
        }
        *raw = out;
    }

    /// SnekChess after the move proper: the unit chosen takes the kind of
    /// the piece captured (a king turned knight becomes royal).
    pub(crate) fn play_snek(&self, pos: &mut Position, mv: &mut Played<'_>, circle: bool) {
        let Some(sq) = mv.m.choice.square.filter(|_| mv.m.is_capture()) else {
            return;
        };
        let Some(&(_, victim)) = mv.victims.iter().find(|(at, _)| *at == mv.m.to) else {
            return;
        };
        let Some(unit) = pos.piece_at(sq) else {
            return;
        };
        if predecessor(victim.kind, circle) != Some(unit.kind) || unit.colour != victim.colour {
            return;
        }
        let attributes = if unit.kind == PieceKind::KING {
            unit.attributes | Attributes::ROYAL
        } else {
            unit.attributes
        };
        let kind = victim.kind;
        pos.change_piece(
            sq,
            Piece {
                kind,
                attributes,
                ..unit
            },
        );
        mv.notes.push(Annotation::Transformed {
            square: sq,
            kind,
            attributes,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::engine_with_rules as engine;
    use proptest::prelude::*;

    fn put(pos: &mut Position, sq: Square, kind: PieceKind, colour: Colour) {
        pos.put(sq, Piece::new(kind, colour));
    }

    fn legal(e: &Engine, pos: &mut Position) -> MoveList {
        let mut moves = MoveList::new();
        e.legal_moves(pos, &mut moves);
        moves
    }

    #[test]
    fn the_chains() {
        assert_eq!(predecessor(PieceKind::KNIGHT, false), Some(PieceKind::KING));
        assert_eq!(predecessor(PieceKind::KNIGHT, true), Some(PieceKind::QUEEN));
        assert_eq!(predecessor(PieceKind::QUEEN, false), Some(PieceKind::ROOK));
        assert_eq!(predecessor(PieceKind::PAWN, false), None);
        assert_eq!(predecessor(PieceKind::KING, true), None);
    }

    #[test]
    fn each_knight_may_become_the_bishop_taken() {
        // Popeye: white Kh1 Rd1, black Ka8 Bd5 Sb8 Sh8:
        // 1.Rd1*d5[b8=B] and 1.Rd1*d5[h8=B]
        let mut pos = Position::empty();
        put(&mut pos, Square::H1, PieceKind::KING, Colour::White);
        put(&mut pos, Square::D1, PieceKind::ROOK, Colour::White);
        put(&mut pos, Square::A8, PieceKind::KING, Colour::Black);
        put(&mut pos, Square::D5, PieceKind::BISHOP, Colour::Black);
        put(&mut pos, Square::B8, PieceKind::KNIGHT, Colour::Black);
        put(&mut pos, Square::G8, PieceKind::KNIGHT, Colour::Black);
        let e = engine(&pos, &[Condition::Snek { circle: false }]);
        let moves = legal(&e, &mut pos);
        let captures: Vec<Move> = moves.iter().filter(|m| m.is_capture()).copied().collect();
        assert_eq!(captures.len(), 2);
        e.play(&mut pos, &captures[0]);
        assert_eq!(
            pos.piece_at(Square::B8).map(|p| p.kind),
            Some(PieceKind::BISHOP)
        );
        assert_eq!(
            pos.piece_at(Square::G8).map(|p| p.kind),
            Some(PieceKind::KNIGHT)
        );
    }

    #[test]
    fn the_king_becomes_a_royal_knight() {
        // Popeye (REGRESSIONS/4_85_to_4_87): 1...Kf5*e4[d3=rS] #
        let mut pos = Position::empty();
        put(&mut pos, Square::F5, PieceKind::KING, Colour::White);
        put(&mut pos, Square::D3, PieceKind::KING, Colour::Black);
        put(&mut pos, Square::E4, PieceKind::KNIGHT, Colour::Black);
        let e = engine(&pos, &[Condition::Snek { circle: false }]);
        let m = legal(&e, &mut pos)
            .iter()
            .find(|m| m.is_capture())
            .copied()
            .expect("Kf5*e4 is legal");
        e.play(&mut pos, &m);
        let royal = pos.piece_at(Square::D3).expect("the king turned");
        assert_eq!(royal.kind, PieceKind::KNIGHT);
        assert_eq!(pos.royal_square(Colour::Black), Some(Square::D3));
    }

    proptest! {
        /// A capture of a piece in the chain yields one move per unit of
        /// the kind before it (or one move if none), and the unit chosen
        /// takes the victim's kind.
        #[test]
        fn one_move_per_climber(victim in 0usize..4, others in proptest::collection::btree_set(16u8..56, 0..6), circle: bool) {
            let kinds = [PieceKind::KNIGHT, PieceKind::BISHOP, PieceKind::ROOK, PieceKind::QUEEN];
            let mut pos = Position::empty();
            put(&mut pos, Square::A1, PieceKind::KING, Colour::White);
            put(&mut pos, Square::H8, PieceKind::KING, Colour::Black);
            put(&mut pos, Square::H1, PieceKind::ROOK, Colour::White);
            put(&mut pos, Square::H2, kinds[victim], Colour::Black);
            for (i, s) in others.iter().enumerate() {
                let sq = Square::new(*s).unwrap();
                if sq.x() == 7 {
                    continue;
                }
                put(&mut pos, sq, kinds[i % 4], Colour::Black);
            }
            let e = engine(&pos, &[Condition::Snek { circle }]);
            let expected = match predecessor(kinds[victim], circle) {
                Some(PieceKind::KING) => 1,
                Some(kind) => pos.pieces(kind, Colour::Black).count().max(1) as usize,
                None => 1,
            };
            let mut moves = MoveList::new();
            e.candidates(&mut pos, &mut moves);
            let captures: Vec<Move> = moves
                .iter()
                .filter(|m| m.from == Square::H1 && m.to == Square::H2)
                .copied()
                .collect();
            prop_assert_eq!(captures.len(), expected);
            for m in captures {
                e.play(&mut pos, &m);
                if let Some(sq) = m.choice.square {
                    prop_assert_eq!(pos.piece_at(sq).map(|p| p.kind), Some(kinds[victim]));
                }
                pos.undo_move();
            }
        }
    }
}
