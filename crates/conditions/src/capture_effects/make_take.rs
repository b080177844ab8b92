//! Make&TakeChess, as Popeye 4.104 plays it (found by experiment): a
//! capturing piece first makes a non-capturing move with the walk of the
//! piece it captures, in that piece's direction (a piece capturing a
//! black pawn steps down the board, two steps from the black pawns'
//! second rank), and then captures it from the square reached (the make
//! square) with its own walk. The move is printed from the capturer's
//! square to the capture square (`Sc1*c3`, `h7*g6 ep.`); the make square
//! is not shown, and two makes leading to the same capture are one move.
//!
//! A pawn may not make onto its own first rank (`h2*g2` is no move), and
//! a piece does not make with the walk of a pawn standing on the pawn's
//! own first rank (such pawns are inert). Check is the same two-part
//! capture of the king: a piece checks a king if it can make a move with
//! the king's walk and capture it from there. The king's walk includes
//! castling: a piece on the king's home square with a rook (of either
//! side) on the corner, the castling right kept and the squares between
//! empty, "castles" to the king's castling square and captures from
//! there, the rook still on its corner (Popeye: a white knight on e8
//! checks a black king on a7 with a rook on a8, by `0-0-0` to c8). No
//! square of that castling need be safe. Where a king's capture is a
//! move (Circe RexInclusive) such a castling make is one too, printed
//! `0-0*e6[+bKe8]` (the castling's rook goes along).
//!
//! Beside Disparate a unit of the kind just moved by the other side
//! neither moves nor checks (by a make and a capture); beside Circe the
//! victim is reborn as from the capture square.
//!
//! Take&MakeChess ([`super::take_make`]) is the mirror image: the make
//! follows the capture.

use crate::condition::Condition;
use crate::engine::{Engine, CHECKED_AT_SETUP};
use crate::hooks::is_castling;
use nightrider_board::{Castling, Colour, Move, Piece, PieceKind, Position, Square};
use nightrider_movegen::MoveList;

/// The conditions Make&TakeChess has been compared with Popeye beside:
/// Disparate, White- and BlackMaximummer, and Circe with the rebirth squares of the game array or the
/// antipodes, RexInclusive or not.
fn combines_with_make_take(c: &Condition) -> bool {
    match c {
        Condition::Disparate | Condition::Maximummer(_) => true,
        Condition::Circe(r) => {
            let compared = crate::condition::CirceRules {
                square: r.square,
                rex_inclusive: r.rex_inclusive,
                ..crate::condition::CirceRules::default()
            };
            *r == compared
                && matches!(
                    r.square,
                    crate::condition::RebirthSquare::GameArray
                        | crate::condition::RebirthSquare::Antipodes
                )
        }
        _ => false,
    }
}

/// Make&TakeChess beside any other condition (not compared with Popeye).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions
        .iter()
        .find(|c| matches!(c, Condition::MakeTake))?;
    let other = conditions
        .iter()
        .find(|c| *c != first && !combines_with_make_take(c))?;
    Some((first.to_string(), other.to_string()))
}

/// Whether `sq` is the first rank of `colour`'s pawns.
fn own_first_rank(sq: Square, colour: Colour) -> bool {
    sq.y() == colour.fold(0, 7)
}

impl Engine {
    /// The make squares of a piece of `side` standing on `from` and
    /// capturing a piece like `victim`: the squares a piece of the
    /// victim's kind and colour reaches from `from` by a non-capturing
    /// move (castling aside, see [`Engine::castling_makes`]). A pawn
    /// makes onto no square of its own first rank.
    fn make_squares(
        &self,
        pos: &Position,
        from: Square,
        mover: Piece,
        victim: Piece,
    ) -> Vec<Square> {
        let mut moves = MoveList::new();
        self.generator
            .walk(victim.kind)
            .expect(CHECKED_AT_SETUP)
            .generate(pos, from, victim.colour, &mut moves);
        let mut squares: Vec<Square> = Vec::new();
        for m in moves.iter() {
            if m.is_capture() || is_castling(m) || squares.contains(&m.to) {
                continue;
            }
            if mover.kind == PieceKind::PAWN && own_first_rank(m.to, mover.colour) {
                continue;
            }
            squares.push(m.to);
        }
        squares
    }

    /// Appends the moves of the piece `piece` on `from` under
    /// Make&TakeChess: its non-capturing moves (castlings aside: they are
    /// tested for check by the caller) and its two-part captures.
    pub(crate) fn make_take_moves(
        &self,
        pos: &Position,
        from: Square,
        piece: Piece,
        side: Colour,
        out: &mut MoveList,
    ) {
        let mut own = MoveList::new();
        self.generate_at(pos, from, piece, side, false, &mut own);
        out.extend(
            own.iter()
                .copied()
                .filter(|m| !m.is_capture() && !is_castling(m)),
        );
        // one make per kind and colour of victim
        let mut victims: Vec<Piece> = Vec::new();
        for sq in pos.by_colour(!side) {
            if let Some(v) = pos.piece_at(sq) {
                let walker = Piece::new(v.kind, v.colour);
                if !victims.contains(&walker) {
                    victims.push(walker);
                }
            }
        }
        let start = out.len();
        for victim in victims {
            for make in self.make_squares(pos, from, piece, victim) {
                let there = Self::relocated(pos, piece, from, make);
                let mut captures = MoveList::new();
                self.generate_at(&there, make, piece, side, false, &mut captures);
                for m in captures.iter() {
                    if !takes_only(&there, m, victim) || is_castling(m) {
                        continue;
                    }
                    let mv = Move { from, ..*m };
                    if !out[start..].contains(&mv) {
                        out.push(mv);
                    }
                }
            }
            // a king's capture (a move under Circe RexInclusive) by a
            // castling make: the castling's rook goes along
            for (c, there) in self.castling_makes(pos, from, victim) {
                let mut captures = MoveList::new();
                self.generate_at(&there, c.king_to, piece, side, false, &mut captures);
                for m in captures.iter() {
                    if !takes_only(&there, m, victim) || is_castling(m) {
                        continue;
                    }
                    let mv = Move {
                        from,
                        special: nightrider_board::Special::Castle {
                            rook_from: c.rook_from,
                            rook_to: c.rook_to,
                        },
                        ..*m
                    };
                    if !out[start..].contains(&mv) {
                        out.push(mv);
                    }
                }
            }
        }
    }

    /// The positions after the castling makes of the piece on `from` with
    /// the walk of `king`: for each castling of the king's side whose
    /// right is kept, the piece standing on the king's home square, a
    /// rook of either side on the corner and the squares between empty,
    /// the castling and the board with the piece on the king's castling
    /// square, the rook still on its corner (from where the piece
    /// captures; the move takes the rook along).
    fn castling_makes(
        &self,
        pos: &Position,
        from: Square,
        king: Piece,
    ) -> Vec<(&'static Castling, Position)> {
        let mut out = Vec::new();
        if king.kind != PieceKind::KING || !self.generator.rules().castling {
            return out;
        }
        let Some(mover) = pos.piece_at(from) else {
            return out;
        };
        for c in Castling::ALL
            .iter()
            .filter(|c| c.colour == king.colour && c.king_from == from)
        {
            if !pos.castling().contains(c.right) {
                continue;
            }
            if pos
                .piece_at(c.rook_from)
                .is_none_or(|p| p.kind != PieceKind::ROOK)
            {
                continue;
            }
            if !nightrider_movegen::castling_way_empty(pos, c) {
                continue;
            }
            // (the rook goes along in the move, but the capture is made
            // with it still on its corner: Popeye's `0-0-0*g8` by a queen
            // on e8, the rook ending on d8)
            out.push((c, Self::relocated(pos, mover, from, c.king_to)));
        }
        out
    }

    /// Whether `side` is in check under Make&TakeChess: a piece of the
    /// other side can make a move with the walk of one of its royal
    /// pieces and capture it from there, a capture the rules on checks
    /// allow (under Disparate a unit of the kind `side` has just moved
    /// gives no check; under Circe RexInclusive the king's rebirth
    /// square must be occupied).
    pub(crate) fn make_take_in_check(&self, pos: &Position, side: Colour) -> bool {
        pos.royals(side).into_iter().any(|royal| {
            let Some(king) = pos.piece_at(royal) else {
                return false;
            };
            let king = Piece::new(king.kind, king.colour);
            pos.by_colour(!side).without(royal).into_iter().any(|from| {
                let Some(piece) = pos.piece_at(from) else {
                    return false;
                };
                self.make_squares(pos, from, piece, king)
                    .into_iter()
                    .any(|make| {
                        let there = Self::relocated(pos, piece, from, make);
                        self.observes(&there, make, royal, !side)
                    })
                    || self
                        .castling_makes(pos, from, king)
                        .iter()
                        .any(|(c, there)| self.observes(there, c.king_to, royal, !side))
            })
        })
    }
}

/// Whether `m`, played in `there`, captures and takes only units of
/// `victim`'s kind and colour.
fn takes_only(there: &Position, m: &Move, victim: Piece) -> bool {
    !m.captures.is_empty()
        && m.captures.into_iter().all(|v| {
            there
                .piece_at(v)
                .is_some_and(|p| p.kind == victim.kind && p.colour == victim.colour)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn engine(pos: &Position) -> Engine {
        crate::test_support::engine_under(pos, &[Condition::MakeTake])
    }

    fn legal(e: &Engine, pos: &mut Position) -> Vec<Move> {
        crate::test_support::legal_moves(e, pos)
    }

    fn put(pos: &mut Position, sq: Square, kind: PieceKind, colour: Colour) {
        pos.put(sq, Piece::new(kind, colour));
    }

    #[test]
    fn a_knight_takes_a_rook_after_a_rook_move_and_no_pawn_it_cannot_reach() {
        let mut pos = Position::empty();
        put(&mut pos, Square::H1, PieceKind::KING, Colour::White);
        put(&mut pos, Square::C1, PieceKind::KNIGHT, Colour::White);
        put(&mut pos, Square::H8, PieceKind::KING, Colour::Black);
        put(&mut pos, Square::A2, PieceKind::PAWN, Colour::Black);
        put(&mut pos, Square::C3, PieceKind::ROOK, Colour::Black);
        let e = engine(&pos);
        let captures: Vec<Move> = legal(&e, &mut pos)
            .into_iter()
            .filter(|m| m.is_capture())
            .collect();
        // (by b1 or d1: one move)
        assert_eq!(captures, vec![Move::capture(Square::C1, Square::C3)]);
        // orthodox Sc1*a2 is no move: a black pawn's walk leads nowhere
        // from c1
    }

    #[test]
    fn a_piece_on_the_kings_home_square_checks_by_castling() {
        let mut pos = Position::empty();
        put(&mut pos, Square::H1, PieceKind::KING, Colour::White);
        put(&mut pos, Square::E8, PieceKind::KNIGHT, Colour::White);
        put(&mut pos, Square::A7, PieceKind::KING, Colour::Black);
        put(&mut pos, Square::A8, PieceKind::ROOK, Colour::Black);
        pos.set_castling_unrecorded(nightrider_board::CastlingRights::all());
        let e = engine(&pos);
        // 0-0-0 to c8, then Sc8*a7
        assert!(e.in_check(&pos, Colour::Black));
        // the right lost: no check
        pos.set_castling_unrecorded(nightrider_board::CastlingRights::empty());
        assert!(!e.in_check(&pos, Colour::Black));
        // a piece between: no check either
        pos.set_castling_unrecorded(nightrider_board::CastlingRights::all());
        put(&mut pos, Square::B8, PieceKind::BISHOP, Colour::Black);
        assert!(!e.in_check(&pos, Colour::Black));
    }

    #[test]
    fn make_take_is_refused_beside_other_conditions() {
        assert!(combination_refusal(&[Condition::MakeTake]).is_none());
        assert!(combination_refusal(&[
            Condition::MakeTake,
            Condition::TakeMake { absolute: false }
        ])
        .is_some());
        assert!(combination_refusal(&[Condition::MakeTake, Condition::Disparate]).is_none());
        let circe = crate::condition::CirceRules::default();
        assert!(combination_refusal(&[Condition::MakeTake, Condition::Circe(circe)]).is_none());
        let mirror = crate::condition::CirceRules {
            mirror: true,
            ..circe
        };
        assert!(combination_refusal(&[Condition::MakeTake, Condition::Circe(mirror)]).is_some());
    }

    #[test]
    fn under_circe_rex_inclusive_a_king_is_taken_by_castling_makes_too() {
        // Popeye: 1.Qe8*e6[+bKe8], 1.0-0*e6[+bKe8], 1.0-0-0*e6[+bKe8]
        let mut pos = Position::empty();
        put(&mut pos, Square::H1, PieceKind::KING, Colour::White);
        put(&mut pos, Square::E8, PieceKind::QUEEN, Colour::White);
        put(&mut pos, Square::E6, PieceKind::KING, Colour::Black);
        put(&mut pos, Square::A8, PieceKind::ROOK, Colour::Black);
        put(&mut pos, Square::H8, PieceKind::ROOK, Colour::Black);
        pos.set_castling_unrecorded(nightrider_board::CastlingRights::all());
        let rex = crate::condition::CirceRules {
            rex_inclusive: true,
            ..crate::condition::CirceRules::default()
        };
        let e =
            crate::test_support::engine_under(&pos, &[Condition::MakeTake, Condition::Circe(rex)]);
        let castlings: Vec<Move> = legal(&e, &mut pos)
            .into_iter()
            .filter(|m| is_castling(m) && m.captures.contains(Square::E6))
            .collect();
        assert_eq!(castlings.len(), 2, "{castlings:?}");
        let short = castlings
            .iter()
            .find(|m| {
                m.special
                    == nightrider_board::Special::Castle {
                        rook_from: Square::H8,
                        rook_to: Square::F8,
                    }
            })
            .copied()
            .expect("0-0*e6");
        assert_eq!((short.from, short.to), (Square::E8, Square::E6));
        // played: the queen on e6, the rook on f8, the king reborn on e8
        let before = pos.clone();
        e.play(&mut pos, &short);
        assert_eq!(
            pos.piece_at(Square::E6).map(|p| p.kind),
            Some(PieceKind::QUEEN)
        );
        assert_eq!(
            pos.piece_at(Square::F8).map(|p| p.kind),
            Some(PieceKind::ROOK)
        );
        assert_eq!(
            pos.piece_at(Square::E8).map(|p| p.kind),
            Some(PieceKind::KING)
        );
        assert!(pos.piece_at(Square::H8).is_none());
        pos.undo_move();
        assert_eq!(pos.hash(), before.hash());
        assert_eq!(
            pos.piece_at(Square::E6).map(|p| p.kind),
            Some(PieceKind::KING)
        );
    }

    #[test]
    fn under_disparate_a_unit_of_the_kind_just_moved_gives_no_check() {
        // White: Kg5; Black: Kf1, Bh7. After 1.Bh7*h3+ Kg5*h3 the black
        // king would check the white one by a make to g2, but a king has
        // just moved (Popeye lists 1.Bh7*h3 + Kg5*h3 +)
        let mut pos = Position::empty();
        put(&mut pos, Square::G5, PieceKind::KING, Colour::White);
        put(&mut pos, Square::F1, PieceKind::KING, Colour::Black);
        put(&mut pos, Square::H3, PieceKind::QUEEN, Colour::White);
        put(&mut pos, Square::H7, PieceKind::BISHOP, Colour::Black);
        pos.set_side_to_move_unrecorded(Colour::Black);
        let e =
            crate::test_support::engine_under(&pos, &[Condition::MakeTake, Condition::Disparate]);
        e.play(&mut pos, &Move::capture(Square::H7, Square::H3));
        e.play(&mut pos, &Move::capture(Square::G5, Square::H3));
        assert!(!e.in_check(&pos, Colour::White));
        let plain = engine(&pos);
        assert!(plain.in_check(&pos, Colour::White));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Every legal capture has a make: a square, other than the
        /// capturer's, that a piece like the victim standing on the
        /// capturer's square reaches by a non-capturing move, from which
        /// the capturer's walk reaches the victim; no legal move leaves
        /// the mover in check; and the legal moves are those found by
        /// playing every candidate.
        #[test]
        fn every_capture_has_a_make(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..10),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = engine(&pos);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let moves = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in moves.iter() {
                if let Some(v) = m.captures.first() {
                    let victim = pos.piece_at(v).unwrap();
                    let mover = pos.piece_at(m.from).unwrap();
                    // the victim's quiet moves from the capturer's square
                    let mut there = pos.clone();
                    there.clear(m.from);
                    there.put(m.from, victim);
                    let mut quiet = MoveList::new();
                    e.generator.walk(victim.kind).unwrap().generate(&there, m.from, victim.colour, &mut quiet);
                    let made = quiet.iter().filter(|q| !q.is_capture()).any(|q| {
                        let at = Engine::relocated(&pos, mover, m.from, q.to);
                        e.plain_observes(&at, q.to, v, side)
                    });
                    proptest::prop_assert!(made, "{m:?} has no make");
                }
                e.play(&mut pos, m);
                proptest::prop_assert!(!e.in_check(&pos, side), "{m:?} leaves a check");
                pos.undo_move();
            }
        }
    }
}
