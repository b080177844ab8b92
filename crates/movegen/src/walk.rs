//! The plug-in interface of the general (fairy) path: a [`Walk`] generates
//! the pseudo-legal moves of one piece kind and tells whether a piece of
//! that kind attacks a square. Walks are registered per [`PieceKind`] in a
//! [`WalkRegistry`] and looked up by [`crate::MoveGenerator`].
//!
//! # Writing a walk
//!
//! A walk is a stateless (or immutable, configured at construction) object,
//! `Send + Sync`, usually shared as an `Arc<dyn Walk>`. It implements:
//!
//! * [`Walk::generate`]: append to `out` every pseudo-legal move of the
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
//! * [`Walk::attacks`]: whether the piece on `from`, acting for `side`,
//!   could capture a piece standing on `target` (whatever stands there
//!   now). This decides check, so it must agree with the captures
//!   `generate` would make onto `target` if an opposing royal piece stood
//!   there.
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
//! use nightrider_movegen::walk::{push_targets, Walk, WalkRegistry};
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
//! impl Walk for Wazir {
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
use crate::rules::{MoveList, Rules};
use nightrider_board::{Bitboard, Colour, Move, PieceKind, Position, Special, Square};
use smallvec::SmallVec;
use std::fmt;
use std::sync::Arc;

/// The movement of one piece kind, for the general move-generation path.
/// See the [module documentation](self) for the contract.
pub trait Walk: Send + Sync {
    /// A name for messages and debugging (e.g. `"nightrider"`).
    fn name(&self) -> &str;

    /// Appends the pseudo-legal moves of the piece on `from`, moved by `side`.
    fn generate(&self, pos: &Position, from: Square, side: Colour, out: &mut MoveList);

    /// Whether the piece on `from`, acting for `side`, attacks `target`.
    fn attacks(&self, pos: &Position, from: Square, target: Square, side: Colour) -> bool;
}

impl fmt::Debug for dyn Walk {
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
    let blocked = pos.occupied() - victims;
    for to in targets - blocked {
        out.push(if victims.contains(to) {
            Move::capture(from, to)
        } else {
            Move::quiet(from, to)
        });
    }
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
        impl Walk for $ty {
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
    pos.occupied()
));
table_walk!(RookWalk, "rook", |pos, from| attacks::rook(
    from,
    pos.occupied()
));
table_walk!(BishopWalk, "bishop", |pos, from| attacks::bishop(
    from,
    pos.occupied()
));
table_walk!(KnightWalk, "knight", |_pos, from| attacks::knight(from));

/// The orthodox pawn of a problem: steps forward, double step from its
/// second rank, captures diagonally forward, en passant (if the rules have
/// it) and promotion on the last rank to each kind of the promotion set.
/// A pawn on its own first rank steps one square; on its last rank it has
/// no move.
#[derive(Debug, Clone)]
pub struct PawnWalk {
    promotions: SmallVec<[PieceKind; 4]>,
    en_passant: bool,
}

impl PawnWalk {
    /// The pawn under `rules` (promotion set and en passant).
    pub fn new(rules: &Rules) -> PawnWalk {
        PawnWalk {
            promotions: rules.promotions.clone(),
            en_passant: rules.en_passant,
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

impl Walk for PawnWalk {
    fn name(&self) -> &str {
        "pawn"
    }

    fn generate(&self, pos: &Position, from: Square, side: Colour, out: &mut MoveList) {
        let forward = side.forward();
        let last = if side == Colour::White { 7 } else { 0 };
        let second = if side == Colour::White { 1 } else { 6 };
        if from.y() == last {
            return;
        }
        let victims = capturable(pos, side);
        let occ = pos.occupied();
        if let Some(one) = from.offset(0, forward) {
            if !occ.contains(one) {
                self.push(Move::quiet(from, one), one.y() == last, out);
                if from.y() == second {
                    if let Some(two) = one.offset(0, forward).filter(|s| !occ.contains(*s)) {
                        out.push(Move::quiet(from, two).with_special(Special::DoubleStep));
                    }
                }
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
                        });
                    }
                }
            }
        }
    }

    fn attacks(&self, _: &Position, from: Square, target: Square, side: Colour) -> bool {
        attacks::pawn(side, from).contains(target)
    }
}

/// The walk of the orthodox `kind` under `rules`, or `None` for other kinds.
pub fn orthodox_walk(kind: PieceKind, rules: &Rules) -> Option<Arc<dyn Walk>> {
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
    walks: Vec<(PieceKind, Arc<dyn Walk>)>,
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
    pub fn register(&mut self, kind: PieceKind, walk: Arc<dyn Walk>) {
        match self.walks.iter_mut().find(|(k, _)| *k == kind) {
            Some(entry) => entry.1 = walk,
            None => self.walks.push((kind, walk)),
        }
    }

    /// The walk registered for `kind`.
    pub fn get(&self, kind: PieceKind) -> Option<&Arc<dyn Walk>> {
        self.walks.iter().find(|(k, _)| *k == kind).map(|(_, w)| w)
    }

    /// The registered kinds.
    pub fn kinds(&self) -> impl Iterator<Item = PieceKind> + '_ {
        self.walks.iter().map(|(k, _)| *k)
    }
}
