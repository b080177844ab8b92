//! Hand-written kernels for the [`SpecialWalk`]s that no component
//! descriptor expresses.
//!
//! Each is a [`Runner`] (or a set of them) wrapped in a [`DescWalk`], so
//! generation and attack detection share the code exactly as for
//! descriptor walks. Where a definition was taken from Popeye's behaviour
//! (the manual gives only names) the kernel's documentation says so; the
//! Popeye agreement test checks every one of them.
//!
//! This module compiles a [`SpecialWalk`] into its runners; the runners
//! are grouped by family: `leapers` (knight chains, lame knights, bouncy
//! nightrider and knight, two-stage pieces), `lines` (line pieces and hoppers) and
//! `rococo` (Rococo and Ultima capturers).

use super::kernel::{Board, Kernel, Target};
use super::{DescWalk, PawnRank, Runner};
use crate::rules::Rules;
use crate::walk::WalkGenerator;
use nightrider_board::walk::{
    Atom, Component, PieceWalk, SpecialWalk, Walk, KING_STEPS, KNIGHT_STEPS,
};
use nightrider_board::{betza, catalogue, Colour, PieceKind, Square};

mod leapers;
mod lines;
mod rococo;

use leapers::{BouncyNightrider, Cat, LameKind, LameKnight, Saltador, Sissa, TwoStage, UbiUbi};
use lines::{
    Bouncer, Circle, ContraHamster, DoubleHopper, EagleEquihopper, Edgehog, Halfling, Querquisite,
    Scarabeus, Windmill,
};
use rococo::{Approach, Coordinator, LongLeaper, PincerPawn};

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
    SpecialWalk::BouncyKnight,
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
    SpecialWalk::EagleEquihopper,
    SpecialWalk::EagleNonstopEquihopper,
    SpecialWalk::Scarabeus,
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

/// Whether `s` is on the board's edge.
fn is_edge(s: Square) -> bool {
    s.x() == 0 || s.x() == 7 || s.y() == 0 || s.y() == 7
}

/// The kernel of special walk `walk`, or `None` if it is not implemented.
pub(crate) fn compile(
    name: &str,
    walk: SpecialWalk,
    rules: &Rules,
) -> Option<Box<dyn WalkGenerator>> {
    let (runners, pawn) = runners(name, walk)?;
    Some(Box::new(DescWalk::from_runners(name, runners, pawn, rules)))
}

/// The runners of special walk `walk` and where it promotes, or `None` if
/// it is not implemented.
pub(crate) fn runners(name: &str, walk: SpecialWalk) -> Option<(Vec<Box<dyn Runner>>, PawnRank)> {
    use SpecialWalk as S;
    let one = |r: Box<dyn Runner>| (vec![r], PawnRank::None);
    let parts = match walk {
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
        S::EagleEquihopper => one(Box::new(EagleEquihopper::new(false))),
        S::EagleNonstopEquihopper => one(Box::new(EagleEquihopper::new(true))),
        S::Scarabeus => one(Box::new(Scarabeus)),
        S::ContraHamster => one(Box::new(ContraHamster)),
        S::BouncyNightrider => one(Box::new(BouncyNightrider {
            bounces: 0,
            ride: true,
        })),
        S::BouncyKnight => one(Box::new(BouncyNightrider {
            bounces: 0,
            ride: false,
        })),
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
            (runners, PawnRank::None)
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
            (reversed(&pawn), PawnRank::First)
        }
        _ => return None,
    };
    Some(parts)
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
