//! Popeye's input language: problems with their commands (remark, author,
//! condition, option, stipulation, sstipulation, forsyth, pieces, twin, …)
//! in English, German and French, with any unambiguous keyword prefix, plus
//! the extensions of the Jacobi solver (`play`, `test`, `set test`,
//! `constraints`, PG options, `EnglishN`).
//!
//! The parser builds a syntax tree ([`Problem`]); turning it into a
//! position and a stipulation to solve belongs to the layers above. Piece
//! codes stay validated strings ([`PieceCode`]) to be resolved with the
//! piece catalogue; conditions are a canonical name with typed parameters.
//!
//! ```
//! use nightrider_notation::popeye::{parse_input, print_problems, Command};
//! let input = "BeginProblem\nPieces White Ka3 Ra8 Black Kb1\nStip #2\nCond Circe RexIncl\nEndProblem\n";
//! let parsed = parse_input(input);
//! assert!(parsed.errors.is_empty());
//! let problem = &parsed.problems[0];
//! let Command::Condition(conds) = &problem.commands[2] else { panic!() };
//! assert_eq!(conds[0].name, "Circe");
//! // The printer writes Popeye input that parses to the same tree.
//! assert_eq!(parse_input(&print_problems(&parsed.problems)).problems, parsed.problems);
//!
//! let bad = parse_input("begin\ncondition Circee\nnext\nstip #2\npieces white ka1\nend\n");
//! assert_eq!(bad.problems.len(), 1);
//! assert_eq!(bad.errors[0].to_string(), "line 2, column 11: unknown condition 'Circee' — did you mean Circe?");
//! ```

//! ## What the tree keeps, and known gaps
//!
//! * Keywords are matched as Popeye does: case-insensitive, exact match
//!   first, otherwise an unambiguous prefix, in the problem's language;
//!   keywords of the other two languages are accepted when written in full.
//!   Jacobi's commands and options are looked up after Popeye's, so that
//!   they never make a prefix ambiguous that Popeye reads (`c` and `con`
//!   are `Condition`, `e` is `EndProblem`).
//!   Plural option names (`variations`) are accepted.
//! * German and French names of commands, conditions, options, attributes,
//!   colours and twin operations come from Popeye's German and French
//!   manuals. Not documented there, and so guessed: the names of Circe
//!   variants beyond the manual's list, of the Grid, Sentinelles, Isardam,
//!   Annan and KoeKo variants. Checked with Popeye 4.104 where the
//!   manuals differ from it: the continued twin is `ferner` and `enplus`,
//!   French `WhiteToPlay` is `ApparentSeul`, `UpToMoveNumber`
//!   `JusquAuCoup`, `StopOnShortSolutions` `FinApresSolutionsCourtes`,
//!   the French attributes are `Paralysante` and `Royale`.
//!   The codes `ee`, `en`, `sc` exist in English only.
//! * Beyond Popeye, a piece code may be a piece in braces (see
//!   [`PieceCode`]): `{Siege-Engine}` or `{#250}` for a catalogue piece,
//!   `{wildebeest=NC}` to define one from an XBetza string for the
//!   problem, `{wildebeest}` for a piece so defined. In a `pieces` token
//!   the squares follow the closing brace (`{Sissa}d4e5`).
//! * Jacobi's undefined piece `X` is accepted in `forsyth` only (Popeye
//!   rejects `Xb1` in `pieces`, and so do we). Popeye's reading of a
//!   stipulation ([`parse_stipulation`]) rejects Jacobi's `u` with an
//!   error naming it; Jacobi's reading ([`parse_stipulation_jacobi`])
//!   reads `u` and counted checks (`++`) and rejects the anti-parry and
//!   pass-move forms by name.
//! * `Imitator` keeps its first 10 squares, as Popeye 4.104 does (it
//!   reports "too many imitators" for 11 and more). This and Popeye's
//!   other input errors that it reads on after are warnings
//!   ([`ParsedInput::warnings`], see `parser/recovery.rs`).
//! * The language itself is ambiguous in places, and the parser decides
//!   as Popeye does: a twin ends only at a word that is no twinning, so a
//!   `stipulation` after `twin` belongs to the twin; `twin condition circe
//!   mirror a1<-->h1` reads `mirror` as Circe's variant.
//! * Checks that need the whole problem ("no stipulation specified", a
//!   stipulation that needs a diagram) belong to the layers above.

pub mod ast;
pub mod conditions;
mod constraint_entry;
pub mod jacobi_conditions;
pub mod parser;
pub mod piece_codes;
pub mod stipulation;
pub mod tables;
pub mod translate;

pub use ast::*;
pub use parser::{
    parse_input, parse_input_with, CommandPositions, ParseError, ParseOptions, ParsedInput,
};
pub use stipulation::{
    parse_sstipulation, parse_stipulation, parse_stipulation_jacobi, JacobiStipulation,
};
pub use tables::{InputLanguage, PieceColour};
pub use translate::{translate_problem, translate_problems, TranslateError};
