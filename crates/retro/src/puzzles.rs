//! The retro puzzles of CQLi's "Generating and Solving Chess Problems":
//! switcheroos, Triple Loyds and chess mazes, as library functions (the
//! example programs under `crates/retro/examples/` print them).

use crate::{analyse, orthodox, supported, Analysis, RetroError};
use nightrider_board::{Bitboard, CastlingRights, Colour, Piece, PieceKind, Position, Square};
use nightrider_movegen::orthodox::attackers_with;
use nightrider_movegen::{attacks, in_check, legal_moves};
use std::collections::HashMap;

/// Whether the side to move is checkmated.
///
/// # Errors
/// [`RetroError::NotOrthodox`] for a fairy piece or a piece with
/// attributes (as every function here).
pub fn is_mate(pos: &Position) -> Result<bool, RetroError> {
    supported(pos)?;
    Ok(mate(pos))
}

/// Whether the side to move is stalemated.
///
/// # Errors
/// As [`is_mate`].
pub fn is_stalemate(pos: &Position) -> Result<bool, RetroError> {
    supported(pos)?;
    Ok(stalemate(pos))
}

/// [`is_mate`] of an orthodox position.
fn mate(pos: &Position) -> bool {
    in_check(orthodox(pos), pos.side_to_move()) && legal_moves(orthodox(pos)).is_empty()
}

/// [`is_stalemate`] of an orthodox position.
fn stalemate(pos: &Position) -> bool {
    !in_check(orthodox(pos), pos.side_to_move()) && legal_moves(orthodox(pos)).is_empty()
}

/// `pos` with its castling and en-passant state cleared and `side` to move
/// (as CQLi's `imagine` does), with an empty journal.
fn imagine(pos: &Position, side: Colour) -> Position {
    let mut p = pos.clone();
    p.clear_journal();
    p.set_castling_unrecorded(CastlingRights::empty());
    p.set_en_passant_unrecorded(None);
    p.set_side_to_move_unrecorded(side);
    p
}

fn analysis(pos: &Position) -> Option<Analysis> {
    analyse(pos).ok()
}

/// Writes a swap as `Ng5 <--> kh8` (lowercase for Black, as CQLi).
fn piece_label(p: Piece, sq: Square) -> String {
    let c = p.kind.orthodox_letter().unwrap_or('?');
    let c = if p.colour == Colour::Black {
        c.to_ascii_lowercase()
    } else {
        c
    };
    format!("{c}{sq}")
}

/// A swap of two pieces that checkmates the side to move.
#[derive(Clone, Debug)]
pub struct Swap {
    /// The two squares swapped.
    pub squares: (Square, Square),
    /// `Ng5 <--> kh8`.
    pub label: String,
    /// The analysis of the position after the swap.
    pub analysis: Analysis,
}

/// Switcheroo: every swap of two pieces after which `mated` (to move) is
/// checkmated in a legal position; `(solutions, tries)` where tries are
/// the swaps whose position is proved unreachable.
///
/// # Errors
/// As [`is_mate`].
pub fn switcheroo(pos: &Position, mated: Colour) -> Result<(Vec<Swap>, Vec<Swap>), RetroError> {
    supported(pos)?;
    let squares: Vec<Square> = pos.occupied().into_iter().collect();
    let mut solutions = Vec::new();
    let mut tries = Vec::new();
    for (i, &a) in squares.iter().enumerate() {
        for &b in &squares[i + 1..] {
            let (Some(pa), Some(pb)) = (pos.piece_at(a), pos.piece_at(b)) else {
                continue;
            };
            if pa == pb {
                continue;
            }
            let mut p = imagine(pos, mated);
            p.put(a, pb);
            p.put(b, pa);
            let Some(an) = analysis(&p) else { continue };
            if !an.is_legal() || !mate(&p) {
                continue;
            }
            // CQLi names the piece of the side to move second.
            let label = if pa.colour == mated && pb.colour != mated {
                format!("{} <--> {}", piece_label(pb, b), piece_label(pa, a))
            } else {
                format!("{} <--> {}", piece_label(pa, a), piece_label(pb, b))
            };
            let swap = Swap {
                squares: (a, b),
                label,
                analysis: an,
            };
            if swap.analysis.is_unreachable() {
                tries.push(swap);
            } else {
                solutions.push(swap);
            }
        }
    }
    Ok((solutions, tries))
}

/// Triple Loyd: the squares where a black king added to `pos` gives a
/// reachable position that is (mate with Black to move, stalemate with
/// Black to move, mate in 1 with White to move).
///
/// # Errors
/// As [`is_mate`].
#[allow(clippy::type_complexity)]
pub fn triple_loyd(pos: &Position) -> Result<(Vec<Square>, Vec<Square>, Vec<Square>), RetroError> {
    supported(pos)?;
    let (mut mates, mut stalemates, mut mate_in_1) = (Vec::new(), Vec::new(), Vec::new());
    let king = Piece::new(PieceKind::KING, Colour::Black);
    for sq in !pos.occupied() {
        let mut p = imagine(pos, Colour::Black);
        p.put(sq, king);
        if analysis(&p).is_some_and(|a| !a.is_unreachable()) {
            if mate(&p) {
                mates.push(sq);
            }
            if stalemate(&p) {
                stalemates.push(sq);
            }
        }
        let mut w = imagine(&p, Colour::White);
        if analysis(&w).is_some_and(|a| !a.is_unreachable())
            && crate::retractor::mates_in(&mut w, 1)
        {
            mate_in_1.push(sq);
        }
    }
    Ok((mates, stalemates, mate_in_1))
}

/// One square of a maze path: where the walker stands and what it is
/// there (a pawn walker changes on promotion).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MazeStep {
    /// The square reached.
    pub square: Square,
    /// The walker's kind on arriving (the promoted kind on a promotion).
    pub kind: PieceKind,
}

/// The result of a chess maze.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MazeResult {
    /// Moves of the shortest path.
    pub length: u32,
    /// How many distinct shortest paths there are.
    pub paths: u64,
    /// One shortest path, starting square first.
    pub path: Vec<MazeStep>,
    /// Whether the last move captures (the king, or a piece on the end
    /// square).
    pub ends_in_capture: bool,
}

impl MazeResult {
    /// The path as CQLi writes it: `Ra1-d1-…-xh8`, with `x` before the
    /// capture of the king and `=N` after a promotion.
    pub fn notation(&self) -> String {
        let mut out = String::new();
        for (i, step) in self.path.iter().enumerate() {
            let letter = step.kind.orthodox_letter().unwrap_or('?');
            if i == 0 {
                out.push(letter);
            } else {
                out.push('-');
                if self.ends_in_capture && i + 1 == self.path.len() {
                    out.push('x');
                }
            }
            out += &step.square.to_string();
            if i > 0 && step.kind != self.path[i - 1].kind {
                out.push('=');
                out.push(letter);
            }
        }
        out
    }
}

/// What a maze asks beyond its diagram (CQLi's `End` tag and pawn-maze
/// switch).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MazeRules {
    /// The square to reach; `None`: capture the opponent's king.
    pub end: Option<Square>,
    /// Whether a pawn walker may promote to a queen (most pawn mazes
    /// forbid it, as CQLi does by default).
    pub queen_promotion: bool,
}

/// Chess maze (Coakley's rules): the piece on `start` moves alone, never
/// capturing and never stopping on a square attacked by the opponent
/// (it may pass through one), until it captures the opponent's king. The
/// attacked squares are those of the diagram, as in CQLi's solution.
/// `None` if the piece cannot get there, or `start` holds no piece.
///
/// # Errors
/// As [`is_mate`].
pub fn maze(pos: &Position, start: Square) -> Result<Option<MazeResult>, RetroError> {
    maze_with(pos, start, &MazeRules::default())
}

/// [`maze`] with an end square other than the king's and the pawn-maze
/// rules: a pawn walker pushes (a double step from its first rank too) and
/// captures only on the end square, and on the last rank promotes to a
/// knight, bishop or rook (a queen too if `rules.queen_promotion`), then
/// walks on as that piece. Every step is a legal move of the walker with
/// its side to move: it never leaves its own king in check.
///
/// # Errors
/// As [`is_mate`].
pub fn maze_with(
    pos: &Position,
    start: Square,
    rules: &MazeRules,
) -> Result<Option<MazeResult>, RetroError> {
    supported(pos)?;
    Ok(maze_path(pos, start, rules))
}

/// [`maze_with`] in an orthodox position: a breadth-first search over
/// (square, kind) states that counts the shortest paths.
fn maze_path(pos: &Position, start: Square, rules: &MazeRules) -> Option<MazeResult> {
    let piece = pos.piece_at(start)?;
    let own = piece.colour;
    let enemy = !own;
    let target = match rules.end {
        Some(end) => end,
        None => pos.royal_square(enemy)?,
    };
    if target == start || pos.piece_at(target).is_some_and(|p| p.colour == own) {
        return None;
    }
    let occ = pos.occupied();
    let mut safe = Bitboard::EMPTY;
    for sq in !occ {
        if !attackers_with(orthodox(pos), sq, enemy, occ).any() {
            safe.insert(sq);
        }
    }
    safe.insert(target);
    // Other pieces never move, so only the walker leaves its square.
    let blockers = occ.without(start);
    let own_king = pos
        .royal_square(own)
        .filter(|_| piece.kind != PieceKind::KING);
    let legal = |to: Square, kind: PieceKind| -> bool {
        let occupied = blockers.with(to);
        let enemies_left = |sq: Square| {
            (attackers_with(orthodox(pos), sq, enemy, occupied) - Bitboard::EMPTY.with(to)).any()
        };
        match own_king {
            Some(king) => !enemies_left(king),
            None if kind == PieceKind::KING => !enemies_left(to),
            None => true,
        }
    };
    let promotions: &[PieceKind] = if rules.queen_promotion {
        &[
            PieceKind::QUEEN,
            PieceKind::ROOK,
            PieceKind::BISHOP,
            PieceKind::KNIGHT,
        ]
    } else {
        &[PieceKind::ROOK, PieceKind::BISHOP, PieceKind::KNIGHT]
    };
    let (forward, first_rank, last_rank) = match own {
        Colour::White => (1, 1, 7),
        Colour::Black => (-1, 6, 0),
    };
    // The states reached from (s, kind) in one move.
    let moves = |s: Square, kind: PieceKind| -> Vec<(Square, PieceKind)> {
        let mut to: Vec<Square> = Vec::new();
        match kind {
            PieceKind::PAWN => {
                let free = |sq: Square| !blockers.contains(sq) && safe.contains(sq);
                if let Some(one) = s.offset(0, forward) {
                    if !blockers.contains(one) {
                        if free(one) {
                            to.push(one);
                        }
                        if s.rank().index() == first_rank {
                            if let Some(two) = one.offset(0, forward).filter(|&t| free(t)) {
                                to.push(two);
                            }
                        }
                    }
                }
                for t in attacks::pawn(own, s) {
                    if t == target && pos.piece_at(t).is_some() {
                        to.push(t);
                    }
                }
            }
            _ => {
                let reach = match kind {
                    PieceKind::KNIGHT => attacks::knight(s),
                    PieceKind::KING => attacks::king(s),
                    PieceKind::ROOK => attacks::rook(s, blockers),
                    PieceKind::BISHOP => attacks::bishop(s, blockers),
                    _ => attacks::queen(s, blockers),
                };
                to.extend(reach & safe);
            }
        }
        let mut next = Vec::new();
        for t in to {
            if !legal(t, kind) {
                continue;
            }
            if kind == PieceKind::PAWN && t.rank().index() == last_rank {
                next.extend(promotions.iter().map(|&k| (t, k)));
            } else {
                next.push((t, kind));
            }
        }
        next
    };
    if !matches!(
        piece.kind,
        PieceKind::QUEEN
            | PieceKind::ROOK
            | PieceKind::BISHOP
            | PieceKind::KNIGHT
            | PieceKind::KING
            | PieceKind::PAWN
    ) {
        return None;
    }
    type State = (Square, PieceKind);
    let mut dist: HashMap<State, u32> = HashMap::new();
    let mut count: HashMap<State, u64> = HashMap::new();
    let mut parent: HashMap<State, State> = HashMap::new();
    let first = (start, piece.kind);
    dist.insert(first, 0);
    count.insert(first, 1);
    let mut frontier = vec![first];
    let mut d = 0;
    let mut reached: Vec<State> = Vec::new();
    while !frontier.is_empty() && reached.is_empty() {
        d += 1;
        let mut next = Vec::new();
        for &state in &frontier {
            let ways = count[&state];
            for t in moves(state.0, state.1) {
                let seen = *dist.entry(t).or_insert_with(|| {
                    next.push(t);
                    parent.insert(t, state);
                    d
                });
                if seen == d {
                    let c = count.entry(t).or_insert(0);
                    *c = c.saturating_add(ways);
                }
            }
        }
        reached = next.iter().copied().filter(|s| s.0 == target).collect();
        frontier = next;
    }
    let last = *reached.first()?;
    let paths = reached.iter().fold(0u64, |n, s| n.saturating_add(count[s]));
    let mut path = vec![last];
    let mut s = last;
    while let Some(&p) = parent.get(&s) {
        path.push(p);
        s = p;
    }
    path.reverse();
    Some(MazeResult {
        length: d,
        paths,
        path: path
            .into_iter()
            .map(|(square, kind)| MazeStep { square, kind })
            .collect(),
        ends_in_capture: pos.piece_at(target).is_some(),
    })
}
