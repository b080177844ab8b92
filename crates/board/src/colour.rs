//! The two sides. Neutral pieces are not a third colour but an attribute
//! ([`crate::Attributes::NEUTRAL`]) of a piece that belongs to both sides.

use std::fmt;
use std::ops::Not;

/// White or Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Colour {
    /// The side that moves first in the game array.
    White = 0,
    /// The other side.
    Black = 1,
}

impl Colour {
    /// Both colours, White first.
    pub const ALL: [Colour; 2] = [Colour::White, Colour::Black];

    /// `0` for White, `1` for Black, for table lookups.
    pub const fn idx(self) -> usize {
        self as usize
    }

    /// The opponent.
    pub const fn opponent(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// The direction in which this side's pawns advance: `+1` rank for White, `-1` for Black.
    pub const fn forward(self) -> i32 {
        match self {
            Colour::White => 1,
            Colour::Black => -1,
        }
    }

    /// `white` if White, `black` otherwise.
    pub fn fold<T>(self, white: T, black: T) -> T {
        match self {
            Colour::White => white,
            Colour::Black => black,
        }
    }
}

impl Not for Colour {
    type Output = Colour;
    fn not(self) -> Colour {
        self.opponent()
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::White => "white",
            Colour::Black => "black",
        })
    }
}
