//! Breton and its variants, as Popeye 4.104 plays them (found by
//! experiment): when a piece is captured, a unit of the capturing side of
//! the captured piece's kind leaves the board (`b3*c4[-wPe3]`); the
//! capturer itself may be that unit (`b3*c4[-wPc4]`). Where there are
//! several, the capturing side chooses (each choice is a move of its
//! own); where there is none, nothing more happens.
//!
//! - Adverse: the unit is one of the captured side's (`b3*c4[-bPf4]`).
//! - Chromatic: the unit changes side instead of leaving the board
//!   (`c4*b5[d4=b]`, Adverse: `c4*b5[g4=w]`).
//! - PY: the capturing pawn's kind is its kind after promotion
//!   (`b7*a8=S[-wSa8]`); in the original definition it is a pawn, and a
//!   promoting pawn leaving the board (or changing side) does not promote
//!   (`b7*c8[-wPc8]`, `b7*c8[c8=b]`), and one that stays promotes after
//!   the unit's fate (`b7*c8[-wPf2][c8=Q]`). Under PY neutral pieces are units of both sides
//!   (`Ba1*b2[-nSh6]`); in the original definition they are never the
//!   unit.
//!
//! The variants combine freely. Checks are unchanged: the capture of a
//! king ends the play before any unit leaves.

use crate::condition::{BretonRules, Condition};
use crate::engine::{Engine, Played};
use nightrider_board::{Annotation, Choice, Colour, Move, Position, Square};
use nightrider_movegen::MoveList;

/// The conditions Breton has been compared with Popeye beside.
fn combines_with_breton(c: &Condition) -> bool {
    // (SeriesCapture: a removal after each capture, see
    // `crate::series_capture`)
    *c == Condition::SeriesCapture
}

/// Breton beside any other condition (not compared with Popeye).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions
        .iter()
        .find(|c| matches!(c, Condition::Breton(_)))?;
    let other = conditions
        .iter()
        .find(|c| *c != first && !combines_with_breton(c))?;
    Some((first.to_string(), other.to_string()))
}

/// The squares of the units a Breton capture may make leave the board.
type Units = smallvec::SmallVec<[Square; 16]>;

impl Engine {
    /// The squares of the units the capture `m` of `side` may make leave
    /// the board (or change side) under `rules`, as they stand after the
    /// move proper; empty for a move capturing nothing.
    fn breton_units(rules: &BretonRules, pos: &Position, m: &Move, side: Colour) -> Units {
        let mut units = Units::new();
        let Some(victim) = m.captures.first().and_then(|v| pos.piece_at(v)) else {
            return units;
        };
        let Some(mover) = pos.piece_at(m.from) else {
            return units;
        };
        let losing = if rules.adverse { !side } else { side };
        let counts = |p: nightrider_board::Piece| {
            p.kind == victim.kind
                && if p.is_neutral() {
                    rules.py
                } else {
                    p.colour == losing
                }
        };
        // (the squares that may hold a unit: the losing side's (neutral
        // units counted only under PY), of the victim's kind when it is
        // orthodox; `counts` decides, in square order as before)
        let mut pool = pos.by_colour(losing);
        if !rules.py {
            pool = pool - pos.neutrals();
        }
        if victim.kind.is_orthodox() {
            pool &= pos.by_kind(victim.kind);
        } else {
            pool &= pos.fairy();
        }
        pool = pool.without(m.from) - m.captures;
        for sq in pool {
            if pos.piece_at(sq).is_some_and(counts) {
                units.push(sq);
            }
        }
        // the capturer, on the square it reaches, with its kind before
        // (original) or after (PY) its promotion
        let kind = match (rules.py, m.promotion) {
            (true, Some(kind)) => kind,
            _ => mover.kind,
        };
        if counts(nightrider_board::Piece { kind, ..mover }) && !units.contains(&m.to) {
            units.push(m.to);
        }
        units
    }

    /// Replaces each capture in `raw` by one move per unit it may make
    /// leave the board (or change side) under Breton `rules`
    /// ([`Choice::square`]). In the original definition a promoting pawn
    /// promotes after the unit left ([`Choice::kind`]), or not at all if
    /// it is the unit itself (one move).
    pub(crate) fn expand_breton(&self, rules: &BretonRules, pos: &Position, raw: &mut MoveList) {
        if !raw.iter().any(|m| m.is_capture()) {
            return;
        }
        let side = pos.side_to_move();
        // (the moves before the first capture stay as they are)
        let first = raw.iter().position(|m| m.is_capture()).unwrap_or(raw.len());
        let mut out = MoveList::new();
        for &m in &raw[first..] {
            let units = Self::breton_units(rules, pos, &m, side);
            if units.is_empty() {
                out.push(m);
                continue;
            }
            for sq in units {
                let mut chosen = Move {
                    choice: Choice {
                        square: Some(sq),
                        ..m.choice
                    },
                    ..m
                };
                if let (false, Some(kind)) = (rules.py, m.promotion) {
                    // (the unit leaves before the pawn promotes: the
                    // promotion follows as a choice, or not at all if
                    // the pawn itself is the unit)
                    chosen.promotion = None;
                    if sq == m.to {
                        if out.contains(&chosen) {
                            continue;
                        }
                    } else {
                        chosen.choice.kind = Some(kind);
                    }
                }
                out.push(chosen);
            }
        }
        raw.truncate(first);
        raw.extend_from_slice(&out);
    }

    /// Breton after the move proper: the chosen unit leaves the board (or,
    /// Chromatic, changes side).
    pub(crate) fn play_breton(&self, pos: &mut Position, mv: &mut Played<'_>, rules: BretonRules) {
        let Played {
            m, ref mut notes, ..
        } = *mv;
        let Some(sq) = m.choice.square.filter(|_| m.is_capture()) else {
            return;
        };
        let Some(unit) = pos.piece_at(sq) else {
            return;
        };
        if rules.chromatic {
            if unit.is_neutral() {
                return;
            }
            let colour = !unit.colour;
            pos.change_colour(sq, colour);
            notes.push(Annotation::Recoloured { square: sq, colour });
        } else {
            pos.remove_piece(sq);
            notes.push(Annotation::Removed {
                square: sq,
                piece: unit,
            });
        }
        // the original definition's promotion after the unit's fate
        // (Popeye: `b7*c8[-wPf2][c8=Q]`)
        if let Some(kind) = m.choice.kind {
            if let Some(pawn) = pos.piece_at(m.to) {
                pos.change_kind(m.to, kind);
                notes.push(Annotation::Promoted {
                    square: m.to,
                    kind,
                    attributes: pawn.attributes,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::{Piece, PieceKind};
    use nightrider_movegen::{MoveGenerator, Rules, WalkRegistry};

    fn engine(pos: &Position, rules: BretonRules) -> Engine {
        let generator =
            MoveGenerator::for_position(pos, Rules::default(), &WalkRegistry::new()).unwrap();
        Engine::new(generator, &[Condition::Breton(rules)]).unwrap()
    }

    fn legal(e: &Engine, pos: &mut Position) -> Vec<Move> {
        let mut moves = MoveList::new();
        e.legal_moves(pos, &mut moves);
        moves.iter().copied().collect()
    }

    /// White pawns b3, e3, h3 and black pawns c4, f4, h4 (kings a1, h8).
    fn pawns() -> Position {
        let mut pos = Position::empty();
        let mut put = |sq, kind, colour| pos.put(sq, Piece::new(kind, colour));
        put(Square::A1, PieceKind::KING, Colour::White);
        put(Square::H8, PieceKind::KING, Colour::Black);
        for sq in [Square::B3, Square::E3, Square::H3] {
            put(sq, PieceKind::PAWN, Colour::White);
        }
        for sq in [Square::C4, Square::F4, Square::H4] {
            put(sq, PieceKind::PAWN, Colour::Black);
        }
        pos
    }

    #[test]
    fn a_capture_costs_a_unit_of_the_victims_kind_of_the_capturers_choice() {
        let mut pos = pawns();
        let e = engine(&pos, BretonRules::default());
        let b3c4: Vec<Move> = legal(&e, &mut pos)
            .into_iter()
            .filter(|m| m.from == Square::B3 && m.to == Square::C4)
            .collect();
        // e3, h3 or the capturer itself
        let mut units: Vec<Square> = b3c4.iter().filter_map(|m| m.choice.square).collect();
        units.sort();
        assert_eq!(units, vec![Square::E3, Square::H3, Square::C4]);
        let m = b3c4.iter().find(|m| m.choice.square == Some(Square::C4));
        let notes = e.play(&mut pos, m.unwrap());
        assert!(pos.piece_at(Square::C4).is_none());
        assert_eq!(notes.iter().count(), 1);
    }

    #[test]
    fn adverse_costs_the_captured_side_and_chromatic_changes_sides() {
        let rules = BretonRules {
            adverse: true,
            chromatic: true,
            py: false,
        };
        let mut pos = pawns();
        let e = engine(&pos, rules);
        let m = legal(&e, &mut pos)
            .into_iter()
            .find(|m| m.from == Square::B3 && m.choice.square == Some(Square::F4))
            .unwrap();
        e.play(&mut pos, &m);
        assert_eq!(pos.piece_at(Square::F4).unwrap().colour, Colour::White);
        assert!(pos.piece_at(Square::B3).is_none());
    }

    #[test]
    fn breton_is_refused_beside_other_conditions() {
        let breton = Condition::Breton(BretonRules::default());
        assert!(combination_refusal(std::slice::from_ref(&breton)).is_none());
        assert!(combination_refusal(&[breton, Condition::MakeTake]).is_some());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under Breton (Adverse or not) a capture removes one more unit
        /// exactly when the losing side has a unit of the victim's kind
        /// besides the victim (the capturer counting as it stood), and
        /// then one of that kind and side; under Chromatic no more units
        /// leave and exactly one changes side when there is one.
        #[test]
        fn a_capture_costs_exactly_one_unit_when_there_is_one(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            adverse in proptest::bool::ANY,
            chromatic in proptest::bool::ANY,
        ) {
            let rules = BretonRules { adverse, chromatic, py: false };
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = engine(&pos, rules);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let losing = if adverse { !side } else { side };
            for m in legal(&e, &mut pos) {
                let Some(v) = m.captures.first() else { continue };
                let kind = pos.piece_at(v).unwrap().kind;
                let count = |p: &Position, colour: Colour| {
                    p.occupied().into_iter().filter(|&s| {
                        p.piece_at(s).is_some_and(|q| q.kind == kind && q.colour == colour)
                    }).count()
                };
                let total = |p: &Position| p.occupied().into_iter().count();
                // (Adverse: the victim is not its own unit)
                let units = count(&pos, losing) - usize::from(adverse);
                let before = total(&pos);
                let has_unit = units > 0;
                proptest::prop_assert_eq!(m.choice.square.is_some(), has_unit, "{:?}", m);
                e.play(&mut pos, &m);
                let after = total(&pos);
                let expected = before - 1 - usize::from(has_unit && !chromatic);
                proptest::prop_assert_eq!(after, expected, "{:?}", m);
                pos.undo_move();
            }
        }
    }
}
