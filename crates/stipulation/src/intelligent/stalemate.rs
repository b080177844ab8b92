//! Complete final positions of a stalemate.
//!
//! In a stalemate every piece of the stalemated side is immobile, not only
//! its king. A configuration of [`Ending::Stalemate`](super::Ending::Stalemate) therefore places
//! *every* piece of that side left at the end on one square (the others
//! are captured, each by one move of the stalemating side), and the
//! enumeration goes on from the king's configuration (its square, its
//! squares guarded or blocked, as for the other endings, but each block by
//! a named piece) until no placed piece can move:
//!
//! 1. Look at the position of the pieces placed so far: the stalemated
//!    side's pieces and the stalemating side's pieces whose square is
//!    known (a guard may still have several squares; it stands nowhere in
//!    this position). Take a move some placed piece has there (the one
//!    with the fewest ways to stop it; the king's open squares likewise).
//! 2. In the final position that move is impossible. For a move to an
//!    empty square, some piece stands there: one of the stalemated side's
//!    pieces not yet placed, or, in front of a pawn, one of the other
//!    side's pieces (placed there, or a guard narrowed to that square). Or
//!    the piece is pinned: a queen, rook or bishop of the other side stands
//!    beyond it on its line with its king, the squares between empty. Each
//!    way is a branch; then back to 1.
//! 3. When no placed piece can move, the first piece of the stalemated
//!    side not yet decided about is either captured (while the other side
//!    has moves for it) or stands on some square it can reach, and back
//!    to 1. When every piece is decided, the configuration is recorded.
//!
//! Every stalemate reachable in the moves each side has matches a
//! configuration found this way: follow the branches the final position
//! takes (its pieces are where the branches put them, and the moves it
//! rules out are ruled out by what the branches say). The position of
//! step 1 omits moves that only make the enumeration find more
//! configurations, never fewer: castling and en passant captures are not
//! looked at, and a guard whose square is open blocks nothing.
//!
//! A partial position is dropped early when what must still be closed
//! cannot be: squares the other side can never guard or occupy with the
//! moves it has need pieces of the stalemated side, distinct ones, each
//! costing its distance (`Builder::survey`).
//!
//! The enumeration gives up beyond [`MAX_STEPS`] steps (the guide then
//! falls back to the configurations of [`Ending::Boxed`](super::Ending::Boxed)).

use super::config::{end_kinds, Builder, Placement, EDGE_RANKS};
use super::distance::{neighbours, Distances, FAR};
use super::tracker::Pieces;
use crate::empty_board::{BISHOP_LINES, KNIGHT_STEPS, ROOK_LINES};
use nightrider_board::{Bitboard, Colour, PieceKind, Square};
use smallvec::SmallVec;
use std::sync::atomic::Ordering;

/// The steps after which the enumeration of complete final positions
/// gives up.
pub const MAX_STEPS: u64 = 30_000_000;

/// The steps an enumeration takes at once from the shared count.
const STEP_BATCH: u64 = 4096;

/// What the stalemating side can reach at all with the moves it has, with
/// any of its pieces (the bounds of [`Builder::hopeless`]).
pub(super) struct Reach {
    /// The fewest moves to stand on each square.
    stand: [u8; 64],
    /// The fewest moves to stand on each square as a piece pinning along
    /// ranks and files (`[0]`) or diagonals (`[1]`).
    pin: [[u8; 64]; 2],
    /// The fewest moves to attack each square (on an empty board).
    guard: [u8; 64],
}

impl Reach {
    /// The bounds for the pieces of `colour` in `pieces`.
    pub(super) fn new(pieces: &Pieces, dist: &Distances, colour: Colour) -> Reach {
        let mut r = Reach {
            stand: [FAR; 64],
            pin: [[FAR; 64]; 2],
            guard: [FAR; 64],
        };
        for id in pieces.ids(colour) {
            for &kind in end_kinds(pieces.kind(id)) {
                let row: [u8; 64] = std::array::from_fn(|i| {
                    let sq = Square::ALL[i];
                    if kind == PieceKind::PAWN && EDGE_RANKS.contains(sq) {
                        FAR
                    } else {
                        pieces.distance(dist, id, kind, sq)
                    }
                });
                for sq in Square::ALL {
                    let d = row[sq.idx()];
                    if d == FAR {
                        continue;
                    }
                    let i = sq.idx();
                    r.stand[i] = r.stand[i].min(d);
                    if matches!(kind, PieceKind::QUEEN | PieceKind::ROOK) {
                        r.pin[0][i] = r.pin[0][i].min(d);
                    }
                    if matches!(kind, PieceKind::QUEEN | PieceKind::BISHOP) {
                        r.pin[1][i] = r.pin[1][i].min(d);
                    }
                    for f in dist.attacks(kind, colour, sq) {
                        r.guard[f.idx()] = r.guard[f.idx()].min(d);
                    }
                }
            }
        }
        r
    }
}

/// A partial position that can no longer become a stalemate.
pub(super) struct Hopeless;

/// A move of a placed piece in the position of the placed pieces.
#[derive(Clone, Copy)]
pub(super) struct Mobile {
    /// The square it moves to.
    to: Square,
    /// Whether it is a pawn's step forwards (which any piece can block).
    push: bool,
    /// Whether it captures a piece of the other side.
    capture: bool,
}

/// A step on the board: file and rank offsets.
type Step = (i32, i32);

/// The queen's directions: the rook's, then the bishop's.
const QUEEN_LINES: [Step; 8] = [
    ROOK_LINES[0],
    ROOK_LINES[1],
    ROOK_LINES[2],
    ROOK_LINES[3],
    BISHOP_LINES[0],
    BISHOP_LINES[1],
    BISHOP_LINES[2],
    BISHOP_LINES[3],
];

/// The unit step from `from` towards `to` when they share a rank, file or
/// diagonal.
fn direction(from: Square, to: Square) -> Option<(i32, i32)> {
    let (dx, dy) = (to.x() - from.x(), to.y() - from.y());
    if (dx, dy) == (0, 0) || !(dx == 0 || dy == 0 || dx.abs() == dy.abs()) {
        return None;
    }
    Some((dx.signum(), dy.signum()))
}

/// The kinds that pin along a line of direction `d`.
fn pinners(d: (i32, i32)) -> [PieceKind; 2] {
    if d.0 == 0 || d.1 == 0 {
        [PieceKind::QUEEN, PieceKind::ROOK]
    } else {
        [PieceKind::QUEEN, PieceKind::BISHOP]
    }
}

impl Builder<'_> {
    /// The squares of the mated side's placed pieces other than its king.
    pub(super) fn mated_occupied(&self) -> Bitboard {
        self.current
            .mated
            .iter()
            .fold(Bitboard::EMPTY, |b, p| b | p.squares)
    }

    /// The mating side's pieces whose square is known, and their squares.
    fn mating_fixed(&self) -> Bitboard {
        self.current
            .mating
            .iter()
            .filter(|p| !p.squares.has_more_than_one())
            .fold(Bitboard::EMPTY, |b, p| b | p.squares)
    }

    /// The kind of the mating piece known to stand on `sq`, if any.
    fn mating_kind_on(&self, sq: Square) -> Option<PieceKind> {
        self.current
            .mating
            .iter()
            .find(|p| !p.squares.has_more_than_one() && p.squares.contains(sq))
            .map(|p| p.kind)
    }

    /// Counts one step; `false` (and the enumeration overflows) when the
    /// steps are spent.
    fn step(&mut self) -> bool {
        if self.steps_left == 0 {
            // take a batch from the count shared with the other king's
            // squares
            let batch = self
                .steps
                .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |left| {
                    Some(left.saturating_sub(STEP_BATCH))
                })
                .unwrap_or(0)
                .min(STEP_BATCH);
            if batch == 0 {
                self.overflow = true;
            }
            self.steps_left = batch;
        }
        if self.steps_left > 0 {
            self.steps_left -= 1;
        }
        !self.overflow
    }

    /// Places each undecided piece of the mated side on `target`, in each
    /// kind it may end as, then goes on with `next`.
    pub(super) fn block_with_mated(&mut self, target: Square, next: fn(&mut Self)) {
        for i in 0..self.others.len() {
            let id = self.others[i];
            if self.decided & (1 << id) != 0 {
                continue;
            }
            self.place_mated(id, target, next);
        }
    }

    /// Places mated piece `id` on `target` in each kind it may end as
    /// there, then goes on with `next`.
    fn place_mated(&mut self, id: u8, target: Square, next: fn(&mut Self)) {
        for &kind in end_kinds(self.pieces.kind(id)) {
            if kind == PieceKind::PAWN && EDGE_RANKS.contains(target) {
                continue;
            }
            let cost = self.distance(id, kind, target);
            if cost > self.mated_left || !self.step() {
                continue;
            }
            self.mated_left -= cost;
            self.decided |= 1 << id;
            self.current.mated.push(Placement {
                id,
                kind,
                squares: Bitboard::from_square(target),
            });
            next(self);
            self.current.mated.pop();
            self.decided &= !(1 << id);
            self.mated_left += cost;
        }
    }

    /// Puts a piece of the mating side on `target`, each kind of `kinds`
    /// (`None`: any kind but a king next to the mated king): a piece not
    /// yet used, or a placed piece with several squares narrowed to this
    /// one. Then goes on with [`Builder::immobilise`].
    fn put_mating(&mut self, target: Square, kinds: Option<&[PieceKind]>) {
        let fits = |kind: PieceKind, king_square: Square| {
            kinds.is_none_or(|k| k.contains(&kind))
                && !(kind == PieceKind::PAWN && EDGE_RANKS.contains(target))
                && !(kind == PieceKind::KING && neighbours(king_square).contains(target))
        };
        for id in self.pieces.ids(self.mating_colour) {
            if self.used & (1 << id) != 0 {
                continue;
            }
            for &kind in end_kinds(self.pieces.kind(id)) {
                if !fits(kind, self.king_square) {
                    continue;
                }
                let cost = self.distance(id, kind, target);
                if cost > self.mating_left || !self.step() {
                    continue;
                }
                self.used |= 1 << id;
                self.mating_left -= cost;
                self.current.mating.push(Placement {
                    id,
                    kind,
                    squares: Bitboard::from_square(target),
                });
                self.immobilise();
                self.current.mating.pop();
                self.mating_left += cost;
                self.used &= !(1 << id);
            }
        }
        for i in 0..self.current.mating.len() {
            let p = self.current.mating[i];
            if !p.squares.has_more_than_one()
                || !p.squares.contains(target)
                || !fits(p.kind, self.king_square)
            {
                continue;
            }
            let old = self.cost(&p);
            let new = self.distance(p.id, p.kind, target);
            if new > self.mating_left + old || !self.step() {
                continue;
            }
            self.mating_left = self.mating_left + old - new;
            self.current.mating[i].squares = Bitboard::from_square(target);
            self.immobilise();
            self.current.mating[i] = p;
            self.mating_left = self.mating_left + new - old;
        }
    }

    /// Goes on until no placed piece of the mated side can move (see the
    /// module documentation), then decides about the pieces not placed.
    pub(super) fn immobilise(&mut self) {
        if !self.step() {
            return;
        }
        let Ok(survey) = self.survey(Bitboard::EMPTY) else {
            return;
        };
        let Some((from, mv)) = survey else {
            self.place_rest();
            return;
        };
        // something stands on the square moved to
        if !mv.capture {
            self.block_with_mated(mv.to, Self::immobilise);
            if mv.push {
                self.put_mating(mv.to, None);
            }
        }
        // or the piece is pinned, and the move leaves the line
        let occupied = self.mated_occupied() | self.mating_fixed();
        if let Some((d, squares)) = self.pin_squares(from, mv.to, occupied) {
            let kinds = pinners(d);
            for sq in squares {
                self.put_mating(sq, Some(&kinds));
            }
        }
    }

    /// The moves of placed piece `p` in the position of the placed pieces
    /// (`own`: the mated side's squares, its king's too; `theirs`: the
    /// mating side's known squares), into `out`; whether it is pinned.
    fn moves_of(
        &self,
        p: &Placement,
        own: Bitboard,
        theirs: Bitboard,
        out: &mut Vec<Mobile>,
    ) -> bool {
        let Some(from) = p.squares.first() else {
            return false;
        };
        let pin = self.pin_line(from, own | theirs);
        let allowed = |to: Square| match pin {
            None => true,
            Some(d) => direction(from, to).is_some_and(|m| m == d || m == (-d.0, -d.1)),
        };
        let mut consider = |to: Option<Square>, push: bool, capture_only: bool| {
            let Some(to) = to else { return };
            if own.contains(to) || !allowed(to) {
                return;
            }
            let capture = theirs.contains(to);
            if (push && capture) || (capture_only && !capture) {
                return;
            }
            out.push(Mobile { to, push, capture });
        };
        match p.kind {
            PieceKind::PAWN => {
                let dy = (!self.mating_colour).fold(1, -1);
                consider(from.offset(0, dy), true, false);
                consider(from.offset(1, dy), false, true);
                consider(from.offset(-1, dy), false, true);
            }
            PieceKind::KNIGHT => {
                for (dx, dy) in KNIGHT_STEPS {
                    consider(from.offset(dx, dy), false, false);
                }
            }
            kind => {
                let directions: &[Step] = match kind {
                    PieceKind::ROOK => &ROOK_LINES,
                    PieceKind::BISHOP => &BISHOP_LINES,
                    _ => &QUEEN_LINES,
                };
                for &(dx, dy) in directions {
                    consider(from.offset(dx, dy), false, false);
                }
            }
        }
        pin.is_some()
    }

    /// The open square of the mated king (of `open`) with the fewest ways
    /// to close it: the pieces of the mated side that can still get there,
    /// and whether a piece of the other side can guard it at all.
    pub(super) fn pick_flight(&self, open: Bitboard) -> Option<Square> {
        let reach = self.reach?;
        open.into_iter().min_by_key(|f| {
            let guards = if u32::from(reach.guard[f.idx()]) <= self.captures_budget {
                2
            } else {
                0
            };
            let blocks = self
                .others
                .iter()
                .filter(|&&id| {
                    self.decided & (1 << id) == 0
                        && u32::from(self.mated_rows[id as usize][f.idx()]) <= self.mated_left
                })
                .count();
            guards + blocks
        })
    }

    /// Where a pinner could stand so that the piece on `from` cannot move to
    /// `to`: the direction from the mated king through `from` and the empty
    /// squares beyond `from`, nearest first, up to the first placed piece
    /// (`occupied`). `None` when the move stays on that line, or `from`
    /// shares no line with the king, or a placed piece stands between them.
    fn pin_squares(
        &self,
        from: Square,
        to: Square,
        occupied: Bitboard,
    ) -> Option<(Step, impl Iterator<Item = Square>)> {
        let king = self.king_square;
        let d = direction(king, from)?;
        if direction(from, to).is_some_and(|m| m == d || m == (-d.0, -d.1)) {
            return None;
        }
        let mut sq = king;
        loop {
            sq = match sq.offset(d.0, d.1) {
                Some(next) if next != from => next,
                _ => break,
            };
            if occupied.contains(sq) {
                return None;
            }
        }
        let beyond = std::iter::successors(from.offset(d.0, d.1), move |sq| sq.offset(d.0, d.1))
            .take_while(move |sq| !occupied.contains(*sq));
        Some((d, beyond))
    }

    /// Whether the piece on `from` could be pinned, so that its move to `to`
    /// is impossible, by a piece of the mating side that can get beyond it
    /// with the moves that side has (`occupied`: the placed pieces).
    fn pinnable(&self, reach: &Reach, from: Square, to: Square, occupied: Bitboard) -> bool {
        self.pin_squares(from, to, occupied)
            .is_some_and(|(d, mut squares)| {
                let class = usize::from(d.0 != 0 && d.1 != 0);
                squares.any(|sq| u32::from(reach.pin[class][sq.idx()]) <= self.captures_budget)
            })
    }

    /// Looks at the partial position: whether it can no longer become a
    /// stalemate (see below), and otherwise the move of a placed piece of
    /// the mated side to stop next, the one with the fewest ways to stop
    /// it (`None`: no placed piece can move).
    ///
    /// Hopeless: the squares only the mated side's pieces can still close
    /// (`open` squares of its king no piece of the other side can guard,
    /// moves of its placed pieces no piece of the other side can stop)
    /// need more pieces than it has undecided, or more moves than it has
    /// left; or a placed piece has a capture nothing can stop.
    pub(super) fn survey(&self, open: Bitboard) -> Result<Option<(Square, Mobile)>, Hopeless> {
        let Some(reach) = self.reach else {
            return Ok(None);
        };
        let budget = self.captures_budget;
        let mut need = Bitboard::EMPTY;
        for f in open {
            if u32::from(reach.guard[f.idx()]) > budget {
                need.insert(f);
            }
        }
        let undecided: SmallVec<[u8; 16]> = self
            .others
            .iter()
            .copied()
            .filter(|&id| self.decided & (1 << id) == 0)
            .collect();
        let own = self.mated_occupied().with(self.king_square);
        let theirs = self.mating_fixed();
        let mut moves = Vec::new();
        let mut best: Option<(u32, Square, Mobile)> = None;
        for p in &self.current.mated {
            moves.clear();
            let pinned = self.moves_of(p, own, theirs, &mut moves);
            let Some(from) = p.squares.first() else {
                continue;
            };
            for &mv in &moves {
                let mut ways = 0;
                if !pinned && self.pinnable(reach, from, mv.to, own | theirs) {
                    ways += 2;
                }
                if mv.push && u32::from(reach.stand[mv.to.idx()]) <= budget {
                    ways += 2;
                }
                if ways == 0 {
                    if mv.capture {
                        return Err(Hopeless);
                    }
                    need.insert(mv.to);
                }
                if !mv.capture {
                    ways += undecided
                        .iter()
                        .filter(|&&id| {
                            u32::from(self.mated_rows[id as usize][mv.to.idx()]) <= self.mated_left
                        })
                        .count() as u32;
                }
                if ways == 0 {
                    return Err(Hopeless);
                }
                if best.is_none_or(|(w, _, _)| ways < w) {
                    best = Some((ways, from, mv));
                }
            }
        }
        if need.count() > undecided.len() as u32 {
            return Err(Hopeless);
        }
        let cost: u32 = need
            .into_iter()
            .map(|sq| u32::from(self.block_cost[sq.idx()]))
            .sum();
        if cost > self.mated_left {
            return Err(Hopeless);
        }
        Ok(best.map(|(_, from, mv)| (from, mv)))
    }

    /// The direction from the mated king through `from` when the piece on
    /// `from` is pinned by a mating piece of known square (`occupied`: the
    /// squares of the placed pieces).
    fn pin_line(&self, from: Square, occupied: Bitboard) -> Option<(i32, i32)> {
        let d = direction(self.king_square, from)?;
        let mut sq = self.king_square;
        loop {
            sq = sq.offset(d.0, d.1)?;
            if sq == from {
                break;
            }
            if occupied.contains(sq) {
                return None;
            }
        }
        loop {
            sq = sq.offset(d.0, d.1)?;
            if occupied.contains(sq) {
                let kind = self.mating_kind_on(sq)?;
                return pinners(d).contains(&kind).then_some(d);
            }
        }
    }

    /// Decides about the first piece of the mated side neither placed nor
    /// captured: captured (while the mating side has a move for it), or
    /// standing on each square it can reach. Records the configuration
    /// when every piece is decided.
    fn place_rest(&mut self) {
        let Some(&id) = self
            .others
            .iter()
            .find(|&&id| self.decided & (1 << id) == 0)
        else {
            self.record();
            return;
        };
        if self.captures_left > 0 {
            self.captures_left -= 1;
            self.decided |= 1 << id;
            self.place_rest();
            self.decided &= !(1 << id);
            self.captures_left += 1;
        }
        let taken = self.mated_occupied() | self.mating_fixed();
        for sq in Square::ALL {
            if sq == self.king_square || taken.contains(sq) {
                continue;
            }
            self.place_mated(id, sq, Self::immobilise);
            if self.overflow {
                return;
            }
        }
    }
}
