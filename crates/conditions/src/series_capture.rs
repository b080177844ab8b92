//! SeriesCapture, as Popeye 4.104 plays it (found by experiment): after
//! a capture the capturing piece may go on capturing from the square it
//! reached, as often as it can, and may end the series by one
//! non-capturing move; it may also stop after any capture. The whole is
//! one move, printed as its path (`Rd1*d4*d6*b6-b1`, `Bb1*c2-b1`).
//!
//! - Each step is a move of the piece as it stands then: a pawn
//!   capturing onto its last rank promotes and goes on as the piece it
//!   became (`b7*a8=S-b6`); a pawn's last non-capturing step may promote
//!   (`d6*e7-e8=Q`).
//! - The series goes on only from a position where the mover's side is
//!   not in check and the other side is not in check: a step leaving its
//!   own king attacked ends every series through it (the move is then
//!   illegal), and a step giving check is the last one (`a6*b7*a8=Q +`
//!   goes no further).
//! - Only the first capture may be en passant (`g5*f6 ep.*e7`): the steps
//!   after it see no pawn that has just made a double step.
//!
//! A move is one [`Move`]: from the capturer's square to the last square
//! of its path, capturing every square taken on the way (the board's
//! play of such a move is the series' result). Two paths capturing the
//! same pieces and ending on the same square are different moves, as in
//! Popeye (`Qa1*b1*b2*c1`, `Qa1*b2*b1*c1`): the second and later are
//! numbered by their `choice`. The path itself is found again, for the
//! moves printed, by [`Engine::path_notes`]: one [`Annotation::Via`] per
//! square the piece stopped on before the last, which Popeye's notation
//! prints.

use crate::condition::Condition;
use crate::engine::Engine;
use crate::hooks::is_castling;
use nightrider_board::{
    Annotation, Annotations, Bitboard, Choice, Colour, Move, PieceKind, Position, Special, Square,
};
use nightrider_movegen::MoveList;

mod steps;

/// The conditions SeriesCapture has been compared with Popeye beside
/// (their effects on each step, see [`steps`]).
fn combines_with_series_capture(c: &Condition) -> bool {
    // (not AntiCirce: Popeye 4.104's checks there and a king's castling
    // from its rebirth square differ; not ProteanChess: a pawn it made
    // does not promote on a later step; not Wormholes: Popeye offers the
    // exits of a later step in a way not found; not chameleon pieces:
    // Popeye drops a capturing pawn's promotions into chameleons where
    // its series may go on)
    use crate::condition::{BretonRules, CirceRules, EinsteinRule};
    matches!(
        c,
        Condition::Norsk
            | Condition::Andernach
            | Condition::Einstein(EinsteinRule::Einstein)
            | Condition::Haaner
            | Condition::KamikazePieces
            | Condition::Breton(BretonRules {
                adverse: false,
                chromatic: false,
                py: false
            })
    ) || matches!(c, Condition::Circe(r) if *r == CirceRules::default())
}

/// SeriesCapture beside any other condition (not compared with Popeye).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions
        .iter()
        .find(|c| matches!(c, Condition::SeriesCapture))?;
    let other = conditions
        .iter()
        .find(|c| *c != first && !combines_with_series_capture(c))?;
    Some((first.to_string(), other.to_string()))
}

/// Whether `m` (a move of SeriesCapture) is a single step: a plain
/// capture (en passant included) or a move capturing nothing. Its path
/// then needs no note.
fn single_step(m: &Move) -> bool {
    match m.captures.count() {
        0 => true,
        1 if m.special == Special::EnPassant => {
            (m.to.x() - m.from.x()).abs() == 1 && (m.to.y() - m.from.y()).abs() == 1
        }
        1 => m.captures.contains(m.to),
        _ => false,
    }
}

impl Engine {
    /// Adds to `raw` the series continuing each capture in it (see the
    /// module's doc): the moves of the capturer going on by further
    /// captures, or by one non-capturing move, from where it stands. A
    /// series equal to one found before by another path is told from it
    /// by its path's number in `choice.square` (see [`series_choice`]).
    pub(crate) fn expand_series_capture(&self, pos: &mut Position, raw: &mut MoveList) {
        let side = pos.side_to_move();
        let mut froms: Vec<Square> = Vec::new();
        for m in raw.iter().filter(|m| m.is_capture() && !is_castling(m)) {
            if !froms.contains(&m.from) {
                froms.push(m.from);
            }
        }
        let mut seen: std::collections::HashMap<Move, u8> = std::collections::HashMap::new();
        for from in froms {
            let firsts = first_captures(raw.iter().filter(|m| m.from == from));
            self.series_paths(pos, side, &firsts, !Bitboard::EMPTY, &mut |m, _| {
                let count = seen.entry(m).or_insert(0);
                if let Some(chosen) = series_choice(*count) {
                    raw.push(Move {
                        choice: chosen,
                        ..m
                    });
                }
                *count = count.saturating_add(1);
                false
            });
        }
    }

    /// Calls `found` with each series (and its path) going on from one of
    /// `firsts` (captures of one piece of `side`, in the order of
    /// [`first_captures`]), depth first, each step in the order of the
    /// piece's walk, until `found` returns `true` (then `true`). Only the
    /// captures of pieces on `within` are followed.
    fn series_paths(
        &self,
        pos: &mut Position,
        side: Colour,
        firsts: &[Move],
        within: Bitboard,
        found: &mut dyn FnMut(Move, &[Square]) -> bool,
    ) -> bool {
        let mut path = Vec::new();
        for &first in firsts {
            if !(first.captures & !within).is_empty() {
                continue;
            }
            path.push(first.to);
            let done = self.continue_series(pos, side, first, within, &mut path, found);
            path.pop();
            if done {
                return true;
            }
        }
        false
    }

    /// The series one step longer than `so_far` (a move of `side` ending
    /// with a capture), each with its last step's arrival and whether
    /// that step captures, in the order of the piece's walk: none if the
    /// position after `so_far` leaves `side` in check or gives check.
    fn series_steps(&self, pos: &mut Position, side: Colour, so_far: Move) -> Vec<(Move, bool)> {
        let mut steps = MoveList::new();
        pos.play(&so_far);
        // (the series goes on from a legal position giving no check)
        if !self.in_check(pos, side) && !self.in_check(pos, !side) {
            if let Some(piece) = pos.piece_at(so_far.to) {
                self.generate_at(pos, so_far.to, piece, side, false, &mut steps);
            }
        }
        pos.undo_move();
        steps
            .iter()
            // (no castling, no en passant after the first step: the
            // position after a step has no double step to take)
            .filter(|step| !is_castling(step) && step.special != Special::EnPassant)
            .map(|step| {
                let next = Move {
                    from: so_far.from,
                    to: step.to,
                    special: if so_far.special == Special::EnPassant {
                        Special::EnPassant
                    } else {
                        Special::None
                    },
                    promotion: so_far.promotion.or(step.promotion),
                    captures: so_far.captures | step.captures,
                    choice: Choice::NONE,
                };
                (next, step.is_capture())
            })
            .collect()
    }

    /// [`Engine::series_paths`] from `so_far` (a move of `side` ending
    /// with a capture, whose stops are `path`), not itself reported.
    fn continue_series(
        &self,
        pos: &mut Position,
        side: Colour,
        so_far: Move,
        within: Bitboard,
        path: &mut Vec<Square>,
        found: &mut dyn FnMut(Move, &[Square]) -> bool,
    ) -> bool {
        for (next, captures) in self.series_steps(pos, side, so_far) {
            if !(next.captures & !within).is_empty() {
                continue;
            }
            path.push(next.to);
            let done = found(next, path)
                || (captures && self.continue_series(pos, side, next, within, path, found));
            path.pop();
            if done {
                return true;
            }
        }
        false
    }

    /// The stops of the series `search.target` going on from `so_far`,
    /// after `search.skip` paths to it, as the first of
    /// [`Engine::series_paths`] would find them, and whether a path to
    /// the target goes on from `so_far` at all.
    fn find_path(
        &self,
        pos: &mut Position,
        side: Colour,
        so_far: Move,
        path: &mut Vec<Square>,
        search: &mut PathSearch,
    ) -> (bool, Option<Vec<Square>>) {
        let mut any = false;
        for (next, captures) in self.series_steps(pos, side, so_far) {
            if !(next.captures & !search.target.captures).is_empty() {
                continue;
            }
            path.push(next.to);
            if next == search.target {
                any = true;
                if search.skip == 0 {
                    return (true, Some(path[..path.len() - 1].to_vec()));
                }
                search.skip -= 1;
            }
            let state = (next.to, next.captures, next.promotion);
            if captures && !search.dead.contains(&state) {
                let (found, stops) = self.find_path(pos, side, next, path, search);
                if stops.is_some() {
                    return (true, stops);
                }
                if found {
                    any = true;
                } else {
                    search.dead.insert(state);
                }
            }
            path.pop();
        }
        (any, None)
    }

    /// The squares `m`, a series of the side to move in `pos`, stopped on
    /// before its last (the first capture's square first), or `None` for
    /// a single step or a move no series of the position is.
    fn series_stops(&self, pos: &mut Position, m: &Move) -> Option<Vec<Square>> {
        if single_step(m) {
            return None;
        }
        let side = pos.side_to_move();
        let piece = pos.piece_at(m.from)?;
        let mut own = MoveList::new();
        self.generate_at(pos, m.from, piece, side, false, &mut own);
        let mut search = PathSearch {
            target: Move {
                choice: Choice::NONE,
                ..*m
            },
            // (the how-manieth path to the same move, see `series_choice`)
            skip: m.choice.square.map_or(0, |s| s.idx()),
            dead: std::collections::HashSet::new(),
        };
        for first in first_captures(own.iter()) {
            if !(first.captures & !m.captures).is_empty() {
                continue;
            }
            let mut path = vec![first.to];
            let (_, stops) = self.find_path(pos, side, first, &mut path, &mut search);
            if stops.is_some() {
                return stops;
            }
        }
        None
    }

    /// Whether the notation of `m` needs [`Engine::path_notes`], notes
    /// that [`Engine::play`] does not make (they are found only for the
    /// moves printed): a SeriesCapture move of several steps (finding its
    /// path is a search), or a move under BGL (the balances left, read
    /// from the moves played).
    pub fn needs_path_notes(&self, m: &Move) -> bool {
        self.series_capture && self.effects.is_empty() && !single_step(m)
            || self.bgl.is_some() && !m.is_null()
    }

    /// The notes of `m`, a move of the side to move in `pos` (unchanged
    /// on return) for which [`Engine::needs_path_notes`] holds: one
    /// [`Annotation::Via`] per square its piece stopped on before the
    /// last, in order (`Rd1*d4*d6*b6-b1`: d4, d6, b6), or under BGL the
    /// balances left after it. Empty for other moves.
    pub fn path_notes(&self, pos: &mut Position, m: &Move) -> Annotations {
        let mut notes = Annotations::default();
        if self.series_capture && self.effects.is_empty() && !single_step(m) {
            for square in self.series_stops(pos, m).unwrap_or_default() {
                notes.push(Annotation::Via { square });
            }
        }
        if let Some(note) = self
            .bgl
            .filter(|_| !m.is_null())
            .and_then(|bgl| bgl.annotation_after(pos, m))
        {
            notes.push(note);
        }
        notes
    }
}

/// The search of one series' path ([`Engine::path_notes`]).
struct PathSearch {
    /// The series, without its choice.
    target: Move,
    /// The paths to it still to pass over (its choice's number, see
    /// [`series_choice`]).
    skip: usize,
    /// The states (square, captures, promotion) from which no path to
    /// the target goes on: they are not searched again.
    dead: std::collections::HashSet<(Square, Bitboard, Option<PieceKind>)>,
}

/// The first steps of a piece's series among `moves` (its captures), in
/// an order that does not depend on how they were generated: by arrival
/// square, captured squares and promotion, without choices.
fn first_captures<'a>(moves: impl Iterator<Item = &'a Move>) -> Vec<Move> {
    let mut firsts: Vec<Move> = moves
        .filter(|m| m.is_capture() && !is_castling(m))
        .map(|m| Move {
            choice: Choice::NONE,
            ..*m
        })
        .collect();
    firsts.sort_by_key(|m| {
        (
            m.to.idx(),
            m.captures.into_iter().map(|s| s.idx()).collect::<Vec<_>>(),
            m.promotion,
        )
    });
    firsts.dedup();
    firsts
}

/// The choice telling the `count`-th path (from 0) to one series from
/// those found before it: Popeye prints each path (`Qa1*b1*b2*c1` and
/// `Qa1*b2*b1*c1`), so they are different moves, the first without a
/// choice, the others numbered by the index of `choice.square` (as
/// Influencer numbers its promotions). `None` past the 64th path.
fn series_choice(count: u8) -> Option<Choice> {
    if count == 0 {
        return Some(Choice::NONE);
    }
    Square::new(count).map(|square| Choice {
        square: Some(square),
        ..Choice::NONE
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::Piece;

    fn engine(pos: &Position) -> Engine {
        crate::test_support::engine_under(pos, &[Condition::SeriesCapture])
    }

    fn legal(e: &Engine, pos: &mut Position) -> Vec<Move> {
        crate::test_support::legal_moves(e, pos)
    }

    fn put(pos: &mut Position, sq: Square, kind: PieceKind, colour: Colour) {
        pos.put(sq, Piece::new(kind, colour));
    }

    fn series(from: Square, to: Square, captures: &[Square]) -> Move {
        let mut m = Move::quiet(from, to);
        for &c in captures {
            m.captures.insert(c);
        }
        m
    }

    #[test]
    fn a_bishop_captures_twice_and_may_end_by_a_quiet_step() {
        let mut pos = Position::empty();
        put(&mut pos, Square::H1, PieceKind::KING, Colour::White);
        put(&mut pos, Square::B1, PieceKind::BISHOP, Colour::White);
        put(&mut pos, Square::A8, PieceKind::KING, Colour::Black);
        put(&mut pos, Square::C2, PieceKind::PAWN, Colour::Black);
        put(&mut pos, Square::D3, PieceKind::PAWN, Colour::Black);
        let e = engine(&pos);
        let moves = legal(&e, &mut pos);
        for m in [
            Move::capture(Square::B1, Square::C2),
            series(Square::B1, Square::B1, &[Square::C2]),
            series(Square::B1, Square::D3, &[Square::C2, Square::D3]),
            series(Square::B1, Square::C2, &[Square::C2, Square::D3]),
            series(Square::B1, Square::H7, &[Square::C2, Square::D3]),
        ] {
            assert!(moves.contains(&m), "{m:?} missing");
        }
        // no capture of d3 without c2 first, no second quiet step
        assert!(!moves.contains(&Move::capture(Square::B1, Square::D3)));
        assert!(!moves.contains(&series(Square::B1, Square::A2, &[Square::C2])));
        // the path is noted for the notation
        let m = series(Square::B1, Square::H7, &[Square::C2, Square::D3]);
        assert!(e.needs_path_notes(&m));
        assert!(!e.needs_path_notes(&Move::capture(Square::B1, Square::C2)));
        let notes = e.path_notes(&mut pos, &m);
        e.play(&mut pos, &m);
        let vias: Vec<Square> = notes
            .iter()
            .filter_map(|n| match n {
                Annotation::Via { square } => Some(*square),
                _ => None,
            })
            .collect();
        assert_eq!(vias, vec![Square::C2, Square::D3]);
        assert_eq!(
            pos.piece_at(Square::H7).map(|p| p.kind),
            Some(PieceKind::BISHOP)
        );
        assert!(pos.piece_at(Square::C2).is_none() && pos.piece_at(Square::D3).is_none());
        pos.undo_move();
    }

    #[test]
    fn a_check_ends_the_series_and_a_self_check_forbids_it() {
        // Bb1*c2*d3 checks the king on e4: it goes no further
        let mut pos = Position::empty();
        put(&mut pos, Square::H1, PieceKind::KING, Colour::White);
        put(&mut pos, Square::B1, PieceKind::BISHOP, Colour::White);
        put(&mut pos, Square::E4, PieceKind::KING, Colour::Black);
        put(&mut pos, Square::C2, PieceKind::PAWN, Colour::Black);
        put(&mut pos, Square::D3, PieceKind::PAWN, Colour::Black);
        let e = engine(&pos);
        let moves = legal(&e, &mut pos);
        assert!(moves.contains(&series(Square::B1, Square::D3, &[Square::C2, Square::D3])));
        assert!(!moves
            .iter()
            .any(|m| m.captures.count() == 2 && m.to != Square::D3));
        // a king may not pass through check: Ka1*b2 (attacked) *c3 is no move
        let mut pos = Position::empty();
        put(&mut pos, Square::A1, PieceKind::KING, Colour::White);
        put(&mut pos, Square::H8, PieceKind::KING, Colour::Black);
        put(&mut pos, Square::B2, PieceKind::PAWN, Colour::Black);
        put(&mut pos, Square::C3, PieceKind::PAWN, Colour::Black);
        put(&mut pos, Square::H2, PieceKind::ROOK, Colour::Black);
        let e = engine(&pos);
        let moves = legal(&e, &mut pos);
        assert!(moves.iter().all(|m| !m.is_capture()), "{moves:?}");
    }

    #[test]
    fn series_capture_is_refused_beside_conditions_not_compared() {
        assert!(combination_refusal(&[Condition::SeriesCapture]).is_none());
        assert!(combination_refusal(&[Condition::SeriesCapture, Condition::MakeTake]).is_some());
        assert!(combination_refusal(&[Condition::SeriesCapture, Condition::Norsk]).is_none());
        // (chameleon pieces: Popeye 4.104 drops a capturing pawn's
        // promotions into chameleons when the series may go on)
        assert!(
            combination_refusal(&[Condition::SeriesCapture, Condition::ChameleonPieces]).is_some()
        );
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Every legal move ends with the mover's side out of check; a
        /// series' path is found again, one stop per
        /// capture but the last step's, each stop a captured square (an
        /// en-passant first step's aside); and the legal moves are those
        /// found by playing every candidate.
        #[test]
        fn every_series_is_a_chain_of_captures(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..10),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = engine(&pos);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let moves = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in moves.iter() {
                let notes = e.path_notes(&mut pos, m);
                e.play(&mut pos, m);
                proptest::prop_assert!(!e.in_check(&pos, side), "{m:?} leaves a check");
                pos.undo_move();
                let stops: Vec<Square> = notes
                    .iter()
                    .filter_map(|n| match n {
                        Annotation::Via { square } => Some(*square),
                        _ => None,
                    })
                    .collect();
                proptest::prop_assert!(single_step(m) == stops.is_empty(), "{m:?}: {stops:?}");
                if stops.is_empty() {
                    continue;
                }
                // a stop per capture (the last step's aside), each a
                // capture's square but an en-passant first one's
                let last_captures = m.captures.contains(m.to) && !stops.contains(&m.to);
                proptest::prop_assert_eq!(
                    stops.len() + usize::from(last_captures),
                    m.captures.count() as usize
                );
                for (i, s) in stops.iter().enumerate() {
                    let ep = i == 0 && m.special == Special::EnPassant;
                    proptest::prop_assert!(ep || m.captures.contains(*s), "{m:?}: {stops:?}");
                }
            }
        }
    }
}
