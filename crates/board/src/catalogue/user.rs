//! Pieces defined at run time from a Betza string (kinds from
//! [`PieceKind::FIRST_USER`] on), kept per problem rather than globally.

use super::UnsupportedPiece;
use crate::betza::{self, BetzaError};
use crate::piece::PieceKind;
use crate::walk::{PieceWalk, Walk};

/// Why a user piece could not be defined.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DefineError {
    /// The walk description does not parse.
    #[error("invalid walk for {name}: {error}")]
    Betza {
        /// The piece's name.
        name: String,
        /// The parse error.
        error: BetzaError,
    },
    /// The name is empty or already used (by the catalogue or a user piece).
    #[error("piece name {0:?} is empty or already in use")]
    Name(String),
    /// All user kind ids are taken.
    #[error("too many user-defined pieces")]
    Full,
}

/// A set of user-defined pieces.
///
/// ```
/// use nightrider_board::catalogue::UserPieces;
/// use nightrider_board::PieceKind;
/// let mut user = UserPieces::new();
/// let wildebeest = user.define("wildebeest", "NC").unwrap();
/// assert_eq!(wildebeest, PieceKind(PieceKind::FIRST_USER));
/// assert_eq!(user.by_name("Wildebeest"), Some(wildebeest));
/// assert!(user.walk(wildebeest).is_ok());
/// assert!(user.walk(PieceKind::QUEEN).is_ok()); // falls back to the catalogue
/// assert!(user.define("queen", "Q").is_err());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UserPieces {
    pieces: Vec<(String, Walk)>,
}

impl UserPieces {
    /// No user pieces.
    pub fn new() -> UserPieces {
        UserPieces::default()
    }

    /// Defines a piece named `name` with the Betza walk `betza`.
    pub fn define(&mut self, name: &str, betza: &str) -> Result<PieceKind, DefineError> {
        let name = name.trim();
        if name.is_empty() || super::by_name(name).is_some() || self.by_name(name).is_some() {
            return Err(DefineError::Name(name.to_string()));
        }
        let walk = betza::parse(betza).map_err(|error| DefineError::Betza {
            name: name.to_string(),
            error,
        })?;
        let id = usize::from(PieceKind::FIRST_USER) + self.pieces.len();
        let id = u16::try_from(id).map_err(|_| DefineError::Full)?;
        self.pieces.push((name.to_string(), walk));
        Ok(PieceKind(id))
    }

    fn index(kind: PieceKind) -> Option<usize> {
        kind.0.checked_sub(PieceKind::FIRST_USER).map(usize::from)
    }

    /// The kind of the user piece `name` (case-insensitive).
    pub fn by_name(&self, name: &str) -> Option<PieceKind> {
        let name = name.trim();
        self.pieces
            .iter()
            .position(|(n, _)| n.eq_ignore_ascii_case(name))
            .and_then(|i| u16::try_from(i).ok())
            .map(|i| PieceKind(PieceKind::FIRST_USER + i))
    }

    /// The name of a user kind.
    pub fn name(&self, kind: PieceKind) -> Option<&str> {
        Self::index(kind)
            .and_then(|i| self.pieces.get(i))
            .map(|(n, _)| n.as_str())
    }

    /// The walk of `kind`: a user piece, or else the catalogue's.
    pub fn walk(&self, kind: PieceKind) -> Result<PieceWalk, UnsupportedPiece> {
        match Self::index(kind) {
            Some(i) => self
                .pieces
                .get(i)
                .map(|(_, w)| PieceWalk::Walk(w.clone()))
                .ok_or(UnsupportedPiece::UnknownKind(kind.0)),
            None => super::walk(kind),
        }
    }

    /// Number of user pieces.
    pub fn len(&self) -> usize {
        self.pieces.len()
    }

    /// Whether no piece is defined.
    pub fn is_empty(&self) -> bool {
        self.pieces.is_empty()
    }
}
