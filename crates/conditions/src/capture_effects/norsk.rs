//! NorskSjakk (Norwegian chess), as Popeye 4.104 plays it (found by
//! experiment; its manual only names it). A unit captures only a unit of
//! its own kind, or a king: a queen takes a queen, a pawn a pawn (en
//! passant too), a nightrider a nightrider, a king nothing but a king, so
//! a pawn never captures onto its last rank. Checks are orthodox: any
//! unit attacking a king checks it. After its move (a capture or not) a
//! queen becomes a knight and a knight a queen (`Qd4*d6=S`, `Sc4-e5=Q`), a
//! rook a bishop and a bishop a rook (`Bc1-b2=R`), the castling rook too
//! (`0-0=B`); kings, pawns (a promoted piece included: `g7-g8=Q`) and
//! fairy pieces keep their kind.

use crate::condition::Condition;
use crate::engine::Played;
use nightrider_board::{Move, PieceKind, Position, Special};

/// NorskSjakk beside a condition other than plain Circe and the
/// Maximummers (the ones compared with Popeye 4.104 that agree; beside
/// AntiCirce Popeye's checks differ from the rebirths nightrider gives
/// the exchanged capturer).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| **c == Condition::Norsk)?;
    let other = conditions.iter().find(|c| {
        *c != first
            && !matches!(c, Condition::Maximummer(_) | Condition::SeriesCapture)
            && !matches!(c, Condition::Circe(r) if *r == crate::CirceRules::default())
    })?;
    Some((first.to_string(), other.to_string()))
}

/// The kind a piece of `kind` becomes after it moved: a queen a knight, a
/// knight a queen, a rook a bishop, a bishop a rook, any other kind none.
pub fn exchanged(kind: PieceKind) -> Option<PieceKind> {
    match kind {
        PieceKind::QUEEN => Some(PieceKind::KNIGHT),
        PieceKind::KNIGHT => Some(PieceKind::QUEEN),
        PieceKind::ROOK => Some(PieceKind::BISHOP),
        PieceKind::BISHOP => Some(PieceKind::ROOK),
        _ => None,
    }
}

/// Whether `m` may be played on `pos`: a move capturing nothing always, a
/// capture if each unit it takes is a king or of the mover's kind.
pub(crate) fn allows(pos: &Position, m: &Move) -> bool {
    if !m.is_capture() {
        return true;
    }
    let Some(mover) = pos.piece_at(m.from) else {
        return true;
    };
    m.captures.into_iter().all(|sq| {
        pos.piece_at(sq)
            .is_none_or(|victim| victim.kind == PieceKind::KING || victim.kind == mover.kind)
    })
}

/// NorskSjakk's exchange of kinds after the move: the moved piece (in a
/// castling, the rook) as it stood before the move becomes its partner
/// kind; a pawn, promoted or not, stays what it is.
pub(crate) fn play(pos: &mut Position, mv: &mut Played<'_>) {
    let Played {
        m,
        at,
        moved,
        ref mut notes,
        ..
    } = *mv;
    let (changed, before) = if let Special::Castle { rook_to, .. } = m.special {
        (rook_to, pos.piece_at(rook_to).map(|p| p.kind))
    } else {
        (at, moved.map(|p| p.kind))
    };
    let (Some(piece), Some(kind)) = (pos.piece_at(changed), before.and_then(exchanged)) else {
        return;
    };
    if piece.kind != before.unwrap_or(piece.kind) {
        // (another rule changed it already)
        return;
    }
    crate::einstein::change_kind(pos, changed, piece, kind, notes);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::test_support::position_to_move as position;
    use nightrider_board::{Colour, Square};

    fn norsk(pos: &Position) -> Engine {
        crate::test_support::engine_under(pos, &[Condition::Norsk])
    }

    #[test]
    fn a_piece_captures_only_its_own_kind() {
        use Colour::{Black, White};
        let mut pos = position(
            &[
                (Square::A1, PieceKind::KING, White),
                (Square::D4, PieceKind::QUEEN, White),
                (Square::C4, PieceKind::KNIGHT, White),
                (Square::C5, PieceKind::PAWN, White),
                (Square::G8, PieceKind::KING, Black),
                (Square::D6, PieceKind::KNIGHT, Black),
                (Square::B5, PieceKind::PAWN, Black),
                (Square::F6, PieceKind::QUEEN, Black),
            ],
            false,
        );
        let e = norsk(&pos);
        let mut captures = crate::test_support::legal_captures(&e, &mut pos);
        captures.sort();
        // the knight takes the knight, the queen the queen; the pawn c5
        // takes no knight, the queen no knight, the knight no pawn
        let mut expected = vec![(Square::C4, Square::D6), (Square::D4, Square::F6)];
        expected.sort();
        assert_eq!(captures, expected);
    }

    #[test]
    fn kings_capture_nothing_but_are_checked_by_anything() {
        use Colour::{Black, White};
        let mut pos = position(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::E2, PieceKind::ROOK, Black),
                (Square::A8, PieceKind::KING, Black),
                (Square::B4, PieceKind::BISHOP, Black),
            ],
            false,
        );
        let e = norsk(&pos);
        assert!(e.in_check(&pos, Colour::White));
        let moves = crate::test_support::legal_moves(&e, &mut pos);
        // the king may not take the rook, nor step onto d2 or e2's lines
        assert!(moves.iter().all(|m| !m.is_capture()));
        assert!(moves.iter().all(|m| m.to != Square::D2));
    }

    #[test]
    fn a_moving_piece_exchanges_its_kind_a_pawn_does_not() {
        use Colour::{Black, White};
        let pos = position(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::H1, PieceKind::ROOK, White),
                (Square::C1, PieceKind::BISHOP, White),
                (Square::G7, PieceKind::PAWN, White),
                (Square::A5, PieceKind::KING, Black),
            ],
            false,
        );
        let e = norsk(&pos);
        let mut p = pos.clone();
        for m in crate::test_support::legal_moves(&e, &mut p) {
            let mover = pos.piece_at(m.from).unwrap();
            let mut after = pos.clone();
            e.play(&mut after, &m);
            if let Special::Castle { rook_to, .. } = m.special {
                assert_eq!(after.piece_at(rook_to).unwrap().kind, PieceKind::BISHOP);
                assert_eq!(after.piece_at(m.to).unwrap().kind, PieceKind::KING);
                continue;
            }
            let expected = match m.promotion {
                Some(kind) => kind,
                None => exchanged(mover.kind).unwrap_or(mover.kind),
            };
            assert_eq!(after.piece_at(m.to).unwrap().kind, expected, "{m:?}");
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under NorskSjakk every legal capture takes a unit of the
        /// mover's kind, and the moved piece stands as its exchanged kind;
        /// the legal moves are those found by playing every candidate.
        #[test]
        fn captures_take_the_own_kind_and_movers_exchange_kinds(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..14),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = crate::test_support::engine_under(&pos, &[Condition::Norsk]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter() {
                let mover = pos.piece_at(m.from).unwrap();
                for sq in m.captures {
                    proptest::prop_assert_eq!(pos.piece_at(sq).unwrap().kind, mover.kind);
                }
                if m.is_castling() {
                    continue;
                }
                let mut after = pos.clone();
                e.play(&mut after, m);
                let expected = match m.promotion {
                    Some(kind) => kind,
                    None => exchanged(mover.kind).unwrap_or(mover.kind),
                };
                proptest::prop_assert_eq!(after.piece_at(m.to).unwrap().kind, expected, "{:?}", m);
            }
        }
    }
}
