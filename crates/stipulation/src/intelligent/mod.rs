//! Intelligent mode: help and series play towards mate and stalemate,
//! searched only towards the final positions that can still be reached.
//!
//! When a help or series branch ending in mate or stalemate starts, the
//! [`Guide`] lists every final configuration reachable with the moves each
//! side has ([`config::enumerate`]: the mated king's square, the checker
//! and the guards of the mating side, each with its kind and the squares it
//! may end on, and the king's squares the mated side blocks). As moves are
//! played it keeps, for each configuration still alive, how many moves
//! each side needs at the least to get there from where the pieces stand
//! now (empty-board distances, [`distance`]): for the mating side, the sum
//! of its placed pieces' distances; for the mated side, its king's
//! distance plus the fewest moves that bring a different one of its other
//! pieces onto each blocked square (the nearest piece of each, unless one
//! piece is the nearest of two squares; a piece that would surely parry
//! the check from a square is not brought there, see
//! [`Config::parrying`]). A configuration dies when a side
//! needs more moves than it has left, or one of its pieces is captured. A
//! position where every configuration is dead has no solution.
//!
//! For stalemate ([`Ending::Stalemate`]) the configurations are complete
//! final positions of the stalemated side: every one of its pieces left at
//! the end stands on a named square, immobile, and the others are
//! captured ([`stalemate`]). The mated side's need is then the sum of its
//! pieces' distances, and a configuration also dies when more of its
//! pieces stand than the other side has moves left to capture.
//!
//! This is the idea of Popeye's intelligent mode (enumerate the final
//! positions, search towards them), in a form that cannot lose a solution:
//! every mate reachable in the moves left matches a listed configuration,
//! and its pieces got there in no fewer moves than those counted. The
//! search itself is the ordinary one; the guide only says which positions
//! cannot lead anywhere. It follows the orthodox rules only (see
//! [`crate::Game::orthodox`]).

pub mod config;
pub mod distance;
pub mod stalemate;
pub mod tracker;

pub use config::{Budget, Config, Ending, Placement};
pub use distance::Distances;
pub use tracker::Pieces;

use distance::FAR;
use nightrider_board::{Bitboard, CastlingRights, Colour, Move, PieceKind, Position, Square};
use smallvec::SmallVec;
use std::sync::Arc;

/// Above this many configurations the guide is not built (the search
/// falls back to the coarser count of [`crate::mate_reach`]).
pub const MAX_CONFIGS: usize = 50_000;

/// A configuration still alive, with what each side needs to reach it.
#[derive(Clone, Copy, Debug)]
struct Alive {
    /// Which pieces of the mating side the configuration uses (a copy of
    /// [`Prepared::uses`], at hand without reaching for the configuration).
    uses: u64,
    index: u32,
    /// A copy of [`Prepared::part`].
    part: u32,
    mating_need: u8,
    mated_need: u8,
}

/// The mated side's pieces other than its king, which may block the
/// king's squares.
#[derive(Clone)]
struct Blocking {
    ids: Vec<u8>,
}

impl Blocking {
    /// Counts every blocker's distances in `level`.
    fn count_all(&self, dist: &Distances, level: &mut Level) {
        level.rows = vec![[FAR; 64]; self.ids.len()];
        for i in 0..self.ids.len() {
            self.count_row(dist, level, i);
        }
        self.combine_rows(level);
    }

    /// Recounts the distances of blocker number `i` in `level`.
    fn count_row(&self, dist: &Distances, level: &mut Level, i: usize) {
        level.rows[i] = level.pieces.to_each_square(dist, self.ids[i]);
    }

    /// The fewest moves that bring a different blocker of `level` onto each
    /// square of `blocked`, when `blocked` needs at most `limit` moves
    /// counted square by square (`None`: they cannot all be filled; more
    /// than `limit` when they need more). One piece fills one square, so
    /// this is the cheapest assignment of blockers to squares; when the
    /// nearest blockers of the squares are different pieces, it is the sum
    /// of their distances. A blocker whose kind `parrying` names for a
    /// square does not fill it.
    fn assignment_cost(
        &self,
        level: &Level,
        blocked: Bitboard,
        parrying: &[(Square, u8)],
        limit: u32,
    ) -> Option<u32> {
        let mut nearest_total = 0u32;
        for sq in blocked {
            match level.block_cost[sq.idx()] {
                FAR => return None,
                d => nearest_total += u32::from(d),
            }
        }
        if nearest_total > limit || (!blocked.has_more_than_one() && parrying.is_empty()) {
            return Some(nearest_total);
        }
        let squares: SmallVec<[Square; 8]> = blocked.into_iter().collect();
        // the kinds that may not fill each square
        let mut barred = [0u8; 8];
        for &(sq, kinds) in parrying {
            if let Some(j) = squares.iter().position(|&s| s == sq) {
                barred[j] = kinds;
            }
        }
        let may_fill =
            |i: usize, j: usize| barred[j] & 1 << level.pieces.kind(self.ids[i]).idx() == 0;
        // the nearest blockers: when they differ, nothing is shared
        let mut nearest_pieces = 0u64;
        let mut shared = false;
        for &sq in &squares {
            let nearest = level.rows.iter().enumerate().position(|(i, row)| {
                row[sq.idx()] == level.block_cost[sq.idx()]
                    && level.pieces.square(self.ids[i]).is_some()
            });
            let piece = 1u64 << nearest.unwrap_or(0);
            shared |= nearest_pieces & piece != 0;
            nearest_pieces |= piece;
        }
        if !shared && parrying.is_empty() {
            return Some(nearest_total);
        }
        // cheapest[mask]: the fewest moves filling the squares of `mask`
        // with the blockers looked at so far, one each
        // (at most 8 squares: those next to the king)
        let full = (1usize << squares.len()) - 1;
        let mut cheapest = [u32::MAX; 256];
        cheapest[0] = 0;
        for (i, row) in level.rows.iter().enumerate() {
            if level.pieces.square(self.ids[i]).is_none() {
                continue;
            }
            for mask in (0..full).rev() {
                if cheapest[mask] == u32::MAX {
                    continue;
                }
                for (j, sq) in squares.iter().enumerate() {
                    let d = row[sq.idx()];
                    if mask & (1 << j) != 0 || d == FAR || !may_fill(i, j) {
                        continue;
                    }
                    let with = mask | 1 << j;
                    cheapest[with] = cheapest[with].min(cheapest[mask] + u32::from(d));
                }
            }
        }
        (cheapest[full] != u32::MAX).then_some(cheapest[full])
    }

    /// The block costs and the number of blockers of `level` from its rows.
    fn combine_rows(&self, level: &mut Level) {
        let mut cost = [FAR; 64];
        let mut blockers = 0;
        for (i, row) in level.rows.iter().enumerate() {
            if level.pieces.square(self.ids[i]).is_none() {
                continue;
            }
            blockers += 1;
            for (c, r) in cost.iter_mut().zip(row.iter()) {
                *c = (*c).min(*r);
            }
        }
        level.block_cost = cost;
        level.blockers = blockers;
    }
}

/// A configuration as the guide keeps it: its placements and which pieces
/// of the mating side it uses.
struct Prepared {
    config: Config,
    /// The identities of its mating pieces, as a bit set.
    uses: u64,
    /// Its mated side's part (king's square and blocked squares), as an
    /// index into [`Guide::mated_parts`]: configurations sharing it share
    /// what the mated side needs.
    part: u32,
}

/// The mated side's part of configurations: what that side must bring
/// about, shared by the configurations that differ only in the mating
/// side's pieces.
#[derive(Clone, PartialEq, Eq, Hash)]
struct MatedPart {
    /// The king's square.
    king: Square,
    /// The squares blocked by pieces left open.
    blocked: Bitboard,
    /// The pieces placed by name ([`Config::mated`]).
    placed: SmallVec<[Placement; 8]>,
    /// Whether the pieces not placed must be captured ([`Config::complete`]).
    complete: bool,
    /// The blocked squares that pieces of some kinds cannot fill, as they
    /// would parry the check from there ([`Config::parrying`]).
    parrying: SmallVec<[(Square, u8); 8]>,
}

/// Which moves may still lead to a listed configuration (see
/// [`Guide::last_mated_move_filter`]): those from a square of `from` or to
/// a square of `to`, and every castling and null move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveFilter {
    /// The squares a move may start from.
    pub from: Bitboard,
    /// The squares a move may go to.
    pub to: Bitboard,
}

impl MoveFilter {
    /// Whether `m` may still lead to a listed configuration.
    pub fn allows(&self, m: &Move) -> bool {
        m.is_null() || m.is_castling() || self.from.contains(m.from) || self.to.contains(m.to)
    }
}

/// What the mated side's next move must do where no configuration alive
/// leaves it more than one move to spare (see [`Guide::tight_targets`]):
/// bring its king nearer to a square of `king_nearer` or no farther from
/// one of `king_no_farther`, or another piece nearer to a square of
/// `others_nearer` (any move of another piece will do when
/// `others_free`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TightTargets {
    /// The king's squares of the configurations with no move to spare.
    pub king_nearer: Bitboard,
    /// The king's squares of those with one.
    pub king_no_farther: Bitboard,
    /// The squares the other pieces block or are placed on in those with
    /// no move to spare.
    pub others_nearer: Bitboard,
    /// Whether one configuration alive has a move to spare (a move of a
    /// piece other than the king may keep it alive wherever it goes).
    pub others_free: bool,
}

/// Where no configuration alive leaves the mating side a move to spare
/// (see [`Guide::tight_mating_targets`]): for each of its pieces, by
/// identity, the squares it heads for in one of them.
#[derive(Clone, Debug)]
pub struct MatingTargets {
    squares: [Bitboard; 64],
}

/// A piece a move moves, with its distances to each square before and
/// after it (see [`Guide::moved`]).
struct Moved<'d> {
    id: u8,
    before: &'d [u8; 64],
    after: &'d [u8; 64],
}

/// In [`Level::part_need`]: not counted yet.
const UNCOUNTED: u8 = 0xFE;
/// In [`Level::part_need`]: can no longer be reached.
const UNREACHABLE: u8 = 0xFF;

/// The final configurations of one help or series branch, followed move
/// by move (see the module documentation). A clone shares the listed
/// configurations and follows moves on its own.
#[derive(Clone)]
pub struct Guide {
    configs: Arc<[Prepared]>,
    mated: Colour,
    /// The distinct mated sides' parts of the configurations: the king's
    /// square and the blocked squares.
    mated_parts: Arc<[MatedPart]>,
    /// The mated king's identity.
    king: u8,
    /// The mated side's blocking pieces.
    blocking: Blocking,
    /// Per ply from the start: the identities, the configurations alive and
    /// the moves each side may still have at most (kept allocated; the
    /// levels above `depth` are stale).
    stack: Vec<Level>,
    /// The level of the current position.
    depth: usize,
    /// Whether the last two levels are counted only as far as a search
    /// asks ([`Guide::lazy`]).
    lazy: bool,
}

#[derive(Clone)]
struct Level {
    pieces: Pieces,
    /// The castling rights of the position (their loss changes distances).
    castling: CastlingRights,
    /// For each blockable square, the fewest moves one of the mated side's
    /// pieces other than its king needs to get there.
    block_cost: [u8; 64],
    /// How many of those pieces are left.
    blockers: u32,
    /// Per blocking piece (in the order of `Guide::blocker_ids`), the
    /// fewest moves it needs to each blockable square.
    rows: Vec<[u8; 64]>,
    /// Per mated part ([`Guide::mated_parts`]), what the mated side needs
    /// for it, counted when first asked ([`UNCOUNTED`], [`UNREACHABLE`]).
    part_need: Vec<u8>,
    alive: Vec<Alive>,
    mating_left: u32,
    mated_left: u32,
}

impl Guide {
    /// The guide for `ending` against `mated`'s king from `pos`, where the
    /// mating side has `budget.mating_moves` moves left and the mated side
    /// `budget.mated_moves`; `None` when it cannot be built (fairy pieces,
    /// no single king, too many configurations).
    pub fn new(
        pos: &Position,
        dist: &Distances,
        mated: Colour,
        ending: Ending,
        budget: &Budget,
    ) -> Option<Guide> {
        Self::listed(pos, dist, mated, ending, budget)?.with_budget(pos, dist, budget)
    }

    /// The configurations of the guide [`Guide::new`] builds, not yet
    /// followed from `pos`: [`Guide::with_budget`] makes the guide for
    /// `budget` or any smaller one from them (a final position reachable
    /// with fewer moves is reachable with more, so it is listed).
    pub fn listed(
        pos: &Position,
        dist: &Distances,
        mated: Colour,
        ending: Ending,
        budget: &Budget,
    ) -> Option<Guide> {
        let pieces = Pieces::new(pos)?;
        let king = pieces.king(pos, mated)?;
        // complete final positions of a stalemate may be too many to list:
        // then the king's configurations (mate or stalemate) serve
        let configs =
            config::enumerate(pos, &pieces, dist, mated, ending, budget).or_else(|| {
                (ending == Ending::Stalemate)
                    .then(|| config::enumerate(pos, &pieces, dist, mated, Ending::Boxed, budget))
                    .flatten()
            })?;
        let mut mated_parts = Vec::new();
        let mut part_index = ahash::AHashMap::new();
        let configs: Vec<Prepared> = configs
            .into_iter()
            .map(|config| {
                let uses = config.mating.iter().fold(0u64, |m, p| m | 1 << p.id);
                let key = MatedPart {
                    king: config.king,
                    blocked: config.blocked,
                    placed: config.mated.clone(),
                    complete: config.complete,
                    parrying: config.parrying.clone(),
                };
                let part = *part_index.entry(key.clone()).or_insert_with(|| {
                    mated_parts.push(key);
                    mated_parts.len() as u32 - 1
                });
                Prepared { config, uses, part }
            })
            .collect();
        let blocking = Blocking {
            ids: pieces.ids(mated).filter(|&id| id != king).collect(),
        };
        Some(Guide {
            configs: configs.into(),
            mated_parts: mated_parts.into(),
            mated,
            king,
            blocking,
            stack: Vec::with_capacity(32),
            depth: 0,
            lazy: false,
        })
    }

    /// The guide from `pos` with `budget`, made from the configurations of
    /// `self` (as [`Guide::listed`] gives them, for `budget` or a larger
    /// one). `pos` must be the position they were listed in (`None` when
    /// it holds pieces a guide cannot follow).
    pub fn with_budget(&self, pos: &Position, dist: &Distances, budget: &Budget) -> Option<Guide> {
        let mut guide = Guide {
            stack: Vec::with_capacity(32),
            depth: 0,
            ..self.clone()
        };
        let pieces = Pieces::new(pos)?;
        let mut level = Level {
            pieces,
            castling: pos.castling(),
            block_cost: [FAR; 64],
            blockers: 0,
            rows: Vec::new(),
            part_need: Vec::new(),
            alive: Vec::with_capacity(guide.configs.len()),
            mating_left: budget.mating_moves,
            mated_left: budget.mated_moves,
        };
        guide.blocking.count_all(dist, &mut level);
        for index in 0..guide.configs.len() as u32 {
            let prepared = &guide.configs[index as usize];
            let (Some(mating), Some(mated)) = (
                Self::mating_need(&prepared.config, dist, &level.pieces),
                Self::mated_need(
                    guide.king,
                    &guide.blocking,
                    &guide.mated_parts[prepared.part as usize],
                    dist,
                    &level,
                ),
            ) else {
                continue;
            };
            if mating <= level.mating_left && mated <= level.mated_left {
                let prepared = &guide.configs[index as usize];
                level.alive.push(Alive {
                    uses: prepared.uses,
                    part: prepared.part,
                    index,
                    mating_need: mating as u8,
                    mated_need: mated as u8,
                });
            }
        }
        guide.stack.push(level);
        Some(guide)
    }

    /// This guide, made to count only what a search asks: after the last
    /// move nothing (no configuration is kept alive), after the last but
    /// one whether one configuration is alive (the first found). A search
    /// asks [`Guide::may_end`] before each move but the last, so its
    /// answers are those of the full count; [`Guide::alive`] and `may_end`
    /// at the end are not.
    pub fn lazy(mut self) -> Guide {
        self.lazy = true;
        self
    }

    /// Whether the configurations are complete final positions of a
    /// stalemate (see [`stalemate`]; when too many, the guide lists the
    /// king's configurations only).
    pub fn complete(&self) -> bool {
        self.mated_parts.iter().any(|p| p.complete)
    }

    /// The side to be mated (or stalemated).
    pub fn mated(&self) -> Colour {
        self.mated
    }

    /// How many configurations were listed.
    pub fn configs(&self) -> usize {
        self.configs.len()
    }

    /// How many configurations are alive in the current position.
    pub fn alive(&self) -> usize {
        self.stack.get(self.depth).map_or(0, |l| l.alive.len())
    }

    /// What the mating pieces of `c` need from where they stand (`None`:
    /// one of them is captured or can never get there).
    fn mating_need(c: &Config, dist: &Distances, pieces: &Pieces) -> Option<u32> {
        let mut total = 0u32;
        for p in &c.mating {
            let d = pieces.distance_to_any(dist, p.id, p.kind, p.squares);
            if d == FAR {
                return None;
            }
            total += u32::from(d);
        }
        Some(total)
    }

    /// What the mated side, whose king is `king`, needs in `level` to have
    /// its king on `king_square` and the squares `blocked` blocked (see the
    /// module documentation).
    fn mated_need(
        king: u8,
        blocking: &Blocking,
        part: &MatedPart,
        dist: &Distances,
        level: &Level,
    ) -> Option<u32> {
        if part.blocked.count() > level.blockers {
            return None;
        }
        // the pieces not placed are captured, each by a move of the other
        // side
        if part.complete
            && level.blockers.saturating_sub(part.placed.len() as u32) > level.mating_left
        {
            return None;
        }
        let king = level
            .pieces
            .distance(dist, king, PieceKind::KING, part.king);
        if king == FAR {
            return None;
        }
        let mut total = u32::from(king);
        if part.placed.is_empty() {
            let limit = level.mated_left.saturating_sub(total);
            total += blocking.assignment_cost(level, part.blocked, &part.parrying, limit)?;
        } else {
            for sq in part.blocked {
                match level.block_cost[sq.idx()] {
                    FAR => return None,
                    d => total += u32::from(d),
                }
            }
        }
        for p in &part.placed {
            match level.pieces.distance_to_any(dist, p.id, p.kind, p.squares) {
                FAR => return None,
                d => total += u32::from(d),
            }
        }
        Some(total)
    }

    /// Follows move `m`, already played: `pos` is the position after it,
    /// `mover` the side that played it.
    pub fn play(&mut self, pos: &Position, dist: &Distances, m: &Move, mover: Colour) {
        let depth = self.depth;
        if self.stack.len() == depth + 1 {
            let copy = Level {
                pieces: self.stack[depth].pieces.clone(),
                castling: pos.castling(),
                block_cost: [FAR; 64],
                blockers: 0,
                rows: Vec::new(),
                part_need: Vec::new(),
                alive: Vec::new(),
                mating_left: 0,
                mated_left: 0,
            };
            self.stack.push(copy);
        }
        let (done, rest) = self.stack.split_at_mut(depth + 1);
        let (top, next) = (&done[depth], &mut rest[0]);
        next.pieces.clone_from(&top.pieces);
        let touched = next.pieces.touched(m);
        // castling rights lost change the distances of kings and rooks
        // that did not move: everything is recounted then
        let recount_all = pos.castling() != top.castling;
        next.pieces.play(m, pos, recount_all);
        next.castling = pos.castling();
        let (mut mating_left, mut mated_left) = (top.mating_left, top.mated_left);
        if !m.is_null() {
            if mover == self.mated {
                mated_left = mated_left.saturating_sub(1);
            } else {
                mating_left = mating_left.saturating_sub(1);
            }
        }
        next.mating_left = mating_left;
        next.mated_left = mated_left;
        // With no move left nothing asks the guide any more; with one left
        // it is asked once, whether some configuration is alive, and the
        // last move is not followed further: the first survivor answers.
        let remaining = mating_left + mated_left;
        if self.lazy && remaining == 0 {
            next.alive.clear();
            self.depth += 1;
            return;
        }
        let first_survivor_will_do = self.lazy && remaining == 1;
        // the mated side's needs change when one of its pieces moves or is
        // captured
        let mated_touched = recount_all || (!m.is_null() && mover == self.mated) || {
            let mated_ids: u64 = top.pieces.ids(self.mated).fold(0, |b, id| b | 1 << id);
            touched & mated_ids != 0
        };
        next.rows.clone_from(&top.rows);
        if mated_touched {
            let king_only = !recount_all && touched == 1 << self.king;
            if king_only {
                next.block_cost = top.block_cost;
                next.blockers = top.blockers;
            } else {
                for i in 0..self.blocking.ids.len() {
                    if recount_all || touched & (1 << self.blocking.ids[i]) != 0 {
                        self.blocking.count_row(dist, next, i);
                    }
                }
                self.blocking.combine_rows(next);
            }
        } else {
            next.block_cost = top.block_cost;
            next.blockers = top.blockers;
        }
        if mated_touched {
            next.part_need.clear();
            next.part_need.resize(self.mated_parts.len(), UNCOUNTED);
        }
        let mut alive = std::mem::take(&mut next.alive);
        alive.clear();
        for a in &top.alive {
            let mut updated = *a;
            if recount_all {
                match Self::mating_need(&self.configs[a.index as usize].config, dist, &next.pieces)
                {
                    Some(n) => updated.mating_need = n.min(255) as u8,
                    None => continue,
                }
            } else if a.uses & touched != 0 {
                let mut dead = false;
                for p in self.configs[a.index as usize]
                    .config
                    .mating
                    .iter()
                    .filter(|p| touched & (1 << p.id) != 0)
                {
                    let new = next.pieces.distance_to_any(dist, p.id, p.kind, p.squares);
                    if new == FAR {
                        dead = true;
                        break;
                    }
                    let old = top.pieces.distance_to_any(dist, p.id, p.kind, p.squares);
                    updated.mating_need = (u32::from(updated.mating_need) + u32::from(new))
                        .saturating_sub(u32::from(old))
                        .min(255) as u8;
                }
                if dead {
                    continue;
                }
            }
            if u32::from(updated.mating_need) > mating_left {
                continue;
            }
            if mated_touched {
                let part = a.part as usize;
                if next.part_need[part] == UNCOUNTED {
                    next.part_need[part] = match Self::mated_need(
                        self.king,
                        &self.blocking,
                        &self.mated_parts[part],
                        dist,
                        next,
                    ) {
                        Some(n) => n.min(u32::from(UNCOUNTED) - 1) as u8,
                        None => UNREACHABLE,
                    };
                }
                match next.part_need[part] {
                    UNREACHABLE => continue,
                    n => updated.mated_need = n,
                }
            }
            let part = &self.mated_parts[a.part as usize];
            if part.complete && next.blockers.saturating_sub(part.placed.len() as u32) > mating_left
            {
                continue;
            }
            if u32::from(updated.mated_need) <= mated_left {
                alive.push(updated);
                if first_survivor_will_do {
                    break;
                }
            }
        }
        next.alive = alive;
        self.depth += 1;
    }

    /// Where the mated side is to make its last move, which of its moves
    /// can still lead to a listed configuration: after that move every
    /// square it must occupy in a configuration (its king's, the blocked
    /// ones, its placed pieces') is occupied, so the move either fills the
    /// last one left open or leaves all of them in place. `None` when the
    /// mated side has more than one move left, or the count of the
    /// configurations alive here is cut short ([`Guide::lazy`]).
    pub fn last_mated_move_filter(&self) -> Option<MoveFilter> {
        let level = self.stack.get(self.depth)?;
        if level.mated_left != 1 || (self.lazy && level.mating_left == 0) {
            return None;
        }
        let mut filter = MoveFilter {
            from: Bitboard::EMPTY,
            to: Bitboard::EMPTY,
        };
        for (a, part) in self.alive_parts(level) {
            let mut targets = part.blocked;
            targets.insert(part.king);
            for p in &part.placed {
                targets |= p.squares;
            }
            match a.mated_need {
                // every target is occupied: a move from elsewhere keeps it so
                0 => filter.from |= !targets,
                // one is open: the move fills it
                _ => filter.to |= targets,
            }
            if filter.from == !Bitboard::EMPTY && filter.to == !Bitboard::EMPTY {
                break;
            }
        }
        Some(filter)
    }

    /// The configurations alive in `level` with the mated side's part of
    /// each, one of each run sharing a part (what that side needs is the
    /// same along the run).
    fn alive_parts<'a>(
        &'a self,
        level: &'a Level,
    ) -> impl Iterator<Item = (&'a Alive, &'a MatedPart)> + 'a {
        let mut seen = u32::MAX;
        level
            .alive
            .iter()
            .filter(move |a| std::mem::replace(&mut seen, a.part) != a.part)
            .map(move |a| (a, &self.mated_parts[a.part as usize]))
    }

    /// The piece move `m` moves in the current position, with its
    /// distances on the empty board (as it moves now) from the square it
    /// leaves and from the one it reaches; `None` for the moves the tight
    /// filters always allow: null moves, castlings, pawn moves (which may
    /// promote), a piece the guide does not follow.
    fn moved<'d>(&self, dist: &'d Distances, m: &Move) -> Option<Moved<'d>> {
        if m.is_null() || m.is_castling() {
            return None;
        }
        let level = self.stack.get(self.depth)?;
        let id = level.pieces.id_at(m.from)?;
        let unit = level.pieces.unit(id)?;
        (unit.kind() != PieceKind::PAWN).then(|| Moved {
            id,
            before: dist.to_each_square(unit, m.from),
            after: dist.to_each_square(unit, m.to),
        })
    }

    /// Where the mated side is to move with two or more moves left and
    /// no configuration alive leaves it more than one move to spare (none
    /// is complete, a stalemate's full position): what its move must do
    /// ([`Guide::tight_allows`]), or every configuration dies. A
    /// configuration's need is its king's distance to its square plus the
    /// cheapest assignment of the other pieces to the squares they fill;
    /// one move changes one piece's distances by one at the most. With no
    /// move to spare the need must fall: the king comes nearer, or another
    /// piece nearer to a square it may fill. With one it must not rise: the
    /// king goes no farther (another piece's move may leave the
    /// assignment's cost as it was).
    pub fn tight_targets(&self) -> Option<TightTargets> {
        let level = self.stack.get(self.depth)?;
        // (below two moves the last level may hold only its first
        // survivor, and the last move has a filter of its own)
        if level.mated_left < 2 || level.alive.is_empty() {
            return None;
        }
        let mut targets = TightTargets::default();
        for (a, part) in self.alive_parts(level) {
            if part.complete {
                return None;
            }
            match level.mated_left.saturating_sub(u32::from(a.mated_need)) {
                0 => {
                    targets.king_nearer.insert(part.king);
                    targets.others_nearer |= part.blocked;
                    for p in &part.placed {
                        targets.others_nearer |= p.squares;
                    }
                }
                1 => {
                    targets.king_no_farther.insert(part.king);
                    targets.others_free = true;
                }
                _ => return None,
            }
        }
        Some(targets)
    }

    /// Whether the mated side's move `m` may keep a configuration alive,
    /// `targets` ([`Guide::tight_targets`]) being those of the current
    /// position (distances on the empty board as the piece moves now; a
    /// piece that may no longer castle after the move has no shorter
    /// ones). Null moves, castlings and pawn moves (which may promote) are
    /// always allowed.
    pub fn tight_allows(&self, targets: &TightTargets, dist: &Distances, m: &Move) -> bool {
        let Some(Moved { id, before, after }) = self.moved(dist, m) else {
            return true;
        };
        if id != self.king && targets.others_free {
            return true;
        }
        if id == self.king {
            targets
                .king_nearer
                .into_iter()
                .any(|sq| after[sq.idx()] < before[sq.idx()])
                || targets
                    .king_no_farther
                    .into_iter()
                    .any(|sq| after[sq.idx()] <= before[sq.idx()])
        } else {
            targets
                .others_nearer
                .into_iter()
                .any(|sq| after[sq.idx()] < before[sq.idx()])
        }
    }

    /// Where the mating side is to move with two or more moves left and
    /// every configuration alive needs all of them: for each of its
    /// pieces the squares it heads for ([`Guide::tight_mating_allows`]).
    /// A configuration's need on that side is the sum of its pieces'
    /// distances to their squares, so with no move to spare the move must
    /// bring one of its pieces nearer to them, or it dies.
    pub fn tight_mating_targets(&self) -> Option<MatingTargets> {
        let level = self.stack.get(self.depth)?;
        // (below two moves the last level may hold only its first
        // survivor; the last move must mate)
        if level.mating_left < 2 || level.alive.is_empty() {
            return None;
        }
        let mut targets = MatingTargets {
            squares: [Bitboard::EMPTY; 64],
        };
        for a in &level.alive {
            if u32::from(a.mating_need) < level.mating_left {
                return None;
            }
            for p in &self.configs[a.index as usize].config.mating {
                targets.squares[p.id as usize] |= p.squares;
            }
        }
        Some(targets)
    }

    /// Whether the mating side's move `m` may keep a configuration alive,
    /// `targets` ([`Guide::tight_mating_targets`]) being those of the
    /// current position: it brings a piece nearer to a square it heads for
    /// (distances on the empty board as it moves now). Null moves,
    /// castlings and pawn moves (which may promote) are always allowed.
    pub fn tight_mating_allows(&self, targets: &MatingTargets, dist: &Distances, m: &Move) -> bool {
        let Some(Moved { id, before, after }) = self.moved(dist, m) else {
            return true;
        };
        targets.squares[id as usize]
            .into_iter()
            .any(|sq| after[sq.idx()] < before[sq.idx()])
    }

    /// Takes back the last move followed.
    pub fn undo(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// Whether some configuration can still be reached with the moves each
    /// side has left (the budget given when the guide was built, less the
    /// moves followed since).
    pub fn may_still_end(&self) -> bool {
        self.stack
            .get(self.depth)
            .is_some_and(|l| !l.alive.is_empty())
    }

    /// Whether some configuration can still be reached when the mating
    /// side has `mating_moves` moves left and the mated side `mated_moves`.
    pub fn may_end(&self, mating_moves: u32, mated_moves: u32) -> bool {
        self.stack.get(self.depth).is_some_and(|l| {
            l.alive.iter().any(|a| {
                u32::from(a.mating_need) <= mating_moves && u32::from(a.mated_need) <= mated_moves
            })
        })
    }
}
