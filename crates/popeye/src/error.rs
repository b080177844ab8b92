//! The error of building a problem from Popeye's input.

/// Why a parsed problem cannot be solved.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProblemError {
    /// A piece code the catalogue does not know in the problem's language.
    #[error("unknown piece code '{0}'")]
    UnknownPiece(String),
    /// A feature not implemented yet: condition, option, piece, stipulation.
    #[error("{0} is not supported yet")]
    Unsupported(String),
    /// No stipulation was given.
    #[error("no stipulation given")]
    NoStipulation,
    /// The stipulation could not be compiled.
    #[error("stipulation: {0}")]
    Stipulation(String),
    /// A twin operation does not fit the position.
    #[error("twin: {0}")]
    Twin(String),
}
