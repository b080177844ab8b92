//! Pruning help and series play towards mate or stalemate: a necessary
//! condition, counted on an empty board, for the goal to be reachable with
//! the moves each side has left.
//!
//! This is the counting at the heart of Popeye's "intelligent mode", in the
//! form of a bound rather than an enumeration of final positions. In a final
//! position where the king of the side to be mated stands on `k`:
//!
//! - the king reached `k` with its own moves (at least the king distance,
//!   one less when it may still castle);
//! - for mate, a piece of the mating side other than its king attacks `k`;
//! - every square next to `k` is attacked by the mating side or occupied
//!   by a piece of the mated side, and the occupying pieces are distinct
//!   pieces, each of which needed its own moves to get there.
//!
//! Every piece gets to a square no faster than it could on an empty board
//! (a pawn is allowed every diagonal step, as if there were always
//! something to capture, and every promotion), and a piece attacks on an
//! empty board everything it attacks on the real one, so a position that
//! fails the count has no solution: pruning it never loses one. The count
//! is only sound under the orthodox rules, which the solvers check through
//! [`crate::Game::orthodox`].
//!
//! The mating side's moves are counted twice: once as a budget every piece
//! may spend alone (cheap), and, when there are few ways to share a small
//! budget among its pieces, once per way of sharing it.

use crate::empty_board::{lines, steps, BISHOP_LINES, KING_STEPS, KNIGHT_STEPS, ROOK_LINES};
use nightrider_board::{Bitboard, Colour, PieceKind, Position, Square};

/// The squares where castling rooks stand.
const CORNERS: Bitboard = Bitboard(0x8100_0000_0000_0081);

/// Budgets above this many moves are not counted (everything is treated as
/// reachable); the tables hold distances up to it.
const MAX_DEPTH: usize = 15;
const DEPTHS: usize = MAX_DEPTH + 1;

/// At most this many ways of sharing the mating side's budget among its
/// pieces are tried one by one.
const MAX_SHARINGS: u64 = 64;

impl Default for MateReach {
    fn default() -> MateReach {
        MateReach::new()
    }
}

/// The kinds of movement the tables know.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Unit {
    Knight = 0,
    Bishop,
    Rook,
    Queen,
    King,
    /// A king that may still castle (two squares along its first rank).
    CastlingKing,
    WhitePawn,
    BlackPawn,
}

const UNITS: usize = 8;

/// What a side must bring about against the other side's king.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Checkmate (`#`): the king is attacked and boxed in.
    Mate,
    /// Stalemate (`=`), or mate or stalemate (`#=`): the king is boxed in.
    Boxed,
}

/// Empty-board distance tables, built once per solve.
///
/// ```
/// use nightrider_board::{Colour, Piece, PieceKind, Position, Square};
/// use nightrider_stipulation::{Ending, MateReach};
/// let reach = MateReach::new();
/// let mut pos = Position::empty();
/// pos.put(Square::A8, Piece::new(PieceKind::KING, Colour::Black));
/// pos.put(Square::H2, Piece::new(PieceKind::ROOK, Colour::White));
/// pos.put(Square::A1, Piece::new(PieceKind::KING, Colour::White));
/// // One rook move cannot both give check and take a7 and b7.
/// assert!(!reach.may_end(&pos, Colour::Black, Ending::Mate, 1, 0));
/// pos.clear(Square::A1);
/// pos.put(Square::A6, Piece::new(PieceKind::KING, Colour::White));
/// // Rh8# is possible now.
/// assert!(reach.may_end(&pos, Colour::Black, Ending::Mate, 1, 0));
/// ```
pub struct MateReach {
    /// `reach[(unit * 64 + from) * DEPTHS + d]`: the squares a unit starting
    /// on `from` can stand on after at most `d` moves.
    reach: Vec<Bitboard>,
    /// The same for the squares it can attack.
    attack: Vec<Bitboard>,
    /// The king steps from each square.
    neighbours: [Bitboard; 64],
}

/// How a piece moves in one step on an empty board: the forms it can take
/// (pawns promote) and where each form goes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
    CastlingKing,
    Pawn(Colour),
}

/// The mated side's pieces that may stand in the way of a line, and the
/// moves that can clear them.
struct Clearing {
    pieces: Bitboard,
    pawns: Bitboard,
    /// The mated side's moves.
    own_moves: usize,
    /// The mating side's moves.
    capturing_moves: usize,
}

impl Clearing {
    /// Whether `pieces` pieces of the mated side, `pawns` of them pawns,
    /// can all be cleared: each costs a move of either side, and a piece
    /// other than a pawn that the mating side removes costs it two.
    fn clearable(&self, pieces: usize, pawns: usize) -> bool {
        pieces <= self.own_moves + self.capturing_moves
            && pieces - pawns <= self.own_moves + self.capturing_moves / 2
    }
}

/// The squares a line piece on `sq` attacks along `directions` when the
/// pieces of `in_the_way` on a line are cleared as far as they can be.
fn lines_through(sq: Square, directions: &[(i32, i32)], in_the_way: &Clearing) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for &(dx, dy) in directions {
        let mut cur = sq;
        let (mut pieces, mut pawns) = (0, 0);
        while let Some(next) = cur.offset(dx, dy) {
            out.insert(next);
            if in_the_way.pieces.contains(next) {
                pieces += 1;
                pawns += usize::from(in_the_way.pawns.contains(next));
                if !in_the_way.clearable(pieces, pawns) {
                    break;
                }
            }
            cur = next;
        }
    }
    out
}

impl Form {
    /// The squares this form attacks from `sq` on an empty board.
    fn attacks(self, sq: Square) -> Bitboard {
        match self {
            Form::Knight => steps(sq, &KNIGHT_STEPS),
            Form::Bishop => lines(sq, &BISHOP_LINES),
            Form::Rook => lines(sq, &ROOK_LINES),
            Form::Queen => lines(sq, &BISHOP_LINES) | lines(sq, &ROOK_LINES),
            Form::King | Form::CastlingKing => steps(sq, &KING_STEPS),
            Form::Pawn(c) => {
                let dy = c.fold(1, -1);
                steps(sq, &[(1, dy), (-1, dy)])
            }
        }
    }

    /// The states (form, square) one move away from `(self, sq)`.
    fn successors(self, sq: Square, out: &mut Vec<(Form, Square)>) {
        match self {
            Form::Pawn(c) => {
                let dy = c.fold(1, -1);
                let first = c.fold(0, 7);
                let second = c.fold(1, 6);
                let last = c.fold(7, 0);
                if sq.y() == last {
                    return;
                }
                // On its first rank (possible in problems) a pawn is given
                // up to three steps: more than any rule allows, which is safe.
                let longest = if sq.y() == first {
                    3
                } else if sq.y() == second {
                    2
                } else {
                    1
                };
                let mut targets: Vec<Square> = Vec::with_capacity(5);
                for n in 1..=longest {
                    targets.extend(sq.offset(0, dy * n));
                }
                targets.extend(sq.offset(1, dy));
                targets.extend(sq.offset(-1, dy));
                for t in targets {
                    if t.y() == last {
                        for f in [Form::Queen, Form::Rook, Form::Bishop, Form::Knight] {
                            out.push((f, t));
                        }
                    } else {
                        out.push((self, t));
                    }
                }
            }
            Form::CastlingKing => {
                out.extend(steps(sq, &KING_STEPS).into_iter().map(|t| (self, t)));
                if sq == Square::E1 || sq == Square::E8 {
                    out.extend(
                        [sq.offset(2, 0), sq.offset(-2, 0)]
                            .into_iter()
                            .flatten()
                            .map(|t| (self, t)),
                    );
                }
            }
            _ => out.extend(self.attacks(sq).into_iter().map(|t| (self, t))),
        }
    }

    fn index(self) -> usize {
        match self {
            Form::Knight => 0,
            Form::Bishop => 1,
            Form::Rook => 2,
            Form::Queen => 3,
            Form::King => 4,
            Form::CastlingKing => 5,
            Form::Pawn(_) => 6,
        }
    }
}

impl Unit {
    fn is_pawn(self) -> bool {
        matches!(self, Unit::WhitePawn | Unit::BlackPawn)
    }

    fn form(self) -> Form {
        match self {
            Unit::Knight => Form::Knight,
            Unit::Bishop => Form::Bishop,
            Unit::Rook => Form::Rook,
            Unit::Queen => Form::Queen,
            Unit::King => Form::King,
            Unit::CastlingKing => Form::CastlingKing,
            Unit::WhitePawn => Form::Pawn(Colour::White),
            Unit::BlackPawn => Form::Pawn(Colour::Black),
        }
    }

    const ALL: [Unit; UNITS] = [
        Unit::Knight,
        Unit::Bishop,
        Unit::Rook,
        Unit::Queen,
        Unit::King,
        Unit::CastlingKing,
        Unit::WhitePawn,
        Unit::BlackPawn,
    ];
}

/// A piece as the count sees it: how it moves and where it stands.
#[derive(Clone, Copy)]
struct Placed {
    unit: Unit,
    square: Square,
}

impl MateReach {
    /// Builds the tables (a breadth-first search per unit and square).
    pub fn new() -> MateReach {
        let mut reach = vec![Bitboard::EMPTY; UNITS * 64 * DEPTHS];
        let mut attack = vec![Bitboard::EMPTY; UNITS * 64 * DEPTHS];
        let mut succ = Vec::with_capacity(32);
        for unit in Unit::ALL {
            for from in Square::ALL {
                // distance per (form, square); forms index 0..7
                let mut dist = [[u8::MAX; 64]; 7];
                let start = unit.form();
                dist[start.index()][from.idx()] = 0;
                let mut frontier = vec![(start, from)];
                let base = (unit as usize * 64 + from.idx()) * DEPTHS;
                for d in 0..DEPTHS {
                    let (mut r, mut a) = if d == 0 {
                        (Bitboard::EMPTY, Bitboard::EMPTY)
                    } else {
                        (reach[base + d - 1], attack[base + d - 1])
                    };
                    for &(form, sq) in &frontier {
                        r.insert(sq);
                        a |= form.attacks(sq);
                    }
                    reach[base + d] = r;
                    attack[base + d] = a;
                    let mut next = Vec::new();
                    for &(form, sq) in &frontier {
                        succ.clear();
                        form.successors(sq, &mut succ);
                        for &(f, t) in &succ {
                            let slot = &mut dist[f.index()][t.idx()];
                            if *slot == u8::MAX {
                                *slot = d as u8 + 1;
                                next.push((f, t));
                            }
                        }
                    }
                    frontier = next;
                }
            }
        }
        let mut neighbours = [Bitboard::EMPTY; 64];
        for sq in Square::ALL {
            neighbours[sq.idx()] = steps(sq, &KING_STEPS);
        }
        MateReach {
            reach,
            attack,
            neighbours,
        }
    }

    #[inline]
    fn reach(&self, u: Placed, d: usize) -> Bitboard {
        self.reach[(u.unit as usize * 64 + u.square.idx()) * DEPTHS + d.min(MAX_DEPTH)]
    }

    #[inline]
    fn attack(&self, u: Placed, d: usize) -> Bitboard {
        self.attack[(u.unit as usize * 64 + u.square.idx()) * DEPTHS + d.min(MAX_DEPTH)]
    }

    /// Whether `ending` against `mated`'s king may still be reached in
    /// `pos` when the mating side has `mating_moves` moves left (the last
    /// move is one of them) and the mated side `mated_moves`. `false` means
    /// certainly not (see the module documentation); `true` means perhaps.
    pub fn may_end(
        &self,
        pos: &Position,
        mated: Colour,
        ending: Ending,
        mating_moves: u32,
        mated_moves: u32,
    ) -> bool {
        let kings = pos.pieces(PieceKind::KING, mated);
        let Some(king_square) = kings.first() else {
            return true;
        };
        if kings.has_more_than_one() || mated_moves as usize > MAX_DEPTH {
            return true;
        }
        let mating = !mated;
        let w = mating_moves as usize;
        let b = mated_moves as usize;
        let castles =
            |c: Colour| !(pos.castling() & nightrider_board::CastlingRights::of(c)).is_empty();
        let castling_rooks = |c: Colour| {
            if castles(c) {
                pos.pieces(PieceKind::ROOK, c) & CORNERS
            } else {
                Bitboard::EMPTY
            }
        };
        let unit_of = |kind: PieceKind, colour: Colour| -> Unit {
            match kind {
                PieceKind::KNIGHT => Unit::Knight,
                PieceKind::BISHOP => Unit::Bishop,
                PieceKind::ROOK => Unit::Rook,
                PieceKind::QUEEN => Unit::Queen,
                PieceKind::KING if castles(colour) => Unit::CastlingKing,
                PieceKind::KING => Unit::King,
                _ => colour.fold(Unit::WhitePawn, Unit::BlackPawn),
            }
        };
        // The mated side's other pieces, as possible blockers: `layers[d]`
        // holds the squares one of them can reach in at most d moves.
        let mut layers = [Bitboard::EMPTY; DEPTHS];
        let blockers = pos.by_colour(mated).without(king_square);
        for sq in blockers {
            let p = pos
                .piece_at(sq)
                .expect("a piece stands on an occupied square");
            let u = Placed {
                unit: unit_of(p.kind, mated),
                square: sq,
            };
            // a rook moves along with its castling king, for free
            let free = usize::from(castling_rooks(mated).contains(sq));
            for (d, layer) in layers.iter_mut().enumerate().take(b + 1) {
                *layer |= self.reach(u, d + free);
            }
        }
        let king = Placed {
            unit: unit_of(PieceKind::KING, mated),
            square: king_square,
        };
        let target = KingTarget {
            tables: self,
            king,
            mated_moves: b,
            layers: &layers,
            blockers: blockers.count(),
            // (castling moves the rook out of the king's way)
            crowded: match (w, king.unit) {
                (0 | 1, Unit::CastlingKing) => blockers - pos.pieces(PieceKind::ROOK, mated),
                (0 | 1, _) => blockers,
                _ => Bitboard::EMPTY,
            },
            ending,
        };
        // The mating side's pieces.
        let mut units: Vec<(Placed, bool)> = Vec::with_capacity(16);
        for sq in pos.by_colour(mating) {
            let p = pos
                .piece_at(sq)
                .expect("a piece stands on an occupied square");
            units.push((
                Placed {
                    unit: unit_of(p.kind, mating),
                    square: sq,
                },
                p.kind == PieceKind::KING,
            ));
        }
        // Each piece alone may spend the whole budget.
        let (mut cover, mut check) = (Bitboard::EMPTY, Bitboard::EMPTY);
        let free_rooks = castling_rooks(mating);
        let free = |u: Placed| usize::from(free_rooks.contains(u.square));
        for &(u, is_king) in &units {
            let a = self.attack(u, w + free(u));
            cover |= a;
            if !is_king {
                check |= a;
            }
        }
        if !target.possible(cover, check) {
            return false;
        }
        // The pieces share the budget: try every way of sharing it when
        // there are few.
        if w > MAX_DEPTH || sharings(w as u64, units.len() as u64) > MAX_SHARINGS {
            return true;
        }
        // A piece that stays where it is attacks along its lines past the
        // mated side's pieces only as far as they can be got out of the way:
        // each needs a move of its own side, or a capture by the mating
        // side, which costs it two moves (capture and move on) except for
        // a pawn taken en passant. The mating side's pieces are looked
        // through (they may move).
        let in_the_way = Clearing {
            pieces: pos.by_colour(mated).without(king_square),
            pawns: pos.pieces(PieceKind::PAWN, mated),
            own_moves: b,
            capturing_moves: w,
        };
        let staying: Vec<Bitboard> = units
            .iter()
            .map(|&(u, _)| match u.unit.form() {
                Form::Bishop => lines_through(u.square, &BISHOP_LINES, &in_the_way),
                Form::Rook => lines_through(u.square, &ROOK_LINES, &in_the_way),
                Form::Queen => {
                    lines_through(u.square, &BISHOP_LINES, &in_the_way)
                        | lines_through(u.square, &ROOK_LINES, &in_the_way)
                }
                _ => self.attack(u, 0),
            } | if free(u) == 1 {
                self.attack(u, 1)
            } else {
                Bitboard::EMPTY
            })
            .collect();
        let mut spent = vec![0usize; units.len()];
        let army = Army {
            units: &units,
            staying: &staying,
            free_rooks,
        };
        self.share(&army, &target, w, 0, &mut spent)
    }

    /// Tries the ways of giving the pieces of `army` from `i` on at most
    /// `left` moves in all; `spent` holds the moves given to the pieces
    /// before `i`.
    fn share(
        &self,
        army: &Army<'_>,
        target: &KingTarget<'_>,
        left: usize,
        i: usize,
        spent: &mut Vec<usize>,
    ) -> bool {
        if i == army.units.len() {
            // A piece other than a pawn (which may promote) that makes a
            // single move attacks from one of its arrival squares, not from
            // all of them at once: when only one piece does, each arrival
            // square is tried.
            let mut steppers = army
                .units
                .iter()
                .zip(spent.iter())
                .enumerate()
                .filter(|(_, (&(u, _), &d))| {
                    d == 1 && !u.unit.is_pawn() && !army.free_rooks.contains(u.square)
                })
                .map(|(j, _)| j);
            let lone = match (steppers.next(), steppers.next()) {
                (Some(j), None) => Some(j),
                _ => None,
            };
            let (mut cover, mut check) = (Bitboard::EMPTY, Bitboard::EMPTY);
            for (j, (&(u, is_king), &d)) in army.units.iter().zip(spent.iter()).enumerate() {
                if Some(j) == lone {
                    continue;
                }
                let a = if d == 0 {
                    army.staying[j]
                } else {
                    self.attack(u, d + usize::from(army.free_rooks.contains(u.square)))
                };
                cover |= a;
                if !is_king {
                    check |= a;
                }
            }
            let Some(j) = lone else {
                return target.possible(cover, check);
            };
            let (u, is_king) = army.units[j];
            let all = self.attack(u, 1);
            if !target.possible(cover | all, if is_king { check } else { check | all }) {
                return false;
            }
            return self.reach(u, 1).without(u.square).into_iter().any(|t| {
                let a = self.attack(
                    Placed {
                        unit: u.unit,
                        square: t,
                    },
                    0,
                );
                target.possible(cover | a, if is_king { check } else { check | a })
            });
        }
        for d in 0..=left {
            spent[i] = d;
            if self.share(army, target, left - d, i + 1, spent) {
                return true;
            }
        }
        false
    }
}

/// The mating side's pieces as the sharing of its moves sees them.
struct Army<'a> {
    /// Each piece, and whether it is a king (kings do not give check).
    units: &'a [(Placed, bool)],
    /// What each piece attacks if it does not move.
    staying: &'a [Bitboard],
    /// Rooks that may move along with their castling king, for free.
    free_rooks: Bitboard,
}

/// The number of ways to give `n` pieces at most `w` moves in all:
/// C(w + n, n).
fn sharings(w: u64, n: u64) -> u64 {
    let m = n.min(w);
    let mut c: u64 = 1;
    for i in 1..=m {
        c = c * (w + n - m + i) / i;
        if c > MAX_SHARINGS {
            return c;
        }
    }
    c
}

/// The mated side's part of the count.
struct KingTarget<'a> {
    tables: &'a MateReach,
    king: Placed,
    mated_moves: usize,
    layers: &'a [Bitboard; DEPTHS],
    blockers: u32,
    /// The squares the king cannot step onto without one more move of its
    /// side: its own pieces, when the mating side has too few moves to
    /// capture them and move on.
    crowded: Bitboard,
    ending: Ending,
}

impl KingTarget<'_> {
    /// Whether some square the king can reach can be its final square when
    /// the mating side attacks `cover` (and `check` with pieces other than
    /// its king).
    fn possible(&self, cover: Bitboard, check: Bitboard) -> bool {
        let t = self.tables;
        let b = self.mated_moves;
        let mut candidates = t.reach(self.king, b);
        if self.ending == Ending::Mate {
            candidates &= check;
        }
        for k in candidates {
            let walk = (0..=b)
                .find(|&d| t.reach(self.king, d).contains(k))
                .expect("a candidate is within reach");
            // a piece of the king's own side standing on `k` must leave
            // first, unless the mating side can take it and move on
            let walk = walk + usize::from(self.crowded.contains(k));
            if walk > b {
                continue;
            }
            let left = b - walk;
            let open = t.neighbours[k.idx()] & !cover;
            if self.blockable(open, left) {
                return true;
            }
        }
        false
    }

    /// Whether the mated side's pieces other than the king can occupy every
    /// square of `open` with at most `left` moves in all.
    fn blockable(&self, open: Bitboard, left: usize) -> bool {
        if open.is_empty() {
            return true;
        }
        if open.count() > self.blockers || (open & !self.layers[left]).any() {
            return false;
        }
        // Each square needs at least as many moves as its nearest blocker.
        let needed: u32 = (0..left).map(|d| (open & !self.layers[d]).count()).sum();
        needed as usize <= left
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sharings_count_the_ways_to_share_a_budget() {
        assert_eq!(sharings(1, 3), 4);
        assert_eq!(sharings(2, 3), 10);
        assert_eq!(sharings(3, 2), 10);
        assert_eq!(sharings(0, 5), 1);
    }
}
