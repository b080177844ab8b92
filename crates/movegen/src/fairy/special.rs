//! Hand-written kernels for the [`SpecialWalk`]s that no component
//! descriptor expresses.
//!
//! Each is a [`Runner`] (or a set of them) wrapped in a [`DescWalk`], so
//! generation and attack detection share the code exactly as for
//! descriptor walks. Where a definition was taken from Popeye's behaviour
//! (the manual gives only names) the kernel's documentation says so; the
//! Popeye agreement test checks every one of them.

use super::kernel::{Board, Kernel, Target};
use super::{DescWalk, PawnRank, Runner};
use crate::attacks;
use crate::rules::Rules;
use crate::walk::WalkGenerator;
use nightrider_board::walk::{
    Atom, Component, PieceWalk, SpecialWalk, Walk, KING_STEPS, KNIGHT_STEPS,
};
use nightrider_board::{betza, catalogue, Bitboard, Colour, PieceKind, Square};

/// The special walks this module implements ([`SpecialWalk::Halfling`] for
/// the catalogue's half queen, rook and bishop; orphan, friend and orphan
/// pawn are built by the registry functions, not listed here).
pub const SUPPORTED_SPECIALS: &[SpecialWalk] = &[
    SpecialWalk::UbiUbi,
    SpecialWalk::Cat,
    SpecialWalk::Edgehog,
    SpecialWalk::Querquisite,
    SpecialWalk::DoubleGrasshopper,
    SpecialWalk::DoubleRookHopper,
    SpecialWalk::DoubleBishopHopper,
    SpecialWalk::MaoHopper,
    SpecialWalk::MoaHopper,
    SpecialWalk::Skylla,
    SpecialWalk::Charybdis,
    SpecialWalk::Bouncer,
    SpecialWalk::RookBouncer,
    SpecialWalk::BishopBouncer,
    SpecialWalk::ReversePawn,
    SpecialWalk::BouncyNightrider,
    SpecialWalk::Saltador,
    SpecialWalk::ContraHamster,
    SpecialWalk::KnightWazirZee,
    SpecialWalk::KnightFerzZee,
    SpecialWalk::WarElephant,
    SpecialWalk::SlidingGeneral,
    SpecialWalk::Shaman,
    SpecialWalk::Hero,
    SpecialWalk::ZigzagGeneral,
    SpecialWalk::TwistedKnight,
    SpecialWalk::FlexibleKnight,
    SpecialWalk::Oliphant,
    SpecialWalk::LightningWarmachine,
    SpecialWalk::Sissa,
    SpecialWalk::Squeen,
    SpecialWalk::LongLeaper,
    SpecialWalk::Withdrawer,
    SpecialWalk::Advancer,
    SpecialWalk::PushmePullyu,
    SpecialWalk::Coordinator,
    SpecialWalk::Windmill,
    SpecialWalk::PincerPawn,
    SpecialWalk::Halfling,
    SpecialWalk::TreeHopper,
    SpecialWalk::LeafHopper,
    SpecialWalk::GreaterTreeHopper,
    SpecialWalk::GreaterLeafHopper,
    SpecialWalk::RadialKnight,
];

/// The rook's directions, in [`Atom::W`]'s vector order.
const ORTHOGONAL: [(i32, i32); 4] = Atom::W.steps();
/// The bishop's directions, in [`Atom::F`]'s vector order.
const DIAGONAL: [(i32, i32); 4] = Atom::F.steps();
/// The queen's directions, clockwise from forward.
const QUEEN_LINES: [(i32, i32); 8] = KING_STEPS;

/// Lands on `to`: a quiet move if empty, a capture if it holds a victim.
#[inline]
fn land(board: &Board, to: Square, sink: &mut dyn FnMut(Target) -> bool) -> bool {
    if !board.occupied.contains(to) {
        sink(Target::Quiet(to))
    } else if board.victims.contains(to) {
        sink(Target::Capture { to, victim: to })
    } else {
        false
    }
}

fn step(s: Square, v: (i32, i32)) -> Option<Square> {
    s.offset(v.0, v.1)
}

/// The kernel of special walk `walk`, or `None` if it is not implemented.
pub(crate) fn compile(
    name: &str,
    walk: SpecialWalk,
    rules: &Rules,
) -> Option<Box<dyn WalkGenerator>> {
    use SpecialWalk as S;
    let one = |r: Box<dyn Runner>| DescWalk::from_runners(name, vec![r], PawnRank::None, rules);
    let walk: DescWalk = match walk {
        S::UbiUbi => one(Box::new(UbiUbi)),
        S::Cat => one(Box::new(Cat)),
        S::Edgehog => one(Box::new(Edgehog)),
        S::Querquisite => one(Box::new(Querquisite::new()?)),
        S::DoubleGrasshopper => one(Box::new(DoubleHopper(&QUEEN_LINES))),
        S::DoubleRookHopper => one(Box::new(DoubleHopper(&ORTHOGONAL))),
        S::DoubleBishopHopper => one(Box::new(DoubleHopper(&DIAGONAL))),
        S::MaoHopper => one(Box::new(LameKnight {
            diagonal_first: false,
            kind: LameKind::Hopper,
        })),
        S::MoaHopper => one(Box::new(LameKnight {
            diagonal_first: true,
            kind: LameKind::Hopper,
        })),
        S::Skylla => one(Box::new(LameKnight {
            diagonal_first: false,
            kind: LameKind::Locust,
        })),
        S::Charybdis => one(Box::new(LameKnight {
            diagonal_first: true,
            kind: LameKind::Locust,
        })),
        S::Bouncer => one(Box::new(Bouncer(&QUEEN_LINES))),
        S::RookBouncer => one(Box::new(Bouncer(&ORTHOGONAL))),
        S::BishopBouncer => one(Box::new(Bouncer(&DIAGONAL))),
        S::Saltador => one(Box::new(Saltador)),
        S::ContraHamster => one(Box::new(ContraHamster)),
        S::BouncyNightrider => one(Box::new(BouncyNightrider { bounces: 0 })),
        S::KnightWazirZee => one(Box::new(TwoStage::new(&[(1, 2), (0, 1)], false, false))),
        S::KnightFerzZee => one(Box::new(TwoStage::new(&[(1, 2), (1, 1)], false, false))),
        S::WarElephant => one(Box::new(TwoStage::same_atom((1, 1)))),
        S::SlidingGeneral => one(Box::new(TwoStage::new(&[(0, 1), (1, 1)], false, false))),
        S::Shaman => one(Box::new(TwoStage::new(&[(1, 1), (2, 2)], true, false))),
        S::Hero => one(Box::new(TwoStage::new(&[(0, 1), (0, 2)], true, false))),
        S::ZigzagGeneral => one(Box::new(TwoStage::new(
            &[(0, 1), (1, 1), (0, 2), (2, 2)],
            false,
            false,
        ))),
        S::TwistedKnight => one(Box::new(TwoStage::new(&[(1, 1), (2, 2)], false, false))),
        S::FlexibleKnight => one(Box::new(TwoStage::new(&[(0, 1), (0, 2)], false, false))),
        S::Oliphant => one(Box::new(TwoStage::new(&[(1, 1), (2, 2)], false, true))),
        S::LightningWarmachine => one(Box::new(TwoStage::new(&[(0, 1), (0, 2)], false, true))),
        S::Sissa => one(Box::new(Sissa)),
        S::Squeen => {
            let queen = betza::parse("Q").ok()?;
            let mut runners: Vec<Box<dyn Runner>> = queen
                .components()
                .iter()
                .map(|c| Box::new(Kernel::compile(c)) as Box<dyn Runner>)
                .collect();
            runners.push(Box::new(Sissa));
            DescWalk::from_runners(name, runners, PawnRank::None, rules)
        }
        S::LongLeaper => one(Box::new(LongLeaper)),
        S::Withdrawer => one(Box::new(Approach {
            advance: false,
            withdraw: true,
        })),
        S::Advancer => one(Box::new(Approach {
            advance: true,
            withdraw: false,
        })),
        S::PushmePullyu => one(Box::new(Approach {
            advance: true,
            withdraw: true,
        })),
        S::Coordinator => one(Box::new(Coordinator)),
        S::Windmill => one(Box::new(Windmill)),
        S::PincerPawn => one(Box::new(PincerPawn)),
        S::TreeHopper => one(Box::new(Circle::new(true, false, false))),
        S::LeafHopper => one(Box::new(Circle::new(true, false, true))),
        S::GreaterTreeHopper => one(Box::new(Circle::new(false, false, false))),
        S::GreaterLeafHopper => one(Box::new(Circle::new(false, false, true))),
        S::RadialKnight => one(Box::new(Circle::new(false, true, false))),
        S::Halfling => {
            let lines: &'static [(i32, i32)] = match name.to_ascii_lowercase().as_str() {
                "half queen" => &QUEEN_LINES,
                "half rook" => &ORTHOGONAL,
                "half bishop" => &DIAGONAL,
                _ => return None,
            };
            one(Box::new(Halfling(lines)))
        }
        S::ReversePawn => {
            let Ok(PieceWalk::Walk(pawn)) = catalogue::walk(PieceKind::PAWN) else {
                return None;
            };
            let runners = reversed(&pawn);
            DescWalk::from_runners(name, runners, PawnRank::First, rules)
        }
        _ => return None,
    };
    Some(Box::new(walk))
}

/// The components of `walk` run for the opposite colour (the reverse pawn
/// moves as its opponent's pawn).
fn reversed(walk: &Walk) -> Vec<Box<dyn Runner>> {
    walk.components()
        .iter()
        .map(|c: &Component| Box::new(Reversed(Kernel::compile(c))) as Box<dyn Runner>)
        .collect()
}

/// A kernel run for the opposite colour.
#[derive(Debug)]
struct Reversed(Kernel);

impl Runner for Reversed {
    fn run(
        &self,
        board: &Board,
        from: Square,
        colour: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        self.0.run(board, from, !colour, sink)
    }
    fn double_step(&self) -> bool {
        self.0.double_step()
    }
    fn may_repeat(&self) -> bool {
        self.0.may_repeat()
    }
}

/// UbiUbi: any number of knight leaps in one move, every square landed on
/// before the last one empty.
#[derive(Debug)]
struct UbiUbi;

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
struct Cat;

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

fn is_edge(s: Square) -> bool {
    s.x() == 0 || s.x() == 7 || s.y() == 0 || s.y() == 7
}

/// Edgehog: queen lines, only from an edge square to a non-edge square or
/// from a non-edge square to an edge square.
#[derive(Debug)]
struct Edgehog;

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
struct Querquisite {
    /// The components per file.
    kernels: Vec<Vec<Kernel>>,
}

impl Querquisite {
    fn new() -> Option<Querquisite> {
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
struct DoubleHopper(&'static [(i32, i32)]);

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

/// What a [`LameKnight`] does with the intermediate square of its leap.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LameKind {
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
struct LameKnight {
    diagonal_first: bool,
    kind: LameKind,
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

/// Bouncers (definition from Popeye's behaviour): along a line, the piece
/// moves exactly as many squares as the nearest obstacle in the opposite
/// direction is away (a piece, or the first square off the board); the
/// squares passed must be empty, the target empty or a victim.
#[derive(Debug)]
struct Bouncer(&'static [(i32, i32)]);

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

/// Saltador (Argentinian knight, Popeye `sa`): moves to an empty knight
/// square only by leaping over a piece on either lame path's intermediate
/// square (the mao's or the moa's); captures as a knight.
#[derive(Debug)]
struct Saltador;

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
            let over = [orth, (v.0.signum(), v.1.signum())]
                .into_iter()
                .any(|m| step(from, m).is_some_and(|h| board.occupied.contains(h)));
            let stop = if board.occupied.contains(to) {
                board.victims.contains(to) && sink(Target::Capture { to, victim: to })
            } else {
                over && sink(Target::Quiet(to))
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

/// Contra-hamster (Popeye `hc`): rides along queen lines away from an
/// adjacent piece (either colour), to empty squares or capturing the first
/// enemy piece met.
#[derive(Debug)]
struct ContraHamster;

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

/// Bouncy nightrider (definition from Popeye's behaviour): a nightrider
/// which, on reaching an empty edge square, may continue riding in any
/// knight direction (up to `bounces` times; `0` = unlimited).
#[derive(Debug)]
struct BouncyNightrider {
    bounces: u32,
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
struct TwoStage {
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
    fn new(atoms: &[(i32, i32)], distinct: bool, straight: bool) -> TwoStage {
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
    fn same_atom(atom: (i32, i32)) -> TwoStage {
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
struct Sissa;

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

/// Rococo long leaper: queen lines to an empty square, capturing every
/// enemy piece jumped (each must be followed by an empty square); it never
/// jumps a friendly piece or two pieces in a row.
#[derive(Debug)]
struct LongLeaper;

impl Runner for LongLeaper {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        for v in QUEEN_LINES {
            let mut victims = Bitboard::EMPTY;
            let mut cur = step(from, v);
            while let Some(s) = cur {
                if !board.occupied.contains(s) {
                    let t = if victims.is_empty() {
                        Target::Quiet(s)
                    } else {
                        Target::MultiCapture { to: s, victims }
                    };
                    if sink(t) {
                        return true;
                    }
                } else if board.victims.contains(s) {
                    match step(s, v) {
                        Some(next) if !board.occupied.contains(next) => victims.insert(s),
                        _ => break,
                    }
                } else {
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

/// Rococo withdrawer, advancer and pushme-pullyu: queen moves to empty
/// squares; by withdrawal (`withdraw`) the enemy piece it moves directly
/// away from (next to its start square) is captured, by approach
/// (`advance`) the enemy piece next in line after its arrival square. The
/// captures are compulsory (part of the move), so a pushme-pullyu move that
/// does both captures both pieces.
#[derive(Debug)]
struct Approach {
    advance: bool,
    withdraw: bool,
}

impl Runner for Approach {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        for v in QUEEN_LINES {
            let behind =
                step(from, (-v.0, -v.1)).filter(|s| self.withdraw && board.victims.contains(*s));
            let mut cur = step(from, v);
            while let Some(s) = cur {
                if board.occupied.contains(s) {
                    break;
                }
                let ahead = step(s, v).filter(|t| self.advance && board.victims.contains(*t));
                let t = match (behind, ahead) {
                    (None, None) => Target::Quiet(s),
                    (Some(victim), None) | (None, Some(victim)) => {
                        Target::Capture { to: s, victim }
                    }
                    (Some(a), Some(b)) => Target::MultiCapture {
                        to: s,
                        victims: Bitboard::from_square(a).with(b),
                    },
                };
                if sink(t) {
                    return true;
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

/// Ultima coordinator: queen moves to empty squares; afterwards the enemy
/// pieces on the intersections of its rank and file with its king's file
/// and rank are captured. Without a royal piece it captures nothing.
#[derive(Debug)]
struct Coordinator;

impl Runner for Coordinator {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        let king = board.king.filter(|&k| k != from);
        for to in attacks::queen(from, board.occupied) - board.occupied {
            let mut victims = Bitboard::EMPTY;
            if let Some(k) = king {
                for (x, y) in [(to.x(), k.y()), (k.x(), to.y())] {
                    if let Some(s) = Square::from_xy(x, y) {
                        if board.victims.contains(s) {
                            victims.insert(s);
                        }
                    }
                }
            }
            let t = if victims.is_empty() {
                Target::Quiet(to)
            } else {
                Target::MultiCapture { to, victims }
            };
            if sink(t) {
                return true;
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
struct Windmill;

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
struct Halfling(&'static [(i32, i32)]);

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

/// Ultima pincer pawn: rook moves to empty squares; captures every enemy
/// piece orthogonally next to its arrival square that has a friendly piece
/// directly behind it (custodian capture).
#[derive(Debug)]
struct PincerPawn;

impl Runner for PincerPawn {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        let friends = board.occupied - board.victims;
        for to in attacks::rook(from, board.occupied) - board.occupied {
            let mut victims = Bitboard::EMPTY;
            for v in ORTHOGONAL {
                if let (Some(e), Some(f)) = (step(to, v), step(to, (2 * v.0, 2 * v.1))) {
                    // The pawn's start square is empty once it has moved.
                    if board.victims.contains(e) && friends.contains(f) && f != from {
                        victims.insert(e);
                    }
                }
            }
            let t = if victims.is_empty() {
                Target::Quiet(to)
            } else {
                Target::MultiCapture { to, victims }
            };
            if sink(t) {
                return true;
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
struct Circle {
    queen_lines: bool,
    enemy_only: bool,
    /// Landing squares per `from * 64 + hurdle`.
    table: Vec<Bitboard>,
}

impl Circle {
    fn new(queen_lines: bool, enemy_only: bool, around_start: bool) -> Circle {
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
