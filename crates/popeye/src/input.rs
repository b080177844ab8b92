//! Reading the problems of a text in Popeye's input language in one step:
//! parsing ([`nightrider_notation::popeye::parse_input`]) and building
//! ([`Problem::from_input`]), every error placed at its line and column.
//!
//! [`read_input`] gives each problem of the text (or its error) in turn,
//! as the command line reports them; [`Problem::parse`] gives all the
//! problems or all the errors.

use crate::error::{InputPlace, ProblemError};
use crate::problem::Problem;
use nightrider_notation::popeye::{
    parse_input_with, CommandPositions, InputLanguage, ParseOptions,
};

/// Why a problem of an input text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum InputErrorKind {
    /// The text is not Popeye's input language (the parser's message).
    #[error("{0}")]
    Syntax(String),
    /// The problem reads, but cannot be built: an unknown piece, something
    /// unsupported, no stipulation, …
    #[error(transparent)]
    Problem(#[from] ProblemError),
}

/// An error of one problem of an input text, at its place in the text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{column}: problem {problem}: {kind}")]
#[non_exhaustive]
pub struct InputError {
    /// The problem's number in the text, from 1.
    pub problem: usize,
    /// The line, from 1.
    pub line: usize,
    /// The column (in characters), from 1.
    pub column: usize,
    /// What is wrong.
    pub kind: InputErrorKind,
    /// The problem's language (English for a syntax error).
    pub language: InputLanguage,
    /// What of the problem's input was ignored before the error, as
    /// Popeye ignores it (its input errors that it reads on after).
    pub warnings: Vec<LocatedWarning>,
}

/// Something of a problem's input that is ignored, as Popeye ignores it
/// (see [`Twin::warnings`](crate::problem::Twin::warnings)), at its place
/// in the text.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct LocatedWarning {
    /// The index of the twin in [`Problem::twins`].
    pub twin: usize,
    /// The line, from 1.
    pub line: usize,
    /// The column (in characters), from 1.
    pub column: usize,
    /// What is ignored.
    pub message: String,
}

/// A problem read from an input text, with the warnings of its input.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct ReadProblem {
    /// The problem's number in the text, from 1.
    pub number: usize,
    /// The problem.
    pub problem: Problem,
    /// What of its input is ignored, with the places.
    pub warnings: Vec<LocatedWarning>,
}

/// The errors of the problems of an input text that could not be read
/// (each problem contributes its first error), in text order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProblemErrors(pub Vec<InputError>);

impl std::fmt::Display for ProblemErrors {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ProblemErrors {}

impl ProblemErrors {
    /// The errors, in text order.
    pub fn errors(&self) -> &[InputError] {
        &self.0
    }
}

/// Reads every problem of `text` (Popeye's input language): for each
/// problem of the text, in order, the problem and its warnings, or the
/// first error that stops it (a syntax error, or what
/// [`Problem::from_input`] refuses) at its line and column. A problem in
/// error does not stop the reading of the next ones.
pub fn read_input(text: &str) -> Vec<Result<ReadProblem, InputError>> {
    read_input_with(text, ParseOptions::default())
}

/// [`read_input`] with parse options: the dialect of the problems that
/// do not name one (the command line's `--dialect`).
pub fn read_input_with(text: &str, options: ParseOptions) -> Vec<Result<ReadProblem, InputError>> {
    let parsed = parse_input_with(text, options);
    let mut problems = parsed.problems.iter().zip(&parsed.positions);
    let mut out = Vec::with_capacity(parsed.problems_seen);
    for index in 0..parsed.problems_seen {
        // Popeye's input errors that it reads on after, at their places
        let read_on = parsed
            .warnings
            .iter()
            .filter(|w| w.problem == index)
            .map(|w| LocatedWarning {
                twin: 0,
                line: w.line,
                column: w.column,
                message: w.message.clone(),
            });
        if let Some(err) = parsed.errors.iter().find(|e| e.problem == index) {
            out.push(Err(InputError {
                problem: index + 1,
                line: err.line,
                column: err.column,
                kind: InputErrorKind::Syntax(err.message.clone()),
                language: InputLanguage::English,
                warnings: read_on.collect(),
            }));
            continue;
        }
        let Some((syntax, positions)) = problems.next() else {
            break;
        };
        let at = |place: InputPlace| place_in(positions, place);
        let language = syntax.language;
        out.push(match Problem::from_input(syntax) {
            Ok(problem) => {
                let warnings = read_on
                    .chain(
                        problem
                            .dialect_warnings
                            .iter()
                            .map(|w| (0, w))
                            .chain(
                                problem
                                    .twins
                                    .iter()
                                    .enumerate()
                                    .flat_map(|(i, t)| t.warnings.iter().map(move |w| (i, w))),
                            )
                            .map(|(twin, w)| {
                                let (line, column) = at(w.place);
                                LocatedWarning {
                                    twin,
                                    line,
                                    column,
                                    message: w.message.clone(),
                                }
                            }),
                    )
                    .collect();
                Ok(ReadProblem {
                    number: index + 1,
                    problem,
                    warnings,
                })
            }
            Err(e) => {
                let (line, column) = at(e.place);
                Err(InputError {
                    problem: index + 1,
                    line,
                    column,
                    kind: InputErrorKind::Problem(e.error),
                    language,
                    warnings: read_on.collect(),
                })
            }
        });
    }
    out
}

/// The (line, column) of `place` among a problem's command `positions`.
fn place_in(positions: &CommandPositions, place: InputPlace) -> (usize, usize) {
    match place {
        InputPlace::Command(i) => positions.commands.get(i).copied().unwrap_or(positions.end),
        InputPlace::End => positions.end,
    }
}

impl Problem {
    /// Reads the problems of `text`, in Popeye's input language, in one
    /// step: all of them, or the errors of all those that cannot be read.
    ///
    /// ```
    /// use nightrider_popeye::problem::Problem;
    /// let problems = Problem::parse("begin stipulation #2 pieces white ka3 ra8 black kb1 end")
    ///     .unwrap();
    /// assert_eq!(problems.len(), 1);
    ///
    /// let errors = Problem::parse("begin\nstipulation #2\ncondition madrasi xyz\nend").unwrap_err();
    /// let error = &errors.errors()[0];
    /// assert_eq!((error.problem, error.line), (1, 3));
    /// ```
    ///
    /// # Errors
    /// [`ProblemErrors`]: every problem's first error, with its line and
    /// column.
    pub fn parse(text: &str) -> Result<Vec<Problem>, ProblemErrors> {
        let mut problems = Vec::new();
        let mut errors = Vec::new();
        for read in read_input(text) {
            match read {
                Ok(read) => problems.push(read.problem),
                Err(e) => errors.push(e),
            }
        }
        if errors.is_empty() {
            Ok(problems)
        } else {
            Err(ProblemErrors(errors))
        }
    }
}
