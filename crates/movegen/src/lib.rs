//! nightrider-movegen: filled by later work.
