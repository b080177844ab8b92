//! SeriesCapture beside conditions with effects after a move (rebirths,
//! recolourings, transformations, removals, holes), as Popeye 4.104
//! plays it (found by experiment): each step of a series is a move of
//! its own, played with all the conditions' effects, and the series goes
//! on from where the effects left the capturing piece, as the piece it
//! has become:
//!
//! - under EinsteinChess and NorskSjakk as the kind it changed to
//!   (`c5*d6=S*f7=B-a2=S`, `Sc5*d7=Q*h3=S-f2=Q`);
//! - the captured pieces' Circe rebirths stand in its way and may be
//!   captured again (`Bb1*d3[+bPd7]*f5[+bPf7]*d7-e8`), the holes of
//!   HaanerChess too;
//! - it ends when the piece is no longer there or no longer the mover's:
//!   a kamikaze capture (`kPb3*c4[-wkPc4]`), a Breton removal of the
//!   capturer itself (`c5*d6[-wPe6]*e7[-wPe7]`), an Andernach
//!   recolouring (`b2*c3=b`).
//!
//! Where an effect carries the capturer on (an AntiCirce rebirth, a
//! wormhole), the series goes on from where it stands (Popeye:
//! `c6*d7[wPd7->d2]-d4`); those conditions are refused beside
//! SeriesCapture for other differences (see the compatibility list in
//! [`crate::series_capture`]).
//!
//! The rules judging a move before it is played (NorskSjakk's captures)
//! judge the first step alone: `Sc5*d7=Q*h3=S`, a knight taking a
//! knight, then a queen a pawn.
//!
//! The rest is as without effects ([`crate::series_capture`]): the series
//! goes on only from a position where neither side is in check, a
//! non-capturing step ends it, only the first step may be en passant.
//!
//! A series is one [`Move`], its key ([`series_key`]): from its piece's
//! square to the last step's arrival, capturing the squares captured on
//! the way, promoting to nothing; the series with the same key (a single
//! capture among them) are numbered by `choice.square` in the order of
//! [`Engine::step_series`]. [`Engine::play`] finds the steps again in
//! that order and plays them as one move ([`Position::join_last_moves`]),
//! each step's notes after an [`Annotation::Step`].

use super::series_choice;
use crate::engine::{Captures, Engine};
use crate::hooks::is_castling;
use nightrider_board::{
    Annotation, Annotations, Bitboard, Choice, Colour, Move, Piece, Position, Special, Square,
};
use nightrider_movegen::MoveList;

impl Engine {
    /// Whether a series of captures is played step by step, each step
    /// with the conditions' effects (see the module's doc).
    pub(crate) fn series_by_steps(&self) -> bool {
        self.series_capture && !self.effects.is_empty()
    }

    /// The moves of `piece` (of `side`, to move in `pos`) on `from` that
    /// may be a step of a series, with every choice the conditions give:
    /// no castling, and no en-passant capture but for the `first` step.
    fn step_candidates(
        &self,
        pos: &mut Position,
        from: Square,
        piece: Piece,
        side: Colour,
        first: bool,
    ) -> MoveList {
        let mut steps = MoveList::new();
        self.generate_at(pos, from, piece, side, false, &mut steps);
        self.expand_choices(pos, &mut steps, Captures::Steps);
        self.adapt_promotions(pos, &mut steps, side);
        steps.retain(|m| {
            m.from == from && !is_castling(m) && (first || m.special != Special::EnPassant)
        });
        steps
    }

    /// Replaces the captures of `raw` (moves of the side to move in
    /// `pos`) by the series they begin, each under its key numbered (see
    /// the module's doc).
    pub(crate) fn expand_series_by_steps(&self, pos: &mut Position, raw: &mut MoveList) {
        let side = pos.side_to_move();
        let mut froms: Vec<Square> = Vec::new();
        for m in raw.iter().filter(|m| m.is_capture() && !is_castling(m)) {
            if !froms.contains(&m.from) {
                froms.push(m.from);
            }
        }
        if froms.is_empty() {
            return;
        }
        raw.retain(|m| !m.is_capture() || is_castling(m));
        let mut seen: std::collections::HashMap<Move, u8> = std::collections::HashMap::new();
        for from in froms {
            let Some(piece) = pos.piece_at(from) else {
                continue;
            };
            self.step_series(pos, from, piece, side, !Bitboard::EMPTY, &mut |steps| {
                let key = series_key(steps);
                let count = seen.entry(key).or_insert(0);
                if let Some(choice) = series_choice(*count) {
                    raw.push(Move { choice, ..key });
                }
                *count = count.saturating_add(1);
                false
            });
        }
    }

    /// Calls `found` with the steps of each series of `piece` (of
    /// `side`, to move in `pos`) on `from`, its first steps in the order
    /// of [`Engine::step_candidates`], depth first, until `found` returns
    /// `true` (then `true`). Only the captures on `within` are followed.
    fn step_series(
        &self,
        pos: &mut Position,
        from: Square,
        piece: Piece,
        side: Colour,
        within: Bitboard,
        found: &mut dyn FnMut(&[Move]) -> bool,
    ) -> bool {
        let mut firsts = self.step_candidates(pos, from, piece, side, true);
        if !self.move_rules.is_empty() {
            // (the rules on single moves judge the first step alone)
            let mut allowed = MoveList::new();
            self.filter_by_move_rules(pos, &mut firsts, side, &mut allowed);
            firsts = allowed;
        }
        let mut steps = Vec::new();
        for first in firsts.iter().filter(|m| m.is_capture()) {
            if !(first.captures & !within).is_empty() {
                continue;
            }
            steps.push(*first);
            let done = self.go_on(pos, side, within, &mut steps, found);
            steps.pop();
            if done {
                return true;
            }
        }
        false
    }

    /// Reports `steps` (a series of `side` from `pos`, all its steps but
    /// the last played) and, if its last step captures, every series
    /// going on from it ([`Engine::step_series`]).
    fn go_on(
        &self,
        pos: &mut Position,
        side: Colour,
        within: Bitboard,
        steps: &mut Vec<Move>,
        found: &mut dyn FnMut(&[Move]) -> bool,
    ) -> bool {
        if found(steps) {
            return true;
        }
        let last = *steps.last().expect("a series has a step");
        if !last.is_capture() {
            return false;
        }
        let mut at = last.to;
        self.play_step(pos, &last, &mut at);
        let mut done = false;
        // (the piece goes on if it is still there and still the mover's,
        // from a position where neither side is in check)
        let piece = pos.piece_at(at).filter(|p| p.colour == side);
        if let Some(piece) = piece {
            if !self.in_check(pos, side) && !self.in_check(pos, !side) {
                pos.switch_side();
                for next in self.step_candidates(pos, at, piece, side, false).iter() {
                    if !(next.captures & !within).is_empty() {
                        continue;
                    }
                    steps.push(*next);
                    done = self.go_on(pos, side, within, steps, found);
                    steps.pop();
                    if done {
                        break;
                    }
                }
            }
        }
        pos.undo_move();
        done
    }

    /// Plays `m`, a capture keyed as [`expand_series_by_steps`] keys the
    /// series, step by step with the conditions' effects, as one move:
    /// the notes are each step's [`Annotation::Step`] followed by its
    /// effects. A capture that is no series of the position is played as
    /// one move.
    ///
    /// [`expand_series_by_steps`]: Engine::expand_series_by_steps
    pub(crate) fn play_series(&self, pos: &mut Position, m: &Move) -> Annotations {
        let side = pos.side_to_move();
        let target = Move {
            choice: Choice::NONE,
            ..*m
        };
        // (the how-manieth series with the key, see `series_choice`)
        let mut skip = m.choice.square.map_or(0, |s| s.idx());
        let mut path: Option<Vec<Move>> = None;
        if let Some(piece) = pos.piece_at(m.from) {
            self.step_series(pos, m.from, piece, side, m.captures, &mut |steps| {
                if series_key(steps) != target {
                    return false;
                }
                if skip == 0 {
                    path = Some(steps.to_vec());
                    return true;
                }
                skip -= 1;
                false
            });
        }
        let Some(path) = path else {
            let mut at = m.to;
            return self.play_step(pos, m, &mut at);
        };
        let mut notes = Annotations::default();
        let mut counters = (pos.halfmove_clock(), pos.fullmove_number());
        for (i, step) in path.iter().enumerate() {
            if i > 0 {
                // (the mover plays on)
                pos.switch_side();
            }
            notes.push(Annotation::Step {
                to: step.to,
                capture: step.is_capture(),
                en_passant: step.special == Special::EnPassant,
                promotion: step.promotion,
            });
            let mut at = step.to;
            for note in self.play_step(pos, step, &mut at).iter() {
                notes.push(*note);
            }
            if i == 0 {
                counters = (pos.halfmove_clock(), pos.fullmove_number());
            }
        }
        if path.len() > 1 {
            // (one move: the move number counts it once)
            pos.set_counters(counters.0, counters.1);
        }
        pos.join_last_moves(path.len());
        notes
    }
}

/// The move a series (its steps) is, before it is numbered: from its
/// piece's square to its last step's arrival, capturing every square
/// captured on the way, promoting to nothing (the steps' promotions are
/// in its notes), en passant if its first step is.
pub(crate) fn series_key(steps: &[Move]) -> Move {
    let first = steps[0];
    let last = steps[steps.len() - 1];
    Move {
        from: first.from,
        to: last.to,
        special: first.special,
        promotion: None,
        captures: steps
            .iter()
            .fold(Bitboard::EMPTY, |all, step| all | step.captures),
        choice: Choice::NONE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::condition::{CirceRules, Condition};
    use nightrider_board::PieceKind;

    /// The steps' arrivals and whether each captures, from the notes of
    /// `m` played on `pos` (undone).
    fn steps_of(e: &Engine, pos: &mut Position, m: &Move) -> Vec<(Square, bool)> {
        let notes = e.play(pos, m);
        pos.undo_move();
        notes
            .iter()
            .filter_map(|n| match *n {
                Annotation::Step { to, capture, .. } => Some((to, capture)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn under_circe_the_reborn_victims_stand_in_the_way() {
        // Bb1*d3[+bPd7]*f5[+bPf7]*d7-e8
        let mut pos = crate::test_support::position(&[
            (Square::B1, PieceKind::BISHOP, Colour::White),
            (Square::D3, PieceKind::PAWN, Colour::Black),
            (Square::F5, PieceKind::PAWN, Colour::Black),
        ]);
        let circe = Condition::Circe(CirceRules::default());
        let e = crate::test_support::engine_under(&pos, &[Condition::SeriesCapture, circe]);
        let moves = crate::test_support::legal_moves(&e, &mut pos);
        let path = vec![
            (Square::D3, true),
            (Square::F5, true),
            (Square::D7, true),
            (Square::E8, false),
        ];
        let m = moves
            .iter()
            .copied()
            .find(|m| steps_of(&e, &mut pos, m) == path)
            .expect("the series to e8");
        // played as one move: the bishop on e8, the f5 pawn reborn on
        // f7 (the d7 one taken on its rebirth square is gone), one undo
        let before = pos.clone();
        e.play(&mut pos, &m);
        assert_eq!(
            pos.piece_at(Square::E8),
            Some(nightrider_board::Piece::new(
                PieceKind::BISHOP,
                Colour::White
            ))
        );
        assert_eq!(
            pos.piece_at(Square::F7),
            Some(nightrider_board::Piece::new(PieceKind::PAWN, Colour::Black))
        );
        assert_eq!(pos.occupied().count(), 2);
        assert_eq!(pos.side_to_move(), Colour::Black);
        pos.undo_move();
        assert_eq!(pos, before);
    }

    #[test]
    fn a_recoloured_capturer_ends_the_series() {
        // AndernachChess: b2*c3=b, nothing after it
        let mut pos = crate::test_support::position(&[
            (Square::B2, PieceKind::PAWN, Colour::White),
            (Square::C3, PieceKind::PAWN, Colour::Black),
            (Square::D4, PieceKind::PAWN, Colour::Black),
        ]);
        let e = crate::test_support::engine_under(
            &pos,
            &[Condition::SeriesCapture, Condition::Andernach],
        );
        let captures: Vec<Move> = crate::test_support::legal_moves(&e, &mut pos)
            .into_iter()
            .filter(|m| m.is_capture())
            .collect();
        assert_eq!(captures.len(), 1, "{captures:?}");
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

        /// Under Circe and under EinsteinChess every legal move is the moves
        /// found by playing every candidate, a series is played and taken
        /// back as one move, its steps all capturing but the last.
        #[test]
        fn a_series_of_steps_is_one_move(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..10),
            black in proptest::bool::ANY,
            circe in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let other = if circe {
                Condition::Circe(CirceRules::default())
            } else {
                Condition::Einstein(crate::condition::EinsteinRule::Einstein)
            };
            let e = crate::test_support::engine_with_rules(&pos, &[Condition::SeriesCapture, other]);
            let side = pos.side_to_move();
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let moves = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            let before = pos.clone();
            for m in moves.iter().filter(|m| m.is_capture()) {
                let steps = steps_of(&e, &mut pos, m);
                proptest::prop_assert!(!steps.is_empty());
                for (i, (_, capture)) in steps.iter().enumerate() {
                    proptest::prop_assert!(*capture || i + 1 == steps.len(), "{steps:?}");
                }
                e.play(&mut pos, m);
                proptest::prop_assert!(!e.in_check(&pos, side));
                proptest::prop_assert_eq!(pos.side_to_move(), !side);
                pos.undo_move();
                proptest::prop_assert_eq!(&pos, &before);
            }
        }
    }
}
