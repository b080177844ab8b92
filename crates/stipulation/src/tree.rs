//! Solutions as data, in the order Popeye prints them. A printer elsewhere
//! renders these in Popeye's format (`1.Ra8-c8 !`, `threat:`, `but`, …).

use crate::goal::Goal;
use nightrider_board::{Colour, Move, Piece};

/// A move as it appears in a solution.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoveInfo {
    /// The move.
    pub mv: Move,
    /// The piece that moved, as it stood before the move.
    pub piece: Option<Piece>,
    /// The side that played it (a neutral piece moves for either side).
    pub mover: Colour,
    /// Whether the move gives check (Popeye's ` +`), not printed when a goal marker is.
    pub check: bool,
    /// The goal the move reached, if it ends play (Popeye prints its marker: ` #`, ` =`, …).
    pub goal: Option<Goal>,
    /// What fairy conditions did besides the move (rebirths, …).
    pub annotations: nightrider_board::Annotations,
    /// The rules leave undecided what the move does (ExclusiveChess): it
    /// is not played on, and Popeye prints a remark instead of its marks.
    #[cfg_attr(feature = "serde", serde(default))]
    pub undecided: Option<Undecided>,
    /// A pass move of Jacobi's stipulations (`ser-*`, `h*`), written `*`
    /// (the move is the null move).
    #[cfg_attr(feature = "serde", serde(default))]
    pub pass: bool,
}

/// What the rules leave undecided about a move (ExclusiveChess, see
/// [`Game::undecided_moves`](crate::Game::undecided_moves)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Undecided {
    /// Whether the legal move reaches the goal (Popeye: "Can't decide
    /// whether this move is refuted").
    Refutation,
    /// Whether the move is legal (Popeye: "cannot decide if this move is
    /// legal or not.").
    Legality,
}

/// How an attacking move is marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Mark {
    /// No mark (a continuation or threat inside the tree).
    None,
    /// A key (Popeye's ` !`).
    Key,
    /// A try, refuted by the [`Attack::refutations`] (Popeye's ` ?` and `but`).
    Try,
    /// A move the attacker is forced to play by a reflex obligation, which
    /// ends the play unsuccessfully (Popeye's ` ?!?`).
    ForcedFailure,
}

/// An attacking move with what follows it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Attack {
    /// The move.
    pub info: MoveInfo,
    /// Key, try, …
    pub mark: Mark,
    /// What follows: threats and variations.
    pub after: DefenceTree,
    /// For tries: the defences that refute it (Popeye prints `but` then each
    /// with ` !`).
    pub refutations: Vec<Defence>,
}

/// The play of the defender after an attacking move (or in set play and
/// post-key play).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DefenceTree {
    /// `None`: no threat line printed; `Some(empty)`: `zugzwang.`; otherwise
    /// the threats (Popeye's `threat:`).
    pub threats: Option<Vec<Attack>>,
    /// The variations, in generation order.
    pub variations: Vec<Defence>,
}

/// A defending move with the attacker's answers.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Defence {
    /// The move.
    pub info: MoveInfo,
    /// The attacker's shortest answers (empty if the defence reached a
    /// goal, or refutes).
    pub answers: Vec<Attack>,
    /// Whether the defence refutes (in post-key play Popeye prints `refutes.`).
    pub refutes: bool,
}

/// Battle play solution.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BattleSolution {
    /// Set play, printed before the keys.
    pub set_play: Option<DefenceTree>,
    /// Post-key play (option PostKeyPlay), instead of keys.
    pub post_key: Option<DefenceTree>,
    /// Post-key play starts with the defender in check (Popeye prints
    /// ` +` for the key it does not show).
    pub post_key_check: bool,
    /// Keys and tries in generation order (see [`Attack::mark`]), or the
    /// forced failures when a reflex obligation holds in the diagram.
    pub moves: Vec<Attack>,
}

/// How a move of a line is numbered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Numbering {
    /// `N.` before the move (negative or zero under Jacobi's option
    /// `InitialMoveNumber`).
    Number(i32),
    /// `N...` before the move (the line starts with the second side of a
    /// move pair, or, under Jacobi's `InitialMoveNumber`, follows a pass).
    Ellipsis(i32),
    /// No number (the second move of a pair, or a reply after a series).
    Continue,
}

/// One move of a help or series line.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LineMove {
    /// The move.
    pub info: MoveInfo,
    /// Its number.
    pub numbering: Numbering,
}

/// One solution of help or series play.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Line {
    /// The moves.
    pub moves: Vec<LineMove>,
    /// The last move was forced by a reflex obligation and ends play
    /// unsuccessfully (Popeye's ` ?!?`).
    pub forced_failure: bool,
}

/// The solution of one phase.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Body {
    /// Battle play.
    Battle(BattleSolution),
    /// Help or series play.
    Lines {
        /// Set play lines, printed first.
        set_play: Vec<Line>,
        /// The solutions.
        solutions: Vec<Line>,
    },
}

/// The solution of one side's stipulation (two phases with Duplex).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Phase {
    /// Whether the roles of the colours are swapped (the duplex half).
    pub swapped: bool,
    /// What was found.
    pub body: Body,
    /// Whether solving stopped early because of MaxSolutions or StopOnShortSolutions
    /// (Popeye prints `Partial solution`).
    pub partial: bool,
    /// Option MoveNumbers: the progress lines, each with the number of
    /// solutions (help and series play) or keys and tries (battle play)
    /// printed before it.
    pub progress: Vec<(usize, Progress)>,
    /// The progress lines of set play, each with the number of set play
    /// lines printed before it.
    pub set_play_progress: Vec<(usize, Progress)>,
}

/// A progress line of option MoveNumbers: a move of the first levels of
/// the play about to be searched (Popeye's `  3  (Ka8-b7 )`, and
/// `  3:12  (Qd1-d5 )` at the second level).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Progress {
    /// Its number among all the moves of the side to play, those leaving
    /// its king attacked included, in Popeye's order.
    pub number: u32,
    /// The numbers of the moves played before it, one per level (empty
    /// for a first move).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub above: Vec<u32>,
    /// The move.
    pub info: MoveInfo,
    /// Milliseconds since the solve started (Popeye's `Time = …`), or
    /// `None` to print none (as Popeye with `-regression`).
    pub millis: Option<u64>,
}

/// Everything a solve produced.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Report {
    /// The phases, normal first.
    pub phases: Vec<Phase>,
    /// Notes on options that were ignored (Popeye's `SetPlay not applicable - ignored`).
    #[cfg_attr(
        feature = "serde",
        serde(deserialize_with = "crate::serde_notes::ignored_options")
    )]
    pub ignored_options: Vec<&'static str>,
    /// Phases left unsolved because their side to play could capture the
    /// opposing king (`true`: the duplex half), as Popeye does with a
    /// duplex whose one half starts from such a position.
    pub king_capturable: Vec<bool>,
}

/// One step of the report of battle play, passed on as it is found when
/// the keys and tries are streamed ([`Streamed::Battle`]): the tree of
/// [`Attack`]s and [`Defence`]s in preorder, each move opening a node that
/// [`BattleStep::Close`] closes after what follows the move. Each step but
/// `Close` is one line of Popeye's output.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum BattleStep {
    /// An attacking move, numbered `n` (1 for keys and tries), with its
    /// mark and whether Popeye writes ` zugzwang.` (`Some(true)`),
    /// ` threat:` (`Some(false)`) or neither after it ([`DefenceTree::threats`]).
    /// Its threats (attacking moves numbered `n + 1`) follow, then its
    /// variations.
    Attack {
        /// The move number.
        n: u32,
        /// The move.
        info: MoveInfo,
        /// Key, try, …
        mark: Mark,
        /// `Some(true)`: zugzwang; `Some(false)`: threats follow.
        threats: Option<bool>,
    },
    /// A defence, numbered `n`, then the attacker's answers to it
    /// (numbered `n + 1`).
    Defence {
        /// The move number.
        n: u32,
        /// The move.
        info: MoveInfo,
        /// Whether it refutes (Popeye writes `refutes.` under a refuting
        /// defence that reaches no goal).
        refutes: bool,
    },
    /// The refutations of the try opened last follow (Popeye's `but`).
    But,
    /// A refutation of a try, numbered `n` (Popeye's `n...move !`), then
    /// the moves the attacker is forced to after it.
    Refutation {
        /// The move number.
        n: u32,
        /// The move.
        info: MoveInfo,
    },
    /// Closes the move opened last.
    Close,
    /// A key or try (or forced failure) is complete, with all that follows
    /// it (Popeye closes each with a blank line).
    Done,
}

/// What a solve passes on as it is found (see
/// [`solve_streaming`](crate::solve_streaming)).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Streamed {
    /// A solution of help or series play.
    Line(Line),
    /// A step of the keys and tries of battle play.
    Battle(BattleStep),
    /// A progress line of option MoveNumbers.
    Progress(Progress),
}
