//! Perft: counting the leaves of the legal move tree, the standard test of
//! move generators, on the orthodox fast path. For fairy positions use
//! [`crate::MoveGenerator::perft`].
//!
//! ```
//! use nightrider_movegen::board::Position;
//! use nightrider_movegen::{perft, Orthodox};
//! let pos = Position::startpos();
//! let orthodox = Orthodox::new(&pos).unwrap();
//! assert_eq!(perft::perft(orthodox, 3), 8902);
//! let divided = perft::divide(orthodox, 2);
//! assert_eq!(divided.len(), 20);
//! assert_eq!(divided.iter().map(|(_, n)| n).sum::<u64>(), 400);
//! ```

use crate::checked::{NotOrthodox, Orthodox};
use crate::orthodox;
use crate::rules::{FirstRankPawns, MoveList, Rules};
use nightrider_board::{Move, Position};

/// Number of leaf nodes of the legal move tree of `depth` plies from `pos`
/// under the default [`Rules`], with bulk counting at the last ply.
pub fn perft(pos: Orthodox<'_>, depth: u32) -> u64 {
    count(&mut work_copy(pos), depth, &Rules::default())
}

/// [`perft`] under `rules`.
///
/// # Errors
/// [`NotOrthodox::Promotion`] when `rules` promote to a fairy kind, and
/// [`NotOrthodox::FirstRankPawns`] when they let first-rank pawns act:
/// both lead out of the fast path's reach (use
/// [`crate::MoveGenerator::perft`]).
pub fn perft_with(pos: Orthodox<'_>, depth: u32, rules: &Rules) -> Result<u64, NotOrthodox> {
    check_rules(rules)?;
    Ok(count(&mut work_copy(pos), depth, rules))
}

/// The perft count of `depth` plies split by first move (for finding
/// generator bugs by comparison with another program). Depth 0 gives an
/// empty list.
pub fn divide(pos: Orthodox<'_>, depth: u32) -> Vec<(Move, u64)> {
    split(&mut work_copy(pos), depth, &Rules::default())
}

/// [`divide`] under `rules`.
///
/// # Errors
/// As [`perft_with`].
pub fn divide_with(
    pos: Orthodox<'_>,
    depth: u32,
    rules: &Rules,
) -> Result<Vec<(Move, u64)>, NotOrthodox> {
    check_rules(rules)?;
    Ok(split(&mut work_copy(pos), depth, rules))
}

/// Whether `rules` keep an orthodox position orthodox and are those of the
/// fast path.
fn check_rules(rules: &Rules) -> Result<(), NotOrthodox> {
    if let Some(kind) = rules.all_promotions().find(|k| !k.is_orthodox()) {
        return Err(NotOrthodox::Promotion(kind));
    }
    if rules.first_rank_pawns != FirstRankPawns::Inert {
        return Err(NotOrthodox::FirstRankPawns(rules.first_rank_pawns));
    }
    Ok(())
}

/// A copy of the position to play the moves on.
fn work_copy(pos: Orthodox<'_>) -> Position {
    let mut work = pos.position().clone();
    work.clear_journal();
    work
}

/// The perft count; `pos` is orthodox and stays so under `rules`.
pub(crate) fn count(pos: &mut Position, depth: u32, rules: &Rules) -> u64 {
    match depth {
        0 => 1,
        1 => orthodox::count_legal(Orthodox::new_unchecked(pos), rules),
        _ => {
            let mut moves = MoveList::new();
            orthodox::legal_moves(Orthodox::new_unchecked(pos), rules, &mut moves);
            let mut nodes = 0;
            for mv in &moves {
                pos.play(mv);
                nodes += count(pos, depth - 1, rules);
                pos.undo_move();
            }
            nodes
        }
    }
}

/// The divided perft count; `pos` is orthodox and stays so under `rules`.
fn split(pos: &mut Position, depth: u32, rules: &Rules) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut moves = MoveList::new();
    orthodox::legal_moves(Orthodox::new_unchecked(pos), rules, &mut moves);
    moves
        .into_iter()
        .map(|mv| {
            pos.play(&mv);
            let n = count(pos, depth - 1, rules);
            pos.undo_move();
            (mv, n)
        })
        .collect()
}
