//! Typed errors: which game (number and White/Black/Event tags) and which
//! move (move number, side and SAN) a problem is in.

use nightrider_board::Colour;
use std::fmt;

/// Where a game is: its source (file name, if any), its number in that
/// source (1 for the first game) and the tags a user finds it by.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct GameRef {
    /// The file (or other source) the game was read from, if named.
    pub source: Option<String>,
    /// The game's number in its source, counting from 1.
    pub number: usize,
    /// The `White` tag.
    pub white: Option<String>,
    /// The `Black` tag.
    pub black: Option<String>,
    /// The `Event` tag.
    pub event: Option<String>,
}

impl GameRef {
    /// A reference from a game's number and its tags (`White`, `Black` and
    /// `Event` are picked out).
    pub fn from_tags(source: Option<&str>, number: usize, tags: &[(String, String)]) -> GameRef {
        let get = |name: &str| tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone());
        GameRef {
            source: source.map(str::to_owned),
            number,
            white: get("White"),
            black: get("Black"),
            event: get("Event"),
        }
    }
}

impl fmt::Display for GameRef {
    /// `game 3 of games.pgn (White "Kasparov", Black "Deep Blue", Event "…")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}", self.number)?;
        if let Some(s) = &self.source {
            write!(f, " of {s}")?;
        }
        let named: Vec<String> = [
            ("White", &self.white),
            ("Black", &self.black),
            ("Event", &self.event),
        ]
        .iter()
        .filter_map(|(n, v)| v.as_ref().map(|v| format!("{n} \"{v}\"")))
        .collect();
        if !named.is_empty() {
            write!(f, " ({})", named.join(", "))?;
        }
        Ok(())
    }
}

/// A move as the PGN gives it: move number, side and SAN text.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MoveRef {
    /// The move number (as in `12.Nf3` or `12...Nf6`).
    pub move_number: u16,
    /// The side that moves.
    pub side: Colour,
    /// The SAN as written (check marks included).
    pub san: String,
}

impl fmt::Display for MoveRef {
    /// `12.Nf3` for White, `12...Nf6` for Black.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = if self.side == Colour::White {
            "."
        } else {
            "..."
        };
        write!(f, "{}{dots}{}", self.move_number, self.san)
    }
}

/// What is wrong with a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum GameErrorKind {
    /// The PGN reader could not read the text (an unterminated tag or
    /// comment); the reader goes on after the broken line.
    #[error("PGN syntax error: {0}")]
    Syntax(String),
    /// Reading the input failed; nothing after it is read.
    #[error("read error: {0}")]
    Io(String),
    /// A tag whose name is not a PGN symbol (letters, digits and `_`,
    /// starting with a letter or digit).
    #[error("tag with a bad name {0:?}")]
    TagSyntax(String),
    /// The `FEN` tag is not a FEN of a legal orthodox position.
    #[error("bad FEN tag {fen:?}: {reason}")]
    BadFen {
        /// The tag's value.
        fen: String,
        /// Why it is refused.
        reason: String,
    },
    /// A `SetUp` tag other than `0` or `1`, or `SetUp "1"` without `FEN`.
    #[error("bad SetUp tag {0:?}")]
    BadSetUp(String),
    /// No legal move fits the SAN.
    #[error("illegal move {0}")]
    IllegalMove(MoveRef),
    /// Several legal moves fit the SAN.
    #[error("ambiguous move {mv} (fits {candidates})", candidates = .candidates.join(", "))]
    AmbiguousMove {
        /// The move.
        mv: MoveRef,
        /// The legal moves it fits, in UCI (`g1f3`).
        candidates: Vec<String>,
    },
    /// A null move (`--`) or a drop (`N@f3`): not chess moves.
    #[error("unsupported move {0} (null moves and drops are not chess moves)")]
    UnsupportedMove(MoveRef),
    /// A move after the game's termination marker.
    #[error("move {0} after the result")]
    MoveAfterResult(String),
    /// The game has no termination marker (`1-0`, `0-1`, `1/2-1/2`, `*`):
    /// the text ends, or the next game begins, in its middle.
    #[error("truncated game: no result after {after}")]
    Truncated {
        /// The last move read (`the start` when none).
        after: String,
    },
}

/// A game that could not be read, with its reference.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[error("{game}: {kind}")]
pub struct GameError {
    /// Which game (boxed: errors stay small).
    pub game: Box<GameRef>,
    /// What is wrong.
    pub kind: GameErrorKind,
}

impl GameError {
    /// The move the error names, if it names one.
    pub fn move_ref(&self) -> Option<&MoveRef> {
        match &self.kind {
            GameErrorKind::IllegalMove(m) | GameErrorKind::UnsupportedMove(m) => Some(m),
            GameErrorKind::AmbiguousMove { mv, .. } => Some(mv),
            _ => None,
        }
    }
}
