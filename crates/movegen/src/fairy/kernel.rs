//! Compiled walk components: the fast kernels of descriptor-based pieces.
//!
//! Every [`Component`] is compiled at set-up into per-square data for both
//! colours:
//!
//! * plain leapers (one straight step, slide) into a target bitboard;
//! * unlimited orthogonal/diagonal riders into a direction mask applied to
//!   the magic-bitboard rook/bishop attacks;
//! * everything else (riders with range, lame, circular, zigzag,
//!   reflecting, bent paths, hoppers, locusts, equihoppers, cylinder
//!   variants) into flat lists of *rays*: the path squares in order, each
//!   with the bitboard of squares a lame step passes (which must be empty)
//!   and, for deflecting hoppers, the landing squares next to it.
//!
//! Generation and attack detection run the same code over this data
//! ([`Kernel::run`]); attack detection pretends an enemy piece stands on
//! the target and looks for a capture of it. The path squares come from
//! [`path::rays`], as the reference interpreter's do; the semantics are
//! those of `nightrider_board::walk::reference` (feature `reference`),
//! which the tests compare against.

use super::Runner;
use crate::attacks;
use nightrider_board::walk::path::{self, MAX_STEPS};
use nightrider_board::walk::{
    Action, Atom, Component, Landing, Mode, Path, Ranks, Turn, UNLIMITED,
};
use nightrider_board::{Bitboard, Colour, Square};

/// What a target of a component does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    /// A move to an empty square.
    Quiet(Square),
    /// A capture: the piece ends on `to`, the piece on `victim` is removed.
    Capture {
        /// Arrival square.
        to: Square,
        /// The captured piece's square.
        victim: Square,
    },
    /// A capture of the pieces on `victims` (Rococo pieces), ending on
    /// the empty square `to`.
    MultiCapture {
        /// Arrival square.
        to: Square,
        /// The captured pieces' squares.
        victims: Bitboard,
    },
    /// An en-passant capture of the pawn on `victim`.
    EnPassant {
        /// Arrival square.
        to: Square,
        /// The captured pawn's square.
        victim: Square,
    },
}

/// The board as a kernel sees it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Board {
    /// Every occupied square and every hole: the squares that are not
    /// empty.
    pub occupied: Bitboard,
    /// The holes ([`nightrider_board::Position::holes`]): not empty, but
    /// no hurdle either.
    pub holes: Bitboard,
    /// Squares the mover may capture on.
    pub victims: Bitboard,
    /// En passant: the squares passed by the last multi-step move and the
    /// square of the piece that made it.
    pub ep: Option<(Bitboard, Square)>,
    /// The mover's royal piece (coordinators capture with it).
    pub king: Option<Square>,
}

impl Board {
    #[inline]
    fn empty(&self, sq: Square) -> bool {
        !self.occupied.contains(sq)
    }
}

/// One path square.
#[derive(Clone, Copy, Debug)]
struct Node {
    sq: Square,
    /// Squares a lame step passes on its way to `sq` (must be empty).
    passed: Bitboard,
    /// Deflected landing squares if `sq` is the hurdle (turning hoppers).
    turned: Bitboard,
    /// Whether `sq` ends a step. Hopper rays list the squares a lame step
    /// passes as nodes of their own (`end == false`): hurdles may stand
    /// there, landings may not.
    end: bool,
    /// The index of the step `sq` belongs to.
    step: u8,
}

/// Flat storage of the rays of one component for every colour and square.
#[derive(Clone, Debug, Default)]
struct Rays {
    nodes: Vec<Node>,
    /// `(first node, length)` per ray.
    rays: Vec<(u32, u32)>,
    /// Per ray, the squares of its nodes.
    squares: Vec<Bitboard>,
    /// Per ray, every square a capture along it can take a piece on: its
    /// nodes' squares and their deflected landing squares.
    hits: Vec<Bitboard>,
    /// `(first ray, count)` per `colour * 64 + square`.
    index: Vec<(u32, u32)>,
    /// Per `colour * 64 + square`, the union of its rays' `hits`.
    reach: Vec<Bitboard>,
}

/// One ray with its masks.
#[derive(Clone, Copy)]
struct Ray<'a> {
    nodes: &'a [Node],
    squares: Bitboard,
    hits: Bitboard,
}

impl Rays {
    #[inline]
    fn of(&self, colour: Colour, from: Square) -> impl Iterator<Item = Ray<'_>> {
        let (start, count) = self.index[slot(colour, from)];
        (start as usize..(start + count) as usize).map(move |r| {
            let (s, l) = self.rays[r];
            Ray {
                nodes: &self.nodes[s as usize..(s + l) as usize],
                squares: self.squares[r],
                hits: self.hits[r],
            }
        })
    }
}

#[inline]
fn slot(colour: Colour, from: Square) -> usize {
    match colour {
        Colour::White => from.idx(),
        Colour::Black => 64 + from.idx(),
    }
}

/// How a compiled component finds its targets.
#[derive(Clone, Debug)]
enum Shape {
    /// Precomputed targets per colour and square.
    Leap(Vec<Bitboard>),
    /// Magic rook (`rook == true`) or bishop attacks masked by the rays of
    /// the selected directions, per colour and square.
    Slider { rook: bool, mask: Vec<Bitboard> },
    /// Explicit rays.
    Rays(Rays),
}

/// A compiled [`Component`].
#[derive(Clone, Debug)]
pub(crate) struct Kernel {
    action: Action,
    mode: Mode,
    ranks: Ranks,
    /// Range on the hurdle (hoppers, locusts, equihoppers).
    hurdle_limit: usize,
    /// Whether the component can reach a square twice.
    repeats: bool,
    shape: Shape,
}

impl Kernel {
    /// Compiles a (valid) component.
    pub(crate) fn compile(c: &Component) -> Kernel {
        let hurdle_limit = if c.range == UNLIMITED {
            MAX_STEPS
        } else {
            usize::from(c.range)
        };
        let per_slot = |f: &dyn Fn(Colour, Square) -> Bitboard| -> Vec<Bitboard> {
            [Colour::White, Colour::Black]
                .into_iter()
                .flat_map(|colour| (0..64u8).map(move |i| (colour, Square::from_index_masked(i))))
                .map(|(colour, s)| f(colour, s))
                .collect()
        };
        let union_of_rays = |colour: Colour, s: Square| -> Bitboard {
            path::rays(c, s, colour)
                .iter()
                .flatten()
                .map(|n| n.sq)
                .collect()
        };
        let plain = c.action == Action::Slide && c.path == Path::Straight;
        let shape = if plain && c.range == 1 {
            Shape::Leap(per_slot(&union_of_rays))
        } else if plain
            && c.range == UNLIMITED
            && !c.cylinder
            && (c.atom == Atom::W || c.atom == Atom::F)
        {
            Shape::Slider {
                rook: c.atom == Atom::W,
                mask: per_slot(&union_of_rays),
            }
        } else {
            let mut rays = Rays::default();
            for colour in [Colour::White, Colour::Black] {
                for i in 0..64u8 {
                    let s = Square::from_index_masked(i);
                    let first = rays.rays.len() as u32;
                    for raw in path::rays(c, s, colour) {
                        if raw.is_empty() {
                            continue;
                        }
                        let start = rays.nodes.len() as u32;
                        let hop = matches!(c.action, Action::Hop { .. });
                        for (k, square) in raw.iter().enumerate() {
                            let step = k.min(usize::from(u8::MAX)) as u8;
                            if hop {
                                for &q in &square.passed {
                                    rays.nodes.push(Node {
                                        sq: q,
                                        passed: Bitboard::EMPTY,
                                        turned: Bitboard::EMPTY,
                                        end: false,
                                        step,
                                    });
                                }
                            }
                            let mut turned_to = Bitboard::EMPTY;
                            if let Action::Hop { turn, .. } = c.action {
                                if turn != Turn::Straight {
                                    for w in turn.landing_vectors(square.step) {
                                        if let Some(q) = path::step(square.sq, w, c.cylinder) {
                                            if q != s {
                                                turned_to.insert(q);
                                            }
                                        }
                                    }
                                }
                            }
                            rays.nodes.push(Node {
                                sq: square.sq,
                                passed: if hop {
                                    Bitboard::EMPTY
                                } else {
                                    square.passed.iter().copied().collect()
                                },
                                turned: turned_to,
                                end: true,
                                step,
                            });
                        }
                        let nodes = &rays.nodes[start as usize..];
                        let squares: Bitboard = nodes.iter().map(|n| n.sq).collect();
                        let turned = nodes.iter().fold(Bitboard::EMPTY, |acc, n| acc | n.turned);
                        rays.rays.push((start, rays.nodes.len() as u32 - start));
                        rays.squares.push(squares);
                        rays.hits.push(squares | turned);
                    }
                    let count = rays.rays.len() as u32 - first;
                    let reach = rays.hits[first as usize..]
                        .iter()
                        .fold(Bitboard::EMPTY, |acc, &h| acc | h);
                    rays.index.push((first, count));
                    rays.reach.push(reach);
                }
            }
            Shape::Rays(rays)
        };
        Kernel {
            action: c.action,
            mode: c.mode,
            ranks: c.ranks,
            hurdle_limit,
            repeats: !matches!(
                c.path,
                Path::Straight | Path::Lame | Path::LameDiagonalFirst
            ) || c.cylinder
                || matches!(c.action, Action::Hop { turn, .. } if turn != Turn::Straight),
            shape,
        }
    }

    /// Lands on `to` (with the locust `victim`, if any): emits the targets
    /// the mode allows. Returns `true` if `sink` asked to stop.
    #[inline]
    fn land(
        &self,
        board: &Board,
        to: Square,
        victim: Option<Square>,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        if board.empty(to) {
            if let Some(v) = victim {
                return self.mode.contains(Mode::CAPTURE)
                    && sink(Target::Capture { to, victim: v });
            }
            if self.mode.contains(Mode::MOVE) && sink(Target::Quiet(to)) {
                return true;
            }
            if self.mode.contains(Mode::EN_PASSANT) {
                if let Some((passed, pawn)) = board.ep {
                    if passed.contains(to)
                        && board.victims.contains(pawn)
                        && sink(Target::EnPassant { to, victim: pawn })
                    {
                        return true;
                    }
                }
            }
            false
        } else if board.victims.contains(to) {
            victim.is_none()
                && self.mode.contains(Mode::CAPTURE)
                && sink(Target::Capture { to, victim: to })
        } else {
            false
        }
    }
}

impl Runner for Kernel {
    fn target_sets(
        &self,
        board: &Board,
        from: Square,
        colour: Colour,
    ) -> Option<(Bitboard, Bitboard)> {
        if self.mode.contains(Mode::EN_PASSANT) {
            return None;
        }
        let reached = match &self.shape {
            Shape::Leap(targets) => targets[slot(colour, from)],
            Shape::Slider { rook, mask } => {
                mask[slot(colour, from)]
                    & if *rook {
                        attacks::rook(from, board.occupied)
                    } else {
                        attacks::bishop(from, board.occupied)
                    }
            }
            Shape::Rays(_) => return None,
        };
        if !self.available(from, colour) {
            return Some((Bitboard::EMPTY, Bitboard::EMPTY));
        }
        let quiet = if self.mode.contains(Mode::MOVE) {
            reached - board.occupied
        } else {
            Bitboard::EMPTY
        };
        let captures = if self.mode.contains(Mode::CAPTURE) {
            reached & board.victims
        } else {
            Bitboard::EMPTY
        };
        Some((quiet, captures))
    }

    fn attacks(&self, board: &Board, from: Square, colour: Colour, target: Square) -> bool {
        if !self.mode.contains(Mode::CAPTURE) || !self.available(from, colour) {
            return false;
        }
        match &self.shape {
            // Leapers and sliders capture on every square they reach.
            Shape::Leap(targets) => targets[slot(colour, from)].contains(target),
            Shape::Slider { rook, mask } => {
                mask[slot(colour, from)].contains(target)
                    && if *rook {
                        attacks::rook(from, board.occupied).contains(target)
                    } else {
                        attacks::bishop(from, board.occupied).contains(target)
                    }
            }
            // A capture along a ray takes a piece on one of its `hits`:
            // rays whose hits miss `target` cannot capture it.
            Shape::Rays(rays) => {
                rays.reach[slot(colour, from)].contains(target)
                    && rays
                        .of(colour, from)
                        .filter(|ray| ray.hits.contains(target))
                        .any(|ray| {
                            self.run_ray(board, from, ray.nodes, &mut |t| match t {
                                Target::Capture { victim, .. } => victim == target,
                                Target::MultiCapture { victims, .. } => victims.contains(target),
                                _ => false,
                            })
                        })
            }
        }
    }

    fn double_step(&self) -> bool {
        self.ranks == Ranks::Initial && self.mode.contains(Mode::MOVE)
    }

    fn may_repeat(&self) -> bool {
        self.repeats
    }

    fn run(
        &self,
        board: &Board,
        from: Square,
        colour: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        if !self.available(from, colour) {
            return false;
        }
        match &self.shape {
            Shape::Leap(targets) => {
                for to in targets[slot(colour, from)] {
                    if self.land(board, to, None, sink) {
                        return true;
                    }
                }
                false
            }
            Shape::Slider { rook, mask } => {
                let attacked = if *rook {
                    attacks::rook(from, board.occupied)
                } else {
                    attacks::bishop(from, board.occupied)
                };
                for to in attacked & mask[slot(colour, from)] {
                    if self.land(board, to, None, sink) {
                        return true;
                    }
                }
                false
            }
            Shape::Rays(rays) => {
                let needed = self.needed(board);
                for ray in rays.of(colour, from) {
                    if !(ray.squares & needed).is_empty()
                        && self.run_ray(board, from, ray.nodes, sink)
                    {
                        return true;
                    }
                }
                false
            }
        }
    }
}

impl Kernel {
    /// Whether the component may start from `from` (its [`Ranks`]).
    #[inline]
    fn available(&self, from: Square, colour: Colour) -> bool {
        let rank = if colour == Colour::White {
            from.y()
        } else {
            7 - from.y()
        };
        match self.ranks {
            Ranks::Any => true,
            Ranks::Initial => rank == 1,
            Ranks::NotFirst => rank != 0,
            Ranks::FarHalf => rank >= 4,
        }
    }

    /// Squares of which a ray needs one among its nodes to yield any
    /// target on `board`: a hopper needs a hurdle and an equihopper a
    /// pivot (an occupied square on the ray), a locust a victim on the
    /// ray (or an en-passant square to jump, when it may capture en
    /// passant and the board has one). Sliders need nothing: every
    /// square is needed.
    #[inline]
    fn needed(&self, board: &Board) -> Bitboard {
        match self.action {
            Action::Slide => Bitboard::FULL,
            Action::Hop { .. } | Action::EquiHop { .. } | Action::EquiStop { .. } => board.occupied,
            Action::Locust => {
                if self.mode.contains(Mode::EN_PASSANT) && board.ep.is_some() {
                    Bitboard::FULL
                } else {
                    board.victims
                }
            }
        }
    }

    fn run_ray(
        &self,
        board: &Board,
        from: Square,
        ray: &[Node],
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        let open = |n: &Node| (n.passed & board.occupied).is_empty();
        match self.action {
            Action::Slide => {
                for node in ray {
                    if !open(node) {
                        break;
                    }
                    if self.land(board, node.sq, None, sink) {
                        return true;
                    }
                    if !board.empty(node.sq) {
                        break;
                    }
                }
            }
            Action::Hop {
                hurdles,
                landing,
                turn,
            } => {
                // The nodes are the line: step ends and the squares lame
                // steps pass; hurdles may stand on any, landings are step
                // ends only.
                let mut found = 0;
                let mut hurdle = None;
                for (j, node) in ray.iter().enumerate() {
                    if !board.empty(node.sq) {
                        if board.holes.contains(node.sq) {
                            break;
                        }
                        if found == 0 && usize::from(node.step) >= self.hurdle_limit {
                            break;
                        }
                        found += 1;
                        if found == hurdles {
                            hurdle = Some(j);
                            break;
                        }
                    }
                }
                let Some(h) = hurdle else { return false };
                if turn != Turn::Straight {
                    for to in ray[h].turned {
                        if to != from && self.land(board, to, None, sink) {
                            return true;
                        }
                    }
                    return false;
                }
                let mut ends = 0u8;
                for node in &ray[h + 1..] {
                    if !node.end {
                        if !board.empty(node.sq) {
                            break;
                        }
                        continue;
                    }
                    ends += 1;
                    match landing {
                        Landing::Behind(d) => {
                            if ends == d {
                                return self.land(board, node.sq, None, sink);
                            }
                        }
                        Landing::Beyond => {
                            if self.land(board, node.sq, None, sink) {
                                return true;
                            }
                        }
                    }
                    if !board.empty(node.sq) {
                        break;
                    }
                }
            }
            Action::Locust => {
                for (k, node) in ray.iter().enumerate() {
                    if k >= self.hurdle_limit || !open(node) {
                        break;
                    }
                    if board.empty(node.sq) {
                        // en passant: the square a pawn just passed is
                        // jumped as if the pawn stood there (Popeye's
                        // marine pawn: `MPe5*c7 ep.` over d6)
                        if let (true, Some((passed, pawn))) =
                            (self.mode.contains(Mode::EN_PASSANT), board.ep)
                        {
                            if passed.contains(node.sq) && board.victims.contains(pawn) {
                                if let Some(next) = ray.get(k + 1) {
                                    if open(next)
                                        && board.empty(next.sq)
                                        && sink(Target::EnPassant {
                                            to: next.sq,
                                            victim: pawn,
                                        })
                                    {
                                        return true;
                                    }
                                }
                            }
                        }
                        continue;
                    }
                    if board.victims.contains(node.sq) {
                        if let Some(next) = ray.get(k + 1) {
                            if open(next) && board.empty(next.sq) {
                                return self.land(board, next.sq, Some(node.sq), sink);
                            }
                        }
                    }
                    break;
                }
            }
            Action::EquiHop { nonstop } | Action::EquiStop { nonstop } => {
                let stop = matches!(self.action, Action::EquiStop { .. });
                for k in 1..=self.hurdle_limit.min(MAX_STEPS) {
                    if 2 * k > ray.len() {
                        break;
                    }
                    let (mid, far) = (ray[k - 1].sq, ray[2 * k - 1].sq);
                    let (pivot, target) = if stop { (far, mid) } else { (mid, far) };
                    if board.empty(pivot) || board.holes.contains(pivot) {
                        continue;
                    }
                    let clear = nonstop
                        || ray[..2 * k - 1]
                            .iter()
                            .enumerate()
                            .all(|(j, n)| j == k - 1 || board.empty(n.sq));
                    if clear && self.land(board, target, None, sink) {
                        return true;
                    }
                }
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::walk::{Dirs, Walk};
    use proptest::prelude::*;

    /// A valid random component from `seed` (any atom, path, action and
    /// mode), or `None` when the draw is not a valid walk.
    fn component(seed: u64) -> Option<Component> {
        let mut s = seed;
        let mut draw = |n: u64| {
            let r = s % n;
            s = (s / n) ^ s.rotate_left(17);
            r
        };
        let atom = Atom::new(draw(4) as i32, 1 + draw(4) as i32)?;
        let dirs = Dirs((draw(256) as u8) & Dirs::all(atom).0);
        let range = [UNLIMITED, 1, 2, 3][draw(4) as usize];
        let path = match draw(6) {
            0 | 1 => Path::Straight,
            2 => Path::Lame,
            3 => Path::LameDiagonalFirst,
            4 => Path::Circular,
            _ => Path::Bent,
        };
        let action = match draw(5) {
            0 => Action::Slide,
            1 => Action::Hop {
                hurdles: 1 + draw(2) as u8,
                landing: if draw(2) == 0 {
                    Landing::Beyond
                } else {
                    Landing::Behind(1 + draw(2) as u8)
                },
                turn: [Turn::Straight, Turn::Straight, Turn::Deg45, Turn::Deg90][draw(4) as usize],
            },
            2 => Action::Locust,
            3 => Action::EquiHop {
                nonstop: draw(2) == 0,
            },
            _ => Action::EquiStop {
                nonstop: draw(2) == 0,
            },
        };
        let mode = [
            Mode::MOVE,
            Mode::CAPTURE,
            Mode::CAPTURE | Mode::EN_PASSANT,
            Mode::MOVE | Mode::CAPTURE,
        ][draw(4) as usize];
        let c = Component {
            atom,
            dirs,
            range,
            path,
            action,
            mode,
            ranks: Ranks::Any,
            cylinder: draw(4) == 0,
        };
        Walk::new(vec![c], false).ok().map(|_| c)
    }

    /// Every target of every ray, without the rays' masks (the plain way).
    fn plain_targets(k: &Kernel, board: &Board, from: Square, colour: Colour) -> Vec<Target> {
        let mut out = Vec::new();
        if let Shape::Rays(rays) = &k.shape {
            for ray in rays.of(colour, from) {
                k.run_ray(board, from, ray.nodes, &mut |t| {
                    out.push(t);
                    false
                });
            }
        }
        out
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        /// Skipping the rays that hold no square a target needs
        /// ([`Kernel::needed`]), and in attack detection the rays whose
        /// hits miss the target, changes nothing: the same targets in
        /// the same order, the same attacks.
        #[test]
        fn ray_masks_skip_only_empty_rays(
            seed in any::<u64>(),
            occupied in any::<u64>(),
            victims in any::<u64>(),
            holes in any::<u64>(),
            from in 0u8..64,
            white in any::<bool>(),
            ep in proptest::option::of((any::<u64>(), 0u8..64)),
        ) {
            let Some(c) = component(seed) else { return Ok(()) };
            let k = Kernel::compile(&c);
            if !matches!(k.shape, Shape::Rays(_)) {
                return Ok(());
            }
            let colour = if white { Colour::White } else { Colour::Black };
            let from = Square::from_index_masked(from);
            // sparse boards, as in problems
            let occupied = Bitboard(occupied & victims.rotate_left(9) & holes.rotate_left(23)).without(from);
            let board = Board {
                occupied,
                holes: Bitboard(holes & (holes >> 7)) & occupied,
                victims: Bitboard(victims) & occupied,
                ep: ep.map(|(p, s)| (Bitboard(p) - occupied, Square::from_index_masked(s))),
                king: None,
            };
            let mut got = Vec::new();
            k.run(&board, from, colour, &mut |t| {
                got.push(t);
                false
            });
            prop_assert_eq!(&got, &plain_targets(&k, &board, from, colour));
            for target in Bitboard::FULL.without(from) {
                let attack = Board {
                    occupied: board.occupied.with(target),
                    victims: board.victims.with(target),
                    holes: board.holes.without(target),
                    ep: None,
                    ..board
                };
                let plain = plain_targets(&k, &attack, from, colour).into_iter().any(|t| match t {
                    Target::Capture { victim, .. } => victim == target,
                    _ => false,
                }) && k.mode.contains(Mode::CAPTURE);
                prop_assert_eq!(k.attacks(&attack, from, colour, target), plain);
            }
        }
    }
}
