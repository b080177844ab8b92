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
//! * a unit that can never move again (module `fixed_units`: pawns on
//!   their starting rank that the target keeps there, pieces walled in by
//!   them) reaches no square but its own;
//! * a pawn changes its file only by capturing: the target's pawns on a
//!   file beyond those of the side on it now need as many captures of
//!   the opponent's units the target no longer has, or the target is out
//!   of reach.
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

use arrayvec::ArrayVec;
use nightrider_board::walk::PieceWalk;
use nightrider_board::{
    catalogue, Attributes, Castling, Colour, Piece, PieceKind, Position, Square,
};
use nightrider_stipulation::intelligent::distance::{Distances, Unit, FAR};
use nightrider_stipulation::TargetPosition;
use std::sync::Arc;

mod changed_squares;
mod fixed_units;
mod kept;
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
    /// Per side, per target unit (in the order of `units`): the distances
    /// to it from every square.
    tables: Arc<[Vec<UnitTables>; 2]>,
    /// Which units of a position stand on the target's squares as the
    /// target's pieces, by bitboards.
    kept: kept::KeptUnits,
}

/// The empty-board distances to one target unit from every square: of a
/// unit of its own kind, and of a pawn of its colour.
#[derive(Clone, Debug)]
struct UnitTables {
    same: [u16; 64],
    pawn: [u16; 64],
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
        let mut target = ProofGameTarget {
            board,
            units,
            distances: Arc::new(Distances::new()),
            tables: Arc::new([Vec::new(), Vec::new()]),
            kept: kept::KeptUnits::new(&board),
        };
        let tables = target.units.clone().map(|units| {
            units
                .iter()
                .map(|&(to, piece)| {
                    let pawn = Piece::new(PieceKind::PAWN, piece.colour);
                    let mut table = UnitTables {
                        same: [0; 64],
                        pawn: [0; 64],
                    };
                    for from in Square::ALL {
                        // (NEVER fits in 16 bits)
                        table.same[from.idx()] = target.distance(piece, from, piece, to) as u16;
                        table.pawn[from.idx()] = target.distance(pawn, from, piece, to) as u16;
                    }
                    table
                })
                .collect()
        });
        target.tables = Arc::new(tables);
        Ok(target)
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
        let white = self.side_bound(pos, Colour::White, u32::MAX)?;
        let black = self.side_bound(pos, Colour::Black, u32::MAX)?;
        Some((white, black))
    }

    /// The moves `side` needs at least: the larger of its units' least
    /// distances to the target squares they must still reach and the
    /// opponent's units it must still capture. Once the figure is known to
    /// exceed `limit`, some figure over `limit` (and at most the bound) is
    /// returned.
    fn side_bound(&self, pos: &Position, side: Colour, limit: u32) -> Option<u32> {
        self.side_bound_settling(pos, side, true, limit)
    }

    /// [`Self::side_bound`], leaving the units already on their target
    /// squares out of the assignment when `settle` (the same figure,
    /// faster; the tests compare the two).
    fn side_bound_settling(
        &self,
        pos: &Position,
        side: Colour,
        settle: bool,
        limit: u32,
    ) -> Option<u32> {
        let wanted_all = &self.units[side_index(side)];
        let units_all = pos.by_colour(side).count() as usize;
        if wanted_all.len() > units_all {
            return None;
        }
        let castlings: ArrayVec<&Castling, 4> = Castling::ALL
            .iter()
            .filter(|c| c.colour == side && pos.castling().contains(c.right))
            .collect();
        // A unit already on its target square stays there in some least
        // assignment (the costs obey the triangle inequality through it),
        // unless a castling still allowed gives it a shorter way on.
        let kept = self.kept.mask(pos);
        let settled = |sq: Square| {
            settle
                && kept & (1 << sq.idx()) != 0
                && !castlings
                    .iter()
                    .any(|c| sq == c.king_from || sq == c.rook_from)
        };
        let tables = &self.tables[side_index(side)];
        let mut wanted: ArrayVec<(Square, Piece), 64> = ArrayVec::new();
        let mut wanted_tables: ArrayVec<&UnitTables, 64> = ArrayVec::new();
        for (&(sq, piece), table) in wanted_all.iter().zip(tables) {
            if !settled(sq) {
                wanted.push((sq, piece));
                wanted_tables.push(table);
            }
        }
        let mut mine: ArrayVec<(Square, Piece), 64> = ArrayVec::new();
        for sq in pos.by_colour(side) {
            if !settled(sq) {
                mine.push((sq, plain(pos.piece_at(sq).expect("occupied"))));
            }
        }
        // cost[target unit][unit now], row by row: the moves that unit
        // needs to become that target unit
        let theirs = pos.by_colour(!side).count() as usize;
        let captures = theirs.saturating_sub(self.units[side_index(!side)].len()) as u32;
        if captures > limit {
            return Some(captures);
        }
        // a pawn changes file only by a capture: the target's pawns on a
        // file beyond those on it now came from other files
        if self.kept.pawns_changing_file(pos, side) > captures {
            return None;
        }
        // units that never move again reach no square but their own
        let fixed = fixed_units::fixed_units(pos, kept);
        let mut cost = CostMatrix::new(mine.len());
        // (each target square needs a unit of its own: the least cost of
        // each row, summed, is a first figure below the assignment's)
        let mut row_least_sum = 0;
        for (&(target_sq, piece), table) in wanted.iter().zip(&wanted_tables) {
            let mut row_least = NEVER;
            for &(from, unit) in &mine {
                let mut d = if unit == piece {
                    u32::from(table.same[from.idx()])
                } else if unit.kind == PieceKind::PAWN {
                    u32::from(table.pawn[from.idx()])
                } else {
                    NEVER
                };
                if unit == piece && d > 0 {
                    for c in &castlings {
                        // a castling still allowed: the king's move to its
                        // castled square (counted), the rook's (free)
                        if unit.kind == PieceKind::KING && from == c.king_from {
                            d = d.min(1 + self.piece_distance(unit.kind, c.king_to, target_sq));
                        }
                        if unit.kind == PieceKind::ROOK && from == c.rook_from {
                            d = d.min(self.piece_distance(unit.kind, c.rook_to, target_sq));
                        }
                    }
                }
                if fixed & (1 << from.idx()) != 0 && (from != target_sq || unit != piece) {
                    d = NEVER;
                }
                cost.push(d);
                row_least = row_least.min(d);
            }
            if row_least >= NEVER {
                return None;
            }
            row_least_sum += row_least;
        }
        if row_least_sum > limit {
            return Some(row_least_sum);
        }
        let sum = min_cost_assignment(&cost, limit);
        if sum >= NEVER {
            return None;
        }
        if sum == 0 && captures > 0 && units_all == wanted_all.len() {
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
            if piece.kind.is_orthodox() && piece.kind != PieceKind::KING && from.y() % 7 != 0 {
                // a promotion into an orthodox piece: from the table of
                // the intelligent mode (the same pawn steps)
                let pawn = unit.colour.fold(Unit::WhitePawn, Unit::BlackPawn);
                return match self.distances.get(pawn, from, piece.kind, to) {
                    FAR => NEVER,
                    d => u32::from(d),
                };
            }
            if piece.kind == PieceKind::KING {
                return NEVER;
            }
            return self.promotion_distance(unit.colour, from, piece.kind, to);
        }
        if unit != piece {
            return NEVER;
        }
        self.piece_distance(piece.kind, from, to)
    }

    /// The least moves of a pawn of `colour` on `from` to promote into
    /// `kind` and go on to `to`.
    fn promotion_distance(&self, colour: Colour, from: Square, kind: PieceKind, to: Square) -> u32 {
        let last = if colour == Colour::White { 7 } else { 0 };
        let Some(on_last) = Square::from_xy(from.x(), last) else {
            return NEVER;
        };
        if pawn_distance(colour, from, on_last) >= NEVER {
            return NEVER;
        }
        let span = (last - from.y()).abs();
        let mut best = NEVER;
        for x in (from.x() - span).max(0)..=(from.x() + span).min(7) {
            let promo = Square::from_xy(x, last).expect("on the board");
            let reach = pawn_distance(colour, from, promo);
            if reach < NEVER {
                best = best.min(reach + self.piece_distance(kind, promo, to));
            }
        }
        best
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
        // (one side's figure is often enough to prune)
        self.side_bound(pos, Colour::White, white_moves)
            .is_some_and(|white| white <= white_moves)
            && self
                .side_bound(pos, Colour::Black, black_moves)
                .is_some_and(|black| black <= black_moves)
    }
}

/// A cost matrix of at most 64 columns, filled row by row, kept on the
/// stack (the bound is computed at every node of the search).
struct CostMatrix {
    columns: usize,
    cells: ArrayVec<u32, { 64 * 64 }>,
}

impl CostMatrix {
    fn new(columns: usize) -> CostMatrix {
        CostMatrix {
            columns,
            cells: ArrayVec::new(),
        }
    }

    fn push(&mut self, cost: u32) {
        self.cells.push(cost);
    }

    fn rows(&self) -> usize {
        self.cells.len().checked_div(self.columns).unwrap_or(0)
    }

    fn get(&self, row: usize, column: usize) -> u32 {
        self.cells[row * self.columns + column]
    }
}

/// The least total cost of giving each row of `cost` its own column (the
/// columns at least as many as the rows): the Hungarian method with
/// potentials. A cost of [`NEVER`] or more means no assignment. Stops
/// once the rows taken so far cost more than `limit` and returns their
/// cost (more than `limit`, at most the whole one's).
fn min_cost_assignment(cost: &CostMatrix, limit: u32) -> u32 {
    let rows = cost.rows();
    let columns = cost.columns;
    if rows == 0 {
        return 0;
    }
    let big = i64::from(NEVER) * 64;
    // 1-based rows and columns; column 0 is the virtual start
    let mut u = [0i64; 65];
    let mut v = [0i64; 65];
    let mut owner = [0usize; 65];
    let mut way = [0usize; 65];
    for row in 1..=rows {
        owner[0] = row;
        let mut col0 = 0;
        let mut least = [i64::MAX; 65];
        let mut used = [false; 65];
        loop {
            used[col0] = true;
            let r = owner[col0];
            let mut delta = i64::MAX;
            let mut col1 = 0;
            for col in 1..=columns {
                if used[col] {
                    continue;
                }
                let c = i64::from(cost.get(r - 1, col - 1)).min(big) - u[r] - v[col];
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
        // (-v[0]: the least cost of the rows so far, never falling as
        // rows are added)
        if -v[0] > i64::from(limit) {
            return u32::try_from(-v[0]).unwrap_or(u32::MAX);
        }
    }
    let total: u64 = (1..=columns)
        .filter(|&col| owner[col] != 0)
        .map(|col| u64::from(cost.get(owner[col] - 1, col - 1)))
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

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::CastlingRights;
    use nightrider_movegen::strategy::games_preferring;
    use proptest::prelude::*;

    fn sq(name: &str) -> Square {
        let b = name.as_bytes();
        Square::from_xy(i32::from(b[0] - b'a'), i32::from(b[1] - b'1')).unwrap()
    }

    fn white(kind: PieceKind) -> Piece {
        Piece::new(kind, Colour::White)
    }

    #[test]
    fn the_promotion_table_agrees_with_the_pawn_ways() {
        let t = ProofGameTarget::new(&Position::startpos(), &Position::startpos()).unwrap();
        for colour in [Colour::White, Colour::Black] {
            let pawn = Piece::new(PieceKind::PAWN, colour);
            for from in Square::ALL.into_iter().filter(|sq| sq.y() % 7 != 0) {
                for kind in [
                    PieceKind::QUEEN,
                    PieceKind::ROOK,
                    PieceKind::BISHOP,
                    PieceKind::KNIGHT,
                ] {
                    for to in Square::ALL {
                        assert_eq!(
                            t.distance(pawn, from, Piece::new(kind, colour), to),
                            t.promotion_distance(colour, from, kind, to),
                            "{colour:?} pawn {from} to {kind:?} on {to}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_rook_that_may_still_castle_is_not_settled() {
        // target: castled (Kg1, Rf1) with a second rook on h1; now Ke1,
        // Rh1 (short castling allowed) and Rh5: O-O and Rh5-h1, two moves,
        // where keeping Rh1 in place would ask Rh5 to reach f1 (two moves)
        // besides the king's castling
        let mut aim = Position::empty();
        aim.put(sq("g1"), white(PieceKind::KING));
        aim.put(sq("f1"), white(PieceKind::ROOK));
        aim.put(sq("h1"), white(PieceKind::ROOK));
        let mut now = Position::empty();
        now.put(sq("e1"), white(PieceKind::KING));
        now.put(sq("h1"), white(PieceKind::ROOK));
        now.put(sq("h5"), white(PieceKind::ROOK));
        now.set_castling_unrecorded(CastlingRights::WHITE_KINGSIDE);
        let t = ProofGameTarget::new(&aim, &now).unwrap();
        assert_eq!(t.side_bound(&now, Colour::White, u32::MAX), Some(2));
        assert_eq!(
            t.side_bound_settling(&now, Colour::White, false, u32::MAX),
            Some(2)
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Leaving the units on their target squares out of the assignment
        /// gives the figure of the whole assignment, and a limit changes
        /// only figures over it, for every position of a random game aimed
        /// at its last position, its middle one and the game array.
        #[test]
        fn settling_and_limits_keep_the_bound(
            game in games_preferring(1..100, |_, m| m.is_capture() || m.promotion.is_some())
        ) {
            let game = game.positions;
            let start = Position::startpos();
            for aim in [game.last().unwrap(), &game[game.len() / 2], &start] {
                let t = ProofGameTarget::new(aim, &start).unwrap();
                for pos in &game {
                    for side in [Colour::White, Colour::Black] {
                        let whole = t.side_bound_settling(pos, side, false, u32::MAX);
                        prop_assert_eq!(t.side_bound_settling(pos, side, true, u32::MAX), whole);
                        // with a limit: the figure itself up to the limit,
                        // above it some figure over the limit
                        for limit in 0..12 {
                            let cut = t.side_bound(pos, side, limit);
                            match whole {
                                Some(w) if w <= limit => prop_assert_eq!(cut, whole),
                                Some(w) => prop_assert!(
                                    cut.is_none_or(|c| c > limit && c <= w),
                                    "limit {}: {:?} for {}", limit, cut, w
                                ),
                                None => prop_assert!(cut.is_none_or(|c| c > limit)),
                            }
                        }
                    }
                }
            }
        }
    }
}
