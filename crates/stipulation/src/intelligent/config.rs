//! Final configurations: the pieces that take part in a mate or stalemate,
//! with the squares they may end on.
//!
//! In every position where the king of the side to be mated stands on `k`
//! and is mated (or stalemated):
//!
//! - for mate, a piece of the mating side other than its king attacks `k`
//!   (the *checker*);
//! - every square next to `k` is occupied by a piece of the mated side
//!   (*blocked*) or attacked by a piece of the mating side (*guarded*); a
//!   piece attacks on the real board only squares it attacks on an empty
//!   board, and never its own square;
//! - the mating side's king stands on no square next to `k`, and no piece
//!   of the mating side on `k`.
//!
//! A [`Config`] names, for one such position, the mated king's square, the
//! checker and the guards, each with the kind it ends as and the squares
//! it may end on (those from which it attacks every square it is given),
//! and the squares blocked — by some pieces of the mated side, left open:
//! the count of moves needed there is a bound (see [`crate::intelligent`]).
//! [`enumerate`] lists every configuration whose pieces can reach their
//! squares with the moves each side has (by empty-board distances), so
//! every mate reachable in that many moves matches a listed configuration:
//! pruning the positions from which no listed configuration can still be
//! reached never loses a solution.

use super::distance::{neighbours, Distances, FAR};
use super::tracker::Pieces;
use ahash::AHashSet;
use nightrider_board::{Bitboard, Colour, PieceKind, Position, Square};
use smallvec::SmallVec;

/// What a side must bring about against the other side's king.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// Checkmate: the king is attacked and cannot move.
    Mate,
    /// Stalemate (or mate or stalemate): the king cannot move.
    Boxed,
}

/// One piece of the mating side in a configuration: which piece (its
/// identity in [`Pieces`]), as which kind, on which of a set of squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    /// The piece's identity.
    pub id: u8,
    /// The kind it ends as (a pawn may promote).
    pub kind: PieceKind,
    /// The squares it may end on.
    pub squares: Bitboard,
}

/// A part of a final position (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Config {
    /// The mated king's final square.
    pub king: Square,
    /// The checker and the guards.
    pub mating: SmallVec<[Placement; 6]>,
    /// The squares next to the king the mated side's other pieces occupy.
    pub blocked: Bitboard,
}

/// The limits of an enumeration.
pub struct Budget {
    /// Moves left to the mating side.
    pub mating_moves: u32,
    /// Moves left to the mated side.
    pub mated_moves: u32,
    /// Give up (return `None`) beyond this many configurations.
    pub max_configs: usize,
}

/// The first and last ranks, where no pawn stands.
const EDGE_RANKS: Bitboard = Bitboard(0xFF00_0000_0000_00FF);

/// The kinds a piece of `kind` can end as (a pawn may promote).
pub fn end_kinds(kind: PieceKind) -> &'static [PieceKind] {
    match kind {
        PieceKind::PAWN => &[
            PieceKind::PAWN,
            PieceKind::QUEEN,
            PieceKind::ROOK,
            PieceKind::BISHOP,
            PieceKind::KNIGHT,
        ],
        PieceKind::KING => &[PieceKind::KING],
        PieceKind::QUEEN => &[PieceKind::QUEEN],
        PieceKind::ROOK => &[PieceKind::ROOK],
        PieceKind::BISHOP => &[PieceKind::BISHOP],
        _ => &[PieceKind::KNIGHT],
    }
}

/// The fewest moves any piece of `colour` other than its king needs to
/// stand on `target` (as any kind a pawn may be there), [`FAR`] if none.
pub fn nearest_blocker(pieces: &Pieces, dist: &Distances, colour: Colour, target: Square) -> u8 {
    let mut best = FAR;
    for id in pieces.ids(colour) {
        let kind_now = pieces.kind(id);
        if kind_now == PieceKind::KING {
            continue;
        }
        for &kind in end_kinds(kind_now) {
            if kind == PieceKind::PAWN && EDGE_RANKS.contains(target) {
                continue;
            }
            best = best.min(pieces.distance(dist, id, kind, target));
        }
    }
    best
}

/// The squares from which a piece of `kind` and `colour` attacks `target`
/// on an empty board.
fn attacking_squares(
    dist: &Distances,
    kind: PieceKind,
    colour: Colour,
    target: Square,
) -> Bitboard {
    match kind {
        // a pawn attacks forwards: it stands one rank behind
        PieceKind::PAWN => dist.attacks(PieceKind::PAWN, !colour, target) - EDGE_RANKS,
        _ => dist.attacks(kind, colour, target),
    }
}

/// The search state of [`enumerate`].
struct Builder<'a> {
    pieces: &'a Pieces,
    dist: &'a Distances,
    mating_colour: Colour,
    king_square: Square,
    /// The mating side's moves not yet spent by the placements (each
    /// placement costs its piece's distance to the nearest of its squares).
    mating_left: u32,
    /// The mated side's moves not yet spent by its king and blocks.
    mated_left: u32,
    /// The mated side's pieces other than the king.
    blockers: u32,
    /// For each square, the fewest moves a blocker needs to get there.
    block_cost: [u8; 64],
    /// Identities placed.
    used: u64,
    current: Config,
    found: AHashSet<Config>,
    /// The configurations found, in the order found (so that the guide
    /// does the same work on every run).
    order: Vec<Config>,
    max: usize,
    overflow: bool,
}

impl Builder<'_> {
    fn distance(&self, id: u8, kind: PieceKind, to: Square) -> u32 {
        match self.pieces.distance(self.dist, id, kind, to) {
            FAR => u32::MAX,
            d => u32::from(d),
        }
    }

    /// The squares of `squares` piece `id` can reach as `kind` within
    /// `limit` moves, and the fewest moves to one of them.
    fn reachable(&self, id: u8, kind: PieceKind, squares: Bitboard, limit: u32) -> (Bitboard, u32) {
        let mut out = Bitboard::EMPTY;
        let mut least = u32::MAX;
        for sq in squares {
            let d = self.distance(id, kind, sq);
            if d <= limit {
                out.insert(sq);
                least = least.min(d);
            }
        }
        (out, least)
    }

    /// The cost of a mating placement (its fewest moves).
    fn cost(&self, p: &Placement) -> u32 {
        self.reachable(p.id, p.kind, p.squares, u32::MAX - 1).1
    }

    fn record(&mut self) {
        let mut c = self.current.clone();
        c.mating
            .sort_unstable_by_key(|p| (p.id, p.kind.idx(), p.squares.0));
        if self.found.insert(c.clone()) {
            self.order.push(c);
        }
        if self.found.len() > self.max {
            self.overflow = true;
        }
    }

    /// Covers the king's squares from the first one not surely covered on.
    fn cover(&mut self) {
        if self.overflow {
            return;
        }
        let surely_attacked = self
            .current
            .mating
            .iter()
            .map(|p| {
                p.squares
                    .into_iter()
                    .map(|sq| self.dist.attacks(p.kind, self.mating_colour, sq))
                    .fold(!Bitboard::EMPTY, |a, b| a & b)
            })
            .fold(Bitboard::EMPTY, |a, b| a | b);
        let Some(f) =
            (neighbours(self.king_square) - self.current.blocked - surely_attacked).first()
        else {
            self.record();
            return;
        };
        // blocked by the mated side
        let cost = u32::from(self.block_cost[f.idx()]);
        if cost <= self.mated_left && self.current.blocked.count() < self.blockers {
            self.mated_left -= cost;
            self.current.blocked.insert(f);
            self.cover();
            self.current.blocked.remove(f);
            self.mated_left += cost;
        }
        // guarded by a mating piece already placed, narrowed to the squares
        // guarding f
        for i in 0..self.current.mating.len() {
            let p = self.current.mating[i];
            let narrowed = p.squares & attacking_squares(self.dist, p.kind, self.mating_colour, f);
            if narrowed.is_empty() || narrowed == p.squares {
                continue;
            }
            let old = self.cost(&p);
            let (narrowed, new) = self.reachable(p.id, p.kind, narrowed, self.mating_left + old);
            if narrowed.is_empty() {
                continue;
            }
            self.mating_left = self.mating_left + old - new;
            self.current.mating[i].squares = narrowed;
            self.cover();
            self.current.mating[i] = p;
            self.mating_left = self.mating_left + new - old;
        }
        // guarded by a new mating piece
        self.add_mating(f, true, Self::cover);
    }

    /// Places each unplaced piece of the mating side (its king too if
    /// `kings`) on the squares from which it attacks `target`, then goes on
    /// with `next`.
    fn add_mating(&mut self, target: Square, kings: bool, next: fn(&mut Self)) {
        for id in self.pieces.ids(self.mating_colour) {
            if self.used & (1 << id) != 0 {
                continue;
            }
            let kind_now = self.pieces.kind(id);
            if kind_now == PieceKind::KING && !kings {
                continue;
            }
            for &kind in end_kinds(kind_now) {
                let mut from = attacking_squares(self.dist, kind, self.mating_colour, target)
                    .without(self.king_square);
                if kind == PieceKind::KING {
                    from = from - neighbours(self.king_square);
                }
                let (squares, cost) = self.reachable(id, kind, from, self.mating_left);
                if squares.is_empty() {
                    continue;
                }
                self.used |= 1 << id;
                self.mating_left -= cost;
                self.current.mating.push(Placement { id, kind, squares });
                next(self);
                self.current.mating.pop();
                self.mating_left += cost;
                self.used &= !(1 << id);
            }
        }
    }
}

/// Every configuration (see the module documentation) of `ending` against
/// `mated`'s king reachable within `budget`, or `None` when there are more
/// than `budget.max_configs` or `mated` has no single king.
pub fn enumerate(
    pos: &Position,
    pieces: &Pieces,
    dist: &Distances,
    mated: Colour,
    ending: Ending,
    budget: &Budget,
) -> Option<Vec<Config>> {
    let king_id = pieces.king(pos, mated)?;
    let mut block_cost = [FAR; 64];
    for sq in Square::ALL {
        block_cost[sq.idx()] = nearest_blocker(pieces, dist, mated, sq);
    }
    let mut b = Builder {
        pieces,
        dist,
        mating_colour: !mated,
        king_square: Square::A1,
        mating_left: budget.mating_moves,
        mated_left: budget.mated_moves,
        blockers: pieces.ids(mated).count() as u32 - 1,
        block_cost,
        used: 0,
        current: Config {
            king: Square::A1,
            mating: SmallVec::new(),
            blocked: Bitboard::EMPTY,
        },
        found: AHashSet::new(),
        order: Vec::new(),
        max: budget.max_configs,
        overflow: false,
    };
    for k in Square::ALL {
        let d = b.distance(king_id, PieceKind::KING, k);
        if d > budget.mated_moves {
            continue;
        }
        b.king_square = k;
        b.current.king = k;
        b.mated_left = budget.mated_moves - d;
        match ending {
            Ending::Mate => b.add_mating(k, false, Builder::cover),
            Ending::Boxed => b.cover(),
        }
        if b.overflow {
            return None;
        }
    }
    Some(b.order)
}
