//! Special leapers: chains of knight leaps (UbiUbi, CAT), lame knights
//! (mao/moa hoppers, Skylla, Charybdis, saltador), the bouncy nightrider
//! and the two-stage pieces (zee pieces, sissa).

use super::{is_edge, land, step, DIAGONAL, KNIGHT_STEPS, ORTHOGONAL};
use crate::attacks;
use crate::fairy::kernel::{Board, Target};
use crate::fairy::Runner;
use nightrider_board::{Bitboard, Colour, Square};

/// UbiUbi: any number of knight leaps in one move, every square landed on
/// before the last one empty.
#[derive(Debug)]
pub(super) struct UbiUbi;

impl Runner for UbiUbi {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        let empty = !board.occupied;
        let mut reached = Bitboard::from_square(from);
        let mut frontier = reached;
        let mut targets = Bitboard::EMPTY;
        while frontier.any() {
            let mut next = Bitboard::EMPTY;
            for s in frontier {
                next |= attacks::knight(s);
            }
            targets |= next;
            frontier = (next & empty) - reached;
            reached |= frontier;
        }
        for to in targets.without(from) {
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

/// CAT (cavalier de Troie): a knight leap, then any number of dabbaba
/// leaps along the knight leap's longer coordinate; every square landed on
/// before the last one empty.
#[derive(Debug)]
pub(super) struct Cat;

impl Runner for Cat {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        for v in KNIGHT_STEPS {
            let d = if v.0.abs() > v.1.abs() {
                (2 * v.0.signum(), 0)
            } else {
                (0, 2 * v.1.signum())
            };
            let mut cur = step(from, v);
            while let Some(s) = cur {
                if land(board, s, sink) {
                    return true;
                }
                if board.occupied.contains(s) {
                    break;
                }
                cur = step(s, d);
            }
        }
        false
    }
    fn may_repeat(&self) -> bool {
        false
    }
}

/// What a [`LameKnight`] does with the intermediate square of its leap.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum LameKind {
    /// Mao/moa hopper: the intermediate square is occupied (either
    /// colour); the target is empty or a victim.
    Hopper,
    /// Skylla/Charybdis (definition from Popeye's behaviour): a quiet mao
    /// (moa) move over an empty intermediate square, or a capture of a
    /// victim on the intermediate square landing on the empty target.
    Locust,
}

/// Knight leaps through the orthogonally (mao) or diagonally (moa)
/// adjacent intermediate square.
#[derive(Debug)]
pub(super) struct LameKnight {
    pub(super) diagonal_first: bool,
    pub(super) kind: LameKind,
}

impl Runner for LameKnight {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        for v in KNIGHT_STEPS {
            let Some(to) = step(from, v) else { continue };
            let orth = if v.0.abs() > v.1.abs() {
                (v.0.signum(), 0)
            } else {
                (0, v.1.signum())
            };
            let mid_v = if self.diagonal_first {
                (v.0.signum(), v.1.signum())
            } else {
                orth
            };
            let Some(mid) = step(from, mid_v) else {
                continue;
            };
            let stop = match self.kind {
                LameKind::Hopper => board.occupied.contains(mid) && land(board, to, sink),
                LameKind::Locust => {
                    if board.occupied.contains(to) {
                        false
                    } else if !board.occupied.contains(mid) {
                        sink(Target::Quiet(to))
                    } else if board.victims.contains(mid) {
                        sink(Target::Capture { to, victim: mid })
                    } else {
                        false
                    }
                }
            };
            if stop {
                return true;
            }
        }
        false
    }
    fn may_repeat(&self) -> bool {
        false
    }
}

/// Saltador (Argentinian knight, Popeye `sa`; definition from Popeye's
/// behaviour): moves to an empty knight square only by leaping over a piece
/// on either lame path's intermediate square (the mao's or the moa's);
/// captures as a non-leaping knight, along either lame path whose
/// intermediate square is empty.
#[derive(Debug)]
pub(super) struct Saltador;

impl Runner for Saltador {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        for v in KNIGHT_STEPS {
            let Some(to) = step(from, v) else { continue };
            let orth = if v.0.abs() > v.1.abs() {
                (v.0.signum(), 0)
            } else {
                (0, v.1.signum())
            };
            let hurdles = [orth, (v.0.signum(), v.1.signum())]
                .into_iter()
                .filter(|&m| step(from, m).is_some_and(|h| board.occupied.contains(h)))
                .count();
            let stop = if board.occupied.contains(to) {
                hurdles < 2
                    && board.victims.contains(to)
                    && sink(Target::Capture { to, victim: to })
            } else {
                hurdles > 0 && sink(Target::Quiet(to))
            };
            if stop {
                return true;
            }
        }
        false
    }
    fn may_repeat(&self) -> bool {
        false
    }
}

/// Bouncy nightrider and bouncy knight (definitions from Popeye's
/// behaviour): a nightrider (a knight if not `ride`) which, on reaching an
/// empty edge square, may continue in any knight direction (up to
/// `bounces` times; `0` = unlimited).
#[derive(Debug)]
pub(super) struct BouncyNightrider {
    pub(super) bounces: u32,
    /// Whether each leg rides (nightrider) or is a single leap (knight).
    pub(super) ride: bool,
}

impl Runner for BouncyNightrider {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        let mut targets = Bitboard::EMPTY;
        let mut expanded = Bitboard::EMPTY;
        let mut queue: Vec<(Square, u32)> = vec![(from, 0)];
        let occupied = board.occupied.without(from);
        while let Some((start, depth)) = queue.pop() {
            for v in KNIGHT_STEPS {
                let mut cur = step(start, v);
                while let Some(s) = cur {
                    targets.insert(s);
                    if occupied.contains(s) {
                        break;
                    }
                    if is_edge(s)
                        && !expanded.contains(s)
                        && (self.bounces == 0 || depth < self.bounces)
                    {
                        expanded.insert(s);
                        queue.push((s, depth + 1));
                    }
                    if !self.ride {
                        break;
                    }
                    cur = step(s, v);
                }
            }
        }
        for to in targets.without(from) {
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

/// Two-stage pieces of UC-170-17 (the "zee" pieces, bent and straight
/// double steppers): a first leap or step from one of `atoms`, then
/// optionally a second one. The square between the stages must be empty (a
/// capture ends the move); the piece may not return to its start square.
#[derive(Debug)]
pub(super) struct TwoStage {
    /// Vector sets of the atoms.
    atoms: Vec<Vec<(i32, i32)>>,
    /// Atoms usable as a single-stage move.
    singles: Vec<usize>,
    /// Atom pairs `(first, second)` usable as a two-stage move.
    pairs: Vec<(usize, usize)>,
    /// Whether the second stage keeps the first stage's direction.
    straight: bool,
}

fn atom_vectors(a: i32, b: i32) -> Vec<(i32, i32)> {
    let mut v: Vec<(i32, i32)> = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let w = (x * sx, y * sy);
            if !v.contains(&w) {
                v.push(w);
            }
        }
    }
    v
}

impl TwoStage {
    /// `atoms` as `(a, b)` leaps; every single move and every pair allowed
    /// unless `distinct` (then only pairs of different atoms).
    pub(super) fn new(atoms: &[(i32, i32)], distinct: bool, straight: bool) -> TwoStage {
        let n = atoms.len();
        let pairs = (0..n)
            .flat_map(|i| (0..n).map(move |j| (i, j)))
            .filter(|&(i, j)| !distinct || i != j)
            .collect();
        TwoStage {
            atoms: atoms.iter().map(|&(a, b)| atom_vectors(a, b)).collect(),
            singles: (0..n).collect(),
            pairs,
            straight,
        }
    }

    /// Only two-stage moves of the same atom (war elephant, sliding general
    /// also allow single steps: they are listed in `singles`).
    pub(super) fn same_atom(atom: (i32, i32)) -> TwoStage {
        TwoStage {
            atoms: vec![atom_vectors(atom.0, atom.1)],
            singles: vec![0],
            pairs: vec![(0, 0)],
            straight: false,
        }
    }
}

impl Runner for TwoStage {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        for &i in &self.singles {
            for &v in &self.atoms[i] {
                if let Some(to) = step(from, v) {
                    if land(board, to, sink) {
                        return true;
                    }
                }
            }
        }
        for &(i, j) in &self.pairs {
            for &v in &self.atoms[i] {
                let Some(mid) = step(from, v) else { continue };
                if board.occupied.contains(mid) {
                    continue;
                }
                for &w in &self.atoms[j] {
                    if self.straight && (w.0.signum(), w.1.signum()) != (v.0.signum(), v.1.signum())
                    {
                        continue;
                    }
                    if let Some(to) = step(mid, w) {
                        if to != from && land(board, to, sink) {
                            return true;
                        }
                    }
                }
            }
        }
        false
    }
}

/// Sissa: `n` rook steps then `n` bishop steps, or `n` bishop steps then
/// `n` rook steps, in any directions; every square passed empty.
#[derive(Debug)]
pub(super) struct Sissa;

impl Runner for Sissa {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        for (firsts, seconds) in [(&ORTHOGONAL, &DIAGONAL), (&DIAGONAL, &ORTHOGONAL)] {
            for &v in firsts.iter() {
                for &w in seconds.iter() {
                    'n: for n in 1..8 {
                        let mut s = from;
                        for _ in 0..n {
                            match step(s, v) {
                                Some(t) if !board.occupied.contains(t) => s = t,
                                _ => break 'n,
                            }
                        }
                        for k in 1..=n {
                            let Some(t) = step(s, w) else { continue 'n };
                            if k == n {
                                if land(board, t, sink) {
                                    return true;
                                }
                            } else if board.occupied.contains(t) {
                                continue 'n;
                            }
                            s = t;
                        }
                    }
                }
            }
        }
        false
    }
}
