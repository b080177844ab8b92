//! Searches over games: positions matching a caller's predicate, mate-in-n
//! puzzles (CQLi's "Direct Mate Puzzles" found in games) and mutual
//! switcheroos (CQLi's "Finding Switcheroos").

use crate::error::GameRef;
use crate::game::Game;
use crate::san::to_san;
use crate::stats::{MoveAt, PositionAt};
use nightrider_board::{Move, PieceKind, Position};
use nightrider_movegen::Orthodox;
use nightrider_retro::puzzles::switcheroo;
use nightrider_retro::retractor::{mate_in, mating_moves};

/// A position of a game that matched.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct PositionMatch {
    /// The game.
    pub game: GameRef,
    /// The position.
    pub at: PositionAt,
    /// Its FEN.
    pub fen: String,
    /// The move that led to it.
    pub last_move: Option<MoveAt>,
}

/// The positions of `game` for which `predicate` holds, in game order.
///
/// ```
/// use nightrider_games::{find_positions, read_pgn};
/// let games = read_pgn("1.f3 e5 2.g4 Qh4# 0-1\n");
/// let game = games[0].as_ref().unwrap();
/// let checks = find_positions(game, &|p| {
///     nightrider_movegen::in_check(nightrider_movegen::Orthodox::new(p).unwrap(), p.side_to_move())
/// });
/// assert_eq!(checks.len(), 1);
/// assert_eq!(checks[0].at.ply, 4);
/// assert_eq!(checks[0].last_move.as_ref().unwrap().to_string(), "2...Qh4#");
/// ```
pub fn find_positions(game: &Game, predicate: &dyn Fn(&Position) -> bool) -> Vec<PositionMatch> {
    let mut out = Vec::new();
    game.for_each_position(|v| {
        if predicate(v.position) {
            out.push(PositionMatch {
                game: game.reference.clone(),
                at: PositionAt::of(v),
                fen: v.position.to_string(),
                last_move: v.last_move.map(|m| MoveAt::of(v.ply, m)),
            });
        }
    });
    out
}

/// A mate-in-n puzzle found in a game: a position where the side to move
/// mates in `n` (and not in fewer) with exactly one first move.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MatePuzzle {
    /// The game.
    pub game: GameRef,
    /// The position.
    pub at: PositionAt,
    /// Its FEN.
    pub fen: String,
    /// The number of moves.
    pub n: u32,
    /// The one first move that mates in `n`, in SAN.
    pub key: String,
    /// The move played in the game from this position (`None` at the end).
    pub played: Option<String>,
}

/// The one first move of the side to move in `pos` that mates in `n`, if
/// there is exactly one, and there is no mate in fewer than `n` moves.
pub fn unique_mate_key(pos: &Position, n: u32) -> Option<Move> {
    if n == 0 || Orthodox::new(pos).is_err() {
        return None;
    }
    let mut p = pos.clone();
    p.clear_journal();
    if n > 1 && mate_in(&mut p, n - 1).ok()? {
        return None;
    }
    match mating_moves(&mut p, n, false).ok()?.as_slice() {
        [key] => Some(*key),
        _ => None,
    }
}

/// The mate-in-`n` puzzles of `game` (see [`MatePuzzle`]); with
/// `only_unplayed`, only those where the game did not play the key.
pub fn mate_puzzles(game: &Game, n: u32, only_unplayed: bool) -> Vec<MatePuzzle> {
    let mut out = Vec::new();
    game.for_each_position(|v| {
        if v.legal_move_count == 0 {
            return;
        }
        let Some(key) = unique_mate_key(v.position, n) else {
            return;
        };
        if only_unplayed && v.next_move.is_some_and(|m| m.mv == key) {
            return;
        }
        out.push(MatePuzzle {
            game: game.reference.clone(),
            at: PositionAt::of(v),
            fen: v.position.to_string(),
            n,
            key: to_san(v.position, &key),
            played: v.next_move.map(|m| m.san.clone()),
        });
    });
    out
}

/// A mutual switcheroo found in a game (CQLi's "Finding Switcheroos"):
/// exactly one swap of two pieces checkmates the side to move in a
/// reachable position, exactly one checkmates the other side (given the
/// move), each has at least one try (a mating swap whose position is
/// proved unreachable), and neither solution moves a king.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Switcheroo {
    /// The game.
    pub game: GameRef,
    /// The position.
    pub at: PositionAt,
    /// Its FEN.
    pub fen: String,
    /// The swap that mates the side to move (`Nh3 <--> pe5`).
    pub solution: String,
    /// The swap that mates the other side.
    pub opponent_solution: String,
    /// The unreachable mating swaps against the side to move.
    pub tries: Vec<String>,
    /// The unreachable mating swaps against the other side.
    pub opponent_tries: Vec<String>,
}

/// The mutual switcheroo of `pos`, if it is one: `(solution, opponent
/// solution, tries, opponent tries)` as [`Switcheroo`] has them.
#[allow(clippy::type_complexity)]
pub fn mutual_switcheroo(pos: &Position) -> Option<(String, String, Vec<String>, Vec<String>)> {
    let side = pos.side_to_move();
    let (sol, tries) = switcheroo(pos, side).ok()?;
    if sol.len() != 1 || tries.is_empty() {
        return None;
    }
    let (opp_sol, opp_tries) = switcheroo(pos, !side).ok()?;
    if opp_sol.len() != 1 || opp_tries.is_empty() {
        return None;
    }
    let moves_king = |s: &nightrider_retro::puzzles::Swap| {
        [s.squares.0, s.squares.1]
            .iter()
            .any(|&sq| pos.piece_at(sq).is_some_and(|p| p.kind == PieceKind::KING))
    };
    if moves_king(&sol[0]) || moves_king(&opp_sol[0]) {
        return None;
    }
    let labels =
        |v: &[nightrider_retro::puzzles::Swap]| v.iter().map(|s| s.label.clone()).collect();
    Some((
        sol[0].label.clone(),
        opp_sol[0].label.clone(),
        labels(&tries),
        labels(&opp_tries),
    ))
}

/// The mutual switcheroos of `game`, in game order.
pub fn mutual_switcheroos(game: &Game) -> Vec<Switcheroo> {
    let mut out = Vec::new();
    game.for_each_position(|v| {
        if let Some((solution, opponent_solution, tries, opponent_tries)) =
            mutual_switcheroo(v.position)
        {
            out.push(Switcheroo {
                game: game.reference.clone(),
                at: PositionAt::of(v),
                fen: v.position.to_string(),
                solution,
                opponent_solution,
                tries,
                opponent_tries,
            });
        }
    });
    out
}

impl std::fmt::Display for PositionMatch {
    /// `game 3 (White "…", …), move 12 (Black to move), ply 23, after 12.Nf3: FEN`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}, {}", self.game, self.at)?;
        if let Some(m) = &self.last_move {
            write!(f, ", after {m}")?;
        }
        write!(f, ": {}", self.fen)
    }
}

impl std::fmt::Display for MatePuzzle {
    /// `game 3 (…), move 17 (White to move), ply 32: FEN #2 key Nxg6+ (played Nxc6+)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}, {}: {} #{} key {}",
            self.game, self.at, self.fen, self.n, self.key
        )?;
        if let Some(p) = &self.played {
            write!(f, " (played {p})")?;
        }
        Ok(())
    }
}

impl std::fmt::Display for Switcheroo {
    /// `game 779 (…), move 30 (White to move), ply 58: FEN mutual switcheroo
    /// qe7 <--> Pg2, Qd3 <--> pg7; tries bc8 <--> Kg1, Rd1 <--> kg8`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let tries: Vec<&str> = self
            .tries
            .iter()
            .chain(&self.opponent_tries)
            .map(String::as_str)
            .collect();
        write!(
            f,
            "{}, {}: {} mutual switcheroo {}, {}; tries {}",
            self.game,
            self.at,
            self.fen,
            self.solution,
            self.opponent_solution,
            tries.join(", ")
        )
    }
}

/// What a search over files found: the matches in game order and the
/// games that could not be read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SearchReport<T> {
    /// The matches, in file order, then game order, then ply order.
    pub matches: Vec<T>,
    /// The games that could not be read.
    pub errors: Vec<crate::GameError>,
}

/// Runs `search` (one of this module's functions, or any) over every game
/// of the PGN `files` on all cores (see [`crate::collection`]).
///
/// ```no_run
/// use nightrider_games::search::{find_positions, search_files};
/// use nightrider_games::RunOptions;
/// let in_check = |p: &nightrider_board::Position| {
///     nightrider_movegen::in_check(nightrider_movegen::Orthodox::new_unchecked(p), p.side_to_move())
/// };
/// let report = search_files(&["games.pgn"], &RunOptions::default(), |g| find_positions(g, &in_check))
///     .unwrap();
/// for m in &report.matches {
///     println!("{m}");
/// }
/// ```
///
/// # Errors
/// A file that cannot be opened.
pub fn search_files<P, T, F>(
    files: &[P],
    options: &crate::RunOptions,
    search: F,
) -> std::io::Result<SearchReport<T>>
where
    P: AsRef<std::path::Path>,
    T: Send,
    F: Fn(&Game) -> Vec<T> + Sync + Send,
{
    let mut report = SearchReport {
        matches: Vec::new(),
        errors: Vec::new(),
    };
    crate::collection::run_files(files, options, search, |r| match r {
        Ok(found) => report.matches.extend(found),
        Err(e) => report.errors.push(e),
    })?;
    Ok(report)
}
