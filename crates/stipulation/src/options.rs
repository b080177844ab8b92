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
    /// `StartMoveNumber s` and `UpToMoveNumber u`: only the first moves
    /// numbered `s..=u` in Popeye's move numbering are tried (first moves
    /// counted in Popeye's order, see [`crate::order`], including those that
    /// leave the mover in check); help and series play then have no short
    /// solutions.
    pub move_numbers: Option<(u32, u32)>,
    /// `MoveNumbers`: a progress line ([`Progress`](crate::Progress)) for
    /// each first move of the play, numbered as Popeye numbers them, as
    /// it is about to be searched.
    pub move_number_lines: bool,
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
