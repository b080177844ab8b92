//! MessignyChess, as Popeye 4.104 plays it (its manual names it only; the
//! rules below were found by comparing move lists).
//!
//! Instead of moving, a unit may swap squares with a unit of the other
//! side of the same kind ([`Special::Swap`]; Popeye prints `Rb1<->Rb8`,
//! `Pe4<->Pa7`, naming neither colours nor neutrality). Kings swap too
//! unless RexExclusive is given. A neutral unit swaps with the other
//! side's units of its kind and with the other neutral units of its kind
//! (two neutral rooks give two swaps, one moving each), never with
//! itself. A swap is a move like any other: it may give check, parry
//! one, and leave no king in check; it captures nothing and moves no
//! castling partner.
//!
//! A swap may not be answered by a swap of either unit it moved: right
//! after the other side swapped, its two squares take part in no swap
//! (other units still swap). In series play the other side's pass
//! lies between a side's moves, so a side may swap twice running.

use crate::condition::{Adaptation, CirceRules, Condition, RebirthSquare};
use nightrider_board::{Colour, Effect, Move, PieceKind, Position, Special, Square};
use nightrider_movegen::MoveList;

/// The swaps of `side` (see the module's doc): each unit of `side`
/// with each unit of the other side (neutral ones count for both) of
/// the same kind, but kings when `kings` is false and the units on the
/// squares of the other side's swap just played.
pub(crate) fn swaps(pos: &Position, side: Colour, kings: bool, out: &mut MoveList) {
    let barred = last_swap(pos);
    let is_barred = |sq: Square| barred.is_some_and(|(a, b)| sq == a || sq == b);
    for from in pos.by_colour(side) {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        if (!kings && piece.kind == PieceKind::KING) || is_barred(from) {
            continue;
        }
        for to in pos.by_colour(!side) {
            if to == from || is_barred(to) {
                continue;
            }
            if pos.piece_at(to).is_some_and(|p| p.kind == piece.kind) {
                out.push(Move::quiet(from, to).with_special(Special::Swap));
            }
        }
    }
}

/// The squares of the swap the last move played was (its unit's
/// departure square, then its partner's), if it was one.
pub(crate) fn last_swap(pos: &Position) -> Option<(Square, Square)> {
    swap_squares(pos.earlier_move_effects(0)?)
}

/// The two squares of the swap `effects` begin with, as
/// [`Position::play`] journals a [`Special::Swap`]: both pieces lifted,
/// then each put on the other's square.
fn swap_squares(effects: &[Effect]) -> Option<(Square, Square)> {
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
        return None;
    };
    (c == b && d == a && pc == pa && pd == pb).then_some((*a, *b))
}

/// The squares of the last move's swap as a hash (zero when the last
/// move was no swap), for the transposition tables: they bar the units
/// there from swapping next.
pub(crate) fn history_hash(pos: &Position) -> u64 {
    last_swap(pos).map_or(0, |(a, b)| {
        (u64::from(a.idx() as u8) * 64 + u64::from(b.idx() as u8) + 1)
            .wrapping_mul(0x2545_f491_4f6c_dd1d)
            .rotate_left(17)
    })
}

/// The conditions MessignyChess has been compared with Popeye beside
/// (move lists agreeing on random positions): those whose rules a swap
/// meets as any other move does. (Beside AntiAndernachChess Popeye
/// recolours the units of a swap by rules not found; beside AntiKings
/// the lists differ.)
fn compared_beside(c: &Condition) -> bool {
    match c {
        Condition::Circe(r) | Condition::AntiCirce(r) => rebirths_compared(r),
        _ => matches!(
            c,
            Condition::Messigny { .. }
                | Condition::NoCapture
                | Condition::Bichrome
                | Condition::Monochrome
                | Condition::FuddledMen
                | Condition::Madrasi { .. }
                | Condition::Eiffel
                | Condition::Isardam {
                    type_b: false,
                    rex_inclusive: false
                }
                | Condition::Patrol
                | Condition::Andernach
        ),
    }
}

/// Whether the Circe or AntiCirce `rules` are among those compared
/// beside MessignyChess: the game-array or Super squares, Mirror,
/// Diametral, RexInclusive, Cheylan, Strict or Relaxed, nothing else.
fn rebirths_compared(r: &CirceRules) -> bool {
    let base = CirceRules::default();
    matches!(r.square, RebirthSquare::GameArray | RebirthSquare::Super)
        && matches!(r.adaptation, Adaptation::None | Adaptation::Diametral)
        && CirceRules {
            square: base.square,
            mirror: base.mirror,
            rex_inclusive: base.rex_inclusive,
            cheylan: base.cheylan,
            adaptation: base.adaptation,
            strict: base.strict,
            ..*r
        } == base
}

/// MessignyChess beside a condition it has not been compared with
/// Popeye beside (Influencer, for one: Popeye influences the units next
/// to both arrival squares of a swap), the two names for the error.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions
        .iter()
        .find(|c| matches!(c, Condition::Messigny { .. }))?;
    let other = conditions.iter().find(|c| !compared_beside(c))?;
    Some((first.to_string(), other.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::Piece;

    use crate::test_support::position as board;

    fn listed(pos: &Position, side: Colour, kings: bool) -> Vec<(Square, Square)> {
        let mut out = MoveList::new();
        swaps(pos, side, kings, &mut out);
        let mut v: Vec<_> = out
            .iter()
            .inspect(|m| assert_eq!(m.special, Special::Swap))
            .map(|m| (m.from, m.to))
            .collect();
        v.sort_by_key(|&(a, b)| (a.idx(), b.idx()));
        v
    }

    #[test]
    fn units_swap_with_opposing_units_of_their_kind() {
        use Colour::{Black, White};
        let pos = board(&[
            (Square::E1, PieceKind::KING, White),
            (Square::E8, PieceKind::KING, Black),
            (Square::A1, PieceKind::ROOK, White),
            (Square::H8, PieceKind::ROOK, Black),
            (Square::B2, PieceKind::ROOK, White), // own rook: no swap
            (Square::C3, PieceKind::BISHOP, Black), // no white bishop
        ]);
        assert_eq!(
            listed(&pos, White, true),
            vec![
                (Square::A1, Square::H8),
                (Square::E1, Square::E8),
                (Square::B2, Square::H8),
            ]
        );
        // RexExclusive: the kings stay
        assert_eq!(
            listed(&pos, White, false),
            vec![(Square::A1, Square::H8), (Square::B2, Square::H8)]
        );
    }

    #[test]
    fn the_units_of_a_swap_do_not_swap_next() {
        use Colour::{Black, White};
        let mut pos = board(&[
            (Square::A1, PieceKind::BISHOP, White),
            (Square::H3, PieceKind::BISHOP, White),
            (Square::C8, PieceKind::BISHOP, Black),
            (Square::A6, PieceKind::BISHOP, Black),
        ]);
        pos.set_side_to_move_unrecorded(Black);
        pos.play(&Move::quiet(Square::C8, Square::A1).with_special(Special::Swap));
        assert_eq!(last_swap(&pos), Some((Square::C8, Square::A1)));
        assert_ne!(history_hash(&pos), 0);
        // only the two bishops the swap left alone
        assert_eq!(listed(&pos, White, true), vec![(Square::H3, Square::A6)]);
        // after a move that is no swap, all swap again
        pos.play(&Move::quiet(Square::H3, Square::G2));
        assert_eq!(last_swap(&pos), None);
        assert_eq!(history_hash(&pos), 0);
        assert_eq!(listed(&pos, Black, true).len(), 4);
    }

    #[test]
    fn neutral_units_swap_with_each_other_not_with_themselves() {
        use nightrider_board::Attributes;
        let neutral = |kind| Piece::new(kind, Colour::White).with_attributes(Attributes::NEUTRAL);
        let mut pos = Position::empty();
        pos.put(Square::D5, neutral(PieceKind::ROOK));
        pos.put(Square::H2, neutral(PieceKind::ROOK));
        pos.put(Square::D3, neutral(PieceKind::PAWN));
        assert_eq!(
            listed(&pos, Colour::White, true),
            vec![(Square::H2, Square::D5), (Square::D5, Square::H2)]
        );
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under MessignyChess every legal swap exchanges a unit of the
        /// side to move with a unit of the other side of its kind (kings
        /// only without RexExclusive), and after it the two units stand
        /// on each other's squares and swap no more on the next move.
        /// The legal moves are those found by playing every candidate.
        #[test]
        fn swaps_exchange_opposing_units_of_a_kind(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            rex_exclusive in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = crate::test_support::engine_under(&pos, &[Condition::Messigny { rex_exclusive }]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter().filter(|m| m.special == Special::Swap) {
                let (a, b) = (pos.piece_at(m.from).unwrap(), pos.piece_at(m.to).unwrap());
                proptest::prop_assert!(a.belongs_to(side) && b.belongs_to(!side), "{:?}", m);
                proptest::prop_assert_eq!(a.kind, b.kind);
                proptest::prop_assert!(!(rex_exclusive && a.kind == PieceKind::KING));
                let mut after = pos.clone();
                e.play(&mut after, m);
                proptest::prop_assert_eq!(after.piece_at(m.to), Some(a));
                proptest::prop_assert_eq!(after.piece_at(m.from), Some(b));
                let mut replies = MoveList::new();
                e.legal_moves(&mut after, &mut replies);
                proptest::prop_assert!(!replies.iter().any(|r| r.special == Special::Swap
                    && [m.from, m.to].iter().any(|&sq| sq == r.from || sq == r.to)));
            }
        }
    }
}
