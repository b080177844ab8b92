//! nightrider: a chess problem solver.
