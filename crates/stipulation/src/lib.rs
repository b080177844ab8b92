//! nightrider-stipulation: filled by later work.
