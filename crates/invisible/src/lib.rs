//! Total Invisible pieces for the nightrider chess-problem solver.
//!
//! In a problem with `pieces TotalInvisible n …` (Popeye 4.85+), `n`
//! units of unknown colour, kind and position take part in the play. A
//! solution is printed as a line of *observable* moves: visible moves,
//! moves of invisibles shown only as `TI~-~` (a move capturing nothing
//! visible) or `TI~*d4` (a capture of the visible piece on d4), pawn
//! captures of invisibles `[+wTIg6]h7*g6`, and *revelations* `[d4=wB]`
//! where the play forces what stands on a square. The line is a solution
//! when some *realisation* (a placement of the invisibles and a concrete
//! move for every printed one) makes it legal, and the goal holds in every
//! realisation that agrees with what is printed.
//!
//! [`help_mate()`] plays help mate of any length with one invisible; the
//! command line admits it up to `h#1.5`, where its lines agree with
//! Popeye's ([`help_mate_in_one`] is the first, brute-force `h#1` solver,
//! kept as a check);
//! the others are refused with the message of [`unsupported`]. This
//! crate holds the parts whose rules are settled by experiment with
//! Popeye 4.104:
//!
//! * [`notation`]: the text of Popeye's notes on invisibles
//!   ([`Note`]), printed and read;
//! * [`realisation`]: the diagram with the invisibles placed
//!   ([`Realisation`]), the replay of a line of concrete moves under it
//!   ([`replay`]), and, for one invisible, every realisation of a printed
//!   line ([`realisations`]): the oracle a solver's lines must satisfy;
//! * [`help_mate`](mod@help_mate): `h#1` with one invisible, through every realisation;
//! * [`help_play`]: help mate of any length with one invisible, through
//!   the printed lines and the states of the invisible they reach.
//!
//! The rules found so far and the design of the solver (lazy placement of
//! invisibles, the universal goal check) are in `docs/total-invisibles.md`
//! of the repository.

pub mod help_mate;
pub mod help_play;
pub mod notation;
pub mod realisation;

pub use help_mate::{diagram_stands, help_mate_in_one};
pub use help_play::help_mate;
pub use notation::{Note, ParseNoteError};
pub use realisation::{
    realisations, replay, Outcome, PrintedMove, Realisation, RealisedLine, ReplayError,
};

use std::fmt;

/// A problem with Total Invisibles that nightrider refuses, with the
/// number of invisibles it asks for. Displayed as what is not supported
/// (the problem builder adds "is not supported yet"):
///
/// ```
/// assert_eq!(
///     nightrider_invisible::unsupported(2).to_string(),
///     "TotalInvisible with 2 invisibles"
/// );
/// assert_eq!(
///     nightrider_invisible::unsupported(1).to_string(),
///     "TotalInvisible with 1 invisible"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsupported {
    /// The number of invisibles of the problem (`TotalInvisible n`).
    pub count: u32,
    /// What else of the problem is missing, if the number alone is not
    /// the reason (`stipulation h#2`, `castling rights`).
    pub detail: Option<String>,
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural = if self.count == 1 { "" } else { "s" };
        write!(f, "TotalInvisible with {} invisible{plural}", self.count)?;
        match &self.detail {
            Some(detail) => write!(f, " and {detail}"),
            None => Ok(()),
        }
    }
}

impl std::error::Error for Unsupported {}

/// Why a problem with `count` Total Invisibles is refused for their
/// number alone.
pub fn unsupported(count: u32) -> Unsupported {
    Unsupported {
        count,
        detail: None,
    }
}
