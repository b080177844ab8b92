#![doc = include_str!("../README.md")]
//!
//! ## Modules
//!
//! * [`model`]: stipulations as a typed tree ([`Stipulation`], [`Node`],
//!   [`Battle`], [`Help`], [`Series`]) with [`Goal`]s as leaves;
//! * [`traditional`]: Popeye's traditional stipulations (`#2`, `h#3.5`,
//!   `pser-s#8`, …), parsed by the notation crate, compiled into the model;
//!   and the Jacobi solver's reading of them ([`Traditional::parse_jacobi`]:
//!   exact lengths, counted checks `++`, unique defence `u`);
//! * [`solver`]: recursive solvers for battle, help and series play over any
//!   [`Game`], with Popeye's options ([`Options`]), a bounded transposition
//!   table and cancellation;
//! * [`solver::parallel`]: the same solvers on several threads
//!   ([`solve_split`]), with a report identical to the sequential one, and
//!   solving one of n parts of the first-ply moves;
//! * [`structured`]: Popeye's structured stipulations (`sstipulation`),
//!   parsed by the notation crate, into the same model;
//! * [`jacobi`]: a subset of the Jacobi solver's commands (chained
//!   `stipulation`s, `play help|series n`, `test [not] goal`, `set test
//!   goal reflex` before a self stipulation) into the same model;
//! * [`picture`]: the final pictures of help and series lines, by which
//!   `option Intelligent n` counts them;
//! * [`tree`]: the solutions as data ([`Report`]), for a printer to render in
//!   Popeye's format.
//!
//! ## Conventions (as Popeye applies them)
//!
//! * Who starts: `#n`, `s#n`, `r#n`, `ser-#n`, `ser-s#n`, `hs#n`, `hr#n`:
//!   White; `h#n`, `ser-h#n`, `reci-h#n`: Black; `h#n.5`: White (the
//!   solution lines then start with `1...`). [`solve`] sets the game's side
//!   to move accordingly and restores it.
//! * Battle play: every key solving in at most n moves is a key (short
//!   solutions included); below the key only the attacker's *shortest*
//!   answers are given; a defence is not shown when a threat move still
//!   works after it; a checking key has no threat; `zugzwang.` is an empty
//!   threat list; in self play, defences reaching the goal at once are not
//!   shown when play allows longer variations (Popeye's `MatesIn1`).
//! * Self play (`s#`): every defence must reach the goal; a defender
//!   without moves (stalemate) refutes. Reflex play (`r#`): the defender
//!   must reach the goal whenever it can, the attacker must not be able to
//!   (otherwise it is forced to: [`Mark::ForcedFailure`], Popeye's `?!?`);
//!   semi-reflex: only the defender is bound.
//! * Help and series play list every solution, shorter ones (same parity)
//!   included unless `exact-`; play stops where the stipulated end is
//!   reached. Series moves may not check (except the last; parry series let
//!   the opponent parry), and a stalemated series side cannot finish with a
//!   self-check goal move.
//! * The goals `##`, `##!`, `!#` allow a last move that leaves the mover's
//!   royal piece attacked ([`Game::self_check_moves`]).
//!
//! ## Not yet done
//!
//! * Jacobi's commands beyond the subset in [`jacobi`] (`set test` for
//!   other stipulations or one side, `constraints`, proof-game options);
//!   Jacobi's anti-parry series (`aser-`, `ahser-`, `pahser-`), the
//!   unique-defence series (`puser-`, `auser-`, `pauser-`), pass moves
//!   (`ser-*`, `phser-*`, `h*`) and mate events (`$`): refused by name.
//! * The rebirth goals `ctr` and `<>r`, series reciprocal play, and the
//!   proof-game forms beyond `dia n`, `a=>b n`, `ser-dia n` and
//!   `ser-a=>b n` (`ser-hdia`, `pser-dia`, …): refused as not yet
//!   supported.
//! * `/` in structured stipulations hides one-move battle branches
//!   (CapZug's forced move); before longer branches it is refused.
//! * Options Quodlibet, GoalIsEnd and KeepMatingPiece use the traditional
//!   form of the stipulation and are ignored for structured ones.

mod empty_board;
pub mod error;
pub mod game;
pub mod goal;
pub mod intelligent;
pub mod jacobi;
pub mod mate_reach;
pub mod model;
mod node_id;
pub mod options;
pub mod order;
pub mod picture;
#[cfg(feature = "serde")]
mod serde_notes;
pub mod solver;
pub mod structured;
mod table;
pub mod traditional;
pub mod tree;

pub use error::StipulationError;
pub use game::{Game, TargetPosition};
pub use goal::{Goal, Played};
pub use mate_reach::{Ending, MateReach};
pub use model::{
    Aim, Battle, Help, Node, Parry, Series, SeriesKind, Stipulation, Style, Traditional,
    UniqueMover,
};
pub use options::{MoveNumberRange, Options};
pub use solver::parallel::{solve_split, solve_split_streaming, BlockKey, Split, SplitReport};
pub use solver::{is_solvable, solve, solve_streaming, LineSink, SolveError};
pub use tree::{
    Attack, BattleSolution, BattleStep, Body, Defence, DefenceTree, Line, LineMove, Mark, MoveInfo,
    Numbering, Phase, Progress, Report, Streamed, Undecided,
};

/// The crates whose types this crate's API takes and returns.
pub use nightrider_board as board;
pub use nightrider_notation as notation;
