//! Queries over orthodox chess positions, after the CQLi examples: who
//! attacks a square (directly, through batteries, despite pins), pins,
//! checks, insufficient mating material, GBR codes, a static evaluation,
//! repetition identity, and the named mating patterns.
//!
//! Every query refuses a position with a fairy piece or a piece with
//! attributes ([`QueryError::NotOrthodox`], naming the piece and its
//! square). The named Boolean queries — `check`, `mate`, …, and the mating
//! patterns with their variations — are in one registry,
//! [`patterns::queries`], for a command line to list and call by name;
//! [`summarise`] answers every query about a position at once.
//!
//! With the `serde` feature the result types ([`Summary`],
//! [`eval::Evaluation`], [`material::Gbr`], [`attackers::Pin`], and
//! [`Pattern`]'s name, title and definition) are `Serialize`.
//!
//! ```
//! use nightrider_board::Position;
//! use nightrider_query::patterns::queries;
//! let pos: Position = "6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1".parse().unwrap();
//! let names: Vec<&str> = queries()
//!     .iter()
//!     .filter(|q| (q.matches)(&pos).unwrap())
//!     .map(|q| q.name)
//!     .collect();
//! assert_eq!(names, ["check", "mate", "smothered"]);
//! ```

pub mod attackers;
pub mod checks;
mod cql;
mod error;
pub mod eval;
pub mod material;
pub mod patterns;
pub mod repetition;
pub mod summary;

pub use error::QueryError;
pub use patterns::{pattern, patterns, queries, query, Pattern};
pub use summary::{matching, summarise, Summary};
