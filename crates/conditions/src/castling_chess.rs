//! The castling conditions: CastlingChess, Rokagogo and ExchangeCastling,
//! as Popeye 4.104 plays them (its manual names them only; the rules
//! below were found by comparing move lists).
//!
//! - **CastlingChess**: the king castles with any piece (of either side,
//!   fairy pieces too, but no king) standing in one of the eight
//!   directions from it, at least three squares away, with only empty
//!   squares between: the king goes two squares towards it and the
//!   piece jumps to the square the king crossed. No castling rights are
//!   needed (the king may have moved); the king must not be in check nor
//!   cross an observed square. Orthodox castling is one such castling.
//!   Popeye prints `Ke4-g6/bPh7-f5`.
//! - **Rokagogo**: the same, but only with the king's own rooks and only
//!   along ranks and files (`Ke1-e3/wRe5-e2`).
//! - **ExchangeCastling**: once in the game, a side's king may exchange
//!   its square with a piece of its own (a neutral one too) other than a
//!   pawn, wherever it stands (`Sh4<->Ke4`, the piece named without its
//!   attributes), even out of check; orthodox castling is gone.
//!   The exchange is a move of the other piece onto the king's square
//!   ([`Special::Swap`]).

use crate::condition::Condition;
use crate::engine::Engine;
use nightrider_board::{
    Annotation, Annotations, Colour, Effect, Move, PieceKind, Position, Special, Square,
};
use nightrider_movegen::MoveList;

/// With which pieces a king castles (see the module's doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Partners {
    /// CastlingChess: any piece but a king, in the eight directions.
    Any,
    /// Rokagogo: the king's own rooks, along ranks and files.
    OwnRooks,
}

/// The eight directions, the four orthogonal ones first.
const DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// The castlings of `side`'s king with `partners`, without any test of
/// check: the king goes two squares towards the first piece in a
/// direction, at least three squares away, which jumps over it
/// ([`Special::Castle`] with the partner's squares).
pub(crate) fn castlings(pos: &Position, side: Colour, partners: Partners, out: &mut MoveList) {
    let Some(king_sq) = pos.royal_square(side) else {
        return;
    };
    if !pos
        .piece_at(king_sq)
        .is_some_and(|k| k.kind == PieceKind::KING && k.colour == side && !k.is_neutral())
    {
        return;
    }
    let directions = match partners {
        Partners::Any => &DIRECTIONS[..],
        Partners::OwnRooks => &DIRECTIONS[..4],
    };
    for &(dx, dy) in directions {
        let step = |n: i32| Square::from_xy(king_sq.x() + n * dx, king_sq.y() + n * dy);
        let mut n = 1;
        let partner_sq = loop {
            match step(n) {
                None => break None,
                Some(sq) if pos.piece_at(sq).is_some() => break Some(sq),
                Some(_) => n += 1,
            }
        };
        let (Some(partner_sq), true) = (partner_sq, n >= 3) else {
            continue;
        };
        let Some(partner) = pos.piece_at(partner_sq) else {
            continue;
        };
        let fits = match partners {
            Partners::Any => partner.kind != PieceKind::KING,
            Partners::OwnRooks => {
                partner.kind == PieceKind::ROOK && partner.colour == side && !partner.is_neutral()
            }
        };
        if !fits {
            continue;
        }
        let (Some(crossed), Some(to)) = (step(1), step(2)) else {
            continue;
        };
        out.push(Move::quiet(king_sq, to).with_special(Special::Castle {
            rook_from: partner_sq,
            rook_to: crossed,
        }));
    }
}

/// The exchanges of `side`'s king with its own pieces other than pawns
/// (ExchangeCastling), unless the side exchanged before in the game
/// ([`exchanged_before`]): one [`Special::Swap`] move of each such piece
/// onto the king's square.
pub(crate) fn exchanges(pos: &Position, side: Colour, out: &mut MoveList) {
    let Some(king_sq) = pos.royal_square(side) else {
        return;
    };
    if !pos
        .piece_at(king_sq)
        .is_some_and(|k| k.kind == PieceKind::KING && k.colour == side && !k.is_neutral())
        || exchanged_before(pos, side)
    {
        return;
    }
    for sq in pos.by_colour(side) {
        let Some(p) = pos.piece_at(sq) else {
            continue;
        };
        // (a neutral piece is the side's too)
        if sq == king_sq || matches!(p.kind, PieceKind::PAWN | PieceKind::KING) {
            continue;
        }
        out.push(Move::quiet(sq, king_sq).with_special(Special::Swap));
    }
}

/// Whether `side`'s king exchanged its square with another piece in a
/// move played since the diagram (Popeye allows one exchange per side):
/// a move whose effects begin by lifting two pieces, one of them a king
/// of `side`, and putting each on the other's square.
pub(crate) fn exchanged_before(pos: &Position, side: Colour) -> bool {
    (0..)
        .map_while(|back| pos.earlier_move_effects(back))
        .any(|effects| is_exchange(effects, side))
}

/// Whether `effects` begin as a [`Special::Swap`] of a king of `side`
/// with another piece does (see [`Position::play`]).
fn is_exchange(effects: &[Effect], side: Colour) -> bool {
    let [Effect::Remove {
        square: a,
        piece: pa,
    }, Effect::Remove {
        square: b,
        piece: pb,
    }, Effect::Add {
        square: c,
        piece: pc,
    }, Effect::Add {
        square: d,
        piece: pd,
    }, ..] = effects
    else {
        return false;
    };
    let king = |p: &nightrider_board::Piece| p.kind == PieceKind::KING && p.colour == side;
    c == b && d == a && pc == pa && pd == pb && (king(pa) || king(pb))
}

/// Before a castling `m` under CastlingChess or Rokagogo is played:
/// notes its partner's jump as a relocation (`[bPh7->f5]`), which the
/// notation prints as Popeye does (`Ke4-g6/bPh7-f5`).
pub(crate) fn note_partner(pos: &Position, m: &Move, notes: &mut Annotations) {
    let Special::Castle { rook_from, rook_to } = m.special else {
        return;
    };
    if let Some(piece) = pos.piece_at(rook_from) {
        notes.push(Annotation::Relocated {
            piece,
            from: rook_from,
            to: rook_to,
            reborn_as: None,
            promoted: None,
        });
    }
}

impl Engine {
    /// The castlings of the castling conditions (CastlingChess, Rokagogo)
    /// and the exchanges of ExchangeCastling open to `side`, tested as
    /// castlings are: a castling needs the king out of check and the
    /// square it crosses unobserved; an exchange is tested only after it
    /// is played (it is open to a king in check).
    pub(crate) fn castling_condition_moves(
        &self,
        pos: &mut Position,
        side: Colour,
        out: &mut MoveList,
    ) {
        if let Some(partners) = self.castling_partners {
            let mut candidates = MoveList::new();
            castlings(pos, side, partners, &mut candidates);
            if !candidates.is_empty() && !self.in_check(pos, side) {
                for c in candidates {
                    let crossed = nightrider_movegen::attacks::between(c.from, c.to);
                    let safe = crossed.into_iter().all(|sq| {
                        pos.play(&Move::quiet(c.from, sq));
                        let attacked = self.in_check(pos, side);
                        pos.undo_move();
                        !attacked
                    });
                    if safe {
                        out.push(c);
                    }
                }
            }
        }
        if self.exchange_castling {
            exchanges(pos, side, out);
        }
    }
}

/// Whether `c` is one of the castling conditions.
fn is_castling_condition(c: &Condition) -> bool {
    matches!(c, Condition::CastlingChess(_) | Condition::ExchangeCastling)
}

/// The castling conditions have been compared with Popeye alone, and
/// CastlingChess beside ExchangeCastling (as its example has them); two
/// of CastlingChess and Rokagogo are refused.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| is_castling_condition(c))?;
    let other = conditions
        .iter()
        .filter(|c| !std::ptr::eq(*c, first))
        .find(|c| {
            // (FuddledMen compared beside ExchangeCastling alone)
            !(is_castling_condition(c)
                || (**c == Condition::FuddledMen && *first == Condition::ExchangeCastling))
                || (matches!(c, Condition::CastlingChess(_))
                    && matches!(first, Condition::CastlingChess(_)))
                || *c == first
        })?;
    Some((first.to_string(), other.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::test_support::position as board;

    fn listed(pos: &Position, partners: Partners) -> Vec<(Square, Square, Square, Square)> {
        let mut out = MoveList::new();
        castlings(pos, Colour::White, partners, &mut out);
        let mut v: Vec<_> = out
            .iter()
            .map(|m| match m.special {
                Special::Castle { rook_from, rook_to } => (m.from, m.to, rook_from, rook_to),
                _ => unreachable!("castlings only"),
            })
            .collect();
        v.sort_by_key(|&(a, b, c, d)| (a.idx(), b.idx(), c.idx(), d.idx()));
        v
    }

    #[test]
    fn castling_chess_takes_any_piece_three_squares_away_or_more() {
        use Colour::{Black, White};
        let pos = board(&[
            (Square::E4, PieceKind::KING, White),
            (Square::H4, PieceKind::KNIGHT, White),
            (Square::H7, PieceKind::PAWN, Black),
            (Square::E2, PieceKind::PAWN, Black), // two squares away: none
            (Square::B4, PieceKind::KING, Black), // a king: none
        ]);
        let v = listed(&pos, Partners::Any);
        assert_eq!(
            v,
            vec![
                (Square::E4, Square::G4, Square::H4, Square::F4),
                (Square::E4, Square::G6, Square::H7, Square::F5),
            ]
        );
        // Rokagogo: the knight and the pawn are no partners
        assert!(listed(&pos, Partners::OwnRooks).is_empty());
    }

    #[test]
    fn rokagogo_castles_with_own_rooks_on_ranks_and_files_only() {
        use Colour::{Black, White};
        let pos = board(&[
            (Square::E1, PieceKind::KING, White),
            (Square::E5, PieceKind::ROOK, White),
            (Square::A1, PieceKind::ROOK, White),
            (Square::H4, PieceKind::ROOK, White), // diagonal: none
            (Square::H1, PieceKind::ROOK, Black), // the other side's: none
        ]);
        let v = listed(&pos, Partners::OwnRooks);
        assert_eq!(
            v,
            vec![
                (Square::E1, Square::C1, Square::A1, Square::D1),
                (Square::E1, Square::E3, Square::E5, Square::E2),
            ]
        );
    }

    #[test]
    fn an_exchange_is_open_once_and_not_with_pawns() {
        use Colour::{Black, White};
        let mut pos = board(&[
            (Square::E4, PieceKind::KING, White),
            (Square::H4, PieceKind::KNIGHT, White),
            (Square::E7, PieceKind::PAWN, White),
            (Square::A8, PieceKind::KING, Black),
            (Square::A2, PieceKind::ROOK, Black),
        ]);
        let mut out = MoveList::new();
        exchanges(&pos, White, &mut out);
        assert_eq!(out.len(), 1);
        assert_eq!((out[0].from, out[0].to), (Square::H4, Square::E4));
        let swap = out[0];
        pos.play(&swap);
        assert!(exchanged_before(&pos, White));
        assert!(!exchanged_before(&pos, Black));
        pos.play(&Move::quiet(Square::A2, Square::A3));
        let mut again = MoveList::new();
        exchanges(&pos, White, &mut again);
        assert!(again.is_empty());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under CastlingChess and Rokagogo a legal castling takes the
        /// king two squares along a line, out of check, its partner (an own
        /// rook under Rokagogo) onto the square crossed; under
        /// ExchangeCastling an exchange swaps the king with a piece of its
        /// own but a pawn, after which its side exchanges no more. The
        /// legal moves are those found by playing every candidate.
        #[test]
        fn castlings_and_exchanges_keep_their_shape(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            which in 0usize..3,
        ) {
            let condition = [
                Condition::CastlingChess(Partners::Any),
                Condition::CastlingChess(Partners::OwnRooks),
                Condition::ExchangeCastling,
            ][which]
                .clone();
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = crate::test_support::engine_under(&pos, &[condition]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            let in_check = e.in_check(&pos, side);
            for m in list.iter() {
                match m.special {
                    Special::Castle { rook_from, rook_to } => {
                        proptest::prop_assert!(which < 2 && !in_check, "{:?}", m);
                        let (dx, dy) = (m.to.x() - m.from.x(), m.to.y() - m.from.y());
                        proptest::prop_assert!(dx.abs().max(dy.abs()) == 2 && (dx == 0 || dy == 0 || dx.abs() == dy.abs()));
                        proptest::prop_assert_eq!(
                            Square::from_xy(m.from.x() + dx / 2, m.from.y() + dy / 2),
                            Some(rook_to)
                        );
                        let partner = pos.piece_at(rook_from).unwrap();
                        proptest::prop_assert!(partner.kind != PieceKind::KING);
                        if which == 1 {
                            proptest::prop_assert!(partner.kind == PieceKind::ROOK && partner.colour == side);
                            proptest::prop_assert!(dx == 0 || dy == 0);
                        }
                    }
                    Special::Swap => {
                        proptest::prop_assert_eq!(which, 2);
                        let piece = pos.piece_at(m.from).unwrap();
                        let king = pos.piece_at(m.to).unwrap();
                        proptest::prop_assert!(king.kind == PieceKind::KING && piece.kind != PieceKind::PAWN);
                        let mut after = pos.clone();
                        e.play(&mut after, m);
                        proptest::prop_assert_eq!(after.piece_at(m.from), Some(king));
                        proptest::prop_assert!(exchanged_before(&after, side));
                    }
                    _ => {}
                }
            }
        }
    }
}
