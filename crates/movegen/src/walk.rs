//! The plug-in interface of the general (fairy) path: a [`WalkGenerator`]
//! generates the pseudo-legal moves of one piece kind and tells whether a
//! piece of that kind attacks a square. Walk generators are registered per
//! [`PieceKind`] in a [`WalkRegistry`] and looked up by
//! [`crate::MoveGenerator`].
//!
//! # Writing a walk generator
//!
//! A walk generator is a stateless (or immutable, configured at
//! construction) object, `Send + Sync`, usually shared as an
//! `Arc<dyn WalkGenerator>`. One that depends on the problem's rules (a
//! fairy pawn's promotion set, en passant) takes them when it is built, as
//! [`PawnWalk::new`] does. It implements:
//!
//! * [`WalkGenerator::generate`]: append to `out` every pseudo-legal move of the
//!   piece on `from`, moved on behalf of `side`. "Pseudo-legal" means: by
//!   the piece's own movement rules, ignoring whether the mover's royal
//!   pieces are left in check (the generator tests that by playing the move)
//!   and ignoring fairy conditions (which filter or transform moves
//!   elsewhere). The rules for the squares reached:
//!   - an empty square gives a non-capturing move ([`Move::quiet`]);
//!   - a square in [`capturable`]`(pos, side)` (the opponent's pieces and
//!     every neutral piece) gives a capture ([`Move::capture`], or set
//!     [`Move::captures`] to the victims' squares for captures elsewhere than
//!     on `to`, e.g. locusts);
//!   - any other occupied square (a piece belonging to `side` only) is
//!     blocked.
//!
//!   [`push_targets`] does exactly this for a set of target squares. Moves
//!   must be playable by [`Position::play`]: use [`Special::DoubleStep`],
//!   [`Special::EnPassant`], promotions etc. as documented on
//!   [`Move`]. Castling is *not* a walk's business: the generator adds it.
//! * [`WalkGenerator::attacks`]: whether the piece on `from`, acting for `side`,
//!   could capture a piece standing on `target` (whatever stands there
//!   now). This decides check, so it must agree with the captures
//!   `generate` would make onto `target` if an opposing royal piece stood
//!   there.
//!
//! Ready-made walks: [`LeaperWalk`] and [`RiderWalk`] for any leaper or
//! rider given by its steps. Helpers: [`leap`] and [`ride`] give the target squares of leapers and
//! riders from `(files, ranks)` steps ([`symmetric_steps`] makes the eight
//! mirror images of one step), [`push_targets`] turns target squares into
//! moves, [`crate::attacks`] has the orthodox tables (magic bitboards for
//! rook and bishop lines). Performance matters less here than on the
//! orthodox path, but a walk is called for every piece of every node, and
//! [`WalkGenerator::attacks`] for every piece at every check test: avoid allocating.
//!
//! `side` matters for pieces whose movement depends on the colour (pawns
//! and other pieces with a forward direction) and for neutral pieces, which
//! move for whichever side plays them: a neutral piece moved by Black moves
//! as a black piece. The piece on `from` may be neutral; [`Position::by_colour`]
//! counts neutral pieces for both sides.
//!
//! ```
//! use std::sync::Arc;
//! use nightrider_board::{Bitboard, Colour, Piece, PieceKind, Position, Square};
//! use nightrider_movegen::walk::{push_targets, WalkGenerator, WalkRegistry};
//! use nightrider_movegen::{MoveGenerator, MoveList, Rules};
//!
//! /// The wazir: one step orthogonally.
//! #[derive(Debug)]
//! struct Wazir;
//! impl Wazir {
//!     fn targets(from: Square) -> Bitboard {
//!         [(1, 0), (-1, 0), (0, 1), (0, -1)]
//!             .into_iter()
//!             .filter_map(|(dx, dy)| from.offset(dx, dy))
//!             .collect()
//!     }
//! }
//! impl WalkGenerator for Wazir {
//!     fn name(&self) -> &str { "wazir" }
//!     fn generate(&self, pos: &Position, from: Square, side: Colour, out: &mut MoveList) {
//!         push_targets(pos, from, side, Wazir::targets(from), out);
//!     }
//!     fn attacks(&self, _: &Position, from: Square, target: Square, _: Colour) -> bool {
//!         Wazir::targets(from).contains(target)
//!     }
//! }
//!
//! const WAZIR: PieceKind = PieceKind(100);
//! let mut registry = WalkRegistry::new();
//! registry.register(WAZIR, Arc::new(Wazir));
//! let mut pos = Position::empty();
//! pos.put(Square::A1, Piece::new(PieceKind::KING, Colour::White));
//! pos.put(Square::D4, Piece::new(WAZIR, Colour::White));
//! pos.put(Square::H8, Piece::new(PieceKind::KING, Colour::Black));
//! let generator = MoveGenerator::for_position(&pos, Rules::default(), &registry).unwrap();
//! let mut moves = MoveList::new();
//! generator.legal_moves(&mut pos, &mut moves).unwrap();
//! assert_eq!(moves.len(), 3 + 4);
//! ```

use crate::attacks;
use crate::rules::{FirstRankPawns, MoveList, Rules};
use nightrider_board::{Bitboard, Colour, Move, PieceKind, Position, Special, Square};
use smallvec::SmallVec;
use std::fmt;
use std::sync::Arc;

/// The move generator of one piece kind's walk, for the general
/// move-generation path: generates its pseudo-legal moves and detects its
/// attacks. (The walk as data, atoms and components, is
/// [`nightrider_board::walk::Walk`]; a generator may be compiled from one.)
/// See the [module documentation](self) for the contract.
pub trait WalkGenerator: Send + Sync {
    /// A name for messages and debugging (e.g. `"nightrider"`).
    fn name(&self) -> &str;

    /// Appends the pseudo-legal moves of the piece on `from`, moved by `side`.
    fn generate(&self, pos: &Position, from: Square, side: Colour, out: &mut MoveList);

    /// Whether the piece on `from`, acting for `side`, attacks `target`.
    fn attacks(&self, pos: &Position, from: Square, target: Square, side: Colour) -> bool;
}

impl fmt::Debug for dyn WalkGenerator {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Walk({})", self.name())
    }
}

/// Squares holding pieces that `side` may capture: the opponent's and all
/// neutral pieces.
#[inline]
pub fn capturable(pos: &Position, side: Colour) -> Bitboard {
    pos.by_colour(!side)
}

/// Appends a move from `from` to each square of `targets` that is empty
/// (a quiet move) or [`capturable`] by `side` (a capture); squares of
/// `side`'s own pieces are skipped.
#[inline]
pub fn push_targets(
    pos: &Position,
    from: Square,
    side: Colour,
    targets: Bitboard,
    out: &mut MoveList,
) {
    let victims = capturable(pos, side);
    let blocked = pos.blockers() - victims;
    for to in targets - blocked {
        out.push(if victims.contains(to) {
            Move::capture(from, to)
        } else {
            Move::quiet(from, to)
        });
    }
}

/// The squares a leaper on `from` reaches with the given `(files, ranks)`
/// steps (for example `(1, 2)` and its seven mirror images for the knight).
pub fn leap(from: Square, steps: &[(i32, i32)]) -> Bitboard {
    steps
        .iter()
        .filter_map(|&(dx, dy)| from.offset(dx, dy))
        .collect()
}

/// The squares a rider on `from` reaches along each `(files, ranks)` step
/// repeated: every empty square of each line and the first occupied one
/// (which [`push_targets`] turns into a capture or drops); a hole
/// ([`Position::holes`]) stops the line like a piece.
pub fn ride(pos: &Position, from: Square, steps: &[(i32, i32)]) -> Bitboard {
    let occ = pos.blockers();
    let mut targets = Bitboard::EMPTY;
    for &(dx, dy) in steps {
        let mut sq = from;
        while let Some(next) = sq.offset(dx, dy) {
            targets.insert(next);
            if occ.contains(next) {
                break;
            }
            sq = next;
        }
    }
    targets
}

/// The eight mirror images of a `(files, ranks)` step, without duplicates
/// (`(1, 0)` gives the four orthogonal steps).
pub fn symmetric_steps(dx: i32, dy: i32) -> Vec<(i32, i32)> {
    let mut steps = Vec::with_capacity(8);
    for (a, b) in [(dx, dy), (dy, dx)] {
        for (sa, sb) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let step = (a * sa, b * sb);
            if !steps.contains(&step) {
                steps.push(step);
            }
        }
    }
    steps
}

/// The orthodox king (castling is added by the generator).
#[derive(Debug, Clone, Copy, Default)]
pub struct KingWalk;

/// The orthodox queen.
#[derive(Debug, Clone, Copy, Default)]
pub struct QueenWalk;

/// The orthodox rook.
#[derive(Debug, Clone, Copy, Default)]
pub struct RookWalk;

/// The orthodox bishop.
#[derive(Debug, Clone, Copy, Default)]
pub struct BishopWalk;

/// The orthodox knight.
#[derive(Debug, Clone, Copy, Default)]
pub struct KnightWalk;

macro_rules! table_walk {
    ($ty:ident, $name:literal, |$pos:ident, $from:ident| $targets:expr) => {
        impl WalkGenerator for $ty {
            fn name(&self) -> &str {
                $name
            }
            fn generate(&self, $pos: &Position, $from: Square, side: Colour, out: &mut MoveList) {
                push_targets($pos, $from, side, $targets, out);
            }
            fn attacks(&self, $pos: &Position, $from: Square, target: Square, _: Colour) -> bool {
                $targets.contains(target)
            }
        }
    };
}

table_walk!(KingWalk, "king", |_pos, from| attacks::king(from));
table_walk!(QueenWalk, "queen", |pos, from| attacks::queen(
    from,
    pos.blockers()
));
table_walk!(RookWalk, "rook", |pos, from| attacks::rook(
    from,
    pos.blockers()
));
table_walk!(BishopWalk, "bishop", |pos, from| attacks::bishop(
    from,
    pos.blockers()
));
table_walk!(KnightWalk, "knight", |_pos, from| attacks::knight(from));

/// A leaper defined by its `(files, ranks)` steps, e.g. the zebra with
/// `symmetric_steps(2, 3)`. Moves and captures alike, colour-blind.
#[derive(Debug, Clone)]
pub struct LeaperWalk {
    name: String,
    steps: Vec<(i32, i32)>,
}

impl LeaperWalk {
    /// A leaper called `name` with the given steps.
    pub fn new(name: impl Into<String>, steps: Vec<(i32, i32)>) -> LeaperWalk {
        LeaperWalk {
            name: name.into(),
            steps,
        }
    }
}

impl WalkGenerator for LeaperWalk {
    fn name(&self) -> &str {
        &self.name
    }
    fn generate(&self, pos: &Position, from: Square, side: Colour, out: &mut MoveList) {
        push_targets(pos, from, side, leap(from, &self.steps), out);
    }
    fn attacks(&self, _: &Position, from: Square, target: Square, _: Colour) -> bool {
        let (dx, dy) = (target.x() - from.x(), target.y() - from.y());
        self.steps.contains(&(dx, dy))
    }
}

/// A rider defined by its `(files, ranks)` steps, repeated until an
/// occupied square (e.g. the nightrider with `symmetric_steps(1, 2)`).
/// Moves and captures alike, colour-blind.
#[derive(Debug, Clone)]
pub struct RiderWalk {
    name: String,
    steps: Vec<(i32, i32)>,
}

impl RiderWalk {
    /// A rider called `name` with the given steps.
    pub fn new(name: impl Into<String>, steps: Vec<(i32, i32)>) -> RiderWalk {
        RiderWalk {
            name: name.into(),
            steps,
        }
    }
}

impl WalkGenerator for RiderWalk {
    fn name(&self) -> &str {
        &self.name
    }
    fn generate(&self, pos: &Position, from: Square, side: Colour, out: &mut MoveList) {
        push_targets(pos, from, side, ride(pos, from, &self.steps), out);
    }
    fn attacks(&self, pos: &Position, from: Square, target: Square, _: Colour) -> bool {
        let occ = pos.blockers();
        self.steps.iter().any(|&(dx, dy)| {
            let mut sq = from;
            while let Some(next) = sq.offset(dx, dy) {
                if next == target {
                    return true;
                }
                if occ.contains(next) {
                    return false;
                }
                sq = next;
            }
            false
        })
    }
}

/// The orthodox pawn of a problem: steps forward, double step from its
/// second rank, captures diagonally forward, en passant (if the rules have
/// it) and promotion on the last rank to each kind of the promotion set.
/// On its own first rank it does what [`Rules::first_rank_pawns`] says
/// (by default nothing); on its last rank it has no move.
#[derive(Debug, Clone)]
pub struct PawnWalk {
    promotions: SmallVec<[PieceKind; 4]>,
    en_passant: bool,
    first_rank: FirstRankPawns,
}

impl PawnWalk {
    /// The pawn under `rules` (promotion set and en passant).
    pub fn new(rules: &Rules) -> PawnWalk {
        PawnWalk {
            promotions: rules.promotions.clone(),
            en_passant: rules.en_passant,
            first_rank: rules.first_rank_pawns,
        }
    }

    fn push(&self, base: Move, last_rank: bool, out: &mut MoveList) {
        if last_rank {
            for &kind in &self.promotions {
                out.push(base.promoting(kind));
            }
        } else {
            out.push(base);
        }
    }
}

impl WalkGenerator for PawnWalk {
    fn name(&self) -> &str {
        "pawn"
    }

    fn generate(&self, pos: &Position, from: Square, side: Colour, out: &mut MoveList) {
        let forward = side.forward();
        let last = if side == Colour::White { 7 } else { 0 };
        let second = if side == Colour::White { 1 } else { 6 };
        let first = if side == Colour::White { 0 } else { 7 };
        if from.y() == last {
            return;
        }
        let steps = if from.y() == second {
            2
        } else if from.y() == first {
            match self.first_rank {
                FirstRankPawns::Inert | FirstRankPawns::ChecksOnly => return,
                FirstRankPawns::OneStep => 1,
                FirstRankPawns::UpToThreeSteps => 3,
            }
        } else {
            1
        };
        let victims = capturable(pos, side);
        let occ = pos.blockers();
        let mut sq = from;
        for i in 1..=steps {
            match sq.offset(0, forward) {
                Some(next) if !occ.contains(next) => {
                    if i == 1 {
                        self.push(Move::quiet(from, next), next.y() == last, out);
                    } else {
                        out.push(Move::quiet(from, next).with_special(Special::DoubleStep));
                    }
                    sq = next;
                }
                _ => break,
            }
        }
        for to in attacks::pawn(side, from) {
            if victims.contains(to) {
                self.push(Move::capture(from, to), to.y() == last, out);
            }
        }
        if self.en_passant {
            if let Some(ep) = pos.en_passant() {
                for to in attacks::pawn(side, from) & ep.passed {
                    if !occ.contains(to) && victims.contains(ep.pawn) {
                        out.push(Move {
                            from,
                            to,
                            special: Special::EnPassant,
                            promotion: None,
                            captures: Bitboard::from_square(ep.pawn),
                            choice: nightrider_board::Choice::NONE,
                        });
                    }
                }
            }
        }
    }

    fn attacks(&self, _: &Position, from: Square, target: Square, side: Colour) -> bool {
        (from.y() != side.fold(0, 7) || self.first_rank != FirstRankPawns::Inert)
            && attacks::pawn(side, from).contains(target)
    }
}

/// The walk of the orthodox `kind` under `rules`, or `None` for other kinds.
pub fn orthodox_walk(kind: PieceKind, rules: &Rules) -> Option<Arc<dyn WalkGenerator>> {
    Some(match kind {
        PieceKind::KING => Arc::new(KingWalk),
        PieceKind::QUEEN => Arc::new(QueenWalk),
        PieceKind::ROOK => Arc::new(RookWalk),
        PieceKind::BISHOP => Arc::new(BishopWalk),
        PieceKind::KNIGHT => Arc::new(KnightWalk),
        PieceKind::PAWN => Arc::new(PawnWalk::new(rules)),
        _ => return None,
    })
}

/// Walks registered per piece kind. The orthodox kinds need no
/// registration ([`crate::MoveGenerator`] supplies them from its
/// [`Rules`]) but may be overridden.
#[derive(Clone, Default)]
pub struct WalkRegistry {
    walks: Vec<(PieceKind, Arc<dyn WalkGenerator>)>,
}

impl fmt::Debug for WalkRegistry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map()
            .entries(self.walks.iter().map(|(k, w)| (k.0, w.name())))
            .finish()
    }
}

impl WalkRegistry {
    /// An empty registry.
    pub fn new() -> WalkRegistry {
        WalkRegistry::default()
    }

    /// Registers (or replaces) the walk of `kind`.
    pub fn register(&mut self, kind: PieceKind, walk: Arc<dyn WalkGenerator>) {
        match self.walks.iter_mut().find(|(k, _)| *k == kind) {
            Some(entry) => entry.1 = walk,
            None => self.walks.push((kind, walk)),
        }
    }

    /// The walk registered for `kind`.
    pub fn get(&self, kind: PieceKind) -> Option<&Arc<dyn WalkGenerator>> {
        self.walks.iter().find(|(k, _)| *k == kind).map(|(_, w)| w)
    }

    /// The registered kinds.
    pub fn kinds(&self) -> impl Iterator<Item = PieceKind> + '_ {
        self.walks.iter().map(|(k, _)| *k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::Piece;

    #[test]
    fn generic_walks_replace_the_orthodox_ones() {
        // Knight, bishop, rook and queen as generic leaper and riders give
        // the same perft as the fast path.
        let mut registry = WalkRegistry::new();
        registry.register(
            PieceKind::KNIGHT,
            Arc::new(LeaperWalk::new("knight", symmetric_steps(1, 2))),
        );
        registry.register(
            PieceKind::BISHOP,
            Arc::new(RiderWalk::new("bishop", symmetric_steps(1, 1))),
        );
        registry.register(
            PieceKind::ROOK,
            Arc::new(RiderWalk::new("rook", symmetric_steps(1, 0))),
        );
        let mut queen = symmetric_steps(1, 1);
        queen.extend(symmetric_steps(1, 0));
        registry.register(PieceKind::QUEEN, Arc::new(RiderWalk::new("queen", queen)));
        let mut pos = Position::startpos();
        let generator =
            crate::MoveGenerator::for_position(&pos, Rules::default(), &registry).unwrap();
        assert_eq!(generator.path(), crate::GenerationPath::General);
        assert_eq!(generator.walk(PieceKind::ROOK).unwrap().name(), "rook");
        assert_eq!(generator.perft(&mut pos, 3).unwrap(), 8902);
        // Kiwipete.
        let mut kiwipete = {
            let mut p = Position::empty();
            let rows = [
                "r...k..r", "p.ppqpb.", "bn..pnp.", "...PN...", ".p..P...", "..N..Q.p", "PPPBBPPP",
                "R...K..R",
            ];
            for (r, row) in rows.iter().enumerate() {
                for (f, c) in row.chars().enumerate() {
                    if let Some(kind) = PieceKind::from_orthodox_letter(c) {
                        let colour = if c.is_ascii_uppercase() {
                            Colour::White
                        } else {
                            Colour::Black
                        };
                        p.put(
                            Square::from_xy(f as i32, 7 - r as i32).unwrap(),
                            Piece::new(kind, colour),
                        );
                    }
                }
            }
            p.set_castling_unrecorded(nightrider_board::CastlingRights::all());
            p
        };
        assert_eq!(generator.perft(&mut kiwipete, 3).unwrap(), 97862);
        let walk = RiderWalk::new("nightrider", symmetric_steps(1, 2));
        let mut out = MoveList::new();
        let mut empty = Position::empty();
        empty.put(Square::A1, Piece::new(PieceKind(77), Colour::White));
        walk.generate(&empty, Square::A1, Colour::White, &mut out);
        // a1-b3-c5-d7 and a1-c2-e3-g4.
        assert_eq!(out.len(), 6);
        assert!(walk.attacks(&empty, Square::A1, Square::G4, Colour::White));
        empty.put(Square::C2, Piece::new(PieceKind::PAWN, Colour::Black));
        assert!(!walk.attacks(&empty, Square::A1, Square::G4, Colour::White));
        assert!(walk.attacks(&empty, Square::A1, Square::C2, Colour::White));
    }

    #[test]
    fn helpers_agree_with_the_tables() {
        let knight = symmetric_steps(1, 2);
        assert_eq!(knight.len(), 8);
        assert_eq!(symmetric_steps(1, 0).len(), 4);
        assert_eq!(symmetric_steps(1, 1).len(), 4);
        let mut pos = Position::startpos();
        pos.put(Square::D4, Piece::new(PieceKind::QUEEN, Colour::White));
        for sq in Square::ALL {
            assert_eq!(leap(sq, &knight), attacks::knight(sq));
            let rook = ride(&pos, sq, &symmetric_steps(1, 0));
            assert_eq!(rook, attacks::rook(sq, pos.occupied()));
            let bishop = ride(&pos, sq, &symmetric_steps(1, 1));
            assert_eq!(bishop, attacks::bishop(sq, pos.occupied()));
        }
        let mut out = MoveList::new();
        push_targets(
            &pos,
            Square::D4,
            Colour::White,
            attacks::queen(Square::D4, pos.occupied()),
            &mut out,
        );
        // A queen on d4 in the game array captures on d7, a7 and g7 and
        // never takes its own pawns.
        assert_eq!(out.iter().filter(|m| m.is_capture()).count(), 3);
        assert!(out.iter().all(|m| m.to.y() != 1));
    }
}
