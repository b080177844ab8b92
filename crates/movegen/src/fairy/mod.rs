//! Fairy piece move generation: compiles the piece descriptors of
//! [`nightrider_board::walk`] (and the hand-written [`SpecialWalk`]s) into
//! fast [`WalkGenerator`] kernels for [`crate::MoveGenerator`]'s general
//! path.
//!
//! * [`compile`] / [`compile_named`] / [`compile_kind`] turn a
//!   [`PieceWalk`] (or a catalogue kind) into a `Box<dyn WalkGenerator>`, or
//!   an [`UnsupportedWalk`] error naming what is not implemented — never a
//!   silently wrong move list;
//! * [`registry_for_kinds`], [`registry_for_kinds_with`] (user-defined
//!   pieces) and [`registry_for_position`] build the [`WalkRegistry`] of a
//!   problem, ready for [`crate::MoveGenerator::new`] /
//!   [`crate::MoveGenerator::for_position`]; they also build the pieces
//!   that borrow other walks (orphan, friend, orphan pawn).
//!
//! # Kernels
//!
//! Each [`nightrider_board::walk::Component`] is compiled once per problem
//! for both colours and all squares: plain leapers into target bitboards,
//! unlimited W/F riders into direction masks over the magic-bitboard rook
//! and bishop attacks, everything else (limited riders, lame, circular,
//! zigzag, reflecting, bent and cylinder paths; hoppers with any number of
//! hurdles, landing rules and deflections; locusts; equihoppers and
//! equistoppers) into flat precomputed ray lists. Pawn walks promote on the
//! last rank to the [`Rules`]' promotion kinds and mark their initial
//! multi-step moves [`Special::DoubleStep`]. The special kernels are listed
//! in [`SUPPORTED_SPECIALS`] (and orphan, friend, orphan pawn via the
//! registry).
//!
//! `attacks` runs the very same data as `generate`, with an enemy piece
//! pretended on the target, and looks for a capture of it.
//!
//! # Verification
//!
//! * every descriptor piece of the catalogue against the board crate's
//!   reference interpreter, and every board-only special kernel against its
//!   special reference (`tests/fairy_reference.rs`, random positions, both
//!   colours, generation and attacks);
//! * `attacks` against the captures `generate` makes, for every compiled
//!   walk; hand-checked move sets (`tests/fairy_kernels.rs`);
//! * Popeye's move lists (`tests/fairy_popeye.rs`, data in
//!   `tests/data/popeye`), with a documented list of known disagreements.
//!
//! # Not supported
//!
//! Special walks outside [`SUPPORTED_SPECIALS`] return
//! [`UnsupportedWalk::Special`]: those needing game state or effects beyond a piece's own moves
//! (immobilizer, shield, chameleon, swapper, archer, jester,
//! Andernach/Einstein/Circe grasshoppers, frog, jumping pawn) and the
//! ambiguous ones (harvestman, reflecting bishop wazir). Some kernels
//! follow definitions inferred from Popeye's move lists (bouncers, bouncy
//! nightrider and knight, saltador, tree/leaf hoppers, radial knight):
//! their documentation says so.
//!
//! A hunter ([`PieceWalk::Hunter`]) runs the kernels of its two walks and
//! keeps the targets forward of the start (first walk) or backward of it
//! (second walk); a pawn part keeps its double step but never promotes.
//!
//! ```
//! use nightrider_board::{catalogue::{self, Language}, Colour, Piece, PieceKind, Position, Square};
//! use nightrider_movegen::{fairy, MoveGenerator, MoveList, Rules};
//! let grasshopper = catalogue::by_code(Language::English, "g").unwrap();
//! let mut pos = Position::empty();
//! pos.put(Square::H1, Piece::new(PieceKind::KING, Colour::White));
//! pos.put(Square::A8, Piece::new(PieceKind::KING, Colour::Black));
//! pos.put(Square::D4, Piece::new(grasshopper, Colour::White));
//! pos.put(Square::D6, Piece::new(PieceKind::PAWN, Colour::Black));
//! let rules = Rules::default();
//! let registry = fairy::registry_for_position(&pos, &rules).unwrap();
//! let generator = MoveGenerator::for_position(&pos, rules, &registry).unwrap();
//! let mut moves = MoveList::new();
//! generator.legal_moves(&mut pos, &mut moves).unwrap();
//! // 3 king moves and the hop d4-d7.
//! assert_eq!(moves.len(), 4);
//! ```

mod kernel;
mod mimic;
mod special;

use crate::rules::{FirstRankPawns, MoveList, Rules};
use crate::walk::{capturable, WalkGenerator, WalkRegistry};
use kernel::{Board, Kernel, Target};
use nightrider_board::catalogue::{self, UnsupportedPiece, UserPieces};
use nightrider_board::walk::{PieceWalk, SpecialWalk, Walk};
use nightrider_board::{Bitboard, Colour, Move, PieceKind, Position, Special, Square};
use smallvec::SmallVec;
use std::sync::Arc;

pub use special::SUPPORTED_SPECIALS;

/// Why a piece's walk cannot be compiled.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum UnsupportedWalk {
    /// The catalogue has no usable walk for the kind.
    #[error(transparent)]
    Catalogue(#[from] UnsupportedPiece),
    /// A hand-written walk the move generator does not implement (yet).
    #[error("piece {name}: the special walk {walk:?} is not supported by the move generator")]
    Special {
        /// The piece's name.
        name: String,
        /// The walk.
        walk: SpecialWalk,
    },
}

/// A compiled walk: the kernels of a descriptor's components and/or
/// hand-written special kernels, with pawn promotion and double-step
/// handling.
#[derive(Debug)]
pub struct DescWalk {
    name: String,
    runners: Vec<Box<dyn Runner>>,
    pawn: PawnRank,
    promotions: SmallVec<[PieceKind; 4]>,
    /// Whether the piece has no move and no attack from its own first rank
    /// (a pawn under [`FirstRankPawns::Inert`]).
    inert_on_first_rank: bool,
    /// Whether the walk can produce the same move twice (more than one
    /// kernel, or paths that meet again), so generation must deduplicate.
    dedup: bool,
}

impl DescWalk {
    /// Compiles a descriptor walk named `name`; pawn walks promote to the
    /// promotion kinds of `rules`.
    pub fn new(name: &str, walk: &Walk, rules: &Rules) -> DescWalk {
        let runners: Vec<Box<dyn Runner>> = walk
            .components()
            .iter()
            .map(|c| Box::new(Kernel::compile(c)) as Box<dyn Runner>)
            .collect();
        let pawn = if walk.is_pawn() {
            PawnRank::Last
        } else {
            PawnRank::None
        };
        DescWalk::from_runners(name, runners, pawn, rules)
    }

    /// A walk made of `runners` (special kernels), promoting as `pawn` says.
    pub(crate) fn from_runners(
        name: &str,
        runners: Vec<Box<dyn Runner>>,
        pawn: PawnRank,
        rules: &Rules,
    ) -> DescWalk {
        DescWalk {
            name: name.to_string(),
            dedup: runners.len() > 1 || runners.iter().any(|r| r.may_repeat()),
            runners,
            pawn,
            promotions: rules.promotions.clone(),
            // (a fairy pawn on its first rank stays inert where an
            // orthodox one checks: not compared with Popeye)
            inert_on_first_rank: pawn == PawnRank::Last
                && rules.first_rank_pawns <= FirstRankPawns::ChecksOnly,
        }
    }

    /// Whether the walk has pawn semantics (promotion, double step).
    pub fn is_pawn(&self) -> bool {
        self.pawn != PawnRank::None
    }

    /// Whether the piece of `side` on `from` is inert there (see
    /// [`DescWalk::inert_on_first_rank`]).
    fn inert(&self, from: Square, side: Colour) -> bool {
        self.inert_on_first_rank && from.y() == side.fold(0, 7)
    }

    fn board(pos: &Position, side: Colour) -> Board {
        Board {
            occupied: pos.blockers(),
            holes: pos.holes(),
            victims: capturable(pos, side),
            ep: pos.en_passant().map(|e| (e.passed, e.pawn)),
            king: pos.royal_square(side),
        }
    }
}

/// Where a walk promotes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PawnRank {
    /// Not a pawn: no promotion, no double step.
    None,
    /// A pawn promoting on the mover's last rank.
    Last,
    /// A reversed pawn promoting on the mover's first rank.
    First,
    /// A pawn that never promotes (a hunter with a pawn part): double
    /// steps only.
    Never,
}

/// The target producer of one part of a walk: a compiled component or a
/// hand-written special kernel.
pub(crate) trait Runner: Send + Sync + std::fmt::Debug {
    /// Emits the targets of the piece on `from` moved by `colour`; stops
    /// and returns `true` as soon as `sink` returns `true`.
    fn run(
        &self,
        board: &Board,
        from: Square,
        colour: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool;

    /// Whether quiet moves of two or more ranks are pawn double steps
    /// (en-passant victims).
    fn double_step(&self) -> bool {
        false
    }

    /// Whether the runner may emit the same target twice.
    fn may_repeat(&self) -> bool {
        true
    }

    /// The quiet-move and capture target squares (captures on the target
    /// square only), if the runner can give them as bitboards.
    fn target_sets(
        &self,
        _board: &Board,
        _from: Square,
        _colour: Colour,
    ) -> Option<(Bitboard, Bitboard)> {
        None
    }

    /// Whether the piece captures a piece on `target` (`board` already has
    /// a victim there): by default, whether [`Runner::run`] emits such a
    /// capture.
    fn attacks(&self, board: &Board, from: Square, colour: Colour, target: Square) -> bool {
        self.run(board, from, colour, &mut |t| match t {
            Target::Capture { victim, .. } => victim == target,
            Target::MultiCapture { victims, .. } => victims.contains(target),
            _ => false,
        })
    }
}

/// Appends the move for `target` (pawn promotions expanded), skipping
/// duplicates when `dedup`.
#[allow(clippy::too_many_arguments)]
fn push_target(
    from: Square,
    side: Colour,
    target: Target,
    double_step: bool,
    pawn: PawnRank,
    promotions: &[PieceKind],
    seen: &mut Bitboard,
    start: usize,
    dedup: bool,
    out: &mut MoveList,
) {
    let mv = match target {
        Target::Quiet(to) => {
            let m = Move::quiet(from, to);
            if double_step && (to.y() - from.y()).abs() >= 2 {
                m.with_special(Special::DoubleStep)
            } else {
                m
            }
        }
        Target::Capture { to, victim } => Move {
            captures: Bitboard::from_square(victim),
            ..Move::quiet(from, to)
        },
        Target::MultiCapture { to, victims } => Move {
            captures: victims,
            ..Move::quiet(from, to)
        },
        Target::EnPassant { to, victim } => Move {
            special: Special::EnPassant,
            captures: Bitboard::from_square(victim),
            ..Move::quiet(from, to)
        },
    };
    if dedup {
        let simple = mv.special == Special::None
            && (mv.captures.is_empty() || mv.captures == Bitboard::from_square(mv.to));
        if simple {
            if seen.contains(mv.to) {
                return;
            }
            seen.insert(mv.to);
        } else if out[start..].contains(&mv) {
            return;
        }
    }
    let last = match (pawn, side) {
        (PawnRank::None | PawnRank::Never, _) => -1,
        (PawnRank::Last, Colour::White) | (PawnRank::First, Colour::Black) => 7,
        _ => 0,
    };
    if mv.to.y() == last {
        for &kind in promotions {
            out.push(mv.promoting(kind));
        }
    } else {
        out.push(mv);
    }
}

impl WalkGenerator for DescWalk {
    fn name(&self) -> &str {
        &self.name
    }

    fn generate(&self, pos: &Position, from: Square, side: Colour, out: &mut MoveList) {
        if self.inert(from, side) {
            return;
        }
        let board = DescWalk::board(pos, side);
        let start = out.len();
        let mut seen = Bitboard::EMPTY;
        for k in &self.runners {
            let double_step = self.pawn != PawnRank::None && k.double_step();
            if self.pawn == PawnRank::None && !double_step {
                // Plain leapers and sliders: whole target sets at once.
                if let Some((quiet, captures)) = k.target_sets(&board, from, side) {
                    let (quiet, captures) = if self.dedup {
                        let fresh = (quiet | captures) - seen;
                        seen |= fresh;
                        (quiet & fresh, captures & fresh)
                    } else {
                        (quiet, captures)
                    };
                    out.extend(quiet.into_iter().map(|to| Move::quiet(from, to)));
                    out.extend(captures.into_iter().map(|to| Move::capture(from, to)));
                    continue;
                }
            }
            k.run(&board, from, side, &mut |t| {
                push_target(
                    from,
                    side,
                    t,
                    double_step,
                    self.pawn,
                    &self.promotions,
                    &mut seen,
                    start,
                    self.dedup,
                    out,
                );
                false
            });
        }
    }

    fn attacks(&self, pos: &Position, from: Square, target: Square, side: Colour) -> bool {
        if self.inert(from, side) {
            return false;
        }
        let board = Board {
            occupied: pos.blockers().with(target),
            holes: pos.holes(),
            victims: capturable(pos, side).with(target),
            ep: None,
            king: pos.royal_square(side),
        };
        self.runners
            .iter()
            .any(|k| k.attacks(&board, from, side, target))
    }
}

/// Compiles `walk` (named `name` in messages) for a problem under `rules`.
///
/// # Errors
/// [`UnsupportedWalk::Special`] for a special walk without a kernel.
pub fn compile_named(
    name: &str,
    walk: &PieceWalk,
    rules: &Rules,
) -> Result<Box<dyn WalkGenerator>, UnsupportedWalk> {
    match walk {
        PieceWalk::Walk(w) => Ok(Box::new(DescWalk::new(name, w, rules))),
        PieceWalk::Hunter(..) => {
            let (runners, pawn) = runners(name, walk)?;
            Ok(Box::new(DescWalk::from_runners(name, runners, pawn, rules)))
        }
        PieceWalk::Special(s) => {
            special::compile(name, *s, rules).ok_or(UnsupportedWalk::Special {
                name: name.to_string(),
                walk: *s,
            })
        }
    }
}

/// The runners of `walk` and where it promotes.
fn runners(
    name: &str,
    walk: &PieceWalk,
) -> Result<(Vec<Box<dyn Runner>>, PawnRank), UnsupportedWalk> {
    match walk {
        PieceWalk::Walk(w) => Ok((
            w.components()
                .iter()
                .map(|c| Box::new(Kernel::compile(c)) as Box<dyn Runner>)
                .collect(),
            if w.is_pawn() {
                PawnRank::Last
            } else {
                PawnRank::None
            },
        )),
        PieceWalk::Special(s) => special::runners(name, *s).ok_or(UnsupportedWalk::Special {
            name: name.to_string(),
            walk: *s,
        }),
        PieceWalk::Hunter(away, home) => {
            let (forward, p1) = runners(name, away)?;
            let (backward, p2) = runners(name, home)?;
            let hunt = |inner, forward| Box::new(Hunt { inner, forward }) as Box<dyn Runner>;
            let all = forward
                .into_iter()
                .map(|r| hunt(r, true))
                .chain(backward.into_iter().map(|r| hunt(r, false)))
                .collect();
            let pawn = if p1 == PawnRank::None && p2 == PawnRank::None {
                PawnRank::None
            } else {
                PawnRank::Never
            };
            Ok((all, pawn))
        }
    }
}

/// One part of a hunter: the targets of `inner` further from the mover's
/// first rank than the start (`forward`) or nearer to it.
#[derive(Debug)]
struct Hunt {
    inner: Box<dyn Runner>,
    forward: bool,
}

impl Runner for Hunt {
    fn run(
        &self,
        board: &Board,
        from: Square,
        colour: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        let sign = if self.forward { 1 } else { -1 } * colour.fold(1, -1);
        self.inner.run(board, from, colour, &mut |t| {
            let to = match t {
                Target::Quiet(to)
                | Target::Capture { to, .. }
                | Target::MultiCapture { to, .. }
                | Target::EnPassant { to, .. } => to,
            };
            (to.y() - from.y()).signum() == sign && sink(t)
        })
    }
    fn double_step(&self) -> bool {
        self.inner.double_step()
    }
    fn may_repeat(&self) -> bool {
        self.inner.may_repeat()
    }
}

/// Compiles `walk` for a problem under `rules` (see [`compile_named`]).
///
/// # Errors
/// [`UnsupportedWalk::Special`] for a special walk without a kernel.
pub fn compile(walk: &PieceWalk, rules: &Rules) -> Result<Box<dyn WalkGenerator>, UnsupportedWalk> {
    let name = match walk {
        PieceWalk::Walk(_) | PieceWalk::Hunter(..) => "fairy piece".to_string(),
        PieceWalk::Special(s) => format!("{s:?}"),
    };
    compile_named(&name, walk, rules)
}

/// Compiles the catalogue walk of `kind`.
///
/// # Errors
/// The catalogue's error for unknown or unimplemented kinds;
/// [`UnsupportedWalk::Special`] for special walks without a kernel.
pub fn compile_kind(
    kind: PieceKind,
    rules: &Rules,
) -> Result<Box<dyn WalkGenerator>, UnsupportedWalk> {
    let walk = catalogue::walk(kind)?;
    let name = catalogue::entry(kind).map_or("fairy piece", |e| e.name);
    compile_named(name, &walk, rules)
}

/// The registry of compiled walks for the non-orthodox kinds among
/// `kinds` and the promotion kinds of `rules` (orthodox kinds keep
/// [`crate::MoveGenerator`]'s built-in walks).
///
/// Orphans, friends and orphan pawns ([`SpecialWalk::Orphan`],
/// [`SpecialWalk::Friend`], [`SpecialWalk::OrphanPawn`]) are only available
/// here, not from [`compile`]: they borrow the walks of the other kinds of
/// the problem (a mimic never acquires powers through a mimic of another
/// kind).
///
/// # Errors
/// The first kind whose walk is unknown or unsupported.
pub fn registry_for_kinds(
    kinds: impl IntoIterator<Item = PieceKind>,
    rules: &Rules,
) -> Result<WalkRegistry, UnsupportedWalk> {
    registry_for_kinds_with(kinds, rules, &UserPieces::new())
}

/// As [`registry_for_kinds`], with the problem's user-defined pieces
/// (`user` falls back to the catalogue for the other kinds).
///
/// ```
/// use nightrider_board::catalogue::UserPieces;
/// use nightrider_movegen::{fairy, Rules};
/// let mut user = UserPieces::new();
/// let wildebeest = user.define("wildebeest", "NC").unwrap();
/// let registry = fairy::registry_for_kinds_with([wildebeest], &Rules::default(), &user).unwrap();
/// assert_eq!(registry.get(wildebeest).unwrap().name(), "wildebeest");
/// ```
///
/// # Errors
/// The first kind whose walk is unknown or unsupported.
pub fn registry_for_kinds_with(
    kinds: impl IntoIterator<Item = PieceKind>,
    rules: &Rules,
    user: &UserPieces,
) -> Result<WalkRegistry, UnsupportedWalk> {
    let mut all: Vec<PieceKind> = kinds.into_iter().collect();
    all.extend(rules.all_promotions());
    all.sort_unstable();
    all.dedup();
    let mut registry = WalkRegistry::new();
    let mut mimics = Vec::new();
    let mut walks: Vec<(PieceKind, Arc<dyn WalkGenerator>)> = Vec::new();
    for &kind in &all {
        if let Some(w) = crate::walk::orthodox_walk(kind, rules) {
            walks.push((kind, w));
            continue;
        }
        let walk = user.walk(kind)?;
        let name = user
            .name(kind)
            .or_else(|| catalogue::entry(kind).map(|e| e.name))
            .unwrap_or("fairy piece");
        match walk {
            PieceWalk::Special(
                s @ (SpecialWalk::Orphan | SpecialWalk::Friend | SpecialWalk::OrphanPawn),
            ) => {
                mimics.push((kind, s));
            }
            walk => {
                let own = rules.for_pawn(kind);
                let w: Arc<dyn WalkGenerator> = Arc::from(compile_named(name, &walk, &own)?);
                registry.register(kind, w.clone());
                walks.push((kind, w));
            }
        }
    }
    if mimics.iter().any(|(_, s)| *s == SpecialWalk::OrphanPawn)
        && !walks.iter().any(|(k, _)| *k == PieceKind::PAWN)
    {
        if let Some(w) = crate::walk::orthodox_walk(PieceKind::PAWN, rules) {
            walks.push((PieceKind::PAWN, w));
        }
    }
    for (kind, special) in mimics {
        let name = catalogue::entry(kind).map_or("mimic", |e| e.name);
        let base = (special == SpecialWalk::OrphanPawn).then_some(PieceKind::PAWN);
        let friend = special == SpecialWalk::Friend;
        let mimic = mimic::Mimic::new(name, kind, friend, walks.clone(), base);
        registry.register(kind, Arc::new(mimic));
    }
    Ok(registry)
}

/// The registry of compiled walks for the kinds on `pos` and the promotion
/// kinds of `rules` (see [`registry_for_kinds`]).
///
/// # Errors
/// The first kind whose walk is unknown or unsupported.
pub fn registry_for_position(
    pos: &Position,
    rules: &Rules,
) -> Result<WalkRegistry, UnsupportedWalk> {
    let below = pos.underworld().iter().map(|(_, p)| p.kind);
    registry_for_kinds(
        pos.board().iter().flatten().map(|p| p.kind).chain(below),
        rules,
    )
}
