//! FrankfurtChess, as Popeye 4.104 plays it (found by experiment): a
//! capturing piece takes the kind of the piece it captures, keeping its
//! side (`Rd1*d5=P`, a reverse pawn for a reverse pawn: `Rd1*d5=PP`); a
//! king becomes a royal piece of that kind (`Kd1*e2=rQ`), and stays
//! royal when it captures again. Unlike ProteanChess, a pawn stays a
//! pawn, not a reverse pawn. A pawn capturing a piece on its last rank
//! does not promote, it becomes the victim's kind (`e7*d8=B`); a pawn
//! capturing a pawn there promotes as usual (`e7*f8=Q`). A piece
//! capturing a pawn on its own last rank becomes a pawn and promotes at
//! once, by the mover's choice (`Rd1*d8=P=Q`, a king royal:
//! `Kd7*e8=rP=rQ`); one capturing a pawn on its own first rank stays a
//! pawn there (`Rd2*d1=P`).

use crate::condition::Condition;
use crate::engine::{Engine, Played};
use nightrider_board::{Annotation, Attributes, Choice, Colour, Move, Piece, PieceKind, Position};
use nightrider_movegen::MoveList;

/// FrankfurtChess beside a condition other than plain Circe (the only
/// one compared with Popeye).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions
        .iter()
        .find(|c| matches!(c, Condition::Frankfurt))?;
    let other = conditions.iter().find(|c| {
        *c != first && !matches!(c, Condition::Circe(r) if *r == crate::CirceRules::default())
    })?;
    Some((first.to_string(), other.to_string()))
}

/// The rank a piece of `colour` promotes on.
fn last_rank(colour: Colour) -> i32 {
    match colour {
        Colour::White => 7,
        Colour::Black => 0,
    }
}

/// FrankfurtChess's moves from the generator's `raw` ones: a pawn
/// capturing a piece (not a pawn) on its last rank makes one move, not
/// one per promotion; a piece (not a pawn) capturing a pawn on its own
/// last rank makes one move per kind of `promotions`, the kind chosen
/// (`Choice::kind`).
pub(crate) fn adapt_promotions(pos: &Position, raw: &mut MoveList, promotions: &[PieceKind]) {
    let mut adapted = MoveList::new();
    for m in raw.iter() {
        let (Some(mover), Some(victim)) = (
            pos.piece_at(m.from),
            m.captures.first().and_then(|sq| pos.piece_at(sq)),
        ) else {
            adapted.push(*m);
            continue;
        };
        if mover.kind == PieceKind::PAWN {
            let m = if victim.kind == PieceKind::PAWN {
                *m
            } else {
                Move {
                    promotion: None,
                    ..*m
                }
            };
            if !adapted.contains(&m) {
                adapted.push(m);
            }
        } else if victim.kind == PieceKind::PAWN && m.to.y() == last_rank(mover.colour) {
            for &kind in promotions {
                adapted.push(m.choosing(Choice {
                    kind: Some(kind),
                    ..Choice::NONE
                }));
            }
        } else {
            adapted.push(*m);
        }
    }
    crate::list_rules::replace_moves(raw, &adapted);
}

impl Engine {
    /// FrankfurtChess: the capturer takes its victim's kind (a king
    /// turns royal), then promotes if it became a pawn on its last rank.
    pub(crate) fn play_frankfurt(&self, pos: &mut Position, mv: &mut Played<'_>) {
        let Played {
            m,
            at,
            moved,
            ref victims,
            ref mut notes,
            ..
        } = *mv;
        let (Some(mover), Some(&(_, victim)), Some(before)) =
            (pos.piece_at(at), victims.first(), moved)
        else {
            return;
        };
        if before.kind == victim.kind {
            return;
        }
        let mut now = Piece {
            kind: victim.kind,
            ..mover
        };
        if mover.kind == PieceKind::KING {
            now.attributes.insert(Attributes::ROYAL);
        }
        pos.change_piece(at, now);
        notes.push(Annotation::KindChanged {
            kind: now.kind,
            attributes: now.attributes,
        });
        if let Some(kind) = m.choice.kind {
            now.kind = kind;
            pos.change_piece(at, now);
            notes.push(Annotation::KindChanged {
                kind,
                attributes: now.attributes,
            });
        }
        // a rook made on its corner may castle, as under ProteanChess
        self.restore_castling(pos, at, now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::Square;

    fn engine(pos: &Position) -> Engine {
        crate::test_support::engine_under(pos, &[Condition::Frankfurt])
    }

    fn legal(e: &Engine, pos: &mut Position) -> Vec<Move> {
        crate::test_support::legal_moves(e, pos)
    }

    #[test]
    fn a_capturer_takes_its_victims_kind_and_a_king_turns_royal() {
        use Colour::{Black, White};
        let mut pos = crate::test_support::position(&[
            (Square::D1, PieceKind::KING, White),
            (Square::A1, PieceKind::ROOK, White),
            (Square::A5, PieceKind::PAWN, Black),
            (Square::H3, PieceKind::KING, Black),
        ]);
        let e = engine(&pos);
        let moves = legal(&e, &mut pos);
        let rook = moves.iter().find(|m| m.to == Square::A5).unwrap();
        e.play(&mut pos, rook);
        let pawn = pos.piece_at(Square::A5).unwrap();
        assert_eq!((pawn.kind, pawn.colour), (PieceKind::PAWN, White));
        pos.undo_move();
        // a quiet move changes nothing
        let quiet = moves.iter().find(|m| m.to == Square::A2).unwrap();
        assert!(e.play(&mut pos, quiet).is_empty());
        pos.undo_move();
        // the king takes the checking queen and becomes a royal queen
        pos.put(
            Square::E2,
            nightrider_board::Piece::new(PieceKind::QUEEN, Black),
        );
        let e = engine(&pos);
        let moves = legal(&e, &mut pos);
        let king = moves.iter().find(|m| m.to == Square::E2).unwrap();
        let notes = e.play(&mut pos, king);
        let queen = pos.piece_at(Square::E2).unwrap();
        assert_eq!(queen.kind, PieceKind::QUEEN);
        assert!(queen.is_royal());
        assert!(matches!(
            notes.iter().next(),
            Some(Annotation::KindChanged {
                kind: PieceKind::QUEEN,
                ..
            })
        ));
    }

    #[test]
    fn promotions_follow_the_victim() {
        use Colour::{Black, White};
        let mut pos = crate::test_support::position(&[
            (Square::A1, PieceKind::KING, White),
            (Square::E7, PieceKind::PAWN, White),
            (Square::G1, PieceKind::ROOK, White),
            (Square::D8, PieceKind::BISHOP, Black),
            (Square::G8, PieceKind::PAWN, Black),
            (Square::H3, PieceKind::KING, Black),
        ]);
        let e = engine(&pos);
        let moves = legal(&e, &mut pos);
        // the pawn takes the bishop once, becoming a bishop
        let takes: Vec<&Move> = moves.iter().filter(|m| m.to == Square::D8).collect();
        assert_eq!(takes.len(), 1);
        e.play(&mut pos, takes[0]);
        assert_eq!(pos.piece_at(Square::D8).unwrap().kind, PieceKind::BISHOP);
        pos.undo_move();
        // the rook takes the pawn on g8 four times, promoting at once
        let rook: Vec<&Move> = moves.iter().filter(|m| m.to == Square::G8).collect();
        assert_eq!(rook.len(), 4);
        let knight = rook
            .iter()
            .find(|m| m.choice.kind == Some(PieceKind::KNIGHT))
            .unwrap();
        let notes = e.play(&mut pos, knight);
        assert_eq!(pos.piece_at(Square::G8).unwrap().kind, PieceKind::KNIGHT);
        assert_eq!(notes.iter().count(), 2);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// After every legal capture the capturer, of its own side, has
        /// its victim's kind (a promoted kind where it became a pawn on
        /// its last rank, or a pawn took a pawn there), and a king turned
        /// royal; the moves are those found by playing every candidate.
        #[test]
        fn a_capturer_has_its_victims_kind(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = engine(&pos);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let moves = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in moves.iter().filter(|m| m.is_capture()) {
                let mover = pos.piece_at(m.from).unwrap();
                let victim = pos.piece_at(m.captures.first().unwrap()).unwrap();
                e.play(&mut pos, m);
                let now = pos.piece_at(m.to).unwrap();
                proptest::prop_assert_eq!(now.colour, mover.colour);
                let expected = m.choice.kind.or(m.promotion).unwrap_or(victim.kind);
                proptest::prop_assert_eq!(now.kind, expected, "{:?}", m);
                proptest::prop_assert_eq!(now.is_royal(), mover.kind == PieceKind::KING);
                pos.undo_move();
            }
        }
    }
}
