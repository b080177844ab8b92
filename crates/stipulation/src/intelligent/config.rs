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
//! - the checker stands on no blocked square, and does not check across
//!   one (the square next to `k` on its line is empty).
//!
//! A [`Config`] names, for one such position, the mated king's square, the
//! checker and the guards, each with the kind it ends as and the squares
//! it may end on (those from which it attacks every square it is given),
//! and the squares blocked — by some pieces of the mated side, left open:
//! the count of moves needed there is a bound (see [`crate::intelligent`]),
//! except that a piece that would surely parry the check cannot be the one
//! blocking a square ([`Config::parrying`]).
//! For [`Ending::Stalemate`] each block is by a named piece and every
//! other piece of the stalemated side is placed too ([`Config::mated`]; see
//! [`crate::intelligent::stalemate`]).
//! [`enumerate`] lists every configuration whose pieces can reach their
//! squares with the moves each side has (by empty-board distances), so
//! every mate reachable in that many moves matches a listed configuration:
//! pruning the positions from which no listed configuration can still be
//! reached never loses a solution.

use super::distance::{empty_board_attacks, neighbours, Distances, FAR};
use super::stalemate::MAX_STEPS;
use super::tracker::Pieces;
use ahash::AHashSet;
use nightrider_board::{Bitboard, Colour, PieceKind, Position, Square};
use rayon::prelude::*;
use smallvec::SmallVec;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// What a side must bring about against the other side's king.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// Checkmate: the king is attacked and cannot move.
    Mate,
    /// Mate or stalemate: the king cannot move.
    Boxed,
    /// Stalemate: the king is not attacked and its side has no move. Its
    /// configurations are complete final positions of that side (see
    /// [`crate::intelligent::stalemate`]).
    Stalemate,
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
    /// The squares next to the king the mated side's other pieces occupy
    /// (which pieces is left open).
    pub blocked: Bitboard,
    /// For [`Ending::Stalemate`]: every other piece of the stalemated side
    /// that is still on the board at the end, each on one square (the
    /// others are captured). Empty for the other endings.
    pub mated: SmallVec<[Placement; 8]>,
    /// Whether [`Config::mated`] lists every piece of the mated side left
    /// at the end ([`Ending::Stalemate`]): the others must be captured.
    pub complete: bool,
    /// For [`Ending::Mate`]: the blocked squares from which a piece of the
    /// mated side would surely parry the check, each with the kinds that
    /// would (bit [`PieceKind::idx`]); such a piece cannot be the one
    /// blocking there (see [`parrying_kinds`]). Empty where that cannot be
    /// known: a piece of the mating side not placed, or a guard, might pin
    /// the blocker or check too.
    pub parrying: SmallVec<[(Square, u8); 8]>,
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
pub(super) const EDGE_RANKS: Bitboard = Bitboard(0xFF00_0000_0000_00FF);

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

/// `next`, a square next to `from`, and the squares beyond it on the line
/// from `from` through it: a piece standing there and attacking `from`
/// along that line does so across `next`.
fn from_through(from: Square, next: Square) -> Bitboard {
    let df = i32::from(next.file().index()) - i32::from(from.file().index());
    let dr = i32::from(next.rank().index()) - i32::from(from.rank().index());
    let mut out = Bitboard::EMPTY;
    let mut sq = Some(next);
    while let Some(s) = sq {
        out.insert(s);
        sq = s.offset(df, dr);
    }
    out
}

/// The kinds (bit [`PieceKind::idx`]: queen, rook, bishop, knight) of a
/// piece of the mated side that, standing on `from` next to the king on
/// `king`, surely parries a check by a `checker` of that kind from each of
/// `squares`: it captures the checker or steps between it and the king.
/// Only the squares between checker and king are surely empty, so a line
/// piece parries surely only onto a square next to it. Pawns, whose moves
/// depend on what stands beside them, are never counted.
pub fn parrying_kinds(king: Square, from: Square, checker: PieceKind, squares: Bitboard) -> u8 {
    const KINDS: [PieceKind; 4] = [
        PieceKind::QUEEN,
        PieceKind::ROOK,
        PieceKind::BISHOP,
        PieceKind::KNIGHT,
    ];
    let mut kinds = KINDS.iter().fold(0u8, |m, k| m | 1 << k.idx());
    for c in squares {
        // the checker's square and, for a line piece, the squares between
        let mut targets = Bitboard::from_square(c);
        if matches!(
            checker,
            PieceKind::QUEEN | PieceKind::ROOK | PieceKind::BISHOP
        ) {
            let (dx, dy) = ((king.x() - c.x()).signum(), (king.y() - c.y()).signum());
            let mut sq = c.offset(dx, dy);
            while let Some(s) = sq.filter(|&s| s != king) {
                targets.insert(s);
                sq = s.offset(dx, dy);
            }
        }
        for kind in KINDS {
            let parries = match kind {
                PieceKind::KNIGHT => {
                    (empty_board_attacks(kind, Colour::White, from) & targets).any()
                }
                _ => (empty_board_attacks(PieceKind::KING, Colour::White, from)
                    & empty_board_attacks(kind, Colour::White, from)
                    & targets)
                    .any(),
            };
            if !parries {
                kinds &= !(1 << kind.idx());
            }
        }
    }
    kinds
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
pub(super) struct Builder<'a> {
    pub(super) pieces: &'a Pieces,
    pub(super) dist: &'a Distances,
    pub(super) mating_colour: Colour,
    pub(super) king_square: Square,
    /// The mating side's moves not yet spent by the placements (each
    /// placement costs its piece's distance to the nearest of its squares).
    pub(super) mating_left: u32,
    /// The mated side's moves not yet spent by its king and blocks.
    pub(super) mated_left: u32,
    /// The mated side's pieces other than the king.
    pub(super) blockers: u32,
    /// For each square, the fewest moves a blocker needs to get there.
    pub(super) block_cost: [u8; 64],
    /// Identities placed.
    pub(super) used: u64,
    pub(super) current: Config,
    pub(super) found: AHashSet<Config>,
    /// The configurations found, in the order found (so that the guide
    /// does the same work on every run).
    pub(super) order: Vec<Config>,
    /// The most configurations the enumeration may find, over all the
    /// king's squares.
    pub(super) max: usize,
    /// The configurations found so far over all the king's squares (shared
    /// by their enumerations): beyond `max` every one of them gives up,
    /// as the whole listing would.
    pub(super) found_in_all: &'a AtomicUsize,
    pub(super) overflow: bool,
    /// [`Ending::Stalemate`]: the mated side's pieces are placed one by
    /// one, each immobile or captured (see [`crate::intelligent::stalemate`]).
    pub(super) exact: bool,
    /// The mated side's pieces other than its king, by identity.
    pub(super) others: SmallVec<[u8; 16]>,
    /// Of those, the ones placed or taken as captured.
    pub(super) decided: u64,
    /// How many more of them may be taken as captured (each capture is a
    /// move of the mating side).
    pub(super) captures_left: u32,
    /// Steps of the exact enumeration left before it gives up, shared by
    /// the enumerations of all the king's squares.
    pub(super) steps: &'a AtomicU64,
    /// Steps taken from `steps` and not yet spent.
    pub(super) steps_left: u64,
    /// All the moves the mating side has (its captures are among them).
    pub(super) captures_budget: u32,
    /// What the mating side can reach (exact enumeration only).
    pub(super) reach: Option<&'a super::stalemate::Reach>,
    /// Per identity of the mated side, the fewest moves to each square
    /// (exact enumeration only).
    pub(super) mated_rows: &'a [[u8; 64]],
    /// Whether the first placement of the mating side is the checker
    /// ([`Ending::Mate`]).
    pub(super) checks: bool,
}

impl Builder<'_> {
    pub(super) fn distance(&self, id: u8, kind: PieceKind, to: Square) -> u32 {
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
    pub(super) fn cost(&self, p: &Placement) -> u32 {
        self.reachable(p.id, p.kind, p.squares, u32::MAX - 1).1
    }

    /// The blocked squares of the current configuration from which a
    /// piece of the mated side would surely parry the check, with the kinds
    /// that would ([`Config::parrying`]). A parry is sure when nothing can
    /// make it illegal or useless: every piece of the mating side other
    /// than its king is placed, none but the checker can check the king,
    /// and no line piece among the guards can stand behind the blocker on
    /// the king's line (a pin).
    fn parrying(&self) -> SmallVec<[(Square, u8); 8]> {
        let mut out = SmallVec::new();
        let Some(checker) = self.current.mating.first() else {
            return out;
        };
        let all_placed = self
            .pieces
            .ids(self.mating_colour)
            .all(|id| self.used & (1 << id) != 0 || self.pieces.kind(id) == PieceKind::KING);
        if !all_placed || checker.kind == PieceKind::PAWN {
            return out;
        }
        let k = self.king_square;
        let guards = &self.current.mating[1..];
        let double_check = guards.iter().any(|g| {
            g.kind != PieceKind::KING
                && (g.squares & attacking_squares(self.dist, g.kind, self.mating_colour, k)).any()
        });
        if double_check {
            return out;
        }
        for s in self.current.blocked {
            let behind = from_through(k, s).without(s);
            let diagonal = s.file() != k.file() && s.rank() != k.rank();
            let pinned = guards.iter().any(|g| {
                let lines = match g.kind {
                    PieceKind::QUEEN => true,
                    PieceKind::BISHOP => diagonal,
                    PieceKind::ROOK => !diagonal,
                    _ => false,
                };
                lines && (g.squares & behind).any()
            });
            if pinned {
                continue;
            }
            let kinds = parrying_kinds(k, s, checker.kind, checker.squares);
            if kinds != 0 {
                out.push((s, kinds));
            }
        }
        out
    }

    pub(super) fn record(&mut self) {
        let mut c = self.current.clone();
        if self.checks && !self.exact {
            c.parrying = self.parrying();
        }
        c.mating
            .sort_unstable_by_key(|p| (p.id, p.kind.idx(), p.squares.0));
        c.mated.sort_unstable_by_key(|p| p.id);
        c.complete = self.exact;
        if self.found.insert(c.clone()) {
            self.order.push(c);
            if self.found_in_all.fetch_add(1, Ordering::Relaxed) >= self.max {
                self.overflow = true;
            }
        }
    }

    /// Covers the king's squares from the first one not surely covered on.
    pub(super) fn cover(&mut self) {
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
        let open = neighbours(self.king_square)
            - self.current.blocked
            - self.mated_occupied()
            - surely_attacked;
        if self.exact && self.survey(open).is_err() {
            return;
        }
        let first = if self.exact {
            self.pick_flight(open)
        } else {
            open.first()
        };
        let Some(f) = first else {
            if self.exact {
                self.immobilise();
            } else {
                self.record();
            }
            return;
        };
        // blocked by the mated side
        let cost = u32::from(self.block_cost[f.idx()]);
        if self.exact {
            self.block_with_mated(f, Self::cover);
        } else if cost <= self.mated_left && self.current.blocked.count() < self.blockers {
            self.block(f, cost);
        }
        // guarded by a mating piece already placed, narrowed to the squares
        // guarding f
        for i in 0..self.current.mating.len() {
            let p = self.current.mating[i];
            let narrowed = p.squares & attacking_squares(self.dist, p.kind, self.mating_colour, f);
            if narrowed.is_empty() || narrowed == p.squares {
                continue;
            }
            self.with_narrowed(i, narrowed, Self::cover);
        }
        // guarded by a new mating piece
        self.add_mating(f, true, Self::cover);
    }

    /// Goes on with `next` while mating placement `i` may end only on
    /// those of `squares` it can still reach, its cost counted anew
    /// (nothing if it can reach none).
    fn with_narrowed(&mut self, i: usize, squares: Bitboard, next: impl FnOnce(&mut Self)) {
        let p = self.current.mating[i];
        let old = self.cost(&p);
        let (narrowed, new) = self.reachable(p.id, p.kind, squares, self.mating_left + old);
        if narrowed.is_empty() {
            return;
        }
        self.mating_left = self.mating_left + old - new;
        self.current.mating[i].squares = narrowed;
        next(self);
        self.current.mating[i] = p;
        self.mating_left = self.mating_left + new - old;
    }

    /// Blocks `f` by a piece of the mated side, which costs that side
    /// `cost` moves, and goes on covering. The checker cannot stand on `f`,
    /// nor check across it.
    fn block(&mut self, f: Square, cost: u32) {
        let fill = |b: &mut Self| {
            b.mated_left -= cost;
            b.current.blocked.insert(f);
            b.cover();
            b.current.blocked.remove(f);
            b.mated_left += cost;
        };
        if self.checks {
            let open = self.current.mating[0].squares - from_through(self.king_square, f);
            self.with_narrowed(0, open, fill);
        } else {
            fill(self);
        }
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
///
/// Called on a worker of a rayon thread pool (a split solve), the king's
/// squares are shared out among the pool's threads; the configurations
/// come in the same order either way.
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
    let exact = ending == Ending::Stalemate;
    let reach = exact.then(|| super::stalemate::Reach::new(pieces, dist, !mated));
    let mated_rows: Vec<[u8; 64]> = if exact {
        (0..64).map(|id| pieces.to_each_square(dist, id)).collect()
    } else {
        Vec::new()
    };
    let others: SmallVec<[u8; 16]> = pieces.ids(mated).filter(|&id| id != king_id).collect();
    let steps = AtomicU64::new(MAX_STEPS);
    let found_in_all = AtomicUsize::new(0);
    let kings: Vec<(Square, u32)> = Square::ALL
        .into_iter()
        .filter_map(|k| {
            let d = u32::from(pieces.distance(dist, king_id, PieceKind::KING, k));
            (d <= budget.mated_moves).then_some((k, d))
        })
        .collect();
    let one_king = |&(k, d): &(Square, u32)| -> Option<Vec<Config>> {
        let mut b = Builder {
            pieces,
            dist,
            mating_colour: !mated,
            king_square: k,
            mating_left: budget.mating_moves,
            mated_left: budget.mated_moves - d,
            blockers: others.len() as u32,
            block_cost,
            used: 0,
            current: Config {
                king: k,
                mating: SmallVec::new(),
                blocked: Bitboard::EMPTY,
                mated: SmallVec::new(),
                complete: false,
                parrying: SmallVec::new(),
            },
            found: AHashSet::new(),
            order: Vec::new(),
            max: budget.max_configs,
            found_in_all: &found_in_all,
            overflow: false,
            exact,
            others: others.clone(),
            decided: 0,
            captures_left: budget.mating_moves,
            captures_budget: budget.mating_moves,
            reach: reach.as_ref(),
            mated_rows: &mated_rows,
            checks: ending == Ending::Mate,
            steps: &steps,
            steps_left: 0,
        };
        match ending {
            Ending::Mate => b.add_mating(k, false, Builder::cover),
            Ending::Boxed | Ending::Stalemate => b.cover(),
        }
        if b.overflow {
            // the listing has failed: the other king squares, taking
            // their next batch of steps, give up too
            steps.store(0, Ordering::Relaxed);
            return None;
        }
        Some(b.order)
    };
    let per_king: Vec<Option<Vec<Config>>> =
        if rayon::current_thread_index().is_some() && kings.len() > 1 {
            // one king square per job: their costs differ by orders of
            // magnitude, and the costly ones lie together
            kings.par_iter().with_max_len(1).map(one_king).collect()
        } else {
            let mut out = Vec::with_capacity(kings.len());
            for k in &kings {
                let configs = one_king(k);
                let overflow = configs.is_none();
                out.push(configs);
                if overflow {
                    break;
                }
            }
            out
        };
    // beyond `max_configs` in all, the king's square that found the one
    // too many has given up (`Builder::record`)
    let mut all = Vec::new();
    for configs in per_king {
        all.extend(configs?);
    }
    Some(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::from_ascii(name.as_bytes()).expect("a square")
    }

    fn squares(names: &[&str]) -> Bitboard {
        names.iter().fold(Bitboard::EMPTY, |b, n| b.with(sq(n)))
    }

    fn bits(kinds: &[PieceKind]) -> u8 {
        kinds.iter().fold(0, |m, k| m | 1 << k.idx())
    }

    /// King e1, bishop checking from c3 across d2: from d1 a queen or rook
    /// steps to d2 and a knight takes on c3; a bishop on d1 does neither.
    #[test]
    fn blockers_next_to_the_check_line_parry() {
        let kinds = parrying_kinds(sq("e1"), sq("d1"), PieceKind::BISHOP, squares(&["c3"]));
        assert_eq!(
            kinds,
            bits(&[PieceKind::QUEEN, PieceKind::ROOK, PieceKind::KNIGHT])
        );
    }

    /// A line piece parries surely only onto a square next to it: a queen
    /// or rook on f2 would reach d2 only across e2, which is not between
    /// checker and king and may be taken; a knight there reaches neither
    /// d2 nor c3.
    #[test]
    fn a_line_piece_does_not_parry_from_afar() {
        let kinds = parrying_kinds(sq("e1"), sq("f2"), PieceKind::BISHOP, squares(&["c3"]));
        assert_eq!(kinds, 0);
    }

    /// The parry must work against every square the checker may end on:
    /// a knight on d1 takes a bishop on c3 or steps between from b4 or a5
    /// (to c3), but a queen or rook on d1 only steps to d2, which lies
    /// between for all three.
    #[test]
    fn a_parry_holds_for_every_square_of_the_checker() {
        let kinds = parrying_kinds(
            sq("e1"),
            sq("d1"),
            PieceKind::BISHOP,
            squares(&["c3", "b4", "a5"]),
        );
        assert_eq!(
            kinds,
            bits(&[PieceKind::QUEEN, PieceKind::ROOK, PieceKind::KNIGHT])
        );
        // from f1 a knight parries both (to d2 against c3, taking on g3), a
        // queen or rook only the check from g3 (to f2)
        let kinds = parrying_kinds(
            sq("e1"),
            sq("f1"),
            PieceKind::BISHOP,
            squares(&["c3", "g3"]),
        );
        assert_eq!(kinds, bits(&[PieceKind::KNIGHT]));
    }

    /// The configurations of a mate listed with room for exactly all of
    /// them, and with room for one fewer: the listing gives up in the
    /// second case only, whether the king's squares are enumerated one
    /// after the other or by the threads of a pool (where they share the
    /// count of configurations found).
    #[test]
    fn the_listing_gives_up_just_beyond_its_limit() {
        use nightrider_board::Piece;
        let mut pos = Position::empty();
        for (name, kind, colour) in [
            ("a1", PieceKind::KING, Colour::White),
            ("d1", PieceKind::QUEEN, Colour::White),
            ("h1", PieceKind::ROOK, Colour::White),
            ("b1", PieceKind::KNIGHT, Colour::White),
            ("e8", PieceKind::KING, Colour::Black),
            ("f8", PieceKind::BISHOP, Colour::Black),
            ("d7", PieceKind::PAWN, Colour::Black),
        ] {
            pos.put(sq(name), Piece::new(kind, colour));
        }
        let pieces = Pieces::new(&pos).expect("orthodox pieces");
        let dist = Distances::new();
        let list = |max_configs: usize| {
            let budget = Budget {
                mating_moves: 2,
                mated_moves: 2,
                max_configs,
            };
            enumerate(&pos, &pieces, &dist, Colour::Black, Ending::Mate, &budget)
                .map(|configs| configs.len())
        };
        let all = list(usize::MAX).expect("no limit");
        assert!(all > 10, "{all} configurations");
        assert_eq!(list(all), Some(all));
        assert_eq!(list(all - 1), None);
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(2)
            .build()
            .expect("a pool");
        pool.install(|| {
            assert_eq!(list(all), Some(all));
            assert_eq!(list(all - 1), None);
        });
    }

    /// A knight's check has no squares between: only a capture parries it.
    #[test]
    fn a_knight_check_is_parried_by_capture_only() {
        let kinds = parrying_kinds(sq("e8"), sq("f7"), PieceKind::KNIGHT, squares(&["d6"]));
        assert_eq!(kinds, bits(&[PieceKind::KNIGHT]));
        let kinds = parrying_kinds(sq("e8"), sq("d8"), PieceKind::KNIGHT, squares(&["d6"]));
        assert_eq!(kinds, 0);
    }
}
