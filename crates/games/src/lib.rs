//! Game collections for nightrider: games read from PGN and positions read
//! from FEN/EPD lists, replayed with nightrider's move generator, and the
//! statistics and searches of the CQLi examples over them.
//!
//! ## Modules
//!
//! * [`pgn`]: PGN through pgn-reader's streaming visitor, main line only,
//!   `FEN`/`SetUp` tags; [`PgnGames`] yields a [`Game`] or a [`GameError`]
//!   (naming the game and the move) per game and goes on after a bad one;
//! * [`game`]: [`Game`], its [`PlayedMove`]s (mover identity, capture,
//!   check) and its positions ([`Game::for_each_position`]);
//! * [`epd`]: FEN and EPD lists, one position a line, EPD operations kept
//!   as tags;
//! * [`san`]: SAN matched against the legal moves, and written;
//! * [`stats`]: the statistics of CQLi's "Most-occurring events",
//!   "Longest consecutive sequences", "Earliest or latest occurrence" and
//!   "Statistics", per game ([`GameStats`]) and over a collection
//!   ([`CollectionStats`]);
//! * [`collection`]: running a function over every game of several PGN
//!   files on all cores, in game order, with an optional progress bar;
//! * [`search`]: positions matching a predicate, mate-in-n puzzles and
//!   mutual switcheroos found in games.
//!
//! Licensed GPL-3.0-or-later, because pgn-reader is.

pub mod collection;
pub mod epd;
pub mod error;
pub mod game;
pub mod pgn;
pub mod san;
pub mod search;
pub mod stats;

pub use collection::{map_files, map_reader, RunOptions};
pub use epd::{read_epd, EpdEntry, EpdError};
pub use error::{GameError, GameErrorKind, GameRef, MoveRef};
pub use game::{position_from_fen, Game, GamePosition, PieceId, PlayedMove, PlyView, TrackedPiece};
pub use pgn::{read_pgn, PgnGames, RawGame, RawGames};
pub use search::{
    find_positions, mate_puzzles, mutual_switcheroos, search_files, MatePuzzle, PositionMatch,
    SearchReport, Switcheroo,
};
pub use stats::{CollectionStats, GameStats};
