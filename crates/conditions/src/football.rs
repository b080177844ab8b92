//! Football: a unit ending its move on the a- or h-file (the touchlines)
//! may change into one of the kinds the condition lists.
//!
//! As Popeye 4.104 plays it (found by experiment; its manual only names
//! it): a unit other than a king whose move ends on the a- or h-file,
//! whatever file it came from (`Rh1-h5=Q`), moving or capturing, has one
//! move more per kind listed other than its own (`Sb1-a3=Q`), besides
//! the move as it is. A pawn promoting there promotes first, then may
//! change (`a7-a8=S=Q`; the queen promoted to stays as it is). The first
//! and last ranks do nothing, nor does a king (or a royal piece, `rQ`)
//! reaching the touchline, and a king among the kinds listed is dropped.
//! A pawn listed may be chosen
//! on any square of the touchline, its first and last ranks included
//! (`Rh2-h1=P`). Without kinds the condition changes nothing (and Popeye
//! does not print it).
//!
//! A neutral unit stays neutral (`nSc3-a4=Q`: the attributes are not
//! printed).
//!
//! The change is part of the move: a check is judged with the new kind
//! (`Rh8-h7=Q +`), and so is a capture of a king (a capture changing into
//! a kind whose AntiCirce rebirth square is empty checks where the
//! capturer's own would be blocked). Under AntiCirce the capturer changes
//! before its rebirth, which goes to the new kind's square
//! (`Bf6*a1=S[bSa1->b8]`).

use crate::condition::{CirceRules, Condition, KindSet};
use crate::engine::{Engine, Played};
use nightrider_board::{Annotation, Attributes, Choice, Move, Piece, PieceKind, Position, Square};
use nightrider_movegen::MoveList;

/// Whether `sq` is on the a- or h-file, where Football changes kinds.
pub fn on_touchline(sq: Square) -> bool {
    sq.x() == 0 || sq.x() == 7
}

/// The conditions whose move lists beside Football have been compared
/// with Popeye.
fn compared_beside(c: &Condition) -> bool {
    match c {
        Condition::Football(_)
        | Condition::NoCapture
        | Condition::MustCapture(_)
        | Condition::Madrasi { .. } => true,
        // plain AntiCirce, Calvet or Cheylan
        Condition::AntiCirce(r) => {
            *r == CirceRules {
                cheylan: r.cheylan,
                rex_inclusive: true,
                strict: true,
                ..CirceRules::default()
            }
        }
        _ => false,
    }
}

/// The first combination of Football with a condition not compared with
/// Popeye beside it, named.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions
        .iter()
        .find(|c| matches!(c, Condition::Football(_)))?;
    let other = conditions.iter().find(|c| !compared_beside(c))?;
    Some((first.to_string(), other.to_string()))
}

/// The kind `m` leaves its mover `piece` with before Football's change:
/// its promotion, or its own.
fn kind_after(piece: Piece, m: &Move) -> PieceKind {
    m.promotion.unwrap_or(piece.kind)
}

/// Adds to `raw`, after each move of a unit other than a king (or a
/// royal unit) ending on
/// the touchline, one move per kind of `kinds` (a king dropped) other
/// than the unit's after the move ([`Choice::kind`]).
pub(crate) fn expand(kinds: KindSet, pos: &Position, raw: &mut MoveList) {
    if !raw.iter().any(|m| on_touchline(m.to)) {
        return;
    }
    let mut out = MoveList::new();
    for &m in raw.iter() {
        out.push(m);
        let Some(piece) = pos.piece_at(m.from) else {
            continue;
        };
        let royal = piece.kind == PieceKind::KING || piece.attributes.contains(Attributes::ROYAL);
        if !on_touchline(m.to) || royal || m.is_null() {
            continue;
        }
        let own = kind_after(piece, &m);
        for &kind in kinds.kinds() {
            if kind != own && kind != PieceKind::KING {
                out.push(Move {
                    choice: Choice {
                        kind: Some(kind),
                        ..m.choice
                    },
                    ..m
                });
            }
        }
    }
    *raw = out;
}

/// The kind the unit making `m` has after Football's change, if the
/// move chose one.
pub(crate) fn chosen_kind(m: &Move) -> Option<PieceKind> {
    m.choice.kind.filter(|_| on_touchline(m.to))
}

impl Engine {
    /// Football after the move proper: the unit takes the kind chosen,
    /// keeping its attributes (a neutral unit stays neutral), which
    /// Popeye does not print (`nSc3-a4=Q`).
    pub(crate) fn play_football(&self, pos: &mut Position, mv: &mut Played<'_>) {
        let Some(kind) = chosen_kind(mv.m) else {
            return;
        };
        let Some(piece) = pos.piece_at(mv.at) else {
            return;
        };
        let changed = Piece { kind, ..piece };
        pos.change_piece(mv.at, changed);
        mv.notes.push(Annotation::KindChanged {
            kind,
            attributes: Attributes::empty(),
        });
        self.restore_castling(pos, mv.at, changed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{engine_under, legal_moves, position_to_move as position};
    use nightrider_board::Colour::{Black, White};
    use proptest::prelude::*;

    fn kinds(list: &[PieceKind]) -> Option<KindSet> {
        KindSet::new(list)
    }

    fn changes_to(moves: &[Move], from: Square, to: Square) -> Vec<Option<PieceKind>> {
        let mut v: Vec<_> = moves
            .iter()
            .filter(|m| m.from == from && m.to == to)
            .map(|m| m.choice.kind)
            .collect();
        v.sort_by_key(|k| k.map(|k| k.0));
        v
    }

    #[test]
    fn a_knight_reaching_the_a_file_may_change() {
        // Popeye, Football Q R B S: 1.Sb1-a3, =Q, =R, =B; 1.Sb1-c3 only
        let pos = position(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::B1, PieceKind::KNIGHT, White),
                (Square::E8, PieceKind::KING, Black),
            ],
            false,
        );
        let list = [
            PieceKind::QUEEN,
            PieceKind::ROOK,
            PieceKind::BISHOP,
            PieceKind::KNIGHT,
        ];
        let e = engine_under(&pos, &[Condition::Football(kinds(&list))]);
        let mut p = pos.clone();
        let moves = legal_moves(&e, &mut p);
        let mut expected = vec![
            None,
            Some(PieceKind::QUEEN),
            Some(PieceKind::ROOK),
            Some(PieceKind::BISHOP),
        ];
        expected.sort_by_key(|k| k.map(|k| k.0));
        assert_eq!(changes_to(&moves, Square::B1, Square::A3), expected);
        assert_eq!(changes_to(&moves, Square::B1, Square::C3), vec![None]);
        // the king reaching the touchline does not change
        let mut p = pos.clone();
        let moves = legal_moves(&e, &mut p);
        assert!(moves
            .iter()
            .all(|m| m.from != Square::E1 || m.choice.kind.is_none()));
    }

    #[test]
    fn a_changed_unit_checks_with_its_new_kind() {
        // Popeye, Football Q S: 1.Rh8-h7=Q + (the queen sees b1)
        let pos = position(
            &[
                (Square::B1, PieceKind::KING, White),
                (Square::D8, PieceKind::KING, Black),
                (Square::H8, PieceKind::ROOK, Black),
            ],
            true,
        );
        let e = engine_under(
            &pos,
            &[Condition::Football(kinds(&[
                PieceKind::QUEEN,
                PieceKind::KNIGHT,
            ]))],
        );
        let mut p = pos.clone();
        let moves = legal_moves(&e, &mut p);
        let m = *moves
            .iter()
            .find(|m| m.to == Square::H7 && m.choice.kind == Some(PieceKind::QUEEN))
            .expect("Rh8-h7=Q");
        let notes = e.play(&mut p, &m);
        assert_eq!(
            p.piece_at(Square::H7),
            Some(Piece::new(PieceKind::QUEEN, Black))
        );
        assert!(notes.iter().any(|n| matches!(
            n,
            Annotation::KindChanged {
                kind: PieceKind::QUEEN,
                ..
            }
        )));
        assert!(e.in_check(&p, White));
    }

    #[test]
    fn without_kinds_nothing_changes() {
        let pos = position(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::B1, PieceKind::KNIGHT, White),
                (Square::E8, PieceKind::KING, Black),
            ],
            false,
        );
        let e = engine_under(&pos, &[Condition::Football(None)]);
        let mut p = pos.clone();
        assert!(legal_moves(&e, &mut p)
            .iter()
            .all(|m| m.choice.kind.is_none()));
    }

    proptest! {
        /// Every move keeps its plain form, and a change is chosen only
        /// on the touchline, by a unit other than a king, into a listed
        /// kind other than its own.
        #[test]
        fn changes_only_on_the_touchline(squares in proptest::collection::vec(0u8..64, 6)) {
            let mut placed: Vec<Square> = Vec::new();
            for s in squares {
                let sq = Square::new(s).unwrap();
                if !placed.contains(&sq) {
                    placed.push(sq);
                }
            }
            prop_assume!(placed.len() >= 4);
            let pieces = [
                (placed[0], PieceKind::KING, White),
                (placed[1], PieceKind::KING, Black),
                (placed[2], PieceKind::ROOK, White),
                (placed[3], PieceKind::KNIGHT, White),
            ];
            let pos = position(&pieces, false);
            let list = [PieceKind::QUEEN, PieceKind::KNIGHT, PieceKind::KING];
            let e = engine_under(&pos, &[Condition::Football(kinds(&list))]);
            let mut p = pos.clone();
            let moves = legal_moves(&e, &mut p);
            for m in moves.iter() {
                if let Some(kind) = m.choice.kind {
                    let piece = pos.piece_at(m.from).unwrap();
                    prop_assert!(on_touchline(m.to));
                    prop_assert!(piece.kind != PieceKind::KING);
                    prop_assert!(kind != piece.kind && kind != PieceKind::KING);
                    prop_assert!(list.contains(&kind));
                    let plain = Move { choice: Choice { kind: None, ..m.choice }, ..*m };
                    prop_assert!(moves.contains(&plain));
                }
            }
        }
    }
}
