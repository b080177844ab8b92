//! The Popeye options that concern the stipulation solvers.

/// Solving options (Popeye's `option` command, the part the solvers use).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct Options {
    /// `Try`: show tries with their refutations.
    pub tries: bool,
    /// `Defence n`: a try may have up to this many refutations (default 1).
    pub defence: u32,
    /// `TrivialTriesAvoid`: a first move that checks is never shown as a
    /// try.
    pub trivial_tries_avoid: bool,
    /// `SetPlay`.
    pub set_play: bool,
    /// Only the set play is solved, not the play from the diagram (whose
    /// side to play could capture the king: Popeye shows the set play,
    /// then refuses the rest).
    pub set_play_only: bool,
    /// `Threat n`: the defender has defended when the attacker has no threat
    /// in at most `n` moves.
    pub threat: Option<u32>,
    /// `Variation`: show threats and variations.
    pub variations: bool,
    /// `NoThreat`: variations without threats.
    pub no_threat: bool,
    /// `NoShortVariations`.
    pub no_short_variations: bool,
    /// `StartMoveNumber` and `UpToMoveNumber`: which moves are tried, by
    /// their numbers in Popeye's move numbering (see [`MoveNumberRange`]);
    /// help and series play then have no short solutions.
    pub move_numbers: Option<MoveNumberRange>,
    /// `MoveNumbers`: a progress line ([`Progress`](crate::Progress)) for
    /// each first move of the play, numbered as Popeye numbers them, as
    /// it is about to be searched.
    pub move_number_lines: bool,
    /// Jacobi's `InitialMoveNumber`: the number of the first move of a
    /// help or series line, in half-moves (`-3.5`: `-7`); each move after
    /// it is numbered half a move on, a full move after a pass (see
    /// [`Numbering`](crate::Numbering)). `None`: Popeye's numbering.
    pub initial_move_number: Option<i32>,
    /// Jacobi's `AllowTerminalAutoChecks`: the last move, where its aim
    /// lets it leave the mover's king attacked (`!#`, `##`, `##!`), may do
    /// so even when the mover has no legal move (Popeye 4.104 lets a side
    /// without legal moves play into `##!` and, when mated, into `!#`
    /// only).
    pub terminal_auto_checks: bool,
    /// `MaxSolutions n`.
    pub max_solutions: Option<u32>,
    /// `Intelligent n`: in help and series play, at most `n` lines per
    /// final picture and length (see [`crate::picture`]), the first ones
    /// in Popeye's move order; solving is then reported partial once a
    /// picture has its `n` lines. Solved on one thread, like MaxSolutions
    /// (the lines kept depend on the order they are found in).
    pub lines_per_picture: Option<u32>,
    /// `StopOnShortSolutions`.
    pub stop_on_short_solutions: bool,
    /// `WhiteToPlay`: in help play of whole length, White starts (one half-move less).
    pub white_to_play: bool,
    /// `Duplex`: solve for both sides.
    pub duplex: bool,
    /// `HalfDuplex`: solve only with the roles of the sides swapped.
    pub half_duplex: bool,
    /// `PostKeyPlay`: the position is after the key.
    pub post_key_play: bool,
    /// `Quodlibet`: in self and reflex play, a direct goal also solves.
    pub quodlibet: bool,
    /// `NonTrivial m n`.
    pub non_trivial: Option<(u32, u32)>,
    /// `MaxFlightsquares n`: the defender has defended when its king has at
    /// least `n` flights.
    pub max_flights: Option<u32>,
    /// `KeepMatingPiece`: stop when the side that must mate has no piece but royals.
    pub keep_mating_piece: bool,
    /// `GoalIsEnd`: play ends when the wrong side reaches the goal.
    pub goal_is_end: bool,
    /// `NullMoves`: the side to move may also pass (a null move, printed
    /// ` ...`), when not in check; a null move reaches no goal, and a side
    /// is still mated or stalemated when it could only pass.
    pub null_moves: bool,
    /// `MatesIn1`: in self play, show defences reaching the goal at once even
    /// when play allows longer variations.
    pub mates_in_one: bool,
    /// Transposition table size in entries at most (0 disables it; the
    /// table starts small and grows as it fills). The default, 8M entries,
    /// is `-maxmem 256M`: long help play needs that much (the bench's
    /// reci-h#8 takes 74 s with it, 441 s with 1M entries, 66 s with 16M).
    pub table_entries: usize,
    /// Prune help and series play towards mate and stalemate by counting,
    /// on an empty board, the moves each side needs to box the king in
    /// (games following the orthodox rules only, see
    /// [`crate::Game::orthodox`]), and leave out the tests for an end
    /// reached early at the lengths where the root has no solution (see
    /// `NoEarlyEnd` in the solver). Neither ever changes the solutions;
    /// turning this off gives the plain search, for comparison. Default: on.
    pub mate_pruning: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            tries: false,
            defence: 1,
            trivial_tries_avoid: false,
            set_play: false,
            set_play_only: false,
            threat: None,
            variations: false,
            no_threat: false,
            no_short_variations: false,
            move_numbers: None,
            move_number_lines: false,
            initial_move_number: None,
            terminal_auto_checks: false,
            max_solutions: None,
            lines_per_picture: None,
            stop_on_short_solutions: false,
            white_to_play: false,
            duplex: false,
            half_duplex: false,
            post_key_play: false,
            quodlibet: false,
            non_trivial: None,
            max_flights: None,
            keep_mating_piece: false,
            goal_is_end: false,
            null_moves: false,
            mates_in_one: false,
            table_entries: 1 << 23,
            mate_pruning: true,
        }
    }
}

/// `StartMoveNumber s` and `UpToMoveNumber u`, each a number or a path of
/// numbers (`3:1:12`): the moves tried at the first levels of the play.
///
/// The moves of the side to play are numbered from 1 in Popeye's order
/// (see [`crate::order`]), those leaving its king attacked included; the
/// `i`-th number of a path concerns the `i`-th move of the play (a series
/// counts its moves, not the opponent's passes). The first move's number
/// is kept within `s₁..=u₁`. A later move's number is kept within
/// `sᵢ..=uᵢ` (a part not given: no bound) only where every earlier move's
/// number equals the given part of `s` or of `u` at its level; elsewhere
/// every move is tried. This is how Popeye 4.104 reads the paths (with
/// `start 2:2 upto 3:3` it tries 2:2, 2:3, 3:2 and 3:3, with `start 2:2
/// upto 4` also 3:1 to the end of 3).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoveNumberRange {
    /// `StartMoveNumber` (empty: not given).
    pub start: Vec<u32>,
    /// `UpToMoveNumber` (empty: not given).
    pub upto: Vec<u32>,
}

impl MoveNumberRange {
    /// How many levels of the play the range restricts (and option
    /// MoveNumbers announces).
    pub fn depth(&self) -> usize {
        self.start.len().max(self.upto.len()).max(1)
    }

    /// The numbers kept for the move after the moves numbered `above`
    /// (one number per earlier level of the play); `None`: all of them.
    pub fn at(&self, above: &[u32]) -> Option<std::ops::RangeInclusive<u32>> {
        let level = above.len();
        if level >= self.depth() {
            return None;
        }
        let bound = above
            .iter()
            .enumerate()
            .all(|(j, m)| self.start.get(j) == Some(m) || self.upto.get(j) == Some(m));
        bound.then(|| {
            self.start.get(level).copied().unwrap_or(1)
                ..=self.upto.get(level).copied().unwrap_or(u32::MAX)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::MoveNumberRange;

    fn range(start: &[u32], upto: &[u32]) -> MoveNumberRange {
        MoveNumberRange {
            start: start.to_vec(),
            upto: upto.to_vec(),
        }
    }

    /// The numbers kept at each of the two levels, second-level numbers up
    /// to 5, as Popeye 4.104 prints them with option MoveNumbers.
    fn kept(r: &MoveNumberRange) -> Vec<(u32, u32)> {
        let mut v = Vec::new();
        for a in 1..=5 {
            if !r.at(&[]).is_some_and(|k| k.contains(&a)) {
                continue;
            }
            for b in 1..=5 {
                if r.at(&[a]).is_none_or(|k| k.contains(&b)) {
                    v.push((a, b));
                }
            }
        }
        v
    }

    #[test]
    fn a_single_number_restricts_the_first_move_only() {
        let r = range(&[2], &[3]);
        assert_eq!(r.depth(), 1);
        assert_eq!(r.at(&[]), Some(2..=3));
        assert_eq!(r.at(&[2]), None);
    }

    #[test]
    fn later_levels_are_bounded_where_every_earlier_number_is_a_bound() {
        // Popeye 4.104, h#2 with option MoveNumbers
        assert_eq!(
            kept(&range(&[2, 2], &[3, 3])),
            [(2, 2), (2, 3), (3, 2), (3, 3)]
        );
        let all_of_3: Vec<_> = (1..=5).map(|b| (3, b)).collect();
        let mut expected = vec![(2, 2), (2, 3), (2, 4), (2, 5)];
        expected.extend(&all_of_3);
        expected.extend([(4, 2), (4, 3), (4, 4), (4, 5)]);
        assert_eq!(kept(&range(&[2, 2], &[4])), expected);
        assert_eq!(kept(&range(&[1, 5], &[2, 3])), []);
        // no start given: the first move numbered 1 is no bound
        let mut expected: Vec<_> = (1..=5).map(|b| (1, b)).collect();
        expected.extend([(2, 1), (2, 2)]);
        assert_eq!(kept(&range(&[], &[2, 2])), expected);
        assert_eq!(
            kept(&range(&[1], &[2, 2])),
            [(1, 1), (1, 2), (2, 1), (2, 2)]
        );
    }

    #[test]
    fn a_third_level_needs_both_earlier_numbers_on_a_bound() {
        let r = range(&[1, 2, 3], &[3, 3, 4]);
        assert_eq!(r.at(&[2, 2]), None);
        assert_eq!(r.at(&[1, 2]), Some(3..=4));
        let r = range(&[1, 2, 3], &[2, 3, 4]);
        // 1 is the start's, 3 the end's: still bounded
        assert_eq!(r.at(&[1, 3]), Some(3..=4));
    }
}
