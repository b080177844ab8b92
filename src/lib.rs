//! # nightrider
//!
//! A chess problem solver for orthodox and fairy problems, built as a
//! workspace of reusable crates and re-exported here:
//!
//! - [`board`]: squares, pieces, positions, hashing;
//! - [`movegen`]: move generation, observation and check;
//! - [`conditions`]: fairy conditions;
//! - [`stipulation`]: stipulations and their solvers;
//! - [`retro`]: retro analysis;
//! - [`notation`]: FEN, Fairy-FEN, Popeye's input language and output format.

pub use nightrider_board as board;
pub use nightrider_conditions as conditions;
pub use nightrider_movegen as movegen;
pub use nightrider_notation as notation;
pub use nightrider_retro as retro;
pub use nightrider_stipulation as stipulation;
