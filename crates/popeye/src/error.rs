//! The error of building a problem from Popeye's input.

use nightrider_retro::retractor::BlackStartsForward;
use nightrider_stipulation::StipulationError;

/// Why a parsed problem cannot be solved.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ProblemError {
    /// A piece code the catalogue does not know in the problem's language.
    #[error("unknown piece code '{0}'")]
    UnknownPiece(String),
    /// A feature not implemented yet: condition, option, piece, stipulation.
    #[error("{0} is not supported yet")]
    Unsupported(Unsupported),
    /// No stipulation was given.
    #[error("no stipulation given")]
    NoStipulation,
    /// The stipulation could not be compiled: inconsistent, or a form not
    /// supported yet ([`StipulationError::Unsupported`] names it).
    #[error("stipulation: {0}")]
    Stipulation(#[from] StipulationError),
    /// The text given as a stipulation does not read ([`Problem::new`](crate::problem::Problem::new)).
    #[error("stipulation: {0}")]
    StipulationSyntax(String),
    /// A retractor whose forward play would start with the wrong side.
    #[error("stipulation: {0}")]
    Retractor(#[from] BlackStartsForward),
    /// A twin operation does not fit the position.
    #[error("twin: {0}")]
    Twin(String),
    /// Popeye refuses the position as it reads it ("only one king
    /// allowed").
    #[error("{0}")]
    Refused(String),
}

/// A feature of a problem that is not supported, by kind, naming it.
/// Displayed as the message names it (`condition Madrasi RexInclusive`,
/// `option LastCapture`, `hunter piece r/b`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Unsupported {
    /// A condition, or a variant or parameter of one: its name as written
    /// with what is not supported (`Madrasi RexInclusive`, `Circe with
    /// parameters`).
    #[error("condition {0}")]
    Condition(String),
    /// An option (`LastCapture`).
    #[error("option {0}")]
    Option(String),
    /// A piece, a piece attribute or a kind of piece (`hunter piece r/b`,
    /// `piece attribute Chameleon`, `TotalInvisible`), as the message names
    /// it.
    #[error("{0}")]
    Piece(String),
    /// A form of stipulation, or a stipulation where it is not solved
    /// (`sstipulation`), as the message names it.
    #[error("{0}")]
    Stipulation(String),
    /// A command of the input (`zeroposition`, Jacobi's `play`/`test`,
    /// proof-game options).
    #[error("{0}")]
    Command(String),
    /// A combination of features that is not supported together (of
    /// conditions, pieces, stipulation and options), as the message names
    /// it.
    #[error("{0}")]
    Combination(String),
}

/// Where in a problem's input something arose: a command (its index in
/// the syntax tree's [`commands`](nightrider_notation::popeye::Problem::commands))
/// or the end of the problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum InputPlace {
    /// The command of this index.
    Command(usize),
    /// The end of the problem (what is missing there: no stipulation).
    End,
}

/// A [`ProblemError`] with the place in the input it arose at.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{error}")]
pub struct LocatedProblemError {
    /// What is wrong.
    pub error: ProblemError,
    /// Where.
    pub place: InputPlace,
}

/// Something of the input that is ignored, as Popeye ignores it, with a
/// message for the user and the place it stands at.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct InputWarning {
    /// What is ignored.
    pub message: String,
    /// Where.
    pub place: InputPlace,
}
