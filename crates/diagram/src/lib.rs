#![doc = include_str!("../README.md")]
//!
//! # Modules
//!
//! [`Picture`] is what a diagram shows, square by square, built from a
//! Fairy-FEN ([`Picture::from_ffen`]) or a position
//! ([`Picture::from_position`]); [`to_svg`] draws it in a [`Style`];
//! [`to_png`] (feature `png`, on by default) rasterises the SVG.

mod figures;
mod picture;
#[cfg(feature = "png")]
mod png;
mod svg;

pub use picture::{Figure, Picture, SizeError, MAX_SIDE};
#[cfg(feature = "png")]
pub use png::{to_png, PngError};
pub use svg::{to_svg, Style};

/// The crates whose types this crate's API takes.
pub use nightrider_board as board;
pub use nightrider_notation as notation;
