//! The statistics of CQLi's examples ("Most-occurring events", "Longest
//! consecutive sequences", "Earliest or latest occurrence", "Statistics"),
//! per game ([`GameStats`]) and over a collection ([`CollectionStats`]).
//!
//! Every record says where it happens: a move ([`MoveAt`]: its ply, move
//! number, side and SAN) or a position ([`PositionAt`]: its ply, move
//! number and side to move), and, over a collection, the game.
//!
//! Decisions (where CQLi's text leaves a choice):
//! * piece identity persists across promotion ([`crate::game`]); castling
//!   is a move of the king (not of the rook), but both king and rook visit
//!   their new squares;
//! * a capture happens on the captured piece's square (for en passant, the
//!   passed pawn's square);
//! * runs (consecutive checks, captures, non-captures) count moves of both
//!   sides, and report the first and last move of the run;
//! * the symmetrical stretch counts the positions with the start
//!   position's side to move, from the start, while they are symmetrical
//!   (the final position included if it has that side to move);
//! * the earliest exchange is the first position with only kings and pawns
//!   (its move number is that position's, as CQLi's `movenumber`); the
//!   latest initial capture is the first capturing move of a game, and
//!   over a collection the one with the highest move number;
//! * ties go to the earlier occurrence in a game (then the lower piece
//!   identity or square), and over a collection to the earlier game (in
//!   file order, then game order), whatever the number of threads.

use crate::error::{GameError, GameRef};
use crate::game::{only_kings_and_pawns, Game, PieceId, PlayedMove, PlyView, TrackedPiece};
use nightrider_board::{Bitboard, Colour, Position, Special, Square};
use std::collections::BTreeMap;

/// A move of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MoveAt {
    /// Its ply: 1 for the first move of the game.
    pub ply: usize,
    /// Its move number.
    pub move_number: u16,
    /// The side that played it.
    pub side: Colour,
    /// Its SAN as the PGN has it.
    pub san: String,
}

impl MoveAt {
    /// The move `m`, played at `ply`.
    pub(crate) fn of(ply: usize, m: &PlayedMove) -> MoveAt {
        MoveAt {
            ply,
            move_number: m.move_number,
            side: m.side,
            san: m.san.clone(),
        }
    }
}

impl std::fmt::Display for MoveAt {
    /// `14...dxe5`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let dots = if self.side == Colour::White {
            "."
        } else {
            "..."
        };
        write!(f, "{}{dots}{}", self.move_number, self.san)
    }
}

/// A position of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct PositionAt {
    /// Half-moves played before it (0: the start position).
    pub ply: usize,
    /// Its move number (the number of the move to be played from it).
    pub move_number: u16,
    /// The side to move.
    pub side_to_move: Colour,
}

impl PositionAt {
    /// The position `v` shows.
    pub(crate) fn of(v: &PlyView<'_>) -> PositionAt {
        PositionAt {
            ply: v.ply,
            move_number: v.move_number(),
            side_to_move: v.side_to_move(),
        }
    }
}

impl std::fmt::Display for PositionAt {
    /// `move 18 (White to move), ply 34`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "move {} ({} to move), ply {}",
            self.move_number, self.side_to_move, self.ply
        )
    }
}

/// A count of moves or captures by one piece, and the move that reached it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct PieceCount {
    /// The piece.
    pub piece: TrackedPiece,
    /// The count.
    pub count: usize,
    /// The move that reached the count.
    pub at: MoveAt,
}

/// The captures on one square, and the capture that reached the count.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SquareCount {
    /// The square.
    pub square: Square,
    /// The number of captures on it.
    pub count: usize,
    /// The capture that reached the count.
    pub at: MoveAt,
}

/// The squares visited by one piece (its start square included), and the
/// position where it reached the last of them.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Visited {
    /// The piece.
    pub piece: TrackedPiece,
    /// The number of squares.
    pub count: usize,
    /// Where the count was reached.
    pub at: PositionAt,
}

/// The number of legal moves in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct LegalMoves {
    /// The number of legal moves of the side to move.
    pub count: usize,
    /// The position.
    pub at: PositionAt,
}

/// A run of consecutive moves (of both sides) with a property.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Run {
    /// The number of moves.
    pub length: usize,
    /// The first move of the run.
    pub first: MoveAt,
    /// The last move of the run.
    pub last: MoveAt,
}

/// The symmetrical stretch from the start.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Symmetry {
    /// The number of positions with the start's side to move, from the
    /// start, that are symmetrical.
    pub positions: usize,
    /// The last of them.
    pub last: PositionAt,
}

/// The statistics of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct GameStats {
    /// Which game.
    pub game: GameRef,
    /// Its length in plies.
    pub plies: usize,
    /// The piece that moved most often.
    pub most_moves_by_piece: Option<PieceCount>,
    /// The piece that captured most often.
    pub most_captures_by_piece: Option<PieceCount>,
    /// The square with the most captures.
    pub most_captures_on_square: Option<SquareCount>,
    /// The piece that visited the most squares.
    pub most_squares_visited: Option<Visited>,
    /// The position with the most legal moves.
    pub most_legal_moves: Option<LegalMoves>,
    /// The longest run of checking moves.
    pub consecutive_checks: Option<Run>,
    /// The longest run of captures.
    pub consecutive_captures: Option<Run>,
    /// The longest run of non-capturing moves.
    pub consecutive_non_captures: Option<Run>,
    /// The symmetrical stretch from the start (`None`: the start position
    /// is not symmetrical).
    pub symmetry: Option<Symmetry>,
    /// The first position with only kings and pawns.
    pub exchange: Option<PositionAt>,
    /// The first capture.
    pub first_capture: Option<MoveAt>,
}

/// Whether every piece has a piece of the same kind and the other colour on
/// the square with the same file and the mirrored rank (CQLi's
/// `isSymmetrical`).
pub fn is_symmetrical(pos: &Position) -> bool {
    pos.occupied().into_iter().all(|sq| {
        let mirror = sq.flip_vertical();
        match (pos.piece_at(sq), pos.piece_at(mirror)) {
            (Some(a), Some(b)) => a.kind == b.kind && a.colour != b.colour,
            _ => false,
        }
    })
}

/// A longest run in progress.
#[derive(Default)]
struct RunTracker {
    current: usize,
    best: Option<(usize, usize)>,
}

impl RunTracker {
    /// Move `index` (0-based) has the property or not.
    fn step(&mut self, index: usize, has: bool) {
        if has {
            self.current += 1;
            if self.best.is_none_or(|(len, _)| self.current > len) {
                self.best = Some((self.current, index + 1 - self.current));
            }
        } else {
            self.current = 0;
        }
    }

    fn finish(&self, game: &Game) -> Option<Run> {
        self.best.map(|(length, first)| Run {
            length,
            first: MoveAt::of(first + 1, &game.moves[first]),
            last: MoveAt::of(first + length, &game.moves[first + length - 1]),
        })
    }
}

/// A maximum kept with the earliest holder on ties.
fn better<T>(best: &Option<T>, count: usize, key: impl Fn(&T) -> usize) -> bool {
    best.as_ref().is_none_or(|b| count > key(b))
}

impl GameStats {
    /// The statistics of `game`.
    pub fn of(game: &Game) -> GameStats {
        let n = game.pieces().len();
        let mut moves_by = vec![0usize; n];
        let mut captures_by = vec![0usize; n];
        let mut captures_on = [0usize; 64];
        let mut visited: Vec<Bitboard> = game
            .pieces()
            .iter()
            .map(|p| Bitboard::from_square(p.start))
            .collect();
        let mut s = GameStats {
            game: game.reference.clone(),
            plies: game.plies(),
            most_moves_by_piece: None,
            most_captures_by_piece: None,
            most_captures_on_square: None,
            most_squares_visited: None,
            most_legal_moves: None,
            consecutive_checks: None,
            consecutive_captures: None,
            consecutive_non_captures: None,
            symmetry: None,
            exchange: None,
            first_capture: None,
        };
        let (mut checks, mut captures, mut quiet) = (
            RunTracker::default(),
            RunTracker::default(),
            RunTracker::default(),
        );
        let start_side = game.start.side_to_move();
        let mut symmetric = true;
        let piece = |id: PieceId| game.pieces()[id.0 as usize];
        game.for_each_position(|v| {
            if v.ply == 0 {
                if let Some(first) = game.pieces().first() {
                    s.most_squares_visited = Some(Visited {
                        piece: *first,
                        count: 1,
                        at: PositionAt::of(v),
                    });
                }
            }
            if let Some(m) = v.last_move {
                let i = v.ply - 1;
                let at = || MoveAt::of(v.ply, m);
                let id = m.mover.0 as usize;
                moves_by[id] += 1;
                if better(&s.most_moves_by_piece, moves_by[id], |b| b.count) {
                    s.most_moves_by_piece = Some(PieceCount {
                        piece: piece(m.mover),
                        count: moves_by[id],
                        at: at(),
                    });
                }
                if let Some(c) = m.captured {
                    captures_by[id] += 1;
                    if better(&s.most_captures_by_piece, captures_by[id], |b| b.count) {
                        s.most_captures_by_piece = Some(PieceCount {
                            piece: piece(m.mover),
                            count: captures_by[id],
                            at: at(),
                        });
                    }
                    let k = c.square.idx();
                    captures_on[k] += 1;
                    if better(&s.most_captures_on_square, captures_on[k], |b| b.count) {
                        s.most_captures_on_square = Some(SquareCount {
                            square: c.square,
                            count: captures_on[k],
                            at: at(),
                        });
                    }
                    if s.first_capture.is_none() {
                        s.first_capture = Some(at());
                    }
                }
                let mut arrivals = vec![(m.mover, m.mv.to)];
                if let (Some(r), Special::Castle { rook_to, .. }) = (m.rook, m.mv.special) {
                    arrivals.push((r, rook_to));
                }
                for (pid, sq) in arrivals {
                    let b = &mut visited[pid.0 as usize];
                    if !b.contains(sq) {
                        b.insert(sq);
                        let count = b.count() as usize;
                        if better(&s.most_squares_visited, count, |b| b.count) {
                            s.most_squares_visited = Some(Visited {
                                piece: piece(pid),
                                count,
                                at: PositionAt::of(v),
                            });
                        }
                    }
                }
                checks.step(i, m.check);
                captures.step(i, m.captured.is_some());
                quiet.step(i, m.captured.is_none());
            }
            if better(&s.most_legal_moves, v.legal_move_count, |b| b.count) {
                s.most_legal_moves = Some(LegalMoves {
                    count: v.legal_move_count,
                    at: PositionAt::of(v),
                });
            }
            if symmetric && v.side_to_move() == start_side {
                if is_symmetrical(v.position) {
                    let positions = s.symmetry.as_ref().map_or(0, |x| x.positions) + 1;
                    s.symmetry = Some(Symmetry {
                        positions,
                        last: PositionAt::of(v),
                    });
                } else {
                    symmetric = false;
                }
            }
            if s.exchange.is_none() && only_kings_and_pawns(v.position) {
                s.exchange = Some(PositionAt::of(v));
            }
        });
        s.consecutive_checks = checks.finish(game);
        s.consecutive_captures = captures.finish(game);
        s.consecutive_non_captures = quiet.finish(game);
        s
    }
}

/// A record over a collection, with the game it is in.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Best<T> {
    /// The game.
    pub game: GameRef,
    /// The record.
    pub record: T,
}

/// The statistics of a collection: the record of each statistic over every
/// game (with its game), the histogram of game lengths and the number of
/// games of each player, and the games that could not be read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct CollectionStats {
    /// The games read.
    pub games: usize,
    /// The games that could not be read, in order.
    pub errors: Vec<GameError>,
    /// The most moves by a single piece.
    pub most_moves_by_piece: Option<Best<PieceCount>>,
    /// The most captures by a single piece.
    pub most_captures_by_piece: Option<Best<PieceCount>>,
    /// The most captures on a single square.
    pub most_captures_on_square: Option<Best<SquareCount>>,
    /// The most squares visited by a single piece.
    pub most_squares_visited: Option<Best<Visited>>,
    /// The most legal moves in a position.
    pub most_legal_moves: Option<Best<LegalMoves>>,
    /// The longest run of checks.
    pub consecutive_checks: Option<Best<Run>>,
    /// The longest run of captures.
    pub consecutive_captures: Option<Best<Run>>,
    /// The longest run of non-capturing moves.
    pub consecutive_non_captures: Option<Best<Run>>,
    /// The longest symmetrical stretch.
    pub symmetry: Option<Best<Symmetry>>,
    /// The earliest exchange (lowest move number).
    pub earliest_exchange: Option<Best<PositionAt>>,
    /// The latest initial capture (highest move number).
    pub latest_first_capture: Option<Best<MoveAt>>,
    /// Game lengths: plies → number of games.
    pub plies: BTreeMap<usize, usize>,
    /// Players (the `White` and `Black` tags) → number of games.
    pub players: BTreeMap<String, usize>,
}

/// Replaces `best` by `new` (from `game`) if `key` ranks it strictly higher.
fn keep<T: Clone>(
    best: &mut Option<Best<T>>,
    new: &Option<T>,
    game: &GameRef,
    key: impl Fn(&T) -> i64,
) {
    if let Some(n) = new {
        if best.as_ref().is_none_or(|b| key(n) > key(&b.record)) {
            *best = Some(Best {
                game: game.clone(),
                record: n.clone(),
            });
        }
    }
}

impl CollectionStats {
    /// Adds a game's statistics (games must be added in order for ties to
    /// go to the earlier game) and its players.
    pub fn add(&mut self, s: &GameStats, white: Option<&str>, black: Option<&str>) {
        let g = &s.game;
        self.games += 1;
        keep(
            &mut self.most_moves_by_piece,
            &s.most_moves_by_piece,
            g,
            |r| r.count as i64,
        );
        keep(
            &mut self.most_captures_by_piece,
            &s.most_captures_by_piece,
            g,
            |r| r.count as i64,
        );
        keep(
            &mut self.most_captures_on_square,
            &s.most_captures_on_square,
            g,
            |r| r.count as i64,
        );
        keep(
            &mut self.most_squares_visited,
            &s.most_squares_visited,
            g,
            |r| r.count as i64,
        );
        keep(&mut self.most_legal_moves, &s.most_legal_moves, g, |r| {
            r.count as i64
        });
        keep(
            &mut self.consecutive_checks,
            &s.consecutive_checks,
            g,
            |r| r.length as i64,
        );
        keep(
            &mut self.consecutive_captures,
            &s.consecutive_captures,
            g,
            |r| r.length as i64,
        );
        keep(
            &mut self.consecutive_non_captures,
            &s.consecutive_non_captures,
            g,
            |r| r.length as i64,
        );
        keep(&mut self.symmetry, &s.symmetry, g, |r| r.positions as i64);
        keep(&mut self.earliest_exchange, &s.exchange, g, |r| {
            -(r.move_number as i64)
        });
        keep(&mut self.latest_first_capture, &s.first_capture, g, |r| {
            r.move_number as i64
        });
        *self.plies.entry(s.plies).or_default() += 1;
        for p in [white, black].into_iter().flatten() {
            *self.players.entry(p.to_owned()).or_default() += 1;
        }
    }

    /// Adds a game or the error of a game that could not be read.
    pub fn add_result(
        &mut self,
        r: Result<(GameStats, Option<String>, Option<String>), GameError>,
    ) {
        match r {
            Ok((s, w, b)) => self.add(&s, w.as_deref(), b.as_deref()),
            Err(e) => self.errors.push(e),
        }
    }

    /// The statistics of the games of `files` (PGN), on all cores (see
    /// [`crate::collection`]).
    ///
    /// # Errors
    /// A file that cannot be opened.
    pub fn of_files<P: AsRef<std::path::Path>>(
        files: &[P],
        options: &crate::RunOptions,
    ) -> std::io::Result<CollectionStats> {
        let mut all = CollectionStats::default();
        crate::collection::run_files(files, options, stats_with_players, |r| all.add_result(r))?;
        Ok(all)
    }

    /// The statistics of the games of a PGN text read from `input`.
    pub fn of_reader<R: std::io::Read + Send>(
        input: R,
        source: Option<&str>,
        options: &crate::RunOptions,
    ) -> CollectionStats {
        let mut all = CollectionStats::default();
        crate::collection::run_reader(input, source, options, stats_with_players, |r| {
            all.add_result(r)
        });
        all
    }

    /// The statistics of games already read (in order).
    pub fn of_games<'a>(games: impl IntoIterator<Item = &'a Game>) -> CollectionStats {
        let mut all = CollectionStats::default();
        for g in games {
            all.add_result(Ok(stats_with_players(g)));
        }
        all
    }
}

/// A game's statistics and its `White` and `Black` tags.
fn stats_with_players(g: &Game) -> (GameStats, Option<String>, Option<String>) {
    (
        GameStats::of(g),
        g.tag("White").map(str::to_owned),
        g.tag("Black").map(str::to_owned),
    )
}

impl std::fmt::Display for PieceCount {
    /// `12 (Ra1), reached with 40.Rc2 (ply 79)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} ({}), reached with {} (ply {})",
            self.count, self.piece, self.at, self.at.ply
        )
    }
}

impl std::fmt::Display for SquareCount {
    /// `6 on d5, reached with 31...Rxd5 (ply 62)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} on {}, reached with {} (ply {})",
            self.count, self.square, self.at, self.at.ply
        )
    }
}

impl std::fmt::Display for Visited {
    /// `25 (Qd1), reached at move 40 (Black to move), ply 79`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({}), reached at {}", self.count, self.piece, self.at)
    }
}

impl std::fmt::Display for LegalMoves {
    /// `79 at move 23 (Black to move), ply 45`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} at {}", self.count, self.at)
    }
}

impl std::fmt::Display for Run {
    /// `5, from 13...Rxg5+ to 15...Qxg4+ (plies 26-30)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}, from {} to {} (plies {}-{})",
            self.length, self.first, self.last, self.first.ply, self.last.ply
        )
    }
}

impl std::fmt::Display for Symmetry {
    /// `11 positions, to move 11 (White to move), ply 20`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} positions, to {}", self.positions, self.last)
    }
}

/// Writes `label: record in game …` or `label: none`.
fn line<T: std::fmt::Display>(
    f: &mut std::fmt::Formatter<'_>,
    label: &str,
    best: &Option<Best<T>>,
) -> std::fmt::Result {
    match best {
        Some(b) => writeln!(f, "{label}: {} in {}", b.record, b.game),
        None => writeln!(f, "{label}: none"),
    }
}

impl std::fmt::Display for CollectionStats {
    /// The statistics as text, one a line, then the game lengths, the
    /// players (most games first) and the errors.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "games: {} ({} not read)", self.games, self.errors.len())?;
        line(f, "most moves by a single piece", &self.most_moves_by_piece)?;
        line(
            f,
            "most captures by a single piece",
            &self.most_captures_by_piece,
        )?;
        line(
            f,
            "most captures on a single square",
            &self.most_captures_on_square,
        )?;
        line(
            f,
            "most squares visited by a single piece",
            &self.most_squares_visited,
        )?;
        line(f, "most legal moves in a position", &self.most_legal_moves)?;
        line(f, "longest series of checks", &self.consecutive_checks)?;
        line(f, "longest series of captures", &self.consecutive_captures)?;
        line(
            f,
            "longest series of non-capturing moves",
            &self.consecutive_non_captures,
        )?;
        line(f, "longest symmetrical stretch", &self.symmetry)?;
        line(
            f,
            "earliest exchange (only kings and pawns)",
            &self.earliest_exchange,
        )?;
        line(f, "latest initial capture", &self.latest_first_capture)?;
        let lengths: Vec<String> = self.plies.iter().map(|(p, n)| format!("{p}:{n}")).collect();
        writeln!(f, "game lengths (plies:games): {}", lengths.join(" "))?;
        let mut players: Vec<(&String, &usize)> = self.players.iter().collect();
        players.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        writeln!(f, "players: {}", players.len())?;
        for (name, n) in players {
            writeln!(f, "  {n} {name}")?;
        }
        for e in &self.errors {
            writeln!(f, "error: {e}")?;
        }
        Ok(())
    }
}
