//! The retro puzzles of CQLi's "Generating and Solving Chess Problems":
//! switcheroos, Triple Loyds and chess mazes, as library functions (the
//! example programs under `crates/retro/examples/` print them).

use crate::{analyse, orthodox, supported, Analysis, RetroError};
use nightrider_board::{Bitboard, CastlingRights, Colour, Piece, PieceKind, Position, Square};
use nightrider_movegen::orthodox::attackers_with;
use nightrider_movegen::{attacks, in_check, legal_moves};

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

/// The result of a chess maze.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MazeResult {
    /// Moves of the shortest path.
    pub length: u32,
    /// How many distinct shortest paths there are.
    pub paths: u64,
    /// One shortest path, starting square first.
    pub path: Vec<Square>,
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
    supported(pos)?;
    Ok(maze_path(pos, start))
}

/// [`maze`] in an orthodox position.
fn maze_path(pos: &Position, start: Square) -> Option<MazeResult> {
    let piece = pos.piece_at(start)?;
    if !matches!(
        piece.kind,
        PieceKind::QUEEN
            | PieceKind::ROOK
            | PieceKind::BISHOP
            | PieceKind::KNIGHT
            | PieceKind::KING
    ) {
        return None;
    }
    let enemy = !piece.colour;
    let target = pos.royal_square(enemy)?;
    let occ = pos.occupied();
    let mut safe = Bitboard::EMPTY;
    for sq in !occ {
        if !attackers_with(orthodox(pos), sq, enemy, occ).any() {
            safe.insert(sq);
        }
    }
    safe.insert(target);
    // Other pieces never move, so only the moving piece leaves its square.
    let blockers = occ.without(start);
    let moves = |s: Square| -> Bitboard {
        let m = match piece.kind {
            PieceKind::KNIGHT => attacks::knight(s),
            PieceKind::KING => attacks::king(s),
            PieceKind::ROOK => attacks::rook(s, blockers),
            PieceKind::BISHOP => attacks::bishop(s, blockers),
            _ => attacks::queen(s, blockers),
        };
        m & safe
    };
    let mut dist = [u32::MAX; 64];
    let mut count = [0u64; 64];
    let mut parent = [None; 64];
    dist[start.idx()] = 0;
    count[start.idx()] = 1;
    let mut frontier = vec![start];
    let mut d = 0;
    while !frontier.is_empty() && dist[target.idx()] == u32::MAX {
        d += 1;
        let mut next = Vec::new();
        for &s in &frontier {
            if s == target {
                continue;
            }
            for t in moves(s) {
                if dist[t.idx()] == u32::MAX {
                    dist[t.idx()] = d;
                    parent[t.idx()] = Some(s);
                    next.push(t);
                }
                if dist[t.idx()] == d {
                    count[t.idx()] += count[s.idx()];
                }
            }
        }
        frontier = next;
    }
    if dist[target.idx()] == u32::MAX {
        return None;
    }
    let mut path = vec![target];
    let mut s = target;
    while let Some(p) = parent[s.idx()] {
        path.push(p);
        s = p;
    }
    path.reverse();
    Some(MazeResult {
        length: dist[target.idx()],
        paths: count[target.idx()],
        path,
    })
}
