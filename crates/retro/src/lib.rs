//! nightrider-retro: filled by later work.
