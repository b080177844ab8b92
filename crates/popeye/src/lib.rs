#![doc = include_str!("../README.md")]

pub mod builder;
pub mod condition_setup;
pub mod error;
pub mod game;
pub mod input;
pub mod invisibles;
pub mod jacobi;
#[cfg(feature = "json")]
pub mod json;
pub mod latex;
pub mod messages;
pub mod pieces;
pub mod problem;
pub mod proof_game;
pub mod refusal;
pub mod render;
pub mod retro_play;
pub mod solving;
pub mod twinning;
pub mod watchdog;

/// The crates whose types this crate's API takes and returns.
pub use nightrider_board as board;
pub use nightrider_conditions as conditions;
pub use nightrider_movegen as movegen;
pub use nightrider_notation as notation;
pub use nightrider_retro as retro;
pub use nightrider_stipulation as stipulation;
