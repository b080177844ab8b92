//! Wormholes: a piece arriving on a wormhole is transported to another
//! wormhole of the mover's choice.
//!
//! As Popeye 4.104 has it (found by experiment, `Wormholes <squares>`):
//!
//! - A piece whose move ends on a wormhole (a capture too, an en-passant
//!   capture by its arrival square, the king of a castling but not its
//!   rook) must be transported to another wormhole empty after the move
//!   (its departure square counts as empty). Each such wormhole is a move
//!   of its own, printed `Ra1*a5[wRa5->c3]`; with none, the move is not
//!   possible. Going back to the departure square is a null move, barred
//!   unless the move captures, promotes (`e7-e8=Q[wQe8->e7]`) or
//!   changes the kind of a chameleon (`cRc5-g5=cQ[bcQg5->c5]`).
//! - A pawn transported to its promotion rank promotes there, each kind a
//!   move (`a3-a4[wPa4->f8=Q]`); a pawn promoting on a wormhole is
//!   transported as the promoted piece (`f7-f8=Q[wQf8->d1]`). A neutral
//!   pawn promotes on the promotion rank of the side moving it only.
//! - A pawn that double-steps onto a wormhole can still be captured en
//!   passant on the square it passed, where it now stands.
//! - A piece checks a king on a wormhole only if some other wormhole
//!   would be empty after the capture (its own square counts). Paralysis
//!   (Madrasi) and support (Patrouille) need no free wormhole.
//! - A pawn on its own first rank moves (one step forward) and captures
//!   only when it stands on a wormhole; it checks (and observes) from
//!   every square of that rank.
//! - The transport comes before a Circe rebirth
//!   (`c6*d7[wPd7->f7][+bPd7]`); a king or rook transported to its home
//!   square regains castling as a reborn one does
//!   (`Ke7-f8[wKf8->e1]`, then `0-0`).
//! - Maximummer measures a move to its wormhole, not to its destination.

use crate::engine::{Engine, Played};
use crate::Condition;
use nightrider_board::{
    Annotation, Attributes, Bitboard, Colour, EnPassant, Move, Piece, PieceKind, Position, Square,
};
use nightrider_movegen::MoveList;

/// Whether a `piece` on `from`, moved by `side`, is a pawn that cannot
/// move under Wormholes: on its own first rank, off the `wormholes` (it
/// still checks, as a pawn there does from a wormhole).
pub fn inert(wormholes: Bitboard, from: Square, piece: Piece, side: Colour) -> bool {
    piece.kind == PieceKind::PAWN && from.y() == side.fold(0, 7) && !wormholes.contains(from)
}

/// The wormholes a piece arriving on `to` may be transported to when the
/// squares `occupied` are occupied after the move (`to` among them).
pub fn destinations(wormholes: Bitboard, to: Square, occupied: Bitboard) -> Bitboard {
    (wormholes - occupied).without(to)
}

/// The fairy pieces compared with Popeye beside wormholes, by their
/// Popeye codes: leapers, riders, hoppers, lions and lame leapers. Others
/// are refused: Popeye lets some of them capture en passant (ships,
/// marine pieces) as ours do not.
const COMPARED: [&str; 15] = [
    "g", "n", "li", "ma", "eq", "l", "z", "ca", "na", "ro", "va", "pa", "cr", "an", "b3",
];

/// Wormholes among `conditions` with a fairy piece on `pos`, or among
/// the `promotions`, whose moves beside wormholes were not compared with
/// Popeye; or with chameleon pieces and pawns that may be transported to
/// a first or last rank, where Popeye also promotes the pawn into a
/// chameleon (`[wPb4->f8=Q=c]`), a choice not built here.
pub fn position_refusal(
    pos: &Position,
    conditions: &[Condition],
    promotions: &[PieceKind],
) -> Option<&'static str> {
    if !conditions
        .iter()
        .any(|c| matches!(c, Condition::Wormholes(_)))
    {
        return None;
    }
    if promotes_beside_chameleons(pos, conditions) {
        return Some("Wormholes on a promotion rank with chameleon pieces and pawns");
    }
    (!crate::compat::fairy_pieces_compared(pos, promotions, &COMPARED))
        .then_some("Wormholes with this fairy piece")
}

/// Whether a pawn on `pos` may be transported to a wormhole on a first or
/// last rank while chameleon pieces stand on `pos`.
fn promotes_beside_chameleons(pos: &Position, conditions: &[Condition]) -> bool {
    let edge_holes = conditions.iter().any(|c| match c {
        Condition::Wormholes(holes) => holes
            .into_iter()
            .any(|sq| matches!(sq.rank().index(), 0 | 7)),
        _ => false,
    });
    let units = || pos.occupied().into_iter().filter_map(|sq| pos.piece_at(sq));
    edge_holes
        && units().any(|p| p.attributes.contains(Attributes::CHAMELEON))
        && units().any(|p| p.kind == PieceKind::PAWN)
}

/// The conditions Wormholes has been compared with Popeye beside: plain
/// Circe, Madrasi, Patrouille, NoCapture and the must-capture rules.
fn combines_with_wormholes(c: &Condition) -> bool {
    c.combines_with_wormholes()
}

impl Condition {
    /// Whether the condition may stand beside Wormholes: it has been
    /// compared with Popeye there (plain Circe, RexInclusive or not,
    /// Madrasi, Patrouille, NoCapture, the must-capture rules, Maximummer,
    /// Minimummer, the chameleon pieces).
    pub fn combines_with_wormholes(&self) -> bool {
        matches!(self, Condition::Wormholes(_))
            || matches!(self, Condition::Circe(r)
                if crate::CirceRules { rex_inclusive: false, ..*r } == crate::CirceRules::default())
            || matches!(self, Condition::ChameleonPieces)
            || matches!(
                self,
                Condition::Madrasi {
                    rex_inclusive: false
                } | Condition::Patrol
                    | Condition::NoCapture
                    | Condition::MustCapture(_)
                    | Condition::Maximummer(_)
                    | Condition::Minimummer(_)
            )
    }
}

/// Wormholes beside a condition not compared with Popeye.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions
        .iter()
        .find(|c| matches!(c, Condition::Wormholes(_)))?;
    let other = conditions.iter().find(|c| !combines_with_wormholes(c))?;
    Some((first.to_string(), other.to_string()))
}

impl Engine {
    /// Replaces each move ending on a wormhole by one move per wormhole
    /// its piece may be transported to ([`nightrider_board::Choice::square`],
    /// with the kind of a pawn transported to its promotion rank), and
    /// drops the moves of inert first-rank pawns.
    pub(crate) fn expand_wormholes(&self, pos: &mut Position, raw: &mut MoveList) {
        let side = pos.side_to_move();
        let mut out = MoveList::new();
        for &m in raw.iter() {
            let Some(mover) = pos.piece_at(m.from) else {
                out.push(m);
                continue;
            };
            if inert(self.wormholes, m.from, mover, side) {
                continue;
            }
            if m.is_null() || !self.wormholes.contains(m.to) {
                out.push(m);
                continue;
            }
            pos.play(&m);
            let occupied = pos.occupied();
            let arrived = pos.piece_at(m.to);
            pos.undo_move();
            let Some(arrived) = arrived else {
                // (nothing stands on the arrival square: nothing to
                // transport)
                out.push(m);
                continue;
            };
            // (a neutral pawn promotes for the side moving it)
            let acting = crate::circe::acting_side(arrived, side);
            let changes_kind = self.chameleon_changes(arrived);
            for sq in destinations(self.wormholes, m.to, occupied) {
                if sq == m.from && !m.is_capture() && m.promotion.is_none() && !changes_kind {
                    // back where it started: a null move
                    continue;
                }
                let promoting = crate::circe::promotes(arrived, sq, acting);
                self.push_kinds(m, Some(sq), promoting, &mut out);
            }
        }
        *raw = out;
    }

    /// Whether `piece` is a chameleon piece whose move changes its kind
    /// (its kind is in the chameleon sequence).
    fn chameleon_changes(&self, piece: Piece) -> bool {
        use crate::hooks::MoveEffect;
        if !piece
            .attributes
            .contains(nightrider_board::Attributes::CHAMELEON)
        {
            return false;
        }
        self.effects.iter().any(|e| match e {
            MoveEffect::ChameleonPieces(sequence) => sequence.next(piece.kind) != piece.kind,
            _ => false,
        })
    }

    /// Whether the capture `m` (of a royal piece) counts as a check under
    /// Wormholes: if it captures on a wormhole, another wormhole is empty
    /// after it.
    pub(crate) fn wormhole_check(&self, pos: &Position, m: &Move) -> bool {
        if !self.wormholes.contains(m.to) {
            return true;
        }
        let occupied = (pos.occupied() - m.captures).without(m.from).with(m.to);
        !destinations(self.wormholes, m.to, occupied).is_empty()
    }

    /// Wormholes: the piece that arrived on a wormhole goes to the one
    /// chosen, promoting if a pawn reaches its promotion rank.
    pub(crate) fn play_wormhole(&self, pos: &mut Position, mv: &mut Played<'_>) {
        let m = mv.m;
        let Some(to) = m.choice.square else {
            return;
        };
        let at = mv.at;
        if !self.wormholes.contains(m.to) || at != m.to {
            return;
        }
        let Some(piece) = pos.piece_at(at) else {
            return;
        };
        if pos.piece_at(to).is_some() {
            return;
        }
        pos.move_piece(at, to);
        let promoted = m.choice.kind;
        if let Some(kind) = promoted {
            pos.change_kind(to, kind);
        }
        mv.notes.push(Annotation::Relocated {
            piece,
            from: at,
            to,
            reborn_as: None,
            promoted,
        });
        mv.at = to;
        // a pawn that double-stepped is taken en passant where it stands
        if let Some(ep) = pos.en_passant().filter(|ep| ep.pawn == at) {
            pos.set_en_passant(Some(EnPassant { pawn: to, ..ep }));
        }
        if let Some(p) = pos.piece_at(to) {
            self.restore_castling(pos, to, p);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Condition;
    use nightrider_board::{Colour, Piece, PieceKind, Square};
    use nightrider_movegen::MoveList;

    use crate::test_support::engine_with_rules as engine;

    fn put(pos: &mut Position, sq: Square, kind: PieceKind, colour: Colour) {
        pos.put(sq, Piece::new(kind, colour));
    }

    fn holes(squares: &[Square]) -> Bitboard {
        squares.iter().copied().collect()
    }

    fn legal(engine: &Engine, pos: &mut Position) -> MoveList {
        let mut moves = MoveList::new();
        engine.legal_moves(pos, &mut moves);
        moves
    }

    #[test]
    fn a_move_to_a_wormhole_is_one_move_per_free_wormhole() {
        let mut pos = Position::empty();
        put(&mut pos, Square::E1, PieceKind::KING, Colour::White);
        put(&mut pos, Square::A1, PieceKind::ROOK, Colour::White);
        put(&mut pos, Square::H8, PieceKind::KING, Colour::Black);
        put(&mut pos, Square::A5, PieceKind::KNIGHT, Colour::Black);
        put(&mut pos, Square::H5, PieceKind::BISHOP, Colour::White);
        let w = holes(&[Square::A5, Square::C3, Square::H5]);
        let e = engine(&pos, &[Condition::Wormholes(w)]);
        let moves = legal(&e, &mut pos);
        let to_a5: Vec<_> = moves.iter().filter(|m| m.to == Square::A5).collect();
        // h5 is occupied: c3 alone
        assert_eq!(to_a5.len(), 1);
        assert_eq!(to_a5[0].choice.square, Some(Square::C3));
        let before = pos.clone();
        let notes = e.play(&mut pos, to_a5[0]);
        assert_eq!(
            pos.piece_at(Square::C3),
            Some(Piece::new(PieceKind::ROOK, Colour::White))
        );
        assert_eq!(pos.piece_at(Square::A5), None);
        assert!(notes
            .iter()
            .any(|n| matches!(n, Annotation::Relocated { to, .. } if *to == Square::C3)));
        pos.undo_move();
        assert_eq!(pos, before);
    }

    #[test]
    fn no_free_wormhole_no_move_and_no_null_move() {
        let mut pos = Position::empty();
        put(&mut pos, Square::H1, PieceKind::KING, Colour::White);
        put(&mut pos, Square::A1, PieceKind::ROOK, Colour::White);
        put(&mut pos, Square::H8, PieceKind::KING, Colour::Black);
        // a1 and a5: back to a1 would be a null move
        let e = engine(
            &pos,
            &[Condition::Wormholes(holes(&[Square::A1, Square::A5]))],
        );
        let moves = legal(&e, &mut pos);
        assert!(moves.iter().all(|m| m.to != Square::A5));
        assert!(moves.iter().any(|m| m.to == Square::A6));
        // a single wormhole: nowhere to go
        let e = engine(&pos, &[Condition::Wormholes(holes(&[Square::A5]))]);
        let moves = legal(&e, &mut pos);
        assert!(moves.iter().all(|m| m.to != Square::A5));
    }

    #[test]
    fn a_pawn_promotes_when_transported_to_its_last_rank() {
        let mut pos = Position::empty();
        put(&mut pos, Square::A3, PieceKind::PAWN, Colour::White);
        let e = engine(
            &pos,
            &[Condition::Wormholes(holes(&[
                Square::A4,
                Square::F8,
                Square::D1,
            ]))],
        );
        let moves = legal(&e, &mut pos);
        let to_f8 = moves
            .iter()
            .filter(|m| m.choice.square == Some(Square::F8))
            .count();
        assert_eq!(to_f8, 4);
        assert!(moves
            .iter()
            .any(|m| m.choice.square == Some(Square::D1) && m.choice.kind.is_none()));
        let queen = moves
            .iter()
            .find(|m| m.choice.kind == Some(PieceKind::QUEEN))
            .copied()
            .unwrap();
        e.play(&mut pos, &queen);
        assert_eq!(
            pos.piece_at(Square::F8),
            Some(Piece::new(PieceKind::QUEEN, Colour::White))
        );
    }

    #[test]
    fn first_rank_pawns_move_only_from_a_wormhole() {
        let mut pos = Position::empty();
        put(&mut pos, Square::H1, PieceKind::KING, Colour::White);
        put(&mut pos, Square::A1, PieceKind::PAWN, Colour::White);
        put(&mut pos, Square::D1, PieceKind::PAWN, Colour::White);
        put(&mut pos, Square::E2, PieceKind::KING, Colour::Black);
        pos.set_side_to_move_unrecorded(Colour::Black);
        let e = engine(
            &pos,
            &[Condition::Wormholes(holes(&[Square::D1, Square::D8]))],
        );
        // the pawn on d1 checks e2
        assert!(e.in_check(&pos, Colour::Black));
        pos.remove_piece(Square::E2);
        put(&mut pos, Square::H8, PieceKind::KING, Colour::Black);
        pos.set_side_to_move_unrecorded(Colour::White);
        let moves = legal(&e, &mut pos);
        assert!(moves.iter().any(|m| m.from == Square::D1));
        // the one on a1 does not move, but checks b2
        assert!(moves.iter().all(|m| m.from != Square::A1));
        pos.remove_piece(Square::H8);
        put(&mut pos, Square::B2, PieceKind::KING, Colour::Black);
        pos.remove_piece(Square::D1);
        assert!(e.in_check(&pos, Colour::Black));
    }

    #[test]
    fn a_king_on_a_wormhole_is_checked_only_if_a_wormhole_is_free() {
        let mut pos = Position::empty();
        put(&mut pos, Square::A1, PieceKind::KING, Colour::White);
        put(&mut pos, Square::E1, PieceKind::ROOK, Colour::White);
        put(&mut pos, Square::E7, PieceKind::KING, Colour::Black);
        put(&mut pos, Square::D4, PieceKind::PAWN, Colour::White);
        let conditions = [Condition::Wormholes(holes(&[Square::D4, Square::E7]))];
        let e = engine(&pos, &conditions);
        // d4 is occupied: the rook cannot take the king on e7
        assert!(!e.in_check(&pos, Colour::Black));
        pos.remove_piece(Square::D4);
        assert!(e.in_check(&pos, Colour::Black));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under Wormholes no piece ends a legal move on the wormhole it
        /// arrived on, a piece that moved to a wormhole stands on another
        /// one, no move leaves the position as it was, and the legal
        /// moves are those found by playing every candidate.
        #[test]
        fn no_piece_stays_on_the_wormhole_it_arrives_on(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..10),
            wormholes in proptest::collection::vec(0u8..64, 1..6),
            black in proptest::bool::ANY,
        ) {
            let wormholes: Bitboard = wormholes
                .into_iter()
                .map(Square::from_index_masked)
                .collect();
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let e = engine(&pos, &[Condition::Wormholes(wormholes)]);
            let side = pos.side_to_move();
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter() {
                let before = pos.clone();
                e.play(&mut pos, m);
                if wormholes.contains(m.to) {
                    let to = m.choice.square.expect("a wormhole chosen");
                    proptest::prop_assert!(wormholes.contains(to) && to != m.to, "{m:?}");
                    proptest::prop_assert!(pos.piece_at(to).is_some(), "{m:?}");
                    proptest::prop_assert!(
                        m.is_capture() || m.promotion.is_some() || to != m.from,
                        "{m:?} is a null move"
                    );
                } else {
                    proptest::prop_assert!(m.choice.square.is_none(), "{m:?}");
                }
                pos.undo_move();
                proptest::prop_assert_eq!(&pos, &before);
            }
        }
    }
}
