//! [`Orthodox`]: a position checked to be within the reach of the orthodox
//! fast path, and [`NotOrthodox`], why a position or a rule set is not.

use crate::rules::FirstRankPawns;
use nightrider_board::{catalogue, Attributes, PieceKind, Position, Square};
use std::fmt;
use std::ops::Deref;

/// A position whose pieces are all orthodox (K Q R B N P) and carry no
/// attribute (no neutral, royal, kamikaze, … piece), without holes
/// ([`Position::holes`]): the positions the
/// orthodox fast path ([`crate::orthodox`], [`crate::legal_moves`],
/// [`crate::perft`]) answers exactly. It borrows the position and derefs
/// to it.
///
/// Build it with [`Orthodox::new`] (or `TryFrom<&Position>`), which
/// refuses any other position with a [`NotOrthodox`] naming the first
/// offending piece and its square. For fairy positions use
/// [`crate::MoveGenerator`].
///
/// ```
/// use nightrider_board::{Colour, Piece, Position, PieceKind, Square};
/// use nightrider_movegen::{NotOrthodox, Orthodox};
/// let pos = Position::startpos();
/// let orthodox = Orthodox::new(&pos).unwrap();
/// assert_eq!(nightrider_movegen::legal_moves(orthodox).len(), 20);
///
/// let mut fairy = Position::startpos();
/// let nightrider = nightrider_board::catalogue::by_name("Nightrider").unwrap();
/// fairy.put(Square::D4, Piece::new(nightrider, Colour::White));
/// assert_eq!(
///     Orthodox::new(&fairy).unwrap_err(),
///     NotOrthodox::FairyPiece { square: Square::D4, kind: nightrider }
/// );
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Orthodox<'a>(&'a Position);

impl<'a> Orthodox<'a> {
    /// `pos`, if every piece on it is orthodox and without attributes.
    ///
    /// # Errors
    /// [`NotOrthodox::Hole`] for the first hole, else
    /// [`NotOrthodox::FairyPiece`] or [`NotOrthodox::Attributes`] for the
    /// first such piece (in square order a1, b1, …, h8).
    pub fn new(pos: &'a Position) -> Result<Orthodox<'a>, NotOrthodox> {
        if let Some(square) = pos.holes().first() {
            return Err(NotOrthodox::Hole(square));
        }
        for square in pos.occupied() {
            let Some(piece) = pos.piece_at(square) else {
                continue;
            };
            if !piece.kind.is_orthodox() {
                return Err(NotOrthodox::FairyPiece {
                    square,
                    kind: piece.kind,
                });
            }
            if !piece.attributes.is_empty() {
                return Err(NotOrthodox::Attributes {
                    square,
                    attributes: piece.attributes,
                });
            }
        }
        Ok(Orthodox(pos))
    }

    /// `pos` without the check of [`Orthodox::new`], for callers that
    /// already know the position is orthodox (a solver whose move
    /// generator chose the fast path: [`crate::MoveGenerator::uses_fast_path`]).
    /// On a position that is not, the fast path sees only its orthodox
    /// pieces without their attributes, and its answers are those of that
    /// other position.
    #[inline(always)]
    pub fn new_unchecked(pos: &'a Position) -> Orthodox<'a> {
        Orthodox(pos)
    }

    /// The position.
    #[inline(always)]
    pub fn position(self) -> &'a Position {
        self.0
    }
}

impl Deref for Orthodox<'_> {
    type Target = Position;

    #[inline(always)]
    fn deref(&self) -> &Position {
        self.0
    }
}

impl<'a> TryFrom<&'a Position> for Orthodox<'a> {
    type Error = NotOrthodox;

    fn try_from(pos: &'a Position) -> Result<Orthodox<'a>, NotOrthodox> {
        Orthodox::new(pos)
    }
}

/// Why the orthodox fast path cannot answer for a position or a rule set.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NotOrthodox {
    /// A piece of a fairy kind stands on `square`.
    #[error("the piece on {square} is a fairy piece ({})", KindName(*.kind))]
    FairyPiece {
        /// Where it stands.
        square: Square,
        /// Its kind.
        kind: PieceKind,
    },
    /// The piece on `square` has attributes (neutral, royal, …).
    #[error("the piece on {square} has the attributes {}", AttributeNames(*.attributes))]
    Attributes {
        /// Where it stands.
        square: Square,
        /// Its attributes.
        attributes: Attributes,
    },
    /// The square is a hole (the fast path knows none).
    #[error("{0} is a hole")]
    Hole(Square),
    /// The rules let pawns promote to a fairy kind.
    #[error("the rules allow promotion to a fairy piece ({})", KindName(*.0))]
    Promotion(PieceKind),
    /// The rules let pawns on their first rank move or check.
    #[error("the rules let pawns on their first rank act ({0:?})")]
    FirstRankPawns(FirstRankPawns),
}

/// A piece kind by its catalogue name.
struct KindName(PieceKind);

impl fmt::Display for KindName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match catalogue::entry(self.0) {
            Some(entry) => f.write_str(entry.name),
            None => write!(f, "piece kind {}", self.0 .0),
        }
    }
}

/// Attributes by their Popeye names (`Neutral`, `Royal`, …), or as
/// condition marks for those without one.
struct AttributeNames(Attributes);

impl fmt::Display for AttributeNames {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut named = Attributes::NAMES
            .iter()
            .filter(|(a, _)| self.0.contains(*a))
            .map(|(_, name)| *name)
            .peekable();
        if named.peek().is_none() {
            return f.write_str("(condition marks)");
        }
        for (i, name) in named.enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(name)?;
        }
        Ok(())
    }
}
