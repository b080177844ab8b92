//! # nightrider-stipulation
//!
//! The stipulation model and the solvers of the nightrider chess problem
//! solver.
//!
//! * [`model`]: stipulations as a typed tree ([`Stipulation`], [`Node`],
//!   [`Battle`], [`Help`], [`Series`]) with [`Goal`]s as leaves;
//! * [`parse`]: Popeye's traditional stipulations (`#2`, `h#3.5`,
//!   `pser-s#8`, …) compiled into the model;
//! * [`solver`]: recursive solvers for battle, help and series play over any
//!   [`Game`], with Popeye's options ([`Options`]), a bounded transposition
//!   table and cancellation;
//! * [`tree`]: the solutions as data ([`Report`]), for a printer to render in
//!   Popeye's format.
//!
//! ```
//! use nightrider_stipulation::{Stipulation, Style};
//! let s = Stipulation::parse("s#4").unwrap();
//! assert_eq!(s.style(), Style::Battle);
//! assert_eq!(s.to_string(), "s#4");
//! ```
//!
//! * [`structured`]: Popeye's structured stipulations (`sstipulation`)
//!   into the same model.
//!
//! Not yet done: a parser for Jacobi's `play`/`test`/`set test` commands
//! (the model has the pieces: [`Stipulation::after_help_play`],
//! [`Stipulation::after_series_play`], constraints for reflex
//! obligations, boolean composition); proof games; the rebirth goals `ctr`
//! and `<>r`.

pub mod game;
pub mod goal;
pub mod model;
pub mod options;
pub mod parse;
pub mod solver;
pub mod structured;
mod table;
pub mod tree;

pub use game::Game;
pub use goal::{Goal, Played};
pub use model::{
    Aim, Battle, Help, Node, Parry, Series, SeriesKind, Stipulation, Style, Traditional,
};
pub use options::Options;
pub use parse::StipulationError;
pub use solver::{is_solvable, solve, SolveError};
pub use tree::{
    Attack, BattleSolution, Body, Defence, DefenceTree, Line, LineMove, Mark, MoveInfo, Numbering,
    Phase, Report,
};
