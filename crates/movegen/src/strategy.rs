//! Proptest strategies for random orthodox games (feature `proptest`), for
//! property tests of code that works on positions reached in play.
//!
//! A game is drawn as a list of choices, one per move: shrinking a failing
//! case makes the game shorter and its moves earlier ones of the legal
//! moves, so a failure is reported on a small game.
//!
//! ```
//! use nightrider_movegen::strategy::games;
//! use proptest::strategy::{Strategy, ValueTree};
//! use proptest::test_runner::TestRunner;
//!
//! let mut runner = TestRunner::deterministic();
//! let game = games(1..=8).new_tree(&mut runner).unwrap().current();
//! assert!(game.moves.len() <= 8);
//! assert_eq!(game.positions.len(), game.moves.len() + 1);
//! ```

use crate::{legal_moves, Orthodox};
use nightrider_board::{Move, Position};
use proptest::collection::SizeRange;
use proptest::prelude::*;
use proptest::sample::Index;
use std::fmt;

/// A game from the game array: its moves and the positions it went
/// through.
#[derive(Clone)]
pub struct Game {
    /// The moves, in the order played.
    pub moves: Vec<Move>,
    /// The game array, then the position after each move (one more than
    /// [`Game::moves`]).
    pub positions: Vec<Position>,
}

impl Game {
    /// The position after the last move (the game array if none).
    pub fn last(&self) -> &Position {
        self.positions.last().expect("the game array at least")
    }
}

impl fmt::Debug for Game {
    /// The moves, as a failing case shows them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.moves.iter().map(|m| m.to_string()))
            .finish()
    }
}

/// Games of up to `plies` legal moves from the game array (fewer when
/// play ends in mate or stalemate), each move drawn evenly from the legal
/// moves.
pub fn games(plies: impl Into<SizeRange>) -> impl Strategy<Value = Game> {
    games_preferring(plies, |_, _| false)
}

/// Games like [`games`], where each move is drawn, two times in three,
/// from the legal moves for which `prefer` holds (when there are any):
/// captures and pawn moves, say, so that material thins and pawns
/// promote.
pub fn games_preferring(
    plies: impl Into<SizeRange>,
    prefer: fn(&Position, &Move) -> bool,
) -> impl Strategy<Value = Game> {
    proptest::collection::vec((any::<Index>(), proptest::bool::weighted(2.0 / 3.0)), plies)
        .prop_map(move |choices| play(&choices, prefer))
}

/// The game the `choices` draw: per move, the index into the moves to
/// choose from, and whether to choose from the preferred ones.
fn play(choices: &[(Index, bool)], prefer: fn(&Position, &Move) -> bool) -> Game {
    let mut pos = Position::startpos();
    let mut game = Game {
        moves: Vec::with_capacity(choices.len()),
        positions: vec![pos.clone()],
    };
    for (index, preferred) in choices {
        let moves = legal_moves(Orthodox::new(&pos).expect("orthodox play stays orthodox"));
        if moves.is_empty() {
            break;
        }
        let favoured: Vec<&Move> = moves.iter().filter(|m| prefer(&pos, m)).collect();
        let mv = if *preferred && !favoured.is_empty() {
            *favoured[index.index(favoured.len())]
        } else {
            moves[index.index(moves.len())]
        };
        pos.play(&mv);
        game.moves.push(mv);
        game.positions.push(pos.clone());
    }
    game
}
