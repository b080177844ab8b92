//! Proof games (`dia n`, `a=>b n`): the target position as the solvers'
//! goal, with a static analysis of it that bounds from below the moves
//! each side still needs.
//!
//! [`ProofGameTarget`] implements the stipulation engine's
//! [`TargetPosition`]: the goal is reached when every square holds the
//! target's piece (kind, colour and attributes; castling rights and the
//! en-passant square are not compared, as in Popeye), and
//! [`TargetPosition::reachable`] prunes with [`ProofGameTarget::bound`].
//!
//! # The bound
//!
//! Under the orthodox rules (fairy pieces allowed when they are no pawns
//! and move by a plain walk) a move changes the square of one unit of the
//! mover (castling: two), removes at most one unit of the opponent, and
//! only a pawn changes its kind (promotion). So, for each side:
//!
//! * every target square whose piece of that side is not there yet needs
//!   a unit of that side to end there; the unit needs at least its
//!   empty-board distance (rook, bishop, queen, king, knight distances;
//!   pawns by ranks to go, with the double step, never backwards, a file
//!   change at most one per rank; a promoted piece by the pawn's way to
//!   the last rank and the piece's distance from there). Distinct target
//!   squares are reached by distinct units, so the least total distance
//!   of an assignment of units to target squares (Hungarian method) bounds
//!   the side's moves from below. A
//!   castling still allowed counts as a king move to its castled square,
//!   and takes the rook to its castled square for free;
//! * every unit of the opponent missing in the target is captured by a
//!   move of this side; when every unit of the side stands on its target
//!   square and none is spare, a capture needs a second move to fill the
//!   square it left.
//!
//! A side's bound is the larger of the two figures; a unit kind that no
//! unit can become, more units in the target than on the board, or a
//! bishop on the wrong square colour make the target unreachable.
//!
//! Fairy conditions change what a move does (rebirths, kind changes,
//! several units moved): [`ProofGameTarget::new`] is only called for
//! games without them, and refuses pieces the bound does not cover.
//! Under fairy conditions the search aims at a [`ChangedSquaresTarget`],
//! which prunes by the squares one move may change.

use nightrider_board::walk::PieceWalk;
use nightrider_board::{
    catalogue, Attributes, Castling, Colour, Piece, PieceKind, Position, Square,
};
use nightrider_stipulation::intelligent::distance::{Distances, Unit, FAR};
use nightrider_stipulation::TargetPosition;
use std::sync::Arc;

mod changed_squares;
pub use changed_squares::ChangedSquaresTarget;

/// The target of a proof game, with the static analysis that bounds the
/// moves still needed to reach it.
#[derive(Clone, Debug)]
pub struct ProofGameTarget {
    /// The target's pieces, compared without their recorded origin.
    board: [Option<Piece>; 64],
    /// The target's pieces of each side (White, Black): square and piece.
    units: [Vec<(Square, Piece)>; 2],
    /// The empty-board distances of the orthodox pieces.
    distances: Arc<Distances>,
}

/// A piece of a proof game that the move bound does not cover.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("proof games with the piece {piece} on {square}")]
pub struct UncoveredPiece {
    /// Where it stands.
    pub square: Square,
    /// The piece (with its attributes).
    pub piece: Piece,
}

/// A move count that stands for "never".
const NEVER: u32 = 1000;

impl ProofGameTarget {
    /// The target `target`, whose proof games start from positions with
    /// pieces of the kinds in `start` (the game array or an a=>b start).
    ///
    /// # Errors
    /// [`UncoveredPiece`] naming a piece the bound does not cover: one
    /// with attributes (other than a king's royalty), a fairy pawn, or a
    /// fairy piece with a hand-made walk.
    pub fn new(target: &Position, start: &Position) -> Result<ProofGameTarget, UncoveredPiece> {
        for pos in [target, start] {
            for sq in pos.occupied() {
                let piece = pos.piece_at(sq).expect("occupied");
                if !covered(piece) {
                    return Err(UncoveredPiece { square: sq, piece });
                }
            }
        }
        let mut board = [None; 64];
        let mut units: [Vec<(Square, Piece)>; 2] = [Vec::new(), Vec::new()];
        for sq in target.occupied() {
            let piece = plain(target.piece_at(sq).expect("occupied"));
            board[sq.idx()] = Some(piece);
            units[side_index(piece.colour)].push((sq, piece));
        }
        Ok(ProofGameTarget {
            board,
            units,
            distances: Arc::new(Distances::new()),
        })
    }

    /// Whether `pos` shows the target's pieces on the target's squares.
    pub fn matches(&self, pos: &Position) -> bool {
        pos.board()
            .iter()
            .zip(self.board.iter())
            .all(|(now, want)| now.map(plain) == *want)
    }

    /// A lower bound on the moves (White's, Black's) that reach the target
    /// from `pos`; `None` when it cannot be reached at all.
    pub fn bound(&self, pos: &Position) -> Option<(u32, u32)> {
        let white = self.side_bound(pos, Colour::White)?;
        let black = self.side_bound(pos, Colour::Black)?;
        Some((white, black))
    }

    /// The moves `side` needs at least: the larger of its units' least
    /// distances to the target squares they must still reach and the
    /// opponent's units it must still capture.
    fn side_bound(&self, pos: &Position, side: Colour) -> Option<u32> {
        let mine: Vec<(Square, Piece)> = pos
            .by_colour(side)
            .into_iter()
            .map(|sq| (sq, plain(pos.piece_at(sq).expect("occupied"))))
            .collect();
        let wanted = &self.units[side_index(side)];
        if wanted.len() > mine.len() {
            return None;
        }
        let castlings: Vec<&Castling> = Castling::ALL
            .iter()
            .filter(|c| c.colour == side && pos.castling().contains(c.right))
            .collect();
        // cost[target unit][unit now]: the moves that unit needs to become
        // that target unit
        let cost: Vec<Vec<u32>> = wanted
            .iter()
            .map(|&(target_sq, piece)| {
                mine.iter()
                    .map(|&(from, unit)| {
                        let mut d = self.distance(unit, from, piece, target_sq);
                        if unit == piece && d > 0 {
                            for c in &castlings {
                                // a castling still allowed: the king's move
                                // to its castled square (counted), the
                                // rook's (free)
                                if unit.kind == PieceKind::KING && from == c.king_from {
                                    d = d.min(
                                        1 + self.piece_distance(unit.kind, c.king_to, target_sq),
                                    );
                                }
                                if unit.kind == PieceKind::ROOK && from == c.rook_from {
                                    d = d.min(self.piece_distance(unit.kind, c.rook_to, target_sq));
                                }
                            }
                        }
                        d
                    })
                    .collect()
            })
            .collect();
        let sum = min_cost_assignment(&cost, mine.len());
        if sum >= NEVER {
            return None;
        }
        let theirs = pos.by_colour(!side).count() as usize;
        let captures = theirs.saturating_sub(self.units[side_index(!side)].len()) as u32;
        if sum == 0 && captures > 0 && mine.len() == wanted.len() {
            // every unit stands on its target square and none is spare: a
            // capture takes one away, and a move must fill its square again
            return Some(captures.max(2));
        }
        Some(sum.max(captures))
    }

    /// The least moves of `unit` on `from` to become `piece` on `to` on an
    /// empty board ([`NEVER`] if it cannot).
    fn distance(&self, unit: Piece, from: Square, piece: Piece, to: Square) -> u32 {
        if unit.kind == PieceKind::PAWN {
            if piece.kind == PieceKind::PAWN {
                return pawn_distance(unit.colour, from, to);
            }
            if piece.kind == PieceKind::KING {
                return NEVER;
            }
            // promotion on the last rank, then on to `to`
            let last = if unit.colour == Colour::White { 7 } else { 0 };
            let Some(on_last) = Square::from_xy(from.x(), last) else {
                return NEVER;
            };
            let to_last = pawn_distance(unit.colour, from, on_last);
            if to_last >= NEVER {
                return NEVER;
            }
            let span = (last - from.y()).abs();
            let mut best = NEVER;
            for x in (from.x() - span).max(0)..=(from.x() + span).min(7) {
                let promo = Square::from_xy(x, last).expect("on the board");
                let reach = pawn_distance(unit.colour, from, promo);
                if reach < NEVER {
                    best = best.min(reach + self.piece_distance(piece.kind, promo, to));
                }
            }
            return best;
        }
        if unit != piece {
            return NEVER;
        }
        self.piece_distance(piece.kind, from, to)
    }

    /// The least moves of a piece of `kind` from `from` to `to` on an empty
    /// board (a fairy piece: one move if the squares differ).
    fn piece_distance(&self, kind: PieceKind, from: Square, to: Square) -> u32 {
        if from == to {
            return 0;
        }
        match Unit::of(kind, Colour::White, false).filter(|_| kind != PieceKind::PAWN) {
            Some(unit) => match self.distances.get(unit, from, kind, to) {
                FAR => NEVER,
                d => u32::from(d),
            },
            None => 1,
        }
    }
}

impl TargetPosition for ProofGameTarget {
    fn reached(&self, pos: &Position) -> bool {
        self.matches(pos)
    }

    fn reachable(&self, pos: &Position, white_moves: u32, black_moves: u32) -> bool {
        self.bound(pos)
            .is_some_and(|(white, black)| white <= white_moves && black <= black_moves)
    }
}

/// The least total cost of giving each row of `cost` its own column (of
/// `columns`, at least as many as rows): the Hungarian method with
/// potentials. A cost of [`NEVER`] or more means no assignment.
fn min_cost_assignment(cost: &[Vec<u32>], columns: usize) -> u32 {
    let rows = cost.len();
    if rows == 0 {
        return 0;
    }
    let big = i64::from(NEVER) * 64;
    // 1-based rows and columns; column 0 is the virtual start
    let mut u = vec![0i64; rows + 1];
    let mut v = vec![0i64; columns + 1];
    let mut owner = vec![0usize; columns + 1];
    let mut way = vec![0usize; columns + 1];
    for row in 1..=rows {
        owner[0] = row;
        let mut col0 = 0;
        let mut least = vec![i64::MAX; columns + 1];
        let mut used = vec![false; columns + 1];
        loop {
            used[col0] = true;
            let r = owner[col0];
            let mut delta = i64::MAX;
            let mut col1 = 0;
            for col in 1..=columns {
                if used[col] {
                    continue;
                }
                let c = i64::from(cost[r - 1][col - 1]).min(big) - u[r] - v[col];
                if c < least[col] {
                    least[col] = c;
                    way[col] = col0;
                }
                if least[col] < delta {
                    delta = least[col];
                    col1 = col;
                }
            }
            for col in 0..=columns {
                if used[col] {
                    u[owner[col]] += delta;
                    v[col] -= delta;
                } else {
                    least[col] -= delta;
                }
            }
            col0 = col1;
            if owner[col0] == 0 {
                break;
            }
        }
        loop {
            let col1 = way[col0];
            owner[col0] = owner[col1];
            col0 = col1;
            if col0 == 0 {
                break;
            }
        }
    }
    let total: u64 = (1..=columns)
        .filter(|&col| owner[col] != 0)
        .map(|col| u64::from(cost[owner[col] - 1][col - 1]))
        .sum();
    u32::try_from(total).unwrap_or(u32::MAX)
}

/// The least moves of a pawn of `colour` from `from` to `to` (a pawn all
/// the way): forward only, at most one file per rank, the double step from
/// its first rank.
fn pawn_distance(colour: Colour, from: Square, to: Square) -> u32 {
    let forward = if colour == Colour::White {
        to.y() - from.y()
    } else {
        from.y() - to.y()
    };
    let files = (to.x() - from.x()).abs();
    if forward < 0 || files > forward {
        return NEVER;
    }
    let start = if colour == Colour::White { 1 } else { 6 };
    // the double step covers two ranks in one move, on its own file
    let double = from.y() == start && forward - files >= 2;
    (forward - i32::from(double)) as u32
}

/// The piece as the target compares it: without its recorded origin and
/// the royalty a condition derives from the position
/// ([`Attributes::CROWNED`]).
fn plain(piece: Piece) -> Piece {
    Piece {
        attributes: Attributes::from_bits_retain(
            piece.attributes.bits() & !(Attributes::ORIGIN | Attributes::CROWNED).bits(),
        ),
        ..piece
    }
}

/// Whether the bound covers `piece`: an orthodox piece without attributes
/// (a king's royalty aside), or a fairy piece without attributes that is
/// no pawn and moves by a plain walk.
fn covered(piece: Piece) -> bool {
    let attributes = plain(piece).attributes;
    let royal_king = piece.kind == PieceKind::KING && attributes == Attributes::ROYAL;
    if !attributes.is_empty() && !royal_king {
        return false;
    }
    if piece.kind.is_orthodox() {
        return true;
    }
    matches!(catalogue::walk(piece.kind), Ok(PieceWalk::Walk(w)) if !w.is_pawn())
}

fn side_index(colour: Colour) -> usize {
    match colour {
        Colour::White => 0,
        Colour::Black => 1,
    }
}
