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

pub mod ast;
pub mod conditions;
pub mod parser;
pub mod piece_codes;
pub mod stipulation;
pub mod tables;

pub use ast::*;
pub use parser::{parse_input, ParseError, ParsedInput};
pub use stipulation::{parse_sstipulation, parse_stipulation};
pub use tables::{Language, PieceColour};
