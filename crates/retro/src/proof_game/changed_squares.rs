//! The target of a proof game under fairy conditions, pruned by counting
//! squares: when one move changes the contents of at most `k` squares,
//! a position whose board differs from the target's on more than `k`
//! squares per move left cannot reach it.
//!
//! The bound is weak (it prunes near the end of play only) but holds for
//! every rule whose moves change a bounded number of squares, which is
//! what the fairy conditions' own figure states (see
//! `nightrider_conditions::proof_games`).

use super::plain;
use nightrider_board::{Piece, Position};
use nightrider_stipulation::TargetPosition;

/// A proof game's target compared square by square, with the most squares
/// one move changes.
#[derive(Clone, Debug)]
pub struct ChangedSquaresTarget {
    /// The target's pieces, compared without their recorded origin.
    board: [Option<Piece>; 64],
    /// The most squares whose contents one move changes.
    per_move: u32,
}

impl ChangedSquaresTarget {
    /// The target `target` for moves that change at most `per_move`
    /// squares each.
    ///
    /// ```
    /// use nightrider_board::Position;
    /// use nightrider_retro::proof_game::ChangedSquaresTarget;
    /// use nightrider_stipulation::TargetPosition;
    ///
    /// let start = Position::startpos();
    /// let target: Position = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    ///     .parse()
    ///     .unwrap();
    /// let goal = ChangedSquaresTarget::new(&target, 2);
    /// assert!(!goal.reached(&start));
    /// // four squares differ: two moves of two squares may do
    /// assert!(goal.reachable(&start, 1, 1));
    /// assert!(!goal.reachable(&start, 1, 0));
    /// ```
    pub fn new(target: &Position, per_move: u32) -> ChangedSquaresTarget {
        let mut board = [None; 64];
        for sq in target.occupied() {
            board[sq.idx()] = target.piece_at(sq).map(plain);
        }
        ChangedSquaresTarget { board, per_move }
    }

    /// The squares whose contents differ between `pos` and the target.
    pub fn differing_squares(&self, pos: &Position) -> u32 {
        let differing = pos
            .board()
            .iter()
            .zip(self.board.iter())
            .filter(|(now, want)| now.map(plain) != **want)
            .count();
        u32::try_from(differing).unwrap_or(u32::MAX)
    }
}

impl TargetPosition for ChangedSquaresTarget {
    fn reached(&self, pos: &Position) -> bool {
        self.differing_squares(pos) == 0
    }

    fn reachable(&self, pos: &Position, white_moves: u32, black_moves: u32) -> bool {
        let moves = white_moves.saturating_add(black_moves);
        self.differing_squares(pos) <= moves.saturating_mul(self.per_move)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_movegen::{MoveGenerator, MoveList, Rules, WalkRegistry};
    use proptest::prelude::*;

    fn legal_moves(pos: &mut Position) -> MoveList {
        let generator =
            MoveGenerator::for_position(pos, Rules::default(), &WalkRegistry::new()).unwrap();
        let mut moves = MoveList::new();
        generator.legal_moves(pos, &mut moves).unwrap();
        moves
    }

    /// The squares one legal orthodox move changes never exceed four, so
    /// the bound with four never prunes a position one move away.
    #[test]
    fn one_move_away_is_reachable() {
        let start = Position::startpos();
        let mut pos = start.clone();
        for m in legal_moves(&mut pos).iter() {
            pos.play(m);
            let goal = ChangedSquaresTarget::new(&pos, 4);
            pos.undo_move();
            assert!(goal.reachable(&start, 1, 0), "{m}");
            assert!(!goal.reached(&start), "{m}");
            assert!(!goal.reachable(&start, 0, 0), "{m}");
        }
    }

    proptest! {
        /// A position is its own target whatever the moves left, and the
        /// count is symmetric.
        #[test]
        fn a_position_reaches_itself(seed in 0u64..1000) {
            let pos = random_game_position(seed);
            let goal = ChangedSquaresTarget::new(&pos, 4);
            prop_assert!(goal.reached(&pos));
            prop_assert!(goal.reachable(&pos, 0, 0));
            let other = ChangedSquaresTarget::new(&Position::startpos(), 4);
            prop_assert_eq!(
                other.differing_squares(&pos),
                goal.differing_squares(&Position::startpos())
            );
        }
    }

    /// The position after a few pseudo-random legal moves from the start.
    fn random_game_position(seed: u64) -> Position {
        let mut pos = Position::startpos();
        let mut state = seed;
        for _ in 0..(seed % 12) {
            let moves = legal_moves(&mut pos);
            if moves.is_empty() {
                break;
            }
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let m = moves[(state >> 33) as usize % moves.len()];
            pos.play(&m);
        }
        pos
    }
}
