//! nightrider-notation: filled by later work.
