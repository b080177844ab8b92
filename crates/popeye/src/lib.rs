#![doc = include_str!("../README.md")]

pub mod builder;
pub mod condition_setup;
pub mod error;
pub mod game;
pub mod input;
#[cfg(feature = "json")]
pub mod json;
pub mod pieces;
pub mod problem;
pub mod proof_game;
pub mod refusal;
pub mod render;
pub mod retro_play;
pub mod solving;
pub mod watchdog;
