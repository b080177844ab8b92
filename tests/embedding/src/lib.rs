//! Nothing here: the tests in `tests/` use nightrider as a program that
//! depends on it would, through the public API of the crates named in
//! this package's `Cargo.toml`, one test file per promise:
//!
//! - `solve.rs`: problems from text and from the builder, solved with
//!   events, cancelled, stopped by a time limit; errors with their place;
//! - `notation.rs`: FEN and Fairy-FEN with `nightrider-notation` alone;
//! - `movegen.rs`: legal moves and perft with `nightrider-movegen` alone,
//!   orthodox and fairy positions;
//! - `retro.rs`: retro analysis with `nightrider-retro` alone.
