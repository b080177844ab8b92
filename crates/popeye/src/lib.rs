//! # nightrider-popeye
//!
//! Everything Popeye-specific beyond the syntax of its input language
//! (which `nightrider-notation` parses):
//!
//! - [`problem`]: problems built from Popeye's syntax tree (or in code):
//!   pieces, diagram, stipulation, options and twins, with
//!   [`condition_setup`] mapping Popeye's condition names and variants to
//!   the conditions of `nightrider-conditions`, and [`pieces`] reading and
//!   printing piece codes in Popeye's languages;
//! - [`solving`] and [`refusal`]: what a solve takes beyond the problem
//!   (options, errors, Popeye's promotion rule, the move generator) and
//!   what is refused before solving, as Popeye refuses it or because its
//!   rules are not matched;
//! - [`game`]: the positions the solvers play on, over the move generator
//!   or the conditions' engine;
//! - [`render`] and `json` (feature `json`): Popeye's output format and
//!   the JSON form of problems and solutions;
//! - [`retro_play`]: retractor problems (`stipulation -2&#1`), the
//!   retraction search of `nightrider-retro` with the forward play solved
//!   by `nightrider-stipulation`;
//! - [`watchdog`]: the time limit of a solve (`-maxtime`, `option MaxTime`).
//!
//! Solving a whole problem (`nightrider::solve`) and the command line are
//! in the `nightrider` crate above this one.

pub mod condition_setup;
pub mod error;
pub mod game;
#[cfg(feature = "json")]
pub mod json;
pub mod pieces;
pub mod problem;
pub mod refusal;
pub mod render;
pub mod retro_play;
pub mod solving;
pub mod watchdog;
