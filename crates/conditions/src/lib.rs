//! nightrider-conditions: filled by later work.
