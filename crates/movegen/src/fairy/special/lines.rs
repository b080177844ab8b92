//! Special line pieces and hoppers: edgehog, querquisite, double
//! hoppers, bouncers, contra-hamster, windmill, halflings, the tree and
//! leaf hoppers, the eagle equihoppers and the scarabeus.

use super::{is_edge, land, step, QUEEN_LINES};
use crate::attacks;
use crate::fairy::kernel::{Board, Kernel, Target};
use crate::fairy::Runner;
use nightrider_board::{betza, Bitboard, Colour, Square};

/// Edgehog: queen lines, only from an edge square to a non-edge square or
/// from a non-edge square to an edge square.
#[derive(Debug)]
pub(super) struct Edgehog;

impl Runner for Edgehog {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        let from_edge = is_edge(from);
        for to in attacks::queen(from, board.occupied) {
            if is_edge(to) != from_edge && land(board, to, sink) {
                return true;
            }
        }
        false
    }
    fn may_repeat(&self) -> bool {
        false
    }
}

/// Querquisite: moves as the piece whose game-array file it stands on
/// (a/h rook, b/g knight, c/f bishop, d queen, e king).
#[derive(Debug)]
pub(super) struct Querquisite {
    /// The components per file.
    kernels: Vec<Vec<Kernel>>,
}

impl Querquisite {
    pub(super) fn new() -> Option<Querquisite> {
        let kernel = |s: &str| -> Option<Vec<Kernel>> {
            let w = betza::parse(s).ok()?;
            Some(w.components().iter().map(Kernel::compile).collect())
        };
        let files = ["R", "N", "B", "Q", "K", "B", "N", "R"];
        let kernels = files
            .iter()
            .map(|s| kernel(s))
            .collect::<Option<Vec<_>>>()?;
        Some(Querquisite { kernels })
    }
}

impl Runner for Querquisite {
    fn run(
        &self,
        board: &Board,
        from: Square,
        colour: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        self.kernels[from.x() as usize]
            .iter()
            .any(|k| k.run(board, from, colour, sink))
    }
    fn may_repeat(&self) -> bool {
        false
    }
}

/// The landing square of a grasshopper hop from `from` along `v`.
fn hop(occupied: Bitboard, from: Square, v: (i32, i32)) -> Option<Square> {
    let mut s = step(from, v)?;
    while !occupied.contains(s) {
        s = step(s, v)?;
    }
    step(s, v)
}

/// Double grasshopper (and its rook/bishop-line versions): two grasshopper
/// hops in one move; the square between them must be empty, the piece has
/// left its start square for the second hop.
#[derive(Debug)]
pub(super) struct DoubleHopper(pub(super) &'static [(i32, i32)]);

impl Runner for DoubleHopper {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        let second = board.occupied.without(from);
        for &v in self.0 {
            let Some(mid) = hop(board.occupied, from, v) else {
                continue;
            };
            if board.occupied.contains(mid) {
                continue;
            }
            for &w in self.0 {
                if let Some(to) = hop(second, mid, w) {
                    if to != from && land(board, to, sink) {
                        return true;
                    }
                }
            }
        }
        false
    }
}

/// Bouncers (definition from Popeye's behaviour): along a line, the piece
/// moves exactly as many squares as the nearest obstacle in the opposite
/// direction is away (a piece, or the first square off the board); the
/// squares passed must be empty, the target empty or a victim.
#[derive(Debug)]
pub(super) struct Bouncer(pub(super) &'static [(i32, i32)]);

impl Runner for Bouncer {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        for &v in self.0 {
            let back = (-v.0, -v.1);
            let mut n = 1;
            let mut s = from;
            while let Some(t) = step(s, back) {
                if board.occupied.contains(t) {
                    break;
                }
                n += 1;
                s = t;
            }
            let mut s = from;
            for i in 1..=n {
                let Some(t) = step(s, v) else { break };
                if i == n {
                    if land(board, t, sink) {
                        return true;
                    }
                    break;
                }
                if board.occupied.contains(t) {
                    break;
                }
                s = t;
            }
        }
        false
    }
    fn may_repeat(&self) -> bool {
        false
    }
}

/// Contra-hamster (Popeye `hc`): rides along queen lines away from an
/// adjacent piece (either colour), to empty squares or capturing the first
/// enemy piece met.
#[derive(Debug)]
pub(super) struct ContraHamster;

impl Runner for ContraHamster {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        for v in QUEEN_LINES {
            if !step(from, (-v.0, -v.1)).is_some_and(|s| board.occupied.contains(s)) {
                continue;
            }
            let mut cur = step(from, v);
            while let Some(s) = cur {
                if land(board, s, sink) {
                    return true;
                }
                if board.occupied.contains(s) {
                    break;
                }
                cur = step(s, v);
            }
        }
        false
    }
    fn may_repeat(&self) -> bool {
        false
    }
}

/// Windmill: circles around an adjacent piece (either colour), clockwise
/// or anticlockwise, over the empty squares next to it; it may end on an
/// enemy piece (capturing it), not on its start square.
#[derive(Debug)]
pub(super) struct Windmill;

impl Runner for Windmill {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        for centre in attacks::king(from) & board.occupied {
            let Some(i) = QUEEN_LINES
                .iter()
                .position(|&(dx, dy)| step(centre, (dx, dy)) == Some(from))
            else {
                continue;
            };
            for sense in [1, 7] {
                for k in 1..8 {
                    let Some(s) = step(centre, QUEEN_LINES[(i + k * sense) % 8]) else {
                        break;
                    };
                    if land(board, s, sink) {
                        return true;
                    }
                    if board.occupied.contains(s) {
                        break;
                    }
                }
            }
        }
        false
    }
}

/// Absolute halflings (UC-170-17 half queen, rook, bishop): in each
/// direction at most half (rounded up, an assumption: so that a piece next
/// to the edge can still step to it) of the squares an empty board offers.
#[derive(Debug)]
pub(super) struct Halfling(pub(super) &'static [(i32, i32)]);

impl Runner for Halfling {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        for &v in self.0 {
            let mut free = 0u32;
            let mut s = from;
            while let Some(t) = step(s, v) {
                free += 1;
                s = t;
            }
            let range = free.div_ceil(2);
            let mut s = from;
            for _ in 0..range {
                let Some(t) = step(s, v) else { break };
                if land(board, t, sink) {
                    return true;
                }
                if board.occupied.contains(t) {
                    break;
                }
                s = t;
            }
        }
        false
    }
    fn may_repeat(&self) -> bool {
        false
    }
}

/// Popeye's tree and leaf hoppers (definitions inferred from Popeye's move
/// lists, which they match in every test position): any piece standing on
/// one of the mover's queen lines (`queen_lines`, at any distance, the
/// line need not be clear) or anywhere on the board (the "greater" ones)
/// is a hurdle; only enemy pieces for the radial knight (`enemy_only`).
/// The piece moves to any square as far from the hurdle as the hurdle is
/// from the start (tree hoppers, radial knight) or as far from the start as
/// the hurdle is (leaf hoppers, `around_start`), other than the start and
/// the hurdle; it captures an enemy piece standing there.
#[derive(Debug)]
pub(super) struct Circle {
    queen_lines: bool,
    enemy_only: bool,
    /// Landing squares per `from * 64 + hurdle`.
    table: Vec<Bitboard>,
}

impl Circle {
    pub(super) fn new(queen_lines: bool, enemy_only: bool, around_start: bool) -> Circle {
        let mut table = vec![Bitboard::EMPTY; 64 * 64];
        for f in 0..64u8 {
            let from = Square::from_index_masked(f);
            for h in 0..64u8 {
                let hurdle = Square::from_index_masked(h);
                if from == hurdle {
                    continue;
                }
                let (dx, dy) = (hurdle.x() - from.x(), hurdle.y() - from.y());
                let r2 = dx * dx + dy * dy;
                let centre = if around_start { from } else { hurdle };
                let mut set = Bitboard::EMPTY;
                for t in 0..64u8 {
                    let to = Square::from_index_masked(t);
                    let (ex, ey) = (to.x() - centre.x(), to.y() - centre.y());
                    if ex * ex + ey * ey == r2 && to != from && to != hurdle {
                        set.insert(to);
                    }
                }
                table[usize::from(f) * 64 + usize::from(h)] = set;
            }
        }
        Circle {
            queen_lines,
            enemy_only,
            table,
        }
    }
}

impl Runner for Circle {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        let mut hurdles = board.occupied.without(from);
        if self.queen_lines {
            hurdles &= attacks::queen(from, Bitboard::EMPTY);
        }
        if self.enemy_only {
            hurdles &= board.victims;
        }
        let mut targets = Bitboard::EMPTY;
        for h in hurdles {
            targets |= self.table[from.idx() * 64 + h.idx()];
        }
        for to in targets {
            if land(board, to, sink) {
                return true;
            }
        }
        false
    }
    fn may_repeat(&self) -> bool {
        false
    }
}

/// The equihopper's lines on an 8×8 board as `(vector, rides)`: queen
/// lines, where the hurdle may stand any number of steps away, and the
/// (1,2), (1,3) and (2,3) leaps.
fn equihopper_lines() -> Vec<((i32, i32), bool)> {
    let mut out = Vec::new();
    for (a, b) in [(0, 1), (1, 1), (1, 2), (1, 3), (2, 3)] {
        for (x, y) in [(a, b), (b, a)] {
            for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                let v = ((x * sx, y * sy), a == 0 || a == b);
                if !out.contains(&v) {
                    out.push(v);
                }
            }
        }
    }
    out
}

/// Eagle equihopper (Popeye `ee`; `en` when `nonstop`; definition from
/// Popeye's behaviour): an equihopper whose second half turns 90° either
/// way at the hurdle. For a hurdle `k` steps away along a queen line (or
/// one (1,2), (1,3) or (2,3) leap away; any number of leaps if `nonstop`,
/// as Popeye does), the target is `k` steps from the
/// hurdle along the line turned 90°; the squares of both halves' lines
/// between start, hurdle and target are empty unless `nonstop` (then every
/// piece on the line is a hurdle).
#[derive(Debug)]
pub(super) struct EagleEquihopper {
    nonstop: bool,
    lines: Vec<((i32, i32), bool)>,
}

impl EagleEquihopper {
    pub(super) fn new(nonstop: bool) -> EagleEquihopper {
        EagleEquihopper {
            nonstop,
            lines: equihopper_lines(),
        }
    }
}

impl Runner for EagleEquihopper {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        for &(v, rides) in &self.lines {
            let mut k = 0;
            let mut cur = step(from, v);
            while let Some(hurdle) = cur {
                k += 1;
                cur = if rides || self.nonstop {
                    step(hurdle, v)
                } else {
                    None
                };
                if !board.occupied.contains(hurdle) {
                    continue;
                }
                for turn in [(-v.1, v.0), (v.1, -v.0)] {
                    let mut s = Some(hurdle);
                    let mut clear = true;
                    for j in 1..=k {
                        s = s.and_then(|s| step(s, turn));
                        match s {
                            Some(t) if j < k && board.occupied.contains(t) && !self.nonstop => {
                                clear = false;
                            }
                            _ => {}
                        }
                    }
                    if let (true, Some(to)) = (clear, s) {
                        if land(board, to, sink) {
                            return true;
                        }
                    }
                }
                if !self.nonstop {
                    break;
                }
            }
        }
        false
    }
}

/// Scarabeus (Popeye `sc`; definition from Popeye's behaviour): a
/// grasshopper on queen lines whose landing is a knight leap from the
/// hurdle, the two knight leaps nearest the line's direction (`(±1, 2)`
/// beyond a hurdle met moving up a file, `(2, 1)` and `(1, 2)` beyond one
/// met moving up-right).
#[derive(Debug)]
pub(super) struct Scarabeus;

impl Runner for Scarabeus {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        for u in QUEEN_LINES {
            let mut cur = step(from, u);
            while let Some(s) = cur {
                if board.occupied.contains(s) {
                    break;
                }
                cur = step(s, u);
            }
            let Some(hurdle) = cur else { continue };
            let leaps = if u.0 == 0 || u.1 == 0 {
                let perp = (-u.1, u.0);
                [
                    (2 * u.0 + perp.0, 2 * u.1 + perp.1),
                    (2 * u.0 - perp.0, 2 * u.1 - perp.1),
                ]
            } else {
                [(2 * u.0, u.1), (u.0, 2 * u.1)]
            };
            for w in leaps {
                if let Some(to) = step(hurdle, w) {
                    if land(board, to, sink) {
                        return true;
                    }
                }
            }
        }
        false
    }
}
