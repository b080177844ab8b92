//! WhiteMinDister, BlackMinDister, WhiteMaxDister, BlackMaxDister, as
//! Popeye 4.104 plays them (found by experiment): two squares name the
//! pieces standing there in the diagram; the side must play a move after
//! which the distance between those two pieces (followed as they move) is
//! the least (the most) its legal moves allow. The distance is Euclidean:
//! with a white knight on e5 and a black rook on b8, BlackMinDister e5b8
//! leaves `Rb8-b5` and `Rb8-e8` (3 squares away), not `Rb8-d8`. A move
//! capturing one of the two pieces is played only if every legal move does
//! (Popeye, under MinDister and MaxDister alike); once one of them is gone
//! the rule no longer binds.

use crate::Engine;
use nightrider_board::{Colour, Effect, Move, Position, Special, Square};
use nightrider_movegen::MoveList;

/// The rule of one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Dister {
    /// The side bound.
    pub side: Colour,
    /// MaxDister (the greatest distance), not MinDister.
    pub max: bool,
    /// The diagram squares of the two pieces.
    pub squares: [Square; 2],
}

impl Engine {
    /// The Dister rule of `side` on its legal moves in `out[start..]`.
    pub(crate) fn dister_filter(&self, pos: &Position, out: &mut MoveList, start: usize) {
        let side = pos.side_to_move();
        let Some(rule) = self.dister[side.idx()] else {
            return;
        };
        let (Some(a), Some(b)) = (
            where_now(pos, rule.squares[0]),
            where_now(pos, rule.squares[1]),
        ) else {
            return;
        };
        // a move capturing one of the two pieces is played only if every
        // move does (Popeye, under MinDister and MaxDister alike)
        let spares = |m: &Move| !m.captures.contains(a) && !m.captures.contains(b);
        let distance = |m: &Move| {
            let (a, b) = (after(m, a), after(m, b));
            let (dx, dy) = (a.x() - b.x(), a.y() - b.y());
            dx * dx + dy * dy
        };
        let best = if rule.max {
            out[start..]
                .iter()
                .filter(|m| spares(m))
                .map(distance)
                .max()
        } else {
            out[start..]
                .iter()
                .filter(|m| spares(m))
                .map(distance)
                .min()
        };
        if best.is_none() {
            // (every move captures one of them: all stay)
            return;
        }
        let kept: MoveList = out[start..]
            .iter()
            .copied()
            .filter(|m| spares(m) && Some(distance(m)) == best)
            .collect();
        out.truncate(start);
        out.extend(kept);
    }
}

/// Where the piece that stood on `square` in the diagram stands after the
/// moves played on `pos` (`None` once it is captured, or if the square
/// was empty).
pub(crate) fn where_now(pos: &Position, square: Square) -> Option<Square> {
    let mut moves: Vec<&[Effect]> = (0..)
        .map_while(|back| pos.earlier_move_effects(back))
        .collect();
    moves.reverse();
    // (a piece arriving on the square before one left it: it was empty
    // in the diagram)
    let mut at = square;
    for effects in moves {
        let mut taken = None;
        for e in effects {
            match *e {
                Effect::Move { from, to } if taken.is_none() => {
                    if from == at {
                        at = to;
                    } else if to == at {
                        return None;
                    }
                }
                Effect::Remove { square, piece } if square == at && taken.is_none() => {
                    taken = Some(piece);
                }
                Effect::Add { square, piece } => {
                    if taken == Some(piece) {
                        at = square;
                        taken = None;
                    } else if square == at && taken.is_none() {
                        return None;
                    }
                }
                _ => {}
            }
        }
        if taken.is_some() {
            return None;
        }
    }
    pos.piece_at(at).map(|_| at)
}

/// Where a piece on `at`, not captured by `m`, stands after it (a
/// castling moves its rook too).
fn after(m: &Move, at: Square) -> Square {
    if let Special::Castle { rook_from, rook_to } = m.special {
        if at == rook_from {
            return rook_to;
        }
    }
    if m.from == at && !m.is_null() {
        m.to
    } else {
        at
    }
}
