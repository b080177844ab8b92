//! Bicaptures, as Popeye 4.104 plays it (found by experiment; its manual
//! only names the condition):
//!
//! - a unit may capture a unit of its own side as well as an opposing
//!   one, by its ordinary captures: `Qd1*e2`, `Ke1*d2`, `a6*b7` (a pawn
//!   diagonally forward), `e7*d8=Q` (promoting), a grasshopper over a
//!   hurdle (`Gd4*d7`), a pao over its screen; never its own king (a
//!   royal piece). Such a capture is legal as any move is: when it does
//!   not leave the mover's king in check (`Ke1*e2` with a black pawn on
//!   f3 is no move).
//! - Checks are orthodox: a king is checked by the opposing units only;
//!   the units of its own side, which may capture everything else of
//!   theirs, do not check it.
//! - Castling: besides the orthodox tests, the king's square and the
//!   square it passes (e1 and f1 for `0-0`, e1 and d1 for `0-0-0`; not
//!   the one it reaches) must not be observed by a unit of the castling
//!   side other than the king, as a unit of the opponent of the same kind
//!   would observe it (a pawn capturing towards the castling side's first
//!   rank: a white pawn on d2 observes e1), where only the kinds the
//!   opponent has on the board count; a rook or a queen counts along rook
//!   lines when the opponent has a rook or a queen, a bishop or a queen
//!   along bishop lines when the opponent has a bishop or a queen (so a
//!   side castles only while the opponent has neither rook nor queen: its
//!   own rook observes the king's passage).
//!
//! Popeye 4.104 defect not followed: in the course of a solution (not
//! in a diagram's move list) it may print a king that captured a unit
//! of its own side as neutral (`2.nKa5*a6`) and then miss mates that it
//! finds from the same position given as a diagram (an h#2 missing
//! `1.Bf7-b3 Rg2-g6 2.Ka5-a4 Rg6*a6 #`, which it gives as the h#1 of the
//! position reached); here a position's moves do not depend on how it
//! was reached.

use crate::condition::Condition;
use crate::engine::{Engine, CHECKED_AT_SETUP};
use nightrider_board::{Bitboard, Colour, Move, Piece, PieceKind, Position};
use nightrider_movegen::attacks::{between, bishop, rook};
use nightrider_movegen::MoveList;

/// The fairy kinds (Popeye's codes) whose captures of their own side have
/// been compared with Popeye 4.104: leapers, riders, hoppers and lions.
const COMPARED_FAIRY: [&str; 16] = [
    "g", "n", "z", "ca", "l", "li", "nh", "pa", "le", "va", "da", "fe", "we", "al", "eq", "ka",
];

impl Engine {
    /// Appends the captures of `side`'s units of units of their own
    /// side: each unit's moves generated with the other units of its side
    /// but the royal ones standing as the opponent's, kept where they
    /// capture such a unit.
    pub(crate) fn bicaptures_moves(&self, pos: &Position, side: Colour, out: &mut MoveList) {
        let own = pos.by_colour(side);
        let victims = own_victims(pos, side);
        if victims.is_empty() {
            return;
        }
        let mut turned = pos.clone();
        for sq in victims {
            if let Some(p) = pos.piece_at(sq) {
                turned.put(sq, Piece { colour: !side, ..p });
            }
        }
        let mut moves = MoveList::new();
        for from in own {
            let Some(piece) = pos.piece_at(from) else {
                continue;
            };
            let is_victim = victims.contains(from);
            if is_victim {
                turned.put(from, piece);
            }
            moves.clear();
            self.generate_at(&turned, from, piece, side, false, &mut moves);
            out.extend(moves.iter().copied().filter(|m| {
                m.is_capture()
                    && m.captures
                        .into_iter()
                        .any(|sq| victims.contains(sq) && sq != from)
            }));
            if is_victim {
                turned.put(
                    from,
                    Piece {
                        colour: !side,
                        ..piece
                    },
                );
            }
        }
    }

    /// Whether Bicaptures bars the castling `c` of `side`: a unit of
    /// `side` other than the king observes the king's square or the
    /// square it passes as an opposing unit of its kind would (see the
    /// [module documentation](self)).
    pub(crate) fn bicaptures_bars_castling(&self, pos: &Position, side: Colour, c: &Move) -> bool {
        let opponent = !side;
        let has = |kind: PieceKind| {
            pos.by_colour(opponent)
                .into_iter()
                .any(|sq| pos.piece_at(sq).is_some_and(|p| p.kind == kind))
        };
        let rook_lines = has(PieceKind::ROOK) || has(PieceKind::QUEEN);
        let bishop_lines = has(PieceKind::BISHOP) || has(PieceKind::QUEEN);
        let squares = between(c.from, c.to).with(c.from);
        let occupied = pos.blockers();
        pos.by_colour(side).into_iter().any(|from| {
            let Some(p) = pos.piece_at(from) else {
                return false;
            };
            if from == c.from || p.is_royal() {
                return false;
            }
            squares.into_iter().any(|sq| match p.kind {
                PieceKind::ROOK | PieceKind::QUEEN | PieceKind::BISHOP => {
                    let straight = p.kind != PieceKind::BISHOP
                        && rook_lines
                        && rook(sq, occupied).contains(from);
                    let diagonal = p.kind != PieceKind::ROOK
                        && bishop_lines
                        && bishop(sq, occupied).contains(from);
                    straight || diagonal
                }
                kind => {
                    has(kind)
                        && self
                            .generator
                            .walk(kind)
                            .expect(CHECKED_AT_SETUP)
                            .attacks(pos, from, sq, opponent)
                }
            })
        })
    }
}

/// Bicaptures beside any other condition but NoCapture and the
/// Maximummers (those compared with Popeye 4.104 that agree). Popeye's
/// observation under Bicaptures counts the units of both sides beyond
/// castling: beside Madrasi a rook is paralysed by a rook of its own
/// side, beside Patrouille supported by the opponent's; beside Circe an
/// own unit captured is reborn where the capturer's opponent's unit of
/// its kind would be (`Kc3*b4[+wPb7]`). Not implemented: refused.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let bicaptures = conditions.iter().find(|c| **c == Condition::Bicaptures)?;
    let other = conditions.iter().find(|c| {
        !matches!(
            c,
            Condition::Bicaptures | Condition::NoCapture | Condition::Maximummer(_)
        )
    })?;
    Some((bicaptures.to_string(), other.to_string()))
}

/// Bicaptures with neutral pieces, piece attributes or fairy pieces other
/// than those compared with Popeye 4.104 ([`COMPARED_FAIRY`]).
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    if !conditions.contains(&Condition::Bicaptures) {
        return None;
    }
    let refused = super::has_uncompared_unit(pos, &COMPARED_FAIRY);
    refused.then_some(
        "Bicaptures with neutral pieces, piece attributes or fairy pieces other than \
         G, N, Z, CA, L, LI, NH, PA, LE, VA, DA, FE, WE, AL, EQ and KA",
    )
}

/// The squares of `side`'s units in `pos` that its own units may capture
/// under Bicaptures (all but the royal ones).
pub fn own_victims(pos: &Position, side: Colour) -> Bitboard {
    pos.by_colour(side)
        .into_iter()
        .filter(|&sq| pos.piece_at(sq).is_some_and(|p| !p.is_royal()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{engine_under, position, position_to_move, sorted_move_squares};
    use nightrider_board::Square;

    const W: Colour = Colour::White;
    const B: Colour = Colour::Black;

    #[test]
    fn units_capture_their_own_side_but_the_king() {
        // Popeye: Qd1*e2 and e2*f3; no Ke1*e2 (the pawn on f3 guards
        // e2), no Ke1*d1 (the rook on d8 guards d1), no Rh1*e1
        let mut pos = position(&[
            (Square::E1, PieceKind::KING, W),
            (Square::D1, PieceKind::QUEEN, W),
            (Square::H1, PieceKind::ROOK, W),
            (Square::E2, PieceKind::PAWN, W),
            (Square::E8, PieceKind::KING, B),
            (Square::D8, PieceKind::ROOK, B),
            (Square::F3, PieceKind::PAWN, B),
            (Square::G4, PieceKind::KNIGHT, B),
        ]);
        let e = engine_under(&pos, &[Condition::Bicaptures]);
        let moves = sorted_move_squares(&e, &mut pos);
        for allowed in ["d1e2", "e2f3", "d1d8"] {
            assert!(moves.contains(&allowed.to_string()), "{allowed}");
        }
        for barred in ["e1e2", "e1d1", "h1e1", "e1g1"] {
            assert!(!moves.contains(&barred.to_string()), "{barred}");
        }
    }

    #[test]
    fn a_pawn_promotes_capturing_its_own_side() {
        let mut pos = position(&[
            (Square::E1, PieceKind::KING, W),
            (Square::E7, PieceKind::PAWN, W),
            (Square::D8, PieceKind::KNIGHT, W),
            (Square::A1, PieceKind::KING, B),
        ]);
        let e = engine_under(&pos, &[Condition::Bicaptures]);
        let mut moves = MoveList::new();
        e.legal_moves(&mut pos, &mut moves);
        let promotions = moves
            .iter()
            .filter(|m| m.to == Square::D8 && m.is_capture() && m.promotion.is_some())
            .count();
        assert_eq!(promotions, 4);
    }

    #[test]
    fn own_units_observing_the_kings_passage_bar_castling() {
        let castles = |pieces: &[(Square, PieceKind, Colour)], black: bool| {
            let mut pos = position_to_move(pieces, black);
            pos.set_castling_unrecorded(nightrider_board::CastlingRights::of(W));
            let e = engine_under(&pos, &[Condition::Bicaptures]);
            sorted_move_squares(&e, &mut pos)
                .iter()
                .any(|m| m == "e1g1" || m == "e1c1")
        };
        let k = |sq, kind, c| (sq, kind, c);
        // no black pawn: the white pawn on e2 counts for nothing
        assert!(castles(
            &[
                k(Square::E1, PieceKind::KING, W),
                k(Square::H1, PieceKind::ROOK, W),
                k(Square::E2, PieceKind::PAWN, W),
                k(Square::E8, PieceKind::KING, B),
            ],
            false
        ));
        // a black pawn anywhere: the white pawn on e2 observes f1
        assert!(!castles(
            &[
                k(Square::E1, PieceKind::KING, W),
                k(Square::H1, PieceKind::ROOK, W),
                k(Square::E2, PieceKind::PAWN, W),
                k(Square::E8, PieceKind::KING, B),
                k(Square::A3, PieceKind::PAWN, B),
            ],
            false
        ));
        // a black rook anywhere: the castling rook observes f1
        assert!(!castles(
            &[
                k(Square::E1, PieceKind::KING, W),
                k(Square::H1, PieceKind::ROOK, W),
                k(Square::E8, PieceKind::KING, B),
                k(Square::B6, PieceKind::ROOK, B),
            ],
            false
        ));
        // a black bishop: a white queen observing d1 diagonally bars
        // 0-0-0, one observing it along the file does not
        let queen_at = |sq| {
            castles(
                &[
                    k(Square::E1, PieceKind::KING, W),
                    k(Square::A1, PieceKind::ROOK, W),
                    k(sq, PieceKind::QUEEN, W),
                    k(Square::E8, PieceKind::KING, B),
                    k(Square::B7, PieceKind::BISHOP, B),
                ],
                false,
            )
        };
        assert!(!queen_at(Square::G4));
        assert!(queen_at(Square::D4));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under Bicaptures the legal moves are the orthodox ones and the
        /// captures of the mover's own units other than its king, and
        /// they are those found by playing every candidate.
        #[test]
        fn moves_are_orthodox_ones_and_captures_of_own_units(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..14),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let e = engine_under(&pos, &[Condition::Bicaptures]);
            let side = pos.side_to_move();
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let moves = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            let plain = engine_under(&pos, &[]);
            let mut orthodox = MoveList::new();
            plain.legal_moves(&mut pos, &mut orthodox);
            let victims = own_victims(&pos, side);
            for m in orthodox.iter().filter(|m| !m.is_castling()) {
                proptest::prop_assert!(moves.contains(m), "{:?}", m);
            }
            for m in moves.iter() {
                let own_capture = m.captures.into_iter().any(|sq| victims.contains(sq));
                proptest::prop_assert!(own_capture || orthodox.contains(m), "{:?}", m);
            }
        }
    }
}
