//! BackHome, as Popeye 4.104 plays it (found by experiment; its manual
//! only names the condition): a side that has a legal move taking a unit
//! back to its home, the square it stood on in the diagram, must play
//! such a move (any of them). A promoted piece's home is its pawn's, so a
//! queen promoted from a pawn of b3 goes back to b3 when it can (Popeye's
//! EXAMPLES/backhome.inp 1: `4...Qb1-b3 #`); in a proof game the diagram
//! is the game array. The rule binds checks too: a capture of a king is
//! a check only if it takes its unit home or its side has no legal move
//! taking a unit home, so after `1.Rh3-h1` the rook, free to go back to
//! h3, does not check a king on a1; and a black bishop that has left f6
//! for e5 checks a king on d6 once Black is in check (its way home no
//! longer legal), so White may not give that check. The homes follow the units through the moves played, so the
//! transposition tables key on them (`history_hash`, through
//! `Engine::history_hash`), and a diagram's first moves are the orthodox
//! ones.

use nightrider_board::{Colour, Effect, Move, Piece, Position, Special, Square};
use nightrider_movegen::MoveList;
use smallvec::SmallVec;

/// The home of the unit on each square after the moves played on `pos`
/// (`None` for an empty square or a unit that appeared after the
/// diagram): the square it stood on in the diagram, followed through the
/// journal (a promotion keeps the pawn's home, a castling the king's and
/// the rook's).
pub fn homes(pos: &Position) -> [Option<Square>; 64] {
    // (on the stack for the usual depths: called once per move list)
    let mut played: SmallVec<[&[Effect]; 32]> = (0..)
        .map_while(|back| pos.earlier_move_effects(back))
        .collect();
    played.reverse();
    // the diagram: the units standing where the first move found them
    let mut home: [Option<Square>; 64] = [None; 64];
    let mut occupied = pos.occupied();
    for effects in played.iter().rev() {
        for e in effects.iter().rev() {
            match *e {
                Effect::Move { from, to } => {
                    occupied.remove(to);
                    occupied.insert(from);
                }
                Effect::Remove { square, .. } => occupied.insert(square),
                Effect::Add { square, .. } => occupied.remove(square),
                _ => {}
            }
        }
    }
    for sq in occupied {
        home[sq.idx()] = Some(sq);
    }
    for effects in played {
        let mut lifted: SmallVec<[(Piece, Option<Square>); 4]> = SmallVec::new();
        for e in effects {
            match *e {
                Effect::Move { from, to } => {
                    home[to.idx()] = home[from.idx()].take();
                }
                Effect::Remove { square, piece } => {
                    lifted.push((piece, home[square.idx()].take()));
                }
                Effect::Add { square, piece } => {
                    // (a unit taken off by this move and put back: a
                    // castling's king and rook, an exchange's units)
                    let back = lifted.iter().position(|(p, _)| *p == piece);
                    home[square.idx()] = back.and_then(|i| lifted.remove(i).1);
                }
                _ => {}
            }
        }
    }
    home
}

/// Whether `m` takes a unit back to its home in `homes` (a castling's
/// king or rook).
fn goes_home(homes: &[Option<Square>; 64], m: &Move) -> bool {
    if m.is_null() || m.from == m.to {
        return false;
    }
    if let Special::Castle { rook_from, rook_to } = m.special {
        if homes[rook_from.idx()] == Some(rook_to) {
            return true;
        }
    }
    homes[m.from.idx()] == Some(m.to)
}

/// Whether the capture `m` of a royal piece by `by` is a check: it takes
/// its unit home, or `by` has no legal move taking a unit home (legal
/// under the rule's own checks: the test recurses, each level with one
/// unit fewer away from home).
pub(crate) fn check_stands(engine: &crate::Engine, pos: &Position, m: &Move, by: Colour) -> bool {
    if pos.moves_played() == 0 {
        return true;
    }
    let homes = homes(pos);
    goes_home(&homes, m) || !has_legal_home_move(engine, pos, &homes, by)
}

/// Whether `side` (to move or not) has a legal move taking a unit home.
fn has_legal_home_move(
    engine: &crate::Engine,
    pos: &Position,
    homes: &[Option<Square>; 64],
    side: Colour,
) -> bool {
    let mut moves = MoveList::new();
    // (one copy, its journal kept: the check test reads it)
    let mut after: Option<Position> = None;
    pos.by_colour(side).into_iter().any(|at| {
        let (Some(home), Some(piece)) = (homes[at.idx()], pos.piece_at(at)) else {
            return false;
        };
        if home == at {
            return false;
        }
        moves.clear();
        engine.generate_at(pos, at, piece, side, false, &mut moves);
        moves.iter().filter(|n| n.to == home).any(|n| {
            let after = after.get_or_insert_with(|| {
                let mut copy = pos.clone();
                copy.set_side_to_move_unrecorded(side);
                copy
            });
            engine.play(after, n);
            let legal = !engine.in_check(after, side);
            after.undo_move();
            legal
        })
    })
}

/// Keeps, of the legal moves in `out[start..]`, those taking a unit back
/// to its home, if there are any.
pub(crate) fn apply(pos: &Position, out: &mut MoveList, start: usize) {
    if pos.moves_played() == 0 {
        // (every unit of the diagram is at home)
        return;
    }
    let homes = homes(pos);
    crate::list_rules::prefer_from(out, start, |m| goes_home(&homes, m));
}

/// The units away from home, as a hash for the transposition tables.
pub(crate) fn history_hash(pos: &Position) -> u64 {
    if pos.moves_played() == 0 {
        return 0;
    }
    homes(pos)
        .iter()
        .enumerate()
        .filter_map(|(at, home)| {
            let home = (*home)?;
            (home.idx() != at).then_some((at as u64, home.idx() as u64))
        })
        .fold(0, |h, (at, home)| {
            h ^ (at * 64 + home + 1)
                .wrapping_mul(0x9e37_79b9_7f4a_7c15)
                .rotate_left(29)
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::condition::Condition;
    use crate::engine::Engine;
    use nightrider_movegen::{MoveGenerator, Rules, WalkRegistry};

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

        /// Under BackHome a diagram's moves are the orthodox ones, and
        /// after a move and any reply: if the first side can take a unit
        /// home legally, its legal moves are those that do, and otherwise
        /// all its moves legal under the rule's checks.
        #[test]
        fn a_unit_that_can_go_home_goes_home(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            pick in 0usize..64,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let generator =
                MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
            let e = Engine::new(generator.clone(), &[Condition::BackHome]).unwrap();
            let plain = Engine::new(generator, &[]).unwrap();
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let mut first = MoveList::new();
            e.legal_moves(&mut pos, &mut first);
            let mut orthodox = MoveList::new();
            plain.legal_moves(&mut pos, &mut orthodox);
            // (in the diagram every unit is at home)
            proptest::prop_assert_eq!(first.len(), orthodox.len());
            proptest::prop_assume!(!first.is_empty());
            let m = first[pick % first.len()];
            e.play(&mut pos, &m);
            let mut replies = MoveList::new();
            e.legal_moves(&mut pos, &mut replies);
            proptest::prop_assume!(!replies.is_empty());
            let r = replies[pick % replies.len()];
            e.play(&mut pos, &r);
            let homes = homes(&pos);
            let mut next = MoveList::new();
            e.legal_moves(&mut pos, &mut next);
            // (every move legal under the rule's checks, none dropped)
            let mut all = MoveList::new();
            e.legal_moves_by_playing(&mut pos, &mut all);
            let home_moves = all.iter().filter(|n| goes_home(&homes, n)).count();
            if home_moves > 0 {
                proptest::prop_assert_eq!(next.len(), home_moves);
                proptest::prop_assert!(next.iter().all(|n| goes_home(&homes, n)));
            } else {
                proptest::prop_assert_eq!(next.len(), all.len());
            }
            // (a unit that moved and did not come back is away from home)
            if m.from != m.to && !m.is_castling() && pos.piece_at(m.to).is_some_and(|p| p.colour == side)
                && r.from != m.to && !r.captures.contains(m.to)
            {
                proptest::prop_assert_eq!(homes[m.to.idx()], Some(m.from));
            }
        }
    }
}
