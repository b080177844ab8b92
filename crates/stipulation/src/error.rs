//! Why a stipulation was refused.

use thiserror::Error;

/// Why a stipulation was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum StipulationError {
    /// The text is not a stipulation, or a parsed one is inconsistent; the
    /// message says what was expected.
    #[error("invalid stipulation {text:?}: {reason}")]
    Syntax {
        /// The stipulation, as given or as printed from its syntax tree.
        text: String,
        /// What is wrong.
        reason: String,
    },
    /// Valid, but not supported by nightrider yet.
    #[error("stipulation {text:?}: {what} is not yet supported")]
    Unsupported {
        /// The stipulation, as given or as printed from its syntax tree.
        text: String,
        /// The unsupported feature.
        what: &'static str,
    },
}

impl StipulationError {
    /// A [`StipulationError::Syntax`] about `text`.
    pub(crate) fn syntax(text: impl Into<String>, reason: impl Into<String>) -> StipulationError {
        StipulationError::Syntax {
            text: text.into(),
            reason: reason.into(),
        }
    }
}
